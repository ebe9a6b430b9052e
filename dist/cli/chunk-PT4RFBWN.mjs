import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  require_node_module
} from "./chunk-HSZEVAN7.mjs";
import {
  ImportScanError,
  scanImports
} from "./chunk-RQRGRNUX.mjs";
import {
  engineChoice,
  require_node_util
} from "./chunk-LFE36SBK.mjs";
import {
  createRiggingEngine
} from "./chunk-QZT6L22Z.mjs";
import {
  require_node_zlib
} from "./chunk-Z6C5OIM6.mjs";
import {
  require_node_crypto
} from "./chunk-YYZQX2FA.mjs";
import {
  createIsolatedEngine,
  require_node_child_process
} from "./chunk-7I6HMUJT.mjs";
import {
  createLibjsonnetEngine
} from "./chunk-U6XAL7HS.mjs";
import {
  JsonnetEvalError
} from "./chunk-SI7V6OGU.mjs";
import {
  describeRefusal,
  isReadableFileSync
} from "./chunk-PT3I3LVI.mjs";
import {
  require_promises
} from "./chunk-UFGTCZDC.mjs";
import {
  require_node_fs
} from "./chunk-R4CPI6BJ.mjs";
import {
  __toESM,
  require_node_path
} from "./chunk-Z27IH3SI.mjs";

// src/render/bosh/ruby/index.ts
var import_node_crypto = __toESM(require_node_crypto());
var import_node_fs2 = __toESM(require_node_fs());
var import_promises = __toESM(require_promises());
var import_node_module = __toESM(require_node_module());
var import_node_path = __toESM(require_node_path());
var import_node_util = __toESM(require_node_util());
var import_node_zlib = __toESM(require_node_zlib());

// src/render/bosh/ruby/memory.ts
var PAGE = 1 << 16;
var MAX_MEMORY_BYTES = 1 << 30;
function capMemory(bytes, maxBytes = MAX_MEMORY_BYTES) {
  const maxPages = Math.floor(maxBytes / PAGE);
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const size = readLeb(bytes, at + 1);
    const payloadStart = size.next;
    const payloadEnd = payloadStart + size.value;
    if (id === 5) {
      const payload = memorySection(bytes.subarray(payloadStart, payloadEnd), maxPages);
      const header = [5, ...leb(payload.length)];
      const out = new Uint8Array(at + header.length + payload.length + (bytes.length - payloadEnd));
      out.set(bytes.subarray(0, at), 0);
      out.set(header, at);
      out.set(payload, at + header.length);
      out.set(bytes.subarray(payloadEnd), at + header.length + payload.length);
      return out;
    }
    at = payloadEnd;
  }
  throw new Error("ruby.wasm defines no memory to cap");
}
function memorySection(payload, maxPages) {
  const count = readLeb(payload, 0);
  let at = count.next;
  const out = [...leb(count.value)];
  for (let i = 0; i < count.value; i++) {
    const flags = payload[at];
    if (flags > 1) throw new Error(`ruby.wasm's memory has limits flags ${flags}`);
    const min = readLeb(payload, at + 1);
    at = min.next;
    let max = maxPages;
    if (flags === 1) {
      const own = readLeb(payload, at);
      at = own.next;
      max = Math.min(own.value, maxPages);
    }
    out.push(1, ...leb(min.value), ...leb(Math.max(max, min.value)));
  }
  return Uint8Array.from(out);
}
function readLeb(bytes, start) {
  let value = 0;
  let shift = 0;
  let at = start;
  for (; ; ) {
    const byte = bytes[at++];
    if (byte === void 0) throw new Error("truncated wasm module");
    value += (byte & 127) * 2 ** shift;
    shift += 7;
    if ((byte & 128) === 0) return { value, next: at };
  }
}
function leb(value) {
  const out = [];
  let rest = value;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 128;
    out.push(byte);
  } while (rest > 0);
  return out;
}

// src/render/bosh/ruby/sandbox.ts
var import_node_child_process = __toESM(require_node_child_process());
var import_node_fs = __toESM(require_node_fs());
function sandboxFlags(script, flags = process.allowedNodeEnvironmentFlags) {
  const permission = flags.has("--permission") ? "--permission" : flags.has("--experimental-permission") ? "--experimental-permission" : void 0;
  const confined = permission !== void 0 && flags.has("--allow-wasi");
  return [
    ...confined ? [permission, `--allow-fs-read=${script}`, "--allow-wasi"] : [],
    // The model's and WASI's experimental warnings would go to the parent's stderr pipe for nothing.
    "--no-warnings",
    // No eval or new Function in the child: nothing there needs them.
    "--disallow-code-generation-from-strings"
  ];
}
function spawnSandboxed(script) {
  const real = (0, import_node_fs.realpathSync)(script);
  return (0, import_node_child_process.spawn)(process.execPath, [...sandboxFlags(real), real], {
    env: {},
    // fds 0 and 1 are /dev/null (the VM's stdio); 2 is node's own, kept for a fatal error's text.
    stdio: ["ignore", "ignore", "pipe", "ipc"],
    // Structured clone: the wasm's bytes go over as bytes, not as JSON.
    serialization: "advanced",
    windowsHide: true
  });
}

// src/render/bosh/ruby/index.ts
var DEFAULT_DEADLINE_MS = 1e4;
var MAX_FILE_BYTES = 4 << 20;
var MAX_JOB_BYTES = 64 << 20;
var BUNDLED_WASM = "ruby+stdlib.wasm.br";
var bundled = true;
function startRuby() {
  let vm;
  let bootMs;
  let loadMs;
  let queue = Promise.resolve();
  let nextId = 1;
  const run = async (job, opts) => {
    if (job.instances.length === 0 || job.templates.length === 0) return job.instances.map(() => []);
    if (!vm) {
      const loadStart = performance.now();
      const wasm = await loadWasm();
      loadMs ??= performance.now() - loadStart;
      vm = await Vm.start(wasm, await workerScript());
      bootMs = vm.bootMs;
    }
    const current = vm;
    const outcome = await current.render(nextId++, job, {
      deadlineMs: opts.deadlineMs ?? DEFAULT_DEADLINE_MS,
      maxFileBytes: opts.maxFileBytes ?? MAX_FILE_BYTES,
      maxJobBytes: opts.maxJobBytes ?? MAX_JOB_BYTES
    });
    if (!outcome.alive && vm === current) vm = void 0;
    return outcome.results;
  };
  return {
    renderJob(job, opts = {}) {
      const result = queue.then(() => run(job, opts));
      queue = result.catch(() => {
      });
      return result;
    },
    async close() {
      await queue;
      const current = vm;
      vm = void 0;
      await current?.stop();
    },
    get bootMs() {
      return bootMs;
    },
    get loadMs() {
      return loadMs;
    }
  };
}
var Vm = class _Vm {
  constructor(child, bootMs, stderr) {
    this.child = child;
    this.bootMs = bootMs;
    this.stderr = stderr;
    child.on("message", (message) => this.listener?.(message));
    child.on("error", (err) => this.died(`Ruby VM failed: ${err.message}`));
    child.on("exit", (code, signal) => this.died(exitReason(code, signal, this.stderr())));
    this.hold(false);
  }
  child;
  bootMs;
  stderr;
  listener;
  onExit;
  exited;
  static start(wasm, script) {
    const started = performance.now();
    const child = spawnSandboxed(script);
    const kill = () => child.kill("SIGKILL");
    process.once("exit", kill);
    child.once("exit", () => process.off("exit", kill));
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-2e3);
    });
    return new Promise((resolve, reject) => {
      const onError = (err) => fail(`Ruby VM did not boot: ${err.message}`);
      const onExit = (code, signal) => fail(`Ruby VM did not boot (${exitReason(code, signal, stderr)})`);
      const onMessage = (message) => {
        if (message.type === "ready") {
          off();
          resolve(new _Vm(child, performance.now() - started, () => stderr));
        } else fail(message.type === "broken" ? message.message : "Ruby VM did not boot");
      };
      const off = () => {
        child.off("error", onError);
        child.off("exit", onExit);
        child.off("message", onMessage);
      };
      const fail = (why) => {
        off();
        child.kill("SIGKILL");
        reject(new Error(why));
      };
      child.on("error", onError);
      child.on("exit", onExit);
      child.on("message", onMessage);
      send(child, { type: "boot", wasm });
    });
  }
  render(id, job, limits) {
    const { deadlineMs, maxFileBytes, maxJobBytes } = limits;
    const results = job.instances.map(
      () => job.templates.map(() => void 0)
    );
    const message = {
      type: "job",
      id,
      templates: JSON.stringify(job.templates.map(({ name, text }) => ({ name, text }))),
      instances: job.instances.map((instance) => JSON.stringify(instance)),
      maxFileBytes,
      maxJobBytes
    };
    return new Promise((resolve) => {
      let broken;
      const finish = (alive, reason) => {
        clearTimeout(timer);
        this.listener = void 0;
        this.onExit = void 0;
        this.hold(false);
        resolve({ results: fill(job, results, reason ?? "the Ruby VM stopped"), alive });
      };
      const timer = setTimeout(() => {
        void this.stop();
        finish(false, `exceeded the ${deadlineMs / 1e3}s deadline for job '${job.name}' and was stopped`);
      }, deadlineMs);
      this.listener = (reply) => {
        if (reply.type === "broken") broken = reply.message;
        else if (reply.type === "ready" || reply.id !== id) return;
        else if (reply.type === "result") {
          const row = results[reply.instance];
          if (row && reply.template < row.length) row[reply.template] = parseResult(reply.result);
        } else if (reply.type === "done") finish(true);
      };
      this.onExit = (why) => finish(false, `the Ruby VM died: ${broken ?? why}`);
      if (this.exited) return this.onExit(this.exited);
      this.hold(true);
      send(this.child, message);
    });
  }
  /** Busy, the child and its channels keep this process alive; idle, they must not. */
  hold(on) {
    const handles = [this.child, this.child.channel, this.child.stderr];
    for (const h of handles) {
      if (on) h?.ref();
      else h?.unref();
    }
  }
  died(why) {
    this.exited ??= why;
    this.onExit?.(why);
  }
  async stop() {
    this.exited ??= "stopped";
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const gone = new Promise((resolve) => this.child.once("exit", resolve));
    this.hold(true);
    this.child.kill("SIGKILL");
    await gone;
  }
};
function send(child, message) {
  child.send(message, (err) => {
    if (err) child.kill("SIGKILL");
  });
}
function parseResult(text) {
  try {
    const r = JSON.parse(text);
    if (r.ok === true && typeof r.content === "string") return r;
    if (r.ok === false && typeof r.message === "string") return r;
  } catch {
  }
  return { ok: false, message: "the Ruby VM sent a malformed result" };
}
function exitReason(code, signal, stderr) {
  const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
  const last = stderr.trim().split("\n").find((l) => /fatal|error/i.test(l));
  return last ? `${how}: ${last.slice(0, 300)}` : how;
}
function fill(job, results, reason) {
  let culprit;
  return results.map(
    (row, i) => row.map((result, t) => {
      if (result) return result;
      const name = job.templates[t]?.name ?? "?";
      if (culprit === void 0) {
        culprit = name;
        return { ok: false, message: `Error filling in template '${name}' (instance ${i}: ${reason})` };
      }
      return {
        ok: false,
        message: `Error filling in template '${name}' (not rendered: job '${job.name}' stopped at '${culprit}')`
      };
    })
  );
}
var wasmLoad;
function loadWasm() {
  wasmLoad ??= (async () => {
    let bytes;
    if (bundled) {
      const packed = await (0, import_promises.readFile)(import_node_path.default.join(__dirname, "..", "ruby", BUNDLED_WASM));
      bytes = await (0, import_node_util.promisify)(import_node_zlib.brotliDecompress)(packed);
    } else {
      const require2 = (0, import_node_module.createRequire)(__filename);
      bytes = await (0, import_promises.readFile)(require2.resolve("@ruby/3.4-wasm-wasi/dist/ruby+stdlib.wasm"));
    }
    return capMemory(bytes);
  })();
  wasmLoad.catch(() => {
    wasmLoad = void 0;
  });
  return wasmLoad;
}
var devWorker;
function workerScript() {
  if (bundled) return Promise.resolve(import_node_path.default.join(__dirname, "..", "ruby", "worker.js"));
  devWorker ??= buildDevWorker();
  devWorker.catch(() => {
    devWorker = void 0;
  });
  return devWorker;
}
var WORKER_BUILD = {
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  legalComments: "none",
  loader: { ".rb": "text" },
  logLevel: "warning"
};
async function buildDevWorker() {
  const entry = findWorkerSource();
  const root = import_node_path.default.resolve(import_node_path.default.dirname(entry), "../../../..");
  const specifier = "esbuild";
  const esbuild = await import(specifier);
  const built = await esbuild.build({
    ...WORKER_BUILD,
    absWorkingDir: root,
    entryPoints: [entry],
    write: false
  });
  const text = built.outputFiles[0]?.text ?? "";
  const dir = import_node_path.default.join(root, "node_modules", ".cache", "rigging");
  const file = import_node_path.default.join(
    dir,
    `ruby-worker-${(0, import_node_crypto.createHash)("sha256").update(text).digest("hex").slice(0, 16)}.js`
  );
  if (!(0, import_node_fs2.existsSync)(file) || (0, import_node_fs2.readFileSync)(file, "utf8") !== text) {
    (0, import_node_fs2.mkdirSync)(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    (0, import_node_fs2.writeFileSync)(tmp, text);
    (0, import_node_fs2.renameSync)(tmp, file);
  }
  return file;
}
function findWorkerSource() {
  const here = import_node_path.default.join(__dirname, "worker.ts");
  if ((0, import_node_fs2.existsSync)(here)) return here;
  for (let dir = __dirname; ; dir = import_node_path.default.dirname(dir)) {
    const candidate = import_node_path.default.join(dir, "src", "render", "bosh", "ruby", "worker.ts");
    if ((0, import_node_fs2.existsSync)(candidate)) return candidate;
    if (import_node_path.default.dirname(dir) === dir) throw new Error("src/render/bosh/ruby/worker.ts not found");
  }
}

// src/render/jsonnet/confine.ts
var import_promises2 = __toESM(require_promises());
var import_node_path2 = __toESM(require_node_path());
var STAGED = "/\0staged/";
function confineEngine(engine, boundary) {
  const scans = /* @__PURE__ */ new Map();
  const scanFile = (file) => {
    let found = scans.get(file);
    if (!found) {
      found = (0, import_promises2.readFile)(file, "utf8").then(scanImports);
      scans.set(file, found);
    }
    return found;
  };
  return {
    name: engine.name,
    systemLibPaths: engine.systemLibPaths,
    costlyStart: engine.costlyStart,
    async evaluate(req) {
      await checkRequest(req, engine.systemLibPaths ?? [], boundary, scanFile);
      return engine.evaluate(req);
    }
  };
}
async function checkRequest(req, systemLibPaths, boundary, scanFile) {
  const display = (file) => displayName(file, req.displayRoot);
  const staged = new Map(Object.entries(req.files ?? {}).map(([k, v]) => [STAGED + k, v]));
  const withSep = (p) => p.endsWith("/") || p.endsWith(import_node_path2.default.sep) ? p : `${p}${import_node_path2.default.sep}`;
  const libPaths = [...req.libPaths ?? [], ...systemLibPaths].map(withSep);
  const queue = [];
  const seen = /* @__PURE__ */ new Set();
  const refuse = (unit, site, message) => {
    const file = unit.staged ? unit.name.slice(STAGED.length) : display(unit.shown ?? unit.name);
    throw new JsonnetEvalError(
      message,
      file,
      site.line,
      site.column,
      "OutsideRepository",
      `${file}:${site.line}:${site.column} ${message}`
    );
  };
  const enqueueDisk = async (spelled, from) => {
    const where = await boundary.locate(spelled);
    if (!where.ok) {
      if (from) refuse(from.unit, from.site, describeRefusal(from.site.path, where.refusal));
      throw new JsonnetEvalError(
        describeRefusal(display(spelled), where.refusal),
        display(spelled),
        void 0,
        void 0,
        "OutsideRepository",
        ""
      );
    }
    if (!where.exists) return;
    const name = await identify(spelled);
    if (seen.has(name)) return;
    seen.add(name);
    const unit = { name, shown: spelled, code: "", staged: false };
    let sites;
    try {
      sites = await scanFile(name);
    } catch (err) {
      if (err instanceof ImportScanError) refuse(unit, err, `${err.message}; the file is not evaluated`);
      if (err.code === "EISDIR") return;
      throw err;
    }
    await visit(unit, sites);
  };
  const visit = async (unit, sites) => {
    const dir = unit.staged ? unit.name.slice(0, unit.name.lastIndexOf("/") + 1) : withSep(import_node_path2.default.dirname(unit.name));
    for (const site of sites) {
      if (site.path === "" || site.path.includes("\0")) {
        refuse(unit, site, `${site.kind} ${JSON.stringify(site.path)} is not a valid path`);
      }
      const candidates = site.path.startsWith("/") || import_node_path2.default.isAbsolute(site.path) ? [site.path] : [dir + site.path, ...libPaths.map((l) => l + site.path)];
      let first;
      for (const candidate of candidates) {
        if (candidate.startsWith(STAGED)) {
          const normal = import_node_path2.default.posix.normalize(candidate);
          if (!normal.startsWith(STAGED)) {
            refuse(unit, site, `${site.kind} ${describeRefusal(site.path, "outside")}`);
          }
          if (staged.has(normal)) {
            first = normal;
            break;
          }
          continue;
        }
        const where = await boundary.locate(candidate);
        if (where.ok && !where.exists) continue;
        if (!where.ok) {
          if (!await boundary.exists(candidate)) continue;
          refuse(unit, site, `${site.kind} ${describeRefusal(site.path, where.refusal)}`);
        }
        if (isReadableFileSync(candidate)) {
          first = candidate;
          break;
        }
      }
      if (site.kind !== "import" || first === void 0) continue;
      if (first.startsWith(STAGED)) queue.push({ name: first, code: staged.get(first) ?? "", staged: true });
      else await enqueueDisk(first, { unit, site });
    }
  };
  const scanUnit = (unit) => {
    try {
      return scanImports(unit.code);
    } catch (err) {
      if (err instanceof ImportScanError) refuse(unit, err, `${err.message}; the file is not evaluated`);
      throw err;
    }
  };
  const cwd = `${process.cwd()}/`;
  for (const [name, v] of [...Object.entries(req.extVars ?? {}), ...Object.entries(req.tlas ?? {})]) {
    if (v.kind !== "code") continue;
    const unit = { name: `${cwd}<var ${name}>`, code: v.value, staged: false };
    await visit(unit, scanUnit(unit));
  }
  if (req.snippet) {
    const name = req.files ? STAGED + req.snippet.filename : import_node_path2.default.resolve(req.snippet.filename);
    const unit = { name, code: req.snippet.code, staged: Boolean(req.files) };
    await visit(unit, scanUnit(unit));
  } else if (req.file) {
    if (req.files) {
      const name = import_node_path2.default.posix.normalize(STAGED + req.file);
      if (staged.has(name)) queue.push({ name, code: staged.get(name) ?? "", staged: true });
    } else {
      await enqueueDisk(import_node_path2.default.resolve(req.file));
    }
  }
  while (queue.length > 0) {
    const unit = queue.shift();
    if (seen.has(unit.name)) continue;
    seen.add(unit.name);
    await visit(unit, scanUnit(unit));
  }
}
async function identify(file) {
  return import_node_path2.default.join(await (0, import_promises2.realpath)(import_node_path2.default.dirname(file)), import_node_path2.default.basename(file));
}
function displayName(file, root) {
  if (root && file.startsWith(root + import_node_path2.default.sep)) return import_node_path2.default.relative(root, file);
  return file;
}

// src/render/engines.ts
var jsonnet;
function processJsonnet(choice) {
  if (jsonnet?.for !== choice) {
    const engine = choice.jsonnet.kind === "worker" ? createIsolatedEngine({
      command: choice.jsonnet.command,
      ...choice.traces === "discard" ? {} : { stderr: (text) => process.stderr.write(text) }
    }) : createLibjsonnetEngine();
    jsonnet = { for: choice, engine };
  }
  return jsonnet.engine;
}
function enginesFor(boundary, jsonnetEngine = "rigging", maxTrace) {
  let confined;
  let ruby;
  return {
    jsonnet() {
      const choice = engineChoice();
      if (jsonnetEngine === "rigging") {
        confined ??= createRiggingEngine({
          boundary,
          ...maxTrace !== void 0 ? { maxTrace } : {},
          ...choice.traces === "discard" ? { onTrace: () => void 0 } : {}
        });
        return confined;
      }
      confined ??= withMaxTrace(confineEngine(processJsonnet(choice), boundary), maxTrace);
      return confined;
    },
    // Nothing to confine to the boundary: templates reach Ruby as strings, and Ruby reaches nothing.
    // It runs in ruby.wasm with the JS bridge's imports refusing, no preopened directory and no
    // environment, inside a child process with an empty environment under Node's permission model
    // (src/render/bosh/ruby/guest.ts and sandbox.ts).
    ruby() {
      ruby ??= startRuby();
      return ruby;
    },
    async close() {
      const started = ruby;
      ruby = void 0;
      await started?.close();
    }
  };
}
function withMaxTrace(engine, maxTrace) {
  if (maxTrace === void 0) return engine;
  return { ...engine, evaluate: (req) => engine.evaluate({ maxTrace, ...req }) };
}

export {
  enginesFor
};
