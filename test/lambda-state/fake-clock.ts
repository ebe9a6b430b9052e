import type { Clock } from '../../lambda/state/clock';

/**
 * A clock that only moves when told to, or when someone sleeps on it (the sleep advances time and
 * yields to real I/O), so lease expiry and wait timeouts take no wall time and are exact.
 */
export class FakeClock implements Clock {
  readonly sleeps: number[] = [];
  /** Called after each sleep, with the total slept so far; a test hooks events to points in a wait. */
  onSleep: ((sleptMs: number) => void | Promise<void>) | undefined;

  constructor(private time = Date.parse('2026-03-01T12:00:00.000Z')) {}

  now(): number {
    return this.time;
  }

  advance(ms: number): void {
    this.time += ms;
  }

  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.time += ms;
    await new Promise((resolve) => setImmediate(resolve));
    await this.onSleep?.(this.sleeps.reduce((a, b) => a + b, 0));
  }
}
