/** A decoded JSON object: every Kubernetes object and Status body the server handles. */
export type Obj = Record<string, unknown>;

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a nested object, or undefined when the value there is missing or not an object. */
export function objAt(value: unknown, ...path: string[]): Obj | undefined {
  let cur: unknown = value;
  for (const key of path) cur = isObj(cur) ? cur[key] : undefined;
  return isObj(cur) ? cur : undefined;
}

export function strAt(value: unknown, ...path: string[]): string | undefined {
  const parent = objAt(value, ...path.slice(0, -1));
  const leaf = parent?.[path[path.length - 1] ?? ''];
  return typeof leaf === 'string' ? leaf : undefined;
}

export function clone<T>(value: T): T {
  return structuredClone(value);
}

/** One served kind: the discovery entry plus what the server needs to store and validate it. */
export interface ResourceType {
  group: string;
  version: string;
  /** Plural, lower case: the path segment. */
  resource: string;
  singular: string;
  kind: string;
  listKind: string;
  namespaced: boolean;
  verbs: string[];
  shortNames?: string[];
  categories?: string[];
  /** With a status subresource, the main endpoint ignores `status` in writes (as the real server does). */
  statusSubresource: boolean;
  /** Built-in kinds omit kind/apiVersion on list items; custom resources keep them. */
  builtin: boolean;
}

export function groupVersion(group: string, version: string): string {
  return group ? `${group}/${version}` : version;
}

export function splitApiVersion(apiVersion: string): { group: string; version: string } {
  const slash = apiVersion.indexOf('/');
  return slash < 0
    ? { group: '', version: apiVersion }
    : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}

/** `deployments.apps` or `configmaps`: how the real server names a resource in messages. */
export function qualifiedResource(t: { group: string; resource: string }): string {
  return t.group ? `${t.resource}.${t.group}` : t.resource;
}

/** RFC 3339 to the second, as metav1.Time serialises. */
export function rfc3339(date: Date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Identifies an object for the test hooks. */
export interface ObjectRef {
  apiVersion: string;
  kind: string;
  name: string;
  namespace?: string;
}
