// The whole path a merge takes: the action renders the pushed commit, uploads bundles to S3 and
// invokes the Lambda through its Invoke API on loopback; the handler applies to the test API server.
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { TempRepo } from '../support/git-repo';
import { deployRepoFiles, expectDeployment, useActionDeployWorld } from './action-harness';

const { world, runOnPush } = useActionDeployWorld();
const API = 'https://api.github.com';
const CANARY = 'CANARY-deploy-5e3f';

function repoFiles(replicas: number, extra = ''): Record<string, string> {
  return deployRepoFiles({
    'web.jsonnet': `[
  { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web' },
    spec: { replicas: ${replicas}, selector: { matchLabels: { app: 'web' } },
            template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'web', image: 'nginx:1.27' }] } } } },
  { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds' }, stringData: { token: '${CANARY}' } },
  ${extra}
]`,
  });
}

describe('action deploy and drift modes, end to end', () => {
  it('deploys a push to the default branch, reports a GitHub deployment, and keeps secrets out of every output', async () => {
    const repo = new TempRepo();
    repo.write(repoFiles(2));
    const sha = repo.commit('deploy me');
    const statuses = expectDeployment(77);

    const result = await runOnPush(repo, sha);
    expect(result.exitCode).toBeUndefined();
    expect(statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
    expect(result.outputs.changed).toBe('true');
    expect(result.summary).toContain('dev: succeeded');
    expect(
      world.kube.get({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'web', namespace: 'apps' }),
    ).toBeDefined();
    expect(
      world.kube.get({ apiVersion: 'v1', kind: 'Secret', name: 'creds', namespace: 'apps' }),
    ).toBeDefined();
    const state = (await world.state()) as { commit: string; status: string };
    expect(state).toMatchObject({ commit: sha, status: 'succeeded' });
    for (const text of [result.log, result.summary, JSON.stringify(result.outputs)]) {
      expect(text).not.toContain(CANARY);
      expect(text).not.toContain(Buffer.from(CANARY).toString('base64'));
    }
    repo.remove();
  });

  it('opens one drift issue per environment, updates it, and closes it when the cluster is clean again', async () => {
    const repo = new TempRepo();
    repo.write(repoFiles(2));
    const sha = repo.commit('deployed');
    expectDeployment(78);
    expect((await runOnPush(repo, sha)).exitCode).toBeUndefined();

    world.kube.mutate({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'web', namespace: 'apps' }, (o) => {
      (o as { spec: { replicas: number } }).spec.replicas = 9;
    });
    let body = '';
    nock(API).get('/repos/acme/platform/issues').query(true).reply(200, []);
    nock(API)
      .post('/repos/acme/platform/issues', (b: { body: string; labels: string[] }) => {
        body = b.body;
        return b.labels.includes('drift');
      })
      .reply(201, { number: 5, html_url: 'https://github.com/acme/platform/issues/5' });
    const drifted = await runOnPush(repo, sha, { event: 'schedule', inputs: { mode: 'drift' } });
    expect(drifted.exitCode).toBeUndefined();
    expect(drifted.outputs.changed).toBe('true');
    expect(body).toContain('<!-- rigging-drift:platform:dev -->');
    expect(body).toContain('replicas: 9');
    expect(drifted.summary).toContain('1 object(s) drifted');

    // Put it right; the next check closes the issue.
    world.kube.mutate({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'web', namespace: 'apps' }, (o) => {
      (o as { spec: { replicas: number } }).spec.replicas = 2;
    });
    nock(API)
      .get('/repos/acme/platform/issues')
      .query(true)
      .reply(200, [{ number: 5, body, html_url: 'https://github.com/acme/platform/issues/5' }]);
    nock(API).post('/repos/acme/platform/issues/5/comments').reply(201, {});
    let closed = false;
    nock(API)
      .patch('/repos/acme/platform/issues/5', (b: { state: string }) => {
        closed = b.state === 'closed';
        return true;
      })
      .reply(200, {});
    const clean = await runOnPush(repo, sha, { event: 'schedule', inputs: { mode: 'drift' } });
    expect(clean.exitCode).toBeUndefined();
    expect(closed).toBe(true);
    expect(nock.isDone()).toBe(true);
    repo.remove();
  });

  it('fails clearly and applies nothing when the render has errors', async () => {
    const repo = new TempRepo();
    repo.write({ ...repoFiles(2), 'apps/web/components/broken.jsonnet': '{ a: error "no" }' });
    const sha = repo.commit('broken');
    const before = world.kube.requests({ method: 'PATCH' }).length;
    const result = await runOnPush(repo, sha);
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/::error::not deploying: 1 render error/);
    expect(world.kube.requests({ method: 'PATCH' }).length).toBe(before);
    repo.remove();
  });
});
