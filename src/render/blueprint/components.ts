/**
 * A blueprint source's component descriptor (legacy component-spec v2) and the components it
 * references, all read from the repository, standing in for Landscaper's component registry:
 * the `.cd` and `.components` template bindings (executions/template/template.go
 * serializeComponentDescriptor, serializeComponentDescriptorList), cd:// URIs naming blueprints and
 * JSON schemas (registry/components/cdutils/uri.go), and the local blobs behind them.
 *
 * Where referenced components live: every file named `component-descriptor.yaml` in the directory
 * tree of the parent of the directory holding the source's descriptor (so
 * `components/app/component-descriptor.yaml` finds `components/ingress/component-descriptor.yaml`),
 * never descending into `blobs/`, `.git` or `node_modules` directories nor through symlinked ones, never
 * above the repository's root. A reference (componentName, version) matches the one descriptor
 * with that component name and version; each descriptor's local blobs are under `blobs/` next to it.
 */
import { type Dirent, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { describeRefusal, type RepositoryBoundary } from '../../boundary/boundary';
import { boundedToJS } from '../../schema/yaml-bounds';
import { dialectSettings } from '../../schema/yaml-dialect';
import type { GoMap, GoValue } from '../../template/gotemplate/value';
import { isGoMap } from '../../template/gotemplate/value';
import {
  autoDecompress,
  type BlueprintFs,
  ComponentError,
  DirectoryBlueprintFs,
  MAX_BLOB_BYTES,
  unpackTar,
} from './blob';

export { type BlueprintFs, ComponentError } from './blob';

export const DESCRIPTOR_FILE = 'component-descriptor.yaml';
/** mediatype.BlueprintType and OldBlueprintType: the resource types the blueprint handler serves. */
const BLUEPRINT_TYPES = ['landscaper.gardener.cloud/blueprint', 'blueprint'];
/** mediatype.JSONSchemaType. */
const JSONSCHEMA_TYPE = 'landscaper.gardener.cloud/jsonschema';
/** cdutils.MaxURICharLength. */
const MAX_URI_LENGTH = 2083;

export interface ComponentRef {
  name: string;
  version: string;
  /** The descriptor as data (serialized as Landscaper's codec writes it). */
  descriptor: GoMap;
}

export interface ComponentRepository {
  /** The source's own descriptor as the `.cd` binding sees it, or undefined when none. */
  readonly cd: GoMap | undefined;
  /** The `.components` binding: `{meta: {schemaVersion: v2}, components: [...]}`, or null without a descriptor. */
  readonly components: GoValue;
  /** Descriptors available to getComponent: the root and everything it references, transitively. */
  readonly descriptors: GoMap[];
  /** A blueprint resource named by a cd:// URI, relative to the component `from` (default: the root). */
  blueprint(uri: string, from?: ComponentRef): Promise<{ fs: BlueprintFs; component: ComponentRef }>;
  /** A blueprint resource by resource name in component `from` (Installation spec.blueprint.ref.resourceName). */
  blueprintByResourceName(
    name: string,
    from?: ComponentRef,
  ): Promise<{ fs: BlueprintFs; component: ComponentRef }>;
  /** Text of a (JSON schema) resource named by a cd:// URI; the URI's fragment is left to the caller. */
  resourceText(uri: string, from?: ComponentRef): string;
}

export interface OpenComponentsOptions {
  boundary: RepositoryBoundary;
  /** Absolute path of the source's component-descriptor file. */
  descriptorPath?: string;
  /**
   * A descriptor given as data (a values file's `cd:`). It is the root descriptor; when
   * descriptorPath is given too, that file only places the root's blobs and the reference search.
   */
  inlineDescriptor?: GoMap;
  /** Paths in messages are shown relative to this directory. */
  displayRoot: string;
}

/** One component as found in the repository. */
interface Component extends ComponentRef {
  /** Where its descriptor was read from, for messages. */
  shown: string;
  /** Absolute path of its `blobs` directory, or undefined for an inline descriptor without a file. */
  blobDir: string | undefined;
}

const str = (v: GoValue): string => (typeof v === 'string' ? v : '');
const arr = (v: GoValue): GoValue[] => (Array.isArray(v) ? v : []);
const maps = (v: GoValue): GoMap[] => arr(v).filter(isGoMap);

function setIf(out: GoMap, key: string, v: GoValue, keep: boolean): void {
  if (keep) out[key] = structuredClone(v);
}
const nonEmptyMap = (v: GoValue): boolean => isGoMap(v) && Object.keys(v).length > 0;
const nonEmptyList = (v: GoValue): boolean => Array.isArray(v) && v.length > 0;
const present = (v: GoValue): boolean => v !== undefined && v !== null;

function labelsOf(v: GoValue): GoValue {
  return maps(v).map((l) => ({ name: str(l.name), value: l.value ?? null }));
}

/** IdentityObjectMeta as json.Marshal writes it. */
function identityMeta(o: GoMap, version: string): GoMap {
  const out: GoMap = { name: str(o.name), version, type: str(o.type) };
  setIf(out, 'extraIdentity', o.extraIdentity, nonEmptyMap(o.extraIdentity));
  if (nonEmptyList(o.labels)) out.labels = labelsOf(o.labels);
  return out;
}

/**
 * codec.Encode of a v2 ComponentDescriptor: the Go struct's fields only, in its order, with
 * DefaultComponent's defaults (empty lists for missing repositoryContexts, sources,
 * componentReferences and resources; a local resource without version gets the component's).
 */
export function encodeDescriptor(raw: GoMap): GoMap {
  const c = isGoMap(raw.component) ? raw.component : {};
  const version = str(c.version);
  const component: GoMap = { name: str(c.name), version };
  if (nonEmptyList(c.labels)) component.labels = labelsOf(c.labels);
  component.repositoryContexts = arr(c.repositoryContexts).map((r) => structuredClone(r ?? null));
  component.provider = str(c.provider);
  component.sources = maps(c.sources).map((s) => ({
    ...identityMeta(s, str(s.version)),
    access: structuredClone(s.access ?? null),
  }));
  component.componentReferences = maps(c.componentReferences).map((r) => {
    const out: GoMap = { name: str(r.name), componentName: str(r.componentName), version: str(r.version) };
    setIf(out, 'extraIdentity', r.extraIdentity, nonEmptyMap(r.extraIdentity));
    setIf(out, 'digest', r.digest, present(r.digest));
    if (nonEmptyList(r.labels)) out.labels = labelsOf(r.labels);
    return out;
  });
  component.resources = maps(c.resources).map((r) => {
    const relation = str(r.relation);
    const v = relation === 'local' && str(r.version) === '' ? version : str(r.version);
    const out = identityMeta(r, v);
    setIf(out, 'digest', r.digest, present(r.digest));
    if (relation !== '') out.relation = relation;
    setIf(out, 'srcRef', r.srcRef, nonEmptyList(r.srcRef));
    out.access = structuredClone(r.access ?? null);
    return out;
  });
  if (str(c.creationTime) !== '') component.creationTime = str(c.creationTime);
  const out: GoMap = { meta: { schemaVersion: 'v2' }, component };
  setIf(out, 'signatures', raw.signatures, nonEmptyList(raw.signatures));
  return out;
}

/** The descriptor's v2 form, or a message saying why it is not one. */
function checkDescriptor(data: GoValue, shown: string): GoMap {
  if (!isGoMap(data)) throw new ComponentError(`${shown}: a component descriptor must be a YAML mapping`);
  const meta = isGoMap(data.meta) ? data.meta : undefined;
  const schema = meta?.schemaVersion;
  if (schema !== 'v2')
    throw new ComponentError(
      `${shown}: unsupported component descriptor schema version ${JSON.stringify(schema ?? null)} (expected meta.schemaVersion: v2)`,
    );
  const c = data.component;
  if (!isGoMap(c) || str(c.name) === '' || str(c.version) === '')
    throw new ComponentError(`${shown}: component.name and component.version are required`);
  return data;
}

/** Parses descriptor YAML; a syntax error names the file, line and column. */
export function parseDescriptor(text: string, shown: string): GoMap {
  const lineCounter = new LineCounter();
  // As Landscaper reads it: sigs.k8s.io/yaml over go-yaml v2, where the later of two equal keys wins.
  const doc = parseDocument(text, {
    ...dialectSettings('go-yaml-v2').options,
    lineCounter,
    prettyErrors: false,
    uniqueKeys: false,
  });
  const err = doc.errors[0];
  if (err !== undefined) {
    const { line, col } = lineCounter.linePos(err.pos[0]);
    const first = err.message.split('\n')[0];
    throw new ComponentError(`${shown}:${line}:${col}: ${first}`);
  }
  let value: GoValue;
  try {
    value = boundedToJS(doc) as GoValue;
  } catch (e) {
    throw new ComponentError(`${shown}: ${(e as Error).message}`);
  }
  return checkDescriptor(value, shown);
}

/** A cd:// URI as cdutils.ParseURI reads it: keyword/value pairs. */
export interface CdUri {
  raw: string;
  path: { keyword: string; value: string }[];
  fragment: string;
}

/** cdutils.ParseURI (Go's url.Parse and path.Join of host and path), with its messages. */
export function parseCdUri(uri: string): CdUri {
  if (uri.length > MAX_URI_LENGTH)
    throw new Error(`too long uri, got ${uri.length} but expected max ${MAX_URI_LENGTH}`);
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(uri);
  const given = scheme?.[1]?.toLowerCase() ?? '';
  if (given !== 'cd') throw new Error(`scheme must be cd but given ${given}`);
  let rest = uri.slice(scheme?.[0].length ?? 0);
  let fragment = '';
  const hash = rest.indexOf('#');
  if (hash >= 0) {
    fragment = rest.slice(hash + 1);
    rest = rest.slice(0, hash);
  }
  const query = rest.indexOf('?');
  if (query >= 0) rest = rest.slice(0, query);
  if (rest.startsWith('//')) rest = rest.slice(2);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    throw new Error(`invalid URL escape in ${JSON.stringify(uri)}`);
  }
  // path.Join drops empty and `.` segments and resolves `..` without climbing above the start.
  const parts: string[] = [];
  for (const seg of decoded.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') parts.pop();
    else parts.push(seg);
  }
  const split = parts.length === 0 ? [''] : parts;
  if (split.length % 2 !== 0) throw new Error('even number of path arguments expected');
  const out: CdUri['path'] = [];
  for (let i = 0; i < split.length; i += 2)
    out.push({ keyword: split[i] as string, value: split[i + 1] as string });
  return { raw: uri, path: out, fragment };
}

class Repository implements ComponentRepository {
  readonly cd: GoMap | undefined;
  readonly components: GoValue;
  readonly descriptors: GoMap[];

  constructor(
    private readonly boundary: RepositoryBoundary,
    private readonly displayRoot: string,
    private readonly root: Component | undefined,
    /** The root and all it references, transitively, breadth-first (root first). */
    private readonly all: Component[],
  ) {
    this.cd = root?.descriptor;
    this.descriptors = all.map((c) => c.descriptor);
    // Landscaper's GetTransitiveComponentReferences includes the owner; its order is a Go map's.
    this.components =
      root === undefined
        ? null
        : { meta: { schemaVersion: 'v2' }, components: structuredClone(this.descriptors) };
  }

  private show(p: string): string {
    return path.relative(this.displayRoot, p) || '.';
  }

  private component(from: ComponentRef | undefined, what: string): Component {
    const base = from ?? this.root;
    if (base === undefined)
      throw new ComponentError(`${what}: no component descriptor is defined to resolve it`);
    const found = this.all.find((c) => c.name === base.name && c.version === base.version);
    if (found === undefined)
      throw new ComponentError(`${what}: unknown component ${base.name}:${base.version}`);
    return found;
  }

  private referenced(c: Component, refName: string): Component {
    const ref = maps(isGoMap(c.descriptor.component) ? c.descriptor.component.componentReferences : []).find(
      (r) => str(r.name) === refName,
    );
    if (ref === undefined) throw new Error(`component reference ${refName} cannot be found`);
    const target = this.all.find((x) => x.name === str(ref.componentName) && x.version === str(ref.version));
    if (target === undefined) throw new Error(`component ${refName} cannot be found`);
    return target;
  }

  /** URI.GetResource: the component and resource a cd:// URI names. */
  private resolveUri(uri: string, from: ComponentRef | undefined, what: string) {
    let component = this.component(from, `${what} ${JSON.stringify(uri)}`);
    const fail = (msg: string): never => {
      throw new ComponentError(`${component.shown}: ${what} ${JSON.stringify(uri)}: ${msg}`);
    };
    let parsed: CdUri;
    try {
      parsed = parseCdUri(uri);
    } catch (e) {
      return fail((e as Error).message);
    }
    for (const [i, elem] of parsed.path.entries()) {
      const isLast = i === parsed.path.length - 1;
      if (elem.keyword === 'componentReferences') {
        try {
          component = this.referenced(component, elem.value);
        } catch (e) {
          return fail((e as Error).message);
        }
        if (isLast) fail('the selector seems to target a component desscriptor but a resource is requested');
      } else if (elem.keyword === 'resources') {
        const resource = findResource(component, elem.value);
        if (resource === undefined) return fail(`local resource ${elem.value} cannot be found`);
        if (!isLast) fail('the selector seems to contain more path segements after a external resource');
        return { component, resource };
      } else {
        return fail(`unknown keyword ${elem.keyword}`);
      }
    }
    return fail(`unable to find resource ${JSON.stringify(uri)}`);
  }

  async blueprint(uri: string, from?: ComponentRef) {
    const { component, resource } = this.resolveUri(uri, from, 'blueprint ref');
    return { fs: await this.blueprintFs(component, resource), component: ref(component) };
  }

  async blueprintByResourceName(name: string, from?: ComponentRef) {
    const component = this.component(from, `blueprint resource ${JSON.stringify(name)}`);
    const resource = findResource(component, name);
    if (resource === undefined)
      throw new ComponentError(`${component.shown}: blueprint resource ${JSON.stringify(name)}: not found`);
    return { fs: await this.blueprintFs(component, resource), component: ref(component) };
  }

  resourceText(uri: string, from?: ComponentRef): string {
    const { component, resource } = this.resolveUri(uri, from, 'schema ref');
    const what = `${component.shown}: resource ${str(resource.name)}`;
    if (str(resource.type) !== JSONSCHEMA_TYPE)
      throw new ComponentError(`${what}: no handler found for resource type ${str(resource.type)}`);
    const blob = this.locateBlob(component, resource);
    if (statSync(blob.real).isDirectory())
      throw new ComponentError(`${what}: blob ${blob.shown} is a directory, not a JSON schema`);
    if (statSync(blob.real).size > MAX_BLOB_BYTES)
      throw new ComponentError(`${what}: blob ${blob.shown} is larger than ${MAX_BLOB_BYTES} bytes`);
    return autoDecompress(readFileSync(blob.real), blob.shown).toString('utf8');
  }

  private async blueprintFs(component: Component, resource: GoMap): Promise<BlueprintFs> {
    const what = `${component.shown}: resource ${str(resource.name)}`;
    if (!BLUEPRINT_TYPES.includes(str(resource.type)))
      throw new ComponentError(`${what}: no blueprint handler for resource type ${str(resource.type)}`);
    const blob = this.locateBlob(component, resource);
    const st = statSync(blob.real);
    if (st.isDirectory()) return new DirectoryBlueprintFs(blob.shown, this.boundary, blob.path);
    if (st.size > MAX_BLOB_BYTES)
      throw new ComponentError(`${what}: blob ${blob.shown} is larger than ${MAX_BLOB_BYTES} bytes`);
    return unpackTar(readFileSync(blob.real), blob.shown);
  }

  /** The blob behind a local access, as ocm's local repository finds it: `blobs/<reference>`. */
  private locateBlob(component: Component, resource: GoMap): { path: string; real: string; shown: string } {
    const what = `${component.shown}: resource ${str(resource.name)}`;
    const access = isGoMap(resource.access) ? resource.access : {};
    const type = str(access.type);
    // ocm reads the legacy access types as localBlob with their name, filename or digest as reference.
    const reference =
      type === 'localFilesystemBlob'
        ? str(access.filename)
        : type === 'localBlob'
          ? str(access.localReference)
          : type === 'localOciBlob'
            ? str(access.digest)
            : undefined;
    if (reference === undefined)
      throw new ComponentError(
        `${what}: access type ${JSON.stringify(type)} is not a local blob (localFilesystemBlob); only local blobs are read`,
      );
    if (reference === '') throw new ComponentError(`${what}: the ${type} access names no blob`);
    if (component.blobDir === undefined)
      throw new ComponentError(`${what}: an inline component descriptor has no blobs directory`);
    // GetBlob joins the reference onto `/` of the blobs filesystem, so it cannot climb out of it.
    const p = path.join(component.blobDir, path.posix.join('/', reference));
    const shown = this.show(p);
    const where = this.boundary.locateSync(p);
    if (!where.ok) throw new ComponentError(`${what}: ${describeRefusal(shown, where.refusal)}`);
    if (!where.exists) throw new ComponentError(`${what}: blob ${shown} does not exist`);
    return { path: p, real: where.real, shown };
  }
}

/** ComponentVersion.GetResource(name, nil): the one resource whose identity is just its name. */
function findResource(c: Component, name: string): GoMap | undefined {
  const component = isGoMap(c.descriptor.component) ? c.descriptor.component : {};
  const found = maps(component.resources).filter(
    (r) => str(r.name) === name && !nonEmptyMap(r.extraIdentity ?? null),
  );
  return found.length === 1 ? found[0] : undefined;
}

const ref = (c: Component): ComponentRef => ({ name: c.name, version: c.version, descriptor: c.descriptor });

function makeComponent(raw: GoMap, shown: string, file: string | undefined): Component {
  const descriptor = encodeDescriptor(raw);
  const c = descriptor.component as GoMap;
  return {
    name: str(c.name),
    version: str(c.version),
    descriptor,
    shown,
    blobDir: file === undefined ? undefined : path.join(path.dirname(file), 'blobs'),
  };
}

/** Candidate descriptor files under `dir`, sorted, skipping blobs/, .git and symlinked directories. */
function findDescriptorFiles(dir: string, out: string[]): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'blobs' && e.name !== '.git' && e.name !== 'node_modules') findDescriptorFiles(p, out);
    } else if (e.name === DESCRIPTOR_FILE) out.push(p);
  }
}

/** Opens the source's component descriptor and every component it references, transitively. */
export async function openComponentRepository(opts: OpenComponentsOptions): Promise<ComponentRepository> {
  const { boundary, descriptorPath, inlineDescriptor, displayRoot } = opts;
  const show = (p: string) => path.relative(displayRoot, p) || '.';
  const read = async (file: string): Promise<GoMap> => {
    const shown = show(file);
    let text: string;
    try {
      text = await boundary.readText(file, shown);
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      if (err.code === 'ENOENT') throw new ComponentError(`${shown}: component descriptor does not exist`);
      throw new ComponentError(
        err.code === undefined ? err.message : `${shown}: cannot be read (${err.code})`,
      );
    }
    return parseDescriptor(text, shown);
  };

  let root: Component | undefined;
  if (inlineDescriptor !== undefined) {
    const shown = descriptorPath === undefined ? 'inline component descriptor' : show(descriptorPath);
    root = makeComponent(checkDescriptor(inlineDescriptor, shown), shown, descriptorPath);
  } else if (descriptorPath !== undefined) {
    root = makeComponent(await read(descriptorPath), show(descriptorPath), descriptorPath);
  }
  if (root === undefined) return new Repository(boundary, displayRoot, undefined, []);

  // The search is made only when there is a reference to follow, and only read files are trusted.
  let index: { found: Component[]; unreadable: string[] } | undefined;
  const searchIndex = async () => {
    if (index !== undefined) return index;
    index = { found: [], unreadable: [] };
    if (descriptorPath === undefined) return index;
    let top = path.dirname(path.dirname(descriptorPath));
    const where = boundary.locateSync(top);
    if (!where.ok || !where.exists) top = boundary.root;
    else top = where.real;
    const files: string[] = [];
    findDescriptorFiles(top, files);
    for (const file of files) {
      const located = boundary.locateSync(file);
      if (!located.ok) {
        index.unreadable.push(describeRefusal(show(file), located.refusal));
        continue;
      }
      try {
        index.found.push(makeComponent(await read(file), show(file), file));
      } catch (e) {
        index.unreadable.push((e as Error).message);
      }
    }
    return index;
  };

  const all: Component[] = [root];
  const seen = new Set([`${root.name}\0${root.version}`]);
  for (let i = 0; i < all.length; i++) {
    const c = all[i] as Component;
    const refs = maps((c.descriptor.component as GoMap).componentReferences);
    for (const r of refs) {
      const name = str(r.componentName);
      const version = str(r.version);
      const key = `${name}\0${version}`;
      if (seen.has(key)) continue;
      const { found, unreadable } = await searchIndex();
      const matches = found.filter((x) => x.name === name && x.version === version);
      if (matches.length === 0) {
        const where =
          descriptorPath === undefined
            ? 'an inline component descriptor has no directory to search'
            : `no ${DESCRIPTOR_FILE} under ${show(path.dirname(path.dirname(descriptorPath)))} has that name and version`;
        const also = unreadable.length > 0 ? ` (not read: ${unreadable.join('; ')})` : '';
        throw new ComponentError(
          `${c.shown}: component reference ${str(r.name)}: component ${name}:${version} cannot be found: ${where}${also}`,
        );
      }
      if (matches.length > 1)
        throw new ComponentError(
          `${c.shown}: component reference ${str(r.name)}: component ${name}:${version} is described by ${matches.map((m) => m.shown).join(' and ')}`,
        );
      seen.add(key);
      all.push(matches[0] as Component);
    }
  }
  return new Repository(boundary, displayRoot, root, all);
}
