import path from 'node:path';
import { byteOrder, goGlob } from '../go-glob';

/**
 * qbec expands componentsDir and envFiles with Go's filepath.Glob, relative to the app root, and
 * sorts what it finds: absolute paths, in byte order. A plain path is returned when it exists.
 * A malformed pattern throws BadPatternError, a UserError.
 */
export async function expandPattern(root: string, pattern: string): Promise<string[]> {
  const matches = await goGlob(pattern, root);
  return matches.map((m) => path.resolve(root, m)).sort(byteOrder);
}
