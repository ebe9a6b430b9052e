import type { InventoryEntry, ObjectResult } from '../../src/model/contract';
import { keyId } from '../../src/model/key';
import type { ObjectKey } from '../../src/model/types';

/** An object this run applied, as the kube layer reports it. */
export interface AppliedEntry {
  key: ObjectKey;
  hash: string;
  /** It existed, without this pipeline's labels, before this apply. */
  preexisting?: true;
}

/**
 * Inventory entries for applied objects: an object is adopted when it existed, without this
 * pipeline's labels, before rigging first applied it; once recorded, adoption is kept.
 */
export function inventoryEntries(previous: readonly InventoryEntry[]) {
  const before = new Map(previous.map((e) => [keyId(e.key), e]));
  return (applied: readonly AppliedEntry[]): InventoryEntry[] =>
    applied.map((a) => {
      const earlier = before.get(keyId(a.key));
      const adopted = earlier ? earlier.adopted === true : a.preexisting === true;
      return { key: a.key, hash: a.hash, ...(adopted ? { adopted: true as const } : {}) };
    });
}

/** Previous inventory with this run's applied objects on top: what may now exist in the cluster. */
export function mergeInventory(
  previous: readonly InventoryEntry[],
  applied: readonly InventoryEntry[],
): InventoryEntry[] {
  const byId = new Map(previous.map((e) => [keyId(e.key), e]));
  for (const e of applied) byId.set(keyId(e.key), e);
  return [...byId.values()];
}

export interface FinishedApply {
  previous: readonly InventoryEntry[];
  applied: readonly InventoryEntry[];
  pruned: readonly ObjectResult[];
  /** Every object applied and prune ran: the bundle is now the whole truth. */
  complete: boolean;
}

/**
 * The inventory an apply leaves: after a complete run, exactly what it applied; otherwise what may
 * still exist (the previous inventory with this run's objects on top) less what prune let go of.
 * Deleted, not ours, or left as orphaned: no longer in the inventory. A failed prune stays, to retry.
 */
export function finalInventory({ previous, applied, pruned, complete }: FinishedApply): InventoryEntry[] {
  if (complete) return [...applied];
  const dropped = new Set(
    pruned
      .filter((r) => r.action === 'deleted' || r.action === 'skipped' || r.action === 'orphaned')
      .map((r) => keyId(r.key)),
  );
  return mergeInventory(previous, applied).filter((e) => !dropped.has(keyId(e.key)));
}
