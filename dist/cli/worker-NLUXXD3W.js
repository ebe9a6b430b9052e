({
"worker-NLUXXD3W.js": function (exports, require, module, __filename, __dirname) {
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
  runJsonnetWorker: () => import_chunk_IDGB2GGX.runJsonnetWorker
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_IDGB2GGX = require("./chunk-IDGB2GGX.js");
var import_chunk_XGBY6LO4 = require("./chunk-XGBY6LO4.js");
var import_chunk_5T3K7DTG = require("./chunk-5T3K7DTG.js");
var import_chunk_IJYRRC22 = require("./chunk-IJYRRC22.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_23UE3GES = require("./chunk-23UE3GES.js");
var import_chunk_OKM4SGPG = require("./chunk-OKM4SGPG.js");
var import_chunk_XUHMYCBX = require("./chunk-XUHMYCBX.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runJsonnetWorker
});

},
})
