({
"chunk-A5J4CQWI.js": function (exports, require, module, __filename, __dirname) {
// src/boundary/boundary.ts
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  BoundaryError: () => BoundaryError,
  RepositoryBoundary: () => RepositoryBoundary,
  describeRefusal: () => describeRefusal,
  findRepositoryRoot: () => findRepositoryRoot,
  isReadableFileSync: () => isReadableFileSync
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_node_fs = require("node:fs");
var import_node_path = __toESM(require("node:path"));
var BoundaryError = class extends Error {
  constructor(shown, refusal) {
    super(describeRefusal(shown, refusal));
    this.shown = shown;
    this.refusal = refusal;
  }
  shown;
  refusal;
  name = "BoundaryError";
};
function describeRefusal(shown, refusal) {
  return refusal === "outside" ? `${JSON.stringify(shown)} is outside the repository` : `${JSON.stringify(shown)} is inside .git, which rigging never reads`;
}
var RepositoryBoundary = class _RepositoryBoundary {
  constructor(root, alsoRoots = []) {
    this.root = root;
    this.alsoRoots = alsoRoots;
  }
  root;
  alsoRoots;
  /** The directory trees inside the wall, `root` first (what `around` rebuilds it from). */
  get walls() {
    return [this.root, ...this.alsoRoots];
  }
  static at(root) {
    return new _RepositoryBoundary(import_node_fs.realpathSync.native(import_node_path.default.resolve(root)));
  }
  /** A wall around several directory trees (each must exist); the first is `root`. */
  static around(first, ...more) {
    const real = (p) => import_node_fs.realpathSync.native(import_node_path.default.resolve(p));
    return new _RepositoryBoundary(real(first), more.map(real));
  }
  /**
   * Follows `p` as the OS does (a `..` after a symlink goes up from the link's target), so the raw
   * string is resolved by realpath, never normalised first. A missing path is placed by its
   * deepest existing ancestor, so a missing file outside is refused rather than reported missing.
   */
  async locate(p) {
    try {
      return this.judge(await (0, import_chunk_MY6MO5VX.realpathNative)(p), true);
    } catch (err) {
      if (!isMissing(err)) throw err;
      return this.judge(this.deepestReal(p), false);
    }
  }
  locateSync(p) {
    try {
      return this.judge(import_node_fs.realpathSync.native(p), true);
    } catch (err) {
      if (!isMissing(err)) throw err;
      return this.judge(this.deepestReal(p), false);
    }
  }
  /** Reads a text file inside the repository; throws BoundaryError when it is not, ENOENT when missing. */
  async readText(p, shown = p) {
    const where = await this.locate(p);
    if (!where.ok) throw new BoundaryError(shown, where.refusal);
    return (0, import_chunk_MY6MO5VX.readTextFile)(where.real);
  }
  /** readText, with a refusal as a value: the caller words it as the diagnostic of its own file. */
  async readTextOrRefusal(p, shown = p) {
    try {
      return { text: await this.readText(p, shown) };
    } catch (err) {
      if (err instanceof BoundaryError) return { refused: err.message };
      throw err;
    }
  }
  /** Whether anything is at `p` once symlinks are followed (a dangling link is nothing). */
  async exists(p) {
    try {
      await (0, import_chunk_MY6MO5VX.realpathNative)(p);
      return true;
    } catch {
      return false;
    }
  }
  judge(real, exists) {
    const refusal = this.refusalOf(real);
    return refusal ? { ok: false, refusal, real, exists } : { ok: true, real, exists };
  }
  refusalOf(real) {
    let refusal = "outside";
    for (const root of [this.root, ...this.alsoRoots]) {
      const rel = import_node_path.default.relative(root, real);
      if (rel === "") return void 0;
      if (rel === ".." || rel.startsWith(`..${import_node_path.default.sep}`) || import_node_path.default.isAbsolute(rel)) continue;
      if (!rel.split(import_node_path.default.sep).includes(".git")) return void 0;
      refusal = "git";
    }
    return refusal;
  }
  /** The real path of `p`'s deepest existing ancestor with the missing rest appended. */
  deepestReal(p) {
    const abs = import_node_path.default.isAbsolute(p) ? p : import_node_path.default.resolve(p);
    const rest = [];
    let dir = abs;
    for (; ; ) {
      const parent = import_node_path.default.dirname(dir);
      rest.unshift(import_node_path.default.basename(dir));
      if (parent === dir) return abs;
      dir = parent;
      try {
        return import_node_path.default.resolve(import_node_fs.realpathSync.native(dir), ...rest);
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    }
  }
};
function isMissing(err) {
  const code = err.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP" || code === "EACCES";
}
function findRepositoryRoot(dir) {
  let current = import_node_path.default.resolve(dir);
  for (; ; ) {
    if ((0, import_node_fs.existsSync)(import_node_path.default.join(current, ".git"))) return current;
    const parent = import_node_path.default.dirname(current);
    if (parent === current) return import_node_path.default.resolve(dir);
    current = parent;
  }
}
function isReadableFileSync(p) {
  if (!((0, import_node_fs.statSync)(p, { throwIfNoEntry: false })?.isFile() ?? false)) return false;
  try {
    (0, import_node_fs.accessSync)(p, import_node_fs.constants.R_OK);
    return true;
  } catch {
    return false;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  BoundaryError,
  RepositoryBoundary,
  describeRefusal,
  findRepositoryRoot,
  isReadableFileSync
});

},
})
