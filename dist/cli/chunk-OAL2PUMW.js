({
"chunk-OAL2PUMW.js": function (exports, require, module, __filename, __dirname) {
// src/render/jsonnet/imports.ts
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
  ImportScanError: () => ImportScanError,
  scanImports: () => scanImports
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_H36LGDGX = require("./chunk-H36LGDGX.js");
var ImportScanError = class extends Error {
  constructor(message, line, column) {
    super(message);
    this.line = line;
    this.column = column;
  }
  line;
  column;
  name = "ImportScanError";
};
var KEYWORDS = /* @__PURE__ */ new Set(["import", "importstr", "importbin"]);
var IDENT_START = /[A-Za-z_]/;
var IDENT = /[A-Za-z0-9_]/;
function scanImports(code) {
  const sites = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  let pending;
  const fail = (message, at = i) => {
    throw new ImportScanError(message, line, at - lineStart + 1);
  };
  const newline = (at) => {
    line++;
    lineStart = at + 1;
  };
  const skipTrivia = () => {
    while (i < code.length) {
      const c = code[i];
      if (c === "\n") {
        newline(i);
        i++;
      } else if (c === " " || c === "	" || c === "\r") {
        i++;
      } else if (c === "#" || c === "/" && code[i + 1] === "/") {
        while (i < code.length && code[i] !== "\n") i++;
      } else if (c === "/" && code[i + 1] === "*") {
        const end = code.indexOf("*/", i + 2);
        if (end < 0) fail("multi-line comment has no terminating */");
        for (let j = i; j < end; j++) if (code[j] === "\n") newline(j);
        i = end + 2;
      } else {
        return true;
      }
    }
    return false;
  };
  const quoted = (quote) => {
    const start = i;
    i++;
    let raw = "";
    while (i < code.length && code[i] !== quote) {
      if (code[i] === "\\") {
        raw += code[i++];
        if (i >= code.length) break;
      }
      if (code[i] === "\n") newline(i);
      raw += code[i++];
    }
    if (i >= code.length) fail("unterminated string", start);
    i++;
    const decoded = (0, import_chunk_H36LGDGX.unescapeString)(raw);
    return typeof decoded === "string" ? decoded : fail("invalid escape in string", start);
  };
  const verbatim = (quote) => {
    const start = i;
    i += 2;
    let value = "";
    for (; ; ) {
      if (i >= code.length) fail("unterminated verbatim string", start);
      if (code[i] === quote) {
        if (code[i + 1] === quote) {
          value += quote;
          i += 2;
          continue;
        }
        i++;
        return value;
      }
      if (code[i] === "\n") newline(i);
      value += code[i++];
    }
  };
  const textBlock = () => {
    const start = i;
    i += 3;
    const chomp = code[i] === "-";
    if (chomp) i++;
    while (code[i] === " " || code[i] === "	" || code[i] === "\r") i++;
    if (code[i] !== "\n") fail("text block syntax requires new line after |||", start);
    newline(i);
    i++;
    let value = "";
    while (code[i] === "\n") {
      newline(i);
      i++;
      value += "\n";
    }
    let indent = "";
    while (code[i] === " " || code[i] === "	") indent += code[i++];
    if (indent === "") fail("text block first line must begin with whitespace", start);
    for (; ; ) {
      while (i < code.length && code[i] !== "\n") value += code[i++];
      if (i >= code.length) fail("unexpected end of file in text block", start);
      value += "\n";
      newline(i);
      i++;
      while (code[i] === "\n") {
        newline(i);
        i++;
        value += "\n";
      }
      if (code.startsWith(indent, i)) {
        i += indent.length;
        continue;
      }
      while (code[i] === " " || code[i] === "	") i++;
      if (!code.startsWith("|||", i)) fail("text block not terminated with |||", start);
      i += 3;
      return chomp ? value.replace(/\n$/, "") : value;
    }
  };
  const next = () => {
    const c = code[i];
    if (c === '"' || c === "'") return { kind: "string", value: quoted(c) };
    if (c === "@" && (code[i + 1] === '"' || code[i + 1] === "'"))
      return { kind: "string", value: verbatim(code[i + 1]) };
    if (c === "|" && code.startsWith("|||", i)) return { kind: "string", value: textBlock() };
    if (IDENT_START.test(c)) {
      const start = i;
      while (i < code.length && IDENT.test(code[i])) i++;
      return { kind: "ident", value: code.slice(start, i) };
    }
    if (/[0-9]/.test(c)) {
      while (i < code.length && /[0-9.]/.test(code[i])) i++;
      if ((code[i] === "e" || code[i] === "E") && /[-+0-9]/.test(code[i + 1] ?? "")) {
        i += 2;
        while (i < code.length && /[0-9]/.test(code[i])) i++;
      }
      return { kind: "other" };
    }
    i++;
    return { kind: "other" };
  };
  while (skipTrivia()) {
    const line0 = line;
    const column0 = i - lineStart + 1;
    const start = i;
    const token = next();
    if (pending) {
      if (token.kind !== "string") {
        throw new ImportScanError("computed imports are not allowed", line0, column0);
      }
      const { kind, line: l, column: c, start: s0 } = pending;
      sites.push({ kind, path: token.value, line: l, column: c, start: s0, literal: { start, end: i } });
      pending = void 0;
    } else if (token.kind === "ident" && KEYWORDS.has(token.value)) {
      pending = { kind: token.value, line: line0, column: column0, start };
    }
  }
  if (pending) throw new ImportScanError("computed imports are not allowed", pending.line, pending.column);
  return sites;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ImportScanError,
  scanImports
});

},
})
