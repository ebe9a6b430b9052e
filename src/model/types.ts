/** A Kubernetes object as rendered: plain JSON, never a class instance. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name?: string;
    generateName?: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** One object produced by one part of one source. */
export interface RenderedObject {
  source: string;
  /**
   * The part of the source that produced it, as its own tool names parts: a qbec component, a
   * JsonnetSnippet's name, a Landscaper deploy item, a BOSH instance group, a Hub component.
   */
  component: string;
  /** Repository-relative path of the file that produced it, when there is one. */
  file?: string;
  /**
   * Where a namespaced object that names no namespace goes, applied at deploy time: qbec's
   * environment defaultNamespace, a snippet's own namespace, a deploy item's target namespace.
   * Unset: `default`, as kubectl would.
   */
  defaultNamespace?: string;
  object: KubeObject;
}

/** Output that is not a Kubernetes object: a snippet's JSON, BOSH job files, a stack plan. */
export interface Artifact {
  source: string;
  name: string;
  mediaType: string;
  content: string;
  /** `sha256:<hex>` of content, JaaS style. */
  revision?: string;
  /** Revisions kept in storage (JaaS's spec.history, 1 to 50); 10 when unset. */
  history?: number;
  /** The part of the source that made it (a snippet, an instance group), as RenderedObject.component. */
  component?: string;
  /**
   * Whether the upstream tool would publish it now, and why (a snippet's Ready condition). Unset:
   * ready. One that is not ready carries no content; the revision published before stays.
   */
  status?: ArtifactStatus;
}

export interface ArtifactStatus {
  ready: boolean;
  /** Wire-stable reason, e.g. JaaS's `Synced`, `EvaluationFailed`. */
  reason: string;
  message: string;
}

export type Severity = 'error' | 'warning';

/** A problem found while loading or rendering, positioned where the upstream tool would put it. */
export interface Diagnostic {
  severity: Severity;
  source: string;
  file?: string;
  line?: number;
  column?: number;
  message: string;
  /**
   * A jsonnet runtime error's stack trace, as the jsonnet CLI prints it under the message: one
   * `\t<file:line:col>\t<name>` line a frame, innermost first, cut as `--max-trace` says.
   */
  trace?: string;
  /** Short machine-readable cause, e.g. `JsonnetError`, `DuplicateComponent`. */
  reason?: string;
  /** The part of the source it is about; a broken part leaves the source's other parts in a diff. */
  component?: string;
}

export interface RenderResult {
  objects: RenderedObject[];
  artifacts: Artifact[];
  diagnostics: Diagnostic[];
}

/** Identity of an object in a cluster; two renders are compared by this key. */
export interface ObjectKey {
  group: string;
  version: string;
  kind: string;
  namespace: string;
  name: string;
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
