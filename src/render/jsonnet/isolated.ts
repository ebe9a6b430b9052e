import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { type EvalRequest, type JsonnetEngine, JsonnetEvalError } from './engine';
import { LIBJSONNET_SYSTEM_PATHS } from './libjsonnet';
import { standardNatives } from './natives';
import type { WorkerReply, WorkerRequest } from './worker';

/**
 * Variables a jsonnet worker may see. An allow-list, not a deny-list: a runner has more tokens
 * than anyone can name (INPUT_GITHUB-TOKEN, ACTIONS_RUNTIME_TOKEN, ACTIONS_ID_TOKEN_REQUEST_*,
 * AWS_*, whatever a workflow adds), and evaluation needs none of them.
 */
const PASSED = [
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LC_ALL',
  'LC_CTYPE',
  'TZ',
  'UV_THREADPOOL_SIZE',
  'SYSTEMROOT',
];

/** The environment a worker starts with: the few harmless variables above, nothing else. */
export function workerEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const name of PASSED) if (env[name] !== undefined) out[name] = env[name];
  return out;
}

export interface IsolatedEngineOptions {
  /** Starts a worker: the program and its arguments (e.g. node, the bundle, `--jsonnet-worker`). */
  command: readonly [string, ...string[]];
  /** The parent's environment, filtered by workerEnvironment. */
  env?: NodeJS.ProcessEnv;
  /** Where the worker's stderr (libjsonnet's std.trace lines) goes: nowhere unless given. */
  stderr?: (text: string) => void;
}

export interface IsolatedEngine extends JsonnetEngine {
  /** Ends the worker; a later evaluation starts a new one. */
  close(): void;
}

/**
 * A jsonnet engine whose evaluations run in a worker process with a minimal environment. The
 * worker starts on first use and stays for the run; it does not keep the parent alive when idle.
 */
export function createIsolatedEngine(opts: IsolatedEngineOptions): IsolatedEngine {
  let worker: Worker | undefined;
  return {
    name: 'libjsonnet (isolated)',
    systemLibPaths: LIBJSONNET_SYSTEM_PATHS,
    costlyStart: true,
    evaluate(req) {
      worker ??= startWorker(opts, () => {
        worker = undefined;
      });
      return worker.evaluate(req);
    },
    close() {
      worker?.close();
      worker = undefined;
    },
  };
}

interface Worker {
  evaluate(req: EvalRequest): Promise<unknown>;
  close(): void;
}

/**
 * How long past an evaluation's deadline the parent waits for the worker's own answer before it
 * gives up on the worker: its thread may be held by a native call no timer interrupts.
 */
const GRACE_MS = 2000;

function startWorker(opts: IsolatedEngineOptions, onExit: () => void): Worker {
  const [program, ...args] = opts.command;
  const child: ChildProcessWithoutNullStreams = spawn(program, args, {
    env: workerEnvironment(opts.env ?? process.env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let stderr = '';
  let ended: Error | undefined;
  let retired = false;
  /**
   * An evaluation past its deadline was abandoned, not stopped: libjsonnet cannot be interrupted
   * and goes on holding a thread of the worker's pool (which would also keep the worker from ever
   * exiting). New evaluations go to a new worker; this one is killed once nothing else waits on it.
   */
  const retire = () => {
    if (!retired) {
      retired = true;
      onExit();
    }
    if (pending.size === 0) child.kill('SIGKILL');
  };

  // Idle, the worker must not hold the parent's event loop open; busy, it must.
  const hold = (on: boolean) => {
    for (const s of [child, child.stdin, child.stdout, child.stderr] as { ref(): void; unref(): void }[]) {
      if (on) s.ref();
      else s.unref();
    }
  };
  hold(false);

  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    opts.stderr?.(chunk.toString('utf8'));
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    let reply: WorkerReply;
    try {
      reply = JSON.parse(line) as WorkerReply;
    } catch {
      return;
    }
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (pending.size === 0) hold(false);
    if (reply.ok) waiter.resolve(reply.value);
    else if ('error' in reply) {
      const e = reply.error;
      waiter.reject(new JsonnetEvalError(e.message, e.file, e.line, e.column, e.reason, e.detail));
      if (e.reason === 'Deadline') retire();
    } else waiter.reject(new Error(`jsonnet worker: ${reply.failure}`));
    if (retired) retire();
  });
  const fail = (err: Error) => {
    ended ??= err;
    if (!retired) onExit();
    for (const w of pending.values()) w.reject(ended);
    pending.clear();
  };
  child.on('error', (err) => fail(new Error(`jsonnet worker could not start: ${err.message}`)));
  child.on('exit', (code, signal) => {
    const why = signal ? `signal ${signal}` : `exit code ${code}`;
    fail(new Error(`jsonnet worker ended (${why})${stderr ? `: ${stderr.trim().split('\n')[0]}` : ''}`));
  });
  child.stdin.on('error', () => {}); // a dead worker is reported through 'exit'

  return {
    evaluate(req) {
      if (ended) return Promise.reject(ended);
      const { natives, ...rest } = req;
      const names: string[] = [];
      for (const [name, native] of Object.entries(natives ?? {})) {
        // Functions cannot cross a process boundary; the worker has its own copy of the standard ones.
        if (standardNatives[name] !== native) {
          return Promise.reject(new Error(`native function ${name} cannot run in the jsonnet worker`));
        }
        names.push(name);
      }
      const id = nextId++;
      const message: WorkerRequest = { id, req: { ...rest, natives: names } };
      return new Promise((resolve, reject) => {
        if (pending.size === 0) hold(true);
        let timer: NodeJS.Timeout | undefined;
        const settle = () => clearTimeout(timer);
        pending.set(id, {
          resolve: (v) => {
            settle();
            resolve(v);
          },
          reject: (e) => {
            settle();
            reject(e);
          },
        });
        if (req.deadlineMs) {
          // The worker answers a deadline itself; this is for a worker that cannot.
          timer = setTimeout(() => {
            const waiter = pending.get(id);
            if (!waiter) return;
            pending.delete(id);
            if (pending.size === 0) hold(false);
            const what = req.file ?? req.snippet?.filename;
            waiter.reject(
              new JsonnetEvalError(
                `evaluation did not finish within ${req.deadlineMs} ms`,
                what,
                undefined,
                undefined,
                'Deadline',
                '',
              ),
            );
            retire();
          }, req.deadlineMs + GRACE_MS);
          timer.unref();
        }
        child.stdin.write(`${JSON.stringify(message)}\n`);
      });
    },
    close() {
      child.stdin.end();
      child.kill();
    },
  };
}
