({
"chunk-JGY3AKBM.js": function (exports, require, module, __filename, __dirname) {
// src/render/bosh/problems.ts
// src/render/bosh/release.ts
// src/render/bosh/shape.ts
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
  BoshError: () => BoshError,
  list: () => list,
  readJobSpec: () => readJobSpec,
  record: () => record,
  str: () => str
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_7MSCCZZR = require("./chunk-7MSCCZZR.js");
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var import_chunk_WY4LJNW5 = require("./chunk-WY4LJNW5.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_node_path = __toESM(require("node:path"));
var BoshError = class extends import_chunk_7MSCCZZR.PlacedError {
  constructor(message, place = {}, reason = "BoshInvalid", instanceGroup) {
    super(message, place, reason);
    this.instanceGroup = instanceGroup;
  }
  instanceGroup;
  name = "BoshError";
};
var str = (v) => typeof v === "string" ? v : "";
var record = (v) => (0, import_chunk_AUPPCWXN.isRecord)(v) ? v : {};
var list = (v) => Array.isArray(v) ? v : [];
async function readJobSpec(boundary, releasesDir, displayRoot, release, job) {
  const dir = import_node_path.default.join(releasesDir, release, "jobs", job);
  const shown = (p) => import_node_path.default.relative(displayRoot, p);
  let specPath = import_node_path.default.join(dir, "spec");
  if (!await boundary.exists(specPath)) specPath = import_node_path.default.join(dir, "job.MF");
  let text;
  try {
    text = await boundary.readText(specPath, shown(specPath));
  } catch (err) {
    if (err.code !== "ENOENT") throw new BoshError(err.message);
    throw new BoshError(
      `Can't find job '${job}' of release '${release}': no ${shown(import_node_path.default.join(dir, "spec"))} or job.MF`,
      { file: shown(dir) },
      "MissingJob"
    );
  }
  const file = shown(specPath);
  const parsed = (0, import_chunk_V45YXJAE.parseYamlFile)(file, text, "bosh", { dialect: "psych" });
  const syntax = parsed.diagnostics.find((d) => d.severity === "error");
  if (syntax)
    throw new BoshError(syntax.message, { file, line: syntax.line, column: syntax.column }, "YamlSyntax");
  const doc = (0, import_chunk_AUPPCWXN.isRecord)(parsed.value) ? parsed.value : {};
  const templates = [];
  for (const [src, dest] of Object.entries((0, import_chunk_AUPPCWXN.isRecord)(doc.templates) ? doc.templates : {})) {
    const templatePath = import_node_path.default.join(dir, "templates", src);
    const entry = {
      src,
      dest: String(dest),
      file: shown(templatePath),
      line: (0, import_chunk_V45YXJAE.positionOf)(parsed, ["templates", src], { key: true }).line
    };
    try {
      entry.text = await boundary.readText(templatePath, shown(templatePath));
    } catch (err) {
      if (err.code !== "ENOENT")
        throw new BoshError(err.message, { file });
    }
    templates.push(entry);
  }
  const properties = /* @__PURE__ */ new Map();
  for (const [name, def] of Object.entries((0, import_chunk_AUPPCWXN.isRecord)(doc.properties) ? doc.properties : {})) {
    if (!(0, import_chunk_AUPPCWXN.isRecord)(def) || !("default" in def)) {
      properties.set(name, {});
      continue;
    }
    const node = parsed.doc.getIn(["properties", name, "default"], true);
    properties.set(name, { default: (0, import_chunk_WY4LJNW5.markFloats)(node, def.default, parsed.doc) });
  }
  const links = (v) => Array.isArray(v) ? v.filter(import_chunk_AUPPCWXN.isRecord) : [];
  return {
    name: str(doc.name) || job,
    release,
    file,
    templates,
    properties,
    consumes: links(doc.consumes).map((c) => ({
      name: str(c.name),
      type: str(c.type) || str(c.name),
      optional: c.optional === true
    })),
    provides: links(doc.provides).map((p) => ({
      name: str(p.name),
      type: str(p.type) || str(p.name),
      properties: Array.isArray(p.properties) ? p.properties.map(String) : []
    }))
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  BoshError,
  list,
  readJobSpec,
  record,
  str
});

},
})
