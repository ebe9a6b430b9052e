import { isRecord, setDotted } from '../../model/values';
import type { InstanceGroup, JobRef } from './manifest';
import { BoshError, type Place } from './problems';
import type { JobSpec, LinkDecl } from './release';

/** A link a job provides, under the name consumers find it by (`provides: {x: {as: y}}`). */
export interface Provider {
  group: InstanceGroup;
  job: JobRef;
  name: string;
  type: string;
  /** The provided properties: each one the spec lists, from the provider job's manifest properties. */
  properties: Record<string, unknown>;
}

const blocked = (v: unknown) => v === null || v === 'nil';

/**
 * The director's find_property: the value at dotted `name` when every key on the way is there (a
 * key holding null is there, and gives null); undefined when one is missing.
 */
function findProperty(src: Record<string, unknown>, name: string): unknown {
  let ref: unknown = src;
  for (const key of name.split('.')) {
    if (!isRecord(ref) || !Object.hasOwn(ref, key)) return undefined;
    ref = ref[key];
  }
  return ref;
}

/**
 * Every link the deployment provides; a `provides: {x: nil}` blocks one. A link's properties are
 * what the director's LinkHelpers#process_link_properties makes of them when it parses the
 * manifest: each one the spec's `provides` lists, in that order, from the job's manifest
 * properties as they are (unsorted, unlike the job's own, and a null there stays null), else its
 * spec default; one the manifest lacks and the spec does not declare is an error.
 */
export function providersOf(
  groups: InstanceGroup[],
  specOf: (job: JobRef) => JobSpec | undefined,
  sourceOf: (group: InstanceGroup, job: JobRef) => Record<string, unknown> | undefined,
): Provider[] {
  const out: Provider[] = [];
  for (const group of groups) {
    for (const job of group.jobs) {
      const spec = specOf(job);
      const source = sourceOf(group, job);
      if (!spec || !source) continue;
      for (const p of spec.provides) {
        const explicit = job.provides[p.name];
        if (p.name in job.provides && blocked(explicit)) continue;
        const name = isRecord(explicit) && typeof explicit.as === 'string' ? explicit.as : p.name;
        const properties: Record<string, unknown> = {};
        for (const prop of p.properties) {
          let value = findProperty(source, prop);
          if (value === undefined) {
            const declared = spec.properties.get(prop);
            if (!declared)
              throw new BoshError(
                `Link property ${prop} in template ${job.name} is not defined in release spec`,
                {},
                'UndeclaredLinkProperty',
                group.name,
              );
            value = declared.default ?? null;
          }
          setDotted(properties, prop, structuredClone(value));
        }
        out.push({ group, job, name, type: p.type, properties });
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
