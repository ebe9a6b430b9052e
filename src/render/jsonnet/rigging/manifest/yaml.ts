/** std.manifestYamlDoc and std.manifestYamlStream, as libjsonnet v0.20's std.jsonnet writes them. */
import { formatNumber, type JsonValue, ManifestError, typeName } from './common';
import { FILLED_ARRAY, FILLED_OBJECT, Layout, OTHER, type Shape, writePlain } from './layout';

// Words YAML 1.1 reads as booleans, numbers or null, compared after ASCII lower-casing.
const RESERVED = new Set([
  'true',
  'false',
  'yes',
  'no',
  'on',
  'off',
  'y',
  'n',
  '.nan',
  '-.inf',
  '+.inf',
  '.inf',
]);
RESERVED.add('null').add('-').add('---').add('');

const SAFE = /^[A-Za-z0-9_\-/.]*$/;
const DATE = /^[0-9-]*$/;
const INT = /^[0-9_-]*$/;
const BIN = /^[0-9b_-]*$/;
const FLOAT = /^[0-9e._-]*$/;
const HEX = /^[0-9a-fx_-]*$/;

function count(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) n++;
  return n;
}

/** `std.substr(key, 0, 2) == type || std.substr(key, 0, 3) == '-' + type` (case-sensitive). */
function typeMatch(key: string, type: string): boolean {
  return key.startsWith(type) || key.startsWith(`-${type}`);
}

/**
 * Whether std.manifestYamlDoc (quote_keys=false) may write a key bare: only [A-Za-z0-9_/.-], not a
 * reserved word, and not shaped like a date, integer, binary, float or hex number by std.jsonnet's
 * deliberately loose character-set tests (which run some checks on the lower-cased key).
 */
export function yamlKeyIsBareSafe(key: string): boolean {
  if (!SAFE.test(key)) return false;
  const lc = key.toLowerCase(); // ASCII only here, so this is std.asciiLower
  if (RESERVED.has(lc)) return false;
  const dashes = count(key, '-');
  if (DATE.test(key) && dashes === 2) return false;
  if (INT.test(lc) && dashes < 2) return false;
  if (BIN.test(lc) && key.length > 2 && typeMatch(key, '0b')) return false;
  if (FLOAT.test(lc) && count(key, '.') === 1 && dashes < 3 && count(lc, 'e') < 2) return false;
  if (HEX.test(lc) && dashes < 2 && key.length > 2 && typeMatch(key, '0x')) return false;
  return true;
}

/** std.manifestYamlDoc's layout: two spaces a level. */
export class YamlLayout extends Layout {
  constructor(
    private readonly indentArrayInObject = false,
    private readonly quoteKeys = true,
  ) {
    super('  ');
  }

  scalar(v: null | boolean | number | string, level: number): void {
    if (v === null) this.write('null');
    else if (v === true) this.write('true');
    else if (v === false) this.write('false');
    else if (typeof v === 'number') this.write(formatNumber(v));
    else if (v.length === 0) this.write('""');
    else if (v.endsWith('\n')) {
      // Block literal: the lines before the final newline, each on its own indented line.
      const lines = v.split('\n');
      const sep = `\n${this.pad(level + 1)}`;
      let text = '|';
      for (let i = 0; i < lines.length - 1; i++) text += sep + (lines[i] as string);
      this.write(text);
    } else this.write(this.quote(v));
  }

  openArray(length: number): void {
    if (length === 0) this.write('[]');
  }

  element(i: number, shape: Shape, level: number): number {
    if (i > 0) this.write(`\n${this.pad(level)}`);
    if (shape === FILLED_ARRAY) {
      this.write(`-\n${this.pad(level + 1)}`);
      return level + 1;
    }
    this.write('- ');
    return shape === FILLED_OBJECT ? level + 1 : level;
  }

  closeArray(): void {}

  openObject(size: number): void {
    if (size === 0) this.write('{}');
  }

  field(i: number, key: string, shape: Shape, level: number): number {
    const k = this.quoteKeys || !yamlKeyIsBareSafe(key) ? this.quote(key) : key;
    const head = i > 0 ? `\n${this.pad(level)}${k}:` : `${k}:`;
    if (shape === OTHER) {
      this.write(`${head} `);
      return level;
    }
    const inner = shape === FILLED_OBJECT || this.indentArrayInObject ? level + 1 : level;
    this.write(`${head}\n${this.pad(inner)}`);
    return inner;
  }

  closeObject(): void {}
}

/** std.manifestYamlDoc(value, indent_array_in_object=false, quote_keys=true) of plain data. */
export function manifestYamlDoc(value: JsonValue, indentArrayInObject = false, quoteKeys = true): string {
  const layout = new YamlLayout(indentArrayInObject, quoteKeys);
  writePlain(value, layout, 0);
  return layout.done();
}

/** What std.manifestYamlStream writes first, and between two documents. */
export const YAML_STREAM_START = '---\n';
export const YAML_DOCUMENT_SEPARATOR = '\n---\n';

/** The text std.manifestYamlStream ends with. */
export function yamlStreamEnd(cDocumentEnd: boolean): string {
  return cDocumentEnd ? '\n...\n' : '\n';
}

/** The error std.manifestYamlStream gives a value that is not an array. */
function yamlStreamNotArray(type: string): ManifestError {
  return new ManifestError(`manifestYamlStream only takes arrays, got ${type}`);
}

/** std.manifestYamlStream(value, indent_array_in_object=false, c_document_end=true, quote_keys=true). */
export function manifestYamlStream(
  value: JsonValue,
  indentArrayInObject = false,
  cDocumentEnd = true,
  quoteKeys = true,
): string {
  if (!Array.isArray(value)) throw yamlStreamNotArray(typeName(value));
  const layout = new YamlLayout(indentArrayInObject, quoteKeys);
  layout.write(YAML_STREAM_START);
  for (let i = 0; i < value.length; i++) {
    if (i > 0) layout.write(YAML_DOCUMENT_SEPARATOR);
    writePlain(value[i] as JsonValue, layout, 0);
  }
  layout.write(yamlStreamEnd(cDocumentEnd));
  return layout.done();
}
