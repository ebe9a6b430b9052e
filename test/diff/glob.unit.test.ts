import { describe, expect, it } from 'vitest';
import { matchGlob } from '../../src/diff/glob';

describe('matchGlob', () => {
  it('matches literally without wildcards', () => {
    expect(matchGlob('web', 'web')).toBe(true);
    expect(matchGlob('web', 'web-1')).toBe(false);
    expect(matchGlob('web.1', 'webx1')).toBe(false);
    expect(matchGlob('', '')).toBe(true);
    expect(matchGlob('', 'a')).toBe(false);
  });

  it('lets * match any run of characters, none and "/" included', () => {
    expect(matchGlob('web-*', 'web-')).toBe(true);
    expect(matchGlob('web-*', 'web-canary-2')).toBe(true);
    expect(matchGlob('web-*', 'api-web-1')).toBe(false);
    expect(matchGlob('*-db', 'orders-db')).toBe(true);
    expect(matchGlob('a*b*c', 'axxbyybzc')).toBe(true);
    expect(matchGlob('a*b*c', 'axxbyyb')).toBe(false);
    expect(matchGlob('checksum/*', 'checksum/config')).toBe(true);
    expect(matchGlob('*', '')).toBe(true);
    expect(matchGlob('**', 'x')).toBe(true);
  });

  it('lets ? match exactly one character', () => {
    expect(matchGlob('team-?', 'team-a')).toBe(true);
    expect(matchGlob('team-?', 'team-')).toBe(false);
    expect(matchGlob('team-?', 'team-ab')).toBe(false);
    expect(matchGlob('?*', '')).toBe(false);
  });

  it('stays fast on patterns that make naive regexes backtrack', () => {
    const text = `${'a'.repeat(5000)}b`;
    // A backtracking matcher would take longer than the test timeout here (no clock check).
    expect(matchGlob(`${'*a'.repeat(50)}c`, text)).toBe(false);
  });
});
