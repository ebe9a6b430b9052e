// ruby+stdlib.wasm unpacked once per machine instead of once per run. The bundle ships it brotli'd
// (6 MB instead of 30 MB in dist/); unpacking took a fifth of a second of every run that renders
// BOSH, and handing the 30 MB to the VM's process over IPC as much again. The unpacked module is
// kept in a private cache directory, named by the sha256 that dist/ruby/manifest.json gives it, and
// checked against that hash: the VM's process then reads the file itself (its permission model
// allows that one file), and a cache that is missing, stale or tampered with is written afresh.
// Where no cache can be written, the bytes go over IPC as before. Hashing 30 MB took 50-80 ms of
// every run, so once the file is known good a stamp of its inode (device, inode, size, mtime,
// ctime) is kept beside it; a run that finds the file exactly as stamped skips the hash. The
// directory is this user's alone, so only this user could forge a stamp, and any write to the
// file moves its ctime, which no one can set back.

import type { BigIntStats } from 'node:fs';
import { constants, lstatSync, mkdirSync, realpathSync } from 'node:fs';
import { lstat, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';

/** What dist/ruby/manifest.json says of the module it packed. */
export interface PackedWasm {
  /** The brotli'd module. */
  packed: string;
  /** sha256 (hex) and size of the module unpacked. */
  sha256: string;
  size: number;
}

/** The module as the VM's process gets it: a file it may read, or the bytes themselves. */
export type WasmSource = { file: string } | { bytes: Uint8Array };

// node:crypto and node:zlib are loaded when a run hashes or unpacks the module, which runs that find
// it stamped do not: not with this module, which every BOSH render loads before its VM starts.
const sha256 = async (bytes: Uint8Array) =>
  (await import('node:crypto')).createHash('sha256').update(bytes).digest('hex');
const unpack = async (bytes: Uint8Array) => {
  const { brotliDecompress } = await import('node:zlib');
  return new Promise<Buffer>((resolve, reject) =>
    brotliDecompress(bytes, (err, out) => (err ? reject(err) : resolve(out))),
  );
};

/** Where the module named by `sha256` is cached (a real path), or undefined when nowhere. */
export function cacheFile(sha256hex: string, dir: string | undefined = cacheDir()): string | undefined {
  try {
    return dir && path.join(realpathSync(dir), `ruby-${sha256hex}.wasm`);
  } catch {
    return undefined;
  }
}

/**
 * The unpacked module: `file` when it holds exactly the module (checked by hash), else unpacked
 * now and cached in `file` for the next run, or handed over as bytes when it cannot be cached.
 */
export async function unpackedWasm(wasm: PackedWasm, file: string | undefined): Promise<WasmSource> {
  if (file && ((await stamped(file, wasm.sha256, wasm.size)) || (await verified(file, wasm))))
    return { file };
  // The packed file is the bundle's own: only what is read back from the cache is checked.
  const bytes = await unpack(await readFile(wasm.packed));
  if (bytes.length !== wasm.size)
    throw new Error(`${wasm.packed} does not unpack to the module its manifest names`);
  if (!file) return { bytes };
  // Written whole under another name, then renamed: a concurrent run reads the old file or the new.
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(tmp, bytes, { mode: 0o600 });
    const written = await stat(tmp, { bigint: true });
    await rename(tmp, file);
    // Stamped only if the name still holds what was written (a concurrent run may have renamed its own).
    const st = await lstat(file, { bigint: true });
    if (st.dev === written.dev && st.ino === written.ino) await writeStamp(file, st, wasm.sha256);
    return { file };
  } catch {
    await rm(tmp, { force: true });
    return { bytes };
  }
}

/** The stamp of `file`'s inode as last verified to hold the module hashed `sha256hex`. */
export const stampText = (st: BigIntStats, sha256hex: string) =>
  JSON.stringify({
    sha256: sha256hex,
    dev: `${st.dev}`,
    ino: `${st.ino}`,
    size: `${st.size}`,
    mtimeNs: `${st.mtimeNs}`,
    ctimeNs: `${st.ctimeNs}`,
  });
const stampFile = (file: string) => `${file}.stamp`;

/**
 * `file` is, by its stamp, unchanged since it was last found to hold what `id` names (of `size`
 * bytes, when given): no need to hash it.
 */
export async function stamped(file: string, id: string, size?: number): Promise<boolean> {
  try {
    const [st, stampSt, text] = await Promise.all([
      lstat(file, { bigint: true }),
      lstat(stampFile(file), { bigint: true }),
      readFile(stampFile(file), 'utf8'),
    ]);
    if (!st.isFile() || !stampSt.isFile() || (size !== undefined && st.size !== BigInt(size))) return false;
    // Changed in the clock tick the stamp was written in, the file could differ with equal times
    // (git's "racy" entries): trusted only when last changed strictly before its stamp.
    if (st.ctimeNs >= stampSt.mtimeNs) return false;
    return text === stampText(st, id);
  } catch {
    return false;
  }
}

/** `file` holds the module (by hash; a symlink is refused); stamped so that the next run need not hash it. */
async function verified(file: string, wasm: PackedWasm): Promise<boolean> {
  const fh = await open(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0)).catch(() => undefined);
  if (!fh) return false;
  try {
    const before = await fh.stat({ bigint: true });
    if (!before.isFile() || before.size !== BigInt(wasm.size)) return false;
    if ((await sha256(await fh.readFile())) !== wasm.sha256) return false;
    const after = await fh.stat({ bigint: true });
    // Stamped only if nothing wrote to it while it was read.
    if (stampText(before, wasm.sha256) === stampText(after, wasm.sha256))
      await writeStamp(file, after, wasm.sha256);
    return true;
  } catch {
    return false;
  } finally {
    await fh.close();
  }
}

/** Records `st` as `file`'s verified state; a stamp that cannot be written only costs a hash next run. */
export async function writeStamp(file: string, st: BigIntStats, sha256hex: string): Promise<void> {
  const tmp = `${stampFile(file)}.${process.pid}.tmp`;
  try {
    await writeFile(tmp, stampText(st, sha256hex), { mode: 0o600 });
    await rename(tmp, stampFile(file));
  } catch {
    await rm(tmp, { force: true });
  }
}

/**
 * A directory only this user can write: the user's cache directory, or one of its own in the OS
 * temp dir (Lambda has no home), made private. Undefined when there is none to be had.
 */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const home = (() => {
    try {
      return homedir();
    } catch {
      return '';
    }
  })();
  const base =
    env.XDG_CACHE_HOME ||
    (process.platform === 'darwin' && home ? path.join(home, 'Library', 'Caches') : '') ||
    (process.platform === 'win32' ? env.LOCALAPPDATA : '') ||
    (home ? path.join(home, '.cache') : '');
  const uid = process.getuid?.();
  const candidates = [
    ...(base ? [path.join(base, 'rigging')] : []),
    path.join(tmpdir(), `rigging-cache-${uid ?? 'user'}`),
  ];
  for (const dir of candidates) if (privateDir(dir, uid)) return dir;
  return undefined;
}

/** `dir` exists (made if need be) as a real directory of this user's that no other user can write. */
export function privateDir(dir: string, uid: number | undefined = process.getuid?.()): boolean {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = lstatSync(dir);
    if (!st.isDirectory()) return false;
    // POSIX: owned by this user, and writable by no one else (group or others).
    return uid === undefined || (st.uid === uid && (st.mode & 0o022) === 0);
  } catch {
    return false;
  }
}
