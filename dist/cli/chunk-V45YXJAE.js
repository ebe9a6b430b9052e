({
"chunk-V45YXJAE.js": function (exports, require, module, __filename, __dirname) {
// src/schema/position.ts
// src/schema/parse.ts
// src/schema/diagnostic.ts
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
  diagnosticAt: () => diagnosticAt,
  hasOnlyDuplicateKeyErrors: () => hasOnlyDuplicateKeyErrors,
  nodeAt: () => nodeAt,
  parseYamlFile: () => parseYamlFile,
  parseYamlStream: () => parseYamlStream,
  positionInBlock: () => positionInBlock,
  positionOf: () => positionOf,
  sortDiagnostics: () => sortDiagnostics
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_RRCBAIWP = require("./chunk-RRCBAIWP.js");
var import_chunk_5WZGFZL6 = require("./chunk-5WZGFZL6.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_yaml = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
function locate(parsed, path) {
  let node = resolve(parsed, parsed.doc.contents);
  let key = null;
  let depth = 0;
  for (const segment of path) {
    let next;
    if ((0, import_yaml.isSeq)(node) && typeof segment === "number") {
      const item = node.items[segment];
      if (item !== void 0) next = { node: item, key: null };
    } else if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((p) => (0, import_yaml.isScalar)(p.key) && String(p.key.value) === String(segment));
      if (pair) next = { node: pair.value, key: pair.key };
    }
    if (!next) break;
    node = resolve(parsed, next.node);
    key = next.key;
    depth++;
  }
  return { node, key, depth };
}
function resolve(parsed, node) {
  return (0, import_yaml.isAlias)(node) ? node.resolve(parsed.doc) ?? node : node;
}
function nodeAt(parsed, path) {
  const found = locate(parsed, path);
  return found.depth === path.length ? found.node : void 0;
}
function positionOf(parsed, path, opts = {}) {
  const { node, key } = locate(parsed, path);
  const emptyValue = !node?.range || (0, import_yaml.isScalar)(node) && node.value === null && node.range[0] === node.range[1];
  const target = (opts.key || emptyValue) && key ? key : node;
  const offset = target?.range?.[0] ?? 0;
  const { line, col } = parsed.lineCounter.linePos(offset);
  return { line, column: col };
}
function positionInBlock(parsed, text, path, line, column) {
  const node = nodeAt(parsed, path);
  const block = (0, import_yaml.isScalar)(node) && (node.type === import_yaml.Scalar.BLOCK_LITERAL || node.type === import_yaml.Scalar.BLOCK_FOLDED) && node.range;
  if (!block || line === void 0) return positionOf(parsed, path);
  const header = parsed.lineCounter.linePos(node.range?.[0] ?? 0).line;
  const firstContent = text.split("\n").slice(header).find((l) => l.trim() !== "") ?? "";
  const indent = firstContent.length - firstContent.trimStart().length;
  const lines = String(node.value).replace(/\n+$/, "").split("\n");
  if (line > lines.length) {
    const last = lines.length;
    return { line: header + last, column: indent + (lines[last - 1] ?? "").length + 1 };
  }
  return { line: header + line, column: indent + (column ?? 1) };
}
var import_yaml2 = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
function diagnosticAt(parsed, path, message, opts = {}) {
  const { line, column } = positionOf(parsed, path, { key: opts.key });
  const diagnostic = {
    severity: opts.severity ?? "error",
    source: parsed.source,
    file: parsed.file,
    line,
    column,
    message: (0, import_chunk_RRCBAIWP.atPath)(path, message)
  };
  if (opts.reason) diagnostic.reason = opts.reason;
  return diagnostic;
}
function sortDiagnostics(diagnostics) {
  const rank = (n) => n ?? Number.POSITIVE_INFINITY;
  return [...diagnostics].sort(
    (a, b) => (0, import_chunk_AUPPCWXN.compareStrings)(a.file ?? "", b.file ?? "") || rank(a.line) - rank(b.line) || rank(a.column) - rank(b.column)
  );
}
function parseYamlFile(file, text, source, opts = {}) {
  const dialect = (0, import_chunk_5WZGFZL6.dialectSettings)(opts.dialect);
  const lineCounter = new import_yaml2.LineCounter();
  const doc = (0, import_yaml2.parseDocument)(text, {
    ...dialect.options,
    lineCounter,
    uniqueKeys: true,
    prettyErrors: true,
    logLevel: "error"
  });
  return fromDocument(doc, lineCounter, file, source, dialect, opts.keepText);
}
function fromDocument(doc, lineCounter, file, source, dialect, keepText) {
  if (keepText) restoreText(doc.contents, [], keepText);
  const lastWins = (e) => e.code === "DUPLICATE_KEY" && dialect.duplicateKeys === "last-wins";
  const diagnostics = sortDiagnostics([
    ...doc.errors.map(
      (e) => fromYamlError(doc, lineCounter, e, lastWins(e) ? "warning" : "error", file, source, dialect)
    ),
    ...doc.warnings.map((e) => fromYamlError(doc, lineCounter, e, "warning", file, source, dialect))
  ]);
  let value;
  try {
    value = (0, import_chunk_5WZGFZL6.boundedToJS)(doc);
  } catch (err) {
    const at = unresolvedAlias(doc) ?? firstAlias(doc);
    const { line, col } = lineCounter.linePos(at?.range?.[0] ?? 0);
    const message = err.message.replace(/ \(the anchor must be set before the alias\)/, "");
    diagnostics.push({ severity: "error", source, file, line, column: col, message, reason: "YamlSyntax" });
  }
  return { file, source, doc, lineCounter, value, diagnostics };
}
function parseYamlStream(file, text, source, opts = {}) {
  const dialect = (0, import_chunk_5WZGFZL6.dialectSettings)(opts.dialect);
  const lineCounter = new import_yaml2.LineCounter();
  const parsed = (0, import_yaml2.parseAllDocuments)(text, {
    ...dialect.options,
    lineCounter,
    uniqueKeys: true,
    prettyErrors: true,
    logLevel: "error"
  });
  const docs = Array.isArray(parsed) ? parsed : [parsed];
  return docs.map((doc) => fromDocument(doc, lineCounter, file, source, dialect, opts.keepText));
}
function restoreText(node, path, keep) {
  const restore = (scalar, at, isKey) => {
    const typed = typeof scalar.value === "boolean" || typeof scalar.value === "number";
    if (typed && scalar.type === "PLAIN" && typeof scalar.source === "string" && keep(at, isKey))
      scalar.value = scalar.source;
  };
  const child = (value, at) => {
    if ((0, import_yaml2.isScalar)(value)) restore(value, at, false);
    else restoreText(value, at, keep);
  };
  if ((0, import_yaml2.isMap)(node)) {
    for (const pair of node.items) {
      if ((0, import_yaml2.isScalar)(pair.key)) restore(pair.key, path, true);
      child(pair.value, [...path, (0, import_yaml2.isScalar)(pair.key) ? String(pair.key.value) : "?"]);
    }
  } else if ((0, import_yaml2.isSeq)(node)) {
    for (const [i, item] of node.items.entries()) child(item, [...path, i]);
  }
}
function hasOnlyDuplicateKeyErrors(parsed) {
  return parsed.diagnostics.every((d) => d.severity !== "error" || d.reason === "DuplicateKey");
}
function firstAlias(doc) {
  let found;
  (0, import_yaml2.visit)(doc, {
    Alias(_, alias) {
      found = alias;
      return import_yaml2.visit.BREAK;
    }
  });
  return found;
}
function unresolvedAlias(doc) {
  let found;
  (0, import_yaml2.visit)(doc, {
    Alias(_, alias) {
      if (alias.resolve(doc) !== void 0) return void 0;
      found = alias;
      return import_yaml2.visit.BREAK;
    }
  });
  return found;
}
function fromYamlError(doc, lineCounter, error, severity, file, source, dialect) {
  const start = error.linePos?.[0] ?? lineCounter.linePos(error.pos[0]);
  const where = { severity, source, file, line: start.line, column: start.col };
  if (error.code === "DUPLICATE_KEY") {
    const dup = findDuplicateKey(doc, error.pos[0]);
    if (dup) {
      const first = lineCounter.linePos(dup.first.range?.[0] ?? 0);
      const said = `duplicate key ${JSON.stringify(dup.key)} (first at line ${first.line})`;
      const message = severity === "warning" ? `${said}: the later value is used, as ${dialect.reader} reads it` : said;
      return { ...where, message: (0, import_chunk_RRCBAIWP.atPath)(dup.path, message), reason: "DuplicateKey" };
    }
  }
  if (error.code === "MULTIPLE_DOCS") {
    return {
      ...where,
      message: 'expected a single YAML document, found another after "---"',
      reason: "YamlSyntax"
    };
  }
  return {
    ...where,
    message: stripExcerpt(error.message),
    reason: severity === "error" ? "YamlSyntax" : "YamlWarning"
  };
}
function stripExcerpt(message) {
  return message.replace(/ at line \d+, column \d+:?[\s\S]*$/, "");
}
function findDuplicateKey(doc, offset) {
  const walk = (node, path) => {
    if ((0, import_yaml2.isSeq)(node)) {
      for (const [i, item] of node.items.entries()) {
        const found = walk(item, [...path, i]);
        if (found) return found;
      }
    } else if ((0, import_yaml2.isMap)(node)) {
      const pairs = node.items;
      for (const pair of pairs) {
        const key = pair.key;
        if ((0, import_yaml2.isScalar)(key) && key.range?.[0] === offset) {
          const name = String(key.value);
          const first = pairs.find((p) => (0, import_yaml2.isScalar)(p.key) && String(p.key.value) === name)?.key;
          return { path: [...path, name], key: name, first };
        }
        const found = walk(pair.value, [...path, (0, import_yaml2.isScalar)(key) ? String(key.value) : "?"]);
        if (found) return found;
      }
    }
    return void 0;
  };
  return walk(doc.contents, []);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  diagnosticAt,
  hasOnlyDuplicateKeyErrors,
  nodeAt,
  parseYamlFile,
  parseYamlStream,
  positionInBlock,
  positionOf,
  sortDiagnostics
});

},
})
