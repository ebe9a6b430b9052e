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

// builtin:node:module
var require_node_module = __commonJS({
  "builtin:node:module"(exports, module) {
    module.exports = __require("node:module");
  }
});

export {
  require_node_module
};
