({
"chunk-H36LGDGX.js": function (exports, require, module, __filename, __dirname) {
// src/render/jsonnet/rigging/strings.ts
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
  unescapeString: () => unescapeString
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
function unescapeString(raw) {
  if (!raw.includes("\\")) return raw;
  let out = "";
  const n = raw.length;
  let i = 0;
  while (i < n) {
    const next = raw.indexOf("\\", i);
    if (next !== i) {
      const to = next < 0 ? n : next;
      out += raw.slice(i, to);
      i = to;
      continue;
    }
    i++;
    if (i >= n) return { error: "Truncated escape sequence in string literal." };
    const e = raw[i];
    i++;
    switch (e) {
      case '"':
      case "'":
      case "\\":
      case "/":
        out += e;
        break;
      case "b":
        out += "\b";
        break;
      case "f":
        out += "\f";
        break;
      case "n":
        out += "\n";
        break;
      case "r":
        out += "\r";
        break;
      case "t":
        out += "	";
        break;
      case "u": {
        const hi = hex4(raw, i);
        if (typeof hi !== "number") return hi;
        i += 4;
        if (hi < 55296 || hi >= 57344 && hi < 65536) {
          out += String.fromCharCode(hi);
          break;
        }
        if (raw[i] !== "\\" || raw[i + 1] !== "u") {
          return { error: "Invalid non-BMP Unicode escape in string literal" };
        }
        const lo = hex4(raw, i + 2);
        if (typeof lo !== "number") return lo;
        i += 6;
        if (!(hi < 56320 && lo >= 56320 && lo < 57344)) return { error: "Invalid UTF-16 bytes" };
        out += String.fromCharCode(hi, lo);
        break;
      }
      default: {
        const cp = raw.codePointAt(i - 1);
        return { error: `Unknown escape sequence in string literal: '${String.fromCodePoint(cp)}'` };
      }
    }
  }
  return out;
}
function hex4(raw, at) {
  let v = 0;
  for (let k = 0; k < 4; k++) {
    if (at + k >= raw.length) return { error: "Truncated unicode escape sequence in string literal." };
    const c = raw.charCodeAt(at + k);
    let d;
    if (c >= 48 && c <= 57) d = c - 48;
    else if (c >= 97 && c <= 102) d = c - 87;
    else if (c >= 65 && c <= 70) d = c - 55;
    else {
      const cp = raw.codePointAt(at + k);
      return {
        error: `Malformed unicode escape character, should be hex: '${String.fromCharCode(cp & 255)}'`
      };
    }
    v = v * 16 + d;
  }
  return v;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  unescapeString
});

},
})
