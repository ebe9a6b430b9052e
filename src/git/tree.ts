import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { UserError } from '../model/errors';
import type { Diagnostic } from '../model/types';
import { makeTempDir, removeTempDir, tempDirsStopping } from '../temp-dirs';

const run = promisify(execFile);

/** A git failure the user caused (bad ref, not a repository), worded for them. */
export class GitError extends UserError {
  override name = 'GitError';
}

async function git(cwd: string, args: string[], env?: NodeJS.ProcessEnv, input?: string): Promise<string> {
  try {
    const child = run('git', args, {
      cwd,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (input !== undefined) child.child.stdin?.end(input);
    const { stdout } = await child;
    return stdout;
  } catch (err) {
    const e = err as { stderr?: string; code?: string | number; message: string };
    if (e.code === 'ENOENT') throw new GitError('git is not installed or not on PATH');
    const detail = (e.stderr ?? e.message).trim().split('\n')[0];
    throw new GitError(`git ${args[0]}: ${detail}`);
  }
}

export interface Repository {
  /** Absolute top-level directory of the work tree. */
  top: string;
  /** Path of `cwd` inside the repository (`''` at the top). */
  prefix: string;
}

export async function findRepository(cwd: string): Promise<Repository> {
  let out: string;
  try {
    // One process for both: the top line, then the prefix line (empty at the top).
    out = await git(cwd, ['rev-parse', '--show-toplevel', '--show-prefix']);
  } catch {
    throw new GitError(`${cwd} is not inside a git repository`);
  }
  const [top = '', prefix = ''] = out.split('\n');
  return { top: top.trim(), prefix: prefix.trim() };
}

/**
 * Commits a repository's refs resolved to, per Repository found: a diff asks for its base and head
 * at several steps, and each answer was a git process on the way to its trees.
 */
const resolved = new WeakMap<Repository, Map<string, Promise<string>>>();

export function resolveCommit(repo: Repository, ref: string): Promise<string> {
  let known = resolved.get(repo);
  if (!known) {
    known = new Map();
    resolved.set(repo, known);
  }
  const hit = known.get(ref);
  if (hit) return hit;
  const commit = git(repo.top, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).then(
    (out) => out.trim(),
    () => {
      // Not kept: a commit fetched later (ensureCommit) resolves then.
      known.delete(ref);
      throw new GitError(`unknown revision ${JSON.stringify(ref)}: not a commit in ${repo.top}`);
    },
  );
  known.set(ref, commit);
  return commit;
}

async function hasCommit(repo: Repository, sha: string): Promise<boolean> {
  try {
    await git(repo.top, ['cat-file', '-e', `${sha}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** Credentials for fetching from `origin` when the checkout kept none (`persist-credentials: false`). */
export interface FetchAuth {
  /** The server the token is for (GITHUB_SERVER_URL); the token is sent to URLs under it only. */
  serverUrl: string;
  token: string;
}

/**
 * The token as the extra header actions/checkout would have persisted, but in the environment of
 * this one git process (GIT_CONFIG_*: not in its arguments, nothing written to .git/config).
 */
function authEnv(auth: FetchAuth): NodeJS.ProcessEnv {
  const index = Number(process.env.GIT_CONFIG_COUNT ?? 0) || 0;
  const basic = Buffer.from(`x-access-token:${auth.token}`).toString('base64');
  return {
    GIT_CONFIG_COUNT: String(index + 1),
    [`GIT_CONFIG_KEY_${index}`]: `http.${auth.serverUrl.replace(/\/*$/, '/')}.extraheader`,
    [`GIT_CONFIG_VALUE_${index}`]: `AUTHORIZATION: basic ${basic}`,
  };
}

/**
 * Makes sure a commit is in the local repository, fetching just it from `origin` when it is not:
 * actions/checkout clones one commit deep, so a pull request's base is usually missing. The fetch
 * tries the checkout's own credentials first and then `auth`, so a private repository checked out
 * with `persist-credentials: false` still works; git never prompts.
 */
export async function ensureCommit(repo: Repository, sha: string, auth?: FetchAuth): Promise<void> {
  if (await hasCommit(repo, sha)) return;
  const args = ['fetch', '--no-tags', '--no-recurse-submodules', '--depth=1', 'origin', sha];
  const noPrompt = { GIT_TERMINAL_PROMPT: '0' };
  const failed = (err: unknown) =>
    new GitError(
      `commit ${sha} is not in the checkout and fetching it from origin failed (${(err as Error).message})`,
    );
  try {
    await git(repo.top, args, noPrompt);
  } catch (err) {
    if (!auth?.token) throw failed(err);
    try {
      await git(repo.top, args, { ...noPrompt, ...authEnv(auth) });
    } catch (retry) {
      throw failed(retry);
    }
  }
  if (!(await hasCommit(repo, sha))) throw new GitError(`commit ${sha} could not be fetched from origin`);
}

/** A commit's files in a temp dir; `dispose` removes it. */
export interface ExportedTree {
  commit: string;
  dir: string;
  dispose(): Promise<void>;
}

/**
 * Writes a commit's tree into a new temp dir through a private index file, so neither the work
 * tree nor the repository's index is touched. One git process reads the tree and writes its files
 * (read-tree -u): once started it needs nothing of this thread, so it runs on while a diff
 * evaluates its other side here.
 */
export async function exportTree(repo: Repository, ref: string): Promise<ExportedTree> {
  const commit = await resolveCommit(repo, ref);
  const dir = await makeTempDir('rigging-tree-');
  const dispose = () => removeTempDir(dir, { offThread: true });
  try {
    const tree = path.join(dir, 'tree');
    await fs.mkdir(tree);
    const env = { GIT_INDEX_FILE: path.join(dir, '.rigging-index') };
    // Every file of the commit: a sparse checkout's patterns and submodule recursion are the
    // repository's settings for its own work tree, not for this copy.
    await git(
      repo.top,
      [
        '--work-tree',
        tree,
        'read-tree',
        '--reset',
        '-u',
        '--no-sparse-checkout',
        '--no-recurse-submodules',
        commit,
      ],
      env,
    );
    return { commit, dir: tree, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

/**
 * The work tree itself as `ref`'s tree, when it holds exactly what exportTree would write: HEAD is
 * that commit, nothing is modified, staged, untracked or ignored (an import could read an ignored
 * file no export has), and no index entry hides its file's state (assume-unchanged, skip-worktree)
 * or is a submodule (an export leaves its directory empty). Undefined otherwise. Nothing is
 * written: status runs without its optional index refresh.
 */
export async function cleanWorkTreeAt(repo: Repository, ref: string): Promise<ExportedTree | undefined> {
  const commit = await workTreeCommit(repo, ref);
  return commit !== undefined && (await isClean(repo)) ? workTreeAs(repo, commit) : undefined;
}

/** `ref`'s commit when HEAD is it (the work tree may then hold it), else undefined. */
async function workTreeCommit(repo: Repository, ref: string): Promise<string | undefined> {
  const [commit, head] = await Promise.all([
    resolveCommit(repo, ref),
    resolveCommit(repo, 'HEAD').catch(() => undefined),
  ]);
  return commit === head ? commit : undefined;
}

/** Whether the work tree holds exactly its HEAD commit's files (cleanWorkTreeAt). */
async function isClean(repo: Repository): Promise<boolean> {
  const [status, entries] = await Promise.all([
    // ctime off: the base's links to these files change their ctime (a link count), and git would
    // read and hash every such file again to learn that nothing changed (4-5x the time here).
    git(repo.top, [
      '-c',
      'core.trustctime=false',
      '--no-optional-locks',
      'status',
      '--porcelain',
      '--ignored',
      '-z',
    ]),
    // `<tag> <mode> <object> <stage>\t<path>`: tag H is a plain cached file.
    git(repo.top, ['ls-files', '--stage', '-v', '-z']),
  ]);
  if (status !== '') return false;
  for (const entry of entries.split('\0')) {
    if (entry !== '' && (!entry.startsWith('H ') || entry.startsWith('H 160000 '))) return false;
  }
  return true;
}

function workTreeAs(repo: Repository, commit: string): ExportedTree {
  return { commit, dir: repo.top, dispose: async () => undefined };
}

/** A diff's two trees: the base's, and the head's when the clean work tree holds it. */
export interface DiffTrees {
  /** The clean work tree at the head, or undefined (the head is then exported). */
  work: Promise<ExportedTree | undefined>;
  base: Promise<ExportedTree>;
}

/**
 * The base's tree beside a head the work tree may hold. When HEAD is the head, the base is linked
 * from the work tree (exportTreeFromWorkTree) while git status checks that the work tree is clean,
 * instead of after: the link is private to a temp dir, so one started on a work tree that turns
 * out not to be clean is stopped and removed, and the base exported whole as it is otherwise.
 */
export function diffTrees(repo: Repository, baseRef: string, headRef: string): DiffTrees {
  const headCommit = workTreeCommit(repo, headRef);
  const work = headCommit.then(async (commit) =>
    commit !== undefined && (await isClean(repo)) ? workTreeAs(repo, commit) : undefined,
  );
  const notClean = new AbortController();
  work.then(
    (tree) => tree ?? notClean.abort(),
    () => notClean.abort(),
  );
  const linked = headCommit.then((commit) =>
    commit === undefined
      ? undefined
      : exportTreeFromWorkTree(repo, baseRef, workTreeAs(repo, commit), notClean.signal),
  );
  const base = Promise.allSettled([work, linked]).then(async ([w, l]) => {
    const made = l.status === 'fulfilled' ? l.value : undefined;
    if (w.status === 'fulfilled' && w.value && made) return made;
    await made?.dispose();
    if (l.status === 'rejected') throw l.reason;
    return exportTree(repo, baseRef);
  });
  return { work, base };
}

/**
 * `ref`'s tree made from a clean work tree at another commit (cleanWorkTreeAt), as a diff's base
 * beside a head the work tree holds: each file the two commits hold alike is a hard link to the
 * work tree's (a pull request changes a few files of thousands) and git writes only those that
 * differ. Renders only read the tree. Undefined where that cannot be done (another file system, a
 * link refused), or could differ from an export (a .gitattributes among the changes may check
 * the same content out otherwise): the caller exports the whole tree then.
 */
export async function exportTreeFromWorkTree(
  repo: Repository,
  ref: string,
  work: ExportedTree,
  /** Stops the linking (the tree is removed and undefined given). */
  signal?: AbortSignal,
): Promise<ExportedTree | undefined> {
  const commit = await resolveCommit(repo, ref);
  const changed = await changedPaths(repo, work.commit, commit);
  if ([...changed.all].some((p) => path.posix.basename(p) === '.gitattributes')) return undefined;
  const dir = await makeTempDir('rigging-tree-');
  const dispose = () => removeTempDir(dir, { offThread: true });
  try {
    const tree = path.join(dir, 'tree');
    const env = { GIT_INDEX_FILE: path.join(dir, '.rigging-index') };
    // The index of the files git writes is made while the rest is linked.
    const indexed = changed.present.length > 0 ? git(repo.top, ['read-tree', commit], env) : undefined;
    indexed?.catch(() => undefined);
    try {
      // Stopped too when a signal removed the temp dirs: links made after would outlive the run.
      const stop = signal ? AbortSignal.any([signal, tempDirsStopping]) : tempDirsStopping;
      await linkTree(work.dir, tree, '', new Set([...changed.all, '.git']), stop);
    } catch {
      await indexed?.catch(() => undefined);
      await dispose();
      return undefined;
    }
    if (indexed) {
      await indexed;
      await git(
        repo.top,
        ['checkout-index', '--force', '-z', '--stdin', `--prefix=${tree}${path.sep}`],
        env,
        changed.present.map((p) => `${p}\0`).join(''),
      );
    }
    return { commit, dir: tree, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

/** The paths (`/`-separated, below the top) whose entry differs between two commits. */
export async function changedFiles(repo: Repository, from: string, to: string): Promise<ReadonlySet<string>> {
  const [a, b] = await Promise.all([resolveCommit(repo, from), resolveCommit(repo, to)]);
  return (await changedPaths(repo, a, b)).all;
}

/** Paths whose entry differs between two commits (`all`), and those of them `to` holds (`present`). */
async function changedPaths(
  repo: Repository,
  from: string,
  to: string,
): Promise<{ all: Set<string>; present: string[] }> {
  const { all, added, deleted } = await treeChanges(repo, from, to);
  // Seen from the other side, what one side added the other deleted.
  const gone = from <= to ? deleted : added;
  return { all, present: [...all].filter((p) => !gone.has(p)) };
}

/**
 * The changes between two commits, asked of git once per pair in either order: a diff wants them
 * for its base's tree and again for its reuse of evaluations (`from` is the lesser of the two).
 */
const changesBetween = new WeakMap<Repository, Map<string, Promise<TreeChanges>>>();

interface TreeChanges {
  all: Set<string>;
  added: Set<string>;
  deleted: Set<string>;
}

function treeChanges(repo: Repository, a: string, b: string): Promise<TreeChanges> {
  const [from, to] = a <= b ? [a, b] : [b, a];
  let known = changesBetween.get(repo);
  if (!known) {
    known = new Map();
    changesBetween.set(repo, known);
  }
  const key = `${from}\0${to}`;
  const hit = known.get(key);
  if (hit) return hit;
  const changes = readTreeChanges(repo, from, to);
  // A failure is not kept: asked again, git is asked again.
  changes.catch(() => known.delete(key));
  known.set(key, changes);
  return changes;
}

async function readTreeChanges(repo: Repository, from: string, to: string): Promise<TreeChanges> {
  // -z: `:<mode> <mode> <sha> <sha> <status>` NUL `<path>` NUL, for each changed path.
  const out = await git(repo.top, ['diff-tree', '-r', '-z', '--no-renames', '--no-commit-id', from, to]);
  const fields = out.split('\0');
  const changes: TreeChanges = { all: new Set(), added: new Set(), deleted: new Set() };
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const meta = fields[i] as string;
    const file = fields[i + 1] as string;
    changes.all.add(file);
    if (meta.endsWith(' D')) changes.deleted.add(file);
    else if (meta.endsWith(' A')) changes.added.add(file);
  }
  return changes;
}

/**
 * Hard links every entry of `from` to the same place under `to`, but the paths in `skip`, and makes
 * the directories holding them; a directory left with nothing in it is not made (git checks out
 * none), unless it was empty already.
 */
async function linkTree(
  from: string,
  to: string,
  rel: string,
  skip: ReadonlySet<string>,
  signal?: AbortSignal,
): Promise<boolean> {
  signal?.throwIfAborted();
  const entries = await fs.readdir(path.join(from, rel), { withFileTypes: true });
  await fs.mkdir(path.join(to, rel));
  if (entries.length === 0) return true;
  // Settled all before failing: nothing is still being linked when the caller removes the tree.
  const settled = await Promise.allSettled(
    entries.map(async (entry) => {
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (skip.has(child)) return false;
      if (entry.isDirectory()) return linkTree(from, to, child, skip, signal);
      signal?.throwIfAborted();
      await fs.link(path.join(from, child), path.join(to, child));
      return true;
    }),
  );
  const made = settled.map((r) => {
    if (r.status === 'rejected') throw r.reason;
    return r.value;
  });
  if (made.some(Boolean) || rel === '') return true;
  await fs.rmdir(path.join(to, rel));
  return false;
}

export function gitDiagnostic(err: GitError): Diagnostic {
  return { severity: 'error', source: 'git', message: err.message, reason: 'Git' };
}
