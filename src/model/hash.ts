import { nodeCrypto } from './node-crypto';
import { setOwn } from './values';

/**
 * JSON with object keys sorted at every level and no insignificant whitespace, so equal
 * values always give equal bytes (the basis for hashes and for "a reorder is not a change").
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

/**
 * `canonicalJson(a) === canonicalJson(b)`, without building either text when the two are equal key
 * order and all, as an object left alone by a change is in both renders of a diff.
 */
export function sameCanonicalJson(a: unknown, b: unknown): boolean {
  return identical(a, b, 0) || canonicalJson(a) === canonicalJson(b);
}

/**
 * Equal values with equal keys in equal order (JSON values: no cycles, no special objects): then
 * their canonical JSON is equal too, and so is what any function of the value alone makes of them.
 */
export function identicalJson(a: unknown, b: unknown): boolean {
  return identical(a, b, 0);
}

function identical(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object' || depth > 1000)
    return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!identical(a[i], b[i], depth + 1)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i] as string;
    if (k !== kb[i]) return false;
    if (!identical((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth + 1))
      return false;
  }
  return true;
}

/** A deep copy of `value` with object keys in code-point order. */
export function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort())
      setOwn(out, k, sortKeys((value as Record<string, unknown>)[k]));
    return out as T;
  }
  return value;
}

export function sha256Hex(data: string | Uint8Array): string {
  return nodeCrypto().createHash('sha256').update(data).digest('hex');
}

/** `sha256:<hex>` of the canonical JSON of a value. */
export function digestOf(value: unknown): string {
  return `sha256:${sha256Hex(canonicalJson(value))}`;
}

/** Digest of a whole render: its objects' canonical JSON, in apply order (order is part of a render). */
export function renderDigest(objects: readonly { object: unknown }[]): string {
  return digestOf(objects.map((o) => o.object));
}
