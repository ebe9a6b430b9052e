import type { Cluster } from './cluster';
import { matchesFields, matchesLabels, parseFieldSelector, parseLabelSelector } from './selectors';
import { badRequest, notFound } from './status';
import { groupVersion, type Obj, objAt, type ResourceType } from './types';

/** GET of one object: served at the version the path asked for. */
export function getObject(
  cluster: Cluster,
  t: ResourceType,
  namespace: string | undefined,
  name: string,
): Obj {
  const object = cluster.store.get(t, namespace, name);
  if (!object) throw notFound(t, name);
  return { ...object, apiVersion: groupVersion(t.group, t.version), kind: t.kind };
}

export interface ListQuery {
  labelSelector?: string;
  fieldSelector?: string;
  limit?: string;
  continue?: string;
}

function itemKey(item: Obj): string {
  const meta = objAt(item, 'metadata') ?? {};
  return `${String(meta.namespace ?? '')}/${String(meta.name ?? '')}`;
}

/** An opaque continue token: the key of the last item returned. */
function decodeContinue(token: string): string {
  try {
    const decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { after?: unknown };
    if (typeof decoded.after === 'string') return decoded.after;
  } catch {
    // fall through to the error below
  }
  throw badRequest(
    'continue key is not valid: incorrect encoded start resourceVersion (version meta.k8s.io/v1)',
  );
}

/**
 * GET of a collection. Items of built-in kinds carry no kind/apiVersion (the real server's typed
 * lists omit them); custom resources keep theirs, as the real server's unstructured lists do.
 */
export function listObjects(
  cluster: Cluster,
  t: ResourceType,
  namespace: string | undefined,
  query: ListQuery,
): Obj {
  const labels = query.labelSelector ? parseLabelSelector(query.labelSelector) : [];
  const fields = query.fieldSelector ? parseFieldSelector(query.fieldSelector) : [];
  const apiVersion = groupVersion(t.group, t.version);
  let items = cluster.store
    .list(t, namespace)
    .filter((o) => matchesLabels(labels, objAt(o, 'metadata', 'labels')))
    .filter((o) => matchesFields(fields, objAt(o, 'metadata') ?? {}));
  if (query.continue) {
    const after = decodeContinue(query.continue);
    items = items.filter((o) => itemKey(o) > after);
  }
  const metadata: Obj = { resourceVersion: cluster.store.currentResourceVersion() };
  const limit = query.limit ? Number.parseInt(query.limit, 10) : 0;
  if (limit > 0 && items.length > limit) {
    const last = items[limit - 1];
    metadata.continue = Buffer.from(JSON.stringify({ after: last ? itemKey(last) : '' })).toString(
      'base64url',
    );
    metadata.remainingItemCount = items.length - limit;
    items = items.slice(0, limit);
  }
  const shaped = items.map((o) => {
    if (!t.builtin) return { ...o, apiVersion, kind: t.kind };
    const { apiVersion: _a, kind: _k, ...rest } = o;
    return rest;
  });
  return { kind: t.listKind, apiVersion, metadata, items: shaped };
}
