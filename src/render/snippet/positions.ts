import { isScalar, Scalar } from 'yaml';
import { nodeAt, positionOf } from '../../schema/position';
import type { FileOrigin } from './sources';

export interface Place {
  file: string;
  line?: number;
  column?: number;
}

/**
 * Where line `line`, column `column` of a snippet's file is in the repository: the file itself for
 * a source read from the repository, or the line inside the resource's YAML for an inline file
 * written as a block scalar (`main.jsonnet: |`), so an annotation lands on the line to fix.
 */
export function placeInFile(origin: FileOrigin, line?: number, column?: number): Place {
  if (origin.kind === 'repository') {
    return {
      file: origin.file,
      ...(line !== undefined ? { line } : {}),
      ...(column !== undefined ? { column } : {}),
    };
  }
  const { parsed, text } = origin.resource;
  const at = ['spec', 'files', origin.key];
  const node = nodeAt(parsed, at);
  const block =
    isScalar(node) && (node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED) && node.range;
  if (!block || line === undefined) return { file: parsed.file, ...positionOf(parsed, at) };
  const header = parsed.lineCounter.linePos(node.range?.[0] ?? 0).line;
  const lines = text.split('\n');
  const firstContent = lines.slice(header).find((l) => l.trim() !== '') ?? '';
  const indent = firstContent.length - firstContent.trimStart().length;
  return { file: parsed.file, line: header + line, column: indent + (column ?? 1) };
}
