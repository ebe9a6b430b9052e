({
"eval-R7VN67Q7.js": function (exports, require, module, __filename, __dirname) {
// src/cli/commands/eval.ts
// src/cli/commands/eval-args.ts
// src/cli/commands/eval-output.ts
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
  evalCommand: () => evalCommand
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_XCB5O4XG = require("./chunk-XCB5O4XG.js");
var import_chunk_DFOFJBZU = require("./chunk-DFOFJBZU.js");
var import_chunk_PVLDT5VQ = require("./chunk-PVLDT5VQ.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_fs = require("node:fs");
var import_node_path = __toESM(require("node:path"));
var import_node_fs2 = require("node:fs");
var import_node_path2 = __toESM(require("node:path"));
var EvalUsageError = class extends Error {
  constructor(message, showUsage = false) {
    super(message);
    this.showUsage = showUsage;
  }
  showUsage;
};
var EVAL_USAGE = `Usage: rigging eval {<option>} <filename>

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
function simplify(argv) {
  const out = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      out.push(...argv.slice(i));
      break;
    }
    if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
      for (const ch of arg.slice(1)) out.push(`-${ch}`);
    } else {
      out.push(arg);
    }
  }
  return out;
}
function integer(text) {
  if (!/^\s*[+-]?\d+$/.test(text)) throw new EvalUsageError(`ERROR: invalid integer "${text}"
`);
  return Number(text);
}
function varValue(text, env) {
  const eq = text.indexOf("=");
  if (eq >= 0) return [text.slice(0, eq), text.slice(eq + 1)];
  const value = env[text];
  if (value === void 0) throw new EvalUsageError(`ERROR: environment variable ${text} was undefined.`);
  return [text, value];
}
function varFile(text, keyword) {
  const eq = text.indexOf("=");
  if (eq < 0) throw new EvalUsageError(`ERROR: argument not in form <var>=<file> "${text}".`);
  return [text.slice(0, eq), `${keyword} @'${text.slice(eq + 1).replaceAll("'", "''")}'`];
}
var withSlash = (dir) => dir.endsWith("/") ? dir : `${dir}/`;
function parseEvalArgs(argv, env) {
  const args = simplify(argv);
  const rest = [];
  const out = {
    input: "",
    isCode: false,
    stream: false,
    string: false,
    jpaths: [],
    extVars: {},
    tlas: {},
    engine: "rigging",
    allowAnyPath: false,
    timeoutMs: import_chunk_XCB5O4XG.DEFAULT_RUN_TIMEOUT_MS
  };
  let i = 0;
  const next = () => {
    i++;
    if (i >= args.length) throw new EvalUsageError("Expected another commandline argument.");
    return args[i];
  };
  const nonEmpty = (flag, value) => {
    if (value === "") throw new EvalUsageError(`ERROR: ${flag} argument was empty string`);
    return value;
  };
  const atLeast = (flag, min) => {
    const n = integer(next());
    if (n < min) throw new EvalUsageError(`ERROR: invalid ${flag} value: ${n}`);
    return n;
  };
  const set = (into, [name, value], kind) => {
    into[name] = { kind, value };
  };
  for (; i < args.length; i++) {
    const arg = args[i];
    switch (arg) {
      case "-h":
      case "--help":
        return { kind: "help" };
      case "-v":
      case "--version":
        return { kind: "version" };
      case "-e":
      case "--exec":
        out.isCode = true;
        break;
      case "-o":
      case "--output-file":
        out.outputFile = nonEmpty("-o", next());
        break;
      case "--":
        rest.push(...args.slice(i + 1));
        i = args.length;
        break;
      case "-s":
      case "--max-stack":
        out.maxStack = atLeast("--max-stack", 1);
        break;
      case "-t":
      case "--max-trace":
        out.maxTrace = atLeast("--max-trace", 0);
        break;
      case "--gc-min-objects":
        atLeast("--gc-min-objects", 0);
        break;
      case "--gc-growth-trigger": {
        const text = next();
        if (text === "" || !Number.isFinite(Number(text)))
          throw new EvalUsageError(`ERROR: invalid number "${text}"`);
        if (Number(text) < 0) throw new EvalUsageError(`ERROR: invalid --gc-growth-trigger "${text}"`);
        break;
      }
      case "-J":
      case "--jpath":
        out.jpaths.push(withSlash(nonEmpty("-J", next())));
        break;
      case "-V":
      case "--ext-str":
        set(out.extVars, varValue(next(), env), "string");
        break;
      case "--ext-str-file":
        set(out.extVars, varFile(next(), "importstr"), "code");
        break;
      case "--ext-code":
        set(out.extVars, varValue(next(), env), "code");
        break;
      case "--ext-code-file":
        set(out.extVars, varFile(next(), "import"), "code");
        break;
      case "-A":
      case "--tla-str":
        set(out.tlas, varValue(next(), env), "string");
        break;
      case "--tla-str-file":
        set(out.tlas, varFile(next(), "importstr"), "code");
        break;
      case "--tla-code":
        set(out.tlas, varValue(next(), env), "code");
        break;
      case "--tla-code-file":
        set(out.tlas, varFile(next(), "import"), "code");
        break;
      case "-m":
      case "--multi":
        out.multiDir = withSlash(nonEmpty("-m", next()));
        break;
      case "-y":
      case "--yaml-stream":
        out.stream = true;
        break;
      case "-S":
      case "--string":
        out.string = true;
        break;
      case "--jsonnet-engine": {
        const engine = next();
        if (engine !== "rigging" && engine !== "libjsonnet")
          throw new EvalUsageError(
            `ERROR: unknown --jsonnet-engine "${engine}" (expected rigging | libjsonnet)`
          );
        out.engine = engine;
        break;
      }
      case "--timeout": {
        const ms = (0, import_chunk_XCB5O4XG.parseRunTimeout)(next());
        if (typeof ms === "string") throw new EvalUsageError(`ERROR: invalid --timeout: ${ms}`);
        out.timeoutMs = ms;
        break;
      }
      case "--allow-any-path":
        out.allowAnyPath = true;
        break;
      default:
        if (arg.length > 1 && arg.startsWith("-"))
          throw new EvalUsageError(`ERROR: unrecognized argument: ${arg}`);
        rest.push(arg);
    }
  }
  const want = out.isCode ? "code" : "filename";
  if (rest.length === 0) throw new EvalUsageError(`ERROR: must give ${want}
`, true);
  if (rest.length > 1) throw new EvalUsageError(`ERROR: only one ${want} is allowed
`);
  out.input = rest[0];
  return { kind: "run", args: out };
}
var STRERROR = {
  ENOENT: "No such file or directory",
  EACCES: "Permission denied",
  EISDIR: "Is a directory",
  ENOTDIR: "Not a directory",
  EROFS: "Read-only file system",
  ENOSPC: "No space left on device",
  EEXIST: "File exists",
  ELOOP: "Too many levels of symbolic links",
  ENAMETOOLONG: "File name too long",
  EPERM: "Operation not permitted"
};
function fileError(what, file, err) {
  const code = err.code ?? "";
  return `${what}: ${file}: ${STRERROR[code] ?? err.message}
`;
}
function openOutput(file, io) {
  if (file === void 0) return { write: io.stdout, close: () => true };
  const fd = (0, import_node_fs2.openSync)(import_node_path2.default.resolve(io.cwd, file), "w");
  let failed;
  return {
    write(text) {
      if (failed !== void 0) return;
      try {
        (0, import_node_fs2.writeSync)(fd, text);
      } catch (err) {
        failed = err;
      }
    },
    close() {
      (0, import_node_fs2.closeSync)(fd);
      if (failed === void 0) return true;
      io.stderr(fileError("Writing to output file", file, failed));
      return false;
    }
  };
}
function writeMultiFiles(files, args, io) {
  const dir = args.multiDir ?? "";
  if (!args.allowAnyPath) {
    for (const [name] of files) {
      const refused = refusal(import_node_path2.default.resolve(io.cwd, dir), name);
      if (refused) {
        io.stderr(
          `RUNTIME ERROR: multi mode: ${JSON.stringify(name)} ${refused}; --allow-any-path writes it anyway
`
        );
        return false;
      }
    }
  }
  let list;
  try {
    list = openOutput(args.outputFile, io);
  } catch (err) {
    io.stderr(fileError("Writing to output file", args.outputFile ?? "", err));
    return false;
  }
  for (const [name, text] of files) {
    const shown = dir + name;
    const file = import_node_path2.default.resolve(io.cwd, shown);
    list.write(`${shown}
`);
    if (sameContent(file, text)) continue;
    try {
      (0, import_node_fs2.writeFileSync)(file, text);
    } catch (err) {
      list.close();
      io.stderr(fileError("Opening output file", shown, err));
      return false;
    }
  }
  return list.close();
}
function sameContent(file, text) {
  try {
    return (0, import_node_fs2.readFileSync)(file, "utf8") === text;
  } catch {
    return false;
  }
}
function refusal(dir, name) {
  const target = import_node_path2.default.resolve(dir, name);
  const rel = import_node_path2.default.relative(dir, target);
  if (name.includes("\0")) return "is not a valid file name";
  if (rel === "" || rel === ".." || rel.startsWith(`..${import_node_path2.default.sep}`) || import_node_path2.default.isAbsolute(name))
    return "is outside the -m directory";
  if (rel.split(import_node_path2.default.sep).includes(".git")) return "is inside .git, which rigging never writes";
  let real;
  let realDir;
  try {
    realDir = (0, import_node_fs2.realpathSync)(dir);
    real = (0, import_node_fs2.realpathSync)(import_node_path2.default.dirname(target));
  } catch {
    return void 0;
  }
  if (real !== realDir && !real.startsWith(realDir + import_node_path2.default.sep)) return "is outside the -m directory";
  try {
    if ((0, import_node_fs2.lstatSync)(target).isSymbolicLink()) return "is a symbolic link";
  } catch {
  }
  return void 0;
}
var EXIT_OK = 0;
var EXIT_FAILED = 1;
async function evalCommand(argv, io, env = process.env) {
  let args;
  try {
    const parsed = parseEvalArgs(argv, env);
    if (parsed.kind === "help") {
      io.stdout(EVAL_USAGE);
      return EXIT_OK;
    }
    if (parsed.kind === "version") {
      io.stdout(`rigging ${import_chunk_PVLDT5VQ.VERSION}
`);
      return EXIT_OK;
    }
    args = parsed.args;
  } catch (err) {
    if (!(err instanceof EvalUsageError)) throw err;
    io.stderr(`${err.message}
${err.showUsage ? EVAL_USAGE : ""}`);
    return EXIT_FAILED;
  }
  return run(args, io, env);
}
async function run(args, io, env) {
  const libPaths = searchPaths(args.jpaths, env.JSONNET_PATH, io.cwd);
  const boundary = args.allowAnyPath ? void 0 : import_chunk_A5J4CQWI.RepositoryBoundary.around(io.cwd, ...existing(libPaths));
  const input = readInput(args, io, boundary);
  if ("failed" in input) {
    io.stderr(input.failed);
    return EXIT_FAILED;
  }
  const engine = await makeEngine(io, args.engine, boundary);
  const request = {
    snippet: { code: input.code, filename: import_node_path.default.join(io.cwd, input.filename) },
    extVars: args.extVars,
    tlas: args.tlas,
    libPaths,
    displayRoot: io.cwd,
    deadlineMs: args.timeoutMs,
    ...args.maxStack !== void 0 ? { maxStack: args.maxStack } : {},
    ...args.maxTrace !== void 0 ? { maxTrace: args.maxTrace } : {},
    manifest: {
      kind: args.multiDir !== void 0 ? "multi" : args.stream ? "stream" : "single",
      string: args.string
    }
  };
  let output;
  try {
    output = await engine.evaluate(request);
  } catch (err) {
    if (!(err instanceof import_chunk_JAFFKCV6.JsonnetEvalError)) throw err;
    io.stderr(errorText(err));
    return EXIT_FAILED;
  }
  return write(output, args, io) ? EXIT_OK : EXIT_FAILED;
}
function searchPaths(jpaths, jsonnetPath, cwd) {
  const fromEnv = (jsonnetPath ?? "").split(":").filter((p) => p !== "");
  return [...[...jpaths].reverse(), ...fromEnv].map((p) => withSep(import_node_path.default.resolve(cwd, p)));
}
var withSep = (dir) => dir.endsWith(import_node_path.default.sep) ? dir : `${dir}${import_node_path.default.sep}`;
function existing(dirs) {
  return dirs.filter((d) => {
    try {
      import_chunk_A5J4CQWI.RepositoryBoundary.around(d);
      return true;
    } catch {
      return false;
    }
  });
}
function readInput(args, io, boundary) {
  if (args.isCode) return { code: args.input, filename: "<cmdline>" };
  if (args.input === "-") return { code: (0, import_node_fs.readFileSync)(0, "utf8"), filename: "<stdin>" };
  const file = import_node_path.default.resolve(io.cwd, args.input);
  const where = boundary?.locateSync(file);
  if (where && !where.ok) return { failed: `${confined((0, import_chunk_A5J4CQWI.describeRefusal)(args.input, where.refusal))}
` };
  try {
    return { code: (0, import_node_fs.readFileSync)(where?.real ?? file, "utf8"), filename: args.input };
  } catch (err) {
    return { failed: fileError("Opening input file", args.input, err) };
  }
}
async function makeEngine(io, engine, boundary) {
  if (engine === "libjsonnet") {
    const { enginesFor } = await Promise.resolve().then(() => __toESM(require("./engines-3J6J5TKG.js")));
    return enginesFor(boundary ?? import_chunk_A5J4CQWI.RepositoryBoundary.at(import_node_path.default.parse(io.cwd).root), "libjsonnet").jsonnet();
  }
  const { createRiggingEngine } = await Promise.resolve().then(() => __toESM(require("./engine-AM6PO4KD.js")));
  const here = `${io.cwd}${import_node_path.default.sep}`;
  return createRiggingEngine({
    ...boundary ? { boundary } : {},
    // std.trace as the jsonnet command prints it: `TRACE: file:line message`, the file as given.
    onTrace: (line) => io.stderr(`${line.startsWith(`TRACE: ${here}`) ? `TRACE: ${line.slice(7 + here.length)}` : line}
`)
  });
}
function errorText(err) {
  if (err.reason === "Deadline") return `ERROR: ${err.message} (--timeout)
`;
  let text = (err.detail || err.message).replace(/\n+$/, "");
  const last = text.slice(text.lastIndexOf("\n") + 1);
  if (last.startsWith("	") && !last.includes("	", 1)) text += "	";
  return err.reason === "OutsideRepository" ? `${text}
${confined("")}` : `${text}
`;
}
function confined(message) {
  const why = "rigging eval reads only files under the current directory and the -J directories (never .git); --allow-any-path lifts this";
  return message ? `${message}
${why}` : `${why}
`;
}
function write(output, args, io) {
  if (output.kind === "multi") return writeMultiFiles(output.files, args, io);
  let sink;
  try {
    sink = openOutput(args.outputFile, io);
  } catch (err) {
    io.stderr(fileError("Writing to output file", args.outputFile ?? "", err));
    return false;
  }
  if (output.kind === "single") sink.write(output.text);
  else {
    for (const doc of output.documents) sink.write(`---
${doc}`);
    if (output.documents.length > 0) sink.write("...\n");
  }
  return sink.close();
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  evalCommand
});

},
})
