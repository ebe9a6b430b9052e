/**
 * Shared pieces of the manifesters: the plain value type they take, the error they throw, and
 * the number, key-order and string-escaping rules of libjsonnet v0.20 they all build on.
 */

/** A fully evaluated Jsonnet value without functions; objects hold only their visible fields. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [k: string]: JsonValue };
export type JsonObject = { [k: string]: JsonValue };

/**
 * An `error` raised by a std manifester, worded as libjsonnet's std.jsonnet words it (message
 * only; the evaluator adds `RUNTIME ERROR: ` and the trace).
 */
export class ManifestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ManifestError';
  }
}

/** std.type of a plain value. */
export function typeName(v: JsonValue): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/**
 * Orders field names by Unicode code point, as libjsonnet's std::set<std::u32string> does.
 * JavaScript's default order compares UTF-16 code units, which puts non-BMP characters
 * (surrogates, 0xD800..) before U+E000..U+FFFF.
 */
export function compareFieldNames(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Only a surrogate against a code unit >= U+E000 orders differently from code-unit order.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys && (xs ? y : x) >= 0xe000) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/** The object's field names in libjsonnet's manifestation order. */
export function sortedKeys(o: JsonObject): string[] {
  // Object.keys lists integer-like keys first, in numeric order, so the names may need sorting;
  // evaluated objects are built in order, so most are sorted already (checked in one pass).
  const keys = Object.keys(o);
  for (let i = 1; i < keys.length; i++)
    if (compareFieldNames(keys[i - 1] as string, keys[i] as string) > 0) return keys.sort(compareFieldNames);
  return keys;
}

/**
 * libjsonnet's number text (jsonnet_unparse_number): an integral double in full with no exponent
 * (`std::fixed`, precision 0: 1e21 prints 22 digits, -0 prints `-0`), any other as `%.17g`.
 */
export function formatNumber(v: number): string {
  if (Number.isInteger(v)) {
    if (v === 0) return Object.is(v, -0) ? '-0' : '0';
    if (Math.abs(v) <= Number.MAX_SAFE_INTEGER) return String(v);
    return BigInt(v).toString();
  }
  if (!Number.isFinite(v)) return Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf';
  return formatG17(v);
}

/** `%.17g` of a finite non-integral double, with glibc's exact round-half-even. */
function formatG17(v: number): string {
  const neg = v < 0;
  const x = neg ? -v : v;
  let e = x.toExponential(16);
  // toExponential breaks exact ties away from zero where printf rounds half to even. A tie needs
  // the exact decimal expansion to end in a 5 at the 18th significant digit.
  const e18 = x.toExponential(17);
  const m18 = e18.slice(0, e18.indexOf('e'));
  if (m18.endsWith('5')) {
    const exact = exactDecimal(x);
    if (exact !== undefined && exact.digits.length === 18 && exact.digits.endsWith('5')) {
      const d17 = exact.digits.slice(0, 17);
      if ((d17.charCodeAt(16) - 48) % 2 === 0)
        e = `${d17[0]}.${d17.slice(1)}e${exact.exp >= 0 ? '+' : ''}${exact.exp}`;
    }
  }
  const ei = e.indexOf('e');
  let digits = e.slice(0, ei).replace('.', '');
  const exp = Number(e.slice(ei + 1));
  digits = digits.replace(/0+$/, '');
  if (digits === '') digits = '0';
  let out: string;
  if (exp < -4 || exp >= 17) {
    const mant = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const ax = Math.abs(exp);
    out = `${mant}e${exp < 0 ? '-' : '+'}${ax < 10 ? '0' : ''}${ax}`;
  } else if (exp < 0) {
    out = `0.${'0'.repeat(-exp - 1)}${digits}`;
  } else if (digits.length > exp + 1) {
    out = `${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
  } else {
    out = digits + '0'.repeat(exp + 1 - digits.length);
  }
  return neg ? `-${out}` : out;
}

/** The exact decimal expansion of a positive finite double: significant digits and exponent. */
function exactDecimal(x: number): { digits: string; exp: number } | undefined {
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, x);
  const hi = buf.getUint32(0);
  const lo = buf.getUint32(4);
  const bexp = (hi >>> 20) & 0x7ff;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e2: number;
  if (bexp === 0) e2 = -1074;
  else {
    mant |= 1n << 52n;
    e2 = bexp - 1075;
  }
  if (mant === 0n) return undefined;
  // x = mant * 2^e2 = mant * 5^-e2 / 10^-e2 when e2 < 0.
  let scaled: bigint;
  let pow10: number;
  if (e2 >= 0) {
    scaled = mant << BigInt(e2);
    pow10 = 0;
  } else {
    scaled = mant * 5n ** BigInt(-e2);
    pow10 = e2;
  }
  let s = scaled.toString();
  const intDigits = s.length + pow10;
  s = s.replace(/0+$/, '');
  return { digits: s, exp: intDigits - 1 };
}

/**
 * The body of a JSON string literal as libjsonnet writes it (jsonnet_string_escape, and
 * std.escapeStringJson alike): `"` `\` and \b \f \n \r \t escaped, other C0 controls and
 * U+007F..U+009F as lowercase \u00xx, everything else verbatim (non-ASCII included).
 */
export function escapeJsonBody(s: string, std = false): string {
  // Natively where that means the same: most strings need nothing; JSON.stringify escapes as
  // libjsonnet does except U+007F..U+009F (left as they are) and lone surrogates (\udxxx).
  if (!NEEDS_ESCAPE.test(s)) return s;
  if (!NOT_AS_STRINGIFY.test(s) && !(std && s.includes('\u0000'))) return JSON.stringify(s).slice(1, -1);
  let out = '';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c !== 0x22 && c !== 0x5c && (c < 0x7f || c > 0x9f)) continue;
    if (i > start) out += s.slice(start, i);
    start = i + 1;
    switch (c) {
      case 0x22:
        out += '\\"';
        break;
      case 0x5c:
        out += '\\\\';
        break;
      case 0x08:
        out += '\\b';
        break;
      case 0x0c:
        out += '\\f';
        break;
      case 0x0a:
        out += '\\n';
        break;
      case 0x0d:
        out += '\\r';
        break;
      case 0x09:
        out += '\\t';
        break;
      default:
        if (c === 0 && std) throw nulError();
        out += `\\u${c.toString(16).padStart(4, '0')}`;
    }
  }
  return start === 0 ? s : out + s.slice(start);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NEEDS_ESCAPE = /["\\\u0000-\u001f\u007f-\u009f]/;
const NOT_AS_STRINGIFY = /[\u007f-\u009f\ud800-\udfff]/;

/** A double-quoted JSON string literal, as libjsonnet's own output and std.toString write it. */
export function quoteJson(s: string): string {
  return `"${escapeJsonBody(s)}"`;
}

/**
 * std.escapeStringJson of a string, which the std.jsonnet manifesters use for strings and keys.
 * It differs from quoteJson only on U+0000: libjsonnet indexes a string's NUL character as an
 * empty string, so std.codepoint fails on it.
 */
export function quoteJsonStd(s: string): string {
  return `"${escapeJsonBody(s, true)}"`;
}

/** libjsonnet's failure on a NUL character reached through std.stringChars (see quoteJsonStd). */
export function nulError(): ManifestError {
  return new ManifestError('codepoint takes a string of length 1, got length 0');
}
