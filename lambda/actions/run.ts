import type {
  Bundle,
  DeployEvent,
  DeployOptions,
  DeployResult,
  ObjectResult,
} from '../../src/model/contract';
import { displayKey } from '../../src/model/key';
import type { HandlerDeps } from '../deps';
import type { KubeClient } from '../kube/client';
import type { Owner } from '../kube/ownership';
import { type RunContext, resultOf } from '../result';
import { StateStore, type StateStoreOptions } from '../state';

/** What an action works with: a verified event and bundle, the bound cluster, the state bucket. */
export interface ActionRun {
  deps: HandlerDeps;
  event: DeployEvent;
  bundle: Bundle;
  client: KubeClient;
  context: RunContext;
  startedAt: string;
}

export type Action = (run: ActionRun) => Promise<DeployResult>;

export function optionsOf(run: ActionRun): DeployOptions {
  return run.event.options ?? {};
}

/** Whose objects these are: the labels apply sets and prune requires. */
export function ownerOf({ bundle }: ActionRun): Owner {
  return { pipeline: bundle.pipeline, environment: bundle.environment };
}

/** Where the environment's state, lock and artifacts live. */
export function stateRefOf(run: ActionRun): StateStoreOptions {
  return { s3: run.deps.s3, bucket: run.deps.config.stateBucket, ...ownerOf(run) };
}

/** The objects the previous deploy left: what prune and drift compare the bundle against. */
export async function previousInventory(run: ActionRun) {
  const { state } = await new StateStore(stateRefOf(run)).read();
  return state?.inventory ?? [];
}

/** Failed when any object failed. */
export function statusOf(results: readonly ObjectResult[]): 'succeeded' | 'failed' {
  return results.some((r) => r.action === 'failed') ? 'failed' : 'succeeded';
}

export function finish(
  run: ActionRun,
  status: DeployResult['status'],
  results: ObjectResult[],
  warnings: string[] = [],
  extra: Pick<DeployResult, 'drift'> = {},
): DeployResult {
  return resultOf(run.event, run.startedAt, status, results, {
    ...(warnings.length > 0 ? { warnings } : {}),
    ...extra,
  });
}

/** A run that chose to do nothing, and says why. */
export function refuse(run: ActionRun, message: string): DeployResult {
  return resultOf(run.event, run.startedAt, 'refused', [], { message });
}

/** Prune could delete something the bundle has when it cannot tell where an object lives. */
export function pruneSkippedWarning(unresolved: readonly ObjectResult[]): string {
  const first = unresolved[0];
  const which = first ? `${displayKey(first.key)}: ${first.message ?? ''}` : '';
  return `prune skipped: the scope of ${unresolved.length} object(s) could not be resolved (${which}); nothing was deleted`;
}
