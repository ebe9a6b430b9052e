import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  findConfig,
  loadConfig
} from "./chunk-75RYBEAX.mjs";
import "./chunk-XQMST24D.mjs";
import "./chunk-7TYXFJGN.mjs";
import "./chunk-Q2MYZLJP.mjs";
import "./chunk-I73GSL6V.mjs";
import "./chunk-UQYUR55M.mjs";
import "./chunk-PJOGP25R.mjs";
import "./chunk-N737LSFI.mjs";
import "./chunk-4A2X5HPP.mjs";
import "./chunk-JHVG7T2D.mjs";
import "./chunk-ZVJJXS35.mjs";
import "./chunk-4OEWXRKN.mjs";
import "./chunk-PT3I3LVI.mjs";
import "./chunk-5NYBCEUW.mjs";
import "./chunk-UFGTCZDC.mjs";
import "./chunk-R4CPI6BJ.mjs";
import "./chunk-Z27IH3SI.mjs";
export {
  findConfig,
  loadConfig
};
