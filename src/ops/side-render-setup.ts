/**
 * What the CLI's entry point knows of rendering a diff's head on a thread of its own
 * (side-render.ts) before a diff asks for it: kept apart from the thread's code, which loads
 * node:worker_threads, so a run that diffs nothing loads none of it.
 */

/** The argument a side-render thread starts with: how the entry point tells it cheaply. */
export const SIDE_RENDER_ARG = '--rigging-side-render';

let script: string | undefined;

/** Called by an entry point with its own bundle's path; undefined keeps both sides on this thread. */
export function setSideRenderScript(path: string | undefined): void {
  script = path;
}

/** The bundle a side-render thread starts, or undefined while disabled. */
export function sideRenderScript(): string | undefined {
  return script;
}

/** Whether this thread was started as a side render. */
export function startedAsSideRenderThread(): boolean {
  return process.argv[2] === SIDE_RENDER_ARG;
}
