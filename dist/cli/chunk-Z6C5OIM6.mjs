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

// builtin:node:zlib
var require_node_zlib = __commonJS({
  "builtin:node:zlib"(exports, module) {
    module.exports = __require("node:zlib");
  }
});

export {
  require_node_zlib
};
