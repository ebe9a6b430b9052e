import { RepositoryBoundary } from '../boundary/boundary';
import type { EnvironmentConfig, JsonnetEngineName, PipelineConfig, SourceConfig } from '../config/types';
import { hasErrors } from '../model/diagnostic';
import { orderObjects } from '../model/order';
import type { Artifact, Diagnostic, KubeObject, RenderedObject } from '../model/types';
import { OUT_OF_TIME, RunBudget } from './budget';
import { duplicateObjects } from './duplicates';
import { enginesFor } from './engines';
import type { ReuseRole } from './jsonnet/rigging/reuse';
import { sourceType } from './registry';
import type { OpenedSource, RenderContext, SourceRender } from './types';

/** One environment's render: objects in apply order, artifacts, and every problem found. */
export interface EnvironmentRender {
  name: string;
  objects: RenderedObject[];
  artifacts: Artifact[];
  diagnostics: Diagnostic[];
  /**
   * Every Secret evaluated for this environment, including those of sources that failed (see
   * SourceRender.secrets). For redactors only: output paths print `withoutSecrets(render)`.
   */
  secrets: KubeObject[];
}

/** The `rigging render -o json` document (DESIGN.md, "Machine-readable output"). */
export interface PipelineRender {
  pipeline: string;
  commit: string | null;
  environments: EnvironmentRender[];
}

export interface RenderOptions {
  /** Only these environments / sources (by name); all when empty. */
  environments?: readonly string[];
  sources?: readonly string[];
  commit?: string | null;
  /**
   * The whole run's wall-clock budget, made at the entry point (CLI --timeout, the action's timeout
   * input) and shared by everything the run renders: a diff's base and head alike. A default one
   * (DEFAULT_RUN_TIMEOUT_MS from now) when absent.
   */
  budget?: RunBudget;
  /** Overrides the pipeline's spec.jsonnet.engine (the CLI's --jsonnet-engine). */
  jsonnetEngine?: JsonnetEngineName;
  /** Stack trace lines a jsonnet error keeps (the CLI's --max-trace); the engines' 20 when absent. */
  maxTrace?: number;
  /** What a source may read from the environment (RenderContext.environ); nothing when absent. */
  environ?: Readonly<Record<string, string | undefined>>;
  /** A diff's base keeps its jsonnet evaluations here, its head finds them (rigging's engine only). */
  reuse?: ReuseRole;
}

/** Renders every selected source for every selected environment; sources are opened once. */
export async function renderPipeline(config: PipelineConfig, opts: RenderOptions): Promise<PipelineRender> {
  const boundary = RepositoryBoundary.at(config.repository);
  const ctx: RenderContext = {
    pipeline: config.name,
    root: config.root,
    boundary,
    // Every engine a renderer asks for is checked against the repository boundary first.
    engines: enginesFor(boundary, opts.jsonnetEngine ?? config.jsonnet.engine, opts.maxTrace, opts.reuse),
    budget: opts.budget ?? new RunBudget(),
    ...(opts.environ ? { environ: opts.environ } : {}),
  };
  const pick = <T extends { name: string }>(all: T[], names?: readonly string[]) =>
    names && names.length > 0 ? all.filter((x) => names.includes(x.name)) : all;
  const sources = pick(config.sources, opts.sources);
  const environments = pick(config.environments, opts.environments);

  try {
    return await renderSources(config, opts, ctx, sources, environments);
  } finally {
    // A job the budget abandoned is stopped by its own deadline, itself cut to the budget.
    await ctx.engines.close();
  }
}

async function renderSources(
  config: PipelineConfig,
  opts: RenderOptions,
  ctx: RenderContext,
  sources: SourceConfig[],
  environments: EnvironmentConfig[],
): Promise<PipelineRender> {
  const opened = await Promise.all(sources.map((s) => openWithin(s, ctx)));
  const renders = await Promise.all(
    environments.map(async (env): Promise<EnvironmentRender> => {
      const results = await Promise.all(
        opened.map((o, i) => renderWithin(sources[i] as SourceConfig, o, ctx, env)),
      );
      const objects = results.flatMap((r) => r.objects);
      const diagnostics = [
        ...results.flatMap((r) => r.diagnostics),
        ...(await duplicateObjects(objects, ctx.root, ctx.boundary)),
      ];
      return {
        name: env.name,
        objects: orderObjects(objects),
        artifacts: results.flatMap((r) => r.artifacts),
        diagnostics,
        secrets: results.flatMap((r) => r.secrets ?? []),
      };
    }),
  );
  return { pipeline: config.name, commit: opts.commit ?? null, environments: renders };
}

/** The render as printed (`rigging render -o json`): without the Secrets kept for redactors. */
export type PrintedRender = Omit<PipelineRender, 'environments'> & {
  environments: Omit<EnvironmentRender, 'secrets'>[];
};

export function withoutSecrets(render: PipelineRender): PrintedRender {
  return { ...render, environments: render.environments.map(({ secrets: _, ...env }) => env) };
}

/** Every object a redactor should learn from: the rendered objects and the evaluated Secrets. */
export function evaluatedObjects(render: PipelineRender | undefined): KubeObject[] {
  return (render?.environments ?? []).flatMap((e) => [...e.objects.map((o) => o.object), ...e.secrets]);
}

function openSource(source: SourceConfig, ctx: RenderContext): Promise<OpenedSource> {
  const type = sourceType(source.type);
  // Config accepts only registered types; this is a program error, not a user's.
  if (!type) throw new Error(`no renderer for source type ${source.type}`);
  return type.renderer.open(source, ctx);
}

/** A source opened within the run's budget; one the budget stopped renders as its timeout. */
async function openWithin(source: SourceConfig, ctx: RenderContext): Promise<OpenedSource | undefined> {
  const opened = await ctx.budget.within(openSource(source, ctx));
  return opened === OUT_OF_TIME ? undefined : opened;
}

/**
 * One source's render for one environment, held to the run's budget. A render still waiting
 * shortly after the budget ran out is abandoned; one that comes back after it with errors was
 * stopped by a unit's deadline the budget cut, or could not start its work. Either way it is
 * unfinished and says so in one diagnostic (its other errors are what being cut off left behind),
 * while whatever Secrets it evaluated are still kept for redactors.
 */
async function renderWithin(
  source: SourceConfig,
  opened: OpenedSource | undefined,
  ctx: RenderContext,
  environment: EnvironmentConfig,
): Promise<SourceRender> {
  const timedOut = (secrets: SourceRender['secrets'] = []): SourceRender => ({
    objects: [],
    artifacts: [],
    diagnostics: [ctx.budget.timedOut(source.name, source.path)],
    secrets,
  });
  if (!opened || ctx.budget.expired()) return timedOut();
  const result = await ctx.budget.within(opened.render(environment));
  if (result === OUT_OF_TIME) return timedOut();
  if (ctx.budget.expired() && hasErrors(result.diagnostics)) return timedOut(result.secrets);
  return withEmptyWarning(source, result);
}

/**
 * A source its tool lets render nothing (a qbec app with no components, a BOSH manifest with no
 * instance groups) is still never a quiet success: a deploy of it prunes what it deployed before.
 */
function withEmptyWarning(source: SourceConfig, result: SourceRender): SourceRender {
  if (result.objects.length > 0 || result.artifacts.length > 0 || hasErrors(result.diagnostics))
    return result;
  const warning: Diagnostic = {
    severity: 'warning',
    source: source.name,
    file: source.path,
    // The environment is where the diagnostic sits (and what the CLI names, once for all of them).
    message: `${source.path} renders nothing: a deploy would prune every object this source deployed before`,
    reason: 'EmptySource',
  };
  return { ...result, diagnostics: [...result.diagnostics, warning] };
}
