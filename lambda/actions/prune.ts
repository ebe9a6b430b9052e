import type { InventoryEntry, ObjectResult } from '../../src/model/contract';
import { keepSet } from '../kube/desired';
import { pruneRemoved } from '../kube/prune';
import { type ActionRun, optionsOf, ownerOf, pruneSkippedWarning } from './run';

export interface PruneStep {
  pruned: ObjectResult[];
  /** Why prune did not run, when it should have. */
  warnings: string[];
}

/**
 * Deletes what the previous inventory has and the bundle lacks, unless the caller turned prune off
 * or an applied object's scope is unknown (prune could then take it for a dropped one).
 */
export async function pruneDropped(
  run: ActionRun,
  inventory: readonly InventoryEntry[],
  unresolved: readonly ObjectResult[],
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<PruneStep> {
  const warnings = unresolved.length > 0 ? [pruneSkippedWarning(unresolved)] : [];
  if (optionsOf(run).prune === false || warnings.length > 0) return { pruned: [], warnings };
  // Built from the bundle alone: an API that fails or lies cannot make prune take a bundle object for a dropped one.
  const keep = keepSet(run.bundle.objects);
  const pruned = await pruneRemoved(run.client, inventory, keep, {
    owner: ownerOf(run),
    retry: run.deps.retry,
    pruneAdopted: optionsOf(run).pruneAdopted === true,
    ...(dryRun ? { dryRun } : {}),
  });
  return { pruned, warnings };
}
