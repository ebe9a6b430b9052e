/**
 * The CLI's help texts: `rigging --help` lists the commands and the options they share, and
 * `rigging COMMAND --help` (or `rigging help COMMAND`) a command's own. Each option is described
 * once, in the text of the command(s) it belongs to. `rigging eval --help` is eval's own (eval-args.ts).
 */

/** The options render, diff and validate share (their names as parseArgs knows them). */
export const SHARED_OPTIONS = [
  'config',
  'env',
  'source',
  'jsonnet-engine',
  'max-trace',
  'timeout',
  'stack-env',
  'color',
];

/** Each command's options besides --help, by the name that selects its usage. */
export const COMMAND_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  render: [...SHARED_OPTIONS, 'output', 'output-dir', 'force', 'show-secrets', 'elaborate'],
  diff: [...SHARED_OPTIONS, 'output', 'base', 'head', 'exit-code'],
  validate: SHARED_OPTIONS,
  template: ['data', 'missingkey'],
  'lambda serve': ['port', 'host', 'function'],
};

/** What may follow `rigging`: the commands, and `help` (eval's usage is eval's own). */
export const COMMANDS = ['render', 'diff', 'validate', 'template', 'eval', 'lambda', 'help'];

const SHARED_HELP = `  -c, --config PATH     rigging.yaml to use (default: ./rigging.yaml)
  -e, --env NAME        only this environment (repeatable)
  -s, --source NAME     only this source (repeatable)
      --jsonnet-engine E  libjsonnet | rigging: overrides rigging.yaml's spec.jsonnet.engine
      --max-trace N     stack trace lines a jsonnet error prints, as the jsonnet CLI's
                        (default: 20; 0 prints them all)
      --timeout DURATION  the whole run's wall-clock budget, e.g. 90s, 10m (default: 10m); past it
                        every unfinished source fails with a RunTimeout error (diff: both revisions)
      --stack-env NAME  a variable a Hub stack's fromEnv may read (repeatable; default: none),
                        redacted wherever it lands
      --color WHEN      auto (default) | always | never: colour diagnostics (and diff's text);
                        auto colours a terminal unless NO_COLOR is set (FORCE_COLOR: a pipe too)
`;

const HELP_OPTION = '  -h, --help            this help\n';

export const USAGE = `Usage: rigging <command> [options]

Commands:
  render     render every environment and print the objects (apply order)
  diff       show what a commit changes: rigging diff --base REF [--head REF]
  validate   check rigging.yaml and render everything, reporting every problem
  template   render a Go template as Landscaper would: rigging template FILE --data DATA.(json|yaml)
  eval       evaluate Jsonnet as the jsonnet command does, on rigging's engine: rigging eval FILE
             or -e CODE, with jsonnet's flags (-J, -V, -A, -y, -S, -m, -o...)
  lambda serve  run the deploy Lambda's handler behind a local Lambda Invoke API endpoint

Options of render, diff and validate:
${SHARED_HELP}${HELP_OPTION}  -v, --version         print the version

Run rigging COMMAND --help for a command's own options.
Exit codes: 0 success / no changes, 1 changes found (diff --exit-code), 2 errors.
`;

const COMMAND_USAGE: Readonly<Record<string, string>> = {
  render: `Usage: rigging render [options]

Render every environment and print the objects, in apply order.

Options:
${SHARED_HELP}  -o, --output FORMAT   yaml (default) | json
      --output-dir DIR  write files instead: DIR/ENV/SOURCE/<Kind>-<namespace>-<name>.yaml
                        for each object, DIR/ENV/SOURCE/<artifact path> for each artifact
                        (BOSH files, snippet outputs, blueprint exports); DIR must be new or empty
      --force           with --output-dir: replace DIR/ENV of each rendered environment
  -S, --show-secrets    print Secret values instead of redacted tokens
      --elaborate       print each stack source's elaborated manifest (hub.yaml.elaborate)
${HELP_OPTION}
Exit codes: 0 success, 2 errors.
`,
  diff: `Usage: rigging diff --base REF [--head REF] [options]

Show what a commit changes: render both revisions and compare them.

Options:
      --base REF        the revision to compare against (required)
      --head REF        the revision to compare (default: the work tree)
${SHARED_HELP}  -o, --output FORMAT   text (default) | json | markdown
      --exit-code       exit 1 when there are changes
${HELP_OPTION}
Exit codes: 0 no changes, 1 changes found (--exit-code), 2 errors.
`,
  validate: `Usage: rigging validate [options]

Check rigging.yaml and render everything, reporting every problem.

Options:
${SHARED_HELP}${HELP_OPTION}
Exit codes: 0 success, 2 errors.
`,
  template: `Usage: rigging template FILE [--data DATA.(json|yaml)] [--missingkey zero|default|error]

Render a Go template as Landscaper would, with Sprig's functions.

Options:
      --data PATH       the template's data, a JSON or YAML file
      --missingkey M    zero (default, as Landscaper) | default | error
${HELP_OPTION}
Exit codes: 0 success, 2 errors.
`,
  'lambda serve': `Usage: rigging lambda serve [--port 9001] [--host 127.0.0.1] [--function rigging]

Run the deploy Lambda's handler behind a local Lambda Invoke API endpoint, configured by
RIGGING_CONFIG and the AWS_* variables.

Options:
      --port N          the port to listen on (default: 9001)
      --host ADDRESS    the address to listen on (default: 127.0.0.1)
      --function NAME   the function name the endpoint answers to (default: rigging)
${HELP_OPTION}`,
};

/** A command's usage (`rigging COMMAND --help`), or undefined for a name that is no command. */
export function commandUsage(command: string): string | undefined {
  return Object.hasOwn(COMMAND_USAGE, command) ? COMMAND_USAGE[command] : undefined;
}
