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

/** What a worker is started with: its engines' std.trace choice (the request comes later). */
interface WorkerStart {
  kind: typeof KIND;
  traces: EngineChoice['traces'];
}

/** What a worker is asked to render: one revision's rigging.yaml, as the main thread loaded it. */
interface SideRequest {
  configFile: string;
  repository: string;
  commit: string | null;
  selection: Omit<Selection, 'budget'>;
  /** The run's budget, rebuilt in the worker: the same deadline, the same wording. */
  budget: { totalMs: number; deadline: number; setting: string };
}

type SideReply = { ok: true; render: PipelineRender | undefined } | { ok: false; message: string };

/** Whether this thread is a render worker started by startRenderWorker (the entry points ask). */
export function isRenderWorker(): boolean {
  return !isMainThread && (workerData as { kind?: string } | null)?.kind === KIND;
}

/** Whether a diff may render a side on a worker thread. */
export function renderWorkerEnabled(): boolean {
  return renderWorkerSetup() !== undefined;
}

/** A worker thread started before it is given the side to render, and how to end it. */
export interface RenderWorker {
  /**
   * One side's render (ask once), or 'failed' when the worker could not do it (it failed to start,
   * or answered with an error): the caller then renders the side itself, so a worker is only ever
   * a way to be faster.
   */
  render(
    configFile: string,
    repository: string,
    commit: string | null,
    selection: Selection,
  ): Promise<PipelineRender | undefined | 'failed'>;
  /** Ends the thread (the run is over, or it was not needed). */
  stop(): Promise<void>;
}

/**
 * Starts a worker thread that loads the renderers at once and then waits for its side: started
 * as a diff begins, its start-up overlaps the export of the revisions' trees.
 */
export function startRenderWorker(): RenderWorker {
  const enabled = renderWorkerSetup();
  if (!enabled) throw new Error('render worker not enabled');
  const start: WorkerStart = { kind: KIND, traces: enabled.traces };
  // Its std.trace lines reach this process's stderr, as they would from this thread.
  const worker = new Worker(enabled.script, {
    // What the CLI's entry point looks for before it loads this module (render-worker-setup.ts).
    argv: [RENDER_WORKER_ARG],
    workerData: start,
    stdout: false,
    stderr: false,
  });
  const ended = new Promise<'failed'>((resolve) => {
    worker.once('error', () => resolve('failed'));
    worker.once('exit', () => resolve('failed'));
  });
  return {
    render(configFile, repository, commit, selection) {
      const { budget, ...rest } = selection;
      const run = budget ?? new RunBudget();
      const request: SideRequest = {
        configFile,
        repository,
        commit,
        selection: rest,
        budget: { totalMs: run.totalMs, deadline: run.deadline, setting: run.setting },
      };
      const answer = new Promise<PipelineRender | undefined | 'failed'>((resolve) => {
        worker.once('message', (reply: SideReply) => resolve(reply.ok ? reply.render : 'failed'));
      });
      worker.postMessage(request);
      return Promise.race([answer, ended]);
    },
    async stop() {
      await worker.terminate();
    },
  };
}

/** A side's render on a worker thread started for it (see RenderWorker.render). */
export function renderSideInWorker(
  configFile: string,
  repository: string,
  commit: string | null,
  selection: Selection,
): { result: Promise<PipelineRender | undefined | 'failed'>; stop(): Promise<void> } {
  const worker = startRenderWorker();
  return { result: worker.render(configFile, repository, commit, selection), stop: () => worker.stop() };
}

/** The worker's side: load the renderers, then render what the main thread asks for and post it back. */
export function runRenderWorker(): void {
  const start = workerData as WorkerStart;
  chooseEngines({ jsonnet: { kind: 'in-process' }, traces: start.traces });
  // Loaded here, not with this module: the entry points import it on every start, `--version` too.
  // Loaded before the request comes, while the main thread exports the trees.
  const loading = import('./render');
  // Handled below once the request comes; a failure to load is then its answer.
  loading.catch(() => undefined);
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
  parentPort?.once('message', (request: SideRequest) => {
    const { totalMs, deadline, setting } = request.budget;
    const budget = new RunBudget(totalMs, deadline - totalMs, setting);
    const selection: Selection = { ...request.selection, budget };
    loading
      .then(({ loadRun, renderLoaded }) =>
        loadRun(request.configFile, selection, request.repository).then((loaded) =>
          renderLoaded(loaded, selection, request.commit),
        ),
      )
      .then(
        (run) => reply({ ok: true, render: run.render }),
        (err: unknown) => reply(failed(err)),
      );
  });
}
