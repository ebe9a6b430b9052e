// Adopted objects through the whole merge path: rigging.yaml's spec.deploy.pruneAdopted reaches the
// Lambda through the action's event, and the summary reports what prune left in the cluster.
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

const configMapYaml = (name: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata: { name: ${name} }\ndata: { k: v }\n`;

function repoFiles(configMaps: string[], deploy = ''): Record<string, string> {
  return {
    'rigging.yaml': `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: platform }
spec:
  environments: { dev: { target: dev-cluster } }
  sources: [ { name: web, type: qbec, path: apps/web } ]
${deploy}`,
    'apps/web/qbec.yaml': `apiVersion: qbec.io/v1alpha1
kind: App
metadata: { name: web }
spec:
  environments: { dev: { server: "https://dev.example.com", defaultNamespace: apps } }
`,
    'apps/web/components/ns.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata: { name: apps }\n',
    ...Object.fromEntries(configMaps.map((n) => [`apps/web/components/${n}.yaml`, configMapYaml(n)])),
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

async function deploy(repo: TempRepo, sha: string) {
  nock(API).post('/repos/acme/platform/deployments').reply(201, { id: 90 });
  nock(API).post('/repos/acme/platform/deployments/90/statuses').times(2).reply(201, {});
  env.start({
    workspace: repo.dir,
    event: 'push',
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
  const idToken = (audience: string) => world.issuer.sign({ sha }, { audience });
  await run({ engine, github: { fetch: globalThis.fetch }, idToken });
  const out = { summary: env.summary(), exitCode: process.exitCode };
  env.stop();
  return out;
}

const cm = (name: string) => ({ apiVersion: 'v1', kind: 'ConfigMap', name, namespace: 'apps' });

describe('objects made before rigging deployed them', () => {
  it('stay in the cluster as orphaned when dropped, unless rigging.yaml sets pruneAdopted', async () => {
    world.kube.seed({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'apps' } });
    for (const name of ['legacy-a', 'legacy-b'])
      world.kube.seed({
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name, namespace: 'apps' },
        data: { k: 'v' },
      });
    const repo = new TempRepo();
    repo.write(repoFiles(['legacy-a', 'legacy-b']));
    expect((await deploy(repo, repo.commit('adopt both'))).exitCode).toBeUndefined();

    repo.write({ 'apps/web/components/legacy-a.yaml': null });
    const kept = await deploy(repo, repo.commit('drop legacy-a'));
    expect(kept.exitCode).toBeUndefined();
    expect(kept.summary).toContain('1 orphaned');
    expect(kept.summary).toMatch(/\| v1 ConfigMap apps\/legacy-a \| orphaned \| left in the cluster/);
    expect(world.kube.get(cm('legacy-a'))).toBeDefined();

    repo.write(repoFiles(['legacy-b'], '  deploy: { pruneAdopted: true }\n'));
    repo.write({ 'apps/web/components/legacy-b.yaml': null });
    const pruned = await deploy(repo, repo.commit('drop legacy-b, pruning adopted objects'));
    expect(pruned.exitCode).toBeUndefined();
    expect(pruned.summary).toContain('1 deleted');
    expect(world.kube.get(cm('legacy-b'))).toBeUndefined();
    expect(world.kube.get(cm('legacy-a'))).toBeDefined();
    repo.remove();
  });
});
