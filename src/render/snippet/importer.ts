import path from 'node:path';
import { ImportScanError, type ImportSite, scanImports } from '../jsonnet/imports';
import type { FileOrigin } from './sources';

/** One file of an evaluation: the snippet's own (`root` '') or a library's (`root` = its alias). */
export interface Unit {
  root: string;
  path: string;
  code: string;
  origin?: FileOrigin;
  /** The name errors show, as JaaS's importer records it (`foundAt`). */
  display: string;
}

export interface Library {
  alias: string;
  files: ReadonlyMap<string, string>;
  origins: ReadonlyMap<string, FileOrigin>;
}

/** What the engine evaluates: in-memory files, the entry among them, and each file's unit. */
export interface Staged {
  entry: string;
  files: Record<string, string>;
  /** Staged name -> the unit it holds. */
  units: Map<string, Unit>;
  /** Staged name -> where a rewrite moved columns, to report positions in the file as written. */
  edits: Map<string, Edit[]>;
}

/** One replaced span on one line: its columns as written and as staged (1-based, end exclusive). */
interface Edit {
  line: number;
  written: { start: number; end: number };
  staged: { start: number; end: number };
}

/**
 * The column in the file as written for a column libjsonnet reports in the staged file: shifted
 * back past rewritten imports on the line; inside a failed import's `error`, the import's own
 * start (or end), where go-jsonnet puts the error.
 */
export function writtenColumn(
  staged: Staged,
  name: string,
  line: number,
  column: number,
  end = false,
): number {
  let shift = 0;
  for (const e of staged.edits.get(name) ?? []) {
    if (e.line !== line || column < e.staged.start) continue;
    if (column < e.staged.end) return end ? e.written.end : e.written.start;
    shift = e.staged.end - e.written.end;
  }
  return column - shift;
}

/** JaaS's main file of a library, loaded when a snippet imports the bare alias. */
const LIBRARY_MAIN = 'main.libsonnet';

type Resolution = { unit: Unit } | { error: string };

/**
 * JaaS's importer (internal/eval/importer.go), played before libjsonnet runs: every import of every
 * file an evaluation can reach is resolved the JaaS way — relative to the importing file within
 * its own root, a bare alias to the library's main.libsonnet, `alias/file` to that library's file,
 * then the snippet's files and every library in alias order — and its literal is rewritten to the
 * staged file it resolved to, padded to the same length so columns stay where they were. An import
 * JaaS would fail becomes an `error` with JaaS's own message, as lazy as the import it replaces.
 */
export function stageEvaluation(
  entry: Unit,
  self: { files: ReadonlyMap<string, string>; origins: ReadonlyMap<string, FileOrigin> },
  libraries: readonly Library[],
): Staged {
  const byAlias = new Map(libraries.map((l) => [l.alias, l]));
  const sortedAliases = [...byAlias.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const staged: Staged = { entry: '@0', files: {}, units: new Map(), edits: new Map() };
  const names = new Map<string, string>(); // `root\0path` -> staged name
  const queue: { unit: Unit; name: string; parse: boolean }[] = [];

  const unitOf = (root: string, file: string): Unit | undefined => {
    const lib = root === '' ? undefined : byAlias.get(root);
    const files = lib ? lib.files : self.files;
    const code = files.get(file);
    if (code === undefined) return undefined;
    const origin = (lib ? lib.origins : self.origins).get(file);
    // A library file whose name is also one of the snippet's files is told apart by a NUL (foundAt).
    const display =
      root === '' ? file : `${self.files.has(`${root}/${file}`) ? '\u0000' : ''}${root}/${file}`;
    return { root, path: file, code, display, ...(origin ? { origin } : {}) };
  };
  const stage = (unit: Unit, parse: boolean): string => {
    const id = `${unit.root}\u0000${unit.path}\u0000${parse}`;
    let name = names.get(id);
    if (!name) {
      name = `@${names.size}`;
      names.set(id, name);
      staged.units.set(name, unit);
      queue.push({ unit, name, parse });
    }
    return name;
  };

  const resolve = (from: Unit, p: string): Resolution => {
    if (p === '') return { error: 'import path is empty' };
    const rel = path.posix.normalize(path.posix.join(path.posix.dirname(from.path), p));
    if (rel !== '..' && !rel.startsWith('../')) {
      const sibling = unitOf(from.root, rel);
      if (sibling) return { unit: sibling };
    }
    if (!p.includes('/') && byAlias.has(p)) {
      const main = unitOf(p, LIBRARY_MAIN);
      return main ? { unit: main } : { error: `library ${goQuote(p)} has no ${LIBRARY_MAIN}` };
    }
    const slash = p.indexOf('/');
    if (slash > 0 && byAlias.has(p.slice(0, slash))) {
      const alias = p.slice(0, slash);
      const rest = path.posix.normalize(p.slice(slash + 1));
      const file = unitOf(alias, rest);
      return file
        ? { unit: file }
        : { error: `file ${goQuote(rest)} not found in library ${goQuote(alias)}` };
    }
    const clean = path.posix.normalize(p);
    for (const root of ['', ...sortedAliases]) {
      const found = unitOf(root, clean);
      if (found) return { unit: found };
    }
    return { error: `import ${goQuote(p)} matches no sibling file or library alias` };
  };

  stage(entry, true);
  while (queue.length > 0) {
    const { unit, name, parse } = queue.shift() as { unit: Unit; name: string; parse: boolean };
    staged.files[name] = parse
      ? rewrite(unit, staged, name, (site) => {
          const found = resolve(unit, site.path);
          if ('error' in found) return { error: found.error };
          return { name: stage(found.unit, site.kind === 'import') };
        })
      : unit.code;
  }
  return staged;
}

/**
 * The unit's code with every import literal replaced by its staged name (or the whole import by an
 * error). A file the scanner cannot read is left as it is: libjsonnet reports its syntax error.
 */
function rewrite(
  unit: Unit,
  staged: Staged,
  name: string,
  target: (site: ImportSite) => { name: string } | { error: string },
): string {
  let sites: ImportSite[];
  try {
    sites = scanImports(unit.code);
  } catch (err) {
    if (err instanceof ImportScanError) return unit.code;
    throw err;
  }
  const code = unit.code;
  const edits: Edit[] = [];
  const lineShift = new Map<number, number>();
  const note = (from: number, to: number, replacement: string) => {
    if (code.slice(from, to).includes('\n')) return; // a text block: lines move, columns are moot
    const line = (code.slice(0, from).match(/\n/g)?.length ?? 0) + 1;
    const start = from - (code.lastIndexOf('\n', from - 1) + 1) + 1;
    const shift = lineShift.get(line) ?? 0;
    edits.push({
      line,
      written: { start, end: start + (to - from) },
      staged: { start: start + shift, end: start + shift + replacement.length },
    });
    lineShift.set(line, shift + replacement.length - (to - from));
  };
  let out = '';
  let at = 0;
  for (const site of sites) {
    const found = target(site);
    const [from, replacement] =
      'error' in found
        ? [site.start, `(error ${JSON.stringify(found.error)})`]
        : [site.literal.start, paddedLiteral(found.name, site.literal.end - site.literal.start)];
    note(from, site.literal.end, replacement);
    out += code.slice(at, from) + replacement;
    at = site.literal.end;
  }
  staged.edits.set(name, edits);
  return out + code.slice(at);
}

/** `"@3"`, lengthened with `./` to `width` characters where it can be, so later columns keep their place. */
function paddedLiteral(name: string, width: number): string {
  const extra = width - name.length - 2;
  if (extra < 2) return JSON.stringify(name);
  const pad = './'.repeat(Math.floor(extra / 2)) + (extra % 2 === 1 ? '/' : '');
  // `.//@3`: a doubled slash is one, as the OS reads it.
  return JSON.stringify(extra % 2 === 1 ? `.${pad.slice(1)}${name}` : `${pad}${name}`);
}

/** Go's %q for the plain strings import paths are. */
function goQuote(s: string): string {
  return JSON.stringify(s);
}
