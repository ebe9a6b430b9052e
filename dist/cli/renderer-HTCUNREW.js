({
"renderer-HTCUNREW.js": function (exports, require, module, __filename, __dirname) {
// src/render/qbec/renderer.ts
// src/render/qbec/app.ts
// src/schema/index.ts
// src/render/go-glob.ts
// src/render/qbec/glob.ts
// src/render/qbec/schema.ts
// src/render/qbec/components.ts
// src/render/qbec/evaluate.ts
// src/render/jsonnet/index.ts
// src/render/qbec/extract.ts
// src/render/qbec/metadata.ts
// src/render/qbec/postprocess.ts
// src/render/qbec/vars.ts
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
  qbecRenderer: () => qbecRenderer
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_FPZXP5YK = require("./chunk-FPZXP5YK.js");
var import_chunk_UV6YLRJV = require("./chunk-UV6YLRJV.js");
var import_chunk_WUBCKF5M = require("./chunk-WUBCKF5M.js");
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var import_chunk_ULITIZ7Z = require("./chunk-ULITIZ7Z.js");
var import_chunk_3UXC5BMU = require("./chunk-3UXC5BMU.js");
var import_chunk_UGMAYDF5 = require("./chunk-UGMAYDF5.js");
var import_chunk_QKF3I55P = require("./chunk-QKF3I55P.js");
var import_chunk_IDCT4TUJ = require("./chunk-IDCT4TUJ.js");
var import_chunk_RRCBAIWP = require("./chunk-RRCBAIWP.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_3IG746SA = require("./chunk-3IG746SA.js");
var import_chunk_VK2LHQFS = require("./chunk-VK2LHQFS.js");
var import_chunk_5WZGFZL6 = require("./chunk-5WZGFZL6.js");
var import_chunk_IH6QZ5W6 = require("./chunk-IH6QZ5W6.js");
var import_chunk_2A47LTI4 = require("./chunk-2A47LTI4.js");
var import_chunk_4H5LTKKG = require("./chunk-4H5LTKKG.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_os = require("node:os");
var import_node_path = __toESM(require("node:path"));
var import_node_path2 = __toESM(require("node:path"));
var import_promises = require("node:fs/promises");
var import_node_path3 = __toESM(require("node:path"));
var import_node_path4 = __toESM(require("node:path"));
var import_promises2 = require("node:fs/promises");
var import_node_path5 = __toESM(require("node:path"));
var import_node_path6 = __toESM(require("node:path"));
var import_node_path7 = __toESM(require("node:path"));
var BadPatternError = class extends import_chunk_UGMAYDF5.UserError {
  constructor(pattern) {
    super(`${pattern}: syntax error in pattern`);
    this.pattern = pattern;
  }
  pattern;
  name = "BadPatternError";
};
async function goGlob(pattern, cwd) {
  parsePattern(pattern);
  if (!hasMeta(pattern))
    return await (0, import_promises.lstat)(import_node_path3.default.resolve(cwd, pattern)).then(Boolean, () => false) ? [pattern] : [];
  const cut = pattern.lastIndexOf("/");
  const file = pattern.slice(cut + 1);
  const dir = cleanDir(pattern.slice(0, cut + 1));
  if (!hasMeta(dir)) return globDir(dir, file, cwd);
  if (dir === pattern) throw new BadPatternError(pattern);
  const matches = [];
  const dirs = await goGlob(dir, cwd).catch((err) => {
    throw err instanceof BadPatternError ? new BadPatternError(pattern) : err;
  });
  for (const d of dirs) matches.push(...await globDir(d, file, cwd));
  return matches;
}
function hasMeta(pattern) {
  return /[*?[\\]/.test(pattern);
}
function cleanDir(dir) {
  if (dir === "") return ".";
  if (dir === "/") return dir;
  return dir.slice(0, -1);
}
async function globDir(dir, file, cwd) {
  const tokens = parsePattern(file);
  const where = import_node_path3.default.resolve(cwd, dir);
  const isDir = await (0, import_promises.stat)(where).then(
    (s) => s.isDirectory(),
    () => false
  );
  if (!isDir) return [];
  const names = await (0, import_promises.readdir)(where).catch(() => []);
  return names.sort(import_chunk_AUPPCWXN.compareUtf8).filter((n) => matchTokens(tokens, Array.from(n))).map((n) => import_node_path3.default.join(dir, n));
}
function parsePattern(pattern) {
  const p = Array.from(pattern);
  const tokens = [];
  let i = 0;
  const classChar = () => {
    let c = p[i];
    if (c === void 0 || c === "-" || c === "]") throw new BadPatternError(pattern);
    if (c === "\\") {
      c = p[++i];
      if (c === void 0) throw new BadPatternError(pattern);
    }
    i++;
    if (i >= p.length) throw new BadPatternError(pattern);
    return c.codePointAt(0) ?? 0;
  };
  while (i < p.length) {
    const c = p[i];
    if (c === "*") {
      tokens.push({ kind: "star" });
      i++;
    } else if (c === "?") {
      tokens.push({ kind: "any" });
      i++;
    } else if (c === "\\") {
      const escaped = p[i + 1];
      if (escaped === void 0) throw new BadPatternError(pattern);
      tokens.push({ kind: "char", char: escaped });
      i += 2;
    } else if (c === "[") {
      i++;
      const negated = p[i] === "^";
      if (negated) i++;
      const ranges = [];
      while (!(p[i] === "]" && ranges.length > 0)) {
        const lo = classChar();
        let hi = lo;
        if (p[i] === "-") {
          i++;
          hi = classChar();
        }
        ranges.push([lo, hi]);
      }
      i++;
      tokens.push({ kind: "class", negated, ranges });
    } else {
      tokens.push({ kind: "char", char: c });
      i++;
    }
  }
  return tokens;
}
function matchTokens(tokens, name) {
  let t = 0;
  let at = 0;
  while (t < tokens.length) {
    let star = false;
    while (tokens[t]?.kind === "star") {
      star = true;
      t++;
    }
    let end = t;
    while (end < tokens.length && tokens[end]?.kind !== "star") end++;
    const chunk = tokens.slice(t, end);
    const last = end === tokens.length;
    t = end;
    if (star && chunk.length === 0) return !name.slice(at).includes("/");
    const here = matchChunk(chunk, name, at);
    if (here >= 0 && (here === name.length || !last)) {
      at = here;
      continue;
    }
    let next = -1;
    for (let skip = at; star && next < 0 && skip < name.length && name[skip] !== "/"; skip++) {
      const after = matchChunk(chunk, name, skip + 1);
      if (after >= 0 && (after === name.length || !last)) next = after;
    }
    if (next < 0) return false;
    at = next;
  }
  return at === name.length;
}
function matchChunk(chunk, name, from) {
  let i = from;
  for (const token of chunk) {
    const c = name[i];
    if (c === void 0) return -1;
    if (token.kind === "any") {
      if (c === "/") return -1;
    } else if (token.kind === "char") {
      if (c !== token.char) return -1;
    } else if (token.kind === "class") {
      const code = c.codePointAt(0) ?? 0;
      const inside = token.ranges.some(([lo, hi]) => lo <= code && code <= hi);
      if (inside === token.negated) return -1;
    }
    i++;
  }
  return i;
}
async function expandPattern(root, pattern) {
  const matches = await goGlob(pattern, root);
  return matches.map((m) => import_node_path4.default.resolve(root, m)).sort(import_chunk_AUPPCWXN.compareUtf8);
}
var NAME_PATTERN = "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$";
var stringList = { type: "array", items: { type: "string" } };
var environment = (0, import_chunk_FPZXP5YK.closedObject)({
  server: { type: "string" },
  context: { type: "string" },
  defaultNamespace: { type: "string" },
  includes: stringList,
  excludes: stringList,
  properties: { type: "object" }
});
function variables(own, required) {
  return {
    type: "array",
    items: (0, import_chunk_FPZXP5YK.closedObject)({ name: { type: "string" }, ...own, secret: { type: "boolean" } }, { required })
  };
}
var environments = { type: "object", minProperties: 1, additionalProperties: environment };
var QBEC_APP_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["apiVersion", "kind", "metadata", "spec"],
  properties: {
    apiVersion: { type: "string", enum: ["qbec.io/v1alpha1"], "x-noun": "apiVersion" },
    kind: { type: "string", enum: ["App"], "x-noun": "kind" },
    metadata: (0, import_chunk_FPZXP5YK.closedObject)({ name: { type: "string", pattern: NAME_PATTERN } }, { required: ["name"] }),
    spec: {
      type: "object",
      additionalProperties: false,
      properties: {
        componentsDir: { type: "string" },
        paramsFile: { type: "string" },
        libPaths: stringList,
        postProcessor: { type: "string" },
        vars: {
          type: "object",
          additionalProperties: false,
          properties: {
            external: variables({ default: {} }, ["name"]),
            topLevel: variables({ components: { ...stringList, minItems: 1 } }, ["name", "components"]),
            computed: variables({ code: { type: "string" } }, ["name", "code"])
          }
        },
        environments,
        envFiles: stringList,
        excludes: stringList,
        baseProperties: { type: "object" },
        namespaceTagSuffix: { type: "boolean" },
        clusterScopedLists: { type: "boolean" },
        addComponentLabel: { type: "boolean" },
        dataSources: stringList,
        dsExamples: { type: "object" }
      }
    }
  }
};
var QBEC_ENVIRONMENT_MAP_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["apiVersion", "kind", "spec"],
  properties: {
    apiVersion: { type: "string", enum: ["qbec.io/v1alpha1"], "x-noun": "apiVersion" },
    kind: { type: "string", enum: ["EnvironmentMap"], "x-noun": "kind" },
    spec: (0, import_chunk_FPZXP5YK.closedObject)({ environments }, { required: ["environments"] })
  }
};
var QBEC_NAME_PATTERN = new RegExp(NAME_PATTERN);
async function loadQbecApp(opts) {
  const file = import_node_path2.default.join(opts.appDir, "qbec.yaml");
  const display = import_node_path2.default.relative(opts.displayRoot, file);
  let text;
  try {
    text = await opts.boundary.readText(file, display);
  } catch (err) {
    if (err instanceof import_chunk_A5J4CQWI.BoundaryError) {
      return {
        diagnostics: [
          {
            severity: "error",
            source: opts.source,
            file: display,
            message: err.message,
            reason: "OutsideRepository"
          }
        ]
      };
    }
    return {
      diagnostics: [
        {
          severity: "error",
          source: opts.source,
          file: display,
          message: `no qbec.yaml in ${import_node_path2.default.relative(opts.displayRoot, opts.appDir) || "."}`,
          reason: "NotFound"
        }
      ]
    };
  }
  const parsed = (0, import_chunk_V45YXJAE.parseYamlFile)(display, text, opts.source, { dialect: "go-yaml-v2" });
  const diagnostics = [...parsed.diagnostics];
  if (diagnostics.some((d) => d.severity === "error")) return { diagnostics };
  const schemaProblems = (0, import_chunk_UV6YLRJV.validateYaml)(parsed, QBEC_APP_SCHEMA);
  if (schemaProblems.length > 0) return { diagnostics: [...diagnostics, ...schemaProblems] };
  const raw = parsed.value;
  const spec = raw.spec;
  const environments2 = /* @__PURE__ */ new Map();
  for (const [name, env] of Object.entries(spec.environments ?? {})) {
    environments2.set(name, toEnvironment(name, env, parsed, ["spec", "environments", name]));
  }
  for (const [i, pattern] of (spec.envFiles ?? []).entries()) {
    const loaded = await loadEnvFiles(pattern, opts, parsed, ["spec", "envFiles", i]);
    diagnostics.push(...loaded.diagnostics);
    for (const env of loaded.environments) environments2.set(env.name, env);
  }
  if (environments2.size === 0 && !diagnostics.some((d) => d.severity === "error")) {
    diagnostics.push((0, import_chunk_V45YXJAE.diagnosticAt)(parsed, ["spec"], "no environments defined for app"));
  }
  for (const env of environments2.values()) diagnostics.push(...checkEnvironment(env));
  const app = {
    name: raw.metadata.name,
    root: opts.appDir,
    parsed,
    componentsDir: import_node_path2.default.resolve(opts.appDir, spec.componentsDir ?? "components"),
    libPaths: (spec.libPaths ?? []).map((p) => import_node_path2.default.resolve(opts.appDir, p)),
    postProcessors: (spec.postProcessor ?? "").split(":").filter((p) => p !== "").map((p) => import_node_path2.default.resolve(opts.appDir, p)),
    environments: environments2,
    excludes: spec.excludes ?? [],
    baseProperties: spec.baseProperties ?? {},
    namespaceTagSuffix: spec.namespaceTagSuffix ?? false,
    addComponentLabel: spec.addComponentLabel ?? false,
    external: (spec.vars?.external ?? []).map((v) => ({
      name: v.name,
      default: v.default,
      hasDefault: v.default !== void 0 && v.default !== null
    })),
    topLevel: (spec.vars?.topLevel ?? []).map((v, index) => ({
      name: v.name,
      components: v.components,
      index
    })),
    computed: (spec.vars?.computed ?? []).map((v, index) => ({ name: v.name, code: v.code, index }))
  };
  diagnostics.push(...checkVariables(app), ...checkPostProcessors(app));
  diagnostics.push(...await checkConfined(app, spec, opts.boundary));
  return { app, diagnostics };
}
async function checkConfined(app, spec, boundary) {
  const out = [];
  const check = async (abs, written2, at, what) => {
    const where = await boundary.locate(abs);
    if (!where.ok) {
      out.push(
        (0, import_chunk_V45YXJAE.diagnosticAt)(app.parsed, at, `${what} ${(0, import_chunk_A5J4CQWI.describeRefusal)(written2, where.refusal)}`, {
          reason: "OutsideRepository"
        })
      );
    }
  };
  await check(
    literalPrefix(app.componentsDir),
    spec.componentsDir ?? "components",
    ["spec", "componentsDir"],
    "componentsDir"
  );
  for (const [i, lib] of app.libPaths.entries()) {
    await check(lib, spec.libPaths?.[i] ?? lib, ["spec", "libPaths", i], "libPaths");
  }
  const written = (spec.postProcessor ?? "").split(":").filter((p) => p !== "");
  for (const [i, pp] of app.postProcessors.entries()) {
    await check(pp, written[i] ?? pp, ["spec", "postProcessor"], "postProcessor");
  }
  return out;
}
function literalPrefix(pattern) {
  const at = pattern.search(/[*?[]/);
  if (at < 0) return pattern;
  return import_node_path2.default.dirname(pattern.slice(0, at + 1));
}
function toEnvironment(name, env, parsed, at) {
  return {
    name,
    server: env.server,
    context: env.context,
    defaultNamespace: env.defaultNamespace,
    includes: env.includes ?? [],
    excludes: env.excludes ?? [],
    properties: env.properties ?? {},
    parsed,
    path: at
  };
}
function checkEnvironment(env) {
  const out = [];
  const at = (message, key = false) => out.push((0, import_chunk_V45YXJAE.diagnosticAt)(env.parsed, env.path, message, { key }));
  if (env.name === "_") at("cannot use _ as an environment name since it has a special meaning", true);
  else if (!QBEC_NAME_PATTERN.test(env.name))
    at(`invalid environment ${env.name}, must match ${QBEC_NAME_PATTERN.source}`, true);
  if (!env.server && !env.context) at(`verify environment ${env.name}: neither server nor context was set`);
  if (env.server && env.context)
    at(`verify environment ${env.name}: only one of server or context may be set`);
  const both = env.includes.filter((c) => env.excludes.includes(c));
  for (const c of both) at(`env ${env.name}: component ${c} present in both include and exclude sections`);
  return out;
}
function checkVariables(app) {
  const out = [];
  const duplicates = (vars, what) => {
    const seen = /* @__PURE__ */ new Set();
    for (const v of vars) {
      if (seen.has(v.name)) out.push((0, import_chunk_V45YXJAE.diagnosticAt)(app.parsed, v.at, `duplicate ${what} ${v.name}`));
      seen.add(v.name);
    }
  };
  duplicates(
    [
      ...app.external.map((v, i) => ({ name: v.name, at: ["spec", "vars", "external", i, "name"] })),
      ...app.computed.map((v) => ({ name: v.name, at: ["spec", "vars", "computed", v.index, "name"] }))
    ],
    "external variable"
  );
  duplicates(
    app.topLevel.map((v) => ({ name: v.name, at: ["spec", "vars", "topLevel", v.index, "name"] })),
    "top-level variable"
  );
  return out;
}
function checkPostProcessors(app) {
  const seen = /* @__PURE__ */ new Map();
  const out = [];
  for (const file of app.postProcessors) {
    const base = import_node_path2.default.basename(file);
    const name = base.includes(".") ? base.slice(0, base.lastIndexOf(".")) : base;
    const earlier = seen.get(name);
    const rel = (f) => import_node_path2.default.relative(app.root, f);
    if (earlier) {
      out.push(
        (0, import_chunk_V45YXJAE.diagnosticAt)(
          app.parsed,
          ["spec", "postProcessor"],
          `invalid post-processor '${rel(file)}', has the same base name as '${rel(earlier)}'`
        )
      );
    } else {
      seen.set(name, file);
    }
  }
  return out;
}
async function loadEnvFiles(pattern, opts, parsed, at) {
  if (/^https?:\/\//.test(pattern)) {
    return {
      environments: [],
      diagnostics: [
        (0, import_chunk_V45YXJAE.diagnosticAt)(
          parsed,
          at,
          `${pattern}: environment files from URLs are not read; rigging renders without network access, commit the file instead`
        )
      ]
    };
  }
  const where = await opts.boundary.locate(literalPrefix(import_node_path2.default.resolve(opts.appDir, pattern)));
  if (!where.ok) {
    const message = `envFiles ${(0, import_chunk_A5J4CQWI.describeRefusal)(pattern, where.refusal)}`;
    return {
      environments: [],
      diagnostics: [(0, import_chunk_V45YXJAE.diagnosticAt)(parsed, at, message, { reason: "OutsideRepository" })]
    };
  }
  let files;
  try {
    files = await expandPattern(opts.appDir, pattern);
  } catch (err) {
    if (!(err instanceof BadPatternError)) throw err;
    return {
      environments: [],
      diagnostics: [(0, import_chunk_V45YXJAE.diagnosticAt)(parsed, at, err.message, { reason: "BadPattern" })]
    };
  }
  if (files.length === 0)
    return { environments: [], diagnostics: [(0, import_chunk_V45YXJAE.diagnosticAt)(parsed, at, `${pattern}: file does not exist`)] };
  const environments2 = [];
  const diagnostics = [];
  for (const file of files) {
    const display = import_node_path2.default.relative(opts.displayRoot, file);
    const read = await opts.boundary.readTextOrRefusal(file, display);
    if ("refused" in read) {
      const message = `envFiles ${pattern}: ${read.refused}`;
      diagnostics.push((0, import_chunk_V45YXJAE.diagnosticAt)(parsed, at, message, { reason: "OutsideRepository" }));
      continue;
    }
    const envParsed = (0, import_chunk_V45YXJAE.parseYamlFile)(display, read.text, opts.source, { dialect: "go-yaml-v2" });
    diagnostics.push(...envParsed.diagnostics);
    if (envParsed.diagnostics.some((d) => d.severity === "error")) continue;
    const problems = (0, import_chunk_UV6YLRJV.validateYaml)(envParsed, QBEC_ENVIRONMENT_MAP_SCHEMA);
    diagnostics.push(...problems);
    if (problems.length > 0) continue;
    const envs = envParsed.value.spec.environments;
    for (const [name, env] of Object.entries(envs)) {
      environments2.push(toEnvironment(name, env, envParsed, ["spec", "environments", name]));
    }
  }
  return { environments: environments2, diagnostics };
}
var COMPONENT_EXTENSIONS = /* @__PURE__ */ new Set([".jsonnet", ".json", ".yaml"]);
async function discoverComponents(app, displayRoot, source, boundary) {
  const diagnostics = [];
  const rel = (f) => import_node_path5.default.relative(displayRoot, f);
  let dirs;
  try {
    dirs = await expandPattern(app.root, import_node_path5.default.relative(app.root, app.componentsDir) || ".");
  } catch (err) {
    if (!(err instanceof BadPatternError)) throw err;
    const at = (0, import_chunk_V45YXJAE.diagnosticAt)(app.parsed, ["spec", "componentsDir"], err.message, { reason: "BadPattern" });
    return { components: [], diagnostics: [at] };
  }
  if (dirs.length === 0) {
    diagnostics.push(
      (0, import_chunk_V45YXJAE.diagnosticAt)(
        app.parsed,
        ["spec", "componentsDir"],
        `no component directories found after expanding ${import_node_path5.default.relative(app.root, app.componentsDir)}`
      )
    );
    return { components: [], diagnostics };
  }
  const byName = /* @__PURE__ */ new Map();
  for (const dir of dirs) {
    const where = await boundary.locate(dir);
    if (!where.ok) {
      const message = `componentsDir: ${(0, import_chunk_A5J4CQWI.describeRefusal)(import_node_path5.default.relative(app.root, dir), where.refusal)}`;
      diagnostics.push(
        (0, import_chunk_V45YXJAE.diagnosticAt)(app.parsed, ["spec", "componentsDir"], message, { reason: "OutsideRepository" })
      );
      continue;
    }
    const entries = await (0, import_promises2.readdir)(dir, { withFileTypes: true }).catch((err) => {
      if (err.code === "ENOTDIR") {
        const message = `${import_node_path5.default.relative(app.root, dir)} is a file; componentsDir names a directory of components`;
        diagnostics.push(
          (0, import_chunk_V45YXJAE.diagnosticAt)(app.parsed, ["spec", "componentsDir"], message, { reason: "WrongPathKind" })
        );
      }
      return void 0;
    });
    if (!entries) continue;
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const entry of entries) {
      const full = import_node_path5.default.join(dir, entry.name);
      let component;
      if (entry.isDirectory()) {
        const inner = (await (0, import_promises2.readdir)(full, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name).sort();
        if (inner.includes("index.jsonnet")) {
          component = { name: entry.name, files: [import_node_path5.default.join(full, "index.jsonnet")], topLevelVars: [] };
        } else if (inner.includes("index.yaml")) {
          const files = inner.filter((n) => n.endsWith(".json") || n.endsWith(".yaml")).map((n) => import_node_path5.default.join(full, n));
          component = { name: entry.name, files, topLevelVars: [] };
        }
      } else if (entry.isFile()) {
        const ext = import_node_path5.default.extname(entry.name);
        if (COMPONENT_EXTENSIONS.has(ext)) {
          component = { name: entry.name.slice(0, -ext.length), files: [full], topLevelVars: [] };
        }
      }
      if (!component) continue;
      const earlier = byName.get(component.name);
      if (earlier) {
        diagnostics.push({
          severity: "error",
          source,
          file: rel(component.files[0] ?? full),
          message: `duplicate component ${component.name}, found ${rel(earlier.files[0] ?? "")} and ${rel(component.files[0] ?? "")}`,
          reason: "DuplicateComponent"
        });
        continue;
      }
      byName.set(component.name, component);
    }
  }
  for (const tla of app.topLevel) {
    for (const name of tla.components) byName.get(name)?.topLevelVars.push(tla.name);
  }
  diagnostics.push(...checkReferences(app, byName));
  return { components: [...byName.values()], diagnostics };
}
function checkReferences(app, known) {
  const out = [];
  const check = (names, at, what) => {
    const bad = names.filter((n) => !known.has(n));
    if (bad.length > 0)
      out.push((0, import_chunk_V45YXJAE.diagnosticAt)(app.parsed, at, `${what}: bad component reference(s): ${bad.join(",")}`));
  };
  check(app.excludes, ["spec", "excludes"], "default exclusions");
  for (const env of app.environments.values()) {
    const bad = (names, list, what) => {
      const unknown = names.filter((n) => !known.has(n));
      if (unknown.length > 0)
        out.push(
          (0, import_chunk_V45YXJAE.diagnosticAt)(
            env.parsed,
            [...env.path, list],
            `${env.name} ${what}: bad component reference(s): ${unknown.join(",")}`
          )
        );
    };
    bad(env.includes, "includes", "inclusions");
    bad(env.excludes, "excludes", "exclusions");
  }
  for (const tla of app.topLevel) {
    check(
      tla.components,
      ["spec", "vars", "topLevel", tla.index, "components"],
      `components for TLA ${tla.name}`
    );
  }
  return out;
}
function componentsForEnvironment(all, app, env) {
  const selected = new Set(all.map((c) => c.name).filter((n) => !app.excludes.includes(n)));
  for (const name of env.excludes) selected.delete(name);
  for (const name of env.includes) if (all.some((c) => c.name === name)) selected.add(name);
  return all.filter((c) => selected.has(c.name)).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
async function evaluateComponents(components, inputs) {
  const results = /* @__PURE__ */ new Map();
  const single = components.filter((c) => c.files.length !== 1 || !c.files[0]?.endsWith(".jsonnet"));
  const jsonnet = components.filter((c) => !single.includes(c));
  const chunks = Array.from({ length: Math.min(inputs.batches, jsonnet.length) }, () => []);
  for (const [i, c] of jsonnet.entries()) chunks[i % chunks.length]?.push(c);
  await Promise.all([
    ...single.map(async (c) => {
      results.set(c.name, await evaluateComponent(c, inputs));
    }),
    ...chunks.map(async (chunk) => {
      if (chunk.length > 1) {
        try {
          const out = await inputs.engine.evaluate({
            snippet: {
              code: batchSnippet(chunk, inputs.tlasFor),
              filename: import_node_path6.default.join(inputs.appRoot, "<components>")
            },
            extVars: inputs.vars,
            libPaths: inputs.libPaths,
            natives: import_chunk_VK2LHQFS.standardNatives,
            deadlineMs: inputs.budget.unitMs(),
            displayRoot: inputs.displayRoot
          });
          for (const [i, c] of chunk.entries()) results.set(c.name, { ok: true, output: out[i] });
          return;
        } catch (err) {
          if (!(err instanceof import_chunk_JAFFKCV6.JsonnetEvalError)) throw err;
        }
      }
      for (const c of chunk) results.set(c.name, await evaluateComponent(c, inputs));
    })
  ]);
  return results;
}
function batchSnippet(chunk, tlasFor) {
  const items = chunk.map((c) => {
    const args = Object.entries(tlasFor(c)).map(([name, v]) => `${name}=(${v.kind === "string" ? JSON.stringify(v.value) : v.value})`).join(", ");
    return `  (local top = import ${JSON.stringify(c.files[0])}; if std.isFunction(top) then top(${args}) else top)`;
  });
  return `[
${items.join(",\n")}
]
`;
}
async function evaluateComponent(component, inputs) {
  const outputs = [];
  for (const file of component.files) {
    const result = await evaluateFile(file, inputs, inputs.tlasFor(component));
    if (!result.ok) return result;
    outputs.push(result.output);
  }
  return { ok: true, output: outputs.length === 1 ? outputs[0] : outputs };
}
async function evaluateFile(file, inputs, tlas) {
  const display = import_node_path6.default.relative(inputs.displayRoot, file);
  const fail = (message, reason, line, column, at = display, trace = "") => ({
    ok: false,
    diagnostic: {
      severity: "error",
      source: inputs.source,
      file: at,
      line,
      column,
      message,
      ...trace ? { trace } : {},
      reason
    }
  });
  if (file.endsWith(".yaml") || file.endsWith(".json")) {
    let text;
    try {
      text = await inputs.boundary.readText(file, display);
    } catch (err) {
      if (err instanceof import_chunk_A5J4CQWI.BoundaryError) return fail(err.message, "OutsideRepository");
      return fail(`${display}: file not found`, "NotFound");
    }
    if (file.endsWith(".yaml")) {
      try {
        return { ok: true, output: (0, import_chunk_VK2LHQFS.parseYamlDocuments)(text) };
      } catch (err) {
        if (err instanceof import_chunk_VK2LHQFS.YamlParseError) return fail(err.message, "YamlSyntax", err.line, err.column);
        throw err;
      }
    }
    try {
      return { ok: true, output: (0, import_chunk_VK2LHQFS.parseFirstJsonValue)(text) };
    } catch (err) {
      if (err instanceof import_chunk_VK2LHQFS.JsonParseError)
        return fail(`invalid JSON: ${err.message}`, "JsonSyntax", err.line, err.column);
      throw err;
    }
  }
  try {
    const output = await inputs.engine.evaluate({
      file,
      extVars: inputs.vars,
      tlas,
      libPaths: inputs.libPaths,
      natives: import_chunk_VK2LHQFS.standardNatives,
      deadlineMs: inputs.budget.unitMs(),
      displayRoot: inputs.displayRoot
    });
    return { ok: true, output };
  } catch (err) {
    if (err instanceof import_chunk_JAFFKCV6.JsonnetEvalError)
      return fail(
        `${err.message}${err.hint}`,
        err.reason,
        err.line,
        err.column,
        err.file ?? display,
        err.trace
      );
    throw err;
  }
}
var ExtractError = class extends Error {
  constructor(message, at) {
    super(message);
    this.at = at;
    this.name = "ExtractError";
  }
  at;
};
function isKubeObject(v) {
  return (0, import_chunk_AUPPCWXN.isRecord)(v) && typeof v.kind === "string" && v.kind !== "" && typeof v.apiVersion === "string" && v.apiVersion !== "";
}
function typeName(v) {
  if (typeof v === "number") return "number";
  if (typeof v === "boolean") return "boolean";
  return typeof v;
}
function extractObjects(output) {
  const out = [];
  walk(output, "$", out);
  return out;
}
function walk(value, at, out) {
  if (value === null || value === void 0) return;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) walk(v, `${at}[${i}]`, out);
    return;
  }
  if (!(0, import_chunk_AUPPCWXN.isRecord)(value)) {
    throw new ExtractError(
      `non-kubernetes object found while evaluating path "${at}" (found ${JSON.stringify(typeName(value))})`,
      at
    );
  }
  if (isKubeObject(value)) {
    if (Array.isArray(value.items)) {
      walk(value.items, `${at}.items`, out);
      return;
    }
    const meta = value.metadata;
    const named = (0, import_chunk_AUPPCWXN.isRecord)(meta) && (typeof meta.name === "string" && meta.name !== "" || typeof meta.generateName === "string" && meta.generateName !== "");
    if (!named) {
      throw new ExtractError(
        `object (${value.apiVersion} ${value.kind}) did not have a name at path "${at}"`,
        at
      );
    }
    out.push(value);
    return;
  }
  for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`, out);
}
function metadataProblem(obj) {
  for (const field of ["labels", "annotations"]) {
    const map = obj.metadata[field];
    if (map === void 0 || map === null) continue;
    if (typeof map !== "object" || Array.isArray(map)) return `.metadata.${field} must be a map of strings`;
    for (const [k, v] of Object.entries(map)) {
      if (v !== null && typeof v !== "string")
        return `.metadata.${field}["${k}"] must be a string, got ${JSON.stringify(v)}`;
    }
  }
  return void 0;
}
function withQbecMetadata(obj, attrs) {
  const labels = { ...obj.metadata.labels ?? {} };
  labels["qbec.io/application"] = attrs.app;
  labels["qbec.io/environment"] = attrs.environment;
  if (attrs.tag) labels["qbec.io/tag"] = attrs.tag;
  if (attrs.addComponentLabel) labels["qbec.io/component"] = attrs.component;
  const annotations = {
    ...obj.metadata.annotations ?? {},
    "qbec.io/component": attrs.component
  };
  const metadata = { ...obj.metadata, labels, annotations };
  if (metadata.name && metadata.generateName) delete metadata.generateName;
  return { ...obj, metadata };
}
var POST_PROCESSOR = "<post-processor>";
async function postProcess(files, objects, inputs) {
  let current = objects;
  for (const file of files) {
    if (current.length === 0) break;
    const display = import_node_path7.default.relative(inputs.displayRoot, file);
    const fail = (message, extra = {}) => ({
      objects: [],
      diagnostic: {
        severity: "error",
        source: inputs.source,
        file: display,
        message: `run post-processor ${display}: ${message}`,
        reason: "PostProcessor",
        ...extra
      }
    });
    let result;
    try {
      result = await inputs.engine.evaluate({
        snippet: {
          code: `local pp = import ${JSON.stringify(file)};
function(objects) [pp(object=o) for o in objects]
`,
          filename: import_node_path7.default.join(inputs.appRoot, POST_PROCESSOR)
        },
        extVars: inputs.vars,
        tlas: { objects: (0, import_chunk_JAFFKCV6.codeVar)(JSON.stringify(current)) },
        libPaths: inputs.libPaths,
        natives: import_chunk_VK2LHQFS.standardNatives,
        deadlineMs: inputs.budget.unitMs(),
        displayRoot: inputs.displayRoot
      });
    } catch (err) {
      if (err instanceof import_chunk_JAFFKCV6.JsonnetEvalError) {
        const trace = (0, import_chunk_4H5LTKKG.withoutFrames)(err.trace, POST_PROCESSOR);
        return fail(`post-eval object: ${err.message}`, {
          ...err.file ? { file: err.file, line: err.line, column: err.column } : {},
          ...trace ? { trace } : {}
        });
      }
      throw err;
    }
    const out = result;
    for (const value of out) {
      if (value === null || typeof value !== "object" || Array.isArray(value)) {
        return fail(`post-eval did not return an object (got ${describe(value)})`);
      }
      if (!isKubeObject(value) || Array.isArray(value.items)) {
        return fail(`post-eval did not return a K8s object (got ${describe(value)})`);
      }
    }
    current = out;
  }
  return { objects: current };
}
function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "object")
    return `an object with keys ${Object.keys(value).slice(0, 5).join(", ") || "(none)"}`;
  return `a ${typeof value}`;
}
function defaultNamespace(app, env, tag) {
  const ns = env.defaultNamespace || "default";
  return app.namespaceTagSuffix && tag ? `${ns}-${tag}` : ns;
}
async function environmentVars(app, env, engine, inputs) {
  const diagnostics = [];
  const vars = {};
  for (const v of app.external) if (v.hasDefault) vars[v.name] = (0, import_chunk_JAFFKCV6.valueVar)(v.default);
  for (const [name, value] of Object.entries(inputs.extVars)) vars[name] = (0, import_chunk_JAFFKCV6.valueVar)(value);
  const qbecVars = {
    "qbec.io/env": (0, import_chunk_JAFFKCV6.stringVar)(env.name),
    "qbec.io/tag": (0, import_chunk_JAFFKCV6.stringVar)(inputs.tag),
    "qbec.io/defaultNs": (0, import_chunk_JAFFKCV6.stringVar)(defaultNamespace(app, env, inputs.tag)),
    "qbec.io/cleanMode": (0, import_chunk_JAFFKCV6.stringVar)("off"),
    "qbec.io/envProperties": (0, import_chunk_JAFFKCV6.codeVar)(JSON.stringify((0, import_chunk_AUPPCWXN.deepMerge)(app.baseProperties, env.properties)))
  };
  Object.assign(vars, qbecVars);
  for (const c of app.computed)
    vars[c.name] = (0, import_chunk_JAFFKCV6.codeVar)(`error 'variable ${c.name} has not yet been computed'`);
  for (const c of app.computed) {
    try {
      const value = await engine.evaluate({
        snippet: { code: c.code, filename: `${app.root}/${c.name}` },
        extVars: vars,
        libPaths: app.libPaths,
        natives: import_chunk_VK2LHQFS.standardNatives,
        deadlineMs: inputs.budget.unitMs(),
        displayRoot: inputs.displayRoot
      });
      vars[c.name] = (0, import_chunk_JAFFKCV6.codeVar)(JSON.stringify(value));
    } catch (err) {
      const message = err instanceof import_chunk_JAFFKCV6.JsonnetEvalError ? err.message : String(err);
      const trace = err instanceof import_chunk_JAFFKCV6.JsonnetEvalError ? err.trace : "";
      diagnostics.push({
        ...(0, import_chunk_V45YXJAE.diagnosticAt)(
          app.parsed,
          ["spec", "vars", "computed", c.index, "code"],
          `eval computed var ${c.name}: ${message}`,
          { reason: "ComputedVar" }
        ),
        ...trace ? { trace } : {}
      });
    }
  }
  return { vars: { ...vars, ...qbecVars }, diagnostics };
}
function componentTlas(topLevelVars, given) {
  const tlas = {};
  for (const name of topLevelVars) if (name in given) tlas[name] = (0, import_chunk_JAFFKCV6.valueVar)(given[name]);
  return tlas;
}
var BATCHES = Math.max(2, (0, import_node_os.availableParallelism)());
function displayFile(root, component) {
  return import_node_path.default.relative(root, component.files[0] ?? "");
}
var qbecRenderer = {
  async open(source, ctx) {
    const loaded = await loadQbecApp({
      appDir: source.absPath,
      displayRoot: ctx.root,
      source: source.name,
      boundary: ctx.boundary
    });
    const opened = [...loaded.diagnostics];
    const app = loaded.app;
    let components = [];
    if (app && !opened.some((d) => d.severity === "error")) {
      const found = await discoverComponents(app, ctx.root, source.name, ctx.boundary);
      components = found.components;
      opened.push(...found.diagnostics);
    }
    const failed = !app || opened.some((d) => d.severity === "error");
    return {
      render: (environment2) => failed ? Promise.resolve({ objects: [], artifacts: [], diagnostics: opened }) : renderEnvironment(app, components, source, environment2, ctx, opened)
    };
  }
};
async function renderEnvironment(app, all, source, environment2, ctx, opened) {
  const diagnostics = [...opened];
  const result = { objects: [], artifacts: [], diagnostics };
  const env = qbecEnvironment(app, source, environment2, diagnostics);
  if (!env) return result;
  const run = { app, env, source, ctx, tag: source.appTag ?? "", diagnostics };
  const vars = await computeVars(run);
  if (!vars) return result;
  const selected = componentsForEnvironment(all, app, env);
  const engine = ctx.engines.jsonnet();
  const evaluated = await evaluateComponents(selected, {
    engine,
    boundary: ctx.boundary,
    vars,
    tlasFor: (c) => componentTlas(c.topLevelVars, source.tlaVars),
    libPaths: app.libPaths,
    displayRoot: ctx.root,
    appRoot: app.root,
    source: source.name,
    budget: ctx.budget,
    batches: engine.costlyStart ? BATCHES : Number.POSITIVE_INFINITY
  });
  result.secrets = (0, import_chunk_WUBCKF5M.collectSecrets)([...evaluated.values()].map((e) => e.ok ? e.output : void 0));
  const extracted = flatten(run, selected, evaluated);
  if ((0, import_chunk_3UXC5BMU.hasErrors)(diagnostics)) return result;
  const processed = await postProcess(
    app.postProcessors,
    extracted.map((e) => e.object),
    {
      engine: ctx.engines.jsonnet(),
      vars,
      libPaths: app.libPaths,
      appRoot: app.root,
      displayRoot: ctx.root,
      source: source.name,
      budget: ctx.budget
    }
  );
  if (processed.diagnostic) {
    diagnostics.push(processed.diagnostic);
    return result;
  }
  result.objects = withMetadata(run, extracted, processed.objects);
  return result;
}
function qbecEnvironment(app, source, environment2, diagnostics) {
  const name = source.environments[environment2.name] ?? environment2.name;
  const env = app.environments.get(name);
  if (env) return env;
  const known = [...app.environments.keys()].join(", ");
  diagnostics.push({
    severity: "error",
    source: source.name,
    file: app.parsed.file,
    // At the environments it is none of.
    ...(0, import_chunk_V45YXJAE.positionOf)(app.parsed, ["spec", "environments"], { key: true }),
    message: `environment "${name}" is not defined in ${app.parsed.file}${(0, import_chunk_CCBYBVFN.suggestion)(name, app.environments.keys())} (it has: ${known}); map it under the source's environments in rigging.yaml`,
    reason: "UnknownEnvironment"
  });
  return void 0;
}
async function computeVars(run) {
  const { vars, diagnostics } = await environmentVars(run.app, run.env, run.ctx.engines.jsonnet(), {
    extVars: run.source.extVars,
    tag: run.tag,
    source: run.source.name,
    displayRoot: run.ctx.root,
    budget: run.ctx.budget
  });
  run.diagnostics.push(...diagnostics);
  return (0, import_chunk_3UXC5BMU.hasErrors)(diagnostics) ? void 0 : vars;
}
function flatten(run, selected, evaluated) {
  const extracted = [];
  for (const component of selected) {
    const out = evaluated.get(component.name);
    if (!out) continue;
    if (!out.ok) {
      run.diagnostics.push(out.diagnostic);
      continue;
    }
    try {
      for (const object of extractObjects(out.output)) extracted.push({ component, object });
    } catch (err) {
      if (!(err instanceof ExtractError)) throw err;
      run.diagnostics.push({
        severity: "error",
        source: run.source.name,
        file: displayFile(run.ctx.root, component),
        message: `component ${component.name}: ${err.message}`,
        reason: "InvalidOutput"
      });
    }
  }
  return extracted;
}
function withMetadata(run, extracted, processed) {
  const { app, env, source, ctx, tag } = run;
  const defaultNs = defaultNamespace(app, env, tag);
  const objects = [];
  processed.forEach((obj, i) => {
    const component = extracted[i]?.component;
    if (!component) return;
    const file = displayFile(ctx.root, component);
    const problem = metadataProblem(obj);
    if (problem) {
      const name = `${obj.kind} ${obj.metadata.name ?? obj.metadata.generateName}`;
      run.diagnostics.push({
        severity: "error",
        source: source.name,
        file,
        message: `component ${component.name}: ${name}: ${problem}`,
        reason: "InvalidMetadata"
      });
      return;
    }
    const object = withQbecMetadata(obj, {
      app: app.name,
      environment: env.name,
      tag,
      component: component.name,
      addComponentLabel: app.addComponentLabel
    });
    objects.push({
      source: source.name,
      component: component.name,
      file,
      defaultNamespace: defaultNs,
      object
    });
  });
  return objects;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  qbecRenderer
});

},
})
