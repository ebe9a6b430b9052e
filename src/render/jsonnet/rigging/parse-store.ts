/**
 * Checked ASTs kept on disk between runs (parse-cache.ts keeps them within one): a cold render of
 * kube-prometheus spent a quarter of its CPU lexing, parsing and checking files it parsed the same
 * way the run before. An entry is found by a hash of everything the AST depends on (this build of
 * rigging, the file's name, which its locations carry, and its text), so a changed file or a new
 * build simply misses; it holds the AST as ast-codec.ts writes it with the SHA-256 of that text, and
 * one that does not match or does not read back is passed over and the file parsed. Entries live in
 * a private directory (private-dir.ts) and are written when the process exits, whole or not at all.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { nodeCrypto } from '../../../model/node-crypto';
import { privateDir, writeWhole } from '../../../private-dir';
import type { Node } from './ast';
import { decodeAst, encodeAst } from './ast-codec';

/** Changes whenever ast-codec.ts's text or the entry's layout does. */
const FORMAT = 'rigging-ast 3';

/** Smaller texts parse faster than an entry is opened and read. */
export const MIN_STORED_TEXT = 1024;

/** Past this many entries, the oldest are removed when a run writes (kube-prometheus holds ~160). */
const MAX_ENTRIES = 4096;

export interface ParseStore {
  /**
   * The AST of `text` as file `file`: the stored one when there is one that reads back whole, else
   * `parse()`'s, kept to be written by flush().
   */
  parse(file: string, text: string, parse: () => Node): Node;
  /** Writes what parse() kept; errors leave an entry out, never fail the run. */
  flush(): void;
}

/**
 * The store in `dir` for the build identified by `build` (any text naming this rigging's code, such
 * as its version and its bundle's identity on disk); undefined unless `dir` is private.
 *
 * A file's AST is written the second time a run parses it; the first leaves an empty marker
 * (`<entry>.seen`). Writing costs about as much CPU as reading saves (encoding ~160 ms for
 * kube-prometheus), which a single run, as in CI, would only lose.
 */
export function openParseStore(dir: string, build: string, maxEntries = MAX_ENTRIES): ParseStore | undefined {
  if (!privateDir(dir)) return undefined;
  const pending: { entry: string; file: string; node: Node; seen: boolean }[] = [];
  return {
    parse(file, text, parse) {
      if (text.length < MIN_STORED_TEXT) return parse();
      const entry = path.join(dir, sha256(`${FORMAT}\u0000${build}\u0000${file}\u0000${text}`));
      const stored = readEntry(entry, file);
      if (typeof stored === 'object') return stored;
      const node = parse();
      // An entry that did not read back is written again at once: the file was parsed before.
      pending.push({ entry, file, node, seen: stored === 'unusable' });
      return node;
    },
    flush() {
      let wrote = false;
      for (const { entry, file, node, seen } of pending.splice(0)) {
        const marker = `${entry}${SEEN}`;
        if (!seen && !existsSync(marker)) {
          wrote = writeWhole(marker, '') || wrote;
          continue;
        }
        const body = encoded(node, file);
        if (body !== undefined && writeWhole(entry, `${FORMAT} ${sha256(body)}\n${body}`)) {
          rmSync(marker, { force: true });
          wrote = true;
        }
      }
      if (wrote) prune(dir, maxEntries);
    },
  };
}

/** The suffix of a file's marker: parsed once, by a run that wrote no entry for it. */
const SEEN = '.seen';

/** The AST's text, or undefined when it has none: too deep for the stack left at exit, say. */
function encoded(node: Node, file: string): string | undefined {
  try {
    return encodeAst(node, file);
  } catch {
    return undefined;
  }
}

function sha256(text: string): string {
  return nodeCrypto().createHash('sha256').update(text).digest('hex');
}

/** The entry's AST; `absent` when there is none, `unusable` when it does not read back whole. */
function readEntry(entry: string, file: string): Node | 'absent' | 'unusable' {
  let data: string;
  try {
    // A stat first: a miss (every file of a first run) then throws no error, whose stack costs more.
    if (!statSync(entry, { throwIfNoEntry: false })) return 'absent';
    data = readFileSync(entry, 'utf8');
  } catch {
    return 'absent';
  }
  const newline = data.indexOf('\n');
  const header = data.slice(0, newline);
  const body = data.slice(newline + 1);
  if (newline < 0 || header !== `${FORMAT} ${sha256(body)}`) return 'unusable';
  try {
    return decodeAst(body, file);
  } catch {
    return 'unusable';
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
