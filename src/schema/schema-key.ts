import { ANNOTATIONS } from './messages';

export interface ValidateOptions {
  /** Extra annotation keywords the schema uses (e.g. `x-doc`); ajv rejects unknown keywords otherwise. */
  annotations?: readonly string[];
}

/** The keywords ajv must accept besides JSON Schema's: the annotations messages read. */
export function ajvKeywords(opts: ValidateOptions = {}): string[] {
  return [...Object.values(ANNOTATIONS), ...(opts.annotations ?? [])];
}

/**
 * Names a schema and its keywords by content, so a validator compiled ahead is found for it: the
 * JSON text itself, which is exact, and cheaper than hashing it at start-up.
 */
export function schemaKey(schema: object, opts: ValidateOptions = {}): string {
  return JSON.stringify([ajvKeywords(opts), schema]);
}
