({
"chunk-JAFFKCV6.js": function (exports, require, module, __filename, __dirname) {
// src/render/jsonnet/engine.ts
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
  JsonnetEvalError: () => JsonnetEvalError,
  codeVar: () => codeVar,
  stringVar: () => stringVar,
  valueVar: () => valueVar
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var JsonnetEvalError = class extends Error {
  constructor(message, file, line, column, reason, detail, hint = "") {
    super(message);
    this.file = file;
    this.line = line;
    this.column = column;
    this.reason = reason;
    this.detail = detail;
    this.hint = hint;
    this.name = "JsonnetEvalError";
  }
  file;
  line;
  column;
  reason;
  detail;
  hint;
  /**
   * The runtime error's stack trace as jsonnet prints it under the message: one
   * `\t<file:line:col>\t<name>` line a frame, innermost first; '' when there is none.
   */
  get trace() {
    const lines = this.detail.split("\n");
    const first = lines.findIndex((l) => l.startsWith("	"));
    return first < 0 ? "" : lines.slice(first).join("\n").replace(/\n+$/, "");
  }
};
var stringVar = (value) => ({ kind: "string", value });
var codeVar = (value) => ({ kind: "code", value });
var valueVar = (value) => typeof value === "string" ? stringVar(value) : codeVar(JSON.stringify(value));
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  JsonnetEvalError,
  codeVar,
  stringVar,
  valueVar
});

},
})
