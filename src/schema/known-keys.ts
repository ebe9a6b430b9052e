import { isRecord } from '../model/values';
import type { DocPath } from './path';

/**
 * The keys a tool reads from a file it decodes leniently (Go's yaml.v2 or a non-strict Kubernetes
 * decoder drops every other key without a word): a map of known keys, each with the shape of its
 * value or `ANY_VALUE` (not checked: free-form data, or a part the tool leaves open), or a list of
 * one shape.
 */
export type KeyShape = { readonly [key: string]: KeyShape | typeof ANY_VALUE } | readonly [KeyShape];
export const ANY_VALUE = 'any' as const;

/** A key the shape does not know, where it is, and the keys known there (for did-you-mean). */
export interface UnknownKey {
  path: DocPath;
  key: string;
  known: string[];
}

export interface UnknownKeysOptions {
  /** Go's encoding/json (behind sigs.k8s.io/yaml) matches a key to a field ignoring case. */
  ignoreCase?: boolean;
}

/** Every key of `value` its shape does not know; a value of another type than the shape's is skipped. */
export function unknownKeys(
  value: unknown,
  shape: KeyShape,
  opts: UnknownKeysOptions = {},
  at: DocPath = [],
): UnknownKey[] {
  const out: UnknownKey[] = [];
  const find = (known: { readonly [key: string]: KeyShape | typeof ANY_VALUE }, key: string) => {
    if (Object.hasOwn(known, key)) return known[key];
    if (!opts.ignoreCase) return undefined;
    const lower = key.toLowerCase();
    const match = Object.keys(known).find((k) => k.toLowerCase() === lower);
    return match === undefined ? undefined : known[match];
  };
  const walk = (v: unknown, s: KeyShape | typeof ANY_VALUE, path: DocPath): void => {
    if (s === ANY_VALUE) return;
    if (Array.isArray(s)) {
      if (Array.isArray(v)) for (const [i, item] of v.entries()) walk(item, s[0] as KeyShape, [...path, i]);
      return;
    }
    if (!isRecord(v)) return;
    const known = s as { readonly [key: string]: KeyShape | typeof ANY_VALUE };
    for (const [key, inner] of Object.entries(v)) {
      const next = find(known, key);
      if (next === undefined) out.push({ path: [...path, key], key, known: Object.keys(known) });
      else walk(inner, next, [...path, key]);
    }
  };
  walk(value, shape, at);
  return out;
}
