import path from 'node:path';
import type { EnvironmentConfig, QbecSourceConfig } from '../../config/types';
import type { Diagnostic, RenderedObject, RenderResult } from '../../model/types';
import type { OpenedSource, Renderer, RenderContext } from '../types';
import { type QbecApp, loadQbecApp } from './app';
import { type Component, componentsForEnvironment, discoverComponents } from './components';
import { evaluateComponent } from './evaluate';
import { ExtractError, extractObjects } from './extract';
import { metadataProblem, withQbecMetadata } from './metadata';
import { postProcess } from './postprocess';
import { componentTlas, environmentVars } from './vars';

/** Renders a qbec app (qbec.yaml + components) the way `qbec show <env>` evaluates it. */
export const qbecRenderer: Renderer<QbecSourceConfig> = {
  type: 'qbec',
  async open(source, ctx) {
    const loaded = await loadQbecApp({ appDir: source.absPath, displayRoot: ctx.root, source: source.name });
    const opened: Diagnostic[] = [...loaded.diagnostics];
    const app = loaded.app;
    let components: Component[] = [];
    if (app && !opened.some((d) => d.severity === 'error')) {
      const found = await discoverComponents(app, ctx.root, source.name);
      components = found.components;
      opened.push(...found.diagnostics);
    }
    const failed = !app || opened.some((d) => d.severity === 'error');
    return {
      render: (environment) =>
        failed ? Promise.resolve({ objects: [], artifacts: [], diagnostics: opened }) : renderEnvironment(app, components, source, environment, ctx, opened),
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
): Promise<RenderResult> {
  const diagnostics = [...opened];
  const result: RenderResult = { objects: [], artifacts: [], diagnostics };
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
  const varInputs = { extVars: source.extVars, tag, source: source.name, displayRoot: ctx.root, deadlineMs: ctx.deadlineMs };
  const { vars, diagnostics: varProblems } = await environmentVars(app, env, ctx.engine, varInputs);
  diagnostics.push(...varProblems);
  if (varProblems.some((d) => d.severity === 'error')) return result;

  const selected = componentsForEnvironment(all, app, env);
  const perComponent = await Promise.all(
    selected.map(async (component): Promise<{ objects: RenderedObject[]; diagnostic?: Diagnostic }> => {
      const file = path.relative(ctx.root, component.files[0] ?? '');
      const evaluated = await evaluateComponent(component, {
        engine: ctx.engine,
        vars,
        tlas: componentTlas(component.topLevelVars, source.tlaVars),
        libPaths: app.libPaths,
        displayRoot: ctx.root,
        source: source.name,
        deadlineMs: ctx.deadlineMs,
      });
      if (!evaluated.ok) return { objects: [], diagnostic: evaluated.diagnostic };
      let objects;
      try {
        objects = extractObjects(evaluated.output);
      } catch (err) {
        if (!(err instanceof ExtractError)) throw err;
        return { objects: [], diagnostic: { severity: 'error', source: source.name, file, message: `component ${component.name}: ${err.message}`, reason: 'InvalidOutput' } };
      }
      const processed = await postProcess(app.postProcessors, objects, {
        engine: ctx.engine,
        vars,
        libPaths: app.libPaths,
        appRoot: app.root,
        displayRoot: ctx.root,
        source: source.name,
        deadlineMs: ctx.deadlineMs,
      });
      if (processed.diagnostic) return { objects: [], diagnostic: processed.diagnostic };
      const rendered: RenderedObject[] = [];
      for (const obj of processed.objects) {
        const problem = metadataProblem(obj);
        if (problem) {
          const name = `${obj.kind} ${obj.metadata.name ?? obj.metadata.generateName}`;
          return { objects: [], diagnostic: { severity: 'error', source: source.name, file, message: `component ${component.name}: ${name}: ${problem}`, reason: 'InvalidMetadata' } };
        }
        const object = withQbecMetadata(obj, { app: app.name, environment: env.name, tag, component: component.name, addComponentLabel: app.addComponentLabel });
        rendered.push({ source: source.name, component: component.name, file, object });
      }
      return { objects: rendered };
    }),
  );
  for (const r of perComponent) {
    result.objects.push(...r.objects);
    if (r.diagnostic) diagnostics.push(r.diagnostic);
  }
  return result;
}
