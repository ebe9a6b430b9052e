/** std.manifestYamlDoc and std.manifestYamlStream, as libjsonnet v0.20's std.jsonnet writes them. */
import {
  formatNumber,
  type JsonObject,
  type JsonValue,
  ManifestError,
  quoteJsonStd,
  sortedKeys,
  typeName,
} from './common';

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

/** std.manifestYamlDoc(value, indent_array_in_object=false, quote_keys=true). */
export function manifestYamlDoc(value: JsonValue, indentArrayInObject = false, quoteKeys = true): string {
  const key = quoteKeys ? quoteJsonStd : (k: string) => (yamlKeyIsBareSafe(k) ? k : quoteJsonStd(k));
  const out: string[] = [];
  const aux = (v: JsonValue, cindent: string): void => {
    if (v === null) out.push('null');
    else if (v === true) out.push('true');
    else if (v === false) out.push('false');
    else if (typeof v === 'number') out.push(formatNumber(v));
    else if (typeof v === 'string') {
      if (v.length === 0) out.push('""');
      else if (v.endsWith('\n')) {
        // Block literal: the lines before the final newline, each on its own indented line.
        const lines = v.split('\n');
        out.push('|');
        const sep = `\n${cindent}  `;
        for (let i = 0; i < lines.length - 1; i++) out.push(sep, lines[i] as string);
      } else out.push(quoteJsonStd(v));
    } else if (Array.isArray(v)) {
      if (v.length === 0) {
        out.push('[]');
        return;
      }
      for (let i = 0; i < v.length; i++) {
        if (i > 0) out.push('\n', cindent);
        const el = v[i] as JsonValue;
        if (Array.isArray(el) && el.length > 0) {
          const ni = `${cindent}  `;
          out.push('-\n', ni);
          aux(el, ni);
        } else if (isNonEmptyObject(el)) {
          out.push('- ');
          aux(el, `${cindent}  `);
        } else {
          out.push('- ');
          aux(el, cindent);
        }
      }
    } else {
      const keys = sortedKeys(v);
      if (keys.length === 0) {
        out.push('{}');
        return;
      }
      for (let i = 0; i < keys.length; i++) {
        if (i > 0) out.push('\n', cindent);
        const k = keys[i] as string;
        const el = (v as JsonObject)[k] as JsonValue;
        out.push(key(k), ':');
        if (Array.isArray(el) && el.length > 0) {
          const ni = indentArrayInObject ? `${cindent}  ` : cindent;
          out.push('\n', ni);
          aux(el, ni);
        } else if (isNonEmptyObject(el)) {
          const ni = `${cindent}  `;
          out.push('\n', ni);
          aux(el, ni);
        } else {
          out.push(' ');
          aux(el, cindent);
        }
      }
    }
  };
  aux(value, '');
  return out.join('');
}

function isNonEmptyObject(v: JsonValue): boolean {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0;
}

/** std.manifestYamlStream(value, indent_array_in_object=false, c_document_end=true, quote_keys=true). */
export function manifestYamlStream(
  value: JsonValue,
  indentArrayInObject = false,
  cDocumentEnd = true,
  quoteKeys = true,
): string {
  if (!Array.isArray(value)) {
    throw new ManifestError(`manifestYamlStream only takes arrays, got ${typeName(value)}`);
  }
  const docs = value.map((d) => manifestYamlDoc(d, indentArrayInObject, quoteKeys));
  return `---\n${docs.join('\n---\n')}${cDocumentEnd ? '\n...\n' : '\n'}`;
}
