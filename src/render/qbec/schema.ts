// qbec.yaml as qbec's own embedded schema (internal/model/swagger.yaml) defines it: every object
// closed (additionalProperties false) except the free-form property bags.

const NAME_PATTERN = '^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$';
const stringList = { type: 'array', items: { type: 'string' } };

const environment = {
  type: 'object',
  additionalProperties: false,
  properties: {
    server: { type: 'string' },
    context: { type: 'string' },
    defaultNamespace: { type: 'string' },
    includes: stringList,
    excludes: stringList,
    properties: { type: 'object' },
  },
};

const environments = { type: 'object', minProperties: 1, additionalProperties: environment };

export const QBEC_APP_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['apiVersion', 'kind', 'metadata', 'spec'],
  properties: {
    apiVersion: { type: 'string', enum: ['qbec.io/v1alpha1'], 'x-noun': 'apiVersion' },
    kind: { type: 'string', enum: ['App'], 'x-noun': 'kind' },
    metadata: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { type: 'string', pattern: NAME_PATTERN } },
    },
    spec: {
      type: 'object',
      additionalProperties: false,
      properties: {
        componentsDir: { type: 'string' },
        paramsFile: { type: 'string' },
        libPaths: stringList,
        postProcessor: { type: 'string' },
        vars: {
          type: 'object',
          additionalProperties: false,
          properties: {
            external: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['name'],
                properties: { name: { type: 'string' }, default: {}, secret: { type: 'boolean' } },
              },
            },
            topLevel: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'components'],
                properties: {
                  name: { type: 'string' },
                  components: { ...stringList, minItems: 1 },
                  secret: { type: 'boolean' },
                },
              },
            },
            computed: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'code'],
                properties: {
                  name: { type: 'string' },
                  code: { type: 'string' },
                  secret: { type: 'boolean' },
                },
              },
            },
          },
        },
        environments,
        envFiles: stringList,
        excludes: stringList,
        baseProperties: { type: 'object' },
        namespaceTagSuffix: { type: 'boolean' },
        clusterScopedLists: { type: 'boolean' },
        addComponentLabel: { type: 'boolean' },
        dataSources: stringList,
        dsExamples: { type: 'object' },
      },
    },
  },
} as const;

export const QBEC_ENVIRONMENT_MAP_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['apiVersion', 'kind', 'spec'],
  properties: {
    apiVersion: { type: 'string', enum: ['qbec.io/v1alpha1'], 'x-noun': 'apiVersion' },
    kind: { type: 'string', enum: ['EnvironmentMap'], 'x-noun': 'kind' },
    spec: {
      type: 'object',
      additionalProperties: false,
      required: ['environments'],
      properties: { environments },
    },
  },
} as const;

export const QBEC_NAME_PATTERN = new RegExp(NAME_PATTERN);
