({
"chunk-WY4LJNW5.js": function (exports, require, module, __filename, __dirname) {
// src/render/bosh/float.ts
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
  markFloats: () => markFloats,
  rubyJson: () => rubyJson,
  unmarkFloats: () => unmarkFloats
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_yaml = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
var MARK = "\0rigging:float:";
var MARKED_JSON = /"\\u0000rigging:float:(-?\d+)"/g;
function mark(n) {
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? `${MARK}${n}` : n;
}
function isMarked(v) {
  return typeof v === "string" && v.startsWith(MARK);
}
function markFloats(node, value, doc, depth = 0) {
  if (depth > 100) return value;
  if ((0, import_yaml.isAlias)(node)) return markFloats(node.resolve(doc), value, doc, depth + 1);
  if ((0, import_yaml.isScalar)(node)) {
    const text = node.source;
    return typeof value === "number" && typeof text === "string" && text.includes(".") ? mark(value) : value;
  }
  if ((0, import_yaml.isSeq)(node) && Array.isArray(value)) {
    return value.map((v, i) => markFloats(node.items[i], v, doc, depth + 1));
  }
  if ((0, import_yaml.isMap)(node) && (0, import_chunk_AUPPCWXN.isRecord)(value)) {
    const out = { ...value };
    for (const pair of node.items) {
      const key = (0, import_yaml.isScalar)(pair.key) ? String(pair.key.value) : void 0;
      if (key === void 0 || key === "<<" || !Object.hasOwn(out, key)) continue;
      out[key] = markFloats(pair.value, out[key], doc, depth + 1);
    }
    return out;
  }
  return value;
}
function rubyJson(value) {
  const text = JSON.stringify(value);
  return text.includes("rigging:float:") ? text.replace(MARKED_JSON, "$1.0") : text;
}
function unmarkFloats(value) {
  if (isMarked(value)) return Number(value.slice(MARK.length));
  if (Array.isArray(value)) return value.map(unmarkFloats);
  if ((0, import_chunk_AUPPCWXN.isRecord)(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unmarkFloats(v)]));
  return value;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  markFloats,
  rubyJson,
  unmarkFloats
});

},
})
