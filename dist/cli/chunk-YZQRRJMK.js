({
"chunk-YZQRRJMK.js": function (exports, require, module, __filename, __dirname) {
// src/schema/known-keys.ts
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
  ANY_VALUE: () => ANY_VALUE,
  unknownKeys: () => unknownKeys
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var ANY_VALUE = "any";
function unknownKeys(value, shape, opts = {}, at = []) {
  const out = [];
  const find = (known, key) => {
    if (Object.hasOwn(known, key)) return known[key];
    if (!opts.ignoreCase) return void 0;
    const lower = key.toLowerCase();
    const match = Object.keys(known).find((k) => k.toLowerCase() === lower);
    return match === void 0 ? void 0 : known[match];
  };
  const walk = (v, s, path) => {
    if (s === ANY_VALUE) return;
    if (Array.isArray(s)) {
      if (Array.isArray(v)) for (const [i, item] of v.entries()) walk(item, s[0], [...path, i]);
      return;
    }
    if (!(0, import_chunk_AUPPCWXN.isRecord)(v)) return;
    const known = s;
    for (const [key, inner] of Object.entries(v)) {
      const next = find(known, key);
      if (next === void 0) out.push({ path: [...path, key], key, known: Object.keys(known) });
      else walk(inner, next, [...path, key]);
    }
  };
  walk(value, shape, at);
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ANY_VALUE,
  unknownKeys
});

},
})
