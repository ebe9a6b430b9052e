import { constants } from 'node:os';
import path from 'node:path';
import { JsonnetEvalError } from './engine';

/** The slice of @hanazuki/node-jsonnet's class that the engine uses. */
export interface NativeJsonnet {
  extString(key: string, value: string): this;
  extCode(key: string, value: string): this;
  tlaString(key: string, value: string): this;
  tlaCode(key: string, value: string): this;
  addJpath(path: string): this;
  setMaxTrace(value: number): this;
  setMaxStack(value: number): this;
  stringOutput(value: boolean): this;
  evaluateFile(filename: string): Promise<string>;
  evaluateSnippet(snippet: string, filename?: string): Promise<string>;
  evaluateSnippetStream(snippet: string, filename?: string): Promise<string[]>;
  evaluateSnippetMulti(snippet: string, filename?: string): Promise<Record<string, string>>;
}

interface BindingExports {
  Jsonnet: (new () => NativeJsonnet) & { readonly version: string; prototype: object };
  JsonnetError?: unknown;
}

// Set by the esbuild build: bundles load the addon from dist/native/ because GitHub runs
// the action without node_modules.
declare const RIGGING_BUNDLED: boolean | undefined;

class LibjsonnetError extends Error {
  override name = 'JsonnetError';
}

let loaded: Promise<BindingExports> | undefined;

export function loadBinding(): Promise<BindingExports> {
  loaded ??= load().catch((err: unknown) => {
    // No addon for this OS or architecture (it ships for linux-x64 only), or no compiler built it.
    const why = ((err as Error).message ?? String(err)).split('\n')[0];
    const message =
      `the libjsonnet engine cannot be loaded on ${process.platform}-${process.arch} (${why}); ` +
      'use spec.jsonnet.engine: rigging';
    throw new JsonnetEvalError(message, undefined, undefined, undefined, 'EngineUnavailable', message);
  });
  return loaded;
}

async function load(): Promise<BindingExports> {
  if (typeof RIGGING_BUNDLED !== 'undefined' && RIGGING_BUNDLED) {
    const mod = { exports: {} as BindingExports };
    // The addon's RUNPATH is rewritten to $ORIGIN at build time, so libjsonnet.so.0 is found beside it.
    process.dlopen(mod, path.join(__dirname, '..', 'native', 'node-jsonnet.node'), constants.dlopen.RTLD_NOW);
    // The addon throws instances of the `JsonnetError` export; the package's own JS sets it up, so do we.
    Object.defineProperty(mod.exports, 'JsonnetError', { value: LibjsonnetError });
    return mod.exports;
  }
  // A specifier in a variable keeps bundlers and the type checker from resolving the package here.
  const specifier = '@hanazuki/node-jsonnet';
  const mod = (await import(specifier)) as BindingExports & { default?: BindingExports };
  return mod.default ?? mod;
}

/** Registers a native function; the addon needs an async function so a throw cannot kill the VM. */
export function registerNative(
  vm: NativeJsonnet,
  name: string,
  fn: (...args: unknown[]) => unknown,
  params: readonly string[],
): void {
  const register = (vm as unknown as { _nativeCallback: (n: string, f: unknown, ...p: string[]) => void })
    ._nativeCallback;
  register.call(vm, name, async (...args: unknown[]) => fn(...args), ...params);
}
