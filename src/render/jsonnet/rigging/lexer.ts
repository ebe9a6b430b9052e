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

const KEYWORDS: ReadonlySet<string> = new Set<Keyword>([
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
]);

export interface Token {
  kind: TokenKind;
  /**
   * Identifiers, keywords, operators and numbers: their text. Quoted strings: the text between
   * the quotes, escapes not yet resolved. Verbatim strings: doubled quotes resolved. Text blocks:
   * the block with its indentation removed.
   */
  data: string;
  /** First character; `end` is libjsonnet's exclusive end (the column after the last character). */
  begin: Pos;
  end: Pos;
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
const charClass = (code: number) => (code < 128 ? (CLASS[code] as number) : 0);

const isDigit = (c: string) => c >= '0' && c <= '9';
const isHorzWs = (c: string) => c === ' ' || c === '\t' || c === '\r';

const NL = 10;
const SLASH = 47;
const STAR = 42;
const BACKSLASH = 92;
const PIPE = 124;

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
    const tokens: Token[] = [];
    let i = 0;
    while (true) {
      // Whitespace.
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === NL) this.newline(i);
        else if (c !== 32 && c !== 9 && c !== 13) break;
        i++;
      }
      if (i >= n) break;
      const start = i;
      const begin = this.pos(i);
      const code = text.charCodeAt(i);
      const c = text.charAt(i);
      let kind: TokenKind = 'EOF';
      let data = '';
      switch (c) {
        case '{':
        case '}':
        case '[':
        case ']':
        case ',':
        case '.':
        case '(':
        case ')':
        case ';':
          kind = c;
          i++;
          break;
        case '"':
        case "'": {
          // The text between the quotes, escapes kept as written (the parser resolves them).
          i++;
          for (;;) {
            if (i >= n) this.fail(begin, 'unterminated string');
            const d = text.charCodeAt(i);
            if (d === code) break;
            if (d === BACKSLASH && i + 1 < n) i++;
            if (text.charCodeAt(i) === NL) this.newline(i);
            i++;
          }
          data = text.slice(start + 1, i);
          i++;
          kind = c === '"' ? 'STRING_DOUBLE' : 'STRING_SINGLE';
          break;
        }
        case '@': {
          i++;
          const q = text.charAt(i);
          if (q !== '"' && q !== "'") this.fail(begin, `couldn't lex verbatim string, junk after '@': ${q}`);
          const qc = text.charCodeAt(i);
          i++;
          const from = i;
          let doubled = false;
          for (;;) {
            if (i >= n) this.fail(begin, 'unterminated verbatim string');
            if (text.charCodeAt(i) === qc) {
              if (text.charCodeAt(i + 1) !== qc) break;
              doubled = true;
              i++;
            }
            // libjsonnet does not count lines inside verbatim strings: later positions stay on
            // the string's first line.
            i++;
          }
          data = text.slice(from, i);
          if (doubled) data = data.split(q + q).join(q);
          i++;
          kind = q === '"' ? 'VERBATIM_STRING_DOUBLE' : 'VERBATIM_STRING_SINGLE';
          break;
        }
        default: {
          const cls = charClass(code);
          if (cls & C_DIGIT) {
            this.i = i;
            data = this.lexNumber();
            i = this.i;
            kind = 'NUMBER';
          } else if (cls & C_ID_FIRST) {
            i++;
            while (i < n && charClass(text.charCodeAt(i)) & (C_ID_FIRST | C_DIGIT)) i++;
            data = text.slice(start, i);
            kind = KEYWORDS.has(data) ? (data as Keyword) : 'IDENTIFIER';
          } else if (code === 35 || (code === SLASH && text.charCodeAt(i + 1) === SLASH)) {
            const eol = text.indexOf('\n', i);
            i = eol < 0 ? n : eol;
            continue;
          } else if (code === SLASH && text.charCodeAt(i + 1) === STAR) {
            const close = text.indexOf('*/', i + 2);
            if (close < 0) this.fail(begin, 'multi-line comment has no terminating */.');
            for (let k = text.indexOf('\n', i + 2); k >= 0 && k < close; k = text.indexOf('\n', k + 1))
              this.newline(k);
            i = close + 2;
            continue;
          } else if (text.startsWith('|||', i)) {
            this.i = i;
            data = this.lexTextBlock(begin);
            i = this.i;
            kind = 'STRING_BLOCK';
          } else if (cls & C_SYMBOL) {
            while (i < n && charClass(text.charCodeAt(i)) & C_SYMBOL) {
              const d = text.charCodeAt(i);
              if (d === SLASH && (text.charCodeAt(i + 1) === SLASH || text.charCodeAt(i + 1) === STAR)) break;
              if (isTextBlock(text, i)) break;
              i++;
            }
            while (i > start + 1 && charClass(text.charCodeAt(i - 1)) & C_NOT_AT_END) i--;
            data = text.slice(start, i);
            kind = data === '$' ? '$' : 'OPERATOR';
            if (kind === '$') data = '';
          } else {
            const point = text.codePointAt(i) as number;
            if (point < 32 || point >= 0x80) {
              // libjsonnet prints the first UTF-8 byte of the character.
              const byte = Buffer.from(String.fromCodePoint(point), 'utf8')[0];
              this.fail(begin, `Could not lex the character code ${byte}`);
            }
            this.fail(begin, `Could not lex the character '${c}'`);
          }
        }
      }
      tokens.push({ kind, data, begin, end: this.pos(i) });
    }
    const eof = this.pos(i);
    tokens.push({ kind: 'EOF', data: '', begin: eof, end: { line: eof.line, column: eof.column + 1 } });
    return tokens;
  }

  /** JSON's number grammar, without the sign (a unary operator in Jsonnet). */
  private lexNumber(): string {
    const start = this.i;
    const begin = this.pos(this.i);
    if (this.text.charAt(this.i) === '0') this.i++;
    else this.digits();
    if (this.text.charAt(this.i) === '.') {
      this.i++;
      if (!isDigit(this.text.charAt(this.i)))
        this.fail(begin, `couldn't lex number, junk after decimal point: ${this.text.charAt(this.i)}`);
      this.digits();
    }
    if (this.text.charAt(this.i) === 'e' || this.text.charAt(this.i) === 'E') {
      this.i++;
      const s = this.text.charAt(this.i);
      if (s === '+' || s === '-') {
        this.i++;
        if (!isDigit(this.text.charAt(this.i))) {
          this.fail(begin, `couldn't lex number, junk after exponent sign: ${this.text.charAt(this.i)}`);
        }
      } else if (!isDigit(s)) this.fail(begin, `couldn't lex number, junk after 'E': ${s}`);
      this.digits();
    }
    return this.text.slice(start, this.i);
  }

  private digits(): void {
    while (this.i < this.n && isDigit(this.text.charAt(this.i))) this.i++;
  }

  /**
   * `|||` NL, then lines sharing the first line's leading whitespace (which is removed), then a
   * line with less indentation holding `|||`. Blank lines are kept; the block ends with NL,
   * except after `|||-`, which chomps that final NL.
   */
  private lexTextBlock(begin: Pos): string {
    this.i += 3;
    const chomp = this.text.charAt(this.i) === '-';
    if (chomp) this.i++;
    while (this.i < this.n && isHorzWs(this.text.charAt(this.i))) this.i++;
    if (this.text.charAt(this.i) !== '\n') this.fail(begin, 'text block syntax requires new line after |||.');
    this.newline(this.i);
    this.i++;
    let block = '';
    while (this.text.charAt(this.i) === '\n') {
      this.newline(this.i);
      this.i++;
      block += '\n';
    }
    const firstLine = this.i;
    let indent = this.sharedIndent(firstLine, this.i);
    if (indent === 0) this.fail(begin, "text block's first line must start with whitespace.");
    for (;;) {
      this.i += indent;
      const from = this.i;
      while (this.text.charAt(this.i) !== '\n') {
        if (this.i >= this.n) this.fail(begin, 'unexpected EOF');
        this.i++;
      }
      block += `${this.text.slice(from, this.i)}\n`;
      this.newline(this.i);
      this.i++;
      while (this.text.charAt(this.i) === '\n') {
        this.newline(this.i);
        this.i++;
        block += '\n';
      }
      indent = this.sharedIndent(firstLine, this.i);
      if (indent === 0) {
        while (this.text.charAt(this.i) === ' ' || this.text.charAt(this.i) === '\t') this.i++;
        if (!this.text.startsWith('|||', this.i)) this.fail(begin, 'text block not terminated with |||');
        this.i += 3;
        return chomp ? block.slice(0, -1) : block;
      }
    }
  }

  /** The length of a's leading whitespace when b starts with the same, else 0. */
  private sharedIndent(a: number, b: number): number {
    let k = 0;
    while (this.text.charAt(a + k) === ' ' || this.text.charAt(a + k) === '\t') {
      if (this.text.charAt(b + k) !== this.text.charAt(a + k)) return 0;
      k++;
    }
    return k;
  }
}

/** A token's range as a Loc whose end is its last character. */
export function tokenLoc(file: string, tok: Token): Loc {
  return { file, begin: tok.begin, end: lastChar(tok.end) };
}

export function lastChar(end: Pos): Pos {
  return { line: end.line, column: end.column - 1 };
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
