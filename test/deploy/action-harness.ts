import nock from 'nock';
import { afterAll, beforeAll } from 'vitest';
import { run } from '../../src/action/main';
import { useActionEnv } from '../action/action-env';
import type { TempRepo } from '../support/git-repo';
import { TEST_CREDENTIALS } from '../support/s3/server';
import { BUCKET, DeployWorld, REGION } from './harness';

/** What one run of the action left: its log, job summary, step outputs and exit code. */
export interface ActionRun {
  log: string;
  summary: string;
  outputs: Record<string, string>;
  exitCode: typeof process.exitCode;
}

type RunOnPush = (
  repo: TempRepo,
  sha: string,
  opts?: { event?: string; inputs?: Record<string, string> },
) => Promise<ActionRun>;

/**
 * rigging.yaml (pipeline "platform", dev on dev-cluster) and a qbec app "web" whose dev
 * environment deploys to namespace apps, with the Namespace and the given components.
 * @param deploySpec lines appended to rigging.yaml's spec, e.g. `  deploy: { pruneAdopted: true }\n`.
 */
export function deployRepoFiles(components: Record<string, string>, deploySpec = ''): Record<string, string> {
  return {
    'rigging.yaml': `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: platform }
spec:
  environments: { dev: { target: dev-cluster } }
  sources: [ { name: web, type: qbec, path: apps/web } ]
${deploySpec}`,
    'apps/web/qbec.yaml': `apiVersion: qbec.io/v1alpha1
kind: App
metadata: { name: web }
spec:
  environments: { dev: { server: "https://dev.example.com", defaultNamespace: apps } }
`,
    'apps/web/components/ns.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata: { name: apps }\n',
    ...Object.fromEntries(
      Object.entries(components).map(([name, text]) => [`apps/web/components/${name}`, text]),
    ),
  };
}

/**
 * Records GitHub's side of a deploy run: deployment `id` created, then its two statuses (in
 * progress, then the outcome). Returns the statuses posted (read them after the run).
 */
export function expectDeployment(id: number): { state: string; description: string }[] {
  const statuses: { state: string; description: string }[] = [];
  nock('https://api.github.com').post('/repos/acme/platform/deployments').reply(201, { id });
  nock('https://api.github.com')
    .post(`/repos/acme/platform/deployments/${id}/statuses`, (b: { state: string; description: string }) => {
      statuses.push(b);
      return true;
    })
    .times(2)
    .reply(201, {});
  return statuses;
}

/**
 * The action's entry against a DeployWorld on loopback, for one test file. Registers the file's
 * hooks: the world starts before its tests and stops after them; GitHub's API is mocked by nock,
 * with only loopback reachable (see useActionEnv).
 */
export function useActionDeployWorld(): { world: DeployWorld; runOnPush: RunOnPush } {
  const world = new DeployWorld();
  const env = useActionEnv({ allowNet: /127\.0\.0\.1|localhost/ });
  beforeAll(() => world.start());
  afterAll(() => world.stop());

  /**
   * Runs the action as on a push of `sha` to main with mode auto (so it deploys; `inputs` may
   * change that, e.g. `{ mode: 'drift' }`): bundles go to the world's S3, the Lambda is invoked
   * through its Invoke API, and the ID token is the world issuer's, for the pushed commit.
   * The environment is restored afterwards.
   */
  const runOnPush: RunOnPush = async (repo, sha, opts = {}) => {
    env.start({
      workspace: repo.dir,
      event: opts.event ?? 'push',
      payload: {
        ref: 'refs/heads/main',
        after: sha,
        repository: { default_branch: 'main', full_name: 'acme/platform' },
      },
      inputs: {
        mode: 'auto',
        'lambda-function': 'rigging-deployer',
        bucket: BUCKET,
        'aws-region': REGION,
        ...opts.inputs,
      },
    });
    try {
      Object.assign(process.env, {
        GITHUB_REF: 'refs/heads/main',
        GITHUB_SHA: sha,
        AWS_ENDPOINT_URL_S3: world.s3.endpoint,
        AWS_ENDPOINT_URL_LAMBDA: world.lambda.url,
        AWS_ACCESS_KEY_ID: TEST_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: TEST_CREDENTIALS.secretAccessKey,
        AWS_REGION: REGION,
        RIGGING_QUIET: '1',
      });
      const idToken = (audience: string) => world.issuer.sign({ sha }, { audience });
      await run({ github: { fetch: globalThis.fetch }, idToken });
      return { log: env.log(), summary: env.summary(), outputs: env.outputs(), exitCode: process.exitCode };
    } finally {
      env.stop();
    }
  };

  return { world, runOnPush };
}
