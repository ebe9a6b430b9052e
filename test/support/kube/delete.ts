import type { Cluster } from './cluster';
import { matchesFields, matchesLabels, parseFieldSelector, parseLabelSelector } from './selectors';
import { badRequest, conflict, deleted, forbidden, notFound } from './status';
import { groupVersion, isObj, type Obj, objAt, type ResourceType, strAt } from './types';
import type { Target } from './write';

/** The NamespaceLifecycle admission plugin refuses to delete these. */
const PROTECTED_NAMESPACES = ['default', 'kube-system', 'kube-public'];

export interface DeleteOptions {
  dryRun: boolean;
  propagationPolicy?: string;
  preconditions?: { uid?: string; resourceVersion?: string };
}

/** Reads DeleteOptions from the query and an optional body (the body wins, as in the real server). */
export function deleteOptions(query: URLSearchParams, body: unknown): DeleteOptions {
  const b = isObj(body) ? body : {};
  const dryRun = [...query.getAll('dryRun'), ...(Array.isArray(b.dryRun) ? b.dryRun.map(String) : [])];
  for (const d of dryRun) if (d !== 'All') throw badRequest(`Invalid dry run value: ${d}`);
  const policy =
    typeof b.propagationPolicy === 'string'
      ? b.propagationPolicy
      : (query.get('propagationPolicy') ?? undefined);
  if (policy !== undefined && !['Orphan', 'Background', 'Foreground'].includes(policy)) {
    throw badRequest(`invalid propagationPolicy: ${policy}`);
  }
  const pre = objAt(b, 'preconditions');
  return {
    dryRun: dryRun.length > 0,
    ...(policy ? { propagationPolicy: policy } : {}),
    ...(pre
      ? { preconditions: { uid: strAt(pre, 'uid'), resourceVersion: strAt(pre, 'resourceVersion') } }
      : {}),
  };
}

/** DELETE of one object: Status Success, except a Namespace, which answers with itself, Terminating. */
export function deleteObject(cluster: Cluster, target: Target, options: DeleteOptions): Obj {
  const { t } = target;
  const live = cluster.store.get(t, target.namespace, target.name);
  if (!live) throw notFound(t, target.name);
  if (t.group === '' && t.kind === 'Namespace' && PROTECTED_NAMESPACES.includes(target.name)) {
    throw forbidden(t, target.name, 'this namespace may not be deleted');
  }
  const uid = strAt(live, 'metadata', 'uid');
  const pre = options.preconditions;
  if (pre?.uid && pre.uid !== uid) {
    throw conflict(
      t,
      target.name,
      `Precondition failed: UID in precondition: ${pre.uid}, UID in object meta: ${uid}`,
    );
  }
  const rv = strAt(live, 'metadata', 'resourceVersion');
  if (pre?.resourceVersion && pre.resourceVersion !== rv) {
    throw conflict(
      t,
      target.name,
      `Precondition failed: ResourceVersion in precondition: ${pre.resourceVersion}, ResourceVersion in meta: ${rv}`,
    );
  }
  if (!options.dryRun)
    cluster.remove(t, target.namespace, target.name, options.propagationPolicy === 'Orphan');
  if (t.group === '' && t.kind === 'Namespace') {
    const meta = objAt(live, 'metadata') ?? {};
    meta.deletionTimestamp = cluster.now();
    return { ...live, apiVersion: 'v1', kind: 'Namespace', status: { phase: 'Terminating' } };
  }
  return deleted(t, target.name, uid);
}

/** DELETE of a collection (deletecollection): answers with the list of what it deleted. */
export function deleteCollection(
  cluster: Cluster,
  t: ResourceType,
  namespace: string | undefined,
  query: URLSearchParams,
  options: DeleteOptions,
): Obj {
  const labels = parseLabelSelector(query.get('labelSelector') ?? '');
  const fields = parseFieldSelector(query.get('fieldSelector') ?? '');
  const items = cluster.store
    .list(t, namespace)
    .filter(
      (o) =>
        matchesLabels(labels, objAt(o, 'metadata', 'labels')) &&
        matchesFields(fields, objAt(o, 'metadata') ?? {}),
    );
  if (!options.dryRun) {
    for (const o of items) {
      const ns = strAt(o, 'metadata', 'namespace');
      cluster.remove(t, ns, strAt(o, 'metadata', 'name') ?? '', options.propagationPolicy === 'Orphan');
    }
  }
  return {
    kind: t.listKind,
    apiVersion: groupVersion(t.group, t.version),
    metadata: { resourceVersion: cluster.store.currentResourceVersion() },
    items,
  };
}
