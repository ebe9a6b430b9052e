import { parse } from 'yaml';
import { isRecord } from '../../src/model/values';
import { ConfigError } from './errors';
import { Problems, type Segment } from './path';
import { checkShape } from './schema';
import { parseTargets } from './targets';
import type { EnvironmentBinding, LambdaConfig, PipelineBinding } from './types';

export const CONFIG_VARIABLE = 'RIGGING_CONFIG';
export const DEFAULT_ISSUER = 'https://token.actions.githubusercontent.com';
export const DEFAULT_AUDIENCE = 'rigging';
export const DEFAULT_REFS: readonly string[] = ['refs/heads/main'];
export const DEFAULT_EVENTS: readonly string[] = ['push', 'workflow_dispatch', 'schedule'];

/**
 * Events whose runs may be allowed to deploy. Pull-request events are not among them: their jobs run
 * code anyone can propose (pull_request_target even with the base repository's secrets and token).
 */
export const KNOWN_EVENTS: readonly string[] = [
  ...DEFAULT_EVENTS,
  'release',
  'repository_dispatch',
  'workflow_run',
  'merge_group',
  'deployment',
];

/** Variables of earlier versions: setting one is a mistake to fix, not something to ignore. */
const REMOVED: Record<string, string> = {
  RIGGING_ALLOWED_REPOSITORIES: 'repositories',
  RIGGING_ALLOWED_REFS: 'repositories.<repo>.pipelines.<pipeline>.environments.<env>.refs',
  RIGGING_ALLOWED_WORKFLOWS: 'repositories.<repo>.pipelines.<pipeline>.environments.<env>.workflows',
  RIGGING_TARGETS: 'targets (and environments.<env>.target)',
  RIGGING_STATE_BUCKET: 'stateBucket',
  RIGGING_OIDC_ISSUER: 'oidc.issuer',
  RIGGING_OIDC_AUDIENCE: 'oidc.audience',
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

type Mapping = Record<string, unknown>;

function mappingAt(value: unknown): Mapping {
  return isRecord(value) ? value : {};
}

function stringsAt(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function checkIssuer(value: string, problems: Problems): void {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  // Keys fetched over plain http could be swapped in transit; loopback is allowed for test issuers.
  const secure =
    url !== undefined &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) &&
    !url.search &&
    !url.hash;
  if (!secure) {
    problems.at(
      ['oidc', 'issuer'],
      `"${value}" is not valid; expected an https URL such as ${DEFAULT_ISSUER}`,
    );
  }
}

function checkEvents(events: string[], path: Segment[], problems: Problems): void {
  events.forEach((event, i) => {
    if (event.startsWith('pull_request')) {
      problems.at(
        [...path, i],
        `"${event}" is never allowed: its runs execute code proposed in a pull request; deploy from ${DEFAULT_EVENTS.join(', ')}`,
      );
    } else if (!KNOWN_EVENTS.includes(event)) {
      problems.at(
        [...path, i],
        `"${event}" is not an event rigging deploys from; expected one of ${KNOWN_EVENTS.join(', ')}`,
      );
    }
  });
}

/**
 * Reads and validates the Lambda's configuration, the YAML or JSON value of RIGGING_CONFIG. The handler
 * calls this once per container; nothing else reads RIGGING_* variables. Throws ConfigError listing
 * every problem, each with its path in the configuration.
 */
export function readLambdaConfig(env: NodeJS.ProcessEnv = process.env): LambdaConfig {
  const problems = new Problems(CONFIG_VARIABLE);
  for (const [name, replacement] of Object.entries(REMOVED)) {
    if (env[name] !== undefined) {
      problems.add(
        `${name} is no longer read: move it into ${CONFIG_VARIABLE} as ${replacement}, then unset ${name}`,
      );
    }
  }

  const raw = env[CONFIG_VARIABLE] ?? '';
  let value: unknown;
  if (raw.trim() === '') {
    problems.add(
      `${CONFIG_VARIABLE} is not set. Expected YAML or JSON with stateBucket, targets and repositories (see README, "AWS setup")`,
    );
  } else {
    try {
      value = parse(raw);
    } catch (err) {
      // The first line names the problem and its line and column; the rest quotes the value.
      const reason = (err as Error).message.split('\n')[0]?.replace(/:$/, '');
      problems.add(`${CONFIG_VARIABLE}: is not valid YAML or JSON (${reason})`);
    }
    if (value !== undefined) checkShape(value, problems);
  }

  // Cross-references, on whatever parts have the right shape, so one pass lists every problem.
  const doc = mappingAt(value);
  const oidc = mappingAt(doc.oidc);
  const oidcIssuer = typeof oidc.issuer === 'string' ? oidc.issuer.trim() : DEFAULT_ISSUER;
  if (value !== undefined) checkIssuer(oidcIssuer, problems);
  const oidcAudience = typeof oidc.audience === 'string' ? oidc.audience.trim() : DEFAULT_AUDIENCE;
  const stateBucket = typeof doc.stateBucket === 'string' ? doc.stateBucket : '';

  const declaredTargets = mappingAt(doc.targets);
  const targets =
    Object.keys(declaredTargets).length > 0 ? parseTargets(declaredTargets, problems) : new Map();

  const repositories: string[] = [];
  const pipelines = new Map<string, PipelineBinding>();
  const repositoryOf = new Map<string, string>();
  const pipelineOwner = new Map<string, { repository: string; name: string }>();
  for (const [repository, repoValue] of Object.entries(mappingAt(doc.repositories))) {
    const repoPath: Segment[] = ['repositories', repository];
    const first = repositoryOf.get(repository.toLowerCase());
    if (first !== undefined) {
      problems.at(
        repoPath,
        `is the same repository as "${first}" (GitHub names are case-insensitive); merge them`,
      );
      continue;
    }
    repositoryOf.set(repository.toLowerCase(), repository);
    repositories.push(repository);

    for (const [name, pipelineValue] of Object.entries(mappingAt(mappingAt(repoValue).pipelines))) {
      const pipelinePath: Segment[] = [...repoPath, 'pipelines', name];
      // State, locks and ownership labels are keyed by pipeline name: two owners would share them.
      const owner = pipelineOwner.get(name.toLowerCase());
      if (owner === undefined) pipelineOwner.set(name.toLowerCase(), { repository, name });
      else if (owner.repository !== repository) {
        problems.at(
          pipelinePath,
          `pipeline "${name}" is already bound to repository "${owner.repository}"; a pipeline belongs to one repository`,
        );
      } else {
        problems.at(
          pipelinePath,
          `is the same pipeline as "${owner.name}" (names differ only in case); merge them`,
        );
      }

      const environments = new Map<string, EnvironmentBinding>();
      for (const [envName, envValue] of Object.entries(mappingAt(mappingAt(pipelineValue).environments))) {
        const envPath: Segment[] = [...pipelinePath, 'environments', envName];
        const spec = mappingAt(envValue);
        const target = typeof spec.target === 'string' ? spec.target : '';
        if (target !== '' && !Object.hasOwn(declaredTargets, target)) {
          problems.at([...envPath, 'target'], `no target "${target}" in targets`);
        }
        const events = spec.events === undefined ? [...DEFAULT_EVENTS] : stringsAt(spec.events);
        checkEvents(events, [...envPath, 'events'], problems);
        const binding: EnvironmentBinding = {
          repository,
          pipeline: name,
          environment: envName,
          target,
          refs: Object.freeze(spec.refs === undefined ? [...DEFAULT_REFS] : stringsAt(spec.refs)),
          workflows: Object.freeze(stringsAt(spec.workflows)),
          events: Object.freeze(events),
          ...(typeof spec.githubEnvironment === 'string'
            ? { githubEnvironment: spec.githubEnvironment }
            : {}),
        };
        environments.set(envName, Object.freeze(binding));
      }
      if (owner === undefined) pipelines.set(name, Object.freeze({ repository, environments }));
    }
  }

  if (problems.size > 0) throw new ConfigError(problems.list);
  return Object.freeze({
    oidcAudience,
    oidcIssuer,
    stateBucket,
    targets,
    repositories: Object.freeze(repositories),
    pipelines,
  });
}
