// node:fs's callback calls as promises, for the reads every render makes: node:fs/promises loads
// readline, streams and some ten more modules the first time it is read, a few milliseconds of a
// one-snippet render's start-up. Each behaves as its node:fs/promises namesake.
import { type Dirent, readdir, readFile, realpath } from 'node:fs';

/** fs.promises.realpath: libuv's realpath, as realpathSync.native. */
export function realpathNative(p: string): Promise<string> {
  return new Promise((resolve, reject) =>
    realpath.native(p, (err, real) => (err ? reject(err) : resolve(real))),
  );
}

/** fs.promises.readFile(p, 'utf8'). */
export function readTextFile(p: string): Promise<string> {
  return new Promise((resolve, reject) =>
    readFile(p, 'utf8', (err, text) => (err ? reject(err) : resolve(text))),
  );
}

/** A directory's entries, none where it cannot be read. */
export function dirEntries(dir: string): Promise<Dirent[]> {
  return new Promise((resolve) =>
    readdir(dir, { withFileTypes: true }, (err, entries) => resolve(err ? [] : entries)),
  );
}
