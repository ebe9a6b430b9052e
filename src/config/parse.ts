import { dirname, relative, resolve } from 'node:path';
import { findRepositoryRoot } from '../boundary/boundary';
import { hasErrors } from '../model/diagnostic';
import type { Diagnostic } from '../model/types';
import { sortDiagnostics } from '../schema/diagnostic';
import { hasOnlyDuplicateKeyErrors, parseYamlFile } from '../schema/parse';
import { validateYaml } from '../schema/validate';
import { buildConfig } from './build';
import { checkPipeline } from './checks';
import { API_VERSION, KIND, pipelineSchema } from './schema';
import type { SourceTypes } from './source-type';
import type { PipelineConfig } from './types';

/** Diagnostic source of every problem found in rigging.yaml. */
export const CONFIG_SOURCE = 'config';

export interface ParseConfigOptions {
  /** The source types a source may have (src/render/registry.ts). */
  types: SourceTypes;
  /** Path of rigging.yaml (absolute, or relative to the working directory). */
  file: string;
  /** Directory the file's paths are relative to; defaults to the file's directory. */
  root?: string;
  /**
   * The repository holding the file; nothing a render reads may lie outside it. Defaults to the
   * nearest directory up from `root` with a `.git` entry, else `root`.
   */
  repository?: string;
  /** Name used in diagnostics; defaults to `file` relative to `root`, i.e. `rigging.yaml`. */
  displayPath?: string;
  /** Do not check that source paths exist (for linting a file away from its checkout). */
  skipPathChecks?: boolean;
}

export interface ParseConfigResult {
  /** Present only when there are no errors. */
  config?: PipelineConfig;
  /** Every problem found, in file order. */
  diagnostics: Diagnostic[];
}

/** Parses and validates rigging.yaml text, collecting every problem rather than stopping at the first. */
export function parseConfig(text: string, opts: ParseConfigOptions): ParseConfigResult {
  const file = resolve(opts.file);
  const root = resolve(opts.root ?? dirname(file));
  const displayPath = opts.displayPath ?? relative(root, file);
  const repository = resolve(opts.repository ?? findRepositoryRoot(root));
  const parsed = parseYamlFile(displayPath, text, CONFIG_SOURCE);
  const diagnostics = [...parsed.diagnostics];
  if (parsed.doc.contents === null && diagnostics.length === 0) {
    diagnostics.push({
      severity: 'error',
      source: CONFIG_SOURCE,
      file: displayPath,
      line: 1,
      column: 1,
      message: `file is empty; expected a ${KIND} with apiVersion ${API_VERSION}`,
      reason: 'EmptyFile',
    });
  } else if (hasOnlyDuplicateKeyErrors(parsed)) {
    // Syntax errors leave a partial tree whose schema errors would only add noise.
    diagnostics.push(...validateYaml(parsed, pipelineSchema(opts.types)));
    diagnostics.push(
      ...checkPipeline(parsed, { types: opts.types, root, repository, skipPathChecks: opts.skipPathChecks }),
    );
  }
  const sorted = sortDiagnostics(diagnostics);
  if (hasErrors(sorted)) return { diagnostics: sorted };
  return { config: buildConfig(parsed, file, root, repository, opts.types), diagnostics: sorted };
}
