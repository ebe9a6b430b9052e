import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import { redactDiagnostic } from '../model/diagnostic';
import { identicalJson, sameCanonicalJson } from '../model/hash';
import { displayKey, keyId, objectKey } from '../model/key';
import type { Artifact, Diagnostic, IgnoreRule, KubeObject, ObjectKey, RenderedObject } from '../model/types';
import { compareStrings } from '../model/values';
import { type ArtifactChange, diffArtifacts, learnArtifactSecrets } from './artifacts';
import { type FieldChange, fieldChanges } from './fields';

export type { ArtifactChange } from './artifacts';
export type { FieldChange } from './fields';
export type { PlanChange, PlanComponentChange, PlanValueChange } from './plan';

import { applyIgnoreRules } from './ignore';
import { diffPlans, type PlanChange } from './plan';
import { createRedactor, type Redactor } from './redact';
import { toStableYaml } from './yaml';

export interface Counts {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
}

export type ChangeKind = 'added' | 'changed' | 'removed';

export interface ObjectChange {
  source: string;
  component: string;
  file?: string;
  /** The head key, or the base key of a removed object. */
  key: ObjectKey;
  /** `keyId(key)`: version-less, so an apiVersion move is one change. */
  id: string;
  change: ChangeKind;
  /** Unified diff of the redacted stable YAML without ignored fields, headers only (no `Index:` preamble). */
  diff: string;
  /** Of a changed object: the leaves that differ, from the same redacted objects as `diff`. */
  fields?: FieldChange[];
  /** Of a changed object: leaves that differ beyond `fields`. */
  fieldsOmitted?: number;
}

export interface RenderDiff {
  summary: Counts;
  bySource: Record<string, Counts>;
  changes: ObjectChange[];
}

export interface DiffOptions {
  /** One per run, shared by base and head so equal secrets give equal tokens. Default: a fresh one. */
  redactor?: Redactor;
  /** Lines of context in each hunk. Default 3. */
  context?: number;
  /** Fields left out of both sides, so they neither count as a change nor show. Default: none. */
  ignore?: readonly IgnoreRule[];
}

/** One environment's render, as `rigging render -o json` prints it. */
export interface EnvRender {
  name: string;
  objects: RenderedObject[];
  /** Output that is not objects (a snippet's rendered JSON, BOSH job files); none when absent. */
  artifacts?: Artifact[];
  diagnostics: Diagnostic[];
}

export interface EnvDiff extends RenderDiff {
  name: string;
  /**
   * Artifacts added, removed or changed, by source then render order. Present (empty when none)
   * whenever either side's render carries artifacts, as every render through the pipeline does.
   */
  artifacts?: ArtifactChange[];
  /** The artifacts' counts, beside the objects' `summary`; present with `artifacts`. */
  artifactSummary?: Counts;
  /**
   * How each stack source's plan changed, in a reviewer's terms, by source. Present (empty when
   * none changed) whenever either side carries a stack plan artifact, which also shows in `artifacts`.
   */
  planChanges?: PlanChange[];
  /** Head render diagnostics, messages redacted. */
  diagnostics: Diagnostic[];
}

/** What `rigging diff -o json` prints. */
export interface PipelineDiff {
  environments: EnvDiff[];
}

/** Changed, added and removed objects and artifacts over every environment. */
export function countChanges(diff: PipelineDiff): number {
  return countObjectChanges(diff) + countArtifactChanges(diff);
}

export function countObjectChanges(diff: PipelineDiff): number {
  return diff.environments.reduce((n, e) => n + e.changes.length, 0);
}

export function countArtifactChanges(diff: PipelineDiff): number {
  return diff.environments.reduce((n, e) => n + (e.artifacts?.length ?? 0), 0);
}

const DEFAULT_CONTEXT = 3;

export function emptyCounts(): Counts {
  return { added: 0, changed: 0, removed: 0, unchanged: 0 };
}

interface Side {
  rendered: RenderedObject;
  /** Position in its render, for ordering. */
  index: number;
  key: ObjectKey;
  id: string;
  /** The object as compared and shown: redacted, then without ignored fields (made when first asked). */
  shown(): KubeObject;
}

export function diffRenders(
  base: RenderedObject[],
  head: RenderedObject[],
  opts: DiffOptions = {},
): RenderDiff {
  const redactor = opts.redactor ?? createRedactor();
  const context = opts.context ?? DEFAULT_CONTEXT;
  const ignore = opts.ignore ?? [];
  // Learn every Secret of both sides first, so a ConfigMap copying one is redacted wherever it sits.
  for (const r of [...base, ...head]) redactor.learn(r.object);
  // Every Secret is learned by now: an object's redacted form no longer depends on when it is made.
  const baseSides = base.map((r, index) => side(r, index, redactor, ignore));
  const headSides = head.map((r, index) => side(r, index, redactor, ignore));

  // Objects with the same id in one render are paired in order, so none is lost.
  const pending = new Map<string, Side[]>();
  for (const b of baseSides) {
    const queue = pending.get(b.id);
    if (queue) queue.push(b);
    else pending.set(b.id, [b]);
  }

  const bySource = new Map<string, Counts>();
  const countsFor = (source: string): Counts => {
    let c = bySource.get(source);
    if (!c) {
      c = emptyCounts();
      bySource.set(source, c);
    }
    return c;
  };

  const entries: Array<{ change: ObjectChange; order: number }> = [];
  for (const h of headSides) {
    const b = pending.get(h.id)?.shift();
    const counts = countsFor(h.rendered.source);
    if (!b) {
      counts.added++;
      entries.push({ order: h.index, change: objectChange(h, 'added', unifiedDiff(undefined, h, context)) });
    } else if (
      // The same object on both sides shows the same: redaction and ignore rules are functions of
      // the object (and of the Secrets learned above). Most of a diff is such objects: their
      // strings are then never searched for secrets.
      identicalJson(b.rendered.object, h.rendered.object) ||
      sameCanonicalJson(b.shown(), h.shown())
    ) {
      counts.unchanged++;
    } else {
      counts.changed++;
      const { fields, omitted } = fieldChanges(b.shown(), h.shown());
      const change = objectChange(h, 'changed', unifiedDiff(b, h, context));
      entries.push({
        order: h.index,
        change: { ...change, fields, ...(omitted > 0 ? { fieldsOmitted: omitted } : {}) },
      });
    }
  }
  // Removed objects sort after the head ones of their source, in base order.
  for (const queue of pending.values()) {
    for (const b of queue) {
      countsFor(b.rendered.source).removed++;
      entries.push({
        order: head.length + b.index,
        change: objectChange(b, 'removed', unifiedDiff(b, undefined, context)),
      });
    }
  }

  entries.sort((x, y) => compareStrings(x.change.source, y.change.source) || x.order - y.order);
  const sources = [...bySource.keys()].sort(compareStrings);
  const summary = emptyCounts();
  const bySourceOut: Record<string, Counts> = {};
  for (const s of sources) {
    const c = bySource.get(s) ?? emptyCounts();
    bySourceOut[s] = c;
    summary.added += c.added;
    summary.changed += c.changed;
    summary.removed += c.removed;
    summary.unchanged += c.unchanged;
  }
  return { summary, bySource: bySourceOut, changes: entries.map((e) => e.change) };
}

/**
 * Diffs every environment with one redactor, so a secret shared by environments gets one token.
 * Environments follow the head order; one only in base comes after, with everything removed.
 */
export function diffPipelines(base: EnvRender[], head: EnvRender[], opts: DiffOptions = {}): PipelineDiff {
  const redactor = opts.redactor ?? createRedactor();
  const options: DiffOptions = { ...opts, redactor };
  const baseByName = new Map(base.map((e) => [e.name, e]));
  const headNames = new Set(head.map((e) => e.name));
  const pairs: Array<{ name: string; base: EnvRender | undefined; head: EnvRender | undefined }> = [
    ...head.map((h) => ({ name: h.name, base: baseByName.get(h.name), head: h })),
    ...base.filter((b) => !headNames.has(b.name)).map((b) => ({ name: b.name, base: b, head: undefined })),
  ];
  // Every environment's Secrets first: a value shared by environments is redacted in each of them.
  for (const env of [...base, ...head]) {
    for (const r of env.objects) redactor.learn(r.object);
    learnArtifactSecrets(redactor, env.artifacts ?? []);
  }
  const diffs = pairs.map((p) => ({
    p,
    diff: diffRenders(p.base?.objects ?? [], p.head?.objects ?? [], options),
  }));
  // Artifacts and messages last: by now the redactor has seen every secret of every environment.
  const environments = diffs.map(({ p, diff }): EnvDiff => {
    const carriesArtifacts = p.base?.artifacts !== undefined || p.head?.artifacts !== undefined;
    const artifacts = carriesArtifacts
      ? diffArtifacts(
          p.base?.artifacts ?? [],
          p.head?.artifacts ?? [],
          redactor,
          opts.context ?? DEFAULT_CONTEXT,
        )
      : undefined;
    const planChanges = diffPlans(p.base?.artifacts ?? [], p.head?.artifacts ?? [], redactor);
    return {
      name: p.name,
      summary: diff.summary,
      bySource: diff.bySource,
      changes: diff.changes,
      ...(artifacts ? { artifacts: artifacts.changes, artifactSummary: artifacts.summary } : {}),
      ...(planChanges ? { planChanges } : {}),
      diagnostics: (p.head?.diagnostics ?? []).map((d) => redactDiagnostic(d, redactor.redactText)),
    };
  });
  return { environments };
}

function side(
  rendered: RenderedObject,
  index: number,
  redactor: Redactor,
  ignore: readonly IgnoreRule[],
): Side {
  const key = objectKey(rendered.object);
  let shown: KubeObject | undefined;
  // Redaction sees the whole object first, so it learns every secret form; ignoring only removes.
  const show = () => {
    shown ??= applyIgnoreRules(redactor.redactObject(rendered.object), ignore);
    return shown;
  };
  return { rendered, index, key, id: keyId(key), shown: show };
}

function objectChange(s: Side, change: ChangeKind, diff: string): ObjectChange {
  const { source, component, file } = s.rendered;
  return {
    source,
    component,
    ...(file !== undefined ? { file } : {}),
    key: s.key,
    id: s.id,
    change,
    diff,
  };
}

function unifiedDiff(base: Side | undefined, head: Side | undefined, context: number): string {
  // An added or removed object is named on both header lines.
  const oldSide = base ?? head;
  const newSide = head ?? base;
  if (!oldSide || !newSide) return '';
  const oldName = `a/${displayKey(oldSide.key)}`;
  const newName = `b/${displayKey(newSide.key)}`;
  const oldText = base ? toStableYaml(base.shown()) : '';
  const newText = head ? toStableYaml(head.shown()) : '';
  return createTwoFilesPatch(oldName, newName, oldText, newText, undefined, undefined, {
    context,
    headerOptions: FILE_HEADERS_ONLY,
  });
}
