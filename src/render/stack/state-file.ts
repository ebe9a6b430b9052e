import path from 'node:path';
import type { Diagnostic } from '../../model/types';
import { isRecord } from '../../model/values';
import { diagnosticAt } from '../../schema/diagnostic';
import { parseYamlFile } from '../../schema/parse';
import type { RenderContext } from '../types';
import type { StackState, StateParameter } from './parameters';
import { hubYaml } from './text-fields';

/**
 * A Hub state file (cmd/hub/state/types.go StateManifest, YAML or JSON), the parts rigging reads:
 * `stackParameters`, each component's `parameters` and `provides` (capability -> components).
 */
export interface ReadState {
  state: StackState;
  /** The capabilities the deployed stack provided, sorted. */
  provides: string[];
}

/**
 * Reads the state file `file` (relative to the pipeline root) through the repository boundary.
 * Every problem comes back as a diagnostic of `source` at the file and line, never thrown.
 */
export async function readStateFile(
  file: string,
  ctx: RenderContext,
  source: string,
): Promise<{ read?: ReadState; diagnostics: Diagnostic[] }> {
  const failed = (message: string, reason: string): { diagnostics: Diagnostic[] } => ({
    diagnostics: [{ severity: 'error', source, file, message, reason }],
  });
  let text: string;
  try {
    text = await ctx.boundary.readText(path.resolve(ctx.root, file), file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // A missing file is reported by config's path check; this covers a file removed since, or refused.
    if (code === 'ENOENT') return failed(`Hub state file ${file} does not exist`, 'MissingPath');
    return failed(`cannot read Hub state file ${file}: ${(err as Error).message}`, 'StackStateFile');
  }
  const parsed = parseYamlFile(file, text, source, hubYaml);
  const syntax = parsed.diagnostics.filter((d) => d.severity === 'error');
  if (syntax.length > 0) return { diagnostics: syntax };
  const value = parsed.value ?? {};
  if (!isRecord(value)) return failed(`Hub state file ${file} must be a mapping`, 'StackStateFile');

  const diagnostics: Diagnostic[] = [];
  const wrong = (at: (string | number)[], what: string) =>
    diagnostics.push(diagnosticAt(parsed, at, `must be ${what}`, { reason: 'StackStateFile' }));
  const state: StackState = {};
  const stackParameters = parametersAt(value.stackParameters, ['stackParameters'], wrong);
  if (stackParameters) state.stackParameters = stackParameters;
  if (value.components !== undefined && value.components !== null) {
    if (!isRecord(value.components)) wrong(['components'], 'a mapping of component name to its state');
    else {
      state.components = {};
      for (const [name, step] of Object.entries(value.components)) {
        if (step === null || step === undefined) continue;
        if (!isRecord(step)) {
          wrong(['components', name], 'a mapping');
          continue;
        }
        const parameters = parametersAt(step.parameters, ['components', name, 'parameters'], wrong);
        state.components[name] = parameters ? { parameters } : {};
      }
    }
  }
  let provides: string[] = [];
  if (value.provides !== undefined && value.provides !== null) {
    if (isRecord(value.provides)) provides = Object.keys(value.provides).sort();
    else wrong(['provides'], 'a mapping of capability to the components providing it');
  }
  return diagnostics.length > 0 ? { diagnostics } : { read: { state, provides }, diagnostics };
}

/** A list of `{ name, component?, value, env? }`; undefined when absent or not well formed (reported). */
function parametersAt(
  value: unknown,
  at: (string | number)[],
  wrong: (at: (string | number)[], what: string) => void,
): StateParameter[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    wrong(at, 'a list of parameters');
    return undefined;
  }
  const out: StateParameter[] = [];
  value.forEach((p: unknown, i) => {
    if (!isRecord(p) || typeof p.name !== 'string' || p.name === '') {
      wrong([...at, i], 'a parameter with a name');
      return;
    }
    const parameter: StateParameter = { name: p.name, value: p.value ?? null };
    if (typeof p.component === 'string' && p.component !== '') parameter.component = p.component;
    if (typeof p.env === 'string' && p.env !== '') parameter.env = p.env;
    out.push(parameter);
  });
  return out;
}
