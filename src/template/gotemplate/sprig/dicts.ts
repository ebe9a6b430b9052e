/**
 * Sprig's dict functions (dict.go). `set`, `unset`, `merge` and `mergeOverwrite` change the map
 * they are given, as in Go. Go ranges over a map in random order, so `keys` and `values` have no
 * order in Sprig; here they follow the keys sorted as Go sorts strings (by bytes), so output is
 * deterministic (`keys` of several dicts: each dict's sorted keys in turn, duplicates kept).
 * merge/mergeOverwrite follow dario.cat/mergo v1.0 for map[string]interface{}.
 */
import { compareUtf8, setOwn } from '../../../model/values';
import { checkPrintable } from '../limits';
import { type FuncMap, type GoMap, type GoValue, isGoMap, ofType } from '../value';
import { def, empty, GoTime, strval, typeOf } from './common';

const sorted = (m: GoMap) => Object.keys(m).sort(compareUtf8);
const isMap = (v: GoValue): v is GoMap => isGoMap(v) && !(v instanceof GoTime);

/**
 * mergo's deepMerge of a map[string]interface{} `src` into `dst`: a nested map is merged into the
 * destination's map; otherwise a value is written where the destination lacks the key or holds an
 * empty value (nil, "", 0, false, empty list or map), or always with `overwrite`. A nil source
 * value is skipped, unless overwriting.
 */
function mergeInto(dst: GoMap, src: GoMap, overwrite: boolean): void {
  for (const k of Object.keys(src)) {
    const sv = src[k] as GoValue;
    const has = Object.hasOwn(dst, k);
    const dv = dst[k] as GoValue;
    if (sv === null || sv === undefined) {
      if (overwrite) setOwn(dst, k, null);
      continue;
    }
    if (isMap(sv) && has && isMap(dv)) mergeInto(dv, sv, overwrite);
    if (has && !empty(dv)) {
      if (Array.isArray(sv)) {
        if (overwrite) setOwn(dst, k, sv);
        continue;
      }
      if (isMap(sv) && isMap(dv)) continue;
    }
    if (overwrite || !has || empty(dv)) setOwn(dst, k, sv);
  }
}

function merge(name: string, overwrite: boolean) {
  return def(name, ['map'], 'map', (dst: GoMap | null, ...srcs: (GoMap | null)[]) => {
    let d = dst;
    // Maps that share themselves into exponential trees would be merged for ever.
    for (const s of srcs) checkPrintable(s);
    for (const s of srcs) {
      if (s === null) continue;
      if (d === null) d = {};
      mergeInto(d, s, overwrite);
    }
    return d;
  });
}

function typeAssert(v: GoValue, want: string): never {
  throw new Error(
    `interface conversion: interface {} is ${v === null || v === undefined ? 'nil' : typeOf(v)}, not ${want}`,
  );
}

function dig(...ps: GoValue[]): GoValue {
  if (ps.length < 3) throw new Error('dig needs at least three arguments');
  let dict = ps[ps.length - 1] as GoValue;
  const d = ps[ps.length - 2] as GoValue;
  const keys = ps.slice(0, -2).map((k) => (typeof k === 'string' ? k : typeAssert(k, 'string')));
  if (!isMap(dict)) typeAssert(dict, 'map[string]interface {}');
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    if (!Object.hasOwn(dict as GoMap, k)) return d;
    const step = (dict as GoMap)[k] as GoValue;
    if (i === keys.length - 1) return step;
    if (!isMap(step)) typeAssert(step, 'map[string]interface {}');
    dict = step;
  }
  return d;
}

function nilMapWrite(): never {
  throw new Error('assignment to entry in nil map');
}

export const dictFuncs: FuncMap = {
  dict: def('dict', [], 'any', (...v: GoValue[]) => {
    const out: GoMap = {};
    for (let i = 0; i < v.length; i += 2)
      setOwn(out, strval(v[i] as GoValue), i + 1 < v.length ? (v[i + 1] as GoValue) : '');
    return out;
  }),
  get: def('get', ['map', 'string'], null, (d: GoMap | null, k: string) =>
    d !== null && Object.hasOwn(d, k) ? (d[k] as GoValue) : '',
  ),
  set: def('set', ['map', 'string', 'any'], null, (d: GoMap | null, k: string, v: GoValue) => {
    if (d === null) nilMapWrite();
    setOwn(d, k, v);
    return d;
  }),
  unset: def('unset', ['map', 'string'], null, (d: GoMap | null, k: string) => {
    if (d !== null) delete d[k];
    return d;
  }),
  hasKey: def(
    'hasKey',
    ['map', 'string'],
    null,
    (d: GoMap | null, k: string) => d !== null && Object.hasOwn(d, k),
  ),
  pluck: def('pluck', ['string'], 'map', (k: string, ...ds: (GoMap | null)[]) =>
    ds.filter((d): d is GoMap => d !== null && Object.hasOwn(d, k)).map((d) => d[k] as GoValue),
  ),
  keys: def('keys', [], 'map', (...ds: (GoMap | null)[]) =>
    ofType(
      ds.flatMap((d) => (d === null ? [] : sorted(d))),
      '[]string',
    ),
  ),
  pick: def('pick', ['map'], 'string', (d: GoMap | null, ...ks: string[]) => {
    const out: GoMap = {};
    for (const k of ks) if (d !== null && Object.hasOwn(d, k)) setOwn(out, k, d[k] as GoValue);
    return out;
  }),
  omit: def('omit', ['map'], 'string', (d: GoMap | null, ...ks: string[]) => {
    const out: GoMap = {};
    const skip = new Set(ks);
    if (d !== null) for (const k of Object.keys(d)) if (!skip.has(k)) setOwn(out, k, d[k] as GoValue);
    return out;
  }),
  merge: merge('merge', false),
  mustMerge: merge('mustMerge', false),
  mergeOverwrite: merge('mergeOverwrite', true),
  mustMergeOverwrite: merge('mustMergeOverwrite', true),
  values: def('values', ['map'], null, (d: GoMap | null) =>
    d === null ? [] : sorted(d).map((k) => d[k] as GoValue),
  ),
  dig: def('dig', [], 'any', dig),
};
