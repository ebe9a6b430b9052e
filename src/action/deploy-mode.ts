import path from 'node:path';
import * as core from '@actions/core';
import { awsClients } from '../deploy/aws';
import { invokeDeploy } from '../deploy/invoke';
import { type UploadedBundle, uploadBundle } from '../deploy/upload';
import { type Redactor, redactError } from '../diff/redact';
import { createGitHub, type GitHubOptions } from '../github/client';
import { DeploymentReporter } from '../github/deployments';
import { type DriftIssueResult, driftMarker, syncDriftIssue } from '../github/drift-issues';
import { type DeployEvent, type DeployResult, makeBundle, stateKey } from '../model/contract';
import { formatDiagnostic, redactDiagnostic } from '../model/diagnostic';
import { UserError } from '../model/errors';
import { renderDigest } from '../model/hash';
import { displayKey } from '../model/key';
import { learnSecrets, renderConfigFile, runDiagnostics } from '../ops/render';
import { codeBlock, escapeCell } from '../report/markdown';
import { annotate } from './annotations';
import { type RunOutput, runOutput } from './output';
import { type ActionSettings, requireDeploySettings, runRedactor } from './settings';

export class DeployModeError extends UserError {
  override name = 'DeployModeError';
}

export interface DeployOutcome {
  failed: string[];
  drifted: string[];
}

/** The OIDC token the Lambda verifies; the job needs `permissions: id-token: write`. */
export type TokenSource = (audience: string) => Promise<string>;

/**
 * Push to the default branch (deploy) or a schedule (drift): render the checked-out commit, hand
 * each environment's bundle to the Lambda through S3, and report what it did.
 */
export async function runDeployMode(
  settings: ActionSettings,
  mode: 'deploy' | 'drift',
  github: GitHubOptions,
  idToken: TokenSource = (aud) => core.getIDToken(aud),
): Promise<DeployOutcome> {
  const redactor = runRedactor(settings);
  try {
    return await renderAndDeploy(
      settings,
      mode,
      { ...github, redact: redactor.redactText },
      idToken,
      redactor,
    );
  } catch (err) {
    // A failure is reported by main through core.setFailed, outside every other choke point.
    throw redactError(err, redactor.redactText);
  }
}

async function renderAndDeploy(
  settings: ActionSettings,
  mode: 'deploy' | 'drift',
  github: GitHubOptions,
  idToken: TokenSource,
  redactor: Redactor,
): Promise<DeployOutcome> {
  const deploy = requireDeploySettings(settings, mode);
  const commit = settings.event.sha || null;
  const run = await renderConfigFile(
    settings.configFile,
    { environments: settings.environments, environ: settings.stackEnv, budget: settings.budget },
    commit,
  );
  // Every Secret of every environment first, failed sources' included: a render error may quote
  // one. From here on all text leaves through `out` (and GitHub writes through github.redact).
  learnSecrets(redactor, run.render);
  const out = runOutput(redactor.redactText);
  const diagnostics = runDiagnostics(run).map((d) => redactDiagnostic(d, redactor.redactText));
  annotate(out, diagnostics, path.dirname(settings.configFile), settings.workspace);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (!run.render || !run.config || errors.length > 0) {
    // Nothing is uploaded or applied when any environment fails to render.
    throw new DeployModeError(
      `not deploying: ${errors.length} render error(s)\n${errors.map(formatDiagnostic).join('\n')}`,
    );
  }
  const config = run.config;
  const { s3, lambda } = awsClients({ region: deploy.awsRegion, pathStyle: deploy.s3PathStyle });
  const gh = settings.token ? createGitHub(settings.token, github) : undefined;
  const deployments =
    gh && mode === 'deploy'
      ? new DeploymentReporter(gh, settings.repository, settings.event.sha, settings.runUrl, out.redact)
      : undefined;
  const token = await idToken(deploy.oidcAudience).catch((err: Error) => {
    throw new DeployModeError(
      `could not get a GitHub OIDC token for audience ${deploy.oidcAudience} (${err.message}); the job needs "permissions: id-token: write"`,
    );
  });

  const outcome: DeployOutcome = { failed: [], drifted: [] };
  // `changed`: a deploy created, changed or deleted something; a drift check found drift.
  let changedSomething = false;
  const sections: string[] = [];
  for (const env of run.render.environments) {
    const envConfig = config.environments.find((e) => e.name === env.name);
    const bundle = makeBundle({
      pipeline: config.name,
      environment: env.name,
      target: envConfig?.target,
      commit,
      objects: env.objects,
      artifacts: env.artifacts,
      ignore: config.diff.ignore,
    });
    const uploaded: UploadedBundle = await uploadBundle(s3, deploy.bucket, bundle);
    out.info(
      `${env.name}: bundle s3://${uploaded.bucket}/${uploaded.key} (${uploaded.objects} objects, ${uploaded.bytes} bytes)`,
    );
    await deployments?.status(env.name, 'in_progress', `deploying ${uploaded.objects} objects`);
    const event: DeployEvent = {
      action: mode === 'deploy' ? 'apply' : 'drift',
      environment: env.name,
      bundle: { bucket: uploaded.bucket, key: uploaded.key, sha256: uploaded.sha256 },
      commit,
      idToken: token,
      options: {
        prune: config.deploy.prune,
        pruneAdopted: config.deploy.pruneAdopted,
        allowEmpty: config.deploy.allowEmpty,
        wait: config.deploy.wait,
        runUrl: settings.runUrl,
      },
    };
    let result: DeployResult;
    try {
      result = await invokeDeploy(lambda, event, {
        functionName: deploy.lambdaFunction,
        syncTimeoutMs: Math.min(deploy.deployTimeoutMs, 14.5 * 60_000),
        deployTimeoutMs: deploy.deployTimeoutMs,
        state: {
          s3,
          bucket: deploy.bucket,
          key: stateKey({ pipeline: config.name, environment: env.name }),
        },
      });
    } catch (err) {
      await deployments?.status(env.name, 'error', 'the deploy function failed');
      throw err;
    }
    const ok = result.status === 'succeeded';
    if (!ok) outcome.failed.push(env.name);
    const c = result.counts;
    if (c.created + c.configured + c.deleted > 0) changedSomething = true;
    await deployments?.status(env.name, ok ? 'success' : 'failure', result.message ?? summaryLine(result));
    out.info(
      `${env.name}: ${result.status}: ${summaryLine(result)}${result.message ? ` (${result.message})` : ''}`,
    );
    // Messages and diffs from the Lambda are redacted before they are escaped into markdown, where
    // the text pass could no longer recognise a value.
    sections.push(
      mode === 'deploy' ? deploySection(result, uploaded, out.redact) : driftSection(result, out.redact),
    );
    if (mode === 'drift' && ok) {
      const drifted = (result.drift ?? []).length > 0;
      if (drifted) outcome.drifted.push(env.name);
      if (gh) {
        const issue = await syncDriftIssue(gh, settings.repository, {
          marker: driftMarker(config.name, env.name),
          title: `Drift in ${env.name} (${config.name})`,
          body: drifted ? driftSection(result, out.redact) : undefined,
          runUrl: settings.runUrl,
        });
        logIssue(out, env.name, issue);
      }
    }
  }
  await out.summary(`## rigging ${mode}: ${escapeCell(config.name)}\n\n${sections.join('\n\n')}\n`);
  out.setOutput('changed', String(mode === 'deploy' ? changedSomething : outcome.drifted.length > 0));
  out.setOutput('bundle-digest', renderDigest(run.render.environments.flatMap((e) => e.objects)));
  return outcome;
}

function summaryLine(r: DeployResult): string {
  const c = r.counts;
  return `${c.created} created, ${c.configured} configured, ${c.unchanged} unchanged, ${c.deleted} deleted, ${c.failed} failed${c.orphaned ? `, ${c.orphaned} orphaned (adopted, left in the cluster)` : ''}`;
}

function deploySection(r: DeployResult, uploaded: UploadedBundle, redact: (s: string) => string): string {
  const lines = [
    `### ${escapeCell(r.environment)}: ${r.status}`,
    '',
    summaryLine(r),
    '',
    `Bundle \`${uploaded.sha256}\` (${uploaded.objects} objects)`,
  ];
  if (r.message) lines.push('', `> ${escapeCell(redact(r.message))}`);
  for (const w of r.warnings ?? []) lines.push('', `> warning: ${escapeCell(redact(w))}`);
  const failures = r.results.filter(
    (x) => x.action === 'failed' || x.action === 'skipped' || x.action === 'orphaned',
  );
  if (failures.length > 0) {
    lines.push('', '| object | result | message |', '| --- | --- | --- |');
    for (const f of failures)
      lines.push(
        `| ${escapeCell(displayKey(f.key))} | ${f.action} | ${escapeCell(redact(f.message ?? ''))} |`,
      );
  }
  return lines.join('\n');
}

function driftSection(r: DeployResult, redact: (s: string) => string): string {
  const drift = r.drift ?? [];
  if (r.status !== 'succeeded')
    return `### ${escapeCell(r.environment)}: drift check ${r.status}\n\n${escapeCell(redact(r.message ?? ''))}`;
  if (drift.length === 0) return `### ${escapeCell(r.environment)}: no drift`;
  const parts = [`### ${escapeCell(r.environment)}: ${drift.length} object(s) drifted`];
  for (const d of drift) {
    parts.push(
      `<details><summary>${d.kind}: ${escapeCell(displayKey(d.key))}</summary>\n\n${d.diff ? codeBlock(redact(d.diff), 'diff') : '_missing from the cluster_'}\n\n</details>`,
    );
  }
  return parts.join('\n\n');
}

function logIssue(out: RunOutput, env: string, issue: DriftIssueResult): void {
  if (issue.action !== 'none')
    out.info(`${env}: drift issue ${issue.action}${issue.url ? `: ${issue.url}` : ''}`);
}
