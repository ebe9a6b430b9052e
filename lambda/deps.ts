import { S3Client } from '@aws-sdk/client-s3';
import { type CredentialSource, createCredentialSource, createVerifier, type Verifier } from './auth';
import { type LambdaConfig, readLambdaConfig } from './config';
import type { KubeClient } from './kube/client';
import type { RetryOptions } from './kube/retry';

export interface HandlerDeps {
  config: LambdaConfig;
  s3: S3Client;
  verifier: Verifier;
  credentials: CredentialSource;
  kube: (kubeconfig: string) => KubeClient | Promise<KubeClient>;
  /** How long a second deploy of one environment waits for the first. */
  lockWaitMs?: number;
  /** Seconds between progress writes to the state object during an apply. */
  progressEverySeconds?: number;
  /** Backoff for calls to the cluster (tests shorten it). */
  retry?: RetryOptions;
}

/** Real dependencies, made once per container: config, clients and caches live as long as it does. */
export function defaultDeps(env: NodeJS.ProcessEnv = process.env): HandlerDeps {
  const config = readLambdaConfig(env);
  return {
    config,
    s3: new S3Client({ forcePathStyle: Boolean(env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL) }),
    verifier: createVerifier(config),
    credentials: createCredentialSource(),
    // The Kubernetes client is most of the bundle: it loads once a caller and its bundle are trusted.
    kube: async (kubeconfig) => (await import('./kube/client')).createKubeClient(kubeconfig),
  };
}
