({
"chunk-VWE46UDP.js": function (exports, require, module, __filename, __dirname) {
// src/model/hash.ts
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
  canonicalJson: () => canonicalJson,
  identicalJson: () => identicalJson,
  sameCanonicalJson: () => sameCanonicalJson,
  sha256Hex: () => sha256Hex,
  sortKeys: () => sortKeys
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_3FVFMQ2D = require("./chunk-3FVFMQ2D.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
function canonicalJson(value) {
  return JSON.stringify(sortKeys(value));
}
function sameCanonicalJson(a, b) {
  return identical(a, b, 0) || canonicalJson(a) === canonicalJson(b);
}
function identicalJson(a, b) {
  return identical(a, b, 0);
}
function identical(a, b, depth) {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object" || depth > 1e3)
    return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!identical(a[i], b[i], depth + 1)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i];
    if (k !== kb[i]) return false;
    if (!identical(a[k], b[k], depth + 1))
      return false;
  }
  return true;
}
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    const out = {};
    for (const k of Object.keys(value).sort())
      (0, import_chunk_AUPPCWXN.setOwn)(out, k, sortKeys(value[k]));
    return out;
  }
  return value;
}
function sha256Hex(data) {
  return (0, import_chunk_3FVFMQ2D.nodeCrypto)().createHash("sha256").update(data).digest("hex");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  canonicalJson,
  identicalJson,
  sameCanonicalJson,
  sha256Hex,
  sortKeys
});

},
})
