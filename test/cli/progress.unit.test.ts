// The CLI's "still rendering" notice is for a person at a terminal: piped stderr (CI logs, scripts,
// tests) reads the same whatever the machine's speed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CliIO, redactedIO, slowNotice } from '../../src/cli/io';

function io(progress: boolean): CliIO & { err: string[] } {
  const err: string[] = [];
  return { cwd: '/', stdout: () => {}, stderr: (t) => err.push(t), progress, err };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('slowNotice', () => {
  it('on a terminal, says a slow run is going and how long it took', () => {
    vi.useFakeTimers();
    const tty = io(true);
    const notice = slowNotice(redactedIO(tty, (s) => s), 'rendering');
    vi.advanceTimersByTime(1500);
    notice.done('rendered 3 objects');
    expect(tty.err[0]).toBe('rigging: rendering…\n');
    expect(tty.err[1]).toMatch(/^rigging: rendered 3 objects in \d+\.\ds\n$/);
  });

  it('piped, says nothing however slow the run', () => {
    vi.useFakeTimers();
    const piped = io(false);
    const notice = slowNotice(redactedIO(piped, (s) => s), 'rendering');
    vi.advanceTimersByTime(5000);
    notice.done('rendered 3 objects');
    expect(piped.err).toEqual([]);
  });
});
