import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  blueprintSource,
  boshSource,
  lazyRenderer,
  qbecSource,
  snippetSource
} from "./chunk-FUHN5S3O.mjs";
import {
  OUT_OF_TIME,
  RunBudget
} from "./chunk-2C5A3EZ2.mjs";
import {
  loadConfig
} from "./chunk-75RYBEAX.mjs";
import {
  enginesFor
} from "./chunk-PT4RFBWN.mjs";
import {
  DiagnosticError,
  hasErrors
} from "./chunk-I73GSL6V.mjs";
import {
  diagnosticAt
} from "./chunk-4A2X5HPP.mjs";
import {
  compareStrings,
  isRecord
} from "./chunk-JHVG7T2D.mjs";
import {
  RepositoryBoundary
} from "./chunk-PT3I3LVI.mjs";

// src/model/key.ts
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

// src/model/order.ts
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
    (a, b) => a.rank - b.rank || compareStrings(a.o.object.kind, b.o.object.kind) || compareStrings(a.o.component, b.o.component) || compareStrings(a.o.object.metadata.namespace ?? "", b.o.object.metadata.namespace ?? "") || compareStrings(a.o.object.metadata.name ?? "", b.o.object.metadata.name ?? "") || a.index - b.index
  );
  return ranked.map((r) => r.o);
}

// src/render/stack/options.ts
function checkSource({ parsed, at, source, environments }) {
  if (!isRecord(source.capabilities) || !environments) return [];
  return Object.keys(source.capabilities).filter((env) => !environments.includes(env)).map(
    (env) => diagnosticAt(
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

// src/render/stack/index.ts
var stackSource = {
  ...stackOptions,
  renderer: lazyRenderer(async () => (await import("./renderer-YBBDHVK6.mjs")).stackRenderer)
};

// src/render/registry.ts
var sourceTypes = [
  qbecSource,
  snippetSource,
  blueprintSource,
  boshSource,
  stackSource
];
function sourceType(name) {
  return sourceTypes.find((t) => t.type === name);
}

// src/render/pipeline.ts
async function renderPipeline(config, opts) {
  const boundary = RepositoryBoundary.at(config.repository);
  const ctx = {
    pipeline: config.name,
    root: config.root,
    boundary,
    // Every engine a renderer asks for is checked against the repository boundary first.
    engines: enginesFor(boundary, opts.jsonnetEngine ?? config.jsonnet.engine, opts.maxTrace),
    budget: opts.budget ?? new RunBudget(),
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
  return opened === OUT_OF_TIME ? void 0 : opened;
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
  if (result === OUT_OF_TIME) return timedOut();
  if (ctx.budget.expired() && hasErrors(result.diagnostics)) return timedOut(result.secrets);
  return withEmptyWarning(source, environment, result);
}
function withEmptyWarning(source, environment, result) {
  if (result.objects.length > 0 || result.artifacts.length > 0 || hasErrors(result.diagnostics))
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

// src/ops/render.ts
function runDiagnostics(run) {
  return [...run.diagnostics, ...run.render?.environments.flatMap((e) => e.diagnostics) ?? []];
}
async function renderConfigFile(configFile, selection = {}, commit = null, repository) {
  return renderLoaded(await loadRun(configFile, selection, repository), selection, commit);
}
async function loadRun(configFile, selection = {}, repository) {
  let config;
  try {
    config = await loadConfig(configFile, { types: sourceTypes, repository });
  } catch (err) {
    if (err instanceof DiagnosticError) return { diagnostics: err.diagnostics };
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

export {
  splitApiVersion,
  objectKey,
  keyId,
  displayKey,
  withoutSecrets,
  runDiagnostics,
  renderConfigFile,
  loadRun,
  renderLoaded,
  learnSecrets
};
