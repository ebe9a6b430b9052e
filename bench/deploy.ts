// `npm run bench` (second part): apply throughput of 1,000 objects against the loopback Kubernetes
// API server, and the deploy Lambda's bundle size and cold start.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { applyObjects } from '../lambda/kube/apply';
import { createKubeClient } from '../lambda/kube/client';
import { pruneRemoved } from '../lambda/kube/prune';
import { makeBundle } from '../src/model/contract';
import type { RenderedObject } from '../src/model/types';
import { KubeApiServer } from '../test/support/kube/server';

const root = path.resolve(__dirname, '..');
const N = 1000;

function objects(n: number, variant: string): RenderedObject[] {
  const out: RenderedObject[] = [
    {
      source: 'b',
      component: 'ns',
      object: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'bench' } },
    },
  ];
  for (let i = 1; i < n; i++) {
    const name = `obj-${i}`;
    const object =
      i % 4 === 0
        ? {
            apiVersion: 'apps/v1',
            kind: 'Deployment',
            metadata: { name, namespace: 'bench' },
            spec: {
              replicas: 1,
              selector: { matchLabels: { app: name } },
              template: {
                metadata: { labels: { app: name } },
                spec: { containers: [{ name: 'c', image: `nginx:${variant}` }] },
              },
            },
          }
        : {
            apiVersion: 'v1',
            kind: 'ConfigMap',
            metadata: { name, namespace: 'bench' },
            data: { variant, index: String(i) },
          };
    out.push({ source: 'b', component: 'c', object });
  }
  return out;
}

async function applyBench(): Promise<void> {
  const server = new KubeApiServer();
  await server.start();
  try {
    const client = createKubeClient(server.kubeconfig());
    const owner = { pipeline: 'bench', environment: 'dev' };
    const run = async (label: string, variant: string) => {
      const bundle = makeBundle({
        pipeline: 'bench',
        environment: 'dev',
        commit: variant,
        objects: objects(N, variant),
      });
      const t = performance.now();
      const out = await applyObjects(client, bundle.objects, { owner, wait: true, concurrency: 8 });
      const ms = performance.now() - t;
      const failed = out.results.filter((r) => r.action === 'failed').length;
      console.log(
        `${label.padEnd(28)} ${String(N).padStart(6)} ${ms.toFixed(0).padStart(8)} ${((N / ms) * 1000).toFixed(0).padStart(10)} ${(ms / N).toFixed(2).padStart(10)}${failed ? `  (${failed} failed)` : ''}`,
      );
      return { ms, keys: out.results.map((r) => r.key) };
    };
    console.log('\napply against the loopback API server (server-side apply, waits, concurrency 8)');
    console.log('phase                        objects  wall ms  objects/s  ms/object');
    const created = await run('apply, all created', 'a');
    const unchanged = await run('re-apply, all unchanged', 'a');
    const changed = await run('apply, all changed', 'b');
    const t = performance.now();
    const pruned = await pruneRemoved(
      client,
      changed.keys.slice(1).map((key) => ({ key })),
      new Set(),
      { owner },
    );
    const pruneMs = performance.now() - t;
    console.log(
      `${'prune'.padEnd(28)} ${String(pruned.length).padStart(6)} ${pruneMs.toFixed(0).padStart(8)} ${((pruned.length / pruneMs) * 1000).toFixed(0).padStart(10)} ${(pruneMs / pruned.length).toFixed(2).padStart(10)}`,
    );
    console.log(
      `ratios: re-apply / first apply = ${(unchanged.ms / created.ms).toFixed(2)}; changed / first apply = ${(changed.ms / created.ms).toFixed(2)}`,
    );
  } finally {
    await server.stop();
  }
}

/**
 * The revision whose committed dist/lambda/index.js cold starts are compared against: the bundle
 * before the Lambda loaded its dependencies lazily and was minified. `--base <rev>` picks another.
 */
const BASE_REVISION = '2cebd9f';
const COLD_STARTS = 11;

const LAMBDA_ENV = {
  PATH: process.env.PATH,
  RIGGING_QUIET: '1',
  RIGGING_CONFIG: JSON.stringify({
    stateBucket: 'bench',
    targets: { dev: { secretId: 'x' } },
    repositories: {
      'acme/platform': { pipelines: { platform: { environments: { dev: { target: 'dev' } } } } },
    },
  }),
  AWS_REGION: 'us-east-1',
};

/**
 * Median ms of fresh processes that require each file and, with `invoke`, call its handler once
 * (refused: an empty event). The files take turns, so each sees the same machine load.
 */
function coldStarts(files: readonly string[], invoke: boolean): number[] {
  const call = invoke
    ? `.handler({}, { awsRequestId: 'bench', getRemainingTimeInMillis: () => 900000 }).then(() => console.log(performance.now() - t0))`
    : '; console.log(performance.now() - t0)';
  const times = files.map((): number[] => []);
  for (let i = 0; i < COLD_STARTS; i++) {
    files.forEach((file, f) => {
      const out = spawnSync(
        process.execPath,
        ['-e', `const t0 = performance.now(); require(${JSON.stringify(file)})${call};`],
        { encoding: 'utf8', env: LAMBDA_ENV },
      );
      times[f]?.push(Number(out.stdout.trim()));
    });
  }
  return times.map((t) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)] ?? Number.NaN);
}

/** The base revision's committed Lambda bundle, written to a temp dir; undefined outside a git checkout. */
function baseBundle(revision: string): string | undefined {
  const out = spawnSync('git', ['show', `${revision}:dist/lambda/index.js`], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (out.status !== 0) return undefined;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'rigging-bench-')), 'index.js');
  writeFileSync(file, out.stdout);
  return file;
}

function lambdaBench(): void {
  const file = path.join(root, 'dist/lambda/index.js');
  const at = process.argv.indexOf('--base');
  const revision = at >= 0 ? (process.argv[at + 1] ?? BASE_REVISION) : BASE_REVISION;
  const base = baseBundle(revision);
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
  const ms = (t: number) => `${t.toFixed(0)} ms`;
  const row = (label: string, now: number, then: number | undefined, unit: (n: number) => string) =>
    console.log(
      label.padEnd(50) +
        unit(now).padStart(10) +
        (then === undefined ? '' : unit(then).padStart(10) + (now / then).toFixed(2).padStart(8)),
    );
  console.log(`\ndeploy Lambda (dist/lambda/index.js), against ${revision}'s committed bundle`);
  console.log(`${''.padEnd(50)}${'this'.padStart(10)}${revision.padStart(10)}${'ratio'.padStart(8)}`);
  const size = (f: string) => statSync(f).size;
  const gzipped = (f: string) => gzipSync(readFileSync(f)).length;
  row('bundle size', size(file), base ? size(base) : undefined, mib);
  row('gzipped (the zip is about that)', gzipped(file), base ? gzipped(base) : undefined, mib);
  for (const invoke of [false, true]) {
    const [now = Number.NaN, then] = coldStarts(base ? [file, base] : [file], invoke);
    const label = invoke ? 'require + first refused invocation' : 'cold require()';
    row(`${label}, median of ${COLD_STARTS}`, now, then, ms);
  }
  if (base) rmSync(path.dirname(base), { recursive: true, force: true });
}

// `--lambda-only` skips the apply benchmark.
(process.argv.includes('--lambda-only') ? Promise.resolve() : applyBench())
  .then(lambdaBench)
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
