({
"chunk-3IG746SA.js": function (exports, require, module, __filename, __dirname) {
// src/render/jsonnet/isolated.ts
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
  createIsolatedEngine: () => createIsolatedEngine,
  workerEnvironment: () => workerEnvironment
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_VK2LHQFS = require("./chunk-VK2LHQFS.js");
var import_chunk_IH6QZ5W6 = require("./chunk-IH6QZ5W6.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_node_child_process = require("node:child_process");
var import_node_readline = require("node:readline");
var PASSED = [
  "TMPDIR",
  "TMP",
  "TEMP",
  "LANG",
  "LC_ALL",
  "LC_CTYPE",
  "TZ",
  "UV_THREADPOOL_SIZE",
  "SYSTEMROOT"
];
function workerEnvironment(env) {
  const out = {};
  for (const name of PASSED) if (env[name] !== void 0) out[name] = env[name];
  return out;
}
function createIsolatedEngine(opts) {
  let worker;
  return {
    name: "libjsonnet (isolated)",
    systemLibPaths: import_chunk_IH6QZ5W6.LIBJSONNET_SYSTEM_PATHS,
    costlyStart: true,
    evaluate(req) {
      worker ??= startWorker(opts, () => {
        worker = void 0;
      });
      return worker.evaluate(req);
    },
    close() {
      worker?.close();
      worker = void 0;
    }
  };
}
var GRACE_MS = 2e3;
function startWorker(opts, onExit) {
  const [program, ...args] = opts.command;
  const child = (0, import_node_child_process.spawn)(program, args, {
    env: workerEnvironment(opts.env ?? process.env),
    stdio: ["pipe", "pipe", "pipe"]
  });
  const pending = /* @__PURE__ */ new Map();
  let nextId = 1;
  let stderr = "";
  let ended;
  let retired = false;
  const retire = () => {
    if (!retired) {
      retired = true;
      onExit();
    }
    if (pending.size === 0) child.kill("SIGKILL");
  };
  const hold = (on) => {
    for (const s of [child, child.stdin, child.stdout, child.stderr]) {
      if (on) s.ref();
      else s.unref();
    }
  };
  hold(false);
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-2e3);
    opts.stderr?.(chunk.toString("utf8"));
  });
  (0, import_node_readline.createInterface)({ input: child.stdout }).on("line", (line) => {
    let reply;
    try {
      reply = JSON.parse(line);
    } catch {
      return;
    }
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (pending.size === 0) hold(false);
    if (reply.ok) waiter.resolve(reply.value);
    else if ("error" in reply) {
      const e = reply.error;
      waiter.reject(new import_chunk_JAFFKCV6.JsonnetEvalError(e.message, e.file, e.line, e.column, e.reason, e.detail));
      if (e.reason === "Deadline") retire();
    } else waiter.reject(new Error(`jsonnet worker: ${reply.failure}`));
    if (retired) retire();
  });
  const fail = (err) => {
    ended ??= err;
    if (!retired) onExit();
    for (const w of pending.values()) w.reject(ended);
    pending.clear();
  };
  child.on("error", (err) => fail(new Error(`jsonnet worker could not start: ${err.message}`)));
  child.on("exit", (code, signal) => {
    const why = signal ? `signal ${signal}` : `exit code ${code}`;
    fail(new Error(`jsonnet worker ended (${why})${stderr ? `: ${stderr.trim().split("\n")[0]}` : ""}`));
  });
  child.stdin.on("error", () => {
  });
  return {
    evaluate(req) {
      if (ended) return Promise.reject(ended);
      const { natives, ...rest } = req;
      const names = [];
      for (const [name, native] of Object.entries(natives ?? {})) {
        if (import_chunk_VK2LHQFS.standardNatives[name] !== native) {
          return Promise.reject(new Error(`native function ${name} cannot run in the jsonnet worker`));
        }
        names.push(name);
      }
      const id = nextId++;
      const message = { id, req: { ...rest, natives: names } };
      return new Promise((resolve, reject) => {
        if (pending.size === 0) hold(true);
        let timer;
        const settle = () => clearTimeout(timer);
        pending.set(id, {
          resolve: (v) => {
            settle();
            resolve(v);
          },
          reject: (e) => {
            settle();
            reject(e);
          }
        });
        if (req.deadlineMs) {
          timer = setTimeout(() => {
            const waiter = pending.get(id);
            if (!waiter) return;
            pending.delete(id);
            if (pending.size === 0) hold(false);
            const what = req.file ?? req.snippet?.filename;
            waiter.reject(
              new import_chunk_JAFFKCV6.JsonnetEvalError(
                `evaluation did not finish within ${req.deadlineMs} ms`,
                what,
                void 0,
                void 0,
                "Deadline",
                ""
              )
            );
            retire();
          }, req.deadlineMs + GRACE_MS);
          timer.unref();
        }
        child.stdin.write(`${JSON.stringify(message)}
`);
      });
    },
    close() {
      child.stdin.end();
      child.kill();
    }
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  createIsolatedEngine,
  workerEnvironment
});

},
})
