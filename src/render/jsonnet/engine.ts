/** What the renderers need from a jsonnet implementation; libjsonnet is the first, others can follow. */

/** An ext var or top-level argument: a string, or jsonnet code (JSON is valid code). */
export type JsonnetVar = { kind: 'string'; value: string } | { kind: 'code'; value: string };

export type JsonnetPrimitive = null | boolean | number | string;

export interface NativeFunction {
  params: readonly string[];
  /** Returns any JSON value (or a promise of one); throwing becomes a jsonnet runtime error. */
  fn: (...args: JsonnetPrimitive[]) => unknown;
  /**
   * Its answer (or error) depends on its arguments alone: no file, clock, environment or state.
   * A diff's head may then reuse its base's evaluation that called it (rigging/reuse.ts).
   */
  pure?: true;
}

export interface EvalRequest {
  /** File to evaluate: absolute, or relative to the staging dir when `files` is given. */
  file?: string;
  /** Code to evaluate instead of a file; `filename` names it in errors and anchors relative imports. */
  snippet?: { code: string; filename: string };
  /** In-memory sources by relative path, staged in a temp dir for the evaluation (imports resolve among them). */
  files?: Readonly<Record<string, string>>;
  /**
   * What `std.thisFile` says in each in-memory file, by its path in `files` (JaaS names a snippet
   * `<namespace>/<name>/<entry>`); a file not listed is named by that path, and a snippet by its
   * filename as given. rigging's engine honours it; libjsonnet names staged files by where they
   * were staged.
   */
  names?: Readonly<Record<string, string>>;
  extVars?: Readonly<Record<string, JsonnetVar>>;
  tlas?: Readonly<Record<string, JsonnetVar>>;
  /** Library search paths, earlier entries win (as with `jsonnet -J a -J b`). */
  libPaths?: readonly string[];
  natives?: Readonly<Record<string, NativeFunction>>;
  /** Give up after this many milliseconds. */
  deadlineMs?: number;
  /** Call depth allowed, when not the engine's (`jsonnet -s`). */
  maxStack?: number;
  /**
   * Stack trace lines an error keeps, as the jsonnet CLI's --max-trace: the innermost half and the
   * outermost half, `\t...` between; 0 keeps them all. The engine's own setting when absent.
   */
  maxTrace?: number;
  /** Absolute paths under this root are shown relative to it in errors. */
  displayRoot?: string;
  /**
   * Resolve to the JSON text exactly as the implementation manifests it (3-space indent, sorted
   * keys, trailing newline) instead of the parsed value: what JaaS publishes and hashes.
   */
  raw?: boolean;
  /**
   * Manifest the result as the jsonnet CLI's output modes do (`rigging eval`): the request then
   * resolves to a ManifestedOutput, each text as libjsonnet makes it, trailing newline included.
   */
  manifest?: ManifestMode;
}

/**
 * The jsonnet CLI's output modes: `-S` (`string`: the result, or each document or file, must be
 * a string and is output as it is), `-y` (`stream`: an array, one document per element) and
 * `-m` (`multi`: an object, one file per visible field).
 */
export interface ManifestMode {
  kind: 'single' | 'stream' | 'multi';
  string?: boolean;
}

export type ManifestedOutput =
  | { kind: 'single'; text: string }
  | { kind: 'stream'; documents: string[] }
  /** Files by field name, in code-point order of the names. */
  | { kind: 'multi'; files: [name: string, text: string][] };

export interface JsonnetEngine {
  readonly name: string;
  /**
   * Directories the implementation searches after a request's library paths, on its own
   * (libjsonnet's built-in jpaths); the repository boundary checks imports found there too.
   */
  readonly systemLibPaths?: readonly string[];
  /**
   * Whether each evaluation pays a large fixed cost before it does any work (libjsonnet sets up
   * its standard library per VM, ~60 ms): callers then batch many files into one evaluation.
   */
  readonly costlyStart?: boolean;
  /** Evaluates to the parsed JSON value; rejects with JsonnetEvalError. */
  evaluate(req: EvalRequest): Promise<unknown>;
}

/** A jsonnet failure with the position the jsonnet trace points at. */
export class JsonnetEvalError extends Error {
  constructor(
    message: string,
    readonly file: string | undefined,
    readonly line: number | undefined,
    readonly column: number | undefined,
    readonly reason: string,
    /** The whole jsonnet message including the stack trace, paths made relative. */
    readonly detail: string,
    /**
     * rigging's did-you-mean after the message (` (did you mean "port"?)`) or empty: diagnostics
     * add it, `rigging eval` prints the jsonnet CLI's text without it.
     */
    readonly hint = '',
  ) {
    super(message);
    this.name = 'JsonnetEvalError';
  }

  /**
   * The runtime error's stack trace as jsonnet prints it under the message: one
   * `\t<file:line:col>\t<name>` line a frame, innermost first; '' when there is none.
   */
  get trace(): string {
    const lines = this.detail.split('\n');
    const first = lines.findIndex((l) => l.startsWith('\t'));
    return first < 0 ? '' : lines.slice(first).join('\n').replace(/\n+$/, '');
  }
}

export const stringVar = (value: string): JsonnetVar => ({ kind: 'string', value });
export const codeVar = (value: string): JsonnetVar => ({ kind: 'code', value });
/** A string stays a string; anything else is passed as JSON code. qbec's rule for var values and defaults. */
export const valueVar = (value: unknown): JsonnetVar =>
  typeof value === 'string' ? stringVar(value) : codeVar(JSON.stringify(value));
