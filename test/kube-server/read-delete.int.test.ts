import type { V1ConfigMap, V1Deployment, V1Status } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configMap, deployment, failure, type Harness, startHarness } from './harness';

const cm = (name: string, namespace = 'default') => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace },
});

describe('KubeApiServer get, list and delete', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await h.apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'shop' } });
    await h.apply(configMap('a', { k: '1' }, { app: 'shop', tier: 'web', 'rigging.dev/env': 'dev' }, 'shop'));
    await h.apply(configMap('b', { k: '2' }, { app: 'shop', tier: 'db', 'rigging.dev/env': 'dev' }, 'shop'));
    await h.apply(configMap('c', { k: '3' }, { app: 'shop', 'rigging.dev/env': 'prod' }, 'shop'));
    await h.apply(configMap('d', { k: '4' }, { app: 'blog', tier: 'web' }, 'shop'));
  });
  afterAll(() => h.server.stop());

  it('reads one object with its kind and apiVersion', async () => {
    const a = await h.client.read<V1ConfigMap>(cm('a', 'shop'));
    expect(a).toMatchObject({ apiVersion: 'v1', kind: 'ConfigMap', data: { k: '1' } });
  });

  it('answers a missing object with the real 404 Status', async () => {
    const f = await failure(
      h.client.read({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'nope', namespace: 'shop' },
      }),
    );
    expect(f.code).toBe(404);
    expect(f.body).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'deployments.apps "nope" not found',
      reason: 'NotFound',
      details: { name: 'nope', group: 'apps', kind: 'deployments' },
      code: 404,
    });
    const core = await failure(h.client.read(cm('nope', 'shop')));
    expect(core.body.message).toBe('configmaps "nope" not found');
    expect(core.body.details).toEqual({ name: 'nope', kind: 'configmaps' });
  });

  it('lists with every label selector form', async () => {
    const names = async (selector: string) => {
      const list = await h.client.list<V1ConfigMap>(
        'v1',
        'ConfigMap',
        'shop',
        undefined,
        undefined,
        undefined,
        undefined,
        selector,
      );
      return list.items.map((i) => i.metadata?.name);
    };
    expect(await names('app=shop')).toEqual(['a', 'b', 'c']);
    expect(await names('app==shop,tier=web')).toEqual(['a']);
    expect(await names('app!=shop')).toEqual(['d']);
    expect(await names('tier')).toEqual(['a', 'b', 'd']);
    expect(await names('!tier')).toEqual(['c']);
    expect(await names('tier in (web, db)')).toEqual(['a', 'b', 'd']);
    expect(await names('app=shop,tier notin (db)')).toEqual(['a', 'c']);
    expect(await names('rigging.dev/env=dev')).toEqual(['a', 'b']);
    const bad = await failure(
      h.client.list('v1', 'ConfigMap', 'shop', undefined, undefined, undefined, undefined, 'a in b'),
    );
    expect(bad.code).toBe(400);
    expect(bad.body.reason).toBe('BadRequest');
  });

  it('answers a list like the real server: <Kind>List, resourceVersion, items without kind for built-ins', async () => {
    const res = await h.raw('GET', '/api/v1/namespaces/shop/configmaps?labelSelector=app%3Dshop');
    expect(res.body).toMatchObject({
      kind: 'ConfigMapList',
      apiVersion: 'v1',
      metadata: { resourceVersion: expect.stringMatching(/^\d+$/) },
    });
    expect(res.body.items[0]).not.toHaveProperty('kind');
    expect(res.body.items[0]).not.toHaveProperty('apiVersion');
    const all = await h.raw('GET', '/api/v1/configmaps?fieldSelector=metadata.name%3Da');
    expect(all.body.items.map((i: V1ConfigMap) => i.metadata?.namespace)).toEqual(['shop']);
    expect((await h.raw('GET', '/api/v1/namespaces/nowhere/configmaps')).body.items).toEqual([]);
  });

  it('pages with limit and continue', async () => {
    const first = await h.client.list(
      'v1',
      'ConfigMap',
      'shop',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      3,
    );
    expect(first.items.map((i) => i.metadata?.name)).toEqual(['a', 'b', 'c']);
    expect(first.metadata?._continue).toBeTruthy();
    const rest = await h.client.list(
      'v1',
      'ConfigMap',
      'shop',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      3,
      first.metadata?._continue,
    );
    expect(rest.items.map((i) => i.metadata?.name)).toEqual(['d']);
    expect(rest.metadata?._continue).toBeUndefined();
  });

  it('deletes with a Status Success, 404 the second time, and honours dryRun', async () => {
    await h.apply(configMap('gone', { k: 'v' }));
    const dry = await h.client.delete(cm('gone'), undefined, 'All');
    expect(dry.status).toBe('Success');
    await expect(h.client.read(cm('gone'))).resolves.toBeDefined();

    const live = await h.client.read<V1ConfigMap>(cm('gone'));
    const status: V1Status = await h.client.delete(
      cm('gone'),
      undefined,
      undefined,
      undefined,
      undefined,
      'Background',
    );
    expect(status).toMatchObject({
      kind: 'Status',
      status: 'Success',
      details: { name: 'gone', kind: 'configmaps', uid: live.metadata?.uid },
    });
    expect(h.server.requests({ method: 'DELETE' }).at(-1)?.query).toMatchObject({
      propagationPolicy: 'Background',
    });
    const again = await failure(h.client.delete(cm('gone')));
    expect(again.code).toBe(404);
  });

  it('takes propagationPolicy from a DeleteOptions body', async () => {
    await h.apply(configMap('body', { k: 'v' }));
    const status = await h.client.delete(cm('body'), undefined, undefined, undefined, undefined, undefined, {
      propagationPolicy: 'Foreground',
    });
    expect(status.status).toBe('Success');
    expect(h.server.requests({ method: 'DELETE' }).at(-1)?.body).toMatchObject({
      propagationPolicy: 'Foreground',
    });
  });

  it('deletes a namespace with everything in it', async () => {
    await h.apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'tmp' } });
    await h.apply(configMap('x', { k: 'v' }, {}, 'tmp'));
    await h.apply(deployment('api', { namespace: 'tmp' }));
    const res = await h.raw('DELETE', '/api/v1/namespaces/tmp');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'Namespace', status: { phase: 'Terminating' } });
    expect(h.server.list('v1', 'ConfigMap', 'tmp')).toEqual([]);
    expect(h.server.list('apps/v1', 'Deployment', 'tmp')).toEqual([]);
  });

  it('keeps controller-owned objects apart, and garbage-collects them with their owner unless orphaned', async () => {
    await h.apply(deployment('owner', { labels: { 'rigging.dev/pipeline': 'p' } }));
    const ref = { apiVersion: 'apps/v1', kind: 'Deployment', name: 'owner', namespace: 'default' };
    const rs = h.server.addControllerOwned(ref, {
      apiVersion: 'apps/v1',
      kind: 'ReplicaSet',
      metadata: { name: 'owner-5d9c7b' },
      spec: {
        selector: { matchLabels: { app: 'owner' } },
        template: {
          metadata: { labels: { app: 'owner' } },
          spec: { containers: [{ name: 'main', image: 'nginx:1.27' }] },
        },
      },
    });
    expect(rs.metadata).toMatchObject({
      namespace: 'default',
      labels: { app: 'owner', 'rigging.dev/pipeline': 'p' },
      ownerReferences: [{ kind: 'Deployment', name: 'owner', controller: true }],
    });
    const listed = await h.client.list(
      'apps/v1',
      'ReplicaSet',
      'default',
      undefined,
      undefined,
      undefined,
      undefined,
      'rigging.dev/pipeline=p',
    );
    expect(listed.items.map((i) => i.metadata?.name)).toEqual(['owner-5d9c7b']);

    await h.client.delete({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'owner', namespace: 'default' },
    });
    expect(
      h.server.get({ apiVersion: 'apps/v1', kind: 'ReplicaSet', name: 'owner-5d9c7b', namespace: 'default' }),
    ).toBeUndefined();

    await h.apply(deployment('keeper'));
    h.server.addControllerOwned(
      { ...ref, name: 'keeper' },
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'keeper-cache' } },
    );
    await h.client.delete(
      { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'keeper', namespace: 'default' } },
      undefined,
      undefined,
      undefined,
      undefined,
      'Orphan',
    );
    expect(h.server.get({ apiVersion: 'v1', kind: 'ConfigMap', name: 'keeper-cache' })).toBeDefined();
  });

  it('shows out-of-band drift to the next read', async () => {
    await h.apply(deployment('drifty', { replicas: 2 }));
    h.server.mutate({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'drifty' }, (o) => {
      (o.spec as { replicas: number }).replicas = 7;
    });
    const live = await h.client.read<V1Deployment>({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'drifty', namespace: 'default' },
    });
    expect(live.spec?.replicas).toBe(7);
    expect(live.metadata?.generation).toBe(2);
    expect(live.metadata?.managedFields?.map((m) => m.manager)).toContain('kubectl-edit');
  });
});
