import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { EnvironmentConfig } from '../../config/types';
import type { Diagnostic, KubeObject } from '../../model/types';
import { collectSecrets } from '../secrets';
import type { OpenedSource, RenderContext, Renderer, SourceRender } from '../types';
import { loadQbecApp, type QbecApp } from './app';
import { type Component, componentsForEnvironment, discoverComponents } from './components';
import { evaluateComponents } from './evaluate';
import { ExtractError, extractObjects } from './extract';
import { metadataProblem, withQbecMetadata } from './metadata';
import type { QbecSourceConfig } from './options';
import { postProcess } from './postprocess';
import { componentTlas, defaultNamespace, environmentVars } from './vars';

// A few jsonnet batches per environment keep the cores busy without paying libjsonnet's
// per-evaluation start-up cost once per component.
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
  const qbecEnvName = source.environments[environment.name] ?? environment.name;
  const env = app.environments.get(qbecEnvName);
  if (!env) {
    const known = [...app.environments.keys()].join(', ');
    diagnostics.push({
      severity: 'error',
      source: source.name,
      file: app.parsed.file,
      message: `environment "${qbecEnvName}" is not defined in ${app.parsed.file} (it has: ${known}); map it under the source's environments in rigging.yaml`,
      reason: 'UnknownEnvironment',
    });
    return result;
  }
  const tag = source.appTag ?? '';
  // qbec puts namespaced objects that name no namespace here when it applies them.
  const defaultNs = defaultNamespace(app, env, tag);
  const varInputs = {
    extVars: source.extVars,
    tag,
    source: source.name,
    displayRoot: ctx.root,
    deadlineMs: ctx.deadlineMs,
  };
  const { vars, diagnostics: varProblems } = await environmentVars(
    app,
    env,
    ctx.engines.jsonnet(),
    varInputs,
  );
  diagnostics.push(...varProblems);
  if (varProblems.some((d) => d.severity === 'error')) return result;

  const selected = componentsForEnvironment(all, app, env);
  const evaluated = await evaluateComponents(selected, {
    engine: ctx.engines.jsonnet(),
    boundary: ctx.boundary,
    vars,
    tlasFor: (c) => componentTlas(c.topLevelVars, source.tlaVars),
    libPaths: app.libPaths,
    displayRoot: ctx.root,
    appRoot: app.root,
    source: source.name,
    deadlineMs: ctx.deadlineMs,
    batches: BATCHES,
  });

  // Every evaluated Secret, for redactors: the objects may be dropped below when a sibling fails.
  result.secrets = collectSecrets([...evaluated.values()].map((e) => (e.ok ? e.output : undefined)));

  // Flatten each component's output; remember which component every object came from.
  const extracted: { component: Component; object: KubeObject }[] = [];
  for (const component of selected) {
    const file = displayFile(ctx.root, component);
    const out = evaluated.get(component.name);
    if (!out) continue;
    if (!out.ok) {
      diagnostics.push(out.diagnostic);
      continue;
    }
    try {
      for (const object of extractObjects(out.output)) extracted.push({ component, object });
    } catch (err) {
      if (!(err instanceof ExtractError)) throw err;
      diagnostics.push({
        severity: 'error',
        source: source.name,
        file,
        message: `component ${component.name}: ${err.message}`,
        reason: 'InvalidOutput',
      });
    }
  }
  if (diagnostics.some((d) => d.severity === 'error')) return result;

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
      deadlineMs: ctx.deadlineMs,
    },
  );
  if (processed.diagnostic) {
    diagnostics.push(processed.diagnostic);
    return result;
  }
  processed.objects.forEach((obj, i) => {
    const component = extracted[i]?.component;
    if (!component) return;
    const file = displayFile(ctx.root, component);
    const problem = metadataProblem(obj);
    if (problem) {
      const name = `${obj.kind} ${obj.metadata.name ?? obj.metadata.generateName}`;
      diagnostics.push({
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
    result.objects.push({
      source: source.name,
      component: component.name,
      file,
      defaultNamespace: defaultNs,
      object,
    });
  });
  return result;
}
