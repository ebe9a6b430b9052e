import {
  deepEqual,
  deleteAt,
  type FieldPath,
  formatPath,
  getAt,
  leafPaths,
  mergeInto,
  overlaps,
  pathKey,
} from './fieldpaths';
import { type Manager, printManager, readManagers, sameIdentity, writeManagers } from './managed';
import { type ApplyConflict, applyConflict } from './status';
import { clone, isObj, type Obj } from './types';

export interface ApplyRequest {
  /** The stored object, or the bare identity (apiVersion, kind, metadata.name/namespace) to create. */
  base: Obj;
  /** The applied configuration, reduced to the fields ownership covers (see ownedContent). */
  config: Obj;
  manager: string;
  apiVersion: string;
  force: boolean;
  now: string;
  /** Server-side normalisation of the merged object: stringData folding, defaults. */
  finalize: (candidate: Obj) => void;
}

/** Drops nulls: in an apply configuration a null means "not specified". */
export function withoutNulls(value: Obj): Obj {
  const out: Obj = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === undefined) continue;
    out[key] = isObj(v) ? withoutNulls(v) : v;
  }
  return out;
}

/**
 * Whether the applier's change at p disturbs another manager's field q. Maps merge, so owning
 * different keys of one map never collides; otherwise the value at the shorter path must be unchanged.
 */
function collides(base: Obj, candidate: Obj, p: FieldPath, q: FieldPath): boolean {
  const at = p.length <= q.length ? p : q;
  const before = getAt(base, at);
  const after = getAt(candidate, at);
  if (p.length !== q.length && isObj(before) && isObj(after)) return false;
  return !deepEqual(before, after);
}

/**
 * Server-side apply, simplified from structured-merge-diff: merge the configuration, prune the
 * fields this manager applied last time and no longer does (unless another manager owns them),
 * and refuse (409) to change a field another manager owns unless forced.
 */
export function serverSideApply(req: ApplyRequest): Obj {
  const managers: Manager[] = readManagers(req.base);
  const identity = { manager: req.manager, operation: 'Apply' as const, apiVersion: req.apiVersion };
  const mine = managers.find((m) => sameIdentity(m, identity));
  const others = managers.filter((m) => m !== mine);
  const applied = leafPaths(req.config);
  const appliedKeys = new Set(applied.map(pathKey));

  const candidate = clone(req.base);
  for (const r of mine?.paths ?? []) {
    if (appliedKeys.has(pathKey(r))) continue;
    const stillWanted = applied.some((p) => overlaps(p, r));
    const ownedElsewhere = others.some((o) => o.paths.some((q) => q.length >= r.length && overlaps(q, r)));
    if (!stillWanted && !ownedElsewhere) deleteAt(candidate, r);
  }
  mergeInto(candidate, req.config);
  req.finalize(candidate);

  const conflicts: Array<{ owner: Manager; path: FieldPath }> = [];
  for (const owner of others) {
    for (const q of owner.paths) {
      if (applied.some((p) => overlaps(p, q) && collides(req.base, candidate, p, q)))
        conflicts.push({ owner, path: q });
    }
  }
  if (conflicts.length > 0 && !req.force) {
    const printed: ApplyConflict[] = conflicts.map((c) => ({
      manager: printManager(c.owner),
      field: formatPath(c.path),
    }));
    throw applyConflict(printed);
  }
  for (const { owner, path } of conflicts)
    owner.paths = owner.paths.filter((q) => pathKey(q) !== pathKey(path));

  const previous = new Set((mine?.paths ?? []).map(pathKey));
  const sameSet =
    mine !== undefined &&
    previous.size === appliedKeys.size &&
    [...appliedKeys].every((k) => previous.has(k));
  if (mine) {
    if (!sameSet || mine.apiVersion !== req.apiVersion) mine.time = req.now;
    mine.paths = applied;
    mine.apiVersion = req.apiVersion;
  } else {
    managers.push({ ...identity, time: req.now, paths: applied });
  }
  writeManagers(candidate, managers);
  return candidate;
}
