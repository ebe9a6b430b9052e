import { ConfigError } from './errors';
import { parseTargets } from './targets';
import type { LambdaConfig } from './types';

export const DEFAULT_ISSUER = 'https://token.actions.githubusercontent.com';
export const DEFAULT_AUDIENCE = 'rigging';
export const DEFAULT_REFS = ['refs/heads/main'];

const REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\/[A-Za-z0-9._-]+$/;
const REF = /^refs\/\S+$/;
const WORKFLOW = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+\/\.github\/workflows\/[^@\s]+\.ya?ml$/;
// S3 general purpose bucket names.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Splits a comma and/or whitespace separated list, dropping empty entries. */
function list(raw: string | undefined): string[] {
  return (raw ?? '').split(/[\s,]+/).filter((s) => s !== '');
}

function checkedList(
  env: NodeJS.ProcessEnv,
  name: string,
  pattern: RegExp,
  format: string,
  problems: string[],
): string[] {
  const entries = list(env[name]);
  for (const entry of entries) {
    if (!pattern.test(entry)) problems.push(`${name}: "${entry}" is not valid. Expected format ${format}`);
  }
  return entries;
}

function issuer(raw: string | undefined, problems: string[]): string {
  const value = raw?.trim() || DEFAULT_ISSUER;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(
      `RIGGING_OIDC_ISSUER: "${value}" is not valid. Expected an https URL such as ${DEFAULT_ISSUER}`,
    );
    return value;
  }
  // Keys fetched over plain http could be swapped in transit; loopback is allowed for test issuers.
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!secure || url.search || url.hash) {
    problems.push(
      `RIGGING_OIDC_ISSUER: "${value}" is not valid. Expected an https URL such as ${DEFAULT_ISSUER}`,
    );
  }
  return value;
}

/**
 * Reads and validates the Lambda's configuration from its environment. The handler calls this once
 * per container; nothing else reads RIGGING_* variables. Throws ConfigError listing every problem.
 */
export function readLambdaConfig(env: NodeJS.ProcessEnv = process.env): LambdaConfig {
  const problems: string[] = [];

  const allowedRepositories = checkedList(
    env,
    'RIGGING_ALLOWED_REPOSITORIES',
    REPOSITORY,
    '{owner}/{repo}',
    problems,
  );
  if (list(env.RIGGING_ALLOWED_REPOSITORIES).length === 0) {
    // An empty allow-list would refuse everyone; say so at cold start instead of on every call.
    problems.push(
      'RIGGING_ALLOWED_REPOSITORIES is not set. Expected format {owner}/{repo}[,{owner}/{repo}...]',
    );
  }

  const refs = checkedList(
    env,
    'RIGGING_ALLOWED_REFS',
    REF,
    'refs/heads/{branch} or refs/tags/{tag}',
    problems,
  );
  const allowedWorkflows = checkedList(
    env,
    'RIGGING_ALLOWED_WORKFLOWS',
    WORKFLOW,
    '{owner}/{repo}/.github/workflows/{file}.yml',
    problems,
  );

  const audience = env.RIGGING_OIDC_AUDIENCE?.trim() || DEFAULT_AUDIENCE;
  const oidcIssuer = issuer(env.RIGGING_OIDC_ISSUER, problems);

  const stateBucket = env.RIGGING_STATE_BUCKET?.trim() ?? '';
  if (stateBucket === '') {
    problems.push('RIGGING_STATE_BUCKET is not set. Expected an S3 bucket name');
  } else if (!BUCKET.test(stateBucket)) {
    problems.push(`RIGGING_STATE_BUCKET: "${stateBucket}" is not valid. Expected an S3 bucket name`);
  }

  const targets = parseTargets(env.RIGGING_TARGETS, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze({
    allowedRepositories: Object.freeze(allowedRepositories),
    allowedRefs: Object.freeze(refs.length > 0 ? refs : [...DEFAULT_REFS]),
    allowedWorkflows: Object.freeze(allowedWorkflows),
    oidcAudience: audience,
    oidcIssuer,
    stateBucket,
    targets,
  });
}
