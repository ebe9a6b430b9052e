// src/render/jsonnet/rigging/parse-store-setup.ts
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
  parseStoreSetting: () => parseStoreSetting,
  setParseStore: () => setParseStore
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_PVLDT5VQ = require("./chunk-PVLDT5VQ.js");
var import_node_fs = require("node:fs");
var setting;
function setParseStore(dir, bundle) {
  setting = dir === void 0 ? void 0 : { dir, bundle };
}
function parseStoreSetting() {
  if (setting === void 0) return void 0;
  try {
    const st = (0, import_node_fs.statSync)(setting.bundle, { bigint: true });
    const build = `${import_chunk_PVLDT5VQ.VERSION}:${st.dev}.${st.ino}.${st.size}.${st.mtimeNs}.${st.ctimeNs}`;
    return { dir: setting.dir, build };
  } catch {
    return void 0;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  parseStoreSetting,
  setParseStore
});
