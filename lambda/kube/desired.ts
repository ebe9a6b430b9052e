import type { BundleObject } from '../../src/model/contract';
import { keyId, objectKey } from '../../src/model/key';
import type { KubeObject } from '../../src/model/types';
import type { KubeClient } from './client';
import { KubeError, ScopeUnresolved } from './errors';
import { type Owner, withOwnership } from './ownership';
import { type RetryOptions, withRetry } from './retry';

/**
 * The object as rigging sends it: with its ownership labels, and, when the cluster says its kind is
 * namespaced and it names no namespace, in the source's default namespace (qbec's, at apply time).
 */
export async function desiredObject(
  client: KubeClient,
  o: BundleObject,
  owner: Owner,
  retry: RetryOptions,
): Promise<KubeObject> {
  const desired = withOwnership(o.object, owner);
  if (desired.metadata.namespace) return desired;
  let namespaced: boolean;
  try {
    namespaced = await withRetry(() => client.isNamespaced(desired.apiVersion, desired.kind), retry);
  } catch (err) {
    const e = err instanceof KubeError ? err : new KubeError(0, 'Error', String(err));
    // 404: the server answered that it does not serve the kind; the object cannot exist there.
    if (e.status === 404) throw e;
    throw new ScopeUnresolved(e);
  }
  if (!namespaced) return desired;
  return { ...desired, metadata: { ...desired.metadata, namespace: defaultNamespaceOf(o) } };
}

function defaultNamespaceOf(o: BundleObject): string {
  return o.defaultNamespace ?? 'default';
}

/**
 * Every key an object of the bundle may have in an inventory, from the bundle alone (never from
 * what the API said): one that names no namespace is kept both in its default namespace and
 * without one, so whichever form an earlier deploy recorded, prune leaves it alone.
 */
export function keepSet(objects: readonly BundleObject[]): Set<string> {
  const keep = new Set<string>();
  for (const o of objects) {
    const key = objectKey(o.object);
    keep.add(keyId(key));
    if (!key.namespace) keep.add(keyId({ ...key, namespace: defaultNamespaceOf(o) }));
  }
  return keep;
}
