import { formatDiagnostic } from '../model/diagnostic';
import type { Diagnostic } from '../model/types';

/** Where a command writes; tests pass buffers, the binary passes the process streams. */
export interface CliIO {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /**
   * Whether a person watches stderr (a terminal): only then does a slow run say it is still going.
   * Piped output (CI logs, scripts, tests) stays the same whatever the machine's speed. Read only
   * once a run has been slow: the binary's answer comes from process.stderr, a stream whose
   * creation loads some twenty modules a quick command never needs.
   */
  readonly progress?: boolean;
  /**
   * Whether descriptor 1 or 2 is a terminal, for `--color auto`; node:tty's isatty when absent.
   * Tests pass their own.
   */
  readonly terminal?: (fd: 1 | 2) => boolean;
}

/**
 * `io` with every write passed through `redact`: the one place a command's text leaves the
 * process, so no message, diff or report can skip it. `stdout: false` leaves stdout as it is.
 */
export function redactedIO(io: CliIO, redact: (s: string) => string, opts: { stdout?: boolean } = {}): CliIO {
  return {
    cwd: io.cwd,
    get progress() {
      return io.progress;
    },
    stdout: opts.stdout === false ? io.stdout : (text) => io.stdout(redact(text)),
    stderr: (text) => io.stderr(redact(text)),
  };
}

export const EXIT = { ok: 0, changes: 1, error: 2 } as const;

/**
 * On stderr, each with its jsonnet stack trace under it as the jsonnet CLI prints one; pass a
 * `redactedIO` once any Secret may be known.
 */
export function printDiagnostics(io: CliIO, diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) io.stderr(`${formatDiagnostic(d)}\n${d.trace ? `${d.trace}\n` : ''}`);
}

/**
 * Reports progress on a terminal's stderr only when a run takes longer than a second, and its
 * timing at the end.
 */
export function slowNotice(io: CliIO, what: string): { done(summary: string): void } {
  // process.hrtime, not performance.now: the `performance` global loads perf_hooks (ten modules).
  const started = process.hrtime.bigint();
  const timer = setTimeout(() => {
    if (io.progress) io.stderr(`rigging: ${what}…\n`);
  }, 1000);
  timer.unref();
  return {
    done(summary) {
      clearTimeout(timer);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (ms > 1000 && io.progress) io.stderr(`rigging: ${summary} in ${(ms / 1000).toFixed(1)}s\n`);
    },
  };
}
