import type { PipelineDiff } from '../diff/diff';
import { formatDiagnostic, onePerProblem } from '../model/diagnostic';
import type { Diagnostic, Severity } from '../model/types';
import { capText, type TextCaps } from './cap';
import { codeBlock, escapeText, indent, inlineCode, plural } from './escape';

/** A stack trace is shown in part: the first lines say where, the rest is in the job's log. */
const DIAGNOSTIC_CAPS: TextCaps = { maxLines: 40, maxLineLength: 1000 };

const HEADING: Record<Severity, string> = { error: '### Render errors', warning: '### Render warnings' };

/**
 * List items for the diagnostics of one severity, each with `file:line:col: message`: the
 * pipeline's own first (configuration, git), then each environment's.
 */
export function diagnosticItems(
  diff: PipelineDiff,
  pipelineDiagnostics: readonly Diagnostic[],
  severity: Severity,
): string[] {
  const items: string[] = [];
  for (const d of pipelineDiagnostics) {
    if (d.severity === severity) items.push(diagnosticItem(d.source ? escapeText(d.source) : '', d));
  }
  // Each problem once, leading with every environment it occurred in.
  for (const { environments, ...d } of onePerProblem([], diff.environments, 'always')) {
    if (d.severity !== severity) continue;
    const where = (environments ?? []).map((name) => `**${escapeText(name)}**`).join(', ');
    items.push(diagnosticItem(`${where} · ${escapeText(d.source)}`, d));
  }
  return items;
}

function diagnosticItem(where: string, d: Diagnostic): string {
  const item = messageItem(where ? `- ${where}:` : '-', formatDiagnostic(d));
  return d.trace ? `${item}\n\n${indent(traceBlock(d.trace), '  ')}` : item;
}

/**
 * A jsonnet stack trace, collapsed under its error: who called the line that failed. The blank
 * lines end the HTML block, so the fence is markdown and nothing in it can close the block.
 */
function traceBlock(trace: string): string {
  // One frame a line as jsonnet prints them, spaced with blanks rather than tabs.
  const text = trace.replace(/^\t/gm, '').replace(/\t/g, '  ');
  const cut = capText(text, DIAGNOSTIC_CAPS, (n) => `... ${plural(n, 'more line')}`).text;
  return ['<details><summary>Stack trace</summary>', codeBlock(cut, 'text'), '</details>'].join('\n\n');
}

/** A list item: `lead`, then the message, capped, in code so nothing in it becomes markup. */
export function messageItem(lead: string, message: string): string {
  const text = capText(message, DIAGNOSTIC_CAPS, (n) => `... ${plural(n, 'more line')}`).text;
  if (!text.includes('\n')) return `${lead} ${inlineCode(text)}`;
  // Multi-line messages (stack traces) keep their lines in a block inside the list item.
  return `${lead}\n\n${indent(codeBlock(text, 'text'), '  ')}`;
}

/** The section's heading; a blank line follows it once the list is joined on. */
export function diagnosticsHead(severity: Severity): string {
  return `${HEADING[severity]}\n`;
}

export function moreDiagnostics(severity: Severity): (omitted: number) => string {
  return (omitted) => `- …and ${plural(omitted, `more ${severity}`)} not shown here`;
}
