import type { V1ConfigMap } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configMap, failure, type Harness, startHarness } from './harness';

describe('KubeApiServer create, update, merge patch and the edges of the API', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.server.stop());

  it('creates with POST (201), and answers 409 AlreadyExists the second time', async () => {
    const created = await h.client.create<V1ConfigMap>(
      configMap('posted', { k: 'v' }),
      undefined,
      undefined,
      'ci',
    );
    expect(created.metadata?.managedFields?.[0]).toMatchObject({ manager: 'ci', operation: 'Update' });
    expect(h.server.requests({ method: 'POST' })[0]?.status).toBe(201);
    const f = await failure(h.client.create(configMap('posted', { k: 'v' })));
    expect(f.body).toMatchObject({
      reason: 'AlreadyExists',
      code: 409,
      message: 'configmaps "posted" already exists',
    });
  });

  it('replaces with PUT, refusing a stale resourceVersion', async () => {
    const live = await h.client.read<V1ConfigMap>({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'posted', namespace: 'default' },
    });
    const replaced = await h.client.replace<V1ConfigMap>({ ...live, data: { k: 'w' } });
    expect(replaced.data).toEqual({ k: 'w' });
    const f = await failure(h.client.replace({ ...live, data: { k: 'x' } }));
    expect(f.code).toBe(409);
    expect(f.body.reason).toBe('Conflict');
  });

  it('applies a JSON merge patch and records its writer as an Update manager', async () => {
    const res = await h.raw(
      'PATCH',
      '/api/v1/namespaces/default/configmaps/posted?fieldManager=kubectl-label',
      {
        contentType: 'application/merge-patch+json',
        body: JSON.stringify({ metadata: { labels: { team: 'a' } }, data: { k: null, n: '1' } }),
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ n: '1' });
    expect(res.body.metadata.labels).toEqual({ team: 'a' });
    expect(res.body.metadata.managedFields.map((m: { manager: string }) => m.manager)).toContain(
      'kubectl-label',
    );
    const missing = await h.raw('PATCH', '/api/v1/namespaces/default/configmaps/absent', {
      contentType: 'application/merge-patch+json',
      body: '{}',
    });
    expect(missing.status).toBe(404);
  });

  it('answers 415 for a patch type it does not take, and 405 for a watch', async () => {
    const jsonPatch = await h.raw('PATCH', '/api/v1/namespaces/default/configmaps/posted', {
      contentType: 'application/json-patch+json',
      body: '[]',
    });
    expect(jsonPatch.status).toBe(415);
    expect(jsonPatch.body.reason).toBe('UnsupportedMediaType');
    const watch = await h.raw('GET', '/api/v1/namespaces/default/configmaps?watch=true');
    expect(watch.status).toBe(405);
    expect(watch.body.reason).toBe('MethodNotAllowed');
  });

  it('validates label values', async () => {
    const f = await failure(h.apply(configMap('labelled', {}, { app: 'has spaces' })));
    expect(f.code).toBe(422);
    expect(f.body.details.causes[0]).toMatchObject({
      field: 'metadata.labels',
      message: expect.stringContaining('a valid label must'),
    });
  });

  it('deletes a collection by label selector', async () => {
    await h.apply(configMap('batch-1', {}, { batch: 'x' }));
    await h.apply(configMap('batch-2', {}, { batch: 'x' }));
    const res = await h.raw('DELETE', '/api/v1/namespaces/default/configmaps?labelSelector=batch%3Dx');
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('ConfigMapList');
    expect(res.body.items).toHaveLength(2);
    const left = h.server
      .list('v1', 'ConfigMap', 'default')
      .map((c) => (c.metadata as { name: string }).name);
    expect(left).not.toContain('batch-1');
    expect(left).not.toContain('batch-2');
  });

  it('refuses to delete the default namespace, as NamespaceLifecycle does', async () => {
    const f = await failure(
      h.client.delete({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'default' } }),
    );
    expect(f.code).toBe(403);
    expect(f.body.message).toBe('namespaces "default" is forbidden: this namespace may not be deleted');
  });
});
