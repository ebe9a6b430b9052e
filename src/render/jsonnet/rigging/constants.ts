/**
 * Constant data: a file whose text is JSON (kube-prometheus imports 4.7 MB of CRDs as is) becomes
 * one `constant` node read by JSON.parse instead of the Jsonnet lexer and parser, and manifesting
 * an untouched constant hands out the data (or a copy of it) instead of walking fields and thunks. A constant is only
 * made when Jsonnet would give the same value: anything else (duplicate keys, a number that
 * overflows, a surrogate escape, deep nesting) goes through the parser, whose errors are
 * libjsonnet's.
 */
import type { Loc, Node, Plain, PlainObject } from './ast';
import { compareStrings, sortByCodePoint } from './objects';

/**
 * Deeper data goes through the parser: the checks below recurse, and the evaluator's stack limit
 * (500 frames by default) decides what so deep a value does.
 */
const MAX_DEPTH = 200;

/** A surrogate escape: JSON.parse takes a lone one, Jsonnet refuses it (the parser says how). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** The file as one constant node when its text is JSON meaning the same in Jsonnet, else undefined. */
export function parseJsonConstant(text: string, file: string): Node | undefined {
  // Jsonnet sources fail at their first token (`local`, `{ a`, a comment), so trying costs little.
  let value: Plain;
  try {
    value = JSON.parse(text) as Plain;
  } catch {
    return undefined;
  }
  if (SURROGATE_ESCAPE.test(text)) return undefined;
  // JSON.parse keeps the last of duplicate keys; Jsonnet refuses them: one key per `:` written.
  if (countKeys(value, 0, 0) !== countColons(text)) return undefined;
  return { kind: 'constant', value, loc: valueLoc(text, file) };
}

/**
 * The `:`s outside strings of JSON text (JSON.parse accepted it): each follows a key, so only the
 * character after each string is looked at, the strings skipped natively.
 */
function countColons(text: string): number {
  let colons = 0;
  let i = text.indexOf('"');
  while (i >= 0) {
    // The closing quote: the next one not escaped by an odd run of backslashes.
    let close = text.indexOf('"', i + 1);
    for (;;) {
      let b = close - 1;
      while (text.charCodeAt(b) === 92) b--;
      if ((close - b) % 2 === 1) break;
      close = text.indexOf('"', close + 1);
    }
    let j = close + 1;
    let c = text.charCodeAt(j);
    while (c === 32 || c === 10 || c === 9 || c === 13) c = text.charCodeAt(++j);
    if (c === 58) colons++;
    i = text.indexOf('"', j);
  }
  return colons;
}

/** Where the value is, as the parser places a node: its first and last characters. */
function valueLoc(text: string, file: string): Loc {
  let first = 0;
  while (isSpace(text.charCodeAt(first))) first++;
  let last = text.length - 1;
  while (isSpace(text.charCodeAt(last))) last--;
  const firstLineStart = text.lastIndexOf('\n', first) + 1;
  const lastLineStart = text.lastIndexOf('\n', last) + 1;
  return {
    file,
    begin: { line: lineOf(text, first), column: first - firstLineStart + 1 },
    end: { line: lineOf(text, last), column: utf8Length(text, lastLineStart, last) + 1 },
  };
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13;
}

/** The 1-based line of text[at]. */
function lineOf(text: string, at: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** UTF-8 bytes of text[from, to): libjsonnet counts columns in bytes. */
function utf8Length(text: string, from: number, to: number): number {
  let bytes = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00) bytes += 4;
    else if (c < 0xdc00 || c >= 0xe000) bytes += 3;
  }
  return bytes;
}

/**
 * The keys of every object in `v`, or -1 when Jsonnet would not give the same value: a number
 * that is not finite (Jsonnet: overflow), or nesting deeper than MAX_DEPTH.
 */
function countKeys(v: Plain, acc: number, depth: number): number {
  if (typeof v === 'number') return Number.isFinite(v) ? acc : -1;
  if (v === null || typeof v !== 'object') return acc;
  if (depth >= MAX_DEPTH) return -1;
  // Indexed loops: this runs once, before any of it is optimised, and an unoptimised `for of`
  // allocates an iterator result per element (MBs over kube-prometheus' CRDs).
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      acc = countKeys(v[i] as Plain, acc, depth + 1);
      if (acc < 0) return acc;
    }
    return acc;
  }
  // for-in: JSON.parse's objects list their keys from their shape, where Object.keys would
  // allocate an array per object.
  for (const k in v) {
    acc = countKeys(v[k] as Plain, acc + 1, depth + 1);
    if (acc < 0) return acc;
  }
  return acc;
}

/**
 * `obj[key] = value` as an own, enumerable property even for `__proto__`, whose assignment would
 * set the prototype of an ordinary object instead (JSON.parse makes it an own property too).
 */
export function setField(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

/** Returned by copyPlain when the data is deeper than the frames left. */
export const TOO_DEEP: unique symbol = Symbol('too deep');

/**
 * A copy of the data as Interpreter.toPlain makes it with `asJson`: keys in code point order,
 * ordinary objects (`__proto__` an own property). `frames`: the stack frames left, one taken per
 * non-empty object or array on a path, as manifesting field by field would take them.
 */
function copyPlain(v: Plain, frames: number): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const n = v.length;
    if (n > 0 && frames <= 0) return TOO_DEEP;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const e = v[i] as Plain;
      if (e === null || typeof e !== 'object') out[i] = e;
      else {
        const c = copyPlain(e, frames - 1);
        if (c === TOO_DEEP) return c;
        out[i] = c;
      }
    }
    return out;
  }
  const keys = inCodePointOrder(Object.keys(v));
  if (keys.length > 0 && frames <= 0) return TOO_DEEP;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    let c: unknown = v[k];
    if (c !== null && typeof c === 'object') {
      c = copyPlain(c as Plain, frames - 1);
      if (c === TOO_DEEP) return c;
    }
    setField(out, k, c);
  }
  return out;
}

/**
 * The data itself as Interpreter.toPlain makes it with `asJson` (ordinary objects, keys in code
 * point order), or TOO_DEEP as copyPlain says: copying 4.7 MB of kube-prometheus' CRDs for every
 * output cost more than parsing them. The data is handed out once: it is then put in order and
 * frozen, so no consumer can change what later evaluations of the constant read, and a frozen
 * object is copied, so no output holds one object twice (the YAML printer would alias it).
 */
export function sharedPlain(v: Plain, frames: number): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Object.isFrozen(v)) return copyPlain(v, frames);
  return settle(v) <= frames ? v : TOO_DEEP;
}

/**
 * Orders and freezes `v` and all it holds, a copy taking the place of any part handed out
 * before (frozen), and answers its depth: the non-empty objects and arrays on its deepest path.
 */
function settle(v: PlainObject | Plain[]): number {
  let deepest = 0;
  let n = 0;
  if (Array.isArray(v)) {
    n = v.length;
    for (let i = 0; i < n; i++) {
      const e = v[i] as Plain;
      if (e !== null && typeof e === 'object') deepest = Math.max(deepest, settleIn(v, i, e));
    }
  } else {
    // for-in: JSON.parse's objects list their keys from their shape (no array per object).
    let prev = '';
    let ordered = true;
    for (const k in v) {
      if (n++ > 0 && ordered && compareStrings(prev, k) >= 0) ordered = false;
      prev = k;
      const e = v[k] as Plain;
      if (e !== null && typeof e === 'object') deepest = Math.max(deepest, settleIn(v, k, e));
    }
    if (!ordered) inOrder(v);
  }
  // Empty ones too: a consumer adding to one would change the constant.
  Object.freeze(v);
  return n === 0 ? 0 : deepest + 1;
}

/** settle() of the part `e` of `parent`, replaced by a copy when it was handed out before. */
function settleIn(parent: PlainObject | Plain[], at: string | number, e: PlainObject | Plain[]): number {
  if (!Object.isFrozen(e)) return settle(e);
  const copy = copyPlain(e, Number.POSITIVE_INFINITY) as PlainObject | Plain[];
  if (typeof at === 'number') (parent as Plain[])[at] = copy;
  else setField(parent as Record<string, unknown>, at, copy);
  return settle(copy);
}

/** Puts the object's keys in code point order in place (as far as JS orders keys: integers first). */
function inOrder(o: PlainObject): void {
  const keys = Object.keys(o);
  const sorted = sortByCodePoint(keys.slice());
  const values = sorted.map((k) => o[k]);
  for (const k of keys) delete o[k];
  for (let i = 0; i < sorted.length; i++) setField(o, sorted[i] as string, values[i]);
}

/**
 * The names in code point order. JSON data is mostly written so already (kube-prometheus' CRDs
 * are, every object of them), and checking that costs a comparison per name where sorting costs
 * a scan of every name for surrogates, the sort and its scratch array.
 */
function inCodePointOrder(names: string[]): string[] {
  for (let i = 1; i < names.length; i++) {
    if (compareStrings(names[i - 1] as string, names[i] as string) >= 0) return sortByCodePoint(names);
  }
  return names;
}
