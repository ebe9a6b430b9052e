import { describe, expect, it } from 'vitest';
import {
  APPLY_ORDER_ANNOTATION,
  applyOrderOf,
  crdScopes,
  deleteOrder,
  orderObjects,
} from '../../src/model/order';
import type { KubeObject, RenderedObject } from '../../src/model/types';

function k(
  apiVersion: string,
  kind: string,
  name: string,
  meta: Partial<KubeObject['metadata']> = {},
): KubeObject {
  return { apiVersion, kind, metadata: { name, ...meta } };
}

function r(object: KubeObject, component = 'c', source = 's'): RenderedObject {
  return { source, component, object };
}

const withOrder = (object: KubeObject, value: string): KubeObject => ({
  ...object,
  metadata: { ...object.metadata, annotations: { [APPLY_ORDER_ANNOTATION]: value } },
});

const ids = (objects: RenderedObject[]) =>
  objects.map(
    (o) => `${o.object.kind}/${o.object.metadata.namespace ?? ''}/${o.object.metadata.name}@${o.component}`,
  );

describe('applyOrderOf', () => {
  it("uses qbec's table, keyed by group and kind whatever the version", () => {
    const cases: [string, string, number][] = [
      ['extensions/v1beta1', 'PodSecurityPolicy', 10],
      ['extensions/v1beta1', 'ThirdPartyResource', 20],
      ['apiextensions.k8s.io/v1', 'CustomResourceDefinition', 20],
      ['apiextensions.k8s.io/v1beta1', 'CustomResourceDefinition', 20],
      ['v1', 'Namespace', 50],
      ['v1', 'LimitRange', 60],
      ['v1', 'ServiceAccount', 60],
      ['v1', 'ConfigMap', 70],
      ['v1', 'Secret', 70],
      ['apps/v1', 'Deployment', 100],
      ['apps/v1beta2', 'StatefulSet', 100],
      ['apps/v1', 'DaemonSet', 100],
      ['apps/v1', 'ReplicaSet', 100],
      ['extensions/v1beta1', 'Deployment', 100],
      ['batch/v1', 'Job', 100],
      ['batch/v1', 'CronJob', 100],
      ['v1', 'Service', 110],
      ['admissionregistration.k8s.io/v1', 'ValidatingWebhookConfiguration', 120],
      ['admissionregistration.k8s.io/v1', 'MutatingWebhookConfiguration', 120],
    ];
    for (const [apiVersion, kind, expected] of cases) {
      expect(applyOrderOf(k(apiVersion, kind, 'x')), `${apiVersion} ${kind}`).toBe(expected);
    }
  });

  it('matches the group exactly: a kind of another group is not in the table', () => {
    // A Service of some other API group is not the core Service.
    expect(applyOrderOf(k('serving.knative.dev/v1', 'Service', 'x'))).not.toBe(110);
    // A core-group Deployment does not exist; it is not apps' Deployment.
    expect(applyOrderOf(k('v1', 'Deployment', 'x'))).not.toBe(100);
  });

  it('gives other namespaced kinds 80 and cluster-scoped kinds 30', () => {
    expect(applyOrderOf(k('rbac.authorization.k8s.io/v1', 'Role', 'x'))).toBe(80);
    expect(applyOrderOf(k('rbac.authorization.k8s.io/v1', 'RoleBinding', 'x'))).toBe(80);
    expect(applyOrderOf(k('networking.k8s.io/v1', 'Ingress', 'x'))).toBe(80);
    expect(applyOrderOf(k('v1', 'PersistentVolumeClaim', 'x'))).toBe(80);
    expect(applyOrderOf(k('autoscaling/v2', 'HorizontalPodAutoscaler', 'x'))).toBe(80);
    expect(applyOrderOf(k('rbac.authorization.k8s.io/v1', 'ClusterRole', 'x'))).toBe(30);
    expect(applyOrderOf(k('rbac.authorization.k8s.io/v1', 'ClusterRoleBinding', 'x'))).toBe(30);
    expect(applyOrderOf(k('v1', 'PersistentVolume', 'x'))).toBe(30);
    expect(applyOrderOf(k('storage.k8s.io/v1', 'StorageClass', 'x'))).toBe(30);
    expect(applyOrderOf(k('scheduling.k8s.io/v1', 'PriorityClass', 'x'))).toBe(30);
  });

  it('gives a kind nothing is known about 120 (qbec: the server has no metadata for it)', () => {
    expect(applyOrderOf(k('example.com/v1', 'Widget', 'x'))).toBe(120);
  });

  it('uses the scope a CRD declares for its custom kinds', () => {
    const scopes = new Map([
      ['example.com/Widget', 'Namespaced'],
      ['example.com/Gadget', 'Cluster'],
    ]);
    expect(applyOrderOf(k('example.com/v1', 'Widget', 'x'), scopes)).toBe(80);
    expect(applyOrderOf(k('example.com/v2', 'Gadget', 'x'), scopes)).toBe(30);
  });

  it('lets a positive integer apply-order directive replace the order completely', () => {
    expect(applyOrderOf(withOrder(k('v1', 'Service', 'x'), '5'))).toBe(5);
    expect(applyOrderOf(withOrder(k('v1', 'Namespace', 'x'), '200'))).toBe(200);
    expect(applyOrderOf(withOrder(k('example.com/v1', 'Widget', 'x'), '1'))).toBe(1);
    // strconv.Atoi accepts a sign and leading zeros.
    expect(applyOrderOf(withOrder(k('v1', 'Service', 'x'), '+7'))).toBe(7);
    expect(applyOrderOf(withOrder(k('v1', 'Service', 'x'), '007'))).toBe(7);
  });

  it('ignores a directive that is zero, negative, empty or not an integer', () => {
    for (const value of ['0', '-3', '', 'first', '1.5', '1e2', '0x10']) {
      expect(applyOrderOf(withOrder(k('v1', 'Service', 'x'), value)), JSON.stringify(value)).toBe(110);
    }
  });

  it('ignores a directive that is not a string', () => {
    const obj = k('v1', 'Service', 'x', {
      annotations: { [APPLY_ORDER_ANNOTATION]: 5 as unknown as string },
    });
    expect(applyOrderOf(obj)).toBe(110);
  });

  it('ignores a directive with surrounding spaces, as strconv.Atoi rejects it', () => {
    // qbec (internal/commands/common.go `ordering`) calls strconv.Atoi on the raw annotation;
    // " 5" is a syntax error there, so qbec warns and keeps the default order.
    // src/model/order.ts directiveOrder tests the regex against raw.trim(), so " 5" becomes 5.
    expect(applyOrderOf(withOrder(k('v1', 'Service', 'x'), ' 5'))).toBe(110);
    expect(applyOrderOf(withOrder(k('v1', 'Service', 'x'), '5\n'))).toBe(110);
  });

  it('does not put policy/PodSecurityPolicy in the table (only extensions/PodSecurityPolicy is)', () => {
    // qbec's SpecifiedOrdering (internal/objsort/sort.go) has {extensions, PodSecurityPolicy}: 10 only.
    // A policy/v1beta1 PodSecurityPolicy falls through to the scope rule: cluster-scoped, 30
    // (120 on a server that no longer serves it), never 10 as src/model/order.ts SPECIFIED gives it,
    // so qbec applies a CRD (20) before it.
    expect(applyOrderOf(k('policy/v1beta1', 'PodSecurityPolicy', 'x'))).toBe(30);
  });
});

describe('applyOrderOf for newer cluster-scoped built-in kinds', () => {
  it('gives cluster-scoped kinds of mostly-namespaced groups 30, as a cluster serving them tells qbec', () => {
    // qbec asks the server whether a kind is namespaced. These kinds are cluster-scoped wherever
    // they are served (networking.k8s.io/v1 IPAddress and ServiceCIDR since 1.33, storage.k8s.io/v1
    // VolumeAttributesClass since 1.34), but src/model/order.ts lists neither in CLUSTER_SCOPED and
    // NAMESPACED_GROUPS holds their groups, so they get 80 and are applied after Namespaces,
    // ConfigMaps and Secrets instead of before them.
    expect(applyOrderOf(k('networking.k8s.io/v1', 'IPAddress', 'x'))).toBe(30);
    expect(applyOrderOf(k('networking.k8s.io/v1', 'ServiceCIDR', 'x'))).toBe(30);
    expect(applyOrderOf(k('storage.k8s.io/v1', 'VolumeAttributesClass', 'x'))).toBe(30);
  });
});

describe('crdScopes', () => {
  it('reads group, kind and scope of every CRD among the objects', () => {
    const crd = (group: string, kind: string, scope?: string) =>
      r({
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
        metadata: { name: `${kind}.${group}` },
        spec: { group, names: { kind }, ...(scope ? { scope } : {}) },
      });
    const scopes = crdScopes([
      crd('a.io', 'One', 'Cluster'),
      crd('a.io', 'Two', 'Namespaced'),
      crd('b.io', 'Three'),
      r(k('v1', 'ConfigMap', 'not-a-crd')),
    ]);
    expect(Object.fromEntries(scopes)).toEqual({
      'a.io/One': 'Cluster',
      'a.io/Two': 'Namespaced',
      'b.io/Three': 'Namespaced',
    });
  });
});

describe('orderObjects', () => {
  it('sorts by order, then kind, component, namespace and name', () => {
    const input = [
      r(k('v1', 'Service', 'svc'), 'a'),
      r(k('v1', 'Secret', 'b', { namespace: 'n1' }), 'x'),
      r(k('v1', 'ConfigMap', 'b', { namespace: 'n2' }), 'x'),
      r(k('v1', 'ConfigMap', 'a', { namespace: 'n2' }), 'x'),
      r(k('v1', 'ConfigMap', 'z', { namespace: 'n1' }), 'x'),
      r(k('v1', 'ConfigMap', 'z'), 'y'),
      r(k('v1', 'ConfigMap', 'm'), 'w'),
      r(k('v1', 'Namespace', 'ns'), 'z'),
      r(k('apps/v1', 'Deployment', 'd'), 'a'),
    ];
    expect(ids(orderObjects(input))).toEqual([
      'Namespace//ns@z',
      'ConfigMap//m@w',
      'ConfigMap/n1/z@x',
      'ConfigMap/n2/a@x',
      'ConfigMap/n2/b@x',
      'ConfigMap//z@y',
      'Secret/n1/b@x',
      'Deployment//d@a',
      'Service//svc@a',
    ]);
  });

  it('compares strings by code point, not locale (uppercase before lowercase)', () => {
    const input = [r(k('v1', 'ConfigMap', 'b')), r(k('v1', 'ConfigMap', 'B')), r(k('v1', 'ConfigMap', 'a'))];
    expect(orderObjects(input).map((o) => o.object.metadata.name)).toEqual(['B', 'a', 'b']);
  });

  it('keeps the input order of objects equal on every key, and does not change its input', () => {
    const first = r(k('v1', 'ConfigMap', 'same'), 'c', 'src1');
    const second = r(k('v1', 'ConfigMap', 'same'), 'c', 'src2');
    const input = [second, first];
    const copy = [...input];
    expect(orderObjects(input)).toEqual([second, first]);
    expect(input).toEqual(copy);
  });

  it('applies a CRD in the same set to the order of its custom resources', () => {
    const input = [
      r(k('example.com/v1', 'Widget', 'w')),
      r(k('apps/v1', 'Deployment', 'd')),
      r({
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
        metadata: { name: 'widgets.example.com' },
        spec: { group: 'example.com', scope: 'Namespaced', names: { kind: 'Widget' } },
      }),
    ];
    expect(orderObjects(input).map((o) => o.object.kind)).toEqual([
      'CustomResourceDefinition',
      'Widget',
      'Deployment',
    ]);
  });

  it('honours the apply-order directive', () => {
    const input = [r(k('v1', 'Namespace', 'ns')), r(withOrder(k('apps/v1', 'Deployment', 'early'), '1'))];
    expect(orderObjects(input).map((o) => o.object.metadata.name)).toEqual(['early', 'ns']);
  });
});

describe('deleteOrder', () => {
  it('is the apply order reversed', () => {
    const input = [
      r(k('v1', 'ConfigMap', 'cm')),
      r(k('v1', 'Namespace', 'ns')),
      r(k('apps/v1', 'Deployment', 'd')),
      r(k('apiextensions.k8s.io/v1', 'CustomResourceDefinition', 'crd')),
      r(k('v1', 'Service', 'svc')),
    ];
    expect(deleteOrder(input).map((o) => o.object.kind)).toEqual([
      'Service',
      'Deployment',
      'ConfigMap',
      'Namespace',
      'CustomResourceDefinition',
    ]);
    expect(deleteOrder(input)).toEqual([...orderObjects(input)].reverse());
  });
});
