({
"confine-K6QL3CVG.js": function (exports, require, module, __filename, __dirname) {
// src/render/jsonnet/confine.ts
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
  confineEngine: () => confineEngine
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_OAL2PUMW = require("./chunk-OAL2PUMW.js");
var import_chunk_H36LGDGX = require("./chunk-H36LGDGX.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_promises = require("node:fs/promises");
var import_node_path = __toESM(require("node:path"));
var STAGED = "/\0staged/";
function confineEngine(engine, boundary) {
  const scans = /* @__PURE__ */ new Map();
  const scanFile = (file) => {
    let found = scans.get(file);
    if (!found) {
      found = (0, import_promises.readFile)(file, "utf8").then(import_chunk_OAL2PUMW.scanImports);
      scans.set(file, found);
    }
    return found;
  };
  return {
    name: engine.name,
    systemLibPaths: engine.systemLibPaths,
    costlyStart: engine.costlyStart,
    async evaluate(req) {
      await checkRequest(req, engine.systemLibPaths ?? [], boundary, scanFile);
      return engine.evaluate(req);
    }
  };
}
async function checkRequest(req, systemLibPaths, boundary, scanFile) {
  const display = (file) => displayName(file, req.displayRoot);
  const staged = new Map(Object.entries(req.files ?? {}).map(([k, v]) => [STAGED + k, v]));
  const withSep = (p) => p.endsWith("/") || p.endsWith(import_node_path.default.sep) ? p : `${p}${import_node_path.default.sep}`;
  const libPaths = [...req.libPaths ?? [], ...systemLibPaths].map(withSep);
  const queue = [];
  const seen = /* @__PURE__ */ new Set();
  const refuse = (unit, site, message) => {
    const file = unit.staged ? unit.name.slice(STAGED.length) : display(unit.shown ?? unit.name);
    throw new import_chunk_JAFFKCV6.JsonnetEvalError(
      message,
      file,
      site.line,
      site.column,
      "OutsideRepository",
      `${file}:${site.line}:${site.column} ${message}`
    );
  };
  const enqueueDisk = async (spelled, from) => {
    const where = await boundary.locate(spelled);
    if (!where.ok) {
      if (from) refuse(from.unit, from.site, (0, import_chunk_A5J4CQWI.describeRefusal)(from.site.path, where.refusal));
      throw new import_chunk_JAFFKCV6.JsonnetEvalError(
        (0, import_chunk_A5J4CQWI.describeRefusal)(display(spelled), where.refusal),
        display(spelled),
        void 0,
        void 0,
        "OutsideRepository",
        ""
      );
    }
    if (!where.exists) return;
    const name = await identify(spelled);
    if (seen.has(name)) return;
    seen.add(name);
    const unit = { name, shown: spelled, code: "", staged: false };
    let sites;
    try {
      sites = await scanFile(name);
    } catch (err) {
      if (err instanceof import_chunk_OAL2PUMW.ImportScanError) refuse(unit, err, `${err.message}; the file is not evaluated`);
      if (err.code === "EISDIR") return;
      throw err;
    }
    await visit(unit, sites);
  };
  const visit = async (unit, sites) => {
    const dir = unit.staged ? unit.name.slice(0, unit.name.lastIndexOf("/") + 1) : withSep(import_node_path.default.dirname(unit.name));
    for (const site of sites) {
      if (site.path === "" || site.path.includes("\0")) {
        refuse(unit, site, `${site.kind} ${JSON.stringify(site.path)} is not a valid path`);
      }
      const candidates = site.path.startsWith("/") || import_node_path.default.isAbsolute(site.path) ? [site.path] : [dir + site.path, ...libPaths.map((l) => l + site.path)];
      let first;
      for (const candidate of candidates) {
        if (candidate.startsWith(STAGED)) {
          const normal = import_node_path.default.posix.normalize(candidate);
          if (!normal.startsWith(STAGED)) {
            refuse(unit, site, `${site.kind} ${(0, import_chunk_A5J4CQWI.describeRefusal)(site.path, "outside")}`);
          }
          if (staged.has(normal)) {
            first = normal;
            break;
          }
          continue;
        }
        const where = await boundary.locate(candidate);
        if (where.ok && !where.exists) continue;
        if (!where.ok) {
          if (!await boundary.exists(candidate)) continue;
          refuse(unit, site, `${site.kind} ${(0, import_chunk_A5J4CQWI.describeRefusal)(site.path, where.refusal)}`);
        }
        if ((0, import_chunk_A5J4CQWI.isReadableFileSync)(candidate)) {
          first = candidate;
          break;
        }
      }
      if (site.kind !== "import" || first === void 0) continue;
      if (first.startsWith(STAGED)) queue.push({ name: first, code: staged.get(first) ?? "", staged: true });
      else await enqueueDisk(first, { unit, site });
    }
  };
  const scanUnit = (unit) => {
    try {
      return (0, import_chunk_OAL2PUMW.scanImports)(unit.code);
    } catch (err) {
      if (err instanceof import_chunk_OAL2PUMW.ImportScanError) refuse(unit, err, `${err.message}; the file is not evaluated`);
      throw err;
    }
  };
  const cwd = `${process.cwd()}/`;
  for (const [name, v] of [...Object.entries(req.extVars ?? {}), ...Object.entries(req.tlas ?? {})]) {
    if (v.kind !== "code") continue;
    const unit = { name: `${cwd}<var ${name}>`, code: v.value, staged: false };
    await visit(unit, scanUnit(unit));
  }
  if (req.snippet) {
    const name = req.files ? STAGED + req.snippet.filename : import_node_path.default.resolve(req.snippet.filename);
    const unit = { name, code: req.snippet.code, staged: Boolean(req.files) };
    await visit(unit, scanUnit(unit));
  } else if (req.file) {
    if (req.files) {
      const name = import_node_path.default.posix.normalize(STAGED + req.file);
      if (staged.has(name)) queue.push({ name, code: staged.get(name) ?? "", staged: true });
    } else {
      await enqueueDisk(import_node_path.default.resolve(req.file));
    }
  }
  while (queue.length > 0) {
    const unit = queue.shift();
    if (seen.has(unit.name)) continue;
    seen.add(unit.name);
    await visit(unit, scanUnit(unit));
  }
}
async function identify(file) {
  return import_node_path.default.join(await (0, import_promises.realpath)(import_node_path.default.dirname(file)), import_node_path.default.basename(file));
}
function displayName(file, root) {
  if (root && file.startsWith(root + import_node_path.default.sep)) return import_node_path.default.relative(root, file);
  return file;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  confineEngine
});

},
})
