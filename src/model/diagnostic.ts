import { UserError } from './errors';
import type { Diagnostic } from './types';

/** `file:line:column: message`, the form editors and CI logs turn into links. */
export function formatDiagnostic(d: Diagnostic): string {
  let where = d.file ?? '';
  if (where && d.line !== undefined) {
    where += `:${d.line}`;
    if (d.column !== undefined) where += `:${d.column}`;
  }
  const prefix = where ? `${where}: ` : '';
  return `${prefix}${d.severity === 'warning' ? 'warning: ' : ''}${d.message}`;
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
