import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);

// src/model/errors.ts
var UserError = class extends Error {
  name = "UserError";
};
function isUserError(err) {
  return err instanceof UserError;
}

// src/model/diagnostic.ts
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

export {
  UserError,
  isUserError,
  formatDiagnostic,
  redactDiagnostic,
  hasErrors,
  DiagnosticError
};
