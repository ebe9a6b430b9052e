import { applyPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { MAX_EDIT_LENGTH, textPatch } from '../../src/diff/text-patch';

const lines = (n: number, f: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => `${f(i)}\n`).join('');

describe('textPatch', () => {
  it('is the exact line diff when the texts differ little', () => {
    const patch = textPatch('a/x', 'b/x', 'one\ntwo\nthree\n', 'one\n2\nthree\n', 3);
    expect(patch).toBe('--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n one\n-two\n+2\n three\n');
  });

  it('past the edit limit, one hunk between the common first and last lines that still applies', () => {
    const n = MAX_EDIT_LENGTH * 2;
    const before = `header\n${lines(n, (i) => `row ${i}`)}footer`;
    const after = `header\n${lines(n, (i) => `ROW ${i}`)}footer`;
    // The one coarse hunk below is what shows the line diff gave up (no wall-clock check: CI is shared).
    const patch = textPatch('a/x', 'b/x', before, after, 3);
    expect(patch.split('\n').slice(0, 4)).toEqual([
      '--- a/x',
      '+++ b/x',
      `@@ -1,${n + 2} +1,${n + 2} @@`,
      ' header',
    ]);
    expect(patch).toContain('\n footer\n\\ No newline at end of file\n');
    expect(applyPatch(before, patch)).toBe(after);
    expect(applyPatch('', textPatch('a/x', 'b/x', '', after, 3))).toBe(after);
    expect(applyPatch(before, textPatch('a/x', 'b/x', before, '', 3))).toBe('');
  });
});
