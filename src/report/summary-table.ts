import type { Counts, PipelineDiff } from '../diff/diff';
import { compareStrings } from '../model/values';
import { escapeCell, formatCount } from './escape';
import { type FittedList, fitList, type Measure, minimumList } from './sheet';

interface SummaryRow {
  env: string;
  source: string;
  counts: Counts;
  errors: number;
}

const HEAD = [
  '| Environment | Source | Added | Changed | Removed | Unchanged | Errors |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
].join('\n');

/** One row per environment and source; sources with only diagnostics get a row too. */
function summaryRows(diff: PipelineDiff): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const env of diff.environments) {
    const errors = new Map<string, number>();
    for (const d of env.diagnostics) {
      if (d.severity === 'error') errors.set(d.source, (errors.get(d.source) ?? 0) + 1);
      else if (!errors.has(d.source)) errors.set(d.source, 0);
    }
    const sources = [...new Set([...Object.keys(env.bySource), ...errors.keys()])].sort(compareStrings);
    if (sources.length === 0) rows.push({ env: env.name, source: '—', counts: zero(), errors: 0 });
    for (const source of sources) {
      rows.push({
        env: env.name,
        source,
        counts: env.bySource[source] ?? zero(),
        errors: errors.get(source) ?? 0,
      });
    }
  }
  return rows;
}

function formatRow(env: string, source: string, c: Counts, errors: number): string {
  return `| ${[env, source, c.added, c.changed, c.removed, c.unchanged, errors].join(' | ')} |`;
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
  const rows = summaryRows(diff);
  const lines = rows.map((r) => formatRow(escapeCell(r.env), escapeCell(r.source), r.counts, r.errors));
  return fitList(HEAD, lines, moreRows(rows), room, measure);
}

/** The smallest the table can be made, which the report keeps room for. */
export function minimumSummaryTable(diff: PipelineDiff): string {
  const rows = summaryRows(diff);
  return minimumList(HEAD, rows.length, moreRows(rows));
}

function moreRows(rows: readonly SummaryRow[]): (omitted: number) => string {
  return (omitted) => {
    const left = rows.slice(rows.length - omitted);
    const sum = zero();
    let errors = 0;
    for (const r of left) {
      sum.added += r.counts.added;
      sum.changed += r.counts.changed;
      sum.removed += r.counts.removed;
      sum.unchanged += r.counts.unchanged;
      errors += r.errors;
    }
    const label = `_${formatCount(omitted)} more ${omitted === 1 ? 'row' : 'rows'} not shown_`;
    return formatRow('…', label, sum, errors);
  };
}

function zero(): Counts {
  return { added: 0, changed: 0, removed: 0, unchanged: 0 };
}
