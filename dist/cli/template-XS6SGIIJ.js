({
"template-XS6SGIIJ.js": function (exports, require, module, __filename, __dirname) {
// src/cli/commands/template.ts
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
  templateCommand: () => templateCommand
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_HGK6EB5H = require("./chunk-HGK6EB5H.js");
var import_chunk_HACCH3QW = require("./chunk-HACCH3QW.js");
var import_chunk_F7IWZNVB = require("./chunk-F7IWZNVB.js");
var import_chunk_XCB5O4XG = require("./chunk-XCB5O4XG.js");
var import_chunk_DFOFJBZU = require("./chunk-DFOFJBZU.js");
var import_chunk_3UXC5BMU = require("./chunk-3UXC5BMU.js");
var import_chunk_UGMAYDF5 = require("./chunk-UGMAYDF5.js");
var import_chunk_IKCADKEA = require("./chunk-IKCADKEA.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_5WZGFZL6 = require("./chunk-5WZGFZL6.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_fs = require("node:fs");
var import_promises = require("node:fs/promises");
var import_node_path = __toESM(require("node:path"));
var import_yaml = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
async function templateCommand(io, args) {
  const file = import_node_path.default.resolve(io.cwd, args.file);
  const text = await readText(file, args.file);
  const data = args.data ? readData(await readText(import_node_path.default.resolve(io.cwd, args.data), args.data), args.data) : void 0;
  const bindings = (0, import_chunk_AUPPCWXN.isRecord)(data) ? data : {};
  let funcs = {};
  const meter = import_chunk_HGK6EB5H.ExecMeter.within(import_chunk_XCB5O4XG.DEFAULT_RUN_TIMEOUT_MS);
  const execute = (name, body, dot) => import_chunk_HGK6EB5H.Template.parse(name, body, { funcs, missingKey: args.missingKey, meter }).execute(dot);
  funcs = {
    ...import_chunk_HGK6EB5H.sprigFuncs,
    ...(0, import_chunk_HGK6EB5H.landscaperFuncs)({
      files: directoryFiles(import_node_path.default.dirname(file)),
      execute,
      ...(0, import_chunk_AUPPCWXN.isRecord)(bindings.cd) ? { componentDescriptor: bindings.cd } : {},
      ...Array.isArray(bindings.components) ? { componentDescriptors: bindings.components.filter(import_chunk_AUPPCWXN.isRecord) } : {}
    })
  };
  try {
    io.stdout(execute(import_node_path.default.basename(file), text, data));
    return import_chunk_F7IWZNVB.EXIT.ok;
  } catch (err) {
    if (err instanceof import_chunk_HGK6EB5H.TemplateParseError || err instanceof import_chunk_HGK6EB5H.TemplateExecError) {
      io.stderr(`${err.message}${err.hint}
`);
      return import_chunk_F7IWZNVB.EXIT.error;
    }
    throw err;
  }
}
function directoryFiles(root) {
  const boundary = import_chunk_A5J4CQWI.RepositoryBoundary.at(root);
  const inside = (p) => {
    const where = boundary.locateSync(import_node_path.default.join(root, p));
    return where.ok && where.exists ? where.real : void 0;
  };
  return {
    read: (p) => {
      const file = inside(p);
      return file && (0, import_node_fs.statSync)(file).isFile() ? (0, import_node_fs.readFileSync)(file, "utf8") : void 0;
    },
    list: (dir) => {
      const at = inside(dir);
      return at && (0, import_node_fs.statSync)(at).isDirectory() ? (0, import_node_fs.readdirSync)(at) : void 0;
    }
  };
}
function readData(text, shown) {
  const doc = (0, import_yaml.parseDocument)(text);
  const first = doc.errors[0];
  if (first) throw new import_chunk_UGMAYDF5.UserError(`${shown}: ${first.message.split("\n")[0]}`);
  try {
    return (0, import_chunk_5WZGFZL6.boundedToJS)(doc);
  } catch (err) {
    throw new import_chunk_UGMAYDF5.UserError(`${shown}: ${err.message}`);
  }
}
async function readText(file, shown) {
  try {
    return await (0, import_promises.readFile)(file, "utf8");
  } catch (err) {
    throw new import_chunk_UGMAYDF5.UserError(
      `cannot read ${shown}: ${err.code ?? err.message}`
    );
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  templateCommand
});

},
})
