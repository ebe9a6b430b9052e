import type { RepositoryBoundary } from '../boundary/boundary';
import type { SourceOptionsSpec } from '../config/source-type';
import type { EnvironmentConfig, SourceConfig } from '../config/types';
import type { KubeObject, RenderResult } from '../model/types';
import type { RunBudget } from './budget';
import type { Engines } from './engines';

/** What every renderer gets besides its source: the pipeline's root and the engines it may ask for. */
export interface RenderContext {
  pipeline: string;
  /** Absolute pipeline root (the directory of rigging.yaml); diagnostics name files relative to it. */
  root: string;
  /** Engines made on first use, confined to the repository (src/render/engines.ts chooses them). */
  engines: Engines;
  /** The repository's wall: every file a renderer reads itself goes through it. */
  boundary: RepositoryBoundary;
  /**
   * The whole run's wall-clock budget: every per-unit deadline is cut to `budget.unitMs(own)`, and
   * a source still running when it is spent fails with `budget.exceededMessage()`.
   */
  budget: RunBudget;
  /**
   * The variables a source may read from the environment (a Hub parameter's `fromEnv`), filled at
   * the edge: the CLI passes its own environment, the action only the variables its `stack-env`
   * input names, since a pull request's files are hostile. Renderers never read process.env.
   */
  environ?: Readonly<Record<string, string | undefined>>;
}

/** What one source gives for one environment. */
export interface SourceRender extends RenderResult {
  /**
   * Every Secret its evaluation produced, kept in `objects` or not: a component whose sibling
   * failed, or whose post-processing failed, is dropped from `objects`, but an error message may
   * still quote its values. Redactors learn these before any text leaves the process; never printed.
   */
  secrets?: KubeObject[];
}

/** A source opened once (its files read and checked), then rendered per environment. */
export interface OpenedSource {
  render(environment: EnvironmentConfig): Promise<SourceRender>;
}

export interface Renderer<S extends SourceConfig = SourceConfig> {
  /** Never throws for a user's mistake: problems come back as diagnostics of every render. */
  open(source: S, ctx: RenderContext): Promise<OpenedSource>;
}

/**
 * A source type: what rigging.yaml accepts for it and how it renders. Each lives in its own folder
 * under src/render/ and is registered with one line in src/render/registry.ts.
 */
export interface SourceType<Options extends object = object> extends SourceOptionsSpec<Options> {
  readonly renderer: Renderer<SourceConfig<Options>>;
}
