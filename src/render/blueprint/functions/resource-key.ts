/**
 * Landscaper's getResourceKey (gotemplate/funcs.go getResourceKeyGoFunc): the key a deployer
 * later fetches a resource with. It needs no registry round trip, only the descriptors: the
 * relative resource reference (a `cd://` URI, or its YAML form `{resource: {...}, referencePath:
 * [...]}`; common.ParseResourceReference) is followed from the blueprint's component through its
 * componentReferences (ocm resourcerefs.ResolveResourceReference), and the key is the base64 of
 * the YAML of `{component: {name, version}, resource: <identity>}` (model.GlobalResourceIdentity),
 * the identity being the resource's name and extraIdentity, plus its version where that alone
 * tells two resources apart (ocm ElementMeta.GetIdentity).
 */
import { type GoMap, type GoValue, isGoMap } from '../../../template/gotemplate/value';
import { parseCdUri } from '../components';
import { toCdV2 } from './component';
import { fromYaml, marshalYaml } from './yaml';

type Identity = Record<string, string>;

interface ResourceReference {
  resource: Identity;
  referencePath: Identity[];
}

/** A map of strings as an identity; anything else is refused as ocm's unmarshal would. */
function identity(v: GoValue, what: string): Identity {
  if (!isGoMap(v))
    throw new Error(`failed to unmarshal argument into a relative resource reference: ${what} is not a map`);
  const out: Identity = {};
  for (const [k, x] of Object.entries(v)) out[k] = typeof x === 'string' ? x : String(x);
  return out;
}

/** common.ParseResourceReference. */
function parseReference(ref: string): ResourceReference {
  if (ref.startsWith('cd://')) {
    let uri: ReturnType<typeof parseCdUri>;
    try {
      uri = parseCdUri(ref);
    } catch (e) {
      throw new Error(`failed to parse argument into URI: ${(e as Error).message}`);
    }
    // cdutils.URI.AsRelativeResourceReference: componentReferences segments, then one resource.
    const referencePath: Identity[] = [];
    for (const [i, seg] of uri.path.entries()) {
      const last = i === uri.path.length - 1;
      if (seg.keyword === 'componentReferences' && !last) referencePath.push({ name: seg.value });
      else if (seg.keyword === 'resources' && last) return { resource: { name: seg.value }, referencePath };
      else throw new Error(`unable to convert uri ${JSON.stringify(ref)} into a relative resource reference`);
    }
    throw new Error(`unable to convert uri ${JSON.stringify(ref)} into a relative resource reference`);
  }
  let doc: GoValue;
  try {
    doc = fromYaml(ref);
  } catch (e) {
    throw new Error(
      `failed to unmarshal argument into a relative resource reference: ${(e as Error).message}`,
    );
  }
  if (!isGoMap(doc)) throw new Error('failed to unmarshal argument into a relative resource reference');
  const path = Array.isArray(doc.referencePath) ? doc.referencePath : [];
  return {
    resource: identity(doc.resource ?? {}, 'resource'),
    referencePath: path.map((p, i) => identity(p, `referencePath[${i}]`)),
  };
}

const extraOf = (e: GoMap): Identity =>
  isGoMap(e.extraIdentity) ? identity(e.extraIdentity, 'extraIdentity') : {};
const sameExtra = (a: Identity, b: Identity): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** Whether an element (resource or reference) has the identity asked for: name, extra keys, version. */
function matches(e: GoMap, id: Identity): boolean {
  const { name, version, ...extra } = id;
  if (e.name !== name) return false;
  if (version !== undefined && e.version !== version) return false;
  return sameExtra(extraOf(e), extra);
}

/**
 * ElementMeta.GetIdentity: name and extraIdentity, with version when the name and extras repeat
 * (another element's extraIdentity compared without its own `version` key).
 */
function identityOf(e: GoMap, all: GoMap[]): Identity {
  const id: Identity = { ...extraOf(e), name: String(e.name ?? '') };
  if (id.version) return id;
  const withoutVersion = (x: GoMap): Identity => {
    const { version: _, ...rest } = extraOf(x);
    return rest;
  };
  const twins = all.filter((x) => x.name === e.name && sameExtra(withoutVersion(x), extraOf(e)));
  if (twins.length > 1) id.version = String(e.version ?? '');
  return id;
}

const show = (id: Identity): string => JSON.stringify(id);

export function getResourceKeyFunc(
  root: GoMap | undefined,
  descriptors: readonly GoMap[],
): (...args: GoValue[]) => string {
  // Converted once, on first use: a reference path walks them at every step.
  let components: ReturnType<typeof toCdV2>[] | undefined;
  return (...args: GoValue[]) => {
    if (args.length === 0) throw new Error('unable to provide key for empty relative artifact reference');
    if (args.length > 1)
      throw new Error(`this function requires 1 argument, but ${args.length} were provided`);
    if (root === undefined) throw new Error('unable to use this function without ocm component version');
    const arg = args[0];
    if (typeof arg !== 'string') throw new Error('unable to assert the first argument as string');
    const ref = parseReference(arg);
    const fail = (msg: string): never => {
      throw new Error(`unable to resolve relative resource reference: ${msg}`);
    };
    let cd = toCdV2(root);
    for (const step of ref.referencePath) {
      const found = cd.componentReferences.filter((r) => matches(r, step));
      if (found.length !== 1)
        fail(`component reference ${show(step)} not found in component ${cd.name}:${cd.version}`);
      const r = found[0] as GoMap;
      components ??= descriptors.map(toCdV2);
      const target = components.find((d) => d.name === r.componentName && d.version === r.version);
      if (target === undefined) fail(`component ${String(r.componentName)}:${String(r.version)} not found`);
      cd = target as ReturnType<typeof toCdV2>;
    }
    const found = cd.resources.filter((r) => matches(r, ref.resource));
    if (found.length === 0)
      fail(`resource ${show(ref.resource)} not found in component ${cd.name}:${cd.version}`);
    if (found.length > 1)
      fail(`resource ${show(ref.resource)} is ambiguous in component ${cd.name}:${cd.version}`);
    const key = {
      component: { name: cd.name, version: cd.version },
      resource: identityOf(found[0] as GoMap, cd.resources),
    };
    return Buffer.from(marshalYaml(key), 'utf8').toString('base64');
  };
}
