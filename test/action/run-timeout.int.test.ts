// The action's `timeout` input: one budget for the whole review. A pull request whose jsonnet
// loops for ever (here a qbec component, which has no deadline of its own) fails only its own
// source with a RunTimeout error; the sticky comment is still posted, naming it, beside the
// changes of the sources that finished. The test waits far longer than the budget, so a hang
// fails it; it never measures elapsed time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';
import { FakeGitHubApi } from '../support/github-api';
import { pullRequestPayload, useActionEnv } from './action-env';

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

const configMap = (name: string, value: string) =>
  `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: '${name}' }, data: { a: '${value}' } }`;

/** Base: sources web and spin; head: web's ConfigMap changes and spin gets a component that never ends. */
function pullRequest(): { repo: TempRepo; base: string; head: string } {
  const repo = new TempRepo();
  repos.push(repo);
  const files = qbecRepoFiles({ 'cfg.jsonnet': configMap('cfg', '1') });
  files['rigging.yaml'] = `${files['rigging.yaml']}    - { name: spin, type: qbec, path: apps/spin }\n`;
  files['apps/spin/qbec.yaml'] = (files['apps/web/qbec.yaml'] as string).replace('name: web', 'name: spin');
  files['apps/spin/components/ok.jsonnet'] = configMap('ok', '1');
  repo.write(files);
  const base = repo.commit('base');
  repo.write({
    'apps/web/components/cfg.jsonnet': configMap('cfg', '2'),
    // For ever in constant memory: only a deadline ends it.
    'apps/spin/components/loop.jsonnet':
      'local spin(n) = if n < 0 then n else spin(n + 1) tailstrict; { n: spin(0) }',
  });
  return { repo, base, head: repo.commit('head') };
}

describe('the action with input timeout', () => {
  it('posts its comment naming the source the budget stopped, with the changes that finished', async () => {
    const pr = pullRequest();
    env.start({
      workspace: pr.repo.dir,
      event: 'pull_request',
      payload: pullRequestPayload(7, pr.base, pr.head),
      inputs: { 'github-token': 'ghs_dist_token', timeout: '10s', environments: 'dev' },
    });
    await run({ github: { baseUrl: api.url(), fetch: globalThis.fetch } });
    const exitCode = process.exitCode;
    const comments = api.comments.get(7) ?? [];
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? '';
    expect(body).toContain('<!-- rigging:platform:dev -->');
    expect(body).toContain("the run's 10s budget (the timeout input) ran out before source spin finished");
    expect(body).toMatch(/\| dev \| web \| 0 \| 1 \| 0 \| 0 \|/);
    expect(body).toContain('+  a: "2"');
    expect(env.summary()).toContain('ran out before source spin finished');
    // The review is failed (fail-on: error), with the comment posted.
    expect(exitCode).toBe(1);
    expect(env.log()).toContain('render error(s)');
  }, 120_000);

  it('refuses a timeout that is not a positive duration, naming the input', async () => {
    const pr = pullRequest();
    env.start({
      workspace: pr.repo.dir,
      event: 'pull_request',
      payload: pullRequestPayload(7, pr.base, pr.head),
      inputs: { 'github-token': 'ghs_dist_token', timeout: '0' },
    });
    await run({ github: { baseUrl: api.url(), fetch: globalThis.fetch } });
    expect(process.exitCode).toBe(1);
    expect(env.log()).toContain('input timeout: "0" is not a positive duration');
  });
});
