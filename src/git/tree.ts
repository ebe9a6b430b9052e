import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { UserError } from '../model/errors';
import type { Diagnostic } from '../model/types';
import { makeTempDir, removeTempDir } from '../temp-dirs';

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
  let top: string;
  try {
    top = (await git(cwd, ['rev-parse', '--show-toplevel'])).trim();
  } catch {
    throw new GitError(`${cwd} is not inside a git repository`);
  }
  const prefix = (await git(cwd, ['rev-parse', '--show-prefix'])).trim();
  return { top, prefix };
}

export async function resolveCommit(repo: Repository, ref: string): Promise<string> {
  try {
    return (await git(repo.top, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).trim();
  } catch {
    throw new GitError(`unknown revision ${JSON.stringify(ref)}: not a commit in ${repo.top}`);
  }
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
 * tree nor the repository's index is touched (git read-tree + checkout-index with GIT_INDEX_FILE).
 */
export async function exportTree(repo: Repository, ref: string): Promise<ExportedTree> {
  const commit = await resolveCommit(repo, ref);
  const dir = await makeTempDir('rigging-tree-');
  const dispose = () => removeTempDir(dir);
  try {
    const env = { GIT_INDEX_FILE: path.join(dir, '.rigging-index') };
    await git(repo.top, ['read-tree', commit], env);
    await git(
      repo.top,
      ['checkout-index', '--all', '--force', `--prefix=${dir}${path.sep}tree${path.sep}`],
      env,
    );
    return { commit, dir: path.join(dir, 'tree'), dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

/**
 * `exportTree(repo, ref)` made beside a tree already exported, as a diff's head beside its base:
 * each file the two commits hold alike is a hard link to the other tree's (a pull request changes
 * a few files of thousands), and only the files that differ are checked out. Renders only read the
 * trees. Where links cannot be made (another file system), the whole tree is exported after all.
 */
export async function exportTreeBeside(
  repo: Repository,
  ref: string,
  beside: ExportedTree,
): Promise<ExportedTree> {
  const commit = await resolveCommit(repo, ref);
  const dir = await makeTempDir('rigging-tree-');
  const dispose = () => removeTempDir(dir);
  try {
    const changed = await changedPaths(repo, beside.commit, commit);
    const tree = path.join(dir, 'tree');
    try {
      await linkTree(beside.dir, tree, '', changed.all);
    } catch {
      await dispose();
      return exportTree(repo, ref);
    }
    if (changed.present.length > 0) {
      const env = { GIT_INDEX_FILE: path.join(dir, '.rigging-index') };
      await git(repo.top, ['read-tree', commit], env);
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

/** Paths whose entry differs between two commits (`all`), and those of them `to` holds (`present`). */
async function changedPaths(
  repo: Repository,
  from: string,
  to: string,
): Promise<{ all: Set<string>; present: string[] }> {
  // -z: `:<mode> <mode> <sha> <sha> <status>` NUL `<path>` NUL, for each changed path.
  const out = await git(repo.top, ['diff-tree', '-r', '-z', '--no-renames', '--no-commit-id', from, to]);
  const fields = out.split('\0');
  const all = new Set<string>();
  const present: string[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const meta = fields[i] as string;
    const file = fields[i + 1] as string;
    all.add(file);
    if (!meta.endsWith(' D')) present.push(file);
  }
  return { all, present };
}

/**
 * Hard links every entry of `from` to the same place under `to`, but the paths in `skip`, and makes
 * the directories holding them; a directory left with nothing in it is not made (git checks out
 * none), unless it was empty already (a submodule's).
 */
async function linkTree(from: string, to: string, rel: string, skip: ReadonlySet<string>): Promise<boolean> {
  const entries = await fs.readdir(path.join(from, rel), { withFileTypes: true });
  await fs.mkdir(path.join(to, rel));
  if (entries.length === 0) return true;
  const made = await Promise.all(
    entries.map(async (entry) => {
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (skip.has(child)) return false;
      if (entry.isDirectory()) return linkTree(from, to, child, skip);
      await fs.link(path.join(from, child), path.join(to, child));
      return true;
    }),
  );
  if (made.some(Boolean) || rel === '') return true;
  await fs.rmdir(path.join(to, rel));
  return false;
}

export function gitDiagnostic(err: GitError): Diagnostic {
  return { severity: 'error', source: 'git', message: err.message, reason: 'Git' };
}
