// rigging's own schema patterns run on JavaScript's backtracking RegExp only when they are in a class
// that matches in linear time and means the same as on RE2 (src/schema/linear-pattern.ts).
import { describe, expect, it } from 'vitest';
import { isLinearPattern, nonLinearReason } from '../../src/schema/linear-pattern';
import { linearRegExp } from '../../src/schema/native-regexp';
import { patternsOf } from '../../src/schema/precompile';
import { re2RegExp } from '../../src/schema/re2-regexp';
import { validatedSchemas } from '../../src/schemas';

const ownPatterns = [...new Set(validatedSchemas().flatMap(({ schema, opts }) => patternsOf(schema, opts)))];

/** Strings over `alphabet` of length 0..`max`, from a fixed seed: the same every run. */
function strings(alphabet: string[], count: number, max: number): string[] {
  let seed = 0x2545f491;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = Math.floor(next() * (max + 1));
    out.push(Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
  }
  return out;
}

describe('patterns a backtracking engine runs in linear time', () => {
  it("admit every pattern of rigging's own schemas (so their validators need no re2js)", () => {
    expect(ownPatterns.length).toBeGreaterThanOrEqual(4);
    for (const pattern of ownPatterns) expect(nonLinearReason(pattern), pattern).toBeUndefined();
  });

  it.each([
    ['^a*$'],
    ['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'],
    ['^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$'],
    ['^(?:ab){2}c+$'],
    ['^\\d{1,3}\\.\\d{1,3}x*$'],
    ['^[^/\\]]{2}[\\w-]*$'],
    ['^((a)?b*)?$'],
    ['^a?a?a?a?a?a?$'],
    ['^(a?){6}$'],
  ])('admit %s', (pattern) => {
    expect(nonLinearReason(pattern)).toBeUndefined();
  });

  it.each([
    ['^(a+)+$', 'an unbounded quantifier on a group'],
    ['^(a*)*$', 'an unbounded quantifier on a group'],
    ['^a*a*$', 'more than one unbounded quantifier'],
    ['^(\\d+)?\\d+$', 'more than one unbounded quantifier'],
    ['^(a*){2}$', 'more than one unbounded quantifier, or one in a repeated group'],
    ['^(a*)(b*)$', 'more than one unbounded quantifier'],
    ['^((a*))b+$', 'more than one unbounded quantifier'],
    ['^((a*)?){3}$', 'more than one unbounded quantifier, or one in a repeated group'],
    ['^[a-z]+(\\.[a-z]+)*$', 'an unbounded quantifier on a group'],
    ['^a{2,}b*$', 'more than one unbounded quantifier'],
    ['^(a|ab)c$', 'alternation'],
    ['a*$', 'it does not start with ^'],
    ['^a*', 'it does not end with $'],
    ['^a*b$|^c$', 'unexpected $'],
    ['^(?=a)a$', 'lookaround'],
    ['^(?i)a$', 'lookaround or a named group'],
    ['^(a)\\1$', 'the escape \\1'],
    ['^.*$', '"." (it differs between RE2 and JavaScript)'],
    ['^\\s+$', 'the escape \\s'],
    ['^a*?$', 'a lazy or possessive quantifier'],
    ['^a{1,100}$', 'a repetition count over 64'],
    ['^(a?){30}a{30}$', 'over 64 ways through its bounded quantifiers'],
    ['^a?a?a?a?a?a?a?$', 'over 64 ways through its bounded quantifiers'],
    ['^[[:alpha:]]$', '[ inside a class'],
    ['^(a$', 'an unclosed group'],
  ])('refuse %s: %s', (pattern, reason) => {
    expect(nonLinearReason(pattern)).toContain(reason);
    expect(isLinearPattern(pattern)).toBe(false);
  });

  it('run only patterns of the class natively, so no other pattern reaches the backtracking engine', () => {
    expect(() => linearRegExp('^(a+)+$', 'u')).toThrow(
      'pattern "^(a+)+$" may backtrack: an unbounded quantifier on a group',
    );
  });

  it('say what RE2 says of every string, the anchors and line ends included', () => {
    for (const pattern of [...ownPatterns, '^[^a-c]\\d*$', '^\\W?\\w{2}$']) {
      const native = linearRegExp(pattern, 'u');
      const re2 = re2RegExp(pattern, 'u');
      // The pattern's own characters and the ones the engines could tell apart: line ends
      // (`$` before a final newline), a non-ASCII letter and a character outside the BMP.
      const alphabet = [
        ...new Set([
          ...pattern.replace(/[\\^$()[\]*+?{}]/g, ''),
          'a',
          'Z',
          '0',
          '-',
          '.',
          '_',
          '/',
          '\n',
          '\r',
          ' ',
          'é',
          '😀',
        ]),
      ];
      const samples = [...strings(alphabet, 3000, 8), 'a\n', '\na', 'ab\r\n', 'a'.repeat(10_000)];
      for (const s of samples) expect(native.test(s), `${pattern} on ${JSON.stringify(s)}`).toBe(re2.test(s));
      // Sticky matching starts at index 0 on every call, whatever the last call matched.
      const matching = samples.find((s) => re2.test(s) && s.length > 0);
      if (matching !== undefined) {
        expect(native.test(matching)).toBe(true);
        expect(native.test(matching)).toBe(true);
      }
    }
  });
});
