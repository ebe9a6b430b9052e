import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type DiffOptions, diffPipelines, type EnvRender, type PipelineDiff } from '../diff/diff';
import { createRedactor } from '../diff/redact';
import { type ExportedTree, exportTree, exportTreeBeside, findRepository } from '../git/tree';
import { redactDiagnostic } from '../model/diagnostic';
import type { Diagnostic } from '../model/types';
import type { EnvironmentRender, PipelineRender } from '../render';
import { OUT_OF_TIME, RunBudget } from '../render/budget';
import { learnSecrets, loadRun, type RenderRun, renderLoaded, type Selection } from './render';
import { renderSideInWorker, renderWorkerEnabled } from './render-worker';

export interface DiffRevisionsOptions extends Selection {
  /** Absolute path of rigging.yaml in the work tree. */
  configFile: string;
  base: string;
  /** A ref; the work tree as it is when absent. */
  head?: string;
  diff?: DiffOptions;
  /** Told the pipeline's name once both revisions' rigging.yaml are loaded, before rendering. */
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

/** Problems outside any environment, then every environment's. */
export function revisionDiagnostics(result: RevisionDiff): Diagnostic[] {
  return [...result.diagnostics, ...result.diff.environments.flatMap((e) => e.diagnostics)];
}

/**
 * Renders the pipeline at two revisions, each exported from git into its own temp dir (the work
 * tree and the index are never touched), and diffs them.
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

  // Each side's tree is exported and its rigging.yaml loaded. A head commit is exported beside the
  // base's tree, linking the files the two hold alike: only the files the change touches are written.
  const loaded = (tree: Promise<ExportedTree>): Promise<LoadedSide> =>
    tree.then(async (tree) => {
      // A pipeline that does not exist yet at the base renders as nothing: every object is new.
      // The exported tree is the repository: its committed symlinks may not lead out of it.
      const file = path.join(tree.dir, inRepo);
      try {
        const run: RenderRun = existsSync(file)
          ? await loadRun(file, selection, tree.dir)
          : { diagnostics: [] };
        return { commit: tree.commit, run, dispose: tree.dispose };
      } catch (err) {
        await tree.dispose();
        throw err;
      }
    });
  const workTree = async (): Promise<LoadedSide> => ({
    commit: null,
    run: await loadRun(opts.configFile, selection, repo.top),
    dispose: async () => undefined,
  });
  const baseTree = exportTree(repo, opts.base);
  const head = opts.head;
  const settled = await Promise.allSettled([
    loaded(baseTree),
    head ? loaded(baseTree.then((base) => exportTreeBeside(repo, head, base))) : workTree(),
  ]);
  const sides = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    for (const s of settled) if (s.status === 'rejected') throw s.reason;
    const [loadedBase, loadedHead] = sides as [LoadedSide, LoadedSide];
    opts.onLoaded?.(pipelineName(loadedBase, loadedHead));
    const render = (side: LoadedSide): Promise<RenderedSide> =>
      renderLoaded(side.run, selection, side.commit).then((run) => ({ commit: side.commit, run }));
    // Rendering both sides at once pays only where they do not share this thread: libjsonnet's
    // evaluations use the thread pool, and with rigging's engine the base renders on a worker
    // thread. Two sides interleaved on one thread would only hold both sides' intermediate values
    // at once (measured: up to 2x a render's peak memory, against 1.0-1.3x one after the other;
    // bench/diff.ts).
    const engineOf = (run: RenderRun) => selection.jsonnetEngine ?? run.config?.jsonnet.engine;
    const offThread = (run: RenderRun) => engineOf(run) === 'libjsonnet';
    const parallel = availableParallelism() > 1;
    const together = parallel && offThread(loadedBase.run) && offThread(loadedHead.run);
    // rigging's engine runs on the thread that asks: the base then gets a thread of its own.
    const onWorker =
      parallel &&
      renderWorkerEnabled() &&
      loadedBase.run.config !== undefined &&
      loadedBase.run.diagnostics.length === 0 &&
      engineOf(loadedBase.run) === 'rigging' &&
      engineOf(loadedHead.run) === 'rigging';
    const [renderedBase, renderedHead] = onWorker
      ? await renderBesideWorker(loadedBase, loadedHead, selection, render)
      : together
        ? await Promise.all([render(loadedBase), render(loadedHead)])
        : [await render(loadedBase), await render(loadedHead)];
    return compareSides(opts, renderedBase as RenderedSide & { commit: string }, renderedHead);
  } finally {
    await Promise.all(sides.map((s) => s.dispose()));
  }
}

/**
 * The base rendered on a worker thread while this thread renders the head. The worker keeps to the
 * run's budget as a render here does (same deadline, same diagnostics); should it fail or outlive
 * the budget, the base is rendered here after all, as it would have been without a worker.
 */
async function renderBesideWorker(
  base: LoadedSide,
  head: LoadedSide,
  selection: Selection,
  render: (side: LoadedSide) => Promise<RenderedSide>,
): Promise<[RenderedSide, RenderedSide]> {
  const config = base.run.config as NonNullable<RenderRun['config']>;
  const worker = renderSideInWorker(config.file, config.repository, base.commit, selection);
  try {
    const renderedHead = await render(head);
    const budget = selection.budget as RunBudget;
    const answer = await budget.within(worker.result);
    const renderedBase: RenderedSide =
      answer === OUT_OF_TIME || answer === 'failed'
        ? await render(base)
        : { commit: base.commit, run: { ...base.run, render: answer } };
    return [renderedBase, renderedHead];
  } finally {
    await worker.stop();
  }
}

/** One revision's render: its commit (null for the work tree) and the run. */
interface RenderedSide {
  commit: string | null;
  run: RenderRun;
}

/** A revision ready to render: its rigging.yaml loaded, its exported tree removed by dispose. */
interface LoadedSide extends RenderedSide {
  dispose(): Promise<void>;
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
