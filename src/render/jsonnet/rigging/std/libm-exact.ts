/**
 * The slow, exact side of libm.ts: each function in 256-bit fixed point (BigInt), rounded once to
 * the nearest double (ties to even, subnormals included). libm.ts calls these only when its
 * double-double result is too close to a rounding boundary, and for huge trig arguments, subnormal
 * results and the like; they also build libm.ts's constants.
 */

/** Fraction bits of the fixed-point values. */
const P = 256n;
export const ONE = 1n << P;
/** Extra bits of π/2 for reducing arguments up to 2^1024 without losing any of the remainder's bits. */
const WIDE = 1150n;

/** arctan(1/k) * 2^bits by its alternating series (Machin's formula needs k = 5 and 239). */
function arctanInv(k: bigint, bits: bigint): bigint {
  const x = (1n << bits) / k;
  const k2 = k * k;
  let sum = x;
  let term = x;
  for (let n = 3n, sign = -1n; term !== 0n; n += 2n, sign = -sign) {
    term /= k2;
    sum += (sign * term) / n;
  }
  return sum;
}

/** π/2 * 2^bits, from Machin's formula π/4 = 4 atan(1/5) - atan(1/239). */
function halfPiScaled(bits: bigint): bigint {
  return (2n * (4n * arctanInv(5n, bits + 16n) - arctanInv(239n, bits + 16n))) >> 16n;
}

interface Constants {
  halfPi: bigint;
  /** ln 2 = 2 atanh(1/3). */
  ln2: bigint;
}

let constants: Constants | undefined;
let halfPiWideValue: bigint | undefined;

/** The constants, computed on first use so that loading this module costs nothing. */
export function consts(): Constants {
  if (constants) return constants;
  const x = (1n << (P + 16n)) / 3n;
  let sum = x;
  let term = x;
  for (let n = 3n; term !== 0n; n += 2n) {
    term /= 9n;
    sum += term / n;
  }
  constants = { halfPi: halfPiScaled(P), ln2: (2n * sum) >> 16n };
  return constants;
}

/** π/2 * 2^(P + WIDE), for reducing huge arguments. */
function halfPiWide(): bigint {
  halfPiWideValue ??= halfPiScaled(P + WIDE);
  return halfPiWideValue;
}

/**
 * The constants of libm.ts's double-double evaluation (libm-tables.ts holds them as literals; the
 * libm test checks they are these).
 */
export function tables() {
  const { ln2, halfPi } = consts();
  const dd = (f: bigint): number[] => parts(f, [53, 53]);
  const range = (from: number, to: number): number[] =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return {
    /** ln 2 in three parts; the first two have 42 bits so that k * part is exact for |k| < 2^11. */
    ln2: parts(ln2, [42, 42, 53]),
    /** π/2 in four parts; the first three have 33 bits so that k * part is exact for |k| < 2^20. */
    halfPi: parts(halfPi, [33, 33, 33, 53]),
    /** π/2 as a double-double. */
    halfPiDD: dd(halfPi),
    /** 1/n! as double-doubles, n = 0..27. */
    invFact: range(0, 27).flatMap((n) => dd(ONE / factorial(n))),
    /** 1/(2n+1) as double-doubles, n = 0..17. */
    invOdd: range(0, 17).flatMap((n) => dd(ONE / BigInt(2 * n + 1))),
    /** ln(j/64) as double-doubles, j = 45..91. */
    logTable: range(45, 91).flatMap((j) => dd(logFixed(j / 64))),
    /** atan(j/16) as double-doubles, j = 0..16. */
    atanTable: range(0, 16).flatMap((j) => dd(atanFixed((ONE * BigInt(j)) / 16n))),
  };
}

export function factorial(n: number): bigint {
  let f = 1n;
  for (let i = 2n; i <= BigInt(n); i++) f *= i;
  return f;
}

const float = new Float64Array(1);
const bits = new BigUint64Array(float.buffer);

/** A finite nonzero double as m * 2^e with m an odd integer... or any integer; sign kept in m. */
function decompose(x: number): [bigint, number] {
  float[0] = Math.abs(x);
  const b = bits[0] as bigint;
  const biased = Number(b >> 52n);
  const frac = b & ((1n << 52n) - 1n);
  const m = biased === 0 ? frac : frac | (1n << 52n);
  const e = (biased === 0 ? 1 : biased) - 1075;
  return [x < 0 ? -m : m, e];
}

/** A double as a fixed-point value (bits below 2^-256 dropped: callers never pass such values). */
export function fixed(x: number): bigint {
  if (x === 0) return 0n;
  const [m, e] = decompose(x);
  const shift = BigInt(e) + P;
  return shift >= 0n ? m << shift : m >> -shift;
}

function bitLength(n: bigint): number {
  return n.toString(2).length;
}

/** v * 2^t, exactly whenever the result is a double (steps keep intermediates normal). */
function scale(v: number, t: number): number {
  while (t > 600) {
    v *= 2 ** 600;
    t -= 600;
  }
  while (t < -600) {
    v *= 2 ** -600;
    t += 600;
  }
  return v * 2 ** t;
}

/** The double nearest f * 2^-s (ties to even), subnormal and overflowing results included. */
export function toDouble(f: bigint, s: bigint = P): number {
  if (f < 0n) return -toDouble(-f, s);
  if (f === 0n) return 0;
  const n = bitLength(f);
  // f * 2^-s lies in [2^e, 2^(e+1)); below 2^-1022 fewer than 53 bits are kept
  const e = n - 1 - Number(s);
  const keep = e >= -1022 ? 53 : 53 - (-1022 - e);
  if (keep < 0) return 0;
  const shift = n - keep;
  if (shift <= 0) return scale(Number(f), -Number(s));
  let m = f >> BigInt(shift);
  const rest = f - (m << BigInt(shift));
  const half = 1n << BigInt(shift - 1);
  if (rest > half || (rest === half && (m & 1n) === 1n)) m++;
  return scale(Number(m), shift - Number(s));
}

/**
 * The top bits of a fixed-point value as doubles, `counts[i]` bits in the i-th (short
 * first parts make products with small integers exact).
 */
export function parts(f: bigint, counts: readonly number[]): number[] {
  if (f < 0n) return parts(-f, counts).map((x) => -x);
  const out: number[] = [];
  let rest = f;
  for (const c of counts) {
    if (rest <= 0n) {
      out.push(0);
      continue;
    }
    const shift = BigInt(Math.max(0, bitLength(rest) - c));
    const part = (rest >> shift) << shift;
    out.push(scale(Number(part), -Number(P)));
    rest -= part;
  }
  return out;
}

/** Products truncate toward zero, so that series of negative terms reach 0 rather than stay at -1. */
const mul = (a: bigint, b: bigint): bigint => (a * b) / ONE;
const div = (a: bigint, b: bigint): bigint => (a << P) / b;

function sqrtFixed(a: bigint): bigint {
  return a <= 0n ? 0n : isqrt(a << P);
}

// log and exp

/** ln x in fixed point for a positive finite double. */
export function logFixed(x: number): bigint {
  const [m, e] = decompose(x);
  // x = f * 2^k with f = m / 2^(len - 1) in [1, 2), then into [sqrt(1/2), sqrt(2))
  const len = bitLength(m);
  let k = e + len - 1;
  let f = m << (P - BigInt(len - 1));
  if (f * f > 2n * ONE * ONE) {
    f >>= 1n;
    k++;
  }
  // ln f = 2 atanh(s), s = (f - 1) / (f + 1)
  const s = div(f - ONE, f + ONE);
  const s2 = mul(s, s);
  let sum = s;
  let term = s;
  for (let n = 3n; term !== 0n; n += 2n) {
    term = mul(term, s2);
    sum += term / n;
  }
  return 2n * sum + BigInt(k) * consts().ln2;
}

export function log(x: number): number {
  if (Number.isNaN(x) || x < 0) return Number.NaN;
  if (x === 0) return Number.NEGATIVE_INFINITY;
  if (!Number.isFinite(x)) return x;
  return toDouble(logFixed(x));
}

/** e^z for a fixed-point z with |z| < 746. */
function expOfFixed(z: bigint): number {
  const LN2 = consts().ln2;
  // z = k ln2 + r, |r| <= ln2 / 2
  let k = z / LN2;
  let r = z - k * LN2;
  if (2n * r > LN2) {
    k += 1n;
    r -= LN2;
  } else if (2n * r < -LN2) {
    k -= 1n;
    r += LN2;
  }
  let sum = ONE;
  let term = ONE;
  for (let n = 1n; term !== 0n; n++) {
    term = mul(term, r) / n;
    sum += term;
  }
  return toDouble(sum, P - k);
}

export function exp(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x > 709.8) return Number.POSITIVE_INFINITY;
  if (x < -745.2) return 0;
  if (Math.abs(x) < 2 ** -60) return 1;
  return expOfFixed(fixed(x));
}

/** a^y for a positive finite double a != 1 and finite y != 0, the result's sign left to the caller. */
export function pow(a: number, y: number): number {
  if (Number.isInteger(y) && Math.abs(y) <= 64) {
    // exactly: a result halfway between two doubles must round to even
    const [m, e] = decompose(a);
    const n = BigInt(Math.abs(y));
    const num = m ** n;
    if (y > 0) return toDouble(num, BigInt(-e) * n);
    const s = BigInt(bitLength(num)) + P;
    return toDouble((1n << s) / num, s + BigInt(e) * n);
  }
  const l = logFixed(a);
  const [m, e] = decompose(y);
  // y * ln a, with y = m * 2^e exactly
  const z = e >= 0 ? (m * l) << BigInt(e) : (m * l) >> BigInt(-e);
  if (z > 746n * ONE) return Number.POSITIVE_INFINITY;
  if (z < -746n * ONE) return 0;
  return expOfFixed(z);
}

// sin, cos, tan

/** x less the nearest multiple k of π/2: the remainder (|r| <= π/4) and k mod 4. */
function reduce(x: number): [bigint, number] {
  const HALF_PI_WIDE = halfPiWide();
  const wide = fixed(x) << WIDE;
  let k = wide / HALF_PI_WIDE;
  let rest = wide - k * HALF_PI_WIDE;
  if (2n * rest > HALF_PI_WIDE) {
    k += 1n;
    rest -= HALF_PI_WIDE;
  } else if (2n * rest < -HALF_PI_WIDE) {
    k -= 1n;
    rest += HALF_PI_WIDE;
  }
  return [rest >> WIDE, Number(((k % 4n) + 4n) % 4n)];
}

/** sin and cos of |r| <= π/4 by their series. */
function sinCosSeries(r: bigint): [bigint, bigint] {
  const r2 = mul(r, r);
  let s = r;
  let c = ONE;
  let ts = r;
  let tc = ONE;
  for (let n = 1n; ts !== 0n || tc !== 0n; n++) {
    ts = -mul(ts, r2) / (2n * n * (2n * n + 1n));
    tc = -mul(tc, r2) / ((2n * n - 1n) * (2n * n));
    s += ts;
    c += tc;
  }
  return [s, c];
}

function sinCos(x: number): [bigint, bigint] {
  const [r, q] = reduce(x);
  const [s, c] = sinCosSeries(r);
  return q === 0 ? [s, c] : q === 1 ? [c, -s] : q === 2 ? [-s, -c] : [-c, s];
}

/** Below this, sin/tan/asin/atan(x) round to x and cos(x) to 1. */
const TINY = 2 ** -27;

export function sin(x: number): number {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) < TINY) return x;
  return toDouble(sinCos(x)[0]);
}

export function cos(x: number): number {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) < TINY) return 1;
  return toDouble(sinCos(x)[1]);
}

export function tan(x: number): number {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) < TINY) return x;
  const [s, c] = sinCos(x);
  return toDouble(div(s, c));
}

// atan, asin, acos

/** atan of a fixed-point value: halve the angle until small, then the series. */
function atanFixed(a: bigint): bigint {
  if (a < 0n) return -atanFixed(-a);
  if (a > ONE) return consts().halfPi - atanFixed(div(ONE, a));
  let t = a;
  let halvings = 0n;
  // atan(t) = 2 atan(t / (1 + sqrt(1 + t²)))
  while (t > ONE >> 3n) {
    t = div(t, ONE + sqrtFixed(ONE + mul(t, t)));
    halvings++;
  }
  const t2 = mul(t, t);
  let sum = t;
  let term = t;
  for (let n = 3n, sign = -1n; term !== 0n; n += 2n, sign = -sign) {
    term = mul(term, t2);
    sum += (sign * term) / n;
  }
  return sum << halvings;
}

export function atan(x: number): number {
  if (Number.isNaN(x)) return x;
  if (Math.abs(x) < TINY) return x;
  // past 2^100, 1/x no longer moves the rounded result off ±π/2
  if (Math.abs(x) > 2 ** 100) return toDouble(x > 0 ? consts().halfPi : -consts().halfPi);
  return toDouble(atanFixed(fixed(x)));
}

function asinFixed(x: number): bigint {
  const a = fixed(x);
  const rest = ONE - mul(a, a);
  if (rest <= 0n) return a > 0n ? consts().halfPi : -consts().halfPi;
  return atanFixed(div(a, sqrtFixed(rest)));
}

export function asin(x: number): number {
  if (Number.isNaN(x) || Math.abs(x) > 1) return Number.NaN;
  if (Math.abs(x) < TINY) return x;
  return toDouble(asinFixed(x));
}

export function acos(x: number): number {
  if (Number.isNaN(x) || Math.abs(x) > 1) return Number.NaN;
  return toDouble(consts().halfPi - asinFixed(x));
}

// atan2, hypot

export function atan2(y: number, x: number): number {
  if (y === 0 || x === 0 || !Number.isFinite(x) || !Number.isFinite(y)) return Math.atan2(y, x);
  const ay = Math.abs(y);
  const ax = Math.abs(x);
  const swap = ay > ax;
  // as libm.ts: a tiny angle is the quotient (fixed point would lose it)
  if (!swap && x > 0 && ay / ax < 2 ** -60) return y / x;
  // t = min / max <= 1 in fixed point, from the exact mantissas and exponents
  const [mn, en] = decompose(swap ? ax : ay);
  const [md, ed] = decompose(swap ? ay : ax);
  const shift = BigInt(en - ed) + P;
  const t = shift >= 0n ? (mn << shift) / md : mn / (md << -shift);
  let a = atanFixed(t);
  if (swap) a = consts().halfPi - a;
  if (x < 0) a = 2n * consts().halfPi - a;
  return toDouble(y < 0 ? -a : a);
}

export function hypot(x: number, y: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return Math.hypot(x, y);
  if (x === 0 || y === 0) return Math.abs(x) + Math.abs(y);
  // x² + y² exactly, as an integer times 2^(2e)
  const [ma, ea] = decompose(Math.abs(x));
  const [mb, eb] = decompose(Math.abs(y));
  const e = Math.min(ea, eb);
  const a = ma << BigInt(ea - e);
  const b = mb << BigInt(eb - e);
  // 2^(2s) more so that the root has 60+ bits beyond the 53 kept; an inexact root gets a sticky bit
  const s = 120;
  const n = (a * a + b * b) << BigInt(2 * s);
  const root = isqrt(n);
  const sticky = root * root === n ? 0n : 1n;
  return toDouble(2n * root + sticky, BigInt(1 + s - e));
}

/** floor(sqrt(n)) for n >= 0. */
function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt((bitLength(n) >> 1) + 1);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}
