({
"chunk-ULITIZ7Z.js": function (exports, require, module, __filename, __dirname) {
// src/render/jsonnet/worker.ts
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
  runJsonnetWorker: () => runJsonnetWorker
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_VK2LHQFS = require("./chunk-VK2LHQFS.js");
var import_chunk_IH6QZ5W6 = require("./chunk-IH6QZ5W6.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_node_readline = require("node:readline");
function runJsonnetWorker(engine = (0, import_chunk_IH6QZ5W6.createLibjsonnetEngine)()) {
  const lines = (0, import_node_readline.createInterface)({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  const send = (reply) => process.stdout.write(`${JSON.stringify(reply)}
`);
  let inflight = 0;
  let closed = false;
  lines.on("line", (line) => {
    if (line.trim() === "") return;
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      return;
    }
    inflight++;
    void answer(engine, message).then((reply) => {
      send(reply);
      if (--inflight === 0 && closed) process.exit(0);
    });
  });
  lines.on("close", () => {
    closed = true;
    if (inflight === 0) process.exit(0);
  });
}
async function answer(engine, { id, req }) {
  const natives = {};
  for (const name of req.natives ?? []) {
    const native = import_chunk_VK2LHQFS.standardNatives[name];
    if (!native) return { id, ok: false, failure: `unknown native function ${name}` };
    natives[name] = native;
  }
  try {
    const value = await engine.evaluate({ ...req, natives });
    return { id, ok: true, value };
  } catch (err) {
    if (err instanceof import_chunk_JAFFKCV6.JsonnetEvalError) {
      const { message, file, line, column, reason, detail } = err;
      return { id, ok: false, error: { message, file, line, column, reason, detail } };
    }
    return { id, ok: false, failure: err instanceof Error ? err.message : String(err) };
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runJsonnetWorker
});

},
})
