import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  RunBudget
} from "./chunk-2C5A3EZ2.mjs";
import {
  chooseEngines
} from "./chunk-LFE36SBK.mjs";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-Z27IH3SI.mjs";

// builtin:node:worker_threads
var require_node_worker_threads = __commonJS({
  "builtin:node:worker_threads"(exports, module) {
    module.exports = __require("node:worker_threads");
  }
});

// src/ops/render-worker.ts
var import_node_worker_threads = __toESM(require_node_worker_threads());
var KIND = "rigging-render-side";
var enabled;
function setRenderWorker(script, traces = "stderr") {
  enabled = script === void 0 ? void 0 : { script, traces };
}
function isRenderWorker() {
  return !import_node_worker_threads.isMainThread && import_node_worker_threads.workerData?.kind === KIND;
}
function renderWorkerEnabled() {
  return enabled !== void 0;
}
function renderSideInWorker(configFile, repository, commit, selection) {
  if (!enabled) throw new Error("render worker not enabled");
  const { budget, ...rest } = selection;
  const run = budget ?? new RunBudget();
  const request = {
    kind: KIND,
    configFile,
    repository,
    commit,
    selection: rest,
    budget: { totalMs: run.totalMs, deadline: run.deadline, setting: run.setting },
    traces: enabled.traces
  };
  const worker = new import_node_worker_threads.Worker(enabled.script, { workerData: request, stdout: false, stderr: false });
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
  chooseEngines({ jsonnet: { kind: "in-process" }, traces: request.traces });
  const { totalMs, deadline, setting } = request.budget;
  const budget = new RunBudget(totalMs, deadline - totalMs, setting);
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
  import("./render-WTT5XB4E.mjs").then(
    ({ loadRun, renderLoaded }) => loadRun(request.configFile, selection, request.repository).then(
      (loaded) => renderLoaded(loaded, selection, request.commit)
    )
  ).then(
    (run) => reply({ ok: true, render: run.render }),
    (err) => reply(failed(err))
  );
}

export {
  setRenderWorker,
  isRenderWorker,
  renderWorkerEnabled,
  renderSideInWorker,
  runRenderWorker
};
