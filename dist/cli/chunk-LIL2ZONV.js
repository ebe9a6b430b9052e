// src/config/index.ts
// src/model/key.ts
// src/model/order.ts
// src/render/stack/options.ts
// src/render/stack/index.ts
// src/render/registry.ts
// src/render/pipeline.ts
// src/ops/render.ts
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
  displayKey: () => displayKey,
  keyId: () => keyId,
  learnSecrets: () => learnSecrets,
  loadRun: () => loadRun,
  objectKey: () => objectKey,
  renderConfigFile: () => renderConfigFile,
  renderLoaded: () => renderLoaded,
  runDiagnostics: () => runDiagnostics,
  splitApiVersion: () => splitApiVersion,
  withoutSecrets: () => withoutSecrets
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_PZ6HUZFT = require("./chunk-PZ6HUZFT.js");
var import_chunk_5I3MUY6T = require("./chunk-5I3MUY6T.js");
var import_chunk_3AUVSVIE = require("./chunk-3AUVSVIE.js");
var import_chunk_ZHT2SFVF = require("./chunk-ZHT2SFVF.js");
var import_chunk_XCB5O4XG = require("./chunk-XCB5O4XG.js");
var import_chunk_DMT4HJNX = require("./chunk-DMT4HJNX.js");
var import_chunk_BCPKKBGG = require("./chunk-BCPKKBGG.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
function splitApiVersion(apiVersion) {
  const slash = apiVersion.indexOf("/");
  if (slash < 0) return { group: "", version: apiVersion };
  return { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}
function objectKey(obj) {
  const { group, version } = splitApiVersion(obj.apiVersion);
  return {
    group,
    version,
    kind: obj.kind,
    namespace: obj.metadata.namespace ?? "",
    name: obj.metadata.name ?? obj.metadata.generateName ?? ""
  };
}
function keyId(key) {
  const gk = key.group ? `${key.kind}.${key.group}` : key.kind;
  return key.namespace ? `${gk}:${key.namespace}/${key.name}` : `${gk}:${key.name}`;
}
function displayKey(key) {
  const gv = key.group ? `${key.group}/${key.version}` : key.version;
  return key.namespace ? `${gv} ${key.kind} ${key.namespace}/${key.name}` : `${gv} ${key.kind} ${key.name}`;
}
var APPLY_ORDER_ANNOTATION = "directives.qbec.io/apply-order";
var CLUSTER_SCOPED_DEFAULT = 30;
var NAMESPACED_DEFAULT = 80;
var UNKNOWN_KIND = 120;
var SPECIFIED = {
  "extensions/PodSecurityPolicy": 10,
  "extensions/ThirdPartyResource": 20,
  "apiextensions.k8s.io/CustomResourceDefinition": 20,
  "/Namespace": 50,
  "/LimitRange": 60,
  "/ServiceAccount": 60,
  "/ConfigMap": 70,
  "/Secret": 70,
  "extensions/DaemonSet": 100,
  "extensions/Deployment": 100,
  "extensions/ReplicaSet": 100,
  "apps/DaemonSet": 100,
  "apps/Deployment": 100,
  "apps/ReplicaSet": 100,
  "apps/StatefulSet": 100,
  "batch/Job": 100,
  "batch/CronJob": 100,
  "/Service": 110,
  "admissionregistration.k8s.io/ValidatingWebhookConfiguration": 120,
  "admissionregistration.k8s.io/MutatingWebhookConfiguration": 120
};
var CLUSTER_SCOPED = /* @__PURE__ */ new Set([
  "policy/PodSecurityPolicy",
  "networking.k8s.io/IPAddress",
  "networking.k8s.io/ServiceCIDR",
  "storage.k8s.io/VolumeAttributesClass",
  "/Node",
  "/PersistentVolume",
  "/ComponentStatus",
  "rbac.authorization.k8s.io/ClusterRole",
  "rbac.authorization.k8s.io/ClusterRoleBinding",
  "storage.k8s.io/StorageClass",
  "storage.k8s.io/CSIDriver",
  "storage.k8s.io/CSINode",
  "storage.k8s.io/VolumeAttachment",
  "scheduling.k8s.io/PriorityClass",
  "networking.k8s.io/IngressClass",
  "node.k8s.io/RuntimeClass",
  "apiregistration.k8s.io/APIService",
  "certificates.k8s.io/CertificateSigningRequest",
  "flowcontrol.apiserver.k8s.io/FlowSchema",
  "flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration",
  "admissionregistration.k8s.io/ValidatingAdmissionPolicy",
  "admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding"
]);
var NAMESPACED_GROUPS = /* @__PURE__ */ new Set([
  "",
  "apps",
  "batch",
  "extensions",
  "autoscaling",
  "policy",
  "networking.k8s.io",
  "rbac.authorization.k8s.io",
  "coordination.k8s.io",
  "discovery.k8s.io",
  "events.k8s.io",
  "storage.k8s.io"
]);
function groupKind(obj) {
  return `${splitApiVersion(obj.apiVersion).group}/${obj.kind}`;
}
function crdScopes(objects) {
  const scopes = /* @__PURE__ */ new Map();
  for (const { object } of objects) {
    if (groupKind(object) !== "apiextensions.k8s.io/CustomResourceDefinition") continue;
    const spec = object.spec;
    if (spec?.group && spec.names?.kind) {
      scopes.set(`${spec.group}/${spec.names.kind}`, spec.scope === "Cluster" ? "Cluster" : "Namespaced");
    }
  }
  return scopes;
}
function directiveOrder(obj) {
  const raw = obj.metadata.annotations?.[APPLY_ORDER_ANNOTATION];
  if (typeof raw !== "string" || !/^[+-]?\d+$/.test(raw)) return void 0;
  const n = Number.parseInt(raw, 10);
  return n > 0 ? n : void 0;
}
function applyOrderOf(obj, scopes = /* @__PURE__ */ new Map()) {
  const directive = directiveOrder(obj);
  if (directive !== void 0) return directive;
  const gk = groupKind(obj);
  const specified = SPECIFIED[gk];
  if (specified !== void 0) return specified;
  if (CLUSTER_SCOPED.has(gk)) return CLUSTER_SCOPED_DEFAULT;
  const scope = scopes.get(gk);
  if (scope) return scope === "Cluster" ? CLUSTER_SCOPED_DEFAULT : NAMESPACED_DEFAULT;
  if (NAMESPACED_GROUPS.has(splitApiVersion(obj.apiVersion).group)) return NAMESPACED_DEFAULT;
  return UNKNOWN_KIND;
}
function orderObjects(objects) {
  const scopes = crdScopes(objects);
  const ranked = objects.map((o, index) => ({ o, index, rank: applyOrderOf(o.object, scopes) }));
  ranked.sort(
    (a, b) => a.rank - b.rank || (0, import_chunk_ZHT2SFVF.compareStrings)(a.o.object.kind, b.o.object.kind) || (0, import_chunk_ZHT2SFVF.compareStrings)(a.o.component, b.o.component) || (0, import_chunk_ZHT2SFVF.compareStrings)(a.o.object.metadata.namespace ?? "", b.o.object.metadata.namespace ?? "") || (0, import_chunk_ZHT2SFVF.compareStrings)(a.o.object.metadata.name ?? "", b.o.object.metadata.name ?? "") || a.index - b.index
  );
  return ranked.map((r) => r.o);
}
function checkSource({ parsed, at, source, environments }) {
  if (!(0, import_chunk_ZHT2SFVF.isRecord)(source.capabilities) || !environments) return [];
  return Object.keys(source.capabilities).filter((env) => !environments.includes(env)).map(
    (env) => (0, import_chunk_3AUVSVIE.diagnosticAt)(
      parsed,
      [...at, "capabilities", env],
      `capabilities names environment "${env}", which spec.environments does not define`,
      { key: true, reason: "UnknownEnvironment" }
    )
  );
}
var stackOptions = {
  type: "stack",
  keys: {
    capabilities: {
      type: "object",
      "x-noun": "capabilities mapping",
      "x-hint": "map each environment to a list of capabilities, e.g. { dev: [aws, kubectl] }",
      additionalProperties: {
        type: "array",
        "x-noun": "capability list",
        items: { type: "string", minLength: 1, "x-noun": "capability" }
      }
    },
    platform: { type: "string", minLength: 1, "x-noun": "platform state file path" },
    state: { type: "string", minLength: 1, "x-noun": "state file path" }
  },
  pathKeys: ["platform", "state"],
  pathKinds: {
    path: { kind: "file", what: "the hub.yaml file" },
    platform: { kind: "file", what: "a Hub state file" },
    state: { kind: "file", what: "a Hub state file" }
  },
  check: checkSource,
  build(keys) {
    const options = {
      capabilities: keys.capabilities ?? {}
    };
    if (typeof keys.platform === "string") options.platform = keys.platform;
    if (typeof keys.state === "string") options.state = keys.state;
    return options;
  }
};
var stackSource = {
  ...stackOptions,
  renderer: (0, import_chunk_PZ6HUZFT.lazyRenderer)(async () => (await Promise.resolve().then(() => __toESM(require("./renderer-3MQHNW3O.js")))).stackRenderer)
};
var sourceTypes = [
  import_chunk_PZ6HUZFT.qbecSource,
  import_chunk_PZ6HUZFT.snippetSource,
  import_chunk_PZ6HUZFT.blueprintSource,
  import_chunk_PZ6HUZFT.boshSource,
  stackSource
];
function sourceType(name) {
  return sourceTypes.find((t) => t.type === name);
}
async function renderPipeline(config, opts) {
  const boundary = import_chunk_A5J4CQWI.RepositoryBoundary.at(config.repository);
  const ctx = {
    pipeline: config.name,
    root: config.root,
    boundary,
    // Every engine a renderer asks for is checked against the repository boundary first.
    engines: (0, import_chunk_BCPKKBGG.enginesFor)(boundary, opts.jsonnetEngine ?? config.jsonnet.engine, opts.maxTrace),
    budget: opts.budget ?? new import_chunk_XCB5O4XG.RunBudget(),
    ...opts.environ ? { environ: opts.environ } : {}
  };
  const pick = (all, names) => names && names.length > 0 ? all.filter((x) => names.includes(x.name)) : all;
  const sources = pick(config.sources, opts.sources);
  const environments = pick(config.environments, opts.environments);
  try {
    return await renderSources(config, opts, ctx, sources, environments);
  } finally {
    await ctx.engines.close();
  }
}
async function renderSources(config, opts, ctx, sources, environments) {
  const opened = await Promise.all(sources.map((s) => openWithin(s, ctx)));
  const renders = await Promise.all(
    environments.map(async (env) => {
      const results = await Promise.all(
        opened.map((o, i) => renderWithin(sources[i], o, ctx, env))
      );
      const objects = results.flatMap((r) => r.objects);
      const diagnostics = [...results.flatMap((r) => r.diagnostics), ...duplicateObjects(objects)];
      return {
        name: env.name,
        objects: orderObjects(objects),
        artifacts: results.flatMap((r) => r.artifacts),
        diagnostics,
        secrets: results.flatMap((r) => r.secrets ?? [])
      };
    })
  );
  return { pipeline: config.name, commit: opts.commit ?? null, environments: renders };
}
function withoutSecrets(render) {
  return { ...render, environments: render.environments.map(({ secrets: _, ...env }) => env) };
}
function evaluatedObjects(render) {
  return (render?.environments ?? []).flatMap((e) => [...e.objects.map((o) => o.object), ...e.secrets]);
}
function openSource(source, ctx) {
  const type = sourceType(source.type);
  if (!type) throw new Error(`no renderer for source type ${source.type}`);
  return type.renderer.open(source, ctx);
}
async function openWithin(source, ctx) {
  const opened = await ctx.budget.within(openSource(source, ctx));
  return opened === import_chunk_XCB5O4XG.OUT_OF_TIME ? void 0 : opened;
}
async function renderWithin(source, opened, ctx, environment) {
  const timedOut = (secrets = []) => ({
    objects: [],
    artifacts: [],
    diagnostics: [ctx.budget.timedOut(source.name, source.path)],
    secrets
  });
  if (!opened || ctx.budget.expired()) return timedOut();
  const result = await ctx.budget.within(opened.render(environment));
  if (result === import_chunk_XCB5O4XG.OUT_OF_TIME) return timedOut();
  if (ctx.budget.expired() && (0, import_chunk_DMT4HJNX.hasErrors)(result.diagnostics)) return timedOut(result.secrets);
  return withEmptyWarning(source, environment, result);
}
function withEmptyWarning(source, environment, result) {
  if (result.objects.length > 0 || result.artifacts.length > 0 || (0, import_chunk_DMT4HJNX.hasErrors)(result.diagnostics))
    return result;
  const warning = {
    severity: "warning",
    source: source.name,
    file: source.path,
    message: `${source.path} renders nothing for environment ${environment.name}: a deploy would prune every object this source deployed before`,
    reason: "EmptySource"
  };
  return { ...result, diagnostics: [...result.diagnostics, warning] };
}
function duplicateObjects(objects) {
  const seen = /* @__PURE__ */ new Map();
  const out = [];
  const describe = (o) => `${displayKey(objectKey(o.object))} (source: ${o.source}, component: ${o.component})`;
  for (const o of objects) {
    if (!o.object.metadata.name) continue;
    const id = keyId(objectKey(o.object));
    const first = seen.get(id);
    if (first) {
      out.push({
        severity: "error",
        source: o.source,
        file: o.file,
        message: `duplicate objects ${describe(first)} and ${describe(o)}`,
        reason: "DuplicateObject"
      });
    } else {
      seen.set(id, o);
    }
  }
  return out;
}
function runDiagnostics(run) {
  return [...run.diagnostics, ...run.render?.environments.flatMap((e) => e.diagnostics) ?? []];
}
async function renderConfigFile(configFile, selection = {}, commit = null, repository) {
  return renderLoaded(await loadRun(configFile, selection, repository), selection, commit);
}
async function loadRun(configFile, selection = {}, repository) {
  let config;
  try {
    config = await (0, import_chunk_5I3MUY6T.loadConfig)(configFile, { types: sourceTypes, repository });
  } catch (err) {
    if (err instanceof import_chunk_DMT4HJNX.DiagnosticError) return { diagnostics: err.diagnostics };
    throw err;
  }
  return { config, diagnostics: checkSelection(config, selection) };
}
async function renderLoaded(run, selection = {}, commit = null) {
  if (!run.config || run.diagnostics.length > 0) return run;
  return { ...run, render: await renderPipeline(run.config, { ...selection, commit }) };
}
function checkSelection(config, selection) {
  const out = [];
  const check = (asked, known, what) => {
    for (const name of asked ?? []) {
      if (!known.includes(name)) {
        out.push({
          severity: "error",
          source: "cli",
          file: "rigging.yaml",
          message: `no ${what} named "${name}" (have: ${known.join(", ")})`,
          reason: "UnknownSelection"
        });
      }
    }
  };
  check(
    selection.environments,
    config.environments.map((e) => e.name),
    "environment"
  );
  check(
    selection.sources,
    config.sources.map((s) => s.name),
    "source"
  );
  return out;
}
function learnSecrets(redactor, render) {
  for (const obj of evaluatedObjects(render)) redactor.learn(obj);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  displayKey,
  keyId,
  learnSecrets,
  loadRun,
  objectKey,
  renderConfigFile,
  renderLoaded,
  runDiagnostics,
  splitApiVersion,
  withoutSecrets
});
