({
"schema-compile.js": function (exports, require, module, __filename, __dirname) {
// src/schema/compile-now.ts
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
  AJV_OPTIONS: () => AJV_OPTIONS,
  compileNow: () => compileNow
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_L5X2YAKM = require("./chunk-L5X2YAKM.js");
var import_chunk_SATB5FOH = require("./chunk-SATB5FOH.js");
var import_chunk_IKCADKEA = require("./chunk-IKCADKEA.js");
var import_chunk_QKF3I55P = require("./chunk-QKF3I55P.js");
var import_chunk_IDCT4TUJ = require("./chunk-IDCT4TUJ.js");
var import_chunk_RRCBAIWP = require("./chunk-RRCBAIWP.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_ajv = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_SATB5FOH.require_ajv)());
var AJV_OPTIONS = {
  allErrors: true,
  verbose: true,
  strictTypes: false,
  validateFormats: false,
  code: { regExp: import_chunk_L5X2YAKM.re2RegExp }
};
function compileNow(schema, opts = {}) {
  const ajv = new import_ajv.Ajv(AJV_OPTIONS);
  for (const keyword of (0, import_chunk_QKF3I55P.ajvKeywords)(opts)) ajv.addKeyword({ keyword });
  return ajv.compile(schema);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  AJV_OPTIONS,
  compileNow
});

},
})
