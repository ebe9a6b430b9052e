({
"chunk-37TX24MQ.js": function (exports, require, module, __filename, __dirname) {
// src/render/jsonnet/rigging/engine.ts
// src/render/jsonnet/rigging/ast.ts
// src/render/jsonnet/rigging/value.ts
// src/render/jsonnet/rigging/objects.ts
// src/render/jsonnet/rigging/constants.ts
// src/render/jsonnet/rigging/env.ts
// src/render/jsonnet/rigging/evaluate.ts
// src/render/jsonnet/rigging/lexer.ts
// src/render/jsonnet/rigging/manifest-modes.ts
// src/render/jsonnet/rigging/parse-store.ts
// src/private-dir.ts
// src/render/jsonnet/rigging/ast-codec.ts
// src/render/jsonnet/rigging/fold.ts
// src/render/jsonnet/rigging/parser.ts
// src/render/jsonnet/rigging/static.ts
// src/render/jsonnet/rigging/parse-cache.ts
// src/render/jsonnet/rigging/std/arrays.ts
// src/render/jsonnet/rigging/std/libm-exact.ts
// src/render/jsonnet/rigging/std/libm-tables.ts
// src/render/jsonnet/rigging/std/libm.ts
// src/render/jsonnet/rigging/std/numbers.ts
// src/render/jsonnet/rigging/std/strings.ts
// src/render/jsonnet/rigging/std/format.ts
// src/render/jsonnet/rigging/std/encoding.ts
// src/render/jsonnet/rigging/std/plain.ts
// src/render/jsonnet/rigging/std/format-lazy.ts
// src/render/jsonnet/rigging/manifest-values.ts
// src/render/jsonnet/rigging/std/manifesters.ts
// src/render/jsonnet/rigging/std/objectfns.ts
// src/render/jsonnet/rigging/std/index.ts
// src/render/jsonnet/rigging/tree-names.ts
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
var __toESM = (mod2, isNodeMode, target) => (target = mod2 != null ? __create(__getProtoOf(mod2)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod2 || !mod2.__esModule ? __defProp(target, "default", { value: mod2, enumerable: true }) : target,
  mod2
));
var __toCommonJS = (mod2) => __copyProps(__defProp({}, "__esModule", { value: true }), mod2);
var stdin_exports = {};
__export(stdin_exports, {
  createRiggingEngine: () => createRiggingEngine,
  pathInTree: () => pathInTree
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_3FVFMQ2D = require("./chunk-3FVFMQ2D.js");
var import_chunk_BNCUDU5Y = require("./chunk-BNCUDU5Y.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_AGXITVR3 = require("./chunk-AGXITVR3.js");
var import_chunk_4H5LTKKG = require("./chunk-4H5LTKKG.js");
var import_chunk_H36LGDGX = require("./chunk-H36LGDGX.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_fs = require("node:fs");
var import_node_path = __toESM(require("node:path"));
var import_node_fs2 = require("node:fs");
var import_node_path2 = __toESM(require("node:path"));
var import_node_fs3 = require("node:fs");
var import_node_path3 = __toESM(require("node:path"));
var import_node_buffer = require("node:buffer");
var import_node_path4 = __toESM(require("node:path"));
var JsonnetSyntaxError = class extends Error {
  constructor(message, loc) {
    super(message);
    this.loc = loc;
  }
  loc;
  name = "JsonnetSyntaxError";
};
var RuntimeError = class extends Error {
  constructor(message, trace) {
    super(message);
    this.trace = trace;
  }
  trace;
  /**
   * rigging's own addition after libjsonnet's message (` (did you mean "port"?)`, or empty),
   * kept apart so the message, and `rigging eval`'s output, stay libjsonnet's.
   */
  hint = "";
};
var Thunk = class _Thunk {
  v;
  fn;
  /** An AST thunk: the expression and its environment, evaluated by `evaluator` (no closure). */
  node;
  env;
  evaluator;
  constructor(fn, v) {
    this.fn = fn;
    this.v = v;
    this.node = void 0;
    this.env = void 0;
    this.evaluator = void 0;
  }
  static of(v) {
    return new _Thunk(void 0, v);
  }
  static ast(evaluator, node, env) {
    const t = new _Thunk(void 0);
    t.evaluator = evaluator;
    t.node = node;
    t.env = env;
    return t;
  }
  force() {
    if (this.v !== void 0) return this.v;
    let v;
    if (this.node !== void 0) {
      v = this.evaluator.eval(this.node, this.env);
      this.node = void 0;
      this.env = void 0;
      this.evaluator = void 0;
    } else {
      const fn = this.fn;
      if (fn === void 0) return this.v;
      v = fn();
      this.fn = void 0;
    }
    this.v = v;
    return v;
  }
};
var Func = class {
  constructor(name, paramNames2, params, body, env, builtin, defaults2, lazyArgs) {
    this.name = name;
    this.paramNames = paramNames2;
    this.params = params;
    this.body = body;
    this.env = env;
    this.builtin = builtin;
    this.defaults = defaults2;
    this.lazyArgs = lazyArgs;
  }
  name;
  paramNames;
  params;
  body;
  env;
  builtin;
  defaults;
  lazyArgs;
};
function typeOf(v) {
  if (v === null) return "null";
  switch (typeof v) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
  }
  if (Array.isArray(v)) return "array";
  if (v instanceof Func) return "function";
  return "object";
}
function formatNumber2(v) {
  if (!Number.isFinite(v)) return Number.isNaN(v) ? "nan" : v > 0 ? "inf" : "-inf";
  return (0, import_chunk_4H5LTKKG.formatNumber)(v);
}
function stripZeros(s) {
  if (!s.includes(".")) return s;
  let end = s.length;
  while (s[end - 1] === "0") end--;
  if (s[end - 1] === ".") end--;
  return s.slice(0, end);
}
function formatG6(v) {
  if (!Number.isFinite(v)) return Number.isNaN(v) ? "nan" : v > 0 ? "inf" : "-inf";
  if (v === 0) return Object.is(v, -0) ? "-0" : "0";
  const exp4 = Math.floor(Math.log10(Math.abs(Number(v.toPrecision(6)))));
  if (exp4 < -4 || exp4 >= 6) {
    const [m = "", e = "0"] = v.toExponential(5).split("e");
    const n = Math.abs(Number(e));
    return `${stripZeros(m)}e${e.startsWith("-") ? "-" : "+"}${n < 10 ? "0" : ""}${n}`;
  }
  return stripZeros(v.toFixed(Math.max(0, 5 - exp4)));
}
var JObject = class {
  constructor(layers) {
    this.layers = layers;
    let asserted = true;
    for (let i = 0; i < layers.length; i++) if (layers[i].asserts.length > 0) asserted = false;
    this.asserted = asserted;
    this.loc = void 0;
    this.plain = void 0;
    this.values = void 0;
    this.layerEnvs = void 0;
    this.top = void 0;
    this.visibleNames = void 0;
    this.allNames = void 0;
  }
  layers;
  /**
   * Field values by layer and the field's slot in it: the value a layer gives the field, seen
   * from this object (`super.f` from above reads it too). Allocated on first read: most
   * intermediate objects of `a + b` are never read.
   */
  values;
  /** The environment of each layer with its locals bound for this object (built on first use). */
  layerEnvs;
  /** The topmost layer of each field, for long chains (shared by objects of the same literals). */
  top;
  /** Sorted names of the visible fields and of all fields (computed on first use). */
  visibleNames;
  allNames;
  /** Where the object literal was written (libjsonnet manifests its fields from there). */
  loc;
  /** Set when the asserts have run (or are running: an assert may read its own object). */
  asserted;
  /** The data, when the object is exactly a constant's object: manifested by copying it. */
  plain;
  /** The topmost layer below `below` that has the field, or -1. */
  find(name, below = this.layers.length) {
    const layers = this.layers;
    if (below === layers.length && layers.length > 4) {
      if (this.top === void 0) {
        const node = sharedNode(layers);
        if (node === void 0) this.top = topLayers(layers);
        else {
          node.top ??= topLayers(layers);
          this.top = node.top;
        }
      }
      return this.top.get(name) ?? -1;
    }
    for (let i = below - 1; i >= 0; i--) if (layers[i].fields.has(name)) return i;
    return -1;
  }
  has(name) {
    return this.find(name) >= 0;
  }
  /**
   * The field's value, undefined when there is none. The object's asserts run first, even when
   * the field is missing: `{assert false: 'x'}.y` reports the assertion, as libjsonnet does.
   */
  get(name) {
    if (!this.asserted) this.checkAsserts();
    const layers = this.layers;
    if (layers.length <= 4) {
      for (let i2 = layers.length - 1; i2 >= 0; i2--) {
        const field = layers[i2].fields.get(name);
        if (field !== void 0) return field.value !== void 0 ? field.value : this.layerValue(i2, field);
      }
      return void 0;
    }
    const i = this.find(name);
    return i < 0 ? void 0 : this.valueAt(i, name);
  }
  checkAsserts() {
    if (this.asserted) return;
    this.asserted = true;
    const ev = this.layers.find((l) => l.evaluator)?.evaluator;
    try {
      ev?.runAsserts(this);
    } catch (e) {
      this.asserted = false;
      throw e;
    }
  }
  /** The value of the field as layer `i` defines it (with `+:` resolved against the layers below). */
  valueAt(i, name) {
    const field = this.layers[i].fields.get(name);
    return field.value !== void 0 ? field.value : this.layerValue(i, field);
  }
  /** The value layer `i`'s field gives this object, evaluated once (values do not change). */
  layerValue(i, field) {
    const cached = this.values?.[i]?.[field.slot];
    if (cached !== void 0) return cached;
    const layer = this.layers[i];
    const v = field.constant !== void 0 ? constantValue(field.constant, void 0) : layer.evaluator.evalField(this, i, field);
    this.values ??= new Array(this.layers.length);
    let forLayer = this.values[i];
    if (forLayer === void 0) {
      forLayer = new Array(layer.fields.size);
      this.values[i] = forLayer;
    }
    forLayer[field.slot] = v;
    return v;
  }
  /**
   * Whether the field is visible (undefined when there is none): the topmost layer that says
   * `::` or `:::` decides, and a field no layer marks is visible.
   */
  visibility(name) {
    const layers = this.layers;
    let found = false;
    for (let i = layers.length - 1; i >= 0; i--) {
      const f = layers[i].fields.get(name);
      if (f === void 0) continue;
      if (f.visibility === "hidden") return false;
      if (f.visibility === "visible") return true;
      found = true;
    }
    return found ? true : void 0;
  }
  /**
   * Sorted field names (libjsonnet orders by code point). Shared: callers must not change the
   * array. Objects made by the same literals (and the same `+` of literals) share their names.
   */
  fields(includeHidden) {
    const known = includeHidden ? this.allNames : this.visibleNames;
    if (known !== void 0) return known;
    const node = sharedNode(this.layers);
    if (node !== void 0) node.names ??= computeNames(this.layers);
    const names = node?.names ?? computeNames(this.layers);
    this.allNames = names.all;
    this.visibleNames = names.visible;
    return includeHidden ? names.all : names.visible;
  }
};
var sharedByMap = /* @__PURE__ */ new WeakMap();
function shareFields(fields) {
  if (!sharedByMap.has(fields))
    sharedByMap.set(fields, { names: void 0, top: void 0, next: void 0 });
}
function sharedNode(layers) {
  let node = sharedByMap.get(layers[0].fields);
  for (let i = 1; i < layers.length && node !== void 0; i++) {
    const fields = layers[i].fields;
    if (!sharedByMap.has(fields)) return void 0;
    node.next ??= /* @__PURE__ */ new WeakMap();
    let next = node.next.get(fields);
    if (next === void 0) {
      next = { names: void 0, top: void 0, next: void 0 };
      node.next.set(fields, next);
    }
    node = next;
  }
  return node;
}
function topLayers(layers) {
  const top = /* @__PURE__ */ new Map();
  for (let i = 0; i < layers.length; i++) for (const k of layers[i].fields.keys()) top.set(k, i);
  return top;
}
function computeNames(layers) {
  const all = [];
  const visible = [];
  if (layers.length === 1) {
    layers[0].fields.forEach((f, name) => {
      all.push(name);
      if (f.visibility !== "hidden") visible.push(name);
    });
  } else {
    const vis = /* @__PURE__ */ new Map();
    const add2 = (f, name) => {
      if (f.visibility === "hidden") vis.set(name, false);
      else if (f.visibility === "visible") vis.set(name, true);
      else if (!vis.has(name)) vis.set(name, true);
    };
    for (const layer of layers) layer.fields.forEach(add2);
    vis.forEach((v, name) => {
      all.push(name);
      if (v) visible.push(name);
    });
  }
  sortByCodePoint(all);
  return { all, visible: visible.length === all.length ? all : sortByCodePoint(visible) };
}
function sortByCodePoint(names) {
  for (let i = 0; i < names.length; i++)
    if (SURROGATE.test(names[i])) return names.sort(compareStrings);
  return names.sort();
}
var SURROGATE = /[\uD800-\uDFFF]/;
function compareStrings(a, b) {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      const xs = x >= 55296 && x <= 57343;
      const ys = y >= 55296 && y <= 57343;
      if (xs !== ys) return xs ? 1 : -1;
      return x - y;
    }
  }
  return a.length - b.length;
}
function objectOf(entries2, visibility = "default") {
  const fields = /* @__PURE__ */ new Map();
  for (const [k, v] of entries2)
    fields.set(k, { name: k, slot: fields.get(k)?.slot ?? fields.size, visibility, plus: false, value: v });
  return new JObject([{ fields, locals: [], asserts: [], env: null, evaluator: null, loc: void 0 }]);
}
var constantFields = /* @__PURE__ */ new WeakMap();
var NO_BINDS = [];
var NO_ASSERTS = [];
function constantValue(v, loc) {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) {
      const e = v[i];
      out[i] = e === null || typeof e !== "object" ? Thunk.of(e) : new Thunk(() => constantValue(e, void 0));
    }
    return out;
  }
  let fields = constantFields.get(v);
  if (fields === void 0) {
    fields = /* @__PURE__ */ new Map();
    for (const name of Object.keys(v)) {
      const e = v[name];
      const slot = fields.size;
      fields.set(
        name,
        e === null || typeof e !== "object" ? { name, slot, visibility: "default", plus: false, value: e } : { name, slot, visibility: "default", plus: false, constant: e }
      );
    }
    constantFields.set(v, fields);
    shareFields(fields);
  }
  const obj = new JObject([
    { fields, locals: NO_BINDS, asserts: NO_ASSERTS, env: null, evaluator: null, loc }
  ]);
  obj.loc = loc;
  obj.plain = v;
  return obj;
}
var MAX_DEPTH = 200;
var SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
function parseJsonConstant(text, file) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return void 0;
  }
  if (SURROGATE_ESCAPE.test(text)) return void 0;
  if (countKeys(value, 0, 0) !== countColons(text)) return void 0;
  return { kind: "constant", value, loc: valueLoc(text, file) };
}
function countColons(text) {
  let colons = 0;
  let i = text.indexOf('"');
  while (i >= 0) {
    let close = text.indexOf('"', i + 1);
    for (; ; ) {
      let b = close - 1;
      while (text.charCodeAt(b) === 92) b--;
      if ((close - b) % 2 === 1) break;
      close = text.indexOf('"', close + 1);
    }
    let j = close + 1;
    let c = text.charCodeAt(j);
    while (c === 32 || c === 10 || c === 9 || c === 13) c = text.charCodeAt(++j);
    if (c === 58) colons++;
    i = text.indexOf('"', j);
  }
  return colons;
}
function valueLoc(text, file) {
  let first = 0;
  while (isSpace(text.charCodeAt(first))) first++;
  let last = text.length - 1;
  while (isSpace(text.charCodeAt(last))) last--;
  const firstLineStart = text.lastIndexOf("\n", first) + 1;
  const lastLineStart = text.lastIndexOf("\n", last) + 1;
  return {
    file,
    begin: { line: lineOf(text, first), column: first - firstLineStart + 1 },
    end: { line: lineOf(text, last), column: utf8Length(text, lastLineStart, last) + 1 }
  };
}
function isSpace(c) {
  return c === 32 || c === 10 || c === 9 || c === 13;
}
function lineOf(text, at3) {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < at3; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
function utf8Length(text, from, to) {
  let bytes = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) bytes += 1;
    else if (c < 2048) bytes += 2;
    else if (c >= 55296 && c < 56320) bytes += 4;
    else if (c < 56320 || c >= 57344) bytes += 3;
  }
  return bytes;
}
function countKeys(v, acc, depth) {
  if (typeof v === "number") return Number.isFinite(v) ? acc : -1;
  if (v === null || typeof v !== "object") return acc;
  if (depth >= MAX_DEPTH) return -1;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      acc = countKeys(v[i], acc, depth + 1);
      if (acc < 0) return acc;
    }
    return acc;
  }
  for (const k in v) {
    acc = countKeys(v[k], acc + 1, depth + 1);
    if (acc < 0) return acc;
  }
  return acc;
}
function setField(obj, key, value) {
  if (key === "__proto__")
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}
var TOO_DEEP = /* @__PURE__ */ Symbol("too deep");
function copyPlain(v, frames) {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    const n = v.length;
    if (n > 0 && frames <= 0) return TOO_DEEP;
    const out2 = new Array(n);
    for (let i = 0; i < n; i++) {
      const e = v[i];
      if (e === null || typeof e !== "object") out2[i] = e;
      else {
        const c = copyPlain(e, frames - 1);
        if (c === TOO_DEEP) return c;
        out2[i] = c;
      }
    }
    return out2;
  }
  const keys = inCodePointOrder(Object.keys(v));
  if (keys.length > 0 && frames <= 0) return TOO_DEEP;
  const out = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    let c = v[k];
    if (c !== null && typeof c === "object") {
      c = copyPlain(c, frames - 1);
      if (c === TOO_DEEP) return c;
    }
    setField(out, k, c);
  }
  return out;
}
function sharedPlain(v, frames) {
  if (v === null || typeof v !== "object") return v;
  if (Object.isFrozen(v)) return copyPlain(v, frames);
  return settle(v) <= frames ? v : TOO_DEEP;
}
function settle(v) {
  let deepest = 0;
  let n = 0;
  if (Array.isArray(v)) {
    n = v.length;
    for (let i = 0; i < n; i++) {
      const e = v[i];
      if (e !== null && typeof e === "object") deepest = Math.max(deepest, settleIn(v, i, e));
    }
  } else {
    let prev = "";
    let ordered = true;
    for (const k in v) {
      if (n++ > 0 && ordered && compareStrings(prev, k) >= 0) ordered = false;
      prev = k;
      const e = v[k];
      if (e !== null && typeof e === "object") deepest = Math.max(deepest, settleIn(v, k, e));
    }
    if (!ordered) inOrder(v);
  }
  Object.freeze(v);
  return n === 0 ? 0 : deepest + 1;
}
function settleIn(parent, at3, e) {
  if (!Object.isFrozen(e)) return settle(e);
  const copy = copyPlain(e, Number.POSITIVE_INFINITY);
  if (typeof at3 === "number") parent[at3] = copy;
  else setField(parent, at3, copy);
  return settle(copy);
}
function inOrder(o) {
  const keys = Object.keys(o);
  const sorted = sortByCodePoint(keys.slice());
  const values = sorted.map((k) => o[k]);
  for (const k of keys) delete o[k];
  for (let i = 0; i < sorted.length; i++) setField(o, sorted[i], values[i]);
}
function inCodePointOrder(names) {
  for (let i = 1; i < names.length; i++) {
    if (compareStrings(names[i - 1], names[i]) >= 0) return sortByCodePoint(names);
  }
  return names;
}
var NO_NAMES = [];
var NO_VALS = [];
var Env = class _Env {
  constructor(parent, names, vals, ctx) {
    this.parent = parent;
    this.names = names;
    this.vals = vals;
    this.ctx = ctx;
  }
  parent;
  names;
  vals;
  ctx;
  lookup(name) {
    for (let e = this; e !== null; e = e.parent) {
      const names = e.names;
      for (let i = names.length - 1; i >= 0; i--) if (names[i] === name) return e.vals[i];
    }
    return void 0;
  }
  extend(names, vals) {
    return new _Env(this, names, vals, this.ctx);
  }
  withContext(ctx) {
    return new _Env(this, NO_NAMES, NO_VALS, ctx);
  }
};
var TRUE_THUNK = Thunk.of(true);
var NO_ARGS = [];
var FALSE_THUNK = Thunk.of(false);
var NULL_THUNK = Thunk.of(null);
var MANIFESTATION = { file: "", begin: { line: 0, column: 0 }, end: { line: 0, column: 0 } };
var FRAME_NAMED = 0;
var FRAME_THUNK = 1;
var FRAME_FUNCTION = 2;
var FRAME_OBJECT = 3;
function boundName(env, target) {
  for (let e = env; e !== null; e = e.parent) {
    for (let i = e.vals.length - 1; i >= 0; i--) if (e.vals[i].v === target) return e.names[i];
  }
  return void 0;
}
var MAX_SAFE = Number.MAX_SAFE_INTEGER;
var BITWISE_RANGE = "numeric value outside safe integer range for bitwise operation.";
var DeadlineExceeded = class extends Error {
};
var Interpreter = class {
  constructor(opts) {
    this.opts = opts;
    this.frameLimit = opts.maxStack - 1;
    this.std = opts.makeStd(this);
  }
  opts;
  std;
  stdByFile = /* @__PURE__ */ new Map();
  importCache = /* @__PURE__ */ new Map();
  /** The file's thunk by the import expression (its location): resolved once per expression. */
  importAt = /* @__PURE__ */ new WeakMap();
  /** Call frames for traces: where each call was made and what was called. */
  /**
   * The call frames, five slots each (flat, written in place: no allocation per call): where the
   * call was made, the name, how to show it (FRAME_*), and for `function <f>` / `object <o>` what
   * runs and the caller's environment, where libjsonnet looks for a variable bound to it.
   */
  frames = [];
  top = 0;
  /** The environment of the call or index being evaluated, for the frame it pushes. */
  callerEnv = null;
  indexEnv = null;
  steps = 0;
  /** Set by manifestation, which keeps a field's frame while it manifests the value. */
  fieldFramePushed = false;
  /** Set while constant data too deep to copy is manifested field by field. */
  noCopy = false;
  /** The location of the index expression whose field is being evaluated (for its frame). */
  indexLoc;
  /**
   * Frames a call may push: libjsonnet and go-jsonnet count one more frame under the program's own
   * (the standard library's, the main file's), so they stop a frame sooner than maxStack.
   */
  frameLimit;
  // ---- errors and frames ----------------------------------------------------------------------
  error(loc, message) {
    const trace = [{ loc, name: "" }];
    const f = this.frames;
    for (let i = this.top - 1; i >= 0; i--) {
      const at3 = i * 5;
      const kind = f[at3 + 2];
      let name = f[at3 + 1];
      const target = f[at3 + 3];
      const bound = target ? boundName(f[at3 + 4], target) : void 0;
      if (kind === FRAME_OBJECT) name = `object <${bound ?? "anonymous"}>`;
      else if (kind === FRAME_FUNCTION) name = `function <${bound ?? name}>`;
      else if (kind === FRAME_THUNK) name = `thunk <${name}>`;
      trace[trace.length - 1].name = name;
      trace.push({ loc: f[at3], name: "" });
    }
    return new RuntimeError(message, trace);
  }
  /** Counts a step; every 1024 steps the clock is checked against the deadline. */
  tick() {
    if ((++this.steps & 1023) === 0 && this.opts.deadline !== void 0 && Date.now() > this.opts.deadline)
      throw new DeadlineExceeded("deadline");
  }
  push(loc, name, kind = FRAME_NAMED, target = null, env = null) {
    if (this.top >= this.frameLimit) throw this.error(loc, "max stack frames exceeded.");
    this.tick();
    const f = this.frames;
    const at3 = this.top * 5;
    f[at3] = loc;
    f[at3 + 1] = name;
    f[at3 + 2] = kind;
    f[at3 + 3] = target;
    f[at3 + 4] = env;
    this.top++;
  }
  pop() {
    const at3 = --this.top * 5;
    this.frames[at3 + 3] = null;
    this.frames[at3 + 4] = null;
  }
  /**
   * The error for a JavaScript stack that ran out before maxStack frames: libjsonnet's, raised at
   * the innermost frame pushed. An exception leaves the frames in place, so the trace is all there.
   */
  stackExhausted() {
    const top = this.top;
    if (top === 0) return this.error(void 0, "max stack frames exceeded.");
    this.top = top - 1;
    const e = this.error(this.frames[(top - 1) * 5], "max stack frames exceeded.");
    this.top = top;
    return e;
  }
  /** Drops frames left by an error that unwound past them. */
  resetFrames(depth = 0) {
    this.top = depth;
  }
  get depth() {
    return this.top;
  }
  /** Forces a thunk, as a frame of its own when it still has to be computed. */
  force(t, loc, name, kind = FRAME_NAMED) {
    if (t.v !== void 0) return t.v;
    this.push(loc, name, kind);
    const v = t.force();
    this.pop();
    return v;
  }
  // ---- entry points ---------------------------------------------------------------------------
  /** Evaluates a file's AST with `std` (its thisFile set) in scope. */
  evalFile(node, file) {
    return this.eval(node, this.rootEnv(file));
  }
  rootEnv(file) {
    let std = this.stdByFile.get(file);
    if (!std) {
      const own = {
        fields: /* @__PURE__ */ new Map([["thisFile", { name: "thisFile", slot: 0, visibility: "hidden", plus: false }]]),
        locals: [],
        asserts: [],
        env: null,
        evaluator: { evalField: () => this.opts.thisFile?.(file) ?? file, runAsserts: () => void 0 },
        loc: void 0
      };
      std = Thunk.of(new JObject([...this.std.layers, own]));
      this.stdByFile.set(file, std);
    }
    return new Env(null, ["std"], [std], null);
  }
  // ---- the evaluator --------------------------------------------------------------------------
  eval(node, env) {
    for (; ; ) {
      switch (node.kind) {
        case "var": {
          const t = env.lookup(node.name);
          if (!t) throw this.error(node.loc, `Unknown variable: ${node.name}`);
          if (t.v !== void 0) return t.v;
          return this.force(t, node.loc, node.name, FRAME_THUNK);
        }
        case "index": {
          const target = this.eval(node.target, env);
          if (target instanceof JObject && !target.asserted) this.checkAssertsAt(target, node.loc);
          this.callerEnv = env;
          if (node.id !== void 0) return this.index(target, node.id, node.loc);
          return this.index(target, this.eval(node.index, env), node.loc);
        }
        case "apply": {
          const fn = this.eval(node.target, env);
          if (!(fn instanceof Func))
            throw this.error(node.loc, `only functions can be called, got ${typeOf(fn)}`);
          if (node.tailstrict && fn.body) {
            const pos2 = this.args(node.args, env, true);
            const names2 = this.names;
            const named2 = this.named;
            this.tick();
            const callerEnv = env;
            env = this.bindClosure(fn, pos2, names2, named2, node.loc);
            this.forceDefaults(fn, env, node.loc, callerEnv);
            node = fn.body;
            continue;
          }
          const pos = this.args(node.args, env, node.tailstrict);
          const names = this.names;
          const named = this.named;
          this.callerEnv = env;
          return this.call(fn, pos, names, named, node.loc);
        }
        case "binary":
          return this.binary(node.op, node.left, node.right, env, node.loc);
        case "conditional": {
          const c = this.eval(node.cond, env);
          if (typeof c !== "boolean")
            throw this.error(node.loc, `condition must be boolean, got ${typeOf(c)}.`);
          if (c) node = node.then;
          else if (node.else) node = node.else;
          else return null;
          continue;
        }
        case "string":
          return node.value;
        case "number":
          if (!Number.isFinite(node.value)) throw this.error(node.loc, "overflow");
          return node.value;
        case "local": {
          env = this.bindLocals(node.binds, env);
          node = node.body;
          continue;
        }
        case "parens":
          node = node.expr;
          continue;
        case "object":
          return this.objectLiteral(node.members, env, node.loc);
        case "array": {
          const els = node.elements;
          const out = new Array(els.length);
          for (let i = 0; i < els.length; i++) out[i] = this.thunk(els[i], env);
          return out;
        }
        case "self": {
          const ctx = env.ctx;
          if (!ctx) throw this.error(node.loc, "Can't use self outside of an object.");
          return ctx.self;
        }
        case "true":
          return true;
        case "false":
          return false;
        case "null":
          return null;
        case "unary":
          return this.unary(node.op, this.eval(node.expr, env), node.loc);
        case "function":
          return new Func("anonymous", paramNames(node.params), node.params, node.body, env);
        case "arrayComp": {
          const out = [];
          const body = node.body;
          this.comprehension(node.specs, 0, env, node.loc, (e) => out.push(this.thunk(body, e)));
          return out;
        }
        case "objectComp":
          return this.objectComprehension(node, env);
        case "dollar": {
          const ctx = env.ctx;
          if (!ctx) throw this.error(node.loc, "Can't use $ outside of an object.");
          return ctx.dollar;
        }
        case "superIndex": {
          const ctx = env.ctx;
          if (!ctx) throw this.error(node.loc, "attempt to use super when there is no super class.");
          const name = node.id ?? this.eval(node.index, env);
          if (typeof name !== "string")
            throw this.error(node.loc, `super index must be string, got ${typeOf(name)}.`);
          if (ctx.layer === 0)
            throw this.error(node.loc, "attempt to use super when there is no super class.");
          const i = ctx.self.find(name, ctx.layer);
          if (i < 0) throw this.missingField(node.loc, ctx.self, name);
          this.push(node.loc, "object <anonymous>");
          const v = ctx.self.valueAt(i, name);
          this.pop();
          return v;
        }
        case "inSuper": {
          const name = this.eval(node.expr, env);
          if (typeof name !== "string")
            throw this.error(node.loc, `left hand side of e in super must be string, got ${typeOf(name)}.`);
          const ctx = env.ctx;
          if (!ctx || ctx.layer === 0) return false;
          return ctx.self.find(name, ctx.layer) >= 0;
        }
        case "applyBrace": {
          const l = this.eval(node.left, env);
          const r = this.eval(node.right, env);
          if (!(l instanceof JObject) || !(r instanceof JObject)) return this.plus(l, r, node.loc);
          return new JObject(joinLayers(l.layers, r.layers));
        }
        case "assert": {
          this.assertion(node.cond, node.message, env, node.loc);
          node = node.rest;
          continue;
        }
        case "error": {
          const v = this.eval(node.expr, env);
          throw this.error(node.loc, typeof v === "string" ? v : this.toString(v, node.loc));
        }
        case "slice":
          return this.slice(node, env);
        case "constant":
          return constantValue(node.value, node.loc);
        case "import":
          return this.importValue(node.path, node.loc);
        case "importstr":
        case "importbin":
          return this.importRaw(node.kind, node.path, node.loc);
      }
    }
  }
  /** A thunk for an expression: literals need no closure. */
  thunk(node, env) {
    switch (node.kind) {
      case "string":
        return Thunk.of(node.value);
      case "number":
        if (Number.isFinite(node.value)) return Thunk.of(node.value);
        break;
      case "true":
        return TRUE_THUNK;
      case "false":
        return FALSE_THUNK;
      case "null":
        return NULL_THUNK;
      case "var": {
        const t = env.lookup(node.name);
        if (t !== void 0 && t.v !== void 0) return t;
        break;
      }
      case "function":
        return Thunk.of(this.eval(node, env));
    }
    return Thunk.ast(this, node, env);
  }
  /** A frame binding `binds` (recursively: they see each other) over `env`, in object context `ctx`. */
  bindLocals(binds, env, ctx = env.ctx) {
    const n = binds.length;
    const vals = new Array(n);
    const inner = new Env(env, bindNames(binds), vals, ctx);
    for (let i = 0; i < n; i++) vals[i] = this.bindThunk(binds[i], inner);
    return inner;
  }
  bindThunk(b, env) {
    if (b.params) return Thunk.of(new Func(b.name, paramNames(b.params), b.params, b.body, env));
    if (b.body.kind === "function") {
      const f = b.body;
      return Thunk.of(new Func(b.name, paramNames(f.params), f.params, f.body, env));
    }
    return this.thunk(b.body, env);
  }
  assertion(cond, message, env, loc) {
    const c = this.eval(cond, env);
    if (typeof c !== "boolean") throw this.error(loc, `condition must be boolean, got ${typeOf(c)}.`);
    if (c) return;
    if (!message) throw this.error(loc, "Assertion failed.");
    const m = this.eval(message, env);
    throw this.error(loc, typeof m === "string" ? m : this.toString(m, loc));
  }
  /** Runs the `for`/`if` specs from `i`, calling `emit` with the environment of each iteration. */
  comprehension(specs, i, env, loc, emit) {
    if (i === specs.length) {
      emit(env);
      return;
    }
    const spec = specs[i];
    if (spec.kind === "if") {
      const c = this.eval(spec.cond, env);
      if (typeof c !== "boolean") throw this.error(spec.loc, `condition must be boolean, got ${typeOf(c)}.`);
      if (c) this.comprehension(specs, i + 1, env, loc, emit);
      return;
    }
    const arr = this.eval(spec.expr, env);
    if (!Array.isArray(arr)) throw this.error(loc, "In comprehension, can only iterate over array.");
    const names = [spec.variable];
    for (const el of arr) this.comprehension(specs, i + 1, env.extend(names, [el]), loc, emit);
  }
  // ---- objects --------------------------------------------------------------------------------
  objectLiteral(members, env, loc) {
    const shape = this.shapes.get(members);
    if (shape) {
      if (!shape.shared) {
        shape.shared = true;
        shareFields(shape.fields);
      }
      const layer = {
        fields: shape.fields,
        locals: shape.locals,
        asserts: shape.asserts,
        env,
        evaluator: this,
        loc
      };
      const obj2 = new JObject([layer]);
      obj2.loc = loc;
      return obj2;
    }
    const fields = /* @__PURE__ */ new Map();
    const locals = [];
    const asserts = [];
    for (const m of members) {
      if (m.kind === "local") locals.push(m.bind);
      else if (m.kind === "assert") asserts.push(m);
    }
    for (const m of members) {
      if (m.kind !== "field") continue;
      let name;
      if (m.name.kind === "fixed") name = m.name.name;
      else {
        const n = this.eval(m.name.expr, env);
        if (n === null) continue;
        if (typeof n !== "string") throw this.error(m.loc, "field name was not a string.");
        name = n;
      }
      if (fields.has(name)) throw this.error(m.loc, `duplicate field name: "${name}"`);
      fields.set(name, {
        name,
        slot: fields.size,
        visibility: m.visibility,
        plus: m.plus,
        body: m.body,
        params: m.params,
        loc: m.loc
      });
    }
    if (members.every((m) => m.kind !== "field" || m.name.kind === "fixed"))
      this.shapes.set(members, { fields, locals, asserts, shared: false });
    const obj = new JObject([{ fields, locals, asserts, env, evaluator: this, loc }]);
    obj.loc = loc;
    return obj;
  }
  /** The fields, locals and asserts of object literals without computed field names. */
  shapes = /* @__PURE__ */ new WeakMap();
  objectComprehension(node, env) {
    const fields = /* @__PURE__ */ new Map();
    this.comprehension(node.specs, 0, env, node.loc, (e) => {
      const n = this.eval(node.key, e);
      if (n === null) return;
      if (typeof n !== "string") throw this.error(node.loc, `field must be string, got: ${typeOf(n)}`);
      if (fields.has(n)) throw this.error(node.loc, `duplicate field name: "${n}"`);
      fields.set(n, {
        name: n,
        slot: fields.size,
        visibility: "default",
        plus: node.plus,
        body: node.value,
        env: e,
        locals: node.locals,
        loc: node.loc
      });
    });
    const obj = new JObject([{ fields, locals: [], asserts: [], env, evaluator: this, loc: node.loc }]);
    obj.loc = node.loc;
    return obj;
  }
  /** The environment of layer `i` of `obj`: self/super/$ and the layer's locals. */
  layerEnv(obj, i, layer, base) {
    const ctx = { self: obj, layer: i, dollar: base.ctx?.dollar ?? obj };
    if (layer.locals.length === 0) return base.withContext(ctx);
    return this.bindLocals(layer.locals, base, ctx);
  }
  cachedLayerEnv(obj, i) {
    obj.layerEnvs ??= new Array(obj.layers.length);
    const envs = obj.layerEnvs;
    let env = envs[i];
    if (!env) {
      const layer = obj.layers[i];
      env = this.layerEnv(obj, i, layer, layer.env);
      envs[i] = env;
    }
    return env;
  }
  evalField(obj, i, field) {
    let env;
    if (field.env) {
      const ctx = { self: obj, layer: i, dollar: field.env.ctx?.dollar ?? obj };
      env = field.locals && field.locals.length > 0 ? this.bindLocals(field.locals, field.env, ctx) : field.env.withContext(ctx);
    } else {
      env = this.cachedLayerEnv(obj, i);
    }
    let v;
    if (field.params) {
      v = new Func("anonymous", paramNames(field.params), field.params, field.body, env);
    } else {
      const framed = !this.fieldFramePushed;
      this.fieldFramePushed = false;
      if (framed) this.push(this.indexLoc ?? field.loc, "", FRAME_OBJECT, obj, this.indexEnv);
      v = this.eval(field.body, env);
      if (field.plus) v = this.plusSuper(obj, i, field, v);
      if (framed) this.pop();
      return v;
    }
    return field.plus ? this.plusSuper(obj, i, field, v) : v;
  }
  plusSuper(obj, i, field, v) {
    const below = obj.find(field.name, i);
    if (below < 0) return v;
    const saved = this.indexLoc;
    const savedEnv = this.indexEnv;
    this.indexLoc = obj.layers[i].loc ?? field.loc;
    this.indexEnv = null;
    const base = obj.valueAt(below, field.name);
    this.indexLoc = saved;
    this.indexEnv = savedEnv;
    return this.plus(base, v, field.loc);
  }
  /** The asserts of the topmost layer first (libjsonnet reports `({assert a} + {assert b}).x` at b). */
  runAsserts(obj) {
    for (let i = obj.layers.length - 1; i >= 0; i--) {
      const layer = obj.layers[i];
      if (layer.asserts.length === 0) continue;
      const env = this.cachedLayerEnv(obj, i);
      for (const a of layer.asserts) {
        this.push(this.indexLoc, "thunk <object_assert>");
        const c = this.eval(a.cond, env);
        if (c !== true) {
          const loc = (a.message ?? a.cond).loc;
          if (typeof c !== "boolean") throw this.error(loc, `condition must be boolean, got ${typeOf(c)}.`);
          if (!a.message) throw this.error(loc, "Object assertion failed.");
          const m = this.eval(a.message, env);
          throw this.error(loc, typeof m === "string" ? m : this.toString(m, loc));
        }
        this.pop();
      }
    }
  }
  /** A field of an object, as `o.f`: the error libjsonnet gives when there is none. */
  field(obj, name, loc) {
    const saved = this.indexLoc;
    const savedEnv = this.indexEnv;
    this.indexLoc = loc;
    this.indexEnv = this.callerEnv;
    this.callerEnv = null;
    const v = obj.get(name);
    this.indexLoc = saved;
    this.indexEnv = savedEnv;
    if (v === void 0) throw this.missingField(loc, obj, name);
    return v;
  }
  /** libjsonnet's error for a field `obj` lacks, with the closest field it has (hidden ones too). */
  missingField(loc, obj, name) {
    const err = this.error(loc, `field does not exist: ${name}`);
    err.hint = (0, import_chunk_CCBYBVFN.nearSuggestion)(name, obj.fields(true));
    return err;
  }
  // ---- indexing -------------------------------------------------------------------------------
  index(target, idx, loc) {
    if (target instanceof JObject) {
      if (typeof idx !== "string") throw this.error(loc, `object index must be string, got ${typeOf(idx)}.`);
      return this.field(target, idx, loc);
    }
    if (Array.isArray(target)) {
      if (typeof idx === "string")
        throw this.error(loc, `attempted index an array with string "${escapeForMessage(idx)}".`);
      if (typeof idx !== "number") throw this.error(loc, `array index must be number, got ${typeOf(idx)}.`);
      const i = Math.floor(idx);
      if (i < 0 || i >= target.length)
        throw this.error(loc, `array bounds error: ${formatG6(i)} not within [0, ${target.length})`);
      if (i !== idx) throw this.error(loc, `array index was not integer: ${formatG6(idx)}`);
      const t = target[i];
      return t.v !== void 0 ? t.v : this.force(t, loc, "thunk <array_element>");
    }
    if (typeof target === "string") {
      if (typeof idx !== "number")
        throw this.error(loc, `string index must be a number, got ${typeOf(idx)}.`);
      const cps = codePoints(target);
      const i = Math.floor(idx);
      if (i < 0 || i >= cps.length)
        throw this.error(loc, `string bounds error: ${formatG6(i)} not within [0, ${cps.length})`);
      return cps[i];
    }
    throw this.error(loc, `can only index objects, strings, and arrays, got ${typeOf(target)}.`);
  }
  slice(node, env) {
    const target = this.eval(node.target, env);
    const part = (n, what) => {
      if (!n) return null;
      const v = this.eval(n, env);
      if (v === null) return null;
      if (typeof v !== "number") throw this.error(node.loc, `${what} must be a number, got ${typeOf(v)}`);
      return v;
    };
    const start = part(node.start, "Slice start");
    const end = part(node.end, "Slice end");
    const step = part(node.step, "Slice step");
    return this.sliceValue(target, start, end, step, node.loc);
  }
  /**
   * std.slice as v0.20 defines it: defaults applied, then negative parts refused (v0.21 counts them
   * from the end), a zero step refused, and only strings (by code point) and arrays sliced.
   */
  sliceValue(target, start, end, step, loc) {
    const isStr = typeof target === "string";
    if (!isStr && !Array.isArray(target))
      throw this.error(loc, `std.slice accepts a string or an array, but got: ${typeOf(target)}`);
    const items = isStr ? codePoints(target) : target;
    const len = items.length;
    const s = start ?? 0;
    const e = end ?? len;
    const st = step ?? 1;
    if (s < 0 || e < 0 || st < 0) {
      throw this.error(
        loc,
        `got [${formatNumber2(s)}:${formatNumber2(e)}:${formatNumber2(st)}] but negative index, end, and steps are not supported`
      );
    }
    if (step === 0) throw this.error(loc, `got ${formatNumber2(step)} but step must be greater than 0`);
    const out = [];
    for (let i = s; i < e && i < len; i += st) out.push(items[i]);
    return isStr ? out.join("") : out;
  }
  // ---- calls ----------------------------------------------------------------------------------
  /** Named arguments of the last `args` call (null when there were none): saves an allocation. */
  names = null;
  named = null;
  /** The positional arguments of a call, as thunks; the named ones land in `names`/`named`. */
  args(args, env, strict) {
    if (args.length === 0) {
      this.names = null;
      this.named = null;
      return NO_ARGS;
    }
    let np = 0;
    for (let i = 0; i < args.length; i++) if (args[i].name === void 0) np++;
    const pos = new Array(np);
    np = 0;
    let names = null;
    let named = null;
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      const t = strict ? Thunk.of(this.eval(a.expr, env)) : this.thunk(a.expr, env);
      if (a.name === void 0) pos[np++] = t;
      else {
        if (!names || !named) {
          names = [];
          named = [];
        }
        names.push(a.name);
        named.push(t);
      }
    }
    this.names = names;
    this.named = named;
    return pos;
  }
  bindArgs(fn, pos, names, named, loc) {
    const n = fn.paramNames.length;
    const np = pos.length;
    if (np > n) throw this.error(loc, `too many args, function has ${n} parameter(s)`);
    if (np === n && !names) return pos;
    const vals = new Array(n);
    for (let i = 0; i < n; i++) vals[i] = i < np ? pos[i] : void 0;
    if (names) {
      for (let j = 0; j < names.length; j++) {
        const idx = fn.paramNames.indexOf(names[j]);
        if (idx < 0) throw this.error(loc, `function has no parameter ${names[j]}`);
        if (vals[idx]) throw this.error(loc, `binding parameter a second time: ${names[j]}`);
        vals[idx] = named[j];
      }
    }
    return vals;
  }
  bindClosure(fn, pos, names, named, loc) {
    const vals = this.bindArgs(fn, pos, names, named, loc);
    const fenv = fn.env;
    const env = new Env(fenv, fn.paramNames, vals, fenv.ctx);
    for (let i = 0; i < vals.length; i++) {
      if (vals[i]) continue;
      const p = fn.params[i];
      if (!p.default) throw this.error(loc, `function parameter ${p.name} not bound in call.`);
      const def = p.default;
      vals[i] = Thunk.ast(this, def, env);
    }
    return env;
  }
  /**
   * `tailstrict` forces every argument, defaults included (libjsonnet, go-jsonnet): a default is
   * forced in the called function's frame, as a thunk named after its parameter.
   */
  forceDefaults(fn, env, loc, callerEnv) {
    const vals = env.vals;
    let framed = false;
    for (let i = 0; i < vals.length; i++) {
      const t = vals[i];
      if (t.v !== void 0) continue;
      if (!framed) {
        this.push(loc, fn.name, FRAME_FUNCTION, fn, callerEnv);
        framed = true;
      }
      this.force(t, loc, fn.paramNames[i], FRAME_THUNK);
    }
    if (framed) this.pop();
  }
  /** Calls a function with lazy arguments. */
  call(fn, pos, names, named, loc) {
    if (fn.builtin) {
      this.callerEnv = null;
      return this.callBuiltin(fn, pos, names, named, loc);
    }
    const env = this.bindClosure(fn, pos, names, named, loc);
    this.push(loc, fn.name, FRAME_FUNCTION, fn, this.callerEnv);
    this.callerEnv = null;
    const v = this.eval(fn.body, env);
    this.pop();
    return v;
  }
  callBuiltin(fn, pos, names, named, loc) {
    const vals = this.bindArgs(fn, pos, names, named, loc);
    const args = new Array(vals.length);
    for (let i = 0; i < vals.length; i++) {
      const t = vals[i];
      if (t === void 0) {
        const d = fn.defaults?.[i];
        if (d === void 0)
          throw this.error(loc, `function parameter ${fn.paramNames[i]} not bound in call.`);
        args[i] = fn.lazyArgs ? Thunk.of(d) : d;
      } else {
        args[i] = fn.lazyArgs ? t : t.v !== void 0 ? t.v : this.force(t, loc, "");
      }
    }
    return fn.builtin(args, loc);
  }
  /** Calls a function with values (for std's higher-order functions). */
  apply(fn, args, loc) {
    if (!(fn instanceof Func)) throw this.error(loc, `only functions can be called, got ${typeOf(fn)}`);
    const pos = new Array(args.length);
    for (let i = 0; i < args.length; i++) pos[i] = Thunk.of(args[i]);
    return this.call(fn, pos, null, null, loc);
  }
  // ---- operators ------------------------------------------------------------------------------
  binary(op, left, right, env, loc) {
    const l = this.eval(left, env);
    if (op === "&&" && l === false) return false;
    if (op === "||" && l === true) return true;
    const r = this.eval(right, env);
    if (typeof l === "number" && typeof r === "number") {
      switch (op) {
        case "+":
          return this.checkNumber(l + r, loc);
        case "-":
          return this.checkNumber(l - r, loc);
        case "*":
          return this.checkNumber(l * r, loc);
        case "<":
          return l < r;
        case "<=":
          return l <= r;
        case ">":
          return l > r;
        case ">=":
          return l >= r;
        case "==":
          return l === r;
        case "!=":
          return l !== r;
      }
    }
    switch (op) {
      case "+":
        return this.plus(l, r, loc);
      case "==":
        return this.equals(l, r, loc);
      case "!=":
        return !this.equals(l, r, loc);
      case "in":
        if (typeof l !== "string")
          throw this.error(
            loc,
            `the left hand side of the 'in' operator should be a string,  got ${typeOf(l)}`
          );
        if (!(r instanceof JObject))
          throw this.error(
            loc,
            `the right hand side of the 'in' operator should be an object, got ${typeOf(r)}`
          );
        return r.has(l);
      case "%":
        if (typeof l === "number" && typeof r === "number") return this.modulo(l, r, loc);
        if (typeof l === "string") return this.format(l, r, loc);
        throw this.error(loc, `Operator % cannot be used on types ${typeOf(l)} and ${typeOf(r)}.`);
    }
    const tl = typeOf(l);
    const tr = typeOf(r);
    if (tl !== tr)
      throw this.error(loc, `binary operator ${op} requires matching types, got ${tl} and ${tr}.`);
    if (op === "<" || op === "<=" || op === ">" || op === ">=") {
      if (tl !== "number" && tl !== "string" && tl !== "array")
        throw this.error(loc, `binary operator ${op} does not operate on ${pluralType(tl)}.`);
      const c = this.compare(l, r, loc);
      return op === "<" ? c < 0 : op === "<=" ? c <= 0 : op === ">" ? c > 0 : c >= 0;
    }
    if (tl === "boolean") {
      if (op === "&&") return l && r;
      if (op === "||") return l || r;
    }
    if (tl !== "number")
      throw this.error(loc, `binary operator ${op} does not operate on ${pluralType(tl)}.`);
    const a = l;
    const b = r;
    switch (op) {
      case "*":
        return this.checkNumber(a * b, loc);
      case "/":
        if (b === 0) throw this.error(loc, "division by zero.");
        return this.checkNumber(a / b, loc);
      case "-":
        return this.checkNumber(a - b, loc);
      case "<<":
      case ">>":
      case "&":
      case "^":
      case "|":
        return this.bitwise(op, a, b, loc);
    }
    throw this.error(loc, `binary operator ${op} does not operate on numbers.`);
  }
  checkNumber(v, loc) {
    if (Number.isFinite(v)) return v;
    throw this.error(loc, Number.isNaN(v) ? "not a number" : "overflow");
  }
  modulo(a, b, loc) {
    if (b === 0) throw this.error(loc, "division by zero.");
    return this.checkNumber(a % b, loc);
  }
  bitwise(op, a, b, loc) {
    if ((op === "<<" || op === ">>") && b < 0) throw this.error(loc, "shift by negative exponent.");
    const x = BigInt(this.safeInteger(a, loc));
    const y = BigInt(this.safeInteger(b, loc));
    let r;
    switch (op) {
      case "<<": {
        const s = y % 64n;
        if (s >= 1n && (x < 0n ? -x : x) >= 1n << 63n - s) throw this.error(loc, BITWISE_RANGE);
        r = BigInt.asIntN(64, x << s);
        break;
      }
      case ">>":
        r = x >> y % 64n;
        break;
      case "&":
        r = x & y;
        break;
      case "^":
        r = x ^ y;
        break;
      default:
        r = x | y;
    }
    return Number(r);
  }
  safeInteger(v, loc) {
    if (v < -MAX_SAFE || v > MAX_SAFE) throw this.error(loc, BITWISE_RANGE);
    return Math.trunc(v);
  }
  plus(l, r, loc) {
    if (typeof l === "number" && typeof r === "number") return this.checkNumber(l + r, loc);
    if (typeof l === "string" || typeof r === "string") {
      return (typeof l === "string" ? l : this.toString(l, loc)) + (typeof r === "string" ? r : this.toString(r, loc));
    }
    if (l instanceof JObject && r instanceof JObject) return new JObject(joinLayers(l.layers, r.layers));
    if (Array.isArray(l) && Array.isArray(r)) return l.concat(r);
    const tl = typeOf(l);
    const tr = typeOf(r);
    if (tl !== tr) throw this.error(loc, `binary operator + requires matching types, got ${tl} and ${tr}.`);
    throw this.error(loc, `binary operator + does not operate on ${pluralType(tl)}.`);
  }
  unary(op, v, loc) {
    switch (op) {
      case "!":
        if (typeof v === "boolean") return !v;
        break;
      case "-":
        if (typeof v === "number") return -v;
        break;
      case "+":
        if (typeof v === "number") return v;
        break;
      case "~":
        if (typeof v === "number") return Number(~BigInt.asIntN(64, BigInt(Math.trunc(v))));
        break;
    }
    if (typeof v === "boolean" || typeof v === "number")
      throw this.error(loc, `unary operator ${op} does not operate on ${pluralType(typeOf(v))}.`);
    throw this.error(loc, `unary operator ${op} does not operate on type ${typeOf(v)}`);
  }
  /** std.equals: structural, over visible fields; functions cannot be compared. */
  equals(a, b, loc) {
    this.tick();
    if (a === b) {
      if (a instanceof Func) throw this.error(loc, "cannot test equality of functions");
      return true;
    }
    const ta = typeOf(a);
    if (ta !== typeOf(b)) return false;
    if (Array.isArray(a)) {
      const bb = b;
      if (a.length !== bb.length) return false;
      for (let i = 0; i < a.length; i++) {
        if (!this.equals(this.force(a[i], loc, ""), this.force(bb[i], loc, ""), loc))
          return false;
      }
      return true;
    }
    if (a instanceof JObject) {
      const bo = b;
      if (a.plain !== void 0 && a.plain === bo.plain) return true;
      const fa = a.fields(false);
      const fb = bo.fields(false);
      if (fa.length !== fb.length) return false;
      for (let i = 0; i < fa.length; i++) if (fa[i] !== fb[i]) return false;
      for (const f of fa) if (!this.equals(this.field(a, f, loc), this.field(bo, f, loc), loc)) return false;
      return true;
    }
    if (a instanceof Func) throw this.error(loc, "cannot test equality of functions");
    return false;
  }
  /** Ordering for <, std.sort: numbers, strings (by code point), arrays (lexicographic). */
  compare(a, b, loc) {
    this.tick();
    if (typeof a === "number" && typeof b === "number") return a < b ? -1 : a > b ? 1 : 0;
    if (typeof a === "string" && typeof b === "string") return compareStrings(a, b);
    const ta = typeOf(a);
    const tb = typeOf(b);
    if (ta !== tb) throw this.error(loc, `binary operator < requires matching types, got ${ta} and ${tb}.`);
    if (Array.isArray(a)) {
      const bb = b;
      const n = Math.min(a.length, bb.length);
      for (let i = 0; i < n; i++) {
        const c = this.compare(this.force(a[i], loc, ""), this.force(bb[i], loc, ""), loc);
        if (c !== 0) return c;
      }
      return a.length - bb.length;
    }
    throw this.error(loc, `binary operator < does not operate on ${pluralType(ta)}.`);
  }
  // ---- conversions ----------------------------------------------------------------------------
  /** std.toString: strings as they are, everything else as single-line JSON. */
  toString(v, loc) {
    if (typeof v === "string") return v;
    return this.manifestCompact(v, loc);
  }
  /** libjsonnet's single-line JSON (`{"a": 1, "b": [1, 2]}`), used by toString and error. */
  manifestCompact(v, loc) {
    this.tick();
    if (v === null) return "null";
    if (v === true) return "true";
    if (v === false) return "false";
    if (typeof v === "number") return formatNumber2(v);
    if (typeof v === "string") return quoteString(v);
    if (Array.isArray(v)) {
      if (v.length === 0) return "[ ]";
      return `[${v.map((t) => this.manifestCompact(this.force(t, loc, ""), loc)).join(", ")}]`;
    }
    if (v instanceof JObject) {
      this.checkAssertsAt(v, loc);
      const fields = v.fields(false);
      if (fields.length === 0) return "{ }";
      return `{${fields.map((f) => `${quoteString(f)}: ${this.manifestCompact(this.field(v, f, loc), loc)}`).join(", ")}}`;
    }
    throw this.error(loc, "couldn't manifest function in JSON output.");
  }
  /** The object's asserts, run once, before its first field is read (libjsonnet's order). */
  checkAssertsAt(v, loc) {
    if (v.asserted) return;
    const saved = this.indexLoc;
    this.indexLoc = loc;
    v.checkAsserts();
    this.indexLoc = saved;
  }
  /**
   * The value as plain JSON data (objects' visible fields), for manifestation and std helpers.
   * Objects have no prototype unless `asJson`: then they are ordinary objects, as JSON.parse
   * makes them (a `__proto__` field an own property), so callers get the data without printing
   * and parsing it again. A constant's data is ordinary objects either way, and frozen: callers
   * read own keys only (Object.hasOwn, sortedKeys) and never change the data.
   */
  toPlain(v, loc, asJson = false) {
    if (v === null || typeof v !== "object") return v;
    if (Array.isArray(v)) {
      const out = new Array(v.length);
      for (let i = 0; i < v.length; i++) {
        const e = this.manifestElement(v[i], loc);
        out[i] = this.toPlain(e, nestedLoc(e, loc), asJson);
        this.pop();
      }
      return out;
    }
    if (v instanceof JObject) {
      const data = this.constantData(v);
      if (data === TOO_DEEP) return this.withoutCopy(() => this.toPlain(v, loc, asJson));
      if (data !== void 0) return data;
      const out = asJson ? {} : /* @__PURE__ */ Object.create(null);
      for (const f of this.manifestFields(v, loc)) {
        const child = this.manifestField(v, f, loc);
        setField(out, f, this.toPlain(child, nestedLoc(child, loc), asJson));
        this.pop();
      }
      return out;
    }
    throw this.manifestFunctionError(loc);
  }
  // ---- manifestation, one step at a time (toPlain above, manifest-values.ts) ------------------
  /** An array element, forced inside its own frame as libjsonnet manifests it: the caller pops it. */
  manifestElement(t, loc) {
    this.push(loc, "array_element", FRAME_THUNK);
    return t.v !== void 0 ? t.v : t.force();
  }
  /** The object's asserts run, then its visible field names in manifestation order. */
  manifestFields(v, loc) {
    this.checkAssertsAt(v, loc);
    return v.fields(false);
  }
  /**
   * A field's value, evaluated inside the frame libjsonnet keeps while it manifests the value: the
   * caller pops it when done.
   */
  manifestField(v, name, loc) {
    this.push(loc, "object <anonymous>");
    this.fieldFramePushed = true;
    const child = this.field(v, name, loc);
    this.fieldFramePushed = false;
    return child;
  }
  /**
   * An untouched constant's data, handed out whole (constants.ts sharedPlain); undefined when `v`
   * is not one; TOO_DEEP when manifesting it would run out of frames: then it is walked field by
   * field to the error (withoutCopy), its parts never copied (each attempt would copy what it
   * reaches again).
   */
  constantData(v) {
    if (v.plain === void 0 || this.noCopy) return void 0;
    this.tick();
    return sharedPlain(v.plain, this.frameLimit - this.top);
  }
  /** Runs `walk` with constants walked field by field (see constantData). */
  withoutCopy(walk) {
    this.noCopy = true;
    try {
      return walk();
    } finally {
      this.noCopy = false;
    }
  }
  manifestFunctionError(loc) {
    return this.error(loc, "couldn't manifest function in JSON output.");
  }
  /** Plain JSON data as a value. */
  fromPlain(x) {
    this.tick();
    if (x === null || x === void 0) return null;
    if (typeof x === "boolean" || typeof x === "number" || typeof x === "string") return x;
    if (Array.isArray(x)) return x.map((e) => Thunk.of(this.fromPlain(e)));
    if (x instanceof JObject || x instanceof Func) return x;
    if (typeof x === "object")
      return objectOf(Object.entries(x).map(([k, e]) => [k, this.fromPlain(e)]));
    return null;
  }
  // ---- std hooks resolved late (std/index.ts installs them) -----------------------------------
  format(fmt, args, loc) {
    const f = this.std.get("format");
    if (!(f instanceof Func)) throw this.error(loc, "std.format is not available");
    return this.apply(f, [fmt, args], loc);
  }
  // ---- imports --------------------------------------------------------------------------------
  importValue(path5, loc) {
    let t = this.importAt.get(loc);
    if (t !== void 0) return t.v !== void 0 ? t.v : this.force(t, loc, "thunk <import>");
    const { found, text } = this.resolveImport("import", path5, loc);
    t = this.importCache.get(found);
    if (!t) {
      const node = this.opts.parse(text, found);
      t = new Thunk(() => this.evalFile(node, found));
      this.importCache.set(found, t);
    }
    this.importAt.set(loc, t);
    return this.force(t, loc, "thunk <import>");
  }
  importRaw(kind, path5, loc) {
    const { text, bytes } = this.resolveImport(kind, path5, loc);
    if (kind === "importstr") return text;
    const b = bytes ?? new TextEncoder().encode(text);
    return Array.from(b, (x) => Thunk.of(x));
  }
  resolveImport(kind, path5, loc) {
    try {
      return this.opts.importer(kind, path5, loc.file);
    } catch (e) {
      throw this.error(loc, e instanceof Error ? e.message : String(e));
    }
  }
};
function joinLayers(a, b) {
  const n = a.length;
  const out = new Array(n + b.length);
  for (let i = 0; i < n; i++) out[i] = a[i];
  for (let i = 0; i < b.length; i++) out[n + i] = b[i];
  return out;
}
var paramNamesOf = /* @__PURE__ */ new WeakMap();
function paramNames(params) {
  let names = paramNamesOf.get(params);
  if (names === void 0) {
    names = params.map((p) => p.name);
    paramNamesOf.set(params, names);
  }
  return names;
}
var bindNamesOf = /* @__PURE__ */ new WeakMap();
function bindNames(binds) {
  let names = bindNamesOf.get(binds);
  if (names === void 0) {
    names = binds.map((b) => b.name);
    bindNamesOf.set(binds, names);
  }
  return names;
}
function nestedLoc(v, loc) {
  return v instanceof JObject && v.loc ? v.loc : loc;
}
function pluralType(t) {
  switch (t) {
    case "null":
      return "null";
    case "function":
      return "functions";
    default:
      return `${t}s`;
  }
}
function codePoints(s) {
  if (!/[\uD800-\uDFFF]/.test(s)) return s.split("");
  return Array.from(s);
}
function quoteString(s) {
  return `"${escapeForMessage(s)}"`;
}
function escapeForMessage(s) {
  if (!/["\\\u0000-\u001f\u007f-\u009f]/.test(s)) return s;
  let out = "";
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    switch (ch) {
      case '"':
        out += '\\"';
        break;
      case "\\":
        out += "\\\\";
        break;
      case "\b":
        out += "\\b";
        break;
      case "\f":
        out += "\\f";
        break;
      case "\n":
        out += "\\n";
        break;
      case "\r":
        out += "\\r";
        break;
      case "	":
        out += "\\t";
        break;
      default:
        if (c < 32 || c >= 127 && c <= 159) out += `\\u${c.toString(16).padStart(4, "0")}`;
        else out += ch;
    }
  }
  return out;
}
var KEYWORDS = new Map(
  [
    "assert",
    "else",
    "error",
    "false",
    "for",
    "function",
    "if",
    "import",
    "importstr",
    "importbin",
    "in",
    "local",
    "null",
    "self",
    "super",
    "tailstrict",
    "then",
    "true"
  ].map((k) => [k, k])
);
function kindName(kind) {
  if (kind === "EOF") return "end of file";
  if (kind.length === 1) return `"${kind}"`;
  return kind;
}
function tokenText(tok) {
  if (tok.data === "") return kindName(tok.kind);
  if (tok.kind === "OPERATOR") return `"${tok.data}"`;
  return `(${kindName(tok.kind)}, "${tok.data}")`;
}
var SYMBOLS = "!$:~+-&|^=<>*/%";
var NOT_AT_END = "+-~!$";
var C_SYMBOL = 1;
var C_ID_FIRST = 2;
var C_DIGIT = 4;
var C_NOT_AT_END = 8;
var CLASS = new Uint8Array(128);
var mark = (c, cls) => {
  CLASS[c] = CLASS[c] | cls;
};
for (const c of SYMBOLS) mark(c.charCodeAt(0), C_SYMBOL);
for (const c of NOT_AT_END) mark(c.charCodeAt(0), C_NOT_AT_END);
for (let c = 48; c <= 57; c++) mark(c, C_DIGIT);
for (let c = 65; c <= 90; c++) mark(c, C_ID_FIRST);
for (let c = 97; c <= 122; c++) mark(c, C_ID_FIRST);
mark(95, C_ID_FIRST);
var C_PUNCT = 16;
var PUNCT_KIND = [];
for (const c of ["{", "}", "[", "]", ",", ".", "(", ")", ";"]) {
  mark(c.charCodeAt(0), C_PUNCT);
  PUNCT_KIND[c.charCodeAt(0)] = c;
}
var isDigitCode = (c) => c >= 48 && c <= 57;
var digitsEnd = (text, i) => {
  while (isDigitCode(text.charCodeAt(i))) i++;
  return i;
};
var NL = 10;
var SLASH = 47;
var STAR = 42;
var BACKSLASH = 92;
var PIPE = 124;
var HASH = 35;
var DQUOTE = 34;
var SQUOTE = 39;
var DOLLAR = 36;
var AT = 64;
var MINUS = 45;
var PLUS = 43;
var DOT = 46;
var ZERO = 48;
function lex(input, file) {
  const nul = input.indexOf("\0");
  return new Lexer(nul >= 0 ? input.slice(0, nul) : input, file).run();
}
var isTextBlock = (text, p) => text.charCodeAt(p) === PIPE && text.charCodeAt(p + 1) === PIPE && text.charCodeAt(p + 2) === PIPE;
var Lexer = class {
  constructor(text, file) {
    this.text = text;
    this.file = file;
    this.n = text.length;
  }
  text;
  file;
  n;
  i = 0;
  line = 1;
  lineStart = 0;
  // Byte columns, computed incrementally along the current line.
  colPos = 0;
  colBytes = 0;
  /** A verbatim string's text, from lexVerbatim. */
  data = "";
  column(pos) {
    const text = this.text;
    if (this.colPos < this.lineStart || pos < this.colPos) {
      this.colPos = this.lineStart;
      this.colBytes = 0;
    }
    let colPos = this.colPos;
    let colBytes = this.colBytes;
    for (; colPos < pos; colPos++) {
      const c = text.charCodeAt(colPos);
      if (c < 128) colBytes += 1;
      else if (c < 2048) colBytes += 2;
      else if (c >= 55296 && c < 56320) colBytes += 4;
      else if (c >= 56320 && c < 57344) colBytes += 0;
      else colBytes += 3;
    }
    this.colPos = colPos;
    this.colBytes = colBytes;
    return colBytes + 1;
  }
  pos(p) {
    return { line: this.line, column: this.column(p) };
  }
  /** The position of the character before p (a token ending at p), on the current line. */
  lastPos(p) {
    return { line: this.line, column: this.column(p) - 1 };
  }
  fail(begin, message) {
    throw new JsonnetSyntaxError(message, { file: this.file, begin, end: begin });
  }
  newline(p) {
    this.line++;
    this.lineStart = p + 1;
  }
  run() {
    const text = this.text;
    const n = this.n;
    const ascii = Buffer.byteLength(text, "utf8") === text.length;
    const tokens = [];
    let i = 0;
    for (; ; ) {
      let code = 0;
      while (i < n) {
        code = text.charCodeAt(i);
        if (code === NL) {
          this.line++;
          this.lineStart = i + 1;
        } else if (code === SLASH) {
          const next = text.charCodeAt(i + 1);
          if (next === SLASH) i = this.lineEnd(i);
          else if (next === STAR) i = this.blockComment(i);
          else break;
          continue;
        } else if (code === HASH) {
          i = this.lineEnd(i);
          continue;
        } else if (code !== 32 && code !== 9 && code !== 13) break;
        i++;
      }
      if (i >= n) break;
      const start = i;
      const begin = ascii ? { line: this.line, column: start - this.lineStart + 1 } : this.pos(start);
      let kind;
      let data = "";
      const cls = code < 128 ? CLASS[code] : 0;
      if (cls & C_ID_FIRST) {
        i++;
        while (i < n) {
          const d = text.charCodeAt(i);
          if (d >= 128 || (CLASS[d] & (C_ID_FIRST | C_DIGIT)) === 0) break;
          i++;
        }
        data = text.slice(start, i);
        kind = KEYWORDS.get(data) ?? "IDENTIFIER";
      } else if (cls & C_PUNCT) {
        kind = PUNCT_KIND[code];
        i++;
      } else if (code === DQUOTE || code === SQUOTE) {
        i++;
        for (; ; ) {
          if (i >= n) this.fail(begin, "unterminated string");
          let d = text.charCodeAt(i);
          if (d === code) break;
          if (d === BACKSLASH && i + 1 < n) d = text.charCodeAt(++i);
          if (d === NL) {
            this.line++;
            this.lineStart = i + 1;
          }
          i++;
        }
        data = text.slice(start + 1, i);
        i++;
        kind = code === DQUOTE ? "STRING_DOUBLE" : "STRING_SINGLE";
      } else if (cls & C_DIGIT) {
        this.i = i;
        data = this.lexNumber(begin);
        i = this.i;
        kind = "NUMBER";
      } else if (code === PIPE && isTextBlock(text, i)) {
        this.i = i;
        data = this.lexTextBlock(begin);
        i = this.i;
        kind = "STRING_BLOCK";
      } else if (cls & C_SYMBOL) {
        i = this.operatorEnd(start);
        if (i === start + 1 && code === DOLLAR) kind = "$";
        else {
          data = text.slice(start, i);
          kind = "OPERATOR";
        }
      } else if (code === AT) {
        this.i = i;
        kind = this.lexVerbatim(begin);
        data = this.data;
        i = this.i;
      } else this.badChar(begin, i);
      let last = begin;
      if (i !== start + 1) last = ascii ? { line: this.line, column: i - this.lineStart } : this.lastPos(i);
      tokens.push({ kind, data, begin, last });
    }
    const eof = ascii ? { line: this.line, column: i - this.lineStart + 1 } : this.pos(i);
    tokens.push({ kind: "EOF", data: "", begin: eof, last: eof });
    return tokens;
  }
  /** Where the `//` or `#` comment at p ends (its NL, or the end of the text). */
  lineEnd(p) {
    const eol = this.text.indexOf("\n", p);
    return eol < 0 ? this.n : eol;
  }
  /** Past the block comment at p, counting its lines. */
  blockComment(p) {
    const text = this.text;
    const close = text.indexOf("*/", p + 2);
    if (close < 0) this.fail(this.pos(p), "multi-line comment has no terminating */.");
    for (let k = text.indexOf("\n", p + 2); k >= 0 && k < close; k = text.indexOf("\n", k + 1))
      this.newline(k);
    return close + 2;
  }
  /** The end of the operator starting at `start` (a symbol character). */
  operatorEnd(start) {
    const text = this.text;
    const n = this.n;
    let i = start;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d >= 128 || (CLASS[d] & C_SYMBOL) === 0) break;
      if (d === SLASH) {
        const e = text.charCodeAt(i + 1);
        if (e === SLASH || e === STAR) break;
      }
      if (d === PIPE && isTextBlock(text, i)) break;
      i++;
    }
    while (i > start + 1 && CLASS[text.charCodeAt(i - 1)] & C_NOT_AT_END) i--;
    return i;
  }
  /** The verbatim string at `this.i` (its `@`): its kind, with its text in `this.data`. */
  lexVerbatim(begin) {
    const text = this.text;
    let i = this.i + 1;
    const q = text.charAt(i);
    if (q !== '"' && q !== "'") this.fail(begin, `couldn't lex verbatim string, junk after '@': ${q}`);
    const qc = text.charCodeAt(i);
    i++;
    const from = i;
    let doubled = false;
    for (; ; ) {
      if (i >= this.n) this.fail(begin, "unterminated verbatim string");
      if (text.charCodeAt(i) === qc) {
        if (text.charCodeAt(i + 1) !== qc) break;
        doubled = true;
        i++;
      }
      i++;
    }
    let data = text.slice(from, i);
    if (doubled) data = data.split(q + q).join(q);
    this.data = data;
    this.i = i + 1;
    return q === '"' ? "VERBATIM_STRING_DOUBLE" : "VERBATIM_STRING_SINGLE";
  }
  badChar(begin, i) {
    const point = this.text.codePointAt(i);
    if (point < 32 || point >= 128) {
      const byte = Buffer.from(String.fromCodePoint(point), "utf8")[0];
      this.fail(begin, `Could not lex the character code ${byte}`);
    }
    this.fail(begin, `Could not lex the character '${this.text.charAt(i)}'`);
  }
  /** JSON's number grammar, without the sign (a unary operator in Jsonnet). */
  lexNumber(begin) {
    const text = this.text;
    const start = this.i;
    let i = start + 1;
    if (text.charCodeAt(start) !== ZERO) i = digitsEnd(text, i);
    let c = text.charCodeAt(i);
    if (c === DOT) {
      i++;
      if (!isDigitCode(text.charCodeAt(i)))
        this.fail(begin, `couldn't lex number, junk after decimal point: ${text.charAt(i)}`);
      i = digitsEnd(text, i);
      c = text.charCodeAt(i);
    }
    if (c === 101 || c === 69) {
      i++;
      const s = text.charCodeAt(i);
      if (s === PLUS || s === MINUS) {
        i++;
        if (!isDigitCode(text.charCodeAt(i)))
          this.fail(begin, `couldn't lex number, junk after exponent sign: ${text.charAt(i)}`);
      } else if (!isDigitCode(s)) this.fail(begin, `couldn't lex number, junk after 'E': ${text.charAt(i)}`);
      i = digitsEnd(text, i);
    }
    this.i = i;
    return text.slice(start, i);
  }
  /**
   * `|||` NL, then lines sharing the first line's leading whitespace (which is removed), then a
   * line with less indentation holding `|||`. Blank lines are kept; the block ends with NL,
   * except after `|||-`, which chomps that final NL.
   */
  lexTextBlock(begin) {
    const text = this.text;
    let i = this.i + 3;
    const chomp = text.charCodeAt(i) === MINUS;
    if (chomp) i++;
    for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 13; c = text.charCodeAt(i)) i++;
    if (text.charCodeAt(i) !== NL) this.fail(begin, "text block syntax requires new line after |||.");
    this.newline(i);
    i++;
    let block = "";
    while (text.charCodeAt(i) === NL) {
      this.newline(i);
      i++;
      block += "\n";
    }
    const firstLine = i;
    let indent = sharedIndent(text, firstLine, i);
    if (indent === 0) this.fail(begin, "text block's first line must start with whitespace.");
    for (; ; ) {
      i += indent;
      const from = i;
      i = text.indexOf("\n", i);
      if (i < 0) this.fail(begin, "unexpected EOF");
      block += `${text.slice(from, i)}
`;
      this.newline(i);
      i++;
      while (text.charCodeAt(i) === NL) {
        this.newline(i);
        i++;
        block += "\n";
      }
      indent = sharedIndent(text, firstLine, i);
      if (indent === 0) {
        for (let c = text.charCodeAt(i); c === 32 || c === 9; c = text.charCodeAt(i)) i++;
        if (!isTextBlock(text, i)) this.fail(begin, "text block not terminated with |||");
        this.i = i + 3;
        return chomp ? block.slice(0, -1) : block;
      }
    }
  }
};
function sharedIndent(text, a, b) {
  let k = 0;
  for (let c = text.charCodeAt(a); c === 32 || c === 9; c = text.charCodeAt(a + k)) {
    if (text.charCodeAt(b + k) !== c) return 0;
    k++;
  }
  return k;
}
function rangeText(loc) {
  const { begin, end } = loc;
  if (begin.line === end.line) {
    if (begin.column === end.column) return `${begin.line}:${begin.column}`;
    return `${begin.line}:${begin.column}-${end.column + 1}`;
  }
  return `(${begin.line}:${begin.column})-(${end.line}:${end.column + 1})`;
}
function manifestAs(interp, v, mode) {
  const text = (plain2) => {
    if (!mode.string) return (0, import_chunk_4H5LTKKG.manifestOutput)(plain2);
    if (typeof plain2 !== "string")
      throw interp.error(MANIFESTATION, `expected string result, got: ${plainType(plain2)}`);
    return `${plain2}
`;
  };
  if (mode.kind === "single") {
    if (mode.string && typeof v !== "string")
      throw interp.error(MANIFESTATION, `expected string result, got: ${typeOf(v)}`);
    return { kind: "single", text: text(mode.string ? v : interp.toPlain(v, MANIFESTATION)) };
  }
  if (mode.kind === "stream") {
    if (!Array.isArray(v))
      throw interp.error(
        MANIFESTATION,
        `stream mode: top-level object was a ${typeOf(v)}, should be an array whose elements hold the JSON for each document in the stream.`
      );
    const plain2 = interp.toPlain(v, MANIFESTATION);
    return { kind: "stream", documents: plain2.map(text) };
  }
  if (typeOf(v) !== "object")
    throw interp.error(
      MANIFESTATION,
      `multi mode: top-level object was a ${typeOf(v)}, should be an object whose keys are filenames and values hold the JSON for that file.`
    );
  const plain = interp.toPlain(v, MANIFESTATION);
  return { kind: "multi", files: (0, import_chunk_4H5LTKKG.sortedKeys)(plain).map((name) => [name, text(plain[name])]) };
}
function plainType(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}
function privateDir(dir) {
  const uid = process.getuid?.();
  const ours = (st) => st.isDirectory() && (uid === void 0 || st.uid === uid) && (st.mode & 18) === 0;
  try {
    const parent = import_node_path3.default.dirname(dir);
    (0, import_node_fs3.mkdirSync)(parent, { recursive: true, mode: 448 });
    if (!ours((0, import_node_fs3.statSync)(parent))) return false;
    (0, import_node_fs3.mkdirSync)(dir, { recursive: true, mode: 448 });
    return ours((0, import_node_fs3.lstatSync)(dir));
  } catch {
    return false;
  }
}
function writeWhole(file, data) {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const fd = (0, import_node_fs3.openSync)(temp, "wx", 384);
    try {
      (0, import_node_fs3.writeFileSync)(fd, data);
    } finally {
      (0, import_node_fs3.closeSync)(fd);
    }
    (0, import_node_fs3.renameSync)(temp, file);
    return true;
  } catch {
    (0, import_node_fs3.rmSync)(temp, { force: true });
    return false;
  }
}
var UNDEFINED = -1;
var ARRAY = -2;
var OBJECT = -3;
function encodeAst(node, file) {
  let exact = true;
  const shapes = [];
  const shapeIds = /* @__PURE__ */ new Map();
  const scalars = [];
  const scalarIds = /* @__PURE__ */ new Map();
  const positions = [];
  const positionIds = /* @__PURE__ */ new Map();
  const code = [];
  const plain = (v) => {
    if (v === void 0) exact = false;
    else if (typeof v === "number") {
      if (!Number.isFinite(v) || Object.is(v, -0)) exact = false;
    } else if (v !== null && typeof v === "object") {
      if (Array.isArray(v)) for (let i = 0; i < v.length; i++) plain(v[i]);
      else if (!isPlainObject(v)) exact = false;
      else for (const k of Object.keys(v)) plain(v[k]);
    }
  };
  const scalar = (v) => {
    let id = scalarIds.get(v);
    if (id === void 0) {
      id = scalars.length;
      scalars.push(v);
      scalarIds.set(v, id);
    }
    code.push(id);
  };
  const value = (v) => {
    if (v === void 0) code.push(UNDEFINED);
    else if (v === null || typeof v === "function" || typeof v === "symbol" || typeof v === "bigint") {
      exact = false;
      code.push(UNDEFINED);
    } else if (typeof v !== "object") {
      plain(v);
      scalar(v);
    } else if (Array.isArray(v)) {
      code.push(ARRAY, v.length);
      for (const e of v) {
        if (isObject(e)) object(e);
        else {
          exact = false;
          code.push(UNDEFINED);
        }
      }
    } else object(v);
  };
  const object = (v) => {
    if (!isPlainObject(v)) {
      exact = false;
      code.push(UNDEFINED);
      return;
    }
    const o = v;
    const keys = Object.keys(o);
    const kind = "kind" in o ? o.kind : null;
    if (kind !== null && typeof kind !== "string" || keys.includes("__proto__")) exact = false;
    const id = `${kind}\0${keys.join("\0")}`;
    let shape = shapeIds.get(id);
    if (shape === void 0) {
      shape = shapes.length;
      shapeIds.set(id, shape);
      shapes.push([keys, kind]);
    }
    code.push(OBJECT - shape);
    for (const k of keys) {
      const x = o[k];
      if (k === "kind") continue;
      if (k === "loc") locNumbers(x);
      else if (k === "value" && kind === "constant") {
        plain(x);
        code.push(scalars.length);
        scalars.push(x);
      } else value(x);
    }
  };
  const locNumbers = (loc) => {
    if (!isObject(loc) || !isPlainObject(loc) || loc.file !== file) {
      exact = false;
      code.push(0, 0);
      return;
    }
    code.push(position(loc.begin), position(loc.end));
  };
  const position = (p) => {
    const line = p?.line;
    const column = p?.column;
    if (!Number.isSafeInteger(line) || !Number.isSafeInteger(column)) {
      exact = false;
      return 0;
    }
    const key = `${line}:${column}`;
    let id = positionIds.get(key);
    if (id === void 0) {
      id = positions.length / 2;
      positions.push(line, column);
      positionIds.set(key, id);
    }
    return id;
  };
  if (!isObject(node)) return void 0;
  object(node);
  const text = JSON.stringify([shapes, scalars, positions, code]);
  return exact ? text : void 0;
}
function decodeAst(text, file) {
  const data = JSON.parse(text);
  if (!Array.isArray(data) || data.length !== 4) throw new Error("not an AST");
  const [shapeData, scalars, positionData, code] = data;
  if (!Array.isArray(shapeData) || !Array.isArray(scalars) || !integers(positionData) || !integers(code))
    throw new Error("not an AST");
  if (positionData.length % 2 !== 0) throw new Error("not an AST");
  const ints = code;
  const positions = new Array(positionData.length / 2);
  const position = (id) => {
    let p = positions[id];
    if (p === void 0) {
      if (!(id >= 0 && id < positions.length)) throw new Error("not an AST");
      p = { line: positionData[2 * id], column: positionData[2 * id + 1] };
      positions[id] = p;
    }
    return p;
  };
  const shapes = shapeData.map(shapeOf);
  const end = ints.length;
  let at3 = 0;
  const object = (head2) => {
    const shape = shapes[OBJECT - head2];
    if (shape === void 0) throw new Error("not an AST");
    const { keys, kind } = shape;
    const o = {};
    for (let j = 0; j < keys.length; j++) {
      const k = keys[j];
      if (k === "kind") o.kind = kind;
      else if (k === "loc") {
        if (at3 + 2 > end) throw new Error("not an AST");
        o.loc = { file, begin: position(ints[at3]), end: position(ints[at3 + 1]) };
        at3 += 2;
      } else {
        const v = ints[at3++];
        if (v >= 0) {
          if (v >= scalars.length) throw new Error("not an AST");
          o[k] = scalars[v];
        } else if (v === UNDEFINED) o[k] = void 0;
        else if (v === ARRAY) {
          const n = ints[at3++];
          if (!(n >= 0 && n <= end - at3)) throw new Error("not an AST");
          const out = new Array(n);
          for (let m = 0; m < n; m++) {
            const e = ints[at3++];
            if (!(e <= OBJECT)) throw new Error("not an AST");
            out[m] = object(e);
          }
          o[k] = out;
        } else if (v <= OBJECT) o[k] = object(v);
        else throw new Error("not an AST");
      }
    }
    return o;
  };
  const head = ints[at3++];
  if (head === void 0 || !(head <= OBJECT)) throw new Error("not an AST");
  const root = object(head);
  if (at3 !== end) throw new Error("not an AST");
  return root;
}
function shapeOf(x) {
  if (!Array.isArray(x) || x.length !== 2) throw new Error("not an AST");
  const [keys, kind] = x;
  if (!Array.isArray(keys) || !keys.every((k) => typeof k === "string" && k !== "__proto__"))
    throw new Error("not an AST");
  if (kind !== null && typeof kind !== "string") throw new Error("not an AST");
  return { keys, kind };
}
function integers(x) {
  if (!Array.isArray(x)) return false;
  for (let i = 0; i < x.length; i++) if (!Number.isSafeInteger(x[i])) return false;
  return true;
}
function isObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
function isPlainObject(v) {
  return Object.getPrototypeOf(v) === Object.prototype && Object.getOwnPropertySymbols(v).length === 0;
}
var FORMAT = "rigging-ast 3";
var MIN_STORED_TEXT = 1024;
var MAX_ENTRIES = 4096;
function openParseStore(dir, build, maxEntries = MAX_ENTRIES) {
  if (!privateDir(dir)) return void 0;
  const pending = [];
  return {
    parse(file, text, parse2) {
      if (text.length < MIN_STORED_TEXT) return parse2();
      const entry = import_node_path2.default.join(dir, sha256(`${FORMAT}\0${build}\0${file}\0${text}`));
      const stored = readEntry(entry, file);
      if (typeof stored === "object") return stored;
      const node = parse2();
      pending.push({ entry, file, node, seen: stored === "unusable" });
      return node;
    },
    flush() {
      let wrote = false;
      for (const { entry, file, node, seen } of pending.splice(0)) {
        const marker = `${entry}${SEEN}`;
        if (!seen && !(0, import_node_fs2.existsSync)(marker)) {
          wrote = writeWhole(marker, "") || wrote;
          continue;
        }
        const body = encoded(node, file);
        if (body !== void 0 && writeWhole(entry, `${FORMAT} ${sha256(body)}
${body}`)) {
          (0, import_node_fs2.rmSync)(marker, { force: true });
          wrote = true;
        }
      }
      if (wrote) prune(dir, maxEntries);
    }
  };
}
var SEEN = ".seen";
function encoded(node, file) {
  try {
    return encodeAst(node, file);
  } catch {
    return void 0;
  }
}
function sha256(text) {
  return (0, import_chunk_3FVFMQ2D.nodeCrypto)().createHash("sha256").update(text).digest("hex");
}
function readEntry(entry, file) {
  let data;
  try {
    if (!(0, import_node_fs2.statSync)(entry, { throwIfNoEntry: false })) return "absent";
    data = (0, import_node_fs2.readFileSync)(entry, "utf8");
  } catch {
    return "absent";
  }
  const newline = data.indexOf("\n");
  const header = data.slice(0, newline);
  const body = data.slice(newline + 1);
  if (newline < 0 || header !== `${FORMAT} ${sha256(body)}`) return "unusable";
  try {
    return decodeAst(body, file);
  } catch {
    return "unusable";
  }
}
function prune(dir, max2) {
  try {
    const names = (0, import_node_fs2.readdirSync)(dir);
    if (names.length <= max2) return;
    const aged = names.map((name) => {
      try {
        return { name, at: (0, import_node_fs2.statSync)(import_node_path2.default.join(dir, name)).mtimeMs };
      } catch {
        return { name, at: 0 };
      }
    }).sort((a, b) => a.at - b.at);
    for (const { name } of aged.slice(0, names.length - Math.floor(max2 * 3 / 4)))
      (0, import_node_fs2.rmSync)(import_node_path2.default.join(dir, name), { force: true });
  } catch {
  }
}
function constantOf(node) {
  switch (node.kind) {
    case "constant":
      return node.value;
    case "string":
      return node.value;
    case "number":
      return Number.isFinite(node.value) ? node.value : void 0;
    case "true":
      return true;
    case "false":
      return false;
    case "null":
      return null;
    case "unary":
      if (node.op === "-" && node.expr.kind === "number" && Number.isFinite(node.expr.value))
        return -node.expr.value;
      return void 0;
    default:
      return void 0;
  }
}
function foldObject(members, loc) {
  for (const m of members) {
    if (m.kind !== "field" || m.name.kind !== "fixed" || m.plus || m.visibility !== "default" || m.params)
      return void 0;
    if (constantOf(m.body) === void 0) return void 0;
  }
  const value = {};
  for (const m of members) {
    const name = m.name.name;
    if (Object.hasOwn(value, name)) return void 0;
    const v = constantOf(m.body);
    setField(value, name, v);
  }
  return { kind: "constant", value, loc };
}
function foldArray(elements, loc) {
  for (const e of elements) if (constantOf(e) === void 0) return void 0;
  return { kind: "constant", value: elements.map((e) => constantOf(e)), loc };
}
var PRECEDENCE = {
  "*": 5,
  "/": 5,
  "%": 5,
  "+": 6,
  "-": 6,
  "<<": 7,
  ">>": 7,
  "<": 8,
  "<=": 8,
  ">": 8,
  ">=": 8,
  in: 8,
  "==": 9,
  "!=": 9,
  "&": 10,
  "^": 11,
  "|": 12,
  "&&": 13,
  "||": 14
};
var APPLY_PRECEDENCE = 2;
var UNARY_PRECEDENCE = 4;
var MAX_PRECEDENCE = 15;
var UNARY_OPS = /* @__PURE__ */ new Set(["-", "+", "!", "~"]);
var STRING_KINDS = /* @__PURE__ */ new Set([
  "STRING_SINGLE",
  "STRING_DOUBLE",
  "VERBATIM_STRING_SINGLE",
  "VERBATIM_STRING_DOUBLE",
  "STRING_BLOCK"
]);
function parseCounting(text, file, fold = false) {
  const parser = new Parser(lex(text, file), file, fold);
  const node = parser.parseFile();
  return { node, dollars: parser.dollars };
}
var Parser = class {
  constructor(tokens, file, fold) {
    this.tokens = tokens;
    this.file = file;
    this.fold = fold;
  }
  tokens;
  file;
  fold;
  i = 0;
  /** Set when a `$` is parsed. */
  dollars = false;
  /** libjsonnet checks escapes after parsing: the first bad one is reported only then. */
  escapeError;
  parseFile() {
    const node = this.parse(MAX_PRECEDENCE);
    const next = this.peek();
    if (next.kind !== "EOF") throw this.error(next, `did not expect: ${tokenText(next)}`);
    if (this.escapeError) throw this.escapeError;
    return node;
  }
  // ---- token stream ----
  peek() {
    return this.tokens[this.i];
  }
  pop() {
    const tok = this.tokens[this.i];
    if (tok.kind !== "EOF") this.i++;
    return tok;
  }
  expect(kind, data) {
    const tok = this.pop();
    if (tok.kind !== kind)
      throw this.error(tok, `expected token ${kindName(kind)} but got ${tokenText(tok)}`);
    if (data !== void 0 && tok.data !== data) {
      throw this.error(tok, `expected operator ${data} but got ${tok.data}`);
    }
    return tok;
  }
  error(tok, message) {
    return new JsonnetSyntaxError(message, this.span(tok, tok));
  }
  unexpected(tok, while_) {
    return this.error(tok, `unexpected: ${kindName(tok.kind)} while ${while_}`);
  }
  span(first, last) {
    return { file: this.file, begin: first.begin, end: "file" in last ? last.end : last.last };
  }
  isOp(tok, data) {
    return tok.kind === "OPERATOR" && tok.data === data;
  }
  // ---- expressions ----
  parse(maxPrecedence) {
    const greedy = this.parseGreedy();
    if (greedy) return greedy;
    const begin = this.peek();
    const lhs = this.parseTerminal();
    return this.parseInfix(lhs, begin.begin, maxPrecedence);
  }
  /** Constructs without a closing token: they extend as far right as possible. */
  parseGreedy() {
    const begin = this.peek();
    switch (begin.kind) {
      case "assert": {
        this.pop();
        const cond = this.parse(MAX_PRECEDENCE);
        let message;
        if (this.isOp(this.peek(), ":")) {
          this.pop();
          message = this.parse(MAX_PRECEDENCE);
        }
        this.expect(";");
        const rest = this.parse(MAX_PRECEDENCE);
        return { kind: "assert", cond, message, rest, loc: this.span(begin, rest.loc) };
      }
      case "error": {
        this.pop();
        const expr = this.parse(MAX_PRECEDENCE);
        return { kind: "error", expr, loc: this.span(begin, expr.loc) };
      }
      case "if": {
        this.pop();
        const cond = this.parse(MAX_PRECEDENCE);
        this.expect("then");
        const then = this.parse(MAX_PRECEDENCE);
        if (this.peek().kind !== "else")
          return { kind: "conditional", cond, then, loc: this.span(begin, then.loc) };
        this.pop();
        const else_ = this.parse(MAX_PRECEDENCE);
        return { kind: "conditional", cond, then, else: else_, loc: this.span(begin, else_.loc) };
      }
      case "function": {
        this.pop();
        const paren = this.pop();
        if (paren.kind !== "(") throw this.error(paren, `expected ( but got ${tokenText(paren)}`);
        const params = this.parseParams("function parameter");
        const body = this.parse(MAX_PRECEDENCE);
        return { kind: "function", params, body, loc: this.span(begin, body.loc) };
      }
      case "import":
      case "importstr":
      case "importbin": {
        this.pop();
        const pathTok = this.peek();
        const body = this.parse(MAX_PRECEDENCE);
        if (body.kind !== "string" || !STRING_KINDS.has(pathTok.kind)) {
          throw new JsonnetSyntaxError("computed imports are not allowed.", body.loc);
        }
        if (pathTok.kind === "STRING_BLOCK") {
          throw new JsonnetSyntaxError("Cannot use text blocks in import statements.", body.loc);
        }
        return { kind: begin.kind, path: body.value, loc: this.span(begin, body.loc) };
      }
      case "local": {
        this.pop();
        const binds = [];
        for (; ; ) {
          const delim = this.parseBind(binds);
          if (delim.kind === ";") break;
          if (delim.kind !== ",") throw this.error(delim, `expected , or ; but got ${tokenText(delim)}`);
        }
        const body = this.parse(MAX_PRECEDENCE);
        return { kind: "local", binds, body, loc: this.span(begin, body.loc) };
      }
      default:
        return void 0;
    }
  }
  parseTerminal() {
    const tok = this.pop();
    const loc = this.span(tok, tok);
    switch (tok.kind) {
      case "EOF":
        throw this.error(tok, "unexpected end of file.");
      case "OPERATOR": {
        if (!UNARY_OPS.has(tok.data)) throw this.error(tok, `not a unary operator: ${tok.data}`);
        const expr = this.parse(UNARY_PRECEDENCE);
        return { kind: "unary", op: tok.data, expr, loc: this.span(tok, expr.loc) };
      }
      case "{":
        return this.parseObject(tok).node;
      case "[":
        return this.parseArray(tok);
      case "(": {
        const expr = this.parse(MAX_PRECEDENCE);
        const close = this.expect(")");
        return { kind: "parens", expr, loc: this.span(tok, close) };
      }
      case "NUMBER":
        return { kind: "number", value: Number(tok.data), loc };
      case "STRING_SINGLE":
      case "STRING_DOUBLE":
      case "VERBATIM_STRING_SINGLE":
      case "VERBATIM_STRING_DOUBLE":
      case "STRING_BLOCK":
        return this.stringNode(tok);
      case "true":
      case "false":
      case "null":
      case "self":
        return { kind: tok.kind, loc };
      case "$":
        this.dollars = true;
        return { kind: "dollar", loc };
      case "IDENTIFIER":
        return { kind: "var", name: tok.data, loc };
      case "super": {
        const next = this.pop();
        if (next.kind === ".") {
          const id = this.expect("IDENTIFIER");
          return { kind: "superIndex", index: this.stringOf(id), id: id.data, loc };
        }
        if (next.kind === "[") {
          const index = this.parse(MAX_PRECEDENCE);
          this.expect("]");
          return { kind: "superIndex", index, loc };
        }
        throw this.error(tok, "expected . or [ after super.");
      }
      default:
        throw this.unexpected(tok, "parsing terminal");
    }
  }
  stringNode(tok) {
    const loc = this.span(tok, tok);
    let value = tok.data;
    if (tok.kind === "STRING_SINGLE" || tok.kind === "STRING_DOUBLE") {
      const res = (0, import_chunk_H36LGDGX.unescapeString)(tok.data);
      if (typeof res === "string") value = res;
      else {
        this.escapeError ??= new JsonnetSyntaxError(res.error, loc);
        value = "";
      }
    }
    return { kind: "string", value, loc };
  }
  /** An identifier used as an index (`e.id`), as the string node the evaluator indexes with. */
  stringOf(id) {
    return { kind: "string", value: id.data, loc: this.span(id, id) };
  }
  parseInfix(lhs, begin, maxPrecedence) {
    for (; ; ) {
      const next = this.peek();
      let precedence;
      let op;
      switch (next.kind) {
        case "in":
        case "OPERATOR":
          if (next.data === ":" || next.data === "::") return lhs;
          if (!(next.data in PRECEDENCE)) throw this.error(next, `not a binary operator: ${next.data}`);
          op = next.data;
          precedence = PRECEDENCE[op];
          break;
        case ".":
        case "[":
        case "(":
        case "{":
          precedence = APPLY_PRECEDENCE;
          break;
        default:
          return lhs;
      }
      if (precedence >= maxPrecedence) return lhs;
      this.pop();
      const from = { file: this.file, begin, end: begin };
      switch (next.kind) {
        case "[":
          lhs = this.parseIndex(lhs, from);
          break;
        case ".": {
          const id = this.expect("IDENTIFIER");
          lhs = {
            kind: "index",
            target: lhs,
            index: this.stringOf(id),
            id: id.data,
            loc: this.span(from, id)
          };
          break;
        }
        case "(":
          lhs = this.parseCall(lhs, from);
          break;
        case "{": {
          const { node, close } = this.parseObject(next);
          lhs = { kind: "applyBrace", left: lhs, right: node, loc: this.span(from, close) };
          break;
        }
        default: {
          if (op === "in" && this.peek().kind === "super") {
            const sup = this.pop();
            lhs = { kind: "inSuper", expr: lhs, loc: this.span(from, sup) };
            break;
          }
          const right = this.parse(precedence);
          lhs = { kind: "binary", op, left: lhs, right, loc: this.span(from, right.loc) };
        }
      }
    }
  }
  /** After `e[`: an index or a slice `e[a:b:c]` (every part optional). */
  parseIndex(target, from) {
    if (this.peek().kind === "]") throw this.unexpected(this.pop(), "parsing index");
    const colonLike = (t) => t.data === ":";
    let start;
    let end;
    let step;
    let slice = true;
    if (this.peek().data !== ":" && this.peek().data !== "::") start = this.parse(MAX_PRECEDENCE);
    const next = this.peek();
    if (next.kind === "OPERATOR" && next.data === "::") {
      this.pop();
      if (this.peek().kind !== "]") step = this.parse(MAX_PRECEDENCE);
    } else if (next.kind !== "]") {
      const delim = this.pop();
      if (!colonLike(delim)) throw this.unexpected(delim, "parsing slice");
      if (this.peek().data !== ":" && this.peek().kind !== "]") end = this.parse(MAX_PRECEDENCE);
      if (this.peek().kind !== "]") {
        const delim2 = this.pop();
        if (!colonLike(delim2)) throw this.unexpected(delim2, "parsing slice");
        if (this.peek().kind !== "]") step = this.parse(MAX_PRECEDENCE);
      }
    } else slice = false;
    const close = this.expect("]");
    const loc = this.span(from, close);
    if (slice) return { kind: "slice", target, start, end, step, loc };
    return { kind: "index", target, index: start, loc };
  }
  parseCall(target, from) {
    const { args: raw, close } = this.parseArgs("function argument");
    let named = false;
    const args = [];
    for (const a of raw) {
      if (a.name !== void 0) named = true;
      else if (named) {
        throw new JsonnetSyntaxError("Positional argument after a named argument is not allowed", a.expr.loc);
      }
      args.push(a.name !== void 0 ? { name: a.name, expr: a.expr } : { expr: a.expr });
    }
    let tailstrict = false;
    if (this.peek().kind === "tailstrict") {
      this.pop();
      tailstrict = true;
    }
    return { kind: "apply", target, args, tailstrict, loc: this.span(from, close) };
  }
  /** After `(`: `expr` or `id=expr`, comma-separated, optional trailing comma, through `)`. */
  parseArgs(what) {
    const args = [];
    let comma = false;
    for (; ; ) {
      const next = this.peek();
      if (next.kind === ")") return { args, close: this.pop() };
      if (args.length > 0 && !comma) throw this.error(next, `expected a comma before next ${what}.`);
      let name;
      let nameTok;
      if (next.kind === "IDENTIFIER" && this.isOp(this.tokens[this.i + 1], "=")) {
        nameTok = this.pop();
        name = nameTok.data;
        this.pop();
      }
      const expr = this.parse(MAX_PRECEDENCE);
      args.push({ name, nameTok, expr });
      comma = this.peek().kind === ",";
      if (comma) this.pop();
    }
  }
  /** After `(`: parameters `x` or `x=default`, through `)`. */
  parseParams(what) {
    const { args } = this.parseArgs(what);
    return args.map((a) => {
      if (a.nameTok) return { name: a.nameTok.data, default: a.expr, loc: this.span(a.nameTok, a.expr.loc) };
      if (a.expr.kind !== "var") throw new JsonnetSyntaxError("could not parse parameter here.", a.expr.loc);
      return { name: a.expr.name, loc: a.expr.loc };
    });
  }
  /** `id = e` or `id(params) = e`, then the token after it (`,` or `;` when well formed). */
  parseBind(binds) {
    const id = this.expect("IDENTIFIER");
    if (binds.some((b) => b.name === id.data)) throw this.error(id, `duplicate local var: ${id.data}`);
    let params;
    if (this.peek().kind === "(") {
      this.pop();
      params = this.parseParams("function parameter");
    }
    this.expect("OPERATOR", "=");
    const body = this.parse(MAX_PRECEDENCE);
    binds.push({ name: id.data, params, body, loc: this.span(id, body.loc) });
    return this.pop();
  }
  parseArray(open) {
    if (this.peek().kind === "]") return this.array([], this.span(open, this.pop()));
    const first = this.parse(MAX_PRECEDENCE);
    let comma = this.peek().kind === ",";
    if (comma) this.pop();
    if (this.peek().kind === "for") {
      const forTok = this.pop();
      const { specs, close } = this.parseCompSpecs(forTok, "]");
      return { kind: "arrayComp", body: first, specs, loc: this.span(open, close) };
    }
    const elements = [first];
    for (; ; ) {
      const next = this.peek();
      if (next.kind === "]") return this.array(elements, this.span(open, this.pop()));
      if (!comma) throw this.error(next, "expected a comma before next array element.");
      elements.push(this.parse(MAX_PRECEDENCE));
      comma = this.peek().kind === ",";
      if (comma) this.pop();
    }
  }
  array(elements, loc) {
    return this.fold && foldArray(elements, loc) || { kind: "array", elements, loc };
  }
  /** After the first `for`: `x in e`, then any `for x in e` / `if e`, through `close`. */
  parseCompSpecs(forTok, close) {
    const specs = [];
    let first = forTok;
    for (; ; ) {
      const id = this.expect("IDENTIFIER");
      this.expect("in");
      const expr = this.parse(MAX_PRECEDENCE);
      specs.push({ kind: "for", variable: id.data, expr, loc: this.span(first, expr.loc) });
      let next = this.pop();
      while (next.kind === "if") {
        const cond = this.parse(MAX_PRECEDENCE);
        specs.push({ kind: "if", cond, loc: this.span(next, cond.loc) });
        next = this.pop();
      }
      if (next.kind === close) return { specs, close: next };
      if (next.kind !== "for") {
        throw this.error(
          next,
          `expected for, if or ${kindName(close)} after for clause, got: ${tokenText(next)}`
        );
      }
      first = next;
    }
  }
  /** After `{`: members through `}`, or an object comprehension. */
  parseObject(open) {
    const members = [];
    const fieldNames = /* @__PURE__ */ new Set();
    const localNames = /* @__PURE__ */ new Set();
    let comma = false;
    let next = this.pop();
    for (; ; ) {
      if (next.kind === "}") {
        const loc = this.span(open, next);
        return {
          node: this.fold && foldObject(members, loc) || { kind: "object", members, loc },
          close: next
        };
      }
      if (next.kind === "for") return this.objectComp(open, next, members);
      if (!comma && members.length > 0) throw this.error(next, "expected a comma before next field.");
      comma = false;
      if (next.kind === "local") {
        const id = this.expect("IDENTIFIER");
        if (localNames.has(id.data)) throw this.error(id, `duplicate local var: ${id.data}`);
        let params;
        if (this.peek().kind === "(") {
          this.pop();
          params = this.parseParams("function parameter");
        }
        this.expect("OPERATOR", "=");
        const body = this.parse(MAX_PRECEDENCE);
        localNames.add(id.data);
        const loc = this.span(next, body.loc);
        members.push({
          kind: "local",
          bind: { name: id.data, params, body, loc: this.span(id, body.loc) },
          loc
        });
      } else if (next.kind === "assert") {
        const cond = this.parse(MAX_PRECEDENCE);
        let message;
        if (this.isOp(this.peek(), ":")) {
          this.pop();
          message = this.parse(MAX_PRECEDENCE);
        }
        members.push({ kind: "assert", cond, message, loc: this.span(next, (message ?? cond).loc) });
      } else if (next.kind === "IDENTIFIER" || next.kind === "[" || STRING_KINDS.has(next.kind)) {
        members.push(this.parseField(next, fieldNames));
      } else {
        throw this.unexpected(next, "parsing field definition");
      }
      next = this.pop();
      if (next.kind === ",") {
        next = this.pop();
        comma = true;
      }
    }
  }
  /** A field from its first token: `name`, `"name"` or `[expr]`, then `(params)`?, `+`? `:`{1,3}, body. */
  parseField(first, seen) {
    let name;
    if (first.kind === "IDENTIFIER") name = { kind: "fixed", name: first.data };
    else if (first.kind === "[") {
      const expr = this.parse(MAX_PRECEDENCE);
      this.expect("]");
      name = { kind: "computed", expr };
    } else {
      const str = this.stringNode(first);
      name = { kind: "fixed", name: str.kind === "string" ? str.value : "" };
    }
    let params;
    if (this.peek().kind === "(") {
      this.pop();
      params = this.parseParams("method parameter");
    }
    const op = this.expect("OPERATOR");
    const plus = op.data.startsWith("+");
    const colons = plus ? op.data.slice(1) : op.data;
    const visibility = { ":": "default", "::": "hidden", ":::": "visible" }[colons];
    if (!visibility) throw this.error(first, `expected one of :, ::, :::, +:, +::, +:::, got: ${op.data}`);
    if (params && plus) throw this.error(first, `cannot use +: syntax sugar in a method: ${first.data}`);
    if (name.kind === "fixed") {
      if (seen.has(first.data)) throw this.error(first, `duplicate field: ${first.data}`);
      seen.add(first.data);
    }
    const body = this.parse(MAX_PRECEDENCE);
    return { kind: "field", name, plus, visibility, params, body, loc: this.span(first, body.loc) };
  }
  objectComp(open, forTok, members) {
    const fields = members.filter((m) => m.kind === "field");
    if (members.some((m) => m.kind === "assert"))
      throw this.error(forTok, "object comprehension cannot have asserts.");
    if (fields.length !== 1) throw this.error(forTok, "object comprehension can only have one field.");
    const field = fields[0];
    if (field.visibility !== "default")
      throw this.error(forTok, "object comprehensions cannot have hidden fields.");
    if (field.name.kind !== "computed")
      throw this.error(forTok, "object comprehensions can only have [e] fields.");
    const { specs, close } = this.parseCompSpecs(forTok, "}");
    const locals = members.flatMap((m) => m.kind === "local" ? [m.bind] : []);
    const value = field.params ? { kind: "function", params: field.params, body: field.body, loc: field.body.loc } : field.body;
    const node = {
      kind: "objectComp",
      locals,
      key: field.name.expr,
      plus: field.plus,
      value,
      specs,
      loc: this.span(open, close)
    };
    return { node, close };
  }
};
var NOWHERE = (file) => ({ file, begin: { line: 0, column: 0 }, end: { line: 0, column: 0 } });
function checkStatic(node, dollars = true) {
  if (dollars) checkDollar(node, 0);
  new Analysis().expr(node, false, false);
}
function checkDollar(n, level) {
  switch (n.kind) {
    case "dollar":
      if (level === 0) throw new JsonnetSyntaxError("No top-level object found.", n.loc);
      return;
    case "object":
      for (const m of n.members) {
        if (m.kind === "field" && m.name.kind === "computed") checkDollar(m.name.expr, level);
      }
      if (n.members.every((m) => m.kind === "local")) return;
      for (const m of n.members) {
        if (m.kind === "field") {
          for (const p of m.params ?? []) if (p.default) checkDollar(p.default, level + 1);
          checkDollar(m.body, level + 1);
        } else if (m.kind === "assert") {
          checkDollar(m.cond, level + 1);
          if (m.message) checkDollar(m.message, level + 1);
        } else checkBindDollar(m.bind, level + 1);
      }
      return;
    case "objectComp":
      for (const s of n.specs) checkDollar(s.kind === "for" ? s.expr : s.cond, level);
      checkDollar(n.key, level + 1);
      for (const b of n.locals) checkBindDollar(b, level + 1);
      checkDollar(n.value, level + 1);
      return;
    case "arrayComp":
      for (const s of n.specs) checkDollar(s.kind === "for" ? s.expr : s.cond, level);
      checkDollar(n.body, level + 1);
      return;
    case "apply":
      checkDollar(n.target, level);
      for (const a of n.args) checkDollar(a.expr, level);
      return;
    case "binary":
      checkDollar(n.left, level);
      checkDollar(n.right, level);
      return;
    case "index":
      checkDollar(n.target, level);
      checkDollar(n.index, level);
      return;
    default:
      for (const c of children(n)) checkDollar(c, level);
  }
}
function checkBindDollar(b, level) {
  for (const p of b.params ?? []) if (p.default) checkDollar(p.default, level);
  checkDollar(b.body, level);
}
function children(n) {
  switch (n.kind) {
    case "array":
      return n.elements;
    case "index":
      return [n.target, n.index];
    case "slice":
      return [n.target, ...[n.start, n.end, n.step].filter((x) => x !== void 0)];
    case "superIndex":
      return [n.index];
    case "inSuper":
    case "unary":
    case "error":
    case "parens":
      return [n.expr];
    case "apply":
      return [n.target, ...n.args.map((a) => a.expr)];
    case "applyBrace":
      return [n.left, n.right];
    case "binary":
      return [n.left, n.right];
    case "conditional":
      return n.else ? [n.cond, n.then, n.else] : [n.cond, n.then];
    case "function":
      return [n.body, ...defaults(n.params)];
    case "local":
      return [...n.binds.flatMap((b) => [...defaults(b.params ?? []), b.body]), n.body];
    case "assert":
      return n.message ? [n.cond, n.message, n.rest] : [n.cond, n.rest];
    default:
      return NONE;
  }
}
var NONE = [];
function defaults(params) {
  return params.flatMap((p) => p.default ? [p.default] : []);
}
var Analysis = class {
  /** Bound names, with how many enclosing binders bind each. */
  vars = /* @__PURE__ */ new Map([["std", 1]]);
  bind(names) {
    for (const v of names) this.vars.set(v, (this.vars.get(v) ?? 0) + 1);
  }
  unbind(names) {
    for (const v of names) this.vars.set(v, (this.vars.get(v) ?? 1) - 1);
  }
  /** `dollar`: inside an object, where the desugarer binds `$`. */
  expr(n, inObject, dollar) {
    switch (n.kind) {
      case "var":
        if (!this.vars.get(n.name)) throw new JsonnetSyntaxError(`Unknown variable: ${n.name}`, n.loc);
        return;
      case "dollar":
        if (!dollar) throw new JsonnetSyntaxError("Unknown variable: $", NOWHERE(n.loc.file));
        return;
      case "self":
        if (!inObject) throw new JsonnetSyntaxError("Can't use self outside of an object.", n.loc);
        return;
      case "superIndex":
      case "inSuper":
        if (!inObject) throw new JsonnetSyntaxError("Can't use super outside of an object.", n.loc);
        break;
      case "function":
        this.func(n.params, n.body, n.loc, inObject, dollar);
        return;
      case "local":
        this.bind(n.binds.map((b) => b.name));
        for (const b of n.binds) this.bindBody(b, n.loc, inObject, dollar);
        this.expr(n.body, inObject, dollar);
        this.unbind(n.binds.map((b) => b.name));
        return;
      case "object":
        this.object(n.members, inObject, dollar);
        return;
      case "objectComp":
        this.objectComp(n, inObject, dollar);
        return;
      case "arrayComp":
        this.specs(n.specs, 0, inObject, dollar, () => this.expr(n.body, inObject, dollar));
        return;
      case "apply":
        this.expr(n.target, inObject, dollar);
        for (const a of n.args) this.expr(a.expr, inObject, dollar);
        return;
      case "binary":
        this.expr(n.left, inObject, dollar);
        this.expr(n.right, inObject, dollar);
        return;
      case "index":
        this.expr(n.target, inObject, dollar);
        this.expr(n.index, inObject, dollar);
        return;
    }
    for (const c of children(n)) this.expr(c, inObject, dollar);
  }
  /** `local f(x) = ...` is a function placed at `at` (the local, or the object local's body). */
  bindBody(b, at3, inObject, dollar) {
    if (b.params) this.func(b.params, b.body, at3, inObject, dollar);
    else this.expr(b.body, inObject, dollar);
  }
  func(params, body, loc, inObject, dollar) {
    const names = params.map((p) => p.name);
    const seen = /* @__PURE__ */ new Set();
    for (const p of names) {
      if (seen.has(p)) throw new JsonnetSyntaxError(`Duplicate function parameter: ${p}`, loc);
      seen.add(p);
    }
    this.bind(names);
    this.expr(body, inObject, dollar);
    for (const d of defaults(params)) this.expr(d, inObject, dollar);
    this.unbind(names);
  }
  object(members, inObject, dollar) {
    if (!members.some((m) => m.kind === "local")) {
      for (const m of members) {
        if (m.kind !== "field") continue;
        if (m.name.kind === "computed") this.expr(m.name.expr, inObject, dollar);
        if (m.params) this.func(m.params, m.body, m.body.loc, true, true);
        else this.expr(m.body, true, true);
      }
      for (const m of members) {
        if (m.kind !== "assert") continue;
        this.expr(m.cond, true, true);
        if (m.message) this.expr(m.message, true, true);
      }
      return;
    }
    const binds = members.flatMap((m) => m.kind === "local" ? [m.bind] : []);
    const names = binds.map((b) => b.name);
    let localsDone = false;
    const withLocals = (check) => {
      this.bind(names);
      if (!localsDone) {
        for (const b of binds) this.bindBody(b, b.body.loc, true, true);
        localsDone = true;
      }
      check();
      this.unbind(names);
    };
    for (const m of members) {
      if (m.kind !== "field") continue;
      if (m.name.kind === "computed") this.expr(m.name.expr, inObject, dollar);
      withLocals(() => {
        if (m.params) this.func(m.params, m.body, m.body.loc, true, true);
        else this.expr(m.body, true, true);
      });
    }
    for (const m of members) {
      if (m.kind !== "assert") continue;
      withLocals(() => {
        this.expr(m.cond, true, true);
        if (m.message) this.expr(m.message, true, true);
      });
    }
  }
  objectComp(n, inObject, dollar) {
    const forVars = n.specs.flatMap((s) => s.kind === "for" ? [s.variable] : []);
    const names = n.locals.map((b) => b.name);
    this.bind(forVars);
    this.bind(names);
    for (const b of n.locals) this.bindBody(b, b.body.loc, true, true);
    this.expr(n.value, true, true);
    this.unbind(names);
    this.unbind(forVars);
    this.specs(n.specs, 0, inObject, dollar, () => this.expr(n.key, inObject, dollar));
  }
  specs(specs, i, inObject, dollar, body) {
    const s = specs[i];
    if (!s) {
      body();
      return;
    }
    if (s.kind === "if") {
      this.expr(s.cond, inObject, dollar);
      this.specs(specs, i + 1, inObject, dollar, body);
      return;
    }
    this.expr(s.expr, inObject, dollar);
    this.bind([s.variable]);
    this.specs(specs, i + 1, inObject, dollar, body);
    this.unbind([s.variable]);
  }
};
var MAX_TEXT = 64 * 1024 * 1024;
var entries = /* @__PURE__ */ new Map();
var held = 0;
var onParse;
function parseChecked(text, file) {
  const hit = entries.get(file);
  if (hit && hit.text === text) {
    entries.delete(file);
    entries.set(file, hit);
    return hit.node;
  }
  onParse?.(file);
  const node = parseJsonConstant(text, file) ?? storedOrParsed(text, file);
  if (hit) {
    entries.delete(file);
    held -= hit.text.length;
  }
  if (text.length <= MAX_TEXT) {
    entries.set(file, { text, node });
    held += text.length;
    for (const [k, e] of entries) {
      if (held <= MAX_TEXT) break;
      entries.delete(k);
      held -= e.text.length;
    }
  }
  return node;
}
function storedOrParsed(text, file) {
  if (text.length < MIN_STORED_TEXT) return parseJsonnet(text, file);
  const s = store === null ? openStore() : store;
  return s ? s.parse(file, text, () => parseJsonnet(text, file)) : parseJsonnet(text, file);
}
var store = null;
function openStore() {
  const setting = (0, import_chunk_BNCUDU5Y.parseStoreSetting)();
  useParseStore(setting && openParseStore(setting.dir, setting.build));
  return store ?? void 0;
}
function useParseStore(s) {
  if (store && store !== s) store.flush();
  if (!flushAtExit) {
    flushAtExit = true;
    process.once("exit", () => store?.flush());
  }
  store = s;
}
var flushAtExit = false;
function parseJsonnet(text, file) {
  const { node, dollars } = parseCounting(text, file, true);
  checkStatic(node, dollars);
  return node;
}
var P = 256n;
var ONE = 1n << P;
var WIDE = 1150n;
function arctanInv(k, bits3) {
  const x = (1n << bits3) / k;
  const k2 = k * k;
  let sum2 = x;
  let term = x;
  for (let n = 3n, sign2 = -1n; term !== 0n; n += 2n, sign2 = -sign2) {
    term /= k2;
    sum2 += sign2 * term / n;
  }
  return sum2;
}
function halfPiScaled(bits3) {
  return 2n * (4n * arctanInv(5n, bits3 + 16n) - arctanInv(239n, bits3 + 16n)) >> 16n;
}
var constants;
var halfPiWideValue;
function consts() {
  if (constants) return constants;
  const x = (1n << P + 16n) / 3n;
  let sum2 = x;
  let term = x;
  for (let n = 3n; term !== 0n; n += 2n) {
    term /= 9n;
    sum2 += term / n;
  }
  constants = { halfPi: halfPiScaled(P), ln2: 2n * sum2 >> 16n };
  return constants;
}
function halfPiWide() {
  halfPiWideValue ??= halfPiScaled(P + WIDE);
  return halfPiWideValue;
}
var float = new Float64Array(1);
var bits = new BigUint64Array(float.buffer);
function decompose(x) {
  float[0] = Math.abs(x);
  const b = bits[0];
  const biased = Number(b >> 52n);
  const frac = b & (1n << 52n) - 1n;
  const m = biased === 0 ? frac : frac | 1n << 52n;
  const e = (biased === 0 ? 1 : biased) - 1075;
  return [x < 0 ? -m : m, e];
}
function fixed(x) {
  if (x === 0) return 0n;
  const [m, e] = decompose(x);
  const shift = BigInt(e) + P;
  return shift >= 0n ? m << shift : m >> -shift;
}
function bitLength(n) {
  return n.toString(2).length;
}
function scale(v, t) {
  while (t > 600) {
    v *= 2 ** 600;
    t -= 600;
  }
  while (t < -600) {
    v *= 2 ** -600;
    t += 600;
  }
  return v * 2 ** t;
}
function toDouble(f, s = P) {
  if (f < 0n) return -toDouble(-f, s);
  if (f === 0n) return 0;
  const n = bitLength(f);
  const e = n - 1 - Number(s);
  const keep = e >= -1022 ? 53 : 53 - (-1022 - e);
  if (keep < 0) return 0;
  const shift = n - keep;
  if (shift <= 0) return scale(Number(f), -Number(s));
  let m = f >> BigInt(shift);
  const rest = f - (m << BigInt(shift));
  const half = 1n << BigInt(shift - 1);
  if (rest > half || rest === half && (m & 1n) === 1n) m++;
  return scale(Number(m), shift - Number(s));
}
var mul = (a, b) => a * b / ONE;
var div = (a, b) => (a << P) / b;
function sqrtFixed(a) {
  return a <= 0n ? 0n : isqrt(a << P);
}
function logFixed(x) {
  const [m, e] = decompose(x);
  const len = bitLength(m);
  let k = e + len - 1;
  let f = m << P - BigInt(len - 1);
  if (f * f > 2n * ONE * ONE) {
    f >>= 1n;
    k++;
  }
  const s = div(f - ONE, f + ONE);
  const s2 = mul(s, s);
  let sum2 = s;
  let term = s;
  for (let n = 3n; term !== 0n; n += 2n) {
    term = mul(term, s2);
    sum2 += term / n;
  }
  return 2n * sum2 + BigInt(k) * consts().ln2;
}
function log(x) {
  if (Number.isNaN(x) || x < 0) return Number.NaN;
  if (x === 0) return Number.NEGATIVE_INFINITY;
  if (!Number.isFinite(x)) return x;
  return toDouble(logFixed(x));
}
function expOfFixed(z) {
  const LN2 = consts().ln2;
  let k = z / LN2;
  let r = z - k * LN2;
  if (2n * r > LN2) {
    k += 1n;
    r -= LN2;
  } else if (2n * r < -LN2) {
    k -= 1n;
    r += LN2;
  }
  let sum2 = ONE;
  let term = ONE;
  for (let n = 1n; term !== 0n; n++) {
    term = mul(term, r) / n;
    sum2 += term;
  }
  return toDouble(sum2, P - k);
}
function exp(x) {
  if (Number.isNaN(x)) return x;
  if (x > 709.8) return Number.POSITIVE_INFINITY;
  if (x < -745.2) return 0;
  if (Math.abs(x) < 2 ** -60) return 1;
  return expOfFixed(fixed(x));
}
function reduce(x) {
  const HALF_PI_WIDE = halfPiWide();
  const wide = fixed(x) << WIDE;
  let k = wide / HALF_PI_WIDE;
  let rest = wide - k * HALF_PI_WIDE;
  if (2n * rest > HALF_PI_WIDE) {
    k += 1n;
    rest -= HALF_PI_WIDE;
  } else if (2n * rest < -HALF_PI_WIDE) {
    k -= 1n;
    rest += HALF_PI_WIDE;
  }
  return [rest >> WIDE, Number((k % 4n + 4n) % 4n)];
}
function sinCosSeries(r) {
  const r2 = mul(r, r);
  let s = r;
  let c = ONE;
  let ts = r;
  let tc = ONE;
  for (let n = 1n; ts !== 0n || tc !== 0n; n++) {
    ts = -mul(ts, r2) / (2n * n * (2n * n + 1n));
    tc = -mul(tc, r2) / ((2n * n - 1n) * (2n * n));
    s += ts;
    c += tc;
  }
  return [s, c];
}
function sinCos(x) {
  const [r, q] = reduce(x);
  const [s, c] = sinCosSeries(r);
  return q === 0 ? [s, c] : q === 1 ? [c, -s] : q === 2 ? [-s, -c] : [-c, s];
}
var TINY = 2 ** -27;
function sin(x) {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) < TINY) return x;
  return toDouble(sinCos(x)[0]);
}
function cos(x) {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) < TINY) return 1;
  return toDouble(sinCos(x)[1]);
}
function tan(x) {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) < TINY) return x;
  const [s, c] = sinCos(x);
  return toDouble(div(s, c));
}
function atanFixed(a) {
  if (a < 0n) return -atanFixed(-a);
  if (a > ONE) return consts().halfPi - atanFixed(div(ONE, a));
  let t = a;
  let halvings = 0n;
  while (t > ONE >> 3n) {
    t = div(t, ONE + sqrtFixed(ONE + mul(t, t)));
    halvings++;
  }
  const t2 = mul(t, t);
  let sum2 = t;
  let term = t;
  for (let n = 3n, sign2 = -1n; term !== 0n; n += 2n, sign2 = -sign2) {
    term = mul(term, t2);
    sum2 += sign2 * term / n;
  }
  return sum2 << halvings;
}
function atan(x) {
  if (Number.isNaN(x)) return x;
  if (Math.abs(x) < TINY) return x;
  if (Math.abs(x) > 2 ** 100) return toDouble(x > 0 ? consts().halfPi : -consts().halfPi);
  return toDouble(atanFixed(fixed(x)));
}
function asinFixed(x) {
  const a = fixed(x);
  const rest = ONE - mul(a, a);
  if (rest <= 0n) return a > 0n ? consts().halfPi : -consts().halfPi;
  return atanFixed(div(a, sqrtFixed(rest)));
}
function asin(x) {
  if (Number.isNaN(x) || Math.abs(x) > 1) return Number.NaN;
  if (Math.abs(x) < TINY) return x;
  return toDouble(asinFixed(x));
}
function acos(x) {
  if (Number.isNaN(x) || Math.abs(x) > 1) return Number.NaN;
  return toDouble(consts().halfPi - asinFixed(x));
}
function atan2(y, x) {
  if (y === 0 || x === 0 || !Number.isFinite(x) || !Number.isFinite(y)) return Math.atan2(y, x);
  const ay = Math.abs(y);
  const ax = Math.abs(x);
  const swap = ay > ax;
  if (!swap && x > 0 && ay / ax < 2 ** -60) return y / x;
  const [mn, en] = decompose(swap ? ax : ay);
  const [md, ed] = decompose(swap ? ay : ax);
  const shift = BigInt(en - ed) + P;
  const t = shift >= 0n ? (mn << shift) / md : mn / (md << -shift);
  let a = atanFixed(t);
  if (swap) a = consts().halfPi - a;
  if (x < 0) a = 2n * consts().halfPi - a;
  return toDouble(y < 0 ? -a : a);
}
function hypot(x, y) {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return Math.hypot(x, y);
  if (x === 0 || y === 0) return Math.abs(x) + Math.abs(y);
  const [ma, ea] = decompose(Math.abs(x));
  const [mb, eb] = decompose(Math.abs(y));
  const e = Math.min(ea, eb);
  const a = ma << BigInt(ea - e);
  const b = mb << BigInt(eb - e);
  const s = 120;
  const n = a * a + b * b << BigInt(2 * s);
  const root = isqrt(n);
  const sticky = root * root === n ? 0n : 1n;
  return toDouble(2n * root + sticky, BigInt(1 + s - e));
}
function isqrt(n) {
  if (n < 2n) return n;
  let x = 1n << BigInt((bitLength(n) >> 1) + 1);
  for (; ; ) {
    const y = x + n / x >> 1n;
    if (y >= x) return x;
    x = y;
  }
}
var libm_tables_exports = {};
(0, import_chunk_75QCMCYK.__export)(libm_tables_exports, {
  atanTable: () => atanTable,
  halfPi: () => halfPi,
  halfPiDD: () => halfPiDD,
  invFact: () => invFact,
  invOdd: () => invOdd,
  ln2: () => ln2,
  logTable: () => logTable
});
var ln2 = [0.6931471805598903, 549792301870721e-28, 11612227229362531e-42];
var halfPi = [
  1.5707963267341256,
  6077100506303966e-26,
  20222662487111665e-37,
  84784276603689e-45
];
var halfPiDD = [1.5707963267948966, 6123233995736765e-32];
var invFact = [
  1,
  0,
  1,
  0,
  0.5,
  0,
  0.16666666666666666,
  925185853854297e-32,
  0.041666666666666664,
  23129646346357427e-34,
  0.008333333333333333,
  11564823173178714e-35,
  0.0013888888888888887,
  1638349949533651e-34,
  1984126984126984e-19,
  17209558293420705e-38,
  248015873015873e-19,
  21511947866775882e-39,
  2755731922398589e-21,
  23767714622250296e-38,
  2755731922398589e-22,
  23767714622250294e-39,
  25052108385441717e-24,
  18599083792761985e-40,
  20876756987868096e-25,
  29285580036518784e-41,
  16059043836821613e-26,
  12585294588752097e-42,
  11470745597729725e-27,
  20655512752830745e-44,
  7647163731819816e-28,
  7038728777334529e-45,
  4779477332387385e-29,
  439920548583408e-45,
  28114572543455206e-31,
  1650884273086143e-46,
  15619206968586225e-32,
  11910679660273753e-48,
  822063524662433e-32,
  2214189411960426e-49,
  4110317623312165e-34,
  14412973378659525e-52,
  1957294106339126e-35,
  1644915155096265e-51,
  8896791392450572e-37,
  10896506998284222e-53,
  38681701706306835e-39,
  4993153988563203e-54,
  16117375710961182e-40,
  14682441875147266e-56,
  6446950284384472e-41,
  9546396596378555e-57,
  24795962632247972e-43,
  2291950972195009e-58,
  9183689863795546e-44,
  1430315039678732e-60
];
var invOdd = [
  1,
  0,
  0.3333333333333333,
  1850371707708594e-32,
  0.19999999999999998,
  16653345369377347e-33,
  0.14285714285714285,
  793016446160826e-32,
  0.1111111111111111,
  61679056923619804e-34,
  0.0909090909090909,
  113545536609391e-31,
  0.07692307692307691,
  9607699251563854e-33,
  0.06666666666666667,
  9251858538542971e-34,
  0.058823529411764705,
  8163404592832033e-34,
  0.05263157894736842,
  2921639538487254e-33,
  0.047619047619047616,
  264338815386942e-32,
  0.043478260869565216,
  1206764157201257e-33,
  0.039999999999999994,
  610622663543836e-32,
  0.037037037037037035,
  205596856412066e-32,
  0.034482758620689655,
  4785444071660157e-34,
  0.03225806451612903,
  8953411488912552e-34,
  0.0303030303030303,
  26283689029951622e-34,
  0.02857142857142857,
  8921435019309293e-34
];
var logTable = [
  -0.3522205935893521,
  -57233316949182485e-34,
  -0.3302416868705768,
  -44682829593773964e-33,
  -0.30873548164961323,
  -3931196514610972e-32,
  -0.2876820724517809,
  -26071606164425637e-33,
  -0.2670627852490452,
  -4818223590393765e-32,
  -0.24686007793152578,
  -13617433717483679e-33,
  -0.22705745063534608,
  -9551415762738488e-33,
  -0.2076393647782445,
  -12053243216686129e-33,
  -0.18859116980755,
  -20323411396431987e-33,
  -0.16989903679539745,
  -27268774739185004e-33,
  -0.15154989812720093,
  -5166959368461559e-33,
  -0.1335313926245226,
  -24091117951968826e-33,
  -0.1158318155251217,
  -4338484369808095e-33,
  -0.09844007281325251,
  -943877817413932e-32,
  -0.0813456394539524,
  -5077076355931169e-33,
  -0.06453852113757116,
  -7407301146121522e-33,
  -0.048009219186360606,
  -14390903347292203e-34,
  -0.0317486983145803,
  -30382263084680858e-34,
  -0.015748356968139168,
  -10021578630528972e-34,
  0,
  0,
  0.015504186535965253,
  1406891373687564e-33,
  0.030771658666753687,
  10431732029005966e-34,
  0.0458095360312942,
  1902959866474257e-33,
  0.06062462181643484,
  2642402593872693e-33,
  0.07522342123758752,
  7947183611521215e-33,
  0.08961215868968712,
  8450974874149742e-33,
  0.10379679368164356,
  547772415726659e-32,
  0.11778303565638344,
  12680619233055088e-33,
  0.13157635778871926,
  11123000879729586e-33,
  0.1451820098444979,
  8242418783022474e-33,
  0.15860503017663857,
  1125700387218259e-32,
  0.1718502569266592,
  2173312179461754e-32,
  0.184922338494012,
  30236614153574064e-34,
  0.19782574332991987,
  1282119437298014e-32,
  0.21056476910734961,
  23506170300899016e-33,
  0.22314355131420974,
  18664305018304114e-33,
  0.23556607131276688,
  25361238466110176e-33,
  0.24783616390458124,
  1532336603692639e-32,
  0.25995752443692605,
  2069806938978935e-32,
  0.27193371548364176,
  783319637697442e-33,
  0.28376817313064456,
  3518449541999126e-32,
  0.29546421289383584,
  33865042627197924e-33,
  0.3070250352949118,
  4319123503115586e-32,
  0.3184537311185346,
  27114779367326233e-33,
  0.329753286372468,
  2122020616196946e-33,
  0.3409265869705932,
  17467136443544747e-33,
  0.35197642315717814,
  4255725820106586e-32
];
var atanTable = [
  0,
  0,
  0.06241880999595734,
  5389818273077723e-33,
  0.12435499454676142,
  10752463665360518e-33,
  0.18534794999569476,
  4180692268843078e-33,
  0.24497866312686414,
  10698755618734451e-33,
  0.30288486837497136,
  4450032332825645e-32,
  0.3587706702705722,
  30887335648619186e-33,
  0.41241044159738727,
  3963462895355093e-32,
  0.4636476090008061,
  22698777452961684e-33,
  0.5123894603107376,
  8555952098965984e-32,
  0.5585993153435623,
  10556667191392403e-32,
  0.6022873461349642,
  2950430737228402e-32,
  0.6435011087932844,
  15834785051444283e-33,
  0.6823165548747481,
  6943223671560008e-33,
  0.7188299996216244,
  8954391401805866e-32,
  0.7531512809621943,
  8676536780333358e-32,
  0.7853981633974483,
  30616169978683824e-33
];
var reg = new Float64Array(4);
var lo = () => reg[0];
var SPLIT = 134217729;
function prodErr(a, b, p) {
  let t = SPLIT * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLIT * b;
  const bh = t - (t - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}
function add(ah, al, bh, bl) {
  const s = ah + bh;
  const v = s - ah;
  let e = ah - (s - v) + (bh - v);
  const t = al + bl;
  const w = t - al;
  const f = al - (t - w) + (bl - w);
  e += t;
  const h1 = s + e;
  e = e - (h1 - s) + f;
  const h = h1 + e;
  reg[0] = e - (h - h1);
  return h;
}
function mul2(ah, al, bh, bl) {
  const p = ah * bh;
  const e = prodErr(ah, bh, p) + (ah * bl + al * bh);
  const h = p + e;
  reg[0] = e - (h - p);
  return h;
}
function div2(ah, al, bh, bl) {
  const q1 = ah / bh;
  let ph = mul2(q1, 0, bh, bl);
  let rh = add(ah, al, -ph, -lo());
  const q2 = rh / bh;
  ph = mul2(q2, 0, bh, bl);
  rh = add(rh, lo(), -ph, -lo());
  const q3 = rh / bh;
  const h = add(q1, 0, q2, q3);
  return h;
}
function sqrt(ah, al) {
  const s = Math.sqrt(ah);
  if (s === 0) {
    reg[0] = 0;
    return 0;
  }
  const p = s * s;
  const r = ah - p - prodErr(s, s, p) + al;
  const c = r / (2 * s);
  const h = s + c;
  reg[0] = c - (h - s);
  return h;
}
function rounded(h, l, err) {
  return h + (l + err) === h && h + (l - err) === h ? h : Number.NaN;
}
var at = (t, i) => t[i];
function pow2(k) {
  bits2[1] = k + 1023 << 20;
  bits2[0] = 0;
  return at(float2, 0);
}
var float2 = new Float64Array(1);
var bits2 = new Uint32Array(float2.buffer);
function exponentOf(x) {
  float2[0] = x;
  return (at(bits2, 1) >>> 20) - 1023;
}
function withExponentZero(x) {
  float2[0] = x;
  bits2[1] = at(bits2, 1) & 1048575 | 1023 << 20;
  return at(float2, 0);
}
var { ln2: ln22, halfPi: halfPi2, halfPiDD: halfPiDD2 } = libm_tables_exports;
var invFact2 = new Float64Array(invFact);
var invOdd2 = new Float64Array(invOdd);
var atanTable2 = new Float64Array(atanTable);
var logTable2 = new Float64Array(logTable);
var expScale = 0;
function expCore(xh, xl) {
  const k = Math.round(xh / (ln22[0] + ln22[1]));
  let rh = add(xh - k * ln22[0], 0, -k * ln22[1], 0);
  rh = add(rh, lo(), xl, -k * ln22[2]);
  const sh = rh / 256;
  const sl = lo() / 256;
  let h = at(invFact2, 22);
  for (let n = 10; n >= 3; n--) h = h * sh + at(invFact2, 2 * n);
  let l = 0;
  for (let n = 2; n >= 0; n--) {
    h = mul2(h, l, sh, sl);
    h = add(h, lo(), at(invFact2, 2 * n), at(invFact2, 2 * n + 1));
    l = lo();
  }
  for (let i = 0; i < 8; i++) {
    h = mul2(h, l, h, l);
    l = lo();
  }
  expScale = k;
  reg[0] = l;
  return h;
}
function exp2(x) {
  if (Number.isNaN(x)) return x;
  if (x > 709.8) return Number.POSITIVE_INFINITY;
  if (x < -745.2) return 0;
  if (x === 0) return 1;
  const h = expCore(x, 0);
  const k = expScale;
  const r = k > -1020 ? rounded(h, lo(), h * 2 ** -70) : Number.NaN;
  if (Number.isNaN(r)) return exp(x);
  return k > 1e3 ? r * pow2(k - 1e3) * pow2(1e3) : r * pow2(k);
}
function logCore(x) {
  let e = exponentOf(x);
  let m = withExponentZero(x);
  if (m > 1.42) {
    m /= 2;
    e++;
  }
  const j = Math.round(m * 64);
  const c = j / 64;
  const sum2 = m + c;
  const v = sum2 - m;
  let sh = div2(m - c, 0, sum2, m - (sum2 - v) + (c - v));
  let sl = lo();
  const zh = mul2(sh, sl, sh, sl);
  const zl = lo();
  let h = at(invOdd2, 14);
  for (let n = 6; n >= 2; n--) h = h * zh + at(invOdd2, 2 * n);
  let l = 0;
  for (let n = 1; n >= 0; n--) {
    h = mul2(h, l, zh, zl);
    h = add(h, lo(), at(invOdd2, 2 * n), at(invOdd2, 2 * n + 1));
    l = lo();
  }
  sh = mul2(h, l, 2 * sh, 2 * sl);
  sl = lo();
  h = add(sh, sl, at(logTable2, 2 * j - 90), at(logTable2, 2 * j - 89));
  l = lo();
  if (e !== 0) {
    h = add(h, l, e * ln22[0], 0);
    h = add(h, lo(), e * ln22[1], e * ln22[2]);
    l = lo();
  }
  reg[0] = l;
  return h;
}
function log2(x) {
  if (Number.isNaN(x) || x < 0) return Number.NaN;
  if (x === 0) return Number.NEGATIVE_INFINITY;
  if (x === Number.POSITIVE_INFINITY) return x;
  if (x === 1) return 0;
  if (x < 2 ** -1022) return log(x);
  const h = logCore(x);
  const r = rounded(h, lo(), Math.abs(h) * 2 ** -70);
  return Number.isNaN(r) ? log(x) : r;
}
var quadrant = 0;
function reduce2(x) {
  const k = Math.round(x / (halfPi2[0] + halfPi2[1]));
  quadrant = k & 3;
  let h = add(x - k * halfPi2[0], 0, -k * halfPi2[1], 0);
  h = add(h, lo(), -k * halfPi2[2], -k * halfPi2[3]);
  reg[3] = Math.abs(k) * 2 ** -150;
  return h;
}
var TINY2 = 2 ** -27;
var REDUCE_LIMIT = 2 ** 19 * Math.PI;
function sinCosCore(rh, rl) {
  const zh = mul2(rh, rl, rh, rl);
  const zl = lo();
  let sh = at(invFact2, 54);
  let ch = at(invFact2, 52);
  for (let n = 12; n >= 4; n--) {
    sh = at(invFact2, 4 * n + 2) - zh * sh;
    ch = at(invFact2, 4 * n) - zh * ch;
  }
  let sl = 0;
  let cl = 0;
  for (let n = 3; n >= 0; n--) {
    sh = mul2(-sh, -sl, zh, zl);
    sh = add(sh, lo(), at(invFact2, 4 * n + 2), at(invFact2, 4 * n + 3));
    sl = lo();
    ch = mul2(-ch, -cl, zh, zl);
    ch = add(ch, lo(), at(invFact2, 4 * n), at(invFact2, 4 * n + 1));
    cl = lo();
  }
  reg[1] = ch;
  reg[2] = cl;
  return mul2(sh, sl, rh, rl);
}
function trig(x, which) {
  let rh = x;
  let rl = 0;
  quadrant = 0;
  reg[3] = 0;
  if (Math.abs(x) > Math.PI / 4) {
    if (Math.abs(x) > REDUCE_LIMIT) return Number.NaN;
    rh = reduce2(x);
    rl = lo();
  }
  const sh = sinCosCore(rh, rl);
  const sl = lo();
  const ch = reg[1];
  const cl = reg[2];
  const rel = 2 ** -70 + reg[3] / Math.abs(rh);
  let h;
  let l;
  if (which === 2) {
    h = quadrant & 1 ? -div2(ch, cl, sh, sl) : div2(sh, sl, ch, cl);
    l = quadrant & 1 ? -lo() : lo();
  } else {
    const useSin = which === 0 === ((quadrant & 1) === 0);
    const negate = which === 0 ? quadrant >= 2 : quadrant === 1 || quadrant === 2;
    h = useSin ? sh : ch;
    l = useSin ? sl : cl;
    if (negate) {
      h = -h;
      l = -l;
    }
  }
  return rounded(h, l, Math.abs(h) * rel * 2);
}
function sin2(x) {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) < TINY2) return x;
  const r = trig(x, 0);
  return Number.isNaN(r) ? sin(x) : r;
}
function cos2(x) {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) < TINY2) return 1;
  const r = trig(x, 1);
  return Number.isNaN(r) ? cos(x) : r;
}
function tan2(x) {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) < TINY2) return x;
  const r = trig(x, 2);
  return Number.isNaN(r) ? tan(x) : r;
}
function atanCore(th, tl) {
  const inv = th > 1;
  if (inv) {
    th = div2(1, 0, th, tl);
    tl = lo();
  }
  const j = Math.round(th * 16);
  const c = j / 16;
  let uh = add(th, tl, -c, 0);
  const ul = lo();
  const dh = mul2(th, tl, c, 0);
  uh = div2(uh, ul, add(dh, lo(), 1, 0), lo());
  const ul2 = lo();
  const zh = mul2(uh, ul2, uh, ul2);
  const zl = lo();
  let h = at(invOdd2, 16);
  for (let n = 7; n >= 2; n--) h = at(invOdd2, 2 * n) - zh * h;
  let l = 0;
  for (let n = 1; n >= 0; n--) {
    h = mul2(-h, -l, zh, zl);
    h = add(h, lo(), at(invOdd2, 2 * n), at(invOdd2, 2 * n + 1));
    l = lo();
  }
  h = mul2(h, l, uh, ul2);
  h = add(h, lo(), at(atanTable2, 2 * j), at(atanTable2, 2 * j + 1));
  l = lo();
  if (inv) {
    h = add(halfPiDD2[0], halfPiDD2[1], -h, -l);
    l = lo();
  }
  reg[0] = l;
  return h;
}
function atan3(x) {
  if (Number.isNaN(x)) return x;
  if (Math.abs(x) < TINY2) return x;
  const h = Math.sign(x) * atanCore(Math.abs(x), 0);
  const r = rounded(h, Math.sign(x) * lo(), Math.abs(h) * 2 ** -70);
  return Number.isNaN(r) ? atan(x) : r;
}
function asin2(x) {
  if (Number.isNaN(x) || Math.abs(x) > 1) return Number.NaN;
  if (Math.abs(x) < TINY2) return x;
  const a = Math.abs(x);
  let h;
  if (a === 1) {
    h = halfPiDD2[0];
    reg[0] = halfPiDD2[1];
  } else {
    const d = 1 - a;
    const dl = 1 - d - a;
    const s = 1 + a;
    const sl = a - (s - 1);
    let ph = mul2(d, dl, s, sl);
    ph = sqrt(ph, lo());
    ph = div2(a, 0, ph, lo());
    h = atanCore(ph, lo());
  }
  const r = rounded(h, lo(), h * 2 ** -70);
  if (Number.isNaN(r)) return asin(x);
  return x < 0 ? -r : r;
}
function acos2(x) {
  if (Number.isNaN(x) || Math.abs(x) > 1) return Number.NaN;
  if (x === 1) return 0;
  let h;
  let l;
  if (x === -1) {
    h = 2 * halfPiDD2[0];
    l = 2 * halfPiDD2[1];
  } else {
    const d = 1 - x;
    const dl = 1 - d - x;
    const s = 1 + x;
    const sl = x - (s - 1);
    let q = div2(d, dl, s, sl);
    q = sqrt(q, lo());
    h = 2 * atanCore(q, lo());
    l = 2 * lo();
  }
  const r = rounded(h, l, h * 2 ** -70);
  return Number.isNaN(r) ? acos(x) : r;
}
function atan22(y, x) {
  if (Number.isNaN(x) || Number.isNaN(y) || !Number.isFinite(x) || !Number.isFinite(y))
    return Math.atan2(y, x);
  if (y === 0 || x === 0) return Math.atan2(y, x);
  const ay = Math.abs(y);
  const ax = Math.abs(x);
  const swap = ay > ax;
  if (!swap && x > 0 && ay / ax < 2 ** -60) return y / x;
  let h = div2(swap ? ax : ay, 0, swap ? ay : ax, 0);
  h = atanCore(h, lo());
  let l = lo();
  if (swap) {
    h = add(halfPiDD2[0], halfPiDD2[1], -h, -l);
    l = lo();
  }
  if (x < 0) {
    h = add(2 * halfPiDD2[0], 2 * halfPiDD2[1], -h, -l);
    l = lo();
  }
  const r = rounded(h, l, h * 2 ** -70);
  if (Number.isNaN(r)) return atan2(y, x);
  return y < 0 ? -r : r;
}
function hypot2(x, y) {
  let a = Math.abs(x);
  let b = Math.abs(y);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return Math.hypot(x, y);
  if (a === 0 || b === 0) return a + b;
  const big = Math.max(a, b);
  const k = big > 2 ** 500 ? -600 : big < 2 ** -500 ? 600 : 0;
  a *= 2 ** k;
  b *= 2 ** k;
  const pa = a * a;
  const pb = b * b;
  let h = add(pa, prodErr(a, a, pa), pb, prodErr(b, b, pb));
  h = sqrt(h, lo());
  const r = rounded(h, lo(), h * 2 ** -90);
  if (Number.isNaN(r)) return hypot(x, y);
  return r * 2 ** -k;
}
function typeOf2(v) {
  if (v === null || v === void 0) return "null";
  switch (typeof v) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "function":
      return "function";
    default:
      return Array.isArray(v) ? "array" : "object";
  }
}
function unparseNumber(v) {
  return (0, import_chunk_4H5LTKKG.formatNumber)(v);
}
function checkBuiltin(name, args, types) {
  if (args.length === types.length && args.every((a, i) => typeOf2(a) === types[i])) return;
  throw new Error(
    `Builtin function ${name} expected (${types.join(", ")}) but got (${args.map(typeOf2).join(", ")})`
  );
}
function checkNumber(v) {
  if (Number.isNaN(v)) throw new Error("not a number");
  if (!Number.isFinite(v)) throw new Error("overflow");
  return v;
}
function toLong(d) {
  if (!Number.isFinite(d) || d >= 2 ** 63 || d < -(2 ** 63)) return -(2n ** 63n);
  return BigInt(Math.trunc(d));
}
function toLongNumber(d) {
  return Number(toLong(d));
}
var unary = (name, f) => (x) => {
  checkBuiltin(name, [x], ["number"]);
  return checkNumber(f(x));
};
var floor = unary("floor", Math.floor);
var ceil = unary("ceil", Math.ceil);
var sqrt2 = unary("sqrt", Math.sqrt);
var sin3 = unary("sin", sin2);
var cos3 = unary("cos", cos2);
var tan3 = unary("tan", tan2);
var asin3 = unary("asin", asin2);
var acos3 = unary("acos", acos2);
var atan4 = unary("atan", atan3);
var log3 = unary("log", log2);
var exp3 = unary("exp", exp2);
function cpow(x, n) {
  return x ** n;
}
function pow(x, n) {
  checkBuiltin("pow", [x, n], ["number", "number"]);
  return checkNumber(cpow(x, n));
}
function frexp(x) {
  if (x === 0 || !Number.isFinite(x)) return [x, 0];
  const sub = Math.abs(x) < 2 ** -1022 ? 54 : 0;
  const y = sub ? x * 2 ** 54 : x;
  let e = Math.floor(Math.log2(Math.abs(y))) + 1;
  let m = y / 2 ** (e - 1) / 2;
  if (Math.abs(m) < 0.5) {
    m *= 2;
    e--;
  } else if (Math.abs(m) >= 1) {
    m /= 2;
    e++;
  }
  return [m, e - sub];
}
function mantissa(x) {
  checkBuiltin("mantissa", [x], ["number"]);
  return checkNumber(frexp(x)[0]);
}
function exponent(x) {
  checkBuiltin("exponent", [x], ["number"]);
  return frexp(x)[1];
}
function modulo(a, b) {
  checkBuiltin("modulo", [a, b], ["number", "number"]);
  if (b === 0) throw new Error("division by zero.");
  return checkNumber(a % b);
}
function abs(n) {
  if (typeof n !== "number") throw new Error(`std.abs expected number, got ${typeOf2(n)}`);
  return n > 0 ? n : -n;
}
function sign(n) {
  if (typeof n !== "number") throw new Error(`std.sign expected number, got ${typeOf2(n)}`);
  return n > 0 ? 1 : n < 0 ? -1 : 0;
}
function max(a, b) {
  if (typeof a !== "number") throw new Error(`std.max first param expected number, got ${typeOf2(a)}`);
  if (typeof b !== "number") throw new Error(`std.max second param expected number, got ${typeOf2(b)}`);
  return a > b ? a : b;
}
function min(a, b) {
  if (typeof a !== "number") throw new Error(`std.min first param expected number, got ${typeOf2(a)}`);
  if (typeof b !== "number") throw new Error(`std.min second param expected number, got ${typeOf2(b)}`);
  return a < b ? a : b;
}
function less(a, b, op = "<") {
  return compare(a, b, op) < 0;
}
function compare(a, b, op) {
  const ta = typeOf2(a);
  const tb = typeOf2(b);
  if (ta !== tb) throw new Error(`binary operator ${op} requires matching types, got ${ta} and ${tb}.`);
  if (ta === "number") return a < b ? -1 : a > b ? 1 : 0;
  if (ta === "string") return compareCodepoints(a, b);
  if (ta === "array") {
    const x = a;
    const y = b;
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const tx = typeOf2(x[i]);
      const ty = typeOf2(y[i]);
      if (tx !== ty) throw new Error(`Comparison requires matching types. Got ${tx} and ${ty}`);
      if (tx === "function" || tx === "object" || tx === "boolean") {
        throw new Error(`Values of type ${tx} are not comparable.`);
      }
      const c = compare(x[i], y[i], op);
      if (c !== 0) return c;
    }
    return x.length < y.length ? -1 : x.length > y.length ? 1 : 0;
  }
  throw new Error(`binary operator ${op} does not operate on type ${ta}.`);
}
function compareCodepoints(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      const cx = a.codePointAt(i);
      const cy = b.codePointAt(i);
      const kx = x >= 55296 && x <= 57343 ? cx > 65535 ? cx : x : x;
      const ky = y >= 55296 && y <= 57343 ? cy > 65535 ? cy : y : y;
      return kx < ky ? -1 : 1;
    }
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}
function clamp(x, minVal, maxVal) {
  if (less(x, minVal)) return minVal;
  if (compare(x, maxVal, ">") > 0) return maxVal;
  return x;
}
function round(x) {
  return floor(numberArg("round", x) + 0.5);
}
var pi = Math.PI;
function num(x, op, left = true) {
  if (typeof x !== "number") {
    const [l, r] = left ? [typeOf2(x), "number"] : ["number", typeOf2(x)];
    throw new Error(`binary operator ${op} requires matching types, got ${l} and ${r}.`);
  }
  return x;
}
var deg2rad = (x) => checkNumber(num(x, "*") * pi / 180);
var rad2deg = (x) => checkNumber(num(x, "*") * 180 / pi);
var log22 = (x) => checkNumber(log3(x) / log3(2));
var log10 = (x) => checkNumber(log3(x) / log3(10));
function atan23(y, x) {
  checkBuiltin("atan2", [y, x], ["number", "number"]);
  return checkNumber(atan22(y, x));
}
function hypot3(a, b) {
  checkBuiltin("hypot", [a, b], ["number", "number"]);
  return checkNumber(hypot2(a, b));
}
function numberArg(fn, x) {
  checkBuiltin(fn, [x], ["number"]);
  return x;
}
var isEven = (x) => modulo(round(numberArg("isEven", x)), 2) === 0;
var isOdd = (x) => modulo(round(numberArg("isOdd", x)), 2) !== 0;
var isInteger = (x) => round(numberArg("isInteger", x)) === x;
var isDecimal = (x) => round(numberArg("isDecimal", x)) !== x;
var numberStd = {
  abs: { params: ["n"], fn: abs },
  sign: { params: ["n"], fn: sign },
  max: { params: ["a", "b"], fn: max },
  min: { params: ["a", "b"], fn: min },
  clamp: { params: ["x", "minVal", "maxVal"], fn: clamp },
  pow: { params: ["x", "n"], fn: pow },
  floor: { params: ["x"], fn: floor },
  ceil: { params: ["x"], fn: ceil },
  sqrt: { params: ["x"], fn: sqrt2 },
  sin: { params: ["x"], fn: sin3 },
  cos: { params: ["x"], fn: cos3 },
  tan: { params: ["x"], fn: tan3 },
  asin: { params: ["x"], fn: asin3 },
  acos: { params: ["x"], fn: acos3 },
  atan: { params: ["x"], fn: atan4 },
  log: { params: ["x"], fn: log3 },
  exp: { params: ["x"], fn: exp3 },
  mantissa: { params: ["x"], fn: mantissa },
  exponent: { params: ["x"], fn: exponent },
  modulo: { params: ["x", "y"], fn: modulo },
  round: { params: ["x"], fn: round },
  atan2: { params: ["y", "x"], fn: atan23 },
  hypot: { params: ["x", "y"], fn: hypot3 },
  deg2rad: { params: ["x"], fn: deg2rad },
  rad2deg: { params: ["x"], fn: rad2deg },
  log2: { params: ["x"], fn: log22 },
  log10: { params: ["x"], fn: log10 },
  isEven: { params: ["x"], fn: isEven },
  isOdd: { params: ["x"], fn: isOdd },
  isInteger: { params: ["x"], fn: isInteger },
  isDecimal: { params: ["x"], fn: isDecimal }
};
var SURROGATE2 = /[\uD800-\uDFFF]/;
function codepoints(s) {
  return SURROGATE2.test(s) ? Array.from(s) : s.split("");
}
function cpLength(s) {
  if (!SURROGATE2.test(s)) return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 55296 && c <= 56319 && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) i++;
    }
    n++;
  }
  return n;
}
function cpSlice(s, from, to) {
  if (!SURROGATE2.test(s)) return s.slice(from, to);
  return Array.from(s).slice(from, to).join("");
}
function length(x) {
  if (typeof x === "string") return cpLength(x);
  if (Array.isArray(x)) return x.length;
  if (typeof x === "function") return x.length;
  if (x !== null && typeof x === "object") return Object.keys(x).length;
  throw new Error(`length operates on strings, objects, and arrays, got ${typeOf2(x)}`);
}
function equals(a, b) {
  const ta = typeOf2(a);
  if (ta !== typeOf2(b)) return false;
  if (ta === "function") throw new Error("cannot test equality of functions");
  if (ta === "array") {
    const x = a;
    const y = b;
    return x.length === y.length && x.every((v, i) => equals(v, y[i]));
  }
  if (ta === "object") {
    const x = a;
    const y = b;
    const kx = Object.keys(x);
    if (kx.length !== Object.keys(y).length) return false;
    return kx.every((k) => Object.hasOwn(y, k) && equals(x[k], y[k]));
  }
  return a === b || a == null && b == null;
}
function codepoint(str) {
  checkBuiltin("codepoint", [str], ["string"]);
  const s = str;
  const n = cpLength(s);
  if (n !== 1) throw new Error(`codepoint takes a string of length 1, got length ${n}`);
  return s.codePointAt(0);
}
function char(n) {
  checkBuiltin("char", [n], ["number"]);
  const l = toLong(n);
  if (l < 0n) throw new Error(`codepoints must be >= 0, got ${l}`);
  if (l >= 0x110000n) throw new Error(`invalid unicode codepoint, got ${l}`);
  return String.fromCodePoint(Number(l));
}
function substr(str, from, len) {
  checkBuiltin("substr", [str, from, len], ["string", "number", "number"]);
  for (const [v, which] of [
    [from, "second"],
    [len, "third"]
  ]) {
    if (!Number.isInteger(v))
      throw new Error(`substr ${which} parameter should be an integer, got ${goFloat(v)}`);
  }
  const f = toLong(from);
  const l = toLong(len);
  if (f < 0n) throw new Error(`substr second parameter should be greater than zero, got ${f}`);
  if (l < 0n) throw new Error(`substr third parameter should be greater than zero, got ${l}`);
  const s = str;
  const size = cpLength(s);
  if (f > BigInt(size)) return "";
  const start = Number(f);
  const end = l + f > BigInt(size) ? size : Number(l + f);
  return cpSlice(s, start, end);
}
function goFloat(v) {
  return Number.isFinite(v) ? v.toFixed(6) : Number.isNaN(v) ? "NaN" : v > 0 ? "+Inf" : "-Inf";
}
function at2(x, i) {
  if (typeof x === "string") return codepoints(x)[i];
  return x[i];
}
function startsWith(a, b) {
  checkBuiltin("startsWith", [a, b], ["string", "string"]);
  return a.startsWith(b);
}
function endsWith(a, b) {
  checkBuiltin("endsWith", [a, b], ["string", "string"]);
  return a.endsWith(b);
}
var notStringMember = (fn, type) => `${fn}: only a string can be a member of a string, got ${type}`;
function member(arr, x, fn = "std.member", which = "first") {
  if (Array.isArray(arr)) return arr.some((v) => equals(v, x));
  if (typeof arr === "string") {
    if (typeof x !== "string") throw new Error(notStringMember(fn, typeOf2(x)));
    return findSubstr(x, arr).length > 0;
  }
  throw new Error(`${fn} ${which} argument must be an array or a string`);
}
function stripper(fn, str, chars, left, right) {
  if (typeof str === "string" && typeof chars === "string") {
    const cs = codepoints(str);
    const set = new Set(codepoints(chars));
    let i = 0;
    let j = cs.length;
    if (right) while (j > 0 && set.has(cs[j - 1])) j--;
    if (left) while (i < j && set.has(cs[i])) i++;
    return i === 0 && j === cs.length ? str : cs.slice(i, j).join("");
  }
  let s = str;
  if (right) {
    while (length(s) > 0 && member(chars, at2(s, length(s) - 1), fn, "second"))
      s = sliceOf(s, 0, length(s) - 1);
  }
  if (left) {
    while (length(s) > 0 && member(chars, at2(s, 0), fn, "second")) s = sliceOf(s, 1, length(s));
  }
  return s;
}
function sliceOf(x, from, to) {
  if (typeof x === "string") return cpSlice(x, from, to);
  if (Array.isArray(x)) return x.slice(from, to);
  throw new Error(`Can only slice arrays and strings, got ${typeOf2(x)}`);
}
var lstripChars = (str, chars) => stripper("std.lstripChars", str, chars, true, false);
var rstripChars = (str, chars) => stripper("std.rstripChars", str, chars, false, true);
var stripChars = (str, chars) => stripper("std.stripChars", str, chars, true, true);
function trim(str) {
  checkBuiltin("trim", [str], ["string"]);
  return stripChars(str, " 	\n\f\r\x85\xA0");
}
function stringChars(str) {
  const n = length(str);
  if (typeof str === "string") return codepoints(str);
  if (Array.isArray(str)) return str.slice();
  return Array.from({ length: n }, () => {
    throw new Error("Object index must be string, got number");
  });
}
function checkSplitArgs(name, str, c, maxsplits) {
  const pre = name === "split" ? "std.split" : `str.${name}`;
  if (typeof str !== "string") throw new Error(`${pre} first parameter must be a String, got ${typeOf2(str)}`);
  if (typeof c !== "string") throw new Error(`${pre} second parameter must be a String, got ${typeOf2(c)}`);
  const lc = cpLength(c);
  if (lc < 1) throw new Error(`std.${name} second parameter must have length 1 or greater, got ${lc}`);
  if (maxsplits !== void 0 && typeof maxsplits !== "number") {
    throw new Error(`${pre} third parameter must be a Number, got ${typeOf2(maxsplits)}`);
  }
}
function split(str, c) {
  checkSplitArgs("split", str, c);
  return str.split(c);
}
function splitLimit(str, c, maxsplits) {
  checkBuiltin("splitLimit", [str, c, maxsplits], ["string", "string", "number"]);
  const s = str;
  const sep = c;
  const limit = toLongNumber(maxsplits);
  const unlimited = limit < 0;
  if (sep === "") {
    if (unlimited) throw new Error("std.splitLimit with an empty separator and no limit never ends");
    return s === "" ? [""] : [...Array(limit).fill(""), s];
  }
  if (unlimited) return s.split(sep);
  const out = [];
  let start = 0;
  while (out.length < limit) {
    const i = s.indexOf(sep, start);
    if (i < 0) break;
    out.push(s.slice(start, i));
    start = i + sep.length;
  }
  out.push(s.slice(start));
  return out;
}
var reverseCps = (s) => codepoints(s).reverse().join("");
function splitLimitR(str, c, maxsplits) {
  checkSplitArgs("splitLimitR", str, c, maxsplits);
  if (maxsplits === -1) return splitLimit(str, c, -1);
  return splitLimit(reverseCps(str), reverseCps(c), maxsplits).reverse().map(reverseCps);
}
function strReplace(str, from, to) {
  checkBuiltin("strReplace", [str, from, to], ["string", "string", "string"]);
  if (from === "") throw new Error("'from' string must not be zero length.");
  return str.split(from).join(to);
}
function asciiUpper(str) {
  checkBuiltin("asciiUpper", [str], ["string"]);
  return str.replace(/[a-z]+/g, (m) => m.toUpperCase());
}
function asciiLower(str) {
  checkBuiltin("asciiLower", [str], ["string"]);
  return str.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}
function equalsIgnoreCase(a, b) {
  checkBuiltin("equalsIgnoreCase", [a, b], ["string", "string"]);
  return asciiLower(a) === asciiLower(b);
}
function findSubstr(pat, str) {
  if (typeof pat !== "string")
    throw new Error(`findSubstr first parameter should be a string, got ${typeOf2(pat)}`);
  if (typeof str !== "string")
    throw new Error(`findSubstr second parameter should be a string, got ${typeOf2(str)}`);
  const out = [];
  if (pat === "" || str === "" || pat.length > str.length) return out;
  if (!SURROGATE2.test(str)) {
    for (let i = str.indexOf(pat); i >= 0; i = str.indexOf(pat, i + 1)) out.push(i);
    return out;
  }
  const s = Array.from(str);
  const p = Array.from(pat);
  for (let i = 0; i + p.length <= s.length; i++) {
    let ok = true;
    for (let k = 0; k < p.length && ok; k++) ok = s[i + k] === p[k];
    if (ok) out.push(i);
  }
  return out;
}
var isEmpty = (str) => length(str) === 0;
function join(sep, arr) {
  if (typeof sep !== "string" && !Array.isArray(sep)) {
    throw new Error(`join first parameter should be string or array, got ${typeOf2(sep)}`);
  }
  if (!Array.isArray(arr)) throw new Error(`join second parameter should be array, got ${typeOf2(arr)}`);
  const want = typeof sep === "string" ? "string" : "array";
  for (let i = 0; i < arr.length; i++) {
    const e = arr[i];
    if (e !== null && typeOf2(e) !== want) throw new Error(`expected ${want} but arr[${i}] was ${typeOf2(e)}`);
  }
  const parts = arr.filter((e) => e !== null);
  if (typeof sep === "string") return parts.join(sep);
  const out = [];
  parts.forEach((p, i) => {
    if (i > 0) out.push(...sep);
    out.push(...p);
  });
  return out;
}
function lines(arr) {
  if (typeof arr === "string") throw new Error("join second parameter should be array, got string");
  if (!Array.isArray(arr)) {
    throw new Error(`binary operator + requires matching types, got ${typeOf2(arr)} and array.`);
  }
  return join("\n", [...arr, ""]);
}
function repeat(what, count2) {
  if (typeof what !== "string" && !Array.isArray(what)) {
    throw new Error("std.repeat first argument must be an array or a string");
  }
  if (typeof count2 !== "number") {
    throw new Error(
      `Builtin function makeArray expected (number, function) but got (${typeOf2(count2)}, function)`
    );
  }
  const n = toLong(count2);
  if (n < 0n) throw new Error(`makeArray requires size >= 0, got ${n}`);
  if (typeof what === "string") return what.repeat(Number(n));
  const out = [];
  for (let i = 0; i < Number(n); i++) out.push(...what);
  return out;
}
function stdToString(v) {
  return typeof v === "string" ? v : manifestOneLine(v);
}
function manifestOneLine(v) {
  switch (typeOf2(v)) {
    case "null":
      return "null";
    case "boolean":
      return v ? "true" : "false";
    case "number":
      return unparseNumber(v);
    case "string":
      return (0, import_chunk_4H5LTKKG.quoteJson)(v);
    case "function":
      throw new Error("couldn't manifest function as JSON");
    case "array": {
      const a = v;
      return a.length === 0 ? "[ ]" : `[${a.map(manifestOneLine).join(", ")}]`;
    }
    default: {
      const o = v;
      const keys = Object.keys(o).sort(compareKeys);
      if (keys.length === 0) return "{ }";
      return `{${keys.map((k) => `${(0, import_chunk_4H5LTKKG.quoteJson)(k)}: ${manifestOneLine(o[k])}`).join(", ")}}`;
    }
  }
}
var compareKeys = (a, b) => compare(a, b, "<");
function parseNat(str, base) {
  let acc = 0;
  for (const ch of codepoints(str)) {
    const code = ch.codePointAt(0);
    const digit = code >= 97 ? code - 97 + 10 : code >= 65 ? code - 65 + 10 : code - 48;
    if (!(digit >= 0 && digit < base)) throw new Error(`${str} is not a base ${base} integer`);
    acc = base * acc + digit;
  }
  return acc;
}
function stdParseInt(str) {
  if (typeof str !== "string") throw new Error(`Expected string, got ${typeOf2(str)}`);
  if (str === "" || str === "-") throw new Error(`Not an integer: "${str}"`);
  return str[0] === "-" ? -parseNat(str.slice(1), 10) : parseNat(str, 10);
}
function parseOctal(str) {
  if (typeof str !== "string") throw new Error(`Expected string, got ${typeOf2(str)}`);
  if (str === "") throw new Error('Not an octal number: ""');
  return parseNat(str, 8);
}
function parseHex(str) {
  if (typeof str !== "string") throw new Error(`Expected string, got ${typeOf2(str)}`);
  if (str === "") throw new Error('Not hexadecimal: ""');
  return parseNat(str, 16);
}
var stringFns = {
  length: { params: ["x"], fn: length },
  codepoint: { params: ["str"], fn: codepoint },
  char: { params: ["n"], fn: char },
  substr: { params: ["str", "from", "len"], fn: substr },
  startsWith: { params: ["a", "b"], fn: startsWith },
  endsWith: { params: ["a", "b"], fn: endsWith },
  stringChars: { params: ["str"], fn: stringChars },
  strReplace: { params: ["str", "from", "to"], fn: strReplace },
  split: { params: ["str", "c"], fn: split },
  splitLimit: { params: ["str", "c", "maxsplits"], fn: splitLimit },
  splitLimitR: { params: ["str", "c", "maxsplits"], fn: splitLimitR },
  stripChars: { params: ["str", "chars"], fn: stripChars },
  lstripChars: { params: ["str", "chars"], fn: lstripChars },
  rstripChars: { params: ["str", "chars"], fn: rstripChars },
  trim: { params: ["str"], fn: trim },
  asciiUpper: { params: ["str"], fn: asciiUpper },
  asciiLower: { params: ["str"], fn: asciiLower },
  equalsIgnoreCase: { params: ["str1", "str2"], fn: equalsIgnoreCase },
  findSubstr: { params: ["pat", "str"], fn: findSubstr },
  isEmpty: { params: ["str"], fn: isEmpty },
  join: { params: ["sep", "arr"], fn: join },
  lines: { params: ["arr"], fn: lines },
  repeat: { params: ["what", "count"], fn: repeat },
  member: { params: ["arr", "x"], fn: member },
  toString: { params: ["a"], fn: stdToString },
  parseInt: { params: ["str"], fn: stdParseInt },
  parseOctal: { params: ["str"], fn: parseOctal },
  parseHex: { params: ["str"], fn: parseHex }
};
function lazyItems(v) {
  return typeof v === "string" ? codePoints(v).map((c) => Thunk.of(c)) : v;
}
function lazyCall(interp, fn, args, loc) {
  return new Thunk(() => interp.call(fn, args, null, null, loc));
}
function sum(interp, xs, loc) {
  let acc = 0;
  for (const t of xs) acc = interp.plus(acc, force(interp, t, loc), loc);
  return acc;
}
function needFn(interp, loc, f, what) {
  if (!(f instanceof Func)) fail(interp, loc, `${what} must be function, got ${typeOf(f)}`);
  return f;
}
function keyed(interp, keyF, loc) {
  if (keyF === null) return (v) => v;
  const f = needFn(interp, loc, keyF, "keyF");
  return (v) => interp.apply(f, [v], loc);
}
function strictArray(interp, fn, v, loc) {
  if (!Array.isArray(v)) fail(interp, loc, `${fn} expected array, got ${typeOf(v)}`);
  return v;
}
function building(interp, loc, fn, i) {
  interp.tick();
  if ((i & 65535) === 65535) {
    const heap = (0, import_chunk_75QCMCYK.__require)("node:v8").getHeapStatistics();
    if (heap.used_heap_size > 0.7 * heap.heap_size_limit)
      fail(interp, loc, `${fn}: out of memory after ${i + 1} elements`);
  }
}
var MAX_ARRAY = 2 ** 27;
var MAX_STRING = import_node_buffer.constants.MAX_STRING_LENGTH;
function tooLong(interp, loc, fn, n) {
  return fail(interp, loc, `${fn}: out of memory: ${n} elements (an array holds at most ${MAX_ARRAY})`);
}
function integer(interp, loc, n) {
  if (!Number.isInteger(n)) fail(interp, loc, `Expected an integer, but got ${goNumber(n)}`);
  return n;
}
function count(interp, loc, fn, n) {
  integer(interp, loc, n);
  if (n < 0) fail(interp, loc, `makeArray requires size >= 0, got ${n}`);
  if (n > MAX_ARRAY) tooLong(interp, loc, fn, n);
  return n;
}
function goNumber(v) {
  if (!Number.isFinite(v)) return Number.isNaN(v) ? "NaN" : v > 0 ? "+Inf" : "-Inf";
  const [m = "", e = "0"] = v.toExponential().split("e");
  const exp4 = Number(e);
  if (exp4 >= -4 && exp4 < 6) return String(v);
  return `${m}e${exp4 < 0 ? "-" : "+"}${Math.abs(exp4) < 10 ? "0" : ""}${Math.abs(exp4)}`;
}
function arrayFunctions() {
  return {
    makeArray: {
      params: ["sz", "func"],
      fn: (interp, args, loc) => {
        expectType(interp, loc, "makeArray", args, ["number", "function"]);
        const n = count(interp, loc, "std.makeArray", args[0]);
        const f = args[1];
        if (f.paramNames.length !== 1)
          fail(interp, loc, `makeArray function must take 1 param, got: ${f.paramNames.length}`);
        const out = [];
        for (let i = 0; i < n; i++) {
          building(interp, loc, "std.makeArray", i);
          out.push(lazyCall(interp, f, [Thunk.of(i)], loc));
        }
        return out;
      }
    },
    range: {
      params: ["from", "to"],
      fn: (interp, args, loc) => {
        expectType(interp, loc, "range", args, ["number", "number"]);
        const from = integer(interp, loc, args[0]);
        const to = integer(interp, loc, args[1]);
        if (to - from + 1 > MAX_ARRAY) tooLong(interp, loc, "std.range", to - from + 1);
        const out = [];
        for (let i = from; i <= to; i++) {
          building(interp, loc, "std.range", i - from);
          out.push(Thunk.of(i));
        }
        return out;
      }
    },
    repeat: {
      params: ["what", "count"],
      fn: (interp, [what, times], loc) => {
        if (typeof times !== "number") fail(interp, loc, `makeArray requires number, got ${typeOf(times)}`);
        if (typeof what !== "string" && !Array.isArray(what))
          fail(interp, loc, "std.repeat first argument must be an array or a string");
        const n = count(interp, loc, "std.repeat", times);
        if (typeof what === "string") {
          if (what.length * n > MAX_STRING)
            fail(
              interp,
              loc,
              `std.repeat: out of memory: ${what.length * n} characters (a string holds at most ${MAX_STRING})`
            );
          return what.repeat(n);
        }
        const xs = what;
        if (xs.length * n > MAX_ARRAY) tooLong(interp, loc, "std.repeat", xs.length * n);
        const out = [];
        for (let i = 0; i < n; i++) {
          building(interp, loc, "std.repeat", i * xs.length);
          for (const t of xs) out.push(t);
        }
        return out;
      }
    },
    map: {
      params: ["func", "arr"],
      fn: (interp, [func, arr], loc) => {
        const f = needFn(interp, loc, func, "std.map first param");
        if (!Array.isArray(arr) && typeof arr !== "string")
          fail(interp, loc, `std.map second param must be array / string, got ${typeOf(arr)}`);
        return lazyItems(arr).map((t) => lazyCall(interp, f, [t], loc));
      }
    },
    mapWithIndex: {
      params: ["func", "arr"],
      fn: (interp, [func, arr], loc) => {
        const f = needFn(interp, loc, func, "std.mapWithIndex first param");
        if (!Array.isArray(arr) && typeof arr !== "string")
          fail(interp, loc, `std.mapWithIndex second param must be array, got ${typeOf(arr)}`);
        return lazyItems(arr).map((t, i) => lazyCall(interp, f, [Thunk.of(i), t], loc));
      }
    },
    flatMap: {
      params: ["func", "arr"],
      fn: (interp, [func, arr], loc) => {
        const f = needFn(interp, loc, func, "std.flatMap first param");
        if (Array.isArray(arr)) {
          const out = [];
          for (const t of arr) {
            const r = interp.call(f, [t], null, null, loc);
            if (r === null) continue;
            if (!Array.isArray(r))
              fail(interp, loc, `binary operator + requires matching types, got array and ${typeOf(r)}.`);
            for (const x of r) out.push(x);
          }
          return out;
        }
        if (typeof arr === "string") {
          let out = "";
          for (const c of codePoints(arr)) {
            const r = interp.apply(f, [c], loc);
            if (r === null) continue;
            if (typeof r !== "string") fail(interp, loc, `expected string but arr[0] was ${typeOf(r)}`);
            out += r;
          }
          return out;
        }
        return fail(interp, loc, `std.flatMap second param must be array / string, got ${typeOf(arr)}`);
      }
    },
    filter: {
      params: ["func", "arr"],
      fn: (interp, args, loc) => {
        expectType(interp, loc, "filter", args, ["function", "array"]);
        const f = args[0];
        if (f.paramNames.length !== 1) fail(interp, loc, "filter function takes 1 parameter.");
        const out = [];
        for (const t of args[1]) {
          const keep = interp.call(f, [t], null, null, loc);
          if (typeof keep !== "boolean")
            fail(interp, loc, `filter function must return boolean, got: ${typeOf(keep)}`);
          if (keep) out.push(t);
        }
        return out;
      }
    },
    filterMap: {
      params: ["filter_func", "map_func", "arr"],
      fn: (interp, [ff, mf, arr], loc) => {
        const f = needFn(interp, loc, ff, "std.filterMap first param");
        const m = needFn(interp, loc, mf, "std.filterMap second param");
        if (!Array.isArray(arr))
          fail(interp, loc, `std.filterMap third param must be array, got ${typeOf(arr)}`);
        const out = [];
        for (const t of arr) {
          const keep = interp.call(f, [t], null, null, loc);
          if (typeof keep !== "boolean")
            fail(interp, loc, `filter function must return boolean, got: ${typeOf(keep)}`);
          if (keep) out.push(lazyCall(interp, m, [t], loc));
        }
        return out;
      }
    },
    foldl: {
      params: ["func", "arr", "init"],
      fn: (interp, [func, arr, init], loc) => {
        const f = needFn(interp, loc, func, "foldl first param");
        let acc = init;
        for (const t of lazyItems(strictIndexable(interp, "foldl", arr, loc)))
          acc = interp.call(f, [Thunk.of(acc), t], null, null, loc);
        return acc;
      }
    },
    foldr: {
      params: ["func", "arr", "init"],
      fn: (interp, [func, arr, init], loc) => {
        const f = needFn(interp, loc, func, "foldr first param");
        let acc = init;
        const xs = lazyItems(strictIndexable(interp, "foldr", arr, loc));
        for (let i = xs.length - 1; i >= 0; i--)
          acc = interp.call(f, [xs[i], Thunk.of(acc)], null, null, loc);
        return acc;
      }
    },
    member: {
      params: ["arr", "x"],
      fn: (interp, [arr, x], loc) => {
        if (Array.isArray(arr)) return arr.some((t) => interp.equals(force(interp, t, loc), x, loc));
        if (typeof arr === "string") {
          if (typeof x !== "string") fail(interp, loc, notStringMember("std.member", typeOf(x)));
          return x.length > 0 && arr.includes(x);
        }
        return fail(interp, loc, "std.member first argument must be an array or a string");
      }
    },
    count: {
      params: ["arr", "x"],
      fn: (interp, [arr, x], loc) => {
        expectType(interp, loc, "count", [arr, x], ["array", "any"]);
        let n = 0;
        for (const t of arr) if (interp.equals(force(interp, t, loc), x, loc)) n++;
        return n;
      }
    },
    find: {
      params: ["value", "arr"],
      fn: (interp, [value, arr], loc) => {
        if (!Array.isArray(arr))
          fail(interp, loc, `find second parameter should be an array, got ${typeOf(arr)}`);
        const out = [];
        arr.forEach((t, i) => {
          if (interp.equals(force(interp, t, loc), value, loc)) out.push(Thunk.of(i));
        });
        return out;
      }
    },
    join: {
      params: ["sep", "arr"],
      fn: (interp, [sep, arr], loc) => {
        if (!Array.isArray(arr))
          fail(interp, loc, `join second parameter should be an array, got ${typeOf(arr)}`);
        const xs = arr;
        if (typeof sep === "string") {
          const parts = [];
          for (let i = 0; i < xs.length; i++) {
            const v = force(interp, xs[i], loc);
            if (v === null) continue;
            if (typeof v !== "string") fail(interp, loc, `expected string but arr[${i}] was ${typeOf(v)}`);
            parts.push(v);
          }
          return parts.join(sep);
        }
        if (Array.isArray(sep)) {
          const out = [];
          let first = true;
          for (let i = 0; i < xs.length; i++) {
            const v = force(interp, xs[i], loc);
            if (v === null) continue;
            if (!Array.isArray(v)) fail(interp, loc, `expected array but arr[${i}] was ${typeOf(v)}`);
            if (!first) for (const t of sep) out.push(t);
            first = false;
            for (const t of v) out.push(t);
          }
          return out;
        }
        return fail(interp, loc, `join first parameter should be string or array, got ${typeOf(sep)}`);
      }
    },
    lines: {
      params: ["arr"],
      fn: (interp, [arr], loc) => {
        const xs = strictArray(interp, "lines", arr, loc);
        let out = "";
        xs.forEach((t, i) => {
          const v = force(interp, t, loc);
          if (v === null) return;
          if (typeof v !== "string") fail(interp, loc, `expected string but arr[${i}] was ${typeOf(v)}`);
          out += `${v}
`;
        });
        return out;
      }
    },
    deepJoin: {
      params: ["arr"],
      fn: (interp, [arr], loc) => {
        const parts = [];
        const walk = (v) => {
          if (typeof v === "string") parts.push(v);
          else if (Array.isArray(v)) for (const t of v) walk(force(interp, t, loc));
          else fail(interp, loc, `Expected string or array, got ${typeOf(v)}`);
        };
        walk(arr);
        return parts.join("");
      }
    },
    flattenArrays: {
      params: ["arrs"],
      fn: (interp, [arrs], loc) => {
        const out = [];
        for (const t of strictArray(interp, "flattenArrays", arrs, loc)) {
          const v = force(interp, t, loc);
          if (!Array.isArray(v))
            fail(interp, loc, `binary operator + requires matching types, got array and ${typeOf(v)}.`);
          for (const x of v) out.push(x);
        }
        return out;
      }
    },
    reverse: {
      params: ["arr"],
      fn: (interp, [arr], loc) => lazyItems(strictIndexable(interp, "reverse", arr, loc)).slice().reverse()
    },
    all: {
      params: ["arr"],
      fn: (interp, [arr], loc) => {
        if (!Array.isArray(arr)) fail(interp, loc, `all() parameter should be an array, got ${typeOf(arr)}`);
        for (const t of arr) {
          const e = force(interp, t, loc);
          if (typeof e !== "boolean")
            fail(interp, loc, "too many args, function has 2 parameter(s)");
          if (!e) return false;
        }
        return true;
      }
    },
    any: {
      params: ["arr"],
      fn: (interp, [arr], loc) => {
        if (!Array.isArray(arr)) fail(interp, loc, `any() parameter should be an array, got ${typeOf(arr)}`);
        for (const t of arr) {
          const e = force(interp, t, loc);
          if (typeof e !== "boolean")
            fail(interp, loc, "too many args, function has 2 parameter(s)");
          if (e) return true;
        }
        return false;
      }
    },
    sum: {
      params: ["arr"],
      fn: (interp, [arr], loc) => sum(interp, strictArray(interp, "sum", arr, loc), loc)
    },
    avg: {
      params: ["arr"],
      fn: (interp, [arr], loc) => {
        const xs = strictArray(interp, "avg", arr, loc);
        if (xs.length === 0) fail(interp, loc, "Cannot calculate average of an empty array.");
        const total = sum(interp, xs, loc);
        if (typeof total !== "number")
          fail(interp, loc, `binary operator / requires matching types, got ${typeOf(total)} and number.`);
        return total / xs.length;
      }
    },
    slice: {
      params: ["indexable", "index", "end", "step"],
      fn: (interp, [x, start, end, step], loc) => interp.sliceValue(x, start, end, step, loc)
    },
    sort: {
      params: ["arr", "keyF"],
      defaults: { keyF: null },
      fn: (interp, [arr, keyF], loc) => sortLazy(interp, strictIndexable(interp, "sort", arr, loc), keyF, loc)
    },
    uniq: {
      params: ["arr", "keyF"],
      defaults: { keyF: null },
      fn: (interp, [arr, keyF], loc) => uniq(interp, lazyItems(strictIndexable(interp, "uniq", arr, loc)), keyF, loc)
    },
    set: {
      params: ["arr", "keyF"],
      defaults: { keyF: null },
      fn: (interp, [arr, keyF], loc) => uniq(interp, sortLazy(interp, strictIndexable(interp, "set", arr, loc), keyF, loc), keyF, loc)
    },
    setMember: {
      params: ["x", "arr", "keyF"],
      defaults: { keyF: null },
      fn: (interp, [x, arr, keyF], loc) => {
        const key = keyed(interp, keyF, loc);
        const xs = lazyItems(strictIndexable(interp, "setMember", arr, loc));
        const k = key(x);
        let lo2 = 0;
        let hi = xs.length - 1;
        while (lo2 <= hi) {
          const mid = lo2 + hi >> 1;
          const c = interp.compare(key(force(interp, xs[mid], loc)), k, loc);
          if (c === 0) return true;
          if (c < 0) lo2 = mid + 1;
          else hi = mid - 1;
        }
        return false;
      }
    },
    setUnion: setOp("union"),
    setInter: setOp("inter"),
    setDiff: setOp("diff"),
    minArray: minMax("minArray", -1),
    maxArray: minMax("maxArray", 1),
    remove: {
      params: ["arr", "elem"],
      fn: (interp, [arr, elem], loc) => {
        const xs = strictArray(interp, "remove", arr, loc);
        const i = xs.findIndex((t) => interp.equals(force(interp, t, loc), elem, loc));
        return i < 0 ? xs : [...xs.slice(0, i), ...xs.slice(i + 1)];
      }
    },
    removeAt: {
      params: ["arr", "i"],
      fn: (interp, [arr, at3], loc) => strictArray(interp, "removeAt", arr, loc).filter((_, i) => i !== at3)
    },
    contains: {
      params: ["arr", "elem"],
      fn: (interp, [arr, elem], loc) => strictArray(interp, "contains", arr, loc).some(
        (t) => interp.equals(force(interp, t, loc), elem, loc)
      )
    },
    flattenDeepArray: {
      params: ["value"],
      fn: (interp, [value], loc) => {
        const out = [];
        const walk = (v) => {
          if (Array.isArray(v)) for (const t of v) walk(force(interp, t, loc));
          else out.push(Thunk.of(v));
        };
        walk(value);
        return out;
      }
    }
  };
}
function strictIndexable(interp, fn, v, loc) {
  if (!Array.isArray(v) && typeof v !== "string") fail(interp, loc, `${fn} expected array, got ${typeOf(v)}`);
  return v;
}
function sortLazy(interp, arr, keyF, loc) {
  const xs = lazyItems(arr);
  const key = keyed(interp, keyF, loc);
  const keys = xs.map((t) => key(force(interp, t, loc)));
  const idx = xs.map((_, i) => i);
  idx.sort((a, b) => interp.compare(keys[a], keys[b], loc) || a - b);
  return idx.map((i) => xs[i]);
}
function uniq(interp, xs, keyF, loc) {
  const key = keyed(interp, keyF, loc);
  const out = [];
  let last;
  for (const t of xs) {
    const k = key(force(interp, t, loc));
    if (out.length > 0 && interp.equals(last, k, loc)) continue;
    out.push(t);
    last = k;
  }
  return out;
}
function setOp(kind) {
  return {
    params: ["a", "b", "keyF"],
    defaults: { keyF: null },
    fn: (interp, [a, b, keyF], loc) => {
      const name = `set${kind[0]?.toUpperCase()}${kind.slice(1)}`;
      const xs = lazyItems(strictIndexable(interp, name, a, loc));
      const ys = lazyItems(strictIndexable(interp, name, b, loc));
      const key = keyed(interp, keyF, loc);
      const out = [];
      let i = 0;
      let j = 0;
      while (i < xs.length && j < ys.length) {
        const ak = key(force(interp, xs[i], loc));
        const bk = key(force(interp, ys[j], loc));
        const c = interp.equals(ak, bk, loc) ? 0 : interp.compare(ak, bk, loc);
        if (c === 0) {
          if (kind !== "diff") out.push(xs[i]);
          i++;
          j++;
        } else if (c < 0) {
          if (kind !== "inter") out.push(xs[i]);
          i++;
        } else {
          if (kind === "union") out.push(ys[j]);
          j++;
        }
      }
      if (kind !== "inter") for (; i < xs.length; i++) out.push(xs[i]);
      if (kind === "union") for (; j < ys.length; j++) out.push(ys[j]);
      return out;
    }
  };
}
function minMax(name, sign2) {
  return {
    params: ["arr", "keyF", "onEmpty"],
    defaults: { keyF: null, onEmpty: null },
    fn: (interp, [arr, keyF, onEmpty], loc) => {
      const xs = strictArray(interp, name, arr, loc);
      if (xs.length === 0)
        return onEmpty === null ? fail(interp, loc, `Expected at least one element in array. Got none`) : onEmpty;
      const key = keyed(interp, keyF, loc);
      let best = force(interp, xs[0], loc);
      let bestKey = key(best);
      for (let i = 1; i < xs.length; i++) {
        const v = force(interp, xs[i], loc);
        const k = key(v);
        if (interp.compare(k, bestKey, loc) * sign2 > 0) {
          best = v;
          bestKey = k;
        }
      }
      return best;
    }
  };
}
var TRUNCATED = "Truncated format code.";
function parse(str) {
  const n = str.length;
  const out = [];
  let i = 0;
  for (; ; ) {
    const at3 = str.indexOf("%", i);
    if (at3 < 0) break;
    const cur = str.slice(i, at3);
    i = at3 + 1;
    if (i >= n) throw new Error(TRUNCATED);
    let mkey = null;
    if (str[i] === "(") {
      const close = str.indexOf(")", i + 1);
      if (close < 0) throw new Error(TRUNCATED);
      mkey = str.slice(i + 1, close);
      i = close + 1;
    }
    const cflags = { alt: false, zero: false, left: false, blank: false, plus: false };
    for (; ; ) {
      if (i >= n) throw new Error(TRUNCATED);
      const c2 = str[i];
      if (c2 === "#") cflags.alt = true;
      else if (c2 === "0") cflags.zero = true;
      else if (c2 === "-") cflags.left = true;
      else if (c2 === " ") cflags.blank = true;
      else if (c2 === "+") cflags.plus = true;
      else break;
      i++;
    }
    const width = () => {
      if (i < n && str[i] === "*") {
        i++;
        return "*";
      }
      let v = 0;
      for (; ; ) {
        if (i >= n) throw new Error(TRUNCATED);
        const d = str.charCodeAt(i) - 48;
        if (d < 0 || d > 9) return v;
        v = v * 10 + d;
        i++;
      }
    };
    const fw = width();
    if (i >= n) throw new Error(TRUNCATED);
    let prec = null;
    if (str[i] === ".") {
      i++;
      prec = width();
    }
    if (i >= n) throw new Error(TRUNCATED);
    if (str[i] === "h" || str[i] === "l" || str[i] === "L") i++;
    if (i >= n) throw new Error(TRUNCATED);
    const c = String.fromCodePoint(str.codePointAt(i));
    i += c.length;
    let ctype;
    let caps = false;
    switch (c) {
      case "d":
      case "i":
      case "u":
        ctype = "d";
        break;
      case "o":
      case "x":
      case "e":
      case "f":
      case "g":
      case "c":
      case "s":
      case "%":
        ctype = c;
        break;
      case "X":
      case "E":
      case "F":
      case "G":
        ctype = c.toLowerCase();
        caps = true;
        break;
      default:
        throw new Error(`Unrecognised conversion type: ${c}`);
    }
    out.push(cur, { mkey, cflags, fw, prec, ctype, caps });
  }
  out.push(str.slice(i));
  return out;
}
var cache = /* @__PURE__ */ new Map();
function parseCached(str) {
  let parts = cache.get(str);
  if (!parts) {
    parts = parse(str);
    if (cache.size >= 1e3) cache.clear();
    cache.set(str, parts);
  }
  return parts;
}
function minus(a, b) {
  if (typeof a !== "number")
    throw new Error(`binary operator - requires matching types, got ${typeOf2(a)} and number.`);
  return a - b;
}
function padding(w, s) {
  return w > 0 ? s.repeat(Math.ceil(w)) : "";
}
function digits(mag, radix, zeroPrefix) {
  if (mag === 0) return "0";
  let out = "";
  let n = mag;
  while (n !== 0) {
    out = unparseNumber(modulo(n, radix)) + out;
    n = floor(n / radix);
  }
  return zeroPrefix + out;
}
function renderInt(neg, mag, minChars, minDigits, blank, plus, radix, zeroPrefix) {
  const zp = minus(minChars, neg || blank || plus ? 1 : 0);
  const zp2 = max(zp, minDigits);
  const dec = digits(mag, radix, zeroPrefix);
  return (neg ? "-" : plus ? "+" : blank ? " " : "") + padding(zp2 - cpLength(dec), "0") + dec;
}
var LOWER = "0123456789abcdef";
var UPPER = "0123456789ABCDEF";
function renderHex(n, minChars, minDigits, blank, plus, zerox, caps) {
  const numerals = caps ? UPPER : LOWER;
  const mag = floor(n < 0 ? -n : n);
  let hex = "";
  if (mag === 0) hex = "0";
  else for (let m = mag; m !== 0; m = floor(m / 16)) hex = numerals[modulo(m, 16)] + hex;
  const neg = n < 0;
  const zp = minus(minChars, neg || blank || plus ? 1 : 0) - (zerox ? 2 : 0);
  const zp2 = max(zp, minDigits);
  const prefix = zerox ? caps ? "0X" : "0x" : "";
  return (neg ? "-" : plus ? "+" : blank ? " " : "") + prefix + padding(zp2 - hex.length, "0") + hex;
}
function stripTrailingZero(s) {
  let i = s.length - 1;
  while (i >= 0 && s[i] === "0") i--;
  return s.slice(0, i + 1);
}
function renderFloatDec(n, zeroPad, blank, plus, ensurePt, trailing, prec) {
  const nAbs = n < 0 ? -n : n;
  if (typeof prec !== "number") checkBuiltin("pow", [10, prec], ["number", "number"]);
  const p = prec;
  const denominator = checkNumber(cpow(10, p));
  const numerator = nAbs * denominator + 0.5;
  const whole = sign(nAbs) * floor(numerator / denominator);
  const frac = modulo(floor(numerator), denominator);
  const dotSize = p === 0 && !ensurePt ? 0 : 1;
  const zp = minus(zeroPad, p) - dotSize;
  const str = renderInt(n < 0, whole, zp, 0, blank, plus, 10, "");
  if (p === 0) return str + (ensurePt ? "." : "");
  if (!trailing && !(frac > 0)) return str;
  const fracStr = renderInt(false, frac, p, 0, false, false, 10, "");
  return `${str}.${trailing ? fracStr : stripTrailingZero(fracStr)}`;
}
var LOG10 = Math.log(10);
function renderFloatSci(n, zeroPad, blank, plus, ensurePt, trailing, caps, prec) {
  const exponent2 = n === 0 ? 0 : floor(log3(n < 0 ? -n : n) / LOG10);
  const suff = (caps ? "E" : "e") + renderInt(exponent2 < 0, exponent2 < 0 ? -exponent2 : exponent2, 3, 0, false, true, 10, "");
  const mantissa2 = exponent2 === -324 ? n * 10 / checkNumber(cpow(10, exponent2 + 1)) : n / checkNumber(cpow(10, exponent2));
  const zp2 = minus(zeroPad, suff.length);
  return renderFloatDec(mantissa2, zp2, blank, plus, ensurePt, trailing, prec) + suff;
}
function formatCode(val, code, fw, prec, at3, toStr) {
  const f = code.cflags;
  const fpprec = () => prec() ?? 6;
  const iprec = () => prec() ?? 0;
  const zp = () => f.zero && !f.left ? fw() : 0;
  const v = val();
  if (code.ctype === "s") return toStr(v);
  if (code.ctype === "c") {
    if (typeof v === "number") return char(v);
    if (typeof v === "string") {
      const l = cpLength(v);
      if (l === 1) return v;
      throw new Error(`%c expected 1-sized string got: ${l}`);
    }
    throw new Error(`%c expected number / string, got: ${typeOf2(v)}`);
  }
  if (typeof v !== "number") {
    throw new Error(
      `Format required number at ${typeof at3 === "number" ? unparseNumber(at3) : at3}, got ${typeOf2(v)}`
    );
  }
  const mag = v < 0 ? -v : v;
  switch (code.ctype) {
    case "d":
    case "o": {
      const z = zp();
      const radix = code.ctype === "d" ? 10 : 8;
      return renderInt(
        v <= -1,
        floor(mag),
        z,
        iprec(),
        f.blank,
        f.plus,
        radix,
        radix === 8 && f.alt ? "0" : ""
      );
    }
    case "x": {
      const z = zp();
      return renderHex(floor(v), z, iprec(), f.blank, f.plus, f.alt, code.caps);
    }
    case "f": {
      const p = fpprec();
      return renderFloatDec(v, zp(), f.blank, f.plus, f.alt, true, p);
    }
    case "e": {
      const p = fpprec();
      return renderFloatSci(v, zp(), f.blank, f.plus, f.alt, true, code.caps, p);
    }
    default: {
      const exponent2 = floor(log3(mag) / LOG10);
      if (exponent2 < -4) {
        const p2 = minus(fpprec(), 1);
        return renderFloatSci(v, zp(), f.blank, f.plus, f.alt, f.alt, code.caps, p2);
      }
      const p = fpprec();
      if (typeof p !== "number") {
        throw new Error(`binary operator >= requires matching types, got number and ${typeOf2(p)}.`);
      }
      if (exponent2 >= p) return renderFloatSci(v, zp(), f.blank, f.plus, f.alt, f.alt, code.caps, p - 1);
      const before = exponent2 + 1 > 1 ? exponent2 + 1 : 1;
      return renderFloatDec(v, zp(), f.blank, f.plus, f.alt, f.alt, p - before);
    }
  }
}
function pad(code, fw, s) {
  if (code.cflags.left) {
    const text2 = s();
    return text2 + padding(minus(fw(), cpLength(text2)), " ");
  }
  const w = fw();
  const text = s();
  return padding(minus(w, cpLength(text)), " ") + text;
}
var FormatValues = class _FormatValues {
  constructor(length2, get) {
    this.length = length2;
    this.get = get;
  }
  length;
  get;
  static of(arr) {
    return new _FormatValues(arr.length, (i) => arr[i]);
  }
};
function formatArray(parts, arr, toStr) {
  let out = "";
  let j = 0;
  const need = (k, more) => {
    if (k < arr.length) return arr.get(k);
    throw new Error(
      `Not enough values to format: ${arr.length}, expected ${more ? "more than" : "at least"} ${k}`
    );
  };
  for (const part of parts) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    const fwAt = j;
    if (part.fw === "*") j++;
    const precAt = j;
    if (part.prec === "*") j++;
    const j2 = j;
    const fw = () => part.fw === "*" ? need(fwAt, false) : part.fw;
    const prec = () => part.prec === "*" ? need(precAt, false) : part.prec;
    out += pad(
      part,
      fw,
      () => part.ctype === "%" ? "%" : formatCode(() => need(j2, true), part, fw, prec, j2, toStr)
    );
    if (part.ctype !== "%") j = j2 + 1;
  }
  if (j < arr.length) throw new Error(`Too many values to format: ${arr.length}, expected ${j}`);
  return out;
}
var FormatFields = class _FormatFields {
  constructor(has, get) {
    this.has = has;
    this.get = get;
  }
  has;
  get;
  static of(obj) {
    return new _FormatFields(
      (k) => Object.hasOwn(obj, k),
      (k) => obj[k]
    );
  }
};
function formatObject(parts, obj, toStr) {
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    const fw = () => {
      if (part.fw === "*") throw new Error("Cannot use * field width with object.");
      return part.fw;
    };
    const prec = () => {
      if (part.prec === "*") throw new Error("Cannot use * precision with object.");
      return part.prec;
    };
    const val = () => {
      if (part.mkey === null) throw new Error("Mapping keys required.");
      if (!obj.has(part.mkey)) throw new Error(`No such field: ${part.mkey}`);
      return obj.get(part.mkey);
    };
    out += pad(part, fw, () => {
      if (part.ctype === "%") return "%";
      return formatCode(val, part, fw, prec, part.mkey, toStr);
    });
  }
  return out;
}
function format(str, vals, toStr = stdToString) {
  if (typeof str !== "string") {
    throw new Error(`length operates on strings, objects, and arrays, got ${typeOf2(str)}`);
  }
  const parts = parseCached(str);
  if (vals instanceof FormatValues) return formatArray(parts, vals, toStr);
  if (Array.isArray(vals)) return formatArray(parts, FormatValues.of(vals), toStr);
  if (vals instanceof FormatFields) return formatObject(parts, vals, toStr);
  if (vals !== null && typeof vals === "object")
    return formatObject(parts, FormatFields.of(vals), toStr);
  return formatArray(parts, FormatValues.of([vals]), toStr);
}
function mod(a, b, toStr = stdToString) {
  if (typeof a === "number" && typeof b === "number") return modulo(a, b);
  if (typeof a === "string") return format(a, b, toStr);
  throw new Error(`Operator % cannot be used on types ${typeOf2(a)} and ${typeOf2(b)}.`);
}
var formatStd = {
  format: { params: ["str", "vals"], fn: format },
  mod: { params: ["a", "b"], fn: mod }
};
var yamlModule;
var yaml = () => yamlModule ??= (0, import_chunk_MWYW2KWW.require_dist)();
var TABLE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
var INV = new Map([...TABLE].map((c, i) => [c, i]));
function base64(input) {
  let bytes;
  if (typeof input === "string") bytes = codepoints(input).map((c) => c.codePointAt(0));
  else if (Array.isArray(input)) bytes = input;
  else throw new Error(`Unexpected type ${typeOf2(input)}, expected array`);
  if (!bytes.every((b2) => less(b2, 256) && Number.isInteger(b2) && b2 >= 0)) {
    throw new Error("Can only base64 encode strings / arrays of single bytes.");
  }
  const b = bytes.map((x) => Math.trunc(x));
  let out = "";
  for (let i = 0; i < b.length; i += 3) {
    const x = b[i];
    const y = b[i + 1] ?? 0;
    const z = b[i + 2] ?? 0;
    out += TABLE[(x & 252) >> 2];
    if (i + 1 >= b.length) {
      out += `${TABLE[(x & 3) << 4]}==`;
    } else if (i + 2 >= b.length) {
      out += `${TABLE[(x & 3) << 4 | (y & 240) >> 4]}${TABLE[(y & 15) << 2]}=`;
    } else {
      out += TABLE[(x & 3) << 4 | (y & 240) >> 4];
      out += TABLE[(y & 15) << 2 | (z & 192) >> 6];
      out += TABLE[z & 63];
    }
  }
  return out;
}
function base64DecodeBytes(str, fn = "base64DecodeBytes") {
  checkBuiltin(fn, [str], ["string"]);
  if (length(str) % 4 !== 0) throw new Error(format('Not a base64 encoded string "%s"', str));
  if (typeof str !== "string") throw new Error(`Unexpected type ${typeOf2(str)}, expected string`);
  const cs = codepoints(str);
  const inv = (c) => {
    const v = INV.get(c);
    if (v === void 0) throw new Error(`field does not exist: ${c}`);
    return v;
  };
  const out = [];
  for (let i = 0; i < cs.length; i += 4) {
    out.push(inv(cs[i]) << 2 | inv(cs[i + 1]) >> 4);
    if (cs[i + 2] !== "=") out.push((inv(cs[i + 1]) & 15) << 4 | inv(cs[i + 2]) >> 2);
    if (cs[i + 3] !== "=") out.push((inv(cs[i + 2]) & 3) << 6 | inv(cs[i + 3]));
  }
  return out;
}
function base64Decode(str) {
  return base64DecodeBytes(str, "base64Decode").map(char).join("");
}
function utf8(s) {
  const out = [];
  for (const ch of s) {
    const x = ch.codePointAt(0);
    if (x < 128) out.push(x);
    else if (x < 2048) out.push(192 | x >> 6, 128 | x & 63);
    else if (x < 65536) out.push(224 | x >> 12, 128 | x >> 6 & 63, 128 | x & 63);
    else out.push(240 | x >> 18, 128 | x >> 12 & 63, 128 | x >> 6 & 63, 128 | x & 63);
  }
  return out;
}
function encodeUTF8(str) {
  checkBuiltin("encodeUTF8", [str], ["string"]);
  return utf8(str);
}
var ERR = 65533;
function decodeBytes(b) {
  const cps = [];
  for (let i = 0; i < b.length; i++) {
    const c0 = b[i];
    const cont = () => (b[++i] & 192) === 128;
    let cp = ERR;
    if ((c0 & 128) === 0) cp = c0;
    else if ((c0 & 224) === 192) {
      if (i + 1 < b.length && cont()) cp = (c0 & 31) << 6 | b[i] & 63;
    } else if ((c0 & 240) === 224) {
      if (i + 2 < b.length && cont() && cont()) {
        cp = (c0 & 15) << 12 | (b[i - 1] & 63) << 6 | b[i] & 63;
      }
    } else if ((c0 & 248) === 240) {
      if (i + 3 < b.length && cont() && cont() && cont()) {
        cp = (c0 & 7) << 24 | (b[i - 2] & 63) << 12 | (b[i - 1] & 63) << 6;
        cp |= b[i] & 63;
        if (cp > 1114111) cp = ERR;
      }
    }
    cps.push(cp);
  }
  let s = "";
  for (let k = 0; k < cps.length; k += 4096) s += String.fromCodePoint(...cps.slice(k, k + 4096));
  return s;
}
function decodeUTF8(arr) {
  checkBuiltin("decodeUTF8", [arr], ["array"]);
  const a = arr;
  a.forEach((d, i) => {
    if (typeof d !== "number") throw new Error(`Element ${i} of the provided array was not a number`);
    if (d < 0 || d > 255 || d !== Math.trunc(d)) {
      throw new Error(`Element ${i} of the provided array was not an integer in range [0,255]`);
    }
  });
  return decodeBytes(a);
}
var digest = (name, algorithm) => {
  const known = /* @__PURE__ */ new Map();
  return (str) => {
    checkBuiltin(name, [str], ["string"]);
    const text = str;
    if (text.length > REMEMBER_DIGEST_UP_TO) return hexDigest(algorithm, text);
    let hex = known.get(text);
    if (hex === void 0) {
      if (known.size >= REMEMBERED_DIGESTS) known.clear();
      hex = hexDigest(algorithm, text);
      known.set(text, hex);
    }
    return hex;
  };
};
var REMEMBER_DIGEST_UP_TO = 256;
var REMEMBERED_DIGESTS = 1024;
function hexDigest(algorithm, text) {
  return (0, import_chunk_3FVFMQ2D.nodeCrypto)().createHash(algorithm).update(utf8Bytes(text)).digest("hex");
}
function utf8Bytes(s) {
  return SURROGATE3.test(s) ? Buffer.from(utf8(s)) : Buffer.from(s, "utf8");
}
var SURROGATE3 = /[\uD800-\uDFFF]/;
var md5 = digest("md5", "md5");
var sha1 = digest("sha1", "sha1");
var sha2562 = digest("sha256", "sha256");
var sha512 = digest("sha512", "sha512");
var sha3 = digest("sha3", "sha3-512");
function parseJson(str) {
  checkBuiltin("parseJson", [str], ["string"]);
  const text = str;
  const intZero = !/-0[.eE]/.test(text);
  let value;
  try {
    value = JSON.parse(text, (_k, v) => {
      if (typeof v !== "number") return v;
      if (!Number.isFinite(v)) throw new RangeError("[json.exception.out_of_range.406] number overflow");
      return intZero && Object.is(v, -0) ? 0 : v;
    });
  } catch (err) {
    if (err instanceof RangeError) throw new Error(err.message);
    throw new Error(`[json.exception.parse_error.101] parse error: ${err.message}`);
  }
  return value;
}
var RYML_INT = /^[+-]?(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|[0-9]+)$/;
var RYML_REAL = /^[+-]?(0[xX][0-9a-fA-F.]+([pP][+-]?[0-9]+)?|[0-9.]+([eE][+-]?[0-9]+)?)$/;
var JSON_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;
function yamlScalar(text) {
  const t = text.trim();
  if (t !== "" && /[0-9]/.test(t) && (RYML_INT.test(t) || RYML_REAL.test(t))) {
    if (!JSON_NUMBER.test(t)) {
      throw new Error(
        `parseYaml: ${JSON.stringify(text)} is a number to rapidyaml but not JSON (libjsonnet aborts)`
      );
    }
    return /[.eE]/.test(t) ? Number(t) : Number(t) || 0;
  }
  if (text === "true") return true;
  if (text === "false") return false;
  if (text === "null" || text === "~") return "";
  return text;
}
function yamlNode(node) {
  if (node == null) return "";
  const { isMap, isScalar, isSeq } = yaml();
  if (isMap(node)) {
    const out = {};
    for (const pair of node.items) {
      const k = isScalar(pair.key) ? String(pair.key.source ?? pair.key.value ?? "") : String(pair.key ?? "");
      out[k] = yamlNode(pair.value);
    }
    return out;
  }
  if (isSeq(node)) return node.items.map(yamlNode);
  if (isScalar(node)) {
    const src = node.source;
    return yamlScalar(typeof src === "string" ? src : node.value == null ? "" : String(node.value));
  }
  return "";
}
function parseYaml(str) {
  checkBuiltin("parseYaml", [str], ["string"]);
  const { isDocument, isScalar, parseAllDocuments } = yaml();
  const docs = parseAllDocuments(str, { keepSourceTokens: false });
  const list = Array.isArray(docs) ? docs : [docs];
  for (const d of list) {
    if (d.errors.length > 0) throw new Error(`parseYaml: ${d.errors[0]?.message}`);
  }
  const values = list.filter(isDocument).map((d) => yamlNode(d.contents));
  const started = list.some((d) => isDocument(d) && d.directives?.docStart === true);
  const streamed = list.length > 1 || started || isScalar(list[0]?.contents);
  return streamed ? values : values[0] ?? "";
}
var encodingStd = {
  base64: { params: ["input"], fn: base64 },
  base64Decode: { params: ["str"], fn: base64Decode },
  base64DecodeBytes: { params: ["str"], fn: base64DecodeBytes },
  encodeUTF8: { params: ["str"], fn: encodeUTF8 },
  decodeUTF8: { params: ["arr"], fn: decodeUTF8 },
  md5: { params: ["s"], fn: md5 },
  sha1: { params: ["s"], fn: sha1 },
  sha256: { params: ["s"], fn: sha2562 },
  sha512: { params: ["s"], fn: sha512 },
  sha3: { params: ["s"], fn: sha3 },
  parseJson: { params: ["str"], fn: parseJson },
  parseYaml: { params: ["str"], fn: parseYaml }
};
var stringStd = {
  ...stringFns,
  ...numberStd,
  ...formatStd,
  ...encodingStd
};
function wrap(params, defaults2, fn) {
  return {
    params,
    defaults: defaults2,
    fn: (interp, args, loc) => callPlain(interp, fn, args, loc)
  };
}
function callPlain(interp, fn, args, loc) {
  const plain = args.map((a) => interp.toPlain(a, loc));
  let out;
  try {
    out = fn(...plain);
  } catch (e) {
    if (e instanceof Error && !(e instanceof RangeError)) throw interp.error(loc, e.message);
    throw e;
  }
  return interp.fromPlain(out);
}
function fromPlainTable(table) {
  const out = {};
  for (const [name, f] of Object.entries(table)) {
    const defaults2 = {};
    for (const [k, v] of Object.entries(f.defaults ?? {})) defaults2[k] = v;
    out[name] = {
      params: [...f.params],
      defaults: defaults2,
      fn: (interp, args, loc) => callPlain(interp, f.fn, args, loc)
    };
  }
  return out;
}
function plainFunctions() {
  return {
    manifestIni: wrap(["ini"], {}, (v) => (0, import_chunk_4H5LTKKG.manifestIni)(v)),
    manifestPython: wrap(["v"], {}, (v) => (0, import_chunk_4H5LTKKG.manifestPython)(v)),
    manifestPythonVars: wrap(["conf"], {}, (v) => (0, import_chunk_4H5LTKKG.manifestPythonVars)(v)),
    manifestXmlJsonml: wrap(["value"], {}, (v) => (0, import_chunk_4H5LTKKG.manifestXmlJsonml)(v)),
    manifestToml: wrap(["value"], {}, (v) => (0, import_chunk_4H5LTKKG.manifestToml)(v)),
    manifestTomlEx: wrap(["value", "indent"], {}, (v, i) => (0, import_chunk_4H5LTKKG.manifestTomlEx)(v, i)),
    escapeStringJson: wrap(["str_"], {}, (v) => (0, import_chunk_4H5LTKKG.escapeStringJson)(v)),
    escapeStringPython: wrap(["str"], {}, (v) => (0, import_chunk_4H5LTKKG.escapeStringPython)(v)),
    escapeStringBash: wrap(["str_"], {}, (v) => (0, import_chunk_4H5LTKKG.escapeStringBash)(v)),
    escapeStringDollars: wrap(["str_"], {}, (v) => (0, import_chunk_4H5LTKKG.escapeStringDollars)(v)),
    escapeStringXML: wrap(["str_"], {}, (v) => (0, import_chunk_4H5LTKKG.escapeStringXml)(v)),
    // the name the stdlib docs give it (std.jsonnet defines only escapeStringXML)
    escapeStringXml: wrap(["str"], {}, (v) => (0, import_chunk_4H5LTKKG.escapeStringXml)(v))
  };
}
var Evaluation = class {
  constructor(error) {
    this.error = error;
  }
  error;
};
function plainIn(interp, loc, enter) {
  try {
    const v = enter();
    const out = interp.toPlain(v, nestedLoc(v, loc));
    interp.pop();
    return out;
  } catch (e) {
    throw new Evaluation(e);
  }
}
function lazyValues(interp, vals, loc) {
  if (vals instanceof JObject) {
    return new FormatFields(
      (k) => vals.has(k),
      (k) => plainIn(interp, loc, () => {
        interp.checkAssertsAt(vals, loc);
        return interp.manifestField(vals, k, loc);
      })
    );
  }
  const arr = vals;
  return new FormatValues(
    arr.length,
    (i) => plainIn(interp, loc, () => interp.manifestElement(arr[i], loc))
  );
}
function formatLazily(interp, str, vals, loc) {
  const values = lazyValues(interp, vals, loc);
  try {
    return callPlain(interp, (s) => format(s, values), [str], loc);
  } catch (e) {
    throw e instanceof Evaluation ? e.error : e;
  }
}
function formatFunctions() {
  return {
    format: {
      params: ["str", "vals"],
      fn: (interp, [str, vals], loc) => vals instanceof JObject || Array.isArray(vals) ? formatLazily(interp, str, vals, loc) : callPlain(interp, format, [str, vals], loc)
    }
  };
}
function writeValue(interp, v, loc, layout, level, path5 = []) {
  if (v === null || typeof v !== "object") {
    layout.scalar(v, level);
    return;
  }
  if (Array.isArray(v)) {
    const n2 = v.length;
    layout.openArray(n2, level);
    for (let i = 0; i < n2; i++) {
      const e = interp.manifestElement(v[i], loc);
      path5.push(i);
      writeValue(interp, e, nestedLoc(e, loc), layout, layout.element(i, shapeOf2(e), level), path5);
      path5.pop();
      interp.pop();
    }
    layout.closeArray(n2, level);
    return;
  }
  if (!(v instanceof JObject))
    throw interp.error(loc, `Tried to manifest function at ${(0, import_chunk_4H5LTKKG.manifestJsonLibjsonnet)(path5, false)}`);
  const data = interp.constantData(v);
  if (data === TOO_DEEP) {
    interp.withoutCopy(() => writeValue(interp, v, loc, layout, level, path5));
    return;
  }
  if (data !== void 0) {
    (0, import_chunk_4H5LTKKG.writePlain)(data, layout, level);
    return;
  }
  const names = interp.manifestFields(v, loc);
  const n = names.length;
  layout.openObject(n, level);
  for (let i = 0; i < n; i++) {
    const k = names[i];
    const c = interp.manifestField(v, k, loc);
    path5.push(k);
    writeValue(interp, c, nestedLoc(c, loc), layout, layout.field(i, k, shapeOf2(c), level), path5);
    path5.pop();
    interp.pop();
  }
  layout.closeObject(n, level);
}
function shapeOf2(v) {
  if (Array.isArray(v)) return v.length > 0 ? import_chunk_4H5LTKKG.FILLED_ARRAY : import_chunk_4H5LTKKG.OTHER;
  if (v instanceof JObject) return v.fields(false).length > 0 ? import_chunk_4H5LTKKG.FILLED_OBJECT : import_chunk_4H5LTKKG.OTHER;
  return import_chunk_4H5LTKKG.OTHER;
}
function print(interp, v, loc, layout) {
  writeValue(interp, v, loc, layout, 0);
  return done(interp, layout, loc);
}
function done(interp, layout, loc) {
  try {
    return layout.done();
  } catch (e) {
    if (e instanceof import_chunk_4H5LTKKG.ManifestError) throw interp.error(loc, e.message);
    throw e;
  }
}
function plainPath(interp, fn, args, loc) {
  return callPlain(interp, fn, args, loc);
}
var isString = (v) => typeof v === "string";
var isBoolean = (v) => typeof v === "boolean";
function manifestFunctions() {
  return {
    manifestJsonEx: {
      params: ["value", "indent", "newline", "key_val_sep"],
      defaults: { newline: "\n", key_val_sep: ": " },
      fn: (interp, args, loc) => {
        const [v, indent, newline, sep] = args;
        if (!isString(indent) || !isString(newline) || !isString(sep))
          return plainPath(interp, import_chunk_4H5LTKKG.manifestJsonEx, args, loc);
        return print(interp, v, loc, new import_chunk_4H5LTKKG.JsonExLayout(indent, newline, sep));
      }
    },
    manifestJson: {
      params: ["value"],
      fn: (interp, [v], loc) => print(interp, v, loc, new import_chunk_4H5LTKKG.JsonExLayout("    "))
    },
    manifestJsonMinified: {
      params: ["value"],
      fn: (interp, [v], loc) => print(interp, v, loc, new import_chunk_4H5LTKKG.JsonExLayout("", "", ":"))
    },
    manifestYamlDoc: {
      params: ["value", "indent_array_in_object", "quote_keys"],
      defaults: { indent_array_in_object: false, quote_keys: true },
      fn: (interp, args, loc) => {
        const [v, indentArrays, quoteKeys] = args;
        if (!isBoolean(indentArrays) || !isBoolean(quoteKeys))
          return plainPath(interp, import_chunk_4H5LTKKG.manifestYamlDoc, args, loc);
        return print(interp, v, loc, new import_chunk_4H5LTKKG.YamlLayout(indentArrays, quoteKeys));
      }
    },
    manifestYamlStream: {
      params: ["value", "indent_array_in_object", "c_document_end", "quote_keys"],
      defaults: { indent_array_in_object: false, c_document_end: true, quote_keys: true },
      fn: (interp, args, loc) => {
        const [v, indentArrays, documentEnd, quoteKeys] = args;
        if (!Array.isArray(v) || !isBoolean(indentArrays) || !isBoolean(documentEnd) || !isBoolean(quoteKeys))
          return plainPath(interp, import_chunk_4H5LTKKG.manifestYamlStream, args, loc);
        const layout = new import_chunk_4H5LTKKG.YamlLayout(indentArrays, quoteKeys);
        layout.write(import_chunk_4H5LTKKG.YAML_STREAM_START);
        for (let i = 0; i < v.length; i++) {
          if (i > 0) layout.write(import_chunk_4H5LTKKG.YAML_DOCUMENT_SEPARATOR);
          const doc = interp.manifestElement(v[i], loc);
          writeValue(interp, doc, nestedLoc(doc, loc), layout, 0);
          interp.pop();
        }
        layout.write((0, import_chunk_4H5LTKKG.yamlStreamEnd)(documentEnd));
        return done(interp, layout, loc);
      }
    }
  };
}
function needObject(interp, fn, v, loc) {
  if (!(v instanceof JObject)) fail(interp, loc, `${fn} expected object, got ${typeOf(v)}`);
  return v;
}
function fieldThunk(interp, o, k, loc) {
  return new Thunk(() => interp.field(o, k, loc));
}
function keysValues(interp, o, hidden, loc) {
  return o.fields(hidden).map(
    (k) => Thunk.of(
      objectOf(
        [
          ["key", k],
          ["value", interp.field(o, k, loc)]
        ],
        "default"
      )
    )
  );
}
function objectFunctions() {
  const fieldsEx = (hidden) => (interp, [o], loc) => needObject(interp, hidden ? "objectFieldsAll" : "objectFields", o, loc).fields(hidden).map((k) => Thunk.of(k));
  const hasEx = (hidden) => (interp, [o, f], loc) => {
    expectType(interp, loc, hidden ? "objectHasAll" : "objectHas", [o, f], ["object", "string"]);
    return hasField(o, f, hidden);
  };
  return {
    objectFieldsEx: {
      params: ["obj", "hidden"],
      fn: (interp, args, loc) => {
        expectType(interp, loc, "objectFieldsEx", args, ["object", "boolean"]);
        return fieldsEx(args[1])(interp, args, loc);
      }
    },
    objectFields: { params: ["o"], fn: fieldsEx(false) },
    objectFieldsAll: { params: ["o"], fn: fieldsEx(true) },
    objectHasEx: {
      params: ["obj", "fname", "hidden"],
      fn: (interp, args, loc) => {
        expectType(interp, loc, "objectHasEx", args, ["object", "string", "boolean"]);
        return hasField(args[0], args[1], args[2]);
      }
    },
    objectHas: { params: ["o", "f"], fn: hasEx(false) },
    objectHasAll: { params: ["o", "f"], fn: hasEx(true) },
    objectValues: {
      params: ["o"],
      fn: (interp, [o], loc) => {
        const obj = needObject(interp, "objectValues", o, loc);
        return obj.fields(false).map((k) => fieldThunk(interp, obj, k, loc));
      }
    },
    objectValuesAll: {
      params: ["o"],
      fn: (interp, [o], loc) => {
        const obj = needObject(interp, "objectValuesAll", o, loc);
        return obj.fields(true).map((k) => fieldThunk(interp, obj, k, loc));
      }
    },
    objectKeysValues: {
      params: ["o"],
      fn: (interp, [o], loc) => keysValues(interp, needObject(interp, "objectKeysValues", o, loc), false, loc)
    },
    objectKeysValuesAll: {
      params: ["o"],
      fn: (interp, [o], loc) => keysValues(interp, needObject(interp, "objectKeysValuesAll", o, loc), true, loc)
    },
    get: {
      params: ["o", "f", "default", "inc_hidden"],
      defaults: { default: null, inc_hidden: true },
      fn: (interp, [o, f, def, hidden], loc) => {
        expectType(interp, loc, "get", [o, f, def, hidden], ["object", "string", "any", "boolean"]);
        const obj = o;
        return hasField(obj, f, hidden) ? interp.field(obj, f, loc) : def;
      }
    },
    mapWithKey: {
      params: ["func", "obj"],
      fn: (interp, [func, obj], loc) => {
        if (!(func instanceof Func))
          fail(interp, loc, `std.mapWithKey first param must be function, got ${typeOf(func)}`);
        if (!(obj instanceof JObject))
          fail(interp, loc, `std.mapWithKey second param must be object, got ${typeOf(obj)}`);
        const f = func;
        const o = obj;
        const fields = /* @__PURE__ */ new Map();
        for (const k of o.fields(false)) {
          const t = new Thunk(
            () => interp.call(f, [Thunk.of(k), fieldThunk(interp, o, k, loc)], null, null, loc)
          );
          fields.set(k, lazyField(k, fields.size, t));
        }
        return new JObject([
          { fields, locals: [], asserts: [], env: null, evaluator: lazyEvaluator, loc: void 0 }
        ]);
      }
    },
    mergePatch: {
      params: ["target", "patch"],
      fn: (interp, [target, patch], loc) => mergePatch(interp, target, patch, loc)
    },
    prune: {
      params: ["a"],
      fn: (interp, [a], loc) => prune2(interp, a, loc)
    },
    objectRemoveKey: {
      params: ["obj", "key"],
      fn: (interp, [obj, key], loc) => {
        const o = needObject(interp, "objectRemoveKey", obj, loc);
        return objectOf(
          o.fields(false).filter((k) => k !== key).map((k) => [k, interp.field(o, k, loc)])
        );
      }
    }
  };
}
function hasField(o, f, hidden) {
  const vis = o.visibility(f);
  return vis === void 0 ? false : hidden || vis;
}
var lazyEvaluator = {
  evalField: (_o, _i, field) => field.thunk.force(),
  runAsserts: () => {
  }
};
function lazyField(name, slot, thunk) {
  return { name, slot, visibility: "default", plus: false, thunk };
}
function mergePatch(interp, target, patch, loc) {
  if (!(patch instanceof JObject)) return patch;
  const t = target instanceof JObject ? target : null;
  const fields = /* @__PURE__ */ new Map();
  const patchFields = patch.fields(false);
  const names = /* @__PURE__ */ new Set([...t ? t.fields(false) : [], ...patchFields]);
  for (const k of [...names].sort()) {
    const inPatch = patch.has(k) && patchFields.includes(k);
    if (inPatch) {
      const pv = interp.field(patch, k, loc);
      if (pv === null) continue;
      const tv = t && hasField(t, k, false) ? interp.field(t, k, loc) : null;
      fields.set(k, lazyField(k, fields.size, Thunk.of(mergePatch(interp, tv, pv, loc))));
    } else {
      fields.set(k, lazyField(k, fields.size, new Thunk(() => interp.field(t, k, loc))));
    }
  }
  return new JObject([
    { fields, locals: [], asserts: [], env: null, evaluator: lazyEvaluator, loc: void 0 }
  ]);
}
function isContent(v) {
  if (v === null) return false;
  if (Array.isArray(v)) return v.length > 0;
  if (v instanceof JObject) return v.fields(false).length > 0;
  return true;
}
function prune2(interp, a, loc) {
  if (Array.isArray(a)) {
    const out = [];
    for (const t of a) {
      const p = prune2(interp, interp.force(t, loc, ""), loc);
      if (isContent(p)) out.push(Thunk.of(p));
    }
    return out;
  }
  if (a instanceof JObject) {
    const entries2 = [];
    for (const k of a.fields(false)) {
      const p = prune2(interp, interp.field(a, k, loc), loc);
      if (isContent(p)) entries2.push([k, p]);
    }
    return objectOf(entries2);
  }
  return a;
}
var bindable = (name, b) => ({
  name,
  builtin: b,
  defaults: b.params.map((p) => b.defaults?.[p])
});
var shared;
function sharedBuiltins() {
  if (shared) return shared;
  shared = /* @__PURE__ */ new Map();
  const tables = [
    fromPlainTable(stringStd),
    plainFunctions(),
    manifestFunctions(),
    formatFunctions(),
    arrayFunctions(),
    objectFunctions()
  ];
  for (const table of tables) {
    for (const [name, b] of Object.entries(table)) shared.set(name, bindable(name, b));
  }
  return shared;
}
function makeStd(interp, options) {
  const all = new Map(sharedBuiltins());
  for (const [name, b] of Object.entries(coreFunctions(options))) all.set(name, bindable(name, b));
  const entries2 = [];
  for (const { name, builtin: b, defaults: defaults2 } of all.values()) {
    entries2.push([
      name,
      new Func(
        name,
        b.params,
        void 0,
        void 0,
        void 0,
        (args, loc) => b.fn(interp, args, loc),
        defaults2,
        b.lazy
      )
    ]);
  }
  entries2.push(["pi", Math.PI]);
  return objectOf(entries2, "hidden");
}
function fail(interp, loc, message) {
  throw interp.error(loc, message);
}
function expectType(interp, loc, fn, args, types) {
  for (let i = 0; i < types.length; i++) {
    const want = types[i];
    if (want === "any") continue;
    const got = typeOf(args[i]);
    if (!want.split("|").includes(got)) {
      const wanted = types.map((t) => t === "any" ? "any" : t.replace("|", " or ")).join(", ");
      const gotAll = args.slice(0, types.length).map((a) => typeOf(a)).join(", ");
      fail(interp, loc, `Builtin function ${fn} expected (${wanted}) but got (${gotAll})`);
    }
  }
}
function force(interp, t, loc) {
  return t.v !== void 0 ? t.v : interp.force(t, loc, "");
}
function coreFunctions(options) {
  return {
    type: { params: ["x"], fn: (_i, [x]) => typeOf(x) },
    isString: { params: ["v"], fn: (_i, [v]) => typeof v === "string" },
    isNumber: { params: ["v"], fn: (_i, [v]) => typeof v === "number" },
    isBoolean: { params: ["v"], fn: (_i, [v]) => typeof v === "boolean" },
    isObject: { params: ["v"], fn: (_i, [v]) => v instanceof JObject },
    isArray: { params: ["v"], fn: (_i, [v]) => Array.isArray(v) },
    isFunction: { params: ["v"], fn: (_i, [v]) => v instanceof Func },
    isNull: { params: ["v"], fn: (_i, [v]) => v === null },
    id: { params: ["x"], fn: (_i, [x]) => x },
    length: {
      params: ["x"],
      fn: (interp, [x], loc) => {
        if (typeof x === "string") return codePointLength(x);
        if (Array.isArray(x)) return x.length;
        if (x instanceof JObject) return x.fields(false).length;
        if (x instanceof Func) return x.paramNames.length;
        return fail(interp, loc, `length operates on strings, objects, and arrays, got ${typeOf(x)}`);
      }
    },
    toString: {
      params: ["a"],
      fn: (interp, [a], loc) => interp.toString(a, loc)
    },
    primitiveEquals: {
      params: ["x", "y"],
      fn: (interp, [a, b], loc) => {
        const ta = typeOf(a);
        const tb = typeOf(b);
        if (ta !== tb) return false;
        if (ta === "function") fail(interp, loc, "cannot test equality of functions");
        if (ta === "array" || ta === "object")
          fail(interp, loc, `primitiveEquals operates on primitive types, got ${ta}`);
        return a === b;
      }
    },
    equals: { params: ["x", "y"], fn: (interp, [a, b], loc) => interp.equals(a, b, loc) },
    assertEqual: {
      params: ["a", "b"],
      fn: (interp, [a, b], loc) => {
        if (interp.equals(a, b, loc)) return true;
        return fail(
          interp,
          loc,
          `Assertion failed. ${interp.manifestCompact(a, loc)} != ${interp.manifestCompact(b, loc)}`
        );
      }
    },
    extVar: {
      params: ["x"],
      fn: (interp, [x], loc) => {
        if (typeof x !== "string") expectType(interp, loc, "extVar", [x], ["string"]);
        const get = options.extVars.get(x);
        if (!get) {
          const err = interp.error(loc, `undefined external variable: ${x}`);
          err.hint = (0, import_chunk_CCBYBVFN.nearSuggestion)(x, options.extVars.keys());
          throw err;
        }
        return get();
      }
    },
    native: {
      params: ["x"],
      fn: (interp, [name], loc) => {
        if (typeof name !== "string") expectType(interp, loc, "native", [name], ["string"]);
        return options.natives.get(name) ?? null;
      }
    },
    trace: {
      params: ["str", "rest"],
      lazy: true,
      fn: (interp, args, loc) => {
        const [str, rest] = args;
        const s = force(interp, str, loc);
        if (typeof s !== "string")
          fail(interp, loc, `Builtin function trace expected string as first parameter but got ${typeOf(s)}`);
        const file = loc && (options.shownFile?.(loc.file) ?? loc.file);
        options.onTrace(`TRACE: ${loc ? `${file}:${loc.begin.line}` : ""} ${s}`);
        return force(interp, rest, loc);
      }
    },
    // std.jsonnet's `x != y` answers for any values; go-jsonnet's builtins take booleans only
    xor: {
      params: ["x", "y"],
      fn: (interp, args, loc) => {
        expectType(interp, loc, "xor", args, ["boolean", "boolean"]);
        return args[0] !== args[1];
      }
    },
    xnor: {
      params: ["x", "y"],
      fn: (interp, args, loc) => {
        expectType(interp, loc, "xnor", args, ["boolean", "boolean"]);
        return args[0] === args[1];
      }
    },
    resolvePath: {
      params: ["f", "r"],
      fn: (interp, [f, r], loc) => {
        if (typeof f !== "string") expectType(interp, loc, "resolvePath", [f, r], ["string", "any"]);
        const parts = f.split("/");
        parts[parts.length - 1] = interp.toString(r, loc);
        return parts.join("/");
      }
    },
    mod: {
      params: ["a", "b"],
      fn: (interp, [a, b], loc) => {
        if (typeof a === "number" && typeof b === "number") return interp.modulo(a, b, loc);
        if (typeof a === "string") return interp.format(a, b, loc);
        return fail(interp, loc, `Operator % cannot be used on types ${typeOf(a)} and ${typeOf(b)}.`);
      }
    },
    modulo: {
      params: ["x", "y"],
      fn: (interp, args, loc) => {
        expectType(interp, loc, "modulo", args, ["number", "number"]);
        return interp.modulo(args[0], args[1], loc);
      }
    }
  };
}
function codePointLength(s) {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 55296 && c <= 56319) n--;
  }
  return n;
}
var NAMED_ROOT = "\0tree";
function pathInTree(name) {
  const prefix = NAMED_ROOT + import_node_path4.default.sep;
  return name.startsWith(prefix) ? name.slice(prefix.length).split(import_node_path4.default.sep).join("/") : void 0;
}
var SAME = { named: (f) => f, real: (f) => f };
function treeFileNames(root) {
  if (!root || !import_node_path4.default.isAbsolute(root) || root.endsWith(import_node_path4.default.sep)) return SAME;
  const realPrefix = root + import_node_path4.default.sep;
  const namedPrefix = NAMED_ROOT + import_node_path4.default.sep;
  return {
    named: (f) => f.startsWith(realPrefix) ? namedPrefix + f.slice(realPrefix.length) : f,
    real: (f) => f.startsWith(namedPrefix) ? realPrefix + f.slice(namedPrefix.length) : f
  };
}
var MEMORY_ROOT = import_node_path.default.resolve("/__rigging_jsonnet_memory__");
var NativePending = class extends Error {
  constructor(key, promise) {
    super("native pending");
    this.key = key;
    this.promise = promise;
  }
  key;
  promise;
};
function createRiggingEngine(options = {}) {
  const maxStack = options.maxStack ?? 500;
  const maxTrace = options.maxTrace ?? 20;
  const onTrace = options.onTrace ?? ((line) => process.stderr.write(`${line}
`));
  const evaluateNow = async (req) => {
    const stack = req.maxStack ?? maxStack;
    if ((0, import_chunk_AGXITVR3.needsDeepStack)(stack, req)) {
      const walls = options.boundary?.walls;
      const { evaluateOnDeepStack } = await Promise.resolve().then(() => __toESM(require("./deep-stack-FVBJV2WR.js")));
      return evaluateOnDeepStack(
        req,
        { maxStack: stack, maxTrace: req.maxTrace ?? maxTrace, walls },
        onTrace
      );
    }
    const settled = /* @__PURE__ */ new Map();
    for (; ; ) {
      try {
        return run(
          req,
          settled,
          req.maxStack ?? maxStack,
          req.maxTrace ?? maxTrace,
          onTrace,
          options.boundary,
          options.reuse
        );
      } catch (e) {
        if (!(e instanceof NativePending)) throw e;
        try {
          settled.set(e.key, { ok: true, value: await e.promise });
        } catch (err) {
          settled.set(e.key, { ok: false, value: err });
        }
      }
    }
  };
  let queue = Promise.resolve();
  return {
    name: "rigging",
    evaluate: (req) => {
      const mine = queue.then(nextTurn).then(() => evaluateNow(req));
      queue = mine.catch(() => void 0);
      return mine;
    }
  };
}
var nextTurn = () => new Promise((resolve) => setImmediate(resolve));
function run(req, settled, maxStack, maxTrace, onTrace, boundary, reuse) {
  const files = req.files;
  const base = files ? MEMORY_ROOT : "";
  const relativize = (0, import_chunk_4H5LTKKG.makeRelativizer)(files ? MEMORY_ROOT : void 0, req.displayRoot);
  const libPaths = (req.libPaths ?? []).map((p) => import_node_path.default.resolve(base, p));
  const names = treeFileNames(files ? void 0 : req.displayRoot);
  const shown = (file) => names.real(file);
  const inMemory = (file) => files !== void 0 && (file === MEMORY_ROOT || file.startsWith(MEMORY_ROOT + import_node_path.default.sep));
  const memoryFile = (file) => files?.[import_node_path.default.relative(MEMORY_ROOT, file).split(import_node_path.default.sep).join("/")];
  const refusals = /* @__PURE__ */ new Set();
  const refuse = (message) => {
    refusals.add(message);
    throw new Error(message);
  };
  const found = /* @__PURE__ */ new Map();
  const key = reuse ? reuseKey(req, names.named, libPaths) : void 0;
  let probes = key !== void 0 ? [] : void 0;
  const probed = /* @__PURE__ */ new Set();
  const noted = (probe) => {
    const id = `${probe.kind}\0${probe.name}`;
    if (probes && !probed.has(id)) {
      probed.add(id);
      probes.push(probe);
    }
  };
  const observed = () => {
    probes = void 0;
  };
  const onDisk = (file, shown2, kind) => {
    const place = placeOf(file);
    if ("refusal" in place) {
      const message = `${kind} ${(0, import_chunk_A5J4CQWI.describeRefusal)(shown2, place.refusal)}`;
      return place.exists ? refuse(message) : { missing: message };
    }
    return place.isFile ? { real: place.real, at: place.at } : { missing: void 0, at: place.at };
  };
  const places = /* @__PURE__ */ new Map();
  const placeOf = (file) => {
    let place = places.get(file);
    if (!place) {
      place = locate(boundary, file);
      places.set(file, place);
    }
    return place;
  };
  const readByReal = /* @__PURE__ */ new Map();
  const readOnce = (kind, real, read) => {
    const id = `${kind === "importbin" ? "bin" : "text"}\0${real}`;
    const known = readByReal.get(id);
    if (known !== void 0) return known;
    const content = read();
    readByReal.set(id, content);
    return content;
  };
  const importer = (kind, p, importing) => {
    const from = names.real(importing);
    if (p === "") throw new Error(`couldn't open import "": the empty string is not a valid filename`);
    if (p.includes("\0")) refuse(`${kind} ${JSON.stringify(p)} is not a valid path`);
    const key2 = `${kind}\0${import_node_path.default.dirname(from)}\0${p}`;
    const known = found.get(key2);
    if (known) return known;
    const dirs = [import_node_path.default.dirname(from), ...libPaths];
    const join2 = (d) => {
      if (!inMemory(d)) return d.endsWith(import_node_path.default.sep) ? d + p : d + import_node_path.default.sep + p;
      const c = import_node_path.default.resolve(d, p);
      return inMemory(c) ? c : refuse(`${kind} ${(0, import_chunk_A5J4CQWI.describeRefusal)(p, "outside")}`);
    };
    const candidates = import_node_path.default.isAbsolute(p) ? [p] : dirs.map(join2);
    let passed;
    for (const c of candidates) {
      let hit;
      if (inMemory(c)) {
        const text = memoryFile(c);
        if (text !== void 0)
          hit = {
            found: c,
            text,
            ...kind === "importbin" ? { bytes: new TextEncoder().encode(text) } : {}
          };
      } else {
        const disk = onDisk(c, p, kind);
        const name = names.named(c);
        const at3 = disk.at !== void 0 ? { at: disk.at } : {};
        const probe = kind === "importbin" ? "bytes" : "text";
        if ("missing" in disk) {
          passed ??= disk.missing;
          noted(
            probe === "bytes" ? { kind: probe, name, bytes: void 0, ...at3 } : { kind: probe, name, text: void 0, ...at3 }
          );
        } else if (kind === "importbin") {
          hit = { found: name, text: "", bytes: readOnce(kind, disk.real, () => (0, import_node_fs.readFileSync)(disk.real)) };
          noted({ kind: "bytes", name, bytes: hit.bytes, ...at3 });
        } else {
          hit = { found: name, text: readOnce(kind, disk.real, () => (0, import_node_fs.readFileSync)(disk.real, "utf8")) };
          noted({ kind: "text", name, text: hit.text, ...at3 });
        }
      }
      if (hit) {
        found.set(key2, hit);
        return hit;
      }
    }
    if (passed !== void 0) refuse(passed);
    throw new Error(
      `couldn't open import "${escapeForMessage(p)}": no match locally or in the Jsonnet library paths.`
    );
  };
  const readMain = (file, shown2) => {
    if (inMemory(file)) return { text: memoryFile(file) };
    const where = boundary?.locateSync(file);
    if (where && !where.ok) {
      const message = (0, import_chunk_A5J4CQWI.describeRefusal)(shown2, where.refusal);
      throw new import_chunk_JAFFKCV6.JsonnetEvalError(message, shown2, void 0, void 0, "OutsideRepository", message);
    }
    const real = where?.real ?? file;
    const text = (0, import_node_fs.statSync)(real, { throwIfNoEntry: false })?.isFile() ? (0, import_node_fs.readFileSync)(real, "utf8") : void 0;
    const at3 = boundary && where ? belowTop(boundary, where.real) : void 0;
    return at3 !== void 0 ? { text, at: at3 } : { text };
  };
  const extVars = /* @__PURE__ */ new Map();
  const natives = /* @__PURE__ */ new Map();
  let interp;
  const varValue = (name, v, kind) => {
    let cached;
    return () => {
      if (cached !== void 0) return cached;
      if (v.kind === "string") cached = v.value;
      else {
        const file = `<${kind}:${name}>`;
        cached = interp.evalFile(parseChecked(v.value, file), file);
      }
      return cached;
    };
  };
  for (const [k, v] of Object.entries(req.extVars ?? {})) extVars.set(k, varValue(k, v, "extvar"));
  for (const [name, n] of Object.entries(req.natives ?? {})) {
    natives.set(
      name,
      new Func(name, [...n.params], void 0, void 0, void 0, (args, loc) => {
        for (const a of args) {
          if (a !== null && typeof a === "object")
            throw interp.error(loc, "native extensions can only take primitives.");
        }
        const key2 = `${name}\0${JSON.stringify(args)}`;
        const done2 = settled.get(key2);
        let out;
        if (done2) {
          if (!done2.ok) throw interp.error(loc, errorText(done2.value));
          out = done2.value;
        } else {
          try {
            out = n.fn(...args);
          } catch (e) {
            throw interp.error(loc, errorText(e));
          }
          if (out instanceof Promise) throw new NativePending(key2, out);
        }
        return interp.fromPlain(out);
      })
    );
  }
  const deadline = req.deadlineMs ? Date.now() + req.deadlineMs : void 0;
  const snippetFile = req.snippet && files ? import_node_path.default.resolve(base, req.snippet.filename) : void 0;
  const thisFile = (named) => {
    observed();
    const file = names.real(named);
    if (!inMemory(file)) return file;
    if (req.snippet && file === snippetFile) return req.snippet.filename;
    const key2 = import_node_path.default.relative(MEMORY_ROOT, file).split(import_node_path.default.sep).join("/");
    return req.names?.[key2] ?? key2;
  };
  interp = new Interpreter({
    thisFile,
    importer,
    parse: parseChecked,
    maxStack,
    ...deadline !== void 0 ? { deadline } : {},
    makeStd: (i) => makeStd(i, {
      extVars,
      natives,
      onTrace: (line) => {
        observed();
        onTrace(line.split(`${MEMORY_ROOT}${import_node_path.default.sep}`).join(""));
      },
      shownFile: shown
    })
  });
  let mainFile;
  let code;
  if (req.snippet) {
    mainFile = import_node_path.default.resolve(base, req.snippet.filename);
    code = req.snippet.code;
  } else if (req.file) {
    mainFile = import_node_path.default.resolve(base, req.file);
    const { text, at: at3 } = readMain(mainFile, req.file);
    if (!inMemory(mainFile))
      noted({ kind: "text", name: names.named(mainFile), text, ...at3 !== void 0 ? { at: at3 } : {} });
    if (text === void 0)
      throw new import_chunk_JAFFKCV6.JsonnetEvalError(
        `could not read ${req.file}`,
        req.file,
        void 0,
        void 0,
        "JsonnetError",
        ""
      );
    code = text;
  } else {
    throw new Error("jsonnet evaluation needs a file or a snippet");
  }
  const fail2 = (text) => (0, import_chunk_4H5LTKKG.parseJsonnetError)(text, relativize);
  if (reuse?.role === "find" && key !== void 0 && probes) {
    const again = reuse.reuse.find(key, (p) => probeAgain(p, names.real, boundary));
    if (again) return again.output;
  }
  try {
    const mainName = names.named(mainFile);
    let v = interp.evalFile(parseChecked(code, mainName), mainName);
    if (v instanceof Func) v = callTopLevel(interp, v, req, (n, tv) => varValue(n, tv, "tla"));
    const out = req.manifest ? manifestAs(interp, v, req.manifest) : req.raw ? (0, import_chunk_4H5LTKKG.manifestOutput)(interp.toPlain(v, MANIFESTATION, false)) : interp.toPlain(v, MANIFESTATION, true);
    if (reuse?.role === "keep" && key !== void 0 && probes) reuse.reuse.keep(key, probes, out);
    return out;
  } catch (e) {
    if (e instanceof NativePending) throw e;
    if (e instanceof DeadlineExceeded) {
      throw new import_chunk_JAFFKCV6.JsonnetEvalError(
        `evaluation did not finish within ${req.deadlineMs} ms`,
        req.file ?? req.snippet?.filename,
        void 0,
        void 0,
        "Deadline",
        ""
      );
    }
    if (e instanceof JsonnetSyntaxError) {
      const file = shown(e.loc.file);
      const where = e.loc.begin.line === 0 ? file : `${file}:${rangeText(e.loc)}`;
      throw fail2(`STATIC ERROR: ${where}: ${e.message}`);
    }
    if (e instanceof RuntimeError) {
      const err = fail2(runtimeText(e.message, e.trace, maxTrace, shown));
      if (e.hint)
        throw new import_chunk_JAFFKCV6.JsonnetEvalError(
          err.message,
          err.file,
          err.line,
          err.column,
          err.reason,
          err.detail,
          e.hint
        );
      if (!refusals.has(e.message)) throw err;
      throw new import_chunk_JAFFKCV6.JsonnetEvalError(e.message, err.file, err.line, err.column, "OutsideRepository", err.detail);
    }
    if (e instanceof RangeError && /call stack/i.test(e.message)) {
      const err = interp.stackExhausted();
      throw fail2(runtimeText(err.message, err.trace, maxTrace, shown));
    }
    if (e instanceof RangeError && /^Invalid (string|array|typed array) length/.test(e.message)) {
      throw fail2(runtimeText(`out of memory: ${e.message.toLowerCase()}`, [], maxTrace, shown));
    }
    throw e;
  }
}
function callTopLevel(interp, fn, req, value) {
  const names = [];
  const thunks = [];
  for (const [k, v] of Object.entries(req.tlas ?? {})) {
    names.push(k);
    thunks.push(new Thunk(value(k, v)));
  }
  return interp.call(fn, [], names.length ? names : null, names.length ? thunks : null, TOP_LEVEL);
}
var TOP_LEVEL = { file: "", begin: { line: 0, column: 0 }, end: { line: 0, column: 0 } };
function errorText(e) {
  return e instanceof Error ? e.message : String(e);
}
function formatLoc(loc, shown) {
  if (loc === TOP_LEVEL) return "Top-level function";
  if (loc === MANIFESTATION) return "During manifestation";
  return `${shown(loc.file)}:${rangeText(loc)}`;
}
function runtimeText(message, trace, maxTrace, shown) {
  const line = (f) => `	${f.loc ? formatLoc(f.loc, shown) : ""}	${f.name}`;
  let lines2;
  if (maxTrace > 0 && trace.length > maxTrace) {
    const head = Math.floor(maxTrace / 2);
    lines2 = [
      ...trace.slice(0, head).map(line),
      "	...",
      ...trace.slice(trace.length - (maxTrace - head)).map(line)
    ];
  } else {
    lines2 = trace.map(line);
  }
  return [`RUNTIME ERROR: ${message}`, ...lines2].join("\n");
}
function reuseKey(req, named, libPaths) {
  const natives = Object.entries(req.natives ?? {});
  if (natives.some(([, n]) => n.pure !== true)) return void 0;
  return JSON.stringify([
    req.file !== void 0 ? named(import_node_path.default.resolve(req.file)) : null,
    req.snippet ? [req.snippet.code, named(import_node_path.default.resolve(req.snippet.filename))] : null,
    req.files ?? null,
    req.names ?? null,
    req.extVars ?? null,
    req.tlas ?? null,
    libPaths.map(named),
    natives.map(([name, n]) => [name, n.params]),
    req.maxStack ?? null,
    req.raw ?? false,
    req.manifest ?? null
  ]);
}
function locate(boundary, file) {
  let real = file;
  let at3;
  if (boundary) {
    const where = boundary.locateSync(file);
    if (!where.ok) return { refusal: where.refusal, exists: where.exists };
    real = where.real;
    at3 = belowTop(boundary, real);
  }
  try {
    return { real, at: at3, isFile: (0, import_node_fs.statSync)(real).isFile() };
  } catch {
    return { real, at: at3, isFile: false };
  }
}
function probeAgain(probe, real, boundary) {
  const file = real(probe.name);
  let at3 = file;
  if (boundary) {
    const where = boundary.locateSync(file);
    if (!where.ok) return where.exists ? void 0 : missingProbe(probe);
    at3 = where.real;
  }
  try {
    if (!(0, import_node_fs.statSync)(at3).isFile()) return missingProbe(probe);
  } catch {
    return missingProbe(probe);
  }
  return probe.kind === "bytes" ? { kind: "bytes", name: probe.name, bytes: (0, import_node_fs.readFileSync)(at3) } : { kind: "text", name: probe.name, text: (0, import_node_fs.readFileSync)(at3, "utf8") };
}
function belowTop(boundary, real) {
  const rel = import_node_path.default.relative(boundary.root, real);
  if (rel === "" || rel === ".." || rel.startsWith(`..${import_node_path.default.sep}`) || import_node_path.default.isAbsolute(rel)) return void 0;
  return rel.split(import_node_path.default.sep).join("/");
}
function missingProbe(probe) {
  return probe.kind === "bytes" ? { kind: "bytes", name: probe.name, bytes: void 0 } : { kind: "text", name: probe.name, text: void 0 };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  createRiggingEngine,
  pathInTree
});

},
})
