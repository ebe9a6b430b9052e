import type { S3Client } from '@aws-sdk/client-s3';
import {
  type DeployState,
  type EnvironmentRef,
  type HistoryEntry,
  isLostRace,
  stateKey,
} from '../../src/model/contract';
import { type Clock, systemClock } from './clock';
import { StateConflictError, StateCorruptError } from './errors';
import { appendHistory, DEFAULT_HISTORY_LIMIT } from './history';
import { getText, putJson } from './s3';

export interface StateStoreOptions extends EnvironmentRef {
  s3: S3Client;
  bucket: string;
  /** How many history entries state.json keeps (newest first). */
  historyLimit?: number;
  clock?: Clock;
}

export interface UpdateOptions {
  /** Conflicts to absorb before giving up; each retry re-reads and re-applies the mutator. */
  retries?: number;
}

export type StateMutator = (current: DeployState | undefined) => DeployState | Promise<DeployState>;

/**
 * One environment's state.json. Every write is compare-and-swap: create-only the first time,
 * If-Match the ETag that was read afterwards, so a write based on a stale read fails instead of
 * silently dropping someone else's update.
 */
export class StateStore {
  readonly key: string;
  readonly historyLimit: number;
  private readonly s3: S3Client;
  private readonly bucket: string;
  private readonly ref: EnvironmentRef;
  private readonly clock: Clock;

  constructor({
    s3,
    bucket,
    pipeline,
    environment,
    historyLimit = DEFAULT_HISTORY_LIMIT,
    clock,
  }: StateStoreOptions) {
    if (!Number.isInteger(historyLimit) || historyLimit < 1) {
      throw new RangeError(`historyLimit must be a whole number of at least 1, not ${historyLimit}`);
    }
    this.s3 = s3;
    this.bucket = bucket;
    this.ref = { pipeline, environment };
    this.key = stateKey(this.ref);
    this.historyLimit = historyLimit;
    this.clock = clock ?? systemClock;
  }

  /** The current state and its ETag; both undefined before the first deploy. */
  async read(): Promise<{ state?: DeployState; etag?: string }> {
    const stored = await getText(this.s3, this.bucket, this.key);
    if (!stored) return {};
    return { state: this.parse(stored.text), etag: stored.etag };
  }

  /**
   * Writes `next` if state.json is still at `etag` (absent when `etag` is undefined) and returns
   * the new ETag; throws StateConflictError when it is not. History is trimmed to the limit.
   */
  async write(next: DeployState, etag?: string): Promise<string> {
    const state = { ...next, history: next.history.slice(0, this.historyLimit) };
    try {
      return await putJson(this.s3, this.bucket, this.key, state, etag);
    } catch (err) {
      // 412 (changed or created meanwhile), 409 (a racing conditional write), 404 (deleted meanwhile).
      if (isLostRace(err)) throw new StateConflictError(this.key, etag, { cause: err });
      throw err;
    }
  }

  /**
   * Read, apply `mutator`, compare-and-swap; on a conflict, read again and re-apply, so concurrent
   * updates are serialised and none is lost. The mutator must be a function of its input only.
   */
  async update(
    mutator: StateMutator,
    { retries = 10 }: UpdateOptions = {},
  ): Promise<{ state: DeployState; etag: string }> {
    for (let attempt = 0; ; attempt++) {
      const { state, etag } = await this.read();
      const next = await mutator(state);
      try {
        return { state: next, etag: await this.write(next, etag) };
      } catch (err) {
        if (!(err instanceof StateConflictError) || attempt >= retries) throw err;
        // Jitter spreads racing writers out so the next round has fewer losers.
        await this.clock.sleep(Math.random() * Math.min(500, 10 * 2 ** attempt));
      }
    }
  }

  /** `state` with `entry` first in its history, trimmed to this store's limit. */
  appendHistory(state: DeployState, entry: HistoryEntry): DeployState {
    return { ...state, history: appendHistory(state.history, entry, this.historyLimit) };
  }

  private parse(text: string): DeployState {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      throw new StateCorruptError(this.key, 'not JSON', { cause: err });
    }
    const state = value as Partial<DeployState> | null;
    if (typeof state !== 'object' || state === null || Array.isArray(state)) {
      throw new StateCorruptError(this.key, 'not a JSON object');
    }
    if (state.pipeline !== this.ref.pipeline || state.environment !== this.ref.environment) {
      throw new StateCorruptError(
        this.key,
        `it belongs to pipeline ${String(state.pipeline)}, environment ${String(state.environment)}`,
      );
    }
    for (const field of ['inventory', 'results', 'history'] as const) {
      if (!Array.isArray(state[field])) throw new StateCorruptError(this.key, `${field} is not a list`);
    }
    if (state.status !== 'running' && state.status !== 'succeeded' && state.status !== 'failed') {
      throw new StateCorruptError(this.key, `unknown status ${JSON.stringify(state.status)}`);
    }
    return state as DeployState;
  }
}
