import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  require_node_fs
} from "./chunk-R4CPI6BJ.mjs";
import {
  __commonJS,
  __require,
  __toESM,
  require_node_path
} from "./chunk-Z27IH3SI.mjs";

// builtin:node:os
var require_node_os = __commonJS({
  "builtin:node:os"(exports, module) {
    module.exports = __require("node:os");
  }
});

// src/temp-dirs.ts
var import_node_fs = __toESM(require_node_fs());
var import_node_os = __toESM(require_node_os());
var import_node_path = __toESM(require_node_path());
var live = /* @__PURE__ */ new Set();
var watching = false;
function removeAll() {
  for (const dir of live) (0, import_node_fs.rmSync)(dir, { recursive: true, force: true });
  live.clear();
}
function onSignal(signal) {
  removeAll();
  process.kill(process.pid, signal);
}
function removeTempDirsOnSignals() {
  if (watching) return;
  watching = true;
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  process.once("exit", removeAll);
}
async function makeTempDir(prefix) {
  const dir = await import_node_fs.promises.mkdtemp(import_node_path.default.join((0, import_node_os.tmpdir)(), prefix));
  live.add(dir);
  return dir;
}
async function removeTempDir(dir) {
  await import_node_fs.promises.rm(dir, { recursive: true, force: true });
  live.delete(dir);
}

export {
  require_node_os,
  removeTempDirsOnSignals,
  makeTempDir,
  removeTempDir
};
