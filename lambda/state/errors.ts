import type { LockRecord } from './lock-record';

/** A compare-and-swap write lost: the object changed (or appeared, or vanished) since it was read. */
export class StateConflictError extends Error {
  override name = 'StateConflictError';

  constructor(
    readonly key: string,
    /** The ETag the write expected; undefined when it expected no object at all. */
    readonly expectedEtag: string | undefined,
    options?: ErrorOptions,
  ) {
    super(
      expectedEtag === undefined
        ? `${key} already exists: another deploy wrote it first`
        : `${key} changed since it was read (expected ETag ${expectedEtag})`,
      options,
    );
  }
}

/** state.json is there but is not a deploy state for this environment; nothing overwrites it blindly. */
export class StateCorruptError extends Error {
  override name = 'StateCorruptError';

  constructor(
    readonly key: string,
    reason: string,
    options?: ErrorOptions,
  ) {
    super(`${key} is not a valid deploy state: ${reason}`, options);
  }
}

/** Another deploy holds the environment's lock and its lease is live. */
export class LockHeldError extends Error {
  override name = 'LockHeldError';

  constructor(
    readonly key: string,
    readonly current: LockRecord,
    readonly waitedMs: number,
  ) {
    const { holder } = current;
    const details = [holder.runUrl ? `run ${holder.runUrl}` : undefined, `request ${holder.requestId}`]
      .filter(Boolean)
      .join(', ');
    const who = `commit ${holder.commit ?? '(none)'} (${details})`;
    const waited = waitedMs > 0 ? ` Gave up after waiting ${Math.round(waitedMs / 1000)}s.` : '';
    super(
      `Environment ${current.environment} of pipeline ${current.pipeline} is being deployed by ${who} ` +
        `since ${current.acquiredAt}; its lease ends ${current.expiresAt}.${waited}`,
    );
  }
}

/** The lease this process held was broken (it expired and another deploy took the lock). */
export class LockLostError extends Error {
  override name = 'LockLostError';

  constructor(
    readonly key: string,
    options?: ErrorOptions,
  ) {
    super(`Lost the lock ${key}: its lease expired and another deploy took it`, options);
  }
}
