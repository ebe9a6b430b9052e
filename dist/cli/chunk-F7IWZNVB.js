// src/cli/io.ts
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
  EXIT: () => EXIT,
  printDiagnostics: () => printDiagnostics,
  redactedIO: () => redactedIO,
  slowNotice: () => slowNotice
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_3UXC5BMU = require("./chunk-3UXC5BMU.js");
function redactedIO(io, redact, opts = {}) {
  return {
    cwd: io.cwd,
    get progress() {
      return io.progress;
    },
    stdout: opts.stdout === false ? io.stdout : (text) => io.stdout(redact(text)),
    stderr: (text) => io.stderr(redact(text))
  };
}
var EXIT = { ok: 0, changes: 1, error: 2 };
function printDiagnostics(io, diagnostics) {
  for (const d of diagnostics) io.stderr(`${(0, import_chunk_3UXC5BMU.formatDiagnostic)(d)}
${d.trace ? `${d.trace}
` : ""}`);
}
function slowNotice(io, what) {
  const started = process.hrtime.bigint();
  const timer = setTimeout(() => {
    if (io.progress) io.stderr(`rigging: ${what}\u2026
`);
  }, 1e3);
  timer.unref();
  return {
    done(summary) {
      clearTimeout(timer);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (ms > 1e3 && io.progress) io.stderr(`rigging: ${summary} in ${(ms / 1e3).toFixed(1)}s
`);
    }
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  EXIT,
  printDiagnostics,
  redactedIO,
  slowNotice
});
