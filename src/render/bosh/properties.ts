import { sortKeys } from '../../model/hash';
import { deepMerge, isRecord, setDotted } from '../../model/values';
import type { JobRef } from './manifest';
import { BoshError } from './problems';
import type { JobSpec } from './release';

/** Ruby's class name of a YAML value, as the director's messages print it. */
function rubyClass(v: unknown): string {
  if (typeof v === 'string') return 'String';
  if (typeof v === 'number') return Number.isInteger(v) ? 'Integer' : 'Float';
  if (typeof v === 'boolean') return v ? 'TrueClass' : 'FalseClass';
  if (Array.isArray(v)) return 'Array';
  if (v === null || v === undefined) return 'NilClass';
  return 'Hash';
}

/** The value at dotted `name` in `src`, undefined when a key is missing; a non-mapping on the way is an error. */
export function lookupProperty(src: Record<string, unknown>, name: string): unknown {
  let ref: unknown = src;
  for (const key of name.split('.')) {
    if (!isRecord(ref))
      throw new BoshError(
        `Property '${name}' expects a hash, but received '${rubyClass(ref)}'`,
        {},
        'PropertyType',
      );
    ref = ref[key];
    if (ref === undefined || ref === null) return undefined;
  }
  return ref;
}

/**
 * A job's properties as the director gives them to its templates: the deployment's global
 * properties merged with the instance group's, replaced by the job's own when it has a
 * `properties` key; then each property the spec declares, from there or its default; anything
 * the spec does not declare is dropped; keys sorted.
 */
export function resolveJobProperties(
  global: Record<string, unknown>,
  groupProperties: Record<string, unknown>,
  job: JobRef,
  spec: JobSpec,
): Record<string, unknown> {
  const source = job.properties ?? deepMerge(global, groupProperties);
  const out: Record<string, unknown> = {};
  for (const [name, def] of spec.properties) {
    const value = lookupProperty(source, name);
    const chosen = value === undefined ? def.default : value;
    setDotted(out, name, chosen === undefined ? null : structuredClone(chosen));
  }
  return sortKeys(out) as Record<string, unknown>;
}
