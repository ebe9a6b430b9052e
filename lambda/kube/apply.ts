import pLimit from 'p-limit';
import type { BundleObject, ObjectResult } from '../../src/model/contract';
import { objectKey } from '../../src/model/key';
import { applyOrderOf, crdScopes } from '../../src/model/order';
import type { KubeObject, ObjectKey } from '../../src/model/types';
import type { KubeClient } from './client';
import { desiredObject } from './desired';
import { describeKubeError, KubeError, ScopeUnresolved } from './errors';
import { type Owner, ownedBy, withOwnership } from './ownership';
import { DEFAULT_RETRY, type RetryOptions, withRetry } from './retry';
import { waitFor } from './wait';

export interface ApplyOptions {
  owner: Owner;
  dryRun?: boolean;
  force?: boolean;
  /** Objects applied at once within one order group. */
  concurrency?: number;
  retry?: RetryOptions;
  /** Wait for workloads to roll out (and always for CRDs and Namespaces before their dependents). */
  wait?: boolean;
  waitTimeoutMs?: number;
  /** Called after each object (with its inventory entry unless it failed), so state can record progress. */
  onResult?: (result: ObjectResult, applied?: AppliedObject) => void | Promise<void>;
}

export interface AppliedObject {
  /** As applied: namespace filled in. */
  key: ObjectKey;
  hash: string;
  /** It existed before this apply without this pipeline's labels: someone else made it. */
  preexisting?: true;
}

export interface ApplyOutcome {
  results: ObjectResult[];
  /** The objects applied, in bundle order, for the inventory. */
  applied: AppliedObject[];
  /** Objects whose scope discovery could not resolve: where they live is unknown, so prune must wait. */
  unresolved: ObjectResult[];
}

/**
 * Server-side apply of a bundle in its order: objects of one order number go together with
 * bounded concurrency; CRDs and Namespaces are waited for before anything after them is applied.
 */
export async function applyObjects(
  client: KubeClient,
  objects: readonly BundleObject[],
  opts: ApplyOptions,
): Promise<ApplyOutcome> {
  const scopes = crdScopes(
    objects.map((o) => ({ source: o.source, component: o.component, object: o.object })),
  );
  const groups = new Map<number, BundleObject[]>();
  for (const o of objects) {
    const rank = applyOrderOf(o.object, scopes);
    groups.set(rank, [...(groups.get(rank) ?? []), o]);
  }
  const results: ObjectResult[] = [];
  const applied: AppliedObject[] = [];
  const unresolved: ObjectResult[] = [];
  const limit = pLimit(opts.concurrency ?? 8);
  const retry = opts.retry ?? DEFAULT_RETRY;

  for (const rank of [...groups.keys()].sort((a, b) => a - b)) {
    const group = groups.get(rank) ?? [];
    const outcomes = await Promise.all(group.map((o) => limit(() => applyOne(client, o, opts, retry))));
    for (const outcome of outcomes) {
      results.push(outcome.result);
      if (outcome.unresolved) unresolved.push(outcome.result);
      const entry =
        outcome.result.action === 'failed'
          ? undefined
          : {
              key: outcome.result.key,
              hash: outcome.hash,
              ...(outcome.before && !ownedBy(outcome.before, opts.owner).labelled
                ? { preexisting: true as const }
                : {}),
            };
      if (entry) applied.push(entry);
      await opts.onResult?.(outcome.result, entry);
    }
    // Dependents of a CRD or a Namespace fail until it is established: wait for those now.
    if (!opts.dryRun) {
      const gates = outcomes.filter((o) => o.live && isGate(o.live) && o.result.action !== 'failed');
      for (const gate of gates) {
        const waited = await waitFor(client, gate.result.key, {
          timeoutMs: opts.waitTimeoutMs ?? 60_000,
          retry,
        });
        if (!waited.ok) {
          gate.result.action = 'failed';
          gate.result.message = waited.message;
        }
      }
    }
  }

  if (opts.wait && !opts.dryRun) {
    await Promise.all(
      results.map((r) =>
        limit(async () => {
          if (r.action === 'failed' || !isWorkload(r.key)) return;
          const waited = await waitFor(client, r.key, { timeoutMs: opts.waitTimeoutMs ?? 300_000, retry });
          if (!waited.ok) {
            r.action = 'failed';
            r.message = waited.message;
          }
        }),
      ),
    );
  }
  return { results, applied, unresolved };
}

async function applyOne(
  client: KubeClient,
  o: BundleObject,
  opts: ApplyOptions,
  retry: RetryOptions,
): Promise<{
  result: ObjectResult;
  hash: string;
  live?: KubeObject;
  before?: KubeObject;
  unresolved?: true;
}> {
  let desired = withOwnership(o.object, opts.owner);
  let key = objectKey(desired);
  try {
    desired = await desiredObject(client, o, opts.owner, retry);
    key = objectKey(desired);
    const before = await withRetry(() => client.read(key), retry);
    const live = await withRetry(
      () => client.apply(desired, { dryRun: opts.dryRun, force: opts.force }),
      retry,
    );
    const action = !before
      ? 'created'
      : before.metadata.resourceVersion === live.metadata.resourceVersion
        ? 'unchanged'
        : 'configured';
    // A dry run of an unchanged object still reports a new resourceVersion on some servers: compare content instead.
    return {
      result: { key, action: opts.dryRun && before && sameSpec(before, live) ? 'unchanged' : action },
      hash: o.hash,
      live,
      ...(before ? { before } : {}),
    };
  } catch (err) {
    if (err instanceof ScopeUnresolved)
      return { result: { key, action: 'failed', message: err.message }, hash: o.hash, unresolved: true };
    const e = err instanceof KubeError ? err : new KubeError(0, 'Error', String(err));
    const message =
      e.status === 404 && /could not find the requested resource/.test(e.message)
        ? `unknown kind ${desired.apiVersion} ${desired.kind}: the cluster does not serve it (${e.message})`
        : describeKubeError(e);
    return { result: { key, action: 'failed', message }, hash: o.hash };
  }
}

function sameSpec(a: KubeObject, b: KubeObject): boolean {
  const strip = ({ metadata, status, ...rest }: KubeObject) => {
    const { resourceVersion, managedFields, generation, ...meta } = metadata as Record<string, unknown>;
    void resourceVersion;
    void managedFields;
    void generation;
    void status;
    return JSON.stringify({ ...rest, metadata: meta });
  };
  return strip(a) === strip(b);
}

function isGate(obj: KubeObject): boolean {
  return obj.kind === 'CustomResourceDefinition' || (obj.kind === 'Namespace' && obj.apiVersion === 'v1');
}

const WORKLOADS = new Set(['apps/Deployment', 'apps/StatefulSet', 'apps/DaemonSet', 'batch/Job']);

function isWorkload(key: ObjectKey): boolean {
  return WORKLOADS.has(`${key.group}/${key.kind}`);
}
