import { splitApiVersion } from './key';
import type { KubeObject, RenderedObject } from './types';
import { compareStrings } from './values';

/** The annotation qbec users already put on objects to move them in the apply order. */
export const APPLY_ORDER_ANNOTATION = 'directives.qbec.io/apply-order';

// qbec's numbers (internal/objsort), so an app keeps the order it had under qbec.
const CLUSTER_SCOPED_DEFAULT = 30;
const NAMESPACED_DEFAULT = 80;
const UNKNOWN_KIND = 120;

const SPECIFIED: Record<string, number> = {
  'extensions/PodSecurityPolicy': 10,
  'extensions/ThirdPartyResource': 20,
  'apiextensions.k8s.io/CustomResourceDefinition': 20,
  '/Namespace': 50,
  '/LimitRange': 60,
  '/ServiceAccount': 60,
  '/ConfigMap': 70,
  '/Secret': 70,
  'extensions/DaemonSet': 100,
  'extensions/Deployment': 100,
  'extensions/ReplicaSet': 100,
  'apps/DaemonSet': 100,
  'apps/Deployment': 100,
  'apps/ReplicaSet': 100,
  'apps/StatefulSet': 100,
  'batch/Job': 100,
  'batch/CronJob': 100,
  '/Service': 110,
  'admissionregistration.k8s.io/ValidatingWebhookConfiguration': 120,
  'admissionregistration.k8s.io/MutatingWebhookConfiguration': 120,
};

// qbec asks the cluster whether a kind is namespaced; rendering has no cluster, so the
// built-in kinds are listed here and custom kinds are looked up in the render's own CRDs.
const CLUSTER_SCOPED = new Set([
  'policy/PodSecurityPolicy',
  'networking.k8s.io/IPAddress',
  'networking.k8s.io/ServiceCIDR',
  'storage.k8s.io/VolumeAttributesClass',
  '/Node',
  '/PersistentVolume',
  '/ComponentStatus',
  'rbac.authorization.k8s.io/ClusterRole',
  'rbac.authorization.k8s.io/ClusterRoleBinding',
  'storage.k8s.io/StorageClass',
  'storage.k8s.io/CSIDriver',
  'storage.k8s.io/CSINode',
  'storage.k8s.io/VolumeAttachment',
  'scheduling.k8s.io/PriorityClass',
  'networking.k8s.io/IngressClass',
  'node.k8s.io/RuntimeClass',
  'apiregistration.k8s.io/APIService',
  'certificates.k8s.io/CertificateSigningRequest',
  'flowcontrol.apiserver.k8s.io/FlowSchema',
  'flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration',
  'admissionregistration.k8s.io/ValidatingAdmissionPolicy',
  'admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding',
]);

const NAMESPACED_GROUPS = new Set([
  '',
  'apps',
  'batch',
  'extensions',
  'autoscaling',
  'policy',
  'networking.k8s.io',
  'rbac.authorization.k8s.io',
  'coordination.k8s.io',
  'discovery.k8s.io',
  'events.k8s.io',
  'storage.k8s.io',
]);

function groupKind(obj: KubeObject): string {
  return `${splitApiVersion(obj.apiVersion).group}/${obj.kind}`;
}

/** Scope of custom kinds, from the CustomResourceDefinitions rendered alongside them. */
export function crdScopes(objects: readonly RenderedObject[]): Map<string, 'Namespaced' | 'Cluster'> {
  const scopes = new Map<string, 'Namespaced' | 'Cluster'>();
  for (const { object } of objects) {
    if (groupKind(object) !== 'apiextensions.k8s.io/CustomResourceDefinition') continue;
    const spec = object.spec as { group?: string; scope?: string; names?: { kind?: string } } | undefined;
    if (spec?.group && spec.names?.kind) {
      scopes.set(`${spec.group}/${spec.names.kind}`, spec.scope === 'Cluster' ? 'Cluster' : 'Namespaced');
    }
  }
  return scopes;
}

/** A positive integer in the apply-order annotation replaces the computed order, as in qbec. */
function directiveOrder(obj: KubeObject): number | undefined {
  const raw = obj.metadata.annotations?.[APPLY_ORDER_ANNOTATION];
  // strconv.Atoi in qbec: an optional sign and digits, nothing around them.
  if (typeof raw !== 'string' || !/^[+-]?\d+$/.test(raw)) return undefined;
  const n = Number.parseInt(raw, 10);
  return n > 0 ? n : undefined;
}

export function applyOrderOf(obj: KubeObject, scopes: ReadonlyMap<string, string> = new Map()): number {
  const directive = directiveOrder(obj);
  if (directive !== undefined) return directive;
  const gk = groupKind(obj);
  const specified = SPECIFIED[gk];
  if (specified !== undefined) return specified;
  if (CLUSTER_SCOPED.has(gk)) return CLUSTER_SCOPED_DEFAULT;
  const scope = scopes.get(gk);
  if (scope) return scope === 'Cluster' ? CLUSTER_SCOPED_DEFAULT : NAMESPACED_DEFAULT;
  if (NAMESPACED_GROUPS.has(splitApiVersion(obj.apiVersion).group)) return NAMESPACED_DEFAULT;
  return UNKNOWN_KIND;
}

/**
 * Objects in apply order: qbec's order number, then kind, component, namespace, name.
 * The sort is stable, so objects equal on all of these keep their render order. Every source type
 * is ordered this way: qbec sources keep the order they had under qbec, and the others (whose
 * tools apply in their own steps: a snippet's output, a deploy item, a BOSH job) get the same
 * kind-first order, CRDs and Namespaces before what needs them, with the annotation to move one.
 */
export function orderObjects(objects: readonly RenderedObject[]): RenderedObject[] {
  const scopes = crdScopes(objects);
  const ranked = objects.map((o, index) => ({ o, index, rank: applyOrderOf(o.object, scopes) }));
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      compareStrings(a.o.object.kind, b.o.object.kind) ||
      compareStrings(a.o.component, b.o.component) ||
      compareStrings(a.o.object.metadata.namespace ?? '', b.o.object.metadata.namespace ?? '') ||
      compareStrings(a.o.object.metadata.name ?? '', b.o.object.metadata.name ?? '') ||
      a.index - b.index,
  );
  return ranked.map((r) => r.o);
}

/** Deletes run in the reverse of the apply order, as qbec's do. */
export function deleteOrder(objects: readonly RenderedObject[]): RenderedObject[] {
  return orderObjects(objects).reverse();
}
