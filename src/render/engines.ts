import type { RepositoryBoundary } from '../boundary/boundary';
import type { JsonnetEngineName } from '../config/types';
import { type RubyRuntime, startRuby } from './bosh/ruby';
import { confineEngine } from './jsonnet/confine';
import type { JsonnetEngine } from './jsonnet/engine';
import { createIsolatedEngine } from './jsonnet/isolated';
import { createLibjsonnetEngine } from './jsonnet/libjsonnet';
import { createRiggingEngine } from './jsonnet/rigging/engine';

/**
 * How jsonnet runs: in this process, or in a worker process started by `command` whose
 * environment holds none of the caller's tokens (the action's choice).
 */
export type JsonnetChoice =
  | { kind: 'in-process' }
  | { kind: 'worker'; command: readonly [string, ...string[]] };

/** Which implementation of each engine a process uses; set once, at its entry point. */
export interface EngineChoice {
  jsonnet: JsonnetChoice;
  /**
   * Where std.trace lines go. `discard` in the action: a pull request's jsonnet could trace a
   * Secret into a public log (libjsonnet's worker then swallows its stderr for the same reason).
   */
  traces?: 'stderr' | 'discard';
}

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

let choice: EngineChoice = { jsonnet: { kind: 'in-process' } };
// One implementation per process and choice: a libjsonnet VM pool or a worker is worth keeping.
let jsonnet: JsonnetEngine | undefined;

/**
 * Picks the engine implementations for this process, as Tanka picks its jsonnet implementation in
 * one spot. The action and the CLI's binary ask for the isolated worker (tests keep the default).
 */
export function chooseEngines(next: EngineChoice): void {
  choice = next;
  jsonnet = undefined;
}

/**
 * The engines of one render: what renderers ask for, checked against `boundary` before each use.
 * `jsonnetEngine` is the pipeline's `spec.jsonnet.engine` (or the CLI's --jsonnet-engine).
 */
export function enginesFor(
  boundary: RepositoryBoundary,
  jsonnetEngine: JsonnetEngineName = 'rigging',
  maxTrace?: number,
): Engines {
  let confined: JsonnetEngine | undefined;
  // The director renders every job of a deployment in one Ruby process; rigging, every job of a render.
  let ruby: RubyRuntime | undefined;
  return {
    jsonnet() {
      if (jsonnetEngine === 'rigging') {
        // One per render, reading every file through this render's boundary as evaluation reaches
        // it: no pre-scan, which would follow imports evaluation never reaches and lex every file
        // once more. libjsonnet reads files itself, so only its imports are checked beforehand.
        confined ??= createRiggingEngine({
          boundary,
          ...(maxTrace !== undefined ? { maxTrace } : {}),
          ...(choice.traces === 'discard' ? { onTrace: () => undefined } : {}),
        });
        return confined;
      }
      jsonnet ??=
        choice.jsonnet.kind === 'worker'
          ? createIsolatedEngine({
              command: choice.jsonnet.command,
              ...(choice.traces === 'discard' ? {} : { stderr: (text) => process.stderr.write(text) }),
            })
          : createLibjsonnetEngine();
      confined ??= withMaxTrace(confineEngine(jsonnet, boundary), maxTrace);
      return confined;
    },
    // Nothing to confine to the boundary: templates reach Ruby as strings, and Ruby reaches nothing.
    // It runs in ruby.wasm with the JS bridge's imports refusing, no preopened directory and no
    // environment, inside a child process with an empty environment under Node's permission model
    // (src/render/bosh/ruby/guest.ts and sandbox.ts).
    ruby() {
      ruby ??= startRuby();
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
