import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../model/errors';
import type { OutputFile } from './output-layout';

/**
 * Writes `files` (see output-layout.ts) under `dir` (absolute) for `rigging render --output-dir`.
 *
 * An existing directory that holds anything is refused, as `tk export` refuses one: files left
 * from an earlier render would sit among the new ones as if rendered now. With `force`, each
 * rendered environment's directory (DIR/ENV) is removed first and written afresh (Tanka's
 * `--merge-strategy=replace-envs`); everything else in DIR stays. Removal never follows a symbolic
 * link (fs.rm removes the link), and each file is created exclusively (O_EXCL: an existing path,
 * a link included, fails rather than being written through) inside directories made here.
 */
export async function writeOutputDir(
  dir: string,
  environments: readonly string[],
  files: readonly OutputFile[],
  force: boolean,
): Promise<void> {
  const existing = await stat(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw new UserError(`--output-dir: cannot use ${dir}: ${err.message}`);
  });
  if (existing !== undefined && !existing.isDirectory())
    throw new UserError(`--output-dir: ${dir} exists and is not a directory`);
  if (existing !== undefined && (await fsStep(`read ${dir}`, () => readdir(dir))).length > 0) {
    if (!force)
      throw new UserError(
        `--output-dir: ${dir} is not empty; give a new or empty directory, or --force to replace ` +
          `${environments.map((e) => path.join(dir, e)).join(', ')}`,
      );
    for (const env of environments)
      await fsStep(`remove ${path.join(dir, env)}`, () =>
        rm(path.join(dir, env), { recursive: true, force: true }),
      );
  }
  for (const file of files) {
    const target = path.join(dir, ...file.path.split('/'));
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content, { flag: 'wx' });
    } catch (err) {
      const { code, message } = err as NodeJS.ErrnoException;
      // Two names one file system folds together (case-insensitive macOS, Windows): say which.
      if (code === 'EEXIST')
        throw new UserError(`--output-dir: ${target} was written twice (names differing only in case?)`);
      throw new UserError(`--output-dir: cannot write ${target}: ${message}`);
    }
  }
}

/** An operation on the file system whose failure (no permission, disk full) is the user's to fix. */
async function fsStep<T>(what: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    throw new UserError(`--output-dir: cannot ${what}: ${(err as Error).message}`);
  }
}
