({
"load-YKULHFIW.js": function (exports, require, module, __filename, __dirname) {
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
  findConfig: () => import_chunk_KEZ67QHL.findConfig,
  loadConfig: () => import_chunk_KEZ67QHL.loadConfig
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_KEZ67QHL = require("./chunk-KEZ67QHL.js");
var import_chunk_GBPQ6C2Q = require("./chunk-GBPQ6C2Q.js");
var import_chunk_FPZXP5YK = require("./chunk-FPZXP5YK.js");
var import_chunk_UV6YLRJV = require("./chunk-UV6YLRJV.js");
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var import_chunk_3UXC5BMU = require("./chunk-3UXC5BMU.js");
var import_chunk_UGMAYDF5 = require("./chunk-UGMAYDF5.js");
var import_chunk_QKF3I55P = require("./chunk-QKF3I55P.js");
var import_chunk_IDCT4TUJ = require("./chunk-IDCT4TUJ.js");
var import_chunk_RRCBAIWP = require("./chunk-RRCBAIWP.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_5WZGFZL6 = require("./chunk-5WZGFZL6.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  findConfig,
  loadConfig
});

},
})
