// fs.promises is read when a dir is made, not imported: every CLI command loads this module at
// start, and node:fs/promises brings readline and worker_threads along (some twenty modules).
import { existsSync, promises as fs, rmSync } from 'node:fs';
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
/**
 * Set once a signal removed them all. The process still runs a little after the handler (the
 * signal it sends itself is taken after the handler's own watcher is closed): a dir whose
 * mkdtemp was under way then must not outlive it, nor get files in it.
 */
const stopping = new AbortController();
/** Aborted once a signal removed every temp dir: whatever is still filling one stops. */
export const tempDirsStopping: AbortSignal = stopping.signal;

function removeAll(): void {
  for (const dir of live) {
    // A dir whose removal (removeTempDir) is under way loses entries under this pass, which then
    // gives up on their parents: passes go on until it is gone.
    for (let pass = 0; pass < 5 && existsSync(dir); pass++) {
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch {
        // An entry went under it: the next pass takes what is left.
      }
    }
  }
  live.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  stopping.abort();
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
  if (stopping.signal.aborted) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error('the run is stopping: no temp dir is made');
  }
  live.add(dir);
  return dir;
}

/**
 * Removes a dir made by makeTempDir. `offThread` is for a large tree (an exported commit): fs.rm
 * needs this thread between its steps (thousands of unlinks), so it stood still while a diff
 * evaluated its head here; rmSync on a worker thread goes on meanwhile. The worker keeps the
 * process alive until it is done, and fs.rm finishes what it could not. A small dir is not worth
 * a thread (tens of ms of CPU to start one).
 */
export async function removeTempDir(
  dir: string,
  { offThread = false }: { offThread?: boolean } = {},
): Promise<void> {
  // Tracked until it is gone: a signal during the removal still finishes it.
  if (offThread) await removeOffThread(dir).catch(() => undefined);
  await fs.rm(dir, { recursive: true, force: true });
  live.delete(dir);
}

/** The worker's code: a script, so the bundle needs no file of its own for it. */
const REMOVER = `require('node:fs').rmSync(require('node:worker_threads').workerData, { recursive: true, force: true });`;

async function removeOffThread(dir: string): Promise<void> {
  // Loaded when first used, not at start (see the top of this file); async so that a Node without
  // it rejects, and fs.rm does the whole removal.
  const { Worker } = process.getBuiltinModule('node:worker_threads') as typeof import('node:worker_threads');
  return new Promise((resolve, reject) => {
    const worker = new Worker(REMOVER, { eval: true, workerData: dir, stdout: true, stderr: true });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`remover exited ${code}`))));
  });
}
