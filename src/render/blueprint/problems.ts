import type { Diagnostic } from '../../model/types';
import { type ParsedYaml, parseYamlFile } from '../../schema/parse';
import { type Place, PlacedError } from '../placed-error';

export { type Place, placeOf } from '../placed-error';

/**
 * What stops Landscaper processing an installation, as rigging reports it: Landscaper's own words
 * where it has them, placed at the file (and line) a user edits to fix it.
 */
export class BlueprintError extends PlacedError {
  override name = 'BlueprintError';
  constructor(message: string, place: Place = {}, reason = 'BlueprintInvalid') {
    super(message, place, reason);
  }
}

/** Several problems found together (validation reports all it finds, as Landscaper's field lists do). */
export class BlueprintErrors extends Error {
  override name = 'BlueprintErrors';
  constructor(readonly errors: BlueprintError[]) {
    super(errors.map((e) => e.message).join('; '));
  }
}

/** Each problem of `err` (one, several, or an unexpected Error) as a diagnostic of `source`. */
export function toDiagnostics(err: unknown, source: string, component: string): Diagnostic[] {
  const errors =
    err instanceof BlueprintErrors
      ? err.errors
      : err instanceof BlueprintError
        ? [err]
        : [new BlueprintError((err as Error).message)];
  return errors.map((e) => e.toDiagnostic(source, component, `installation ${component}: ${e.message}`));
}

/** A YAML file of the source parsed for its positions; its first syntax error is thrown at its line. */
export function parseYaml(file: string, text: string, source: string): ParsedYaml {
  const parsed = parseYamlFile(file, text, source, { dialect: 'go-yaml-v2' });
  const syntax = parsed.diagnostics.find((d) => d.severity === 'error');
  if (syntax) {
    throw new BlueprintError(
      syntax.message,
      { file, line: syntax.line, column: syntax.column },
      'YamlSyntax',
    );
  }
  return parsed;
}
