/**
 * Landscaper's component descriptor functions: getResource, getResources, getComponent and
 * getRepositoryContext (gotemplate/funcs.go), over template.ResolveResources / ResolveComponents
 * (executions/template/helper.go), common.ConvertMapCdToCompDescV2 (template/common/utils.go) and
 * the legacy component-spec v2 bindings (apis/v2/helper.go: GetResourcesBySelector,
 * GetComponentReferences; utils/selector: DefaultSelector; apis/v2/list.go: GetComponent).
 *
 * Matching is on the identity only, as Landscaper does: `name` plus the entries of
 * `extraIdentity`. A key outside the identity (version, type) matches nothing, so the call fails
 * with Landscaper's "NotFound".
 */
import type { GoMap, GoValue } from '../../../template/gotemplate/value';
import { GoInt, isGoMap } from '../../../template/gotemplate/value';

export const SCHEMA_V2 = 'v2';
export const SCHEMA_V3ALPHA1 = 'ocm.software/v3alpha1';

/** The parts of a legacy v2 component descriptor the functions read. */
interface CdV2 {
  name: string;
  version: string;
  repositoryContexts: GoValue[];
  resources: GoMap[];
  componentReferences: GoMap[];
  raw: GoMap;
}

/** common.GetSchemaVersionFromMapCd. */
function schemaVersionOf(cd: GoMap): string {
  if (typeof cd.apiVersion === 'string') return cd.apiVersion;
  const meta = cd.meta;
  if (isGoMap(meta) && typeof meta.schemaVersion === 'string') return meta.schemaVersion;
  throw new Error('unable to determine component descriptor schema version');
}

function list(v: GoValue, what: string): GoValue[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v))
    throw new Error(`json: cannot unmarshal ${jsonKind(v)} into Go struct field ${what}`);
  return v;
}

function jsonKind(v: GoValue): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number' || typeof v === 'bigint' || v instanceof GoInt) return 'number';
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return 'array';
  return 'object';
}

function objects(v: GoValue, what: string): GoMap[] {
  return list(v, what).map((e) => {
    if (!isGoMap(e))
      throw new Error(
        `json: cannot unmarshal ${jsonKind(e)} into Go struct field ${what} of type v2.${what.endsWith('resources') ? 'Resource' : 'ComponentReference'}`,
      );
    return e;
  });
}

const str = (v: GoValue): string => (typeof v === 'string' ? v : '');

/** v3alpha1 resource/reference fields renamed to their v2 names. */
function v3Resource(r: GoMap): GoMap {
  const { srcRefs, ...rest } = r;
  return srcRefs === undefined ? rest : { ...rest, srcRef: srcRefs };
}

/** common.ConvertMapCdToCompDescV2, reduced to the fields the functions read. */
export function toCdV2(cd: GoMap): CdV2 {
  const schema = schemaVersionOf(cd);
  if (schema === SCHEMA_V2) {
    const c = isGoMap(cd.component) ? cd.component : {};
    return {
      name: str(c.name),
      version: str(c.version),
      repositoryContexts: list(c.repositoryContexts, 'component.repositoryContexts'),
      resources: objects(c.resources, 'component.resources'),
      componentReferences: objects(c.componentReferences, 'component.componentReferences'),
      raw: cd,
    };
  }
  if (schema === SCHEMA_V3ALPHA1) {
    const meta = isGoMap(cd.metadata) ? cd.metadata : {};
    const spec = isGoMap(cd.spec) ? cd.spec : {};
    return {
      name: str(meta.name),
      version: str(meta.version),
      repositoryContexts: list(cd.repositoryContexts, 'repositoryContexts'),
      resources: objects(spec.resources, 'spec.resources').map(v3Resource),
      componentReferences: objects(spec.references, 'spec.references'),
      raw: cd,
    };
  }
  throw new Error('unknown schema version');
}

/** The v2 JSON form of a component descriptor given in either schema (ConvertCompDescV2ToMapCd). */
function toV2Map(cd: CdV2): GoMap {
  if (schemaVersionOf(cd.raw) === SCHEMA_V2) return structuredClone(cd.raw);
  const meta = isGoMap(cd.raw.metadata) ? cd.raw.metadata : {};
  const spec = isGoMap(cd.raw.spec) ? cd.raw.spec : {};
  const component: GoMap = { name: cd.name, version: cd.version };
  if (meta.labels !== undefined) component.labels = meta.labels;
  component.repositoryContexts = cd.repositoryContexts.length > 0 ? cd.repositoryContexts : null;
  component.provider = isGoMap(meta.provider) ? (meta.provider.name ?? '') : (meta.provider ?? '');
  component.sources = spec.sources ?? null;
  component.componentReferences = cd.componentReferences.length > 0 ? cd.componentReferences : null;
  component.resources = cd.resources.length > 0 ? cd.resources : null;
  if (meta.creationTime !== undefined) component.creationTime = meta.creationTime;
  return structuredClone({ meta: { schemaVersion: SCHEMA_V2 }, component });
}

/** A resource as json.Marshal(v2.Resource) writes it: known fields only, omitempty honoured. */
function resourceJson(r: GoMap): GoMap {
  const out: GoMap = { name: str(r.name), version: str(r.version), type: str(r.type) };
  if (isGoMap(r.extraIdentity) && Object.keys(r.extraIdentity).length > 0)
    out.extraIdentity = r.extraIdentity;
  if (Array.isArray(r.labels) && r.labels.length > 0) out.labels = r.labels;
  if (r.digest !== undefined && r.digest !== null) out.digest = r.digest;
  if (typeof r.relation === 'string' && r.relation !== '') out.relation = r.relation;
  if (Array.isArray(r.srcRef) && r.srcRef.length > 0) out.srcRef = r.srcRef;
  out.access = r.access ?? null;
  return structuredClone(out);
}

/** IdentityObjectMeta.GetIdentity / ComponentReference.GetIdentity: extraIdentity plus name. */
function identity(o: GoMap): Map<string, string> {
  const id = new Map<string, string>();
  if (isGoMap(o.extraIdentity)) {
    for (const [k, v] of Object.entries(o.extraIdentity)) if (typeof v === 'string') id.set(k, v);
  }
  id.set('name', str(o.name));
  return id;
}

function matches(o: GoMap, sel: Map<string, string>): boolean {
  const id = identity(o);
  for (const [k, v] of sel) if (id.get(k) !== v) return false;
  return true;
}

/**
 * The descriptor and selector of a ResolveResources/ResolveComponents call: a map as the first
 * argument is the descriptor, otherwise the blueprint's own (`fallback`).
 */
function selectorArgs(
  args: GoValue[],
  fallback: GoMap | undefined,
  noCd: string,
): { cd: CdV2; sel: Map<string, string> } {
  if (args.length < 2) throw new Error('at least 2 arguments are expected');
  let rest = args;
  let cdMap: GoMap | undefined;
  if (isGoMap(args[0] as GoValue)) {
    cdMap = args[0] as GoMap;
    rest = args.slice(1);
  } else {
    cdMap = fallback;
  }
  if (cdMap === undefined) throw new Error(noCd);
  const cd = toCdV2(cdMap);
  if (rest.length % 2 !== 0) throw new Error('odd number of key value pairs');
  const sel = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const key = rest[i];
    const value = rest[i + 1];
    if (typeof key !== 'string') throw new Error(`expect argument ${i} to be a string`);
    if (typeof value !== 'string') throw new Error(`expect argument ${i + 1} to be a string`);
    sel.set(key, value);
  }
  return { cd, sel };
}

/** ResolveResources: the matching resources in JSON form, or "NotFound". */
export function resolveResources(args: GoValue[], fallback: GoMap | undefined): GoMap[] {
  const { cd, sel } = selectorArgs(
    args,
    fallback,
    'Unable to search for a resource as no ComponentDescriptor is defined.',
  );
  const found = cd.resources.filter((r) => matches(r, sel));
  if (found.length === 0) throw new Error('NotFound');
  return found.map(resourceJson);
}

/** The descriptor of a component in the list, by (component) name and version. */
function lookup(list: readonly GoMap[], name: string, version: string): CdV2 | undefined {
  for (const entry of list) {
    const cd = toCdV2(entry);
    if (cd.name === name && cd.version === version) return cd;
  }
  return undefined;
}

/** ResolveComponents: the referenced components' descriptors, or an error naming the missing one. */
export function resolveComponents(
  args: GoValue[],
  fallback: GoMap | undefined,
  descriptors: readonly GoMap[],
): GoMap[] {
  const { cd, sel } = selectorArgs(
    args,
    fallback,
    'Unable to search for a component as no ComponentDescriptor is defined.',
  );
  const refs = cd.componentReferences.filter((r) => matches(r, sel));
  if (refs.length === 0) throw new Error('NotFound');
  return refs.map((ref) => {
    const found = lookup(descriptors, str(ref.componentName), str(ref.version));
    if (found === undefined)
      throw new Error(`unable to resolve component ${str(ref.name)}:${str(ref.version)}`);
    return toV2Map(found);
  });
}

/** getEffectiveRepositoryContextGoFunc: the last repository context, as a map. */
export function effectiveRepositoryContext(arg: GoValue): GoValue {
  if (arg === undefined || arg === null) {
    throw new Error('Unable to get effective component descriptor as no ComponentDescriptor is defined.');
  }
  if (!isGoMap(arg)) throw new Error('invalid component descriptor');
  let cd: CdV2;
  try {
    cd = toCdV2(arg);
  } catch {
    return {}; // Landscaper returns a nil map when the conversion fails
  }
  const last = cd.repositoryContexts[cd.repositoryContexts.length - 1];
  return isGoMap(last as GoValue) ? structuredClone(last as GoMap) : {};
}
