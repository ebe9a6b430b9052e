import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  createRiggingEngine
} from "./chunk-QZT6L22Z.mjs";
import "./chunk-AGRD4UTZ.mjs";
import "./chunk-YYZQX2FA.mjs";
import "./chunk-Q2PVXX3O.mjs";
import "./chunk-SI7V6OGU.mjs";
import "./chunk-PT3I3LVI.mjs";
import "./chunk-5NYBCEUW.mjs";
import "./chunk-UFGTCZDC.mjs";
import "./chunk-R4CPI6BJ.mjs";
import "./chunk-Z27IH3SI.mjs";
export {
  createRiggingEngine
};
