import type { IgnoreRule } from '../model/types';
import type { Position } from '../schema/position';

export type { IgnoreRule };

/** rigging.yaml after validation: every default filled in, every path resolved. */
export interface PipelineConfig {
  /** Absolute path of rigging.yaml. */
  file: string;
  /** Directory holding rigging.yaml; every relative path in the file and in diagnostics is relative to it. */
  root: string;
  /** The repository holding rigging.yaml (absolute): nothing a render reads may lie outside it. */
  repository: string;
  /**
   * Where rigging.yaml defines the environments and the sources, for messages about a name
   * that is none of them (`--env stagin`).
   */
  places: { environments: Position; sources: Position };
  name: string;
  /** In file order. */
  environments: EnvironmentConfig[];
  /** In file order. */
  sources: SourceConfig[];
  diff: DiffConfig;
  deploy: DeployConfig;
  jsonnet: JsonnetConfig;
}

/** Which Jsonnet implementation evaluates the pipeline's jsonnet (qbec components, snippets). */
export type JsonnetEngineName = 'libjsonnet' | 'rigging';

export interface JsonnetConfig {
  engine: JsonnetEngineName;
}

export interface EnvironmentConfig {
  name: string;
  target?: string;
}

/**
 * One source: the keys every source has, and the options its type built from the rest
 * (src/render/<type>/ defines them; e.g. QbecSourceConfig in src/render/qbec/options.ts).
 */
export type SourceConfig<Options extends object = object> = SourceBase & Options;

export interface SourceBase {
  name: string;
  type: string;
  /** As written in rigging.yaml, relative to root. */
  path: string;
  /** Absolute. */
  absPath: string;
}

export interface DiffConfig {
  /** In file order; every matching rule applies. */
  ignore: IgnoreRule[];
}

export interface DeployConfig {
  prune: boolean;
  /** Prune objects that existed before rigging first applied them (adopted); off by default. */
  pruneAdopted: boolean;
  /** Let a deploy prune the environment down to no objects (Argo CD's allowEmpty); off by default. */
  allowEmpty: boolean;
  wait: boolean;
}
