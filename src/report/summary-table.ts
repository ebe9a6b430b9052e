import type { Counts, PipelineDiff } from '../diff/diff';
import { compareStrings } from '../model/values';
import { escapeCell, formatCount } from './escape';
import { type FittedList, fitList, type Measure, minimumList } from './sheet';

interface SummaryRow {
  env: string;
  source: string;
  counts: Counts;
  errors: number;
  /** Artifacts added, changed or removed. */
  artifacts: number;
}

interface Table {
  rows: SummaryRow[];
  /** The Artifacts column is there only when some artifact changed, so object-only tables keep their shape. */
  withArtifacts: boolean;
}

const COLUMNS = ['Environment', 'Source', 'Added', 'Changed', 'Removed', 'Unchanged', 'Errors'];

function head(withArtifacts: boolean): string {
  const columns = withArtifacts ? [...COLUMNS, 'Artifacts changed'] : COLUMNS;
  const align = columns.map((_, i) => (i < 2 ? '---' : '---:'));
  return [`| ${columns.join(' | ')} |`, `| ${align.join(' | ')} |`].join('\n');
}

/** One row per environment and source; sources with only diagnostics or artifacts get a row too. */
function summaryRows(diff: PipelineDiff): Table {
  const rows: SummaryRow[] = [];
  for (const env of diff.environments) {
    const errors = new Map<string, number>();
    for (const d of env.diagnostics) {
      if (d.severity === 'error') errors.set(d.source, (errors.get(d.source) ?? 0) + 1);
      else if (!errors.has(d.source)) errors.set(d.source, 0);
    }
    const artifacts = new Map<string, number>();
    for (const a of env.artifacts ?? []) artifacts.set(a.source, (artifacts.get(a.source) ?? 0) + 1);
    const sources = [...new Set([...Object.keys(env.bySource), ...errors.keys(), ...artifacts.keys()])].sort(
      compareStrings,
    );
    if (sources.length === 0)
      rows.push({ env: env.name, source: '—', counts: zero(), errors: 0, artifacts: 0 });
    for (const source of sources) {
      rows.push({
        env: env.name,
        source,
        counts: env.bySource[source] ?? zero(),
        errors: errors.get(source) ?? 0,
        artifacts: artifacts.get(source) ?? 0,
      });
    }
  }
  return { rows, withArtifacts: rows.some((r) => r.artifacts > 0) };
}

function formatRow(
  env: string,
  source: string,
  r: Omit<SummaryRow, 'env' | 'source'>,
  withArtifacts: boolean,
): string {
  const c = r.counts;
  const cells = [env, source, c.added, c.changed, c.removed, c.unchanged, r.errors];
  if (withArtifacts) cells.push(r.artifacts);
  return `| ${cells.join(' | ')} |`;
}

/** The whole table, however long. */
export function renderSummaryTable(diff: PipelineDiff): string {
  return fitSummaryTable(diff, Number.POSITIVE_INFINITY, 'chars').text;
}

/**
 * The table within `room`: leading rows as fit, then one row with the count and the totals of the
 * rows left out, so the numbers still add up when thousands of environment x source rows do not fit.
 */
export function fitSummaryTable(diff: PipelineDiff, room: number, measure: Measure): FittedList {
  const table = summaryRows(diff);
  const lines = table.rows.map((r) =>
    formatRow(escapeCell(r.env), escapeCell(r.source), r, table.withArtifacts),
  );
  return fitList(head(table.withArtifacts), lines, moreRows(table), room, measure);
}

/** The smallest the table can be made, which the report keeps room for. */
export function minimumSummaryTable(diff: PipelineDiff): string {
  const table = summaryRows(diff);
  return minimumList(head(table.withArtifacts), table.rows.length, moreRows(table));
}

function moreRows({ rows, withArtifacts }: Table): (omitted: number) => string {
  return (omitted) => {
    const left = rows.slice(rows.length - omitted);
    const sum = zero();
    let errors = 0;
    let artifacts = 0;
    for (const r of left) {
      sum.added += r.counts.added;
      sum.changed += r.counts.changed;
      sum.removed += r.counts.removed;
      sum.unchanged += r.counts.unchanged;
      errors += r.errors;
      artifacts += r.artifacts;
    }
    const label = `_${formatCount(omitted)} more ${omitted === 1 ? 'row' : 'rows'} not shown_`;
    return formatRow('…', label, { counts: sum, errors, artifacts }, withArtifacts);
  };
}

function zero(): Counts {
  return { added: 0, changed: 0, removed: 0, unchanged: 0 };
}
