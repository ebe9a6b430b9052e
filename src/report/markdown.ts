import type { ChangeKind, Counts, EnvDiff, ObjectChange, PipelineDiff } from '../diff/diff';
import { formatDiagnostic } from '../model/diagnostic';
import { displayKey } from '../model/key';
import type { Diagnostic } from '../model/types';

export interface MarkdownOptions {
  /** Pipeline name (rigging.yaml metadata.name): goes in the marker and the title. */
  pipeline: string;
}

const SYMBOL: Record<ChangeKind, string> = { added: '+', changed: '~', removed: '-' };

/** The hidden line a sticky comment is found by; one per pipeline, so pipelines do not overwrite each other. */
export function commentMarker(pipeline: string): string {
  // Only name characters: anything else could end the HTML comment early.
  return `<!-- rigging:${pipeline.replace(/[^A-Za-z0-9._-]/g, '_')} -->`;
}

/** The PR comment for a pipeline diff. Pure, so a size-limiting pass can call the parts itself. */
export function renderMarkdown(diff: PipelineDiff, opts: MarkdownOptions): string {
  const marker = commentMarker(opts.pipeline);
  const title = `rigging: ${escapeText(opts.pipeline)}`;
  if (!hasChanges(diff) && !hasErrorDiagnostics(diff)) return `${marker}\n**${title}**: No changes.\n`;
  const parts = [marker, `## ${title}`, renderSummaryTable(diff)];
  const errors = renderDiagnostics(diff, 'error');
  if (errors) parts.push('### Render errors', errors);
  const warnings = renderDiagnostics(diff, 'warning');
  if (warnings) parts.push('### Render warnings', warnings);
  for (const env of diff.environments) {
    const section = renderEnvironment(env);
    if (section) parts.push(section);
  }
  return `${parts.join('\n\n')}\n`;
}

export function hasChanges(diff: PipelineDiff): boolean {
  return diff.environments.some((e) => e.changes.length > 0);
}

export function hasErrorDiagnostics(diff: PipelineDiff): boolean {
  return diff.environments.some((e) => e.diagnostics.some((d) => d.severity === 'error'));
}

/** One row per environment and source; sources with only diagnostics get a row too. */
export function renderSummaryTable(diff: PipelineDiff): string {
  const lines = [
    '| Environment | Source | Added | Changed | Removed | Unchanged | Errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const env of diff.environments) {
    const errors = new Map<string, number>();
    for (const d of env.diagnostics) {
      if (d.severity === 'error') errors.set(d.source, (errors.get(d.source) ?? 0) + 1);
      else if (!errors.has(d.source)) errors.set(d.source, 0);
    }
    const sources = [...new Set([...Object.keys(env.bySource), ...errors.keys()])].sort(compareStrings);
    if (sources.length === 0) {
      lines.push(row(env.name, '—', undefined, 0));
      continue;
    }
    for (const source of sources)
      lines.push(row(env.name, source, env.bySource[source], errors.get(source) ?? 0));
  }
  return lines.join('\n');
}

function row(env: string, source: string, c: Counts | undefined, errors: number): string {
  const n = c ?? { added: 0, changed: 0, removed: 0, unchanged: 0 };
  const cells = [escapeCell(env), escapeCell(source), n.added, n.changed, n.removed, n.unchanged, errors];
  return `| ${cells.join(' | ')} |`;
}

/** Diagnostics of one severity as a list of `file:line:col: message`, or '' when there are none. */
export function renderDiagnostics(diff: PipelineDiff, severity: Diagnostic['severity'] = 'error'): string {
  const items: string[] = [];
  for (const env of diff.environments) {
    for (const d of env.diagnostics) {
      if (d.severity !== severity) continue;
      const where = `**${escapeText(env.name)}** · ${escapeText(d.source)}`;
      const text = formatDiagnostic(d);
      if (!text.includes('\n')) {
        items.push(`- ${where}: ${inlineCode(text)}`);
      } else {
        // Multi-line messages (stack traces) keep their lines in a block inside the list item.
        items.push(`- ${where}:\n\n${indent(codeBlock(text, 'text'), '  ')}`);
      }
    }
  }
  return items.join('\n');
}

/** An environment's changes grouped by source, or '' when it has none. */
export function renderEnvironment(env: EnvDiff): string {
  if (env.changes.length === 0) return '';
  const parts = [`### ${escapeText(env.name)}`];
  let source: string | undefined;
  for (const change of env.changes) {
    if (change.source !== source) {
      source = change.source;
      parts.push(`#### ${escapeText(source)}`);
    }
    parts.push(renderChange(change));
  }
  return parts.join('\n\n');
}

export function renderChange(change: ObjectChange): string {
  return [
    `<details><summary>${escapeHtml(changeSummary(change))}</summary>`,
    codeBlock(change.diff, 'diff'),
    '</details>',
  ].join('\n\n');
}

/** `~ apps/v1 Deployment guestbook-dev/frontend`: + added, - removed, ~ changed. */
export function changeSummary(change: ObjectChange): string {
  return `${SYMBOL[change.change]} ${displayKey(change.key)}`;
}

/** A fenced block whose fence is longer than any backtick run inside, so the content cannot close it. */
export function codeBlock(text: string, lang = ''): string {
  const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
  const body = text.endsWith('\n') || text === '' ? text : `${text}\n`;
  return `${fence}${lang}\n${body}${fence}`;
}

function inlineCode(text: string): string {
  const ticks = '`'.repeat(longestRun(text, '`') + 1);
  // A space keeps a leading or trailing backtick from joining the delimiter.
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

function longestRun(text: string, ch: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === ch ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((l) => (l ? prefix + l : l))
    .join('\n');
}

/** For text inside HTML (a `<summary>`): `|` too, since a summary may end up near a table. */
export function escapeHtml(s: string): string {
  return entities(s).replace(/\|/g, '&#124;');
}

/** For a table cell: a bare `|` would start a new column, a newline would end the row. */
export function escapeCell(s: string): string {
  return entities(s.replace(/[\\|]/g, '\\$&')).replace(/\r?\n/g, ' ');
}

/** For plain markdown text (names in headings and lists): no emphasis, links or HTML from user names. */
export function escapeText(s: string): string {
  return entities(s.replace(/[\\`*_[\]#!~|]/g, '\\$&')).replace(/\r?\n/g, ' ');
}

function entities(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
