import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  require_node_crypto
} from "./chunk-YYZQX2FA.mjs";
import {
  __toESM
} from "./chunk-Z27IH3SI.mjs";

// src/model/hash.ts
var import_node_crypto = __toESM(require_node_crypto());
function canonicalJson(value) {
  return JSON.stringify(sortKeys(value));
}
function sameCanonicalJson(a, b) {
  return identical(a, b, 0) || canonicalJson(a) === canonicalJson(b);
}
function identical(a, b, depth) {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object" || depth > 1e3)
    return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!identical(a[i], b[i], depth + 1)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i];
    if (k !== kb[i]) return false;
    if (!identical(a[k], b[k], depth + 1))
      return false;
  }
  return true;
}
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    const out = {};
    for (const k of Object.keys(value).sort()) out[k] = sortKeys(value[k]);
    return out;
  }
  return value;
}

export {
  canonicalJson,
  sameCanonicalJson,
  sortKeys
};
