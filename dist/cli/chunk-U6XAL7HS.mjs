import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  makeTempDir,
  removeTempDir,
  require_node_os
} from "./chunk-LEVKWDL6.mjs";
import {
  compareFieldNames,
  makeRelativizer,
  parseJsonnetError
} from "./chunk-Q2PVXX3O.mjs";
import {
  JsonnetEvalError
} from "./chunk-SI7V6OGU.mjs";
import {
  dialectSettings
} from "./chunk-ZVJJXS35.mjs";
import {
  boundedToJS
} from "./chunk-4OEWXRKN.mjs";
import {
  require_dist
} from "./chunk-5NYBCEUW.mjs";
import {
  require_promises
} from "./chunk-UFGTCZDC.mjs";
import {
  __commonJS,
  __require,
  __toESM,
  require_node_path
} from "./chunk-Z27IH3SI.mjs";

// builtin:node:readline
var require_node_readline = __commonJS({
  "builtin:node:readline"(exports, module) {
    module.exports = __require("node:readline");
  }
});

// src/render/jsonnet/libjsonnet.ts
var import_node_os2 = __toESM(require_node_os());
var import_node_path3 = __toESM(require_node_path());

// node_modules/yocto-queue/index.js
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

// node_modules/p-limit/index.js
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

// src/render/jsonnet/binding.ts
var import_node_os = __toESM(require_node_os());
var import_node_path = __toESM(require_node_path());
var LibjsonnetError = class extends Error {
  name = "JsonnetError";
};
var loaded;
function loadBinding() {
  loaded ??= load().catch((err) => {
    const why = (err.message ?? String(err)).split("\n")[0];
    const message = `the libjsonnet engine cannot be loaded on ${process.platform}-${process.arch} (${why}); use spec.jsonnet.engine: rigging`;
    throw new JsonnetEvalError(message, void 0, void 0, void 0, "EngineUnavailable", message);
  });
  return loaded;
}
async function load() {
  if (true) {
    const mod2 = { exports: {} };
    process.dlopen(mod2, import_node_path.default.join(__dirname, "..", "native", "node-jsonnet.node"), import_node_os.constants.dlopen.RTLD_NOW);
    Object.defineProperty(mod2.exports, "JsonnetError", { value: LibjsonnetError });
    return mod2.exports;
  }
  const specifier = "@hanazuki/node-jsonnet";
  const mod = await import(specifier);
  return mod.default ?? mod;
}
function registerNative(vm, name, fn, params) {
  const register = vm._nativeCallback;
  register.call(vm, name, async (...args) => fn(...args), ...params);
}

// src/render/jsonnet/staging.ts
var import_promises = __toESM(require_promises());
var import_node_path2 = __toESM(require_node_path());
async function withStagedFiles(files, use) {
  const dir = await makeTempDir("rigging-jsonnet-");
  try {
    for (const [name, content] of Object.entries(files)) {
      const target = import_node_path2.default.resolve(dir, name);
      if (!target.startsWith(dir + import_node_path2.default.sep))
        throw new Error(`in-memory file name escapes its root: ${name}`);
      await (0, import_promises.mkdir)(import_node_path2.default.dirname(target), { recursive: true });
      await (0, import_promises.writeFile)(target, content);
    }
    return await use(dir);
  } finally {
    await removeTempDir(dir);
  }
}

// src/render/jsonnet/libjsonnet.ts
var LIBJSONNET_VERSION = "v0.20.0";
var LIBJSONNET_SYSTEM_PATHS = [
  `/usr/local/share/jsonnet-${LIBJSONNET_VERSION}/`,
  `/usr/share/jsonnet-${LIBJSONNET_VERSION}/`
];
function createLibjsonnetEngine(options = {}) {
  const limit = pLimit(Math.max(1, options.concurrency ?? (0, import_node_os2.availableParallelism)()));
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
    const relativize = makeRelativizer(stagingDir, req.displayRoot);
    let evaluation;
    if (req.manifest) {
      if (!req.snippet) throw new Error("manifest modes evaluate snippets only");
      evaluation = manifested(vm, req.manifest, req.snippet.code, import_node_path3.default.resolve(base, req.snippet.filename));
    } else if (req.snippet) {
      evaluation = vm.evaluateSnippet(req.snippet.code, import_node_path3.default.resolve(base, req.snippet.filename));
    } else if (req.file) {
      evaluation = vm.evaluateFile(import_node_path3.default.resolve(base, req.file));
    } else {
      throw new Error("jsonnet evaluation needs a file or a snippet");
    }
    let json;
    try {
      json = await withDeadline(evaluation, req.deadlineMs, req.file ?? req.snippet?.filename);
    } catch (err) {
      if (err instanceof JsonnetEvalError) throw err;
      if (JsonnetError && err instanceof JsonnetError) {
        throw parseJsonnetError(err.message, relativize);
      }
      if (err instanceof Error && /ERROR/.test(err.message)) throw parseJsonnetError(err.message, relativize);
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
    const names = Object.keys(files).sort(compareFieldNames);
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
        new JsonnetEvalError(
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

// src/render/jsonnet/natives.ts
var import_yaml = __toESM(require_dist());
var kubeYaml = { ...dialectSettings("go-yaml-v2").options, uniqueKeys: false };
function parseYamlDocuments(text) {
  const docs = (0, import_yaml.parseAllDocuments)(text, kubeYaml);
  const values = [];
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    const first = doc.errors[0];
    if (first) {
      const pos = first.linePos?.[0];
      const message = (first.message.split("\n")[0] ?? first.message).replace(
        / at line \d+, column \d+:?$/,
        ""
      );
      throw new YamlParseError(message, pos?.line, pos?.col);
    }
    let value;
    try {
      value = boundedToJS(doc);
    } catch (err) {
      throw new YamlParseError(err.message);
    }
    if (value !== null && value !== void 0) values.push(value);
  }
  return values;
}
var YamlParseError = class extends Error {
  constructor(message, line, column) {
    super(message);
    this.line = line;
    this.column = column;
    this.name = "YamlParseError";
  }
  line;
  column;
};
var standardNatives = {
  parseYaml: {
    params: ["yaml"],
    fn: (text) => parseYamlDocuments(String(text ?? ""))
  },
  parseJson: {
    params: ["json"],
    fn: (text) => parseFirstJsonValue(String(text))
  }
};
var JsonParseError = class extends Error {
  constructor(message, line, column) {
    super(message);
    this.line = line;
    this.column = column;
    this.name = "JsonParseError";
  }
  line;
  column;
};
function parseFirstJsonValue(text) {
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = err.message;
    const trailing = /^Unexpected non-whitespace character after JSON at position (\d+)/.exec(message);
    if (trailing) return JSON.parse(text.slice(0, Number(trailing[1])));
    const at = /at position (\d+)/.exec(message);
    const position = at ? positionAt(text, Number(at[1])) : scanForError(text);
    const words = message.replace(/, (?:\.\.\.)?".*$/s, "").replace(/ in JSON at position.*$/s, "").replace(/\s+/g, " ");
    throw new JsonParseError(words, position?.line, position?.column);
  }
}
function positionAt(text, offset) {
  const lines = text.slice(0, offset).split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
function scanForError(text) {
  const incomplete = (n) => {
    try {
      JSON.parse(text.slice(0, n));
      return true;
    } catch (e) {
      const m = e.message;
      const at = /at position (\d+)/.exec(m);
      return /end of JSON input/.test(m) || at !== null && Number(at[1]) >= n;
    }
  };
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (incomplete(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo < text.length ? positionAt(text, lo) : void 0;
}

export {
  require_node_readline,
  LIBJSONNET_SYSTEM_PATHS,
  createLibjsonnetEngine,
  parseYamlDocuments,
  YamlParseError,
  standardNatives,
  JsonParseError,
  parseFirstJsonValue
};
