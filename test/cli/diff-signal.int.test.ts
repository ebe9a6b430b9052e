// A diff stopped by Ctrl-C or a CI timeout must not leave its exported trees in the temp dir.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';

const root = path.resolve(__dirname, '../..');
const cli = path.join(root, '.test-out', `cli-signal-${process.pid}.cjs`);
const temp = mkdtempSync(path.join(tmpdir(), 'rigging-signal-'));
let repo: TempRepo;

beforeAll(async () => {
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
  // Many components that each take a moment: the render lasts long enough to be interrupted, and
  // the event loop turns between them.
  const slow = (n: number) =>
    `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c${n}' }, data: { sum: std.toString(std.foldl(function(a, b) a + b, std.range(1, 300000), ${n})) } }`;
  const components = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`c${i}.jsonnet`, slow(i)]));
  repo = new TempRepo();
  repo.write(qbecRepoFiles(components));
  repo.commit('base');
  repo.write({ 'apps/web/components/extra.jsonnet': slow(1000) });
  repo.commit('head');
  // A commit after the head: the head is not the work tree, and both sides are exported.
  repo.write({ 'notes.txt': 'later\n' });
  repo.commit('later');
});

afterAll(() => {
  repo?.remove();
  rmSync(temp, { recursive: true, force: true });
  rmSync(cli, { force: true });
});

const trees = () => readdirSync(temp).filter((d) => d.startsWith('rigging-tree-'));

describe.each(['SIGTERM', 'SIGINT'] as const)('rigging diff stopped by %s', (signal) => {
  it('removes the exported trees and ends by the signal', async () => {
    const child = spawn(process.execPath, [cli, 'diff', '--base', 'HEAD~2', '--head', 'HEAD~1'], {
      cwd: repo.dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: temp },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, sig) => resolve({ code, signal: sig })),
    );
    // Wait until both sides' trees are exported and rendering has begun.
    for (let i = 0; i < 600 && trees().length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(trees().length).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    child.kill(signal);
    const end = await exited;
    expect(end.signal).toBe(signal);
    expect(trees()).toEqual([]);
  });
});
