// Types of corpus-landscaper.mjs for its unit test.
export interface BlueprintInputs {
  /** What the example's Installation imports, by import name. */
  imports: Record<string, unknown>;
  /** The component laid out for the blueprint, relative to the examples' directory. */
  componentDescriptor?: string;
  /** The values file of the example's `landscaper-cli blueprints render` script. */
  values?: string;
  /** A blueprint only its sibling's subinstallations render (no Installation or script of its own). */
  subinstallation?: true;
}
export function landscaperInputs(
  base: string,
  files: string[],
  blueprints: string[],
): Map<string, BlueprintInputs>;
export const FAILURE_REASONS: [RegExp, string][];
export function failureReason(message: string, subinstallation?: boolean): string;
