// A diff's head reuses the base's evaluation of a component whose every read file is the same in
// both trees and whose ext vars and arguments are the same; any one of them differing, it evaluates.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diffRevisions } from '../../src/ops/diff';
import { watchReuse } from '../../src/render/jsonnet/rigging/reuse';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';

const repos: TempRepo[] = [];
let reused: string[] = [];
beforeEach(() => {
  reused = [];
  watchReuse((key) => reused.push(key));
});
afterEach(() => {
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

async function diff(base: Record<string, string>, head: Record<string, string>) {
  const repo = new TempRepo();
  repos.push(repo);
  repo.write(base).commit('base');
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
});
