/**
 * What an entry point knows of the diff's render worker (src/ops/render-worker.ts) before it knows
 * whether the command diffs at all: kept apart from the worker's code, which imports
 * node:worker_threads (and the streams that brings), so `rigging --version` loads neither.
 */
import type { EngineChoice } from '../render/engine-choice';

/** The argument a render worker's thread starts with: how an entry point tells it cheaply. */
export const RENDER_WORKER_ARG = '--rigging-render-side';

let enabled: { script: string; traces: EngineChoice['traces'] } | undefined;

/**
 * Called by an entry point with its own bundle's path and the std.trace choice its engines use;
 * undefined turns the worker off again.
 */
export function setRenderWorker(script: string | undefined, traces: EngineChoice['traces'] = 'stderr'): void {
  enabled = script === undefined ? undefined : { script, traces };
}

/** The bundle a worker thread starts and its std.trace choice, or undefined while disabled. */
export function renderWorkerSetup(): { script: string; traces: EngineChoice['traces'] } | undefined {
  return enabled;
}

/** Whether this thread may be a render worker: only such a one goes on to load the worker's code. */
export function startedAsRenderWorker(): boolean {
  return process.argv[2] === RENDER_WORKER_ARG;
}
