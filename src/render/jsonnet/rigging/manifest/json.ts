/** JSON manifestation: libjsonnet's own output and std.toString, and std.manifestJsonEx. */
import { formatNumber, type JsonValue, quoteJson, sortedKeys } from './common';
import { multilineJsonUtf8 } from './json-bytes';
import { Layout, type Shape, writePlain } from './layout';

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
 * std.manifestJsonEx's layout. Unlike libjsonnet's own output, empty arrays and objects still get
 * their two newlines (`[\n\n]` with the default newline) because std.jsonnet joins an empty list of
 * lines between the brackets.
 */
export class JsonExLayout extends Layout {
  constructor(
    indent: string,
    private readonly newline = '\n',
    private readonly keyValSep = ': ',
  ) {
    super(indent);
  }

  scalar(v: null | boolean | number | string): void {
    if (v === null) this.write('null');
    else if (v === true) this.write('true');
    else if (v === false) this.write('false');
    else if (typeof v === 'number') this.write(formatNumber(v));
    else this.write(this.quote(v));
  }

  openArray(): void {
    this.write(`[${this.newline}`);
  }

  element(i: number, _shape: Shape, level: number): number {
    this.write(i > 0 ? `,${this.newline}${this.pad(level + 1)}` : this.pad(level + 1));
    return level + 1;
  }

  closeArray(_length: number, level: number): void {
    this.write(`${this.newline}${this.pad(level)}]`);
  }

  openObject(): void {
    this.write(`{${this.newline}`);
  }

  field(i: number, key: string, _shape: Shape, level: number): number {
    const head = `${this.pad(level + 1)}${this.quote(key)}${this.keyValSep}`;
    this.write(i > 0 ? `,${this.newline}${head}` : head);
    return level + 1;
  }

  closeObject(_size: number, level: number): void {
    this.write(`${this.newline}${this.pad(level)}}`);
  }
}

/** std.manifestJsonEx(value, indent, newline='\n', key_val_sep=': ') of plain data. */
export function manifestJsonEx(value: JsonValue, indent: string, newline = '\n', keyValSep = ': '): string {
  const layout = new JsonExLayout(indent, newline, keyValSep);
  writePlain(value, layout, 0);
  return layout.done();
}

/** std.manifestJson: manifestJsonEx with a 4-space indent. */
export function manifestJson(value: JsonValue): string {
  return manifestJsonEx(value, '    ');
}

/** std.manifestJsonMinified: no indentation, no newlines, `:` between key and value. */
export function manifestJsonMinified(value: JsonValue): string {
  return manifestJsonEx(value, '', '', ':');
}
