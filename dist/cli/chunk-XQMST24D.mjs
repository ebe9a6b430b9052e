import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  didYouMean
} from "./chunk-4A2X5HPP.mjs";
import {
  RepositoryBoundary
} from "./chunk-PT3I3LVI.mjs";
import {
  require_node_fs
} from "./chunk-R4CPI6BJ.mjs";
import {
  __toESM,
  require_node_path
} from "./chunk-Z27IH3SI.mjs";

// src/config/paths.ts
var import_node_fs = __toESM(require_node_fs());
var import_node_path = __toESM(require_node_path());
function lookupPath(root, rel, repository = root) {
  const boundary = RepositoryBoundary.at(repository);
  const where = boundary.locateSync((0, import_node_path.resolve)(root, rel));
  if (!where.ok) return { exists: false, refusal: where.refusal };
  if (where.exists) return { exists: true, directory: (0, import_node_fs.statSync)(where.real).isDirectory() };
  if ((0, import_node_path.isAbsolute)(rel)) return { exists: false };
  let dir = root;
  const fixed = [];
  for (const segment of rel.split(/[\\/]+/)) {
    if (segment === "" || segment === ".") continue;
    let next = segment;
    if (segment !== ".." && !(0, import_node_fs.existsSync)((0, import_node_path.join)(dir, segment))) {
      if (!boundary.locateSync(dir).ok) return { exists: false };
      const match = didYouMean(segment, siblings(dir));
      if (match === void 0) return { exists: false };
      next = match;
    }
    fixed.push(next);
    dir = (0, import_node_path.join)(dir, next);
  }
  return (0, import_node_fs.existsSync)(dir) && boundary.locateSync(dir).ok ? { exists: false, suggestion: fixed.join("/") } : { exists: false };
}
function siblings(dir) {
  try {
    return (0, import_node_fs.readdirSync)(dir);
  } catch {
    return [];
  }
}
var ENV_PLACEHOLDER = "{env}";
function expandEnv(written, environment) {
  return written.split(ENV_PLACEHOLDER).join(environment);
}

export {
  lookupPath,
  ENV_PLACEHOLDER,
  expandEnv
};
