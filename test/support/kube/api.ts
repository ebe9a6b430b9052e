import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseYaml } from 'yaml';
import type { Authorizer } from './authz';
import type { Cluster } from './cluster';
import { deleteCollection, deleteObject, deleteOptions } from './delete';
import { getObject, listObjects } from './read';
import { type Route, route } from './router';
import {
  ApiError,
  badRequest,
  internalError,
  invalid,
  methodNotAllowed,
  routeNotFound,
  type StatusBody,
  unauthorized,
  unsupportedMediaType,
} from './status';
import type { ResourceType } from './types';
import { apply, create, mergePatchObject, PATCH_OPTIONS, type Target, update } from './write';

export interface ApiRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ApiResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const APPLY = 'application/apply-patch+yaml';
const MERGE = 'application/merge-patch+json';
const STRATEGIC = 'application/strategic-merge-patch+json';

function mediaType(headers: IncomingHttpHeaders): string {
  return (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Decodes a request body: YAML for apply patches and YAML bodies, JSON otherwise. */
function decode(text: string, type: string): unknown {
  if (text.trim() === '') throw badRequest('the body of the request was empty');
  try {
    return type === APPLY || type.endsWith('yaml') ? parseYaml(text) : JSON.parse(text);
  } catch (e) {
    throw badRequest(`error decoding ${type.endsWith('yaml') ? 'YAML' : 'JSON'}: ${(e as Error).message}`);
  }
}

function dryRunOf(query: URLSearchParams): boolean {
  const values = query.getAll('dryRun');
  for (const v of values) if (v !== 'All') throw badRequest(`Invalid dry run value: ${v}`);
  return values.length > 0;
}

/** The default field manager of a non-apply write: the User-Agent's first word, as the real server does. */
function defaultManager(headers: IncomingHttpHeaders): string {
  const ua = headers['user-agent'] ?? '';
  return ua.split('/')[0]?.trim() || 'unknown';
}

type ObjectRoute = Extract<Route, { kind: 'object' }>;

/** The API's request handling, from a decoded request to a response; it never throws. */
export class Api {
  constructor(
    private readonly cluster: Cluster,
    private readonly authz: Authorizer,
    private readonly token: () => string,
    private readonly serverAddress: () => string,
  ) {}

  handle(req: ApiRequest): ApiResponse {
    try {
      return this.dispatch(req);
    } catch (e) {
      const error = e instanceof ApiError ? e : internalError((e as Error).message);
      const status: StatusBody = error.status;
      return { status: status.code ?? 500, body: status, headers: error.headers };
    }
  }

  private dispatch(req: ApiRequest): ApiResponse {
    const r = route(req.url.pathname);
    if (r.kind === 'version') {
      return {
        status: 200,
        body: { major: '1', minor: '33', gitVersion: 'v1.33.0', platform: 'linux/amd64' },
      };
    }
    if (r.kind === 'health')
      return { status: 200, body: 'ok', headers: { 'Content-Type': 'text/plain; charset=utf-8' } };
    if (req.headers.authorization !== `Bearer ${this.token()}`) throw unauthorized();
    const registry = this.cluster.registry;
    const discovery = (body: unknown): ApiResponse => {
      if (req.method !== 'GET') throw methodNotAllowed();
      if (body === undefined) throw routeNotFound();
      return { status: 200, body };
    };
    switch (r.kind) {
      case 'api':
        return discovery(registry.apiVersions(this.serverAddress()));
      case 'apis':
        return discovery(registry.groupList());
      case 'group':
        return discovery(registry.group(r.group));
      case 'resources':
        return discovery(registry.resourceList(r.group, r.version));
      case 'object':
        return this.object(req, r);
      default:
        throw routeNotFound();
    }
  }

  private object(req: ApiRequest, r: ObjectRoute): ApiResponse {
    const t = this.cluster.registry.byResource(r.group, r.version, r.resource);
    // A namespaced path for a cluster-scoped kind (or the reverse, for one object) is not served.
    if (
      !t ||
      (!t.namespaced && r.namespace !== undefined) ||
      (t.namespaced && r.name !== undefined && r.namespace === undefined)
    ) {
      throw routeNotFound();
    }
    if (r.subresource !== undefined && !(r.subresource === 'status' && t.statusSubresource))
      throw routeNotFound();
    const query = req.url.searchParams;
    const verb = this.verb(req.method, r, query);
    this.authz.check({
      verb,
      t,
      ...(r.subresource ? { subresource: r.subresource } : {}),
      ...(r.namespace ? { namespace: r.namespace } : {}),
      ...(r.name ? { name: r.name } : {}),
    });
    if (r.subresource && verb !== 'get') throw methodNotAllowed();
    const target = (): Target => ({
      t,
      name: r.name ?? '',
      ...(r.namespace ? { namespace: r.namespace } : {}),
    });
    switch (verb) {
      case 'get':
        return { status: 200, body: getObject(this.cluster, t, r.namespace, r.name ?? '') };
      case 'list':
        return { status: 200, body: listObjects(this.cluster, t, r.namespace, Object.fromEntries(query)) };
      case 'create': {
        const body = decode(req.body, mediaType(req.headers));
        const manager = query.get('fieldManager') || defaultManager(req.headers);
        const options = { manager, dryRun: dryRunOf(query) };
        return {
          status: 201,
          body: create(
            this.cluster,
            { t, ...(r.namespace ? { namespace: r.namespace } : {}) },
            body,
            options,
          ),
        };
      }
      case 'update': {
        const manager = query.get('fieldManager') || defaultManager(req.headers);
        const body = decode(req.body, mediaType(req.headers));
        return {
          status: 200,
          body: update(this.cluster, target(), body, { manager, dryRun: dryRunOf(query) }),
        };
      }
      case 'patch':
        return this.patch(req, t, target());
      case 'delete': {
        const options = deleteOptions(
          query,
          req.body.trim() ? decode(req.body, 'application/json') : undefined,
        );
        return { status: 200, body: deleteObject(this.cluster, target(), options) };
      }
      case 'deletecollection': {
        const options = deleteOptions(
          query,
          req.body.trim() ? decode(req.body, 'application/json') : undefined,
        );
        return { status: 200, body: deleteCollection(this.cluster, t, r.namespace, query, options) };
      }
      default:
        throw methodNotAllowed();
    }
  }

  private verb(method: string, r: ObjectRoute, query: URLSearchParams): string {
    const one = r.name !== undefined;
    switch (method) {
      case 'GET':
        if (query.get('watch') === 'true' || query.get('watch') === '1') {
          throw methodNotAllowed('watch is not supported by this test API server; poll with get or list');
        }
        return one ? 'get' : 'list';
      case 'POST':
        if (one) throw methodNotAllowed();
        return 'create';
      case 'PUT':
        if (!one) throw methodNotAllowed();
        return 'update';
      case 'PATCH':
        if (!one) throw methodNotAllowed();
        return 'patch';
      case 'DELETE':
        return one ? 'delete' : 'deletecollection';
      default:
        throw methodNotAllowed();
    }
  }

  private patch(req: ApiRequest, t: ResourceType, target: Target): ApiResponse {
    const type = mediaType(req.headers);
    const query = req.url.searchParams;
    const dryRun = dryRunOf(query);
    if (type === APPLY) {
      const existed = this.cluster.store.get(t, target.namespace, target.name) !== undefined;
      const body = decode(req.body, type);
      const force = query.get('force') === 'true';
      const object = apply(this.cluster, target, body, {
        manager: query.get('fieldManager') ?? undefined,
        force,
        dryRun,
      });
      // An apply that creates answers 201, like a POST.
      return { status: existed ? 200 : 201, body: object };
    }
    if (type === MERGE || type === STRATEGIC) {
      if (query.has('force')) {
        throw invalid(PATCH_OPTIONS, '', [
          { type: 'FieldValueForbidden', field: 'force', detail: 'may not be specified for non-apply patch' },
        ]);
      }
      const manager = query.get('fieldManager') || defaultManager(req.headers);
      const body = decode(req.body, 'application/json');
      return { status: 200, body: mergePatchObject(this.cluster, target, body, { manager, dryRun }) };
    }
    throw unsupportedMediaType([MERGE, STRATEGIC, APPLY]);
  }
}
