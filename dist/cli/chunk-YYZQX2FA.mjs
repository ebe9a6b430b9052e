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

// builtin:node:crypto
var require_node_crypto = __commonJS({
  "builtin:node:crypto"(exports, module) {
    module.exports = __require("node:crypto");
  }
});

export {
  require_node_crypto
};
