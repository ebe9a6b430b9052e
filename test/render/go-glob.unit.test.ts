import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/model/errors';
import { BadPatternError, byteOrder, goMatch } from '../../src/render/go-glob';

// Every expectation here is what Go's path/filepath.Match answers (checked against Go itself).
const cases: [pattern: string, name: string, matches: boolean][] = [
  // literals
  ['abc', 'abc', true],
  ['abc', 'abcd', false],
  ['', '', true],
  ['', 'a', false],
  // * is any run of characters except /
  ['*', '', true],
  ['*', 'abc', true],
  ['*', 'a/b', false],
  ['a*', 'a/b', false],
  ['*c', 'abc', true],
  ['a*b*c', 'axbxc', true],
  ['a*b*c', 'axbx', false],
  ['a*/b', 'abc/b', true],
  ['a*/b', 'a/c/b', false],
  ['a*b*c*d*e*/f', 'axbxcxdxe/f', true],
  ['a*b*c*d*e*/f', 'axbxcxdxexxx/f', true],
  ['a*b*c*d*e*/f', 'axbxcxdxe/xxx/f', false],
  ['a*b?c*x', 'abxbbxdbxebxczzx', true],
  ['a*b?c*x', 'abxbbxdbxebxczzy', false],
  // no ** in Go: it is two stars, neither crossing /
  ['**', 'a/b', false],
  ['**/*.yaml', 'a/b.yaml', true],
  ['**/*.yaml', 'a/b/c.yaml', false],
  // a leading dot is an ordinary character: * matches hidden files
  ['*', '.hidden', true],
  ['*.yaml', '.prod.yaml', true],
  ['?hidden', '.hidden', true],
  // ? is one character except /, a whole code point
  ['a?c', 'abc', true],
  ['a?c', 'a/c', false],
  ['a?c', 'ac', false],
  ['?', 'é', true],
  ['?', '😀', true],
  ['??', 'é', false],
  // classes
  ['[abc]', 'b', true],
  ['[a-c]', 'b', true],
  ['[a-c]', 'd', false],
  ['[^a-c]', 'd', true],
  ['[^a-c]', 'b', false],
  ['[^a]', 'a', false],
  ['[^a]', '/', true],
  ['[a-cx-z]', 'y', true],
  ['[c-a]', 'b', false],
  ['[\\]a]', ']', true],
  ['[\\-]', '-', true],
  ['[x\\-]', '-', true],
  ['[x\\-]', 'z', false],
  ['[\\^]', '^', true],
  ['[^^]', '^', false],
  ['[!a]', '!', true],
  ['[[]', '[', true],
  ['[*]', '*', true],
  ['[*]', 'x', false],
  ['[é-ê]', 'ê', true],
  ['[😀]', '😀', true],
  // escapes
  ['\\*', '*', true],
  ['\\*', 'x', false],
  ['a\\*b', 'ab', false],
  ['a\\*b', 'a*b', true],
  ['\\?', '?', true],
  ['\\[', '[', true],
  ['\\a', 'a', true],
  ['\\\\', '\\', true],
  ['a]', 'a]', true],
  ['a-b', 'a-b', true],
  // a chunk is taken where it first matches and never retried further on
  ['*[a/]*c', 'a/c', false],
  ['*a', 'aaa', true],
  ['*ab', 'aab', true],
];

const bad = [
  '[',
  '[^',
  '[]',
  '[]a]',
  '[^]',
  '[a',
  '[a-',
  '[a-]',
  '[-a]',
  '[a-b',
  '\\',
  'a\\',
  '[\\',
  '[\\]',
  'a[',
  'a*[',
  '*[x',
  'x*\\',
  // malformed after a part that already fails to match: still an error
  'b*[',
  'z[',
];

describe("goMatch (Go's filepath.Match)", () => {
  it.each(cases)('%s against %s is %s', (pattern, name, matches) => {
    expect(goMatch(pattern, name)).toBe(matches);
  });

  it.each(bad)('rejects %s with Go\'s "syntax error in pattern"', (pattern) => {
    for (const name of ['', 'a', 'abc', 'xyz']) {
      expect(() => goMatch(pattern, name)).toThrow(`${pattern}: syntax error in pattern`);
    }
  });

  it('reports a malformed pattern as a user error naming it', () => {
    const err = (() => {
      try {
        goMatch('envs/[', 'x');
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(BadPatternError);
    expect(err).toBeInstanceOf(UserError);
    expect((err as BadPatternError).pattern).toBe('envs/[');
  });

  it('stays linear on patterns that make a backtracking regex explode', () => {
    // A backtracking matcher would take longer than the test timeout here (no clock check).
    expect(goMatch(`${'a*'.repeat(30)}b`, 'a'.repeat(200))).toBe(false);
  });
});

describe('byteOrder', () => {
  it('orders by UTF-8 bytes (code points), as Go sorts strings', () => {
    expect(['b', 'a-b', 'a', 'A', '😀', '\uffff'].sort(byteOrder)).toEqual([
      'A',
      'a',
      'a-b',
      'b',
      '\uffff',
      '😀',
    ]);
  });
});
