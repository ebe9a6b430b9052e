/**
 * rigging's Jsonnet evaluator against libjsonnet (in-process): the same output, or the same error
 * message, for programs over each part of the language; plus what only the engine does (ext vars,
 * TLAs, imports from memory and library paths, natives, deadline, stack limit).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeVar, type EvalRequest, JsonnetEvalError, stringVar } from '../../src/render/jsonnet/engine';
import { createLibjsonnetEngine } from '../../src/render/jsonnet/libjsonnet';
import { createRiggingEngine } from '../../src/render/jsonnet/rigging/engine';
import { describeWithLibjsonnet } from '../support/libjsonnet';

const rigging = createRiggingEngine();
const libjsonnet = createLibjsonnetEngine({ concurrency: 1 });

type Outcome = { ok: string } | { error: string };

async function outcome(engine: typeof rigging, req: EvalRequest): Promise<Outcome> {
  try {
    return { ok: (await engine.evaluate({ ...req, raw: true })) as string };
  } catch (e) {
    if (!(e instanceof JsonnetEvalError)) throw e;
    return { error: e.detail.split('\n')[0] ?? '' };
  }
}

const snippet = (code: string): EvalRequest => ({ snippet: { code, filename: 'x.jsonnet' } });

async function same(code: string): Promise<void> {
  const want = await outcome(libjsonnet, snippet(code));
  const got = await outcome(rigging, snippet(code));
  expect(got, code).toEqual(want);
}

const PROGRAMS: Record<string, string[]> = {
  literals: [
    'null',
    '[true, false, 1, -0, 0.1, 1e20, 1e-7, 1/3, "a\\u0001\\n\\"", @"v\\", |||\n  text\n|||]',
    '{ "b": 1, a: 2, "\\u00e9": 3, "z"::4 }',
    '[[], {}, [[]], {a: {}}]',
  ],
  arithmetic: [
    '[1 + 2 * 3 - 4 / 8, 7 % 3, -7 % 3, 5.5 % 2, 1 << 3, 255 >> 2, 6 & 3, 6 | 3, 6 ^ 3, ~5]',
    '1 / 0',
    '1 % 0',
    '1e308 * 10',
    '1 << -1',
    '[1 < 2, "a" < "b", [1, 2] < [1, 3], [1] < [1, 0], 2 >= 2]',
    '1 < "a"',
    'true < false',
    '{} < {}',
    '"a" + 1 + [1] + {a: null} + true',
    '1 + "a"',
    '[1] + "x"',
    '1 + true',
    '[1 == 1, [1, [2]] == [1, [2]], {a: 1} == {a: 1, b:: 2}, "a" != "b", null == false]',
    '(function(x) x) == (function(x) x)',
    '[!true, -(1), +2, ~0]',
    '!1',
    '"%s and %d" % ["a", 3]',
    '3 % "a"',
    '[1 && true]',
    '[false && error "no", true || error "no"]',
  ],
  objects: [
    '{ a: 1, b: self.a + 1, c:: self.b, d::: 4 }',
    '{ a: 1 } + { a: super.a + 1, b: "a" in super, c: "z" in super }',
    '{ a: { x: 1 } } + { a+: { y: 2 } } + { a+: { z: 3 } }',
    '{ a+: 1 }',
    '{ a: 1, local x = self.a + 1, b: x, assert self.a == 1 : "bad" }',
    '{ a: 2, assert self.a == 1 : "bad a" }',
    '{ a: 2, assert self.a == 1 }',
    '{ x: 1 } { y: $.x }',
    '{ outer: { inner: $.v }, v: 3 }',
    '{ a:: 1 } + { a: 2 }',
    '{ a::: 1 } + { a:: 2 } + { a: 3 }',
    '{ [k]: k + "!" for k in ["b", "a"] }',
    '{ [if k == "b" then null else k]: 1 for k in ["b", "a"] }',
    '{ local y = k, [k]: y for k in ["p"] }',
    '{ ["a"]: 1, ["a"]: 2 }',
    '{ [1]: 1 }',
    '{ a: 1 }.b',
    '{ f(x):: x * 2, y: self.f(3) }',
    'local o = { a: self.b, b: 1 }; [o.a, (o + { b: 2 }).a]',
    '{ a: self.a }.a',
    '{ a: error "inner" }',
    'std.objectFields({ b: 1, a:: 2, c::: 3 })',
  ],
  arrays: [
    '[x * y for x in [1, 2] for y in [10, 20] if x * y != 20]',
    '[1, 2, 3][1]',
    '[1, 2, 3][3]',
    '[1, 2, 3][1.5]',
    '[1, 2, 3]["a"]',
    '"héllo"[1]',
    '[[1, 2, 3, 4, 5][1:3], [1, 2, 3, 4, 5][::2], "abcdef"[1:4], [1, 2, 3][5:]]',
    '[x for x in {}]',
    'local a = [1, error "lazy"]; a[0]',
  ],
  functions: [
    'local f(x, y=x + 1) = [x, y]; [f(1), f(1, 5), f(y=0, x=2)]',
    'local f(x) = x; f(1, 2)',
    'local f(x) = x; f(y=1)',
    'local f(x) = x; f()',
    'local f(x) = x; f(1, x=2)',
    'local fib(n) = if n < 2 then n else fib(n - 1) + fib(n - 2); fib(15)',
    'local sum(n, acc) = if n == 0 then acc else sum(n - 1, acc + n) tailstrict; sum(100000, 0)',
    'local f(n) = if n == 0 then 0 else 1 + f(n - 1); f(1000)',
    '(function(x) x)(3)',
    '3(1)',
    'local f = function(a, b) a; std.length(f)',
  ],
  control: [
    'if 1 then 2 else 3',
    '[if false then 1]',
    'assert 1 == 2; 3',
    'assert 1 == 2 : "msg %d" % 5; 3',
    'error { a: 1 }',
    'error "plain"',
    'local x = 1, y = x + 1; local z = y * 2; z',
    'std.thisFile',
  ],
  std: [
    'std.map(function(x) x + 1, [1, 2])',
    'std.map(function(c) c + c, "ab")',
    'std.mapWithIndex(function(i, x) i * x, [5, 6])',
    'std.mapWithKey(function(k, v) k + v, { a: "1", b:: "2" })',
    'std.filter(function(x) x > 1, [1, 2, 3])',
    'std.filter(function(x) 1, [1])',
    'std.filterMap(function(x) x > 1, function(x) x * 10, [1, 2, 3])',
    'std.flatMap(function(x) [x, x], [1, 2])',
    'std.flatMap(function(x) x + "!", "ab")',
    '[std.foldl(function(a, b) a + b, [1, 2, 3], 0), std.foldr(function(a, b) [a] + b, [1, 2], [])]',
    '[std.range(1, 4), std.range(3, 1), std.makeArray(3, function(i) i * i)]',
    'std.makeArray(-1, function(i) i)',
    '[std.member([1, 2], 2), std.member("abc", "b"), std.count([1, 2, 1], 1), std.find(2, [2, 1, 2])]',
    '[std.uniq([1, 1, 2, 1]), std.set([3, 1, 2, 1]), std.sort(["b", "a", "C"]), std.sort([3, 1, 2], function(x) -x)]',
    '[std.setUnion([1, 3], [2, 3]), std.setInter([1, 2, 3], [2, 3, 4]), std.setDiff([1, 2, 3], [2]), std.setMember(2, [1, 2])]',
    'std.sort([{ k: 2, v: "a" }, { k: 1, v: "b" }, { k: 2, v: "c" }, { k: 1, v: "d" }], function(o) o.k)',
    '[std.reverse([1, 2, 3]), std.flattenArrays([[1], [2, 3], []]), std.all([true, true]), std.any([false])]',
    'std.all([1])',
    '[std.join(",", ["a", null, "b"]), std.join([0], [[1], [2]]), std.lines(["a", "b"]), std.deepJoin(["a", ["b", ["c"]]])]',
    'std.join(",", ["a", 1])',
    'std.join(1, [])',
    '[std.objectHas({ a:: 1 }, "a"), std.objectHasAll({ a:: 1 }, "a"), std.objectValues({ b: 2, a: 1 })]',
    '[std.objectKeysValues({ a: 1 }), std.objectFieldsAll({ a:: 1, b: 2 }), std.objectValuesAll({ a:: 1 })]',
    '[std.get({ a: 1 }, "a"), std.get({ a: 1 }, "b", 5), std.get({ a:: 1 }, "a", 0, false)]',
    'std.mergePatch({ a: 1, b: { c: 2, d: 3 } }, { a: null, b: { c: 9 }, e: 4 })',
    'std.prune({ a: null, b: [], c: {}, d: [null, 1], e: { f: null } })',
    '[std.type(null), std.type([]), std.type({}), std.type(std.type), std.length("héllo"), std.length({ a: 1, b:: 2 })]',
    'std.length(1)',
    '[std.toString([1, "a"]), std.toString("s"), std.equals([1], [1]), std.primitiveEquals(1, 1)]',
    'std.assertEqual(1, 2)',
    '[std.sum([1, 2]), std.repeat("ab", 3), std.repeat([1], 2), std.slice([1, 2, 3, 4], 1, null, 2)]',
    'std.extVar("nope")',
    'std.native("nope")',
    'std.manifestJsonEx({ a: [1, { b: null }], c: "x" }, "  ")',
    'std.manifestYamlDoc({ a: [1, 2], b: { c: "x" } })',
    'std.objectFields(std)',
  ],
};

describeWithLibjsonnet('rigging evaluates as libjsonnet does', () => {
  for (const [group, programs] of Object.entries(PROGRAMS)) {
    describe(group, () => {
      it.each(programs)('%s', (code) => same(code));
    });
  }
});

/** Programs whose whole error text, trace included, is libjsonnet's. */
const TRACES = [
  'local bananas = function(x) error "foo"; local oranges = function(y) bananas(1); oranges(0)',
  '{ a: { b: error "deep" } }',
  '[1, 2, error "e"]',
  'local o = { a: 1, b: self.c }; o.b',
  '{ assert self.x > 0, x: 1 } + { x: -1 }',
  '{ assert self.x > 0 : "x must be positive", x: 1 } { x: -1 }',
  'local f(n) = if n == 0 then error "bottom" else f(n - 1); f(3)',
  'local f(n) = f(n + 1) + 1; f(0)',
  '{ a: self.a }.a',
  'local x = [1][2]; x',
  'std.makeArray(-1, function(i) i)',
];

async function detail(engine: typeof rigging, code: string): Promise<string> {
  try {
    return (await engine.evaluate({ ...snippet(code), raw: true })) as string;
  } catch (e) {
    if (!(e instanceof JsonnetEvalError)) throw e;
    return e.detail;
  }
}

describeWithLibjsonnet("rigging reports errors with libjsonnet's trace", () => {
  it.each(TRACES)('%s', async (code) => {
    expect(await detail(rigging, code)).toBe(await detail(libjsonnet, code));
  });
});

describe('the rigging engine', () => {
  const evalRaw = (req: EvalRequest) => rigging.evaluate({ ...req, raw: true });

  it('ext vars and TLAs, as strings and code', async () => {
    const vars = { s: stringVar('str'), c: codeVar('{ x: 1 }') };
    await expect(
      rigging.evaluate({ ...snippet('[std.extVar("s"), std.extVar("c").x]'), extVars: vars }),
    ).resolves.toEqual(['str', 1]);
    await expect(
      rigging.evaluate({ ...snippet('function(s, c, d = 3) [s, c.x, d]'), tlas: vars }),
    ).resolves.toEqual(['str', 1, 3]);
  });

  it('imports in-memory files, then library paths in order', async () => {
    const lib1 = mkdtempSync(path.join(tmpdir(), 'rigging-lib1-'));
    const lib2 = mkdtempSync(path.join(tmpdir(), 'rigging-lib2-'));
    writeFileSync(path.join(lib1, 'l.libsonnet'), '{ from: "lib1" }');
    writeFileSync(path.join(lib2, 'l.libsonnet'), '{ from: "lib2" }');
    writeFileSync(path.join(lib2, 'only2.libsonnet'), '"two"');
    const files = {
      'main.jsonnet':
        'local a = import "sub/a.libsonnet"; [a, (import "l.libsonnet").from, import "only2.libsonnet"]',
      'sub/a.libsonnet': 'importstr "b.txt"',
      'sub/b.txt': 'text',
    };
    await expect(rigging.evaluate({ file: 'main.jsonnet', files, libPaths: [lib1, lib2] })).resolves.toEqual([
      'text',
      'lib1',
      'two',
    ]);
    await expect(rigging.evaluate({ file: 'main.jsonnet', files, libPaths: [lib2, lib1] })).resolves.toEqual([
      'text',
      'lib2',
      'two',
    ]);
    for (const dir of [lib1, lib2]) rmSync(dir, { recursive: true, force: true });
  });

  it('reports an import that is not found as libjsonnet does, paths relative to the files', async () => {
    const err = await rigging
      .evaluate({ file: 'main.jsonnet', files: { 'main.jsonnet': 'import "nope.jsonnet"' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JsonnetEvalError);
    expect((err as JsonnetEvalError).detail).toBe(
      'RUNTIME ERROR: couldn\'t open import "nope.jsonnet": no match locally or in the Jsonnet library paths.\n\tmain.jsonnet:1:1-22',
    );
    expect((err as JsonnetEvalError).file).toBe('main.jsonnet');
  });

  it('calls natives, sync and async', async () => {
    const natives = {
      add: { params: ['a', 'b'], fn: (a: unknown, b: unknown) => (a as number) + (b as number) },
      later: { params: ['x'], fn: async (x: unknown) => ({ got: x }) },
    };
    await expect(
      rigging.evaluate({ ...snippet('[std.native("add")(1, 2), std.native("later")("v").got]'), natives }),
    ).resolves.toEqual([3, 'v']);
  });

  it("stops at the stack limit with libjsonnet's message", async () => {
    const err = await evalRaw(snippet('local f(n) = f(n + 1) + 1; f(0)')).catch((e: unknown) => e);
    expect((err as JsonnetEvalError).detail.split('\n')[0]).toBe('RUNTIME ERROR: max stack frames exceeded.');
  });

  it('gives up after the deadline', async () => {
    const err = await evalRaw({
      ...snippet('local f(n) = if n == 0 then 0 else f(n - 1) tailstrict; f(1e9)'),
      deadlineMs: 50,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JsonnetEvalError);
    expect((err as JsonnetEvalError).reason).toBe('Deadline');
  });

  it('ends a string past what V8 can hold as a jsonnet error, not a crash', async () => {
    // doubling a string 28 times reaches 2^29 characters, past V8's longest (std.repeat refuses
    // such a size up front)
    const code = 'local twice(s, n) = if n == 0 then s else twice(s + s, n - 1); std.length(twice("ab", 28))';
    const err = await evalRaw(snippet(code)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JsonnetEvalError);
    expect((err as JsonnetEvalError).detail.split('\n')[0]).toBe(
      'RUNTIME ERROR: out of memory: invalid string length',
    );
  });

  it('runs deep tail recursion in constant stack', async () => {
    await expect(
      rigging.evaluate(
        snippet('local f(n, acc) = if n == 0 then acc else f(n - 1, acc + 1) tailstrict; f(1000000, 0)'),
      ),
    ).resolves.toBe(1000000);
  });
});
