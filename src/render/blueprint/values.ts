import { setOwn } from '../../model/values';
import { GoInt, type GoMap, type GoValue } from '../../template/gotemplate';

/**
 * A value as Landscaper holds it after JSON: Go decodes every number into interface{} as float64,
 * so integers become plain numbers (and print as Go prints float64: 3e+06). Maps and lists are
 * copied; undefined entries are dropped.
 */
export function jsonValue(v: GoValue): GoValue {
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof GoInt) return Number(v.value);
  if (Array.isArray(v)) return v.map(jsonValue);
  if (v !== null && typeof v === 'object') {
    const out: GoMap = {};
    for (const [k, e] of Object.entries(v as GoMap)) if (e !== undefined) setOwn(out, k, jsonValue(e));
    return out;
  }
  return v;
}
