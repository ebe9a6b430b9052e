/** Milliseconds per unit of Go's durations; `µ` (micro sign) and `μ` (Greek mu) both spell micro. */
const UNIT_MS: ReadonlyMap<string, number> = new Map([
  ['ns', 1e-6],
  ['us', 1e-3],
  ['µs', 1e-3],
  ['μs', 1e-3],
  ['ms', 1],
  ['s', 1000],
  ['m', 60_000],
  ['h', 3_600_000],
]);

/**
 * Go's time.ParseDuration, as Kubernetes reads metav1.Duration (`interval: 10m`) and JaaS its
 * `--evaluation-timeout`: a sequence of decimal numbers with units ns, us (µs), ms, s, m, h, an
 * optional sign; `0` alone is allowed. Returns milliseconds, or undefined when Go would refuse it.
 * One pass over the text, like Go's own scanner: a pull request's `interval: 111…1!` costs its
 * length, and the CLI's --timeout needs no regular-expression engine at start-up.
 */
export function parseGoDuration(text: string): number | undefined {
  if (text === '0' || text === '+0' || text === '-0') return 0;
  let i = text[0] === '-' || text[0] === '+' ? 1 : 0;
  const negative = text[0] === '-';
  if (i === text.length) return undefined;
  let total = 0;
  while (i < text.length) {
    const start = i;
    while (isDigit(text, i)) i++;
    const whole = i > start;
    if (text[i] === '.') i++;
    const fractionStart = i;
    while (isDigit(text, i)) i++;
    // `5.` and `.5` are numbers, a lone `.` is not.
    if (!whole && i === fractionStart) return undefined;
    const number = Number(text.slice(start, i));
    const unit = unitAt(text, i);
    if (unit === undefined) return undefined;
    total += number * unit.ms;
    i += unit.length;
  }
  return negative ? -total : total;
}

function isDigit(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
}

/** The unit at `i`, the longest that matches (`ms` before `m`). */
function unitAt(text: string, i: number): { ms: number; length: number } | undefined {
  for (const length of [2, 1]) {
    const ms = UNIT_MS.get(text.slice(i, i + length));
    if (ms !== undefined) return { ms, length };
  }
  return undefined;
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
