/** What a request path addresses, before the registry says whether it is served. */
export type Route =
  | { kind: 'api' }
  | { kind: 'apis' }
  | { kind: 'group'; group: string }
  | { kind: 'resources'; group: string; version: string }
  | {
      kind: 'object';
      group: string;
      version: string;
      resource: string;
      namespace?: string;
      name?: string;
      subresource?: string;
    }
  | { kind: 'version' }
  | { kind: 'health' }
  | { kind: 'unknown' };

const NAMESPACE_SUBRESOURCES = ['status', 'finalize'];

/** Splits `/api/v1/...` and `/apis/<group>/<version>/...` paths the way the real server's mux does. */
export function route(pathname: string): Route {
  const parts = pathname
    .split('/')
    .filter((p) => p.length > 0)
    .map((p) => decodeURIComponent(p));
  const [root, ...rest] = parts;
  if (root === 'version' && rest.length === 0) return { kind: 'version' };
  if ((root === 'healthz' || root === 'livez' || root === 'readyz') && rest.length === 0)
    return { kind: 'health' };
  let group: string;
  let tail: string[];
  if (root === 'api') {
    if (rest.length === 0) return { kind: 'api' };
    group = '';
    tail = rest;
  } else if (root === 'apis') {
    if (rest.length === 0) return { kind: 'apis' };
    const [g, ...more] = rest;
    if (!g) return { kind: 'unknown' };
    if (more.length === 0) return { kind: 'group', group: g };
    group = g;
    tail = more;
  } else {
    return { kind: 'unknown' };
  }
  const [version, ...segments] = tail;
  if (!version) return { kind: 'unknown' };
  if (segments.length === 0) return { kind: 'resources', group, version };
  const [a, b, c, d, e, ...extra] = segments;
  if (!a || extra.length > 0) return { kind: 'unknown' };
  const object = (resource: string, namespace?: string, name?: string, subresource?: string): Route => ({
    kind: 'object',
    group,
    version,
    resource,
    ...(namespace !== undefined ? { namespace } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(subresource !== undefined ? { subresource } : {}),
  });
  // namespaces/<ns>/<resource>[/<name>[/<sub>]] unless it is the Namespace object's own subresource.
  if (
    a === 'namespaces' &&
    b &&
    c &&
    !(segments.length === 3 && group === '' && NAMESPACE_SUBRESOURCES.includes(c))
  ) {
    return object(c, b, d, e);
  }
  if (d !== undefined) return { kind: 'unknown' };
  return object(a, undefined, b, c);
}
