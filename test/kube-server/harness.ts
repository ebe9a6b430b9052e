import {
  ApiException,
  KubeConfig,
  type KubernetesObject,
  KubernetesObjectApi,
  PatchStrategy,
} from '@kubernetes/client-node';
import { KubeApiServer, type KubeApiServerOptions } from '../support/kube/server';

/** A decoded response body; tests assert on it freely. */
// biome-ignore lint/suspicious/noExplicitAny: decoded JSON is navigated without declaring every Status shape
export type Json = any;

/** Any object to apply: a typed model or a plain literal with a kind's own fields. */
export type Manifest = KubernetesObject | (KubernetesObject & Record<string, unknown>);

export interface Harness {
  server: KubeApiServer;
  kc: KubeConfig;
  client: KubernetesObjectApi;
  url: string;
  token: string;
  /** Server-side apply the way rigging's Lambda does it. */
  apply<T extends KubernetesObject = KubernetesObject>(
    object: Manifest,
    opts?: { manager?: string; force?: boolean; dryRun?: boolean },
  ): Promise<T>;
  /** A raw request with the bearer token, for what client-node would not send. */
  raw(
    method: string,
    path: string,
    init?: { body?: string; contentType?: string },
  ): Promise<{ status: number; body: Json; headers: Headers }>;
}

export async function startHarness(options: KubeApiServerOptions = {}): Promise<Harness> {
  const server = new KubeApiServer(options);
  const { url, kubeconfig } = await server.start();
  const kc = new KubeConfig();
  kc.loadFromString(kubeconfig);
  const client = KubernetesObjectApi.makeApiClient(kc);
  const token = options.token ?? 'rigging-test-token';
  return {
    server,
    kc,
    client,
    url,
    token,
    apply: <T extends KubernetesObject>(
      object: Manifest,
      opts: { manager?: string; force?: boolean; dryRun?: boolean } = {},
    ) =>
      client.patch<T>(
        object as T,
        undefined,
        opts.dryRun ? 'All' : undefined,
        opts.manager ?? 'rigging',
        opts.force,
        PatchStrategy.ServerSideApply,
      ),
    raw: async (method, path, init = {}) => {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.contentType ? { 'content-type': init.contentType } : {}),
        },
        ...(init.body !== undefined ? { body: init.body } : {}),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body, headers: res.headers };
    },
  };
}

export interface Failure {
  code: number;
  body: Json;
  headers: Record<string, string>;
}

/** Awaits a client-node call that must fail with an HTTP status, and decodes the Status body. */
export async function failure(call: Promise<unknown>): Promise<Failure> {
  try {
    await call;
  } catch (e) {
    if (e instanceof ApiException) {
      const body = typeof e.body === 'string' ? JSON.parse(e.body) : e.body;
      return { code: e.code, body, headers: e.headers as Record<string, string> };
    }
    throw e;
  }
  throw new Error('expected the call to fail');
}

export function deployment(
  name: string,
  extra: { replicas?: number; labels?: Record<string, string>; image?: string; namespace?: string } = {},
) {
  const labels = { app: name, ...extra.labels };
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace: extra.namespace ?? 'default', labels },
    spec: {
      ...(extra.replicas !== undefined ? { replicas: extra.replicas } : {}),
      selector: { matchLabels: { app: name } },
      template: {
        metadata: { labels: { app: name } },
        spec: { containers: [{ name: 'main', image: extra.image ?? 'nginx:1.27' }] },
      },
    },
  };
}

export function configMap(
  name: string,
  data: Record<string, string>,
  labels: Record<string, string> = {},
  namespace = 'default',
) {
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace, labels }, data };
}
