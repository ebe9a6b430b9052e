import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { EnvironmentConfig } from '../../config/types';
import { hasErrors } from '../../model/diagnostic';
import type { Diagnostic, KubeObject, RenderedObject } from '../../model/types';
import { suggestion } from '../../schema/did-you-mean';
import { positionOf } from '../../schema/position';
import type { JsonnetVar } from '../jsonnet/engine';
import { collectSecrets } from '../secrets';
import type { OpenedSource, RenderContext, Renderer, SourceRender } from '../types';
import { loadQbecApp, type QbecApp, type QbecEnvironment } from './app';
import { type Component, componentsForEnvironment, discoverComponents } from './components';
import { type Evaluated, evaluateComponents } from './evaluate';
import { ExtractError, extractObjects } from './extract';
import { metadataProblem, withQbecMetadata } from './metadata';
import type { QbecSourceConfig } from './options';
import { postProcess } from './postprocess';
import { componentTlas, defaultNamespace, environmentVars } from './vars';

// With an engine that pays a start-up cost per evaluation (libjsonnet), a few jsonnet batches per
// environment keep the cores busy without paying it once per component; others evaluate each alone.
const BATCHES = Math.max(2, availableParallelism());

function displayFile(root: string, component: Component): string {
  return path.relative(root, component.files[0] ?? '');
}

/** Renders a qbec app (qbec.yaml + components) the way `qbec show <env>` evaluates it. */
export const qbecRenderer: Renderer<QbecSourceConfig> = {
  async open(source, ctx) {
    const loaded = await loadQbecApp({
      appDir: source.absPath,
      displayRoot: ctx.root,
      source: source.name,
      boundary: ctx.boundary,
    });
    const opened: Diagnostic[] = [...loaded.diagnostics];
    const app = loaded.app;
    let components: Component[] = [];
    if (app && !opened.some((d) => d.severity === 'error')) {
      const found = await discoverComponents(app, ctx.root, source.name, ctx.boundary);
      components = found.components;
      opened.push(...found.diagnostics);
    }
    const failed = !app || opened.some((d) => d.severity === 'error');
    return {
      render: (environment) =>
        failed
          ? Promise.resolve({ objects: [], artifacts: [], diagnostics: opened })
          : renderEnvironment(app, components, source, environment, ctx, opened),
    } satisfies OpenedSource;
  },
};

/** One environment's render of one app: what every step below needs. */
interface EnvRun {
  app: QbecApp;
  env: QbecEnvironment;
  source: QbecSourceConfig;
  ctx: RenderContext;
  tag: string;
  diagnostics: Diagnostic[];
}

/** `qbec show <env>`: variables, components, flattening, post-processing, qbec's metadata. */
async function renderEnvironment(
  app: QbecApp,
  all: Component[],
  source: QbecSourceConfig,
  environment: EnvironmentConfig,
  ctx: RenderContext,
  opened: Diagnostic[],
): Promise<SourceRender> {
  const diagnostics = [...opened];
  const result: SourceRender = { objects: [], artifacts: [], diagnostics };
  const env = qbecEnvironment(app, source, environment, diagnostics);
  if (!env) return result;
  const run: EnvRun = { app, env, source, ctx, tag: source.appTag ?? '', diagnostics };

  const vars = await computeVars(run);
  if (!vars) return result;
  const selected = componentsForEnvironment(all, app, env);
  const engine = ctx.engines.jsonnet();
  const evaluated = await evaluateComponents(selected, {
    engine,
    boundary: ctx.boundary,
    vars,
    tlasFor: (c) => componentTlas(c.topLevelVars, source.tlaVars),
    libPaths: app.libPaths,
    displayRoot: ctx.root,
    appRoot: app.root,
    source: source.name,
    budget: ctx.budget,
    batches: engine.costlyStart ? BATCHES : Number.POSITIVE_INFINITY,
  });
  // Every evaluated Secret, for redactors: the objects may be dropped below when a sibling fails.
  result.secrets = collectSecrets([...evaluated.values()].map((e) => (e.ok ? e.output : undefined)));

  const extracted = flatten(run, selected, evaluated);
  if (hasErrors(diagnostics)) return result;
  const processed = await postProcess(
    app.postProcessors,
    extracted.map((e) => e.object),
    {
      engine: ctx.engines.jsonnet(),
      vars,
      libPaths: app.libPaths,
      appRoot: app.root,
      displayRoot: ctx.root,
      source: source.name,
      budget: ctx.budget,
    },
  );
  if (processed.diagnostic) {
    diagnostics.push(processed.diagnostic);
    return result;
  }
  result.objects = withMetadata(run, extracted, processed.objects);
  return result;
}

/** The qbec environment a rigging environment maps to, or a diagnostic saying it has none. */
function qbecEnvironment(
  app: QbecApp,
  source: QbecSourceConfig,
  environment: EnvironmentConfig,
  diagnostics: Diagnostic[],
): QbecEnvironment | undefined {
  const name = source.environments[environment.name] ?? environment.name;
  const env = app.environments.get(name);
  if (env) return env;
  const known = [...app.environments.keys()].join(', ');
  diagnostics.push({
    severity: 'error',
    source: source.name,
    file: app.parsed.file,
    // At the environments it is none of.
    ...positionOf(app.parsed, ['spec', 'environments'], { key: true }),
    message: `environment "${name}" is not defined in ${app.parsed.file}${suggestion(name, app.environments.keys())} (it has: ${known}); map it under the source's environments in rigging.yaml`,
    reason: 'UnknownEnvironment',
  });
  return undefined;
}

/** External, qbec and computed variables; undefined when one of them fails. */
async function computeVars(run: EnvRun): Promise<Record<string, JsonnetVar> | undefined> {
  const { vars, diagnostics } = await environmentVars(run.app, run.env, run.ctx.engines.jsonnet(), {
    extVars: run.source.extVars,
    tag: run.tag,
    source: run.source.name,
    displayRoot: run.ctx.root,
    budget: run.ctx.budget,
  });
  run.diagnostics.push(...diagnostics);
  return hasErrors(diagnostics) ? undefined : vars;
}

/** Each component's output as a flat list of objects, each remembering its component. */
function flatten(
  run: EnvRun,
  selected: readonly Component[],
  evaluated: ReadonlyMap<string, Evaluated>,
): { component: Component; object: KubeObject }[] {
  const extracted: { component: Component; object: KubeObject }[] = [];
  for (const component of selected) {
    const out = evaluated.get(component.name);
    if (!out) continue;
    if (!out.ok) {
      run.diagnostics.push(out.diagnostic);
      continue;
    }
    try {
      for (const object of extractObjects(out.output)) extracted.push({ component, object });
    } catch (err) {
      if (!(err instanceof ExtractError)) throw err;
      run.diagnostics.push({
        severity: 'error',
        source: run.source.name,
        file: displayFile(run.ctx.root, component),
        message: `component ${component.name}: ${err.message}`,
        reason: 'InvalidOutput',
      });
    }
  }
  return extracted;
}

/** The post-processed objects with qbec's labels and annotations; bad metadata is a diagnostic. */
function withMetadata(
  run: EnvRun,
  extracted: readonly { component: Component }[],
  processed: readonly KubeObject[],
): RenderedObject[] {
  const { app, env, source, ctx, tag } = run;
  // qbec puts namespaced objects that name no namespace here when it applies them.
  const defaultNs = defaultNamespace(app, env, tag);
  const objects: RenderedObject[] = [];
  processed.forEach((obj, i) => {
    const component = extracted[i]?.component;
    if (!component) return;
    const file = displayFile(ctx.root, component);
    const problem = metadataProblem(obj);
    if (problem) {
      const name = `${obj.kind} ${obj.metadata.name ?? obj.metadata.generateName}`;
      run.diagnostics.push({
        severity: 'error',
        source: source.name,
        file,
        message: `component ${component.name}: ${name}: ${problem}`,
        reason: 'InvalidMetadata',
      });
      return;
    }
    const object = withQbecMetadata(obj, {
      app: app.name,
      environment: env.name,
      tag,
      component: component.name,
      addComponentLabel: app.addComponentLabel,
    });
    objects.push({
      source: source.name,
      component: component.name,
      file,
      defaultNamespace: defaultNs,
      object,
    });
  });
  return objects;
}
