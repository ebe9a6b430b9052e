// No failure leaves a pull request without its review: when something throws once the review has
// started (here the diff itself, made to fail quoting a Secret the render evaluated), the action
// still posts its sticky comment, saying the review failed and why, redacted, and fails the step.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { run } from '../../src/action/main';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';
import { FakeGitHubApi } from '../support/github-api';
import { pullRequestPayload, useActionEnv } from './action-env';

const CANARY = 'canary-failing-review-3c9d';

const fault = vi.hoisted(() => ({ message: undefined as string | undefined }));
vi.mock('../../src/diff/diff', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/diff/diff')>();
  return {
    ...original,
    diffPipelines: (...args: Parameters<typeof original.diffPipelines>) => {
      if (fault.message !== undefined) throw new Error(fault.message);
      return original.diffPipelines(...args);
    },
  };
});

const env = useActionEnv({ allowNet: /127\.0\.0\.1/ });
const api = new FakeGitHubApi('acme', 'platform');
const repos: TempRepo[] = [];
beforeAll(async () => {
  await api.start();
});
afterAll(async () => {
  await api.stop();
  for (const r of repos) r.remove();
});

function pullRequest(): { repo: TempRepo; base: string; head: string } {
  const repo = new TempRepo();
  repos.push(repo);
  repo.write(
    qbecRepoFiles({
      'creds.jsonnet': `{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds' }, stringData: { password: '${CANARY}' } }`,
    }),
  );
  const base = repo.commit('base');
  repo.write({
    'apps/web/components/cfg.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: cfg }\n',
  });
  return { repo, base, head: repo.commit('head') };
}

async function review(): Promise<{ exitCode: typeof process.exitCode; log: string }> {
  const pr = pullRequest();
  env.start({
    workspace: pr.repo.dir,
    event: 'pull_request',
    payload: pullRequestPayload(7, pr.base, pr.head),
    inputs: { 'github-token': 'ghs_dist_token' },
  });
  await run({ github: { baseUrl: api.url(), fetch: globalThis.fetch } });
  return { exitCode: process.exitCode, log: env.log() };
}

describe('a review that fails once started', () => {
  it('posts a sticky comment saying it failed and why, redacted, and fails the step', async () => {
    fault.message = `something broke near password ${CANARY}`;
    const r = await review();
    fault.message = undefined;
    expect(r.exitCode).toBe(1);
    const comments = api.comments.get(7) ?? [];
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? '';
    expect(body).toContain('<!-- rigging:platform -->');
    expect(body).toContain('the review failed');
    expect(body).toMatch(/something broke near password redacted\.[0-9a-f]{16}/);
    expect(body).toContain('https://github.com/acme/platform/actions/runs/4242');
    // Which commits failed, as the report would have named them.
    expect(body).toMatch(
      /\nBase `[0-9a-f]{7}` → head `[0-9a-f]{7}` · \[workflow run\]\(https:\/\/github\.com\/acme\/platform\/actions\/runs\/4242\)\n/,
    );
    expect(body).not.toContain(CANARY);
    expect(r.log).not.toContain(CANARY);

    // The next review that succeeds replaces the failure in the same sticky comment.
    env.stop();
    const next = await review();
    expect(next.exitCode).toBeUndefined();
    const after = api.comments.get(7) ?? [];
    expect(after).toHaveLength(1);
    expect(after[0]?.body).not.toContain('the review failed');
    expect(after[0]?.body).toContain('<!-- rigging:platform -->');
  });
});
