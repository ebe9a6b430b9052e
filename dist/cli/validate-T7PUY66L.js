({
"validate-T7PUY66L.js": function (exports, require, module, __filename, __dirname) {
// src/cli/commands/validate.ts
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
  validateCommand: () => validateCommand
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_DUGZ4H65 = require("./chunk-DUGZ4H65.js");
var import_chunk_UY4VV52G = require("./chunk-UY4VV52G.js");
var import_chunk_VWE46UDP = require("./chunk-VWE46UDP.js");
var import_chunk_IXH4TC6Y = require("./chunk-IXH4TC6Y.js");
var import_chunk_2WGTHRIP = require("./chunk-2WGTHRIP.js");
var import_chunk_KEZ67QHL = require("./chunk-KEZ67QHL.js");
var import_chunk_GBPQ6C2Q = require("./chunk-GBPQ6C2Q.js");
var import_chunk_FPZXP5YK = require("./chunk-FPZXP5YK.js");
var import_chunk_UV6YLRJV = require("./chunk-UV6YLRJV.js");
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var import_chunk_YEH2TKQC = require("./chunk-YEH2TKQC.js");
var import_chunk_LJHVJZPJ = require("./chunk-LJHVJZPJ.js");
var import_chunk_F7IWZNVB = require("./chunk-F7IWZNVB.js");
var import_chunk_XCB5O4XG = require("./chunk-XCB5O4XG.js");
var import_chunk_DFOFJBZU = require("./chunk-DFOFJBZU.js");
var import_chunk_3UXC5BMU = require("./chunk-3UXC5BMU.js");
var import_chunk_UGMAYDF5 = require("./chunk-UGMAYDF5.js");
var import_chunk_QKF3I55P = require("./chunk-QKF3I55P.js");
var import_chunk_IDCT4TUJ = require("./chunk-IDCT4TUJ.js");
var import_chunk_RRCBAIWP = require("./chunk-RRCBAIWP.js");
var import_chunk_37TX24MQ = require("./chunk-37TX24MQ.js");
var import_chunk_3FVFMQ2D = require("./chunk-3FVFMQ2D.js");
var import_chunk_BNCUDU5Y = require("./chunk-BNCUDU5Y.js");
var import_chunk_PVLDT5VQ = require("./chunk-PVLDT5VQ.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_AGXITVR3 = require("./chunk-AGXITVR3.js");
var import_chunk_5WZGFZL6 = require("./chunk-5WZGFZL6.js");
var import_chunk_4H5LTKKG = require("./chunk-4H5LTKKG.js");
var import_chunk_H36LGDGX = require("./chunk-H36LGDGX.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
async function validateCommand(io, configFile, common) {
  const notice = (0, import_chunk_F7IWZNVB.slowNotice)(io, "validating");
  const run = await (0, import_chunk_UY4VV52G.renderConfigFile)(configFile, common);
  const redactor = (0, import_chunk_UY4VV52G.stackEnvRedactor)(common.environ);
  (0, import_chunk_UY4VV52G.learnSecrets)(redactor, run.render);
  const out = (0, import_chunk_F7IWZNVB.redactedIO)((0, import_chunk_YEH2TKQC.colouredIO)(io, common.color ?? "auto", process.env, "none"), redactor.redactText);
  const diagnostics = (0, import_chunk_UY4VV52G.runDiagnostics)(run);
  notice.done((0, import_chunk_DUGZ4H65.outcome)(diagnostics, "validation failed", () => "validated"));
  (0, import_chunk_F7IWZNVB.printDiagnostics)(out, diagnostics);
  if (!run.config || !run.render || (0, import_chunk_3UXC5BMU.hasErrors)(diagnostics)) return import_chunk_F7IWZNVB.EXIT.error;
  const { environments } = run.render;
  const objects = environments.reduce((n, e) => n + e.objects.length, 0);
  const sources = run.config.sources.filter(
    (s) => common.sources.length === 0 || common.sources.includes(s.name)
  );
  const counts = [
    (0, import_chunk_DUGZ4H65.plural)(environments.length, "environment"),
    (0, import_chunk_DUGZ4H65.plural)(sources.length, "source"),
    (0, import_chunk_DUGZ4H65.plural)(objects, "object")
  ];
  out.stdout(`${run.config.name}: valid (${counts.join(", ")})
`);
  return import_chunk_F7IWZNVB.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  validateCommand
});

},
})
