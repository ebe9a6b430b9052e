// Differential: seeded random well-formed programs evaluated by rigging's engine and by libjsonnet
// must give the same output, or both fail. The generator mixes arithmetic, strings, arrays,
// objects with inheritance (self, super, +:, ::), comprehensions, locals, functions and std calls.
import { expect, it } from 'vitest';
import { createLibjsonnetEngine } from '../../src/render/jsonnet/libjsonnet';
import { createRiggingEngine } from '../../src/render/jsonnet/rigging/engine';
import { describeWithLibjsonnet } from '../support/libjsonnet';

/** mulberry32: a small seeded PRNG, so a failure names a reproducible program. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generator(seed: number) {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const int = (n: number) => Math.floor(rnd() * n);
  const num = (d: number): string =>
    d <= 0 || rnd() < 0.4
      ? pick(['0', '1', '2', '3', '7', '10', '0.5', '1.25', '1e3', '-4'])
      : `(${num(d - 1)} ${pick(['+', '-', '*'])} ${num(d - 1)})`;
  const str = (d: number): string =>
    d <= 0 || rnd() < 0.4
      ? pick(["'a'", "'b c'", "'é'", "''", '"x\\ty"', "'%d-%s'"])
      : pick([
          () => `(${str(d - 1)} + ${str(d - 1)})`,
          () => `std.toString(${num(d - 1)})`,
          () => `std.join('-', [${str(d - 1)}, ${str(d - 1)}])`,
          () => `std.asciiUpper(${str(d - 1)})`,
          () => `std.format('%s/%d', [${str(d - 1)}, ${num(d - 1)}])`,
          () => `std.substr(${str(d - 1)}, 0, 2)`,
        ])();
  const arr = (d: number): string =>
    d <= 0 || rnd() < 0.3
      ? `[${num(0)}, ${num(0)}]`
      : pick([
          () => `[${value(d - 1)}, ${value(d - 1)}]`,
          () => `[x * 2 for x in std.range(1, ${1 + int(4)})]`,
          () => `std.map(function(x) x + 1, ${arr(d - 1)})`,
          () => `std.sort([${num(0)}, ${num(0)}, ${num(0)}])`,
          () => `std.filter(function(x) x > 1, std.range(0, ${int(5)}))`,
          () => `${arr(d - 1)} + ${arr(d - 1)}`,
        ])();
  const obj = (d: number): string =>
    d <= 0 || rnd() < 0.3
      ? `{ a: ${num(0)}, b:: ${str(0)} }`
      : pick([
          () => `{ x: ${value(d - 1)}, y: self.x, z:: ${value(d - 1)} }`,
          () => `${obj(d - 1)} + { a+: 1, c: super.a }`,
          () => `{ local l = ${num(d - 1)}, v: l, ['k' + ${int(3)}]: ${value(d - 1)} }`,
          () => `{ [std.toString(i)]: i * i for i in std.range(1, ${1 + int(3)}) }`,
          () => `std.mergePatch(${obj(d - 1)}, { a: null, n: ${num(0)} })`,
          () => `${obj(d - 1)} { q:: 1, r::: self.q }`,
        ])();
  const value = (d: number): string =>
    pick([
      () => num(d),
      () => str(d),
      () => arr(d),
      () => obj(d),
      () => `(local f(x, y=2) = x * y; f(${num(d - 1)}))`,
      () => `(if ${num(0)} > ${num(0)} then ${str(d - 1)} else ${num(d - 1)})`,
      () => `std.length(${arr(d - 1)})`,
      () => `std.objectFields(${obj(d - 1)})`,
      () => `std.manifestJsonEx(${obj(d - 1)}, '  ')`,
      () => `(${num(d - 1)} % 3)`,
    ])();
  return () => `{ result: ${value(3)}, extra: ${obj(2)} }`;
}

describeWithLibjsonnet('rigging and libjsonnet on random programs', () => {
  it('agree on 150 seeded programs (equal output, or both an error)', { timeout: 120_000 }, async () => {
    const rigging = createRiggingEngine();
    const libjsonnet = createLibjsonnetEngine();
    const next = generator(1337);
    const disagreements: string[] = [];
    let rendered = 0;
    for (let i = 0; i < 150; i++) {
      const code = next();
      const run = async (e: typeof rigging) => {
        try {
          return {
            ok: true,
            out: (await e.evaluate({ snippet: { code, filename: 'r.jsonnet' }, raw: true })) as string,
          };
        } catch (err) {
          return { ok: false, out: (err as Error).message };
        }
      };
      const [a, b] = [await run(rigging), await run(libjsonnet)];
      if (a.ok && b.ok) rendered++;
      if (a.ok !== b.ok || (a.ok && a.out !== b.out))
        disagreements.push(`#${i}: ${code}\n rigging: ${a.out}\n libjsonnet: ${b.out}`);
    }
    expect(disagreements).toEqual([]);
    // Most programs must render: agreeing only on errors would prove little.
    expect(rendered).toBeGreaterThan(100);
  });
});
