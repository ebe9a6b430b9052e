/**
 * Go's text/template lexer (text/template/parse/lex.go), as a scanner over the input by index:
 * text, actions between delimiters with `{{-`/`-}}` trimming, comments, and the tokens inside.
 */

export type ItemType =
  | 'error'
  | 'bool'
  | 'char'
  | 'charConstant'
  | 'assign'
  | 'declare'
  | 'eof'
  | 'field'
  | 'identifier'
  | 'leftDelim'
  | 'leftParen'
  | 'number'
  | 'pipe'
  | 'rawString'
  | 'rightDelim'
  | 'rightParen'
  | 'space'
  | 'string'
  | 'text'
  | 'variable'
  | 'comment'
  | 'dot'
  | 'keyword';

export const KEYWORDS = new Set([
  'block',
  'break',
  'continue',
  'define',
  'else',
  'end',
  'if',
  'range',
  'nil',
  'template',
  'with',
]);

export interface Item {
  type: ItemType;
  /** Byte offset (UTF-16 index here) of the item in the input. */
  pos: number;
  val: string;
  line: number;
}

const TRIM_MARKER = '-';

function isSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === '\r' || c === '\n';
}

/** isSpace of the UTF-16 unit at `i` (NaN past the end is none). */
function spaceAt(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c === 32 || c === 9 || c === 13 || c === 10;
}

function isAlphaNumeric(c: string | undefined): boolean {
  return c !== undefined && alphaNumericAt(c, 0);
}

/** Whether the character at `i` is a letter, digit or `_` (by char code: the lexer's hot loop). */
function alphaNumericAt(s: string, i: number): boolean {
  const code = s.charCodeAt(i);
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95)
    return true;
  // Go accepts Unicode letters and digits.
  return code > 127 && /[\p{L}\p{Nd}]/u.test(String.fromCodePoint(s.codePointAt(i) as number));
}

/** All items of `input`, ending with `eof` or `error` (whose `val` is the message). */
export function lex(input: string, leftDelim = '{{', rightDelim = '}}'): Item[] {
  const items: Item[] = [];
  let pos = 0;
  let start = 0;
  // Where each item's line is counted from (its start; a left delimiter's end, marker included):
  // lines are counted once at the end, not character by character as the scan advances.
  const linePos: number[] = [];
  let parenDepth = 0;
  let insideAction = false;

  const emit = (type: ItemType, val = input.slice(start, pos)) => {
    items.push({ type, pos: start, val, line: 0 });
    linePos.push(start);
    start = pos;
  };
  const advanceTo = (to: number) => {
    pos = to;
  };
  const ignore = () => {
    start = pos;
  };
  const fail = (message: string): Item[] => {
    items.push({ type: 'error', pos: start, val: message, line: 0 });
    linePos.push(start);
    return withLines(input, items, linePos);
  };

  // A space, the marker, then the delimiter: ` -}}` (hasRightTrimMarker in lex.go).
  const NO_DELIM = { delim: false, trim: false };
  const DELIM = { delim: true, trim: false };
  const TRIM_DELIM = { delim: true, trim: true };
  const atRightDelim = (): { delim: boolean; trim: boolean } => {
    if (spaceAt(input, pos) && input[pos + 1] === TRIM_MARKER && input.startsWith(rightDelim, pos + 2)) {
      return TRIM_DELIM;
    }
    return input.startsWith(rightDelim, pos) ? DELIM : NO_DELIM;
  };

  // What may follow an identifier, field or variable (atTerminator in lex.go).
  const atTerminator = (): boolean => {
    if (pos >= input.length || spaceAt(input, pos)) return true;
    const r = input.charCodeAt(pos);
    // . , | : ( )
    if (r === 46 || r === 44 || r === 124 || r === 58 || r === 40 || r === 41) return true;
    return input.startsWith(rightDelim, pos);
  };

  // lexText: up to the next left delimiter.
  while (true) {
    if (!insideAction) {
      const at = input.indexOf(leftDelim, pos);
      if (at < 0) {
        advanceTo(input.length);
        if (pos > start) emit('text');
        emit('eof', '');
        return withLines(input, items, linePos);
      }
      let textEnd = at;
      const afterDelim = at + leftDelim.length;
      const trimLeft = input[afterDelim] === TRIM_MARKER && isSpace(input[afterDelim + 1]);
      if (trimLeft) {
        while (textEnd > start && spaceAt(input, textEnd - 1)) textEnd--;
      }
      advanceTo(textEnd);
      if (pos > start) emit('text');
      advanceTo(at);
      ignore();
      // lexLeftDelim
      advanceTo(afterDelim + (trimLeft ? 2 : 0));
      const afterMarker = pos;
      // A comment: `/*` right after the delimiter (and marker).
      if (input.startsWith('/*', afterMarker)) {
        const endComment = input.indexOf('*/', afterMarker + 2);
        if (endComment < 0) return fail('unclosed comment');
        advanceTo(endComment + 2);
        const right = atRightDelim();
        if (!right.delim) return fail('comment ends before closing delimiter');
        // Comments are dropped, as the parser does without its ParseComments mode.
        advanceTo(pos + (right.trim ? 2 : 0) + rightDelim.length);
        if (right.trim) {
          let p = pos;
          while (p < input.length && isSpace(input[p])) p++;
          advanceTo(p);
        }
        ignore();
        continue;
      }
      items.push({ type: 'leftDelim', pos: at, val: leftDelim, line: 0 });
      linePos.push(pos);
      start = pos;
      insideAction = true;
      parenDepth = 0;
      continue;
    }

    // lexInsideAction
    const right = atRightDelim();
    if (right.delim && parenDepth === 0) {
      if (right.trim) {
        advanceTo(pos + 2);
        ignore();
      }
      advanceTo(pos + rightDelim.length);
      emit('rightDelim');
      if (right.trim) {
        let p = pos;
        while (p < input.length && isSpace(input[p])) p++;
        advanceTo(p);
        ignore();
      }
      insideAction = false;
      continue;
    }
    if (right.delim && parenDepth > 0) return fail('unclosed left paren');
    const c = input[pos];
    if (c === undefined) return fail('unclosed action');
    if (isSpace(c)) {
      // A run of spaces, stopping before one that starts a trim-marked right delimiter.
      let p = pos;
      while (spaceAt(input, p) && !(input[p + 1] === TRIM_MARKER && input.startsWith(rightDelim, p + 2))) p++;
      if (p === pos) p++;
      advanceTo(p);
      emit('space');
      continue;
    }
    if (c === '=') {
      advanceTo(pos + 1);
      emit('assign');
      continue;
    }
    if (c === ':') {
      if (input[pos + 1] !== '=') return fail('expected :=');
      advanceTo(pos + 2);
      emit('declare');
      continue;
    }
    if (c === '|') {
      advanceTo(pos + 1);
      emit('pipe');
      continue;
    }
    if (c === '"') {
      const close = scanQuoted(input, pos + 1, '"');
      if (close < 0) return fail('unterminated quoted string');
      advanceTo(close + 1);
      emit('string');
      continue;
    }
    if (c === '`') {
      const end = input.indexOf('`', pos + 1);
      if (end < 0) return fail('unterminated raw quoted string');
      advanceTo(end + 1);
      emit('rawString');
      continue;
    }
    if (c === "'") {
      const close = scanQuoted(input, pos + 1, "'");
      if (close < 0) return fail('unterminated character constant');
      advanceTo(close + 1);
      emit('charConstant');
      continue;
    }
    if (c === '$') {
      let p = pos + 1;
      while (alphaNumericAt(input, p)) p++;
      advanceTo(p);
      if (!atTerminator()) return fail(`bad character ${goQuoteRune(input[pos] as string)}`);
      emit('variable');
      continue;
    }
    if (c === '.') {
      const next = input[pos + 1];
      if (next !== undefined && next >= '0' && next <= '9') {
        const end = scanNumber(input, pos);
        if (end < 0) return fail(`bad number syntax: ${JSON.stringify(input.slice(pos, pos + 8))}`);
        advanceTo(end);
        emit('number');
        continue;
      }
      let p = pos + 1;
      while (alphaNumericAt(input, p)) p++;
      advanceTo(p);
      if (p > start + 1 && !atTerminator()) return fail(`bad character ${goQuoteRune(input[pos] as string)}`);
      emit(p === start + 1 ? 'dot' : 'field');
      continue;
    }
    if (c === '+' || c === '-' || (c >= '0' && c <= '9')) {
      const end = scanNumber(input, pos);
      if (end < 0 || isAlphaNumeric(input[end])) {
        // Go's text runs to the first character that broke the number, that one included.
        let p = end < 0 ? pos + 1 : end + 1;
        if (end < 0)
          while (
            p < input.length &&
            /[0-9a-zA-Z_.+-]/.test(input[p - 1] as string) &&
            isAlphaNumeric(input[p])
          )
            p++;
        return fail(`bad number syntax: ${JSON.stringify(input.slice(pos, p))}`);
      }
      advanceTo(end);
      emit('number');
      continue;
    }
    if (isAlphaNumeric(c)) {
      let p = pos;
      while (alphaNumericAt(input, p)) p++;
      const word = input.slice(pos, p);
      advanceTo(p);
      if (!atTerminator()) return fail(`bad character ${goQuoteRune(input[pos] as string)}`);
      if (word === 'true' || word === 'false') emit('bool');
      else if (KEYWORDS.has(word)) emit('keyword');
      else emit('identifier');
      // A field chain on an identifier (`x.y`) continues as fields.
      continue;
    }
    if (c === '(') {
      advanceTo(pos + 1);
      emit('leftParen');
      parenDepth++;
      continue;
    }
    if (c === ')') {
      advanceTo(pos + 1);
      emit('rightParen');
      parenDepth--;
      if (parenDepth < 0) return fail('unexpected right paren');
      continue;
    }
    // Other printable ASCII (the `,` of `$i, $v`) is a char item for the parser to judge.
    if (c >= ' ' && c <= '~') {
      advanceTo(pos + 1);
      emit('char');
      continue;
    }
    return fail(`unrecognized character in action: ${goQuoteRune(c)}`);
  }
}

/** Sets each item's line: 1 + the newlines before its line position (one pass over the input). */
function withLines(input: string, items: Item[], linePos: number[]): Item[] {
  let line = 1;
  let nl = input.indexOf('\n');
  for (let k = 0; k < items.length; k++) {
    const at = linePos[k] as number;
    while (nl >= 0 && nl < at) {
      line++;
      nl = input.indexOf('\n', nl + 1);
    }
    (items[k] as Item).line = line;
  }
  return items;
}

/**
 * The index of the quote that closes a quoted string or character constant whose body starts at
 * `from` (backslash escapes skip the next character), or -1 where a newline or the end of input
 * comes first.
 */
function scanQuoted(s: string, from: number, quote: string): number {
  let p = from;
  for (;;) {
    const ch = s[p];
    if (ch === '\\') {
      p += 2;
      continue;
    }
    if (ch === undefined || ch === '\n') return -1;
    if (ch === quote) return p;
    p++;
  }
}

/** The end of Go's number syntax at `from` (sign, hex/octal/binary, underscores, fraction, exponent, imaginary), or -1. */
function scanNumber(s: string, from: number): number {
  let p = from;
  if (s[p] === '+' || s[p] === '-') p++;
  let digits = '0123456789_';
  if (s[p] === '0' && /[xXoObB]/.test(s[p + 1] ?? '')) {
    const base = (s[p + 1] as string).toLowerCase();
    p += 2;
    digits = base === 'x' ? '0123456789abcdefABCDEF_' : base === 'o' ? '01234567_' : '01_';
  }
  const startDigits = p;
  while (p < s.length && digits.includes(s[p] as string)) p++;
  if (s[p] === '.') {
    p++;
    while (p < s.length && digits.includes(s[p] as string)) p++;
  }
  if (p === startDigits) return -1;
  const hex = digits.includes('a');
  const exp = hex ? 'pP' : 'eE';
  if (exp.includes(s[p] ?? ' ')) {
    p++;
    if (s[p] === '+' || s[p] === '-') p++;
    const e = p;
    while (p < s.length && '0123456789_'.includes(s[p] as string)) p++;
    if (p === e) return -1;
  }
  if (s[p] === 'i') p++;
  return p;
}

/** Go's %#U: `U+0023 '#'`, the character left out when it is not printable. */
function goQuoteRune(c: string): string {
  const code = c.codePointAt(0) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return code < 0x20 || code === 0x7f ? hex : `${hex} '${c}'`;
}
