({
"render-6WPLQJRX.js": function (exports, require, module, __filename, __dirname) {
// src/cli/commands/render.ts
// src/cli/output-layout.ts
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
  renderCommand: () => renderCommand
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_PDVJYXFX = require("./chunk-PDVJYXFX.js");
var import_chunk_DUGZ4H65 = require("./chunk-DUGZ4H65.js");
var import_chunk_UY4VV52G = require("./chunk-UY4VV52G.js");
var import_chunk_VWE46UDP = require("./chunk-VWE46UDP.js");
var import_chunk_IXH4TC6Y = require("./chunk-IXH4TC6Y.js");
var import_chunk_2WGTHRIP = require("./chunk-2WGTHRIP.js");
var import_chunk_KEZ67QHL = require("./chunk-KEZ67QHL.js");
var import_chunk_GBPQ6C2Q = require("./chunk-GBPQ6C2Q.js");
var import_chunk_FPZXP5YK = require("./chunk-FPZXP5YK.js");
var import_chunk_UV6YLRJV = require("./chunk-UV6YLRJV.js");
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var import_chunk_YEH2TKQC = require("./chunk-YEH2TKQC.js");
var import_chunk_LJHVJZPJ = require("./chunk-LJHVJZPJ.js");
var import_chunk_F7IWZNVB = require("./chunk-F7IWZNVB.js");
var import_chunk_XCB5O4XG = require("./chunk-XCB5O4XG.js");
var import_chunk_DFOFJBZU = require("./chunk-DFOFJBZU.js");
var import_chunk_3UXC5BMU = require("./chunk-3UXC5BMU.js");
var import_chunk_UGMAYDF5 = require("./chunk-UGMAYDF5.js");
var import_chunk_QKF3I55P = require("./chunk-QKF3I55P.js");
var import_chunk_IDCT4TUJ = require("./chunk-IDCT4TUJ.js");
var import_chunk_RRCBAIWP = require("./chunk-RRCBAIWP.js");
var import_chunk_37TX24MQ = require("./chunk-37TX24MQ.js");
var import_chunk_3FVFMQ2D = require("./chunk-3FVFMQ2D.js");
var import_chunk_BNCUDU5Y = require("./chunk-BNCUDU5Y.js");
var import_chunk_PVLDT5VQ = require("./chunk-PVLDT5VQ.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_AGXITVR3 = require("./chunk-AGXITVR3.js");
var import_chunk_5WZGFZL6 = require("./chunk-5WZGFZL6.js");
var import_chunk_4H5LTKKG = require("./chunk-4H5LTKKG.js");
var import_chunk_H36LGDGX = require("./chunk-H36LGDGX.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_path = __toESM(require("node:path"));
var OutputPathError = class extends import_chunk_UGMAYDF5.UserError {
  name = "OutputPathError";
};
function portable(part) {
  return part.replace(/[^A-Za-z0-9._-]/g, "_");
}
function objectFileName(o, extension, shown) {
  const meta = o.object.metadata ?? {};
  const name = meta.name ?? meta.generateName ?? "";
  const parts = [o.object.kind ?? "", ...meta.namespace ? [meta.namespace] : [], name];
  return `${shown(portable(shown(parts.map(String).join("-"))))}.${extension}`;
}
var FOLDS = "where case or Unicode normalization is ignored (macOS, Windows)";
function folded(path2) {
  return path2.normalize("NFC").toUpperCase().toLowerCase();
}
function containedPath(name) {
  if (name === "" || /[\\\0]/.test(name) || /^[A-Za-z]:/.test(name)) return void 0;
  const parts = name.split("/");
  return parts.every((p) => p !== "" && p !== "." && p !== "..") ? parts : void 0;
}
function describeObject(o) {
  const { kind, metadata } = o.object;
  const name = metadata?.name ?? metadata?.generateName ?? "";
  return `${kind} ${metadata?.namespace ? `${metadata.namespace}/` : ""}${name}`;
}
function outputFiles(environments, printers) {
  const files = [];
  const owners = /* @__PURE__ */ new Map();
  const add = (path2, what, content) => {
    const earlier = owners.get(folded(path2));
    if (earlier !== void 0)
      throw new OutputPathError(
        earlier.path === path2 ? `--output-dir: ${earlier.what} and ${what} would both be written to ${path2}` : `--output-dir: ${earlier.what} and ${what} would be written to ${earlier.path} and ${path2}, one file ${FOLDS}`
      );
    owners.set(folded(path2), { path: path2, what });
    files.push({ path: path2, content: content() });
  };
  const directory = (name, noun) => {
    if (containedPath(name)?.length !== 1)
      throw new OutputPathError(`--output-dir: ${noun} ${JSON.stringify(name)} cannot name a directory`);
    return name;
  };
  for (const env of environments) {
    directory(env.name, "environment");
    for (const source of new Set([...env.objects, ...env.artifacts].map((x) => x.source)))
      directory(source, "source");
    for (const o of env.objects) {
      const what = `${describeObject(o)} (source ${o.source}, environment ${env.name})`;
      const file = objectFileName(o, printers.extension, printers.name);
      add(`${env.name}/${o.source}/${file}`, what, () => printers.object(o));
    }
    for (const a of env.artifacts) {
      if (a.status !== void 0 && !a.status.ready) continue;
      const what = `artifact ${JSON.stringify(a.name)} (source ${a.source}, environment ${env.name})`;
      const shown = printers.name(a.name);
      if (containedPath(a.name) === void 0 || containedPath(shown) === void 0)
        throw new OutputPathError(
          `--output-dir: ${what} is not a relative path inside the source's directory; nothing was written`
        );
      add(`${env.name}/${a.source}/${shown}`, what, () => printers.artifact(a));
    }
  }
  for (const [key, { path: path2, what }] of owners) {
    const parts = key.split("/");
    for (let i = 1; i < parts.length; i++) {
      const earlier = owners.get(parts.slice(0, i).join("/"));
      if (earlier === void 0) continue;
      const folding = earlier.path === path2.split("/").slice(0, i).join("/") ? "" : ` (${path2}: ${FOLDS})`;
      throw new OutputPathError(
        `--output-dir: ${earlier.what} is written to ${earlier.path}, where ${what} needs a directory${folding}`
      );
    }
  }
  return files;
}
async function renderCommand(io, configFile, common, args) {
  const { output, showSecrets } = args;
  const notice = (0, import_chunk_F7IWZNVB.slowNotice)(io, "rendering");
  const run = await (0, import_chunk_UY4VV52G.renderConfigFile)(configFile, common);
  const redactor = (0, import_chunk_UY4VV52G.stackEnvRedactor)(common.environ);
  (0, import_chunk_UY4VV52G.learnSecrets)(redactor, run.render);
  const coloured = (0, import_chunk_YEH2TKQC.colouredIO)(io, common.color ?? "auto", process.env, "none");
  const out = (0, import_chunk_F7IWZNVB.redactedIO)(coloured, redactor.redactText, { stdout: !showSecrets });
  const render = run.render;
  const diagnostics = (0, import_chunk_UY4VV52G.runDiagnostics)(run);
  notice.done(
    (0, import_chunk_DUGZ4H65.outcome)(diagnostics, "render failed", () => {
      const environments = render?.environments ?? [];
      const count = environments.reduce((n, e) => n + e.objects.length, 0);
      return `rendered ${(0, import_chunk_DUGZ4H65.plural)(count, "object")} in ${(0, import_chunk_DUGZ4H65.plural)(environments.length, "environment")}`;
    })
  );
  (0, import_chunk_F7IWZNVB.printDiagnostics)(out, diagnostics);
  if (!render) return import_chunk_F7IWZNVB.EXIT.error;
  const redact = (o) => showSecrets ? o : { ...o, object: redactor.redactObject(o.object) };
  if (args.outputDir !== void 0) {
    if ((0, import_chunk_3UXC5BMU.hasErrors)(diagnostics)) return import_chunk_F7IWZNVB.EXIT.error;
    const yaml = (0, import_chunk_PDVJYXFX.yamlPrinter)();
    const documents = { print: (obj) => yaml(obj), verbatimParts: import_chunk_PDVJYXFX.verbatimParts };
    const shown = (text) => showSecrets ? text : redactor.redactText(text);
    const printers = {
      extension: output,
      object: (o) => output === "json" ? shown(`${JSON.stringify(redact(o).object, null, 2)}
`) : showSecrets ? documents.print(o.object) : redactor.redactPrinted(o.object, documents),
      artifact: (a) => shown(a.content),
      // A file's name is output too: an object named after a password must not name its file so.
      name: shown
    };
    const { writeOutputDir } = await Promise.resolve().then(() => __toESM(require("./output-dir-K5UMATGT.js")));
    let files;
    try {
      files = outputFiles(render.environments, printers);
      await writeOutputDir(
        import_node_path.default.resolve(io.cwd, args.outputDir),
        render.environments.map((e) => e.name),
        files,
        args.force
      );
    } catch (err) {
      throw (0, import_chunk_UY4VV52G.redactError)(err, redactor.redactText);
    }
    for (const file of files) out.stdout(`${import_node_path.default.join(args.outputDir, ...file.path.split("/"))}
`);
  } else if (output === "json") {
    const printed = {
      ...render,
      environments: render.environments.map((env) => ({ ...env, objects: env.objects.map(redact) }))
    };
    out.stdout(`${JSON.stringify((0, import_chunk_UY4VV52G.withoutSecrets)(printed), null, 2)}
`);
  } else if (!(0, import_chunk_3UXC5BMU.hasErrors)(diagnostics)) {
    const many = render.environments.length > 1;
    const yaml = (0, import_chunk_PDVJYXFX.yamlPrinter)();
    const documents = { print: (obj) => `---
${yaml(obj)}`, verbatimParts: import_chunk_PDVJYXFX.verbatimParts };
    for (const env of render.environments) {
      if (many) out.stdout(`# environment: ${env.name}
`);
      for (const o of env.objects)
        io.stdout(showSecrets ? documents.print(o.object) : redactor.redactPrinted(o.object, documents));
    }
  }
  const secrets = render.environments.some((e) => e.objects.some((o) => o.object.kind === "Secret"));
  if (secrets && !showSecrets)
    out.stderr("rigging: Secret values are redacted; pass --show-secrets to print them\n");
  return (0, import_chunk_3UXC5BMU.hasErrors)(diagnostics) ? import_chunk_F7IWZNVB.EXIT.error : import_chunk_F7IWZNVB.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  renderCommand
});

},
})
