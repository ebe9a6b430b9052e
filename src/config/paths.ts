import { existsSync, readdirSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { didYouMean } from '../schema/did-you-mean';

export type PathLookup = { exists: true } | { exists: false; suggestion?: string };

/**
 * Whether `rel` exists under `root`; if not, a corrected path built by fixing each missing
 * segment against its siblings (`apps/guestbok` -> `apps/guestbook`), offered only if it exists.
 */
export function lookupPath(root: string, rel: string): PathLookup {
  if (existsSync(resolve(root, rel))) return { exists: true };
  if (isAbsolute(rel)) return { exists: false };
  let dir = root;
  const fixed: string[] = [];
  for (const segment of rel.split(/[\\/]+/)) {
    if (segment === '' || segment === '.') continue;
    let next = segment;
    if (segment !== '..' && !existsSync(join(dir, segment))) {
      const match = didYouMean(segment, siblings(dir));
      if (match === undefined) return { exists: false };
      next = match;
    }
    fixed.push(next);
    dir = join(dir, next);
  }
  return existsSync(dir) ? { exists: false, suggestion: fixed.join('/') } : { exists: false };
}

function siblings(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
