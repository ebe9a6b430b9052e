import type { ArtifactChange } from '../diff/artifacts';
import type { EnvDiff, FieldChange, ObjectChange } from '../diff/diff';
import { PLAN_MEDIA_TYPE } from '../model/hub-plan';

/**
 * How the report orders and groups changes: what a reviewer must see first (removals, then
 * workloads whose pods will be replaced, then the rest), which changes are the same change made in
 * several places, and which artifacts only mirror an object already shown.
 */

/** 0: removals; 1: workloads whose pod template changed; 2: everything else. */
export type Tier = 0 | 1 | 2;

/** Kinds that run pods from a template, with where the template is. */
const POD_TEMPLATE: Record<string, string> = {
  Deployment: 'spec.template.',
  StatefulSet: 'spec.template.',
  DaemonSet: 'spec.template.',
  ReplicaSet: 'spec.template.',
  ReplicationController: 'spec.template.',
  Job: 'spec.template.',
  CronJob: 'spec.jobTemplate.spec.template.',
  Pod: 'spec.',
};

/** The fields of a workload's pod template that changed, or none when it is not a workload or they are unknown. */
export function podTemplateFields(change: ObjectChange): FieldChange[] {
  const prefix = POD_TEMPLATE[change.key.kind];
  if (change.change !== 'changed' || prefix === undefined) return [];
  return (change.fields ?? []).filter((f) => f.path.startsWith(prefix));
}

export function objectTier(change: ObjectChange): Tier {
  if (change.change === 'removed') return 0;
  return podTemplateFields(change).length > 0 ? 1 : 2;
}

export function artifactTier(change: ArtifactChange): Tier {
  return change.change === 'removed' ? 0 : 2;
}

/**
 * What makes two object changes "the same change" for grouping: kind, change and, for a changed
 * object, every differing field with both values. A changed object whose fields are unknown (a
 * diff made before they were recorded) or too many to list shares no shape with another object.
 */
export function objectShape(change: ObjectChange): string | undefined {
  const head = `${change.key.group}/${change.key.kind}\0${change.change}`;
  if (change.change !== 'changed') return head;
  if (!change.fields || change.fields.length === 0 || (change.fieldsOmitted ?? 0) > 0) return undefined;
  return `${head}\0${JSON.stringify(change.fields)}`;
}

/**
 * What makes two artifact changes the same: the change, the status move and the content diff with
 * its two header lines (which name the artifact) left out.
 */
export function artifactShape(change: ArtifactChange): string {
  const body = change.diff.split('\n').slice(2).join('\n');
  return [change.change, change.baseStatus?.reason ?? '', change.headStatus?.reason ?? '', body].join('\0');
}

/**
 * An artifact that only repeats an object of the same change: a JsonnetSnippet's `rendered.json`
 * beside the objects it renders (both under the snippet's name), a blueprint's
 * `<installation>/deployitems/<item>` beside the DeployItem object (component
 * `<installation>/<item>`). One whose readiness moved says something the objects do not, and
 * stays.
 */
export function mirrorsAnObject(change: ArtifactChange, env: EnvDiff): boolean {
  if (change.baseStatus?.reason !== change.headStatus?.reason) return false;
  if (change.headStatus !== undefined && !change.headStatus.ready) return false;
  const component = mirroredComponent(change);
  if (component === undefined) return false;
  return env.changes.some((o) => o.source === change.source && o.component === component);
}

/** A stack plan artifact whose change the environment's plan section already says in words. */
export function describedByPlan(change: ArtifactChange, env: EnvDiff): boolean {
  if (change.mediaType !== PLAN_MEDIA_TYPE) return false;
  return (env.planChanges ?? []).some((p) => p.source === change.source && p.name === change.name);
}

function mirroredComponent(change: ArtifactChange): string | undefined {
  const owner = change.component;
  if (owner === undefined) return undefined;
  if (change.name.endsWith('/rendered.json')) return owner;
  const item = `${owner}/deployitems/`;
  if (change.name.startsWith(item) && !change.name.slice(item.length).includes('/'))
    return `${owner}/${change.name.slice(item.length)}`;
  return undefined;
}

/**
 * Names that differ only in one run of digits, as BOSH instances do, in one: `nats/0..3/nats.conf`
 * for `nats/0/…` to `nats/3/…` (a range only when the numbers are consecutive). Anything else is
 * returned as it is.
 */
export function compressNames(names: readonly string[]): string[] {
  if (names.length < 2) return [...names];
  const parts = names.map((n) => n.split(/(\d+)/));
  const first = parts[0] as string[];
  if (parts.some((p) => p.length !== first.length)) return [...names];
  let varying = -1;
  for (let i = 0; i < first.length; i++) {
    if (parts.every((p) => p[i] === first[i])) continue;
    if (i % 2 === 0 || varying !== -1) return [...names];
    varying = i;
  }
  if (varying === -1) return [...names];
  const numbers = parts.map((p) => p[varying] as string);
  // `01` and `1` would both read as 1: ranges only over canonical numbers.
  if (numbers.some((n) => String(Number(n)) !== n)) return [...names];
  const sorted = numbers.map(Number).sort((a, b) => a - b);
  if (sorted.some((n, i) => i > 0 && n !== (sorted[i - 1] as number) + 1)) return [...names];
  const range = `${sorted[0]}..${sorted.at(-1)}`;
  return [first.map((p, i) => (i === varying ? range : p)).join('')];
}
