import type { ArtifactChange } from '../diff/artifacts';
import type { FieldChange, ObjectChange, PipelineDiff } from '../diff/diff';
import { reasonText } from './artifact-block';
import { cutAt } from './cap';
import {
  artifactShape,
  artifactTier,
  compressNames,
  describedByPlan,
  mirrorsAnObject,
  objectShape,
  objectTier,
  podTemplateFields,
  type Tier,
} from './change-groups';
import { escapeText, formatCount, inlineCode, plural } from './escape';

/**
 * The "what changed" list under the summary table: per set of environments, removals first, then
 * workloads whose pod template changed (with the image or field), then the rest as counts, each
 * change made in several places or environments said once. Texts come from the diff model, which
 * is already redacted.
 */

export const WHAT_CHANGED_HEAD = '### What changed';

export interface WhatChangedSection {
  /** `**In dev and prod:**`: the environments every change under it was made in, identically. */
  head: string;
  items: string[];
}

/** The line that stands for the lines of a section left out; it never shrinks as `omitted` grows. */
export function moreWhatChanged(omitted: number): string {
  return `- _… ${plural(omitted, 'more line')} not shown (the details below and the full diff have them)_`;
}

/** Lines a section shows at most: past this the list is no longer short, and the details follow. */
const MAX_ITEMS = 25;
/** Names given in a line that stands for several objects; the rest are counted. */
const MAX_NAMES = 3;
/** Fields described in one line; the rest are counted. */
const MAX_FIELDS = 3;
/** Characters of a value quoted in a line. */
const MAX_VALUE = 60;
/** Characters of a name or a field's path quoted in a line. */
const MAX_NAME = 120;

interface Entry {
  tier: Tier;
  /** Entries with the same group within a section make one line. */
  group: string;
  label: string;
  object?: ObjectChange;
  artifact?: ArtifactChange;
  envs: string[];
  namespaces: Set<string>;
}

export function whatChanged(diff: PipelineDiff): WhatChangedSection[] {
  // One entry per change, merged across environments when it is the same change of the same object.
  const entries = new Map<string, Entry>();
  for (const env of diff.environments) {
    // Namespaces differ by environment, so they are not part of an object's identity here; objects
    // of one name in two namespaces of one environment are told apart by which comes first.
    const seen = new Map<string, number>();
    for (const o of env.changes) {
      const shape = objectShape(o) ?? `?${diffBody(o.diff)}`;
      const same = `o\0${o.source}\0${o.key.group}/${o.key.kind}\0${o.key.name}\0${shape}`;
      const nth = seen.get(same) ?? 0;
      seen.set(same, nth + 1);
      const id = `${same}\0${nth}`;
      const group = objectShape(o) ?? `${o.key.group}/${o.key.kind}\0${o.change}\0${objectTier(o)}`;
      add(entries, id, env.name, o.key.namespace, () => ({
        tier: objectTier(o),
        group: `o\0${group}`,
        label: o.key.name,
        object: o,
      }));
    }
    for (const a of env.artifacts ?? []) {
      if (mirrorsAnObject(a, env) || describedByPlan(a, env)) continue;
      const shape = artifactShape(a);
      add(entries, `a\0${a.source}\0${a.name}\0${shape}`, env.name, '', () => ({
        tier: artifactTier(a),
        group: `a\0${shape}`,
        label: a.name,
        artifact: a,
      }));
    }
  }

  const order = new Map(diff.environments.map((e, i) => [e.name, i]));
  const sections = new Map<string, Entry[]>();
  for (const e of entries.values()) {
    const key = e.envs.join('\0');
    const list = sections.get(key);
    if (list) list.push(e);
    else sections.set(key, [e]);
  }
  return [...sections.values()]
    .sort(
      (a, b) => envRank(a, order) - envRank(b, order) || (b[0]?.envs.length ?? 0) - (a[0]?.envs.length ?? 0),
    )
    .map((list) => {
      const items = sectionItems(list);
      return { head: `**In ${envWords(list[0]?.envs ?? [])}:**`, items };
    });
}

/** A section's items at most MAX_ITEMS, the last one counting the rest. */
export function cappedItems(section: WhatChangedSection): string[] {
  if (section.items.length <= MAX_ITEMS) return section.items;
  return [...section.items.slice(0, MAX_ITEMS - 1), moreWhatChanged(section.items.length - MAX_ITEMS + 1)];
}

function add(
  entries: Map<string, Entry>,
  id: string,
  env: string,
  namespace: string,
  make: () => Omit<Entry, 'envs' | 'namespaces'>,
): void {
  let entry = entries.get(id);
  if (!entry) {
    entry = { ...make(), envs: [], namespaces: new Set() };
    entries.set(id, entry);
  }
  if (!entry.envs.includes(env)) entry.envs.push(env);
  entry.namespaces.add(namespace);
}

function envRank(list: Entry[], order: Map<string, number>): number {
  return order.get(list[0]?.envs[0] ?? '') ?? 0;
}

function sectionItems(list: Entry[]): string[] {
  const lines: string[] = [];
  for (const tier of [0, 1, 2] as const) {
    const groups = new Map<string, Entry[]>();
    for (const e of list) {
      if (e.tier !== tier) continue;
      const g = groups.get(e.group);
      if (g) g.push(e);
      else groups.set(e.group, [e]);
    }
    // Past MAX_NAMES objects of one kind changed each its own way, the rest are one count.
    const alone = new Map<string, Entry[]>();
    for (const [key, group] of groups) {
      const o = group[0]?.object;
      if (tier !== 2 || group.length > 1 || !o) continue;
      const kind = `${o.key.group}/${o.key.kind}\0${o.change}`;
      alone.set(kind, [...(alone.get(kind) ?? []), ...group]);
      groups.delete(key);
    }
    const objects = [...groups.values()].filter((g) => g[0]?.object);
    const artifacts = [...groups.values()].filter((g) => g[0]?.artifact);
    for (const group of objects) lines.push(lineOf(group));
    for (const group of alone.values()) {
      if (group.length > MAX_NAMES) lines.push(countLine(group));
      else for (const e of group) lines.push(lineOf([e]));
    }
    for (const group of artifacts) lines.push(lineOf(group));
  }
  return lines;
}

/** `400 ConfigMaps changed (`cm-1`, … and 397 more): `data.version``: the paths when all share them. */
function countLine(group: Entry[]): string {
  const o = group[0]?.object as ObjectChange;
  const names = nameList(group.map(labelOf).sort(compareNatural));
  const line = `- ${formatCount(group.length)} ${escapeText(kindPlural(o.key.kind))} ${o.change} (${names})`;
  const paths = (e: Entry) => JSON.stringify(e.object?.fields?.map((f) => f.path) ?? null);
  const shared = paths(group[0] as Entry);
  const fields = o.fields ?? [];
  if (fields.length === 0 || o.fieldsOmitted || group.some((e) => paths(e) !== shared)) return line;
  const shown = fields.slice(0, MAX_FIELDS).map((f) => code(f.path));
  const rest = fields.length - shown.length;
  return `${line}: ${shown.join(', ')}${rest > 0 ? ` and ${plural(rest, 'more field')}` : ''}`;
}

function lineOf(group: Entry[]): string {
  const first = group[0] as Entry;
  if (first.artifact) return artifactLine(first.artifact, group);
  const o = first.object as ObjectChange;
  const names = nameList(group.map(labelOf).sort(compareNatural));
  const kind = escapeText(o.key.kind);
  const many = `${formatCount(group.length)} ${escapeText(kindPlural(o.key.kind))}`;
  // `Service `a``, `3 Services (`a`, `b` and `c`)`; with a verb the names follow it.
  const subject = (verb: string) =>
    group.length === 1 ? `${kind} ${names}${verb}` : `${many}${verb} (${names})`;
  if (first.tier === 0) return `- **Removed:** ${subject('')}`;
  const fields = first.tier === 1 ? workloadFields(o) : (o.fields ?? []);
  const line = `- ${subject(first.tier === 1 ? '' : ` ${o.change}`)}`;
  if (objectShape(o) === undefined || fields.length === 0) return line;
  return `${line}: ${fieldsWords(fields, fields.length + (o.fieldsOmitted ?? 0))}`;
}

/** `cm-2` before `cm-10`, as a reader counts. */
export function compareNatural(a: string, b: string): number {
  const x = a.split(/(\d+)/);
  const y = b.split(/(\d+)/);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [x[i] as string, y[i] as string];
    if (p === q) continue;
    if (i % 2 === 1 && Number(p) !== Number(q)) return Number(p) - Number(q);
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}

/** A workload's pod template fields first: they are why its pods are replaced. */
function workloadFields(o: ObjectChange): FieldChange[] {
  const template = podTemplateFields(o);
  return [...template, ...(o.fields ?? []).filter((f) => !template.includes(f))];
}

function artifactLine(a: ArtifactChange, group: Entry[]): string {
  const names = nameList(compressNames(group.map((e) => e.label)));
  if (a.change === 'removed') return `- **Removed:** ${names}`;
  const reason = reasonText(a);
  const status = reason.includes('→') ? ` (${escapeText(reason)})` : '';
  return `- ${names} ${a.change}${status}`;
}

/** `name`, or `namespace/name` when the object has one namespace wherever it changed. */
function labelOf(e: Entry): string {
  const [ns] = e.namespaces;
  return e.namespaces.size === 1 && ns ? `${ns}/${e.label}` : e.label;
}

function nameList(names: readonly string[]): string {
  const shown = names.slice(0, MAX_NAMES).map((n) => code(n));
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${formatCount(rest)} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

function fieldsWords(fields: readonly FieldChange[], total: number): string {
  const words = fields.slice(0, MAX_FIELDS).map(fieldWords);
  const rest = total - words.length;
  return rest > 0 ? `${words.join('; ')}; and ${plural(rest, 'more field')}` : words.join('; ');
}

const IMAGE = /(?:^|\.)(?:initContainers|containers|ephemeralContainers)\[name=(.*)\]\.image$/;

function fieldWords(f: FieldChange): string {
  const image = IMAGE.exec(f.path);
  if (image && f.base !== undefined && f.head !== undefined)
    return `image ${value(f.base)} → ${value(f.head)} (container ${code(image[1] ?? '')})`;
  const path = code(f.path);
  if (f.base === undefined) return `${path} added: ${value(f.head ?? '')}`;
  if (f.head === undefined) return `${path} removed (was ${value(f.base)})`;
  const [before, after] = [value(f.base), value(f.head)];
  // Long values that differ past the part quoted would read as no change: the diff below shows it.
  return before === after ? `${path} changed` : `${path} ${before} → ${after}`;
}

/** A field's JSON value as code: a string without its quotes, cut. */
function value(json: string): string {
  let text = json;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed === 'string') text = parsed;
  } catch {
    // A value cut short is no longer JSON: shown as it is.
  }
  return code(text, MAX_VALUE);
}

/** A name or path as one line of code, cut: a key or name may be as long as a pull request makes it. */
function code(text: string, max = MAX_NAME): string {
  const line = oneLine(text);
  return inlineCode(line.length > max ? `${cutAt(line, max - 1)}…` : line);
}

function oneLine(s: string): string {
  return s.replace(/\r\n|\r|\n/g, '\\n');
}

/** `dev`, `dev and prod`, `dev, staging and prod`. */
function envWords(envs: readonly string[]): string {
  const names = envs.map(escapeText);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** English plural of a kind: ConfigMaps, Ingresses, NetworkPolicies. */
export function kindPlural(kind: string): string {
  if (/(s|x|z|ch|sh)$/.test(kind)) return `${kind}es`;
  if (/[^aeiou]y$/.test(kind)) return `${kind.slice(0, -1)}ies`;
  return `${kind}s`;
}

function diffBody(diff: string): string {
  return diff.split('\n').slice(2).join('\n');
}
