({
"chunk-IH6QZ5W6.js": function (exports, require, module, __filename, __dirname) {
// src/render/jsonnet/libjsonnet.ts
// node_modules/yocto-queue/index.js
// node_modules/p-limit/index.js
// src/render/jsonnet/binding.ts
// src/render/jsonnet/staging.ts
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
  LIBJSONNET_SYSTEM_PATHS: () => LIBJSONNET_SYSTEM_PATHS,
  LIBJSONNET_VERSION: () => LIBJSONNET_VERSION,
  createLibjsonnetEngine: () => createLibjsonnetEngine
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_2A47LTI4 = require("./chunk-2A47LTI4.js");
var import_chunk_4H5LTKKG = require("./chunk-4H5LTKKG.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_node_os = require("node:os");
var import_node_path = __toESM(require("node:path"));
var import_node_os2 = require("node:os");
var import_node_path2 = __toESM(require("node:path"));
var import_promises = require("node:fs/promises");
var import_node_path3 = __toESM(require("node:path"));
var Node = class {
  value;
  next;
  constructor(value) {
    this.value = value;
  }
};
var Queue = class {
  #head;
  #tail;
  #size;
  constructor() {
    this.clear();
  }
  enqueue(value) {
    const node = new Node(value);
    if (this.#head) {
      this.#tail.next = node;
      this.#tail = node;
    } else {
      this.#head = node;
      this.#tail = node;
    }
    this.#size++;
  }
  dequeue() {
    const current = this.#head;
    if (!current) {
      return;
    }
    this.#head = this.#head.next;
    this.#size--;
    if (!this.#head) {
      this.#tail = void 0;
    }
    return current.value;
  }
  peek() {
    if (!this.#head) {
      return;
    }
    return this.#head.value;
  }
  clear() {
    this.#head = void 0;
    this.#tail = void 0;
    this.#size = 0;
  }
  get size() {
    return this.#size;
  }
  *[Symbol.iterator]() {
    let current = this.#head;
    while (current) {
      yield current.value;
      current = current.next;
    }
  }
  *drain() {
    while (this.#head) {
      yield this.dequeue();
    }
  }
};
function pLimit(concurrency) {
  validateConcurrency(concurrency);
  const queue = new Queue();
  let activeCount = 0;
  const resumeNext = () => {
    if (activeCount < concurrency && queue.size > 0) {
      queue.dequeue()();
      activeCount++;
    }
  };
  const next = () => {
    activeCount--;
    resumeNext();
  };
  const run = async (function_, resolve, arguments_) => {
    const result = (async () => function_(...arguments_))();
    resolve(result);
    try {
      await result;
    } catch {
    }
    next();
  };
  const enqueue = (function_, resolve, arguments_) => {
    new Promise((internalResolve) => {
      queue.enqueue(internalResolve);
    }).then(
      run.bind(void 0, function_, resolve, arguments_)
    );
    (async () => {
      await Promise.resolve();
      if (activeCount < concurrency) {
        resumeNext();
      }
    })();
  };
  const generator = (function_, ...arguments_) => new Promise((resolve) => {
    enqueue(function_, resolve, arguments_);
  });
  Object.defineProperties(generator, {
    activeCount: {
      get: () => activeCount
    },
    pendingCount: {
      get: () => queue.size
    },
    clearQueue: {
      value() {
        queue.clear();
      }
    },
    concurrency: {
      get: () => concurrency,
      set(newConcurrency) {
        validateConcurrency(newConcurrency);
        concurrency = newConcurrency;
        queueMicrotask(() => {
          while (activeCount < concurrency && queue.size > 0) {
            resumeNext();
          }
        });
      }
    }
  });
  return generator;
}
function validateConcurrency(concurrency) {
  if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
    throw new TypeError("Expected `concurrency` to be a number from 1 and up");
  }
}
var LibjsonnetError = class extends Error {
  name = "JsonnetError";
};
var loaded;
function loadBinding() {
  loaded ??= load().catch((err) => {
    const why = (err.message ?? String(err)).split("\n")[0];
    const message = `the libjsonnet engine cannot be loaded on ${process.platform}-${process.arch} (${why}); use spec.jsonnet.engine: rigging`;
    throw new import_chunk_JAFFKCV6.JsonnetEvalError(message, void 0, void 0, void 0, "EngineUnavailable", message);
  });
  return loaded;
}
async function load() {
  if (true) {
    const mod2 = { exports: {} };
    process.dlopen(mod2, import_node_path2.default.join(__dirname, "..", "native", "node-jsonnet.node"), import_node_os2.constants.dlopen.RTLD_NOW);
    Object.defineProperty(mod2.exports, "JsonnetError", { value: LibjsonnetError });
    return mod2.exports;
  }
  const specifier = "@hanazuki/node-jsonnet";
  const mod = await Promise.resolve().then(() => __toESM(require(specifier)));
  return mod.default ?? mod;
}
function registerNative(vm, name, fn, params) {
  const register = vm._nativeCallback;
  register.call(vm, name, async (...args) => fn(...args), ...params);
}
async function withStagedFiles(files, use) {
  const dir = await (0, import_chunk_2A47LTI4.makeTempDir)("rigging-jsonnet-");
  try {
    for (const [name, content] of Object.entries(files)) {
      const target = import_node_path3.default.resolve(dir, name);
      if (!target.startsWith(dir + import_node_path3.default.sep))
        throw new Error(`in-memory file name escapes its root: ${name}`);
      await (0, import_promises.mkdir)(import_node_path3.default.dirname(target), { recursive: true });
      await (0, import_promises.writeFile)(target, content);
    }
    return await use(dir);
  } finally {
    await (0, import_chunk_2A47LTI4.removeTempDir)(dir);
  }
}
var LIBJSONNET_VERSION = "v0.20.0";
var LIBJSONNET_SYSTEM_PATHS = [
  `/usr/local/share/jsonnet-${LIBJSONNET_VERSION}/`,
  `/usr/share/jsonnet-${LIBJSONNET_VERSION}/`
];
function createLibjsonnetEngine(options = {}) {
  const limit = pLimit(Math.max(1, options.concurrency ?? (0, import_node_os.availableParallelism)()));
  const maxTrace = options.maxTrace ?? 20;
  return {
    name: "libjsonnet",
    systemLibPaths: LIBJSONNET_SYSTEM_PATHS,
    costlyStart: true,
    evaluate: (req) => limit(() => req.files ? withStagedFiles(req.files, (dir) => run(req, dir)) : run(req))
  };
  async function run(req, stagingDir) {
    const { Jsonnet, JsonnetError } = await loadBinding();
    const vm = new Jsonnet().setMaxTrace(req.maxTrace ?? maxTrace);
    if (req.maxStack !== void 0) vm.setMaxStack(req.maxStack);
    for (const [k, v] of Object.entries(req.extVars ?? {}))
      setVar(
        v,
        (s) => vm.extString(k, s),
        (c) => vm.extCode(k, c)
      );
    for (const [k, v] of Object.entries(req.tlas ?? {}))
      setVar(
        v,
        (s) => vm.tlaString(k, s),
        (c) => vm.tlaCode(k, c)
      );
    for (const p of [...req.libPaths ?? []].reverse()) vm.addJpath(p);
    for (const [name, native] of Object.entries(req.natives ?? {})) {
      registerNative(vm, name, native.fn, native.params);
    }
    const base = stagingDir ?? "";
    const relativize = (0, import_chunk_4H5LTKKG.makeRelativizer)(stagingDir, req.displayRoot);
    let evaluation;
    if (req.manifest) {
      if (!req.snippet) throw new Error("manifest modes evaluate snippets only");
      evaluation = manifested(vm, req.manifest, req.snippet.code, import_node_path.default.resolve(base, req.snippet.filename));
    } else if (req.snippet) {
      evaluation = vm.evaluateSnippet(req.snippet.code, import_node_path.default.resolve(base, req.snippet.filename));
    } else if (req.file) {
      evaluation = vm.evaluateFile(import_node_path.default.resolve(base, req.file));
    } else {
      throw new Error("jsonnet evaluation needs a file or a snippet");
    }
    let json;
    try {
      json = await withDeadline(evaluation, req.deadlineMs, req.file ?? req.snippet?.filename);
    } catch (err) {
      if (err instanceof import_chunk_JAFFKCV6.JsonnetEvalError) throw err;
      if (JsonnetError && err instanceof JsonnetError) {
        throw (0, import_chunk_4H5LTKKG.parseJsonnetError)(err.message, relativize);
      }
      if (err instanceof Error && /ERROR/.test(err.message)) throw (0, import_chunk_4H5LTKKG.parseJsonnetError)(err.message, relativize);
      throw err;
    }
    if (typeof json !== "string") return json;
    return req.raw ? json : JSON.parse(json);
  }
}
async function manifested(vm, mode, code, file) {
  vm.stringOutput(mode.string === true);
  if (mode.kind === "stream")
    return { kind: "stream", documents: await vm.evaluateSnippetStream(code, file) };
  if (mode.kind === "multi") {
    const files = await vm.evaluateSnippetMulti(code, file);
    const names = Object.keys(files).sort(import_chunk_4H5LTKKG.compareFieldNames);
    return { kind: "multi", files: names.map((n) => [n, files[n]]) };
  }
  return { kind: "single", text: await vm.evaluateSnippet(code, file) };
}
function setVar(v, asString, asCode) {
  if (v.kind === "string") asString(v.value);
  else asCode(v.value);
}
function withDeadline(work, ms, what) {
  if (!ms) return work;
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(
        new import_chunk_JAFFKCV6.JsonnetEvalError(
          `evaluation did not finish within ${ms} ms`,
          what,
          void 0,
          void 0,
          "Deadline",
          ""
        )
      ),
      ms
    );
    timer.unref();
  });
  work.catch(() => {
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  LIBJSONNET_SYSTEM_PATHS,
  LIBJSONNET_VERSION,
  createLibjsonnetEngine
});

},
})
