/**
 * Checked ASTs kept on disk between runs (parse-cache.ts keeps them within one): a cold render of
 * kube-prometheus spent a quarter of its CPU lexing, parsing and checking files it parsed the same
 * way the run before. An entry is found by a hash of everything the AST depends on (this build of
 * rigging, the file's name, which its locations carry, and its text), so a changed file or a new
 * build simply misses; it holds the AST as ast-codec.ts writes it with the SHA-256 of that text, and
 * one that does not match or does not read back is passed over and the file parsed. Entries live in
 * a private directory (private-dir.ts) and are written when the process exits, whole or not at all.
 */
import {
  closeSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { nodeCrypto } from '../../../model/node-crypto';
import { privateDir } from '../../../private-dir';
import type { Node } from './ast';
import { decodeAst, encodeAst } from './ast-codec';

/** Changes whenever ast-codec.ts's text or the entry's layout does. */
const FORMAT = 'rigging-ast 1';

/** Smaller texts parse faster than an entry is opened and read. */
export const MIN_STORED_TEXT = 1024;

/** Past this many entries, the oldest are removed when a run writes (kube-prometheus holds ~160). */
const MAX_ENTRIES = 4096;

export interface ParseStore {
  /** The AST stored for `text` as file `file`, or undefined (none, or none that reads back whole). */
  load(file: string, text: string): Node | undefined;
  /** Keeps the checked AST of `text` to be written by flush(). */
  save(file: string, text: string, node: Node): void;
  /** Writes what save() kept; errors leave an entry out, never fail the run. */
  flush(): void;
}

/**
 * The store in `dir` for the build identified by `build` (any text naming this rigging's code, such
 * as its version and its bundle's identity on disk); undefined unless `dir` is private.
 */
export function openParseStore(dir: string, build: string, maxEntries = MAX_ENTRIES): ParseStore | undefined {
  if (!privateDir(dir)) return undefined;
  const pending: { entry: string; file: string; node: Node }[] = [];
  const entryOf = (file: string, text: string) =>
    path.join(dir, sha256(`${FORMAT}\u0000${build}\u0000${file}\u0000${text}`));
  return {
    load(file, text) {
      if (text.length < MIN_STORED_TEXT) return undefined;
      return readEntry(entryOf(file, text), file);
    },
    save(file, text, node) {
      if (text.length >= MIN_STORED_TEXT) pending.push({ entry: entryOf(file, text), file, node });
    },
    flush() {
      let wrote = false;
      for (const { entry, file, node } of pending.splice(0)) {
        const body = encodeAst(node, file);
        if (body !== undefined) wrote = writeEntry(entry, `${FORMAT} ${sha256(body)}\n${body}`) || wrote;
      }
      if (wrote) prune(dir, maxEntries);
    },
  };
}

function sha256(text: string): string {
  return nodeCrypto().createHash('sha256').update(text).digest('hex');
}

function readEntry(entry: string, file: string): Node | undefined {
  let data: string;
  try {
    data = readFileSync(entry, 'utf8');
  } catch {
    return undefined;
  }
  const newline = data.indexOf('\n');
  const header = data.slice(0, newline);
  const body = data.slice(newline + 1);
  if (newline < 0 || header !== `${FORMAT} ${sha256(body)}`) return undefined;
  try {
    return decodeAst(body, file);
  } catch {
    return undefined;
  }
}

/** Written whole or not at all: another process may be reading the entry, or writing it too. */
function writeEntry(entry: string, data: string): boolean {
  const temp = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeFileSync(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, entry);
    return true;
  } catch {
    rmSync(temp, { force: true });
    return false;
  }
}

/** Keeps the store bounded: past `max` entries, the least recently written go, down to 3/4 of it. */
function prune(dir: string, max: number): void {
  try {
    const names = readdirSync(dir);
    if (names.length <= max) return;
    const aged = names
      .map((name) => {
        try {
          return { name, at: statSync(path.join(dir, name)).mtimeMs };
        } catch {
          return { name, at: 0 };
        }
      })
      .sort((a, b) => a.at - b.at);
    for (const { name } of aged.slice(0, names.length - Math.floor((max * 3) / 4)))
      rmSync(path.join(dir, name), { force: true });
  } catch {
    // A store that cannot be pruned still works; the next run that writes tries again.
  }
}
