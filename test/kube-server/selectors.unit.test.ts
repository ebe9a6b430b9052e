import { describe, expect, it } from 'vitest';
import { matchesLabels, parseFieldSelector, parseLabelSelector } from '../support/kube/selectors';

describe('label selectors', () => {
  const labels = { app: 'web', tier: 'front', 'app.kubernetes.io/part-of': 'shop', gen: '3' };
  const match = (s: string) => matchesLabels(parseLabelSelector(s), labels);

  it('parses and matches the equality, set and existence forms', () => {
    expect(parseLabelSelector('a=b, c!=d,e in (x, y),f notin (z),g,!h')).toEqual([
      { key: 'a', op: '=', values: ['b'] },
      { key: 'c', op: '!=', values: ['d'] },
      { key: 'e', op: 'in', values: ['x', 'y'] },
      { key: 'f', op: 'notin', values: ['z'] },
      { key: 'g', op: 'exists', values: [] },
      { key: 'h', op: '!', values: [] },
    ]);
    expect(match('app=web,tier==front')).toBe(true);
    expect(match('app=api')).toBe(false);
    expect(match('missing!=x')).toBe(true);
    expect(match('tier in (back,front)')).toBe(true);
    expect(match('tier notin (front)')).toBe(false);
    expect(match('absent notin (front)')).toBe(true);
    expect(match('app.kubernetes.io/part-of')).toBe(true);
    expect(match('!app')).toBe(false);
    expect(match('gen>2,gen<4')).toBe(true);
    expect(match('')).toBe(true);
  });

  it('rejects what the real parser rejects with a 400 BadRequest', () => {
    for (const bad of ['a in b', 'a in (b', '=b', 'gen>x']) {
      expect(() => parseLabelSelector(bad), bad).toThrow(
        expect.objectContaining({ status: expect.objectContaining({ code: 400 }) }),
      );
    }
  });

  it('supports metadata.name and metadata.namespace field selectors only', () => {
    expect(parseFieldSelector('metadata.name=a,metadata.namespace!=b')).toEqual([
      { field: 'metadata.name', negate: false, value: 'a' },
      { field: 'metadata.namespace', negate: true, value: 'b' },
    ]);
    expect(() => parseFieldSelector('spec.nodeName=x')).toThrow('field label not supported: spec.nodeName');
  });
});
