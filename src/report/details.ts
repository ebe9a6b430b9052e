import type { ArtifactChange, EnvDiff, ObjectChange } from '../diff/diff';
import { renderArtifactBlock } from './artifact-block';
import type { TextCaps } from './cap';
import { type ChangeBlock, renderChangeBlock } from './change-block';
import {
  artifactShape,
  artifactTier,
  compressNames,
  describedByPlan,
  mirrorsAnObject,
  objectShape,
  objectTier,
  type Tier,
} from './change-groups';
import { escapeText, formatCount } from './escape';
import { morePlanLines, planItems, planTitle } from './plan-changes';
import { fitList, type Sheet } from './sheet';
import { compareNatural, kindPlural } from './what-changed';

/** Changes shown (or stood for), by what they are. */
export interface Tally {
  objects: number;
  artifacts: number;
}

/** One `<details>` block of an environment, or a change said without one. */
export interface DetailUnit {
  kind: 'objects' | 'artifacts';
  /** The `####` heading it goes under: its source, and what the changes under it are. */
  subheading: string;
  /** Absent: artifacts that only mirror an object or the plan of this environment, which say it all. */
  block?: ChangeBlock;
  /** Changes it stands for: several when they are the same change of several objects or files. */
  represents: number;
}

/** Names of artifacts with the same change given in one block's summary; the rest are counted. */
const MAX_NAMES = 3;

const OBJECT_HEADINGS: Record<Tier, string> = { 0: ' — removed', 1: ' — workloads', 2: '' };
const ARTIFACT_HEADINGS: Record<Tier, string> = { 0: ' — artifacts removed', 1: '', 2: ' — artifacts' };

/**
 * An environment's blocks in the reader's order, made only as they are asked for: removals, then
 * workloads whose pod template changed, then the other objects and artifacts. The same change of
 * several objects (same kind, same fields, same values) is one block, the first object's, naming
 * how many others changed so; the same for artifacts whose content diff is the same.
 */
export function* envUnits(env: EnvDiff, caps: TextCaps): Generator<DetailUnit> {
  const objects = byTier(env.changes, objectTier);
  const artifacts = byTier(env.artifacts ?? [], artifactTier);
  for (const tier of [0, 1, 2] as const) {
    yield* objectUnits(objects[tier], tier, caps);
    yield* artifactUnits(artifacts[tier], tier, env, caps);
  }
}

function* objectUnits(changes: ObjectChange[], tier: Tier, caps: TextCaps): Generator<DetailUnit> {
  // Within a source: a block stands under its source's heading.
  const groups = groupBy(changes, (c) => {
    const shape = c.change === 'changed' ? objectShape(c) : undefined;
    return shape === undefined ? undefined : `${c.source}\0${shape}`;
  });
  for (const group of groups) {
    const first = group[0] as ObjectChange;
    const others = group.length - 1;
    const rest = group.slice(1).map(displayName).sort(compareNatural);
    const named = rest.slice(0, MAX_NAMES).join(', ') + (rest.length > MAX_NAMES ? ', …' : '');
    const kinds = others === 1 ? first.key.kind : kindPlural(first.key.kind);
    const note =
      others > 0 ? `and ${formatCount(others)} more ${kinds} changed the same way: ${named}` : undefined;
    yield {
      kind: 'objects',
      subheading: `#### ${escapeText(first.source)}${OBJECT_HEADINGS[tier]}`,
      block: renderChangeBlock(first, caps, note),
      represents: group.length,
    };
  }
}

function* artifactUnits(
  changes: ArtifactChange[],
  tier: Tier,
  env: EnvDiff,
  caps: TextCaps,
): Generator<DetailUnit> {
  const mirrors = changes.filter((c) => mirrorsAnObject(c, env) || describedByPlan(c, env));
  const own = changes.filter((c) => !mirrors.includes(c));
  for (const group of groupBy(own, (c) => `${c.source}\0${artifactShape(c)}`)) {
    const first = group[0] as ArtifactChange;
    const names = compressNames(group.map((c) => c.name));
    const rest = names.length - MAX_NAMES;
    const name = `${names.slice(0, MAX_NAMES).join(', ')}${rest > 0 ? ` and ${formatCount(rest)} more` : ''}`;
    yield {
      kind: 'artifacts',
      subheading: `#### ${escapeText(first.source)}${ARTIFACT_HEADINGS[tier]}`,
      block: renderArtifactBlock({ ...first, name }, caps),
      represents: group.length,
    };
  }
  if (mirrors.length > 0) yield { kind: 'artifacts', subheading: '', represents: mirrors.length };
}

function displayName(c: ObjectChange): string {
  return c.key.namespace ? `${c.key.namespace}/${c.key.name}` : c.key.name;
}

function byTier<T>(items: readonly T[], tierOf: (item: T) => Tier): Record<Tier, T[]> {
  const out: Record<Tier, T[]> = { 0: [], 1: [], 2: [] };
  for (const item of items) out[tierOf(item)].push(item);
  return out;
}

/** Items with the same key together, at the place of the first; an undefined key groups nothing. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string | undefined): T[][] {
  const groups: T[][] = [];
  const byKey = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = key === undefined ? undefined : byKey.get(key);
    if (group) {
      group.push(item);
      continue;
    }
    const fresh = [item];
    groups.push(fresh);
    if (key !== undefined) byKey.set(key, fresh);
  }
  return groups;
}

/**
 * The share of `room` for the first of the environments needing `needs`: the smaller needs are
 * met in full, and the rest split what remains evenly.
 */
export function fairShare(needs: readonly number[], room: number): number {
  const first = needs[0] ?? 0;
  let left = room;
  let count = needs.length;
  for (const need of [...needs].sort((a, b) => a - b)) {
    const share = Math.floor(left / count);
    if (need >= share) return Math.min(first, share);
    left -= need;
    count--;
  }
  return first;
}

/** What an environment's whole section would cost, counted only until it passes `cap`. */
export function envNeed(sheet: Sheet, env: EnvDiff, caps: TextCaps, cap: number): number {
  let need = sheet.cost(`### ${escapeText(env.name)}`);
  for (const plan of env.planChanges ?? []) {
    need += sheet.cost(
      `#### ${escapeText(plan.source)} — ${planTitle(plan)}`,
      planItems(plan, caps).items.join('\n'),
    );
    if (need > cap) return need;
  }
  let subheading: string | undefined;
  for (const unit of envUnits(env, caps)) {
    if (!unit.block) continue;
    if (unit.subheading !== subheading) need += sheet.cost(unit.subheading);
    subheading = unit.subheading;
    need += sheet.cost(unit.block.markdown);
    if (need > cap) return need;
  }
  return need;
}

export interface EnvResult {
  shown: Tally;
  truncated: boolean;
}

/** An environment's plans and blocks, as many as fit before `reserve`. */
export function addEnvironment(sheet: Sheet, env: EnvDiff, caps: TextCaps, reserve: number): EnvResult {
  const result: EnvResult = { shown: { objects: 0, artifacts: 0 }, truncated: false };
  let heading: string | undefined;
  // Headings go in with their first block, so none is left standing empty.
  const headings = (subheading: string): string[] => [
    ...(heading === undefined ? [`### ${escapeText(env.name)}`] : []),
    ...(subheading !== heading ? [subheading] : []),
  ];
  for (const plan of env.planChanges ?? []) {
    const subheading = `#### ${escapeText(plan.source)} — ${planTitle(plan)}`;
    const parts = headings(subheading);
    const section = planItems(plan, caps);
    if (sheet.tryAdd([...parts, section.items.join('\n')], reserve)) {
      heading = subheading;
      result.truncated = section.capped || result.truncated;
      continue;
    }
    // Too long for what is left: as many lines as fit and a line saying how many are not, then
    // nothing more, as with any block that does not fit.
    const room = sheet.room(reserve) - sheet.cost(...parts);
    const fitted = fitList('', section.items, morePlanLines, room, sheet.measure);
    if (sheet.tryAdd([...parts, fitted.text.slice(1)], reserve)) heading = subheading;
    result.truncated = true;
    return result;
  }
  for (const unit of envUnits(env, caps)) {
    if (unit.block) {
      const parts = [...headings(unit.subheading), unit.block.markdown];
      if (!sheet.tryAdd(parts, reserve)) break;
      heading = unit.subheading;
      result.truncated = unit.block.capped || result.truncated;
    }
    result.shown[unit.kind] += unit.represents;
  }
  return result;
}
