({
"chunk-HACCH3QW.js": function (exports, require, module, __filename, __dirname) {
// src/model/sync-deadline.ts
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
  SyncDeadlineError: () => SyncDeadlineError,
  runSyncWithin: () => runSyncWithin
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_node_vm = __toESM(require("node:vm"));
var SyncDeadlineError = class extends Error {
  name = "SyncDeadlineError";
};
var context = import_node_vm.default.createContext({ fn: void 0 });
var script = new import_node_vm.default.Script("fn()");
var running = false;
var started = 0;
function runSyncWithin(ms, fn) {
  if (running) return fn();
  running = true;
  started++;
  context.fn = fn;
  try {
    return script.runInContext(context, { timeout: Math.max(1, Math.ceil(ms)) });
  } catch (err) {
    if (err?.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") {
      throw new SyncDeadlineError(`stopped after ${Math.ceil(ms)}ms`);
    }
    throw err;
  } finally {
    context.fn = void 0;
    running = false;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  SyncDeadlineError,
  runSyncWithin
});

},
})
