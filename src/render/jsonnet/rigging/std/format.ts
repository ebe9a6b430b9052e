/**
 * std.format and the `%` operator (std.mod), native, matching libjsonnet v0.20's std.jsonnet
 * implementation number for number: the renderers below redo its arithmetic on doubles (digits
 * by repeated floor/fmod, rounding by adding 0.5, the exponent from log/log(10)), so quirks such as
 * `'%e' % 1000` giving `10.000000e+02` and the garbage digits of `'%d' % 1e308` come out the same.
 * Error messages and the order in which errors surface follow std.jsonnet's lazy evaluation.
 */
import {
  checkBuiltin,
  checkNumber,
  cpow,
  floor,
  log,
  max,
  modulo,
  type StdEntry,
  sign,
  typeOf,
  unparseNumber,
} from './numbers';
import { char, cpLength, stdToString } from './strings';

interface Flags {
  alt: boolean;
  zero: boolean;
  left: boolean;
  blank: boolean;
  plus: boolean;
}

interface Code {
  mkey: string | null;
  cflags: Flags;
  fw: number | '*';
  prec: number | '*' | null;
  ctype: 'd' | 'o' | 'x' | 'e' | 'f' | 'g' | 'c' | 's' | '%';
  caps: boolean;
}

type Part = string | Code;

const TRUNCATED = 'Truncated format code.';

/**
 * Parses a format string into literal text and codes (std.jsonnet's parse_codes). Literal text is
 * taken whole between `%`s: scanning it code point by code point allocated a string per character.
 */
function parse(str: string): Part[] {
  const n = str.length;
  const out: Part[] = [];
  let i = 0;
  for (;;) {
    const at = str.indexOf('%', i);
    if (at < 0) break;
    const cur = str.slice(i, at);
    i = at + 1;
    if (i >= n) throw new Error(TRUNCATED);
    let mkey: string | null = null;
    if (str[i] === '(') {
      const close = str.indexOf(')', i + 1);
      if (close < 0) throw new Error(TRUNCATED);
      mkey = str.slice(i + 1, close);
      i = close + 1;
    }
    const cflags: Flags = { alt: false, zero: false, left: false, blank: false, plus: false };
    for (;;) {
      if (i >= n) throw new Error(TRUNCATED);
      const c = str[i];
      if (c === '#') cflags.alt = true;
      else if (c === '0') cflags.zero = true;
      else if (c === '-') cflags.left = true;
      else if (c === ' ') cflags.blank = true;
      else if (c === '+') cflags.plus = true;
      else break;
      i++;
    }
    const width = (): number | '*' => {
      if (i < n && str[i] === '*') {
        i++;
        return '*';
      }
      let v = 0;
      for (;;) {
        if (i >= n) throw new Error(TRUNCATED);
        const d = str.charCodeAt(i) - 48;
        if (d < 0 || d > 9) return v;
        v = v * 10 + d;
        i++;
      }
    };
    const fw = width();
    if (i >= n) throw new Error(TRUNCATED);
    let prec: number | '*' | null = null;
    if (str[i] === '.') {
      i++;
      prec = width();
    }
    if (i >= n) throw new Error(TRUNCATED);
    if (str[i] === 'h' || str[i] === 'l' || str[i] === 'L') i++;
    if (i >= n) throw new Error(TRUNCATED);
    // A whole code point: the message names it.
    const c = String.fromCodePoint(str.codePointAt(i) as number);
    i += c.length;
    let ctype: Code['ctype'];
    let caps = false;
    switch (c) {
      case 'd':
      case 'i':
      case 'u':
        ctype = 'd';
        break;
      case 'o':
      case 'x':
      case 'e':
      case 'f':
      case 'g':
      case 'c':
      case 's':
      case '%':
        ctype = c;
        break;
      case 'X':
      case 'E':
      case 'F':
      case 'G':
        ctype = c.toLowerCase() as Code['ctype'];
        caps = true;
        break;
      default:
        throw new Error(`Unrecognised conversion type: ${c}`);
    }
    out.push(cur, { mkey, cflags, fw, prec, ctype, caps });
  }
  out.push(str.slice(i));
  return out;
}

const cache = new Map<string, Part[]>();

function parseCached(str: string): Part[] {
  let parts = cache.get(str);
  if (!parts) {
    parts = parse(str);
    if (cache.size >= 1000) cache.clear();
    cache.set(str, parts);
  }
  return parts;
}

/** Jsonnet's `a - b` where a may be any value and b a number. */
function minus(a: unknown, b: number): number {
  if (typeof a !== 'number')
    throw new Error(`binary operator - requires matching types, got ${typeOf(a)} and number.`);
  return a - b;
}

/** `padding(w, s)`: s repeated until w reaches 0 by steps of 1 (so ceil(w) times). */
function padding(w: number, s: string): string {
  return w > 0 ? s.repeat(Math.ceil(w)) : '';
}

/** The digits of a whole number >= 0 in a radix, as std.jsonnet's render_int computes them. */
function digits(mag: number, radix: number, zeroPrefix: string): string {
  if (mag === 0) return '0';
  let out = '';
  let n = mag;
  while (n !== 0) {
    out = unparseNumber(modulo(n, radix)) + out;
    n = floor(n / radix);
  }
  return zeroPrefix + out;
}

function renderInt(
  neg: boolean,
  mag: number,
  minChars: unknown,
  minDigits: unknown,
  blank: boolean,
  plus: boolean,
  radix: number,
  zeroPrefix: string,
): string {
  const zp = minus(minChars, neg || blank || plus ? 1 : 0);
  const zp2 = max(zp, minDigits);
  const dec = digits(mag, radix, zeroPrefix);
  return (neg ? '-' : plus ? '+' : blank ? ' ' : '') + padding(zp2 - cpLength(dec), '0') + dec;
}

const LOWER = '0123456789abcdef';
const UPPER = '0123456789ABCDEF';

function renderHex(
  n: number,
  minChars: unknown,
  minDigits: unknown,
  blank: boolean,
  plus: boolean,
  zerox: boolean,
  caps: boolean,
): string {
  const numerals = caps ? UPPER : LOWER;
  const mag = floor(n < 0 ? -n : n);
  let hex = '';
  if (mag === 0) hex = '0';
  else for (let m = mag; m !== 0; m = floor(m / 16)) hex = numerals[modulo(m, 16)] + hex;
  const neg = n < 0;
  const zp = minus(minChars, neg || blank || plus ? 1 : 0) - (zerox ? 2 : 0);
  const zp2 = max(zp, minDigits);
  const prefix = zerox ? (caps ? '0X' : '0x') : '';
  return (neg ? '-' : plus ? '+' : blank ? ' ' : '') + prefix + padding(zp2 - hex.length, '0') + hex;
}

function stripTrailingZero(s: string): string {
  let i = s.length - 1;
  while (i >= 0 && s[i] === '0') i--;
  return s.slice(0, i + 1);
}

function renderFloatDec(
  n: number,
  zeroPad: unknown,
  blank: boolean,
  plus: boolean,
  ensurePt: boolean,
  trailing: boolean,
  prec: unknown,
): string {
  const nAbs = n < 0 ? -n : n;
  if (typeof prec !== 'number') checkBuiltin('pow', [10, prec], ['number', 'number']);
  const p = prec as number;
  const denominator = checkNumber(cpow(10, p));
  const numerator = nAbs * denominator + 0.5;
  const whole = sign(nAbs) * floor(numerator / denominator);
  const frac = modulo(floor(numerator), denominator);
  const dotSize = p === 0 && !ensurePt ? 0 : 1;
  const zp = minus(zeroPad, p) - dotSize;
  const str = renderInt(n < 0, whole, zp, 0, blank, plus, 10, '');
  if (p === 0) return str + (ensurePt ? '.' : '');
  if (!trailing && !(frac > 0)) return str;
  const fracStr = renderInt(false, frac, p, 0, false, false, 10, '');
  return `${str}.${trailing ? fracStr : stripTrailingZero(fracStr)}`;
}

const LOG10 = Math.log(10);

function renderFloatSci(
  n: number,
  zeroPad: unknown,
  blank: boolean,
  plus: boolean,
  ensurePt: boolean,
  trailing: boolean,
  caps: boolean,
  prec: unknown,
): string {
  const exponent = n === 0 ? 0 : floor(log(n < 0 ? -n : n) / LOG10);
  const suff =
    (caps ? 'E' : 'e') +
    renderInt(exponent < 0, exponent < 0 ? -exponent : exponent, 3, 0, false, true, 10, '');
  // std.pow(10, -324) is 0, so the smallest exponent divides in two steps (as std.jsonnet does)
  const mantissa =
    exponent === -324 ? (n * 10) / checkNumber(cpow(10, exponent + 1)) : n / checkNumber(cpow(10, exponent));
  const zp2 = minus(zeroPad, suff.length);
  return renderFloatDec(mantissa, zp2, blank, plus, ensurePt, trailing, prec) + suff;
}

type ToStr = (v: unknown) => string;

function formatCode(
  val: () => unknown,
  code: Code,
  fw: () => unknown,
  prec: () => unknown,
  at: unknown,
  toStr: ToStr,
): string {
  const f = code.cflags;
  const fpprec = () => prec() ?? 6;
  const iprec = () => prec() ?? 0;
  const zp = () => (f.zero && !f.left ? fw() : 0);
  const v = val();
  if (code.ctype === 's') return toStr(v);
  if (code.ctype === 'c') {
    if (typeof v === 'number') return char(v);
    if (typeof v === 'string') {
      const l = cpLength(v);
      if (l === 1) return v;
      throw new Error(`%c expected 1-sized string got: ${l}`);
    }
    throw new Error(`%c expected number / string, got: ${typeOf(v)}`);
  }
  if (typeof v !== 'number') {
    throw new Error(
      `Format required number at ${typeof at === 'number' ? unparseNumber(at) : at}, got ${typeOf(v)}`,
    );
  }
  const mag = v < 0 ? -v : v;
  switch (code.ctype) {
    case 'd':
    case 'o': {
      // the field width is forced before the precision (render_int's zp before min_digits)
      const z = zp();
      const radix = code.ctype === 'd' ? 10 : 8;
      return renderInt(
        v <= -1,
        floor(mag),
        z,
        iprec(),
        f.blank,
        f.plus,
        radix,
        radix === 8 && f.alt ? '0' : '',
      );
    }
    case 'x': {
      const z = zp();
      return renderHex(floor(v), z, iprec(), f.blank, f.plus, f.alt, code.caps);
    }
    case 'f': {
      const p = fpprec();
      return renderFloatDec(v, zp(), f.blank, f.plus, f.alt, true, p);
    }
    case 'e': {
      const p = fpprec();
      return renderFloatSci(v, zp(), f.blank, f.plus, f.alt, true, code.caps, p);
    }
    default: {
      // 'g'
      const exponent = floor(log(mag) / LOG10);
      if (exponent < -4) {
        const p = minus(fpprec(), 1);
        return renderFloatSci(v, zp(), f.blank, f.plus, f.alt, f.alt, code.caps, p);
      }
      const p = fpprec();
      if (typeof p !== 'number') {
        throw new Error(`binary operator >= requires matching types, got number and ${typeOf(p)}.`);
      }
      if (exponent >= p) return renderFloatSci(v, zp(), f.blank, f.plus, f.alt, f.alt, code.caps, p - 1);
      const before = exponent + 1 > 1 ? exponent + 1 : 1;
      return renderFloatDec(v, zp(), f.blank, f.plus, f.alt, f.alt, p - before);
    }
  }
}

/** Pads to the field width; the width is forced before the text unless left-justified (as std.jsonnet). */
function pad(code: Code, fw: () => unknown, s: () => string): string {
  if (code.cflags.left) {
    const text = s();
    return text + padding(minus(fw(), cpLength(text)), ' ');
  }
  const w = fw();
  const text = s();
  return padding(minus(w, cpLength(text)), ' ') + text;
}

/**
 * An array's elements as codes consume them, one at a time (std.jsonnet's format_codes_arr): an
 * element no code reaches is never evaluated ("Too many values" is said without it).
 */
export class FormatValues {
  constructor(
    readonly length: number,
    readonly get: (i: number) => unknown,
  ) {}

  static of(arr: readonly unknown[]): FormatValues {
    return new FormatValues(arr.length, (i) => arr[i]);
  }
}

function formatArray(parts: Part[], arr: FormatValues, toStr: ToStr): string {
  let out = '';
  let j = 0;
  const need = (k: number, more: boolean): unknown => {
    if (k < arr.length) return arr.get(k);
    throw new Error(
      `Not enough values to format: ${arr.length}, expected ${more ? 'more than' : 'at least'} ${k}`,
    );
  };
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const fwAt = j;
    if (part.fw === '*') j++;
    const precAt = j;
    if (part.prec === '*') j++;
    const j2 = j;
    const fw = () => (part.fw === '*' ? need(fwAt, false) : part.fw);
    const prec = () => (part.prec === '*' ? need(precAt, false) : part.prec);
    out += pad(part, fw, () =>
      part.ctype === '%' ? '%' : formatCode(() => need(j2, true), part, fw, prec, j2, toStr),
    );
    if (part.ctype !== '%') j = j2 + 1;
  }
  if (j < arr.length) throw new Error(`Too many values to format: ${arr.length}, expected ${j}`);
  return out;
}

/**
 * An object's fields as `%(key)s` codes read them, one at a time when a code is reached, as
 * std.jsonnet's format_codes_obj does (std.objectHasAll, then the field): a Jsonnet object is never
 * made plain data whole, so fields no code names are not evaluated, and hidden ones can be named.
 */
export class FormatFields {
  constructor(
    readonly has: (key: string) => boolean,
    readonly get: (key: string) => unknown,
  ) {}

  static of(obj: Record<string, unknown>): FormatFields {
    return new FormatFields(
      (k) => Object.hasOwn(obj, k),
      (k) => obj[k],
    );
  }
}

function formatObject(parts: Part[], obj: FormatFields, toStr: ToStr): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const fw = () => {
      if (part.fw === '*') throw new Error('Cannot use * field width with object.');
      return part.fw;
    };
    const prec = () => {
      if (part.prec === '*') throw new Error('Cannot use * precision with object.');
      return part.prec;
    };
    const val = () => {
      if (part.mkey === null) throw new Error('Mapping keys required.');
      if (!obj.has(part.mkey)) throw new Error(`No such field: ${part.mkey}`);
      return obj.get(part.mkey);
    };
    out += pad(part, fw, () => {
      if (part.ctype === '%') return '%';
      return formatCode(val, part, fw, prec, part.mkey, toStr);
    });
  }
  return out;
}

/**
 * std.format(str, vals): vals an array, an object (for `%(key)s`), or a single value. An array or
 * object may be plain data or read one value at a time as the codes reach them.
 * `toStr` renders `%s` of non-strings; the evaluator passes its own for objects it manifests.
 */
export function format(str: unknown, vals: unknown, toStr: ToStr = stdToString): string {
  if (typeof str !== 'string') {
    // std.jsonnet would fail in std.length(str) or indexing; libjsonnet reports the length error
    throw new Error(`length operates on strings, objects, and arrays, got ${typeOf(str)}`);
  }
  const parts = parseCached(str);
  if (vals instanceof FormatValues) return formatArray(parts, vals, toStr);
  if (Array.isArray(vals)) return formatArray(parts, FormatValues.of(vals), toStr);
  if (vals instanceof FormatFields) return formatObject(parts, vals, toStr);
  if (vals !== null && typeof vals === 'object')
    return formatObject(parts, FormatFields.of(vals as Record<string, unknown>), toStr);
  return formatArray(parts, FormatValues.of([vals]), toStr);
}

/** std.mod and the `%` operator: fmod for numbers, formatting for a string on the left. */
export function mod(a: unknown, b: unknown, toStr: ToStr = stdToString): unknown {
  if (typeof a === 'number' && typeof b === 'number') return modulo(a, b);
  if (typeof a === 'string') return format(a, b, toStr);
  throw new Error(`Operator % cannot be used on types ${typeOf(a)} and ${typeOf(b)}.`);
}

export const formatStd: Record<string, StdEntry> = {
  format: { params: ['str', 'vals'], fn: format },
  mod: { params: ['a', 'b'], fn: mod },
};
