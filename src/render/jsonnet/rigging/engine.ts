/**
 * rigging's own Jsonnet engine behind the JsonnetEngine interface: parse, check, evaluate and
 * manifest in-process. In-memory files are served from memory (a virtual directory, so errors
 * read as libjsonnet's over a staged copy), imports search the importing file's directory and
 * then the library paths in order, as libjsonnet does.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeRefusal, type Refusal, type RepositoryBoundary } from '../../../boundary/boundary';
import { type EvalRequest, type JsonnetEngine, JsonnetEvalError, type JsonnetVar } from '../engine';
import { makeRelativizer, parseJsonnetError } from '../trace';
import { JsonnetSyntaxError, type Loc } from './ast';
import { needsDeepStack } from './deep-stack-setup';
import { DeadlineExceeded, escapeForMessage, type ImportKind, Interpreter, MANIFESTATION } from './evaluate';
import { rangeText } from './lexer';
import { type JsonValue, manifestOutput } from './manifest';
import { manifestAs } from './manifest-modes';
import { parseChecked } from './parse-cache';
import type { Probe, ReuseRole } from './reuse';
import { makeStd } from './std/index';
import { treeFileNames } from './tree-names';
import { Func, RuntimeError, Thunk, type TraceFrame, type Value } from './value';

export interface RiggingOptions {
  /** libjsonnet's default: 500 calls deep. */
  maxStack?: number;
  /** Stack trace lines kept in errors (libjsonnet's default 20; 0 keeps them all). */
  maxTrace?: number;
  /** Where std.trace writes its `TRACE: file:line message` lines (default: stderr). */
  onTrace?: (line: string) => void;
  /**
   * When given, every file read from disk (imports of every kind, from every library path, and
   * the entry file) is located through it first and a file outside the repository or under .git
   * is refused at the import that reached it. This is the engine's whole wall: it is not wrapped
   * in confineEngine's pre-scan.
   */
  boundary?: RepositoryBoundary;
  /** A diff's base keeps its evaluations here and its head finds them (reuse.ts says when). */
  reuse?: ReuseRole;
}

/** Where in-memory files appear to live; never touches the disk. */
const MEMORY_ROOT = path.resolve('/__rigging_jsonnet_memory__');

/** Raised inside evaluation when a native callback answered with a promise: retry once it settles. */
class NativePending extends Error {
  constructor(
    readonly key: string,
    readonly promise: Promise<unknown>,
  ) {
    super('native pending');
  }
}

export function createRiggingEngine(options: RiggingOptions = {}): JsonnetEngine {
  const maxStack = options.maxStack ?? 500;
  const maxTrace = options.maxTrace ?? 20;
  const onTrace = options.onTrace ?? ((line: string) => process.stderr.write(`${line}\n`));
  const evaluateNow = async (req: EvalRequest): Promise<unknown> => {
    const stack = req.maxStack ?? maxStack;
    if (needsDeepStack(stack, req)) {
      const walls = options.boundary?.walls;
      // The thread's code (node:worker_threads, node:v8) loaded only for such an evaluation.
      const { evaluateOnDeepStack } = await import('./deep-stack');
      return evaluateOnDeepStack(
        req,
        { maxStack: stack, maxTrace: req.maxTrace ?? maxTrace, walls },
        onTrace,
      );
    }
    // Async natives: evaluation is synchronous, so it reruns with settled results memoised.
    const settled = new Map<string, { ok: boolean; value: unknown }>();
    for (;;) {
      try {
        return run(
          req,
          settled,
          req.maxStack ?? maxStack,
          req.maxTrace ?? maxTrace,
          onTrace,
          options.boundary,
          options.reuse,
        );
      } catch (e) {
        if (!(e instanceof NativePending)) throw e;
        try {
          settled.set(e.key, { ok: true, value: await e.promise });
        } catch (err) {
          settled.set(e.key, { ok: false, value: err });
        }
      }
    }
  };
  // Evaluation is synchronous, so evaluations queue and each starts in a later turn of the event
  // loop: signals, timers and I/O get in between them however many were asked for at once (all
  // started together they would run back to back in one turn, and Ctrl-C would wait for them all).
  let queue: Promise<unknown> = Promise.resolve();
  return {
    name: 'rigging',
    evaluate: (req) => {
      const mine = queue.then(nextTurn).then(() => evaluateNow(req));
      queue = mine.catch(() => undefined);
      return mine;
    },
  };
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function run(
  req: EvalRequest,
  settled: Map<string, { ok: boolean; value: unknown }>,
  maxStack: number,
  maxTrace: number,
  onTrace: (line: string) => void,
  boundary: RepositoryBoundary | undefined,
  reuse: ReuseRole | undefined,
): unknown {
  const files = req.files;
  const base = files ? MEMORY_ROOT : '';
  const relativize = makeRelativizer(files ? MEMORY_ROOT : undefined, req.displayRoot);
  const libPaths = (req.libPaths ?? []).map((p) => path.resolve(base, p));
  // The parser's names of the tree's files: the same for a file at the same place in another tree.
  const names = treeFileNames(files ? undefined : req.displayRoot);
  const shown = (file: string) => names.real(file);

  const inMemory = (file: string) =>
    files !== undefined && (file === MEMORY_ROOT || file.startsWith(MEMORY_ROOT + path.sep));
  const memoryFile = (file: string) => files?.[path.relative(MEMORY_ROOT, file).split(path.sep).join('/')];
  // Refusals raised by reads, so the evaluation error they end up in is reported as a refusal.
  const refusals = new Set<string>();
  const refuse = (message: string): never => {
    refusals.add(message);
    throw new Error(message);
  };
  // Files do not change during an evaluation: an import evaluated again (in a function body, say)
  // does not read the disk again.
  const found = new Map<string, { found: string; text: string; bytes?: Uint8Array }>();
  // What this evaluation read from disk, for a reuse (reuse.ts); undefined when it cannot be reused.
  const key = reuse ? reuseKey(req, names.named, libPaths) : undefined;
  let probes: Probe[] | undefined = key !== undefined ? [] : undefined;
  const probed = new Set<string>();
  const noted = (probe: Probe) => {
    const id = `${probe.kind}\u0000${probe.name}`;
    if (probes && !probed.has(id)) {
      probed.add(id);
      probes.push(probe);
    }
  };
  /** Makes this evaluation's output its own: it showed something of its tree or wrote a line. */
  const observed = () => {
    probes = undefined;
  };

  /**
   * The regular file the OS would open at `file`, `missing` when there is none, or a refusal when
   * it lies outside the repository. A refused path that does not exist is only remembered: jsonnet
   * passes over a missing candidate to the next library path, and so does this.
   */
  const onDisk = (
    file: string,
    shown: string,
    kind: ImportKind,
  ): { real: string; at?: string } | { missing: string | undefined; at?: string } => {
    const place = placeOf(file);
    if ('refusal' in place) {
      const message = `${kind} ${describeRefusal(shown, place.refusal)}`;
      return place.exists ? refuse(message) : { missing: message };
    }
    return place.isFile ? { real: place.real, at: place.at } : { missing: undefined, at: place.at };
  };

  // Where each candidate path lies, once per evaluation: every importer in a directory tries the
  // same library-path candidates, and a missing one costs several realpath calls (boundary.ts
  // deepestReal). The files are read once per evaluation anyway (`found`), so the tree is taken
  // as it was at the first look.
  const places = new Map<string, Place>();
  const placeOf = (file: string): Place => {
    let place = places.get(file);
    if (!place) {
      place = locate(boundary, file);
      places.set(file, place);
    }
    return place;
  };

  const readByReal = new Map<string, string | Uint8Array>();
  // One read per real file and kind in an evaluation: `found` is keyed by importer directory, so a
  // library imported from many directories (grafonnet's main.libsonnet: 11) would be read again each
  // time. The boundary and stat checks above still run for every candidate path.
  const readOnce = <T extends string | Uint8Array>(kind: ImportKind, real: string, read: () => T): T => {
    const id = `${kind === 'importbin' ? 'bin' : 'text'}\u0000${real}`;
    const known = readByReal.get(id);
    if (known !== undefined) return known as T;
    const content = read();
    readByReal.set(id, content);
    return content;
  };

  const importer = (kind: ImportKind, p: string, importing: string) => {
    const from = names.real(importing);
    if (p === '') throw new Error(`couldn't open import "": the empty string is not a valid filename`);
    if (p.includes('\u0000')) refuse(`${kind} ${JSON.stringify(p)} is not a valid path`);
    const key = `${kind}\u0000${path.dirname(from)}\u0000${p}`;
    const known = found.get(key);
    if (known) return known;
    const dirs = [path.dirname(from), ...libPaths];
    // A directory and the import joined as text, as libjsonnet (and confineEngine) form them: a
    // `..` after a symlink is left for the OS to follow, never normalised away first. In-memory
    // files have no symlinks and are looked up normalised; they never climb out to the disk.
    const join = (d: string) => {
      if (!inMemory(d)) return d.endsWith(path.sep) ? d + p : d + path.sep + p;
      const c = path.resolve(d, p);
      return inMemory(c) ? c : refuse(`${kind} ${describeRefusal(p, 'outside')}`);
    };
    const candidates = path.isAbsolute(p) ? [p] : dirs.map(join);
    let passed: string | undefined;
    for (const c of candidates) {
      let hit: { found: string; text: string; bytes?: Uint8Array } | undefined;
      if (inMemory(c)) {
        const text = memoryFile(c);
        if (text !== undefined)
          hit = {
            found: c,
            text,
            ...(kind === 'importbin' ? { bytes: new TextEncoder().encode(text) } : {}),
          };
      } else {
        // Found by the parser's name for it: its AST is then the one a like file elsewhere has.
        const disk = onDisk(c, p, kind);
        const name = names.named(c);
        const at = disk.at !== undefined ? { at: disk.at } : {};
        const probe = kind === 'importbin' ? 'bytes' : 'text';
        if ('missing' in disk) {
          passed ??= disk.missing;
          noted(
            probe === 'bytes'
              ? { kind: probe, name, bytes: undefined, ...at }
              : { kind: probe, name, text: undefined, ...at },
          );
        } else if (kind === 'importbin') {
          hit = { found: name, text: '', bytes: readOnce(kind, disk.real, () => readFileSync(disk.real)) };
          noted({ kind: 'bytes', name, bytes: hit.bytes, ...at });
        } else {
          hit = { found: name, text: readOnce(kind, disk.real, () => readFileSync(disk.real, 'utf8')) };
          noted({ kind: 'text', name, text: hit.text, ...at });
        }
      }
      if (hit) {
        found.set(key, hit);
        return hit;
      }
    }
    // Nothing found, and a candidate was outside: say so, whether or not something is there.
    if (passed !== undefined) refuse(passed);
    throw new Error(
      `couldn't open import "${escapeForMessage(p)}": no match locally or in the Jsonnet library paths.`,
    );
  };

  /** The main file's text (undefined when there is none) and, within a boundary, where it really is. */
  const readMain = (file: string, shown: string): { text: string | undefined; at?: string } => {
    if (inMemory(file)) return { text: memoryFile(file) };
    const where = boundary?.locateSync(file);
    if (where && !where.ok) {
      const message = describeRefusal(shown, where.refusal);
      throw new JsonnetEvalError(message, shown, undefined, undefined, 'OutsideRepository', message);
    }
    const real = where?.real ?? file;
    const text = statSync(real, { throwIfNoEntry: false })?.isFile() ? readFileSync(real, 'utf8') : undefined;
    const at = boundary && where ? belowTop(boundary, where.real) : undefined;
    return at !== undefined ? { text, at } : { text };
  };

  const extVars = new Map<string, () => Value>();
  const natives = new Map<string, Func>();
  let interp: Interpreter | undefined;
  const varValue = (name: string, v: JsonnetVar, kind: string): (() => Value) => {
    let cached: Value | undefined;
    return () => {
      if (cached !== undefined) return cached;
      if (v.kind === 'string') cached = v.value;
      else {
        const file = `<${kind}:${name}>`;
        cached = (interp as Interpreter).evalFile(parseChecked(v.value, file), file);
      }
      return cached;
    };
  };
  for (const [k, v] of Object.entries(req.extVars ?? {})) extVars.set(k, varValue(k, v, 'extvar'));
  for (const [name, n] of Object.entries(req.natives ?? {})) {
    natives.set(
      name,
      new Func(name, [...n.params], undefined, undefined, undefined, (args, loc) => {
        for (const a of args) {
          if (a !== null && typeof a === 'object')
            throw (interp as Interpreter).error(loc, 'native extensions can only take primitives.');
        }
        const key = `${name}\u0000${JSON.stringify(args)}`;
        const done = settled.get(key);
        let out: unknown;
        if (done) {
          if (!done.ok) throw (interp as Interpreter).error(loc, errorText(done.value));
          out = done.value;
        } else {
          try {
            out = n.fn(...(args as (string | number | boolean | null)[]));
          } catch (e) {
            throw (interp as Interpreter).error(loc, errorText(e));
          }
          if (out instanceof Promise) throw new NativePending(key, out);
        }
        return (interp as Interpreter).fromPlain(out);
      }),
    );
  }

  const deadline = req.deadlineMs ? Date.now() + req.deadlineMs : undefined;
  // std.thisFile of an in-memory file: the name the user knows, never the internal root.
  const snippetFile = req.snippet && files ? path.resolve(base, req.snippet.filename) : undefined;
  const thisFile = (named: string): string => {
    observed();
    const file = names.real(named);
    if (!inMemory(file)) return file;
    if (req.snippet && file === snippetFile) return req.snippet.filename;
    const key = path.relative(MEMORY_ROOT, file).split(path.sep).join('/');
    return req.names?.[key] ?? key;
  };
  interp = new Interpreter({
    thisFile,
    importer,
    parse: parseChecked,
    maxStack,
    ...(deadline !== undefined ? { deadline } : {}),
    makeStd: (i) =>
      makeStd(i, {
        extVars,
        natives,
        onTrace: (line) => {
          observed();
          onTrace(line.split(`${MEMORY_ROOT}${path.sep}`).join(''));
        },
        shownFile: shown,
      }),
  });

  let mainFile: string;
  let code: string;
  if (req.snippet) {
    mainFile = path.resolve(base, req.snippet.filename);
    code = req.snippet.code;
  } else if (req.file) {
    mainFile = path.resolve(base, req.file);
    const { text, at } = readMain(mainFile, req.file);
    if (!inMemory(mainFile))
      noted({ kind: 'text', name: names.named(mainFile), text, ...(at !== undefined ? { at } : {}) });
    if (text === undefined)
      throw new JsonnetEvalError(
        `could not read ${req.file}`,
        req.file,
        undefined,
        undefined,
        'JsonnetError',
        '',
      );
    code = text;
  } else {
    throw new Error('jsonnet evaluation needs a file or a snippet');
  }

  const fail = (text: string) => parseJsonnetError(text, relativize);
  if (reuse?.role === 'find' && key !== undefined && probes) {
    const again = reuse.reuse.find(key, (p) => probeAgain(p, names.real, boundary));
    if (again) return again.output;
  }
  try {
    const mainName = names.named(mainFile);
    let v = interp.evalFile(parseChecked(code, mainName), mainName);
    if (v instanceof Func) v = callTopLevel(interp, v, req, (n, tv) => varValue(n, tv, 'tla'));
    const out = req.manifest
      ? manifestAs(interp, v, req.manifest)
      : req.raw
        ? manifestOutput(interp.toPlain(v, MANIFESTATION, false) as JsonValue)
        : (interp.toPlain(v, MANIFESTATION, true) as JsonValue);
    if (reuse?.role === 'keep' && key !== undefined && probes) reuse.reuse.keep(key, probes, out);
    return out;
  } catch (e) {
    if (e instanceof NativePending) throw e;
    if (e instanceof DeadlineExceeded) {
      throw new JsonnetEvalError(
        `evaluation did not finish within ${req.deadlineMs} ms`,
        req.file ?? req.snippet?.filename,
        undefined,
        undefined,
        'Deadline',
        '',
      );
    }
    if (e instanceof JsonnetSyntaxError) {
      const file = shown(e.loc.file);
      const where = e.loc.begin.line === 0 ? file : `${file}:${rangeText(e.loc)}`;
      throw fail(`STATIC ERROR: ${where}: ${e.message}`);
    }
    if (e instanceof RuntimeError) {
      const err = fail(runtimeText(e.message, e.trace, maxTrace, shown));
      if (e.hint)
        throw new JsonnetEvalError(
          err.message,
          err.file,
          err.line,
          err.column,
          err.reason,
          err.detail,
          e.hint,
        );
      // A read the boundary refused: reported as libjsonnet's confinement reports it, at the import.
      if (!refusals.has(e.message)) throw err;
      throw new JsonnetEvalError(e.message, err.file, err.line, err.column, 'OutsideRepository', err.detail);
    }
    if (e instanceof RangeError && /call stack/i.test(e.message)) {
      const err = interp.stackExhausted();
      throw fail(runtimeText(err.message, err.trace, maxTrace, shown));
    }
    // A string or array past what V8 can hold (`std.repeat("ab", 3e8)`): the evaluation's own
    // failure, as running out of memory is libjsonnet's, not rigging's.
    if (e instanceof RangeError && /^Invalid (string|array|typed array) length/.test(e.message)) {
      throw fail(runtimeText(`out of memory: ${e.message.toLowerCase()}`, [], maxTrace, shown));
    }
    throw e;
  }
}

function callTopLevel(
  interp: Interpreter,
  fn: Func,
  req: EvalRequest,
  value: (name: string, v: JsonnetVar) => () => Value,
): Value {
  const names: string[] = [];
  const thunks: Thunk[] = [];
  for (const [k, v] of Object.entries(req.tlas ?? {})) {
    names.push(k);
    thunks.push(new Thunk(value(k, v)));
  }
  // libjsonnet names this frame "Top-level function" in traces.
  return interp.call(fn, [], names.length ? names : null, names.length ? thunks : null, TOP_LEVEL);
}

const TOP_LEVEL: Loc = { file: '', begin: { line: 0, column: 0 }, end: { line: 0, column: 0 } };

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** libjsonnet's location format: `f:3:5`, `f:3:5-9` (same line), `f:(3:5)-(4:2)`. */
function formatLoc(loc: Loc, shown: (file: string) => string): string {
  if (loc === TOP_LEVEL) return 'Top-level function';
  if (loc === MANIFESTATION) return 'During manifestation';
  return `${shown(loc.file)}:${rangeText(loc)}`;
}

/**
 * The text libjsonnet prints for a runtime error: message, then at most maxTrace frames (all when
 * it is 0), the innermost half and the outermost half with `\t...` between.
 */
function runtimeText(
  message: string,
  trace: TraceFrame[],
  maxTrace: number,
  shown: (file: string) => string,
): string {
  const line = (f: TraceFrame) => `\t${f.loc ? formatLoc(f.loc, shown) : ''}\t${f.name}`;
  let lines: string[];
  if (maxTrace > 0 && trace.length > maxTrace) {
    const head = Math.floor(maxTrace / 2);
    lines = [
      ...trace.slice(0, head).map(line),
      '\t...',
      ...trace.slice(trace.length - (maxTrace - head)).map(line),
    ];
  } else {
    lines = trace.map(line);
  }
  return [`RUNTIME ERROR: ${message}`, ...lines].join('\n');
}

/**
 * What an evaluation asks, as a key its head's twin has too: paths as the parser names them (the
 * same place in either tree), everything else as given. Undefined when a native is not declared
 * pure: its answers could then differ between the sides.
 */
function reuseKey(
  req: EvalRequest,
  named: (file: string) => string,
  libPaths: readonly string[],
): string | undefined {
  const natives = Object.entries(req.natives ?? {});
  if (natives.some(([, n]) => n.pure !== true)) return undefined;
  return JSON.stringify([
    req.file !== undefined ? named(path.resolve(req.file)) : null,
    req.snippet ? [req.snippet.code, named(path.resolve(req.snippet.filename))] : null,
    req.files ?? null,
    req.names ?? null,
    req.extVars ?? null,
    req.tlas ?? null,
    libPaths.map(named),
    natives.map(([name, n]) => [name, n.params]),
    req.maxStack ?? null,
    req.raw ?? false,
    req.manifest ?? null,
  ]);
}

/** A candidate path placed: refused by the boundary, or its real path and whether a regular file is there. */
type Place =
  | { refusal: Refusal; exists: boolean }
  | { real: string; at: string | undefined; isFile: boolean };

function locate(boundary: RepositoryBoundary | undefined, file: string): Place {
  let real = file;
  let at: string | undefined;
  if (boundary) {
    const where = boundary.locateSync(file);
    if (!where.ok) return { refusal: where.refusal, exists: where.exists };
    real = where.real;
    at = belowTop(boundary, real);
  }
  try {
    return { real, at, isFile: statSync(real).isFile() };
  } catch {
    return { real, at, isFile: false };
  }
}

/**
 * `probe`'s candidate probed again in this evaluation's tree as the importer would: through the
 * boundary, then the file. A candidate the boundary refuses although it exists would fail the
 * evaluation: no probe answers it, so nothing kept matches.
 */
function probeAgain(
  probe: Probe,
  real: (name: string) => string,
  boundary: RepositoryBoundary | undefined,
): Probe | undefined {
  const file = real(probe.name);
  let at = file;
  if (boundary) {
    const where = boundary.locateSync(file);
    if (!where.ok) return where.exists ? undefined : missingProbe(probe);
    at = where.real;
  }
  try {
    if (!statSync(at).isFile()) return missingProbe(probe);
  } catch {
    return missingProbe(probe);
  }
  return probe.kind === 'bytes'
    ? { kind: 'bytes', name: probe.name, bytes: readFileSync(at) }
    : { kind: 'text', name: probe.name, text: readFileSync(at, 'utf8') };
}

/**
 * A real path's place below the repository's top (`/`-separated, as git names changed files), or
 * undefined outside it: where a file read through a symlink really is, for the diff's keep filter.
 */
function belowTop(boundary: RepositoryBoundary, real: string): string | undefined {
  const rel = path.relative(boundary.root, real);
  if (rel === '' || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

function missingProbe(probe: Probe): Probe {
  return probe.kind === 'bytes'
    ? { kind: 'bytes', name: probe.name, bytes: undefined }
    : { kind: 'text', name: probe.name, text: undefined };
}
