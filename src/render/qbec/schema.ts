import { closedObject } from '../../schema/closed';

// qbec.yaml as qbec's own embedded schema (internal/model/swagger.yaml) defines it: every object
// closed (additionalProperties false) except the free-form property bags.

const NAME_PATTERN = '^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$';
const stringList = { type: 'array', items: { type: 'string' } };

const environment = closedObject({
  server: { type: 'string' },
  context: { type: 'string' },
  defaultNamespace: { type: 'string' },
  includes: stringList,
  excludes: stringList,
  properties: { type: 'object' },
});

/** qbec's vars entries: a name, a `secret` flag, and what the kind adds. */
function variables(own: Record<string, object>, required: string[]): object {
  return {
    type: 'array',
    items: closedObject({ name: { type: 'string' }, ...own, secret: { type: 'boolean' } }, { required }),
  };
}

const environments = { type: 'object', minProperties: 1, additionalProperties: environment };

export const QBEC_APP_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['apiVersion', 'kind', 'metadata', 'spec'],
  properties: {
    apiVersion: { type: 'string', enum: ['qbec.io/v1alpha1'], 'x-noun': 'apiVersion' },
    kind: { type: 'string', enum: ['App'], 'x-noun': 'kind' },
    metadata: closedObject({ name: { type: 'string', pattern: NAME_PATTERN } }, { required: ['name'] }),
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
            external: variables({ default: {} }, ['name']),
            topLevel: variables({ components: { ...stringList, minItems: 1 } }, ['name', 'components']),
            computed: variables({ code: { type: 'string' } }, ['name', 'code']),
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
    spec: closedObject({ environments }, { required: ['environments'] }),
  },
} as const;

export const QBEC_NAME_PATTERN = new RegExp(NAME_PATTERN);
