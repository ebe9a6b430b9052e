/**
 * Constant data (constants.ts): a file whose text is JSON is read by JSON.parse as one constant
 * node, evaluated lazily and manifested by copying. These tests pin that the fast path is taken
 * where it should be and that it never changes what a program means: the same output, or the same
 * error at the same place, as the Jsonnet parse of the same text and as libjsonnet.
 */
import { describe, expect, it } from 'vitest';
import { yamlText } from '../../src/model/yaml-text';
import { type EvalRequest, JsonnetEvalError } from '../../src/render/jsonnet/engine';
import { createLibjsonnetEngine } from '../../src/render/jsonnet/libjsonnet';
import { parseJsonConstant } from '../../src/render/jsonnet/rigging/constants';
import { createRiggingEngine } from '../../src/render/jsonnet/rigging/engine';
import { clearParseCache, parseChecked } from '../../src/render/jsonnet/rigging/parse-cache';
import { parse } from '../../src/render/jsonnet/rigging/parser';
import { describeWithLibjsonnet } from '../support/libjsonnet';

const rigging = createRiggingEngine();
const libjsonnet = createLibjsonnetEngine({ concurrency: 1 });

type Outcome = { ok: string } | { error: string };

async function outcome(engine: typeof rigging, req: EvalRequest): Promise<Outcome> {
  try {
    return { ok: (await engine.evaluate({ ...req, raw: true })) as string };
  } catch (e) {
    if (!(e instanceof JsonnetEvalError)) throw e;
    // The first line, without the staging directory libjsonnet names files by.
    const first = e.detail.split('\n')[0] ?? '';
    return { error: first.replace(/\S*\/(data\.json|main\.jsonnet)/g, '$1') };
  }
}

/** main.jsonnet importing data.json. */
const withData = (json: string, main = "import 'data.json'"): EvalRequest => ({
  file: 'main.jsonnet',
  files: { 'main.jsonnet': main, 'data.json': json },
});

async function sameAsLibjsonnet(json: string, main?: string): Promise<Outcome> {
  const req = withData(json, main);
  const got = await outcome(rigging, req);
  expect(got, `${main ?? ''} over ${json}`).toEqual(await outcome(libjsonnet, req));
  return got;
}

/**
 * The same data as Jsonnet no constant is made of: every object has a local, every array is a
 * concatenation. The reference the fast paths are compared with.
 */
function unfolded(v: unknown): string {
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : JSON.stringify(v);
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `([${v.map(unfolded).join(', ')}] + [])`;
  const fields = Object.keys(v).map(
    (k) => `${JSON.stringify(k)}: ${unfolded((v as Record<string, unknown>)[k])}`,
  );
  return `{local unfolded = null, ${fields.join(', ')}}`;
}

describe('which texts become constants', () => {
  it('JSON text is one constant node, placed where the parser places the value', () => {
    for (const text of ['{"a": 1}', '  \n {"a":\n[1,2]}  \n', '"x"', '-1', ' 12 ', '[]\n', '{"é": "ü"}']) {
      const node = parseJsonConstant(text, 'f.json');
      expect(node?.kind, text).toBe('constant');
      expect(node?.loc, text).toEqual(parse(text, 'f.json').loc);
    }
  });

  it('parseChecked reads JSON files (whatever their name) and entry files as constants', () => {
    clearParseCache();
    expect(parseChecked('{"kind": "CustomResourceDefinition"}', 'crd.json').kind).toBe('constant');
    expect(parseChecked('[1, {"a": null}]', 'main.jsonnet').kind).toBe('constant');
    expect(parseChecked('{a:: 1}', 'x.json').kind).toBe('object');
  });

  it('leaves to the parser what Jsonnet reads differently from JSON.parse', () => {
    const notConstant = [
      '{"a": 1, "a": 2}', // duplicate key: an error in Jsonnet
      '{"a": {"b": 1, "b": 1}}',
      '{"a": 1, "\\u0061": 2}', // the same key once unescaped
      '[1e400]', // overflow in Jsonnet, Infinity for JSON.parse
      '{"a": -1e309}',
      '"\\ud800"', // a lone surrogate escape: JSON.parse takes it, Jsonnet refuses it
      '"\\udc00\\ud800"',
      `${'['.repeat(300)}${']'.repeat(300)}`, // deeper than constants go
      '// a comment\n{"a": 1}',
      '{"a": 1,}',
      "{'a': 1}",
      '{a: 1}',
      '',
    ];
    for (const text of notConstant) expect(parseJsonConstant(text, 'f.json'), text).toBeUndefined();
  });

  it('counts keys right around escaped quotes, backslashes and colons inside strings', () => {
    for (const text of [
      '{"a\\"": ":", "b\\\\": "\\\\", "c": "x\\\\\\":y", "d:": {"e" : [":"]}}',
      '{"\\\\\\"": "\\"", "": ""}',
    ]) {
      expect(parseJsonConstant(text, 'f.json')?.kind, text).toBe('constant');
    }
    expect(parseJsonConstant('{"a\\"": 1, "a\\"" : 2}', 'f.json')).toBeUndefined();
  });
});

describe('literal subtrees of Jsonnet source', () => {
  it('plain object and array literals become constants, whatever else the file has', () => {
    clearParseCache();
    const node = parseChecked("local x = {a: 1, 'b': [1, -2, 'x', null, true, {c: {}}]}; x", 'main.jsonnet');
    expect(node.kind === 'local' && node.binds[0]?.body.kind).toBe('constant');
    expect(
      node.kind === 'local' && node.binds[0]?.body.kind === 'constant' && node.binds[0].body.value,
    ).toEqual({
      a: 1,
      b: [1, -2, 'x', null, true, { c: {} }],
    });
  });

  it('literals that mean more than data stay as written', () => {
    clearParseCache();
    for (const code of [
      '{a:: 1}',
      '{a::: 1}',
      '{a+: 1}',
      '{a(x): 1}',
      '{["a"]: 1}',
      '{local x = 1, a: 1}',
      '{assert true, a: 1}',
      '{a: 1e400}',
      '{a: -1e400}',
      '{a: 1, "\\u0061": 2}',
      '{a: self}',
      '{a: [1, 1 + 1]}',
      '[1, x]',
      '[1e400]',
    ]) {
      const node = parseChecked(`local x = 1; ${code}`, 'main.jsonnet');
      expect(node.kind === 'local' && node.body.kind, code).not.toBe('constant');
    }
  });

  it('an overflowing number in an array fails only when read', async () => {
    expect(await outcome(rigging, withData('1', 'std.length([1e400])'))).toEqual({ ok: '1\n' });
    expect(await outcome(rigging, withData('1', '[1e400][0]'))).toEqual({ error: 'RUNTIME ERROR: overflow' });
  });
});

describe('constants evaluate as the same program parsed as Jsonnet', () => {
  const json = JSON.stringify({
    kind: 'CustomResourceDefinition',
    metadata: { name: 'x', labels: { b: '2', a: '1', é: 'e', '\u{1F600}': 'smile', Z: 'z' } },
    spec: { versions: [{ name: 'v1', served: true, schema: { type: 'object' } }, null, 1.5, -0, 'str'] },
    empty: {},
    none: [],
    __proto__: { own: true },
  });

  // The same programs over the JSON file and over the same data written as Jsonnet no constant
  // is made of, compared with each other: the fast paths must change nothing.
  const programs = [
    'd',
    'd + {metadata+: {labels+: {c: "3"}}}',
    'd + {spec+: {versions: super.versions + [{name: "v2"}]}}',
    'd + {kind: "X", extra:: self.kind, visible::: super.kind}',
    '{a: 1} + d + {b: self.kind + "!"}',
    'std.objectFields(d) + std.objectFields(d.metadata.labels)',
    'std.objectFieldsAll(d + {h:: 1})',
    '[std.objectHas(d, "kind"), std.objectHas(d, "nope"), std.objectHasAll(d, "__proto__"), "spec" in d]',
    'std.mergePatch(d, {metadata: {labels: {a: null}}, spec: null})',
    '{[k]: std.length(std.toString(d[k])) for k in std.objectFields(d)}',
    '[d == d, d == d + {}, d.spec == {versions: d.spec.versions}, d.metadata != d.spec]',
    'std.prune(d)',
    'std.manifestJsonEx(d, "  ")',
    'std.manifestYamlDoc(d)',
    'std.toString(d)',
    '[std.length(d), std.length(d.spec.versions), d.spec.versions[3], d.spec.versions[1]]',
    '[x.name for x in d.spec.versions if std.isObject(x)]',
    'std.map(function(v) std.type(v), d.spec.versions)',
    'local f = function(o) o {metadata+: {name: "y"}}; [f(d), d]',
    'd.spec.versions[0] + {served: false}',
    // std helpers get the constant's own (ordinary, frozen) objects: names of Object.prototype's
    // members must read as missing there, as in the field walk's objects without prototype.
    '"%(kind)s %(empty)s" % d',
    'local f = "%(constructor)s"; std.manifestJson([d, d.metadata]) + (f % {constructor: "c"})',
    'std.manifestIni({sections: {s: d.metadata.labels}})',
    '[std.manifestToml({t: d.metadata}), std.manifestYamlStream([d.metadata, d.metadata])]',
  ];

  for (const program of programs) {
    it(program, async () => {
      const main = `local d = import 'data.json'; ${program}`;
      const asJson = await outcome(rigging, withData(json, main));
      const parsed = await outcome(rigging, withData(unfolded(JSON.parse(json)), main));
      expect(asJson).toEqual(parsed);
      expect('ok' in asJson).toBe(true);
    });
  }

  it('an error about a constant names the index, as for parsed data', async () => {
    for (const main of [
      "'%(constructor)s' % (import 'data.json')",
      "'%(toString)s' % (import 'data.json').metadata",
      "std.manifestIni((import 'data.json').metadata)",
      "(import 'data.json').missing",
      "(import 'data.json').metadata.labels.nope",
      "(import 'data.json').spec.versions[9]",
      "(import 'data.json').kind.x",
      "(import 'data.json') + 1",
      "(import 'data.json').spec.versions[0]()",
    ]) {
      const asJson = await outcome(rigging, withData(json, main));
      const parsed = await outcome(rigging, withData(unfolded(JSON.parse(json)), main));
      expect('error' in asJson, main).toBe(true);
      expect(asJson, main).toEqual(parsed);
    }
  });

  it('manifests keys in code point order, whether written in order, in UTF-16 order or in none', async () => {
    for (const json of [
      '{"a": 1, "b": {"c": 2, "d": 3}, "é": 4, "\uffff": 5, "😀": 6}',
      // UTF-16 order, not code point order: a surrogate sorts before U+FFFF as a unit only.
      '{"😀": 1, "\uffff": 2, "x": {"😀": 3, "\ue000": 4}}',
      '{"b": 1, "a": 2, "10": 3, "9": 4, "a\\u0000": 5, "": 6}',
    ]) {
      const asJson = await outcome(rigging, withData(json));
      expect(asJson, json).toEqual(await outcome(rigging, withData(unfolded(JSON.parse(json)))));
      expect('ok' in asJson, json).toBe(true);
    }
    expect(await outcome(rigging, withData('{"😀": 1, "\uffff": 2}'))).toEqual({
      ok: '{\n   "\uffff": 2,\n   "😀": 1\n}\n',
    });
  });

  it('manifests a deep constant within the stack limit as the field walk does', async () => {
    const deep = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    for (const maxStack of [30, 39, 40, 41, 60]) {
      const req = (text: string): EvalRequest => ({ ...withData(text, "[import 'data.json']"), maxStack });
      const asJson = await outcome(rigging, req(deep));
      const parsed = await outcome(rigging, req(unfolded(JSON.parse(deep))));
      expect(asJson, `maxStack ${maxStack}`).toEqual(parsed);
    }
  });
});

/** The evaluation's output data (what a render prints), or the first line of its error. */
async function data(req: EvalRequest): Promise<unknown> {
  try {
    return await rigging.evaluate(req);
  } catch (e) {
    if (!(e instanceof JsonnetEvalError)) throw e;
    return { error: e.detail.split('\n')[0] };
  }
}

/** The data as text keeping each object's key order, which the printers follow. */
const ordered = (v: unknown): string => JSON.stringify(v);

/** Every object and array of `v`, each time it is met. */
function containers(v: unknown, out: object[] = []): object[] {
  if (v === null || typeof v !== 'object') return out;
  out.push(v);
  for (const e of Object.values(v)) containers(e, out);
  return out;
}

describe("the output's constant data is shared, read-only and never twice in one output", () => {
  it('has the keys in code point order, as the field walk gives them', async () => {
    clearParseCache();
    const json = '{"b": {"z": 1, "y": [{"q": 1, "p": 2}]}, "a": 2, "10": 3, "9": 4, "😀": 5, "\uffff": 6}';
    const main = "local d = import 'data.json'; [d, d.b, d.b.y]";
    const expected = ordered(await data(withData(unfolded(JSON.parse(json)), main)));
    for (let run = 0; run < 2; run++)
      expect(ordered(await data(withData(json, main))), `run ${run}`).toBe(expected);
  });

  it('cannot be changed by a consumer: the next evaluation reads the constant as written', async () => {
    clearParseCache();
    const json = '{"metadata": {"name": "x", "labels": {"a": "1"}}, "items": [1, {"b": 2}], "empty": {}}';
    const req = withData(json);
    const first = (await data(req)) as { metadata: { name: string; labels: Record<string, string> } };
    expect(() => {
      first.metadata.name = 'changed';
    }).toThrow(TypeError);
    expect(() => {
      (first as unknown as { empty: Record<string, number> }).empty.added = 1;
    }).toThrow(TypeError);
    expect(() => (first as unknown as { items: unknown[] }).items.push(2)).toThrow(TypeError);
    const again = await data(req);
    expect(again).toEqual(JSON.parse(json));
    // A copy from now on, which a consumer may change.
    expect(Object.isFrozen(again)).toBe(false);
  });

  it('holds no object twice, whatever parts of the constant a program outputs', async () => {
    for (const main of [
      "local d = import 'data.json'; [d, d, {x: d}]",
      "local d = import 'data.json'; [d.spec, d, d.spec.list[0]]",
      "local d = import 'data.json'; [d.spec.list, {a: d.spec}, d]",
    ]) {
      clearParseCache();
      const json = '{"spec": {"list": [{"a": 1}, [], {}], "m": {"k": "v"}}, "kind": "K"}';
      const out = await data(withData(json, main));
      const all = containers(out);
      expect(new Set(all).size, main).toBe(all.length);
      expect(yamlText(out), main).not.toMatch(/[&*]a\d/);
      expect(out, main).toEqual(await data(withData(unfolded(JSON.parse(json)), main)));
    }
  });

  it('is manifested within the stack limit as the field walk does', async () => {
    const deep = `${'{"a":'.repeat(40)}[1]${'}'.repeat(40)}`;
    for (const maxStack of [30, 40, 41, 42, 60]) {
      clearParseCache();
      const req = (text: string): EvalRequest => ({ ...withData(text, "[import 'data.json']"), maxStack });
      const got = await data(req(deep));
      expect(got, `maxStack ${maxStack}`).toEqual(await data(req(unfolded(JSON.parse(deep)))));
    }
  });
});

describeWithLibjsonnet('constants against libjsonnet', () => {
  it('numbers, escapes, -0 and key order are libjsonnet’s', async () => {
    await sameAsLibjsonnet(
      '[0, -0, 1e308, 5e-324, 1e-7, 0.1, 123456789012345678901234567890, 1E2, -1.5e+3, 2.5E-3]',
    );
    await sameAsLibjsonnet(
      '{"\\u00e9": "\\"\\\\\\/\\b\\f\\n\\r\\t\\u0001\\u007f\\u009f", "\\ud83d\\ude00": "😀"}',
    );
    await sameAsLibjsonnet('{"b": 1, "a": 2, "B": 3, "é": 4, "\\uffff": 5, "😀": 6, "10": 7, "9": 8}');
    await sameAsLibjsonnet('"just a string"');
    await sameAsLibjsonnet('[true, false, null, [], {}]');
  });

  it('duplicate keys and bad escapes give libjsonnet’s error at its place', async () => {
    for (const json of [
      '{"a": 1, "a": 2}',
      '{\n  "x": {\n    "b": 1,\n    "b": 2\n  }\n}',
      '{"a": 1, "\\u0061": 2}',
      '["\\ud800"]',
      '[1e400]',
      '{"a": 1e400}',
    ]) {
      const got = await sameAsLibjsonnet(json, "std.length(std.toString(import 'data.json'))");
      expect('error' in got, json).toBe(true);
    }
  });

  it('folded literals behave as written', async () => {
    for (const main of [
      '{a: 1, "\\u0061": 2}',
      '{b: {y: [1, {z: null}], x: -0}, a: "s"} + {b+: {w: 1}}',
      '[{a: 1}, [[]], {}] + [{"__proto__": 1, "constructor": 2}]',
      'local o = {a: {b: 1}}; [o.a.b, o + {a+: {c: super.b}}, std.objectFieldsAll(o.a)]',
      'local f() = {a: [1, {b: 2}]}; [f() == f(), f() == {a: [1, {b: 2}]}, f() == {a: [1, {b: 3}]}, f() == f() + {c:: 1}]',
      'std.manifestJsonEx({"10": 1, "9": 2, b: {"2": 0, "10": 1}, a: 4}, " ")',
      'std.manifestYamlDoc({"10": 1, "9": 2, "é": 3, "\uffff": 4, "😀": 5})',
    ])
      await sameAsLibjsonnet('1', main);
  });

  it('Jsonnet that is not JSON still works in a .json file', async () => {
    await sameAsLibjsonnet('// comment\n{a: 1, "b": [1, 2,], \'c\': 3,}');
    await sameAsLibjsonnet('{"a": 1} + {"b": 2}');
  });

  it('constants extended from outside', async () => {
    const json = '{"metadata": {"name": "n", "labels": {"a": "1"}}, "spec": {"replicas": 1}}';
    await sameAsLibjsonnet(json, "(import 'data.json') + {metadata+: {labels+: {b: '2'}}, spec: null}");
    await sameAsLibjsonnet(
      json,
      "(import 'data.json') {spec+: {replicas: super.replicas + 1}, n: self.metadata.name}",
    );
  });
});
