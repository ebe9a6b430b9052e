({
"chunk-IXH4TC6Y.js": function (exports, require, module, __filename, __dirname) {
// src/render/stack/names.ts
// src/model/hub-plan.ts
// src/render/stack/print.ts
// src/render/stack/plan.ts
// src/render/lazy-renderer.ts
// src/render/blueprint/options.ts
// src/render/blueprint/index.ts
// src/render/bosh/options.ts
// src/render/bosh/index.ts
// src/render/qbec/options.ts
// src/render/qbec/index.ts
// src/render/snippet/options.ts
// src/render/snippet/index.ts
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
  ELABORATE_ARTIFACT: () => ELABORATE_ARTIFACT,
  PLAN_MEDIA_TYPE: () => PLAN_MEDIA_TYPE,
  blueprintSource: () => blueprintSource,
  boshSource: () => boshSource,
  elaborateArtifact: () => elaborateArtifact,
  isEmpty: () => isEmpty,
  isSecret: () => isSecret,
  lazyRenderer: () => lazyRenderer,
  looksLikeSecret: () => looksLikeSecret,
  maskedValue: () => maskedValue,
  outputQualifiedName: () => outputQualifiedName,
  plainName: () => plainName,
  planArtifact: () => planArtifact,
  planDocument: () => planDocument,
  qbecSource: () => qbecSource,
  qualifiedName: () => qualifiedName,
  snippetSource: () => snippetSource,
  valueString: () => valueString
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var import_chunk_DFOFJBZU = require("./chunk-DFOFJBZU.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_path = __toESM(require("node:path"));
function isEmpty(value) {
  return value === void 0 || value === null || value === "";
}
function qualifiedName(name, component) {
  return component ? `${name}|${component}` : name;
}
function outputQualifiedName(name, component) {
  return component ? `${component}:${name}` : name;
}
function plainName(name) {
  const i = name.indexOf(":");
  return i > 0 ? name.slice(0, i) : name;
}
function valueString(value) {
  if (value === void 0 || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return `[${value.map(valueString).join(" ")}]`;
  if (value instanceof Map) {
    const entries = [...value.entries()].map(([k, v]) => [valueString(k), v]);
    return `map[${entries.sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([k, v]) => `${k}:${valueString(v)}`).join(" ")}]`;
  }
  if ((0, import_chunk_AUPPCWXN.isRecord)(value)) {
    return `map[${Object.keys(value).sort().map((k) => `${k}:${valueString(value[k])}`).join(" ")}]`;
  }
  return String(value);
}
var secretWords = ["password", "secret", "key", "cert", "token", "cookie"];
var secretSuffixes = secretWords.flatMap((w) => [
  `.${w}`,
  `_${w}`,
  w[0]?.toUpperCase() + w.slice(1),
  w.toUpperCase()
]);
function looksLikeSecret(name) {
  const bar = name.indexOf("|");
  const plain = bar > 0 ? name.slice(0, bar) : name;
  if (plain === "cloud.sshKey") return false;
  return secretSuffixes.some((s) => plain.endsWith(s));
}
function isSecret(name, kind) {
  return (kind ?? "").startsWith("secret") || looksLikeSecret(name);
}
function maskedValue(name, kind, value) {
  return isSecret(name, kind) && value !== "" ? "(masked)" : value.trim();
}
var PLAN_MEDIA_TYPE = "application/vnd.rigging.hub-plan+json";
var import_yaml = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
function elaboratedYaml(stack) {
  const documents = [stackDocument(stack, stack.dir)];
  for (const c of stack.components) {
    const m = c.manifest;
    if (!m) continue;
    documents.push(
      compact({
        version: m.document.version,
        kind: m.document.kind,
        meta: m.meta,
        requires: m.requires,
        provides: m.provides,
        lifecycle: lifecycleDocument(m.lifecycle),
        outputs: m.outputs.map(outputDocument),
        parameters: m.parameters.map(parameterDocument),
        templates: m.templates
      })
    );
  }
  return documents.map((d) => `---
${(0, import_yaml.stringify)(d, { lineWidth: 0 })}`).join("");
}
function stackDocument(stack, leafDir) {
  return compact({
    version: stack.version,
    kind: stack.kind,
    meta: stack.meta,
    components: stack.components.map((c) => refDocument(c.ref, c.dir, leafDir)),
    requires: stack.requires,
    provides: stack.provides,
    platform: stack.platformProvides.length > 0 ? { provides: stack.platformProvides } : void 0,
    lifecycle: lifecycleDocument({ ...stack.lifecycle, order: stack.order }),
    outputs: stack.outputs.map(outputDocument),
    parameters: stack.parameters.map(parameterDocument),
    templates: stack.templates
  });
}
function refDocument(ref, dir, leafDir) {
  const source = ref.source.dir ? { ...ref.source, dir: import_node_path.default.relative(leafDir, dir).split(import_node_path.default.sep).join("/") || "." } : ref.source;
  return compact({ name: ref.name, source, depends: ref.depends, annotations: ref.annotations });
}
function lifecycleDocument(l) {
  return compact({
    bare: l.bare,
    verbs: l.verbs,
    order: l.order,
    mandatory: l.mandatory,
    optional: l.optional,
    requires: l.requiresOptional.length > 0 ? { optional: l.requiresOptional } : void 0,
    readyConditions: l.readyConditions,
    options: l.options
  });
}
function outputDocument(o) {
  return compact({
    name: o.name,
    brief: o.brief,
    description: o.description,
    value: o.value,
    fromTfVar: o.fromTfVar,
    kind: o.kind
  });
}
function parameterDocument(p) {
  return compact({
    name: p.name,
    component: p.component,
    kind: p.kind,
    brief: p.brief,
    description: p.description,
    default: p.default,
    value: p.value,
    empty: p.empty,
    fromEnv: p.fromEnv,
    fromFile: p.fromFile,
    env: p.env
  });
}
function compact(record) {
  const out = {};
  for (const [k, v] of Object.entries(record)) {
    if (v === void 0 || v === null || v === "") continue;
    if (Array.isArray(v) && v.length === 0) continue;
    if (typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0) continue;
    out[k] = v;
  }
  return out;
}
var PLAN_ARTIFACT = "plan";
var ELABORATE_ARTIFACT = "hub.yaml.elaborate";
var REDACTED = "(redacted)";
function shown(name, kind, value) {
  return isSecret(name, kind) && !isEmpty(value) ? REDACTED : value;
}
function valuesOf(entries) {
  const byName = new Map(entries.map((e) => [e.name, shown(e.name, e.kind, e.value)]));
  return Object.fromEntries([...byName.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
}
function planDocument(plan, environment, types) {
  return {
    stack: plan.name,
    environment,
    parameters: valuesOf(
      plan.stackParameters.map((p) => ({ ...p, name: qualifiedName(p.name, p.component) }))
    ),
    order: [...plan.order],
    components: plan.components.map((c) => {
      const type = types.get(c.name);
      const out = {
        name: c.name,
        status: c.status,
        ...c.reason ? { reason: c.reason } : {},
        optional: c.optional,
        ...type ? { type } : {},
        parameters: valuesOf(c.parameters),
        outputs: valuesOf(c.outputs),
        provides: [...c.provides].sort()
      };
      return out;
    }),
    provides: [...plan.provides],
    outputs: valuesOf(plan.stackOutputs)
  };
}
function planJson(doc) {
  const replacer = (_key, value) => typeof value === "bigint" ? Number.isSafeInteger(Number(value)) ? Number(value) : value.toString() : value;
  return `${JSON.stringify(doc, replacer, 2)}
`;
}
function planArtifact(source, doc) {
  return { source, name: PLAN_ARTIFACT, mediaType: PLAN_MEDIA_TYPE, content: planJson(doc) };
}
function elaborateArtifact(source, stack) {
  return { source, name: ELABORATE_ARTIFACT, mediaType: "application/yaml", content: elaboratedYaml(stack) };
}
function lazyRenderer(load) {
  let loading;
  return {
    async open(source, ctx) {
      loading ??= load();
      return (await loading).open(source, ctx);
    }
  };
}
var file = (noun) => ({ type: "string", minLength: 1, "x-noun": noun });
var blueprintOptions = {
  type: "blueprint",
  keys: {
    values: file("values file path"),
    componentDescriptor: file("component descriptor path"),
    exports: file("exports file path")
  },
  pathKeys: ["values", "componentDescriptor", "exports"],
  pathKinds: {
    values: { kind: "file", what: "a YAML file of import values" },
    componentDescriptor: { kind: "file", what: "a component descriptor file" },
    exports: { kind: "file", what: "a YAML file of exports" }
  },
  build(keys) {
    const options = {};
    for (const key of ["values", "componentDescriptor", "exports"]) {
      if (typeof keys[key] === "string") options[key] = keys[key];
    }
    return options;
  }
};
var blueprintSource = {
  ...blueprintOptions,
  renderer: lazyRenderer(async () => (await Promise.resolve().then(() => __toESM(require("./renderer-NUWLUWBA.js")))).blueprintRenderer)
};
function checkSource({ parsed, at, source, environments }) {
  const diagnostics = [];
  const known = ["name", "type", "path", ...Object.keys(boshOptions.keys)];
  if (source.releases === void 0 && (0, import_chunk_CCBYBVFN.typoOf)("releases", Object.keys(source), known) === void 0) {
    diagnostics.push(
      (0, import_chunk_V45YXJAE.diagnosticAt)(parsed, at, "a bosh source needs releases: the directory of <release>/jobs/<job>/", {
        reason: "MissingReleases"
      })
    );
  }
  if (!(0, import_chunk_AUPPCWXN.isRecord)(source.overrides) || !environments) return diagnostics;
  return diagnostics.concat(
    Object.keys(source.overrides).filter((env) => !environments.includes(env)).map(
      (env) => (0, import_chunk_V45YXJAE.diagnosticAt)(
        parsed,
        [...at, "overrides", env],
        `overrides names environment "${env}", which spec.environments does not define`,
        {
          key: true,
          reason: "UnknownEnvironment"
        }
      )
    )
  );
}
var boshOptions = {
  type: "bosh",
  keys: {
    releases: { type: "string", minLength: 1, "x-noun": "releases path" },
    variables: { type: "string", minLength: 1, "x-noun": "variables file path" },
    addresses: { enum: ["quarks", "director"], "x-noun": "address mode" },
    namespace: { type: "string", minLength: 1, "x-noun": "namespace" },
    serviceDomain: { type: "string", minLength: 1, "x-noun": "service domain" },
    overrides: {
      type: "object",
      "x-noun": "overrides mapping",
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        properties: {
          properties: { type: "object", "x-noun": "properties mapping" },
          instance_groups: {
            type: "object",
            additionalProperties: {
              type: "object",
              additionalProperties: false,
              properties: {
                instances: { type: "integer", minimum: 0, "x-noun": "instance count" },
                properties: { type: "object", "x-noun": "properties mapping" }
              }
            }
          }
        }
      }
    }
  },
  pathKeys: ["releases", "variables"],
  pathKinds: {
    path: { kind: "file", what: "the deployment manifest file" },
    releases: { kind: "directory", what: "a directory of releases (<release>/jobs/<job>/)" },
    variables: { kind: "file", what: "a YAML file of variable values" }
  },
  check: checkSource,
  build(keys) {
    const options = {
      releases: keys.releases,
      addresses: keys.addresses === "director" ? "director" : "quarks",
      namespace: typeof keys.namespace === "string" ? keys.namespace : "default",
      serviceDomain: typeof keys.serviceDomain === "string" ? keys.serviceDomain : "svc.cluster.local",
      overrides: keys.overrides ?? {}
    };
    if (typeof keys.variables === "string") options.variables = keys.variables;
    return options;
  }
};
var boshSource = {
  ...boshOptions,
  renderer: lazyRenderer(async () => (await Promise.resolve().then(() => __toESM(require("./renderer-CIJF6MAG.js")))).boshRenderer)
};
var APP_TAG = "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$";
var mapping = { type: "object" };
function checkEnvironments({ parsed, at, source, environments }) {
  if (!environments || !(0, import_chunk_AUPPCWXN.isRecord)(source.environments)) return [];
  const out = [];
  for (const env of Object.keys(source.environments)) {
    if (environments.includes(env)) continue;
    const message = `environment ${JSON.stringify(env)} is not declared in spec.environments${(0, import_chunk_CCBYBVFN.suggestion)(env, environments)}`;
    out.push(
      (0, import_chunk_V45YXJAE.diagnosticAt)(parsed, [...at, "environments", env], message, {
        key: true,
        reason: "UndeclaredEnvironment"
      })
    );
  }
  return out;
}
var qbecOptions = {
  type: "qbec",
  pathKinds: { path: { kind: "directory", what: "the app directory holding qbec.yaml" } },
  keys: {
    environments: {
      type: "object",
      additionalProperties: { type: "string", minLength: 1, "x-noun": "qbec environment" }
    },
    appTag: {
      type: "string",
      pattern: APP_TAG,
      "x-noun": "app tag",
      "x-hint": 'use letters, digits, "-", "_" and ".", starting and ending with a letter or digit'
    },
    vars: {
      type: "object",
      properties: { external: mapping, topLevel: mapping },
      additionalProperties: false,
      "x-noun": "vars mapping"
    }
  },
  check: checkEnvironments,
  build(keys) {
    const vars = keys.vars ?? {};
    const options = {
      environments: keys.environments ?? {},
      extVars: vars.external ?? {},
      tlaVars: vars.topLevel ?? {}
    };
    if (typeof keys.appTag === "string") options.appTag = keys.appTag;
    return options;
  }
};
var qbecSource = {
  ...qbecOptions,
  renderer: lazyRenderer(async () => (await Promise.resolve().then(() => __toESM(require("./renderer-HTCUNREW.js")))).qbecRenderer)
};
var DEFAULT_TIMEOUT = "5s";
var DEFAULT_MAX_ARTIFACT_BYTES = 10 * 1024 * 1024;
function checkTimeout({ parsed, at, source }) {
  const raw = source.evaluationTimeout;
  if (typeof raw !== "string" || (0, import_chunk_DFOFJBZU.parseGoDuration)(raw) !== void 0) return [];
  const message = `evaluationTimeout ${JSON.stringify(raw)} is not a duration such as 5s, 1m30s or 0`;
  return [(0, import_chunk_V45YXJAE.diagnosticAt)(parsed, [...at, "evaluationTimeout"], message, { reason: "InvalidDuration" })];
}
var snippetOptions = {
  type: "snippet",
  pathKinds: {
    path: { kind: "directory", what: "a directory of JsonnetSnippet and JsonnetLibrary manifests" }
  },
  keys: {
    externalVariables: {
      type: "object",
      additionalProperties: { type: "string", "x-noun": "external variable value" },
      "x-noun": "externalVariables mapping"
    },
    defaultServiceAccount: { type: "string", minLength: 1, "x-noun": "service account name" },
    evaluationTimeout: { type: "string", minLength: 1, "x-noun": "duration" },
    maxArtifactBytes: { type: "integer", minimum: 0, "x-noun": "byte count" },
    allowCrossNamespaceRefs: { type: "boolean" },
    repositoryURLs: { type: "array", items: { type: "string", minLength: 1, "x-noun": "URL" } }
  },
  check: checkTimeout,
  build(keys) {
    const timeout = typeof keys.evaluationTimeout === "string" ? keys.evaluationTimeout : DEFAULT_TIMEOUT;
    const options = {
      externalVariables: keys.externalVariables ?? {},
      evaluationTimeout: { text: timeout, ms: (0, import_chunk_DFOFJBZU.parseGoDuration)(timeout) ?? 5e3 },
      maxArtifactBytes: typeof keys.maxArtifactBytes === "number" ? keys.maxArtifactBytes : DEFAULT_MAX_ARTIFACT_BYTES,
      allowCrossNamespaceRefs: keys.allowCrossNamespaceRefs === true,
      repositoryURLs: keys.repositoryURLs ?? []
    };
    if (typeof keys.defaultServiceAccount === "string")
      options.defaultServiceAccount = keys.defaultServiceAccount;
    return options;
  }
};
var snippetSource = {
  ...snippetOptions,
  renderer: lazyRenderer(async () => (await Promise.resolve().then(() => __toESM(require("./renderer-PRTMED5J.js")))).snippetRenderer)
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ELABORATE_ARTIFACT,
  PLAN_MEDIA_TYPE,
  blueprintSource,
  boshSource,
  elaborateArtifact,
  isEmpty,
  isSecret,
  lazyRenderer,
  looksLikeSecret,
  maskedValue,
  outputQualifiedName,
  plainName,
  planArtifact,
  planDocument,
  qbecSource,
  qualifiedName,
  snippetSource,
  valueString
});

},
})
