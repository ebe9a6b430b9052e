import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { countChanges } from '../diff/diff';
import { maskRedactionTokens, type Redactor, redactError } from '../diff/redact';
import { ensureCommit, findRepository } from '../git/tree';
import { createGitHub, type GitHubOptions } from '../github/client';
import { type CommentResult, postComment } from '../github/comments';
import { UserError } from '../model/errors';
import { renderDigest } from '../model/hash';
import { diffRevisions, revisionDiagnostics } from '../ops/diff';
import {
  commentMarker,
  renderFailure,
  renderNoChanges,
  renderReport,
  withoutRunLink,
} from '../report/markdown';
import { annotate } from './annotations';
import { runOutput } from './output';
import { type ActionSettings, runRedactor } from './settings';

const COMMENT_LIMIT = 65_536;
const SUMMARY_LIMIT_BYTES = 1_000_000; // GitHub's step summary limit is 1 MiB; keep headroom for the runner.

interface PullRequest {
  number: number;
  base: { sha: string };
  head: { sha: string };
}

function pullRequestOf(settings: ActionSettings): PullRequest {
  const pr = settings.event.payload.pull_request as PullRequest | undefined;
  if (!pr?.number || !pr.base?.sha || !pr.head?.sha) {
    throw new DiffModeError(
      `mode diff needs a pull_request event (this run was started by "${settings.event.name || 'unknown'}"); run it on pull_request or set the mode input`,
    );
  }
  return pr;
}

export class DiffModeError extends UserError {
  override name = 'DiffModeError';
}

export interface DiffOutcome {
  changed: boolean;
  errors: number;
  comment?: CommentResult;
}

/**
 * Pull-request review: render the PR's base and head commits from git (the workspace is never
 * touched), diff them, and report in one sticky comment, the job summary and annotations.
 */
export async function runDiffMode(settings: ActionSettings, github: GitHubOptions): Promise<DiffOutcome> {
  const pr = pullRequestOf(settings);
  const redactor = runRedactor(settings);
  const redacting = { ...github, redact: redactor.redactText };
  const progress: Progress = { commented: false };
  try {
    return await diffAndReport(settings, redacting, pr, redactor, progress);
  } catch (err) {
    // A failure is reported by main through core.setFailed, outside every other choke point.
    const failure = redactError(err, redactor.redactText);
    // Whatever failed once rendering began, the pull request is told in the report's place: no
    // attack may silence its review. (Before that, rigging.yaml was not loaded: no sticky comment
    // is known to put it in, and what failed is git's fetch or export, which the step's error says.)
    if (!progress.commented && progress.pipeline !== undefined)
      await postFailure(settings, redacting, pr, progress.pipeline, failure);
    throw failure;
  }
}

/** How far a review got: its pipeline's name once rigging.yaml is loaded, and whether its report was posted. */
interface Progress {
  pipeline?: string;
  commented: boolean;
}

/** The sticky comment says the review failed and why (the message is already redacted). */
async function postFailure(
  settings: ActionSettings,
  github: GitHubOptions,
  pr: PullRequest,
  name: string,
  failure: unknown,
): Promise<void> {
  if (settings.comment === 'off' || !settings.token) return;
  const message = failure instanceof Error ? failure.message : String(failure);
  const marker = commentMarker(name, shardOf(settings));
  try {
    const comment = await postComment(
      createGitHub(settings.token, github),
      { owner: settings.repository.owner, repo: settings.repository.repo, issueNumber: pr.number },
      {
        marker,
        body: renderFailure({
          pipeline: name,
          marker,
          message,
          runUrl: settings.runUrl,
          revisions: { base: pr.base.sha, head: pr.head.sha },
        }),
        mode: settings.comment,
        createIfMissing: true,
      },
    );
    if (comment.action !== 'skipped') core.info(`comment ${comment.action} (review failed): ${comment.url}`);
  } catch (err) {
    // The failure itself is what main reports; this one only says the comment could not say it.
    const why = github.redact?.(String((err as Error)?.message ?? err)) ?? '';
    core.warning(`could not post the failure comment: ${why}`);
  }
}

/** Sorted, so `prod,dev` and `dev,prod` shards share one sticky comment. */
function shardOf(settings: ActionSettings): string | undefined {
  return settings.environments.length > 0 ? [...settings.environments].sort().join(',') : undefined;
}

async function diffAndReport(
  settings: ActionSettings,
  github: GitHubOptions,
  pr: PullRequest,
  redactor: Redactor,
  progress: Progress,
): Promise<DiffOutcome> {
  const repo = await findRepository(path.dirname(settings.configFile));
  // The workflows to copy check out with persist-credentials: false; a private origin needs the token.
  const auth = { serverUrl: settings.serverUrl, token: settings.token };
  await ensureCommit(repo, pr.base.sha, auth);
  await ensureCommit(repo, pr.head.sha, auth);

  // diffRevisions teaches the redactor every Secret of both commits, failed sources' included,
  // and redacts messages and objects; `out` redacts every text this mode writes all the same.
  const result = await diffRevisions({
    configFile: settings.configFile,
    base: pr.base.sha,
    head: pr.head.sha,
    environments: settings.environments,
    environ: settings.stackEnv,
    budget: settings.budget,
    onLoaded: (pipeline) => {
      progress.pipeline = pipeline;
    },
    diff: { redactor },
  });
  const out = runOutput(redactor.redactText);
  const { diff } = result;
  const pipelineDiagnostics = result.diagnostics;
  const diagnostics = revisionDiagnostics(result);
  const changes = countChanges(diff);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;

  for (const env of diff.environments) {
    const s = env.summary;
    out.info(
      `${env.name}: ${s.added} added, ${s.changed} changed, ${s.removed} removed, ${s.unchanged} unchanged`,
    );
  }
  annotate(out, diagnostics, path.dirname(settings.configFile), settings.workspace);

  // The full diff, for the summary-json output and as the place the comment points to when cut short.
  await mkdir(settings.tempDir, { recursive: true });
  const summaryJson = path.join(settings.tempDir, `${result.pipeline}-diff.json`);
  await out.writeFile(
    summaryJson,
    `${JSON.stringify({ pipeline: result.pipeline, base: result.base, head: result.head, environments: diff.environments, diagnostics: pipelineDiagnostics }, null, 2)}\n`,
  );

  const marker = commentMarker(result.pipeline, shardOf(settings));
  const input = {
    pipeline: result.pipeline,
    marker,
    diff,
    diagnostics: pipelineDiagnostics,
    revisions: { base: pr.base.sha, head: pr.head.sha, runUrl: settings.runUrl },
    fullDiff: { summaryUrl: settings.runUrl, file: summaryJson, output: 'summary-json' },
  };
  // The job summary is where the comment points; when it is cut itself, it points at the file only.
  const summaryInput = { ...input, fullDiff: { file: summaryJson, output: 'summary-json' } };
  const summary = renderReport(summaryInput, { limit: SUMMARY_LIMIT_BYTES, measure: 'utf8-bytes' });
  await out.summary(summary.markdown);

  let comment: CommentResult | undefined;
  if (settings.comment !== 'off') {
    const body =
      changes === 0 && errors === 0
        ? renderNoChanges(input)
        : renderReport(input, { limit: COMMENT_LIMIT }).markdown;
    const gh = createGitHub(settings.token, github);
    // A failure from here on is the report's own posting (or what follows it): a failure comment
    // would only repeat the attempt, or overwrite a report already posted.
    progress.commented = true;
    comment = await postComment(
      gh,
      { owner: settings.repository.owner, repo: settings.repository.repo, issueNumber: pr.number },
      {
        marker,
        body,
        mode: settings.comment,
        createIfMissing: changes > 0 || errors > 0 || settings.noChangesComment === 'always',
        // The body is redacted on its way out (GitHubOptions.redact); compare it as it will be sent,
        // but for the link to the run, which a re-run of the same commits changes.
        normalize: (text) => withoutRunLink(maskRedactionTokens(out.redact(text))),
      },
    );
    out.info(
      comment.action === 'skipped'
        ? `comment: skipped (${comment.reason})`
        : `comment ${comment.action}: ${comment.url}`,
    );
  }

  const headObjects = (result.headRender?.environments ?? []).flatMap((e) => e.objects);
  out.setOutput('changed', String(changes > 0));
  out.setOutput('summary-json', summaryJson);
  out.setOutput('bundle-digest', renderDigest(headObjects));
  return { changed: changes > 0, errors, comment };
}
