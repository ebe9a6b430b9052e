import { describe, expect, it } from 'vitest';
import {
  authorize,
  CallerRefused,
  type DeployRequest,
  type RefusalReason,
  type VerifiedCaller,
} from '../../lambda/auth';
import { readLambdaConfig } from '../../lambda/config';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const OLD = 'fedcba9876543210fedcba9876543210fedcba98';

const config = readLambdaConfig({
  RIGGING_CONFIG: `
stateBucket: rigging-state
targets:
  dev-cluster: { secretId: rigging/dev-kubeconfig }
  prod-cluster: { secretId: rigging/prod-kubeconfig }
repositories:
  acme/platform:
    pipelines:
      platform:
        environments:
          dev: { target: dev-cluster }
          prod:
            target: prod-cluster
            refs: [refs/heads/main, refs/tags/v1]
            workflows: [acme/platform/.github/workflows/deploy.yml, acme/shared/.github/workflows/rigging.yml]
            events: [push, workflow_dispatch]
            githubEnvironment: production
  acme/other:
    pipelines:
      other: { environments: { dev: { target: dev-cluster } } }
`,
});

const caller = (over: Partial<VerifiedCaller> = {}): VerifiedCaller => ({
  repository: 'acme/platform',
  ref: 'refs/heads/main',
  workflow: 'acme/platform/.github/workflows/deploy.yml',
  sha: SHA,
  eventName: 'push',
  ...over,
});

const request = (
  environment = 'dev',
  over: Partial<DeployRequest> = {},
  bundle: Partial<DeployRequest['bundle']> = {},
): DeployRequest => ({
  action: 'apply',
  environment,
  commit: SHA,
  ...over,
  bundle: {
    pipeline: 'platform',
    environment,
    commit: over.commit === undefined ? SHA : over.commit,
    ...bundle,
  },
});

const prod = (over: Partial<VerifiedCaller> = {}) => caller({ environment: 'production', ...over });

function refused(c: VerifiedCaller, r: DeployRequest, reason: RefusalReason): string {
  let err: unknown;
  try {
    authorize(config, c, r);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(CallerRefused);
  expect((err as CallerRefused).reason).toBe(reason);
  return (err as CallerRefused).message;
}

describe('authorize', () => {
  it("returns the configuration's target for the environment, whatever the bundle omits", () => {
    expect(authorize(config, caller(), request('dev'))).toEqual({
      repository: 'acme/platform',
      pipeline: 'platform',
      environment: 'dev',
      target: 'dev-cluster',
    });
    expect(authorize(config, prod(), request('prod', {}, { target: 'prod-cluster' })).target).toBe(
      'prod-cluster',
    );
  });

  describe('pipelines belong to one repository', () => {
    it("refuses another repository's pipeline, without saying whose it is", () => {
      const message = refused(caller(), request('dev', {}, { pipeline: 'other' }), 'pipeline');
      expect(message).toBe(
        'pipeline other is not bound to repository acme/platform (RIGGING_CONFIG repositories["acme/platform"].pipelines)',
      );
      expect(message).not.toContain('acme/other');
    });

    it('refuses a pipeline no repository owns', () => {
      refused(caller(), request('dev', {}, { pipeline: 'nobody' }), 'pipeline');
    });

    it('compares the repository without regard to case, as GitHub does', () => {
      expect(authorize(config, caller({ repository: 'Acme/Platform' }), request('dev')).pipeline).toBe(
        'platform',
      );
    });

    it('refuses an environment the pipeline does not bind, and a bundle for another environment than the event', () => {
      expect(refused(caller(), request('staging'), 'environment')).toBe(
        'environment staging of pipeline platform is not bound (RIGGING_CONFIG repositories["acme/platform"].pipelines.platform.environments)',
      );
      refused(caller(), { ...request('dev'), environment: 'prod' }, 'environment');
    });
  });

  describe('targets', () => {
    it('refuses a bundle naming a target its environment is not bound to', () => {
      expect(refused(caller(), request('dev', {}, { target: 'prod-cluster' }), 'target')).toBe(
        'the bundle names target prod-cluster, but platform/dev is bound to target dev-cluster (RIGGING_CONFIG repositories["acme/platform"].pipelines.platform.environments.dev.target)',
      );
    });
  });

  describe('runs', () => {
    it('refuses a ref the environment does not allow, naming the key that decides', () => {
      expect(refused(prod({ ref: 'refs/heads/feature' }), request('prod'), 'ref')).toBe(
        'ref refs/heads/feature may not deploy platform/prod (RIGGING_CONFIG repositories["acme/platform"].pipelines.platform.environments.prod.refs)',
      );
      refused(caller({ ref: 'refs/pull/7/merge' }), request('dev'), 'ref');
      expect(authorize(config, prod({ ref: 'refs/tags/v1' }), request('prod')).target).toBe('prod-cluster');
    });

    it('allows a listed workflow, also as the reusable workflow holding the job', () => {
      expect(authorize(config, prod(), request('prod')).target).toBe('prod-cluster');
      const reusable = prod({
        workflow: 'acme/platform/.github/workflows/release.yml',
        jobWorkflow: 'acme/shared/.github/workflows/rigging.yml',
      });
      expect(authorize(config, reusable, request('prod')).target).toBe('prod-cluster');
      // Owner and repository are case-insensitive, the file path is not.
      expect(
        authorize(config, prod({ workflow: 'ACME/Platform/.github/workflows/deploy.yml' }), request('prod'))
          .target,
      ).toBe('prod-cluster');
    });

    it('refuses other workflows and look-alike paths', () => {
      expect(
        refused(
          prod({ workflow: 'acme/platform/.github/workflows/sneaky.yml' }),
          request('prod'),
          'workflow',
        ),
      ).toMatch(
        /^workflow acme\/platform\/\.github\/workflows\/sneaky\.yml may not deploy platform\/prod \(RIGGING_CONFIG .*\.prod\.workflows\)$/,
      );
      refused(prod({ workflow: 'acme/platform/.github/workflows/Deploy.yml' }), request('prod'), 'workflow');
      refused(
        prod({
          workflow: 'acme/platform/.github/workflows/x.yml',
          jobWorkflow: 'acme/platform/.github/workflows/deploy.yml.bak',
        }),
        request('prod'),
        'workflow',
      );
    });

    it('allows push, workflow_dispatch and schedule by default, and only the listed events where set', () => {
      for (const eventName of ['push', 'workflow_dispatch', 'schedule']) {
        expect(authorize(config, caller({ eventName }), request('dev')).target).toBe('dev-cluster');
      }
      expect(refused(prod({ eventName: 'schedule' }), request('prod'), 'event')).toBe(
        'a schedule run may not deploy platform/prod (RIGGING_CONFIG repositories["acme/platform"].pipelines.platform.environments.prod.events)',
      );
    });

    it('refuses pull-request runs, which run on an allowed ref with code anyone can propose', () => {
      for (const eventName of ['pull_request_target', 'pull_request', 'issue_comment', 'release']) {
        refused(caller({ eventName }), request('dev'), 'event');
      }
      refused(caller({ eventName: undefined }), request('dev'), 'malformed');
    });

    it('requires the GitHub Environment where one is set, so its protection rules gate the deploy', () => {
      expect(refused(caller(), request('prod'), 'github-environment')).toBe(
        'platform/prod deploys only from a job in GitHub Environment "production"; this job runs in no GitHub Environment (RIGGING_CONFIG repositories["acme/platform"].pipelines.platform.environments.prod.githubEnvironment)',
      );
      refused(prod({ environment: 'staging' }), request('prod'), 'github-environment');
      expect(authorize(config, prod({ environment: 'Production' }), request('prod')).target).toBe(
        'prod-cluster',
      );
    });
  });

  describe('commits', () => {
    it("refuses a token for another commit than the event's: no replay of an old bundle", () => {
      const old = request('dev', { commit: OLD });
      expect(refused(caller(), old, 'commit')).toBe(
        `the token is for commit ${SHA}, the event for ${OLD}: a run may only deploy its own commit`,
      );
      refused(caller(), request('dev', { action: 'plan', commit: OLD }), 'commit');
      refused(caller(), request('dev', { action: 'drift', commit: OLD }), 'commit');
    });

    it("refuses an event whose commit is not the bundle's", () => {
      refused(caller(), request('dev', {}, { commit: OLD }), 'commit');
      refused(caller(), request('dev', {}, { commit: null }), 'commit');
    });

    it('refuses an apply without a commit, or with a token that names none', () => {
      refused(caller(), request('dev', { commit: null }), 'commit');
      refused(caller({ sha: undefined }), request('dev'), 'commit');
    });

    it('lets a plan or drift check of an uncommitted render through', () => {
      expect(authorize(config, caller(), request('dev', { action: 'drift', commit: null })).target).toBe(
        'dev-cluster',
      );
      expect(authorize(config, caller(), request('dev', { action: 'plan', commit: null })).target).toBe(
        'dev-cluster',
      );
    });
  });
});
