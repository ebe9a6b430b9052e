// `npm run bench` (std math): the cost of a call to rigging's correctly rounded std math (std/libm.ts,
// issue 22) against V8's Math, side by side on the same arguments, rounds interleaved so that load on
// the machine hits both alike. Printed per function: median ns per call of each and their ratio.
//
//   node scripts/run-ts.mjs bench/libm.ts [--rounds N]
import * as libm from '../src/render/jsonnet/rigging/std/libm';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 7;
const N = 20000;

let seed = 1;
const rand = (): number => {
  seed = (seed * 48271) % 2147483647;
  return seed / 2147483647;
};
const args = (gen: () => number): Float64Array => Float64Array.from({ length: 2 * N }, gen);

type F = (x: number, y: number) => number;
const cases: [string, F, F, Float64Array][] = [
  ['sin', libm.sin, Math.sin, args(() => (rand() - 0.5) * 20)],
  ['cos', libm.cos, Math.cos, args(() => (rand() - 0.5) * 20)],
  ['tan', libm.tan, Math.tan, args(() => (rand() - 0.5) * 20)],
  ['asin', libm.asin, Math.asin, args(() => rand() * 2 - 1)],
  ['acos', libm.acos, Math.acos, args(() => rand() * 2 - 1)],
  ['atan', libm.atan, Math.atan, args(() => (rand() - 0.5) * 100)],
  ['exp', libm.exp, Math.exp, args(() => (rand() - 0.5) * 100)],
  ['log', libm.log, Math.log, args(() => rand() * 1000)],
  ['atan2', libm.atan2, Math.atan2, args(() => (rand() - 0.5) * 100)],
  ['hypot', libm.hypot, Math.hypot, args(() => (rand() - 0.5) * 100)],
];

/** ns per call of f over the arguments (pairs for the two-argument functions). */
function time(f: F, a: Float64Array): number {
  let sum = 0;
  const t = process.hrtime.bigint();
  for (let i = 0; i < a.length; i += 2) sum += f(a[i] as number, a[i + 1] as number);
  const ns = Number(process.hrtime.bigint() - t) / (a.length / 2);
  if (Number.isNaN(sum)) console.log('');
  return ns;
}

const samples = new Map<string, [number[], number[]]>(cases.map(([name]) => [name, [[], []]]));
for (let r = 0; r < rounds; r++) {
  for (const [name, ours, math, a] of cases) {
    const [o, m] = samples.get(name) as [number[], number[]];
    o.push(time(ours, a));
    m.push(time(math, a));
  }
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
console.log(`std math: ns per call, median of ${rounds} rounds of ${N} calls (rigging libm vs V8 Math)`);
for (const [name, [o, m]] of samples) {
  const a = median(o);
  const b = median(m);
  console.log(
    `  ${name.padEnd(6)} ${a.toFixed(0).padStart(6)} ns  vs ${b.toFixed(0).padStart(4)} ns  ${(a / b).toFixed(1)}x`,
  );
}
