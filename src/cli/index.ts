import { availableParallelism } from 'node:os';
import { chooseEngines } from '../render/engine-choice';
import { setDeepStackScript, startedAsDeepStackThread } from '../render/jsonnet/rigging/deep-stack-setup';
import { setParseStore } from '../render/jsonnet/rigging/parse-store-setup';
import { removeTempDirsOnSignals } from '../temp-dirs';
import { parseStoreDir } from './cache-dir';
import { main } from './main';
import { descriptorWriter } from './stdio';

/** The same bundle started with this flag is the jsonnet worker (see createIsolatedEngine). */
const WORKER_FLAG = '--jsonnet-worker';

// libjsonnet evaluations run on libuv's thread pool (4 threads by default); size it to the machine.
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, availableParallelism()));

// An evaluation allowed a deep Jsonnet stack runs on a thread with a stack to match (deep-stack.ts).
if (startedAsDeepStackThread()) startDeepStackThread();
else if (process.argv[2] === WORKER_FLAG) startWorker();
else start();

/** The deep-stack thread's code (node:worker_threads, node:v8) is loaded only on a thread that may be one. */
function startDeepStackThread(): void {
  import('../render/jsonnet/rigging/deep-stack').then(
    ({ isDeepStackWorker, runDeepStackWorker }) => (isDeepStackWorker() ? runDeepStackWorker() : start()),
    (err: unknown) => {
      process.stderr.write(`rigging: cannot start the deep-stack thread: ${String(err)}\n`);
      process.exitCode = 2;
    },
  );
}

/** The worker's code (libjsonnet's binding) is loaded only in the worker process. */
function startWorker(): void {
  import('../render/jsonnet/worker').then(
    ({ runJsonnetWorker }) => runJsonnetWorker(),
    (err: unknown) => {
      process.stderr.write(`rigging: cannot start the jsonnet worker: ${String(err)}\n`);
      process.exitCode = 2;
    },
  );
}

function start(): void {
  // Ctrl-C during a diff must not leave exported trees in the temp dir.
  removeTempDirsOnSignals();

  // libjsonnet runs in a worker process, as in the action: an evaluation abandoned at its deadline
  // (the run's budget) cannot be interrupted and would hold a thread, and so this process, for ever;
  // a worker can be killed. std.trace lines still reach stderr.
  chooseEngines({
    jsonnet: { kind: 'worker', command: [process.execPath, process.argv[1] ?? __filename, WORKER_FLAG] },
  });
  setDeepStackScript(process.argv[1] ?? __filename);
  // Parsed Jsonnet kept for the next run, beside the code cache: this bundle's parser made it.
  setParseStore(parseStoreDir(), __filename);

  const io = {
    cwd: process.cwd(),
    // `rigging render | head` closes the pipe early; that is the reader's choice, not an error.
    stdout: descriptorWriter(
      1,
      () => process.stdout,
      () => process.exit(process.exitCode ?? 0),
    ),
    // With nobody reading stderr there is nobody to tell.
    stderr: descriptorWriter(
      2,
      () => process.stderr,
      () => {},
    ),
    get progress() {
      return process.stderr.isTTY === true;
    },
  };

  main(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      // Only rigging's own bugs get here; say so instead of dumping a trace at a user.
      io.stderr(`rigging: internal error: ${err instanceof Error ? err.message : String(err)}\n`);
      if (process.env.RIGGING_DEBUG) io.stderr(`${err instanceof Error ? err.stack : ''}\n`);
      process.exitCode = 2;
    },
  );
}
