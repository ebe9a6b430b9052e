/**
 * `rigging eval`: the jsonnet command over rigging's engine (or libjsonnet). Same flags, same
 * output byte for byte, same exit codes (1 for every failure), same error text. Unlike the jsonnet
 * command it confines what a program reads to the current directory tree and the -J directories,
 * and what `-m` writes to its directory, so it is safe to run on a pull request's files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeRefusal, RepositoryBoundary } from '../../boundary/boundary';
import {
  type EvalRequest,
  type JsonnetEngine,
  JsonnetEvalError,
  type ManifestedOutput,
} from '../../render/jsonnet/engine';
import { VERSION } from '../../version';
import type { CliIO } from '../io';
import { EVAL_USAGE, type EvalArgs, EvalUsageError, parseEvalArgs } from './eval-args';
import { fileError, type OutputSink, openOutput, writeMultiFiles } from './eval-output';

const EXIT_OK = 0;
/** The jsonnet command exits 1 on every failure: usage, input, evaluation and output alike. */
const EXIT_FAILED = 1;

export async function evalCommand(
  argv: readonly string[],
  io: CliIO,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number> {
  let args: EvalArgs;
  try {
    const parsed = parseEvalArgs(argv, env);
    if (parsed.kind === 'help') {
      io.stdout(EVAL_USAGE);
      return EXIT_OK;
    }
    if (parsed.kind === 'version') {
      io.stdout(`rigging ${VERSION}\n`);
      return EXIT_OK;
    }
    args = parsed.args;
  } catch (err) {
    if (!(err instanceof EvalUsageError)) throw err;
    io.stderr(`${err.message}\n${err.showUsage ? EVAL_USAGE : ''}`);
    return EXIT_FAILED;
  }
  return run(args, io, env);
}

async function run(
  args: EvalArgs,
  io: CliIO,
  env: Readonly<Record<string, string | undefined>>,
): Promise<number> {
  const libPaths = searchPaths(args.jpaths, env.JSONNET_PATH, io.cwd);
  const boundary = args.allowAnyPath ? undefined : RepositoryBoundary.around(io.cwd, ...existing(libPaths));

  const input = readInput(args, io, boundary);
  if ('failed' in input) {
    io.stderr(input.failed);
    return EXIT_FAILED;
  }

  const engine = await makeEngine(io, args.engine, boundary);
  const request: EvalRequest = {
    snippet: { code: input.code, filename: path.join(io.cwd, input.filename) },
    extVars: args.extVars,
    tlas: args.tlas,
    libPaths,
    displayRoot: io.cwd,
    deadlineMs: args.timeoutMs,
    ...(args.maxStack !== undefined ? { maxStack: args.maxStack } : {}),
    ...(args.maxTrace !== undefined ? { maxTrace: args.maxTrace } : {}),
    manifest: {
      kind: args.multiDir !== undefined ? 'multi' : args.stream ? 'stream' : 'single',
      string: args.string,
    },
  };
  let output: ManifestedOutput;
  try {
    output = (await engine.evaluate(request)) as ManifestedOutput;
  } catch (err) {
    if (!(err instanceof JsonnetEvalError)) throw err;
    io.stderr(errorText(err));
    return EXIT_FAILED;
  }
  return write(output, args, io) ? EXIT_OK : EXIT_FAILED;
}

/**
 * Library paths, the first found winning: the -J directories right-most first, then JSONNET_PATH's
 * left-most first, as the jsonnet command searches them.
 */
function searchPaths(jpaths: readonly string[], jsonnetPath: string | undefined, cwd: string): string[] {
  const fromEnv = (jsonnetPath ?? '').split(':').filter((p) => p !== '');
  return [...[...jpaths].reverse(), ...fromEnv].map((p) => withSep(path.resolve(cwd, p)));
}

const withSep = (dir: string) => (dir.endsWith(path.sep) ? dir : `${dir}${path.sep}`);

/** Directories that exist: a missing one holds nothing to allow. */
function existing(dirs: readonly string[]): string[] {
  return dirs.filter((d) => {
    try {
      RepositoryBoundary.around(d);
      return true;
    } catch {
      return false;
    }
  });
}

/** The program's text and the name errors show for it (`<cmdline>`, `<stdin>` or the path given). */
function readInput(
  args: EvalArgs,
  io: CliIO,
  boundary: RepositoryBoundary | undefined,
): { code: string; filename: string } | { failed: string } {
  if (args.isCode) return { code: args.input, filename: '<cmdline>' };
  if (args.input === '-') return { code: readFileSync(0, 'utf8'), filename: '<stdin>' };
  const file = path.resolve(io.cwd, args.input);
  const where = boundary?.locateSync(file);
  if (where && !where.ok) return { failed: `${confined(describeRefusal(args.input, where.refusal))}\n` };
  try {
    return { code: readFileSync(where?.real ?? file, 'utf8'), filename: args.input };
  } catch (err) {
    return { failed: fileError('Opening input file', args.input, err) };
  }
}

async function makeEngine(
  io: CliIO,
  engine: EvalArgs['engine'],
  boundary: RepositoryBoundary | undefined,
): Promise<JsonnetEngine> {
  if (engine === 'libjsonnet') {
    // As `rigging render` runs it: the binary's worker process, which a deadline can kill (an
    // evaluation on libjsonnet's thread cannot be stopped), behind the import pre-scan. Without a
    // wall the boundary is the whole file system, still minus .git.
    const { enginesFor } = await import('../../render/engines');
    return enginesFor(boundary ?? RepositoryBoundary.at(path.parse(io.cwd).root), 'libjsonnet').jsonnet();
  }
  const { createRiggingEngine } = await import('../../render/jsonnet/rigging/engine');
  const here = `${io.cwd}${path.sep}`;
  return createRiggingEngine({
    ...(boundary ? { boundary } : {}),
    // std.trace as the jsonnet command prints it: `TRACE: file:line message`, the file as given.
    onTrace: (line) =>
      io.stderr(`${line.startsWith(`TRACE: ${here}`) ? `TRACE: ${line.slice(7 + here.length)}` : line}\n`),
  });
}

/** The error as the jsonnet command prints it; a refused read also says how to allow it. */
function errorText(err: JsonnetEvalError): string {
  if (err.reason === 'Deadline') return `ERROR: ${err.message} (--timeout)\n`;
  let text = (err.detail || err.message).replace(/\n+$/, '');
  // A trace line is `\t<where>\t<name>`; the detail lost the last one's tab with its trailing space.
  const last = text.slice(text.lastIndexOf('\n') + 1);
  if (last.startsWith('\t') && !last.includes('\t', 1)) text += '\t';
  return err.reason === 'OutsideRepository' ? `${text}\n${confined('')}` : `${text}\n`;
}

/** What a refusal adds for the user of `rigging eval`: where reads may go, and how to lift it. */
function confined(message: string): string {
  const why =
    'rigging eval reads only files under the current directory and the -J directories (never .git); ' +
    '--allow-any-path lifts this';
  return message ? `${message}\n${why}` : `${why}\n`;
}

function write(output: ManifestedOutput, args: EvalArgs, io: CliIO): boolean {
  if (output.kind === 'multi') return writeMultiFiles(output.files, args, io);
  let sink: OutputSink;
  try {
    sink = openOutput(args.outputFile, io);
  } catch (err) {
    io.stderr(fileError('Writing to output file', args.outputFile ?? '', err));
    return false;
  }
  if (output.kind === 'single') sink.write(output.text);
  else {
    for (const doc of output.documents) sink.write(`---\n${doc}`);
    if (output.documents.length > 0) sink.write('...\n');
  }
  return sink.close();
}
