// Issue 7, part 2, through the action's entry: a Secret's value reaches no comment, summary,
// summary-json, output, annotation or log line, whether a failing component quotes it, a
// ConfigMap copies it, or deploy mode reports a render error about it.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';
import {
  CANARY,
  CHECK,
  CHECK_B64,
  CREDS,
  CREDS_LIB,
  expectNoCanary,
  failingLaterBlueprint,
} from '../support/secret-canary';
import { expectNewComment, pullRequestPayload, useActionEnv } from './action-env';

const env = useActionEnv();
const LIB = { 'apps/web/lib/creds.libsonnet': CREDS_LIB };
const COPY = `local s = import '../lib/creds.libsonnet';
{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'copy' },
  data: { plain: s.stringData.password, encoded: std.base64(s.stringData.password) } }
`;

const repos: TempRepo[] = [];
afterAll(() => {
  for (const r of repos) r.remove();
});

/** Base: the Secret alone; head: the given components added. */
function pullRequest(head: Record<string, string>): { repo: TempRepo; base: string; head: string } {
  const repo = new TempRepo();
  repos.push(repo);
  repo.write(qbecRepoFiles({ 'creds.jsonnet': CREDS }, LIB));
  const baseSha = repo.commit('base');
  repo.write(Object.fromEntries(Object.entries(head).map(([n, t]) => [`apps/web/components/${n}`, t])));
  return { repo, base: baseSha, head: repo.commit('head') };
}

/** Runs the action on the pull request; `written` holds every text it wrote, by where it went. */
async function diffRun(pr: { repo: TempRepo; base: string; head: string }) {
  const posted = expectNewComment(1);
  env.start({
    workspace: pr.repo.dir,
    event: 'pull_request',
    payload: pullRequestPayload(7, pr.base, pr.head),
  });
  await run({ github: { fetch: globalThis.fetch } });
  const outputs = env.outputs();
  return {
    exitCode: process.exitCode,
    comment: posted.body,
    log: env.log(),
    written: {
      comment: posted.body,
      log: env.log(),
      summary: env.summary(),
      summaryJson: readFileSync(outputs['summary-json'] ?? '', 'utf8'),
      outputs: JSON.stringify(outputs),
    },
  };
}

describe('action diff mode keeps Secret values out', () => {
  it('a component failing with the password of a sibling component', async () => {
    const r = await diffRun(pullRequest({ 'check.jsonnet': CHECK, 'check64.jsonnet': CHECK_B64 }));
    expect(r.exitCode).toBe(1);
    expect(r.log).toMatch(/::error [^\n]*::[^\n]*password too short: redacted\.[0-9a-f]{16}/);
    expect(r.comment).toMatch(/password too short: redacted\.[0-9a-f]{16}/);
    expectNoCanary(r.written);
  });

  it('a ConfigMap copying the value, plain and base64', async () => {
    const r = await diffRun(pullRequest({ 'copy.jsonnet': COPY }));
    expect(r.exitCode).toBeUndefined();
    expect(r.comment).toMatch(/\+\s+plain: redacted\.[0-9a-f]{16}/);
    expect(r.comment).toMatch(/\+\s+encoded: redacted\.[0-9a-f]{16}/);
    expectNoCanary(r.written);
  });
});

describe('action diff mode keeps the Secrets of a source that failed later out', () => {
  it('a blueprint: its deploy execution made the Secret, an export execution fails quoting it', async () => {
    const repo = new TempRepo();
    repos.push(repo);
    const rigging = `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: platform }
spec:
  environments: { dev: {} }
  sources:
    - { name: ingress, type: blueprint, path: bp, values: values.yaml }
`;
    // The base holds another password: the head's Secret is learned from the head's own render.
    repo.write({ 'rigging.yaml': rigging, ...failingLaterBlueprint('bp', 'base-pw-51c0ffee', false) });
    const base = repo.commit('base');
    repo.write(failingLaterBlueprint('bp', CANARY, true));
    const r = await diffRun({ repo, base, head: repo.commit('head') });
    expect(r.exitCode).toBe(1);
    const quoted = /bad password redacted\.[0-9a-f]{16}/;
    expect(r.log).toMatch(/::error [^\n]*::[^\n]*bad password redacted\.[0-9a-f]{16}/);
    expect(r.comment).toMatch(quoted);
    expect(r.written.summary).toMatch(quoted);
    expectNoCanary(r.written);
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
      github: { fetch: globalThis.fetch },
      idToken: () => Promise.reject(new Error('unused')),
    });
    expect(process.exitCode).toBe(1);
    const log = env.log();
    expect(log).toMatch(/::error::not deploying: 1 render error.*\[environments dev, prod\]/);
    expect(log).toMatch(/password too short: redacted\.[0-9a-f]{16}/);
    expectNoCanary({ log, summary: env.summary(), outputs: JSON.stringify(env.outputs()) });
  });
});
