/**
 * Jsonnet's std functions on numbers, native, matching libjsonnet v0.20 (core/vm.cpp builtins and
 * stdlib/std.jsonnet) including its error messages, plus the cheap v0.21 additions. Functions take
 * evaluated plain values and throw `Error(message)` with libjsonnet's text (no `RUNTIME ERROR: `).
 */

import { formatNumber } from '../manifest/common';
import * as libm from './libm';

/** Jsonnet's `std.type` of a plain value. */
export function typeOf(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  switch (typeof v) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'string':
      return 'string';
    case 'function':
      return 'function';
    default:
      return Array.isArray(v) ? 'array' : 'object';
  }
}

/**
 * How libjsonnet prints a number (`'' + n`, std.toString): whole numbers in fixed notation with no
 * decimals (1e20 -> 100000000000000000000), others with 17 significant digits (`%.17g`).
 */
export function unparseNumber(v: number): string {
  return formatNumber(v);
}

/** libjsonnet's `validateBuiltinArgs` message. */
export function checkBuiltin(name: string, args: readonly unknown[], types: readonly string[]): void {
  if (args.length === types.length && args.every((a, i) => typeOf(a) === types[i])) return;
  throw new Error(
    `Builtin function ${name} expected (${types.join(', ')}) but got (${args.map(typeOf).join(', ')})`,
  );
}

/** `makeNumberCheck`: builtins refuse to produce NaN or infinities. */
export function checkNumber(v: number): number {
  if (Number.isNaN(v)) throw new Error('not a number');
  if (!Number.isFinite(v)) throw new Error('overflow');
  return v;
}

/** C's `long(d)` as x86-64 computes it: truncation, out-of-range values become LONG_MIN. */
export function toLong(d: number): bigint {
  if (!Number.isFinite(d) || d >= 2 ** 63 || d < -(2 ** 63)) return -(2n ** 63n);
  return BigInt(Math.trunc(d));
}

/** `long(d)` as a JS number, for indices and counts (values beyond 2^53 only matter in messages). */
export function toLongNumber(d: number): number {
  return Number(toLong(d));
}

const unary =
  (name: string, f: (x: number) => number) =>
  (x: unknown): number => {
    checkBuiltin(name, [x], ['number']);
    return checkNumber(f(x as number));
  };

export const floor = unary('floor', Math.floor);
export const ceil = unary('ceil', Math.ceil);
export const sqrt = unary('sqrt', Math.sqrt);
// libjsonnet calls C's libm: V8's Math differs from glibc in the last digit on a few percent of
// arguments, libm.ts's correctly rounded functions on about 0.1% (where glibc itself is off)
export const sin = unary('sin', libm.sin);
export const cos = unary('cos', libm.cos);
export const tan = unary('tan', libm.tan);
export const asin = unary('asin', libm.asin);
export const acos = unary('acos', libm.acos);
export const atan = unary('atan', libm.atan);
export const log = unary('log', libm.log);
export const exp = unary('exp', libm.exp);

/**
 * C's pow. V8's `**` is glibc's pow to the last bit (200 000 random arguments, powers of ten, exact
 * halfway results), but for y = 2, where it is x * x: the two differ only when x² lies exactly
 * halfway between two doubles (x with 27 significant bits), where glibc's rounding has no rule.
 */
export function cpow(x: number, n: number): number {
  return x ** n;
}

export function pow(x: unknown, n: unknown): number {
  checkBuiltin('pow', [x, n], ['number', 'number']);
  return checkNumber(cpow(x as number, n as number));
}

/** C's frexp: x = m * 2^e with 0.5 <= |m| < 1 (m = 0, e = 0 for zero). */
export function frexp(x: number): [number, number] {
  if (x === 0 || !Number.isFinite(x)) return [x, 0];
  // subnormals are scaled up first so the power of two below stays finite
  const sub = Math.abs(x) < 2 ** -1022 ? 54 : 0;
  const y = sub ? x * 2 ** 54 : x;
  let e = Math.floor(Math.log2(Math.abs(y))) + 1;
  let m = y / 2 ** (e - 1) / 2;
  // log2 can be off by one near powers of two
  if (Math.abs(m) < 0.5) {
    m *= 2;
    e--;
  } else if (Math.abs(m) >= 1) {
    m /= 2;
    e++;
  }
  return [m, e - sub];
}

export function mantissa(x: unknown): number {
  checkBuiltin('mantissa', [x], ['number']);
  return checkNumber(frexp(x as number)[0]);
}

export function exponent(x: unknown): number {
  checkBuiltin('exponent', [x], ['number']);
  return frexp(x as number)[1];
}

export function modulo(a: unknown, b: unknown): number {
  checkBuiltin('modulo', [a, b], ['number', 'number']);
  if (b === 0) throw new Error('division by zero.');
  // JS `%` on doubles is C's fmod: the result takes the dividend's sign
  return checkNumber((a as number) % (b as number));
}

export function abs(n: unknown): number {
  if (typeof n !== 'number') throw new Error(`std.abs expected number, got ${typeOf(n)}`);
  return n > 0 ? n : -n;
}

export function sign(n: unknown): number {
  if (typeof n !== 'number') throw new Error(`std.sign expected number, got ${typeOf(n)}`);
  return n > 0 ? 1 : n < 0 ? -1 : 0;
}

export function max(a: unknown, b: unknown): number {
  if (typeof a !== 'number') throw new Error(`std.max first param expected number, got ${typeOf(a)}`);
  if (typeof b !== 'number') throw new Error(`std.max second param expected number, got ${typeOf(b)}`);
  return a > b ? a : b;
}

export function min(a: unknown, b: unknown): number {
  if (typeof a !== 'number') throw new Error(`std.min first param expected number, got ${typeOf(a)}`);
  if (typeof b !== 'number') throw new Error(`std.min second param expected number, got ${typeOf(b)}`);
  return a < b ? a : b;
}

/**
 * Jsonnet's `<` on two primitive values (numbers, strings by code point); arrays compare
 * lexicographically. Messages as libjsonnet's binary operator errors.
 */
export function less(a: unknown, b: unknown, op = '<'): boolean {
  return compare(a, b, op) < 0;
}

export function compare(a: unknown, b: unknown, op: string): number {
  const ta = typeOf(a);
  const tb = typeOf(b);
  if (ta !== tb) throw new Error(`binary operator ${op} requires matching types, got ${ta} and ${tb}.`);
  if (ta === 'number') return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
  if (ta === 'string') return compareCodepoints(a as string, b as string);
  if (ta === 'array') {
    const x = a as unknown[];
    const y = b as unknown[];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const tx = typeOf(x[i]);
      const ty = typeOf(y[i]);
      if (tx !== ty) throw new Error(`Comparison requires matching types. Got ${tx} and ${ty}`);
      if (tx === 'function' || tx === 'object' || tx === 'boolean') {
        throw new Error(`Values of type ${tx} are not comparable.`);
      }
      const c = compare(x[i], y[i], op);
      if (c !== 0) return c;
    }
    return x.length < y.length ? -1 : x.length > y.length ? 1 : 0;
  }
  throw new Error(`binary operator ${op} does not operate on type ${ta}.`);
}

/** Orders strings by code point (UTF-16 order differs above the BMP). */
export function compareCodepoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      const cx = a.codePointAt(i) as number;
      const cy = b.codePointAt(i) as number;
      // a lead surrogate's code point beats any BMP character above it
      const kx = x >= 0xd800 && x <= 0xdfff ? (cx > 0xffff ? cx : x) : x;
      const ky = y >= 0xd800 && y <= 0xdfff ? (cy > 0xffff ? cy : y) : y;
      return kx < ky ? -1 : 1;
    }
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

export function clamp(x: unknown, minVal: unknown, maxVal: unknown): unknown {
  if (less(x, minVal)) return minVal;
  if (compare(x, maxVal, '>') > 0) return maxVal;
  return x;
}

/** std.round(x) = std.floor(x + 0.5) (whose errors would name floor or `+`). */
export function round(x: unknown): number {
  return floor(numberArg('round', x) + 0.5);
}

// v0.21 additions (not in libjsonnet 0.20; semantics per v0.21's std.jsonnet and builtins).

export const pi = Math.PI;

function num(x: unknown, op: string, left = true): number {
  if (typeof x !== 'number') {
    const [l, r] = left ? [typeOf(x), 'number'] : ['number', typeOf(x)];
    throw new Error(`binary operator ${op} requires matching types, got ${l} and ${r}.`);
  }
  return x;
}

export const deg2rad = (x: unknown): number => checkNumber((num(x, '*') * pi) / 180);
export const rad2deg = (x: unknown): number => checkNumber((num(x, '*') * 180) / pi);
export const log2 = (x: unknown): number => checkNumber(log(x) / log(2));
export const log10 = (x: unknown): number => checkNumber(log(x) / log(10));

export function atan2(y: unknown, x: unknown): number {
  checkBuiltin('atan2', [y, x], ['number', 'number']);
  return checkNumber(libm.atan2(y as number, x as number));
}

export function hypot(a: unknown, b: unknown): number {
  checkBuiltin('hypot', [a, b], ['number', 'number']);
  return checkNumber(libm.hypot(a as number, b as number));
}

/** A number argument of a std.jsonnet function, checked under that function's name. */
function numberArg(fn: string, x: unknown): number {
  checkBuiltin(fn, [x], ['number']);
  return x as number;
}

export const isEven = (x: unknown): boolean => modulo(round(numberArg('isEven', x)), 2) === 0;
export const isOdd = (x: unknown): boolean => modulo(round(numberArg('isOdd', x)), 2) !== 0;
export const isInteger = (x: unknown): boolean => round(numberArg('isInteger', x)) === x;
export const isDecimal = (x: unknown): boolean => round(numberArg('isDecimal', x)) !== x;

export interface StdEntry {
  params: readonly string[];
  fn: (...args: never[]) => unknown;
}

export const numberStd: Record<string, StdEntry> = {
  abs: { params: ['n'], fn: abs },
  sign: { params: ['n'], fn: sign },
  max: { params: ['a', 'b'], fn: max },
  min: { params: ['a', 'b'], fn: min },
  clamp: { params: ['x', 'minVal', 'maxVal'], fn: clamp },
  pow: { params: ['x', 'n'], fn: pow },
  floor: { params: ['x'], fn: floor },
  ceil: { params: ['x'], fn: ceil },
  sqrt: { params: ['x'], fn: sqrt },
  sin: { params: ['x'], fn: sin },
  cos: { params: ['x'], fn: cos },
  tan: { params: ['x'], fn: tan },
  asin: { params: ['x'], fn: asin },
  acos: { params: ['x'], fn: acos },
  atan: { params: ['x'], fn: atan },
  log: { params: ['x'], fn: log },
  exp: { params: ['x'], fn: exp },
  mantissa: { params: ['x'], fn: mantissa },
  exponent: { params: ['x'], fn: exponent },
  modulo: { params: ['x', 'y'], fn: modulo },
  round: { params: ['x'], fn: round },
  atan2: { params: ['y', 'x'], fn: atan2 },
  hypot: { params: ['x', 'y'], fn: hypot },
  deg2rad: { params: ['x'], fn: deg2rad },
  rad2deg: { params: ['x'], fn: rad2deg },
  log2: { params: ['x'], fn: log2 },
  log10: { params: ['x'], fn: log10 },
  isEven: { params: ['x'], fn: isEven },
  isOdd: { params: ['x'], fn: isOdd },
  isInteger: { params: ['x'], fn: isInteger },
  isDecimal: { params: ['x'], fn: isDecimal },
};
