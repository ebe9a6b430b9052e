/**
 * Sprig's integer and float math (numeric.go and functions.go). Integer functions convert each
 * argument with spf13/cast's ToInt64 (a float64 truncated, a string parsed with Go's base
 * prefixes, anything unparsable 0) and return int64 (a GoInt), wrapping on overflow as Go does;
 * `int`, `atoi` and the lists of `until` are Go ints (bigint).
 * addf/subf/mulf/divf go through shopspring/decimal as Sprig does, so `addf 1.1 2.2` is 3.3 and
 * divf rounds the quotient half away from zero at 16 decimal places before returning float64.
 */
import { formatValue } from '../fmt';
import { checkListLength } from '../limits';
import { type FuncMap, type GoValue, int64, ofType } from '../value';
import { castToFloat64, castToInt64, def, type Param, parseGoInt, wrap64 } from './common';

/** A shopspring Decimal: coefficient × 10^exp. */
interface Dec {
  c: bigint;
  e: number;
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** decimal.NewFromFloat: the shortest decimal that reads back as the float. */
function decFromFloat(f: number): Dec {
  if (Number.isNaN(f)) throw new Error('Cannot create a Decimal from NaN');
  if (!Number.isFinite(f)) throw new Error(`Cannot create a Decimal from ${f > 0 ? '+Inf' : '-Inf'}`);
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(f)) as RegExpExecArray;
  const frac = m[3] ?? '';
  const c = BigInt(`${m[1]}${m[2]}${frac}`);
  return { c, e: Number(m[4] ?? 0) - frac.length };
}

function align(a: Dec, b: Dec): [bigint, bigint, number] {
  const e = Math.min(a.e, b.e);
  return [a.c * pow10(a.e - e), b.c * pow10(b.e - e), e];
}

const decAdd = (a: Dec, b: Dec): Dec => {
  const [x, y, e] = align(a, b);
  return { c: x + y, e };
};
const decSub = (a: Dec, b: Dec): Dec => {
  const [x, y, e] = align(a, b);
  return { c: x - y, e };
};
const decMul = (a: Dec, b: Dec): Dec => ({ c: a.c * b.c, e: a.e + b.e });

/** Decimal.Div: DivRound to 16 places, half away from zero. */
function decDiv(a: Dec, b: Dec): Dec {
  if (b.c === 0n) throw new Error('decimal division by zero');
  const PREC = 16;
  const shift = a.e - b.e + PREC;
  let num = a.c;
  let den = b.c;
  if (shift >= 0) num *= pow10(shift);
  else den *= pow10(-shift);
  let q = num / den;
  const r = num - q * den;
  const abs = (x: bigint) => (x < 0n ? -x : x);
  if (2n * abs(r) >= abs(den)) q += a.c < 0n !== b.c < 0n ? -1n : 1n;
  return { c: q, e: -PREC };
}

function decToFloat(d: Dec): number {
  return Number(`${d.c}e${d.e}`);
}

function decimalOp(a: GoValue, rest: GoValue[], f: (x: Dec, y: Dec) => Dec): number {
  let acc = decFromFloat(castToFloat64(a));
  for (const x of rest) acc = f(acc, decFromFloat(castToFloat64(x)));
  return decToFloat(acc);
}

/** Sprig's untilStep: Go ints from start towards stop by step, none when the step points away. */
function untilStep(start: number, stop: number, step: number): bigint[] {
  const v: bigint[] = ofType([], '[]int');
  // Counted before the list is built: `until 200000000` is refused, not allocated.
  if (step !== 0 && (stop - start) / step > 0) checkListLength(Math.ceil((stop - start) / step));
  if (stop < start) {
    if (step >= 0) return v;
    for (let i = start; i > stop; i += step) v.push(BigInt(i));
    return v;
  }
  if (step <= 0) return v;
  for (let i = start; i < stop; i += step) v.push(BigInt(i));
  return v;
}

function seq(...params: number[]): string {
  let inc = 1;
  let out: bigint[] = [];
  switch (params.length) {
    case 1: {
      const end = params[0] as number;
      if (end < 1) inc = -1;
      out = untilStep(1, end + inc, inc);
      break;
    }
    case 2: {
      const [start, end] = params as [number, number];
      const step = end < start ? -1 : 1;
      out = untilStep(start, end + step, step);
      break;
    }
    case 3: {
      const [start, step, end] = params as [number, number, number];
      if (end < start) {
        inc = -1;
        if (step > 0) return '';
      }
      out = untilStep(start, end + inc, step);
      break;
    }
    default:
      return '';
  }
  return out.join(' ');
}

/** Go's math.Modf fraction: the part after the point, with the number's sign. */
const modfFrac = (x: number): number =>
  Number.isFinite(x) ? x - Math.trunc(x) : Number.isNaN(x) ? x : Number.NaN;

function round(a: GoValue, p: number, ...rOpt: number[]): number {
  const roundOn = rOpt.length > 0 ? (rOpt[0] as number) : 0.5;
  const val = castToFloat64(a);
  const pow = 10 ** p;
  const digit = pow * val;
  const div = modfFrac(digit);
  const r = div >= roundOn ? Math.ceil(digit) : Math.floor(digit);
  return r / pow;
}

function divZero(): never {
  throw new Error('runtime error: integer divide by zero');
}

/** Go's int64 division truncates; MinInt64 / -1 overflows back to MinInt64. */
const div64 = (a: bigint, b: bigint): bigint => (b === 0n ? divZero() : wrap64(a / b));
const mod64 = (a: bigint, b: bigint): bigint => (b === 0n ? divZero() : a % b);

/** Sprig's integer functions: int64 arithmetic over cast's conversions, an int64 result. */
const int64Of = (name: string, params: Param[], variadic: Param | null, body: (...a: GoValue[]) => bigint) =>
  def(name, params, variadic, (...a: GoValue[]) => int64(body(...a)));

const maxOf = (a: GoValue, v: GoValue[]): bigint =>
  v.reduce<bigint>((acc, b) => {
    const x = castToInt64(b);
    return x > acc ? x : acc;
  }, castToInt64(a));

export const mathFuncs: FuncMap = {
  add1: int64Of('add1', ['any'], null, (i) => castToInt64(i) + 1n),
  add: int64Of('add', [], 'any', (...v) => v.reduce<bigint>((a, b) => a + castToInt64(b), 0n)),
  sub: int64Of('sub', ['any', 'any'], null, (a, b) => castToInt64(a) - castToInt64(b)),
  div: int64Of('div', ['any', 'any'], null, (a, b) => div64(castToInt64(a), castToInt64(b))),
  mod: int64Of('mod', ['any', 'any'], null, (a, b) => mod64(castToInt64(a), castToInt64(b))),
  mul: int64Of('mul', ['any'], 'any', (a, ...v) =>
    v.reduce<bigint>((acc, b) => wrap64(acc * castToInt64(b)), castToInt64(a)),
  ),
  max: int64Of('max', ['any'], 'any', (a, ...v) => maxOf(a, v)),
  biggest: int64Of('biggest', ['any'], 'any', (a, ...v) => maxOf(a, v)),
  min: int64Of('min', ['any'], 'any', (a, ...v) =>
    v.reduce<bigint>((acc, b) => {
      const x = castToInt64(b);
      return x < acc ? x : acc;
    }, castToInt64(a)),
  ),
  maxf: def('maxf', ['any'], 'any', (a: GoValue, ...v: GoValue[]) =>
    v.reduce<number>((acc, b) => Math.max(acc, castToFloat64(b)), castToFloat64(a)),
  ),
  minf: def('minf', ['any'], 'any', (a: GoValue, ...v: GoValue[]) =>
    v.reduce<number>((acc, b) => Math.min(acc, castToFloat64(b)), castToFloat64(a)),
  ),
  floor: def('floor', ['any'], null, (a: GoValue) => Math.floor(castToFloat64(a))),
  ceil: def('ceil', ['any'], null, (a: GoValue) => Math.ceil(castToFloat64(a))),
  round: def('round', ['any', 'int'], 'float64', round),
  add1f: def('add1f', ['any'], null, (a: GoValue) => decimalOp(a, [1n], decAdd)),
  addf: def('addf', [], 'any', (...v: GoValue[]) => decimalOp(0, v, decAdd)),
  subf: def('subf', ['any'], 'any', (a: GoValue, ...v: GoValue[]) => decimalOp(a, v, decSub)),
  mulf: def('mulf', ['any'], 'any', (a: GoValue, ...v: GoValue[]) => decimalOp(a, v, decMul)),
  divf: def('divf', ['any'], 'any', (a: GoValue, ...v: GoValue[]) => decimalOp(a, v, decDiv)),
  until: def('until', ['int'], null, (n: number) => untilStep(0, n, n < 0 ? -1 : 1)),
  untilStep: def('untilStep', ['int', 'int', 'int'], null, untilStep),
  seq: def('seq', [], 'int', seq),
  atoi: def('atoi', ['string'], null, (s: string) => (/^[+-]?\d+$/.test(s) ? (parseGoInt(s, 10) ?? 0n) : 0n)),
  int: def('int', ['any'], null, castToInt64),
  int64: int64Of('int64', ['any'], null, castToInt64),
  float64: def('float64', ['any'], null, castToFloat64),
  toDecimal: int64Of('toDecimal', ['any'], null, (v) => parseGoInt(formatValue(v ?? null), 8) ?? 0n),
};
