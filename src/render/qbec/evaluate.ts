import path from 'node:path';
import { BoundaryError, type RepositoryBoundary } from '../../boundary/boundary';
import type { Diagnostic } from '../../model/types';
import type { RunBudget } from '../budget';
import {
  type JsonnetEngine,
  JsonnetEvalError,
  type JsonnetVar,
  JsonParseError,
  parseFirstJsonValue,
  parseYamlDocuments,
  standardNatives,
  YamlParseError,
} from '../jsonnet';
import type { Component } from './components';

export interface EvalInputs {
  engine: JsonnetEngine;
  /** YAML and JSON components are read through it; jsonnet ones through the confined engine. */
  boundary: RepositoryBoundary;
  vars: Record<string, JsonnetVar>;
  /** Top-level arguments of one component. */
  tlasFor: (component: Component) => Record<string, JsonnetVar>;
  libPaths: string[];
  displayRoot: string;
  source: string;
  /** The run's budget: qbec sets no deadline of its own, so each evaluation gets what is left of it. */
  budget: RunBudget;
}

export type Evaluated = { ok: true; output: unknown } | { ok: false; diagnostic: Diagnostic };

/**
 * Evaluates many components. A libjsonnet evaluation costs ~60 ms before it does any work (it
 * sets up the standard library each time), so jsonnet components are evaluated in a few batches,
 * one snippet importing each component file and applying its top-level arguments as jsonnet does;
 * the result is the same as evaluating each file alone. A batch that fails is evaluated again one
 * file at a time, so every error is reported against its own component. `batches` is an upper
 * bound: infinity evaluates every component alone.
 */
export async function evaluateComponents(
  components: readonly Component[],
  inputs: EvalInputs & { batches: number; appRoot: string },
): Promise<Map<string, Evaluated>> {
  const results = new Map<string, Evaluated>();
  const single = components.filter((c) => c.files.length !== 1 || !c.files[0]?.endsWith('.jsonnet'));
  const jsonnet = components.filter((c) => !single.includes(c));
  const chunks: Component[][] = Array.from({ length: Math.min(inputs.batches, jsonnet.length) }, () => []);
  for (const [i, c] of jsonnet.entries()) chunks[i % chunks.length]?.push(c);
  await Promise.all([
    ...single.map(async (c) => {
      results.set(c.name, await evaluateComponent(c, inputs));
    }),
    ...chunks.map(async (chunk) => {
      if (chunk.length > 1) {
        try {
          const out = (await inputs.engine.evaluate({
            snippet: {
              code: batchSnippet(chunk, inputs.tlasFor),
              filename: path.join(inputs.appRoot, '<components>'),
            },
            extVars: inputs.vars,
            libPaths: inputs.libPaths,
            natives: standardNatives,
            deadlineMs: inputs.budget.unitMs(),
            displayRoot: inputs.displayRoot,
          })) as unknown[];
          for (const [i, c] of chunk.entries()) results.set(c.name, { ok: true, output: out[i] });
          return;
        } catch (err) {
          if (!(err instanceof JsonnetEvalError)) throw err;
        }
      }
      for (const c of chunk) results.set(c.name, await evaluateComponent(c, inputs));
    }),
  ]);
  return results;
}

/** `[ <file 1 with its TLAs applied>, ... ]`; a TLA string is a JSON literal, TLA code is inlined. */
function batchSnippet(
  chunk: readonly Component[],
  tlasFor: (c: Component) => Record<string, JsonnetVar>,
): string {
  const items = chunk.map((c) => {
    const args = Object.entries(tlasFor(c))
      .map(([name, v]) => `${name}=(${v.kind === 'string' ? JSON.stringify(v.value) : v.value})`)
      .join(', ');
    return `  (local top = import ${JSON.stringify(c.files[0])}; if std.isFunction(top) then top(${args}) else top)`;
  });
  return `[\n${items.join(',\n')}\n]\n`;
}

/**
 * A component's raw output: a .yaml file is its list of documents, a .json file its value, a
 * .jsonnet file its evaluation; an index.yaml component is the list of its files' outputs.
 */
export async function evaluateComponent(component: Component, inputs: EvalInputs): Promise<Evaluated> {
  const outputs: unknown[] = [];
  for (const file of component.files) {
    const result = await evaluateFile(file, inputs, inputs.tlasFor(component));
    if (!result.ok) return result;
    outputs.push(result.output);
  }
  return { ok: true, output: outputs.length === 1 ? outputs[0] : outputs };
}

async function evaluateFile(
  file: string,
  inputs: EvalInputs,
  tlas: Record<string, JsonnetVar>,
): Promise<Evaluated> {
  const display = path.relative(inputs.displayRoot, file);
  const fail = (
    message: string,
    reason: string,
    line?: number,
    column?: number,
    at = display,
    trace = '',
  ): Evaluated => ({
    ok: false,
    diagnostic: {
      severity: 'error',
      source: inputs.source,
      file: at,
      line,
      column,
      message,
      ...(trace ? { trace } : {}),
      reason,
    },
  });
  if (file.endsWith('.yaml') || file.endsWith('.json')) {
    let text: string;
    try {
      text = await inputs.boundary.readText(file, display);
    } catch (err) {
      if (err instanceof BoundaryError) return fail(err.message, 'OutsideRepository');
      return fail(`${display}: file not found`, 'NotFound');
    }
    if (file.endsWith('.yaml')) {
      try {
        return { ok: true, output: parseYamlDocuments(text) };
      } catch (err) {
        if (err instanceof YamlParseError) return fail(err.message, 'YamlSyntax', err.line, err.column);
        throw err;
      }
    }
    try {
      return { ok: true, output: parseFirstJsonValue(text) };
    } catch (err) {
      if (err instanceof JsonParseError)
        return fail(`invalid JSON: ${err.message}`, 'JsonSyntax', err.line, err.column);
      throw err;
    }
  }
  try {
    const output = await inputs.engine.evaluate({
      file,
      extVars: inputs.vars,
      tlas,
      libPaths: inputs.libPaths,
      natives: standardNatives,
      deadlineMs: inputs.budget.unitMs(),
      displayRoot: inputs.displayRoot,
    });
    return { ok: true, output };
  } catch (err) {
    if (err instanceof JsonnetEvalError)
      return fail(
        `${err.message}${err.hint}`,
        err.reason,
        err.line,
        err.column,
        err.file ?? display,
        err.trace,
      );
    throw err;
  }
}
