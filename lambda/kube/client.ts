import {
  ApiException,
  KubeConfig,
  type KubernetesObject,
  KubernetesObjectApi,
  PatchStrategy,
} from '@kubernetes/client-node';
import type { KubeObject, ObjectKey } from '../../src/model/types';
import { KubeError } from './errors';

export const FIELD_MANAGER = 'rigging';

/** The few calls the Lambda makes, over @kubernetes/client-node, with errors made uniform. */
export interface KubeClient {
  apply(obj: KubeObject, opts: { dryRun?: boolean; force?: boolean }): Promise<KubeObject>;
  read(key: ObjectKey): Promise<KubeObject | undefined>;
  remove(key: ObjectKey, opts: { dryRun?: boolean }): Promise<void>;
  /** Takes labels off a live object (a JSON merge patch): how rigging lets go of what it adopted. */
  removeLabels(key: ObjectKey, labels: readonly string[], opts: { dryRun?: boolean }): Promise<void>;
  /** From the server's discovery (cached by the client). */
  isNamespaced(apiVersion: string, kind: string): Promise<boolean>;
}

/** client-node keeps discovery behind a protected method; this exposes it. */
class DiscoveringObjectApi extends KubernetesObjectApi {
  static make(kc: KubeConfig): DiscoveringObjectApi {
    const api = kc.makeApiClient(DiscoveringObjectApi);
    api.setDefaultNamespace(kc);
    return api;
  }

  async namespaced(apiVersion: string, kind: string): Promise<boolean> {
    const resource = await this.resource(apiVersion, kind);
    if (!resource)
      throw new KubeError(
        404,
        'NotFound',
        `the server could not find the requested resource (${apiVersion} ${kind})`,
      );
    return resource.namespaced;
  }
}

function header(key: ObjectKey): {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
} {
  const apiVersion = key.group ? `${key.group}/${key.version}` : key.version;
  return {
    apiVersion,
    kind: key.kind,
    metadata: { name: key.name, ...(key.namespace ? { namespace: key.namespace } : {}) },
  };
}

export function toKubeError(err: unknown): KubeError {
  if (err instanceof KubeError) return err;
  if (err instanceof ApiException) {
    let body: { message?: string; reason?: string } = {};
    try {
      body = typeof err.body === 'string' ? JSON.parse(err.body) : (err.body as typeof body);
    } catch {
      body = { message: String(err.body).slice(0, 500) };
    }
    return new KubeError(err.code, body.reason ?? '', body.message ?? `HTTP ${err.code}`);
  }
  const e = err as { code?: string; message?: string; cause?: { code?: string } };
  // Network failures (resets, refused connections, timeouts) carry no HTTP status.
  return new KubeError(0, e.cause?.code ?? e.code ?? 'NetworkError', e.message ?? String(err));
}

export function createKubeClient(kubeconfig: string): KubeClient {
  const kc = new KubeConfig();
  kc.loadFromString(kubeconfig);
  const api = DiscoveringObjectApi.make(kc);
  return {
    async apply(obj, opts) {
      try {
        const out = await api.patch(
          obj as KubernetesObject,
          undefined,
          opts.dryRun ? 'All' : undefined,
          FIELD_MANAGER,
          opts.force ?? false,
          PatchStrategy.ServerSideApply,
        );
        return out as unknown as KubeObject;
      } catch (err) {
        throw toKubeError(err);
      }
    },
    async read(key) {
      try {
        return (await api.read(header(key))) as unknown as KubeObject;
      } catch (err) {
        const e = toKubeError(err);
        if (e.status === 404) return undefined;
        throw e;
      }
    },
    async isNamespaced(apiVersion, kind) {
      try {
        return await api.namespaced(apiVersion, kind);
      } catch (err) {
        throw toKubeError(err);
      }
    },
    async removeLabels(key, labels, opts) {
      const target = header(key);
      const patch = {
        ...target,
        metadata: { ...target.metadata, labels: Object.fromEntries(labels.map((l) => [l, null])) },
      };
      try {
        await api.patch(
          patch as unknown as KubernetesObject,
          undefined,
          opts.dryRun ? 'All' : undefined,
          FIELD_MANAGER,
          undefined,
          PatchStrategy.MergePatch,
        );
      } catch (err) {
        const e = toKubeError(err);
        if (e.status !== 404) throw e;
      }
    },
    async remove(key, opts) {
      try {
        await api.delete(
          header(key),
          undefined,
          opts.dryRun ? 'All' : undefined,
          undefined,
          undefined,
          'Background',
        );
      } catch (err) {
        const e = toKubeError(err);
        if (e.status !== 404) throw e;
      }
    },
  };
}
