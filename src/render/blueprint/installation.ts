import type { KubeObject } from '../../model/types';
import { getOwn, setOwn } from '../../model/values';
import type { ParsedYaml } from '../../schema/parse';
import type { DocPath } from '../../schema/path';
import { positionInBlock } from '../../schema/position';
import type { GoMap, GoValue } from '../../template/gotemplate';
import { isGoMap } from '../../template/gotemplate/value';
import type { RunBudget } from '../budget';
import { MemoryBlueprintFs } from './blob';
import { type Blueprint, type ExportDefinition, type ImportDefinition, readBlueprint } from './blueprint';
import type { ComponentRef, ComponentRepository } from './components';
import {
  type DeployItemSpec,
  LANDSCAPER_API,
  type RenderedDeployItem,
  renderDeployItems,
} from './deploy-items';
import { type ExecutionContext, runExecution, type TemplateState } from './execution';
import { constructImports, type Injected, type ValuePlace } from './imports';
import { deployItemWarnings, targetNamespaceWarnings, templateWarnings } from './known-keys';
import { type Ancestor, nestedLineage } from './nesting';
import { BlueprintError, BlueprintErrors, type Place, placeOf } from './problems';
import type { SchemaContext } from './schema';
import { validateAgainstSchema } from './schema';
import { orderSubinstallations, readSubinstallations, type Subinstallation } from './subinstallations';
import { jsonValue } from './values';

/** An installation ready to run: its blueprint, component, and the Installation it stands for. */
export interface ResolvedInstallation {
  name: string;
  namespace: string;
  blueprint: Blueprint;
  component?: ComponentRef;
  /** `spec.blueprint` and `spec.componentDescriptor` as the Installation gives them (the *Def bindings). */
  blueprintDef: GoMap;
  componentDescriptorDef?: GoMap;
  /** spec.imports / spec.exports: how names map between this installation and its parent's scope. */
  importsSpec: GoMap;
  exportsSpec: GoMap;
  /** The Installation document, for a subinstallation. */
  document?: GoMap;
  /** For a blueprint written inline (`blueprint.filesystem`): where a place in it is in the repository. */
  inlinePlace?: InlinePlacer;
  /** The installations from the root down to this one (itself included); the root's is itself. */
  lineage?: readonly Ancestor[];
}

/** Where a place in an inline blueprint filesystem (file `<inline>/...`) is written in the repository. */
export type InlinePlacer = (place: Place) => Place;

/** The origin of an inline blueprint filesystem: its files are shown as `<inline>/blueprint.yaml`. */
export const INLINE_ORIGIN = '<inline>';

/**
 * Places in an inline filesystem written at `fsPath` of a YAML file: a line of a file written as a
 * block scalar (`blueprint.yaml: |`) is that line of the block, anything else the file's entry.
 */
export function inlinePlacer(parsed: ParsedYaml, text: string, fsPath: DocPath): InlinePlacer {
  return (place) => {
    const rel = (place.file ?? '').slice(INLINE_ORIGIN.length + 1);
    const at = rel === '' ? fsPath : [...fsPath, ...rel.split('/')];
    return { file: parsed.file, ...positionInBlock(parsed, text, at, place.line, place.column) };
  };
}

const isInline = (place: Place) =>
  place.file === INLINE_ORIGIN || (place.file?.startsWith(`${INLINE_ORIGIN}/`) ?? false);

/** `err` with its places in an inline filesystem moved to where that filesystem is written. */
export function relocate(err: unknown, placer: InlinePlacer): unknown {
  if (err instanceof BlueprintErrors) {
    return new BlueprintErrors(err.errors.map((e) => relocate(e, placer) as BlueprintError));
  }
  if (err instanceof BlueprintError && isInline(err.place)) {
    return new BlueprintError(err.message, placer(err.place), err.reason);
  }
  return err;
}

/** One installation of the tree as rendered. */
export interface RenderedInstallation {
  /** `root`, `root/child`, ... as landscaper-cli names its output directories. */
  path: string;
  /** Where its DeployItems live (the root Installation's namespace). */
  namespace: string;
  document?: GoMap;
  deployItems: RenderedDeployItem[];
  /** Template state written by deploy and subinstallation executions (`deploy<name>`). */
  deployState: Record<string, GoValue>;
  /** The blueprint's exports: export name -> value (Target objects for target exports). */
  exports: GoMap;
  children: RenderedInstallation[];
  /** Keys its blueprint.yaml has that Landscaper does not read, placed in the repository's files. */
  warnings: BlueprintError[];
}

/** What the whole render shares: component descriptors, simulated deployer exports, stored state. */
export interface SimulationContext {
  components?: ComponentRepository;
  /** Deploy item exports as their deployers would report them, by `path/item` or item name. */
  deployerExports: GoMap;
  /** Stored template state per installation path. */
  state: Record<string, Record<string, GoValue>>;
  /** Where the root's import values are written (the values file), for messages. */
  rootValuePlace: ValuePlace;
  /** The root's imports a program gave (InjectedImports), read and named as such. */
  rootInjected?: Injected;
  /** The run's budget: each template execution's deadline is cut to what is left of it. */
  budget?: RunBudget;
  /** Every Secret an execution of the tree produced, kept even when the render fails later. */
  secrets?: KubeObject[];
}

interface Scope {
  data: GoMap;
  targets: GoMap;
}

/**
 * Landscaper processing one installation and, recursively, its subinstallations, offline (the
 * InstallationSimulator of landscaper's pkg/utils/landscaper with the controller's import rules):
 * imports constructed and validated, import executions, deploy items, subinstallations in the
 * order their export-import graph gives, then export executions over the deployers' simulated
 * exports and the subinstallations' exports.
 */
export async function simulate(
  inst: ResolvedInstallation,
  parentPath: string | undefined,
  available: GoMap,
  ctx: SimulationContext,
): Promise<{ rendered: RenderedInstallation; installationExports: Scope }> {
  const path = parentPath === undefined ? inst.name : `${parentPath}/${inst.name}`;
  try {
    const result = await simulateInstallation(inst, path, available, ctx);
    if (inst.inlinePlace) relocateWarnings(result.rendered, inst.inlinePlace);
    return result;
  } catch (err) {
    const failure = err instanceof InstallationFailure ? err : new InstallationFailure(path, err);
    // Inner installations moved their places to this one's files; now they move to the parent's.
    if (!inst.inlinePlace) throw failure;
    throw new InstallationFailure(failure.path, relocate(failure.failure, inst.inlinePlace));
  }
}

/**
 * The deploy items whose `target.namespace` Landscaper ignores for another (targetNamespaceWarnings).
 * In a cluster, an installation imports Targets of its own namespace, so the two namespaces an
 * item may take its Target from are one; offline, the values give Targets any namespace. A
 * namespace written as the installation's or an imported Target's is taken for the one used.
 */
function targetNamespaceNotes(
  specs: readonly DeployItemSpec[],
  items: readonly RenderedDeployItem[],
  namespace: string,
  imports: GoMap,
  definitions: ReadonlyMap<string, ImportDefinition>,
): BlueprintError[] {
  const same = new Set([namespace]);
  for (const [name, def] of definitions) {
    if (def.type === 'data') continue;
    const value = imports[name];
    const targets = Array.isArray(value)
      ? value
      : isGoMap(value) && def.type === 'targetMap'
        ? Object.values(value)
        : [value];
    for (const t of targets)
      if (isGoMap(t) && isGoMap(t.metadata) && typeof t.metadata.namespace === 'string')
        same.add(t.metadata.namespace);
  }
  return items.flatMap((item) => {
    const spec = specs.find((s) => s.name === item.name) as DeployItemSpec;
    const used = (item.document.spec as GoMap | undefined)?.target;
    if (!isGoMap(used)) return [];
    const where = `deploy execution ${JSON.stringify(spec.execution)}: deploy item ${JSON.stringify(item.name)}`;
    const shown = typeof used.namespace === 'string' ? used.namespace : '';
    return targetNamespaceWarnings(spec.spec, new Set([shown, ...same]), shown, where, spec.place);
  });
}

/** Moves the warnings of `tree` placed in an inline filesystem to where that filesystem is written. */
function relocateWarnings(tree: RenderedInstallation, placer: InlinePlacer): void {
  tree.warnings = tree.warnings.map((w) => relocate(w, placer) as BlueprintError);
  for (const child of tree.children) relocateWarnings(child, placer);
}

/** A failure and the installation it happened in. */
export class InstallationFailure extends Error {
  constructor(
    readonly path: string,
    readonly failure: unknown,
  ) {
    super((failure as Error).message);
  }
}

async function simulateInstallation(
  inst: ResolvedInstallation,
  path: string,
  available: GoMap,
  ctx: SimulationContext,
): Promise<{ rendered: RenderedInstallation; installationExports: Scope }> {
  const { blueprint } = inst;
  const schemas = schemaContext(blueprint, ctx.components, inst.component);
  const isRoot = inst.document === undefined;
  const valuePlace: ValuePlace = isRoot ? ctx.rootValuePlace : () => undefined;
  const constructed = constructImports(
    blueprint,
    available,
    schemas,
    valuePlace,
    isRoot ? ctx.rootInjected : undefined,
  );
  const execCtx: ExecutionContext = {
    blueprint,
    ...(ctx.budget ? { budget: ctx.budget } : {}),
    descriptors: ctx.components?.descriptors ?? [],
    ...(inst.component
      ? { cd: inst.component.descriptor }
      : ctx.components?.cd
        ? { cd: ctx.components.cd }
        : {}),
    ...(ctx.secrets ? { secrets: ctx.secrets } : {}),
  };
  const baseValues = (): GoMap => {
    const values: GoMap = {
      cd: execCtx.cd ?? null,
      components: ctx.components?.components ?? null,
      imports: { ...imports },
      blueprint: inst.blueprintDef,
      blueprintDef: inst.blueprintDef,
    };
    if (inst.componentDescriptorDef) values.componentDescriptorDef = inst.componentDescriptorDef;
    return values;
  };

  // importExecutions: bindings feed the next one; the first with errors stops them all.
  let imports: GoMap = { ...constructed.imports };
  for (const exec of blueprint.importExecutions) {
    const out = runExecution('import', exec, baseValues(), execCtx);
    if (isGoMap(out.bindings)) imports = { ...imports, ...out.bindings };
    const errors = Array.isArray(out.errors) ? out.errors : [];
    if (errors.length > 0) {
      const place = placeOf(blueprint.parsed, exec.at);
      throw new BlueprintErrors(
        errors.map(
          (e) =>
            new BlueprintError(
              `import execution ${JSON.stringify(exec.name)}: ${typeof e === 'string' ? e : JSON.stringify(e)}`,
              place,
              'ImportExecutionError',
            ),
        ),
      );
    }
  }

  // deployExecutions: every execution's deployItems, in order, with its own state.
  const stored = ctx.state[path] ?? {};
  const deployState: TemplateState = new Map(Object.entries(stored).filter(([k]) => k.startsWith('deploy')));
  const specs: DeployItemSpec[] = [];
  const ignoredKeys: BlueprintError[] = [];
  for (const exec of blueprint.deployExecutions) {
    const out = runExecution('deploy', exec, baseValues(), execCtx, deployState);
    const place = placeOf(blueprint.parsed, exec.at);
    for (const item of outputList(
      out,
      'deployItems',
      `deploy execution ${JSON.stringify(exec.name)}`,
      place,
    )) {
      const name = typeof item.name === 'string' ? item.name : '';
      specs.push({ name, spec: item, execution: exec.name, place });
      const where = `deploy execution ${JSON.stringify(exec.name)}: deploy item ${JSON.stringify(name)}`;
      ignoredKeys.push(...deployItemWarnings(item, where, place));
    }
  }
  const deployItems = renderDeployItems(specs, imports, constructed.definitions, inst.namespace);
  ignoredKeys.push(
    ...targetNamespaceNotes(specs, deployItems, inst.namespace, imports, constructed.definitions),
  );

  // Subinstallations: static and templated, ordered by their export-import graph.
  const subState: TemplateState = new Map(deployState);
  const templates = [
    ...readSubinstallations(blueprint),
    ...templatedSubinstallations(blueprint, baseValues, execCtx, subState),
  ];
  const ordered = orderSubinstallations(templates, blueprint);

  // The scope subinstallations import from: the parent's imports, then siblings' exports.
  const scope: Scope = { data: {}, targets: {} };
  for (const [name, def] of constructed.definitions) {
    if (!(name in constructed.imports)) continue;
    const value = constructed.imports[name];
    (def.type === 'data' ? scope.data : scope.targets)[name] = value;
    // The controller keeps each element of a targetList / targetMap import as a Target of its own
    // in the subinstallations' context, named `name[0]` / `name[key]` (createOrUpdateTargetListImport,
    // createOrUpdateTargetMapImport), so a child can import one element by that name.
    if (def.type === 'targetList' && Array.isArray(value))
      value.forEach((t, i) => {
        scope.targets[`${name}[${i}]`] = t;
      });
    if (def.type === 'targetMap' && isGoMap(value))
      for (const [key, t] of Object.entries(value)) scope.targets[`${name}[${key}]`] = t;
  }
  const children: RenderedInstallation[] = [];
  for (const sub of ordered) {
    const child = nested(inst, await resolveSubinstallation(sub, inst, ctx.components), sub);
    const childImports = mapImports(sub, scope, path);
    const result = await simulate(child, path, childImports, ctx);
    children.push(result.rendered);
    Object.assign(scope.data, result.installationExports.data);
    Object.assign(scope.targets, result.installationExports.targets);
  }

  // exportExecutions over the deployers' exports and the subinstallations' data objects and targets.
  const deployitems: GoMap = {};
  for (const item of deployItems) {
    const reported = ctx.deployerExports[`${path}/${item.name}`] ?? ctx.deployerExports[item.name];
    if (reported !== undefined) deployitems[item.name] = reported;
  }
  const exported: GoMap = {};
  const exportState: TemplateState = new Map(Object.entries(stored).filter(([k]) => k.startsWith('export')));
  for (const exec of blueprint.exportExecutions) {
    const exportValues = { deployitems, dataobjects: scope.data, targets: scope.targets };
    const values = { ...baseValues(), values: exportValues, ...exportValues };
    const out = runExecution('export', exec, values, execCtx, exportState);
    if (out.exports === undefined || out.exports === null) continue;
    if (!isGoMap(out.exports)) {
      throw new BlueprintError(
        `export execution ${JSON.stringify(exec.name)}: exports must be a mapping`,
        placeOf(blueprint.parsed, exec.at),
      );
    }
    mergeMaps(exported, out.exports);
  }
  const exports = blueprintExports(blueprint, exported, scope, inst.namespace, schemas);

  const state: Record<string, GoValue> = {};
  for (const [k, v] of [...deployState, ...subState, ...exportState]) state[k] = v;
  return {
    rendered: {
      path,
      namespace: inst.namespace,
      ...(inst.document ? { document: inst.document } : {}),
      deployItems,
      deployState: state,
      exports,
      children,
      warnings: [...blueprint.warnings, ...ignoredKeys, ...ordered.flatMap((sub) => sub.warnings ?? [])],
    },
    installationExports: installationExports(inst, exports),
  };
}

/** `child` with its lineage, refused when it closes a cycle or nests too deep (nesting.ts). */
function nested(parent: ResolvedInstallation, child: ResolvedInstallation, sub: Subinstallation) {
  return { ...child, lineage: nestedLineage(parent, child, sub.place) };
}

function templatedSubinstallations(
  blueprint: Blueprint,
  baseValues: () => GoMap,
  execCtx: ExecutionContext,
  state: TemplateState,
): Subinstallation[] {
  const out: Subinstallation[] = [];
  for (const exec of blueprint.subinstallationExecutions) {
    const result = runExecution('subinstallation', exec, baseValues(), execCtx, state);
    const place = placeOf(blueprint.parsed, exec.at);
    const origin = `subinstallation execution ${JSON.stringify(exec.name)}`;
    for (const [i, template] of outputList(result, 'subinstallations', origin, place).entries()) {
      const warnings = templateWarnings(template, `${origin}: subinstallations[${i}]`, place);
      out.push({ template, place, origin, warnings });
    }
  }
  return out;
}

/** The list an execution's output holds under `key` (none when unset), each entry a mapping. */
function outputList(out: GoMap, key: string, named: string, place: Place): GoMap[] {
  const list = out[key];
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new BlueprintError(`${named}: ${key} must be a list`, place);
  return list.map((entry, i) => {
    if (!isGoMap(entry)) throw new BlueprintError(`${named}: ${key}[${i}] must be a mapping`, place);
    return entry;
  });
}

/** utils.MergeMaps: `b` over `a`, maps present in both merged recursively (into `a`). */
function mergeMaps(a: GoMap, b: GoMap): void {
  for (const [k, v] of Object.entries(b)) {
    const existing = getOwn(a, k) as GoValue | undefined;
    if (isGoMap(v) && existing !== undefined && isGoMap(existing)) {
      const merged = { ...existing };
      mergeMaps(merged, v);
      setOwn(a, k, merged);
    } else setOwn(a, k, v);
  }
}

/** Data and targets for a subinstallation, from its parent's imports and its siblings' exports only. */
function mapImports(sub: Subinstallation, scope: Scope, parentPath: string): GoMap {
  const childPath = `${parentPath}/${String(sub.template.name)}`;
  const fail = (message: string) =>
    new BlueprintError(`${message} for installation ${childPath}`, sub.place, 'ImportNotInScope');
  const out: GoMap = {};
  const imports = isGoMap(sub.template.imports) ? sub.template.imports : {};
  for (const imp of Array.isArray(imports.data) ? imports.data : []) {
    if (!isGoMap(imp)) continue;
    const name = String(imp.name ?? '');
    if (imp.configMapRef !== undefined || imp.secretRef !== undefined) {
      throw fail(
        `data import ${name} reads a ConfigMap or Secret of the cluster, which an offline render cannot see,`,
      );
    }
    const ref = String(imp.dataRef ?? '');
    if (!(ref in scope.data)) throw fail(`unable to find data import ${ref}`);
    out[name] = scope.data[ref];
  }
  for (const imp of Array.isArray(imports.targets) ? imports.targets : []) {
    if (!isGoMap(imp)) continue;
    const name = String(imp.name ?? '');
    const lookup = (t: GoValue, what: string) => {
      const key = String(t);
      if (!(key in scope.targets)) throw fail(`unable to find ${what} ${key}`);
      return scope.targets[key];
    };
    if (typeof imp.target === 'string' && imp.target !== '') out[name] = lookup(imp.target, 'target import');
    else if (Array.isArray(imp.targets)) out[name] = imp.targets.map((t) => lookup(t, 'target list import'));
    else if (typeof imp.targetListRef === 'string' && imp.targetListRef !== '') {
      out[name] = lookup(imp.targetListRef, 'target list reference import');
    } else if (isGoMap(imp.targetMap)) {
      const map: GoMap = {};
      for (const [k, t] of Object.entries(imp.targetMap)) setOwn(map, k, lookup(t, 'target map import'));
      out[name] = map;
    } else if (typeof imp.targetMapRef === 'string' && imp.targetMapRef !== '') {
      out[name] = lookup(imp.targetMapRef, 'target map reference import');
    } else {
      throw fail(
        `either target, targets, targetListRef, targetMap or targetMapRef must be specified for import ${name}`,
      );
    }
  }
  const mappings = isGoMap(sub.template.importDataMappings) ? sub.template.importDataMappings : {};
  for (const [name, mapping] of Object.entries(mappings))
    out[name] = literalMapping(mapping, name, sub.place);
  return out;
}

/**
 * An import or export data mapping is a Spiff template. One without a Spiff expression (`((`)
 * evaluates to itself, so it is used as written; one with an expression is not supported yet.
 */
function literalMapping(mapping: GoValue, name: string, place: Place): GoValue {
  if (JSON.stringify(mapping ?? null).includes('((')) {
    throw new BlueprintError(
      `data mapping ${JSON.stringify(name)}: Spiff templates are not supported yet`,
      place,
      'SpiffUnsupported',
    );
  }
  return mapping;
}

/** Every export the blueprint declares: the export executions' value, else one of its scope by name. */
function blueprintExports(
  blueprint: Blueprint,
  exported: GoMap,
  scope: Scope,
  namespace: string,
  schemas: SchemaContext,
): GoMap {
  const out: GoMap = {};
  const problems: BlueprintError[] = [];
  for (const def of blueprint.exports) {
    const place = placeOf(blueprint.parsed, def.at);
    if (def.name in exported) {
      const value = exported[def.name];
      if (def.type === 'data') {
        for (const p of validateAgainstSchema(def.schema, value, schemas)) {
          const at = p.path !== '' ? ` at ${p.path}` : '';
          problems.push(
            new BlueprintError(
              `export ${JSON.stringify(def.name)}: exported value${at} ${p.message}`,
              place,
              'ExportSchemaInvalid',
            ),
          );
        }
        out[def.name] = value;
      } else {
        const problem = targetSpecProblem(def, value);
        if (problem) problems.push(new BlueprintError(problem, place, 'ExportTargetInvalid'));
        else out[def.name] = targetObject(def.name, namespace, value);
      }
    } else if (def.name in (def.type === 'data' ? scope.data : scope.targets)) {
      out[def.name] = (def.type === 'data' ? scope.data : scope.targets)[def.name];
    } else {
      problems.push(
        new BlueprintError(
          `export ${JSON.stringify(def.name)} of type ${def.type} has no value: no export execution or subinstallation exports it`,
          place,
          'MissingExport',
        ),
      );
    }
  }
  if (problems.length > 0) throw new BlueprintErrors(problems);
  return out;
}

/** A target export must be a target specification of the declared type (type, config, labels, annotations). */
function targetSpecProblem(def: ExportDefinition, value: GoValue): string | undefined {
  const named = `export ${JSON.stringify(def.name)}`;
  if (!isGoMap(value)) return `${named}: a target export must be a mapping with type and config`;
  if (typeof value.type !== 'string') return `${named}: the target has no type`;
  if (value.type !== def.targetType)
    return `${named}: target type is ${value.type} but expected ${def.targetType}`;
  if (value.config === undefined && value.secretRef === undefined)
    return `${named}: the target has no config`;
  return undefined;
}

/** installation_simulator.go convertTargetSpecToTarget. */
function targetObject(name: string, namespace: string, spec: GoValue): GoMap {
  const metadata: GoMap = { name };
  if (namespace !== '') metadata.namespace = namespace;
  return { apiVersion: LANDSCAPER_API, kind: 'Target', metadata, spec };
}

/** What a subinstallation hands its parent's scope: exports under the names spec.exports maps them to. */
function installationExports(inst: ResolvedInstallation, exports: GoMap): Scope {
  const scope: Scope = { data: {}, targets: {} };
  const spec = inst.exportsSpec;
  for (const e of Array.isArray(spec.data) ? spec.data : []) {
    if (isGoMap(e) && typeof e.name === 'string' && typeof e.dataRef === 'string' && e.name in exports) {
      scope.data[e.dataRef] = exports[e.name];
    }
  }
  for (const e of Array.isArray(spec.targets) ? spec.targets : []) {
    if (isGoMap(e) && typeof e.name === 'string' && typeof e.target === 'string' && e.name in exports) {
      const t = exports[e.name];
      scope.targets[e.target] =
        isGoMap(t) && isGoMap(t.metadata) ? { ...t, metadata: { ...t.metadata, name: e.target } } : t;
    }
  }
  return scope;
}

function schemaContext(
  blueprint: Blueprint,
  components: ComponentRepository | undefined,
  from: ComponentRef | undefined,
): SchemaContext {
  return {
    localTypes: blueprint.localTypes,
    readBlueprintFile: (p) => blueprint.fs.read(p),
    readComponentResource: (uri) => {
      if (!components) throw new Error(`cannot resolve ${uri}: the source names no componentDescriptor`);
      return components.resourceText(uri, from);
    },
  };
}

/** A subinstallation's blueprint and component: `blueprint.ref` (a cd:// URI) or an inline filesystem. */
async function resolveSubinstallation(
  sub: Subinstallation,
  parent: ResolvedInstallation,
  components: ComponentRepository | undefined,
): Promise<ResolvedInstallation> {
  const t = sub.template;
  const name = String(t.name);
  const def = isGoMap(t.blueprint) ? t.blueprint : {};
  let blueprint: Blueprint;
  let component = parent.component;
  let blueprintDef: GoMap;
  let componentDescriptorDef = parent.componentDescriptorDef;
  let inlinePlace: InlinePlacer | undefined;
  try {
    if (typeof def.ref === 'string' && def.ref !== '') {
      if (!components) throw new Error('no component descriptor defined to resolve the blueprint ref');
      const found = await components.blueprint(def.ref, parent.component);
      blueprint = readBlueprint(found.fs, sub.origin);
      component = found.component;
      const resourceName = def.ref.split('/').pop() ?? '';
      blueprintDef = { ref: { resourceName } };
      componentDescriptorDef = { ref: { componentName: component.name, version: component.version } };
    } else if (def.filesystem !== undefined) {
      const { source } = sub;
      inlinePlace = source
        ? inlinePlacer(source.parsed, source.text, [...source.at, 'blueprint', 'filesystem'])
        : () => sub.place;
      try {
        blueprint = readBlueprint(
          inlineFilesystem(def.filesystem, `${sub.origin}: blueprint.filesystem`),
          sub.origin,
        );
      } catch (err) {
        throw relocate(err, inlinePlace);
      }
      blueprintDef = { inline: { filesystem: def.filesystem } };
    } else {
      throw new Error('no blueprint defined: set blueprint.ref or blueprint.filesystem');
    }
  } catch (err) {
    if (err instanceof BlueprintError || err instanceof BlueprintErrors) throw err;
    throw new BlueprintError(
      `unable to resolve blueprint for subinstallation ${JSON.stringify(name)}: ${(err as Error).message}`,
      sub.place,
      'BlueprintNotFound',
    );
  }
  const importsSpec = isGoMap(t.imports) ? t.imports : {};
  const exportsSpec = isGoMap(t.exports) ? t.exports : {};
  const spec: GoMap = { blueprint: blueprintDef, imports: importsSpec, exports: exportsSpec };
  if (componentDescriptorDef) spec.componentDescriptor = componentDescriptorDef;
  if (t.importDataMappings !== undefined) spec.importDataMappings = t.importDataMappings;
  if (t.exportDataMappings !== undefined) spec.exportDataMappings = t.exportDataMappings;
  const metadata: GoMap = { name };
  if (parent.namespace !== '') metadata.namespace = parent.namespace;
  return {
    name,
    namespace: parent.namespace,
    blueprint,
    ...(component ? { component } : {}),
    blueprintDef,
    ...(componentDescriptorDef ? { componentDescriptorDef } : {}),
    importsSpec,
    exportsSpec,
    document: jsonValue({ apiVersion: LANDSCAPER_API, kind: 'Installation', metadata, spec }) as GoMap,
    ...(inlinePlace ? { inlinePlace } : {}),
  };
}

/**
 * An inline blueprint filesystem: file name -> content (a nested mapping is a directory; a
 * blueprint.yaml written as a mapping is the YAML of that mapping).
 */
export function inlineFilesystem(value: GoValue, origin: string): MemoryBlueprintFs {
  const files = new Map<string, Buffer>();
  const walk = (v: GoValue, prefix: string) => {
    if (!isGoMap(v)) throw new Error(`${origin} must be a mapping of file names to contents`);
    for (const [name, content] of Object.entries(v)) {
      const p = prefix === '' ? name : `${prefix}/${name}`;
      if (typeof content === 'string') files.set(p, Buffer.from(content));
      else if (name.endsWith('.yaml') || name.endsWith('.yml'))
        files.set(p, Buffer.from(JSON.stringify(content)));
      else walk(content, p);
    }
  };
  walk(value, '');
  return new MemoryBlueprintFs(INLINE_ORIGIN, files);
}
