import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createCredentialSource, createVerifier } from '../../lambda/auth';
import { readLambdaConfig } from '../../lambda/config';
import { createHandler, type DeployHandler, type HandlerDeps } from '../../lambda/handler';
import { createKubeClient } from '../../lambda/kube/client';
import { type LocalLambda, serveLambda } from '../../lambda/local-invoke';
import type { DeployEvent } from '../../src/model/contract';
import { type Bundle, encodeBundle, makeBundle } from '../../src/model/contract';
import type { RenderedObject } from '../../src/model/types';
import { KubeApiServer } from '../support/kube/server';
import { FakeOidcIssuer } from '../support/oidc/issuer';
import { startS3, TEST_CREDENTIALS, type TestS3 } from '../support/s3/server';
import { FakeSecretsManager } from '../support/secrets/server';

export const BUCKET = 'rigging-state';
export const REGION = 'us-east-1';

/**
 * The Lambda's RIGGING_CONFIG in tests: acme/platform owns pipeline "platform" (dev on dev-cluster;
 * prod on prod-cluster, only from deploy.yml on push or workflow_dispatch in the GitHub Environment
 * "production"), and acme/other owns pipeline "other". Both targets reach the same test cluster.
 */
export function riggingConfig(issuerUrl: string): string {
  return JSON.stringify({
    stateBucket: BUCKET,
    oidc: { issuer: issuerUrl },
    targets: {
      'dev-cluster': { secretId: 'rigging/dev-kubeconfig' },
      'prod-cluster': { secretId: 'rigging/prod-kubeconfig' },
    },
    repositories: {
      'acme/platform': {
        pipelines: {
          platform: {
            environments: {
              dev: { target: 'dev-cluster' },
              prod: {
                target: 'prod-cluster',
                refs: ['refs/heads/main'],
                workflows: ['acme/platform/.github/workflows/deploy.yml'],
                events: ['push', 'workflow_dispatch'],
                githubEnvironment: 'production',
              },
            },
          },
        },
      },
      'acme/other': { pipelines: { other: { environments: { dev: { target: 'dev-cluster' } } } } },
    },
  });
}

/**
 * Everything a deploy touches, on loopback: S3 (s3rver with conditional writes), a GitHub-like
 * OIDC issuer, Secrets Manager holding the kubeconfig, a Kubernetes API server, and the handler
 * behind the Lambda Invoke API.
 */
export class DeployWorld {
  kube = new KubeApiServer();
  issuer = new FakeOidcIssuer();
  secrets = new FakeSecretsManager();
  s3!: TestS3;
  lambda!: LocalLambda;
  handler!: DeployHandler;
  deps!: HandlerDeps;
  private external = false;

  /** @param opts.kubeconfig a real cluster's (kind in e2e.yml) instead of the loopback API server. */
  async start(opts: { lockWaitMs?: number; kubeconfig?: string } = {}): Promise<this> {
    const [s3, issuerUrl, secretsUrl] = await Promise.all([
      startS3({ buckets: [BUCKET] }),
      this.issuer.start(),
      this.secrets.start(),
    ]);
    this.s3 = s3;
    if (!opts.kubeconfig) await this.kube.start();
    this.external = Boolean(opts.kubeconfig);
    this.secrets.put('rigging/dev-kubeconfig', opts.kubeconfig ?? this.kube.kubeconfig());
    this.secrets.put('rigging/prod-kubeconfig', opts.kubeconfig ?? this.kube.kubeconfig());
    const config = readLambdaConfig({ RIGGING_CONFIG: riggingConfig(issuerUrl) });
    this.deps = {
      config,
      s3: s3.client(),
      verifier: createVerifier(config),
      credentials: createCredentialSource({
        secretsManager: new SecretsManagerClient({
          endpoint: secretsUrl,
          region: REGION,
          credentials: TEST_CREDENTIALS,
        }),
      }),
      kube: createKubeClient,
      lockWaitMs: opts.lockWaitMs ?? 30_000,
      progressEverySeconds: 0,
      retry: { attempts: 4, baseMs: 20, maxMs: 100 },
    };
    this.handler = createHandler(this.deps);
    this.lambda = await serveLambda((event, context) => this.handler(event, context), {
      functionName: 'rigging-deployer',
    });
    return this;
  }

  /** The environment a Lambda process (the bundle, `rigging lambda serve`) gets to reach this world. */
  lambdaEnvironment(): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      RIGGING_QUIET: '1',
      RIGGING_CONFIG: riggingConfig(this.issuer.url),
      AWS_ENDPOINT_URL_S3: this.s3.endpoint,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: this.secrets.url,
      AWS_ACCESS_KEY_ID: TEST_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: TEST_CREDENTIALS.secretAccessKey,
      AWS_REGION: REGION,
    };
  }

  async stop(): Promise<void> {
    await Promise.all([
      this.lambda?.close(),
      this.external ? undefined : this.kube.stop(),
      this.issuer.stop(),
      this.secrets.stop(),
      this.s3?.stop(),
    ]);
  }

  /** Uploads a bundle and returns the event that deploys it, with a valid token. */
  async event(
    bundle: Bundle,
    action: DeployEvent['action'] = 'apply',
    claims: Record<string, unknown> = {},
  ): Promise<DeployEvent> {
    const encoded = encodeBundle(bundle);
    const key = `bundles/${bundle.pipeline}/${bundle.environment}/${encoded.sha256}.json.gz`;
    await this.s3.client().send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: encoded.bytes }));
    return {
      action,
      environment: bundle.environment,
      bundle: { bucket: BUCKET, key, sha256: encoded.sha256 },
      commit: bundle.commit,
      // A run's token is for the commit it deploys (the `sha` claim); tests override it to replay.
      idToken: await this.issuer.sign({ ...(bundle.commit ? { sha: bundle.commit } : {}), ...claims }),
      options: { prune: true, wait: true, waitTimeoutSeconds: 20 },
    };
  }

  invoke(event: unknown, requestId = `req-${Math.random().toString(16).slice(2)}`) {
    return this.handler(event, { awsRequestId: requestId, getRemainingTimeInMillis: () => 600_000 });
  }

  async state(pipeline = 'platform', env = 'dev'): Promise<Record<string, unknown> | undefined> {
    try {
      const out = await this.s3
        .client()
        .send(new GetObjectCommand({ Bucket: BUCKET, Key: `state/${pipeline}/${env}/state.json` }));
      return JSON.parse((await out.Body?.transformToString()) ?? '{}') as Record<string, unknown>;
    } catch {
      return undefined;
    }
  }
}

export function configMap(name: string, data: Record<string, string>): RenderedObject {
  return {
    source: 'web',
    component: 'c',
    defaultNamespace: 'apps',
    object: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data },
  };
}

export function namespace(name: string): RenderedObject {
  return {
    source: 'web',
    component: 'ns',
    object: { apiVersion: 'v1', kind: 'Namespace', metadata: { name } },
  };
}

export function deployment(name: string, replicas: number): RenderedObject {
  const labels = { app: name };
  return {
    source: 'web',
    component: 'd',
    defaultNamespace: 'apps',
    object: {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name },
      spec: {
        replicas,
        selector: { matchLabels: labels },
        template: { metadata: { labels }, spec: { containers: [{ name: 'c', image: 'nginx:1.27' }] } },
      },
    },
  };
}

export function bundleOf(objects: RenderedObject[], commit = 'c1'): Bundle {
  return makeBundle({ pipeline: 'platform', environment: 'dev', target: 'dev-cluster', commit, objects });
}
