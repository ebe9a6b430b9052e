import { statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { BoundaryError, findRepositoryRoot, RepositoryBoundary } from '../boundary/boundary';
import { DiagnosticError } from '../model/diagnostic';
import { CONFIG_SOURCE, parseConfig } from './parse';
import type { SourceTypes } from './source-type';
import type { PipelineConfig } from './types';

const CONFIG_FILE = 'rigging.yaml';

/**
 * Absolute path of the config to use: `explicit` (a file, or a directory holding rigging.yaml)
 * resolved against `cwd`, else `cwd/rigging.yaml`.
 */
export function findConfig(cwd: string, explicit?: string): string {
  let candidate = explicit ? resolve(cwd, explicit) : join(resolve(cwd), CONFIG_FILE);
  if (explicit && statSync(candidate, { throwIfNoEntry: false })?.isDirectory()) {
    candidate = join(candidate, CONFIG_FILE);
  }
  if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  const message = explicit
    ? `config file ${explicit} not found (looked for ${candidate})`
    : `no ${CONFIG_FILE} in ${resolve(cwd)}; run rigging where it is or pass its path`;
  throw new DiagnosticError([
    { severity: 'error', source: CONFIG_SOURCE, message, reason: 'ConfigNotFound' },
  ]);
}

export interface LoadConfigOptions {
  /** The source types a source may have (src/render/registry.ts). */
  types: SourceTypes;
  /** The repository holding the file (a tree exported from git); found from the file when absent. */
  repository?: string;
}

/** Reads and validates rigging.yaml; throws a DiagnosticError listing every problem at once. */
export async function loadConfig(file: string, opts: LoadConfigOptions): Promise<PipelineConfig> {
  const abs = resolve(file);
  const displayPath = basename(abs);
  const repository = opts.repository ?? findRepositoryRoot(dirname(abs));
  let text: string;
  try {
    // rigging.yaml itself may be a committed symlink to a file outside.
    text = await RepositoryBoundary.at(repository).readText(abs, displayPath);
  } catch (err) {
    if (err instanceof BoundaryError) {
      throw new DiagnosticError([
        {
          severity: 'error',
          source: CONFIG_SOURCE,
          file: displayPath,
          message: err.message,
          reason: 'OutsideRepository',
        },
      ]);
    }
    const message = `cannot read ${abs}: ${describeFsError(err)}`;
    throw new DiagnosticError([
      { severity: 'error', source: CONFIG_SOURCE, file: displayPath, message, reason: 'ConfigUnreadable' },
    ]);
  }
  const { config, diagnostics } = parseConfig(text, {
    types: opts.types,
    file: abs,
    root: dirname(abs),
    repository,
    displayPath,
  });
  if (!config) throw new DiagnosticError(diagnostics);
  return config;
}

function describeFsError(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES') return 'permission denied';
  return code ?? String((err as Error).message ?? err);
}
