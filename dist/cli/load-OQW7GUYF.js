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
  findConfig: () => import_chunk_OKMS4UDR.findConfig,
  loadConfig: () => import_chunk_OKMS4UDR.loadConfig
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_OKMS4UDR = require("./chunk-OKMS4UDR.js");
var import_chunk_UNKOEJ5A = require("./chunk-UNKOEJ5A.js");
var import_chunk_FPZXP5YK = require("./chunk-FPZXP5YK.js");
var import_chunk_44SKLKZ2 = require("./chunk-44SKLKZ2.js");
var import_chunk_T5NJWI6X = require("./chunk-T5NJWI6X.js");
var import_chunk_VGM4SVME = require("./chunk-VGM4SVME.js");
var import_chunk_YSGNCEAV = require("./chunk-YSGNCEAV.js");
var import_chunk_UVU7XKUA = require("./chunk-UVU7XKUA.js");
var import_chunk_ZHT2SFVF = require("./chunk-ZHT2SFVF.js");
var import_chunk_DMT4HJNX = require("./chunk-DMT4HJNX.js");
var import_chunk_E52JL4XK = require("./chunk-E52JL4XK.js");
var import_chunk_5T3K7DTG = require("./chunk-5T3K7DTG.js");
var import_chunk_IJYRRC22 = require("./chunk-IJYRRC22.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  findConfig,
  loadConfig
});
