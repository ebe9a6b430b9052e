import { describe, expect, test } from 'vitest';
import { sprigFuncs } from '../../src/template/gotemplate/sprig';
import type { GoMap, GoValue } from '../../src/template/gotemplate/value';

const call = (name: string, ...args: GoValue[]) =>
  (sprigFuncs[name] as (...a: GoValue[]) => GoValue)(...args);

describe('sprig lists', () => {
  test('list, append, prepend', () => {
    expect(call('list', 1n, 'a', null)).toEqual([1n, 'a', null]);
    expect(call('list')).toEqual([]);
    const l = [1n, 2n];
    expect(call('append', l, 3n)).toEqual([1n, 2n, 3n]);
    expect(l).toEqual([1n, 2n]);
    expect(call('prepend', l, 0n)).toEqual([0n, 1n, 2n]);
    expect(() => call('append', 'x', 1n)).toThrow('Cannot push on type string');
    expect(() => call('mustPrepend', { a: 1 }, 1n)).toThrow('Cannot prepend on type map');
    expect(() => call('append', null, 1n)).toThrow('nil pointer dereference');
  });

  test('first, last, rest, initial, reverse', () => {
    const l = ['a', 'b', 'c'];
    expect(call('first', l)).toBe('a');
    expect(call('last', l)).toBe('c');
    expect(call('rest', l)).toEqual(['b', 'c']);
    expect(call('initial', l)).toEqual(['a', 'b']);
    expect(call('reverse', l)).toEqual(['c', 'b', 'a']);
    expect(call('first', [])).toBe(null);
    expect(call('last', [])).toBe(null);
    expect(call('rest', [])).toEqual([]);
    expect(() => call('first', 1)).toThrow('Cannot find first on type float64');
  });

  test('uniq, without, has, compact use DeepEqual (1 and 1.0 differ)', () => {
    expect(call('uniq', [1n, 2n, 1n, 'a', 'a', [1n], [1n]])).toEqual([1n, 2n, 'a', [1n]]);
    expect(call('uniq', [1n, 1])).toEqual([1n, 1]);
    expect(call('without', [1n, 2n, 3n, 2n], 2n)).toEqual([1n, 3n]);
    expect(call('without', ['a', 'b'], 'a', 'b')).toEqual([]);
    expect(call('has', 2n, [1n, 2n])).toBe(true);
    expect(call('has', 2, [1n, 2n])).toBe(false);
    expect(call('has', 'x', null)).toBe(false);
    expect(() => call('has', 'x', 'xyz')).toThrow('Cannot find has on type string');
    expect(call('compact', [1n, 0n, '', null, 'a', false, [], {}])).toEqual([1n, 'a']);
  });

  test('slice and concat', () => {
    const l = [1n, 2n, 3n, 4n];
    expect(call('slice', l)).toEqual(l);
    expect(call('slice', l, 1n)).toEqual([2n, 3n, 4n]);
    expect(call('slice', l, 1n, 3n)).toEqual([2n, 3n]);
    expect(call('slice', l, 1.0, '3')).toEqual([2n, 3n]);
    expect(call('slice', [])).toBe(null);
    expect(() => call('slice', l, 3n, 9n)).toThrow('slice index out of bounds');
    expect(call('concat', [1n], [2n, 3n], [])).toEqual([1n, 2n, 3n]);
    expect(() => call('concat', [1n], 'x')).toThrow('Cannot concat type string as list');
  });

  test('chunk', () => {
    expect(call('chunk', 2n, [1n, 2n, 3n, 4n, 5n])).toEqual([[1n, 2n], [3n, 4n], [5n]]);
    expect(call('chunk', 3n, [])).toEqual([]);
    expect(call('chunk', 4n, [1n])).toEqual([[1n]]);
  });
});

describe('sprig dicts', () => {
  test('dict builds a map with strval keys; an odd last key gets ""', () => {
    expect(call('dict', 'a', 1n, 'b', 'x')).toEqual({ a: 1n, b: 'x' });
    expect(call('dict', 1n, 2n, 'c')).toEqual({ '1': 2n, c: '' });
    expect(call('dict')).toEqual({});
  });

  test('get, set, unset, hasKey', () => {
    const d: GoMap = { a: 1 };
    expect(call('get', d, 'a')).toBe(1);
    expect(call('get', d, 'missing')).toBe('');
    expect(call('set', d, 'b', 'x')).toBe(d);
    expect(d).toEqual({ a: 1, b: 'x' });
    expect(call('unset', d, 'a')).toEqual({ b: 'x' });
    expect(call('hasKey', d, 'b')).toBe(true);
    expect(call('hasKey', d, 'a')).toBe(false);
    expect(call('hasKey', null, 'a')).toBe(false);
    expect(() => call('set', null, 'a', 1n)).toThrow('assignment to entry in nil map');
    expect(() => call('get', 'str', 'a')).toThrow('expected map[string]interface {}; got string');
  });

  test('pluck, keys (sorted), values (by sorted key), pick, omit', () => {
    const a: GoMap = { name: 'a', b: 1 };
    const b: GoMap = { name: 'b' };
    expect(call('pluck', 'name', a, b, {})).toEqual(['a', 'b']);
    expect(call('keys', { z: 1, a: 2, M: 3 })).toEqual(['M', 'a', 'z']);
    expect(call('keys', { b: 1 }, { a: 1, b: 2 })).toEqual(['b', 'a', 'b']);
    expect(call('values', { z: 1, a: 2 })).toEqual([2, 1]);
    expect(call('pick', { a: 1, b: 2, c: 3 }, 'a', 'c', 'x')).toEqual({ a: 1, c: 3 });
    expect(call('omit', { a: 1, b: 2, c: 3 }, 'a', 'c')).toEqual({ b: 2 });
  });

  test('merge fills only missing or empty values, deeply; changes dst', () => {
    const dst: GoMap = { a: 1, e: '', n: { x: 1 }, l: [1] };
    const out = call('merge', dst, { a: 2, b: 3, e: 'filled', n: { x: 2, y: 2 }, l: [9], z: null });
    expect(out).toBe(dst);
    expect(dst).toEqual({ a: 1, b: 3, e: 'filled', n: { x: 1, y: 2 }, l: [1] });
    expect(call('merge', { a: 1 }, { b: 2 }, { b: 3, c: 4 })).toEqual({ a: 1, b: 2, c: 4 });
    expect(call('merge', null, { a: 1 })).toEqual({ a: 1 });
  });

  test('mergeOverwrite replaces, even with empty values', () => {
    const dst: GoMap = { default: 'default', overwrite: 'me', key: true, n: { x: 1, k: 'v' }, l: [1] };
    call('mergeOverwrite', dst, { overwrite: 'overwritten', key: false, n: { x: 2 }, l: [], z: null });
    expect(dst).toEqual({
      default: 'default',
      overwrite: 'overwritten',
      key: false,
      n: { x: 2, k: 'v' },
      l: [],
      z: null,
    });
    expect(call('mergeOverwrite', { a: 1 }, { a: 2 }, { a: 3 })).toEqual({ a: 3 });
  });

  test('dig walks nested maps, default when a key is missing', () => {
    const d: GoMap = { a: { b: { c: 'found' } } };
    expect(call('dig', 'a', 'b', 'c', 'def', d)).toBe('found');
    expect(call('dig', 'a', 'x', 'c', 'def', d)).toBe('def');
    expect(call('dig', 'a', 'def', d)).toEqual({ b: { c: 'found' } });
    expect(() => call('dig', 'a', 'b', 'c', 'd', 'def', d)).toThrow(
      'interface conversion: interface {} is string, not map[string]interface {}',
    );
    expect(() => call('dig', 'a', d)).toThrow('dig needs at least three arguments');
  });
});
