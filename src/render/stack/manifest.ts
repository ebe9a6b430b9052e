import path from 'node:path';
import { isRecord } from '../../model/values';
import { type ParsedYaml, parseYamlStream } from '../../schema/parse';
import type { DocPath } from '../../schema/path';
import { warnUnknownKeys } from './known-keys';
import { type Place, type Problems, placeOf } from './problems';
import { hubYaml } from './text-fields';

/** Reads a file by absolute path; the caller's reader refuses paths outside the repository. */
export type ReadFile = (absPath: string) => Promise<string>;

/** A Hub parameter (hub.yaml, params*.yaml or hub-component.yaml), nested `parameters:` flattened. */
export interface Parameter {
  /** Dotted name, e.g. `component.ingress.fqdn`. */
  name: string;
  /** Qualifier: the component this parameter targets (`name|component`). */
  component?: string;
  /** `user`, `tech`, `link`, `secret`...; kept so that secrets can be redacted. */
  kind?: string;
  brief?: string;
  description?: string;
  default?: unknown;
  value?: unknown;
  /** `allow` lets the parameter be empty. */
  empty?: string;
  fromEnv?: string;
  fromFile?: string;
  env?: string;
  /** The latest declaration of the parameter (after a merge). */
  place: Place;
  /** The declaration its current `value` came from. */
  valuePlace?: Place;
}

/** A declared output: an expression over the component's parameters, or a raw output by name. */
export interface Output {
  name: string;
  brief?: string;
  description?: string;
  value?: unknown;
  fromTfVar?: string;
  kind?: string;
  place: Place;
}

export interface SourceLocation {
  dir?: string;
  s3?: string;
  git?: { remote?: string; ref?: string; subDir?: string; localDir?: string };
}

/** A hub.yaml `components:` entry. */
export interface ComponentRef {
  name: string;
  source: SourceLocation;
  depends: string[];
  annotations?: Record<string, string>;
  /** Directory of the hub.yaml that declares it: `source.dir` is relative to it. */
  baseDir: string;
  place: Place;
}

/** `lifecycle:` of a stack or component manifest. */
export interface Lifecycle {
  bare?: string;
  verbs: string[];
  order: string[];
  mandatory: string[];
  optional: string[];
  /** `lifecycle.requires.optional` entries: `req`, `req:component`, `:`, `req:`, `:component`, `param.name:component`. */
  requiresOptional: string[];
  readyConditions: unknown[];
  options?: unknown;
  /** Where each list entry was written, keyed `order:<name>`, `mandatory:<name>`, `optional:<name>`, `requires:<entry>`; and `order` for the list. */
  places: Record<string, Place>;
}

/** A stack manifest (hub.yaml) as read, before elaboration. */
export interface StackManifest {
  /** Repository-relative path, as diagnostics show it. */
  file: string;
  /** Absolute directory of the file. */
  dir: string;
  parsed: ParsedYaml;
  version?: number;
  kind: string;
  meta: Record<string, unknown> & { name: string; fromStack?: string; annotations?: Record<string, string> };
  components: ComponentRef[];
  requires: string[];
  provides: string[];
  platformProvides: string[];
  lifecycle: Lifecycle;
  outputs: Output[];
  parameters: Parameter[];
  templates?: unknown;
}

/** A params*.yaml file: parameters and outputs that refine the stack's. */
export interface ParametersManifest {
  file: string;
  parameters: Parameter[];
  outputs: Output[];
}

/** A component's hub-component.yaml, its `meta.name` changed to the name hub.yaml gives it (as Hub does). */
export interface ComponentManifest {
  /** The component's name in the stack. */
  name: string;
  /** The manifest's own `meta.name` (Hub's `meta.origin` when unset). */
  origin: string;
  /** `meta.kind`, else the manifest's own `meta.name`: outputs of the same kind are hidden from it. */
  kind: string;
  file: string;
  meta: Record<string, unknown>;
  requires: string[];
  provides: string[];
  lifecycle: Lifecycle;
  /** Flattened; each qualified with the component's name. */
  parameters: Parameter[];
  outputs: Output[];
  templates?: unknown;
  /** Where the manifest names itself (`meta.name`), and where it lists `requires`. */
  place: Place;
  requiresPlace: Place;
  /** The whole document as read, for the fields rigging's composition reads (an implementation's type). */
  document: Record<string, unknown>;
}

/** Shows `abs` relative to the repository root, with forward slashes, as diagnostics do. */
export function relativeTo(root: string, abs: string): string {
  return path.relative(root, abs).split(path.sep).join('/');
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Reads and parses the first YAML document of `abs` (Hub reads only the first, with a warning):
 * `'missing'` when there is no such file, `undefined` when it cannot be read or parsed (reported).
 */
export async function readYaml(
  abs: string,
  root: string,
  readFile: ReadFile,
  problems: Problems,
): Promise<ParsedYaml | undefined | 'missing'> {
  const file = relativeTo(root, abs);
  let text: string;
  try {
    text = await readFile(abs);
  } catch (err) {
    if (isMissing(err)) return 'missing';
    problems.error(`Unable to read ${file}: ${(err as Error).message}`, { file }, 'StackFile');
    return undefined;
  }
  const docs = parseYamlStream(file, text, problems.source, hubYaml);
  const nonEmpty = docs.filter((d) => d.value !== null && d.value !== undefined);
  const first = nonEmpty[0] ?? docs[0];
  if (!first) return undefined;
  for (const d of docs) problems.addYamlDiagnostics(d);
  if (first.diagnostics.some((d) => d.severity === 'error')) return undefined;
  if (nonEmpty.length > 1) {
    problems.warn(
      `Manifest ${file} contains multiple YAML documents - using first document only`,
      { file },
      'StackMultipleDocuments',
    );
  }
  return first;
}

/** Reads typed fields out of a parsed document, reporting a wrong type at its line. */
class Reader {
  constructor(
    readonly parsed: ParsedYaml,
    private readonly problems: Problems,
  ) {}

  place(p: DocPath): Place {
    return placeOf(this.parsed, p);
  }

  private wrong(p: DocPath, what: string): void {
    const where = p.map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`)).join('');
    this.problems.error(`\`${where.replace(/^\./, '')}\` must be ${what}`, this.place(p), 'StackSchema');
  }

  string(value: unknown, p: DocPath): string | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    this.wrong(p, 'a string');
    return undefined;
  }

  strings(value: unknown, p: DocPath): string[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.wrong(p, 'a list of strings');
      return [];
    }
    const out: string[] = [];
    value.forEach((v, i) => {
      const s = this.string(v, [...p, i]);
      if (s !== undefined) out.push(s);
    });
    return out;
  }

  record(value: unknown, p: DocPath): Record<string, unknown> {
    if (value === undefined || value === null) return {};
    if (isRecord(value)) return value;
    this.wrong(p, 'a map');
    return {};
  }

  list(value: unknown, p: DocPath): unknown[] {
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value;
    this.wrong(p, 'a list');
    return [];
  }

  stringMap(value: unknown, p: DocPath): Record<string, string> | undefined {
    if (value === undefined || value === null) return undefined;
    const rec = this.record(value, p);
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(rec)) out[k] = this.string(v, [...p, k]) ?? '';
    return out;
  }

  /** `parameters:` flattened as Hub does: nested names joined with `.`, kind/empty/component inherited. */
  parameters(value: unknown, p: DocPath): Parameter[] {
    const out: Parameter[] = [];
    const walk = (
      list: unknown,
      at: DocPath,
      prefix: string,
      inherited: { kind?: string; empty?: string; component?: string },
    ) => {
      this.list(list, at).forEach((item, i) => {
        const ip = [...at, i];
        const rec = this.record(item, ip);
        const name = this.string(rec.name, [...ip, 'name']) ?? '';
        const kind = this.string(rec.kind, [...ip, 'kind']) || inherited.kind;
        const empty = this.string(rec.empty, [...ip, 'empty']) || inherited.empty;
        const qualifier = this.string(rec.component, [...ip, 'component']) || inherited.component;
        if (name === '') {
          this.problems.warn(
            `Parameter name is empty at prefix \`${prefix}\``,
            this.place(ip),
            'StackParameterName',
          );
        }
        if (Array.isArray(rec.parameters) && rec.parameters.length > 0) {
          walk(rec.parameters, [...ip, 'parameters'], `${prefix}${name}.`, {
            kind,
            empty,
            component: qualifier,
          });
          return;
        }
        const param: Parameter = { name: `${prefix}${name}`, place: this.place(ip) };
        const set = <K extends keyof Parameter>(key: K, v: Parameter[K] | undefined) => {
          if (v !== undefined && v !== '') param[key] = v;
        };
        set('component', qualifier);
        set('kind', kind);
        set('brief', this.string(rec.brief, [...ip, 'brief']));
        set('description', this.string(rec.description, [...ip, 'description']));
        set('empty', empty);
        set('fromEnv', this.string(rec.fromEnv, [...ip, 'fromEnv']));
        set('fromFile', this.string(rec.fromFile, [...ip, 'fromFile']));
        set('env', this.string(rec.env, [...ip, 'env']));
        if (rec.default !== undefined) param.default = rec.default;
        if (rec.value !== undefined) {
          param.value = rec.value;
          param.valuePlace = this.place([...ip, 'value']);
        }
        out.push(param);
      });
    };
    walk(value, p, '', {});
    return out;
  }

  outputs(value: unknown, p: DocPath): Output[] {
    return this.list(value, p).map((item, i) => {
      const ip = [...p, i];
      const rec = this.record(item, ip);
      const out: Output = { name: this.string(rec.name, [...ip, 'name']) ?? '', place: this.place(ip) };
      const brief = this.string(rec.brief, [...ip, 'brief']);
      if (brief) out.brief = brief;
      const description = this.string(rec.description, [...ip, 'description']);
      if (description) out.description = description;
      const kind = this.string(rec.kind, [...ip, 'kind']);
      if (kind) out.kind = kind;
      const fromTfVar = this.string(rec.fromTfVar, [...ip, 'fromTfVar']);
      if (fromTfVar) out.fromTfVar = fromTfVar;
      if (rec.value !== undefined && rec.value !== null) out.value = rec.value;
      return out;
    });
  }

  lifecycle(value: unknown, p: DocPath): Lifecycle {
    const rec = this.record(value, p);
    const places: Record<string, Place> = {};
    const placed = (key: string, field: string, list: string[], at: DocPath) => {
      list.forEach((v, i) => {
        places[`${key}:${v}`] = this.place([...at, field, i]);
      });
      return list;
    };
    const requires = this.record(rec.requires, [...p, 'requires']);
    const lifecycle: Lifecycle = {
      verbs: this.strings(rec.verbs, [...p, 'verbs']),
      order: placed('order', 'order', this.strings(rec.order, [...p, 'order']), p),
      mandatory: placed('mandatory', 'mandatory', this.strings(rec.mandatory, [...p, 'mandatory']), p),
      optional: placed('optional', 'optional', this.strings(rec.optional, [...p, 'optional']), p),
      requiresOptional: placed(
        'requires',
        'optional',
        this.strings(requires.optional, [...p, 'requires', 'optional']),
        [...p, 'requires'],
      ),
      readyConditions: this.list(rec.readyConditions, [...p, 'readyConditions']),
      places,
    };
    places.order = this.place([...p, 'order']);
    const bare = this.string(rec.bare, [...p, 'bare']);
    if (bare) lifecycle.bare = bare;
    if (rec.options !== undefined) lifecycle.options = rec.options;
    return lifecycle;
  }

  source(value: unknown, p: DocPath): SourceLocation {
    const rec = this.record(value, p);
    const out: SourceLocation = {};
    const dir = this.string(rec.dir, [...p, 'dir']);
    if (dir) out.dir = dir;
    const s3 = this.string(rec.s3, [...p, 's3']);
    if (s3) out.s3 = s3;
    if (rec.git !== undefined) {
      const git = this.record(rec.git, [...p, 'git']);
      out.git = {};
      for (const key of ['remote', 'ref', 'subDir', 'localDir'] as const) {
        const v = this.string(git[key], [...p, 'git', key]);
        if (v) out.git[key] = v;
      }
    }
    return out;
  }
}

/** Reads a hub.yaml already parsed. */
export function readStackManifest(parsed: ParsedYaml, abs: string, problems: Problems): StackManifest {
  warnUnknownKeys(parsed, 'stack', problems);
  const r = new Reader(parsed, problems);
  const doc = r.record(parsed.value, []);
  const metaRec = r.record(doc.meta, ['meta']);
  const name = r.string(metaRec.name, ['meta', 'name']) ?? '';
  const meta: StackManifest['meta'] = { ...metaRec, name };
  const fromStack = r.string(metaRec.fromStack, ['meta', 'fromStack']);
  if (fromStack) meta.fromStack = fromStack;
  else delete meta.fromStack;
  const annotations = r.stringMap(metaRec.annotations, ['meta', 'annotations']);
  if (annotations) meta.annotations = annotations;
  const dir = path.dirname(abs);
  const components = r.list(doc.components, ['components']).map((item, i): ComponentRef => {
    const rec = r.record(item, ['components', i]);
    const ref: ComponentRef = {
      name: r.string(rec.name, ['components', i, 'name']) ?? '',
      source: r.source(rec.source, ['components', i, 'source']),
      depends: r.strings(rec.depends, ['components', i, 'depends']),
      baseDir: dir,
      place: r.place(['components', i, 'name']),
    };
    const annotations = r.stringMap(rec.annotations, ['components', i, 'annotations']);
    if (annotations) ref.annotations = annotations;
    return ref;
  });
  const platform = r.record(doc.platform, ['platform']);
  const manifest: StackManifest = {
    file: parsed.file,
    dir,
    parsed,
    kind: r.string(doc.kind, ['kind']) ?? '',
    meta,
    components,
    requires: r.strings(doc.requires, ['requires']),
    provides: r.strings(doc.provides, ['provides']),
    platformProvides: r.strings(platform.provides, ['platform', 'provides']),
    lifecycle: r.lifecycle(doc.lifecycle, ['lifecycle']),
    outputs: r.outputs(doc.outputs, ['outputs']),
    parameters: r.parameters(doc.parameters, ['parameters']),
  };
  if (typeof doc.version === 'number') manifest.version = doc.version;
  if (doc.templates !== undefined) manifest.templates = doc.templates;
  const allowed = ['stack', 'application'];
  if (!allowed.includes(manifest.kind)) {
    problems.warn(
      `Manifest \`kind\` must be one of [${allowed.join(' ')}], found \`${manifest.kind}\``,
      r.place(['kind']),
      'StackKind',
    );
  }
  return manifest;
}

/** Reads a params*.yaml already parsed. */
export function readParametersManifest(parsed: ParsedYaml, problems: Problems): ParametersManifest {
  warnUnknownKeys(parsed, 'parameters', problems);
  const r = new Reader(parsed, problems);
  const doc = r.record(parsed.value, []);
  return {
    file: parsed.file,
    parameters: r.parameters(doc.parameters, ['parameters']),
    outputs: r.outputs(doc.outputs, ['outputs']),
  };
}

/**
 * Reads a hub-component.yaml already parsed, as the component `name` of the stack: Hub keeps the
 * manifest's own name as `meta.origin` (and `meta.kind` when unset) and renames it.
 */
export function readComponentManifest(
  parsed: ParsedYaml,
  name: string,
  problems: Problems,
): ComponentManifest {
  warnUnknownKeys(parsed, 'component', problems);
  const r = new Reader(parsed, problems);
  const doc = r.record(parsed.value, []);
  const metaRec = r.record(doc.meta, ['meta']);
  const ownName = r.string(metaRec.name, ['meta', 'name']) ?? '';
  const origin = r.string(metaRec.origin, ['meta', 'origin']) || ownName;
  const kind = r.string(metaRec.kind, ['meta', 'kind']) || ownName;
  const lifecycle = r.lifecycle(doc.lifecycle, ['lifecycle']);
  // Hub's default verbs for a component (compose.setDefaultLifecycleVerbs).
  if (lifecycle.verbs.length === 0) lifecycle.verbs = ['deploy', 'undeploy'];
  const manifest: ComponentManifest = {
    name,
    origin,
    kind,
    file: parsed.file,
    meta: { ...metaRec, name, origin, kind },
    requires: r.strings(doc.requires, ['requires']),
    provides: r.strings(doc.provides, ['provides']),
    lifecycle,
    // Hub qualifies every parameter of a component manifest with the component's name.
    parameters: r.parameters(doc.parameters, ['parameters']).map((p) => ({ ...p, component: name })),
    outputs: r.outputs(doc.outputs, ['outputs']),
    place: r.place(['meta', 'name']),
    requiresPlace: r.place(['requires']),
    document: doc,
  };
  if (doc.templates !== undefined) manifest.templates = doc.templates;
  return manifest;
}
