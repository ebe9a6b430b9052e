({
"chunk-IJYRRC22.js": function (exports, require, module, __filename, __dirname) {
// src/schema/yaml-bounds.ts
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
  boundedToJS: () => boundedToJS
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var MAX_YAML_ALIAS_COUNT = 1e3;
var MAX_YAML_EXPANDED_VALUES = 2e6;
var EXCESSIVE_ALIASING = "Excessive alias count indicates a resource exhaustion attack";
function boundedToJS(doc, opts = {}) {
  const value = doc.toJS({ ...opts, maxAliasCount: MAX_YAML_ALIAS_COUNT });
  checkExpandedSize(value);
  return value;
}
function checkExpandedSize(value) {
  let count = 0;
  const stack = [value];
  while (stack.length > 0) {
    const x = stack.pop();
    count++;
    if (count > MAX_YAML_EXPANDED_VALUES)
      throw new Error(
        `${EXCESSIVE_ALIASING} (aliases expand the document past ${MAX_YAML_EXPANDED_VALUES} values)`
      );
    if (Array.isArray(x)) for (const e of x) stack.push(e);
    else if (x instanceof Map)
      for (const [k, v] of x) {
        stack.push(k);
        stack.push(v);
      }
    else if (x !== null && typeof x === "object" && !(x instanceof Uint8Array) && !(x instanceof Date))
      for (const v of Object.values(x)) stack.push(v);
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  boundedToJS
});

},
})
