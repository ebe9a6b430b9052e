import type { KubeObject } from '../model/types';
import { isRecord } from '../model/values';

/**
 * Every Secret-shaped object anywhere in an evaluated value (a component's raw output, before it
 * is flattened or checked), so that a value can be learned by redactors even when the output is
 * later dropped. Shape only: a redactor decides what counts as a Secret.
 */
export function collectSecrets(value: unknown, out: KubeObject[] = []): KubeObject[] {
  if (Array.isArray(value)) {
    for (const v of value) collectSecrets(v, out);
    return out;
  }
  if (value === null || typeof value !== 'object') return out;
  const obj = value as Record<string, unknown>;
  if (obj.kind === 'Secret' && typeof obj.apiVersion === 'string' && isRecord(obj.metadata)) {
    out.push(obj as KubeObject);
    return out;
  }
  // Lists and the nested maps qbec flattens (`{ a: { b: <object> } }`).
  for (const v of Object.values(obj)) collectSecrets(v, out);
  return out;
}
