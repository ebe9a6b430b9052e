// The whole path a merge takes: the action renders the pushed commit, uploads bundles to S3 and
// invokes the Lambda through its Invoke API on loopback; the handler applies to the test API server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main';
import { createLibjsonnetEngine } from '../../src/render/jsonnet';
import { ActionEnv } from '../action/action-env';
import { TempRepo } from '../support/git-repo';
import { TEST_CREDENTIALS } from '../support/s3/server';
import { BUCKET, DeployWorld } from './harness';

const engine = createLibjsonnetEngine();
const world = new DeployWorld();
const env = new ActionEnv(path.join(mkdtempSync(path.join(tmpdir(), 'rigging-summary-')), 'summary.md'));
const API = 'https://api.github.com';
const CANARY = 'CANARY-deploy-5e3f';

function repoFiles(replicas: number, extra = ''): Record<string, string> {
  return {
    'rigging.yaml': `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: platform }
spec:
  environments: { dev: { target: dev-cluster } }
  sources: [ { name: web, type: qbec, path: apps/web } ]
`,
    'apps/web/qbec.yaml': `apiVersion: qbec.io/v1alpha1
kind: App
metadata: { name: web }
spec:
  environments: { dev: { server: "https://dev.example.com", defaultNamespace: apps } }
`,
    'apps/web/components/ns.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata: { name: apps }\n',
    'apps/web/components/web.jsonnet': `[
  { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web' },
    spec: { replicas: ${replicas}, selector: { matchLabels: { app: 'web' } },
            template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'web', image: 'nginx:1.27' }] } } } },
  { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds' }, stringData: { token: '${CANARY}' } },
  ${extra}
]`,
  };
}

beforeAll(async () => {
  await world.start();
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
});
afterEach(() => {
  env.stop();
  nock.cleanAll();
});
afterAll(async () => {
  env.remove();
  nock.enableNetConnect();
  await world.stop();
});

async function runAction(repo: TempRepo, sha: string, mode: 'deploy' | 'drift', event = 'push') {
  env.start({
    workspace: repo.dir,
    event,
    payload: {
      ref: 'refs/heads/main',
      after: sha,
      repository: { default_branch: 'main', full_name: 'acme/platform' },
    },
    inputs: {
      mode: 'auto',
      'lambda-function': 'rigging-deployer',
      bucket: BUCKET,
      'aws-region': 'us-east-1',
    },
  });
  Object.assign(process.env, {
    GITHUB_REF: 'refs/heads/main',
    GITHUB_SHA: sha,
    AWS_ENDPOINT_URL_S3: world.s3.endpoint,
    AWS_ENDPOINT_URL_LAMBDA: world.lambda.url,
    AWS_ACCESS_KEY_ID: TEST_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: TEST_CREDENTIALS.secretAccessKey,
    AWS_REGION: 'us-east-1',
    RIGGING_QUIET: '1',
  });
  if (mode === 'drift') process.env.INPUT_MODE = 'drift';
  const idToken = (audience: string) => world.issuer.sign({ sha }, { audience });
  await run({ engine, github: { fetch: globalThis.fetch }, idToken });
  return { log: env.log(), summary: env.summary(), outputs: env.outputs(), exitCode: process.exitCode };
}

describe('action deploy and drift modes, end to end', () => {
  it('deploys a push to the default branch, reports a GitHub deployment, and keeps secrets out of every output', async () => {
    const repo = new TempRepo();
    repo.write(repoFiles(2));
    const sha = repo.commit('deploy me');
    const statuses: string[] = [];
    nock(API).post('/repos/acme/platform/deployments').reply(201, { id: 77 });
    nock(API)
      .post('/repos/acme/platform/deployments/77/statuses', (b: { state: string }) => {
        statuses.push(b.state);
        return true;
      })
      .times(2)
      .reply(201, {});

    const result = await runAction(repo, sha, 'deploy');
    expect(result.exitCode).toBeUndefined();
    expect(statuses).toEqual(['in_progress', 'success']);
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
    nock(API).post('/repos/acme/platform/deployments').reply(201, { id: 78 });
    nock(API).post('/repos/acme/platform/deployments/78/statuses').times(2).reply(201, {});
    expect((await runAction(repo, sha, 'deploy')).exitCode).toBeUndefined();
    env.stop();

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
    const drifted = await runAction(repo, sha, 'drift', 'schedule');
    expect(drifted.exitCode).toBeUndefined();
    expect(drifted.outputs.changed).toBe('true');
    expect(body).toContain('<!-- rigging-drift:platform:dev -->');
    expect(body).toContain('replicas: 9');
    expect(drifted.summary).toContain('1 object(s) drifted');
    env.stop();

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
    const clean = await runAction(repo, sha, 'drift', 'schedule');
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
    const result = await runAction(repo, sha, 'deploy');
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/::error::not deploying: 1 render error/);
    expect(world.kube.requests({ method: 'PATCH' }).length).toBe(before);
    repo.remove();
  });
});
