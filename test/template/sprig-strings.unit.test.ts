import { describe, expect, test } from 'vitest';
import { sprigFuncs } from '../../src/template/gotemplate/sprig';
import type { GoValue } from '../../src/template/gotemplate/value';

const call = (name: string, ...args: GoValue[]) =>
  (sprigFuncs[name] as (...a: GoValue[]) => GoValue)(...args);

describe('sprig strings', () => {
  test.each([
    [5n, 'Hello, world', 'Hello'],
    [-5n, 'Hello, world', 'world'],
    [20n, 'short', 'short'],
    [-20n, 'short', 'short'],
    [0n, 'abc', ''],
  ])('trunc %s %j', (n, s, want) => expect(call('trunc', n, s)).toBe(want));

  test('trunc wants an int, as Go does for a float64 from JSON', () => {
    expect(() => call('trunc', 5, 'abc')).toThrow('wrong type for value; expected int; got float64');
    expect(() => call('trunc', 5n)).toThrow('wrong number of args for trunc: want 2 got 1');
  });

  test.each([
    [1n, 3n, 'abcdef', 'bc'],
    [-1n, 3n, 'abcdef', 'abc'],
    [2n, -1n, 'abcdef', 'cdef'],
    [2n, 100n, 'abcdef', 'cdef'],
    [0n, 0n, 'abc', ''],
  ])('substr %s %s %j', (a, b, s, want) => expect(call('substr', a, b, s)).toBe(want));

  test('substr out of range fails as Go slicing panics', () => {
    expect(() => call('substr', -1n, 10n, 'abc')).toThrow('slice bounds out of range [:10] with length 3');
    expect(() => call('substr', 5n, 6n, 'abc')).toThrow('slice bounds out of range [5:3]');
  });

  test.each([
    ['  a b\tc\n', 'abc'],
    ['\u00a0x\u3000y', 'xy'],
    ['none', 'none'],
  ])('nospace %j', (s, want) => expect(call('nospace', s)).toBe(want));

  test.each([
    ['hello world', 'Hello World'],
    ['hello-world_foo bar.baz', 'Hello-World_foo Bar.Baz'],
    ['ALREADY', 'ALREADY'],
  ])('title %j', (s, want) => expect(call('title', s)).toBe(want));

  test.each([
    ['Hello World', 'hello world'],
    ['ABC DEF', 'aBC dEF'],
    ['', ''],
  ])('untitle %j', (s, want) => expect(call('untitle', s)).toBe(want));

  test.each([
    [5n, 'hello world', 'he...'],
    [20n, 'hello world', 'hello world'],
    [3n, 'hello world', 'hello world'],
  ])('abbrev %s %j', (n, s, want) => expect(call('abbrev', n, s)).toBe(want));

  test('abbrevboth', () => {
    expect(call('abbrevboth', 5n, 10n, '1234 5678 9123')).toBe('...5678...');
  });

  test.each([
    [5n, 'Hello World', 'Hello\nWorld'],
    [10n, 'one two three four', 'one two\nthree four'],
    [3n, 'averylongword x', 'averylongword\nx'],
  ])('wrap %s %j', (n, s, want) => expect(call('wrap', n, s)).toBe(want));

  test('wrapWith wraps long words', () => {
    expect(call('wrapWith', 5n, '\t', 'Hello World')).toBe('Hello\tWorld');
    expect(call('wrapWith', 3n, '|', 'abcdefg')).toBe('abc|def|g');
  });

  test.each([
    [4n, 'a\nb', '    a\n    b'],
    [2n, '', '  '],
    [0n, 'x\ny', 'x\ny'],
    [1n, 'a\n', ' a\n '],
  ])('indent %s %j', (n, s, want) => expect(call('indent', n, s)).toBe(want));

  test.each([
    [2n, 'a\nb', '\n  a\n  b'],
    [0n, 'x', '\nx'],
    [3n, '', '\n   '],
  ])('nindent %s %j', (n, s, want) => expect(call('nindent', n, s)).toBe(want));

  test.each([
    [' ', '-', 'a b c', 'a-b-c'],
    ['aa', 'b', 'aaaaa', 'bba'],
    ['x', 'y', 'none', 'none'],
    ['', '-', 'ab', '-a-b-'],
  ])('replace %j %j %j', (o, n, s, want) => expect(call('replace', o, n, s)).toBe(want));

  test('quote uses Go %q of strval and skips nil', () => {
    expect(call('quote', 'a"b')).toBe('"a\\"b"');
    expect(call('quote', 'a', null, 1n, 1.5)).toBe('"a" "1" "1.5"');
    expect(call('quote', 'tab\there\n')).toBe('"tab\\there\\n"');
    expect(call('quote')).toBe('');
    expect(call('quote', 1e6)).toBe('"1e+06"');
  });

  test('squote wraps %v in single quotes', () => {
    expect(call('squote', 'a', 2n)).toBe("'a' '2'");
    expect(call('squote', "it's")).toBe("'it's'");
    expect(call('squote', null, [1n, 'x'])).toBe("'[1 x]'");
  });

  test('cat joins %v of non-nil values with spaces', () => {
    expect(call('cat', 'hello', 'beautiful', 'world')).toBe('hello beautiful world');
    expect(call('cat', 'a', null, 1n, [1n, 2n])).toBe('a 1 [1 2]');
    expect(call('cat')).toBe('');
  });

  test('join uses strval and drops nil elements', () => {
    expect(call('join', '-', ['a', 'b', 'c'])).toBe('a-b-c');
    expect(call('join', ',', [1n, null, 2.5, true])).toBe('1,2.5,true');
    expect(call('join', '+', 'single')).toBe('single');
    expect(call('join', '+', null)).toBe('');
  });

  test('split returns _N keys; splitList a list; splitn at most n', () => {
    expect(call('split', '$', 'foo$bar$baz')).toEqual({ _0: 'foo', _1: 'bar', _2: 'baz' });
    expect(call('splitList', ',', 'a,,b')).toEqual(['a', '', 'b']);
    expect(call('splitList', '', 'héj')).toEqual(['h', 'é', 'j']);
    expect(call('splitn', '$', 2n, 'foo$bar$baz')).toEqual({ _0: 'foo', _1: 'bar$baz' });
    expect(call('splitn', '$', 0n, 'foo$bar')).toEqual({});
    expect(call('splitList', 'x', '')).toEqual(['']);
  });

  test('sortAlpha sorts strval by bytes', () => {
    expect(call('sortAlpha', ['b', 'B', 'a', 10n, 9n])).toEqual(['10', '9', 'B', 'a', 'b']);
    expect(call('sortAlpha', 'x')).toEqual(['x']);
  });

  test('case conversions (xstrings)', () => {
    expect(call('snakecase', 'FirstName')).toBe('first_name');
    expect(call('snakecase', 'HTTPServer')).toBe('http_server');
    expect(call('kebabcase', 'FirstName')).toBe('first-name');
    expect(call('camelcase', 'http_server')).toBe('HttpServer');
    expect(call('camelcase', '_complex__case_')).toBe('_Complex_Case_');
  });

  test('plural, repeat, trims, contains', () => {
    expect(call('plural', 'one', 'many', 1n)).toBe('one');
    expect(call('plural', 'one', 'many', 0n)).toBe('many');
    expect(call('repeat', 3n, 'ab')).toBe('ababab');
    expect(() => call('repeat', -1n, 'x')).toThrow('negative Repeat count');
    expect(call('trim', '  x \n')).toBe('x');
    expect(call('trimAll', '$', '$$5.00$')).toBe('5.00');
    expect(call('trimSuffix', '-', 'hello-')).toBe('hello');
    expect(call('trimPrefix', '-', '-hello')).toBe('hello');
    expect(call('contains', 'cat', 'catch')).toBe(true);
    expect(call('hasPrefix', 'cat', 'catch')).toBe(true);
    expect(call('hasSuffix', 'cat', 'catch')).toBe(false);
    expect(call('upper', 'straße')).toBe('STRAßE');
    expect(call('lower', 'HeLLo')).toBe('hello');
    expect(call('initials', 'First Try')).toBe('FT');
    expect(call('swapcase', 'This Is A.Test')).toBe('tHIS iS a.tEST');
    expect(call('toString', 1e6)).toBe('1e+06');
    expect(call('toStrings', [1n, 'a', null])).toEqual(['1', 'a']);
  });

  test('random functions fail clearly', () => {
    expect(() => call('randAlphaNum', 5n)).toThrow('randAlphaNum is not deterministic');
    expect(() => call('shuffle', 'abc')).toThrow('not deterministic');
  });
});
