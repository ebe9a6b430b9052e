({
"lambda-serve-TQKQFAFM.js": function (exports, require, module, __filename, __dirname) {
// src/cli/commands/lambda-serve.ts
// lambda/config/errors.ts
// lambda/config/index.ts
// lambda/config/read.ts
// lambda/config/path.ts
// lambda/config/schema.ts
// lambda/config/targets.ts
// lambda/local-invoke.ts
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
  serveLocally: () => serveLocally
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_F7IWZNVB = require("./chunk-F7IWZNVB.js");
var import_chunk_3UXC5BMU = require("./chunk-3UXC5BMU.js");
var import_chunk_UGMAYDF5 = require("./chunk-UGMAYDF5.js");
var import_chunk_SATB5FOH = require("./chunk-SATB5FOH.js");
var import_chunk_IDCT4TUJ = require("./chunk-IDCT4TUJ.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_fs = require("node:fs");
var import_node_module = require("node:module");
var import_node_path = __toESM(require("node:path"));
var import_node_crypto = require("node:crypto");
var import_node_http = require("node:http");
var ConfigError = class extends Error {
  constructor(problems) {
    super(problems.join("\n"));
    this.problems = problems;
  }
  problems;
  name = "ConfigError";
};
var import_yaml = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
var PLAIN = /^[A-Za-z_][A-Za-z0-9_-]*$/;
function formatPath(path2) {
  let out = "";
  for (const segment of path2) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (PLAIN.test(segment)) out += out === "" ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}
function pointerSegments(pointer, root) {
  if (pointer === "") return [];
  let value = root;
  return pointer.slice(1).split("/").map((raw) => {
    const name = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    const segment = Array.isArray(value) ? Number(name) : name;
    value = value !== null && typeof value === "object" ? value[name] : void 0;
    return segment;
  });
}
var Problems = class {
  constructor(variable) {
    this.variable = variable;
  }
  variable;
  list = [];
  /** `RIGGING_CONFIG: targets.prod: region must be an AWS region` */
  at(path2, message) {
    const where = formatPath(path2);
    this.list.push(`${this.variable}: ${where === "" ? "" : `${where}: `}${message}`);
  }
  /** A problem about the variable as a whole (unset, not YAML, removed). */
  add(message) {
    this.list.push(message);
  }
  get size() {
    return this.list.length;
  }
};
var import_ajv = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_SATB5FOH.require_ajv)());
var PIPELINE_NAME = "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$";
var ENVIRONMENT_NAME = "^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$";
var REPOSITORY = "^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?/[A-Za-z0-9._-]+$";
var REF = "^refs/(heads|tags)/[^\\s*?\\[\\]~^:\\\\]+$";
var WORKFLOW = "^[A-Za-z0-9-]+/[A-Za-z0-9._-]+/\\.github/workflows/[^@\\s*?]+\\.ya?ml$";
var BUCKET = "^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$";
var EXPECTED = "x-expected";
var strings = (pattern, expected2) => ({
  type: "array",
  minItems: 1,
  items: { type: "string", pattern, [EXPECTED]: expected2 }
});
var environment = {
  type: "object",
  required: ["target"],
  additionalProperties: false,
  properties: {
    target: { type: "string", minLength: 1 },
    refs: strings(REF, "a full ref without wildcards, such as refs/heads/main or refs/tags/v1"),
    workflows: strings(WORKFLOW, "{owner}/{repo}/.github/workflows/{file}.yml"),
    events: { type: "array", minItems: 1, items: { type: "string" } },
    githubEnvironment: { type: "string", minLength: 1, maxLength: 255 }
  }
};
var pipeline = {
  type: "object",
  required: ["environments"],
  additionalProperties: false,
  properties: {
    environments: {
      type: "object",
      minProperties: 1,
      propertyNames: {
        pattern: ENVIRONMENT_NAME,
        [EXPECTED]: 'an environment name of rigging.yaml (lowercase letters, digits, "-", "_", ".")'
      },
      additionalProperties: environment
    }
  }
};
var configSchema = {
  type: "object",
  required: ["stateBucket", "targets", "repositories"],
  additionalProperties: false,
  properties: {
    stateBucket: { type: "string", pattern: BUCKET, [EXPECTED]: "an S3 bucket name" },
    oidc: {
      type: "object",
      additionalProperties: false,
      properties: {
        issuer: { type: "string", minLength: 1 },
        audience: { type: "string", minLength: 1 }
      }
    },
    // Each target's shape is checked by targets.ts, which also serves messages about it.
    targets: { type: "object", minProperties: 1 },
    repositories: {
      type: "object",
      minProperties: 1,
      propertyNames: { pattern: REPOSITORY, [EXPECTED]: "{owner}/{repo}" },
      additionalProperties: {
        type: "object",
        required: ["pipelines"],
        additionalProperties: false,
        properties: {
          pipelines: {
            type: "object",
            minProperties: 1,
            propertyNames: {
              pattern: PIPELINE_NAME,
              [EXPECTED]: `rigging.yaml's metadata.name (lowercase letters, digits and "-")`
            },
            additionalProperties: pipeline
          }
        }
      }
    }
  }
};
var TYPE_NAMES = {
  string: "a string",
  array: "a list",
  object: "a mapping",
  integer: "an integer",
  number: "a number",
  boolean: "true or false"
};
function expected(error) {
  const value = error.parentSchema?.[EXPECTED];
  return typeof value === "string" ? `; expected ${value}` : "";
}
function problemOf(error, root) {
  const path2 = pointerSegments(error.instancePath, root);
  const params = error.params;
  switch (error.keyword) {
    case "required":
      return [[...path2, String(params.missingProperty)], "is required"];
    case "additionalProperties": {
      const allowed = Object.keys(error.parentSchema.properties ?? {});
      return [
        [...path2, String(params.additionalProperty)],
        `unknown key; expected one of ${allowed.join(", ")}`
      ];
    }
    case "type":
      return [path2, `must be ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`];
    case "minProperties":
    case "minItems":
    case "minLength":
      return [path2, "must not be empty"];
    case "pattern":
      if (error.propertyName !== void 0) {
        return [[...path2, error.propertyName], `is not a valid name${expected(error)}`];
      }
      return [path2, `${JSON.stringify(error.data)} is not valid${expected(error)}`];
    default:
      return [path2, error.message ?? "is not valid"];
  }
}
var compiled;
function checkShape(value, problems) {
  if (!compiled) {
    const ajv = new import_ajv.Ajv({ allErrors: true, verbose: true });
    ajv.addKeyword({ keyword: EXPECTED });
    compiled = ajv.compile(configSchema);
  }
  if (compiled(value)) return true;
  const errors = (compiled.errors ?? []).filter((e) => e.keyword !== "propertyNames");
  const wrongType = new Set(errors.filter((e) => e.keyword === "type").map((e) => e.instancePath));
  const seen = /* @__PURE__ */ new Set();
  for (const error of errors) {
    if (error.keyword !== "type" && error.propertyName === void 0 && wrongType.has(error.instancePath))
      continue;
    const [path2, message] = problemOf(error, value);
    const id = `${JSON.stringify(path2)} ${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.at(path2, message);
  }
  return false;
}
var FORMAT = 'expected {"secretId": "<name or ARN>"} or {"eksCluster": "<name>", "region": "<region>", "server": "https://...", "caData": "<base64>"}';
var TARGET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
var REGION = /^[a-z]{2}(-[a-z]+)+-\d+$/;
var CLUSTER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
var BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
var SECRET_KEYS = /* @__PURE__ */ new Set(["secretId"]);
var EKS_KEYS = /* @__PURE__ */ new Set(["eksCluster", "region", "server", "caData"]);
function nonEmpty(value) {
  return typeof value === "string" && value.trim() !== "";
}
function httpsUrl(value) {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}
function secretTarget(path2, spec, problems) {
  const unknown = Object.keys(spec).filter((k) => !SECRET_KEYS.has(k));
  if (unknown.length > 0) {
    problems.at(path2, `unknown keys ${unknown.join(", ")}; ${FORMAT}`);
    return void 0;
  }
  if (!nonEmpty(spec.secretId)) {
    problems.at([...path2, "secretId"], "must be a non-empty string (a secret name or ARN)");
    return void 0;
  }
  return { kind: "secret", secretId: spec.secretId.trim() };
}
function eksTarget(path2, spec, problems) {
  const before = problems.size;
  const unknown = Object.keys(spec).filter((k) => !EKS_KEYS.has(k));
  if (unknown.length > 0) problems.at(path2, `unknown keys ${unknown.join(", ")}; ${FORMAT}`);
  const { eksCluster, region, server, caData } = spec;
  if (typeof eksCluster !== "string" || !CLUSTER.test(eksCluster)) {
    problems.at([...path2, "eksCluster"], "must be an EKS cluster name");
  }
  if (typeof region !== "string" || !REGION.test(region)) {
    problems.at([...path2, "region"], "must be an AWS region such as us-east-1");
  }
  if (typeof server !== "string" || !httpsUrl(server)) {
    problems.at([...path2, "server"], "must be the cluster endpoint (https URL)");
  }
  if (typeof caData !== "string" || !BASE64.test(caData.replace(/\s+/g, ""))) {
    problems.at([...path2, "caData"], "must be the base64 cluster CA (certificateAuthority.data)");
  }
  if (problems.size > before) return void 0;
  return {
    kind: "eks",
    eksCluster,
    region,
    server,
    caData: caData.replace(/\s+/g, "")
  };
}
function parseTargets(value, problems, path2 = ["targets"]) {
  const targets = /* @__PURE__ */ new Map();
  if (!(0, import_chunk_AUPPCWXN.isRecord)(value) || Object.keys(value).length === 0) {
    problems.at(path2, `must be a mapping with at least one target; each ${FORMAT}`);
    return targets;
  }
  for (const [name, spec] of Object.entries(value)) {
    const at = [...path2, name];
    if (!TARGET_NAME.test(name)) {
      problems.at(at, 'is not a valid target name; use letters, digits, ".", "_" or "-"');
      continue;
    }
    if (!(0, import_chunk_AUPPCWXN.isRecord)(spec)) {
      problems.at(at, `must be a mapping; ${FORMAT}`);
      continue;
    }
    const hasSecret = "secretId" in spec;
    const hasEks = "eksCluster" in spec;
    if (hasSecret === hasEks) {
      problems.at(at, `must have exactly one of secretId or eksCluster; ${FORMAT}`);
      continue;
    }
    const target = hasSecret ? secretTarget(at, spec, problems) : eksTarget(at, spec, problems);
    if (target) targets.set(name, target);
  }
  return targets;
}
var CONFIG_VARIABLE = "RIGGING_CONFIG";
var DEFAULT_ISSUER = "https://token.actions.githubusercontent.com";
var DEFAULT_AUDIENCE = "rigging";
var DEFAULT_REFS = ["refs/heads/main"];
var DEFAULT_EVENTS = ["push", "workflow_dispatch", "schedule"];
var KNOWN_EVENTS = [
  ...DEFAULT_EVENTS,
  "release",
  "repository_dispatch",
  "workflow_run",
  "merge_group",
  "deployment"
];
var REMOVED = {
  RIGGING_ALLOWED_REPOSITORIES: "repositories",
  RIGGING_ALLOWED_REFS: "repositories.<repo>.pipelines.<pipeline>.environments.<env>.refs",
  RIGGING_ALLOWED_WORKFLOWS: "repositories.<repo>.pipelines.<pipeline>.environments.<env>.workflows",
  RIGGING_TARGETS: "targets (and environments.<env>.target)",
  RIGGING_STATE_BUCKET: "stateBucket",
  RIGGING_OIDC_ISSUER: "oidc.issuer",
  RIGGING_OIDC_AUDIENCE: "oidc.audience"
};
var LOOPBACK = /* @__PURE__ */ new Set(["localhost", "127.0.0.1", "[::1]"]);
function mappingAt(value) {
  return (0, import_chunk_AUPPCWXN.isRecord)(value) ? value : {};
}
function stringsAt(value) {
  return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}
function checkIssuer(value, problems) {
  let url;
  try {
    url = new URL(value);
  } catch {
    url = void 0;
  }
  const secure = url !== void 0 && (url.protocol === "https:" || url.protocol === "http:" && LOOPBACK.has(url.hostname)) && !url.search && !url.hash;
  if (!secure) {
    problems.at(
      ["oidc", "issuer"],
      `"${value}" is not valid; expected an https URL such as ${DEFAULT_ISSUER}`
    );
  }
}
function checkEvents(events, path2, problems) {
  events.forEach((event, i) => {
    if (event.startsWith("pull_request")) {
      problems.at(
        [...path2, i],
        `"${event}" is never allowed: its runs execute code proposed in a pull request; deploy from ${DEFAULT_EVENTS.join(", ")}`
      );
    } else if (!KNOWN_EVENTS.includes(event)) {
      problems.at(
        [...path2, i],
        `"${event}" is not an event rigging deploys from; expected one of ${KNOWN_EVENTS.join(", ")}`
      );
    }
  });
}
function readLambdaConfig(env = process.env) {
  const problems = new Problems(CONFIG_VARIABLE);
  for (const [name, replacement] of Object.entries(REMOVED)) {
    if (env[name] !== void 0) {
      problems.add(
        `${name} is no longer read: move it into ${CONFIG_VARIABLE} as ${replacement}, then unset ${name}`
      );
    }
  }
  const raw = env[CONFIG_VARIABLE] ?? "";
  let value;
  if (raw.trim() === "") {
    problems.add(
      `${CONFIG_VARIABLE} is not set. Expected YAML or JSON with stateBucket, targets and repositories (see README, "AWS setup")`
    );
  } else {
    try {
      value = (0, import_yaml.parse)(raw);
    } catch (err) {
      const reason = err.message.split("\n")[0]?.replace(/:$/, "");
      problems.add(`${CONFIG_VARIABLE}: is not valid YAML or JSON (${reason})`);
    }
    if (value !== void 0) checkShape(value, problems);
  }
  const doc = mappingAt(value);
  const oidc = mappingAt(doc.oidc);
  const oidcIssuer = typeof oidc.issuer === "string" ? oidc.issuer.trim() : DEFAULT_ISSUER;
  if (value !== void 0) checkIssuer(oidcIssuer, problems);
  const oidcAudience = typeof oidc.audience === "string" ? oidc.audience.trim() : DEFAULT_AUDIENCE;
  const stateBucket = typeof doc.stateBucket === "string" ? doc.stateBucket : "";
  const declaredTargets = mappingAt(doc.targets);
  const targets = Object.keys(declaredTargets).length > 0 ? parseTargets(declaredTargets, problems) : /* @__PURE__ */ new Map();
  const repositories = [];
  const pipelines = /* @__PURE__ */ new Map();
  const repositoryOf = /* @__PURE__ */ new Map();
  const pipelineOwner = /* @__PURE__ */ new Map();
  for (const [repository, repoValue] of Object.entries(mappingAt(doc.repositories))) {
    const repoPath = ["repositories", repository];
    const first = repositoryOf.get(repository.toLowerCase());
    if (first !== void 0) {
      problems.at(
        repoPath,
        `is the same repository as "${first}" (GitHub names are case-insensitive); merge them`
      );
      continue;
    }
    repositoryOf.set(repository.toLowerCase(), repository);
    repositories.push(repository);
    for (const [name, pipelineValue] of Object.entries(mappingAt(mappingAt(repoValue).pipelines))) {
      const pipelinePath = [...repoPath, "pipelines", name];
      const owner = pipelineOwner.get(name.toLowerCase());
      if (owner === void 0) pipelineOwner.set(name.toLowerCase(), { repository, name });
      else if (owner.repository !== repository) {
        problems.at(
          pipelinePath,
          `pipeline "${name}" is already bound to repository "${owner.repository}"; a pipeline belongs to one repository`
        );
      } else {
        problems.at(
          pipelinePath,
          `is the same pipeline as "${owner.name}" (names differ only in case); merge them`
        );
      }
      const environments = /* @__PURE__ */ new Map();
      for (const [envName, envValue] of Object.entries(mappingAt(mappingAt(pipelineValue).environments))) {
        const envPath = [...pipelinePath, "environments", envName];
        const spec = mappingAt(envValue);
        const target = typeof spec.target === "string" ? spec.target : "";
        if (target !== "" && !Object.hasOwn(declaredTargets, target)) {
          problems.at([...envPath, "target"], `no target "${target}" in targets`);
        }
        const events = spec.events === void 0 ? [...DEFAULT_EVENTS] : stringsAt(spec.events);
        checkEvents(events, [...envPath, "events"], problems);
        const binding = {
          repository,
          pipeline: name,
          environment: envName,
          target,
          refs: Object.freeze(spec.refs === void 0 ? [...DEFAULT_REFS] : stringsAt(spec.refs)),
          workflows: Object.freeze(stringsAt(spec.workflows)),
          events: Object.freeze(events),
          ...typeof spec.githubEnvironment === "string" ? { githubEnvironment: spec.githubEnvironment } : {}
        };
        environments.set(envName, Object.freeze(binding));
      }
      if (owner === void 0) pipelines.set(name, Object.freeze({ repository, environments }));
    }
  }
  if (problems.size > 0) throw new ConfigError(problems.list);
  return Object.freeze({
    oidcAudience,
    oidcIssuer,
    stateBucket,
    targets,
    repositories: Object.freeze(repositories),
    pipelines
  });
}
async function serveLambda(handler, opts) {
  const server = (0, import_node_http.createServer)(async (req, res) => {
    const json = (status, body, headers2 = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers2 });
      res.end(JSON.stringify(body));
    };
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(
      new URL(req.url ?? "/", "http://x").pathname
    );
    if (req.method !== "POST" || !match) {
      return json(404, { message: "Not found" }, { "x-amzn-errortype": "ResourceNotFoundException" });
    }
    const name = decodeURIComponent(match[1] ?? "");
    if (name !== opts.functionName && !name.endsWith(`:function:${opts.functionName}`)) {
      return json(
        404,
        { Type: "User", message: `Function not found: ${name}` },
        { "x-amzn-errortype": "ResourceNotFoundException" }
      );
    }
    const chunks = [];
    for await (const c of req) chunks.push(c);
    let event;
    try {
      event = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
    } catch {
      return json(
        400,
        { Type: "User", message: "Could not parse request body into json" },
        { "x-amzn-errortype": "InvalidRequestContentException" }
      );
    }
    const requestId = (0, import_node_crypto.randomUUID)();
    const deadline = Date.now() + (opts.timeoutMs ?? 9e5);
    const context = {
      functionName: opts.functionName,
      functionVersion: "$LATEST",
      invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${opts.functionName}`,
      memoryLimitInMB: "1024",
      awsRequestId: requestId,
      logGroupName: `/aws/lambda/${opts.functionName}`,
      logStreamName: "local",
      callbackWaitsForEmptyEventLoop: false,
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
      done: () => {
      },
      fail: () => {
      },
      succeed: () => {
      }
    };
    const headers = { "x-amz-executed-version": "$LATEST", "x-amzn-requestid": requestId };
    if (req.headers["x-amz-invocation-type"] === "Event") {
      json(202, {}, headers);
      void handler(event, context).catch(() => {
      });
      return;
    }
    try {
      json(200, await handler(event, context) ?? null, headers);
    } catch (err) {
      const e = err instanceof Error ? err : new Error(String(err));
      json(
        200,
        { errorType: e.name, errorMessage: e.message },
        { ...headers, "x-amz-function-error": "Unhandled" }
      );
    }
  });
  await new Promise((resolve) => server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", resolve));
  const { address, port } = server.address();
  return {
    url: `http://${address}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  };
}
async function serveLocally(io, args) {
  try {
    readLambdaConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      io.stderr(`rigging lambda serve: ${err.message}
`);
      return import_chunk_F7IWZNVB.EXIT.error;
    }
    throw err;
  }
  const entry = await loadLambda();
  if (typeof entry === "string") {
    io.stderr(`rigging lambda serve: ${entry}
`);
    return import_chunk_F7IWZNVB.EXIT.error;
  }
  const server = await serveLambda((event, context) => entry.handler(event, context), args);
  io.stderr(
    `rigging lambda serve: function ${args.functionName} at ${server.url} (AWS_ENDPOINT_URL_LAMBDA=${server.url})
`
  );
  await new Promise((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  await server.close();
  return import_chunk_F7IWZNVB.EXIT.ok;
}
async function loadLambda() {
  if (true) {
    const file = import_node_path.default.join(__dirname, "..", "lambda", "index.js");
    if (!(0, import_node_fs.existsSync)(file)) return `the Lambda bundle ${file} is missing; it ships beside the CLI in dist/`;
    return (0, import_node_module.createRequire)(__filename)(file);
  }
  const specifier = "../../../lambda/index";
  return await Promise.resolve().then(() => __toESM(require(specifier)));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  serveLocally
});

},
})
