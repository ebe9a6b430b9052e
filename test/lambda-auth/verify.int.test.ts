import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallerRefused, createVerifier, IssuerUnavailable, type RefusalReason } from '../../lambda/auth';
import type { VerifierConfig } from '../../lambda/auth/verify';
import { FakeOidcIssuer } from '../support/oidc/issuer';

let issuer: FakeOidcIssuer;

function config(overrides: Partial<VerifierConfig> = {}): VerifierConfig {
  return {
    oidcIssuer: issuer.url,
    oidcAudience: 'rigging',
    repositories: ['acme/platform'],
    ...overrides,
  };
}

async function refusal(token: string, cfg = config()): Promise<CallerRefused> {
  const err = await createVerifier(cfg)
    .verify(token)
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(err).toBeInstanceOf(CallerRefused);
  const refused = err as CallerRefused;
  // Whatever the reason, the token never appears in what the caller (or a log) is told.
  if (token !== '') {
    expect(refused.message).not.toContain(token);
    expect(String(refused.stack)).not.toContain(token);
  }
  return refused;
}

async function expectRefused(token: string, reason: RefusalReason, cfg = config()): Promise<CallerRefused> {
  const err = await refusal(token, cfg);
  expect(err.reason).toBe(reason);
  return err;
}

beforeAll(async () => {
  issuer = new FakeOidcIssuer('/_services/token');
  await issuer.start();
});

afterAll(async () => {
  await issuer.stop();
});

describe('createVerifier', () => {
  it('accepts a valid token and returns the caller', async () => {
    const caller = await createVerifier(config()).verify(await issuer.sign());
    expect(caller).toEqual({
      repository: 'acme/platform',
      ref: 'refs/heads/main',
      workflow: 'acme/platform/.github/workflows/deploy.yml',
      sha: '0123456789abcdef0123456789abcdef01234567',
      eventName: 'push',
      runId: '4242',
      actor: 'octocat',
    });
  });

  it('finds the JWKS through the discovery document and fetches it once', async () => {
    const before = { ...issuer.requests };
    const verifier = createVerifier(config());
    for (let i = 0; i < 3; i++) await verifier.verify(await issuer.sign());
    expect(issuer.requests.discovery - before.discovery).toBe(1);
    expect(issuer.requests.jwks - before.jwks).toBe(1);
  });

  it('uses the injected fetch for discovery and keys', async () => {
    const urls: string[] = [];
    const verifier = createVerifier(config(), {
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    });
    await verifier.verify(await issuer.sign());
    expect(urls).toEqual([`${issuer.url}/.well-known/openid-configuration`, `${issuer.url}/keys`]);
  });

  it('refetches the JWKS when a token names a new key', async () => {
    const verifier = createVerifier(config(), { jwksCooldownMs: 0 });
    await verifier.verify(await issuer.sign());
    const kid = await issuer.rotate();
    const token = await issuer.sign();
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).kid).toBe(kid);
    await expect(verifier.verify(token)).resolves.toMatchObject({ repository: 'acme/platform' });
  });

  it('refuses a token signed by a key the issuer does not publish, under a published kid', async () => {
    const err = await expectRefused(await issuer.sign({}, { key: 'attacker' }), 'signature');
    expect(err.message).toMatch(/signature/);
  });

  it('refuses a token naming an unknown kid', async () => {
    await expectRefused(await issuer.sign({}, { key: 'attacker', kid: 'other' }), 'signature');
  });

  it('refuses a token whose payload was altered after signing', async () => {
    const [header, , signature] = (await issuer.sign()).split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...issuer.defaultClaims(), repository: 'acme/other', exp: 9_999_999_999 }),
    ).toString('base64url');
    await expectRefused(`${header}.${payload}.${signature}`, 'signature');
  });

  it('refuses an unsigned (alg none) token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = Buffer.from(
      JSON.stringify({
        ...issuer.defaultClaims(),
        iss: issuer.url,
        aud: 'rigging',
        iat: now,
        exp: now + 300,
      }),
    ).toString('base64url');
    await expectRefused(`${header}.${payload}.`, 'signature');
  });

  it('refuses an expired token', async () => {
    const err = await expectRefused(await issuer.sign({}, { expiresIn: -120 }), 'expired');
    expect(err.message).toBe('the token has expired');
  });

  it('tolerates a little clock skew', async () => {
    await expect(
      createVerifier(config()).verify(await issuer.sign({}, { expiresIn: -5 })),
    ).resolves.toBeDefined();
  });

  it('refuses a token for another audience', async () => {
    const err = await expectRefused(
      await issuer.sign({}, { audience: 'https://github.com/acme' }),
      'audience',
    );
    expect(err.message).toContain('rigging');
  });

  it('refuses a token from another issuer, even when signed by a published key', async () => {
    await expectRefused(
      await issuer.sign({}, { issuer: 'https://token.actions.githubusercontent.com' }),
      'issuer',
    );
  });

  it('refuses a repository that is not allowed', async () => {
    const token = await issuer.sign({
      repository: 'evil/platform',
      workflow_ref: 'evil/platform/.github/workflows/deploy.yml@refs/heads/main',
    });
    const err = await expectRefused(token, 'repository');
    expect(err.message).toContain('evil/platform');
  });

  it('compares repositories without regard to case, as GitHub does', async () => {
    const verifier = createVerifier(config({ repositories: ['Acme/Platform'] }));
    await expect(verifier.verify(await issuer.sign())).resolves.toMatchObject({
      repository: 'acme/platform',
    });
  });

  // Refs, workflows, events and GitHub Environments are per pipeline environment: authorize.unit.test.ts.
  it('reports the run: ref, workflow, reusable workflow, event and GitHub Environment', async () => {
    const token = await issuer.sign({
      ref: 'refs/heads/feature',
      workflow_ref: 'acme/platform/.github/workflows/release.yml@refs/heads/feature',
      job_workflow_ref: 'acme/shared/.github/workflows/rigging-deploy.yml@refs/tags/v1',
      event_name: 'workflow_dispatch',
      environment: 'production',
    });
    await expect(createVerifier(config()).verify(token)).resolves.toEqual(
      expect.objectContaining({
        ref: 'refs/heads/feature',
        workflow: 'acme/platform/.github/workflows/release.yml',
        jobWorkflow: 'acme/shared/.github/workflows/rigging-deploy.yml',
        eventName: 'workflow_dispatch',
        environment: 'production',
      }),
    );
  });

  it.each(['repository', 'ref', 'workflow_ref'])('refuses a token without %s as malformed', async (claim) => {
    const err = await expectRefused(await issuer.sign({ [claim]: undefined }), 'malformed');
    expect(err.message).toContain(claim);
  });

  it('refuses a token whose workflow_ref has no ref part as malformed', async () => {
    await expectRefused(
      await issuer.sign({ workflow_ref: 'acme/platform/.github/workflows/deploy.yml' }),
      'malformed',
    );
  });

  it.each([
    ['garbage', 'not a token at all'],
    ['two segments', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0'],
    ['empty', ''],
    ['oversized', 'a'.repeat(20_000)],
  ])('refuses a %s string as malformed', async (_label, token) => {
    await expectRefused(token, 'malformed');
  });

  it('reports an unreachable issuer as IssuerUnavailable, not a refusal', async () => {
    const stopped = new FakeOidcIssuer();
    const url = await stopped.start();
    await stopped.stop();
    const verifier = createVerifier(config({ oidcIssuer: url }));
    await expect(verifier.verify(await issuer.sign({}, { issuer: url }))).rejects.toBeInstanceOf(
      IssuerUnavailable,
    );
  });

  it('does not cache a failed discovery', async () => {
    let calls = 0;
    const verifier = createVerifier(config(), {
      fetch: (input, init) => {
        calls++;
        return calls === 1 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
      },
    });
    const token = await issuer.sign();
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(IssuerUnavailable);
    await expect(verifier.verify(token)).resolves.toMatchObject({ repository: 'acme/platform' });
  });

  it('refuses to use a discovery document that names another issuer', async () => {
    const verifier = createVerifier(config({ oidcIssuer: `${issuer.url}/` }));
    const err = await verifier
      .verify(await issuer.sign({}, { issuer: `${issuer.url}/` }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IssuerUnavailable);
    expect((err as Error).message).toMatch(/names issuer/);
  });
});
