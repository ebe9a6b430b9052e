import { findConfig } from '../config';
import { DiagnosticError } from '../model/diagnostic';
import { createLibjsonnetEngine, type JsonnetEngine } from '../render';
import { VERSION } from '../version';
import { type ParsedArgs, parseCliArgs, USAGE, UsageError } from './args';
import { diffCommand } from './commands/diff';
import { renderCommand } from './commands/render';
import { validateCommand } from './commands/validate';
import { type CliIO, EXIT, printDiagnostics } from './io';

/** The `rigging` command: parse, dispatch, and turn every user mistake into a message and exit 2. */
export async function main(
  argv: readonly string[],
  io: CliIO,
  engine: JsonnetEngine = createLibjsonnetEngine(),
): Promise<number> {
  let args: ParsedArgs;
  try {
    args = parseCliArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr(`rigging: ${err.message}\n\n${USAGE}`);
    return EXIT.error;
  }
  if (args.command === 'help') {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  if (args.command === 'version') {
    io.stdout(`rigging ${VERSION}\n`);
    return EXIT.ok;
  }
  if (args.command === 'lambda-serve') return lambdaServe(io, args);
  let configFile: string;
  try {
    configFile = findConfig(io.cwd, args.common.config);
  } catch (err) {
    if (!(err instanceof DiagnosticError)) throw err;
    printDiagnostics(io, err.diagnostics);
    return EXIT.error;
  }
  switch (args.command) {
    case 'render':
      return renderCommand(io, configFile, args.common, args.output, args.showSecrets, engine);
    case 'diff':
      return diffCommand(io, configFile, args.common, args, engine);
    case 'validate':
      return validateCommand(io, configFile, args.common, engine);
  }
}

/** `rigging lambda serve`: the handler is loaded only here, so other commands never pay for it. */
async function lambdaServe(
  io: CliIO,
  args: { port: number; host: string; functionName: string },
): Promise<number> {
  const { serveLocally } = await import('./commands/lambda-serve');
  return serveLocally(io, args);
}
