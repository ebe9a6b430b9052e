import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { Diagnostic } from '../../src/model/types';
import { type ElaboratedStack, elaborateStack } from '../../src/render/stack/elaborate';
import { type DeployComponent, runStack, type StackInputs } from '../../src/render/stack/lifecycle';
import { writeTree } from '../qbec/helpers';

export { cleanupTempDirs, writeTree } from '../qbec/helpers';

/** Elaborates `hub` (relative to `root`) the way the renderer will: files read through a reader, paths shown relative to root. */
export async function elaborate(root: string, hub: string, environment?: string) {
  return elaborateStack({
    hubFile: path.join(root, hub),
    root,
    readFile: (p) => readFile(p, 'utf8'),
    source: 'platform',
    ...(environment ? { environment } : {}),
  });
}

/** A stack written from `files` and elaborated; fails the test on an elaboration error. */
export async function stackOf(files: Record<string, string>, hub = 'hub.yaml', environment?: string) {
  const root = await writeTree(files);
  const result = await elaborate(root, hub, environment);
  expect(errors(result.diagnostics)).toEqual([]);
  return { root, stack: result.stack as ElaboratedStack, diagnostics: result.diagnostics };
}

export function errors(diagnostics: Diagnostic[]) {
  return diagnostics.filter((d) => d.severity === 'error');
}

export function warnings(diagnostics: Diagnostic[]) {
  return diagnostics.filter((d) => d.severity === 'warning');
}

/** Top-level parameters as `qualified name -> value`. */
export function parameterValues(stack: ElaboratedStack): Record<string, unknown> {
  return Object.fromEntries(
    stack.parameters.map((p) => [p.component ? `${p.name}|${p.component}` : p.name, p.value]),
  );
}

export const noInputs: StackInputs = { environment: 'dev', env: {}, capabilities: [], platformProvides: [] };

/** A deploy callback that records what it was called with and returns `results[name]` (ok, no outputs by default). */
export function recorder(results: Record<string, Partial<Awaited<ReturnType<DeployComponent>>>> = {}) {
  const calls: { name: string; parameters: Record<string, unknown> }[] = [];
  const deploy: DeployComponent = async (c) => {
    calls.push({ name: c.name, parameters: c.parameters });
    return { outputs: {}, ok: true, ...results[c.name] };
  };
  return { calls, deploy };
}

export async function plan(
  files: Record<string, string>,
  inputs: Partial<StackInputs> = {},
  deploy?: DeployComponent,
) {
  const { stack } = await stackOf(files);
  const rec = recorder();
  const result = await runStack(stack, { ...noInputs, ...inputs }, deploy ?? rec.deploy);
  return { plan: result, calls: rec.calls, stack };
}

/** A component directory with a hub-component.yaml. */
export function component(name: string, body: string): Record<string, string> {
  return { [`components/${name}/hub-component.yaml`]: `meta:\n  name: ${name}\n${body}` };
}
