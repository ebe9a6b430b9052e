// A diff renders its base on a worker thread (src/ops/render-worker.ts) when the entry point
// enables it: the report must be the one a single thread makes, errors, Secrets, budget and all,
// and a worker that cannot start must only cost time. The worker is built from the sources as the
// bundles carry it: the same code started on a thread.
import { rmSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { maskRedactionTokens } from '../../src/diff/redact';
import { renderConfigFile } from '../../src/ops/render';
import { renderSideInWorker, setRenderWorker } from '../../src/ops/render-worker';
import { RunBudget } from '../../src/render/budget';
import { cleanupTempDirs, configMap, qbecYaml, run, writeTree } from '../qbec/helpers';
import { TempRepo } from '../support/git-repo';

cleanupTempDirs();

/** Threads started, so a test knows the worker did the work rather than a fallback. */
const started = vi.hoisted(() => ({ workers: 0 }));
vi.mock('node:worker_threads', async (original) => {
  const actual = await original<typeof import('node:worker_threads')>();
  class CountedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      started.workers++;
    }
  }
  return { ...actual, Worker: CountedWorker };
});

const root = path.resolve(__dirname, '../..');
const script = path.join(root, '.test-out', `render-worker-${process.pid}.cjs`);

beforeAll(async () => {
  await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents: "import { runRenderWorker } from './src/ops/render-worker';\nrunRenderWorker();\n",
      resolveDir: root,
      loader: 'ts',
    },
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
});

afterAll(() => rmSync(script, { force: true }));

const PASSWORD = 'worker-canary-Vb9q2x';

function pipeline(): string {
  return `${JSON.stringify({
    apiVersion: 'rigging.dev/v1alpha1',
    kind: 'Pipeline',
    metadata: { name: 't' },
    spec: { environments: { dev: {} }, sources: [{ name: 'app', type: 'qbec', path: 'app' }] },
  })}\n`;
}

/** A qbec app whose jsonnet component copies a Secret's value into a ConfigMap. */
function files(value: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'rigging.yaml': pipeline(),
    'app/qbec.yaml': qbecYaml({}, 'app'),
    'app/components/cfg.yaml': `${configMap('cfg', { value })}\n`,
    'app/components/web.jsonnet': `local pw = '${PASSWORD}';
[
  { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db' }, stringData: { password: pw } },
  { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'copy' }, data: { dsn: 'postgres://u:' + pw + '@db' } },
]
`,
    ...extra,
  };
}

/** The same diff with the worker enabled and not: reports with tokens masked, exit codes. */
async function bothWays(dir: string, argv: string[]) {
  setRenderWorker(script);
  const before = started.workers;
  const threaded = await run(dir, argv);
  expect(started.workers).toBe(before + 1);
  disable();
  const single = await run(dir, argv);
  const mask = (s: string) => maskRedactionTokens(s).replace(/at base [0-9a-f]{12}/g, 'at base <commit>');
  return {
    threaded: { ...threaded, stdout: mask(threaded.stdout), stderr: mask(threaded.stderr) },
    single: { ...single, stdout: mask(single.stdout), stderr: mask(single.stderr) },
  };
}

/** Back to what tests and scripts run with: no worker. */
function disable(): void {
  setRenderWorker(undefined);
}

describe('render worker', () => {
  it('renders a revision as this thread does, Secrets and diagnostics included', async () => {
    const dir = await writeTree(files('1', { 'app/components/bad.jsonnet': "{ a: error 'broken' }" }));
    const configFile = path.join(dir, 'rigging.yaml');
    const here = await renderConfigFile(configFile, {}, 'abc', dir);
    setRenderWorker(script);
    const worker = renderSideInWorker(configFile, dir, 'abc', { budget: new RunBudget() });
    try {
      const there = await worker.result;
      expect(there).not.toBe('failed');
      expect(there).toEqual(here.render);
      expect(JSON.stringify(there)).toContain(PASSWORD);
      expect(JSON.stringify(there)).toContain('broken');
    } finally {
      await worker.stop();
      disable();
    }
  });

  it('gives the report a single thread gives, for a change, an error at base and a Secret', async () => {
    const repo = new TempRepo();
    try {
      repo.write(files('1', { 'app/components/bad.jsonnet': "{ a: error 'broken at base' }" }));
      repo.commit('base');
      repo.write({ ...files('2'), 'app/components/bad.jsonnet': null });
      repo.commit('fixed');
      repo.write(files('3'));
      repo.commit('head');
      for (const [base, head] of [
        ['HEAD~2', 'HEAD~1'],
        ['HEAD~1', 'HEAD'],
      ]) {
        for (const output of ['text', 'json', 'markdown']) {
          const argv = ['diff', '--base', base as string, '--head', head as string, '-o', output];
          const { threaded, single } = await bothWays(repo.dir, argv);
          expect(threaded.code).toBe(single.code);
          expect(threaded.stdout).toBe(single.stdout);
          expect(threaded.stderr).toBe(single.stderr);
          expect(threaded.stdout + threaded.stderr).not.toContain(PASSWORD);
        }
      }
      const broken = await bothWays(repo.dir, ['diff', '--base', 'HEAD~2', '--head', 'HEAD~1']);
      expect(broken.threaded.stderr).toContain('at base: RUNTIME ERROR: broken at base');
      const { threaded } = await bothWays(repo.dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD']);
      expect(threaded.stdout, threaded.stderr).toMatch(/^dev: 0 added, 1 changed, 0 removed, 2 unchanged/m);
    } finally {
      repo.remove();
    }
  });

  it('keeps to the run budget: a base that never ends times out as on a single thread', async () => {
    const repo = new TempRepo();
    try {
      // Runs for ever in constant memory: only the deadline ends it.
      const loop = 'local spin(n) = if n < 0 then n else spin(n + 1) tailstrict; { n: spin(0) }';
      repo.write(files('1', { 'app/components/spin.jsonnet': loop }));
      repo.commit('base');
      repo.write(files('2'));
      repo.commit('head');
      const argv = ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '--timeout', '6s'];
      const { threaded, single } = await bothWays(repo.dir, argv);
      expect(threaded.code).toBe(2);
      expect(threaded.stderr).toContain("the run's 6s budget (--timeout) ran out before source app finished");
      expect(threaded.stdout).toBe(single.stdout);
      expect(threaded.stderr).toBe(single.stderr);
    } finally {
      repo.remove();
    }
  }, 120_000);

  it('renders the base on this thread when the worker cannot start', async () => {
    const repo = new TempRepo();
    try {
      repo.write(files('1'));
      repo.commit('base');
      repo.write(files('2'));
      repo.commit('head');
      const argv = ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'json'];
      disable();
      const single = await run(repo.dir, argv);
      setRenderWorker(path.join(root, '.test-out', 'no-such-worker.cjs'));
      const fallback = await run(repo.dir, argv);
      disable();
      expect(fallback.code).toBe(single.code);
      expect(maskRedactionTokens(fallback.stdout)).toBe(maskRedactionTokens(single.stdout));
    } finally {
      repo.remove();
    }
  });
});
