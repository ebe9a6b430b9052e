import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  positionOf
} from "./chunk-4A2X5HPP.mjs";

// src/render/placed-error.ts
var PlacedError = class extends Error {
  constructor(message, place, reason) {
    super(message);
    this.place = place;
    this.reason = reason;
  }
  place;
  reason;
  /** This problem as an error diagnostic of `source`, about `component` when given. */
  toDiagnostic(source, component, message = this.message) {
    return {
      severity: "error",
      source,
      ...component ? { component } : {},
      ...this.place.file ? { file: this.place.file } : {},
      ...this.place.line !== void 0 ? { line: this.place.line } : {},
      ...this.place.column !== void 0 ? { column: this.place.column } : {},
      message,
      reason: this.reason
    };
  }
};
function placeOf(parsed, path, file) {
  if (!parsed) return file ? { file } : {};
  return { file: parsed.file, ...positionOf(parsed, path) };
}

export {
  PlacedError,
  placeOf
};
