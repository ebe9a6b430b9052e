/**
 * `rigging eval`'s arguments, parsed as the jsonnet CLI parses its own (cmd/jsonnet.cpp): `-abc`
 * is `-a -b -c`, an option's value is the next argument, `--` ends the options, and each mistake
 * is reported with the CLI's own words. rigging adds --jsonnet-engine and --allow-any-path.
 */
import type { JsonnetEngineName } from '../../config/types';
import { DEFAULT_RUN_TIMEOUT_MS, parseRunTimeout } from '../../render/budget';
import type { JsonnetVar } from '../../render/jsonnet/engine';

export interface EvalArgs {
  /** The file to evaluate (`-` for stdin), or the code itself with `-e`. */
  input: string;
  isCode: boolean;
  outputFile?: string;
  /** -m: the directory the files go to, with a trailing `/` as the CLI keeps it. */
  multiDir?: string;
  stream: boolean;
  string: boolean;
  /** -J directories in the order given (the right-most wins), each with a trailing `/`. */
  jpaths: string[];
  extVars: Record<string, JsonnetVar>;
  tlas: Record<string, JsonnetVar>;
  maxStack?: number;
  maxTrace?: number;
  engine: JsonnetEngineName;
  allowAnyPath: boolean;
  /** --timeout: the evaluation's wall-clock budget (rigging's; the jsonnet command has none). */
  timeoutMs: number;
}

export type ParsedEval = { kind: 'run'; args: EvalArgs } | { kind: 'help' } | { kind: 'version' };

/** A command line the CLI refuses: its message, and whether the usage follows it (as the CLI's does). */
export class EvalUsageError extends Error {
  constructor(
    message: string,
    readonly showUsage = false,
  ) {
    super(message);
  }
}

export const EVAL_USAGE = `Usage: rigging eval {<option>} <filename>

Evaluates a Jsonnet file (or code, with -e) with rigging's engine and prints it as the jsonnet
command prints it. Imports are confined to the current directory tree and the -J directories.

Available options:
  -h / --help             This message
  -e / --exec             Treat filename as code
  -J / --jpath <dir>      Specify an additional library search dir (right-most wins)
  -o / --output-file <file> Write to the output file rather than stdout
  -m / --multi <dir>      Write multiple files to the directory, list files on stdout
  -y / --yaml-stream      Write output as a YAML stream of JSON documents
  -S / --string           Expect a string, manifest as plain text
  -s / --max-stack <n>    Number of allowed stack frames
  -t / --max-trace <n>    Max length of stack trace before cropping
  --gc-min-objects <n>    Accepted for compatibility; no effect
  --gc-growth-trigger <n> Accepted for compatibility; no effect
  --jsonnet-engine <e>    rigging (default) | libjsonnet
  --allow-any-path        Let imports, -m files and input files reach outside the current
                          directory tree and the -J directories
  --timeout <duration>    Give up on the evaluation after this long, e.g. 90s (default: 10m)
  --version               Print version
Available options for specifying values of 'external' variables:
Provide the value as a string:
  -V / --ext-str <var>[=<val>]     If <val> is omitted, get from environment var <var>
       --ext-str-file <var>=<file> Read the string from the file
Provide a value as Jsonnet code:
  --ext-code <var>[=<code>]    If <code> is omitted, get from environment var <var>
  --ext-code-file <var>=<file> Read the code from the file
Available options for specifying values of 'top-level arguments':
Provide the value as a string:
  -A / --tla-str <var>[=<val>]     If <val> is omitted, get from environment var <var>
       --tla-str-file <var>=<file> Read the string from the file
Provide a value as Jsonnet code:
  --tla-code <var>[=<code>]    If <code> is omitted, get from environment var <var>
  --tla-code-file <var>=<file> Read the code from the file
Environment variables:
JSONNET_PATH is a colon separated list of directories added in reverse order before the
paths specified by --jpath (i.e. left-most wins). Only the variables that -V, -A, --ext-code
and --tla-code name without a value are read; nothing else of the environment reaches Jsonnet.

<filename> can be - (stdin). Multichar options are expanded e.g. -abc becomes -a -b -c.
The -- option suppresses option processing for subsequent arguments.
Exit codes: 0 success, 1 any error (as the jsonnet command).
`;

/** `-abc` as `-a -b -c`; everything after `--` as it is. */
function simplify(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      out.push(...argv.slice(i));
      break;
    }
    if (arg.length > 2 && arg[0] === '-' && arg[1] !== '-') {
      for (const ch of arg.slice(1)) out.push(`-${ch}`);
    } else {
      out.push(arg);
    }
  }
  return out;
}

/** strtol(…, 10) that must consume the whole argument, as the CLI's strtol_check. */
function integer(text: string): number {
  if (!/^\s*[+-]?\d+$/.test(text)) throw new EvalUsageError(`ERROR: invalid integer "${text}"\n`);
  return Number(text);
}

/** `var=value`, or `var` alone with the value taken from the environment variable of that name. */
function varValue(text: string, env: Readonly<Record<string, string | undefined>>): [string, string] {
  const eq = text.indexOf('=');
  if (eq >= 0) return [text.slice(0, eq), text.slice(eq + 1)];
  const value = env[text];
  if (value === undefined) throw new EvalUsageError(`ERROR: environment variable ${text} was undefined.`);
  return [text, value];
}

/** `var=file` as the code `importstr @'file'` (or `import`), so the file is read only when used. */
function varFile(text: string, keyword: 'import' | 'importstr'): [string, string] {
  const eq = text.indexOf('=');
  if (eq < 0) throw new EvalUsageError(`ERROR: argument not in form <var>=<file> "${text}".`);
  return [text.slice(0, eq), `${keyword} @'${text.slice(eq + 1).replaceAll("'", "''")}'`];
}

const withSlash = (dir: string) => (dir.endsWith('/') ? dir : `${dir}/`);

export function parseEvalArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ParsedEval {
  const args = simplify(argv);
  const rest: string[] = [];
  const out: EvalArgs = {
    input: '',
    isCode: false,
    stream: false,
    string: false,
    jpaths: [],
    extVars: {},
    tlas: {},
    engine: 'rigging',
    allowAnyPath: false,
    timeoutMs: DEFAULT_RUN_TIMEOUT_MS,
  };
  let i = 0;
  const next = (): string => {
    i++;
    if (i >= args.length) throw new EvalUsageError('Expected another commandline argument.');
    return args[i] as string;
  };
  const nonEmpty = (flag: string, value: string): string => {
    if (value === '') throw new EvalUsageError(`ERROR: ${flag} argument was empty string`);
    return value;
  };
  const atLeast = (flag: string, min: number): number => {
    const n = integer(next());
    if (n < min) throw new EvalUsageError(`ERROR: invalid ${flag} value: ${n}`);
    return n;
  };
  const set = (
    into: Record<string, JsonnetVar>,
    [name, value]: [string, string],
    kind: JsonnetVar['kind'],
  ) => {
    into[name] = { kind, value };
  };
  for (; i < args.length; i++) {
    const arg = args[i] as string;
    switch (arg) {
      case '-h':
      case '--help':
        return { kind: 'help' };
      case '-v':
      case '--version':
        return { kind: 'version' };
      case '-e':
      case '--exec':
        out.isCode = true;
        break;
      case '-o':
      case '--output-file':
        out.outputFile = nonEmpty('-o', next());
        break;
      case '--':
        rest.push(...args.slice(i + 1));
        i = args.length;
        break;
      case '-s':
      case '--max-stack':
        out.maxStack = atLeast('--max-stack', 1);
        break;
      case '-t':
      case '--max-trace':
        out.maxTrace = atLeast('--max-trace', 0);
        break;
      case '--gc-min-objects':
        atLeast('--gc-min-objects', 0);
        break;
      case '--gc-growth-trigger': {
        const text = next();
        if (text === '' || !Number.isFinite(Number(text)))
          throw new EvalUsageError(`ERROR: invalid number "${text}"`);
        if (Number(text) < 0) throw new EvalUsageError(`ERROR: invalid --gc-growth-trigger "${text}"`);
        break;
      }
      case '-J':
      case '--jpath':
        out.jpaths.push(withSlash(nonEmpty('-J', next())));
        break;
      case '-V':
      case '--ext-str':
        set(out.extVars, varValue(next(), env), 'string');
        break;
      case '--ext-str-file':
        set(out.extVars, varFile(next(), 'importstr'), 'code');
        break;
      case '--ext-code':
        set(out.extVars, varValue(next(), env), 'code');
        break;
      case '--ext-code-file':
        set(out.extVars, varFile(next(), 'import'), 'code');
        break;
      case '-A':
      case '--tla-str':
        set(out.tlas, varValue(next(), env), 'string');
        break;
      case '--tla-str-file':
        set(out.tlas, varFile(next(), 'importstr'), 'code');
        break;
      case '--tla-code':
        set(out.tlas, varValue(next(), env), 'code');
        break;
      case '--tla-code-file':
        set(out.tlas, varFile(next(), 'import'), 'code');
        break;
      case '-m':
      case '--multi':
        out.multiDir = withSlash(nonEmpty('-m', next()));
        break;
      case '-y':
      case '--yaml-stream':
        out.stream = true;
        break;
      case '-S':
      case '--string':
        out.string = true;
        break;
      case '--jsonnet-engine': {
        const engine = next();
        if (engine !== 'rigging' && engine !== 'libjsonnet')
          throw new EvalUsageError(
            `ERROR: unknown --jsonnet-engine "${engine}" (expected rigging | libjsonnet)`,
          );
        out.engine = engine;
        break;
      }
      case '--timeout': {
        const ms = parseRunTimeout(next());
        if (typeof ms === 'string') throw new EvalUsageError(`ERROR: invalid --timeout: ${ms}`);
        out.timeoutMs = ms;
        break;
      }
      case '--allow-any-path':
        out.allowAnyPath = true;
        break;
      default:
        if (arg.length > 1 && arg.startsWith('-'))
          throw new EvalUsageError(`ERROR: unrecognized argument: ${arg}`);
        rest.push(arg);
    }
  }
  const want = out.isCode ? 'code' : 'filename';
  if (rest.length === 0) throw new EvalUsageError(`ERROR: must give ${want}\n`, true);
  if (rest.length > 1) throw new EvalUsageError(`ERROR: only one ${want} is allowed\n`);
  out.input = rest[0] as string;
  return { kind: 'run', args: out };
}
