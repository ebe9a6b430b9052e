/**
 * Evaluations allowed more Jsonnet frames than the main thread's JavaScript stack can hold run on a
 * thread of their own, its stack sized for the limit asked. Each Jsonnet frame is a few recursive
 * JavaScript calls, and Node's main stack (about 1 MB) holds some thousand of them, while
 * `rigging eval -s 200000` may legitimately need all 200000 (google/jsonnet's "lazy array"
 * benchmark needs 131071, as with libjsonnet and go-jsonnet). Node really gives a worker the stack
 * `resourceLimits.stackSizeMb` asks for: depth grows linearly with it.
 *
 * The thread is the same bundle started again (the entry point hands its path over); from
 * TypeScript sources there is none, and the evaluation stays on the
 * calling thread, where running out of JavaScript stack still reads as "max stack frames exceeded.".
 */
import { setFlagsFromString } from 'node:v8';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { RepositoryBoundary } from '../../../boundary/boundary';
import { type EvalRequest, JsonnetEvalError } from '../engine';
import { DEEP_STACK_ARG, deepStackScript } from './deep-stack-setup';

export { IN_PROCESS_FRAMES, needsDeepStack, setDeepStackScript } from './deep-stack-setup';

const KIND = 'rigging-jsonnet-deep-stack';

/**
 * JavaScript stack a Jsonnet frame may take, measured on deep thunk chains and non-tail recursion
 * (about 0.5 KB a frame) with a margin for heavier frames. Running out still ends in jsonnet's
 * error, never a crash: the thread's stack is as much a limit as the main thread's.
 */
const BYTES_PER_FRAME = 2048;
const MIN_STACK_MB = 16;
/** Stack pages are only committed as used, but unbounded recursion uses them all: this caps it. */
export const MAX_STACK_MB = 256;

/** The young generation's semi-space a deep thread starts with, in MB (V8's default grows from 1). */
const SEMI_SPACE_MB = 64;

/** The options a deep evaluation rebuilds its engine from (functions cannot cross threads). */
export interface DeepOptions {
  maxStack: number;
  maxTrace: number;
  /** The repository boundary's directory trees, the first its root; none for no boundary. */
  walls: readonly [string, ...string[]] | undefined;
}

interface DeepRequest {
  kind: typeof KIND;
  request: EvalRequest;
  options: DeepOptions;
}

type DeepMessage =
  | { trace: string }
  | { ok: true; value: unknown }
  | { ok: false; error: ErrorFields | { internal: string } };

type ErrorFields = Pick<
  JsonnetEvalError,
  'message' | 'file' | 'line' | 'column' | 'reason' | 'detail' | 'hint'
>;

/** Whether this thread is a deep-stack evaluation started by evaluateOnDeepStack. */
export function isDeepStackWorker(): boolean {
  return !isMainThread && (workerData as { kind?: string } | null)?.kind === KIND;
}

/** The stack a thread gets for `maxStack` frames, in MB. */
export function stackSizeMb(maxStack: number): number {
  return Math.min(MAX_STACK_MB, Math.max(MIN_STACK_MB, Math.ceil((maxStack * BYTES_PER_FRAME) / 2 ** 20)));
}

/** Evaluates `req` on a thread with a stack for `options.maxStack` frames; std.trace lines come back. */
export function evaluateOnDeepStack(
  req: EvalRequest,
  options: DeepOptions,
  onTrace: (line: string) => void,
): Promise<unknown> {
  const script = deepStackScript();
  if (script === undefined) throw new Error('deep-stack evaluation not enabled');
  const { natives: _natives, ...request } = req;
  const data: DeepRequest = { kind: KIND, request, options };
  // Every garbage collection walks the whole stack, and a deep one holds a million JavaScript
  // frames: a young generation this size from the start spares most of them (bench.07: no
  // collection at all instead of nine taking 3 s). V8 reads it when the thread's heap is made.
  setFlagsFromString(`--min-semi-space-size=${SEMI_SPACE_MB}`);
  const worker = new Worker(script, {
    // What the CLI's entry point looks for before it loads this module (deep-stack-setup.ts).
    argv: [DEEP_STACK_ARG],
    workerData: data,
    resourceLimits: { stackSizeMb: stackSizeMb(options.maxStack) },
  });
  worker.once('online', () => setFlagsFromString('--min-semi-space-size=0'));
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (f: () => void) => {
      if (settled) return;
      settled = true;
      f();
      void worker.terminate();
    };
    worker.on('message', (m: DeepMessage) => {
      if ('trace' in m) return onTrace(m.trace);
      if (m.ok) return settle(() => resolve(m.value));
      const e = m.error;
      if ('internal' in e) return settle(() => reject(new Error(e.internal)));
      settle(() =>
        reject(new JsonnetEvalError(e.message, e.file, e.line, e.column, e.reason, e.detail, e.hint)),
      );
    });
    // The thread itself failed (its heap ran out, say): the evaluation's failure, said plainly.
    worker.once('error', (err) =>
      settle(() => reject(threadFailure(req, err instanceof Error ? err.message : String(err)))),
    );
    worker.once('exit', (code) => settle(() => reject(threadFailure(req, `exited with code ${code}`))));
  });
}

function threadFailure(req: EvalRequest, why: string): JsonnetEvalError {
  const message = `RUNTIME ERROR: evaluation thread failed: ${why}`;
  return new JsonnetEvalError(
    message,
    req.file ?? req.snippet?.filename,
    undefined,
    undefined,
    'JsonnetError',
    message,
  );
}

/** The thread's side: evaluate what the caller asked and post the result (or the error) back. */
export function runDeepStackWorker(): void {
  const { request, options } = workerData as DeepRequest;
  const [root, ...more] = options.walls ?? [''];
  const post = (m: DeepMessage) => parentPort?.postMessage(m);
  // Loaded here, not with this module: the entry points import this one on every start.
  import('./engine')
    .then(({ createRiggingEngine }) =>
      createRiggingEngine({
        maxStack: options.maxStack,
        maxTrace: options.maxTrace,
        onTrace: (trace) => post({ trace }),
        ...(options.walls ? { boundary: RepositoryBoundary.around(root, ...more) } : {}),
      }).evaluate(request),
    )
    .then(
      (value) => post({ ok: true, value }),
      (err: unknown) => {
        if (!(err instanceof JsonnetEvalError)) {
          return post({ ok: false, error: { internal: err instanceof Error ? err.message : String(err) } });
        }
        const { message, file, line, column, reason, detail, hint } = err;
        post({ ok: false, error: { message, file, line, column, reason, detail, hint } });
      },
    );
}
