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
