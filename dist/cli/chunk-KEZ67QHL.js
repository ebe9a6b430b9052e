({
"chunk-KEZ67QHL.js": function (exports, require, module, __filename, __dirname) {
// src/config/load.ts
// src/config/parse.ts
// src/config/build.ts
// src/config/pointer.ts
// src/config/schema.ts
// src/config/ignore.ts
// src/config/refused.ts
// src/config/checks.ts
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  findConfig: () => findConfig,
  loadConfig: () => loadConfig
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_GBPQ6C2Q = require("./chunk-GBPQ6C2Q.js");
var import_chunk_FPZXP5YK = require("./chunk-FPZXP5YK.js");
var import_chunk_UV6YLRJV = require("./chunk-UV6YLRJV.js");
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var import_chunk_3UXC5BMU = require("./chunk-3UXC5BMU.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_node_path2 = require("node:path");
var import_node_path3 = require("node:path");
var import_yaml = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
function parsePointer(pointer) {
  if (!pointer.startsWith("/")) return { ok: false, error: 'it must start with "/"' };
  const tokens = [];
  for (const raw of pointer.slice(1).split("/")) {
    if (/~(?![01])/.test(raw)) {
      return { ok: false, error: '"~" must be followed by 0 or 1 (write "~0" for "~" and "~1" for "/")' };
    }
    tokens.push(raw.replace(/~1/g, "/").replace(/~0/g, "~"));
  }
  return { ok: true, tokens };
}
var API_VERSION = "rigging.dev/v1alpha1";
var KIND = "Pipeline";
var PIPELINE_NAME = "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$";
var PIPELINE_NAME_HINT = 'use lowercase letters, digits and "-", starting and ending with a letter or digit';
var NAME = "^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$";
var NAME_HINT = 'use lowercase letters, digits, "-", "_" and ".", starting and ending with a letter or digit';
var mapping = { type: "object" };
function typeBranch(spec) {
  return {
    if: { properties: { type: { const: spec.type } }, required: ["type"] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
    then: {
      properties: { name: {}, type: {}, path: {}, ...spec.keys },
      additionalProperties: false,
      "x-noun": `${spec.type} source`
    }
  };
}
function sourceSchema(types) {
  return {
    type: "object",
    required: ["name", "type", "path"],
    properties: {
      name: { type: "string", pattern: NAME, "x-noun": "source name", "x-hint": NAME_HINT },
      type: { type: "string", enum: types.map((t) => t.type), "x-noun": "source type" },
      path: { type: "string", minLength: 1, "x-noun": "path" }
    },
    allOf: types.map(typeBranch)
  };
}
var environment = (0, import_chunk_FPZXP5YK.closedObject)(
  { target: { type: "string" }, properties: mapping },
  { "x-noun": "environment" }
);
function stringList(noun) {
  return { type: "array", minItems: 1, items: { type: "string", minLength: 1, "x-noun": noun } };
}
var ignoreRuleSchema = {
  type: "object",
  properties: {
    kind: { type: "string", minLength: 1, "x-noun": "kind" },
    group: { type: "string" },
    name: { type: "string", minLength: 1, "x-noun": "name pattern" },
    namespace: { type: "string", minLength: 1, "x-noun": "namespace pattern" },
    paths: stringList("JSON pointer"),
    labels: stringList("label key"),
    annotations: stringList("annotation key")
  },
  additionalProperties: false,
  "x-noun": "ignore rule"
};
var schemas = /* @__PURE__ */ new Map();
function pipelineSchema(types) {
  const id = types.map((t) => t.type).join("\n");
  const known = schemas.get(id);
  if (known?.types.every((t, i) => t === types[i])) return known.schema;
  const schema = pipelineSchemaOf(types);
  schemas.set(id, { types: [...types], schema });
  return schema;
}
function pipelineSchemaOf(types) {
  return {
    type: "object",
    required: ["apiVersion", "kind", "metadata", "spec"],
    properties: {
      apiVersion: { type: "string", const: API_VERSION, "x-noun": "apiVersion" },
      kind: { type: "string", const: KIND, "x-noun": "kind" },
      metadata: {
        type: "object",
        required: ["name"],
        properties: {
          name: {
            type: "string",
            pattern: PIPELINE_NAME,
            "x-noun": "pipeline name",
            "x-hint": PIPELINE_NAME_HINT
          }
        },
        additionalProperties: false
      },
      spec: {
        type: "object",
        required: ["environments", "sources"],
        properties: {
          environments: {
            type: "object",
            minProperties: 1,
            propertyNames: { pattern: NAME, "x-noun": "environment name", "x-hint": NAME_HINT },
            additionalProperties: environment
          },
          sources: { type: "array", minItems: 1, items: sourceSchema(types) },
          diff: (0, import_chunk_FPZXP5YK.closedObject)({
            // Only `true` is accepted (refused.ts): redaction cannot be turned off.
            redactSecrets: { type: "boolean" },
            ignore: { type: "array", items: ignoreRuleSchema }
          }),
          deploy: (0, import_chunk_FPZXP5YK.closedObject)({
            prune: { type: "boolean" },
            pruneAdopted: { type: "boolean" },
            allowEmpty: { type: "boolean" },
            wait: { type: "boolean" }
          }),
          jsonnet: (0, import_chunk_FPZXP5YK.closedObject)({
            engine: { type: "string", enum: ["libjsonnet", "rigging"], "x-noun": "jsonnet engine" }
          })
        },
        additionalProperties: false
      }
    },
    additionalProperties: false
  };
}
var IGNORE_PATH = ["spec", "diff", "ignore"];
var WHAT_KEYS = ["paths", "labels", "annotations"];
var KNOWN_KEYS = Object.keys(ignoreRuleSchema.properties);
function rawRules(value) {
  let node = value;
  for (const key of IGNORE_PATH) node = (0, import_chunk_AUPPCWXN.isRecord)(node) ? node[key] : void 0;
  return Array.isArray(node) ? node : [];
}
function checkIgnoreRules(parsed) {
  const diagnostics = [];
  rawRules(parsed.value).forEach((rule, index) => {
    if (!(0, import_chunk_AUPPCWXN.isRecord)(rule)) return;
    const at = [...IGNORE_PATH, index];
    const typo = Object.keys(rule).some((key) => !KNOWN_KEYS.includes(key));
    if (!typo && !WHAT_KEYS.some((key) => key in rule)) {
      const message = "a rule needs paths, labels or annotations";
      diagnostics.push((0, import_chunk_V45YXJAE.diagnosticAt)(parsed, at, message, { reason: "EmptyIgnoreRule" }));
    }
    if (!Array.isArray(rule.paths)) return;
    rule.paths.forEach((pointer, i) => {
      if (typeof pointer !== "string" || pointer === "") return;
      const result = parsePointer(pointer);
      if (result.ok) return;
      const message = `invalid JSON pointer ${JSON.stringify(pointer)}: ${result.error}`;
      diagnostics.push((0, import_chunk_V45YXJAE.diagnosticAt)(parsed, [...at, "paths", i], message, { reason: "InvalidPointer" }));
    });
  });
  return diagnostics;
}
function buildIgnoreRules(raw) {
  return raw.map((r) => {
    const pointers = r.paths ?? [];
    const rule = {
      paths: pointers.map((p) => {
        const result = parsePointer(p);
        if (!result.ok) throw new Error(`unchecked JSON pointer ${JSON.stringify(p)}`);
        return result.tokens;
      }),
      pointers,
      labels: r.labels ?? [],
      annotations: r.annotations ?? []
    };
    for (const key of ["kind", "group", "name", "namespace"]) {
      const value = r[key];
      if (value !== void 0) rule[key] = value;
    }
    return rule;
  });
}
function buildConfig(parsed, file, root, repository, types) {
  const raw = parsed.value;
  const { spec } = raw;
  return {
    file,
    root,
    repository,
    places: {
      environments: (0, import_chunk_V45YXJAE.positionOf)(parsed, ["spec", "environments"], { key: true }),
      sources: (0, import_chunk_V45YXJAE.positionOf)(parsed, ["spec", "sources"], { key: true })
    },
    name: raw.metadata.name,
    environments: environmentNames(parsed, spec.environments).map((name) => {
      const env = spec.environments[name] ?? {};
      const built = { name };
      if (env.target !== void 0) built.target = env.target;
      return built;
    }),
    sources: spec.sources.map((s) => buildSource(s, root, types)),
    diff: {
      ignore: buildIgnoreRules(spec.diff?.ignore ?? [])
    },
    deploy: {
      prune: spec.deploy?.prune ?? true,
      pruneAdopted: spec.deploy?.pruneAdopted ?? false,
      allowEmpty: spec.deploy?.allowEmpty ?? false,
      wait: spec.deploy?.wait ?? true
    },
    // rigging's own engine: no native addon, any runner (libjsonnet stays selectable).
    jsonnet: { engine: spec.jsonnet?.engine ?? "rigging" }
  };
}
function environmentNames(parsed, environments) {
  const node = (0, import_chunk_V45YXJAE.nodeAt)(parsed, ["spec", "environments"]);
  if (!(0, import_yaml.isMap)(node)) return Object.keys(environments);
  return node.items.map((pair) => String((0, import_yaml.isScalar)(pair.key) ? pair.key.value : pair.key));
}
function buildSource(raw, root, types) {
  const { name, type, path, ...rest } = raw;
  const spec = types.find((t) => t.type === type);
  if (!spec) throw new Error(`source type ${type} passed the schema but is not registered`);
  return { ...spec.build(rest), name, type, path, absPath: (0, import_node_path3.resolve)(root, path) };
}
function checkRefusedKeys(parsed) {
  const diagnostics = [];
  const spec = (0, import_chunk_AUPPCWXN.isRecord)(parsed.value) && (0, import_chunk_AUPPCWXN.isRecord)(parsed.value.spec) ? parsed.value.spec : {};
  const environments = (0, import_chunk_AUPPCWXN.isRecord)(spec.environments) ? spec.environments : {};
  for (const [name, env] of Object.entries(environments)) {
    if (!(0, import_chunk_AUPPCWXN.isRecord)(env) || !("properties" in env)) continue;
    const message = `rigging passes no properties to sources: put per-environment values in the source's own files (a qbec app's qbec.yaml environments.${name}.properties, a bosh source's overrides.${name}, a blueprint source's values, a stack's params file for the environment)`;
    diagnostics.push(
      (0, import_chunk_V45YXJAE.diagnosticAt)(parsed, ["spec", "environments", name, "properties"], message, {
        key: true,
        reason: "UnsupportedKey"
      })
    );
  }
  const diff = (0, import_chunk_AUPPCWXN.isRecord)(spec.diff) ? spec.diff : {};
  if (diff.redactSecrets === false) {
    const message = "Secret values are always redacted: a pull request could otherwise turn redaction off in its own rigging.yaml and have its comment print them. Remove the key; `rigging render --show-secrets` prints values on your own machine";
    diagnostics.push(
      (0, import_chunk_V45YXJAE.diagnosticAt)(parsed, ["spec", "diff", "redactSecrets"], message, { reason: "UnsupportedKey" })
    );
  }
  return diagnostics;
}
function checkPipeline(parsed, opts) {
  const spec = (0, import_chunk_AUPPCWXN.isRecord)(parsed.value) && (0, import_chunk_AUPPCWXN.isRecord)(parsed.value.spec) ? parsed.value.spec : {};
  const sources = Array.isArray(spec.sources) ? spec.sources : [];
  const environments = (0, import_chunk_AUPPCWXN.isRecord)(spec.environments) ? Object.keys(spec.environments) : void 0;
  const diagnostics = [];
  const firstByName = /* @__PURE__ */ new Map();
  sources.forEach((source, index) => {
    if (!(0, import_chunk_AUPPCWXN.isRecord)(source)) return;
    const at = ["spec", "sources", index];
    if (typeof source.name === "string") {
      const first = firstByName.get(source.name);
      if (first === void 0) firstByName.set(source.name, index);
      else {
        const { line } = (0, import_chunk_V45YXJAE.positionOf)(parsed, ["spec", "sources", first, "name"]);
        const message = `duplicate source name ${JSON.stringify(source.name)} (first at line ${line})`;
        diagnostics.push((0, import_chunk_V45YXJAE.diagnosticAt)(parsed, [...at, "name"], message, { reason: "DuplicateSource" }));
      }
    }
    const type = opts.types.find((t) => t.type === source.type);
    if (type?.check) diagnostics.push(...type.check({ parsed, at, source, environments }));
    if (opts.skipPathChecks) return;
    const pathKeys = ["path", ...type?.pathKeys ?? []];
    for (const key of pathKeys) {
      const written = source[key];
      if (typeof written !== "string" || written === "") continue;
      const paths = written.includes(import_chunk_GBPQ6C2Q.ENV_PLACEHOLDER) ? (environments ?? []).map((env) => (0, import_chunk_GBPQ6C2Q.expandEnv)(written, env)) : [written];
      for (const rel of paths) {
        const found = (0, import_chunk_GBPQ6C2Q.lookupPath)(opts.root, rel, opts.repository);
        if (found.exists) {
          const want = type?.pathKinds?.[key];
          if (want && found.directory !== (want.kind === "directory")) {
            const is = found.directory ? "a directory" : "a file";
            const message = `${rel} is ${is}; a ${type?.type} source's ${key} is ${want.what}`;
            diagnostics.push((0, import_chunk_V45YXJAE.diagnosticAt)(parsed, [...at, key], message, { reason: "WrongPathKind" }));
          }
          continue;
        }
        if ("refusal" in found) {
          diagnostics.push(
            (0, import_chunk_V45YXJAE.diagnosticAt)(parsed, [...at, key], (0, import_chunk_A5J4CQWI.describeRefusal)(rel, found.refusal), {
              reason: "OutsideRepository"
            })
          );
          continue;
        }
        const hint = found.suggestion ? ` (did you mean ${JSON.stringify(found.suggestion)}?)` : "";
        diagnostics.push(
          (0, import_chunk_V45YXJAE.diagnosticAt)(parsed, [...at, key], `${rel} does not exist${hint}`, { reason: "MissingPath" })
        );
      }
    }
  });
  diagnostics.push(...checkIgnoreRules(parsed), ...checkRefusedKeys(parsed));
  return diagnostics;
}
var CONFIG_SOURCE = "config";
function parseConfig(text, opts) {
  const file = (0, import_node_path2.resolve)(opts.file);
  const root = (0, import_node_path2.resolve)(opts.root ?? (0, import_node_path2.dirname)(file));
  const displayPath = opts.displayPath ?? (0, import_node_path2.relative)(root, file);
  const repository = (0, import_node_path2.resolve)(opts.repository ?? (0, import_chunk_A5J4CQWI.findRepositoryRoot)(root));
  const parsed = (0, import_chunk_V45YXJAE.parseYamlFile)(displayPath, text, CONFIG_SOURCE);
  const diagnostics = [...parsed.diagnostics];
  if (parsed.doc.contents === null && diagnostics.length === 0) {
    diagnostics.push({
      severity: "error",
      source: CONFIG_SOURCE,
      file: displayPath,
      line: 1,
      column: 1,
      message: `file is empty; expected a ${KIND} with apiVersion ${API_VERSION}`,
      reason: "EmptyFile"
    });
  } else if ((0, import_chunk_V45YXJAE.hasOnlyDuplicateKeyErrors)(parsed)) {
    diagnostics.push(...(0, import_chunk_UV6YLRJV.validateYaml)(parsed, pipelineSchema(opts.types)));
    diagnostics.push(
      ...checkPipeline(parsed, { types: opts.types, root, repository, skipPathChecks: opts.skipPathChecks })
    );
  }
  const sorted = (0, import_chunk_V45YXJAE.sortDiagnostics)(diagnostics);
  if ((0, import_chunk_3UXC5BMU.hasErrors)(sorted)) return { diagnostics: sorted };
  return { config: buildConfig(parsed, file, root, repository, opts.types), diagnostics: sorted };
}
var CONFIG_FILE = "rigging.yaml";
function findConfig(cwd, explicit) {
  let candidate = explicit ? (0, import_node_path.resolve)(cwd, explicit) : (0, import_node_path.join)((0, import_node_path.resolve)(cwd), CONFIG_FILE);
  if (explicit && (0, import_node_fs.statSync)(candidate, { throwIfNoEntry: false })?.isDirectory()) {
    candidate = (0, import_node_path.join)(candidate, CONFIG_FILE);
  }
  if ((0, import_node_fs.statSync)(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  const message = explicit ? `config file ${explicit} not found (looked for ${candidate})` : `no ${CONFIG_FILE} in ${(0, import_node_path.resolve)(cwd)}; run rigging where it is or pass its path`;
  throw new import_chunk_3UXC5BMU.DiagnosticError([
    { severity: "error", source: CONFIG_SOURCE, message, reason: "ConfigNotFound" }
  ]);
}
async function loadConfig(file, opts) {
  const abs = (0, import_node_path.resolve)(file);
  const displayPath = (0, import_node_path.basename)(abs);
  const repository = opts.repository ?? (0, import_chunk_A5J4CQWI.findRepositoryRoot)((0, import_node_path.dirname)(abs));
  let text;
  try {
    text = await import_chunk_A5J4CQWI.RepositoryBoundary.at(repository).readText(abs, displayPath);
  } catch (err) {
    if (err instanceof import_chunk_A5J4CQWI.BoundaryError) {
      throw new import_chunk_3UXC5BMU.DiagnosticError([
        {
          severity: "error",
          source: CONFIG_SOURCE,
          file: displayPath,
          message: err.message,
          reason: "OutsideRepository"
        }
      ]);
    }
    const message = `cannot read ${abs}: ${describeFsError(err)}`;
    throw new import_chunk_3UXC5BMU.DiagnosticError([
      { severity: "error", source: CONFIG_SOURCE, file: displayPath, message, reason: "ConfigUnreadable" }
    ]);
  }
  const { config, diagnostics } = parseConfig(text, {
    types: opts.types,
    file: abs,
    root: (0, import_node_path.dirname)(abs),
    repository,
    displayPath
  });
  if (!config) throw new import_chunk_3UXC5BMU.DiagnosticError(diagnostics);
  return config;
}
function describeFsError(err) {
  const code = err.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "it is a directory";
  if (code === "EACCES") return "permission denied";
  return code ?? String(err.message ?? err);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  findConfig,
  loadConfig
});

},
})
