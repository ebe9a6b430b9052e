import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, qbecApp, renderOk } from './helpers';

cleanupTempDirs();

const obj = (apiVersion: string, kind: string, name: string, extra: Record<string, unknown> = {}) => ({
  apiVersion,
  kind,
  metadata: { name, ...extra },
});

/** `kind/name` (plus `@component` when asked) in output order. */
const order = (objects: { component: string; object: { kind: string; metadata: { name: string } } }[]) =>
  objects.map((o) => `${o.object.kind}/${o.object.metadata.name}`);

describe('apply order of the output', () => {
  it("puts objects in qbec's apply order whatever order the components produce them in", async () => {
    const everything = [
      obj('admissionregistration.k8s.io/v1', 'ValidatingWebhookConfiguration', 'hook'),
      obj('v1', 'Service', 'svc'),
      obj('apps/v1', 'Deployment', 'deploy'),
      obj('batch/v1', 'Job', 'job'),
      obj('networking.k8s.io/v1', 'Ingress', 'ing'),
      obj('rbac.authorization.k8s.io/v1', 'Role', 'role'),
      obj('v1', 'Secret', 'sec'),
      obj('v1', 'ConfigMap', 'cm'),
      obj('v1', 'ServiceAccount', 'sa'),
      obj('v1', 'LimitRange', 'lr'),
      obj('v1', 'Namespace', 'ns'),
      obj('rbac.authorization.k8s.io/v1', 'ClusterRole', 'cr'),
      obj('apiextensions.k8s.io/v1', 'CustomResourceDefinition', 'widgets.example.com'),
      obj('admissionregistration.k8s.io/v1', 'MutatingWebhookConfiguration', 'mhook'),
      obj('apps/v1', 'StatefulSet', 'sts'),
      obj('apps/v1', 'DaemonSet', 'ds'),
    ];
    const dir = await qbecApp({ components: { 'all.jsonnet': JSON.stringify(everything) } });
    expect(order(await renderOk(dir))).toEqual([
      'CustomResourceDefinition/widgets.example.com', // 20
      'ClusterRole/cr', // cluster-scoped, 30
      'Namespace/ns', // 50
      'LimitRange/lr', // 60
      'ServiceAccount/sa', // 60
      'ConfigMap/cm', // 70
      'Secret/sec', // 70
      'Ingress/ing', // namespaced, 80
      'Role/role', // namespaced, 80
      'DaemonSet/ds', // 100
      'Deployment/deploy',
      'Job/job',
      'StatefulSet/sts',
      'Service/svc', // 110
      'MutatingWebhookConfiguration/mhook', // 120
      'ValidatingWebhookConfiguration/hook',
    ]);
  });

  it('orders custom resources by the scope their CRD declares', async () => {
    const crd = (kind: string, scope: string) => ({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: `${kind.toLowerCase()}s.example.com` },
      spec: { group: 'example.com', scope, names: { kind } },
    });
    const dir = await qbecApp({
      components: {
        'crs.jsonnet': JSON.stringify([
          obj('example.com/v1', 'Widget', 'w'),
          obj('example.com/v1', 'Gadget', 'g'),
          obj('v1', 'ConfigMap', 'cm'),
          obj('apps/v1', 'Deployment', 'd'),
        ]),
        'crds.jsonnet': JSON.stringify([crd('Widget', 'Namespaced'), crd('Gadget', 'Cluster')]),
      },
    });
    expect(order(await renderOk(dir))).toEqual([
      'CustomResourceDefinition/gadgets.example.com',
      'CustomResourceDefinition/widgets.example.com',
      'Gadget/g', // cluster-scoped, 30
      'ConfigMap/cm', // 70
      'Widget/w', // namespaced, 80
      'Deployment/d', // 100
    ]);
  });

  it('moves an object with directives.qbec.io/apply-order to that position', async () => {
    const dir = await qbecApp({
      components: {
        'a.jsonnet': JSON.stringify([
          obj('v1', 'Namespace', 'ns'),
          obj('v1', 'ConfigMap', 'cm'),
          obj('apps/v1', 'Deployment', 'first', { annotations: { 'directives.qbec.io/apply-order': '5' } }),
          obj('v1', 'ConfigMap', 'last', { annotations: { 'directives.qbec.io/apply-order': '200' } }),
          obj('v1', 'Service', 'svc'),
          obj('v1', 'Secret', 'zero', { annotations: { 'directives.qbec.io/apply-order': '0' } }),
          obj('v1', 'Secret', 'bogus', { annotations: { 'directives.qbec.io/apply-order': 'soon' } }),
        ]),
      },
    });
    expect(order(await renderOk(dir))).toEqual([
      'Deployment/first',
      'Namespace/ns',
      'ConfigMap/cm',
      // Zero and non-numbers are ignored: Secrets stay at 70.
      'Secret/bogus',
      'Secret/zero',
      'Service/svc',
      'ConfigMap/last',
    ]);
  });

  it('breaks ties by kind, then component, then namespace, then name', async () => {
    const cm = (name: string, namespace?: string) =>
      obj('v1', 'ConfigMap', name, namespace ? { namespace } : {});
    const dir = await qbecApp({
      components: {
        'b-comp.jsonnet': JSON.stringify([cm('a', 'z-ns'), cm('z', 'a-ns'), obj('v1', 'Secret', 'a')]),
        'a-comp.jsonnet': JSON.stringify([cm('y', 'b-ns'), cm('x', 'b-ns'), cm('w')]),
        'c-comp.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: a }\n',
      },
    });
    const objects = await renderOk(dir);
    expect(
      objects.map(
        (o) =>
          `${o.object.kind}/${o.component}/${o.object.metadata.namespace ?? ''}/${o.object.metadata.name}`,
      ),
    ).toEqual([
      'ConfigMap/a-comp//w',
      'ConfigMap/a-comp/b-ns/x',
      'ConfigMap/a-comp/b-ns/y',
      'ConfigMap/b-comp/a-ns/z',
      'ConfigMap/b-comp/z-ns/a',
      'ConfigMap/c-comp//a',
      'Secret/b-comp//a',
    ]);
  });
});
