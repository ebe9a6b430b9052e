// A diff's head reuses the base's evaluation of a component whose every read file is the same in
// both trees and whose ext vars and arguments are the same; any one of them differing, it evaluates.
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { diffRevisions } from '../../src/ops/diff';
import { EvaluationReuse, watchReuse } from '../../src/render/jsonnet/rigging/reuse';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';

const repos: TempRepo[] = [];
let reused: string[] = [];
beforeEach(() => {
  reused = [];
  watchReuse((key) => reused.push(key));
});
afterEach(() => {
  vi.restoreAllMocks();
  watchReuse(undefined);
  for (const r of repos.splice(0)) r.remove();
});

/** Two components, each through a library of its own; the db one reads the `tier` ext var. */
function app(opts: { webReplicas?: number; dbSize?: string; tier?: string } = {}): Record<string, string> {
  const files = qbecRepoFiles(
    {
      'web.jsonnet': `local lib = import '../lib/web.libsonnet';
{ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web' }, spec: { replicas: lib.replicas } }
`,
      'db.jsonnet': `local lib = import '../lib/db.libsonnet';
{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'db' }, data: { size: lib.size, tier: std.extVar('tier') } }
`,
    },
    {
      'apps/web/lib/web.libsonnet': `{ replicas: ${opts.webReplicas ?? 1} }\n`,
      'apps/web/lib/db.libsonnet': `{ size: '${opts.dbSize ?? 'small'}' }\n`,
    },
  );
  files['apps/web/qbec.yaml'] += `  vars:
    external:
      - { name: tier, default: ${opts.tier ?? 'gold'} }
`;
  return files;
}

/** Which components the head reused, by file name, sorted (one per environment). */
function reusedComponents(): string[] {
  return reused.map((key) => path.posix.basename(JSON.parse(key)[0] as string)).sort();
}

async function diff(
  base: Record<string, string>,
  head: Record<string, string>,
  links: Record<string, string> = {},
) {
  const repo = new TempRepo();
  repos.push(repo);
  repo.write(base);
  for (const [link, target] of Object.entries(links)) symlinkSync(target, path.join(repo.dir, link));
  repo.commit('base');
  repo.write(head).commit('head');
  const result = await diffRevisions({
    configFile: path.join(repo.dir, 'rigging.yaml'),
    base: 'HEAD~1',
    head: 'HEAD',
    jsonnetEngine: 'rigging',
  });
  expect(result.diagnostics).toEqual([]);
  return result.diff.environments.map((e) => ({
    name: e.name,
    summary: e.summary,
    changed: e.changes.map((c) => c.key.name),
    errors: e.diagnostics,
  }));
}

describe('diffRevisions reusing evaluations', () => {
  it('reuses a component none of whose files changed, in every environment', async () => {
    const envs = await diff(app(), app({ webReplicas: 2 }));
    expect(reusedComponents()).toEqual(['db.jsonnet', 'db.jsonnet']);
    for (const env of envs) {
      expect(env).toMatchObject({ changed: ['web'], errors: [] });
      expect(env.summary).toMatchObject({ changed: 1, unchanged: 1 });
    }
  });

  it('evaluates a component again when a file it reads changed', async () => {
    const envs = await diff(app(), app({ webReplicas: 2, dbSize: 'large' }));
    expect(reusedComponents()).toEqual([]);
    for (const env of envs) expect(env.changed.sort()).toEqual(['db', 'web']);
  });

  it('evaluates every component again when an ext var changed', async () => {
    const envs = await diff(app(), app({ tier: 'silver' }));
    expect(reusedComponents()).toEqual([]);
    for (const env of envs) expect(env).toMatchObject({ changed: ['db'] });
  });

  it('reuses every component when only a file none reads changed', async () => {
    const base = app();
    const head = { ...app(), 'apps/web/notes.txt': 'unread\n' };
    const envs = await diff(base, head);
    expect(reusedComponents()).toEqual(['db.jsonnet', 'db.jsonnet', 'web.jsonnet', 'web.jsonnet']);
    for (const env of envs) expect(env).toMatchObject({ changed: [], summary: { unchanged: 2 } });
  });

  it('keeps no base output for the head when a file it read through a symlinked directory changed', async () => {
    // apps/web/lib is a link to vendor/lib: git names the changed file vendor/lib/web.libsonnet.
    const vendored = (replicas: number) => {
      const files = app({ webReplicas: replicas });
      for (const name of ['web', 'db']) {
        files[`vendor/lib/${name}.libsonnet`] = files[`apps/web/lib/${name}.libsonnet`] as string;
        delete files[`apps/web/lib/${name}.libsonnet`];
      }
      return files;
    };
    const keep = vi.spyOn(EvaluationReuse.prototype, 'keep');
    const envs = await diff(vendored(1), vendored(2), { 'apps/web/lib': '../../vendor/lib' });
    const kept = keep.mock.calls
      .filter((_, i) => keep.mock.results[i]?.value === true)
      .map(([key]) => path.posix.basename(JSON.parse(key)[0] as string))
      .sort();
    expect(kept).toEqual(['db.jsonnet', 'db.jsonnet']);
    expect(reusedComponents()).toEqual(['db.jsonnet', 'db.jsonnet']);
    for (const env of envs) expect(env).toMatchObject({ changed: ['web'], errors: [] });
  });
});
