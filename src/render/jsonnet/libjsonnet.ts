import { availableParallelism } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { loadBinding, registerNative } from './binding';
import { type EvalRequest, type JsonnetEngine, JsonnetEvalError, type JsonnetVar } from './engine';
import { withStagedFiles } from './staging';
import { makeRelativizer, parseJsonnetError } from './trace';

export interface LibjsonnetOptions {
  /** Evaluations running at once; defaults to the machine's parallelism. */
  concurrency?: number;
  /** Stack trace lines kept in errors. */
  maxTrace?: number;
}

/** The libjsonnet built into @hanazuki/node-jsonnet (`Jsonnet.version`; a test keeps them equal). */
export const LIBJSONNET_VERSION = 'v0.20.0';

/**
 * libjsonnet searches these after the library paths it is given (JsonnetVm's constructor adds
 * them; the last added is searched first).
 */
export const LIBJSONNET_SYSTEM_PATHS: readonly string[] = [
  `/usr/local/share/jsonnet-${LIBJSONNET_VERSION}/`,
  `/usr/share/jsonnet-${LIBJSONNET_VERSION}/`,
];

/** The jsonnet engine over libjsonnet (C++), through @hanazuki/node-jsonnet. */
export function createLibjsonnetEngine(options: LibjsonnetOptions = {}): JsonnetEngine {
  const limit = pLimit(Math.max(1, options.concurrency ?? availableParallelism()));
  const maxTrace = options.maxTrace ?? 20;
  return {
    name: 'libjsonnet',
    systemLibPaths: LIBJSONNET_SYSTEM_PATHS,
    costlyStart: true,
    evaluate: (req) =>
      limit(() => (req.files ? withStagedFiles(req.files, (dir) => run(req, dir)) : run(req))),
  };

  async function run(req: EvalRequest, stagingDir?: string): Promise<unknown> {
    const { Jsonnet, JsonnetError } = await loadBinding();
    const vm = new Jsonnet().setMaxTrace(req.maxTrace ?? maxTrace);
    for (const [k, v] of Object.entries(req.extVars ?? {}))
      setVar(
        v,
        (s) => vm.extString(k, s),
        (c) => vm.extCode(k, c),
      );
    for (const [k, v] of Object.entries(req.tlas ?? {}))
      setVar(
        v,
        (s) => vm.tlaString(k, s),
        (c) => vm.tlaCode(k, c),
      );
    // addJpath: paths added later take precedence, so add in reverse to let the first entry win.
    for (const p of [...(req.libPaths ?? [])].reverse()) vm.addJpath(p);
    for (const [name, native] of Object.entries(req.natives ?? {})) {
      registerNative(vm, name, native.fn as (...a: unknown[]) => unknown, native.params);
    }

    const base = stagingDir ?? '';
    const relativize = makeRelativizer(stagingDir, req.displayRoot);
    let evaluation: Promise<string>;
    if (req.snippet) {
      evaluation = vm.evaluateSnippet(req.snippet.code, path.resolve(base, req.snippet.filename));
    } else if (req.file) {
      evaluation = vm.evaluateFile(path.resolve(base, req.file));
    } else {
      throw new Error('jsonnet evaluation needs a file or a snippet');
    }

    let json: string;
    try {
      json = await withDeadline(evaluation, req.deadlineMs, req.file ?? req.snippet?.filename);
    } catch (err) {
      if (err instanceof JsonnetEvalError) throw err;
      if (JsonnetError && err instanceof (JsonnetError as new () => Error)) {
        throw parseJsonnetError(err.message, relativize);
      }
      if (err instanceof Error && /ERROR/.test(err.message)) throw parseJsonnetError(err.message, relativize);
      throw err;
    }
    return req.raw ? json : JSON.parse(json);
  }
}

function setVar(v: JsonnetVar, asString: (s: string) => void, asCode: (c: string) => void): void {
  if (v.kind === 'string') asString(v.value);
  else asCode(v.value);
}

/** libjsonnet cannot be interrupted; past the deadline the result is abandoned and the caller moves on. */
function withDeadline<T>(work: Promise<T>, ms: number | undefined, what: string | undefined): Promise<T> {
  if (!ms) return work;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new JsonnetEvalError(
            `evaluation did not finish within ${ms} ms`,
            what,
            undefined,
            undefined,
            'Deadline',
            '',
          ),
        ),
      ms,
    );
    timer.unref();
  });
  work.catch(() => {}); // an abandoned evaluation may still fail later; that is not unhandled
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
