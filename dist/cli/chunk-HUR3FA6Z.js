// src/ops/render-worker.ts
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
  isRenderWorker: () => isRenderWorker,
  renderSideInWorker: () => renderSideInWorker,
  renderWorkerEnabled: () => renderWorkerEnabled,
  runRenderWorker: () => runRenderWorker
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_6ZVOEVNP = require("./chunk-6ZVOEVNP.js");
var import_chunk_XCB5O4XG = require("./chunk-XCB5O4XG.js");
var import_chunk_LJHVJZPJ = require("./chunk-LJHVJZPJ.js");
var import_node_worker_threads = require("node:worker_threads");
var KIND = "rigging-render-side";
function isRenderWorker() {
  return !import_node_worker_threads.isMainThread && import_node_worker_threads.workerData?.kind === KIND;
}
function renderWorkerEnabled() {
  return (0, import_chunk_6ZVOEVNP.renderWorkerSetup)() !== void 0;
}
function renderSideInWorker(configFile, repository, commit, selection) {
  const enabled = (0, import_chunk_6ZVOEVNP.renderWorkerSetup)();
  if (!enabled) throw new Error("render worker not enabled");
  const { budget, ...rest } = selection;
  const run = budget ?? new import_chunk_XCB5O4XG.RunBudget();
  const request = {
    kind: KIND,
    configFile,
    repository,
    commit,
    selection: rest,
    budget: { totalMs: run.totalMs, deadline: run.deadline, setting: run.setting },
    traces: enabled.traces
  };
  const worker = new import_node_worker_threads.Worker(enabled.script, {
    // What the CLI's entry point looks for before it loads this module (render-worker-setup.ts).
    argv: [import_chunk_6ZVOEVNP.RENDER_WORKER_ARG],
    workerData: request,
    stdout: false,
    stderr: false
  });
  const result = new Promise((resolve) => {
    worker.once("message", (reply) => resolve(reply.ok ? reply.render : "failed"));
    worker.once("error", () => resolve("failed"));
    worker.once("exit", () => resolve("failed"));
  });
  return {
    result,
    async stop() {
      await worker.terminate();
    }
  };
}
function runRenderWorker() {
  const request = import_node_worker_threads.workerData;
  (0, import_chunk_LJHVJZPJ.chooseEngines)({ jsonnet: { kind: "in-process" }, traces: request.traces });
  const { totalMs, deadline, setting } = request.budget;
  const budget = new import_chunk_XCB5O4XG.RunBudget(totalMs, deadline - totalMs, setting);
  const selection = { ...request.selection, budget };
  const failed = (err) => ({
    ok: false,
    message: err instanceof Error ? err.message : String(err)
  });
  const reply = (message) => {
    try {
      import_node_worker_threads.parentPort?.postMessage(message);
    } catch (err) {
      import_node_worker_threads.parentPort?.postMessage(failed(err));
    }
  };
  Promise.resolve().then(() => __toESM(require("./render-VPTFWTEZ.js"))).then(
    ({ loadRun, renderLoaded }) => loadRun(request.configFile, selection, request.repository).then(
      (loaded) => renderLoaded(loaded, selection, request.commit)
    )
  ).then(
    (run) => reply({ ok: true, render: run.render }),
    (err) => reply(failed(err))
  );
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  isRenderWorker,
  renderSideInWorker,
  renderWorkerEnabled,
  runRenderWorker
});
