/**
 * Sprig's reflection functions: typeOf (Go's %T), typeIs, typeIsLike, kindOf, kindIs, deepEqual.
 * Go's types as the value model keeps them (value.ts): float64, int, int64 and the other integer
 * types, string, bool, []interface {}, map[string]interface {}, the []int, []string and
 * map[string]string that Sprig's functions return, time.Time, <nil>.
 */
import type { FuncMap, GoValue } from '../value';
import { deepEqual, def, kindOf, typeOf } from './common';

export const reflectionFuncs: FuncMap = {
  typeOf: def('typeOf', ['any'], null, typeOf),
  typeIs: def('typeIs', ['string', 'any'], null, (t: string, v: GoValue) => t === typeOf(v)),
  typeIsLike: def('typeIsLike', ['string', 'any'], null, (t: string, v: GoValue) => {
    const got = typeOf(v);
    return t === got || `*${t}` === got;
  }),
  kindOf: def('kindOf', ['any'], null, kindOf),
  kindIs: def('kindIs', ['string', 'any'], null, (k: string, v: GoValue) => k === kindOf(v)),
  deepEqual: def('deepEqual', ['any', 'any'], null, deepEqual),
};
