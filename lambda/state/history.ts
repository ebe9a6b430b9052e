import type { DeployState, HistoryEntry } from '../../src/model/contract';

export const DEFAULT_HISTORY_LIMIT = 10;

/**
 * `entry` first, then the older entries, at most `limit`. An entry for the same run (same commit,
 * digest and start) is replaced rather than repeated, so recording a run twice stays one entry.
 */
export function appendHistory(
  history: readonly HistoryEntry[],
  entry: HistoryEntry,
  limit: number,
): HistoryEntry[] {
  const sameRun = (h: HistoryEntry) =>
    h.commit === entry.commit && h.bundleDigest === entry.bundleDigest && h.startedAt === entry.startedAt;
  return [entry, ...history.filter((h) => !sameRun(h))].slice(0, Math.max(1, limit));
}

/** The history line for a deploy state: its outcome and counts from its per-object results. */
export function historyEntryOf(state: DeployState): HistoryEntry {
  let applied = 0;
  let failed = 0;
  let pruned = 0;
  for (const r of state.results) {
    if (r.action === 'created' || r.action === 'configured' || r.action === 'unchanged') applied++;
    else if (r.action === 'failed') failed++;
    else if (r.action === 'deleted') pruned++;
  }
  const entry: HistoryEntry = {
    commit: state.commit,
    bundleDigest: state.bundleDigest,
    status: state.status,
    startedAt: state.startedAt,
    applied,
    failed,
    pruned,
  };
  if (state.finishedAt) entry.finishedAt = state.finishedAt;
  if (state.runUrl) entry.runUrl = state.runUrl;
  if (state.runId) entry.runId = state.runId;
  return entry;
}
