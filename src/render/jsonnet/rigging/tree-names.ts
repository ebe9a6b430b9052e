/**
 * The names rigging's parser gives the files of an evaluation's tree (its display root, the
 * repository): their path below the root, under a root no real path can have (a NUL in it). A
 * diff's base and head are exported to temp dirs of their own; named so, a file both hold alike
 * gets one name and one text, and parse-cache.ts parses it once for both. A name depends only on
 * the path below the root, so an AST (whose locations carry it) means the same in either tree.
 * Every name that leaves the evaluator (import resolution, std.thisFile, errors, traces) is turned
 * back into the real path first: what the user sees does not change.
 */
import path from 'node:path';

const NAMED_ROOT = '\u0000tree';

export interface FileNames {
  /** The parser's name of a real path (the path itself when outside the tree). */
  named(file: string): string;
  /** The real path of a parser's name (the name itself when not one of the tree's). */
  real(file: string): string;
}

/** The path below the tree's root (`/`-separated, as written) of a parser's name, or undefined. */
export function pathInTree(name: string): string | undefined {
  const prefix = NAMED_ROOT + path.sep;
  return name.startsWith(prefix) ? name.slice(prefix.length).split(path.sep).join('/') : undefined;
}

const SAME: FileNames = { named: (f) => f, real: (f) => f };

/**
 * Names for the tree at `root` (absolute, as the relativizer of errors takes it); no renaming when
 * there is no root. Both directions are textual (a prefix swapped), so a `..` the OS has to follow
 * after a symlink stays in the path exactly as written.
 */
export function treeFileNames(root: string | undefined): FileNames {
  if (!root || !path.isAbsolute(root) || root.endsWith(path.sep)) return SAME;
  const realPrefix = root + path.sep;
  const namedPrefix = NAMED_ROOT + path.sep;
  return {
    named: (f) => (f.startsWith(realPrefix) ? namedPrefix + f.slice(realPrefix.length) : f),
    real: (f) => (f.startsWith(namedPrefix) ? realPrefix + f.slice(namedPrefix.length) : f),
  };
}
