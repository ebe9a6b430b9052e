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
  isRenderWorker: () => import_chunk_HUR3FA6Z.isRenderWorker,
  renderSideInWorker: () => import_chunk_HUR3FA6Z.renderSideInWorker,
  renderWorkerEnabled: () => import_chunk_HUR3FA6Z.renderWorkerEnabled,
  runRenderWorker: () => import_chunk_HUR3FA6Z.runRenderWorker,
  setRenderWorker: () => import_chunk_6ZVOEVNP.setRenderWorker
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_HUR3FA6Z = require("./chunk-HUR3FA6Z.js");
var import_chunk_6ZVOEVNP = require("./chunk-6ZVOEVNP.js");
var import_chunk_XCB5O4XG = require("./chunk-XCB5O4XG.js");
var import_chunk_DFOFJBZU = require("./chunk-DFOFJBZU.js");
var import_chunk_LJHVJZPJ = require("./chunk-LJHVJZPJ.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  isRenderWorker,
  renderSideInWorker,
  renderWorkerEnabled,
  runRenderWorker,
  setRenderWorker
});
