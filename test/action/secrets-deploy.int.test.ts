// Issue 7, part 2, deploy mode end to end: what the Lambda answers (a cluster error quoting a
// value) reaches the deployment status, the job summary and the log only as a redaction token.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main';
import { createLibjsonnetEngine } from '../../src/render/jsonnet';
import { BUCKET, DeployWorld } from '../deploy/harness';
import { TempRepo } from '../support/git-repo';
import { TEST_CREDENTIALS } from '../support/s3/server';
import { ActionEnv } from './action-env';

const engine = createLibjsonnetEngine();
const world = new DeployWorld();
const env = new ActionEnv(path.join(mkdtempSync(path.join(tmpdir(), 'rigging-summary-')), 'summary.md'));
const API = 'https://api.github.com';
// Not a valid label value (the colons), so the API server's refusal quotes it.
const CANARY = 'canary:s3cr3t:7f3a';
const CANARY_B64 = Buffer.from(CANARY).toString('base64');

function repoFiles(): Record<string, string> {
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
  { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds' }, stringData: { token: '${CANARY}' } },
  { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'copy', labels: { token: '${CANARY}' } }, data: { a: '1' } },
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

describe('action deploy mode keeps Secret values out of what the Lambda answers', () => {
  it('a cluster error quoting a Secret value copied into a label', async () => {
    const repo = new TempRepo();
    repo.write(repoFiles());
    const sha = repo.commit('deploy me');
    const descriptions: string[] = [];
    nock(API).post('/repos/acme/platform/deployments').reply(201, { id: 77 });
    nock(API)
      .post('/repos/acme/platform/deployments/77/statuses', (b: { description: string }) => {
        descriptions.push(b.description);
        return true;
      })
      .times(2)
      .reply(201, {});
    env.start({
      workspace: repo.dir,
      event: 'push',
      payload: { ref: 'refs/heads/main', after: sha, repository: { default_branch: 'main' } },
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
    await run({
      engine,
      github: { fetch: globalThis.fetch },
      idToken: (audience) => world.issuer.sign({ sha }, { audience }),
    });
    const log = env.log();
    const summary = env.summary();
    expect(process.exitCode).toBe(1);
    expect(summary).toMatch(/redacted\.[0-9a-f]{16}/);
    for (const [where, text] of Object.entries({ log, summary, descriptions: descriptions.join('\n') })) {
      expect(text, where).not.toContain(CANARY);
      expect(text, where).not.toContain(CANARY_B64);
    }
    repo.remove();
  });
});
