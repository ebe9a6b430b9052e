import type { Document, ToJSOptions } from 'yaml';

/**
 * How far aliases may expand a YAML document that came from a pull request (a "billion laughs"
 * file: `b: [*a, *a, ...]`, `c: [*b, *b, ...]`, ... is a few hundred bytes and expands to 10^9
 * values). One limit for every reader, so no path is left open.
 *
 * The yaml package counts, for each alias it resolves, the references to its anchor so far times
 * the aliases nested in that anchor: a flat anchor used N times counts N, a chain of doubling
 * anchors counts 2^depth. Its default of 100 refuses real BOSH manifests and CRDs that use one
 * `<<: *defaults` anchor in more than a hundred places; 1000 keeps those working (the largest
 * manifests have a few hundred instance groups and jobs) while a doubling chain stops at its 10th
 * level. go-yaml, the parser of Landscaper, BOSH and Hub, bounds the same attack by the ratio of
 * aliased to decoded values instead; both refuse what only an attack needs.
 */
export const MAX_YAML_ALIAS_COUNT = 1000;

/**
 * Values a document may hold once its aliases are expanded. Aliases resolve to one shared JS object,
 * so the count above leaves an anchor of a big list used a thousand times; every later deep walk
 * (JSON, hashing, printing) would copy it each time. Two million is far above any real file (a
 * large CRD bundle is ~100 000 values) and far below what exhausts the heap.
 */
export const MAX_YAML_EXPANDED_VALUES = 2_000_000;

/** Said for a document past either limit, after the yaml package's own wording. */
export const EXCESSIVE_ALIASING = 'Excessive alias count indicates a resource exhaustion attack';

/** doc.toJS() with the shared alias limits; throws an Error with EXCESSIVE_ALIASING past them. */
export function boundedToJS(doc: Document, opts: Omit<ToJSOptions, 'maxAliasCount'> = {}): unknown {
  const value = doc.toJS({ ...opts, maxAliasCount: MAX_YAML_ALIAS_COUNT });
  checkExpandedSize(value);
  return value;
}

/**
 * Counts the values of `value` as a tree (a shared object counted at each place it appears),
 * stopping past MAX_YAML_EXPANDED_VALUES. Iterative: a deep document cannot overflow the stack.
 */
export function checkExpandedSize(value: unknown): void {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const x = stack.pop();
    count++;
    if (count > MAX_YAML_EXPANDED_VALUES)
      throw new Error(
        `${EXCESSIVE_ALIASING} (aliases expand the document past ${MAX_YAML_EXPANDED_VALUES} values)`,
      );
    if (Array.isArray(x)) for (const e of x) stack.push(e);
    else if (x instanceof Map)
      for (const [k, v] of x) {
        stack.push(k);
        stack.push(v);
      }
    else if (x !== null && typeof x === 'object' && !(x instanceof Uint8Array) && !(x instanceof Date))
      for (const v of Object.values(x)) stack.push(v);
  }
}
