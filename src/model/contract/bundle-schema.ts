import { schemaCheck } from './schema-check';

/** A name that becomes one S3 key segment (state/<pipeline>/<environment>/...). */
const SEGMENT = '^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$';
const HEX64 = '^[0-9a-f]{64}$';
const text = { type: 'string' } as const;
const nonEmpty = { type: 'string', minLength: 1 } as const;
const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;
const strings = { type: 'array', items: text } as const;

/** A Kubernetes object as far as the Lambda relies on it; everything else is the API server's to judge. */
const kubeObject = {
  type: 'object',
  required: ['apiVersion', 'kind', 'metadata'],
  properties: {
    apiVersion: nonEmpty,
    kind: nonEmpty,
    metadata: {
      type: 'object',
      required: ['name'],
      properties: {
        name: nonEmpty,
        namespace: text,
        labels: stringMap,
        annotations: stringMap,
        ownerReferences: { type: 'array', items: { type: 'object' } },
      },
    },
  },
} as const;

const objectKey = {
  type: 'object',
  required: ['group', 'version', 'kind', 'namespace', 'name'],
  properties: { group: text, version: nonEmpty, kind: nonEmpty, namespace: text, name: nonEmpty },
  additionalProperties: false,
} as const;

const bundleObject = {
  type: 'object',
  required: ['source', 'component', 'key', 'hash', 'object'],
  properties: {
    source: text,
    component: text,
    key: objectKey,
    hash: { type: 'string', pattern: HEX64 },
    defaultNamespace: nonEmpty,
    object: kubeObject,
  },
  additionalProperties: false,
} as const;

// Artifacts are stored under artifacts/<pipeline>/<env>/<source>/<name>/: a source is one key
// segment, a name a path of segments none of which is empty, '.', '..' or has control characters.
const artifactName = {
  type: 'string',
  pattern: '^(?!(.*/)?\\.\\.?(/|$))[^/\\u0000-\\u001f\\u007f]+(/[^/\\u0000-\\u001f\\u007f]+)*$',
} as const;

const artifact = {
  type: 'object',
  required: ['source', 'name', 'mediaType', 'content'],
  properties: {
    source: { type: 'string', pattern: SEGMENT },
    name: artifactName,
    mediaType: nonEmpty,
    content: text,
    revision: nonEmpty,
    history: { type: 'integer', minimum: 1, maximum: 50 },
    component: text,
    status: {
      type: 'object',
      required: ['ready', 'reason', 'message'],
      properties: { ready: { type: 'boolean' }, reason: nonEmpty, message: text },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

// IgnoreRule as built by src/config/ignore.ts.
const ignoreRule = {
  type: 'object',
  required: ['paths', 'pointers', 'labels', 'annotations'],
  properties: {
    kind: text,
    group: text,
    name: text,
    namespace: text,
    paths: { type: 'array', items: strings },
    pointers: strings,
    labels: strings,
    annotations: strings,
  },
  additionalProperties: false,
} as const;

/**
 * The bundle's whole shape (the contract between the action and the Lambda). A bundle is checked
 * against it before the Lambda takes a lock or reads state; unknown keys are refused.
 */
export const BUNDLE_SCHEMA = {
  type: 'object',
  required: ['apiVersion', 'kind', 'pipeline', 'environment', 'commit', 'objects', 'artifacts'],
  properties: {
    apiVersion: { const: 'rigging.dev/v1alpha1' },
    kind: { const: 'Bundle' },
    pipeline: { type: 'string', pattern: SEGMENT },
    environment: { type: 'string', pattern: SEGMENT },
    target: nonEmpty,
    commit: { type: ['string', 'null'] },
    objects: { type: 'array', items: bundleObject },
    artifacts: { type: 'array', items: artifact },
    ignore: { type: 'array', items: ignoreRule },
  },
  additionalProperties: false,
} as const;

/** Every way `value` differs from the bundle's shape (at most ten), or none. */
export const bundleProblems = schemaCheck(BUNDLE_SCHEMA, 'bundle');
