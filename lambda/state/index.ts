export { ArtifactStore, type ArtifactStoreOptions, type PublishRequest } from './artifacts';
export { type Clock, systemClock } from './clock';
export { LockHeldError, LockLostError, StateConflictError, StateCorruptError } from './errors';
export { appendHistory, DEFAULT_HISTORY_LIMIT, historyEntryOf } from './history';
export { artifactPrefix, type EnvironmentRef, lockKey, stateKey } from './keys';
export { type AcquiredLock, type AcquireOptions, EnvironmentLock, type EnvironmentLockOptions } from './lock';
export type { LockHolder, LockRecord } from './lock-record';
export { type StateMutator, StateStore, type StateStoreOptions, type UpdateOptions } from './state-store';
export type * from './types';
