// A pull request cannot turn Secret redaction off with its own rigging.yaml: the action reads the
// head's file, so `spec.diff.redactSecrets: false` is refused, and its comment still shows no value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';
import { FakeGitHubApi } from '../support/github-api';
import { pullRequestPayload, useActionEnv } from './action-env';

const CANARY = 'canary-redact-off-7d1e';
const CANARY2 = 'canary-redact-off-9a2f';

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

const secret = (value: string) =>
  `{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds' }, stringData: { password: '${value}' } }`;

describe('a pull request that sets spec.diff.redactSecrets: false', () => {
  it('fails its review with the refusal, and no Secret value reaches the comment or the log', async () => {
    const repo = new TempRepo();
    repos.push(repo);
    const files = qbecRepoFiles({ 'creds.jsonnet': secret(CANARY) });
    repo.write(files);
    const base = repo.commit('base');
    repo.write({
      'rigging.yaml': `${files['rigging.yaml']}  diff: { redactSecrets: false }\n`,
      'apps/web/components/creds.jsonnet': secret(CANARY2),
    });
    const head = repo.commit('show me the secrets');
    env.start({
      workspace: repo.dir,
      event: 'pull_request',
      payload: pullRequestPayload(7, base, head),
      inputs: { 'github-token': 'ghs_dist_token' },
    });
    await run({ github: { baseUrl: api.url(), fetch: globalThis.fetch } });
    const exitCode = process.exitCode;
    const log = env.log();
    const summary = env.summary();
    env.stop();

    expect(exitCode).toBe(1);
    const body = (api.comments.get(7) ?? []).map((c) => c.body).join('\n');
    expect(body).toContain('<!-- rigging:platform -->');
    expect(body).toContain('spec.diff.redactSecrets: Secret values are always redacted');
    expect(log).toContain('::error title=rigging%3A config,file=rigging.yaml,line=8,col=26::');
    for (const text of [body, log, summary]) {
      for (const value of [CANARY, CANARY2]) {
        expect(text).not.toContain(value);
        expect(text).not.toContain(Buffer.from(value).toString('base64'));
      }
    }
  });
});
