import type { ResourceType } from './types';

const ALL = ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'];
const NO_COLLECTION = ['create', 'delete', 'get', 'list', 'patch', 'update', 'watch'];

interface Spec {
  kind: string;
  resource?: string;
  namespaced?: boolean;
  status?: boolean;
  shortNames?: string[];
  categories?: string[];
  verbs?: string[];
}

function kinds(group: string, version: string, specs: Spec[]): ResourceType[] {
  return specs.map((s) => {
    const singular = s.kind.toLowerCase();
    return {
      group,
      version,
      resource: s.resource ?? `${singular}s`,
      singular,
      kind: s.kind,
      listKind: `${s.kind}List`,
      namespaced: s.namespaced ?? true,
      verbs: s.verbs ?? ALL,
      ...(s.shortNames ? { shortNames: s.shortNames } : {}),
      ...(s.categories ? { categories: s.categories } : {}),
      statusSubresource: s.status ?? false,
      builtin: true,
    };
  });
}

/** The built-in kinds this server serves: what rigging applies, plus Pods and ReplicaSets for controllers. */
export const BUILTIN_TYPES: ResourceType[] = [
  ...kinds('', 'v1', [
    { kind: 'ConfigMap', shortNames: ['cm'] },
    { kind: 'Namespace', namespaced: false, status: true, shortNames: ['ns'], verbs: NO_COLLECTION },
    {
      kind: 'PersistentVolumeClaim',
      status: true,
      shortNames: ['pvc'],
      categories: ['all'],
    },
    { kind: 'Pod', status: true, shortNames: ['po'], categories: ['all'] },
    { kind: 'Secret' },
    { kind: 'ServiceAccount', shortNames: ['sa'] },
    { kind: 'Service', status: true, shortNames: ['svc'], categories: ['all'] },
  ]),
  ...kinds('apps', 'v1', [
    { kind: 'DaemonSet', status: true, shortNames: ['ds'], categories: ['all'] },
    { kind: 'Deployment', status: true, shortNames: ['deploy'], categories: ['all'] },
    { kind: 'ReplicaSet', status: true, shortNames: ['rs'], categories: ['all'] },
    { kind: 'StatefulSet', status: true, shortNames: ['sts'], categories: ['all'] },
  ]),
  ...kinds('batch', 'v1', [
    { kind: 'CronJob', status: true, shortNames: ['cj'], categories: ['all'] },
    { kind: 'Job', status: true, categories: ['all'] },
  ]),
  ...kinds('rbac.authorization.k8s.io', 'v1', [
    { kind: 'ClusterRoleBinding', namespaced: false },
    { kind: 'ClusterRole', namespaced: false },
    { kind: 'RoleBinding' },
    { kind: 'Role' },
  ]),
  ...kinds('networking.k8s.io', 'v1', [
    { kind: 'Ingress', resource: 'ingresses', status: true, shortNames: ['ing'] },
  ]),
  ...kinds('policy', 'v1', [{ kind: 'PodDisruptionBudget', status: true, shortNames: ['pdb'] }]),
  ...kinds('autoscaling', 'v2', [
    { kind: 'HorizontalPodAutoscaler', status: true, shortNames: ['hpa'], categories: ['all'] },
  ]),
  ...kinds('apiextensions.k8s.io', 'v1', [
    { kind: 'CustomResourceDefinition', namespaced: false, status: true, shortNames: ['crd', 'crds'] },
  ]),
];

export function builtin(kind: string): ResourceType {
  const t = BUILTIN_TYPES.find((b) => b.kind === kind);
  if (!t) throw new Error(`no built-in kind ${kind}`);
  return t;
}

export const NAMESPACES = builtin('Namespace');
export const CRDS = builtin('CustomResourceDefinition');
