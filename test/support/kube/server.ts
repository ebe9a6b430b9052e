import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse as parseYaml } from 'yaml';
import { Api } from './api';
import { Authorizer, type ForbidRule } from './authz';
import { Cluster } from './cluster';
import type { RolloutMatch } from './controllers';
import {
  type DelaySpec,
  type DropSpec,
  type FailAfterSpec,
  type FailSpec,
  Faults,
  type RequestMatch,
} from './faults';
import { buildKubeconfig } from './kubeconfig';
import type { RolloutMode } from './rollout';
import { type TestCertificates, testCertificates } from './tls';
import {
  clone,
  groupVersion,
  type Obj,
  type ObjectRef,
  objAt,
  type ResourceType,
  splitApiVersion,
  strAt,
} from './types';
import { create, update } from './write';

export type { ForbidRule } from './authz';
export type { RolloutMatch } from './controllers';
export type { DelaySpec, DropSpec, FailAfterSpec, FailSpec, RequestMatch } from './faults';
export type { RolloutMode } from './rollout';
export type { Obj, ObjectRef } from './types';

export interface KubeApiServerOptions {
  /** The bearer token the kubeconfig carries and the server requires (default `rigging-test-token`). */
  token?: string;
  /** The user named in 403 messages and the kubeconfig (default `rigging`). */
  user?: string;
  /** The kubeconfig context's namespace; none by default, so clients use `default`. */
  namespace?: string;
  /** How workloads roll out unless a setRollout rule matches (default `immediate`). */
  rollout?: RolloutMode;
  /** Delay before a new CRD is Established (default 0: at once). */
  crdEstablishDelayMs?: number | 'never';
  /** Nodes DaemonSets schedule onto (default 1). */
  nodes?: number;
  /** Server-side defaulting (default true). */
  defaults?: boolean;
  /**
   * Serve https with a throwaway CA (made with the openssl CLI) that the kubeconfig trusts through
   * certificate-authority-data, as a real cluster's kubeconfig does. Default: plain http.
   */
  tls?: boolean;
}

export interface RequestRecord {
  method: string;
  path: string;
  /** Path and query as sent, what `pathIncludes` matches against. */
  url: string;
  query: Record<string, string>;
  contentType?: string;
  /** The decoded body (JSON or YAML), or the text when it decodes as neither. */
  body?: unknown;
  /** The status answered; absent when the connection was dropped first. */
  status?: number;
  dropped?: boolean;
  /** Milliseconds an injected delay held the answer back; absent when none did. */
  delayedMs?: number;
}

export interface Started {
  url: string;
  kubeconfig: string;
}

function decodeForLog(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    try {
      return parseYaml(text);
    } catch {
      return text;
    }
  }
}

/**
 * A Kubernetes API server on loopback with the subset rigging's Lambda uses: discovery, get/list
 * with selectors, server-side apply with field ownership, delete, simplified controllers, and
 * hooks to inject faults and inspect or change the cluster behind the client's back.
 */
export class KubeApiServer {
  readonly cluster: Cluster;
  private readonly faults = new Faults();
  private readonly authz: Authorizer;
  private readonly api: Api;
  private readonly log: RequestRecord[] = [];
  private readonly token: string;
  private readonly user: string;
  private server: Server | undefined;
  private certificates: TestCertificates | undefined;

  constructor(private readonly options: KubeApiServerOptions = {}) {
    this.token = options.token ?? 'rigging-test-token';
    this.user = options.user ?? 'rigging';
    this.cluster = new Cluster(options);
    this.authz = new Authorizer(this.user);
    this.api = new Api(
      this.cluster,
      this.authz,
      () => this.token,
      () => this.url.replace(/^https?:\/\//, ''),
    );
  }

  async start(port = 0): Promise<Started> {
    const handler = (req: IncomingMessage, res: ServerResponse) => void this.serve(req, res);
    if (this.options.tls) this.certificates = await testCertificates();
    const certs = this.certificates;
    const server: Server = certs
      ? createTlsServer({ cert: certs.cert, key: certs.key }, handler)
      : createServer(handler);
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return { url: this.url, kubeconfig: this.kubeconfig() };
  }

  async stop(): Promise<void> {
    this.cluster.controllers.stop();
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    if (!this.server) throw new Error('KubeApiServer is not started');
    const { port } = this.server.address() as AddressInfo;
    return `${this.certificates ? 'https' : 'http'}://127.0.0.1:${port}`;
  }

  /** PEM of the CA an https server's certificate chains to (undefined for http). */
  get ca(): string | undefined {
    return this.certificates?.ca;
  }

  /** The kubeconfig for this server; override the token (for 401 tests) or the context namespace. */
  kubeconfig(overrides: { token?: string; namespace?: string } = {}): string {
    const namespace = overrides.namespace ?? this.options.namespace;
    return buildKubeconfig({
      server: this.url,
      ...(this.certificates ? { ca: this.certificates.ca } : {}),
      token: overrides.token ?? this.token,
      user: this.user,
      ...(namespace ? { namespace } : {}),
    });
  }

  // ---- the cluster, behind the client's back ----

  private typeOf(apiVersion: string, kind: string): ResourceType {
    const { group, version } = splitApiVersion(apiVersion);
    const t = this.cluster.registry.byKind(group, version, kind);
    if (!t) throw new Error(`KubeApiServer: ${apiVersion} ${kind} is not served`);
    return t;
  }

  /** The stored object, or undefined. */
  get(ref: ObjectRef): Obj | undefined {
    const t = this.typeOf(ref.apiVersion, ref.kind);
    const object = this.cluster.store.get(
      t,
      t.namespaced ? (ref.namespace ?? 'default') : undefined,
      ref.name,
    );
    return object ? { ...object, apiVersion: groupVersion(t.group, t.version), kind: t.kind } : undefined;
  }

  list(apiVersion: string, kind: string, namespace?: string): Obj[] {
    const t = this.typeOf(apiVersion, kind);
    return this.cluster.store.list(t, namespace).map((o) => ({ ...o, apiVersion, kind }));
  }

  /**
   * Creates (or replaces) an object as another client would, with operation Update, so it
   * shows in managedFields under `manager` (default `kubectl`). Validation and defaults apply.
   */
  seed(object: Obj, manager = 'kubectl'): Obj {
    const t = this.typeOf(String(object.apiVersion), String(object.kind));
    const namespace = t.namespaced ? (strAt(object, 'metadata', 'namespace') ?? 'default') : undefined;
    const name = strAt(object, 'metadata', 'name') ?? '';
    const target = { t, name, ...(namespace ? { namespace } : {}) };
    if (this.cluster.store.get(t, namespace, name))
      return update(this.cluster, target, object, { manager, dryRun: false });
    return create(this.cluster, target, object, { manager, dryRun: false });
  }

  /** Edits a live object out of band (drift: someone ran kubectl edit). */
  mutate(ref: ObjectRef, edit: (object: Obj) => void, manager = 'kubectl-edit'): Obj {
    const live = this.get(ref);
    if (!live) throw new Error(`KubeApiServer.mutate: ${ref.kind} ${ref.name} does not exist`);
    const next = clone(live);
    edit(next);
    const meta = objAt(next, 'metadata');
    if (meta) delete meta.resourceVersion;
    return this.seed(next, manager);
  }

  /** Deletes out of band; dependents go too unless `orphan`. */
  remove(ref: ObjectRef, orphan = false): boolean {
    const t = this.typeOf(ref.apiVersion, ref.kind);
    const namespace = t.namespaced ? (ref.namespace ?? 'default') : undefined;
    return this.cluster.remove(t, namespace, ref.name, orphan) !== undefined;
  }

  /**
   * Stores an object a controller made for `owner` (a ReplicaSet for a Deployment, say): with an
   * ownerReference to it, the owner's namespace, and the owner's labels unless it has its own.
   */
  addControllerOwned(owner: ObjectRef, object: Obj): Obj {
    const live = this.get(owner);
    if (!live)
      throw new Error(`KubeApiServer.addControllerOwned: owner ${owner.kind} ${owner.name} does not exist`);
    const next = clone(object);
    const meta = objAt(next, 'metadata') ?? {};
    next.metadata = meta;
    const ownerMeta = objAt(live, 'metadata') ?? {};
    if (ownerMeta.namespace && meta.namespace === undefined) meta.namespace = ownerMeta.namespace;
    if (meta.labels === undefined && ownerMeta.labels !== undefined) meta.labels = clone(ownerMeta.labels);
    meta.ownerReferences = [
      {
        apiVersion: owner.apiVersion,
        kind: owner.kind,
        name: owner.name,
        uid: ownerMeta.uid,
        controller: true,
        blockOwnerDeletion: true,
      },
    ];
    return this.seed(next, 'kube-controller-manager');
  }

  // ---- behaviour ----

  /** How matching workloads roll out from now on; the latest matching rule wins. */
  setRollout(mode: RolloutMode, match: RolloutMatch = {}): void {
    this.cluster.controllers.setRollout(mode, match);
  }

  setCrdEstablishDelay(ms: number | 'never'): void {
    this.cluster.controllers.setCrdEstablishDelay(ms);
  }

  /** Makes matching requests answer 403 Forbidden, as RBAC would. */
  forbid(rule: ForbidRule): void {
    this.authz.forbid(rule);
  }

  clearForbidden(): void {
    this.authz.clear();
  }

  // ---- faults ----

  /** The next `times` matching requests fail: 429 (with Retry-After), 500, 503 or 504. */
  failNext(spec: FailSpec): void {
    this.faults.failNext(spec);
  }

  /** Slows matching requests. */
  delay(spec: DelaySpec): void {
    this.faults.delay(spec);
  }

  /** Destroys the socket of the next `times` matching requests without an answer. */
  dropNext(spec: DropSpec = {}): void {
    this.faults.dropNext(spec);
  }

  /** The next `n` writes succeed; every write after them fails (500) until clearFaults. */
  failAfter(n: number, spec: FailAfterSpec = {}): void {
    this.faults.failAfter(n, spec);
  }

  clearFaults(): void {
    this.faults.clear();
  }

  // ---- what the client did ----

  /** Requests so far, oldest first, optionally only those matching. */
  requests(match: RequestMatch = {}): RequestRecord[] {
    return this.log.filter(
      (r) =>
        (match.method === undefined || match.method.toUpperCase() === r.method) &&
        (match.pathIncludes === undefined || r.url.includes(match.pathIncludes)),
    );
  }

  /** Counts per `METHOD path`, e.g. `PATCH /apis/apps/v1/namespaces/default/deployments/web`. */
  requestCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const r of this.log) counts[`${r.method} ${r.path}`] = (counts[`${r.method} ${r.path}`] ?? 0) + 1;
    return counts;
  }

  clearRequests(): void {
    this.log.length = 0;
  }

  // ---- HTTP ----

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await this.exchange(req, res);
    } catch {
      // The client went away mid-request, or the server stopped: nobody is left to answer.
      req.socket.destroy();
    }
  }

  private async exchange(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    const contentType = req.headers['content-type'];
    const record: RequestRecord = {
      method,
      path: url.pathname,
      url: url.pathname + url.search,
      query: Object.fromEntries(url.searchParams),
      ...(contentType ? { contentType } : {}),
      ...(text ? { body: decodeForLog(text) } : {}),
    };
    this.log.push(record);
    const plan = this.faults.plan(method, url.pathname + url.search);
    if (plan.delayBefore + plan.delayAfter > 0) record.delayedMs = plan.delayBefore + plan.delayAfter;
    if (plan.delayBefore > 0) await sleep(plan.delayBefore);
    if (plan.drop === 'before') {
      record.dropped = true;
      req.socket.destroy();
      return;
    }
    const answer = plan.fail
      ? { status: plan.fail.status.code ?? 500, body: plan.fail.status, headers: plan.fail.headers }
      : this.api.handle({ method, url, headers: req.headers, body: text });
    if (plan.delayAfter > 0) await sleep(plan.delayAfter);
    if (plan.drop === 'after') {
      record.dropped = true;
      req.socket.destroy();
      return;
    }
    record.status = answer.status;
    if (res.destroyed) return;
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache, private',
      'Audit-Id': randomUUID(),
      ...answer.headers,
    });
    res.end(body);
  }
}
