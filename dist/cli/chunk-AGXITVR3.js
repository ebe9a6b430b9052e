// src/render/jsonnet/rigging/deep-stack-setup.ts
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
  DEEP_STACK_ARG: () => DEEP_STACK_ARG,
  IN_PROCESS_FRAMES: () => IN_PROCESS_FRAMES,
  deepStackScript: () => deepStackScript,
  needsDeepStack: () => needsDeepStack,
  setDeepStackScript: () => setDeepStackScript,
  startedAsDeepStackThread: () => startedAsDeepStackThread
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var DEEP_STACK_ARG = "--rigging-deep-stack";
var IN_PROCESS_FRAMES = 500;
var script;
function setDeepStackScript(path) {
  script = path;
}
function deepStackScript() {
  return script;
}
function needsDeepStack(maxStack, req) {
  return script !== void 0 && maxStack > IN_PROCESS_FRAMES && Object.keys(req.natives ?? {}).length === 0;
}
function startedAsDeepStackThread() {
  return process.argv[2] === DEEP_STACK_ARG;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEEP_STACK_ARG,
  IN_PROCESS_FRAMES,
  deepStackScript,
  needsDeepStack,
  setDeepStackScript,
  startedAsDeepStackThread
});
