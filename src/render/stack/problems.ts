import type { Diagnostic } from '../../model/types';
import type { ParsedYaml } from '../../schema/parse';
import { type Place, PlacedError } from '../placed-error';

export { type Place, placeOf } from '../placed-error';

/**
 * A problem of a Hub stack as the Hub CLI words it, placed at the file (and line) a user edits to
 * fix it: hub.yaml, a params file or a component's hub-component.yaml.
 */
class StackError extends PlacedError {
  override name = 'StackError';
  constructor(message: string, place: Place = {}, reason = 'StackInvalid') {
    super(message, place, reason);
  }
}

/**
 * Collects what a stack's processing finds, errors and warnings alike, so that all of them are
 * reported together (as Hub collects parameter errors), each as a rigging diagnostic of `source`.
 */
export class Problems {
  readonly diagnostics: Diagnostic[] = [];

  constructor(readonly source: string) {}

  error(message: string, place: Place = {}, reason = 'StackInvalid', component?: string): void {
    this.diagnostics.push(new StackError(message, place, reason).toDiagnostic(this.source, component));
  }

  warn(message: string, place: Place = {}, reason = 'StackWarning', component?: string): void {
    this.diagnostics.push({
      ...new StackError(message, place, reason).toDiagnostic(this.source, component),
      severity: 'warning',
    });
  }

  /** An error that stops only an optional component is a warning, as Hub's `util.Warn` for it. */
  report(severity: 'error' | 'warning', message: string, place: Place, reason: string, component?: string) {
    if (severity === 'error') this.error(message, place, reason, component);
    else this.warn(message, place, reason, component);
  }

  /** Every syntax problem of a parsed file, as the YAML package words it. */
  addYamlDiagnostics(parsed: ParsedYaml): void {
    for (const d of parsed.diagnostics) this.diagnostics.push({ ...d, source: this.source });
  }

  hasErrors(): boolean {
    return this.diagnostics.some((d) => d.severity === 'error');
  }
}
