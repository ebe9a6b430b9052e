/**
 * What Sprig's groups share: Go's argument checks for typed parameters, Sprig's `strval` and
 * `empty`, spf13/cast's conversions, reflect.DeepEqual, and Go's type and kind names.
 *
 * Go's text/template converts each argument to the parameter's type before the call and fails
 * with `wrong type for value; expected int; got float64` (data from JSON is float64, so an `int`
 * parameter refuses it, as in Go) or `wrong number of args for trunc: want 2 got 1`. Here the
 * executor hands every function plain values, so `def` performs those checks itself; the
 * executor then reports the message as `error calling trunc: ...` where Go has no such prefix.
 */
import { setOwn } from '../../../model/values';
import { formatValue } from '../fmt';
import { checkPrintable } from '../limits';
import { type GoFunc, GoInt, type GoMap, type GoValue, goTypeName, isGoMap, madeType } from '../value';

/**
 * Go's time.Time, as Sprig's date functions pass it around: an instant in Unix nanoseconds plus
 * the zone it is shown in (a fixed offset in seconds and its abbreviation). It is a Go struct, so
 * `empty` is false for it and `typeOf` says `time.Time`; `String()` is Go's Time.String.
 */
export class GoTime {
  constructor(
    /** Nanoseconds since 1970-01-01T00:00:00Z. */
    readonly unixNano: bigint,
    /** Seconds east of UTC of the zone the time is shown in. */
    readonly offset: number,
    /** The zone's abbreviation, e.g. UTC, CET, or "" for a bare numeric offset. */
    readonly zone: string,
  ) {
    Object.defineProperties(this, {
      unixNano: { enumerable: false },
      offset: { enumerable: false },
      zone: { enumerable: false },
    });
  }

  /** Go's Time.String: `2006-01-02 15:04:05.999999999 -0700 MST`. */
  String(): string {
    return timeHooks.string(this);
  }

  toString(): string {
    return this.String();
  }

  /** Go's Time.MarshalJSON (RFC 3339 with nanoseconds), without the quotes. */
  toJSON(): string {
    return timeHooks.json(this);
  }
}

/** Filled in by dates.ts, which owns Go's time formatting. */
export const timeHooks = {
  string: (t: GoTime): string => `${t.unixNano}`,
  json: (t: GoTime): string => `${t.unixNano}`,
};

/** A semantic version as Sprig's `semver` returns it (Masterminds/semver's *Version). */
export interface SemverValue extends GoMap {
  Major: GoInt;
  Minor: GoInt;
  Patch: GoInt;
  Prerelease: string;
  Metadata: string;
  Original: string;
}

/**
 * An argument that Go's template would refuse before the call (wrong count or type). Go reports
 * it without the `error calling NAME:` prefix; an executor may test for this class to do so too.
 */
export class GoArgError extends Error {
  override name = 'GoArgError';
  /** The argument that could not be converted, reported at its node as Go's evalArg does. */
  arg?: number;
}

export type Param = 'int' | 'string' | 'bool' | 'float64' | 'map' | 'time' | 'any';

const GO_PARAM: Record<Param, string> = {
  int: 'int',
  string: 'string',
  bool: 'bool',
  float64: 'float64',
  map: 'map[string]interface {}',
  time: 'time.Time',
  any: 'interface {}',
};

/** Go's %T of a value. */
export function typeOf(v: GoValue): string {
  if (v instanceof GoTime) return 'time.Time';
  if (typeof v === 'function') return 'func(...interface {}) (interface {}, error)';
  return goTypeName(v);
}

/** reflect.Kind's name of a value's dynamic type. */
export function kindOf(v: GoValue): string {
  if (v === undefined || v === null) return 'invalid';
  if (v instanceof GoTime) return 'struct';
  if (Array.isArray(v)) return 'slice';
  if (isGoMap(v)) return 'map';
  return goTypeName(v); // the scalar kinds share their type's name
}

function convert(p: Param, v: GoValue): unknown {
  if (p === 'any') return v === undefined ? null : v;
  const want = GO_PARAM[p];
  if (v === undefined || v === null) {
    if (p === 'map') return null; // a nil map
    throw new GoArgError(`invalid value; expected ${want}`);
  }
  const got = typeOf(v);
  switch (p) {
    case 'int':
      if (typeof v === 'bigint') {
        if (v > 9223372036854775807n || v < -9223372036854775808n) throw new GoArgError(`${v} overflows int`);
        return Number(v);
      }
      break;
    case 'float64':
      // Only a value of type float64: the executor converts a number constant before the call.
      if (typeof v === 'number') return v;
      break;
    case 'string':
      if (typeof v === 'string') return v;
      break;
    case 'bool':
      if (typeof v === 'boolean') return v;
      break;
    case 'map':
      if (isGoMap(v) && !(v instanceof GoTime)) return v;
      break;
    case 'time':
      if (v instanceof GoTime) return v;
      break;
  }
  throw new GoArgError(`wrong type for value; expected ${want}; got ${got}`);
}

/**
 * A FuncMap entry with Go's parameter checks: `params` are the fixed parameters, `variadic` the
 * type of a trailing `...T` parameter. The body receives converted values: `int` as a JS number,
 * `map` as a GoMap or null (a nil map), `any` as the value itself (a missing value as nil).
 */
export function def(
  name: string,
  params: Param[],
  variadic: Param | null,
  // biome-ignore lint/suspicious/noExplicitAny: the body's parameter types follow `params`.
  body: (...a: any[]) => unknown,
): GoFunc {
  const n = params.length;
  const fn = (...args: GoValue[]) => {
    if (variadic === null ? args.length !== n : args.length < n) {
      const at = variadic === null ? '' : 'at least ';
      throw new GoArgError(`wrong number of args for ${name}: want ${at}${n} got ${args.length}`);
    }
    // Converted in place: the rest array is this call's own (a hot path: no closure per call).
    const conv = args as unknown[];
    let i = 0;
    try {
      for (; i < args.length; i++)
        conv[i] = convert(i < n ? (params[i] as Param) : (variadic as Param), args[i]);
    } catch (err) {
      if (err instanceof GoArgError) err.arg = i;
      throw err;
    }
    return body(...conv) as GoValue;
  };
  // The executor reads the parameter types to convert number constants as Go's evalArg does.
  return Object.assign(fn, { paramType: (i: number) => paramAt(params, variadic, i) });
}

function paramAt(params: Param[], variadic: Param | null, i: number): Param | null {
  return i < params.length ? (params[i] as Param) : variadic;
}

/** Sprig's strval: a string as it is, a time or version by its String, anything else by %v. */
export function strval(v: GoValue): string {
  if (typeof v === 'string') return v;
  if (v instanceof GoTime) return v.String();
  if (v === undefined) return '<nil>';
  return formatValue(v);
}

/** Sprig's `empty`: nil, false, 0, and an empty string, list or map. Structs never are. */
export function empty(v: GoValue): boolean {
  if (v === undefined || v === null) return true;
  if (v instanceof GoTime) return false;
  switch (typeof v) {
    case 'boolean':
      return !v;
    case 'number':
      return v === 0;
    case 'bigint':
      return v === 0n;
    case 'string':
      return v.length === 0;
    case 'function':
      return false;
  }
  if (v instanceof GoInt) return v.value === 0n;
  return Array.isArray(v) ? v.length === 0 : Object.keys(v).length === 0;
}

/** reflect.DeepEqual over the value model: types must match (1 and 1.0 differ), NaN != NaN. */
export function deepEqual(a: GoValue, b: GoValue): boolean {
  // Two lists that share themselves into exponential trees would be compared for ever.
  checkPrintable(a);
  checkPrintable(b);
  return sameValue(a, b);
}

/** reflect.DeepEqual on values already checked to be of printable size (see deepEqual). */
export function sameValue(a: GoValue, b: GoValue): boolean {
  // The same list or map is equal to itself, as Go's DeepEqual finds from the pointer.
  if (a === b && typeof a === 'object') return true;
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (a === null || b === null) return a === b;
  if (a instanceof GoTime || b instanceof GoTime) {
    return (
      a instanceof GoTime &&
      b instanceof GoTime &&
      a.unixNano === b.unixNano &&
      a.offset === b.offset &&
      a.zone === b.zone
    );
  }
  if (typeof a !== typeof b) return false;
  if (typeof a === 'function') return false; // Go: funcs are equal only if both are nil
  if (a instanceof GoInt || b instanceof GoInt) {
    return a instanceof GoInt && b instanceof GoInt && a.type === b.type && a.value === b.value;
  }
  if (typeof a !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b) || madeType(a) !== madeType(b as object)) return false;
  if (Array.isArray(a)) {
    const bl = b as GoValue[];
    return a.length === bl.length && a.every((x, i) => sameValue(x, bl[i]));
  }
  const am = a as GoMap;
  const bm = b as GoMap;
  const ak = Object.keys(am);
  if (ak.length !== Object.keys(bm).length) return false;
  return ak.every((k) => Object.hasOwn(bm, k) && sameValue(am[k], bm[k]));
}

const MAX_INT64 = 9223372036854775807n;
const MIN_INT64 = -9223372036854775808n;

/** Go's int64(f) of a float64 as amd64 does it: truncation, and MinInt64 when it does not fit. */
export function floatToInt64(f: number): bigint {
  if (!Number.isFinite(f) || f >= 2 ** 63 || f < -(2 ** 63)) return MIN_INT64;
  return BigInt(Math.trunc(f));
}

/** Wraps to int64 as Go's arithmetic does. */
export function wrap64(v: bigint): bigint {
  return BigInt.asIntN(64, v);
}

/** cast's trimZeroDecimal: "12.00" → "12". */
function trimZeroDecimal(s: string): string {
  let foundZero = false;
  for (let i = s.length; i > 0; i--) {
    const c = s[i - 1];
    if (c === '.') {
      if (foundZero) return s.slice(0, i - 1);
    } else if (c === '0') {
      foundZero = true;
    } else {
      return s;
    }
  }
  return s;
}

/** strconv.ParseInt(s, base, 64); null where Go returns an error. Base 0 reads Go's prefixes. */
export function parseGoInt(s: string, base: number): bigint | null {
  let i = 0;
  let neg = false;
  if (s[0] === '+' || s[0] === '-') {
    neg = s[0] === '-';
    i = 1;
  }
  let body = s.slice(i);
  let b = base;
  let underscores = false;
  if (base === 0) {
    b = 10;
    if (body[0] === '0' && body.length > 1) {
      const p = (body[1] as string).toLowerCase();
      if (p === 'x') {
        b = 16;
        body = body.slice(2);
      } else if (p === 'o') {
        b = 8;
        body = body.slice(2);
      } else if (p === 'b') {
        b = 2;
        body = body.slice(2);
      } else {
        b = 8;
        body = body.slice(1);
      }
    }
    underscores = true;
  }
  if (body === '') return null;
  let v = 0n;
  let prevUnderscore = true;
  for (const ch of body) {
    if (ch === '_' && underscores && !prevUnderscore) {
      prevUnderscore = true;
      continue;
    }
    const d = Number.parseInt(ch, 36);
    if (Number.isNaN(d) || d >= b) return null;
    v = v * BigInt(b) + BigInt(d);
    prevUnderscore = false;
  }
  if (underscores && prevUnderscore && body.length > 0 && body.endsWith('_')) return null;
  if (neg) v = -v;
  if (v > MAX_INT64 || v < MIN_INT64) return null;
  return v;
}

/** strconv.ParseFloat(s, 64); null where Go returns an error. */
export function parseGoFloat(s: string): number | null {
  const t = s.replace(/_/g, '');
  if (/^[+-]?(inf|infinity)$/i.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
  if (/^[+-]?nan$/i.test(t)) return Number.NaN;
  // Digits after the point only with the point: two adjacent digit runs would backtrack in
  // quadratic time over a long string of digits that then fails.
  if (/^[+-]?(\d+(?:\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(t)) return Number(t);
  if (/^[+-]?0[xX]/.test(t)) {
    const m = /^([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?\d+)$/.exec(t);
    const frac = m?.[3] ?? '';
    if (!m || (m[2] === '' && frac === '')) return null;
    const mant = Number.parseInt(`${m[2]}${frac}` || '0', 16) / 16 ** frac.length;
    const v = mant * 2 ** Number(m[4]);
    return m[1] === '-' ? -v : v;
  }
  return null;
}

/** spf13/cast's ToInt64: numbers truncated, strings parsed (base prefixes allowed), else 0. */
export function castToInt64(v: GoValue): bigint {
  if (v === undefined || v === null) return 0n;
  switch (typeof v) {
    case 'bigint':
      return v;
    case 'number':
      return floatToInt64(v);
    case 'boolean':
      return v ? 1n : 0n;
    case 'string':
      return parseGoInt(trimZeroDecimal(v), 0) ?? 0n;
  }
  // int64(u) of a uint64 past MaxInt64 wraps, as cast's conversion does.
  if (v instanceof GoInt) return BigInt.asIntN(64, v.value);
  return 0n;
}

/** spf13/cast's ToFloat64: numbers as they are, strings parsed, booleans 1/0, else 0. */
export function castToFloat64(v: GoValue): number {
  if (v === undefined || v === null) return 0;
  switch (typeof v) {
    case 'bigint':
      return Number(v);
    case 'number':
      return v;
    case 'boolean':
      return v ? 1 : 0;
    case 'string':
      return parseGoFloat(v) ?? 0;
  }
  if (v instanceof GoInt) return Number(v.value);
  return 0;
}

/** Go's unicode.IsSpace. */
export function isSpace(c: number): boolean {
  if (c <= 0xff) return c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0x85 || c === 0xa0;
  return (
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A Go string's bytes (UTF-8). */
export function bytesOf(s: string): Uint8Array {
  return encoder.encode(s);
}

/** Bytes back to a string (invalid UTF-8 becomes U+FFFD: the one place JS strings cannot follow Go). */
export function stringOf(b: Uint8Array): string {
  return decoder.decode(b);
}

/** Go's s[lo:hi] on a string's bytes, with Go's runtime panic messages. */
export function sliceString(s: string, lo: number | null, hi: number | null): string {
  let isAscii = true;
  for (let i = 0; i < s.length && isAscii; i++) isAscii = s.charCodeAt(i) < 0x80;
  const b = isAscii ? null : bytesOf(s);
  const len = b ? b.length : s.length;
  const h = hi ?? len;
  const l = lo ?? 0;
  if (hi !== null && (h < 0 || h > len)) {
    throw new Error(`runtime error: slice bounds out of range [:${h}] with length ${len}`);
  }
  if (l < 0 || l > h) throw new Error(`runtime error: slice bounds out of range [${l}:${h}]`);
  return b ? stringOf(b.subarray(l, h)) : s.slice(l, h);
}

/** A list argument's elements, or Sprig's error naming the kind (`Cannot push on type string`). */
export function listOf(v: GoValue, message: (kind: string) => string): GoValue[] {
  if (Array.isArray(v)) return v;
  if (v === undefined || v === null) {
    // reflect.TypeOf(nil).Kind() dereferences a nil Type.
    throw new Error('runtime error: invalid memory address or nil pointer dereference');
  }
  throw new Error(message(kindOf(v)));
}

/** A deep copy (copystructure.Copy). */
export function deepCopy(v: GoValue): GoValue {
  checkPrintable(v);
  return copy(v);
}

function copy(v: GoValue): GoValue {
  if (Array.isArray(v)) return v.map(copy);
  if (isGoMap(v) && !(v instanceof GoTime)) {
    const out: GoMap = {};
    for (const k of Object.keys(v)) setOwn(out, k, copy(v[k]));
    return out;
  }
  return v;
}

export const NOT_DETERMINISTIC = (name: string): GoFunc => {
  return () => {
    throw new Error(`${name} is not deterministic and is not available in rigging's templates`);
  };
};
