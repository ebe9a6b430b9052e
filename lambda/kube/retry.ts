import { toKubeError } from './client';

export interface RetryOptions {
  attempts: number;
  baseMs: number;
  maxMs: number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryOptions = { attempts: 6, baseMs: 200, maxMs: 5000 };

/** Runs a call again on throttling, server errors and dropped connections, with exponential backoff and jitter. */
export async function withRetry<T>(call: () => Promise<T>, opts: RetryOptions = DEFAULT_RETRY): Promise<T> {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      const e = toKubeError(err);
      if (!e.retryable || attempt >= opts.attempts) throw e;
      const backoff = Math.min(opts.maxMs, opts.baseMs * 2 ** (attempt - 1));
      await sleep(backoff / 2 + Math.random() * (backoff / 2));
    }
  }
}
