import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export interface SignOptions {
  /** Seconds from now until `exp`; negative for a token that has already expired. Default 300. */
  expiresIn?: number;
  /** Default 'rigging'. */
  audience?: string | string[];
  /** Default: this issuer's URL. */
  issuer?: string;
  /** `kid` header; default: the kid of the signing key. */
  kid?: string;
  /** 'attacker' signs with a key the JWKS does not publish. Default 'issuer'. */
  key?: 'issuer' | 'attacker';
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

async function newKey(kid: string): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, jwk };
}

/**
 * An OIDC issuer on loopback shaped like GitHub's token service: a discovery document whose
 * `jwks_uri` is not at the default place (so verifiers must discover it), an RS256 JWKS, and `sign()`
 * to mint GitHub Actions-like tokens. The issuer URL may carry a path, as on GitHub Enterprise Server.
 */
export class FakeOidcIssuer {
  readonly requests = { discovery: 0, jwks: 0 };
  private server: Server | undefined;
  private keys: SigningKey[] = [];
  private attacker: SigningKey | undefined;

  constructor(private readonly basePath = '') {}

  async start(): Promise<string> {
    this.keys = [await newKey('key-1')];
    // Same kid as the real key: a forgery that only the signature check can catch.
    this.attacker = await newKey('key-1');
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    if (!this.server) throw new Error('FakeOidcIssuer is not started');
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}${this.basePath}`;
  }

  /** Publishes a new key next to the old ones and signs with it from now on; returns its kid. */
  async rotate(): Promise<string> {
    const key = await newKey(`key-${this.keys.length + 1}`);
    this.keys.unshift(key);
    return key.kid;
  }

  /** The default claims of a push to main of acme/platform running deploy.yml. */
  defaultClaims(): Record<string, unknown> {
    return {
      sub: 'repo:acme/platform:ref:refs/heads/main',
      repository: 'acme/platform',
      repository_owner: 'acme',
      repository_id: '123456',
      ref: 'refs/heads/main',
      ref_type: 'branch',
      sha: '0123456789abcdef0123456789abcdef01234567',
      workflow: 'deploy',
      workflow_ref: 'acme/platform/.github/workflows/deploy.yml@refs/heads/main',
      job_workflow_ref: 'acme/platform/.github/workflows/deploy.yml@refs/heads/main',
      event_name: 'push',
      run_id: '4242',
      run_number: '7',
      run_attempt: '1',
      actor: 'octocat',
      runner_environment: 'github-hosted',
    };
  }

  /** Mints a token; a claim given as undefined is left out. */
  async sign(claims: Record<string, unknown> = {}, options: SignOptions = {}): Promise<string> {
    const key = options.key === 'attacker' ? this.attacker : this.keys[0];
    if (!key) throw new Error('FakeOidcIssuer is not started');
    const payload = Object.fromEntries(
      Object.entries({ ...this.defaultClaims(), ...claims }).filter(([, v]) => v !== undefined),
    );
    const now = Math.floor(Date.now() / 1000);
    const exp = now + (options.expiresIn ?? 300);
    const iat = Math.min(now, exp - 60);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: options.kid ?? key.kid })
      .setIssuer(options.issuer ?? this.url)
      .setAudience(options.audience ?? 'rigging')
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(exp)
      .sign(key.privateKey);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const [status, body] = this.route(req.method ?? '', new URL(req.url ?? '/', 'http://localhost').pathname);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private route(method: string, path: string): [number, unknown] {
    if (method !== 'GET') return [405, { error: 'method not allowed' }];
    if (path === `${this.basePath}/.well-known/openid-configuration`) {
      this.requests.discovery++;
      const document = {
        issuer: this.url,
        jwks_uri: `${this.url}/keys`,
        subject_types_supported: ['public', 'pairwise'],
        response_types_supported: ['id_token'],
        id_token_signing_alg_values_supported: ['RS256'],
        claims_supported: [
          'sub',
          'aud',
          'exp',
          'iat',
          'iss',
          'jti',
          'nbf',
          'repository',
          'ref',
          'workflow_ref',
        ],
        scopes_supported: ['openid'],
      };
      return [200, document];
    }
    if (path === `${this.basePath}/keys`) {
      this.requests.jwks++;
      return [200, { keys: this.keys.map((k) => k.jwk) }];
    }
    return [404, { error: 'not found' }];
  }
}
