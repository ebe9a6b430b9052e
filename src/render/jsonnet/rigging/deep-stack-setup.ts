/**
 * What an entry point and the engine know of deep-stack evaluation (deep-stack.ts) before any
 * evaluation needs it: kept apart from the thread's code, which imports node:worker_threads and
 * node:v8 (and the streams they bring), so `rigging --version` and `rigging eval -e '{}'` load
 * neither.
 */
import type { EvalRequest } from '../engine';

/** The argument a deep-stack thread starts with: how an entry point tells it cheaply. */
export const DEEP_STACK_ARG = '--rigging-deep-stack';

/**
 * Jsonnet frames the calling thread is trusted with: libjsonnet's default limit, which the main
 * stack holds with room to spare (a non-tail recursion gets past 1000 there).
 */
export const IN_PROCESS_FRAMES = 500;

let script: string | undefined;

/** Called by an entry point with its own bundle's path; undefined keeps every evaluation in-process. */
export function setDeepStackScript(path: string | undefined): void {
  script = path;
}

/** The bundle a deep-stack thread starts, or undefined while disabled. */
export function deepStackScript(): string | undefined {
  return script;
}

/** Whether an evaluation allowed `maxStack` frames goes to a thread of its own. */
export function needsDeepStack(maxStack: number, req: EvalRequest): boolean {
  // Natives are callbacks of this thread: such an evaluation stays here.
  return script !== undefined && maxStack > IN_PROCESS_FRAMES && Object.keys(req.natives ?? {}).length === 0;
}

/** Whether this thread may be a deep-stack evaluation: only such a one loads the thread's code. */
export function startedAsDeepStackThread(): boolean {
  return process.argv[2] === DEEP_STACK_ARG;
}
