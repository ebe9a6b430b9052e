import type { SourceCheckContext, SourceOptionsSpec } from '../../config/source-type';
import type { SourceConfig } from '../../config/types';
import type { Diagnostic } from '../../model/types';
import { isRecord } from '../../model/values';
import { diagnosticAt } from '../../schema/diagnostic';

/**
 * What a stack source says in rigging.yaml besides name, type and path (the most derived
 * hub.yaml): what Hub learns from outside the stack's files. Params files are not options: they
 * are `params.yaml` and `params-<environment>.yaml` next to each hub.yaml.
 */
export interface StackOptions {
  /** Per rigging environment, the capabilities it declares (`aws`, `kubectl`...); `requires` are checked against them. */
  capabilities: Record<string, string[]>;
  /** A Hub state file of the platform stack, relative to rigging.yaml; may name `{env}`. Its `provides` are the platform's. */
  platform?: string;
  /** A previous Hub state file of this stack, relative to rigging.yaml; may name `{env}`. Its stack parameters fill empty values. */
  state?: string;
}

export type StackSourceConfig = SourceConfig<StackOptions>;

/** Capabilities may name environments only the pipeline defines (as bosh's `overrides`). */
function checkSource({ parsed, at, source, environments }: SourceCheckContext): Diagnostic[] {
  if (!isRecord(source.capabilities) || !environments) return [];
  return Object.keys(source.capabilities)
    .filter((env) => !environments.includes(env))
    .map((env) =>
      diagnosticAt(
        parsed,
        [...at, 'capabilities', env],
        `capabilities names environment "${env}", which spec.environments does not define`,
        { key: true, reason: 'UnknownEnvironment' },
      ),
    );
}

export const stackOptions: SourceOptionsSpec<StackOptions> = {
  type: 'stack',
  keys: {
    capabilities: {
      type: 'object',
      'x-noun': 'capabilities mapping',
      'x-hint': 'map each environment to a list of capabilities, e.g. { dev: [aws, kubectl] }',
      additionalProperties: {
        type: 'array',
        'x-noun': 'capability list',
        items: { type: 'string', minLength: 1, 'x-noun': 'capability' },
      },
    },
    platform: { type: 'string', minLength: 1, 'x-noun': 'platform state file path' },
    state: { type: 'string', minLength: 1, 'x-noun': 'state file path' },
  },
  pathKeys: ['platform', 'state'],
  pathKinds: {
    path: { kind: 'file', what: 'the hub.yaml file' },
    platform: { kind: 'file', what: 'a Hub state file' },
    state: { kind: 'file', what: 'a Hub state file' },
  },
  check: checkSource,
  build(keys) {
    const options: StackOptions = {
      capabilities: (keys.capabilities ?? {}) as Record<string, string[]>,
    };
    if (typeof keys.platform === 'string') options.platform = keys.platform;
    if (typeof keys.state === 'string') options.state = keys.state;
    return options;
  },
};
