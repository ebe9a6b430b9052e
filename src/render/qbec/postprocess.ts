import path from 'node:path';
import type { Diagnostic, KubeObject } from '../../model/types';
import type { RunBudget } from '../budget';
import { codeVar, type JsonnetEngine, JsonnetEvalError, type JsonnetVar, standardNatives } from '../jsonnet';
import { withoutFrames } from '../jsonnet/trace';
import { isKubeObject } from './extract';

/** The name of the snippet that applies a post-processor to every object. */
const POST_PROCESSOR = '<post-processor>';

export interface PostProcessInputs {
  engine: JsonnetEngine;
  vars: Record<string, JsonnetVar>;
  libPaths: string[];
  appRoot: string;
  displayRoot: string;
  source: string;
  /** The run's budget: each post-processor gets what is left of it. */
  budget: RunBudget;
}

/**
 * Runs qbec's post-processors (`function (object) ...` files, in order) over a component's objects.
 * qbec evaluates the file once per object with `object` as a top-level argument; calling the imported
 * function with `object=` for the whole batch in one evaluation means the same and is far cheaper.
 */
export async function postProcess(
  files: readonly string[],
  objects: KubeObject[],
  inputs: PostProcessInputs,
): Promise<{ objects: KubeObject[]; diagnostic?: Diagnostic }> {
  let current = objects;
  for (const file of files) {
    if (current.length === 0) break;
    const display = path.relative(inputs.displayRoot, file);
    const fail = (message: string, extra: Partial<Diagnostic> = {}) => ({
      objects: [],
      diagnostic: {
        severity: 'error' as const,
        source: inputs.source,
        file: display,
        message: `run post-processor ${display}: ${message}`,
        reason: 'PostProcessor',
        ...extra,
      },
    });
    let result: unknown;
    try {
      result = await inputs.engine.evaluate({
        snippet: {
          code: `local pp = import ${JSON.stringify(file)};\nfunction(objects) [pp(object=o) for o in objects]\n`,
          filename: path.join(inputs.appRoot, POST_PROCESSOR),
        },
        extVars: inputs.vars,
        tlas: { objects: codeVar(JSON.stringify(current)) },
        libPaths: inputs.libPaths,
        natives: standardNatives,
        deadlineMs: inputs.budget.unitMs(),
        displayRoot: inputs.displayRoot,
      });
    } catch (err) {
      if (err instanceof JsonnetEvalError) {
        // rigging's call of the post-processor is no frame the user wrote.
        const trace = withoutFrames(err.trace, POST_PROCESSOR);
        return fail(`post-eval object: ${err.message}`, {
          ...(err.file ? { file: err.file, line: err.line, column: err.column } : {}),
          ...(trace ? { trace } : {}),
        });
      }
      throw err;
    }
    const out = result as unknown[];
    for (const value of out) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return fail(`post-eval did not return an object (got ${describe(value)})`);
      }
      if (!isKubeObject(value) || Array.isArray(value.items)) {
        return fail(`post-eval did not return a K8s object (got ${describe(value)})`);
      }
    }
    current = out as KubeObject[];
  }
  return { objects: current };
}

/** What a value is, without its content: post-processor output can hold secret values. */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object')
    return `an object with keys ${Object.keys(value).slice(0, 5).join(', ') || '(none)'}`;
  return `a ${typeof value}`;
}
