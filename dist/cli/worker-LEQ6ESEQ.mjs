import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  runJsonnetWorker
} from "./chunk-A2O6R2FA.mjs";
import "./chunk-U6XAL7HS.mjs";
import "./chunk-LEVKWDL6.mjs";
import "./chunk-Q2PVXX3O.mjs";
import "./chunk-SI7V6OGU.mjs";
import "./chunk-ZVJJXS35.mjs";
import "./chunk-4OEWXRKN.mjs";
import "./chunk-5NYBCEUW.mjs";
import "./chunk-UFGTCZDC.mjs";
import "./chunk-R4CPI6BJ.mjs";
import "./chunk-Z27IH3SI.mjs";
export {
  runJsonnetWorker
};
