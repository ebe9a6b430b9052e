import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);

// src/render/jsonnet/engine.ts
var JsonnetEvalError = class extends Error {
  constructor(message, file, line, column, reason, detail) {
    super(message);
    this.file = file;
    this.line = line;
    this.column = column;
    this.reason = reason;
    this.detail = detail;
    this.name = "JsonnetEvalError";
  }
  file;
  line;
  column;
  reason;
  detail;
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

export {
  JsonnetEvalError,
  stringVar,
  codeVar,
  valueVar
};
