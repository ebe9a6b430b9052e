import type { KubeObject } from '../../model/types';
import { isRecord } from '../../model/values';

function isKubeObject(v: unknown): v is KubeObject {
  return (
    isRecord(v) &&
    typeof v.apiVersion === 'string' &&
    typeof v.kind === 'string' &&
    isRecord(v.metadata) &&
    typeof v.metadata.name === 'string'
  );
}

/**
 * The Kubernetes objects a snippet rendered, when that is what it rendered: an object with
 * apiVersion, kind and a name; a List (its items); or arrays and maps of those, at any depth.
 * Anything else (a Grafana dashboard, a config document) is not objects: undefined.
 */
export function kubeObjectsIn(value: unknown): KubeObject[] | undefined {
  const out: KubeObject[] = [];
  const walk = (v: unknown): boolean => {
    if (isRecord(v) && typeof v.kind === 'string' && v.kind.endsWith('List') && Array.isArray(v.items)) {
      return v.items.every(walk);
    }
    if (isKubeObject(v)) {
      out.push(v);
      return true;
    }
    if (Array.isArray(v)) return v.every(walk);
    if (isRecord(v) && !('apiVersion' in v) && !('kind' in v)) {
      const values = Object.values(v);
      return values.length > 0 && values.every(walk);
    }
    return false;
  };
  if (Array.isArray(value) && value.length === 0) return undefined;
  return walk(value) && out.length > 0 ? out : undefined;
}
