({
"renderer-NUWLUWBA.js": function (exports, require, module, __filename, __dirname) {
// node_modules/ajv-draft-04/dist/vocabulary/core.js
// node_modules/ajv-draft-04/dist/vocabulary/validation/limitNumber.js
// node_modules/ajv-draft-04/dist/vocabulary/validation/limitNumberExclusive.js
// node_modules/ajv-draft-04/dist/vocabulary/validation/index.js
// node_modules/ajv-draft-04/dist/vocabulary/draft4.js
// node_modules/ajv-draft-04/dist/refs/json-schema-draft-04.json
// node_modules/ajv-draft-04/dist/index.js
// node_modules/ajv-formats/dist/formats.js
// node_modules/ajv-formats/dist/limit.js
// node_modules/ajv-formats/dist/index.js
// src/render/blueprint/renderer.ts
// src/render/blueprint/problems.ts
// src/render/blueprint/known-keys.ts
// src/render/blueprint/blueprint.ts
// src/render/blueprint/deploy-items.ts
// src/render/blueprint/values.ts
// src/render/blueprint/execution.ts
// src/render/blueprint/schema.ts
// src/render/blueprint/imports.ts
// src/render/blueprint/nesting.ts
// src/render/blueprint/subinstallations.ts
// src/render/blueprint/installation.ts
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
  blueprintRenderer: () => blueprintRenderer
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_YZQRRJMK = require("./chunk-YZQRRJMK.js");
var import_chunk_HGK6EB5H = require("./chunk-HGK6EB5H.js");
var import_chunk_HACCH3QW = require("./chunk-HACCH3QW.js");
var import_chunk_7MSCCZZR = require("./chunk-7MSCCZZR.js");
var import_chunk_GBPQ6C2Q = require("./chunk-GBPQ6C2Q.js");
var import_chunk_WUBCKF5M = require("./chunk-WUBCKF5M.js");
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var import_chunk_L5X2YAKM = require("./chunk-L5X2YAKM.js");
var import_chunk_SATB5FOH = require("./chunk-SATB5FOH.js");
var import_chunk_IKCADKEA = require("./chunk-IKCADKEA.js");
var import_chunk_IDCT4TUJ = require("./chunk-IDCT4TUJ.js");
var import_chunk_RRCBAIWP = require("./chunk-RRCBAIWP.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_5WZGFZL6 = require("./chunk-5WZGFZL6.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_promises = require("node:fs/promises");
var import_node_path = __toESM(require("node:path"));
var import_node_crypto = require("node:crypto");
var require_core2 = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/ajv-draft-04/dist/vocabulary/core.js"(exports22) {
    "use strict";
    Object.defineProperty(exports22, "__esModule", { value: true });
    var ref_1 = (0, import_chunk_SATB5FOH.require_ref)();
    var core = [
      "$schema",
      "id",
      "$defs",
      { keyword: "$comment" },
      "definitions",
      ref_1.default
    ];
    exports22.default = core;
  }
});
var require_limitNumber = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/ajv-draft-04/dist/vocabulary/validation/limitNumber.js"(exports22) {
    "use strict";
    Object.defineProperty(exports22, "__esModule", { value: true });
    var core_1 = (0, import_chunk_SATB5FOH.require_core)();
    var codegen_1 = (0, import_chunk_SATB5FOH.require_codegen)();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: {
        exclusive: "exclusiveMaximum",
        ops: [
          { okStr: "<=", ok: ops.LTE, fail: ops.GT },
          { okStr: "<", ok: ops.LT, fail: ops.GTE }
        ]
      },
      minimum: {
        exclusive: "exclusiveMinimum",
        ops: [
          { okStr: ">=", ok: ops.GTE, fail: ops.LT },
          { okStr: ">", ok: ops.GT, fail: ops.LTE }
        ]
      }
    };
    var error = {
      message: (cxt) => core_1.str`must be ${kwdOp(cxt).okStr} ${cxt.schemaCode}`,
      params: (cxt) => core_1._`{comparison: ${kwdOp(cxt).okStr}, limit: ${cxt.schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { data, schemaCode } = cxt;
        cxt.fail$data(core_1._`${data} ${kwdOp(cxt).fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    function kwdOp(cxt) {
      var _a;
      const keyword = cxt.keyword;
      const opsIdx = ((_a = cxt.parentSchema) === null || _a === void 0 ? void 0 : _a[KWDs[keyword].exclusive]) ? 1 : 0;
      return KWDs[keyword].ops[opsIdx];
    }
    exports22.default = def;
  }
});
var require_limitNumberExclusive = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/ajv-draft-04/dist/vocabulary/validation/limitNumberExclusive.js"(exports22) {
    "use strict";
    Object.defineProperty(exports22, "__esModule", { value: true });
    var KWDs = {
      exclusiveMaximum: "maximum",
      exclusiveMinimum: "minimum"
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "boolean",
      code({ keyword, parentSchema }) {
        const limitKwd = KWDs[keyword];
        if (parentSchema[limitKwd] === void 0) {
          throw new Error(`${keyword} can only be used with ${limitKwd}`);
        }
      }
    };
    exports22.default = def;
  }
});
var require_validation = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/ajv-draft-04/dist/vocabulary/validation/index.js"(exports22) {
    "use strict";
    Object.defineProperty(exports22, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var limitNumberExclusive_1 = require_limitNumberExclusive();
    var multipleOf_1 = (0, import_chunk_SATB5FOH.require_multipleOf)();
    var limitLength_1 = (0, import_chunk_SATB5FOH.require_limitLength)();
    var pattern_1 = (0, import_chunk_SATB5FOH.require_pattern)();
    var limitProperties_1 = (0, import_chunk_SATB5FOH.require_limitProperties)();
    var required_1 = (0, import_chunk_SATB5FOH.require_required)();
    var limitItems_1 = (0, import_chunk_SATB5FOH.require_limitItems)();
    var uniqueItems_1 = (0, import_chunk_SATB5FOH.require_uniqueItems)();
    var const_1 = (0, import_chunk_SATB5FOH.require_const)();
    var enum_1 = (0, import_chunk_SATB5FOH.require_enum)();
    var validation = [
      // number
      limitNumber_1.default,
      limitNumberExclusive_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports22.default = validation;
  }
});
var require_draft4 = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/ajv-draft-04/dist/vocabulary/draft4.js"(exports22) {
    "use strict";
    Object.defineProperty(exports22, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = (0, import_chunk_SATB5FOH.require_applicator)();
    var format_1 = (0, import_chunk_SATB5FOH.require_format)();
    var metadataVocabulary = ["title", "description", "default"];
    var draft4Vocabularies = [
      core_1.default,
      validation_1.default,
      applicator_1.default(),
      format_1.default,
      metadataVocabulary
    ];
    exports22.default = draft4Vocabularies;
  }
});
var require_json_schema_draft_04 = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/ajv-draft-04/dist/refs/json-schema-draft-04.json"(exports22, module2) {
    module2.exports = {
      id: "http://json-schema.org/draft-04/schema#",
      $schema: "http://json-schema.org/draft-04/schema#",
      description: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        positiveInteger: {
          type: "integer",
          minimum: 0
        },
        positiveIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/positiveInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          minItems: 1,
          uniqueItems: true
        }
      },
      type: "object",
      properties: {
        id: {
          type: "string",
          format: "uri"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: {},
        multipleOf: {
          type: "number",
          minimum: 0,
          exclusiveMinimum: true
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "boolean",
          default: false
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "boolean",
          default: false
        },
        maxLength: { $ref: "#/definitions/positiveInteger" },
        minLength: { $ref: "#/definitions/positiveIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: {
          anyOf: [{ type: "boolean" }, { $ref: "#" }],
          default: {}
        },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: {}
        },
        maxItems: { $ref: "#/definitions/positiveInteger" },
        minItems: { $ref: "#/definitions/positiveIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxProperties: { $ref: "#/definitions/positiveInteger" },
        minProperties: { $ref: "#/definitions/positiveIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: {
          anyOf: [{ type: "boolean" }, { $ref: "#" }],
          default: {}
        },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        enum: {
          type: "array",
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      dependencies: {
        exclusiveMaximum: ["maximum"],
        exclusiveMinimum: ["minimum"]
      },
      default: {}
    };
  }
});
var require_dist2 = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/ajv-draft-04/dist/index.js"(exports22, module2) {
    "use strict";
    Object.defineProperty(exports22, "__esModule", { value: true });
    exports22.CodeGen = exports22.Name = exports22.nil = exports22.stringify = exports22.str = exports22._ = exports22.KeywordCxt = void 0;
    var core_1 = (0, import_chunk_SATB5FOH.require_core)();
    var draft4_1 = require_draft4();
    var discriminator_1 = (0, import_chunk_SATB5FOH.require_discriminator)();
    var draft4MetaSchema = require_json_schema_draft_04();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-04/schema";
    var Ajv2 = class extends core_1.default {
      constructor(opts = {}) {
        super({
          ...opts,
          schemaId: "id"
        });
      }
      _addVocabularies() {
        super._addVocabularies();
        draft4_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft4MetaSchema, META_SUPPORT_DATA) : draft4MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    module2.exports = exports22 = Ajv2;
    Object.defineProperty(exports22, "__esModule", { value: true });
    exports22.default = Ajv2;
    var core_2 = (0, import_chunk_SATB5FOH.require_core)();
    Object.defineProperty(exports22, "KeywordCxt", { enumerable: true, get: function() {
      return core_2.KeywordCxt;
    } });
    var core_3 = (0, import_chunk_SATB5FOH.require_core)();
    Object.defineProperty(exports22, "_", { enumerable: true, get: function() {
      return core_3._;
    } });
    Object.defineProperty(exports22, "str", { enumerable: true, get: function() {
      return core_3.str;
    } });
    Object.defineProperty(exports22, "stringify", { enumerable: true, get: function() {
      return core_3.stringify;
    } });
    Object.defineProperty(exports22, "nil", { enumerable: true, get: function() {
      return core_3.nil;
    } });
    Object.defineProperty(exports22, "Name", { enumerable: true, get: function() {
      return core_3.Name;
    } });
    Object.defineProperty(exports22, "CodeGen", { enumerable: true, get: function() {
      return core_3.CodeGen;
    } });
  }
});
var require_formats = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/ajv-formats/dist/formats.js"(exports22) {
    "use strict";
    Object.defineProperty(exports22, "__esModule", { value: true });
    exports22.formatNames = exports22.fastFormats = exports22.fullFormats = void 0;
    function fmtDef(validate, compare) {
      return { validate, compare };
    }
    exports22.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(true), compareTime),
      "date-time": fmtDef(getDateTime(true), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: true,
      // unchecked string payload
      binary: true
    };
    exports22.fastFormats = {
      ...exports22.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports22.formatNames = Object.keys(exports22.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str2) {
      const matches = DATE.exec(str2);
      if (!matches)
        return false;
      const year = +matches[1];
      const month = +matches[2];
      const day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (!(d1 && d2))
        return void 0;
      if (d1 > d2)
        return 1;
      if (d1 < d2)
        return -1;
      return 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function time(str2) {
        const matches = TIME.exec(str2);
        if (!matches)
          return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return false;
        if (hr <= 23 && min <= 59 && sec < 60)
          return true;
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return void 0;
      const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
      const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (!(t1 && t2))
        return void 0;
      return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3];
      t2 = a2[1] + a2[2] + a2[3];
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      const time = getTime(strictTimeZone);
      return function date_time(str2) {
        const dateTime = str2.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const d1 = new Date(dt1).valueOf();
      const d2 = new Date(dt2).valueOf();
      if (!(d1 && d2))
        return void 0;
      return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
      const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
      const res = compareDate(d1, d2);
      if (res === void 0)
        return void 0;
      return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/;
    var URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str2) {
      return NOT_URI_FRAGMENT.test(str2) && URI.test(str2);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str2) {
      BYTE.lastIndex = 0;
      return BYTE.test(str2);
    }
    var MIN_INT32 = -(2 ** 31);
    var MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return true;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str2) {
      if (Z_ANCHOR.test(str2))
        return false;
      try {
        new RegExp(str2);
        return true;
      } catch (e) {
        return false;
      }
    }
  }
});
var require_limit = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/ajv-formats/dist/limit.js"(exports22) {
    "use strict";
    Object.defineProperty(exports22, "__esModule", { value: true });
    exports22.formatLimitDefinition = void 0;
    var ajv_1 = (0, import_chunk_SATB5FOH.require_ajv)();
    var codegen_1 = (0, import_chunk_SATB5FOH.require_codegen)();
    var ops = codegen_1.operators;
    var KWDs = {
      formatMaximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      formatMinimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      formatExclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      formatExclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`should be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    exports22.formatLimitDefinition = {
      keyword: Object.keys(KWDs),
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, keyword, it } = cxt;
        const { opts, self } = it;
        if (!opts.validateFormats)
          return;
        const fCxt = new ajv_1.KeywordCxt(it, self.RULES.all.format.definition, "format");
        if (fCxt.$data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fmt = gen.const("fmt", (0, codegen_1._)`${fmts}[${fCxt.schemaCode}]`);
          cxt.fail$data((0, codegen_1.or)((0, codegen_1._)`typeof ${fmt} != "object"`, (0, codegen_1._)`${fmt} instanceof RegExp`, (0, codegen_1._)`typeof ${fmt}.compare != "function"`, compareCode(fmt)));
        }
        function validateFormat() {
          const format = fCxt.schema;
          const fmtDef = self.formats[format];
          if (!fmtDef || fmtDef === true)
            return;
          if (typeof fmtDef != "object" || fmtDef instanceof RegExp || typeof fmtDef.compare != "function") {
            throw new Error(`"${keyword}": format "${format}" does not define "compare" function`);
          }
          const fmt = gen.scopeValue("formats", {
            key: format,
            ref: fmtDef,
            code: opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(format)}` : void 0
          });
          cxt.fail$data(compareCode(fmt));
        }
        function compareCode(fmt) {
          return (0, codegen_1._)`${fmt}.compare(${data}, ${schemaCode}) ${KWDs[keyword].fail} 0`;
        }
      },
      dependencies: ["format"]
    };
    var formatLimitPlugin = (ajv) => {
      ajv.addKeyword(exports22.formatLimitDefinition);
      return ajv;
    };
    exports22.default = formatLimitPlugin;
  }
});
var require_dist3 = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/ajv-formats/dist/index.js"(exports22, module2) {
    "use strict";
    Object.defineProperty(exports22, "__esModule", { value: true });
    var formats_1 = require_formats();
    var limit_1 = require_limit();
    var codegen_1 = (0, import_chunk_SATB5FOH.require_codegen)();
    var fullName = new codegen_1.Name("fullFormats");
    var fastName = new codegen_1.Name("fastFormats");
    var formatsPlugin = (ajv, opts = { keywords: true }) => {
      if (Array.isArray(opts)) {
        addFormats2(ajv, opts, formats_1.fullFormats, fullName);
        return ajv;
      }
      const [formats, exportName] = opts.mode === "fast" ? [formats_1.fastFormats, fastName] : [formats_1.fullFormats, fullName];
      const list = opts.formats || formats_1.formatNames;
      addFormats2(ajv, list, formats, exportName);
      if (opts.keywords)
        (0, limit_1.default)(ajv);
      return ajv;
    };
    formatsPlugin.get = (name, mode = "full") => {
      const formats = mode === "fast" ? formats_1.fastFormats : formats_1.fullFormats;
      const f = formats[name];
      if (!f)
        throw new Error(`Unknown format "${name}"`);
      return f;
    };
    function addFormats2(ajv, list, fs, exportName) {
      var _a;
      var _b;
      (_a = (_b = ajv.opts.code).formats) !== null && _a !== void 0 ? _a : _b.formats = (0, codegen_1._)`require("ajv-formats/dist/formats").${exportName}`;
      for (const f of list)
        ajv.addFormat(f, fs[f]);
    }
    module2.exports = exports22 = formatsPlugin;
    Object.defineProperty(exports22, "__esModule", { value: true });
    exports22.default = formatsPlugin;
  }
});
var BlueprintError = class extends import_chunk_7MSCCZZR.PlacedError {
  name = "BlueprintError";
  constructor(message, place = {}, reason = "BlueprintInvalid") {
    super(message, place, reason);
  }
};
var BlueprintErrors = class extends Error {
  constructor(errors) {
    super(errors.map((e) => e.message).join("; "));
    this.errors = errors;
  }
  errors;
  name = "BlueprintErrors";
};
function toDiagnostics(err, source, component) {
  const errors = err instanceof BlueprintErrors ? err.errors : err instanceof BlueprintError ? [err] : [new BlueprintError(err.message)];
  return errors.map((e) => e.toDiagnostic(source, component, `installation ${component}: ${e.message}`));
}
function parseYaml(file, text, source) {
  const parsed = (0, import_chunk_V45YXJAE.parseYamlFile)(file, text, source, { dialect: "go-yaml-v2" });
  const syntax = parsed.diagnostics.find((d) => d.severity === "error");
  if (syntax) {
    throw new BlueprintError(
      syntax.message,
      { file, line: syntax.line, column: syntax.column },
      "YamlSyntax"
    );
  }
  return parsed;
}
var executions = [{ name: import_chunk_YZQRRJMK.ANY_VALUE, type: import_chunk_YZQRRJMK.ANY_VALUE, file: import_chunk_YZQRRJMK.ANY_VALUE, template: import_chunk_YZQRRJMK.ANY_VALUE }];
var importDefinition = {
  name: import_chunk_YZQRRJMK.ANY_VALUE,
  schema: import_chunk_YZQRRJMK.ANY_VALUE,
  targetType: import_chunk_YZQRRJMK.ANY_VALUE,
  type: import_chunk_YZQRRJMK.ANY_VALUE,
  required: import_chunk_YZQRRJMK.ANY_VALUE,
  default: { value: import_chunk_YZQRRJMK.ANY_VALUE }
};
importDefinition.imports = [importDefinition];
var reference = { name: import_chunk_YZQRRJMK.ANY_VALUE, key: import_chunk_YZQRRJMK.ANY_VALUE };
var imports = {
  data: [{ name: import_chunk_YZQRRJMK.ANY_VALUE, dataRef: import_chunk_YZQRRJMK.ANY_VALUE, version: import_chunk_YZQRRJMK.ANY_VALUE, secretRef: reference, configMapRef: reference }],
  targets: [{ name: import_chunk_YZQRRJMK.ANY_VALUE, target: import_chunk_YZQRRJMK.ANY_VALUE, targets: import_chunk_YZQRRJMK.ANY_VALUE, targetListRef: import_chunk_YZQRRJMK.ANY_VALUE, targetMap: import_chunk_YZQRRJMK.ANY_VALUE, targetMapRef: import_chunk_YZQRRJMK.ANY_VALUE }]
};
var exports2 = { data: [{ name: import_chunk_YZQRRJMK.ANY_VALUE, dataRef: import_chunk_YZQRRJMK.ANY_VALUE }], targets: [{ name: import_chunk_YZQRRJMK.ANY_VALUE, target: import_chunk_YZQRRJMK.ANY_VALUE }] };
var optimization = { hasNoSiblingImports: import_chunk_YZQRRJMK.ANY_VALUE, hasNoSiblingExports: import_chunk_YZQRRJMK.ANY_VALUE };
var installationTemplate = {
  apiVersion: import_chunk_YZQRRJMK.ANY_VALUE,
  kind: import_chunk_YZQRRJMK.ANY_VALUE,
  name: import_chunk_YZQRRJMK.ANY_VALUE,
  blueprint: { ref: import_chunk_YZQRRJMK.ANY_VALUE, filesystem: import_chunk_YZQRRJMK.ANY_VALUE },
  imports,
  importDataMappings: import_chunk_YZQRRJMK.ANY_VALUE,
  exports: exports2,
  exportDataMappings: import_chunk_YZQRRJMK.ANY_VALUE,
  optimization
};
var BLUEPRINT = {
  apiVersion: import_chunk_YZQRRJMK.ANY_VALUE,
  kind: import_chunk_YZQRRJMK.ANY_VALUE,
  annotations: import_chunk_YZQRRJMK.ANY_VALUE,
  jsonSchemaVersion: import_chunk_YZQRRJMK.ANY_VALUE,
  // Landscaper's own examples and guided tour write `jsonSchema:` (no field reads it); a warning in
  // nearly every blueprint would drown the ones that matter.
  jsonSchema: import_chunk_YZQRRJMK.ANY_VALUE,
  localTypes: import_chunk_YZQRRJMK.ANY_VALUE,
  imports: [importDefinition],
  importExecutions: executions,
  exports: [{ name: import_chunk_YZQRRJMK.ANY_VALUE, schema: import_chunk_YZQRRJMK.ANY_VALUE, targetType: import_chunk_YZQRRJMK.ANY_VALUE, type: import_chunk_YZQRRJMK.ANY_VALUE }],
  exportExecutions: executions,
  subinstallations: [{ file: import_chunk_YZQRRJMK.ANY_VALUE, ...installationTemplate }],
  subinstallationExecutions: executions,
  deployExecutions: executions
};
var INSTALLATION = {
  apiVersion: import_chunk_YZQRRJMK.ANY_VALUE,
  kind: import_chunk_YZQRRJMK.ANY_VALUE,
  metadata: import_chunk_YZQRRJMK.ANY_VALUE,
  spec: {
    context: import_chunk_YZQRRJMK.ANY_VALUE,
    verification: { signatureName: import_chunk_YZQRRJMK.ANY_VALUE },
    componentDescriptor: { ref: { repositoryContext: import_chunk_YZQRRJMK.ANY_VALUE, componentName: import_chunk_YZQRRJMK.ANY_VALUE, version: import_chunk_YZQRRJMK.ANY_VALUE }, inline: import_chunk_YZQRRJMK.ANY_VALUE },
    blueprint: { ref: { resourceName: import_chunk_YZQRRJMK.ANY_VALUE }, inline: { filesystem: import_chunk_YZQRRJMK.ANY_VALUE } },
    imports,
    importDataMappings: import_chunk_YZQRRJMK.ANY_VALUE,
    exports: exports2,
    exportDataMappings: import_chunk_YZQRRJMK.ANY_VALUE,
    automaticReconcile: {
      succeededReconcile: { interval: import_chunk_YZQRRJMK.ANY_VALUE, cronSpec: import_chunk_YZQRRJMK.ANY_VALUE },
      failedReconcile: { numberOfReconciles: import_chunk_YZQRRJMK.ANY_VALUE, interval: import_chunk_YZQRRJMK.ANY_VALUE, cronSpec: import_chunk_YZQRRJMK.ANY_VALUE }
    },
    optimization
  },
  status: import_chunk_YZQRRJMK.ANY_VALUE
};
var DEPLOY_ITEM = {
  name: import_chunk_YZQRRJMK.ANY_VALUE,
  type: import_chunk_YZQRRJMK.ANY_VALUE,
  // `namespace` is no field (the installation's namespace is used, or the imported Target's), but
  // Landscaper's own examples write that same namespace: harmless, and too common to flag as a
  // key. targetNamespaceWarnings flags one that differs.
  target: { name: import_chunk_YZQRRJMK.ANY_VALUE, namespace: import_chunk_YZQRRJMK.ANY_VALUE, import: import_chunk_YZQRRJMK.ANY_VALUE, index: import_chunk_YZQRRJMK.ANY_VALUE, key: import_chunk_YZQRRJMK.ANY_VALUE },
  labels: import_chunk_YZQRRJMK.ANY_VALUE,
  config: import_chunk_YZQRRJMK.ANY_VALUE,
  dependsOn: import_chunk_YZQRRJMK.ANY_VALUE,
  timeout: import_chunk_YZQRRJMK.ANY_VALUE,
  updateOnChangeOnly: import_chunk_YZQRRJMK.ANY_VALUE,
  onDelete: { skipUninstallIfClusterRemoved: import_chunk_YZQRRJMK.ANY_VALUE }
};
var VALUES = { imports: import_chunk_YZQRRJMK.ANY_VALUE, cd: import_chunk_YZQRRJMK.ANY_VALUE, state: import_chunk_YZQRRJMK.ANY_VALUE };
var SHAPES = { blueprint: BLUEPRINT, installation: INSTALLATION, installationTemplate, values: VALUES };
function unknownKeyWarnings(parsed, kind) {
  const warnings = (0, import_chunk_YZQRRJMK.unknownKeys)(parsed.value, SHAPES[kind]).map(
    ({ path: path2, key, known }) => keyWarning(
      parsed,
      path2,
      kind === "values" ? `unknown key ${JSON.stringify(key)}: a values file has imports, cd and state; nothing reads it${(0, import_chunk_CCBYBVFN.suggestion)(key, known)}` : ignored(key, known)
    )
  );
  return kind === "blueprint" ? [...warnings, ...schemaVersionWarnings(parsed)] : warnings;
}
function keyWarning(parsed, path2, message) {
  return new BlueprintError(
    (0, import_chunk_RRCBAIWP.atPath)(path2, message),
    { file: parsed.file, ...(0, import_chunk_V45YXJAE.positionOf)(parsed, path2, { key: true }) },
    "UnknownKey"
  );
}
function undeclaredImportWarnings(parsed, names) {
  const imports2 = (0, import_chunk_AUPPCWXN.isRecord)(parsed.value) ? parsed.value.imports : void 0;
  if (!(0, import_chunk_AUPPCWXN.isRecord)(imports2)) return [];
  return Object.keys(imports2).filter((name) => !names.has(name)).map(
    (name, i) => keyWarning(
      parsed,
      ["imports", name],
      `no import of the blueprint is named ${JSON.stringify(name)}: Landscaper passes its value to no template${i < MAX_IMPORT_HINTS ? (0, import_chunk_CCBYBVFN.suggestion)(name, names) : ""}`
    )
  );
}
var MAX_IMPORT_HINTS = 100;
var DEFAULT_SCHEMA_VERSION = "json-schema.org/draft/2019-09/schema";
function schemaVersionWarnings(parsed) {
  if (!(0, import_chunk_AUPPCWXN.isRecord)(parsed.value)) return [];
  const out = [];
  for (const [key, value] of Object.entries(parsed.value)) {
    if (key !== "jsonSchema" && key !== "jsonSchemaVersion") continue;
    if (typeof value !== "string" || value.replace(/^https?:\/\//, "").replace(/#$/, "") === DEFAULT_SCHEMA_VERSION)
      continue;
    const read = key === "jsonSchema" ? "Landscaper ignores it" : "Landscaper validates no schema by it";
    out.push(
      keyWarning(
        parsed,
        [key],
        `${read}: each schema is validated by the draft its own "$schema" names, not by ${JSON.stringify(value)}`
      )
    );
  }
  return out;
}
function deployItemWarnings(item, where2, place) {
  return executionWarnings(item, DEPLOY_ITEM, true, where2, place);
}
function targetNamespaceWarnings(item, same, used, where2, place) {
  const target = (0, import_chunk_AUPPCWXN.isRecord)(item) ? item.target : void 0;
  if (!(0, import_chunk_AUPPCWXN.isRecord)(target)) return [];
  const key = Object.keys(target).find((k) => k.toLowerCase() === "namespace");
  const written = key === void 0 ? void 0 : target[key];
  if (typeof written !== "string" || same.has(written)) return [];
  return [
    new BlueprintError(
      `${where2}: target.${key}: Landscaper ignores it: the item deploys with the Target of namespace ${JSON.stringify(used)}, not ${JSON.stringify(written)}`,
      place,
      "UnknownKey"
    )
  ];
}
function templateWarnings(template, where2, place) {
  return executionWarnings(template, installationTemplate, false, where2, place);
}
function executionWarnings(value, shape, ignoreCase, where2, place) {
  return (0, import_chunk_YZQRRJMK.unknownKeys)(value, shape, { ignoreCase }).map(
    ({ path: path2, key, known }) => new BlueprintError(`${where2}: ${(0, import_chunk_RRCBAIWP.atPath)(path2, ignored(key, known))}`, place, "UnknownKey")
  );
}
var MEANT = { jsonSchema: "schema" };
var ignored = (key, known) => {
  const meant = MEANT[key];
  const hint = meant !== void 0 && known.includes(meant) ? ` (did you mean ${JSON.stringify(meant)}?)` : (0, import_chunk_CCBYBVFN.suggestion)(key, known);
  return `unknown key ${JSON.stringify(key)}: Landscaper ignores it${hint}`;
};
var BLUEPRINT_FILE = "blueprint.yaml";
var LANDSCAPER_DOMAIN = "landscaper.gardener.cloud";
var API_VERSION = `${LANDSCAPER_DOMAIN}/v1alpha1`;
var IMPORT_TYPES = ["data", "target", "targetList", "targetMap"];
function blueprintFilePath(fs, file) {
  return fs.origin === "" ? file : `${fs.origin}/${file.replace(/^\/+/, "")}`;
}
function readBlueprint(fs, source) {
  const file = blueprintFilePath(fs, BLUEPRINT_FILE);
  const text = fs.read(BLUEPRINT_FILE);
  const key = `${source}\0${file}\0${text}`;
  const cached = text === void 0 ? void 0 : parsedBlueprints.get(key);
  if (cached) return { ...cached, fs };
  const blueprint = parseBlueprint(fs, file, text, source);
  if (parsedBlueprints.size >= 64) parsedBlueprints.delete(parsedBlueprints.keys().next().value);
  parsedBlueprints.set(key, blueprint);
  return blueprint;
}
var parsedBlueprints = /* @__PURE__ */ new Map();
function parseBlueprint(fs, file, text, source) {
  if (text === void 0) {
    throw new BlueprintError(
      `no ${BLUEPRINT_FILE} in blueprint ${fs.origin || "."}`,
      { file: fs.origin },
      "MissingBlueprint"
    );
  }
  const parsed = (0, import_chunk_V45YXJAE.parseYamlFile)(file, text, source, { dialect: "go-yaml-v2" });
  const syntax = parsed.diagnostics.filter((d) => d.severity === "error");
  if (syntax.length > 0) {
    throw new BlueprintErrors(
      syntax.map(
        (d) => new BlueprintError(d.message, { file, line: d.line, column: d.column }, "YamlSyntax")
      )
    );
  }
  const problems = [];
  const problem = (at, message) => problems.push(new BlueprintError(message, (0, import_chunk_7MSCCZZR.placeOf)(parsed, at)));
  const doc = parsed.value;
  if (!(0, import_chunk_AUPPCWXN.isRecord)(doc)) throw new BlueprintError(`${BLUEPRINT_FILE} must be a mapping`, (0, import_chunk_7MSCCZZR.placeOf)(parsed, []));
  if (doc.kind === void 0) problem([], "Object 'Kind' is missing in blueprint.yaml");
  else if (doc.kind !== "Blueprint" || doc.apiVersion !== API_VERSION) {
    problem(
      ["kind"],
      `expected kind Blueprint of ${API_VERSION}, got ${String(doc.kind)} of ${String(doc.apiVersion)}`
    );
  }
  const list = (key) => {
    const v = doc[key];
    if (v === void 0 || v === null) return [];
    if (!Array.isArray(v)) {
      problem([key], `${key} must be a list`);
      return [];
    }
    return v;
  };
  const importNames = /* @__PURE__ */ new Set();
  const blueprint = {
    fs,
    parsed,
    text,
    localTypes: (0, import_chunk_AUPPCWXN.isRecord)(doc.localTypes) ? doc.localTypes : {},
    imports: importDefinitions(list("imports"), ["imports"], importNames, problem),
    exports: exportDefinitions(list("exports"), problem),
    importExecutions: executors(list("importExecutions"), ["importExecutions"], problem, false),
    deployExecutions: executors(list("deployExecutions"), ["deployExecutions"], problem),
    exportExecutions: executors(list("exportExecutions"), ["exportExecutions"], problem),
    subinstallations: subinstallationEntries(list("subinstallations"), problem),
    subinstallationExecutions: executors(
      list("subinstallationExecutions"),
      ["subinstallationExecutions"],
      problem
    ),
    warnings: unknownKeyWarnings(parsed, "blueprint")
  };
  if (problems.length > 0) throw new BlueprintErrors(problems);
  return blueprint;
}
var str = (v) => typeof v === "string" ? v : "";
function schemaMeant(definition) {
  return definition.jsonSchema !== void 0 ? ' (jsonSchema is no field: did you mean "schema"?)' : "";
}
function withDomain(targetType) {
  return targetType !== "" && !targetType.includes("/") ? `${LANDSCAPER_DOMAIN}/${targetType}` : targetType;
}
function importDefinitions(list, base, names, problem) {
  const out = [];
  list.forEach((raw, i) => {
    const at = [...base, i];
    if (!(0, import_chunk_AUPPCWXN.isRecord)(raw)) {
      problem(at, "an import definition must be a mapping");
      return;
    }
    const name = str(raw.name);
    if (name === "") problem([...at, "name"], "name must not be empty");
    else if (names.has(name)) problem([...at, "name"], `duplicate import name ${JSON.stringify(name)}`);
    names.add(name);
    const required = raw.required === void 0 || raw.required === null ? true : raw.required === true;
    const targetType = str(raw.targetType);
    const meant = schemaMeant(raw);
    let type = str(raw.type);
    if (type === "") {
      if (raw.schema !== void 0 && targetType !== "") {
        problem(at, "either schema or targetType must be specified, not both");
      } else if (raw.schema !== void 0) type = "data";
      else if (targetType !== "") type = "target";
      else problem(at, `either schema or targetType must not be empty${meant}`);
    } else if (!IMPORT_TYPES.includes(type)) {
      problem(
        [...at, "type"],
        `unsupported import type ${JSON.stringify(type)}: supported values: ${IMPORT_TYPES.map((t) => `"${t}"`).join(", ")}`
      );
    } else if (type === "data" && raw.schema === void 0) {
      problem(at, `Schema must not be empty for type data${meant}`);
    } else if (type !== "data" && targetType === "") {
      problem(at, `TargetType must not be empty for type ${type}`);
    }
    const nested3 = Array.isArray(raw.imports) ? raw.imports : [];
    if (nested3.length > 0 && required)
      problem([...at, "imports"], `conditional imports on required import ${JSON.stringify(name)}`);
    const def = {
      name,
      type: type || "data",
      required,
      targetType: type === "target" || type === "targetList" ? withDomain(targetType) : targetType,
      imports: importDefinitions(nested3, [...at, "imports"], names, problem),
      at
    };
    if (raw.schema !== void 0) def.schema = raw.schema;
    if ((0, import_chunk_AUPPCWXN.isRecord)(raw.default) && raw.default.value !== void 0) def.default = { value: raw.default.value };
    out.push(def);
  });
  return out;
}
function exportDefinitions(list, problem) {
  const names = /* @__PURE__ */ new Set();
  const out = [];
  list.forEach((raw, i) => {
    const at = ["exports", i];
    if (!(0, import_chunk_AUPPCWXN.isRecord)(raw)) {
      problem(at, "an export definition must be a mapping");
      return;
    }
    const name = str(raw.name);
    if (name === "") problem([...at, "name"], "name must not be empty");
    else if (names.has(name)) problem([...at, "name"], `duplicated export name ${JSON.stringify(name)}`);
    names.add(name);
    const targetType = str(raw.targetType);
    const meant = schemaMeant(raw);
    let type = str(raw.type);
    if (type === "") type = raw.schema !== void 0 ? "data" : targetType !== "" ? "target" : "";
    if (type !== "data" && type !== "target") {
      problem(
        type === "" ? at : [...at, "type"],
        type === "" ? `exactly one of Schema, TargetType must be set${meant}` : `unsupported export type ${JSON.stringify(type)}: supported values: "data", "target"`
      );
      return;
    }
    if (type === "data" && raw.schema === void 0)
      problem(at, `Schema must not be empty for type data${meant}`);
    if (type === "target" && targetType === "") problem(at, "TargetType must not be empty for type target");
    const def = { name, type, at };
    if (raw.schema !== void 0) def.schema = raw.schema;
    if (type === "target") def.targetType = withDomain(targetType);
    out.push(def);
  });
  return out;
}
function executors(list, base, problem, validate = true) {
  const names = /* @__PURE__ */ new Set();
  const out = [];
  list.forEach((raw, i) => {
    const at = [...base, i];
    if (!(0, import_chunk_AUPPCWXN.isRecord)(raw)) {
      problem(at, "a template execution must be a mapping");
      return;
    }
    const exec = { name: str(raw.name), type: str(raw.type), at };
    if (typeof raw.file === "string" && raw.file !== "") exec.file = raw.file;
    if (raw.template !== void 0 && raw.template !== null) exec.template = raw.template;
    if (validate) {
      if (exec.name === "") problem([...at, "name"], "name must be defined");
      if (exec.type === "") problem([...at, "type"], "type must be defined");
      if (exec.name !== "" && names.has(exec.name))
        problem([...at, "name"], `duplicated executor name ${JSON.stringify(exec.name)}`);
    }
    names.add(exec.name);
    out.push(exec);
  });
  return out;
}
function subinstallationEntries(list, problem) {
  const out = [];
  list.forEach((raw, i) => {
    const at = ["subinstallations", i];
    if (!(0, import_chunk_AUPPCWXN.isRecord)(raw)) {
      problem(at, "a subinstallation must be a mapping");
      return;
    }
    const { file, ...inline } = raw;
    const hasInline = Object.keys(inline).length > 0;
    if (typeof file === "string" && file !== "" && hasInline)
      problem(at, "exactly one of File, InstallationTemplate must be set");
    else if (typeof file === "string" && file !== "") out.push({ file, at });
    else if (hasInline) out.push({ template: inline, at });
    else problem(at, "exactly one of File, InstallationTemplate must be set");
  });
  return out;
}
var LANDSCAPER_API = "landscaper.gardener.cloud/v1alpha1";
var EXECUTION_NAME_LABEL = "execution.landscaper.gardener.cloud/name";
var DEPENDS_ON_ANNOTATION = "execution.landscaper.gardener.cloud/dependsOn";
var DEPLOYER_TYPE_ANNOTATION = "landscaper.gardener.cloud/deployer-type";
var DEPLOYER_TARGET_ANNOTATION = "landscaper.gardener.cloud/deployer-target-name";
var NO_TARGET_NAME = ".noTargetName";
function renderDeployItems(specs, imports2, importDefs, namespace) {
  const problems = [];
  const byName = /* @__PURE__ */ new Map();
  for (const item of specs) {
    const where2 = `deploy execution ${JSON.stringify(item.execution)}`;
    if (item.name === "")
      problems.push(new BlueprintError(`${where2}: deploy item name must not be empty`, item.place));
    else if (byName.has(item.name)) {
      const first = byName.get(item.name);
      problems.push(
        new BlueprintError(
          `${where2}: duplicate deploy item name ${JSON.stringify(item.name)} (also in deploy execution ${JSON.stringify(first.execution)})`,
          item.place,
          "DuplicateDeployItem"
        )
      );
    } else byName.set(item.name, item);
    if (typeof item.spec.type !== "string" || item.spec.type === "") {
      problems.push(
        new BlueprintError(
          `${where2}: deploy item ${JSON.stringify(item.name)}: type must not be empty`,
          item.place
        )
      );
    }
  }
  if (problems.length === 0) problems.push(...dependencyProblems(specs, byName));
  if (problems.length > 0) throw new BlueprintErrors(problems);
  return order(specs, byName).map((item) => deployItemDocument(item, imports2, importDefs, namespace));
}
function dependsOn(item) {
  const d = item.spec.dependsOn;
  return Array.isArray(d) ? d.filter((x) => typeof x === "string") : [];
}
function dependencyProblems(specs, byName) {
  const problems = [];
  for (const item of specs) {
    for (const dep of dependsOn(item)) {
      if (!byName.has(dep)) {
        problems.push(
          new BlueprintError(
            `deploy item ${JSON.stringify(item.name)} depends on undefined deploy item ${JSON.stringify(dep)}`,
            item.place,
            "UndefinedDependency"
          )
        );
      }
    }
  }
  const cycle = findCycle(
    specs.map((s) => s.name),
    (n) => dependsOn(byName.get(n)).filter((d) => byName.has(d))
  );
  if (cycle) {
    const first = byName.get(cycle[0]);
    problems.push(
      new BlueprintError(
        `cycle found in deploy item dependencies: ${cycle.join(" -> ")}`,
        first.place,
        "DependencyCycle"
      )
    );
  }
  return problems;
}
function findCycle(nodes, edges) {
  const state = /* @__PURE__ */ new Map();
  const stack = [];
  const visit = (n) => {
    if (state.get(n) === "done") return void 0;
    if (state.get(n) === "open") return [...stack.slice(stack.indexOf(n)), n];
    state.set(n, "open");
    stack.push(n);
    for (const next of edges(n)) {
      const found = visit(next);
      if (found) return found;
    }
    stack.pop();
    state.set(n, "done");
    return void 0;
  };
  for (const n of nodes) {
    const found = visit(n);
    if (found) return found;
  }
  return void 0;
}
function dependencyOrder(nodes, edges) {
  const out = [];
  const placed = /* @__PURE__ */ new Set();
  const place = (n) => {
    if (placed.has(n)) return;
    placed.add(n);
    for (const dep of edges(n)) place(dep);
    out.push(n);
  };
  for (const n of nodes) place(n);
  return out;
}
function order(specs, byName) {
  return dependencyOrder(
    specs.map((s) => s.name),
    (n) => dependsOn(byName.get(n)).filter((d) => byName.has(d))
  ).map((n) => byName.get(n));
}
function deployItemDocument(item, imports2, importDefs, namespace) {
  const { spec } = item;
  const type = spec.type;
  const target = resolveTarget(item, imports2, importDefs, namespace);
  const labels = {};
  if ((0, import_chunk_HGK6EB5H.isGoMap)(spec.labels)) {
    for (const [k, v] of Object.entries(spec.labels)) labels[k] = typeof v === "string" ? v : String(v);
  }
  labels[EXECUTION_NAME_LABEL] = item.name;
  const docSpec = { type };
  if (target) docSpec.target = target;
  if (spec.config !== void 0 && spec.config !== null) docSpec.config = spec.config;
  if (spec.timeout !== void 0 && spec.timeout !== null) docSpec.timeout = spec.timeout;
  if (spec.updateOnChangeOnly === true) docSpec.updateOnChangeOnly = true;
  if (spec.onDelete !== void 0 && spec.onDelete !== null) docSpec.onDelete = spec.onDelete;
  const targetName = target && typeof target.name === "string" && target.name !== "" ? target.name : NO_TARGET_NAME;
  return {
    name: item.name,
    type,
    document: {
      apiVersion: LANDSCAPER_API,
      kind: "DeployItem",
      metadata: {
        name: item.name,
        labels,
        annotations: {
          [DEPENDS_ON_ANNOTATION]: dependsOn(item).join(","),
          [DEPLOYER_TYPE_ANNOTATION]: type,
          [DEPLOYER_TARGET_ANNOTATION]: targetName
        }
      },
      spec: docSpec
    }
  };
}
function nested(v, ...keys) {
  let cur = v;
  for (const k of keys) cur = (0, import_chunk_HGK6EB5H.isGoMap)(cur) ? cur[k] : void 0;
  return typeof cur === "string" ? cur : "";
}
function resolveTarget(item, imports2, importDefs, namespace) {
  const ref = item.spec.target;
  if (ref === void 0 || ref === null) return void 0;
  const fail = (message) => new BlueprintError(
    `invalid deployitem specification ${JSON.stringify(item.name)}: ${message}`,
    item.place,
    "InvalidTarget"
  );
  if (!(0, import_chunk_HGK6EB5H.isGoMap)(ref)) throw fail("target must be a mapping");
  const importName = typeof ref.import === "string" ? ref.import : "";
  if (importName === "") {
    if (typeof ref.name !== "string" || ref.name === "") throw fail("empty target reference");
    return { name: ref.name, namespace };
  }
  const def = importDefs.get(importName);
  const raw = imports2[importName];
  let target;
  if (ref.index !== void 0 && ref.index !== null) {
    if (!def) throw fail(`targetlist import ${JSON.stringify(importName)} not found`);
    if (def.type !== "targetList") throw fail(`import ${JSON.stringify(importName)} is not a targetlist`);
    if (raw === void 0 || raw === null)
      throw fail(`no value for import ${JSON.stringify(importName)} given`);
    if (!Array.isArray(raw)) throw fail(`invalid target spec for import ${JSON.stringify(importName)}`);
    const index = Number(ref.index);
    if (!Number.isInteger(index) || index < 0 || index >= raw.length)
      throw fail(`index ${String(ref.index)} out of bounds`);
    target = raw[index];
  } else if (typeof ref.key === "string") {
    if (!def) throw fail(`targetmap import ${JSON.stringify(importName)} not found`);
    if (def.type !== "targetMap") throw fail(`import ${JSON.stringify(importName)} is not a targetmap`);
    if (!(0, import_chunk_HGK6EB5H.isGoMap)(raw)) throw fail(`no value for import ${JSON.stringify(importName)} given`);
    if (!(ref.key in raw))
      throw fail(
        `key ${JSON.stringify(ref.key)} not found in targetmap import ${JSON.stringify(importName)}`
      );
    target = raw[ref.key];
  } else {
    if (!def) throw fail(`target import ${JSON.stringify(importName)} not found`);
    if (def.type !== "target") throw fail(`import ${JSON.stringify(importName)} is not a target`);
    if (raw === void 0 || raw === null)
      throw fail(`no value for import ${JSON.stringify(importName)} given`);
    if (!(0, import_chunk_HGK6EB5H.isGoMap)(raw)) throw fail(`invalid target spec for import ${JSON.stringify(importName)}`);
    target = raw;
  }
  const out = { name: nested(target, "metadata", "name") };
  const ns = nested(target, "metadata", "namespace");
  if (ns !== "") out.namespace = ns;
  return out;
}
function jsonValue(v) {
  if (typeof v === "bigint") return Number(v);
  if (v instanceof import_chunk_HGK6EB5H.GoInt) return Number(v.value);
  if (Array.isArray(v)) return v.map(jsonValue);
  if (v !== null && typeof v === "object") {
    const out = {};
    for (const [k, e] of Object.entries(v)) if (e !== void 0) (0, import_chunk_AUPPCWXN.setOwn)(out, k, jsonValue(e));
    return out;
  }
  return v;
}
var TEMPLATE_NAME = {
  import: "import execution",
  deploy: "deploy execution",
  export: "export execution",
  subinstallation: "subinstallation execution"
};
var STATE_PREFIX = {
  deploy: "deploy",
  export: "export",
  subinstallation: "deploy"
};
var NO_VALUE = "<no value>";
var sprig = (0, import_chunk_HGK6EB5H.createSprigFuncs)({ random: import_chunk_HGK6EB5H.cryptoRandom });
var EXECUTION_TIMEOUT_MS = 6e4;
function runExecution(kind, exec, values, ctx, state) {
  const { blueprint } = ctx;
  const execPlace = (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, exec.at);
  const named = `${TEMPLATE_NAME[kind]} ${JSON.stringify(exec.name)}`;
  if (exec.type === "Spiff") {
    throw new BlueprintError(
      `${named}: Spiff templates are not supported yet`,
      execPlace,
      "SpiffUnsupported"
    );
  }
  if (exec.type !== "GoTemplate") {
    throw new BlueprintError(`${named}: unknown template type ${exec.type}`, execPlace);
  }
  const source = templateSource(exec, blueprint, named, execPlace);
  const prefix = STATE_PREFIX[kind];
  const bindings = prefix ? { ...values, state: state?.get(prefix + exec.name) ?? {} } : values;
  let funcs = [];
  const meter = executionMeter(ctx.budget);
  const execute = (name, text, data) => import_chunk_HGK6EB5H.Template.parse(name, text, { funcs, missingKey: "zero", meter }).execute(data);
  funcs = [
    sprig,
    (0, import_chunk_HGK6EB5H.landscaperFuncs)({
      files: blueprint.fs,
      execute,
      ...ctx.cd ? { componentDescriptor: ctx.cd } : {},
      componentDescriptors: ctx.descriptors
    })
  ];
  let output2;
  try {
    output2 = execute("execution", source.text, bindings);
  } catch (err) {
    if (err instanceof import_chunk_HGK6EB5H.TemplateParseError || err instanceof import_chunk_HGK6EB5H.TemplateExecError) {
      throw new BlueprintError(
        `${named}: ${err.message}${err.hint}`,
        source.placeOf(err.message),
        "TemplateError"
      );
    }
    throw new BlueprintError(`${named}: ${err.message}`, source.placeOf(""), "TemplateError");
  }
  if (kind !== "import") checkNoValue(output2, named, TEMPLATE_NAME[kind], source.placeOf(""));
  let parsed;
  try {
    parsed = jsonValue((0, import_chunk_HGK6EB5H.fromYaml)(output2));
  } catch (err) {
    throw new BlueprintError(
      `${named}: error while decoding templated execution: ${err.message}`,
      source.placeOf(""),
      "TemplateOutputInvalid"
    );
  }
  if (ctx.secrets) (0, import_chunk_WUBCKF5M.collectSecrets)(parsed, ctx.secrets);
  if (parsed === null || parsed === void 0) return {};
  if (!(0, import_chunk_HGK6EB5H.isGoMap)(parsed)) {
    throw new BlueprintError(
      `${named}: error while decoding templated execution: the output must be a YAML map, not ${Array.isArray(parsed) ? "a list" : "a scalar"}`,
      source.placeOf(""),
      "TemplateOutputInvalid"
    );
  }
  if (prefix && state && parsed.state !== void 0) state.set(prefix + exec.name, parsed.state);
  return parsed;
}
function executionMeter(budget) {
  const own = `execution deadline of ${EXECUTION_TIMEOUT_MS / 1e3}s exceeded`;
  if (!budget) return import_chunk_HGK6EB5H.ExecMeter.within(EXECUTION_TIMEOUT_MS, own);
  const ms = budget.unitMs(EXECUTION_TIMEOUT_MS);
  return import_chunk_HGK6EB5H.ExecMeter.within(ms, ms < EXECUTION_TIMEOUT_MS ? budget.exceededMessage() : own);
}
function templateSource(exec, blueprint, named, execPlace) {
  const lineOf = (message) => {
    const m = /^template: [^:\n]*:(\d+)(?::(\d+))?:/.exec(message);
    return m ? { line: Number(m[1]), column: m[2] === void 0 ? void 0 : Number(m[2]) } : {};
  };
  if (exec.template !== void 0) {
    if (typeof exec.template !== "string") {
      throw new BlueprintError(
        `${named}: json: cannot unmarshal ${Array.isArray(exec.template) ? "array" : typeof exec.template === "object" ? "object" : typeof exec.template} into Go value of type string`,
        (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, [...exec.at, "template"])
      );
    }
    const at = [...exec.at, "template"];
    return {
      text: exec.template,
      placeOf: (message) => {
        const { line, column } = lineOf(message);
        return {
          file: blueprint.parsed.file,
          ...(0, import_chunk_V45YXJAE.positionInBlock)(blueprint.parsed, blueprint.text, at, line, column)
        };
      }
    };
  }
  if (exec.file !== void 0) {
    let text;
    try {
      text = blueprint.fs.read((0, import_chunk_HGK6EB5H.blueprintPath)("open", exec.file));
    } catch (err) {
      throw new BlueprintError(
        `${named}: ${err.message}`,
        (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, [...exec.at, "file"])
      );
    }
    if (text === void 0) {
      throw new BlueprintError(
        `${named}: open ${exec.file}: file does not exist`,
        (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, [...exec.at, "file"]),
        "MissingFile"
      );
    }
    const file = blueprintFilePath(blueprint.fs, (0, import_chunk_HGK6EB5H.blueprintPath)("open", exec.file));
    return {
      text,
      placeOf: (message) => {
        const { line, column } = lineOf(message);
        return { file, ...line !== void 0 ? { line } : {}, ...column !== void 0 ? { column } : {} };
      }
    };
  }
  throw new BlueprintError(`${named}: no template found`, execPlace);
}
function checkNoValue(output2, named, templateName, place) {
  if (!output2.includes(NO_VALUE)) return;
  const at = output2.split("\n").map((text, i) => ({ text, line: i + 1, column: text.indexOf(NO_VALUE) })).filter((l) => l.column >= 0).map((l) => {
    const key = /([A-Za-z_][\w.-]*):\s*["']?$/.exec(l.text.slice(0, l.column))?.[1];
    return `line ${l.line}:${l.column}${key ? ` (${key})` : ""}`;
  });
  throw new BlueprintError(
    `${named}: template ${JSON.stringify(templateName)} contains fields with "no value" (output ${at.join("; ")})`,
    place,
    "NoValue"
  );
}
var import_ajv = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_SATB5FOH.require_ajv)());
var import_ajv_draft_04 = (0, import_chunk_75QCMCYK.__toESM)(require_dist2());
var import_ajv_formats = (0, import_chunk_75QCMCYK.__toESM)(require_dist3());
var import_yaml = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
var SchemaError = class extends Error {
  name = "SchemaError";
};
var LANDSCAPER_REF = /^(local|blueprint|cd):\/\/([^#]*)(?:#(.*))?$/s;
function resolveSchema(schema, ctx) {
  return resolve(
    schema,
    { ctx, src: { id: void 0, cdPrefix: "", inBlueprint: true }, chain: [] },
    true,
    ""
  );
}
function resolve(node, w, top, at) {
  if (Array.isArray(node)) return node.map((v, i) => resolve(v, w, false, `${at}[${i}]`));
  if (node === null || typeof node !== "object") return node;
  const map = node;
  if ("$ref" in map) {
    const ref = map.$ref;
    if (typeof ref !== "string") throw new SchemaError(`invalid $ref at ${where(at)}: expected a string`);
    const abs = ref.startsWith("#") && w.src.id !== void 0 ? w.src.id + ref : ref;
    if (LANDSCAPER_REF.test(abs)) return resolveRef(abs, w, top, at);
  }
  const out = {};
  for (const [k, v] of Object.entries(map)) (0, import_chunk_AUPPCWXN.setOwn)(out, k, resolve(v, w, false, at ? `${at}.${k}` : k));
  return out;
}
function where(at) {
  return at || "(root)";
}
function resolveRef(ref, { ctx, src, chain }, top, at) {
  const [, scheme, location = "", fragment] = LANDSCAPER_REF.exec(ref);
  const fail = (reason) => new SchemaError(`$ref "${ref}" at ${where(at)}: ${reason}`);
  if (scheme !== "cd" && !src.inBlueprint) {
    throw fail(`${scheme}:// references cannot be used in a component descriptor resource`);
  }
  let file = "";
  try {
    if (scheme === "blueprint") file = blueprintFile(location);
  } catch (e) {
    throw fail(e.message);
  }
  const docUri = scheme === "cd" ? `cd://${src.cdPrefix}${location}` : `${scheme}://${scheme === "local" ? location : file}`;
  const key = fragment === void 0 ? docUri : `${docUri}#${fragment}`;
  if (chain.includes(key)) throw fail(`cyclic references: ${[...chain, key].join(" -> ")}`);
  let doc;
  let cdPrefix = src.cdPrefix;
  try {
    if (scheme === "local") {
      if (location.includes("/")) throw new Error("a path is not supported for local resources");
      if (!Object.hasOwn(ctx.localTypes, location))
        throw new Error(`type ${location} is not defined in local types`);
      doc = ctx.localTypes[location];
    } else if (scheme === "blueprint") {
      const text = ctx.readBlueprintFile(file);
      if (text === void 0) throw new Error(`unable to read schema file ${file}: file does not exist`);
      doc = parseText(text, file);
    } else {
      doc = parseText(ctx.readComponentResource(docUri), docUri);
      cdPrefix = docUri.slice("cd://".length).replace(/(^|\/)resources\/[^/]*\/?$/, "$1");
    }
  } catch (e) {
    throw e instanceof SchemaError ? e : fail(e.message);
  }
  const target = fragment === void 0 ? doc : pointer(doc, fragment, fail);
  const whole = top && fragment === void 0;
  const inner = {
    // A cd:// document's id is relative to its own component, as the cd:// refs in it are.
    id: whole ? void 0 : scheme === "cd" ? `cd://${docUri.slice(5 + cdPrefix.length)}` : docUri,
    cdPrefix,
    inBlueprint: scheme !== "cd" && src.inBlueprint
  };
  return resolve(target, { ctx, src: inner, chain: [...chain, key] }, whole, at);
}
function blueprintFile(location) {
  const parts = [];
  for (const seg of unescapeUri(location).split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (parts.length === 0) throw new Error(`path ${location} leaves the blueprint directory`);
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join("/");
}
function unescapeUri(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
function parseText(text, name) {
  try {
    return (0, import_yaml.parse)(text);
  } catch (e) {
    throw new Error(`cannot parse ${name}: ${e.message}`);
  }
}
function pointer(doc, fragment, fail) {
  let cur = doc;
  const trimmed = unescapeUri(fragment).replace(/^\/|\/$/g, "");
  if (trimmed === "") return doc;
  for (const raw of trimmed.split("/")) {
    const seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (cur === null || typeof cur !== "object" || !Object.hasOwn(cur, seg)) {
      throw fail(`cannot resolve fragment #${fragment}: no element ${JSON.stringify(seg)}`);
    }
    cur = cur[seg];
  }
  return cur;
}
var ajvOptions = { strict: false, allErrors: true, logger: false, code: { regExp: import_chunk_L5X2YAKM.re2RegExp } };
var FORMATS = [
  "date",
  "time",
  "date-time",
  "hostname",
  "email",
  "ipv4",
  "ipv6",
  "uri",
  "uri-reference",
  "uri-template",
  "uuid",
  "json-pointer",
  "relative-json-pointer"
];
var ajv07;
var ajv04;
var DRAFT_04 = /^https?:\/\/json-schema\.org\/draft-04\/schema#?$/;
function withFormats(ajv) {
  (0, import_ajv_formats.default)(ajv, { mode: "full", formats: FORMATS, keywords: false });
  ajv.addFormat("regex", import_chunk_L5X2YAKM.re2RegexFormat);
  return ajv;
}
function ajvFor(draft04) {
  if (draft04) {
    ajv04 ??= withFormats(new import_ajv_draft_04.default(ajvOptions));
    return ajv04;
  }
  ajv07 ??= withFormats(new import_ajv.Ajv(ajvOptions));
  return ajv07;
}
var compiled = /* @__PURE__ */ new Map();
var COMPILED_MAX = 256;
function compile(schema) {
  let body = schema;
  let draft04 = false;
  if (schema !== null && typeof schema === "object" && !Array.isArray(schema) && "$schema" in schema) {
    const { $schema, ...rest } = schema;
    if (typeof $schema !== "string") throw new SchemaError("invalid schema: $schema must be a string");
    draft04 = DRAFT_04.test($schema);
    body = rest;
  }
  const key = `${draft04 ? 4 : 7}${JSON.stringify(body)}`;
  let validate = compiled.get(key);
  if (validate) return validate;
  const ajv = ajvFor(draft04);
  try {
    validate = ajv.compile(body);
  } catch (e) {
    throw new SchemaError(`invalid schema: ${e.message}`);
  } finally {
    ajv.removeSchema(body);
  }
  if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value);
  compiled.set(key, validate);
  return validate;
}
function validateAgainstSchema(schema, value, ctx) {
  const validate = compile(resolveSchema(schema, ctx));
  const data = toJson(value);
  if (validate(data)) return [];
  const seen = /* @__PURE__ */ new Set();
  const problems = [];
  for (const err of validate.errors ?? []) {
    const problem = { path: fieldPath(data, err.instancePath), message: describe(err) };
    const id = `${problem.path}
${problem.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push(problem);
  }
  return problems;
}
function describe(err) {
  const message = err.message ?? `must pass "${err.keyword}"`;
  if (err.keyword === "additionalProperties") return `${message}: ${err.params.additionalProperty}`;
  if (err.keyword === "enum") return `${message}: ${JSON.stringify(err.params.allowedValues)}`;
  return message;
}
function fieldPath(data, instancePath) {
  let out = "";
  let cur = data;
  for (const raw of instancePath.split("/").slice(1)) {
    const seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(cur)) out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(seg)) out += out === "" ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
    cur = cur !== null && typeof cur === "object" ? cur[seg] : void 0;
  }
  return out;
}
function toJson(value) {
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value)) {
    const items = value.map(toJson);
    return items.some((v, i) => v !== value[i]) ? items : value;
  }
  if (value === null || typeof value !== "object") return value;
  let out;
  for (const [k, v] of Object.entries(value)) {
    const c = toJson(v);
    if (c !== v) out ??= { ...value };
    if (out) (0, import_chunk_AUPPCWXN.setOwn)(out, k, c);
  }
  return out ?? value;
}
function constructImports(blueprint, available, schemas, valuePlace, injected) {
  const imports2 = {};
  const definitions = /* @__PURE__ */ new Map();
  const problems = [];
  const at = (def, path2 = []) => valuePlace(def.name, path2) ?? (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, def.at);
  const walk = (defs) => {
    for (const def of defs) {
      definitions.set(def.name, def);
      let value = available[def.name];
      if (value === void 0 && !def.required && def.type === "data" && def.default) {
        value = jsonValue(def.default.value);
      }
      if (value === void 0) {
        if (def.required) {
          problems.push(
            new BlueprintError(
              `blueprint defines import ${JSON.stringify(def.name)} of type ${def.type}, which is not satisfied`,
              (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, def.at),
              "MissingImport"
            )
          );
        }
        continue;
      }
      if (def.type === "data" && typeof value === "string" && injected?.coerceStrings) {
        if (injected.names.has(def.name)) value = coerceString(def, value, schemas);
      }
      imports2[def.name] = value;
      const before = problems.length;
      if (def.type === "data") checkData(def, value);
      else checkTargets(def, value);
      if (problems.length === before && def.imports.length > 0) walk(def.imports);
    }
  };
  const checkData = (def, value) => {
    const given = injected?.noun && injected.names.has(def.name) ? ` (${injected.noun})` : "";
    try {
      for (const p of validateAgainstSchema(def.schema, value, schemas)) {
        const path2 = fieldPathSegments(p.path);
        const where2 = p.path !== "" ? ` at ${p.path}` : "";
        problems.push(
          new BlueprintError(
            `import ${JSON.stringify(def.name)}${given}: imported datatype does not have the expected schema: value${where2} ${p.message}`,
            at(def, path2),
            "ImportSchemaInvalid"
          )
        );
      }
    } catch (err) {
      if (!(err instanceof SchemaError)) throw err;
      problems.push(
        new BlueprintError(
          `import ${JSON.stringify(def.name)}: ${err.message}`,
          (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, [...def.at, "schema"]),
          "SchemaInvalid"
        )
      );
    }
  };
  const checkTargets = (def, value) => {
    const problem = (message, path2 = []) => problems.push(
      new BlueprintError(
        `import ${JSON.stringify(def.name)}: ${message}`,
        at(def, path2),
        "ImportTargetInvalid"
      )
    );
    const checkOne = (target, what, path2) => {
      const spec = (0, import_chunk_HGK6EB5H.isGoMap)(target) ? target.spec : void 0;
      const type = (0, import_chunk_HGK6EB5H.isGoMap)(spec) ? spec.type : void 0;
      if (typeof type !== "string")
        return problem(`${what} does not match the expected target template schema`, path2);
      if (type !== def.targetType)
        problem(`${what} type is ${type} but expected ${def.targetType}`, [...path2, "spec", "type"]);
    };
    if (def.type === "target") checkOne(value, "imported target", []);
    else if (def.type === "targetList") {
      if (!Array.isArray(value)) return problem("targetlist import is not a list");
      for (const [i, t] of value.entries())
        checkOne(t, `element at position ${i} of the imported targetlist`, [i]);
    } else {
      if (!(0, import_chunk_HGK6EB5H.isGoMap)(value)) return problem("targetmap import is not a map");
      for (const [k, t] of Object.entries(value))
        checkOne(t, `element ${JSON.stringify(k)} of the imported targetmap`, [k]);
    }
  };
  walk(blueprint.imports);
  if (problems.length > 0) throw new BlueprintErrors(problems);
  return { imports: imports2, definitions };
}
var NON_STRING = /* @__PURE__ */ new Set(["number", "integer", "boolean", "object", "array"]);
function coerceString(def, value, schemas) {
  let schema;
  try {
    schema = resolveSchema(def.schema, schemas);
  } catch {
    return value;
  }
  const declared = (0, import_chunk_HGK6EB5H.isGoMap)(schema) ? schema.type : void 0;
  const types = (Array.isArray(declared) ? declared : [declared]).filter((t) => typeof t === "string");
  if (types.length === 0 || types.includes("string") || !types.some((t) => NON_STRING.has(t)))
    return value;
  try {
    const parsed = jsonValue((0, import_chunk_HGK6EB5H.fromYaml)(value));
    return parsed === null ? value : parsed;
  } catch {
    return value;
  }
}
function fieldPathSegments(path2) {
  const out = [];
  const re = /([^.[\]"]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g;
  for (let m = re.exec(path2); m; m = re.exec(path2)) {
    if (m[1] !== void 0) out.push(m[1]);
    else if (m[2] !== void 0) out.push(Number(m[2]));
    else out.push(JSON.parse(`"${m[3]}"`));
  }
  return out;
}
var MAX_INSTALLATION_DEPTH = 32;
function nestedLineage(parent, child, place) {
  const above = lineageOf(parent);
  const me = { name: child.name, blueprint: blueprintIdentity(child.blueprint) };
  const chain = [...above, me];
  const shown = chain.map((a) => a.name).join(" -> ");
  if (above.some((a) => a.blueprint === me.blueprint)) {
    throw new BlueprintError(`subinstallation cycle: ${shown}`, place, "SubinstallationCycle");
  }
  if (chain.length > MAX_INSTALLATION_DEPTH) {
    throw new BlueprintError(
      `subinstallation ${JSON.stringify(child.name)} nests installations deeper than ${MAX_INSTALLATION_DEPTH} levels: ${shown}`,
      place,
      "SubinstallationTooDeep"
    );
  }
  return chain;
}
function lineageOf(inst) {
  return inst.lineage ?? [{ name: inst.name, blueprint: blueprintIdentity(inst.blueprint) }];
}
function blueprintIdentity(bp) {
  return `${bp.fs.origin}
${(0, import_node_crypto.createHash)("sha256").update(bp.text).digest("hex")}`;
}
function readSubinstallations(blueprint) {
  return blueprint.subinstallations.map((entry) => {
    if (entry.template) {
      return {
        template: jsonValue(entry.template),
        place: (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, entry.at),
        origin: blueprint.parsed.file,
        source: { parsed: blueprint.parsed, text: blueprint.text, at: entry.at }
      };
    }
    const at = (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, [...entry.at, "file"]);
    const clean = (0, import_chunk_HGK6EB5H.blueprintPath)("open", entry.file);
    const text = blueprint.fs.read(clean);
    if (text === void 0) {
      throw new BlueprintError(
        `unable to read subinstallation file ${entry.file}: file does not exist`,
        at,
        "MissingFile"
      );
    }
    const file = blueprintFilePath(blueprint.fs, clean);
    const parsed = parseYaml(file, text, "blueprint");
    if (!(0, import_chunk_HGK6EB5H.isGoMap)(parsed.value))
      throw new BlueprintError("an installation template must be a mapping", { file });
    return {
      template: jsonValue(parsed.value),
      place: { file, line: 1, column: 1 },
      origin: file,
      source: { parsed, text, at: [] },
      warnings: unknownKeyWarnings(parsed, "installationTemplate")
    };
  });
}
var exportNames = (t, kind, key) => {
  const exports22 = (0, import_chunk_HGK6EB5H.isGoMap)(t.exports) ? t.exports : {};
  const list = exports22[kind];
  return Array.isArray(list) ? list.flatMap((e) => (0, import_chunk_HGK6EB5H.isGoMap)(e) && typeof e[key] === "string" ? [e[key]] : []) : [];
};
function importRefs(t) {
  const imports2 = (0, import_chunk_HGK6EB5H.isGoMap)(t.imports) ? t.imports : {};
  const data = (Array.isArray(imports2.data) ? imports2.data : []).flatMap(
    (i) => (0, import_chunk_HGK6EB5H.isGoMap)(i) && typeof i.dataRef === "string" && i.dataRef !== "" ? [i.dataRef] : []
  );
  const targets = (Array.isArray(imports2.targets) ? imports2.targets : []).flatMap((i) => {
    if (!(0, import_chunk_HGK6EB5H.isGoMap)(i)) return [];
    if (typeof i.target === "string" && i.target !== "") return [i.target];
    if (Array.isArray(i.targets)) return i.targets.map(String);
    if ((0, import_chunk_HGK6EB5H.isGoMap)(i.targetMap)) return Object.values(i.targetMap).map(String);
    return [];
  });
  return { data, targets };
}
function orderSubinstallations(subs, blueprint) {
  const problems = [];
  const byName = /* @__PURE__ */ new Map();
  for (const sub of subs) {
    const name = sub.template.name;
    if (typeof name !== "string" || name === "") {
      problems.push(new BlueprintError(`${sub.origin}: subinstallation name must not be empty`, sub.place));
    } else if (byName.has(name)) {
      problems.push(
        new BlueprintError(
          `duplicate subinstallation name ${JSON.stringify(name)} (also in ${byName.get(name).origin})`,
          sub.place,
          "DuplicateSubinstallation"
        )
      );
    } else byName.set(name, sub);
  }
  if (problems.length > 0) throw new BlueprintErrors(problems);
  const producers = (kind, key) => {
    const map = /* @__PURE__ */ new Map();
    for (const [name, sub] of byName)
      for (const e of exportNames(sub.template, kind, key)) map.set(e, [...map.get(e) ?? [], name]);
    return map;
  };
  const data = producers("data", "dataRef");
  const targets = producers("targets", "target");
  const dup = [...data, ...targets].filter(([, names2]) => names2.length > 1);
  if (dup.length > 0) {
    throw new BlueprintError(
      `the following exports are exported by multiple nested installations: ${dup.map(([e, names2]) => `'${e}' is exported by [${[...names2].sort().join(", ")}]`).join("; ")}`,
      (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, ["subinstallations"]),
      "DuplicateExport"
    );
  }
  const edges = (name) => {
    const refs = importRefs(byName.get(name).template);
    const preds = /* @__PURE__ */ new Set();
    for (const r of refs.data) for (const p of data.get(r) ?? []) if (p !== name) preds.add(p);
    for (const r of refs.targets) for (const p of targets.get(r) ?? []) if (p !== name) preds.add(p);
    return [...preds];
  };
  const names = [...byName.keys()];
  const cycle = findCycle(names, edges);
  if (cycle) {
    throw new BlueprintError(
      `the subinstallations have a cycle: ${cycle.join(" -{depends_on}-> ")}`,
      byName.get(cycle[0]).place,
      "SubinstallationCycle"
    );
  }
  return dependencyOrder(names, edges).map((n) => byName.get(n));
}
var INLINE_ORIGIN = "<inline>";
function inlinePlacer(parsed, text, fsPath) {
  return (place) => {
    const rel = (place.file ?? "").slice(INLINE_ORIGIN.length + 1);
    const at = rel === "" ? fsPath : [...fsPath, ...rel.split("/")];
    return { file: parsed.file, ...(0, import_chunk_V45YXJAE.positionInBlock)(parsed, text, at, place.line, place.column) };
  };
}
var isInline = (place) => place.file === INLINE_ORIGIN || (place.file?.startsWith(`${INLINE_ORIGIN}/`) ?? false);
function relocate(err, placer) {
  if (err instanceof BlueprintErrors) {
    return new BlueprintErrors(err.errors.map((e) => relocate(e, placer)));
  }
  if (err instanceof BlueprintError && isInline(err.place)) {
    return new BlueprintError(err.message, placer(err.place), err.reason);
  }
  return err;
}
async function simulate(inst, parentPath, available, ctx) {
  const path2 = parentPath === void 0 ? inst.name : `${parentPath}/${inst.name}`;
  try {
    const result = await simulateInstallation(inst, path2, available, ctx);
    if (inst.inlinePlace) relocateWarnings(result.rendered, inst.inlinePlace);
    return result;
  } catch (err) {
    const failure = err instanceof InstallationFailure ? err : new InstallationFailure(path2, err);
    if (!inst.inlinePlace) throw failure;
    throw new InstallationFailure(failure.path, relocate(failure.failure, inst.inlinePlace));
  }
}
function targetNamespaceNotes(specs, items, namespace, imports2, definitions) {
  const same = /* @__PURE__ */ new Set([namespace]);
  for (const [name, def] of definitions) {
    if (def.type === "data") continue;
    const value = imports2[name];
    const targets = Array.isArray(value) ? value : (0, import_chunk_HGK6EB5H.isGoMap)(value) && def.type === "targetMap" ? Object.values(value) : [value];
    for (const t of targets)
      if ((0, import_chunk_HGK6EB5H.isGoMap)(t) && (0, import_chunk_HGK6EB5H.isGoMap)(t.metadata) && typeof t.metadata.namespace === "string")
        same.add(t.metadata.namespace);
  }
  return items.flatMap((item) => {
    const spec = specs.find((s) => s.name === item.name);
    const used = item.document.spec?.target;
    if (!(0, import_chunk_HGK6EB5H.isGoMap)(used)) return [];
    const where2 = `deploy execution ${JSON.stringify(spec.execution)}: deploy item ${JSON.stringify(item.name)}`;
    const shown = typeof used.namespace === "string" ? used.namespace : "";
    return targetNamespaceWarnings(spec.spec, /* @__PURE__ */ new Set([shown, ...same]), shown, where2, spec.place);
  });
}
function relocateWarnings(tree, placer) {
  tree.warnings = tree.warnings.map((w) => relocate(w, placer));
  for (const child of tree.children) relocateWarnings(child, placer);
}
var InstallationFailure = class extends Error {
  constructor(path2, failure) {
    super(failure.message);
    this.path = path2;
    this.failure = failure;
  }
  path;
  failure;
};
async function simulateInstallation(inst, path2, available, ctx) {
  const { blueprint } = inst;
  const schemas = schemaContext(blueprint, ctx.components, inst.component);
  const isRoot = inst.document === void 0;
  const valuePlace = isRoot ? ctx.rootValuePlace : () => void 0;
  const constructed = constructImports(
    blueprint,
    available,
    schemas,
    valuePlace,
    isRoot ? ctx.rootInjected : void 0
  );
  const execCtx = {
    blueprint,
    ...ctx.budget ? { budget: ctx.budget } : {},
    descriptors: ctx.components?.descriptors ?? [],
    ...inst.component ? { cd: inst.component.descriptor } : ctx.components?.cd ? { cd: ctx.components.cd } : {},
    ...ctx.secrets ? { secrets: ctx.secrets } : {}
  };
  const baseValues = () => {
    const values = {
      cd: execCtx.cd ?? null,
      components: ctx.components?.components ?? null,
      imports: { ...imports2 },
      blueprint: inst.blueprintDef,
      blueprintDef: inst.blueprintDef
    };
    if (inst.componentDescriptorDef) values.componentDescriptorDef = inst.componentDescriptorDef;
    return values;
  };
  let imports2 = { ...constructed.imports };
  for (const exec of blueprint.importExecutions) {
    const out = runExecution("import", exec, baseValues(), execCtx);
    if ((0, import_chunk_HGK6EB5H.isGoMap)(out.bindings)) imports2 = { ...imports2, ...out.bindings };
    const errors = Array.isArray(out.errors) ? out.errors : [];
    if (errors.length > 0) {
      const place = (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, exec.at);
      throw new BlueprintErrors(
        errors.map(
          (e) => new BlueprintError(
            `import execution ${JSON.stringify(exec.name)}: ${typeof e === "string" ? e : JSON.stringify(e)}`,
            place,
            "ImportExecutionError"
          )
        )
      );
    }
  }
  const stored = ctx.state[path2] ?? {};
  const deployState = new Map(Object.entries(stored).filter(([k]) => k.startsWith("deploy")));
  const specs = [];
  const ignoredKeys = [];
  for (const exec of blueprint.deployExecutions) {
    const out = runExecution("deploy", exec, baseValues(), execCtx, deployState);
    const place = (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, exec.at);
    for (const item of outputList(
      out,
      "deployItems",
      `deploy execution ${JSON.stringify(exec.name)}`,
      place
    )) {
      const name = typeof item.name === "string" ? item.name : "";
      specs.push({ name, spec: item, execution: exec.name, place });
      const where2 = `deploy execution ${JSON.stringify(exec.name)}: deploy item ${JSON.stringify(name)}`;
      ignoredKeys.push(...deployItemWarnings(item, where2, place));
    }
  }
  const deployItems = renderDeployItems(specs, imports2, constructed.definitions, inst.namespace);
  ignoredKeys.push(
    ...targetNamespaceNotes(specs, deployItems, inst.namespace, imports2, constructed.definitions)
  );
  const subState = new Map(deployState);
  const templates = [
    ...readSubinstallations(blueprint),
    ...templatedSubinstallations(blueprint, baseValues, execCtx, subState)
  ];
  const ordered = orderSubinstallations(templates, blueprint);
  const scope = { data: {}, targets: {} };
  for (const [name, def] of constructed.definitions) {
    if (!(name in constructed.imports)) continue;
    const value = constructed.imports[name];
    (def.type === "data" ? scope.data : scope.targets)[name] = value;
    if (def.type === "targetList" && Array.isArray(value))
      value.forEach((t, i) => {
        scope.targets[`${name}[${i}]`] = t;
      });
    if (def.type === "targetMap" && (0, import_chunk_HGK6EB5H.isGoMap)(value))
      for (const [key, t] of Object.entries(value)) scope.targets[`${name}[${key}]`] = t;
  }
  const children = [];
  for (const sub of ordered) {
    const child = nested2(inst, await resolveSubinstallation(sub, inst, ctx.components), sub);
    const childImports = mapImports(sub, scope, path2);
    const result = await simulate(child, path2, childImports, ctx);
    children.push(result.rendered);
    Object.assign(scope.data, result.installationExports.data);
    Object.assign(scope.targets, result.installationExports.targets);
  }
  const deployitems = {};
  for (const item of deployItems) {
    const reported = ctx.deployerExports[`${path2}/${item.name}`] ?? ctx.deployerExports[item.name];
    if (reported !== void 0) deployitems[item.name] = reported;
  }
  const exported = {};
  const exportState = new Map(Object.entries(stored).filter(([k]) => k.startsWith("export")));
  for (const exec of blueprint.exportExecutions) {
    const exportValues = { deployitems, dataobjects: scope.data, targets: scope.targets };
    const values = { ...baseValues(), values: exportValues, ...exportValues };
    const out = runExecution("export", exec, values, execCtx, exportState);
    if (out.exports === void 0 || out.exports === null) continue;
    if (!(0, import_chunk_HGK6EB5H.isGoMap)(out.exports)) {
      throw new BlueprintError(
        `export execution ${JSON.stringify(exec.name)}: exports must be a mapping`,
        (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, exec.at)
      );
    }
    mergeMaps(exported, out.exports);
  }
  const exports22 = blueprintExports(blueprint, exported, scope, inst.namespace, schemas);
  const state = {};
  for (const [k, v] of [...deployState, ...subState, ...exportState]) state[k] = v;
  return {
    rendered: {
      path: path2,
      namespace: inst.namespace,
      ...inst.document ? { document: inst.document } : {},
      deployItems,
      deployState: state,
      exports: exports22,
      children,
      warnings: [...blueprint.warnings, ...ignoredKeys, ...ordered.flatMap((sub) => sub.warnings ?? [])]
    },
    installationExports: installationExports(inst, exports22)
  };
}
function nested2(parent, child, sub) {
  return { ...child, lineage: nestedLineage(parent, child, sub.place) };
}
function templatedSubinstallations(blueprint, baseValues, execCtx, state) {
  const out = [];
  for (const exec of blueprint.subinstallationExecutions) {
    const result = runExecution("subinstallation", exec, baseValues(), execCtx, state);
    const place = (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, exec.at);
    const origin = `subinstallation execution ${JSON.stringify(exec.name)}`;
    for (const [i, template] of outputList(result, "subinstallations", origin, place).entries()) {
      const warnings = templateWarnings(template, `${origin}: subinstallations[${i}]`, place);
      out.push({ template, place, origin, warnings });
    }
  }
  return out;
}
function outputList(out, key, named, place) {
  const list = out[key];
  if (list === void 0 || list === null) return [];
  if (!Array.isArray(list)) throw new BlueprintError(`${named}: ${key} must be a list`, place);
  return list.map((entry, i) => {
    if (!(0, import_chunk_HGK6EB5H.isGoMap)(entry)) throw new BlueprintError(`${named}: ${key}[${i}] must be a mapping`, place);
    return entry;
  });
}
function mergeMaps(a, b) {
  for (const [k, v] of Object.entries(b)) {
    const existing = (0, import_chunk_AUPPCWXN.getOwn)(a, k);
    if ((0, import_chunk_HGK6EB5H.isGoMap)(v) && existing !== void 0 && (0, import_chunk_HGK6EB5H.isGoMap)(existing)) {
      const merged = { ...existing };
      mergeMaps(merged, v);
      (0, import_chunk_AUPPCWXN.setOwn)(a, k, merged);
    } else (0, import_chunk_AUPPCWXN.setOwn)(a, k, v);
  }
}
function mapImports(sub, scope, parentPath) {
  const childPath = `${parentPath}/${String(sub.template.name)}`;
  const fail = (message) => new BlueprintError(`${message} for installation ${childPath}`, sub.place, "ImportNotInScope");
  const out = {};
  const imports2 = (0, import_chunk_HGK6EB5H.isGoMap)(sub.template.imports) ? sub.template.imports : {};
  for (const imp of Array.isArray(imports2.data) ? imports2.data : []) {
    if (!(0, import_chunk_HGK6EB5H.isGoMap)(imp)) continue;
    const name = String(imp.name ?? "");
    if (imp.configMapRef !== void 0 || imp.secretRef !== void 0) {
      throw fail(
        `data import ${name} reads a ConfigMap or Secret of the cluster, which an offline render cannot see,`
      );
    }
    const ref = String(imp.dataRef ?? "");
    if (!(ref in scope.data)) throw fail(`unable to find data import ${ref}`);
    out[name] = scope.data[ref];
  }
  for (const imp of Array.isArray(imports2.targets) ? imports2.targets : []) {
    if (!(0, import_chunk_HGK6EB5H.isGoMap)(imp)) continue;
    const name = String(imp.name ?? "");
    const lookup = (t, what) => {
      const key = String(t);
      if (!(key in scope.targets)) throw fail(`unable to find ${what} ${key}`);
      return scope.targets[key];
    };
    if (typeof imp.target === "string" && imp.target !== "") out[name] = lookup(imp.target, "target import");
    else if (Array.isArray(imp.targets)) out[name] = imp.targets.map((t) => lookup(t, "target list import"));
    else if (typeof imp.targetListRef === "string" && imp.targetListRef !== "") {
      out[name] = lookup(imp.targetListRef, "target list reference import");
    } else if ((0, import_chunk_HGK6EB5H.isGoMap)(imp.targetMap)) {
      const map = {};
      for (const [k, t] of Object.entries(imp.targetMap)) (0, import_chunk_AUPPCWXN.setOwn)(map, k, lookup(t, "target map import"));
      out[name] = map;
    } else if (typeof imp.targetMapRef === "string" && imp.targetMapRef !== "") {
      out[name] = lookup(imp.targetMapRef, "target map reference import");
    } else {
      throw fail(
        `either target, targets, targetListRef, targetMap or targetMapRef must be specified for import ${name}`
      );
    }
  }
  const mappings = (0, import_chunk_HGK6EB5H.isGoMap)(sub.template.importDataMappings) ? sub.template.importDataMappings : {};
  for (const [name, mapping] of Object.entries(mappings))
    out[name] = literalMapping(mapping, name, sub.place);
  return out;
}
function literalMapping(mapping, name, place) {
  if (JSON.stringify(mapping ?? null).includes("((")) {
    throw new BlueprintError(
      `data mapping ${JSON.stringify(name)}: Spiff templates are not supported yet`,
      place,
      "SpiffUnsupported"
    );
  }
  return mapping;
}
function blueprintExports(blueprint, exported, scope, namespace, schemas) {
  const out = {};
  const problems = [];
  for (const def of blueprint.exports) {
    const place = (0, import_chunk_7MSCCZZR.placeOf)(blueprint.parsed, def.at);
    if (def.name in exported) {
      const value = exported[def.name];
      if (def.type === "data") {
        for (const p of validateAgainstSchema(def.schema, value, schemas)) {
          const at = p.path !== "" ? ` at ${p.path}` : "";
          problems.push(
            new BlueprintError(
              `export ${JSON.stringify(def.name)}: exported value${at} ${p.message}`,
              place,
              "ExportSchemaInvalid"
            )
          );
        }
        out[def.name] = value;
      } else {
        const problem = targetSpecProblem(def, value);
        if (problem) problems.push(new BlueprintError(problem, place, "ExportTargetInvalid"));
        else out[def.name] = targetObject(def.name, namespace, value);
      }
    } else if (def.name in (def.type === "data" ? scope.data : scope.targets)) {
      out[def.name] = (def.type === "data" ? scope.data : scope.targets)[def.name];
    } else {
      problems.push(
        new BlueprintError(
          `export ${JSON.stringify(def.name)} of type ${def.type} has no value: no export execution or subinstallation exports it`,
          place,
          "MissingExport"
        )
      );
    }
  }
  if (problems.length > 0) throw new BlueprintErrors(problems);
  return out;
}
function targetSpecProblem(def, value) {
  const named = `export ${JSON.stringify(def.name)}`;
  if (!(0, import_chunk_HGK6EB5H.isGoMap)(value)) return `${named}: a target export must be a mapping with type and config`;
  if (typeof value.type !== "string") return `${named}: the target has no type`;
  if (value.type !== def.targetType)
    return `${named}: target type is ${value.type} but expected ${def.targetType}`;
  if (value.config === void 0 && value.secretRef === void 0)
    return `${named}: the target has no config`;
  return void 0;
}
function targetObject(name, namespace, spec) {
  const metadata = { name };
  if (namespace !== "") metadata.namespace = namespace;
  return { apiVersion: LANDSCAPER_API, kind: "Target", metadata, spec };
}
function installationExports(inst, exports22) {
  const scope = { data: {}, targets: {} };
  const spec = inst.exportsSpec;
  for (const e of Array.isArray(spec.data) ? spec.data : []) {
    if ((0, import_chunk_HGK6EB5H.isGoMap)(e) && typeof e.name === "string" && typeof e.dataRef === "string" && e.name in exports22) {
      scope.data[e.dataRef] = exports22[e.name];
    }
  }
  for (const e of Array.isArray(spec.targets) ? spec.targets : []) {
    if ((0, import_chunk_HGK6EB5H.isGoMap)(e) && typeof e.name === "string" && typeof e.target === "string" && e.name in exports22) {
      const t = exports22[e.name];
      scope.targets[e.target] = (0, import_chunk_HGK6EB5H.isGoMap)(t) && (0, import_chunk_HGK6EB5H.isGoMap)(t.metadata) ? { ...t, metadata: { ...t.metadata, name: e.target } } : t;
    }
  }
  return scope;
}
function schemaContext(blueprint, components, from) {
  return {
    localTypes: blueprint.localTypes,
    readBlueprintFile: (p) => blueprint.fs.read(p),
    readComponentResource: (uri) => {
      if (!components) throw new Error(`cannot resolve ${uri}: the source names no componentDescriptor`);
      return components.resourceText(uri, from);
    }
  };
}
async function resolveSubinstallation(sub, parent, components) {
  const t = sub.template;
  const name = String(t.name);
  const def = (0, import_chunk_HGK6EB5H.isGoMap)(t.blueprint) ? t.blueprint : {};
  let blueprint;
  let component = parent.component;
  let blueprintDef;
  let componentDescriptorDef = parent.componentDescriptorDef;
  let inlinePlace;
  try {
    if (typeof def.ref === "string" && def.ref !== "") {
      if (!components) throw new Error("no component descriptor defined to resolve the blueprint ref");
      const found = await components.blueprint(def.ref, parent.component);
      blueprint = readBlueprint(found.fs, sub.origin);
      component = found.component;
      const resourceName = def.ref.split("/").pop() ?? "";
      blueprintDef = { ref: { resourceName } };
      componentDescriptorDef = { ref: { componentName: component.name, version: component.version } };
    } else if (def.filesystem !== void 0) {
      const { source } = sub;
      inlinePlace = source ? inlinePlacer(source.parsed, source.text, [...source.at, "blueprint", "filesystem"]) : () => sub.place;
      try {
        blueprint = readBlueprint(
          inlineFilesystem(def.filesystem, `${sub.origin}: blueprint.filesystem`),
          sub.origin
        );
      } catch (err) {
        throw relocate(err, inlinePlace);
      }
      blueprintDef = { inline: { filesystem: def.filesystem } };
    } else {
      throw new Error("no blueprint defined: set blueprint.ref or blueprint.filesystem");
    }
  } catch (err) {
    if (err instanceof BlueprintError || err instanceof BlueprintErrors) throw err;
    throw new BlueprintError(
      `unable to resolve blueprint for subinstallation ${JSON.stringify(name)}: ${err.message}`,
      sub.place,
      "BlueprintNotFound"
    );
  }
  const importsSpec = (0, import_chunk_HGK6EB5H.isGoMap)(t.imports) ? t.imports : {};
  const exportsSpec = (0, import_chunk_HGK6EB5H.isGoMap)(t.exports) ? t.exports : {};
  const spec = { blueprint: blueprintDef, imports: importsSpec, exports: exportsSpec };
  if (componentDescriptorDef) spec.componentDescriptor = componentDescriptorDef;
  if (t.importDataMappings !== void 0) spec.importDataMappings = t.importDataMappings;
  if (t.exportDataMappings !== void 0) spec.exportDataMappings = t.exportDataMappings;
  const metadata = { name };
  if (parent.namespace !== "") metadata.namespace = parent.namespace;
  return {
    name,
    namespace: parent.namespace,
    blueprint,
    ...component ? { component } : {},
    blueprintDef,
    ...componentDescriptorDef ? { componentDescriptorDef } : {},
    importsSpec,
    exportsSpec,
    document: jsonValue({ apiVersion: LANDSCAPER_API, kind: "Installation", metadata, spec }),
    ...inlinePlace ? { inlinePlace } : {}
  };
}
function inlineFilesystem(value, origin) {
  const files = /* @__PURE__ */ new Map();
  const walk = (v, prefix) => {
    if (!(0, import_chunk_HGK6EB5H.isGoMap)(v)) throw new Error(`${origin} must be a mapping of file names to contents`);
    for (const [name, content] of Object.entries(v)) {
      const p = prefix === "" ? name : `${prefix}/${name}`;
      if (typeof content === "string") files.set(p, Buffer.from(content));
      else if (name.endsWith(".yaml") || name.endsWith(".yml"))
        files.set(p, Buffer.from(JSON.stringify(content)));
      else walk(content, p);
    }
  };
  walk(value, "");
  return new import_chunk_HGK6EB5H.MemoryBlueprintFs(INLINE_ORIGIN, files);
}
var KUBERNETES_MANIFEST = "landscaper.gardener.cloud/kubernetes-manifest";
var ROOT_NAME = "root";
var ROOT_NAMESPACE = "default";
var blueprintRenderer = {
  async open(source, ctx) {
    const diag = (err) => ({
      objects: [],
      artifacts: [],
      diagnostics: toDiagnostics(err, source.name, ROOT_NAME)
    });
    let root;
    try {
      root = await openRoot(source, ctx);
    } catch (err) {
      const render = diag(err);
      return { render: async () => render };
    }
    return {
      async render(environment) {
        const secrets = [];
        try {
          return await renderEnvironment(source, ctx, root, environment, secrets);
        } catch (err) {
          const warnings = warningDiagnostics(
            source.name,
            rootWarnings(root).map((warning) => ({ component: ROOT_NAME, warning }))
          );
          if (err instanceof InstallationFailure) {
            return {
              objects: [],
              artifacts: [],
              diagnostics: [...toDiagnostics(err.failure, source.name, err.path), ...warnings],
              secrets
            };
          }
          const failed = diag(err);
          return { ...failed, diagnostics: [...failed.diagnostics, ...warnings], secrets };
        }
      }
    };
  }
};
var shownPath = (ctx, abs) => import_node_path.default.relative(ctx.root, abs) || ".";
async function openRoot(source, ctx) {
  const components = await openComponents(source, ctx);
  const isDir = (await (0, import_promises.stat)(source.absPath)).isDirectory();
  const shown = shownPath(ctx, source.absPath);
  const cdRef = components?.cd ? {
    componentName: String(components.cd.component.name),
    version: String(components.cd.component.version)
  } : { componentName: "my-example-component", version: "v0.0.0" };
  if (isDir) {
    const blueprint = readBlueprint(
      new import_chunk_HGK6EB5H.DirectoryBlueprintFs(shown, ctx.boundary, source.absPath),
      source.name
    );
    return {
      ...components ? { components } : {},
      installation: {
        name: ROOT_NAME,
        namespace: ROOT_NAMESPACE,
        blueprint,
        ...components?.cd ? { component: rootComponent(components) } : {},
        blueprintDef: { ref: { resourceName: "example-blueprint" } },
        componentDescriptorDef: { ref: cdRef },
        importsSpec: {},
        exportsSpec: {}
      }
    };
  }
  return installationRoot(source, ctx, shown, components, cdRef);
}
function rootComponent(components) {
  const c = components.cd;
  const meta = c.component;
  return { name: String(meta.name), version: String(meta.version), descriptor: c };
}
async function openComponents(source, ctx, inline) {
  if (!source.componentDescriptor && !inline) return void 0;
  try {
    return await (0, import_chunk_HGK6EB5H.openComponentRepository)({
      boundary: ctx.boundary,
      ...source.componentDescriptor ? { descriptorPath: import_node_path.default.resolve(ctx.root, source.componentDescriptor) } : {},
      ...inline ? { inlineDescriptor: inline.descriptor } : {},
      displayRoot: ctx.root
    });
  } catch (err) {
    throw new BlueprintError(
      err.message,
      { file: inline?.file ?? source.componentDescriptor },
      "ComponentDescriptorInvalid"
    );
  }
}
async function installationRoot(source, ctx, shown, components, cdRef) {
  const text = await ctx.boundary.readText(source.absPath, shown);
  const parsed = parseYaml(shown, text, source.name);
  const doc = jsonValue(parsed.value);
  if (!(0, import_chunk_HGK6EB5H.isGoMap)(doc) || doc.kind !== "Installation") {
    throw new BlueprintError(
      `${shown} is neither a blueprint directory nor an Installation (kind: Installation)`,
      (0, import_chunk_7MSCCZZR.placeOf)(parsed, ["kind"]),
      "NotAnInstallation"
    );
  }
  const meta = (0, import_chunk_HGK6EB5H.isGoMap)(doc.metadata) ? doc.metadata : {};
  const spec = (0, import_chunk_HGK6EB5H.isGoMap)(doc.spec) ? doc.spec : {};
  const def = (0, import_chunk_HGK6EB5H.isGoMap)(spec.blueprint) ? spec.blueprint : {};
  const at = (p) => (0, import_chunk_7MSCCZZR.placeOf)(parsed, p);
  let installation;
  const base = {
    name: typeof meta.name === "string" ? meta.name : ROOT_NAME,
    namespace: typeof meta.namespace === "string" ? meta.namespace : ROOT_NAMESPACE,
    blueprintDef: def,
    componentDescriptorDef: (0, import_chunk_HGK6EB5H.isGoMap)(spec.componentDescriptor) ? spec.componentDescriptor : { ref: cdRef },
    importsSpec: (0, import_chunk_HGK6EB5H.isGoMap)(spec.imports) ? spec.imports : {},
    exportsSpec: (0, import_chunk_HGK6EB5H.isGoMap)(spec.exports) ? spec.exports : {}
  };
  if ((0, import_chunk_HGK6EB5H.isGoMap)(def.inline) && def.inline.filesystem !== void 0) {
    const fs = inlineFilesystem(def.inline.filesystem, `${shown}: spec.blueprint.inline.filesystem`);
    const inlinePlace = inlinePlacer(parsed, text, ["spec", "blueprint", "inline", "filesystem"]);
    let blueprint;
    try {
      blueprint = readBlueprint(fs, source.name);
    } catch (err) {
      throw relocate(err, inlinePlace);
    }
    installation = {
      ...base,
      blueprint,
      inlinePlace,
      ...components?.cd ? { component: rootComponent(components) } : {}
    };
  } else if ((0, import_chunk_HGK6EB5H.isGoMap)(def.ref) && typeof def.ref.resourceName === "string") {
    if (!components)
      throw new BlueprintError(
        "spec.blueprint.ref needs the source's componentDescriptor",
        at(["spec", "blueprint", "ref"]),
        "BlueprintNotFound"
      );
    try {
      const found = await components.blueprintByResourceName(def.ref.resourceName);
      installation = { ...base, blueprint: readBlueprint(found.fs, source.name), component: found.component };
    } catch (err) {
      if (err instanceof BlueprintError || err instanceof BlueprintErrors) throw err;
      throw new BlueprintError(err.message, at(["spec", "blueprint", "ref"]), "BlueprintNotFound");
    }
  } else {
    throw new BlueprintError(
      "spec.blueprint needs ref.resourceName or inline.filesystem",
      at(["spec", "blueprint"]),
      "BlueprintNotFound"
    );
  }
  const importNames = /* @__PURE__ */ new Map();
  const imports2 = base.importsSpec;
  for (const e of Array.isArray(imports2.data) ? imports2.data : []) {
    if ((0, import_chunk_HGK6EB5H.isGoMap)(e) && typeof e.name === "string" && typeof e.dataRef === "string")
      importNames.set(e.dataRef, e.name);
  }
  for (const e of Array.isArray(imports2.targets) ? imports2.targets : []) {
    if ((0, import_chunk_HGK6EB5H.isGoMap)(e) && typeof e.name === "string" && typeof e.target === "string")
      importNames.set(e.target, e.name);
  }
  return {
    installation,
    ...components ? { components } : {},
    importNames,
    componentFromInstallation: (0, import_chunk_HGK6EB5H.isGoMap)(def.ref),
    warnings: unknownKeyWarnings(parsed, "installation")
  };
}
async function readInput(ctx, written, environment, what) {
  const rel = (0, import_chunk_GBPQ6C2Q.expandEnv)(written, environment);
  const abs = import_node_path.default.resolve(ctx.root, rel);
  let text;
  try {
    text = await ctx.boundary.readText(abs, rel);
  } catch (err) {
    const code = err.code;
    throw new BlueprintError(
      code === "ENOENT" ? `${what} ${rel} does not exist` : err.message,
      { file: rel },
      "MissingFile"
    );
  }
  const parsed = parseYaml(rel, text, "blueprint");
  let value;
  try {
    value = jsonValue((0, import_chunk_HGK6EB5H.fromYaml)(text));
  } catch (err) {
    throw new BlueprintError(
      `unable to parse ${what} ${rel}: ${err.message}`,
      { file: rel },
      "YamlSyntax"
    );
  }
  if (value !== null && !(0, import_chunk_HGK6EB5H.isGoMap)(value))
    throw new BlueprintError(`${what} ${rel} must be a mapping`, { file: rel, line: 1, column: 1 });
  return { parsed, value: value ?? {} };
}
async function renderEnvironment(source, ctx, root, environment, secrets) {
  let values = {};
  let valuesParsed;
  if (source.values) {
    const read = await readInput(ctx, source.values, environment.name, "values file");
    values = read.value;
    valuesParsed = read.parsed;
  }
  const deployerExports = source.exports ? (await readInput(ctx, source.exports, environment.name, "exports file")).value : {};
  const given = (0, import_chunk_HGK6EB5H.isGoMap)(values.imports) ? values.imports : {};
  const available = {};
  for (const [k, v] of Object.entries(given)) available[root.importNames?.get(k) ?? k] = v;
  const inverse = new Map([...root.importNames ?? []].map(([scope, name]) => [name, scope]));
  const injected = injectedValues(source.injectedImports, root.installation.blueprint.imports);
  Object.assign(available, injected);
  const state = readState(values.state, root.installation.name);
  let { components, installation } = root;
  if ((0, import_chunk_HGK6EB5H.isGoMap)(values.cd) && source.values) {
    const file = (0, import_chunk_GBPQ6C2Q.expandEnv)(source.values, environment.name);
    components = await openComponents(source, ctx, { descriptor: values.cd, file });
    if (components?.cd && !root.componentFromInstallation) {
      const component = rootComponent(components);
      installation = { ...installation, component };
      if (root.importNames === void 0) {
        const ref = { componentName: component.name, version: component.version };
        installation.componentDescriptorDef = { ref };
      }
    }
  }
  const result = await simulate(installation, void 0, available, {
    ...ctx.budget ? { budget: ctx.budget } : {},
    ...components ? { components } : {},
    deployerExports,
    state,
    secrets,
    rootValuePlace: (name, p) => {
      if (name in injected) return source.injectedImports?.place?.(name);
      return valuesParsed ? (0, import_chunk_7MSCCZZR.placeOf)(valuesParsed, ["imports", inverse.get(name) ?? name, ...p]) : void 0;
    },
    ...source.injectedImports ? {
      rootInjected: {
        names: new Set(Object.keys(injected)),
        coerceStrings: source.injectedImports.coerceStrings === true,
        ...source.injectedImports.noun ? { noun: source.injectedImports.noun } : {}
      }
    } : {}
  });
  const valuesWarnings = valuesParsed ? valuesFileWarnings(valuesParsed, root) : [];
  return output(source.name, result.rendered, secrets, [...root.warnings ?? [], ...valuesWarnings]);
}
function valuesFileWarnings(parsed, root) {
  const names = new Set(root.importNames?.keys());
  const walk = (defs) => {
    for (const def of defs) {
      names.add(def.name);
      walk(def.imports);
    }
  };
  walk(root.installation.blueprint.imports);
  return [...unknownKeyWarnings(parsed, "values"), ...undeclaredImportWarnings(parsed, names)];
}
function rootWarnings(root) {
  const { blueprint, inlinePlace } = root.installation;
  const own = inlinePlace ? blueprint.warnings.map((w) => relocate(w, inlinePlace)) : blueprint.warnings;
  return [...root.warnings ?? [], ...own];
}
function warningDiagnostics(source, warnings) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const { component, warning: w } of warnings) {
    const id = `${w.place.file}:${w.place.line}:${w.place.column}:${w.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ ...w.toDiagnostic(source, component), severity: "warning" });
  }
  return out;
}
function injectedValues(injected, defs) {
  const out = {};
  if (!injected) return out;
  const walk = (list) => {
    for (const def of list) {
      if (def.type === "data" && Object.hasOwn(injected.values, def.name))
        out[def.name] = jsonValue(injected.values[def.name]);
      walk(def.imports);
    }
  };
  walk(defs);
  return out;
}
function readState(raw, rootName) {
  const out = {};
  if (!(0, import_chunk_HGK6EB5H.isGoMap)(raw)) return out;
  for (const [k, v] of Object.entries(raw)) {
    if (k.includes("/") || k === rootName) {
      if ((0, import_chunk_HGK6EB5H.isGoMap)(v)) out[k] = { ...out[k] ?? {}, ...v };
    } else out[rootName] = { ...out[rootName] ?? {}, [k]: v };
  }
  return out;
}
function output(source, tree, evaluated, rootFileWarnings) {
  const render = { objects: [], artifacts: [], diagnostics: [], secrets: [] };
  const warnings = rootFileWarnings.map((warning) => ({
    component: tree.path,
    warning
  }));
  const walk = (inst) => {
    for (const warning of inst.warnings) warnings.push({ component: inst.path, warning });
    const artifact = (name, value) => ({
      source,
      component: inst.path,
      name: `${inst.path}/${name}`,
      mediaType: "application/yaml",
      content: (0, import_chunk_HGK6EB5H.marshalYaml)(value)
    });
    if (inst.document) render.artifacts.push(artifact("installation", inst.document));
    for (const item of inst.deployItems) {
      render.artifacts.push(artifact(`deployitems/${item.name}`, item.document));
      render.objects.push(...deployItemObjects(source, inst, item.name, item.type, item.document));
    }
    if (Object.keys(inst.deployState).length > 0)
      render.artifacts.push(artifact("state", { state: inst.deployState }));
    render.artifacts.push(artifact("exports", inst.exports));
    for (const child of inst.children) walk(child);
  };
  walk(tree);
  render.diagnostics.push(...warningDiagnostics(source, warnings));
  render.secrets = [...evaluated, ...(0, import_chunk_WUBCKF5M.collectSecrets)(render.objects.map((o) => o.object))];
  return render;
}
function deployItemObjects(source, inst, name, type, document) {
  const installationPath = inst.path;
  const component = `${installationPath}/${name}`;
  const nested3 = installationPath.split("/").slice(1);
  const object = structuredClone(document);
  object.metadata.name = [...nested3, name].join("-");
  const objects = [{ source, component, object, defaultNamespace: inst.namespace }];
  if (type !== KUBERNETES_MANIFEST) return objects;
  const config = (0, import_chunk_HGK6EB5H.isGoMap)(document.spec) && (0, import_chunk_HGK6EB5H.isGoMap)(document.spec.config) ? document.spec.config : {};
  for (const entry of Array.isArray(config.manifests) ? config.manifests : []) {
    const wrapped = (0, import_chunk_HGK6EB5H.isGoMap)(entry) && (0, import_chunk_HGK6EB5H.isGoMap)(entry.manifest);
    if (wrapped && entry.policy === "ignore") continue;
    const manifest = wrapped ? entry.manifest : entry;
    if ((0, import_chunk_HGK6EB5H.isGoMap)(manifest) && typeof manifest.apiVersion === "string" && typeof manifest.kind === "string" && (0, import_chunk_HGK6EB5H.isGoMap)(manifest.metadata)) {
      objects.push({ source, component, object: structuredClone(manifest) });
    }
  }
  return objects;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  blueprintRenderer
});

},
})
