({
"output-dir-K5UMATGT.js": function (exports, require, module, __filename, __dirname) {
// src/cli/output-dir.ts
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
  writeOutputDir: () => writeOutputDir
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_UGMAYDF5 = require("./chunk-UGMAYDF5.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_promises = require("node:fs/promises");
var import_node_path = __toESM(require("node:path"));
async function writeOutputDir(dir, environments, files, force) {
  const existing = await (0, import_promises.stat)(dir).catch((err) => {
    if (err.code === "ENOENT") return void 0;
    throw new import_chunk_UGMAYDF5.UserError(`--output-dir: cannot use ${dir}: ${err.message}`);
  });
  if (existing !== void 0 && !existing.isDirectory())
    throw new import_chunk_UGMAYDF5.UserError(`--output-dir: ${dir} exists and is not a directory`);
  if (existing !== void 0 && (await fsStep(`read ${dir}`, () => (0, import_promises.readdir)(dir))).length > 0) {
    if (!force)
      throw new import_chunk_UGMAYDF5.UserError(
        `--output-dir: ${dir} is not empty; give a new or empty directory, or --force to replace ${environments.map((e) => import_node_path.default.join(dir, e)).join(", ")}`
      );
    for (const env of environments)
      await fsStep(
        `remove ${import_node_path.default.join(dir, env)}`,
        () => (0, import_promises.rm)(import_node_path.default.join(dir, env), { recursive: true, force: true })
      );
  }
  for (const file of files) {
    const target = import_node_path.default.join(dir, ...file.path.split("/"));
    try {
      await (0, import_promises.mkdir)(import_node_path.default.dirname(target), { recursive: true });
      await (0, import_promises.writeFile)(target, file.content, { flag: "wx" });
    } catch (err) {
      const { code, message } = err;
      if (code === "EEXIST")
        throw new import_chunk_UGMAYDF5.UserError(`--output-dir: ${target} was written twice (names differing only in case?)`);
      throw new import_chunk_UGMAYDF5.UserError(`--output-dir: cannot write ${target}: ${message}`);
    }
  }
}
async function fsStep(what, step) {
  try {
    return await step();
  } catch (err) {
    throw new import_chunk_UGMAYDF5.UserError(`--output-dir: cannot ${what}: ${err.message}`);
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  writeOutputDir
});

},
})
