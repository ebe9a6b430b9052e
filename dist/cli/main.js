// src/cli/index.ts
// src/cli/cache-dir.ts
// src/cli/args.ts
// src/cli/usage.ts
// src/cli/main.ts
// src/cli/stdio.ts
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var import_chunk_YEH2TKQC = require("./chunk-YEH2TKQC.js");
var import_chunk_LJHVJZPJ = require("./chunk-LJHVJZPJ.js");
var import_chunk_F7IWZNVB = require("./chunk-F7IWZNVB.js");
var import_chunk_XCB5O4XG = require("./chunk-XCB5O4XG.js");
var import_chunk_DFOFJBZU = require("./chunk-DFOFJBZU.js");
var import_chunk_3UXC5BMU = require("./chunk-3UXC5BMU.js");
var import_chunk_UGMAYDF5 = require("./chunk-UGMAYDF5.js");
var import_chunk_BNCUDU5Y = require("./chunk-BNCUDU5Y.js");
var import_chunk_PVLDT5VQ = require("./chunk-PVLDT5VQ.js");
var import_chunk_AQVMZZAL = require("./chunk-AQVMZZAL.js");
var import_chunk_AGXITVR3 = require("./chunk-AGXITVR3.js");
var import_chunk_AXSKRRUE = require("./chunk-AXSKRRUE.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_os = require("node:os");
var import_node_os2 = require("node:os");
var import_node_path = __toESM(require("node:path"));
var import_node_util = require("node:util");
var import_node_fs = require("node:fs");
function codeCacheDir(env = process.env) {
  if (env.NODE_DISABLE_COMPILE_CACHE) return void 0;
  const base = env.NODE_COMPILE_CACHE || import_node_path.default.join((0, import_node_os2.tmpdir)(), "node-compile-cache");
  return import_node_path.default.join(base, `rigging-${process.version}-${process.arch}`);
}
function parseStoreDir(env = process.env) {
  const dir = codeCacheDir(env);
  return dir === void 0 ? void 0 : import_node_path.default.join(dir, "parse");
}
var SHARED_OPTIONS = [
  "config",
  "env",
  "source",
  "jsonnet-engine",
  "max-trace",
  "timeout",
  "stack-env",
  "color"
];
var COMMAND_OPTIONS = {
  render: [...SHARED_OPTIONS, "output", "output-dir", "force", "show-secrets", "elaborate"],
  diff: [...SHARED_OPTIONS, "output", "base", "head", "exit-code"],
  validate: SHARED_OPTIONS,
  template: ["data", "missingkey"],
  "lambda serve": ["port", "host", "function"]
};
var COMMANDS = ["render", "diff", "validate", "template", "eval", "lambda", "help"];
var SHARED_HELP = `  -c, --config PATH     rigging.yaml to use (default: ./rigging.yaml)
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
var HELP_OPTION = "  -h, --help            this help\n";
var USAGE = `Usage: rigging <command> [options]

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
var COMMAND_USAGE = {
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
  "lambda serve": `Usage: rigging lambda serve [--port 9001] [--host 127.0.0.1] [--function rigging]

Run the deploy Lambda's handler behind a local Lambda Invoke API endpoint, configured by
RIGGING_CONFIG and the AWS_* variables.

Options:
      --port N          the port to listen on (default: 9001)
      --host ADDRESS    the address to listen on (default: 127.0.0.1)
      --function NAME   the function name the endpoint answers to (default: rigging)
${HELP_OPTION}`
};
function commandUsage(command) {
  return Object.hasOwn(COMMAND_USAGE, command) ? COMMAND_USAGE[command] : void 0;
}
var UsageError = class extends import_chunk_UGMAYDF5.UserError {
  constructor(message, command) {
    super(message);
    this.command = command;
  }
  command;
  name = "UsageError";
};
var OPTIONS = {
  config: { type: "string", short: "c" },
  env: { type: "string", short: "e", multiple: true },
  source: { type: "string", short: "s", multiple: true },
  "jsonnet-engine": { type: "string" },
  "max-trace": { type: "string" },
  timeout: { type: "string" },
  "stack-env": { type: "string", multiple: true },
  color: { type: "string" },
  output: { type: "string", short: "o" },
  "show-secrets": { type: "boolean", short: "S" },
  elaborate: { type: "boolean" },
  "output-dir": { type: "string" },
  force: { type: "boolean" },
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
  throw new UsageError(
    `${command}: unknown output format "${value}" (expected ${allowed.join(" | ")})`,
    command
  );
}
var KNOWN = OPTIONS;
function optionMistake(argv, tokens, usageName) {
  const mistake = (message) => new UsageError(`${usageName === void 0 ? "" : `${usageName}: `}${message}`, usageName);
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const raw = token.rawName;
    const option = KNOWN[token.name];
    if (option === void 0) {
      const names = usageName === void 0 ? Object.keys(OPTIONS) : [...COMMAND_OPTIONS[usageName] ?? [], "help"];
      return mistake(unknownOption(raw, argv[token.index] ?? raw, names));
    }
    if (option.type === "string" && token.value === void 0) return mistake(`${raw} needs a value`);
    if (option.type === "string" && token.inlineValue === false && token.value?.startsWith("-"))
      return mistake(`${raw} needs a value (one starting with a dash is written ${raw}=${token.value})`);
    if (option.type === "boolean" && token.value !== void 0) return mistake(`${raw} takes no value`);
  }
  return void 0;
}
function unknownOption(raw, arg, names) {
  const longs = names.map((n) => `--${n}`);
  const closest = (word) => longs.includes(word) ? word : (0, import_chunk_AQVMZZAL.didYouMean)(word, longs);
  const asLong = /^-[^-=]{2,}$/.test(arg) ? closest(`-${arg}`) : void 0;
  if (asLong !== void 0) return `unknown option ${arg} (did you mean "${asLong}"?)`;
  const shorts = names.flatMap((n) => KNOWN[n]?.short === void 0 ? [] : [`-${KNOWN[n]?.short}`]);
  const hint = raw.startsWith("--") ? closest(raw) : shorts.find((s) => s !== raw && s.toLowerCase() === raw.toLowerCase());
  return `unknown option ${raw}${hint === void 0 ? "" : ` (did you mean "${hint}"?)`}`;
}
function parseCliArgs(argv) {
  if (argv.length === 0) return { command: "usage" };
  const loose = (0, import_node_util.parseArgs)({
    args: [...argv],
    options: OPTIONS,
    allowPositionals: true,
    strict: false,
    tokens: true
  });
  const [first, second] = loose.positionals;
  if (loose.values.version === true) return { command: "version" };
  if (first !== void 0 && !COMMANDS.includes(first))
    throw new UsageError(`unknown command "${first}"${(0, import_chunk_AQVMZZAL.suggestion)(first, COMMANDS)}`);
  if (first === "help") {
    if (second === void 0 || second === "help") return { command: "help" };
    if (second === "eval" || commandUsage(usageNameOf(second)) !== void 0)
      return { command: "help", of: usageNameOf(second) };
    throw new UsageError(`help: unknown command "${second}"${(0, import_chunk_AQVMZZAL.suggestion)(second, COMMANDS)}`);
  }
  const usageName = first === void 0 ? void 0 : usageNameOf(first);
  if (loose.values.help === true) return { command: "help", ...usageName ? { of: usageName } : {} };
  const mistake = optionMistake(argv, loose.tokens, usageName);
  if (mistake !== void 0) throw mistake;
  let parsed;
  try {
    parsed = (0, import_node_util.parseArgs)({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(err.message.split("\n")[0], usageName);
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (command === void 0) throw new UsageError("expected a command");
  const name = usageNameOf(command);
  const refuse = (message) => new UsageError(message, name);
  for (const option of Object.keys(values)) {
    if (!(COMMAND_OPTIONS[name] ?? []).includes(option))
      throw refuse(`${name}: --${option} does not apply here`);
  }
  if (command === "eval")
    throw refuse("eval: give eval first, then its options: rigging eval [options] FILE");
  if (command === "lambda") {
    if (extra[0] !== "serve" || extra.length > 1) throw refuse('lambda: the only subcommand is "serve"');
    const port = Number(values.port ?? 9001);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw refuse(`lambda serve: --port ${values.port} is not a port number`);
    return {
      command: "lambda-serve",
      port,
      host: values.host ?? "127.0.0.1",
      functionName: values.function ?? "rigging"
    };
  }
  if (command === "template") {
    if (extra.length !== 1) throw refuse("template: expected one template FILE");
    const missingKey = values.missingkey ?? "zero";
    if (!["default", "zero", "error"].includes(missingKey)) {
      throw refuse(`template: unknown --missingkey "${missingKey}" (expected zero | default | error)`);
    }
    return {
      command,
      file: extra[0],
      ...values.data ? { data: values.data } : {},
      missingKey
    };
  }
  if (extra.length > 0) throw refuse(`${name}: unexpected argument "${extra[0]}"`);
  const common = {
    config: values.config,
    environments: values.env ?? [],
    sources: values.source ?? [],
    stackEnv: values["stack-env"] ?? []
  };
  const badName = (0, import_chunk_YEH2TKQC.badStackEnvName)(common.stackEnv);
  if (badName !== void 0) throw refuse(`--stack-env: "${badName}" is not a variable name`);
  if (values.timeout !== void 0) {
    const ms = (0, import_chunk_XCB5O4XG.parseRunTimeout)(values.timeout);
    if (typeof ms === "string") throw refuse(`--timeout: ${ms}`);
    common.timeoutMs = ms;
  }
  const engine = values["jsonnet-engine"];
  if (engine !== void 0) {
    if (engine !== "libjsonnet" && engine !== "rigging") {
      throw refuse(`unknown --jsonnet-engine "${engine}" (expected libjsonnet | rigging)`);
    }
    common.jsonnetEngine = engine;
  }
  if (values.color !== void 0) {
    if (!import_chunk_YEH2TKQC.COLOUR_WHEN.includes(values.color))
      throw refuse(`--color: unknown value "${values.color}" (expected ${import_chunk_YEH2TKQC.COLOUR_WHEN.join(" | ")})`);
    common.color = values.color;
  }
  const maxTrace = values["max-trace"];
  if (maxTrace !== void 0) {
    if (!/^\d+$/.test(maxTrace)) throw refuse(`--max-trace: "${maxTrace}" is not a number of lines`);
    common.maxTrace = Number(maxTrace);
  }
  switch (command) {
    case "render":
      if (values.elaborate && values.output !== void 0)
        throw refuse("render: --elaborate prints YAML; leave out --output");
      if (values.elaborate && values["output-dir"] !== void 0)
        throw refuse("render: --elaborate prints to stdout; leave out --output-dir");
      if (values.force && values["output-dir"] === void 0)
        throw refuse("render: --force applies to --output-dir only");
      return {
        command,
        common,
        output: oneOf(values.output, ["yaml", "json"], "yaml", command),
        showSecrets: values["show-secrets"] ?? false,
        elaborate: values.elaborate ?? false,
        ...values["output-dir"] === void 0 ? {} : { outputDir: values["output-dir"] },
        force: values.force ?? false
      };
    case "diff":
      if (!values.base) throw refuse("diff: --base REF is required");
      return {
        command,
        common,
        base: values.base,
        head: values.head,
        output: oneOf(values.output, ["text", "json", "markdown"], "text", command),
        exitCode: values["exit-code"] ?? false
      };
    default:
      return { command: "validate", common };
  }
}
function usageNameOf(command) {
  return command === "lambda" ? "lambda serve" : command;
}
async function main(argv, io) {
  try {
    return await dispatch(argv, io);
  } catch (err) {
    if (!(0, import_chunk_UGMAYDF5.isUserError)(err)) throw err;
    reportUserError(io, err);
    return import_chunk_F7IWZNVB.EXIT.error;
  }
}
async function dispatch(argv, io) {
  if (argv[0] === "eval") return (await Promise.resolve().then(() => __toESM(require("./eval-MU7YTHBZ.js")))).evalCommand(argv.slice(1), io);
  const args = parseCliArgs(argv);
  if (args.command === "help") {
    if (args.of === "eval") return (await Promise.resolve().then(() => __toESM(require("./eval-MU7YTHBZ.js")))).evalCommand(["--help"], io);
    io.stdout((args.of === void 0 ? void 0 : commandUsage(args.of)) ?? USAGE);
    return import_chunk_F7IWZNVB.EXIT.ok;
  }
  if (args.command === "usage") {
    io.stderr(USAGE);
    return import_chunk_F7IWZNVB.EXIT.error;
  }
  if (args.command === "version") {
    io.stdout(`rigging ${import_chunk_PVLDT5VQ.VERSION}
`);
    return import_chunk_F7IWZNVB.EXIT.ok;
  }
  if (args.command === "lambda-serve") return lambdaServe(io, args);
  if (args.command === "template") {
    const { templateCommand } = await Promise.resolve().then(() => __toESM(require("./template-IWV6RQOU.js")));
    return templateCommand(io, args);
  }
  const { findConfig } = await Promise.resolve().then(() => __toESM(require("./load-2T5PJTR5.js")));
  const configFile = findConfig(io.cwd, args.common.config);
  const common = {
    ...args.common,
    // Only what --stack-env names: people run the CLI in CI too, on pull requests' files, with tokens around.
    environ: (0, import_chunk_YEH2TKQC.stackEnvironment)(args.common.stackEnv, process.env),
    // One budget for the whole command, started now: a diff's base and head share it.
    budget: new import_chunk_XCB5O4XG.RunBudget(args.common.timeoutMs ?? import_chunk_XCB5O4XG.DEFAULT_RUN_TIMEOUT_MS)
  };
  switch (args.command) {
    case "render": {
      if (args.elaborate) {
        const { elaborateCommand } = await Promise.resolve().then(() => __toESM(require("./elaborate-7KPBCPL7.js")));
        return elaborateCommand(io, configFile, common);
      }
      const { renderCommand } = await Promise.resolve().then(() => __toESM(require("./render-O57WYCZQ.js")));
      return renderCommand(io, configFile, common, args);
    }
    case "diff": {
      const { diffCommand } = await Promise.resolve().then(() => __toESM(require("./diff-XU5ZV7W7.js")));
      return diffCommand(io, configFile, common, args);
    }
    case "validate": {
      const { validateCommand } = await Promise.resolve().then(() => __toESM(require("./validate-H42SR4MV.js")));
      return validateCommand(io, configFile, common);
    }
  }
}
function reportUserError(io, err) {
  if (err instanceof import_chunk_3UXC5BMU.DiagnosticError) (0, import_chunk_F7IWZNVB.printDiagnostics)(io, err.diagnostics);
  else if (err instanceof UsageError)
    io.stderr(
      `rigging: ${err.message}; see rigging ${err.command === void 0 ? "" : `${err.command} `}--help
`
    );
  else io.stderr(`rigging: ${err.message}
`);
}
async function lambdaServe(io, args) {
  const { serveLocally } = await Promise.resolve().then(() => __toESM(require("./lambda-serve-6UVB7FCR.js")));
  return serveLocally(io, args);
}
function descriptorWriter(fd, stream, onGone) {
  let viaStream;
  const toStream = () => {
    viaStream = stream();
    viaStream.on("error", (err) => {
      if (err.code === "EPIPE") onGone();
      else throw err;
    });
    return viaStream;
  };
  return (text) => {
    if (viaStream) {
      viaStream.write(text);
      return;
    }
    const bytes = Buffer.from(text, "utf8");
    for (let at = 0; at < bytes.length; ) {
      try {
        at += (0, import_node_fs.writeSync)(fd, bytes, at);
      } catch (err) {
        const code = err.code;
        if (code === "EAGAIN") {
          toStream().write(bytes.subarray(at));
          return;
        }
        if (code === "EPIPE") {
          onGone();
          return;
        }
        throw err;
      }
    }
  };
}
var WORKER_FLAG = "--jsonnet-worker";
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, (0, import_node_os.availableParallelism)()));
if ((0, import_chunk_AGXITVR3.startedAsDeepStackThread)()) startDeepStackThread();
else if (process.argv[2] === WORKER_FLAG) startWorker();
else start();
function startDeepStackThread() {
  Promise.resolve().then(() => __toESM(require("./deep-stack-PT6LGHWD.js"))).then(
    ({ isDeepStackWorker, runDeepStackWorker }) => isDeepStackWorker() ? runDeepStackWorker() : start(),
    (err) => {
      process.stderr.write(`rigging: cannot start the deep-stack thread: ${String(err)}
`);
      process.exitCode = 2;
    }
  );
}
function startWorker() {
  Promise.resolve().then(() => __toESM(require("./worker-5SX4CTYI.js"))).then(
    ({ runJsonnetWorker }) => runJsonnetWorker(),
    (err) => {
      process.stderr.write(`rigging: cannot start the jsonnet worker: ${String(err)}
`);
      process.exitCode = 2;
    }
  );
}
function start() {
  (0, import_chunk_AXSKRRUE.removeTempDirsOnSignals)();
  (0, import_chunk_LJHVJZPJ.chooseEngines)({
    jsonnet: { kind: "worker", command: [process.execPath, process.argv[1] ?? __filename, WORKER_FLAG] }
  });
  (0, import_chunk_AGXITVR3.setDeepStackScript)(process.argv[1] ?? __filename);
  (0, import_chunk_BNCUDU5Y.setParseStore)(parseStoreDir(), __filename);
  const io = {
    cwd: process.cwd(),
    // `rigging render | head` closes the pipe early; that is the reader's choice, not an error.
    stdout: descriptorWriter(
      1,
      () => process.stdout,
      () => process.exit(process.exitCode ?? 0)
    ),
    // With nobody reading stderr there is nobody to tell.
    stderr: descriptorWriter(
      2,
      () => process.stderr,
      () => {
      }
    ),
    get progress() {
      return process.stderr.isTTY === true;
    }
  };
  main(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      io.stderr(`rigging: internal error: ${err instanceof Error ? err.message : String(err)}
`);
      if (process.env.RIGGING_DEBUG) io.stderr(`${err instanceof Error ? err.stack : ""}
`);
      process.exitCode = 2;
    }
  );
}
