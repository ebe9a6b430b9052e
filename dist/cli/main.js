({
"main.js": function (exports, require, module, __filename, __dirname) {
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
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_AGXITVR3 = require("./chunk-AGXITVR3.js");
var import_chunk_2A47LTI4 = require("./chunk-2A47LTI4.js");
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
  const closest = (word) => longs.includes(word) ? word : (0, import_chunk_CCBYBVFN.didYouMean)(word, longs);
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
    throw new UsageError(`unknown command "${first}"${(0, import_chunk_CCBYBVFN.suggestion)(first, COMMANDS)}`);
  if (first === "help") {
    if (second === void 0 || second === "help") return { command: "help" };
    if (second === "eval" || commandUsage(usageNameOf(second)) !== void 0)
      return { command: "help", of: usageNameOf(second) };
    throw new UsageError(`help: unknown command "${second}"${(0, import_chunk_CCBYBVFN.suggestion)(second, COMMANDS)}`);
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
  if (argv[0] === "eval") return (await Promise.resolve().then(() => __toESM(require("./eval-R7VN67Q7.js")))).evalCommand(argv.slice(1), io);
  const args = parseCliArgs(argv);
  if (args.command === "help") {
    if (args.of === "eval") return (await Promise.resolve().then(() => __toESM(require("./eval-R7VN67Q7.js")))).evalCommand(["--help"], io);
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
    const { templateCommand } = await Promise.resolve().then(() => __toESM(require("./template-XS6SGIIJ.js")));
    return templateCommand(io, args);
  }
  const { findConfig } = await Promise.resolve().then(() => __toESM(require("./load-YKULHFIW.js")));
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
        const { elaborateCommand } = await Promise.resolve().then(() => __toESM(require("./elaborate-B5X5WSL5.js")));
        return elaborateCommand(io, configFile, common);
      }
      const { renderCommand } = await Promise.resolve().then(() => __toESM(require("./render-6WPLQJRX.js")));
      return renderCommand(io, configFile, common, args);
    }
    case "diff": {
      const { diffCommand } = await Promise.resolve().then(() => __toESM(require("./diff-ST7BACO3.js")));
      return diffCommand(io, configFile, common, args);
    }
    case "validate": {
      const { validateCommand } = await Promise.resolve().then(() => __toESM(require("./validate-T7PUY66L.js")));
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
  const { serveLocally } = await Promise.resolve().then(() => __toESM(require("./lambda-serve-TQKQFAFM.js")));
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
  let scratch;
  return (text) => {
    if (viaStream) {
      viaStream.write(text);
      return;
    }
    const bytes = encode(text);
    for (let at = 0; at < bytes.length; ) {
      try {
        at += (0, import_node_fs.writeSync)(fd, bytes, at);
      } catch (err) {
        const code = err.code;
        if (code === "EAGAIN") {
          toStream().write(Buffer.from(bytes.subarray(at)));
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
  function encode(text) {
    const room = 3 * text.length;
    if (room > SCRATCH_MAX) return Buffer.from(text, "utf8");
    if (scratch === void 0 || scratch.length < room)
      scratch = Buffer.allocUnsafeSlow(Math.max(room, 1024));
    return scratch.subarray(0, scratch.write(text, "utf8"));
  }
}
var SCRATCH_MAX = 16 * 1024 * 1024;
var WORKER_FLAG = "--jsonnet-worker";
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, (0, import_node_os.availableParallelism)()));
if ((0, import_chunk_AGXITVR3.startedAsDeepStackThread)()) startDeepStackThread();
else if (process.argv[2] === WORKER_FLAG) startWorker();
else start();
function startDeepStackThread() {
  Promise.resolve().then(() => __toESM(require("./deep-stack-FVBJV2WR.js"))).then(
    ({ isDeepStackWorker, runDeepStackWorker }) => isDeepStackWorker() ? runDeepStackWorker() : start(),
    (err) => {
      process.stderr.write(`rigging: cannot start the deep-stack thread: ${String(err)}
`);
      process.exitCode = 2;
    }
  );
}
function startWorker() {
  Promise.resolve().then(() => __toESM(require("./worker-3Q3QHRXJ.js"))).then(
    ({ runJsonnetWorker }) => runJsonnetWorker(),
    (err) => {
      process.stderr.write(`rigging: cannot start the jsonnet worker: ${String(err)}
`);
      process.exitCode = 2;
    }
  );
}
function start() {
  (0, import_chunk_2A47LTI4.removeTempDirsOnSignals)();
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

},
"chunk-2A47LTI4.js": function (exports, require, module, __filename, __dirname) {
// src/temp-dirs.ts
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  makeTempDir: () => makeTempDir,
  removeTempDir: () => removeTempDir,
  removeTempDirsOnSignals: () => removeTempDirsOnSignals,
  tempDirsStopping: () => tempDirsStopping
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_node_fs = require("node:fs");
var import_node_os = require("node:os");
var import_node_path = __toESM(require("node:path"));
var live = /* @__PURE__ */ new Set();
var watching = false;
var stopping = new AbortController();
var tempDirsStopping = stopping.signal;
function removeAll() {
  for (const dir of live) {
    for (let pass = 0; pass < 5 && (0, import_node_fs.existsSync)(dir); pass++) {
      try {
        (0, import_node_fs.rmSync)(dir, { recursive: true, force: true });
      } catch {
      }
    }
  }
  live.clear();
}
function onSignal(signal) {
  stopping.abort();
  removeAll();
  process.kill(process.pid, signal);
}
function removeTempDirsOnSignals() {
  if (watching) return;
  watching = true;
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  process.once("exit", removeAll);
}
async function makeTempDir(prefix) {
  const dir = await import_node_fs.promises.mkdtemp(import_node_path.default.join((0, import_node_os.tmpdir)(), prefix));
  if (stopping.signal.aborted) {
    (0, import_node_fs.rmSync)(dir, { recursive: true, force: true });
    throw new Error("the run is stopping: no temp dir is made");
  }
  live.add(dir);
  return dir;
}
async function removeTempDir(dir, { offThread = false } = {}) {
  if (offThread) await removeOffThread(dir).catch(() => void 0);
  await import_node_fs.promises.rm(dir, { recursive: true, force: true });
  live.delete(dir);
}
var REMOVER = `require('node:fs').rmSync(require('node:worker_threads').workerData, { recursive: true, force: true });`;
async function removeOffThread(dir) {
  const { Worker } = process.getBuiltinModule("node:worker_threads");
  return new Promise((resolve, reject) => {
    const worker = new Worker(REMOVER, { eval: true, workerData: dir, stdout: true, stderr: true });
    worker.once("error", reject);
    worker.once("exit", (code) => code === 0 ? resolve() : reject(new Error(`remover exited ${code}`)));
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  makeTempDir,
  removeTempDir,
  removeTempDirsOnSignals,
  tempDirsStopping
});

},
"chunk-3UXC5BMU.js": function (exports, require, module, __filename, __dirname) {
// src/model/diagnostic.ts
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  DiagnosticError: () => DiagnosticError,
  formatDiagnostic: () => formatDiagnostic,
  hasErrors: () => hasErrors,
  onePerProblem: () => onePerProblem,
  redactDiagnostic: () => redactDiagnostic
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_UGMAYDF5 = require("./chunk-UGMAYDF5.js");
function formatDiagnostic(d) {
  let where = d.file ?? "";
  if (where && d.line !== void 0) {
    where += `:${d.line}`;
    if (d.column !== void 0) where += `:${d.column}`;
  }
  const prefix = where ? `${where}: ` : "";
  const text = `${prefix}${d.severity === "warning" ? "warning: " : ""}${d.message}`;
  if (!d.environments?.length) return text;
  const note = ` [${d.environments.length === 1 ? "environment" : "environments"} ${d.environments.join(", ")}]`;
  const end = text.indexOf("\n");
  return end < 0 ? `${text}${note}` : `${text.slice(0, end)}${note}${text.slice(end)}`;
}
function onePerProblem(pipeline, environments, name = "several") {
  const named = name === "always" || environments.length > 1;
  const placed = [...pipeline];
  const byProblem = /* @__PURE__ */ new Map();
  for (const env of environments) {
    for (const d of env.diagnostics) {
      const id = JSON.stringify([
        d.severity,
        d.source,
        d.file,
        d.line,
        d.column,
        d.message,
        d.trace,
        d.reason,
        d.component
      ]);
      const seen = byProblem.get(id);
      if (seen) {
        if (seen.at(-1) !== env.name) seen.push(env.name);
        continue;
      }
      const names = [env.name];
      byProblem.set(id, names);
      placed.push(named ? { ...d, environments: names } : d);
    }
  }
  return placed;
}
function redactDiagnostic(d, redact) {
  return { ...d, message: redact(d.message), ...d.trace ? { trace: redact(d.trace) } : {} };
}
function hasErrors(diagnostics) {
  return diagnostics.some((d) => d.severity === "error");
}
var DiagnosticError = class extends import_chunk_UGMAYDF5.UserError {
  constructor(diagnostics) {
    super(diagnostics.map(formatDiagnostic).join("\n"));
    this.diagnostics = diagnostics;
    this.name = "DiagnosticError";
  }
  diagnostics;
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DiagnosticError,
  formatDiagnostic,
  hasErrors,
  onePerProblem,
  redactDiagnostic
});

},
"chunk-75QCMCYK.js": function (exports, require, module, __filename, __dirname) {
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  __commonJS: () => __commonJS,
  __esm: () => __esm,
  __export: () => __export2,
  __require: () => __require,
  __toCommonJS: () => __toCommonJS2,
  __toESM: () => __toESM
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var __create = Object.create;
var __defProp2 = Object.defineProperty;
var __getOwnPropDesc2 = Object.getOwnPropertyDescriptor;
var __getOwnPropNames2 = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp2 = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames2(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames2(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export2 = (target, all) => {
  for (var name in all)
    __defProp2(target, name, { get: all[name], enumerable: true });
};
var __copyProps2 = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames2(from))
      if (!__hasOwnProp2.call(to, key) && key !== except)
        __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc2(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps2(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp2(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS2 = (mod) => __copyProps2(__defProp2({}, "__esModule", { value: true }), mod);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  __commonJS,
  __esm,
  __export,
  __require,
  __toCommonJS,
  __toESM
});

},
"chunk-AGXITVR3.js": function (exports, require, module, __filename, __dirname) {
// src/render/jsonnet/rigging/deep-stack-setup.ts
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  DEEP_STACK_ARG: () => DEEP_STACK_ARG,
  IN_PROCESS_FRAMES: () => IN_PROCESS_FRAMES,
  deepStackScript: () => deepStackScript,
  needsDeepStack: () => needsDeepStack,
  setDeepStackScript: () => setDeepStackScript,
  startedAsDeepStackThread: () => startedAsDeepStackThread
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var DEEP_STACK_ARG = "--rigging-deep-stack";
var IN_PROCESS_FRAMES = 500;
var script;
function setDeepStackScript(path) {
  script = path;
}
function deepStackScript() {
  return script;
}
function needsDeepStack(maxStack, req) {
  return script !== void 0 && maxStack > IN_PROCESS_FRAMES && Object.keys(req.natives ?? {}).length === 0;
}
function startedAsDeepStackThread() {
  return process.argv[2] === DEEP_STACK_ARG;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEEP_STACK_ARG,
  IN_PROCESS_FRAMES,
  deepStackScript,
  needsDeepStack,
  setDeepStackScript,
  startedAsDeepStackThread
});

},
"chunk-BNCUDU5Y.js": function (exports, require, module, __filename, __dirname) {
// src/render/jsonnet/rigging/parse-store-setup.ts
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  parseStoreSetting: () => parseStoreSetting,
  setParseStore: () => setParseStore
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_PVLDT5VQ = require("./chunk-PVLDT5VQ.js");
var import_node_fs = require("node:fs");
var setting;
function setParseStore(dir, bundle) {
  setting = dir === void 0 ? void 0 : { dir, bundle };
}
function parseStoreSetting() {
  if (setting === void 0) return void 0;
  try {
    const st = (0, import_node_fs.statSync)(setting.bundle, { bigint: true });
    const build = `${import_chunk_PVLDT5VQ.VERSION}:${st.dev}.${st.ino}.${st.size}.${st.mtimeNs}.${st.ctimeNs}`;
    return { dir: setting.dir, build };
  } catch {
    return void 0;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  parseStoreSetting,
  setParseStore
});

},
"chunk-CCBYBVFN.js": function (exports, require, module, __filename, __dirname) {
// src/schema/did-you-mean.ts
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  didYouMean: () => didYouMean,
  nearSuggestion: () => nearSuggestion,
  suggestion: () => suggestion,
  typoOf: () => typoOf
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
function editDistance(a, b) {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = Array.from(
    { length: rows },
    (_, i) => Array.from({ length: cols }, (_2, j) => i === 0 ? j : j === 0 ? i : 0)
  );
  const at = (i, j) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i][j] = best;
    }
  }
  return at(a.length, b.length);
}
var MAX_WORD_LENGTH = 256;
function didYouMean(word, candidates, within = (n) => Math.floor(n / 2)) {
  if (word.length > MAX_WORD_LENGTH) return void 0;
  const lower = word.toLowerCase();
  let best;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    if (candidate === word || Math.abs(candidate.length - word.length) > 2) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    const limit = Math.min(2, within(Math.max(word.length, candidate.length)));
    if (distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
function suggestion(word, candidates) {
  const match = didYouMean(word, candidates);
  return match === void 0 ? "" : ` (did you mean ${JSON.stringify(match)}?)`;
}
function nearSuggestion(word, candidates) {
  const match = didYouMean(word, candidates, (n) => Math.max(1, Math.floor(n / 3)));
  return match === void 0 ? "" : ` (did you mean ${JSON.stringify(match)}?)`;
}
function typoOf(meant, written, known) {
  for (const key of written) {
    if (!known.includes(key) && didYouMean(key, known) === meant) return key;
  }
  return void 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  didYouMean,
  nearSuggestion,
  suggestion,
  typoOf
});

},
"chunk-DFOFJBZU.js": function (exports, require, module, __filename, __dirname) {
// src/render/snippet/duration.ts
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  formatGoDuration: () => formatGoDuration,
  parseGoDuration: () => parseGoDuration
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var UNIT_MS = /* @__PURE__ */ new Map([
  ["ns", 1e-6],
  ["us", 1e-3],
  ["\xB5s", 1e-3],
  ["\u03BCs", 1e-3],
  ["ms", 1],
  ["s", 1e3],
  ["m", 6e4],
  ["h", 36e5]
]);
function parseGoDuration(text) {
  if (text === "0" || text === "+0" || text === "-0") return 0;
  let i = text[0] === "-" || text[0] === "+" ? 1 : 0;
  const negative = text[0] === "-";
  if (i === text.length) return void 0;
  let total = 0;
  while (i < text.length) {
    const start = i;
    while (isDigit(text, i)) i++;
    const whole = i > start;
    if (text[i] === ".") i++;
    const fractionStart = i;
    while (isDigit(text, i)) i++;
    if (!whole && i === fractionStart) return void 0;
    const number = Number(text.slice(start, i));
    const unit = unitAt(text, i);
    if (unit === void 0) return void 0;
    total += number * unit.ms;
    i += unit.length;
  }
  return negative ? -total : total;
}
function isDigit(text, i) {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
}
function unitAt(text, i) {
  for (const length of [2, 1]) {
    const ms = UNIT_MS.get(text.slice(i, i + length));
    if (ms !== void 0) return { ms, length };
  }
  return void 0;
}
function formatGoDuration(ms) {
  if (ms === 0) return "0s";
  if (ms < 1e3) return `${ms}ms`;
  const hours = Math.floor(ms / 36e5);
  const minutes = Math.floor(ms % 36e5 / 6e4);
  const seconds = ms % 6e4 / 1e3;
  const s = `${Number(seconds.toFixed(3))}s`;
  if (hours > 0) return `${hours}h${minutes}m${s}`;
  if (minutes > 0) return `${minutes}m${s}`;
  return s;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  formatGoDuration,
  parseGoDuration
});

},
"chunk-F7IWZNVB.js": function (exports, require, module, __filename, __dirname) {
// src/cli/io.ts
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  EXIT: () => EXIT,
  printDiagnostics: () => printDiagnostics,
  redactedIO: () => redactedIO,
  slowNotice: () => slowNotice
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_3UXC5BMU = require("./chunk-3UXC5BMU.js");
function redactedIO(io, redact, opts = {}) {
  return {
    cwd: io.cwd,
    get progress() {
      return io.progress;
    },
    stdout: opts.stdout === false ? io.stdout : (text) => io.stdout(redact(text)),
    stderr: (text) => io.stderr(redact(text))
  };
}
var EXIT = { ok: 0, changes: 1, error: 2 };
function printDiagnostics(io, diagnostics) {
  for (const d of diagnostics) io.stderr(`${(0, import_chunk_3UXC5BMU.formatDiagnostic)(d)}
${d.trace ? `${d.trace}
` : ""}`);
}
function slowNotice(io, what) {
  const started = process.hrtime.bigint();
  const timer = setTimeout(() => {
    if (io.progress) io.stderr(`rigging: ${what}\u2026
`);
  }, 1e3);
  timer.unref();
  return {
    done(summary) {
      clearTimeout(timer);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (ms > 1e3 && io.progress) io.stderr(`rigging: ${summary} in ${(ms / 1e3).toFixed(1)}s
`);
    }
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  EXIT,
  printDiagnostics,
  redactedIO,
  slowNotice
});

},
"chunk-LJHVJZPJ.js": function (exports, require, module, __filename, __dirname) {
// src/render/engine-choice.ts
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  chooseEngines: () => chooseEngines,
  engineChoice: () => engineChoice
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var choice = { jsonnet: { kind: "in-process" } };
function chooseEngines(next) {
  choice = next;
}
function engineChoice() {
  return choice;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  chooseEngines,
  engineChoice
});

},
"chunk-PVLDT5VQ.js": function (exports, require, module, __filename, __dirname) {
// src/version.ts
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  VERSION: () => VERSION
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var VERSION = true ? "0.1.0" : "0.0.0-dev";
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  VERSION
});

},
"chunk-UGMAYDF5.js": function (exports, require, module, __filename, __dirname) {
// src/model/errors.ts
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  UserError: () => UserError,
  isUserError: () => isUserError
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var UserError = class extends Error {
  name = "UserError";
};
function isUserError(err) {
  return err instanceof UserError;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  UserError,
  isUserError
});

},
"chunk-XCB5O4XG.js": function (exports, require, module, __filename, __dirname) {
// src/render/budget.ts
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  DEFAULT_RUN_TIMEOUT_MS: () => DEFAULT_RUN_TIMEOUT_MS,
  OUT_OF_TIME: () => OUT_OF_TIME,
  RunBudget: () => RunBudget,
  parseRunTimeout: () => parseRunTimeout
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_DFOFJBZU = require("./chunk-DFOFJBZU.js");
var RunBudget = class {
  constructor(totalMs = DEFAULT_RUN_TIMEOUT_MS, startedAt = Date.now(), setting = "--timeout") {
    this.totalMs = totalMs;
    this.setting = setting;
    this.deadline = startedAt + totalMs;
  }
  totalMs;
  setting;
  /** Epoch milliseconds (Date.now()) past which nothing more may start or go on. */
  deadline;
  /** Milliseconds left, never below zero. */
  remainingMs() {
    return Math.max(0, this.deadline - Date.now());
  }
  expired() {
    return Date.now() >= this.deadline;
  }
  /**
   * A unit's deadline in milliseconds: its own (`undefined` or 0 meaning none) cut to what is left
   * of the run, and at least 1 so that "no time left" still reads as a deadline and not as none.
   */
  unitMs(ownMs) {
    const left = Math.max(1, this.remainingMs());
    return ownMs !== void 0 && ownMs > 0 ? Math.min(ownMs, left) : left;
  }
  /** The message every source that did not finish in time reports. */
  exceededMessage(source) {
    const what = source === void 0 ? "this" : `source ${source}`;
    return `the run's ${formatSeconds(this.totalMs)} budget (${this.setting}) ran out before ${what} finished`;
  }
  /** The one diagnostic of a source the budget stopped: `file` is its path in rigging.yaml. */
  timedOut(source, file) {
    return {
      severity: "error",
      source,
      ...file !== void 0 ? { file } : {},
      message: this.exceededMessage(source),
      reason: RUN_TIMEOUT
    };
  }
  /**
   * `work`, or OUT_OF_TIME when it has not settled shortly after the budget ran out. A backstop
   * for work that waits on something without a deadline of its own: every unit's deadline is cut
   * to the budget, so work that is merely behind (its I/O queued while a synchronous engine held
   * the thread up to the deadline) settles within the grace. Synchronous engines must check
   * `deadline` themselves: no timer fires while they hold the thread. An abandoned `work` that
   * fails later is not an unhandled rejection.
   */
  async within(work) {
    work.catch(() => void 0);
    let timer;
    const out = new Promise((resolve) => {
      const arm = (ms, rearms) => {
        const due = Date.now() + ms;
        timer = setTimeout(() => {
          if (Date.now() - due > LATE_MS && rearms > 0) arm(WITHIN_GRACE_MS, rearms - 1);
          else resolve(OUT_OF_TIME);
        }, ms);
      };
      arm(this.remainingMs() + WITHIN_GRACE_MS, 3);
    });
    try {
      return await Promise.race([work, out]);
    } finally {
      clearTimeout(timer);
    }
  }
};
var WITHIN_GRACE_MS = 1e3;
var LATE_MS = 250;
var OUT_OF_TIME = /* @__PURE__ */ Symbol("out of time");
var RUN_TIMEOUT = "RunTimeout";
var DEFAULT_RUN_TIMEOUT_MS = 10 * 6e4;
function parseRunTimeout(text) {
  const ms = (0, import_chunk_DFOFJBZU.parseGoDuration)(text.trim());
  if (ms === void 0) return `"${text}" is not a duration such as 90s, 10m or 1h30m`;
  if (!(ms >= 1)) return `"${text}" is not a positive duration (at least 1ms); the run needs a budget`;
  if (ms > MAX_TIMEOUT_MS) return `"${text}" is longer than the most a run may take (24h)`;
  return Math.round(ms);
}
var MAX_TIMEOUT_MS = 24 * 36e5;
function formatSeconds(ms) {
  return ms % 1e3 === 0 ? `${ms / 1e3}s` : `${(ms / 1e3).toFixed(1)}s`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_RUN_TIMEOUT_MS,
  OUT_OF_TIME,
  RunBudget,
  parseRunTimeout
});

},
"chunk-YEH2TKQC.js": function (exports, require, module, __filename, __dirname) {
// src/cli/colour.ts
// src/ops/stack-env-select.ts
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  COLOUR_WHEN: () => COLOUR_WHEN,
  badStackEnvName: () => badStackEnvName,
  colouredIO: () => colouredIO,
  stackEnvironment: () => stackEnvironment
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_node_tty = require("node:tty");
var COLOUR_WHEN = ["auto", "always", "never"];
function wantsColour(when, terminal, env) {
  if (when !== "auto") return when === "always";
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== void 0 && env.FORCE_COLOR !== "" && env.FORCE_COLOR !== "0") return true;
  return terminal();
}
function isTerminal(fd) {
  return (0, import_node_tty.isatty)(fd);
}
var SGR = { bold: "1", red: "31", green: "32", yellow: "33", cyan: "36" };
var paint = (code, text) => text === "" ? text : `\x1B[${code}m${text}\x1B[0m`;
function byLine(text, line) {
  return text.split("\n").map((l) => line(l)).join("\n");
}
function colourDiff(text) {
  return byLine(text, (l) => {
    if (l.startsWith("# ") || l.startsWith("+++ ") || l.startsWith("--- ")) return paint(SGR.bold, l);
    if (l.startsWith("@@")) return paint(SGR.cyan, l);
    if (l.startsWith("+")) return paint(SGR.green, l);
    if (l.startsWith("-")) return paint(SGR.red, l);
    return l;
  });
}
var DIAGNOSTIC = /^((?:[^\s:]+(?::\d+){1,2}|[^\s:]+): )(warning: )?(.*)$/;
function colourDiagnostics(text) {
  return byLine(text, (l) => {
    if (l.startsWith("	") || l.startsWith("rigging: ")) return l;
    const m = DIAGNOSTIC.exec(l);
    if (!m) return l;
    const [, place = "", warning, message = ""] = m;
    if (warning) return `${paint(SGR.bold, place)}${paint(`${SGR.bold};${SGR.yellow}`, warning)}${message}`;
    return `${paint(SGR.bold, place)}${paint(SGR.red, message)}`;
  });
}
function colouredIO(io, when, env, stdout) {
  const terminal = io.terminal ?? isTerminal;
  const onStdout = stdout === "diff" && wantsColour(when, () => terminal(1), env);
  const onStderr = wantsColour(when, () => terminal(2), env);
  if (!onStdout && !onStderr) return io;
  return {
    cwd: io.cwd,
    get progress() {
      return io.progress;
    },
    stdout: onStdout ? (text) => io.stdout(colourDiff(text)) : io.stdout,
    stderr: onStderr ? (text) => io.stderr(colourDiagnostics(text)) : io.stderr
  };
}
function badStackEnvName(names) {
  return names.find((name) => name === "" || /[=\s]/.test(name));
}
function stackEnvironment(names, env) {
  const out = {};
  for (const name of names) if (env[name] !== void 0) out[name] = env[name];
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  COLOUR_WHEN,
  badStackEnvName,
  colouredIO,
  stackEnvironment
});

},
})
