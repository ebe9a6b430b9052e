// fs.promises is read when a dir is made, not imported: every CLI command loads this module at
// start, and node:fs/promises brings readline and worker_threads along (some twenty modules).
import { promises as fs, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Temp dirs this process made and has not removed yet. A run stopped by Ctrl-C or a CI timeout
 * (SIGINT, SIGTERM) would otherwise leave whole exported trees behind: entry points that own their
 * process (the CLI, the action) call removeTempDirsOnSignals, and the dirs are removed on those
 * signals and on exit, after which the signal ends the process as it would have. A library user
 * (or a test runner) keeps its own signal handling.
 */
const live = new Set<string>();
let watching = false;

function removeAll(): void {
  for (const dir of live) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Being removed by a thread of removeTempDirOffThread too: an entry went under this one.
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    }
  }
  live.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  removeAll();
  // This handler was `once`: with it gone the signal's default action ends the process.
  process.kill(process.pid, signal);
}

export function removeTempDirsOnSignals(): void {
  if (watching) return;
  watching = true;
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', removeAll);
}

/** A new private dir under the system temp dir, named `<prefix><random>`, removed on signals too. */
export async function makeTempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(tmpdir(), prefix));
  live.add(dir);
  return dir;
}

/** Removes a dir made by makeTempDir. */
export async function removeTempDir(dir: string): Promise<void> {
  // Tracked until it is gone: a signal during the removal still finishes it.
  await fs.rm(dir, { recursive: true, force: true });
  live.delete(dir);
}

/**
 * What a removing thread runs: a constant, the dir passed as workerData. fs.rm, not rmSync: its
 * calls go out several at a time (the thread pool's), which is what a slow disk rewards; this
 * thread's own loop takes their callbacks, whatever the main one is doing.
 */
const REMOVER = `const { workerData } = require('node:worker_threads');
require('node:fs').promises.rm(workerData, { recursive: true, force: true }).catch(() => {
  process.exitCode = 1;
});`;

/**
 * Removes a dir made by makeTempDir on a thread of its own. A tree of thousands of files costs as
 * many system calls, and fs.rm issues them from callbacks on this thread, which a synchronous
 * evaluation holds for long stretches (a diff's head renders while its base's tree goes): there
 * the removal waits, and only ends after the evaluation. On a thread of its own it goes on meanwhile.
 * Falls back to removeTempDir when no thread can be started.
 */
export async function removeTempDirOffThread(dir: string): Promise<void> {
  // Loaded here, where it is needed, and without yielding (Node >= 20.16): the thread is started
  // before this one goes on to evaluate. Older Node imports it, and the removal starts later.
  const { Worker } =
    process.getBuiltinModule?.('node:worker_threads') ?? (await import('node:worker_threads'));
  const removed = await new Promise<boolean>((resolve) => {
    let worker: InstanceType<typeof Worker>;
    try {
      worker = new Worker(REMOVER, { eval: true, workerData: dir, stdout: true, stderr: true });
    } catch {
      resolve(false);
      return;
    }
    worker.once('error', () => resolve(false));
    worker.once('exit', (code) => resolve(code === 0));
  });
  // Whatever the thread left (it failed, or never started) is removed here, as ever.
  if (!removed) await fs.rm(dir, { recursive: true, force: true });
  live.delete(dir);
}
