import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import type { Redactor } from '../diff/redact';
import { UserError } from '../model/errors';
import { badStackEnvName, type StackEnv, stackEnvironment, stackEnvRedactor } from '../ops/stack-env';
import { DEFAULT_RUN_TIMEOUT_MS, parseRunTimeout, RunBudget } from '../render/budget';

export type Mode = 'diff' | 'deploy' | 'drift';
export type RequestedMode = Mode | 'auto';
export type CommentMode = 'sticky' | 'new' | 'off';
export type NoChangesComment = 'always' | 'update';
export type FailOn = 'error' | 'change' | 'never';

/** The event that started the workflow, as much of it as rigging reads. */
export interface EventInfo {
  name: string;
  /** The webhook payload from GITHUB_EVENT_PATH ({} when there is none). */
  payload: Record<string, unknown>;
  ref: string;
  sha: string;
}

/** Everything the action reads from its inputs and the runner's environment, read once here. */
export interface ActionSettings {
  workspace: string;
  /** Absolute path of rigging.yaml. */
  configFile: string;
  requestedMode: RequestedMode;
  environments: string[];
  token: string;
  comment: CommentMode;
  noChangesComment: NoChangesComment;
  failOn: FailOn;
  repository: { owner: string; repo: string };
  event: EventInfo;
  /** Link to this run, for the comment's pointer to the full diff. */
  runUrl: string;
  /** GITHUB_SERVER_URL: where `origin` is, for fetching a missing commit with the token. */
  serverUrl: string;
  /** A directory for files handed out as outputs. */
  tempDir: string;
  deploy: DeploySettings;
  /**
   * The runner's variables a Hub stack's `fromEnv` may read: only those the `stack-env` input
   * names (a pull request's hub.yaml is hostile and could name the runner's tokens). Never logged.
   */
  stackEnv: StackEnv;
  /**
   * The whole run's wall-clock budget (input `timeout`), started when the settings are read: a
   * diff's base and head, a deploy's or drift check's render, all spend this one.
   */
  budget: RunBudget;
}

/** Inputs of the deploy and drift modes; checked when one of those modes runs. */
export interface DeploySettings {
  lambdaFunction: string;
  bucket: string;
  awsRegion: string;
  oidcAudience: string;
  deployTimeoutMs: number;
  /** S3 behind a custom endpoint (AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL) wants path-style requests. */
  s3PathStyle: boolean;
}

/** `900`, `90s`, `15m`, `1h` → milliseconds. */
export function parseDuration(name: string, text: string): number {
  const m = /^(\d+)\s*(s|m|h)?$/.exec(text.trim());
  if (!m)
    throw new SettingsError(
      `input ${name}: "${text}" is not valid. Expected a duration such as 900, 90s, 15m or 1h`,
    );
  const unit = m[2] === 'h' ? 3_600_000 : m[2] === 'm' ? 60_000 : 1000;
  return Number(m[1]) * unit;
}

/** A bad input or runner environment: the message names the input and the expected format. */
export class SettingsError extends UserError {
  override name = 'SettingsError';
}

function choice<T extends string>(name: string, allowed: readonly T[]): T {
  const value = core.getInput(name).trim() || allowed[0];
  if (!(allowed as readonly string[]).includes(value as string)) {
    throw new SettingsError(
      `input ${name}: "${value}" is not valid. Expected one of: ${allowed.join(' | ')}`,
    );
  }
  return value as T;
}

function list(name: string): string[] {
  return core
    .getInput(name)
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The variables `stack-env` names, with their values from the runner's environment (unset ones left out). */
function stackEnv(): StackEnv {
  const names = list('stack-env');
  const bad = badStackEnvName(names);
  if (bad !== undefined) {
    throw new SettingsError(
      `input stack-env: "${bad}" is not a variable name. Expected names separated by commas or newlines`,
    );
  }
  return stackEnvironment(names, process.env);
}

/** The run's budget from input `timeout` (Go's durations: 90s, 10m), DEFAULT_RUN_TIMEOUT_MS when empty. */
function budget(): RunBudget {
  const text = core.getInput('timeout').trim();
  if (text === '') return new RunBudget(DEFAULT_RUN_TIMEOUT_MS, Date.now(), 'the timeout input');
  const ms = parseRunTimeout(text);
  if (typeof ms === 'string') throw new SettingsError(`input timeout: ${ms}`);
  return new RunBudget(ms, Date.now(), 'the timeout input');
}

function env(name: string, fallback?: string): string {
  const value = process.env[name];
  if (value) return value;
  if (fallback !== undefined) return fallback;
  throw new SettingsError(
    `${name} is not set: rigging runs as a GitHub Action step (or set it for a local trial)`,
  );
}

export function readSettings(): ActionSettings {
  const workspace = path.resolve(env('GITHUB_WORKSPACE', process.cwd()));
  const config = core.getInput('config').trim() || 'rigging.yaml';
  const repository = env('GITHUB_REPOSITORY');
  const [owner, repo, ...rest] = repository.split('/');
  if (!owner || !repo || rest.length > 0) {
    throw new SettingsError(`GITHUB_REPOSITORY "${repository}" is not valid. Expected format {owner}/{repo}`);
  }
  const eventPath = process.env.GITHUB_EVENT_PATH;
  let payload: Record<string, unknown> = {};
  if (eventPath) {
    try {
      payload = JSON.parse(readFileSync(eventPath, 'utf8')) as Record<string, unknown>;
    } catch (err) {
      throw new SettingsError(`cannot read the event payload ${eventPath}: ${(err as Error).message}`);
    }
  }
  const server = env('GITHUB_SERVER_URL', 'https://github.com');
  const runId = env('GITHUB_RUN_ID', '0');
  const settings: ActionSettings = {
    workspace,
    configFile: path.resolve(workspace, config),
    requestedMode: choice('mode', ['auto', 'diff', 'deploy', 'drift'] as const),
    environments: list('environments'),
    token: core.getInput('github-token').trim(),
    comment: choice('comment', ['sticky', 'new', 'off'] as const),
    noChangesComment: choice('comment-no-changes', ['always', 'update'] as const),
    failOn: choice('fail-on', ['error', 'change', 'never'] as const),
    repository: { owner, repo },
    event: {
      name: env('GITHUB_EVENT_NAME', ''),
      payload,
      ref: env('GITHUB_REF', ''),
      sha: env('GITHUB_SHA', ''),
    },
    runUrl: `${server}/${owner}/${repo}/actions/runs/${runId}`,
    serverUrl: server,
    tempDir: path.join(env('RUNNER_TEMP', path.join(workspace, '..')), 'rigging'),
    deploy: {
      lambdaFunction: core.getInput('lambda-function').trim(),
      bucket: core.getInput('bucket').trim(),
      awsRegion:
        core.getInput('aws-region').trim() || process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION || '',
      oidcAudience: core.getInput('oidc-audience').trim() || 'rigging',
      deployTimeoutMs: parseDuration('deploy-timeout', core.getInput('deploy-timeout').trim() || '15m'),
      s3PathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL),
    },
    stackEnv: stackEnv(),
    budget: budget(),
  };
  for (const [key, value] of Object.entries(settings)) {
    // The stack-env values may be credentials: their names only.
    if (key === 'stackEnv') core.debug(`${key}: ${JSON.stringify(Object.keys(value))}`);
    else if (key === 'budget') core.debug(`timeout: ${settings.budget.totalMs} ms`);
    else if (key !== 'token' && key !== 'event') core.debug(`${key}: ${JSON.stringify(value)}`);
  }
  if (settings.comment !== 'off' && !settings.token) {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the workflow expression users write
    throw new SettingsError('input github-token is empty; pass ${{ github.token }} or set comment: off');
  }
  return settings;
}

/** The deploy inputs a deploy or drift run cannot do without. */
export function requireDeploySettings(settings: ActionSettings, mode: string): DeploySettings {
  const d = settings.deploy;
  const missing = [
    ['lambda-function', d.lambdaFunction],
    ['bucket', d.bucket],
    ['aws-region', d.awsRegion],
  ].filter(([, v]) => !v);
  if (missing.length > 0) {
    throw new SettingsError(
      `mode ${mode} needs the input(s) ${missing.map(([n]) => n).join(', ')} (see the README's AWS setup)`,
    );
  }
  return d;
}

/**
 * The redactor of one action run. It learns the `stack-env` values before anything is rendered:
 * the workflow exposes them to Hub stacks, but a pull request's hub.yaml decides which parameter
 * receives them, so a credential could land in a plainly named parameter, an object or the plan.
 */
export function runRedactor(settings: ActionSettings): Redactor {
  return stackEnvRedactor(settings.stackEnv);
}
