import { sortKeys } from '../../model/hash';
import { isRecord } from '../../model/values';
import type { InstanceGroup, JobRef } from './manifest';
import { BoshError, type Place } from './problems';
import { lookupProperty } from './properties';
import type { JobSpec, LinkDecl } from './release';

/** A link a job provides, under the name consumers find it by (`provides: {x: {as: y}}`). */
export interface Provider {
  group: InstanceGroup;
  job: JobRef;
  name: string;
  type: string;
  /** The provided properties: each one the spec lists, from the provider job's resolved properties. */
  properties: Record<string, unknown>;
}

const blocked = (v: unknown) => v === null || v === 'nil';

/** Every link the deployment provides; a `provides: {x: nil}` blocks one. */
export function providersOf(
  groups: InstanceGroup[],
  specOf: (job: JobRef) => JobSpec | undefined,
  propertiesOf: (group: InstanceGroup, job: JobRef) => Record<string, unknown> | undefined,
): Provider[] {
  const out: Provider[] = [];
  for (const group of groups) {
    for (const job of group.jobs) {
      const spec = specOf(job);
      const resolved = propertiesOf(group, job);
      if (!spec || !resolved) continue;
      for (const p of spec.provides) {
        const explicit = job.provides[p.name];
        if (p.name in job.provides && blocked(explicit)) continue;
        const name = isRecord(explicit) && typeof explicit.as === 'string' ? explicit.as : p.name;
        const properties: Record<string, unknown> = {};
        for (const prop of p.properties) {
          const value = lookupProperty(resolved, prop);
          let ref = properties;
          const keys = prop.split('.');
          for (const k of keys.slice(0, -1)) {
            if (!isRecord(ref[k])) ref[k] = {};
            ref = ref[k] as Record<string, unknown>;
          }
          ref[keys[keys.length - 1] as string] = value === undefined ? null : structuredClone(value);
        }
        out.push({
          group,
          job,
          name,
          type: p.type,
          properties: sortKeys(properties) as Record<string, unknown>,
        });
      }
    }
  }
  return out;
}

const label = (p: Provider) => `${p.group.name}.${p.job.name}.${p.name}`;

/**
 * The provider a job's consumed link resolves to, the director's way: an explicit `consumes` entry
 * (`nil` blocks it; `from` names the provider's link name), else the one provider of the link's
 * type. Undefined when the link is optional (or blocked) and nothing provides it.
 */
export function resolveLink(
  decl: LinkDecl,
  group: InstanceGroup,
  job: JobRef,
  providers: Provider[],
  place: Place,
): Provider | undefined {
  const explicit = job.consumes[decl.name];
  const where = `link '${decl.name}' of type '${decl.type}' for job '${job.name}' in instance group '${group.name}'`;
  if (decl.name in job.consumes && blocked(explicit)) return undefined;
  let candidates = providers.filter((p) => p.type === decl.type);
  if (isRecord(explicit) && typeof explicit.from === 'string') {
    const from = explicit.from;
    candidates = candidates.filter((p) => p.name === from);
    if (candidates.length === 0) {
      throw new BoshError(
        `Can't resolve ${where}: no provider of that type named '${from}'`,
        place,
        'UnresolvedLink',
        group.name,
      );
    }
  }
  if (candidates.length > 1) {
    throw new BoshError(
      `Multiple providers for ${where}: ${candidates.map(label).join(', ')}; name one with consumes: {${decl.name}: {from: <name>}}`,
      place,
      'AmbiguousLink',
      group.name,
    );
  }
  if (candidates.length === 0) {
    if (decl.optional) return undefined;
    throw new BoshError(
      `Can't resolve ${where}: no job provides a link of that type`,
      place,
      'UnresolvedLink',
      group.name,
    );
  }
  return candidates[0];
}
