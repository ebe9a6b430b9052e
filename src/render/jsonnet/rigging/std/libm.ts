/**
 * Correctly rounded sin, cos, tan, asin, acos, atan, exp, log, atan2 and hypot. libjsonnet calls
 * glibc's libm, whose results are the correctly rounded ones for all but 0.01-0.4% of arguments
 * (bench/libm-glibc.ts); V8's Math is off in the last digit on 1.5-6% of them (atan2 14%, hypot 25%),
 * so `std.sin(x)` printed differently. (go-jsonnet uses Go's math package: it differs too.)
 *
 * Each function computes in double-double arithmetic (a value is an unevaluated sum hi + lo of two
 * doubles, ~106 bits; a series' small tail in plain doubles) to a relative error below 2^-70, then
 * rounds once. When the result lies too close to the midpoint between two doubles for that error to
 * decide the rounding (about once in 2^16 calls, and near the zeros of sin/cos), it is recomputed
 * exactly in libm-exact.ts.
 */

import * as exact from './libm-exact';
import * as T from './libm-tables';

// Double-double primitives. To stay allocation-free they return the high part and leave the low part
// in a register; callers read it with `lo()` right after the call.

/**
 * Scratch registers: [0] the low part of the last result, [1] and [2] cos's high and low parts from
 * sinCosCore, [3] the error bound of the last reduction. A typed array keeps them unboxed (a
 * module-level `let` holding a double allocates a heap number on every write).
 */
const reg = new Float64Array(4);
const lo = (): number => reg[0] as number;

/** 2^27 + 1: splits a double into two 26-bit halves whose products are exact. */
const SPLIT = 134217729;

/** The rounding error of p = fl(a * b) (Dekker), for |a|, |b| < 2^996. */
function prodErr(a: number, b: number, p: number): number {
  let t = SPLIT * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLIT * b;
  const bh = t - (t - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

function add(ah: number, al: number, bh: number, bl: number): number {
  const s = ah + bh;
  const v = s - ah;
  let e = ah - (s - v) + (bh - v);
  const t = al + bl;
  const w = t - al;
  const f = al - (t - w) + (bl - w);
  e += t;
  const h1 = s + e;
  e = e - (h1 - s) + f;
  const h = h1 + e;
  reg[0] = e - (h - h1);
  return h;
}

function mul(ah: number, al: number, bh: number, bl: number): number {
  const p = ah * bh;
  const e = prodErr(ah, bh, p) + (ah * bl + al * bh);
  const h = p + e;
  reg[0] = e - (h - p);
  return h;
}

function div(ah: number, al: number, bh: number, bl: number): number {
  const q1 = ah / bh;
  let ph = mul(q1, 0, bh, bl);
  let rh = add(ah, al, -ph, -lo());
  const q2 = rh / bh;
  ph = mul(q2, 0, bh, bl);
  rh = add(rh, lo(), -ph, -lo());
  const q3 = rh / bh;
  const h = add(q1, 0, q2, q3);
  return h;
}

function sqrt(ah: number, al: number): number {
  const s = Math.sqrt(ah);
  if (s === 0) {
    reg[0] = 0;
    return 0;
  }
  const p = s * s;
  const r = ah - p - prodErr(s, s, p) + al;
  const c = r / (2 * s);
  const h = s + c;
  reg[0] = c - (h - s);
  return h;
}

/**
 * The double nearest hi + lo when the true value lies within hi + lo ± err: if both ends of that
 * interval round to hi, so does everything between. NaN when undecided.
 */
function rounded(h: number, l: number, err: number): number {
  return h + (l + err) === h && h + (l - err) === h ? h : Number.NaN;
}

/** A typed array's element (in range by construction). */
const at = (t: Float64Array | Uint32Array, i: number): number => t[i] as number;

/** 2^k for integer -1022 <= k <= 1023, exactly. */
function pow2(k: number): number {
  bits[1] = (k + 1023) << 20;
  bits[0] = 0;
  return at(float, 0);
}
const float = new Float64Array(1);
const bits = new Uint32Array(float.buffer);

/** The binary exponent of a positive normal double. */
function exponentOf(x: number): number {
  float[0] = x;
  return (at(bits, 1) >>> 20) - 1023;
}

/** A positive normal double scaled by a power of two into [1, 2). */
function withExponentZero(x: number): number {
  float[0] = x;
  bits[1] = (at(bits, 1) & 0xfffff) | (1023 << 20);
  return at(float, 0);
}

// Constants (libm-tables.ts, generated from libm-exact.ts's 256-bit values)

const { ln2, halfPi, halfPiDD } = T;
const invFact = new Float64Array(T.invFact);
const invOdd = new Float64Array(T.invOdd);
/** atan(j/16) for j = 0..16 as double-doubles, j at [2j]. */
const atanTable = new Float64Array(T.atanTable);
/** ln(j/64) for j = 45..91 as double-doubles, j at [2(j - 45)]. */
const logTable = new Float64Array(T.logTable);

// exp

/** The exponent k with exp(x) = (returned hi + lo) * 2^k, set by expCore. */
let expScale = 0;

/** exp(xh + xl) / 2^expScale, for |x| < 746. */
function expCore(xh: number, xl: number): number {
  const k = Math.round(xh / (ln2[0] + ln2[1]));
  // r = x - k ln2, |r| <= ln2 / 2; x - k * ln2[0] is exact (the two are within a factor of 2)
  let rh = add(xh - k * ln2[0], 0, -k * ln2[1], 0);
  rh = add(rh, lo(), xl, -k * ln2[2]);
  // exp(r) = exp(r / 256)^256: the series of exp(r / 256) needs 11 terms; those past s^2/2 are
  // below 2^-31, so plain doubles carry them to 2^-84
  const sh = rh / 256;
  const sl = lo() / 256;
  let h = at(invFact, 22);
  for (let n = 10; n >= 3; n--) h = h * sh + at(invFact, 2 * n);
  let l = 0;
  for (let n = 2; n >= 0; n--) {
    h = mul(h, l, sh, sl);
    h = add(h, lo(), at(invFact, 2 * n), at(invFact, 2 * n + 1));
    l = lo();
  }
  for (let i = 0; i < 8; i++) {
    h = mul(h, l, h, l);
    l = lo();
  }
  expScale = k;
  reg[0] = l;
  return h;
}

export function exp(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x > 709.8) return Number.POSITIVE_INFINITY;
  if (x < -745.2) return 0;
  if (x === 0) return 1;
  const h = expCore(x, 0);
  const k = expScale;
  // results below 2^-1021 may be subnormal: rounding to fewer bits is left to the exact path
  const r = k > -1020 ? rounded(h, lo(), h * 2 ** -70) : Number.NaN;
  if (Number.isNaN(r)) return exact.exp(x);
  // the scaling is exact; past the largest double it gives Infinity, as rounding would
  return k > 1000 ? r * pow2(k - 1000) * pow2(1000) : r * pow2(k);
}

// log

/** ln(x) for a positive normal finite double, as hi + lo. */
function logCore(x: number): number {
  // x = m * 2^e with m in [0.7, 1.42)
  let e = exponentOf(x);
  let m = withExponentZero(x);
  if (m > 1.42) {
    m /= 2;
    e++;
  }
  // ln m = ln c + 2 atanh((m - c) / (m + c)) with c = j/64 nearest m; m - c is exact
  const j = Math.round(m * 64);
  const c = j / 64;
  const sum = m + c;
  const v = sum - m;
  let sh = div(m - c, 0, sum, m - (sum - v) + (c - v));
  let sl = lo();
  const zh = mul(sh, sl, sh, sl);
  const zl = lo();
  // 2 atanh(s) = 2s (1 + z/3 + z^2/5 + ...), z = s^2 < 2^-14: 7 terms
  // (the terms past z/3, below 2^-30, in plain doubles)
  let h = at(invOdd, 14);
  for (let n = 6; n >= 2; n--) h = h * zh + at(invOdd, 2 * n);
  let l = 0;
  for (let n = 1; n >= 0; n--) {
    h = mul(h, l, zh, zl);
    h = add(h, lo(), at(invOdd, 2 * n), at(invOdd, 2 * n + 1));
    l = lo();
  }
  sh = mul(h, l, 2 * sh, 2 * sl);
  sl = lo();
  h = add(sh, sl, at(logTable, 2 * j - 90), at(logTable, 2 * j - 89));
  l = lo();
  if (e !== 0) {
    h = add(h, l, e * ln2[0], 0);
    h = add(h, lo(), e * ln2[1], e * ln2[2]);
    l = lo();
  }
  reg[0] = l;
  return h;
}

export function log(x: number): number {
  if (Number.isNaN(x) || x < 0) return Number.NaN;
  if (x === 0) return Number.NEGATIVE_INFINITY;
  if (x === Number.POSITIVE_INFINITY) return x;
  if (x === 1) return 0;
  if (x < 2 ** -1022) return exact.log(x);
  const h = logCore(x);
  const r = rounded(h, lo(), Math.abs(h) * 2 ** -70);
  return Number.isNaN(r) ? exact.log(x) : r;
}

// sin, cos, tan

/** The quadrant k mod 4 of the last reduction and the absolute error bound of its remainder. */
let quadrant = 0;

/** x - k π/2 for the integer k nearest x / (π/2), as hi + lo; below 2^20 π/2 only. */
function reduce(x: number): number {
  const k = Math.round(x / (halfPi[0] + halfPi[1]));
  quadrant = k & 3;
  // the first subtraction is exact; the products of k and the 33-bit parts too
  let h = add(x - k * halfPi[0], 0, -k * halfPi[1], 0);
  h = add(h, lo(), -k * halfPi[2], -k * halfPi[3]);
  reg[3] = Math.abs(k) * 2 ** -150;
  return h;
}

/** Below this, sin/tan/asin/atan(x) round to x and cos(x) to 1. */
const TINY = 2 ** -27;
/** Up to here `reduce` is accurate; beyond, the reduction is exact (BigInt). */
const REDUCE_LIMIT = 2 ** 19 * Math.PI;

/** sin(r) and cos(r) for |r| <= π/4 + ε: returns sin's hi and sets lo; cos's hi and lo go to reg[1], reg[2]. */
function sinCosCore(rh: number, rl: number): number {
  const zh = mul(rh, rl, rh, rl);
  const zl = lo();
  // Taylor series, by Horner's rule in -r^2, up to r^27 / 27! and r^26 / 26! (< 2^-96 for |r| <= π/4);
  // the terms past r^7 and r^8 (below 2^-21) in plain doubles, the rest in double-doubles
  let sh = at(invFact, 54);
  let ch = at(invFact, 52);
  for (let n = 12; n >= 4; n--) {
    sh = at(invFact, 4 * n + 2) - zh * sh;
    ch = at(invFact, 4 * n) - zh * ch;
  }
  let sl = 0;
  let cl = 0;
  for (let n = 3; n >= 0; n--) {
    sh = mul(-sh, -sl, zh, zl);
    sh = add(sh, lo(), at(invFact, 4 * n + 2), at(invFact, 4 * n + 3));
    sl = lo();
    ch = mul(-ch, -cl, zh, zl);
    ch = add(ch, lo(), at(invFact, 4 * n), at(invFact, 4 * n + 1));
    cl = lo();
  }
  reg[1] = ch;
  reg[2] = cl;
  return mul(sh, sl, rh, rl);
}

/**
 * sin (which = 0), cos (1) or tan (2) of x, correctly rounded, or NaN when the double-double result
 * cannot decide the rounding.
 */
function trig(x: number, which: 0 | 1 | 2): number {
  let rh = x;
  let rl = 0;
  quadrant = 0;
  reg[3] = 0;
  if (Math.abs(x) > Math.PI / 4) {
    if (Math.abs(x) > REDUCE_LIMIT) return Number.NaN;
    rh = reduce(x);
    rl = lo();
  }
  const sh = sinCosCore(rh, rl);
  const sl = lo();
  const ch = reg[1] as number;
  const cl = reg[2] as number;
  // relative error: the series' and the reduction's (relative to |r|, of which sin and cot scale)
  const rel = 2 ** -70 + (reg[3] as number) / Math.abs(rh);
  let h: number;
  let l: number;
  if (which === 2) {
    h = quadrant & 1 ? -div(ch, cl, sh, sl) : div(sh, sl, ch, cl);
    l = quadrant & 1 ? -lo() : lo();
  } else {
    const useSin = (which === 0) === ((quadrant & 1) === 0);
    const negate = which === 0 ? quadrant >= 2 : quadrant === 1 || quadrant === 2;
    h = useSin ? sh : ch;
    l = useSin ? sl : cl;
    if (negate) {
      h = -h;
      l = -l;
    }
  }
  return rounded(h, l, Math.abs(h) * rel * 2);
}

export function sin(x: number): number {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) < TINY) return x;
  const r = trig(x, 0);
  return Number.isNaN(r) ? exact.sin(x) : r;
}

export function cos(x: number): number {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) < TINY) return 1;
  const r = trig(x, 1);
  return Number.isNaN(r) ? exact.cos(x) : r;
}

export function tan(x: number): number {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) < TINY) return x;
  const r = trig(x, 2);
  return Number.isNaN(r) ? exact.tan(x) : r;
}

// atan, asin, acos

/** atan(th + tl) for th >= 0, as hi + lo. */
function atanCore(th: number, tl: number): number {
  // past 1, atan(t) = π/2 - atan(1/t)
  const inv = th > 1;
  if (inv) {
    th = div(1, 0, th, tl);
    tl = lo();
  }
  // atan(t) = atan(c) + atan(u) with c = j/16 nearest t and u = (t - c) / (1 + tc), |u| <= 1/32
  const j = Math.round(th * 16);
  const c = j / 16;
  let uh = add(th, tl, -c, 0);
  const ul = lo();
  const dh = mul(th, tl, c, 0);
  uh = div(uh, ul, add(dh, lo(), 1, 0), lo());
  const ul2 = lo();
  const zh = mul(uh, ul2, uh, ul2);
  const zl = lo();
  // u (1 - z/3 + z^2/5 - ...) with z = u^2 < 2^-10, by Horner's rule in -z: 9 terms
  // (those past z/3, below 2^-22, in plain doubles)
  let h = at(invOdd, 16);
  for (let n = 7; n >= 2; n--) h = at(invOdd, 2 * n) - zh * h;
  let l = 0;
  for (let n = 1; n >= 0; n--) {
    h = mul(-h, -l, zh, zl);
    h = add(h, lo(), at(invOdd, 2 * n), at(invOdd, 2 * n + 1));
    l = lo();
  }
  h = mul(h, l, uh, ul2);
  h = add(h, lo(), at(atanTable, 2 * j), at(atanTable, 2 * j + 1));
  l = lo();
  if (inv) {
    h = add(halfPiDD[0], halfPiDD[1], -h, -l);
    l = lo();
  }
  reg[0] = l;
  return h;
}

export function atan(x: number): number {
  if (Number.isNaN(x)) return x;
  if (Math.abs(x) < TINY) return x;
  const h = Math.sign(x) * atanCore(Math.abs(x), 0);
  const r = rounded(h, Math.sign(x) * lo(), Math.abs(h) * 2 ** -70);
  return Number.isNaN(r) ? exact.atan(x) : r;
}

export function asin(x: number): number {
  if (Number.isNaN(x) || Math.abs(x) > 1) return Number.NaN;
  if (Math.abs(x) < TINY) return x;
  const a = Math.abs(x);
  let h: number;
  if (a === 1) {
    h = halfPiDD[0];
    reg[0] = halfPiDD[1];
  } else {
    // asin a = atan(a / sqrt((1 - a)(1 + a))); 1 - a is exact for a >= 1/2, else a double-double
    const d = 1 - a;
    const dl = 1 - d - a;
    const s = 1 + a;
    const sl = a - (s - 1);
    let ph = mul(d, dl, s, sl);
    ph = sqrt(ph, lo());
    ph = div(a, 0, ph, lo());
    h = atanCore(ph, lo());
  }
  const r = rounded(h, lo(), h * 2 ** -70);
  if (Number.isNaN(r)) return exact.asin(x);
  return x < 0 ? -r : r;
}

export function acos(x: number): number {
  if (Number.isNaN(x) || Math.abs(x) > 1) return Number.NaN;
  if (x === 1) return 0;
  let h: number;
  let l: number;
  if (x === -1) {
    h = 2 * halfPiDD[0];
    l = 2 * halfPiDD[1];
  } else {
    // acos x = 2 atan(sqrt((1 - x) / (1 + x))), both sums as double-doubles
    const d = 1 - x;
    const dl = 1 - d - x;
    const s = 1 + x;
    const sl = x - (s - 1);
    let q = div(d, dl, s, sl);
    q = sqrt(q, lo());
    h = 2 * atanCore(q, lo());
    l = 2 * lo();
  }
  const r = rounded(h, l, h * 2 ** -70);
  return Number.isNaN(r) ? exact.acos(x) : r;
}

/** C's atan2 (v0.21's std.atan2): the angle of the point (x, y), signed zeros as C99 says. */
export function atan2(y: number, x: number): number {
  if (Number.isNaN(x) || Number.isNaN(y) || !Number.isFinite(x) || !Number.isFinite(y))
    return Math.atan2(y, x);
  if (y === 0 || x === 0) return Math.atan2(y, x);
  const ay = Math.abs(y);
  const ax = Math.abs(x);
  // the angle a in [0, π/4] between the nearer axis and the point, then folded into its quadrant
  const swap = ay > ax;
  // atan(t) rounds as t below 2^-27 (as in atan); beyond 2^-60 the quotient's rounding decides it
  if (!swap && x > 0 && ay / ax < 2 ** -60) return y / x;
  let h = div(swap ? ax : ay, 0, swap ? ay : ax, 0);
  h = atanCore(h, lo());
  let l = lo();
  if (swap) {
    h = add(halfPiDD[0], halfPiDD[1], -h, -l);
    l = lo();
  }
  if (x < 0) {
    h = add(2 * halfPiDD[0], 2 * halfPiDD[1], -h, -l);
    l = lo();
  }
  const r = rounded(h, l, h * 2 ** -70);
  if (Number.isNaN(r)) return exact.atan2(y, x);
  return y < 0 ? -r : r;
}

/** C's hypot (v0.21's std.hypot): sqrt(x² + y²) without intermediate overflow, correctly rounded. */
export function hypot(x: number, y: number): number {
  let a = Math.abs(x);
  let b = Math.abs(y);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return Math.hypot(x, y);
  if (a === 0 || b === 0) return a + b;
  // scaled by a power of two so that the squares neither overflow nor lose bits to underflow
  const big = Math.max(a, b);
  const k = big > 2 ** 500 ? -600 : big < 2 ** -500 ? 600 : 0;
  a *= 2 ** k;
  b *= 2 ** k;
  const pa = a * a;
  const pb = b * b;
  let h = add(pa, prodErr(a, a, pa), pb, prodErr(b, b, pb));
  h = sqrt(h, lo());
  // (a b that underflowed in the scaling is below a 2^-1000 and changes nothing)
  const r = rounded(h, lo(), h * 2 ** -90);
  if (Number.isNaN(r)) return exact.hypot(x, y);
  return r * 2 ** -k;
}
