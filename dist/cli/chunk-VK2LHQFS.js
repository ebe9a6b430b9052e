({
"chunk-VK2LHQFS.js": function (exports, require, module, __filename, __dirname) {
// src/render/jsonnet/natives.ts
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
  JsonParseError: () => JsonParseError,
  YamlParseError: () => YamlParseError,
  parseFirstJsonValue: () => parseFirstJsonValue,
  parseYamlDocuments: () => parseYamlDocuments,
  standardNatives: () => standardNatives
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_5WZGFZL6 = require("./chunk-5WZGFZL6.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_yaml = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
var kubeYaml = { ...(0, import_chunk_5WZGFZL6.dialectSettings)("go-yaml-v2").options, uniqueKeys: false };
function parseYamlDocuments(text) {
  const docs = (0, import_yaml.parseAllDocuments)(text, kubeYaml);
  const values = [];
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    const first = doc.errors[0];
    if (first) {
      const pos = first.linePos?.[0];
      const message = (first.message.split("\n")[0] ?? first.message).replace(
        / at line \d+, column \d+:?$/,
        ""
      );
      throw new YamlParseError(message, pos?.line, pos?.col);
    }
    let value;
    try {
      value = (0, import_chunk_5WZGFZL6.boundedToJS)(doc);
    } catch (err) {
      throw new YamlParseError(err.message);
    }
    if (value !== null && value !== void 0) values.push(value);
  }
  return values;
}
var YamlParseError = class extends Error {
  constructor(message, line, column) {
    super(message);
    this.line = line;
    this.column = column;
    this.name = "YamlParseError";
  }
  line;
  column;
};
var standardNatives = {
  parseYaml: {
    params: ["yaml"],
    fn: (text) => parseYamlDocuments(String(text ?? "")),
    pure: true
  },
  parseJson: {
    params: ["json"],
    fn: (text) => parseFirstJsonValue(String(text)),
    pure: true
  }
};
var JsonParseError = class extends Error {
  constructor(message, line, column) {
    super(message);
    this.line = line;
    this.column = column;
    this.name = "JsonParseError";
  }
  line;
  column;
};
function parseFirstJsonValue(text) {
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = err.message;
    const trailing = /^Unexpected non-whitespace character after JSON at position (\d+)/.exec(message);
    if (trailing) return JSON.parse(text.slice(0, Number(trailing[1])));
    const at = /at position (\d+)/.exec(message);
    const position = at ? positionAt(text, Number(at[1])) : scanForError(text);
    const words = message.replace(/, (?:\.\.\.)?".*$/s, "").replace(/ in JSON at position.*$/s, "").replace(/\s+/g, " ");
    throw new JsonParseError(words, position?.line, position?.column);
  }
}
function positionAt(text, offset) {
  const lines = text.slice(0, offset).split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
function scanForError(text) {
  const incomplete = (n) => {
    try {
      JSON.parse(text.slice(0, n));
      return true;
    } catch (e) {
      const m = e.message;
      const at = /at position (\d+)/.exec(m);
      return /end of JSON input/.test(m) || at !== null && Number(at[1]) >= n;
    }
  };
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (incomplete(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo < text.length ? positionAt(text, lo) : void 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  JsonParseError,
  YamlParseError,
  parseFirstJsonValue,
  parseYamlDocuments,
  standardNatives
});

},
})
