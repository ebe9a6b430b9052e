({
"chunk-UY4VV52G.js": function (exports, require, module, __filename, __dirname) {
// src/model/key.ts
// src/render/stack/options.ts
// src/render/stack/index.ts
// src/model/order.ts
// src/render/duplicates.ts
// src/render/registry.ts
// src/render/pipeline.ts
// src/ops/render.ts
// src/config/index.ts
// src/diff/multi-match.ts
// src/diff/redact.ts
// src/ops/stack-env.ts
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
  createRedactor: () => createRedactor,
  displayKey: () => displayKey,
  keyId: () => keyId,
  learnSecrets: () => learnSecrets,
  loadRun: () => loadRun,
  objectKey: () => objectKey,
  redactError: () => redactError,
  renderConfigFile: () => renderConfigFile,
  renderLoaded: () => renderLoaded,
  runDiagnostics: () => runDiagnostics,
  stackEnvRedactor: () => stackEnvRedactor,
  withoutSecrets: () => withoutSecrets
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_VWE46UDP = require("./chunk-VWE46UDP.js");
var import_chunk_IXH4TC6Y = require("./chunk-IXH4TC6Y.js");
var import_chunk_2WGTHRIP = require("./chunk-2WGTHRIP.js");
var import_chunk_KEZ67QHL = require("./chunk-KEZ67QHL.js");
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var import_chunk_XCB5O4XG = require("./chunk-XCB5O4XG.js");
var import_chunk_3UXC5BMU = require("./chunk-3UXC5BMU.js");
var import_chunk_3FVFMQ2D = require("./chunk-3FVFMQ2D.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_node_path = __toESM(require("node:path"));
var import_node_path2 = __toESM(require("node:path"));
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
function checkSource({ parsed, at, source, environments }) {
  if (!(0, import_chunk_AUPPCWXN.isRecord)(source.capabilities) || !environments) return [];
  return Object.keys(source.capabilities).filter((env) => !environments.includes(env)).map(
    (env) => (0, import_chunk_V45YXJAE.diagnosticAt)(
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
  renderer: (0, import_chunk_IXH4TC6Y.lazyRenderer)(async () => (await Promise.resolve().then(() => __toESM(require("./renderer-OEURCLRH.js")))).stackRenderer)
};
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
    (a, b) => a.rank - b.rank || (0, import_chunk_AUPPCWXN.compareStrings)(a.o.object.kind, b.o.object.kind) || (0, import_chunk_AUPPCWXN.compareStrings)(a.o.component, b.o.component) || (0, import_chunk_AUPPCWXN.compareStrings)(a.o.object.metadata.namespace ?? "", b.o.object.metadata.namespace ?? "") || (0, import_chunk_AUPPCWXN.compareStrings)(a.o.object.metadata.name ?? "", b.o.object.metadata.name ?? "") || a.index - b.index
  );
  return ranked.map((r) => r.o);
}
async function duplicateObjects(objects, root, boundary) {
  const seen = /* @__PURE__ */ new Map();
  const out = [];
  const describe = (o) => `${displayKey(objectKey(o.object))} (source: ${o.source}, component: ${o.component})`;
  for (const o of objects) {
    if (!o.object.metadata.name) continue;
    const id = keyId(objectKey(o.object));
    const first = seen.get(id);
    if (first) {
      const place = o.file ? await namePlace(o.file, o.object.metadata.name, root, boundary) : void 0;
      out.push({
        severity: "error",
        source: o.source,
        ...o.file ? { file: o.file } : {},
        ...place,
        message: `duplicate objects ${describe(first)} and ${describe(o)}`,
        reason: "DuplicateObject"
      });
    } else {
      seen.set(id, o);
    }
  }
  return out;
}
async function namePlace(file, name, root, boundary) {
  let text;
  try {
    const read = await boundary.readTextOrRefusal(import_node_path.default.resolve(root, file), file);
    if (!("text" in read)) return void 0;
    text = read.text;
  } catch {
    return void 0;
  }
  const found = [
    ...[`'${name}'`, `"${name}"`].map((s) => ({ at: text.indexOf(s), skip: 0 })),
    plainYamlValue(text, name)
  ].filter((f) => f.at >= 0);
  if (found.length === 0) return void 0;
  const best = found.reduce((a, b) => b.at < a.at ? b : a);
  const at = best.at + best.skip;
  const before = text.slice(0, at);
  const line = before.split("\n").length;
  return { line, column: at - before.lastIndexOf("\n") };
}
function plainYamlValue(text, name) {
  const key = `name: ${name}`;
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
    const next = text[at + key.length];
    if (next === void 0 || next === "\n" || next === "\r" || next === " " || next === "#")
      return { at, skip: "name: ".length };
  }
  return { at: -1, skip: 0 };
}
var sourceTypes = [
  import_chunk_IXH4TC6Y.qbecSource,
  import_chunk_IXH4TC6Y.snippetSource,
  import_chunk_IXH4TC6Y.blueprintSource,
  import_chunk_IXH4TC6Y.boshSource,
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
    engines: (0, import_chunk_2WGTHRIP.enginesFor)(boundary, opts.jsonnetEngine ?? config.jsonnet.engine, opts.maxTrace, opts.reuse),
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
      const diagnostics = [
        ...results.flatMap((r) => r.diagnostics),
        ...await duplicateObjects(objects, ctx.root, ctx.boundary)
      ];
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
  if (ctx.budget.expired() && (0, import_chunk_3UXC5BMU.hasErrors)(result.diagnostics)) return timedOut(result.secrets);
  return withEmptyWarning(source, result);
}
function withEmptyWarning(source, result) {
  if (result.objects.length > 0 || result.artifacts.length > 0 || (0, import_chunk_3UXC5BMU.hasErrors)(result.diagnostics))
    return result;
  const warning = {
    severity: "warning",
    source: source.name,
    file: source.path,
    // The environment is where the diagnostic sits (and what the CLI names, once for all of them).
    message: `${source.path} renders nothing: a deploy would prune every object this source deployed before`,
    reason: "EmptySource"
  };
  return { ...result, diagnostics: [...result.diagnostics, warning] };
}
function runDiagnostics(run) {
  return (0, import_chunk_3UXC5BMU.onePerProblem)(run.diagnostics, run.render?.environments ?? []);
}
async function renderConfigFile(configFile, selection = {}, commit = null, repository) {
  return renderLoaded(await loadRun(configFile, selection, repository), selection, commit);
}
async function loadRun(configFile, selection = {}, repository) {
  let config;
  try {
    config = await (0, import_chunk_KEZ67QHL.loadConfig)(configFile, { types: sourceTypes, repository });
  } catch (err) {
    if (err instanceof import_chunk_3UXC5BMU.DiagnosticError) return { diagnostics: err.diagnostics };
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
          file: import_node_path2.default.relative(config.root, config.file),
          ...config.places[`${what}s`],
          message: `no ${what} named "${name}"${(0, import_chunk_CCBYBVFN.suggestion)(name, known)} (have: ${known.join(", ")})`,
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
var MIN_WINDOW = 1 << 16;
var FILTER_NEEDLES = 24;
var CHAIN = 1 << 16;
var BRANCHED = 1 << 17;
var SLOT = 4;
function slotOf(node, unit, shift) {
  return Math.imul(node + 1 ^ Math.imul(unit + 1, 2246822507), 2654435761) >>> shift;
}
var Dictionary = class {
  /** Replacement, length and stand-alone flag per needle index. */
  replacements = [];
  lengths = [];
  standAlone = [];
  /** Per trie node (0 is the root), while building: parent, the code unit on the edge into it, depth. */
  parent = new Int32Array(0);
  label = new Uint16Array(0);
  depth = new Int32Array(0);
  /** Needle index + 1 ending at the node (in reversed text), 0 for none. */
  terminal = new Int32Array(0);
  /** Failure link, and the nearest terminal node on the failure chain (0: none). */
  fail = new Int32Array(0);
  dict = new Int32Array(0);
  /** Per node: how to step on (see CHAIN and BRANCHED). */
  step = new Int32Array(0);
  /**
   * Children that are not `node + 1` (at most one per needle: a needle's new nodes are numbered in
   * a row) and the root's other children, in an open-addressing table: from node + 1 (0 for a free
   * slot), code unit, child.
   */
  table = new Int32Array(64 * SLOT);
  shift = 32 - 6;
  edges = 0;
  /** The root's ASCII children, by code unit: the state the scan falls back to most. */
  rootNext = new Int32Array(128);
  nodes = 1;
  maxLength;
  /** The shortest needle's length: a shorter text holds none (0 when there are no needles). */
  minLength;
  size;
  /** The needles' texts when there are few enough to search for one by one (FILTER_NEEDLES). */
  texts;
  /**
   * A few needles until the automaton is built, on its first use: a text holding none of them
   * (nearly every text a run redacts) is answered by mayOccurIn without it, and building it is a
   * cost of a run's first redaction (code not yet compiled, kilobytes of needles). More needles
   * than FILTER_NEEDLES: built at once, as every text needs it.
   */
  unbuilt;
  constructor(needles) {
    let maxLength = 0;
    let minLength = Number.POSITIVE_INFINITY;
    for (const needle of needles) {
      if (needle.text.length === 0) throw new RangeError("an empty needle would match everywhere");
      maxLength = Math.max(maxLength, needle.text.length);
      minLength = Math.min(minLength, needle.text.length);
    }
    this.maxLength = maxLength;
    this.minLength = needles.length > 0 ? minLength : 0;
    const texts = [...new Set(needles.map((n) => n.text))];
    this.size = texts.length;
    this.texts = this.size <= FILTER_NEEDLES ? texts : void 0;
    this.unbuilt = needles;
    if (this.texts === void 0) this.build();
  }
  /** The automaton over the needles, built once. */
  build() {
    const needles = this.unbuilt;
    if (needles === void 0) return;
    this.unbuilt = void 0;
    let units = 1;
    for (const needle of needles) units += needle.text.length;
    this.parent = new Int32Array(units);
    this.label = new Uint16Array(units);
    this.depth = new Int32Array(units);
    this.terminal = new Int32Array(units);
    this.step = new Int32Array(units);
    for (const needle of needles) this.insert(needle);
    this.link(this.maxLength);
  }
  /** False only when no needle occurs anywhere in `text` (where it stands alone or not). */
  mayOccurIn(text) {
    if (this.size === 0 || text.length < this.minLength) return false;
    if (this.texts === void 0) return true;
    for (const needle of this.texts) if (text.includes(needle)) return true;
    return false;
  }
  child(node, unit) {
    if (node === 0 && unit < 128) return this.rootNext[unit];
    const next = node + 1;
    const step = this.step[node];
    if ((step & CHAIN) !== 0 && (step & 65535) === unit) return next;
    return (step & BRANCHED) !== 0 ? this.edge(node, unit) : 0;
  }
  edge(node, unit) {
    const table = this.table;
    const mask = (table.length >> 2) - 1;
    for (let slot = slotOf(node, unit, this.shift); ; slot = slot + 1 & mask) {
      const from = table[slot * SLOT];
      if (from === 0) return 0;
      if (from === node + 1 && table[slot * SLOT + 1] === unit) return table[slot * SLOT + 2];
    }
  }
  addEdge(node, unit, to) {
    if (2 * (this.edges + 1) > this.table.length / SLOT) {
      const old = this.table;
      this.table = new Int32Array(old.length * 2);
      this.shift--;
      this.edges = 0;
      for (let i = 0; i < old.length; i += SLOT) {
        if (old[i] !== 0) this.addEdge(old[i] - 1, old[i + 1], old[i + 2]);
      }
    }
    const table = this.table;
    const mask = (table.length >> 2) - 1;
    let slot = slotOf(node, unit, this.shift);
    while (table[slot * SLOT] !== 0) slot = slot + 1 & mask;
    table[slot * SLOT] = node + 1;
    table[slot * SLOT + 1] = unit;
    table[slot * SLOT + 2] = to;
    this.edges++;
    this.step[node] = this.step[node] | BRANCHED;
  }
  insert(needle) {
    const { text } = needle;
    let node = 0;
    for (let i = text.length - 1; i >= 0; i--) {
      const unit = text.charCodeAt(i);
      const next = this.child(node, unit);
      if (next !== 0) {
        node = next;
        continue;
      }
      const id = this.nodes++;
      this.parent[id] = node;
      this.label[id] = unit;
      this.depth[id] = this.depth[node] + 1;
      if (node === 0 && unit < 128) this.rootNext[unit] = id;
      else if (id === node + 1) this.step[node] = this.step[node] | CHAIN | unit;
      else this.addEdge(node, unit, id);
      node = id;
    }
    const existing = this.terminal[node];
    const index = existing > 0 ? existing - 1 : this.replacements.length;
    this.replacements[index] = needle.replacement;
    this.lengths[index] = text.length;
    this.standAlone[index] = needle.standAlone === true;
    this.terminal[node] = index + 1;
  }
  /** Failure and dictionary links, by increasing depth so every shallower state is linked first. */
  link(maxDepth) {
    const n = this.nodes;
    this.fail = new Int32Array(n);
    this.dict = new Int32Array(n);
    const starts = new Int32Array(maxDepth + 2);
    for (let v = 1; v < n; v++) starts[this.depth[v] + 1]++;
    for (let d = 1; d < starts.length; d++) starts[d] = starts[d] + starts[d - 1];
    const order = new Int32Array(n);
    for (let v = 1; v < n; v++) {
      const d = this.depth[v];
      order[starts[d]] = v;
      starts[d] = starts[d] + 1;
    }
    for (let i = 0; i < n - 1; i++) {
      const c = order[i];
      const node = this.parent[c];
      if (node === 0) continue;
      const unit = this.label[c];
      let f = this.fail[node];
      let target = this.child(f, unit);
      while (target === 0 && f !== 0) {
        f = this.fail[f];
        target = this.child(f, unit);
      }
      this.fail[c] = target;
      this.dict[c] = this.terminal[target] !== 0 ? target : this.dict[target];
    }
    this.depth = new Int32Array(0);
    this.parent = new Int32Array(0);
    this.label = new Uint16Array(0);
  }
  /**
   * For each position in [from, to): the longest needle starting there, into `best[i - from]` (its
   * length) and `owner[i - from]` (`me` and its index) unless an earlier dictionary holds a longer one.
   * Each position newly given a needle is added to `hits` (in decreasing order).
   */
  fillLongest(text, from, to, best, owner, me, hits) {
    this.build();
    const end = Math.min(text.end, to + this.maxLength - 1);
    const { units, base } = text;
    const { fail, terminal, dict, lengths, standAlone, rootNext, step } = this;
    let state = 0;
    for (let i = end - 1; i >= from; i--) {
      if (state === 0) {
        let j = i - base;
        for (const stop = from - base; j >= stop; j--) {
          const u = units[j];
          if (u >= 128 || rootNext[u] !== 0) break;
        }
        i = j + base;
        if (i < from) break;
      }
      const unit = units[i - base];
      let next = 0;
      for (; ; ) {
        if (state === 0 && unit < 128) {
          next = rootNext[unit];
          break;
        }
        const how = step[state];
        if ((how & CHAIN) !== 0 && (how & 65535) === unit) {
          next = state + 1;
          break;
        }
        if ((how & BRANCHED) !== 0) {
          const b = this.edge(state, unit);
          if (b !== 0) {
            next = b;
            break;
          }
        }
        if (state === 0) break;
        state = fail[state];
      }
      state = next;
      if (i >= to || state === 0) continue;
      for (let o = terminal[state] !== 0 ? state : dict[state]; o !== 0; o = dict[o]) {
        const index = terminal[o] - 1;
        const length = lengths[index];
        if (!standAlone[index] || standsAlone(text, i, length)) {
          const at = i - from;
          const held = owner[at];
          if (held < 0) hits.push(i);
          if (held < 0 || length >= best[at]) {
            best[at] = length;
            owner[at] = me * 16777216 + index;
          }
          break;
        }
      }
    }
  }
  /**
   * Which needles occur anywhere in `text` (standing alone or not), by index: the needles' distinct
   * texts numbered in the order first given. One pass over the text, whatever their number.
   */
  occurring(text) {
    const found = new Uint8Array(this.size);
    if (this.size === 0 || text.length < this.minLength) return found;
    this.build();
    const { terminal, dict, rootNext } = this;
    const window = Math.max(MIN_WINDOW, this.maxLength);
    for (let from = 0; from < text.length; from += window) {
      const to = Math.min(text.length, from + window);
      const { units, base } = unitsOf(text, from, Math.min(text.length, to + this.maxLength - 1));
      let state = 0;
      for (let j = units.length - 1; j >= 0; j--) {
        const unit = units[j];
        if (state === 0 && unit < 128 && rootNext[unit] === 0) continue;
        state = this.next(state, unit);
        if (j + base >= to) continue;
        for (let o = terminal[state] !== 0 ? state : dict[state]; o !== 0; o = dict[o])
          found[terminal[o] - 1] = 1;
      }
    }
    return found;
  }
  /** The state after reading `unit` in `state` (the automaton reads the text backwards). */
  next(state, unit) {
    const { rootNext, step, fail } = this;
    for (; ; ) {
      if (state === 0 && unit < 128) return rootNext[unit];
      const how = step[state];
      if ((how & CHAIN) !== 0 && (how & 65535) === unit) return state + 1;
      if ((how & BRANCHED) !== 0) {
        const b = this.edge(state, unit);
        if (b !== 0) return b;
      }
      if (state === 0) return 0;
      state = fail[state];
    }
  }
  lengthOf(index) {
    this.build();
    return this.lengths[index];
  }
  replacementOf(index) {
    this.build();
    return this.replacements[index];
  }
};
function isWordUnit(unit) {
  return unit >= 48 && unit <= 57 || unit >= 65 && unit <= 90 || unit >= 97 && unit <= 122 || unit === 95;
}
function standsAlone(text, start, length) {
  const { units, base, end } = text;
  return (start === 0 || !isWordUnit(units[start - 1 - base])) && (start + length >= end || !isWordUnit(units[start + length - base]));
}
var LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
function unitsOf(text, base, to) {
  const part = text.slice(base, to);
  let units;
  if (LITTLE_ENDIAN) {
    const bytes = Buffer.from(part, "utf16le");
    units = bytes.byteOffset % 2 === 0 ? new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.length >> 1) : new Uint16Array(new Uint8Array(bytes).buffer);
  } else {
    units = new Uint16Array(part.length);
    for (let i = 0; i < part.length; i++) units[i] = part.charCodeAt(i);
  }
  return { units, base, end: text.length };
}
function replaceAll(text, dictionaries, keep) {
  const used = dictionaries.filter((d) => d.mayOccurIn(text));
  if (used.length === 0 || text.length === 0) return text;
  const maxLength = Math.max(...used.map((d) => d.maxLength));
  const window = Math.max(MIN_WINDOW, maxLength);
  const size = Math.min(window, text.length);
  const best = new Int32Array(size);
  const owner = new Int32Array(size).fill(-1);
  const hits = [];
  const kept = keep ? [...text.matchAll(keep)].map((m) => [m.index, m.index + m[0].length]) : [];
  let k = 0;
  let nextKept = kept.length > 0 ? kept[0][0] : -1;
  const parts = [];
  let copied = 0;
  let pos = 0;
  while (pos < text.length) {
    const from = pos;
    const to = Math.min(text.length, from + window);
    const units = unitsOf(text, Math.max(0, from - 1), Math.min(text.length, to + maxLength));
    hits.length = 0;
    for (let j = 0; j < used.length; j++)
      used[j].fillLongest(units, from, to, best, owner, j, hits);
    if (used.length === 1) hits.reverse();
    else hits.sort((a, b) => a - b);
    let i = from;
    let h = 0;
    for (; ; ) {
      const hit = h < hits.length ? hits[h] : to;
      const span = nextKept >= 0 && nextKept < to ? nextKept : to;
      const at = Math.min(hit, span);
      if (at >= to) break;
      if (at === span) {
        if (at >= i) i = kept[k][1];
        k++;
        nextKept = k < kept.length ? kept[k][0] : -1;
        continue;
      }
      h++;
      if (at < i) continue;
      const o = owner[at - from];
      const d = used[Math.floor(o / 16777216)];
      parts.push(text.slice(copied, at), d.replacementOf(o % 16777216));
      i = at + best[at - from];
      copied = i;
    }
    for (const at of hits) {
      best[at - from] = 0;
      owner[at - from] = -1;
    }
    pos = Math.max(i, to);
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(copied));
  return parts.join("");
}
var MIN_SEARCH_LENGTH = 4;
var WORD_SEARCH_BELOW = 8;
var TOKEN_PREFIX = "redacted.";
var TOKENS = /redacted\.[0-9a-f]{16}/g;
var REMEMBER_UP_TO = 256;
var PARTS_PER_FORM = 3;
var SEARCH_EACH_UP_TO = 64;
function createRedactor(key) {
  let hmacKey = key && Buffer.from(key);
  const seen = /* @__PURE__ */ new Map();
  let seenDictionary;
  const tokenOf = (bytes) => {
    const crypto = (0, import_chunk_3FVFMQ2D.nodeCrypto)();
    hmacKey ??= crypto.randomBytes(32);
    return TOKEN_PREFIX + crypto.createHmac("sha256", hmacKey).update(bytes).digest("hex").slice(0, 16);
  };
  const answers = /* @__PURE__ */ new Map();
  let printedParts;
  const learn = (forms) => {
    for (const [text, token] of forms) {
      if (seen.get(text) !== token) {
        seen.set(text, token);
        seenDictionary = void 0;
        answers.clear();
        printedParts = void 0;
      }
    }
  };
  const redactValues = (values, encoded, forms) => {
    if (values === null || typeof values !== "object" || Array.isArray(values)) return values;
    const out = {};
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== "string") {
        const text2 = value === void 0 ? "" : (0, import_chunk_VWE46UDP.canonicalJson)(value);
        const token2 = tokenOf(Buffer.from(text2, "utf8"));
        out[name] = token2;
        addForm(forms, text2, token2);
        continue;
      }
      const bytes = encoded ? Buffer.from(value, "base64") : Buffer.from(value, "utf8");
      const token = tokenOf(bytes);
      out[name] = token;
      addForm(forms, value, token);
      addForm(forms, bytes.toString("base64"), token);
      const text = encoded && isBase64Of(value, bytes) ? utf8Text(bytes) : void 0;
      if (text !== void 0) addForm(forms, text, token);
    }
    return out;
  };
  const redactSecretShape = (obj, forms) => {
    const out = { ...obj };
    if ("data" in obj) out.data = redactValues(obj.data, true, forms);
    if ("stringData" in obj) out.stringData = redactValues(obj.stringData, false, forms);
    const metadata = obj.metadata;
    if ((0, import_chunk_AUPPCWXN.isRecord)(metadata) && (0, import_chunk_AUPPCWXN.isRecord)(metadata.annotations)) {
      const texts = Object.entries(
        metadata.annotations
      ).map(
        ([name, value]) => typeof value === "string" ? { name, value, ...annotationText(value) } : { name, value }
      );
      const longest2 = Math.max(0, ...texts.map((t) => t.text?.length ?? 0));
      const own = dictionaryOf(forms, longest2);
      const annotations = {};
      for (const { name, value, text, inner } of texts) {
        annotations[name] = text === void 0 ? value : replaceAll(text, inner ? [own, dictionaryOf(inner, text.length)] : [own], TOKENS);
      }
      out.metadata = { ...metadata, annotations };
    }
    return out;
  };
  const annotationText = (value) => {
    const parsed = parseJsonObject(value);
    if (parsed && ("data" in parsed || "stringData" in parsed)) {
      const inner = /* @__PURE__ */ new Map();
      const redacted = redactSecretShape(parsed, inner);
      learn(inner);
      return { text: JSON.stringify(redacted) + (value.endsWith("\n") ? "\n" : ""), inner };
    }
    return { text: value };
  };
  const redactText = (s) => {
    if (seen.size === 0) return s;
    seenDictionary ??= dictionaryOf(seen);
    if (s.length < seenDictionary.minLength) return s;
    if (s.length > REMEMBER_UP_TO) return replaceAll(s, [seenDictionary], TOKENS);
    let out = answers.get(s);
    if (out === void 0) {
      out = replaceAll(s, [seenDictionary], TOKENS);
      answers.set(s, out);
    }
    return out;
  };
  const redactObject = (obj) => {
    if (isList(obj)) {
      const items = obj.items.map((item) => isKube(item) ? redactObject(item) : item);
      return items.some((item, i) => item !== obj.items[i]) ? { ...obj, items } : obj;
    }
    if (!isSecret(obj)) return seen.size === 0 ? obj : redactStrings(obj, redactText);
    const forms = /* @__PURE__ */ new Map();
    const out = redactSecretShape(obj, forms);
    learn(forms);
    return out;
  };
  const learnObject = (obj) => {
    if (isList(obj)) {
      for (const item of obj.items) if (isKube(item)) learnObject(item);
      return;
    }
    if (!isSecret(obj)) return;
    const forms = /* @__PURE__ */ new Map();
    redactSecretShape(obj, forms);
    learn(forms);
  };
  const partsOf = (printer) => {
    if (printedParts?.printer !== printer) {
      printedParts = { printer, parts: printedPartsOf(seen, printer) };
    }
    return printedParts.parts;
  };
  const redactPrinted = (obj, printer) => {
    if (!isSecret(obj) && !isList(obj)) {
      const text = printer.print(obj);
      if (seen.size === 0) return text;
      const parts = partsOf(printer);
      if (parts && !parts.mayHoldAForm(text)) return text;
    }
    return redactText(printer.print(redactObject(obj)));
  };
  return { redactObject, learn: learnObject, redactText, redactPrinted };
}
function redactStrings(value, redact) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) {
    let out;
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      const next = redactStrings(v, redact);
      if (next !== v && out === void 0) out = value.slice(0, i);
      out?.push(next);
    }
    return out ?? value;
  }
  if ((0, import_chunk_AUPPCWXN.isRecord)(value)) {
    const keys = Object.keys(value);
    let out;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      const v = value[k];
      const key = redact(k);
      const next = redactStrings(v, redact);
      if ((key !== k || next !== v) && out === void 0) {
        out = {};
        for (let j = 0; j < i; j++) out[keys[j]] = value[keys[j]];
      }
      if (out !== void 0) out[key] = next;
    }
    return out ?? value;
  }
  return value;
}
function printedPartsOf(forms, printer) {
  const numbers = /* @__PURE__ */ new Map();
  const own = [];
  const related = /* @__PURE__ */ new Map();
  for (const [form, token] of forms) {
    const parts2 = printer.verbatimParts(form);
    if (parts2.length === 0) return void 0;
    let group = related.get(token);
    if (group === void 0) {
      group = /* @__PURE__ */ new Set();
      related.set(token, group);
    }
    const mine = [];
    for (const part of longest(parts2, PARTS_PER_FORM)) {
      let n = numbers.get(part);
      if (n === void 0) {
        n = numbers.size;
        numbers.set(part, n);
      }
      mine.push(n);
      group.add(n);
    }
    own.push(mine);
  }
  const parts = [...numbers.keys()];
  if (own.length <= SEARCH_EACH_UP_TO) {
    const inside = partsInside(parts, related.values());
    sharedFirst(own);
    return {
      mayHoldAForm(text) {
        const absent = /* @__PURE__ */ new Map();
        const missing = (n) => {
          let answer = absent.get(n);
          if (answer === void 0) {
            answer = inside[n]?.some((m) => absent.get(m) === true) || !text.includes(parts[n]);
            absent.set(n, answer);
          }
          return answer;
        };
        return !own.every((form) => form.some(missing));
      }
    };
  }
  const dictionary = new Dictionary(parts.map((text) => ({ text, replacement: text })));
  return {
    mayHoldAForm(text) {
      const found = dictionary.occurring(text);
      return own.some((form) => form.every((n) => found[n] === 1));
    }
  };
}
function sharedFirst(own) {
  const holders = [];
  for (const form of own) for (const n of new Set(form)) holders[n] = (holders[n] ?? 0) + 1;
  for (const form of own) form.sort((a, b) => holders[b] - holders[a]);
}
function longest(parts, n) {
  const top = [];
  for (const part of parts) {
    let at = top.length;
    while (at > 0 && top[at - 1].length < part.length) at--;
    if (at < n) {
      top.splice(at, 0, part);
      if (top.length > n) top.pop();
    }
  }
  return top;
}
function partsInside(parts, groups) {
  const inside = new Array(parts.length).fill(void 0);
  for (const group of groups) {
    for (const n of group) {
      const part = parts[n];
      if (part.length > INSIDE_UP_TO) continue;
      for (const m of group) {
        const other = parts[m];
        if (other.length < part.length && part.includes(other) && !inside[n]?.includes(m)) {
          inside[n] = [...inside[n] ?? [], m];
        }
      }
    }
  }
  return inside;
}
var INSIDE_UP_TO = 4096;
function addForm(forms, text, token) {
  if (text.length < MIN_SEARCH_LENGTH) return;
  forms.set(text, token);
  const escaped = JSON.stringify(text).slice(1, -1);
  if (escaped !== text) forms.set(escaped, token);
  const html = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  if (html !== text) forms.set(html, token);
}
function dictionaryOf(forms, longest2 = Number.POSITIVE_INFINITY) {
  const needles = [];
  for (const [text, token] of forms) {
    if (text.length <= longest2) {
      needles.push({ text, replacement: token, standAlone: text.length < WORD_SEARCH_BELOW });
    }
  }
  return new Dictionary(needles);
}
function isBase64Of(value, bytes) {
  const bare = value.replace(/\s+/g, "").replace(/=+$/, "");
  return bare === bytes.toString("base64").replace(/=+$/, "") || bare === bytes.toString("base64url");
}
function utf8Text(bytes) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return void 0;
  }
}
function parseJsonObject(s) {
  const trimmed = s.trim();
  if (!trimmed.startsWith("{")) return void 0;
  try {
    const parsed = JSON.parse(trimmed);
    return (0, import_chunk_AUPPCWXN.isRecord)(parsed) ? parsed : void 0;
  } catch {
    return void 0;
  }
}
function isKube(v) {
  return (0, import_chunk_AUPPCWXN.isRecord)(v) && typeof v.apiVersion === "string" && typeof v.kind === "string" && (0, import_chunk_AUPPCWXN.isRecord)(v.metadata);
}
function isSecret(obj) {
  return obj.kind === "Secret" && typeof obj.apiVersion === "string" && splitApiVersion(obj.apiVersion).group === "";
}
function isList(obj) {
  return typeof obj.kind === "string" && obj.kind.endsWith("List") && Array.isArray(obj.items);
}
function redactError(err, redact) {
  if (!(err instanceof Error)) return typeof err === "string" ? redact(err) : err;
  err.message = redact(err.message);
  if (err.stack) err.stack = redact(err.stack);
  return err;
}
function stackEnvRedactor(stackEnv = {}) {
  const redactor = createRedactor();
  const stringData = {};
  for (const [name, value] of Object.entries(stackEnv)) if (value) stringData[name] = value;
  redactor.learn({ apiVersion: "v1", kind: "Secret", metadata: { name: "stack-env" }, stringData });
  return redactor;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  createRedactor,
  displayKey,
  keyId,
  learnSecrets,
  loadRun,
  objectKey,
  redactError,
  renderConfigFile,
  renderLoaded,
  runDiagnostics,
  stackEnvRedactor,
  withoutSecrets
});

},
})
