import { describe, expect, it } from 'vitest';
import { ConfigError, readLambdaConfig } from '../../lambda/config';

const eks = {
  eksCluster: 'prod',
  region: 'eu-west-1',
  server: 'https://ABC.gr7.eu-west-1.eks.amazonaws.com',
  caData: 'LS0tLS1CRUdJTi==',
};

const YAML = `
stateBucket: acme-rigging-state
targets:
  dev-cluster: { secretId: rigging/dev-kubeconfig }
  prod-cluster: { eksCluster: prod, region: eu-west-1, server: "https://ABC.gr7.eu-west-1.eks.amazonaws.com", caData: LS0tLS1CRUdJTi== }
repositories:
  acme/platform:
    pipelines:
      platform:
        environments:
          dev:  { target: dev-cluster }
          prod:
            target: prod-cluster
            refs: [refs/heads/main, refs/tags/v1.2.3]
            workflows: [acme/platform/.github/workflows/deploy.yml]
            events: [push, workflow_dispatch]
            githubEnvironment: production
  acme/web:
    pipelines:
      web: { environments: { dev: { target: dev-cluster } } }
`;

interface Shape {
  stateBucket: string;
  targets: unknown;
  repositories: Record<string, unknown>;
  oidc?: unknown;
}

/** A JSON configuration from a few changes to a valid one. */
function json(change: (c: Shape) => void = () => {}): NodeJS.ProcessEnv {
  const c: Shape = {
    stateBucket: 'acme-rigging-state',
    targets: { 'dev-cluster': { secretId: 'rigging/dev-kubeconfig' } },
    repositories: {
      'acme/platform': { pipelines: { platform: { environments: { dev: { target: 'dev-cluster' } } } } },
    },
  };
  change(c);
  return { RIGGING_CONFIG: JSON.stringify(c) };
}

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
  it('reads YAML: targets, and each pipeline environment bound to its repository, target and rules', () => {
    const config = readLambdaConfig({ RIGGING_CONFIG: YAML });
    expect(Object.isFrozen(config)).toBe(true);
    expect(config.stateBucket).toBe('acme-rigging-state');
    expect(config.repositories).toEqual(['acme/platform', 'acme/web']);
    expect(config.targets.get('dev-cluster')).toEqual({ kind: 'secret', secretId: 'rigging/dev-kubeconfig' });
    expect(config.targets.get('prod-cluster')).toEqual({ kind: 'eks', ...eks });
    expect(config.pipelines.get('platform')?.environments.get('prod')).toEqual({
      repository: 'acme/platform',
      pipeline: 'platform',
      environment: 'prod',
      target: 'prod-cluster',
      refs: ['refs/heads/main', 'refs/tags/v1.2.3'],
      workflows: ['acme/platform/.github/workflows/deploy.yml'],
      events: ['push', 'workflow_dispatch'],
      githubEnvironment: 'production',
    });
    expect(config.pipelines.get('web')?.repository).toBe('acme/web');
  });

  it('applies the defaults: GitHub issuer, audience rigging, main, push/workflow_dispatch/schedule, any workflow', () => {
    const config = readLambdaConfig(json());
    expect(config.oidcIssuer).toBe('https://token.actions.githubusercontent.com');
    expect(config.oidcAudience).toBe('rigging');
    expect(config.pipelines.get('platform')?.environments.get('dev')).toEqual({
      repository: 'acme/platform',
      pipeline: 'platform',
      environment: 'dev',
      target: 'dev-cluster',
      refs: ['refs/heads/main'],
      workflows: [],
      events: ['push', 'workflow_dispatch', 'schedule'],
    });
  });

  it('reads the OIDC settings', () => {
    const config = readLambdaConfig(
      json((c) => {
        c.oidc = { issuer: 'http://127.0.0.1:8080/_services/token', audience: 'sts.amazonaws.com' };
      }),
    );
    expect(config.oidcAudience).toBe('sts.amazonaws.com');
    expect(config.oidcIssuer).toBe('http://127.0.0.1:8080/_services/token');
  });

  it('says what to set when RIGGING_CONFIG is missing or not YAML', () => {
    expect(problems({})).toEqual([
      expect.stringMatching(/^RIGGING_CONFIG is not set\. Expected YAML or JSON/),
    ]);
    expect(problems({ RIGGING_CONFIG: '{stateBucket: [' })).toEqual([
      expect.stringMatching(/^RIGGING_CONFIG: is not valid YAML or JSON \(.* at line 1, column \d+\)$/),
    ]);
  });

  it('fails loudly on every variable it replaced, naming where each setting moved', () => {
    const found = problems({
      ...json(),
      RIGGING_ALLOWED_REPOSITORIES: 'acme/platform',
      RIGGING_ALLOWED_REFS: '',
      RIGGING_ALLOWED_WORKFLOWS: '',
      RIGGING_TARGETS: '{}',
      RIGGING_STATE_BUCKET: 'b',
      RIGGING_OIDC_ISSUER: 'https://token.actions.githubusercontent.com',
      RIGGING_OIDC_AUDIENCE: 'rigging',
    });
    expect(found).toHaveLength(7);
    expect(found).toContain(
      'RIGGING_ALLOWED_REPOSITORIES is no longer read: move it into RIGGING_CONFIG as repositories, then unset RIGGING_ALLOWED_REPOSITORIES',
    );
    expect(found.find((p) => p.startsWith('RIGGING_ALLOWED_REFS'))).toContain(
      'repositories.<repo>.pipelines.<pipeline>.environments.<env>.refs',
    );
    expect(found.find((p) => p.startsWith('RIGGING_OIDC_ISSUER'))).toContain('oidc.issuer');
  });

  it('lists every problem at once, each with its path', () => {
    const found = problems({
      RIGGING_CONFIG: `
stateBucket: Not_A_Bucket
oidc: { issuer: "http://token.example.com", audiance: rigging }
targets:
  dev-cluster: { secretId: rigging/dev }
  prod-cluster: { eksCluster: prod, region: europe, server: "https://x.example.com", caData: "LS0t" }
repositories:
  acme:
    pipelines: {}
  acme/platform:
    pipelines:
      Platform: { environments: { dev: { target: dev-cluster } } }
      platform:
        environments:
          dev: { target: dev-cluster, refs: [main, "refs/heads/*"], events: [push, pull_request_target, pull_request, issue_comment] }
          prod: { target: prod, workflows: [deploy.yml], githubEnvironment: "" , extra: 1 }
  acme/web:
    pipelines:
      platform: { environments: { dev: { target: dev-cluster } } }
`,
    });
    const p = 'RIGGING_CONFIG: repositories["acme/platform"].pipelines.platform.environments';
    expect(found).toEqual(
      expect.arrayContaining([
        'RIGGING_CONFIG: stateBucket: "Not_A_Bucket" is not valid; expected an S3 bucket name',
        'RIGGING_CONFIG: oidc.audiance: unknown key; expected one of issuer, audience',
        'RIGGING_CONFIG: oidc.issuer: "http://token.example.com" is not valid; expected an https URL such as https://token.actions.githubusercontent.com',
        'RIGGING_CONFIG: targets.prod-cluster.region: must be an AWS region such as us-east-1',
        'RIGGING_CONFIG: repositories.acme: is not a valid name; expected {owner}/{repo}',
        'RIGGING_CONFIG: repositories.acme.pipelines: must not be empty',
        'RIGGING_CONFIG: repositories["acme/platform"].pipelines.Platform: is not a valid name; expected rigging.yaml\'s metadata.name (lowercase letters, digits and "-")',
        `${p}.dev.refs[0]: "main" is not valid; expected a full ref without wildcards, such as refs/heads/main or refs/tags/v1`,
        `${p}.dev.refs[1]: "refs/heads/*" is not valid; expected a full ref without wildcards, such as refs/heads/main or refs/tags/v1`,
        expect.stringMatching(
          /^RIGGING_CONFIG: .*\.dev\.events\[1\]: "pull_request_target" is never allowed/,
        ),
        expect.stringMatching(/^RIGGING_CONFIG: .*\.dev\.events\[2\]: "pull_request" is never allowed/),
        expect.stringMatching(
          /^RIGGING_CONFIG: .*\.dev\.events\[3\]: "issue_comment" is not an event rigging deploys from/,
        ),
        `${p}.prod.target: no target "prod" in targets`,
        `${p}.prod.workflows[0]: "deploy.yml" is not valid; expected {owner}/{repo}/.github/workflows/{file}.yml`,
        `${p}.prod.githubEnvironment: must not be empty`,
        `${p}.prod.extra: unknown key; expected one of target, refs, workflows, events, githubEnvironment`,
        'RIGGING_CONFIG: repositories["acme/web"].pipelines.platform: pipeline "platform" is already bound to repository "acme/platform"; a pipeline belongs to one repository',
      ]),
    );
    // "Platform" and "platform" would be two pipelines, differing only in case.
    expect(found).toContain(
      'RIGGING_CONFIG: repositories["acme/platform"].pipelines.platform: is the same pipeline as "Platform" (names differ only in case); merge them',
    );
    expect(found).toHaveLength(18);
  });

  it('refuses the same repository twice in different case', () => {
    expect(
      problems(
        json((c) => {
          c.repositories['Acme/Platform'] = {
            pipelines: { web: { environments: { dev: { target: 'dev-cluster' } } } },
          };
        }),
      ),
    ).toEqual([
      'RIGGING_CONFIG: repositories["Acme/Platform"]: is the same repository as "acme/platform" (GitHub names are case-insensitive); merge them',
    ]);
  });

  it('names missing keys', () => {
    expect(
      problems({
        RIGGING_CONFIG:
          'repositories: { acme/platform: { pipelines: { platform: { environments: { dev: {} } } } } }',
      }),
    ).toEqual([
      'RIGGING_CONFIG: stateBucket: is required',
      'RIGGING_CONFIG: targets: is required',
      'RIGGING_CONFIG: repositories["acme/platform"].pipelines.platform.environments.dev.target: is required',
    ]);
  });

  describe('targets', () => {
    const targets = (value: unknown) =>
      json((c) => {
        c.targets = value;
      });

    it.each([
      ['an empty mapping', {}, /^RIGGING_CONFIG: targets: must not be empty/],
      [
        'a target with both kinds',
        { 'dev-cluster': { secretId: 'x', ...eks } },
        /dev-cluster: must have exactly one of secretId or eksCluster/,
      ],
      [
        'an empty secretId',
        { 'dev-cluster': { secretId: ' ' } },
        /targets\.dev-cluster\.secretId: must be a non-empty string/,
      ],
      [
        'unknown keys',
        { 'dev-cluster': { secretId: 'x', region: 'us-east-1' } },
        /dev-cluster: unknown keys region/,
      ],
      [
        'an EKS target without server',
        { 'dev-cluster': { ...eks, server: undefined } },
        /dev-cluster\.server: must be the cluster endpoint/,
      ],
      [
        'an EKS target with an http server',
        { 'dev-cluster': { ...eks, server: 'http://x' } },
        /server: must be the cluster endpoint/,
      ],
      [
        'an EKS target without caData',
        { 'dev-cluster': { ...eks, caData: undefined } },
        /caData: must be the base64/,
      ],
      [
        'a bad target name',
        { 'dev cluster': { secretId: 'x' } },
        /targets\["dev cluster"\]: is not a valid target name/,
      ],
    ])('refuses %s', (_label, value, message) => {
      expect(problems(targets(value))).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
    });
  });
});
