import {
  deepEqual,
  type FieldPath,
  fromFieldsV1,
  getAt,
  hasAt,
  leafPaths,
  overlaps,
  pathKey,
  toFieldsV1,
} from './fieldpaths';
import { isObj, type Obj, objAt } from './types';

/** One metadata.managedFields entry, with its FieldsV1 decoded into leaf paths. */
export interface Manager {
  manager: string;
  operation: 'Apply' | 'Update';
  apiVersion: string;
  time: string;
  subresource?: string;
  paths: FieldPath[];
}

export function readManagers(object: Obj): Manager[] {
  const entries = objAt(object, 'metadata')?.managedFields;
  if (!Array.isArray(entries)) return [];
  return entries.filter(isObj).map((e) => ({
    manager: String(e.manager ?? ''),
    operation: e.operation === 'Apply' ? 'Apply' : 'Update',
    apiVersion: String(e.apiVersion ?? ''),
    time: String(e.time ?? ''),
    ...(typeof e.subresource === 'string' ? { subresource: e.subresource } : {}),
    paths: fromFieldsV1(e.fieldsV1),
  }));
}

/** Writes the entries back; a manager that owns nothing is dropped, as the real server drops it. */
export function writeManagers(object: Obj, managers: Manager[]): void {
  const metadata = objAt(object, 'metadata') ?? {};
  object.metadata = metadata;
  const entries = managers
    .filter((m) => m.paths.length > 0)
    .map((m) => ({
      manager: m.manager,
      operation: m.operation,
      apiVersion: m.apiVersion,
      time: m.time,
      fieldsType: 'FieldsV1',
      fieldsV1: toFieldsV1(m.paths),
      ...(m.subresource ? { subresource: m.subresource } : {}),
    }));
  if (entries.length > 0) metadata.managedFields = entries;
  else delete metadata.managedFields;
}

/** How conflict messages name a manager (printManager in managedfields' conflict.go). */
export function printManager(m: Manager): string {
  let s = JSON.stringify(m.manager);
  if (m.subresource) s += ` with subresource ${JSON.stringify(m.subresource)}`;
  return m.operation === 'Update' ? `${s} using ${m.apiVersion}` : s;
}

/** Apply entries are one per manager; Update entries one per manager and apiVersion. */
export function sameIdentity(
  a: Omit<Manager, 'paths' | 'time'>,
  b: Omit<Manager, 'paths' | 'time'>,
): boolean {
  return (
    a.manager === b.manager &&
    a.operation === b.operation &&
    (a.subresource ?? '') === (b.subresource ?? '') &&
    (a.operation === 'Apply' || a.apiVersion === b.apiVersion)
  );
}

const SERVER_SET_METADATA = [
  'name',
  'namespace',
  'uid',
  'resourceVersion',
  'generation',
  'creationTimestamp',
  'deletionTimestamp',
  'deletionGracePeriodSeconds',
  'managedFields',
  'selfLink',
];

/** The part of an object field ownership is about: no type meta, identity or server-set metadata. */
export function ownedContent(object: Obj, withStatus: boolean): Obj {
  const out: Obj = { ...object };
  delete out.apiVersion;
  delete out.kind;
  if (!withStatus) delete out.status;
  const metadata = objAt(object, 'metadata');
  if (metadata) {
    const m = { ...metadata };
    for (const key of SERVER_SET_METADATA) delete m[key];
    if (Object.keys(m).length > 0) out.metadata = m;
    else delete out.metadata;
  }
  return out;
}

export interface UpdateOwner {
  manager: string;
  apiVersion: string;
  subresource?: string;
}

/**
 * Records a non-apply write (create, update, merge patch, controller status write): the writer takes
 * the fields it changed, and other managers lose them, without conflicts, as for operation Update.
 */
export function trackUpdate(
  before: Obj | undefined,
  after: Obj,
  owner: UpdateOwner,
  now: string,
  scope: (o: Obj) => Obj,
): void {
  const managers = before ? readManagers(before) : [];
  const prev = before ? scope(before) : {};
  const next = scope(after);
  const changed = leafPaths(next).filter((p) => !deepEqual(getAt(prev, p), getAt(next, p)));
  const removed = leafPaths(prev).filter((p) => !hasAt(next, p));
  const identity = { ...owner, operation: 'Update' as const };
  for (const m of managers) {
    if (sameIdentity(m, identity)) continue;
    m.paths = m.paths.filter(
      (q) => !changed.some((p) => overlaps(p, q)) && !removed.some((r) => overlaps(r, q)),
    );
  }
  if (changed.length > 0) {
    let mine = managers.find((m) => sameIdentity(m, identity));
    if (!mine) {
      mine = { ...identity, time: now, paths: [] };
      managers.push(mine);
    }
    const keys = new Set(mine.paths.map(pathKey));
    mine.paths = [...mine.paths, ...changed.filter((p) => !keys.has(pathKey(p)))];
    mine.time = now;
  }
  writeManagers(after, managers);
}
