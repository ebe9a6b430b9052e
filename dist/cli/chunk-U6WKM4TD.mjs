import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-Z27IH3SI.mjs";

// builtin:node:vm
var require_node_vm = __commonJS({
  "builtin:node:vm"(exports, module) {
    module.exports = __require("node:vm");
  }
});

// src/model/sync-deadline.ts
var import_node_vm = __toESM(require_node_vm());
var SyncDeadlineError = class extends Error {
  name = "SyncDeadlineError";
};
var context = import_node_vm.default.createContext({ fn: void 0 });
var script = new import_node_vm.default.Script("fn()");
var running = false;
function runSyncWithin(ms, fn) {
  if (running) return fn();
  running = true;
  context.fn = fn;
  try {
    return script.runInContext(context, { timeout: Math.max(1, Math.ceil(ms)) });
  } catch (err) {
    if (err?.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") {
      throw new SyncDeadlineError(`stopped after ${Math.ceil(ms)}ms`);
    }
    throw err;
  } finally {
    context.fn = void 0;
    running = false;
  }
}

export {
  SyncDeadlineError,
  runSyncWithin
};
