/**
 * Parsed and statically checked files, kept for the life of the process: a render evaluates the
 * same libraries for every component and again for the base and head of a diff, and parsing is
 * a large share of evaluating them. An entry is found by the file's name (its AST carries the
 * name in every location: for a tree's files the path below its root, tree-names.ts, so a diff's
 * two trees share theirs) and used only when the text is the same; the cache is bounded by the
 * total size of the texts it holds, the least recently used going first. Where an entry point
 * set one up (parse-store-setup.ts), a miss looks in the store on disk before parsing, and what it
 * parses goes there when the process ends.
 */
import type { Node } from './ast';
import { parseJsonConstant } from './constants';
import { MIN_STORED_TEXT, openParseStore, type ParseStore } from './parse-store';
import { parseStoreSetting } from './parse-store-setup';
import { parseCounting } from './parser';
import { checkStatic } from './static';

/** About ten kube-prometheus trees (5.8 MB of sources each). */
const MAX_TEXT = 64 * 1024 * 1024;

interface Entry {
  text: string;
  node: Node;
}

const entries = new Map<string, Entry>();
let held = 0;
let onParse: ((file: string) => void) | undefined;

/** Tells `watcher` the name of every file parsed from now on (a cache miss); undefined stops. */
export function watchParses(watcher: ((file: string) => void) | undefined): void {
  onParse = watcher;
}

/**
 * The checked AST of `text` as file `file`; throws JsonnetSyntaxError as parse/checkStatic do.
 * JSON text (any file name) is read by JSON.parse as one constant when that means the same.
 */
export function parseChecked(text: string, file: string): Node {
  const hit = entries.get(file);
  if (hit && hit.text === text) {
    // Most recently used last: Map keeps insertion order.
    entries.delete(file);
    entries.set(file, hit);
    return hit.node;
  }
  onParse?.(file);
  const node = parseJsonConstant(text, file) ?? storedOrParsed(text, file);
  if (hit) {
    entries.delete(file);
    held -= hit.text.length;
  }
  if (text.length <= MAX_TEXT) {
    entries.set(file, { text, node });
    held += text.length;
    for (const [k, e] of entries) {
      if (held <= MAX_TEXT) break;
      entries.delete(k);
      held -= e.text.length;
    }
  }
  return node;
}

/** Jsonnet source from the store on disk, else parsed (and kept for the store). */
function storedOrParsed(text: string, file: string): Node {
  // A small file (a snippet, `eval -e`) never opens the store: no directory, no node:crypto.
  if (text.length < MIN_STORED_TEXT) return parseJsonnet(text, file);
  const s = store === null ? openStore() : store;
  return s ? s.parse(file, text, () => parseJsonnet(text, file)) : parseJsonnet(text, file);
}

/** null until the first parse opens the store the entry point set up (undefined: none). */
let store: ParseStore | undefined | null = null;

function openStore(): ParseStore | undefined {
  const setting = parseStoreSetting();
  useParseStore(setting && openParseStore(setting.dir, setting.build));
  return store ?? undefined;
}

/**
 * Parses go through `s` from now on (undefined: none). What the store kept is written when the
 * process exits, or now when another store takes its place.
 */
export function useParseStore(s: ParseStore | undefined): void {
  if (store && store !== s) store.flush();
  if (!flushAtExit) {
    flushAtExit = true;
    process.once('exit', () => store?.flush());
  }
  store = s;
}

let flushAtExit = false;

/** Jsonnet source: parsed with its plain literals folded into constants, then checked. */
function parseJsonnet(text: string, file: string): Node {
  const { node, dollars } = parseCounting(text, file, true);
  checkStatic(node, dollars);
  return node;
}

/** Empties the cache (tests measuring a cold parse). */
export function clearParseCache(): void {
  entries.clear();
  held = 0;
}
