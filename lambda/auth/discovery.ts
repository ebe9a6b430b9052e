import { IssuerUnavailable } from './refused';

export type Fetch = typeof globalThis.fetch;

const TIMEOUT_MS = 5_000;

/** OIDC Discovery: the configuration lives at the issuer URL (trailing slash removed) + this path. */
export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

/**
 * Fetches the issuer's OpenID configuration and returns its `jwks_uri`. The document must name the
 * same issuer (OpenID Connect Discovery 1.0, section 4.3), so a misrouted URL cannot supply keys.
 */
export async function discoverJwksUri(issuer: string, fetch: Fetch): Promise<URL> {
  const url = discoveryUrl(issuer);
  let doc: unknown;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    doc = await res.json();
  } catch (err) {
    throw new IssuerUnavailable(`cannot read the OIDC configuration at ${url}: ${(err as Error).message}`);
  }
  const { issuer: named, jwks_uri: jwksUri } = (doc ?? {}) as Record<string, unknown>;
  if (named !== issuer) {
    throw new IssuerUnavailable(`the OIDC configuration at ${url} names issuer ${JSON.stringify(named)}`);
  }
  if (typeof jwksUri !== 'string' || !URL.canParse(jwksUri)) {
    throw new IssuerUnavailable(`the OIDC configuration at ${url} has no valid jwks_uri`);
  }
  return new URL(jwksUri);
}
