import {
  type Document,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  type Pair,
  parseAllDocuments,
  parseDocument,
  type Scalar,
  visit,
  type YAMLError,
} from 'yaml';
import type { Diagnostic } from '../model/types';
import { sortDiagnostics } from './diagnostic';
import { atPath, type DocPath } from './path';
import { boundedToJS } from './yaml-bounds';
import { type DialectSettings, dialectSettings, type YamlDialect } from './yaml-dialect';

export interface ParseYamlOptions {
  /** How the file's tool reads YAML; rigging's own files are YAML 1.2 (the default). */
  dialect?: YamlDialect;
  /**
   * Where a plain scalar keeps its text though the dialect reads a boolean or number there: Go's
   * yaml.v2 decoding into a `string` struct field (or map key) sets the scalar's own text, so a
   * Hub component named `y` is named "y", while an `interface{}` field holds `true`.
   */
  keepText?: (path: DocPath, isKey: boolean) => boolean;
}

/** A YAML file parsed once, kept with what is needed to point back into it. */
export interface ParsedYaml {
  /** Display path used in diagnostics, e.g. `rigging.yaml`. */
  file: string;
  /** Diagnostic source, e.g. `config`. */
  source: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** Plain JS value of the document (later duplicate keys win); `null` for an empty file. */
  value: unknown;
  /** Syntax errors and warnings, in file order. */
  diagnostics: Diagnostic[];
}

/**
 * Parses one YAML document as `opts.dialect` reads it. A duplicate key is an error where the
 * tool refuses it, and a warning where the tool silently keeps the later value (rigging keeps it
 * too); other syntax errors are reported as the yaml package words them, minus its source excerpt.
 */
export function parseYamlFile(
  file: string,
  text: string,
  source: string,
  opts: ParseYamlOptions = {},
): ParsedYaml {
  const dialect = dialectSettings(opts.dialect);
  const lineCounter = new LineCounter();
  // logLevel 'error': the yaml package would otherwise print its own warnings to stderr.
  const doc = parseDocument(text, {
    ...dialect.options,
    lineCounter,
    uniqueKeys: true,
    prettyErrors: true,
    logLevel: 'error',
  });
  return fromDocument(doc, lineCounter, file, source, dialect, opts.keepText);
}

function fromDocument(
  doc: Document.Parsed,
  lineCounter: LineCounter,
  file: string,
  source: string,
  dialect: DialectSettings,
  keepText?: ParseYamlOptions['keepText'],
): ParsedYaml {
  if (keepText) restoreText(doc.contents, [], keepText);
  const lastWins = (e: YAMLError) => e.code === 'DUPLICATE_KEY' && dialect.duplicateKeys === 'last-wins';
  const diagnostics: Diagnostic[] = sortDiagnostics([
    ...doc.errors.map((e) =>
      fromYamlError(doc, lineCounter, e, lastWins(e) ? 'warning' : 'error', file, source, dialect),
    ),
    ...doc.warnings.map((e) => fromYamlError(doc, lineCounter, e, 'warning', file, source, dialect)),
  ]);
  let value: unknown;
  try {
    value = boundedToJS(doc);
  } catch (err) {
    // Aliases are resolved only here: an undefined anchor, or too many aliases (a "billion laughs" file).
    // At the alias that has no anchor, or else at the first alias (where a bomb starts expanding).
    const at = unresolvedAlias(doc) ?? firstAlias(doc);
    const { line, col } = lineCounter.linePos(at?.range?.[0] ?? 0);
    const message = (err as Error).message.replace(/ \(the anchor must be set before the alias\)/, '');
    diagnostics.push({ severity: 'error', source, file, line, column: col, message, reason: 'YamlSyntax' });
  }
  return { file, source, doc, lineCounter, value, diagnostics };
}

/**
 * Parses every document of a YAML stream (`---` separated, as Kubernetes manifests are), each
 * positioned in the one file. Empty documents are kept (value `null`) so indexes match the file.
 */
export function parseYamlStream(
  file: string,
  text: string,
  source: string,
  opts: ParseYamlOptions = {},
): ParsedYaml[] {
  const dialect = dialectSettings(opts.dialect);
  const lineCounter = new LineCounter();
  const parsed = parseAllDocuments(text, {
    ...dialect.options,
    lineCounter,
    uniqueKeys: true,
    prettyErrors: true,
    logLevel: 'error',
  });
  const docs = Array.isArray(parsed) ? parsed : [parsed as unknown as Document.Parsed];
  return docs.map((doc) => fromDocument(doc, lineCounter, file, source, dialect, opts.keepText));
}

/** Gives a plain scalar read as a boolean or number its own text back where `keep` says. */
function restoreText(node: unknown, path: DocPath, keep: NonNullable<ParseYamlOptions['keepText']>): void {
  const restore = (scalar: Scalar, at: DocPath, isKey: boolean) => {
    const typed = typeof scalar.value === 'boolean' || typeof scalar.value === 'number';
    if (typed && scalar.type === 'PLAIN' && typeof scalar.source === 'string' && keep(at, isKey))
      scalar.value = scalar.source;
  };
  const child = (value: unknown, at: DocPath) => {
    if (isScalar(value)) restore(value, at, false);
    else restoreText(value, at, keep);
  };
  if (isMap(node)) {
    for (const pair of node.items as Pair<unknown, unknown>[]) {
      if (isScalar(pair.key)) restore(pair.key, path, true);
      child(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : '?']);
    }
  } else if (isSeq(node)) {
    for (const [i, item] of node.items.entries()) child(item, [...path, i]);
  }
}

/** True when no error but duplicate keys was found: the document's shape is still trustworthy. */
export function hasOnlyDuplicateKeyErrors(parsed: ParsedYaml): boolean {
  return parsed.diagnostics.every((d) => d.severity !== 'error' || d.reason === 'DuplicateKey');
}

function firstAlias(doc: Document.Parsed): Node | undefined {
  let found: Node | undefined;
  visit(doc, {
    Alias(_, alias) {
      found = alias;
      return visit.BREAK;
    },
  });
  return found;
}

function unresolvedAlias(doc: Document.Parsed): Node | undefined {
  let found: Node | undefined;
  visit(doc, {
    Alias(_, alias) {
      if (alias.resolve(doc) !== undefined) return undefined;
      found = alias;
      return visit.BREAK;
    },
  });
  return found;
}

function fromYamlError(
  doc: Document.Parsed,
  lineCounter: LineCounter,
  error: YAMLError,
  severity: Diagnostic['severity'],
  file: string,
  source: string,
  dialect: DialectSettings,
): Diagnostic {
  const start = error.linePos?.[0] ?? lineCounter.linePos(error.pos[0]);
  const where = { severity, source, file, line: start.line, column: start.col };
  if (error.code === 'DUPLICATE_KEY') {
    const dup = findDuplicateKey(doc, error.pos[0]);
    if (dup) {
      const first = lineCounter.linePos(dup.first.range?.[0] ?? 0);
      const said = `duplicate key ${JSON.stringify(dup.key)} (first at line ${first.line})`;
      // A tool that keeps the later value does so silently; say so, since a reviewer may miss it.
      const message =
        severity === 'warning' ? `${said}: the later value is used, as ${dialect.reader} reads it` : said;
      return { ...where, message: atPath(dup.path, message), reason: 'DuplicateKey' };
    }
  }
  if (error.code === 'MULTIPLE_DOCS') {
    return {
      ...where,
      message: 'expected a single YAML document, found another after "---"',
      reason: 'YamlSyntax',
    };
  }
  return {
    ...where,
    message: stripExcerpt(error.message),
    reason: severity === 'error' ? 'YamlSyntax' : 'YamlWarning',
  };
}

/** The yaml package appends ` at line L, column C:` and a code excerpt; the diagnostic carries both already. */
function stripExcerpt(message: string): string {
  return message.replace(/ at line \d+, column \d+:?[\s\S]*$/, '');
}

interface DuplicateKey {
  path: DocPath;
  key: string;
  first: Node;
}

/** Finds the repeated key starting at `offset`, its path and the key it repeats. */
function findDuplicateKey(doc: Document.Parsed, offset: number): DuplicateKey | undefined {
  const walk = (node: unknown, path: DocPath): DuplicateKey | undefined => {
    if (isSeq(node)) {
      for (const [i, item] of node.items.entries()) {
        const found = walk(item, [...path, i]);
        if (found) return found;
      }
    } else if (isMap(node)) {
      const pairs = node.items as Pair<unknown, unknown>[];
      for (const pair of pairs) {
        const key = pair.key;
        if (isScalar(key) && key.range?.[0] === offset) {
          const name = String(key.value);
          const first = pairs.find((p) => isScalar(p.key) && String(p.key.value) === name)?.key as Node;
          return { path: [...path, name], key: name, first };
        }
        const found = walk(pair.value, [...path, isScalar(key) ? String(key.value) : '?']);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(doc.contents, []);
}
