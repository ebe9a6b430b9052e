import path from 'node:path';
import type { RepositoryBoundary } from '../boundary/boundary';
import { displayKey, keyId, objectKey } from '../model/key';
import type { Diagnostic, RenderedObject } from '../model/types';

/**
 * Two objects with one identity in one environment would fight over it in the cluster (qbec
 * refuses too). Each duplicate is placed where its file spells the object's name, when it does.
 */
export async function duplicateObjects(
  objects: readonly RenderedObject[],
  root: string,
  boundary: RepositoryBoundary,
): Promise<Diagnostic[]> {
  const seen = new Map<string, RenderedObject>();
  const out: Diagnostic[] = [];
  const describe = (o: RenderedObject) =>
    `${displayKey(objectKey(o.object))} (source: ${o.source}, component: ${o.component})`;
  for (const o of objects) {
    if (!o.object.metadata.name) continue; // generateName objects get their name from the server
    const id = keyId(objectKey(o.object));
    const first = seen.get(id);
    if (first) {
      const place = o.file ? await namePlace(o.file, o.object.metadata.name, root, boundary) : undefined;
      out.push({
        severity: 'error',
        source: o.source,
        ...(o.file ? { file: o.file } : {}),
        ...place,
        message: `duplicate objects ${describe(first)} and ${describe(o)}`,
        reason: 'DuplicateObject',
      });
    } else {
      seen.set(id, o);
    }
  }
  return out;
}

/**
 * Where `file` first spells `name` as a value: a quoted string (jsonnet, JSON, YAML) or a YAML
 * `name: value`. Plain text search, no pattern built from the name (a pull request's), and none
 * at all when the name is computed: then the message names the file only.
 */
export async function namePlace(
  file: string,
  name: string,
  root: string,
  boundary: RepositoryBoundary,
): Promise<{ line: number; column: number } | undefined> {
  let text: string;
  try {
    const read = await boundary.readTextOrRefusal(path.resolve(root, file), file);
    if (!('text' in read)) return undefined;
    text = read.text;
  } catch {
    return undefined; // gone since the render read it: the message still names the file
  }
  const found = [
    ...[`'${name}'`, `"${name}"`].map((s) => ({ at: text.indexOf(s), skip: 0 })),
    plainYamlValue(text, name),
  ].filter((f) => f.at >= 0);
  if (found.length === 0) return undefined;
  const best = found.reduce((a, b) => (b.at < a.at ? b : a));
  const at = best.at + best.skip;
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n') };
}

/** `name: value` ending its line or followed by a space or `#`, so `name: a` is not `name: ab`. */
function plainYamlValue(text: string, name: string): { at: number; skip: number } {
  const key = `name: ${name}`;
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
    const next = text[at + key.length];
    if (next === undefined || next === '\n' || next === '\r' || next === ' ' || next === '#')
      return { at, skip: 'name: '.length };
  }
  return { at: -1, skip: 0 };
}
