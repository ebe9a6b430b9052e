/** std.manifestIni, manifestPython(Vars), manifestXmlJsonml and the escapeString* functions. */
import {
  formatNumber,
  type JsonObject,
  type JsonValue,
  ManifestError,
  quoteJsonStd,
  sortedKeys,
  typeName,
} from './common';
import { toStringValue } from './json';

function isObject(v: JsonValue): v is JsonObject {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** std.escapeStringJson: the value's std.toString as a double-quoted JSON string literal. */
export function escapeStringJson(v: JsonValue): string {
  return quoteJsonStd(toStringValue(v));
}

/** std.escapeStringPython: the same as escapeStringJson in v0.20. */
export const escapeStringPython = escapeStringJson;

/**
 * std.toString of the value without its NUL characters: the std.jsonnet escapers walk
 * std.stringChars, which in libjsonnet yields an empty string for U+0000.
 */
function charsOf(v: JsonValue): string {
  const s = toStringValue(v);
  return s.includes('\0') ? s.replaceAll('\0', '') : s;
}

/** std.escapeStringBash: single-quoted, each `'` written as `'"'"'`. */
export function escapeStringBash(v: JsonValue): string {
  return `'${charsOf(v).replaceAll("'", `'"'"'`)}'`;
}

/** std.escapeStringDollars: `$` doubled. */
export function escapeStringDollars(v: JsonValue): string {
  return charsOf(v).replaceAll('$', '$$$$');
}

const XML_ESCAPES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
};

/** std.escapeStringXML (sic: XML in capitals in Jsonnet). */
export function escapeStringXml(v: JsonValue): string {
  return charsOf(v).replace(/[<>&"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** The message std.objectFields gives a non-object (a builtin argument check in libjsonnet). */
function fieldsOf(v: JsonValue): string[] {
  if (!isObject(v)) {
    throw new ManifestError(
      `Builtin function objectFieldsEx expected (object, boolean) but got (${typeName(v)}, boolean)`,
    );
  }
  return sortedKeys(v);
}

/**
 * std.manifestIni({main?: {...}, sections: {name: {...}}}): `key = value` lines (an array value
 * gives one line per element), values through std.toString, and a trailing newline.
 */
export function manifestIni(ini: JsonValue): string {
  if (!isObject(ini)) {
    throw new ManifestError(
      `Builtin function objectHasEx expected (object, string, boolean) but got (${typeName(ini)}, string, boolean)`,
    );
  }
  const bodyLines = (body: JsonValue, out: string[]): void => {
    for (const k of fieldsOf(body)) {
      const vv = (body as JsonObject)[k] as JsonValue;
      if (Array.isArray(vv)) for (const x of vv) out.push(`${k} = ${toStringValue(x)}`);
      else out.push(`${k} = ${toStringValue(vv)}`);
    }
  };
  const lines: string[] = [];
  if (Object.hasOwn(ini, 'main')) bodyLines(ini.main as JsonValue, lines);
  if (!Object.hasOwn(ini, 'sections')) throw new ManifestError('field does not exist: sections');
  const sections = ini.sections as JsonValue;
  for (const name of fieldsOf(sections)) {
    lines.push(`[${name}]`);
    bodyLines((sections as JsonObject)[name] as JsonValue, lines);
  }
  lines.push('');
  return lines.join('\n');
}

/** std.manifestPython: Python literal syntax (True/False/None, JSON-escaped strings). */
export function manifestPython(v: JsonValue): string {
  if (isObject(v))
    return `{${sortedKeys(v)
      .map((k) => `${quoteJsonStd(k)}: ${manifestPython(v[k] as JsonValue)}`)
      .join(', ')}}`;
  if (Array.isArray(v)) return `[${v.map(manifestPython).join(', ')}]`;
  if (typeof v === 'string') return quoteJsonStd(v);
  if (typeof v === 'number') return formatNumber(v);
  if (v === true) return 'True';
  if (v === false) return 'False';
  return 'None';
}

/** std.manifestPythonVars: `name = <python literal>` per field, with a trailing newline. */
export function manifestPythonVars(conf: JsonValue): string {
  const lines = fieldsOf(conf).map((k) => `${k} = ${manifestPython((conf as JsonObject)[k] as JsonValue)}`);
  lines.push('');
  return lines.join('\n');
}

/** std.deepJoin: strings and (nested) arrays of strings, concatenated. */
function deepJoin(v: JsonValue, out: string[]): void {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) deepJoin(x, out);
  else throw new ManifestError(`Expected string or array, got ${typeName(v)}`);
}

/**
 * std.manifestXmlJsonml: [tag, {attrs}?, children...]. Neither text nor attribute values are
 * escaped (std.jsonnet writes them as they are; attribute values through std.toString).
 */
export function manifestXmlJsonml(value: JsonValue): string {
  if (!Array.isArray(value)) {
    throw new ManifestError(`Expected a JSONML value (an array), got ${typeName(value)}`);
  }
  const out: string[] = [];
  const aux = (v: JsonValue): void => {
    if (typeof v === 'string') {
      out.push(v);
      return;
    }
    // What indexing v[0] says for anything but a non-empty array.
    if (!Array.isArray(v)) {
      if (isObject(v)) throw new ManifestError('object index must be string, got number.');
      throw new ManifestError(`can only index objects, strings, and arrays, got ${typeName(v)}.`);
    }
    if (v.length === 0) throw new ManifestError('array bounds error: 0 not within [0, 0)');
    const tag = v[0] as JsonValue;
    const hasAttrs = v.length > 1 && isObject(v[1] as JsonValue);
    const attrs = hasAttrs ? (v[1] as JsonObject) : {};
    out.push('<');
    deepJoin(tag, out);
    for (const k of sortedKeys(attrs)) out.push(` ${k}="${toStringValue(attrs[k] as JsonValue)}"`);
    out.push('>');
    for (let i = hasAttrs ? 2 : 1; i < v.length; i++) aux(v[i] as JsonValue);
    out.push('</');
    deepJoin(tag, out);
    out.push('>');
  };
  aux(value);
  return out.join('');
}
