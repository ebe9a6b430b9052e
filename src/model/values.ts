/** A plain JSON object (what YAML and JSON mappings parse to): not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Code-point order: the same on every machine and in every locale, unlike localeCompare, so
 * sorted output (reports, diagnostics, keys) never changes with where rigging runs.
 */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
