/**
 * One side of a diff rendered on a worker thread, so that base and head each get a core: rigging's
 * jsonnet engine, like every renderer's JavaScript, runs on the thread that asks for it, and a diff
 * renders the pipeline twice. The worker is the same bundle started on a thread (the entry points
 * hand it to runRenderWorker); it loads the side's rigging.yaml itself, renders it within the
 * run's deadline and posts the render back. Only the bundles enable it: from TypeScript sources
 * (tests, scripts) there is no script a thread could start, and a diff renders one side after
 * the other as before.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { PipelineRender } from '../render';
import { RunBudget } from '../render/budget';
import { chooseEngines, type EngineChoice } from '../render/engine-choice';
import type { Selection } from './render';
import { RENDER_WORKER_ARG, renderWorkerSetup } from './render-worker-setup';

export { setRenderWorker } from './render-worker-setup';

const KIND = 'rigging-render-side';

/** What a worker is asked to render: one revision's rigging.yaml, as the main thread loaded it. */
interface SideRequest {
  kind: typeof KIND;
  configFile: string;
  repository: string;
  commit: string | null;
  selection: Omit<Selection, 'budget'>;
  /** The run's budget, rebuilt in the worker: the same deadline, the same wording. */
  budget: { totalMs: number; deadline: number; setting: string };
  traces: EngineChoice['traces'];
}

type SideReply = { ok: true; render: PipelineRender | undefined } | { ok: false; message: string };

/** Whether this thread is a render worker started by renderSideInWorker (the entry points ask). */
export function isRenderWorker(): boolean {
  return !isMainThread && (workerData as { kind?: string } | null)?.kind === KIND;
}

/** Whether a diff may render a side on a worker thread. */
export function renderWorkerEnabled(): boolean {
  return renderWorkerSetup() !== undefined;
}

/**
 * A side's render on a worker thread, or undefined when the worker could not do it (it failed to
 * start, or answered with an error): the caller then renders the side itself, so a worker is only
 * ever a way to be faster. `stop` ends the thread early (the run is over).
 */
export function renderSideInWorker(
  configFile: string,
  repository: string,
  commit: string | null,
  selection: Selection,
): { result: Promise<PipelineRender | undefined | 'failed'>; stop(): Promise<void> } {
  const enabled = renderWorkerSetup();
  if (!enabled) throw new Error('render worker not enabled');
  const { budget, ...rest } = selection;
  const run = budget ?? new RunBudget();
  const request: SideRequest = {
    kind: KIND,
    configFile,
    repository,
    commit,
    selection: rest,
    budget: { totalMs: run.totalMs, deadline: run.deadline, setting: run.setting },
    traces: enabled.traces,
  };
  // Its std.trace lines reach this process's stderr, as they would from this thread.
  const worker = new Worker(enabled.script, {
    // What the CLI's entry point looks for before it loads this module (render-worker-setup.ts).
    argv: [RENDER_WORKER_ARG],
    workerData: request,
    stdout: false,
    stderr: false,
  });
  const result = new Promise<PipelineRender | undefined | 'failed'>((resolve) => {
    worker.once('message', (reply: SideReply) => resolve(reply.ok ? reply.render : 'failed'));
    worker.once('error', () => resolve('failed'));
    worker.once('exit', () => resolve('failed'));
  });
  return {
    result,
    async stop() {
      await worker.terminate();
    },
  };
}

/** The worker's side: render what the main thread asked for and post it back. */
export function runRenderWorker(): void {
  const request = workerData as SideRequest;
  chooseEngines({ jsonnet: { kind: 'in-process' }, traces: request.traces });
  const { totalMs, deadline, setting } = request.budget;
  const budget = new RunBudget(totalMs, deadline - totalMs, setting);
  const selection: Selection = { ...request.selection, budget };
  const failed = (err: unknown): SideReply => ({
    ok: false,
    message: err instanceof Error ? err.message : String(err),
  });
  const reply = (message: SideReply) => {
    try {
      parentPort?.postMessage(message);
    } catch (err) {
      // A render holding something that cannot be posted: the main thread renders the side itself.
      parentPort?.postMessage(failed(err));
    }
  };
  // Loaded here, not with this module: the entry points import it on every start, `--version` too.
  import('./render')
    .then(({ loadRun, renderLoaded }) =>
      loadRun(request.configFile, selection, request.repository).then((loaded) =>
        renderLoaded(loaded, selection, request.commit),
      ),
    )
    .then(
      (run) => reply({ ok: true, render: run.render }),
      (err: unknown) => reply(failed(err)),
    );
}
