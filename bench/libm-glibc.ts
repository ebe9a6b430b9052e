// std math against glibc (issue 22): libjsonnet's std.sin/cos/tan/asin/acos/atan/exp/log/pow call C's
// libm; this asks the installed jsonnet CLI (/usr/bin/jsonnet, linked to glibc's libm) for its results
// on seeded random arguments and counts where V8's Math and rigging's std (std/libm.ts) print another
// number. std.atan2 and std.hypot (v0.21, not in that CLI) are asked of glibc's libm.so.6 directly,
// through python3's ctypes. A difference from glibc where glibc itself is not correctly rounded (per libm-exact.ts's
// 256-bit evaluation) is counted apart: no correctly rounded function can match those.
//
//   node scripts/run-ts.mjs bench/libm-glibc.ts [--n N] [--seed S] [--jsonnet PATH] [--write FILE]
//
// --n is the number of arguments per function (default 20000); --write stores the rows (2000 per
// function, seed 1, unless told otherwise) as the table test/jsonnet-rigging/libm.unit.test.ts checks.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as exact from '../src/render/jsonnet/rigging/std/libm-exact';
import { numberStd } from '../src/render/jsonnet/rigging/std/numbers';

const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? dflt) : dflt;
};
const write = args.includes('--write') ? opt('write', 'test/jsonnet-rigging/libm-glibc.tsv') : undefined;
const n = Number(opt('n', write ? '2000' : '20000'));
const seed = Number(opt('seed', '1'));
const jsonnet = opt('jsonnet', '/usr/bin/jsonnet');

/** mulberry32: a small seeded generator, so that a seed names the same arguments everywhere. */
function rng(s: number): () => number {
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(seed);
const uniform = (a: number, b: number): number => a + (b - a) * rand();
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
const sign = (): number => (rand() < 0.5 ? -1 : 1);
/** ±2^e, e uniform in [lo, hi): spread over magnitudes. */
const wide = (lo: number, hi: number): number => sign() * 2 ** uniform(lo, hi);
const int = (a: number, b: number): number => Math.floor(uniform(a, b + 1));
/** A double a few units in the last place from x. */
const ulps = (x: number, k: number): number => x + k * Math.abs(x) * 2 ** -52;

type Gen = () => number[];
const trig: Gen = () => {
  const c = rand();
  if (c < 0.3) return [uniform(-10, 10)];
  if (c < 0.45) return [wide(-60, 60)];
  if (c < 0.6) return [uniform(-1e6, 1e6)];
  if (c < 0.8) return [ulps((int(-1e6, 1e6) * Math.PI) / 2, int(-3, 3))];
  if (c < 0.95) return [wide(20, 1024)];
  return [
    pick([0, -0, 2 ** -1074, -(2 ** -1074), 2 ** -1022, 1e-300, Math.PI, Math.PI / 2, 1e22, 2 ** 1023]),
  ];
};
const unit: Gen = () => {
  const c = rand();
  if (c < 0.5) return [uniform(-1, 1)];
  if (c < 0.65) return [wide(-80, 0)];
  if (c < 0.9) return [sign() * (1 - 2 ** -uniform(1, 53))];
  return [pick([0, -0, 1, -1, 0.5, -0.5, 2 ** -1074, 1e-300, Math.SQRT1_2])];
};
const gens: Record<string, Gen> = {
  sin: trig,
  cos: trig,
  tan: trig,
  asin: unit,
  acos: unit,
  atan: () => {
    const c = rand();
    if (c < 0.4) return [uniform(-10, 10)];
    if (c < 0.9) return [wide(-100, 100)];
    return [pick([0, -0, 1, -1, 2 ** -1074, 1e300, -1.7976931348623157e308, 2 ** 53, Math.SQRT2])];
  },
  exp: () => {
    const c = rand();
    if (c < 0.4) return [uniform(-745, 709.78)];
    if (c < 0.6) return [uniform(-1, 1)];
    if (c < 0.75) return [wide(-80, 3)];
    if (c < 0.85) return [uniform(-745.1, -708)];
    return [pick([0, -0, 1, -1, 709.78, 2 ** -1074, Math.LN2, int(-745, 709)])];
  },
  log: () => {
    const c = rand();
    if (c < 0.4) return [Math.abs(wide(-1074, 1024))];
    if (c < 0.6) return [uniform(0, 10)];
    if (c < 0.85) return [1 + wide(-52, -1)];
    return [pick([1, 2, 10, Math.E, 2 ** -1074, 2 ** -1022, 1.7976931348623157e308, 2 ** int(-1074, 1023)])];
  },
  atan2: () => {
    const c = rand();
    if (c < 0.5) return [uniform(-10, 10), uniform(-10, 10)];
    if (c < 0.9) return [wide(-60, 60), wide(-60, 60)];
    return [pick([0, -0, 1, -1, 5e-324]), pick([0, -0, 1, -1, 1e300, -5e-324])];
  },
  hypot: () => {
    const c = rand();
    if (c < 0.5) return [uniform(-10, 10), uniform(-10, 10)];
    if (c < 0.8) return [wide(-60, 60), wide(-60, 60)];
    if (c < 0.9) return [wide(-1074, 1023), wide(-1074, 1023)];
    return [int(-1e6, 1e6), int(-1e6, 1e6)];
  },
  pow: () => {
    const c = rand();
    if (c < 0.25) return [uniform(0, 10), uniform(-20, 20)];
    if (c < 0.45) return [uniform(-10, 10), int(-40, 40)];
    if (c < 0.6) return [Math.abs(wide(-100, 100)), uniform(-5, 5)];
    if (c < 0.75) return [uniform(0.5, 2), wide(-10, 30)];
    if (c < 0.85) return [int(-(2 ** 27), 2 ** 27), int(2, 3)];
    return pick([
      [2, 0.5],
      [4, 0.5],
      [10, int(-323, 308)],
      [2, int(-1074, 1023)],
      [-2, int(-60, 60)],
      [0.1, 3],
      [Math.abs(wide(-1074, -1000)), uniform(0.2, 1)],
      [1 + 2 ** -52, 2 ** int(40, 62)],
      [134217727, 2],
    ]);
  },
};

const names = Object.keys(gens);
const mathFn = (name: string): ((...a: number[]) => number) =>
  name === 'atan2'
    ? Math.atan2
    : name === 'hypot'
      ? Math.hypot
      : name === 'pow'
        ? (x, y) => (x as number) ** (y as number)
        : ((Math as unknown as Record<string, (x: number) => number>)[name] as (x: number) => number);
/** Arguments per function, those outside the domain (that jsonnet reports as errors) left out. */
function argumentsFor(name: string): number[][] {
  const out: number[][] = [];
  while (out.length < n) {
    const a = gens[name]?.() as number[];
    const v = mathFn(name)(...a);
    if (Number.isFinite(v)) out.push(a);
  }
  return out;
}

/** glibc's own atan2 or hypot, through python3's ctypes (args and results as hex bit patterns). */
function libmDirect(name: string, rows: number[][]): number[] {
  const hex = (x: number): string => Buffer.from(new Float64Array([x]).buffer).toString('hex');
  const code = [
    'import ctypes, struct, sys',
    `f = getattr(ctypes.CDLL('libm.so.6'), '${name}')`,
    'f.restype = ctypes.c_double',
    'f.argtypes = [ctypes.c_double, ctypes.c_double]',
    "d = lambda h: struct.unpack('<d', bytes.fromhex(h))[0]",
    'for line in sys.stdin:',
    '    a, b = line.split()',
    "    print(struct.pack('<d', f(d(a), d(b))).hex())",
  ].join('\n');
  const input = rows.map((a) => a.map(hex).join(' ')).join('\n');
  const r = spawnSync('python3', ['-c', code], { input, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`python3 ctypes failed: ${r.stderr}`);
  return r.stdout
    .trim()
    .split('\n')
    .map((h) => new Float64Array(new Uint8Array(Buffer.from(h, 'hex')).buffer)[0] as number);
}

/** glibc's results, from one jsonnet run per function. */
function glibc(name: string, rows: number[][]): number[] {
  if (name === 'atan2' || name === 'hypot') return libmDirect(name, rows);
  const dir = mkdtempSync(path.join(tmpdir(), 'libm-'));
  try {
    const file = path.join(dir, 'in.jsonnet');
    writeFileSync(
      file,
      `[\n${rows.map((a) => `std.${name}(${a.map(decimal).join(', ')})`).join(',\n')}\n]\n`,
    );
    const r = spawnSync(jsonnet, [file], { encoding: 'utf8', maxBuffer: 1 << 30 });
    if (r.status !== 0) throw new Error(`${jsonnet} failed: ${r.stderr}`);
    return (JSON.parse(r.stdout) as number[]).map(Number);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const exactFns: Record<string, (...a: number[]) => number> = {
  sin: exact.sin,
  cos: exact.cos,
  tan: exact.tan,
  asin: exact.asin,
  acos: exact.acos,
  atan: exact.atan,
  exp: exact.exp,
  log: exact.log,
  atan2: exact.atan2,
  hypot: exact.hypot,
  pow: (x, y) => (x < 0 && Math.abs(y % 2) === 1 ? -1 : 1) * (x === 0 ? 0 : exact.pow(Math.abs(x), y)),
};

/** The shortest decimal that reads back as x (String(-0) would say 0). */
const decimal = (x: number): string => (Object.is(x, -0) ? '-0' : String(x));
const same = (a: number, b: number): boolean => Object.is(a, b);
const table: string[] = [];
console.log(`${n} arguments per function, seed ${seed}, reference ${jsonnet}`);
console.log('function  V8≠glibc  rigging≠glibc  (of which glibc not correctly rounded)');
for (const name of names) {
  const rows = argumentsFor(name);
  const ref = glibc(name, rows);
  const mine = numberStd[name]?.fn as (...a: number[]) => number;
  const v8 = mathFn(name);
  let v8Off = 0;
  let off = 0;
  let glibcOff = 0;
  rows.forEach((a, i) => {
    const g = ref[i] as number;
    if (!same(v8(...a), g)) v8Off++;
    const m = mine(...a);
    const notCR = !same(exactFns[name]?.(...a) as number, g);
    if (!same(m, g)) {
      off++;
      if (notCR) glibcOff++;
    }
    table.push(
      `${name}\t${a.map(decimal).join(',')}\t${decimal(g)}${notCR ? '\tglibc-not-correctly-rounded' : ''}`,
    );
  });
  const pct = (k: number): string => `${k} (${((100 * k) / rows.length).toFixed(2)}%)`;
  console.log(`${name.padEnd(8)}  ${pct(v8Off).padEnd(14)}  ${pct(off).padEnd(14)}  ${glibcOff}`);
}
if (write) {
  const header = [
    '# std math results of glibc 2.36 libm through /usr/bin/jsonnet v0.18 (bench/libm-glibc.ts --write);',
    '# atan2 and hypot, not in that CLI, from libm.so.6 itself through python3 ctypes.',
    '# function, arguments, result: shortest decimal strings that read back as the same doubles;',
    '# glibc-not-correctly-rounded marks rows where glibc is off the correctly rounded result.',
  ];
  writeFileSync(write, `${[...header, ...table].join('\n')}\n`);
  console.log(`wrote ${table.length} rows to ${write}`);
}
