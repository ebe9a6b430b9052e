({
"deep-stack-FVBJV2WR.js": function (exports, require, module, __filename, __dirname) {
// src/render/jsonnet/rigging/deep-stack.ts
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
  IN_PROCESS_FRAMES: () => import_chunk_AGXITVR3.IN_PROCESS_FRAMES,
  MAX_STACK_MB: () => MAX_STACK_MB,
  evaluateOnDeepStack: () => evaluateOnDeepStack,
  isDeepStackWorker: () => isDeepStackWorker,
  needsDeepStack: () => import_chunk_AGXITVR3.needsDeepStack,
  runDeepStackWorker: () => runDeepStackWorker,
  setDeepStackScript: () => import_chunk_AGXITVR3.setDeepStackScript,
  stackSizeMb: () => stackSizeMb
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_AGXITVR3 = require("./chunk-AGXITVR3.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_v8 = require("node:v8");
var import_node_worker_threads = require("node:worker_threads");
var KIND = "rigging-jsonnet-deep-stack";
var BYTES_PER_FRAME = 2048;
var MIN_STACK_MB = 16;
var MAX_STACK_MB = 256;
var SEMI_SPACE_MB = 64;
function isDeepStackWorker() {
  return !import_node_worker_threads.isMainThread && import_node_worker_threads.workerData?.kind === KIND;
}
function stackSizeMb(maxStack) {
  return Math.min(MAX_STACK_MB, Math.max(MIN_STACK_MB, Math.ceil(maxStack * BYTES_PER_FRAME / 2 ** 20)));
}
function evaluateOnDeepStack(req, options, onTrace) {
  const script = (0, import_chunk_AGXITVR3.deepStackScript)();
  if (script === void 0) throw new Error("deep-stack evaluation not enabled");
  const { natives: _natives, ...request } = req;
  const data = { kind: KIND, request, options };
  (0, import_node_v8.setFlagsFromString)(`--min-semi-space-size=${SEMI_SPACE_MB}`);
  const worker = new import_node_worker_threads.Worker(script, {
    // What the CLI's entry point looks for before it loads this module (deep-stack-setup.ts).
    argv: [import_chunk_AGXITVR3.DEEP_STACK_ARG],
    workerData: data,
    resourceLimits: { stackSizeMb: stackSizeMb(options.maxStack) }
  });
  worker.once("online", () => (0, import_node_v8.setFlagsFromString)("--min-semi-space-size=0"));
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (f) => {
      if (settled) return;
      settled = true;
      f();
      void worker.terminate();
    };
    worker.on("message", (m) => {
      if ("trace" in m) return onTrace(m.trace);
      if (m.ok) return settle(() => resolve(m.value));
      const e = m.error;
      if ("internal" in e) return settle(() => reject(new Error(e.internal)));
      settle(
        () => reject(new import_chunk_JAFFKCV6.JsonnetEvalError(e.message, e.file, e.line, e.column, e.reason, e.detail, e.hint))
      );
    });
    worker.once(
      "error",
      (err) => settle(() => reject(threadFailure(req, err instanceof Error ? err.message : String(err))))
    );
    worker.once("exit", (code) => settle(() => reject(threadFailure(req, `exited with code ${code}`))));
  });
}
function threadFailure(req, why) {
  const message = `RUNTIME ERROR: evaluation thread failed: ${why}`;
  return new import_chunk_JAFFKCV6.JsonnetEvalError(
    message,
    req.file ?? req.snippet?.filename,
    void 0,
    void 0,
    "JsonnetError",
    message
  );
}
function runDeepStackWorker() {
  const { request, options } = import_node_worker_threads.workerData;
  const [root, ...more] = options.walls ?? [""];
  const post = (m) => import_node_worker_threads.parentPort?.postMessage(m);
  Promise.resolve().then(() => __toESM(require("./engine-AM6PO4KD.js"))).then(
    ({ createRiggingEngine }) => createRiggingEngine({
      maxStack: options.maxStack,
      maxTrace: options.maxTrace,
      onTrace: (trace) => post({ trace }),
      ...options.walls ? { boundary: import_chunk_A5J4CQWI.RepositoryBoundary.around(root, ...more) } : {}
    }).evaluate(request)
  ).then(
    (value) => post({ ok: true, value }),
    (err) => {
      if (!(err instanceof import_chunk_JAFFKCV6.JsonnetEvalError)) {
        return post({ ok: false, error: { internal: err instanceof Error ? err.message : String(err) } });
      }
      const { message, file, line, column, reason, detail, hint } = err;
      post({ ok: false, error: { message, file, line, column, reason, detail, hint } });
    }
  );
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  IN_PROCESS_FRAMES,
  MAX_STACK_MB,
  evaluateOnDeepStack,
  isDeepStackWorker,
  needsDeepStack,
  runDeepStackWorker,
  setDeepStackScript,
  stackSizeMb
});

},
})
