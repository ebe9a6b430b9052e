import type { KubeObject, ObjectKey } from './types';

/** Splits `apps/v1` into group `apps`, version `v1`; core `v1` has group ``. */
export function splitApiVersion(apiVersion: string): { group: string; version: string } {
  const slash = apiVersion.indexOf('/');
  if (slash < 0) return { group: '', version: apiVersion };
  return { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}

export function objectKey(obj: KubeObject): ObjectKey {
  const { group, version } = splitApiVersion(obj.apiVersion);
  return {
    group,
    version,
    kind: obj.kind,
    namespace: obj.metadata.namespace ?? '',
    name: obj.metadata.name ?? obj.metadata.generateName ?? '',
  };
}

/**
 * A string form for maps and display. The version is left out on purpose: moving an
 * object from `v1beta1` to `v1` of the same group is a change to it, not a delete and an add.
 */
export function keyId(key: ObjectKey): string {
  const gk = key.group ? `${key.kind}.${key.group}` : key.kind;
  return key.namespace ? `${gk}:${key.namespace}/${key.name}` : `${gk}:${key.name}`;
}

/** Human form, kubectl style: `Deployment/web -n prod`, `apps/v1 Deployment prod/web`. */
export function displayKey(key: ObjectKey): string {
  const gv = key.group ? `${key.group}/${key.version}` : key.version;
  return key.namespace ? `${gv} ${key.kind} ${key.namespace}/${key.name}` : `${gv} ${key.kind} ${key.name}`;
}
