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
module.exports = __toCommonJS(stdin_exports);
var import_chunk_DUGZ4H65 = require("./chunk-DUGZ4H65.js");
var import_chunk_AYBW5WTN = require("./chunk-AYBW5WTN.js");
var import_chunk_N3TYC7BC = require("./chunk-N3TYC7BC.js");
var import_chunk_OKMS4UDR = require("./chunk-OKMS4UDR.js");
var import_chunk_UNKOEJ5A = require("./chunk-UNKOEJ5A.js");
var import_chunk_2YMVBJA5 = require("./chunk-2YMVBJA5.js");
var import_chunk_FPZXP5YK = require("./chunk-FPZXP5YK.js");
var import_chunk_44SKLKZ2 = require("./chunk-44SKLKZ2.js");
var import_chunk_T5NJWI6X = require("./chunk-T5NJWI6X.js");
var import_chunk_VGM4SVME = require("./chunk-VGM4SVME.js");
var import_chunk_YSGNCEAV = require("./chunk-YSGNCEAV.js");
var import_chunk_UVU7XKUA = require("./chunk-UVU7XKUA.js");
var import_chunk_ZHT2SFVF = require("./chunk-ZHT2SFVF.js");
var import_chunk_54P6DR3T = require("./chunk-54P6DR3T.js");
var import_chunk_MXZ5EHHG = require("./chunk-MXZ5EHHG.js");
var import_chunk_XCB5O4XG = require("./chunk-XCB5O4XG.js");
var import_chunk_DMT4HJNX = require("./chunk-DMT4HJNX.js");
var import_chunk_DFOFJBZU = require("./chunk-DFOFJBZU.js");
var import_chunk_E52JL4XK = require("./chunk-E52JL4XK.js");
var import_chunk_5T3K7DTG = require("./chunk-5T3K7DTG.js");
var import_chunk_IJYRRC22 = require("./chunk-IJYRRC22.js");
var import_chunk_DQEBDWM5 = require("./chunk-DQEBDWM5.js");
var import_chunk_LJHVJZPJ = require("./chunk-LJHVJZPJ.js");
var import_chunk_BBLYNBSR = require("./chunk-BBLYNBSR.js");
var import_chunk_3FVFMQ2D = require("./chunk-3FVFMQ2D.js");
var import_chunk_AGXITVR3 = require("./chunk-AGXITVR3.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_I3XG4CU5 = require("./chunk-I3XG4CU5.js");
var import_chunk_H36LGDGX = require("./chunk-H36LGDGX.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_52LF5U55 = require("./chunk-52LF5U55.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
async function validateCommand(io, configFile, common) {
  const notice = (0, import_chunk_MXZ5EHHG.slowNotice)(io, "validating");
  const run = await (0, import_chunk_AYBW5WTN.renderConfigFile)(configFile, common);
  const redactor = (0, import_chunk_AYBW5WTN.stackEnvRedactor)(common.environ);
  (0, import_chunk_AYBW5WTN.learnSecrets)(redactor, run.render);
  const out = (0, import_chunk_MXZ5EHHG.redactedIO)(io, redactor.redactText);
  const diagnostics = (0, import_chunk_AYBW5WTN.runDiagnostics)(run);
  notice.done((0, import_chunk_DUGZ4H65.outcome)(diagnostics, "validation failed", () => "validated"));
  (0, import_chunk_MXZ5EHHG.printDiagnostics)(out, diagnostics);
  if (!run.config || !run.render || (0, import_chunk_DMT4HJNX.hasErrors)(diagnostics)) return import_chunk_MXZ5EHHG.EXIT.error;
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
  return import_chunk_MXZ5EHHG.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  validateCommand
});
