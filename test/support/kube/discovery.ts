import { BUILTIN_TYPES } from './resources';
import { isObj, type Obj, objAt, type ResourceType, strAt } from './types';

/** What a CRD serves: one ResourceType per served version, once it is Established. */
export function typesOfCrd(crd: Obj): ResourceType[] {
  const spec = objAt(crd, 'spec');
  const names = objAt(crd, 'spec', 'names');
  const conditions = objAt(crd, 'status')?.conditions;
  const established =
    Array.isArray(conditions) &&
    conditions.some((c) => isObj(c) && c.type === 'Established' && c.status === 'True');
  const group = strAt(spec, 'group');
  const kind = strAt(names, 'kind');
  const plural = strAt(names, 'plural');
  if (!established || !group || !kind || !plural || !Array.isArray(spec?.versions)) return [];
  return spec.versions
    .filter((v): v is Obj => isObj(v) && v.served === true && typeof v.name === 'string')
    .map((v) => ({
      group,
      version: v.name as string,
      resource: plural,
      singular: strAt(names, 'singular') ?? kind.toLowerCase(),
      kind,
      listKind: strAt(names, 'listKind') ?? `${kind}List`,
      namespaced: strAt(spec, 'scope') !== 'Cluster',
      verbs: ['delete', 'deletecollection', 'get', 'list', 'patch', 'create', 'update', 'watch'],
      ...(Array.isArray(names?.shortNames) ? { shortNames: names.shortNames as string[] } : {}),
      ...(Array.isArray(names?.categories) ? { categories: names.categories as string[] } : {}),
      statusSubresource: isObj(objAt(v, 'subresources')?.status),
      builtin: false,
    }));
}

/** The served kinds: built-ins plus whatever the stored CRDs currently serve. */
export class Registry {
  constructor(private readonly crds: () => Obj[]) {}

  all(): ResourceType[] {
    return [...BUILTIN_TYPES, ...this.crds().flatMap(typesOfCrd)];
  }

  byResource(group: string, version: string, resource: string): ResourceType | undefined {
    return this.all().find((t) => t.group === group && t.version === version && t.resource === resource);
  }

  byKind(group: string, version: string, kind: string): ResourceType | undefined {
    return this.all().find((t) => t.group === group && t.version === version && t.kind === kind);
  }

  /** GET /api */
  apiVersions(serverAddress: string): Obj {
    return {
      kind: 'APIVersions',
      versions: ['v1'],
      serverAddressByClientCIDRs: [{ clientCIDR: '0.0.0.0/0', serverAddress }],
    };
  }

  private groupEntries(): Obj[] {
    const versions = new Map<string, string[]>();
    for (const t of this.all()) {
      if (!t.group) continue;
      const list = versions.get(t.group) ?? [];
      if (!list.includes(t.version)) list.push(t.version);
      versions.set(t.group, list);
    }
    return [...versions].map(([name, vs]) => {
      const entries = vs.map((version) => ({ groupVersion: `${name}/${version}`, version }));
      return { name, versions: entries, preferredVersion: entries[0] };
    });
  }

  /** GET /apis */
  groupList(): Obj {
    return { kind: 'APIGroupList', apiVersion: 'v1', groups: this.groupEntries() };
  }

  /** GET /apis/<group> */
  group(name: string): Obj | undefined {
    const entry = this.groupEntries().find((g) => g.name === name);
    return entry ? { kind: 'APIGroup', apiVersion: 'v1', ...entry } : undefined;
  }

  /** GET /api/v1 or /apis/<group>/<version>; the main resource is listed before its subresources. */
  resourceList(group: string, version: string): Obj | undefined {
    const types = this.all().filter((t) => t.group === group && t.version === version);
    if (types.length === 0) return undefined;
    const resources: Obj[] = [];
    for (const t of types.sort((a, b) => a.resource.localeCompare(b.resource))) {
      resources.push({
        name: t.resource,
        singularName: t.singular,
        namespaced: t.namespaced,
        kind: t.kind,
        verbs: t.verbs,
        ...(t.shortNames ? { shortNames: t.shortNames } : {}),
        ...(t.categories ? { categories: t.categories } : {}),
      });
      if (t.statusSubresource) {
        resources.push({
          name: `${t.resource}/status`,
          singularName: '',
          namespaced: t.namespaced,
          kind: t.kind,
          verbs: ['get', 'patch', 'update'],
        });
      }
    }
    const groupVersion = group ? `${group}/${version}` : version;
    // The real server omits apiVersion on the core list only; kept for fidelity.
    return group
      ? { kind: 'APIResourceList', apiVersion: 'v1', groupVersion, resources }
      : { kind: 'APIResourceList', groupVersion, resources };
  }
}
