import type { Diagnostic } from '../model/types';
import type { ParsedYaml } from '../schema/parse';
import type { DocPath } from '../schema/path';
import { positionOf } from '../schema/position';

/** Where a problem is: a file of the repository, and the line and column when known. */
export interface Place {
  file?: string;
  line?: number;
  column?: number;
}

/**
 * A mistake in a source's files as its upstream tool words it, placed at the file (and line) a
 * user edits to fix it. Source types extend it with what else their diagnostics need.
 */
export class PlacedError extends Error {
  constructor(
    message: string,
    readonly place: Place,
    readonly reason: string,
  ) {
    super(message);
  }

  /** This problem as an error diagnostic of `source`, about `component` when given. */
  toDiagnostic(source: string, component?: string, message = this.message): Diagnostic {
    return {
      severity: 'error',
      source,
      ...(component ? { component } : {}),
      ...(this.place.file ? { file: this.place.file } : {}),
      ...(this.place.line !== undefined ? { line: this.place.line } : {}),
      ...(this.place.column !== undefined ? { column: this.place.column } : {}),
      message,
      reason: this.reason,
    };
  }
}

/** The place of the node at `path` in a parsed YAML file (the file alone when the path is not there). */
export function placeOf(parsed: ParsedYaml | undefined, path: DocPath, file?: string): Place {
  if (!parsed) return file ? { file } : {};
  return { file: parsed.file, ...positionOf(parsed, path) };
}
