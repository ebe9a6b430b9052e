({
"chunk-MY6MO5VX.js": function (exports, require, module, __filename, __dirname) {
// src/fs-async.ts
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
  dirEntries: () => dirEntries,
  readTextFile: () => readTextFile,
  realpathNative: () => realpathNative
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_node_fs = require("node:fs");
function realpathNative(p) {
  return new Promise(
    (resolve, reject) => import_node_fs.realpath.native(p, (err, real) => err ? reject(err) : resolve(real))
  );
}
function readTextFile(p) {
  return new Promise(
    (resolve, reject) => (0, import_node_fs.readFile)(p, "utf8", (err, text) => err ? reject(err) : resolve(text))
  );
}
function dirEntries(dir) {
  return new Promise(
    (resolve) => (0, import_node_fs.readdir)(dir, { withFileTypes: true }, (err, entries) => resolve(err ? [] : entries))
  );
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  dirEntries,
  readTextFile,
  realpathNative
});

},
})
