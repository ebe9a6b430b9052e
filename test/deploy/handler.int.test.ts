import { gzipSync } from 'node:zlib';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBundle } from '../../src/model/contract';
import { BUCKET, bundleOf, configMap, DeployWorld, deployment, namespace } from './harness';

const world = new DeployWorld();
beforeAll(() => world.start({ lockWaitMs: 20_000 }));
afterAll(() => world.stop());

const cm = (name: string) => ({ apiVersion: 'v1', kind: 'ConfigMap', name, namespace: 'apps' });

describe('the deploy Lambda', () => {
  it('applies in order, waits, records state, and converges on a rerun', async () => {
    const objects = [namespace('apps'), configMap('settings', { a: '1' }), deployment('web', 2)];
    const first = await world.invoke(await world.event(bundleOf(objects, 'c1')));
    expect(first.status).toBe('succeeded');
    expect(first.counts).toMatchObject({ created: 3, failed: 0 });
    const live = world.kube.get(cm('settings'));
    expect((live?.metadata as { labels?: Record<string, string> } | undefined)?.labels).toMatchObject({
      'rigging.dev/pipeline': 'platform',
      'rigging.dev/environment': 'dev',
    });
    expect(
      world.kube.get({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'web', namespace: 'apps' }),
    ).toBeDefined();

    const state = (await world.state()) as {
      status: string;
      inventory: unknown[];
      history: unknown[];
      commit: string;
    };
    expect(state.status).toBe('succeeded');
    expect(state.inventory).toHaveLength(3);
    expect(state.history).toHaveLength(1);

    const again = await world.invoke(await world.event(bundleOf(objects, 'c1')));
    expect(again.counts).toMatchObject({ unchanged: 3, created: 0, configured: 0 });
    expect(((await world.state()) as { history: unknown[] }).history).toHaveLength(2);
  });

  it('prunes what the bundle dropped, but never objects that are not its own', async () => {
    world.kube.seed({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'hand-made', namespace: 'apps' },
      data: {},
    });
    const objects = [
      namespace('apps'),
      configMap('settings', { a: '1' }),
      configMap('old', { x: '1' }),
      deployment('web', 2),
    ];
    expect((await world.invoke(await world.event(bundleOf(objects, 'c2')))).status).toBe('succeeded');
    // "old" loses rigging's labels to a person editing it: it is no longer rigging's to delete.
    const withoutOld = objects.filter((o) => o.object.metadata.name !== 'old');
    world.kube.mutate(cm('old'), (o) => {
      (o.metadata as { labels?: Record<string, string> }).labels = {};
    });
    const result = await world.invoke(
      await world.event(bundleOf([...withoutOld, configMap('temp', {})], 'c3')),
    );
    expect(result.status).toBe('succeeded');
    expect(world.kube.get(cm('old'))).toBeDefined();
    expect(result.results.find((r) => r.key.name === 'old')).toMatchObject({ action: 'skipped' });
    const final = await world.invoke(await world.event(bundleOf(withoutOld, 'c4')));
    expect(final.results.find((r) => r.key.name === 'temp')).toMatchObject({ action: 'deleted' });
    expect(world.kube.get(cm('temp'))).toBeUndefined();
    expect(world.kube.get(cm('hand-made'))).toBeDefined();
  });

  it('never prunes an object a controller has taken over', async () => {
    const objects = [namespace('apps'), configMap('adopted', { a: '1' })];
    expect((await world.invoke(await world.event(bundleOf(objects, 'adopt-1')))).status).toBe('succeeded');
    world.kube.mutate(cm('adopted'), (o) => {
      (o.metadata as { ownerReferences?: unknown[] }).ownerReferences = [
        { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web', uid: 'u-1', controller: true },
      ];
    });
    const result = await world.invoke(await world.event(bundleOf([namespace('apps')], 'adopt-2')));
    expect(result.results.find((r) => r.key.name === 'adopted')).toMatchObject({ action: 'skipped' });
    expect(result.results.find((r) => r.key.name === 'adopted')?.message).toMatch(
      /controlled by Deployment\/web/,
    );
    expect(world.kube.get(cm('adopted'))).toBeDefined();
  });

  it('refuses forged, expired, wrong-audience, wrong-repository and wrong-ref tokens, and applies nothing', async () => {
    const bundle = bundleOf([namespace('apps'), configMap('refused', { a: '1' })], 'c5');
    const cases: [string, Record<string, unknown>, Parameters<typeof world.issuer.sign>[1]][] = [
      ['forged', {}, { key: 'attacker' }],
      ['expired', {}, { expiresIn: -120 }],
      ['wrong audience', {}, { audience: 'someone-else' }],
      [
        'wrong repository',
        { repository: 'evil/platform', sub: 'repo:evil/platform:ref:refs/heads/main' },
        {},
      ],
      ['wrong ref', { ref: 'refs/heads/feature' }, {}],
    ];
    for (const [what, claims, options] of cases) {
      const event = await world.event(bundle);
      event.idToken = await world.issuer.sign(claims, options);
      const result = await world.invoke(event);
      expect(result.status, what).toBe('refused');
      expect(result.message ?? '', what).not.toContain(event.idToken);
    }
    expect(world.kube.get(cm('refused'))).toBeUndefined();
  });

  it('refuses a bundle whose content does not match its sha256', async () => {
    const event = await world.event(bundleOf([namespace('apps'), configMap('tampered', { a: '1' })], 'c6'));
    const evil = bundleOf([namespace('apps'), configMap('tampered', { a: 'evil' })], 'c6');
    await world.s3
      .client()
      .send(new PutObjectCommand({ Bucket: BUCKET, Key: event.bundle.key, Body: encodeBundle(evil).bytes }));
    const result = await world.invoke(event);
    expect(result.status).toBe('refused');
    expect(result.message).toMatch(/sha256/);
    expect(world.kube.get(cm('tampered'))).toBeUndefined();
    await world.s3
      .client()
      .send(new PutObjectCommand({ Bucket: BUCKET, Key: event.bundle.key, Body: gzipSync('not json') }));
    expect((await world.invoke(event)).status).toBe('refused');
  });

  it('lets two deploys of one environment run one after the other, losing no history', async () => {
    const before = ((await world.state()) as { history: { commit: string }[] }).history.length;
    const a = world.event(bundleOf([namespace('apps'), configMap('race', { n: 'a' })], 'race-a'));
    const b = world.event(bundleOf([namespace('apps'), configMap('race', { n: 'b' })], 'race-b'));
    const [ra, rb] = await Promise.all([world.invoke(await a), world.invoke(await b)]);
    expect([ra.status, rb.status]).toEqual(['succeeded', 'succeeded']);
    const history = ((await world.state()) as { history: { commit: string }[] }).history;
    expect(history.length).toBe(Math.min(10, before + 2));
    expect(history.filter((h) => h.commit === 'race-a')).toHaveLength(1);
    expect(history.filter((h) => h.commit === 'race-b')).toHaveLength(1);
  });

  it('records what was applied when the API server fails mid-apply, and converges on the rerun', async () => {
    const objects = [
      namespace('apps'),
      ...Array.from({ length: 6 }, (_, i) => configMap(`mid-${i}`, { i: String(i) })),
    ];
    world.kube.failAfter(4, { status: 500 });
    const broken = await world.invoke(await world.event(bundleOf(objects, 'mid-1')));
    world.kube.clearFaults();
    expect(broken.status).toBe('failed');
    const state = (await world.state()) as { status: string; results: { action: string }[]; commit: string };
    expect(state.status).toBe('failed');
    expect(state.commit).toBe('mid-1');
    expect(state.results.some((r) => r.action === 'failed')).toBe(true);
    const rerun = await world.invoke(await world.event(bundleOf(objects, 'mid-1')));
    expect(rerun.status).toBe('succeeded');
    expect(rerun.counts.failed).toBe(0);
    const third = await world.invoke(await world.event(bundleOf(objects, 'mid-1')));
    expect(third.counts.configured + third.counts.created).toBe(0);
  });

  it('retries throttling and dropped connections', async () => {
    world.kube.failNext({ status: 429, times: 2, method: 'PATCH' });
    world.kube.dropNext({ times: 1, method: 'GET' });
    const result = await world.invoke(
      await world.event(bundleOf([namespace('apps'), configMap('retry', { a: '1' })], 'retry')),
    );
    expect(result.status).toBe('succeeded');
    expect(world.kube.get(cm('retry'))).toBeDefined();
  });

  it("reports per-object errors with the server's message", async () => {
    const bad = configMap('Not_A_Valid_Name', { a: '1' });
    const unknown = {
      source: 'web',
      component: 'x',
      object: { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w', namespace: 'apps' } },
    };
    const result = await world.invoke(
      await world.event(bundleOf([namespace('apps'), bad, unknown], 'errors')),
    );
    expect(result.status).toBe('failed');
    expect(result.results.find((r) => r.key.name === 'Not_A_Valid_Name')?.message).toMatch(/^(400|422) /);
    expect(result.results.find((r) => r.key.kind === 'Widget')?.message).toMatch(
      /unknown kind|could not find/,
    );
  });

  it("reports a forbidden object (403) with the server's message and applies the rest", async () => {
    world.kube.forbid({ verb: 'patch', resource: 'configmaps', name: 'locked' });
    try {
      const objects = [namespace('apps'), configMap('locked', { a: '1' }), configMap('free', { a: '1' })];
      const result = await world.invoke(await world.event(bundleOf(objects, 'forbidden')));
      expect(result.status).toBe('failed');
      expect(result.results.find((r) => r.key.name === 'locked')?.message).toMatch(
        /^403 Forbidden: .*forbidden/,
      );
      expect(result.results.find((r) => r.key.name === 'free')?.action).toBe('created');
    } finally {
      world.kube.clearForbidden();
    }
  });

  it('finds drift: changed and deleted live objects', async () => {
    const objects = [namespace('apps'), configMap('drifty', { a: '1' }), configMap('doomed', { b: '1' })];
    expect((await world.invoke(await world.event(bundleOf(objects, 'd1')))).status).toBe('succeeded');
    world.kube.mutate(cm('drifty'), (o) => {
      (o as { data: Record<string, string> }).data = { a: 'edited by hand' };
    });
    world.kube.remove(cm('doomed'));
    const result = await world.invoke(await world.event(bundleOf(objects, 'd1'), 'drift'));
    expect(result.status).toBe('succeeded');
    const kinds = Object.fromEntries((result.drift ?? []).map((d) => [d.key.name, d.kind]));
    expect(kinds).toEqual({ drifty: 'changed', doomed: 'missing' });
    expect(result.drift?.find((d) => d.key.name === 'drifty')?.diff).toContain('-  a: edited by hand');
  });

  it('redacts a Secret value copied into a drifted ConfigMap that comes before the Secret', async () => {
    const canary = 'canary-drift-s3cr3t-41';
    const secret = {
      source: 'web',
      component: 'c',
      object: {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'creds', namespace: 'apps' },
        stringData: { password: canary },
      },
    };
    const objects = [namespace('apps'), configMap('copy', { url: `db://u:${canary}@db` }), secret];
    expect((await world.invoke(await world.event(bundleOf(objects, 'd2')))).status).toBe('succeeded');
    world.kube.mutate(cm('copy'), (o) => {
      (o as { data: Record<string, string> }).data = { url: 'changed by hand' };
    });
    const result = await world.invoke(await world.event(bundleOf(objects, 'd2'), 'drift'));
    const diff = result.drift?.find((d) => d.key.name === 'copy')?.diff ?? '';
    expect(diff).toContain('changed by hand');
    expect(diff).toMatch(/redacted\.[0-9a-f]{16}/);
    expect(JSON.stringify(result)).not.toContain(canary);
  });
});

describe('the deploy Lambda, apply details', () => {
  it('reports a field conflict with another manager per object and does not force it', async () => {
    world.kube.seed(
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'shared', namespace: 'apps' },
        data: { owner: 'someone' },
      },
      'helm',
    );
    const result = await world.invoke(
      await world.event(bundleOf([namespace('apps'), configMap('shared', { owner: 'rigging' })], 'conflict')),
    );
    expect(result.status).toBe('failed');
    const failure = result.results.find((r) => r.key.name === 'shared');
    expect(failure?.action).toBe('failed');
    expect(failure?.message).toMatch(/^409 Conflict: .*conflict with "helm"/);
    expect((world.kube.get(cm('shared')) as { data: Record<string, string> }).data.owner).toBe('someone');
  });

  it('applies a CRD, waits until it is established, then its custom resources', async () => {
    world.kube.setCrdEstablishDelay(300);
    const crd = {
      source: 'web',
      component: 'crd',
      object: {
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
        metadata: { name: 'widgets.example.com' },
        spec: {
          group: 'example.com',
          scope: 'Namespaced',
          names: { kind: 'Widget', plural: 'widgets', singular: 'widget', listKind: 'WidgetList' },
          versions: [
            {
              name: 'v1',
              served: true,
              storage: true,
              schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
            },
          ],
        },
      },
    };
    const widget = {
      source: 'web',
      component: 'w',
      defaultNamespace: 'apps',
      object: { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w1' }, spec: { size: 3 } },
    };
    // Listed custom resource first: the bundle's apply order still puts the CRD before it.
    const result = await world.invoke(await world.event(bundleOf([widget, namespace('apps'), crd], 'crd')));
    world.kube.setCrdEstablishDelay(0);
    expect(result.status).toBe('succeeded');
    expect(result.results.map((r) => r.key.kind)).toEqual([
      'CustomResourceDefinition',
      'Namespace',
      'Widget',
    ]);
    expect(
      world.kube.get({ apiVersion: 'example.com/v1', kind: 'Widget', name: 'w1', namespace: 'apps' }),
    ).toBeDefined();
  });

  it('fails a workload that does not roll out within the wait timeout', async () => {
    world.kube.setRollout('never', { name: 'stuck' });
    const event = await world.event(bundleOf([namespace('apps'), deployment('stuck', 1)], 'stuck'));
    event.options = { ...event.options, waitTimeoutSeconds: 1 };
    const result = await world.invoke(event);
    expect(result.status).toBe('failed');
    expect(result.results.find((r) => r.key.name === 'stuck')?.message).toMatch(
      /did not become ready within 1 s/,
    );
  });

  it('publishes artifacts and records their revisions and URLs in the state', async () => {
    const bundle = bundleOf([namespace('apps')], 'artifacts');
    bundle.artifacts = [
      { source: 'web', name: 'plan.json', mediaType: 'application/json', content: '{"a":1}' },
    ];
    expect((await world.invoke(await world.event(bundle))).status).toBe('succeeded');
    const state = (await world.state()) as {
      artifacts: { name: string; revision: string; url: string; history: unknown[] }[];
    };
    expect(state.artifacts[0]).toMatchObject({
      name: 'plan.json',
      revision: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
    expect(state.artifacts[0]?.url).toMatch(
      /^s3:\/\/rigging-state\/artifacts\/platform\/dev\/web\/plan\.json\/[0-9a-f]{64}$/,
    );
    // JaaS's SyncStatus: revision, artifact URL, history newest first, Ready=True reason Synced.
    bundle.artifacts = [
      { source: 'web', name: 'plan.json', mediaType: 'application/json', content: '{"a":2}', history: 2 },
    ];
    bundle.commit = 'artifacts-2';
    expect((await world.invoke(await world.event(bundle))).status).toBe('succeeded');
    type Status = {
      revision: string;
      artifactURL: string;
      history: { revision: string }[];
      conditions: { type: string; status: string; reason: string }[];
    };
    const next = (await world.state()) as { artifacts: { revision: string; url: string; status: Status }[] };
    const status = next.artifacts[0]?.status;
    expect(status?.revision).toBe(next.artifacts[0]?.revision);
    expect(status?.artifactURL).toBe(next.artifacts[0]?.url);
    expect(status?.history.map((h) => h.revision)).toEqual([
      next.artifacts[0]?.revision,
      state.artifacts[0]?.revision,
    ]);
    expect(status?.conditions[0]).toMatchObject({ type: 'Ready', status: 'True', reason: 'Synced' });
  });

  it('plans without changing anything: what would be applied and pruned', async () => {
    const before = world.kube.requests({ method: 'DELETE' }).length;
    // The last deploy applied only the namespace; a plan without it shows the namespace pruned.
    const event = await world.event(bundleOf([configMap('planned', { a: '1' })], 'plan'), 'plan');
    const result = await world.invoke(event);
    expect(result.status).toBe('succeeded');
    expect(result.results.find((r) => r.key.name === 'planned')?.action).toBe('created');
    expect(world.kube.get(cm('planned'))).toBeUndefined();
    expect(result.results.find((r) => r.key.kind === 'Namespace')).toMatchObject({
      action: 'deleted',
      message: 'would be deleted (dry run)',
    });
    expect(world.kube.get({ apiVersion: 'v1', kind: 'Namespace', name: 'apps' })).toBeDefined();
    expect(
      world.kube.requests({ method: 'DELETE' }).filter((r) => !String(r.url).includes('dryRun')).length,
    ).toBe(before);
  });
});

describe('the deploy Lambda, logs', () => {
  it('logs names, counts and reasons, never a secret value, a token or a kubeconfig', async () => {
    const lines: string[] = [];
    const original = console.log;
    const quiet = process.env.RIGGING_QUIET;
    delete process.env.RIGGING_QUIET;
    console.log = (...args: unknown[]) => lines.push(args.map(String).join(' '));
    try {
      const secret = {
        source: 'web',
        component: 's',
        defaultNamespace: 'apps',
        object: {
          apiVersion: 'v1',
          kind: 'Secret',
          metadata: { name: 'logged' },
          stringData: { password: 'CANARY-log-77aa' },
        },
      };
      const event = await world.event(bundleOf([namespace('apps'), secret], 'logs'));
      expect((await world.invoke(event)).status).toBe('succeeded');
      const forged = { ...event, idToken: await world.issuer.sign({}, { key: 'attacker' }) };
      expect((await world.invoke(forged)).status).toBe('refused');
      const text = lines.join('\n');
      expect(lines.length).toBeGreaterThan(2);
      expect(text).not.toContain('CANARY-log-77aa');
      expect(text).not.toContain(Buffer.from('CANARY-log-77aa').toString('base64'));
      expect(text).not.toContain(event.idToken);
      expect(text).not.toContain(forged.idToken);
      expect(text).not.toContain('rigging-test-token');
    } finally {
      console.log = original;
      process.env.RIGGING_QUIET = quiet;
    }
  });
});
