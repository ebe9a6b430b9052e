import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { EksTarget, SecretTarget, Target } from '../config';
import type { AwsCredentials } from './eks-token';
import { eksKubeconfig, looksLikeKubeconfig } from './kubeconfig';

/** Reuse an EKS token for 10 minutes of its 15, so a slow apply never runs on an expiring token. */
export const EKS_TOKEN_REUSE_MS = 10 * 60_000;

export interface CredentialSourceOptions {
  /** Defaults to a client for `region`, which honours AWS_ENDPOINT_URL_SECRETS_MANAGER. */
  secretsManager?: SecretsManagerClient;
  /** Region of the default Secrets Manager client; the SDK's own resolution (AWS_REGION) when absent. */
  region?: string;
  /** Signs EKS tokens; defaults to the Lambda role's credentials from the SDK's default provider chain. */
  credentials?: AwsCredentials;
  /** Clock in milliseconds, for the EKS token cache. */
  now?: () => number;
}

export interface CredentialSource {
  /** The kubeconfig YAML for a target. Never log the result: it holds cluster credentials. */
  kubeconfigFor(targetName: string, target: Target): Promise<string>;
}

/** A target's credentials could not be obtained. The message names the target and never a credential. */
export class CredentialsError extends Error {
  override name = 'CredentialsError';
}

/**
 * Cluster credentials for the Lambda's targets. Kubeconfigs from Secrets Manager are cached for the
 * container's life (a rotated secret takes effect on the next cold start); EKS kubeconfigs are
 * rebuilt when their token is ten minutes old.
 */
export function createCredentialSource(options: CredentialSourceOptions = {}): CredentialSource {
  const now = options.now ?? Date.now;
  let client = options.secretsManager;
  let credentials = options.credentials;
  const secrets = new Map<string, Promise<string>>();
  const eks = new Map<string, { kubeconfig: Promise<string>; until: number }>();

  // Each kind of target loads its own AWS code when first used: a Lambda with only EKS targets
  // never loads Secrets Manager's client, one with only kubeconfig secrets never loads the signer.
  const readSecret = async (name: string, target: SecretTarget): Promise<string> => {
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    client ??= new SecretsManagerClient(options.region ? { region: options.region } : {});
    let text: string | undefined;
    try {
      const out = await client.send(new GetSecretValueCommand({ SecretId: target.secretId }));
      text = out.SecretString;
    } catch (err) {
      const e = err as Error;
      throw new CredentialsError(
        `target ${name}: cannot read secret ${target.secretId} from Secrets Manager: ${e.name}: ${e.message}`,
      );
    }
    if (text === undefined || !looksLikeKubeconfig(text)) {
      throw new CredentialsError(
        `target ${name}: secret ${target.secretId} does not hold a kubeconfig (expected YAML with a clusters list in SecretString)`,
      );
    }
    return text;
  };

  const buildEks = async (name: string, target: EksTarget, signedAt: number): Promise<string> => {
    // The SDK's default chain: in Lambda, the function role's credentials from the environment.
    credentials ??= (await import('@aws-sdk/credential-provider-node')).defaultProvider();
    const signWith = credentials;
    try {
      const { eksToken } = await import('./eks-token');
      const token = await eksToken({
        cluster: target.eksCluster,
        region: target.region,
        credentials: signWith,
        signingDate: new Date(signedAt),
      });
      return eksKubeconfig(name, target, token);
    } catch (err) {
      throw new CredentialsError(
        `target ${name}: cannot sign an EKS token with the Lambda's role: ${(err as Error).message}`,
      );
    }
  };

  return {
    kubeconfigFor(targetName: string, target: Target): Promise<string> {
      if (target.kind === 'secret') {
        let cached = secrets.get(target.secretId);
        if (!cached) {
          cached = readSecret(targetName, target);
          secrets.set(target.secretId, cached);
          // Failures are not cached: a missing permission fixed in IAM works on the next call.
          cached.catch(() => secrets.delete(target.secretId));
        }
        return cached;
      }
      const key = `${targetName}\n${target.region}\n${target.eksCluster}`;
      const at = now();
      const hit = eks.get(key);
      if (hit && at < hit.until) return hit.kubeconfig;
      const kubeconfig = buildEks(targetName, target, at);
      eks.set(key, { kubeconfig, until: at + EKS_TOKEN_REUSE_MS });
      kubeconfig.catch(() => {
        if (eks.get(key)?.kubeconfig === kubeconfig) eks.delete(key);
      });
      return kubeconfig;
    },
  };
}
