import type { PipelineDiff } from '../diff/diff';
import { commentMarker } from './marker';
import { COMMENT_LIMIT, type Revisions, renderReport } from './report';

// The report's public surface, in one place for the CLI and the action.
export { notReadyMessage, reasonText, revisionText } from './artifact-block';
export { type ChangeBlock, changeSummary, renderChangeBlock } from './change-block';
export { codeBlock, escapeCell, escapeHtml, escapeText } from './escape';
export { type FailureInput, renderFailure } from './failure';
export { commentMarker } from './marker';
export { planTextLines, planTitle } from './plan-changes';
export {
  COMMENT_LIMIT,
  type FullDiffLocation,
  JOB_SUMMARY_LIMIT,
  type ReportInput,
  type ReportOptions,
  type ReportResult,
  type Revisions,
  renderNoChanges,
  renderReport,
  withoutRunLink,
} from './report';
export type { Measure } from './sheet';
export { renderSummaryTable } from './summary-table';

export interface MarkdownOptions {
  /** Pipeline name (rigging.yaml metadata.name): goes in the marker and the title. */
  pipeline: string;
  /** The commits compared, named under the title. */
  revisions?: Revisions;
}

/** The PR comment for a pipeline diff, within GitHub's comment limit. */
export function renderMarkdown(diff: PipelineDiff, opts: MarkdownOptions): string {
  return renderReport(
    {
      pipeline: opts.pipeline,
      marker: commentMarker(opts.pipeline),
      diff,
      ...(opts.revisions ? { revisions: opts.revisions } : {}),
    },
    { limit: COMMENT_LIMIT },
  ).markdown;
}
