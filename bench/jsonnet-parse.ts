// `npm run bench` (Jsonnet source and JSON output): in-process timings of the two fixed costs around
// an evaluation that do not depend on the program's work.
// - lex + parse + static check of every .jsonnet/.libsonnet file of the kube-prometheus corpus
//   (/work/corpus/kube-prometheus, or RIGGING_KP) and of google/jsonnet's benchmarks (/tmp/gj),
//   each file parsed as parse-cache.ts does on a miss;
// - reading those files' parse-store entries back (ast-codec.ts decodeAst), and the entries' size;
// - `rigging eval`'s JSON writer (manifestOutput) on the ten prometheus-operator CRDs.
// A missing corpus is skipped with a message. Each figure is the best of --runs N (default 7).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { decodeAst, encodeAst } from '../src/render/jsonnet/rigging/ast-codec';
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

function benchParse(
  label: string,
  files: { file: string; text: string }[],
): { file: string; text: string }[] {
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
  return ok;
}

// Reading the parse store (ast-codec.ts): the text of every file's entry and decoding it all. The
// first pass is reported apart because a render decodes each file once, mostly before V8 optimises.
function benchCodec(label: string, files: { file: string; text: string }[]): void {
  const stored: { file: string; body: string }[] = [];
  for (const { file, text } of files) {
    const { node, dollars } = parseCounting(text, file, true);
    checkStatic(node, dollars);
    const body = encodeAst(node, file);
    if (body !== undefined) stored.push({ file, body });
  }
  const size = stored.reduce((n, e) => n + e.body.length, 0);
  const decodeAll = (): void => {
    for (const { file, body } of stored) decodeAst(body, file);
  };
  const t = process.hrtime.bigint();
  decodeAll();
  const first = Number(process.hrtime.bigint() - t) / 1e6;
  const ms = best(decodeAll);
  console.log(
    `decode ${label}: ${stored.length} entries, ${(size / 1e6).toFixed(2)} MB of text: first ${first.toFixed(1)} ms, best ${ms.toFixed(1)} ms`,
  );
}

const kpFiles: { file: string; text: string }[] = [];
if (existsSync(KP)) sources(KP, kpFiles);
else console.log(`parse kube-prometheus: skipped, no corpus at ${KP}`);
if (kpFiles.length) benchCodec('kube-prometheus', benchParse('kube-prometheus', kpFiles));

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
