import { SOURCE_TYPES, type SourceType } from './types';

export const API_VERSION = 'rigging.dev/v1alpha1';
export const KIND = 'Pipeline';

const PIPELINE_NAME = '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$';
const PIPELINE_NAME_HINT =
  'use lowercase letters, digits and "-", starting and ending with a letter or digit';
/** Environment and source names; they end up in file names and labels. */
const NAME = '^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$';
const NAME_HINT =
  'use lowercase letters, digits, "-", "_" and ".", starting and ending with a letter or digit';
/** qbec's own check for --app-tag. */
const APP_TAG = '^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$';

const mapping = { type: 'object' };

/** Keys each source type accepts besides name, type and path. */
const TYPE_KEYS: Record<SourceType, Record<string, object>> = {
  qbec: {
    environments: {
      type: 'object',
      additionalProperties: { type: 'string', minLength: 1, 'x-noun': 'qbec environment' },
    },
    appTag: {
      type: 'string',
      pattern: APP_TAG,
      'x-noun': 'app tag',
      'x-hint': 'use letters, digits, "-", "_" and ".", starting and ending with a letter or digit',
    },
    vars: {
      type: 'object',
      properties: { external: mapping, topLevel: mapping },
      additionalProperties: false,
      'x-noun': 'vars mapping',
    },
  },
  bosh: { releases: { type: 'string', minLength: 1, 'x-noun': 'releases path' } },
  snippet: {},
  blueprint: {},
  stack: {},
};

/** One `if type is X then only X's keys` branch, so an unknown key is named against its own type. */
function typeBranch(type: SourceType): object {
  return {
    if: { properties: { type: { const: type } }, required: ['type'] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
    then: {
      properties: { name: {}, type: {}, path: {}, ...TYPE_KEYS[type] },
      additionalProperties: false,
      'x-noun': `${type} source`,
    },
  };
}

const source = {
  type: 'object',
  required: ['name', 'type', 'path'],
  properties: {
    name: { type: 'string', pattern: NAME, 'x-noun': 'source name', 'x-hint': NAME_HINT },
    type: { type: 'string', enum: [...SOURCE_TYPES], 'x-noun': 'source type' },
    path: { type: 'string', minLength: 1, 'x-noun': 'path' },
  },
  allOf: SOURCE_TYPES.map(typeBranch),
};

const environment = {
  type: 'object',
  properties: { target: { type: 'string' }, properties: mapping },
  additionalProperties: false,
  'x-noun': 'environment',
};

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

/** JSON Schema of rigging.yaml. Cross-field rules (unique names, declared environments, paths) live in checks.ts. */
export const pipelineSchema = {
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
        sources: { type: 'array', minItems: 1, items: source },
        diff: {
          type: 'object',
          properties: {
            redactSecrets: { type: 'boolean' },
            ignore: { type: 'array', items: ignoreRuleSchema },
          },
          additionalProperties: false,
        },
        deploy: {
          type: 'object',
          properties: {
            prune: { type: 'boolean' },
            pruneAdopted: { type: 'boolean' },
            wait: { type: 'boolean' },
          },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;
