/**
 * The parts of Go's strconv and unicode/utf8 that fmt needs, for the template value model:
 * FormatFloat ('e' 'E' 'f' 'g' 'G' 'b' 'x' 'X', shortest or fixed precision, exact decimal
 * rounding with ties to even as Go's decimal does), Quote, QuoteToASCII, QuoteRune,
 * CanBackquote and IsPrint.
 */

/** Decimal digits of a non-negative float: value = 0.d × 10^dp; `d` has no trailing zeros. */
interface Digits {
  d: string;
  dp: number;
}

const ZERO_DIGITS: Digits = { d: '', dp: 0 };

/** The shortest digits that read back as x (x > 0, finite); JS's ToString picks the same digits as Go's shortest. */
function shortestDigits(x: number): Digits {
  const s = String(x);
  let mant = s;
  let exp = 0;
  const e = s.indexOf('e');
  if (e >= 0) {
    mant = s.slice(0, e);
    exp = Number(s.slice(e + 1));
  }
  const dot = mant.indexOf('.');
  const intPart = dot >= 0 ? mant.slice(0, dot) : mant;
  const digits = dot >= 0 ? intPart + mant.slice(dot + 1) : intPart;
  let dp = intPart.length + exp;
  let i = 0;
  while (i < digits.length && digits.charCodeAt(i) === 48) {
    i++;
    dp--;
  }
  let j = digits.length;
  while (j > i && digits.charCodeAt(j - 1) === 48) j--;
  return { d: digits.slice(i, j), dp };
}

const view = new DataView(new ArrayBuffer(8));

/** The IEEE 754 fields of x as Go's genericFtoa has them: mant (implicit bit set) and unbiased exp. */
function floatBits(x: number): { mant: bigint; exp: number; neg: boolean } {
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const neg = hi >>> 31 === 1;
  const expBits = (hi >>> 20) & 0x7ff;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let exp: number;
  if (expBits === 0) {
    exp = 1 - 1023; // denormal
  } else {
    mant |= 1n << 52n;
    exp = expBits - 1023;
  }
  return { mant, exp, neg };
}

const pow5Cache = new Map<number, bigint>();
function pow5(n: number): bigint {
  let p = pow5Cache.get(n);
  if (p === undefined) {
    p = 5n ** BigInt(n);
    pow5Cache.set(n, p);
  }
  return p;
}

/** Every decimal digit of x (x >= 0, finite): a double is mant × 2^e, exactly mant × 5^-e / 10^-e. */
function exactDigits(x: number): Digits {
  if (x === 0) return ZERO_DIGITS;
  const { mant, exp } = floatBits(x);
  const e = exp - 52;
  let s: string;
  let dp: number;
  if (e >= 0) {
    s = (mant << BigInt(e)).toString();
    dp = s.length;
  } else {
    s = (mant * pow5(-e)).toString();
    dp = s.length + e;
  }
  let j = s.length;
  while (j > 0 && s.charCodeAt(j - 1) === 48) j--;
  return { d: s.slice(0, j), dp };
}

/** Go's decimal.Round to nd digits on exact digits: half-way rounds to even. */
function roundDigits(g: Digits, nd: number): Digits {
  const { d, dp } = g;
  if (nd < 0 || nd >= d.length) return g;
  const c = d.charCodeAt(nd);
  let up: boolean;
  if (c === 53 && nd + 1 === d.length) {
    up = nd > 0 && (d.charCodeAt(nd - 1) - 48) % 2 === 1;
  } else {
    up = c >= 53;
  }
  if (up) {
    let i = nd - 1;
    while (i >= 0 && d.charCodeAt(i) === 57) i--;
    if (i < 0) return { d: '1', dp: dp + 1 };
    return { d: d.slice(0, i) + String.fromCharCode(d.charCodeAt(i) + 1), dp };
  }
  let j = nd;
  while (j > 0 && d.charCodeAt(j - 1) === 48) j--;
  return { d: d.slice(0, j), dp };
}

function zeros(n: number): string {
  return n > 0 ? '0'.repeat(n) : '';
}

/** %e: -d.ddddde±dd */
function fmtE(neg: boolean, g: Digits, prec: number, ch: string): string {
  const { d } = g;
  let out = neg ? '-' : '';
  out += d.length > 0 ? d[0] : '0';
  if (prec > 0) {
    out += '.';
    const m = Math.min(d.length, prec + 1);
    if (m > 1) out += d.slice(1, m);
    out += zeros(prec + 1 - Math.max(m, 1));
  }
  out += ch;
  const exp = d.length === 0 ? 0 : g.dp - 1;
  out += expDigits(exp);
  return out;
}

/** An exponent as %e and %x write it after their `e`/`p`: its sign, then at least two digits. */
function expDigits(exp: number): string {
  const abs = exp < 0 ? -exp : exp;
  return (exp < 0 ? '-' : '+') + (abs < 10 ? `0${abs}` : String(abs));
}

/** %f: -ddddddd.ddddd */
function fmtF(neg: boolean, g: Digits, prec: number): string {
  const { d, dp } = g;
  let out = neg ? '-' : '';
  if (dp > 0) {
    const m = Math.min(d.length, dp);
    out += d.slice(0, m) + zeros(dp - m);
  } else {
    out += '0';
  }
  if (prec > 0) {
    out += '.';
    for (let i = 0; i < prec; i++) {
      const j = dp + i;
      out += j >= 0 && j < d.length ? d[j] : '0';
    }
  }
  return out;
}

function formatDigits(neg: boolean, g: Digits, prec: number, fmt: string, shortest: boolean): string {
  switch (fmt) {
    case 'e':
    case 'E':
      return fmtE(neg, g, prec, fmt);
    case 'f':
      return fmtF(neg, g, prec);
    default: {
      // 'g', 'G'
      const nd = g.d.length;
      let eprec = prec;
      if (eprec > nd && nd >= g.dp) eprec = nd;
      // %e is used if the exponent from the conversion is less than -4 or greater than or
      // equal to the precision; if precision was the shortest possible, use precision 6.
      if (shortest) eprec = 6;
      const exp = g.dp - 1;
      if (exp < -4 || exp >= eprec) {
        if (prec > nd) prec = nd;
        return fmtE(neg, g, prec - 1, fmt === 'g' ? 'e' : 'E');
      }
      if (prec > g.dp) prec = nd;
      return fmtF(neg, g, Math.max(prec - g.dp, 0));
    }
  }
}

/** %b: -ddddp±ddd (decimal mantissa, binary exponent). */
function fmtB(x: number): string {
  const { mant, exp, neg } = floatBits(x);
  const e = exp - 52;
  return `${neg ? '-' : ''}${mant}p${e >= 0 ? '+' : ''}${e}`;
}

const lowerhex = '0123456789abcdef';
const upperhex = '0123456789ABCDEF';

/** %x: -0x1.yyyyyyp±ddd or -0x0p+00. */
function fmtX(x: number, prec: number, fmt: string): string {
  const bits = floatBits(x);
  let { mant, exp } = bits;
  if (mant === 0n) exp = 0;
  mant <<= 8n; // leading 1 at bit 60
  const bit60 = 1n << 60n;
  while (mant !== 0n && (mant & bit60) === 0n) {
    mant <<= 1n;
    exp--;
  }
  const mask60 = bit60 - 1n;
  if (prec >= 0 && prec < 15) {
    const shift = BigInt(prec * 4);
    const extra = (mant << shift) & mask60;
    mant >>= 60n - shift;
    if ((extra | (mant & 1n)) > 1n << 59n) mant++;
    mant <<= 60n - shift;
    if ((mant & (1n << 61n)) !== 0n) {
      mant >>= 1n;
      exp++;
    }
  }
  const hex = fmt === 'X' ? upperhex : lowerhex;
  let out = `${bits.neg ? '-' : ''}0${fmt}${(mant >> 60n) & 1n}`;
  mant = (mant << 4n) & ((1n << 64n) - 1n);
  if (prec < 0 && mant !== 0n) {
    out += '.';
    while (mant !== 0n) {
      out += hex[Number((mant >> 60n) & 15n)];
      mant = (mant << 4n) & ((1n << 64n) - 1n);
    }
  } else if (prec > 0) {
    out += '.';
    for (let i = 0; i < prec; i++) {
      out += hex[Number((mant >> 60n) & 15n)];
      mant = (mant << 4n) & ((1n << 64n) - 1n);
    }
  }
  out += fmt === 'X' ? 'P' : 'p';
  out += expDigits(exp);
  return out;
}

/**
 * Go's strconv.FormatFloat(v, fmt, prec, 64). prec < 0 means the shortest representation
 * that reads back as v.
 */
export function formatFloat(v: number, fmt: string, prec: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Number.POSITIVE_INFINITY) return '+Inf';
  if (v === Number.NEGATIVE_INFINITY) return '-Inf';
  if (fmt === 'b') return fmtB(v);
  if (fmt === 'x' || fmt === 'X') return fmtX(v, prec, fmt);
  const neg = v < 0 || Object.is(v, -0);
  const x = Math.abs(v);
  const shortest = prec < 0;
  let g: Digits;
  if (shortest) {
    g = x === 0 ? ZERO_DIGITS : shortestDigits(x);
    switch (fmt) {
      case 'e':
      case 'E':
        prec = Math.max(g.d.length - 1, 0);
        break;
      case 'f':
        prec = Math.max(g.d.length - g.dp, 0);
        break;
      default:
        prec = g.d.length;
    }
  } else {
    if (fmt === 'g' || fmt === 'G') {
      if (prec === 0) prec = 1;
    }
    // Rounding the shortest digits gives the exact digits' rounding whenever the cut falls
    // inside them and is not a trailing 5 (a boundary shorter than the shortest digits cannot
    // lie strictly between them and the exact value). Otherwise use every exact digit.
    if (x !== 0 && !forceExact) {
      const s = shortestDigits(x);
      const nd = cutAt(s, fmt, prec);
      if (nd < s.d.length && !(nd >= 0 && s.d.charCodeAt(nd) === 53 && nd + 1 === s.d.length)) {
        return formatDigits(neg, roundDigits(s, nd), prec, fmt, false);
      }
    }
    g = exactDigits(x);
    g = roundDigits(g, cutAt(g, fmt, prec));
  }
  return formatDigits(neg, g, prec, fmt, shortest);
}

/** The number of digits a fixed precision keeps. */
function cutAt(g: Digits, fmt: string, prec: number): number {
  switch (fmt) {
    case 'e':
    case 'E':
      return prec + 1;
    case 'f':
      return g.dp + prec;
    default:
      return prec;
  }
}

let forceExact = false;

/** For tests: format with every exact digit, bypassing the shortest-digits fast path. */
export function formatFloatExact(v: number, fmt: string, prec: number): string {
  forceExact = true;
  try {
    return formatFloat(v, fmt, prec);
  } finally {
    forceExact = false;
  }
}

// ---------------------------------------------------------------------------------------------
// Unicode and quoting

export const MAX_RUNE = 0x10ffff;
export const RUNE_ERROR = 0xfffd;

const printRe = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;

/** Go's strconv.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space. */
export function isPrint(r: number): boolean {
  if (r < 0x80) return r >= 0x20 && r < 0x7f;
  if (r > MAX_RUNE || (r >= 0xd800 && r < 0xe000)) return false;
  return printRe.test(String.fromCodePoint(r));
}

/** Number of runes (code points) in s, as utf8.RuneCountInString counts them. */
export function runeCount(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00) {
      const c2 = s.charCodeAt(i + 1);
      if (c2 >= 0xdc00 && c2 < 0xe000) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** The code point at s[i] (a lone surrogate reads as U+FFFD, as its UTF-8 encoding would) and its UTF-16 length. */
export function runeAt(s: string, i: number): [number, number] {
  const c = s.charCodeAt(i);
  if (c >= 0xd800 && c < 0xe000) {
    if (c < 0xdc00 && i + 1 < s.length) {
      const c2 = s.charCodeAt(i + 1);
      if (c2 >= 0xdc00 && c2 < 0xe000) return [((c - 0xd800) << 10) + (c2 - 0xdc00) + 0x10000, 2];
    }
    return [RUNE_ERROR, 1];
  }
  return [c, 1];
}

const encoder = new TextEncoder();

/** The UTF-8 bytes of s, as Go holds a string. */
export function utf8Bytes(s: string): Uint8Array {
  return encoder.encode(s);
}

function hex4(r: number, width: number): string {
  let out = '';
  for (let s = (width - 1) * 4; s >= 0; s -= 4) out += lowerhex[(r >>> s) & 0xf];
  return out;
}

function escapedRune(r: number, quote: number, asciiOnly: boolean): string {
  if (r === quote || r === 0x5c) return `\\${String.fromCodePoint(r)}`;
  if (asciiOnly) {
    if (r < 0x80 && isPrint(r)) return String.fromCharCode(r);
  } else if (isPrint(r)) {
    return String.fromCodePoint(r);
  }
  switch (r) {
    case 0x07:
      return '\\a';
    case 0x08:
      return '\\b';
    case 0x0c:
      return '\\f';
    case 0x0a:
      return '\\n';
    case 0x0d:
      return '\\r';
    case 0x09:
      return '\\t';
    case 0x0b:
      return '\\v';
  }
  if (r < 0x20 || r === 0x7f) return `\\x${hex4(r, 2)}`;
  if (r > MAX_RUNE || (r >= 0xd800 && r < 0xe000)) r = RUNE_ERROR;
  if (r < 0x10000) return `\\u${hex4(r, 4)}`;
  return `\\U${hex4(r, 8)}`;
}

function quoteWith(s: string, quote: number, asciiOnly: boolean): string {
  const q = String.fromCharCode(quote);
  let out = q;
  let start = 0;
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    // Fast path: printable ASCII that needs no escape is copied as a run.
    if (c >= 0x20 && c < 0x7f && c !== quote && c !== 0x5c) {
      i++;
      continue;
    }
    out += s.slice(start, i);
    const [r, w] = runeAt(s, i);
    out += escapedRune(r, quote, asciiOnly);
    i += w;
    start = i;
  }
  return out + s.slice(start) + q;
}

/** strconv.Quote */
export function quote(s: string): string {
  return quoteWith(s, 0x22, false);
}

/** strconv.QuoteToASCII */
export function quoteToASCII(s: string): string {
  return quoteWith(s, 0x22, true);
}

/** strconv.QuoteRune / QuoteRuneToASCII; an invalid rune is U+FFFD. */
export function quoteRune(r: number, asciiOnly: boolean): string {
  if (r > MAX_RUNE || r < 0 || (r >= 0xd800 && r < 0xe000)) r = RUNE_ERROR;
  return `'${escapedRune(r, 0x27, asciiOnly)}'`;
}

/** strconv.CanBackquote */
export function canBackquote(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // A lone surrogate becomes U+FFFD in UTF-8, which is valid, so only these are refused.
    if ((c < 0x20 && c !== 0x09) || c === 0x60 || c === 0x7f || c === 0xfeff) return false;
  }
  return true;
}
