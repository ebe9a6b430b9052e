import { execFileSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, configMap, qbecYaml, riggingYaml, run, writeTree } from '../qbec/helpers';

cleanupTempDirs();

const CANARY = 'CANARY-9d2e';

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  });
}

function commit(cwd: string, message: string): void {
  git(cwd, 'add', '-A');
  git(cwd, '-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-q', '-m', message);
}

const deployment = (replicas: number) =>
  `{ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web' }, spec: { replicas: ${replicas} } }`;
const secret = (value: string) =>
  `{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds' }, stringData: { password: '${value}' }, data: { token: std.base64('${value}') } }`;

/**
 * A git repository with two commits: HEAD~1 has web (1 replica), cfg, old and creds; HEAD has
 * web with 3 replicas, cfg unchanged, old deleted, new added and creds with another value.
 * The pipeline lives in `sub` of the repository when given.
 */
async function repoWithTwoCommits(sub = ''): Promise<{ repo: string; cwd: string }> {
  const at = (p: string) => (sub ? `${sub}/${p}` : p);
  const repo = await writeTree({
    [at('rigging.yaml')]: riggingYaml(),
    [at('app/qbec.yaml')]: qbecYaml(),
    [at('app/components/web.jsonnet')]: deployment(1),
    [at('app/components/cfg.jsonnet')]: configMap('cfg', { a: '1' }),
    [at('app/components/old.jsonnet')]: configMap('old'),
    [at('app/components/creds.jsonnet')]: secret(`${CANARY}-before`),
    'README.md': 'not part of the pipeline\n',
  });
  git(repo, 'init', '-q');
  commit(repo, 'first');
  await writeTree(
    {
      [at('app/components/web.jsonnet')]: deployment(3),
      [at('app/components/new.jsonnet')]: configMap('new'),
      [at('app/components/creds.jsonnet')]: secret(`${CANARY}-after`),
    },
    repo,
  );
  await rm(path.join(repo, at('app/components/old.jsonnet')));
  commit(repo, 'second');
  return { repo, cwd: sub ? path.join(repo, sub) : repo };
}

interface DiffJson {
  environments: {
    name: string;
    summary: { added: number; changed: number; removed: number; unchanged: number };
    changes: {
      source: string;
      component: string;
      key: { kind: string; name: string };
      change: string;
      diff: string;
    }[];
  }[];
}

const summaries = (json: DiffJson) => Object.fromEntries(json.environments.map((e) => [e.name, e.summary]));
const changeList = (json: DiffJson, env = 'dev') =>
  (json.environments.find((e) => e.name === env)?.changes ?? [])
    .map((c) => `${c.change} ${c.key.kind}/${c.key.name} (${c.component})`)
    .sort();

function expectNoCanary(...texts: string[]) {
  for (const text of texts) {
    expect(text).not.toContain(CANARY);
    expect(text).not.toContain(Buffer.from(`${CANARY}-before`).toString('base64'));
    expect(text).not.toContain(Buffer.from(`${CANARY}-after`).toString('base64'));
  }
}

describe('rigging diff between two commits', () => {
  it('counts added, changed, removed and unchanged objects per environment', async () => {
    const { cwd } = await repoWithTwoCommits();
    const r = await run(cwd, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const json = JSON.parse(r.stdout) as DiffJson;
    const expected = { added: 1, changed: 2, removed: 1, unchanged: 1 };
    expect(summaries(json)).toEqual({ dev: expected, prod: expected });
    expect(changeList(json)).toEqual([
      'added ConfigMap/new (new)',
      'changed Deployment/web (web)',
      'changed Secret/creds (creds)',
      'removed ConfigMap/old (old)',
    ]);
    const web = json.environments[0]?.changes.find((c) => c.key.name === 'web');
    expect(web?.diff).toMatch(/^-\s+replicas: 1$/m);
    expect(web?.diff).toMatch(/^\+\s+replicas: 3$/m);
    // The Secret change is visible as a change of redaction tokens, never as its values.
    const creds = json.environments[0]?.changes.find((c) => c.key.name === 'creds');
    expect(creds?.diff).toMatch(/^-\s+password: redacted\.[0-9a-f]{16}$/m);
    expect(creds?.diff).toMatch(/^\+\s+password: redacted\.[0-9a-f]{16}$/m);
    expectNoCanary(r.stdout, r.stderr);
  });

  it('keeps the canary out of every output format', async () => {
    const { cwd } = await repoWithTwoCommits();
    for (const output of ['text', 'json', 'markdown']) {
      const r = await run(cwd, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', output]);
      expect(r.code, r.stderr).toBe(0);
      expectNoCanary(r.stdout, r.stderr);
    }
  });

  it('prints a summary line per environment in text output', async () => {
    const { cwd } = await repoWithTwoCommits();
    const r = await run(cwd, ['diff', '--base', 'HEAD~1', '--head', 'HEAD']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('dev: 1 added, 2 changed, 1 removed, 1 unchanged');
    expect(r.stdout).toContain('prod: 1 added, 2 changed, 1 removed, 1 unchanged');
  });

  it('prints markdown with the sticky-comment marker and diff blocks', async () => {
    const { cwd } = await repoWithTwoCommits();
    const r = await run(cwd, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'markdown']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('<!-- rigging:t -->');
    const [base, head] = ['HEAD~1', 'HEAD'].map((rev) => git(cwd, 'rev-parse', '--short=7', rev).trim());
    expect(r.stdout).toContain(`## rigging: t\n\nBase \`${base}\` → head \`${head}\`\n`);
    expect(r.stdout).toContain('```diff\n');
    expect(r.stdout).toMatch(/\+\s+replicas: 3/);
  });

  it('--exit-code exits 1 when there are changes and 0 when there are none', async () => {
    const { cwd } = await repoWithTwoCommits();
    const changed = await run(cwd, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '--exit-code']);
    expect(changed.code, changed.stderr).toBe(1);
    const same = await run(cwd, ['diff', '--base', 'HEAD', '--head', 'HEAD', '--exit-code', '-o', 'json']);
    expect(same.code, same.stderr).toBe(0);
    const json = JSON.parse(same.stdout) as DiffJson;
    expect(summaries(json).dev).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 4 });
    const withoutFlag = await run(cwd, ['diff', '--base', 'HEAD~1', '--head', 'HEAD']);
    expect(withoutFlag.code).toBe(0);
  });

  it('limits the comparison with --env', async () => {
    const { cwd } = await repoWithTwoCommits();
    const r = await run(cwd, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'json', '--env', 'prod']);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as DiffJson).environments.map((e) => e.name)).toEqual(['prod']);
  });
});

describe('rigging diff against the work tree', () => {
  it('compares with the files as they are, and leaves the work tree and the index untouched', async () => {
    const { repo, cwd } = await repoWithTwoCommits();
    // An uncommitted edit, a staged edit and an untracked file.
    await writeFile(path.join(repo, 'app/components/cfg.jsonnet'), configMap('cfg', { a: '2' }));
    await writeFile(path.join(repo, 'README.md'), 'staged change\n');
    git(repo, 'add', 'README.md');
    await writeFile(path.join(repo, 'notes.txt'), 'untracked\n');
    const statusBefore = git(repo, 'status', '--porcelain');
    const stagedBefore = git(repo, 'diff', '--cached');
    const headBefore = git(repo, 'rev-parse', 'HEAD');
    expect(statusBefore).toContain(' M app/components/cfg.jsonnet');

    const r = await run(cwd, ['diff', '--base', 'HEAD~1', '-o', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const json = JSON.parse(r.stdout) as DiffJson;
    expect(summaries(json).dev).toEqual({ added: 1, changed: 3, removed: 1, unchanged: 0 });
    expect(changeList(json)).toContain('changed ConfigMap/cfg (cfg)');
    expectNoCanary(r.stdout, r.stderr);

    expect(git(repo, 'status', '--porcelain')).toBe(statusBefore);
    expect(git(repo, 'diff', '--cached')).toBe(stagedBefore);
    expect(git(repo, 'rev-parse', 'HEAD')).toBe(headBefore);
    expect(git(repo, 'worktree', 'list').trim().split('\n')).toHaveLength(1);
  });

  it('shows only the uncommitted edit against HEAD', async () => {
    const { repo, cwd } = await repoWithTwoCommits();
    await writeFile(path.join(repo, 'app/components/web.jsonnet'), deployment(5));
    const r = await run(cwd, ['diff', '--base', 'HEAD', '-o', 'json', '--exit-code']);
    expect(r.code, r.stderr).toBe(1);
    const json = JSON.parse(r.stdout) as DiffJson;
    expect(changeList(json)).toEqual(['changed Deployment/web (web)']);
    expect(summaries(json).dev).toEqual({ added: 0, changed: 1, removed: 0, unchanged: 3 });
  });
});

describe('rigging diff: where and what', () => {
  it('works from a subdirectory of the repository that holds rigging.yaml', async () => {
    const { repo, cwd } = await repoWithTwoCommits('deploy/platform');
    expect(cwd).toBe(path.join(repo, 'deploy/platform'));
    const r = await run(cwd, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const json = JSON.parse(r.stdout) as DiffJson;
    expect(summaries(json).dev).toEqual({ added: 1, changed: 2, removed: 1, unchanged: 1 });
    const work = await run(cwd, ['diff', '--base', 'HEAD', '-o', 'json']);
    expect(work.code, work.stderr).toBe(0);
    expect(summaries(JSON.parse(work.stdout) as DiffJson).dev).toEqual({
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: 4,
    });
  });

  it('exits 2 naming a ref that does not exist', async () => {
    const { cwd } = await repoWithTwoCommits();
    const base = await run(cwd, ['diff', '--base', 'no-such-ref', '-o', 'json']);
    expect(base.code).toBe(2);
    expect(base.stderr).toContain('no-such-ref');
    expect(base.stderr).not.toMatch(/\n\s+at /);
    const head = await run(cwd, ['diff', '--base', 'HEAD', '--head', 'v9.9.9']);
    expect(head.code).toBe(2);
    expect(head.stderr).toContain('v9.9.9');
  });

  it('exits 2 outside a git repository', async () => {
    const dir = await writeTree({
      'rigging.yaml': riggingYaml(),
      'app/qbec.yaml': qbecYaml(),
      'app/components/a.jsonnet': configMap('a'),
    });
    const r = await run(dir, ['diff', '--base', 'HEAD']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/git/i);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 when the head does not render, reporting the error', async () => {
    const { repo, cwd } = await repoWithTwoCommits();
    await writeFile(path.join(repo, 'app/components/web.jsonnet'), `error 'broken at head'`);
    const r = await run(cwd, ['diff', '--base', 'HEAD', '-o', 'json', '--exit-code']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/app\/components\/web\.jsonnet:1:1: .*broken at head/);
  });
});
