import type { Artifact, ArtifactStatus, KubeObject } from '../model/types';
import { compareStrings, isRecord } from '../model/values';
import type { ChangeKind, Counts } from './diff';
import type { Redactor } from './redact';
import { textPatch } from './text-patch';

/** One artifact (a snippet's rendered JSON, a BOSH job file) that differs between base and head. */
export interface ArtifactChange {
  source: string;
  /** The part that made it (a snippet's name), when the source names one. */
  component?: string;
  name: string;
  mediaType: string;
  change: ChangeKind;
  baseRevision?: string;
  headRevision?: string;
  /** Unset: the artifact is absent on that side, or its source sets no status (ready). */
  baseStatus?: ArtifactStatus;
  headStatus?: ArtifactStatus;
  /**
   * Unified diff of the redacted content, headers only; empty when the published content does not
   * change (a status-only change, or a head that is not ready and so publishes nothing new).
   */
  diff: string;
}

export interface ArtifactDiff {
  summary: Counts;
  changes: ArtifactChange[];
}

interface Side {
  artifact: Artifact;
  index: number;
}

/**
 * Compares the artifacts of one environment, paired by source and name (in order, when one render
 * has several of one name). Every text in a change goes through `redactor.redactText`, so it must
 * already know every secret of both sides.
 */
export function diffArtifacts(
  base: readonly Artifact[],
  head: readonly Artifact[],
  redactor: Redactor,
  context: number,
): ArtifactDiff {
  const pending = new Map<string, Side[]>();
  base.forEach((artifact, index) => {
    const id = idOf(artifact);
    const queue = pending.get(id);
    if (queue) queue.push({ artifact, index });
    else pending.set(id, [{ artifact, index }]);
  });

  const summary: Counts = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  const entries: Array<{ order: number; change: ArtifactChange }> = [];
  head.forEach((h, index) => {
    const b = pending.get(idOf(h))?.shift()?.artifact;
    const kind: ChangeKind | undefined = !b ? 'added' : sameArtifact(b, h) ? undefined : 'changed';
    if (!kind) {
      summary.unchanged++;
      return;
    }
    summary[kind]++;
    entries.push({ order: index, change: artifactChange(b, h, kind, redactor, context) });
  });
  // Removed ones sort after the head ones of their source, in base order, as objects do.
  for (const queue of pending.values()) {
    for (const b of queue) {
      summary.removed++;
      entries.push({
        order: head.length + b.index,
        change: artifactChange(b.artifact, undefined, 'removed', redactor, context),
      });
    }
  }
  entries.sort((x, y) => compareStrings(x.change.source, y.change.source) || x.order - y.order);
  return { summary, changes: entries.map((e) => e.change) };
}

/**
 * Learns the Secrets inside JSON artifacts (a snippet rendering a Secret), so their values are
 * redacted wherever they appear even if the source did not also emit them as objects.
 */
export function learnArtifactSecrets(redactor: Redactor, artifacts: readonly Artifact[]): void {
  for (const a of artifacts) {
    if (!/[/+]json$/.test(a.mediaType) || a.content === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(a.content);
    } catch {
      continue;
    }
    visitObjects(value, (obj) => redactor.learn(obj));
  }
}

/** Every value shaped like a Kubernetes object, at any depth (lists, maps of them). */
function visitObjects(value: unknown, visit: (obj: KubeObject) => void): void {
  if (Array.isArray(value)) {
    for (const v of value) visitObjects(v, visit);
  } else if (isRecord(value)) {
    if (typeof value.apiVersion === 'string' && typeof value.kind === 'string') visit(value as KubeObject);
    for (const v of Object.values(value)) visitObjects(v, visit);
  }
}

/** Whether an artifact is published as it stands: one with no status is. */
export function isReady(status: ArtifactStatus | undefined): boolean {
  return status?.ready !== false;
}

function idOf(a: Artifact): string {
  return `${a.source}\0${a.name}`;
}

function sameArtifact(b: Artifact, h: Artifact): boolean {
  return (
    b.content === h.content &&
    b.mediaType === h.mediaType &&
    b.revision === h.revision &&
    isReady(b.status) === isReady(h.status) &&
    b.status?.reason === h.status?.reason &&
    b.status?.message === h.status?.message
  );
}

function artifactChange(
  base: Artifact | undefined,
  head: Artifact | undefined,
  change: ChangeKind,
  redactor: Redactor,
  context: number,
): ArtifactChange {
  const { source, component, mediaType } = (head ?? base) as Artifact;
  const name = redactor.redactText((head ?? base)?.name ?? '');
  const text = (s: string | undefined) => (s === undefined ? undefined : redactor.redactText(s));
  const status = (s: ArtifactStatus | undefined) =>
    s
      ? { ready: s.ready, reason: redactor.redactText(s.reason), message: redactor.redactText(s.message) }
      : undefined;
  const out: ArtifactChange = {
    source,
    ...(component !== undefined ? { component } : {}),
    name,
    mediaType,
    change,
    diff: contentDiff(name, base, head, redactor, context),
  };
  const optional = {
    baseRevision: text(base?.revision),
    headRevision: text(head?.revision),
    baseStatus: status(base?.status),
    headStatus: status(head?.status),
  };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) Object.assign(out, { [k]: v });
  return out;
}

/**
 * The diff of what is published. A head that is not ready publishes nothing new (the revision
 * before it stays, JaaS style), so nothing shows; a side that is absent or was not ready counts as
 * empty, so a snippet that is fixed shows all it now publishes.
 */
function contentDiff(
  name: string,
  base: Artifact | undefined,
  head: Artifact | undefined,
  redactor: Redactor,
  context: number,
): string {
  if (head && !isReady(head.status)) return '';
  const text = (a: Artifact | undefined) => (a && isReady(a.status) ? redactor.redactText(a.content) : '');
  const oldText = text(base);
  const newText = text(head);
  if (oldText === newText) return '';
  return textPatch(`a/${name}`, `b/${name}`, oldText, newText, context);
}
