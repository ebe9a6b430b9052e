import { isObj, type Obj } from './types';

/**
 * A field path is the list of map keys from the object root. Lists are atomic (a list is one leaf),
 * which is the simplification this server makes of structured-merge-diff's associative lists.
 */
export type FieldPath = string[];

export const pathKey = (path: FieldPath): string => JSON.stringify(path);

export function parsePathKey(key: string): FieldPath {
  return JSON.parse(key) as FieldPath;
}

/** `.spec.replicas`, the way fieldpath.Path prints in conflict messages. */
export function formatPath(path: FieldPath): string {
  return path.map((p) => `.${p}`).join('');
}

/** Leaves of a value: scalars, lists and empty maps. */
export function leafPaths(value: Obj, prefix: FieldPath = []): FieldPath[] {
  const out: FieldPath[] = [];
  for (const [key, child] of Object.entries(value)) {
    const path = [...prefix, key];
    if (isObj(child) && Object.keys(child).length > 0) out.push(...leafPaths(child, path));
    else out.push(path);
  }
  return out;
}

export function getAt(value: unknown, path: FieldPath): unknown {
  let cur = value;
  for (const key of path) {
    if (!isObj(cur)) return undefined;
    cur = cur[key];
  }
  return cur;
}

export function hasAt(value: unknown, path: FieldPath): boolean {
  const parent = getAt(value, path.slice(0, -1));
  const last = path[path.length - 1];
  return last !== undefined && isObj(parent) && Object.hasOwn(parent, last);
}

/** Deletes a field and then any parent maps the deletion left empty (SSA leaves no empty husks). */
export function deleteAt(root: Obj, path: FieldPath): void {
  const chain: Obj[] = [root];
  for (const key of path.slice(0, -1)) {
    const next = chain[chain.length - 1]?.[key];
    if (!isObj(next)) return;
    chain.push(next);
  }
  const last = path[path.length - 1];
  const parent = chain[chain.length - 1];
  if (last === undefined || !parent) return;
  delete parent[last];
  for (let i = chain.length - 1; i > 0; i--) {
    const node = chain[i];
    const key = path[i - 1];
    if (!node || key === undefined || Object.keys(node).length > 0) break;
    delete chain[i - 1]?.[key];
  }
}

/** True when one path equals the other or contains it. */
export function overlaps(a: FieldPath, b: FieldPath): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => deepEqual(v, b[i]));
  }
  if (!isObj(a) || !isObj(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
}

/** Merges an apply configuration into an object: maps merge key by key, lists and scalars replace. */
export function mergeInto(target: Obj, patch: Obj): void {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    if (isObj(value) && isObj(current)) mergeInto(current, value);
    else target[key] = structuredClone(value);
  }
}

/** RFC 7386 JSON merge patch: null deletes, maps merge, everything else replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObj(patch)) return structuredClone(patch);
  const out: Obj = isObj(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = mergePatch(out[key], value);
  }
  return out;
}

/** FieldsV1 is a tree of `f:<key>` nodes; `.` marks a node that is owned itself and has owned children. */
export function toFieldsV1(paths: FieldPath[]): Obj {
  const root: Obj = {};
  const owned: Obj[] = [];
  const sorted = [...paths].sort((a, b) => (pathKey(a) < pathKey(b) ? -1 : 1));
  for (const path of sorted) {
    let node = root;
    for (const key of path) {
      const f = `f:${key}`;
      if (!isObj(node[f])) node[f] = {};
      node = node[f] as Obj;
    }
    owned.push(node);
  }
  for (const node of owned) if (Object.keys(node).length > 0) node['.'] = {};
  return root;
}

export function fromFieldsV1(fields: unknown, prefix: FieldPath = []): FieldPath[] {
  if (!isObj(fields)) return [];
  const keys = Object.keys(fields);
  if (keys.length === 0) return prefix.length ? [prefix] : [];
  const out: FieldPath[] = [];
  for (const key of keys) {
    if (key === '.') out.push(prefix);
    else if (key.startsWith('f:')) out.push(...fromFieldsV1(fields[key], [...prefix, key.slice(2)]));
  }
  return out;
}
