({
"chunk-DUGZ4H65.js": function (exports, require, module, __filename, __dirname) {
// src/report/escape.ts
// src/cli/commands/summary.ts
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
  codeBlock: () => codeBlock,
  escapeCell: () => escapeCell,
  escapeHtml: () => escapeHtml,
  escapeText: () => escapeText,
  formatCount: () => formatCount,
  indent: () => indent,
  inlineCode: () => inlineCode,
  linkTarget: () => linkTarget,
  outcome: () => outcome,
  plural: () => plural
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
function escapeHtml(s) {
  return entities(s).replace(/\|/g, "&#124;").replace(/\r?\n|\r/g, " ");
}
function escapeCell(s) {
  return entities(s.replace(/[\\|]/g, "\\$&")).replace(/\r?\n|\r/g, " ");
}
function escapeText(s) {
  return entities(s.replace(/[\\`*_[\]#!~|]/g, "\\$&")).replace(/\r?\n|\r/g, " ");
}
function entities(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function codeBlock(text, lang = "") {
  const fence = "`".repeat(Math.max(3, longestRun(text, "`") + 1));
  const body = text.endsWith("\n") || text === "" ? text : `${text}
`;
  return `${fence}${lang}
${body}${fence}`;
}
function inlineCode(text) {
  const ticks = "`".repeat(longestRun(text, "`") + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${ticks}${pad}${text}${pad}${ticks}`;
}
function longestRun(text, ch) {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === ch ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}
function indent(text, prefix) {
  return text.split("\n").map((l) => l ? prefix + l : l).join("\n");
}
function linkTarget(url) {
  return url.replace(/[()<>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function formatCount(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function plural(n, one, many = `${one}s`) {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
function outcome(diagnostics, failed, done) {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  return errors > 0 ? `${failed} (${plural(errors, "error")})` : done();
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  codeBlock,
  escapeCell,
  escapeHtml,
  escapeText,
  formatCount,
  indent,
  inlineCode,
  linkTarget,
  outcome,
  plural
});

},
})
