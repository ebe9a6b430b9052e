import type { V1ConfigMap } from '@kubernetes/client-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configMap, failure, type Harness, startHarness } from './harness';

const ref = (name: string) => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace: 'default' },
});

describe('KubeApiServer fault injection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.server.stop());
  beforeEach(() => {
    h.server.clearFaults();
    h.server.clearRequests();
  });

  it('answers 429 with Retry-After and a TooManyRequests Status, then succeeds', async () => {
    await h.apply(configMap('warm', { k: 'v' })); // discovery is cached from here on
    h.server.failNext({ method: 'PATCH', pathIncludes: '/configmaps/limited', status: 429, retryAfter: 2 });
    const f = await failure(h.apply(configMap('limited', { k: 'v' })));
    expect(f.code).toBe(429);
    expect(f.headers['retry-after']).toBe('2');
    expect(f.body).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'Too many requests, please try again later.',
      reason: 'TooManyRequests',
      details: { retryAfterSeconds: 2 },
      code: 429,
    });
    await expect(h.apply(configMap('limited', { k: 'v' }))).resolves.toBeDefined();
    expect(h.server.requests({ method: 'PATCH', pathIncludes: 'limited' }).map((r) => r.status)).toEqual([
      429, 201,
    ]);
  });

  it('answers 500 InternalError and 503 ServiceUnavailable for as many times as asked', async () => {
    h.server.failNext({
      method: 'GET',
      pathIncludes: '/configmaps/warm',
      status: 500,
      times: 2,
      message: 'etcd unavailable',
    });
    const first = await failure(h.client.read(ref('warm')));
    expect(first.body).toMatchObject({
      reason: 'InternalError',
      message: 'Internal error occurred: etcd unavailable',
      details: { causes: [{ message: 'etcd unavailable' }] },
      code: 500,
    });
    expect((await failure(h.client.read(ref('warm')))).code).toBe(500);
    await expect(h.client.read(ref('warm'))).resolves.toBeDefined();

    h.server.failNext({ status: 503 });
    expect((await failure(h.client.read(ref('warm')))).body).toMatchObject({
      reason: 'ServiceUnavailable',
      code: 503,
    });
  });

  it('drops the connection without an answer, before or after handling the request', async () => {
    h.server.dropNext({ pathIncludes: '/configmaps/dropped' });
    await expect(h.apply(configMap('dropped', { k: 'v' }))).rejects.toThrow();
    expect(h.server.get({ apiVersion: 'v1', kind: 'ConfigMap', name: 'dropped' })).toBeUndefined();

    // Dropped after the write: the client sees a failure although the object was stored.
    h.server.dropNext({ pathIncludes: '/configmaps/dropped', when: 'after' });
    await expect(h.apply(configMap('dropped', { k: 'v' }))).rejects.toThrow();
    expect(h.server.get({ apiVersion: 'v1', kind: 'ConfigMap', name: 'dropped' })).toBeDefined();
    expect(h.server.requests({ pathIncludes: 'dropped' }).every((r) => r.dropped)).toBe(true);
  });

  it('slows matching requests', async () => {
    h.server.delay({ pathIncludes: '/configmaps/warm', ms: 150, times: 1 });
    const started = Date.now();
    await h.client.read<V1ConfigMap>(ref('warm'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await h.client.read(ref('warm'));
    // `times: 1`: only the first read was held back (counted, not clocked: CI is shared).
    expect(h.server.requests({ pathIncludes: '/configmaps/warm' }).map((r) => r.delayedMs)).toEqual([
      150,
      undefined,
    ]);
  });

  it('fails every write after the n-th, to break an apply midway', async () => {
    h.server.failAfter(2);
    await h.apply(configMap('step1', { k: 'v' }));
    await h.apply(configMap('step2', { k: 'v' }));
    const third = await failure(h.apply(configMap('step3', { k: 'v' })));
    expect(third.code).toBe(500);
    expect(third.body.reason).toBe('InternalError');
    // Reads still work, and so do writes once faults are cleared.
    await expect(h.client.read(ref('step1'))).resolves.toBeDefined();
    expect((await failure(h.client.delete(ref('step1')))).code).toBe(500);
    h.server.clearFaults();
    await expect(h.apply(configMap('step3', { k: 'v' }))).resolves.toBeDefined();
  });

  it('logs requests with method, path, query, content type, decoded body and status', async () => {
    await h.apply(configMap('logged', { k: 'v' }));
    await h.client.read(ref('logged'));
    const [patch] = h.server.requests({ method: 'PATCH' });
    expect(patch).toMatchObject({
      method: 'PATCH',
      path: '/api/v1/namespaces/default/configmaps/logged',
      query: { fieldManager: 'rigging' },
      contentType: 'application/apply-patch+yaml',
      body: { kind: 'ConfigMap', data: { k: 'v' } },
      status: 201,
    });
    expect(h.server.requestCounts()).toMatchObject({
      'PATCH /api/v1/namespaces/default/configmaps/logged': 1,
      'GET /api/v1/namespaces/default/configmaps/logged': 1,
    });
  });
});
