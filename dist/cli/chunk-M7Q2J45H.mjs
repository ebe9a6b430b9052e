import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  formatDiagnostic
} from "./chunk-I73GSL6V.mjs";

// src/cli/io.ts
function redactedIO(io, redact, opts = {}) {
  return {
    cwd: io.cwd,
    ...io.progress ? { progress: true } : {},
    stdout: opts.stdout === false ? io.stdout : (text) => io.stdout(redact(text)),
    stderr: (text) => io.stderr(redact(text))
  };
}
var EXIT = { ok: 0, changes: 1, error: 2 };
function printDiagnostics(io, diagnostics) {
  for (const d of diagnostics) io.stderr(`${formatDiagnostic(d)}
${d.trace ? `${d.trace}
` : ""}`);
}
function slowNotice(io, what) {
  if (!io.progress) return { done() {
  } };
  const started = performance.now();
  const timer = setTimeout(() => io.stderr(`rigging: ${what}\u2026
`), 1e3);
  timer.unref();
  return {
    done(summary) {
      clearTimeout(timer);
      const ms = performance.now() - started;
      if (ms > 1e3) io.stderr(`rigging: ${summary} in ${(ms / 1e3).toFixed(1)}s
`);
    }
  };
}

export {
  redactedIO,
  EXIT,
  printDiagnostics,
  slowNotice
};
