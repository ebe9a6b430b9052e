import { Ajv, type ErrorObject } from 'ajv';
import { type Problems, pointerSegments, type Segment } from './path';

// Names as rigging.yaml spells them (src/config/schema.ts), so every pipeline and environment can be bound.
const PIPELINE_NAME = '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$';
const ENVIRONMENT_NAME = '^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$';
const REPOSITORY = '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?/[A-Za-z0-9._-]+$';
// A full branch or tag ref; no wildcards: each allowed ref is spelled out.
const REF = '^refs/(heads|tags)/[^\\s*?\\[\\]~^:\\\\]+$';
const WORKFLOW = '^[A-Za-z0-9-]+/[A-Za-z0-9._-]+/\\.github/workflows/[^@\\s*?]+\\.ya?ml$';
// S3 general purpose bucket names.
const BUCKET = '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$';

/** What a pattern wants, in words, for messages. */
const EXPECTED = 'x-expected';

const strings = (pattern: string, expected: string) => ({
  type: 'array',
  minItems: 1,
  items: { type: 'string', pattern, [EXPECTED]: expected },
});

const environment = {
  type: 'object',
  required: ['target'],
  additionalProperties: false,
  properties: {
    target: { type: 'string', minLength: 1 },
    refs: strings(REF, 'a full ref without wildcards, such as refs/heads/main or refs/tags/v1'),
    workflows: strings(WORKFLOW, '{owner}/{repo}/.github/workflows/{file}.yml'),
    events: { type: 'array', minItems: 1, items: { type: 'string' } },
    githubEnvironment: { type: 'string', minLength: 1, maxLength: 255 },
  },
};

const pipeline = {
  type: 'object',
  required: ['environments'],
  additionalProperties: false,
  properties: {
    environments: {
      type: 'object',
      minProperties: 1,
      propertyNames: {
        pattern: ENVIRONMENT_NAME,
        [EXPECTED]: 'an environment name of rigging.yaml (lowercase letters, digits, "-", "_", ".")',
      },
      additionalProperties: environment,
    },
  },
};

/** JSON Schema of RIGGING_CONFIG. Cross-references (targets, unique pipelines, events) are checked in read.ts. */
export const configSchema = {
  type: 'object',
  required: ['stateBucket', 'targets', 'repositories'],
  additionalProperties: false,
  properties: {
    stateBucket: { type: 'string', pattern: BUCKET, [EXPECTED]: 'an S3 bucket name' },
    oidc: {
      type: 'object',
      additionalProperties: false,
      properties: {
        issuer: { type: 'string', minLength: 1 },
        audience: { type: 'string', minLength: 1 },
      },
    },
    // Each target's shape is checked by targets.ts, which also serves messages about it.
    targets: { type: 'object', minProperties: 1 },
    repositories: {
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: REPOSITORY, [EXPECTED]: '{owner}/{repo}' },
      additionalProperties: {
        type: 'object',
        required: ['pipelines'],
        additionalProperties: false,
        properties: {
          pipelines: {
            type: 'object',
            minProperties: 1,
            propertyNames: {
              pattern: PIPELINE_NAME,
              [EXPECTED]: 'rigging.yaml\'s metadata.name (lowercase letters, digits and "-")',
            },
            additionalProperties: pipeline,
          },
        },
      },
    },
  },
};

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  array: 'a list',
  object: 'a mapping',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
};

function expected(error: ErrorObject): string {
  const value = (error.parentSchema as Record<string, unknown> | undefined)?.[EXPECTED];
  return typeof value === 'string' ? `; expected ${value}` : '';
}

function problemOf(error: ErrorObject, root: unknown): [Segment[], string] {
  const path = pointerSegments(error.instancePath, root);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return [[...path, String(params.missingProperty)], 'is required'];
    case 'additionalProperties': {
      const allowed = Object.keys((error.parentSchema as { properties?: object }).properties ?? {});
      return [
        [...path, String(params.additionalProperty)],
        `unknown key; expected one of ${allowed.join(', ')}`,
      ];
    }
    case 'type':
      return [path, `must be ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`];
    case 'minProperties':
    case 'minItems':
    case 'minLength':
      return [path, 'must not be empty'];
    case 'pattern':
      if (error.propertyName !== undefined) {
        return [[...path, error.propertyName], `is not a valid name${expected(error)}`];
      }
      return [path, `${JSON.stringify(error.data)} is not valid${expected(error)}`];
    default:
      return [path, error.message ?? 'is not valid'];
  }
}

let compiled: ReturnType<Ajv['compile']> | undefined;

/** Validates the parsed value's shape, adding one problem per mistake; true when the shape is right. */
export function checkShape(value: unknown, problems: Problems): boolean {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: true, verbose: true });
    ajv.addKeyword({ keyword: EXPECTED });
    compiled = ajv.compile(configSchema);
  }
  if (compiled(value)) return true;
  const errors = (compiled.errors ?? []).filter((e) => e.keyword !== 'propertyNames');
  // A value of the wrong type makes every other complaint about it moot.
  const wrongType = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.keyword !== 'type' && error.propertyName === undefined && wrongType.has(error.instancePath))
      continue;
    const [path, message] = problemOf(error, value);
    const id = `${JSON.stringify(path)} ${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.at(path, message);
  }
  return false;
}
