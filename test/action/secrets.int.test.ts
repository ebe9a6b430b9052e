// Issue 7, part 2, through the action's entry: a Secret's value reaches no comment, summary,
// summary-json, output, annotation or log line, whether a failing component quotes it, a
// ConfigMap copies it, or deploy mode reports a render error about it.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main';
import { createLibjsonnetEngine } from '../../src/render/jsonnet';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';
import { ActionEnv, pullRequestPayload } from './action-env';

const engine = createLibjsonnetEngine();
const env = new ActionEnv(path.join(mkdtempSync(path.join(tmpdir(), 'rigging-summary-')), 'summary.md'));
const API = 'https://api.github.com';
const COMMENTS = '/repos/acme/platform/issues/7/comments';
const CANARY = 'canary-s3cr3t-7f3a';
const CANARY_B64 = Buffer.from(CANARY).toString('base64');

const LIB = {
  'apps/web/lib/creds.libsonnet': `{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds' }, stringData: { password: '${CANARY}' } }\n`,
};
const CREDS = `import '../lib/creds.libsonnet'\n`;
const CHECK = `local s = import '../lib/creds.libsonnet';
if std.length(s.stringData.password) < 40 then error 'password too short: ' + s.stringData.password else {}
`;
const CHECK_B64 = `local s = import '../lib/creds.libsonnet';
assert std.length(s.stringData.password) > 40 : 'encoded password too short: ' + std.base64(s.stringData.password);
{}
`;
const COPY = `local s = import '../lib/creds.libsonnet';
{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'copy' },
  data: { plain: s.stringData.password, encoded: std.base64(s.stringData.password) } }
`;

const repos: TempRepo[] = [];
beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  env.stop();
  nock.cleanAll();
});
afterAll(() => {
  for (const r of repos) r.remove();
  env.remove();
  nock.enableNetConnect();
});

function expectNoCanary(texts: Record<string, string>): void {
  for (const [where, text] of Object.entries(texts)) {
    expect(text, where).not.toContain(CANARY);
    expect(text, where).not.toContain(CANARY_B64);
  }
}

/** Base: the Secret alone; head: the given components added. */
function pullRequest(head: Record<string, string>): { repo: TempRepo; base: string; head: string } {
  const repo = new TempRepo();
  repos.push(repo);
  repo.write(qbecRepoFiles({ 'creds.jsonnet': CREDS }, LIB));
  const baseSha = repo.commit('base');
  repo.write(Object.fromEntries(Object.entries(head).map(([n, t]) => [`apps/web/components/${n}`, t])));
  return { repo, base: baseSha, head: repo.commit('head') };
}

async function diffRun(pr: { repo: TempRepo; base: string; head: string }) {
  const posted = { body: '' };
  nock(API).get(COMMENTS).query(true).reply(200, []);
  nock(API)
    .post(COMMENTS, (b: { body: string }) => {
      posted.body = b.body;
      return true;
    })
    .reply(201, { id: 1, html_url: 'u', body: '' });
  env.start({
    workspace: pr.repo.dir,
    event: 'pull_request',
    payload: pullRequestPayload(7, pr.base, pr.head),
  });
  await run({ engine, github: { fetch: globalThis.fetch } });
  const outputs = env.outputs();
  return {
    comment: posted.body,
    log: env.log(),
    summary: env.summary(),
    outputs,
    summaryJson: readFileSync(outputs['summary-json'] ?? '', 'utf8'),
    exitCode: process.exitCode,
  };
}

describe('action diff mode keeps Secret values out', () => {
  it('a component failing with the password of a sibling component', async () => {
    const r = await diffRun(pullRequest({ 'check.jsonnet': CHECK, 'check64.jsonnet': CHECK_B64 }));
    expect(r.exitCode).toBe(1);
    expect(r.log).toMatch(/::error [^\n]*::[^\n]*password too short: redacted\.[0-9a-f]{16}/);
    expect(r.comment).toMatch(/password too short: redacted\.[0-9a-f]{16}/);
    expectNoCanary({
      comment: r.comment,
      log: r.log,
      summary: r.summary,
      summaryJson: r.summaryJson,
      outputs: JSON.stringify(r.outputs),
    });
  });

  it('a ConfigMap copying the value, plain and base64', async () => {
    const r = await diffRun(pullRequest({ 'copy.jsonnet': COPY }));
    expect(r.exitCode).toBeUndefined();
    expect(r.comment).toMatch(/\+\s+plain: redacted\.[0-9a-f]{16}/);
    expect(r.comment).toMatch(/\+\s+encoded: redacted\.[0-9a-f]{16}/);
    expectNoCanary({
      comment: r.comment,
      log: r.log,
      summary: r.summary,
      summaryJson: r.summaryJson,
      outputs: JSON.stringify(r.outputs),
    });
  });
});

describe('action deploy mode keeps Secret values out', () => {
  it('learns every Secret before it reports a render error quoting one', async () => {
    const repo = new TempRepo();
    repos.push(repo);
    repo.write(qbecRepoFiles({ 'creds.jsonnet': CREDS, 'check.jsonnet': CHECK }, LIB));
    const sha = repo.commit('broken');
    env.start({
      workspace: repo.dir,
      event: 'push',
      payload: { ref: 'refs/heads/main', after: sha, repository: { default_branch: 'main' } },
      inputs: {
        mode: 'deploy',
        'lambda-function': 'rigging-deployer',
        bucket: 'b',
        'aws-region': 'us-east-1',
      },
    });
    Object.assign(process.env, { GITHUB_REF: 'refs/heads/main', GITHUB_SHA: sha });
    // Nothing reaches AWS or the token service: the render error stops the run first.
    await run({
      engine,
      github: { fetch: globalThis.fetch },
      idToken: () => Promise.reject(new Error('unused')),
    });
    expect(process.exitCode).toBe(1);
    const log = env.log();
    expect(log).toMatch(/::error::not deploying: 2 render error/);
    expect(log).toMatch(/password too short: redacted\.[0-9a-f]{16}/);
    expectNoCanary({ log, summary: env.summary(), outputs: JSON.stringify(env.outputs()) });
  });
});
