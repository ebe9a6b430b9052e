import type { BundleObject } from '../../src/model/bundle';
import type { KubeObject } from '../../src/model/types';
import type { KubeClient } from './client';
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
  if (
    desired.metadata.namespace ||
    !(await withRetry(() => client.isNamespaced(desired.apiVersion, desired.kind), retry))
  ) {
    return desired;
  }
  return { ...desired, metadata: { ...desired.metadata, namespace: o.defaultNamespace ?? 'default' } };
}
