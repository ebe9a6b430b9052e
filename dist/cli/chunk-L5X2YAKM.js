({
"chunk-L5X2YAKM.js": function (exports, require, module, __filename, __dirname) {
// src/schema/re2-regexp.ts
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
  re2RegExp: () => re2RegExp,
  re2RegexFormat: () => re2RegexFormat
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_IKCADKEA = require("./chunk-IKCADKEA.js");
var CACHE_MAX = 256;
var compiled = /* @__PURE__ */ new Map();
function compile(pattern) {
  let re = compiled.get(pattern);
  if (re === void 0) {
    re = import_chunk_IKCADKEA.RE2JS.compile(pattern);
    if (compiled.size >= CACHE_MAX) compiled.delete(compiled.keys().next().value);
    compiled.set(pattern, re);
  }
  return re;
}
var re2RegExp = Object.assign(
  (pattern, _flags) => {
    let re;
    try {
      re = compile(pattern);
    } catch (e) {
      throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid regex: ${e.message}`);
    }
    return { test: (s) => re.test(s), toString: () => `re2:${pattern}` };
  },
  { code: 'require("./re2-regexp").re2RegExpDeferred' }
);
var re2RegExpDeferred = Object.assign(
  (pattern, _flags) => {
    let re;
    return {
      test: (s) => {
        re ??= compile(pattern);
        return re.test(s);
      },
      toString: () => `re2:${pattern}`
    };
  },
  { code: 'require("./re2-regexp").re2RegExpDeferred' }
);
var re2RegexFormat = (s) => {
  try {
    compile(s);
    return true;
  } catch {
    return false;
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  re2RegExp,
  re2RegexFormat
});

},
})
