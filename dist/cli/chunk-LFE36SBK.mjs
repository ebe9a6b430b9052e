import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  __commonJS,
  __require
} from "./chunk-Z27IH3SI.mjs";

// builtin:node:util
var require_node_util = __commonJS({
  "builtin:node:util"(exports, module) {
    module.exports = __require("node:util");
  }
});

// src/render/engine-choice.ts
var choice = { jsonnet: { kind: "in-process" } };
function chooseEngines(next) {
  choice = next;
}
function engineChoice() {
  return choice;
}

export {
  chooseEngines,
  engineChoice,
  require_node_util
};
