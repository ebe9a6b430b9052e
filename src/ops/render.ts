import path from 'node:path';
import { loadConfig } from '../config';
import type { JsonnetEngineName, PipelineConfig } from '../config/types';
import type { Redactor } from '../diff/redact';
import { DiagnosticError, onePerProblem, type PlacedDiagnostic } from '../model/diagnostic';
import type { Diagnostic } from '../model/types';
import type { RunBudget } from '../render/budget';
import type { ReuseRole } from '../render/jsonnet/rigging/reuse';
// Not from the '../render' index: it re-exports every jsonnet engine, which a render on rigging's
// engine never loads (src/render/engines.ts).
import { evaluatedObjects, type PipelineRender, renderPipeline } from '../render/pipeline';
import { sourceTypes } from '../render/registry';
import { suggestion } from '../schema/did-you-mean';

export interface Selection {
  environments?: readonly string[];
  sources?: readonly string[];
  /** Overrides the pipeline's spec.jsonnet.engine. */
  jsonnetEngine?: JsonnetEngineName;
  /** Stack trace lines a jsonnet error keeps (EvalRequest.maxTrace). */
  maxTrace?: number;
  /**
   * The variables a render may read (a Hub parameter's `fromEnv`): the CLI's own environment, or
   * only those the action's `stack-env` input names. Nothing is read from process.env below here.
   */
  environ?: Readonly<Record<string, string | undefined>>;
  /**
   * The run's wall-clock budget, made once at the entry point: everything the run renders (a
   * diff's base and head alike) shares it. A default one is made per render when absent.
   */
  budget?: RunBudget;
  /** A diff's side of the reuse of jsonnet evaluations (ops/diff.ts). */
  reuse?: ReuseRole;
}

export interface RenderRun {
  config?: PipelineConfig;
  render?: PipelineRender;
  /** Problems that stopped the run before rendering (config errors, unknown selections). */
  diagnostics: Diagnostic[];
}

/** The run's own problems and every environment's, in that order, each problem once (onePerProblem). */
export function runDiagnostics(run: RenderRun): PlacedDiagnostic[] {
  return onePerProblem(run.diagnostics, run.render?.environments ?? []);
}

/** Loads rigging.yaml and renders it; never throws for a user's mistake. */
export async function renderConfigFile(
  configFile: string,
  selection: Selection = {},
  commit: string | null = null,
  /** The repository holding rigging.yaml (a tree exported from git); found from the file when absent. */
  repository?: string,
): Promise<RenderRun> {
  return renderLoaded(await loadRun(configFile, selection, repository), selection, commit);
}

/** The first half of renderConfigFile: rigging.yaml loaded and the selection checked. */
export async function loadRun(
  configFile: string,
  selection: Selection = {},
  repository?: string,
): Promise<RenderRun> {
  let config: PipelineConfig;
  try {
    config = await loadConfig(configFile, { types: sourceTypes, repository });
  } catch (err) {
    if (err instanceof DiagnosticError) return { diagnostics: err.diagnostics };
    throw err;
  }
  return { config, diagnostics: checkSelection(config, selection) };
}

/** The second half: renders a loaded run unless loading it found problems. */
export async function renderLoaded(
  run: RenderRun,
  selection: Selection = {},
  commit: string | null = null,
): Promise<RenderRun> {
  if (!run.config || run.diagnostics.length > 0) return run;
  return { ...run, render: await renderPipeline(run.config, { ...selection, commit }) };
}

function checkSelection(config: PipelineConfig, selection: Selection): Diagnostic[] {
  const out: Diagnostic[] = [];
  // Placed where rigging.yaml defines the names the selection is checked against.
  const check = (asked: readonly string[] | undefined, known: string[], what: 'environment' | 'source') => {
    for (const name of asked ?? []) {
      if (!known.includes(name)) {
        out.push({
          severity: 'error',
          source: 'cli',
          file: path.relative(config.root, config.file),
          ...config.places[`${what}s`],
          message: `no ${what} named "${name}"${suggestion(name, known)} (have: ${known.join(', ')})`,
          reason: 'UnknownSelection',
        });
      }
    }
  };
  check(
    selection.environments,
    config.environments.map((e) => e.name),
    'environment',
  );
  check(
    selection.sources,
    config.sources.map((s) => s.name),
    'source',
  );
  return out;
}

/**
 * Teaches `redactor` every Secret a render evaluated, those of failed sources included, so that no
 * text made afterwards (a diagnostic quoting a password, a ConfigMap copying one) shows a value.
 * Every entry point calls this before it writes anything.
 */
export function learnSecrets(redactor: Redactor, render: PipelineRender | undefined): void {
  for (const obj of evaluatedObjects(render)) redactor.learn(obj);
}
