/**
 * Sprig's defaults group (defaults.go): default, empty, coalesce, all, any, ternary, deepCopy and
 * the JSON functions, with Go's encoding/json output: map keys sorted by bytes, `<`, `>`, `&`
 * escaped as \u003c, \u003e, \u0026 except in toRawJson, U+2028/U+2029 always escaped, floats as
 * Go's encoder writes them (1000000 for 1e6, 1e+21 and 1e-7 past its thresholds), toPrettyJson
 * indented by two spaces with empty lists and maps kept as [] and {}.
 */
import { compareUtf8, setOwn } from '../../../model/values';
import { checkPrintable } from '../limits';
import { type FuncMap, GoInt, type GoMap, type GoValue } from '../value';
import { deepCopy, def, empty, GoTime, typeOf } from './common';

function jsonString(s: string, escapeHTML: boolean): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      const n = s.charCodeAt(i + 1);
      if (c <= 0xdbff && n >= 0xdc00 && n <= 0xdfff) {
        out += s[i] + (s[i + 1] as string);
        i++;
      } else {
        out += '\\ufffd'; // invalid UTF-8 (a lone surrogate here) → U+FFFD, as Go's encoder does
      }
      continue;
    }
    switch (c) {
      case 0x22:
        out += '\\"';
        continue;
      case 0x5c:
        out += '\\\\';
        continue;
      case 0x0a:
        out += '\\n';
        continue;
      case 0x0d:
        out += '\\r';
        continue;
      case 0x09:
        out += '\\t';
        continue;
      case 0x08:
        out += '\\b';
        continue;
      case 0x0c:
        out += '\\f';
        continue;
    }
    if (
      c < 0x20 ||
      c === 0x2028 ||
      c === 0x2029 ||
      (escapeHTML && (c === 0x3c || c === 0x3e || c === 0x26))
    ) {
      out += `\\u${c.toString(16).padStart(4, '0')}`;
      continue;
    }
    out += s[i];
  }
  return `${out}"`;
}

/** encoding/json's floatEncoder for float64. */
export function jsonFloat(f: number): string {
  if (!Number.isFinite(f))
    throw new Error(`json: unsupported value: ${Number.isNaN(f) ? 'NaN' : f > 0 ? '+Inf' : '-Inf'}`);
  if (Object.is(f, -0)) return '-0';
  // JS's shortest form matches strconv's 'f' for 1e-6 <= |f| < 1e21 and 'e' (after Go's cleanup
  // of e-07 to e-7) outside that range, which are the very thresholds Go's encoder uses.
  return String(f);
}

/** encoding/json's Marshal (indent "" for compact output). */
export function marshalJson(v: GoValue, escapeHTML: boolean, indent: string): string {
  checkPrintable(v);
  const enc = (x: GoValue, prefix: string): string => {
    if (x === undefined || x === null) return 'null';
    if (x instanceof GoTime) return jsonString(x.toJSON(), escapeHTML);
    switch (typeof x) {
      case 'boolean':
        return x ? 'true' : 'false';
      case 'number':
        return jsonFloat(x);
      case 'bigint':
        return x.toString();
      case 'string':
        return jsonString(x, escapeHTML);
      case 'function':
        throw new Error(`json: unsupported type: ${typeOf(x)}`);
    }
    if (x instanceof GoInt) return x.value.toString();
    const inner = prefix + indent;
    const nl = indent === '' ? '' : `\n${inner}`;
    const end = indent === '' ? '' : `\n${prefix}`;
    if (Array.isArray(x)) {
      if (x.length === 0) return '[]';
      return `[${nl}${x.map((e) => enc(e, inner)).join(`,${nl}`)}${end}]`;
    }
    const keys = Object.keys(x).sort(compareUtf8);
    if (keys.length === 0) return '{}';
    const colon = indent === '' ? ':' : ': ';
    return `{${nl}${keys.map((k) => jsonString(k, escapeHTML) + colon + enc((x as GoMap)[k], inner)).join(`,${nl}`)}${end}}`;
  };
  return enc(v, '');
}

/** encoding/json's Unmarshal into interface{}: numbers float64, objects maps. */
export function unmarshalJson(s: string): GoValue {
  let parsed: unknown;
  try {
    parsed = JSON.parse(s);
  } catch (e) {
    throw new Error(`invalid JSON: ${(e as Error).message}`);
  }
  const conv = (x: unknown): GoValue => {
    if (x === null) return null;
    if (Array.isArray(x)) return x.map(conv);
    if (typeof x === 'number') {
      if (!Number.isFinite(x)) throw new Error(`json: cannot unmarshal number into Go value of type float64`);
      return x;
    }
    if (typeof x === 'object') {
      const out: GoMap = {};
      for (const [k, v] of Object.entries(x as Record<string, unknown>)) setOwn(out, k, conv(v));
      return out;
    }
    return x as GoValue;
  };
  return conv(parsed);
}

const orEmpty = (f: () => GoValue): GoValue => {
  try {
    return f();
  } catch {
    return '';
  }
};

export const defaultFuncs: FuncMap = {
  default: def('default', ['any'], 'any', (d: GoValue, ...given: GoValue[]) =>
    given.length === 0 || empty(given[0]) ? d : (given[0] as GoValue),
  ),
  empty: def('empty', ['any'], null, empty),
  coalesce: def('coalesce', [], 'any', (...v: GoValue[]) => v.find((x) => !empty(x)) ?? null),
  all: def('all', [], 'any', (...v: GoValue[]) => v.every((x) => !empty(x))),
  any: def('any', [], 'any', (...v: GoValue[]) => v.some((x) => !empty(x))),
  ternary: def('ternary', ['any', 'any', 'bool'], null, (t: GoValue, f: GoValue, c: boolean) => (c ? t : f)),
  deepCopy: def('deepCopy', ['any'], null, deepCopy),
  mustDeepCopy: def('mustDeepCopy', ['any'], null, deepCopy),
  fromJson: def('fromJson', ['string'], null, (s: string) => {
    try {
      return unmarshalJson(s);
    } catch {
      return null;
    }
  }),
  mustFromJson: def('mustFromJson', ['string'], null, unmarshalJson),
  toJson: def('toJson', ['any'], null, (v: GoValue) => orEmpty(() => marshalJson(v, true, ''))),
  mustToJson: def('mustToJson', ['any'], null, (v: GoValue) => marshalJson(v, true, '')),
  toPrettyJson: def('toPrettyJson', ['any'], null, (v: GoValue) => orEmpty(() => marshalJson(v, true, '  '))),
  mustToPrettyJson: def('mustToPrettyJson', ['any'], null, (v: GoValue) => marshalJson(v, true, '  ')),
  // toRawJson panics on an error, which the template reports as the call's error.
  toRawJson: def('toRawJson', ['any'], null, (v: GoValue) => marshalJson(v, false, '')),
  mustToRawJson: def('mustToRawJson', ['any'], null, (v: GoValue) => marshalJson(v, false, '')),
};
