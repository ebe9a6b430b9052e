/**
 * std.format (and `%`) reads an object's fields (only those its `%(key)` codes name, hidden ones
 * too) and an array's elements when each code is reached, as libjsonnet's std.jsonnet does: the
 * values are never made plain data whole (kube-prometheus' mixins format `$._config` hundreds of
 * times).
 */
import { describe, expect, it } from 'vitest';
import { type EvalRequest, type JsonnetEngine, JsonnetEvalError } from '../../src/render/jsonnet/engine';
import { createLibjsonnetEngine } from '../../src/render/jsonnet/libjsonnet';
import { createRiggingEngine } from '../../src/render/jsonnet/rigging/engine';
import { describeWithLibjsonnet } from '../support/libjsonnet';

/** The output, or the error with its whole trace; and the std.trace lines written. */
async function run(code: string, engine = createRiggingEngine()): Promise<string> {
  const req: EvalRequest = { file: 'main.jsonnet', files: { 'main.jsonnet': code }, raw: true, maxTrace: 0 };
  try {
    return (await engine.evaluate(req)) as string;
  } catch (e) {
    if (!(e instanceof JsonnetEvalError)) throw e;
    return e.detail;
  }
}

describe('std.format over an object', () => {
  it('can name a hidden field', async () => {
    expect(await run("'%(h)s-%(v)d' % {h:: 'hidden', v: 2}")).toBe('"hidden-2"\n');
  });

  it('evaluates only the fields its codes name, in their order', async () => {
    const lines: string[] = [];
    const engine = createRiggingEngine({ onTrace: (l) => lines.push(l) });
    const code = `local t(k) = std.trace(k, k);
'%(b)s %(a)s' % {a: t('a'), b: t('b'), unused: t('unused'), broken: error 'never read'}`;
    expect(await run(code, engine)).toBe('"b a"\n');
    expect(lines.map((l) => l.split(' ').at(-1))).toEqual(['b', 'a']);
  });

  it('fails on a missing field before it evaluates a later one', async () => {
    expect(await run("'%(a)s %(zz)s %(b)s' % {a: 1, b: error 'late'}")).toBe(
      'RUNTIME ERROR: No such field: zz\n\tmain.jsonnet:1:1-47',
    );
  });

  it('reports an error inside a named field with the trace manifestation gives it', async () => {
    expect(await run("'%(a)s %(b)s' % {a: 1, b: {c: error 'inner'}}")).toBe(
      [
        'RUNTIME ERROR: inner',
        '\tmain.jsonnet:1:31-44\tobject <anonymous>',
        '\tmain.jsonnet:1:27-45\tobject <anonymous>',
        '\tmain.jsonnet:1:1-46',
      ].join('\n'),
    );
  });

  it("runs the object's asserts before the first field it reads, and not without one", async () => {
    expect(await run("'%(a)s' % {assert false : 'no', a: 1}")).toBe(
      'RUNTIME ERROR: no\n\tmain.jsonnet:1:27-31\tthunk <object_assert>\n\tmain.jsonnet:1:1-38',
    );
    expect(await run("'%%' % {assert false : 'no', a: 1}")).toBe('"%"\n');
  });
});

describe('std.format over an array', () => {
  it('says there are too many values without evaluating the extra ones', async () => {
    expect(await run("'%s' % [1, error 'extra']")).toBe(
      'RUNTIME ERROR: Too many values to format: 2, expected 1\n\tmain.jsonnet:1:1-26',
    );
  });

  it('reports an error inside an element with the trace manifestation gives it', async () => {
    expect(await run("'%s %s' % ['a', [error 'b']]")).toBe(
      [
        'RUNTIME ERROR: b',
        '\tmain.jsonnet:1:18-27\tthunk <array_element>',
        '\tmain.jsonnet:1:1-29\tthunk <array_element>',
        '\tmain.jsonnet:1:1-29',
      ].join('\n'),
    );
  });
});

/** The output, or the first line of the error (libjsonnet's trace runs through its std.jsonnet). */
async function firstLine(engine: JsonnetEngine, req: EvalRequest): Promise<string> {
  try {
    return (await engine.evaluate(req)) as string;
  } catch (e) {
    if (!(e instanceof JsonnetEvalError)) throw e;
    return e.detail.split('\n')[0] ?? '';
  }
}

describeWithLibjsonnet('std.format over objects and arrays, against libjsonnet', () => {
  const libjsonnet = createLibjsonnetEngine({ concurrency: 1 });

  it.each([
    "'%(h)s' % {h:: 1}",
    "'%(a)s' % {a: 'x', b: error 'no'}",
    "'%(a)s %(b)d' % {a: {x: 1, y:: 2}, b: 1.5}",
    "std.format('%(a)s|%(b)5.2f', {a: [1, {b: 2}], b: 3.14159} + {c:: error 'hidden, unread'})",
    "'%(a)s' % ({a: 1, b: 2} + {b: error 'overridden, unread'})",
    "local o = {p: 'x', q: self.p + 'y'}; '%(q)s' % o",
    "'%(a)s' % (import 'data.json')",
    "std.mod('%(a)s', {a: 2, z: error 'z'})",
    "'%(a)s %(zz)s' % {a: 1, zz:: error 'named'}",
    "'%s' % [1, error 'extra']",
    "'%*d|%s' % [5, 1, {a: [1, 2]}]",
    "'%d %d' % [1]",
    "'%s %s' % ['a', [error 'b']]",
    "'%(a)s' % [1]",
  ])('%s', async (code) => {
    const req: EvalRequest = {
      snippet: { filename: 'main.jsonnet', code },
      raw: true,
      files: { 'data.json': '{"a": [1], "b": {"c": null}}' },
    };
    expect(await firstLine(createRiggingEngine(), req)).toBe(await firstLine(libjsonnet, req));
  });
});
