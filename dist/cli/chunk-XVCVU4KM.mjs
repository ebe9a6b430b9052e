import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);

// src/ops/stack-env-select.ts
function badStackEnvName(names) {
  return names.find((name) => name === "" || /[=\s]/.test(name));
}
function stackEnvironment(names, env) {
  const out = {};
  for (const name of names) if (env[name] !== void 0) out[name] = env[name];
  return out;
}

export {
  badStackEnvName,
  stackEnvironment
};
