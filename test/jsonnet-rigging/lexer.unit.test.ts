/**
 * The lexer on its own: token kinds, texts and positions (columns in UTF-8 bytes, as libjsonnet
 * counts them), across the paths it takes for all-ASCII and non-ASCII texts, and its errors'
 * wording and positions.
 */
import { describe, expect, it } from 'vitest';
import { JsonnetSyntaxError } from '../../src/render/jsonnet/rigging/ast';
import { lex } from '../../src/render/jsonnet/rigging/lexer';

/** Each token as `kind data L:C-L:C` (begin, exclusive end). */
const toks = (text: string) =>
  lex(text, 'x.jsonnet').map(
    (t) => `${t.kind} ${t.data} ${t.begin.line}:${t.begin.column}-${t.last.line}:${t.last.column + 1}`,
  );

function lexError(text: string): string {
  try {
    lex(text, 'x.jsonnet');
  } catch (e) {
    if (!(e instanceof JsonnetSyntaxError)) throw e;
    return `${e.loc.begin.line}:${e.loc.begin.column} ${e.message}`;
  }
  throw new Error('expected a lex error');
}

describe('lexer', () => {
  it('punctuation, keywords, identifiers, numbers, operators and $', () => {
    expect(toks('local x = {a: [1, 2.5e+3]}; x.a(0) + $ + -y')).toEqual([
      'local local 1:1-1:6',
      'IDENTIFIER x 1:7-1:8',
      'OPERATOR = 1:9-1:10',
      '{  1:11-1:12',
      'IDENTIFIER a 1:12-1:13',
      'OPERATOR : 1:13-1:14',
      '[  1:15-1:16',
      'NUMBER 1 1:16-1:17',
      ',  1:17-1:18',
      'NUMBER 2.5e+3 1:19-1:25',
      ']  1:25-1:26',
      '}  1:26-1:27',
      ';  1:27-1:28',
      'IDENTIFIER x 1:29-1:30',
      '.  1:30-1:31',
      'IDENTIFIER a 1:31-1:32',
      '(  1:32-1:33',
      'NUMBER 0 1:33-1:34',
      ')  1:34-1:35',
      'OPERATOR + 1:36-1:37',
      '$  1:38-1:39',
      'OPERATOR + 1:40-1:41',
      'OPERATOR - 1:42-1:43',
      'IDENTIFIER y 1:43-1:44',
      'EOF  1:44-1:45',
    ]);
  });

  it('keywords are their own kinds; a longer name is an identifier', () => {
    expect(toks('importstr imports self selfish').map((t) => t.split(' ')[0])).toEqual([
      'importstr',
      'IDENTIFIER',
      'self',
      'IDENTIFIER',
      'EOF',
    ]);
  });

  it('an operator does not end in + - ~ ! $, and stops before a comment or text block', () => {
    expect(toks('a+-b').slice(1, 3)).toEqual(['OPERATOR + 1:2-1:3', 'OPERATOR - 1:3-1:4']);
    expect(toks('a ==! b')[1]).toBe('OPERATOR == 1:3-1:5');
    expect(toks('a +// c\nb').slice(1, 3)).toEqual(['OPERATOR + 1:3-1:4', 'IDENTIFIER b 2:1-2:2']);
    expect(toks('a +/* c */b').slice(1, 3)).toEqual(['OPERATOR + 1:3-1:4', 'IDENTIFIER b 1:11-1:12']);
    expect(toks('x +|||\n  t\n|||').slice(1, 3)).toEqual(['OPERATOR + 1:3-1:4', 'STRING_BLOCK t\n 1:4-3:4']);
  });

  it('comments and newlines move later positions', () => {
    expect(toks('# one\n/* two\nthree */ a // four\n  b')).toEqual([
      'IDENTIFIER a 3:10-3:11',
      'IDENTIFIER b 4:3-4:4',
      'EOF  4:4-4:5',
    ]);
  });

  it('strings: quotes, escapes and newlines kept; verbatim strings do not count lines', () => {
    expect(toks('"a\\"b\nc" x')).toEqual([
      'STRING_DOUBLE a\\"b\nc 1:1-2:3',
      'IDENTIFIER x 2:4-2:5',
      'EOF  2:5-2:6',
    ]);
    expect(toks("'it\\'s' @'it''s\nz' w")).toEqual([
      "STRING_SINGLE it\\'s 1:1-1:8",
      "VERBATIM_STRING_SINGLE it's\nz 1:9-1:19",
      'IDENTIFIER w 1:20-1:21',
      'EOF  1:21-1:22',
    ]);
  });

  it('columns count UTF-8 bytes on a line with non-ASCII text', () => {
    expect(toks('"é" + "😀" + x\ny')).toEqual([
      'STRING_DOUBLE é 1:1-1:5',
      'OPERATOR + 1:6-1:7',
      'STRING_DOUBLE 😀 1:8-1:14',
      'OPERATOR + 1:15-1:16',
      'IDENTIFIER x 1:17-1:18',
      'IDENTIFIER y 2:1-2:2',
      'EOF  2:2-2:3',
    ]);
  });

  it('text blocks: indentation removed, blank lines kept, |||- chomps the last NL', () => {
    expect(toks('|||\n\n  a\n    b\n\n  c\n |||')).toEqual([
      'STRING_BLOCK \na\n  b\n\nc\n 1:1-7:5',
      'EOF  7:5-7:6',
    ]);
    expect(toks('|||- \t\r\n\tx\n|||')[0]).toBe('STRING_BLOCK x 1:1-3:4');
  });

  it('numbers: a leading 0 stands alone; fraction and exponent', () => {
    expect(toks('01 0.5E-3 12e4').map((t) => t.split(' ').slice(0, 2).join(' '))).toEqual([
      'NUMBER 0',
      'NUMBER 1',
      'NUMBER 0.5E-3',
      'NUMBER 12e4',
      'EOF ',
    ]);
  });

  it('errors: wording and position', () => {
    expect(lexError('x /* open\n')).toBe('1:3 multi-line comment has no terminating */.');
    expect(lexError('\n  "open')).toBe('2:3 unterminated string');
    expect(lexError("@'open")).toBe('1:1 unterminated verbatim string');
    expect(lexError('@x')).toBe("1:1 couldn't lex verbatim string, junk after '@': x");
    expect(lexError(' 1.x')).toBe("1:2 couldn't lex number, junk after decimal point: x");
    expect(lexError('1e+')).toBe("1:1 couldn't lex number, junk after exponent sign: ");
    expect(lexError('1ex')).toBe("1:1 couldn't lex number, junk after 'E': x");
    expect(lexError('a é')).toBe('1:3 Could not lex the character code 195');
    expect(lexError('a\n`')).toBe("2:1 Could not lex the character '`'");
    expect(lexError('|||x')).toBe('1:1 text block syntax requires new line after |||.');
    expect(lexError('x |||\nno indent\n|||')).toBe("1:3 text block's first line must start with whitespace.");
    expect(lexError('|||\n  a')).toBe('1:1 unexpected EOF');
    expect(lexError('|||\n  a\n ||')).toBe('1:1 text block not terminated with |||');
  });
});
