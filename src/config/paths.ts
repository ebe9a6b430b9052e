import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { type Refusal, RepositoryBoundary } from '../boundary/boundary';
import { didYouMean } from '../schema/did-you-mean';

export type PathLookup =
  | { exists: true; directory: boolean }
  | { exists: false; suggestion?: string }
  | { exists: false; refusal: Refusal };

/**
 * Whether `rel` exists under `root` inside the repository; if not, a corrected path built by
 * fixing each missing segment against its siblings (`apps/guestbok` -> `apps/guestbook`), offered
 * only if it exists. A path that leaves the repository (after symlinks) is refused, and no
 * directory outside it is ever listed for a suggestion.
 */
export function lookupPath(root: string, rel: string, repository: string = root): PathLookup {
  const boundary = RepositoryBoundary.at(repository);
  const where = boundary.locateSync(resolve(root, rel));
  if (!where.ok) return { exists: false, refusal: where.refusal };
  if (where.exists) return { exists: true, directory: statSync(where.real).isDirectory() };
  if (isAbsolute(rel)) return { exists: false };
  let dir = root;
  const fixed: string[] = [];
  for (const segment of rel.split(/[\\/]+/)) {
    if (segment === '' || segment === '.') continue;
    let next = segment;
    if (segment !== '..' && !existsSync(join(dir, segment))) {
      if (!boundary.locateSync(dir).ok) return { exists: false };
      const match = didYouMean(segment, siblings(dir));
      if (match === undefined) return { exists: false };
      next = match;
    }
    fixed.push(next);
    dir = join(dir, next);
  }
  return existsSync(dir) && boundary.locateSync(dir).ok
    ? { exists: false, suggestion: fixed.join('/') }
    : { exists: false };
}

function siblings(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** The placeholder a source path uses to name one file per rigging environment (`values/{env}.yaml`). */
export const ENV_PLACEHOLDER = '{env}';

/** `written` with every `{env}` replaced by the environment's name. */
export function expandEnv(written: string, environment: string): string {
  return written.split(ENV_PLACEHOLDER).join(environment);
}
