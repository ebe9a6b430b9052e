import { parseAllDocuments } from 'yaml';
import { boundedToJS } from '../../schema/yaml-bounds';
import { dialectSettings } from '../../schema/yaml-dialect';
import type { NativeFunction } from './engine';

/**
 * YAML as Kubernetes tooling reads it (go-yaml v2 under sigs.k8s.io/yaml): `yes` is a boolean,
 * merge keys work, `0o644` is 420, base-60 numbers (`12:30`) and timestamps stay strings, and the
 * later of two equal keys wins.
 */
const kubeYaml = { ...dialectSettings('go-yaml-v2').options, uniqueKeys: false };

/** One value per document, documents that are empty skipped, as qbec's parseYaml returns them. */
export function parseYamlDocuments(text: string): unknown[] {
  const docs = parseAllDocuments(text, kubeYaml);
  const values: unknown[] = [];
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    const first = doc.errors[0];
    if (first) {
      const pos = first.linePos?.[0];
      // The message's first line without its position; the excerpt after it may hold secret values.
      const message = (first.message.split('\n')[0] ?? first.message).replace(
        / at line \d+, column \d+:?$/,
        '',
      );
      throw new YamlParseError(message, pos?.line, pos?.col);
    }
    let value: unknown;
    try {
      value = boundedToJS(doc);
    } catch (err) {
      // An undefined alias, or aliases past the shared bound: the document's fault, not rigging's.
      throw new YamlParseError((err as Error).message);
    }
    if (value !== null && value !== undefined) values.push(value);
  }
  return values;
}

export class YamlParseError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'YamlParseError';
  }
}

/** The natives qbec registers that rigging's renderers rely on: parseYaml and parseJson. */
export const standardNatives: Readonly<Record<string, NativeFunction>> = {
  parseYaml: {
    params: ['yaml'],
    fn: (text) => parseYamlDocuments(String(text ?? '')),
    pure: true,
  },
  parseJson: {
    params: ['json'],
    fn: (text) => parseFirstJsonValue(String(text)),
    pure: true,
  },
};

export class JsonParseError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'JsonParseError';
  }
}

/**
 * The first JSON value in `text`, as Go's json.Decoder reads it (qbec's parseJson and .json
 * components): content after it is ignored. Errors never quote the text, which may be a secret.
 */
export function parseFirstJsonValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = (err as Error).message;
    const trailing = /^Unexpected non-whitespace character after JSON at position (\d+)/.exec(message);
    if (trailing) return JSON.parse(text.slice(0, Number(trailing[1])));
    const at = /at position (\d+)/.exec(message);
    const position = at ? positionAt(text, Number(at[1])) : scanForError(text);
    // V8 words some errors `Unexpected token 'x', "<excerpt>" is not valid JSON`: keep the words, drop the excerpt.
    const words = message
      .replace(/, (?:\.\.\.)?".*$/s, '')
      .replace(/ in JSON at position.*$/s, '')
      .replace(/\s+/g, ' ');
    throw new JsonParseError(words, position?.line, position?.column);
  }
}

function positionAt(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * Where a JSON text stops being valid, for V8 messages that give no position: the longest prefix
 * that is only incomplete (its error, if any, is at its very end) ends right before the bad character.
 */
function scanForError(text: string): { line: number; column: number } | undefined {
  const incomplete = (n: number) => {
    try {
      JSON.parse(text.slice(0, n));
      return true;
    } catch (e) {
      const m = (e as Error).message;
      const at = /at position (\d+)/.exec(m);
      return /end of JSON input/.test(m) || (at !== null && Number(at[1]) >= n);
    }
  };
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (incomplete(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo < text.length ? positionAt(text, lo) : undefined;
}
