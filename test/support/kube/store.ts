import { clone, type Obj, objAt } from './types';

interface Kind {
  group: string;
  resource: string;
}

export interface StoredEntry {
  group: string;
  resource: string;
  object: Obj;
}

/**
 * Objects keyed by group/resource/namespace/name, like etcd's keys: the version is not part of the
 * key, so every served version of a kind reads the same object. Reads and writes copy.
 */
export class ObjectStore {
  private readonly objects = new Map<string, StoredEntry>();
  private revision = 1000;

  private static key(k: Kind, namespace: string | undefined, name: string): string {
    return [k.group, k.resource, namespace ?? '', name].join('\u0000');
  }

  /** The next value of the global counter every write takes its resourceVersion from. */
  nextResourceVersion(): string {
    this.revision += 1;
    return String(this.revision);
  }

  currentResourceVersion(): string {
    return String(this.revision);
  }

  get(k: Kind, namespace: string | undefined, name: string): Obj | undefined {
    const entry = this.objects.get(ObjectStore.key(k, namespace, name));
    return entry ? clone(entry.object) : undefined;
  }

  put(k: Kind, object: Obj): void {
    const meta = objAt(object, 'metadata');
    const name = meta?.name;
    if (typeof name !== 'string') throw new Error('store.put: object without metadata.name');
    const namespace = typeof meta?.namespace === 'string' ? meta.namespace : undefined;
    this.objects.set(ObjectStore.key(k, namespace, name), {
      group: k.group,
      resource: k.resource,
      object: clone(object),
    });
  }

  delete(k: Kind, namespace: string | undefined, name: string): Obj | undefined {
    const key = ObjectStore.key(k, namespace, name);
    const entry = this.objects.get(key);
    this.objects.delete(key);
    return entry?.object;
  }

  /** Objects of a kind, in key order (namespace, then name), like an etcd range read. */
  list(k: Kind, namespace?: string): Obj[] {
    return this.sorted(
      ([, e]) =>
        e.group === k.group &&
        e.resource === k.resource &&
        (namespace === undefined || objAt(e.object, 'metadata')?.namespace === namespace),
    ).map(([, e]) => clone(e.object));
  }

  /** Every stored object, for namespace deletion and garbage collection. */
  entries(): StoredEntry[] {
    return this.sorted().map(([, e]) => ({ group: e.group, resource: e.resource, object: clone(e.object) }));
  }

  private sorted(keep: (entry: [string, StoredEntry]) => boolean = () => true): Array<[string, StoredEntry]> {
    return [...this.objects.entries()].filter(keep).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }
}
