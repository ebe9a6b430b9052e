/**
 * The evaluator shares work between objects made by the same literal: field names sorted once per
 * literal (and per sequence of literals joined by `+`), values of one-layer objects kept by the
 * field's slot. Objects that share a literal still differ in their visible fields and values: the
 * expected results are what the jsonnet CLI (libjsonnet) gives for the same programs.
 */
import { describe, expect, it } from 'vitest';
import { createRiggingEngine } from '../../src/render/jsonnet/rigging/engine';

const traces: string[] = [];
const rigging = createRiggingEngine({ onTrace: (line) => traces.push(line) });
const evaluate = (code: string) => rigging.evaluate({ snippet: { code, filename: 'x.jsonnet' } });

describe('objects made by one literal', () => {
  it('keep their own visible fields when layers hide, show or add to them', async () => {
    const code = `
      local mk(v) = { a: v, b:: v + 1, c: v + 2 };
      local o = mk(1);
      {
        plain: [std.objectFields(o), std.objectFieldsAll(o), o],
        hideA: [std.objectFields(o + { a:: 0 }), o + { a:: 0 }],
        showB: [std.objectFields(o + { b::: 5 }), o + { b::: 5 }],
        plusDefault: [std.objectFields(o + { b+: 1 }), o + { b+: 1 }],
        stack: [std.objectFields(mk(2) + { a:: 0 } + { a: 7 }), mk(2) + { a:: 0 } + { a: 7 }],
        stackVisible: [std.objectFields(mk(2) + { a:: 0 } + { a::: 7 }), mk(2) + { a:: 0 } + { a::: 7 }],
        twice: [std.objectFields(mk(3) + mk(4)), mk(3) + mk(4), (mk(3) + { c:: 0 }) + mk(4)],
        reversed: [std.objectFields({ c:: 0 } + mk(5)), { c:: 0 } + mk(5)],
        has: [std.objectHas(o, 'b'), std.objectHasAll(o, 'b'), std.objectHas(o + { b::: 1 }, 'b'),
              std.objectHas(o + { a:: 1 }, 'a'), std.objectHas(o, 'z')],
        values: [mk(i).c for i in [10, 20]],
      }`;
    expect(await evaluate(code)).toEqual({
      has: [false, true, true, false, false],
      hideA: [['c'], { c: 3 }],
      plain: [['a', 'c'], ['a', 'b', 'c'], { a: 1, c: 3 }],
      plusDefault: [['a', 'c'], { a: 1, c: 3 }],
      reversed: [['a'], { a: 5 }],
      showB: [['a', 'b', 'c'], { a: 1, b: 5, c: 3 }],
      stack: [['c'], { c: 4 }],
      stackVisible: [['a', 'c'], { a: 7, c: 4 }],
      twice: [['a', 'c'], { a: 4, c: 6 }, { a: 4 }],
      values: [12, 22],
    });
  });

  it('order names by code point across layers, the same the second time', async () => {
    const code = `{
      one: std.objectFields({ '\\ud83d\\ude00': 1, z: 2, '\\uffff': 3 }),
      layered: std.objectFields({ '\\ud83d\\ude00': 1, z: 2 } + { '\\uffff': 3, a: 4 }),
      again: std.objectFields({ '\\ud83d\\ude00': 1, z: 2 } + { '\\uffff': 3, a: 4 }),
      hidden: std.objectFieldsAll({ '\\ud83d\\ude00':: 1, z: 2 } + { '\\uffff':: 3 }),
      visible: std.objectFields({ '\\ud83d\\ude00':: 1, z: 2 } + { '\\uffff':: 3 }),
    }`;
    expect(await evaluate(code)).toEqual({
      again: ['a', 'z', '\uffff', '😀'],
      hidden: ['z', '\uffff', '😀'],
      layered: ['a', 'z', '\uffff', '😀'],
      one: ['z', '\uffff', '😀'],
      visible: ['z'],
    });
  });

  it('keep their values apart, whatever makes their fields', async () => {
    const code = `
      local comp = { [k]: k + '!' for k in ['b', 'a', 'c'] };
      local mk(x) = { a: x, e:: 0 } + { b: 1 } + { c: self.a } + { d: 3 } + { a+: 1, e: super.a };
      local named(k) = { [k]: 1, y: self[k] + 1, [if k == 'q' then null else 'n']: 0 };
      {
        comp: [comp.a, comp.c, comp, std.objectFields(comp)],
        named: [named('x'), named('q'), named('x').y],
        mapped: std.mapWithKey(function(k, v) k + v, { b: 'x', a: 'y' }),
        patched: std.mergePatch({ a: 1, b: { c: 2, d: 3 } }, { b: { c: null, e: 4 }, f: 5 }),
        selfRef: [{ a: self.b, b: 1 }, { a: self.b, b: 1 } + { b: 2 }],
        chain: [mk(1), mk(10), std.objectFields(mk(1)), mk(2) + { b:: 0 }],
      }`;
    expect(await evaluate(code)).toEqual({
      comp: ['a!', 'c!', { a: 'a!', b: 'b!', c: 'c!' }, ['a', 'b', 'c']],
      mapped: { a: 'ay', b: 'bx' },
      named: [{ n: 0, x: 1, y: 2 }, { q: 1, y: 2 }, 2],
      patched: { a: 1, b: { d: 3, e: 4 }, f: 5 },
      chain: [
        { a: 2, b: 1, c: 2, d: 3 },
        { a: 11, b: 1, c: 11, d: 3 },
        ['a', 'b', 'c', 'd'],
        { a: 3, c: 3, d: 3 },
      ],
      selfRef: [
        { a: 1, b: 1 },
        { a: 2, b: 2 },
      ],
    });
  });

  it('compute a field once, also where super reads it (as go-jsonnet: libjsonnet computes it again)', async () => {
    traces.length = 0;
    const code = `
      local base = { a: std.trace('a', 1), b: std.trace('b', 2) };
      local o = base + { b: super.a + super.a + super.b, c: super.a } + { d: super.b + self.b };
      [o.b, o.c, o.a, o.d, o.b]`;
    expect(await evaluate(code)).toEqual([4, 1, 1, 8, 4]);
    expect(traces.map((t) => t.replace(/^TRACE: .*x\.jsonnet/, 'x.jsonnet'))).toEqual([
      'x.jsonnet:2 a',
      'x.jsonnet:2 b',
    ]);
  });

  it('compute the super chain of a long + once per level (exponential when computed again)', async () => {
    const code = `
      local next = { a: super.a + super.b, b: super.a };
      local fib(n) = if n == 0 then { a: 1, b: 1 } else fib(n - 1) + next;
      fib(60).a`;
    // 60 levels: 2^60 evaluations without the cache, 60 with it.
    expect(await evaluate(code)).toBe(4052739537881);
  });
});
