import type { JWTVerifyGetKey } from 'jose';
import type { LambdaConfig } from '../config';
import { type AllowList, checkCaller, type VerifiedCaller } from './claims';
import { discoverJwksUri, type Fetch } from './discovery';
import { CallerRefused, IssuerUnavailable } from './refused';

export type VerifierConfig = AllowList & Pick<LambdaConfig, 'oidcIssuer' | 'oidcAudience'>;

export interface VerifierOptions {
  /** Used for discovery and the JWKS; defaults to the global fetch. */
  fetch?: Fetch;
  /** Allowed clock skew for exp/nbf/iat, in seconds (default 30). */
  clockToleranceSeconds?: number;
  /** Minimum time between JWKS refetches triggered by an unknown `kid` (jose's default, 30 s). */
  jwksCooldownMs?: number;
}

export interface Verifier {
  /** Resolves with the caller when the token grants a deploy; rejects with CallerRefused otherwise. */
  verify(token: string): Promise<VerifiedCaller>;
}

// GitHub's tokens are around 1 KB; anything far larger is not one and need not be parsed.
const MAX_TOKEN_LENGTH = 16_384;

type Jose = typeof import('jose');

/** Maps jose's errors to a refusal reason; errors that are not the caller's fault become IssuerUnavailable. */
function refusal(err: unknown, config: VerifierConfig, { errors }: Jose): Error {
  if (err instanceof CallerRefused || err instanceof IssuerUnavailable) return err;
  if (err instanceof errors.JWTExpired) {
    return new CallerRefused('expired', 'the token has expired');
  }
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.reason === 'missing') {
      return new CallerRefused('malformed', `the token has no "${err.claim}" claim`);
    }
    switch (err.claim) {
      case 'aud':
        return new CallerRefused('audience', `the token's audience is not ${config.oidcAudience}`);
      case 'iss':
        return new CallerRefused('issuer', `the token was not issued by ${config.oidcIssuer}`);
      case 'nbf':
      case 'iat':
        return new CallerRefused('expired', 'the token is not valid yet; check the clock');
      default:
        return new CallerRefused('malformed', `the token's "${err.claim}" claim is not valid`);
    }
  }
  if (
    err instanceof errors.JWSSignatureVerificationFailed ||
    err instanceof errors.JWKSNoMatchingKey ||
    err instanceof errors.JWKSMultipleMatchingKeys ||
    err instanceof errors.JOSEAlgNotAllowed
  ) {
    return new CallerRefused('signature', "the token's signature does not verify against the issuer's keys");
  }
  if (
    err instanceof errors.JWSInvalid ||
    err instanceof errors.JWTInvalid ||
    err instanceof errors.JOSENotSupported
  ) {
    return new CallerRefused('malformed', 'the token is not a well-formed signed JWT');
  }
  // JWKS fetch failures, timeouts and unusable keys.
  return new IssuerUnavailable(`cannot verify tokens from ${config.oidcIssuer}: ${(err as Error).message}`);
}

/**
 * A verifier for GitHub Actions OIDC tokens. The JWKS location is discovered from the issuer once
 * per container; jose caches the keys and refetches them when a token names an unknown `kid`.
 */
export function createVerifier(config: VerifierConfig, options: VerifierOptions = {}): Verifier {
  const fetch = options.fetch ?? globalThis.fetch;
  const clockTolerance = options.clockToleranceSeconds ?? 30;
  let keys: Promise<JWTVerifyGetKey> | undefined;

  const getKeys = (jose: Jose): Promise<JWTVerifyGetKey> => {
    if (keys) return keys;
    const { createRemoteJWKSet, customFetch } = jose;
    const pending = discoverJwksUri(config.oidcIssuer, fetch).then((jwksUri) =>
      createRemoteJWKSet(jwksUri, {
        ...(options.jwksCooldownMs === undefined ? {} : { cooldownDuration: options.jwksCooldownMs }),
        [customFetch]: fetch,
      }),
    );
    // A failed discovery is not cached: the next call tries again.
    pending.catch(() => {
      if (keys === pending) keys = undefined;
    });
    keys = pending;
    return pending;
  };

  return {
    async verify(token: string): Promise<VerifiedCaller> {
      if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) {
        throw new CallerRefused('malformed', 'the token is not a well-formed signed JWT');
      }
      // Loaded with the first token, not with the function.
      const jose = await import('jose');
      try {
        const { payload } = await jose.jwtVerify(token, await getKeys(jose), {
          issuer: config.oidcIssuer,
          audience: config.oidcAudience,
          algorithms: ['RS256'],
          clockTolerance,
          requiredClaims: ['exp', 'iat'],
        });
        return checkCaller(payload, config);
      } catch (err) {
        throw refusal(err, config, jose);
      }
    },
  };
}
