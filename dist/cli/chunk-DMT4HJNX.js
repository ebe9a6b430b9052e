// src/model/errors.ts
// src/model/diagnostic.ts
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
  DiagnosticError: () => DiagnosticError,
  UserError: () => UserError,
  formatDiagnostic: () => formatDiagnostic,
  hasErrors: () => hasErrors,
  isUserError: () => isUserError,
  redactDiagnostic: () => redactDiagnostic
});
module.exports = __toCommonJS(stdin_exports);
var UserError = class extends Error {
  name = "UserError";
};
function isUserError(err) {
  return err instanceof UserError;
}
function formatDiagnostic(d) {
  let where = d.file ?? "";
  if (where && d.line !== void 0) {
    where += `:${d.line}`;
    if (d.column !== void 0) where += `:${d.column}`;
  }
  const prefix = where ? `${where}: ` : "";
  return `${prefix}${d.severity === "warning" ? "warning: " : ""}${d.message}`;
}
function redactDiagnostic(d, redact) {
  return { ...d, message: redact(d.message), ...d.trace ? { trace: redact(d.trace) } : {} };
}
function hasErrors(diagnostics) {
  return diagnostics.some((d) => d.severity === "error");
}
var DiagnosticError = class extends UserError {
  constructor(diagnostics) {
    super(diagnostics.map(formatDiagnostic).join("\n"));
    this.diagnostics = diagnostics;
    this.name = "DiagnosticError";
  }
  diagnostics;
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DiagnosticError,
  UserError,
  formatDiagnostic,
  hasErrors,
  isUserError,
  redactDiagnostic
});
