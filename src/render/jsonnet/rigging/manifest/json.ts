/** JSON manifestation: libjsonnet's own output and std.toString, and std.manifestJsonEx. */
import { formatNumber, type JsonObject, type JsonValue, quoteJson, quoteJsonStd, sortedKeys } from './common';

/**
 * The JSON text libjsonnet prints for a value (vm.cpp manifestJson): 3-space indentation, fields
 * in code-point order, `[ ]` and `{ }` for empties. With `multiline` false it is the one-line form
 * std.toString and string concatenation use: `[1, 2]`, `{"a": 1, "b": 2}`.
 */
export function manifestJsonLibjsonnet(value: JsonValue, multiline = true): string {
  const parts: string[] = [];
  writeVm(value, multiline, '', parts);
  return parts.join('');
}

/** What `jsonnet` (or libjsonnet's evaluate) outputs for a value: the JSON text and a newline. */
export function manifestOutput(value: JsonValue): string {
  return `${manifestJsonLibjsonnet(value, true)}\n`;
}

/** std.toString: a string as it is, anything else in the one-line JSON form. */
export function toStringValue(value: JsonValue): string {
  return typeof value === 'string' ? value : manifestJsonLibjsonnet(value, false);
}

function writeVm(v: JsonValue, multiline: boolean, indent: string, out: string[]): void {
  if (v === null) out.push('null');
  else if (v === true) out.push('true');
  else if (v === false) out.push('false');
  else if (typeof v === 'number') out.push(formatNumber(v));
  else if (typeof v === 'string') out.push(quoteJson(v));
  else if (Array.isArray(v)) {
    if (v.length === 0) {
      out.push('[ ]');
      return;
    }
    const indent2 = multiline ? `${indent}   ` : indent;
    let prefix = multiline ? '[\n' : '[';
    for (const el of v) {
      out.push(prefix, indent2);
      writeVm(el, multiline, indent2, out);
      prefix = multiline ? ',\n' : ', ';
    }
    out.push(multiline ? '\n' : '', indent, ']');
  } else {
    const keys = sortedKeys(v);
    if (keys.length === 0) {
      out.push('{ }');
      return;
    }
    const indent2 = multiline ? `${indent}   ` : indent;
    let prefix = multiline ? '{\n' : '{';
    for (const k of keys) {
      out.push(prefix, indent2, quoteJson(k), ': ');
      writeVm((v as JsonObject)[k] as JsonValue, multiline, indent2, out);
      prefix = multiline ? ',\n' : ', ';
    }
    out.push(multiline ? '\n' : '', indent, '}');
  }
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
