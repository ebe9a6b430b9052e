import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4, type SignatureV4Init } from '@smithy/signature-v4';

export type AwsCredentials = SignatureV4Init['credentials'];
type SignableRequest = Parameters<SignatureV4['presign']>[0];

/** The prefix aws-iam-authenticator (the EKS authenticator) expects in front of the presigned URL. */
export const EKS_TOKEN_PREFIX = 'k8s-aws-v1.';

/**
 * The global STS endpoint of the region's partition. The authenticator only accepts real STS hosts,
 * so no endpoint override applies here.
 */
export function stsHost(region: string): string {
  return region.startsWith('cn-') ? `sts.${region}.amazonaws.com.cn` : `sts.${region}.amazonaws.com`;
}

// SigV4 canonical encoding (RFC 3986 unreserved characters only), so the URL decodes to what was signed.
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function queryString(query: SignableRequest['query']): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : value === null ? [] : [value];
    for (const v of values) parts.push(`${encode(key)}=${encode(v)}`);
  }
  return parts.join('&');
}

export interface EksTokenRequest {
  cluster: string;
  region: string;
  credentials: AwsCredentials;
  signingDate?: Date;
}

/**
 * A bearer token for an EKS cluster, made the way `aws eks get-token` makes it: a presigned STS
 * GetCallerIdentity URL whose signature covers the `x-k8s-aws-id` header naming the cluster, so the
 * token is good for that cluster only. Token = prefix + base64url(URL) without padding.
 */
export async function eksToken({
  cluster,
  region,
  credentials,
  signingDate,
}: EksTokenRequest): Promise<string> {
  const hostname = stsHost(region);
  const signer = new SignatureV4({ service: 'sts', region, credentials, sha256: Sha256 });
  const signed = await signer.presign(
    {
      method: 'GET',
      protocol: 'https:',
      hostname,
      path: '/',
      query: { Action: 'GetCallerIdentity', Version: '2011-06-15' },
      headers: { host: hostname, 'x-k8s-aws-id': cluster },
    },
    { expiresIn: 60, ...(signingDate ? { signingDate } : {}) },
  );
  const url = `https://${hostname}/?${queryString(signed.query)}`;
  return EKS_TOKEN_PREFIX + Buffer.from(url, 'utf8').toString('base64url');
}
