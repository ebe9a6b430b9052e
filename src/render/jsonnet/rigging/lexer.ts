/**
 * The Jsonnet lexer: text to tokens, with libjsonnet 0.20's token kinds, error wording and
 * positions (1-based lines; columns count UTF-8 bytes from the line start, as libjsonnet's do).
 */
import { JsonnetSyntaxError, type Loc, type Pos } from './ast';

export type TokenKind =
  | '{'
  | '}'
  | '['
  | ']'
  | ','
  | '.'
  | '('
  | ')'
  | ';'
  | '$'
  | 'IDENTIFIER'
  | 'NUMBER'
  | 'OPERATOR'
  | 'STRING_SINGLE'
  | 'STRING_DOUBLE'
  | 'VERBATIM_STRING_SINGLE'
  | 'VERBATIM_STRING_DOUBLE'
  | 'STRING_BLOCK'
  | Keyword
  | 'EOF';

export type Keyword =
  | 'assert'
  | 'else'
  | 'error'
  | 'false'
  | 'for'
  | 'function'
  | 'if'
  | 'import'
  | 'importstr'
  | 'importbin'
  | 'in'
  | 'local'
  | 'null'
  | 'self'
  | 'super'
  | 'tailstrict'
  | 'then'
  | 'true';

// Keyword to itself: a kind taken from here is the literal (an internalised string), which the
// parser's many `kind === 'local'` tests compare by pointer; the sliced text would not be.
const KEYWORDS: ReadonlyMap<string, Keyword> = new Map(
  (
    [
      'assert',
      'else',
      'error',
      'false',
      'for',
      'function',
      'if',
      'import',
      'importstr',
      'importbin',
      'in',
      'local',
      'null',
      'self',
      'super',
      'tailstrict',
      'then',
      'true',
    ] as const
  ).map((k) => [k, k]),
);

export interface Token {
  kind: TokenKind;
  /**
   * Identifiers, keywords, operators and numbers: their text. Quoted strings: the text between
   * the quotes, escapes not yet resolved. Verbatim strings: doubled quotes resolved. Text blocks:
   * the block with its indentation removed.
   */
  data: string;
  /**
   * First and last characters (libjsonnet's end is the column after `last`). A one-character
   * token's `last` is its `begin`: positions are never changed, so they may be shared.
   */
  begin: Pos;
  last: Pos;
}

/** How libjsonnet names a token kind in messages ("unexpected: X while ..."). */
export function kindName(kind: TokenKind): string {
  if (kind === 'EOF') return 'end of file';
  if (kind.length === 1) return `"${kind}"`;
  return kind;
}

/** How libjsonnet prints a token ("expected ... but got X"). */
export function tokenText(tok: Token): string {
  if (tok.data === '') return kindName(tok.kind);
  if (tok.kind === 'OPERATOR') return `"${tok.data}"`;
  return `(${kindName(tok.kind)}, "${tok.data}")`;
}

const SYMBOLS = '!$:~+-&|^=<>*/%';
// An operator of more than one character may not end in one of these (so `a+-b` is `a + -b`).
const NOT_AT_END = '+-~!$';

// Character classes by UTF-16 code unit, for the hot loops (no per-character strings).
const C_SYMBOL = 1;
const C_ID_FIRST = 2;
const C_DIGIT = 4;
const C_NOT_AT_END = 8;
const CLASS = new Uint8Array(128);
const mark = (c: number, cls: number) => {
  CLASS[c] = (CLASS[c] as number) | cls;
};
for (const c of SYMBOLS) mark(c.charCodeAt(0), C_SYMBOL);
for (const c of NOT_AT_END) mark(c.charCodeAt(0), C_NOT_AT_END);
for (let c = 48; c <= 57; c++) mark(c, C_DIGIT);
for (let c = 65; c <= 90; c++) mark(c, C_ID_FIRST);
for (let c = 97; c <= 122; c++) mark(c, C_ID_FIRST);
mark(95, C_ID_FIRST);
const C_PUNCT = 16;
/** The kinds of the one-character tokens other than `$`, by char code. */
const PUNCT_KIND: (TokenKind | undefined)[] = [];
for (const c of ['{', '}', '[', ']', ',', '.', '(', ')', ';'] as const) {
  mark(c.charCodeAt(0), C_PUNCT);
  PUNCT_KIND[c.charCodeAt(0)] = c;
}

const isDigitCode = (c: number) => c >= 48 && c <= 57;
const digitsEnd = (text: string, i: number) => {
  while (isDigitCode(text.charCodeAt(i))) i++;
  return i;
};

const NL = 10;
const SLASH = 47;
const STAR = 42;
const BACKSLASH = 92;
const PIPE = 124;
const HASH = 35;
const DQUOTE = 34;
const SQUOTE = 39;
const DOLLAR = 36;
const AT = 64;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;
const ZERO = 48;

export function lex(input: string, file: string): Token[] {
  // libjsonnet reads a C string: a NUL ends the text.
  const nul = input.indexOf('\0');
  return new Lexer(nul >= 0 ? input.slice(0, nul) : input, file).run();
}

const isTextBlock = (text: string, p: number) =>
  text.charCodeAt(p) === PIPE && text.charCodeAt(p + 1) === PIPE && text.charCodeAt(p + 2) === PIPE;

/**
 * The lexer's state in fields and its steps as methods, not closures in `lex`: closures made
 * afresh for every file would make V8 throw away the lexer's optimised code at each new file.
 */
class Lexer {
  private readonly n: number;
  private i = 0;
  private line = 1;
  private lineStart = 0;
  // Byte columns, computed incrementally along the current line.
  private colPos = 0;
  private colBytes = 0;
  /** A verbatim string's text, from lexVerbatim. */
  private data = '';

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {
    this.n = text.length;
  }

  private column(pos: number): number {
    const text = this.text;
    if (this.colPos < this.lineStart || pos < this.colPos) {
      this.colPos = this.lineStart;
      this.colBytes = 0;
    }
    let colPos = this.colPos;
    let colBytes = this.colBytes;
    for (; colPos < pos; colPos++) {
      const c = text.charCodeAt(colPos);
      if (c < 0x80) colBytes += 1;
      else if (c < 0x800) colBytes += 2;
      else if (c >= 0xd800 && c < 0xdc00) colBytes += 4;
      else if (c >= 0xdc00 && c < 0xe000) colBytes += 0;
      else colBytes += 3;
    }
    this.colPos = colPos;
    this.colBytes = colBytes;
    return colBytes + 1;
  }

  private pos(p: number): Pos {
    return { line: this.line, column: this.column(p) };
  }

  /** The position of the character before p (a token ending at p), on the current line. */
  private lastPos(p: number): Pos {
    return { line: this.line, column: this.column(p) - 1 };
  }

  private fail(begin: Pos, message: string): never {
    throw new JsonnetSyntaxError(message, { file: this.file, begin, end: begin });
  }

  private newline(p: number): void {
    this.line++;
    this.lineStart = p + 1;
  }

  run(): Token[] {
    const text = this.text;
    const n = this.n;
    // Columns count UTF-8 bytes; in an all-ASCII text (the usual case) that is the offset.
    const ascii = Buffer.byteLength(text, 'utf8') === text.length;
    const tokens: Token[] = [];
    let i = 0;
    // Numeric char codes throughout: V8's interpreter runs this cold, and comparing small
    // integers there is much cheaper than comparing one-character strings.
    for (;;) {
      // Whitespace and comments.
      let code = 0;
      while (i < n) {
        code = text.charCodeAt(i);
        if (code === NL) {
          this.line++;
          this.lineStart = i + 1;
        } else if (code === SLASH) {
          const next = text.charCodeAt(i + 1);
          if (next === SLASH) i = this.lineEnd(i);
          else if (next === STAR) i = this.blockComment(i);
          else break;
          continue;
        } else if (code === HASH) {
          i = this.lineEnd(i);
          continue;
        } else if (code !== 32 && code !== 9 && code !== 13) break;
        i++;
      }
      if (i >= n) break;
      const start = i;
      const begin: Pos = ascii ? { line: this.line, column: start - this.lineStart + 1 } : this.pos(start);
      let kind: TokenKind;
      let data = '';
      const cls = code < 128 ? (CLASS[code] as number) : 0;
      if (cls & C_ID_FIRST) {
        i++;
        while (i < n) {
          const d = text.charCodeAt(i);
          if (d >= 128 || ((CLASS[d] as number) & (C_ID_FIRST | C_DIGIT)) === 0) break;
          i++;
        }
        data = text.slice(start, i);
        kind = KEYWORDS.get(data) ?? 'IDENTIFIER';
      } else if (cls & C_PUNCT) {
        kind = PUNCT_KIND[code] as TokenKind;
        i++;
      } else if (code === DQUOTE || code === SQUOTE) {
        // The text between the quotes, escapes kept as written (the parser resolves them).
        i++;
        for (;;) {
          if (i >= n) this.fail(begin, 'unterminated string');
          let d = text.charCodeAt(i);
          if (d === code) break;
          if (d === BACKSLASH && i + 1 < n) d = text.charCodeAt(++i);
          if (d === NL) {
            this.line++;
            this.lineStart = i + 1;
          }
          i++;
        }
        data = text.slice(start + 1, i);
        i++;
        kind = code === DQUOTE ? 'STRING_DOUBLE' : 'STRING_SINGLE';
      } else if (cls & C_DIGIT) {
        this.i = i;
        data = this.lexNumber(begin);
        i = this.i;
        kind = 'NUMBER';
      } else if (code === PIPE && isTextBlock(text, i)) {
        this.i = i;
        data = this.lexTextBlock(begin);
        i = this.i;
        kind = 'STRING_BLOCK';
      } else if (cls & C_SYMBOL) {
        i = this.operatorEnd(start);
        if (i === start + 1 && code === DOLLAR) kind = '$';
        else {
          data = text.slice(start, i);
          kind = 'OPERATOR';
        }
      } else if (code === AT) {
        this.i = i;
        kind = this.lexVerbatim(begin);
        data = this.data;
        i = this.i;
      } else this.badChar(begin, i);
      let last = begin;
      if (i !== start + 1) last = ascii ? { line: this.line, column: i - this.lineStart } : this.lastPos(i);
      tokens.push({ kind, data, begin, last });
    }
    const eof = ascii ? { line: this.line, column: i - this.lineStart + 1 } : this.pos(i);
    tokens.push({ kind: 'EOF', data: '', begin: eof, last: eof });
    return tokens;
  }

  /** Where the `//` or `#` comment at p ends (its NL, or the end of the text). */
  private lineEnd(p: number): number {
    const eol = this.text.indexOf('\n', p);
    return eol < 0 ? this.n : eol;
  }

  /** Past the block comment at p, counting its lines. */
  private blockComment(p: number): number {
    const text = this.text;
    const close = text.indexOf('*/', p + 2);
    if (close < 0) this.fail(this.pos(p), 'multi-line comment has no terminating */.');
    for (let k = text.indexOf('\n', p + 2); k >= 0 && k < close; k = text.indexOf('\n', k + 1))
      this.newline(k);
    return close + 2;
  }

  /** The end of the operator starting at `start` (a symbol character). */
  private operatorEnd(start: number): number {
    const text = this.text;
    const n = this.n;
    let i = start;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d >= 128 || ((CLASS[d] as number) & C_SYMBOL) === 0) break;
      if (d === SLASH) {
        const e = text.charCodeAt(i + 1);
        if (e === SLASH || e === STAR) break;
      }
      if (d === PIPE && isTextBlock(text, i)) break;
      i++;
    }
    while (i > start + 1 && (CLASS[text.charCodeAt(i - 1)] as number) & C_NOT_AT_END) i--;
    return i;
  }

  /** The verbatim string at `this.i` (its `@`): its kind, with its text in `this.data`. */
  private lexVerbatim(begin: Pos): TokenKind {
    const text = this.text;
    let i = this.i + 1;
    const q = text.charAt(i);
    if (q !== '"' && q !== "'") this.fail(begin, `couldn't lex verbatim string, junk after '@': ${q}`);
    const qc = text.charCodeAt(i);
    i++;
    const from = i;
    let doubled = false;
    for (;;) {
      if (i >= this.n) this.fail(begin, 'unterminated verbatim string');
      if (text.charCodeAt(i) === qc) {
        if (text.charCodeAt(i + 1) !== qc) break;
        doubled = true;
        i++;
      }
      // libjsonnet does not count lines inside verbatim strings: later positions stay on
      // the string's first line.
      i++;
    }
    let data = text.slice(from, i);
    if (doubled) data = data.split(q + q).join(q);
    this.data = data;
    this.i = i + 1;
    return q === '"' ? 'VERBATIM_STRING_DOUBLE' : 'VERBATIM_STRING_SINGLE';
  }

  private badChar(begin: Pos, i: number): never {
    const point = this.text.codePointAt(i) as number;
    if (point < 32 || point >= 0x80) {
      // libjsonnet prints the first UTF-8 byte of the character.
      const byte = Buffer.from(String.fromCodePoint(point), 'utf8')[0];
      this.fail(begin, `Could not lex the character code ${byte}`);
    }
    this.fail(begin, `Could not lex the character '${this.text.charAt(i)}'`);
  }

  /** JSON's number grammar, without the sign (a unary operator in Jsonnet). */
  private lexNumber(begin: Pos): string {
    const text = this.text;
    const start = this.i;
    let i = start + 1;
    // A leading 0 stands alone: `01` is two numbers, as in libjsonnet.
    if (text.charCodeAt(start) !== ZERO) i = digitsEnd(text, i);
    let c = text.charCodeAt(i);
    if (c === DOT) {
      i++;
      if (!isDigitCode(text.charCodeAt(i)))
        this.fail(begin, `couldn't lex number, junk after decimal point: ${text.charAt(i)}`);
      i = digitsEnd(text, i);
      c = text.charCodeAt(i);
    }
    if (c === 101 || c === 69) {
      // e, E
      i++;
      const s = text.charCodeAt(i);
      if (s === PLUS || s === MINUS) {
        i++;
        if (!isDigitCode(text.charCodeAt(i)))
          this.fail(begin, `couldn't lex number, junk after exponent sign: ${text.charAt(i)}`);
      } else if (!isDigitCode(s)) this.fail(begin, `couldn't lex number, junk after 'E': ${text.charAt(i)}`);
      i = digitsEnd(text, i);
    }
    this.i = i;
    return text.slice(start, i);
  }

  /**
   * `|||` NL, then lines sharing the first line's leading whitespace (which is removed), then a
   * line with less indentation holding `|||`. Blank lines are kept; the block ends with NL,
   * except after `|||-`, which chomps that final NL.
   */
  private lexTextBlock(begin: Pos): string {
    const text = this.text;
    let i = this.i + 3;
    const chomp = text.charCodeAt(i) === MINUS;
    if (chomp) i++;
    for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 13; c = text.charCodeAt(i)) i++;
    if (text.charCodeAt(i) !== NL) this.fail(begin, 'text block syntax requires new line after |||.');
    this.newline(i);
    i++;
    let block = '';
    while (text.charCodeAt(i) === NL) {
      this.newline(i);
      i++;
      block += '\n';
    }
    const firstLine = i;
    let indent = sharedIndent(text, firstLine, i);
    if (indent === 0) this.fail(begin, "text block's first line must start with whitespace.");
    for (;;) {
      i += indent;
      const from = i;
      i = text.indexOf('\n', i);
      if (i < 0) this.fail(begin, 'unexpected EOF');
      block += `${text.slice(from, i)}\n`;
      this.newline(i);
      i++;
      while (text.charCodeAt(i) === NL) {
        this.newline(i);
        i++;
        block += '\n';
      }
      indent = sharedIndent(text, firstLine, i);
      if (indent === 0) {
        for (let c = text.charCodeAt(i); c === 32 || c === 9; c = text.charCodeAt(i)) i++;
        if (!isTextBlock(text, i)) this.fail(begin, 'text block not terminated with |||');
        this.i = i + 3;
        return chomp ? block.slice(0, -1) : block;
      }
    }
  }
}

/** The length of text's leading whitespace at a when the text at b starts with the same, else 0. */
function sharedIndent(text: string, a: number, b: number): number {
  let k = 0;
  for (let c = text.charCodeAt(a); c === 32 || c === 9; c = text.charCodeAt(a + k)) {
    if (text.charCodeAt(b + k) !== c) return 0;
    k++;
  }
  return k;
}

/** A Loc as libjsonnet prints ranges in messages and traces: `L:C`, `L:C-C2`, `(L:C)-(L2:C2)`. */
export function rangeText(loc: Loc): string {
  const { begin, end } = loc;
  // libjsonnet's ends are exclusive; a Loc's end is the last character.
  if (begin.line === end.line) {
    if (begin.column === end.column) return `${begin.line}:${begin.column}`;
    return `${begin.line}:${begin.column}-${end.column + 1}`;
  }
  return `(${begin.line}:${begin.column})-(${end.line}:${end.column + 1})`;
}
