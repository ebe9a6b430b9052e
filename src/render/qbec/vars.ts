import type { Diagnostic } from '../../model/types';
import { deepMerge } from '../../model/values';
import { diagnosticAt } from '../../schema';
import type { RunBudget } from '../budget';
import {
  codeVar,
  type JsonnetEngine,
  JsonnetEvalError,
  type JsonnetVar,
  standardNatives,
  stringVar,
  valueVar,
} from '../jsonnet';
import type { QbecApp, QbecEnvironment } from './app';

export interface VarInputs {
  /** Values given for the source in rigging.yaml, qbec's --vm:ext-str/--vm:ext-code. */
  extVars: Record<string, unknown>;
  tag: string;
  source: string;
  displayRoot: string;
  /** The run's budget: each computed variable gets what is left of it. */
  budget: RunBudget;
}

/** qbec.io/defaultNs: the environment's namespace or `default`, suffixed with the tag when asked to. */
export function defaultNamespace(app: QbecApp, env: QbecEnvironment, tag: string): string {
  const ns = env.defaultNamespace || 'default';
  return app.namespaceTagSuffix && tag ? `${ns}-${tag}` : ns;
}

/**
 * The ext vars every component of an environment sees: declared defaults, then the values the
 * source sets, then computed vars in declaration order, with qbec's own qbec.io/* vars on top.
 */
export async function environmentVars(
  app: QbecApp,
  env: QbecEnvironment,
  engine: JsonnetEngine,
  inputs: VarInputs,
): Promise<{ vars: Record<string, JsonnetVar>; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const vars: Record<string, JsonnetVar> = {};
  for (const v of app.external) if (v.hasDefault) vars[v.name] = valueVar(v.default);
  for (const [name, value] of Object.entries(inputs.extVars)) vars[name] = valueVar(value);

  const qbecVars: Record<string, JsonnetVar> = {
    'qbec.io/env': stringVar(env.name),
    'qbec.io/tag': stringVar(inputs.tag),
    'qbec.io/defaultNs': stringVar(defaultNamespace(app, env, inputs.tag)),
    'qbec.io/cleanMode': stringVar('off'),
    'qbec.io/envProperties': codeVar(JSON.stringify(deepMerge(app.baseProperties, env.properties))),
  };
  Object.assign(vars, qbecVars);

  // Until computed, a computed var is an error, so one that reads a later one fails clearly.
  for (const c of app.computed)
    vars[c.name] = codeVar(`error 'variable ${c.name} has not yet been computed'`);
  for (const c of app.computed) {
    try {
      const value = await engine.evaluate({
        snippet: { code: c.code, filename: `${app.root}/${c.name}` },
        extVars: vars,
        libPaths: app.libPaths,
        natives: standardNatives,
        deadlineMs: inputs.budget.unitMs(),
        displayRoot: inputs.displayRoot,
      });
      vars[c.name] = codeVar(JSON.stringify(value));
    } catch (err) {
      const message = err instanceof JsonnetEvalError ? err.message : String(err);
      const trace = err instanceof JsonnetEvalError ? err.trace : '';
      diagnostics.push({
        ...diagnosticAt(
          app.parsed,
          ['spec', 'vars', 'computed', c.index, 'code'],
          `eval computed var ${c.name}: ${message}`,
          { reason: 'ComputedVar' },
        ),
        ...(trace ? { trace } : {}),
      });
    }
  }
  return { vars: { ...vars, ...qbecVars }, diagnostics };
}

/** Top-level arguments for one component: only those declared for it and given a value. */
export function componentTlas(
  topLevelVars: readonly string[],
  given: Record<string, unknown>,
): Record<string, JsonnetVar> {
  const tlas: Record<string, JsonnetVar> = {};
  for (const name of topLevelVars) if (name in given) tlas[name] = valueVar(given[name]);
  return tlas;
}
