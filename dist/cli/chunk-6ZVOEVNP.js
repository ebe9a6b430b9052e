// src/ops/render-worker-setup.ts
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
  RENDER_WORKER_ARG: () => RENDER_WORKER_ARG,
  renderWorkerSetup: () => renderWorkerSetup,
  setRenderWorker: () => setRenderWorker,
  startedAsRenderWorker: () => startedAsRenderWorker
});
module.exports = __toCommonJS(stdin_exports);
var RENDER_WORKER_ARG = "--rigging-render-side";
var enabled;
function setRenderWorker(script, traces = "stderr") {
  enabled = script === void 0 ? void 0 : { script, traces };
}
function renderWorkerSetup() {
  return enabled;
}
function startedAsRenderWorker() {
  return process.argv[2] === RENDER_WORKER_ARG;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  RENDER_WORKER_ARG,
  renderWorkerSetup,
  setRenderWorker,
  startedAsRenderWorker
});
