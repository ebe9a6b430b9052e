({
"chunk-PDVJYXFX.js": function (exports, require, module, __filename, __dirname) {
// node_modules/yaml/dist/util.js
// src/model/yaml-text.ts
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
  verbatimParts: () => verbatimParts,
  yamlPrinter: () => yamlPrinter,
  yamlText: () => yamlText
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var require_util = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/yaml/dist/util.js"(exports2) {
    "use strict";
    var createNode = (0, import_chunk_MWYW2KWW.require_createNode)();
    var log = (0, import_chunk_MWYW2KWW.require_log)();
    var Pair = (0, import_chunk_MWYW2KWW.require_Pair)();
    var toJS = (0, import_chunk_MWYW2KWW.require_toJS)();
    var YAMLMap = (0, import_chunk_MWYW2KWW.require_YAMLMap)();
    var map = (0, import_chunk_MWYW2KWW.require_map)();
    var seq = (0, import_chunk_MWYW2KWW.require_seq)();
    var string = (0, import_chunk_MWYW2KWW.require_string)();
    var foldFlowLines = (0, import_chunk_MWYW2KWW.require_foldFlowLines)();
    var stringifyNumber2 = (0, import_chunk_MWYW2KWW.require_stringifyNumber)();
    var stringifyString = (0, import_chunk_MWYW2KWW.require_stringifyString)();
    exports2.createNode = createNode.createNode;
    exports2.debug = log.debug;
    exports2.warn = log.warn;
    exports2.createPair = Pair.createPair;
    exports2.toJS = toJS.toJS;
    exports2.findPair = YAMLMap.findPair;
    exports2.mapTag = map.map;
    exports2.seqTag = seq.seq;
    exports2.stringTag = string.string;
    exports2.foldFlowLines = foldFlowLines.foldFlowLines;
    exports2.stringifyNumber = stringifyNumber2.stringifyNumber;
    exports2.stringifyString = stringifyString.stringifyString;
  }
});
var import_yaml = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
var import_util = (0, import_chunk_75QCMCYK.__toESM)(require_util());
function yamlText(value, opts = {}) {
  const alias = opts.aliasDuplicateObjects ?? true;
  const fast = new BlockPrinter(alias ? /* @__PURE__ */ new Set() : void 0).document(value);
  return fast ?? (0, import_yaml.stringify)(value, { lineWidth: 0, aliasDuplicateObjects: alias });
}
function yamlPrinter(opts = {}) {
  const alias = opts.aliasDuplicateObjects ?? true;
  const strings = /* @__PURE__ */ new Map();
  return (value) => new BlockPrinter(alias ? /* @__PURE__ */ new Set() : void 0, strings).document(value) ?? (0, import_yaml.stringify)(value, { lineWidth: 0, aliasDuplicateObjects: alias });
}
var MAX_DEPTH = 1e3;
var MAX_IMPLICIT_KEY = 1024;
var NotPlain = class extends Error {
};
var NOT_PLAIN = new NotPlain();
var sharedDoc;
function contextOptions() {
  return {
    blockQuote: true,
    defaultKeyType: null,
    defaultStringType: "PLAIN",
    directives: null,
    doubleQuotedAsJSON: false,
    doubleQuotedMinMultiLineLength: 40,
    falseStr: "false",
    flowCollectionPadding: true,
    indentSeq: true,
    lineWidth: 0,
    minContentWidth: 20,
    nullStr: "null",
    simpleKeys: false,
    singleQuote: null,
    trailingComma: false,
    trueStr: "true",
    verifyAliasOrder: true
  };
}
var BlockPrinter = class {
  constructor(seen, strings = /* @__PURE__ */ new Map()) {
    this.seen = seen;
    this.strings = strings;
    sharedDoc ??= new import_yaml.Document();
    this.ctx = {
      anchors: /* @__PURE__ */ new Set(),
      doc: sharedDoc,
      flowCollectionPadding: " ",
      indent: "",
      indentStep: "  ",
      inFlow: null,
      options: contextOptions()
    };
  }
  seen;
  strings;
  ctx;
  /** The document, or undefined when the package must print it. */
  document(value) {
    if (value === null || typeof value !== "object") return void 0;
    try {
      return `${this.collection(value, "", 0)}
`;
    } catch (err) {
      if (err === NOT_PLAIN) return void 0;
      throw err;
    }
  }
  /** A non-scalar at `indent` (the package's ctx.indent), its lines after the first indented so. */
  collection(value, indent, depth) {
    if (depth > MAX_DEPTH) throw NOT_PLAIN;
    if (this.seen) {
      if (this.seen.has(value)) throw NOT_PLAIN;
      this.seen.add(value);
    }
    if (Array.isArray(value)) {
      if (value.length === 0) return "[]";
      const inner2 = `${indent}  `;
      let out2 = "";
      for (let i = 0; i < value.length; i++) {
        if (i > 0) out2 += `
${indent}`;
        out2 += `- ${this.item(value[i], inner2, depth)}`;
      }
      return out2;
    }
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) throw NOT_PLAIN;
    const record = value;
    const keys = Object.keys(record);
    if (keys.length === 0) return "{}";
    const inner = `${indent}  `;
    let out = "";
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const v = record[key];
      if (i > 0) out += `
${indent}`;
      const k = this.scalar(key, inner, true);
      if (k.length > MAX_IMPLICIT_KEY) throw NOT_PLAIN;
      if (v !== null && typeof v === "object") {
        const nested = this.collection(v, inner, depth + 1);
        out += nested === "{}" || nested === "[]" ? `${k}: ${nested}` : `${k}:
${inner}${nested}`;
      } else {
        const block = typeof v === "string" && v.includes("\n") ? literalBlock(v, inner) : void 0;
        if (block !== void 0) out += `${k}: ${block}`;
        else {
          const s = this.item(v, inner, depth);
          out += s === "" || s.charCodeAt(0) === 10 ? `${k}:${s}` : `${k}: ${s}`;
        }
      }
    }
    return out;
  }
  /** A sequence item or a mapping value at `indent`. */
  item(value, indent, depth) {
    switch (typeof value) {
      case "string":
        return this.scalar(value, indent, false);
      case "number":
        return (0, import_util.stringifyNumber)({ value });
      case "boolean":
        return value ? "true" : "false";
      case "object":
        return value === null ? "null" : this.collection(value, indent, depth + 1);
      default:
        throw NOT_PLAIN;
    }
  }
  /**
   * A string through the package's printer. Its output depends on where the string stands only
   * through line breaks (block scalars are indented) and document markers (`---`, `...`, `%` at a
   * line start, quoted or indented by position); any other text prints the same as a key and as a
   * value, at any depth, so it is printed once. Not a long one: hashing a text to look it up costs
   * V8 more than printing it. A multi-line value is a literal block, written here (literalBlock).
   */
  scalar(text, indent, implicitKey) {
    const short = text.length <= REMEMBER_UP_TO;
    if (short) {
      const remembered = this.strings.get(text);
      if (remembered !== void 0) return remembered;
    }
    if (printsAsItIs(text)) {
      if (short) this.strings.set(text, text);
      return text;
    }
    const multiLine = text.includes("\n");
    if (multiLine && !implicitKey) {
      const printed = literalBlock(text, indent);
      if (printed !== void 0) return printed;
    }
    const ctx = this.ctx;
    ctx.indent = indent;
    ctx.implicitKey = implicitKey;
    ctx.forceBlockIndent = false;
    const out = import_util.stringTag.stringify?.({ value: text }, ctx);
    if (short && !multiLine && !startsLikeMarker(text)) this.strings.set(text, out);
    return out;
  }
};
var NAME_LIKE = /^[A-Za-z][A-Za-z0-9._/-]*$/;
var NOT_STRINGS = /* @__PURE__ */ new Set(["true", "True", "TRUE", "false", "False", "FALSE", "null", "Null", "NULL"]);
function printsAsItIs(text) {
  return NAME_LIKE.test(text) && !NOT_STRINGS.has(text);
}
var REMEMBER_UP_TO = 256;
var QUOTED_UNITS = /[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]/;
function literalBlock(text, indent) {
  if (QUOTED_UNITS.test(text)) return void 0;
  let blank = text.length;
  while (blank > 0 && isBlank(text.charCodeAt(blank - 1))) blank--;
  if (blank < text.length && blank > 0 && text.charCodeAt(blank - 1) === LF) return void 0;
  let bodyEnd = text.length;
  while (bodyEnd > 0 && (isBlank(text.charCodeAt(bodyEnd - 1)) || text.charCodeAt(bodyEnd - 1) === LF))
    bodyEnd--;
  let end = text.slice(bodyEnd);
  const firstBreak = end.indexOf("\n");
  const chomp = firstBreak === -1 ? "-" : bodyEnd === 0 || firstBreak !== end.length - 1 ? "+" : "";
  if (end.endsWith("\n")) end = end.slice(0, -1);
  end = indentBreaks(end, indent, false);
  let body = text.slice(0, bodyEnd);
  let startsWithSpace = false;
  let lastBreak = -1;
  for (let i = 0; i < body.length; i++) {
    const unit = body.charCodeAt(i);
    if (unit === SPACE) startsWithSpace = true;
    else if (unit === LF) lastBreak = i;
    else break;
  }
  const start = indentBreaks(body.slice(0, lastBreak + 1), indent, true);
  if (lastBreak >= 0) body = body.slice(lastBreak + 1);
  return `|${startsWithSpace ? "2" : ""}${chomp}
${indent}${start}${indentBreaks(body, indent, true)}${end}`;
}
var LF = 10;
var SPACE = 32;
function isBlank(unit) {
  return unit === SPACE || unit === 9;
}
function indentBreaks(text, indent, atEnd) {
  let at = text.indexOf("\n");
  if (at === -1) return text;
  let out = "";
  let from = 0;
  while (at !== -1) {
    let next = at + 1;
    while (text.charCodeAt(next) === LF) next++;
    if (next === text.length && !atEnd) break;
    out += `${text.slice(from, next)}${indent}`;
    from = next;
    at = text.indexOf("\n", next);
  }
  return from === 0 ? text : out + text.slice(from);
}
function startsLikeMarker(text) {
  return text.startsWith("%") || text.startsWith("---") || text.startsWith("...");
}
function verbatimParts(text) {
  const parts = [];
  for (const [run] of text.matchAll(VERBATIM_RUNS)) {
    let to = run.length;
    while (to > 0 && run.charCodeAt(to - 1) === SPACE) to--;
    if (to > 0) parts.push(to === run.length ? run : run.slice(0, to));
  }
  return parts;
}
var VERBATIM_RUNS = /[^\x00-\x1f"'\\\ud800-\udfff]+/g;
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  verbatimParts,
  yamlPrinter,
  yamlText
});

},
})
