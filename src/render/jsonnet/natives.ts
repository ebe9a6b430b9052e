import { parseAllDocuments } from 'yaml';
import type { NativeFunction } from './engine';

/**
 * YAML as Kubernetes tooling reads it (go-yaml v2 under sigs.k8s.io/yaml, i.e. YAML 1.1: `yes`
 * is a boolean, merge keys work), one value per document, documents that are empty skipped.
 */
export function parseYamlDocuments(text: string): unknown[] {
  const docs = parseAllDocuments(text, { version: '1.1', merge: true, prettyErrors: false });
  const values: unknown[] = [];
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    const first = doc.errors[0];
    if (first) {
      const pos = first.linePos?.[0];
      throw new YamlParseError(first.message.split('\n')[0] ?? first.message, pos?.line, pos?.col);
    }
    const value = doc.toJS({ maxAliasCount: 1000 }) as unknown;
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
  },
  parseJson: {
    params: ['json'],
    fn: (text) => JSON.parse(String(text)),
  },
};
