import type { Diagnostic } from '../model/types';
import { parseGoDuration } from './snippet/duration';

/**
 * The wall-clock budget of one whole run (`rigging render|diff|validate --timeout`, the action's
 * `timeout` input). Every per-unit deadline (a jsonnet evaluation, a snippet's evaluationTimeout,
 * a BOSH job, a Go template execution) is cut to what is left of it, so a pull request that picks
 * how many units it has, or asks for no deadline at all, still cannot make the run outlast it.
 */
export class RunBudget {
  /** Epoch milliseconds (Date.now()) past which nothing more may start or go on. */
  readonly deadline: number;

  constructor(
    /** The whole run's budget in milliseconds. */
    readonly totalMs: number = DEFAULT_RUN_TIMEOUT_MS,
    startedAt: number = Date.now(),
    /** How the user sets it, for the message: `--timeout` (CLI) or `the timeout input` (action). */
    readonly setting: string = '--timeout',
  ) {
    this.deadline = startedAt + totalMs;
  }

  /** Milliseconds left, never below zero. */
  remainingMs(): number {
    return Math.max(0, this.deadline - Date.now());
  }

  expired(): boolean {
    return Date.now() >= this.deadline;
  }

  /**
   * A unit's deadline in milliseconds: its own (`undefined` or 0 meaning none) cut to what is left
   * of the run, and at least 1 so that "no time left" still reads as a deadline and not as none.
   */
  unitMs(ownMs?: number): number {
    const left = Math.max(1, this.remainingMs());
    return ownMs !== undefined && ownMs > 0 ? Math.min(ownMs, left) : left;
  }

  /** The message every source that did not finish in time reports. */
  exceededMessage(source?: string): string {
    const what = source === undefined ? 'this' : `source ${source}`;
    return `the run's ${formatSeconds(this.totalMs)} budget (${this.setting}) ran out before ${what} finished`;
  }

  /** The one diagnostic of a source the budget stopped: `file` is its path in rigging.yaml. */
  timedOut(source: string, file?: string): Diagnostic {
    return {
      severity: 'error',
      source,
      ...(file !== undefined ? { file } : {}),
      message: this.exceededMessage(source),
      reason: RUN_TIMEOUT,
    };
  }

  /**
   * `work`, or OUT_OF_TIME when it has not settled shortly after the budget ran out. A backstop
   * for work that waits on something without a deadline of its own: every unit's deadline is cut
   * to the budget, so work that is merely behind (its I/O queued while a synchronous engine held
   * the thread up to the deadline) settles within the grace. Synchronous engines must check
   * `deadline` themselves: no timer fires while they hold the thread. An abandoned `work` that
   * fails later is not an unhandled rejection.
   */
  async within<T>(work: Promise<T>): Promise<T | typeof OUT_OF_TIME> {
    work.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const out = new Promise<typeof OUT_OF_TIME>((resolve) => {
      const arm = (ms: number, rearms: number) => {
        const due = Date.now() + ms;
        timer = setTimeout(() => {
          // Fired late: a synchronous engine held the thread, and work queued behind it (another
          // source's file reads) has not had its turn yet. It gets one more grace, not forever.
          if (Date.now() - due > LATE_MS && rearms > 0) arm(WITHIN_GRACE_MS, rearms - 1);
          else resolve(OUT_OF_TIME);
        }, ms);
      };
      arm(this.remainingMs() + WITHIN_GRACE_MS, 3);
    });
    try {
      return await Promise.race([work, out]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** How long past the budget RunBudget.within still waits for work that is about to settle. */
const WITHIN_GRACE_MS = 1000;
/** A timer this late means the thread was held rather than the work being slow. */
const LATE_MS = 250;

/** What RunBudget.within gives when the budget ran out before the work settled. */
export const OUT_OF_TIME: unique symbol = Symbol('out of time');

/** The reason of the diagnostic a source stopped by the run's budget reports. */
export const RUN_TIMEOUT = 'RunTimeout';

/** Default budget of one run: generous for real projects, finite for a hostile one. */
export const DEFAULT_RUN_TIMEOUT_MS = 10 * 60_000;

/**
 * A run's budget as written (`90s`, `10m`, `1h30m`: Go's durations, as a snippet's
 * evaluationTimeout): milliseconds, or a sentence saying what is wrong. Zero and negative
 * durations are refused: a run without a deadline is what the budget is there to prevent.
 */
export function parseRunTimeout(text: string): number | string {
  const ms = parseGoDuration(text.trim());
  if (ms === undefined) return `"${text}" is not a duration such as 90s, 10m or 1h30m`;
  if (!(ms >= 1)) return `"${text}" is not a positive duration (at least 1ms); the run needs a budget`;
  // setTimeout holds 32 bits of milliseconds (~24.8 days); longer would fire at once.
  if (ms > MAX_TIMEOUT_MS) return `"${text}" is longer than the most a run may take (24h)`;
  return Math.round(ms);
}

const MAX_TIMEOUT_MS = 24 * 3_600_000;

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${(ms / 1000).toFixed(1)}s`;
}
