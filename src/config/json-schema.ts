import { ANNOTATIONS } from '../schema/messages';
import { pipelineSchema } from './schema';
import type { SourceTypes } from './source-type';

/** Where the generated schema is committed, relative to the repository (README names it). */
export const JSON_SCHEMA_FILE = 'schema/rigging.schema.json';

/**
 * The draft editors read: yaml-language-server (VS Code's YAML extension, Neovim, Helix) supports
 * JSON Schema draft-07 and below; it is also ajv's default, the draft rigging validates with.
 */
const DRAFT = 'http://json-schema.org/draft-07/schema#';

/**
 * rigging.yaml's JSON Schema for editors: the very schema rigging validates the file with
 * (schema.ts, with each source type's keys under `if type is X then`), its `x-hint` rules turned
 * into the `description` an editor shows on hover and the message of a failed pattern, and rigging's
 * other message annotations dropped. Cross-field rules (unique names, paths that
 * must exist, refused keys) are rigging's alone: `rigging validate` checks them.
 */
export function editorSchema(types: SourceTypes): object {
  return {
    $schema: DRAFT,
    title: 'rigging.yaml',
    description: 'A rigging pipeline: the environments, and the sources rendered for each of them.',
    ...(forEditors(pipelineSchema(types)) as object),
  };
}

/** editorSchema as committed: two-space JSON with a final newline. */
export function editorSchemaText(types: SourceTypes): string {
  return `${JSON.stringify(editorSchema(types), null, 2)}\n`;
}

/**
 * yaml-language-server's (and VS Code's) keyword for the message of a failed `pattern`: without it
 * the editor shows the regular expression itself.
 */
export const PATTERN_MESSAGE = 'patternErrorMessage';

function forEditors(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forEditors);
  if (!value || typeof value !== 'object') return value;
  const schema = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(schema)) {
    if (!key.startsWith('x-')) out[key] = forEditors(child);
  }
  const hint = schema[ANNOTATIONS.hint];
  if (typeof hint === 'string') {
    out.description ??= hint;
    // The words `rigging validate` uses (schema/messages.ts), less the value the editor points at.
    const noun = schema[ANNOTATIONS.noun];
    if (typeof schema.pattern === 'string') out[PATTERN_MESSAGE] = noun ? `invalid ${noun}: ${hint}` : hint;
  }
  return out;
}
