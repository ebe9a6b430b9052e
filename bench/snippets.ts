// `npm run bench` (third part): render time per JsonnetSnippet. 200 snippets sharing one
// JsonnetLibrary, each rendering a List of 8 objects, against a qbec app of 200 components of the
// same 8 objects, so the two per-part figures compare. Each phase runs in its own process.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { renderPipeline, sourceTypes } from '../src/render';
import { generateApp, generateSnippets } from './generate';

const PARTS = 200;
const PER_PART = 8;

interface PhaseResult {
  phase: string;
  parts: number;
  objects: number;
  artifacts: number;
  ms: number;
  peakRssMiB: number;
}

async function phase(name: string, work: string): Promise<PhaseResult> {
  const generated =
    name === 'snippet'
      ? await generateSnippets(work, PARTS, PER_PART)
      : await generateApp(work, PARTS, PER_PART, 0);
  const t0 = performance.now();
  const config = await loadConfig(path.join(generated.dir, 'rigging.yaml'), { types: sourceTypes });
  const render = await renderPipeline(config, {});
  const ms = performance.now() - t0;
  const env = render.environments[0];
  const errors = (env?.diagnostics ?? []).filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`bench ${name} failed to render: ${errors[0]?.message}`);
  const notReady = (env?.artifacts ?? []).filter((a) => a.status && !a.status.ready);
  if (notReady.length > 0)
    throw new Error(`bench ${name}: ${notReady[0]?.name} is ${notReady[0]?.status?.reason}`);
  return {
    phase: name,
    parts: PARTS,
    objects: env?.objects.length ?? 0,
    artifacts: env?.artifacts.length ?? 0,
    ms,
    peakRssMiB: process.resourceUsage().maxRSS / 1024,
  };
}

async function child(name: string): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'rigging-bench-snippets-'));
  try {
    process.stdout.write(`${JSON.stringify(await phase(name, work))}\n`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function runPhase(name: string): PhaseResult {
  const out = spawnSync(process.execPath, [process.argv[1] ?? '', '--phase', name], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (out.status !== 0) throw new Error(`bench phase ${name} failed`);
  return JSON.parse(out.stdout.trim().split('\n').at(-1) ?? '{}') as PhaseResult;
}

function parent(): void {
  console.log(
    `\nrigging bench: ${PARTS} JsonnetSnippets sharing a JsonnetLibrary vs a qbec app of ${PARTS} components, ${PER_PART} objects each, ${availableParallelism()} cores, Node ${process.version}`,
  );
  const s = runPhase('snippet');
  const q = runPhase('qbec');
  const fmt = (n: number, digits = 0) => n.toFixed(digits);
  console.log('');
  console.log('render          parts   objects  artifacts   wall ms   ms/part   ms/object   peak RSS MiB');
  const row = (label: string, r: PhaseResult) =>
    console.log(
      `${label.padEnd(14)} ${String(r.parts).padStart(6)} ${String(r.objects).padStart(9)} ${String(r.artifacts).padStart(10)} ${fmt(r.ms).padStart(9)} ${fmt(r.ms / r.parts, 2).padStart(9)} ${fmt(r.ms / r.objects, 3).padStart(11)} ${fmt(r.peakRssMiB).padStart(14)}`,
    );
  row('snippets', s);
  row('qbec', q);
  console.log('');
  console.log(
    `render time per snippet: ${fmt(s.ms / s.parts, 2)} ms; per qbec component: ${fmt(q.ms / q.parts, 2)} ms; ratio snippet / qbec component = ${fmt(s.ms / s.parts / (q.ms / q.parts), 2)}`,
  );
}

const at = process.argv.indexOf('--phase');
if (at >= 0) {
  child(process.argv[at + 1] ?? 'snippet').catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  parent();
}
