import type { DeployResult } from '../../src/model/contract';
import { applyObjects } from '../kube/apply';
import { emptyBundleRefusal } from './empty';
import { pruneDropped } from './prune';
import { type ActionRun, finish, optionsOf, ownerOf, previousInventory, refuse, statusOf } from './run';

/** What an apply would do, as the API server answers a dry run: nothing changes, nothing is recorded. */
export async function plan(run: ActionRun): Promise<DeployResult> {
  const inventory = await previousInventory(run);
  // A plan says what the apply would say.
  const refusal = emptyBundleRefusal(run, inventory);
  if (refusal) return refuse(run, refusal);
  const planned = await applyObjects(run.client, run.bundle.objects, {
    owner: ownerOf(run),
    dryRun: true,
    force: optionsOf(run).force,
    retry: run.deps.retry,
  });
  const { pruned, warnings } = await pruneDropped(run, inventory, planned.unresolved, { dryRun: true });
  const results = [...planned.results, ...pruned];
  return finish(run, statusOf(results), results, warnings);
}
