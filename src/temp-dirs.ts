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
  for (const dir of live) rmSync(dir, { recursive: true, force: true });
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
