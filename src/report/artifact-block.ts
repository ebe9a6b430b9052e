import type { ArtifactChange } from '../diff/artifacts';
import { isReady } from '../diff/artifacts';
import type { ChangeKind } from '../diff/diff';
import { capText, type TextCaps } from './cap';
import { type ChangeBlock, diffFence } from './change-block';
import { codeBlock, escapeHtml, plural } from './escape';

const SYMBOL: Record<ChangeKind, string> = { added: '+', changed: '~', removed: '-' };

/** A status message is shown in part: its first lines say what failed; the rest is in the job's log. */
const MESSAGE_CAPS: TextCaps = { maxLines: 40, maxLineLength: 1000 };

/** `sha256:1a2b3c4d…`: enough to tell revisions apart at a glance. */
export function shortRevision(revision: string): string {
  const m = /^([A-Za-z0-9]+:)?([0-9a-f]{8})[0-9a-f]{2,}$/.exec(revision);
  if (m) return `${m[1] ?? ''}${m[2]}…`;
  return revision.length > 24 ? `${revision.slice(0, 23)}…` : revision;
}

/** `Synced`, or `Synced → EvaluationFailed` when it changed; empty when neither side has a status. */
export function reasonText(change: ArtifactChange): string {
  const before = change.baseStatus?.reason;
  const after = change.headStatus?.reason;
  if (before !== undefined && after !== undefined && before !== after) return `${before} → ${after}`;
  return after ?? before ?? '';
}

/**
 * `sha256:1a2b3c4d… → sha256:5e6f7a8b…` when it changed. A head that is not ready and names no
 * revision keeps the one published before, JaaS style, and says so.
 */
export function revisionText(change: ArtifactChange): string {
  const before = change.baseRevision;
  const after = change.headRevision;
  if (before !== undefined && after !== undefined && before !== after)
    return `${shortRevision(before)} → ${shortRevision(after)}`;
  if (after !== undefined) return shortRevision(after);
  if (before === undefined) return '';
  return change.change === 'removed' ? shortRevision(before) : `${shortRevision(before)} (kept)`;
}

/** `~ default/grafana/rendered.json · Synced → EvaluationFailed · sha256:1a2b3c4d… (kept)` */
export function artifactSummaryLine(change: ArtifactChange): string {
  return [`${SYMBOL[change.change]} ${change.name}`, reasonText(change), revisionText(change)]
    .filter((p) => p !== '')
    .join(' · ');
}

/** The head's status message when it is not ready, trimmed; undefined when it is ready or absent. */
export function notReadyMessage(change: ArtifactChange): string | undefined {
  const status = change.headStatus;
  if (!status || isReady(status)) return undefined;
  return status.message.trimEnd();
}

/**
 * One artifact's change as a closed `<details>`, shaped like an object's (see renderChangeBlock):
 * name, reason and revision in the summary, then the message of a head that is not ready and the
 * content diff, each in its own fence.
 */
export function renderArtifactBlock(change: ArtifactChange, caps: TextCaps): ChangeBlock {
  const body: string[] = [];
  let capped = false;
  const message = notReadyMessage(change);
  if (message) {
    const text = capText(message, MESSAGE_CAPS, (n) => `... ${plural(n, 'more line')}`);
    body.push(codeBlock(text.text, 'text'));
    capped = text.capped;
  }
  if (change.diff !== '') {
    const diff = diffFence(change.diff, caps);
    body.push(diff.text);
    capped = capped || diff.capped;
  } else if (!message) {
    body.push('_The published content is the same._');
  }
  const markdown = [
    `<details><summary>${escapeHtml(artifactSummaryLine(change))}</summary>`,
    ...body,
    '</details>',
  ].join('\n\n');
  return { markdown, capped };
}
