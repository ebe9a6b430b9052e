// Where the CLI keeps what it made in one run for the next: V8's code cache of its chunks
// (chunk-loader.ts) and parsed Jsonnet (src/render/jsonnet/rigging/parse-store.ts). Its own module
// so main.js knows the place without loading the chunk loader's code again.
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The directory of this Node's entries: under NODE_COMPILE_CACHE when it is set, as Node's own
 * cache is, else the OS temp dir; undefined where NODE_DISABLE_COMPILE_CACHE turns caches off.
 */
export function codeCacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  const base = env.NODE_COMPILE_CACHE || path.join(tmpdir(), 'node-compile-cache');
  return path.join(base, `rigging-${process.version}-${process.arch}`);
}

/** The directory of the parse store: beside the code cache, and off whenever it is. */
export function parseStoreDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = codeCacheDir(env);
  return dir === undefined ? undefined : path.join(dir, 'parse');
}
