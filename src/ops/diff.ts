import { existsSync } from 'node:fs';
import path from 'node:path';
import { type DiffOptions, diffPipelines, type EnvRender, type PipelineDiff } from '../diff/diff';
import { createRedactor } from '../diff/redact';
import {
  changedFiles,
  diffTrees,
  type ExportedTree,
  exportTree,
  findRepository,
  resolveCommit,
} from '../git/tree';
import { onePerProblem, type PlacedDiagnostic, redactDiagnostic } from '../model/diagnostic';
import type { Diagnostic } from '../model/types';
import type { EnvironmentRender, PipelineRender } from '../render';
import { RunBudget } from '../render/budget';
import { EvaluationReuse, type Probe, type ReuseRole } from '../render/jsonnet/rigging/reuse';
import { pathInTree } from '../render/jsonnet/rigging/tree-names';
import { learnSecrets, loadRun, type RenderRun, renderLoaded, type Selection } from './render';

export interface DiffRevisionsOptions extends Selection {
  /** Absolute path of rigging.yaml in the work tree. */
  configFile: string;
  base: string;
  /** A ref; the work tree as it is when absent. */
  head?: string;
  diff?: DiffOptions;
  /**
   * Told the pipeline's name once both revisions' rigging.yaml are loaded, before the head renders
   * (the base may be rendering already).
   */
  onLoaded?: (pipeline: string) => void;
}

export interface RevisionDiff {
  pipeline: string;
  base: { ref: string; commit: string };
  head: { ref: string | null; commit: string | null };
  diff: PipelineDiff;
  /** Problems outside any environment (config errors on either side), messages redacted. */
  diagnostics: Diagnostic[];
  /** The head side's render, for digests and bundles. */
  headRender?: PipelineRender;
}

/** Problems outside any environment, then every environment's, each problem once (onePerProblem). */
export function revisionDiagnostics(result: RevisionDiff): PlacedDiagnostic[] {
  return onePerProblem(result.diagnostics, result.diff.environments);
}

/**
 * Renders the pipeline at two revisions and diffs them. Each commit's tree is exported from git
 * into a temp dir of its own (the work tree and the index are never touched), but a head commit
 * that the clean work tree holds is read there. The base renders as soon as its tree is ready,
 * while git still writes the head's; with rigging's engine the head renders after it on the same
 * thread, its files parsed once for both sides (tree-names.ts), its code already compiled. A tree
 * is removed as soon as its side has rendered.
 */
export async function diffRevisions(opts: DiffRevisionsOptions): Promise<RevisionDiff> {
  const repo = await findRepository(path.dirname(opts.configFile));
  const inRepo = path.relative(repo.top, opts.configFile);
  const selection: Selection = {
    environments: opts.environments,
    sources: opts.sources,
    ...(opts.jsonnetEngine ? { jsonnetEngine: opts.jsonnetEngine } : {}),
    ...(opts.maxTrace !== undefined ? { maxTrace: opts.maxTrace } : {}),
    ...(opts.environ ? { environ: opts.environ } : {}),
    // One budget for the run: the base and the head spend the same one.
    budget: opts.budget ?? new RunBudget(),
  };
  // A bad revision is reported before anything renders.
  const head = opts.head;
  await Promise.all([resolveCommit(repo, opts.base), head ? resolveCommit(repo, head) : undefined]);

  // Both trees are asked for at once: an export is git's own process, which goes on while this
  // thread loads and renders the base.
  const trees: Promise<ExportedTree>[] = [];
  // Each tree is removed once the side it holds has rendered (nothing reads it after): the base's
  // removal goes on between the head's evaluations.
  const removals = new Map<ExportedTree, Promise<void>>();
  const release = (tree: ExportedTree): Promise<void> => {
    const known = removals.get(tree);
    if (known) return known;
    const removed = tree.dispose();
    removals.set(tree, removed);
    return removed;
  };
  const loaded = (tree: Promise<ExportedTree>): Promise<LoadedSide> => {
    trees.push(tree);
    return tree.then(async (tree) => {
      // A pipeline that does not exist yet at the base renders as nothing: every object is new.
      // The exported tree is the repository: its committed symlinks may not lead out of it.
      const file = path.join(tree.dir, inRepo);
      const run: RenderRun = existsSync(file)
        ? await loadRun(file, selection, tree.dir)
        : { diagnostics: [] };
      return { commit: tree.commit, run, tree };
    });
  };
  // A head the clean work tree holds is read there, and the base made from it: only the files the
  // change touches are written.
  const { work, base } = head
    ? diffTrees(repo, opts.base, head)
    : { work: Promise.resolve(undefined), base: exportTree(repo, opts.base) };
  const loadedBase = loaded(base);
  // Between two commits, what the base evaluated may serve the head (reuse.ts).
  const reuse = head
    ? changedFiles(repo, opts.base, head).then(
        (changed) => new EvaluationReuse((probes) => !readsAny(probes, changed)),
        () => undefined,
      )
    : Promise.resolve(undefined);
  const loadedHead: Promise<RenderedSide & { tree?: ExportedTree }> = head
    ? loaded(work.then((work) => work ?? exportTree(repo, head)))
    : loadRun(opts.configFile, selection, repo.top).then((run) => ({ commit: null, run }));
  // Neither is left rejected unawaited while the other side loads or renders.
  loadedHead.catch(() => undefined);
  // Renders under way: the trees are removed only once nothing reads them.
  const rendering: Promise<unknown>[] = [];
  try {
    const render = (
      side: RenderedSide & { tree?: ExportedTree },
      role: ReuseRole['role'],
    ): Promise<RenderedSide> => {
      const rendered = reuse
        .then((shared) =>
          renderLoaded(
            side.run,
            shared ? { ...selection, reuse: { reuse: shared, role } } : selection,
            side.commit,
          ),
        )
        .then((run) => ({ commit: side.commit, run }));
      rendering.push(rendered);
      const tree = side.tree;
      if (tree) rendered.then(() => release(tree)).catch(() => undefined);
      return rendered;
    };
    // The base renders first: the run's budget is one, and a head that never ends (the pull
    // request's code) must not leave the base nothing of it. The head's tree is made meanwhile.
    const baseSide = await loadedBase;
    const baseRendered = render(baseSide, 'keep');
    const headSide = await loadedHead;
    opts.onLoaded?.(pipelineName(baseSide, headSide));
    // libjsonnet evaluates on its own threads: both sides then render at once. rigging's engine
    // evaluates on this thread, and two sides interleaved would only hold both sides' values at
    // once (measured: up to 2x a render's peak memory; bench/diff.ts): one after the other, the
    // head's files parsed already where they are the base's (tree-names.ts), its code compiled.
    const offThread = (run: RenderRun) =>
      (selection.jsonnetEngine ?? run.config?.jsonnet.engine) === 'libjsonnet';
    const headRendered =
      offThread(baseSide.run) && offThread(headSide.run)
        ? render(headSide, 'find')
        : baseRendered.then(() => render(headSide, 'find'));
    const [renderedBase, renderedHead] = await Promise.all([baseRendered, headRendered]);
    return compareSides(opts, renderedBase as RenderedSide & { commit: string }, renderedHead);
  } finally {
    await Promise.allSettled(rendering);
    const made = await Promise.allSettled(trees);
    await Promise.all(made.map((t) => (t.status === 'fulfilled' ? release(t.value) : undefined)));
  }
}

/** One revision's render: its commit (null for the work tree) and the run. */
interface RenderedSide {
  commit: string | null;
  run: RenderRun;
}

/** An exported revision ready to render: its rigging.yaml loaded. */
interface LoadedSide extends RenderedSide {
  commit: string;
  tree: ExportedTree;
}

/** The diff of two rendered sides, every message redacted with both sides' Secrets. */
function compareSides(
  opts: DiffRevisionsOptions,
  base: RenderedSide & { commit: string },
  head: RenderedSide,
): RevisionDiff {
  // Both sides' Secrets, failed sources' included, are learned before any message or diff is made.
  const redactor = opts.diff?.redactor ?? createRedactor();
  learnSecrets(redactor, base.run.render);
  learnSecrets(redactor, head.run.render);
  const diagnostics = [
    ...base.run.diagnostics.map((d) => ({
      ...d,
      message: `at base ${base.commit.slice(0, 12)}: ${d.message}`,
    })),
    ...head.run.diagnostics,
  ].map((d) => redactDiagnostic(d, redactor.redactText));
  const baseEnvs = base.run.render?.environments ?? [];
  const headEnvs = head.run.render?.environments ?? [];
  // The head's ignore rules decide: a pull request that adds a rule sees its effect at once.
  const ignore = (head.run.config ?? base.run.config)?.diff.ignore ?? [];
  const diff = diffPipelines(...withoutBrokenSources(baseEnvs, headEnvs), { ...opts.diff, redactor, ignore });
  const pipeline = pipelineName(base, head);
  return {
    pipeline,
    base: { ref: opts.base, commit: base.commit },
    head: { ref: opts.head ?? null, commit: head.commit },
    diff,
    diagnostics,
    headRender: head.run.render,
  };
}

/** The head's name for the pipeline, else the base's (a pipeline the head removes). */
function pipelineName(base: RenderedSide, head: RenderedSide): string {
  return head.run.config?.name ?? base.run.config?.name ?? 'rigging';
}

/**
 * A source that failed to render on one side would show all its objects as added or removed;
 * such sources (or, when the error names one, such parts of a source) are left out of that
 * environment's comparison and only their errors are reported.
 */
function withoutBrokenSources(
  base: EnvironmentRender[],
  head: EnvironmentRender[],
): [EnvRender[], EnvRender[]] {
  // env -> `source` (all of it broken) or `source\0component` (one part of it broken).
  const broken = new Map<string, Set<string>>();
  const mark = (envs: EnvironmentRender[]) => {
    for (const env of envs) {
      for (const d of env.diagnostics) {
        if (d.severity !== 'error') continue;
        if (!broken.has(env.name)) broken.set(env.name, new Set());
        broken.get(env.name)?.add(d.component === undefined ? d.source : `${d.source}\0${d.component}`);
      }
    }
  };
  mark(base);
  mark(head);
  const isBroken = (env: string, source: string, component?: string) => {
    const set = broken.get(env);
    return Boolean(set?.has(source) || (component !== undefined && set?.has(`${source}\0${component}`)));
  };
  // A part not ready on either side says why in its artifact's status: both sides' artifacts of
  // that name stay, so the diff shows Synced -> EvaluationFailed and the revision kept.
  const notReady = new Set(
    [...base, ...head].flatMap((env) =>
      env.artifacts
        .filter((a) => a.status?.ready === false)
        .map((a) => `${env.name}\0${a.source}\0${a.name}`),
    ),
  );
  const keep = (envs: EnvironmentRender[], prefix?: string): EnvRender[] =>
    envs.map((env) => ({
      name: env.name,
      objects: env.objects.filter((o) => !isBroken(env.name, o.source, o.component)),
      artifacts: env.artifacts.filter(
        (a) =>
          notReady.has(`${env.name}\0${a.source}\0${a.name}`) || !isBroken(env.name, a.source, a.component),
      ),
      diagnostics: prefix
        ? env.diagnostics
            .filter((d) => d.severity === 'error')
            .map((d) => ({ ...d, message: `${prefix}${d.message}` }))
        : env.diagnostics,
    }));
  const baseEnvs = keep(base, 'at base: ');
  const headEnvs = keep(head).map((env) => ({
    ...env,
    diagnostics: [...(baseEnvs.find((b) => b.name === env.name)?.diagnostics ?? []), ...env.diagnostics],
  }));
  return [baseEnvs, headEnvs];
}

/**
 * Whether an evaluation read a path the change touched, or one below it (a file in a directory
 * that became a file, say), by the path as imported or where it really is (git names a file read
 * through a symlinked directory by the link's target): its output is then not kept for the head.
 * Only spares the copy of an output the head cannot use; whether the head reuses one is decided
 * by reading its files again.
 */
function readsAny(probes: readonly Probe[], changed: ReadonlySet<string>): boolean {
  const touched = (inTree: string | undefined): boolean => {
    if (inTree === undefined) return false;
    for (let p = path.posix.normalize(inTree); p !== '.' && p !== '/' && !p.startsWith('..'); ) {
      if (changed.has(p)) return true;
      p = path.posix.dirname(p);
    }
    return false;
  };
  return probes.some((probe) => touched(pathInTree(probe.name)) || touched(probe.at));
}
