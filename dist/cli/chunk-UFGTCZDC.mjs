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

// builtin:node:fs/promises
var require_promises = __commonJS({
  "builtin:node:fs/promises"(exports, module) {
    module.exports = __require("node:fs/promises");
  }
});

export {
  require_promises
};
