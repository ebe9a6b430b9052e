/** std functions over arrays and functions: map, filter, folds, sort and the set operations. */
import { constants } from 'node:buffer';
import type * as V8 from 'node:v8';
import type { Loc } from '../ast';
import type { Interpreter } from '../evaluate';
import { Func, type Lazy, Thunk, typeOf, type Value } from '../value';
import { type BuiltinTable, codePoints, expectType, fail, force } from './index';
import { notStringMember } from './strings';

type I = Interpreter;

/** The elements of an array (forced), or the characters of a string. */
function items(interp: I, v: Value, loc: Loc | undefined): Value[] {
  if (typeof v === 'string') return codePoints(v);
  return (v as Lazy[]).map((t) => force(interp, t, loc));
}

function lazyItems(v: Value): Lazy[] {
  return typeof v === 'string' ? codePoints(v).map((c) => Thunk.of(c)) : (v as Lazy[]);
}

/** A lazy call: the element is computed when read, as std.makeArray's thunks are. */
function lazyCall(interp: I, fn: Func, args: Lazy[], loc: Loc | undefined): Thunk {
  return new Thunk(() => interp.call(fn, args, null, null, loc));
}

/** std.sum: `std.foldl(function(a, b) a + b, arr, 0)`, with `+`'s meaning on any type. */
function sum(interp: I, xs: Lazy[], loc: Loc | undefined): Value {
  let acc: Value = 0;
  for (const t of xs) acc = interp.plus(acc, force(interp, t, loc), loc);
  return acc;
}

function needFn(interp: I, loc: Loc | undefined, f: Value, what: string): Func {
  if (!(f instanceof Func)) fail(interp, loc, `${what} must be function, got ${typeOf(f)}`);
  return f as Func;
}

function keyed(interp: I, keyF: Value, loc: Loc | undefined): (v: Value) => Value {
  if (keyF === null) return (v) => v;
  const f = needFn(interp, loc, keyF, 'keyF');
  return (v) => interp.apply(f, [v], loc);
}

function strictArray(interp: I, fn: string, v: Value, loc: Loc | undefined): Lazy[] {
  if (!Array.isArray(v)) fail(interp, loc, `${fn} expected array, got ${typeOf(v)}`);
  return v as Lazy[];
}

/**
 * Checks a large array while it is built: the deadline on every element, and the heap every 2^16
 * elements. libjsonnet (and go-jsonnet) simply run out of memory on `std.range(1, 1e9)`; a pull
 * request must not take the action down that way, so past 70% of the heap limit it ends as a
 * jsonnet error instead. With a deadline the deadline usually comes first, as upstream's would.
 */
function building(interp: I, loc: Loc | undefined, fn: string, i: number): void {
  interp.tick();
  if ((i & 0xffff) === 0xffff) {
    // Required here, not imported: most programs never build an array this long.
    const heap = (require('node:v8') as typeof V8).getHeapStatistics();
    if (heap.used_heap_size > 0.7 * heap.heap_size_limit)
      fail(interp, loc, `${fn}: out of memory after ${i + 1} elements`);
  }
}

/** The most elements a V8 array holds (2^27): a longer one fails however much memory is free. */
const MAX_ARRAY = 2 ** 27;
/** The longest string V8 builds (buffer.constants.MAX_STRING_LENGTH). */
const MAX_STRING = constants.MAX_STRING_LENGTH;

/** Refuses an array that cannot be built, at once rather than after filling the heap. */
function tooLong(interp: I, loc: Loc | undefined, fn: string, n: number): never {
  return fail(interp, loc, `${fn}: out of memory: ${n} elements (an array holds at most ${MAX_ARRAY})`);
}

/**
 * An integer argument: libjsonnet truncates 2.5 to 2, go-jsonnet refuses it with this message
 * (its `%v` of the number), as rigging does.
 */
function integer(interp: I, loc: Loc | undefined, n: number): number {
  if (!Number.isInteger(n)) fail(interp, loc, `Expected an integer, but got ${goNumber(n)}`);
  return n;
}

/** A size (std.makeArray's, and the functions std.jsonnet builds on it): whole, >= 0, buildable. */
function count(interp: I, loc: Loc | undefined, fn: string, n: number): number {
  integer(interp, loc, n);
  if (n < 0) fail(interp, loc, `makeArray requires size >= 0, got ${n}`);
  if (n > MAX_ARRAY) tooLong(interp, loc, fn, n);
  return n;
}

/** Go's `%v` of a float64: shortest digits, exponent form below 1e-4 and from 1e6 up. */
function goNumber(v: number): string {
  if (!Number.isFinite(v)) return Number.isNaN(v) ? 'NaN' : v > 0 ? '+Inf' : '-Inf';
  const [m = '', e = '0'] = v.toExponential().split('e');
  const exp = Number(e);
  if (exp >= -4 && exp < 6) return String(v);
  return `${m}e${exp < 0 ? '-' : '+'}${Math.abs(exp) < 10 ? '0' : ''}${Math.abs(exp)}`;
}

export function arrayFunctions(): BuiltinTable {
  return {
    makeArray: {
      params: ['sz', 'func'],
      fn: (interp, args, loc) => {
        expectType(interp, loc, 'makeArray', args, ['number', 'function']);
        const n = count(interp, loc, 'std.makeArray', args[0] as number);
        const f = args[1] as Func;
        if (f.paramNames.length !== 1)
          fail(interp, loc, `makeArray function must take 1 param, got: ${f.paramNames.length}`);
        const out: Lazy[] = [];
        for (let i = 0; i < n; i++) {
          building(interp, loc, 'std.makeArray', i);
          out.push(lazyCall(interp, f, [Thunk.of(i)], loc));
        }
        return out;
      },
    },
    range: {
      params: ['from', 'to'],
      fn: (interp, args, loc) => {
        expectType(interp, loc, 'range', args, ['number', 'number']);
        const from = integer(interp, loc, args[0] as number);
        const to = integer(interp, loc, args[1] as number);
        if (to - from + 1 > MAX_ARRAY) tooLong(interp, loc, 'std.range', to - from + 1);
        const out: Lazy[] = [];
        for (let i = from; i <= to; i++) {
          building(interp, loc, 'std.range', i - from);
          out.push(Thunk.of(i));
        }
        return out;
      },
    },
    repeat: {
      params: ['what', 'count'],
      fn: (interp, [what, times], loc) => {
        if (typeof times !== 'number') fail(interp, loc, `makeArray requires number, got ${typeOf(times)}`);
        if (typeof what !== 'string' && !Array.isArray(what))
          fail(interp, loc, 'std.repeat first argument must be an array or a string');
        // std.jsonnet builds the copies with std.makeArray(count, ...): its checks apply
        const n = count(interp, loc, 'std.repeat', times as number);
        if (typeof what === 'string') {
          if (what.length * n > MAX_STRING)
            fail(
              interp,
              loc,
              `std.repeat: out of memory: ${what.length * n} characters (a string holds at most ${MAX_STRING})`,
            );
          return what.repeat(n);
        }
        const xs = what as Lazy[];
        if (xs.length * n > MAX_ARRAY) tooLong(interp, loc, 'std.repeat', xs.length * n);
        const out: Lazy[] = [];
        for (let i = 0; i < n; i++) {
          building(interp, loc, 'std.repeat', i * xs.length);
          for (const t of xs) out.push(t);
        }
        return out;
      },
    },
    map: {
      params: ['func', 'arr'],
      fn: (interp, [func, arr], loc) => {
        const f = needFn(interp, loc, func, 'std.map first param');
        if (!Array.isArray(arr) && typeof arr !== 'string')
          fail(interp, loc, `std.map second param must be array / string, got ${typeOf(arr)}`);
        return lazyItems(arr).map((t) => lazyCall(interp, f, [t], loc));
      },
    },
    mapWithIndex: {
      params: ['func', 'arr'],
      fn: (interp, [func, arr], loc) => {
        const f = needFn(interp, loc, func, 'std.mapWithIndex first param');
        if (!Array.isArray(arr) && typeof arr !== 'string')
          fail(interp, loc, `std.mapWithIndex second param must be array, got ${typeOf(arr)}`);
        return lazyItems(arr).map((t, i) => lazyCall(interp, f, [Thunk.of(i), t], loc));
      },
    },
    flatMap: {
      params: ['func', 'arr'],
      fn: (interp, [func, arr], loc) => {
        const f = needFn(interp, loc, func, 'std.flatMap first param');
        if (Array.isArray(arr)) {
          const out: Lazy[] = [];
          for (const t of arr) {
            const r = interp.call(f, [t], null, null, loc);
            if (r === null) continue;
            if (!Array.isArray(r))
              fail(interp, loc, `binary operator + requires matching types, got array and ${typeOf(r)}.`);
            for (const x of r as Lazy[]) out.push(x);
          }
          return out;
        }
        if (typeof arr === 'string') {
          let out = '';
          for (const c of codePoints(arr)) {
            const r = interp.apply(f, [c], loc);
            if (r === null) continue;
            if (typeof r !== 'string') fail(interp, loc, `expected string but arr[0] was ${typeOf(r)}`);
            out += r as string;
          }
          return out;
        }
        return fail(interp, loc, `std.flatMap second param must be array / string, got ${typeOf(arr)}`);
      },
    },
    filter: {
      params: ['func', 'arr'],
      fn: (interp, args, loc) => {
        expectType(interp, loc, 'filter', args, ['function', 'array']);
        const f = args[0] as Func;
        if (f.paramNames.length !== 1) fail(interp, loc, 'filter function takes 1 parameter.');
        const out: Lazy[] = [];
        for (const t of args[1] as Lazy[]) {
          const keep = interp.call(f, [t], null, null, loc);
          if (typeof keep !== 'boolean')
            fail(interp, loc, `filter function must return boolean, got: ${typeOf(keep)}`);
          if (keep) out.push(t);
        }
        return out;
      },
    },
    filterMap: {
      params: ['filter_func', 'map_func', 'arr'],
      fn: (interp, [ff, mf, arr], loc) => {
        const f = needFn(interp, loc, ff, 'std.filterMap first param');
        const m = needFn(interp, loc, mf, 'std.filterMap second param');
        if (!Array.isArray(arr))
          fail(interp, loc, `std.filterMap third param must be array, got ${typeOf(arr)}`);
        const out: Lazy[] = [];
        for (const t of arr as Lazy[]) {
          const keep = interp.call(f, [t], null, null, loc);
          if (typeof keep !== 'boolean')
            fail(interp, loc, `filter function must return boolean, got: ${typeOf(keep)}`);
          if (keep) out.push(lazyCall(interp, m, [t], loc));
        }
        return out;
      },
    },
    foldl: {
      params: ['func', 'arr', 'init'],
      fn: (interp, [func, arr, init], loc) => {
        const f = needFn(interp, loc, func, 'foldl first param');
        let acc: Value = init as Value;
        for (const t of lazyItems(strictIndexable(interp, 'foldl', arr, loc)))
          acc = interp.call(f, [Thunk.of(acc), t], null, null, loc);
        return acc;
      },
    },
    foldr: {
      params: ['func', 'arr', 'init'],
      fn: (interp, [func, arr, init], loc) => {
        const f = needFn(interp, loc, func, 'foldr first param');
        let acc: Value = init as Value;
        const xs = lazyItems(strictIndexable(interp, 'foldr', arr, loc));
        for (let i = xs.length - 1; i >= 0; i--)
          acc = interp.call(f, [xs[i] as Lazy, Thunk.of(acc)], null, null, loc);
        return acc;
      },
    },
    member: {
      params: ['arr', 'x'],
      fn: (interp, [arr, x], loc) => {
        if (Array.isArray(arr)) return arr.some((t) => interp.equals(force(interp, t, loc), x, loc));
        if (typeof arr === 'string') {
          if (typeof x !== 'string') fail(interp, loc, notStringMember('std.member', typeOf(x)));
          return (x as string).length > 0 && arr.includes(x as string);
        }
        return fail(interp, loc, 'std.member first argument must be an array or a string');
      },
    },
    count: {
      params: ['arr', 'x'],
      fn: (interp, [arr, x], loc) => {
        expectType(interp, loc, 'count', [arr, x], ['array', 'any']);
        let n = 0;
        for (const t of arr as Lazy[]) if (interp.equals(force(interp, t, loc), x, loc)) n++;
        return n;
      },
    },
    find: {
      params: ['value', 'arr'],
      fn: (interp, [value, arr], loc) => {
        if (!Array.isArray(arr))
          fail(interp, loc, `find second parameter should be an array, got ${typeOf(arr)}`);
        const out: Lazy[] = [];
        (arr as Lazy[]).forEach((t, i) => {
          if (interp.equals(force(interp, t, loc), value, loc)) out.push(Thunk.of(i));
        });
        return out;
      },
    },
    join: {
      params: ['sep', 'arr'],
      fn: (interp, [sep, arr], loc) => {
        if (!Array.isArray(arr))
          fail(interp, loc, `join second parameter should be an array, got ${typeOf(arr)}`);
        const xs = arr as Lazy[];
        if (typeof sep === 'string') {
          const parts: string[] = [];
          for (let i = 0; i < xs.length; i++) {
            const v = force(interp, xs[i] as Lazy, loc);
            if (v === null) continue;
            if (typeof v !== 'string') fail(interp, loc, `expected string but arr[${i}] was ${typeOf(v)}`);
            parts.push(v as string);
          }
          return parts.join(sep);
        }
        if (Array.isArray(sep)) {
          const out: Lazy[] = [];
          let first = true;
          for (let i = 0; i < xs.length; i++) {
            const v = force(interp, xs[i] as Lazy, loc);
            if (v === null) continue;
            if (!Array.isArray(v)) fail(interp, loc, `expected array but arr[${i}] was ${typeOf(v)}`);
            if (!first) for (const t of sep) out.push(t);
            first = false;
            for (const t of v as Lazy[]) out.push(t);
          }
          return out;
        }
        return fail(interp, loc, `join first parameter should be string or array, got ${typeOf(sep)}`);
      },
    },
    lines: {
      params: ['arr'],
      fn: (interp, [arr], loc) => {
        const xs = strictArray(interp, 'lines', arr, loc);
        let out = '';
        xs.forEach((t, i) => {
          const v = force(interp, t, loc);
          if (v === null) return;
          if (typeof v !== 'string') fail(interp, loc, `expected string but arr[${i}] was ${typeOf(v)}`);
          out += `${v}\n`;
        });
        return out;
      },
    },
    deepJoin: {
      params: ['arr'],
      fn: (interp, [arr], loc) => {
        const parts: string[] = [];
        const walk = (v: Value) => {
          if (typeof v === 'string') parts.push(v);
          else if (Array.isArray(v)) for (const t of v) walk(force(interp, t, loc));
          else fail(interp, loc, `Expected string or array, got ${typeOf(v)}`);
        };
        walk(arr);
        return parts.join('');
      },
    },
    flattenArrays: {
      params: ['arrs'],
      fn: (interp, [arrs], loc) => {
        const out: Lazy[] = [];
        for (const t of strictArray(interp, 'flattenArrays', arrs, loc)) {
          const v = force(interp, t, loc);
          if (!Array.isArray(v))
            fail(interp, loc, `binary operator + requires matching types, got array and ${typeOf(v)}.`);
          for (const x of v as Lazy[]) out.push(x);
        }
        return out;
      },
    },
    reverse: {
      params: ['arr'],
      fn: (interp, [arr], loc) =>
        lazyItems(strictIndexable(interp, 'reverse', arr, loc))
          .slice()
          .reverse(),
    },
    all: {
      params: ['arr'],
      fn: (interp, [arr], loc) => {
        if (!Array.isArray(arr)) fail(interp, loc, `all() parameter should be an array, got ${typeOf(arr)}`);
        for (const t of arr as Lazy[]) {
          const e = force(interp, t, loc);
          if (typeof e !== 'boolean')
            // v0.20's std.jsonnet calls std.format with three arguments here.
            fail(interp, loc, 'too many args, function has 2 parameter(s)');
          if (!e) return false;
        }
        return true;
      },
    },
    any: {
      params: ['arr'],
      fn: (interp, [arr], loc) => {
        if (!Array.isArray(arr)) fail(interp, loc, `any() parameter should be an array, got ${typeOf(arr)}`);
        for (const t of arr as Lazy[]) {
          const e = force(interp, t, loc);
          if (typeof e !== 'boolean')
            // v0.20's std.jsonnet calls std.format with three arguments here.
            fail(interp, loc, 'too many args, function has 2 parameter(s)');
          if (e) return true;
        }
        return false;
      },
    },
    sum: {
      params: ['arr'],
      fn: (interp, [arr], loc) => sum(interp, strictArray(interp, 'sum', arr, loc), loc),
    },
    avg: {
      params: ['arr'],
      fn: (interp, [arr], loc) => {
        const xs = strictArray(interp, 'avg', arr, loc);
        if (xs.length === 0) fail(interp, loc, 'Cannot calculate average of an empty array.');
        const total = sum(interp, xs, loc);
        if (typeof total !== 'number')
          fail(interp, loc, `binary operator / requires matching types, got ${typeOf(total)} and number.`);
        return (total as number) / xs.length;
      },
    },
    slice: {
      params: ['indexable', 'index', 'end', 'step'],
      fn: (interp, [x, start, end, step], loc) =>
        interp.sliceValue(x, start as number | null, end as number | null, step as number | null, loc),
    },
    sort: {
      params: ['arr', 'keyF'],
      defaults: { keyF: null },
      fn: (interp, [arr, keyF], loc) =>
        sortLazy(interp, strictIndexable(interp, 'sort', arr, loc), keyF, loc),
    },
    uniq: {
      params: ['arr', 'keyF'],
      defaults: { keyF: null },
      fn: (interp, [arr, keyF], loc) =>
        uniq(interp, lazyItems(strictIndexable(interp, 'uniq', arr, loc)), keyF, loc),
    },
    set: {
      params: ['arr', 'keyF'],
      defaults: { keyF: null },
      fn: (interp, [arr, keyF], loc) =>
        uniq(interp, sortLazy(interp, strictIndexable(interp, 'set', arr, loc), keyF, loc), keyF, loc),
    },
    setMember: {
      params: ['x', 'arr', 'keyF'],
      defaults: { keyF: null },
      fn: (interp, [x, arr, keyF], loc) => {
        const key = keyed(interp, keyF, loc);
        const xs = lazyItems(strictIndexable(interp, 'setMember', arr, loc));
        const k = key(x);
        // Binary search: the array is a set (sorted by keyF).
        let lo = 0;
        let hi = xs.length - 1;
        while (lo <= hi) {
          const mid = (lo + hi) >> 1;
          const c = interp.compare(key(force(interp, xs[mid] as Lazy, loc)), k, loc);
          if (c === 0) return true;
          if (c < 0) lo = mid + 1;
          else hi = mid - 1;
        }
        return false;
      },
    },
    setUnion: setOp('union'),
    setInter: setOp('inter'),
    setDiff: setOp('diff'),
    minArray: minMax('minArray', -1),
    maxArray: minMax('maxArray', 1),
    remove: {
      params: ['arr', 'elem'],
      fn: (interp, [arr, elem], loc) => {
        const xs = strictArray(interp, 'remove', arr, loc);
        const i = xs.findIndex((t) => interp.equals(force(interp, t, loc), elem, loc));
        return i < 0 ? xs : [...xs.slice(0, i), ...xs.slice(i + 1)];
      },
    },
    removeAt: {
      params: ['arr', 'i'],
      fn: (interp, [arr, at], loc) => strictArray(interp, 'removeAt', arr, loc).filter((_, i) => i !== at),
    },
    contains: {
      params: ['arr', 'elem'],
      fn: (interp, [arr, elem], loc) =>
        strictArray(interp, 'contains', arr, loc).some((t) =>
          interp.equals(force(interp, t, loc), elem, loc),
        ),
    },
    flattenDeepArray: {
      params: ['value'],
      fn: (interp, [value], loc) => {
        const out: Lazy[] = [];
        const walk = (v: Value) => {
          if (Array.isArray(v)) for (const t of v) walk(force(interp, t, loc));
          else out.push(Thunk.of(v));
        };
        walk(value);
        return out;
      },
    },
  };
}

function strictIndexable(interp: I, fn: string, v: Value, loc: Loc | undefined): Value {
  if (!Array.isArray(v) && typeof v !== 'string') fail(interp, loc, `${fn} expected array, got ${typeOf(v)}`);
  return v;
}

/** std.sort: stable, keys computed once per element. */
function sortLazy(interp: I, arr: Value, keyF: Value, loc: Loc | undefined): Lazy[] {
  const xs = lazyItems(arr);
  const key = keyed(interp, keyF, loc);
  const keys = xs.map((t) => key(force(interp, t, loc)));
  const idx = xs.map((_, i) => i);
  idx.sort((a, b) => interp.compare(keys[a] as Value, keys[b] as Value, loc) || a - b);
  return idx.map((i) => xs[i] as Lazy);
}

function uniq(interp: I, xs: Lazy[], keyF: Value, loc: Loc | undefined): Lazy[] {
  const key = keyed(interp, keyF, loc);
  const out: Lazy[] = [];
  let last: Value | undefined;
  for (const t of xs) {
    const k = key(force(interp, t, loc));
    if (out.length > 0 && interp.equals(last as Value, k, loc)) continue;
    out.push(t);
    last = k;
  }
  return out;
}

function setOp(kind: 'union' | 'inter' | 'diff'): BuiltinTable[string] {
  return {
    params: ['a', 'b', 'keyF'],
    defaults: { keyF: null },
    fn: (interp, [a, b, keyF], loc) => {
      const name = `set${kind[0]?.toUpperCase()}${kind.slice(1)}`;
      const xs = lazyItems(strictIndexable(interp, name, a, loc));
      const ys = lazyItems(strictIndexable(interp, name, b, loc));
      const key = keyed(interp, keyF, loc);
      const out: Lazy[] = [];
      let i = 0;
      let j = 0;
      while (i < xs.length && j < ys.length) {
        const ak = key(force(interp, xs[i] as Lazy, loc));
        const bk = key(force(interp, ys[j] as Lazy, loc));
        const c = interp.equals(ak, bk, loc) ? 0 : interp.compare(ak, bk, loc);
        if (c === 0) {
          if (kind !== 'diff') out.push(xs[i] as Lazy);
          i++;
          j++;
        } else if (c < 0) {
          if (kind !== 'inter') out.push(xs[i] as Lazy);
          i++;
        } else {
          if (kind === 'union') out.push(ys[j] as Lazy);
          j++;
        }
      }
      if (kind !== 'inter') for (; i < xs.length; i++) out.push(xs[i] as Lazy);
      if (kind === 'union') for (; j < ys.length; j++) out.push(ys[j] as Lazy);
      return out;
    },
  };
}

function minMax(name: string, sign: number): BuiltinTable[string] {
  return {
    params: ['arr', 'keyF', 'onEmpty'],
    defaults: { keyF: null, onEmpty: null },
    fn: (interp, [arr, keyF, onEmpty], loc) => {
      const xs = strictArray(interp, name, arr, loc);
      if (xs.length === 0)
        return onEmpty === null
          ? fail(interp, loc, `Expected at least one element in array. Got none`)
          : onEmpty;
      const key = keyed(interp, keyF, loc);
      let best = force(interp, xs[0] as Lazy, loc);
      let bestKey = key(best);
      for (let i = 1; i < xs.length; i++) {
        const v = force(interp, xs[i] as Lazy, loc);
        const k = key(v);
        if (interp.compare(k, bestKey, loc) * sign > 0) {
          best = v;
          bestKey = k;
        }
      }
      return best;
    },
  };
}

export { items };
