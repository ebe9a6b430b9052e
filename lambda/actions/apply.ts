import type { DeployResult, ObjectResult } from '../../src/model/contract';
import { type AppliedObject, applyObjects } from '../kube/apply';
import { log } from '../log';
import { internalErrorMessage } from '../result';
import {
  ArtifactStore,
  DeployRecord,
  EnvironmentLock,
  finalInventory,
  inventoryEntries,
  mergeInventory,
  publishArtifacts,
  type RunIdentity,
  StateStore,
} from '../state';
import { emptyBundleRefusal } from './empty';
import { pruneDropped } from './prune';
import {
  type ActionRun,
  finish,
  optionsOf,
  ownerOf,
  previousInventory,
  refuse,
  stateRefOf,
  statusOf,
} from './run';

/**
 * Apply: lock the environment, record the run as running, apply the bundle in order, prune what it
 * dropped, publish its artifacts, record the outcome, unlock.
 */
export async function apply(run: ActionRun): Promise<DeployResult> {
  const lock = await lockEnvironment(run);
  try {
    // Read under the lock, before the record says running: a refused run leaves the state as it was.
    const refusal = emptyBundleRefusal(run, await previousInventory(run));
    if (refusal) return refuse(run, refusal);
    const record = await DeployRecord.start(new StateStore(stateRefOf(run)), identityOf(run));
    const progress = trackProgress(run, record);
    try {
      const outcome = await applyObjects(run.client, run.bundle.objects, {
        owner: ownerOf(run),
        force: optionsOf(run).force,
        retry: run.deps.retry,
        wait: optionsOf(run).wait !== false,
        waitTimeoutMs: (optionsOf(run).waitTimeoutSeconds ?? 300) * 1000,
        onResult: progress.onResult,
      });
      log('applied', {
        environment: run.bundle.environment,
        objects: outcome.results.length,
        ms: elapsed(run),
      });

      const { pruned, warnings } = await pruneDropped(run, record.previousInventory, outcome.unresolved);
      log('pruned', {
        environment: run.bundle.environment,
        pruned: pruned.length,
        skipped: warnings.length > 0,
        ms: elapsed(run),
      });

      const artifacts = await publishArtifacts(new ArtifactStore(stateRefOf(run)), run.bundle.artifacts);
      const results = [...outcome.results, ...pruned];
      const status = statusOf(results);
      const inventory = finalInventory({
        previous: record.previousInventory,
        applied: progress.inventoryOf(outcome.applied),
        pruned,
        complete: status === 'succeeded' && warnings.length === 0,
      });
      await record.finish({ status, results, inventory, warnings, artifacts });
      return finish(run, status, results, warnings);
    } catch (err) {
      // The state says running: record the failure before the lock goes, so it never stays running.
      await recordCrash(run, record, progress);
      throw err;
    }
  } finally {
    await lock.release().catch(() => false);
  }
}

/** One deploy per environment at a time; a second waits for the first, then gives up. */
async function lockEnvironment(run: ActionRun): Promise<EnvironmentLock> {
  const lock = new EnvironmentLock(stateRefOf(run));
  await lock.acquire({
    holder: { commit: run.event.commit, runUrl: optionsOf(run).runUrl, requestId: run.context.awsRequestId },
    // The lease outlives this invocation by a margin: if the function dies, the next deploy can break it.
    leaseMs: run.context.getRemainingTimeInMillis() + 60_000,
    wait: { timeoutMs: run.deps.lockWaitMs ?? 60_000, pollMs: 1000 },
  });
  return lock;
}

function identityOf({ bundle, event, startedAt }: ActionRun): RunIdentity {
  return {
    pipeline: bundle.pipeline,
    environment: bundle.environment,
    commit: event.commit,
    bundleDigest: event.bundle.sha256,
    ...(event.options?.runUrl ? { runUrl: event.options.runUrl } : {}),
    ...(event.runId ? { runId: event.runId } : {}),
    startedAt,
  };
}

function elapsed(run: ActionRun): number {
  return Date.now() - Date.parse(run.startedAt);
}

/** Results and applied objects as they come, written to the record every few seconds. */
function trackProgress(run: ActionRun, record: DeployRecord) {
  const results: ObjectResult[] = [];
  const applied: AppliedObject[] = [];
  const inventoryOf = inventoryEntries(record.previousInventory);
  const everyMs = (run.deps.progressEverySeconds ?? 5) * 1000;
  // What may exist in the cluster so far.
  const inventory = () => mergeInventory(record.previousInventory, inventoryOf(applied));
  let lastWrite = Date.now();
  return {
    results,
    inventoryOf,
    inventory,
    onResult: async (result: ObjectResult, object?: AppliedObject) => {
      results.push(result);
      if (object) applied.push(object);
      if (Date.now() - lastWrite > everyMs) {
        lastWrite = Date.now();
        await record.progress(results, inventory());
      }
    },
  };
}

async function recordCrash(
  run: ActionRun,
  record: DeployRecord,
  progress: ReturnType<typeof trackProgress>,
): Promise<void> {
  const requestId = run.context.awsRequestId;
  try {
    await record.finish({
      status: 'failed',
      results: progress.results,
      inventory: progress.inventory(),
      message: internalErrorMessage(requestId),
    });
  } catch (err) {
    log('state-not-recorded', { requestId, error: String(err) });
  }
}
