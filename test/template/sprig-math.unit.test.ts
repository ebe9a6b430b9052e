import { describe, expect, test } from 'vitest';
import { sprigFuncs } from '../../src/template/gotemplate/sprig';
import { GoInt, type GoValue } from '../../src/template/gotemplate/value';

/** Sprig's integer functions return Go's int64. */
const i64 = (v: bigint) => new GoInt('int64', v);

const call = (name: string, ...args: GoValue[]) =>
  (sprigFuncs[name] as (...a: GoValue[]) => GoValue)(...args);

describe('sprig integer math (cast.ToInt64, int64 results)', () => {
  test('add', () => {
    expect(call('add', 1n, 2n, 3n)).toEqual(i64(6n));
    expect(call('add', 1.9, '2', true)).toEqual(i64(4n));
    expect(call('add')).toEqual(i64(0n));
    expect(call('add', 9223372036854775807n, 1n)).toEqual(i64(-9223372036854775808n));
  });
  test('add1, sub, mul', () => {
    expect(call('add1', 41n)).toEqual(i64(42n));
    expect(call('add1', '0x10')).toEqual(i64(17n));
    expect(call('add1', 'junk')).toEqual(i64(1n));
    expect(call('sub', 10n, 3.7)).toEqual(i64(7n));
    expect(call('sub', '5', '12.00')).toEqual(i64(-7n));
    expect(call('mul', 2n, 3n, 4n)).toEqual(i64(24n));
    expect(call('mul', 2n)).toEqual(i64(2n));
    expect(call('mul', -2.5, 3n)).toEqual(i64(-6n));
  });
  test('div and mod truncate toward zero, and fail on zero', () => {
    expect(call('div', 7n, 2n)).toEqual(i64(3n));
    expect(call('div', -7n, 2n)).toEqual(i64(-3n));
    expect(call('mod', -7n, 3n)).toEqual(i64(-1n));
    expect(call('mod', 10n, '4')).toEqual(i64(2n));
    expect(() => call('div', 1n, 0n)).toThrow('integer divide by zero');
    expect(() => call('mod', 1n, 'x')).toThrow('integer divide by zero');
  });
  test('max, min, biggest', () => {
    expect(call('max', 1n, 5n, 3n)).toEqual(i64(5n));
    expect(call('max', -1n)).toEqual(i64(-1n));
    expect(call('biggest', 1.5, 2.9)).toEqual(i64(2n));
    expect(call('min', 4n, 2n, 8n)).toEqual(i64(2n));
    expect(call('min', '3', 7.5)).toEqual(i64(3n));
  });
  test('int, int64, float64, atoi, toDecimal', () => {
    expect(call('int', 3.99)).toBe(3n);
    expect(call('int', '42')).toBe(42n);
    expect(call('int64', null)).toEqual(i64(0n));
    expect(call('int64', '010')).toEqual(i64(8n));
    expect(call('float64', '1.5')).toBe(1.5);
    expect(call('float64', 2n)).toBe(2);
    expect(call('float64', 'x')).toBe(0);
    expect(call('atoi', '42')).toBe(42n);
    expect(call('atoi', '4.2')).toBe(0n);
    expect(call('atoi', '-7')).toBe(-7n);
    expect(call('toDecimal', '0777')).toEqual(i64(511n));
    expect(call('toDecimal', 777n)).toEqual(i64(511n));
    expect(call('toDecimal', '9')).toEqual(i64(0n));
  });
  test('until, untilStep, seq', () => {
    expect(call('until', 3n)).toEqual([0n, 1n, 2n]);
    expect(call('until', -2n)).toEqual([0n, -1n]);
    expect(call('until', 0n)).toEqual([]);
    expect(call('untilStep', 0n, 10n, 3n)).toEqual([0n, 3n, 6n, 9n]);
    expect(call('untilStep', 5n, 0n, -2n)).toEqual([5n, 3n, 1n]);
    expect(call('untilStep', 0n, 5n, 0n)).toEqual([]);
    expect(call('seq', 3n)).toBe('1 2 3');
    expect(call('seq', -2n)).toBe('1 0 -1 -2');
    expect(call('seq', 2n, 5n)).toBe('2 3 4 5');
    expect(call('seq', 0n, 2n, 5n)).toBe('0 2 4');
    expect(call('seq', 5n, 2n, 1n)).toBe('');
    expect(call('seq', 5n, -2n, 1n)).toBe('5 3 1');
    expect(call('seq')).toBe('');
  });
});

describe('sprig float math (float64 results)', () => {
  test('floor, ceil, round', () => {
    expect(call('floor', 1.7)).toBe(1);
    expect(call('floor', '-1.2')).toBe(-2);
    expect(call('ceil', 1.2)).toBe(2);
    expect(call('ceil', 3n)).toBe(3);
    expect(call('round', 123.555555, 3n)).toBe(123.556);
    expect(call('round', 123.5, 0n)).toBe(124);
    expect(call('round', 123.4999, 0n, 0.4)).toBe(124);
    expect(call('round', -1.5, 0n)).toBe(-2);
  });
  test('addf, subf, mulf, divf go through decimals', () => {
    expect(call('addf', 1.1, 2.2)).toBe(3.3);
    expect(call('addf', 1n, '2.5', 0.25)).toBe(3.75);
    expect(call('add1f', 1.1)).toBe(2.1);
    expect(call('subf', 1.3, 1.1)).toBe(0.2);
    expect(call('mulf', 1.1, 3n)).toBe(3.3);
    expect(call('divf', 1n, 3n)).toBe(0.3333333333333333);
    expect(call('divf', 2n, 3n)).toBe(0.6666666666666667);
    expect(call('divf', 10n, 4n, 5n)).toBe(0.5);
    expect(() => call('divf', 1n, 0n)).toThrow('decimal division by zero');
  });
  test('maxf, minf', () => {
    expect(call('maxf', 1.5, 2.5, -1n)).toBe(2.5);
    expect(call('minf', 1.5, '0.5')).toBe(0.5);
    expect(call('maxf', 3n)).toBe(3);
  });
  test('randInt fails clearly', () => {
    expect(() => call('randInt', 1n, 5n)).toThrow('randInt is not deterministic');
  });
});
