// A diff's head rendered on a thread of its own (src/ops/side-render.ts) while the base renders
// on the calling thread: the thread starts from the CLI's bundle, as the CLI's does, so this test
// builds one. Whatever the head renders, the diff must read as when both sides render on one
// thread: same changes, same errors with their traces, the run's budget still stopping a head
// that never ends.

import { rmSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { diffRevisions } from '../../src/ops/diff';
import { setSideRenderScript } from '../../src/ops/side-render-setup';
import { RunBudget } from '../../src/render/budget';
import { watchReuse } from '../../src/render/jsonnet/rigging/reuse';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';

const root = path.resolve(__dirname, '../..');
const bundle = path.join(root, '.test-out', `cli-side-${process.pid}.cjs`);
const repos: TempRepo[] = [];

beforeAll(async () => {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/cli/index.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
});

afterEach(() => {
  setSideRenderScript(undefined);
  watchReuse(undefined);
  for (const r of repos.splice(0)) r.remove();
});

afterAll(() => rmSync(bundle, { force: true }));

/** Two components; `web`'s library is what the head changes. */
function app(web: string, db = "{ size: 'small' }"): Record<string, string> {
  return qbecRepoFiles(
    {
      'web.jsonnet': `local lib = import '../lib/web.libsonnet';
{ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web' }, spec: { replicas: lib.replicas } }
`,
      'db.jsonnet': `local lib = import '../lib/db.libsonnet';
{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'db' }, data: { size: lib.size } }
`,
    },
    { 'apps/web/lib/web.libsonnet': `${web}\n`, 'apps/web/lib/db.libsonnet': `${db}\n` },
  );
}

/**
 * The diff of base against head, on a thread when `thread`, as the CLI shows it (diffs and errors);
 * `reused` counts the head's reuses of the base's evaluations, which only one thread can have.
 */
async function diff(
  base: Record<string, string>,
  head: Record<string, string>,
  thread: boolean,
  budget?: RunBudget,
) {
  const repo = new TempRepo();
  repos.push(repo);
  repo.write(base).commit('base');
  repo.write(head).commit('head');
  setSideRenderScript(thread ? bundle : undefined);
  let reused = 0;
  watchReuse(() => reused++);
  const result = await diffRevisions({
    configFile: path.join(repo.dir, 'rigging.yaml'),
    base: 'HEAD~1',
    head: 'HEAD',
    jsonnetEngine: 'rigging',
    ...(budget ? { budget } : {}),
  });
  return {
    reused,
    diagnostics: result.diagnostics,
    environments: result.diff.environments.map((e) => ({
      name: e.name,
      summary: e.summary,
      changes: e.changes,
      errors: e.diagnostics.map(({ message, trace, reason, file, line, column }) => ({
        message,
        trace,
        reason,
        file,
        line,
        column,
      })),
    })),
  };
}

describe('a diff with the head rendered on a thread', () => {
  it('shows the same changes as on one thread', async () => {
    const base = app('{ replicas: 1 }');
    const head = app('{ replicas: 3 }');
    const threaded = await diff(base, head, true);
    const alone = await diff(base, head, false);
    // One thread reuses the unchanged db component's evaluation (once per environment); the
    // head's thread cannot, which shows it rendered there.
    expect(alone.reused).toBeGreaterThan(0);
    expect(threaded.reused).toBe(0);
    expect(threaded.environments.every((e) => e.summary.changed === 1)).toBe(true);
    expect({ ...threaded, reused: 0 }).toEqual({ ...alone, reused: 0 });
  });

  it("reports the head's error with its trace as on one thread", async () => {
    const base = app('{ replicas: 1 }');
    const head = app('local f(x) = x.missing; { replicas: f({ port: 1 }) }');
    const threaded = await diff(base, head, true);
    const alone = await diff(base, head, false);
    const errors = threaded.environments.flatMap((e) => e.errors);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatchObject({ message: expect.stringContaining('field does not exist: missing') });
    expect(errors[0]?.trace).toContain('web.libsonnet');
    expect({ ...threaded, reused: 0 }).toEqual({ ...alone, reused: 0 });
  });

  it('stops a head that never ends at the run budget, the base rendered', async () => {
    const base = app('{ replicas: 1 }');
    const head = app(
      'local spin(n, a) = if n == 0 then a else spin(n - 1, a + 1) tailstrict; { replicas: spin(1e15, 0) }',
    );
    const threaded = await diff(base, head, true, new RunBudget(5_000));
    // The thread's engine stops at the deadline; on a busy machine its answer may come after the
    // budget's grace, and then the thread is stopped: a timeout either way, never a hang.
    const errors = [...threaded.diagnostics, ...threaded.environments.flatMap((e) => e.errors)];
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.reason === 'RunTimeout')).toBe(true);
    expect(errors[0]?.message).toContain('budget (--timeout) ran out');
  });
});
