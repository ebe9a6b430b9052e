import { glob, stat } from 'node:fs/promises';
import path from 'node:path';

const GLOB_CHARS = /[*?[]/;

/**
 * qbec expands componentsDir and envFiles with Go's filepath.Glob, relative to the app root,
 * sorted. A plain path that exists is returned as is.
 */
export async function expandPattern(root: string, pattern: string): Promise<string[]> {
  const absolute = path.resolve(root, pattern);
  if (!GLOB_CHARS.test(pattern)) {
    try {
      await stat(absolute);
      return [absolute];
    } catch {
      return [];
    }
  }
  // fs.glob arrived in Node 22; the action and the tests run on 24.
  if (typeof glob !== 'function') throw new Error(`glob patterns need Node.js 22 or later: ${pattern}`);
  const matches: string[] = [];
  for await (const m of glob(pattern, { cwd: root })) matches.push(path.resolve(root, m));
  return matches.sort();
}
