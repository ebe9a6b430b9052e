import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  type EnvironmentRef,
  isConditionalConflict,
  isLostRace,
  isPreconditionFailed,
  lockKey,
} from '../../src/model/contract';
import { type Clock, systemClock } from './clock';
import { LockHeldError, LockLostError } from './errors';
import { type LockHolder, type LockRecord, parseLockRecord } from './lock-record';
import { getText, putJson } from './s3';

export interface EnvironmentLockOptions extends EnvironmentRef {
  s3: S3Client;
  bucket: string;
  clock?: Clock;
}

export interface AcquireOptions {
  holder: LockHolder;
  /** How long the lock is ours without a renew; after that another deploy may break it. */
  leaseMs?: number;
  /** How long to wait for a live lock to be released (default: not at all), and how often to look. */
  wait?: { timeoutMs?: number; pollMs?: number };
}

export interface AcquiredLock {
  record: LockRecord;
  /** Expired locks this acquire broke on its way, for the log. */
  broken: LockRecord[];
}

const DEFAULT_LEASE_MS = 15 * 60_000;
const DEFAULT_POLL_MS = 5_000;
/** Attempts for one renew/release when S3 answers 409 (a racing conditional request). */
const CONFLICT_ATTEMPTS = 3;

/**
 * One deploy per environment at a time: `lock.json` created with If-None-Match: *, holding the
 * holder and a lease. A lease that has run out may be broken (a DELETE conditional on the ETag
 * that was judged stale); a live one makes the caller wait up to a timeout, then fail naming the
 * holder. Renew and release are conditional on this instance's ETag, so they never touch a lock
 * someone else has taken since.
 */
export class EnvironmentLock {
  readonly key: string;
  private readonly s3: S3Client;
  private readonly bucket: string;
  private readonly ref: EnvironmentRef;
  private readonly clock: Clock;
  private held: { record: LockRecord; etag: string; leaseMs: number } | undefined;

  constructor({ s3, bucket, pipeline, environment, clock }: EnvironmentLockOptions) {
    this.s3 = s3;
    this.bucket = bucket;
    this.ref = { pipeline, environment };
    this.key = lockKey(this.ref);
    this.clock = clock ?? systemClock;
  }

  /** The lock as this instance holds it, if it does. */
  get current(): LockRecord | undefined {
    return this.held?.record;
  }

  async acquire({ holder, leaseMs = DEFAULT_LEASE_MS, wait = {} }: AcquireOptions): Promise<AcquiredLock> {
    if (this.held) throw new Error(`${this.key} is already held by this instance; release it first`);
    const { timeoutMs = 0, pollMs = DEFAULT_POLL_MS } = wait;
    const start = this.clock.now();
    const broken: LockRecord[] = [];
    const token = randomUUID();
    for (;;) {
      const now = this.clock.now();
      const record: LockRecord = {
        ...this.ref,
        holder,
        token,
        acquiredAt: new Date(now).toISOString(),
        expiresAt: new Date(now + leaseMs).toISOString(),
      };
      try {
        const etag = await putJson(this.s3, this.bucket, this.key, record);
        this.held = { record, etag, leaseMs };
        return { record, broken };
      } catch (err) {
        if (!isPreconditionFailed(err) && !isConditionalConflict(err)) throw err;
      }

      const existing = await this.inspect(leaseMs);
      if (!existing) continue; // released between our PUT and our GET
      if (Date.parse(existing.record.expiresAt) < this.clock.now()) {
        if (await this.deleteIfUnchanged(existing.etag)) broken.push(existing.record);
        continue;
      }
      const waited = this.clock.now() - start;
      if (waited >= timeoutMs) throw new LockHeldError(this.key, existing.record, waited);
      await this.clock.sleep(Math.min(pollMs, timeoutMs - waited));
    }
  }

  /** Pushes the lease end to now + `leaseMs` (default: the lease acquired with). */
  async renew(leaseMs?: number): Promise<LockRecord> {
    const held = this.requireHeld();
    const now = this.clock.now();
    const lease = leaseMs ?? held.leaseMs;
    const record: LockRecord = {
      ...held.record,
      renewedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + lease).toISOString(),
    };
    for (let attempt = 1; ; attempt++) {
      try {
        const etag = await putJson(this.s3, this.bucket, this.key, record, held.etag);
        this.held = { record, etag, leaseMs: lease };
        return record;
      } catch (err) {
        if (isConditionalConflict(err) && attempt < CONFLICT_ATTEMPTS) continue;
        if (!isLostRace(err)) throw err;
        this.held = undefined;
        throw new LockLostError(this.key, { cause: err });
      }
    }
  }

  /** Deletes the lock if it is still the one this instance wrote; false when it was not ours any more. */
  async release(): Promise<boolean> {
    const held = this.held;
    if (!held) return false;
    this.held = undefined;
    return this.deleteIfUnchanged(held.etag);
  }

  /** Whoever holds the lock now, with the ETag of that version. */
  async inspect(leaseMs = DEFAULT_LEASE_MS): Promise<{ record: LockRecord; etag: string } | undefined> {
    const stored = await getText(this.s3, this.bucket, this.key);
    if (!stored) return undefined;
    const record = parseLockRecord(stored.text);
    if (record) return { record, etag: stored.etag };
    // Not a lock we can read: date it by its LastModified so it still expires and can be broken.
    const since = stored.lastModified?.getTime() ?? this.clock.now();
    return {
      etag: stored.etag,
      record: {
        ...this.ref,
        holder: { commit: null, requestId: 'unknown (unreadable lock.json)' },
        token: '',
        acquiredAt: new Date(since).toISOString(),
        expiresAt: new Date(since + leaseMs).toISOString(),
      },
    };
  }

  private async deleteIfUnchanged(etag: string): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key, IfMatch: etag }));
        return true;
      } catch (err) {
        if (isConditionalConflict(err) && attempt < CONFLICT_ATTEMPTS) continue;
        if (isLostRace(err)) return false;
        throw err;
      }
    }
  }

  private requireHeld(): { record: LockRecord; etag: string; leaseMs: number } {
    if (!this.held) throw new Error(`${this.key} is not held by this instance`);
    return this.held;
  }
}
