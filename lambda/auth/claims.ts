import type { JWTPayload } from 'jose';
import type { LambdaConfig } from '../config';
import { CallerRefused } from './refused';

/** Who is calling, from a token whose signature and standard claims have been verified. */
export interface VerifiedCaller {
  /** `{owner}/{repo}` as GitHub spells it. */
  repository: string;
  /** The run's ref, e.g. `refs/heads/main`. */
  ref: string;
  /** The run's workflow file: `workflow_ref` before `@`, e.g. `acme/platform/.github/workflows/deploy.yml`. */
  workflow: string;
  /** The reusable workflow that holds the job (`job_workflow_ref` before `@`), when it differs. */
  jobWorkflow?: string;
  /** The GitHub deployment environment the job runs in, if any. */
  environment?: string;
  /** The commit the run is for (`sha`): a bundle for any other commit is refused. */
  sha?: string;
  /** The event that started the run (`event_name`), e.g. `push`. */
  eventName?: string;
  runId?: string;
  actor?: string;
}

export type AllowList = Pick<LambdaConfig, 'repositories'>;

function requiredString(payload: JWTPayload, claim: string): string {
  const value = payload[claim];
  if (typeof value !== 'string' || value === '') {
    throw new CallerRefused(
      'malformed',
      `the token has no "${claim}" claim; is it a GitHub Actions OIDC token?`,
    );
  }
  return value;
}

function optionalString(payload: JWTPayload, claim: string): string | undefined {
  const value = payload[claim];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `owner/repo/.github/workflows/x.yml@refs/heads/main` -> `owner/repo/.github/workflows/x.yml`. */
function workflowPath(ref: string, claim: string): string {
  const at = ref.indexOf('@');
  if (at <= 0) throw new CallerRefused('malformed', `the token's "${claim}" claim is not {path}@{ref}`);
  return ref.slice(0, at);
}

/**
 * Reads GitHub's claims and refuses a repository the configuration does not name. Which pipeline,
 * environment, ref, workflow and event may deploy is decided once the bundle is known (authorize.ts).
 */
export function checkCaller(payload: JWTPayload, allow: AllowList): VerifiedCaller {
  const repository = requiredString(payload, 'repository');
  const ref = requiredString(payload, 'ref');
  const workflow = workflowPath(requiredString(payload, 'workflow_ref'), 'workflow_ref');
  const jobWorkflowRef = optionalString(payload, 'job_workflow_ref');
  const jobWorkflow =
    jobWorkflowRef === undefined ? undefined : workflowPath(jobWorkflowRef, 'job_workflow_ref');

  const lower = repository.toLowerCase();
  if (!allow.repositories.some((r) => r.toLowerCase() === lower)) {
    throw new CallerRefused(
      'repository',
      `repository ${repository} is not allowed to deploy (RIGGING_CONFIG repositories)`,
    );
  }

  const caller: VerifiedCaller = { repository, ref, workflow };
  if (jobWorkflow !== undefined && jobWorkflow !== workflow) caller.jobWorkflow = jobWorkflow;
  const optional = [
    ['environment', 'environment'],
    ['sha', 'sha'],
    ['eventName', 'event_name'],
    ['runId', 'run_id'],
    ['actor', 'actor'],
  ] as const;
  for (const [field, claim] of optional) {
    const value = optionalString(payload, claim);
    if (value !== undefined) caller[field] = value;
  }
  return caller;
}
