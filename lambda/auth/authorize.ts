import type { Bundle, DeployEvent } from '../../src/model/contract';
import { CONFIG_VARIABLE, type EnvironmentBinding, type LambdaConfig } from '../config';
import { formatPath, type Segment } from '../config/path';
import type { VerifiedCaller } from './claims';
import { CallerRefused } from './refused';

/** What the caller asks for: the event's fields and the (digest-verified) bundle's own. */
export interface DeployRequest {
  action: DeployEvent['action'];
  environment: string;
  commit: string | null;
  bundle: Pick<Bundle, 'pipeline' | 'environment' | 'target' | 'commit'>;
}

/** A granted deploy: the pipeline and environment whose state is touched, and the cluster it goes to. */
export interface Authorization {
  repository: string;
  pipeline: string;
  environment: string;
  /** Key of the configuration's targets, from the configuration, never from the bundle. */
  target: string;
}

// GitHub owner and repository names are case-insensitive; file paths in the repository are not.
function sameWorkflow(a: string, b: string): boolean {
  const split = (w: string) => {
    const [owner = '', repo = '', ...rest] = w.split('/');
    return [`${owner}/${repo}`.toLowerCase(), rest.join('/')];
  };
  const [repoA, pathA] = split(a);
  const [repoB, pathB] = split(b);
  return repoA === repoB && pathA === pathB;
}

/** `RIGGING_CONFIG repositories["acme/platform"].pipelines.platform.environments.prod.refs` */
function key(...path: Segment[]): string {
  return `${CONFIG_VARIABLE} ${formatPath(path)}`;
}

function envKey(b: EnvironmentBinding, field?: string): string {
  const path: Segment[] = [
    'repositories',
    b.repository,
    'pipelines',
    b.pipeline,
    'environments',
    b.environment,
  ];
  return key(...(field ? [...path, field] : path));
}

function checkRun(caller: VerifiedCaller, b: EnvironmentBinding): void {
  const what = `${b.pipeline}/${b.environment}`;
  if (!b.refs.includes(caller.ref)) {
    throw new CallerRefused('ref', `ref ${caller.ref} may not deploy ${what} (${envKey(b, 'refs')})`);
  }
  if (b.workflows.length > 0) {
    const candidates =
      caller.jobWorkflow === undefined ? [caller.workflow] : [caller.workflow, caller.jobWorkflow];
    if (!b.workflows.some((w) => candidates.some((c) => sameWorkflow(w, c)))) {
      throw new CallerRefused(
        'workflow',
        `workflow ${candidates.join(' / ')} may not deploy ${what} (${envKey(b, 'workflows')})`,
      );
    }
  }
  if (caller.eventName === undefined) {
    throw new CallerRefused(
      'malformed',
      'the token has no "event_name" claim; is it a GitHub Actions OIDC token?',
    );
  }
  // The configuration cannot list pull-request events; refusing them here too keeps that true whatever it says.
  if (caller.eventName.startsWith('pull_request') || !b.events.includes(caller.eventName)) {
    throw new CallerRefused(
      'event',
      `a ${caller.eventName} run may not deploy ${what} (${envKey(b, 'events')})`,
    );
  }
  if (
    b.githubEnvironment !== undefined &&
    // GitHub Environment names are case-insensitive.
    caller.environment?.toLowerCase() !== b.githubEnvironment.toLowerCase()
  ) {
    const runsIn =
      caller.environment === undefined
        ? 'no GitHub Environment'
        : `GitHub Environment "${caller.environment}"`;
    throw new CallerRefused(
      'github-environment',
      `${what} deploys only from a job in GitHub Environment "${b.githubEnvironment}"; this job runs in ${runsIn} (${envKey(b, 'githubEnvironment')})`,
    );
  }
}

/** A run deploys the commit it was started for: an old bundle cannot be replayed by a later job. */
function checkCommit(caller: VerifiedCaller, request: DeployRequest): void {
  if (request.bundle.commit !== request.commit) {
    throw new CallerRefused(
      'commit',
      `the bundle is for commit ${request.bundle.commit ?? 'null'}, the event for ${request.commit ?? 'null'}`,
    );
  }
  if (request.commit === null) {
    if (request.action === 'apply') {
      throw new CallerRefused('commit', 'an apply must name its commit (event.commit), the token\'s "sha"');
    }
    return;
  }
  if (caller.sha === undefined) {
    throw new CallerRefused(
      'commit',
      `the token has no "sha" claim, so it cannot vouch for commit ${request.commit}`,
    );
  }
  if (caller.sha !== request.commit) {
    throw new CallerRefused(
      'commit',
      `the token is for commit ${caller.sha}, the event for ${request.commit}: a run may only deploy its own commit`,
    );
  }
}

/**
 * Decides whether a verified caller may run this request, from the Lambda's configuration alone:
 * the pipeline must belong to the caller's repository, the environment must be bound, the run's ref,
 * workflow, event and GitHub Environment must be allowed for it, and the commit must be the token's.
 * Returns the target the configuration binds; a bundle naming another is refused.
 */
export function authorize(
  config: Pick<LambdaConfig, 'pipelines'>,
  caller: VerifiedCaller,
  request: DeployRequest,
): Authorization {
  const { bundle } = request;
  if (bundle.environment !== request.environment) {
    throw new CallerRefused(
      'environment',
      `the bundle is for environment ${bundle.environment}, not ${request.environment}`,
    );
  }
  const pipeline = config.pipelines.get(bundle.pipeline);
  if (!pipeline || pipeline.repository.toLowerCase() !== caller.repository.toLowerCase()) {
    // Which repository owns it, if any, is not the caller's business.
    throw new CallerRefused(
      'pipeline',
      `pipeline ${bundle.pipeline} is not bound to repository ${caller.repository} (${key('repositories', caller.repository, 'pipelines')})`,
    );
  }
  const binding = pipeline.environments.get(bundle.environment);
  if (!binding) {
    throw new CallerRefused(
      'environment',
      `environment ${bundle.environment} of pipeline ${bundle.pipeline} is not bound (${key('repositories', pipeline.repository, 'pipelines', bundle.pipeline, 'environments')})`,
    );
  }
  checkRun(caller, binding);
  checkCommit(caller, request);
  if (bundle.target !== undefined && bundle.target !== binding.target) {
    throw new CallerRefused(
      'target',
      `the bundle names target ${bundle.target}, but ${bundle.pipeline}/${bundle.environment} is bound to target ${binding.target} (${envKey(binding, 'target')})`,
    );
  }
  return {
    repository: pipeline.repository,
    pipeline: bundle.pipeline,
    environment: bundle.environment,
    target: binding.target,
  };
}
