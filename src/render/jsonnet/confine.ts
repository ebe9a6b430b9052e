import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { describeRefusal, isReadableFileSync, type RepositoryBoundary } from '../../boundary/boundary';
import { type EvalRequest, type JsonnetEngine, JsonnetEvalError } from './engine';
import { ImportScanError, type ImportSite, scanImports } from './imports';

/** Where a staged (in-memory) file lives for import resolution: never a real directory. */
const STAGED = '/\u0000staged/';

/** A file jsonnet would parse: its name as jsonnet knows it, and its code. */
interface Unit {
  /**
   * Where its relative imports resolve from, and what it is: a disk file is named by the real path
   * of its directory plus its own name (see `identify`), a staged one by its normalised name.
   */
  name: string;
  /** The name errors show: the first spelling that reached it, relative to the display root. */
  shown?: string;
  code: string;
  /** Whether `name` is an in-memory file of the request rather than a file on disk. */
  staged: boolean;
}

/**
 * Wraps an engine that reads files itself (libjsonnet) so that no evaluation can read a file
 * outside the repository: before the engine runs, every import of the entry file and, recursively,
 * of every jsonnet file it imports, is resolved the way libjsonnet resolves it (the importing
 * file's directory, then each library path; the first that exists wins) and checked against the
 * boundary. Each file is visited once, whichever way an import spelled it. rigging's own engine
 * needs none of this: it reads every file through the boundary as evaluation reaches it.
 */
export function confineEngine(engine: JsonnetEngine, boundary: RepositoryBoundary): JsonnetEngine {
  // Files do not change during a run: each is read and scanned once, however often it is imported.
  const scans = new Map<string, Promise<ImportSite[]>>();
  const scanFile = (file: string): Promise<ImportSite[]> => {
    let found = scans.get(file);
    if (!found) {
      found = readFile(file, 'utf8').then(scanImports);
      scans.set(file, found);
    }
    return found;
  };

  return {
    name: engine.name,
    systemLibPaths: engine.systemLibPaths,
    costlyStart: engine.costlyStart,
    async evaluate(req) {
      await checkRequest(req, engine.systemLibPaths ?? [], boundary, scanFile);
      return engine.evaluate(req);
    },
  };
}

async function checkRequest(
  req: EvalRequest,
  systemLibPaths: readonly string[],
  boundary: RepositoryBoundary,
  scanFile: (file: string) => Promise<ImportSite[]>,
): Promise<void> {
  const display = (file: string) => displayName(file, req.displayRoot);
  const staged = new Map(Object.entries(req.files ?? {}).map(([k, v]) => [STAGED + k, v]));
  // Candidates are a directory plus the import's path, as jsonnet forms them. Disk paths end in the
  // platform's separator (jsonnet's `/` paths work on Windows too); staged names are always `/`.
  const withSep = (p: string) => (p.endsWith('/') || p.endsWith(path.sep) ? p : `${p}${path.sep}`);
  const libPaths = [...(req.libPaths ?? []), ...systemLibPaths].map(withSep);
  const queue: Unit[] = [];
  const seen = new Set<string>();

  const refuse = (unit: Unit, site: { line: number; column: number }, message: string): never => {
    const file = unit.staged ? unit.name.slice(STAGED.length) : display(unit.shown ?? unit.name);
    throw new JsonnetEvalError(
      message,
      file,
      site.line,
      site.column,
      'OutsideRepository',
      `${file}:${site.line}:${site.column} ${message}`,
    );
  };

  const enqueueDisk = async (spelled: string, from?: { unit: Unit; site: ImportSite }) => {
    const where = await boundary.locate(spelled);
    if (!where.ok) {
      if (from) refuse(from.unit, from.site, describeRefusal(from.site.path, where.refusal));
      throw new JsonnetEvalError(
        describeRefusal(display(spelled), where.refusal),
        display(spelled),
        undefined,
        undefined,
        'OutsideRepository',
        '',
      );
    }
    if (!where.exists) return; // jsonnet reports the missing file itself
    const name = await identify(spelled);
    if (seen.has(name)) return;
    seen.add(name);
    const unit: Unit = { name, shown: spelled, code: '', staged: false };
    let sites: ImportSite[];
    try {
      sites = await scanFile(name);
    } catch (err) {
      if (err instanceof ImportScanError) refuse(unit, err, `${err.message}; the file is not evaluated`);
      if ((err as NodeJS.ErrnoException).code === 'EISDIR') return;
      throw err;
    }
    await visit(unit, sites);
  };

  const visit = async (unit: Unit, sites: ImportSite[]) => {
    const dir = unit.staged
      ? unit.name.slice(0, unit.name.lastIndexOf('/') + 1)
      : withSep(path.dirname(unit.name));
    for (const site of sites) {
      if (site.path === '' || site.path.includes('\u0000')) {
        refuse(unit, site, `${site.kind} ${JSON.stringify(site.path)} is not a valid path`);
      }
      const candidates =
        site.path.startsWith('/') || path.isAbsolute(site.path)
          ? [site.path]
          : [dir + site.path, ...libPaths.map((l) => l + site.path)];
      let first: string | undefined;
      for (const candidate of candidates) {
        if (candidate.startsWith(STAGED)) {
          const normal = path.posix.normalize(candidate);
          if (!normal.startsWith(STAGED)) {
            refuse(unit, site, `${site.kind} ${describeRefusal(site.path, 'outside')}`);
          }
          if (staged.has(normal)) {
            first = normal;
            break;
          }
          continue;
        }
        const where = await boundary.locate(candidate);
        // A missing candidate is one libjsonnet passes over too, wherever it would have been.
        if (where.ok && !where.exists) continue;
        if (!where.ok) {
          if (!(await boundary.exists(candidate))) continue;
          refuse(unit, site, `${site.kind} ${describeRefusal(site.path, where.refusal)}`);
        }
        // The first file that opens is the one libjsonnet reads; past one it cannot open it moves
        // on. Past a directory it stops with an empty read, but the later ones are checked anyway.
        if (isReadableFileSync(candidate)) {
          first = candidate;
          break;
        }
      }
      // Only `import` parses what it reads; importstr and importbin take the bytes as they are.
      if (site.kind !== 'import' || first === undefined) continue;
      if (first.startsWith(STAGED)) queue.push({ name: first, code: staged.get(first) ?? '', staged: true });
      else await enqueueDisk(first, { unit, site });
    }
  };

  const scanUnit = (unit: Unit): ImportSite[] => {
    try {
      return scanImports(unit.code);
    } catch (err) {
      if (err instanceof ImportScanError) refuse(unit, err, `${err.message}; the file is not evaluated`);
      throw err;
    }
  };

  // Code given as variables is jsonnet too; its relative imports resolve against the working directory.
  const cwd = `${process.cwd()}/`;
  for (const [name, v] of [...Object.entries(req.extVars ?? {}), ...Object.entries(req.tlas ?? {})]) {
    if (v.kind !== 'code') continue;
    const unit = { name: `${cwd}<var ${name}>`, code: v.value, staged: false };
    await visit(unit, scanUnit(unit));
  }

  if (req.snippet) {
    const name = req.files ? STAGED + req.snippet.filename : path.resolve(req.snippet.filename);
    const unit = { name, code: req.snippet.code, staged: Boolean(req.files) };
    await visit(unit, scanUnit(unit));
  } else if (req.file) {
    if (req.files) {
      const name = path.posix.normalize(STAGED + req.file);
      if (staged.has(name)) queue.push({ name, code: staged.get(name) ?? '', staged: true });
    } else {
      await enqueueDisk(path.resolve(req.file));
    }
  }
  while (queue.length > 0) {
    const unit = queue.shift() as Unit;
    if (seen.has(unit.name)) continue;
    seen.add(unit.name);
    await visit(unit, scanUnit(unit));
  }
}

/**
 * What a file is, whichever way an import spelled it (`lib/./a.libsonnet`, `lib/../lib/a.libsonnet`,
 * `link/a.libsonnet`): the real path of its directory plus its own name. Two libraries that import
 * each other through `./` then meet the same file again instead of an ever longer spelling of it.
 * Its directory is the one its relative imports resolve from: the OS follows a `..` after a
 * symlink from the link's target, so `dir/link/../x` and `realpath(dir/link)/../x` open the same
 * file. The file's own name stays as spelled: a file that is itself a symlink imports relative to
 * the link's directory, as jsonnet does, not its target's.
 */
async function identify(file: string): Promise<string> {
  return path.join(await realpath(path.dirname(file)), path.basename(file));
}

function displayName(file: string, root: string | undefined): string {
  if (root && file.startsWith(root + path.sep)) return path.relative(root, file);
  return file;
}
