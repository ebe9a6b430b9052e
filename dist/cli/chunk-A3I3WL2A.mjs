import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  isRecord
} from "./chunk-JHVG7T2D.mjs";

// src/render/secrets.ts
function collectSecrets(value, out = []) {
  if (Array.isArray(value)) {
    for (const v of value) collectSecrets(v, out);
    return out;
  }
  if (value === null || typeof value !== "object") return out;
  const obj = value;
  if (obj.kind === "Secret" && typeof obj.apiVersion === "string" && isRecord(obj.metadata)) {
    out.push(obj);
    return out;
  }
  for (const v of Object.values(obj)) collectSecrets(v, out);
  return out;
}

export {
  collectSecrets
};
