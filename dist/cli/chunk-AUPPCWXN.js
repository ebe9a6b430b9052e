({
"chunk-AUPPCWXN.js": function (exports, require, module, __filename, __dirname) {
// src/model/values.ts
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
  compareStrings: () => compareStrings,
  compareUtf8: () => compareUtf8,
  deepMerge: () => deepMerge,
  getOwn: () => getOwn,
  isRecord: () => isRecord,
  setDotted: () => setDotted,
  setOwn: () => setOwn
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function compareUtf8(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 55296 && y >= 55296) {
      x = x >= 57344 ? x - 2048 : x + 8192;
      y = y >= 57344 ? y - 2048 : y + 8192;
    }
    return x - y;
  }
  return a.length - b.length;
}
function setOwn(obj, key, value) {
  if (key === "__proto__")
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}
function getOwn(obj, key) {
  return Object.hasOwn(obj, key) ? obj[key] : void 0;
}
function setDotted(into, name, value) {
  const keys = name.split(".");
  let at = into;
  for (const key of keys.slice(0, -1)) {
    let next = getOwn(at, key);
    if (!isRecord(next)) {
      next = {};
      setOwn(at, key, next);
    }
    at = next;
  }
  setOwn(at, keys[keys.length - 1], value);
}
function deepMerge(base, over) {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = getOwn(out, k);
    setOwn(out, k, isRecord(b) && isRecord(v) ? deepMerge(b, v) : v);
  }
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  compareStrings,
  compareUtf8,
  deepMerge,
  getOwn,
  isRecord,
  setDotted,
  setOwn
});

},
})
