import type { Context } from 'aws-lambda';
import { createRedactor } from '../src/diff/redact';
import type { Bundle } from '../src/model/bundle';
import { type DeployEvent, type DeployResult, emptyCounts, type ObjectResult } from '../src/model/deploy';
import { sha256Hex } from '../src/model/hash';
import { displayKey, keyId } from '../src/model/key';
import type { HandlerDeps } from './handler';
import { type AppliedObject, applyObjects } from './kube/apply';
import type { KubeClient } from './kube/client';
import { keepSet } from './kube/desired';
import { detectDrift } from './kube/drift';
import { pruneRemoved } from './kube/prune';
import { log } from './log';
import {
  type ArtifactRecord,
  ArtifactStore,
  type DeployState,
  EnvironmentLock,
  historyEntryOf,
  type InventoryEntry,
  StateStore,
  type SyncStatus,
} from './state';

export type RunContext = Pick<Context, 'awsRequestId' | 'getRemainingTimeInMillis'>;

/** The message a caller gets for an unexpected error; the details are in the function's log only. */
export function internalErrorMessage(requestId: string): string {
  return `internal error (request id ${requestId}): see the function's log`;
}

function countsOf(results: readonly ObjectResult[]): DeployResult['counts'] {
  const counts = emptyCounts();
  for (const r of results) counts[r.action]++;
  return counts;
}

/** Prune could delete something the bundle has when it cannot tell where an object lives. */
function pruneSkippedWarning(unresolved: readonly ObjectResult[]): string {
  const first = unresolved[0];
  const which = first ? `${displayKey(first.key)}: ${first.message ?? ''}` : '';
  return `prune skipped: the scope of ${unresolved.length} object(s) could not be resolved (${which}); nothing was deleted`;
}

/** Apply, plan or drift-check a verified bundle against its cluster. */
export async function run(
  deps: HandlerDeps,
  event: DeployEvent,
  bundle: Bundle,
  client: KubeClient,
  context: RunContext,
): Promise<DeployResult> {
  const owner = { pipeline: bundle.pipeline, environment: bundle.environment };
  const ref = {
    s3: deps.s3,
    bucket: deps.config.stateBucket,
    pipeline: bundle.pipeline,
    environment: bundle.environment,
  };
  const store = new StateStore(ref);
  const options = event.options ?? {};
  const startedAt = new Date().toISOString();
  const finish = (
    status: DeployResult['status'],
    results: ObjectResult[],
    extra: Partial<DeployResult> = {},
  ): DeployResult => ({
    environment: event.environment,
    action: event.action,
    status,
    commit: event.commit,
    bundleDigest: event.bundle.sha256,
    ...(event.runId ? { runId: event.runId } : {}),
    counts: countsOf(results),
    results,
    startedAt,
    finishedAt: new Date().toISOString(),
    ...extra,
  });
  // Built from the bundle alone: an API that fails or lies cannot make prune take a bundle object for a dropped one.
  const keep = keepSet(bundle.objects);
  const pruneOptions = { owner, retry: deps.retry, pruneAdopted: options.pruneAdopted === true };

  if (event.action === 'drift') {
    const { state } = await store.read();
    const drift = await detectDrift(
      client,
      bundle.objects,
      (state?.inventory ?? []).map((e) => e.key),
      {
        owner,
        retry: deps.retry,
        ignore: bundle.ignore ?? [],
        redactor: createRedactor(),
      },
    );
    return finish('succeeded', [], { drift });
  }

  const waitTimeoutMs = (options.waitTimeoutSeconds ?? 300) * 1000;
  if (event.action === 'plan') {
    const { state } = await store.read();
    const planned = await applyObjects(client, bundle.objects, {
      owner,
      dryRun: true,
      force: options.force,
      retry: deps.retry,
    });
    const warnings = planned.unresolved.length > 0 ? [pruneSkippedWarning(planned.unresolved)] : [];
    const pruned =
      options.prune === false || warnings.length > 0
        ? []
        : await pruneRemoved(client, state?.inventory ?? [], keep, { ...pruneOptions, dryRun: true });
    const results = [...planned.results, ...pruned];
    return finish(
      results.some((r) => r.action === 'failed') ? 'failed' : 'succeeded',
      results,
      warnings.length > 0 ? { warnings } : {},
    );
  }

  // apply: one deploy per environment at a time.
  const lock = new EnvironmentLock(ref);
  await lock.acquire({
    holder: { commit: event.commit, runUrl: options.runUrl, requestId: context.awsRequestId },
    // The lease outlives this invocation by a margin: if the function dies, the next deploy can break it.
    leaseMs: context.getRemainingTimeInMillis() + 60_000,
    wait: { timeoutMs: deps.lockWaitMs ?? 60_000, pollMs: 1000 },
  });
  try {
    const { state: previous } = await store.read();
    const previousInventory = previous?.inventory ?? [];
    const inventoryOf = inventoryEntries(previousInventory);
    const running =
      (results: ObjectResult[], inventory: InventoryEntry[]) =>
      (current: DeployState | undefined): DeployState => ({
        pipeline: bundle.pipeline,
        environment: bundle.environment,
        commit: event.commit,
        bundleDigest: event.bundle.sha256,
        ...(options.runUrl ? { runUrl: options.runUrl } : {}),
        ...(event.runId ? { runId: event.runId } : {}),
        startedAt,
        status: 'running',
        inventory,
        results,
        ...(current?.artifacts ? { artifacts: current.artifacts } : {}),
        history: current?.history ?? [],
      });
    await store.update(running([], previousInventory));

    // Progress is written now and then, so a function that dies mid-apply leaves a true record.
    const progress: ObjectResult[] = [];
    const appliedSoFar: AppliedObject[] = [];
    try {
      let lastWrite = Date.now();
      const outcome = await applyObjects(client, bundle.objects, {
        owner,
        force: options.force,
        retry: deps.retry,
        wait: options.wait !== false,
        waitTimeoutMs,
        onResult: async (r, applied) => {
          progress.push(r);
          if (applied) appliedSoFar.push(applied);
          if (Date.now() - lastWrite > (deps.progressEverySeconds ?? 5) * 1000) {
            lastWrite = Date.now();
            await store.update(
              running([...progress], mergeInventory(previousInventory, inventoryOf(appliedSoFar))),
            );
          }
        },
      });
      log('applied', {
        environment: bundle.environment,
        objects: outcome.results.length,
        ms: Date.now() - Date.parse(startedAt),
      });

      const warnings = outcome.unresolved.length > 0 ? [pruneSkippedWarning(outcome.unresolved)] : [];
      const pruneSkipped = warnings.length > 0;
      const pruned =
        options.prune === false || pruneSkipped
          ? []
          : await pruneRemoved(client, previousInventory, keep, pruneOptions);
      const results = [...outcome.results, ...pruned];
      log('pruned', {
        environment: bundle.environment,
        pruned: pruned.length,
        skipped: pruneSkipped,
        ms: Date.now() - Date.parse(startedAt),
      });

      const artifacts = await publishArtifacts(deps, ref, bundle);
      const failed = results.some((r) => r.action === 'failed');
      // Deleted, not ours, or left as orphaned: no longer in the inventory. A failed prune stays, to retry.
      const dropped = new Set(
        pruned
          .filter((r) => r.action === 'deleted' || r.action === 'skipped' || r.action === 'orphaned')
          .map((r) => keyId(r.key)),
      );
      const applied = inventoryOf(outcome.applied);
      const finalInventory =
        failed || pruneSkipped
          ? mergeInventory(previousInventory, applied).filter((e) => !dropped.has(keyId(e.key)))
          : applied;
      const finishedAt = new Date().toISOString();
      await store.update((current) => {
        const state: DeployState = {
          ...running(results, finalInventory)(current),
          status: failed ? 'failed' : 'succeeded',
          finishedAt,
          ...(warnings.length > 0 ? { warnings } : {}),
          ...(artifacts.length > 0 ? { artifacts } : {}),
        };
        return { ...state, history: [historyEntryOf(state), ...(current?.history ?? [])] };
      });
      return finish(failed ? 'failed' : 'succeeded', results, warnings.length > 0 ? { warnings } : {});
    } catch (err) {
      // The state says running: record the failure before the lock goes, so it never stays running.
      await recordCrash(
        store,
        running,
        progress,
        mergeInventory(previousInventory, inventoryOf(appliedSoFar)),
        {
          requestId: context.awsRequestId,
        },
      );
      throw err;
    }
  } finally {
    await lock.release().catch(() => false);
  }
}

async function recordCrash(
  store: StateStore,
  running: (
    results: ObjectResult[],
    inventory: InventoryEntry[],
  ) => (current: DeployState | undefined) => DeployState,
  progress: ObjectResult[],
  inventory: InventoryEntry[],
  { requestId }: { requestId: string },
): Promise<void> {
  const finishedAt = new Date().toISOString();
  try {
    await store.update((current) => {
      const state: DeployState = {
        ...running([...progress], inventory)(current),
        status: 'failed',
        finishedAt,
        message: internalErrorMessage(requestId),
      };
      return { ...state, history: [historyEntryOf(state), ...(current?.history ?? [])] };
    });
  } catch (err) {
    log('state-not-recorded', { requestId, error: String(err) });
  }
}

/**
 * Inventory entries for applied objects: an object is adopted when it existed, without this
 * pipeline's labels, before rigging first applied it; once recorded, adoption is kept.
 */
function inventoryEntries(previous: readonly InventoryEntry[]) {
  const before = new Map(previous.map((e) => [keyId(e.key), e]));
  return (applied: readonly AppliedObject[]): InventoryEntry[] =>
    applied.map((a) => {
      const earlier = before.get(keyId(a.key));
      const adopted = earlier ? earlier.adopted === true : a.preexisting === true;
      return { key: a.key, hash: a.hash, ...(adopted ? { adopted: true as const } : {}) };
    });
}

/** Previous inventory with this run's applied objects on top: what may now exist in the cluster. */
function mergeInventory(
  previous: readonly InventoryEntry[],
  applied: readonly InventoryEntry[],
): InventoryEntry[] {
  const byId = new Map(previous.map((e) => [keyId(e.key), e]));
  for (const e of applied) byId.set(keyId(e.key), e);
  return [...byId.values()];
}

async function publishArtifacts(
  deps: HandlerDeps,
  ref: { pipeline: string; environment: string },
  bundle: Bundle,
) {
  if (bundle.artifacts.length === 0) return [];
  const store = new ArtifactStore({ s3: deps.s3, bucket: deps.config.stateBucket, ...ref });
  const records: ArtifactRecord[] = [];
  for (const a of bundle.artifacts) {
    const record = await store.publish({
      source: a.source,
      name: a.name,
      content: a.content,
      mediaType: a.mediaType,
      revision: a.revision ?? `sha256:${sha256Hex(a.content)}`,
      keep: a.history ?? 10,
    });
    records.push({ ...record, status: syncStatus(record) });
  }
  return records;
}

/** JaaS's status for a published revision: Ready=True with reason Synced, history newest first. */
function syncStatus(record: ArtifactRecord): SyncStatus {
  const now = new Date().toISOString();
  return {
    revision: record.revision,
    artifactURL: record.url,
    lastSyncTime: record.lastModified,
    history: record.history.map((h) => ({ revision: h.revision, time: h.lastModified })),
    conditions: [
      {
        type: 'Ready',
        status: 'True',
        reason: 'Synced',
        message: `published ${record.revision}`,
        lastTransitionTime: now,
      },
    ],
  };
}
