import type { V1ConfigMap, V1Deployment } from '@kubernetes/client-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configMap, deployment, failure, type Harness, startHarness } from './harness';

describe('KubeApiServer server-side apply', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.server.stop());
  beforeEach(() => {
    h.server.clearFaults();
    h.server.clearRequests();
  });

  it('creates on first apply (201) with uid, resourceVersion, generation, creationTimestamp and managedFields', async () => {
    const created = await h.apply<V1Deployment>(deployment('web', { replicas: 2 }));
    expect(created.metadata?.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.metadata?.resourceVersion).toMatch(/^\d+$/);
    expect(created.metadata?.generation).toBe(1);
    expect(created.metadata?.creationTimestamp).toBeInstanceOf(Date);
    expect(created.spec?.replicas).toBe(2);
    const [entry] = created.metadata?.managedFields ?? [];
    expect(entry).toMatchObject({
      manager: 'rigging',
      operation: 'Apply',
      apiVersion: 'apps/v1',
      fieldsType: 'FieldsV1',
    });
    expect(entry?.fieldsV1).toMatchObject({
      'f:metadata': { 'f:labels': { 'f:app': {} } },
      'f:spec': { 'f:replicas': {}, 'f:selector': {}, 'f:template': {} },
    });
    const [patch] = h.server.requests({ method: 'PATCH' });
    expect(patch).toMatchObject({
      path: '/apis/apps/v1/namespaces/default/deployments/web',
      query: { fieldManager: 'rigging' },
      contentType: 'application/apply-patch+yaml',
      status: 201,
    });
    // Server-side defaults are there, and owned by nobody.
    expect(created.spec?.strategy?.type).toBe('RollingUpdate');
    expect(created.spec?.template.spec?.containers[0]?.imagePullPolicy).toBe('IfNotPresent');
  });

  it('keeps resourceVersion on a no-op re-apply, and bumps generation only for spec changes', async () => {
    await h.apply(deployment('noop', { replicas: 1 }));
    // The rollout controller's status write follows the apply, as on a real cluster; read after it.
    const first = await h.client.read<V1Deployment>({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'noop', namespace: 'default' },
    });
    expect(first.status?.observedGeneration).toBe(1);
    const again = await h.apply<V1Deployment>(deployment('noop', { replicas: 1 }));
    expect(again.metadata?.resourceVersion).toBe(first.metadata?.resourceVersion);
    expect(again.metadata?.generation).toBe(1);

    const relabelled = await h.apply<V1Deployment>(
      deployment('noop', { replicas: 1, labels: { tier: 'web' } }),
    );
    expect(Number(relabelled.metadata?.resourceVersion)).toBeGreaterThan(
      Number(first.metadata?.resourceVersion),
    );
    expect(relabelled.metadata?.generation).toBe(1);

    const scaled = await h.apply<V1Deployment>(deployment('noop', { replicas: 3, labels: { tier: 'web' } }));
    expect(scaled.metadata?.generation).toBe(2);
  });

  it('prunes fields the manager stopped applying, unless another manager owns them', async () => {
    await h.apply(configMap('prune', { a: '1', b: '2' }, { keep: 'x', drop: 'y' }));
    const pruned = await h.apply<V1ConfigMap>(configMap('prune', { a: '1' }, { keep: 'x' }));
    expect(pruned.data).toEqual({ a: '1' });
    expect(pruned.metadata?.labels).toEqual({ keep: 'x' });

    await h.apply(configMap('prune', { a: '1', shared: 's' }));
    await h.apply(
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'prune', namespace: 'default' },
        data: { shared: 's' },
      },
      { manager: 'other' },
    );
    const kept = await h.apply<V1ConfigMap>(configMap('prune', { a: '1' }));
    expect(kept.data).toEqual({ a: '1', shared: 's' });
  });

  it('answers 409 with FieldManagerConflict causes when another manager owns a field, and force takes it', async () => {
    await h.apply(deployment('contested', { replicas: 2 }), { manager: 'B' });
    const f = await failure(h.apply(deployment('contested', { replicas: 5 })));
    expect(f.code).toBe(409);
    expect(f.body).toMatchObject({
      kind: 'Status',
      status: 'Failure',
      reason: 'Conflict',
      code: 409,
      message: 'Apply failed with 1 conflict: conflict with "B": .spec.replicas',
      details: {
        causes: [{ type: 'FieldManagerConflict', message: 'conflict with "B"', field: '.spec.replicas' }],
      },
    });

    // The same value is no conflict: both managers then own the field.
    const shared = await h.apply(deployment('contested', { replicas: 2 }));
    const appliers = (shared.metadata?.managedFields ?? []).filter((m) => m.operation === 'Apply');
    expect(appliers.map((m) => m.manager).sort()).toEqual(['B', 'rigging']);
    // The controller's status write shows as its own entry, as on a real cluster.
    expect(shared.metadata?.managedFields?.find((m) => m.subresource === 'status')?.manager).toBe(
      'kube-controller-manager',
    );

    const forced = await h.apply<V1Deployment>(deployment('contested', { replicas: 5 }), { force: true });
    expect(forced.spec?.replicas).toBe(5);
    const b = (forced.metadata?.managedFields ?? []).find((m) => m.manager === 'B');
    expect(JSON.stringify(b?.fieldsV1)).not.toContain('f:replicas');
  });

  it('names an Update manager the way the real server does, with its apiVersion', async () => {
    await h.apply(configMap('edited', { mode: 'a' }));
    h.server.mutate({ apiVersion: 'v1', kind: 'ConfigMap', name: 'edited', namespace: 'default' }, (o) => {
      (o.data as Record<string, string>).mode = 'b';
    });
    const f = await failure(h.apply(configMap('edited', { mode: 'c' })));
    expect(f.body.message).toBe(
      'Apply failed with 1 conflict: conflict with "kubectl-edit" using v1: .data.mode',
    );

    await h.apply(deployment('two', { replicas: 1, image: 'nginx:1' }), { manager: 'B' });
    const two = await failure(h.apply(deployment('two', { replicas: 2, image: 'nginx:2' })));
    expect(two.body.message).toMatch(
      /^Apply failed with 2 conflicts: conflicts with "B":\n- \.spec\.replicas\n- \.spec\.template/,
    );
    expect(two.body.details.causes).toHaveLength(2);
  });

  it('does not store a dryRun=All apply, and answers with the would-be object', async () => {
    const dry = await h.apply<V1ConfigMap>(configMap('dry', { k: 'v' }), { dryRun: true });
    expect(dry.data).toEqual({ k: 'v' });
    expect(dry.metadata?.uid).toBeDefined();
    expect(dry.metadata?.resourceVersion).toBeUndefined();
    expect(h.server.requests({ method: 'PATCH' })[0]?.query).toMatchObject({ dryRun: 'All' });
    expect(
      await failure(
        h.client.read({
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'dry', namespace: 'default' },
        }),
      ),
    ).toMatchObject({ code: 404 });

    const live = await h.apply(configMap('dry', { k: 'v' }));
    const dryChange = await h.apply<V1ConfigMap>(configMap('dry', { k: 'w' }), { dryRun: true });
    expect(dryChange.data).toEqual({ k: 'w' });
    const read = await h.client.read<V1ConfigMap>({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'dry', namespace: 'default' },
    });
    expect(read.data).toEqual({ k: 'v' });
    expect(read.metadata?.resourceVersion).toBe(live.metadata?.resourceVersion);
  });

  it('refuses an apply whose metadata.resourceVersion is stale (409 Conflict)', async () => {
    const live = await h.apply(configMap('optimistic', { k: '1' }));
    await h.apply(configMap('optimistic', { k: '2' }));
    const base = configMap('optimistic', { k: '3' });
    const stale = {
      ...base,
      metadata: { ...base.metadata, resourceVersion: live.metadata?.resourceVersion },
    };
    const f = await failure(h.apply(stale));
    expect(f.code).toBe(409);
    expect(f.body).toMatchObject({
      reason: 'Conflict',
      message:
        'Operation cannot be fulfilled on configmaps "optimistic": the object has been modified; please apply your changes to the latest version and try again',
      details: { name: 'optimistic', kind: 'configmaps' },
    });
  });

  it('requires fieldManager on apply (422 on PatchOptions, as the real server answers)', async () => {
    const res = await h.raw('PATCH', '/api/v1/namespaces/default/configmaps/nofm', {
      contentType: 'application/apply-patch+yaml',
      body: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: nofm\ndata:\n  a: b\n',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      reason: 'Invalid',
      message:
        'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch',
      details: { group: 'meta.k8s.io', kind: 'PatchOptions', causes: [{ field: 'fieldManager' }] },
    });
  });

  it('accepts a YAML apply body and applies with force=true from the query', async () => {
    const res = await h.raw(
      'PATCH',
      '/api/v1/namespaces/default/configmaps/yaml?fieldManager=ci&force=true',
      {
        contentType: 'application/apply-patch+yaml',
        body: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: yaml\ndata:\n  a: "1"\n',
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ a: '1' });
  });

  it('needs the namespace to exist (404 namespaces "x" not found), and creates into one applied first', async () => {
    const f = await failure(h.apply(configMap('orphan', { a: 'b' }, {}, 'team-x')));
    expect(f.code).toBe(404);
    expect(f.body).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'namespaces "team-x" not found',
      reason: 'NotFound',
      details: { name: 'team-x', kind: 'namespaces' },
      code: 404,
    });
    const ns = await h.apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team-x' } });
    expect(ns.metadata?.labels).toEqual({ 'kubernetes.io/metadata.name': 'team-x' });
    await expect(h.apply(configMap('orphan', { a: 'b' }, {}, 'team-x'))).resolves.toBeDefined();
  });

  it('folds Secret stringData into base64 data, as the real server stores it', async () => {
    const secret = await h.apply({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'creds', namespace: 'default' },
      stringData: { password: 'hunter2' },
    });
    expect(secret).toMatchObject({
      type: 'Opaque',
      data: { password: Buffer.from('hunter2').toString('base64') },
    });
    expect(secret).not.toHaveProperty('stringData');
  });

  it('ignores status on the main resource of a kind with a status subresource', async () => {
    const applied = await h.apply<V1Deployment>({ ...deployment('statusless'), status: { replicas: 99 } });
    expect(applied.status?.replicas).toBeUndefined();
  });
});
