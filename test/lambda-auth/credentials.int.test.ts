import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CredentialsError, createCredentialSource } from '../../lambda/auth';
import { EKS_TOKEN_PREFIX } from '../../lambda/auth/eks-token';
import type { EksTarget, SecretTarget } from '../../lambda/config';
import { FakeSecretsManager } from '../support/secrets/server';

const KUBECONFIG = `apiVersion: v1
kind: Config
clusters:
  - name: dev
    cluster: { server: https://dev.example:6443, certificate-authority-data: Zm9v }
users:
  - name: dev
    user: { token: super-secret-dev-token }
contexts:
  - name: dev
    context: { cluster: dev, user: dev }
current-context: dev
`;

const staticCredentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret' };

let secrets: FakeSecretsManager;

function client(): SecretsManagerClient {
  return new SecretsManagerClient({
    region: 'us-east-1',
    endpoint: secrets.url,
    credentials: staticCredentials,
  });
}

const secretTarget = (secretId: string): SecretTarget => ({ kind: 'secret', secretId });

beforeAll(async () => {
  secrets = new FakeSecretsManager();
  await secrets.start();
  secrets.put('rigging/dev', KUBECONFIG);
});

afterAll(async () => {
  await secrets.stop();
});

describe('kubeconfig from Secrets Manager', () => {
  it('reads the secret once and serves it from the cache afterwards', async () => {
    const source = createCredentialSource({ secretsManager: client() });
    const before = secrets.count();
    expect(await source.kubeconfigFor('dev', secretTarget('rigging/dev'))).toBe(KUBECONFIG);
    expect(await source.kubeconfigFor('dev', secretTarget('rigging/dev'))).toBe(KUBECONFIG);
    expect(secrets.count() - before).toBe(1);
    const request = secrets.requests.at(-1);
    expect(request?.body).toEqual({ SecretId: 'rigging/dev' });
    expect(request?.signed).toBe(true);
  });

  it('makes one request for concurrent first calls', async () => {
    const source = createCredentialSource({ secretsManager: client() });
    const before = secrets.count();
    await Promise.all([1, 2, 3].map(() => source.kubeconfigFor('dev', secretTarget('rigging/dev'))));
    expect(secrets.count() - before).toBe(1);
  });

  it('names the target and the secret when the secret does not exist, and does not cache the failure', async () => {
    const source = createCredentialSource({ secretsManager: client() });
    const err = await source
      .kubeconfigFor('staging', secretTarget('rigging/staging'))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CredentialsError);
    expect((err as Error).message).toMatch(/target staging: cannot read secret rigging\/staging/);
    expect((err as Error).message).toContain('ResourceNotFoundException');
    secrets.put('rigging/staging', KUBECONFIG);
    await expect(source.kubeconfigFor('staging', secretTarget('rigging/staging'))).resolves.toBe(KUBECONFIG);
  });

  it('accepts the secret ARN as secretId', async () => {
    const arn = secrets.put('rigging/arn', KUBECONFIG);
    const source = createCredentialSource({ secretsManager: client() });
    await expect(source.kubeconfigFor('arn', secretTarget(arn))).resolves.toBe(KUBECONFIG);
  });

  it('refuses a secret that is not a kubeconfig without quoting it', async () => {
    secrets.put('rigging/wrong', '{"password": "hunter2-do-not-print"}');
    secrets.put('rigging/broken', 'clusters: [ { oops: "hunter3-do-not-print"');
    const source = createCredentialSource({ secretsManager: client() });
    for (const id of ['rigging/wrong', 'rigging/broken']) {
      const err = await source.kubeconfigFor('x', secretTarget(id)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CredentialsError);
      expect((err as Error).message).toContain('does not hold a kubeconfig');
      expect((err as Error).message).not.toMatch(/hunter/);
    }
  });

  describe('through the SDK endpoint convention', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
    });

    it('reaches AWS_ENDPOINT_URL_SECRETS_MANAGER with the default client', async () => {
      process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = secrets.url;
      process.env.AWS_ACCESS_KEY_ID = staticCredentials.accessKeyId;
      process.env.AWS_SECRET_ACCESS_KEY = staticCredentials.secretAccessKey;
      const source = createCredentialSource({ region: 'us-east-1' });
      const before = secrets.count();
      await expect(source.kubeconfigFor('dev', secretTarget('rigging/dev'))).resolves.toBe(KUBECONFIG);
      expect(secrets.count() - before).toBe(1);
    });
  });
});

describe('kubeconfig for an EKS target', () => {
  const target: EksTarget = {
    kind: 'eks',
    eksCluster: 'prod-eu',
    region: 'eu-west-1',
    server: 'https://ABC.gr7.eu-west-1.eks.amazonaws.com',
    caData: 'LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t',
  };

  function source() {
    let clock = Date.parse('2026-01-02T03:00:00Z');
    let calls = 0;
    const credentials = async () => {
      calls++;
      return staticCredentials;
    };
    const s = createCredentialSource({ secretsManager: client(), credentials, now: () => clock });
    return {
      s,
      calls: () => calls,
      advance: (ms: number) => {
        clock += ms;
      },
    };
  }

  it('builds a kubeconfig with the cluster endpoint, CA and a k8s-aws-v1 token', async () => {
    const { s } = source();
    const doc = parse(await s.kubeconfigFor('prod', target));
    expect(doc.kind).toBe('Config');
    expect(doc['current-context']).toBe('prod');
    expect(doc.clusters[0].cluster).toEqual({
      server: target.server,
      'certificate-authority-data': target.caData,
    });
    expect(doc.contexts[0].context).toEqual({ cluster: 'prod', user: 'prod' });
    const token: string = doc.users[0].user.token;
    expect(token.startsWith(EKS_TOKEN_PREFIX)).toBe(true);
    const url = new URL(Buffer.from(token.slice(EKS_TOKEN_PREFIX.length), 'base64url').toString());
    expect(url.host).toBe('sts.eu-west-1.amazonaws.com');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20260102T030000Z');
  });

  it('reuses the token for ten minutes, then signs a new one', async () => {
    const { s, calls, advance } = source();
    const first = await s.kubeconfigFor('prod', target);
    advance(9 * 60_000);
    expect(await s.kubeconfigFor('prod', target)).toBe(first);
    expect(calls()).toBe(1);
    advance(2 * 60_000);
    const second = await s.kubeconfigFor('prod', target);
    expect(second).not.toBe(first);
    expect(calls()).toBe(2);
  });

  it('reports a credentials failure without caching it', async () => {
    let fail = true;
    const credentials = async () => {
      if (fail) throw new Error('no credentials in the chain');
      return staticCredentials;
    };
    const s = createCredentialSource({ secretsManager: client(), credentials });
    const err = await s.kubeconfigFor('prod', target).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CredentialsError);
    expect((err as Error).message).toMatch(/^target prod: cannot sign an EKS token/);
    fail = false;
    await expect(s.kubeconfigFor('prod', target)).resolves.toContain('k8s-aws-v1.');
  });
});
