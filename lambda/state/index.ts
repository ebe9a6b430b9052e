export { ArtifactStore, type ArtifactStoreOptions, type PublishRequest } from './artifacts';
export { type Clock, systemClock } from './clock';
export { LockHeldError, LockLostError, StateConflictError, StateCorruptError } from './errors';
export { appendHistory, DEFAULT_HISTORY_LIMIT, historyEntryOf } from './history';
export {
  type AppliedEntry,
  type FinishedApply,
  finalInventory,
  inventoryEntries,
  mergeInventory,
} from './inventory';
export { type AcquiredLock, type AcquireOptions, EnvironmentLock, type EnvironmentLockOptions } from './lock';
export type { LockHolder, LockRecord } from './lock-record';
export { publishArtifacts } from './publish';
export { DeployRecord, finishedState, type RunIdentity, type RunOutcome, runningState } from './record';
export { type StateMutator, StateStore, type StateStoreOptions, type UpdateOptions } from './state-store';
