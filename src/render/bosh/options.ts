import type { SourceCheckContext, SourceOptionsSpec } from '../../config/source-type';
import type { SourceConfig } from '../../config/types';
import type { Diagnostic } from '../../model/types';
import { isRecord } from '../../model/values';
import { diagnosticAt } from '../../schema/diagnostic';
import { typoOf } from '../../schema/did-you-mean';

/** What an environment changes in the deployment: instance counts and properties. */
export interface BoshOverride {
  /** Deep-merged over the manifest's global `properties`. */
  properties?: Record<string, unknown>;
  instance_groups?: Record<string, { instances?: number; properties?: Record<string, unknown> }>;
}

/**
 * What a bosh source says in rigging.yaml besides name, type and path (the deployment manifest):
 * where the releases' job directories are, the variables the director would interpolate, how
 * instances are addressed, and what each environment overrides.
 */
export interface BoshOptions {
  /** Directory holding `<release>/jobs/<job>/` (spec or job.MF, templates/), relative to rigging.yaml. */
  releases: string;
  /** YAML file of `((variable))` values, relative to rigging.yaml; may name `{env}`. */
  variables?: string;
  /**
   * `quarks` (default): instances are `<deployment>-<group>-<index>.<namespace>.<domain>` as the
   * cf-operator names them; `director`: BOSH DNS, `<id>.<group>.<network>.<deployment>.bosh` and
   * link addresses `q-s0.<group>.<network>.<deployment>.bosh`.
   */
  addresses: 'quarks' | 'director';
  /** The Kubernetes namespace and service domain of quarks addresses. */
  namespace: string;
  serviceDomain: string;
  /** Per rigging environment. */
  overrides: Record<string, BoshOverride>;
}

export type BoshSourceConfig = SourceConfig<BoshOptions>;

function checkSource({ parsed, at, source, environments }: SourceCheckContext): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // A typo of the key (`release:`) is reported by the schema as the unknown key it is, once.
  const known = ['name', 'type', 'path', ...Object.keys(boshOptions.keys)];
  if (source.releases === undefined && typoOf('releases', Object.keys(source), known) === undefined) {
    diagnostics.push(
      diagnosticAt(parsed, at, 'a bosh source needs releases: the directory of <release>/jobs/<job>/', {
        reason: 'MissingReleases',
      }),
    );
  }
  if (!isRecord(source.overrides) || !environments) return diagnostics;
  return diagnostics.concat(
    Object.keys(source.overrides)
      .filter((env) => !environments.includes(env))
      .map((env) =>
        diagnosticAt(
          parsed,
          [...at, 'overrides', env],
          `overrides names environment "${env}", which spec.environments does not define`,
          {
            key: true,
            reason: 'UnknownEnvironment',
          },
        ),
      ),
  );
}

export const boshOptions: SourceOptionsSpec<BoshOptions> = {
  type: 'bosh',
  keys: {
    releases: { type: 'string', minLength: 1, 'x-noun': 'releases path' },
    variables: { type: 'string', minLength: 1, 'x-noun': 'variables file path' },
    addresses: { enum: ['quarks', 'director'], 'x-noun': 'address mode' },
    namespace: { type: 'string', minLength: 1, 'x-noun': 'namespace' },
    serviceDomain: { type: 'string', minLength: 1, 'x-noun': 'service domain' },
    overrides: {
      type: 'object',
      'x-noun': 'overrides mapping',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: {
          properties: { type: 'object', 'x-noun': 'properties mapping' },
          instance_groups: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              additionalProperties: false,
              properties: {
                instances: { type: 'integer', minimum: 0, 'x-noun': 'instance count' },
                properties: { type: 'object', 'x-noun': 'properties mapping' },
              },
            },
          },
        },
      },
    },
  },
  pathKeys: ['releases', 'variables'],
  pathKinds: {
    path: { kind: 'file', what: 'the deployment manifest file' },
    releases: { kind: 'directory', what: 'a directory of releases (<release>/jobs/<job>/)' },
    variables: { kind: 'file', what: 'a YAML file of variable values' },
  },
  check: checkSource,
  build(keys) {
    const options: BoshOptions = {
      releases: keys.releases as string,
      addresses: keys.addresses === 'director' ? 'director' : 'quarks',
      namespace: typeof keys.namespace === 'string' ? keys.namespace : 'default',
      serviceDomain: typeof keys.serviceDomain === 'string' ? keys.serviceDomain : 'svc.cluster.local',
      overrides: (keys.overrides ?? {}) as Record<string, BoshOverride>,
    };
    if (typeof keys.variables === 'string') options.variables = keys.variables;
    return options;
  },
};
