/**
 * A diff's head rendered on a thread of its own while the base renders on the calling thread:
 * rigging's engine evaluates synchronously, so one thread renders one side at a time, and a
 * machine's second core would otherwise sit idle for the head's whole evaluation (kube-prometheus
 * is one component: no evaluation of the base serves the head). The thread is the CLI's bundle
 * started again (the entry point hands its path over, side-render-setup.ts); only plain data
 * crosses: the request in, the head's render and problems out.
 */
import { getHeapStatistics } from 'node:v8';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Diagnostic } from '../model/types';
import { OUT_OF_TIME, RunBudget } from '../render/budget';
import type { PipelineRender } from '../render/pipeline';
import { loadRun, type RenderRun, renderLoaded, type Selection } from './render';
import { SIDE_RENDER_ARG, sideRenderScript } from './side-render-setup';

const KIND = 'rigging-side-render';

/** One side of a diff to render, as data a thread can be given. */
export interface SideRequest {
  /** Absolute path of the side's rigging.yaml. */
  configFile: string;
  /** The repository (an exported tree, or the work tree's top) holding it. */
  repository: string;
  commit: string | null;
  selection: Omit<Selection, 'budget' | 'reuse'>;
  /** The run's budget: the thread spends the same one, to the same deadline. */
  budget: { totalMs: number; deadline: number; setting: string };
}

/** What comes back: everything of a RenderRun but the config, which the caller loaded itself. */
export type SideResult = { render?: PipelineRender; diagnostics: Diagnostic[] };

type SideMessage = { ok: true; result: SideResult } | { ok: false; error: string };

/** Whether diffs may render their head on a thread: only from the CLI's bundle. */
export function sideRenderAvailable(): boolean {
  return sideRenderScript() !== undefined;
}

/** The request for rendering `configFile` in `repository` with `selection`'s choices and budget. */
export function sideRequest(
  configFile: string,
  repository: string,
  commit: string | null,
  selection: Selection,
  budget: RunBudget,
): SideRequest {
  const { budget: _budget, reuse: _reuse, ...plain } = selection;
  return {
    configFile,
    repository,
    commit,
    selection: plain,
    budget: { totalMs: budget.totalMs, deadline: budget.deadline, setting: budget.setting },
  };
}

/**
 * Renders the side on a thread. A thread that fails itself (its heap ran out, say) rejects with
 * a plain message; the side's own problems come back as its diagnostics, as on this thread. The
 * thread's engines stop at the budget's deadline themselves; one that has not answered shortly
 * after it is stopped (RunBudget.within).
 */
export async function renderOnSideThread(req: SideRequest, budget: RunBudget): Promise<SideResult> {
  const script = sideRenderScript();
  if (script === undefined) throw new Error('side-render threads are not enabled');
  const worker = new Worker(script, {
    argv: [SIDE_RENDER_ARG],
    workerData: { kind: KIND, req },
    // The heap this thread would have had: with a limit of its own, running out of it ends the
    // thread (ERR_WORKER_OUT_OF_MEMORY), the head's error, instead of the whole process.
    resourceLimits: { maxOldGenerationSizeMb: Math.ceil(getHeapStatistics().heap_size_limit / 2 ** 20) },
  });
  const answer = new Promise<SideResult>((resolve, reject) => {
    worker.once('message', (m: SideMessage) => (m.ok ? resolve(m.result) : reject(new Error(m.error))));
    worker.once('error', (err) =>
      reject(new Error(`its thread failed: ${err instanceof Error ? err.message : String(err)}`)),
    );
    worker.once('exit', (code) => reject(new Error(`its thread exited with code ${code}`)));
  });
  try {
    const result = await budget.within(answer);
    if (result === OUT_OF_TIME) throw new Error(budget.exceededMessage());
    return result;
  } finally {
    void worker.terminate();
  }
}

/** Whether this thread is a side render started by renderOnSideThread. */
export function isSideRenderWorker(): boolean {
  return !isMainThread && (workerData as { kind?: string } | null)?.kind === KIND;
}

/** The thread's side: render what the caller asked and post the result back. */
export function runSideRenderWorker(): void {
  const { req } = workerData as { req: SideRequest };
  const post = (m: SideMessage) => parentPort?.postMessage(m);
  const budget = new RunBudget(
    req.budget.totalMs,
    req.budget.deadline - req.budget.totalMs,
    req.budget.setting,
  );
  const selection: Selection = { ...req.selection, budget };
  loadRun(req.configFile, selection, req.repository)
    .then((run: RenderRun) => renderLoaded(run, selection, req.commit))
    .then(
      (run) => post({ ok: true, result: { render: run.render, diagnostics: run.diagnostics } }),
      (err: unknown) => post({ ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
}
