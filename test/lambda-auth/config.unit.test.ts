import { describe, expect, it } from 'vitest';
import { ConfigError, readLambdaConfig } from '../../lambda/config';

const base = {
  RIGGING_ALLOWED_REPOSITORIES: 'acme/platform',
  RIGGING_STATE_BUCKET: 'acme-rigging-state',
  RIGGING_TARGETS: JSON.stringify({ dev: { secretId: 'rigging/dev' } }),
};

function problems(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    readLambdaConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('readLambdaConfig', () => {
  it('applies the defaults', () => {
    const config = readLambdaConfig(base);
    expect(config.allowedRepositories).toEqual(['acme/platform']);
    expect(config.allowedRefs).toEqual(['refs/heads/main']);
    expect(config.allowedWorkflows).toEqual([]);
    expect(config.oidcAudience).toBe('rigging');
    expect(config.oidcIssuer).toBe('https://token.actions.githubusercontent.com');
    expect(config.stateBucket).toBe('acme-rigging-state');
    expect(config.targets.get('dev')).toEqual({ kind: 'secret', secretId: 'rigging/dev' });
  });

  it('splits lists on commas and whitespace', () => {
    const config = readLambdaConfig({
      ...base,
      RIGGING_ALLOWED_REPOSITORIES: 'acme/platform, acme/web\n acme/api.v2',
      RIGGING_ALLOWED_REFS: 'refs/heads/main,refs/tags/v1.2.3',
      RIGGING_ALLOWED_WORKFLOWS:
        'acme/platform/.github/workflows/deploy.yml acme/shared/.github/workflows/rigging.yaml',
    });
    expect(config.allowedRepositories).toEqual(['acme/platform', 'acme/web', 'acme/api.v2']);
    expect(config.allowedRefs).toEqual(['refs/heads/main', 'refs/tags/v1.2.3']);
    expect(config.allowedWorkflows).toEqual([
      'acme/platform/.github/workflows/deploy.yml',
      'acme/shared/.github/workflows/rigging.yaml',
    ]);
  });

  it('reads the OIDC settings', () => {
    const config = readLambdaConfig({
      ...base,
      RIGGING_OIDC_AUDIENCE: 'sts.amazonaws.com',
      RIGGING_OIDC_ISSUER: 'http://127.0.0.1:8080/_services/token',
    });
    expect(config.oidcAudience).toBe('sts.amazonaws.com');
    expect(config.oidcIssuer).toBe('http://127.0.0.1:8080/_services/token');
  });

  it('names the variable and the expected format for a bad repository', () => {
    const err = (() => {
      try {
        readLambdaConfig({ ...base, RIGGING_ALLOWED_REPOSITORIES: 'acme' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    expect(err?.message).toBe(
      'RIGGING_ALLOWED_REPOSITORIES: "acme" is not valid. Expected format {owner}/{repo}',
    );
  });

  it('reports every problem at once', () => {
    const found = problems({
      RIGGING_ALLOWED_REFS: 'main',
      RIGGING_ALLOWED_WORKFLOWS: 'deploy.yml',
      RIGGING_OIDC_ISSUER: 'http://token.example.com',
      RIGGING_STATE_BUCKET: 'Not_A_Bucket',
    });
    expect(found).toEqual([
      'RIGGING_ALLOWED_REPOSITORIES is not set. Expected format {owner}/{repo}[,{owner}/{repo}...]',
      'RIGGING_ALLOWED_REFS: "main" is not valid. Expected format refs/heads/{branch} or refs/tags/{tag}',
      'RIGGING_ALLOWED_WORKFLOWS: "deploy.yml" is not valid. Expected format {owner}/{repo}/.github/workflows/{file}.yml',
      'RIGGING_OIDC_ISSUER: "http://token.example.com" is not valid. Expected an https URL such as https://token.actions.githubusercontent.com',
      'RIGGING_STATE_BUCKET: "Not_A_Bucket" is not valid. Expected an S3 bucket name',
      expect.stringMatching(/^RIGGING_TARGETS is not set\. Expected format/),
    ]);
  });

  it('rejects a workflow entry that carries a ref', () => {
    expect(
      problems({
        ...base,
        RIGGING_ALLOWED_WORKFLOWS: 'acme/platform/.github/workflows/deploy.yml@refs/heads/main',
      }),
    ).toHaveLength(1);
  });

  describe('RIGGING_TARGETS', () => {
    const eks = {
      eksCluster: 'prod-eu',
      region: 'eu-west-1',
      server: 'https://ABC.gr7.eu-west-1.eks.amazonaws.com',
      caData: 'LS0tLS1CRUdJTg==',
    };
    const targets = (value: unknown) => ({ ...base, RIGGING_TARGETS: JSON.stringify(value) });

    it('reads secret and EKS targets', () => {
      const config = readLambdaConfig(targets({ dev: { secretId: 'rigging/dev' }, prod: eks }));
      expect(config.targets.get('prod')).toEqual({ kind: 'eks', ...eks });
      expect([...config.targets.keys()]).toEqual(['dev', 'prod']);
    });

    it('rejects JSON that does not parse', () => {
      expect(problems({ ...base, RIGGING_TARGETS: '{dev:' })[0]).toMatch(
        /^RIGGING_TARGETS: is not valid JSON/,
      );
    });

    it.each([
      ['an empty object', {}, /at least one target/],
      ['an array', [{ secretId: 'x' }], /must be a JSON object/],
      ['both kinds', { dev: { secretId: 'x', ...eks } }, /exactly one of secretId or eksCluster/],
      ['neither kind', { dev: { region: 'eu-west-1' } }, /exactly one of secretId or eksCluster/],
      ['a typo', { dev: { secretId: 'x', secretID: 'y' } }, /unknown keys secretID/],
      ['an empty secretId', { dev: { secretId: '' } }, /secretId must be a non-empty string/],
      [
        'an EKS target without server',
        { prod: { ...eks, server: undefined } },
        /server must be the cluster endpoint/,
      ],
      ['an EKS target without caData', { prod: { ...eks, caData: undefined } }, /caData must be the base64/],
      [
        'an EKS target with a bad region',
        { prod: { ...eks, region: 'Europe' } },
        /region must be an AWS region/,
      ],
      ['an http server', { prod: { ...eks, server: 'http://x' } }, /server must be the cluster endpoint/],
      ['a bad target name', { 'dev cluster': { secretId: 'x' } }, /target name "dev cluster" is not valid/],
    ])('rejects %s', (_label, value, message) => {
      const found = problems(targets(value));
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^RIGGING_TARGETS/);
      expect(found[0]).toMatch(message);
    });
  });
});
