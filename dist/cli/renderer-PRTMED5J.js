({
"renderer-PRTMED5J.js": function (exports, require, module, __filename, __dirname) {
// src/render/snippet/renderer.ts
// src/render/snippet/variables.ts
// src/render/snippet/admission.ts
// src/render/snippet/importer.ts
// src/render/snippet/status.ts
// src/render/snippet/evaluate.ts
// src/render/snippet/objects.ts
// src/render/snippet/positions.ts
// src/render/snippet/resources.ts
// src/render/snippet/sources.ts
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
  snippetRenderer: () => snippetRenderer,
  sourceRevision: () => sourceRevision
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_VWE46UDP = require("./chunk-VWE46UDP.js");
var import_chunk_FPZXP5YK = require("./chunk-FPZXP5YK.js");
var import_chunk_UV6YLRJV = require("./chunk-UV6YLRJV.js");
var import_chunk_WUBCKF5M = require("./chunk-WUBCKF5M.js");
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var import_chunk_DFOFJBZU = require("./chunk-DFOFJBZU.js");
var import_chunk_QKF3I55P = require("./chunk-QKF3I55P.js");
var import_chunk_IDCT4TUJ = require("./chunk-IDCT4TUJ.js");
var import_chunk_RRCBAIWP = require("./chunk-RRCBAIWP.js");
var import_chunk_3FVFMQ2D = require("./chunk-3FVFMQ2D.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_5WZGFZL6 = require("./chunk-5WZGFZL6.js");
var import_chunk_OAL2PUMW = require("./chunk-OAL2PUMW.js");
var import_chunk_H36LGDGX = require("./chunk-H36LGDGX.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_path = __toESM(require("node:path"));
var import_node_path2 = __toESM(require("node:path"));
var import_node_path3 = __toESM(require("node:path"));
var import_node_path4 = __toESM(require("node:path"));
var variableEntry = (noun) => (0, import_chunk_FPZXP5YK.closedObject)(
  {
    name: { type: "string", minLength: 1, maxLength: 253, "x-noun": `${noun} name` },
    value: { type: "string", "x-noun": `${noun} value` },
    code: { type: "boolean" }
  },
  { required: ["name"], "x-noun": noun }
);
var variablesSchema = (noun, mapValue) => ({
  anyOf: [
    { type: "object", additionalProperties: mapValue },
    { type: "array", items: variableEntry(noun) }
  ]
});
function variableProblems(key, value) {
  if (!Array.isArray(value)) return [];
  const problems = [];
  const first = /* @__PURE__ */ new Map();
  value.forEach((v, i) => {
    const earlier = first.get(v.name);
    if (earlier !== void 0) {
      problems.push({
        path: [key, i, "name"],
        message: `duplicate name ${JSON.stringify(v.name)} (already at spec.${key}[${earlier}])`
      });
    } else first.set(v.name, i);
    if (v.code === true && !v.value) {
      problems.push({ path: [key, i], message: "value must be non-empty when code is true" });
    }
  });
  return problems;
}
var entryVar = (v) => v.code === true ? (0, import_chunk_JAFFKCV6.codeVar)(v.value ?? "") : (0, import_chunk_JAFFKCV6.stringVar)(v.value ?? "");
function bindTlas(spec) {
  const out = {};
  if (Array.isArray(spec)) {
    for (const v of spec) out[v.name] = entryVar(v);
  } else {
    for (const [name, values] of Object.entries(spec ?? {})) {
      out[name] = values.length === 1 ? (0, import_chunk_JAFFKCV6.stringVar)(values[0]) : (0, import_chunk_JAFFKCV6.codeVar)(JSON.stringify(values));
    }
  }
  return out;
}
function bindExtVars(operator, spec) {
  const out = {};
  for (const [name, value] of Object.entries(operator)) out[name] = (0, import_chunk_JAFFKCV6.stringVar)(value);
  if (Array.isArray(spec)) {
    for (const v of spec) out[v.name] = entryVar(v);
  } else {
    for (const [name, value] of Object.entries(spec ?? {})) out[name] = (0, import_chunk_JAFFKCV6.stringVar)(value);
  }
  return out;
}
function extVarNames(spec, sort) {
  if (Array.isArray(spec)) return spec.map((v, i) => ({ name: v.name, path: [i, "name"] }));
  return Object.keys(spec ?? {}).sort(sort).map((name) => ({ name, path: [name] }));
}
var stringMap = (noun) => ({
  type: "object",
  additionalProperties: { type: "string", "x-noun": noun }
});
var sourceRef = (0, import_chunk_FPZXP5YK.closedObject)(
  {
    apiVersion: { type: "string" },
    kind: {
      type: "string",
      enum: ["GitRepository", "OCIRepository", "Bucket", "ExternalArtifact"],
      "x-noun": "source kind"
    },
    name: { type: "string", minLength: 1, "x-noun": "source name" },
    namespace: { type: "string" },
    path: { type: "string" }
  },
  { required: ["kind", "name"], "x-noun": "sourceRef" }
);
var librarySource = { files: stringMap("file content"), sourceRef };
var libraryRef = (0, import_chunk_FPZXP5YK.closedObject)(
  {
    apiVersion: { type: "string" },
    kind: { type: "string", enum: ["JsonnetLibrary"], "x-noun": "library kind" },
    name: { type: "string", minLength: 1, "x-noun": "library name" },
    namespace: { type: "string" },
    importPath: { type: "string" }
  },
  { required: ["kind", "name"], "x-noun": "library reference" }
);
var resource = (kind, spec) => (0, import_chunk_FPZXP5YK.closedObject)(
  {
    apiVersion: { type: "string" },
    kind: { type: "string" },
    metadata: { type: "object" },
    spec,
    status: { type: "object" }
  },
  { required: ["spec"], "x-noun": kind }
);
var SNIPPET_SCHEMA = resource(
  "JsonnetSnippet",
  (0, import_chunk_FPZXP5YK.closedObject)(
    {
      serviceAccountName: { type: "string" },
      entryFile: {
        type: "string",
        minLength: 1,
        maxLength: 255,
        pattern: "^[A-Za-z0-9._/-]+$",
        "x-noun": "entry file",
        "x-hint": 'use letters, digits, ".", "_", "/" and "-"'
      },
      ...librarySource,
      libraries: { type: "array", items: libraryRef },
      tlas: variablesSchema("TLA", { type: "array", items: { type: "string" } }),
      externalVariables: variablesSchema("external variable", {
        type: "string",
        "x-noun": "external variable value"
      }),
      output: { type: "string", enum: ["rendered", "source"], "x-noun": "output" },
      suspend: { type: "boolean" },
      history: { type: "integer", minimum: 1, maximum: 50, "x-noun": "history" },
      interval: { type: "string", "x-noun": "interval" }
    },
    { "x-noun": "JsonnetSnippet spec" }
  )
);
var LIBRARY_SCHEMA = resource(
  "JsonnetLibrary",
  (0, import_chunk_FPZXP5YK.closedObject)(librarySource, { "x-noun": "JsonnetLibrary spec" })
);
function admissionProblems(resource2) {
  const { parsed } = resource2;
  const invalid = (d) => ({ ...d, reason: "InvalidSpec", component: resource2.name });
  const schema = resource2.kind === "JsonnetSnippet" ? SNIPPET_SCHEMA : LIBRARY_SCHEMA;
  const problems = (0, import_chunk_UV6YLRJV.validateYaml)(parsed, schema).map(invalid);
  if (problems.length > 0) return problems;
  const spec = resource2.value.spec;
  const at = (path5, message) => invalid((0, import_chunk_V45YXJAE.diagnosticAt)(parsed, ["spec", ...path5], message));
  const files = (0, import_chunk_AUPPCWXN.isRecord)(spec.files) && Object.keys(spec.files).length > 0 ? 1 : 0;
  if (files + (spec.sourceRef !== void 0 ? 1 : 0) !== 1) {
    problems.push(at([], "exactly one of spec.files or spec.sourceRef must be set"));
  }
  if (typeof spec.entryFile === "string" && spec.entryFile.includes("..")) {
    problems.push(at(["entryFile"], "entryFile must not contain '..'"));
  }
  if (typeof spec.interval === "string") {
    const ms = (0, import_chunk_DFOFJBZU.parseGoDuration)(spec.interval);
    if (ms === void 0 || ms < 3e4 || ms > 864e5) {
      problems.push(at(["interval"], "interval must be between 30s and 24h"));
    }
  }
  for (const key of ["tlas", "externalVariables"]) {
    for (const p of variableProblems(key, spec[key])) problems.push(at(p.path, p.message));
  }
  return problems;
}
function writtenColumn(staged, name, line, column, end = false) {
  let shift = 0;
  for (const e of staged.edits.get(name) ?? []) {
    if (e.line !== line || column < e.staged.start) continue;
    if (column < e.staged.end) return end ? e.written.end : e.written.start;
    shift = e.staged.end - e.written.end;
  }
  return column - shift;
}
var LIBRARY_MAIN = "main.libsonnet";
function stageEvaluation(entry, self, libraries) {
  const byAlias = new Map(libraries.map((l) => [l.alias, l]));
  const sortedAliases = [...byAlias.keys()].sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  const staged = { entry: "@0", files: {}, units: /* @__PURE__ */ new Map(), edits: /* @__PURE__ */ new Map() };
  const names = /* @__PURE__ */ new Map();
  const queue = [];
  const unitOf = (root, file) => {
    const lib = root === "" ? void 0 : byAlias.get(root);
    const files = lib ? lib.files : self.files;
    const code = files.get(file);
    if (code === void 0) return void 0;
    const origin = (lib ? lib.origins : self.origins).get(file);
    const display = root === "" ? file : `${self.files.has(`${root}/${file}`) ? "\0" : ""}${root}/${file}`;
    return { root, path: file, code, display, ...origin ? { origin } : {} };
  };
  const stage = (unit, parse) => {
    const id = `${unit.root}\0${unit.path}\0${parse}`;
    let name = names.get(id);
    if (!name) {
      name = `@${names.size}`;
      names.set(id, name);
      staged.units.set(name, unit);
      queue.push({ unit, name, parse });
    }
    return name;
  };
  const resolve = (from, p) => {
    if (p === "") return { error: "import path is empty" };
    const rel = import_node_path2.default.posix.normalize(import_node_path2.default.posix.join(import_node_path2.default.posix.dirname(from.path), p));
    if (rel !== ".." && !rel.startsWith("../")) {
      const sibling = unitOf(from.root, rel);
      if (sibling) return { unit: sibling };
    }
    if (!p.includes("/") && byAlias.has(p)) {
      const main = unitOf(p, LIBRARY_MAIN);
      return main ? { unit: main } : { error: `library ${goQuote(p)} has no ${LIBRARY_MAIN}` };
    }
    const slash = p.indexOf("/");
    if (slash > 0 && byAlias.has(p.slice(0, slash))) {
      const alias = p.slice(0, slash);
      const rest = import_node_path2.default.posix.normalize(p.slice(slash + 1));
      const file = unitOf(alias, rest);
      return file ? { unit: file } : { error: `file ${goQuote(rest)} not found in library ${goQuote(alias)}` };
    }
    const clean = import_node_path2.default.posix.normalize(p);
    for (const root of ["", ...sortedAliases]) {
      const found = unitOf(root, clean);
      if (found) return { unit: found };
    }
    return { error: `import ${goQuote(p)} matches no sibling file or library alias` };
  };
  stage(entry, true);
  while (queue.length > 0) {
    const { unit, name, parse } = queue.shift();
    staged.files[name] = parse ? rewrite(unit, staged, name, (site) => {
      const found = resolve(unit, site.path);
      if ("error" in found) return { error: found.error };
      return { name: stage(found.unit, site.kind === "import") };
    }) : unit.code;
  }
  return staged;
}
function rewrite(unit, staged, name, target) {
  let sites;
  try {
    sites = (0, import_chunk_OAL2PUMW.scanImports)(unit.code);
  } catch (err) {
    if (err instanceof import_chunk_OAL2PUMW.ImportScanError) return unit.code;
    throw err;
  }
  const code = unit.code;
  const edits = [];
  const lineShift = /* @__PURE__ */ new Map();
  const note = (from, to, replacement) => {
    if (code.slice(from, to).includes("\n")) return;
    const line = (code.slice(0, from).match(/\n/g)?.length ?? 0) + 1;
    const start = from - (code.lastIndexOf("\n", from - 1) + 1) + 1;
    const shift = lineShift.get(line) ?? 0;
    edits.push({
      line,
      written: { start, end: start + (to - from) },
      staged: { start: start + shift, end: start + shift + replacement.length }
    });
    lineShift.set(line, shift + replacement.length - (to - from));
  };
  let out = "";
  let at = 0;
  for (const site of sites) {
    const found = target(site);
    const [from, replacement] = "error" in found ? [site.start, `(error ${JSON.stringify(found.error)})`] : [site.literal.start, paddedLiteral(found.name, site.literal.end - site.literal.start)];
    note(from, site.literal.end, replacement);
    out += code.slice(at, from) + replacement;
    at = site.literal.end;
  }
  staged.edits.set(name, edits);
  return out + code.slice(at);
}
function paddedLiteral(name, width) {
  const extra = width - name.length - 2;
  if (extra < 2) return JSON.stringify(name);
  const pad = "./".repeat(Math.floor(extra / 2)) + (extra % 2 === 1 ? "/" : "");
  return JSON.stringify(extra % 2 === 1 ? `.${pad.slice(1)}${name}` : `${pad}${name}`);
}
function goQuote(s) {
  return JSON.stringify(s);
}
var NotReady = class extends Error {
  constructor(reason, message, at = []) {
    super(message);
    this.reason = reason;
    this.at = at;
  }
  reason;
  at;
};
function conditionMessage(reason, message) {
  if (reason === "Synced" || reason === "Suspended") return message;
  return `${message} (runbook: https://jaas.projects.metio.wtf/runbooks/${reason.toLowerCase()}/)`;
}
var EvaluationError = class extends NotReady {
  constructor(reason, message, site, summary = message, trace = "") {
    super(reason, message);
    this.site = site;
    this.summary = summary;
    this.trace = trace;
  }
  site;
  summary;
  trace;
};
async function evaluateSnippet(inputs) {
  const code = inputs.self.files.get(inputs.entryFile) ?? "";
  const origin = inputs.self.origins.get(inputs.entryFile);
  const entry = {
    root: "",
    path: inputs.entryFile,
    code,
    display: inputs.entryName,
    ...origin ? { origin } : {}
  };
  const staged = stageEvaluation(entry, inputs.self, inputs.libraries);
  try {
    const rendered = await inputs.engine.evaluate({
      file: staged.entry,
      files: staged.files,
      // std.thisFile as JaaS's go-jsonnet gives it: the snippet's name, and each import's foundAt.
      names: Object.fromEntries([...staged.units].map(([name, unit]) => [name, unit.display])),
      tlas: inputs.tlas,
      extVars: inputs.extVars,
      raw: true,
      ...inputs.timeoutMs > 0 ? { deadlineMs: inputs.timeoutMs } : {}
    });
    return { rendered };
  } catch (err) {
    if (!(err instanceof import_chunk_JAFFKCV6.JsonnetEvalError)) throw err;
    if (err.reason === "Deadline") {
      throw new EvaluationError(
        "EvaluationTimeout",
        `evaluation exceeded ${(0, import_chunk_DFOFJBZU.formatGoDuration)(inputs.timeoutMs)}`,
        {}
      );
    }
    const named = (text) => text.replace(
      /(@\d+):(\d+):(\d+)(?:-(\d+))?/g,
      (_, name, line, col, end) => {
        const l = Number(line);
        const start = writtenColumn(staged, name, l, Number(col));
        const stop = end === void 0 ? "" : `-${writtenColumn(staged, name, l, Number(end), true)}`;
        return `${name}:${line}:${start}${stop}`;
      }
    ).replace(/@\d+(?=:|\b)/g, (name) => staged.units.get(name)?.display ?? name).replaceAll("\0", "");
    const unit = err.file ? staged.units.get(err.file) : void 0;
    const column = err.file && err.line !== void 0 && err.column !== void 0 ? writtenColumn(staged, err.file, err.line, err.column) : err.column;
    const site = {
      ...unit ? { unit } : {},
      ...err.line !== void 0 ? { line: err.line } : {},
      ...column !== void 0 ? { column } : {}
    };
    throw new EvaluationError(
      "EvaluationFailed",
      named(err.detail || err.message),
      site,
      // The did-you-mean is rigging's, in the diagnostic only: the status says what JaaS says.
      `${named(err.message)}${err.hint}`,
      named(err.trace)
    );
  }
}
function isKubeObject(v) {
  return (0, import_chunk_AUPPCWXN.isRecord)(v) && typeof v.apiVersion === "string" && typeof v.kind === "string" && (0, import_chunk_AUPPCWXN.isRecord)(v.metadata) && typeof v.metadata.name === "string";
}
function kubeObjectsIn(value) {
  const out = [];
  const walk = (v) => {
    if ((0, import_chunk_AUPPCWXN.isRecord)(v) && typeof v.kind === "string" && v.kind.endsWith("List") && Array.isArray(v.items)) {
      return v.items.every(walk);
    }
    if (isKubeObject(v)) {
      out.push(v);
      return true;
    }
    if (Array.isArray(v)) return v.every(walk);
    if ((0, import_chunk_AUPPCWXN.isRecord)(v) && !("apiVersion" in v) && !("kind" in v)) {
      const values = Object.values(v);
      return values.length > 0 && values.every(walk);
    }
    return false;
  };
  if (Array.isArray(value) && value.length === 0) return void 0;
  return walk(value) && out.length > 0 ? out : void 0;
}
function placeInFile(origin, line, column) {
  if (origin.kind === "repository") {
    return {
      file: origin.file,
      ...line !== void 0 ? { line } : {},
      ...column !== void 0 ? { column } : {}
    };
  }
  const { parsed, text } = origin.resource;
  return { file: parsed.file, ...(0, import_chunk_V45YXJAE.positionInBlock)(parsed, text, ["spec", "files", origin.key], line, column) };
}
var JAAS_API_VERSION = "jaas.metio.wtf/v1";
var FLUX_SOURCE_GROUP = "source.toolkit.fluxcd.io/";
var MANIFEST = /\.(ya?ml|json)$/;
var refOf = (namespace, name) => `${namespace}/${name}`;
async function readResources(dir, opts) {
  const out = { snippets: [], libraries: /* @__PURE__ */ new Map(), gitRepositories: /* @__PURE__ */ new Map(), diagnostics: [] };
  const seen = /* @__PURE__ */ new Map();
  for (const file of await manifestFiles(dir, opts.boundary)) {
    const display = import_node_path3.default.relative(opts.displayRoot, file);
    const read = await opts.boundary.readTextOrRefusal(file, display);
    if ("refused" in read) {
      const refused = {
        severity: "error",
        source: opts.source,
        file: display,
        message: read.refused
      };
      out.diagnostics.push({ ...refused, reason: "OutsideRepository" });
      continue;
    }
    const text = read.text;
    for (const parsed of (0, import_chunk_V45YXJAE.parseYamlStream)(display, text, opts.source, { dialect: "go-yaml-v2-strict" })) {
      out.diagnostics.push(...parsed.diagnostics);
      if (parsed.diagnostics.some((d) => d.severity === "error") || parsed.value == null) continue;
      const resource2 = toResource(parsed, text, out.diagnostics);
      if (!resource2) continue;
      const id = `${resource2.kind}/${refOf(resource2.namespace, resource2.name)}`;
      const first = seen.get(id);
      if (first) {
        const message = `${resource2.kind} ${refOf(resource2.namespace, resource2.name)} is defined twice (also in ${first.parsed.file})`;
        out.diagnostics.push(
          (0, import_chunk_V45YXJAE.diagnosticAt)(parsed, ["metadata", "name"], message, { reason: "DuplicateResource" })
        );
        continue;
      }
      seen.set(id, resource2);
      if (resource2.kind === "JsonnetSnippet") out.snippets.push(resource2);
      else if (resource2.kind === "JsonnetLibrary")
        out.libraries.set(refOf(resource2.namespace, resource2.name), resource2);
      else out.gitRepositories.set(refOf(resource2.namespace, resource2.name), resource2);
    }
  }
  return out;
}
function toResource(parsed, text, diagnostics) {
  const value = parsed.value;
  if (!(0, import_chunk_AUPPCWXN.isRecord)(value) || typeof value.kind !== "string" || typeof value.apiVersion !== "string") {
    diagnostics.push(warning(parsed, [], "ignored: not a Kubernetes resource (no apiVersion and kind)"));
    return void 0;
  }
  const { kind, apiVersion } = value;
  const ours = apiVersion === JAAS_API_VERSION && (kind === "JsonnetSnippet" || kind === "JsonnetLibrary") || apiVersion.startsWith(FLUX_SOURCE_GROUP) && kind === "GitRepository";
  if (!ours) {
    diagnostics.push(
      warning(
        parsed,
        ["kind"],
        `ignored: ${apiVersion} ${kind} is not a JsonnetSnippet, JsonnetLibrary or GitRepository`
      )
    );
    return void 0;
  }
  const metadata = (0, import_chunk_AUPPCWXN.isRecord)(value.metadata) ? value.metadata : {};
  if (typeof metadata.name !== "string" || metadata.name === "") {
    diagnostics.push(
      (0, import_chunk_V45YXJAE.diagnosticAt)(parsed, ["metadata"], `${kind} has no metadata.name`, { reason: "InvalidSpec" })
    );
    return void 0;
  }
  const namespace = typeof metadata.namespace === "string" && metadata.namespace !== "" ? metadata.namespace : "default";
  return { kind, name: metadata.name, namespace, value, parsed, text };
}
function warning(parsed, at, message) {
  return { ...(0, import_chunk_V45YXJAE.diagnosticAt)(parsed, at, message, { reason: "IgnoredDocument" }), severity: "warning" };
}
async function manifestFiles(dir, boundary) {
  const found = [];
  const walk = async (at) => {
    if (!(await boundary.locate(at)).ok) return;
    const entries = await (0, import_chunk_MY6MO5VX.dirEntries)(at);
    for (const entry of entries) {
      const full = import_node_path3.default.join(at, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (MANIFEST.test(entry.name) && (entry.isFile() || entry.isSymbolicLink())) found.push(full);
    }
  };
  await walk(dir);
  return found.sort(import_chunk_AUPPCWXN.compareStrings);
}
async function resolveSource(resource2, ctx) {
  const spec = resource2.value.spec;
  if ((0, import_chunk_AUPPCWXN.isRecord)(spec.files) && Object.keys(spec.files).length > 0) {
    const files = new Map(Object.entries(spec.files));
    const origins = new Map(
      [...files.keys()].map((key) => [key, { kind: "inline", resource: resource2, key }])
    );
    return { files, origins };
  }
  if (!(0, import_chunk_AUPPCWXN.isRecord)(spec.sourceRef)) {
    throw new NotReady(
      "InvalidSpec",
      "neither spec.files nor spec.sourceRef is set; admission should have caught this"
    );
  }
  const ref = spec.sourceRef;
  const at = ["spec", "sourceRef"];
  const namespace = ref.namespace || resource2.namespace;
  if (namespace !== resource2.namespace && !ctx.options.allowCrossNamespaceRefs) {
    throw new NotReady(
      "CrossNamespaceRefRejected",
      `spec.sourceRef points at namespace ${JSON.stringify(namespace)} but --no-cross-namespace-refs is set`,
      at
    );
  }
  if (ref.kind === "ExternalArtifact" && ctx.externalArtifacts !== void 0) {
    return nonEmpty(await publishedArtifact(refOf(namespace, ref.name), ref.path, ctx, at), ref.path, at);
  }
  if (ref.kind !== "GitRepository") {
    throw new NotReady("SourceRefNotYetSupported", "spec.sourceRef is declared but no Fetcher is wired", at);
  }
  const repo = ctx.gitRepositories.get(refOf(namespace, ref.name));
  if (!repo) {
    throw new NotReady(
      "SourceFetchFailed",
      `source GitRepository ${refOf(namespace, ref.name)} not found: no such GitRepository in the snippet source's files`,
      at
    );
  }
  const root = repositoryRoot(repo, ctx);
  if (root === void 0) {
    throw new NotReady(
      "SourceNotReady",
      `GitRepository ${refOf(namespace, ref.name)} (not this repository; rigging reads only GitRepositories annotated rigging.dev/path or listed in repositoryURLs): source not ready`,
      at
    );
  }
  return nonEmpty(await artifactFiles(root, ref.path, ctx), ref.path, at);
}
function nonEmpty(files, filter, at) {
  if (files.files.size > 0) return files;
  throw new NotReady(
    "InvalidSpec",
    filter ? `spec.sourceRef.path ${JSON.stringify(filter)} matched no files in the artifact; widen the path filter or remove it` : "source contains no files; check the upstream artifact",
    at
  );
}
async function publishedArtifact(id, filter, ctx, at) {
  const publishing = ctx.externalArtifacts?.get(id);
  if (publishing === void 0) {
    throw new NotReady(
      "SourceFetchFailed",
      `source ExternalArtifact ${id} not found: no JsonnetSnippet in the snippet source's files publishes it`,
      at
    );
  }
  const published = await publishing;
  if (published === void 0) {
    throw new NotReady(
      "SourceNotReady",
      `ExternalArtifact ${id} (its JsonnetSnippet is not Ready, so it published nothing): source not ready`,
      at
    );
  }
  const prefix = filter ? `${filter.replace(/\/$/, "")}/` : "";
  const files = /* @__PURE__ */ new Map();
  const origins = /* @__PURE__ */ new Map();
  for (const [name, content] of published.files) {
    if (!name.startsWith(prefix)) continue;
    const key = name.slice(prefix.length);
    files.set(key, content);
    const origin = published.origins.get(name);
    if (origin !== void 0) origins.set(key, origin);
  }
  return { files, origins, ...filter ? { path: filter } : {} };
}
function repositoryRoot(repo, ctx) {
  const metadata = repo.value.metadata;
  const annotated = metadata.annotations?.["rigging.dev/path"];
  if (typeof annotated === "string") return import_node_path4.default.resolve(ctx.repository, annotated || ".");
  const url = repo.value.spec?.url;
  return typeof url === "string" && ctx.options.repositoryURLs.includes(url) ? ctx.repository : void 0;
}
function safeEntryName(name) {
  return /^[A-Za-z0-9._/-]+$/.test(name) && name.split("/").every((s) => s !== "" && !s.startsWith("."));
}
async function artifactFiles(root, filter, ctx) {
  const prefix = filter ? `${filter.replace(/\/$/, "")}/` : "";
  const files = /* @__PURE__ */ new Map();
  const origins = /* @__PURE__ */ new Map();
  const walk = async (dir, rel) => {
    if (!(await ctx.boundary.locate(dir)).ok) return;
    const entries = await (0, import_chunk_MY6MO5VX.dirEntries)(dir);
    for (const entry of entries.sort((a, b) => (0, import_chunk_AUPPCWXN.compareStrings)(a.name, b.name))) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      const full = import_node_path4.default.join(dir, entry.name);
      if (entry.name.startsWith(".")) continue;
      if (entry.isDirectory()) await walk(full, name);
      else if (entry.isFile() && safeEntryName(name) && name.startsWith(prefix)) {
        const key = name.slice(prefix.length);
        files.set(key, await ctx.boundary.readText(full, import_node_path4.default.relative(ctx.displayRoot, full)));
        origins.set(key, { kind: "repository", file: import_node_path4.default.relative(ctx.displayRoot, full) });
      }
    }
  };
  await walk(root, "");
  return { files, origins, ...filter ? { path: filter } : {} };
}
var ENTRY_FILE = "main.jsonnet";
var MAX_ENTRY_BYTES = 16 << 20;
var MAX_TOTAL_BYTES = 64 << 20;
var ALIAS = /^[A-Za-z0-9._-]+$/;
var snippetRenderer = {
  async open(source, ctx) {
    const resources = await readResources(source.absPath, {
      boundary: ctx.boundary,
      displayRoot: ctx.root,
      source: source.name
    });
    const render = {
      objects: [],
      artifacts: [],
      diagnostics: [...resources.diagnostics, ...nothingToRender(resources, source, ctx)],
      secrets: []
    };
    const libraries = /* @__PURE__ */ new Map();
    for (const [ref, library] of resources.libraries) {
      const problems = admissionProblems(library).map((d) => ({ ...d, source: source.name }));
      render.diagnostics.push(...problems);
      if (problems.length === 0) libraries.set(ref, library);
    }
    const publish = /* @__PURE__ */ new Map();
    const externalArtifacts = /* @__PURE__ */ new Map();
    for (const snippet of resources.snippets) {
      const id = refOf(snippet.namespace, snippet.name);
      externalArtifacts.set(id, new Promise((resolve) => publish.set(id, resolve)));
    }
    const sourceCtx = {
      gitRepositories: resources.gitRepositories,
      options: source,
      boundary: ctx.boundary,
      repository: ctx.boundary.root,
      displayRoot: ctx.root,
      externalArtifacts
    };
    const results = await Promise.all(
      resources.snippets.map(async (snippet) => {
        const settle = publish.get(refOf(snippet.namespace, snippet.name));
        let published;
        try {
          return await reconcile(snippet, { ...resources, libraries }, source, ctx, sourceCtx, (p) => {
            published = p;
          });
        } finally {
          settle?.(published);
        }
      })
    );
    for (const result of results) {
      render.objects.push(...result.objects);
      render.artifacts.push(...result.artifacts);
      render.diagnostics.push(...result.diagnostics);
      render.secrets?.push(...result.secrets);
    }
    return { render: async () => render };
  }
};
function nothingToRender(resources, source, ctx) {
  if (resources.snippets.length > 0 || resources.diagnostics.some((d) => d.severity === "error")) return [];
  const libraries = resources.libraries.size;
  const found = libraries > 0 ? ` (only ${libraries} JsonnetLibrar${libraries === 1 ? "y" : "ies"})` : "";
  return [
    {
      severity: "error",
      source: source.name,
      file: import_node_path.default.relative(ctx.root, source.absPath) || ".",
      message: `no JsonnetSnippet in ${source.path}${found}: the source would render nothing`,
      reason: "NoSnippets"
    }
  ];
}
async function reconcile(snippet, resources, source, ctx, sourceCtx, published) {
  const result = { objects: [], artifacts: [], diagnostics: [], secrets: [] };
  const id = refOf(snippet.namespace, snippet.name);
  const spec = snippet.value.spec ?? {};
  const artifactName = (file) => `${snippet.namespace}/${snippet.name}/${file}`;
  const notReady = (reason, message, diagnostics) => {
    result.artifacts.push({
      source: source.name,
      component: snippet.name,
      name: artifactName("rendered.json"),
      mediaType: "application/json",
      content: "",
      status: { ready: false, reason, message: conditionMessage(reason, message) }
    });
    result.diagnostics.push(...diagnostics);
    return result;
  };
  const problem = (reason, message, at, severity = "error") => ({
    severity,
    source: source.name,
    component: snippet.name,
    file: snippet.parsed.file,
    ...(0, import_chunk_V45YXJAE.positionOf)(snippet.parsed, at),
    message: `JsonnetSnippet ${id}: ${reason}: ${message}`,
    reason
  });
  const admission = admissionProblems(snippet);
  if (admission.length > 0) {
    const first = admission[0];
    return notReady(
      "InvalidSpec",
      first.message,
      admission.map((d) => ({
        ...d,
        source: source.name,
        message: `JsonnetSnippet ${id}: InvalidSpec: ${d.message}`
      }))
    );
  }
  try {
    const libraries = await checkSpec(snippet, spec, resources, source, sourceCtx);
    const self = await resolveSource(snippet, sourceCtx);
    const entryFile = spec.entryFile ?? ENTRY_FILE;
    if (!self.files.has(entryFile)) {
      throw new NotReady(
        "InvalidSpec",
        `source must contain ${JSON.stringify(entryFile)} as the snippet entry point`,
        ["spec", spec.entryFile === void 0 ? "files" : "entryFile"]
      );
    }
    const { rendered } = await evaluateSnippet({
      engine: ctx.engines.jsonnet(),
      entryName: `${snippet.namespace}/${snippet.name}/${entryFile}`,
      entryFile,
      self,
      libraries: await libraries(),
      tlas: bindTlas(spec.tlas),
      extVars: bindExtVars(source.externalVariables, spec.externalVariables),
      // The snippet's evaluationTimeout may lower the run's budget, never raise it: "0" (none) included.
      timeoutMs: ctx.budget.unitMs(source.evaluationTimeout.ms)
    });
    const value = rendered.length <= MAX_TOTAL_BYTES ? JSON.parse(rendered) : void 0;
    result.secrets.push(...(0, import_chunk_WUBCKF5M.collectSecrets)([value]));
    const output = spec.output ?? "rendered";
    const entries = output === "source" ? sourceEntries(self) : /* @__PURE__ */ new Map([["rendered.json", rendered]]);
    checkSize(entries, source.maxArtifactBytes);
    let revision;
    const revisionOf = () => revision ??= output === "source" ? sourceRevision(self.files) : `sha256:${(0, import_chunk_VWE46UDP.sha256Hex)(rendered)}`;
    const message = `Rendered ${Buffer.byteLength(rendered)} bytes from ${self.files.size} files`;
    for (const [file, content] of entries) {
      result.artifacts.push({
        source: source.name,
        component: snippet.name,
        name: artifactName(file),
        mediaType: output === "source" ? "text/plain" : "application/json",
        content,
        get revision() {
          return revisionOf();
        },
        history: spec.history ?? 1,
        status: { ready: true, reason: "Synced", message }
      });
    }
    for (const object of kubeObjectsIn(value) ?? []) {
      result.objects.push({
        source: source.name,
        component: snippet.name,
        file: snippet.parsed.file,
        defaultNamespace: snippet.namespace,
        object
      });
    }
    published({ files: entries, origins: output === "source" ? self.origins : /* @__PURE__ */ new Map() });
    return result;
  } catch (err) {
    if (!(err instanceof NotReady)) throw err;
    if (err.reason === "Suspended") {
      return notReady("Suspended", err.message, [
        problem("Suspended", err.message, ["spec", "suspend"], "warning")
      ]);
    }
    if (err instanceof EvaluationError) {
      const place = err.site.unit?.origin ? placeInFile(err.site.unit.origin, err.site.line, err.site.column) : void 0;
      const diagnostic = {
        severity: "error",
        source: source.name,
        component: snippet.name,
        file: place?.file ?? snippet.parsed.file,
        ...place?.line !== void 0 ? { line: place.line } : {},
        ...place?.column !== void 0 ? { column: place.column } : {},
        message: `JsonnetSnippet ${id}: ${err.reason}: ${err.summary}`,
        ...err.trace ? { trace: err.trace } : {},
        reason: err.reason
      };
      return notReady(err.reason, err.message, [diagnostic]);
    }
    return notReady(err.reason, err.message, [problem(err.reason, err.message, err.at)]);
  }
}
async function checkSpec(snippet, spec, resources, source, sourceCtx) {
  if (spec.suspend === true)
    throw new NotReady("Suspended", "spec.suspend is true; pause until the operator unsets it");
  if (!spec.serviceAccountName && !source.defaultServiceAccount) {
    throw new NotReady(
      "ServiceAccountMissing",
      "neither spec.serviceAccountName nor --default-service-account is set",
      ["spec"]
    );
  }
  const clash = extVarNames(spec.externalVariables, import_chunk_AUPPCWXN.compareStrings).find(
    (v) => Object.hasOwn(source.externalVariables, v.name)
  );
  if (clash !== void 0) {
    throw new NotReady(
      "ExternalVariableConflict",
      `spec.externalVariables[${JSON.stringify(clash.name)}] conflicts with --ext-var`,
      ["spec", "externalVariables", ...clash.path]
    );
  }
  const refs = spec.libraries ?? [];
  const aliases = refs.map((r) => r.importPath || r.name);
  aliases.forEach((alias, i) => {
    if (!ALIAS.test(alias) || alias === "." || alias === "..") {
      throw new NotReady(
        "InvalidSpec",
        `spec.libraries import alias ${JSON.stringify(alias)} must be a single path segment (allowed: one [A-Za-z0-9._-] segment, no slash or traversal)`,
        ["spec", "libraries", i]
      );
    }
  });
  const repeated = aliases.findIndex((a, i) => aliases.indexOf(a) !== i);
  if (repeated >= 0) {
    throw new NotReady(
      "InvalidSpec",
      `spec.libraries import path ${JSON.stringify(aliases[repeated])} is used by more than one entry; each library must resolve to a distinct import path`,
      ["spec", "libraries", repeated]
    );
  }
  const cycle = sourceRefCycle(snippet, resources);
  if (cycle)
    throw new NotReady("DependencyCycle", `spec.sourceRef chain forms a cycle: ${cycle}`, [
      "spec",
      "sourceRef"
    ]);
  return async () => {
    const out = [];
    for (const [i, ref] of refs.entries()) {
      const namespace = ref.namespace || snippet.namespace;
      const at = ["spec", "libraries", i];
      if (namespace !== snippet.namespace && !source.allowCrossNamespaceRefs) {
        throw new NotReady(
          "CrossNamespaceRefRejected",
          `spec.libraries[${ref.name}] points at namespace ${JSON.stringify(namespace)} but --no-cross-namespace-refs is set`,
          at
        );
      }
      const library = resources.libraries.get(refOf(namespace, ref.name));
      if (!library) {
        throw new NotReady(
          "LibraryNotFound",
          `JsonnetLibrary ${JSON.stringify(ref.name)} in ${JSON.stringify(namespace)} not found`,
          at
        );
      }
      let resolved;
      try {
        resolved = await resolveSource(library, sourceCtx);
      } catch (err) {
        if (!(err instanceof NotReady)) throw err;
        const prefix = `JsonnetLibrary ${JSON.stringify(ref.name)} in ${JSON.stringify(namespace)}: `;
        throw new NotReady(err.reason, prefix + err.message, at);
      }
      out.push({ alias: aliases[i], files: resolved.files, origins: resolved.origins });
    }
    return out;
  };
}
function sourceRefCycle(start, resources) {
  const snippets = new Map(resources.snippets.map((s) => [refOf(s.namespace, s.name), s]));
  const next = (r) => {
    const targets = [];
    const spec = r.value.spec ?? {};
    const add = (ref, ns) => {
      if (ref?.kind === "ExternalArtifact") targets.push(refOf(ref.namespace || ns, ref.name));
    };
    add(spec.sourceRef, r.namespace);
    for (const lib of spec.libraries ?? []) {
      const library = resources.libraries.get(refOf(lib.namespace || r.namespace, lib.name));
      const libSpec = (0, import_chunk_AUPPCWXN.isRecord)(library?.value.spec) ? library.value.spec : {};
      if (library) add(libSpec.sourceRef, library.namespace);
    }
    return targets;
  };
  const origin = refOf(start.namespace, start.name);
  const seen = /* @__PURE__ */ new Set([origin]);
  const walk = (at, trail) => {
    for (const target of next(at)) {
      if (target === origin) return [...trail, target];
      const snippet = snippets.get(target);
      if (snippet && !seen.has(target)) {
        seen.add(target);
        const found = walk(snippet, [...trail, target]);
        if (found) return found;
      }
    }
    return void 0;
  };
  return walk(start, [origin])?.join(" \u2192 ");
}
function sourceEntries(self) {
  for (const name of self.files.keys()) {
    if (!safeEntryName(name)) {
      throw new NotReady(
        "InvalidSpec",
        `publisher: source entry name would be dropped by consumers: ${JSON.stringify(name)} (allowed: [A-Za-z0-9._/-] segments, no dot-prefixed segments, no traversal)`,
        ["spec", "files", name]
      );
    }
  }
  return new Map([...self.files.entries()].sort(([a], [b]) => (0, import_chunk_AUPPCWXN.compareStrings)(a, b)));
}
function checkSize(entries, max) {
  let total = 0;
  for (const [name, content] of entries) {
    const bytes = Buffer.byteLength(content);
    total += bytes;
    if (bytes > MAX_ENTRY_BYTES) {
      throw new NotReady(
        "ArtifactTooLarge",
        `publisher: artifact exceeds MaxArtifactBytes: entry ${JSON.stringify(name)} is ${bytes} bytes; consumers cap extraction at ${MAX_ENTRY_BYTES} bytes per entry`
      );
    }
  }
  if (total > MAX_TOTAL_BYTES) {
    throw new NotReady(
      "ArtifactTooLarge",
      `publisher: artifact exceeds MaxArtifactBytes: ${total} bytes total; consumers cap extraction at ${MAX_TOTAL_BYTES} bytes`
    );
  }
  if (max > 0 && total > max) {
    throw new NotReady("ArtifactTooLarge", `publisher: artifact exceeds MaxArtifactBytes: ${total} > ${max}`);
  }
}
function sourceRevision(files) {
  const hash = (0, import_chunk_3FVFMQ2D.nodeCrypto)().createHash("sha256");
  for (const name of [...files.keys()].sort(import_chunk_AUPPCWXN.compareUtf8)) {
    hash.update(name).update("\0").update(files.get(name)).update("\0");
  }
  return `sha256:${hash.digest("hex")}`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  snippetRenderer,
  sourceRevision
});

},
})
