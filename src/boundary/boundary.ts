// No node:fs/promises (see fs-async.ts): it brings readline and worker_threads along (some twenty
// modules), and `rigging eval` reads its files synchronously.
import { accessSync, constants, existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { readTextFile, realpathNative } from '../fs-async';

/** Why a path may not be read: it leaves the repository, or it is git's own data (tokens live there). */
export type Refusal = 'outside' | 'git';

/** Where a path really is once symlinks are followed, or why it is refused. */
export type Located =
  | { ok: true; real: string; exists: boolean }
  | { ok: false; refusal: Refusal; real: string; exists: boolean };

/** A refused read; `shown` is the path as the user wrote it. */
export class BoundaryError extends Error {
  override name = 'BoundaryError';
  constructor(
    readonly shown: string,
    readonly refusal: Refusal,
  ) {
    super(describeRefusal(shown, refusal));
  }
}

/** `"/etc/passwd" is outside the repository`: never the path's real target, which may say too much. */
export function describeRefusal(shown: string, refusal: Refusal): string {
  return refusal === 'outside'
    ? `${JSON.stringify(shown)} is outside the repository`
    : `${JSON.stringify(shown)} is inside .git, which rigging never reads`;
}

/**
 * The one wall every file a render reads goes through: a pull request's files are untrusted, so
 * nothing outside the repository (after following symlinks, as the OS would) and nothing under a
 * `.git` directory (actions/checkout keeps the token in `.git/config`) is ever read.
 */
export class RepositoryBoundary {
  private constructor(
    /** Real path of the repository's top directory. */
    readonly root: string,
    /** Real paths of further directories whose files may be read too (`rigging eval -J DIR`). */
    private readonly alsoRoots: readonly string[] = [],
  ) {}

  /** The directory trees inside the wall, `root` first (what `around` rebuilds it from). */
  get walls(): [string, ...string[]] {
    return [this.root, ...this.alsoRoots];
  }

  static at(root: string): RepositoryBoundary {
    return new RepositoryBoundary(realpathSync.native(path.resolve(root)));
  }

  /** A wall around several directory trees (each must exist); the first is `root`. */
  static around(first: string, ...more: string[]): RepositoryBoundary {
    const real = (p: string) => realpathSync.native(path.resolve(p));
    return new RepositoryBoundary(real(first), more.map(real));
  }

  /**
   * Follows `p` as the OS does (a `..` after a symlink goes up from the link's target), so the raw
   * string is resolved by realpath, never normalised first. A missing path is placed by its
   * deepest existing ancestor, so a missing file outside is refused rather than reported missing.
   */
  async locate(p: string): Promise<Located> {
    try {
      return this.judge(await realpathNative(p), true);
    } catch (err) {
      if (!isMissing(err)) throw err;
      return this.judge(this.deepestReal(p), false);
    }
  }

  locateSync(p: string): Located {
    try {
      return this.judge(realpathSync.native(p), true);
    } catch (err) {
      if (!isMissing(err)) throw err;
      return this.judge(this.deepestReal(p), false);
    }
  }

  /** Reads a text file inside the repository; throws BoundaryError when it is not, ENOENT when missing. */
  async readText(p: string, shown = p): Promise<string> {
    const where = await this.locate(p);
    if (!where.ok) throw new BoundaryError(shown, where.refusal);
    return readTextFile(where.real);
  }

  /** readText, with a refusal as a value: the caller words it as the diagnostic of its own file. */
  async readTextOrRefusal(p: string, shown = p): Promise<{ text: string } | { refused: string }> {
    try {
      return { text: await this.readText(p, shown) };
    } catch (err) {
      if (err instanceof BoundaryError) return { refused: err.message };
      throw err;
    }
  }

  /** Whether anything is at `p` once symlinks are followed (a dangling link is nothing). */
  async exists(p: string): Promise<boolean> {
    try {
      await realpathNative(p);
      return true;
    } catch {
      return false;
    }
  }

  private judge(real: string, exists: boolean): Located {
    const refusal = this.refusalOf(real);
    return refusal ? { ok: false, refusal, real, exists } : { ok: true, real, exists };
  }

  private refusalOf(real: string): Refusal | undefined {
    let refusal: Refusal = 'outside';
    for (const root of [this.root, ...this.alsoRoots]) {
      const rel = path.relative(root, real);
      if (rel === '') return undefined;
      if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) continue;
      if (!rel.split(path.sep).includes('.git')) return undefined;
      refusal = 'git';
    }
    return refusal;
  }

  /** The real path of `p`'s deepest existing ancestor with the missing rest appended. */
  private deepestReal(p: string): string {
    const abs = path.isAbsolute(p) ? p : path.resolve(p);
    const rest: string[] = [];
    let dir = abs;
    for (;;) {
      const parent = path.dirname(dir);
      rest.unshift(path.basename(dir));
      if (parent === dir) return abs;
      dir = parent;
      try {
        return path.resolve(realpathSync.native(dir), ...rest);
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    }
  }
}

/** Nothing readable there: missing, under a file, a symlink loop, or not searchable. */
function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP' || code === 'EACCES';
}

/**
 * The repository holding `dir`: the nearest directory up from it with a `.git` entry (a clone's
 * directory or a worktree's file), else `dir` itself, which then bounds what a render may read.
 */
export function findRepositoryRoot(dir: string): string {
  let current = path.resolve(dir);
  for (;;) {
    if (existsSync(path.join(current, '.git'))) return current;
    const parent = path.dirname(current);
    if (parent === current) return path.resolve(dir);
    current = parent;
  }
}

/** True for a regular file (symlinks followed) this process may read. */
export function isReadableFileSync(p: string): boolean {
  if (!(statSync(p, { throwIfNoEntry: false })?.isFile() ?? false)) return false;
  try {
    accessSync(p, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}
