import { createHash, createHmac } from 'node:crypto';

// An independent SigV4 query-signature check (AWS's documented algorithm, written out with
// node:crypto) so the EKS token test does not trust the signer it is testing.

const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s, 'utf8').digest();

export function expectedSignature(
  url: URL,
  headers: Record<string, string>,
  secretAccessKey: string,
  service: string,
): string {
  const params = [...url.searchParams.entries()].filter(([k]) => k !== 'X-Amz-Signature');
  const canonicalQuery = params
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const signedHeaders = url.searchParams.get('X-Amz-SignedHeaders') ?? '';
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((h) => `${h}:${(headers[h] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    'GET',
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    sha256(''),
  ].join('\n');
  const amzDate = url.searchParams.get('X-Amz-Date') ?? '';
  const [, date = '', region = ''] = (url.searchParams.get('X-Amz-Credential') ?? '').split('/');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
}
