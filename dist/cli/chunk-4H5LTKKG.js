({
"chunk-4H5LTKKG.js": function (exports, require, module, __filename, __dirname) {
// src/render/jsonnet/trace.ts
// src/render/jsonnet/rigging/manifest/common.ts
// src/render/jsonnet/rigging/manifest/json-bytes.ts
// src/render/jsonnet/rigging/manifest/layout.ts
// src/render/jsonnet/rigging/manifest/json.ts
// src/render/jsonnet/rigging/manifest.ts
// src/render/jsonnet/rigging/manifest/other.ts
// src/render/jsonnet/rigging/manifest/toml.ts
// src/render/jsonnet/rigging/manifest/yaml.ts
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  FILLED_ARRAY: () => FILLED_ARRAY,
  FILLED_OBJECT: () => FILLED_OBJECT,
  JsonExLayout: () => JsonExLayout,
  ManifestError: () => ManifestError,
  OTHER: () => OTHER,
  YAML_DOCUMENT_SEPARATOR: () => YAML_DOCUMENT_SEPARATOR,
  YAML_STREAM_START: () => YAML_STREAM_START,
  YamlLayout: () => YamlLayout,
  compareFieldNames: () => compareFieldNames,
  escapeStringBash: () => escapeStringBash,
  escapeStringDollars: () => escapeStringDollars,
  escapeStringJson: () => escapeStringJson,
  escapeStringPython: () => escapeStringPython,
  escapeStringXml: () => escapeStringXml,
  formatNumber: () => formatNumber,
  makeRelativizer: () => makeRelativizer,
  manifestIni: () => manifestIni,
  manifestJsonEx: () => manifestJsonEx,
  manifestJsonLibjsonnet: () => manifestJsonLibjsonnet,
  manifestOutput: () => manifestOutput,
  manifestPython: () => manifestPython,
  manifestPythonVars: () => manifestPythonVars,
  manifestToml: () => manifestToml,
  manifestTomlEx: () => manifestTomlEx,
  manifestXmlJsonml: () => manifestXmlJsonml,
  manifestYamlDoc: () => manifestYamlDoc,
  manifestYamlStream: () => manifestYamlStream,
  parseJsonnetError: () => parseJsonnetError,
  quoteJson: () => quoteJson,
  sortedKeys: () => sortedKeys,
  withoutFrames: () => withoutFrames,
  writePlain: () => writePlain,
  yamlStreamEnd: () => yamlStreamEnd
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_node_path = __toESM(require("node:path"));
var LOCATION = /^(.*?):(?:(\d+):(\d+)(?:-\d+)?|\((\d+):(\d+)\)-\(\d+:\d+\))$/;
function parseLocation(text) {
  const m = LOCATION.exec(text.trim());
  if (!m?.[1]) return void 0;
  const line = Number(m[2] ?? m[4]);
  const column = Number(m[3] ?? m[5]);
  return { file: m[1], line, column };
}
function isUserFile(file) {
  return !file.startsWith("<") && file !== "(snippet)" && file !== "std.jsonnet";
}
function parseJsonnetError(raw, relativize) {
  const text = raw.replace(/\s+$/, "");
  const lines = text.split("\n");
  const first = lines[0] ?? "";
  const staticMatch = /^STATIC ERROR: (.*?:(?:\d+:\d+(?:-\d+)?|\(\d+:\d+\)-\(\d+:\d+\))): (.*)$/.exec(first);
  if (staticMatch?.[1] && staticMatch[2] !== void 0) {
    const loc = parseLocation(staticMatch[1]);
    const file = loc ? relativize(loc.file) : void 0;
    const message2 = `STATIC ERROR: ${staticMatch[2]}`;
    return new import_chunk_JAFFKCV6.JsonnetEvalError(
      message2,
      file,
      loc?.line,
      loc?.column,
      "JsonnetStaticError",
      relativizeAll(text, relativize)
    );
  }
  const messageLines = [];
  const frames = [];
  for (const line of lines) {
    if (line.startsWith("	")) {
      const loc = parseLocation(line.slice(1).split("	")[0] ?? "");
      if (loc) frames.push(loc);
    } else if (frames.length === 0) {
      messageLines.push(line);
    }
  }
  const at = frames.find((f) => isUserFile(f.file)) ?? frames[0];
  const message = messageLines.join("\n").trim() || first;
  const reason = message.startsWith("RUNTIME ERROR") ? "JsonnetRuntimeError" : "JsonnetError";
  return new import_chunk_JAFFKCV6.JsonnetEvalError(
    relativizeAll(message, relativize),
    at ? relativize(at.file) : void 0,
    at?.line,
    at?.column,
    reason,
    relativizeAll(text, relativize)
  );
}
function withoutFrames(trace, name) {
  return trace.split("\n").filter((line) => {
    const loc = parseLocation(line.slice(1).split("	")[0] ?? "");
    return !loc || import_node_path.default.basename(loc.file) !== name;
  }).join("\n");
}
function relativizeAll(text, relativize) {
  return text.replace(/(\/[^\s:()"']+)/g, (p) => relativize(p));
}
function makeRelativizer(stagingDir, displayRoot) {
  return (file) => {
    if (stagingDir && (file === stagingDir || file.startsWith(stagingDir + import_node_path.default.sep))) {
      return import_node_path.default.relative(stagingDir, file);
    }
    if (displayRoot && import_node_path.default.isAbsolute(file) && file.startsWith(displayRoot + import_node_path.default.sep)) {
      return import_node_path.default.relative(displayRoot, file);
    }
    return file;
  };
}
var ManifestError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "ManifestError";
  }
};
function typeName(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}
function compareFieldNames(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 55296 && x <= 57343;
    const ys = y >= 55296 && y <= 57343;
    if (xs !== ys && (xs ? y : x) >= 57344) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}
function sortedKeys(o) {
  const keys = Object.keys(o);
  for (let i = 1; i < keys.length; i++)
    if (compareFieldNames(keys[i - 1], keys[i]) > 0) return keys.sort(compareFieldNames);
  return keys;
}
function formatNumber(v) {
  if (Number.isInteger(v)) {
    if (v === 0) return Object.is(v, -0) ? "-0" : "0";
    if (Math.abs(v) <= Number.MAX_SAFE_INTEGER) return String(v);
    return BigInt(v).toString();
  }
  if (!Number.isFinite(v)) return Number.isNaN(v) ? "nan" : v > 0 ? "inf" : "-inf";
  return formatG17(v);
}
function formatG17(v) {
  const neg = v < 0;
  const x = neg ? -v : v;
  let e = x.toExponential(16);
  const e18 = x.toExponential(17);
  const m18 = e18.slice(0, e18.indexOf("e"));
  if (m18.endsWith("5")) {
    const exact = exactDecimal(x);
    if (exact !== void 0 && exact.digits.length === 18 && exact.digits.endsWith("5")) {
      const d17 = exact.digits.slice(0, 17);
      if ((d17.charCodeAt(16) - 48) % 2 === 0)
        e = `${d17[0]}.${d17.slice(1)}e${exact.exp >= 0 ? "+" : ""}${exact.exp}`;
    }
  }
  const ei = e.indexOf("e");
  let digits = e.slice(0, ei).replace(".", "");
  const exp = Number(e.slice(ei + 1));
  digits = digits.replace(/0+$/, "");
  if (digits === "") digits = "0";
  let out;
  if (exp < -4 || exp >= 17) {
    const mant = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const ax = Math.abs(exp);
    out = `${mant}e${exp < 0 ? "-" : "+"}${ax < 10 ? "0" : ""}${ax}`;
  } else if (exp < 0) {
    out = `0.${"0".repeat(-exp - 1)}${digits}`;
  } else if (digits.length > exp + 1) {
    out = `${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
  } else {
    out = digits + "0".repeat(exp + 1 - digits.length);
  }
  return neg ? `-${out}` : out;
}
function exactDecimal(x) {
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, x);
  const hi = buf.getUint32(0);
  const lo = buf.getUint32(4);
  const bexp = hi >>> 20 & 2047;
  let mant = BigInt(hi & 1048575) << 32n | BigInt(lo);
  let e2;
  if (bexp === 0) e2 = -1074;
  else {
    mant |= 1n << 52n;
    e2 = bexp - 1075;
  }
  if (mant === 0n) return void 0;
  let scaled;
  let pow10;
  if (e2 >= 0) {
    scaled = mant << BigInt(e2);
    pow10 = 0;
  } else {
    scaled = mant * 5n ** BigInt(-e2);
    pow10 = e2;
  }
  let s = scaled.toString();
  const intDigits = s.length + pow10;
  s = s.replace(/0+$/, "");
  return { digits: s, exp: intDigits - 1 };
}
function escapeJsonBody(s, std = false) {
  if (!NEEDS_ESCAPE.test(s)) return s;
  if (!NOT_AS_STRINGIFY.test(s) && !(std && s.includes("\0"))) return JSON.stringify(s).slice(1, -1);
  let out = "";
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 32 && c !== 34 && c !== 92 && (c < 127 || c > 159)) continue;
    if (i > start) out += s.slice(start, i);
    start = i + 1;
    switch (c) {
      case 34:
        out += '\\"';
        break;
      case 92:
        out += "\\\\";
        break;
      case 8:
        out += "\\b";
        break;
      case 12:
        out += "\\f";
        break;
      case 10:
        out += "\\n";
        break;
      case 13:
        out += "\\r";
        break;
      case 9:
        out += "\\t";
        break;
      default:
        if (c === 0 && std) throw nulError();
        out += `\\u${c.toString(16).padStart(4, "0")}`;
    }
  }
  return start === 0 ? s : out + s.slice(start);
}
var NEEDS_ESCAPE = /["\\\u0000-\u001f\u007f-\u009f]/;
var NOT_AS_STRINGIFY = /[\u007f-\u009f\ud800-\udfff]/;
function quoteJson(s) {
  return `"${escapeJsonBody(s)}"`;
}
function quoteJsonStd(s) {
  return `"${escapeJsonBody(s, true)}"`;
}
function nulError() {
  return new ManifestError("codepoint takes a string of length 1, got length 0");
}
var LONE_SURROGATE = /* @__PURE__ */ Symbol("lone surrogate");
var HEX = "0123456789abcdef";
var Utf8Writer = class {
  buf = Buffer.allocUnsafe(1 << 16);
  len = 0;
  /** Whether a byte above 0x7f was written (else the text decodes as latin1, faster). */
  nonAscii = false;
  /** Room for `n` more bytes. */
  ensure(n) {
    if (this.len + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.len + n));
    this.buf.copy(next, 0, 0, this.len);
    this.buf = next;
  }
  /** Text known to be ASCII (punctuation, numbers). */
  ascii(s) {
    this.ensure(s.length);
    const buf = this.buf;
    let len = this.len;
    for (let i = 0; i < s.length; i++) buf[len++] = s.charCodeAt(i);
    this.len = len;
  }
  /** A newline and `depth` levels of 3-space indentation. */
  newline(depth) {
    const n = depth * 3;
    this.ensure(n + 1);
    const buf = this.buf;
    let len = this.len;
    buf[len++] = 10;
    for (let i = 0; i < n; i++) buf[len++] = 32;
    this.len = len;
  }
  /** A double-quoted JSON string literal, escaped as escapeJsonBody escapes it. */
  quoted(s) {
    this.ensure(s.length * 6 + 2);
    const buf = this.buf;
    let len = this.len;
    buf[len++] = 34;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 128) {
        if (c >= 32 && c !== 34 && c !== 92 && c !== 127) buf[len++] = c;
        else len = escapeChar(buf, len, c);
      } else if (c < 2048) {
        this.nonAscii = true;
        if (c <= 159) len = escapeChar(buf, len, c);
        else {
          buf[len++] = 192 | c >> 6;
          buf[len++] = 128 | c & 63;
        }
      } else if (c >= 55296 && c <= 57343) {
        this.nonAscii = true;
        const d = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
        if (c > 56319 || d < 56320 || d > 57343) throw LONE_SURROGATE;
        const p = 65536 + (c - 55296 << 10) + (d - 56320);
        buf[len++] = 240 | p >> 18;
        buf[len++] = 128 | p >> 12 & 63;
        buf[len++] = 128 | p >> 6 & 63;
        buf[len++] = 128 | p & 63;
        i++;
      } else {
        this.nonAscii = true;
        buf[len++] = 224 | c >> 12;
        buf[len++] = 128 | c >> 6 & 63;
        buf[len++] = 128 | c & 63;
      }
    }
    buf[len++] = 34;
    this.len = len;
  }
  value(v, depth) {
    if (v === null) this.ascii("null");
    else if (v === true) this.ascii("true");
    else if (v === false) this.ascii("false");
    else if (typeof v === "number") this.ascii(formatNumber(v));
    else if (typeof v === "string") this.quoted(v);
    else if (Array.isArray(v)) {
      if (v.length === 0) {
        this.ascii("[ ]");
        return;
      }
      this.ascii("[");
      for (let i = 0; i < v.length; i++) {
        if (i > 0) this.ascii(",");
        this.newline(depth + 1);
        this.value(v[i], depth + 1);
      }
      this.newline(depth);
      this.ascii("]");
    } else {
      const keys = sortedKeys(v);
      if (keys.length === 0) {
        this.ascii("{ }");
        return;
      }
      this.ascii("{");
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        if (i > 0) this.ascii(",");
        this.newline(depth + 1);
        this.quoted(k);
        this.ascii(": ");
        this.value(v[k], depth + 1);
      }
      this.newline(depth);
      this.ascii("}");
    }
  }
};
function escapeChar(buf, len, c) {
  buf[len++] = 92;
  switch (c) {
    case 34:
    case 92:
      buf[len++] = c;
      return len;
    case 8:
      buf[len++] = 98;
      return len;
    case 12:
      buf[len++] = 102;
      return len;
    case 10:
      buf[len++] = 110;
      return len;
    case 13:
      buf[len++] = 114;
      return len;
    case 9:
      buf[len++] = 116;
      return len;
  }
  buf[len++] = 117;
  buf[len++] = 48;
  buf[len++] = 48;
  buf[len++] = HEX.charCodeAt(c >> 4);
  buf[len++] = HEX.charCodeAt(c & 15);
  return len;
}
function multilineJsonUtf8(value, suffix) {
  const w = new Utf8Writer();
  try {
    w.value(value, 0);
  } catch (e) {
    if (e === LONE_SURROGATE) return void 0;
    throw e;
  }
  w.ascii(suffix);
  return w.buf.toString(w.nonAscii ? "utf8" : "latin1", 0, w.len);
}
var OTHER = 0;
var FILLED_ARRAY = 1;
var FILLED_OBJECT = 2;
var Layout = class {
  constructor(unit) {
    this.unit = unit;
  }
  unit;
  text = "";
  /** The indentation of each level, made on first use. */
  pads = [""];
  /**
   * The first error of the printing itself (a NUL character std.jsonnet cannot escape), thrown
   * when the walk is done: an evaluation error later in the value comes first, as when the whole
   * value was made plain data before any of it was printed.
   */
  failure;
  write(s) {
    this.text += s;
  }
  /** The indentation of `level`. */
  pad(level) {
    const pads = this.pads;
    while (pads.length <= level) pads.push(pads[pads.length - 1] + this.unit);
    return pads[level];
  }
  /** A double-quoted string as std.escapeStringJson writes it (see failure for a NUL). */
  quote(s) {
    try {
      return quoteJsonStd(s);
    } catch (e) {
      if (!(e instanceof ManifestError)) throw e;
      this.failure ??= e;
      return "";
    }
  }
  /** The text written, or the printing's failure. */
  done() {
    if (this.failure) throw this.failure;
    return this.text;
  }
};
function plainShape(v) {
  if (v === null || typeof v !== "object") return OTHER;
  if (Array.isArray(v)) return v.length > 0 ? FILLED_ARRAY : OTHER;
  for (const _ in v) return FILLED_OBJECT;
  return OTHER;
}
function writePlain(v, layout, level) {
  if (v === null || typeof v !== "object") {
    layout.scalar(v, level);
    return;
  }
  if (Array.isArray(v)) {
    const n2 = v.length;
    layout.openArray(n2, level);
    for (let i = 0; i < n2; i++) {
      const e = v[i];
      writePlain(e, layout, layout.element(i, plainShape(e), level));
    }
    layout.closeArray(n2, level);
    return;
  }
  const keys = sortedKeys(v);
  const n = keys.length;
  layout.openObject(n, level);
  for (let i = 0; i < n; i++) {
    const k = keys[i];
    const e = v[k];
    writePlain(e, layout, layout.field(i, k, plainShape(e), level));
  }
  layout.closeObject(n, level);
}
function manifestJsonLibjsonnet(value, multiline = true) {
  if (!multiline) return writeOneLine(value);
  return multilineJsonUtf8(value, "") ?? writeMultiline(value, "");
}
function manifestOutput(value) {
  return multilineJsonUtf8(value, "\n") ?? `${writeMultiline(value, "")}
`;
}
function toStringValue(value) {
  return typeof value === "string" ? value : manifestJsonLibjsonnet(value, false);
}
function writeScalar(v) {
  if (v === null) return "null";
  if (v === true) return "true";
  if (v === false) return "false";
  if (typeof v === "number") return formatNumber(v);
  return quoteJson(v);
}
function writeMultiline(v, indent) {
  if (v === null || typeof v !== "object") return writeScalar(v);
  const indent2 = `${indent}   `;
  const sep = `,
${indent2}`;
  let out;
  if (Array.isArray(v)) {
    if (v.length === 0) return "[ ]";
    out = `[
${indent2}${writeMultiline(v[0], indent2)}`;
    for (let i = 1; i < v.length; i++) out += sep + writeMultiline(v[i], indent2);
    return `${out}
${indent}]`;
  }
  const keys = sortedKeys(v);
  if (keys.length === 0) return "{ }";
  let k = keys[0];
  out = `{
${indent2}${quoteJson(k)}: ${writeMultiline(v[k], indent2)}`;
  for (let i = 1; i < keys.length; i++) {
    k = keys[i];
    out += `${sep}${quoteJson(k)}: ${writeMultiline(v[k], indent2)}`;
  }
  return `${out}
${indent}}`;
}
function writeOneLine(v) {
  if (v === null || typeof v !== "object") return writeScalar(v);
  let out;
  if (Array.isArray(v)) {
    if (v.length === 0) return "[ ]";
    out = `[${writeOneLine(v[0])}`;
    for (let i = 1; i < v.length; i++) out += `, ${writeOneLine(v[i])}`;
    return `${out}]`;
  }
  const keys = sortedKeys(v);
  if (keys.length === 0) return "{ }";
  out = "{";
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (i > 0) out += ", ";
    out += `${quoteJson(k)}: ${writeOneLine(v[k])}`;
  }
  return `${out}}`;
}
var JsonExLayout = class extends Layout {
  constructor(indent, newline = "\n", keyValSep = ": ") {
    super(indent);
    this.newline = newline;
    this.keyValSep = keyValSep;
  }
  newline;
  keyValSep;
  scalar(v) {
    if (v === null) this.write("null");
    else if (v === true) this.write("true");
    else if (v === false) this.write("false");
    else if (typeof v === "number") this.write(formatNumber(v));
    else this.write(this.quote(v));
  }
  openArray() {
    this.write(`[${this.newline}`);
  }
  element(i, _shape, level) {
    this.write(i > 0 ? `,${this.newline}${this.pad(level + 1)}` : this.pad(level + 1));
    return level + 1;
  }
  closeArray(_length, level) {
    this.write(`${this.newline}${this.pad(level)}]`);
  }
  openObject() {
    this.write(`{${this.newline}`);
  }
  field(i, key, _shape, level) {
    const head = `${this.pad(level + 1)}${this.quote(key)}${this.keyValSep}`;
    this.write(i > 0 ? `,${this.newline}${head}` : head);
    return level + 1;
  }
  closeObject(_size, level) {
    this.write(`${this.newline}${this.pad(level)}}`);
  }
};
function manifestJsonEx(value, indent, newline = "\n", keyValSep = ": ") {
  const layout = new JsonExLayout(indent, newline, keyValSep);
  writePlain(value, layout, 0);
  return layout.done();
}
function isObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
function escapeStringJson(v) {
  return quoteJsonStd(toStringValue(v));
}
var escapeStringPython = escapeStringJson;
function charsOf(v) {
  const s = toStringValue(v);
  return s.includes("\0") ? s.replaceAll("\0", "") : s;
}
function escapeStringBash(v) {
  return `'${charsOf(v).replaceAll("'", `'"'"'`)}'`;
}
function escapeStringDollars(v) {
  return charsOf(v).replaceAll("$", "$$$$");
}
var XML_ESCAPES = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  '"': "&quot;",
  "'": "&apos;"
};
function escapeStringXml(v) {
  return charsOf(v).replace(/[<>&"']/g, (c) => XML_ESCAPES[c] ?? c);
}
function fieldsOf(v) {
  if (!isObject(v)) {
    throw new ManifestError(
      `Builtin function objectFieldsEx expected (object, boolean) but got (${typeName(v)}, boolean)`
    );
  }
  return sortedKeys(v);
}
function manifestIni(ini) {
  if (!isObject(ini)) {
    throw new ManifestError(
      `Builtin function objectHasEx expected (object, string, boolean) but got (${typeName(ini)}, string, boolean)`
    );
  }
  const bodyLines = (body, out) => {
    for (const k of fieldsOf(body)) {
      const vv = body[k];
      if (Array.isArray(vv)) for (const x of vv) out.push(`${k} = ${toStringValue(x)}`);
      else out.push(`${k} = ${toStringValue(vv)}`);
    }
  };
  const lines = [];
  if (Object.hasOwn(ini, "main")) bodyLines(ini.main, lines);
  if (!Object.hasOwn(ini, "sections")) throw new ManifestError("field does not exist: sections");
  const sections = ini.sections;
  for (const name of fieldsOf(sections)) {
    lines.push(`[${name}]`);
    bodyLines(sections[name], lines);
  }
  lines.push("");
  return lines.join("\n");
}
function manifestPython(v) {
  if (isObject(v))
    return `{${sortedKeys(v).map((k) => `${quoteJsonStd(k)}: ${manifestPython(v[k])}`).join(", ")}}`;
  if (Array.isArray(v)) return `[${v.map(manifestPython).join(", ")}]`;
  if (typeof v === "string") return quoteJsonStd(v);
  if (typeof v === "number") return formatNumber(v);
  if (v === true) return "True";
  if (v === false) return "False";
  return "None";
}
function manifestPythonVars(conf) {
  const lines = fieldsOf(conf).map((k) => `${k} = ${manifestPython(conf[k])}`);
  lines.push("");
  return lines.join("\n");
}
function deepJoin(v, out) {
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) for (const x of v) deepJoin(x, out);
  else throw new ManifestError(`Expected string or array, got ${typeName(v)}`);
}
function manifestXmlJsonml(value) {
  if (!Array.isArray(value)) {
    throw new ManifestError(`Expected a JSONML value (an array), got ${typeName(value)}`);
  }
  const out = [];
  const aux = (v) => {
    if (typeof v === "string") {
      out.push(v);
      return;
    }
    if (!Array.isArray(v)) {
      if (isObject(v)) throw new ManifestError("object index must be string, got number.");
      throw new ManifestError(`can only index objects, strings, and arrays, got ${typeName(v)}.`);
    }
    if (v.length === 0) throw new ManifestError("array bounds error: 0 not within [0, 0)");
    const tag = v[0];
    const hasAttrs = v.length > 1 && isObject(v[1]);
    const attrs = hasAttrs ? v[1] : {};
    out.push("<");
    deepJoin(tag, out);
    for (const k of sortedKeys(attrs)) out.push(` ${k}="${toStringValue(attrs[k])}"`);
    out.push(">");
    for (let i = hasAttrs ? 2 : 1; i < v.length; i++) aux(v[i]);
    out.push("</");
    deepJoin(tag, out);
    out.push(">");
  };
  aux(value);
  return out.join("");
}
var BARE_KEY = /^[A-Za-z0-9_-]*$/;
function tomlKey(k) {
  return BARE_KEY.test(k) ? k : quoteJsonStd(k);
}
function isObject2(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
function isTableArray(v) {
  return Array.isArray(v) && v.length > 0 && v.every(isObject2);
}
function isSection(v) {
  return isObject2(v) || isTableArray(v);
}
function manifestTomlEx(value, indent) {
  if (!isObject2(value)) throw new ManifestError(`TOML body must be an object. Got ${typeName(value)}`);
  const renderValue = (v, path2, inline, cindent) => {
    if (v === true) return "true";
    if (v === false) return "false";
    if (v === null) {
      throw new ManifestError(`Tried to manifest "null" at ${manifestJsonLibjsonnet(path2, false)}`);
    }
    if (typeof v === "number") return formatNumber(v);
    if (typeof v === "string") return quoteJsonStd(v);
    if (Array.isArray(v)) {
      if (v.length === 0) return "[]";
      const newIndent = inline ? "" : cindent + indent;
      const sep = inline ? " " : "\n";
      const items = v.map((el, i) => newIndent + renderValue(el, [...path2, i], true, ""));
      return `[${sep}${items.join(`,${sep}`)}${sep}${inline ? "" : cindent}]`;
    }
    const fields = sortedKeys(v).map(
      (k) => `${tomlKey(k)} = ${renderValue(v[k], [...path2, k], true, "")}`
    );
    return `{ ${fields.join(", ")} }`;
  };
  const renderTableInternal = (v, path2, ipath, cindent) => {
    const keys = sortedKeys(v);
    const kvp = [];
    for (const k of keys) {
      if (!isSection(v[k]))
        kvp.push(
          `${cindent}${tomlKey(k)} = ${renderValue(v[k], [...ipath, k], false, cindent)}`
        );
    }
    const sections = [kvp.join("\n")];
    for (const k of keys) {
      const sub = v[k];
      if (isObject2(sub)) sections.push(renderTable(sub, [...path2, k], [...ipath, k], cindent));
      else if (isTableArray(sub)) sections.push(renderTableArray(sub, [...path2, k], [...ipath, k], cindent));
    }
    return sections.join("\n\n");
  };
  const header = (path2) => path2.map(tomlKey).join(".");
  const renderTable = (v, path2, ipath, cindent) => `${cindent}[${header(path2)}]${Object.keys(v).length === 0 ? "" : "\n"}` + renderTableInternal(v, path2, ipath, cindent + indent);
  const renderTableArray = (v, path2, ipath, cindent) => v.map(
    (el, i) => `${cindent}[[${header(path2)}]]${Object.keys(el).length === 0 ? "" : "\n"}` + renderTableInternal(el, path2, [...ipath, i], cindent + indent)
  ).join("\n\n");
  return renderTableInternal(value, [], [], "");
}
function manifestToml(value) {
  return manifestTomlEx(value, "  ");
}
var RESERVED = /* @__PURE__ */ new Set([
  "true",
  "false",
  "yes",
  "no",
  "on",
  "off",
  "y",
  "n",
  ".nan",
  "-.inf",
  "+.inf",
  ".inf"
]);
RESERVED.add("null").add("-").add("---").add("");
var SAFE = /^[A-Za-z0-9_\-/.]*$/;
var DATE = /^[0-9-]*$/;
var INT = /^[0-9_-]*$/;
var BIN = /^[0-9b_-]*$/;
var FLOAT = /^[0-9e._-]*$/;
var HEX2 = /^[0-9a-fx_-]*$/;
function count(s, ch) {
  let n = 0;
  for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) n++;
  return n;
}
function typeMatch(key, type) {
  return key.startsWith(type) || key.startsWith(`-${type}`);
}
function yamlKeyIsBareSafe(key) {
  if (!SAFE.test(key)) return false;
  const lc = key.toLowerCase();
  if (RESERVED.has(lc)) return false;
  const dashes = count(key, "-");
  if (DATE.test(key) && dashes === 2) return false;
  if (INT.test(lc) && dashes < 2) return false;
  if (BIN.test(lc) && key.length > 2 && typeMatch(key, "0b")) return false;
  if (FLOAT.test(lc) && count(key, ".") === 1 && dashes < 3 && count(lc, "e") < 2) return false;
  if (HEX2.test(lc) && dashes < 2 && key.length > 2 && typeMatch(key, "0x")) return false;
  return true;
}
var YamlLayout = class extends Layout {
  constructor(indentArrayInObject = false, quoteKeys = true) {
    super("  ");
    this.indentArrayInObject = indentArrayInObject;
    this.quoteKeys = quoteKeys;
  }
  indentArrayInObject;
  quoteKeys;
  scalar(v, level) {
    if (v === null) this.write("null");
    else if (v === true) this.write("true");
    else if (v === false) this.write("false");
    else if (typeof v === "number") this.write(formatNumber(v));
    else if (v.length === 0) this.write('""');
    else if (v.endsWith("\n")) {
      const lines = v.split("\n");
      const sep = `
${this.pad(level + 1)}`;
      let text = "|";
      for (let i = 0; i < lines.length - 1; i++) text += sep + lines[i];
      this.write(text);
    } else this.write(this.quote(v));
  }
  openArray(length) {
    if (length === 0) this.write("[]");
  }
  element(i, shape, level) {
    if (i > 0) this.write(`
${this.pad(level)}`);
    if (shape === FILLED_ARRAY) {
      this.write(`-
${this.pad(level + 1)}`);
      return level + 1;
    }
    this.write("- ");
    return shape === FILLED_OBJECT ? level + 1 : level;
  }
  closeArray() {
  }
  openObject(size) {
    if (size === 0) this.write("{}");
  }
  field(i, key, shape, level) {
    const k = this.quoteKeys || !yamlKeyIsBareSafe(key) ? this.quote(key) : key;
    const head = i > 0 ? `
${this.pad(level)}${k}:` : `${k}:`;
    if (shape === OTHER) {
      this.write(`${head} `);
      return level;
    }
    const inner = shape === FILLED_OBJECT || this.indentArrayInObject ? level + 1 : level;
    this.write(`${head}
${this.pad(inner)}`);
    return inner;
  }
  closeObject() {
  }
};
function manifestYamlDoc(value, indentArrayInObject = false, quoteKeys = true) {
  const layout = new YamlLayout(indentArrayInObject, quoteKeys);
  writePlain(value, layout, 0);
  return layout.done();
}
var YAML_STREAM_START = "---\n";
var YAML_DOCUMENT_SEPARATOR = "\n---\n";
function yamlStreamEnd(cDocumentEnd) {
  return cDocumentEnd ? "\n...\n" : "\n";
}
function yamlStreamNotArray(type) {
  return new ManifestError(`manifestYamlStream only takes arrays, got ${type}`);
}
function manifestYamlStream(value, indentArrayInObject = false, cDocumentEnd = true, quoteKeys = true) {
  if (!Array.isArray(value)) throw yamlStreamNotArray(typeName(value));
  const layout = new YamlLayout(indentArrayInObject, quoteKeys);
  layout.write(YAML_STREAM_START);
  for (let i = 0; i < value.length; i++) {
    if (i > 0) layout.write(YAML_DOCUMENT_SEPARATOR);
    writePlain(value[i], layout, 0);
  }
  layout.write(yamlStreamEnd(cDocumentEnd));
  return layout.done();
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  FILLED_ARRAY,
  FILLED_OBJECT,
  JsonExLayout,
  ManifestError,
  OTHER,
  YAML_DOCUMENT_SEPARATOR,
  YAML_STREAM_START,
  YamlLayout,
  compareFieldNames,
  escapeStringBash,
  escapeStringDollars,
  escapeStringJson,
  escapeStringPython,
  escapeStringXml,
  formatNumber,
  makeRelativizer,
  manifestIni,
  manifestJsonEx,
  manifestJsonLibjsonnet,
  manifestOutput,
  manifestPython,
  manifestPythonVars,
  manifestToml,
  manifestTomlEx,
  manifestXmlJsonml,
  manifestYamlDoc,
  manifestYamlStream,
  parseJsonnetError,
  quoteJson,
  sortedKeys,
  withoutFrames,
  writePlain,
  yamlStreamEnd
});

},
})
