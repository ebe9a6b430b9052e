/**
 * std.manifestJsonEx, manifestJson, manifestJsonMinified, manifestYamlDoc and manifestYamlStream
 * print straight from evaluated values (manifest-values.ts), with no plain copy of the value. They
 * must answer exactly what the plain path answers (the value made plain data by toPlain, then
 * printed by manifest/*.ts, whose text is compared with libjsonnet's in manifest.unit.test.ts):
 * the same text, or the same error with the same trace, frame for frame.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EvalRequest, JsonnetEvalError } from '../../src/render/jsonnet/engine';
import type { Loc } from '../../src/render/jsonnet/rigging/ast';
import { createRiggingEngine } from '../../src/render/jsonnet/rigging/engine';
import { Interpreter } from '../../src/render/jsonnet/rigging/evaluate';
import { rangeText } from '../../src/render/jsonnet/rigging/lexer';
import * as m from '../../src/render/jsonnet/rigging/manifest';
import { parseChecked } from '../../src/render/jsonnet/rigging/parse-cache';
import { makeStd } from '../../src/render/jsonnet/rigging/std/index';
import { callPlain } from '../../src/render/jsonnet/rigging/std/plain';
import { RuntimeError, type Value } from '../../src/render/jsonnet/rigging/value';

const FILE = 'main.jsonnet';
/** Where the std call is made from (builtins run in their caller's frame). */
const CALL: Loc = { file: FILE, begin: { line: 99, column: 1 }, end: { line: 99, column: 20 } };

/** Files an import may read: JSON becomes constant data (constants.ts). */
const FILES: Record<string, string> = {
  'data.json': JSON.stringify({
    kind: 'C',
    spec: { b: [1, 2.5, { x: null, y: 'é\n' }], a: {}, 'z z': [] },
    '10': 'ten',
    '9': 'nine',
  }),
  'deep.json': `${'{"a":'.repeat(150)}1${'}'.repeat(150)}`,
};

function interpreter(maxStack: number): Interpreter {
  return new Interpreter({
    importer: (_kind, path) => {
      const text = FILES[path];
      if (text === undefined)
        throw new Error(`couldn't open import "${path}": no match locally or in the Jsonnet library paths.`);
      return { found: path, text };
    },
    parse: parseChecked,
    maxStack,
    makeStd: (i) => makeStd(i, { extVars: new Map(), natives: new Map(), onTrace: () => undefined }),
  });
}

/** The message of the runtime error evaluating `code` ends in. */
function evalError(code: string): string {
  try {
    interpreter(500).evalFile(parseChecked(code, FILE), FILE);
  } catch (e) {
    if (e instanceof RuntimeError) return e.message;
    throw e;
  }
  throw new Error(`no error from ${code}`);
}

type Outcome = { text: unknown } | { error: string; trace: string[] };

type Call = (interp: Interpreter, v: Value) => Value;

/** Evaluates `code` in a fresh interpreter and hands its value to `call`. */
function outcome(code: string, call: Call, maxStack = 500): Outcome {
  const interp = interpreter(maxStack);
  try {
    return { text: call(interp, interp.evalFile(parseChecked(code, FILE), FILE)) };
  } catch (e) {
    if (!(e instanceof RuntimeError)) throw e;
    const trace = e.trace.map((f) => `${f.loc ? `${f.loc.file}:${rangeText(f.loc)}` : '-'} ${f.name}`);
    return { error: e.message, trace };
  }
}

/** The std function as a program calls it: the path under test. */
const direct =
  (name: string, ...rest: Value[]): Call =>
  (interp, v) =>
    interp.apply(interp.std.get(name) as Value, [v, ...rest], CALL);

/** The plain path: the arguments made plain data, then printed. */
const plain =
  (fn: (...a: never[]) => string, ...rest: Value[]): Call =>
  (interp, v) =>
    callPlain(interp, fn as (...a: unknown[]) => unknown, [v, ...rest], CALL);

/** A stream of the value twice (its documents must be an array). */
const stream = (code: string) => `local v = ${code}; [v, v]`;

const MANIFESTERS: [string, Call, Call, ((code: string) => string)?][] = [
  ['manifestJsonEx', direct('manifestJsonEx', '  '), plain(m.manifestJsonEx, '  ')],
  [
    'manifestJsonEx custom',
    direct('manifestJsonEx', '\t', '\r\n', ' = '),
    plain(m.manifestJsonEx, '\t', '\r\n', ' = '),
  ],
  ['manifestJson', direct('manifestJson'), plain(m.manifestJson)],
  ['manifestJsonMinified', direct('manifestJsonMinified'), plain(m.manifestJsonMinified)],
  ['manifestYamlDoc', direct('manifestYamlDoc'), plain(m.manifestYamlDoc, false, true)],
  ['manifestYamlDoc bare', direct('manifestYamlDoc', true, false), plain(m.manifestYamlDoc, true, false)],
  [
    'manifestYamlStream',
    direct('manifestYamlStream'),
    plain(m.manifestYamlStream, false, true, true),
    stream,
  ],
  [
    'manifestYamlStream opts',
    direct('manifestYamlStream', true, false, false),
    plain(m.manifestYamlStream, true, false, false),
    stream,
  ],
];

const VALUES: [string, string][] = [
  ['scalars', '[null, true, false, 0, "s", ""]'],
  ['hidden fields', '{a: 1, b:: 2, c::: 3, d: {e:: 4}, f: {g: 5, h:: 6}, i: {} + {j:: 7}}'],
  ['nested arrays and empties', '[[], [[1]], [{}, {x: true, y: false}], [[[]]], {a: [], b: {}, c: [{}]}]'],
  [
    'unicode',
    '{"é": "ü😀", "\\u0001": "\\u007f\\u0085 \\"q\\" \\\\ \\t", "😀k": 1, "\\uffff": 2, "\\ue000": 3, "10": 4, "9": 5}',
  ],
  [
    'numbers',
    '{a: 1.42, b: 1e21, c: -0, d: 0.1, e: 1e-7, f: 123456789012345678, g: -1.5e300, h: 0.5, i: 1/3}',
  ],
  [
    'super and self',
    'local base = {x: 1, y: self.x + 1, s:: "hidden"}; base + {x: super.x * 10, z: super.y, w: self.s, o: {p: $.x}}',
  ],
  [
    'YAML strings and keys',
    '{s: "line1\\nline2\\n", t: "", u: "no newline", v: "true", "-": 1, "0x1": 2, "a b": 3, "2001-01-02": "\\n"}',
  ],
  ['constant data', "{d: import 'data.json', e: (import 'data.json').spec, f: [import 'data.json']}"],
  ['a constant and its copy', "local d = import 'data.json'; [d, d, d.spec, d.spec.b]"],
  ['error deep in a field', '{a: {b: [1, {c: {d: error "deep " + self.e, e: "here"}}]}}'],
  ['error through a function', 'local f(x) = {y: x.missing}; {a: [f({z: 1})]}'],
  ['error after earlier fields', '{a: [1, 2, 3], b: {c: "x"}, z: [1, error "last"]}'],
  ['assertion failing', '{a: {assert self.b > 5 : "b too small", b: 3}}'],
  ['assertion failing, no message', '{a: [{assert false}]}'],
  ['assertion from a layer below', '{a: {assert self.b == 1} + {b: 2}}'],
  ['assertion passing', '{a: {assert self.b == 2, b: 2}}'],
  ['NUL in a string', '{a: "x\\u0000y", b: 1}'],
  ['NUL in a key', '{"k\\u0000": 1}'],
  ['NUL before an error', '{a: "x\\u0000y", b: error "later"}'],
  ['deep nesting', 'local deep(n) = if n == 0 then 1 else {a: deep(n - 1)}; deep(600)'],
  ['deep arrays', 'local deep(n) = if n == 0 then [] else [deep(n - 1)]; deep(600)'],
  [
    'constant too deep for the frames left',
    "local wrap(n, v) = if n == 0 then v else {w: wrap(n - 1, v)}; wrap(340, import 'deep.json')",
  ],
  [
    'constant that fits',
    "local wrap(n, v) = if n == 0 then v else {w: wrap(n - 1, v)}; wrap(300, import 'deep.json')",
  ],
  ['object comprehension', '{[k]: {v: k + "!"} for k in ["b", "a", "c"]}'],
  ['plus fields', '{a: {b: [1]}} + {a+: {b+: [2], c: "x"}}'],
];

describe('std manifesters print from values as they print plain data', () => {
  for (const [what, code] of VALUES) {
    it(what, () => {
      for (const [name, ours, theirs, wrap = (c: string) => c] of MANIFESTERS) {
        const want = outcome(wrap(code), theirs);
        expect(outcome(wrap(code), ours), `${name} of ${code}`).toEqual(want);
      }
    });
  }

  // libjsonnet's std.jsonnet names where it met the function (messages from jsonnet 0.18); the
  // plain path, made for other callers, never knew the path.
  it('a function is named by its path, as std.jsonnet names it', () => {
    const cases: [string, string][] = [
      [
        'std.manifestJsonEx({a: {"b\\"c": [1, function(x) x]}}, " ")',
        'Tried to manifest function at ["a", "b\\"c", 1]',
      ],
      ['std.manifestJsonEx(function(x) x, " ")', 'Tried to manifest function at [ ]'],
      ['std.manifestJsonMinified({a: {f(x):: x, g(x): x}})', 'Tried to manifest function at ["a", "g"]'],
      ['std.manifestJson({a: [1, 2, function(x) x]})', 'Tried to manifest function at ["a", 2]'],
      [
        'std.manifestYamlDoc({"x y": {a: function(x) x}}, quote_keys=false)',
        'Tried to manifest function at ["x y", "a"]',
      ],
      ['std.manifestYamlStream([1, {a: function(x) x}])', 'Tried to manifest function at ["a"]'],
      ['std.manifestYamlStream([function(x) x])', 'Tried to manifest function at [ ]'],
    ];
    for (const [code, message] of cases) expect(evalError(code), code).toBe(message);
  });

  it('a non-string indent or non-boolean flag answers as before', () => {
    for (const [ours, theirs] of [
      [direct('manifestJsonEx', 2), plain(m.manifestJsonEx, 2)],
      [direct('manifestYamlDoc', 1, null), plain(m.manifestYamlDoc, 1, null)],
      [direct('manifestYamlStream'), plain(m.manifestYamlStream, false, true, true)],
    ] as [Call, Call][]) {
      const code = '{a: [1, {b: "c"}], d: {}}';
      expect(outcome(code, ours)).toEqual(outcome(code, theirs));
    }
  });
});

describe('the path taken', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes no plain copy of the manifested value', async () => {
    const toPlain = vi.spyOn(Interpreter.prototype, 'toPlain');
    const engine = createRiggingEngine();
    const req: EvalRequest = {
      snippet: {
        filename: FILE,
        code: '[std.manifestJsonEx({a: [1, {b: 2}]}, " "), std.manifestYamlStream([{c: [3]}]), std.manifestJson({}), std.manifestJsonMinified([]), std.manifestYamlDoc({d: 4})]',
      },
      raw: true,
    };
    const out = (await engine.evaluate(req)) as string;
    expect(out).toContain('\\"a\\": [');
    // toPlain only makes the program's output (an array of strings) plain, never what is manifested.
    const args = toPlain.mock.calls.map(([v]) => v);
    expect(args.filter((v) => typeof v === 'object' && v !== null && !Array.isArray(v))).toEqual([]);
    expect(args.filter((v) => Array.isArray(v) && v.length !== 5)).toEqual([]);
  });
});

describe('limits', () => {
  it('a JavaScript stack that runs out inside a manifester ends in the Jsonnet error', async () => {
    const engine = createRiggingEngine({ maxStack: 10_000_000 });
    const req: EvalRequest = {
      snippet: {
        filename: FILE,
        code: 'local deep(n) = if n == 0 then 1 else {a: deep(n - 1)}; std.manifestJsonEx(deep(1000000), " ")',
      },
      raw: true,
      maxTrace: 3,
    };
    const err = await engine.evaluate(req).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(JsonnetEvalError);
    expect((err as JsonnetEvalError).detail.split('\n')[0]).toBe('RUNTIME ERROR: max stack frames exceeded.');
  });
});
