import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every level and no insignificant whitespace, so equal
 * values always give equal bytes (the basis for hashes and for "a reorder is not a change").
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

/** A deep copy of `value` with object keys in code-point order. */
export function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) out[k] = sortKeys((value as Record<string, unknown>)[k]);
    return out as T;
  }
  return value;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** `sha256:<hex>` of the canonical JSON of a value. */
export function digestOf(value: unknown): string {
  return `sha256:${sha256Hex(canonicalJson(value))}`;
}

/** Digest of a whole render: its objects' canonical JSON, in apply order (order is part of a render). */
export function renderDigest(objects: readonly { object: unknown }[]): string {
  return digestOf(objects.map((o) => o.object));
}
