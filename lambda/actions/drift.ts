import { createRedactor } from '../../src/diff/redact';
import type { DeployResult } from '../../src/model/contract';
import { detectDrift } from '../kube/drift';
import { type ActionRun, finish, ownerOf, previousInventory } from './run';

/** How the live cluster differs from the bundle and the recorded inventory, secrets redacted. */
export async function drift(run: ActionRun): Promise<DeployResult> {
  const inventory = await previousInventory(run);
  const entries = await detectDrift(
    run.client,
    run.bundle.objects,
    inventory.map((e) => e.key),
    {
      owner: ownerOf(run),
      retry: run.deps.retry,
      ignore: run.bundle.ignore ?? [],
      redactor: createRedactor(),
    },
  );
  return finish(run, 'succeeded', [], [], { drift: entries });
}
