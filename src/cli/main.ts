import { DiagnosticError } from '../model/diagnostic';
import { isUserError, type UserError } from '../model/errors';
import { stackEnvironment } from '../ops/stack-env-select';
import { DEFAULT_RUN_TIMEOUT_MS, RunBudget } from '../render/budget';
import { VERSION } from '../version';
import { parseCliArgs, UsageError } from './args';
import { type CliIO, EXIT, printDiagnostics } from './io';
import { commandUsage, USAGE } from './usage';

/**
 * The `rigging` command: parse, dispatch, and turn every user error into its message and exit 2.
 * Anything else is rigging's own bug and goes to the caller (bin: "internal error: ...").
 *
 * Each command, and the configuration loader, is imported when it runs: the bundle splits at
 * these `import()`s, so `--version` or a render loads only its own code (start-up is most of a
 * small command's time). A new command's module is imported the same way, here.
 */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (err) {
    if (!isUserError(err)) throw err;
    reportUserError(io, err);
    return EXIT.error;
  }
}

async function dispatch(argv: readonly string[], io: CliIO): Promise<number> {
  // The jsonnet command's own flags and exit codes; loaded only here, so `eval` loads little.
  if (argv[0] === 'eval') return (await import('./commands/eval')).evalCommand(argv.slice(1), io);
  const args = parseCliArgs(argv);
  if (args.command === 'help') {
    if (args.of === 'eval') return (await import('./commands/eval')).evalCommand(['--help'], io);
    io.stdout((args.of === undefined ? undefined : commandUsage(args.of)) ?? USAGE);
    return EXIT.ok;
  }
  if (args.command === 'usage') {
    io.stderr(USAGE);
    return EXIT.error;
  }
  if (args.command === 'version') {
    io.stdout(`rigging ${VERSION}\n`);
    return EXIT.ok;
  }
  if (args.command === 'lambda-serve') return lambdaServe(io, args);
  if (args.command === 'template') {
    const { templateCommand } = await import('./commands/template');
    return templateCommand(io, args);
  }
  const { findConfig } = await import('../config/load');
  const configFile = findConfig(io.cwd, args.common.config);
  const common = {
    ...args.common,
    // Only what --stack-env names: people run the CLI in CI too, on pull requests' files, with tokens around.
    environ: stackEnvironment(args.common.stackEnv, process.env),
    // One budget for the whole command, started now: a diff's base and head share it.
    budget: new RunBudget(args.common.timeoutMs ?? DEFAULT_RUN_TIMEOUT_MS),
  };
  switch (args.command) {
    case 'render': {
      if (args.elaborate) {
        const { elaborateCommand } = await import('./commands/elaborate');
        return elaborateCommand(io, configFile, common);
      }
      const { renderCommand } = await import('./commands/render');
      return renderCommand(io, configFile, common, args);
    }
    case 'diff': {
      const { diffCommand } = await import('./commands/diff');
      return diffCommand(io, configFile, common, args);
    }
    case 'validate': {
      const { validateCommand } = await import('./commands/validate');
      return validateCommand(io, configFile, common);
    }
  }
}

/**
 * Diagnostics as `file:line: message` lines, anything else as one line; a usage mistake's line
 * ends with where to read the usage, not the usage itself, so the mistake stays in sight.
 */
function reportUserError(io: CliIO, err: UserError): void {
  if (err instanceof DiagnosticError) printDiagnostics(io, err.diagnostics);
  else if (err instanceof UsageError)
    io.stderr(
      `rigging: ${err.message}; see rigging ${err.command === undefined ? '' : `${err.command} `}--help\n`,
    );
  else io.stderr(`rigging: ${err.message}\n`);
}

/** `rigging lambda serve`: the handler is loaded only here, so other commands never pay for it. */
async function lambdaServe(
  io: CliIO,
  args: { port: number; host: string; functionName: string },
): Promise<number> {
  const { serveLocally } = await import('./commands/lambda-serve');
  return serveLocally(io, args);
}
