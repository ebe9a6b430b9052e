// Where the snapshot of a booted Ruby VM (snapshot.ts) is kept between runs: in the private cache
// directory that holds the unpacked wasm (wasm-cache.ts), named by a key of everything that shapes
// a booted VM's memory: the wasm module, the VM process's script (which carries runtime.rb,
// stdlib.rb and Ruby's command line) and Node's version. A run finds the file by its key, and the
// VM's process, allowed to read that one file, checks the snapshot's hash and key before using it.
// The first run with a key boots, and its VM's process sends the snapshot back to be written here.
// Only this user can write the directory, so only this user could forge a snapshot (with its hash);
// even then it is a state of a VM that still runs in its sandbox, no more able to reach the host.
// A snapshot holds Ruby's hash seed, so that is per machine: fine for a private cache.

import { createHash } from 'node:crypto';
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { privateDir } from './wasm-cache';

/** Bumped when snapshot.ts's file changes shape. */
const FORMAT = 1;
const PREFIX = 'ruby-snapshot-';
const SUFFIX = '.bin';

/** The key of a snapshot for the module `wasmId` (its sha256) run by the VM script `script` (its text). */
export function snapshotKey(wasmId: string, script: string | Uint8Array, node = process.version): string {
  const scriptHash = createHash('sha256').update(script).digest('hex');
  return createHash('sha256')
    .update(JSON.stringify([FORMAT, wasmId, scriptHash, node]))
    .digest('hex');
}

/** The snapshot file for `key` in `dir`, or undefined when `dir` is not this user's private directory. */
export function snapshotFile(dir: string | undefined, key: string): string | undefined {
  if (!dir || !privateDir(dir)) return undefined;
  return path.join(dir, `${PREFIX}${key}${SUFFIX}`);
}

/**
 * Keeps `bytes` as the snapshot `file`: written whole under another name, then renamed, so a
 * concurrent run reads the old file or the new one. Snapshots of other keys (an older rigging, Node
 * or module) are removed: each is tens of MB. Never throws: a snapshot not kept costs the next
 * run a boot.
 */
export async function saveSnapshot(file: string, bytes: Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(tmp, bytes, { mode: 0o600 });
    await rename(tmp, file);
    const stale = (await readdir(dir)).filter(
      (name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX) && name !== path.basename(file),
    );
    await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true })));
  } catch {
    await rm(tmp, { force: true }).catch(() => {});
  }
}
