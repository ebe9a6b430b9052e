import { serverSideApply, withoutNulls } from './apply';
import type { Cluster } from './cluster';
import { mergePatch } from './fieldpaths';
import { ownedContent, trackUpdate } from './managed';
import { NAMESPACES } from './resources';
import { alreadyExists, badRequest, conflict, invalid, notFound, OPTIMISTIC_LOCK_MESSAGE } from './status';
import { clone, groupVersion, isObj, type Obj, objAt, type ResourceType, strAt } from './types';
import { validate } from './validate';

/** PatchOptions errors are 422s about the query, not the object. */
export const PATCH_OPTIONS = { group: 'meta.k8s.io', kind: 'PatchOptions' };

/** The object a request addresses: its type from the path, and namespace/name from the path. */
export interface Target {
  t: ResourceType;
  namespace?: string;
  name: string;
}

export interface WriteOptions {
  manager: string;
  dryRun: boolean;
}

export interface ApplyOptions {
  manager: string | undefined;
  force: boolean;
  dryRun: boolean;
}

/** The checks every write makes of a body against the URL it was sent to. */
function checkBody(
  target: Omit<Target, 'name'> & { name?: string },
  body: unknown,
  requireTypeMeta: boolean,
): Obj {
  if (!isObj(body)) throw badRequest('the object provided is unrecognized (must be of type object)');
  const { t } = target;
  const expected = groupVersion(t.group, t.version);
  if (requireTypeMeta && typeof body.apiVersion !== 'string')
    throw badRequest("Object 'apiVersion' is missing in the object provided");
  if (requireTypeMeta && typeof body.kind !== 'string')
    throw badRequest("Object 'Kind' is missing in the object provided");
  if (body.apiVersion !== undefined && body.apiVersion !== expected) {
    throw badRequest(
      `the API version in the data (${String(body.apiVersion)}) does not match the expected API version (${expected})`,
    );
  }
  if (body.kind !== undefined && body.kind !== t.kind) {
    throw badRequest(
      `the kind in the data (${String(body.kind)}) does not match the expected kind (${t.kind})`,
    );
  }
  const out = clone(body);
  const meta = objAt(out, 'metadata') ?? {};
  out.metadata = meta;
  if (target.name !== undefined && meta.name !== undefined && meta.name !== target.name) {
    throw badRequest(
      `the name of the object (${String(meta.name)}) does not match the name on the URL (${target.name})`,
    );
  }
  if (t.namespaced) {
    if (meta.namespace !== undefined && meta.namespace !== '' && meta.namespace !== target.namespace) {
      throw badRequest(
        'the namespace of the provided object does not match the namespace sent on the request',
      );
    }
    meta.namespace = target.namespace;
  } else {
    // Cluster-scoped objects have no namespace, whatever the body says.
    delete meta.namespace;
  }
  return out;
}

function requireNamespace(cluster: Cluster, target: Omit<Target, 'name'>): void {
  if (target.t.namespaced && target.namespace && !cluster.namespaceExists(target.namespace)) {
    throw notFound(NAMESPACES, target.namespace);
  }
}

function checkResourceVersion(target: Target, body: Obj, live: Obj | undefined): void {
  const wanted = strAt(body, 'metadata', 'resourceVersion');
  if (wanted !== undefined && wanted !== '' && wanted !== strAt(live, 'metadata', 'resourceVersion')) {
    throw conflict(target.t, target.name, OPTIMISTIC_LOCK_MESSAGE);
  }
}

function finish(
  cluster: Cluster,
  target: Target,
  live: Obj | undefined,
  candidate: Obj,
  dryRun: boolean,
): Obj {
  const errors = validate(target.t, candidate, live);
  if (errors.length > 0) throw invalid(target.t, strAt(candidate, 'metadata', 'name') ?? target.name, errors);
  return cluster.commit(target.t, live, candidate, dryRun);
}

const scopeOf = (t: ResourceType) => (o: Obj) => ownedContent(o, !t.statusSubresource);

/** PATCH with application/apply-patch+yaml. */
export function apply(cluster: Cluster, target: Target, body: unknown, options: ApplyOptions): Obj {
  if (!options.manager) {
    throw invalid(PATCH_OPTIONS, '', [
      { type: 'FieldValueRequired', field: 'fieldManager', detail: 'is required for apply patch' },
    ]);
  }
  const config = checkBody(target, body, true);
  const { t } = target;
  const live = cluster.store.get(t, target.namespace, target.name);
  if (!live) requireNamespace(cluster, target);
  checkResourceVersion(target, config, live);
  const identity: Obj = { name: strAt(config, 'metadata', 'name') };
  if (t.namespaced) identity.namespace = target.namespace;
  const base = live ?? { apiVersion: groupVersion(t.group, t.version), kind: t.kind, metadata: identity };
  const candidate = serverSideApply({
    base,
    config: withoutNulls(ownedContent(config, !t.statusSubresource)),
    manager: options.manager,
    apiVersion: groupVersion(t.group, t.version),
    force: options.force,
    now: cluster.now(),
    finalize: (o) => cluster.finalize(t, o),
  });
  return finish(cluster, target, live, candidate, options.dryRun);
}

/** Keeps what a main-resource write may not change: server-set metadata, and status behind a subresource. */
function carryOver(t: ResourceType, live: Obj, next: Obj): void {
  const meta = objAt(next, 'metadata') ?? {};
  next.metadata = meta;
  const liveMeta = objAt(live, 'metadata') ?? {};
  for (const key of ['uid', 'creationTimestamp', 'generation', 'resourceVersion', 'managedFields']) {
    if (liveMeta[key] === undefined) delete meta[key];
    else meta[key] = liveMeta[key];
  }
  if (t.statusSubresource) {
    if (live.status === undefined) delete next.status;
    else next.status = clone(live.status);
  }
}

/** POST to a collection. */
export function create(
  cluster: Cluster,
  target: Omit<Target, 'name'>,
  body: unknown,
  options: WriteOptions,
): Obj {
  const object = checkBody(target, body, false);
  const meta = objAt(object, 'metadata') ?? {};
  if (typeof meta.name !== 'string' && typeof meta.generateName === 'string') {
    meta.name = `${meta.generateName}${Math.random().toString(36).slice(2, 7)}`;
  }
  const name = typeof meta.name === 'string' ? meta.name : '';
  const full: Target = { ...target, name };
  requireNamespace(cluster, target);
  if (name && cluster.store.get(target.t, target.namespace, name)) throw alreadyExists(target.t, name);
  for (const key of ['uid', 'resourceVersion', 'generation', 'creationTimestamp', 'managedFields'])
    delete meta[key];
  if (target.t.statusSubresource) delete object.status;
  cluster.finalize(target.t, object);
  trackUpdate(
    undefined,
    object,
    { manager: options.manager, apiVersion: groupVersion(target.t.group, target.t.version) },
    cluster.now(),
    scopeOf(target.t),
  );
  return finish(cluster, full, undefined, object, options.dryRun);
}

/** PUT to an object. */
export function update(cluster: Cluster, target: Target, body: unknown, options: WriteOptions): Obj {
  const object = checkBody(target, body, false);
  const live = cluster.store.get(target.t, target.namespace, target.name);
  if (!live) throw notFound(target.t, target.name);
  checkResourceVersion(target, object, live);
  carryOver(target.t, live, object);
  cluster.finalize(target.t, object);
  trackUpdate(
    live,
    object,
    { manager: options.manager, apiVersion: groupVersion(target.t.group, target.t.version) },
    cluster.now(),
    scopeOf(target.t),
  );
  return finish(cluster, target, live, object, options.dryRun);
}

/** PATCH with a JSON merge patch (strategic merge patch is approximated by it: lists replace). */
export function mergePatchObject(
  cluster: Cluster,
  target: Target,
  patch: unknown,
  options: WriteOptions,
): Obj {
  if (!isObj(patch)) throw badRequest('the object provided is unrecognized (must be of type object)');
  const live = cluster.store.get(target.t, target.namespace, target.name);
  if (!live) throw notFound(target.t, target.name);
  checkResourceVersion(target, patch, live);
  const patched = mergePatch(live, patch) as Obj;
  const object = checkBody(target, patched, false);
  carryOver(target.t, live, object);
  cluster.finalize(target.t, object);
  trackUpdate(
    live,
    object,
    { manager: options.manager, apiVersion: groupVersion(target.t.group, target.t.version) },
    cluster.now(),
    scopeOf(target.t),
  );
  return finish(cluster, target, live, object, options.dryRun);
}
