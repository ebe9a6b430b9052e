({
"chunk-WUBCKF5M.js": function (exports, require, module, __filename, __dirname) {
// src/render/secrets.ts
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
  collectSecrets: () => collectSecrets
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
function collectSecrets(value, out = []) {
  if (value === null || typeof value !== "object") return out;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      if (v !== null && typeof v === "object") collectSecrets(v, out);
    }
    return out;
  }
  const obj = value;
  if (obj.kind === "Secret" && typeof obj.apiVersion === "string" && (0, import_chunk_AUPPCWXN.isRecord)(obj.metadata)) {
    out.push(obj);
    return out;
  }
  const keys = Object.keys(obj);
  for (let i = 0; i < keys.length; i++) {
    const v = obj[keys[i]];
    if (v !== null && typeof v === "object") collectSecrets(v, out);
  }
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  collectSecrets
});

},
})
