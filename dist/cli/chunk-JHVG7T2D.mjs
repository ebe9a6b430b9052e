import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);

// src/model/values.ts
function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function compareUtf8(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 55296 && y >= 55296) {
      x = x >= 57344 ? x - 2048 : x + 8192;
      y = y >= 57344 ? y - 2048 : y + 8192;
    }
    return x - y;
  }
  return a.length - b.length;
}
function setDotted(into, name, value) {
  const keys = name.split(".");
  let at = into;
  for (const key of keys.slice(0, -1)) {
    if (!isRecord(at[key])) at[key] = {};
    at = at[key];
  }
  at[keys[keys.length - 1]] = value;
}
function deepMerge(base, over) {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isRecord(b) && isRecord(v) ? deepMerge(b, v) : v;
  }
  return out;
}

export {
  isRecord,
  compareStrings,
  compareUtf8,
  setDotted,
  deepMerge
};
