/** A plain JSON object (what YAML and JSON mappings parse to): not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Binary order of UTF-16 code units (JavaScript's `<`): the same on every machine and in every
 * locale, unlike localeCompare, so sorted output (reports, diagnostics, keys) never changes with
 * where rigging runs. Where an upstream tool sorts by UTF-8 bytes (Go), use its own comparison.
 */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
