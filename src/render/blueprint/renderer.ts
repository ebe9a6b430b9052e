import { stat } from 'node:fs/promises';
import path from 'node:path';
import { expandEnv } from '../../config/paths';
import type { EnvironmentConfig } from '../../config/types';
import type { Artifact, Diagnostic, KubeObject, RenderedObject } from '../../model/types';
import type { ParsedYaml } from '../../schema/parse';
import type { GoMap, GoValue } from '../../template/gotemplate';
import { isGoMap } from '../../template/gotemplate/value';
import { collectSecrets } from '../secrets';
import type { RenderContext, Renderer, SourceRender } from '../types';
import { DirectoryBlueprintFs } from './blob';
import { type ImportDefinition, readBlueprint } from './blueprint';
import { type ComponentRepository, openComponentRepository } from './components';
import { fromYaml, marshalYaml } from './functions';
import {
  InstallationFailure,
  inlineFilesystem,
  inlinePlacer,
  type RenderedInstallation,
  type ResolvedInstallation,
  relocate,
  simulate,
} from './installation';
import { undeclaredImportWarnings, unknownKeyWarnings } from './known-keys';
import type { BlueprintSourceConfig, InjectedImports } from './options';
import { BlueprintError, BlueprintErrors, parseYaml, placeOf, toDiagnostics } from './problems';
import { jsonValue } from './values';

const KUBERNETES_MANIFEST = 'landscaper.gardener.cloud/kubernetes-manifest';
/** landscaper-cli's render gave the installation it made up these names. */
const ROOT_NAME = 'root';
const ROOT_NAMESPACE = 'default';

interface Root {
  installation: ResolvedInstallation;
  components?: ComponentRepository;
  /** For an Installation file: scope names (dataRef/target) -> the blueprint import they feed. */
  importNames?: Map<string, string>;
  /** The root's component came with its blueprint (spec.blueprint.ref), not from `.cd`. */
  componentFromInstallation?: boolean;
  /** Keys of the Installation file Landscaper does not read. */
  warnings?: BlueprintError[];
}

/**
 * Gardener Landscaper blueprints rendered offline, as landscaper-cli's `blueprints render`
 * rendered them: the installation tree with each installation's DeployItems, subinstallations,
 * template state and exports as documents, DeployItems as objects, and the manifests of
 * kubernetes-manifest deploy items as the objects they deploy.
 */
export const blueprintRenderer: Renderer<BlueprintSourceConfig> = {
  async open(source, ctx) {
    const diag = (err: unknown): SourceRender => ({
      objects: [],
      artifacts: [],
      diagnostics: toDiagnostics(err, source.name, ROOT_NAME),
    });
    let root: Root;
    try {
      root = await openRoot(source, ctx);
    } catch (err) {
      const render = diag(err);
      return { render: async () => render };
    }
    return {
      async render(environment) {
        // Filled by every execution as it runs: a later one may fail quoting what an earlier produced.
        const secrets: KubeObject[] = [];
        try {
          return await renderEnvironment(source, ctx, root, environment, secrets);
        } catch (err) {
          const warnings = warningDiagnostics(
            source.name,
            rootWarnings(root).map((warning) => ({ component: ROOT_NAME, warning })),
          );
          if (err instanceof InstallationFailure) {
            return {
              objects: [],
              artifacts: [],
              diagnostics: [...toDiagnostics(err.failure, source.name, err.path), ...warnings],
              secrets,
            };
          }
          const failed = diag(err);
          return { ...failed, diagnostics: [...failed.diagnostics, ...warnings], secrets };
        }
      },
    };
  },
};

const shownPath = (ctx: RenderContext, abs: string) => path.relative(ctx.root, abs) || '.';

async function openRoot(source: BlueprintSourceConfig, ctx: RenderContext): Promise<Root> {
  const components = await openComponents(source, ctx);
  const isDir = (await stat(source.absPath)).isDirectory();
  const shown = shownPath(ctx, source.absPath);
  const cdRef = components?.cd
    ? {
        componentName: String((components.cd.component as GoMap).name),
        version: String((components.cd.component as GoMap).version),
      }
    : { componentName: 'my-example-component', version: 'v0.0.0' };
  if (isDir) {
    const blueprint = readBlueprint(
      new DirectoryBlueprintFs(shown, ctx.boundary, source.absPath),
      source.name,
    );
    return {
      ...(components ? { components } : {}),
      installation: {
        name: ROOT_NAME,
        namespace: ROOT_NAMESPACE,
        blueprint,
        ...(components?.cd ? { component: rootComponent(components) } : {}),
        blueprintDef: { ref: { resourceName: 'example-blueprint' } },
        componentDescriptorDef: { ref: cdRef },
        importsSpec: {},
        exportsSpec: {},
      },
    };
  }
  return installationRoot(source, ctx, shown, components, cdRef);
}

function rootComponent(components: ComponentRepository) {
  const c = components.cd as GoMap;
  const meta = c.component as GoMap;
  return { name: String(meta.name), version: String(meta.version), descriptor: c };
}

/**
 * The component descriptors: the source's `componentDescriptor` file, or a values file's `cd:`
 * (which landscaper-cli's values files could carry); given both, `cd:` is the descriptor and the
 * file's directory still holds its blobs and the components it references.
 */
async function openComponents(
  source: BlueprintSourceConfig,
  ctx: RenderContext,
  inline?: { descriptor: GoMap; file: string },
): Promise<ComponentRepository | undefined> {
  if (!source.componentDescriptor && !inline) return undefined;
  try {
    return await openComponentRepository({
      boundary: ctx.boundary,
      ...(source.componentDescriptor
        ? { descriptorPath: path.resolve(ctx.root, source.componentDescriptor) }
        : {}),
      ...(inline ? { inlineDescriptor: inline.descriptor } : {}),
      displayRoot: ctx.root,
    });
  } catch (err) {
    throw new BlueprintError(
      (err as Error).message,
      { file: inline?.file ?? source.componentDescriptor },
      'ComponentDescriptorInvalid',
    );
  }
}

/** An Installation file: its blueprint (inline filesystem or a resource of the component), name and import mapping. */
async function installationRoot(
  source: BlueprintSourceConfig,
  ctx: RenderContext,
  shown: string,
  components: ComponentRepository | undefined,
  cdRef: GoMap,
): Promise<Root> {
  const text = await ctx.boundary.readText(source.absPath, shown);
  const parsed = parseYaml(shown, text, source.name);
  const doc = jsonValue(parsed.value as GoValue);
  if (!isGoMap(doc) || doc.kind !== 'Installation') {
    throw new BlueprintError(
      `${shown} is neither a blueprint directory nor an Installation (kind: Installation)`,
      placeOf(parsed, ['kind']),
      'NotAnInstallation',
    );
  }
  const meta = isGoMap(doc.metadata) ? doc.metadata : {};
  const spec = isGoMap(doc.spec) ? doc.spec : {};
  const def = isGoMap(spec.blueprint) ? spec.blueprint : {};
  const at = (p: (string | number)[]) => placeOf(parsed, p);
  let installation: Omit<ResolvedInstallation, 'blueprint'> & {
    blueprint?: ResolvedInstallation['blueprint'];
  };
  const base = {
    name: typeof meta.name === 'string' ? meta.name : ROOT_NAME,
    namespace: typeof meta.namespace === 'string' ? meta.namespace : ROOT_NAMESPACE,
    blueprintDef: def,
    componentDescriptorDef: isGoMap(spec.componentDescriptor) ? spec.componentDescriptor : { ref: cdRef },
    importsSpec: isGoMap(spec.imports) ? spec.imports : {},
    exportsSpec: isGoMap(spec.exports) ? spec.exports : {},
  };
  if (isGoMap(def.inline) && def.inline.filesystem !== undefined) {
    const fs = inlineFilesystem(def.inline.filesystem, `${shown}: spec.blueprint.inline.filesystem`);
    const inlinePlace = inlinePlacer(parsed, text, ['spec', 'blueprint', 'inline', 'filesystem']);
    let blueprint: ResolvedInstallation['blueprint'];
    try {
      blueprint = readBlueprint(fs, source.name);
    } catch (err) {
      throw relocate(err, inlinePlace);
    }
    installation = {
      ...base,
      blueprint,
      inlinePlace,
      ...(components?.cd ? { component: rootComponent(components) } : {}),
    };
  } else if (isGoMap(def.ref) && typeof def.ref.resourceName === 'string') {
    if (!components)
      throw new BlueprintError(
        "spec.blueprint.ref needs the source's componentDescriptor",
        at(['spec', 'blueprint', 'ref']),
        'BlueprintNotFound',
      );
    try {
      const found = await components.blueprintByResourceName(def.ref.resourceName);
      installation = { ...base, blueprint: readBlueprint(found.fs, source.name), component: found.component };
    } catch (err) {
      if (err instanceof BlueprintError || err instanceof BlueprintErrors) throw err;
      throw new BlueprintError((err as Error).message, at(['spec', 'blueprint', 'ref']), 'BlueprintNotFound');
    }
  } else {
    throw new BlueprintError(
      'spec.blueprint needs ref.resourceName or inline.filesystem',
      at(['spec', 'blueprint']),
      'BlueprintNotFound',
    );
  }
  const importNames = new Map<string, string>();
  const imports = base.importsSpec;
  for (const e of Array.isArray(imports.data) ? imports.data : []) {
    if (isGoMap(e) && typeof e.name === 'string' && typeof e.dataRef === 'string')
      importNames.set(e.dataRef, e.name);
  }
  for (const e of Array.isArray(imports.targets) ? imports.targets : []) {
    if (isGoMap(e) && typeof e.name === 'string' && typeof e.target === 'string')
      importNames.set(e.target, e.name);
  }
  return {
    installation: installation as ResolvedInstallation,
    ...(components ? { components } : {}),
    importNames,
    componentFromInstallation: isGoMap(def.ref),
    warnings: unknownKeyWarnings(parsed, 'installation'),
  };
}

/** A YAML input file of the source (values, exports), read as Landscaper reads it (yaml.v2 into JSON values). */
async function readInput(ctx: RenderContext, written: string, environment: string, what: string) {
  const rel = expandEnv(written, environment);
  const abs = path.resolve(ctx.root, rel);
  let text: string;
  try {
    text = await ctx.boundary.readText(abs, rel);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new BlueprintError(
      code === 'ENOENT' ? `${what} ${rel} does not exist` : (err as Error).message,
      { file: rel },
      'MissingFile',
    );
  }
  const parsed = parseYaml(rel, text, 'blueprint');
  let value: GoValue;
  try {
    value = jsonValue(fromYaml(text));
  } catch (err) {
    throw new BlueprintError(
      `unable to parse ${what} ${rel}: ${(err as Error).message}`,
      { file: rel },
      'YamlSyntax',
    );
  }
  if (value !== null && !isGoMap(value))
    throw new BlueprintError(`${what} ${rel} must be a mapping`, { file: rel, line: 1, column: 1 });
  return { parsed, value: (value ?? {}) as GoMap };
}

async function renderEnvironment(
  source: BlueprintSourceConfig,
  ctx: RenderContext,
  root: Root,
  environment: EnvironmentConfig,
  secrets: KubeObject[],
): Promise<SourceRender> {
  let values: GoMap = {};
  let valuesParsed: ParsedYaml | undefined;
  if (source.values) {
    const read = await readInput(ctx, source.values, environment.name, 'values file');
    values = read.value;
    valuesParsed = read.parsed;
  }
  const deployerExports = source.exports
    ? (await readInput(ctx, source.exports, environment.name, 'exports file')).value
    : {};
  const given = isGoMap(values.imports) ? values.imports : {};
  // An Installation file maps scope names onto import names; a blueprint takes values by import name.
  const available: GoMap = {};
  for (const [k, v] of Object.entries(given)) available[root.importNames?.get(k) ?? k] = v;
  const inverse = new Map([...(root.importNames ?? [])].map(([scope, name]) => [name, scope]));
  const injected = injectedValues(source.injectedImports, root.installation.blueprint.imports);
  Object.assign(available, injected);
  const state = readState(values.state, root.installation.name);
  let { components, installation } = root;
  if (isGoMap(values.cd) && source.values) {
    const file = expandEnv(source.values, environment.name);
    components = await openComponents(source, ctx, { descriptor: values.cd, file });
    if (components?.cd && !root.componentFromInstallation) {
      const component = rootComponent(components);
      installation = { ...installation, component };
      // A blueprint directory's made-up Installation names the descriptor it renders with.
      if (root.importNames === undefined) {
        const ref = { componentName: component.name, version: component.version };
        installation.componentDescriptorDef = { ref };
      }
    }
  }
  const result = await simulate(installation, undefined, available, {
    ...(ctx.budget ? { budget: ctx.budget } : {}),
    ...(components ? { components } : {}),
    deployerExports,
    state,
    secrets,
    rootValuePlace: (name, p) => {
      if (name in injected) return source.injectedImports?.place?.(name);
      return valuesParsed ? placeOf(valuesParsed, ['imports', inverse.get(name) ?? name, ...p]) : undefined;
    },
    ...(source.injectedImports
      ? {
          rootInjected: {
            names: new Set(Object.keys(injected)),
            coerceStrings: source.injectedImports.coerceStrings === true,
            ...(source.injectedImports.noun ? { noun: source.injectedImports.noun } : {}),
          },
        }
      : {}),
  });
  const valuesWarnings = valuesParsed ? valuesFileWarnings(valuesParsed, root) : [];
  return output(source.name, result.rendered, secrets, [...(root.warnings ?? []), ...valuesWarnings]);
}

/** The values file's keys nothing reads: unknown top-level keys, and imports no name of the root takes. */
function valuesFileWarnings(parsed: ParsedYaml, root: Root): BlueprintError[] {
  const names = new Set(root.importNames?.keys());
  const walk = (defs: readonly ImportDefinition[]) => {
    for (const def of defs) {
      names.add(def.name);
      walk(def.imports);
    }
  };
  walk(root.installation.blueprint.imports);
  return [...unknownKeyWarnings(parsed, 'values'), ...undeclaredImportWarnings(parsed, names)];
}

/** What is known to be ignored before rendering: the Installation file's and the root blueprint's keys. */
function rootWarnings(root: Root): BlueprintError[] {
  const { blueprint, inlinePlace } = root.installation;
  const own = inlinePlace
    ? blueprint.warnings.map((w) => relocate(w, inlinePlace) as BlueprintError)
    : blueprint.warnings;
  return [...(root.warnings ?? []), ...own];
}

/** Warnings as diagnostics, each once: a blueprint several installations use is one file. */
function warningDiagnostics(
  source: string,
  warnings: readonly { component: string; warning: BlueprintError }[],
): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const { component, warning: w } of warnings) {
    const id = `${w.place.file}:${w.place.line}:${w.place.column}:${w.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ ...w.toDiagnostic(source, component), severity: 'warning' });
  }
  return out;
}

/** The injected values the root blueprint has a data import for (nested ones included), as Landscaper holds values. */
function injectedValues(injected: InjectedImports | undefined, defs: readonly ImportDefinition[]): GoMap {
  const out: GoMap = {};
  if (!injected) return out;
  const walk = (list: readonly ImportDefinition[]) => {
    for (const def of list) {
      if (def.type === 'data' && Object.hasOwn(injected.values, def.name))
        out[def.name] = jsonValue(injected.values[def.name] as GoValue);
      walk(def.imports);
    }
  };
  walk(defs);
  return out;
}

/**
 * A values file's `state`: execution keys for the root, or installation paths (`root`, `root/x`;
 * the root is named after an Installation file's metadata.name) to their keys.
 */
function readState(raw: GoValue, rootName: string): Record<string, Record<string, GoValue>> {
  const out: Record<string, Record<string, GoValue>> = {};
  if (!isGoMap(raw)) return out;
  for (const [k, v] of Object.entries(raw)) {
    if (k.includes('/') || k === rootName) {
      if (isGoMap(v)) out[k] = { ...(out[k] ?? {}), ...v };
    } else out[rootName] = { ...(out[rootName] ?? {}), [k]: v };
  }
  return out;
}

function output(
  source: string,
  tree: RenderedInstallation,
  evaluated: KubeObject[],
  rootFileWarnings: BlueprintError[],
): SourceRender {
  const render: SourceRender = { objects: [], artifacts: [], diagnostics: [], secrets: [] };
  const warnings: { component: string; warning: BlueprintError }[] = rootFileWarnings.map((warning) => ({
    component: tree.path,
    warning,
  }));
  const walk = (inst: RenderedInstallation) => {
    for (const warning of inst.warnings) warnings.push({ component: inst.path, warning });
    const artifact = (name: string, value: GoValue): Artifact => ({
      source,
      component: inst.path,
      name: `${inst.path}/${name}`,
      mediaType: 'application/yaml',
      content: marshalYaml(value),
    });
    if (inst.document) render.artifacts.push(artifact('installation', inst.document));
    for (const item of inst.deployItems) {
      render.artifacts.push(artifact(`deployitems/${item.name}`, item.document));
      render.objects.push(...deployItemObjects(source, inst, item.name, item.type, item.document));
    }
    if (Object.keys(inst.deployState).length > 0)
      render.artifacts.push(artifact('state', { state: inst.deployState }));
    render.artifacts.push(artifact('exports', inst.exports));
    for (const child of inst.children) walk(child);
  };
  walk(tree);
  render.diagnostics.push(...warningDiagnostics(source, warnings));
  render.secrets = [...evaluated, ...collectSecrets(render.objects.map((o) => o.object))];
  return render;
}

/** The DeployItem as an object, and for a kubernetes-manifest item the manifests it deploys. */
function deployItemObjects(
  source: string,
  inst: RenderedInstallation,
  name: string,
  type: string,
  document: GoMap,
): RenderedObject[] {
  const installationPath = inst.path;
  const component = `${installationPath}/${name}`;
  // Nested installations may reuse item names; Landscaper names items after their execution too.
  const nested = installationPath.split('/').slice(1);
  const object = structuredClone(document) as unknown as KubeObject;
  object.metadata.name = [...nested, name].join('-');
  const objects: RenderedObject[] = [{ source, component, object, defaultNamespace: inst.namespace }];
  if (type !== KUBERNETES_MANIFEST) return objects;
  const config =
    isGoMap(document.spec) && isGoMap((document.spec as GoMap).config)
      ? ((document.spec as GoMap).config as GoMap)
      : {};
  for (const entry of Array.isArray(config.manifests) ? config.manifests : []) {
    // manifest/v1alpha2 wraps each object with its policy; v1alpha1 lists the objects themselves.
    const wrapped = isGoMap(entry) && isGoMap(entry.manifest);
    if (wrapped && entry.policy === 'ignore') continue;
    const manifest = wrapped ? (entry.manifest as GoMap) : entry;
    if (
      isGoMap(manifest) &&
      typeof manifest.apiVersion === 'string' &&
      typeof manifest.kind === 'string' &&
      isGoMap(manifest.metadata)
    ) {
      objects.push({ source, component, object: structuredClone(manifest) as unknown as KubeObject });
    }
  }
  return objects;
}
