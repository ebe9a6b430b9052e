/** Who holds an environment's lock. */
export interface LockHolder {
  commit: string | null;
  runUrl?: string;
  /** The Lambda request id, so a log line finds the holder. */
  requestId: string;
}

/** `state/<pipeline>/<environment>/lock.json` */
export interface LockRecord {
  pipeline: string;
  environment: string;
  holder: LockHolder;
  /** Random per acquisition: two holders never write byte-equal locks, so never share an ETag. */
  token: string;
  acquiredAt: string;
  renewedAt?: string;
  expiresAt: string;
}

/** The lock's JSON, or undefined when it is not a lock this code wrote. */
export function parseLockRecord(text: string): LockRecord | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Partial<LockRecord>;
  const holder = record.holder as Partial<LockHolder> | undefined;
  const ok =
    typeof record.pipeline === 'string' &&
    typeof record.environment === 'string' &&
    typeof record.token === 'string' &&
    typeof holder?.requestId === 'string' &&
    typeof record.acquiredAt === 'string' &&
    typeof record.expiresAt === 'string' &&
    !Number.isNaN(Date.parse(record.expiresAt));
  return ok ? (record as LockRecord) : undefined;
}
