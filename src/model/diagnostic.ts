import { UserError } from './errors';
import type { Diagnostic } from './types';

/** A diagnostic with the environments it occurred in, when the run rendered several. */
export interface PlacedDiagnostic extends Diagnostic {
  environments?: readonly string[];
}

/**
 * `file:line:column: message`, the form editors and CI logs turn into links. The environments
 * a placed diagnostic names end its first line, as a compiler's `[-Wflag]` does, so the line
 * still starts with its place.
 */
export function formatDiagnostic(d: PlacedDiagnostic): string {
  let where = d.file ?? '';
  if (where && d.line !== undefined) {
    where += `:${d.line}`;
    if (d.column !== undefined) where += `:${d.column}`;
  }
  const prefix = where ? `${where}: ` : '';
  const text = `${prefix}${d.severity === 'warning' ? 'warning: ' : ''}${d.message}`;
  if (!d.environments?.length) return text;
  const note = ` [${d.environments.length === 1 ? 'environment' : 'environments'} ${d.environments.join(', ')}]`;
  const end = text.indexOf('\n');
  return end < 0 ? `${text}${note}` : `${text.slice(0, end)}${note}${text.slice(end)}`;
}

/**
 * The pipeline's diagnostics, then each environment's, each problem once: the same mistake
 * usually breaks every environment alike, and a reader wants it once, with where it occurred.
 * Environments are named only when more than one rendered, unless `name` is `always`; one that
 * differs by anything (a message quoting an environment's value, another stack trace) stays a
 * problem of its own.
 */
export function onePerProblem(
  pipeline: readonly Diagnostic[],
  environments: readonly { name: string; diagnostics: readonly Diagnostic[] }[],
  name: 'several' | 'always' = 'several',
): PlacedDiagnostic[] {
  const named = name === 'always' || environments.length > 1;
  const placed: PlacedDiagnostic[] = [...pipeline];
  const byProblem = new Map<string, string[]>();
  for (const env of environments) {
    for (const d of env.diagnostics) {
      const id = JSON.stringify([
        d.severity,
        d.source,
        d.file,
        d.line,
        d.column,
        d.message,
        d.trace,
        d.reason,
        d.component,
      ]);
      const seen = byProblem.get(id);
      if (seen) {
        if (seen.at(-1) !== env.name) seen.push(env.name);
        continue;
      }
      const names = [env.name];
      byProblem.set(id, names);
      placed.push(named ? { ...d, environments: names } : d);
    }
  }
  return placed;
}

/** The diagnostic with `redact` applied to every text that can quote a value: message and trace. */
export function redactDiagnostic(d: Diagnostic, redact: (text: string) => string): Diagnostic {
  return { ...d, message: redact(d.message), ...(d.trace ? { trace: redact(d.trace) } : {}) };
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Thrown by loaders to stop with diagnostics already shaped for the user (never a stack trace). */
export class DiagnosticError extends UserError {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'DiagnosticError';
  }
}
