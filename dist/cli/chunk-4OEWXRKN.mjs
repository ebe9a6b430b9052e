import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);

// src/schema/yaml-bounds.ts
var MAX_YAML_ALIAS_COUNT = 1e3;
var MAX_YAML_EXPANDED_VALUES = 2e6;
var EXCESSIVE_ALIASING = "Excessive alias count indicates a resource exhaustion attack";
function boundedToJS(doc, opts = {}) {
  const value = doc.toJS({ ...opts, maxAliasCount: MAX_YAML_ALIAS_COUNT });
  checkExpandedSize(value);
  return value;
}
function checkExpandedSize(value) {
  let count = 0;
  const stack = [value];
  while (stack.length > 0) {
    const x = stack.pop();
    count++;
    if (count > MAX_YAML_EXPANDED_VALUES)
      throw new Error(
        `${EXCESSIVE_ALIASING} (aliases expand the document past ${MAX_YAML_EXPANDED_VALUES} values)`
      );
    if (Array.isArray(x)) for (const e of x) stack.push(e);
    else if (x instanceof Map)
      for (const [k, v] of x) {
        stack.push(k);
        stack.push(v);
      }
    else if (x !== null && typeof x === "object" && !(x instanceof Uint8Array) && !(x instanceof Date))
      for (const v of Object.values(x)) stack.push(v);
  }
}

export {
  boundedToJS
};
