import { RE2JS } from 're2js';

// On RE2 (linear): a backtracking engine splits a long run of digits between `\d+` and `\d*` in
// every way before the missing unit fails it, so a pull request's `interval: 111…1!` would hang.
const DURATION = RE2JS.compile('^([-+]?)((?:(?:\\d+\\.?\\d*|\\.\\d+)(?:ns|us|µs|μs|ms|s|m|h))+)$');

/**
 * Go's time.ParseDuration, as Kubernetes reads metav1.Duration (`interval: 10m`) and JaaS its
 * `--evaluation-timeout`: a sequence of decimal numbers with units ns, us (µs), ms, s, m, h, an
 * optional sign; `0` alone is allowed. Returns milliseconds, or undefined when Go would refuse it.
 */
export function parseGoDuration(text: string): number | undefined {
  if (text === '0' || text === '+0' || text === '-0') return 0;
  const m = DURATION.exec(text) as (string | undefined)[] | null;
  if (!m) return undefined;
  const unitMs: Record<string, number> = {
    ns: 1e-6,
    us: 1e-3,
    µs: 1e-3,
    μs: 1e-3,
    ms: 1,
    s: 1000,
    m: 60_000,
    h: 3_600_000,
  };
  let total = 0;
  for (const part of (m[2] as string).matchAll(/(\d+\.?\d*|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g)) {
    total += Number(part[1]) * (unitMs[part[2] as string] as number);
  }
  return m[1] === '-' ? -total : total;
}

/** Go's Duration.String() for whole milliseconds: `5s`, `1m30s`, `1h0m0s`, `250ms`, `0s`. */
export function formatGoDuration(ms: number): string {
  if (ms === 0) return '0s';
  if (ms < 1000) return `${ms}ms`;
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = (ms % 60_000) / 1000;
  const s = `${Number(seconds.toFixed(3))}s`;
  if (hours > 0) return `${hours}h${minutes}m${s}`;
  if (minutes > 0) return `${minutes}m${s}`;
  return s;
}
