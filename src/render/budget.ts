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
    readonly totalMs: number,
    startedAt: number = Date.now(),
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
  exceededMessage(): string {
    return `the run's ${formatSeconds(this.totalMs)} budget (--timeout) ran out before this finished`;
  }
}

/** Default budget of one run: generous for real projects, finite for a hostile one. */
export const DEFAULT_RUN_TIMEOUT_MS = 10 * 60_000;

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${(ms / 1000).toFixed(1)}s`;
}
