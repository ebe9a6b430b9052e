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
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  changedFiles,
  cleanWorkTreeAt,
  diffTrees,
  type ExportedTree,
  exportTree,
  exportTreeFromWorkTree,
  findRepository,
} from '../../src/git/tree';

/** The arguments of every git process src/git/tree.ts started (it runs git through execFile). */
const gitRuns = vi.hoisted(() => [] as string[][]);
vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:child_process')>();
  const custom = (await import('node:util')).promisify.custom as symbol;
  const promised = (original.execFile as unknown as Record<symbol, (...a: unknown[]) => unknown>)[custom];
  const execFile = Object.assign(
    (...a: unknown[]) => (original.execFile as (...b: unknown[]) => unknown)(...a),
    {
      [custom]: (file: string, args: string[], ...rest: unknown[]) => {
        gitRuns.push(args);
        return promised?.(file, args, ...rest);
      },
    },
  );
  return { ...original, execFile };
});

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

/** A repository with a base and a head commit touching files, modes, links and directories. */
function twoCommits(): string {
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
  return repo;
}

/** The work tree's listing without .git. */
function workListing(repo: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(listing(repo)).filter(([k]) => k !== '.git' && !k.startsWith('.git/')),
  );
}

describe('findRepository', () => {
  it('names the top and the path below it, from the top and from a subdirectory', async () => {
    const repo = twoCommits();
    const top = git(repo, 'rev-parse', '--show-toplevel').trim();
    expect(await findRepository(repo)).toEqual({ top, prefix: '' });
    expect(await findRepository(path.join(repo, 'lib'))).toEqual({ top, prefix: 'lib/' });
  });

  it('says when there is no repository', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rigging-tree-test-'));
    made.push(dir);
    await expect(findRepository(dir)).rejects.toThrow(/is not inside a git repository/);
  });
});

describe('exportTree', () => {
  it("writes a commit's files, modes and links, and touches neither the work tree nor the index", async () => {
    const repo = twoCommits();
    const r = await findRepository(repo);
    const index = readFileSync(path.join(repo, '.git', 'index'));
    const trees: ExportedTree[] = [];
    try {
      const head = await exportTree(r, 'HEAD');
      trees.push(head);
      expect(head.commit).toBe(git(repo, 'rev-parse', 'HEAD').trim());
      expect(listing(head.dir)).toEqual(workListing(repo));
      const base = await exportTree(r, 'HEAD~1');
      trees.push(base);
      expect(listing(base.dir)).toMatchObject({
        'gone/only.txt': '644 removed with its directory\n',
        'becomes-dir': '644 a file first\n',
        'run.sh': '644 echo run\n',
        'lib/changed.libsonnet': '644 { replicas: 1 }\n',
        link: '-> same.txt',
      });
      expect(Object.keys(listing(base.dir))).not.toContain('added');
      expect(readFileSync(path.join(repo, '.git', 'index'))).toEqual(index);
      expect(git(repo, 'status', '--porcelain')).toBe('');
    } finally {
      await Promise.all(trees.map((t) => t.dispose()));
    }
  });

  it('names a bad revision', async () => {
    const r = await findRepository(twoCommits());
    await expect(exportTree(r, 'no-such-ref')).rejects.toThrow(/unknown revision "no-such-ref"/);
  });
});

describe('cleanWorkTreeAt', () => {
  it('is the work tree when HEAD is the commit and nothing differs from it', async () => {
    const repo = twoCommits();
    const r = await findRepository(repo);
    const tree = await cleanWorkTreeAt(r, 'HEAD');
    expect(tree).toMatchObject({ dir: r.top, commit: git(repo, 'rev-parse', 'HEAD').trim() });
    expect(await cleanWorkTreeAt(r, 'HEAD~1')).toBeUndefined();
  });

  it("asks status to leave ctime out: the base's hard links change it, and git would hash every such file", async () => {
    const repo = twoCommits();
    const r = await findRepository(repo);
    gitRuns.length = 0;
    expect(await cleanWorkTreeAt(r, 'HEAD')).toBeDefined();
    const status = gitRuns.filter((args) => args.includes('status'));
    expect(status).toHaveLength(1);
    expect(status[0]?.slice(0, 2)).toEqual(['-c', 'core.trustctime=false']);
  });

  const unclean: Record<string, (repo: string) => void> = {
    'a modified file': (repo) => write(repo, { 'same.txt': 'edited\n' }),
    'an untracked file': (repo) => write(repo, { 'lib/extra.libsonnet': '{}\n' }),
    'an ignored file': (repo) => {
      write(repo, { '.gitignore': 'generated/\n' });
      git(repo, 'add', '.gitignore');
      git(repo, 'commit', '-q', '-m', 'ignore');
      write(repo, { 'generated/values.libsonnet': '{}\n' });
    },
    'a staged change': (repo) => {
      write(repo, { 'same.txt': 'staged\n' });
      git(repo, 'add', 'same.txt');
    },
    'an assume-unchanged file': (repo) => {
      git(repo, 'update-index', '--assume-unchanged', 'same.txt');
      write(repo, { 'same.txt': 'hidden edit\n' });
    },
    'a skip-worktree file': (repo) => git(repo, 'update-index', '--skip-worktree', 'same.txt'),
  };
  for (const [what, change] of Object.entries(unclean)) {
    it(`is undefined with ${what}`, async () => {
      const repo = twoCommits();
      change(repo);
      const index = readFileSync(path.join(repo, '.git', 'index'));
      expect(await cleanWorkTreeAt(await findRepository(repo), 'HEAD')).toBeUndefined();
      // Asking wrote nothing: status refreshes no index.
      expect(readFileSync(path.join(repo, '.git', 'index'))).toEqual(index);
    });
  }
});

describe('exportTreeFromWorkTree', () => {
  it('makes the tree exportTree makes, linking the files the work tree holds alike', async () => {
    const repo = twoCommits();
    const r = await findRepository(repo);
    const trees: ExportedTree[] = [];
    try {
      const work = await cleanWorkTreeAt(r, 'HEAD');
      if (!work) throw new Error('the work tree should be clean');
      const base = await exportTreeFromWorkTree(r, 'HEAD~1', work);
      if (!base) throw new Error('the base should be made from the work tree');
      trees.push(base);
      const whole = await exportTree(r, 'HEAD~1');
      trees.push(whole);
      expect(base.commit).toBe(whole.commit);
      expect(listing(base.dir)).toEqual(listing(whole.dir));
      expect(Object.keys(listing(base.dir))).not.toContain('.git');
      // Unchanged files are the work tree's own; a changed one is written anew and the work tree
      // keeps its own.
      const inode = (dir: string, file: string) => lstatSync(path.join(dir, file)).ino;
      expect(inode(base.dir, 'lib/same.libsonnet')).toBe(inode(repo, 'lib/same.libsonnet'));
      expect(inode(base.dir, 'lib/changed.libsonnet')).not.toBe(inode(repo, 'lib/changed.libsonnet'));
      expect(readFileSync(path.join(repo, 'lib/changed.libsonnet'), 'utf8')).toBe('{ replicas: 2 }\n');
      expect(git(repo, 'status', '--porcelain')).toBe('');
    } finally {
      await Promise.all(trees.map((t) => t.dispose()));
    }
  });

  it("asks git for a pair of commits' changes once, whichever way round they are asked", async () => {
    const repo = twoCommits();
    const r = await findRepository(repo);
    const trees: ExportedTree[] = [];
    try {
      const work = await cleanWorkTreeAt(r, 'HEAD');
      if (!work) throw new Error('the work tree should be clean');
      gitRuns.length = 0;
      // A diff asks base-to-head for its reuse, and its base tree is made head-to-base.
      const changed = await changedFiles(r, 'HEAD~1', 'HEAD');
      const base = await exportTreeFromWorkTree(r, 'HEAD~1', work);
      if (!base) throw new Error('the base should be made from the work tree');
      trees.push(base);
      expect(await changedFiles(r, 'HEAD', 'HEAD~1')).toEqual(changed);
      expect(gitRuns.filter((args) => args.includes('diff-tree'))).toHaveLength(1);
      expect([...changed].sort()).toEqual([
        'added/new.txt',
        'becomes-dir',
        'becomes-dir/inside.txt',
        'deleted.txt',
        'gone/only.txt',
        'lib/changed.libsonnet',
        'run.sh',
      ]);
      const whole = await exportTree(r, 'HEAD~1');
      trees.push(whole);
      expect(listing(base.dir)).toEqual(listing(whole.dir));
    } finally {
      await Promise.all(trees.map((t) => t.dispose()));
    }
  });

  it('declines when a .gitattributes changes (the same content may check out otherwise)', async () => {
    const repo = twoCommits();
    write(repo, { '.gitattributes': '*.txt text eol=crlf\n' });
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'attributes');
    const r = await findRepository(repo);
    const work = await cleanWorkTreeAt(r, 'HEAD');
    if (!work) throw new Error('the work tree should be clean');
    expect(await exportTreeFromWorkTree(r, 'HEAD~1', work)).toBeUndefined();
  });
});

describe('diffTrees', () => {
  // Temp dirs go to a dir of this test's own, so what a run leaves behind can be seen.
  const tmp = process.env.TMPDIR;
  afterEach(() => {
    if (tmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmp;
  });
  const privateTmp = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rigging-tree-tmp-'));
    made.push(dir);
    process.env.TMPDIR = dir;
    return dir;
  };

  it('links the base from a clean work tree at the head while checking it is clean', async () => {
    const repo = twoCommits();
    const r = await findRepository(repo);
    const whole = await exportTree(r, 'HEAD~1');
    const temp = privateTmp();
    const trees = diffTrees(r, 'HEAD~1', 'HEAD');
    const [work, base] = await Promise.all([trees.work, trees.base]);
    try {
      expect(work).toMatchObject({ dir: r.top, commit: git(repo, 'rev-parse', 'HEAD').trim() });
      expect(listing(base.dir)).toEqual(listing(whole.dir));
      expect(lstatSync(path.join(base.dir, 'same.txt')).ino).toBe(lstatSync(path.join(repo, 'same.txt')).ino);
    } finally {
      await Promise.all([base.dispose(), whole.dispose()]);
    }
    expect(readdirSync(temp)).toEqual([]);
  });

  const dirty: Record<string, (repo: string) => void> = {
    'an untracked file': (repo) => write(repo, { 'notes.txt': 'local\n' }),
    'a modified file': (repo) => write(repo, { 'lib/same.libsonnet': '{ a: 2 }\n' }),
  };
  for (const [what, change] of Object.entries(dirty)) {
    it(`exports the base whole, the link it began removed, with ${what}`, async () => {
      const repo = twoCommits();
      // Enough files that the link is still going when git status answers.
      for (let i = 0; i < 300; i++) write(repo, { [`many/${i % 10}/f${i}.txt`]: `${i}\n` });
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '-m', 'many');
      change(repo);
      const r = await findRepository(repo);
      const whole = await exportTree(r, 'HEAD~2');
      const temp = privateTmp();
      const trees = diffTrees(r, 'HEAD~2', 'HEAD');
      const [work, base] = await Promise.all([trees.work, trees.base]);
      try {
        expect(work).toBeUndefined();
        expect(listing(base.dir)).toEqual(listing(whole.dir));
        // Written by git, not linked: the work tree's edit is not the base's file.
        expect(lstatSync(path.join(base.dir, 'same.txt')).ino).not.toBe(
          lstatSync(path.join(repo, 'same.txt')).ino,
        );
        // The base's own temp dir is all there is: the link begun was removed.
        expect(readdirSync(temp)).toHaveLength(1);
      } finally {
        await Promise.all([base.dispose(), whole.dispose()]);
      }
      expect(readdirSync(temp)).toEqual([]);
    });
  }

  it('exports the base when HEAD is not the head', async () => {
    const repo = twoCommits();
    const r = await findRepository(repo);
    const temp = privateTmp();
    const trees = diffTrees(r, 'HEAD~1', 'HEAD~1');
    const [work, base] = await Promise.all([trees.work, trees.base]);
    try {
      expect(work).toBeUndefined();
      expect(listing(base.dir)).toMatchObject({ 'lib/changed.libsonnet': '644 { replicas: 1 }\n' });
    } finally {
      await base.dispose();
    }
    expect(readdirSync(temp)).toEqual([]);
  });

  it('names a bad base revision', async () => {
    const r = await findRepository(twoCommits());
    const trees = diffTrees(r, 'no-such-ref', 'HEAD');
    await expect(trees.base).rejects.toThrow(/unknown revision "no-such-ref"/);
  });
});
