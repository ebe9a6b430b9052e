import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  require_Pair,
  require_YAMLMap,
  require_createNode,
  require_dist,
  require_foldFlowLines,
  require_log,
  require_map,
  require_seq,
  require_string,
  require_stringifyNumber,
  require_stringifyString,
  require_toJS
} from "./chunk-5NYBCEUW.mjs";
import {
  __commonJS,
  __toESM
} from "./chunk-Z27IH3SI.mjs";

// node_modules/yaml/dist/util.js
var require_util = __commonJS({
  "node_modules/yaml/dist/util.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var log = require_log();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var foldFlowLines = require_foldFlowLines();
    var stringifyNumber2 = require_stringifyNumber();
    var stringifyString = require_stringifyString();
    exports.createNode = createNode.createNode;
    exports.debug = log.debug;
    exports.warn = log.warn;
    exports.createPair = Pair.createPair;
    exports.toJS = toJS.toJS;
    exports.findPair = YAMLMap.findPair;
    exports.mapTag = map.map;
    exports.seqTag = seq.seq;
    exports.stringTag = string.string;
    exports.foldFlowLines = foldFlowLines.foldFlowLines;
    exports.stringifyNumber = stringifyNumber2.stringifyNumber;
    exports.stringifyString = stringifyString.stringifyString;
  }
});

// src/model/yaml-text.ts
var import_yaml = __toESM(require_dist());
var import_util = __toESM(require_util());
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
        const s = this.item(v, inner, depth);
        out += s === "" || s.charCodeAt(0) === 10 ? `${k}:${s}` : `${k}: ${s}`;
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
   * value, at any depth, so it is printed once.
   */
  scalar(text, indent, implicitKey) {
    const remembered = this.strings.get(text);
    if (remembered !== void 0) return remembered;
    const ctx = this.ctx;
    ctx.indent = indent;
    ctx.implicitKey = implicitKey;
    ctx.forceBlockIndent = false;
    const out = import_util.stringTag.stringify?.({ value: text }, ctx);
    if (!text.includes("\n") && !startsLikeMarker(text)) this.strings.set(text, out);
    return out;
  }
};
function startsLikeMarker(text) {
  return text.startsWith("%") || text.startsWith("---") || text.startsWith("...");
}

export {
  yamlText,
  yamlPrinter
};
