/**
 * Sprig's semver and semverCompare over Masterminds/semver v3.4.0: NewVersion's loose parsing
 * ("1.2" is 1.2.0, a leading "v" allowed), and NewConstraint/Check with its operators (=, !=, >,
 * <, >=, <=, ~, ~>, ^), wildcards (1.2.x, *), hyphen ranges (1.2 - 1.4.5), AND by comma or space,
 * OR by ||, and its prerelease rule: a prerelease version satisfies a constraint group only when
 * that group itself names a prerelease.
 *
 * `semver` returns Go's *Version; templates read it as `.Major`, `.Minor`, `.Patch`,
 * `.Prerelease`, `.Metadata`, `.Original` (methods in Go, fields of a map here).
 */
import { RE2JS } from 're2js';
import { type FuncMap, GoInt } from '../value';
import { def, type SemverValue } from './common';

interface Version {
  major: bigint;
  minor: bigint;
  patch: bigint;
  pre: string;
  metadata: string;
  original: string;
}

const LOOSE =
  /^v?([0-9]+)(\.[0-9]+)?(\.[0-9]+)?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?$/;
const ALLOWED = /^[0-9A-Za-z-]*$/;
const MAX_U64 = 18446744073709551615n;

function parseSegment(s: string): bigint {
  const v = BigInt(s);
  if (v > MAX_U64) {
    throw new Error(
      `error parsing version segment: strconv.ParseUint: parsing ${JSON.stringify(s)}: value out of range`,
    );
  }
  return v;
}

/** semver.NewVersion (coercing). */
export function newVersion(v: string): Version {
  const m = LOOSE.exec(v);
  if (!m) throw new Error('invalid semantic version');
  const sv: Version = {
    major: parseSegment(m[1] as string),
    minor: m[2] ? parseSegment((m[2] as string).slice(1)) : 0n,
    patch: m[3] ? parseSegment((m[3] as string).slice(1)) : 0n,
    pre: m[5] ?? '',
    metadata: m[8] ?? '',
    original: v,
  };
  if (sv.pre !== '') {
    for (const p of sv.pre.split('.')) {
      if (p === '') throw new Error('invalid prerelease string');
      if (/^[0-9]+$/.test(p)) {
        if (p.length > 1 && p[0] === '0') throw new Error('version segment starts with 0');
      } else if (!ALLOWED.test(p)) throw new Error('invalid prerelease string');
    }
  }
  if (sv.metadata !== '') {
    for (const p of sv.metadata.split('.'))
      if (p === '' || !ALLOWED.test(p)) throw new Error('invalid metadata string');
  }
  return sv;
}

const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
const U64 = /^[0-9]+$/;

function comparePrePart(s: string, o: string): number {
  if (s === o) return 0;
  if (s === '') return o !== '' ? -1 : 1;
  if (o === '') return s !== '' ? 1 : -1;
  const oNum = U64.test(o) && BigInt(o) <= MAX_U64;
  const sNum = U64.test(s) && BigInt(s) <= MAX_U64;
  if (!oNum && !sNum) return s > o ? 1 : -1;
  if (!oNum) return -1;
  if (!sNum) return 1;
  return BigInt(s) > BigInt(o) ? 1 : -1;
}

function comparePrerelease(v: string, o: string): number {
  const sp = v.split('.');
  const op = o.split('.');
  const l = Math.max(sp.length, op.length);
  for (let i = 0; i < l; i++) {
    const d = comparePrePart(sp[i] ?? '', op[i] ?? '');
    if (d !== 0) return d;
  }
  return 0;
}

export function compareVersions(v: Version, o: Version): number {
  const d = cmp(v.major, o.major) || cmp(v.minor, o.minor) || cmp(v.patch, o.patch);
  if (d !== 0) return d;
  if (v.pre === '' && o.pre === '') return 0;
  if (v.pre === '') return 1;
  if (o.pre === '') return -1;
  return comparePrerelease(v.pre, o.pre);
}

const OPS = '=||!=|>|<|>=|=>|<=|=<|~|~>|\\^';
const CV =
  '(v?([0-9|x|X|\\*]+)(\\.[0-9|x|X|\\*]+)?(\\.[0-9|x|X|\\*]+)?' +
  '(-([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?' +
  '(\\+([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?)';
const CV_NC = CV.replace(/\((?!\?)/g, '(?:');
// Masterminds' constraint patterns, on RE2 as in Go: in a backtracking engine their adjacent `\s*`
// runs make a constraint of a few thousand blanks take minutes (cubic), in RE2 it is linear.
const constraintRegex = RE2JS.compile(`^\\s*(${OPS})\\s*${CV}\\s*$`);
const rangeRegex = RE2JS.compile(`\\s*${CV}\\s+-\\s+${CV}\\s*`);
const findRegex = RE2JS.compile(`(?:${OPS})\\s*${CV_NC}`);
const validRegex = RE2JS.compile(
  `^(?:\\s*(?:${OPS})\\s*${CV_NC}\\s*)(?:(?:\\s+|,\\s*)(?:${OPS})\\s*${CV_NC}\\s*)*$`,
);

interface Constraint {
  con: Version;
  orig: string;
  op: string;
  minorDirty: boolean;
  patchDirty: boolean;
  dirty: boolean;
}

const isX = (x: string) => x === 'x' || x === '*' || x === 'X';

function parseConstraint(c: string): Constraint {
  const m = constraintRegex.exec(c) as (string | undefined)[] | null;
  if (!m) throw new Error(`improper constraint: ${c}`);
  let ver = m[2] as string;
  let minorDirty = false;
  let patchDirty = false;
  let dirty = false;
  const major = m[3] ?? '';
  const minor = m[4] ?? '';
  const patch = m[5] ?? '';
  const pre = m[6] ?? '';
  if (isX(major) || major === '') {
    ver = `0.0.0${pre}`;
    dirty = true;
  } else if (isX(minor.replace(/^\./, '')) || minor === '') {
    minorDirty = true;
    dirty = true;
    ver = `${major}.0.0${pre}`;
  } else if (isX(patch.replace(/^\./, '')) || patch === '') {
    dirty = true;
    patchDirty = true;
    ver = `${major}${minor}.0${pre}`;
  }
  let con: Version;
  try {
    con = newVersion(ver);
  } catch {
    throw new Error('constraint parser error');
  }
  return { con, orig: m[2] as string, op: m[1] as string, minorDirty, patchDirty, dirty };
}

function tilde(v: Version, c: Constraint): boolean {
  if (compareVersions(v, c.con) < 0) return false;
  if (c.con.major === 0n && c.con.minor === 0n && c.con.patch === 0n && !c.minorDirty && !c.patchDirty)
    return true;
  if (v.major !== c.con.major) return false;
  if (v.minor !== c.con.minor && !c.minorDirty) return false;
  return true;
}

function check(v: Version, c: Constraint, includePre: boolean): boolean {
  if (v.pre !== '' && !includePre) return false;
  const k = c.con;
  switch (c.op) {
    case '':
    case '=':
      return c.dirty ? tilde(v, c) : compareVersions(v, k) === 0;
    case '!=':
      if (c.dirty) {
        if (k.major !== v.major) return true;
        if (k.minor !== v.minor && !c.minorDirty) return true;
        if (c.minorDirty) return false;
        if (k.patch !== v.patch && !c.patchDirty) return true;
        if (c.patchDirty) {
          if (v.pre !== '' || k.pre !== '') return comparePrerelease(v.pre, k.pre) !== 0;
          return false;
        }
      }
      return compareVersions(v, k) !== 0;
    case '>':
      if (!c.dirty) return compareVersions(v, k) === 1;
      if (v.major > k.major) return true;
      if (v.major < k.major) return false;
      if (c.minorDirty) return false;
      if (c.patchDirty) return v.minor > k.minor;
      return compareVersions(v, k) === 1;
    case '<':
      return compareVersions(v, k) < 0;
    case '>=':
    case '=>':
      return compareVersions(v, k) >= 0;
    case '<=':
    case '=<':
      if (!c.dirty) return compareVersions(v, k) <= 0;
      if (v.major > k.major) return false;
      if (v.major === k.major && v.minor > k.minor && !c.minorDirty) return false;
      return true;
    case '~':
    case '~>':
      return tilde(v, c);
    case '^':
      if (compareVersions(v, k) < 0) return false;
      if (k.major > 0n || c.minorDirty) return v.major === k.major;
      if (k.major === 0n && v.major > 0n) return false;
      if (k.minor > 0n || c.patchDirty) return v.minor === k.minor;
      if (k.minor === 0n && v.minor > 0n) return false;
      return k.patch === v.patch;
  }
  return false;
}

/** semver.NewConstraint: groups of ANDed constraints, ORed. */
function newConstraint(text: string): { groups: Constraint[][]; pre: boolean[] } {
  let c = text;
  for (const m of rangeRegex.matchAll(text)) c = c.replace(m[0], `>= ${m[1]}, <= ${m[11]} `);
  const groups: Constraint[][] = [];
  const pre: boolean[] = [];
  for (const part of c.split('||')) {
    if (!validRegex.test(part)) throw new Error(`improper constraint: ${part}`);
    const found: string[] = findRegex.re2().findAll(part, -1) ?? [part];
    const cs = found.map(parseConstraint);
    groups.push(cs);
    pre.push(cs.some((x) => x.con.pre !== ''));
  }
  return { groups, pre };
}

export function semverCompare(constraint: string, version: string): boolean {
  const c = newConstraint(constraint);
  const v = newVersion(version);
  return c.groups.some((g, i) => g.every((x) => check(v, x, c.pre[i] as boolean)));
}

export const semverFuncs: FuncMap = {
  semver: def('semver', ['string'], null, (s: string): SemverValue => {
    const v = newVersion(s);
    return {
      // Version's Major(), Minor() and Patch() return uint64.
      Major: new GoInt('uint64', v.major),
      Minor: new GoInt('uint64', v.minor),
      Patch: new GoInt('uint64', v.patch),
      Prerelease: v.pre,
      Metadata: v.metadata,
      Original: v.original,
    };
  }),
  semverCompare: def('semverCompare', ['string', 'string'], null, semverCompare),
};
