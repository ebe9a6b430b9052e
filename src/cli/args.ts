import { parseArgs } from 'node:util';
import type { JsonnetEngineName } from '../config/types';
import { UserError } from '../model/errors';
import { badStackEnvName } from '../ops/stack-env-select';
import { parseRunTimeout, type RunBudget } from '../render/budget';
import { didYouMean, suggestion } from '../schema/did-you-mean';
import { COLOUR_WHEN, type ColourWhen } from './colour';
import { COMMAND_OPTIONS, COMMANDS, commandUsage } from './usage';

export interface CommonArgs {
  config?: string;
  environments: string[];
  sources: string[];
  /** --jsonnet-engine: overrides rigging.yaml's spec.jsonnet.engine. */
  jsonnetEngine?: JsonnetEngineName;
  /** --max-trace: stack trace lines a jsonnet error keeps (the engines' 20 when absent; 0: all). */
  maxTrace?: number;
  /** --timeout: the whole run's wall-clock budget in milliseconds (DEFAULT_RUN_TIMEOUT_MS when absent). */
  timeoutMs?: number;
  /** --stack-env: the variables a Hub stack's `fromEnv` may read; none when absent. */
  stackEnv: string[];
  /** --color: when diagnostics (and diff's text) are coloured; `auto` when absent. */
  color?: ColourWhen;
  /** Not an argument: those variables with their values, from the command's environment. */
  environ?: Readonly<Record<string, string | undefined>>;
  /** Not an argument: the run's budget, made from timeoutMs when the command starts. */
  budget?: RunBudget;
}

export type ParsedArgs =
  | {
      command: 'render';
      common: CommonArgs;
      output: 'yaml' | 'json';
      showSecrets: boolean;
      /** --elaborate: print the stack sources' elaborated manifests instead of the objects. */
      elaborate: boolean;
      /** --output-dir: write files under this directory instead of printing (output-layout.ts). */
      outputDir?: string;
      /** --force: with --output-dir, replace the rendered environments' directories in a non-empty one. */
      force: boolean;
    }
  | {
      command: 'diff';
      common: CommonArgs;
      base: string;
      head?: string;
      output: 'text' | 'json' | 'markdown';
      exitCode: boolean;
    }
  | { command: 'validate'; common: CommonArgs }
  | { command: 'template'; file: string; data?: string; missingKey: 'default' | 'zero' | 'error' }
  | { command: 'lambda-serve'; port: number; host: string; functionName: string }
  /** --help: the usage of `of` (a command, `eval` included), or the top-level one. */
  | { command: 'help'; of?: string }
  /** No arguments at all: the usage goes to stderr, as a mistake's does. */
  | { command: 'usage' }
  | { command: 'version' };

/** A command line rigging refuses: one line, pointing at the usage of the command it was for. */
export class UsageError extends UserError {
  override name = 'UsageError';
  constructor(
    message: string,
    /** The command whose `--help` tells more (`lambda serve`); the top-level `--help` when absent. */
    readonly command?: string,
  ) {
    super(message);
  }
}

const OPTIONS = {
  config: { type: 'string', short: 'c' },
  env: { type: 'string', short: 'e', multiple: true },
  source: { type: 'string', short: 's', multiple: true },
  'jsonnet-engine': { type: 'string' },
  'max-trace': { type: 'string' },
  timeout: { type: 'string' },
  'stack-env': { type: 'string', multiple: true },
  color: { type: 'string' },
  output: { type: 'string', short: 'o' },
  'show-secrets': { type: 'boolean', short: 'S' },
  elaborate: { type: 'boolean' },
  'output-dir': { type: 'string' },
  force: { type: 'boolean' },
  base: { type: 'string' },
  head: { type: 'string' },
  'exit-code': { type: 'boolean' },
  data: { type: 'string' },
  missingkey: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  function: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  command: string,
): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(
    `${command}: unknown output format "${value}" (expected ${allowed.join(' | ')})`,
    command,
  );
}

type OptionToken = {
  kind: string;
  name?: string;
  rawName?: string;
  value?: string;
  inlineValue?: boolean;
  index: number;
};

/** OPTIONS looked up by a name the user typed, which may be none of them. */
const KNOWN: Readonly<Record<string, { type: string; short?: string }>> = OPTIONS;

/**
 * The first option no command knows, or one missing or refusing a value, as one line; an unknown
 * one with the closest option `usageName` takes.
 */
function optionMistake(
  argv: readonly string[],
  tokens: readonly OptionToken[],
  usageName: string | undefined,
): UsageError | undefined {
  const mistake = (message: string) =>
    new UsageError(`${usageName === undefined ? '' : `${usageName}: `}${message}`, usageName);
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const raw = token.rawName as string;
    const option = KNOWN[token.name as string];
    if (option === undefined) {
      const names =
        usageName === undefined ? Object.keys(OPTIONS) : [...(COMMAND_OPTIONS[usageName] ?? []), 'help'];
      return mistake(unknownOption(raw, argv[token.index] ?? raw, names));
    }
    if (option.type === 'string' && token.value === undefined) return mistake(`${raw} needs a value`);
    // As parseArgs: `--base -x` is more likely a forgotten value than a ref named -x.
    if (option.type === 'string' && token.inlineValue === false && token.value?.startsWith('-'))
      return mistake(`${raw} needs a value (one starting with a dash is written ${raw}=${token.value})`);
    if (option.type === 'boolean' && token.value !== undefined) return mistake(`${raw} takes no value`);
  }
  return undefined;
}

/**
 * "unknown option X (did you mean Y?)" for `raw`, in the argument `arg`, among the options `names`.
 * The lenient reading splits `-base` (one dash) into -b -a -s -e; it is reported whole, as the
 * `--base` it resembles. A short option gets only the same letter in the other case (`-E` for
 * `-e`): any letter is one edit from any other.
 */
function unknownOption(raw: string, arg: string, names: readonly string[]): string {
  const longs = names.map((n) => `--${n}`);
  const closest = (word: string) => (longs.includes(word) ? word : didYouMean(word, longs));
  const asLong = /^-[^-=]{2,}$/.test(arg) ? closest(`-${arg}`) : undefined;
  if (asLong !== undefined) return `unknown option ${arg} (did you mean "${asLong}"?)`;
  const shorts = names.flatMap((n) => (KNOWN[n]?.short === undefined ? [] : [`-${KNOWN[n]?.short}`]));
  const hint = raw.startsWith('--')
    ? closest(raw)
    : shorts.find((s) => s !== raw && s.toLowerCase() === raw.toLowerCase());
  return `unknown option ${raw}${hint === undefined ? '' : ` (did you mean "${hint}"?)`}`;
}

export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  if (argv.length === 0) return { command: 'usage' };
  // A first, lenient reading finds the command, so that a mistake points at that command's usage.
  const loose = parseArgs({
    args: [...argv],
    options: OPTIONS,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const [first, second] = loose.positionals;
  if (loose.values.version === true) return { command: 'version' };
  if (first !== undefined && !COMMANDS.includes(first))
    throw new UsageError(`unknown command "${first}"${suggestion(first, COMMANDS)}`);
  if (first === 'help') {
    if (second === undefined || second === 'help') return { command: 'help' };
    if (second === 'eval' || commandUsage(usageNameOf(second)) !== undefined)
      return { command: 'help', of: usageNameOf(second) };
    throw new UsageError(`help: unknown command "${second}"${suggestion(second, COMMANDS)}`);
  }
  const usageName = first === undefined ? undefined : usageNameOf(first);
  if (loose.values.help === true) return { command: 'help', ...(usageName ? { of: usageName } : {}) };
  const mistake = optionMistake(argv, loose.tokens, usageName);
  if (mistake !== undefined) throw mistake;
  let parsed: ReturnType<
    typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true; strict: true }>
  >;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    // Whatever optionMistake did not foresee, on one line like the other mistakes.
    throw new UsageError((err as Error).message.split('\n')[0] as string, usageName);
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (command === undefined) throw new UsageError('expected a command');
  const name = usageNameOf(command);
  const refuse = (message: string) => new UsageError(message, name);
  // Each option belongs to some command; given to another, it is a mistake, not something to ignore.
  for (const option of Object.keys(values)) {
    if (!(COMMAND_OPTIONS[name] ?? []).includes(option))
      throw refuse(`${name}: --${option} does not apply here`);
  }
  if (command === 'eval')
    throw refuse('eval: give eval first, then its options: rigging eval [options] FILE');
  if (command === 'lambda') {
    if (extra[0] !== 'serve' || extra.length > 1) throw refuse('lambda: the only subcommand is "serve"');
    const port = Number(values.port ?? 9001);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw refuse(`lambda serve: --port ${values.port} is not a port number`);
    return {
      command: 'lambda-serve',
      port,
      host: values.host ?? '127.0.0.1',
      functionName: values.function ?? 'rigging',
    };
  }
  if (command === 'template') {
    if (extra.length !== 1) throw refuse('template: expected one template FILE');
    const missingKey = values.missingkey ?? 'zero';
    if (!['default', 'zero', 'error'].includes(missingKey)) {
      throw refuse(`template: unknown --missingkey "${missingKey}" (expected zero | default | error)`);
    }
    return {
      command,
      file: extra[0] as string,
      ...(values.data ? { data: values.data } : {}),
      missingKey: missingKey as 'default' | 'zero' | 'error',
    };
  }
  if (extra.length > 0) throw refuse(`${name}: unexpected argument "${extra[0]}"`);
  const common: CommonArgs = {
    config: values.config,
    environments: values.env ?? [],
    sources: values.source ?? [],
    stackEnv: values['stack-env'] ?? [],
  };
  const badName = badStackEnvName(common.stackEnv);
  if (badName !== undefined) throw refuse(`--stack-env: "${badName}" is not a variable name`);
  if (values.timeout !== undefined) {
    const ms = parseRunTimeout(values.timeout);
    if (typeof ms === 'string') throw refuse(`--timeout: ${ms}`);
    common.timeoutMs = ms;
  }
  const engine = values['jsonnet-engine'];
  if (engine !== undefined) {
    if (engine !== 'libjsonnet' && engine !== 'rigging') {
      throw refuse(`unknown --jsonnet-engine "${engine}" (expected libjsonnet | rigging)`);
    }
    common.jsonnetEngine = engine;
  }
  if (values.color !== undefined) {
    if (!(COLOUR_WHEN as readonly string[]).includes(values.color))
      throw refuse(`--color: unknown value "${values.color}" (expected ${COLOUR_WHEN.join(' | ')})`);
    common.color = values.color as ColourWhen;
  }
  const maxTrace = values['max-trace'];
  if (maxTrace !== undefined) {
    // The jsonnet CLI's --max-trace: a count of lines, 0 for no limit.
    if (!/^\d+$/.test(maxTrace)) throw refuse(`--max-trace: "${maxTrace}" is not a number of lines`);
    common.maxTrace = Number(maxTrace);
  }
  switch (command) {
    case 'render':
      if (values.elaborate && values.output !== undefined)
        throw refuse('render: --elaborate prints YAML; leave out --output');
      if (values.elaborate && values['output-dir'] !== undefined)
        throw refuse('render: --elaborate prints to stdout; leave out --output-dir');
      if (values.force && values['output-dir'] === undefined)
        throw refuse('render: --force applies to --output-dir only');
      return {
        command,
        common,
        output: oneOf(values.output, ['yaml', 'json'], 'yaml', command),
        showSecrets: values['show-secrets'] ?? false,
        elaborate: values.elaborate ?? false,
        ...(values['output-dir'] === undefined ? {} : { outputDir: values['output-dir'] }),
        force: values.force ?? false,
      };
    case 'diff':
      if (!values.base) throw refuse('diff: --base REF is required');
      return {
        command,
        common,
        base: values.base,
        head: values.head,
        output: oneOf(values.output, ['text', 'json', 'markdown'], 'text', command),
        exitCode: values['exit-code'] ?? false,
      };
    default:
      return { command: 'validate', common };
  }
}

/** The name a command's usage goes by: `lambda serve` for `lambda`. */
function usageNameOf(command: string): string {
  return command === 'lambda' ? 'lambda serve' : command;
}
