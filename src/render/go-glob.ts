import { lstat, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../model/errors';
import { compareUtf8 } from '../model/values';

/**
 * Go's path/filepath Match and Glob (Unix flavour), which the Go tools rigging stands in for
 * (qbec's componentsDir and envFiles) expand patterns with:
 *
 * - `*` any run of characters except `/`; `?` one character except `/`;
 * - `[abc]`, `[a-z]`, `[^a-z]` a class of characters (never empty; `-` and `]` only escaped);
 * - `\c` the character c itself, in and out of classes;
 * - no `**`, no braces; a leading `.` is an ordinary character, so `*` matches hidden files;
 * - Glob matches each path segment against one directory's entries, in byte order;
 * - a malformed pattern is an error ("syntax error in pattern") even where nothing would match.
 */

/** Go's ErrBadPattern, naming the pattern. */
export class BadPatternError extends UserError {
  override name = 'BadPatternError';

  constructor(readonly pattern: string) {
    super(`${pattern}: syntax error in pattern`);
  }
}

type Token =
  | { kind: 'star' }
  | { kind: 'any' }
  | { kind: 'char'; char: string }
  | { kind: 'class'; negated: boolean; ranges: [number, number][] };

/** Whether `name` as a whole matches `pattern`; throws BadPatternError for a malformed pattern. */
export function goMatch(pattern: string, name: string): boolean {
  return matchTokens(parsePattern(pattern), Array.from(name));
}

/**
 * The paths matching `pattern`, as Go's filepath.Glob returns them (relative patterns stay relative,
 * each directory's matches in byte order); `cwd` is where relative patterns start. A pattern without
 * meta characters is returned as is when it exists (even as a dangling symlink). Unreadable
 * directories are skipped, as Go does.
 */
export async function goGlob(pattern: string, cwd: string): Promise<string[]> {
  parsePattern(pattern);
  if (!hasMeta(pattern))
    return (await lstat(path.resolve(cwd, pattern)).then(Boolean, () => false)) ? [pattern] : [];
  const cut = pattern.lastIndexOf('/');
  const file = pattern.slice(cut + 1);
  const dir = cleanDir(pattern.slice(0, cut + 1));
  if (!hasMeta(dir)) return globDir(dir, file, cwd);
  // Go's guard against endless recursion; a Unix pattern cannot get here, kept for parity.
  if (dir === pattern) throw new BadPatternError(pattern);
  const matches: string[] = [];
  const dirs = await goGlob(dir, cwd).catch((err: unknown) => {
    // The directory part alone can be malformed (a class cut at its `/`): name the whole pattern.
    throw err instanceof BadPatternError ? new BadPatternError(pattern) : err;
  });
  for (const d of dirs) matches.push(...(await globDir(d, file, cwd)));
  return matches;
}

/** Go's hasMeta: `\` counts, because it escapes. */
function hasMeta(pattern: string): boolean {
  return /[*?[\\]/.test(pattern);
}

/** The directory part of a pattern with its one trailing `/` cut (Go's cleanGlobPath). */
function cleanDir(dir: string): string {
  if (dir === '') return '.';
  if (dir === '/') return dir;
  return dir.slice(0, -1);
}

async function globDir(dir: string, file: string, cwd: string): Promise<string[]> {
  const tokens = parsePattern(file);
  const where = path.resolve(cwd, dir);
  const isDir = await stat(where).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) return [];
  const names = await readdir(where).catch(() => [] as string[]);
  return names
    .sort(compareUtf8)
    .filter((n) => matchTokens(tokens, Array.from(n)))
    .map((n) => path.join(dir, n));
}

/** Go orders strings by their UTF-8 bytes (the name qbec's glob sorts by). */
export { compareUtf8 as byteOrder } from '../model/values';

/** The whole pattern checked and split into tokens, one per character of the name it consumes. */
function parsePattern(pattern: string): Token[] {
  const p = Array.from(pattern);
  const tokens: Token[] = [];
  let i = 0;
  const classChar = (): number => {
    let c = p[i];
    if (c === undefined || c === '-' || c === ']') throw new BadPatternError(pattern);
    if (c === '\\') {
      c = p[++i];
      if (c === undefined) throw new BadPatternError(pattern);
    }
    i++;
    // A class character must be followed by something: `]`, `-` or more of the class.
    if (i >= p.length) throw new BadPatternError(pattern);
    return c.codePointAt(0) ?? 0;
  };
  while (i < p.length) {
    const c = p[i] as string;
    if (c === '*') {
      tokens.push({ kind: 'star' });
      i++;
    } else if (c === '?') {
      tokens.push({ kind: 'any' });
      i++;
    } else if (c === '\\') {
      const escaped = p[i + 1];
      if (escaped === undefined) throw new BadPatternError(pattern);
      tokens.push({ kind: 'char', char: escaped });
      i += 2;
    } else if (c === '[') {
      i++;
      const negated = p[i] === '^';
      if (negated) i++;
      const ranges: [number, number][] = [];
      while (!(p[i] === ']' && ranges.length > 0)) {
        const lo = classChar();
        let hi = lo;
        if (p[i] === '-') {
          i++;
          hi = classChar();
        }
        ranges.push([lo, hi]);
      }
      i++;
      tokens.push({ kind: 'class', negated, ranges });
    } else {
      tokens.push({ kind: 'char', char: c });
      i++;
    }
  }
  return tokens;
}

/**
 * Go's matching, decision for decision: the pattern is chunks of single-character tokens, each
 * after a run of stars; a chunk is taken at the first place it matches (the last chunk only
 * where it ends the name) and never retried further on, and a star never skips a `/`.
 */
function matchTokens(tokens: readonly Token[], name: readonly string[]): boolean {
  let t = 0;
  let at = 0;
  while (t < tokens.length) {
    let star = false;
    while (tokens[t]?.kind === 'star') {
      star = true;
      t++;
    }
    let end = t;
    while (end < tokens.length && tokens[end]?.kind !== 'star') end++;
    const chunk = tokens.slice(t, end);
    const last = end === tokens.length;
    t = end;
    if (star && chunk.length === 0) return !name.slice(at).includes('/');
    const here = matchChunk(chunk, name, at);
    if (here >= 0 && (here === name.length || !last)) {
      at = here;
      continue;
    }
    let next = -1;
    for (let skip = at; star && next < 0 && skip < name.length && name[skip] !== '/'; skip++) {
      const after = matchChunk(chunk, name, skip + 1);
      if (after >= 0 && (after === name.length || !last)) next = after;
    }
    if (next < 0) return false;
    at = next;
  }
  return at === name.length;
}

/** Where in `name` a match of `chunk` starting at `from` ends, or -1. */
function matchChunk(chunk: readonly Token[], name: readonly string[], from: number): number {
  let i = from;
  for (const token of chunk) {
    const c = name[i];
    if (c === undefined) return -1;
    if (token.kind === 'any') {
      if (c === '/') return -1;
    } else if (token.kind === 'char') {
      if (c !== token.char) return -1;
    } else if (token.kind === 'class') {
      const code = c.codePointAt(0) ?? 0;
      const inside = token.ranges.some(([lo, hi]) => lo <= code && code <= hi);
      if (inside === token.negated) return -1;
    }
    i++;
  }
  return i;
}
