import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../../model/types';
import { type JsonnetEngine, JsonnetEvalError, type JsonnetVar, parseYamlDocuments, standardNatives, YamlParseError } from '../jsonnet';
import type { Component } from './components';

export interface EvalInputs {
  engine: JsonnetEngine;
  vars: Record<string, JsonnetVar>;
  tlas: Record<string, JsonnetVar>;
  libPaths: string[];
  displayRoot: string;
  source: string;
  deadlineMs?: number;
}

export type Evaluated = { ok: true; output: unknown } | { ok: false; diagnostic: Diagnostic };

/**
 * A component's raw output: a .yaml file is its list of documents, a .json file its value, a
 * .jsonnet file its evaluation; an index.yaml component is the list of its files' outputs.
 */
export async function evaluateComponent(component: Component, inputs: EvalInputs): Promise<Evaluated> {
  const outputs: unknown[] = [];
  for (const file of component.files) {
    const result = await evaluateFile(file, inputs);
    if (!result.ok) return result;
    outputs.push(result.output);
  }
  return { ok: true, output: outputs.length === 1 ? outputs[0] : outputs };
}

async function evaluateFile(file: string, inputs: EvalInputs): Promise<Evaluated> {
  const display = path.relative(inputs.displayRoot, file);
  const fail = (message: string, reason: string, line?: number, column?: number, at = display): Evaluated => ({
    ok: false,
    diagnostic: { severity: 'error', source: inputs.source, file: at, line, column, message, reason },
  });
  if (file.endsWith('.yaml') || file.endsWith('.json')) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
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
      return { ok: true, output: JSON.parse(text) };
    } catch (err) {
      const { line, column } = jsonErrorPosition(text, (err as Error).message);
      return fail(`invalid JSON: ${(err as Error).message.replace(/ in JSON at position \d+.*$/, '')}`, 'JsonSyntax', line, column);
    }
  }
  try {
    const output = await inputs.engine.evaluate({
      file,
      extVars: inputs.vars,
      tlas: inputs.tlas,
      libPaths: inputs.libPaths,
      natives: standardNatives,
      deadlineMs: inputs.deadlineMs,
      displayRoot: inputs.displayRoot,
    });
    return { ok: true, output };
  } catch (err) {
    if (err instanceof JsonnetEvalError) return fail(err.message, err.reason, err.line, err.column, err.file ?? display);
    throw err;
  }
}

/** V8 reports `at position N`; editors want a line and column. */
function jsonErrorPosition(text: string, message: string): { line?: number; column?: number } {
  const m = /position (\d+)/.exec(message);
  if (!m) return {};
  const before = text.slice(0, Number(m[1]));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
