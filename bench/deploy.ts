// `npm run bench` (second part): apply throughput of 1,000 objects against the loopback Kubernetes
// API server, and the deploy Lambda's bundle size and cold start.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
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

function lambdaBench(): void {
  const file = path.join(root, 'dist/lambda/index.js');
  const bytes = statSync(file).size;
  const gz = gzipSync(readFileSync(file)).length;
  const starts: number[] = [];
  for (let i = 0; i < 5; i++) {
    // A fresh process each time: module load plus a first (refused) invocation, as a cold start does.
    const out = spawnSync(
      process.execPath,
      [
        '-e',
        `const t0 = performance.now(); const { handler } = require(${JSON.stringify(file)});
         handler({}, { awsRequestId: 'bench', getRemainingTimeInMillis: () => 900000 }).then(() => console.log(performance.now() - t0));`,
      ],
      {
        encoding: 'utf8',
        env: {
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
        },
      },
    );
    starts.push(Number(out.stdout.trim()));
  }
  starts.sort((a, b) => a - b);
  console.log('\ndeploy Lambda (dist/lambda/index.js)');
  console.log(
    `bundle size: ${(bytes / 1024 / 1024).toFixed(2)} MiB (${(gz / 1024 / 1024).toFixed(2)} MiB gzipped, the zip is about that)`,
  );
  console.log(
    `cold start (load + first invocation, median of 5): ${starts[2]?.toFixed(0)} ms (min ${starts[0]?.toFixed(0)}, max ${starts[4]?.toFixed(0)})`,
  );
}

applyBench()
  .then(lambdaBench)
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
