import { describe, expect, test } from 'vitest';
import { sprigFuncs } from '../../src/template/gotemplate/sprig';
import type { GoValue } from '../../src/template/gotemplate/value';

const call = (name: string, ...args: GoValue[]) =>
  (sprigFuncs[name] as (...a: GoValue[]) => GoValue)(...args);

describe('sprig defaults', () => {
  test.each<[GoValue, boolean]>([
    [null, true],
    [undefined, true],
    ['', true],
    [0, true],
    [0n, true],
    [false, true],
    [[], true],
    [{}, true],
    ['x', false],
    [0.1, false],
    [-1n, false],
    [true, false],
    [[null], false],
    [{ a: null }, false],
  ])('empty %s', (v, want) => expect(call('empty', v)).toBe(want));

  test.each<[GoValue[], GoValue]>([
    [['foo'], 'foo'],
    [['foo', 'bar'], 'bar'],
    [['foo', ''], 'foo'],
    [['foo', 0], 'foo'],
    [['foo', false], 'foo'],
    [['foo', []], 'foo'],
    [['foo', null], 'foo'],
    [[1n, 2.5], 2.5],
    [['d', { a: 1 }], { a: 1 }],
  ])('default %#', (args, want) => expect(call('default', ...args)).toEqual(want));

  test('default needs at least one argument', () => {
    expect(() => call('default')).toThrow('wrong number of args for default: want at least 1 got 0');
  });

  test('coalesce, all, any, ternary', () => {
    expect(call('coalesce', null, '', 0, 'x', 'y')).toBe('x');
    expect(call('coalesce', null, '')).toBe(null);
    expect(call('all', 1n, 'a', true)).toBe(true);
    expect(call('all', 1n, '')).toBe(false);
    expect(call('all')).toBe(true);
    expect(call('any', 0, '', 'x')).toBe(true);
    expect(call('any')).toBe(false);
    expect(call('ternary', 'yes', 'no', true)).toBe('yes');
    expect(call('ternary', 'yes', 'no', false)).toBe('no');
    expect(() => call('ternary', 'yes', 'no', 1n)).toThrow('expected bool; got int');
  });

  test('toJson: sorted keys, HTML escaped, Go floats', () => {
    expect(call('toJson', { b: 1, a: 'x' })).toBe('{"a":"x","b":1}');
    expect(call('toJson', ['<a>&', 1e6, 1e21, 1.5e-7, 0.000001, 10n])).toBe(
      '["\\u003ca\\u003e\\u0026",1000000,1e+21,1.5e-7,0.000001,10]',
    );
    expect(call('toJson', null)).toBe('null');
    expect(call('toJson', 'line\nbreak\u2028\u0001"\\')).toBe('"line\\nbreak\\u2028\\u0001\\"\\\\"');
    expect(call('toJson', -0)).toBe('-0');
    expect(call('toJson', Number.NaN)).toBe('');
    expect(() => call('mustToJson', Number.NaN)).toThrow('json: unsupported value: NaN');
    expect(call('toJson', { Z: 1, a: 2, _: 3 })).toBe('{"Z":1,"_":3,"a":2}');
  });

  test('toRawJson does not escape HTML', () => {
    expect(call('toRawJson', { a: '<x>&' })).toBe('{"a":"<x>&"}');
    expect(call('toRawJson', [1.0, 'a'])).toBe('[1,"a"]');
    expect(() => call('toRawJson', Number.POSITIVE_INFINITY)).toThrow('json: unsupported value: +Inf');
  });

  test('toPrettyJson indents by two spaces', () => {
    expect(call('toPrettyJson', { b: [1, {}], a: [] })).toBe(
      '{\n  "a": [],\n  "b": [\n    1,\n    {}\n  ]\n}',
    );
    expect(call('toPrettyJson', 'x')).toBe('"x"');
    expect(call('toPrettyJson', { a: { b: '<' } })).toBe('{\n  "a": {\n    "b": "\\u003c"\n  }\n}');
  });

  test('fromJson decodes to float64s and maps; errors give nil', () => {
    expect(call('fromJson', '{"a":[1,2.5,"x",null,true]}')).toEqual({ a: [1, 2.5, 'x', null, true] });
    expect(call('fromJson', 'nope')).toBe(null);
    expect(() => call('mustFromJson', 'nope')).toThrow();
    expect(call('fromJson', '3')).toBe(3);
  });

  test('deepCopy copies', () => {
    const src = { a: [1, { b: 2 }] };
    const copy = call('deepCopy', src) as { a: [number, { b: number }] };
    expect(copy).toEqual(src);
    copy.a[1].b = 3;
    expect(src.a[1]).toEqual({ b: 2 });
  });
});
