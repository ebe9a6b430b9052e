import type { EnvironmentConfig, SourceConfig } from '../config/types';
import type { RenderResult } from '../model/types';
import type { JsonnetEngine } from './jsonnet/engine';

/** What every renderer gets besides its source: the pipeline's root and the shared engines. */
export interface RenderContext {
  pipeline: string;
  /** Absolute pipeline root (the directory of rigging.yaml); diagnostics name files relative to it. */
  root: string;
  engine: JsonnetEngine;
  /** Deadline for one evaluation, in milliseconds. */
  deadlineMs?: number;
}

/** A source opened once (its files read and checked), then rendered per environment. */
export interface OpenedSource {
  render(environment: EnvironmentConfig): Promise<RenderResult>;
}

export interface Renderer<S extends SourceConfig = SourceConfig> {
  readonly type: S['type'];
  /** Never throws for a user's mistake: problems come back as diagnostics of every render. */
  open(source: S, ctx: RenderContext): Promise<OpenedSource>;
}

export const emptyResult = (): RenderResult => ({ objects: [], artifacts: [], diagnostics: [] });
