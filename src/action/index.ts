import { availableParallelism } from 'node:os';
import { chooseEngines, runJsonnetWorker } from '../render';
import { removeTempDirsOnSignals } from '../temp-dirs';
import { run } from './main';

/** The same bundle started with this flag is the jsonnet worker (see createIsolatedEngine). */
const WORKER_FLAG = '--jsonnet-worker';

// libjsonnet evaluations run on libuv's thread pool (4 threads by default); size it to the machine.
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, availableParallelism()));

if (process.argv[2] === WORKER_FLAG) {
  runJsonnetWorker();
} else {
  // rigging's own engine (the default) reaches no file or variable but the boundary-checked imports;
  // libjsonnet, when a pipeline picks it, runs in a worker whose environment holds none of the
  // runner's tokens. Neither may write std.trace output into the public log.
  const script = process.argv[1] ?? __filename;
  chooseEngines({
    jsonnet: { kind: 'worker', command: [process.execPath, script, WORKER_FLAG] },
    traces: 'discard',
  });
  // A cancelled or timed-out job must not leave exported trees on a self-hosted runner.
  removeTempDirsOnSignals();
  void run();
}
