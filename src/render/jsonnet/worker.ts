import { createInterface } from 'node:readline';
import { type EvalRequest, type JsonnetEngine, JsonnetEvalError, type NativeFunction } from './engine';
import { createLibjsonnetEngine } from './libjsonnet';
import { standardNatives } from './natives';

/** One evaluation sent to the worker: the request, natives by name (functions cannot cross). */
export interface WorkerRequest {
  id: number;
  req: Omit<EvalRequest, 'natives'> & { natives?: string[] };
}

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | {
      id: number;
      ok: false;
      error: {
        message: string;
        file?: string;
        line?: number;
        column?: number;
        reason: string;
        detail: string;
      };
    }
  | { id: number; ok: false; failure: string };

/**
 * The jsonnet worker: evaluates requests read from stdin, one JSON line each, and answers on
 * stdout. It runs in a process of its own whose environment holds none of the parent's tokens,
 * so even code that got past the repository boundary finds nothing worth reading in
 * /proc/self/environ.
 */
export function runJsonnetWorker(engine: JsonnetEngine = createLibjsonnetEngine()): void {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  const send = (reply: WorkerReply) => process.stdout.write(`${JSON.stringify(reply)}\n`);
  let inflight = 0;
  let closed = false;
  lines.on('line', (line) => {
    if (line.trim() === '') return;
    let message: WorkerRequest;
    try {
      message = JSON.parse(line) as WorkerRequest;
    } catch {
      return;
    }
    inflight++;
    void answer(engine, message).then((reply) => {
      send(reply);
      if (--inflight === 0 && closed) process.exit(0);
    });
  });
  // The parent closed stdin: finish what was asked, then go (the addon may hold the loop open).
  lines.on('close', () => {
    closed = true;
    if (inflight === 0) process.exit(0);
  });
}

async function answer(engine: JsonnetEngine, { id, req }: WorkerRequest): Promise<WorkerReply> {
  const natives: Record<string, NativeFunction> = {};
  for (const name of req.natives ?? []) {
    const native = standardNatives[name];
    if (!native) return { id, ok: false, failure: `unknown native function ${name}` };
    natives[name] = native;
  }
  try {
    const value = await engine.evaluate({ ...req, natives });
    return { id, ok: true, value };
  } catch (err) {
    if (err instanceof JsonnetEvalError) {
      const { message, file, line, column, reason, detail } = err;
      return { id, ok: false, error: { message, file, line, column, reason, detail } };
    }
    return { id, ok: false, failure: err instanceof Error ? err.message : String(err) };
  }
}
