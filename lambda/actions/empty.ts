import type { InventoryEntry } from '../../src/model/contract';
import { displayKey } from '../../src/model/key';
import { type ActionRun, optionsOf } from './run';

/** How many of the objects that would be deleted the refusal names. */
const NAMED = 5;

/**
 * Why this run must not go on, when its bundle has no objects while the last deploy left some and
 * prune would delete them all: a source that silently rendered nothing must not wipe the
 * environment. Argo CD's automated sync refuses the same ("auto-sync will wipe out all resources")
 * unless syncPolicy.automated.allowEmpty; rigging's switch is spec.deploy.allowEmpty.
 */
export function emptyBundleRefusal(run: ActionRun, inventory: readonly InventoryEntry[]): string | undefined {
  const options = optionsOf(run);
  if (run.bundle.objects.length > 0 || inventory.length === 0) return undefined;
  if (options.prune === false || options.allowEmpty === true) return undefined;
  const named = inventory.slice(0, NAMED).map((e) => displayKey(e.key));
  const more = inventory.length > NAMED ? `, and ${inventory.length - NAMED} more` : '';
  return (
    `refused to prune ${run.bundle.environment} down to no objects: the bundle has none, and the last ` +
    `deploy applied ${inventory.length} (${named.join(', ')}${more}); nothing was applied or deleted. ` +
    'If the environment is meant to be empty, set spec.deploy.allowEmpty: true in rigging.yaml'
  );
}
