// src/cli/index.ts
// src/cli/args.ts
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
var import_chunk_54P6DR3T = require("./chunk-54P6DR3T.js");
var import_chunk_PVLDT5VQ = require("./chunk-PVLDT5VQ.js");
var import_chunk_MXZ5EHHG = require("./chunk-MXZ5EHHG.js");
var import_chunk_XCB5O4XG = require("./chunk-XCB5O4XG.js");
var import_chunk_DMT4HJNX = require("./chunk-DMT4HJNX.js");
var import_chunk_DFOFJBZU = require("./chunk-DFOFJBZU.js");
var import_chunk_AXSKRRUE = require("./chunk-AXSKRRUE.js");
var import_chunk_LJHVJZPJ = require("./chunk-LJHVJZPJ.js");
var import_chunk_AGXITVR3 = require("./chunk-AGXITVR3.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_os = require("node:os");
var import_node_util = require("node:util");
var import_node_fs = require("node:fs");
var UsageError = class extends import_chunk_DMT4HJNX.UserError {
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
  const badName = (0, import_chunk_54P6DR3T.badStackEnvName)(common.stackEnv);
  if (badName !== void 0) throw new UsageError(`--stack-env: "${badName}" is not a variable name`);
  if (values.timeout !== void 0) {
    const ms = (0, import_chunk_XCB5O4XG.parseRunTimeout)(values.timeout);
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
async function main(argv, io) {
  try {
    return await dispatch(argv, io);
  } catch (err) {
    if (!(0, import_chunk_DMT4HJNX.isUserError)(err)) throw err;
    reportUserError(io, err);
    return import_chunk_MXZ5EHHG.EXIT.error;
  }
}
async function dispatch(argv, io) {
  if (argv[0] === "eval") return (await Promise.resolve().then(() => __toESM(require("./eval-2E45SJVS.js")))).evalCommand(argv.slice(1), io);
  const args = parseCliArgs(argv);
  if (args.command === "help") {
    io.stdout(USAGE);
    return import_chunk_MXZ5EHHG.EXIT.ok;
  }
  if (args.command === "version") {
    io.stdout(`rigging ${import_chunk_PVLDT5VQ.VERSION}
`);
    return import_chunk_MXZ5EHHG.EXIT.ok;
  }
  if (args.command === "lambda-serve") return lambdaServe(io, args);
  if (args.command === "template") {
    const { templateCommand } = await Promise.resolve().then(() => __toESM(require("./template-HZNCTAJR.js")));
    return templateCommand(io, args);
  }
  const { findConfig } = await Promise.resolve().then(() => __toESM(require("./load-YG5QPQQA.js")));
  const configFile = findConfig(io.cwd, args.common.config);
  const common = {
    ...args.common,
    // Only what --stack-env names: people run the CLI in CI too, on pull requests' files, with tokens around.
    environ: (0, import_chunk_54P6DR3T.stackEnvironment)(args.common.stackEnv, process.env),
    // One budget for the whole command, started now: a diff's base and head share it.
    budget: new import_chunk_XCB5O4XG.RunBudget(args.common.timeoutMs ?? import_chunk_XCB5O4XG.DEFAULT_RUN_TIMEOUT_MS)
  };
  switch (args.command) {
    case "render": {
      if (args.elaborate) {
        const { elaborateCommand } = await Promise.resolve().then(() => __toESM(require("./elaborate-NAUPW3PM.js")));
        return elaborateCommand(io, configFile, common);
      }
      const { renderCommand } = await Promise.resolve().then(() => __toESM(require("./render-OM5LQQSP.js")));
      return renderCommand(io, configFile, common, args.output, args.showSecrets);
    }
    case "diff": {
      const { diffCommand } = await Promise.resolve().then(() => __toESM(require("./diff-VJBZM3JR.js")));
      return diffCommand(io, configFile, common, args);
    }
    case "validate": {
      const { validateCommand } = await Promise.resolve().then(() => __toESM(require("./validate-WQ5M5VBF.js")));
      return validateCommand(io, configFile, common);
    }
  }
}
function reportUserError(io, err) {
  if (err instanceof import_chunk_DMT4HJNX.DiagnosticError) (0, import_chunk_MXZ5EHHG.printDiagnostics)(io, err.diagnostics);
  else if (err instanceof UsageError) io.stderr(`rigging: ${err.message}

${USAGE}`);
  else io.stderr(`rigging: ${err.message}
`);
}
async function lambdaServe(io, args) {
  const { serveLocally } = await Promise.resolve().then(() => __toESM(require("./lambda-serve-G6PGFSHR.js")));
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
  Promise.resolve().then(() => __toESM(require("./deep-stack-KVZXAQ2P.js"))).then(
    ({ isDeepStackWorker, runDeepStackWorker }) => isDeepStackWorker() ? runDeepStackWorker() : start(),
    (err) => {
      process.stderr.write(`rigging: cannot start the deep-stack thread: ${String(err)}
`);
      process.exitCode = 2;
    }
  );
}
function startWorker() {
  Promise.resolve().then(() => __toESM(require("./worker-TKSRLNO4.js"))).then(
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
