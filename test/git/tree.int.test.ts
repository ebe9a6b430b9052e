import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ExportedTree, exportTree, exportTreeBeside, findRepository } from '../../src/git/tree';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  });
}

function write(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

/** Every path under `dir` with what it is: a directory, a symlink's target, or a file's mode and text. */
function listing(dir: string, rel = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(path.join(dir, rel)).sort()) {
    const child = rel ? `${rel}/${name}` : name;
    const full = path.join(dir, child);
    const st = lstatSync(full);
    if (st.isSymbolicLink()) out[child] = `-> ${readlinkSync(full)}`;
    else if (st.isDirectory()) {
      out[child] = 'dir';
      Object.assign(out, listing(dir, child));
    } else out[child] = `${(st.mode & 0o777).toString(8)} ${readFileSync(full, 'utf8')}`;
  }
  return out;
}

describe('exportTreeBeside', () => {
  it('makes the tree exportTree makes, linking the files both commits hold alike', async () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'rigging-tree-test-'));
    made.push(repo);
    git(repo, 'init', '-q');
    write(repo, {
      'same.txt': 'same\n',
      'lib/same.libsonnet': '{ a: 1 }\n',
      'lib/changed.libsonnet': '{ replicas: 1 }\n',
      'gone/only.txt': 'removed with its directory\n',
      'becomes-dir': 'a file first\n',
      'run.sh': 'echo run\n',
      'deleted.txt': 'deleted\n',
    });
    symlinkSync('same.txt', path.join(repo, 'link'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    write(repo, { 'lib/changed.libsonnet': '{ replicas: 2 }\n', 'added/new.txt': 'new\n' });
    rmSync(path.join(repo, 'gone'), { recursive: true });
    rmSync(path.join(repo, 'deleted.txt'));
    rmSync(path.join(repo, 'becomes-dir'));
    write(repo, { 'becomes-dir/inside.txt': 'a directory now\n' });
    chmodSync(path.join(repo, 'run.sh'), 0o755);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'head');

    const r = await findRepository(repo);
    const trees: ExportedTree[] = [];
    try {
      const base = await exportTree(r, 'HEAD~1');
      trees.push(base);
      const beside = await exportTreeBeside(r, 'HEAD', base);
      trees.push(beside);
      const whole = await exportTree(r, 'HEAD');
      trees.push(whole);
      expect(beside.commit).toBe(whole.commit);
      expect(listing(beside.dir)).toEqual(listing(whole.dir));
      expect(Object.keys(listing(beside.dir))).not.toContain('gone');
      // Unchanged files are the base's own; a changed one is written anew and the base keeps its own.
      const inode = (tree: ExportedTree, file: string) => lstatSync(path.join(tree.dir, file)).ino;
      expect(inode(beside, 'lib/same.libsonnet')).toBe(inode(base, 'lib/same.libsonnet'));
      expect(inode(beside, 'lib/changed.libsonnet')).not.toBe(inode(base, 'lib/changed.libsonnet'));
      expect(readFileSync(path.join(base.dir, 'lib/changed.libsonnet'), 'utf8')).toBe('{ replicas: 1 }\n');
    } finally {
      await Promise.all(trees.map((t) => t.dispose()));
    }
  });

  it('names a bad revision as exportTree does', async () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'rigging-tree-test-'));
    made.push(repo);
    git(repo, 'init', '-q');
    write(repo, { 'a.txt': 'a\n' });
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'one');
    const r = await findRepository(repo);
    const base = await exportTree(r, 'HEAD');
    try {
      await expect(exportTreeBeside(r, 'no-such-ref', base)).rejects.toThrow(
        /unknown revision "no-such-ref"/,
      );
    } finally {
      await base.dispose();
    }
  });
});
