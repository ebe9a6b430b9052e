import pLimit from 'p-limit';
import type { ObjectResult } from '../../src/model/contract';
import { keyId } from '../../src/model/key';
import { applyOrderOf } from '../../src/model/order';
import type { ObjectKey } from '../../src/model/types';
import { compareStrings } from '../../src/model/values';
import type { KubeClient } from './client';
import { describeKubeError, KubeError } from './errors';
import { ENVIRONMENT_LABEL, type Owner, ownedBy, PIPELINE_LABEL } from './ownership';
import { DEFAULT_RETRY, type RetryOptions, withRetry } from './retry';

/** An inventory entry as prune needs it. */
export interface PruneCandidate {
  key: ObjectKey;
  /** It existed before rigging first applied it; left alone unless `pruneAdopted`. */
  adopted?: boolean;
}

export interface PruneOptions {
  owner: Owner;
  dryRun?: boolean;
  retry?: RetryOptions;
  concurrency?: number;
  /** Delete adopted objects too (rigging.yaml's spec.deploy.pruneAdopted). */
  pruneAdopted?: boolean;
}

export const ORPHANED_MESSAGE =
  "left in the cluster without rigging's labels: it existed before rigging first applied it (set spec.deploy.pruneAdopted: true to prune adopted objects)";

/**
 * Deletes what the previous deploy applied and this bundle no longer has (`keep`: keyIds of every
 * form the bundle's objects may have, see keepSet), in reverse apply order, and only objects that
 * still carry this pipeline's and environment's labels and no controller. Adopted objects are
 * reported as orphaned instead, unless `pruneAdopted`.
 */
export async function pruneRemoved(
  client: KubeClient,
  previous: readonly PruneCandidate[],
  keep: ReadonlySet<string>,
  opts: PruneOptions,
): Promise<ObjectResult[]> {
  const adopted = new Set(previous.filter((e) => e.adopted).map((e) => keyId(e.key)));
  const gone = previous.map((e) => e.key).filter((k) => !keep.has(keyId(k)));
  const rank = (k: ObjectKey) =>
    applyOrderOf({
      apiVersion: k.group ? `${k.group}/${k.version}` : k.version,
      kind: k.kind,
      metadata: { name: k.name },
    });
  // Reverse apply order: workloads before their ConfigMaps, everything before its Namespace and CRD.
  const ordered = [...gone].sort((a, b) => rank(b) - rank(a) || compareStrings(keyId(b), keyId(a)));
  const retry = opts.retry ?? DEFAULT_RETRY;
  const limit = pLimit(opts.concurrency ?? 8);
  const pruneOne = async (key: ObjectKey): Promise<ObjectResult> => {
    try {
      const live = await withRetry(() => client.read(key), retry);
      if (!live) return { key, action: 'skipped', message: 'already gone' };
      if (adopted.has(keyId(key)) && !opts.pruneAdopted) {
        // Let go of it: without the labels, no later deploy takes it for rigging's own.
        await withRetry(
          () => client.removeLabels(key, [PIPELINE_LABEL, ENVIRONMENT_LABEL], { dryRun: opts.dryRun }),
          retry,
        );
        return { key, action: 'orphaned', message: ORPHANED_MESSAGE };
      }
      const ours = ownedBy(live, opts.owner);
      if (!ours.owned) return { key, action: 'skipped', message: `not pruned: ${ours.why}` };
      await withRetry(() => client.remove(key, { dryRun: opts.dryRun }), retry);
      return { key, action: 'deleted', ...(opts.dryRun ? { message: 'would be deleted (dry run)' } : {}) };
    } catch (err) {
      const e = err instanceof KubeError ? err : new KubeError(0, 'Error', String(err));
      return { key, action: 'failed', message: describeKubeError(e) };
    }
  };
  // One order group at a time, last group first; within a group, several at once.
  const results: ObjectResult[] = [];
  let i = 0;
  while (i < ordered.length) {
    const first = ordered[i];
    if (!first) break;
    const group = [];
    while (i < ordered.length && rank(ordered[i] as ObjectKey) === rank(first))
      group.push(ordered[i++] as ObjectKey);
    results.push(...(await Promise.all(group.map((k) => limit(() => pruneOne(k))))));
  }
  return results;
}
