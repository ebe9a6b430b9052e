/** JSON manifestation: libjsonnet's own output and std.toString, and std.manifestJsonEx. */
import { formatNumber, type JsonObject, type JsonValue, quoteJson, quoteJsonStd, sortedKeys } from './common';
import { multilineJsonUtf8 } from './json-bytes';

/**
 * The JSON text libjsonnet prints for a value (vm.cpp manifestJson): 3-space indentation, fields
 * in code-point order, `[ ]` and `{ }` for empties. With `multiline` false it is the one-line form
 * std.toString and string concatenation use: `[1, 2]`, `{"a": 1, "b": 2}`.
 */
export function manifestJsonLibjsonnet(value: JsonValue, multiline = true): string {
  if (!multiline) return writeOneLine(value);
  return multilineJsonUtf8(value, '') ?? writeMultiline(value, '');
}

/** What `jsonnet` (or libjsonnet's evaluate) outputs for a value: the JSON text and a newline. */
export function manifestOutput(value: JsonValue): string {
  return multilineJsonUtf8(value, '\n') ?? `${writeMultiline(value, '')}\n`;
}

/** std.toString: a string as it is, anything else in the one-line JSON form. */
export function toStringValue(value: JsonValue): string {
  return typeof value === 'string' ? value : manifestJsonLibjsonnet(value, false);
}

function writeScalar(v: null | boolean | number | string): string {
  if (v === null) return 'null';
  if (v === true) return 'true';
  if (v === false) return 'false';
  if (typeof v === 'number') return formatNumber(v);
  return quoteJson(v);
}

/**
 * The multi-line text built as a string: what multilineJsonUtf8 writes, for the rare value it
 * cannot carry (a string with a lone surrogate).
 */
function writeMultiline(v: JsonValue, indent: string): string {
  if (v === null || typeof v !== 'object') return writeScalar(v);
  const indent2 = `${indent}   `;
  // The separator and indentation before each element, as one piece.
  const sep = `,\n${indent2}`;
  let out: string;
  if (Array.isArray(v)) {
    if (v.length === 0) return '[ ]';
    out = `[\n${indent2}${writeMultiline(v[0] as JsonValue, indent2)}`;
    for (let i = 1; i < v.length; i++) out += sep + writeMultiline(v[i] as JsonValue, indent2);
    return `${out}\n${indent}]`;
  }
  const keys = sortedKeys(v);
  if (keys.length === 0) return '{ }';
  let k = keys[0] as string;
  out = `{\n${indent2}${quoteJson(k)}: ${writeMultiline(v[k] as JsonValue, indent2)}`;
  for (let i = 1; i < keys.length; i++) {
    k = keys[i] as string;
    out += `${sep}${quoteJson(k)}: ${writeMultiline(v[k] as JsonValue, indent2)}`;
  }
  return `${out}\n${indent}}`;
}

function writeOneLine(v: JsonValue): string {
  if (v === null || typeof v !== 'object') return writeScalar(v);
  let out: string;
  if (Array.isArray(v)) {
    if (v.length === 0) return '[ ]';
    out = `[${writeOneLine(v[0] as JsonValue)}`;
    for (let i = 1; i < v.length; i++) out += `, ${writeOneLine(v[i] as JsonValue)}`;
    return `${out}]`;
  }
  const keys = sortedKeys(v);
  if (keys.length === 0) return '{ }';
  out = '{';
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    if (i > 0) out += ', ';
    out += `${quoteJson(k)}: ${writeOneLine(v[k] as JsonValue)}`;
  }
  return `${out}}`;
}

/**
 * std.manifestJsonEx(value, indent, newline='\n', key_val_sep=': '). Unlike libjsonnet's own
 * output, empty arrays and objects still get their two newlines (`[\n\n]` with the default
 * newline) because std.jsonnet joins an empty list of lines between the brackets.
 */
export function manifestJsonEx(value: JsonValue, indent: string, newline = '\n', keyValSep = ': '): string {
  const out: string[] = [];
  const aux = (v: JsonValue, cindent: string): void => {
    if (v === null) out.push('null');
    else if (v === true) out.push('true');
    else if (v === false) out.push('false');
    else if (typeof v === 'number') out.push(formatNumber(v));
    else if (typeof v === 'string') out.push(quoteJsonStd(v));
    else if (Array.isArray(v)) {
      const inner = cindent + indent;
      out.push('[', newline);
      for (let i = 0; i < v.length; i++) {
        if (i > 0) out.push(',', newline);
        out.push(inner);
        aux(v[i] as JsonValue, inner);
      }
      out.push(newline, cindent, ']');
    } else {
      const inner = cindent + indent;
      out.push('{', newline);
      let first = true;
      for (const k of sortedKeys(v)) {
        if (!first) out.push(',', newline);
        first = false;
        out.push(inner, quoteJsonStd(k), keyValSep);
        aux((v as JsonObject)[k] as JsonValue, inner);
      }
      out.push(newline, cindent, '}');
    }
  };
  aux(value, '');
  return out.join('');
}

/** std.manifestJson: manifestJsonEx with a 4-space indent. */
export function manifestJson(value: JsonValue): string {
  return manifestJsonEx(value, '    ');
}

/** std.manifestJsonMinified: no indentation, no newlines, `:` between key and value. */
export function manifestJsonMinified(value: JsonValue): string {
  return manifestJsonEx(value, '', '', ':');
}
