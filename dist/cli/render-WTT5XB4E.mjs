import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  learnSecrets,
  loadRun,
  renderConfigFile,
  renderLoaded,
  runDiagnostics
} from "./chunk-IJ3AIU64.mjs";
import "./chunk-FUHN5S3O.mjs";
import "./chunk-2C5A3EZ2.mjs";
import "./chunk-JLN7MPBP.mjs";
import "./chunk-75RYBEAX.mjs";
import "./chunk-PT4RFBWN.mjs";
import "./chunk-HSZEVAN7.mjs";
import "./chunk-RQRGRNUX.mjs";
import "./chunk-LFE36SBK.mjs";
import "./chunk-QZT6L22Z.mjs";
import "./chunk-AGRD4UTZ.mjs";
import "./chunk-Z6C5OIM6.mjs";
import "./chunk-XQMST24D.mjs";
import "./chunk-YYZQX2FA.mjs";
import "./chunk-IRLH67BK.mjs";
import "./chunk-7TYXFJGN.mjs";
import "./chunk-Q2MYZLJP.mjs";
import "./chunk-I73GSL6V.mjs";
import "./chunk-A2O6R2FA.mjs";
import "./chunk-7I6HMUJT.mjs";
import "./chunk-U6XAL7HS.mjs";
import "./chunk-LEVKWDL6.mjs";
import "./chunk-Q2PVXX3O.mjs";
import "./chunk-SI7V6OGU.mjs";
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
  learnSecrets,
  loadRun,
  renderConfigFile,
  renderLoaded,
  runDiagnostics
};
