import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  createLibjsonnetEngine,
  require_node_readline,
  standardNatives
} from "./chunk-U6XAL7HS.mjs";
import {
  JsonnetEvalError
} from "./chunk-SI7V6OGU.mjs";
import {
  __toESM
} from "./chunk-Z27IH3SI.mjs";

// src/render/jsonnet/worker.ts
var import_node_readline = __toESM(require_node_readline());
function runJsonnetWorker(engine = createLibjsonnetEngine()) {
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
    const native = standardNatives[name];
    if (!native) return { id, ok: false, failure: `unknown native function ${name}` };
    natives[name] = native;
  }
  try {
    const value = await engine.evaluate({ ...req, natives });
    return { id, ok: true, value };
  } catch (err) {
    if (err instanceof JsonnetEvalError) {
      const { message, file, line, column, reason, detail } = err;
      return { id, ok: false, error: { message, file, line, column, reason, detail } };
    }
    return { id, ok: false, failure: err instanceof Error ? err.message : String(err) };
  }
}

export {
  runJsonnetWorker
};
