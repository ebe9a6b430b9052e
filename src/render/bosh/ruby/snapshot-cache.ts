// Where the snapshot of a booted Ruby VM (snapshot.ts) is kept between runs: in the private cache
// directory that holds the unpacked wasm (wasm-cache.ts), one file per wasm module and Node version,
// whose header names a key of everything that shapes a booted VM's memory: the wasm module, the VM
// process's script (which carries runtime.rb, stdlib.rb and Ruby's command line) and Node's
// version. The file's name is known without hashing anything, so the VM's process starts at once,
// allowed to read that one file, and is told the key (a hash of its script) while it starts; it
// checks the snapshot's hash and key before using it. A run whose key the file does not hold boots,
// and its VM's process sends the snapshot back to be written here, in the file's place.
// Hashing the snapshot (30 MB) took a tenth of a restore: as for the wasm, once a VM's process has
// found it whole, a stamp of its inode is kept beside it, and while the file is exactly as stamped
// the VM's process is told to skip the hash (the key and the rest are still checked).
// Only this user can write the directory, so only this user could forge a snapshot (with its hash);
// even then it is a state of a VM that still runs in its sandbox, no more able to reach the host.
// A snapshot holds Ruby's hash seed, so that is per machine: fine for a private cache.

import { type BigIntStats, realpathSync } from 'node:fs';
import { lstat, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { privateDir, stamped, stampText, writeStamp } from './wasm-cache';

/** Bumped when snapshot.ts's file changes shape. */
const FORMAT = 3;
const PREFIX = 'ruby-snapshot-';
const SUFFIX = '.bin';

/** The key of a snapshot for the module `wasmId` (its sha256) run by the VM script `script` (its text). */
export function snapshotKey(wasmId: string, script: string | Uint8Array, node = process.version): string {
  // Loaded here, after the VM's process has started (index.ts), not with the module.
  const { createHash } = require('node:crypto') as typeof import('node:crypto');
  const scriptHash = createHash('sha256').update(script).digest('hex');
  return createHash('sha256')
    .update(JSON.stringify([FORMAT, wasmId, scriptHash, node]))
    .digest('hex');
}

/**
 * The name of the snapshot file of the module `wasmId` (its sha256, in hex) under Node `node`: a
 * snapshot for another key of the same module and Node replaces it.
 */
export function snapshotName(wasmId: string, node = process.version): string {
  return `${wasmId}-node${node.replace(/^v/, '')}-f${FORMAT}`;
}

/** The snapshot file named `name` in `dir`, or undefined when `dir` is not this user's private directory. */
export function snapshotFile(dir: string | undefined, name: string): string | undefined {
  if (!dir || !privateDir(dir)) return undefined;
  // A real path: the VM's process may read it by that name alone (Node's permission model).
  try {
    return path.join(realpathSync(dir), `${PREFIX}${name}${SUFFIX}`);
  } catch {
    return undefined;
  }
}

/** What the VM's process is told of a snapshot, and what the parent keeps to stamp it. */
export interface SnapshotPlace {
  file: string;
  key: string;
  /** Unchanged since a VM's process found it whole: its hash need not be checked again. */
  trusted: boolean;
  /** The file's state before the VM's process read it (to stamp), when it exists and is not trusted. */
  before?: BigIntStats;
}

/** The snapshot of `key` in `file` (snapshotFile), which may not exist yet or hold another key. */
export async function findSnapshot(file: string, key: string): Promise<SnapshotPlace> {
  if (await stamped(file, key)) return { file, key, trusted: true };
  const before = await lstat(file, { bigint: true }).catch(() => undefined);
  return { file, key, trusted: false, ...(before?.isFile() ? { before } : {}) };
}

/**
 * Stamps a snapshot a VM's process has just found whole (hash and key) and started from, if the
 * file is still the one it read.
 */
export async function stampSnapshot(place: SnapshotPlace): Promise<void> {
  if (place.trusted || !place.before) return;
  const now = await lstat(place.file, { bigint: true }).catch(() => undefined);
  if (now && stampText(now, place.key) === stampText(place.before, place.key))
    await writeStamp(place.file, now, place.key);
}

/**
 * Keeps `bytes` as the snapshot `file`: written whole under another name, then renamed, so a
 * concurrent run reads the old file or the new one. The snapshots of other modules or Nodes (an
 * older rigging or Node) are removed: each is tens of MB. Never throws: a snapshot not kept costs the next
 * run a boot.
 */
export async function saveSnapshot(file: string, bytes: Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(tmp, bytes, { mode: 0o600 });
    await rename(tmp, file);
    const stale = (await readdir(dir)).filter(
      (name) =>
        name.startsWith(PREFIX) &&
        (name.endsWith(SUFFIX) || name.endsWith(`${SUFFIX}.stamp`)) &&
        !name.startsWith(path.basename(file)),
    );
    await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true })));
  } catch {
    await rm(tmp, { force: true }).catch(() => {});
  }
}
