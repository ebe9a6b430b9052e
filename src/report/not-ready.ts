import { type ArtifactChange, isReady } from '../diff/artifacts';
import type { PipelineDiff } from '../diff/diff';
import { notReadyMessage, reasonText, revisionText } from './artifact-block';
import { messageItem } from './diagnostics';
import { escapeText, inlineCode, plural } from './escape';

/**
 * Whether a change is news a reviewer must see first: the head would not be ready (a snippet whose
 * evaluation now fails), and it was ready before, is new, or fails for another reason now.
 */
export function becameNotReady(change: ArtifactChange): boolean {
  const head = change.headStatus;
  if (change.change === 'removed' || !head || isReady(head)) return false;
  const base = change.baseStatus;
  return change.change === 'added' || isReady(base) || base?.reason !== head.reason;
}

/** One item per such artifact, environments in order: where, reason and revision, then the message. */
export function notReadyItems(diff: PipelineDiff): string[] {
  const items: string[] = [];
  for (const env of diff.environments) {
    for (const change of env.artifacts ?? []) {
      if (!becameNotReady(change)) continue;
      const facts = [reasonText(change), revisionText(change)].filter((f) => f !== '').join(', ');
      const lead = `- **${escapeText(env.name)}** · ${escapeText(change.source)} · ${inlineCode(change.name.replace(/\r?\n|\r/g, ' '))} — ${escapeText(facts)}`;
      const message = notReadyMessage(change);
      items.push(message ? messageItem(`${lead}:`, message) : lead);
    }
  }
  return items;
}

export const NOT_READY_HEAD = '### Not ready\n';

export function moreNotReady(omitted: number): string {
  return `- …and ${plural(omitted, 'more artifact')} not ready, not shown here`;
}
