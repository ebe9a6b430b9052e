import type { ChangeKind, ObjectChange } from '../diff/diff';
import { displayKey } from '../model/key';
import { type CappedText, capText, type TextCaps } from './cap';
import { codeBlock, escapeHtml, plural } from './escape';

/** Enough for a whole Deployment; a few objects of this size still fit one comment. */
export const DEFAULT_OBJECT_CAPS: TextCaps = { maxLines: 400, maxLineLength: 2000 };

const SYMBOL: Record<ChangeKind, string> = { added: '+', changed: '~', removed: '-' };

/** `~ apps/v1 Deployment guestbook-dev/frontend`: + added, - removed, ~ changed. */
export function changeSummary(change: ObjectChange): string {
  return `${SYMBOL[change.change]} ${displayKey(change.key)}`;
}

export interface ChangeBlock {
  markdown: string;
  /** The diff was cut to the caps. */
  capped: boolean;
}

/**
 * One object's change as a closed `<details>` with its diff in a fence. The blank lines matter:
 * the one after `<summary>` ends the HTML block so the fence is markdown, and inside the fence a
 * `</details>` in the diff is literal text, so the block cannot be closed early.
 */
export function renderChangeBlock(
  change: ObjectChange,
  caps: TextCaps = DEFAULT_OBJECT_CAPS,
  /** Said after the object's name, e.g. that others changed the same way. */
  note?: string,
): ChangeBlock {
  const diff = diffFence(change.diff, caps);
  const summary = note === undefined ? changeSummary(change) : `${changeSummary(change)} — ${note}`;
  const markdown = [`<details><summary>${escapeHtml(summary)}</summary>`, diff.text, '</details>'].join(
    '\n\n',
  );
  return { markdown, capped: diff.capped };
}

/** A unified diff cut to `caps`, in a ```diff fence. */
export function diffFence(diff: string, caps: TextCaps): CappedText {
  const cut = capText(diff, caps, (n) => `... ${plural(n, 'more line')} (see the full diff)`);
  return { text: codeBlock(cut.text, 'diff'), capped: cut.capped };
}
