import path from 'node:path';
import type { Diagnostic } from '../../model/types';
import {
  type ComponentManifest,
  type ComponentRef,
  type Lifecycle,
  type Output,
  type Parameter,
  type ParametersManifest,
  type ReadFile,
  readComponentManifest,
  readParametersManifest,
  readStackManifest,
  readYaml,
  relativeTo,
  type StackManifest,
} from './manifest';
import {
  mergeComponentManifests,
  mergeComponentRefs,
  mergeLifecycle,
  mergeOutputs,
  mergeParameters,
  type ParameterDocument,
  union,
} from './merge';
import { isEmpty, looksLikeSecret, qualifiedName } from './names';
import { type Place, Problems, placeOf } from './problems';

export interface ElaborateOptions {
  /** Absolute path of the stack's hub.yaml (the most derived stack). */
  hubFile: string;
  /** Absolute repository root: diagnostics name files relative to it. */
  root: string;
  /** Reads a file by absolute path (the repository boundary's reader). */
  readFile: ReadFile;
  /** The rigging environment: `params-<environment>.yaml` is read after `params.yaml`. */
  environment?: string;
  /** The rigging source's name, for diagnostics. */
  source: string;
}

/** A component of the elaborated stack. */
export interface StackComponent {
  name: string;
  /** Absolute directory of its sources. */
  dir: string;
  /** That directory relative to the repository root. */
  path: string;
  /** Components whose outputs it reads first (`depends:` of its hub.yaml entry). */
  depends: string[];
  ref: ComponentRef;
  /** Its hub-component.yaml; absent when the directory has none (allowed: a component with no parameters). */
  manifest?: ComponentManifest;
}

/** The stack Hub would deploy: hub.yaml, params files and fromStack parents assembled (hub.yaml.elaborate). */
export interface ElaboratedStack {
  /** `meta.name` of the most derived stack. */
  name: string;
  kind: string;
  version?: number;
  meta: Record<string, unknown>;
  /** The most derived hub.yaml, repository-relative. */
  file: string;
  /** Absolute directory of that hub.yaml. */
  dir: string;
  /** Every file read, in the order their documents were merged, repository-relative. */
  files: string[];
  /** In `components:` order (a derived stack's refs replace its parent's of the same name). */
  components: StackComponent[];
  /** Deployment order: `lifecycle.order` (merged through fromStack), else the components' order. */
  order: string[];
  lifecycle: Lifecycle;
  /** Requirements no component of the stack provides, sorted. */
  requires: string[];
  /** Capabilities the stack's components and stacks declare, sorted. */
  provides: string[];
  /** `platform.provides` of the stack manifests. */
  platformProvides: string[];
  /** Stack outputs (hub.yaml and params files). */
  outputs: Output[];
  /** Top-level parameters, sorted by qualified name; `kind: user` component parameters qualified. */
  parameters: Parameter[];
  templates?: unknown;
}

export interface Elaboration {
  /** Absent when an error stops elaboration. */
  stack?: ElaboratedStack;
  /** Errors and warnings, all of them. */
  diagnostics: Diagnostic[];
}

/** One stack manifest of a fromStack chain with its params files and its own component manifests. */
interface Level {
  manifest: StackManifest;
  params: ParametersManifest[];
  /** Its components not replaced by a derived stack, with their manifests (undefined: none). */
  components: Map<string, ComponentManifest | undefined>;
}

/**
 * Elaborates a Hub stack as `hub elaborate` does: the fromStack chain read from the base down,
 * params files next to each hub.yaml, component manifests, and the parameters merged in the
 * documented order (component manifests of the base stack, then of the derived stacks; base
 * hub.yaml, base params; derived hub.yaml, derived params).
 */
export async function elaborateStack(opts: ElaborateOptions): Promise<Elaboration> {
  const problems = new Problems(opts.source);
  const levels = await readChain(opts, problems);
  if (!levels || problems.hasErrors()) return { diagnostics: problems.diagnostics };
  await readComponentManifests(levels, opts, problems);
  if (problems.hasErrors()) return { diagnostics: problems.diagnostics };
  for (const level of levels) checkLevel(level.manifest, problems);
  const stack = assemble(levels, opts, problems);
  checkStack(stack, problems);
  return problems.hasErrors()
    ? { diagnostics: problems.diagnostics }
    : { stack, diagnostics: problems.diagnostics };
}

/** The chain from the base stack to `opts.hubFile`, each with its params files; a cycle or a missing file is an error. */
async function readChain(opts: ElaborateOptions, problems: Problems): Promise<Level[] | undefined> {
  const chain: Level[] = [];
  const seen: string[] = [];
  let abs = path.resolve(opts.hubFile);
  let namedAt: Place | undefined;
  for (;;) {
    if (seen.includes(abs)) {
      const loop = [...seen.slice(seen.indexOf(abs)), abs].map((f) => relativeTo(opts.root, f));
      problems.error(`fromStack cycle: ${loop.join(' -> ')}`, namedAt, 'StackFromStackCycle');
      return undefined;
    }
    seen.push(abs);
    const parsed = await readYaml(abs, opts.root, opts.readFile, problems);
    if (parsed === 'missing') {
      const file = relativeTo(opts.root, abs);
      problems.error(
        namedAt ? `fromStack ${file} not found` : `Stack manifest ${file} not found`,
        namedAt ?? { file },
        'StackFileMissing',
      );
      return undefined;
    }
    if (!parsed) return undefined;
    const manifest = readStackManifest(parsed, abs, problems);
    chain.unshift({
      manifest,
      params: await readParams(manifest.dir, opts, problems),
      components: new Map(),
    });
    const fromStack = manifest.meta.fromStack;
    if (!fromStack) return chain;
    if (manifest.kind === 'application') {
      problems.error(
        `Application manifest ${manifest.file} cannot use \`fromStack\``,
        { file: manifest.file },
        'StackFromStack',
      );
      return undefined;
    }
    // Hub's own values look like `../base` (a directory holding hub.yaml) or `base/hub.yaml`.
    const target = path.resolve(manifest.dir, fromStack);
    abs = /\.ya?ml$/.test(fromStack) ? target : path.join(target, 'hub.yaml');
    namedAt = placeOf(manifest.parsed, ['meta', 'fromStack']);
  }
}

/** `params.yaml` then `params-<environment>.yaml` next to a hub.yaml; each may be missing. */
async function readParams(
  dir: string,
  opts: ElaborateOptions,
  problems: Problems,
): Promise<ParametersManifest[]> {
  const names = ['params.yaml', ...(opts.environment ? [`params-${opts.environment}.yaml`] : [])];
  const out: ParametersManifest[] = [];
  for (const name of names) {
    const parsed = await readYaml(path.join(dir, name), opts.root, opts.readFile, problems);
    if (parsed && parsed !== 'missing') out.push(readParametersManifest(parsed, problems));
  }
  return out;
}

/**
 * Each level's component manifests, skipping components a more derived stack redeclares (Hub
 * never reads those: the derived ref and manifest replace them).
 */
async function readComponentManifests(levels: Level[], opts: ElaborateOptions, problems: Problems) {
  const redeclared = new Set<string>();
  for (let i = levels.length - 1; i >= 0; i--) {
    const level = levels[i] as Level;
    for (const ref of level.manifest.components) {
      if (redeclared.has(ref.name) || level.components.has(ref.name)) continue;
      const dir = componentDir(ref, problems);
      if (dir === undefined) continue;
      const parsed = await readYaml(path.join(dir, 'hub-component.yaml'), opts.root, opts.readFile, problems);
      level.components.set(
        ref.name,
        parsed && parsed !== 'missing' ? readComponentManifest(parsed, ref.name, problems) : undefined,
      );
    }
    for (const ref of level.manifest.components) redeclared.add(ref.name);
  }
}

/**
 * A component's source directory (manifest.ComponentSourceDirFromRef): `source.dir` relative to the
 * hub.yaml declaring it, else a git source's local directory (`localDir`, else the component's
 * name) with its `subDir`.
 */
export function componentDir(ref: ComponentRef, problems?: Problems): string | undefined {
  const { dir, git } = ref.source;
  if (dir) return path.resolve(ref.baseDir, dir);
  if (git?.localDir || git?.remote) {
    return path.resolve(ref.baseDir, git.localDir ?? ref.name, git.subDir ?? '');
  }
  problems?.error(`No source directory set for component \`${ref.name}\``, ref.place, 'StackComponentSource');
  return undefined;
}

/** Checks one hub.yaml on its own (compose.checkComponentsNames, compose.checkLifecycle). */
function checkLevel(manifest: StackManifest, problems: Problems): void {
  const names: string[] = [];
  for (const ref of manifest.components) {
    if (names.includes(ref.name)) {
      problems.error(`Duplicate component name \`${ref.name}\``, ref.place, 'StackDuplicateComponent');
    }
    names.push(ref.name);
  }
  const order = manifest.lifecycle.order;
  // rigging reads a missing `lifecycle.order` as the components' order.
  if (order.length === 0) return;
  const sorted = (l: string[]) => [...l].sort().join('\n');
  if (sorted(names) === sorted(order)) return;
  const unknown = order.find((o) => !names.includes(o));
  problems.error(
    `Components: ${names.join(', ')};\n\tdoes not match deployment order: ${order.join(', ')}`,
    (unknown !== undefined && manifest.lifecycle.places[`order:${unknown}`]) ||
      manifest.lifecycle.places.order || { file: manifest.file },
    'StackOrder',
  );
}

/** The levels folded from the base down into the elaborated stack. */
function assemble(levels: Level[], opts: ElaborateOptions, problems: Problems): ElaboratedStack {
  const base = levels[0] as Level;
  const leaf = levels[levels.length - 1] as Level;
  const ownOrder = (m: StackManifest) =>
    m.lifecycle.order.length > 0 ? m.lifecycle.order : m.components.map((c) => c.name);
  let refs = base.manifest.components;
  let manifests = base.components;
  let lifecycle: Lifecycle = { ...base.manifest.lifecycle, order: ownOrder(base.manifest) };
  let outputs = base.manifest.outputs;
  let annotations = base.manifest.meta.annotations;
  for (const level of levels.slice(1)) {
    refs = mergeComponentRefs(refs, level.manifest.components);
    manifests = mergeComponentManifests(manifests, level.components);
    lifecycle = mergeLifecycle(
      lifecycle,
      { ...level.manifest.lifecycle, order: ownOrder(level.manifest) },
      problems,
    );
    outputs = mergeOutputs(outputs, level.manifest.outputs);
    if (level.manifest.meta.annotations) annotations = { ...annotations, ...level.manifest.meta.annotations };
  }
  for (const level of levels) for (const p of level.params) outputs = mergeOutputs(outputs, p.outputs);
  outputs = outputs.map((o) => (o.kind || !looksLikeSecret(o.name) ? o : { ...o, kind: 'secret' }));

  const componentNames = refs.map((r) => r.name);
  const documents: ParameterDocument[] = [];
  const files: string[] = [];
  for (const level of levels) {
    for (const manifest of level.components.values()) {
      if (!manifest) continue;
      documents.push({ parameters: manifest.parameters, isComponent: true });
      files.push(manifest.file);
    }
  }
  for (const level of levels) {
    documents.push({ parameters: level.manifest.parameters, isComponent: false });
    files.push(level.manifest.file);
    for (const p of level.params) {
      documents.push({ parameters: p.parameters, isComponent: false });
      files.push(p.file);
    }
  }
  const parameters = mergeParameters(documents, componentNames, problems);
  warnNoValue(parameters, problems);

  const components: StackComponent[] = refs.map((ref) => {
    const dir = componentDir(ref) ?? ref.baseDir;
    const component: StackComponent = {
      name: ref.name,
      dir,
      path: relativeTo(opts.root, dir),
      depends: ref.depends,
      ref,
    };
    const manifest = manifests.get(ref.name);
    if (manifest) component.manifest = manifest;
    return component;
  });
  const { fromStack: _fromStack, ...meta } = leaf.manifest.meta;
  if (annotations) meta.annotations = annotations;
  const platformProvides = union(...levels.map((l) => l.manifest.platformProvides));
  const stack: ElaboratedStack = {
    name: leaf.manifest.meta.name,
    kind: leaf.manifest.kind,
    meta,
    file: leaf.manifest.file,
    dir: leaf.manifest.dir,
    files,
    components,
    order: lifecycle.order,
    lifecycle,
    requires: stackRequires(levels, components, lifecycle.order),
    provides: union(
      ...levels.map((l) => l.manifest.provides),
      ...components.map((c) => c.manifest?.provides ?? []),
    ).sort(),
    platformProvides,
    outputs,
    parameters,
  };
  if (leaf.manifest.version !== undefined) stack.version = leaf.manifest.version;
  if (leaf.manifest.kind === 'application' && leaf.manifest.templates !== undefined) {
    stack.templates = leaf.manifest.templates;
  }
  return stack;
}

/**
 * What the stack needs from outside (compose.connectRequires): the stacks' own `requires` and
 * every component requirement no earlier component provides (`kubernetes` also gives `kubectl`).
 */
function stackRequires(levels: Level[], components: StackComponent[], order: string[]): string[] {
  const provided = new Set<string>();
  const required = new Set<string>(levels.flatMap((l) => l.manifest.requires));
  for (const name of order) {
    const manifest = components.find((c) => c.name === name)?.manifest;
    for (const req of manifest?.requires ?? []) if (!provided.has(req)) required.add(req);
    for (const prov of manifest?.provides ?? []) {
      provided.add(prov);
      if (prov === 'kubernetes') provided.add('kubectl');
    }
  }
  return [...required].sort();
}

/** Hub warns about parameters left without a value at elaboration (compose.warnNoValue). */
function warnNoValue(parameters: Parameter[], problems: Problems): void {
  for (const p of parameters) {
    if (p.value !== undefined && p.value !== null) continue;
    const qName = qualifiedName(p.name, p.component);
    if (p.kind === 'user') {
      if (!isEmpty(p.default) || p.fromEnv || p.fromFile) continue;
      problems.warn(
        `User-level parameter \`${qName}\` has no value nor default assigned`,
        p.place,
        'StackNoValue',
      );
    } else {
      problems.warn(`Parameter \`${qName}\` has no value assigned`, p.place, 'StackNoValue');
    }
  }
}

/** Checks of the whole stack Hub makes before deploying (lifecycle/check.go). */
function checkStack(stack: ElaboratedStack, problems: Problems): void {
  const names = stack.components.map((c) => c.name);
  const { lifecycle } = stack;
  if (lifecycle.mandatory.length > 0 && lifecycle.optional.length > 0) {
    problems.warn(
      `Both lifecycle.mandatory = [${lifecycle.mandatory.join(' ')}] and lifecycle.optional = [${lifecycle.optional.join(' ')}] are set`,
      { file: stack.file },
    );
  }
  for (const field of ['mandatory', 'optional'] as const) {
    for (const name of lifecycle[field]) {
      if (names.includes(name)) continue;
      problems.error(
        `lifecycle.${field} = [${lifecycle[field].join(' ')}] does not match component list: [${[...names].sort().join(' ')}]`,
        lifecycle.places[`${field}:${name}`] ?? { file: stack.file },
        'StackLifecycle',
      );
    }
  }
  for (const entry of lifecycle.requiresOptional) {
    const colon = entry.indexOf(':');
    if (colon <= 0 || colon === entry.length - 1) continue;
    const component = entry.slice(colon + 1);
    if (names.includes(component)) continue;
    problems.error(
      `lifecycle.requires.optional = ${entry} component \`${component}\` does not match component list: [${[...names].sort().join(' ')}]`,
      lifecycle.places[`requires:${entry}`] ?? { file: stack.file },
      'StackLifecycle',
    );
  }
  for (const component of stack.components) {
    const missing = component.depends.filter((d) => !stack.order.includes(d));
    if (missing.length === 0) continue;
    problems.error(
      `Component \`${component.name}\` \`depends: [${missing.join(' ')}]\` does not match component list`,
      component.ref.place,
      'StackDepends',
    );
  }
}
