import { compareUtf8, deepMerge, getOwn, isRecord, setDotted, setOwn } from '../../model/values';
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
    ref = getOwn(ref, key);
    if (ref === undefined || ref === null) return undefined;
  }
  return ref;
}

/**
 * The properties a job's manifest entry gives it, before its spec picks any: the deployment's
 * global properties deep-merged with the instance group's, replaced wholesale by the job's own
 * when it has a `properties` key (the director's InstanceGroupSpecParser). Its links' properties
 * are read from here too.
 */
export function jobPropertySource(
  global: Record<string, unknown>,
  groupProperties: Record<string, unknown>,
  job: JobRef,
): Record<string, unknown> {
  return job.properties ?? deepMerge(global, groupProperties);
}

/**
 * The director's sort_property: a mapping's keys sorted (Ruby compares strings by their bytes),
 * and so the mappings within it; a list is left as it is, mappings in it included.
 */
function sortProperty(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value).sort(compareUtf8)) setOwn(out, k, sortProperty(value[k]));
  return out;
}

/**
 * A job's properties as the director gives them to its templates (Job#bind_properties): each
 * property the spec declares, in the spec's order, from jobPropertySource or else its default,
 * its value's mappings sorted, set at its dotted name; anything the spec does not declare is
 * dropped. The keys the names share keep the spec's order (`smtp.host` before `smtp.auth` when the
 * spec declares them so), so YAML.dump or to_json of a parent prints them in that order, not
 * sorted.
 */
export function resolveJobProperties(
  global: Record<string, unknown>,
  groupProperties: Record<string, unknown>,
  job: JobRef,
  spec: JobSpec,
): Record<string, unknown> {
  const source = jobPropertySource(global, groupProperties, job);
  const out: Record<string, unknown> = {};
  for (const [name, def] of spec.properties) {
    const value = lookupProperty(source, name);
    const chosen = value === undefined ? def.default : value;
    setDotted(out, name, chosen === undefined ? null : sortProperty(structuredClone(chosen)));
  }
  return out;
}
