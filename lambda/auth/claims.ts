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
  sha?: string;
  runId?: string;
  actor?: string;
}

export type AllowList = Pick<LambdaConfig, 'allowedRepositories' | 'allowedRefs' | 'allowedWorkflows'>;

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

/** Checks GitHub's claims against the Lambda's own allow-list; never against anything in the event. */
export function checkCaller(payload: JWTPayload, allow: AllowList): VerifiedCaller {
  const repository = requiredString(payload, 'repository');
  const ref = requiredString(payload, 'ref');
  const workflow = workflowPath(requiredString(payload, 'workflow_ref'), 'workflow_ref');
  const jobWorkflowRef = optionalString(payload, 'job_workflow_ref');
  const jobWorkflow =
    jobWorkflowRef === undefined ? undefined : workflowPath(jobWorkflowRef, 'job_workflow_ref');

  const lower = repository.toLowerCase();
  if (!allow.allowedRepositories.some((r) => r.toLowerCase() === lower)) {
    throw new CallerRefused(
      'repository',
      `repository ${repository} is not allowed to deploy (RIGGING_ALLOWED_REPOSITORIES)`,
    );
  }
  if (!allow.allowedRefs.includes(ref)) {
    throw new CallerRefused('ref', `ref ${ref} is not allowed to deploy (RIGGING_ALLOWED_REFS)`);
  }
  if (allow.allowedWorkflows.length > 0) {
    const candidates = jobWorkflow === undefined ? [workflow] : [workflow, jobWorkflow];
    const allowed = allow.allowedWorkflows.some((w) => candidates.some((c) => sameWorkflow(w, c)));
    if (!allowed) {
      throw new CallerRefused(
        'workflow',
        `workflow ${candidates.join(' / ')} is not allowed to deploy (RIGGING_ALLOWED_WORKFLOWS)`,
      );
    }
  }

  const caller: VerifiedCaller = { repository, ref, workflow };
  if (jobWorkflow !== undefined && jobWorkflow !== workflow) caller.jobWorkflow = jobWorkflow;
  const environment = optionalString(payload, 'environment');
  if (environment !== undefined) caller.environment = environment;
  const sha = optionalString(payload, 'sha');
  if (sha !== undefined) caller.sha = sha;
  const runId = optionalString(payload, 'run_id');
  if (runId !== undefined) caller.runId = runId;
  const actor = optionalString(payload, 'actor');
  if (actor !== undefined) caller.actor = actor;
  return caller;
}
