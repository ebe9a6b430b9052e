({
"ruby-2STRRJWV.js": function (exports, require, module, __filename, __dirname) {
// src/render/bosh/ruby/index.ts
// src/render/bosh/ruby/sandbox.ts
// src/render/bosh/ruby/snapshot-cache.ts
// src/render/bosh/ruby/wasm-cache.ts
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
  BUNDLED_WASM: () => BUNDLED_WASM,
  DEFAULT_DEADLINE_MS: () => DEFAULT_DEADLINE_MS,
  MAX_FILE_BYTES: () => MAX_FILE_BYTES,
  MAX_JOB_BYTES: () => MAX_JOB_BYTES,
  instanceTexts: () => instanceTexts,
  startRuby: () => startRuby,
  workerScript: () => workerScript
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_WY4LJNW5 = require("./chunk-WY4LJNW5.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_fs = require("node:fs");
var import_promises = require("node:fs/promises");
var import_node_path = __toESM(require("node:path"));
var import_node_child_process = require("node:child_process");
var import_node_fs2 = require("node:fs");
var import_node_fs3 = require("node:fs");
var import_promises2 = require("node:fs/promises");
var import_node_path2 = __toESM(require("node:path"));
var import_node_fs4 = require("node:fs");
var import_promises3 = require("node:fs/promises");
var import_node_os = require("node:os");
var import_node_path3 = __toESM(require("node:path"));
function sandboxFlags(script, flags = process.allowedNodeEnvironmentFlags, readable = []) {
  const permission = flags.has("--permission") ? "--permission" : flags.has("--experimental-permission") ? "--experimental-permission" : void 0;
  const confined = permission !== void 0 && flags.has("--allow-wasi");
  return [
    ...confined ? [
      permission,
      `--allow-fs-read=${script}`,
      ...readable.map((f) => `--allow-fs-read=${f}`),
      "--allow-wasi"
    ] : [],
    // The model's and WASI's experimental warnings would go to the parent's stderr pipe for nothing.
    // Node options only: a V8 flag here would cost node's code cache (worker-v8.ts).
    "--no-warnings"
  ];
}
function spawnSandboxed(script, readable = []) {
  const real = (0, import_node_fs2.realpathSync)(script);
  const flags = sandboxFlags(real, process.allowedNodeEnvironmentFlags, readable);
  return (0, import_node_child_process.spawn)(process.execPath, [...flags, real], {
    env: {},
    // fds 0 and 1 are /dev/null (the VM's stdio); 2 is node's own, kept for a fatal error's text.
    stdio: ["ignore", "ignore", "pipe", "ipc"],
    // Structured clone: the wasm's bytes go over as bytes, not as JSON.
    serialization: "advanced",
    windowsHide: true
  });
}
var sha256 = async (bytes) => (await Promise.resolve().then(() => __toESM(require("node:crypto")))).createHash("sha256").update(bytes).digest("hex");
var unpack = async (bytes) => {
  const { brotliDecompress } = await Promise.resolve().then(() => __toESM(require("node:zlib")));
  return new Promise(
    (resolve, reject) => brotliDecompress(bytes, (err, out) => err ? reject(err) : resolve(out))
  );
};
function cacheFile(sha256hex, dir = cacheDir()) {
  try {
    return dir && import_node_path3.default.join((0, import_node_fs4.realpathSync)(dir), `ruby-${sha256hex}.wasm`);
  } catch {
    return void 0;
  }
}
async function unpackedWasm(wasm2, file) {
  if (file && (await stamped(file, wasm2.sha256, wasm2.size) || await verified(file, wasm2)))
    return { file };
  const bytes = await unpack(await (0, import_promises3.readFile)(wasm2.packed));
  if (bytes.length !== wasm2.size)
    throw new Error(`${wasm2.packed} does not unpack to the module its manifest names`);
  if (!file) return { bytes };
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await (0, import_promises3.writeFile)(tmp, bytes, { mode: 384 });
    const written = await (0, import_promises3.stat)(tmp, { bigint: true });
    await (0, import_promises3.rename)(tmp, file);
    const st = await (0, import_promises3.lstat)(file, { bigint: true });
    if (st.dev === written.dev && st.ino === written.ino) await writeStamp(file, st, wasm2.sha256);
    return { file };
  } catch {
    await (0, import_promises3.rm)(tmp, { force: true });
    return { bytes };
  }
}
var stampText = (st, sha256hex) => JSON.stringify({
  sha256: sha256hex,
  dev: `${st.dev}`,
  ino: `${st.ino}`,
  size: `${st.size}`,
  mtimeNs: `${st.mtimeNs}`,
  ctimeNs: `${st.ctimeNs}`
});
var stampFile = (file) => `${file}.stamp`;
async function stamped(file, id, size) {
  try {
    const [st, stampSt, text] = await Promise.all([
      (0, import_promises3.lstat)(file, { bigint: true }),
      (0, import_promises3.lstat)(stampFile(file), { bigint: true }),
      (0, import_promises3.readFile)(stampFile(file), "utf8")
    ]);
    if (!st.isFile() || !stampSt.isFile() || size !== void 0 && st.size !== BigInt(size)) return false;
    if (st.ctimeNs >= stampSt.mtimeNs) return false;
    return text === stampText(st, id);
  } catch {
    return false;
  }
}
async function verified(file, wasm2) {
  const fh = await (0, import_promises3.open)(file, import_node_fs4.constants.O_RDONLY | (import_node_fs4.constants.O_NOFOLLOW ?? 0)).catch(() => void 0);
  if (!fh) return false;
  try {
    const before = await fh.stat({ bigint: true });
    if (!before.isFile() || before.size !== BigInt(wasm2.size)) return false;
    if (await sha256(await fh.readFile()) !== wasm2.sha256) return false;
    const after = await fh.stat({ bigint: true });
    if (stampText(before, wasm2.sha256) === stampText(after, wasm2.sha256))
      await writeStamp(file, after, wasm2.sha256);
    return true;
  } catch {
    return false;
  } finally {
    await fh.close();
  }
}
async function writeStamp(file, st, sha256hex) {
  const tmp = `${stampFile(file)}.${process.pid}.tmp`;
  try {
    await (0, import_promises3.writeFile)(tmp, stampText(st, sha256hex), { mode: 384 });
    await (0, import_promises3.rename)(tmp, stampFile(file));
  } catch {
    await (0, import_promises3.rm)(tmp, { force: true });
  }
}
function cacheDir(env = process.env) {
  const home = (() => {
    try {
      return (0, import_node_os.homedir)();
    } catch {
      return "";
    }
  })();
  const base = env.XDG_CACHE_HOME || (process.platform === "darwin" && home ? import_node_path3.default.join(home, "Library", "Caches") : "") || (process.platform === "win32" ? env.LOCALAPPDATA : "") || (home ? import_node_path3.default.join(home, ".cache") : "");
  const uid = process.getuid?.();
  const candidates = [
    ...base ? [import_node_path3.default.join(base, "rigging")] : [],
    import_node_path3.default.join((0, import_node_os.tmpdir)(), `rigging-cache-${uid ?? "user"}`)
  ];
  for (const dir of candidates) if (privateDir(dir, uid)) return dir;
  return void 0;
}
function privateDir(dir, uid = process.getuid?.()) {
  try {
    (0, import_node_fs4.mkdirSync)(dir, { recursive: true, mode: 448 });
    const st = (0, import_node_fs4.lstatSync)(dir);
    if (!st.isDirectory()) return false;
    return uid === void 0 || st.uid === uid && (st.mode & 18) === 0;
  } catch {
    return false;
  }
}
var FORMAT = 3;
var PREFIX = "ruby-snapshot-";
var SUFFIX = ".bin";
function snapshotKey(wasmId, script, node = process.version) {
  const { createHash } = (0, import_chunk_75QCMCYK.__require)("node:crypto");
  const scriptHash = createHash("sha256").update(script).digest("hex");
  return createHash("sha256").update(JSON.stringify([FORMAT, wasmId, scriptHash, node])).digest("hex");
}
function snapshotName(wasmId, node = process.version) {
  return `${wasmId}-node${node.replace(/^v/, "")}-f${FORMAT}`;
}
function snapshotFile(dir, name) {
  if (!dir || !privateDir(dir)) return void 0;
  try {
    return import_node_path2.default.join((0, import_node_fs3.realpathSync)(dir), `${PREFIX}${name}${SUFFIX}`);
  } catch {
    return void 0;
  }
}
async function findSnapshot(file, key) {
  if (await stamped(file, key)) return { file, key, trusted: true };
  const before = await (0, import_promises2.lstat)(file, { bigint: true }).catch(() => void 0);
  return { file, key, trusted: false, ...before?.isFile() ? { before } : {} };
}
async function stampSnapshot(place) {
  if (place.trusted || !place.before) return;
  const now = await (0, import_promises2.lstat)(place.file, { bigint: true }).catch(() => void 0);
  if (now && stampText(now, place.key) === stampText(place.before, place.key))
    await writeStamp(place.file, now, place.key);
}
async function saveSnapshot(file, bytes) {
  const dir = import_node_path2.default.dirname(file);
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await (0, import_promises2.writeFile)(tmp, bytes, { mode: 384 });
    await (0, import_promises2.rename)(tmp, file);
    const stale = (await (0, import_promises2.readdir)(dir)).filter(
      (name) => name.startsWith(PREFIX) && (name.endsWith(SUFFIX) || name.endsWith(`${SUFFIX}.stamp`)) && !name.startsWith(import_node_path2.default.basename(file))
    );
    await Promise.all(stale.map((name) => (0, import_promises2.rm)(import_node_path2.default.join(dir, name), { force: true })));
  } catch {
    await (0, import_promises2.rm)(tmp, { force: true }).catch(() => {
    });
  }
}
var DEFAULT_DEADLINE_MS = 1e4;
var MAX_FILE_BYTES = 4 << 20;
var MAX_JOB_BYTES = 64 << 20;
var BUNDLED_WASM = "ruby+stdlib.wasm.br";
var bundled = true;
function startRuby(options = {}) {
  let vm;
  let booting;
  let unwanted;
  let bootMs;
  let loadMs;
  let queue = Promise.resolve();
  let nextId = 1;
  const boot = () => {
    booting ??= (async () => {
      unwanted = new AbortController();
      const stop = unwanted.signal;
      const loadStart = performance.now();
      const { file, load, id } = loadWasm();
      const source = load.then((s) => {
        loadMs ??= performance.now() - loadStart;
        return s;
      });
      source.catch(() => {
      });
      const script = await workerScript();
      const place = snapshotPlace(options.snapshots, id);
      const snapshot = place ? snapshotIn(place, id, script) : Promise.resolve(void 0);
      const started = await Vm.start(source, script, [file, place], snapshot, stop);
      bootMs = started.bootMs;
      return started;
    })();
    booting.catch(() => {
      booting = void 0;
    });
    return booting;
  };
  const run = async (job, opts) => {
    if (job.instances.length === 0 || job.templates.length === 0) return job.instances.map(() => []);
    if (!vm) {
      vm = await boot();
      booting = void 0;
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
    prepare() {
      if (!vm) void boot().catch(() => {
      });
    },
    async close() {
      await queue;
      const pending = booting;
      booting = void 0;
      if (!vm) unwanted?.abort();
      const booted = await pending?.catch(() => void 0);
      const current = vm ?? booted;
      vm = void 0;
      await current?.snapshotKept;
      await current?.stop();
    },
    get bootMs() {
      return bootMs;
    },
    get loadMs() {
      return loadMs;
    },
    get restored() {
      return vm?.restored;
    }
  };
}
function snapshotPlace(dir, wasmId) {
  if (dir === false || !wasmId) return void 0;
  return snapshotFile(dir ?? cacheDir(), snapshotName(wasmId));
}
async function snapshotIn(file, wasmId, script) {
  try {
    return await findSnapshot(file, snapshotKey(wasmId, await (0, import_promises.readFile)(script)));
  } catch {
    return void 0;
  }
}
var Vm = class _Vm {
  constructor(child, bootMs, restored, snapshot, stderr) {
    this.child = child;
    this.bootMs = bootMs;
    this.restored = restored;
    this.stderr = stderr;
    if (snapshot?.capturing) {
      const { file } = snapshot.place;
      this.snapshotKept = new Promise((resolve) => {
        const onSnapshot = (message) => {
          if (message.type !== "snapshot") return;
          child.off("message", onSnapshot);
          void saveSnapshot(file, message.bytes).then(resolve);
        };
        child.on("message", onSnapshot);
        child.once("exit", () => resolve());
      });
    } else if (snapshot && restored) this.snapshotKept = stampSnapshot(snapshot.place).catch(() => {
    });
    child.on("message", (message) => this.listener?.(message));
    child.on("error", (err) => this.died(`Ruby VM failed: ${err.message}`));
    child.on("exit", (code, signal) => this.died(exitReason(code, signal, this.stderr())));
    this.hold(false);
  }
  child;
  bootMs;
  restored;
  stderr;
  listener;
  onExit;
  exited;
  /**
   * Settles once the snapshot is seen to: kept when the VM captured one (or it will not come: the VM
   * ended), stamped when the VM found it whole.
   */
  snapshotKept;
  /**
   * Starts the VM's process on `script`, which may read `readable`, and boots it once the wasm and
   * the snapshot (never rejected: undefined when there is none) are known. `stop` ends a boot that
   * is no longer wanted (its promise rejects).
   */
  static start(wasm2, script, readable, found, stop) {
    let snapshot;
    const started = performance.now();
    const child = spawnSandboxed(
      script,
      readable.filter((f) => f !== void 0)
    );
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
          const kept = snapshot && { place: snapshot, capturing: message.capturing };
          resolve(new _Vm(child, performance.now() - started, message.restored, kept, () => stderr));
        } else fail(message.type === "broken" ? message.message : "Ruby VM did not boot");
      };
      const onStop = () => fail("Ruby VM stopped before it booted");
      const off = () => {
        stop?.removeEventListener("abort", onStop);
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
      stop?.addEventListener("abort", onStop, { once: true });
      if (stop?.aborted) return onStop();
      Promise.all([wasm2, found]).then(
        ([source, place]) => {
          snapshot = place;
          send(child, {
            type: "boot",
            ..."file" in source ? { file: source.file } : { wasm: source.bytes },
            ...place ? { snapshot: { file: place.file, key: place.key, trusted: place.trusted } } : {}
          });
        },
        (err) => fail(`Ruby VM did not boot: ${err.message}`)
      );
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
      ...instanceTexts(job.instances),
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
        else if (reply.type === "ready" || reply.type === "snapshot" || reply.id !== id) return;
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
function instanceTexts(instances) {
  const texts = [];
  const seen = /* @__PURE__ */ new Map();
  const text = (value) => {
    let at = seen.get(value);
    if (at === void 0) {
      at = texts.push((0, import_chunk_WY4LJNW5.rubyJson)(value ?? null)) - 1;
      seen.set(value, at);
    }
    return at;
  };
  return {
    texts,
    instances: instances.map(({ spec, properties, links }) => {
      const { properties: own, ...rest } = spec;
      const has = Object.hasOwn(spec, "properties") && own !== void 0;
      return {
        spec: (0, import_chunk_WY4LJNW5.rubyJson)(has ? rest : spec),
        properties: text(properties),
        links: text(links),
        specProperties: has ? text(own) : -1
      };
    })
  };
}
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
var wasm;
function loadWasm() {
  if (wasm) return wasm;
  let file;
  let id;
  let load;
  try {
    if (bundled) {
      const dir = import_node_path.default.join(__dirname, "..", "ruby");
      const manifest = JSON.parse((0, import_node_fs.readFileSync)(import_node_path.default.join(dir, "manifest.json"), "utf8"));
      file = cacheFile(manifest.sha256);
      id = manifest.sha256;
      const packed = { packed: import_node_path.default.join(dir, BUNDLED_WASM), sha256: manifest.sha256, size: manifest.size };
      load = unpackedWasm(packed, file);
    } else {
      const { createRequire } = (0, import_chunk_75QCMCYK.__require)("node:module");
      file = (0, import_node_fs.realpathSync)(createRequire(__filename).resolve("@ruby/3.4-wasm-wasi/dist/ruby+stdlib.wasm"));
      const st = (0, import_node_fs.statSync)(file, { bigint: true });
      id = devHash(`${file}\0${st.ino}\0${st.size}\0${st.mtimeNs}\0${st.ctimeNs}`);
      load = Promise.resolve({ file });
    }
  } catch (err) {
    load = Promise.reject(err);
  }
  const current = { file, load, id };
  wasm = current;
  load.catch(() => {
    if (wasm === current) wasm = void 0;
  });
  return current;
}
var devHash = (text) => (0, import_chunk_75QCMCYK.__require)("node:crypto").createHash("sha256").update(text).digest("hex");
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
  const esbuild = await Promise.resolve().then(() => __toESM(require(specifier)));
  const built = await esbuild.build({
    ...WORKER_BUILD,
    absWorkingDir: root,
    entryPoints: [entry],
    write: false
  });
  const text = built.outputFiles[0]?.text ?? "";
  const dir = import_node_path.default.join(root, "node_modules", ".cache", "rigging");
  const file = import_node_path.default.join(dir, `ruby-worker-${devHash(text).slice(0, 16)}.js`);
  if (!(0, import_node_fs.existsSync)(file) || (0, import_node_fs.readFileSync)(file, "utf8") !== text) {
    (0, import_node_fs.mkdirSync)(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    (0, import_node_fs.writeFileSync)(tmp, text);
    (0, import_node_fs.renameSync)(tmp, file);
  }
  return file;
}
function findWorkerSource() {
  const here = import_node_path.default.join(__dirname, "worker.ts");
  if ((0, import_node_fs.existsSync)(here)) return here;
  for (let dir = __dirname; ; dir = import_node_path.default.dirname(dir)) {
    const candidate = import_node_path.default.join(dir, "src", "render", "bosh", "ruby", "worker.ts");
    if ((0, import_node_fs.existsSync)(candidate)) return candidate;
    if (import_node_path.default.dirname(dir) === dir) throw new Error("src/render/bosh/ruby/worker.ts not found");
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  BUNDLED_WASM,
  DEFAULT_DEADLINE_MS,
  MAX_FILE_BYTES,
  MAX_JOB_BYTES,
  instanceTexts,
  startRuby,
  workerScript
});

},
})
