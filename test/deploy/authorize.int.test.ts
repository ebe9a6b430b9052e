// Issue 7, part 3: the Lambda's own configuration decides who deploys what, where. Each case is an
// attack an allowed repository or job could make through the handler (DeployWorld, harness.ts binds
// acme/platform to pipeline "platform" and acme/other to pipeline "other").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeployResult } from '../../src/model/contract';
import { makeBundle } from '../../src/model/contract';
import type { RenderedObject } from '../../src/model/types';
import { configMap, DeployWorld, namespace } from './harness';

const world = new DeployWorld();
beforeAll(() => world.start());
afterAll(() => world.stop());

const OTHER = { repository: 'acme/other', sub: 'repo:acme/other:ref:refs/heads/main' };
const OTHER_WORKFLOW = {
  workflow_ref: 'acme/other/.github/workflows/deploy.yml@refs/heads/main',
  job_workflow_ref: 'acme/other/.github/workflows/deploy.yml@refs/heads/main',
};
const PRODUCTION = { environment: 'production', sub: 'repo:acme/platform:environment:production' };

const cm = (name: string) => ({ apiVersion: 'v1', kind: 'ConfigMap', name, namespace: 'apps' });

function bundle(
  pipeline: string,
  environment: string,
  objects: RenderedObject[],
  commit: string | null,
  target?: string,
) {
  return makeBundle({ pipeline, environment, commit, objects, ...(target ? { target } : {}) });
}

function expectRefused(result: DeployResult, message: RegExp): void {
  expect(result.status).toBe('refused');
  expect(result.message).toMatch(message);
  expect(result.counts.created + result.counts.configured + result.counts.deleted).toBe(0);
}

const prodSecretReads = () =>
  world.secrets.requests.filter((r) => r.body.SecretId === 'rigging/prod-kubeconfig').length;

describe('the deploy Lambda decides who deploys what, where', () => {
  it("refuses a repository overwriting or pruning another repository's pipeline", async () => {
    // acme/other deploys its own pipeline.
    const theirs = bundle('other', 'dev', [namespace('apps'), configMap('theirs', { a: '1' })], 'o1');
    const own = await world.invoke(await world.event(theirs, 'apply', { ...OTHER, ...OTHER_WORKFLOW }));
    expect(own.status).toBe('succeeded');
    const before = await world.state('other', 'dev');

    // acme/platform uploads an empty bundle naming that pipeline: it would prune "theirs".
    const attack = bundle('other', 'dev', [], 'p1');
    const result = await world.invoke(await world.event(attack));
    expectRefused(
      result,
      /^pipeline other is not bound to repository acme\/platform \(RIGGING_CONFIG repositories\["acme\/platform"\]\.pipelines\)$/,
    );
    expect(world.kube.get(cm('theirs'))).toBeDefined();
    expect(await world.state('other', 'dev')).toEqual(before);

    // Not by a plan either: that would read the other pipeline's state.
    expect((await world.invoke(await world.event(attack, 'plan'))).status).toBe('refused');
  });

  it('refuses a bundle naming a target its environment is not bound to, and reads no credentials for it', async () => {
    const reads = prodSecretReads();
    const event = await world.event(
      bundle(
        'platform',
        'dev',
        [namespace('apps'), configMap('wrong-target', { a: '1' })],
        't1',
        'prod-cluster',
      ),
    );
    expectRefused(
      await world.invoke(event),
      /^the bundle names target prod-cluster, but platform\/dev is bound to target dev-cluster \(RIGGING_CONFIG .*\.environments\.dev\.target\)$/,
    );
    expect(world.kube.get(cm('wrong-target'))).toBeUndefined();
    expect(prodSecretReads()).toBe(reads);
  });

  it('deploys with the target the configuration binds when the bundle names none', async () => {
    const event = await world.event(
      bundle('platform', 'dev', [namespace('apps'), configMap('bound', {})], 't2'),
    );
    expect((await world.invoke(event)).status).toBe('succeeded');
    expect(world.secrets.requests.some((r) => r.body.SecretId === 'rigging/dev-kubeconfig')).toBe(true);
  });

  it('refuses pull_request_target and pull_request runs, though they run on an allowed ref', async () => {
    for (const event_name of ['pull_request_target', 'pull_request']) {
      const event = await world.event(
        bundle('platform', 'dev', [namespace('apps'), configMap('from-pr', { a: '1' })], 'pr1'),
        'apply',
        { event_name },
      );
      expectRefused(
        await world.invoke(event),
        new RegExp(`^a ${event_name} run may not deploy platform/dev`),
      );
    }
    expect(world.kube.get(cm('from-pr'))).toBeUndefined();
  });

  it('gates prod on its own ref, workflow, event and GitHub Environment', async () => {
    const prod = bundle('platform', 'prod', [namespace('apps'), configMap('prod-only', { a: '1' })], 'prod1');
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [
        'no GitHub Environment',
        {},
        /GitHub Environment "production"; this job runs in no GitHub Environment/,
      ],
      ['another GitHub Environment', { environment: 'dev' }, /this job runs in GitHub Environment "dev"/],
      [
        'a scheduled run',
        { ...PRODUCTION, event_name: 'schedule' },
        /^a schedule run may not deploy platform\/prod/,
      ],
      [
        'another workflow',
        {
          ...PRODUCTION,
          workflow_ref: 'acme/platform/.github/workflows/ci.yml@refs/heads/main',
          job_workflow_ref: 'acme/platform/.github/workflows/ci.yml@refs/heads/main',
        },
        /^workflow acme\/platform\/\.github\/workflows\/ci\.yml may not deploy platform\/prod/,
      ],
      [
        'another ref',
        { ...PRODUCTION, ref: 'refs/heads/feature' },
        /^ref refs\/heads\/feature may not deploy/,
      ],
    ];
    for (const [what, claims, message] of cases) {
      const result = await world.invoke(await world.event(prod, 'apply', claims));
      expect(result.status, what).toBe('refused');
      expect(result.message, what).toMatch(message);
    }
    expect(world.kube.get(cm('prod-only'))).toBeUndefined();
    expect(await world.state('platform', 'prod')).toBeUndefined();

    const granted = await world.invoke(await world.event(prod, 'apply', PRODUCTION));
    expect(granted.status).toBe('succeeded');
    expect(world.kube.get(cm('prod-only'))).toBeDefined();
    expect(prodSecretReads()).toBeGreaterThan(0);
  });

  it('refuses a later run replaying an old bundle: the token vouches for one commit', async () => {
    const old = bundle(
      'platform',
      'dev',
      [namespace('apps'), configMap('replayed', { v: 'old' })],
      'old-commit',
    );
    const later = { sha: 'later-commit' };
    // The old bundle and event, with a later run's token.
    expectRefused(
      await world.invoke(await world.event(old, 'apply', later)),
      /^the token is for commit later-commit, the event for old-commit/,
    );
    // The event claims the later commit, but the bundle is the old one.
    const relabelled = { ...(await world.event(old, 'apply', later)), commit: 'later-commit' };
    expectRefused(
      await world.invoke(relabelled),
      /^the bundle is for commit old-commit, the event for later-commit/,
    );
    // A token without a sha, or an apply without a commit, vouches for nothing.
    expectRefused(await world.invoke(await world.event(old, 'apply', { sha: undefined })), /no "sha" claim/);
    const uncommitted = bundle(
      'platform',
      'dev',
      [namespace('apps'), configMap('replayed', { v: 'x' })],
      null,
    );
    expectRefused(await world.invoke(await world.event(uncommitted)), /an apply must name its commit/);
    expect(world.kube.get(cm('replayed'))).toBeUndefined();
  });

  it('never puts the token in a refusal', async () => {
    const event = await world.event(bundle('other', 'dev', [], 'leak'));
    const result = await world.invoke(event);
    expect(result.status).toBe('refused');
    expect(JSON.stringify(result)).not.toContain(event.idToken);
  });
});
