({
"chunk-7MSCCZZR.js": function (exports, require, module, __filename, __dirname) {
// src/render/placed-error.ts
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
  PlacedError: () => PlacedError,
  placeOf: () => placeOf
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var PlacedError = class extends Error {
  constructor(message, place, reason) {
    super(message);
    this.place = place;
    this.reason = reason;
  }
  place;
  reason;
  /** This problem as an error diagnostic of `source`, about `component` when given. */
  toDiagnostic(source, component, message = this.message) {
    return {
      severity: "error",
      source,
      ...component ? { component } : {},
      ...this.place.file ? { file: this.place.file } : {},
      ...this.place.line !== void 0 ? { line: this.place.line } : {},
      ...this.place.column !== void 0 ? { column: this.place.column } : {},
      message,
      reason: this.reason
    };
  }
};
function placeOf(parsed, path, file) {
  if (!parsed) return file ? { file } : {};
  return { file: parsed.file, ...(0, import_chunk_V45YXJAE.positionOf)(parsed, path) };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  PlacedError,
  placeOf
});

},
})
