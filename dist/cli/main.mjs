import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  VERSION
} from "./chunk-OWCSMAW4.mjs";
import {
  isRenderWorker,
  runRenderWorker,
  setRenderWorker
} from "./chunk-2Y5NLDX7.mjs";
import {
  badStackEnvName,
  stackEnvironment
} from "./chunk-XVCVU4KM.mjs";
import {
  EXIT,
  printDiagnostics
} from "./chunk-M7Q2J45H.mjs";
import {
  DEFAULT_RUN_TIMEOUT_MS,
  RunBudget,
  parseRunTimeout
} from "./chunk-2C5A3EZ2.mjs";
import "./chunk-JLN7MPBP.mjs";
import {
  chooseEngines,
  require_node_util
} from "./chunk-LFE36SBK.mjs";
import {
  DiagnosticError,
  UserError,
  isUserError
} from "./chunk-I73GSL6V.mjs";
import {
  removeTempDirsOnSignals,
  require_node_os
} from "./chunk-LEVKWDL6.mjs";
import "./chunk-R4CPI6BJ.mjs";
import {
  __toESM
} from "./chunk-Z27IH3SI.mjs";

// src/cli/index.ts
var import_node_os = __toESM(require_node_os());

// src/cli/args.ts
var import_node_util = __toESM(require_node_util());
var UsageError = class extends UserError {
  name = "UsageError";
};
var USAGE = `Usage: rigging <command> [options]

Commands:
  render     render every environment and print the objects (apply order)
  diff       show what a commit changes: rigging diff --base REF [--head REF]
  validate   check rigging.yaml and render everything, reporting every problem
  template   render a Go template as Landscaper would: rigging template FILE --data DATA.(json|yaml)
             [--missingkey zero|default|error] (Sprig's functions; default missingkey: zero, as Landscaper)
  eval       evaluate Jsonnet as the jsonnet command does, on rigging's engine: rigging eval FILE
             or -e CODE, with jsonnet's flags (-J, -V, -A, -y, -S, -m, -o...; see rigging eval --help)
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
var OPTIONS = {
  config: { type: "string", short: "c" },
  env: { type: "string", short: "e", multiple: true },
  source: { type: "string", short: "s", multiple: true },
  "jsonnet-engine": { type: "string" },
  "max-trace": { type: "string" },
  timeout: { type: "string" },
  "stack-env": { type: "string", multiple: true },
  output: { type: "string", short: "o" },
  "show-secrets": { type: "boolean", short: "S" },
  elaborate: { type: "boolean" },
  base: { type: "string" },
  head: { type: "string" },
  "exit-code": { type: "boolean" },
  data: { type: "string" },
  missingkey: { type: "string" },
  port: { type: "string" },
  host: { type: "string" },
  function: { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" }
};
function oneOf(value, allowed, fallback, command) {
  if (value === void 0) return fallback;
  if (allowed.includes(value)) return value;
  throw new UsageError(`${command}: unknown output format "${value}" (expected ${allowed.join(" | ")})`);
}
function parseCliArgs(argv) {
  let parsed;
  try {
    parsed = (0, import_node_util.parseArgs)({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(err.message);
  }
  const { values, positionals } = parsed;
  if (values.version) return { command: "version" };
  if (values.help || positionals.length === 0 || positionals[0] === "help") return { command: "help" };
  const [command, ...extra] = positionals;
  if (command === "lambda") {
    if (extra[0] !== "serve" || extra.length > 1)
      throw new UsageError('lambda: the only subcommand is "serve"');
    for (const name of Object.keys(values)) {
      if (!["port", "host", "function"].includes(name))
        throw new UsageError(`lambda serve: --${name} does not apply here`);
    }
    const port = Number(values.port ?? 9001);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UsageError(`lambda serve: --port ${values.port} is not a port number`);
    return {
      command: "lambda-serve",
      port,
      host: values.host ?? "127.0.0.1",
      functionName: values.function ?? "rigging"
    };
  }
  if (command === "template") {
    for (const name of Object.keys(values)) {
      if (!["data", "missingkey"].includes(name))
        throw new UsageError(`template: --${name} does not apply here`);
    }
    if (extra.length !== 1) throw new UsageError("template: expected one template FILE");
    const missingKey = values.missingkey ?? "zero";
    if (!["default", "zero", "error"].includes(missingKey)) {
      throw new UsageError(
        `template: unknown --missingkey "${missingKey}" (expected zero | default | error)`
      );
    }
    return {
      command,
      file: extra[0],
      ...values.data ? { data: values.data } : {},
      missingKey
    };
  }
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  const common = {
    config: values.config,
    environments: values.env ?? [],
    sources: values.source ?? [],
    stackEnv: values["stack-env"] ?? []
  };
  const badName = badStackEnvName(common.stackEnv);
  if (badName !== void 0) throw new UsageError(`--stack-env: "${badName}" is not a variable name`);
  if (values.timeout !== void 0) {
    const ms = parseRunTimeout(values.timeout);
    if (typeof ms === "string") throw new UsageError(`--timeout: ${ms}`);
    common.timeoutMs = ms;
  }
  const engine = values["jsonnet-engine"];
  if (engine !== void 0) {
    if (engine !== "libjsonnet" && engine !== "rigging") {
      throw new UsageError(`unknown --jsonnet-engine "${engine}" (expected libjsonnet | rigging)`);
    }
    common.jsonnetEngine = engine;
  }
  const maxTrace = values["max-trace"];
  if (maxTrace !== void 0) {
    if (!/^\d+$/.test(maxTrace)) throw new UsageError(`--max-trace: "${maxTrace}" is not a number of lines`);
    common.maxTrace = Number(maxTrace);
  }
  const only = (allowed) => {
    const shared = ["config", "env", "source", "jsonnet-engine", "max-trace", "timeout", "stack-env"];
    for (const name of Object.keys(values)) {
      if (![...shared, ...allowed].includes(name))
        throw new UsageError(`${command}: --${name} does not apply here`);
    }
  };
  switch (command) {
    case "render":
      only(["output", "show-secrets", "elaborate"]);
      if (values.elaborate && values.output !== void 0)
        throw new UsageError("render: --elaborate prints YAML; leave out --output");
      return {
        command,
        common,
        output: oneOf(values.output, ["yaml", "json"], "yaml", command),
        showSecrets: values["show-secrets"] ?? false,
        elaborate: values.elaborate ?? false
      };
    case "diff":
      only(["output", "base", "head", "exit-code"]);
      if (!values.base) throw new UsageError("diff: --base REF is required");
      return {
        command,
        common,
        base: values.base,
        head: values.head,
        output: oneOf(values.output, ["text", "json", "markdown"], "text", command),
        exitCode: values["exit-code"] ?? false
      };
    case "validate":
      only([]);
      return { command, common };
    default:
      throw new UsageError(`unknown command "${command}" (expected render, diff or validate)`);
  }
}

// src/cli/main.ts
async function main(argv, io) {
  try {
    return await dispatch(argv, io);
  } catch (err) {
    if (!isUserError(err)) throw err;
    reportUserError(io, err);
    return EXIT.error;
  }
}
async function dispatch(argv, io) {
  if (argv[0] === "eval") return (await import("./eval-FCNWN73T.mjs")).evalCommand(argv.slice(1), io);
  const args = parseCliArgs(argv);
  if (args.command === "help") {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  if (args.command === "version") {
    io.stdout(`rigging ${VERSION}
`);
    return EXIT.ok;
  }
  if (args.command === "lambda-serve") return lambdaServe(io, args);
  if (args.command === "template") {
    const { templateCommand } = await import("./template-QWRB2NPQ.mjs");
    return templateCommand(io, args);
  }
  const { findConfig } = await import("./load-U7AXD2ZQ.mjs");
  const configFile = findConfig(io.cwd, args.common.config);
  const common = {
    ...args.common,
    // Only what --stack-env names: people run the CLI in CI too, on pull requests' files, with tokens around.
    environ: stackEnvironment(args.common.stackEnv, process.env),
    // One budget for the whole command, started now: a diff's base and head share it.
    budget: new RunBudget(args.common.timeoutMs ?? DEFAULT_RUN_TIMEOUT_MS)
  };
  switch (args.command) {
    case "render": {
      if (args.elaborate) {
        const { elaborateCommand } = await import("./elaborate-5JKZYZO3.mjs");
        return elaborateCommand(io, configFile, common);
      }
      const { renderCommand } = await import("./render-UTTTRM6Q.mjs");
      return renderCommand(io, configFile, common, args.output, args.showSecrets);
    }
    case "diff": {
      const { diffCommand } = await import("./diff-KFO6HOUK.mjs");
      return diffCommand(io, configFile, common, args);
    }
    case "validate": {
      const { validateCommand } = await import("./validate-FJSM3YH6.mjs");
      return validateCommand(io, configFile, common);
    }
  }
}
function reportUserError(io, err) {
  if (err instanceof DiagnosticError) printDiagnostics(io, err.diagnostics);
  else if (err instanceof UsageError) io.stderr(`rigging: ${err.message}

${USAGE}`);
  else io.stderr(`rigging: ${err.message}
`);
}
async function lambdaServe(io, args) {
  const { serveLocally } = await import("./lambda-serve-6Q4TD4FH.mjs");
  return serveLocally(io, args);
}

// src/cli/index.ts
var WORKER_FLAG = "--jsonnet-worker";
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, (0, import_node_os.availableParallelism)()));
if (isRenderWorker()) runRenderWorker();
else if (process.argv[2] === WORKER_FLAG) startWorker();
else start();
function startWorker() {
  import("./worker-LEQ6ESEQ.mjs").then(
    ({ runJsonnetWorker }) => runJsonnetWorker(),
    (err) => {
      process.stderr.write(`rigging: cannot start the jsonnet worker: ${String(err)}
`);
      process.exitCode = 2;
    }
  );
}
function start() {
  process.stdout.on("error", (err) => {
    if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw err;
  });
  removeTempDirsOnSignals();
  chooseEngines({
    jsonnet: { kind: "worker", command: [process.execPath, process.argv[1] ?? __filename, WORKER_FLAG] }
  });
  setRenderWorker(process.argv[1] ?? __filename);
  const io = {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    progress: process.stderr.isTTY === true
  };
  main(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      process.stderr.write(`rigging: internal error: ${err instanceof Error ? err.message : String(err)}
`);
      if (process.env.RIGGING_DEBUG) process.stderr.write(`${err instanceof Error ? err.stack : ""}
`);
      process.exitCode = 2;
    }
  );
}
