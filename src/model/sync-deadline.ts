import vm from 'node:vm';

/**
 * A synchronous computation stopped at its deadline. Engines that run on the JavaScript thread
 * (Go templates, CEL) check their deadline between steps, but one step can be a library call that
 * never yields (a regular expression over a large input, a CEL comprehension): V8 itself stops it.
 */
export class SyncDeadlineError extends Error {
  override name = 'SyncDeadlineError';
}

// One context and script for every call: making a context costs milliseconds, running one little.
const context = vm.createContext({ fn: undefined as (() => unknown) | undefined });
const script = new vm.Script('fn()');
let running = false;
let started = 0;

/** How many watchdogs (outermost runSyncWithin calls) this process has started: for tests. */
export function watchdogsStarted(): number {
  return started;
}

/**
 * Runs `fn` and stops it once it has run `ms` milliseconds, throwing SyncDeadlineError. Node's
 * `vm` timeout terminates whatever JavaScript runs on the thread, the host functions the script
 * calls included, so nothing inside `fn` can catch or outlast it. A call made while another is
 * running is already under that one's deadline and runs as it is.
 */
export function runSyncWithin<T>(ms: number, fn: () => T): T {
  if (running) return fn();
  running = true;
  started++;
  context.fn = fn;
  try {
    return script.runInContext(context, { timeout: Math.max(1, Math.ceil(ms)) }) as T;
  } catch (err) {
    if ((err as { code?: string } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new SyncDeadlineError(`stopped after ${Math.ceil(ms)}ms`);
    }
    throw err;
  } finally {
    context.fn = undefined;
    running = false;
  }
}
