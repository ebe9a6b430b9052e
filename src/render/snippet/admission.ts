import type { Diagnostic } from '../../model/types';
import { isRecord } from '../../model/values';
import { closedObject } from '../../schema/closed';
import { diagnosticAt } from '../../schema/diagnostic';
import { validateYaml } from '../../schema/validate';
import { parseGoDuration } from './duration';
import type { Resource } from './resources';
import { variableProblems, variablesSchema } from './variables';

// The CRDs' OpenAPI schemas and CEL rules (metio/jaas api/v1): what the apiserver refuses before
// the operator ever sees a resource. rigging reports those refusals as InvalidSpec.

const stringMap = (noun: string) => ({
  type: 'object',
  additionalProperties: { type: 'string', 'x-noun': noun },
});

const sourceRef = closedObject(
  {
    apiVersion: { type: 'string' },
    kind: {
      type: 'string',
      enum: ['GitRepository', 'OCIRepository', 'Bucket', 'ExternalArtifact'],
      'x-noun': 'source kind',
    },
    name: { type: 'string', minLength: 1, 'x-noun': 'source name' },
    namespace: { type: 'string' },
    path: { type: 'string' },
  },
  { required: ['kind', 'name'], 'x-noun': 'sourceRef' },
);

const librarySource = { files: stringMap('file content'), sourceRef };

const libraryRef = closedObject(
  {
    apiVersion: { type: 'string' },
    kind: { type: 'string', enum: ['JsonnetLibrary'], 'x-noun': 'library kind' },
    name: { type: 'string', minLength: 1, 'x-noun': 'library name' },
    namespace: { type: 'string' },
    importPath: { type: 'string' },
  },
  { required: ['kind', 'name'], 'x-noun': 'library reference' },
);

const resource = (kind: string, spec: object) =>
  closedObject(
    {
      apiVersion: { type: 'string' },
      kind: { type: 'string' },
      metadata: { type: 'object' },
      spec,
      status: { type: 'object' },
    },
    { required: ['spec'], 'x-noun': kind },
  );

export const SNIPPET_SCHEMA = resource(
  'JsonnetSnippet',
  closedObject(
    {
      serviceAccountName: { type: 'string' },
      entryFile: {
        type: 'string',
        minLength: 1,
        maxLength: 255,
        pattern: '^[A-Za-z0-9._/-]+$',
        'x-noun': 'entry file',
        'x-hint': 'use letters, digits, ".", "_", "/" and "-"',
      },
      ...librarySource,
      libraries: { type: 'array', items: libraryRef },
      tlas: variablesSchema('TLA', { type: 'array', items: { type: 'string' } }),
      externalVariables: variablesSchema('external variable', {
        type: 'string',
        'x-noun': 'external variable value',
      }),
      output: { type: 'string', enum: ['rendered', 'source'], 'x-noun': 'output' },
      suspend: { type: 'boolean' },
      history: { type: 'integer', minimum: 1, maximum: 50, 'x-noun': 'history' },
      interval: { type: 'string', 'x-noun': 'interval' },
    },
    { 'x-noun': 'JsonnetSnippet spec' },
  ),
);

export const LIBRARY_SCHEMA = resource(
  'JsonnetLibrary',
  closedObject(librarySource, { 'x-noun': 'JsonnetLibrary spec' }),
);

/** Problems the apiserver would refuse the resource for: schema, then the CEL rules. */
export function admissionProblems(resource: Resource): Diagnostic[] {
  const { parsed } = resource;
  const invalid = (d: Diagnostic): Diagnostic => ({ ...d, reason: 'InvalidSpec', component: resource.name });
  const schema = resource.kind === 'JsonnetSnippet' ? SNIPPET_SCHEMA : LIBRARY_SCHEMA;
  const problems = validateYaml(parsed, schema).map(invalid);
  if (problems.length > 0) return problems;
  const spec = resource.value.spec as Record<string, unknown>;
  const at = (path: (string | number)[], message: string) =>
    invalid(diagnosticAt(parsed, ['spec', ...path], message));
  // `files: {}` counts as unset, as the CEL rule's size() check has it.
  const files = isRecord(spec.files) && Object.keys(spec.files).length > 0 ? 1 : 0;
  if (files + (spec.sourceRef !== undefined ? 1 : 0) !== 1) {
    problems.push(at([], 'exactly one of spec.files or spec.sourceRef must be set'));
  }
  if (typeof spec.entryFile === 'string' && spec.entryFile.includes('..')) {
    problems.push(at(['entryFile'], "entryFile must not contain '..'"));
  }
  if (typeof spec.interval === 'string') {
    const ms = parseGoDuration(spec.interval);
    if (ms === undefined || ms < 30_000 || ms > 86_400_000) {
      problems.push(at(['interval'], 'interval must be between 30s and 24h'));
    }
  }
  for (const key of ['tlas', 'externalVariables'] as const) {
    for (const p of variableProblems(key, spec[key])) problems.push(at(p.path, p.message));
  }
  return problems;
}
