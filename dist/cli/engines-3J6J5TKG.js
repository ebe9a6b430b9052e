({
"engines-3J6J5TKG.js": function (exports, require, module, __filename, __dirname) {
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
  chooseEngines: () => import_chunk_LJHVJZPJ.chooseEngines,
  enginesFor: () => import_chunk_2WGTHRIP.enginesFor
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_2WGTHRIP = require("./chunk-2WGTHRIP.js");
var import_chunk_LJHVJZPJ = require("./chunk-LJHVJZPJ.js");
var import_chunk_37TX24MQ = require("./chunk-37TX24MQ.js");
var import_chunk_3FVFMQ2D = require("./chunk-3FVFMQ2D.js");
var import_chunk_BNCUDU5Y = require("./chunk-BNCUDU5Y.js");
var import_chunk_PVLDT5VQ = require("./chunk-PVLDT5VQ.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_AGXITVR3 = require("./chunk-AGXITVR3.js");
var import_chunk_4H5LTKKG = require("./chunk-4H5LTKKG.js");
var import_chunk_H36LGDGX = require("./chunk-H36LGDGX.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  chooseEngines,
  enginesFor
});

},
})
