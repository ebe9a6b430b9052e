({
"chunk-5WZGFZL6.js": function (exports, require, module, __filename, __dirname) {
// src/schema/yaml-bounds.ts
// src/schema/yaml-dialect.ts
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
  boundedToJS: () => boundedToJS,
  dialectSettings: () => dialectSettings
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var MAX_YAML_ALIAS_COUNT = 1e3;
var MAX_YAML_EXPANDED_VALUES = 2e6;
var EXCESSIVE_ALIASING = "Excessive alias count indicates a resource exhaustion attack";
function boundedToJS(doc, opts = {}) {
  const value = doc.toJS({ ...opts, maxAliasCount: MAX_YAML_ALIAS_COUNT });
  checkExpandedSize(value);
  return value;
}
function checkExpandedSize(value) {
  let count = 0;
  const stack = [value];
  while (stack.length > 0) {
    const x = stack.pop();
    count++;
    if (count > MAX_YAML_EXPANDED_VALUES)
      throw new Error(
        `${EXCESSIVE_ALIASING} (aliases expand the document past ${MAX_YAML_EXPANDED_VALUES} values)`
      );
    if (Array.isArray(x)) for (const e of x) stack.push(e);
    else if (x instanceof Map)
      for (const [k, v] of x) {
        stack.push(k);
        stack.push(v);
      }
    else if (x !== null && typeof x === "object" && !(x instanceof Uint8Array) && !(x instanceof Date))
      for (const v of Object.values(x)) stack.push(v);
  }
}
function dialectSettings(dialect = "yaml-1.2") {
  switch (dialect) {
    case "yaml-1.2":
      return { options: { version: "1.2", merge: false }, duplicateKeys: "error", reader: "YAML 1.2" };
    case "go-yaml-v2":
      return {
        options: { version: "1.1", merge: true, customTags: goYamlV2Tags },
        duplicateKeys: "last-wins",
        reader: "go-yaml v2"
      };
    case "go-yaml-v2-strict":
      return {
        options: { version: "1.1", merge: true, customTags: goYamlV2Tags },
        duplicateKeys: "error",
        reader: "go-yaml v2 (strict)"
      };
    case "psych":
      return {
        options: { version: "1.1", merge: true, customTags: psychTags },
        duplicateKeys: "last-wins",
        reader: "Ruby's Psych"
      };
  }
}
var INT = "tag:yaml.org,2002:int";
var FLOAT = "tag:yaml.org,2002:float";
var BOOL = "tag:yaml.org,2002:bool";
var NULL = "tag:yaml.org,2002:null";
var TIMESTAMP = "tag:yaml.org,2002:timestamp";
function scalarTags(tags) {
  return tags.filter((t) => typeof t === "object" && "test" in t && t.test instanceof RegExp);
}
function base(tags, tag, sample) {
  const found = scalarTags(tags).find((t) => t.tag === tag && t.test.test(sample));
  if (!found) throw new Error(`yaml 1.1 schema has no ${tag} for ${sample}`);
  return found;
}
var withoutNumbers = (tags) => tags.filter((t) => typeof t !== "object" || ![INT, FLOAT, TIMESTAMP].includes(t.tag));
var GO_INT = /^[-+]?(?:0[xX](?=_*[0-9a-fA-F])[0-9a-fA-F_]+|0[oO](?=_*[0-7])[0-7_]+|0[bB](?=_*[01])[01_]+|[0-9][0-9_]*)$/;
var GO_FLOAT = /^(?:[-+]?(?:\.[0-9_]*[0-9][0-9_]*|[0-9][0-9_]*(?:\.[0-9_]*)?)(?:[eE][-+]?_*[0-9][0-9_]*)?|\.[0-9]+(?:[eE][-+]?[0-9]+)?)$/;
function goInt(s) {
  const t = s.replace(/_/g, "");
  const neg = t.startsWith("-");
  const body = t.replace(/^[-+]/, "");
  let value;
  if (/^0[xX]/.test(body)) value = Number.parseInt(body.slice(2), 16);
  else if (/^0[oO]/.test(body)) value = Number.parseInt(body.slice(2), 8);
  else if (/^0[bB]/.test(body)) value = Number.parseInt(body.slice(2), 2);
  else if (/^0[0-7]+$/.test(body)) value = Number.parseInt(body.slice(1), 8);
  else value = Number.parseInt(body, 10);
  return neg ? -value : value;
}
function goYamlV2Tags(tags) {
  const intTag = base(tags, INT, "1");
  const floatTag = base(tags, FLOAT, "1.5");
  const special = base(tags, FLOAT, ".inf");
  const rest = withoutNumbers(tags);
  return [
    ...rest,
    { ...intTag, format: void 0, test: GO_INT, resolve: goInt },
    special,
    { ...floatTag, test: GO_FLOAT, resolve: (s) => Number(s.replace(/_/g, "")) }
  ];
}
var PSYCH_TRUE = /^(?:yes|true|on)$/i;
var PSYCH_FALSE = /^(?:no|false|off)$/i;
var PSYCH_NULL = /^(?:~|null)?$/i;
var PSYCH_SPECIAL_FLOAT = /^(?:\+?\.inf|-\.inf|\.nan)$/i;
var PSYCH_DATE = /^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$/;
var PSYCH_TIME = /^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$/;
var PSYCH_BASE60_INT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9]){1,2}$/;
var PSYCH_BASE60_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9]){1,2}\.[0-9_]*$/;
var PSYCH_FLOAT = /^(?![-+]?\.$)[-+]?(?:[0-9][0-9_,]*)?\.[0-9]*(?:[eE][-+][0-9]+)?$/;
var PSYCH_INT = /^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$/;
function rubyLeadingNumber(part, float) {
  const m = (float ? /^[-+]?\d+(?:_\d+)*(?:\.\d+(?:_\d+)*)?/ : /^[-+]?\d+(?:_\d+)*/).exec(part);
  return m ? Number(m[0].replace(/_/g, "")) : 0;
}
function psychBase60(s, float) {
  return s.split(":").reduce((sum, part, i) => sum + rubyLeadingNumber(part, float) * 60 ** Math.abs(i - 2), 0);
}
function psychInt(s) {
  const t = s.replace(/[,_]/g, "");
  const neg = t.startsWith("-");
  const body = t.replace(/^[-+]/, "");
  let value;
  if (body.startsWith("0b")) value = Number.parseInt(body.slice(2), 2);
  else if (body.startsWith("0x")) value = Number.parseInt(body.slice(2), 16);
  else if (body.length > 1 && body.startsWith("0")) value = Number.parseInt(body.slice(1), 8);
  else value = Number.parseInt(body, 10);
  return neg ? -value : value;
}
function psychTags(tags) {
  const nullTag = base(tags, NULL, "~");
  const trueTag = base(tags, BOOL, "true");
  const falseTag = base(tags, BOOL, "false");
  const intTag = base(tags, INT, "1");
  const floatTag = base(tags, FLOAT, "1.5");
  const special = base(tags, FLOAT, ".inf");
  const rest = withoutNumbers(tags).filter((t) => typeof t !== "object" || ![BOOL, NULL].includes(t.tag));
  const refused = (cls) => (s, onError) => {
    onError(`Tried to load unspecified class: ${cls} (Ruby's YAML.load refuses it; quote the value)`);
    return s;
  };
  return [
    ...rest,
    { ...nullTag, test: PSYCH_NULL, resolve: () => null },
    { ...trueTag, test: PSYCH_TRUE, resolve: () => true },
    { ...falseTag, test: PSYCH_FALSE, resolve: () => false },
    { tag: TIMESTAMP, default: true, test: PSYCH_TIME, resolve: refused("Time") },
    { tag: TIMESTAMP, default: true, test: PSYCH_DATE, resolve: refused("Date") },
    {
      ...special,
      test: PSYCH_SPECIAL_FLOAT,
      resolve: (s) => /nan/i.test(s) ? Number.NaN : s.startsWith("-") ? -Infinity : Infinity
    },
    { ...intTag, format: void 0, test: PSYCH_BASE60_INT, resolve: (s) => psychBase60(s, false) },
    { ...floatTag, test: PSYCH_BASE60_FLOAT, resolve: (s) => psychBase60(s, true) },
    {
      ...floatTag,
      test: PSYCH_FLOAT,
      resolve: (s) => Number(s.replace(/[,_]/g, "").replace(/\.([Ee]|$)/, "$1"))
    },
    { ...intTag, format: void 0, test: PSYCH_INT, resolve: psychInt }
  ];
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  boundedToJS,
  dialectSettings
});

},
})
