/**
 * Caches that hold code or parsed code (the CLI's V8 code cache, parsed Jsonnet) live only in a
 * directory of this user's that no one else can write to: what another user put there would run
 * as ours.
 */
import { lstatSync, mkdirSync, statSync } from 'node:fs';
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
