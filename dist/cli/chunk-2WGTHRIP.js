({
"chunk-2WGTHRIP.js": function (exports, require, module, __filename, __dirname) {
// src/render/engines.ts
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
  enginesFor: () => enginesFor
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_LJHVJZPJ = require("./chunk-LJHVJZPJ.js");
var import_chunk_37TX24MQ = require("./chunk-37TX24MQ.js");
var jsonnet;
function processJsonnet(choice) {
  if (jsonnet?.for !== choice) {
    const { jsonnet: how, traces } = choice;
    const engine = how.kind === "worker" ? Promise.resolve().then(() => __toESM(require("./isolated-MQG3ALRM.js"))).then(
      ({ createIsolatedEngine }) => createIsolatedEngine({
        command: how.command,
        ...traces === "discard" ? {} : { stderr: (text) => process.stderr.write(text) }
      })
    ) : Promise.resolve().then(() => __toESM(require("./libjsonnet-SVOBZJDJ.js"))).then(({ createLibjsonnetEngine }) => createLibjsonnetEngine());
    jsonnet = { for: choice, engine };
  }
  return jsonnet.engine;
}
function lazyLibjsonnet(choice, boundary, maxTrace) {
  let confined;
  const load = () => Promise.all([Promise.resolve().then(() => __toESM(require("./confine-K6QL3CVG.js"))), processJsonnet(choice)]).then(
    ([{ confineEngine }, engine]) => withMaxTrace(confineEngine(engine, boundary), maxTrace)
  );
  return {
    name: "libjsonnet",
    costlyStart: true,
    evaluate: async (req) => {
      confined ??= load();
      return (await confined).evaluate(req);
    }
  };
}
function lazyRuby() {
  let runtime;
  let started;
  const start = () => started ??= Promise.resolve().then(() => __toESM(require("./ruby-2STRRJWV.js"))).then(({ startRuby }) => {
    runtime = startRuby();
    return runtime;
  });
  return {
    renderJob: async (job, opts) => (await start()).renderJob(job, opts),
    prepare: () => {
      start().then(
        (r) => r.prepare(),
        () => {
        }
      );
    },
    close: async () => {
      if (started) await (await started).close();
    },
    get bootMs() {
      return runtime?.bootMs;
    },
    get loadMs() {
      return runtime?.loadMs;
    },
    get restored() {
      return runtime?.restored;
    }
  };
}
function enginesFor(boundary, jsonnetEngine = "rigging", maxTrace, reuse) {
  let confined;
  let ruby;
  return {
    jsonnet() {
      const choice = (0, import_chunk_LJHVJZPJ.engineChoice)();
      if (jsonnetEngine === "rigging") {
        confined ??= (0, import_chunk_37TX24MQ.createRiggingEngine)({
          boundary,
          ...maxTrace !== void 0 ? { maxTrace } : {},
          ...choice.traces === "discard" ? { onTrace: () => void 0 } : {},
          ...reuse ? { reuse } : {}
        });
        return confined;
      }
      confined ??= lazyLibjsonnet(choice, boundary, maxTrace);
      return confined;
    },
    // Nothing to confine to the boundary: templates reach Ruby as strings, and Ruby reaches nothing.
    // It runs in ruby.wasm with the JS bridge's imports refusing, no preopened directory and no
    // environment, inside a child process with an empty environment under Node's permission model
    // (src/render/bosh/ruby/guest.ts and sandbox.ts).
    ruby() {
      ruby ??= lazyRuby();
      return ruby;
    },
    async close() {
      const started = ruby;
      ruby = void 0;
      await started?.close();
    }
  };
}
function withMaxTrace(engine, maxTrace) {
  if (maxTrace === void 0) return engine;
  return { ...engine, evaluate: (req) => engine.evaluate({ maxTrace, ...req }) };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  enginesFor
});

},
})
