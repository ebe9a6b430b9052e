import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  RE2JS,
  init_build
} from "./chunk-N737LSFI.mjs";
import {
  __esm,
  __export
} from "./chunk-Z27IH3SI.mjs";

// src/schema/re2-regexp.ts
var re2_regexp_exports = {};
__export(re2_regexp_exports, {
  re2RegExp: () => re2RegExp,
  re2RegExpDeferred: () => re2RegExpDeferred,
  re2RegexFormat: () => re2RegexFormat
});
function compile(pattern) {
  let re = compiled.get(pattern);
  if (re === void 0) {
    re = RE2JS.compile(pattern);
    if (compiled.size >= CACHE_MAX) compiled.delete(compiled.keys().next().value);
    compiled.set(pattern, re);
  }
  return re;
}
var CACHE_MAX, compiled, re2RegExp, re2RegExpDeferred, re2RegexFormat;
var init_re2_regexp = __esm({
  "src/schema/re2-regexp.ts"() {
    "use strict";
    init_build();
    CACHE_MAX = 256;
    compiled = /* @__PURE__ */ new Map();
    re2RegExp = Object.assign(
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
    re2RegExpDeferred = Object.assign(
      (pattern, _flags) => {
        let re;
        return { test: (s) => (re ??= compile(pattern)).test(s), toString: () => `re2:${pattern}` };
      },
      { code: 'require("./re2-regexp").re2RegExpDeferred' }
    );
    re2RegexFormat = (s) => {
      try {
        compile(s);
        return true;
      } catch {
        return false;
      }
    };
  }
});

export {
  re2RegExp,
  re2RegexFormat,
  re2_regexp_exports,
  init_re2_regexp
};
