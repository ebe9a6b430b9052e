import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';

/**
 * Edits (lines added plus lines removed) beyond which the line diff gives up. Myers' diff costs
 * about (lines x edits); an artifact may be 10 MiB, and a rewrite of one must not stall a run.
 * A diff this long is cut to a few hundred lines in the report anyway.
 */
export const MAX_EDIT_LENGTH = 2000;

/**
 * A unified diff of two texts, headers only (no `Index:` preamble). When they differ in more than
 * MAX_EDIT_LENGTH lines, one hunk replaces everything between their common first and last lines:
 * still a correct patch, found in linear time.
 */
export function textPatch(
  oldName: string,
  newName: string,
  oldText: string,
  newText: string,
  context: number,
): string {
  const exact = createTwoFilesPatch(oldName, newName, oldText, newText, undefined, undefined, {
    context,
    headerOptions: FILE_HEADERS_ONLY,
    maxEditLength: MAX_EDIT_LENGTH,
  });
  return exact ?? `--- ${oldName}\n+++ ${newName}\n${coarseHunk(oldText, newText, context)}`;
}

/** Lines with their terminators, so a last line with no newline never equals one with. */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** One hunk from the first differing line to the last, with `context` lines either side. */
function coarseHunk(oldText: string, newText: string, context: number): string {
  const a = linesOf(oldText);
  const b = linesOf(newText);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const before = Math.min(context, head);
  const after = Math.min(context, tail);
  const start = head - before;
  const oldCount = a.length - tail + after - start;
  const newCount = b.length - tail + after - start;
  const body = [
    ...a.slice(start, head).map((l) => ` ${l}`),
    ...a.slice(head, a.length - tail).map((l) => `-${l}`),
    ...b.slice(head, b.length - tail).map((l) => `+${l}`),
    ...a.slice(a.length - tail, a.length - tail + after).map((l) => ` ${l}`),
  ].map((l) => (l.endsWith('\n') ? l : `${l}\n\\ No newline at end of file\n`));
  // A side with no lines in the hunk is numbered from the line before it, as diff does.
  const range = (count: number) => `${count === 0 ? start : start + 1},${count}`;
  return `@@ -${range(oldCount)} +${range(newCount)} @@\n${body.join('')}`;
}
