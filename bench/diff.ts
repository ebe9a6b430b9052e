// `npm run bench` (eighth part): a pull request's diff at scale. A generated qbec app (components
// building Deployments through deep mixins plus dashboards serialised with manifestJsonEx, the
// shape of kube-prometheus) in a two-commit repository; per jsonnet engine, in fresh processes of
// the CLI: one `rigging render` of every environment, then `rigging diff` of the two commits, which
// makes and loads both sides' trees at once and renders them at once where the jsonnet runs off
// the JavaScript thread (libjsonnet), the base then the head otherwise (sharing parsed files).
// Prints times, peak RSS and the diff/render ratios (the target: a diff's peak memory at
// most 1.2x one render's).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(__dirname, '..');
const COMPONENTS = 24;
const PER_COMPONENT = 25;

const LIB = `{
  base(name):: {
    local top = self,
    name_:: name, labels_:: { app: name },
    apiVersion: 'apps/v1', kind: 'Deployment',
    metadata: { name: top.name_, labels: top.labels_ },
    spec: { replicas: 1, selector: { matchLabels: top.labels_ }, template: { metadata: { labels: top.labels_ }, spec: { containers: [] } } },
  },
  withReplicas(r):: { spec+: { replicas: r } },
  withLabel(k, v):: { labels_+:: { [k]: v } },
  withContainer(c):: { spec+: { template+: { spec+: { containers+: [c] } } } },
  layers(n):: std.foldl(function(o, j) o + $.withLabel('layer' + j, std.toString(j)), std.range(1, n), {}),
  dashboard(i):: { title: 'dash ' + i, panels: [{ id: p, title: 'panel ' + p, targets: [{ expr: 'rate(x_total{job="j%d"}[5m])' % i }] } for p in std.range(1, 12)] },
}
`;

function component(c: number, tag: string): string {
  return `local k = import '../lib/k.libsonnet';
[k.base('svc-${c}-' + i) + k.layers(15) + k.withReplicas(i % 5 + 1) + k.withContainer({ name: 'c', image: 'img:${tag}' }) for i in std.range(1, ${PER_COMPONENT})] +
[{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'dash-${c}-' + i }, data: { ['d' + i + '.json']: std.manifestJsonEx(k.dashboard(i), '  ') } } for i in std.range(1, ${PER_COMPONENT} / 5)]
`;
}

function buildRepo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rigging-bench-diff-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@rigging.invalid', ...args], {
      cwd: dir,
    });
  write(
    'rigging.yaml',
    `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: bench }
spec:
  environments: { dev: {}, prod: {} }
  sources:
    - { name: app, type: qbec, path: app }
`,
  );
  write(
    'app/qbec.yaml',
    `apiVersion: qbec.io/v1alpha1
kind: App
metadata: { name: app }
spec:
  environments:
    dev: { defaultNamespace: dev, server: https://dev.invalid }
    prod: { defaultNamespace: prod, server: https://prod.invalid }
`,
  );
  write('app/lib/k.libsonnet', LIB);
  for (let c = 0; c < COMPONENTS; c++) write(`app/components/c${c}.jsonnet`, component(c, '1.0'));
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  for (let c = 0; c < COMPONENTS; c += 4) write(`app/components/c${c}.jsonnet`, component(c, '1.1'));
  git('add', '-A');
  git('commit', '-q', '-m', 'head');
  return dir;
}

interface Measured {
  ms: number;
  rssMiB: number;
}

function measure(cli: string, reporter: string, cwd: string, args: string[]): Measured {
  const t0 = performance.now();
  const run = spawnSync(process.execPath, ['--require', reporter, cli, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const ms = performance.now() - t0;
  const m = /MAXRSS (\d+)/.exec(run.stderr);
  if (run.status !== 0 && run.status !== 1)
    throw new Error(`rigging ${args.join(' ')} failed: ${run.stderr}`);
  if (!m) throw new Error('no peak RSS reported');
  return { ms, rssMiB: Number(m[1]) / 1024 };
}

/** Median time and median peak of `runs` measurements. */
function median(runs: number, measureOnce: () => Measured): Measured {
  const all = Array.from({ length: runs }, measureOnce);
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  return { ms: mid(all.map((m) => m.ms)), rssMiB: mid(all.map((m) => m.rssMiB)) };
}

function libjsonnetInstalled(): boolean {
  try {
    createRequire(__filename)('@hanazuki/node-jsonnet');
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const out = path.join(root, '.bench-out');
  mkdirSync(out, { recursive: true });
  const cli = path.join(out, 'diff-cli.cjs');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/cli/index.ts'],
    outfile: cli,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const reporter = path.join(out, 'maxrss.cjs');
  writeFileSync(
    reporter,
    "process.on('exit', () => process.stderr.write('\\nMAXRSS ' + process.resourceUsage().maxRSS + '\\n'));\n",
  );
  const repo = buildRepo();
  const objects = COMPONENTS * (PER_COMPONENT + PER_COMPONENT / 5);
  console.log(
    `\nrigging bench: diff at scale, ${COMPONENTS} components, ${objects} objects per environment, 2 environments, ${availableParallelism()} cores`,
  );
  console.log(
    'engine        render ms  peak MiB    diff ms  peak MiB   time diff/render   memory diff/render',
  );
  try {
    const engines = libjsonnetInstalled() ? ['rigging', 'libjsonnet'] : ['rigging'];
    for (const engine of engines) {
      const flag = ['--jsonnet-engine', engine];
      // Peak RSS moves with the garbage collector's timing from run to run: the median of five
      // runs for rigging's engine; libjsonnet's minute-long runs once.
      const runs = engine === 'rigging' ? 5 : 1;
      const render = median(runs, () => measure(cli, reporter, repo, ['render', '-o', 'json', ...flag]));
      const diff = median(runs, () =>
        measure(cli, reporter, repo, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', ...flag]),
      );
      console.log(
        `${engine.padEnd(12)} ${render.ms.toFixed(0).padStart(10)} ${render.rssMiB.toFixed(0).padStart(9)} ${diff.ms.toFixed(0).padStart(10)} ${diff.rssMiB.toFixed(0).padStart(9)} ${(diff.ms / render.ms).toFixed(2).padStart(17)}x ${(diff.rssMiB / render.rssMiB).toFixed(2).padStart(19)}x`,
      );
      console.log(
        `${''.padEnd(12)} ${((render.ms * 1000) / (objects * 2)).toFixed(0).padStart(10)} us/object rendered`,
      );
    }
    if (engines.length === 1) console.log('libjsonnet is not installed here: its row is left out');
    console.log(
      'a diff renders twice the work of one render; time diff/render under 2 is what overlapping gains',
    );
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
