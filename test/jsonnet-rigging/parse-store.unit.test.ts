/**
 * Checked ASTs kept on disk between runs (parse-store.ts, ast-codec.ts): an entry reads back as the
 * very AST the parser made, is used only for the same build, file name and text, and one that is
 * corrupt, or in a directory someone else could write to, is never used.
 */

import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Node } from '../../src/render/jsonnet/rigging/ast';
import { decodeAst, encodeAst } from '../../src/render/jsonnet/rigging/ast-codec';
import { createRiggingEngine } from '../../src/render/jsonnet/rigging/engine';
import { clearParseCache, parseChecked, useParseStore } from '../../src/render/jsonnet/rigging/parse-cache';
import { MIN_STORED_TEXT, openParseStore } from '../../src/render/jsonnet/rigging/parse-store';

/** Every kind of node and member the parser makes, and the spots where it leaves a property undefined. */
const PROGRAM = `
local lib = import 'lib.libsonnet';
local s = importstr 'text.txt';
local b = importbin 'data.bin';
local f(x, y=2) = x + y * -3 % 4 / 5 - (6 << 1 >> 1) & 7 ^ 8 | ~9;
local g = function(a) a;
assert true : 'message';
assert !false;
{
  local here = self,
  assert here.n >= 0 : 'n',
  assert std.length(here.arr) > 0,
  n: 1.5e3,
  neg: -0,
  inf:: 'hidden',
  vis::: 'visible',
  'quoted': "double",
  verbatim: @'single''s' + @"double""s",
  block: |||
    text block
  |||,
  [if true then 'computed' else null]: null,
  plus+: { a: 1 },
  method(p):: p,
  arr: [x * 2 for x in [1, 2, 3] if x > 1],
  obj: { [k]: k for k in ['a', 'b'] },
  objLocal: { local z = 1, [k]: z for k in ['c'] },
  slice: [1, 2, 3][1:2:1] + [4, 5][:1] + [6][::],
  index: here.arr[0] + here['n'],
  call: f(1, y=3) + g(1) tailstrict,
  cond: if here.n == 1 then 'one',
  cond2: if here.n != 1 then 'not' else 'one',
  brace: lib { extra: true },
  sup: super.x,
  supIdx: super['x'],
  inSup: 'x' in super,
  err: error 'boom',
  dollar: $.n,
  nul: null,
  data: { a: [1, 2, { b: 'c' }], d: -1.25, e: true, f: null, '__proto__': 1 },
  parens: (1 + 2),
  and: true && false || !true,
  cmp: 1 < 2 && 2 <= 3 && 4 > 3,
  str: 'a' in { a: 1 },
  unicode: '\\u00e9\\ud83d\\ude00 é 😀',
  s: s,
  b: b,
}
`;

const FILE = '\u0000tree/main.jsonnet';

function kindsOf(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const e of v) kindsOf(e, out);
  else if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.kind === 'string') out.add(o.kind);
    for (const [k, x] of Object.entries(o)) if (!(k === 'value' && o.kind === 'constant')) kindsOf(x, out);
  }
  return out;
}

describe('ast-codec', () => {
  it('gives back the AST exactly: every node kind, undefined properties, constants, unicode', () => {
    clearParseCache();
    const ast = parseChecked(PROGRAM, FILE);
    const kinds = kindsOf(ast);
    for (const k of [
      'local',
      'assert',
      'object',
      'objectComp',
      'arrayComp',
      'function',
      'apply',
      'binary',
      'unary',
      'index',
      'slice',
      'superIndex',
      'inSuper',
      'applyBrace',
      'conditional',
      'error',
      'import',
      'importstr',
      'importbin',
      'constant',
      'string',
      'number',
      'var',
      'self',
      'dollar',
      'parens',
      'field',
      'fixed',
      'computed',
      'for',
      'if',
    ])
      expect(kinds, k).toContain(k);
    const text = encodeAst(ast, FILE);
    expect(text).toBeDefined();
    // Strict: an own property holding undefined is not the same as none.
    expect(isDeepStrictEqual(decodeAst(text as string, FILE), ast)).toBe(true);
  });

  it('refuses what JSON would not give back: -0, a location in another file, a null', () => {
    const negZero = parseChecked('{ a: [-0, 1] } + {}', 'z.jsonnet');
    expect(encodeAst(negZero, 'z.jsonnet')).toBeUndefined();
    const ast = parseChecked('{ a: 1 } + {}', 'a.jsonnet');
    expect(encodeAst(ast, 'a.jsonnet')).toBeDefined();
    expect(encodeAst(ast, 'b.jsonnet')).toBeUndefined();
    const withNull = { kind: 'var', name: null, loc: (ast as { loc: Node['loc'] }).loc } as unknown as Node;
    expect(encodeAst(withNull, 'a.jsonnet')).toBeUndefined();
  });

  it('throws on text it did not write', () => {
    expect(() => decodeAst('[1, 2]', FILE)).toThrow();
    expect(() => decodeAst('{"kind":"var","name":"x","loc":[1,2]}', FILE)).toThrow();
    expect(() => decodeAst('{"kind":"array","elements":[3],"loc":[1,1,1,2]}', FILE)).toThrow();
    expect(() => decodeAst('{"kind":', FILE)).toThrow();
    // Texts that do not fit their shapes: an unknown shape, a short location, a value left over,
    // an element of an array of nodes that is not a node, a scalar or position out of range, a
    // number that is not an integer, a shape that would set __proto__, an array longer than the text.
    const VAR = '[["kind","name","loc"],"var"]';
    const ARR = '[["kind","elements","loc"],"array"]';
    const at = (shapes: string, scalars: string, positions: string, code: string) =>
      `[[${shapes}],[${scalars}],[${positions}],[${code}]]`;
    for (const bad of [
      at(VAR, '"x"', '1,1,1,2', '-4,0,0,1'),
      at(VAR, '"x"', '1,1,1,2', '-3,0,0'),
      at(VAR, '"x"', '1,1,1,2', '-3,0,0,1,0'),
      at(VAR, '"x"', '1,1,1,2', '-3,1,0,1'),
      at(VAR, '"x"', '1,1,1,2', '-3,0,0,2'),
      at(VAR, '"x"', '1,1,1', '-3,0,0,0'),
      at(VAR, '"x"', '1,1,1,2', '-3,0.5,0,1'),
      at(VAR, '"x"', '1,1,1,"2"', '-3,0,0,1'),
      at(ARR, '"x"', '1,1,1,2', '-3,-2,1,0,0,1'),
      at(ARR, '"x"', '1,1,1,2', '-3,-2,99,0,1'),
      at('[["__proto__","loc"],null]', '{}', '1,1,1,2', '-3,0,0,1'),
      `[[${VAR}],["x"],[1,1,1,2]]`,
    ])
      expect(() => decodeAst(bad, FILE), bad).toThrow();
    expect(decodeAst(at(VAR, '"x"', '1,1,1,2', '-3,0,0,1'), FILE)).toEqual({
      kind: 'var',
      name: 'x',
      loc: { file: FILE, begin: { line: 1, column: 1 }, end: { line: 1, column: 2 } },
    });
    expect(decodeAst(at(ARR, '', '1,1,1,2', '-3,-2,0,0,1'), FILE)).toEqual({
      kind: 'array',
      elements: [],
      loc: { file: FILE, begin: { line: 1, column: 1 }, end: { line: 1, column: 2 } },
    });
  });

  it('writes each kind of node with its property names once, not once per node', () => {
    const source = `local a = 1, b = 2; [${Array.from({ length: 50 }, () => 'a + b').join(', ')}]`;
    const ast = parseChecked(source, 'v.jsonnet');
    const text = encodeAst(ast, 'v.jsonnet') as string;
    expect(text.split('"left"')).toHaveLength(2);
    expect(text.split('"binary"')).toHaveLength(2);
    expect(text.split('"var"')).toHaveLength(2);
    // Names and positions too: `a` and `b` once each, and the position each token begins at once.
    expect(text.split('"a"')).toHaveLength(2);
    expect(text.split('"b"')).toHaveLength(2);
    const [, , positions] = JSON.parse(text) as [unknown, unknown, number[]];
    const pairs = new Set(positions.map((_, i) => (i % 2 ? '' : `${positions[i]}:${positions[i + 1]}`)));
    expect(pairs.size - 1).toBe(positions.length / 2);
    expect(isDeepStrictEqual(decodeAst(text, 'v.jsonnet'), ast)).toBe(true);
  });

  it('reads back as one array of integers, positions shared between nodes as the parser shares them', () => {
    const ast = parseChecked('local a = 1, b = 2; { x: a + b * a }', 'p.jsonnet');
    const text = encodeAst(ast, 'p.jsonnet') as string;
    const [, , , code] = JSON.parse(text) as [unknown, unknown, unknown, unknown[]];
    expect(code.every((n) => Number.isInteger(n))).toBe(true);
    type Bin = { left: { loc: Node['loc'] }; right: { right: { loc: Node['loc'] } }; loc: Node['loc'] };
    const sum = (tree: Node) => {
      const body = (tree as unknown as { body: { members: { body: Bin }[] } }).body;
      return body.members[0]?.body as Bin;
    };
    for (const tree of [ast, decodeAst(text, 'p.jsonnet')]) {
      const s = sum(tree);
      expect(s.loc.begin).toBe(s.left.loc.begin);
      expect(s.loc.end).toBe(s.right.right.loc.end);
    }
  });
});

describe('parse-store', () => {
  let base: string;
  let dir: string;
  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'rigging-parse-store-'));
    dir = path.join(base, 'parse');
    clearParseCache();
  });
  afterEach(() => {
    useParseStore(undefined);
    clearParseCache();
    rmSync(base, { recursive: true, force: true });
  });

  /** A text long enough to be stored. */
  const text = (n: number) => `{ n: ${n}, pad: '${'x'.repeat(MIN_STORED_TEXT)}', f(x):: x + self.n }`;
  const stored = (build = 'build-1', max?: number) => {
    const store = openParseStore(dir, build, max);
    if (!store) throw new Error('no store');
    return store;
  };
  /** One run's parse of the file through a store, flushed as at exit. */
  const run = (file: string, t: string, build?: string) => {
    const store = stored(build);
    const node = store.parse(file, t, () => parseChecked(t, file));
    store.flush();
    return node;
  };
  /** The stored AST, or undefined when the store had none and parsed. */
  const readBack = (file: string, t: string, build?: string) => {
    let parsed = false;
    const node = stored(build).parse(file, t, () => {
      parsed = true;
      return parseChecked(t, file);
    });
    return parsed ? undefined : node;
  };
  const entries = () => readdirSync(dir).filter((n) => !n.endsWith('.seen'));
  const onlyEntry = () => {
    expect(entries()).toHaveLength(1);
    return path.join(dir, entries()[0] as string);
  };

  it('keeps a parse the second run makes of it, in a private directory, and reads it back as the same AST', () => {
    const ast = run(FILE, text(1));
    // One run leaves a marker only: a single run (CI) does not pay for encoding.
    expect(readdirSync(dir)).toHaveLength(1);
    expect(readdirSync(dir)[0]).toMatch(/^[0-9a-f]{64}\.seen$/);
    expect(readBack(FILE, text(1))).toBeUndefined();
    run(FILE, text(1));
    expect(readdirSync(dir)).toHaveLength(1);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(onlyEntry()).mode & 0o777).toBe(0o600);
    expect(isDeepStrictEqual(readBack(FILE, text(1)), ast)).toBe(true);
  });

  it('is what parseChecked reads on a miss, and what it parsed is written when the run ends', () => {
    for (let i = 0; i < 2; i++) {
      const store = stored();
      useParseStore(store);
      clearParseCache();
      parseChecked(text(1), FILE);
      // Written at exit; flushed here as the exit handler would.
      store.flush();
    }
    const ast = parseChecked(text(1), FILE);
    // An entry that says something else (its hash made right) shows the AST comes from the store.
    const entry = onlyEntry();
    const [header, body] = readFileSync(entry, 'utf8').split('\n') as [string, string];
    const format = header.slice(0, header.lastIndexOf(' '));
    const changed = body.replace('"n"', '"m"');
    writeFileSync(entry, `${format} ${createHash('sha256').update(changed).digest('hex')}\n${changed}`);
    clearParseCache();
    useParseStore(stored());
    const read = parseChecked(text(1), FILE);
    expect(JSON.stringify(read)).toContain('"m"');
    expect(isDeepStrictEqual(read, ast)).toBe(false);
  });

  it('misses when the text, the file name or the build differ', () => {
    run(FILE, text(1));
    run(FILE, text(1));
    expect(readBack(FILE, text(1))).toBeDefined();
    expect(readBack(FILE, text(2))).toBeUndefined();
    expect(readBack('\u0000tree/other.jsonnet', text(1))).toBeUndefined();
    expect(readBack(FILE, text(1), 'build-2')).toBeUndefined();
  });

  it('never uses a corrupt entry: parseChecked parses the file instead', async () => {
    const ast = run(FILE, text(1));
    run(FILE, text(1));
    const entry = onlyEntry();
    const good = readFileSync(entry, 'utf8');
    for (const bad of [
      good.replace('"n"', '"m"'), // the body changed, the hash not
      good.slice(0, good.length - 10), // cut short
      good.replace(/^rigging-ast \d+/, 'rigging-ast 0'),
      'garbage',
      '',
    ]) {
      writeFileSync(entry, bad);
      expect(readBack(FILE, text(1)), bad.slice(0, 20)).toBeUndefined();
      clearParseCache();
      useParseStore(stored());
      expect(isDeepStrictEqual(parseChecked(text(1), FILE), ast)).toBe(true);
    }
    // Through the engine too: the program's value is the source's.
    rmSync(dir, { recursive: true });
    const main = path.resolve('main.jsonnet');
    run(main, text(1));
    run(main, text(1));
    const file = onlyEntry();
    writeFileSync(file, readFileSync(file, 'utf8').replace('"n"', '"m"'));
    clearParseCache();
    useParseStore(stored());
    const engine = createRiggingEngine();
    const value = await engine.evaluate({ snippet: { filename: 'main.jsonnet', code: text(1) } });
    expect(value).toMatchObject({ n: 1 });
  });

  it('leaves out, without failing the run at exit, an AST too deep to write', () => {
    const leaf = parseChecked(text(1), FILE);
    let deep = leaf;
    for (let i = 0; i < 200_000; i++) deep = { kind: 'parens', expr: deep, loc: leaf.loc } as Node;
    for (let i = 0; i < 2; i++) {
      const store = stored();
      store.parse(FILE, text(1), () => deep);
      expect(() => store.flush()).not.toThrow();
    }
    expect(entries()).toEqual([]);
  });

  it('refuses a directory others can write to, a link to one, and one of another user', () => {
    mkdirSync(dir, { mode: 0o700 });
    chmodSync(dir, 0o777);
    expect(openParseStore(dir, 'b')).toBeUndefined();
    chmodSync(dir, 0o700);
    expect(openParseStore(dir, 'b')).toBeDefined();
    // The parent too: another user could put a directory of theirs in its place.
    chmodSync(base, 0o777);
    expect(openParseStore(dir, 'b')).toBeUndefined();
    expect(openParseStore(path.join(base, 'new'), 'b')).toBeUndefined();
    expect(readdirSync(base)).toEqual(['parse']);
    chmodSync(base, 0o700);
    const link = path.join(base, 'link');
    symlinkSync(dir, link);
    expect(openParseStore(link, 'b')).toBeUndefined();
    if (process.getuid?.() === 0) {
      chownSync(dir, 4242, 4242);
      expect(openParseStore(dir, 'b')).toBeUndefined();
    }
  });

  it('keeps the directory bounded: the oldest entries go first', () => {
    for (let i = 0; i < 4; i++) run(FILE, text(i));
    expect(readdirSync(dir)).toHaveLength(4);
    const old = new Date('2000-01-01T00:00:00Z');
    for (const name of readdirSync(dir)) utimesSync(path.join(dir, name), old, old);
    const store = stored('build-1', 4);
    store.parse(FILE, text(9), () => parseChecked(text(9), FILE));
    store.flush();
    expect(readdirSync(dir)).toHaveLength(3);
    // The marker this run wrote stays; two of the old four went.
    const recent = readdirSync(dir).filter((n) => statSync(path.join(dir, n)).mtimeMs > old.getTime());
    expect(recent).toHaveLength(1);
  });
});
