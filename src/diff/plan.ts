import { parse } from 'yaml';
import { canonicalJson } from '../model/hash';
import { PLAN_MEDIA_TYPE } from '../model/hub-plan';
import type { Artifact } from '../model/types';
import { compareStrings, isRecord } from '../model/values';
import type { ChangeKind } from './diff';
import { fieldChanges } from './fields';
import type { Redactor } from './redact';

export { PLAN_MEDIA_TYPE };

/**
 * One named value of a plan (a parameter or an output) that differs. Values are as shown: a
 * string as it is, any other JSON value as JSON, secrets learned by the run's redactor replaced by
 * their tokens; a value the stack masks stays `(redacted)`.
 */
export interface PlanValueChange {
  name: string;
  change: ChangeKind;
  base?: string;
  head?: string;
}

/** Capabilities gained and lost, sorted. */
export interface ProvidesChange {
  added: string[];
  removed: string[];
}

/**
 * One component of the plan that differs. One added to or removed from the plan carries its status
 * and reason only; one in both carries both sides' status (and reason, when given), and
 * `optional`/`type` only when they changed.
 */
export interface PlanComponentChange {
  name: string;
  change: ChangeKind;
  /** `deploy`, `skip` or `fail`. */
  baseStatus?: string;
  headStatus?: string;
  baseReason?: string;
  headReason?: string;
  baseOptional?: boolean;
  headOptional?: boolean;
  baseType?: string;
  headType?: string;
  parameters: PlanValueChange[];
  outputs: PlanValueChange[];
  provides: ProvidesChange;
}

/**
 * How one stack source's plan differs between base and head, in a reviewer's terms. A plan on one
 * side only (a new or dropped stack source) lists its components with their statuses and nothing
 * else; the plan artifact itself holds the rest.
 */
export interface PlanChange {
  source: string;
  /** The plan artifact's name (`plan`). */
  name: string;
  change: ChangeKind;
  /**
   * The deploy order of both sides, when components in both plans changed places; a component
   * added or removed is a change of its own, not of the order.
   */
  order?: { base: string[]; head: string[] };
  /**
   * The stack's own parameters that changed, by qualified name; an object-valued one as its
   * changed keys (`monitoring.rules.scrapeInterval`). Absent from plans that did not record them.
   */
  parameters?: PlanValueChange[];
  /** Components in the head plan's order, then those removed in the base plan's order. */
  components: PlanComponentChange[];
  /** The stack's own provides and outputs. */
  provides: ProvidesChange;
  outputs: PlanValueChange[];
}

interface PlanComponent {
  name: string;
  status?: string;
  reason?: string;
  optional?: boolean;
  type?: string;
  parameters: Record<string, unknown>;
  outputs: Record<string, unknown>;
  provides: string[];
}

interface Plan {
  parameters: Record<string, unknown>;
  order: string[];
  components: PlanComponent[];
  provides: string[];
  outputs: Record<string, unknown>;
}

function isPlanArtifact(a: Artifact): boolean {
  return a.mediaType === PLAN_MEDIA_TYPE;
}

/**
 * The plan changes of one environment, paired by source and name; undefined when neither side
 * carries a plan, so a pipeline without stack sources reports as before. A plan whose content does
 * not parse on either side (a failed render publishes none) is left to the artifact diff: guessing
 * would call every component added or removed. Every text goes through `redactor.redactText`, so
 * it must already know every secret of both sides.
 */
export function diffPlans(
  base: readonly Artifact[],
  head: readonly Artifact[],
  redactor: Redactor,
): PlanChange[] | undefined {
  const basePlans = base.filter(isPlanArtifact);
  const headPlans = head.filter(isPlanArtifact);
  if (basePlans.length === 0 && headPlans.length === 0) return undefined;
  const pending = new Map(basePlans.map((a) => [idOf(a), a]));
  const pairs: Array<{ base?: Artifact; head?: Artifact }> = [];
  for (const h of headPlans) {
    pairs.push({ base: pending.get(idOf(h)), head: h });
    pending.delete(idOf(h));
  }
  for (const b of pending.values()) pairs.push({ base: b });
  pairs.sort((x, y) => compareStrings(sourceOf(x), sourceOf(y)));

  const out: PlanChange[] = [];
  for (const pair of pairs) {
    const b = pair.base ? parsePlan(pair.base.content) : undefined;
    const h = pair.head ? parsePlan(pair.head.content) : undefined;
    if ((pair.base && !b) || (pair.head && !h)) continue;
    const change = comparePlans(b, h, redactor);
    if (change) out.push({ source: sourceOf(pair), name: (pair.head ?? pair.base)?.name ?? '', ...change });
  }
  return out;
}

type Compared = Omit<PlanChange, 'source' | 'name'>;

function comparePlans(
  base: Plan | undefined,
  head: Plan | undefined,
  redactor: Redactor,
): Compared | undefined {
  const text = redactor.redactText;
  if (!base || !head) {
    const only = (head ?? base) as Plan;
    const side = head ? 'head' : 'base';
    return {
      change: head ? 'added' : 'removed',
      components: only.components.map((c) => ({
        ...listed(c, side, text),
        change: head ? 'added' : 'removed',
      })),
      provides: { added: [], removed: [] },
      outputs: [],
    };
  }
  const baseByName = new Map(base.components.map((c) => [c.name, c]));
  const headNames = new Set(head.components.map((c) => c.name));
  const components: PlanComponentChange[] = [];
  for (const h of head.components) {
    const b = baseByName.get(h.name);
    if (!b) components.push({ ...listed(h, 'head', text), change: 'added' });
    else {
      const changed = compareComponents(b, h, text);
      if (changed) components.push(changed);
    }
  }
  for (const b of base.components) {
    if (!headNames.has(b.name)) components.push({ ...listed(b, 'base', text), change: 'removed' });
  }
  const orderChanged = reordered(base.order, head.order);
  const provides = compareLists(base.provides, head.provides, text);
  const outputs = compareValues(base.outputs, head.outputs, text);
  const parameters = compareValues(base.parameters, head.parameters, text);
  const same = components.length === 0 && isEmpty(provides) && outputs.length === 0;
  if (!orderChanged && same && parameters.length === 0) return undefined;
  return {
    change: 'changed',
    ...(orderChanged ? { order: { base: base.order.map(text), head: head.order.map(text) } } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    components,
    provides,
    outputs,
  };
}

/** A component added to or removed from the plan: who it is and what it would have done. */
function listed(
  c: PlanComponent,
  side: 'base' | 'head',
  text: (s: string) => string,
): Omit<PlanComponentChange, 'change'> {
  return {
    name: text(c.name),
    ...(c.status !== undefined ? { [`${side}Status`]: text(c.status) } : {}),
    ...(c.reason !== undefined ? { [`${side}Reason`]: text(c.reason) } : {}),
    parameters: [],
    outputs: [],
    provides: { added: [], removed: [] },
  };
}

function compareComponents(
  b: PlanComponent,
  h: PlanComponent,
  text: (s: string) => string,
): PlanComponentChange | undefined {
  const parameters = compareValues(b.parameters, h.parameters, text);
  const outputs = compareValues(b.outputs, h.outputs, text);
  const provides = compareLists(b.provides, h.provides, text);
  const optionalChanged = (b.optional ?? false) !== (h.optional ?? false);
  const typeChanged = b.type !== h.type;
  const same =
    b.status === h.status &&
    b.reason === h.reason &&
    !optionalChanged &&
    !typeChanged &&
    parameters.length === 0 &&
    outputs.length === 0 &&
    isEmpty(provides);
  if (same) return undefined;
  const optional = (key: string, v: unknown) => (v !== undefined ? { [key]: v } : {});
  return {
    name: text(h.name),
    change: 'changed',
    ...optional('baseStatus', b.status !== undefined ? text(b.status) : undefined),
    ...optional('headStatus', h.status !== undefined ? text(h.status) : undefined),
    ...optional('baseReason', b.reason !== undefined ? text(b.reason) : undefined),
    ...optional('headReason', h.reason !== undefined ? text(h.reason) : undefined),
    ...(optionalChanged ? { baseOptional: b.optional ?? false, headOptional: h.optional ?? false } : {}),
    ...(typeChanged
      ? {
          ...optional('baseType', b.type !== undefined ? text(b.type) : undefined),
          ...optional('headType', h.type !== undefined ? text(h.type) : undefined),
        }
      : {}),
    parameters,
    outputs,
    provides,
  };
}

/**
 * Values added, removed or changed, by name; a change of JSON type (`"3"` to `3`) counts. A value
 * that is a mapping on both sides shows as the keys that changed in it, each named in full.
 */
function compareValues(
  base: Record<string, unknown>,
  head: Record<string, unknown>,
  text: (s: string) => string,
): PlanValueChange[] {
  const names = [...new Set([...Object.keys(base), ...Object.keys(head)])].sort(compareStrings);
  const out: PlanValueChange[] = [];
  for (const name of names) {
    const inBase = Object.hasOwn(base, name);
    const inHead = Object.hasOwn(head, name);
    if (inBase && inHead && canonicalJson(base[name]) === canonicalJson(head[name])) continue;
    const [b, h] = [mappingOf(base[name]), mappingOf(head[name])];
    if (b && h) {
      out.push(...keyChanges(name, b, h, text));
      continue;
    }
    out.push(valueChange(name, inBase, inHead, base[name], head[name], text));
  }
  return out;
}

function valueChange(
  name: string,
  inBase: boolean,
  inHead: boolean,
  b: unknown,
  h: unknown,
  text: (s: string) => string,
): PlanValueChange {
  const change: ChangeKind = !inBase ? 'added' : !inHead ? 'removed' : 'changed';
  let before = inBase ? shownValue(b) : undefined;
  let after = inHead ? shownValue(h) : undefined;
  // `"3"` and `3` look alike as shown; JSON tells them apart.
  if (before !== undefined && before === after) {
    before = JSON.stringify(b) ?? 'null';
    after = JSON.stringify(h) ?? 'null';
  }
  return {
    name: text(name),
    change,
    ...(before !== undefined ? { base: text(before) } : {}),
    ...(after !== undefined ? { head: text(after) } : {}),
  };
}

/** The keys of a mapping-valued parameter that changed, as `name.key.sub`, each shown like a value. */
function keyChanges(
  name: string,
  base: Record<string, unknown>,
  head: Record<string, unknown>,
  text: (s: string) => string,
): PlanValueChange[] {
  const { fields, omitted } = fieldChanges(base, head);
  const out = fields.map((f) => {
    const b = f.base === undefined ? undefined : parsedOr(f.base);
    const h = f.head === undefined ? undefined : parsedOr(f.head);
    return valueChange(
      `${name}${f.path.startsWith('[') ? '' : '.'}${f.path}`,
      f.base !== undefined,
      f.head !== undefined,
      b,
      h,
      text,
    );
  });
  // Past what a comment lists; the plan artifact's diff has every key.
  if (omitted > 0) out.push({ name: text(`${name} (${omitted} more keys changed)`), change: 'changed' });
  return out;
}

/** Longest text read as a mapping: past this a parameter is compared as the text it is. */
const MAX_MAPPING_TEXT = 64 * 1024;

/**
 * A parameter's value as a mapping: one that is, or a string holding a YAML flow mapping, as Hub
 * parameters that a blueprint reads as an object do (`{hostname: "a", replicas: 1}`).
 */
function mappingOf(value: unknown): Record<string, unknown> | undefined {
  if (isRecord(value)) return value;
  if (typeof value !== 'string' || value.length > MAX_MAPPING_TEXT || !/^\s*\{[\s\S]*\}\s*$/.test(value))
    return undefined;
  try {
    // A pull request writes these: no aliases (no expansion), and the text is bounded above.
    const parsed: unknown = parse(value, { maxAliasCount: 0 });
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A field's JSON as its value; a value cut short (no longer JSON) as the text it is. */
function parsedOr(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/** Whether the names on both sides are in another order (the others left out). */
function reordered(base: string[], head: string[]): boolean {
  const inHead = new Set(head);
  const inBase = new Set(base);
  const common = (names: string[], other: Set<string>) => names.filter((n) => other.has(n));
  return canonicalJson(common(base, inHead)) !== canonicalJson(common(head, inBase));
}

function compareLists(base: string[], head: string[], text: (s: string) => string): ProvidesChange {
  const b = new Set(base);
  const h = new Set(head);
  return {
    added: [...h]
      .filter((x) => !b.has(x))
      .sort(compareStrings)
      .map(text),
    removed: [...b]
      .filter((x) => !h.has(x))
      .sort(compareStrings)
      .map(text),
  };
}

function isEmpty(p: ProvidesChange): boolean {
  return p.added.length === 0 && p.removed.length === 0;
}

/** A string as it is (an empty one as `""`, so it shows); anything else as JSON. */
function shownValue(v: unknown): string {
  if (typeof v === 'string') return v === '' ? '""' : v;
  return canonicalJson(v) ?? 'null';
}

/** The plan as the contract shapes it; fields of the wrong type are read as absent. */
function parsePlan(content: string): Plan | undefined {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const components: PlanComponent[] = [];
  const seen = new Set<string>();
  for (const c of Array.isArray(value.components) ? value.components : []) {
    if (!isRecord(c) || typeof c.name !== 'string' || seen.has(c.name)) continue;
    seen.add(c.name);
    components.push({
      name: c.name,
      ...(typeof c.status === 'string' ? { status: c.status } : {}),
      ...(typeof c.reason === 'string' && c.reason !== '' ? { reason: c.reason } : {}),
      ...(typeof c.optional === 'boolean' ? { optional: c.optional } : {}),
      ...(typeof c.type === 'string' ? { type: c.type } : {}),
      parameters: isRecord(c.parameters) ? c.parameters : {},
      outputs: isRecord(c.outputs) ? c.outputs : {},
      provides: strings(c.provides),
    });
  }
  return {
    parameters: isRecord(value.parameters) ? value.parameters : {},
    order: strings(value.order),
    components,
    provides: strings(value.provides),
    outputs: isRecord(value.outputs) ? value.outputs : {},
  };
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

function idOf(a: Artifact): string {
  return `${a.source}\0${a.name}`;
}

function sourceOf(pair: { base?: Artifact; head?: Artifact }): string {
  return (pair.head ?? pair.base)?.source ?? '';
}
