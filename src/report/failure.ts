import { codeBlock, escapeText } from './escape';
import { revisionsLine } from './report';

/** The most of a failure's message a comment quotes; the run's log has all of it. */
const MESSAGE_LIMIT = 8000;

export interface FailureInput {
  pipeline: string;
  /** `commentMarker(pipeline, shard)`: the failure takes the report's place in the sticky comment. */
  marker: string;
  /** Already redacted: this module knows no Secrets. */
  message: string;
  /** Link to the run, whose log says more. */
  runUrl: string;
  /** The commits under review, named as the report's header names them. */
  revisions?: { base: string; head?: string };
}

/**
 * The comment a review that could not finish leaves in the report's place: a pull request must
 * never be able to silence its own review, so a failure is said where the diff would have been.
 */
export function renderFailure(input: FailureInput): string {
  const message =
    input.message.length > MESSAGE_LIMIT ? `${input.message.slice(0, MESSAGE_LIMIT)}\n…(cut)` : input.message;
  return [
    input.marker,
    `**${escapeText(`rigging: ${input.pipeline}`)}** — the review failed: no diff could be made.`,
    '',
    ...(input.revisions ? [revisionsLine({ ...input.revisions, runUrl: input.runUrl }), ''] : []),
    codeBlock(message),
    '',
    `See [the run](${input.runUrl}) for details.`,
    '',
  ].join('\n');
}
