import path from 'node:path';
import { sha256Hex } from '../../model/hash';
import { nodeCrypto } from '../../model/node-crypto';
import type { Artifact, Diagnostic, RenderedObject } from '../../model/types';
import { compareStrings, compareUtf8, isRecord } from '../../model/values';
import { positionOf } from '../../schema/position';
import { collectSecrets } from '../secrets';
import type { RenderContext, Renderer, SourceRender } from '../types';
import { admissionProblems } from './admission';
import { EvaluationError, evaluateSnippet } from './evaluate';
import type { Library } from './importer';
import { kubeObjectsIn } from './objects';
import type { SnippetSourceConfig } from './options';
import { placeInFile } from './positions';
import { type Resource, type Resources, readResources, refOf } from './resources';
import { type ResolvedSource, resolveSource, type SourceContext, safeEntryName } from './sources';
import { conditionMessage, NotReady, type Reason } from './status';
import { bindExtVars, bindTlas, type ExtVarSpec, extVarNames, type TlaSpec } from './variables';

const ENTRY_FILE = 'main.jsonnet';
// Consumers of a published artifact cap what they extract (sources.DefaultMax* upstream).
const MAX_ENTRY_BYTES = 16 << 20;
const MAX_TOTAL_BYTES = 64 << 20;
const ALIAS = /^[A-Za-z0-9._-]+$/;

interface SnippetSpec {
  serviceAccountName?: string;
  entryFile?: string;
  libraries?: { name: string; namespace?: string; importPath?: string; kind: string }[];
  tlas?: TlaSpec;
  externalVariables?: ExtVarSpec;
  output?: 'rendered' | 'source';
  suspend?: boolean;
  history?: number;
  sourceRef?: { kind: string; name: string; namespace?: string };
}

/**
 * JsonnetSnippets and JsonnetLibraries kept in a directory, each snippet evaluated and given the
 * Ready condition the JaaS operator would give it (SnippetReconciler.reconcileSpec). Snippets do
 * not vary by rigging environment, so every environment gets the same render.
 */
export const snippetRenderer: Renderer<SnippetSourceConfig> = {
  async open(source, ctx) {
    const resources = await readResources(source.absPath, {
      boundary: ctx.boundary,
      displayRoot: ctx.root,
      source: source.name,
    });
    const render: SourceRender = {
      objects: [],
      artifacts: [],
      diagnostics: [...resources.diagnostics, ...nothingToRender(resources, source, ctx)],
      secrets: [],
    };
    // A library the apiserver would refuse is not in the cluster: snippets listing it cannot find it.
    const libraries = new Map<string, Resource>();
    for (const [ref, library] of resources.libraries) {
      const problems = admissionProblems(library).map((d) => ({ ...d, source: source.name }));
      render.diagnostics.push(...problems);
      if (problems.length === 0) libraries.set(ref, library);
    }
    // A snippet sourcing another's ExternalArtifact waits for that one to publish (a cycle of
    // them is refused before any waits); every snippet settles its own, whatever happens to it.
    const publish = new Map<string, (published: ResolvedSource | undefined) => void>();
    const externalArtifacts = new Map<string, Promise<ResolvedSource | undefined>>();
    for (const snippet of resources.snippets) {
      const id = refOf(snippet.namespace, snippet.name);
      externalArtifacts.set(id, new Promise((resolve) => publish.set(id, resolve)));
    }
    const sourceCtx: SourceContext = {
      gitRepositories: resources.gitRepositories,
      options: source,
      boundary: ctx.boundary,
      repository: ctx.boundary.root,
      displayRoot: ctx.root,
      externalArtifacts,
    };
    // Each evaluation pays libjsonnet's start-up alone; the engine bounds how many run at once.
    const results = await Promise.all(
      resources.snippets.map(async (snippet) => {
        const settle = publish.get(refOf(snippet.namespace, snippet.name));
        let published: ResolvedSource | undefined;
        try {
          return await reconcile(snippet, { ...resources, libraries }, source, ctx, sourceCtx, (p) => {
            published = p;
          });
        } finally {
          settle?.(published);
        }
      }),
    );
    for (const result of results) {
      render.objects.push(...result.objects);
      render.artifacts.push(...result.artifacts);
      render.diagnostics.push(...result.diagnostics);
      render.secrets?.push(...result.secrets);
    }
    return { render: async () => render };
  },
};

/**
 * A source with no JsonnetSnippet renders nothing: as a success, a deploy would then prune all
 * that the source deployed before. Unless reading it already failed, that is an error naming it.
 */
function nothingToRender(
  resources: Resources,
  source: SnippetSourceConfig,
  ctx: RenderContext,
): Diagnostic[] {
  if (resources.snippets.length > 0 || resources.diagnostics.some((d) => d.severity === 'error')) return [];
  const libraries = resources.libraries.size;
  const found = libraries > 0 ? ` (only ${libraries} JsonnetLibrar${libraries === 1 ? 'y' : 'ies'})` : '';
  return [
    {
      severity: 'error',
      source: source.name,
      file: path.relative(ctx.root, source.absPath) || '.',
      message: `no JsonnetSnippet in ${source.path}${found}: the source would render nothing`,
      reason: 'NoSnippets',
    },
  ];
}

interface SnippetResult {
  objects: RenderedObject[];
  artifacts: Artifact[];
  diagnostics: Diagnostic[];
  secrets: SourceRender['secrets'] & object;
}

async function reconcile(
  snippet: Resource,
  resources: Resources,
  source: SnippetSourceConfig,
  ctx: RenderContext,
  sourceCtx: SourceContext,
  /** Called with the artifact's files once the snippet is Ready (what its ExternalArtifact holds). */
  published: (artifact: ResolvedSource) => void,
): Promise<SnippetResult> {
  const result: SnippetResult = { objects: [], artifacts: [], diagnostics: [], secrets: [] };
  const id = refOf(snippet.namespace, snippet.name);
  const spec = (snippet.value.spec ?? {}) as SnippetSpec;
  const artifactName = (file: string) => `${snippet.namespace}/${snippet.name}/${file}`;
  const notReady = (reason: Exclude<Reason, 'Synced'>, message: string, diagnostics: Diagnostic[]) => {
    result.artifacts.push({
      source: source.name,
      component: snippet.name,
      name: artifactName('rendered.json'),
      mediaType: 'application/json',
      content: '',
      status: { ready: false, reason, message: conditionMessage(reason, message) },
    });
    result.diagnostics.push(...diagnostics);
    return result;
  };
  const problem = (
    reason: string,
    message: string,
    at: (string | number)[],
    severity: Diagnostic['severity'] = 'error',
  ): Diagnostic => ({
    severity,
    source: source.name,
    component: snippet.name,
    file: snippet.parsed.file,
    ...positionOf(snippet.parsed, at),
    message: `JsonnetSnippet ${id}: ${reason}: ${message}`,
    reason,
  });

  const admission = admissionProblems(snippet);
  if (admission.length > 0) {
    const first = admission[0] as Diagnostic;
    return notReady(
      'InvalidSpec',
      first.message,
      admission.map((d) => ({
        ...d,
        source: source.name,
        message: `JsonnetSnippet ${id}: InvalidSpec: ${d.message}`,
      })),
    );
  }
  try {
    const libraries = await checkSpec(snippet, spec, resources, source, sourceCtx);
    const self = await resolveSource(snippet, sourceCtx);
    const entryFile = spec.entryFile ?? ENTRY_FILE;
    if (!self.files.has(entryFile)) {
      throw new NotReady(
        'InvalidSpec',
        `source must contain ${JSON.stringify(entryFile)} as the snippet entry point`,
        ['spec', spec.entryFile === undefined ? 'files' : 'entryFile'],
      );
    }
    const { rendered } = await evaluateSnippet({
      engine: ctx.engines.jsonnet(),
      entryName: `${snippet.namespace}/${snippet.name}/${entryFile}`,
      entryFile,
      self,
      libraries: await libraries(),
      tlas: bindTlas(spec.tlas),
      extVars: bindExtVars(source.externalVariables, spec.externalVariables),
      // The snippet's evaluationTimeout may lower the run's budget, never raise it: "0" (none) included.
      timeoutMs: ctx.budget.unitMs(source.evaluationTimeout.ms),
    });
    // Learned before any later step (size, entry names) can refuse the artifact: another
    // snippet's error may quote the same value. Output past every cap is never parsed at all.
    const value: unknown = rendered.length <= MAX_TOTAL_BYTES ? JSON.parse(rendered) : undefined;
    result.secrets.push(...collectSecrets([value]));
    const output = spec.output ?? 'rendered';
    const entries = output === 'source' ? sourceEntries(self) : new Map([['rendered.json', rendered]]);
    checkSize(entries, source.maxArtifactBytes);
    // Hashed when first read (a diff, a bundle, JSON output): printing the objects never needs it,
    // and node:crypto alone takes longer to load than a small snippet takes to render.
    let revision: string | undefined;
    const revisionOf = () =>
      (revision ??= output === 'source' ? sourceRevision(self.files) : `sha256:${sha256Hex(rendered)}`);
    const message = `Rendered ${Buffer.byteLength(rendered)} bytes from ${self.files.size} files`;
    for (const [file, content] of entries) {
      result.artifacts.push({
        source: source.name,
        component: snippet.name,
        name: artifactName(file),
        mediaType: output === 'source' ? 'text/plain' : 'application/json',
        content,
        get revision() {
          return revisionOf();
        },
        history: spec.history ?? 1,
        status: { ready: true, reason: 'Synced', message },
      });
    }
    for (const object of kubeObjectsIn(value) ?? []) {
      result.objects.push({
        source: source.name,
        component: snippet.name,
        file: snippet.parsed.file,
        defaultNamespace: snippet.namespace,
        object,
      });
    }
    published({ files: entries, origins: output === 'source' ? self.origins : new Map() });
    return result;
  } catch (err) {
    if (!(err instanceof NotReady)) throw err;
    if (err.reason === 'Suspended') {
      // Not a problem to fix: the snippet is paused and its last artifact stays.
      return notReady('Suspended', err.message, [
        problem('Suspended', err.message, ['spec', 'suspend'], 'warning'),
      ]);
    }
    if (err instanceof EvaluationError) {
      const place = err.site.unit?.origin
        ? placeInFile(err.site.unit.origin, err.site.line, err.site.column)
        : undefined;
      const diagnostic: Diagnostic = {
        severity: 'error',
        source: source.name,
        component: snippet.name,
        file: place?.file ?? snippet.parsed.file,
        ...(place?.line !== undefined ? { line: place.line } : {}),
        ...(place?.column !== undefined ? { column: place.column } : {}),
        message: `JsonnetSnippet ${id}: ${err.reason}: ${err.summary}`,
        ...(err.trace ? { trace: err.trace } : {}),
        reason: err.reason,
      };
      return notReady(err.reason, err.message, [diagnostic]);
    }
    return notReady(err.reason, err.message, [problem(err.reason, err.message, err.at)]);
  }
}

/**
 * The reconciler's checks before any source is read, in its order: suspend, service account,
 * external variables, library aliases, cycles. Returns what resolves the libraries afterwards,
 * in list order, as the reconciler does once the snippet's own source is known.
 */
async function checkSpec(
  snippet: Resource,
  spec: SnippetSpec,
  resources: Resources,
  source: SnippetSourceConfig,
  sourceCtx: SourceContext,
): Promise<() => Promise<Library[]>> {
  if (spec.suspend === true)
    throw new NotReady('Suspended', 'spec.suspend is true; pause until the operator unsets it');
  if (!spec.serviceAccountName && !source.defaultServiceAccount) {
    throw new NotReady(
      'ServiceAccountMissing',
      'neither spec.serviceAccountName nor --default-service-account is set',
      ['spec'],
    );
  }
  // A code entry conflicts too: both bind the same std.extVar name (checkExtVarConflicts).
  const clash = extVarNames(spec.externalVariables, compareStrings).find((v) =>
    Object.hasOwn(source.externalVariables, v.name),
  );
  if (clash !== undefined) {
    throw new NotReady(
      'ExternalVariableConflict',
      `spec.externalVariables[${JSON.stringify(clash.name)}] conflicts with --ext-var`,
      ['spec', 'externalVariables', ...clash.path],
    );
  }
  const refs = spec.libraries ?? [];
  const aliases = refs.map((r) => r.importPath || r.name);
  aliases.forEach((alias, i) => {
    if (!ALIAS.test(alias) || alias === '.' || alias === '..') {
      throw new NotReady(
        'InvalidSpec',
        `spec.libraries import alias ${JSON.stringify(alias)} must be a single path segment (allowed: one [A-Za-z0-9._-] segment, no slash or traversal)`,
        ['spec', 'libraries', i],
      );
    }
  });
  const repeated = aliases.findIndex((a, i) => aliases.indexOf(a) !== i);
  if (repeated >= 0) {
    throw new NotReady(
      'InvalidSpec',
      `spec.libraries import path ${JSON.stringify(aliases[repeated])} is used by more than one entry; each library must resolve to a distinct import path`,
      ['spec', 'libraries', repeated],
    );
  }
  const cycle = sourceRefCycle(snippet, resources);
  if (cycle)
    throw new NotReady('DependencyCycle', `spec.sourceRef chain forms a cycle: ${cycle}`, [
      'spec',
      'sourceRef',
    ]);
  return async () => {
    const out: Library[] = [];
    for (const [i, ref] of refs.entries()) {
      const namespace = ref.namespace || snippet.namespace;
      const at = ['spec', 'libraries', i];
      if (namespace !== snippet.namespace && !source.allowCrossNamespaceRefs) {
        throw new NotReady(
          'CrossNamespaceRefRejected',
          `spec.libraries[${ref.name}] points at namespace ${JSON.stringify(namespace)} but --no-cross-namespace-refs is set`,
          at,
        );
      }
      const library = resources.libraries.get(refOf(namespace, ref.name));
      if (!library) {
        throw new NotReady(
          'LibraryNotFound',
          `JsonnetLibrary ${JSON.stringify(ref.name)} in ${JSON.stringify(namespace)} not found`,
          at,
        );
      }
      let resolved: ResolvedSource;
      try {
        resolved = await resolveSource(library, sourceCtx);
      } catch (err) {
        if (!(err instanceof NotReady)) throw err;
        const prefix = `JsonnetLibrary ${JSON.stringify(ref.name)} in ${JSON.stringify(namespace)}: `;
        throw new NotReady(err.reason as Exclude<Reason, 'Synced'>, prefix + err.message, at);
      }
      out.push({ alias: aliases[i] as string, files: resolved.files, origins: resolved.origins });
    }
    return out;
  };
}

/**
 * A chain of sourceRefs to ExternalArtifacts (each published by the snippet of that name) that
 * comes back to this snippet: `ns/a → ns/b → ns/a`. Only such chains can cycle in JaaS; libraries
 * list no libraries of their own.
 */
function sourceRefCycle(start: Resource, resources: Resources): string | undefined {
  const snippets = new Map(resources.snippets.map((s) => [refOf(s.namespace, s.name), s]));
  const next = (r: Resource): string[] => {
    const targets: string[] = [];
    const spec = (r.value.spec ?? {}) as SnippetSpec;
    const add = (ref: SnippetSpec['sourceRef'], ns: string) => {
      if (ref?.kind === 'ExternalArtifact') targets.push(refOf(ref.namespace || ns, ref.name));
    };
    add(spec.sourceRef, r.namespace);
    for (const lib of spec.libraries ?? []) {
      const library = resources.libraries.get(refOf(lib.namespace || r.namespace, lib.name));
      const libSpec = isRecord(library?.value.spec) ? (library.value.spec as SnippetSpec) : {};
      if (library) add(libSpec.sourceRef, library.namespace);
    }
    return targets;
  };
  const origin = refOf(start.namespace, start.name);
  // Each snippet is walked once: one that did not lead back the first time never will, and a
  // pull request's web of references (each snippet and library may add an edge) stays linear.
  const seen = new Set<string>([origin]);
  const walk = (at: Resource, trail: string[]): string[] | undefined => {
    for (const target of next(at)) {
      if (target === origin) return [...trail, target];
      const snippet = snippets.get(target);
      if (snippet && !seen.has(target)) {
        seen.add(target);
        const found = walk(snippet, [...trail, target]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(start, [origin])?.join(' → ');
}

/** Source output: every file of the snippet's own source, names the consumers accept. */
function sourceEntries(self: ResolvedSource): Map<string, string> {
  for (const name of self.files.keys()) {
    if (!safeEntryName(name)) {
      throw new NotReady(
        'InvalidSpec',
        `publisher: source entry name would be dropped by consumers: ${JSON.stringify(name)} (allowed: [A-Za-z0-9._/-] segments, no dot-prefixed segments, no traversal)`,
        ['spec', 'files', name],
      );
    }
  }
  return new Map([...self.files.entries()].sort(([a], [b]) => compareStrings(a, b)));
}

function checkSize(entries: ReadonlyMap<string, string>, max: number): void {
  let total = 0;
  for (const [name, content] of entries) {
    const bytes = Buffer.byteLength(content);
    total += bytes;
    if (bytes > MAX_ENTRY_BYTES) {
      throw new NotReady(
        'ArtifactTooLarge',
        `publisher: artifact exceeds MaxArtifactBytes: entry ${JSON.stringify(name)} is ${bytes} bytes; consumers cap extraction at ${MAX_ENTRY_BYTES} bytes per entry`,
      );
    }
  }
  if (total > MAX_TOTAL_BYTES) {
    throw new NotReady(
      'ArtifactTooLarge',
      `publisher: artifact exceeds MaxArtifactBytes: ${total} bytes total; consumers cap extraction at ${MAX_TOTAL_BYTES} bytes`,
    );
  }
  if (max > 0 && total > max) {
    throw new NotReady('ArtifactTooLarge', `publisher: artifact exceeds MaxArtifactBytes: ${total} > ${max}`);
  }
}

/** sha256 over each file, in byte order of names: name, NUL, content, NUL (sourceArchiveRevision). */
export function sourceRevision(files: ReadonlyMap<string, string>): string {
  const hash = nodeCrypto().createHash('sha256');
  for (const name of [...files.keys()].sort(compareUtf8)) {
    hash
      .update(name)
      .update('\0')
      .update(files.get(name) as string)
      .update('\0');
  }
  return `sha256:${hash.digest('hex')}`;
}
