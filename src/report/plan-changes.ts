import type { PlanChange, PlanComponentChange, PlanValueChange, ProvidesChange } from '../diff/plan';
import { cutAt, type TextCaps } from './cap';
import { escapeText, formatCount, inlineCode, plural } from './escape';

/**
 * A stack plan's changes in a reviewer's words ("newly skipped: …", "parameter `x`: `3` → `4`"),
 * worded once and written out as markdown (the PR comment, the job summary) or as plain text
 * (`rigging diff -o text`). Every text here comes from the diff model, already redacted.
 */

/** Words, a component's name, or a value (a name or value the stack gave, shown as code). */
type Piece = { words: string } | { name: string } | { code: string };

export interface PlanLine {
  /** 0: the plan's own lines and one per component; 1: what changed inside that component. */
  depth: 0 | 1;
  pieces: Piece[];
}

/** A value longer than this is cut in the comment; the full diff (JSON) has it whole. */
const VALUE_CAP = 200;
/** Reasons are sentences (a requirement that is missing, the error that failed a component). */
const WORDS_CAP = 500;

const w = (words: string): Piece => ({ words });
const code = (s: string): Piece => ({ code: s });

/** What the section is about, after the source's name: a plan on one side only says so. */
export function planTitle(plan: PlanChange): string {
  if (plan.change === 'added') return 'new stack plan';
  if (plan.change === 'removed') return 'stack plan removed';
  return 'stack plan';
}

/** The plan's changes, one line each, in the reader's order: order, stack parameters, components, the stack's own. */
function planLines(plan: PlanChange): PlanLine[] {
  if (plan.change !== 'changed') {
    // A plan on one side only: what each component does (or did) there.
    return plan.components.map((c) => {
      const status = plan.change === 'added' ? c.headStatus : c.baseStatus;
      const reason = plan.change === 'added' ? c.headReason : c.baseReason;
      return line(0, [{ name: c.name }, w(' — '), ...statusWords(status, reason)]);
    });
  }
  const lines: PlanLine[] = [];
  if (plan.order) {
    lines.push(
      line(0, [
        w('deploy order: '),
        code(plan.order.base.join(', ')),
        w(' → '),
        code(plan.order.head.join(', ')),
      ]),
    );
  }
  // The stack's own parameters first: a reviewer changed one of them, and the components' derive from it.
  for (const p of plan.parameters ?? []) lines.push(line(0, valueWords('stack parameter', p)));
  for (const c of plan.components) lines.push(...componentLines(c));
  for (const p of providesLines(plan.provides, 'the stack ')) lines.push(line(0, p));
  for (const o of plan.outputs) lines.push(line(0, valueWords('stack output', o)));
  return lines;
}

function componentLines(c: PlanComponentChange): PlanLine[] {
  const head: Piece[] = [{ name: c.name }];
  if (c.change === 'added')
    head.push(w(' — added to the plan, '), ...statusWords(c.headStatus, c.headReason));
  else if (c.change === 'removed') head.push(w(` — removed from the plan (${pastWords(c.baseStatus)})`));
  else {
    const status = statusChange(c);
    if (status.length > 0) head.push(w(' — '), ...status);
  }
  const inner: Piece[][] = [];
  if (c.baseOptional !== undefined && c.headOptional !== undefined && c.baseOptional !== c.headOptional)
    inner.push([w(c.headOptional ? 'now optional' : 'now mandatory')]);
  if (c.baseType !== undefined || c.headType !== undefined)
    inner.push([w('type '), code(c.baseType ?? 'none'), w(' → '), code(c.headType ?? 'none')]);
  for (const p of c.parameters) inner.push(valueWords('parameter', p));
  for (const o of c.outputs) inner.push(valueWords('output', o));
  inner.push(...providesLines(c.provides, ''));
  return [line(0, head), ...inner.map((pieces) => line(1, pieces))];
}

/** How a component that stays in the plan moved: `newly skipped: …`, `now fails: …`, `now deploys (was skipped: …)`. */
function statusChange(c: PlanComponentChange): Piece[] {
  const [before, after] = [c.baseStatus, c.headStatus];
  const reason = (r: string | undefined): Piece[] => (r !== undefined ? [w(`: ${r}`)] : []);
  if (before === after) {
    if (c.baseReason === c.headReason) return [];
    // Same status, another reason: a skip or failure for a new cause is news too.
    const was = c.baseReason !== undefined ? [w(` (was: ${c.baseReason})`)] : [];
    return [w(`still ${statusWord(after)}`), ...reason(c.headReason), ...was];
  }
  if (after === 'skip' && before === 'deploy') return [w('newly skipped'), ...reason(c.headReason)];
  if (after === 'skip') return [w('now skipped'), ...reason(c.headReason), w(` (${pastWords(before)})`)];
  if (after === 'fail') return [w('now fails'), ...reason(c.headReason), w(` (${pastWords(before)})`)];
  if (after === 'deploy') {
    const was = before === 'skip' ? 'was skipped' : before === 'fail' ? 'failed before' : pastWords(before);
    return [w(`now deploys (${was}`), ...reason(c.baseReason), w(')')];
  }
  return [w('status '), code(before ?? 'none'), w(' → '), code(after ?? 'none'), ...reason(c.headReason)];
}

/** `deploys`, `skipped: <reason>`, `fails: <reason>`. */
function statusWords(status: string | undefined, reason: string | undefined): Piece[] {
  const because = reason !== undefined ? [w(`: ${reason}`)] : [];
  if (status === 'deploy' || status === 'skip' || status === 'fail')
    return [w(statusWord(status)), ...because];
  return [w('status '), code(status ?? 'none'), ...because];
}

function statusWord(status: string | undefined): string {
  if (status === 'deploy') return 'deploys';
  if (status === 'skip') return 'skipped';
  if (status === 'fail') return 'fails';
  return `status ${status ?? 'none'}`;
}

function pastWords(status: string | undefined): string {
  if (status === 'deploy') return 'was deployed';
  if (status === 'skip') return 'was skipped';
  if (status === 'fail') return 'failed before';
  return `was ${status ?? 'without status'}`;
}

/** `parameter `a`: `3` → `4``, `parameter `b` added: `x``, `parameter `c` removed (was `y`)`. */
function valueWords(what: string, v: PlanValueChange): Piece[] {
  const name = [w(`${what} `), code(v.name)];
  if (v.base === undefined && v.head === undefined) return name;
  if (v.change === 'added') return [...name, w(' added: '), code(v.head ?? '')];
  if (v.change === 'removed') return [...name, w(' removed (was '), code(v.base ?? ''), w(')')];
  return [...name, w(': '), code(v.base ?? ''), w(' → '), code(v.head ?? '')];
}

function providesLines(p: ProvidesChange, who: string): Piece[][] {
  const list = (names: string[]) => names.flatMap((n, i) => (i === 0 ? [code(n)] : [w(', '), code(n)]));
  const out: Piece[][] = [];
  if (p.added.length > 0) out.push([w(`${who}now provides `), ...list(p.added)]);
  if (p.removed.length > 0) out.push([w(`${who}no longer provides `), ...list(p.removed)]);
  return out;
}

/** A line starts with a capital, as a sentence does; a name given by the stack is left as it is. */
function line(depth: 0 | 1, pieces: Piece[]): PlanLine {
  const [first, ...rest] = pieces;
  if (!first || !('words' in first)) return { depth, pieces };
  return { depth, pieces: [w(first.words.charAt(0).toUpperCase() + first.words.slice(1)), ...rest] };
}

export interface PlanItems {
  /** Markdown list items, one a line (nested ones indented), the last saying how many were cut. */
  items: string[];
  /** Lines or values were cut. */
  capped: boolean;
}

/** The plan's lines as markdown list items, at most `caps.maxLines` of them, values cut at a length. */
export function planItems(plan: PlanChange, caps: TextCaps): PlanItems {
  let capped = false;
  const lines = planLines(plan);
  const items = lines.slice(0, Math.max(0, caps.maxLines)).map((l) => {
    const md = l.pieces.map((p) => {
      const piece = markdownPiece(p);
      capped = capped || piece.cut;
      return piece.text;
    });
    return `${l.depth === 1 ? '  ' : ''}- ${md.join('')}`;
  });
  if (lines.length > items.length) {
    items.push(morePlanLines(lines.length - items.length));
    capped = true;
  }
  return { items, capped };
}

/** The line that stands for `omitted` plan lines left out; it never shrinks as `omitted` grows. */
export function morePlanLines(omitted: number): string {
  return `- _… ${plural(omitted, 'more line')} of the plan not shown (see the full diff)_`;
}

/** The plan's lines as plain text for a terminal, indented under a `# <env> <source>: …` line. */
export function planTextLines(plan: PlanChange): string[] {
  return planLines(plan).map((l) => {
    const text = l.pieces.map((p) => ('words' in p ? p.words : 'name' in p ? p.name : p.code)).join('');
    return `${l.depth === 1 ? '    ' : '  '}${text}`;
  });
}

function markdownPiece(p: Piece): { text: string; cut: boolean } {
  if ('words' in p) {
    const words = cut(p.words, WORDS_CAP);
    return { text: escapeText(words.text) + words.more, cut: words.more !== '' };
  }
  if ('name' in p) {
    const name = cut(p.name, VALUE_CAP);
    return { text: `**${escapeText(name.text)}**${name.more}`, cut: name.more !== '' };
  }
  // A newline in a code span would let the next line start an HTML block; show it as `\n`.
  const value = cut(p.code.replace(/\r\n|\r|\n/g, '\\n'), VALUE_CAP);
  return { text: inlineCode(value.text) + value.more, cut: value.more !== '' };
}

function cut(s: string, max: number): { text: string; more: string } {
  if (s.length <= max) return { text: s, more: '' };
  const head = cutAt(s, max);
  return { text: head, more: ` … (${formatCount(s.length - head.length)} more characters)` };
}
