import { isObj, type Obj, objAt, type ResourceType, strAt } from './types';

/** Sets a field only when it is absent, the way API defaulting functions work. */
function def(target: Obj, key: string, value: unknown): void {
  if (target[key] === undefined) target[key] = value;
}

function child(target: Obj, key: string): Obj {
  if (!isObj(target[key])) target[key] = {};
  return target[key] as Obj;
}

function pullPolicy(image: string): string {
  if (image.includes('@')) return 'IfNotPresent';
  const lastSegment = image.slice(image.lastIndexOf('/') + 1);
  const colon = lastSegment.lastIndexOf(':');
  const tag = colon >= 0 ? lastSegment.slice(colon + 1) : '';
  return tag === '' || tag === 'latest' ? 'Always' : 'IfNotPresent';
}

function podSpec(spec: Obj, restartPolicy: boolean): void {
  if (restartPolicy) def(spec, 'restartPolicy', 'Always');
  def(spec, 'dnsPolicy', 'ClusterFirst');
  def(spec, 'schedulerName', 'default-scheduler');
  def(spec, 'securityContext', {});
  def(spec, 'terminationGracePeriodSeconds', 30);
  for (const list of ['initContainers', 'containers']) {
    const containers = spec[list];
    if (!Array.isArray(containers)) continue;
    for (const c of containers) {
      if (!isObj(c)) continue;
      def(c, 'terminationMessagePath', '/dev/termination-log');
      def(c, 'terminationMessagePolicy', 'File');
      if (typeof c.image === 'string') def(c, 'imagePullPolicy', pullPolicy(c.image));
      def(c, 'resources', {});
      if (Array.isArray(c.ports)) for (const p of c.ports) if (isObj(p)) def(p, 'protocol', 'TCP');
    }
  }
}

function template(spec: Obj, path: string[], restartPolicy: boolean): void {
  const t = objAt(spec, ...path);
  if (t) podSpec(child(t, 'spec'), restartPolicy);
}

export interface DefaultsContext {
  allocateClusterIP(): string;
}

/** Folds Secret stringData into data: the real server stores only data. */
function foldStringData(object: Obj): void {
  const stringData = objAt(object, 'stringData');
  if (!stringData) return;
  const data = child(object, 'data');
  for (const [key, value] of Object.entries(stringData))
    data[key] = Buffer.from(String(value)).toString('base64');
  delete object.stringData;
}

/**
 * The defaults the real API server fills in for the kinds rigging applies (a subset of
 * pkg/apis/<group>/v1/defaults.go), so diff and drift code meets server-side defaults in tests.
 */
export function applyDefaults(t: ResourceType, object: Obj, ctx: DefaultsContext): void {
  const spec = (): Obj => child(object, 'spec');
  switch (`${t.group}/${t.kind}`) {
    case '/Namespace': {
      const name = strAt(object, 'metadata', 'name');
      if (name) def(child(child(object, 'metadata'), 'labels'), 'kubernetes.io/metadata.name', name);
      def(spec(), 'finalizers', ['kubernetes']);
      def(child(object, 'status'), 'phase', 'Active');
      break;
    }
    case '/Secret':
      foldStringData(object);
      def(object, 'type', 'Opaque');
      break;
    case '/Service': {
      const s = spec();
      def(s, 'type', 'ClusterIP');
      if (s.type !== 'ExternalName') {
        def(s, 'clusterIP', ctx.allocateClusterIP());
        def(s, 'clusterIPs', [s.clusterIP]);
        if (s.clusterIP !== 'None') {
          def(s, 'ipFamilies', ['IPv4']);
          def(s, 'ipFamilyPolicy', 'SingleStack');
        }
        def(s, 'internalTrafficPolicy', 'Cluster');
      }
      def(s, 'sessionAffinity', 'None');
      if (Array.isArray(s.ports)) {
        for (const p of s.ports) {
          if (!isObj(p)) continue;
          def(p, 'protocol', 'TCP');
          def(p, 'targetPort', p.port);
        }
      }
      def(object, 'status', { loadBalancer: {} });
      break;
    }
    case '/PersistentVolumeClaim':
      def(spec(), 'volumeMode', 'Filesystem');
      def(child(object, 'status'), 'phase', 'Pending');
      break;
    case '/Pod':
      podSpec(spec(), true);
      break;
    case 'apps/Deployment': {
      const s = spec();
      def(s, 'replicas', 1);
      def(s, 'revisionHistoryLimit', 10);
      def(s, 'progressDeadlineSeconds', 600);
      const strategy = child(s, 'strategy');
      def(strategy, 'type', 'RollingUpdate');
      if (strategy.type === 'RollingUpdate') {
        const ru = child(strategy, 'rollingUpdate');
        def(ru, 'maxUnavailable', '25%');
        def(ru, 'maxSurge', '25%');
      }
      template(s, ['template'], true);
      break;
    }
    case 'apps/ReplicaSet':
      def(spec(), 'replicas', 1);
      template(spec(), ['template'], true);
      break;
    case 'apps/StatefulSet': {
      const s = spec();
      def(s, 'replicas', 1);
      def(s, 'podManagementPolicy', 'OrderedReady');
      def(s, 'revisionHistoryLimit', 10);
      def(s, 'updateStrategy', { type: 'RollingUpdate', rollingUpdate: { partition: 0 } });
      def(s, 'persistentVolumeClaimRetentionPolicy', { whenDeleted: 'Retain', whenScaled: 'Retain' });
      if (Array.isArray(s.volumeClaimTemplates)) {
        for (const pvc of s.volumeClaimTemplates) {
          if (!isObj(pvc)) continue;
          def(pvc, 'apiVersion', 'v1');
          def(pvc, 'kind', 'PersistentVolumeClaim');
          def(child(pvc, 'spec'), 'volumeMode', 'Filesystem');
          def(child(pvc, 'status'), 'phase', 'Pending');
        }
      }
      template(s, ['template'], true);
      break;
    }
    case 'apps/DaemonSet': {
      const s = spec();
      def(s, 'revisionHistoryLimit', 10);
      def(s, 'updateStrategy', { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 1, maxSurge: 0 } });
      template(s, ['template'], true);
      break;
    }
    case 'batch/Job': {
      const s = spec();
      def(s, 'parallelism', 1);
      def(s, 'completions', 1);
      def(s, 'backoffLimit', 6);
      def(s, 'completionMode', 'NonIndexed');
      def(s, 'suspend', false);
      def(s, 'podReplacementPolicy', 'TerminatingOrFailed');
      template(s, ['template'], false);
      break;
    }
    case 'batch/CronJob': {
      const s = spec();
      def(s, 'concurrencyPolicy', 'Allow');
      def(s, 'suspend', false);
      def(s, 'successfulJobsHistoryLimit', 3);
      def(s, 'failedJobsHistoryLimit', 1);
      template(s, ['jobTemplate', 'spec', 'template'], false);
      break;
    }
    case 'apiextensions.k8s.io/CustomResourceDefinition':
      def(spec(), 'conversion', { strategy: 'None' });
      break;
  }
}

/** What every write does to an object before validation, defaults or not. */
export function normalize(t: ResourceType, object: Obj): void {
  if (t.group === '' && t.kind === 'Secret') foldStringData(object);
}
