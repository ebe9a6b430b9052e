import { formatDiagnostic } from '../model/diagnostic';
import type { Diagnostic } from '../model/types';

/** Where a command writes; tests pass buffers, the binary passes the process streams. */
export interface CliIO {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export const EXIT = { ok: 0, changes: 1, error: 2 } as const;

export function printDiagnostics(
  io: CliIO,
  diagnostics: readonly Diagnostic[],
  redact: (s: string) => string = (s) => s,
): void {
  for (const d of diagnostics) io.stderr(`${redact(formatDiagnostic(d))}\n`);
}

/** Reports progress on stderr only when a run takes longer than a second, and its timing at the end. */
export function slowNotice(io: CliIO, what: string): { done(summary: string): void } {
  const started = performance.now();
  const timer = setTimeout(() => io.stderr(`rigging: ${what}…\n`), 1000);
  timer.unref();
  return {
    done(summary) {
      clearTimeout(timer);
      const ms = performance.now() - started;
      if (ms > 1000) io.stderr(`rigging: ${summary} in ${(ms / 1000).toFixed(1)}s\n`);
    },
  };
}
