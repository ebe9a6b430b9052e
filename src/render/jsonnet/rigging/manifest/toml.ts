/** std.manifestTomlEx (and std.manifestToml), as libjsonnet v0.20's std.jsonnet writes them. */
import {
  formatNumber,
  type JsonObject,
  type JsonValue,
  ManifestError,
  quoteJsonStd,
  sortedKeys,
  typeName,
} from './common';
import { manifestJsonLibjsonnet } from './json';

type Path = (string | number)[];

// std.jsonnet tests the key's character set against this one; an empty key passes and prints bare.
const BARE_KEY = /^[A-Za-z0-9_-]*$/;

function tomlKey(k: string): string {
  return BARE_KEY.test(k) ? k : quoteJsonStd(k);
}

function isObject(v: JsonValue): v is JsonObject {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function isTableArray(v: JsonValue): v is JsonObject[] {
  return Array.isArray(v) && v.length > 0 && v.every(isObject);
}

function isSection(v: JsonValue): boolean {
  return isObject(v) || isTableArray(v);
}

/** std.manifestTomlEx(value, indent): `value` must be an object; null anywhere is an error. */
export function manifestTomlEx(value: JsonValue, indent: string): string {
  if (!isObject(value)) throw new ManifestError(`TOML body must be an object. Got ${typeName(value)}`);

  const renderValue = (v: JsonValue, path: Path, inline: boolean, cindent: string): string => {
    if (v === true) return 'true';
    if (v === false) return 'false';
    if (v === null) {
      // The path is an array concatenated to a string: its one-line JSON form.
      throw new ManifestError(`Tried to manifest "null" at ${manifestJsonLibjsonnet(path, false)}`);
    }
    if (typeof v === 'number') return formatNumber(v);
    if (typeof v === 'string') return quoteJsonStd(v);
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      const newIndent = inline ? '' : cindent + indent;
      const sep = inline ? ' ' : '\n';
      const items = v.map((el, i) => newIndent + renderValue(el, [...path, i], true, ''));
      return `[${sep}${items.join(`,${sep}`)}${sep}${inline ? '' : cindent}]`;
    }
    const fields = sortedKeys(v).map(
      (k) => `${tomlKey(k)} = ${renderValue(v[k] as JsonValue, [...path, k], true, '')}`,
    );
    return `{ ${fields.join(', ')} }`;
  };

  const renderTableInternal = (v: JsonObject, path: string[], ipath: Path, cindent: string): string => {
    const keys = sortedKeys(v);
    const kvp: string[] = [];
    for (const k of keys) {
      if (!isSection(v[k] as JsonValue))
        kvp.push(
          `${cindent}${tomlKey(k)} = ${renderValue(v[k] as JsonValue, [...ipath, k], false, cindent)}`,
        );
    }
    // The plain keys come first as one block, even when empty (which leaves a leading blank line).
    const sections = [kvp.join('\n')];
    for (const k of keys) {
      const sub = v[k] as JsonValue;
      if (isObject(sub)) sections.push(renderTable(sub, [...path, k], [...ipath, k], cindent));
      else if (isTableArray(sub)) sections.push(renderTableArray(sub, [...path, k], [...ipath, k], cindent));
    }
    return sections.join('\n\n');
  };

  const header = (path: string[]): string => path.map(tomlKey).join('.');

  const renderTable = (v: JsonObject, path: string[], ipath: Path, cindent: string): string =>
    `${cindent}[${header(path)}]${Object.keys(v).length === 0 ? '' : '\n'}` +
    renderTableInternal(v, path, ipath, cindent + indent);

  const renderTableArray = (v: JsonObject[], path: string[], ipath: Path, cindent: string): string =>
    v
      .map(
        (el, i) =>
          `${cindent}[[${header(path)}]]${Object.keys(el).length === 0 ? '' : '\n'}` +
          renderTableInternal(el, path, [...ipath, i], cindent + indent),
      )
      .join('\n\n');

  return renderTableInternal(value, [], [], '');
}

/** std.manifestToml: manifestTomlEx with a 2-space indent. */
export function manifestToml(value: JsonValue): string {
  return manifestTomlEx(value, '  ');
}
