import type { Diagnostic } from '../../model/types';
import { plural } from '../../report/escape';

export { plural };

/**
 * The closing line of a slow run's notice: `failed` with the error count when the run found
 * errors, so no count of what was made ever reads as a success after a failure; `done()` otherwise.
 */
export function outcome(diagnostics: readonly Diagnostic[], failed: string, done: () => string): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return errors > 0 ? `${failed} (${plural(errors, 'error')})` : done();
}
