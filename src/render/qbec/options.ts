import type { SourceCheckContext, SourceOptionsSpec } from '../../config/source-type';
import type { SourceConfig } from '../../config/types';
import type { Diagnostic } from '../../model/types';
import { isRecord } from '../../model/values';
import { diagnosticAt } from '../../schema/diagnostic';
import { suggestion } from '../../schema/did-you-mean';

/** What a qbec source says in rigging.yaml besides name, type and path. */
export interface QbecOptions {
  /** rigging environment -> qbec environment; an environment not listed maps to the same name. */
  environments: Record<string, string>;
  /** qbec's --app-tag. */
  appTag?: string;
  /** qbec's --vm:ext-str / --vm:ext-code: a string value is a string, anything else is code (JSON). */
  extVars: Record<string, unknown>;
  /** qbec's --vm:tla-str / --vm:tla-code, same rule. */
  tlaVars: Record<string, unknown>;
}

export type QbecSourceConfig = SourceConfig<QbecOptions>;

/** qbec's own check for --app-tag. */
const APP_TAG = '^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$';
const mapping = { type: 'object' };

type Mapping = Record<string, unknown>;

/** An environment mapped to a qbec one must be one the pipeline declares. */
function checkEnvironments({ parsed, at, source, environments }: SourceCheckContext): Diagnostic[] {
  if (!environments || !isRecord(source.environments)) return [];
  const out: Diagnostic[] = [];
  for (const env of Object.keys(source.environments)) {
    if (environments.includes(env)) continue;
    const message = `environment ${JSON.stringify(env)} is not declared in spec.environments${suggestion(env, environments)}`;
    out.push(
      diagnosticAt(parsed, [...at, 'environments', env], message, {
        key: true,
        reason: 'UndeclaredEnvironment',
      }),
    );
  }
  return out;
}

export const qbecOptions: SourceOptionsSpec<QbecOptions> = {
  type: 'qbec',
  pathKinds: { path: { kind: 'directory', what: 'the app directory holding qbec.yaml' } },
  keys: {
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
  check: checkEnvironments,
  build(keys) {
    const vars = (keys.vars ?? {}) as { external?: Mapping; topLevel?: Mapping };
    const options: QbecOptions = {
      environments: (keys.environments ?? {}) as Record<string, string>,
      extVars: vars.external ?? {},
      tlaVars: vars.topLevel ?? {},
    };
    if (typeof keys.appTag === 'string') options.appTag = keys.appTag;
    return options;
  },
};
