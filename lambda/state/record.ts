import type { ArtifactRecord, DeployState, InventoryEntry, ObjectResult } from '../../src/model/contract';
import { historyEntryOf } from './history';
import type { StateStore } from './state-store';

/** Who a run is: what every write of its state.json says about it (runUrl and runId only when set). */
export type RunIdentity = Pick<
  DeployState,
  'pipeline' | 'environment' | 'commit' | 'bundleDigest' | 'runUrl' | 'runId' | 'startedAt'
>;

/** How a run ended; empty warnings and artifacts are left out of the state. */
export interface RunOutcome {
  status: 'succeeded' | 'failed';
  results: readonly ObjectResult[];
  inventory: InventoryEntry[];
  warnings?: string[];
  artifacts?: ArtifactRecord[];
  /** Why it failed when no object result says it. */
  message?: string;
}

/** state.json while a run is under way: its progress; published artifacts and history stay as they were. */
export function runningState(
  run: RunIdentity,
  results: readonly ObjectResult[],
  inventory: InventoryEntry[],
  current: DeployState | undefined,
): DeployState {
  return {
    ...run,
    status: 'running',
    inventory,
    results: [...results],
    ...(current?.artifacts ? { artifacts: current.artifacts } : {}),
    history: current?.history ?? [],
  };
}

/** state.json once a run has ended: its outcome, and a history line for it first. */
export function finishedState(
  run: RunIdentity,
  outcome: RunOutcome,
  finishedAt: string,
  current: DeployState | undefined,
): DeployState {
  const { status, results, inventory, warnings = [], artifacts = [], message } = outcome;
  const state: DeployState = {
    ...runningState(run, results, inventory, current),
    status,
    finishedAt,
    ...(message ? { message } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
    ...(artifacts.length > 0 ? { artifacts } : {}),
  };
  return { ...state, history: [historyEntryOf(state), ...(current?.history ?? [])] };
}

/**
 * One apply's record in state.json: running from its start, with progress now and then (so a
 * function that dies mid-apply leaves a true record), then its outcome.
 */
export class DeployRecord {
  private constructor(
    private readonly store: StateStore,
    private readonly run: RunIdentity,
    /** What the previous deploy left: prune's candidates, and the floor of a partial run's inventory. */
    readonly previousInventory: InventoryEntry[],
  ) {}

  /** Reads the previous inventory and marks the environment running. */
  static async start(store: StateStore, run: RunIdentity): Promise<DeployRecord> {
    const { state } = await store.read();
    const record = new DeployRecord(store, run, state?.inventory ?? []);
    await record.progress([], record.previousInventory);
    return record;
  }

  async progress(results: readonly ObjectResult[], inventory: InventoryEntry[]): Promise<void> {
    const snapshot = [...results];
    await this.store.update((current) => runningState(this.run, snapshot, inventory, current));
  }

  async finish(outcome: RunOutcome): Promise<void> {
    // One end time, however often a conflicting write makes the update run again.
    const finishedAt = new Date().toISOString();
    await this.store.update((current) => finishedState(this.run, outcome, finishedAt, current));
  }
}
