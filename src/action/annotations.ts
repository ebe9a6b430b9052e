import path from 'node:path';
import type * as core from '@actions/core';
import type { Diagnostic } from '../model/types';
import type { RunOutput } from './output';

/**
 * Every diagnostic becomes a workflow annotation; with a file (made relative to the repository)
 * and line, GitHub shows it on the pull request's Files tab at that line.
 */
export function annotate(
  out: RunOutput,
  diagnostics: readonly Diagnostic[],
  pipelineRoot: string,
  workspace: string,
): void {
  // The same mistake usually breaks every environment; one annotation per place is enough.
  const seen = new Set<string>();
  for (const d of diagnostics) {
    const id = `${d.severity}|${d.file}|${d.line}|${d.column}|${d.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const props: core.AnnotationProperties = { title: `rigging: ${d.source}` };
    if (d.file) {
      props.file = path.relative(workspace, path.resolve(pipelineRoot, d.file)).split(path.sep).join('/');
      if (d.line !== undefined) props.startLine = d.line;
      if (d.column !== undefined) props.startColumn = d.column;
    }
    if (d.severity === 'error') out.error(d.message, props);
    else out.warning(d.message, props);
  }
}
