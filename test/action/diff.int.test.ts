import { readFileSync } from 'node:fs';
import nock from 'nock';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';
import { expectNewComment, pullRequestPayload, useActionEnv } from './action-env';

const API = 'https://api.github.com';
const COMMENTS = '/repos/acme/platform/issues/7/comments';
const CANARY = 'CANARY-a11c3-do-not-leak';
const CANARY2 = 'CANARY-b22d4-do-not-leak';

function deployment(replicas: number): string {
  return `{ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web' },
  spec: { replicas: ${replicas}, template: { spec: { containers: [{ name: 'web', image: 'nginx:1.27' }] } } } }`;
}

function secret(value: string): string {
  return `{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds' }, stringData: { password: '${value}' } }`;
}

/** A repo whose head commit scales web, rotates a secret and adds a ConfigMap. */
function changedRepo(): { repo: TempRepo; base: string; head: string } {
  const repo = new TempRepo();
  repo.write(qbecRepoFiles({ 'web.jsonnet': deployment(1), 'creds.jsonnet': secret(CANARY) }));
  const base = repo.commit('base');
  repo.write({
    'apps/web/components/web.jsonnet': deployment(3),
    'apps/web/components/creds.jsonnet': secret(CANARY2),
  });
  repo.write({
    'apps/web/components/settings.yaml':
      'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: settings }\ndata: { a: "1" }\n',
  });
  const head = repo.commit('head');
  return { repo, base, head };
}

const env = useActionEnv();
const repos: TempRepo[] = [];
afterAll(() => {
  for (const r of repos) r.remove();
});

async function runOn(repo: TempRepo, base: string, head: string, inputs: Record<string, string> = {}) {
  env.start({
    workspace: repo.dir,
    event: 'pull_request',
    payload: pullRequestPayload(7, base, head),
    inputs,
  });
  const statusBefore = repo.git('status', '--porcelain');
  await run({ github: { fetch: globalThis.fetch } });
  expect(repo.git('status', '--porcelain')).toBe(statusBefore);
  return { log: env.log(), summary: env.summary(), outputs: env.outputs(), exitCode: process.exitCode };
}

describe('action, pull_request diff mode', () => {
  it('creates the sticky comment, writes the job summary and outputs', async () => {
    const { repo, base, head } = changedRepo();
    repos.push(repo);
    const comment = expectNewComment(11, 'https://github.com/acme/platform/pull/7#issuecomment-11');

    const result = await runOn(repo, base, head);
    expect(result.exitCode).toBeUndefined();
    expect(nock.isDone()).toBe(true);
    expect(comment.body).toContain('<!-- rigging:platform -->');
    // The header names both commits by short SHA and links this run.
    expect(comment.body).toContain(
      `## rigging: platform\n\nBase \`${base.slice(0, 7)}\` → head \`${head.slice(0, 7)}\` · [workflow run](https://github.com/acme/platform/actions/runs/4242)\n`,
    );
    expect(comment.body).toMatch(/\| dev \| web \| 1 \| 2 \| 0 \| 0 \| 0 \|/);
    expect(comment.body).toContain('+  replicas: 3');
    expect(result.summary).toContain('<!-- rigging:platform -->');
    expect(result.outputs.changed).toBe('true');
    expect(result.outputs['bundle-digest']).toMatch(/^sha256:[0-9a-f]{64}$/);
    const full = JSON.parse(readFileSync(result.outputs['summary-json'] ?? '', 'utf8'));
    expect(full.environments.map((e: { name: string }) => e.name)).toEqual(['dev', 'prod']);
    expect(result.log).toContain('comment created');

    // The canary secret values reach no output of the action.
    for (const text of [
      comment.body,
      result.summary,
      result.log,
      JSON.stringify(result.outputs),
      JSON.stringify(full),
    ]) {
      expect(text).not.toContain(CANARY);
      expect(text).not.toContain(CANARY2);
      expect(text).not.toContain(Buffer.from(CANARY).toString('base64'));
    }
  });

  it('updates the sticky comment in place when the diff changed, found on the second page', async () => {
    const { repo, base, head } = changedRepo();
    repos.push(repo);
    const others = Array.from({ length: 100 }, (_, i) => ({
      id: 100 + i,
      body: `comment ${i}`,
      html_url: `u${i}`,
    }));
    nock(API)
      .get(COMMENTS)
      .query((q) => q.page === undefined || q.page === '1')
      .reply(200, others, {
        Link: `<${API}${COMMENTS}?per_page=100&page=2>; rel="next", <${API}${COMMENTS}?per_page=100&page=2>; rel="last"`,
      });
    nock(API)
      .get(COMMENTS)
      .query((q) => q.page === '2')
      .reply(200, [
        {
          id: 555,
          body: '<!-- rigging:platform -->\nold report',
          html_url: 'https://github.com/acme/platform/pull/7#issuecomment-555',
        },
      ]);
    let patched = '';
    nock(API)
      .patch('/repos/acme/platform/issues/comments/555', (body: { body: string }) => {
        patched = body.body;
        return true;
      })
      .reply(200, { id: 555, html_url: 'https://github.com/acme/platform/pull/7#issuecomment-555' });

    const result = await runOn(repo, base, head);
    expect(result.exitCode).toBeUndefined();
    expect(nock.isDone()).toBe(true);
    expect(patched).toContain('<!-- rigging:platform -->');
    expect(result.log).toContain('comment updated');
  });

  it('leaves the sticky comment alone when the report is the same', async () => {
    const { repo, base, head } = changedRepo();
    repos.push(repo);
    const created = expectNewComment(12);
    await runOn(repo, base, head);
    env.stop();

    // Second run: the same report (its redaction tokens differ: the key is per run, and so does the
    // link to the run, here as if the first was run 4241) is found and kept.
    expect(created.body).toContain('/actions/runs/4242)');
    nock(API)
      .get(COMMENTS)
      .query(true)
      .reply(200, [{ id: 12, body: created.body.replace('/runs/4242)', '/runs/4241)'), html_url: 'u' }]);
    const result = await runOn(repo, base, head);
    expect(nock.isDone()).toBe(true);
    expect(nock.pendingMocks()).toEqual([]);
    expect(result.log).toContain('comment unchanged');
  });

  it('fails with the permissions to add when the token may not comment (403)', async () => {
    const { repo, base, head } = changedRepo();
    repos.push(repo);
    nock(API).get(COMMENTS).query(true).reply(200, []);
    nock(API).post(COMMENTS).reply(403, { message: 'Resource not accessible by integration' });
    const result = await runOn(repo, base, head);
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(
      /::error::GitHub refused to create comments on acme\/platform#7 \(403: Resource not accessible by integration\)/,
    );
    expect(result.log).toContain('pull-requests: write');
    expect(result.log).not.toMatch(/\n\s+at /);
  });

  it('posts a one-line comment when nothing changes, or none with comment-no-changes: update', async () => {
    const repo = new TempRepo();
    repos.push(repo);
    repo.write(qbecRepoFiles({ 'web.jsonnet': deployment(1) }));
    const base = repo.commit('base');
    repo.write({ 'README.md': 'docs only\n' });
    const head = repo.commit('docs');

    const comment = expectNewComment(13);
    const first = await runOn(repo, base, head);
    expect(first.outputs.changed).toBe('false');
    expect(comment.body.trim().split('\n')).toHaveLength(2);
    expect(comment.body).toMatch(/no changes/i);
    env.stop();

    nock(API).get(COMMENTS).query(true).reply(200, []);
    const second = await runOn(repo, base, head, { 'comment-no-changes': 'update' });
    expect(nock.isDone()).toBe(true);
    expect(second.log).toContain('comment: skipped');
  });

  it('annotates render errors at file and line and fails (fail-on: error)', async () => {
    const repo = new TempRepo();
    repos.push(repo);
    repo.write(qbecRepoFiles({ 'web.jsonnet': deployment(1) }));
    const base = repo.commit('base');
    repo.write({
      'apps/web/components/web.jsonnet': '{\n  apiVersion: "v1",\n  kind: error "broken kind",\n}\n',
    });
    const head = repo.commit('broken');
    const comment = expectNewComment(14);
    const result = await runOn(repo, base, head);
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(
      /::error title=rigging%3A web,file=apps\/web\/components\/web\.jsonnet,line=3,col=9::RUNTIME ERROR: broken kind/,
    );
    expect(comment.body).toContain('apps/web/components/web.jsonnet:3:9');
  });

  it('fails on a bad input value naming the expected format', async () => {
    const repo = new TempRepo();
    repos.push(repo);
    repo.write(qbecRepoFiles({ 'web.jsonnet': deployment(1) }));
    const sha = repo.commit('base');
    const result = await runOn(repo, sha, sha, { mode: 'dif' });
    expect(result.exitCode).toBe(1);
    expect(result.log).toContain(
      '::error::input mode: "dif" is not valid. Expected one of: auto | diff | deploy | drift',
    );
  });
});

describe('action on a shallow checkout', () => {
  it('fetches the base commit it lacks, as after actions/checkout with fetch-depth 1', async () => {
    const { repo: origin, base, head } = changedRepo();
    repos.push(origin);
    // GitHub serves any commit by id; a local origin has to be told to.
    origin.git('config', 'uploadpack.allowAnySHA1InWant', 'true');
    const clone = new TempRepo();
    repos.push(clone);
    clone.git('remote', 'add', 'origin', `file://${origin.dir}`);
    clone.git('fetch', '-q', '--depth=1', 'origin', head);
    clone.git('checkout', '-q', head);
    expect(() => clone.git('cat-file', '-e', `${base}^{commit}`)).toThrow();

    nock(API).get(COMMENTS).query(true).reply(200, []);
    nock(API).post(COMMENTS).reply(201, { id: 15, html_url: 'u' });
    const result = await runOn(clone, base, head);
    expect(result.exitCode).toBeUndefined();
    expect(result.outputs.changed).toBe('true');
    expect(clone.git('cat-file', '-t', base)).toBe('commit');
  });
});
