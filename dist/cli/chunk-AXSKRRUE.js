// src/temp-dirs.ts
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
  makeTempDir: () => makeTempDir,
  removeTempDir: () => removeTempDir,
  removeTempDirsOnSignals: () => removeTempDirsOnSignals
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_node_fs = require("node:fs");
var import_node_os = require("node:os");
var import_node_path = __toESM(require("node:path"));
var live = /* @__PURE__ */ new Set();
var watching = false;
function removeAll() {
  for (const dir of live) (0, import_node_fs.rmSync)(dir, { recursive: true, force: true });
  live.clear();
}
function onSignal(signal) {
  removeAll();
  process.kill(process.pid, signal);
}
function removeTempDirsOnSignals() {
  if (watching) return;
  watching = true;
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  process.once("exit", removeAll);
}
async function makeTempDir(prefix) {
  const dir = await import_node_fs.promises.mkdtemp(import_node_path.default.join((0, import_node_os.tmpdir)(), prefix));
  live.add(dir);
  return dir;
}
async function removeTempDir(dir) {
  await import_node_fs.promises.rm(dir, { recursive: true, force: true });
  live.delete(dir);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  makeTempDir,
  removeTempDir,
  removeTempDirsOnSignals
});
