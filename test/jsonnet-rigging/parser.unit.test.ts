import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JsonnetEvalError } from '../../src/render/jsonnet/engine';
import { createLibjsonnetEngine } from '../../src/render/jsonnet/libjsonnet';
import { JsonnetSyntaxError, type Node } from '../../src/render/jsonnet/rigging/ast';
import { rangeText } from '../../src/render/jsonnet/rigging/lexer';
import { parse } from '../../src/render/jsonnet/rigging/parser';
import { checkStatic } from '../../src/render/jsonnet/rigging/static';
import { describeWithLibjsonnet, libjsonnetMissing } from '../support/libjsonnet';

const P = (code: string) => parse(code, 'x.jsonnet');

/** A compact s-expression of the tree, for asserting shapes. */
function sx(n: Node): string {
  switch (n.kind) {
    case 'null':
    case 'true':
    case 'false':
    case 'self':
      return n.kind;
    case 'dollar':
      return '$';
    case 'number':
      return String(n.value);
    case 'string':
      return JSON.stringify(n.value);
    case 'var':
      return n.name;
    case 'parens':
      return `(${sx(n.expr)})`;
    case 'binary':
      return `(${n.op} ${sx(n.left)} ${sx(n.right)})`;
    case 'unary':
      return `(${n.op} ${sx(n.expr)})`;
    case 'index':
      return n.id !== undefined ? `${sx(n.target)}.${n.id}` : `${sx(n.target)}[${sx(n.index)}]`;
    case 'slice':
      return `${sx(n.target)}[${[n.start, n.end, n.step].map((p) => (p ? sx(p) : '')).join(':')}]`;
    case 'apply':
      return `${sx(n.target)}(${n.args.map((a) => (a.name ? `${a.name}=` : '') + sx(a.expr)).join(', ')})${n.tailstrict ? ' tailstrict' : ''}`;
    case 'applyBrace':
      return `(brace ${sx(n.left)} ${sx(n.right)})`;
    default:
      return n.kind;
  }
}

describe('jsonnet parser: grammar', () => {
  it.each([
    ['1 + 2 * 3', '(+ 1 (* 2 3))'],
    ['1 - 2 - 3', '(- (- 1 2) 3)'],
    ['a || b && c', '(|| a (&& b c))'],
    ['a | b ^ c & d', '(| a (^ b (& c d)))'],
    ['a == b < c', '(== a (< b c))'],
    ['a << 1 + 2', '(<< a (+ 1 2))'],
    ['"k" in o && x', '(&& (in "k" o) x)'],
    ['a < b in c', '(in (< a b) c)'],
    ['-a.b', '(- a.b)'],
    ['!a == b', '(== (! a) b)'],
    ['-x * y', '(* (- x) y)'],
    ['a +- b', '(+ a (- b))'],
    ['~-!x', '(~ (- (! x)))'],
    ['a + b { c: 1 }', '(+ a (brace b object))'],
    ['a { c: 1 } { d: 2 }.d', '(brace (brace a object) object).d'],
    ['f(1)(2)[3].x', 'f(1)(2)[3].x'],
    ['f(1, y=2,)', 'f(1, y=2)'],
    ['f(a==1)', 'f((== a 1))'],
    ['f(x) tailstrict', 'f(x) tailstrict'],
    ['x[1:2:3]', 'x[1:2:3]'],
    ['x[:]', 'x[::]'],
    ['x[::2]', 'x[::2]'],
    ['x[1:]', 'x[1::]'],
    ['x[:2]', 'x[:2:]'],
    ['x[1::3]', 'x[1::3]'],
    ['x[":"]', 'x[::]'],
    ['1e3 + 1.5E-2 + 0.25', '(+ (+ 1000 0.015) 0.25)'],
  ])('%s', (code, want) => {
    expect(sx(P(code))).toBe(want);
  });

  it('strings: escapes, surrogate pairs, verbatim', () => {
    const s = (code: string) => (P(code) as { value: string }).value;
    expect(s(String.raw`"a\"b\\c\/d\b\f\n\r\t'"`)).toBe('a"b\\c/d\b\f\n\r\t\'');
    expect(s(String.raw`'\'\u00e9\uD83D\uDE00'`)).toBe("'é😀");
    expect(s(`@"a""b\\n"`)).toBe('a"b\\n');
    expect(s(`@'it''s'`)).toBe("it's");
    expect(s('"a\nb"')).toBe('a\nb');
  });

  it('text blocks', () => {
    const s = (code: string) => (P(code) as { value: string }).value;
    expect(s('|||\n  a\n    b\n\n  c\n|||')).toBe('a\n  b\n\nc\n');
    expect(s('|||  \n\n\tx\n\ty\n  |||')).toBe('\nx\ny\n');
    const o = P('{ a: |||\n    x\n  ||| }');
    expect(o.kind === 'object' && o.members[0]?.kind === 'field' && o.members[0].body).toMatchObject({
      value: 'x\n',
    });
  });

  it('locals, functions, objects', () => {
    const n = P('local f(x, y=1) = x + y, g = 2; f(g)');
    expect(n.kind).toBe('local');
    if (n.kind !== 'local') return;
    expect(n.binds.map((b) => [b.name, b.params?.map((p) => p.name)])).toEqual([
      ['f', ['x', 'y']],
      ['g', undefined],
    ]);
    const o = P('{ local a = 1, assert a > 0 : "m", x: 1, y:: 2, z::: 3, "s"+: 4, [k]+::: 5, m(p):: p, }');
    expect(o.kind).toBe('object');
    if (o.kind !== 'object') return;
    expect(
      o.members.map((m) =>
        m.kind === 'field'
          ? `${m.name.kind === 'fixed' ? m.name.name : '[]'}${m.plus ? '+' : ''}${m.visibility}${m.params ? '()' : ''}`
          : m.kind,
      ),
    ).toEqual(['local', 'assert', 'xdefault', 'yhidden', 'zvisible', 's+default', '[]+visible', 'mhidden()']);
  });

  it('comprehensions', () => {
    const a = P('[x for x in xs if x > 1 for y in ys]');
    expect(a.kind === 'arrayComp' && a.specs.map((s) => s.kind)).toEqual(['for', 'if', 'for']);
    const o = P('{ local a = 1, [k]+: v, local b = 2 for k in ks if k != "" }');
    expect(o.kind === 'objectComp' && [o.locals.map((l) => l.name), o.plus, o.specs.length]).toEqual([
      ['a', 'b'],
      true,
      2,
    ]);
  });

  it('super, $, imports, assert, error, if', () => {
    const o = P('{ a: super.x + super["y"] + ("z" in super) + $.q + self.r }');
    expect(o.kind).toBe('object');
    expect(P('import "a.libsonnet"')).toMatchObject({ kind: 'import', path: 'a.libsonnet' });
    expect(P("importstr 'a.txt'")).toMatchObject({ kind: 'importstr', path: 'a.txt' });
    expect(P('importbin @"a.bin"')).toMatchObject({ kind: 'importbin', path: 'a.bin' });
    expect(P('assert a : "m"; b')).toMatchObject({ kind: 'assert', message: { kind: 'string' } });
    const c = P('if a then b');
    expect(c.kind === 'conditional' && c.else).toBe(undefined);
    expect(P('error "x" + 1')).toMatchObject({ kind: 'error', expr: { kind: 'binary' } });
  });

  it('locations: first and last characters, columns in UTF-8 bytes', () => {
    const n = P('"é" + yy');
    expect(n.kind === 'binary' && [n.loc.begin, n.loc.end, n.right.loc.begin]).toEqual([
      { line: 1, column: 1 },
      { line: 1, column: 9 },
      { line: 1, column: 8 },
    ]);
  });
});

// ---- conformance with libjsonnet's test suite ----

const SUITE = path.resolve('node_modules/@hanazuki/node-jsonnet/third_party/jsonnet/test_suite');

function outcome(file: string, text: string): string {
  try {
    checkStatic(parse(text, file));
    return 'ok';
  } catch (e) {
    if (!(e instanceof JsonnetSyntaxError)) throw e;
    return `STATIC ERROR: ${file}:${rangeText(e.loc)}: ${e.message}`;
  }
}

function suiteFiles(dir: string, rel = ''): string[] {
  // Describe bodies are collected even when skipped: the suite ships inside the optional package.
  if (libjsonnetMissing) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    if (d.isDirectory()) return suiteFiles(path.join(dir, d.name), `${rel}${d.name}/`);
    return d.name.endsWith('.jsonnet') ? [`${rel}${d.name}`] : [];
  });
}

describeWithLibjsonnet('jsonnet parser: libjsonnet test suite', () => {
  // The body is collected even when skipped: the suite ships inside the optional package.
  const files = suiteFiles(SUITE);
  it('finds the suite', () => expect(files.length).toBeGreaterThan(100));
  it.each(files)('%s', (name) => {
    const text = readFileSync(path.join(SUITE, name), 'utf8');
    let golden = '';
    try {
      golden = readFileSync(path.join(SUITE, `${name}.golden`), 'utf8').trim();
    } catch {}
    const got = outcome(name, text);
    if (name.startsWith('lib/')) return; // no goldens: checked against libjsonnet below
    if (golden.startsWith(`STATIC ERROR: ${name}:`)) expect(got).toBe(golden);
    else expect(got).toBe('ok');
  });
  it('parses std.jsonnet', () => {
    const text = readFileSync(path.join(SUITE, '../stdlib/std.jsonnet'), 'utf8');
    expect(outcome('std.jsonnet', text)).toBe('ok');
  });
});

// ---- error cases, against libjsonnet itself ----

const engine = createLibjsonnetEngine({ concurrency: 1 });

/** libjsonnet's verdict on a program: 'ok' (or a runtime error: not ours), or its STATIC ERROR. */
async function reference(code: string): Promise<string> {
  try {
    await engine.evaluate({ snippet: { code, filename: 'x.jsonnet' }, raw: true });
    return 'ok';
  } catch (e) {
    if (!(e instanceof JsonnetEvalError)) throw e;
    const m = /^STATIC ERROR: (?:\S*?x\.jsonnet:)?(\S+): ([^\n]*)/.exec(e.detail);
    if (!m) return /^STATIC ERROR:/.test(e.detail) ? (e.detail.split('\n')[0] ?? '') : 'ok';
    return `${m[1]}: ${m[2]}`;
  }
}

function ours(code: string): string {
  try {
    checkStatic(parse(code, 'x.jsonnet'));
    return 'ok';
  } catch (e) {
    if (!(e instanceof JsonnetSyntaxError)) throw e;
    if (e.loc.begin.line === 0) return `STATIC ERROR:  ${e.message}`;
    return `${rangeText(e.loc)}: ${e.message}`;
  }
}

const ERROR_CASES = [
  // lexer
  '"abc',
  "'abc",
  '@"abc',
  '@x',
  '/* x',
  '1.x',
  '1e',
  '1e+',
  '1.',
  'a ? b',
  'é',
  '\u0001',
  '|||\nx\n|||',
  '|||\n  a\n',
  '|||\n  a\n b\n|||',
  '|||\n  a',
  '|||\n',
  '"\\q"',
  '"\\u12"',
  '"\\u12g4"',
  '"\\ud800"',
  '"\\ud800\\u0041"',
  '"\\udc00\\udc00"',
  "'\\x' + y",
  // parser
  '',
  '1 2',
  'f(',
  'f(1 2)',
  'f(a=1, 2)',
  'function(a b) 1',
  'function(a, 1) a',
  'function(a=1, (b)) a',
  'function x',
  'local x = 1 else',
  'local x = 1, x = 2; x',
  'local x',
  'local x + 1; x',
  'local 1 = 2; 3',
  'if 1 x',
  '[1, 2 3]',
  '[1 for]',
  '[1 for x in [] y]',
  '{a = 1}',
  '{a: 1, "a": 2}',
  "{a: 1, 'a': 2}",
  '{a: 1 b: 2}',
  '{a(x)+: 1}',
  '{a+:: 1, a: 2}',
  '{a:::: 1}',
  '{a: 1 for x in []}',
  '{[x]: 1, [y]: 2 for x in []}',
  '{[x]:: 1 for x in []}',
  '{assert true, [x]: 1 for x in []}',
  '{local x = 1, local x = 2, a: x}',
  '{1: 2}',
  '{self: 2}',
  '{[self.x]: 1}',
  'x[]',
  'x[1 2]',
  'x[1:2 3]',
  'x.1',
  'super',
  'super(1)',
  '1 +',
  '1 = 2',
  '1 ::: 2',
  '* 2',
  'x then',
  ')',
  'import "a" + "b"',
  'import ("a")',
  'import |||\n  a\n|||',
  'importstr x',
  '{} tailstrict',
  'assert true; ',
  'assert true 1',
  // static checks
  'x',
  'local a = x; y',
  'function(a=x) y',
  '[x for y in z]',
  '[x for y in [1] if z]',
  '{[x]: y}',
  '{ assert x, a: y }',
  '{ a: y, assert x }',
  '{ local a = y }',
  '{ local a = y, b: 1 }',
  '{ local a = "x", [a]: 1 for k in [1] }',
  '{ [x]: 1 for k in [y] }',
  '{ [self]: 1 for k in [1] }',
  '{ [self.x]: 1 }',
  '[self for x in [1]]',
  'self',
  'super.x',
  'x in super',
  '{} + {[$.a]: 1}',
  '{ a: $ } + $',
  '[$ for x in [1]]',
  '[k for k in [1] if $]',
  'local f(a, b, a) = 1; f',
  'function(x, x) 1',
  '{ f(x, x):: 1 }',
  '{ local f(x, x) = 1, a: 1 }',
  '"é" + y',
  "@'a\nb' + x",
  'local std = 1; std + x',
  // CRLF line ends: \r is whitespace, but kept inside text blocks (so a blank CRLF line ends one)
  '|||\r\n  a\r\n|||',
  '|||\r\n  a\r\n\r\n  b\r\n|||',
  'local x = 1;\r\n  x + y',
  '"a\\\r\nb" + y',
  '{ a: 1,\r\n  b: |||\r\n    t\r\n  |||,\r\n} + y',
];

describeWithLibjsonnet('jsonnet parser: errors as libjsonnet reports them', () => {
  it.each(ERROR_CASES)('%j', async (code) => {
    // The engine's detail drops trailing whitespace (libjsonnet prints "junk after 'E': " at EOF).
    expect(ours(code).trimEnd()).toBe(await reference(code));
  });
  it.each(suiteFiles(SUITE).filter((f) => f.startsWith('lib/')))('suite %s', async (name) => {
    const text = readFileSync(path.join(SUITE, name), 'utf8');
    expect(ours(text)).toBe(await reference(text));
  });
});
