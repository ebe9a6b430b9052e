/**
 * Finds every `import`, `importstr` and `importbin` of a jsonnet file without evaluating it.
 * Jsonnet only accepts a string literal after these keywords ("computed imports are not
 * allowed"), so a lexer is enough to know every path a file can read, before libjsonnet runs.
 * The lexer follows libjsonnet's: comments (`#`, `//`, `/* *\/`), the four quoted string forms
 * with jsonnet's escapes, and `|||` text blocks.
 */

import { unescapeString } from './rigging/strings';

export type ImportKind = 'import' | 'importstr' | 'importbin';

export interface ImportSite {
  kind: ImportKind;
  /** The path as jsonnet decodes the literal. */
  path: string;
  line: number;
  column: number;
  /** Offsets in the code: where the keyword starts, and where its string literal starts and ends. */
  start: number;
  literal: { start: number; end: number };
}

/** A file the scanner cannot read the way jsonnet would; it is refused rather than evaluated. */
export class ImportScanError extends Error {
  override name = 'ImportScanError';
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

const KEYWORDS = new Set<string>(['import', 'importstr', 'importbin']);
const IDENT_START = /[A-Za-z_]/;
const IDENT = /[A-Za-z0-9_]/;

type Token = { kind: 'string'; value: string } | { kind: 'ident'; value: string } | { kind: 'other' };

export function scanImports(code: string): ImportSite[] {
  const sites: ImportSite[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  let pending: { kind: ImportKind; line: number; column: number; start: number } | undefined;

  const fail = (message: string, at = i): never => {
    throw new ImportScanError(message, line, at - lineStart + 1);
  };
  const newline = (at: number) => {
    line++;
    lineStart = at + 1;
  };

  /** Skips whitespace and comments; false at the end of the text. */
  const skipTrivia = (): boolean => {
    while (i < code.length) {
      const c = code[i];
      if (c === '\n') {
        newline(i);
        i++;
      } else if (c === ' ' || c === '\t' || c === '\r') {
        i++;
      } else if (c === '#' || (c === '/' && code[i + 1] === '/')) {
        while (i < code.length && code[i] !== '\n') i++;
      } else if (c === '/' && code[i + 1] === '*') {
        const end = code.indexOf('*/', i + 2);
        if (end < 0) fail('multi-line comment has no terminating */');
        for (let j = i; j < end; j++) if (code[j] === '\n') newline(j);
        i = end + 2;
      } else {
        return true;
      }
    }
    return false;
  };

  const quoted = (quote: string): string => {
    const start = i;
    i++;
    let raw = '';
    while (i < code.length && code[i] !== quote) {
      if (code[i] === '\\') {
        raw += code[i++];
        if (i >= code.length) break;
      }
      if (code[i] === '\n') newline(i);
      raw += code[i++];
    }
    if (i >= code.length) fail('unterminated string', start);
    i++;
    const decoded = unescapeString(raw);
    return typeof decoded === 'string' ? decoded : fail('invalid escape in string', start);
  };

  const verbatim = (quote: string): string => {
    const start = i;
    i += 2;
    let value = '';
    for (;;) {
      if (i >= code.length) fail('unterminated verbatim string', start);
      if (code[i] === quote) {
        if (code[i + 1] === quote) {
          value += quote;
          i += 2;
          continue;
        }
        i++;
        return value;
      }
      if (code[i] === '\n') newline(i);
      value += code[i++];
    }
  };

  const textBlock = (): string => {
    const start = i;
    i += 3;
    const chomp = code[i] === '-';
    if (chomp) i++;
    while (code[i] === ' ' || code[i] === '\t' || code[i] === '\r') i++;
    if (code[i] !== '\n') fail('text block syntax requires new line after |||', start);
    newline(i);
    i++;
    // Blank lines before the first text line belong to the block.
    let value = '';
    while (code[i] === '\n') {
      newline(i);
      i++;
      value += '\n';
    }
    let indent = '';
    while (code[i] === ' ' || code[i] === '\t') indent += code[i++];
    if (indent === '') fail('text block first line must begin with whitespace', start);
    for (;;) {
      // At the start of a line, just past its indentation.
      while (i < code.length && code[i] !== '\n') value += code[i++];
      if (i >= code.length) fail('unexpected end of file in text block', start);
      value += '\n';
      newline(i);
      i++;
      while (code[i] === '\n') {
        newline(i);
        i++;
        value += '\n';
      }
      if (code.startsWith(indent, i)) {
        i += indent.length;
        continue;
      }
      while (code[i] === ' ' || code[i] === '\t') i++;
      if (!code.startsWith('|||', i)) fail('text block not terminated with |||', start);
      i += 3;
      return chomp ? value.replace(/\n$/, '') : value;
    }
  };

  const next = (): Token => {
    const c = code[i] as string;
    if (c === '"' || c === "'") return { kind: 'string', value: quoted(c) };
    if (c === '@' && (code[i + 1] === '"' || code[i + 1] === "'"))
      return { kind: 'string', value: verbatim(code[i + 1] as string) };
    if (c === '|' && code.startsWith('|||', i)) return { kind: 'string', value: textBlock() };
    if (IDENT_START.test(c)) {
      const start = i;
      while (i < code.length && IDENT.test(code[i] as string)) i++;
      return { kind: 'ident', value: code.slice(start, i) };
    }
    if (/[0-9]/.test(c)) {
      // Numbers, exponent included; a following identifier is a separate token, as in jsonnet.
      while (i < code.length && /[0-9.]/.test(code[i] as string)) i++;
      if ((code[i] === 'e' || code[i] === 'E') && /[-+0-9]/.test(code[i + 1] ?? '')) {
        i += 2;
        while (i < code.length && /[0-9]/.test(code[i] as string)) i++;
      }
      return { kind: 'other' };
    }
    i++;
    return { kind: 'other' };
  };

  while (skipTrivia()) {
    const line0 = line;
    const column0 = i - lineStart + 1;
    const start = i;
    const token = next();
    if (pending) {
      if (token.kind !== 'string') {
        throw new ImportScanError('computed imports are not allowed', line0, column0);
      }
      const { kind, line: l, column: c, start: s0 } = pending;
      sites.push({ kind, path: token.value, line: l, column: c, start: s0, literal: { start, end: i } });
      pending = undefined;
    } else if (token.kind === 'ident' && KEYWORDS.has(token.value)) {
      pending = { kind: token.value as ImportKind, line: line0, column: column0, start };
    }
  }
  if (pending) throw new ImportScanError('computed imports are not allowed', pending.line, pending.column);
  return sites;
}
