/**
 * Sprig's list functions (list.go). The `must` variants return the error that the plain ones
 * panic with; Go's template turns a panic into the call's error, so both report the same here.
 * A nil list argument fails as Go's reflect.TypeOf(nil).Kind() does: a nil pointer dereference.
 */

import { checkListLength, checkPrintable } from '../limits';
import type { FuncMap, GoValue } from '../value';
import { castToInt64, def, empty, listOf, sameValue } from './common';

/** Whether `hay` holds `needle`; both are checked once, not at each comparison. */
function has(hay: GoValue[], needle: GoValue): boolean {
  checkPrintable(hay);
  checkPrintable(needle);
  return hay.some((h) => sameValue(needle, h));
}

function push(l: GoValue, v: GoValue): GoValue[] {
  checkListLength(listOf(l, (k) => `Cannot push on type ${k}`).length + 1);
  return [...listOf(l, (k) => `Cannot push on type ${k}`), v];
}
function prepend(l: GoValue, v: GoValue): GoValue[] {
  return [v, ...listOf(l, (k) => `Cannot prepend on type ${k}`)];
}
function chunk(size: number, l: GoValue): GoValue[] {
  const a = listOf(l, (k) => `Cannot chunk type ${k}`);
  if (a.length === 0) return [];
  if (size <= 0) throw new Error('runtime error: makeslice: len out of range');
  const out: GoValue[] = [];
  for (let i = 0; i < a.length; i += size) out.push(a.slice(i, i + size));
  return out;
}
function last(l: GoValue): GoValue {
  const a = listOf(l, (k) => `Cannot find last on type ${k}`);
  return a.length === 0 ? null : (a[a.length - 1] as GoValue);
}
function first(l: GoValue): GoValue {
  const a = listOf(l, (k) => `Cannot find first on type ${k}`);
  return a.length === 0 ? null : (a[0] as GoValue);
}
function rest(l: GoValue): GoValue[] {
  return listOf(l, (k) => `Cannot find rest on type ${k}`).slice(1);
}
function initial(l: GoValue): GoValue[] {
  return listOf(l, (k) => `Cannot find initial on type ${k}`).slice(0, -1);
}
function reverse(l: GoValue): GoValue[] {
  return [...listOf(l, (k) => `Cannot find reverse on type ${k}`)].reverse();
}
function compact(l: GoValue): GoValue[] {
  return listOf(l, (k) => `Cannot compact on type ${k}`).filter((x) => !empty(x));
}
function uniq(l: GoValue): GoValue[] {
  const list = listOf(l, (k) => `Cannot find uniq on type ${k}`);
  checkPrintable(list);
  // Scalars by a key, so a list of a million is not compared pairwise; lists and maps deeply.
  const seen = new Set<string>();
  const composites: GoValue[] = [];
  const out: GoValue[] = [];
  for (const x of list) {
    if (x !== null && x !== undefined && typeof x === 'object') {
      if (composites.some((c) => sameValue(x, c))) continue;
      composites.push(x);
    } else if (!(typeof x === 'number' && Number.isNaN(x))) {
      // NaN equals nothing, itself included, so every NaN is kept, as Go's DeepEqual finds.
      const key = x === null || x === undefined ? 'nil' : `${typeof x}:${String(x)}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(x);
  }
  return out;
}
function without(l: GoValue, ...omit: GoValue[]): GoValue[] {
  const list = listOf(l, (k) => `Cannot find without on type ${k}`);
  checkPrintable(list);
  checkPrintable(omit);
  return list.filter((x) => !omit.some((o) => sameValue(x, o)));
}
function hasFn(needle: GoValue, hay: GoValue): boolean {
  if (hay === null || hay === undefined) return false;
  return has(
    listOf(hay, (k) => `Cannot find has on type ${k}`),
    needle,
  );
}
function slice(l: GoValue, ...indices: GoValue[]): GoValue {
  const a = listOf(l, (k) => `list should be type of slice or array but ${k}`);
  if (a.length === 0) return null;
  const start = indices.length > 0 ? Number(castToInt64(indices[0] as GoValue)) : 0;
  const end = indices.length < 2 ? a.length : Number(castToInt64(indices[1] as GoValue));
  if (start < 0 || end < start || end > a.length)
    throw new Error('reflect.Value.Slice: slice index out of bounds');
  return a.slice(start, end);
}
function concat(...lists: GoValue[]): GoValue[] {
  const all = lists.map((l) => listOf(l, (k) => `Cannot concat type ${k} as list`));
  checkListLength(all.reduce((n, l) => n + l.length, 0));
  const out: GoValue[] = [];
  for (const l of all) for (const x of l) out.push(x);
  return out;
}

export const listFuncs: FuncMap = {
  list: def('list', [], 'any', (...v: GoValue[]) => v),
  tuple: def('tuple', [], 'any', (...v: GoValue[]) => v),
  append: def('append', ['any', 'any'], null, push),
  push: def('push', ['any', 'any'], null, push),
  mustAppend: def('mustAppend', ['any', 'any'], null, push),
  mustPush: def('mustPush', ['any', 'any'], null, push),
  prepend: def('prepend', ['any', 'any'], null, prepend),
  mustPrepend: def('mustPrepend', ['any', 'any'], null, prepend),
  first: def('first', ['any'], null, first),
  mustFirst: def('mustFirst', ['any'], null, first),
  last: def('last', ['any'], null, last),
  mustLast: def('mustLast', ['any'], null, last),
  rest: def('rest', ['any'], null, rest),
  mustRest: def('mustRest', ['any'], null, rest),
  initial: def('initial', ['any'], null, initial),
  mustInitial: def('mustInitial', ['any'], null, initial),
  reverse: def('reverse', ['any'], null, reverse),
  mustReverse: def('mustReverse', ['any'], null, reverse),
  uniq: def('uniq', ['any'], null, uniq),
  mustUniq: def('mustUniq', ['any'], null, uniq),
  without: def('without', ['any'], 'any', without),
  mustWithout: def('mustWithout', ['any'], 'any', without),
  has: def('has', ['any', 'any'], null, hasFn),
  mustHas: def('mustHas', ['any', 'any'], null, hasFn),
  slice: def('slice', ['any'], 'any', slice),
  mustSlice: def('mustSlice', ['any'], 'any', slice),
  concat: def('concat', [], 'any', concat),
  compact: def('compact', ['any'], null, compact),
  mustCompact: def('mustCompact', ['any'], null, compact),
  chunk: def('chunk', ['int', 'any'], null, chunk),
  mustChunk: def('mustChunk', ['int', 'any'], null, chunk),
};
