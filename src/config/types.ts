/** rigging.yaml after validation: every default filled in, every path resolved. */
export interface PipelineConfig {
  /** Absolute path of rigging.yaml. */
  file: string;
  /** Directory holding rigging.yaml; every relative path in the file and in diagnostics is relative to it. */
  root: string;
  /** The repository holding rigging.yaml (absolute): nothing a render reads may lie outside it. */
  repository: string;
  name: string;
  /** In file order. */
  environments: EnvironmentConfig[];
  /** In file order. */
  sources: SourceConfig[];
  diff: DiffConfig;
  deploy: DeployConfig;
}

export interface EnvironmentConfig {
  name: string;
  target?: string;
  properties: Record<string, unknown>;
}

export const SOURCE_TYPES = ['qbec', 'snippet', 'blueprint', 'bosh', 'stack'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

interface SourceBase {
  name: string;
  /** As written in rigging.yaml, relative to root. */
  path: string;
  /** Absolute. */
  absPath: string;
}

export interface QbecSourceConfig extends SourceBase {
  type: 'qbec';
  /** rigging environment -> qbec environment; an environment not listed maps to the same name. */
  environments: Record<string, string>;
  /** qbec's --app-tag. */
  appTag?: string;
  /** qbec's --vm:ext-str / --vm:ext-code: a string value is a string, anything else is code (JSON). */
  extVars: Record<string, unknown>;
  /** qbec's --vm:tla-str / --vm:tla-code, same rule. */
  tlaVars: Record<string, unknown>;
}

/** Source types whose renderers later issues add; their options are kept as written. */
export interface OtherSourceConfig extends SourceBase {
  type: Exclude<SourceType, 'qbec'>;
  options: Record<string, unknown>;
}

export type SourceConfig = QbecSourceConfig | OtherSourceConfig;

export interface DiffConfig {
  redactSecrets: boolean;
  /** In file order; every matching rule applies. */
  ignore: IgnoreRule[];
}

/**
 * Fields a diff leaves out (`spec.diff.ignore[]`), e.g. `/spec/replicas` of Deployments an
 * autoscaler manages. Selector fields that are absent match every object.
 */
export interface IgnoreRule {
  /** Matches the object's kind exactly. */
  kind?: string;
  /** API group, `''` for core; matches exactly. */
  group?: string;
  /** Glob (`*`, `?`) on metadata.name. */
  name?: string;
  /** Glob (`*`, `?`) on metadata.namespace (`''` for cluster-scoped objects). */
  namespace?: string;
  /** Decoded JSON pointer tokens: `/metadata/annotations/a~1b` is `['metadata', 'annotations', 'a/b']`. */
  paths: string[][];
  /** The pointers as written, parallel to `paths`, for messages. */
  pointers: string[];
  /** Globs on metadata.labels keys. */
  labels: string[];
  /** Globs on metadata.annotations keys. */
  annotations: string[];
}

export interface DeployConfig {
  prune: boolean;
  /** Prune objects that existed before rigging first applied them (adopted); off by default. */
  pruneAdopted: boolean;
  wait: boolean;
}
