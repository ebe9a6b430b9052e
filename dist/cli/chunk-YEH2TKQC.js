// src/cli/colour.ts
// src/ops/stack-env-select.ts
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
  COLOUR_WHEN: () => COLOUR_WHEN,
  badStackEnvName: () => badStackEnvName,
  colouredIO: () => colouredIO,
  stackEnvironment: () => stackEnvironment
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_node_tty = require("node:tty");
var COLOUR_WHEN = ["auto", "always", "never"];
function wantsColour(when, terminal, env) {
  if (when !== "auto") return when === "always";
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== void 0 && env.FORCE_COLOR !== "" && env.FORCE_COLOR !== "0") return true;
  return terminal();
}
function isTerminal(fd) {
  return (0, import_node_tty.isatty)(fd);
}
var SGR = { bold: "1", red: "31", green: "32", yellow: "33", cyan: "36" };
var paint = (code, text) => text === "" ? text : `\x1B[${code}m${text}\x1B[0m`;
function byLine(text, line) {
  return text.split("\n").map((l) => line(l)).join("\n");
}
function colourDiff(text) {
  return byLine(text, (l) => {
    if (l.startsWith("# ") || l.startsWith("+++ ") || l.startsWith("--- ")) return paint(SGR.bold, l);
    if (l.startsWith("@@")) return paint(SGR.cyan, l);
    if (l.startsWith("+")) return paint(SGR.green, l);
    if (l.startsWith("-")) return paint(SGR.red, l);
    return l;
  });
}
var DIAGNOSTIC = /^((?:[^\s:]+(?::\d+){1,2}|[^\s:]+): )(warning: )?(.*)$/;
function colourDiagnostics(text) {
  return byLine(text, (l) => {
    if (l.startsWith("	") || l.startsWith("rigging: ")) return l;
    const m = DIAGNOSTIC.exec(l);
    if (!m) return l;
    const [, place = "", warning, message = ""] = m;
    if (warning) return `${paint(SGR.bold, place)}${paint(`${SGR.bold};${SGR.yellow}`, warning)}${message}`;
    return `${paint(SGR.bold, place)}${paint(SGR.red, message)}`;
  });
}
function colouredIO(io, when, env, stdout) {
  const terminal = io.terminal ?? isTerminal;
  const onStdout = stdout === "diff" && wantsColour(when, () => terminal(1), env);
  const onStderr = wantsColour(when, () => terminal(2), env);
  if (!onStdout && !onStderr) return io;
  return {
    cwd: io.cwd,
    get progress() {
      return io.progress;
    },
    stdout: onStdout ? (text) => io.stdout(colourDiff(text)) : io.stdout,
    stderr: onStderr ? (text) => io.stderr(colourDiagnostics(text)) : io.stderr
  };
}
function badStackEnvName(names) {
  return names.find((name) => name === "" || /[=\s]/.test(name));
}
function stackEnvironment(names, env) {
  const out = {};
  for (const name of names) if (env[name] !== void 0) out[name] = env[name];
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  COLOUR_WHEN,
  badStackEnvName,
  colouredIO,
  stackEnvironment
});
