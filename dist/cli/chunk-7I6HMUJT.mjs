import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  LIBJSONNET_SYSTEM_PATHS,
  require_node_readline,
  standardNatives
} from "./chunk-U6XAL7HS.mjs";
import {
  JsonnetEvalError
} from "./chunk-SI7V6OGU.mjs";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-Z27IH3SI.mjs";

// builtin:node:child_process
var require_node_child_process = __commonJS({
  "builtin:node:child_process"(exports, module) {
    module.exports = __require("node:child_process");
  }
});

// src/render/jsonnet/isolated.ts
var import_node_child_process = __toESM(require_node_child_process());
var import_node_readline = __toESM(require_node_readline());
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
    systemLibPaths: LIBJSONNET_SYSTEM_PATHS,
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
      waiter.reject(new JsonnetEvalError(e.message, e.file, e.line, e.column, e.reason, e.detail));
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
        if (standardNatives[name] !== native) {
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
              new JsonnetEvalError(
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

export {
  require_node_child_process,
  createIsolatedEngine
};
