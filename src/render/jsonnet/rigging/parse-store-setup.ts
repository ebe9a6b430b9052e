/**
 * Whether parses are kept on disk between runs (parse-store.ts), as an entry point says: the CLI
 * does, in its private cache directory; the action, the Lambda and tests do not. Kept apart from
 * the store (node:crypto, the codec) so an entry point that sets it loads nothing more; the store is
 * opened at the first parse, with the identity of the bundle whose parser made the entries.
 */
import { statSync } from 'node:fs';
import { VERSION } from '../../../version';

let setting: { dir: string; bundle: string } | undefined;

/** `dir`: the store's directory (undefined: none); `bundle`: the running code's file. */
export function setParseStore(dir: string | undefined, bundle: string): void {
  setting = dir === undefined ? undefined : { dir, bundle };
}

/**
 * The directory and build identity of the store, or undefined when there is none. The identity is
 * the version and the bundle's identity on disk as the code cache keys a chunk (chunk-loader.ts): a
 * rebuild, a copy or an install gives the bundle a new change time, so no entry of other code is read.
 */
export function parseStoreSetting(): { dir: string; build: string } | undefined {
  if (setting === undefined) return undefined;
  try {
    const st = statSync(setting.bundle, { bigint: true });
    const build = `${VERSION}:${st.dev}.${st.ino}.${st.size}.${st.mtimeNs}.${st.ctimeNs}`;
    return { dir: setting.dir, build };
  } catch {
    return undefined;
  }
}
