import { isAlias, isMap, isScalar, isSeq, type Node, Scalar } from 'yaml';
import type { ParsedYaml } from './parse';
import type { DocPath } from './path';

export interface Position {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

interface Located {
  /** The value node at the deepest path prefix that exists. */
  node: Node | null;
  /** Its key node, when it sits in a map. */
  key: Node | null;
  /** How many path segments were found. */
  depth: number;
}

/** Walks `path` through the YAML tree, stopping at the deepest node that exists. */
function locate(parsed: ParsedYaml, path: DocPath): Located {
  let node = resolve(parsed, parsed.doc.contents as Node | null);
  let key: Node | null = null;
  let depth = 0;
  for (const segment of path) {
    let next: { node: Node | null; key: Node | null } | undefined;
    if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment];
      if (item !== undefined) next = { node: item as Node | null, key: null };
    } else if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (pair) next = { node: pair.value as Node | null, key: pair.key as Node };
    }
    if (!next) break;
    node = resolve(parsed, next.node);
    key = next.key;
    depth++;
  }
  return { node, key, depth };
}

function resolve(parsed: ParsedYaml, node: Node | null): Node | null {
  return isAlias(node) ? ((node.resolve(parsed.doc) as Node | undefined) ?? node) : node;
}

/** The YAML node at `path`, or undefined when the document has no such node. */
export function nodeAt(parsed: ParsedYaml, path: DocPath): Node | null | undefined {
  const found = locate(parsed, path);
  return found.depth === path.length ? found.node : undefined;
}

/**
 * Where `path` is in the file: its value, or with `key: true` its key. A path that does not exist
 * falls back to the nearest ancestor, so every diagnostic has somewhere to point.
 */
export function positionOf(parsed: ParsedYaml, path: DocPath, opts: { key?: boolean } = {}): Position {
  const { node, key } = locate(parsed, path);
  // An empty value (`path:`) has a zero-width range at the end of the line; the key reads better.
  const emptyValue =
    !node?.range || (isScalar(node) && node.value === null && node.range[0] === node.range[1]);
  const target = (opts.key || emptyValue) && key ? key : node;
  const offset = target?.range?.[0] ?? 0;
  const { line, col } = parsed.lineCounter.linePos(offset);
  return { line, column: col };
}

/**
 * Where line `line`, column `column` of text written inline as a block scalar at `path` (`template: |`)
 * is in the file whose text is `text`, so a message about the embedded text lands on the line to
 * fix. A value that is not a block scalar, or no line, gives the position of the value itself.
 */
export function positionInBlock(
  parsed: ParsedYaml,
  text: string,
  path: DocPath,
  line?: number,
  column?: number,
): Position {
  const node = nodeAt(parsed, path);
  const block =
    isScalar(node) && (node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED) && node.range;
  if (!block || line === undefined) return positionOf(parsed, path);
  const header = parsed.lineCounter.linePos(node.range?.[0] ?? 0).line;
  const firstContent =
    text
      .split('\n')
      .slice(header)
      .find((l) => l.trim() !== '') ?? '';
  const indent = firstContent.length - firstContent.trimStart().length;
  // Past the text (jsonnet's "unexpected end of file" is on the line after a final newline): at
  // the end of its last line, which the file has, rather than on a line after the block.
  const lines = String(node.value).replace(/\n+$/, '').split('\n');
  if (line > lines.length) {
    const last = lines.length;
    return { line: header + last, column: indent + (lines[last - 1] ?? '').length + 1 };
  }
  return { line: header + line, column: indent + (column ?? 1) };
}
