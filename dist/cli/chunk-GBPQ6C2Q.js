({
"chunk-GBPQ6C2Q.js": function (exports, require, module, __filename, __dirname) {
// src/config/paths.ts
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
  ENV_PLACEHOLDER: () => ENV_PLACEHOLDER,
  expandEnv: () => expandEnv,
  lookupPath: () => lookupPath
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
function lookupPath(root, rel, repository = root) {
  const boundary = import_chunk_A5J4CQWI.RepositoryBoundary.at(repository);
  const where = boundary.locateSync((0, import_node_path.resolve)(root, rel));
  if (!where.ok) return { exists: false, refusal: where.refusal };
  if (where.exists) return { exists: true, directory: (0, import_node_fs.statSync)(where.real).isDirectory() };
  if ((0, import_node_path.isAbsolute)(rel)) return { exists: false };
  let dir = root;
  const fixed = [];
  for (const segment of rel.split(/[\\/]+/)) {
    if (segment === "" || segment === ".") continue;
    let next = segment;
    if (segment !== ".." && !(0, import_node_fs.existsSync)((0, import_node_path.join)(dir, segment))) {
      if (!boundary.locateSync(dir).ok) return { exists: false };
      const match = (0, import_chunk_CCBYBVFN.didYouMean)(segment, siblings(dir));
      if (match === void 0) return { exists: false };
      next = match;
    }
    fixed.push(next);
    dir = (0, import_node_path.join)(dir, next);
  }
  return (0, import_node_fs.existsSync)(dir) && boundary.locateSync(dir).ok ? { exists: false, suggestion: fixed.join("/") } : { exists: false };
}
function siblings(dir) {
  try {
    return (0, import_node_fs.readdirSync)(dir);
  } catch {
    return [];
  }
}
var ENV_PLACEHOLDER = "{env}";
function expandEnv(written, environment) {
  return written.split(ENV_PLACEHOLDER).join(environment);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ENV_PLACEHOLDER,
  expandEnv,
  lookupPath
});

},
})
