({
"chunk-UV6YLRJV.js": function (exports, require, module, __filename, __dirname) {
// src/schema/linear-pattern.ts
// src/schema/native-regexp.ts
// src/schema/precompiled.ts
// src/schema/validate.ts
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
  validateYaml: () => validateYaml
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var import_chunk_QKF3I55P = require("./chunk-QKF3I55P.js");
var import_chunk_IDCT4TUJ = require("./chunk-IDCT4TUJ.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
function nonLinearReason(pattern) {
  try {
    new Parser(pattern).parse();
    return void 0;
  } catch (e) {
    if (e instanceof NotLinear) return e.message;
    throw e;
  }
}
var NotLinear, MAX_BOUNDED, MAX_WAYS, META, SYNTAX, CLASS_ESCAPES, Parser;
var init_linear_pattern = (0, import_chunk_75QCMCYK.__esm)({
  "src/schema/linear-pattern.ts"() {
    "use strict";
    NotLinear = class extends Error {
    };
    MAX_BOUNDED = 64;
    MAX_WAYS = 64;
    META = /* @__PURE__ */ new Set([..."^$\\.|?*+()[]{}"]);
    SYNTAX = /* @__PURE__ */ new Set([..."^$\\.*+?()[]{}|/"]);
    CLASS_ESCAPES = /* @__PURE__ */ new Set([..."dDwW"]);
    Parser = class {
      constructor(src) {
        this.src = src;
      }
      src;
      at = 0;
      /** Unbounded loops so far, each counted as often as its enclosing groups may repeat. */
      loops = 0;
      /** Ways through the bounded quantifiers so far: the product of their choices. */
      ways = 1;
      parse() {
        if (!this.src.startsWith("^")) this.fail("it does not start with ^");
        if (!this.src.endsWith("$") || this.src.endsWith("\\$")) this.fail("it does not end with $");
        this.at = 1;
        this.sequence(1, this.src.length - 1);
        if (this.at !== this.src.length - 1) this.fail(`unexpected ${this.src[this.at]}`);
      }
      /** Items up to `end` or a `)`; `repeats` is how often the enclosing groups may match. */
      sequence(repeats, end) {
        while (this.at < end && this.src[this.at] !== ")") {
          const single = this.atom(repeats, end);
          this.quantifier(single, repeats);
        }
      }
      /** One atom; true when it matches a single character (a literal, escape or class). */
      atom(repeats, end) {
        const c = this.src[this.at];
        if (c === "(") {
          const group = this.at;
          this.at += this.src.startsWith("(?:", this.at) ? 3 : 1;
          if (this.src[this.at] === "?") this.fail("lookaround or a named group");
          const close = this.matchingParen(group, end);
          const max = this.quantifierRange(close + 1)?.[1] ?? 1;
          if (max === Number.POSITIVE_INFINITY) this.fail("an unbounded quantifier on a group");
          this.sequence(repeats * max, end);
          if (this.src[this.at] !== ")") this.fail("an unclosed group");
          this.at++;
          return false;
        }
        if (c === "[") {
          this.charClass();
          return true;
        }
        if (c === "\\") {
          this.escape(false);
          return true;
        }
        if (c === "|") this.fail("alternation");
        if (c === ".") this.fail('"." (it differs between RE2 and JavaScript)');
        if (META.has(c)) this.fail(`unexpected ${c}`);
        this.at++;
        return true;
      }
      quantifier(single, repeats) {
        const range = this.quantifierRange(this.at);
        if (range === void 0) return;
        const [min, max] = range;
        this.at = this.quantifierEnd;
        if (this.src[this.at] === "?" || this.src[this.at] === "+") this.fail("a lazy or possessive quantifier");
        if (max !== Number.POSITIVE_INFINITY) {
          this.ways *= (max - min + 1) ** repeats;
          if (this.ways > MAX_WAYS) this.fail(`over ${MAX_WAYS} ways through its bounded quantifiers`);
          return;
        }
        if (!single) this.fail("an unbounded quantifier on a group");
        this.loops += repeats;
        if (this.loops > 1) this.fail("more than one unbounded quantifier, or one in a repeated group");
      }
      quantifierEnd = 0;
      /** The least and greatest count of the quantifier at `i` (Infinity: unbounded); undefined if none. */
      quantifierRange(i) {
        const c = this.src[i];
        this.quantifierEnd = i + 1;
        if (c === "?") return [0, 1];
        if (c === "*") return [0, Number.POSITIVE_INFINITY];
        if (c === "+") return [1, Number.POSITIVE_INFINITY];
        if (c !== "{") return void 0;
        const m = /^\{(\d{1,3})(,(\d{1,3})?)?\}/.exec(this.src.slice(i));
        if (!m) this.fail("a malformed {} quantifier");
        this.quantifierEnd = i + m[0].length;
        const min = this.bounded(Number(m[1]));
        if (m[2] === void 0) return [min, min];
        if (m[3] === void 0) return [min, Number.POSITIVE_INFINITY];
        if (Number(m[3]) < min) this.fail("a {n,m} quantifier with m < n");
        return [min, this.bounded(Number(m[3]))];
      }
      bounded(count) {
        if (count > MAX_BOUNDED) this.fail(`a repetition count over ${MAX_BOUNDED}`);
        return count;
      }
      /** The index of the `)` closing the group opened at `open`. */
      matchingParen(open, end) {
        let depth = 0;
        for (let i = open; i < end; i++) {
          const c = this.src[i];
          if (c === "\\") i++;
          else if (c === "[") i = this.classEnd(i);
          else if (c === "(") depth++;
          else if (c === ")" && --depth === 0) return i;
        }
        return this.fail("an unclosed group");
      }
      /** The index of the `]` closing the class opened at `open` (the class itself is checked later). */
      classEnd(open) {
        for (let i = open + 1; i < this.src.length; i++) {
          if (this.src[i] === "\\") i++;
          else if (this.src[i] === "]") return i;
        }
        return this.fail("an unclosed class");
      }
      charClass() {
        this.at++;
        if (this.src[this.at] === "^") this.at++;
        if (this.src[this.at] === "]") this.fail("an empty class or a leading ]");
        while (this.src[this.at] !== "]") {
          const c = this.src[this.at];
          if (c === void 0) this.fail("an unclosed class");
          if (c === "[") this.fail("[ inside a class");
          if (c === "\\") this.escape(true);
          else this.at++;
        }
        this.at++;
      }
      escape(inClass) {
        const c = this.src[this.at + 1];
        if (c === void 0) this.fail("a trailing \\");
        const syntax = SYNTAX.has(c) || inClass && c === "-";
        if (!syntax && !CLASS_ESCAPES.has(c)) this.fail(`the escape \\${c}${inClass ? " in a class" : ""}`);
        this.at += 2;
      }
      fail(why) {
        throw new NotLinear(why);
      }
    };
  }
});
var native_regexp_exports = {};
(0, import_chunk_75QCMCYK.__export)(native_regexp_exports, {
  linearRegExp: () => linearRegExp
});
var linearRegExp;
var init_native_regexp = (0, import_chunk_75QCMCYK.__esm)({
  "src/schema/native-regexp.ts"() {
    "use strict";
    init_linear_pattern();
    linearRegExp = Object.assign(
      (pattern, _flags) => {
        const why = nonLinearReason(pattern);
        if (why !== void 0) throw new Error(`pattern ${JSON.stringify(pattern)} may backtrack: ${why}`);
        const re = new RegExp(pattern, "uy");
        return {
          test: (s) => {
            re.lastIndex = 0;
            return re.test(s);
          },
          toString: () => `linear:${pattern}`
        };
      },
      { code: 'require("./native-regexp").linearRegExp' }
    );
  }
});
var require_precompiled = (0, import_chunk_75QCMCYK.__commonJS)({
  "src/schema/precompiled.ts"(exports2) {
    "use strict";
    exports2.precompiled = /* @__PURE__ */ new Map([
      ['[["x-noun","x-hint"],{"type":"object","required":["apiVersion","kind","metadata","spec"],"properties":{"apiVersion":{"type":"string","const":"rigging.dev/v1alpha1","x-noun":"apiVersion"},"kind":{"type":"string","const":"Pipeline","x-noun":"kind"},"metadata":{"type":"object","required":["name"],"properties":{"name":{"type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","x-noun":"pipeline name","x-hint":"use lowercase letters, digits and \\"-\\", starting and ending with a letter or digit"}},"additionalProperties":false},"spec":{"type":"object","required":["environments","sources"],"properties":{"environments":{"type":"object","minProperties":1,"propertyNames":{"pattern":"^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$","x-noun":"environment name","x-hint":"use lowercase letters, digits, \\"-\\", \\"_\\" and \\".\\", starting and ending with a letter or digit"},"additionalProperties":{"type":"object","additionalProperties":false,"properties":{"target":{"type":"string"},"properties":{"type":"object"}},"x-noun":"environment"}},"sources":{"type":"array","minItems":1,"items":{"type":"object","required":["name","type","path"],"properties":{"name":{"type":"string","pattern":"^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$","x-noun":"source name","x-hint":"use lowercase letters, digits, \\"-\\", \\"_\\" and \\".\\", starting and ending with a letter or digit"},"type":{"type":"string","enum":["qbec","snippet","blueprint","bosh","stack"],"x-noun":"source type"},"path":{"type":"string","minLength":1,"x-noun":"path"}},"allOf":[{"if":{"properties":{"type":{"const":"qbec"}},"required":["type"]},"then":{"properties":{"name":{},"type":{},"path":{},"environments":{"type":"object","additionalProperties":{"type":"string","minLength":1,"x-noun":"qbec environment"}},"appTag":{"type":"string","pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$","x-noun":"app tag","x-hint":"use letters, digits, \\"-\\", \\"_\\" and \\".\\", starting and ending with a letter or digit"},"vars":{"type":"object","properties":{"external":{"type":"object"},"topLevel":{"type":"object"}},"additionalProperties":false,"x-noun":"vars mapping"}},"additionalProperties":false,"x-noun":"qbec source"}},{"if":{"properties":{"type":{"const":"snippet"}},"required":["type"]},"then":{"properties":{"name":{},"type":{},"path":{},"externalVariables":{"type":"object","additionalProperties":{"type":"string","x-noun":"external variable value"},"x-noun":"externalVariables mapping"},"defaultServiceAccount":{"type":"string","minLength":1,"x-noun":"service account name"},"evaluationTimeout":{"type":"string","minLength":1,"x-noun":"duration"},"maxArtifactBytes":{"type":"integer","minimum":0,"x-noun":"byte count"},"allowCrossNamespaceRefs":{"type":"boolean"},"repositoryURLs":{"type":"array","items":{"type":"string","minLength":1,"x-noun":"URL"}}},"additionalProperties":false,"x-noun":"snippet source"}},{"if":{"properties":{"type":{"const":"blueprint"}},"required":["type"]},"then":{"properties":{"name":{},"type":{},"path":{},"values":{"type":"string","minLength":1,"x-noun":"values file path"},"componentDescriptor":{"type":"string","minLength":1,"x-noun":"component descriptor path"},"exports":{"type":"string","minLength":1,"x-noun":"exports file path"}},"additionalProperties":false,"x-noun":"blueprint source"}},{"if":{"properties":{"type":{"const":"bosh"}},"required":["type"]},"then":{"properties":{"name":{},"type":{},"path":{},"releases":{"type":"string","minLength":1,"x-noun":"releases path"},"variables":{"type":"string","minLength":1,"x-noun":"variables file path"},"addresses":{"enum":["quarks","director"],"x-noun":"address mode"},"namespace":{"type":"string","minLength":1,"x-noun":"namespace"},"serviceDomain":{"type":"string","minLength":1,"x-noun":"service domain"},"overrides":{"type":"object","x-noun":"overrides mapping","additionalProperties":{"type":"object","additionalProperties":false,"properties":{"properties":{"type":"object","x-noun":"properties mapping"},"instance_groups":{"type":"object","additionalProperties":{"type":"object","additionalProperties":false,"properties":{"instances":{"type":"integer","minimum":0,"x-noun":"instance count"},"properties":{"type":"object","x-noun":"properties mapping"}}}}}}}},"additionalProperties":false,"x-noun":"bosh source"}},{"if":{"properties":{"type":{"const":"stack"}},"required":["type"]},"then":{"properties":{"name":{},"type":{},"path":{},"capabilities":{"type":"object","x-noun":"capabilities mapping","x-hint":"map each environment to a list of capabilities, e.g. { dev: [aws, kubectl] }","additionalProperties":{"type":"array","x-noun":"capability list","items":{"type":"string","minLength":1,"x-noun":"capability"}}},"platform":{"type":"string","minLength":1,"x-noun":"platform state file path"},"state":{"type":"string","minLength":1,"x-noun":"state file path"}},"additionalProperties":false,"x-noun":"stack source"}}]}},"diff":{"type":"object","additionalProperties":false,"properties":{"redactSecrets":{"type":"boolean"},"ignore":{"type":"array","items":{"type":"object","properties":{"kind":{"type":"string","minLength":1,"x-noun":"kind"},"group":{"type":"string"},"name":{"type":"string","minLength":1,"x-noun":"name pattern"},"namespace":{"type":"string","minLength":1,"x-noun":"namespace pattern"},"paths":{"type":"array","minItems":1,"items":{"type":"string","minLength":1,"x-noun":"JSON pointer"}},"labels":{"type":"array","minItems":1,"items":{"type":"string","minLength":1,"x-noun":"label key"}},"annotations":{"type":"array","minItems":1,"items":{"type":"string","minLength":1,"x-noun":"annotation key"}}},"additionalProperties":false,"x-noun":"ignore rule"}}}},"deploy":{"type":"object","additionalProperties":false,"properties":{"prune":{"type":"boolean"},"pruneAdopted":{"type":"boolean"},"allowEmpty":{"type":"boolean"},"wait":{"type":"boolean"}}},"jsonnet":{"type":"object","additionalProperties":false,"properties":{"engine":{"type":"string","enum":["libjsonnet","rigging"],"x-noun":"jsonnet engine"}}}},"additionalProperties":false}},"additionalProperties":false}]', () => {
        const module2 = { exports: {} };
        "use strict";
        module2.exports = validate10;
        module2.exports.default = validate10;
        const schema11 = { "type": "object", "required": ["apiVersion", "kind", "metadata", "spec"], "properties": { "apiVersion": { "type": "string", "const": "rigging.dev/v1alpha1", "x-noun": "apiVersion" }, "kind": { "type": "string", "const": "Pipeline", "x-noun": "kind" }, "metadata": { "type": "object", "required": ["name"], "properties": { "name": { "type": "string", "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "x-noun": "pipeline name", "x-hint": 'use lowercase letters, digits and "-", starting and ending with a letter or digit' } }, "additionalProperties": false }, "spec": { "type": "object", "required": ["environments", "sources"], "properties": { "environments": { "type": "object", "minProperties": 1, "propertyNames": { "pattern": "^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$", "x-noun": "environment name", "x-hint": 'use lowercase letters, digits, "-", "_" and ".", starting and ending with a letter or digit' }, "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "target": { "type": "string" }, "properties": { "type": "object" } }, "x-noun": "environment" } }, "sources": { "type": "array", "minItems": 1, "items": { "type": "object", "required": ["name", "type", "path"], "properties": { "name": { "type": "string", "pattern": "^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$", "x-noun": "source name", "x-hint": 'use lowercase letters, digits, "-", "_" and ".", starting and ending with a letter or digit' }, "type": { "type": "string", "enum": ["qbec", "snippet", "blueprint", "bosh", "stack"], "x-noun": "source type" }, "path": { "type": "string", "minLength": 1, "x-noun": "path" } }, "allOf": [{ "if": { "properties": { "type": { "const": "qbec" } }, "required": ["type"] }, "then": { "properties": { "name": {}, "type": {}, "path": {}, "environments": { "type": "object", "additionalProperties": { "type": "string", "minLength": 1, "x-noun": "qbec environment" } }, "appTag": { "type": "string", "pattern": "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$", "x-noun": "app tag", "x-hint": 'use letters, digits, "-", "_" and ".", starting and ending with a letter or digit' }, "vars": { "type": "object", "properties": { "external": { "type": "object" }, "topLevel": { "type": "object" } }, "additionalProperties": false, "x-noun": "vars mapping" } }, "additionalProperties": false, "x-noun": "qbec source" } }, { "if": { "properties": { "type": { "const": "snippet" } }, "required": ["type"] }, "then": { "properties": { "name": {}, "type": {}, "path": {}, "externalVariables": { "type": "object", "additionalProperties": { "type": "string", "x-noun": "external variable value" }, "x-noun": "externalVariables mapping" }, "defaultServiceAccount": { "type": "string", "minLength": 1, "x-noun": "service account name" }, "evaluationTimeout": { "type": "string", "minLength": 1, "x-noun": "duration" }, "maxArtifactBytes": { "type": "integer", "minimum": 0, "x-noun": "byte count" }, "allowCrossNamespaceRefs": { "type": "boolean" }, "repositoryURLs": { "type": "array", "items": { "type": "string", "minLength": 1, "x-noun": "URL" } } }, "additionalProperties": false, "x-noun": "snippet source" } }, { "if": { "properties": { "type": { "const": "blueprint" } }, "required": ["type"] }, "then": { "properties": { "name": {}, "type": {}, "path": {}, "values": { "type": "string", "minLength": 1, "x-noun": "values file path" }, "componentDescriptor": { "type": "string", "minLength": 1, "x-noun": "component descriptor path" }, "exports": { "type": "string", "minLength": 1, "x-noun": "exports file path" } }, "additionalProperties": false, "x-noun": "blueprint source" } }, { "if": { "properties": { "type": { "const": "bosh" } }, "required": ["type"] }, "then": { "properties": { "name": {}, "type": {}, "path": {}, "releases": { "type": "string", "minLength": 1, "x-noun": "releases path" }, "variables": { "type": "string", "minLength": 1, "x-noun": "variables file path" }, "addresses": { "enum": ["quarks", "director"], "x-noun": "address mode" }, "namespace": { "type": "string", "minLength": 1, "x-noun": "namespace" }, "serviceDomain": { "type": "string", "minLength": 1, "x-noun": "service domain" }, "overrides": { "type": "object", "x-noun": "overrides mapping", "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "properties": { "type": "object", "x-noun": "properties mapping" }, "instance_groups": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "instances": { "type": "integer", "minimum": 0, "x-noun": "instance count" }, "properties": { "type": "object", "x-noun": "properties mapping" } } } } } } } }, "additionalProperties": false, "x-noun": "bosh source" } }, { "if": { "properties": { "type": { "const": "stack" } }, "required": ["type"] }, "then": { "properties": { "name": {}, "type": {}, "path": {}, "capabilities": { "type": "object", "x-noun": "capabilities mapping", "x-hint": "map each environment to a list of capabilities, e.g. { dev: [aws, kubectl] }", "additionalProperties": { "type": "array", "x-noun": "capability list", "items": { "type": "string", "minLength": 1, "x-noun": "capability" } } }, "platform": { "type": "string", "minLength": 1, "x-noun": "platform state file path" }, "state": { "type": "string", "minLength": 1, "x-noun": "state file path" } }, "additionalProperties": false, "x-noun": "stack source" } }] } }, "diff": { "type": "object", "additionalProperties": false, "properties": { "redactSecrets": { "type": "boolean" }, "ignore": { "type": "array", "items": { "type": "object", "properties": { "kind": { "type": "string", "minLength": 1, "x-noun": "kind" }, "group": { "type": "string" }, "name": { "type": "string", "minLength": 1, "x-noun": "name pattern" }, "namespace": { "type": "string", "minLength": 1, "x-noun": "namespace pattern" }, "paths": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1, "x-noun": "JSON pointer" } }, "labels": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1, "x-noun": "label key" } }, "annotations": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1, "x-noun": "annotation key" } } }, "additionalProperties": false, "x-noun": "ignore rule" } } } }, "deploy": { "type": "object", "additionalProperties": false, "properties": { "prune": { "type": "boolean" }, "pruneAdopted": { "type": "boolean" }, "allowEmpty": { "type": "boolean" }, "wait": { "type": "boolean" } } }, "jsonnet": { "type": "object", "additionalProperties": false, "properties": { "engine": { "type": "string", "enum": ["libjsonnet", "rigging"], "x-noun": "jsonnet engine" } } } }, "additionalProperties": false } }, "additionalProperties": false };
        const func2 = (init_native_regexp(), (0, import_chunk_75QCMCYK.__toCommonJS)(native_regexp_exports)).linearRegExp;
        const func4 = (0, import_chunk_IDCT4TUJ.require_ucs2length)().default;
        const func6 = Object.prototype.hasOwnProperty;
        const pattern0 = func2("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "u");
        const pattern1 = func2("^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$", "u");
        const pattern2 = func2("^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$", "u");
        function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
          let vErrors = null;
          let errors = 0;
          if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.apiVersion === void 0) {
              const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'", schema: schema11.required, parentSchema: schema11, data };
              if (vErrors === null) {
                vErrors = [err0];
              } else {
                vErrors.push(err0);
              }
              errors++;
            }
            if (data.kind === void 0) {
              const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema11.required, parentSchema: schema11, data };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data.metadata === void 0) {
              const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "metadata" }, message: "must have required property 'metadata'", schema: schema11.required, parentSchema: schema11, data };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (data.spec === void 0) {
              const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec" }, message: "must have required property 'spec'", schema: schema11.required, parentSchema: schema11, data };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            for (const key0 in data) {
              if (!(key0 === "apiVersion" || key0 === "kind" || key0 === "metadata" || key0 === "spec")) {
                const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            if (data.apiVersion !== void 0) {
              let data0 = data.apiVersion;
              if (typeof data0 !== "string") {
                const err5 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.apiVersion.type, parentSchema: schema11.properties.apiVersion, data: data0 };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
              if ("rigging.dev/v1alpha1" !== data0) {
                const err6 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "rigging.dev/v1alpha1" }, message: "must be equal to constant", schema: "rigging.dev/v1alpha1", parentSchema: schema11.properties.apiVersion, data: data0 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            if (data.kind !== void 0) {
              let data1 = data.kind;
              if (typeof data1 !== "string") {
                const err7 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.kind.type, parentSchema: schema11.properties.kind, data: data1 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
              if ("Pipeline" !== data1) {
                const err8 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "Pipeline" }, message: "must be equal to constant", schema: "Pipeline", parentSchema: schema11.properties.kind, data: data1 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data.metadata !== void 0) {
              let data2 = data.metadata;
              if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                if (data2.name === void 0) {
                  const err9 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.properties.metadata.required, parentSchema: schema11.properties.metadata, data: data2 };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
                for (const key1 in data2) {
                  if (!(key1 === "name")) {
                    const err10 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.metadata, data: data2 };
                    if (vErrors === null) {
                      vErrors = [err10];
                    } else {
                      vErrors.push(err10);
                    }
                    errors++;
                  }
                }
                if (data2.name !== void 0) {
                  let data3 = data2.name;
                  if (typeof data3 === "string") {
                    if (!pattern0.test(data3)) {
                      const err11 = { instancePath: instancePath + "/metadata/name", schemaPath: "#/properties/metadata/properties/name/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$" }, message: 'must match pattern "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"', schema: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", parentSchema: schema11.properties.metadata.properties.name, data: data3 };
                      if (vErrors === null) {
                        vErrors = [err11];
                      } else {
                        vErrors.push(err11);
                      }
                      errors++;
                    }
                  } else {
                    const err12 = { instancePath: instancePath + "/metadata/name", schemaPath: "#/properties/metadata/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.metadata.properties.name.type, parentSchema: schema11.properties.metadata.properties.name, data: data3 };
                    if (vErrors === null) {
                      vErrors = [err12];
                    } else {
                      vErrors.push(err12);
                    }
                    errors++;
                  }
                }
              } else {
                const err13 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.metadata.type, parentSchema: schema11.properties.metadata, data: data2 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data.spec !== void 0) {
              let data4 = data.spec;
              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                if (data4.environments === void 0) {
                  const err14 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/required", keyword: "required", params: { missingProperty: "environments" }, message: "must have required property 'environments'", schema: schema11.properties.spec.required, parentSchema: schema11.properties.spec, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
                if (data4.sources === void 0) {
                  const err15 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/required", keyword: "required", params: { missingProperty: "sources" }, message: "must have required property 'sources'", schema: schema11.properties.spec.required, parentSchema: schema11.properties.spec, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
                for (const key2 in data4) {
                  if (!(key2 === "environments" || key2 === "sources" || key2 === "diff" || key2 === "deploy" || key2 === "jsonnet")) {
                    const err16 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec, data: data4 };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                }
                if (data4.environments !== void 0) {
                  let data5 = data4.environments;
                  if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                    if (Object.keys(data5).length < 1) {
                      const err17 = { instancePath: instancePath + "/spec/environments", schemaPath: "#/properties/spec/properties/environments/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema11.properties.spec.properties.environments, data: data5 };
                      if (vErrors === null) {
                        vErrors = [err17];
                      } else {
                        vErrors.push(err17);
                      }
                      errors++;
                    }
                    for (const key3 in data5) {
                      const _errs20 = errors;
                      if (typeof key3 === "string") {
                        if (!pattern1.test(key3)) {
                          const err18 = { instancePath: instancePath + "/spec/environments", schemaPath: "#/properties/spec/properties/environments/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$" }, message: 'must match pattern "^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$"', schema: "^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$", parentSchema: schema11.properties.spec.properties.environments.propertyNames, data: key3, propertyName: key3 };
                          if (vErrors === null) {
                            vErrors = [err18];
                          } else {
                            vErrors.push(err18);
                          }
                          errors++;
                        }
                      }
                      var valid3 = _errs20 === errors;
                      if (!valid3) {
                        const err19 = { instancePath: instancePath + "/spec/environments", schemaPath: "#/properties/spec/properties/environments/propertyNames", keyword: "propertyNames", params: { propertyName: key3 }, message: "property name must be valid", schema: schema11.properties.spec.properties.environments.propertyNames, parentSchema: schema11.properties.spec.properties.environments, data: data5 };
                        if (vErrors === null) {
                          vErrors = [err19];
                        } else {
                          vErrors.push(err19);
                        }
                        errors++;
                      }
                    }
                    for (const key4 in data5) {
                      let data6 = data5[key4];
                      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                        for (const key5 in data6) {
                          if (!(key5 === "target" || key5 === "properties")) {
                            const err20 = { instancePath: instancePath + "/spec/environments/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/environments/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.environments.additionalProperties, data: data6 };
                            if (vErrors === null) {
                              vErrors = [err20];
                            } else {
                              vErrors.push(err20);
                            }
                            errors++;
                          }
                        }
                        if (data6.target !== void 0) {
                          let data7 = data6.target;
                          if (typeof data7 !== "string") {
                            const err21 = { instancePath: instancePath + "/spec/environments/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/target", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.target.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.target, data: data7 };
                            if (vErrors === null) {
                              vErrors = [err21];
                            } else {
                              vErrors.push(err21);
                            }
                            errors++;
                          }
                        }
                        if (data6.properties !== void 0) {
                          let data8 = data6.properties;
                          if (!(data8 && typeof data8 == "object" && !Array.isArray(data8))) {
                            const err22 = { instancePath: instancePath + "/spec/environments/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/properties", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.properties.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.properties, data: data8 };
                            if (vErrors === null) {
                              vErrors = [err22];
                            } else {
                              vErrors.push(err22);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err23 = { instancePath: instancePath + "/spec/environments/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/environments/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.environments.additionalProperties.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties, data: data6 };
                        if (vErrors === null) {
                          vErrors = [err23];
                        } else {
                          vErrors.push(err23);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err24 = { instancePath: instancePath + "/spec/environments", schemaPath: "#/properties/spec/properties/environments/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.environments.type, parentSchema: schema11.properties.spec.properties.environments, data: data5 };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                }
                if (data4.sources !== void 0) {
                  let data9 = data4.sources;
                  if (Array.isArray(data9)) {
                    if (data9.length < 1) {
                      const err25 = { instancePath: instancePath + "/spec/sources", schemaPath: "#/properties/spec/properties/sources/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.spec.properties.sources, data: data9 };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                    const len0 = data9.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      let data10 = data9[i0];
                      const _errs37 = errors;
                      let valid9 = true;
                      const _errs38 = errors;
                      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                        let missing0;
                        if (data10.type === void 0 && (missing0 = "type")) {
                          const err26 = {};
                          if (vErrors === null) {
                            vErrors = [err26];
                          } else {
                            vErrors.push(err26);
                          }
                          errors++;
                        } else {
                          if (data10.type !== void 0) {
                            if ("qbec" !== data10.type) {
                              const err27 = {};
                              if (vErrors === null) {
                                vErrors = [err27];
                              } else {
                                vErrors.push(err27);
                              }
                              errors++;
                            }
                          }
                        }
                      }
                      var _valid0 = _errs38 === errors;
                      errors = _errs37;
                      if (vErrors !== null) {
                        if (_errs37) {
                          vErrors.length = _errs37;
                        } else {
                          vErrors = null;
                        }
                      }
                      if (_valid0) {
                        const _errs40 = errors;
                        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                          for (const key6 in data10) {
                            if (!(key6 === "name" || key6 === "type" || key6 === "path" || key6 === "environments" || key6 === "appTag" || key6 === "vars")) {
                              const err28 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/allOf/0/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.sources.items.allOf[0].then, data: data10 };
                              if (vErrors === null) {
                                vErrors = [err28];
                              } else {
                                vErrors.push(err28);
                              }
                              errors++;
                            }
                          }
                          if (data10.environments !== void 0) {
                            let data12 = data10.environments;
                            if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                              for (const key7 in data12) {
                                let data13 = data12[key7];
                                if (typeof data13 === "string") {
                                  if (func4(data13) < 1) {
                                    const err29 = { instancePath: instancePath + "/spec/sources/" + i0 + "/environments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/sources/items/allOf/0/then/properties/environments/additionalProperties/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.environments.additionalProperties, data: data13 };
                                    if (vErrors === null) {
                                      vErrors = [err29];
                                    } else {
                                      vErrors.push(err29);
                                    }
                                    errors++;
                                  }
                                } else {
                                  const err30 = { instancePath: instancePath + "/spec/sources/" + i0 + "/environments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/sources/items/allOf/0/then/properties/environments/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.environments.additionalProperties.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.environments.additionalProperties, data: data13 };
                                  if (vErrors === null) {
                                    vErrors = [err30];
                                  } else {
                                    vErrors.push(err30);
                                  }
                                  errors++;
                                }
                              }
                            } else {
                              const err31 = { instancePath: instancePath + "/spec/sources/" + i0 + "/environments", schemaPath: "#/properties/spec/properties/sources/items/allOf/0/then/properties/environments/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.environments.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.environments, data: data12 };
                              if (vErrors === null) {
                                vErrors = [err31];
                              } else {
                                vErrors.push(err31);
                              }
                              errors++;
                            }
                          }
                          if (data10.appTag !== void 0) {
                            let data14 = data10.appTag;
                            if (typeof data14 === "string") {
                              if (!pattern2.test(data14)) {
                                const err32 = { instancePath: instancePath + "/spec/sources/" + i0 + "/appTag", schemaPath: "#/properties/spec/properties/sources/items/allOf/0/then/properties/appTag/pattern", keyword: "pattern", params: { pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$" }, message: 'must match pattern "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$"', schema: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$", parentSchema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.appTag, data: data14 };
                                if (vErrors === null) {
                                  vErrors = [err32];
                                } else {
                                  vErrors.push(err32);
                                }
                                errors++;
                              }
                            } else {
                              const err33 = { instancePath: instancePath + "/spec/sources/" + i0 + "/appTag", schemaPath: "#/properties/spec/properties/sources/items/allOf/0/then/properties/appTag/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.appTag.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.appTag, data: data14 };
                              if (vErrors === null) {
                                vErrors = [err33];
                              } else {
                                vErrors.push(err33);
                              }
                              errors++;
                            }
                          }
                          if (data10.vars !== void 0) {
                            let data15 = data10.vars;
                            if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                              for (const key8 in data15) {
                                if (!(key8 === "external" || key8 === "topLevel")) {
                                  const err34 = { instancePath: instancePath + "/spec/sources/" + i0 + "/vars", schemaPath: "#/properties/spec/properties/sources/items/allOf/0/then/properties/vars/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.vars, data: data15 };
                                  if (vErrors === null) {
                                    vErrors = [err34];
                                  } else {
                                    vErrors.push(err34);
                                  }
                                  errors++;
                                }
                              }
                              if (data15.external !== void 0) {
                                let data16 = data15.external;
                                if (!(data16 && typeof data16 == "object" && !Array.isArray(data16))) {
                                  const err35 = { instancePath: instancePath + "/spec/sources/" + i0 + "/vars/external", schemaPath: "#/properties/spec/properties/sources/items/allOf/0/then/properties/vars/properties/external/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.vars.properties.external.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.vars.properties.external, data: data16 };
                                  if (vErrors === null) {
                                    vErrors = [err35];
                                  } else {
                                    vErrors.push(err35);
                                  }
                                  errors++;
                                }
                              }
                              if (data15.topLevel !== void 0) {
                                let data17 = data15.topLevel;
                                if (!(data17 && typeof data17 == "object" && !Array.isArray(data17))) {
                                  const err36 = { instancePath: instancePath + "/spec/sources/" + i0 + "/vars/topLevel", schemaPath: "#/properties/spec/properties/sources/items/allOf/0/then/properties/vars/properties/topLevel/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.vars.properties.topLevel.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.vars.properties.topLevel, data: data17 };
                                  if (vErrors === null) {
                                    vErrors = [err36];
                                  } else {
                                    vErrors.push(err36);
                                  }
                                  errors++;
                                }
                              }
                            } else {
                              const err37 = { instancePath: instancePath + "/spec/sources/" + i0 + "/vars", schemaPath: "#/properties/spec/properties/sources/items/allOf/0/then/properties/vars/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.vars.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[0].then.properties.vars, data: data15 };
                              if (vErrors === null) {
                                vErrors = [err37];
                              } else {
                                vErrors.push(err37);
                              }
                              errors++;
                            }
                          }
                        }
                        var _valid0 = _errs40 === errors;
                        valid9 = _valid0;
                      }
                      if (!valid9) {
                        const err38 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.properties.spec.properties.sources.items.allOf[0].if, parentSchema: schema11.properties.spec.properties.sources.items.allOf[0], data: data10 };
                        if (vErrors === null) {
                          vErrors = [err38];
                        } else {
                          vErrors.push(err38);
                        }
                        errors++;
                      }
                      const _errs62 = errors;
                      let valid14 = true;
                      const _errs63 = errors;
                      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                        let missing1;
                        if (data10.type === void 0 && (missing1 = "type")) {
                          const err39 = {};
                          if (vErrors === null) {
                            vErrors = [err39];
                          } else {
                            vErrors.push(err39);
                          }
                          errors++;
                        } else {
                          if (data10.type !== void 0) {
                            if ("snippet" !== data10.type) {
                              const err40 = {};
                              if (vErrors === null) {
                                vErrors = [err40];
                              } else {
                                vErrors.push(err40);
                              }
                              errors++;
                            }
                          }
                        }
                      }
                      var _valid1 = _errs63 === errors;
                      errors = _errs62;
                      if (vErrors !== null) {
                        if (_errs62) {
                          vErrors.length = _errs62;
                        } else {
                          vErrors = null;
                        }
                      }
                      if (_valid1) {
                        const _errs65 = errors;
                        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                          for (const key9 in data10) {
                            if (!func6.call(schema11.properties.spec.properties.sources.items.allOf[1].then.properties, key9)) {
                              const err41 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/allOf/1/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1].then, data: data10 };
                              if (vErrors === null) {
                                vErrors = [err41];
                              } else {
                                vErrors.push(err41);
                              }
                              errors++;
                            }
                          }
                          if (data10.externalVariables !== void 0) {
                            let data19 = data10.externalVariables;
                            if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                              for (const key10 in data19) {
                                let data20 = data19[key10];
                                if (typeof data20 !== "string") {
                                  const err42 = { instancePath: instancePath + "/spec/sources/" + i0 + "/externalVariables/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/sources/items/allOf/1/then/properties/externalVariables/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.externalVariables.additionalProperties.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.externalVariables.additionalProperties, data: data20 };
                                  if (vErrors === null) {
                                    vErrors = [err42];
                                  } else {
                                    vErrors.push(err42);
                                  }
                                  errors++;
                                }
                              }
                            } else {
                              const err43 = { instancePath: instancePath + "/spec/sources/" + i0 + "/externalVariables", schemaPath: "#/properties/spec/properties/sources/items/allOf/1/then/properties/externalVariables/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.externalVariables.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.externalVariables, data: data19 };
                              if (vErrors === null) {
                                vErrors = [err43];
                              } else {
                                vErrors.push(err43);
                              }
                              errors++;
                            }
                          }
                          if (data10.defaultServiceAccount !== void 0) {
                            let data21 = data10.defaultServiceAccount;
                            if (typeof data21 === "string") {
                              if (func4(data21) < 1) {
                                const err44 = { instancePath: instancePath + "/spec/sources/" + i0 + "/defaultServiceAccount", schemaPath: "#/properties/spec/properties/sources/items/allOf/1/then/properties/defaultServiceAccount/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.defaultServiceAccount, data: data21 };
                                if (vErrors === null) {
                                  vErrors = [err44];
                                } else {
                                  vErrors.push(err44);
                                }
                                errors++;
                              }
                            } else {
                              const err45 = { instancePath: instancePath + "/spec/sources/" + i0 + "/defaultServiceAccount", schemaPath: "#/properties/spec/properties/sources/items/allOf/1/then/properties/defaultServiceAccount/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.defaultServiceAccount.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.defaultServiceAccount, data: data21 };
                              if (vErrors === null) {
                                vErrors = [err45];
                              } else {
                                vErrors.push(err45);
                              }
                              errors++;
                            }
                          }
                          if (data10.evaluationTimeout !== void 0) {
                            let data22 = data10.evaluationTimeout;
                            if (typeof data22 === "string") {
                              if (func4(data22) < 1) {
                                const err46 = { instancePath: instancePath + "/spec/sources/" + i0 + "/evaluationTimeout", schemaPath: "#/properties/spec/properties/sources/items/allOf/1/then/properties/evaluationTimeout/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.evaluationTimeout, data: data22 };
                                if (vErrors === null) {
                                  vErrors = [err46];
                                } else {
                                  vErrors.push(err46);
                                }
                                errors++;
                              }
                            } else {
                              const err47 = { instancePath: instancePath + "/spec/sources/" + i0 + "/evaluationTimeout", schemaPath: "#/properties/spec/properties/sources/items/allOf/1/then/properties/evaluationTimeout/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.evaluationTimeout.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.evaluationTimeout, data: data22 };
                              if (vErrors === null) {
                                vErrors = [err47];
                              } else {
                                vErrors.push(err47);
                              }
                              errors++;
                            }
                          }
                          if (data10.maxArtifactBytes !== void 0) {
                            let data23 = data10.maxArtifactBytes;
                            if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)) && isFinite(data23))) {
                              const err48 = { instancePath: instancePath + "/spec/sources/" + i0 + "/maxArtifactBytes", schemaPath: "#/properties/spec/properties/sources/items/allOf/1/then/properties/maxArtifactBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.maxArtifactBytes.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.maxArtifactBytes, data: data23 };
                              if (vErrors === null) {
                                vErrors = [err48];
                              } else {
                                vErrors.push(err48);
                              }
                              errors++;
                            }
                            if (typeof data23 == "number" && isFinite(data23)) {
                              if (data23 < 0 || isNaN(data23)) {
                                const err49 = { instancePath: instancePath + "/spec/sources/" + i0 + "/maxArtifactBytes", schemaPath: "#/properties/spec/properties/sources/items/allOf/1/then/properties/maxArtifactBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.maxArtifactBytes, data: data23 };
                                if (vErrors === null) {
                                  vErrors = [err49];
                                } else {
                                  vErrors.push(err49);
                                }
                                errors++;
                              }
                            }
                          }
                          if (data10.allowCrossNamespaceRefs !== void 0) {
                            let data24 = data10.allowCrossNamespaceRefs;
                            if (typeof data24 !== "boolean") {
                              const err50 = { instancePath: instancePath + "/spec/sources/" + i0 + "/allowCrossNamespaceRefs", schemaPath: "#/properties/spec/properties/sources/items/allOf/1/then/properties/allowCrossNamespaceRefs/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.allowCrossNamespaceRefs.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.allowCrossNamespaceRefs, data: data24 };
                              if (vErrors === null) {
                                vErrors = [err50];
                              } else {
                                vErrors.push(err50);
                              }
                              errors++;
                            }
                          }
                          if (data10.repositoryURLs !== void 0) {
                            let data25 = data10.repositoryURLs;
                            if (Array.isArray(data25)) {
                              const len1 = data25.length;
                              for (let i1 = 0; i1 < len1; i1++) {
                                let data26 = data25[i1];
                                if (typeof data26 === "string") {
                                  if (func4(data26) < 1) {
                                    const err51 = { instancePath: instancePath + "/spec/sources/" + i0 + "/repositoryURLs/" + i1, schemaPath: "#/properties/spec/properties/sources/items/allOf/1/then/properties/repositoryURLs/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.repositoryURLs.items, data: data26 };
                                    if (vErrors === null) {
                                      vErrors = [err51];
                                    } else {
                                      vErrors.push(err51);
                                    }
                                    errors++;
                                  }
                                } else {
                                  const err52 = { instancePath: instancePath + "/spec/sources/" + i0 + "/repositoryURLs/" + i1, schemaPath: "#/properties/spec/properties/sources/items/allOf/1/then/properties/repositoryURLs/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.repositoryURLs.items.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.repositoryURLs.items, data: data26 };
                                  if (vErrors === null) {
                                    vErrors = [err52];
                                  } else {
                                    vErrors.push(err52);
                                  }
                                  errors++;
                                }
                              }
                            } else {
                              const err53 = { instancePath: instancePath + "/spec/sources/" + i0 + "/repositoryURLs", schemaPath: "#/properties/spec/properties/sources/items/allOf/1/then/properties/repositoryURLs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.repositoryURLs.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1].then.properties.repositoryURLs, data: data25 };
                              if (vErrors === null) {
                                vErrors = [err53];
                              } else {
                                vErrors.push(err53);
                              }
                              errors++;
                            }
                          }
                        }
                        var _valid1 = _errs65 === errors;
                        valid14 = _valid1;
                      }
                      if (!valid14) {
                        const err54 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.properties.spec.properties.sources.items.allOf[1].if, parentSchema: schema11.properties.spec.properties.sources.items.allOf[1], data: data10 };
                        if (vErrors === null) {
                          vErrors = [err54];
                        } else {
                          vErrors.push(err54);
                        }
                        errors++;
                      }
                      const _errs92 = errors;
                      let valid20 = true;
                      const _errs93 = errors;
                      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                        let missing2;
                        if (data10.type === void 0 && (missing2 = "type")) {
                          const err55 = {};
                          if (vErrors === null) {
                            vErrors = [err55];
                          } else {
                            vErrors.push(err55);
                          }
                          errors++;
                        } else {
                          if (data10.type !== void 0) {
                            if ("blueprint" !== data10.type) {
                              const err56 = {};
                              if (vErrors === null) {
                                vErrors = [err56];
                              } else {
                                vErrors.push(err56);
                              }
                              errors++;
                            }
                          }
                        }
                      }
                      var _valid2 = _errs93 === errors;
                      errors = _errs92;
                      if (vErrors !== null) {
                        if (_errs92) {
                          vErrors.length = _errs92;
                        } else {
                          vErrors = null;
                        }
                      }
                      if (_valid2) {
                        const _errs95 = errors;
                        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                          for (const key11 in data10) {
                            if (!(key11 === "name" || key11 === "type" || key11 === "path" || key11 === "values" || key11 === "componentDescriptor" || key11 === "exports")) {
                              const err57 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/allOf/2/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.sources.items.allOf[2].then, data: data10 };
                              if (vErrors === null) {
                                vErrors = [err57];
                              } else {
                                vErrors.push(err57);
                              }
                              errors++;
                            }
                          }
                          if (data10.values !== void 0) {
                            let data28 = data10.values;
                            if (typeof data28 === "string") {
                              if (func4(data28) < 1) {
                                const err58 = { instancePath: instancePath + "/spec/sources/" + i0 + "/values", schemaPath: "#/properties/spec/properties/sources/items/allOf/2/then/properties/values/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[2].then.properties.values, data: data28 };
                                if (vErrors === null) {
                                  vErrors = [err58];
                                } else {
                                  vErrors.push(err58);
                                }
                                errors++;
                              }
                            } else {
                              const err59 = { instancePath: instancePath + "/spec/sources/" + i0 + "/values", schemaPath: "#/properties/spec/properties/sources/items/allOf/2/then/properties/values/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[2].then.properties.values.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[2].then.properties.values, data: data28 };
                              if (vErrors === null) {
                                vErrors = [err59];
                              } else {
                                vErrors.push(err59);
                              }
                              errors++;
                            }
                          }
                          if (data10.componentDescriptor !== void 0) {
                            let data29 = data10.componentDescriptor;
                            if (typeof data29 === "string") {
                              if (func4(data29) < 1) {
                                const err60 = { instancePath: instancePath + "/spec/sources/" + i0 + "/componentDescriptor", schemaPath: "#/properties/spec/properties/sources/items/allOf/2/then/properties/componentDescriptor/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[2].then.properties.componentDescriptor, data: data29 };
                                if (vErrors === null) {
                                  vErrors = [err60];
                                } else {
                                  vErrors.push(err60);
                                }
                                errors++;
                              }
                            } else {
                              const err61 = { instancePath: instancePath + "/spec/sources/" + i0 + "/componentDescriptor", schemaPath: "#/properties/spec/properties/sources/items/allOf/2/then/properties/componentDescriptor/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[2].then.properties.componentDescriptor.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[2].then.properties.componentDescriptor, data: data29 };
                              if (vErrors === null) {
                                vErrors = [err61];
                              } else {
                                vErrors.push(err61);
                              }
                              errors++;
                            }
                          }
                          if (data10.exports !== void 0) {
                            let data30 = data10.exports;
                            if (typeof data30 === "string") {
                              if (func4(data30) < 1) {
                                const err62 = { instancePath: instancePath + "/spec/sources/" + i0 + "/exports", schemaPath: "#/properties/spec/properties/sources/items/allOf/2/then/properties/exports/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[2].then.properties.exports, data: data30 };
                                if (vErrors === null) {
                                  vErrors = [err62];
                                } else {
                                  vErrors.push(err62);
                                }
                                errors++;
                              }
                            } else {
                              const err63 = { instancePath: instancePath + "/spec/sources/" + i0 + "/exports", schemaPath: "#/properties/spec/properties/sources/items/allOf/2/then/properties/exports/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[2].then.properties.exports.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[2].then.properties.exports, data: data30 };
                              if (vErrors === null) {
                                vErrors = [err63];
                              } else {
                                vErrors.push(err63);
                              }
                              errors++;
                            }
                          }
                        }
                        var _valid2 = _errs95 === errors;
                        valid20 = _valid2;
                      }
                      if (!valid20) {
                        const err64 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.properties.spec.properties.sources.items.allOf[2].if, parentSchema: schema11.properties.spec.properties.sources.items.allOf[2], data: data10 };
                        if (vErrors === null) {
                          vErrors = [err64];
                        } else {
                          vErrors.push(err64);
                        }
                        errors++;
                      }
                      const _errs108 = errors;
                      let valid23 = true;
                      const _errs109 = errors;
                      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                        let missing3;
                        if (data10.type === void 0 && (missing3 = "type")) {
                          const err65 = {};
                          if (vErrors === null) {
                            vErrors = [err65];
                          } else {
                            vErrors.push(err65);
                          }
                          errors++;
                        } else {
                          if (data10.type !== void 0) {
                            if ("bosh" !== data10.type) {
                              const err66 = {};
                              if (vErrors === null) {
                                vErrors = [err66];
                              } else {
                                vErrors.push(err66);
                              }
                              errors++;
                            }
                          }
                        }
                      }
                      var _valid3 = _errs109 === errors;
                      errors = _errs108;
                      if (vErrors !== null) {
                        if (_errs108) {
                          vErrors.length = _errs108;
                        } else {
                          vErrors = null;
                        }
                      }
                      if (_valid3) {
                        const _errs111 = errors;
                        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                          for (const key12 in data10) {
                            if (!func6.call(schema11.properties.spec.properties.sources.items.allOf[3].then.properties, key12)) {
                              const err67 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then, data: data10 };
                              if (vErrors === null) {
                                vErrors = [err67];
                              } else {
                                vErrors.push(err67);
                              }
                              errors++;
                            }
                          }
                          if (data10.releases !== void 0) {
                            let data32 = data10.releases;
                            if (typeof data32 === "string") {
                              if (func4(data32) < 1) {
                                const err68 = { instancePath: instancePath + "/spec/sources/" + i0 + "/releases", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/releases/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.releases, data: data32 };
                                if (vErrors === null) {
                                  vErrors = [err68];
                                } else {
                                  vErrors.push(err68);
                                }
                                errors++;
                              }
                            } else {
                              const err69 = { instancePath: instancePath + "/spec/sources/" + i0 + "/releases", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/releases/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.releases.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.releases, data: data32 };
                              if (vErrors === null) {
                                vErrors = [err69];
                              } else {
                                vErrors.push(err69);
                              }
                              errors++;
                            }
                          }
                          if (data10.variables !== void 0) {
                            let data33 = data10.variables;
                            if (typeof data33 === "string") {
                              if (func4(data33) < 1) {
                                const err70 = { instancePath: instancePath + "/spec/sources/" + i0 + "/variables", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/variables/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.variables, data: data33 };
                                if (vErrors === null) {
                                  vErrors = [err70];
                                } else {
                                  vErrors.push(err70);
                                }
                                errors++;
                              }
                            } else {
                              const err71 = { instancePath: instancePath + "/spec/sources/" + i0 + "/variables", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/variables/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.variables.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.variables, data: data33 };
                              if (vErrors === null) {
                                vErrors = [err71];
                              } else {
                                vErrors.push(err71);
                              }
                              errors++;
                            }
                          }
                          if (data10.addresses !== void 0) {
                            let data34 = data10.addresses;
                            if (!(data34 === "quarks" || data34 === "director")) {
                              const err72 = { instancePath: instancePath + "/spec/sources/" + i0 + "/addresses", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/addresses/enum", keyword: "enum", params: { allowedValues: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.addresses.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.addresses.enum, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.addresses, data: data34 };
                              if (vErrors === null) {
                                vErrors = [err72];
                              } else {
                                vErrors.push(err72);
                              }
                              errors++;
                            }
                          }
                          if (data10.namespace !== void 0) {
                            let data35 = data10.namespace;
                            if (typeof data35 === "string") {
                              if (func4(data35) < 1) {
                                const err73 = { instancePath: instancePath + "/spec/sources/" + i0 + "/namespace", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/namespace/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.namespace, data: data35 };
                                if (vErrors === null) {
                                  vErrors = [err73];
                                } else {
                                  vErrors.push(err73);
                                }
                                errors++;
                              }
                            } else {
                              const err74 = { instancePath: instancePath + "/spec/sources/" + i0 + "/namespace", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.namespace.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.namespace, data: data35 };
                              if (vErrors === null) {
                                vErrors = [err74];
                              } else {
                                vErrors.push(err74);
                              }
                              errors++;
                            }
                          }
                          if (data10.serviceDomain !== void 0) {
                            let data36 = data10.serviceDomain;
                            if (typeof data36 === "string") {
                              if (func4(data36) < 1) {
                                const err75 = { instancePath: instancePath + "/spec/sources/" + i0 + "/serviceDomain", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/serviceDomain/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.serviceDomain, data: data36 };
                                if (vErrors === null) {
                                  vErrors = [err75];
                                } else {
                                  vErrors.push(err75);
                                }
                                errors++;
                              }
                            } else {
                              const err76 = { instancePath: instancePath + "/spec/sources/" + i0 + "/serviceDomain", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/serviceDomain/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.serviceDomain.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.serviceDomain, data: data36 };
                              if (vErrors === null) {
                                vErrors = [err76];
                              } else {
                                vErrors.push(err76);
                              }
                              errors++;
                            }
                          }
                          if (data10.overrides !== void 0) {
                            let data37 = data10.overrides;
                            if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
                              for (const key13 in data37) {
                                let data38 = data37[key13];
                                if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
                                  for (const key14 in data38) {
                                    if (!(key14 === "properties" || key14 === "instance_groups")) {
                                      const err77 = { instancePath: instancePath + "/spec/sources/" + i0 + "/overrides/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/overrides/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties, data: data38 };
                                      if (vErrors === null) {
                                        vErrors = [err77];
                                      } else {
                                        vErrors.push(err77);
                                      }
                                      errors++;
                                    }
                                  }
                                  if (data38.properties !== void 0) {
                                    let data39 = data38.properties;
                                    if (!(data39 && typeof data39 == "object" && !Array.isArray(data39))) {
                                      const err78 = { instancePath: instancePath + "/spec/sources/" + i0 + "/overrides/" + key13.replace(/~/g, "~0").replace(/\//g, "~1") + "/properties", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/overrides/additionalProperties/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties.properties.properties.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties.properties.properties, data: data39 };
                                      if (vErrors === null) {
                                        vErrors = [err78];
                                      } else {
                                        vErrors.push(err78);
                                      }
                                      errors++;
                                    }
                                  }
                                  if (data38.instance_groups !== void 0) {
                                    let data40 = data38.instance_groups;
                                    if (data40 && typeof data40 == "object" && !Array.isArray(data40)) {
                                      for (const key15 in data40) {
                                        let data41 = data40[key15];
                                        if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
                                          for (const key16 in data41) {
                                            if (!(key16 === "instances" || key16 === "properties")) {
                                              const err79 = { instancePath: instancePath + "/spec/sources/" + i0 + "/overrides/" + key13.replace(/~/g, "~0").replace(/\//g, "~1") + "/instance_groups/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/overrides/additionalProperties/properties/instance_groups/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties, data: data41 };
                                              if (vErrors === null) {
                                                vErrors = [err79];
                                              } else {
                                                vErrors.push(err79);
                                              }
                                              errors++;
                                            }
                                          }
                                          if (data41.instances !== void 0) {
                                            let data42 = data41.instances;
                                            if (!(typeof data42 == "number" && (!(data42 % 1) && !isNaN(data42)) && isFinite(data42))) {
                                              const err80 = { instancePath: instancePath + "/spec/sources/" + i0 + "/overrides/" + key13.replace(/~/g, "~0").replace(/\//g, "~1") + "/instance_groups/" + key15.replace(/~/g, "~0").replace(/\//g, "~1") + "/instances", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/overrides/additionalProperties/properties/instance_groups/additionalProperties/properties/instances/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties.properties.instances.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties.properties.instances, data: data42 };
                                              if (vErrors === null) {
                                                vErrors = [err80];
                                              } else {
                                                vErrors.push(err80);
                                              }
                                              errors++;
                                            }
                                            if (typeof data42 == "number" && isFinite(data42)) {
                                              if (data42 < 0 || isNaN(data42)) {
                                                const err81 = { instancePath: instancePath + "/spec/sources/" + i0 + "/overrides/" + key13.replace(/~/g, "~0").replace(/\//g, "~1") + "/instance_groups/" + key15.replace(/~/g, "~0").replace(/\//g, "~1") + "/instances", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/overrides/additionalProperties/properties/instance_groups/additionalProperties/properties/instances/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties.properties.instances, data: data42 };
                                                if (vErrors === null) {
                                                  vErrors = [err81];
                                                } else {
                                                  vErrors.push(err81);
                                                }
                                                errors++;
                                              }
                                            }
                                          }
                                          if (data41.properties !== void 0) {
                                            let data43 = data41.properties;
                                            if (!(data43 && typeof data43 == "object" && !Array.isArray(data43))) {
                                              const err82 = { instancePath: instancePath + "/spec/sources/" + i0 + "/overrides/" + key13.replace(/~/g, "~0").replace(/\//g, "~1") + "/instance_groups/" + key15.replace(/~/g, "~0").replace(/\//g, "~1") + "/properties", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/overrides/additionalProperties/properties/instance_groups/additionalProperties/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties.properties.properties.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties.properties.properties, data: data43 };
                                              if (vErrors === null) {
                                                vErrors = [err82];
                                              } else {
                                                vErrors.push(err82);
                                              }
                                              errors++;
                                            }
                                          }
                                        } else {
                                          const err83 = { instancePath: instancePath + "/spec/sources/" + i0 + "/overrides/" + key13.replace(/~/g, "~0").replace(/\//g, "~1") + "/instance_groups/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/overrides/additionalProperties/properties/instance_groups/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties, data: data41 };
                                          if (vErrors === null) {
                                            vErrors = [err83];
                                          } else {
                                            vErrors.push(err83);
                                          }
                                          errors++;
                                        }
                                      }
                                    } else {
                                      const err84 = { instancePath: instancePath + "/spec/sources/" + i0 + "/overrides/" + key13.replace(/~/g, "~0").replace(/\//g, "~1") + "/instance_groups", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/overrides/additionalProperties/properties/instance_groups/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups, data: data40 };
                                      if (vErrors === null) {
                                        vErrors = [err84];
                                      } else {
                                        vErrors.push(err84);
                                      }
                                      errors++;
                                    }
                                  }
                                } else {
                                  const err85 = { instancePath: instancePath + "/spec/sources/" + i0 + "/overrides/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/overrides/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.additionalProperties, data: data38 };
                                  if (vErrors === null) {
                                    vErrors = [err85];
                                  } else {
                                    vErrors.push(err85);
                                  }
                                  errors++;
                                }
                              }
                            } else {
                              const err86 = { instancePath: instancePath + "/spec/sources/" + i0 + "/overrides", schemaPath: "#/properties/spec/properties/sources/items/allOf/3/then/properties/overrides/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3].then.properties.overrides, data: data37 };
                              if (vErrors === null) {
                                vErrors = [err86];
                              } else {
                                vErrors.push(err86);
                              }
                              errors++;
                            }
                          }
                        }
                        var _valid3 = _errs111 === errors;
                        valid23 = _valid3;
                      }
                      if (!valid23) {
                        const err87 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.properties.spec.properties.sources.items.allOf[3].if, parentSchema: schema11.properties.spec.properties.sources.items.allOf[3], data: data10 };
                        if (vErrors === null) {
                          vErrors = [err87];
                        } else {
                          vErrors.push(err87);
                        }
                        errors++;
                      }
                      const _errs151 = errors;
                      let valid30 = true;
                      const _errs152 = errors;
                      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                        let missing4;
                        if (data10.type === void 0 && (missing4 = "type")) {
                          const err88 = {};
                          if (vErrors === null) {
                            vErrors = [err88];
                          } else {
                            vErrors.push(err88);
                          }
                          errors++;
                        } else {
                          if (data10.type !== void 0) {
                            if ("stack" !== data10.type) {
                              const err89 = {};
                              if (vErrors === null) {
                                vErrors = [err89];
                              } else {
                                vErrors.push(err89);
                              }
                              errors++;
                            }
                          }
                        }
                      }
                      var _valid4 = _errs152 === errors;
                      errors = _errs151;
                      if (vErrors !== null) {
                        if (_errs151) {
                          vErrors.length = _errs151;
                        } else {
                          vErrors = null;
                        }
                      }
                      if (_valid4) {
                        const _errs154 = errors;
                        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                          for (const key17 in data10) {
                            if (!(key17 === "name" || key17 === "type" || key17 === "path" || key17 === "capabilities" || key17 === "platform" || key17 === "state")) {
                              const err90 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/allOf/4/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.sources.items.allOf[4].then, data: data10 };
                              if (vErrors === null) {
                                vErrors = [err90];
                              } else {
                                vErrors.push(err90);
                              }
                              errors++;
                            }
                          }
                          if (data10.capabilities !== void 0) {
                            let data45 = data10.capabilities;
                            if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
                              for (const key18 in data45) {
                                let data46 = data45[key18];
                                if (Array.isArray(data46)) {
                                  const len2 = data46.length;
                                  for (let i2 = 0; i2 < len2; i2++) {
                                    let data47 = data46[i2];
                                    if (typeof data47 === "string") {
                                      if (func4(data47) < 1) {
                                        const err91 = { instancePath: instancePath + "/spec/sources/" + i0 + "/capabilities/" + key18.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i2, schemaPath: "#/properties/spec/properties/sources/items/allOf/4/then/properties/capabilities/additionalProperties/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[4].then.properties.capabilities.additionalProperties.items, data: data47 };
                                        if (vErrors === null) {
                                          vErrors = [err91];
                                        } else {
                                          vErrors.push(err91);
                                        }
                                        errors++;
                                      }
                                    } else {
                                      const err92 = { instancePath: instancePath + "/spec/sources/" + i0 + "/capabilities/" + key18.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i2, schemaPath: "#/properties/spec/properties/sources/items/allOf/4/then/properties/capabilities/additionalProperties/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[4].then.properties.capabilities.additionalProperties.items.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[4].then.properties.capabilities.additionalProperties.items, data: data47 };
                                      if (vErrors === null) {
                                        vErrors = [err92];
                                      } else {
                                        vErrors.push(err92);
                                      }
                                      errors++;
                                    }
                                  }
                                } else {
                                  const err93 = { instancePath: instancePath + "/spec/sources/" + i0 + "/capabilities/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/sources/items/allOf/4/then/properties/capabilities/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.sources.items.allOf[4].then.properties.capabilities.additionalProperties.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[4].then.properties.capabilities.additionalProperties, data: data46 };
                                  if (vErrors === null) {
                                    vErrors = [err93];
                                  } else {
                                    vErrors.push(err93);
                                  }
                                  errors++;
                                }
                              }
                            } else {
                              const err94 = { instancePath: instancePath + "/spec/sources/" + i0 + "/capabilities", schemaPath: "#/properties/spec/properties/sources/items/allOf/4/then/properties/capabilities/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sources.items.allOf[4].then.properties.capabilities.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[4].then.properties.capabilities, data: data45 };
                              if (vErrors === null) {
                                vErrors = [err94];
                              } else {
                                vErrors.push(err94);
                              }
                              errors++;
                            }
                          }
                          if (data10.platform !== void 0) {
                            let data48 = data10.platform;
                            if (typeof data48 === "string") {
                              if (func4(data48) < 1) {
                                const err95 = { instancePath: instancePath + "/spec/sources/" + i0 + "/platform", schemaPath: "#/properties/spec/properties/sources/items/allOf/4/then/properties/platform/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[4].then.properties.platform, data: data48 };
                                if (vErrors === null) {
                                  vErrors = [err95];
                                } else {
                                  vErrors.push(err95);
                                }
                                errors++;
                              }
                            } else {
                              const err96 = { instancePath: instancePath + "/spec/sources/" + i0 + "/platform", schemaPath: "#/properties/spec/properties/sources/items/allOf/4/then/properties/platform/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[4].then.properties.platform.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[4].then.properties.platform, data: data48 };
                              if (vErrors === null) {
                                vErrors = [err96];
                              } else {
                                vErrors.push(err96);
                              }
                              errors++;
                            }
                          }
                          if (data10.state !== void 0) {
                            let data49 = data10.state;
                            if (typeof data49 === "string") {
                              if (func4(data49) < 1) {
                                const err97 = { instancePath: instancePath + "/spec/sources/" + i0 + "/state", schemaPath: "#/properties/spec/properties/sources/items/allOf/4/then/properties/state/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.allOf[4].then.properties.state, data: data49 };
                                if (vErrors === null) {
                                  vErrors = [err97];
                                } else {
                                  vErrors.push(err97);
                                }
                                errors++;
                              }
                            } else {
                              const err98 = { instancePath: instancePath + "/spec/sources/" + i0 + "/state", schemaPath: "#/properties/spec/properties/sources/items/allOf/4/then/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.allOf[4].then.properties.state.type, parentSchema: schema11.properties.spec.properties.sources.items.allOf[4].then.properties.state, data: data49 };
                              if (vErrors === null) {
                                vErrors = [err98];
                              } else {
                                vErrors.push(err98);
                              }
                              errors++;
                            }
                          }
                        }
                        var _valid4 = _errs154 === errors;
                        valid30 = _valid4;
                      }
                      if (!valid30) {
                        const err99 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.properties.spec.properties.sources.items.allOf[4].if, parentSchema: schema11.properties.spec.properties.sources.items.allOf[4], data: data10 };
                        if (vErrors === null) {
                          vErrors = [err99];
                        } else {
                          vErrors.push(err99);
                        }
                        errors++;
                      }
                      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                        if (data10.name === void 0) {
                          const err100 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.properties.spec.properties.sources.items.required, parentSchema: schema11.properties.spec.properties.sources.items, data: data10 };
                          if (vErrors === null) {
                            vErrors = [err100];
                          } else {
                            vErrors.push(err100);
                          }
                          errors++;
                        }
                        if (data10.type === void 0) {
                          const err101 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema11.properties.spec.properties.sources.items.required, parentSchema: schema11.properties.spec.properties.sources.items, data: data10 };
                          if (vErrors === null) {
                            vErrors = [err101];
                          } else {
                            vErrors.push(err101);
                          }
                          errors++;
                        }
                        if (data10.path === void 0) {
                          const err102 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema11.properties.spec.properties.sources.items.required, parentSchema: schema11.properties.spec.properties.sources.items, data: data10 };
                          if (vErrors === null) {
                            vErrors = [err102];
                          } else {
                            vErrors.push(err102);
                          }
                          errors++;
                        }
                        if (data10.name !== void 0) {
                          let data50 = data10.name;
                          if (typeof data50 === "string") {
                            if (!pattern1.test(data50)) {
                              const err103 = { instancePath: instancePath + "/spec/sources/" + i0 + "/name", schemaPath: "#/properties/spec/properties/sources/items/properties/name/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$" }, message: 'must match pattern "^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$"', schema: "^[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$", parentSchema: schema11.properties.spec.properties.sources.items.properties.name, data: data50 };
                              if (vErrors === null) {
                                vErrors = [err103];
                              } else {
                                vErrors.push(err103);
                              }
                              errors++;
                            }
                          } else {
                            const err104 = { instancePath: instancePath + "/spec/sources/" + i0 + "/name", schemaPath: "#/properties/spec/properties/sources/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.properties.name.type, parentSchema: schema11.properties.spec.properties.sources.items.properties.name, data: data50 };
                            if (vErrors === null) {
                              vErrors = [err104];
                            } else {
                              vErrors.push(err104);
                            }
                            errors++;
                          }
                        }
                        if (data10.type !== void 0) {
                          let data51 = data10.type;
                          if (typeof data51 !== "string") {
                            const err105 = { instancePath: instancePath + "/spec/sources/" + i0 + "/type", schemaPath: "#/properties/spec/properties/sources/items/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.properties.type.type, parentSchema: schema11.properties.spec.properties.sources.items.properties.type, data: data51 };
                            if (vErrors === null) {
                              vErrors = [err105];
                            } else {
                              vErrors.push(err105);
                            }
                            errors++;
                          }
                          if (!(data51 === "qbec" || data51 === "snippet" || data51 === "blueprint" || data51 === "bosh" || data51 === "stack")) {
                            const err106 = { instancePath: instancePath + "/spec/sources/" + i0 + "/type", schemaPath: "#/properties/spec/properties/sources/items/properties/type/enum", keyword: "enum", params: { allowedValues: schema11.properties.spec.properties.sources.items.properties.type.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.spec.properties.sources.items.properties.type.enum, parentSchema: schema11.properties.spec.properties.sources.items.properties.type, data: data51 };
                            if (vErrors === null) {
                              vErrors = [err106];
                            } else {
                              vErrors.push(err106);
                            }
                            errors++;
                          }
                        }
                        if (data10.path !== void 0) {
                          let data52 = data10.path;
                          if (typeof data52 === "string") {
                            if (func4(data52) < 1) {
                              const err107 = { instancePath: instancePath + "/spec/sources/" + i0 + "/path", schemaPath: "#/properties/spec/properties/sources/items/properties/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sources.items.properties.path, data: data52 };
                              if (vErrors === null) {
                                vErrors = [err107];
                              } else {
                                vErrors.push(err107);
                              }
                              errors++;
                            }
                          } else {
                            const err108 = { instancePath: instancePath + "/spec/sources/" + i0 + "/path", schemaPath: "#/properties/spec/properties/sources/items/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sources.items.properties.path.type, parentSchema: schema11.properties.spec.properties.sources.items.properties.path, data: data52 };
                            if (vErrors === null) {
                              vErrors = [err108];
                            } else {
                              vErrors.push(err108);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err109 = { instancePath: instancePath + "/spec/sources/" + i0, schemaPath: "#/properties/spec/properties/sources/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sources.items.type, parentSchema: schema11.properties.spec.properties.sources.items, data: data10 };
                        if (vErrors === null) {
                          vErrors = [err109];
                        } else {
                          vErrors.push(err109);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err110 = { instancePath: instancePath + "/spec/sources", schemaPath: "#/properties/spec/properties/sources/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.sources.type, parentSchema: schema11.properties.spec.properties.sources, data: data9 };
                    if (vErrors === null) {
                      vErrors = [err110];
                    } else {
                      vErrors.push(err110);
                    }
                    errors++;
                  }
                }
                if (data4.diff !== void 0) {
                  let data53 = data4.diff;
                  if (data53 && typeof data53 == "object" && !Array.isArray(data53)) {
                    for (const key19 in data53) {
                      if (!(key19 === "redactSecrets" || key19 === "ignore")) {
                        const err111 = { instancePath: instancePath + "/spec/diff", schemaPath: "#/properties/spec/properties/diff/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key19 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.diff, data: data53 };
                        if (vErrors === null) {
                          vErrors = [err111];
                        } else {
                          vErrors.push(err111);
                        }
                        errors++;
                      }
                    }
                    if (data53.redactSecrets !== void 0) {
                      let data54 = data53.redactSecrets;
                      if (typeof data54 !== "boolean") {
                        const err112 = { instancePath: instancePath + "/spec/diff/redactSecrets", schemaPath: "#/properties/spec/properties/diff/properties/redactSecrets/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.diff.properties.redactSecrets.type, parentSchema: schema11.properties.spec.properties.diff.properties.redactSecrets, data: data54 };
                        if (vErrors === null) {
                          vErrors = [err112];
                        } else {
                          vErrors.push(err112);
                        }
                        errors++;
                      }
                    }
                    if (data53.ignore !== void 0) {
                      let data55 = data53.ignore;
                      if (Array.isArray(data55)) {
                        const len3 = data55.length;
                        for (let i3 = 0; i3 < len3; i3++) {
                          let data56 = data55[i3];
                          if (data56 && typeof data56 == "object" && !Array.isArray(data56)) {
                            for (const key20 in data56) {
                              if (!(key20 === "kind" || key20 === "group" || key20 === "name" || key20 === "namespace" || key20 === "paths" || key20 === "labels" || key20 === "annotations")) {
                                const err113 = { instancePath: instancePath + "/spec/diff/ignore/" + i3, schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key20 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items, data: data56 };
                                if (vErrors === null) {
                                  vErrors = [err113];
                                } else {
                                  vErrors.push(err113);
                                }
                                errors++;
                              }
                            }
                            if (data56.kind !== void 0) {
                              let data57 = data56.kind;
                              if (typeof data57 === "string") {
                                if (func4(data57) < 1) {
                                  const err114 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/kind", schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/kind/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.kind, data: data57 };
                                  if (vErrors === null) {
                                    vErrors = [err114];
                                  } else {
                                    vErrors.push(err114);
                                  }
                                  errors++;
                                }
                              } else {
                                const err115 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/kind", schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.kind.type, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.kind, data: data57 };
                                if (vErrors === null) {
                                  vErrors = [err115];
                                } else {
                                  vErrors.push(err115);
                                }
                                errors++;
                              }
                            }
                            if (data56.group !== void 0) {
                              let data58 = data56.group;
                              if (typeof data58 !== "string") {
                                const err116 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/group", schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/group/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.group.type, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.group, data: data58 };
                                if (vErrors === null) {
                                  vErrors = [err116];
                                } else {
                                  vErrors.push(err116);
                                }
                                errors++;
                              }
                            }
                            if (data56.name !== void 0) {
                              let data59 = data56.name;
                              if (typeof data59 === "string") {
                                if (func4(data59) < 1) {
                                  const err117 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/name", schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.name, data: data59 };
                                  if (vErrors === null) {
                                    vErrors = [err117];
                                  } else {
                                    vErrors.push(err117);
                                  }
                                  errors++;
                                }
                              } else {
                                const err118 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/name", schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.name.type, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.name, data: data59 };
                                if (vErrors === null) {
                                  vErrors = [err118];
                                } else {
                                  vErrors.push(err118);
                                }
                                errors++;
                              }
                            }
                            if (data56.namespace !== void 0) {
                              let data60 = data56.namespace;
                              if (typeof data60 === "string") {
                                if (func4(data60) < 1) {
                                  const err119 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/namespace", schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/namespace/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.namespace, data: data60 };
                                  if (vErrors === null) {
                                    vErrors = [err119];
                                  } else {
                                    vErrors.push(err119);
                                  }
                                  errors++;
                                }
                              } else {
                                const err120 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/namespace", schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.namespace.type, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.namespace, data: data60 };
                                if (vErrors === null) {
                                  vErrors = [err120];
                                } else {
                                  vErrors.push(err120);
                                }
                                errors++;
                              }
                            }
                            if (data56.paths !== void 0) {
                              let data61 = data56.paths;
                              if (Array.isArray(data61)) {
                                if (data61.length < 1) {
                                  const err121 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/paths", schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/paths/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.paths, data: data61 };
                                  if (vErrors === null) {
                                    vErrors = [err121];
                                  } else {
                                    vErrors.push(err121);
                                  }
                                  errors++;
                                }
                                const len4 = data61.length;
                                for (let i4 = 0; i4 < len4; i4++) {
                                  let data62 = data61[i4];
                                  if (typeof data62 === "string") {
                                    if (func4(data62) < 1) {
                                      const err122 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/paths/" + i4, schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/paths/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.paths.items, data: data62 };
                                      if (vErrors === null) {
                                        vErrors = [err122];
                                      } else {
                                        vErrors.push(err122);
                                      }
                                      errors++;
                                    }
                                  } else {
                                    const err123 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/paths/" + i4, schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.paths.items.type, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.paths.items, data: data62 };
                                    if (vErrors === null) {
                                      vErrors = [err123];
                                    } else {
                                      vErrors.push(err123);
                                    }
                                    errors++;
                                  }
                                }
                              } else {
                                const err124 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/paths", schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.paths.type, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.paths, data: data61 };
                                if (vErrors === null) {
                                  vErrors = [err124];
                                } else {
                                  vErrors.push(err124);
                                }
                                errors++;
                              }
                            }
                            if (data56.labels !== void 0) {
                              let data63 = data56.labels;
                              if (Array.isArray(data63)) {
                                if (data63.length < 1) {
                                  const err125 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/labels", schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/labels/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.labels, data: data63 };
                                  if (vErrors === null) {
                                    vErrors = [err125];
                                  } else {
                                    vErrors.push(err125);
                                  }
                                  errors++;
                                }
                                const len5 = data63.length;
                                for (let i5 = 0; i5 < len5; i5++) {
                                  let data64 = data63[i5];
                                  if (typeof data64 === "string") {
                                    if (func4(data64) < 1) {
                                      const err126 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/labels/" + i5, schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/labels/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.labels.items, data: data64 };
                                      if (vErrors === null) {
                                        vErrors = [err126];
                                      } else {
                                        vErrors.push(err126);
                                      }
                                      errors++;
                                    }
                                  } else {
                                    const err127 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/labels/" + i5, schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/labels/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.labels.items.type, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.labels.items, data: data64 };
                                    if (vErrors === null) {
                                      vErrors = [err127];
                                    } else {
                                      vErrors.push(err127);
                                    }
                                    errors++;
                                  }
                                }
                              } else {
                                const err128 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/labels", schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/labels/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.labels.type, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.labels, data: data63 };
                                if (vErrors === null) {
                                  vErrors = [err128];
                                } else {
                                  vErrors.push(err128);
                                }
                                errors++;
                              }
                            }
                            if (data56.annotations !== void 0) {
                              let data65 = data56.annotations;
                              if (Array.isArray(data65)) {
                                if (data65.length < 1) {
                                  const err129 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/annotations", schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/annotations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.annotations, data: data65 };
                                  if (vErrors === null) {
                                    vErrors = [err129];
                                  } else {
                                    vErrors.push(err129);
                                  }
                                  errors++;
                                }
                                const len6 = data65.length;
                                for (let i6 = 0; i6 < len6; i6++) {
                                  let data66 = data65[i6];
                                  if (typeof data66 === "string") {
                                    if (func4(data66) < 1) {
                                      const err130 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/annotations/" + i6, schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/annotations/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.annotations.items, data: data66 };
                                      if (vErrors === null) {
                                        vErrors = [err130];
                                      } else {
                                        vErrors.push(err130);
                                      }
                                      errors++;
                                    }
                                  } else {
                                    const err131 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/annotations/" + i6, schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/annotations/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.annotations.items.type, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.annotations.items, data: data66 };
                                    if (vErrors === null) {
                                      vErrors = [err131];
                                    } else {
                                      vErrors.push(err131);
                                    }
                                    errors++;
                                  }
                                }
                              } else {
                                const err132 = { instancePath: instancePath + "/spec/diff/ignore/" + i3 + "/annotations", schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/properties/annotations/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.annotations.type, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items.properties.annotations, data: data65 };
                                if (vErrors === null) {
                                  vErrors = [err132];
                                } else {
                                  vErrors.push(err132);
                                }
                                errors++;
                              }
                            }
                          } else {
                            const err133 = { instancePath: instancePath + "/spec/diff/ignore/" + i3, schemaPath: "#/properties/spec/properties/diff/properties/ignore/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.diff.properties.ignore.items.type, parentSchema: schema11.properties.spec.properties.diff.properties.ignore.items, data: data56 };
                            if (vErrors === null) {
                              vErrors = [err133];
                            } else {
                              vErrors.push(err133);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err134 = { instancePath: instancePath + "/spec/diff/ignore", schemaPath: "#/properties/spec/properties/diff/properties/ignore/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.diff.properties.ignore.type, parentSchema: schema11.properties.spec.properties.diff.properties.ignore, data: data55 };
                        if (vErrors === null) {
                          vErrors = [err134];
                        } else {
                          vErrors.push(err134);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err135 = { instancePath: instancePath + "/spec/diff", schemaPath: "#/properties/spec/properties/diff/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.diff.type, parentSchema: schema11.properties.spec.properties.diff, data: data53 };
                    if (vErrors === null) {
                      vErrors = [err135];
                    } else {
                      vErrors.push(err135);
                    }
                    errors++;
                  }
                }
                if (data4.deploy !== void 0) {
                  let data67 = data4.deploy;
                  if (data67 && typeof data67 == "object" && !Array.isArray(data67)) {
                    for (const key21 in data67) {
                      if (!(key21 === "prune" || key21 === "pruneAdopted" || key21 === "allowEmpty" || key21 === "wait")) {
                        const err136 = { instancePath: instancePath + "/spec/deploy", schemaPath: "#/properties/spec/properties/deploy/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key21 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.deploy, data: data67 };
                        if (vErrors === null) {
                          vErrors = [err136];
                        } else {
                          vErrors.push(err136);
                        }
                        errors++;
                      }
                    }
                    if (data67.prune !== void 0) {
                      let data68 = data67.prune;
                      if (typeof data68 !== "boolean") {
                        const err137 = { instancePath: instancePath + "/spec/deploy/prune", schemaPath: "#/properties/spec/properties/deploy/properties/prune/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.deploy.properties.prune.type, parentSchema: schema11.properties.spec.properties.deploy.properties.prune, data: data68 };
                        if (vErrors === null) {
                          vErrors = [err137];
                        } else {
                          vErrors.push(err137);
                        }
                        errors++;
                      }
                    }
                    if (data67.pruneAdopted !== void 0) {
                      let data69 = data67.pruneAdopted;
                      if (typeof data69 !== "boolean") {
                        const err138 = { instancePath: instancePath + "/spec/deploy/pruneAdopted", schemaPath: "#/properties/spec/properties/deploy/properties/pruneAdopted/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.deploy.properties.pruneAdopted.type, parentSchema: schema11.properties.spec.properties.deploy.properties.pruneAdopted, data: data69 };
                        if (vErrors === null) {
                          vErrors = [err138];
                        } else {
                          vErrors.push(err138);
                        }
                        errors++;
                      }
                    }
                    if (data67.allowEmpty !== void 0) {
                      let data70 = data67.allowEmpty;
                      if (typeof data70 !== "boolean") {
                        const err139 = { instancePath: instancePath + "/spec/deploy/allowEmpty", schemaPath: "#/properties/spec/properties/deploy/properties/allowEmpty/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.deploy.properties.allowEmpty.type, parentSchema: schema11.properties.spec.properties.deploy.properties.allowEmpty, data: data70 };
                        if (vErrors === null) {
                          vErrors = [err139];
                        } else {
                          vErrors.push(err139);
                        }
                        errors++;
                      }
                    }
                    if (data67.wait !== void 0) {
                      let data71 = data67.wait;
                      if (typeof data71 !== "boolean") {
                        const err140 = { instancePath: instancePath + "/spec/deploy/wait", schemaPath: "#/properties/spec/properties/deploy/properties/wait/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.deploy.properties.wait.type, parentSchema: schema11.properties.spec.properties.deploy.properties.wait, data: data71 };
                        if (vErrors === null) {
                          vErrors = [err140];
                        } else {
                          vErrors.push(err140);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err141 = { instancePath: instancePath + "/spec/deploy", schemaPath: "#/properties/spec/properties/deploy/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.deploy.type, parentSchema: schema11.properties.spec.properties.deploy, data: data67 };
                    if (vErrors === null) {
                      vErrors = [err141];
                    } else {
                      vErrors.push(err141);
                    }
                    errors++;
                  }
                }
                if (data4.jsonnet !== void 0) {
                  let data72 = data4.jsonnet;
                  if (data72 && typeof data72 == "object" && !Array.isArray(data72)) {
                    for (const key22 in data72) {
                      if (!(key22 === "engine")) {
                        const err142 = { instancePath: instancePath + "/spec/jsonnet", schemaPath: "#/properties/spec/properties/jsonnet/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key22 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.jsonnet, data: data72 };
                        if (vErrors === null) {
                          vErrors = [err142];
                        } else {
                          vErrors.push(err142);
                        }
                        errors++;
                      }
                    }
                    if (data72.engine !== void 0) {
                      let data73 = data72.engine;
                      if (typeof data73 !== "string") {
                        const err143 = { instancePath: instancePath + "/spec/jsonnet/engine", schemaPath: "#/properties/spec/properties/jsonnet/properties/engine/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.jsonnet.properties.engine.type, parentSchema: schema11.properties.spec.properties.jsonnet.properties.engine, data: data73 };
                        if (vErrors === null) {
                          vErrors = [err143];
                        } else {
                          vErrors.push(err143);
                        }
                        errors++;
                      }
                      if (!(data73 === "libjsonnet" || data73 === "rigging")) {
                        const err144 = { instancePath: instancePath + "/spec/jsonnet/engine", schemaPath: "#/properties/spec/properties/jsonnet/properties/engine/enum", keyword: "enum", params: { allowedValues: schema11.properties.spec.properties.jsonnet.properties.engine.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.spec.properties.jsonnet.properties.engine.enum, parentSchema: schema11.properties.spec.properties.jsonnet.properties.engine, data: data73 };
                        if (vErrors === null) {
                          vErrors = [err144];
                        } else {
                          vErrors.push(err144);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err145 = { instancePath: instancePath + "/spec/jsonnet", schemaPath: "#/properties/spec/properties/jsonnet/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.jsonnet.type, parentSchema: schema11.properties.spec.properties.jsonnet, data: data72 };
                    if (vErrors === null) {
                      vErrors = [err145];
                    } else {
                      vErrors.push(err145);
                    }
                    errors++;
                  }
                }
              } else {
                const err146 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.type, parentSchema: schema11.properties.spec, data: data4 };
                if (vErrors === null) {
                  vErrors = [err146];
                } else {
                  vErrors.push(err146);
                }
                errors++;
              }
            }
          } else {
            const err147 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err147];
            } else {
              vErrors.push(err147);
            }
            errors++;
          }
          validate10.errors = vErrors;
          return errors === 0;
        }
        return module2.exports;
      }],
      ['[["x-noun","x-hint"],{"type":"object","additionalProperties":false,"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"type":"object"},"spec":{"type":"object","additionalProperties":false,"properties":{"serviceAccountName":{"type":"string"},"entryFile":{"type":"string","minLength":1,"maxLength":255,"pattern":"^[A-Za-z0-9._/-]+$","x-noun":"entry file","x-hint":"use letters, digits, \\".\\", \\"_\\", \\"/\\" and \\"-\\""},"files":{"type":"object","additionalProperties":{"type":"string","x-noun":"file content"}},"sourceRef":{"type":"object","additionalProperties":false,"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string","enum":["GitRepository","OCIRepository","Bucket","ExternalArtifact"],"x-noun":"source kind"},"name":{"type":"string","minLength":1,"x-noun":"source name"},"namespace":{"type":"string"},"path":{"type":"string"}},"required":["kind","name"],"x-noun":"sourceRef"},"libraries":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string","enum":["JsonnetLibrary"],"x-noun":"library kind"},"name":{"type":"string","minLength":1,"x-noun":"library name"},"namespace":{"type":"string"},"importPath":{"type":"string"}},"required":["kind","name"],"x-noun":"library reference"}},"tlas":{"anyOf":[{"type":"object","additionalProperties":{"type":"array","items":{"type":"string"}}},{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":253,"x-noun":"TLA name"},"value":{"type":"string","x-noun":"TLA value"},"code":{"type":"boolean"}},"required":["name"],"x-noun":"TLA"}}]},"externalVariables":{"anyOf":[{"type":"object","additionalProperties":{"type":"string","x-noun":"external variable value"}},{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":253,"x-noun":"external variable name"},"value":{"type":"string","x-noun":"external variable value"},"code":{"type":"boolean"}},"required":["name"],"x-noun":"external variable"}}]},"output":{"type":"string","enum":["rendered","source"],"x-noun":"output"},"suspend":{"type":"boolean"},"history":{"type":"integer","minimum":1,"maximum":50,"x-noun":"history"},"interval":{"type":"string","x-noun":"interval"}},"x-noun":"JsonnetSnippet spec"},"status":{"type":"object"}},"required":["spec"],"x-noun":"JsonnetSnippet"}]', () => {
        const module2 = { exports: {} };
        "use strict";
        module2.exports = validate10;
        module2.exports.default = validate10;
        const schema11 = { "type": "object", "additionalProperties": false, "properties": { "apiVersion": { "type": "string" }, "kind": { "type": "string" }, "metadata": { "type": "object" }, "spec": { "type": "object", "additionalProperties": false, "properties": { "serviceAccountName": { "type": "string" }, "entryFile": { "type": "string", "minLength": 1, "maxLength": 255, "pattern": "^[A-Za-z0-9._/-]+$", "x-noun": "entry file", "x-hint": 'use letters, digits, ".", "_", "/" and "-"' }, "files": { "type": "object", "additionalProperties": { "type": "string", "x-noun": "file content" } }, "sourceRef": { "type": "object", "additionalProperties": false, "properties": { "apiVersion": { "type": "string" }, "kind": { "type": "string", "enum": ["GitRepository", "OCIRepository", "Bucket", "ExternalArtifact"], "x-noun": "source kind" }, "name": { "type": "string", "minLength": 1, "x-noun": "source name" }, "namespace": { "type": "string" }, "path": { "type": "string" } }, "required": ["kind", "name"], "x-noun": "sourceRef" }, "libraries": { "type": "array", "items": { "type": "object", "additionalProperties": false, "properties": { "apiVersion": { "type": "string" }, "kind": { "type": "string", "enum": ["JsonnetLibrary"], "x-noun": "library kind" }, "name": { "type": "string", "minLength": 1, "x-noun": "library name" }, "namespace": { "type": "string" }, "importPath": { "type": "string" } }, "required": ["kind", "name"], "x-noun": "library reference" } }, "tlas": { "anyOf": [{ "type": "object", "additionalProperties": { "type": "array", "items": { "type": "string" } } }, { "type": "array", "items": { "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 253, "x-noun": "TLA name" }, "value": { "type": "string", "x-noun": "TLA value" }, "code": { "type": "boolean" } }, "required": ["name"], "x-noun": "TLA" } }] }, "externalVariables": { "anyOf": [{ "type": "object", "additionalProperties": { "type": "string", "x-noun": "external variable value" } }, { "type": "array", "items": { "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 253, "x-noun": "external variable name" }, "value": { "type": "string", "x-noun": "external variable value" }, "code": { "type": "boolean" } }, "required": ["name"], "x-noun": "external variable" } }] }, "output": { "type": "string", "enum": ["rendered", "source"], "x-noun": "output" }, "suspend": { "type": "boolean" }, "history": { "type": "integer", "minimum": 1, "maximum": 50, "x-noun": "history" }, "interval": { "type": "string", "x-noun": "interval" } }, "x-noun": "JsonnetSnippet spec" }, "status": { "type": "object" } }, "required": ["spec"], "x-noun": "JsonnetSnippet" };
        const func2 = Object.prototype.hasOwnProperty;
        const func3 = (0, import_chunk_IDCT4TUJ.require_ucs2length)().default;
        const func5 = (init_native_regexp(), (0, import_chunk_75QCMCYK.__toCommonJS)(native_regexp_exports)).linearRegExp;
        const pattern0 = func5("^[A-Za-z0-9._/-]+$", "u");
        function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
          let vErrors = null;
          let errors = 0;
          if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.spec === void 0) {
              const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec" }, message: "must have required property 'spec'", schema: schema11.required, parentSchema: schema11, data };
              if (vErrors === null) {
                vErrors = [err0];
              } else {
                vErrors.push(err0);
              }
              errors++;
            }
            for (const key0 in data) {
              if (!(key0 === "apiVersion" || key0 === "kind" || key0 === "metadata" || key0 === "spec" || key0 === "status")) {
                const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
                if (vErrors === null) {
                  vErrors = [err1];
                } else {
                  vErrors.push(err1);
                }
                errors++;
              }
            }
            if (data.apiVersion !== void 0) {
              let data0 = data.apiVersion;
              if (typeof data0 !== "string") {
                const err2 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.apiVersion.type, parentSchema: schema11.properties.apiVersion, data: data0 };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
            if (data.kind !== void 0) {
              let data1 = data.kind;
              if (typeof data1 !== "string") {
                const err3 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.kind.type, parentSchema: schema11.properties.kind, data: data1 };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            }
            if (data.metadata !== void 0) {
              let data2 = data.metadata;
              if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                const err4 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.metadata.type, parentSchema: schema11.properties.metadata, data: data2 };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            if (data.spec !== void 0) {
              let data3 = data.spec;
              if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                for (const key1 in data3) {
                  if (!func2.call(schema11.properties.spec.properties, key1)) {
                    const err5 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec, data: data3 };
                    if (vErrors === null) {
                      vErrors = [err5];
                    } else {
                      vErrors.push(err5);
                    }
                    errors++;
                  }
                }
                if (data3.serviceAccountName !== void 0) {
                  let data4 = data3.serviceAccountName;
                  if (typeof data4 !== "string") {
                    const err6 = { instancePath: instancePath + "/spec/serviceAccountName", schemaPath: "#/properties/spec/properties/serviceAccountName/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.serviceAccountName.type, parentSchema: schema11.properties.spec.properties.serviceAccountName, data: data4 };
                    if (vErrors === null) {
                      vErrors = [err6];
                    } else {
                      vErrors.push(err6);
                    }
                    errors++;
                  }
                }
                if (data3.entryFile !== void 0) {
                  let data5 = data3.entryFile;
                  if (typeof data5 === "string") {
                    if (func3(data5) > 255) {
                      const err7 = { instancePath: instancePath + "/spec/entryFile", schemaPath: "#/properties/spec/properties/entryFile/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.spec.properties.entryFile, data: data5 };
                      if (vErrors === null) {
                        vErrors = [err7];
                      } else {
                        vErrors.push(err7);
                      }
                      errors++;
                    }
                    if (func3(data5) < 1) {
                      const err8 = { instancePath: instancePath + "/spec/entryFile", schemaPath: "#/properties/spec/properties/entryFile/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.entryFile, data: data5 };
                      if (vErrors === null) {
                        vErrors = [err8];
                      } else {
                        vErrors.push(err8);
                      }
                      errors++;
                    }
                    if (!pattern0.test(data5)) {
                      const err9 = { instancePath: instancePath + "/spec/entryFile", schemaPath: "#/properties/spec/properties/entryFile/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9._/-]+$" }, message: 'must match pattern "^[A-Za-z0-9._/-]+$"', schema: "^[A-Za-z0-9._/-]+$", parentSchema: schema11.properties.spec.properties.entryFile, data: data5 };
                      if (vErrors === null) {
                        vErrors = [err9];
                      } else {
                        vErrors.push(err9);
                      }
                      errors++;
                    }
                  } else {
                    const err10 = { instancePath: instancePath + "/spec/entryFile", schemaPath: "#/properties/spec/properties/entryFile/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.entryFile.type, parentSchema: schema11.properties.spec.properties.entryFile, data: data5 };
                    if (vErrors === null) {
                      vErrors = [err10];
                    } else {
                      vErrors.push(err10);
                    }
                    errors++;
                  }
                }
                if (data3.files !== void 0) {
                  let data6 = data3.files;
                  if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                    for (const key2 in data6) {
                      let data7 = data6[key2];
                      if (typeof data7 !== "string") {
                        const err11 = { instancePath: instancePath + "/spec/files/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/files/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.files.additionalProperties.type, parentSchema: schema11.properties.spec.properties.files.additionalProperties, data: data7 };
                        if (vErrors === null) {
                          vErrors = [err11];
                        } else {
                          vErrors.push(err11);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err12 = { instancePath: instancePath + "/spec/files", schemaPath: "#/properties/spec/properties/files/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.files.type, parentSchema: schema11.properties.spec.properties.files, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err12];
                    } else {
                      vErrors.push(err12);
                    }
                    errors++;
                  }
                }
                if (data3.sourceRef !== void 0) {
                  let data8 = data3.sourceRef;
                  if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                    if (data8.kind === void 0) {
                      const err13 = { instancePath: instancePath + "/spec/sourceRef", schemaPath: "#/properties/spec/properties/sourceRef/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema11.properties.spec.properties.sourceRef.required, parentSchema: schema11.properties.spec.properties.sourceRef, data: data8 };
                      if (vErrors === null) {
                        vErrors = [err13];
                      } else {
                        vErrors.push(err13);
                      }
                      errors++;
                    }
                    if (data8.name === void 0) {
                      const err14 = { instancePath: instancePath + "/spec/sourceRef", schemaPath: "#/properties/spec/properties/sourceRef/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.properties.spec.properties.sourceRef.required, parentSchema: schema11.properties.spec.properties.sourceRef, data: data8 };
                      if (vErrors === null) {
                        vErrors = [err14];
                      } else {
                        vErrors.push(err14);
                      }
                      errors++;
                    }
                    for (const key3 in data8) {
                      if (!(key3 === "apiVersion" || key3 === "kind" || key3 === "name" || key3 === "namespace" || key3 === "path")) {
                        const err15 = { instancePath: instancePath + "/spec/sourceRef", schemaPath: "#/properties/spec/properties/sourceRef/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.sourceRef, data: data8 };
                        if (vErrors === null) {
                          vErrors = [err15];
                        } else {
                          vErrors.push(err15);
                        }
                        errors++;
                      }
                    }
                    if (data8.apiVersion !== void 0) {
                      let data9 = data8.apiVersion;
                      if (typeof data9 !== "string") {
                        const err16 = { instancePath: instancePath + "/spec/sourceRef/apiVersion", schemaPath: "#/properties/spec/properties/sourceRef/properties/apiVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sourceRef.properties.apiVersion.type, parentSchema: schema11.properties.spec.properties.sourceRef.properties.apiVersion, data: data9 };
                        if (vErrors === null) {
                          vErrors = [err16];
                        } else {
                          vErrors.push(err16);
                        }
                        errors++;
                      }
                    }
                    if (data8.kind !== void 0) {
                      let data10 = data8.kind;
                      if (typeof data10 !== "string") {
                        const err17 = { instancePath: instancePath + "/spec/sourceRef/kind", schemaPath: "#/properties/spec/properties/sourceRef/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sourceRef.properties.kind.type, parentSchema: schema11.properties.spec.properties.sourceRef.properties.kind, data: data10 };
                        if (vErrors === null) {
                          vErrors = [err17];
                        } else {
                          vErrors.push(err17);
                        }
                        errors++;
                      }
                      if (!(data10 === "GitRepository" || data10 === "OCIRepository" || data10 === "Bucket" || data10 === "ExternalArtifact")) {
                        const err18 = { instancePath: instancePath + "/spec/sourceRef/kind", schemaPath: "#/properties/spec/properties/sourceRef/properties/kind/enum", keyword: "enum", params: { allowedValues: schema11.properties.spec.properties.sourceRef.properties.kind.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.spec.properties.sourceRef.properties.kind.enum, parentSchema: schema11.properties.spec.properties.sourceRef.properties.kind, data: data10 };
                        if (vErrors === null) {
                          vErrors = [err18];
                        } else {
                          vErrors.push(err18);
                        }
                        errors++;
                      }
                    }
                    if (data8.name !== void 0) {
                      let data11 = data8.name;
                      if (typeof data11 === "string") {
                        if (func3(data11) < 1) {
                          const err19 = { instancePath: instancePath + "/spec/sourceRef/name", schemaPath: "#/properties/spec/properties/sourceRef/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sourceRef.properties.name, data: data11 };
                          if (vErrors === null) {
                            vErrors = [err19];
                          } else {
                            vErrors.push(err19);
                          }
                          errors++;
                        }
                      } else {
                        const err20 = { instancePath: instancePath + "/spec/sourceRef/name", schemaPath: "#/properties/spec/properties/sourceRef/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sourceRef.properties.name.type, parentSchema: schema11.properties.spec.properties.sourceRef.properties.name, data: data11 };
                        if (vErrors === null) {
                          vErrors = [err20];
                        } else {
                          vErrors.push(err20);
                        }
                        errors++;
                      }
                    }
                    if (data8.namespace !== void 0) {
                      let data12 = data8.namespace;
                      if (typeof data12 !== "string") {
                        const err21 = { instancePath: instancePath + "/spec/sourceRef/namespace", schemaPath: "#/properties/spec/properties/sourceRef/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sourceRef.properties.namespace.type, parentSchema: schema11.properties.spec.properties.sourceRef.properties.namespace, data: data12 };
                        if (vErrors === null) {
                          vErrors = [err21];
                        } else {
                          vErrors.push(err21);
                        }
                        errors++;
                      }
                    }
                    if (data8.path !== void 0) {
                      let data13 = data8.path;
                      if (typeof data13 !== "string") {
                        const err22 = { instancePath: instancePath + "/spec/sourceRef/path", schemaPath: "#/properties/spec/properties/sourceRef/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sourceRef.properties.path.type, parentSchema: schema11.properties.spec.properties.sourceRef.properties.path, data: data13 };
                        if (vErrors === null) {
                          vErrors = [err22];
                        } else {
                          vErrors.push(err22);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err23 = { instancePath: instancePath + "/spec/sourceRef", schemaPath: "#/properties/spec/properties/sourceRef/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sourceRef.type, parentSchema: schema11.properties.spec.properties.sourceRef, data: data8 };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                }
                if (data3.libraries !== void 0) {
                  let data14 = data3.libraries;
                  if (Array.isArray(data14)) {
                    const len0 = data14.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      let data15 = data14[i0];
                      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                        if (data15.kind === void 0) {
                          const err24 = { instancePath: instancePath + "/spec/libraries/" + i0, schemaPath: "#/properties/spec/properties/libraries/items/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema11.properties.spec.properties.libraries.items.required, parentSchema: schema11.properties.spec.properties.libraries.items, data: data15 };
                          if (vErrors === null) {
                            vErrors = [err24];
                          } else {
                            vErrors.push(err24);
                          }
                          errors++;
                        }
                        if (data15.name === void 0) {
                          const err25 = { instancePath: instancePath + "/spec/libraries/" + i0, schemaPath: "#/properties/spec/properties/libraries/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.properties.spec.properties.libraries.items.required, parentSchema: schema11.properties.spec.properties.libraries.items, data: data15 };
                          if (vErrors === null) {
                            vErrors = [err25];
                          } else {
                            vErrors.push(err25);
                          }
                          errors++;
                        }
                        for (const key4 in data15) {
                          if (!(key4 === "apiVersion" || key4 === "kind" || key4 === "name" || key4 === "namespace" || key4 === "importPath")) {
                            const err26 = { instancePath: instancePath + "/spec/libraries/" + i0, schemaPath: "#/properties/spec/properties/libraries/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.libraries.items, data: data15 };
                            if (vErrors === null) {
                              vErrors = [err26];
                            } else {
                              vErrors.push(err26);
                            }
                            errors++;
                          }
                        }
                        if (data15.apiVersion !== void 0) {
                          let data16 = data15.apiVersion;
                          if (typeof data16 !== "string") {
                            const err27 = { instancePath: instancePath + "/spec/libraries/" + i0 + "/apiVersion", schemaPath: "#/properties/spec/properties/libraries/items/properties/apiVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.libraries.items.properties.apiVersion.type, parentSchema: schema11.properties.spec.properties.libraries.items.properties.apiVersion, data: data16 };
                            if (vErrors === null) {
                              vErrors = [err27];
                            } else {
                              vErrors.push(err27);
                            }
                            errors++;
                          }
                        }
                        if (data15.kind !== void 0) {
                          let data17 = data15.kind;
                          if (typeof data17 !== "string") {
                            const err28 = { instancePath: instancePath + "/spec/libraries/" + i0 + "/kind", schemaPath: "#/properties/spec/properties/libraries/items/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.libraries.items.properties.kind.type, parentSchema: schema11.properties.spec.properties.libraries.items.properties.kind, data: data17 };
                            if (vErrors === null) {
                              vErrors = [err28];
                            } else {
                              vErrors.push(err28);
                            }
                            errors++;
                          }
                          if (!(data17 === "JsonnetLibrary")) {
                            const err29 = { instancePath: instancePath + "/spec/libraries/" + i0 + "/kind", schemaPath: "#/properties/spec/properties/libraries/items/properties/kind/enum", keyword: "enum", params: { allowedValues: schema11.properties.spec.properties.libraries.items.properties.kind.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.spec.properties.libraries.items.properties.kind.enum, parentSchema: schema11.properties.spec.properties.libraries.items.properties.kind, data: data17 };
                            if (vErrors === null) {
                              vErrors = [err29];
                            } else {
                              vErrors.push(err29);
                            }
                            errors++;
                          }
                        }
                        if (data15.name !== void 0) {
                          let data18 = data15.name;
                          if (typeof data18 === "string") {
                            if (func3(data18) < 1) {
                              const err30 = { instancePath: instancePath + "/spec/libraries/" + i0 + "/name", schemaPath: "#/properties/spec/properties/libraries/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.libraries.items.properties.name, data: data18 };
                              if (vErrors === null) {
                                vErrors = [err30];
                              } else {
                                vErrors.push(err30);
                              }
                              errors++;
                            }
                          } else {
                            const err31 = { instancePath: instancePath + "/spec/libraries/" + i0 + "/name", schemaPath: "#/properties/spec/properties/libraries/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.libraries.items.properties.name.type, parentSchema: schema11.properties.spec.properties.libraries.items.properties.name, data: data18 };
                            if (vErrors === null) {
                              vErrors = [err31];
                            } else {
                              vErrors.push(err31);
                            }
                            errors++;
                          }
                        }
                        if (data15.namespace !== void 0) {
                          let data19 = data15.namespace;
                          if (typeof data19 !== "string") {
                            const err32 = { instancePath: instancePath + "/spec/libraries/" + i0 + "/namespace", schemaPath: "#/properties/spec/properties/libraries/items/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.libraries.items.properties.namespace.type, parentSchema: schema11.properties.spec.properties.libraries.items.properties.namespace, data: data19 };
                            if (vErrors === null) {
                              vErrors = [err32];
                            } else {
                              vErrors.push(err32);
                            }
                            errors++;
                          }
                        }
                        if (data15.importPath !== void 0) {
                          let data20 = data15.importPath;
                          if (typeof data20 !== "string") {
                            const err33 = { instancePath: instancePath + "/spec/libraries/" + i0 + "/importPath", schemaPath: "#/properties/spec/properties/libraries/items/properties/importPath/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.libraries.items.properties.importPath.type, parentSchema: schema11.properties.spec.properties.libraries.items.properties.importPath, data: data20 };
                            if (vErrors === null) {
                              vErrors = [err33];
                            } else {
                              vErrors.push(err33);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err34 = { instancePath: instancePath + "/spec/libraries/" + i0, schemaPath: "#/properties/spec/properties/libraries/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.libraries.items.type, parentSchema: schema11.properties.spec.properties.libraries.items, data: data15 };
                        if (vErrors === null) {
                          vErrors = [err34];
                        } else {
                          vErrors.push(err34);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err35 = { instancePath: instancePath + "/spec/libraries", schemaPath: "#/properties/spec/properties/libraries/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.libraries.type, parentSchema: schema11.properties.spec.properties.libraries, data: data14 };
                    if (vErrors === null) {
                      vErrors = [err35];
                    } else {
                      vErrors.push(err35);
                    }
                    errors++;
                  }
                }
                if (data3.tlas !== void 0) {
                  let data21 = data3.tlas;
                  const _errs60 = errors;
                  let valid7 = false;
                  const _errs61 = errors;
                  if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                    for (const key5 in data21) {
                      let data22 = data21[key5];
                      if (Array.isArray(data22)) {
                        const len1 = data22.length;
                        for (let i1 = 0; i1 < len1; i1++) {
                          let data23 = data22[i1];
                          if (typeof data23 !== "string") {
                            const err36 = { instancePath: instancePath + "/spec/tlas/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i1, schemaPath: "#/properties/spec/properties/tlas/anyOf/0/additionalProperties/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.tlas.anyOf[0].additionalProperties.items.type, parentSchema: schema11.properties.spec.properties.tlas.anyOf[0].additionalProperties.items, data: data23 };
                            if (vErrors === null) {
                              vErrors = [err36];
                            } else {
                              vErrors.push(err36);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err37 = { instancePath: instancePath + "/spec/tlas/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/tlas/anyOf/0/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.tlas.anyOf[0].additionalProperties.type, parentSchema: schema11.properties.spec.properties.tlas.anyOf[0].additionalProperties, data: data22 };
                        if (vErrors === null) {
                          vErrors = [err37];
                        } else {
                          vErrors.push(err37);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err38 = { instancePath: instancePath + "/spec/tlas", schemaPath: "#/properties/spec/properties/tlas/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.tlas.anyOf[0].type, parentSchema: schema11.properties.spec.properties.tlas.anyOf[0], data: data21 };
                    if (vErrors === null) {
                      vErrors = [err38];
                    } else {
                      vErrors.push(err38);
                    }
                    errors++;
                  }
                  var _valid0 = _errs61 === errors;
                  valid7 = valid7 || _valid0;
                  if (!valid7) {
                    const _errs68 = errors;
                    if (Array.isArray(data21)) {
                      const len2 = data21.length;
                      for (let i2 = 0; i2 < len2; i2++) {
                        let data24 = data21[i2];
                        if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                          if (data24.name === void 0) {
                            const err39 = { instancePath: instancePath + "/spec/tlas/" + i2, schemaPath: "#/properties/spec/properties/tlas/anyOf/1/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.properties.spec.properties.tlas.anyOf[1].items.required, parentSchema: schema11.properties.spec.properties.tlas.anyOf[1].items, data: data24 };
                            if (vErrors === null) {
                              vErrors = [err39];
                            } else {
                              vErrors.push(err39);
                            }
                            errors++;
                          }
                          for (const key6 in data24) {
                            if (!(key6 === "name" || key6 === "value" || key6 === "code")) {
                              const err40 = { instancePath: instancePath + "/spec/tlas/" + i2, schemaPath: "#/properties/spec/properties/tlas/anyOf/1/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.tlas.anyOf[1].items, data: data24 };
                              if (vErrors === null) {
                                vErrors = [err40];
                              } else {
                                vErrors.push(err40);
                              }
                              errors++;
                            }
                          }
                          if (data24.name !== void 0) {
                            let data25 = data24.name;
                            if (typeof data25 === "string") {
                              if (func3(data25) > 253) {
                                const err41 = { instancePath: instancePath + "/spec/tlas/" + i2 + "/name", schemaPath: "#/properties/spec/properties/tlas/anyOf/1/items/properties/name/maxLength", keyword: "maxLength", params: { limit: 253 }, message: "must NOT have more than 253 characters", schema: 253, parentSchema: schema11.properties.spec.properties.tlas.anyOf[1].items.properties.name, data: data25 };
                                if (vErrors === null) {
                                  vErrors = [err41];
                                } else {
                                  vErrors.push(err41);
                                }
                                errors++;
                              }
                              if (func3(data25) < 1) {
                                const err42 = { instancePath: instancePath + "/spec/tlas/" + i2 + "/name", schemaPath: "#/properties/spec/properties/tlas/anyOf/1/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.tlas.anyOf[1].items.properties.name, data: data25 };
                                if (vErrors === null) {
                                  vErrors = [err42];
                                } else {
                                  vErrors.push(err42);
                                }
                                errors++;
                              }
                            } else {
                              const err43 = { instancePath: instancePath + "/spec/tlas/" + i2 + "/name", schemaPath: "#/properties/spec/properties/tlas/anyOf/1/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.tlas.anyOf[1].items.properties.name.type, parentSchema: schema11.properties.spec.properties.tlas.anyOf[1].items.properties.name, data: data25 };
                              if (vErrors === null) {
                                vErrors = [err43];
                              } else {
                                vErrors.push(err43);
                              }
                              errors++;
                            }
                          }
                          if (data24.value !== void 0) {
                            let data26 = data24.value;
                            if (typeof data26 !== "string") {
                              const err44 = { instancePath: instancePath + "/spec/tlas/" + i2 + "/value", schemaPath: "#/properties/spec/properties/tlas/anyOf/1/items/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.tlas.anyOf[1].items.properties.value.type, parentSchema: schema11.properties.spec.properties.tlas.anyOf[1].items.properties.value, data: data26 };
                              if (vErrors === null) {
                                vErrors = [err44];
                              } else {
                                vErrors.push(err44);
                              }
                              errors++;
                            }
                          }
                          if (data24.code !== void 0) {
                            let data27 = data24.code;
                            if (typeof data27 !== "boolean") {
                              const err45 = { instancePath: instancePath + "/spec/tlas/" + i2 + "/code", schemaPath: "#/properties/spec/properties/tlas/anyOf/1/items/properties/code/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.tlas.anyOf[1].items.properties.code.type, parentSchema: schema11.properties.spec.properties.tlas.anyOf[1].items.properties.code, data: data27 };
                              if (vErrors === null) {
                                vErrors = [err45];
                              } else {
                                vErrors.push(err45);
                              }
                              errors++;
                            }
                          }
                        } else {
                          const err46 = { instancePath: instancePath + "/spec/tlas/" + i2, schemaPath: "#/properties/spec/properties/tlas/anyOf/1/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.tlas.anyOf[1].items.type, parentSchema: schema11.properties.spec.properties.tlas.anyOf[1].items, data: data24 };
                          if (vErrors === null) {
                            vErrors = [err46];
                          } else {
                            vErrors.push(err46);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err47 = { instancePath: instancePath + "/spec/tlas", schemaPath: "#/properties/spec/properties/tlas/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.tlas.anyOf[1].type, parentSchema: schema11.properties.spec.properties.tlas.anyOf[1], data: data21 };
                      if (vErrors === null) {
                        vErrors = [err47];
                      } else {
                        vErrors.push(err47);
                      }
                      errors++;
                    }
                    var _valid0 = _errs68 === errors;
                    valid7 = valid7 || _valid0;
                  }
                  if (!valid7) {
                    const err48 = { instancePath: instancePath + "/spec/tlas", schemaPath: "#/properties/spec/properties/tlas/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema11.properties.spec.properties.tlas.anyOf, parentSchema: schema11.properties.spec.properties.tlas, data: data21 };
                    if (vErrors === null) {
                      vErrors = [err48];
                    } else {
                      vErrors.push(err48);
                    }
                    errors++;
                  } else {
                    errors = _errs60;
                    if (vErrors !== null) {
                      if (_errs60) {
                        vErrors.length = _errs60;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                }
                if (data3.externalVariables !== void 0) {
                  let data28 = data3.externalVariables;
                  const _errs83 = errors;
                  let valid14 = false;
                  const _errs84 = errors;
                  if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                    for (const key7 in data28) {
                      let data29 = data28[key7];
                      if (typeof data29 !== "string") {
                        const err49 = { instancePath: instancePath + "/spec/externalVariables/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/externalVariables/anyOf/0/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.externalVariables.anyOf[0].additionalProperties.type, parentSchema: schema11.properties.spec.properties.externalVariables.anyOf[0].additionalProperties, data: data29 };
                        if (vErrors === null) {
                          vErrors = [err49];
                        } else {
                          vErrors.push(err49);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err50 = { instancePath: instancePath + "/spec/externalVariables", schemaPath: "#/properties/spec/properties/externalVariables/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.externalVariables.anyOf[0].type, parentSchema: schema11.properties.spec.properties.externalVariables.anyOf[0], data: data28 };
                    if (vErrors === null) {
                      vErrors = [err50];
                    } else {
                      vErrors.push(err50);
                    }
                    errors++;
                  }
                  var _valid1 = _errs84 === errors;
                  valid14 = valid14 || _valid1;
                  if (!valid14) {
                    const _errs90 = errors;
                    if (Array.isArray(data28)) {
                      const len3 = data28.length;
                      for (let i3 = 0; i3 < len3; i3++) {
                        let data30 = data28[i3];
                        if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
                          if (data30.name === void 0) {
                            const err51 = { instancePath: instancePath + "/spec/externalVariables/" + i3, schemaPath: "#/properties/spec/properties/externalVariables/anyOf/1/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.properties.spec.properties.externalVariables.anyOf[1].items.required, parentSchema: schema11.properties.spec.properties.externalVariables.anyOf[1].items, data: data30 };
                            if (vErrors === null) {
                              vErrors = [err51];
                            } else {
                              vErrors.push(err51);
                            }
                            errors++;
                          }
                          for (const key8 in data30) {
                            if (!(key8 === "name" || key8 === "value" || key8 === "code")) {
                              const err52 = { instancePath: instancePath + "/spec/externalVariables/" + i3, schemaPath: "#/properties/spec/properties/externalVariables/anyOf/1/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.externalVariables.anyOf[1].items, data: data30 };
                              if (vErrors === null) {
                                vErrors = [err52];
                              } else {
                                vErrors.push(err52);
                              }
                              errors++;
                            }
                          }
                          if (data30.name !== void 0) {
                            let data31 = data30.name;
                            if (typeof data31 === "string") {
                              if (func3(data31) > 253) {
                                const err53 = { instancePath: instancePath + "/spec/externalVariables/" + i3 + "/name", schemaPath: "#/properties/spec/properties/externalVariables/anyOf/1/items/properties/name/maxLength", keyword: "maxLength", params: { limit: 253 }, message: "must NOT have more than 253 characters", schema: 253, parentSchema: schema11.properties.spec.properties.externalVariables.anyOf[1].items.properties.name, data: data31 };
                                if (vErrors === null) {
                                  vErrors = [err53];
                                } else {
                                  vErrors.push(err53);
                                }
                                errors++;
                              }
                              if (func3(data31) < 1) {
                                const err54 = { instancePath: instancePath + "/spec/externalVariables/" + i3 + "/name", schemaPath: "#/properties/spec/properties/externalVariables/anyOf/1/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.externalVariables.anyOf[1].items.properties.name, data: data31 };
                                if (vErrors === null) {
                                  vErrors = [err54];
                                } else {
                                  vErrors.push(err54);
                                }
                                errors++;
                              }
                            } else {
                              const err55 = { instancePath: instancePath + "/spec/externalVariables/" + i3 + "/name", schemaPath: "#/properties/spec/properties/externalVariables/anyOf/1/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.externalVariables.anyOf[1].items.properties.name.type, parentSchema: schema11.properties.spec.properties.externalVariables.anyOf[1].items.properties.name, data: data31 };
                              if (vErrors === null) {
                                vErrors = [err55];
                              } else {
                                vErrors.push(err55);
                              }
                              errors++;
                            }
                          }
                          if (data30.value !== void 0) {
                            let data32 = data30.value;
                            if (typeof data32 !== "string") {
                              const err56 = { instancePath: instancePath + "/spec/externalVariables/" + i3 + "/value", schemaPath: "#/properties/spec/properties/externalVariables/anyOf/1/items/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.externalVariables.anyOf[1].items.properties.value.type, parentSchema: schema11.properties.spec.properties.externalVariables.anyOf[1].items.properties.value, data: data32 };
                              if (vErrors === null) {
                                vErrors = [err56];
                              } else {
                                vErrors.push(err56);
                              }
                              errors++;
                            }
                          }
                          if (data30.code !== void 0) {
                            let data33 = data30.code;
                            if (typeof data33 !== "boolean") {
                              const err57 = { instancePath: instancePath + "/spec/externalVariables/" + i3 + "/code", schemaPath: "#/properties/spec/properties/externalVariables/anyOf/1/items/properties/code/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.externalVariables.anyOf[1].items.properties.code.type, parentSchema: schema11.properties.spec.properties.externalVariables.anyOf[1].items.properties.code, data: data33 };
                              if (vErrors === null) {
                                vErrors = [err57];
                              } else {
                                vErrors.push(err57);
                              }
                              errors++;
                            }
                          }
                        } else {
                          const err58 = { instancePath: instancePath + "/spec/externalVariables/" + i3, schemaPath: "#/properties/spec/properties/externalVariables/anyOf/1/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.externalVariables.anyOf[1].items.type, parentSchema: schema11.properties.spec.properties.externalVariables.anyOf[1].items, data: data30 };
                          if (vErrors === null) {
                            vErrors = [err58];
                          } else {
                            vErrors.push(err58);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err59 = { instancePath: instancePath + "/spec/externalVariables", schemaPath: "#/properties/spec/properties/externalVariables/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.externalVariables.anyOf[1].type, parentSchema: schema11.properties.spec.properties.externalVariables.anyOf[1], data: data28 };
                      if (vErrors === null) {
                        vErrors = [err59];
                      } else {
                        vErrors.push(err59);
                      }
                      errors++;
                    }
                    var _valid1 = _errs90 === errors;
                    valid14 = valid14 || _valid1;
                  }
                  if (!valid14) {
                    const err60 = { instancePath: instancePath + "/spec/externalVariables", schemaPath: "#/properties/spec/properties/externalVariables/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema11.properties.spec.properties.externalVariables.anyOf, parentSchema: schema11.properties.spec.properties.externalVariables, data: data28 };
                    if (vErrors === null) {
                      vErrors = [err60];
                    } else {
                      vErrors.push(err60);
                    }
                    errors++;
                  } else {
                    errors = _errs83;
                    if (vErrors !== null) {
                      if (_errs83) {
                        vErrors.length = _errs83;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                }
                if (data3.output !== void 0) {
                  let data34 = data3.output;
                  if (typeof data34 !== "string") {
                    const err61 = { instancePath: instancePath + "/spec/output", schemaPath: "#/properties/spec/properties/output/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.output.type, parentSchema: schema11.properties.spec.properties.output, data: data34 };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                  if (!(data34 === "rendered" || data34 === "source")) {
                    const err62 = { instancePath: instancePath + "/spec/output", schemaPath: "#/properties/spec/properties/output/enum", keyword: "enum", params: { allowedValues: schema11.properties.spec.properties.output.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.spec.properties.output.enum, parentSchema: schema11.properties.spec.properties.output, data: data34 };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                }
                if (data3.suspend !== void 0) {
                  let data35 = data3.suspend;
                  if (typeof data35 !== "boolean") {
                    const err63 = { instancePath: instancePath + "/spec/suspend", schemaPath: "#/properties/spec/properties/suspend/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.suspend.type, parentSchema: schema11.properties.spec.properties.suspend, data: data35 };
                    if (vErrors === null) {
                      vErrors = [err63];
                    } else {
                      vErrors.push(err63);
                    }
                    errors++;
                  }
                }
                if (data3.history !== void 0) {
                  let data36 = data3.history;
                  if (!(typeof data36 == "number" && (!(data36 % 1) && !isNaN(data36)) && isFinite(data36))) {
                    const err64 = { instancePath: instancePath + "/spec/history", schemaPath: "#/properties/spec/properties/history/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.spec.properties.history.type, parentSchema: schema11.properties.spec.properties.history, data: data36 };
                    if (vErrors === null) {
                      vErrors = [err64];
                    } else {
                      vErrors.push(err64);
                    }
                    errors++;
                  }
                  if (typeof data36 == "number" && isFinite(data36)) {
                    if (data36 > 50 || isNaN(data36)) {
                      const err65 = { instancePath: instancePath + "/spec/history", schemaPath: "#/properties/spec/properties/history/maximum", keyword: "maximum", params: { comparison: "<=", limit: 50 }, message: "must be <= 50", schema: 50, parentSchema: schema11.properties.spec.properties.history, data: data36 };
                      if (vErrors === null) {
                        vErrors = [err65];
                      } else {
                        vErrors.push(err65);
                      }
                      errors++;
                    }
                    if (data36 < 1 || isNaN(data36)) {
                      const err66 = { instancePath: instancePath + "/spec/history", schemaPath: "#/properties/spec/properties/history/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.spec.properties.history, data: data36 };
                      if (vErrors === null) {
                        vErrors = [err66];
                      } else {
                        vErrors.push(err66);
                      }
                      errors++;
                    }
                  }
                }
                if (data3.interval !== void 0) {
                  let data37 = data3.interval;
                  if (typeof data37 !== "string") {
                    const err67 = { instancePath: instancePath + "/spec/interval", schemaPath: "#/properties/spec/properties/interval/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.interval.type, parentSchema: schema11.properties.spec.properties.interval, data: data37 };
                    if (vErrors === null) {
                      vErrors = [err67];
                    } else {
                      vErrors.push(err67);
                    }
                    errors++;
                  }
                }
              } else {
                const err68 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.type, parentSchema: schema11.properties.spec, data: data3 };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
            }
            if (data.status !== void 0) {
              let data38 = data.status;
              if (!(data38 && typeof data38 == "object" && !Array.isArray(data38))) {
                const err69 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.status.type, parentSchema: schema11.properties.status, data: data38 };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
          } else {
            const err70 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
          validate10.errors = vErrors;
          return errors === 0;
        }
        return module2.exports;
      }],
      ['[["x-noun","x-hint"],{"type":"object","additionalProperties":false,"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"type":"object"},"spec":{"type":"object","additionalProperties":false,"properties":{"files":{"type":"object","additionalProperties":{"type":"string","x-noun":"file content"}},"sourceRef":{"type":"object","additionalProperties":false,"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string","enum":["GitRepository","OCIRepository","Bucket","ExternalArtifact"],"x-noun":"source kind"},"name":{"type":"string","minLength":1,"x-noun":"source name"},"namespace":{"type":"string"},"path":{"type":"string"}},"required":["kind","name"],"x-noun":"sourceRef"}},"x-noun":"JsonnetLibrary spec"},"status":{"type":"object"}},"required":["spec"],"x-noun":"JsonnetLibrary"}]', () => {
        const module2 = { exports: {} };
        "use strict";
        module2.exports = validate10;
        module2.exports.default = validate10;
        const schema11 = { "type": "object", "additionalProperties": false, "properties": { "apiVersion": { "type": "string" }, "kind": { "type": "string" }, "metadata": { "type": "object" }, "spec": { "type": "object", "additionalProperties": false, "properties": { "files": { "type": "object", "additionalProperties": { "type": "string", "x-noun": "file content" } }, "sourceRef": { "type": "object", "additionalProperties": false, "properties": { "apiVersion": { "type": "string" }, "kind": { "type": "string", "enum": ["GitRepository", "OCIRepository", "Bucket", "ExternalArtifact"], "x-noun": "source kind" }, "name": { "type": "string", "minLength": 1, "x-noun": "source name" }, "namespace": { "type": "string" }, "path": { "type": "string" } }, "required": ["kind", "name"], "x-noun": "sourceRef" } }, "x-noun": "JsonnetLibrary spec" }, "status": { "type": "object" } }, "required": ["spec"], "x-noun": "JsonnetLibrary" };
        const func2 = (0, import_chunk_IDCT4TUJ.require_ucs2length)().default;
        function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
          let vErrors = null;
          let errors = 0;
          if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.spec === void 0) {
              const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec" }, message: "must have required property 'spec'", schema: schema11.required, parentSchema: schema11, data };
              if (vErrors === null) {
                vErrors = [err0];
              } else {
                vErrors.push(err0);
              }
              errors++;
            }
            for (const key0 in data) {
              if (!(key0 === "apiVersion" || key0 === "kind" || key0 === "metadata" || key0 === "spec" || key0 === "status")) {
                const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
                if (vErrors === null) {
                  vErrors = [err1];
                } else {
                  vErrors.push(err1);
                }
                errors++;
              }
            }
            if (data.apiVersion !== void 0) {
              let data0 = data.apiVersion;
              if (typeof data0 !== "string") {
                const err2 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.apiVersion.type, parentSchema: schema11.properties.apiVersion, data: data0 };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
            if (data.kind !== void 0) {
              let data1 = data.kind;
              if (typeof data1 !== "string") {
                const err3 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.kind.type, parentSchema: schema11.properties.kind, data: data1 };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            }
            if (data.metadata !== void 0) {
              let data2 = data.metadata;
              if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                const err4 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.metadata.type, parentSchema: schema11.properties.metadata, data: data2 };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            if (data.spec !== void 0) {
              let data3 = data.spec;
              if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                for (const key1 in data3) {
                  if (!(key1 === "files" || key1 === "sourceRef")) {
                    const err5 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec, data: data3 };
                    if (vErrors === null) {
                      vErrors = [err5];
                    } else {
                      vErrors.push(err5);
                    }
                    errors++;
                  }
                }
                if (data3.files !== void 0) {
                  let data4 = data3.files;
                  if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                    for (const key2 in data4) {
                      let data5 = data4[key2];
                      if (typeof data5 !== "string") {
                        const err6 = { instancePath: instancePath + "/spec/files/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/files/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.files.additionalProperties.type, parentSchema: schema11.properties.spec.properties.files.additionalProperties, data: data5 };
                        if (vErrors === null) {
                          vErrors = [err6];
                        } else {
                          vErrors.push(err6);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err7 = { instancePath: instancePath + "/spec/files", schemaPath: "#/properties/spec/properties/files/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.files.type, parentSchema: schema11.properties.spec.properties.files, data: data4 };
                    if (vErrors === null) {
                      vErrors = [err7];
                    } else {
                      vErrors.push(err7);
                    }
                    errors++;
                  }
                }
                if (data3.sourceRef !== void 0) {
                  let data6 = data3.sourceRef;
                  if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                    if (data6.kind === void 0) {
                      const err8 = { instancePath: instancePath + "/spec/sourceRef", schemaPath: "#/properties/spec/properties/sourceRef/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema11.properties.spec.properties.sourceRef.required, parentSchema: schema11.properties.spec.properties.sourceRef, data: data6 };
                      if (vErrors === null) {
                        vErrors = [err8];
                      } else {
                        vErrors.push(err8);
                      }
                      errors++;
                    }
                    if (data6.name === void 0) {
                      const err9 = { instancePath: instancePath + "/spec/sourceRef", schemaPath: "#/properties/spec/properties/sourceRef/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.properties.spec.properties.sourceRef.required, parentSchema: schema11.properties.spec.properties.sourceRef, data: data6 };
                      if (vErrors === null) {
                        vErrors = [err9];
                      } else {
                        vErrors.push(err9);
                      }
                      errors++;
                    }
                    for (const key3 in data6) {
                      if (!(key3 === "apiVersion" || key3 === "kind" || key3 === "name" || key3 === "namespace" || key3 === "path")) {
                        const err10 = { instancePath: instancePath + "/spec/sourceRef", schemaPath: "#/properties/spec/properties/sourceRef/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.sourceRef, data: data6 };
                        if (vErrors === null) {
                          vErrors = [err10];
                        } else {
                          vErrors.push(err10);
                        }
                        errors++;
                      }
                    }
                    if (data6.apiVersion !== void 0) {
                      let data7 = data6.apiVersion;
                      if (typeof data7 !== "string") {
                        const err11 = { instancePath: instancePath + "/spec/sourceRef/apiVersion", schemaPath: "#/properties/spec/properties/sourceRef/properties/apiVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sourceRef.properties.apiVersion.type, parentSchema: schema11.properties.spec.properties.sourceRef.properties.apiVersion, data: data7 };
                        if (vErrors === null) {
                          vErrors = [err11];
                        } else {
                          vErrors.push(err11);
                        }
                        errors++;
                      }
                    }
                    if (data6.kind !== void 0) {
                      let data8 = data6.kind;
                      if (typeof data8 !== "string") {
                        const err12 = { instancePath: instancePath + "/spec/sourceRef/kind", schemaPath: "#/properties/spec/properties/sourceRef/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sourceRef.properties.kind.type, parentSchema: schema11.properties.spec.properties.sourceRef.properties.kind, data: data8 };
                        if (vErrors === null) {
                          vErrors = [err12];
                        } else {
                          vErrors.push(err12);
                        }
                        errors++;
                      }
                      if (!(data8 === "GitRepository" || data8 === "OCIRepository" || data8 === "Bucket" || data8 === "ExternalArtifact")) {
                        const err13 = { instancePath: instancePath + "/spec/sourceRef/kind", schemaPath: "#/properties/spec/properties/sourceRef/properties/kind/enum", keyword: "enum", params: { allowedValues: schema11.properties.spec.properties.sourceRef.properties.kind.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.spec.properties.sourceRef.properties.kind.enum, parentSchema: schema11.properties.spec.properties.sourceRef.properties.kind, data: data8 };
                        if (vErrors === null) {
                          vErrors = [err13];
                        } else {
                          vErrors.push(err13);
                        }
                        errors++;
                      }
                    }
                    if (data6.name !== void 0) {
                      let data9 = data6.name;
                      if (typeof data9 === "string") {
                        if (func2(data9) < 1) {
                          const err14 = { instancePath: instancePath + "/spec/sourceRef/name", schemaPath: "#/properties/spec/properties/sourceRef/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.spec.properties.sourceRef.properties.name, data: data9 };
                          if (vErrors === null) {
                            vErrors = [err14];
                          } else {
                            vErrors.push(err14);
                          }
                          errors++;
                        }
                      } else {
                        const err15 = { instancePath: instancePath + "/spec/sourceRef/name", schemaPath: "#/properties/spec/properties/sourceRef/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sourceRef.properties.name.type, parentSchema: schema11.properties.spec.properties.sourceRef.properties.name, data: data9 };
                        if (vErrors === null) {
                          vErrors = [err15];
                        } else {
                          vErrors.push(err15);
                        }
                        errors++;
                      }
                    }
                    if (data6.namespace !== void 0) {
                      let data10 = data6.namespace;
                      if (typeof data10 !== "string") {
                        const err16 = { instancePath: instancePath + "/spec/sourceRef/namespace", schemaPath: "#/properties/spec/properties/sourceRef/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sourceRef.properties.namespace.type, parentSchema: schema11.properties.spec.properties.sourceRef.properties.namespace, data: data10 };
                        if (vErrors === null) {
                          vErrors = [err16];
                        } else {
                          vErrors.push(err16);
                        }
                        errors++;
                      }
                    }
                    if (data6.path !== void 0) {
                      let data11 = data6.path;
                      if (typeof data11 !== "string") {
                        const err17 = { instancePath: instancePath + "/spec/sourceRef/path", schemaPath: "#/properties/spec/properties/sourceRef/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.sourceRef.properties.path.type, parentSchema: schema11.properties.spec.properties.sourceRef.properties.path, data: data11 };
                        if (vErrors === null) {
                          vErrors = [err17];
                        } else {
                          vErrors.push(err17);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err18 = { instancePath: instancePath + "/spec/sourceRef", schemaPath: "#/properties/spec/properties/sourceRef/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.sourceRef.type, parentSchema: schema11.properties.spec.properties.sourceRef, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                }
              } else {
                const err19 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.type, parentSchema: schema11.properties.spec, data: data3 };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data.status !== void 0) {
              let data12 = data.status;
              if (!(data12 && typeof data12 == "object" && !Array.isArray(data12))) {
                const err20 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.status.type, parentSchema: schema11.properties.status, data: data12 };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
          } else {
            const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
          validate10.errors = vErrors;
          return errors === 0;
        }
        return module2.exports;
      }],
      ['[["x-noun","x-hint"],{"type":"object","properties":{"rigging":{"type":"object","required":["type"],"x-noun":"rigging mapping","properties":{"type":{"type":"string","enum":["qbec","snippet","blueprint","bosh"],"x-noun":"component source type"},"path":{"type":"string","minLength":1,"x-noun":"path"}},"allOf":[{"if":{"properties":{"type":{"const":"qbec"}},"required":["type"]},"then":{"properties":{"type":{},"path":{},"environments":{"type":"object","additionalProperties":{"type":"string","minLength":1,"x-noun":"qbec environment"}},"appTag":{"type":"string","pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$","x-noun":"app tag","x-hint":"use letters, digits, \\"-\\", \\"_\\" and \\".\\", starting and ending with a letter or digit"},"vars":{"type":"object","properties":{"external":{"type":"object"},"topLevel":{"type":"object"}},"additionalProperties":false,"x-noun":"vars mapping"}},"additionalProperties":false,"x-noun":"qbec implementation"}},{"if":{"properties":{"type":{"const":"snippet"}},"required":["type"]},"then":{"properties":{"type":{},"path":{},"externalVariables":{"type":"object","additionalProperties":{"type":"string","x-noun":"external variable value"},"x-noun":"externalVariables mapping"},"defaultServiceAccount":{"type":"string","minLength":1,"x-noun":"service account name"},"evaluationTimeout":{"type":"string","minLength":1,"x-noun":"duration"},"maxArtifactBytes":{"type":"integer","minimum":0,"x-noun":"byte count"},"allowCrossNamespaceRefs":{"type":"boolean"},"repositoryURLs":{"type":"array","items":{"type":"string","minLength":1,"x-noun":"URL"}}},"additionalProperties":false,"x-noun":"snippet implementation"}},{"if":{"properties":{"type":{"const":"blueprint"}},"required":["type"]},"then":{"properties":{"type":{},"path":{},"values":{"type":"string","minLength":1,"x-noun":"values file path"},"componentDescriptor":{"type":"string","minLength":1,"x-noun":"component descriptor path"},"exports":{"type":"string","minLength":1,"x-noun":"exports file path"}},"additionalProperties":false,"x-noun":"blueprint implementation"}},{"if":{"properties":{"type":{"const":"bosh"}},"required":["type"]},"then":{"properties":{"type":{},"path":{},"releases":{"type":"string","minLength":1,"x-noun":"releases path"},"variables":{"type":"string","minLength":1,"x-noun":"variables file path"},"addresses":{"enum":["quarks","director"],"x-noun":"address mode"},"namespace":{"type":"string","minLength":1,"x-noun":"namespace"},"serviceDomain":{"type":"string","minLength":1,"x-noun":"service domain"},"overrides":{"type":"object","x-noun":"overrides mapping","additionalProperties":{"type":"object","additionalProperties":false,"properties":{"properties":{"type":"object","x-noun":"properties mapping"},"instance_groups":{"type":"object","additionalProperties":{"type":"object","additionalProperties":false,"properties":{"instances":{"type":"integer","minimum":0,"x-noun":"instance count"},"properties":{"type":"object","x-noun":"properties mapping"}}}}}}}},"additionalProperties":false,"x-noun":"bosh implementation"}}]}}}]', () => {
        const module2 = { exports: {} };
        "use strict";
        module2.exports = validate10;
        module2.exports.default = validate10;
        const schema11 = { "type": "object", "properties": { "rigging": { "type": "object", "required": ["type"], "x-noun": "rigging mapping", "properties": { "type": { "type": "string", "enum": ["qbec", "snippet", "blueprint", "bosh"], "x-noun": "component source type" }, "path": { "type": "string", "minLength": 1, "x-noun": "path" } }, "allOf": [{ "if": { "properties": { "type": { "const": "qbec" } }, "required": ["type"] }, "then": { "properties": { "type": {}, "path": {}, "environments": { "type": "object", "additionalProperties": { "type": "string", "minLength": 1, "x-noun": "qbec environment" } }, "appTag": { "type": "string", "pattern": "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$", "x-noun": "app tag", "x-hint": 'use letters, digits, "-", "_" and ".", starting and ending with a letter or digit' }, "vars": { "type": "object", "properties": { "external": { "type": "object" }, "topLevel": { "type": "object" } }, "additionalProperties": false, "x-noun": "vars mapping" } }, "additionalProperties": false, "x-noun": "qbec implementation" } }, { "if": { "properties": { "type": { "const": "snippet" } }, "required": ["type"] }, "then": { "properties": { "type": {}, "path": {}, "externalVariables": { "type": "object", "additionalProperties": { "type": "string", "x-noun": "external variable value" }, "x-noun": "externalVariables mapping" }, "defaultServiceAccount": { "type": "string", "minLength": 1, "x-noun": "service account name" }, "evaluationTimeout": { "type": "string", "minLength": 1, "x-noun": "duration" }, "maxArtifactBytes": { "type": "integer", "minimum": 0, "x-noun": "byte count" }, "allowCrossNamespaceRefs": { "type": "boolean" }, "repositoryURLs": { "type": "array", "items": { "type": "string", "minLength": 1, "x-noun": "URL" } } }, "additionalProperties": false, "x-noun": "snippet implementation" } }, { "if": { "properties": { "type": { "const": "blueprint" } }, "required": ["type"] }, "then": { "properties": { "type": {}, "path": {}, "values": { "type": "string", "minLength": 1, "x-noun": "values file path" }, "componentDescriptor": { "type": "string", "minLength": 1, "x-noun": "component descriptor path" }, "exports": { "type": "string", "minLength": 1, "x-noun": "exports file path" } }, "additionalProperties": false, "x-noun": "blueprint implementation" } }, { "if": { "properties": { "type": { "const": "bosh" } }, "required": ["type"] }, "then": { "properties": { "type": {}, "path": {}, "releases": { "type": "string", "minLength": 1, "x-noun": "releases path" }, "variables": { "type": "string", "minLength": 1, "x-noun": "variables file path" }, "addresses": { "enum": ["quarks", "director"], "x-noun": "address mode" }, "namespace": { "type": "string", "minLength": 1, "x-noun": "namespace" }, "serviceDomain": { "type": "string", "minLength": 1, "x-noun": "service domain" }, "overrides": { "type": "object", "x-noun": "overrides mapping", "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "properties": { "type": "object", "x-noun": "properties mapping" }, "instance_groups": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "instances": { "type": "integer", "minimum": 0, "x-noun": "instance count" }, "properties": { "type": "object", "x-noun": "properties mapping" } } } } } } } }, "additionalProperties": false, "x-noun": "bosh implementation" } }] } } };
        const func2 = (0, import_chunk_IDCT4TUJ.require_ucs2length)().default;
        const func3 = (init_native_regexp(), (0, import_chunk_75QCMCYK.__toCommonJS)(native_regexp_exports)).linearRegExp;
        const pattern0 = func3("^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$", "u");
        function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
          let vErrors = null;
          let errors = 0;
          if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.rigging !== void 0) {
              let data0 = data.rigging;
              const _errs4 = errors;
              let valid2 = true;
              const _errs5 = errors;
              if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                let missing0;
                if (data0.type === void 0 && (missing0 = "type")) {
                  const err0 = {};
                  if (vErrors === null) {
                    vErrors = [err0];
                  } else {
                    vErrors.push(err0);
                  }
                  errors++;
                } else {
                  if (data0.type !== void 0) {
                    if ("qbec" !== data0.type) {
                      const err1 = {};
                      if (vErrors === null) {
                        vErrors = [err1];
                      } else {
                        vErrors.push(err1);
                      }
                      errors++;
                    }
                  }
                }
              }
              var _valid0 = _errs5 === errors;
              errors = _errs4;
              if (vErrors !== null) {
                if (_errs4) {
                  vErrors.length = _errs4;
                } else {
                  vErrors = null;
                }
              }
              if (_valid0) {
                const _errs7 = errors;
                if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                  for (const key0 in data0) {
                    if (!(key0 === "type" || key0 === "path" || key0 === "environments" || key0 === "appTag" || key0 === "vars")) {
                      const err2 = { instancePath: instancePath + "/rigging", schemaPath: "#/properties/rigging/allOf/0/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.rigging.allOf[0].then, data: data0 };
                      if (vErrors === null) {
                        vErrors = [err2];
                      } else {
                        vErrors.push(err2);
                      }
                      errors++;
                    }
                  }
                  if (data0.environments !== void 0) {
                    let data2 = data0.environments;
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                      for (const key1 in data2) {
                        let data3 = data2[key1];
                        if (typeof data3 === "string") {
                          if (func2(data3) < 1) {
                            const err3 = { instancePath: instancePath + "/rigging/environments/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rigging/allOf/0/then/properties/environments/additionalProperties/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.rigging.allOf[0].then.properties.environments.additionalProperties, data: data3 };
                            if (vErrors === null) {
                              vErrors = [err3];
                            } else {
                              vErrors.push(err3);
                            }
                            errors++;
                          }
                        } else {
                          const err4 = { instancePath: instancePath + "/rigging/environments/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rigging/allOf/0/then/properties/environments/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.allOf[0].then.properties.environments.additionalProperties.type, parentSchema: schema11.properties.rigging.allOf[0].then.properties.environments.additionalProperties, data: data3 };
                          if (vErrors === null) {
                            vErrors = [err4];
                          } else {
                            vErrors.push(err4);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err5 = { instancePath: instancePath + "/rigging/environments", schemaPath: "#/properties/rigging/allOf/0/then/properties/environments/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.rigging.allOf[0].then.properties.environments.type, parentSchema: schema11.properties.rigging.allOf[0].then.properties.environments, data: data2 };
                      if (vErrors === null) {
                        vErrors = [err5];
                      } else {
                        vErrors.push(err5);
                      }
                      errors++;
                    }
                  }
                  if (data0.appTag !== void 0) {
                    let data4 = data0.appTag;
                    if (typeof data4 === "string") {
                      if (!pattern0.test(data4)) {
                        const err6 = { instancePath: instancePath + "/rigging/appTag", schemaPath: "#/properties/rigging/allOf/0/then/properties/appTag/pattern", keyword: "pattern", params: { pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$" }, message: 'must match pattern "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$"', schema: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$", parentSchema: schema11.properties.rigging.allOf[0].then.properties.appTag, data: data4 };
                        if (vErrors === null) {
                          vErrors = [err6];
                        } else {
                          vErrors.push(err6);
                        }
                        errors++;
                      }
                    } else {
                      const err7 = { instancePath: instancePath + "/rigging/appTag", schemaPath: "#/properties/rigging/allOf/0/then/properties/appTag/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.allOf[0].then.properties.appTag.type, parentSchema: schema11.properties.rigging.allOf[0].then.properties.appTag, data: data4 };
                      if (vErrors === null) {
                        vErrors = [err7];
                      } else {
                        vErrors.push(err7);
                      }
                      errors++;
                    }
                  }
                  if (data0.vars !== void 0) {
                    let data5 = data0.vars;
                    if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                      for (const key2 in data5) {
                        if (!(key2 === "external" || key2 === "topLevel")) {
                          const err8 = { instancePath: instancePath + "/rigging/vars", schemaPath: "#/properties/rigging/allOf/0/then/properties/vars/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.rigging.allOf[0].then.properties.vars, data: data5 };
                          if (vErrors === null) {
                            vErrors = [err8];
                          } else {
                            vErrors.push(err8);
                          }
                          errors++;
                        }
                      }
                      if (data5.external !== void 0) {
                        let data6 = data5.external;
                        if (!(data6 && typeof data6 == "object" && !Array.isArray(data6))) {
                          const err9 = { instancePath: instancePath + "/rigging/vars/external", schemaPath: "#/properties/rigging/allOf/0/then/properties/vars/properties/external/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.rigging.allOf[0].then.properties.vars.properties.external.type, parentSchema: schema11.properties.rigging.allOf[0].then.properties.vars.properties.external, data: data6 };
                          if (vErrors === null) {
                            vErrors = [err9];
                          } else {
                            vErrors.push(err9);
                          }
                          errors++;
                        }
                      }
                      if (data5.topLevel !== void 0) {
                        let data7 = data5.topLevel;
                        if (!(data7 && typeof data7 == "object" && !Array.isArray(data7))) {
                          const err10 = { instancePath: instancePath + "/rigging/vars/topLevel", schemaPath: "#/properties/rigging/allOf/0/then/properties/vars/properties/topLevel/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.rigging.allOf[0].then.properties.vars.properties.topLevel.type, parentSchema: schema11.properties.rigging.allOf[0].then.properties.vars.properties.topLevel, data: data7 };
                          if (vErrors === null) {
                            vErrors = [err10];
                          } else {
                            vErrors.push(err10);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err11 = { instancePath: instancePath + "/rigging/vars", schemaPath: "#/properties/rigging/allOf/0/then/properties/vars/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.rigging.allOf[0].then.properties.vars.type, parentSchema: schema11.properties.rigging.allOf[0].then.properties.vars, data: data5 };
                      if (vErrors === null) {
                        vErrors = [err11];
                      } else {
                        vErrors.push(err11);
                      }
                      errors++;
                    }
                  }
                }
                var _valid0 = _errs7 === errors;
                valid2 = _valid0;
              }
              if (!valid2) {
                const err12 = { instancePath: instancePath + "/rigging", schemaPath: "#/properties/rigging/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.properties.rigging.allOf[0].if, parentSchema: schema11.properties.rigging.allOf[0], data: data0 };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              const _errs29 = errors;
              let valid7 = true;
              const _errs30 = errors;
              if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                let missing1;
                if (data0.type === void 0 && (missing1 = "type")) {
                  const err13 = {};
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                } else {
                  if (data0.type !== void 0) {
                    if ("snippet" !== data0.type) {
                      const err14 = {};
                      if (vErrors === null) {
                        vErrors = [err14];
                      } else {
                        vErrors.push(err14);
                      }
                      errors++;
                    }
                  }
                }
              }
              var _valid1 = _errs30 === errors;
              errors = _errs29;
              if (vErrors !== null) {
                if (_errs29) {
                  vErrors.length = _errs29;
                } else {
                  vErrors = null;
                }
              }
              if (_valid1) {
                const _errs32 = errors;
                if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                  for (const key3 in data0) {
                    if (!(key3 === "type" || key3 === "path" || key3 === "externalVariables" || key3 === "defaultServiceAccount" || key3 === "evaluationTimeout" || key3 === "maxArtifactBytes" || key3 === "allowCrossNamespaceRefs" || key3 === "repositoryURLs")) {
                      const err15 = { instancePath: instancePath + "/rigging", schemaPath: "#/properties/rigging/allOf/1/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.rigging.allOf[1].then, data: data0 };
                      if (vErrors === null) {
                        vErrors = [err15];
                      } else {
                        vErrors.push(err15);
                      }
                      errors++;
                    }
                  }
                  if (data0.externalVariables !== void 0) {
                    let data9 = data0.externalVariables;
                    if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                      for (const key4 in data9) {
                        let data10 = data9[key4];
                        if (typeof data10 !== "string") {
                          const err16 = { instancePath: instancePath + "/rigging/externalVariables/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rigging/allOf/1/then/properties/externalVariables/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.allOf[1].then.properties.externalVariables.additionalProperties.type, parentSchema: schema11.properties.rigging.allOf[1].then.properties.externalVariables.additionalProperties, data: data10 };
                          if (vErrors === null) {
                            vErrors = [err16];
                          } else {
                            vErrors.push(err16);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err17 = { instancePath: instancePath + "/rigging/externalVariables", schemaPath: "#/properties/rigging/allOf/1/then/properties/externalVariables/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.rigging.allOf[1].then.properties.externalVariables.type, parentSchema: schema11.properties.rigging.allOf[1].then.properties.externalVariables, data: data9 };
                      if (vErrors === null) {
                        vErrors = [err17];
                      } else {
                        vErrors.push(err17);
                      }
                      errors++;
                    }
                  }
                  if (data0.defaultServiceAccount !== void 0) {
                    let data11 = data0.defaultServiceAccount;
                    if (typeof data11 === "string") {
                      if (func2(data11) < 1) {
                        const err18 = { instancePath: instancePath + "/rigging/defaultServiceAccount", schemaPath: "#/properties/rigging/allOf/1/then/properties/defaultServiceAccount/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.rigging.allOf[1].then.properties.defaultServiceAccount, data: data11 };
                        if (vErrors === null) {
                          vErrors = [err18];
                        } else {
                          vErrors.push(err18);
                        }
                        errors++;
                      }
                    } else {
                      const err19 = { instancePath: instancePath + "/rigging/defaultServiceAccount", schemaPath: "#/properties/rigging/allOf/1/then/properties/defaultServiceAccount/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.allOf[1].then.properties.defaultServiceAccount.type, parentSchema: schema11.properties.rigging.allOf[1].then.properties.defaultServiceAccount, data: data11 };
                      if (vErrors === null) {
                        vErrors = [err19];
                      } else {
                        vErrors.push(err19);
                      }
                      errors++;
                    }
                  }
                  if (data0.evaluationTimeout !== void 0) {
                    let data12 = data0.evaluationTimeout;
                    if (typeof data12 === "string") {
                      if (func2(data12) < 1) {
                        const err20 = { instancePath: instancePath + "/rigging/evaluationTimeout", schemaPath: "#/properties/rigging/allOf/1/then/properties/evaluationTimeout/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.rigging.allOf[1].then.properties.evaluationTimeout, data: data12 };
                        if (vErrors === null) {
                          vErrors = [err20];
                        } else {
                          vErrors.push(err20);
                        }
                        errors++;
                      }
                    } else {
                      const err21 = { instancePath: instancePath + "/rigging/evaluationTimeout", schemaPath: "#/properties/rigging/allOf/1/then/properties/evaluationTimeout/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.allOf[1].then.properties.evaluationTimeout.type, parentSchema: schema11.properties.rigging.allOf[1].then.properties.evaluationTimeout, data: data12 };
                      if (vErrors === null) {
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                  }
                  if (data0.maxArtifactBytes !== void 0) {
                    let data13 = data0.maxArtifactBytes;
                    if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
                      const err22 = { instancePath: instancePath + "/rigging/maxArtifactBytes", schemaPath: "#/properties/rigging/allOf/1/then/properties/maxArtifactBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.rigging.allOf[1].then.properties.maxArtifactBytes.type, parentSchema: schema11.properties.rigging.allOf[1].then.properties.maxArtifactBytes, data: data13 };
                      if (vErrors === null) {
                        vErrors = [err22];
                      } else {
                        vErrors.push(err22);
                      }
                      errors++;
                    }
                    if (typeof data13 == "number" && isFinite(data13)) {
                      if (data13 < 0 || isNaN(data13)) {
                        const err23 = { instancePath: instancePath + "/rigging/maxArtifactBytes", schemaPath: "#/properties/rigging/allOf/1/then/properties/maxArtifactBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.rigging.allOf[1].then.properties.maxArtifactBytes, data: data13 };
                        if (vErrors === null) {
                          vErrors = [err23];
                        } else {
                          vErrors.push(err23);
                        }
                        errors++;
                      }
                    }
                  }
                  if (data0.allowCrossNamespaceRefs !== void 0) {
                    let data14 = data0.allowCrossNamespaceRefs;
                    if (typeof data14 !== "boolean") {
                      const err24 = { instancePath: instancePath + "/rigging/allowCrossNamespaceRefs", schemaPath: "#/properties/rigging/allOf/1/then/properties/allowCrossNamespaceRefs/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.rigging.allOf[1].then.properties.allowCrossNamespaceRefs.type, parentSchema: schema11.properties.rigging.allOf[1].then.properties.allowCrossNamespaceRefs, data: data14 };
                      if (vErrors === null) {
                        vErrors = [err24];
                      } else {
                        vErrors.push(err24);
                      }
                      errors++;
                    }
                  }
                  if (data0.repositoryURLs !== void 0) {
                    let data15 = data0.repositoryURLs;
                    if (Array.isArray(data15)) {
                      const len0 = data15.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        let data16 = data15[i0];
                        if (typeof data16 === "string") {
                          if (func2(data16) < 1) {
                            const err25 = { instancePath: instancePath + "/rigging/repositoryURLs/" + i0, schemaPath: "#/properties/rigging/allOf/1/then/properties/repositoryURLs/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.rigging.allOf[1].then.properties.repositoryURLs.items, data: data16 };
                            if (vErrors === null) {
                              vErrors = [err25];
                            } else {
                              vErrors.push(err25);
                            }
                            errors++;
                          }
                        } else {
                          const err26 = { instancePath: instancePath + "/rigging/repositoryURLs/" + i0, schemaPath: "#/properties/rigging/allOf/1/then/properties/repositoryURLs/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.allOf[1].then.properties.repositoryURLs.items.type, parentSchema: schema11.properties.rigging.allOf[1].then.properties.repositoryURLs.items, data: data16 };
                          if (vErrors === null) {
                            vErrors = [err26];
                          } else {
                            vErrors.push(err26);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err27 = { instancePath: instancePath + "/rigging/repositoryURLs", schemaPath: "#/properties/rigging/allOf/1/then/properties/repositoryURLs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.rigging.allOf[1].then.properties.repositoryURLs.type, parentSchema: schema11.properties.rigging.allOf[1].then.properties.repositoryURLs, data: data15 };
                      if (vErrors === null) {
                        vErrors = [err27];
                      } else {
                        vErrors.push(err27);
                      }
                      errors++;
                    }
                  }
                }
                var _valid1 = _errs32 === errors;
                valid7 = _valid1;
              }
              if (!valid7) {
                const err28 = { instancePath: instancePath + "/rigging", schemaPath: "#/properties/rigging/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.properties.rigging.allOf[1].if, parentSchema: schema11.properties.rigging.allOf[1], data: data0 };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
              const _errs59 = errors;
              let valid13 = true;
              const _errs60 = errors;
              if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                let missing2;
                if (data0.type === void 0 && (missing2 = "type")) {
                  const err29 = {};
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                } else {
                  if (data0.type !== void 0) {
                    if ("blueprint" !== data0.type) {
                      const err30 = {};
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                  }
                }
              }
              var _valid2 = _errs60 === errors;
              errors = _errs59;
              if (vErrors !== null) {
                if (_errs59) {
                  vErrors.length = _errs59;
                } else {
                  vErrors = null;
                }
              }
              if (_valid2) {
                const _errs62 = errors;
                if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                  for (const key5 in data0) {
                    if (!(key5 === "type" || key5 === "path" || key5 === "values" || key5 === "componentDescriptor" || key5 === "exports")) {
                      const err31 = { instancePath: instancePath + "/rigging", schemaPath: "#/properties/rigging/allOf/2/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.rigging.allOf[2].then, data: data0 };
                      if (vErrors === null) {
                        vErrors = [err31];
                      } else {
                        vErrors.push(err31);
                      }
                      errors++;
                    }
                  }
                  if (data0.values !== void 0) {
                    let data18 = data0.values;
                    if (typeof data18 === "string") {
                      if (func2(data18) < 1) {
                        const err32 = { instancePath: instancePath + "/rigging/values", schemaPath: "#/properties/rigging/allOf/2/then/properties/values/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.rigging.allOf[2].then.properties.values, data: data18 };
                        if (vErrors === null) {
                          vErrors = [err32];
                        } else {
                          vErrors.push(err32);
                        }
                        errors++;
                      }
                    } else {
                      const err33 = { instancePath: instancePath + "/rigging/values", schemaPath: "#/properties/rigging/allOf/2/then/properties/values/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.allOf[2].then.properties.values.type, parentSchema: schema11.properties.rigging.allOf[2].then.properties.values, data: data18 };
                      if (vErrors === null) {
                        vErrors = [err33];
                      } else {
                        vErrors.push(err33);
                      }
                      errors++;
                    }
                  }
                  if (data0.componentDescriptor !== void 0) {
                    let data19 = data0.componentDescriptor;
                    if (typeof data19 === "string") {
                      if (func2(data19) < 1) {
                        const err34 = { instancePath: instancePath + "/rigging/componentDescriptor", schemaPath: "#/properties/rigging/allOf/2/then/properties/componentDescriptor/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.rigging.allOf[2].then.properties.componentDescriptor, data: data19 };
                        if (vErrors === null) {
                          vErrors = [err34];
                        } else {
                          vErrors.push(err34);
                        }
                        errors++;
                      }
                    } else {
                      const err35 = { instancePath: instancePath + "/rigging/componentDescriptor", schemaPath: "#/properties/rigging/allOf/2/then/properties/componentDescriptor/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.allOf[2].then.properties.componentDescriptor.type, parentSchema: schema11.properties.rigging.allOf[2].then.properties.componentDescriptor, data: data19 };
                      if (vErrors === null) {
                        vErrors = [err35];
                      } else {
                        vErrors.push(err35);
                      }
                      errors++;
                    }
                  }
                  if (data0.exports !== void 0) {
                    let data20 = data0.exports;
                    if (typeof data20 === "string") {
                      if (func2(data20) < 1) {
                        const err36 = { instancePath: instancePath + "/rigging/exports", schemaPath: "#/properties/rigging/allOf/2/then/properties/exports/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.rigging.allOf[2].then.properties.exports, data: data20 };
                        if (vErrors === null) {
                          vErrors = [err36];
                        } else {
                          vErrors.push(err36);
                        }
                        errors++;
                      }
                    } else {
                      const err37 = { instancePath: instancePath + "/rigging/exports", schemaPath: "#/properties/rigging/allOf/2/then/properties/exports/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.allOf[2].then.properties.exports.type, parentSchema: schema11.properties.rigging.allOf[2].then.properties.exports, data: data20 };
                      if (vErrors === null) {
                        vErrors = [err37];
                      } else {
                        vErrors.push(err37);
                      }
                      errors++;
                    }
                  }
                }
                var _valid2 = _errs62 === errors;
                valid13 = _valid2;
              }
              if (!valid13) {
                const err38 = { instancePath: instancePath + "/rigging", schemaPath: "#/properties/rigging/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.properties.rigging.allOf[2].if, parentSchema: schema11.properties.rigging.allOf[2], data: data0 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
              const _errs75 = errors;
              let valid16 = true;
              const _errs76 = errors;
              if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                let missing3;
                if (data0.type === void 0 && (missing3 = "type")) {
                  const err39 = {};
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                } else {
                  if (data0.type !== void 0) {
                    if ("bosh" !== data0.type) {
                      const err40 = {};
                      if (vErrors === null) {
                        vErrors = [err40];
                      } else {
                        vErrors.push(err40);
                      }
                      errors++;
                    }
                  }
                }
              }
              var _valid3 = _errs76 === errors;
              errors = _errs75;
              if (vErrors !== null) {
                if (_errs75) {
                  vErrors.length = _errs75;
                } else {
                  vErrors = null;
                }
              }
              if (_valid3) {
                const _errs78 = errors;
                if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                  for (const key6 in data0) {
                    if (!(key6 === "type" || key6 === "path" || key6 === "releases" || key6 === "variables" || key6 === "addresses" || key6 === "namespace" || key6 === "serviceDomain" || key6 === "overrides")) {
                      const err41 = { instancePath: instancePath + "/rigging", schemaPath: "#/properties/rigging/allOf/3/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.rigging.allOf[3].then, data: data0 };
                      if (vErrors === null) {
                        vErrors = [err41];
                      } else {
                        vErrors.push(err41);
                      }
                      errors++;
                    }
                  }
                  if (data0.releases !== void 0) {
                    let data22 = data0.releases;
                    if (typeof data22 === "string") {
                      if (func2(data22) < 1) {
                        const err42 = { instancePath: instancePath + "/rigging/releases", schemaPath: "#/properties/rigging/allOf/3/then/properties/releases/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.rigging.allOf[3].then.properties.releases, data: data22 };
                        if (vErrors === null) {
                          vErrors = [err42];
                        } else {
                          vErrors.push(err42);
                        }
                        errors++;
                      }
                    } else {
                      const err43 = { instancePath: instancePath + "/rigging/releases", schemaPath: "#/properties/rigging/allOf/3/then/properties/releases/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.allOf[3].then.properties.releases.type, parentSchema: schema11.properties.rigging.allOf[3].then.properties.releases, data: data22 };
                      if (vErrors === null) {
                        vErrors = [err43];
                      } else {
                        vErrors.push(err43);
                      }
                      errors++;
                    }
                  }
                  if (data0.variables !== void 0) {
                    let data23 = data0.variables;
                    if (typeof data23 === "string") {
                      if (func2(data23) < 1) {
                        const err44 = { instancePath: instancePath + "/rigging/variables", schemaPath: "#/properties/rigging/allOf/3/then/properties/variables/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.rigging.allOf[3].then.properties.variables, data: data23 };
                        if (vErrors === null) {
                          vErrors = [err44];
                        } else {
                          vErrors.push(err44);
                        }
                        errors++;
                      }
                    } else {
                      const err45 = { instancePath: instancePath + "/rigging/variables", schemaPath: "#/properties/rigging/allOf/3/then/properties/variables/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.allOf[3].then.properties.variables.type, parentSchema: schema11.properties.rigging.allOf[3].then.properties.variables, data: data23 };
                      if (vErrors === null) {
                        vErrors = [err45];
                      } else {
                        vErrors.push(err45);
                      }
                      errors++;
                    }
                  }
                  if (data0.addresses !== void 0) {
                    let data24 = data0.addresses;
                    if (!(data24 === "quarks" || data24 === "director")) {
                      const err46 = { instancePath: instancePath + "/rigging/addresses", schemaPath: "#/properties/rigging/allOf/3/then/properties/addresses/enum", keyword: "enum", params: { allowedValues: schema11.properties.rigging.allOf[3].then.properties.addresses.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.rigging.allOf[3].then.properties.addresses.enum, parentSchema: schema11.properties.rigging.allOf[3].then.properties.addresses, data: data24 };
                      if (vErrors === null) {
                        vErrors = [err46];
                      } else {
                        vErrors.push(err46);
                      }
                      errors++;
                    }
                  }
                  if (data0.namespace !== void 0) {
                    let data25 = data0.namespace;
                    if (typeof data25 === "string") {
                      if (func2(data25) < 1) {
                        const err47 = { instancePath: instancePath + "/rigging/namespace", schemaPath: "#/properties/rigging/allOf/3/then/properties/namespace/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.rigging.allOf[3].then.properties.namespace, data: data25 };
                        if (vErrors === null) {
                          vErrors = [err47];
                        } else {
                          vErrors.push(err47);
                        }
                        errors++;
                      }
                    } else {
                      const err48 = { instancePath: instancePath + "/rigging/namespace", schemaPath: "#/properties/rigging/allOf/3/then/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.allOf[3].then.properties.namespace.type, parentSchema: schema11.properties.rigging.allOf[3].then.properties.namespace, data: data25 };
                      if (vErrors === null) {
                        vErrors = [err48];
                      } else {
                        vErrors.push(err48);
                      }
                      errors++;
                    }
                  }
                  if (data0.serviceDomain !== void 0) {
                    let data26 = data0.serviceDomain;
                    if (typeof data26 === "string") {
                      if (func2(data26) < 1) {
                        const err49 = { instancePath: instancePath + "/rigging/serviceDomain", schemaPath: "#/properties/rigging/allOf/3/then/properties/serviceDomain/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.rigging.allOf[3].then.properties.serviceDomain, data: data26 };
                        if (vErrors === null) {
                          vErrors = [err49];
                        } else {
                          vErrors.push(err49);
                        }
                        errors++;
                      }
                    } else {
                      const err50 = { instancePath: instancePath + "/rigging/serviceDomain", schemaPath: "#/properties/rigging/allOf/3/then/properties/serviceDomain/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.allOf[3].then.properties.serviceDomain.type, parentSchema: schema11.properties.rigging.allOf[3].then.properties.serviceDomain, data: data26 };
                      if (vErrors === null) {
                        vErrors = [err50];
                      } else {
                        vErrors.push(err50);
                      }
                      errors++;
                    }
                  }
                  if (data0.overrides !== void 0) {
                    let data27 = data0.overrides;
                    if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                      for (const key7 in data27) {
                        let data28 = data27[key7];
                        if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                          for (const key8 in data28) {
                            if (!(key8 === "properties" || key8 === "instance_groups")) {
                              const err51 = { instancePath: instancePath + "/rigging/overrides/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rigging/allOf/3/then/properties/overrides/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties, data: data28 };
                              if (vErrors === null) {
                                vErrors = [err51];
                              } else {
                                vErrors.push(err51);
                              }
                              errors++;
                            }
                          }
                          if (data28.properties !== void 0) {
                            let data29 = data28.properties;
                            if (!(data29 && typeof data29 == "object" && !Array.isArray(data29))) {
                              const err52 = { instancePath: instancePath + "/rigging/overrides/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/properties", schemaPath: "#/properties/rigging/allOf/3/then/properties/overrides/additionalProperties/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties.properties.properties.type, parentSchema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties.properties.properties, data: data29 };
                              if (vErrors === null) {
                                vErrors = [err52];
                              } else {
                                vErrors.push(err52);
                              }
                              errors++;
                            }
                          }
                          if (data28.instance_groups !== void 0) {
                            let data30 = data28.instance_groups;
                            if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
                              for (const key9 in data30) {
                                let data31 = data30[key9];
                                if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                                  for (const key10 in data31) {
                                    if (!(key10 === "instances" || key10 === "properties")) {
                                      const err53 = { instancePath: instancePath + "/rigging/overrides/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/instance_groups/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rigging/allOf/3/then/properties/overrides/additionalProperties/properties/instance_groups/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties, data: data31 };
                                      if (vErrors === null) {
                                        vErrors = [err53];
                                      } else {
                                        vErrors.push(err53);
                                      }
                                      errors++;
                                    }
                                  }
                                  if (data31.instances !== void 0) {
                                    let data32 = data31.instances;
                                    if (!(typeof data32 == "number" && (!(data32 % 1) && !isNaN(data32)) && isFinite(data32))) {
                                      const err54 = { instancePath: instancePath + "/rigging/overrides/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/instance_groups/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/instances", schemaPath: "#/properties/rigging/allOf/3/then/properties/overrides/additionalProperties/properties/instance_groups/additionalProperties/properties/instances/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties.properties.instances.type, parentSchema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties.properties.instances, data: data32 };
                                      if (vErrors === null) {
                                        vErrors = [err54];
                                      } else {
                                        vErrors.push(err54);
                                      }
                                      errors++;
                                    }
                                    if (typeof data32 == "number" && isFinite(data32)) {
                                      if (data32 < 0 || isNaN(data32)) {
                                        const err55 = { instancePath: instancePath + "/rigging/overrides/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/instance_groups/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/instances", schemaPath: "#/properties/rigging/allOf/3/then/properties/overrides/additionalProperties/properties/instance_groups/additionalProperties/properties/instances/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties.properties.instances, data: data32 };
                                        if (vErrors === null) {
                                          vErrors = [err55];
                                        } else {
                                          vErrors.push(err55);
                                        }
                                        errors++;
                                      }
                                    }
                                  }
                                  if (data31.properties !== void 0) {
                                    let data33 = data31.properties;
                                    if (!(data33 && typeof data33 == "object" && !Array.isArray(data33))) {
                                      const err56 = { instancePath: instancePath + "/rigging/overrides/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/instance_groups/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/properties", schemaPath: "#/properties/rigging/allOf/3/then/properties/overrides/additionalProperties/properties/instance_groups/additionalProperties/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties.properties.properties.type, parentSchema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties.properties.properties, data: data33 };
                                      if (vErrors === null) {
                                        vErrors = [err56];
                                      } else {
                                        vErrors.push(err56);
                                      }
                                      errors++;
                                    }
                                  }
                                } else {
                                  const err57 = { instancePath: instancePath + "/rigging/overrides/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/instance_groups/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rigging/allOf/3/then/properties/overrides/additionalProperties/properties/instance_groups/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties.type, parentSchema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.additionalProperties, data: data31 };
                                  if (vErrors === null) {
                                    vErrors = [err57];
                                  } else {
                                    vErrors.push(err57);
                                  }
                                  errors++;
                                }
                              }
                            } else {
                              const err58 = { instancePath: instancePath + "/rigging/overrides/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/instance_groups", schemaPath: "#/properties/rigging/allOf/3/then/properties/overrides/additionalProperties/properties/instance_groups/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups.type, parentSchema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties.properties.instance_groups, data: data30 };
                              if (vErrors === null) {
                                vErrors = [err58];
                              } else {
                                vErrors.push(err58);
                              }
                              errors++;
                            }
                          }
                        } else {
                          const err59 = { instancePath: instancePath + "/rigging/overrides/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rigging/allOf/3/then/properties/overrides/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties.type, parentSchema: schema11.properties.rigging.allOf[3].then.properties.overrides.additionalProperties, data: data28 };
                          if (vErrors === null) {
                            vErrors = [err59];
                          } else {
                            vErrors.push(err59);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err60 = { instancePath: instancePath + "/rigging/overrides", schemaPath: "#/properties/rigging/allOf/3/then/properties/overrides/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.rigging.allOf[3].then.properties.overrides.type, parentSchema: schema11.properties.rigging.allOf[3].then.properties.overrides, data: data27 };
                      if (vErrors === null) {
                        vErrors = [err60];
                      } else {
                        vErrors.push(err60);
                      }
                      errors++;
                    }
                  }
                }
                var _valid3 = _errs78 === errors;
                valid16 = _valid3;
              }
              if (!valid16) {
                const err61 = { instancePath: instancePath + "/rigging", schemaPath: "#/properties/rigging/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.properties.rigging.allOf[3].if, parentSchema: schema11.properties.rigging.allOf[3], data: data0 };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              }
              if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                if (data0.type === void 0) {
                  const err62 = { instancePath: instancePath + "/rigging", schemaPath: "#/properties/rigging/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema11.properties.rigging.required, parentSchema: schema11.properties.rigging, data: data0 };
                  if (vErrors === null) {
                    vErrors = [err62];
                  } else {
                    vErrors.push(err62);
                  }
                  errors++;
                }
                if (data0.type !== void 0) {
                  let data34 = data0.type;
                  if (typeof data34 !== "string") {
                    const err63 = { instancePath: instancePath + "/rigging/type", schemaPath: "#/properties/rigging/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.properties.type.type, parentSchema: schema11.properties.rigging.properties.type, data: data34 };
                    if (vErrors === null) {
                      vErrors = [err63];
                    } else {
                      vErrors.push(err63);
                    }
                    errors++;
                  }
                  if (!(data34 === "qbec" || data34 === "snippet" || data34 === "blueprint" || data34 === "bosh")) {
                    const err64 = { instancePath: instancePath + "/rigging/type", schemaPath: "#/properties/rigging/properties/type/enum", keyword: "enum", params: { allowedValues: schema11.properties.rigging.properties.type.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.rigging.properties.type.enum, parentSchema: schema11.properties.rigging.properties.type, data: data34 };
                    if (vErrors === null) {
                      vErrors = [err64];
                    } else {
                      vErrors.push(err64);
                    }
                    errors++;
                  }
                }
                if (data0.path !== void 0) {
                  let data35 = data0.path;
                  if (typeof data35 === "string") {
                    if (func2(data35) < 1) {
                      const err65 = { instancePath: instancePath + "/rigging/path", schemaPath: "#/properties/rigging/properties/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.rigging.properties.path, data: data35 };
                      if (vErrors === null) {
                        vErrors = [err65];
                      } else {
                        vErrors.push(err65);
                      }
                      errors++;
                    }
                  } else {
                    const err66 = { instancePath: instancePath + "/rigging/path", schemaPath: "#/properties/rigging/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.rigging.properties.path.type, parentSchema: schema11.properties.rigging.properties.path, data: data35 };
                    if (vErrors === null) {
                      vErrors = [err66];
                    } else {
                      vErrors.push(err66);
                    }
                    errors++;
                  }
                }
              } else {
                const err67 = { instancePath: instancePath + "/rigging", schemaPath: "#/properties/rigging/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.rigging.type, parentSchema: schema11.properties.rigging, data: data0 };
                if (vErrors === null) {
                  vErrors = [err67];
                } else {
                  vErrors.push(err67);
                }
                errors++;
              }
            }
          } else {
            const err68 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
          validate10.errors = vErrors;
          return errors === 0;
        }
        return module2.exports;
      }],
      ['[["x-noun","x-hint"],{"type":"object","additionalProperties":false,"required":["apiVersion","kind","metadata","spec"],"properties":{"apiVersion":{"type":"string","enum":["qbec.io/v1alpha1"],"x-noun":"apiVersion"},"kind":{"type":"string","enum":["App"],"x-noun":"kind"},"metadata":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$"}},"required":["name"]},"spec":{"type":"object","additionalProperties":false,"properties":{"componentsDir":{"type":"string"},"paramsFile":{"type":"string"},"libPaths":{"type":"array","items":{"type":"string"}},"postProcessor":{"type":"string"},"vars":{"type":"object","additionalProperties":false,"properties":{"external":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string"},"default":{},"secret":{"type":"boolean"}},"required":["name"]}},"topLevel":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string"},"components":{"type":"array","items":{"type":"string"},"minItems":1},"secret":{"type":"boolean"}},"required":["name","components"]}},"computed":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string"},"code":{"type":"string"},"secret":{"type":"boolean"}},"required":["name","code"]}}}},"environments":{"type":"object","minProperties":1,"additionalProperties":{"type":"object","additionalProperties":false,"properties":{"server":{"type":"string"},"context":{"type":"string"},"defaultNamespace":{"type":"string"},"includes":{"type":"array","items":{"type":"string"}},"excludes":{"type":"array","items":{"type":"string"}},"properties":{"type":"object"}}}},"envFiles":{"type":"array","items":{"type":"string"}},"excludes":{"type":"array","items":{"type":"string"}},"baseProperties":{"type":"object"},"namespaceTagSuffix":{"type":"boolean"},"clusterScopedLists":{"type":"boolean"},"addComponentLabel":{"type":"boolean"},"dataSources":{"type":"array","items":{"type":"string"}},"dsExamples":{"type":"object"}}}}}]', () => {
        const module2 = { exports: {} };
        "use strict";
        module2.exports = validate10;
        module2.exports.default = validate10;
        const schema11 = { "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "metadata", "spec"], "properties": { "apiVersion": { "type": "string", "enum": ["qbec.io/v1alpha1"], "x-noun": "apiVersion" }, "kind": { "type": "string", "enum": ["App"], "x-noun": "kind" }, "metadata": { "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$" } }, "required": ["name"] }, "spec": { "type": "object", "additionalProperties": false, "properties": { "componentsDir": { "type": "string" }, "paramsFile": { "type": "string" }, "libPaths": { "type": "array", "items": { "type": "string" } }, "postProcessor": { "type": "string" }, "vars": { "type": "object", "additionalProperties": false, "properties": { "external": { "type": "array", "items": { "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string" }, "default": {}, "secret": { "type": "boolean" } }, "required": ["name"] } }, "topLevel": { "type": "array", "items": { "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string" }, "components": { "type": "array", "items": { "type": "string" }, "minItems": 1 }, "secret": { "type": "boolean" } }, "required": ["name", "components"] } }, "computed": { "type": "array", "items": { "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string" }, "code": { "type": "string" }, "secret": { "type": "boolean" } }, "required": ["name", "code"] } } } }, "environments": { "type": "object", "minProperties": 1, "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "server": { "type": "string" }, "context": { "type": "string" }, "defaultNamespace": { "type": "string" }, "includes": { "type": "array", "items": { "type": "string" } }, "excludes": { "type": "array", "items": { "type": "string" } }, "properties": { "type": "object" } } } }, "envFiles": { "type": "array", "items": { "type": "string" } }, "excludes": { "type": "array", "items": { "type": "string" } }, "baseProperties": { "type": "object" }, "namespaceTagSuffix": { "type": "boolean" }, "clusterScopedLists": { "type": "boolean" }, "addComponentLabel": { "type": "boolean" }, "dataSources": { "type": "array", "items": { "type": "string" } }, "dsExamples": { "type": "object" } } } } };
        const func2 = (init_native_regexp(), (0, import_chunk_75QCMCYK.__toCommonJS)(native_regexp_exports)).linearRegExp;
        const func3 = Object.prototype.hasOwnProperty;
        const pattern0 = func2("^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$", "u");
        function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
          let vErrors = null;
          let errors = 0;
          if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.apiVersion === void 0) {
              const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'", schema: schema11.required, parentSchema: schema11, data };
              if (vErrors === null) {
                vErrors = [err0];
              } else {
                vErrors.push(err0);
              }
              errors++;
            }
            if (data.kind === void 0) {
              const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema11.required, parentSchema: schema11, data };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data.metadata === void 0) {
              const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "metadata" }, message: "must have required property 'metadata'", schema: schema11.required, parentSchema: schema11, data };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (data.spec === void 0) {
              const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec" }, message: "must have required property 'spec'", schema: schema11.required, parentSchema: schema11, data };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            for (const key0 in data) {
              if (!(key0 === "apiVersion" || key0 === "kind" || key0 === "metadata" || key0 === "spec")) {
                const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            if (data.apiVersion !== void 0) {
              let data0 = data.apiVersion;
              if (typeof data0 !== "string") {
                const err5 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.apiVersion.type, parentSchema: schema11.properties.apiVersion, data: data0 };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
              if (!(data0 === "qbec.io/v1alpha1")) {
                const err6 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/enum", keyword: "enum", params: { allowedValues: schema11.properties.apiVersion.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.apiVersion.enum, parentSchema: schema11.properties.apiVersion, data: data0 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            if (data.kind !== void 0) {
              let data1 = data.kind;
              if (typeof data1 !== "string") {
                const err7 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.kind.type, parentSchema: schema11.properties.kind, data: data1 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
              if (!(data1 === "App")) {
                const err8 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema11.properties.kind.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.kind.enum, parentSchema: schema11.properties.kind, data: data1 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data.metadata !== void 0) {
              let data2 = data.metadata;
              if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                if (data2.name === void 0) {
                  const err9 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.properties.metadata.required, parentSchema: schema11.properties.metadata, data: data2 };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
                for (const key1 in data2) {
                  if (!(key1 === "name")) {
                    const err10 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.metadata, data: data2 };
                    if (vErrors === null) {
                      vErrors = [err10];
                    } else {
                      vErrors.push(err10);
                    }
                    errors++;
                  }
                }
                if (data2.name !== void 0) {
                  let data3 = data2.name;
                  if (typeof data3 === "string") {
                    if (!pattern0.test(data3)) {
                      const err11 = { instancePath: instancePath + "/metadata/name", schemaPath: "#/properties/metadata/properties/name/pattern", keyword: "pattern", params: { pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$" }, message: 'must match pattern "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$"', schema: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$", parentSchema: schema11.properties.metadata.properties.name, data: data3 };
                      if (vErrors === null) {
                        vErrors = [err11];
                      } else {
                        vErrors.push(err11);
                      }
                      errors++;
                    }
                  } else {
                    const err12 = { instancePath: instancePath + "/metadata/name", schemaPath: "#/properties/metadata/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.metadata.properties.name.type, parentSchema: schema11.properties.metadata.properties.name, data: data3 };
                    if (vErrors === null) {
                      vErrors = [err12];
                    } else {
                      vErrors.push(err12);
                    }
                    errors++;
                  }
                }
              } else {
                const err13 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.metadata.type, parentSchema: schema11.properties.metadata, data: data2 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data.spec !== void 0) {
              let data4 = data.spec;
              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                for (const key2 in data4) {
                  if (!func3.call(schema11.properties.spec.properties, key2)) {
                    const err14 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec, data: data4 };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                }
                if (data4.componentsDir !== void 0) {
                  let data5 = data4.componentsDir;
                  if (typeof data5 !== "string") {
                    const err15 = { instancePath: instancePath + "/spec/componentsDir", schemaPath: "#/properties/spec/properties/componentsDir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.componentsDir.type, parentSchema: schema11.properties.spec.properties.componentsDir, data: data5 };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                }
                if (data4.paramsFile !== void 0) {
                  let data6 = data4.paramsFile;
                  if (typeof data6 !== "string") {
                    const err16 = { instancePath: instancePath + "/spec/paramsFile", schemaPath: "#/properties/spec/properties/paramsFile/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.paramsFile.type, parentSchema: schema11.properties.spec.properties.paramsFile, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                }
                if (data4.libPaths !== void 0) {
                  let data7 = data4.libPaths;
                  if (Array.isArray(data7)) {
                    const len0 = data7.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      let data8 = data7[i0];
                      if (typeof data8 !== "string") {
                        const err17 = { instancePath: instancePath + "/spec/libPaths/" + i0, schemaPath: "#/properties/spec/properties/libPaths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.libPaths.items.type, parentSchema: schema11.properties.spec.properties.libPaths.items, data: data8 };
                        if (vErrors === null) {
                          vErrors = [err17];
                        } else {
                          vErrors.push(err17);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err18 = { instancePath: instancePath + "/spec/libPaths", schemaPath: "#/properties/spec/properties/libPaths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.libPaths.type, parentSchema: schema11.properties.spec.properties.libPaths, data: data7 };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                }
                if (data4.postProcessor !== void 0) {
                  let data9 = data4.postProcessor;
                  if (typeof data9 !== "string") {
                    const err19 = { instancePath: instancePath + "/spec/postProcessor", schemaPath: "#/properties/spec/properties/postProcessor/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.postProcessor.type, parentSchema: schema11.properties.spec.properties.postProcessor, data: data9 };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                }
                if (data4.vars !== void 0) {
                  let data10 = data4.vars;
                  if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                    for (const key3 in data10) {
                      if (!(key3 === "external" || key3 === "topLevel" || key3 === "computed")) {
                        const err20 = { instancePath: instancePath + "/spec/vars", schemaPath: "#/properties/spec/properties/vars/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.vars, data: data10 };
                        if (vErrors === null) {
                          vErrors = [err20];
                        } else {
                          vErrors.push(err20);
                        }
                        errors++;
                      }
                    }
                    if (data10.external !== void 0) {
                      let data11 = data10.external;
                      if (Array.isArray(data11)) {
                        const len1 = data11.length;
                        for (let i1 = 0; i1 < len1; i1++) {
                          let data12 = data11[i1];
                          if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                            if (data12.name === void 0) {
                              const err21 = { instancePath: instancePath + "/spec/vars/external/" + i1, schemaPath: "#/properties/spec/properties/vars/properties/external/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.properties.spec.properties.vars.properties.external.items.required, parentSchema: schema11.properties.spec.properties.vars.properties.external.items, data: data12 };
                              if (vErrors === null) {
                                vErrors = [err21];
                              } else {
                                vErrors.push(err21);
                              }
                              errors++;
                            }
                            for (const key4 in data12) {
                              if (!(key4 === "name" || key4 === "default" || key4 === "secret")) {
                                const err22 = { instancePath: instancePath + "/spec/vars/external/" + i1, schemaPath: "#/properties/spec/properties/vars/properties/external/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.vars.properties.external.items, data: data12 };
                                if (vErrors === null) {
                                  vErrors = [err22];
                                } else {
                                  vErrors.push(err22);
                                }
                                errors++;
                              }
                            }
                            if (data12.name !== void 0) {
                              let data13 = data12.name;
                              if (typeof data13 !== "string") {
                                const err23 = { instancePath: instancePath + "/spec/vars/external/" + i1 + "/name", schemaPath: "#/properties/spec/properties/vars/properties/external/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.vars.properties.external.items.properties.name.type, parentSchema: schema11.properties.spec.properties.vars.properties.external.items.properties.name, data: data13 };
                                if (vErrors === null) {
                                  vErrors = [err23];
                                } else {
                                  vErrors.push(err23);
                                }
                                errors++;
                              }
                            }
                            if (data12.secret !== void 0) {
                              let data14 = data12.secret;
                              if (typeof data14 !== "boolean") {
                                const err24 = { instancePath: instancePath + "/spec/vars/external/" + i1 + "/secret", schemaPath: "#/properties/spec/properties/vars/properties/external/items/properties/secret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.vars.properties.external.items.properties.secret.type, parentSchema: schema11.properties.spec.properties.vars.properties.external.items.properties.secret, data: data14 };
                                if (vErrors === null) {
                                  vErrors = [err24];
                                } else {
                                  vErrors.push(err24);
                                }
                                errors++;
                              }
                            }
                          } else {
                            const err25 = { instancePath: instancePath + "/spec/vars/external/" + i1, schemaPath: "#/properties/spec/properties/vars/properties/external/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.vars.properties.external.items.type, parentSchema: schema11.properties.spec.properties.vars.properties.external.items, data: data12 };
                            if (vErrors === null) {
                              vErrors = [err25];
                            } else {
                              vErrors.push(err25);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err26 = { instancePath: instancePath + "/spec/vars/external", schemaPath: "#/properties/spec/properties/vars/properties/external/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.vars.properties.external.type, parentSchema: schema11.properties.spec.properties.vars.properties.external, data: data11 };
                        if (vErrors === null) {
                          vErrors = [err26];
                        } else {
                          vErrors.push(err26);
                        }
                        errors++;
                      }
                    }
                    if (data10.topLevel !== void 0) {
                      let data15 = data10.topLevel;
                      if (Array.isArray(data15)) {
                        const len2 = data15.length;
                        for (let i2 = 0; i2 < len2; i2++) {
                          let data16 = data15[i2];
                          if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                            if (data16.name === void 0) {
                              const err27 = { instancePath: instancePath + "/spec/vars/topLevel/" + i2, schemaPath: "#/properties/spec/properties/vars/properties/topLevel/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.properties.spec.properties.vars.properties.topLevel.items.required, parentSchema: schema11.properties.spec.properties.vars.properties.topLevel.items, data: data16 };
                              if (vErrors === null) {
                                vErrors = [err27];
                              } else {
                                vErrors.push(err27);
                              }
                              errors++;
                            }
                            if (data16.components === void 0) {
                              const err28 = { instancePath: instancePath + "/spec/vars/topLevel/" + i2, schemaPath: "#/properties/spec/properties/vars/properties/topLevel/items/required", keyword: "required", params: { missingProperty: "components" }, message: "must have required property 'components'", schema: schema11.properties.spec.properties.vars.properties.topLevel.items.required, parentSchema: schema11.properties.spec.properties.vars.properties.topLevel.items, data: data16 };
                              if (vErrors === null) {
                                vErrors = [err28];
                              } else {
                                vErrors.push(err28);
                              }
                              errors++;
                            }
                            for (const key5 in data16) {
                              if (!(key5 === "name" || key5 === "components" || key5 === "secret")) {
                                const err29 = { instancePath: instancePath + "/spec/vars/topLevel/" + i2, schemaPath: "#/properties/spec/properties/vars/properties/topLevel/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.vars.properties.topLevel.items, data: data16 };
                                if (vErrors === null) {
                                  vErrors = [err29];
                                } else {
                                  vErrors.push(err29);
                                }
                                errors++;
                              }
                            }
                            if (data16.name !== void 0) {
                              let data17 = data16.name;
                              if (typeof data17 !== "string") {
                                const err30 = { instancePath: instancePath + "/spec/vars/topLevel/" + i2 + "/name", schemaPath: "#/properties/spec/properties/vars/properties/topLevel/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.vars.properties.topLevel.items.properties.name.type, parentSchema: schema11.properties.spec.properties.vars.properties.topLevel.items.properties.name, data: data17 };
                                if (vErrors === null) {
                                  vErrors = [err30];
                                } else {
                                  vErrors.push(err30);
                                }
                                errors++;
                              }
                            }
                            if (data16.components !== void 0) {
                              let data18 = data16.components;
                              if (Array.isArray(data18)) {
                                if (data18.length < 1) {
                                  const err31 = { instancePath: instancePath + "/spec/vars/topLevel/" + i2 + "/components", schemaPath: "#/properties/spec/properties/vars/properties/topLevel/items/properties/components/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.spec.properties.vars.properties.topLevel.items.properties.components, data: data18 };
                                  if (vErrors === null) {
                                    vErrors = [err31];
                                  } else {
                                    vErrors.push(err31);
                                  }
                                  errors++;
                                }
                                const len3 = data18.length;
                                for (let i3 = 0; i3 < len3; i3++) {
                                  let data19 = data18[i3];
                                  if (typeof data19 !== "string") {
                                    const err32 = { instancePath: instancePath + "/spec/vars/topLevel/" + i2 + "/components/" + i3, schemaPath: "#/properties/spec/properties/vars/properties/topLevel/items/properties/components/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.vars.properties.topLevel.items.properties.components.items.type, parentSchema: schema11.properties.spec.properties.vars.properties.topLevel.items.properties.components.items, data: data19 };
                                    if (vErrors === null) {
                                      vErrors = [err32];
                                    } else {
                                      vErrors.push(err32);
                                    }
                                    errors++;
                                  }
                                }
                              } else {
                                const err33 = { instancePath: instancePath + "/spec/vars/topLevel/" + i2 + "/components", schemaPath: "#/properties/spec/properties/vars/properties/topLevel/items/properties/components/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.vars.properties.topLevel.items.properties.components.type, parentSchema: schema11.properties.spec.properties.vars.properties.topLevel.items.properties.components, data: data18 };
                                if (vErrors === null) {
                                  vErrors = [err33];
                                } else {
                                  vErrors.push(err33);
                                }
                                errors++;
                              }
                            }
                            if (data16.secret !== void 0) {
                              let data20 = data16.secret;
                              if (typeof data20 !== "boolean") {
                                const err34 = { instancePath: instancePath + "/spec/vars/topLevel/" + i2 + "/secret", schemaPath: "#/properties/spec/properties/vars/properties/topLevel/items/properties/secret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.vars.properties.topLevel.items.properties.secret.type, parentSchema: schema11.properties.spec.properties.vars.properties.topLevel.items.properties.secret, data: data20 };
                                if (vErrors === null) {
                                  vErrors = [err34];
                                } else {
                                  vErrors.push(err34);
                                }
                                errors++;
                              }
                            }
                          } else {
                            const err35 = { instancePath: instancePath + "/spec/vars/topLevel/" + i2, schemaPath: "#/properties/spec/properties/vars/properties/topLevel/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.vars.properties.topLevel.items.type, parentSchema: schema11.properties.spec.properties.vars.properties.topLevel.items, data: data16 };
                            if (vErrors === null) {
                              vErrors = [err35];
                            } else {
                              vErrors.push(err35);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err36 = { instancePath: instancePath + "/spec/vars/topLevel", schemaPath: "#/properties/spec/properties/vars/properties/topLevel/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.vars.properties.topLevel.type, parentSchema: schema11.properties.spec.properties.vars.properties.topLevel, data: data15 };
                        if (vErrors === null) {
                          vErrors = [err36];
                        } else {
                          vErrors.push(err36);
                        }
                        errors++;
                      }
                    }
                    if (data10.computed !== void 0) {
                      let data21 = data10.computed;
                      if (Array.isArray(data21)) {
                        const len4 = data21.length;
                        for (let i4 = 0; i4 < len4; i4++) {
                          let data22 = data21[i4];
                          if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                            if (data22.name === void 0) {
                              const err37 = { instancePath: instancePath + "/spec/vars/computed/" + i4, schemaPath: "#/properties/spec/properties/vars/properties/computed/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.properties.spec.properties.vars.properties.computed.items.required, parentSchema: schema11.properties.spec.properties.vars.properties.computed.items, data: data22 };
                              if (vErrors === null) {
                                vErrors = [err37];
                              } else {
                                vErrors.push(err37);
                              }
                              errors++;
                            }
                            if (data22.code === void 0) {
                              const err38 = { instancePath: instancePath + "/spec/vars/computed/" + i4, schemaPath: "#/properties/spec/properties/vars/properties/computed/items/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property 'code'", schema: schema11.properties.spec.properties.vars.properties.computed.items.required, parentSchema: schema11.properties.spec.properties.vars.properties.computed.items, data: data22 };
                              if (vErrors === null) {
                                vErrors = [err38];
                              } else {
                                vErrors.push(err38);
                              }
                              errors++;
                            }
                            for (const key6 in data22) {
                              if (!(key6 === "name" || key6 === "code" || key6 === "secret")) {
                                const err39 = { instancePath: instancePath + "/spec/vars/computed/" + i4, schemaPath: "#/properties/spec/properties/vars/properties/computed/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.vars.properties.computed.items, data: data22 };
                                if (vErrors === null) {
                                  vErrors = [err39];
                                } else {
                                  vErrors.push(err39);
                                }
                                errors++;
                              }
                            }
                            if (data22.name !== void 0) {
                              let data23 = data22.name;
                              if (typeof data23 !== "string") {
                                const err40 = { instancePath: instancePath + "/spec/vars/computed/" + i4 + "/name", schemaPath: "#/properties/spec/properties/vars/properties/computed/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.vars.properties.computed.items.properties.name.type, parentSchema: schema11.properties.spec.properties.vars.properties.computed.items.properties.name, data: data23 };
                                if (vErrors === null) {
                                  vErrors = [err40];
                                } else {
                                  vErrors.push(err40);
                                }
                                errors++;
                              }
                            }
                            if (data22.code !== void 0) {
                              let data24 = data22.code;
                              if (typeof data24 !== "string") {
                                const err41 = { instancePath: instancePath + "/spec/vars/computed/" + i4 + "/code", schemaPath: "#/properties/spec/properties/vars/properties/computed/items/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.vars.properties.computed.items.properties.code.type, parentSchema: schema11.properties.spec.properties.vars.properties.computed.items.properties.code, data: data24 };
                                if (vErrors === null) {
                                  vErrors = [err41];
                                } else {
                                  vErrors.push(err41);
                                }
                                errors++;
                              }
                            }
                            if (data22.secret !== void 0) {
                              let data25 = data22.secret;
                              if (typeof data25 !== "boolean") {
                                const err42 = { instancePath: instancePath + "/spec/vars/computed/" + i4 + "/secret", schemaPath: "#/properties/spec/properties/vars/properties/computed/items/properties/secret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.vars.properties.computed.items.properties.secret.type, parentSchema: schema11.properties.spec.properties.vars.properties.computed.items.properties.secret, data: data25 };
                                if (vErrors === null) {
                                  vErrors = [err42];
                                } else {
                                  vErrors.push(err42);
                                }
                                errors++;
                              }
                            }
                          } else {
                            const err43 = { instancePath: instancePath + "/spec/vars/computed/" + i4, schemaPath: "#/properties/spec/properties/vars/properties/computed/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.vars.properties.computed.items.type, parentSchema: schema11.properties.spec.properties.vars.properties.computed.items, data: data22 };
                            if (vErrors === null) {
                              vErrors = [err43];
                            } else {
                              vErrors.push(err43);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err44 = { instancePath: instancePath + "/spec/vars/computed", schemaPath: "#/properties/spec/properties/vars/properties/computed/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.vars.properties.computed.type, parentSchema: schema11.properties.spec.properties.vars.properties.computed, data: data21 };
                        if (vErrors === null) {
                          vErrors = [err44];
                        } else {
                          vErrors.push(err44);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err45 = { instancePath: instancePath + "/spec/vars", schemaPath: "#/properties/spec/properties/vars/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.vars.type, parentSchema: schema11.properties.spec.properties.vars, data: data10 };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                }
                if (data4.environments !== void 0) {
                  let data26 = data4.environments;
                  if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                    if (Object.keys(data26).length < 1) {
                      const err46 = { instancePath: instancePath + "/spec/environments", schemaPath: "#/properties/spec/properties/environments/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema11.properties.spec.properties.environments, data: data26 };
                      if (vErrors === null) {
                        vErrors = [err46];
                      } else {
                        vErrors.push(err46);
                      }
                      errors++;
                    }
                    for (const key7 in data26) {
                      let data27 = data26[key7];
                      if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                        for (const key8 in data27) {
                          if (!(key8 === "server" || key8 === "context" || key8 === "defaultNamespace" || key8 === "includes" || key8 === "excludes" || key8 === "properties")) {
                            const err47 = { instancePath: instancePath + "/spec/environments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/environments/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.environments.additionalProperties, data: data27 };
                            if (vErrors === null) {
                              vErrors = [err47];
                            } else {
                              vErrors.push(err47);
                            }
                            errors++;
                          }
                        }
                        if (data27.server !== void 0) {
                          let data28 = data27.server;
                          if (typeof data28 !== "string") {
                            const err48 = { instancePath: instancePath + "/spec/environments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/server", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/server/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.server.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.server, data: data28 };
                            if (vErrors === null) {
                              vErrors = [err48];
                            } else {
                              vErrors.push(err48);
                            }
                            errors++;
                          }
                        }
                        if (data27.context !== void 0) {
                          let data29 = data27.context;
                          if (typeof data29 !== "string") {
                            const err49 = { instancePath: instancePath + "/spec/environments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/context", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/context/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.context.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.context, data: data29 };
                            if (vErrors === null) {
                              vErrors = [err49];
                            } else {
                              vErrors.push(err49);
                            }
                            errors++;
                          }
                        }
                        if (data27.defaultNamespace !== void 0) {
                          let data30 = data27.defaultNamespace;
                          if (typeof data30 !== "string") {
                            const err50 = { instancePath: instancePath + "/spec/environments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/defaultNamespace", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/defaultNamespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.defaultNamespace.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.defaultNamespace, data: data30 };
                            if (vErrors === null) {
                              vErrors = [err50];
                            } else {
                              vErrors.push(err50);
                            }
                            errors++;
                          }
                        }
                        if (data27.includes !== void 0) {
                          let data31 = data27.includes;
                          if (Array.isArray(data31)) {
                            const len5 = data31.length;
                            for (let i5 = 0; i5 < len5; i5++) {
                              let data32 = data31[i5];
                              if (typeof data32 !== "string") {
                                const err51 = { instancePath: instancePath + "/spec/environments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/includes/" + i5, schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/includes/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.includes.items.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.includes.items, data: data32 };
                                if (vErrors === null) {
                                  vErrors = [err51];
                                } else {
                                  vErrors.push(err51);
                                }
                                errors++;
                              }
                            }
                          } else {
                            const err52 = { instancePath: instancePath + "/spec/environments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/includes", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/includes/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.includes.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.includes, data: data31 };
                            if (vErrors === null) {
                              vErrors = [err52];
                            } else {
                              vErrors.push(err52);
                            }
                            errors++;
                          }
                        }
                        if (data27.excludes !== void 0) {
                          let data33 = data27.excludes;
                          if (Array.isArray(data33)) {
                            const len6 = data33.length;
                            for (let i6 = 0; i6 < len6; i6++) {
                              let data34 = data33[i6];
                              if (typeof data34 !== "string") {
                                const err53 = { instancePath: instancePath + "/spec/environments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/excludes/" + i6, schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/excludes/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.excludes.items.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.excludes.items, data: data34 };
                                if (vErrors === null) {
                                  vErrors = [err53];
                                } else {
                                  vErrors.push(err53);
                                }
                                errors++;
                              }
                            }
                          } else {
                            const err54 = { instancePath: instancePath + "/spec/environments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/excludes", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/excludes/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.excludes.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.excludes, data: data33 };
                            if (vErrors === null) {
                              vErrors = [err54];
                            } else {
                              vErrors.push(err54);
                            }
                            errors++;
                          }
                        }
                        if (data27.properties !== void 0) {
                          let data35 = data27.properties;
                          if (!(data35 && typeof data35 == "object" && !Array.isArray(data35))) {
                            const err55 = { instancePath: instancePath + "/spec/environments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/properties", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.properties.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.properties, data: data35 };
                            if (vErrors === null) {
                              vErrors = [err55];
                            } else {
                              vErrors.push(err55);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err56 = { instancePath: instancePath + "/spec/environments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/environments/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.environments.additionalProperties.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties, data: data27 };
                        if (vErrors === null) {
                          vErrors = [err56];
                        } else {
                          vErrors.push(err56);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err57 = { instancePath: instancePath + "/spec/environments", schemaPath: "#/properties/spec/properties/environments/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.environments.type, parentSchema: schema11.properties.spec.properties.environments, data: data26 };
                    if (vErrors === null) {
                      vErrors = [err57];
                    } else {
                      vErrors.push(err57);
                    }
                    errors++;
                  }
                }
                if (data4.envFiles !== void 0) {
                  let data36 = data4.envFiles;
                  if (Array.isArray(data36)) {
                    const len7 = data36.length;
                    for (let i7 = 0; i7 < len7; i7++) {
                      let data37 = data36[i7];
                      if (typeof data37 !== "string") {
                        const err58 = { instancePath: instancePath + "/spec/envFiles/" + i7, schemaPath: "#/properties/spec/properties/envFiles/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.envFiles.items.type, parentSchema: schema11.properties.spec.properties.envFiles.items, data: data37 };
                        if (vErrors === null) {
                          vErrors = [err58];
                        } else {
                          vErrors.push(err58);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err59 = { instancePath: instancePath + "/spec/envFiles", schemaPath: "#/properties/spec/properties/envFiles/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.envFiles.type, parentSchema: schema11.properties.spec.properties.envFiles, data: data36 };
                    if (vErrors === null) {
                      vErrors = [err59];
                    } else {
                      vErrors.push(err59);
                    }
                    errors++;
                  }
                }
                if (data4.excludes !== void 0) {
                  let data38 = data4.excludes;
                  if (Array.isArray(data38)) {
                    const len8 = data38.length;
                    for (let i8 = 0; i8 < len8; i8++) {
                      let data39 = data38[i8];
                      if (typeof data39 !== "string") {
                        const err60 = { instancePath: instancePath + "/spec/excludes/" + i8, schemaPath: "#/properties/spec/properties/excludes/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.excludes.items.type, parentSchema: schema11.properties.spec.properties.excludes.items, data: data39 };
                        if (vErrors === null) {
                          vErrors = [err60];
                        } else {
                          vErrors.push(err60);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err61 = { instancePath: instancePath + "/spec/excludes", schemaPath: "#/properties/spec/properties/excludes/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.excludes.type, parentSchema: schema11.properties.spec.properties.excludes, data: data38 };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                }
                if (data4.baseProperties !== void 0) {
                  let data40 = data4.baseProperties;
                  if (!(data40 && typeof data40 == "object" && !Array.isArray(data40))) {
                    const err62 = { instancePath: instancePath + "/spec/baseProperties", schemaPath: "#/properties/spec/properties/baseProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.baseProperties.type, parentSchema: schema11.properties.spec.properties.baseProperties, data: data40 };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                }
                if (data4.namespaceTagSuffix !== void 0) {
                  let data41 = data4.namespaceTagSuffix;
                  if (typeof data41 !== "boolean") {
                    const err63 = { instancePath: instancePath + "/spec/namespaceTagSuffix", schemaPath: "#/properties/spec/properties/namespaceTagSuffix/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.namespaceTagSuffix.type, parentSchema: schema11.properties.spec.properties.namespaceTagSuffix, data: data41 };
                    if (vErrors === null) {
                      vErrors = [err63];
                    } else {
                      vErrors.push(err63);
                    }
                    errors++;
                  }
                }
                if (data4.clusterScopedLists !== void 0) {
                  let data42 = data4.clusterScopedLists;
                  if (typeof data42 !== "boolean") {
                    const err64 = { instancePath: instancePath + "/spec/clusterScopedLists", schemaPath: "#/properties/spec/properties/clusterScopedLists/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.clusterScopedLists.type, parentSchema: schema11.properties.spec.properties.clusterScopedLists, data: data42 };
                    if (vErrors === null) {
                      vErrors = [err64];
                    } else {
                      vErrors.push(err64);
                    }
                    errors++;
                  }
                }
                if (data4.addComponentLabel !== void 0) {
                  let data43 = data4.addComponentLabel;
                  if (typeof data43 !== "boolean") {
                    const err65 = { instancePath: instancePath + "/spec/addComponentLabel", schemaPath: "#/properties/spec/properties/addComponentLabel/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.spec.properties.addComponentLabel.type, parentSchema: schema11.properties.spec.properties.addComponentLabel, data: data43 };
                    if (vErrors === null) {
                      vErrors = [err65];
                    } else {
                      vErrors.push(err65);
                    }
                    errors++;
                  }
                }
                if (data4.dataSources !== void 0) {
                  let data44 = data4.dataSources;
                  if (Array.isArray(data44)) {
                    const len9 = data44.length;
                    for (let i9 = 0; i9 < len9; i9++) {
                      let data45 = data44[i9];
                      if (typeof data45 !== "string") {
                        const err66 = { instancePath: instancePath + "/spec/dataSources/" + i9, schemaPath: "#/properties/spec/properties/dataSources/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.dataSources.items.type, parentSchema: schema11.properties.spec.properties.dataSources.items, data: data45 };
                        if (vErrors === null) {
                          vErrors = [err66];
                        } else {
                          vErrors.push(err66);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err67 = { instancePath: instancePath + "/spec/dataSources", schemaPath: "#/properties/spec/properties/dataSources/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.dataSources.type, parentSchema: schema11.properties.spec.properties.dataSources, data: data44 };
                    if (vErrors === null) {
                      vErrors = [err67];
                    } else {
                      vErrors.push(err67);
                    }
                    errors++;
                  }
                }
                if (data4.dsExamples !== void 0) {
                  let data46 = data4.dsExamples;
                  if (!(data46 && typeof data46 == "object" && !Array.isArray(data46))) {
                    const err68 = { instancePath: instancePath + "/spec/dsExamples", schemaPath: "#/properties/spec/properties/dsExamples/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.dsExamples.type, parentSchema: schema11.properties.spec.properties.dsExamples, data: data46 };
                    if (vErrors === null) {
                      vErrors = [err68];
                    } else {
                      vErrors.push(err68);
                    }
                    errors++;
                  }
                }
              } else {
                const err69 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.type, parentSchema: schema11.properties.spec, data: data4 };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
          } else {
            const err70 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
          validate10.errors = vErrors;
          return errors === 0;
        }
        return module2.exports;
      }],
      ['[["x-noun","x-hint"],{"type":"object","additionalProperties":false,"required":["apiVersion","kind","spec"],"properties":{"apiVersion":{"type":"string","enum":["qbec.io/v1alpha1"],"x-noun":"apiVersion"},"kind":{"type":"string","enum":["EnvironmentMap"],"x-noun":"kind"},"spec":{"type":"object","additionalProperties":false,"properties":{"environments":{"type":"object","minProperties":1,"additionalProperties":{"type":"object","additionalProperties":false,"properties":{"server":{"type":"string"},"context":{"type":"string"},"defaultNamespace":{"type":"string"},"includes":{"type":"array","items":{"type":"string"}},"excludes":{"type":"array","items":{"type":"string"}},"properties":{"type":"object"}}}}},"required":["environments"]}}}]', () => {
        const module2 = { exports: {} };
        "use strict";
        module2.exports = validate10;
        module2.exports.default = validate10;
        const schema11 = { "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "spec"], "properties": { "apiVersion": { "type": "string", "enum": ["qbec.io/v1alpha1"], "x-noun": "apiVersion" }, "kind": { "type": "string", "enum": ["EnvironmentMap"], "x-noun": "kind" }, "spec": { "type": "object", "additionalProperties": false, "properties": { "environments": { "type": "object", "minProperties": 1, "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "server": { "type": "string" }, "context": { "type": "string" }, "defaultNamespace": { "type": "string" }, "includes": { "type": "array", "items": { "type": "string" } }, "excludes": { "type": "array", "items": { "type": "string" } }, "properties": { "type": "object" } } } } }, "required": ["environments"] } } };
        function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
          let vErrors = null;
          let errors = 0;
          if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.apiVersion === void 0) {
              const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'", schema: schema11.required, parentSchema: schema11, data };
              if (vErrors === null) {
                vErrors = [err0];
              } else {
                vErrors.push(err0);
              }
              errors++;
            }
            if (data.kind === void 0) {
              const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema11.required, parentSchema: schema11, data };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data.spec === void 0) {
              const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec" }, message: "must have required property 'spec'", schema: schema11.required, parentSchema: schema11, data };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            for (const key0 in data) {
              if (!(key0 === "apiVersion" || key0 === "kind" || key0 === "spec")) {
                const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            }
            if (data.apiVersion !== void 0) {
              let data0 = data.apiVersion;
              if (typeof data0 !== "string") {
                const err4 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.apiVersion.type, parentSchema: schema11.properties.apiVersion, data: data0 };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
              if (!(data0 === "qbec.io/v1alpha1")) {
                const err5 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/enum", keyword: "enum", params: { allowedValues: schema11.properties.apiVersion.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.apiVersion.enum, parentSchema: schema11.properties.apiVersion, data: data0 };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
            if (data.kind !== void 0) {
              let data1 = data.kind;
              if (typeof data1 !== "string") {
                const err6 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.kind.type, parentSchema: schema11.properties.kind, data: data1 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
              if (!(data1 === "EnvironmentMap")) {
                const err7 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema11.properties.kind.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.kind.enum, parentSchema: schema11.properties.kind, data: data1 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data.spec !== void 0) {
              let data2 = data.spec;
              if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                if (data2.environments === void 0) {
                  const err8 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/required", keyword: "required", params: { missingProperty: "environments" }, message: "must have required property 'environments'", schema: schema11.properties.spec.required, parentSchema: schema11.properties.spec, data: data2 };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                }
                for (const key1 in data2) {
                  if (!(key1 === "environments")) {
                    const err9 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec, data: data2 };
                    if (vErrors === null) {
                      vErrors = [err9];
                    } else {
                      vErrors.push(err9);
                    }
                    errors++;
                  }
                }
                if (data2.environments !== void 0) {
                  let data3 = data2.environments;
                  if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                    if (Object.keys(data3).length < 1) {
                      const err10 = { instancePath: instancePath + "/spec/environments", schemaPath: "#/properties/spec/properties/environments/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema11.properties.spec.properties.environments, data: data3 };
                      if (vErrors === null) {
                        vErrors = [err10];
                      } else {
                        vErrors.push(err10);
                      }
                      errors++;
                    }
                    for (const key2 in data3) {
                      let data4 = data3[key2];
                      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                        for (const key3 in data4) {
                          if (!(key3 === "server" || key3 === "context" || key3 === "defaultNamespace" || key3 === "includes" || key3 === "excludes" || key3 === "properties")) {
                            const err11 = { instancePath: instancePath + "/spec/environments/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/environments/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.spec.properties.environments.additionalProperties, data: data4 };
                            if (vErrors === null) {
                              vErrors = [err11];
                            } else {
                              vErrors.push(err11);
                            }
                            errors++;
                          }
                        }
                        if (data4.server !== void 0) {
                          let data5 = data4.server;
                          if (typeof data5 !== "string") {
                            const err12 = { instancePath: instancePath + "/spec/environments/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/server", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/server/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.server.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.server, data: data5 };
                            if (vErrors === null) {
                              vErrors = [err12];
                            } else {
                              vErrors.push(err12);
                            }
                            errors++;
                          }
                        }
                        if (data4.context !== void 0) {
                          let data6 = data4.context;
                          if (typeof data6 !== "string") {
                            const err13 = { instancePath: instancePath + "/spec/environments/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/context", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/context/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.context.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.context, data: data6 };
                            if (vErrors === null) {
                              vErrors = [err13];
                            } else {
                              vErrors.push(err13);
                            }
                            errors++;
                          }
                        }
                        if (data4.defaultNamespace !== void 0) {
                          let data7 = data4.defaultNamespace;
                          if (typeof data7 !== "string") {
                            const err14 = { instancePath: instancePath + "/spec/environments/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/defaultNamespace", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/defaultNamespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.defaultNamespace.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.defaultNamespace, data: data7 };
                            if (vErrors === null) {
                              vErrors = [err14];
                            } else {
                              vErrors.push(err14);
                            }
                            errors++;
                          }
                        }
                        if (data4.includes !== void 0) {
                          let data8 = data4.includes;
                          if (Array.isArray(data8)) {
                            const len0 = data8.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              let data9 = data8[i0];
                              if (typeof data9 !== "string") {
                                const err15 = { instancePath: instancePath + "/spec/environments/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/includes/" + i0, schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/includes/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.includes.items.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.includes.items, data: data9 };
                                if (vErrors === null) {
                                  vErrors = [err15];
                                } else {
                                  vErrors.push(err15);
                                }
                                errors++;
                              }
                            }
                          } else {
                            const err16 = { instancePath: instancePath + "/spec/environments/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/includes", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/includes/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.includes.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.includes, data: data8 };
                            if (vErrors === null) {
                              vErrors = [err16];
                            } else {
                              vErrors.push(err16);
                            }
                            errors++;
                          }
                        }
                        if (data4.excludes !== void 0) {
                          let data10 = data4.excludes;
                          if (Array.isArray(data10)) {
                            const len1 = data10.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                              let data11 = data10[i1];
                              if (typeof data11 !== "string") {
                                const err17 = { instancePath: instancePath + "/spec/environments/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/excludes/" + i1, schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/excludes/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.excludes.items.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.excludes.items, data: data11 };
                                if (vErrors === null) {
                                  vErrors = [err17];
                                } else {
                                  vErrors.push(err17);
                                }
                                errors++;
                              }
                            }
                          } else {
                            const err18 = { instancePath: instancePath + "/spec/environments/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/excludes", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/excludes/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.excludes.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.excludes, data: data10 };
                            if (vErrors === null) {
                              vErrors = [err18];
                            } else {
                              vErrors.push(err18);
                            }
                            errors++;
                          }
                        }
                        if (data4.properties !== void 0) {
                          let data12 = data4.properties;
                          if (!(data12 && typeof data12 == "object" && !Array.isArray(data12))) {
                            const err19 = { instancePath: instancePath + "/spec/environments/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/properties", schemaPath: "#/properties/spec/properties/environments/additionalProperties/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.environments.additionalProperties.properties.properties.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties.properties.properties, data: data12 };
                            if (vErrors === null) {
                              vErrors = [err19];
                            } else {
                              vErrors.push(err19);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err20 = { instancePath: instancePath + "/spec/environments/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/environments/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.environments.additionalProperties.type, parentSchema: schema11.properties.spec.properties.environments.additionalProperties, data: data4 };
                        if (vErrors === null) {
                          vErrors = [err20];
                        } else {
                          vErrors.push(err20);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err21 = { instancePath: instancePath + "/spec/environments", schemaPath: "#/properties/spec/properties/environments/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.properties.environments.type, parentSchema: schema11.properties.spec.properties.environments, data: data3 };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                }
              } else {
                const err22 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.spec.type, parentSchema: schema11.properties.spec, data: data2 };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
          } else {
            const err23 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          validate10.errors = vErrors;
          return errors === 0;
        }
        return module2.exports;
      }]
    ]);
    exports2.compileNow = (schema, opts) => (0, import_chunk_75QCMCYK.__require)("./schema-compile.js").compileNow(schema, opts);
  }
});
var import_precompiled = (0, import_chunk_75QCMCYK.__toESM)(require_precompiled());
var compiled = /* @__PURE__ */ new WeakMap();
function compile(schema, opts) {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = import_precompiled.precompiled.get((0, import_chunk_QKF3I55P.schemaKey)(schema, opts))?.() ?? (0, import_precompiled.compileNow)(schema, opts);
    compiled.set(schema, validate);
  }
  return validate;
}
function validateYaml(parsed, schema, opts = {}) {
  const validate = compile(schema, opts);
  if (validate(parsed.value)) return [];
  const errors = pruneErrors(validate.errors ?? []);
  const seen = /* @__PURE__ */ new Set();
  const diagnostics = [];
  for (const error of errors) {
    const { path, message, key, reason } = (0, import_chunk_QKF3I55P.toProblem)(error, parsed.value);
    const diagnostic = (0, import_chunk_V45YXJAE.diagnosticAt)(parsed, path, message, { key, reason });
    const id = `${diagnostic.line}:${diagnostic.column}:${diagnostic.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    diagnostics.push(diagnostic);
  }
  return (0, import_chunk_V45YXJAE.sortDiagnostics)(diagnostics);
}
function pruneErrors(errors) {
  let kept = errors.filter((e) => e.keyword !== "if" && e.keyword !== "propertyNames");
  kept = kept.filter((e) => !isMissingTypo(e, kept));
  const alternatives = kept.filter((e) => e.keyword === "anyOf" || e.keyword === "oneOf").sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const alt of alternatives) {
    if (!kept.includes(alt)) continue;
    kept = resolveAlternative(kept, alt);
  }
  const wrongType = new Set(kept.filter((e) => e.keyword === "type").map((e) => e.instancePath));
  return kept.filter(
    (e) => e.keyword === "type" || e.propertyName !== void 0 || !wrongType.has(e.instancePath)
  );
}
function isMissingTypo(error, errors) {
  if (error.keyword !== "required") return false;
  const missing = String(error.params.missingProperty);
  return errors.some((e) => {
    if (e.keyword !== "additionalProperties" || e.instancePath !== error.instancePath) return false;
    const known = Object.keys(e.parentSchema?.properties ?? {});
    return (0, import_chunk_CCBYBVFN.typoOf)(missing, [String(e.params.additionalProperty)], known) !== void 0;
  });
}
function resolveAlternative(errors, alt) {
  const prefix = `${alt.schemaPath}/`;
  const branches = /* @__PURE__ */ new Map();
  for (const e of errors) {
    if (!e.schemaPath.startsWith(prefix)) continue;
    const branch = e.schemaPath.slice(prefix.length).split("/")[0] ?? "";
    branches.set(branch, [...branches.get(branch) ?? [], e]);
  }
  if (branches.size === 0) return errors;
  const inBranches = new Set([...branches.values()].flat());
  const rest = errors.filter((e) => e !== alt && !inBranches.has(e));
  const wrongShape = (list) => list.length === 1 && list[0]?.keyword === "type" && list[0].instancePath === alt.instancePath;
  const candidates = [...branches.values()].filter((list) => !wrongShape(list));
  if (candidates.length === 0) {
    const typeErrors = [...branches.values()].flat();
    const types = typeErrors.flatMap((e) => String(e.params.type).split(","));
    return [...rest, { ...typeErrors[0], params: { type: [...new Set(types)] } }];
  }
  const closest = candidates.reduce((best, list) => list.length < best.length ? list : best);
  return [...rest, ...closest];
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  validateYaml
});

},
})
