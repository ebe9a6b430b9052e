import { randomUUID } from 'node:crypto';
import { type ControllerOptions, Controllers } from './controllers';
import { applyDefaults, normalize } from './defaults';
import { Registry } from './discovery';
import { deepEqual } from './fieldpaths';
import { ownedContent, trackUpdate } from './managed';
import { CRDS, NAMESPACES } from './resources';
import { ObjectStore } from './store';
import { clone, groupVersion, isObj, type Obj, objAt, type ResourceType, rfc3339, strAt } from './types';

export interface ClusterOptions extends Partial<ControllerOptions> {
  /** Fill in server-side defaults (Deployment strategy, Service clusterIP, ...). On by default. */
  defaults?: boolean;
}

/** Namespaces a fresh cluster has. */
export const INITIAL_NAMESPACES = ['default', 'kube-node-lease', 'kube-public', 'kube-system'];

const is = (t: ResourceType, group: string, kind: string): boolean => t.group === group && t.kind === kind;

function specOf(object: Obj): Obj {
  const { metadata: _m, status: _s, apiVersion: _a, ...rest } = object;
  return rest;
}

/**
 * The cluster's state without HTTP: the store, what it serves, and the write path every handler
 * and test hook ends in (uid, resourceVersion, generation, controllers, cascading deletes).
 */
export class Cluster {
  readonly store = new ObjectStore();
  readonly registry = new Registry(() => this.store.list(CRDS));
  readonly controllers: Controllers;
  private readonly defaults: boolean;
  private nextClusterIP = 10;

  constructor(options: ClusterOptions = {}) {
    this.defaults = options.defaults ?? true;
    this.controllers = new Controllers(
      { writeStatus: (...args) => this.writeStatus(...args), now: () => this.now() },
      {
        rollout: options.rollout ?? 'immediate',
        crdEstablishDelayMs: options.crdEstablishDelayMs ?? 0,
        nodes: options.nodes ?? 1,
      },
    );
    for (const name of INITIAL_NAMESPACES) {
      const ns: Obj = { apiVersion: 'v1', kind: 'Namespace', metadata: { name } };
      this.finalize(NAMESPACES, ns);
      trackUpdate(undefined, ns, { manager: 'kube-apiserver', apiVersion: 'v1' }, this.now(), (o) =>
        ownedContent(o, false),
      );
      this.commit(NAMESPACES, undefined, ns, false);
    }
  }

  now(): string {
    return rfc3339();
  }

  namespaceExists(name: string): boolean {
    return this.store.get(NAMESPACES, undefined, name) !== undefined;
  }

  /** What the server does to every written object before validation. */
  finalize(t: ResourceType, object: Obj): void {
    normalize(t, object);
    if (!this.defaults) return;
    applyDefaults(t, object, {
      allocateClusterIP: () =>
        `10.96.${Math.floor(this.nextClusterIP / 250)}.${(this.nextClusterIP++ % 250) + 1}`,
    });
  }

  /**
   * Stores `next` as the new version of `prev` (or a new object). An unchanged object keeps its
   * resourceVersion; generation moves only when something outside metadata and status changed.
   */
  commit(t: ResourceType, prev: Obj | undefined, next: Obj, dryRun: boolean): Obj {
    const out = clone(next);
    out.apiVersion = groupVersion(t.group, t.version);
    out.kind = t.kind;
    const meta = objAt(out, 'metadata') ?? {};
    out.metadata = meta;
    if (prev) {
      const prevMeta = objAt(prev, 'metadata') ?? {};
      for (const key of ['uid', 'creationTimestamp', 'generation', 'resourceVersion'])
        meta[key] = prevMeta[key];
      const comparable = (o: Obj) => ({ ...o, apiVersion: undefined });
      if (deepEqual(comparable(prev), comparable(out))) return { ...clone(prev), apiVersion: out.apiVersion };
      if (!deepEqual(specOf(prev), specOf(out))) meta.generation = Number(prevMeta.generation ?? 0) + 1;
      if (!dryRun) meta.resourceVersion = this.store.nextResourceVersion();
    } else {
      meta.uid = randomUUID();
      meta.creationTimestamp = this.now();
      meta.generation = 1;
      // A dry-run create is never stored, so it never gets a resourceVersion.
      if (dryRun) delete meta.resourceVersion;
      else meta.resourceVersion = this.store.nextResourceVersion();
    }
    if (!dryRun) {
      this.store.put(t, out);
      this.controllers.onWrite(t, clone(out));
    }
    return out;
  }

  /** A controller's status write: status subresource, operation Update, no generation bump. */
  writeStatus(
    t: ResourceType,
    namespace: string | undefined,
    name: string,
    manager: string,
    next: (o: Obj) => Obj | undefined,
  ): void {
    const current = this.store.get(t, namespace, name);
    if (!current) return;
    const status = next(current);
    if (!status || deepEqual(current.status, status)) return;
    const updated = clone(current);
    updated.status = status;
    const scope = (o: Obj): Obj => (isObj(o.status) ? { status: o.status } : {});
    const owner = { manager, apiVersion: groupVersion(t.group, t.version), subresource: 'status' };
    trackUpdate(current, updated, owner, this.now(), scope);
    const meta = objAt(updated, 'metadata');
    if (meta) meta.resourceVersion = this.store.nextResourceVersion();
    this.store.put(t, updated);
  }

  /**
   * Deletes an object with what follows from it: a Namespace takes its contents, a CRD its custom
   * resources, and unless orphaning, owners take their dependents (the garbage collector's job).
   */
  remove(t: ResourceType, namespace: string | undefined, name: string, orphan: boolean): Obj | undefined {
    const removed = this.store.delete(t, namespace, name);
    if (!removed) return undefined;
    const uid = strAt(removed, 'metadata', 'uid');
    for (const e of this.store.entries()) {
      const meta = objAt(e.object, 'metadata') ?? {};
      const ns = typeof meta.namespace === 'string' ? meta.namespace : undefined;
      const inNamespace = is(t, '', 'Namespace') && ns === name;
      const isCustomResource =
        is(t, CRDS.group, CRDS.kind) &&
        e.group === strAt(removed, 'spec', 'group') &&
        e.resource === strAt(removed, 'spec', 'names', 'plural');
      const refs = Array.isArray(meta.ownerReferences) ? meta.ownerReferences : [];
      const dependent = !orphan && refs.some((r) => isObj(r) && r.uid === uid);
      if (inNamespace || isCustomResource || dependent) {
        const type = this.registry.all().find((r) => r.group === e.group && r.resource === e.resource);
        if (type) this.remove(type, ns, String(meta.name), orphan);
        else this.store.delete(e, ns, String(meta.name));
      }
    }
    return removed;
  }
}
