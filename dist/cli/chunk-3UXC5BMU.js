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
  formatDiagnostic: () => formatDiagnostic,
  hasErrors: () => hasErrors,
  onePerProblem: () => onePerProblem,
  redactDiagnostic: () => redactDiagnostic
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_UGMAYDF5 = require("./chunk-UGMAYDF5.js");
function formatDiagnostic(d) {
  let where = d.file ?? "";
  if (where && d.line !== void 0) {
    where += `:${d.line}`;
    if (d.column !== void 0) where += `:${d.column}`;
  }
  const prefix = where ? `${where}: ` : "";
  const text = `${prefix}${d.severity === "warning" ? "warning: " : ""}${d.message}`;
  if (!d.environments?.length) return text;
  const note = ` [${d.environments.length === 1 ? "environment" : "environments"} ${d.environments.join(", ")}]`;
  const end = text.indexOf("\n");
  return end < 0 ? `${text}${note}` : `${text.slice(0, end)}${note}${text.slice(end)}`;
}
function onePerProblem(pipeline, environments, name = "several") {
  const named = name === "always" || environments.length > 1;
  const placed = [...pipeline];
  const byProblem = /* @__PURE__ */ new Map();
  for (const env of environments) {
    for (const d of env.diagnostics) {
      const id = JSON.stringify([
        d.severity,
        d.source,
        d.file,
        d.line,
        d.column,
        d.message,
        d.trace,
        d.reason,
        d.component
      ]);
      const seen = byProblem.get(id);
      if (seen) {
        if (seen.at(-1) !== env.name) seen.push(env.name);
        continue;
      }
      const names = [env.name];
      byProblem.set(id, names);
      placed.push(named ? { ...d, environments: names } : d);
    }
  }
  return placed;
}
function redactDiagnostic(d, redact) {
  return { ...d, message: redact(d.message), ...d.trace ? { trace: redact(d.trace) } : {} };
}
function hasErrors(diagnostics) {
  return diagnostics.some((d) => d.severity === "error");
}
var DiagnosticError = class extends import_chunk_UGMAYDF5.UserError {
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
  formatDiagnostic,
  hasErrors,
  onePerProblem,
  redactDiagnostic
});
