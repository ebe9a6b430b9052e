// `npm run bench`: render a generated qbec app of 2,000 objects in 20 components, and diff two
// such renders; render it again through the action's isolated jsonnet worker, and time the
// repository boundary's import check alone. Each phase runs in its own process so its peak RSS
// is its own.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { RepositoryBoundary } from '../src/boundary/boundary';
import { loadConfig } from '../src/config';
import { countChanges, diffPipelines } from '../src/diff/diff';
import {
  chooseEngines,
  type JsonnetEngine,
  renderPipeline,
  runJsonnetWorker,
  sourceTypes,
} from '../src/render';
import { confineEngine } from '../src/render/jsonnet/confine';
import { generateApp } from './generate';

interface PhaseResult {
  phase: string;
  objects: number;
  ms: number;
  renderMs?: number;
  diffMs?: number;
  changes?: number;
  peakRssMiB: number;
}

const COMPONENTS = 20;
const PER_COMPONENT = 100;

const WORKER_FLAG = '--jsonnet-worker';

async function renderOnce(dir: string) {
  const config = await loadConfig(path.join(dir, 'rigging.yaml'), { types: sourceTypes });
  const render = await renderPipeline(config, {});
  const errors = render.environments.flatMap((e) => e.diagnostics).filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`bench app failed to render: ${errors[0]?.message}`);
  return render;
}

async function phase(name: string, work: string): Promise<PhaseResult> {
  const base = await generateApp(path.join(work, 'base'), COMPONENTS, PER_COMPONENT, 0);
  const peak = () => process.resourceUsage().maxRSS / 1024;
  if (name === 'import-check') {
    // The boundary's work alone: every component and library read and scanned, nothing evaluated.
    const noop: JsonnetEngine = { name: 'noop', evaluate: async () => null };
    const engine = confineEngine(noop, RepositoryBoundary.at(base.dir));
    const files = Array.from({ length: COMPONENTS }, (_, i) =>
      path.join(base.dir, 'app', 'components', `svc${String(i).padStart(2, '0')}.jsonnet`),
    );
    const t0 = performance.now();
    for (const file of files) await engine.evaluate({ file, libPaths: [path.join(base.dir, 'lib')] });
    return { phase: name, objects: base.objects, ms: performance.now() - t0, peakRssMiB: peak() };
  }
  if (name === 'render' || name === 'render-worker') {
    if (name === 'render-worker') {
      chooseEngines({
        jsonnet: { kind: 'worker', command: [process.execPath, process.argv[1] ?? '', WORKER_FLAG] },
      });
    }
    const t0 = performance.now();
    const render = await renderOnce(base.dir);
    const ms = performance.now() - t0;
    const objects = render.environments.reduce((n, e) => n + e.objects.length, 0);
    return { phase: name, objects, ms, peakRssMiB: peak() };
  }
  const head = await generateApp(path.join(work, 'head'), COMPONENTS, PER_COMPONENT, 1);
  const t0 = performance.now();
  const [a, b] = await Promise.all([renderOnce(base.dir), renderOnce(head.dir)]);
  const t1 = performance.now();
  const diff = diffPipelines(a.environments, b.environments);
  const t2 = performance.now();
  const objects = b.environments.reduce((n, e) => n + e.objects.length, 0);
  const changes = countChanges(diff);
  return {
    phase: name,
    objects,
    ms: t2 - t0,
    renderMs: t1 - t0,
    diffMs: t2 - t1,
    changes,
    peakRssMiB: peak(),
  };
}

async function child(name: string): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'rigging-bench-'));
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
    `rigging bench: qbec app, ${COMPONENTS} components x ${PER_COMPONENT} objects, ${availableParallelism()} cores, Node ${process.version}`,
  );
  const r = runPhase('render');
  const w = runPhase('render-worker');
  const c = runPhase('import-check');
  const d = runPhase('diff');
  const fmt = (n: number, digits = 0) => n.toFixed(digits);
  console.log('');
  console.log('phase                 objects   wall ms   objects/s   ms/object   peak RSS MiB');
  const row = (label: string, objects: number, ms: number, rss: number) =>
    console.log(
      `${label.padEnd(20)} ${String(objects).padStart(8)} ${fmt(ms).padStart(9)} ${fmt((objects / ms) * 1000).padStart(11)} ${fmt(ms / objects, 3).padStart(11)} ${fmt(rss).padStart(14)}`,
    );
  row('render', r.objects, r.ms, r.peakRssMiB);
  row('render (worker)', w.objects, w.ms, w.peakRssMiB);
  row('import check only', c.objects, c.ms, c.peakRssMiB);
  row('render base+head', d.objects * 2, d.renderMs ?? 0, d.peakRssMiB);
  row('diff (after render)', d.objects, d.diffMs ?? 0, d.peakRssMiB);
  row('render x2 + diff', d.objects, d.ms, d.peakRssMiB);
  console.log('');
  console.log(`changed objects found: ${d.changes} of ${d.objects}`);
  console.log(
    `ratios: diff / one render = ${fmt((d.diffMs ?? 0) / r.ms, 2)}; render+diff of two trees / one render = ${fmt(d.ms / r.ms, 2)}`,
  );
  console.log(
    `ratios: render in the isolated worker / in process = ${fmt(w.ms / r.ms, 2)}; import check / render = ${fmt(c.ms / r.ms, 3)} (${fmt(c.ms / COMPONENTS, 2)} ms per component)`,
  );
  console.log(
    `peak RSS per object: render ${fmt((r.peakRssMiB * 1024) / r.objects, 1)} KiB, render x2 + diff ${fmt((d.peakRssMiB * 1024) / (d.objects * 2), 1)} KiB`,
  );
}

const at = process.argv.indexOf('--phase');
if (process.argv[2] === WORKER_FLAG) {
  runJsonnetWorker();
} else if (at >= 0) {
  child(process.argv[at + 1] ?? 'render').catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  parent();
}
