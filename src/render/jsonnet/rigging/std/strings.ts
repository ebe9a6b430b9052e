/**
 * Jsonnet's std functions on strings, native, matching libjsonnet v0.20 (core/vm.cpp builtins and
 * stdlib/std.jsonnet) including error messages. Jsonnet strings are sequences of code points, so
 * lengths and indices count code points, not UTF-16 units; plain-BMP strings take the fast path.
 */

import { quoteJson } from '../manifest/common';
import { checkBuiltin, compare, type StdEntry, toLong, toLongNumber, typeOf, unparseNumber } from './numbers';

const SURROGATE = /[\uD800-\uDFFF]/;

/** The code points of a string, each as a string (a lone surrogate counts as one). */
export function codepoints(s: string): string[] {
  return SURROGATE.test(s) ? Array.from(s) : s.split('');
}

/** Code point length. */
export function cpLength(s: string): number {
  if (!SURROGATE.test(s)) return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** Code point slice [from, to). */
function cpSlice(s: string, from: number, to?: number): string {
  if (!SURROGATE.test(s)) return s.slice(from, to);
  return Array.from(s).slice(from, to).join('');
}

/** std.length on plain values; objects count their keys and functions their parameters. */
export function length(x: unknown): number {
  if (typeof x === 'string') return cpLength(x);
  if (Array.isArray(x)) return x.length;
  if (typeof x === 'function') return x.length;
  if (x !== null && typeof x === 'object') return Object.keys(x).length;
  throw new Error(`length operates on strings, objects, and arrays, got ${typeOf(x)}`);
}

/** Jsonnet `==` on plain values (functions cannot be compared). */
export function equals(a: unknown, b: unknown): boolean {
  const ta = typeOf(a);
  if (ta !== typeOf(b)) return false;
  if (ta === 'function') throw new Error('cannot test equality of functions');
  if (ta === 'array') {
    const x = a as unknown[];
    const y = b as unknown[];
    return x.length === y.length && x.every((v, i) => equals(v, y[i]));
  }
  if (ta === 'object') {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const kx = Object.keys(x);
    if (kx.length !== Object.keys(y).length) return false;
    return kx.every((k) => Object.hasOwn(y, k) && equals(x[k], y[k]));
  }
  return a === b || (a == null && b == null);
}

export function codepoint(str: unknown): number {
  checkBuiltin('codepoint', [str], ['string']);
  const s = str as string;
  const n = cpLength(s);
  if (n !== 1) throw new Error(`codepoint takes a string of length 1, got length ${n}`);
  return s.codePointAt(0) as number;
}

export function char(n: unknown): string {
  checkBuiltin('char', [n], ['number']);
  const l = toLong(n as number);
  if (l < 0n) throw new Error(`codepoints must be >= 0, got ${l}`);
  if (l >= 0x110000n) throw new Error(`invalid unicode codepoint, got ${l}`);
  return String.fromCodePoint(Number(l));
}

export function substr(str: unknown, from: unknown, len: unknown): string {
  checkBuiltin('substr', [str, from, len], ['string', 'number', 'number']);
  // libjsonnet truncates a fractional position; go-jsonnet refuses it (with its wording)
  for (const [v, which] of [
    [from, 'second'],
    [len, 'third'],
  ] as const) {
    if (!Number.isInteger(v))
      throw new Error(`substr ${which} parameter should be an integer, got ${goFloat(v as number)}`);
  }
  const f = toLong(from as number);
  const l = toLong(len as number);
  if (f < 0n) throw new Error(`substr second parameter should be greater than zero, got ${f}`);
  if (l < 0n) throw new Error(`substr third parameter should be greater than zero, got ${l}`);
  const s = str as string;
  const size = cpLength(s);
  if (f > BigInt(size)) return '';
  const start = Number(f);
  const end = l + f > BigInt(size) ? size : Number(l + f);
  return cpSlice(s, start, end);
}

/** Go's `%f`, as go-jsonnet prints a number in its argument errors. */
function goFloat(v: number): string {
  return Number.isFinite(v) ? v.toFixed(6) : Number.isNaN(v) ? 'NaN' : v > 0 ? '+Inf' : '-Inf';
}

/** Jsonnet's `x[i]` on a string or array, as std.jsonnet's helpers index. */
function at(x: unknown, i: number): unknown {
  if (typeof x === 'string') return codepoints(x)[i];
  return (x as unknown[])[i];
}

/** std.jsonnet's startsWith/endsWith take strings (others fail in std.length or std.substr). */
export function startsWith(a: unknown, b: unknown): boolean {
  checkBuiltin('startsWith', [a, b], ['string', 'string']);
  return (a as string).startsWith(b as string);
}

export function endsWith(a: unknown, b: unknown): boolean {
  checkBuiltin('endsWith', [a, b], ['string', 'string']);
  return (a as string).endsWith(b as string);
}

/** std.jsonnet asks std.findSubstr, whose message would name it instead of the function called. */
export const notStringMember = (fn: string, type: string): string =>
  `${fn}: only a string can be a member of a string, got ${type}`;

/** std.member(arr, x). */
export function member(arr: unknown, x: unknown, fn = 'std.member', which = 'first'): boolean {
  if (Array.isArray(arr)) return arr.some((v) => equals(v, x));
  if (typeof arr === 'string') {
    if (typeof x !== 'string') throw new Error(notStringMember(fn, typeOf(x)));
    return findSubstr(x, arr).length > 0;
  }
  throw new Error(`${fn} ${which} argument must be an array or a string`);
}

function stripper(fn: string, str: unknown, chars: unknown, left: boolean, right: boolean): unknown {
  if (typeof str === 'string' && typeof chars === 'string') {
    const cs = codepoints(str);
    const set = new Set(codepoints(chars));
    let i = 0;
    let j = cs.length;
    if (right) while (j > 0 && set.has(cs[j - 1] as string)) j--;
    if (left) while (i < j && set.has(cs[i] as string)) i++;
    return i === 0 && j === cs.length ? str : cs.slice(i, j).join('');
  }
  // Other types follow std.jsonnet's recursion: arrays strip elements, the rest fail in std.length.
  let s = str;
  if (right) {
    while (length(s) > 0 && member(chars, at(s, length(s) - 1), fn, 'second'))
      s = sliceOf(s, 0, length(s) - 1);
  }
  if (left) {
    while (length(s) > 0 && member(chars, at(s, 0), fn, 'second')) s = sliceOf(s, 1, length(s));
  }
  return s;
}

function sliceOf(x: unknown, from: number, to: number): unknown {
  if (typeof x === 'string') return cpSlice(x, from, to);
  if (Array.isArray(x)) return x.slice(from, to);
  throw new Error(`Can only slice arrays and strings, got ${typeOf(x)}`);
}

export const lstripChars = (str: unknown, chars: unknown): unknown =>
  stripper('std.lstripChars', str, chars, true, false);
export const rstripChars = (str: unknown, chars: unknown): unknown =>
  stripper('std.rstripChars', str, chars, false, true);
export const stripChars = (str: unknown, chars: unknown): unknown =>
  stripper('std.stripChars', str, chars, true, true);

/** v0.21: std.trim strips ASCII whitespace, NEL and NBSP; go-jsonnet's takes strings only. */
export function trim(str: unknown): unknown {
  checkBuiltin('trim', [str], ['string']);
  return stripChars(str, ' \t\n\f\r\u0085\u00A0');
}

export function stringChars(str: unknown): unknown[] {
  const n = length(str);
  if (typeof str === 'string') return codepoints(str);
  if (Array.isArray(str)) return str.slice();
  // std.makeArray over an object indexes it by number when an element is used
  return Array.from({ length: n }, () => {
    throw new Error('Object index must be string, got number');
  });
}

function checkSplitArgs(name: string, str: unknown, c: unknown, maxsplits?: unknown): void {
  const pre = name === 'split' ? 'std.split' : `str.${name}`;
  if (typeof str !== 'string') throw new Error(`${pre} first parameter must be a String, got ${typeOf(str)}`);
  if (typeof c !== 'string') throw new Error(`${pre} second parameter must be a String, got ${typeOf(c)}`);
  const lc = cpLength(c);
  if (lc < 1) throw new Error(`std.${name} second parameter must have length 1 or greater, got ${lc}`);
  if (maxsplits !== undefined && typeof maxsplits !== 'number') {
    throw new Error(`${pre} third parameter must be a Number, got ${typeOf(maxsplits)}`);
  }
}

export function split(str: unknown, c: unknown): string[] {
  checkSplitArgs('split', str, c);
  return (str as string).split(c as string);
}

/**
 * The builtin std.splitLimit: at most `maxsplits` splits from the left; any negative limit is
 * unlimited (libjsonnet compares it as size_t). An empty separator is not refused by the builtin:
 * each split takes an empty piece, and with no limit libjsonnet never returns.
 */
export function splitLimit(str: unknown, c: unknown, maxsplits: unknown): string[] {
  checkBuiltin('splitLimit', [str, c, maxsplits], ['string', 'string', 'number']);
  const s = str as string;
  const sep = c as string;
  const limit = toLongNumber(maxsplits as number);
  const unlimited = limit < 0;
  if (sep === '') {
    if (unlimited) throw new Error('std.splitLimit with an empty separator and no limit never ends');
    return s === '' ? [''] : [...Array<string>(limit).fill(''), s];
  }
  if (unlimited) return s.split(sep);
  const out: string[] = [];
  let start = 0;
  while (out.length < limit) {
    const i = s.indexOf(sep, start);
    if (i < 0) break;
    out.push(s.slice(start, i));
    start = i + sep.length;
  }
  out.push(s.slice(start));
  return out;
}

const reverseCps = (s: string): string => codepoints(s).reverse().join('');

export function splitLimitR(str: unknown, c: unknown, maxsplits: unknown): string[] {
  checkSplitArgs('splitLimitR', str, c, maxsplits);
  if (maxsplits === -1) return splitLimit(str, c, -1);
  return splitLimit(reverseCps(str as string), reverseCps(c as string), maxsplits)
    .reverse()
    .map(reverseCps);
}

export function strReplace(str: unknown, from: unknown, to: unknown): string {
  checkBuiltin('strReplace', [str, from, to], ['string', 'string', 'string']);
  if (from === '') throw new Error("'from' string must not be zero length.");
  return (str as string).split(from as string).join(to as string);
}

export function asciiUpper(str: unknown): string {
  checkBuiltin('asciiUpper', [str], ['string']);
  return (str as string).replace(/[a-z]+/g, (m) => m.toUpperCase());
}

export function asciiLower(str: unknown): string {
  checkBuiltin('asciiLower', [str], ['string']);
  return (str as string).replace(/[A-Z]+/g, (m) => m.toLowerCase());
}

/** v0.21. */
export function equalsIgnoreCase(a: unknown, b: unknown): boolean {
  checkBuiltin('equalsIgnoreCase', [a, b], ['string', 'string']);
  return asciiLower(a) === asciiLower(b);
}

/** Code point indices of every (overlapping) occurrence of pat in str. */
export function findSubstr(pat: unknown, str: unknown): number[] {
  if (typeof pat !== 'string')
    throw new Error(`findSubstr first parameter should be a string, got ${typeOf(pat)}`);
  if (typeof str !== 'string')
    throw new Error(`findSubstr second parameter should be a string, got ${typeOf(str)}`);
  const out: number[] = [];
  if (pat === '' || str === '' || pat.length > str.length) return out;
  if (!SURROGATE.test(str)) {
    for (let i = str.indexOf(pat); i >= 0; i = str.indexOf(pat, i + 1)) out.push(i);
    return out;
  }
  const s = Array.from(str);
  const p = Array.from(pat);
  for (let i = 0; i + p.length <= s.length; i++) {
    let ok = true;
    for (let k = 0; k < p.length && ok; k++) ok = s[i + k] === p[k];
    if (ok) out.push(i);
  }
  return out;
}

export const isEmpty = (str: unknown): boolean => length(str) === 0;

/** std.join: strings or arrays joined by a separator of the same type; nulls are skipped. */
export function join(sep: unknown, arr: unknown): unknown {
  if (typeof sep !== 'string' && !Array.isArray(sep)) {
    throw new Error(`join first parameter should be string or array, got ${typeOf(sep)}`);
  }
  if (!Array.isArray(arr)) throw new Error(`join second parameter should be array, got ${typeOf(arr)}`);
  const want = typeof sep === 'string' ? 'string' : 'array';
  for (let i = 0; i < arr.length; i++) {
    const e = arr[i];
    if (e !== null && typeOf(e) !== want) throw new Error(`expected ${want} but arr[${i}] was ${typeOf(e)}`);
  }
  const parts = arr.filter((e) => e !== null);
  if (typeof sep === 'string') return parts.join(sep);
  const out: unknown[] = [];
  parts.forEach((p, i) => {
    if (i > 0) out.push(...sep);
    out.push(...(p as unknown[]));
  });
  return out;
}

/** std.lines(arr) = std.join('\n', arr + ['']). */
export function lines(arr: unknown): string {
  if (typeof arr === 'string') throw new Error('join second parameter should be array, got string');
  if (!Array.isArray(arr)) {
    throw new Error(`binary operator + requires matching types, got ${typeOf(arr)} and array.`);
  }
  return join('\n', [...arr, '']) as string;
}

export function repeat(what: unknown, count: unknown): unknown {
  if (typeof what !== 'string' && !Array.isArray(what)) {
    throw new Error('std.repeat first argument must be an array or a string');
  }
  if (typeof count !== 'number') {
    throw new Error(
      `Builtin function makeArray expected (number, function) but got (${typeOf(count)}, function)`,
    );
  }
  const n = toLong(count);
  if (n < 0n) throw new Error(`makeArray requires size >= 0, got ${n}`);
  if (typeof what === 'string') return what.repeat(Number(n));
  const out: unknown[] = [];
  for (let i = 0; i < Number(n); i++) out.push(...what);
  return out;
}

/**
 * std.toString of a plain value: strings as they are, everything else as libjsonnet's one-line
 * manifestation (`'' + v`): `{"a": 1, "b": [1, 2]}`, empty ones as `{ }` and `[ ]`.
 */
export function stdToString(v: unknown): string {
  return typeof v === 'string' ? v : manifestOneLine(v);
}

export function manifestOneLine(v: unknown): string {
  switch (typeOf(v)) {
    case 'null':
      return 'null';
    case 'boolean':
      return v ? 'true' : 'false';
    case 'number':
      return unparseNumber(v as number);
    case 'string':
      return quoteJson(v as string);
    case 'function':
      throw new Error("couldn't manifest function as JSON");
    case 'array': {
      const a = v as unknown[];
      return a.length === 0 ? '[ ]' : `[${a.map(manifestOneLine).join(', ')}]`;
    }
    default: {
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o).sort(compareKeys);
      if (keys.length === 0) return '{ }';
      return `{${keys.map((k) => `${quoteJson(k)}: ${manifestOneLine(o[k])}`).join(', ')}}`;
    }
  }
}

const compareKeys = (a: string, b: string): number => compare(a, b, '<');

export { quoteJson };

// parseInt & co: std.jsonnet's parse_nat, digits valued by code point ('a'..'z' from 10).

function parseNat(str: string, base: number): number {
  let acc = 0;
  for (const ch of codepoints(str)) {
    const code = ch.codePointAt(0) as number;
    const digit = code >= 97 ? code - 97 + 10 : code >= 65 ? code - 65 + 10 : code - 48;
    if (!(digit >= 0 && digit < base)) throw new Error(`${str} is not a base ${base} integer`);
    acc = base * acc + digit;
  }
  return acc;
}

export function stdParseInt(str: unknown): number {
  if (typeof str !== 'string') throw new Error(`Expected string, got ${typeOf(str)}`);
  if (str === '' || str === '-') throw new Error(`Not an integer: "${str}"`);
  return str[0] === '-' ? -parseNat(str.slice(1), 10) : parseNat(str, 10);
}

export function parseOctal(str: unknown): number {
  if (typeof str !== 'string') throw new Error(`Expected string, got ${typeOf(str)}`);
  if (str === '') throw new Error('Not an octal number: ""');
  return parseNat(str, 8);
}

export function parseHex(str: unknown): number {
  if (typeof str !== 'string') throw new Error(`Expected string, got ${typeOf(str)}`);
  if (str === '') throw new Error('Not hexadecimal: ""');
  return parseNat(str, 16);
}

export const stringFns: Record<string, StdEntry> = {
  length: { params: ['x'], fn: length },
  codepoint: { params: ['str'], fn: codepoint },
  char: { params: ['n'], fn: char },
  substr: { params: ['str', 'from', 'len'], fn: substr },
  startsWith: { params: ['a', 'b'], fn: startsWith },
  endsWith: { params: ['a', 'b'], fn: endsWith },
  stringChars: { params: ['str'], fn: stringChars },
  strReplace: { params: ['str', 'from', 'to'], fn: strReplace },
  split: { params: ['str', 'c'], fn: split },
  splitLimit: { params: ['str', 'c', 'maxsplits'], fn: splitLimit },
  splitLimitR: { params: ['str', 'c', 'maxsplits'], fn: splitLimitR },
  stripChars: { params: ['str', 'chars'], fn: stripChars },
  lstripChars: { params: ['str', 'chars'], fn: lstripChars },
  rstripChars: { params: ['str', 'chars'], fn: rstripChars },
  trim: { params: ['str'], fn: trim },
  asciiUpper: { params: ['str'], fn: asciiUpper },
  asciiLower: { params: ['str'], fn: asciiLower },
  equalsIgnoreCase: { params: ['str1', 'str2'], fn: equalsIgnoreCase },
  findSubstr: { params: ['pat', 'str'], fn: findSubstr },
  isEmpty: { params: ['str'], fn: isEmpty },
  join: { params: ['sep', 'arr'], fn: join },
  lines: { params: ['arr'], fn: lines },
  repeat: { params: ['what', 'count'], fn: repeat },
  member: { params: ['arr', 'x'], fn: member },
  toString: { params: ['a'], fn: stdToString },
  parseInt: { params: ['str'], fn: stdParseInt },
  parseOctal: { params: ['str'], fn: parseOctal },
  parseHex: { params: ['str'], fn: parseHex },
};
