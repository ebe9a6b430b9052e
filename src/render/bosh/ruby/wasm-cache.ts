// ruby+stdlib.wasm unpacked once per machine instead of once per run. The bundle ships it brotli'd
// (6 MB instead of 30 MB in dist/); unpacking took a fifth of a second of every run that renders
// BOSH, and handing the 30 MB to the VM's process over IPC as much again. The unpacked module is
// kept in a private cache directory, named by the sha256 that dist/ruby/manifest.json gives it, and
// checked against that hash whenever it is used: the VM's process then reads the file itself (its
// permission model allows that one file), and a cache that is missing, stale or tampered with is
// written afresh. Where no cache can be written, the bytes go over IPC as before.
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, realpathSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';

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

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

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
  if (file) {
    const cached = await readFile(file).catch(() => undefined);
    if (cached?.length === wasm.size && sha256(cached) === wasm.sha256) return { file };
  }
  // The packed file is the bundle's own: only what is read back from the cache is checked.
  const bytes = await promisify(brotliDecompress)(await readFile(wasm.packed));
  if (bytes.length !== wasm.size)
    throw new Error(`${wasm.packed} does not unpack to the module its manifest names`);
  if (!file) return { bytes };
  // Written whole under another name, then renamed: a concurrent run reads the old file or the new.
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(tmp, bytes, { mode: 0o600 });
    await rename(tmp, file);
    return { file };
  } catch {
    await rm(tmp, { force: true });
    return { bytes };
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
function privateDir(dir: string, uid: number | undefined): boolean {
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
