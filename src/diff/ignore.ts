import { objectKey } from '../model/key';
import type { IgnoreRule, KubeObject } from '../model/types';
import { isRecord } from '../model/values';
import { matchGlob } from './glob';

/**
 * A copy of `obj` without the fields `rules` ignore: for each rule whose selector matches the
 * object, the value at each of its paths (array indexes allowed) and the labels and annotations
 * whose keys match its globs. A path that is not there is no error.
 *
 * Empty maps and lists on an ignored path are dropped too, whether the rule emptied them or they
 * were empty already, so `annotations: {}`, no annotations, and annotations holding only ignored
 * keys all compare equal. `obj` is never mutated; untouched parts are shared with it.
 */
export function applyIgnoreRules(obj: KubeObject, rules: readonly IgnoreRule[]): KubeObject {
  let out = obj;
  for (const rule of rules) {
    // Selectors see the object as rendered, not as an earlier rule left it.
    if (!ignoreRuleMatches(rule, obj)) continue;
    for (const tokens of rule.paths) out = removePath(out, tokens) as KubeObject;
    out = withoutKeys(out, 'labels', rule.labels);
    out = withoutKeys(out, 'annotations', rule.annotations);
  }
  return out;
}

/** Whether the rule's selector (kind, group, name and namespace globs) matches; absent parts match anything. */
export function ignoreRuleMatches(rule: IgnoreRule, obj: KubeObject): boolean {
  // The object's key, so a name means what it means everywhere else in a diff.
  const key = objectKey(obj);
  if (rule.kind !== undefined && rule.kind !== key.kind) return false;
  if (rule.group !== undefined && rule.group !== key.group) return false;
  if (rule.name !== undefined && !matchGlob(rule.name, key.name)) return false;
  if (rule.namespace !== undefined && !matchGlob(rule.namespace, key.namespace)) return false;
  return true;
}

/** Marks a value to delete from its parent. */
const GONE = Symbol('gone');

/** `node` without the value at `tokens` and without the empty containers below it on that path. */
function removePath(node: unknown, tokens: readonly string[]): unknown {
  const [token, ...rest] = tokens;
  if (token === undefined) return node;
  if (Array.isArray(node)) {
    const index = arrayIndex(token, node.length);
    if (index === undefined) return node;
    const child = rest.length === 0 ? GONE : dropEmpty(removePath(node[index], rest));
    if (child === node[index]) return node;
    const copy = [...node];
    if (child === GONE) copy.splice(index, 1);
    else copy[index] = child;
    return copy;
  }
  if (isRecord(node) && Object.hasOwn(node, token)) {
    const child = rest.length === 0 ? GONE : dropEmpty(removePath(node[token], rest));
    if (child === node[token]) return node;
    // fromEntries, not assignment: a `__proto__` key stays a plain key.
    return Object.fromEntries(
      Object.entries(node).flatMap(([k, v]) => (k !== token ? [[k, v]] : child === GONE ? [] : [[k, child]])),
    );
  }
  return node;
}

function dropEmpty(value: unknown): unknown {
  if (Array.isArray(value) && value.length === 0) return GONE;
  if (isRecord(value) && Object.keys(value).length === 0) return GONE;
  return value;
}

/** RFC 6901 array index: `0` or digits without a leading zero, inside the array (`-` never is). */
function arrayIndex(token: string, length: number): number | undefined {
  if (!/^(0|[1-9][0-9]*)$/.test(token)) return undefined;
  const index = Number(token);
  return index < length ? index : undefined;
}

/** `obj` without the metadata.labels or .annotations keys matching `globs`; a map left empty goes too. */
function withoutKeys(obj: KubeObject, field: 'labels' | 'annotations', globs: readonly string[]): KubeObject {
  const map: unknown = obj.metadata[field];
  if (globs.length === 0 || !isRecord(map)) return obj;
  const entries = Object.entries(map);
  const kept = entries.filter(([key]) => !globs.some((glob) => matchGlob(glob, key)));
  if (kept.length === entries.length && kept.length > 0) return obj;
  const metadata = { ...obj.metadata };
  if (kept.length === 0) delete metadata[field];
  else metadata[field] = Object.fromEntries(kept) as Record<string, string>;
  return { ...obj, metadata };
}
