/**
 * The engines a render asks for. rigging's jsonnet engine is loaded with this module; libjsonnet's
 * (its worker process or the addon, behind the import pre-scan) and Ruby's are imported when
 * first used: most renders need neither, and their modules bring in child_process, readline,
 * zlib and crypto (the CLI's bundle splits at each `import()`).
 */
import type { RepositoryBoundary } from '../boundary/boundary';
import type { JsonnetEngineName } from '../config/types';
import type { RubyRuntime } from './bosh/ruby';
import { type EngineChoice, engineChoice } from './engine-choice';
import type { JsonnetEngine } from './jsonnet/engine';
import { createRiggingEngine } from './jsonnet/rigging/engine';
import type { ReuseRole } from './jsonnet/rigging/reuse';

export { chooseEngines, type EngineChoice, type JsonnetChoice } from './engine-choice';

/** The engines one render may ask for, each made on first use and confined to the repository. */
export interface Engines {
  jsonnet(): JsonnetEngine;
  /**
   * Ruby's ERB in ruby.wasm, for BOSH job templates: booted on its first job, once per render. Not
   * shared between renders: a template may redefine anything in its VM, and a diff's head must not
   * change how its base renders.
   */
  ruby(): RubyRuntime;
  /** Stops what this render started (its Ruby VM); the render is over. */
  close(): Promise<void>;
}

// One implementation per process and choice: a libjsonnet VM pool or a worker is worth keeping.
let jsonnet: { for: EngineChoice; engine: Promise<JsonnetEngine> } | undefined;

/** The process's libjsonnet engine for the current choice, made on first use. */
function processJsonnet(choice: EngineChoice): Promise<JsonnetEngine> {
  if (jsonnet?.for !== choice) {
    const { jsonnet: how, traces } = choice;
    const engine =
      how.kind === 'worker'
        ? import('./jsonnet/isolated').then(({ createIsolatedEngine }) =>
            createIsolatedEngine({
              command: how.command,
              ...(traces === 'discard' ? {} : { stderr: (text) => process.stderr.write(text) }),
            }),
          )
        : import('./jsonnet/libjsonnet').then(({ createLibjsonnetEngine }) => createLibjsonnetEngine());
    jsonnet = { for: choice, engine };
  }
  return jsonnet.engine;
}

/**
 * libjsonnet for one render, confined to its boundary, its code loaded by the first evaluation.
 * Callers read `costlyStart` before they evaluate; both libjsonnet engines start costly.
 */
function lazyLibjsonnet(
  choice: EngineChoice,
  boundary: RepositoryBoundary,
  maxTrace?: number,
): JsonnetEngine {
  let confined: Promise<JsonnetEngine> | undefined;
  const load = () =>
    Promise.all([import('./jsonnet/confine'), processJsonnet(choice)]).then(([{ confineEngine }, engine]) =>
      withMaxTrace(confineEngine(engine, boundary), maxTrace),
    );
  return {
    name: 'libjsonnet',
    costlyStart: true,
    evaluate: async (req) => {
      confined ??= load();
      return (await confined).evaluate(req);
    },
  };
}

/** Ruby's runtime, its code (and the wasm's) loaded when prepared or with the first job it renders. */
function lazyRuby(): RubyRuntime {
  let runtime: RubyRuntime | undefined;
  let started: Promise<RubyRuntime> | undefined;
  const start = () =>
    (started ??= import('./bosh/ruby').then(({ startRuby }) => {
      runtime = startRuby();
      return runtime;
    }));
  return {
    renderJob: async (job, opts) => (await start()).renderJob(job, opts),
    prepare: () => {
      start().then(
        (r) => r.prepare(),
        () => {},
      );
    },
    close: async () => {
      if (started) await (await started).close();
    },
    get bootMs() {
      return runtime?.bootMs;
    },
    get loadMs() {
      return runtime?.loadMs;
    },
    get restored() {
      return runtime?.restored;
    },
  };
}

/**
 * The engines of one render: what renderers ask for, checked against `boundary` before each use.
 * `jsonnetEngine` is the pipeline's `spec.jsonnet.engine` (or the CLI's --jsonnet-engine).
 */
export function enginesFor(
  boundary: RepositoryBoundary,
  jsonnetEngine: JsonnetEngineName = 'rigging',
  maxTrace?: number,
  /** A diff's side of the reuse of jsonnet evaluations (rigging's engine only). */
  reuse?: ReuseRole,
): Engines {
  let confined: JsonnetEngine | undefined;
  // The director renders every job of a deployment in one Ruby process; rigging, every job of a render.
  let ruby: RubyRuntime | undefined;
  return {
    jsonnet() {
      const choice = engineChoice();
      if (jsonnetEngine === 'rigging') {
        // One per render, reading every file through this render's boundary as evaluation reaches
        // it: no pre-scan, which would follow imports evaluation never reaches and lex every file
        // once more. libjsonnet reads files itself, so only its imports are checked beforehand.
        confined ??= createRiggingEngine({
          boundary,
          ...(maxTrace !== undefined ? { maxTrace } : {}),
          ...(choice.traces === 'discard' ? { onTrace: () => undefined } : {}),
          ...(reuse ? { reuse } : {}),
        });
        return confined;
      }
      confined ??= lazyLibjsonnet(choice, boundary, maxTrace);
      return confined;
    },
    // Nothing to confine to the boundary: templates reach Ruby as strings, and Ruby reaches nothing.
    // It runs in ruby.wasm with the JS bridge's imports refusing, no preopened directory and no
    // environment, inside a child process with an empty environment under Node's permission model
    // (src/render/bosh/ruby/guest.ts and sandbox.ts).
    ruby() {
      ruby ??= lazyRuby();
      return ruby;
    },
    async close() {
      const started = ruby;
      ruby = undefined;
      await started?.close();
    },
  };
}

/** The process's libjsonnet engine is shared by renders: each asks for its own trace length. */
function withMaxTrace(engine: JsonnetEngine, maxTrace: number | undefined): JsonnetEngine {
  if (maxTrace === undefined) return engine;
  return { ...engine, evaluate: (req) => engine.evaluate({ maxTrace, ...req }) };
}
