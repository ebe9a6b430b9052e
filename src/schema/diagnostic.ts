import type { Diagnostic } from '../model/types';
import { compareStrings } from '../model/values';
import type { ParsedYaml } from './parse';
import { atPath, type DocPath } from './path';
import { positionOf } from './position';

export interface DiagnosticAtOptions {
  /** Point at the key instead of the value. */
  key?: boolean;
  reason?: string;
  severity?: Diagnostic['severity'];
}

/** A diagnostic about the node at `path`, its message prefixed with the readable path. */
export function diagnosticAt(
  parsed: ParsedYaml,
  path: DocPath,
  message: string,
  opts: DiagnosticAtOptions = {},
): Diagnostic {
  const { line, column } = positionOf(parsed, path, { key: opts.key });
  const diagnostic: Diagnostic = {
    severity: opts.severity ?? 'error',
    source: parsed.source,
    file: parsed.file,
    line,
    column,
    message: atPath(path, message),
  };
  if (opts.reason) diagnostic.reason = opts.reason;
  return diagnostic;
}

/** File order: by file, line, then column; unpositioned diagnostics last; otherwise stable. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const rank = (n: number | undefined) => n ?? Number.POSITIVE_INFINITY;
  return [...diagnostics].sort(
    (a, b) =>
      compareStrings(a.file ?? '', b.file ?? '') ||
      rank(a.line) - rank(b.line) ||
      rank(a.column) - rank(b.column),
  );
}
