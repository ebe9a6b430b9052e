import type { SourceCheckContext, SourceOptionsSpec } from '../../config/source-type';
import type { SourceConfig } from '../../config/types';
import type { Diagnostic } from '../../model/types';
import { diagnosticAt } from '../../schema/diagnostic';
import { parseGoDuration } from './duration';

/**
 * What a snippet source says in rigging.yaml besides name, type and path: the settings the JaaS
 * operator takes as flags, so a pull request is evaluated as the operator in the cluster would.
 */
export interface SnippetOptions {
  /** The operator's `--ext-var` set: every snippet sees these; a snippet naming one conflicts. */
  externalVariables: Record<string, string>;
  /** The operator's `--default-service-account`; without it a snippet must name its own. */
  defaultServiceAccount?: string;
  /** The operator's `--evaluation-timeout`, as written (Go duration) and in milliseconds; 0 disables. */
  evaluationTimeout: { text: string; ms: number };
  /** The operator's `--max-artifact-bytes`; 0 disables (the per-file and total caps still apply). */
  maxArtifactBytes: number;
  /** The opposite of the operator's `--no-cross-namespace-refs` (true by default). */
  allowCrossNamespaceRefs: boolean;
  /** GitRepository URLs that are this repository: their sourceRefs are read from the rendered commit. */
  repositoryURLs: string[];
}

export type SnippetSourceConfig = SourceConfig<SnippetOptions>;

/** JaaS's default `--evaluation-timeout`. */
const DEFAULT_TIMEOUT = '5s';
/** rigging's default for `--max-artifact-bytes` (JaaS's own default, 0, would be no limit). */
export const DEFAULT_MAX_ARTIFACT_BYTES = 10 * 1024 * 1024;

function checkTimeout({ parsed, at, source }: SourceCheckContext): Diagnostic[] {
  const raw = source.evaluationTimeout;
  if (typeof raw !== 'string' || parseGoDuration(raw) !== undefined) return [];
  const message = `evaluationTimeout ${JSON.stringify(raw)} is not a duration such as 5s, 1m30s or 0`;
  return [diagnosticAt(parsed, [...at, 'evaluationTimeout'], message, { reason: 'InvalidDuration' })];
}

export const snippetOptions: SourceOptionsSpec<SnippetOptions> = {
  type: 'snippet',
  pathKinds: {
    path: { kind: 'directory', what: 'a directory of JsonnetSnippet and JsonnetLibrary manifests' },
  },
  keys: {
    externalVariables: {
      type: 'object',
      additionalProperties: { type: 'string', 'x-noun': 'external variable value' },
      'x-noun': 'externalVariables mapping',
    },
    defaultServiceAccount: { type: 'string', minLength: 1, 'x-noun': 'service account name' },
    evaluationTimeout: { type: 'string', minLength: 1, 'x-noun': 'duration' },
    maxArtifactBytes: { type: 'integer', minimum: 0, 'x-noun': 'byte count' },
    allowCrossNamespaceRefs: { type: 'boolean' },
    repositoryURLs: { type: 'array', items: { type: 'string', minLength: 1, 'x-noun': 'URL' } },
  },
  check: checkTimeout,
  build(keys) {
    const timeout = typeof keys.evaluationTimeout === 'string' ? keys.evaluationTimeout : DEFAULT_TIMEOUT;
    const options: SnippetOptions = {
      externalVariables: (keys.externalVariables ?? {}) as Record<string, string>,
      evaluationTimeout: { text: timeout, ms: parseGoDuration(timeout) ?? 5000 },
      maxArtifactBytes:
        typeof keys.maxArtifactBytes === 'number' ? keys.maxArtifactBytes : DEFAULT_MAX_ARTIFACT_BYTES,
      allowCrossNamespaceRefs: keys.allowCrossNamespaceRefs === true,
      repositoryURLs: (keys.repositoryURLs ?? []) as string[],
    };
    if (typeof keys.defaultServiceAccount === 'string')
      options.defaultServiceAccount = keys.defaultServiceAccount;
    return options;
  },
};
