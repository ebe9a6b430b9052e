import path from 'node:path';
import type { RepositoryBoundary } from '../../boundary/boundary';
import { dirEntries } from '../../fs-async';
import { compareStrings, isRecord } from '../../model/values';
import type { SnippetOptions } from './options';
import { type Resource, refOf } from './resources';
import { NotReady, type SpecPath } from './status';

/** Where a file of a snippet or library came from, so an error in it points at the repository. */
export type FileOrigin =
  | { kind: 'inline'; resource: Resource; key: string }
  | { kind: 'repository'; file: string };

/** A snippet's or library's files by name, as the operator resolves its source. */
export interface ResolvedSource {
  files: Map<string, string>;
  origins: Map<string, FileOrigin>;
  /** `spec.sourceRef.path` when the files came from a source with a path filter. */
  path?: string;
}

/** What resolving a source needs besides the resource: the GitRepositories read, the settings. */
export interface SourceContext {
  gitRepositories: ReadonlyMap<string, Resource>;
  options: SnippetOptions;
  boundary: RepositoryBoundary;
  /** The repository's top (the tree rendered): a GitRepository of this repository is read from it. */
  repository: string;
  displayRoot: string;
  /**
   * What each JsonnetSnippet of this source publishes as its ExternalArtifact, by `ns/name`, once
   * it has reconciled: its files, or undefined when it is not Ready (so it published nothing).
   */
  externalArtifacts?: ReadonlyMap<string, Promise<ResolvedSource | undefined>>;
}

/**
 * `spec.files` or `spec.sourceRef` of a snippet or library (resolveSnippetSource upstream). A
 * GitRepository is read from the commit being rendered when it is this repository (annotated
 * `rigging.dev/path`, or its URL is one of the source's `repositoryURLs`); any other source gives
 * the reason the operator would report, never a silent skip.
 */
export async function resolveSource(resource: Resource, ctx: SourceContext): Promise<ResolvedSource> {
  const spec = resource.value.spec as Record<string, unknown>;
  if (isRecord(spec.files) && Object.keys(spec.files).length > 0) {
    const files = new Map(Object.entries(spec.files as Record<string, string>));
    const origins = new Map(
      [...files.keys()].map((key): [string, FileOrigin] => [key, { kind: 'inline', resource, key }]),
    );
    return { files, origins };
  }
  if (!isRecord(spec.sourceRef)) {
    throw new NotReady(
      'InvalidSpec',
      'neither spec.files nor spec.sourceRef is set; admission should have caught this',
    );
  }
  const ref = spec.sourceRef as { kind: string; name: string; namespace?: string; path?: string };
  const at: SpecPath = ['spec', 'sourceRef'];
  const namespace = ref.namespace || resource.namespace;
  if (namespace !== resource.namespace && !ctx.options.allowCrossNamespaceRefs) {
    throw new NotReady(
      'CrossNamespaceRefRejected',
      `spec.sourceRef points at namespace ${JSON.stringify(namespace)} but --no-cross-namespace-refs is set`,
      at,
    );
  }
  if (ref.kind === 'ExternalArtifact' && ctx.externalArtifacts !== undefined) {
    return nonEmpty(await publishedArtifact(refOf(namespace, ref.name), ref.path, ctx, at), ref.path, at);
  }
  // Only GitRepositories of this very repository can be read without a cluster and a network.
  if (ref.kind !== 'GitRepository') {
    throw new NotReady('SourceRefNotYetSupported', 'spec.sourceRef is declared but no Fetcher is wired', at);
  }
  const repo = ctx.gitRepositories.get(refOf(namespace, ref.name));
  if (!repo) {
    throw new NotReady(
      'SourceFetchFailed',
      `source GitRepository ${refOf(namespace, ref.name)} not found: no such GitRepository in the snippet source's files`,
      at,
    );
  }
  const root = repositoryRoot(repo, ctx);
  if (root === undefined) {
    throw new NotReady(
      'SourceNotReady',
      `GitRepository ${refOf(namespace, ref.name)} (not this repository; rigging reads only GitRepositories annotated rigging.dev/path or listed in repositoryURLs): source not ready`,
      at,
    );
  }
  return nonEmpty(await artifactFiles(root, ref.path, ctx), ref.path, at);
}

/** The files of a fetched artifact, refused when the path filter (or the artifact) left none. */
function nonEmpty(files: ResolvedSource, filter: string | undefined, at: SpecPath): ResolvedSource {
  if (files.files.size > 0) return files;
  throw new NotReady(
    'InvalidSpec',
    filter
      ? `spec.sourceRef.path ${JSON.stringify(filter)} matched no files in the artifact; widen the path filter or remove it`
      : 'source contains no files; check the upstream artifact',
    at,
  );
}

/**
 * The ExternalArtifact a JsonnetSnippet of this source publishes (output: source, its files;
 * rendered, `rendered.json`), as the operator's Fetcher extracts it: narrowed to `path/` and
 * stripped of it. An ExternalArtifact no snippet here publishes is one rigging cannot see.
 */
async function publishedArtifact(
  id: string,
  filter: string | undefined,
  ctx: SourceContext,
  at: SpecPath,
): Promise<ResolvedSource> {
  const publishing = ctx.externalArtifacts?.get(id);
  if (publishing === undefined) {
    throw new NotReady(
      'SourceFetchFailed',
      `source ExternalArtifact ${id} not found: no JsonnetSnippet in the snippet source's files publishes it`,
      at,
    );
  }
  const published = await publishing;
  if (published === undefined) {
    throw new NotReady(
      'SourceNotReady',
      `ExternalArtifact ${id} (its JsonnetSnippet is not Ready, so it published nothing): source not ready`,
      at,
    );
  }
  const prefix = filter ? `${filter.replace(/\/$/, '')}/` : '';
  const files = new Map<string, string>();
  const origins = new Map<string, FileOrigin>();
  for (const [name, content] of published.files) {
    if (!name.startsWith(prefix)) continue;
    const key = name.slice(prefix.length);
    files.set(key, content);
    const origin = published.origins.get(name);
    if (origin !== undefined) origins.set(key, origin);
  }
  return { files, origins, ...(filter ? { path: filter } : {}) };
}

/** The directory a GitRepository of this repository stands for, or undefined when it is another one. */
function repositoryRoot(repo: Resource, ctx: SourceContext): string | undefined {
  const metadata = repo.value.metadata as { annotations?: Record<string, unknown> };
  const annotated = metadata.annotations?.['rigging.dev/path'];
  if (typeof annotated === 'string') return path.resolve(ctx.repository, annotated || '.');
  const url = (repo.value.spec as { url?: unknown } | undefined)?.url;
  return typeof url === 'string' && ctx.options.repositoryURLs.includes(url) ? ctx.repository : undefined;
}

/** A safe artifact entry name, as Flux consumers accept it (sources.SafeEntryName upstream). */
export function safeEntryName(name: string): boolean {
  return /^[A-Za-z0-9._/-]+$/.test(name) && name.split('/').every((s) => s !== '' && !s.startsWith('.'));
}

/**
 * The files of the artifact a GitRepository of this repository would publish, narrowed to
 * `path/` and stripped of it: dot-prefixed and unsafe names are dropped, as the operator drops them.
 */
async function artifactFiles(
  root: string,
  filter: string | undefined,
  ctx: SourceContext,
): Promise<ResolvedSource> {
  const prefix = filter ? `${filter.replace(/\/$/, '')}/` : '';
  const files = new Map<string, string>();
  const origins = new Map<string, FileOrigin>();
  const walk = async (dir: string, rel: string) => {
    if (!(await ctx.boundary.locate(dir)).ok) return;
    const entries = await dirEntries(dir);
    for (const entry of entries.sort((a, b) => compareStrings(a.name, b.name))) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) await walk(full, name);
      else if (entry.isFile() && safeEntryName(name) && name.startsWith(prefix)) {
        const key = name.slice(prefix.length);
        files.set(key, await ctx.boundary.readText(full, path.relative(ctx.displayRoot, full)));
        origins.set(key, { kind: 'repository', file: path.relative(ctx.displayRoot, full) });
      }
    }
  };
  await walk(root, '');
  return { files, origins, ...(filter ? { path: filter } : {}) };
}
