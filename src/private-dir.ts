/**
 * Caches that hold code or parsed code (the CLI's V8 code cache, parsed Jsonnet) live only in a
 * directory of this user's that no one else can write to: what another user put there would run
 * as ours.
 */
import {
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Makes `dir` if need be; false unless it is a directory (not a link to one) of this user's that no
 * one else can write to, in a parent that is one too (another user could otherwise put a directory
 * of theirs in its place).
 */
export function privateDir(dir: string): boolean {
  const uid = process.getuid?.();
  const ours = (st: { isDirectory(): boolean; uid: number; mode: number }) =>
    st.isDirectory() && (uid === undefined || st.uid === uid) && (st.mode & 0o022) === 0;
  try {
    // The parent first: nothing is made inside a directory others may write to.
    const parent = path.dirname(dir);
    mkdirSync(parent, { recursive: true, mode: 0o700 });
    if (!ours(statSync(parent))) return false;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return ours(lstatSync(dir));
  } catch {
    return false;
  }
}

/**
 * Writes `file` (0600) whole or not at all, through a temp file renamed into place: another process
 * may be reading it, or writing it too. False when it could not be written.
 */
export function writeWhole(file: string, data: string | Uint8Array): boolean {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeFileSync(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
    return true;
  } catch {
    rmSync(temp, { force: true });
    return false;
  }
}
