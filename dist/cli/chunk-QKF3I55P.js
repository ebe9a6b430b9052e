({
"chunk-QKF3I55P.js": function (exports, require, module, __filename, __dirname) {
// src/schema/messages.ts
// src/schema/schema-key.ts
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
  ajvKeywords: () => ajvKeywords,
  schemaKey: () => schemaKey,
  toProblem: () => toProblem
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_RRCBAIWP = require("./chunk-RRCBAIWP.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var ANNOTATIONS = {
  /** What a value is called in messages: `unknown source type "qbek"`, `unknown key "x" in a qbec source`. */
  noun: "x-noun",
  /** The rule a `pattern` enforces, in words: `lowercase letters, digits and "-"`. */
  hint: "x-hint"
};
function annotation(schema, name) {
  const value = schema && typeof schema === "object" ? schema[name] : void 0;
  return typeof value === "string" ? value : void 0;
}
function article(noun) {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
var TYPE_NAMES = {
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "a boolean (true or false)",
  object: "a mapping",
  array: "a list",
  null: "null"
};
function describeValue(value) {
  if (value === null || value === void 0) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "boolean") return "a boolean";
  if (typeof value === "number") return Number.isInteger(value) ? "a number" : "a decimal number";
  return "a string";
}
function expectedTypes(types) {
  const list = Array.isArray(types) ? types : String(types).split(",");
  const names = list.map((t) => TYPE_NAMES[String(t)] ?? String(t));
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names[0] ?? "a value";
}
function show(value) {
  return JSON.stringify(value) ?? String(value);
}
function toProblem(error, data) {
  const path = (0, import_chunk_RRCBAIWP.pointerToPath)(error.instancePath, data);
  const parent = error.parentSchema;
  const noun = annotation(parent, ANNOTATIONS.noun);
  const params = error.params;
  if (error.propertyName !== void 0) {
    return {
      path: [...path, error.propertyName],
      key: true,
      message: invalidValue(error, error.propertyName, noun ?? "key"),
      reason: "InvalidKey"
    };
  }
  switch (error.keyword) {
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      const known = Object.keys(parent?.properties ?? {});
      const where = noun ? ` in ${article(noun)}` : "";
      return {
        path: [...path, name],
        key: true,
        message: `unknown key ${show(name)}${where}${(0, import_chunk_CCBYBVFN.suggestion)(name, known)}`,
        reason: "UnknownKey"
      };
    }
    case "required":
      return {
        path,
        key: false,
        message: `missing required key ${show(params.missingProperty)}`,
        reason: "MissingKey"
      };
    case "type":
      return {
        path,
        key: false,
        message: `expected ${expectedTypes(params.type)}, got ${describeValue(error.data)}`,
        reason: "WrongType"
      };
    case "enum":
    case "const": {
      const allowed = error.keyword === "enum" ? params.allowedValues : [params.allowedValue];
      return {
        path,
        key: false,
        message: unknownValue(error.data, allowed, noun ?? "value"),
        reason: "UnknownValue"
      };
    }
    default:
      return {
        path,
        key: false,
        message: invalidValue(error, error.data, noun ?? "value"),
        reason: "InvalidValue"
      };
  }
}
function unknownValue(value, allowed, noun) {
  const names = allowed.filter((v) => typeof v === "string");
  const hint = typeof value === "string" ? (0, import_chunk_CCBYBVFN.suggestion)(value, names) : "";
  if (hint) return `unknown ${noun} ${show(value)}${hint}`;
  const list = allowed.map(show);
  const expected = list.length === 1 ? list[0] : `one of ${list.join(", ")}`;
  return `unknown ${noun} ${show(value)} (expected ${expected})`;
}
function invalidValue(error, value, noun) {
  const params = error.params;
  const limit = Number(params.limit);
  const size = (what, n, empty) => n === 0 ? empty : `${plural(n, what)}`;
  switch (error.keyword) {
    case "pattern": {
      const hint = annotation(error.parentSchema, ANNOTATIONS.hint);
      return `invalid ${noun} ${show(value)}: ${hint ?? `must match the pattern ${params.pattern}`}`;
    }
    case "minItems":
      return `expected at least ${plural(limit, "item")}, got ${size("item", value.length, "an empty list")}`;
    case "maxItems":
      return `expected at most ${plural(limit, "item")}, got ${value.length}`;
    case "minProperties":
      return `expected at least ${plural(limit, "key")}, got ${size("key", Object.keys(value).length, "an empty mapping")}`;
    case "maxProperties":
      return `expected at most ${plural(limit, "key")}, got ${Object.keys(value).length}`;
    case "minLength":
      return limit === 1 ? `${noun} must not be empty` : `expected at least ${plural(limit, "character")}`;
    case "maxLength":
      return `expected at most ${plural(limit, "character")}, got ${String(value).length}`;
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return `expected a number ${params.comparison} ${limit}, got ${show(value)}`;
    case "multipleOf":
      return `expected a multiple of ${params.multipleOf}, got ${show(value)}`;
    case "uniqueItems":
      return `list items must be unique (items ${params.j} and ${params.i} are equal)`;
    case "format":
      return `invalid ${noun} ${show(value)}: expected ${article(String(params.format))}`;
    case "anyOf":
    case "oneOf":
      return params.passingSchemas ? `${show(value)} matches more than one allowed form` : `${show(value)} does not match any allowed form`;
    case "not":
      return `${show(value)} is not allowed here`;
    default:
      return error.message ?? `invalid ${noun}`;
  }
}
function ajvKeywords(opts = {}) {
  return [...Object.values(ANNOTATIONS), ...opts.annotations ?? []];
}
function schemaKey(schema, opts = {}) {
  return JSON.stringify([ajvKeywords(opts), schema]);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ajvKeywords,
  schemaKey,
  toProblem
});

},
})
