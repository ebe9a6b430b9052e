import type { KubernetesObject } from '@kubernetes/client-node';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, type Harness, startHarness } from './harness';

function crd(scope: 'Namespaced' | 'Cluster' = 'Namespaced') {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
    spec: {
      group: 'example.com',
      scope,
      names: {
        plural: 'widgets',
        singular: 'widget',
        kind: 'Widget',
        listKind: 'WidgetList',
        shortNames: ['wd'],
      },
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
          subresources: { status: {} },
        },
      ],
    },
  };
}

const widget = (
  name: string,
  size: number,
  namespace?: string,
): KubernetesObject & { spec: { size: number } } => ({
  apiVersion: 'example.com/v1',
  kind: 'Widget',
  metadata: { name, ...(namespace ? { namespace } : {}), labels: { app: 'w' } },
  spec: { size },
});

describe('KubeApiServer custom resources', () => {
  let h: Harness;
  afterEach(() => h.server.stop());

  it('serves a CRD kind once Established: discovery, apply, list with kind on items, delete with the CRD', async () => {
    h = await startHarness();
    const applied = await h.apply(crd());
    expect(applied.metadata?.name).toBe('widgets.example.com');
    const live = h.server.get({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      name: 'widgets.example.com',
    });
    expect(live?.status).toMatchObject({
      conditions: [
        { type: 'NamesAccepted', status: 'True' },
        { type: 'Established', status: 'True' },
      ],
      acceptedNames: { kind: 'Widget', plural: 'widgets' },
      storedVersions: ['v1'],
    });

    const disco = await h.raw('GET', '/apis/example.com/v1');
    expect(disco.body.resources[0]).toMatchObject({
      name: 'widgets',
      singularName: 'widget',
      namespaced: true,
      kind: 'Widget',
      shortNames: ['wd'],
    });
    expect((await h.raw('GET', '/apis')).body.groups.map((g: { name: string }) => g.name)).toContain(
      'example.com',
    );

    const w = await h.apply(widget('w1', 3, 'default'));
    expect(w).toMatchObject({
      apiVersion: 'example.com/v1',
      kind: 'Widget',
      spec: { size: 3 },
      metadata: { generation: 1 },
    });
    const list = await h.raw('GET', '/apis/example.com/v1/namespaces/default/widgets');
    expect(list.body.kind).toBe('WidgetList');
    // Unstructured lists keep kind and apiVersion on items, unlike built-in lists.
    expect(list.body.items[0]).toMatchObject({ kind: 'Widget', apiVersion: 'example.com/v1' });

    await h.client.delete({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com' },
    });
    expect((await h.raw('GET', '/apis/example.com/v1')).status).toBe(404);
    expect(h.server.cluster.store.entries().filter((e) => e.group === 'example.com')).toEqual([]);
  });

  it('serves cluster-scoped custom resources at cluster paths', async () => {
    h = await startHarness();
    await h.apply(crd('Cluster'));
    await h.apply(widget('global', 1));
    const requests = h.server.requests({ method: 'PATCH', pathIncludes: '/widgets/' });
    expect(requests[0]?.path).toBe('/apis/example.com/v1/widgets/global');
  });

  it('does not serve the kind until Established: a client that does not wait fails', async () => {
    h = await startHarness({ crdEstablishDelayMs: 150 });
    await h.apply(crd());
    const early = await failure(h.apply(widget('w1', 1, 'default')));
    expect(early.code).toBe(404);
    expect(
      h.server.get({
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
        name: 'widgets.example.com',
      })?.status,
    ).toMatchObject({
      conditions: [
        { type: 'NamesAccepted', status: 'True' },
        { type: 'Established', status: 'False', reason: 'Installing' },
      ],
    });
    await new Promise((r) => setTimeout(r, 200));
    // client-node caches discovery only after a lookup succeeds, so the same client now finds the kind.
    await expect(h.apply(widget('w1', 1, 'default'))).resolves.toBeDefined();
  });

  it('validates the CRD itself', async () => {
    h = await startHarness();
    const bad = crd();
    bad.metadata.name = 'gadgets.example.com';
    const f = await failure(h.apply(bad));
    expect(f.code).toBe(422);
    expect(f.body.details.causes[0]).toMatchObject({ field: 'metadata.name' });
  });
});
