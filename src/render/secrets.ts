import type { KubeObject } from '../model/types';
import { isRecord } from '../model/values';

/**
 * Every Secret-shaped object anywhere in an evaluated value (a component's raw output, before it
 * is flattened or checked), so that a value can be learned by redactors even when the output is
 * later dropped. Shape only: a redactor decides what counts as a Secret.
 */
export function collectSecrets(value: unknown, out: KubeObject[] = []): KubeObject[] {
  // Walks every value a render made (kube-prometheus: 5.7 MB of YAML), so it looks only at
  // objects and arrays, and builds no array of values per object.
  if (value === null || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (v !== null && typeof v === 'object') collectSecrets(v, out);
    }
    return out;
  }
  const obj = value as Record<string, unknown>;
  if (obj.kind === 'Secret' && typeof obj.apiVersion === 'string' && isRecord(obj.metadata)) {
    out.push(obj as KubeObject);
    return out;
  }
  // Lists and the nested maps qbec flattens (`{ a: { b: <object> } }`).
  const keys = Object.keys(obj);
  for (let i = 0; i < keys.length; i++) {
    const v = obj[keys[i] as string];
    if (v !== null && typeof v === 'object') collectSecrets(v, out);
  }
  return out;
}
