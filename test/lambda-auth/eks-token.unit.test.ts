import { describe, expect, it } from 'vitest';
import { EKS_TOKEN_PREFIX, eksToken, stsHost } from '../../lambda/auth/eks-token';
import { expectedSignature } from './sigv4-check';

// A session token with characters that need escaping in a URL, as real STS session tokens have.
const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'FwoGZXIvYXdzE+abc/def==',
};

function decode(token: string): URL {
  expect(token.startsWith(EKS_TOKEN_PREFIX)).toBe(true);
  const body = token.slice(EKS_TOKEN_PREFIX.length);
  // base64url without padding: nothing outside the URL-safe alphabet.
  expect(body).toMatch(/^[A-Za-z0-9_-]+$/);
  return new URL(Buffer.from(body, 'base64url').toString('utf8'));
}

describe('eksToken', () => {
  it('is k8s-aws-v1. + base64url of a presigned STS GetCallerIdentity URL for the cluster', async () => {
    const signingDate = new Date('2026-01-02T03:04:05Z');
    const token = await eksToken({ cluster: 'prod-eu', region: 'eu-west-1', credentials, signingDate });
    const url = decode(token);
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe('sts.eu-west-1.amazonaws.com');
    expect(url.pathname).toBe('/');
    const q = url.searchParams;
    expect(q.get('Action')).toBe('GetCallerIdentity');
    expect(q.get('Version')).toBe('2011-06-15');
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(q.get('X-Amz-Expires')).toBe('60');
    expect(q.get('X-Amz-Date')).toBe('20260102T030405Z');
    expect(q.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20260102/eu-west-1/sts/aws4_request');
    expect(q.get('X-Amz-Security-Token')).toBe(credentials.sessionToken);
    expect(q.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['host', 'x-k8s-aws-id']);
    expect(q.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('carries a signature that verifies over the decoded URL and the cluster header', async () => {
    const token = await eksToken({ cluster: 'prod-eu', region: 'eu-west-1', credentials });
    const url = decode(token);
    const headers = { host: url.host, 'x-k8s-aws-id': 'prod-eu' };
    expect(url.searchParams.get('X-Amz-Signature')).toBe(
      expectedSignature(url, headers, credentials.secretAccessKey, 'sts'),
    );
    // The signature binds the token to its cluster: the same URL presented for another cluster fails.
    expect(url.searchParams.get('X-Amz-Signature')).not.toBe(
      expectedSignature(url, { ...headers, 'x-k8s-aws-id': 'other' }, credentials.secretAccessKey, 'sts'),
    );
  });

  it('accepts a credentials provider, as the default chain is', async () => {
    const token = await eksToken({ cluster: 'c', region: 'us-east-1', credentials: async () => credentials });
    expect(decode(token).searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\//);
  });

  it('uses the partition of the region', () => {
    expect(stsHost('us-gov-west-1')).toBe('sts.us-gov-west-1.amazonaws.com');
    expect(stsHost('cn-north-1')).toBe('sts.cn-north-1.amazonaws.com.cn');
  });
});
