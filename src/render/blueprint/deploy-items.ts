import type { GoMap, GoValue } from '../../template/gotemplate';
import { isGoMap } from '../../template/gotemplate/value';
import type { ImportDefinition } from './blueprint';
import { BlueprintError, BlueprintErrors, type Place } from './problems';

export const LANDSCAPER_API = 'landscaper.gardener.cloud/v1alpha1';
const EXECUTION_NAME_LABEL = 'execution.landscaper.gardener.cloud/name';
const DEPENDS_ON_ANNOTATION = 'execution.landscaper.gardener.cloud/dependsOn';
const DEPLOYER_TYPE_ANNOTATION = 'landscaper.gardener.cloud/deployer-type';
const DEPLOYER_TARGET_ANNOTATION = 'landscaper.gardener.cloud/deployer-target-name';
const NO_TARGET_NAME = '.noTargetName';

/** A deploy item specification from a deploy execution, and which execution wrote it. */
export interface DeployItemSpec {
  name: string;
  spec: GoMap;
  execution: string;
  place: Place;
}

/** A rendered DeployItem, as landscaper-cli wrote it to `deployitems/<name>`. */
export interface RenderedDeployItem {
  name: string;
  type: string;
  document: GoMap;
}

/**
 * The deploy items of all deploy executions, checked as ValidateDeployItemTemplateList checks them
 * (names set and unique across executions, type set, dependsOn defined and acyclic), targets
 * resolved to the imported Target objects, and ordered so every item follows what it depends on.
 */
export function renderDeployItems(
  specs: DeployItemSpec[],
  imports: GoMap,
  importDefs: ReadonlyMap<string, ImportDefinition>,
  namespace: string,
): RenderedDeployItem[] {
  const problems: BlueprintError[] = [];
  const byName = new Map<string, DeployItemSpec>();
  for (const item of specs) {
    const where = `deploy execution ${JSON.stringify(item.execution)}`;
    if (item.name === '')
      problems.push(new BlueprintError(`${where}: deploy item name must not be empty`, item.place));
    else if (byName.has(item.name)) {
      const first = byName.get(item.name) as DeployItemSpec;
      problems.push(
        new BlueprintError(
          `${where}: duplicate deploy item name ${JSON.stringify(item.name)} (also in deploy execution ${JSON.stringify(first.execution)})`,
          item.place,
          'DuplicateDeployItem',
        ),
      );
    } else byName.set(item.name, item);
    if (typeof item.spec.type !== 'string' || item.spec.type === '') {
      problems.push(
        new BlueprintError(
          `${where}: deploy item ${JSON.stringify(item.name)}: type must not be empty`,
          item.place,
        ),
      );
    }
  }
  if (problems.length === 0) problems.push(...dependencyProblems(specs, byName));
  if (problems.length > 0) throw new BlueprintErrors(problems);
  return order(specs, byName).map((item) => deployItemDocument(item, imports, importDefs, namespace));
}

function dependsOn(item: DeployItemSpec): string[] {
  const d = item.spec.dependsOn;
  return Array.isArray(d) ? d.filter((x): x is string => typeof x === 'string') : [];
}

function dependencyProblems(specs: DeployItemSpec[], byName: Map<string, DeployItemSpec>): BlueprintError[] {
  const problems: BlueprintError[] = [];
  for (const item of specs) {
    for (const dep of dependsOn(item)) {
      if (!byName.has(dep)) {
        problems.push(
          new BlueprintError(
            `deploy item ${JSON.stringify(item.name)} depends on undefined deploy item ${JSON.stringify(dep)}`,
            item.place,
            'UndefinedDependency',
          ),
        );
      }
    }
  }
  const cycle = findCycle(
    specs.map((s) => s.name),
    (n) => dependsOn(byName.get(n) as DeployItemSpec).filter((d) => byName.has(d)),
  );
  if (cycle) {
    const first = byName.get(cycle[0] as string) as DeployItemSpec;
    problems.push(
      new BlueprintError(
        `cycle found in deploy item dependencies: ${cycle.join(' -> ')}`,
        first.place,
        'DependencyCycle',
      ),
    );
  }
  return problems;
}

/** The first cycle a depth-first walk in declaration order meets, as `a, b, a`; undefined if none. */
export function findCycle(
  nodes: readonly string[],
  edges: (n: string) => readonly string[],
): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (n: string): string[] | undefined => {
    if (state.get(n) === 'done') return undefined;
    if (state.get(n) === 'open') return [...stack.slice(stack.indexOf(n)), n];
    state.set(n, 'open');
    stack.push(n);
    for (const next of edges(n)) {
      const found = visit(next);
      if (found) return found;
    }
    stack.pop();
    state.set(n, 'done');
    return undefined;
  };
  for (const n of nodes) {
    const found = visit(n);
    if (found) return found;
  }
  return undefined;
}

/** Declaration order, each item moved after the items it depends on (the creation order). */
export function dependencyOrder(nodes: readonly string[], edges: (n: string) => readonly string[]): string[] {
  const out: string[] = [];
  const placed = new Set<string>();
  const place = (n: string) => {
    if (placed.has(n)) return;
    placed.add(n);
    for (const dep of edges(n)) place(dep);
    out.push(n);
  };
  for (const n of nodes) place(n);
  return out;
}

function order(specs: DeployItemSpec[], byName: Map<string, DeployItemSpec>): DeployItemSpec[] {
  return dependencyOrder(
    specs.map((s) => s.name),
    (n) => dependsOn(byName.get(n) as DeployItemSpec).filter((d) => byName.has(d)),
  ).map((n) => byName.get(n) as DeployItemSpec);
}

/** blueprint.go renderDeployItems + execution.ApplyDeployItemTemplate, without the reconcile timestamp. */
function deployItemDocument(
  item: DeployItemSpec,
  imports: GoMap,
  importDefs: ReadonlyMap<string, ImportDefinition>,
  namespace: string,
): RenderedDeployItem {
  const { spec } = item;
  const type = spec.type as string;
  const target = resolveTarget(item, imports, importDefs, namespace);
  const labels: Record<string, string> = {};
  if (isGoMap(spec.labels)) {
    for (const [k, v] of Object.entries(spec.labels)) labels[k] = typeof v === 'string' ? v : String(v);
  }
  labels[EXECUTION_NAME_LABEL] = item.name;
  const docSpec: GoMap = { type };
  if (target) docSpec.target = target;
  if (spec.config !== undefined && spec.config !== null) docSpec.config = spec.config;
  if (spec.timeout !== undefined && spec.timeout !== null) docSpec.timeout = spec.timeout;
  if (spec.updateOnChangeOnly === true) docSpec.updateOnChangeOnly = true;
  if (spec.onDelete !== undefined && spec.onDelete !== null) docSpec.onDelete = spec.onDelete;
  const targetName =
    target && typeof target.name === 'string' && target.name !== '' ? target.name : NO_TARGET_NAME;
  return {
    name: item.name,
    type,
    document: {
      apiVersion: LANDSCAPER_API,
      kind: 'DeployItem',
      metadata: {
        name: item.name,
        labels,
        annotations: {
          [DEPENDS_ON_ANNOTATION]: dependsOn(item).join(','),
          [DEPLOYER_TYPE_ANNOTATION]: type,
          [DEPLOYER_TARGET_ANNOTATION]: targetName,
        },
      },
      spec: docSpec,
    },
  };
}

function nested(v: GoValue, ...keys: string[]): string {
  let cur = v;
  for (const k of keys) cur = isGoMap(cur) ? cur[k] : undefined;
  return typeof cur === 'string' ? cur : '';
}

/** The target reference: `import` (and `index`/`key`) resolved to the imported Target's name and namespace. */
function resolveTarget(
  item: DeployItemSpec,
  imports: GoMap,
  importDefs: ReadonlyMap<string, ImportDefinition>,
  namespace: string,
): GoMap | undefined {
  const ref = item.spec.target;
  if (ref === undefined || ref === null) return undefined;
  const fail = (message: string) =>
    new BlueprintError(
      `invalid deployitem specification ${JSON.stringify(item.name)}: ${message}`,
      item.place,
      'InvalidTarget',
    );
  if (!isGoMap(ref)) throw fail('target must be a mapping');
  const importName = typeof ref.import === 'string' ? ref.import : '';
  if (importName === '') {
    if (typeof ref.name !== 'string' || ref.name === '') throw fail('empty target reference');
    return { name: ref.name, namespace };
  }
  const def = importDefs.get(importName);
  const raw = imports[importName];
  let target: GoValue;
  if (ref.index !== undefined && ref.index !== null) {
    if (!def) throw fail(`targetlist import ${JSON.stringify(importName)} not found`);
    if (def.type !== 'targetList') throw fail(`import ${JSON.stringify(importName)} is not a targetlist`);
    if (raw === undefined || raw === null)
      throw fail(`no value for import ${JSON.stringify(importName)} given`);
    if (!Array.isArray(raw)) throw fail(`invalid target spec for import ${JSON.stringify(importName)}`);
    const index = Number(ref.index);
    if (!Number.isInteger(index) || index < 0 || index >= raw.length)
      throw fail(`index ${String(ref.index)} out of bounds`);
    target = raw[index];
  } else if (typeof ref.key === 'string') {
    if (!def) throw fail(`targetmap import ${JSON.stringify(importName)} not found`);
    if (def.type !== 'targetMap') throw fail(`import ${JSON.stringify(importName)} is not a targetmap`);
    if (!isGoMap(raw)) throw fail(`no value for import ${JSON.stringify(importName)} given`);
    if (!(ref.key in raw))
      throw fail(
        `key ${JSON.stringify(ref.key)} not found in targetmap import ${JSON.stringify(importName)}`,
      );
    target = raw[ref.key];
  } else {
    if (!def) throw fail(`target import ${JSON.stringify(importName)} not found`);
    if (def.type !== 'target') throw fail(`import ${JSON.stringify(importName)} is not a target`);
    if (raw === undefined || raw === null)
      throw fail(`no value for import ${JSON.stringify(importName)} given`);
    if (!isGoMap(raw)) throw fail(`invalid target spec for import ${JSON.stringify(importName)}`);
    target = raw;
  }
  const out: GoMap = { name: nested(target, 'metadata', 'name') };
  const ns = nested(target, 'metadata', 'namespace');
  if (ns !== '') out.namespace = ns;
  return out;
}
