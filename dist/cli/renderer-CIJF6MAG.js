({
"renderer-CIJF6MAG.js": function (exports, require, module, __filename, __dirname) {
// src/render/bosh/renderer.ts
// src/render/bosh/instances.ts
// src/render/bosh/links.ts
// src/render/bosh/addons.ts
// src/render/bosh/manifest.ts
// src/render/bosh/properties.ts
// src/render/bosh/undeclared.ts
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
    for (let key2 of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key2) && key2 !== except)
        __defProp(to, key2, { get: () => from[key2], enumerable: !(desc = __getOwnPropDesc(from, key2)) || desc.enumerable });
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
  boshRenderer: () => boshRenderer
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_JGY3AKBM = require("./chunk-JGY3AKBM.js");
var import_chunk_7MSCCZZR = require("./chunk-7MSCCZZR.js");
var import_chunk_GBPQ6C2Q = require("./chunk-GBPQ6C2Q.js");
var import_chunk_WUBCKF5M = require("./chunk-WUBCKF5M.js");
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var import_chunk_RRCBAIWP = require("./chunk-RRCBAIWP.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_5WZGFZL6 = require("./chunk-5WZGFZL6.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_WY4LJNW5 = require("./chunk-WY4LJNW5.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_path = __toESM(require("node:path"));
var import_yaml = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
function dnsLabel(name) {
  return name.toLowerCase().replace(/[^a-z0-9-]/g, "-");
}
function instancesOf(deployment, group, options) {
  const azs = group.azs.length > 0 ? group.azs : [null];
  const out = [];
  const network = group.networks[0]?.name ?? "default";
  azs.forEach((az, azIndex) => {
    for (let ordinal = 0; ordinal < group.instances; ordinal++) {
      const index = azIndex * group.instances + ordinal;
      const dnsRecord = `${index}.${dnsLabel(group.name)}.${dnsLabel(network)}.${dnsLabel(deployment)}.bosh`;
      const address = options.addresses === "director" ? dnsRecord : `${dnsLabel(deployment)}-${dnsLabel(group.name)}-${index}.${options.namespace}.${options.serviceDomain}`;
      const networks = {};
      let ip;
      group.networks.forEach((net, n) => {
        const entry = {
          dns_record_name: `${index}.${dnsLabel(group.name)}.${dnsLabel(net.name)}.${dnsLabel(deployment)}.bosh`
        };
        const staticIp = net.staticIps[index];
        if (staticIp !== void 0) entry.ip = staticIp;
        if (net.default.length > 0) entry.default = net.default;
        if (ip === void 0 && staticIp !== void 0 && (n === 0 || net.default.length > 0)) ip = staticIp;
        networks[net.name] = entry;
      });
      const instance = { index, az, bootstrap: index === 0, address, networks };
      if (ip !== void 0) instance.ip = ip;
      out.push(instance);
    }
  });
  return out;
}
function linkAddress(deployment, group, options) {
  if (options.addresses === "director") {
    const network = group.networks[0]?.name ?? "default";
    return `q-s0.${dnsLabel(group.name)}.${dnsLabel(network)}.${dnsLabel(deployment)}.bosh`;
  }
  return `${dnsLabel(deployment)}-${dnsLabel(group.name)}.${options.namespace}.${options.serviceDomain}`;
}
var blocked = (v) => v === null || v === "nil";
function findProperty(src, name) {
  let ref = src;
  for (const key2 of name.split(".")) {
    if (!(0, import_chunk_AUPPCWXN.isRecord)(ref) || !Object.hasOwn(ref, key2)) return void 0;
    ref = ref[key2];
  }
  return ref;
}
function providersOf(groups, specOf, sourceOf) {
  const out = [];
  for (const group of groups) {
    for (const job of group.jobs) {
      const spec = specOf(job);
      const source = sourceOf(group, job);
      if (!spec || !source) continue;
      for (const p of spec.provides) {
        const explicit = job.provides[p.name];
        if (p.name in job.provides && blocked(explicit)) continue;
        const name = (0, import_chunk_AUPPCWXN.isRecord)(explicit) && typeof explicit.as === "string" ? explicit.as : p.name;
        const properties = {};
        for (const prop of p.properties) {
          let value = findProperty(source, prop);
          if (value === void 0) {
            const declared = spec.properties.get(prop);
            if (!declared)
              throw new import_chunk_JGY3AKBM.BoshError(
                `Link property ${prop} in template ${job.name} is not defined in release spec`,
                {},
                "UndeclaredLinkProperty",
                group.name
              );
            value = declared.default ?? null;
          }
          (0, import_chunk_AUPPCWXN.setDotted)(properties, prop, structuredClone(value));
        }
        out.push({ group, job, name, type: p.type, properties });
      }
    }
  }
  return out;
}
var label = (p) => `${p.group.name}.${p.job.name}.${p.name}`;
function resolveLink(decl, group, job, providers, place) {
  const explicit = job.consumes[decl.name];
  const where = `link '${decl.name}' of type '${decl.type}' for job '${job.name}' in instance group '${group.name}'`;
  if (decl.name in job.consumes && blocked(explicit)) return void 0;
  let candidates = providers.filter((p) => p.type === decl.type);
  if ((0, import_chunk_AUPPCWXN.isRecord)(explicit) && typeof explicit.from === "string") {
    const from = explicit.from;
    candidates = candidates.filter((p) => p.name === from);
    if (candidates.length === 0) {
      throw new import_chunk_JGY3AKBM.BoshError(
        `Can't resolve ${where}: no provider of that type named '${from}'`,
        place,
        "UnresolvedLink",
        group.name
      );
    }
  }
  if (candidates.length > 1) {
    throw new import_chunk_JGY3AKBM.BoshError(
      `Multiple providers for ${where}: ${candidates.map(label).join(", ")}; name one with consumes: {${decl.name}: {from: <name>}}`,
      place,
      "AmbiguousLink",
      group.name
    );
  }
  if (candidates.length === 0) {
    if (decl.optional) return void 0;
    throw new import_chunk_JGY3AKBM.BoshError(
      `Can't resolve ${where}: no job provides a link of that type`,
      place,
      "UnresolvedLink",
      group.name
    );
  }
  return candidates[0];
}
function applyAddons(raw, groups, releases, stemcellOs, place) {
  if (raw === void 0 || raw === null) return;
  if (!Array.isArray(raw)) throw new import_chunk_JGY3AKBM.BoshError("'addons' is a list of addons", place(["addons"]));
  raw.forEach((value, a) => {
    const at = ["addons", a];
    if (!(0, import_chunk_AUPPCWXN.isRecord)(value)) throw new import_chunk_JGY3AKBM.BoshError("an addon is a mapping with a name and jobs", place(at));
    const name = (0, import_chunk_JGY3AKBM.str)(value.name);
    if (name === "") throw new import_chunk_JGY3AKBM.BoshError("an addon needs a name", place(at));
    const jobs = addonJobs(value.jobs, [...at, "jobs"], name, releases, place);
    const include = parseFilter(value.include, "include", [...at, "include"], place);
    const exclude = parseFilter(value.exclude, "exclude", [...at, "exclude"], place);
    const shared = (0, import_chunk_AUPPCWXN.isRecord)(value.properties) ? value.properties : void 0;
    if (name === BOSH_DNS) return;
    const eligible = groups.filter(
      (g) => applies(include, g, stemcellOs) && !applies(exclude, g, stemcellOs)
    );
    for (const job of jobs) {
      for (const group of eligible) {
        if (group.jobs.some((j) => j.name === job.name)) {
          throw new import_chunk_JGY3AKBM.BoshError(
            `Colocated job '${job.name}' is already added to the instance group '${group.name}'.`,
            place(job.at)
          );
        }
        group.jobs.push({ ...job, properties: job.properties ?? shared ?? {}, isAddon: true });
      }
    }
  });
}
var BOSH_DNS = "bosh-dns";
function addonJobs(raw, at, addon, releases, place) {
  if (raw === void 0 || raw === null) return [];
  if (!Array.isArray(raw)) throw new import_chunk_JGY3AKBM.BoshError(`the jobs of addon '${addon}' are a list`, place(at));
  return raw.map((value, j) => {
    const jobAt = [...at, j];
    const job = (0, import_chunk_JGY3AKBM.record)(value);
    const name = (0, import_chunk_JGY3AKBM.str)(job.name);
    const release = (0, import_chunk_JGY3AKBM.str)(job.release);
    if (name === "" || release === "")
      throw new import_chunk_JGY3AKBM.BoshError(`a job of addon '${addon}' needs a name and a release`, place(jobAt));
    if (!releases.has(release)) {
      throw new import_chunk_JGY3AKBM.BoshError(
        `Manifest specifies job '${name}' which is defined in '${release}', but '${release}' is not listed in the deployment releases section.`,
        place([...jobAt, "release"])
      );
    }
    const ref = {
      name,
      release,
      consumes: (0, import_chunk_JGY3AKBM.record)(job.consumes),
      provides: (0, import_chunk_JGY3AKBM.record)(job.provides),
      at: jobAt
    };
    if ((0, import_chunk_AUPPCWXN.isRecord)(job.properties)) ref.properties = job.properties;
    return ref;
  });
}
function parseFilter(raw, type, at, place) {
  const rules = (0, import_chunk_JGY3AKBM.record)(raw);
  const strings = (key2) => (0, import_chunk_JGY3AKBM.list)(rules[key2]).map(String);
  if (strings("deployments").length > 0)
    throw new import_chunk_JGY3AKBM.BoshError(
      "Deployment filter is not allowed for deployment level addons.",
      place([...at, "deployments"])
    );
  const jobs = (0, import_chunk_JGY3AKBM.list)(rules.jobs).map((job, i) => {
    const j = (0, import_chunk_JGY3AKBM.record)(job);
    const name = (0, import_chunk_JGY3AKBM.str)(j.name);
    const release = (0, import_chunk_JGY3AKBM.str)(j.release);
    if (name === "" || release === "") {
      throw new import_chunk_JGY3AKBM.BoshError(
        `Job ${rubyInspect(job)} in deployment config's ${type} section must have both name and release.`,
        place([...at, "jobs", i])
      );
    }
    return { name, release };
  });
  const stemcells = (0, import_chunk_JGY3AKBM.list)(rules.stemcell).map((stemcell, i) => {
    const os = (0, import_chunk_JGY3AKBM.str)((0, import_chunk_JGY3AKBM.record)(stemcell).os);
    if (os === "") {
      throw new import_chunk_JGY3AKBM.BoshError(
        `Stemcell ${rubyInspect(stemcell)} in deployment config's ${type} section must have an os name.`,
        place([...at, "stemcell", i])
      );
    }
    return os;
  });
  return {
    type,
    jobs,
    instanceGroups: strings("instance_groups"),
    stemcells,
    networks: strings("networks"),
    azs: strings("azs"),
    // Teams are a runtime config's: a deployment's addons ignore them.
    lifecycle: (0, import_chunk_JGY3AKBM.str)(rules.lifecycle)
  };
}
function applies(f, g, stemcellOs) {
  if (f.lifecycle !== "" && f.lifecycle !== g.lifecycle) return false;
  if (f.azs.length > 0 && !f.azs.some((az) => g.azs.includes(az))) return false;
  const os = g.stemcell === void 0 ? void 0 : stemcellOs.get(g.stemcell);
  if (f.stemcells.length > 0 && !f.stemcells.some((s) => s === os)) return false;
  if (f.networks.length > 0 && !f.networks.some((n) => g.networks.some((net) => net.name === n)))
    return false;
  const byJob = f.jobs.length > 0;
  const byGroup = f.instanceGroups.length > 0;
  if (byJob || byGroup) {
    return (!byJob || f.jobs.some((j) => g.jobs.some((x) => x.name === j.name && x.release === j.release))) && (!byGroup || f.instanceGroups.includes(g.name));
  }
  return f.type === "include" || f.stemcells.length > 0 || f.networks.length > 0 || f.azs.length > 0 || f.lifecycle !== "";
}
function rubyInspect(v, depth = 0) {
  if (depth > 8) return "...";
  if ((0, import_chunk_AUPPCWXN.isRecord)(v))
    return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)} => ${rubyInspect(x, depth + 1)}`).join(", ")}}`;
  if (Array.isArray(v)) return `[${v.map((x) => rubyInspect(x, depth + 1)).join(", ")}]`;
  if (v === null || v === void 0) return "nil";
  return typeof v === "string" ? JSON.stringify(v) : String(v);
}
var VARIABLE = /\(\(([-\w./!]+)\)\)/g;
function interpolate(value, variables, missing, at = []) {
  if (typeof value === "string") {
    const whole = /^\(\(([-\w./!]+)\)\)$/.exec(value);
    if (whole) return lookupVariable(whole[1], variables, missing, at) ?? value;
    return value.replace(VARIABLE, (text, name) => {
      const v = lookupVariable(name, variables, missing, at);
      if (v === void 0) return text;
      if ((0, import_chunk_AUPPCWXN.isRecord)(v) || Array.isArray(v)) {
        throw new import_chunk_JGY3AKBM.BoshError(`variable '${name}' is not a string or number and cannot be embedded in text`);
      }
      return String(v);
    });
  }
  if (Array.isArray(value)) return value.map((v, i) => interpolate(v, variables, missing, [...at, i]));
  if ((0, import_chunk_AUPPCWXN.isRecord)(value)) {
    const out = {};
    for (const [k, v] of Object.entries(value))
      (0, import_chunk_AUPPCWXN.setOwn)(out, k, interpolate(v, variables, missing, [...at, k]));
    return out;
  }
  return value;
}
function lookupVariable(written, variables, missing, at) {
  const name = written.replace(/^!/, "").replace(/^\//, "");
  const [head, ...keys] = name.split(".");
  let v = (0, import_chunk_AUPPCWXN.getOwn)(variables, head);
  for (const k of keys) v = (0, import_chunk_AUPPCWXN.isRecord)(v) ? (0, import_chunk_AUPPCWXN.getOwn)(v, k) : void 0;
  if (v === void 0 && !missing.has(name)) missing.set(name, at);
  return v;
}
function releaseSpecs(doc, keyPlace) {
  if (!("release" in doc)) return (0, import_chunk_JGY3AKBM.list)(doc.releases);
  if ("releases" in doc)
    throw new import_chunk_JGY3AKBM.BoshError(
      "Deployment manifest contains both 'release' and 'releases' sections, please use one of the two.",
      keyPlace
    );
  if (!(0, import_chunk_AUPPCWXN.isRecord)(doc.release))
    throw new import_chunk_JGY3AKBM.BoshError(
      "'release' holds one release, a mapping of name and version (a list of releases is written 'releases:')",
      keyPlace
    );
  return [doc.release];
}
function readManifest(file, text, source, variables, variablesFile) {
  const parsed = (0, import_chunk_V45YXJAE.parseYamlFile)(file, text, source, { dialect: "go-yaml-v2" });
  const place = (at) => ({ file, ...(0, import_chunk_V45YXJAE.positionOf)(parsed, at) });
  const syntax = parsed.diagnostics.find((d) => d.severity === "error");
  if (syntax)
    throw new import_chunk_JGY3AKBM.BoshError(syntax.message, { file, line: syntax.line, column: syntax.column }, "YamlSyntax");
  if (!(0, import_chunk_AUPPCWXN.isRecord)(parsed.value)) throw new import_chunk_JGY3AKBM.BoshError("a deployment manifest must be a mapping", place([]));
  const missing = /* @__PURE__ */ new Map();
  const doc = (0, import_chunk_JGY3AKBM.record)(interpolate(parsed.value, variables, missing));
  if (missing.size > 0) {
    const [first] = missing.values();
    const names = [...missing.keys()].map((n) => `'${n}'`).join(", ");
    const where = variablesFile ? `in ${variablesFile}` : "because the source names no variables file";
    throw new import_chunk_JGY3AKBM.BoshError(
      `Failed to find variables ${names}: not ${where}`,
      place(first),
      "UnresolvedVariable"
    );
  }
  const name = (0, import_chunk_JGY3AKBM.str)(doc.name);
  if (name === "") throw new import_chunk_JGY3AKBM.BoshError("the deployment manifest needs a name", place(["name"]));
  const releases = /* @__PURE__ */ new Map();
  for (const r of releaseSpecs(doc, { file, ...(0, import_chunk_V45YXJAE.positionOf)(parsed, ["release"], { key: true }) })) {
    if ((0, import_chunk_AUPPCWXN.isRecord)(r) && typeof r.name === "string")
      releases.set(r.name, { name: r.name, version: String(r.version ?? "latest") });
  }
  const instanceGroups = (0, import_chunk_JGY3AKBM.list)(doc.instance_groups).map((raw, i) => {
    const at = ["instance_groups", i];
    const ig = (0, import_chunk_JGY3AKBM.record)(raw);
    const igName = (0, import_chunk_JGY3AKBM.str)(ig.name);
    if (igName === "") throw new import_chunk_JGY3AKBM.BoshError("an instance group needs a name", place(at));
    const instances = ig.instances;
    if (typeof instances !== "number" || !Number.isInteger(instances) || instances < 0) {
      throw new import_chunk_JGY3AKBM.BoshError(
        `instance group '${igName}' needs instances: a whole number`,
        place([...at, "instances"])
      );
    }
    const jobs = (0, import_chunk_JGY3AKBM.list)(ig.jobs).map((rawJob, j) => {
      const jobAt = [...at, "jobs", j];
      const job = (0, import_chunk_JGY3AKBM.record)(rawJob);
      const jobName = (0, import_chunk_JGY3AKBM.str)(job.name);
      const release = (0, import_chunk_JGY3AKBM.str)(job.release);
      if (jobName === "" || release === "") {
        throw new import_chunk_JGY3AKBM.BoshError(`a job of instance group '${igName}' needs a name and a release`, place(jobAt));
      }
      if (!releases.has(release)) {
        throw new import_chunk_JGY3AKBM.BoshError(
          `Job '${jobName}' requires release '${release}', which is not in the deployment's releases`,
          place([...jobAt, "release"])
        );
      }
      const ref = {
        name: jobName,
        release,
        consumes: (0, import_chunk_JGY3AKBM.record)(job.consumes),
        provides: (0, import_chunk_JGY3AKBM.record)(job.provides),
        at: jobAt
      };
      if (job.properties !== void 0 && job.properties !== null) ref.properties = (0, import_chunk_JGY3AKBM.record)(job.properties);
      return ref;
    });
    const networks = (0, import_chunk_JGY3AKBM.list)(ig.networks).map((n) => {
      const net = (0, import_chunk_JGY3AKBM.record)(n);
      return {
        name: (0, import_chunk_JGY3AKBM.str)(net.name),
        staticIps: (0, import_chunk_JGY3AKBM.list)(net.static_ips).map(String),
        default: (0, import_chunk_JGY3AKBM.list)(net.default).map(String)
      };
    });
    return {
      name: igName,
      instances,
      azs: (0, import_chunk_JGY3AKBM.list)(ig.azs).map(String),
      networks,
      jobs,
      properties: (0, import_chunk_JGY3AKBM.record)(ig.properties),
      ...typeof ig.stemcell === "string" ? { stemcell: ig.stemcell } : {},
      lifecycle: typeof ig.lifecycle === "string" ? ig.lifecycle : "service",
      at
    };
  });
  const stemcellOs = /* @__PURE__ */ new Map();
  for (const s of (0, import_chunk_JGY3AKBM.list)(doc.stemcells)) {
    if ((0, import_chunk_AUPPCWXN.isRecord)(s) && typeof s.alias === "string" && typeof s.os === "string") stemcellOs.set(s.alias, s.os);
  }
  applyAddons(doc.addons, instanceGroups, releases, stemcellOs, place);
  return { name, releases, instanceGroups, properties: (0, import_chunk_JGY3AKBM.record)(doc.properties), parsed };
}
function rubyClass(v) {
  if (typeof v === "string") return "String";
  if (typeof v === "number") return Number.isInteger(v) ? "Integer" : "Float";
  if (typeof v === "boolean") return v ? "TrueClass" : "FalseClass";
  if (Array.isArray(v)) return "Array";
  if (v === null || v === void 0) return "NilClass";
  return "Hash";
}
function lookupProperty(src, name) {
  let ref = src;
  for (const key2 of name.split(".")) {
    if (!(0, import_chunk_AUPPCWXN.isRecord)(ref))
      throw new import_chunk_JGY3AKBM.BoshError(
        `Property '${name}' expects a hash, but received '${rubyClass(ref)}'`,
        {},
        "PropertyType"
      );
    ref = (0, import_chunk_AUPPCWXN.getOwn)(ref, key2);
    if (ref === void 0 || ref === null) return void 0;
  }
  return ref;
}
function jobPropertySource(global, groupProperties, job) {
  return job.properties ?? (0, import_chunk_AUPPCWXN.deepMerge)(global, groupProperties);
}
function sortProperty(value) {
  if (!(0, import_chunk_AUPPCWXN.isRecord)(value)) return value;
  const out = {};
  for (const k of Object.keys(value).sort(import_chunk_AUPPCWXN.compareUtf8)) (0, import_chunk_AUPPCWXN.setOwn)(out, k, sortProperty(value[k]));
  return out;
}
function resolveJobProperties(global, groupProperties, job, spec) {
  const source = jobPropertySource(global, groupProperties, job);
  const out = {};
  for (const [name, def] of spec.properties) {
    const value = lookupProperty(source, name);
    const chosen = value === void 0 ? def.default : value;
    (0, import_chunk_AUPPCWXN.setDotted)(out, name, chosen === void 0 ? null : sortProperty(structuredClone(chosen)));
  }
  return out;
}
function undeclaredProperties(manifest, specOf) {
  const out = [];
  let hints = 0;
  const globalReaders = [];
  for (const [g, group] of manifest.instanceGroups.entries()) {
    const groupReaders = group.jobs.filter((job) => job.properties === void 0);
    globalReaders.push(...groupReaders);
    for (const job of group.jobs) {
      if (job.properties !== void 0) check(job.properties, [...job.at, "properties"], [job], group.name);
    }
    check(group.properties, ["instance_groups", g, "properties"], groupReaders, group.name);
    if (group.jobs.length > 0 && groupReaders.length === 0)
      unread(
        group.properties,
        ["instance_groups", g, "properties"],
        `of instance group '${group.name}'`,
        group.name
      );
  }
  check(manifest.properties, ["properties"], globalReaders);
  const jobs = manifest.instanceGroups.some((group) => group.jobs.length > 0);
  if (jobs && globalReaders.length === 0) unread(manifest.properties, ["properties"], "of the deployment");
  return (0, import_chunk_V45YXJAE.sortDiagnostics)(out);
  function unread(block, at, whose, group) {
    if (Object.keys(block).length === 0) return;
    out.push({
      severity: "warning",
      source: manifest.parsed.source,
      ...group ? { component: group } : {},
      file: manifest.parsed.file,
      ...(0, import_chunk_V45YXJAE.positionOf)(manifest.parsed, at, { key: true }),
      message: `the properties ${whose} are read by no job: each job has its own properties, which replace them, so the director ignores these`,
      reason: "UnreadProperties"
    });
  }
  function check(block, at, readers, group) {
    if (Object.keys(block).length === 0 || readers.length === 0) return;
    const specs = readers.map(specOf);
    if (specs.some((s) => s === void 0)) return;
    const declared = [...new Set(specs.flatMap((s) => [...s.properties.keys()]))];
    const names = new Set(declared.map((name) => JSON.stringify(name.split("."))));
    const prefixes = new Set(
      declared.flatMap((name) => {
        const parts = name.split(".");
        return parts.slice(1).map((_, i) => JSON.stringify(parts.slice(0, i + 1)));
      })
    );
    const who = readers.length === 1 ? `job '${readers[0].name}'` : `any job reading it (${[...new Set(readers.map((j) => `'${j.name}'`))].join(", ")})`;
    walk(block, []);
    function walk(value, prefix) {
      for (const [key2, v] of Object.entries(value)) {
        const path2 = [...prefix, key2];
        const id = JSON.stringify(path2);
        if (names.has(id)) continue;
        if (prefixes.has(id)) {
          if ((0, import_chunk_AUPPCWXN.isRecord)(v)) walk(v, path2);
          continue;
        }
        const dotted = path2.join(".");
        out.push({
          severity: "warning",
          source: manifest.parsed.source,
          ...group ? { component: group } : {},
          file: manifest.parsed.file,
          ...(0, import_chunk_V45YXJAE.positionOf)(manifest.parsed, [...at, ...path2], { key: true }),
          message: `property ${dotted} is not declared in the spec of ${who}: the director ignores it${hints++ < MAX_HINTS ? hint(dotted, declared) : ""}`,
          reason: "UndeclaredProperty"
        });
      }
    }
  }
}
var MAX_HINTS = 100;
function hint(dotted, declared) {
  if (declared.includes(dotted)) {
    const parts = dotted.split(".");
    const nested = `${parts.join(": { ")}: \u2026${" }".repeat(parts.length - 1)}`;
    return ` (the director splits property names at dots: write it nested, ${nested})`;
  }
  const meant = (0, import_chunk_CCBYBVFN.didYouMean)(dotted, declared);
  return meant === void 0 ? "" : ` (did you mean ${meant}?)`;
}
var VERSION = "1";
var JOB_DEADLINE_MS = 3e4;
var key = (job) => `${job.release}/${job.name}`;
var boshRenderer = {
  async open(source, ctx) {
    const shown = (p) => import_node_path.default.relative(ctx.root, p);
    const manifestFile = shown(source.absPath);
    let manifestText;
    try {
      manifestText = await ctx.boundary.readText(source.absPath, manifestFile);
    } catch (err) {
      const failed = failure(source.name, err, manifestFile);
      return { render: async () => failed };
    }
    const specs = /* @__PURE__ */ new Map();
    const releasesDir = import_node_path.default.resolve(ctx.root, source.releases);
    const lenient = (0, import_chunk_V45YXJAE.parseYamlFile)(manifestFile, manifestText, source.name, { dialect: "go-yaml-v2" });
    const jobs = [];
    const groups = (0, import_chunk_AUPPCWXN.isRecord)(lenient.value) && Array.isArray(lenient.value.instance_groups) ? lenient.value.instance_groups : [];
    const addons = (0, import_chunk_AUPPCWXN.isRecord)(lenient.value) && Array.isArray(lenient.value.addons) ? lenient.value.addons : [];
    for (const g of [...groups, ...addons]) {
      for (const j of (0, import_chunk_AUPPCWXN.isRecord)(g) && Array.isArray(g.jobs) ? g.jobs : []) {
        if ((0, import_chunk_AUPPCWXN.isRecord)(j) && typeof j.name === "string" && typeof j.release === "string")
          jobs.push({ name: j.name, release: j.release });
      }
    }
    if (jobs.length > 0) ctx.engines.ruby().prepare();
    for (const job of jobs) {
      if (specs.has(key(job))) continue;
      try {
        specs.set(key(job), await (0, import_chunk_JGY3AKBM.readJobSpec)(ctx.boundary, releasesDir, ctx.root, job.release, job.name));
      } catch (err) {
        specs.set(key(job), err instanceof import_chunk_JGY3AKBM.BoshError ? err : new import_chunk_JGY3AKBM.BoshError(err.message));
      }
    }
    return {
      render: (environment) => renderEnvironment(source, ctx, { manifestFile, manifestText, specs, releasesDir }, environment)
    };
  }
};
function failure(source, err, file) {
  const e = err instanceof import_chunk_JGY3AKBM.BoshError ? err : new import_chunk_JGY3AKBM.BoshError(err.message, file ? { file } : {});
  return { objects: [], artifacts: [], diagnostics: [diagnostic(source, e)] };
}
function diagnostic(source, e) {
  return e.toDiagnostic(source, e.instanceGroup);
}
async function readVariables(source, ctx, env) {
  if (!source.variables) return { values: {}, file: void 0 };
  const file = (0, import_chunk_GBPQ6C2Q.expandEnv)(source.variables, env);
  const text = await ctx.boundary.readText(import_node_path.default.resolve(ctx.root, file), file);
  const parsed = (0, import_chunk_V45YXJAE.parseYamlFile)(file, text, source.name, { dialect: "go-yaml-v2" });
  const syntax = parsed.diagnostics.find((d) => d.severity === "error");
  if (syntax)
    throw new import_chunk_JGY3AKBM.BoshError(syntax.message, { file, line: syntax.line, column: syntax.column }, "YamlSyntax");
  if (parsed.value !== null && !(0, import_chunk_AUPPCWXN.isRecord)(parsed.value))
    throw new import_chunk_JGY3AKBM.BoshError(`${file} must be a mapping`, { file });
  return { values: parsed.value ?? {}, file };
}
function applyOverride(manifest, override) {
  if (!override) return manifest;
  const groups = override.instance_groups ?? {};
  return {
    ...manifest,
    properties: override.properties ? (0, import_chunk_AUPPCWXN.deepMerge)(manifest.properties, override.properties) : manifest.properties,
    instanceGroups: manifest.instanceGroups.map((g) => {
      const o = groups[g.name];
      if (!o) return g;
      return {
        ...g,
        ...o.instances !== void 0 ? { instances: o.instances } : {},
        ...o.properties ? { properties: (0, import_chunk_AUPPCWXN.deepMerge)(g.properties, o.properties) } : {}
      };
    })
  };
}
async function renderEnvironment(source, ctx, opened, environment) {
  let manifest;
  let variables;
  try {
    variables = await readVariables(source, ctx, environment.name);
  } catch (err) {
    return failure(source.name, err, opened.manifestFile);
  }
  const credentials = variableSecret(variables.values);
  try {
    manifest = readManifest(
      opened.manifestFile,
      opened.manifestText,
      source.name,
      variables.values,
      variables.file
    );
  } catch (err) {
    return { ...failure(source.name, err, opened.manifestFile), secrets: [credentials] };
  }
  const specOf = (job) => {
    const s = opened.specs.get(key(job));
    return s instanceof import_chunk_JGY3AKBM.BoshError || s === void 0 ? void 0 : s;
  };
  const undeclared = undeclaredProperties(manifest, specOf);
  manifest = applyOverride(manifest, source.overrides[environment.name]);
  const render = { objects: [], artifacts: [], diagnostics: undeclared, secrets: [] };
  const broken = /* @__PURE__ */ new Set();
  const fail = (e, group) => {
    broken.add(group);
    render.diagnostics.push(
      diagnostic(source.name, e.instanceGroup ? e : new import_chunk_JGY3AKBM.BoshError(e.message, e.place, e.reason, group))
    );
  };
  const place = (at) => ({
    file: opened.manifestFile,
    ...(0, import_chunk_V45YXJAE.positionOf)(manifest.parsed, at)
  });
  const resolved = /* @__PURE__ */ new Map();
  for (const group of manifest.instanceGroups) {
    for (const job of group.jobs) {
      const spec = opened.specs.get(key(job));
      if (spec instanceof import_chunk_JGY3AKBM.BoshError || spec === void 0) {
        fail(spec ?? new import_chunk_JGY3AKBM.BoshError(`job '${job.name}' was not read`), group.name);
        continue;
      }
      try {
        resolved.set(job, resolveJobProperties(manifest.properties, group.properties, job, spec));
      } catch (err) {
        if (!(err instanceof import_chunk_JGY3AKBM.BoshError)) throw err;
        fail(
          new import_chunk_JGY3AKBM.BoshError(
            `${err.message} (job '${job.name}' in instance group '${group.name}')`,
            place([...job.at, "properties"]),
            err.reason
          ),
          group.name
        );
      }
    }
  }
  let providers;
  try {
    providers = providersOf(
      manifest.instanceGroups,
      specOf,
      (g, job) => resolved.has(job) ? jobPropertySource(manifest.properties, g.properties, job) : void 0
    );
  } catch (err) {
    return { ...failure(source.name, err, opened.manifestFile), secrets: [credentials] };
  }
  const instances = new Map(manifest.instanceGroups.map((g) => [g, instancesOf(manifest.name, g, source)]));
  const runtime = manifest.instanceGroups.length > 0 ? ctx.engines.ruby() : void 0;
  for (const group of manifest.instanceGroups) {
    if (broken.has(group.name)) continue;
    const groupResult = await renderGroup(group, {
      source,
      ctx,
      manifest,
      opened,
      runtime,
      resolved,
      providers,
      instances,
      specOf,
      place
    });
    if (groupResult.errors.length > 0) {
      for (const e of groupResult.errors) fail(e, group.name);
      continue;
    }
    render.artifacts.push(...groupResult.artifacts);
    render.objects.push(...groupResult.objects);
  }
  render.secrets = [credentials, ...(0, import_chunk_WUBCKF5M.collectSecrets)(render.objects.map((o) => o.object))];
  return render;
}
function variableSecret(values) {
  const stringData = {};
  const walk = (v, at) => {
    if ((0, import_chunk_AUPPCWXN.isRecord)(v)) for (const [k, x] of Object.entries(v)) walk(x, at === "" ? k : `${at}.${k}`);
    else if (Array.isArray(v)) for (const [i, x] of v.entries()) walk(x, `${at}.${i}`);
    else if (typeof v === "string" || typeof v === "number") stringData[at] = String(v);
  };
  walk(values, "");
  return { apiVersion: "v1", kind: "Secret", metadata: { name: "bosh-variables" }, stringData };
}
var isBpm = (dest) => import_node_path.default.posix.basename(dest) === "bpm.yml";
async function renderGroup(group, g) {
  const result = { artifacts: [], objects: [], errors: [] };
  const own = g.instances.get(group) ?? [];
  const release = (job) => g.manifest.releases.get(job.release) ?? { name: job.release, version: "latest" };
  const resolvedJobs = [];
  const bpmConfigs = {};
  for (const job of group.jobs) {
    const spec = g.specOf(job);
    const properties = g.resolved.get(job);
    const links = {};
    const consumes = {};
    try {
      for (const decl of spec.consumes) {
        const provider = resolveLink(decl, group, job, g.providers, g.place([...job.at]));
        if (!provider) {
          links[decl.name] = null;
          continue;
        }
        const providerInstances = g.instances.get(provider.group) ?? [];
        const link = {
          properties: provider.properties,
          instances: providerInstances.map((i) => ({
            name: `${provider.group.name}-${provider.job.name}`,
            index: i.index,
            id: `${provider.group.name}-${i.index}-${provider.job.name}`,
            az: i.az,
            address: i.address,
            bootstrap: i.bootstrap
          })),
          address: linkAddress(g.manifest.name, provider.group, g.source)
        };
        links[decl.name] = link;
        consumes[decl.name] = link;
      }
    } catch (err) {
      if (!(err instanceof import_chunk_JGY3AKBM.BoshError)) throw err;
      result.errors.push(err);
      continue;
    }
    const data = own.map((instance) => ({
      spec: {
        deployment: g.manifest.name,
        name: `${group.name}-${job.name}`,
        index: instance.index,
        id: `${group.name}-${instance.index}-${job.name}`,
        az: instance.az,
        address: instance.address,
        bootstrap: instance.bootstrap,
        ...instance.ip !== void 0 ? { ip: instance.ip } : {},
        networks: instance.networks,
        job: { name: job.name },
        release: release(job),
        properties
      },
      properties,
      links
    }));
    const templates = spec.templates;
    const missing = templates.filter((t) => t.text === void 0);
    if (missing.length > 0) {
      for (const t of missing) {
        result.errors.push(
          new import_chunk_JGY3AKBM.BoshError(
            `Unable to render templates for job '${job.name}': template '${t.src}' listed in ${spec.file} does not exist`,
            { file: spec.file, line: t.line },
            "MissingTemplate"
          )
        );
      }
      continue;
    }
    const ordered = [...templates.filter((t) => isBpm(t.dest)), ...templates.filter((t) => !isBpm(t.dest))];
    let rendered = [];
    try {
      if (own.length > 0) {
        rendered = await g.runtime.renderJob(
          {
            name: job.name,
            templates: ordered.map((t) => ({ name: t.src, text: t.text })),
            instances: data
          },
          // Cut to what is left of the run's budget, as the job starts.
          { deadlineMs: g.ctx.budget?.unitMs(JOB_DEADLINE_MS) ?? JOB_DEADLINE_MS }
        );
      }
    } catch (err) {
      result.errors.push(
        new import_chunk_JGY3AKBM.BoshError(
          `Unable to render templates for job '${job.name}': ${err.message}`,
          { file: spec.file },
          "RubyFailed"
        )
      );
      continue;
    }
    let failed = false;
    ordered.forEach((t, ti) => {
      const seen = /* @__PURE__ */ new Set();
      own.forEach((instance, ii) => {
        const r = rendered[ii]?.[ti];
        if (!r) return;
        if (!r.ok) {
          if (seen.has(r.message)) return;
          seen.add(r.message);
          failed = true;
          result.errors.push(
            new import_chunk_JGY3AKBM.BoshError(
              `Unable to render templates for job '${job.name}' (instance ${group.name}/${instance.index}): ${r.message}`,
              { file: t.file, ...r.line !== void 0 ? { line: r.line } : {} },
              "TemplateError"
            )
          );
          return;
        }
        result.artifacts.push({
          source: g.source.name,
          component: group.name,
          name: `${group.name}/${instance.index}/${job.name}/${t.dest}`,
          mediaType: "text/plain",
          content: r.content
        });
      });
    });
    if (failed) continue;
    const bpmIndex = ordered.findIndex((t) => isBpm(t.dest));
    if (bpmIndex >= 0) {
      const first = rendered[0]?.[bpmIndex];
      const differs = rendered.findIndex((r) => {
        const x = r[bpmIndex];
        return x?.ok && first?.ok && x.content !== first.content;
      });
      if (differs > 0) {
        const t = ordered[bpmIndex];
        result.errors.push(
          new import_chunk_JGY3AKBM.BoshError(
            `bpm.yml of job '${job.name}' differs between instances 0 and ${differs}: all replicas of a pod run the same processes, so bpm.yml.erb must not use spec.index, spec.id, spec.ip or other per-instance values`,
            { file: t.file },
            "BpmPerInstance"
          )
        );
        continue;
      }
      if (first?.ok) bpmConfigs[job.name] = parseBpm(first.content);
    }
    resolvedJobs.push({
      name: job.name,
      release: job.release,
      properties: {
        ...properties,
        quarks: {
          consumes,
          ...bpmConfigs[job.name] ? { bpm: bpmConfigs[job.name] } : {},
          ...job.isAddon ? { is_addon: true } : {}
        }
      }
    });
  }
  if (result.errors.length > 0) return result;
  result.objects.push(
    secret(g.source.name, group.name, `ig-resolved.${group.name}-v${VERSION}`, "properties.yaml", {
      instance_groups: [
        { name: group.name, ...group.azs.length > 0 ? { azs: group.azs } : {}, jobs: resolvedJobs }
      ]
    }),
    secret(g.source.name, group.name, `bpm.${group.name}-v${VERSION}`, "bpm.yaml", {
      instance_group: {
        name: group.name,
        instances: group.instances,
        ...group.azs.length > 0 ? { azs: group.azs } : {}
      },
      configs: bpmConfigs
    })
  );
  return result;
}
function parseBpm(text) {
  try {
    return (0, import_chunk_V45YXJAE.parseYamlFile)("bpm.yml", text, "bosh").value;
  } catch {
    return text;
  }
}
function secret(source, group, name, dataKey, value) {
  const object = {
    apiVersion: "v1",
    kind: "Secret",
    metadata: { name, labels: { "quarks.cloudfoundry.org/instance-group-name": group } },
    type: "Opaque",
    stringData: { [dataKey]: (0, import_yaml.stringify)((0, import_chunk_WY4LJNW5.unmarkFloats)(value), { lineWidth: 0 }) }
  };
  return { source, component: group, object };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  boshRenderer
});

},
})
