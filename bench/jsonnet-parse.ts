// `npm run bench` (Jsonnet source and JSON output): in-process timings of the two fixed costs around
// an evaluation that do not depend on the program's work.
// - lex + parse + static check of every .jsonnet/.libsonnet file of the kube-prometheus corpus
//   (/work/corpus/kube-prometheus, or RIGGING_KP) and of google/jsonnet's benchmarks (/tmp/gj),
//   each file parsed as parse-cache.ts does on a miss;
// - `rigging eval`'s JSON writer (manifestOutput) on the ten prometheus-operator CRDs.
// A missing corpus is skipped with a message. Each figure is the best of --runs N (default 7).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { manifestOutput } from '../src/render/jsonnet/rigging/manifest';
import type { JsonValue } from '../src/render/jsonnet/rigging/manifest/common';
import { parseCounting } from '../src/render/jsonnet/rigging/parser';
import { checkStatic } from '../src/render/jsonnet/rigging/static';

const KP = process.env.RIGGING_KP ?? '/work/corpus/kube-prometheus';
const GJ = '/tmp/gj';
const CRD_DIR = 'vendor/github.com/prometheus-operator/prometheus-operator/jsonnet/prometheus-operator';
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;

function sources(dir: string, out: { file: string; text: string }[]): void {
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.(jsonnet|libsonnet)$/.test(name)) out.push({ file: p, text: readFileSync(p, 'utf8') });
  }
}

function best(fn: () => void): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    fn();
    min = Math.min(min, Number(process.hrtime.bigint() - t) / 1e6);
  }
  return min;
}

function benchParse(label: string, files: { file: string; text: string }[]): void {
  // Files the engine rejects (templates, fixtures of errors) are left out once, up front.
  const ok = files.filter(({ file, text }) => {
    try {
      const { node, dollars } = parseCounting(text, file, true);
      checkStatic(node, dollars);
      return true;
    } catch {
      return false;
    }
  });
  const bytes = ok.reduce((n, f) => n + f.text.length, 0);
  const ms = best(() => {
    for (const { file, text } of ok) {
      const { node, dollars } = parseCounting(text, file, true);
      checkStatic(node, dollars);
    }
  });
  console.log(
    `parse ${label}: ${ok.length} files, ${(bytes / 1e6).toFixed(2)} MB: ${ms.toFixed(1)} ms (${(bytes / 1e3 / ms).toFixed(1)} MB/s)`,
  );
}

const kpFiles: { file: string; text: string }[] = [];
if (existsSync(KP)) sources(KP, kpFiles);
else console.log(`parse kube-prometheus: skipped, no corpus at ${KP}`);
if (kpFiles.length) benchParse('kube-prometheus', kpFiles);

const gjFiles: { file: string; text: string }[] = [];
for (const sub of ['benchmarks', 'perf_tests'])
  if (existsSync(path.join(GJ, sub))) sources(path.join(GJ, sub), gjFiles);
if (gjFiles.length) benchParse('google/jsonnet benchmarks', gjFiles);
else console.log(`parse google/jsonnet benchmarks: skipped, none at ${GJ}`);

const crdDir = path.join(KP, CRD_DIR);
if (existsSync(crdDir)) {
  const crds = readdirSync(crdDir)
    .filter((n) => n.endsWith('-crd.json'))
    .sort()
    .map((n) => JSON.parse(readFileSync(path.join(crdDir, n), 'utf8')) as JsonValue);
  let size = 0;
  const ms = best(() => {
    size = manifestOutput(crds).length;
  });
  console.log(`JSON writer, ${crds.length} CRDs (${(size / 1e6).toFixed(2)} MB out): ${ms.toFixed(1)} ms`);
} else console.log(`JSON writer: skipped, no CRDs at ${crdDir}`);
