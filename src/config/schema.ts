import { closedObject } from '../schema/closed';
import type { SourceOptionsSpec, SourceTypes } from './source-type';

export const API_VERSION = 'rigging.dev/v1alpha1';
export const KIND = 'Pipeline';

const PIPELINE_NAME = '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$';
const PIPELINE_NAME_HINT =
  'use lowercase letters, digits and "-", starting and ending with a letter or digit';
/** Environment and source names; they end up in file names and labels. */
const NAME = '^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$';
const NAME_HINT =
  'use lowercase letters, digits, "-", "_" and ".", starting and ending with a letter or digit';
const mapping = { type: 'object' };

/** One `if type is X then only X's keys` branch, so an unknown key is named against its own type. */
function typeBranch(spec: SourceOptionsSpec): object {
  return {
    if: { properties: { type: { const: spec.type } }, required: ['type'] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
    then: {
      properties: { name: {}, type: {}, path: {}, ...spec.keys },
      additionalProperties: false,
      'x-noun': `${spec.type} source`,
    },
  };
}

/** A source entry: the common keys here, the rest each type's own. */
function sourceSchema(types: SourceTypes): object {
  return {
    type: 'object',
    required: ['name', 'type', 'path'],
    properties: {
      name: { type: 'string', pattern: NAME, 'x-noun': 'source name', 'x-hint': NAME_HINT },
      type: { type: 'string', enum: types.map((t) => t.type), 'x-noun': 'source type' },
      path: { type: 'string', minLength: 1, 'x-noun': 'path' },
    },
    allOf: types.map(typeBranch),
  };
}

// `properties` is refused by refused.ts in words of its own, not as an unknown key.
const environment = closedObject(
  { target: { type: 'string' }, properties: mapping },
  { 'x-noun': 'environment' },
);

/** A non-empty list of non-empty strings: JSON pointers, label or annotation key globs. */
function stringList(noun: string): object {
  return { type: 'array', minItems: 1, items: { type: 'string', minLength: 1, 'x-noun': noun } };
}

/** Pointer syntax and "needs paths, labels or annotations" are checked in ignore.ts, with better words. */
export const ignoreRuleSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', minLength: 1, 'x-noun': 'kind' },
    group: { type: 'string' },
    name: { type: 'string', minLength: 1, 'x-noun': 'name pattern' },
    namespace: { type: 'string', minLength: 1, 'x-noun': 'namespace pattern' },
    paths: stringList('JSON pointer'),
    labels: stringList('label key'),
    annotations: stringList('annotation key'),
  },
  additionalProperties: false,
  'x-noun': 'ignore rule',
};

// One schema object per set of types, so its compiled validator is reused (schema/validate.ts).
const schemas = new Map<string, { types: SourceTypes; schema: object }>();

/**
 * JSON Schema of rigging.yaml for these source types. Cross-field rules (unique names, paths,
 * each type's own) live in checks.ts and the types' checks.
 */
export function pipelineSchema(types: SourceTypes): object {
  const id = types.map((t) => t.type).join('\n');
  const known = schemas.get(id);
  if (known?.types.every((t, i) => t === types[i])) return known.schema;
  const schema = pipelineSchemaOf(types);
  schemas.set(id, { types: [...types], schema });
  return schema;
}

function pipelineSchemaOf(types: SourceTypes): object {
  return {
    type: 'object',
    required: ['apiVersion', 'kind', 'metadata', 'spec'],
    properties: {
      apiVersion: { type: 'string', const: API_VERSION, 'x-noun': 'apiVersion' },
      kind: { type: 'string', const: KIND, 'x-noun': 'kind' },
      metadata: {
        type: 'object',
        required: ['name'],
        properties: {
          name: {
            type: 'string',
            pattern: PIPELINE_NAME,
            'x-noun': 'pipeline name',
            'x-hint': PIPELINE_NAME_HINT,
          },
        },
        additionalProperties: false,
      },
      spec: {
        type: 'object',
        required: ['environments', 'sources'],
        properties: {
          environments: {
            type: 'object',
            minProperties: 1,
            propertyNames: { pattern: NAME, 'x-noun': 'environment name', 'x-hint': NAME_HINT },
            additionalProperties: environment,
          },
          sources: { type: 'array', minItems: 1, items: sourceSchema(types) },
          diff: closedObject({
            // Only `true` is accepted (refused.ts): redaction cannot be turned off.
            redactSecrets: { type: 'boolean' },
            ignore: { type: 'array', items: ignoreRuleSchema },
          }),
          deploy: closedObject({
            prune: { type: 'boolean' },
            pruneAdopted: { type: 'boolean' },
            allowEmpty: { type: 'boolean' },
            wait: { type: 'boolean' },
          }),
          jsonnet: closedObject({
            engine: { type: 'string', enum: ['libjsonnet', 'rigging'], 'x-noun': 'jsonnet engine' },
          }),
        },
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  };
}
