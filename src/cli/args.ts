import { parseArgs } from 'node:util';
import type { JsonnetEngineName } from '../config/types';
import { UserError } from '../model/errors';
import { badStackEnvName } from '../ops/stack-env';
import { parseRunTimeout, type RunBudget } from '../render/budget';

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
  | { command: 'help' }
  | { command: 'version' };

export class UsageError extends UserError {
  override name = 'UsageError';
}

export const USAGE = `Usage: rigging <command> [options]

Commands:
  render     render every environment and print the objects (apply order)
  diff       show what a commit changes: rigging diff --base REF [--head REF]
  validate   check rigging.yaml and render everything, reporting every problem
  template   render a Go template as Landscaper would: rigging template FILE --data DATA.(json|yaml)
             [--missingkey zero|default|error] (Sprig's functions; default missingkey: zero, as Landscaper)
  lambda serve  run the deploy Lambda's handler behind a local Lambda Invoke API endpoint
             (--port 9001, --host 127.0.0.1, --function rigging; configured by RIGGING_CONFIG and AWS_* variables)

Options:
  -c, --config PATH     rigging.yaml to use (default: ./rigging.yaml)
  -e, --env NAME        only this environment (repeatable)
  -s, --source NAME     only this source (repeatable)
      --jsonnet-engine E  libjsonnet | rigging: overrides rigging.yaml's spec.jsonnet.engine
      --max-trace N     stack trace lines a jsonnet error prints, as the jsonnet CLI's
                        (default: 20; 0 prints them all)
      --timeout DURATION  the whole run's wall-clock budget, e.g. 90s, 10m (default: 10m); past it
                        every unfinished source fails with a RunTimeout error (diff: both revisions)
      --stack-env NAME  a variable a Hub stack's fromEnv may read (repeatable; default: none),
                        redacted wherever it lands
  -o, --output FORMAT   render: yaml (default) | json; diff: text (default) | json | markdown
  -S, --show-secrets    render: print Secret values instead of redacted tokens
      --elaborate       render: print each stack source's elaborated manifest (hub.yaml.elaborate)
      --base REF        diff: the revision to compare against
      --head REF        diff: the revision to compare (default: the work tree)
      --exit-code       diff: exit 1 when there are changes
  -h, --help            this help
  -v, --version         print the version

Exit codes: 0 success / no changes, 1 changes found (diff --exit-code), 2 errors.
`;

const OPTIONS = {
  config: { type: 'string', short: 'c' },
  env: { type: 'string', short: 'e', multiple: true },
  source: { type: 'string', short: 's', multiple: true },
  'jsonnet-engine': { type: 'string' },
  'max-trace': { type: 'string' },
  timeout: { type: 'string' },
  'stack-env': { type: 'string', multiple: true },
  output: { type: 'string', short: 'o' },
  'show-secrets': { type: 'boolean', short: 'S' },
  elaborate: { type: 'boolean' },
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
  throw new UsageError(`${command}: unknown output format "${value}" (expected ${allowed.join(' | ')})`);
}

export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  let parsed: ReturnType<
    typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true; strict: true }>
  >;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.version) return { command: 'version' };
  if (values.help || positionals.length === 0 || positionals[0] === 'help') return { command: 'help' };
  const [command, ...extra] = positionals;
  if (command === 'lambda') {
    if (extra[0] !== 'serve' || extra.length > 1)
      throw new UsageError('lambda: the only subcommand is "serve"');
    for (const name of Object.keys(values)) {
      if (!['port', 'host', 'function'].includes(name))
        throw new UsageError(`lambda serve: --${name} does not apply here`);
    }
    const port = Number(values.port ?? 9001);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UsageError(`lambda serve: --port ${values.port} is not a port number`);
    return {
      command: 'lambda-serve',
      port,
      host: values.host ?? '127.0.0.1',
      functionName: values.function ?? 'rigging',
    };
  }
  if (command === 'template') {
    for (const name of Object.keys(values)) {
      if (!['data', 'missingkey'].includes(name))
        throw new UsageError(`template: --${name} does not apply here`);
    }
    if (extra.length !== 1) throw new UsageError('template: expected one template FILE');
    const missingKey = values.missingkey ?? 'zero';
    if (!['default', 'zero', 'error'].includes(missingKey)) {
      throw new UsageError(
        `template: unknown --missingkey "${missingKey}" (expected zero | default | error)`,
      );
    }
    return {
      command,
      file: extra[0] as string,
      ...(values.data ? { data: values.data } : {}),
      missingKey: missingKey as 'default' | 'zero' | 'error',
    };
  }
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  const common: CommonArgs = {
    config: values.config,
    environments: values.env ?? [],
    sources: values.source ?? [],
    stackEnv: values['stack-env'] ?? [],
  };
  const badName = badStackEnvName(common.stackEnv);
  if (badName !== undefined) throw new UsageError(`--stack-env: "${badName}" is not a variable name`);
  if (values.timeout !== undefined) {
    const ms = parseRunTimeout(values.timeout);
    if (typeof ms === 'string') throw new UsageError(`--timeout: ${ms}`);
    common.timeoutMs = ms;
  }
  const engine = values['jsonnet-engine'];
  if (engine !== undefined) {
    if (engine !== 'libjsonnet' && engine !== 'rigging') {
      throw new UsageError(`unknown --jsonnet-engine "${engine}" (expected libjsonnet | rigging)`);
    }
    common.jsonnetEngine = engine;
  }
  const maxTrace = values['max-trace'];
  if (maxTrace !== undefined) {
    // The jsonnet CLI's --max-trace: a count of lines, 0 for no limit.
    if (!/^\d+$/.test(maxTrace)) throw new UsageError(`--max-trace: "${maxTrace}" is not a number of lines`);
    common.maxTrace = Number(maxTrace);
  }
  const only = (allowed: string[]) => {
    const shared = ['config', 'env', 'source', 'jsonnet-engine', 'max-trace', 'timeout', 'stack-env'];
    for (const name of Object.keys(values)) {
      if (![...shared, ...allowed].includes(name))
        throw new UsageError(`${command}: --${name} does not apply here`);
    }
  };
  switch (command) {
    case 'render':
      only(['output', 'show-secrets', 'elaborate']);
      if (values.elaborate && values.output !== undefined)
        throw new UsageError('render: --elaborate prints YAML; leave out --output');
      return {
        command,
        common,
        output: oneOf(values.output, ['yaml', 'json'], 'yaml', command),
        showSecrets: values['show-secrets'] ?? false,
        elaborate: values.elaborate ?? false,
      };
    case 'diff':
      only(['output', 'base', 'head', 'exit-code']);
      if (!values.base) throw new UsageError('diff: --base REF is required');
      return {
        command,
        common,
        base: values.base,
        head: values.head,
        output: oneOf(values.output, ['text', 'json', 'markdown'], 'text', command),
        exitCode: values['exit-code'] ?? false,
      };
    case 'validate':
      only([]);
      return { command, common };
    default:
      throw new UsageError(`unknown command "${command}" (expected render, diff or validate)`);
  }
}
