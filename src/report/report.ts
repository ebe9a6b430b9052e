import { countArtifactChanges, countChanges, countObjectChanges, type PipelineDiff } from '../diff/diff';
import type { Diagnostic, Severity } from '../model/types';
import { cutAt, type TextCaps } from './cap';
import { DEFAULT_OBJECT_CAPS } from './change-block';
import { addEnvironment, envNeed, fairShare, type Tally } from './details';
import { diagnosticItems, diagnosticsHead, moreDiagnostics } from './diagnostics';
import { escapeText, formatCount, inlineCode, linkTarget, plural } from './escape';
import { moreNotReady, NOT_READY_HEAD, notReadyItems } from './not-ready';
import { fitList, type Measure, measureText, minimumList, Sheet } from './sheet';
import { fitSummaryTable, minimumSummaryTable } from './summary-table';
import {
  cappedItems,
  moreWhatChanged,
  WHAT_CHANGED_HEAD,
  type WhatChangedSection,
  whatChanged,
} from './what-changed';

/** GitHub refuses a comment body longer than this. */
export const COMMENT_LIMIT = 65_536;
/** GitHub's job summary takes 1 MiB per step; this leaves the runner some headroom. */
export const JOB_SUMMARY_LIMIT = 1_000_000;

/** Where the whole diff can be read when the report is cut short; only what is given is mentioned. */
export interface FullDiffLocation {
  /** The job summary (or the run page that links it). */
  summaryUrl?: string;
  /** A file holding the full diff, as given in an output. */
  file?: string;
  /** The name of the output that gives `file`, e.g. `summary-json`. */
  output?: string;
}

/** The commits compared, for the header; the head is absent when it is the work tree. */
export interface Revisions {
  base: string;
  head?: string;
  /** The run that made the report (the action's run page). */
  runUrl?: string;
}

export interface ReportInput {
  pipeline: string;
  /** The first line, e.g. `commentMarker(pipeline, shard)`; it is never cut. */
  marker: string;
  diff: PipelineDiff;
  /** Problems outside any environment (configuration, git), listed with the render errors. */
  diagnostics?: Diagnostic[];
  fullDiff?: FullDiffLocation;
  /** Plain text for the heading. Default `rigging: <pipeline>`. */
  title?: string;
  /** Named under the title, so a reader knows which commits the report is about. */
  revisions?: Revisions;
}

export interface ReportOptions {
  /** The most the markdown may measure. Default: a PR comment's limit. */
  limit?: number;
  /** How `limit` is counted. Default `chars`; the job summary's limit is in `utf8-bytes`. */
  measure?: Measure;
  /** Per-object caps on the diff shown. Default 400 lines of at most 2,000 characters. */
  objectCaps?: Partial<TextCaps>;
}

export interface ReportResult {
  markdown: string;
  /** Changed objects with a block in the report; always a prefix of the diff's changes, in order. */
  shownChanges: number;
  omittedChanges: number;
  /** Changed artifacts with a block, a prefix of them in order; present when the diff has any. */
  shownArtifacts?: number;
  omittedArtifacts?: number;
  /** Anything was left out or cut: objects, table rows, diagnostics, or lines of a long diff. */
  truncated: boolean;
}

interface Layout {
  limit: number;
  measure: Measure;
  caps: TextCaps;
}

/**
 * The report for a pipeline diff, never over `limit`: marker, title and summary table (rows left
 * out only when thousands do not fit, with a row counting them), artifacts that are no longer
 * ready with their messages, render errors and warnings, then per environment one whole
 * `<details>` per changed object and then per changed artifact, in order, while they fit, and a
 * note saying what was left out and where the full diff is. Pure: no I/O.
 */
export function renderReport(input: ReportInput, opts: ReportOptions = {}): ReportResult {
  const layout: Layout = {
    limit: opts.limit ?? COMMENT_LIMIT,
    measure: opts.measure ?? 'chars',
    caps: { ...DEFAULT_OBJECT_CAPS, ...opts.objectCaps },
  };
  let result: ReportResult;
  if (countChanges(input.diff) === 0 && !hasDiagnostics(input)) {
    result = { markdown: renderNoChanges(input), shownChanges: 0, omittedChanges: 0, truncated: false };
  } else {
    // Room for the note is kept only when something is left out, so a report that fits loses nothing to it.
    result = assemble(input, layout, false);
    if (result.truncated) result = assemble(input, layout, true);
  }
  // The real string is measured, not the running total, so an accounting slip cannot reach GitHub.
  const size = measureText(result.markdown, layout.measure);
  if (size > layout.limit) {
    throw new Error(
      `report for ${input.pipeline} measures ${size} ${unit(layout.measure)}, over ${layout.limit}`,
    );
  }
  return result;
}

/** The one-line report of a pipeline where nothing changed and nothing failed. */
export function renderNoChanges(input: ReportInput): string {
  const envs = plural(input.diff.environments.length, 'environment');
  const revisions = input.revisions ? ` ${revisionsLine(input.revisions)}` : '';
  return `${input.marker}\n**${escapeText(titleOf(input))}** — no changes in ${envs}.${revisions}\n`;
}

/** `Base `1a2b3c4` → head `5e6f7a8` · [workflow run](…)`: short SHAs, as GitHub shows commits. */
export function revisionsLine(revisions: Revisions): string {
  const head = revisions.head === undefined ? 'the work tree' : `head ${commitText(revisions.head)}`;
  // linkTarget leaves no `)` in the target, so withoutRunLink finds where the link ends.
  const run = revisions.runUrl ? `${RUN_LINK}${linkTarget(revisions.runUrl)})` : '';
  return `Base ${commitText(revisions.base)} → ${head}${run}`;
}

const RUN_LINK = ' · [workflow run](';

/** The report without its link to the run: a re-run of the same commits is the same report. */
export function withoutRunLink(markdown: string): string {
  const at = markdown.indexOf(RUN_LINK);
  if (at < 0) return markdown;
  const end = markdown.indexOf(')', at + RUN_LINK.length);
  return end < 0 ? markdown : markdown.slice(0, at) + markdown.slice(end + 1);
}

function commitText(commit: string): string {
  // A full object name is shortened as git does; anything else (a ref) is quoted as given, cut.
  if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(commit)) return inlineCode(commit.slice(0, 7));
  return inlineCode(oneLine(commit.length > 60 ? `${cutAt(commit, 59)}…` : commit));
}

function assemble(input: ReportInput, layout: Layout, withNote: boolean): ReportResult {
  const { diff } = input;
  const sheet = new Sheet(layout.limit, layout.measure);
  const total: Tally = { objects: countObjectChanges(diff), artifacts: countArtifactChanges(diff) };
  const notReady = notReadyItems(diff);
  const errors = diagnosticItems(diff, input.diagnostics ?? [], 'error');
  const warnings = diagnosticItems(diff, input.diagnostics ?? [], 'warning');

  // What must fit whatever comes before it: each later section at its smallest, and the note.
  const noteRoom = withNote
    ? Math.max(
        sheet.cost(truncationNote(total, total, input, layout)),
        sheet.cost(truncationNote({ objects: 0, artifacts: 0 }, total, input, layout)),
      )
    : 0;
  const warningsRoom = noteRoom + minimumDiagnosticsCost(sheet, 'warning', warnings.length);
  const errorsRoom = warningsRoom + minimumDiagnosticsCost(sheet, 'error', errors.length);
  const notReadyRoom =
    errorsRoom +
    (notReady.length > 0 ? sheet.cost(minimumList(NOT_READY_HEAD, notReady.length, moreNotReady)) : 0);
  const head = [
    input.marker,
    `## ${escapeText(titleOf(input))}`,
    ...(input.revisions ? [revisionsLine(input.revisions)] : []),
  ];
  const floor = sheet.cost(...head, minimumSummaryTable(diff)) + notReadyRoom;
  if (floor > layout.limit) {
    throw new RangeError(
      `a report limit of ${layout.limit} ${unit(layout.measure)} is too small: the summary needs at least ${floor}`,
    );
  }
  // The "what changed" list keeps a section for every environment, so none is silently missing;
  // only a limit too small for all of them at their smallest drops it.
  const overview = overviewOf(sheet, diff);
  const withOverview = overview.sections.length > 0 && floor + overview.room <= layout.limit;

  for (const part of head) sheet.add(part);
  const table = fitSummaryTable(
    diff,
    sheet.room(notReadyRoom + (withOverview ? overview.room : 0)),
    layout.measure,
  );
  sheet.add(table.text);
  let truncated = table.omitted > 0 || (overview.sections.length > 0 && !withOverview);
  if (withOverview) truncated = addOverview(sheet, overview, notReadyRoom) || truncated;
  truncated = addList(sheet, NOT_READY_HEAD, notReady, moreNotReady, errorsRoom) || truncated;
  truncated = addDiagnostics(sheet, 'error', errors, warningsRoom) || truncated;
  truncated = addDiagnostics(sheet, 'warning', warnings, noteRoom) || truncated;

  // Per environment, whole blocks in the reader's order (stack plans, which say why objects
  // changed, then removals, workloads, the rest); the first that does not fit ends that
  // environment's list. The room is shared: each environment gets an even share of what is left,
  // and what one does not need goes to the others, so none is crowded out by an earlier one.
  const shown: Tally = { objects: 0, artifacts: 0 };
  const envs = diff.environments;
  const needs = envs.map((env) => envNeed(sheet, env, layout.caps, sheet.room(noteRoom)));
  envs.forEach((env, i) => {
    const left = sheet.room(noteRoom);
    const budget = fairShare(needs.slice(i), left);
    const added = addEnvironment(sheet, env, layout.caps, noteRoom + Math.max(0, left - budget));
    shown.objects += added.shown.objects;
    shown.artifacts += added.shown.artifacts;
    truncated = added.truncated || truncated;
  });
  const omitted: Tally = {
    objects: total.objects - shown.objects,
    artifacts: total.artifacts - shown.artifacts,
  };
  truncated = omitted.objects > 0 || omitted.artifacts > 0 || truncated;
  if (truncated && withNote) sheet.add(truncationNote(omitted, total, input, layout));
  return {
    markdown: sheet.toString(),
    shownChanges: shown.objects,
    omittedChanges: omitted.objects,
    ...(total.artifacts > 0 ? { shownArtifacts: shown.artifacts, omittedArtifacts: omitted.artifacts } : {}),
    truncated,
  };
}

interface Overview {
  sections: WhatChangedSection[];
  /** What each section costs at its smallest: its head and a line counting its items. */
  minimum: number[];
  /** The whole list at its smallest. */
  room: number;
}

function overviewOf(sheet: Sheet, diff: PipelineDiff): Overview {
  const sections = whatChanged(diff).map((section) => ({ ...section, items: cappedItems(section) }));
  const minimum = sections.map((o) => sheet.cost(minimumList(o.head, o.items.length, moreWhatChanged)));
  const room = sections.length > 0 ? sheet.cost(WHAT_CHANGED_HEAD) + sum(minimum) : 0;
  return { sections, minimum, room };
}

/**
 * The list within half of what is left (or its smallest, if more), each section an even share of
 * it (what one does not need goes to the others) and never less than its smallest, so one
 * environment's many lines crowd out neither another's nor the diffs; true when some were cut.
 */
function addOverview(sheet: Sheet, overview: Overview, reserve: number): boolean {
  let truncated = false;
  sheet.add(WHAT_CHANGED_HEAD);
  const needs = overview.sections.map((o) => sheet.cost([o.head, ...o.items].join('\n')));
  let left = Math.max(sum(overview.minimum), Math.floor(sheet.room(reserve) / 2));
  overview.sections.forEach((section, i) => {
    const share = Math.max(overview.minimum[i] ?? 0, fairShare(needs.slice(i), left));
    const room = Math.min(share, sheet.room(reserve + sum(overview.minimum.slice(i + 1))));
    const list = fitList(section.head, section.items, moreWhatChanged, room, sheet.measure);
    sheet.add(list.text);
    left -= sheet.cost(list.text);
    truncated = list.omitted > 0 || truncated;
  });
  return truncated;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Adds the section with as many items as fit before `reserve`; true when some were left out. */
function addDiagnostics(sheet: Sheet, severity: Severity, items: string[], reserve: number): boolean {
  return addList(sheet, diagnosticsHead(severity), items, moreDiagnostics(severity), reserve);
}

function addList(
  sheet: Sheet,
  head: string,
  items: string[],
  more: (omitted: number) => string,
  reserve: number,
): boolean {
  if (items.length === 0) return false;
  const list = fitList(head, items, more, sheet.room(reserve), sheet.measure);
  sheet.add(list.text);
  return list.omitted > 0;
}

function minimumDiagnosticsCost(sheet: Sheet, severity: Severity, count: number): number {
  if (count === 0) return 0;
  return sheet.cost(minimumList(diagnosticsHead(severity), count, moreDiagnostics(severity)));
}

function truncationNote(omitted: Tally, total: Tally, input: ReportInput, layout: Layout): string {
  const limit = `${formatCount(layout.limit)} ${unit(layout.measure)}`;
  const left = [
    ...(omitted.objects > 0
      ? [`${formatCount(omitted.objects)} of ${plural(total.objects, 'changed object')}`]
      : []),
    ...(omitted.artifacts > 0
      ? [`${formatCount(omitted.artifacts)} of ${plural(total.artifacts, 'changed artifact')}`]
      : []),
  ];
  const one = left.length === 1 && omitted.objects + omitted.artifacts === 1;
  const lead =
    left.length > 0
      ? `**${left.join(' and ')} ${one ? 'is' : 'are'} not shown here**: the report is limited to ${limit}.`
      : `**Parts of this report are shortened** to keep it readable and within ${limit}.`;
  return `> ${lead}${fullDiffPointer(input.fullDiff)}`;
}

function fullDiffPointer(where: FullDiffLocation | undefined): string {
  const places: string[] = [];
  if (where?.summaryUrl) places.push(`the [job summary](${linkTarget(where.summaryUrl)})`);
  const output = where?.output ? inlineCode(oneLine(where.output)) : undefined;
  if (where?.file)
    places.push(`the file ${inlineCode(oneLine(where.file))}${output ? ` (output ${output})` : ''}`);
  else if (output) places.push(`the file named by the output ${output}`);
  return places.length > 0 ? ` The full diff is in ${places.join(' and in ')}.` : '';
}

function oneLine(s: string): string {
  return s.replace(/\r?\n|\r/g, ' ');
}

function titleOf(input: ReportInput): string {
  return input.title ?? `rigging: ${input.pipeline}`;
}

function unit(measure: Measure): string {
  return measure === 'utf8-bytes' ? 'bytes' : 'characters';
}

function hasDiagnostics(input: ReportInput): boolean {
  return (
    (input.diagnostics?.length ?? 0) > 0 || input.diff.environments.some((e) => e.diagnostics.length > 0)
  );
}
