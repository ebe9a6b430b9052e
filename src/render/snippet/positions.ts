import { positionInBlock } from '../../schema/position';
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
  return { file: parsed.file, ...positionInBlock(parsed, text, ['spec', 'files', origin.key], line, column) };
}
