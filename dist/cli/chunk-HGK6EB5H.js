({
"chunk-HGK6EB5H.js": function (exports, require, module, __filename, __dirname) {
// node_modules/events-universal/default.js
// node_modules/fast-fifo/fixed-size.js
// node_modules/fast-fifo/index.js
// node_modules/b4a/index.js
// node_modules/text-decoder/lib/pass-through-decoder.js
// node_modules/text-decoder/lib/utf8-decoder.js
// node_modules/text-decoder/index.js
// node_modules/streamx/lib/errors.js
// node_modules/streamx/index.js
// node_modules/tar-stream/headers.js
// node_modules/tar-stream/extract.js
// node_modules/tar-stream/constants.js
// node_modules/tar-stream/pack.js
// node_modules/tar-stream/index.js
// src/template/gotemplate/value.ts
// src/render/blueprint/blob.ts
// src/render/blueprint/components.ts
// src/template/gotemplate/limits.ts
// src/render/blueprint/functions/yaml.ts
// src/template/gotemplate/fmt/strconv.ts
// src/template/gotemplate/fmt.ts
// src/template/gotemplate/watch.ts
// src/render/blueprint/functions/component.ts
// src/render/blueprint/functions/files.ts
// src/render/blueprint/functions/oci.ts
// src/render/blueprint/functions/offline.ts
// src/render/blueprint/functions/resource-key.ts
// src/render/blueprint/functions/index.ts
// src/template/gotemplate/lex.ts
// src/template/gotemplate/parse.ts
// src/template/gotemplate/builtins.ts
// src/template/gotemplate/exec.ts
// src/template/gotemplate/index.ts
// src/template/gotemplate/sprig/common.ts
// src/template/gotemplate/sprig/crypto.ts
// src/template/gotemplate/sprig/dates.ts
// src/template/gotemplate/sprig/defaults.ts
// src/template/gotemplate/sprig/dicts.ts
// src/template/gotemplate/sprig/encoding.ts
// src/template/gotemplate/sprig/flow.ts
// src/template/gotemplate/sprig/lists.ts
// src/template/gotemplate/sprig/math.ts
// src/template/gotemplate/sprig/network.ts
// src/template/gotemplate/sprig/paths.ts
// src/template/gotemplate/sprig/random.ts
// src/template/gotemplate/sprig/reflection.ts
// src/template/gotemplate/sprig/regex.ts
// src/template/gotemplate/sprig/semver.ts
// src/template/gotemplate/sprig/strings.ts
// src/template/gotemplate/sprig/urls.ts
// src/template/gotemplate/sprig/index.ts
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
  DirectoryBlueprintFs: () => DirectoryBlueprintFs,
  ExecMeter: () => ExecMeter,
  GoInt: () => GoInt,
  MemoryBlueprintFs: () => MemoryBlueprintFs,
  Template: () => Template,
  TemplateExecError: () => TemplateExecError,
  TemplateParseError: () => TemplateParseError,
  blueprintPath: () => blueprintPath,
  createSprigFuncs: () => createSprigFuncs,
  cryptoRandom: () => cryptoRandom,
  fromYaml: () => fromYaml,
  isGoMap: () => isGoMap,
  landscaperFuncs: () => landscaperFuncs,
  marshalYaml: () => marshalYaml,
  openComponentRepository: () => openComponentRepository,
  sprigFuncs: () => sprigFuncs
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_HACCH3QW = require("./chunk-HACCH3QW.js");
var import_chunk_IKCADKEA = require("./chunk-IKCADKEA.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_5WZGFZL6 = require("./chunk-5WZGFZL6.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_fs = require("node:fs");
var import_node_path = __toESM(require("node:path"));
var import_node_stream = require("node:stream");
var import_node_zlib = require("node:zlib");
var import_node_fs2 = require("node:fs");
var import_node_path2 = __toESM(require("node:path"));
var import_node_crypto = require("node:crypto");
var import_node_crypto2 = require("node:crypto");
var require_default = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/events-universal/default.js"(exports2, module2) {
    module2.exports = (0, import_chunk_75QCMCYK.__require)("events");
  }
});
var require_fixed_size = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/fast-fifo/fixed-size.js"(exports2, module2) {
    module2.exports = class FixedFIFO {
      constructor(hwm) {
        if (!(hwm > 0) || (hwm - 1 & hwm) !== 0) throw new Error("Max size for a FixedFIFO should be a power of two");
        this.buffer = new Array(hwm);
        this.mask = hwm - 1;
        this.top = 0;
        this.btm = 0;
        this.next = null;
      }
      clear() {
        this.top = this.btm = 0;
        this.next = null;
        this.buffer.fill(void 0);
      }
      push(data) {
        if (this.buffer[this.top] !== void 0) return false;
        this.buffer[this.top] = data;
        this.top = this.top + 1 & this.mask;
        return true;
      }
      shift() {
        const last2 = this.buffer[this.btm];
        if (last2 === void 0) return void 0;
        this.buffer[this.btm] = void 0;
        this.btm = this.btm + 1 & this.mask;
        return last2;
      }
      peek() {
        return this.buffer[this.btm];
      }
      isEmpty() {
        return this.buffer[this.btm] === void 0;
      }
    };
  }
});
var require_fast_fifo = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/fast-fifo/index.js"(exports2, module2) {
    var FixedFIFO = require_fixed_size();
    module2.exports = class FastFIFO {
      constructor(hwm) {
        this.hwm = hwm || 16;
        this.head = new FixedFIFO(this.hwm);
        this.tail = this.head;
        this.length = 0;
      }
      clear() {
        this.head = this.tail;
        this.head.clear();
        this.length = 0;
      }
      push(val) {
        this.length++;
        if (!this.head.push(val)) {
          const prev = this.head;
          this.head = prev.next = new FixedFIFO(2 * this.head.buffer.length);
          this.head.push(val);
        }
      }
      shift() {
        if (this.length !== 0) this.length--;
        const val = this.tail.shift();
        if (val === void 0 && this.tail.next) {
          const next = this.tail.next;
          this.tail.next = null;
          this.tail = next;
          return this.tail.shift();
        }
        return val;
      }
      peek() {
        const val = this.tail.peek();
        if (val === void 0 && this.tail.next) return this.tail.next.peek();
        return val;
      }
      isEmpty() {
        return this.length === 0;
      }
    };
  }
});
var require_b4a = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/b4a/index.js"(exports2, module2) {
    function isBuffer(value) {
      return Buffer.isBuffer(value) || value instanceof Uint8Array;
    }
    function isEncoding(encoding) {
      return Buffer.isEncoding(encoding);
    }
    function alloc(size, fill2, encoding) {
      return Buffer.alloc(size, fill2, encoding);
    }
    function allocUnsafe(size) {
      return Buffer.allocUnsafe(size);
    }
    function allocUnsafeSlow(size) {
      return Buffer.allocUnsafeSlow(size);
    }
    function byteLength(string, encoding) {
      return Buffer.byteLength(string, encoding);
    }
    function compare(a, b) {
      return Buffer.compare(a, b);
    }
    function concat2(buffers, totalLength) {
      return Buffer.concat(buffers, totalLength);
    }
    function copy2(source, target, targetStart, start, end) {
      return toBuffer(source).copy(target, targetStart, start, end);
    }
    function equals(a, b) {
      return toBuffer(a).equals(b);
    }
    function fill(buffer, value, offset, end, encoding) {
      return toBuffer(buffer).fill(value, offset, end, encoding);
    }
    function from(value, encodingOrOffset, length) {
      return Buffer.from(value, encodingOrOffset, length);
    }
    function includes(buffer, value, byteOffset, encoding) {
      return toBuffer(buffer).includes(value, byteOffset, encoding);
    }
    function indexOf(buffer, value, byfeOffset, encoding) {
      return toBuffer(buffer).indexOf(value, byfeOffset, encoding);
    }
    function lastIndexOf(buffer, value, byteOffset, encoding) {
      return toBuffer(buffer).lastIndexOf(value, byteOffset, encoding);
    }
    function swap16(buffer) {
      return toBuffer(buffer).swap16();
    }
    function swap32(buffer) {
      return toBuffer(buffer).swap32();
    }
    function swap64(buffer) {
      return toBuffer(buffer).swap64();
    }
    function toBuffer(buffer) {
      if (Buffer.isBuffer(buffer)) return buffer;
      return Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    }
    function toString(buffer, encoding, start, end) {
      return toBuffer(buffer).toString(encoding, start, end);
    }
    function toHex(buffer, start, end) {
      return toBuffer(buffer).toString("hex", start, end);
    }
    function write(buffer, string, offset, length, encoding) {
      return toBuffer(buffer).write(string, offset, length, encoding);
    }
    function readDoubleBE(buffer, offset) {
      return toBuffer(buffer).readDoubleBE(offset);
    }
    function readDoubleLE(buffer, offset) {
      return toBuffer(buffer).readDoubleLE(offset);
    }
    function readFloatBE(buffer, offset) {
      return toBuffer(buffer).readFloatBE(offset);
    }
    function readFloatLE(buffer, offset) {
      return toBuffer(buffer).readFloatLE(offset);
    }
    function readInt32BE(buffer, offset) {
      return toBuffer(buffer).readInt32BE(offset);
    }
    function readInt32LE(buffer, offset) {
      return toBuffer(buffer).readInt32LE(offset);
    }
    function readUInt32BE(buffer, offset) {
      return toBuffer(buffer).readUInt32BE(offset);
    }
    function readUInt32LE(buffer, offset) {
      return toBuffer(buffer).readUInt32LE(offset);
    }
    function writeDoubleBE(buffer, value, offset) {
      return toBuffer(buffer).writeDoubleBE(value, offset);
    }
    function writeDoubleLE(buffer, value, offset) {
      return toBuffer(buffer).writeDoubleLE(value, offset);
    }
    function writeFloatBE(buffer, value, offset) {
      return toBuffer(buffer).writeFloatBE(value, offset);
    }
    function writeFloatLE(buffer, value, offset) {
      return toBuffer(buffer).writeFloatLE(value, offset);
    }
    function writeInt32BE(buffer, value, offset) {
      return toBuffer(buffer).writeInt32BE(value, offset);
    }
    function writeInt32LE(buffer, value, offset) {
      return toBuffer(buffer).writeInt32LE(value, offset);
    }
    function writeUInt32BE(buffer, value, offset) {
      return toBuffer(buffer).writeUInt32BE(value, offset);
    }
    function writeUInt32LE(buffer, value, offset) {
      return toBuffer(buffer).writeUInt32LE(value, offset);
    }
    module2.exports = {
      isBuffer,
      isEncoding,
      alloc,
      allocUnsafe,
      allocUnsafeSlow,
      byteLength,
      compare,
      concat: concat2,
      copy: copy2,
      equals,
      fill,
      from,
      includes,
      indexOf,
      lastIndexOf,
      swap16,
      swap32,
      swap64,
      toBuffer,
      toString,
      toHex,
      write,
      readDoubleBE,
      readDoubleLE,
      readFloatBE,
      readFloatLE,
      readInt32BE,
      readInt32LE,
      readUInt32BE,
      readUInt32LE,
      writeDoubleBE,
      writeDoubleLE,
      writeFloatBE,
      writeFloatLE,
      writeInt32BE,
      writeInt32LE,
      writeUInt32BE,
      writeUInt32LE
    };
  }
});
var require_pass_through_decoder = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/text-decoder/lib/pass-through-decoder.js"(exports2, module2) {
    var b4a = require_b4a();
    module2.exports = class PassThroughDecoder {
      constructor(encoding) {
        this.encoding = encoding;
      }
      get remaining() {
        return 0;
      }
      decode(data) {
        return b4a.toString(data, this.encoding);
      }
      flush() {
        return "";
      }
    };
  }
});
var require_utf8_decoder = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/text-decoder/lib/utf8-decoder.js"(exports2, module2) {
    var b4a = require_b4a();
    module2.exports = class UTF8Decoder {
      constructor() {
        this._reset();
      }
      get remaining() {
        return this.bytesSeen;
      }
      decode(data) {
        if (data.byteLength === 0) return "";
        if (this.bytesNeeded === 0 && trailingIncomplete(data, 0) === 0) {
          this.bytesSeen = trailingBytesSeen(data);
          return b4a.toString(data, "utf8");
        }
        let result = "";
        let start = 0;
        if (this.bytesNeeded > 0) {
          while (start < data.byteLength) {
            const byte = data[start];
            if (byte < this.lowerBoundary || byte > this.upperBoundary) {
              result += "\uFFFD";
              this._reset();
              break;
            }
            this.lowerBoundary = 128;
            this.upperBoundary = 191;
            this.codePoint = this.codePoint << 6 | byte & 63;
            this.bytesSeen++;
            start++;
            if (this.bytesSeen === this.bytesNeeded) {
              result += String.fromCodePoint(this.codePoint);
              this._reset();
              break;
            }
          }
          if (this.bytesNeeded > 0) return result;
        }
        const trailing = trailingIncomplete(data, start);
        const end = data.byteLength - trailing;
        if (end > start) result += b4a.toString(data, "utf8", start, end);
        for (let i = end; i < data.byteLength; i++) {
          const byte = data[i];
          if (this.bytesNeeded === 0) {
            if (byte <= 127) {
              this.bytesSeen = 0;
              result += String.fromCharCode(byte);
            } else if (byte >= 194 && byte <= 223) {
              this.bytesNeeded = 2;
              this.bytesSeen = 1;
              this.codePoint = byte & 31;
            } else if (byte >= 224 && byte <= 239) {
              if (byte === 224) this.lowerBoundary = 160;
              else if (byte === 237) this.upperBoundary = 159;
              this.bytesNeeded = 3;
              this.bytesSeen = 1;
              this.codePoint = byte & 15;
            } else if (byte >= 240 && byte <= 244) {
              if (byte === 240) this.lowerBoundary = 144;
              else if (byte === 244) this.upperBoundary = 143;
              this.bytesNeeded = 4;
              this.bytesSeen = 1;
              this.codePoint = byte & 7;
            } else {
              this.bytesSeen = 1;
              result += "\uFFFD";
            }
            continue;
          }
          if (byte < this.lowerBoundary || byte > this.upperBoundary) {
            result += "\uFFFD";
            i--;
            this._reset();
            continue;
          }
          this.lowerBoundary = 128;
          this.upperBoundary = 191;
          this.codePoint = this.codePoint << 6 | byte & 63;
          this.bytesSeen++;
          if (this.bytesSeen === this.bytesNeeded) {
            result += String.fromCodePoint(this.codePoint);
            this._reset();
          }
        }
        return result;
      }
      flush() {
        const result = this.bytesNeeded > 0 ? "\uFFFD" : "";
        this._reset();
        return result;
      }
      _reset() {
        this.codePoint = 0;
        this.bytesNeeded = 0;
        this.bytesSeen = 0;
        this.lowerBoundary = 128;
        this.upperBoundary = 191;
      }
    };
    function trailingIncomplete(data, start) {
      const len2 = data.byteLength;
      if (len2 <= start) return 0;
      const limit = Math.max(start, len2 - 4);
      let i = len2 - 1;
      while (i > limit && (data[i] & 192) === 128) i--;
      if (i < start) return 0;
      const byte = data[i];
      let needed;
      if (byte <= 127) return 0;
      if (byte >= 194 && byte <= 223) needed = 2;
      else if (byte >= 224 && byte <= 239) needed = 3;
      else if (byte >= 240 && byte <= 244) needed = 4;
      else return 0;
      const available = len2 - i;
      return available < needed ? available : 0;
    }
    function trailingBytesSeen(data) {
      const len2 = data.byteLength;
      if (len2 === 0) return 0;
      const last2 = data[len2 - 1];
      if (last2 <= 127) return 0;
      if ((last2 & 192) !== 128) return 1;
      const limit = Math.max(0, len2 - 4);
      let i = len2 - 2;
      while (i >= limit && (data[i] & 192) === 128) i--;
      if (i < 0) return 1;
      const first2 = data[i];
      let needed;
      if (first2 >= 194 && first2 <= 223) needed = 2;
      else if (first2 >= 224 && first2 <= 239) needed = 3;
      else if (first2 >= 240 && first2 <= 244) needed = 4;
      else return 1;
      if (len2 - i !== needed) return 1;
      if (needed >= 3) {
        const second = data[i + 1];
        if (first2 === 224 && second < 160) return 1;
        if (first2 === 237 && second > 159) return 1;
        if (first2 === 240 && second < 144) return 1;
        if (first2 === 244 && second > 143) return 1;
      }
      return 0;
    }
  }
});
var require_text_decoder = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/text-decoder/index.js"(exports2, module2) {
    var PassThroughDecoder = require_pass_through_decoder();
    var UTF8Decoder = require_utf8_decoder();
    module2.exports = class TextDecoder {
      constructor(encoding = "utf8") {
        this.encoding = normalizeEncoding(encoding);
        switch (this.encoding) {
          case "utf8":
            this.decoder = new UTF8Decoder();
            break;
          case "utf16le":
          case "base64":
            throw new Error("Unsupported encoding: " + this.encoding);
          default:
            this.decoder = new PassThroughDecoder(this.encoding);
        }
      }
      get remaining() {
        return this.decoder.remaining;
      }
      push(data) {
        if (typeof data === "string") return data;
        return this.decoder.decode(data);
      }
      // For Node.js compatibility
      write(data) {
        return this.push(data);
      }
      end(data) {
        let result = "";
        if (data) result = this.push(data);
        result += this.decoder.flush();
        return result;
      }
    };
    function normalizeEncoding(encoding) {
      encoding = encoding.toLowerCase();
      switch (encoding) {
        case "utf8":
        case "utf-8":
          return "utf8";
        case "ucs2":
        case "ucs-2":
        case "utf16le":
        case "utf-16le":
          return "utf16le";
        case "latin1":
        case "binary":
          return "latin1";
        case "base64":
        case "ascii":
        case "hex":
          return encoding;
        default:
          throw new Error("Unknown encoding: " + encoding);
      }
    }
  }
});
var require_errors = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/streamx/lib/errors.js"(exports2, module2) {
    module2.exports = class StreamError extends Error {
      constructor(msg, code, fn = StreamError) {
        super(msg);
        this.code = code;
        if (Error.captureStackTrace) {
          Error.captureStackTrace(this, fn);
        }
      }
      static isStreamDestroyed(err) {
        return err && err.code === "STREAM_DESTROYED";
      }
      static isPrematureClose(err) {
        return err && err.code === "PREMATURE_CLOSE";
      }
      static isAborted(err) {
        return err && err.code === "ABORTED";
      }
      static isBadArgument(err) {
        return err && err.code === "BAD_ARGUMENT";
      }
      get name() {
        return "StreamError";
      }
      static STREAM_DESTROYED() {
        return new StreamError("Stream was destroyed", "STREAM_DESTROYED", StreamError.STREAM_DESTROYED);
      }
      static PREMATURE_CLOSE(msg = "Premature close") {
        return new StreamError(msg, "PREMATURE_CLOSE", StreamError.PREMATURE_CLOSE);
      }
      static ABORTED() {
        return new StreamError("Stream aborted", "ABORTED", StreamError.ABORTED);
      }
      static BAD_ARGUMENT(msg = "Bad argument") {
        return new StreamError(msg, "BAD_ARGUMENT", StreamError.BAD_ARGUMENT);
      }
    };
  }
});
var require_streamx = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/streamx/index.js"(exports2, module2) {
    var { EventEmitter } = require_default();
    var FIFO = require_fast_fifo();
    var TextDecoder2 = require_text_decoder();
    var StreamError = require_errors();
    var qmt = typeof queueMicrotask === "undefined" ? (fn) => global.process.nextTick(fn) : queueMicrotask;
    var MAX = (1 << 29) - 1;
    var OPENING = 1;
    var PREDESTROYING = 2;
    var DESTROYING = 4;
    var DESTROYED = 8;
    var NOT_OPENING = MAX ^ OPENING;
    var NOT_PREDESTROYING = MAX ^ PREDESTROYING;
    var READ_ACTIVE = 1 << 4;
    var READ_UPDATING = 2 << 4;
    var READ_PRIMARY = 4 << 4;
    var READ_QUEUED = 8 << 4;
    var READ_RESUMED = 16 << 4;
    var READ_PIPE_DRAINED = 32 << 4;
    var READ_ENDING = 64 << 4;
    var READ_EMIT_DATA = 128 << 4;
    var READ_EMIT_READABLE = 256 << 4;
    var READ_EMITTED_READABLE = 512 << 4;
    var READ_DONE = 1024 << 4;
    var READ_NEXT_TICK = 2048 << 4;
    var READ_NEEDS_PUSH = 4096 << 4;
    var READ_READ_AHEAD = 8192 << 4;
    var READ_FLOWING = READ_RESUMED | READ_PIPE_DRAINED;
    var READ_ACTIVE_AND_NEEDS_PUSH = READ_ACTIVE | READ_NEEDS_PUSH;
    var READ_PRIMARY_AND_ACTIVE = READ_PRIMARY | READ_ACTIVE;
    var READ_EMIT_READABLE_AND_QUEUED = READ_EMIT_READABLE | READ_QUEUED;
    var READ_RESUMED_READ_AHEAD = READ_RESUMED | READ_READ_AHEAD;
    var READ_NOT_ACTIVE = MAX ^ READ_ACTIVE;
    var READ_NON_PRIMARY = MAX ^ READ_PRIMARY;
    var READ_NON_PRIMARY_AND_PUSHED = MAX ^ (READ_PRIMARY | READ_NEEDS_PUSH);
    var READ_PUSHED = MAX ^ READ_NEEDS_PUSH;
    var READ_PAUSED = MAX ^ READ_RESUMED;
    var READ_NOT_QUEUED = MAX ^ (READ_QUEUED | READ_EMITTED_READABLE);
    var READ_NOT_ENDING = MAX ^ READ_ENDING;
    var READ_PIPE_NOT_DRAINED = MAX ^ READ_FLOWING;
    var READ_NOT_NEXT_TICK = MAX ^ READ_NEXT_TICK;
    var READ_NOT_UPDATING = MAX ^ READ_UPDATING;
    var READ_NO_READ_AHEAD = MAX ^ READ_READ_AHEAD;
    var READ_PAUSED_NO_READ_AHEAD = MAX ^ READ_RESUMED_READ_AHEAD;
    var WRITE_ACTIVE = 1 << 18;
    var WRITE_UPDATING = 2 << 18;
    var WRITE_PRIMARY = 4 << 18;
    var WRITE_QUEUED = 8 << 18;
    var WRITE_UNDRAINED = 16 << 18;
    var WRITE_DONE = 32 << 18;
    var WRITE_EMIT_DRAIN = 64 << 18;
    var WRITE_NEXT_TICK = 128 << 18;
    var WRITE_WRITING = 256 << 18;
    var WRITE_FINISHING = 512 << 18;
    var WRITE_CORKED = 1024 << 18;
    var WRITE_NOT_ACTIVE = MAX ^ (WRITE_ACTIVE | WRITE_WRITING);
    var WRITE_NON_PRIMARY = MAX ^ WRITE_PRIMARY;
    var WRITE_NOT_FINISHING = MAX ^ (WRITE_ACTIVE | WRITE_FINISHING);
    var WRITE_DRAINED = MAX ^ WRITE_UNDRAINED;
    var WRITE_NOT_QUEUED = MAX ^ WRITE_QUEUED;
    var WRITE_NOT_NEXT_TICK = MAX ^ WRITE_NEXT_TICK;
    var WRITE_NOT_UPDATING = MAX ^ WRITE_UPDATING;
    var WRITE_NOT_CORKED = MAX ^ WRITE_CORKED;
    var ACTIVE = READ_ACTIVE | WRITE_ACTIVE;
    var NOT_ACTIVE = MAX ^ ACTIVE;
    var DONE = READ_DONE | WRITE_DONE;
    var DESTROY_STATUS = DESTROYING | DESTROYED | PREDESTROYING;
    var OPEN_STATUS = DESTROY_STATUS | OPENING;
    var AUTO_DESTROY = DESTROY_STATUS | DONE;
    var NON_PRIMARY = WRITE_NON_PRIMARY & READ_NON_PRIMARY;
    var ACTIVE_OR_TICKING = WRITE_NEXT_TICK | READ_NEXT_TICK;
    var TICKING = ACTIVE_OR_TICKING & NOT_ACTIVE;
    var IS_OPENING = OPEN_STATUS | TICKING;
    var READ_PRIMARY_STATUS = OPEN_STATUS | READ_ENDING | READ_DONE;
    var READ_STATUS = OPEN_STATUS | READ_DONE | READ_QUEUED;
    var READ_ENDING_STATUS = OPEN_STATUS | READ_ENDING | READ_QUEUED;
    var READ_READABLE_STATUS = OPEN_STATUS | READ_EMIT_READABLE | READ_QUEUED | READ_EMITTED_READABLE;
    var SHOULD_NOT_READ = OPEN_STATUS | READ_ACTIVE | READ_ENDING | READ_DONE | READ_NEEDS_PUSH | READ_READ_AHEAD;
    var READ_BACKPRESSURE_STATUS = DESTROY_STATUS | READ_ENDING | READ_DONE;
    var READ_UPDATE_SYNC_STATUS = READ_UPDATING | OPEN_STATUS | READ_NEXT_TICK | READ_PRIMARY;
    var READ_NEXT_TICK_OR_OPENING = READ_NEXT_TICK | OPENING;
    var WRITE_PRIMARY_STATUS = OPEN_STATUS | WRITE_FINISHING | WRITE_DONE;
    var WRITE_QUEUED_AND_UNDRAINED = WRITE_QUEUED | WRITE_UNDRAINED;
    var WRITE_QUEUED_AND_ACTIVE = WRITE_QUEUED | WRITE_ACTIVE;
    var WRITE_DRAIN_STATUS = WRITE_QUEUED | WRITE_UNDRAINED | OPEN_STATUS | WRITE_ACTIVE;
    var WRITE_STATUS = OPEN_STATUS | WRITE_ACTIVE | WRITE_QUEUED | WRITE_CORKED;
    var WRITE_PRIMARY_AND_ACTIVE = WRITE_PRIMARY | WRITE_ACTIVE;
    var WRITE_ACTIVE_AND_WRITING = WRITE_ACTIVE | WRITE_WRITING;
    var WRITE_FINISHING_STATUS = OPEN_STATUS | WRITE_FINISHING | WRITE_QUEUED_AND_ACTIVE | WRITE_DONE;
    var WRITE_BACKPRESSURE_STATUS = WRITE_UNDRAINED | DESTROY_STATUS | WRITE_FINISHING | WRITE_DONE;
    var WRITE_UPDATE_SYNC_STATUS = WRITE_UPDATING | OPEN_STATUS | WRITE_NEXT_TICK | WRITE_PRIMARY;
    var WRITE_DROP_DATA = WRITE_FINISHING | WRITE_DONE | DESTROY_STATUS;
    var asyncIterator = Symbol.asyncIterator || /* @__PURE__ */ Symbol("asyncIterator");
    var WritableState = class {
      constructor(stream, { highWaterMark = 16384, map = null, mapWritable, byteLength, byteLengthWritable } = {}) {
        this.stream = stream;
        this.queue = new FIFO();
        this.highWaterMark = highWaterMark;
        this.buffered = 0;
        this.error = null;
        this.pipeline = null;
        this.drains = null;
        this.byteLength = byteLengthWritable || byteLength || defaultByteLength;
        this.map = mapWritable || map;
        this.afterWrite = afterWrite.bind(this);
        this.afterUpdateNextTick = updateWriteNT.bind(this);
      }
      get ending() {
        return (this.stream._duplexState & WRITE_FINISHING) !== 0;
      }
      get ended() {
        return (this.stream._duplexState & WRITE_DONE) !== 0;
      }
      push(data) {
        if ((this.stream._duplexState & WRITE_DROP_DATA) !== 0) return false;
        if (this.map !== null) data = this.map(data);
        this.buffered += this.byteLength(data);
        this.queue.push(data);
        if (this.buffered < this.highWaterMark) {
          this.stream._duplexState |= WRITE_QUEUED;
          return true;
        }
        this.stream._duplexState |= WRITE_QUEUED_AND_UNDRAINED;
        return false;
      }
      shift() {
        const data = this.queue.shift();
        this.buffered -= this.byteLength(data);
        if (this.buffered === 0) this.stream._duplexState &= WRITE_NOT_QUEUED;
        return data;
      }
      end(data) {
        if (typeof data === "function") {
          this.stream.once("finish", data);
        } else if (data !== void 0 && data !== null) {
          this.push(data);
        }
        this.stream._duplexState = (this.stream._duplexState | WRITE_FINISHING) & WRITE_NON_PRIMARY;
      }
      autoBatch(data, cb) {
        const buffer = [];
        const stream = this.stream;
        buffer.push(data);
        while ((stream._duplexState & WRITE_STATUS) === WRITE_QUEUED_AND_ACTIVE) {
          buffer.push(stream._writableState.shift());
        }
        if ((stream._duplexState & OPEN_STATUS) !== 0) return cb(null);
        stream._writev(buffer, cb);
      }
      update() {
        const stream = this.stream;
        stream._duplexState |= WRITE_UPDATING;
        do {
          while ((stream._duplexState & WRITE_STATUS) === WRITE_QUEUED) {
            const data = this.shift();
            stream._duplexState |= WRITE_ACTIVE_AND_WRITING;
            stream._write(data, this.afterWrite);
          }
          if ((stream._duplexState & WRITE_PRIMARY_AND_ACTIVE) === 0) this.updateNonPrimary();
        } while (this.continueUpdate() === true);
        stream._duplexState &= WRITE_NOT_UPDATING;
      }
      updateNonPrimary() {
        const stream = this.stream;
        if ((stream._duplexState & WRITE_FINISHING_STATUS) === WRITE_FINISHING) {
          stream._duplexState = stream._duplexState | WRITE_ACTIVE;
          stream._final(afterFinal.bind(this));
          return;
        }
        if ((stream._duplexState & DESTROY_STATUS) === DESTROYING) {
          if ((stream._duplexState & ACTIVE_OR_TICKING) === 0) {
            stream._duplexState |= ACTIVE;
            stream._destroy(afterDestroy.bind(this));
          }
          return;
        }
        if ((stream._duplexState & IS_OPENING) === OPENING) {
          stream._duplexState = (stream._duplexState | ACTIVE) & NOT_OPENING;
          stream._open(afterOpen.bind(this));
        }
      }
      continueUpdate() {
        if ((this.stream._duplexState & WRITE_NEXT_TICK) === 0) return false;
        this.stream._duplexState &= WRITE_NOT_NEXT_TICK;
        return true;
      }
      updateCallback() {
        if ((this.stream._duplexState & WRITE_UPDATE_SYNC_STATUS) === WRITE_PRIMARY) {
          this.update();
        } else {
          this.updateNextTick();
        }
      }
      updateNextTick() {
        if ((this.stream._duplexState & WRITE_NEXT_TICK) !== 0) return;
        this.stream._duplexState |= WRITE_NEXT_TICK;
        if ((this.stream._duplexState & WRITE_UPDATING) === 0) qmt(this.afterUpdateNextTick);
      }
    };
    var ReadableState = class {
      constructor(stream, { highWaterMark = 16384, map = null, mapReadable, byteLength, byteLengthReadable } = {}) {
        this.stream = stream;
        this.queue = new FIFO();
        this.highWaterMark = highWaterMark === 0 ? 1 : highWaterMark;
        this.buffered = 0;
        this.readAhead = highWaterMark > 0;
        this.error = null;
        this.pipeline = null;
        this.byteLength = byteLengthReadable || byteLength || defaultByteLength;
        this.map = mapReadable || map;
        this.pipeTo = null;
        this.afterRead = afterRead.bind(this);
        this.afterUpdateNextTick = updateReadNT.bind(this);
      }
      get ending() {
        return (this.stream._duplexState & READ_ENDING) !== 0;
      }
      get ended() {
        return (this.stream._duplexState & READ_DONE) !== 0;
      }
      pipe(pipeTo, cb) {
        if (this.pipeTo !== null) throw StreamError.BAD_ARGUMENT("Can only pipe to one destination");
        if (typeof cb !== "function") cb = null;
        this.stream._duplexState |= READ_PIPE_DRAINED;
        this.pipeTo = pipeTo;
        this.pipeline = new Pipeline(this.stream, pipeTo, cb);
        if (cb) this.stream.on("error", noop);
        if (isStreamx(pipeTo)) {
          pipeTo._writableState.pipeline = this.pipeline;
          if (cb) pipeTo.on("error", noop);
          pipeTo.on("finish", this.pipeline.finished.bind(this.pipeline));
        } else {
          const onerror = this.pipeline.done.bind(this.pipeline, pipeTo);
          const onclose = this.pipeline.done.bind(this.pipeline, pipeTo, null);
          pipeTo.on("error", onerror);
          pipeTo.on("close", onclose);
          pipeTo.on("finish", this.pipeline.finished.bind(this.pipeline));
        }
        pipeTo.on("drain", afterDrain.bind(this));
        this.stream.emit("piping", pipeTo);
        pipeTo.emit("pipe", this.stream);
      }
      push(data) {
        const stream = this.stream;
        if (data === null) {
          this.highWaterMark = 0;
          stream._duplexState = (stream._duplexState | READ_ENDING) & READ_NON_PRIMARY_AND_PUSHED;
          return false;
        }
        if (this.map !== null) {
          data = this.map(data);
          if (data === null) {
            stream._duplexState &= READ_PUSHED;
            return this.buffered < this.highWaterMark;
          }
        }
        this.buffered += this.byteLength(data);
        this.queue.push(data);
        stream._duplexState = (stream._duplexState | READ_QUEUED) & READ_PUSHED;
        return this.buffered < this.highWaterMark;
      }
      shift() {
        const data = this.queue.shift();
        this.buffered -= this.byteLength(data);
        if (this.buffered === 0) {
          this.stream._duplexState &= READ_NOT_QUEUED;
        }
        return data;
      }
      unshift(data) {
        const pending = [this.map !== null ? this.map(data) : data];
        while (this.buffered > 0) pending.push(this.shift());
        for (let i = 0; i < pending.length - 1; i++) {
          const data2 = pending[i];
          this.buffered += this.byteLength(data2);
          this.queue.push(data2);
        }
        this.push(pending[pending.length - 1]);
      }
      read() {
        const stream = this.stream;
        if ((stream._duplexState & READ_STATUS) === READ_QUEUED) {
          const data = this.shift();
          if (this.pipeTo !== null && this.pipeTo.write(data) === false) {
            stream._duplexState &= READ_PIPE_NOT_DRAINED;
          }
          if ((stream._duplexState & READ_EMIT_DATA) !== 0) {
            stream.emit("data", data);
          }
          return data;
        }
        if (this.readAhead === false) {
          stream._duplexState |= READ_READ_AHEAD;
          this.updateNextTick();
        }
        return null;
      }
      drain() {
        const stream = this.stream;
        while ((stream._duplexState & READ_STATUS) === READ_QUEUED && (stream._duplexState & READ_FLOWING) !== 0) {
          const data = this.shift();
          if (this.pipeTo !== null && this.pipeTo.write(data) === false) {
            stream._duplexState &= READ_PIPE_NOT_DRAINED;
          }
          if ((stream._duplexState & READ_EMIT_DATA) !== 0) {
            stream.emit("data", data);
          }
        }
      }
      update() {
        const stream = this.stream;
        stream._duplexState |= READ_UPDATING;
        do {
          this.drain();
          while (this.buffered < this.highWaterMark && (stream._duplexState & SHOULD_NOT_READ) === READ_READ_AHEAD) {
            stream._duplexState |= READ_ACTIVE_AND_NEEDS_PUSH;
            stream._read(this.afterRead);
            this.drain();
          }
          if ((stream._duplexState & READ_READABLE_STATUS) === READ_EMIT_READABLE_AND_QUEUED) {
            stream._duplexState |= READ_EMITTED_READABLE;
            stream.emit("readable");
          }
          if ((stream._duplexState & READ_PRIMARY_AND_ACTIVE) === 0) {
            this.updateNonPrimary();
          }
        } while (this.continueUpdate() === true);
        stream._duplexState &= READ_NOT_UPDATING;
      }
      updateNonPrimary() {
        const stream = this.stream;
        if ((stream._duplexState & READ_ENDING_STATUS) === READ_ENDING) {
          stream._duplexState = (stream._duplexState | READ_DONE) & READ_NOT_ENDING;
          stream.emit("end");
          if ((stream._duplexState & AUTO_DESTROY) === DONE) {
            stream._duplexState |= DESTROYING;
          }
          if (this.pipeTo !== null) {
            this.pipeTo.end();
          }
        }
        if ((stream._duplexState & DESTROY_STATUS) === DESTROYING) {
          if ((stream._duplexState & ACTIVE_OR_TICKING) === 0) {
            stream._duplexState |= ACTIVE;
            stream._destroy(afterDestroy.bind(this));
          }
          return;
        }
        if ((stream._duplexState & IS_OPENING) === OPENING) {
          stream._duplexState = (stream._duplexState | ACTIVE) & NOT_OPENING;
          stream._open(afterOpen.bind(this));
        }
      }
      continueUpdate() {
        if ((this.stream._duplexState & READ_NEXT_TICK) === 0) return false;
        this.stream._duplexState &= READ_NOT_NEXT_TICK;
        return true;
      }
      updateCallback() {
        if ((this.stream._duplexState & READ_UPDATE_SYNC_STATUS) === READ_PRIMARY) {
          this.update();
        } else {
          this.updateNextTick();
        }
      }
      updateNextTickIfOpen() {
        if ((this.stream._duplexState & READ_NEXT_TICK_OR_OPENING) !== 0) return;
        this.stream._duplexState |= READ_NEXT_TICK;
        if ((this.stream._duplexState & READ_UPDATING) === 0) qmt(this.afterUpdateNextTick);
      }
      updateNextTick() {
        if ((this.stream._duplexState & READ_NEXT_TICK) !== 0) return;
        this.stream._duplexState |= READ_NEXT_TICK;
        if ((this.stream._duplexState & READ_UPDATING) === 0) qmt(this.afterUpdateNextTick);
      }
    };
    var TransformState = class {
      constructor(stream) {
        this.data = null;
        this.afterTransform = afterTransform.bind(stream);
        this.afterFinal = null;
      }
    };
    var Pipeline = class {
      constructor(src, dst, cb) {
        this.from = src;
        this.to = dst;
        this.afterPipe = cb;
        this.error = null;
        this.pipeToFinished = false;
      }
      finished() {
        this.pipeToFinished = true;
      }
      done(stream, err) {
        if (err) this.error = err;
        if (stream === this.to) {
          this.to = null;
          if (this.from !== null) {
            if ((this.from._duplexState & READ_DONE) === 0 || !this.pipeToFinished) {
              this.from.destroy(this.error || StreamError.PREMATURE_CLOSE("Writable stream closed"));
            }
            return;
          }
        }
        if (stream === this.from) {
          this.from = null;
          if (this.to !== null) {
            if ((stream._duplexState & READ_DONE) === 0) {
              this.to.destroy(this.error || StreamError.PREMATURE_CLOSE("Readable stream closed"));
            }
            return;
          }
        }
        if (this.afterPipe !== null) this.afterPipe(this.error);
        this.to = this.from = this.afterPipe = null;
      }
    };
    function afterDrain() {
      this.stream._duplexState |= READ_PIPE_DRAINED;
      this.updateCallback();
    }
    function afterFinal(err) {
      const stream = this.stream;
      if (err) stream.destroy(err);
      if ((stream._duplexState & DESTROY_STATUS) === 0) {
        stream._duplexState |= WRITE_DONE;
        stream.emit("finish");
      }
      if ((stream._duplexState & AUTO_DESTROY) === DONE) {
        stream._duplexState |= DESTROYING;
      }
      stream._duplexState &= WRITE_NOT_FINISHING;
      if ((stream._duplexState & WRITE_UPDATING) === 0) {
        this.update();
      } else {
        this.updateNextTick();
      }
    }
    function afterDestroy(err) {
      const stream = this.stream;
      if (!err && !StreamError.isStreamDestroyed(this.error)) err = this.error;
      if (err) stream.emit("error", err);
      stream._duplexState |= DESTROYED;
      stream.emit("close");
      const rs = stream._readableState;
      const ws = stream._writableState;
      if (rs !== null && rs.pipeline !== null) {
        rs.pipeline.done(stream, err);
      }
      if (ws !== null) {
        while (ws.drains !== null && ws.drains.length > 0) {
          ws.drains.shift().resolve(false);
        }
        if (ws.pipeline !== null) {
          ws.pipeline.done(stream, err);
        }
      }
    }
    function afterWrite(err) {
      const stream = this.stream;
      if (err) stream.destroy(err);
      stream._duplexState &= WRITE_NOT_ACTIVE;
      if (this.drains !== null) tickDrains(this.drains);
      if ((stream._duplexState & WRITE_DRAIN_STATUS) === WRITE_UNDRAINED) {
        stream._duplexState &= WRITE_DRAINED;
        if ((stream._duplexState & WRITE_EMIT_DRAIN) === WRITE_EMIT_DRAIN) {
          stream.emit("drain");
        }
      }
      this.updateCallback();
    }
    function afterRead(err) {
      if (err) this.stream.destroy(err);
      this.stream._duplexState &= READ_NOT_ACTIVE;
      if (this.readAhead === false && (this.stream._duplexState & READ_RESUMED) === 0) {
        this.stream._duplexState &= READ_NO_READ_AHEAD;
      }
      this.updateCallback();
    }
    function updateReadNT() {
      if ((this.stream._duplexState & READ_UPDATING) === 0) {
        this.stream._duplexState &= READ_NOT_NEXT_TICK;
        this.update();
      }
    }
    function updateWriteNT() {
      if ((this.stream._duplexState & WRITE_UPDATING) === 0) {
        this.stream._duplexState &= WRITE_NOT_NEXT_TICK;
        this.update();
      }
    }
    function tickDrains(drains) {
      for (let i = 0; i < drains.length; i++) {
        if (--drains[i].writes === 0) {
          drains.shift().resolve(true);
          i--;
        }
      }
    }
    function afterOpen(err) {
      const stream = this.stream;
      if (err) stream.destroy(err);
      if ((stream._duplexState & DESTROYING) === 0) {
        if ((stream._duplexState & READ_PRIMARY_STATUS) === 0) {
          stream._duplexState |= READ_PRIMARY;
        }
        if ((stream._duplexState & WRITE_PRIMARY_STATUS) === 0) {
          stream._duplexState |= WRITE_PRIMARY;
        }
        stream.emit("open");
      }
      stream._duplexState &= NOT_ACTIVE;
      if (stream._writableState !== null) {
        stream._writableState.updateCallback();
      }
      if (stream._readableState !== null) {
        stream._readableState.updateCallback();
      }
    }
    function afterTransform(err, data) {
      if (data !== void 0 && data !== null) this.push(data);
      this._writableState.afterWrite(err);
    }
    function newListener(name) {
      if (this._readableState !== null) {
        if (name === "data") {
          this._duplexState |= READ_EMIT_DATA | READ_RESUMED_READ_AHEAD;
          this._readableState.updateNextTick();
        }
        if (name === "readable") {
          this._duplexState |= READ_EMIT_READABLE;
          this._readableState.updateNextTick();
        }
      }
      if (this._writableState !== null) {
        if (name === "drain") {
          this._duplexState |= WRITE_EMIT_DRAIN;
          this._writableState.updateNextTick();
        }
      }
    }
    var Stream = class extends EventEmitter {
      constructor(opts) {
        super();
        this._duplexState = 0;
        this._readableState = null;
        this._writableState = null;
        if (opts) {
          if (opts.open) this._open = opts.open;
          if (opts.destroy) this._destroy = opts.destroy;
          if (opts.predestroy) this._predestroy = opts.predestroy;
          if (opts.signal) opts.signal.addEventListener("abort", abort.bind(this));
        }
        this.on("newListener", newListener);
      }
      _open(cb) {
        cb(null);
      }
      _destroy(cb) {
        cb(null);
      }
      _predestroy() {
      }
      get readable() {
        return this._readableState !== null ? true : void 0;
      }
      get writable() {
        return this._writableState !== null ? true : void 0;
      }
      get destroyed() {
        return (this._duplexState & DESTROYED) !== 0;
      }
      get destroying() {
        return (this._duplexState & DESTROY_STATUS) !== 0;
      }
      destroy(err) {
        if ((this._duplexState & DESTROY_STATUS) === 0) {
          if (!err) err = StreamError.STREAM_DESTROYED();
          this._duplexState = (this._duplexState | DESTROYING) & NON_PRIMARY;
          if (this._readableState !== null) {
            this._readableState.highWaterMark = 0;
            this._readableState.error = err;
          }
          if (this._writableState !== null) {
            this._writableState.highWaterMark = 0;
            this._writableState.error = err;
          }
          this._duplexState |= PREDESTROYING;
          this._predestroy();
          this._duplexState &= NOT_PREDESTROYING;
          if (this._readableState !== null) {
            this._readableState.updateNextTick();
          }
          if (this._writableState !== null) {
            this._writableState.updateNextTick();
          }
        }
      }
    };
    var Readable2 = class _Readable extends Stream {
      constructor(opts) {
        super(opts);
        this._duplexState |= OPENING | WRITE_DONE | READ_READ_AHEAD;
        this._readableState = new ReadableState(this, opts);
        if (opts) {
          if (this._readableState.readAhead === false) this._duplexState &= READ_NO_READ_AHEAD;
          if (opts.read) this._read = opts.read;
          if (opts.eagerOpen) this._readableState.updateNextTick();
          if (opts.encoding) this.setEncoding(opts.encoding);
        }
      }
      static deferred(fn, opts) {
        const out = new PassThrough(opts);
        fn().then((src) => {
          if (src === null) return out.end();
          if (out.destroying) return;
          pipeline(src, out, noop);
        }).catch((err) => out.destroy(err));
        return out;
      }
      setEncoding(encoding) {
        const dec = new TextDecoder2(encoding);
        const map = this._readableState.map || echo;
        this._readableState.map = mapOrSkip;
        return this;
        function mapOrSkip(data) {
          const next = dec.push(data);
          return next === "" && (data.byteLength !== 0 || dec.remaining > 0) ? null : map(next);
        }
      }
      _read(cb) {
        cb(null);
      }
      pipe(dest, cb) {
        this._readableState.updateNextTick();
        this._readableState.pipe(dest, cb);
        return dest;
      }
      read() {
        this._readableState.updateNextTick();
        return this._readableState.read();
      }
      push(data) {
        this._readableState.updateNextTickIfOpen();
        return this._readableState.push(data);
      }
      unshift(data) {
        this._readableState.updateNextTickIfOpen();
        return this._readableState.unshift(data);
      }
      resume() {
        this._duplexState |= READ_RESUMED_READ_AHEAD;
        this._readableState.updateNextTick();
        return this;
      }
      pause() {
        this._duplexState &= this._readableState.readAhead === false ? READ_PAUSED_NO_READ_AHEAD : READ_PAUSED;
        return this;
      }
      static _fromAsyncIterator(ite, opts) {
        let destroy;
        const rs = new _Readable({
          ...opts,
          read(cb) {
            ite.next().then(push2).then(cb.bind(null, null)).catch(cb);
          },
          predestroy() {
            destroy = ite.return();
          },
          destroy(cb) {
            if (!destroy) return cb(null);
            destroy.then(cb.bind(null, null)).catch(cb);
          }
        });
        return rs;
        function push2(data) {
          if (data.done) rs.push(null);
          else rs.push(data.value);
        }
      }
      static from(data, opts) {
        if (isReadStreamx(data)) return data;
        if (data[asyncIterator]) return this._fromAsyncIterator(data[asyncIterator](), opts);
        if (!Array.isArray(data)) data = data === void 0 ? [] : [data];
        let i = 0;
        return new _Readable({
          ...opts,
          read(cb) {
            this.push(i === data.length ? null : data[i++]);
            cb(null);
          }
        });
      }
      static isBackpressured(rs) {
        return (rs._duplexState & READ_BACKPRESSURE_STATUS) !== 0 || rs._readableState.buffered >= rs._readableState.highWaterMark;
      }
      static isPaused(rs) {
        return (rs._duplexState & READ_RESUMED) === 0;
      }
      [asyncIterator]() {
        const stream = this;
        let error = null;
        let promiseResolve = null;
        let promiseReject = null;
        this.on("error", (err) => {
          error = err;
        });
        this.on("readable", onreadable);
        this.on("close", onclose);
        return {
          [asyncIterator]() {
            return this;
          },
          next() {
            return new Promise(function(resolve, reject) {
              promiseResolve = resolve;
              promiseReject = reject;
              const data = stream.read();
              if (data !== null) ondata(data);
              else if ((stream._duplexState & DESTROYED) !== 0) ondata(null);
            });
          },
          return() {
            return destroy(null);
          },
          throw(err) {
            return destroy(err);
          }
        };
        function onreadable() {
          if (promiseResolve !== null) ondata(stream.read());
        }
        function onclose() {
          if (promiseResolve !== null) ondata(null);
        }
        function ondata(data) {
          if (promiseReject === null) return;
          if (error) {
            promiseReject(error);
          } else if (data === null && (stream._duplexState & READ_DONE) === 0) {
            promiseReject(StreamError.STREAM_DESTROYED());
          } else {
            promiseResolve({ value: data, done: data === null });
          }
          promiseReject = promiseResolve = null;
        }
        function destroy(err) {
          stream.destroy(err);
          return new Promise((resolve, reject) => {
            if (stream._duplexState & DESTROYED) return resolve({ value: void 0, done: true });
            stream.once("close", function() {
              if (err) reject(err);
              else resolve({ value: void 0, done: true });
            });
          });
        }
      }
    };
    var Writable = class extends Stream {
      constructor(opts) {
        super(opts);
        this._duplexState |= OPENING | READ_DONE;
        this._writableState = new WritableState(this, opts);
        if (opts) {
          if (opts.writev) this._writev = opts.writev;
          if (opts.write) this._write = opts.write;
          if (opts.final) this._final = opts.final;
          if (opts.eagerOpen) this._writableState.updateNextTick();
        }
      }
      cork() {
        this._duplexState |= WRITE_CORKED;
      }
      uncork() {
        this._duplexState &= WRITE_NOT_CORKED;
        this._writableState.updateNextTick();
      }
      _writev(batch, cb) {
        cb(null);
      }
      _write(data, cb) {
        this._writableState.autoBatch(data, cb);
      }
      _final(cb) {
        cb(null);
      }
      static isBackpressured(ws) {
        return (ws._duplexState & WRITE_BACKPRESSURE_STATUS) !== 0;
      }
      static drained(ws) {
        if (ws.destroyed) return Promise.resolve(false);
        const state = ws._writableState;
        const pending = isWritev(ws) ? Math.min(1, state.queue.length) : state.queue.length;
        const writes = pending + (ws._duplexState & WRITE_WRITING ? 1 : 0);
        if (writes === 0) return Promise.resolve(true);
        if (state.drains === null) state.drains = [];
        return new Promise((resolve) => {
          state.drains.push({ writes, resolve });
        });
      }
      write(data) {
        this._writableState.updateNextTick();
        return this._writableState.push(data);
      }
      end(data) {
        this._writableState.updateNextTick();
        this._writableState.end(data);
        return this;
      }
    };
    var Duplex = class extends Readable2 {
      // and Writable
      constructor(opts) {
        super(opts);
        this._duplexState = OPENING | this._duplexState & READ_READ_AHEAD;
        this._writableState = new WritableState(this, opts);
        if (opts) {
          if (opts.writev) this._writev = opts.writev;
          if (opts.write) this._write = opts.write;
          if (opts.final) this._final = opts.final;
        }
      }
      cork() {
        this._duplexState |= WRITE_CORKED;
      }
      uncork() {
        this._duplexState &= WRITE_NOT_CORKED;
        this._writableState.updateNextTick();
      }
      _writev(batch, cb) {
        cb(null);
      }
      _write(data, cb) {
        this._writableState.autoBatch(data, cb);
      }
      _final(cb) {
        cb(null);
      }
      write(data) {
        this._writableState.updateNextTick();
        return this._writableState.push(data);
      }
      end(data) {
        this._writableState.updateNextTick();
        this._writableState.end(data);
        return this;
      }
    };
    var Transform = class extends Duplex {
      constructor(opts) {
        super(opts);
        this._transformState = new TransformState(this);
        if (opts) {
          if (opts.transform) this._transform = opts.transform;
          if (opts.flush) this._flush = opts.flush;
        }
      }
      _write(data, cb) {
        if (this._readableState.buffered >= this._readableState.highWaterMark) {
          this._transformState.data = data;
        } else {
          this._transform(data, this._transformState.afterTransform);
        }
      }
      _read(cb) {
        if (this._transformState.data !== null) {
          const data = this._transformState.data;
          this._transformState.data = null;
          cb(null);
          this._transform(data, this._transformState.afterTransform);
        } else {
          cb(null);
        }
      }
      destroy(err) {
        super.destroy(err);
        if (this._transformState.data !== null) {
          this._transformState.data = null;
          this._transformState.afterTransform();
        }
      }
      _transform(data, cb) {
        cb(null, data);
      }
      _flush(cb) {
        cb(null);
      }
      _final(cb) {
        this._transformState.afterFinal = cb;
        this._flush(transformAfterFlush.bind(this));
      }
    };
    var PassThrough = class extends Transform {
    };
    function transformAfterFlush(err, data) {
      const cb = this._transformState.afterFinal;
      if (err) return cb(err);
      if (data !== null && data !== void 0) this.push(data);
      this.push(null);
      cb(null);
    }
    function pipelinePromise(...streams) {
      return new Promise((resolve, reject) => {
        return pipeline(...streams, (err) => {
          if (err) return reject(err);
          resolve();
        });
      });
    }
    function pipeline(stream, ...streams) {
      const all = Array.isArray(stream) ? [...stream, ...streams] : [stream, ...streams];
      const done = all.length && typeof all[all.length - 1] === "function" ? all.pop() : null;
      if (all.length < 2) throw StreamError.BAD_ARGUMENT("Pipeline requires at least 2 streams");
      let src = all[0];
      let dest = null;
      let error = null;
      for (let i = 1; i < all.length; i++) {
        dest = all[i];
        if (isStreamx(src)) {
          src.pipe(dest, onerror);
        } else {
          errorHandle(src, true, i > 1, onerror);
          src.pipe(dest);
        }
        src = dest;
      }
      if (done) {
        let fin = false;
        const autoDestroy = isStreamx(dest) || !!(dest._writableState && dest._writableState.autoDestroy);
        dest.on("error", (err) => {
          if (error === null) error = err;
        });
        dest.on("finish", () => {
          fin = true;
          if (!autoDestroy) done(error);
        });
        if (autoDestroy) {
          dest.on("close", () => done(error || (fin ? null : StreamError.PREMATURE_CLOSE())));
        }
      }
      return dest;
      function errorHandle(s, rd, wr, onerror2) {
        s.on("error", onerror2);
        s.on("close", onclose);
        function onclose() {
          if (rd && s._readableState && !s._readableState.ended) {
            return onerror2(StreamError.PREMATURE_CLOSE());
          }
          if (wr && s._writableState && !s._writableState.ended) {
            return onerror2(StreamError.PREMATURE_CLOSE());
          }
        }
      }
      function onerror(err) {
        if (!err || error) return;
        error = err;
        for (const s of all) {
          s.destroy(err);
        }
      }
    }
    function echo(s) {
      return s;
    }
    function isStream(stream) {
      return !!stream._readableState || !!stream._writableState;
    }
    function isStreamx(stream) {
      return typeof stream._duplexState === "number" && isStream(stream);
    }
    function isEnding(stream) {
      return !!stream._readableState && stream._readableState.ending;
    }
    function isEnded(stream) {
      return !!stream._readableState && stream._readableState.ended;
    }
    function isFinishing(stream) {
      return !!stream._writableState && stream._writableState.ending;
    }
    function isFinished(stream) {
      return !!stream._writableState && stream._writableState.ended;
    }
    function getStreamError(stream, opts = {}) {
      const err = stream._readableState && stream._readableState.error || stream._writableState && stream._writableState.error;
      return !opts.all && StreamError.isStreamDestroyed(err) ? null : err;
    }
    function isReadStreamx(stream) {
      return isStreamx(stream) && stream.readable;
    }
    function isDisturbed(stream) {
      return (stream._duplexState & OPENING) !== OPENING || (stream._duplexState & DESTROYING) === DESTROYING || (stream._duplexState & ACTIVE_OR_TICKING) !== 0;
    }
    function isTypedArray(data) {
      return typeof data === "object" && data !== null && typeof data.byteLength === "number";
    }
    function defaultByteLength(data) {
      return isTypedArray(data) ? data.byteLength : 1024;
    }
    function noop() {
    }
    function abort() {
      this.destroy(StreamError.ABORTED());
    }
    function isWritev(s) {
      return s._writev !== Writable.prototype._writev && s._writev !== Duplex.prototype._writev;
    }
    module2.exports = {
      pipeline,
      pipelinePromise,
      isStream,
      isStreamx,
      isEnding,
      isEnded,
      isFinishing,
      isFinished,
      isDisturbed,
      getStreamError,
      Stream,
      Writable,
      Readable: Readable2,
      Duplex,
      Transform,
      // Export PassThrough for compatibility with Node.js core's stream module
      PassThrough
    };
  }
});
var require_headers = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/tar-stream/headers.js"(exports2) {
    var b4a = require_b4a();
    var ZEROS = "0000000000000000000";
    var SEVENS = "7777777777777777777";
    var ZERO_OFFSET = "0".charCodeAt(0);
    var USTAR_MAGIC = b4a.from([117, 115, 116, 97, 114, 0]);
    var USTAR_VER = b4a.from([ZERO_OFFSET, ZERO_OFFSET]);
    var GNU_MAGIC = b4a.from([117, 115, 116, 97, 114, 32]);
    var GNU_VER = b4a.from([32, 0]);
    var MASK = 4095;
    var MAGIC_OFFSET = 257;
    var VERSION_OFFSET = 263;
    exports2.decodeLongPath = function decodeLongPath(buf, encoding) {
      return decodeStr(buf, 0, buf.length, encoding);
    };
    exports2.encodePax = function encodePax(opts) {
      let result = "";
      if (opts.name) result += addLength(" path=" + opts.name + "\n");
      if (opts.linkname) result += addLength(" linkpath=" + opts.linkname + "\n");
      const pax = opts.pax;
      if (pax) {
        for (const key in pax) {
          result += addLength(" " + key + "=" + pax[key] + "\n");
        }
      }
      return b4a.from(result);
    };
    exports2.decodePax = function decodePax(buf) {
      const result = {};
      while (buf.length) {
        let i = 0;
        while (i < buf.length && buf[i] !== 32) i++;
        const len2 = parseInt(b4a.toString(buf.subarray(0, i)), 10);
        if (!len2) return result;
        const b = b4a.toString(buf.subarray(i + 1, len2 - 1));
        const keyIndex = b.indexOf("=");
        if (keyIndex === -1) return result;
        result[b.slice(0, keyIndex)] = b.slice(keyIndex + 1);
        buf = buf.subarray(len2);
      }
      return result;
    };
    exports2.encode = function encode(opts) {
      const buf = b4a.alloc(512);
      let name = opts.name;
      let prefix = "";
      if (opts.typeflag === 5 && name[name.length - 1] !== "/") name += "/";
      if (b4a.byteLength(name) !== name.length) return null;
      while (b4a.byteLength(name) > 100) {
        const i = name.indexOf("/");
        if (i === -1) return null;
        prefix += prefix ? "/" + name.slice(0, i) : name.slice(0, i);
        name = name.slice(i + 1);
      }
      if (b4a.byteLength(name) > 100 || b4a.byteLength(prefix) > 155) return null;
      if (opts.linkname && b4a.byteLength(opts.linkname) > 100) return null;
      b4a.write(buf, name);
      b4a.write(buf, encodeOct(opts.mode & MASK, 6), 100);
      b4a.write(buf, encodeOct(opts.uid, 6), 108);
      b4a.write(buf, encodeOct(opts.gid, 6), 116);
      encodeSize(opts.size, buf, 124);
      b4a.write(buf, encodeOct(opts.mtime.getTime() / 1e3 | 0, 11), 136);
      buf[156] = ZERO_OFFSET + toTypeflag(opts.type);
      if (opts.linkname) b4a.write(buf, opts.linkname, 157);
      b4a.copy(USTAR_MAGIC, buf, MAGIC_OFFSET);
      b4a.copy(USTAR_VER, buf, VERSION_OFFSET);
      if (opts.uname) b4a.write(buf, opts.uname, 265);
      if (opts.gname) b4a.write(buf, opts.gname, 297);
      b4a.write(buf, encodeOct(opts.devmajor || 0, 6), 329);
      b4a.write(buf, encodeOct(opts.devminor || 0, 6), 337);
      if (prefix) b4a.write(buf, prefix, 345);
      b4a.write(buf, encodeOct(cksum(buf), 6), 148);
      return buf;
    };
    exports2.decode = function decode(buf, filenameEncoding, allowUnknownFormat) {
      let typeflag = buf[156] === 0 ? 0 : buf[156] - ZERO_OFFSET;
      let name = decodeStr(buf, 0, 100, filenameEncoding);
      const mode = decodeOct(buf, 100, 8);
      const uid = decodeOct(buf, 108, 8);
      const gid = decodeOct(buf, 116, 8);
      const size = decodeOct(buf, 124, 12);
      const mtime = decodeOct(buf, 136, 12);
      const type = toType(typeflag);
      const linkname = buf[157] === 0 ? null : decodeStr(buf, 157, 100, filenameEncoding);
      const uname = decodeStr(buf, 265, 32);
      const gname = decodeStr(buf, 297, 32);
      const devmajor = decodeOct(buf, 329, 8);
      const devminor = decodeOct(buf, 337, 8);
      const c = cksum(buf);
      if (c === 8 * 32) return null;
      if (c !== decodeOct(buf, 148, 8)) throw new Error("Invalid tar header. Maybe the tar is corrupted or it needs to be gunzipped?");
      if (isUSTAR(buf)) {
        if (buf[345]) name = decodeStr(buf, 345, 155, filenameEncoding) + "/" + name;
      } else if (isGNU(buf)) {
      } else {
        if (!allowUnknownFormat) {
          throw new Error("Invalid tar header: unknown format.");
        }
      }
      if (typeflag === 0 && name && name[name.length - 1] === "/") typeflag = 5;
      return {
        name,
        mode,
        uid,
        gid,
        size,
        byteOffset: 0,
        mtime: new Date(1e3 * mtime),
        type,
        linkname,
        uname,
        gname,
        devmajor,
        devminor,
        pax: null
      };
    };
    function isUSTAR(buf) {
      return b4a.equals(USTAR_MAGIC, buf.subarray(MAGIC_OFFSET, MAGIC_OFFSET + 6));
    }
    function isGNU(buf) {
      return b4a.equals(GNU_MAGIC, buf.subarray(MAGIC_OFFSET, MAGIC_OFFSET + 6)) && b4a.equals(GNU_VER, buf.subarray(VERSION_OFFSET, VERSION_OFFSET + 2));
    }
    function clamp(index2, len2, defaultValue) {
      if (typeof index2 !== "number") return defaultValue;
      index2 = ~~index2;
      if (index2 >= len2) return len2;
      if (index2 >= 0) return index2;
      index2 += len2;
      if (index2 >= 0) return index2;
      return 0;
    }
    function toType(flag) {
      switch (flag) {
        case 0:
          return "file";
        case 1:
          return "link";
        case 2:
          return "symlink";
        case 3:
          return "character-device";
        case 4:
          return "block-device";
        case 5:
          return "directory";
        case 6:
          return "fifo";
        case 7:
          return "contiguous-file";
        case 72:
          return "pax-header";
        case 55:
          return "pax-global-header";
        case 27:
          return "gnu-long-link-path";
        case 28:
        case 30:
          return "gnu-long-path";
      }
      return null;
    }
    function toTypeflag(flag) {
      switch (flag) {
        case "file":
          return 0;
        case "link":
          return 1;
        case "symlink":
          return 2;
        case "character-device":
          return 3;
        case "block-device":
          return 4;
        case "directory":
          return 5;
        case "fifo":
          return 6;
        case "contiguous-file":
          return 7;
        case "pax-header":
          return 72;
      }
      return 0;
    }
    function indexOf(block, num, offset, end) {
      for (; offset < end; offset++) {
        if (block[offset] === num) return offset;
      }
      return end;
    }
    function cksum(block) {
      let sum = 8 * 32;
      for (let i = 0; i < 148; i++) sum += block[i];
      for (let j = 156; j < 512; j++) sum += block[j];
      return sum;
    }
    function encodeOct(val, n) {
      val = val.toString(8);
      if (val.length > n) return SEVENS.slice(0, n) + " ";
      return ZEROS.slice(0, n - val.length) + val + " ";
    }
    function encodeSizeBin(num, buf, off) {
      buf[off] = 128;
      for (let i = 11; i > 0; i--) {
        buf[off + i] = num & 255;
        num = Math.floor(num / 256);
      }
    }
    function encodeSize(num, buf, off) {
      if (num.toString(8).length > 11) {
        encodeSizeBin(num, buf, off);
      } else {
        b4a.write(buf, encodeOct(num, 11), off);
      }
    }
    function parse256(buf) {
      let positive;
      if (buf[0] === 128) positive = true;
      else if (buf[0] === 255) positive = false;
      else return null;
      const tuple = [];
      let i;
      for (i = buf.length - 1; i > 0; i--) {
        const byte = buf[i];
        if (positive) tuple.push(byte);
        else tuple.push(255 - byte);
      }
      let sum = 0;
      const l = tuple.length;
      for (i = 0; i < l; i++) {
        sum += tuple[i] * Math.pow(256, i);
      }
      return positive ? sum : -1 * sum;
    }
    function decodeOct(val, offset, length) {
      val = val.subarray(offset, offset + length);
      offset = 0;
      if (val[offset] & 128) {
        return parse256(val);
      } else {
        while (offset < val.length && val[offset] === 32) offset++;
        const end = clamp(indexOf(val, 32, offset, val.length), val.length, val.length);
        while (offset < end && val[offset] === 0) offset++;
        if (end === offset) return 0;
        return parseInt(b4a.toString(val.subarray(offset, end)), 8);
      }
    }
    function decodeStr(val, offset, length, encoding) {
      return b4a.toString(val.subarray(offset, indexOf(val, 0, offset, offset + length)), encoding);
    }
    function addLength(str3) {
      const len2 = b4a.byteLength(str3);
      let digits = Math.floor(Math.log(len2) / Math.log(10)) + 1;
      if (len2 + digits >= Math.pow(10, digits)) digits++;
      return len2 + digits + str3;
    }
  }
});
var require_extract = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/tar-stream/extract.js"(exports2, module2) {
    var { Writable, Readable: Readable2, getStreamError } = require_streamx();
    var FIFO = require_fast_fifo();
    var b4a = require_b4a();
    var headers = require_headers();
    var EMPTY = b4a.alloc(0);
    var MAX_HEADER_SIZE = 4 * 1024 * 1024;
    var BufferList = class {
      constructor() {
        this.buffered = 0;
        this.shifted = 0;
        this.queue = new FIFO();
        this._offset = 0;
      }
      push(buffer) {
        this.buffered += buffer.byteLength;
        this.queue.push(buffer);
      }
      shiftFirst(size) {
        return this.buffered === 0 ? null : this._next(size);
      }
      shift(size) {
        if (size > this.buffered) return null;
        if (size === 0) return EMPTY;
        let chunk2 = this._next(size);
        if (size === chunk2.byteLength) return chunk2;
        const chunks2 = [chunk2];
        while ((size -= chunk2.byteLength) > 0) {
          chunk2 = this._next(size);
          chunks2.push(chunk2);
        }
        return b4a.concat(chunks2);
      }
      _next(size) {
        const buf = this.queue.peek();
        const rem = buf.byteLength - this._offset;
        if (size >= rem) {
          const sub = this._offset ? buf.subarray(this._offset, buf.byteLength) : buf;
          this.queue.shift();
          this._offset = 0;
          this.buffered -= rem;
          this.shifted += rem;
          return sub;
        }
        this.buffered -= size;
        this.shifted += size;
        return buf.subarray(this._offset, this._offset += size);
      }
    };
    var Source = class extends Readable2 {
      constructor(self, header, offset) {
        super();
        this.header = header;
        this.offset = offset;
        this._parent = self;
      }
      _read(cb) {
        if (this.header.size === 0) {
          this.push(null);
        }
        if (this._parent._stream === this) {
          this._parent._update();
        }
        cb(null);
      }
      _predestroy() {
        this._parent.destroy(getStreamError(this));
      }
      _detach() {
        if (this._parent._stream === this) {
          this._parent._stream = null;
          this._parent._missing = overflow(this.header.size);
          this._parent._update();
        }
      }
      _destroy(cb) {
        this._detach();
        cb(null);
      }
    };
    var Extract = class extends Writable {
      constructor(opts) {
        super(opts);
        if (!opts) opts = {};
        this._buffer = new BufferList();
        this._offset = 0;
        this._header = null;
        this._stream = null;
        this._missing = 0;
        this._longHeader = false;
        this._callback = noop;
        this._locked = false;
        this._finished = false;
        this._pax = null;
        this._paxGlobal = null;
        this._gnuLongPath = null;
        this._gnuLongLinkPath = null;
        this._filenameEncoding = opts.filenameEncoding || "utf-8";
        this._allowUnknownFormat = !!opts.allowUnknownFormat;
        this._unlockBound = this._unlock.bind(this);
      }
      _unlock(err) {
        this._locked = false;
        if (err) {
          this.destroy(err);
          this._continueWrite(err);
          return;
        }
        this._update();
      }
      _consumeHeader() {
        if (this._locked) return false;
        this._offset = this._buffer.shifted;
        try {
          this._header = headers.decode(this._buffer.shift(512), this._filenameEncoding, this._allowUnknownFormat);
        } catch (err) {
          this._continueWrite(err);
          return false;
        }
        if (!this._header) return true;
        this._header.byteOffset = this._buffer.shifted;
        switch (this._header.type) {
          case "gnu-long-path":
          case "gnu-long-link-path":
          case "pax-global-header":
          case "pax-header":
            this._longHeader = true;
            this._missing = this._header.size;
            if (this._missing > MAX_HEADER_SIZE) {
              this._continueWrite(new Error("Header exceeds max size"));
              return false;
            }
            return true;
        }
        this._locked = true;
        this._applyLongHeaders();
        if (!(this._header.size >= 0)) {
          this._continueWrite(new Error("Invalid header"));
          return false;
        }
        if (this._header.size === 0 || this._header.type === "directory") {
          this.emit("entry", this._header, this._createStream(), this._unlockBound);
          return true;
        }
        this._stream = this._createStream();
        this._missing = this._header.size;
        this.emit("entry", this._header, this._stream, this._unlockBound);
        return true;
      }
      _applyLongHeaders() {
        if (this._gnuLongPath) {
          this._header.name = this._gnuLongPath;
          this._gnuLongPath = null;
        }
        if (this._gnuLongLinkPath) {
          this._header.linkname = this._gnuLongLinkPath;
          this._gnuLongLinkPath = null;
        }
        if (this._pax) {
          if (this._pax.path) this._header.name = this._pax.path;
          if (this._pax.linkpath) this._header.linkname = this._pax.linkpath;
          if (this._pax.size) this._header.size = parseInt(this._pax.size, 10);
          this._header.pax = this._pax;
          this._pax = null;
        }
      }
      _decodeLongHeader(buf) {
        switch (this._header.type) {
          case "gnu-long-path":
            this._gnuLongPath = headers.decodeLongPath(buf, this._filenameEncoding);
            break;
          case "gnu-long-link-path":
            this._gnuLongLinkPath = headers.decodeLongPath(buf, this._filenameEncoding);
            break;
          case "pax-global-header":
            this._paxGlobal = headers.decodePax(buf);
            break;
          case "pax-header":
            this._pax = this._paxGlobal === null ? headers.decodePax(buf) : Object.assign({}, this._paxGlobal, headers.decodePax(buf));
            break;
        }
      }
      _consumeLongHeader() {
        this._longHeader = false;
        this._missing = overflow(this._header.size);
        const buf = this._buffer.shift(this._header.size);
        try {
          this._decodeLongHeader(buf);
        } catch (err) {
          this._continueWrite(err);
          return false;
        }
        return true;
      }
      _consumeStream() {
        const buf = this._buffer.shiftFirst(this._missing);
        if (buf === null) return false;
        this._missing -= buf.byteLength;
        const drained = this._stream.push(buf);
        if (this._missing === 0) {
          this._stream.push(null);
          if (drained) this._stream._detach();
          return drained && this._locked === false;
        }
        return drained;
      }
      _createStream() {
        return new Source(this, this._header, this._offset);
      }
      _update() {
        while (this._buffer.buffered > 0 && !this.destroying) {
          if (this._missing > 0) {
            if (this._stream !== null) {
              if (this._consumeStream() === false) return;
              continue;
            }
            if (this._longHeader === true) {
              if (this._missing > this._buffer.buffered) break;
              if (this._consumeLongHeader() === false) return false;
              continue;
            }
            const ignore = this._buffer.shiftFirst(this._missing);
            if (ignore !== null) this._missing -= ignore.byteLength;
            continue;
          }
          if (this._buffer.buffered < 512) break;
          if (this._stream !== null || this._consumeHeader() === false) return;
        }
        this._continueWrite(null);
      }
      _continueWrite(err) {
        const cb = this._callback;
        this._callback = noop;
        cb(err);
      }
      _write(data, cb) {
        this._callback = cb;
        this._buffer.push(data);
        this._update();
      }
      _final(cb) {
        this._finished = this._missing === 0 && this._buffer.buffered === 0;
        cb(this._finished ? null : new Error("Unexpected end of data"));
      }
      _predestroy() {
        this._continueWrite(null);
      }
      _destroy(cb) {
        if (this._stream) this._stream.destroy(getStreamError(this));
        cb(null);
      }
      [Symbol.asyncIterator]() {
        let error = null;
        let promiseResolve = null;
        let promiseReject = null;
        let entryStream = null;
        let entryCallback = null;
        const extract2 = this;
        this.on("entry", onentry);
        this.on("error", (err) => {
          error = err;
        });
        this.on("close", onclose);
        return {
          [Symbol.asyncIterator]() {
            return this;
          },
          next() {
            return new Promise(onnext);
          },
          return() {
            return destroy(null);
          },
          throw(err) {
            return destroy(err);
          }
        };
        function consumeCallback(err) {
          if (!entryCallback) return;
          const cb = entryCallback;
          entryCallback = null;
          cb(err);
        }
        function onnext(resolve, reject) {
          if (error) {
            return reject(error);
          }
          if (entryStream) {
            resolve({ value: entryStream, done: false });
            entryStream = null;
            return;
          }
          promiseResolve = resolve;
          promiseReject = reject;
          consumeCallback(null);
          if (extract2._finished && promiseResolve) {
            promiseResolve({ value: void 0, done: true });
            promiseResolve = promiseReject = null;
          }
        }
        function onentry(header, stream, callback) {
          entryCallback = callback;
          stream.on("error", noop);
          if (promiseResolve) {
            promiseResolve({ value: stream, done: false });
            promiseResolve = promiseReject = null;
          } else {
            entryStream = stream;
          }
        }
        function onclose() {
          consumeCallback(error);
          if (!promiseResolve) return;
          if (error) promiseReject(error);
          else promiseResolve({ value: void 0, done: true });
          promiseResolve = promiseReject = null;
        }
        function destroy(err) {
          extract2.destroy(err);
          consumeCallback(err);
          return new Promise((resolve, reject) => {
            if (extract2.destroyed) return resolve({ value: void 0, done: true });
            extract2.once("close", function() {
              if (err) reject(err);
              else resolve({ value: void 0, done: true });
            });
          });
        }
      }
    };
    module2.exports = function extract2(opts) {
      return new Extract(opts);
    };
    function noop() {
    }
    function overflow(size) {
      size &= 511;
      return size && 512 - size;
    }
  }
});
var require_constants = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/tar-stream/constants.js"(exports2, module2) {
    var constants = {
      // just for envs without fs
      S_IFMT: 61440,
      S_IFDIR: 16384,
      S_IFCHR: 8192,
      S_IFBLK: 24576,
      S_IFIFO: 4096,
      S_IFLNK: 40960
    };
    try {
      module2.exports = (0, import_chunk_75QCMCYK.__require)("fs").constants || constants;
    } catch {
      module2.exports = constants;
    }
  }
});
var require_pack = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/tar-stream/pack.js"(exports2, module2) {
    var { Readable: Readable2, Writable, getStreamError } = require_streamx();
    var b4a = require_b4a();
    var constants = require_constants();
    var headers = require_headers();
    var DMODE = 493;
    var FMODE = 420;
    var END_OF_TAR = b4a.alloc(1024);
    var Sink = class extends Writable {
      constructor(pack, header, callback) {
        super({ mapWritable, eagerOpen: true });
        this.written = 0;
        this.header = header;
        this._callback = callback;
        this._linkname = null;
        this._isLinkname = header.type === "symlink" && !header.linkname;
        this._isVoid = header.type !== "file" && header.type !== "contiguous-file";
        this._finished = false;
        this._pack = pack;
        this._openCallback = null;
        if (this._pack._stream === null) this._pack._stream = this;
        else this._pack._pending.push(this);
      }
      _open(cb) {
        this._openCallback = cb;
        if (this._pack._stream === this) this._continueOpen();
      }
      _continuePack(err) {
        if (this._callback === null) return;
        const callback = this._callback;
        this._callback = null;
        callback(err);
      }
      _continueOpen() {
        if (this._pack._stream === null) this._pack._stream = this;
        const cb = this._openCallback;
        this._openCallback = null;
        if (cb === null) return;
        if (this._pack.destroying) return cb(new Error("pack stream destroyed"));
        if (this._pack._finalized) return cb(new Error("pack stream is already finalized"));
        this._pack._stream = this;
        if (!this._isLinkname) {
          this._pack._encode(this.header);
        }
        if (this._isVoid) {
          this._finish();
          this._continuePack(null);
        }
        cb(null);
      }
      _write(data, cb) {
        if (this._isLinkname) {
          this._linkname = this._linkname ? b4a.concat([this._linkname, data]) : data;
          return cb(null);
        }
        if (this._isVoid) {
          if (data.byteLength > 0) {
            return cb(new Error("No body allowed for this entry"));
          }
          return cb();
        }
        this.written += data.byteLength;
        if (this._pack.push(data)) return cb();
        this._pack._drain = cb;
      }
      _finish() {
        if (this._finished) return;
        this._finished = true;
        if (this._isLinkname) {
          this.header.linkname = this._linkname ? b4a.toString(this._linkname, "utf-8") : "";
          this._pack._encode(this.header);
        }
        overflow(this._pack, this.header.size);
        this._pack._done(this);
      }
      _final(cb) {
        if (this.written !== this.header.size) {
          return cb(new Error("Size mismatch"));
        }
        this._finish();
        cb(null);
      }
      _getError() {
        return getStreamError(this) || new Error("tar entry destroyed");
      }
      _predestroy() {
        this._pack.destroy(this._getError());
      }
      _destroy(cb) {
        this._pack._done(this);
        this._continuePack(this._finished ? null : this._getError());
        cb();
      }
    };
    var Pack = class extends Readable2 {
      constructor(opts) {
        super(opts);
        this._drain = noop;
        this._finalized = false;
        this._finalizing = false;
        this._pending = [];
        this._stream = null;
      }
      entry(header, buffer, callback) {
        if (this._finalized || this.destroying) throw new Error("already finalized or destroyed");
        if (typeof buffer === "function") {
          callback = buffer;
          buffer = null;
        }
        if (!callback) callback = noop;
        if (!header.size || header.type === "symlink") header.size = 0;
        if (!header.type) header.type = modeToType(header.mode);
        if (!header.mode) header.mode = header.type === "directory" ? DMODE : FMODE;
        if (!header.uid) header.uid = 0;
        if (!header.gid) header.gid = 0;
        if (!header.mtime) header.mtime = /* @__PURE__ */ new Date();
        if (typeof buffer === "string") buffer = b4a.from(buffer);
        const sink = new Sink(this, header, callback);
        if (b4a.isBuffer(buffer)) {
          header.size = buffer.byteLength;
          sink.write(buffer);
          sink.end();
          return sink;
        }
        if (sink._isVoid) {
          return sink;
        }
        return sink;
      }
      finalize() {
        if (this._stream || this._pending.length > 0) {
          this._finalizing = true;
          return;
        }
        if (this._finalized) return;
        this._finalized = true;
        this.push(END_OF_TAR);
        this.push(null);
      }
      _done(stream) {
        if (stream !== this._stream) return;
        this._stream = null;
        if (this._finalizing) this.finalize();
        if (this._pending.length) this._pending.shift()._continueOpen();
      }
      _encode(header) {
        if (!header.pax) {
          const buf = headers.encode(header);
          if (buf) {
            this.push(buf);
            return;
          }
        }
        this._encodePax(header);
      }
      _encodePax(header) {
        const paxHeader = headers.encodePax({
          name: header.name,
          linkname: header.linkname,
          pax: header.pax
        });
        const newHeader = {
          name: "PaxHeader",
          mode: header.mode,
          uid: header.uid,
          gid: header.gid,
          size: paxHeader.byteLength,
          mtime: header.mtime,
          type: "pax-header",
          linkname: header.linkname && "PaxHeader",
          uname: header.uname,
          gname: header.gname,
          devmajor: header.devmajor,
          devminor: header.devminor
        };
        this.push(headers.encode(newHeader));
        this.push(paxHeader);
        overflow(this, paxHeader.byteLength);
        newHeader.size = header.size;
        newHeader.type = header.type;
        this.push(headers.encode(newHeader));
      }
      _doDrain() {
        const drain = this._drain;
        this._drain = noop;
        drain();
      }
      _predestroy() {
        const err = getStreamError(this);
        if (this._stream) this._stream.destroy(err);
        while (this._pending.length) {
          const stream = this._pending.shift();
          stream.destroy(err);
          stream._continueOpen();
        }
        this._doDrain();
      }
      _read(cb) {
        this._doDrain();
        cb();
      }
    };
    module2.exports = function pack(opts) {
      return new Pack(opts);
    };
    function modeToType(mode) {
      switch (mode & constants.S_IFMT) {
        case constants.S_IFBLK:
          return "block-device";
        case constants.S_IFCHR:
          return "character-device";
        case constants.S_IFDIR:
          return "directory";
        case constants.S_IFIFO:
          return "fifo";
        case constants.S_IFLNK:
          return "symlink";
      }
      return "file";
    }
    function noop() {
    }
    function overflow(self, size) {
      size &= 511;
      if (size) self.push(END_OF_TAR.subarray(0, 512 - size));
    }
    function mapWritable(buf) {
      return b4a.isBuffer(buf) ? buf : b4a.from(buf);
    }
  }
});
var require_tar_stream = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/tar-stream/index.js"(exports2) {
    exports2.extract = require_extract();
    exports2.pack = require_pack();
  }
});
var BITS = {
  int8: 8,
  int16: 16,
  int32: 32,
  int64: 64,
  uint: 64,
  uint8: 8,
  uint16: 16,
  uint32: 32,
  uint64: 64,
  uintptr: 64
};
var GoInt = class {
  constructor(type, value) {
    this.type = type;
    const bits = BITS[type];
    this.value = type[0] === "u" ? BigInt.asUintN(bits, value) : BigInt.asIntN(bits, value);
  }
  type;
  value;
  get unsigned() {
    return this.type[0] === "u";
  }
};
var int64 = (v) => new GoInt("int64", v);
var madeTypes = /* @__PURE__ */ new WeakMap();
function ofType(v, type) {
  madeTypes.set(v, type);
  return v;
}
var madeType = (v) => madeTypes.get(v);
function isGoMap(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof GoInt);
}
function goTypeName(v) {
  if (v === void 0 || v === null) return "<nil>";
  switch (typeof v) {
    case "number":
      return "float64";
    case "bigint":
      return "int";
    case "string":
      return "string";
    case "boolean":
      return "bool";
    case "function":
      return "func";
  }
  if (v instanceof GoInt) return v.type;
  const made = madeTypes.get(v);
  if (made !== void 0) return made;
  return Array.isArray(v) ? "[]interface {}" : "map[string]interface {}";
}
function isTrue(v) {
  if (v === void 0 || v === null) return false;
  switch (typeof v) {
    case "boolean":
      return v;
    case "number":
      return v !== 0;
    case "bigint":
      return v !== 0n;
    case "string":
      return v.length > 0;
    case "function":
      return true;
  }
  if (v instanceof GoInt) return v.value !== 0n;
  return Array.isArray(v) ? v.length > 0 : Object.keys(v).length > 0;
}
var import_tar_stream = (0, import_chunk_75QCMCYK.__toESM)(require_tar_stream());
var ComponentError = class extends Error {
  name = "ComponentError";
};
var MAX_BLOB_BYTES = 64 * 1024 * 1024;
function isGzip(data) {
  return data.length >= 2 && data[0] === 31 && data[1] === 139;
}
function autoDecompress(data, shown) {
  if (!isGzip(data)) return data;
  try {
    return (0, import_node_zlib.gunzipSync)(data, { maxOutputLength: MAX_BLOB_BYTES });
  } catch (e) {
    const err = e;
    if (err.code === "ERR_BUFFER_TOO_LARGE" || err instanceof RangeError)
      throw new ComponentError(`${shown}: unpacks to more than ${MAX_BLOB_BYTES} bytes`);
    throw new ComponentError(`${shown}: not valid gzip data: ${err.message}`);
  }
}
var MemoryBlueprintFs = class {
  constructor(origin, files, emptyDirs = []) {
    this.origin = origin;
    this.files = files;
    for (const f of files.keys()) this.addParents(f);
    for (const d of emptyDirs) {
      this.addParents(d);
      if (!this.dirs.has(d)) this.dirs.set(d, /* @__PURE__ */ new Set());
    }
  }
  origin;
  files;
  dirs = /* @__PURE__ */ new Map([["", /* @__PURE__ */ new Set()]]);
  addParents(p) {
    let child = p;
    for (; ; ) {
      const slash = child.lastIndexOf("/");
      const parent = slash < 0 ? "" : child.slice(0, slash);
      const entries = this.dirs.get(parent) ?? /* @__PURE__ */ new Set();
      this.dirs.set(parent, entries);
      entries.add(child.slice(slash + 1));
      if (parent === "") return;
      child = parent;
    }
  }
  read(p) {
    return this.files.get(p)?.toString("utf8");
  }
  list(dir2) {
    const entries = this.dirs.get(dir2);
    return entries === void 0 ? void 0 : [...entries];
  }
};
var DirectoryBlueprintFs = class {
  constructor(origin, boundary, dir2) {
    this.origin = origin;
    this.boundary = boundary;
    this.dir = dir2;
  }
  origin;
  boundary;
  dir;
  real(p) {
    const where = this.boundary.locateSync(p === "" ? this.dir : import_node_path.default.join(this.dir, p));
    if (!where.ok) {
      const shown = p === "" ? this.origin : `${this.origin}/${p}`;
      throw new ComponentError((0, import_chunk_A5J4CQWI.describeRefusal)(shown, where.refusal));
    }
    return where.exists ? where.real : void 0;
  }
  read(p) {
    const real = this.real(p);
    if (real === void 0 || !(0, import_node_fs.statSync)(real).isFile()) return void 0;
    return (0, import_node_fs.readFileSync)(real, "utf8");
  }
  list(dir2) {
    const real = this.real(dir2);
    if (real === void 0 || !(0, import_node_fs.statSync)(real).isDirectory()) return void 0;
    return (0, import_node_fs.readdirSync)(real);
  }
};
function entryPath(name) {
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return void 0;
  const parts = name.split("/").filter((s) => s !== "" && s !== ".");
  if (parts.includes("..")) return void 0;
  return parts.join("/");
}
async function unpackTar(data, origin) {
  const tar = autoDecompress(data, origin);
  const files = /* @__PURE__ */ new Map();
  const dirs = [];
  let total = 0;
  const ex = (0, import_tar_stream.extract)();
  const done = (async () => {
    for await (const entry of ex) {
      const h = entry.header;
      const rel = entryPath(h.name);
      if (rel === void 0) {
        entry.resume();
        throw new ComponentError(`${origin}: tar entry ${JSON.stringify(h.name)} leaves the blueprint`);
      }
      if (h.type === "symlink" || h.type === "link") {
        entry.resume();
        throw new ComponentError(
          `${origin}: tar entry ${JSON.stringify(h.name)} is a link, which is refused`
        );
      }
      const chunks2 = [];
      for await (const chunk2 of entry) {
        total += chunk2.length;
        if (total > MAX_BLOB_BYTES)
          throw new ComponentError(`${origin}: unpacks to more than ${MAX_BLOB_BYTES} bytes`);
        chunks2.push(chunk2);
      }
      if (h.type === "directory") {
        if (rel !== "") dirs.push(rel);
      } else if (h.type === "file" || h.type === "contiguous-file") {
        if (rel !== "") files.set(rel, Buffer.concat(chunks2));
      }
    }
  })();
  import_node_stream.Readable.from([tar]).pipe(ex);
  try {
    await done;
  } catch (e) {
    ex.destroy();
    if (e instanceof ComponentError) throw e;
    throw new ComponentError(`${origin}: not a tar archive: ${e.message}`);
  }
  return new MemoryBlueprintFs(origin, files, dirs);
}
var import_yaml = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
var DESCRIPTOR_FILE = "component-descriptor.yaml";
var BLUEPRINT_TYPES = ["landscaper.gardener.cloud/blueprint", "blueprint"];
var JSONSCHEMA_TYPE = "landscaper.gardener.cloud/jsonschema";
var MAX_URI_LENGTH = 2083;
var str = (v) => typeof v === "string" ? v : "";
var arr = (v) => Array.isArray(v) ? v : [];
var maps = (v) => arr(v).filter(isGoMap);
function setIf(out, key, v, keep) {
  if (keep) out[key] = structuredClone(v);
}
var nonEmptyMap = (v) => isGoMap(v) && Object.keys(v).length > 0;
var nonEmptyList = (v) => Array.isArray(v) && v.length > 0;
var present = (v) => v !== void 0 && v !== null;
function labelsOf(v) {
  return maps(v).map((l) => ({ name: str(l.name), value: l.value ?? null }));
}
function identityMeta(o, version) {
  const out = { name: str(o.name), version, type: str(o.type) };
  setIf(out, "extraIdentity", o.extraIdentity, nonEmptyMap(o.extraIdentity));
  if (nonEmptyList(o.labels)) out.labels = labelsOf(o.labels);
  return out;
}
function encodeDescriptor(raw) {
  const c = isGoMap(raw.component) ? raw.component : {};
  const version = str(c.version);
  const component = { name: str(c.name), version };
  if (nonEmptyList(c.labels)) component.labels = labelsOf(c.labels);
  component.repositoryContexts = arr(c.repositoryContexts).map((r) => structuredClone(r ?? null));
  component.provider = str(c.provider);
  component.sources = maps(c.sources).map((s) => ({
    ...identityMeta(s, str(s.version)),
    access: structuredClone(s.access ?? null)
  }));
  component.componentReferences = maps(c.componentReferences).map((r) => {
    const out2 = { name: str(r.name), componentName: str(r.componentName), version: str(r.version) };
    setIf(out2, "extraIdentity", r.extraIdentity, nonEmptyMap(r.extraIdentity));
    setIf(out2, "digest", r.digest, present(r.digest));
    if (nonEmptyList(r.labels)) out2.labels = labelsOf(r.labels);
    return out2;
  });
  component.resources = maps(c.resources).map((r) => {
    const relation = str(r.relation);
    const v = relation === "local" && str(r.version) === "" ? version : str(r.version);
    const out2 = identityMeta(r, v);
    setIf(out2, "digest", r.digest, present(r.digest));
    if (relation !== "") out2.relation = relation;
    setIf(out2, "srcRef", r.srcRef, nonEmptyList(r.srcRef));
    out2.access = structuredClone(r.access ?? null);
    return out2;
  });
  if (str(c.creationTime) !== "") component.creationTime = str(c.creationTime);
  const out = { meta: { schemaVersion: "v2" }, component };
  setIf(out, "signatures", raw.signatures, nonEmptyList(raw.signatures));
  return out;
}
function checkDescriptor(data, shown) {
  if (!isGoMap(data)) throw new ComponentError(`${shown}: a component descriptor must be a YAML mapping`);
  const meta = isGoMap(data.meta) ? data.meta : void 0;
  const schema = meta?.schemaVersion;
  if (schema !== "v2")
    throw new ComponentError(
      `${shown}: unsupported component descriptor schema version ${JSON.stringify(schema ?? null)} (expected meta.schemaVersion: v2)`
    );
  const c = data.component;
  if (!isGoMap(c) || str(c.name) === "" || str(c.version) === "")
    throw new ComponentError(`${shown}: component.name and component.version are required`);
  return data;
}
function parseDescriptor(text, shown) {
  const lineCounter = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, {
    ...(0, import_chunk_5WZGFZL6.dialectSettings)("go-yaml-v2").options,
    lineCounter,
    prettyErrors: false,
    uniqueKeys: false
  });
  const err = doc.errors[0];
  if (err !== void 0) {
    const { line, col } = lineCounter.linePos(err.pos[0]);
    const first2 = err.message.split("\n")[0];
    throw new ComponentError(`${shown}:${line}:${col}: ${first2}`);
  }
  let value;
  try {
    value = (0, import_chunk_5WZGFZL6.boundedToJS)(doc);
  } catch (e) {
    throw new ComponentError(`${shown}: ${e.message}`);
  }
  return checkDescriptor(value, shown);
}
function parseCdUri(uri) {
  if (uri.length > MAX_URI_LENGTH)
    throw new Error(`too long uri, got ${uri.length} but expected max ${MAX_URI_LENGTH}`);
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(uri);
  const given = scheme?.[1]?.toLowerCase() ?? "";
  if (given !== "cd") throw new Error(`scheme must be cd but given ${given}`);
  let rest2 = uri.slice(scheme?.[0].length ?? 0);
  let fragment = "";
  const hash2 = rest2.indexOf("#");
  if (hash2 >= 0) {
    fragment = rest2.slice(hash2 + 1);
    rest2 = rest2.slice(0, hash2);
  }
  const query = rest2.indexOf("?");
  if (query >= 0) rest2 = rest2.slice(0, query);
  if (rest2.startsWith("//")) rest2 = rest2.slice(2);
  let decoded;
  try {
    decoded = decodeURIComponent(rest2);
  } catch {
    throw new Error(`invalid URL escape in ${JSON.stringify(uri)}`);
  }
  const parts = [];
  for (const seg of decoded.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") parts.pop();
    else parts.push(seg);
  }
  const split2 = parts.length === 0 ? [""] : parts;
  if (split2.length % 2 !== 0) throw new Error("even number of path arguments expected");
  const out = [];
  for (let i = 0; i < split2.length; i += 2)
    out.push({ keyword: split2[i], value: split2[i + 1] });
  return { raw: uri, path: out, fragment };
}
var Repository = class {
  constructor(boundary, displayRoot, root, all) {
    this.boundary = boundary;
    this.displayRoot = displayRoot;
    this.root = root;
    this.all = all;
    this.cd = root?.descriptor;
    this.descriptors = all.map((c) => c.descriptor);
    this.components = root === void 0 ? null : { meta: { schemaVersion: "v2" }, components: structuredClone(this.descriptors) };
  }
  boundary;
  displayRoot;
  root;
  all;
  cd;
  components;
  descriptors;
  show(p) {
    return import_node_path2.default.relative(this.displayRoot, p) || ".";
  }
  component(from, what) {
    const base2 = from ?? this.root;
    if (base2 === void 0)
      throw new ComponentError(`${what}: no component descriptor is defined to resolve it`);
    const found = this.all.find((c) => c.name === base2.name && c.version === base2.version);
    if (found === void 0)
      throw new ComponentError(`${what}: unknown component ${base2.name}:${base2.version}`);
    return found;
  }
  referenced(c, refName) {
    const ref2 = maps(isGoMap(c.descriptor.component) ? c.descriptor.component.componentReferences : []).find(
      (r) => str(r.name) === refName
    );
    if (ref2 === void 0) throw new Error(`component reference ${refName} cannot be found`);
    const target = this.all.find((x) => x.name === str(ref2.componentName) && x.version === str(ref2.version));
    if (target === void 0) throw new Error(`component ${refName} cannot be found`);
    return target;
  }
  /** URI.GetResource: the component and resource a cd:// URI names. */
  resolveUri(uri, from, what) {
    let component = this.component(from, `${what} ${JSON.stringify(uri)}`);
    const fail = (msg) => {
      throw new ComponentError(`${component.shown}: ${what} ${JSON.stringify(uri)}: ${msg}`);
    };
    let parsed2;
    try {
      parsed2 = parseCdUri(uri);
    } catch (e) {
      return fail(e.message);
    }
    for (const [i, elem] of parsed2.path.entries()) {
      const isLast = i === parsed2.path.length - 1;
      if (elem.keyword === "componentReferences") {
        try {
          component = this.referenced(component, elem.value);
        } catch (e) {
          return fail(e.message);
        }
        if (isLast) fail("the selector seems to target a component desscriptor but a resource is requested");
      } else if (elem.keyword === "resources") {
        const resource = findResource(component, elem.value);
        if (resource === void 0) return fail(`local resource ${elem.value} cannot be found`);
        if (!isLast) fail("the selector seems to contain more path segements after a external resource");
        return { component, resource };
      } else {
        return fail(`unknown keyword ${elem.keyword}`);
      }
    }
    return fail(`unable to find resource ${JSON.stringify(uri)}`);
  }
  async blueprint(uri, from) {
    const { component, resource } = this.resolveUri(uri, from, "blueprint ref");
    return { fs: await this.blueprintFs(component, resource), component: ref(component) };
  }
  async blueprintByResourceName(name, from) {
    const component = this.component(from, `blueprint resource ${JSON.stringify(name)}`);
    const resource = findResource(component, name);
    if (resource === void 0)
      throw new ComponentError(`${component.shown}: blueprint resource ${JSON.stringify(name)}: not found`);
    return { fs: await this.blueprintFs(component, resource), component: ref(component) };
  }
  resourceText(uri, from) {
    const { component, resource } = this.resolveUri(uri, from, "schema ref");
    const what = `${component.shown}: resource ${str(resource.name)}`;
    if (str(resource.type) !== JSONSCHEMA_TYPE)
      throw new ComponentError(`${what}: no handler found for resource type ${str(resource.type)}`);
    const blob = this.locateBlob(component, resource);
    if ((0, import_node_fs2.statSync)(blob.real).isDirectory())
      throw new ComponentError(`${what}: blob ${blob.shown} is a directory, not a JSON schema`);
    if ((0, import_node_fs2.statSync)(blob.real).size > MAX_BLOB_BYTES)
      throw new ComponentError(`${what}: blob ${blob.shown} is larger than ${MAX_BLOB_BYTES} bytes`);
    return autoDecompress((0, import_node_fs2.readFileSync)(blob.real), blob.shown).toString("utf8");
  }
  async blueprintFs(component, resource) {
    const what = `${component.shown}: resource ${str(resource.name)}`;
    if (!BLUEPRINT_TYPES.includes(str(resource.type)))
      throw new ComponentError(`${what}: no blueprint handler for resource type ${str(resource.type)}`);
    const blob = this.locateBlob(component, resource);
    const st = (0, import_node_fs2.statSync)(blob.real);
    if (st.isDirectory()) return new DirectoryBlueprintFs(blob.shown, this.boundary, blob.path);
    if (st.size > MAX_BLOB_BYTES)
      throw new ComponentError(`${what}: blob ${blob.shown} is larger than ${MAX_BLOB_BYTES} bytes`);
    return unpackTar((0, import_node_fs2.readFileSync)(blob.real), blob.shown);
  }
  /** The blob behind a local access, as ocm's local repository finds it: `blobs/<reference>`. */
  locateBlob(component, resource) {
    const what = `${component.shown}: resource ${str(resource.name)}`;
    const access = isGoMap(resource.access) ? resource.access : {};
    const type = str(access.type);
    const reference = type === "localFilesystemBlob" ? str(access.filename) : type === "localBlob" ? str(access.localReference) : type === "localOciBlob" ? str(access.digest) : void 0;
    if (reference === void 0)
      throw new ComponentError(
        `${what}: access type ${JSON.stringify(type)} is not a local blob (localFilesystemBlob); only local blobs are read`
      );
    if (reference === "") throw new ComponentError(`${what}: the ${type} access names no blob`);
    if (component.blobDir === void 0)
      throw new ComponentError(`${what}: an inline component descriptor has no blobs directory`);
    const p = import_node_path2.default.join(component.blobDir, import_node_path2.default.posix.join("/", reference));
    const shown = this.show(p);
    const where = this.boundary.locateSync(p);
    if (!where.ok) throw new ComponentError(`${what}: ${(0, import_chunk_A5J4CQWI.describeRefusal)(shown, where.refusal)}`);
    if (!where.exists) throw new ComponentError(`${what}: blob ${shown} does not exist`);
    return { path: p, real: where.real, shown };
  }
};
function findResource(c, name) {
  const component = isGoMap(c.descriptor.component) ? c.descriptor.component : {};
  const found = maps(component.resources).filter(
    (r) => str(r.name) === name && !nonEmptyMap(r.extraIdentity ?? null)
  );
  return found.length === 1 ? found[0] : void 0;
}
var ref = (c) => ({ name: c.name, version: c.version, descriptor: c.descriptor });
function makeComponent(raw, shown, file) {
  const descriptor = encodeDescriptor(raw);
  const c = descriptor.component;
  return {
    name: str(c.name),
    version: str(c.version),
    descriptor,
    shown,
    blobDir: file === void 0 ? void 0 : import_node_path2.default.join(import_node_path2.default.dirname(file), "blobs")
  };
}
function findDescriptorFiles(dir2, out) {
  let entries;
  try {
    entries = (0, import_node_fs2.readdirSync)(dir2, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const e of entries) {
    const p = import_node_path2.default.join(dir2, e.name);
    if (e.isDirectory()) {
      if (e.name !== "blobs" && e.name !== ".git" && e.name !== "node_modules") findDescriptorFiles(p, out);
    } else if (e.name === DESCRIPTOR_FILE) out.push(p);
  }
}
async function openComponentRepository(opts) {
  const { boundary, descriptorPath, inlineDescriptor, displayRoot } = opts;
  const show2 = (p) => import_node_path2.default.relative(displayRoot, p) || ".";
  const read = async (file) => {
    const shown = show2(file);
    let text;
    try {
      text = await boundary.readText(file, shown);
    } catch (e) {
      const err = e;
      if (err.code === "ENOENT") throw new ComponentError(`${shown}: component descriptor does not exist`);
      throw new ComponentError(
        err.code === void 0 ? err.message : `${shown}: cannot be read (${err.code})`
      );
    }
    return parseDescriptor(text, shown);
  };
  let root;
  if (inlineDescriptor !== void 0) {
    const shown = descriptorPath === void 0 ? "inline component descriptor" : show2(descriptorPath);
    root = makeComponent(checkDescriptor(inlineDescriptor, shown), shown, descriptorPath);
  } else if (descriptorPath !== void 0) {
    root = makeComponent(await read(descriptorPath), show2(descriptorPath), descriptorPath);
  }
  if (root === void 0) return new Repository(boundary, displayRoot, void 0, []);
  let index2;
  const searchIndex = async () => {
    if (index2 !== void 0) return index2;
    index2 = { found: [], unreadable: [] };
    if (descriptorPath === void 0) return index2;
    let top = import_node_path2.default.dirname(import_node_path2.default.dirname(descriptorPath));
    const where = boundary.locateSync(top);
    if (!where.ok || !where.exists) top = boundary.root;
    else top = where.real;
    const files = [];
    findDescriptorFiles(top, files);
    for (const file of files) {
      const located = boundary.locateSync(file);
      if (!located.ok) {
        index2.unreadable.push((0, import_chunk_A5J4CQWI.describeRefusal)(show2(file), located.refusal));
        continue;
      }
      try {
        index2.found.push(makeComponent(await read(file), show2(file), file));
      } catch (e) {
        index2.unreadable.push(e.message);
      }
    }
    return index2;
  };
  const all = [root];
  const seen = /* @__PURE__ */ new Set([`${root.name}\0${root.version}`]);
  for (let i = 0; i < all.length; i++) {
    const c = all[i];
    const refs = maps(c.descriptor.component.componentReferences);
    for (const r of refs) {
      const name = str(r.componentName);
      const version = str(r.version);
      const key = `${name}\0${version}`;
      if (seen.has(key)) continue;
      const { found, unreadable } = await searchIndex();
      const matches3 = found.filter((x) => x.name === name && x.version === version);
      if (matches3.length === 0) {
        const where = descriptorPath === void 0 ? "an inline component descriptor has no directory to search" : `no ${DESCRIPTOR_FILE} under ${show2(import_node_path2.default.dirname(import_node_path2.default.dirname(descriptorPath)))} has that name and version`;
        const also = unreadable.length > 0 ? ` (not read: ${unreadable.join("; ")})` : "";
        throw new ComponentError(
          `${c.shown}: component reference ${str(r.name)}: component ${name}:${version} cannot be found: ${where}${also}`
        );
      }
      if (matches3.length > 1)
        throw new ComponentError(
          `${c.shown}: component reference ${str(r.name)}: component ${name}:${version} is described by ${matches3.map((m) => m.shown).join(" and ")}`
        );
      seen.add(key);
      all.push(matches3[0]);
    }
  }
  return new Repository(boundary, displayRoot, root, all);
}
var MAX_STEPS = 2e7;
var MAX_OUTPUT_LENGTH = 16 * 1024 * 1024;
var MAX_LIST_LENGTH = 1e6;
var MAX_STRING_LENGTH = 16 * 1024 * 1024;
var STOP_GRACE_MS = 1e3;
var ValueTooLargeError = class extends Error {
  name = "ValueTooLargeError";
};
function checkListLength(n) {
  if (n > MAX_LIST_LENGTH)
    throw new ValueTooLargeError(
      `a list of ${n} elements is more than the ${MAX_LIST_LENGTH} a template may build`
    );
}
function checkStringLength(n) {
  if (n > MAX_STRING_LENGTH)
    throw new ValueTooLargeError(
      `a string of ${n} characters is more than the ${MAX_STRING_LENGTH} a template may build`
    );
}
function checkPrintable(v) {
  let size = 0;
  const stack = [v];
  while (stack.length > 0) {
    const x = stack.pop();
    if (typeof x === "string") size += x.length + 2;
    else if (Array.isArray(x)) {
      size += 2 + x.length;
      for (let i = x.length - 1; i >= 0; i--) stack.push(x[i]);
    } else if (x !== null && typeof x === "object" && Object.getPrototypeOf(x) === Object.prototype) {
      const keys = Object.keys(x);
      size += 2;
      for (const k of keys) {
        size += k.length + 4;
        stack.push(x[k]);
      }
    } else size += 8;
    if (size > MAX_STRING_LENGTH || stack.length > MAX_STRING_LENGTH)
      throw new ValueTooLargeError(
        `the value is too large to print or copy (more than ${MAX_STRING_LENGTH} characters)`
      );
  }
}
var ExecMeter = class _ExecMeter {
  steps = 0;
  output = 0;
  maxSteps;
  maxOutput;
  constructor(opts = {}) {
    this.maxSteps = opts.maxSteps ?? MAX_STEPS;
    this.maxOutput = opts.maxOutput ?? MAX_OUTPUT_LENGTH;
    this.deadline = opts.deadline;
    this.expired = opts.expired ?? "execution deadline exceeded";
    this.grace = opts.graceMs ?? STOP_GRACE_MS;
  }
  deadline;
  /** What the execution says when its deadline passes. */
  expired;
  /** Milliseconds past the deadline that one long step (watch.ts) may run before it is stopped. */
  grace;
  /** A meter whose deadline is `ms` from now (none for undefined), saying `expired` past it. */
  static within(ms, expired) {
    return new _ExecMeter({
      ...ms === void 0 ? {} : { deadline: Date.now() + ms },
      ...expired ? { expired } : {}
    });
  }
  /**
   * Counts one step; the reason to stop, if any. The clock is read every 16 steps: often enough
   * that 16 calls each building a list of a million (milliseconds apiece) overshoot the deadline by
   * little, and rarely enough to cost nothing next to a step.
   */
  step() {
    this.steps++;
    if (this.steps > this.maxSteps) return `exceeded maximum number of execution steps (${this.maxSteps})`;
    if ((this.steps & 15) === 0 && this.deadline !== void 0 && Date.now() >= this.deadline)
      return this.expired;
    return void 0;
  }
  /** Counts `n` characters of output; the reason to stop, if any. */
  write(n) {
    this.output += n;
    if (this.output > this.maxOutput) return `exceeded maximum output size (${this.maxOutput} characters)`;
    return void 0;
  }
};
var import_yaml2 = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
var ZERO_DIGITS = { d: "", dp: 0 };
function shortestDigits(x) {
  const s = String(x);
  let mant = s;
  let exp = 0;
  const e = s.indexOf("e");
  if (e >= 0) {
    mant = s.slice(0, e);
    exp = Number(s.slice(e + 1));
  }
  const dot = mant.indexOf(".");
  const intPart = dot >= 0 ? mant.slice(0, dot) : mant;
  const digits = dot >= 0 ? intPart + mant.slice(dot + 1) : intPart;
  let dp = intPart.length + exp;
  let i = 0;
  while (i < digits.length && digits.charCodeAt(i) === 48) {
    i++;
    dp--;
  }
  let j = digits.length;
  while (j > i && digits.charCodeAt(j - 1) === 48) j--;
  return { d: digits.slice(i, j), dp };
}
var view = new DataView(new ArrayBuffer(8));
function floatBits(x) {
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const neg = hi >>> 31 === 1;
  const expBits = hi >>> 20 & 2047;
  let mant = BigInt(hi & 1048575) << 32n | BigInt(lo);
  let exp;
  if (expBits === 0) {
    exp = 1 - 1023;
  } else {
    mant |= 1n << 52n;
    exp = expBits - 1023;
  }
  return { mant, exp, neg };
}
var pow5Cache = /* @__PURE__ */ new Map();
function pow5(n) {
  let p = pow5Cache.get(n);
  if (p === void 0) {
    p = 5n ** BigInt(n);
    pow5Cache.set(n, p);
  }
  return p;
}
function exactDigits(x) {
  if (x === 0) return ZERO_DIGITS;
  const { mant, exp } = floatBits(x);
  const e = exp - 52;
  let s;
  let dp;
  if (e >= 0) {
    s = (mant << BigInt(e)).toString();
    dp = s.length;
  } else {
    s = (mant * pow5(-e)).toString();
    dp = s.length + e;
  }
  let j = s.length;
  while (j > 0 && s.charCodeAt(j - 1) === 48) j--;
  return { d: s.slice(0, j), dp };
}
function roundDigits(g, nd) {
  const { d, dp } = g;
  if (nd < 0 || nd >= d.length) return g;
  const c = d.charCodeAt(nd);
  let up;
  if (c === 53 && nd + 1 === d.length) {
    up = nd > 0 && (d.charCodeAt(nd - 1) - 48) % 2 === 1;
  } else {
    up = c >= 53;
  }
  if (up) {
    let i = nd - 1;
    while (i >= 0 && d.charCodeAt(i) === 57) i--;
    if (i < 0) return { d: "1", dp: dp + 1 };
    return { d: d.slice(0, i) + String.fromCharCode(d.charCodeAt(i) + 1), dp };
  }
  let j = nd;
  while (j > 0 && d.charCodeAt(j - 1) === 48) j--;
  return { d: d.slice(0, j), dp };
}
function zeros(n) {
  return n > 0 ? "0".repeat(n) : "";
}
function fmtE(neg, g, prec, ch) {
  const { d } = g;
  let out = neg ? "-" : "";
  out += d.length > 0 ? d[0] : "0";
  if (prec > 0) {
    out += ".";
    const m = Math.min(d.length, prec + 1);
    if (m > 1) out += d.slice(1, m);
    out += zeros(prec + 1 - Math.max(m, 1));
  }
  out += ch;
  const exp = d.length === 0 ? 0 : g.dp - 1;
  out += expDigits(exp);
  return out;
}
function expDigits(exp) {
  const abs = exp < 0 ? -exp : exp;
  return (exp < 0 ? "-" : "+") + (abs < 10 ? `0${abs}` : String(abs));
}
function fmtF(neg, g, prec) {
  const { d, dp } = g;
  let out = neg ? "-" : "";
  if (dp > 0) {
    const m = Math.min(d.length, dp);
    out += d.slice(0, m) + zeros(dp - m);
  } else {
    out += "0";
  }
  if (prec > 0) {
    out += ".";
    for (let i = 0; i < prec; i++) {
      const j = dp + i;
      out += j >= 0 && j < d.length ? d[j] : "0";
    }
  }
  return out;
}
function formatDigits(neg, g, prec, fmt, shortest) {
  switch (fmt) {
    case "e":
    case "E":
      return fmtE(neg, g, prec, fmt);
    case "f":
      return fmtF(neg, g, prec);
    default: {
      const nd = g.d.length;
      let eprec = prec;
      if (eprec > nd && nd >= g.dp) eprec = nd;
      if (shortest) eprec = 6;
      const exp = g.dp - 1;
      if (exp < -4 || exp >= eprec) {
        if (prec > nd) prec = nd;
        return fmtE(neg, g, prec - 1, fmt === "g" ? "e" : "E");
      }
      if (prec > g.dp) prec = nd;
      return fmtF(neg, g, Math.max(prec - g.dp, 0));
    }
  }
}
function fmtB(x) {
  const { mant, exp, neg } = floatBits(x);
  const e = exp - 52;
  return `${neg ? "-" : ""}${mant}p${e >= 0 ? "+" : ""}${e}`;
}
var lowerhex = "0123456789abcdef";
var upperhex = "0123456789ABCDEF";
function fmtX(x, prec, fmt) {
  const bits = floatBits(x);
  let { mant, exp } = bits;
  if (mant === 0n) exp = 0;
  mant <<= 8n;
  const bit60 = 1n << 60n;
  while (mant !== 0n && (mant & bit60) === 0n) {
    mant <<= 1n;
    exp--;
  }
  const mask60 = bit60 - 1n;
  if (prec >= 0 && prec < 15) {
    const shift = BigInt(prec * 4);
    const extra = mant << shift & mask60;
    mant >>= 60n - shift;
    if ((extra | mant & 1n) > 1n << 59n) mant++;
    mant <<= 60n - shift;
    if ((mant & 1n << 61n) !== 0n) {
      mant >>= 1n;
      exp++;
    }
  }
  const hex = fmt === "X" ? upperhex : lowerhex;
  let out = `${bits.neg ? "-" : ""}0${fmt}${mant >> 60n & 1n}`;
  mant = mant << 4n & (1n << 64n) - 1n;
  if (prec < 0 && mant !== 0n) {
    out += ".";
    while (mant !== 0n) {
      out += hex[Number(mant >> 60n & 15n)];
      mant = mant << 4n & (1n << 64n) - 1n;
    }
  } else if (prec > 0) {
    out += ".";
    for (let i = 0; i < prec; i++) {
      out += hex[Number(mant >> 60n & 15n)];
      mant = mant << 4n & (1n << 64n) - 1n;
    }
  }
  out += fmt === "X" ? "P" : "p";
  out += expDigits(exp);
  return out;
}
function formatFloat(v, fmt, prec) {
  if (Number.isNaN(v)) return "NaN";
  if (v === Number.POSITIVE_INFINITY) return "+Inf";
  if (v === Number.NEGATIVE_INFINITY) return "-Inf";
  if (fmt === "b") return fmtB(v);
  if (fmt === "x" || fmt === "X") return fmtX(v, prec, fmt);
  const neg = v < 0 || Object.is(v, -0);
  const x = Math.abs(v);
  const shortest = prec < 0;
  let g;
  if (shortest) {
    g = x === 0 ? ZERO_DIGITS : shortestDigits(x);
    switch (fmt) {
      case "e":
      case "E":
        prec = Math.max(g.d.length - 1, 0);
        break;
      case "f":
        prec = Math.max(g.d.length - g.dp, 0);
        break;
      default:
        prec = g.d.length;
    }
  } else {
    if (fmt === "g" || fmt === "G") {
      if (prec === 0) prec = 1;
    }
    if (x !== 0 && !forceExact) {
      const s = shortestDigits(x);
      const nd = cutAt(s, fmt, prec);
      if (nd < s.d.length && !(nd >= 0 && s.d.charCodeAt(nd) === 53 && nd + 1 === s.d.length)) {
        return formatDigits(neg, roundDigits(s, nd), prec, fmt, false);
      }
    }
    g = exactDigits(x);
    g = roundDigits(g, cutAt(g, fmt, prec));
  }
  return formatDigits(neg, g, prec, fmt, shortest);
}
function cutAt(g, fmt, prec) {
  switch (fmt) {
    case "e":
    case "E":
      return prec + 1;
    case "f":
      return g.dp + prec;
    default:
      return prec;
  }
}
var forceExact = false;
var MAX_RUNE = 1114111;
var RUNE_ERROR = 65533;
var printRe = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;
function isPrint(r) {
  if (r < 128) return r >= 32 && r < 127;
  if (r > MAX_RUNE || r >= 55296 && r < 57344) return false;
  return printRe.test(String.fromCodePoint(r));
}
function runeCount(s) {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 55296 && c < 56320) {
      const c2 = s.charCodeAt(i + 1);
      if (c2 >= 56320 && c2 < 57344) {
        n--;
        i++;
      }
    }
  }
  return n;
}
function runeAt(s, i) {
  const c = s.charCodeAt(i);
  if (c >= 55296 && c < 57344) {
    if (c < 56320 && i + 1 < s.length) {
      const c2 = s.charCodeAt(i + 1);
      if (c2 >= 56320 && c2 < 57344) return [(c - 55296 << 10) + (c2 - 56320) + 65536, 2];
    }
    return [RUNE_ERROR, 1];
  }
  return [c, 1];
}
var encoder = new TextEncoder();
function utf8Bytes(s) {
  return encoder.encode(s);
}
function hex4(r, width) {
  let out = "";
  for (let s = (width - 1) * 4; s >= 0; s -= 4) out += lowerhex[r >>> s & 15];
  return out;
}
function escapedRune(r, quote2, asciiOnly) {
  if (r === quote2 || r === 92) return `\\${String.fromCodePoint(r)}`;
  if (asciiOnly) {
    if (r < 128 && isPrint(r)) return String.fromCharCode(r);
  } else if (isPrint(r)) {
    return String.fromCodePoint(r);
  }
  switch (r) {
    case 7:
      return "\\a";
    case 8:
      return "\\b";
    case 12:
      return "\\f";
    case 10:
      return "\\n";
    case 13:
      return "\\r";
    case 9:
      return "\\t";
    case 11:
      return "\\v";
  }
  if (r < 32 || r === 127) return `\\x${hex4(r, 2)}`;
  if (r > MAX_RUNE || r >= 55296 && r < 57344) r = RUNE_ERROR;
  if (r < 65536) return `\\u${hex4(r, 4)}`;
  return `\\U${hex4(r, 8)}`;
}
function quoteWith(s, quote2, asciiOnly) {
  const q = String.fromCharCode(quote2);
  let out = q;
  let start = 0;
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    if (c >= 32 && c < 127 && c !== quote2 && c !== 92) {
      i++;
      continue;
    }
    out += s.slice(start, i);
    const [r, w] = runeAt(s, i);
    out += escapedRune(r, quote2, asciiOnly);
    i += w;
    start = i;
  }
  return out + s.slice(start) + q;
}
function quote(s) {
  return quoteWith(s, 34, false);
}
function quoteToASCII(s) {
  return quoteWith(s, 34, true);
}
function quoteRune(r, asciiOnly) {
  if (r > MAX_RUNE || r < 0 || r >= 55296 && r < 57344) r = RUNE_ERROR;
  return `'${escapedRune(r, 39, asciiOnly)}'`;
}
function canBackquote(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 && c !== 9 || c === 96 || c === 127 || c === 65279) return false;
  }
  return true;
}
var LDIGITS = "0123456789abcdefx";
var UDIGITS = "0123456789ABCDEFX";
function sortedKeys(m) {
  return Object.keys(m).sort(import_chunk_AUPPCWXN.compareUtf8);
}
var addresses = /* @__PURE__ */ new WeakMap();
var nextAddress = 0xc000010000n;
function addressOf(v) {
  let a = addresses.get(v);
  if (a === void 0) {
    a = nextAddress;
    nextAddress += 0x30n;
    addresses.set(v, a);
  }
  return a;
}
function asUint64(v) {
  return v < 0n ? BigInt.asUintN(64, v) : v;
}
function tooLarge(x) {
  return x > 1e6 || x < -1e6;
}
var Printer = class {
  buf = "";
  // fmtFlags
  widPresent = false;
  precPresent = false;
  minus = false;
  plus = false;
  sharp = false;
  space = false;
  zero = false;
  plusV = false;
  sharpV = false;
  wid = 0;
  prec = 0;
  // doPrintf state
  reordered = false;
  goodArgNum = true;
  /** The next argument to format. */
  argNum = 0;
  /** Whether an explicit `[n]` index has just set argNum. */
  afterIndex = false;
  // parsenum results
  pnNum = 0;
  pnOk = false;
  clearflags() {
    this.widPresent = false;
    this.precPresent = false;
    this.minus = false;
    this.plus = false;
    this.sharp = false;
    this.space = false;
    this.zero = false;
    this.plusV = false;
    this.sharpV = false;
    this.wid = 0;
    this.prec = 0;
  }
  // ---- format.go ------------------------------------------------------------------------
  writePadding(n) {
    if (n <= 0) return;
    this.buf += (this.zero && !this.minus ? "0" : " ").repeat(n);
  }
  pad(s) {
    if (!this.widPresent || this.wid === 0) {
      this.buf += s;
      return;
    }
    const width = this.wid - runeCount(s);
    if (!this.minus) {
      this.writePadding(width);
      this.buf += s;
    } else {
      this.buf += s;
      this.writePadding(width);
    }
  }
  fmtBoolean(v) {
    this.pad(v ? "true" : "false");
  }
  fmtUnicode(u) {
    let prec = 4;
    if (this.precPresent && this.prec > 4) prec = this.prec;
    let digits = u.toString(16).toUpperCase();
    if (digits.length < prec) digits = "0".repeat(prec - digits.length) + digits;
    let s = `U+${digits}`;
    if (this.sharp && u <= BigInt(MAX_RUNE) && isPrint(Number(u))) {
      s += ` '${String.fromCodePoint(Number(u))}'`;
    }
    const oldZero = this.zero;
    this.zero = false;
    this.pad(s);
    this.zero = oldZero;
  }
  fmtInteger(v, base2, verb, digits) {
    const negative = v < 0n;
    const u = negative ? -v : v;
    let prec = 0;
    if (this.precPresent) {
      prec = this.prec;
      if (prec === 0 && u === 0n) {
        const oldZero2 = this.zero;
        this.zero = false;
        this.writePadding(this.wid);
        this.zero = oldZero2;
        return;
      }
    } else if (this.zero && !this.minus && this.widPresent) {
      prec = this.wid;
      if (negative || this.plus || this.space) prec--;
    }
    let s = u.toString(base2);
    if (digits === UDIGITS) s = s.toUpperCase();
    if (s.length < prec) s = "0".repeat(prec - s.length) + s;
    if (this.sharp) {
      switch (base2) {
        case 2:
          s = `0b${s}`;
          break;
        case 8:
          if (s.charCodeAt(0) !== 48) s = `0${s}`;
          break;
        case 16:
          s = `0${digits[16]}${s}`;
          break;
      }
    }
    if (verb === "O") s = `0o${s}`;
    if (negative) s = `-${s}`;
    else if (this.plus) s = `+${s}`;
    else if (this.space) s = ` ${s}`;
    const oldZero = this.zero;
    this.zero = false;
    this.pad(s);
    this.zero = oldZero;
  }
  truncateString(s) {
    if (this.precPresent) {
      let n = this.prec;
      for (let i = 0; i < s.length; ) {
        n--;
        if (n < 0) return s.slice(0, i);
        i += runeAt(s, i)[1];
      }
    }
    return s;
  }
  fmtS(s) {
    this.pad(this.truncateString(s));
  }
  fmtSx(s, digits) {
    const b = utf8Bytes(s);
    let length = b.length;
    if (this.precPresent && this.prec < length) length = this.prec;
    let width = 2 * length;
    if (width > 0) {
      if (this.space) {
        if (this.sharp) width *= 2;
        width += length - 1;
      } else if (this.sharp) {
        width += 2;
      }
    } else {
      if (this.widPresent) this.writePadding(this.wid);
      return;
    }
    if (this.widPresent && this.wid > width && !this.minus) this.writePadding(this.wid - width);
    let out = "";
    if (this.sharp) out += `0${digits[16]}`;
    for (let i = 0; i < length; i++) {
      if (this.space && i > 0) {
        out += " ";
        if (this.sharp) out += `0${digits[16]}`;
      }
      const c = b[i];
      out += digits[c >> 4] + digits[c & 15];
    }
    this.buf += out;
    if (this.widPresent && this.wid > width && this.minus) this.writePadding(this.wid - width);
  }
  fmtQ(s) {
    s = this.truncateString(s);
    if (this.sharp && canBackquote(s)) {
      this.pad(`\`${s}\``);
      return;
    }
    this.pad(this.plus ? quoteToASCII(s) : quote(s));
  }
  fmtC(u) {
    let r = u > BigInt(MAX_RUNE) ? RUNE_ERROR : Number(u);
    if (r >= 55296 && r < 57344) r = RUNE_ERROR;
    this.pad(String.fromCodePoint(r));
  }
  fmtQc(u) {
    const r = u > BigInt(MAX_RUNE) ? RUNE_ERROR : Number(u);
    this.pad(quoteRune(r, this.plus));
  }
  fmtFloat(v, verb, prec) {
    if (this.precPresent) prec = this.prec;
    let num = formatFloat(v, verb === "v" ? "g" : verb, prec);
    const c0 = num.charCodeAt(0);
    if (c0 !== 45 && c0 !== 43) num = `+${num}`;
    if (this.space && num.charCodeAt(0) === 43 && !this.plus) num = ` ${num.slice(1)}`;
    const c1 = num.charCodeAt(1);
    if (c1 === 73 || c1 === 78) {
      const oldZero = this.zero;
      this.zero = false;
      if (c1 === 78 && !this.space && !this.plus) num = num.slice(1);
      this.pad(num);
      this.zero = oldZero;
      return;
    }
    if (this.sharp && verb !== "b") {
      let digits = 0;
      if (verb === "v" || verb === "g" || verb === "G" || verb === "x") {
        digits = prec;
        if (digits === -1) digits = 6;
      }
      let tail = "";
      let hasDecimalPoint = false;
      let sawNonzeroDigit = false;
      for (let i = 1; i < num.length; i++) {
        const c = num.charCodeAt(i);
        if (c === 46) {
          hasDecimalPoint = true;
          continue;
        }
        if (c === 112 || c === 80 || (c === 101 || c === 69) && verb !== "x" && verb !== "X") {
          tail = num.slice(i);
          num = num.slice(0, i);
          break;
        }
        if (c !== 48) sawNonzeroDigit = true;
        if (sawNonzeroDigit) digits--;
      }
      if (!hasDecimalPoint) {
        if (num.length === 2 && num.charCodeAt(1) === 48) digits--;
        num += ".";
      }
      if (digits > 0) num += "0".repeat(digits);
      num += tail;
    }
    if (this.plus || num.charCodeAt(0) !== 43) {
      if (this.zero && !this.minus && this.widPresent && this.wid > num.length) {
        this.buf += num[0];
        this.writePadding(this.wid - num.length);
        this.buf += num.slice(1);
        return;
      }
      this.pad(num);
      return;
    }
    this.pad(num.slice(1));
  }
  // ---- print.go -------------------------------------------------------------------------
  badVerb(verb, arg) {
    this.buf += `%!${verb}(`;
    this.printTypedArg(arg);
    this.buf += ")";
  }
  /** An argument as bad-verb and EXTRA notes show it: `type=value`, or `<nil>`. */
  printTypedArg(arg) {
    if (arg === null || arg === void 0) {
      this.buf += "<nil>";
    } else {
      this.buf += `${goTypeName(arg)}=`;
      this.printArg(arg, "v");
    }
  }
  fmt0x64(v, leading0x) {
    const sharp = this.sharp;
    this.sharp = leading0x;
    this.fmtInteger(v, 16, "v", LDIGITS);
    this.sharp = sharp;
  }
  /** `arg` is the value a bad verb names (an int64 or uint8 rather than the bigint of its value). */
  fmtIntegerVerb(v, verb, arg = v) {
    switch (verb) {
      case "v":
      case "d":
        this.fmtInteger(v, 10, verb, LDIGITS);
        return;
      case "b":
        this.fmtInteger(v, 2, verb, LDIGITS);
        return;
      case "o":
      case "O":
        this.fmtInteger(v, 8, verb, LDIGITS);
        return;
      case "x":
        this.fmtInteger(v, 16, verb, LDIGITS);
        return;
      case "X":
        this.fmtInteger(v, 16, verb, UDIGITS);
        return;
      case "c":
        this.fmtC(asUint64(v));
        return;
      case "q": {
        const u = asUint64(v);
        if (u <= BigInt(MAX_RUNE)) this.fmtQc(u);
        else this.badVerb(verb, arg);
        return;
      }
      case "U":
        this.fmtUnicode(asUint64(v));
        return;
      default:
        this.badVerb(verb, arg);
    }
  }
  fmtFloatVerb(v, verb) {
    switch (verb) {
      case "v":
        this.fmtFloat(v, "g", -1);
        return;
      case "b":
      case "g":
      case "G":
      case "x":
      case "X":
        this.fmtFloat(v, verb, -1);
        return;
      case "f":
      case "e":
      case "E":
        this.fmtFloat(v, verb, 6);
        return;
      case "F":
        this.fmtFloat(v, "f", 6);
        return;
      default:
        this.badVerb(verb, v);
    }
  }
  fmtString(v, verb) {
    switch (verb) {
      case "v":
        if (this.sharpV) this.fmtQ(v);
        else this.fmtS(v);
        return;
      case "s":
        this.fmtS(v);
        return;
      case "x":
        this.fmtSx(v, LDIGITS);
        return;
      case "X":
        this.fmtSx(v, UDIGITS);
        return;
      case "q":
        this.fmtQ(v);
        return;
      default:
        this.badVerb(verb, v);
    }
  }
  fmtPointer(v, verb) {
    if (v === null || v === void 0 || typeof v !== "object" && typeof v !== "function" || v instanceof GoInt) {
      this.badVerb(verb, v);
      return;
    }
    const u = addressOf(v);
    switch (verb) {
      case "v":
        if (this.sharpV) {
          this.buf += `(${goTypeName(v)})(`;
          this.fmt0x64(u, true);
          this.buf += ")";
        } else {
          this.fmt0x64(u, !this.sharp);
        }
        return;
      case "p":
        this.fmt0x64(u, !this.sharp);
        return;
      case "b":
      case "o":
      case "d":
      case "x":
      case "X":
        this.fmtIntegerVerb(u, verb);
        return;
      default:
        this.badVerb(verb, v);
    }
  }
  printArg(arg, verb) {
    if (arg === null || arg === void 0) {
      if (verb === "T" || verb === "v") this.pad("<nil>");
      else this.badVerb(verb, arg);
      return;
    }
    if (verb === "T") {
      this.fmtS(goTypeName(arg));
      return;
    }
    if (verb === "p") {
      this.fmtPointer(arg, "p");
      return;
    }
    if (isStringer(arg) && (verb === "v" || verb === "s" || verb === "q")) {
      const text = arg.String();
      if (verb === "q") this.fmtQ(text);
      else this.fmtS(text);
      return;
    }
    if (arg instanceof GoInt) {
      if (verb === "v" && this.sharpV && arg.unsigned) this.fmt0x64(arg.value, true);
      else this.fmtIntegerVerb(arg.value, verb, arg);
      return;
    }
    switch (typeof arg) {
      case "boolean":
        if (verb === "t" || verb === "v") this.fmtBoolean(arg);
        else this.badVerb(verb, arg);
        return;
      case "number":
        this.fmtFloatVerb(arg, verb);
        return;
      case "bigint":
        this.fmtIntegerVerb(arg, verb);
        return;
      case "string":
        this.fmtString(arg, verb);
        return;
      case "function":
        this.fmtPointer(arg, verb);
        return;
    }
    if (Array.isArray(arg)) {
      if (this.sharpV) {
        this.buf += `${goTypeName(arg)}{`;
        for (let i = 0; i < arg.length; i++) {
          if (i > 0) this.buf += ", ";
          this.printElem(arg[i], verb);
        }
        this.buf += "}";
      } else {
        this.buf += "[";
        for (let i = 0; i < arg.length; i++) {
          if (i > 0) this.buf += " ";
          this.printElem(arg[i], verb);
        }
        this.buf += "]";
      }
      return;
    }
    const m = arg;
    const keys = sortedKeys(m);
    this.buf += this.sharpV ? `${goTypeName(m)}{` : "map[";
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      if (i > 0) this.buf += this.sharpV ? ", " : " ";
      this.fmtString(k, verb);
      this.buf += ":";
      this.printElem(m[k], verb);
    }
    this.buf += this.sharpV ? "}" : "]";
  }
  /** An element of a list or map: an interface{} value; nil prints bare, whatever the verb. */
  printElem(v, verb) {
    if (v === null || v === void 0) {
      this.buf += this.sharpV ? "interface {}(nil)" : "<nil>";
      return;
    }
    this.printArg(v, verb);
  }
  // ---- doPrintf -------------------------------------------------------------------------
  /** parsenum: sets pnNum/pnOk and returns the new index. */
  parsenum(s, start, end) {
    this.pnNum = 0;
    this.pnOk = false;
    if (start >= end) return end;
    let i = start;
    for (; i < end; i++) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) break;
      if (tooLarge(this.pnNum)) {
        this.pnNum = 0;
        this.pnOk = false;
        return end;
      }
      this.pnNum = this.pnNum * 10 + (c - 48);
      this.pnOk = true;
    }
    return i;
  }
  /** intFromArg: the width or precision from a[argNum]; sets pnNum/pnOk, returns the new argNum. */
  intFromArg(a, argNum) {
    this.pnNum = 0;
    this.pnOk = false;
    if (argNum < a.length) {
      const v = a[argNum];
      const n = v instanceof GoInt ? v.value : v;
      if (typeof n === "bigint" && n >= -(1n << 63n) && n < 1n << 63n) {
        this.pnNum = Number(n);
        this.pnOk = true;
      }
      if (tooLarge(this.pnNum)) {
        this.pnNum = 0;
        this.pnOk = false;
      }
      return argNum + 1;
    }
    return argNum;
  }
  /** Sets wid/widPresent from the last parsenum or intFromArg. */
  takeWidth() {
    this.wid = this.pnNum;
    this.widPresent = this.pnOk;
  }
  /** Sets prec/precPresent from the last parsenum or intFromArg. */
  takePrec() {
    this.prec = this.pnNum;
    this.precPresent = this.pnOk;
  }
  /**
   * argNumber: if format[i] starts `[n]`, the argument index it names. Sets argNum (where the
   * index is good) and afterIndex, returns the new i.
   */
  argNumber(format, i, numArgs) {
    this.afterIndex = false;
    if (format.length <= i || format.charCodeAt(i) !== 91) return i;
    this.reordered = true;
    let index2 = 0;
    let wid = 1;
    let ok = false;
    if (format.length - i >= 3) {
      for (let j = i + 1; j < format.length; j++) {
        if (format.charCodeAt(j) === 93) {
          const newi = this.parsenum(format, i + 1, j);
          if (!this.pnOk || newi !== j) {
            wid = j - i + 1;
            ok = false;
          } else {
            index2 = this.pnNum - 1;
            wid = j - i + 1;
            ok = true;
          }
          break;
        }
      }
    }
    if (ok && index2 >= 0 && index2 < numArgs) {
      this.argNum = index2;
      this.afterIndex = true;
      return i + wid;
    }
    this.goodArgNum = false;
    this.afterIndex = ok;
    return i + wid;
  }
  doPrintf(format, a) {
    const end = format.length;
    this.argNum = 0;
    this.afterIndex = false;
    this.reordered = false;
    for (let i = 0; i < end; ) {
      this.goodArgNum = true;
      const lasti = i;
      while (i < end && format.charCodeAt(i) !== 37) i++;
      if (i > lasti) this.buf += format.slice(lasti, i);
      if (i >= end) break;
      i++;
      this.clearflags();
      flags: for (; i < end; i++) {
        switch (format.charCodeAt(i)) {
          case 35:
            this.sharp = true;
            break;
          case 48:
            this.zero = true;
            break;
          case 43:
            this.plus = true;
            break;
          case 45:
            this.minus = true;
            break;
          case 32:
            this.space = true;
            break;
          default:
            break flags;
        }
      }
      i = this.argNumber(format, i, a.length);
      if (i < end && format.charCodeAt(i) === 42) {
        i++;
        this.argNum = this.intFromArg(a, this.argNum);
        this.takeWidth();
        if (!this.widPresent) this.buf += "%!(BADWIDTH)";
        if (this.wid < 0) {
          this.wid = -this.wid;
          this.minus = true;
          this.zero = false;
        }
        this.afterIndex = false;
      } else {
        i = this.parsenum(format, i, end);
        this.takeWidth();
        if (this.afterIndex && this.widPresent) this.goodArgNum = false;
      }
      if (i + 1 < end && format.charCodeAt(i) === 46) {
        i++;
        if (this.afterIndex) this.goodArgNum = false;
        i = this.argNumber(format, i, a.length);
        if (i < end && format.charCodeAt(i) === 42) {
          i++;
          this.argNum = this.intFromArg(a, this.argNum);
          this.takePrec();
          if (this.prec < 0) {
            this.prec = 0;
            this.precPresent = false;
          }
          if (!this.precPresent) this.buf += "%!(BADPREC)";
          this.afterIndex = false;
        } else {
          i = this.parsenum(format, i, end);
          this.takePrec();
          if (!this.precPresent) {
            this.prec = 0;
            this.precPresent = true;
          }
        }
      }
      if (!this.afterIndex) {
        i = this.argNumber(format, i, a.length);
      }
      if (i >= end) {
        this.buf += "%!(NOVERB)";
        break;
      }
      const [r, size] = runeAt(format, i);
      const verb = size === 1 && r !== RUNE_ERROR ? format.charAt(i) : String.fromCodePoint(r);
      i += size;
      if (verb === "%") {
        this.buf += "%";
      } else if (!this.goodArgNum) {
        this.buf += `%!${verb}(BADINDEX)`;
      } else if (this.argNum >= a.length) {
        this.buf += `%!${verb}(MISSING)`;
      } else {
        if (verb === "v") {
          this.sharpV = this.sharp;
          this.sharp = false;
          this.plusV = this.plus;
          this.plus = false;
        }
        this.printArg(a[this.argNum], verb);
        this.argNum++;
      }
    }
    if (!this.reordered && this.argNum < a.length) {
      this.clearflags();
      this.buf += "%!(EXTRA ";
      for (let k = this.argNum; k < a.length; k++) {
        if (k > this.argNum) this.buf += ", ";
        this.printTypedArg(a[k]);
      }
      this.buf += ")";
    }
  }
};
function sprintf(format, ...args) {
  printable(args);
  const p = new Printer();
  p.doPrintf(format, args);
  return p.buf;
}
function sprint(...args) {
  printable(args);
  const p = new Printer();
  let prevString = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const isString = typeof arg === "string";
    if (i > 0 && !isString && !prevString) p.buf += " ";
    p.printArg(arg, "v");
    prevString = isString;
  }
  return p.buf;
}
function sprintln(...args) {
  printable(args);
  const p = new Printer();
  for (let i = 0; i < args.length; i++) {
    if (i > 0) p.buf += " ";
    p.printArg(args[i], "v");
  }
  return `${p.buf}
`;
}
function printable(args) {
  for (const a of args) if (typeof a === "object" && a !== null) checkPrintable(a);
}
function isStringer(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) !== Object.prototype && typeof v.String === "function";
}
function formatValue(v) {
  switch (typeof v) {
    case "string":
      return v;
    case "boolean":
      return v ? "true" : "false";
    case "bigint":
      return v.toString();
    case "number":
      return formatFloat(v, "g", -1);
  }
  if (v instanceof GoInt) return v.value.toString();
  printable([v]);
  const p = new Printer();
  p.printArg(v, "v");
  return p.buf;
}
var BEST_WIDTH = 80;
var BEST_INDENT = 2;
var YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
var BASE60_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;
var RESOLVE_MAP = /* @__PURE__ */ new Set([
  "y",
  "Y",
  "yes",
  "Yes",
  "YES",
  "true",
  "True",
  "TRUE",
  "on",
  "On",
  "ON",
  "n",
  "N",
  "no",
  "No",
  "NO",
  "false",
  "False",
  "FALSE",
  "off",
  "Off",
  "OFF",
  "",
  "~",
  "null",
  "Null",
  "NULL",
  ".nan",
  ".NaN",
  ".NAN",
  ".inf",
  ".Inf",
  ".INF",
  "+.inf",
  "+.Inf",
  "+.INF",
  "-.inf",
  "-.Inf",
  "-.INF",
  "<<"
]);
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
var UINT64_MAX = 2n ** 64n - 1n;
function parseGoInt(s, unsigned) {
  let t = s;
  let neg = false;
  if (t.startsWith("+") || t.startsWith("-")) {
    if (unsigned) return void 0;
    neg = t[0] === "-";
    t = t.slice(1);
  }
  let digits;
  let radix;
  if (/^0[xX]/.test(t)) {
    radix = 16;
    digits = t.slice(2);
  } else if (/^0[bB]/.test(t)) {
    radix = 2;
    digits = t.slice(2);
  } else if (/^0[oO]/.test(t)) {
    radix = 8;
    digits = t.slice(2);
  } else if (t.length > 1 && t[0] === "0") {
    radix = 8;
    digits = t.slice(1);
  } else {
    radix = 10;
    digits = t;
  }
  const re = { 16: /^[0-9a-fA-F]+$/, 2: /^[01]+$/, 8: /^[0-7]+$/, 10: /^[0-9]+$/ }[radix];
  if (!re.test(digits)) return void 0;
  let v = 0n;
  for (const c of digits) v = v * BigInt(radix) + BigInt(Number.parseInt(c, radix));
  if (neg) v = -v;
  if (unsigned) return v <= UINT64_MAX ? v : void 0;
  return v >= INT64_MIN && v <= INT64_MAX ? v : void 0;
}
var DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function isTimestamp(s) {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:([Tt])|( ))(\d{1,2}):(\d{1,2}):(\d{1,2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(
    s
  );
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > DAYS[month - 1]) return false;
  if (month === 2 && day === 29) {
    const y = Number(m[1]);
    if (!(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))) return false;
  }
  if (m[6] === void 0) return true;
  if (Number(m[6]) > 23 || Number(m[7]) > 59 || Number(m[8]) > 59) return false;
  if (m[5] !== void 0) return m[10] === void 0;
  return m[10] !== void 0;
}
function resolvesToString(s) {
  const c = s.length > 0 ? s[0] : "";
  const hint = s === "" ? "N" : /[-+0-9]/.test(c) ? "D" : /[yYnNtTfFoO~]/.test(c) ? "M" : c === "." ? "." : "";
  if (hint === "") return true;
  if (RESOLVE_MAP.has(s)) return false;
  if (hint === ".") return !isGoFloat(s);
  if (hint === "D") {
    if (isTimestamp(s)) return false;
    const plain = s.replaceAll("_", "");
    if (parseGoInt(plain, false) !== void 0 || parseGoInt(plain, true) !== void 0) return false;
    if (YAML_STYLE_FLOAT.test(plain) && isGoFloat(plain)) return false;
    if (plain.startsWith("0b") && /^[01]+$/.test(plain.slice(2))) return false;
    if (plain.startsWith("-0b") && /^[01]+$/.test(plain.slice(3))) return false;
  }
  return true;
}
function isGoFloat(s) {
  return /^[-+]?(?:(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|inf(?:inity)?|nan|0[xX](?:[0-9a-fA-F]+(?:\.[0-9a-fA-F]*)?|\.[0-9a-fA-F]+)[pP][-+]?[0-9]+)$/i.test(
    s
  );
}
var MarshalError = class extends Error {
};
function jsonFloat(v) {
  const a = Math.abs(v);
  if (a !== 0 && (a < 1e-6 || a >= 1e21)) {
    return formatFloat(v, "e", -1).replace(/e([-+])0(\d)$/, "e$1$2");
  }
  return formatFloat(v, "f", -1);
}
function numberText(v) {
  if (typeof v === "bigint") return v.toString();
  if (!Number.isFinite(v)) throw new MarshalError(`json: unsupported value: ${formatFloat(v, "g", -1)}`);
  const text = jsonFloat(v);
  const plain = text;
  const i = parseGoInt(plain, false) ?? parseGoInt(plain, true);
  if (i !== void 0) return i.toString();
  return formatFloat(Number.parseFloat(plain), "g", -1);
}
function toNode(v) {
  if (v === null || v === void 0) return { k: "scalar", text: "null", str: false };
  switch (typeof v) {
    case "string":
      return { k: "scalar", text: v, str: true };
    case "boolean":
      return { k: "scalar", text: v ? "true" : "false", str: false };
    case "number":
    case "bigint":
      return { k: "scalar", text: numberText(v), str: false };
    case "function":
      throw new MarshalError("json: unsupported type: func()");
  }
  if (v instanceof GoInt) return { k: "scalar", text: v.value.toString(), str: false };
  if (Array.isArray(v)) return { k: "seq", items: v.map(toNode) };
  const keys = Object.keys(v).sort((a, b) => keyLess(a, b) ? -1 : keyLess(b, a) ? 1 : 0);
  return { k: "map", entries: keys.map((key) => [key, toNode(v[key])]) };
}
var LETTER = new RegExp("\\p{L}", "u");
var DIGIT = new RegExp("\\p{Nd}", "u");
function keyLess(a, b) {
  const ar = Array.from(a);
  const br = Array.from(b);
  for (let i = 0; i < ar.length && i < br.length; i++) {
    const ac = ar[i];
    const bc = br[i];
    if (ac === bc) continue;
    const al = LETTER.test(ac);
    const bl = LETTER.test(bc);
    if (al && bl) return ac.codePointAt(0) < bc.codePointAt(0);
    if (al || bl) return bl;
    let an = 0n;
    let bn = 0n;
    if (ac === "0" || bc === "0") {
      for (let j = i - 1; j >= 0 && DIGIT.test(ar[j]); j--) {
        if (ar[j] !== "0") {
          an = 1n;
          bn = 1n;
          break;
        }
      }
    }
    let ai = i;
    for (; ai < ar.length && DIGIT.test(ar[ai]); ai++) {
      an = an * 10n + BigInt(ar[ai].codePointAt(0)) - 48n;
    }
    let bi = i;
    for (; bi < br.length && DIGIT.test(br[bi]); bi++) {
      bn = bn * 10n + BigInt(br[bi].codePointAt(0)) - 48n;
    }
    if (an !== bn) return an < bn;
    if (ai !== bi) return ai < bi;
    return ac.codePointAt(0) < bc.codePointAt(0);
  }
  return ar.length < br.length;
}
var isBreak = (c) => c === "\r" || c === "\n" || c === "\x85" || c === "\u2028" || c === "\u2029";
var isBlankz = (c) => c === void 0 || c === " " || c === "	" || isBreak(c) || c === "\0";
function isPrintable(c) {
  const r = c.codePointAt(0);
  if (r === 10 || r >= 32 && r <= 126) return true;
  if (r >= 160 && r <= 55295) return true;
  if (r >= 57344 && r <= 65533 && r !== 65279) return true;
  return false;
}
function analyze(chars) {
  if (chars.length === 0) {
    return { multiline: false, blockPlainAllowed: true, singleQuotedAllowed: true, blockAllowed: false };
  }
  let blockIndicators = false;
  let lineBreaks = false;
  let special = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  let previousSpace = false;
  let previousBreak = false;
  let precededByWhitespace = true;
  const s3 = chars.slice(0, 3).join("");
  if (s3 === "---" || s3 === "...") blockIndicators = true;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    const next = chars[i + 1];
    const followedByWhitespace = next === void 0 || next === " " || next === "	" || isBreak(next) || next === "\0";
    if (i === 0) {
      if ("#,[]{}&*!|>'\"%@`".includes(c)) blockIndicators = true;
      else if ((c === "?" || c === ":" || c === "-") && followedByWhitespace) blockIndicators = true;
    } else if (c === ":" && followedByWhitespace) blockIndicators = true;
    else if (c === "#" && precededByWhitespace) blockIndicators = true;
    if (!isPrintable(c)) special = true;
    if (c === " ") {
      if (i === 0) leadingSpace = true;
      if (i === chars.length - 1) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreak(c)) {
      lineBreaks = true;
      if (i === 0) leadingBreak = true;
      if (i === chars.length - 1) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    precededByWhitespace = isBlankz(c);
  }
  const a = {
    multiline: lineBreaks,
    blockPlainAllowed: true,
    singleQuotedAllowed: true,
    blockAllowed: true
  };
  if (leadingSpace || leadingBreak || trailingSpace || trailingBreak) a.blockPlainAllowed = false;
  if (trailingSpace) a.blockAllowed = false;
  if (breakSpace) {
    a.blockPlainAllowed = false;
    a.singleQuotedAllowed = false;
  }
  if (spaceBreak || special) {
    a.blockPlainAllowed = false;
    a.singleQuotedAllowed = false;
    a.blockAllowed = false;
  }
  if (lineBreaks) a.blockPlainAllowed = false;
  if (blockIndicators) a.blockPlainAllowed = false;
  return a;
}
var ESCAPES = {
  0: "0",
  7: "a",
  8: "b",
  9: "t",
  10: "n",
  11: "v",
  12: "f",
  13: "r",
  27: "e",
  34: '"',
  92: "\\",
  133: "N",
  160: "_",
  8232: "L",
  8233: "P"
};
var Emitter = class {
  out = "";
  column = 0;
  whitespace = true;
  indention = true;
  indent = -1;
  indents = [];
  // context of the node being emitted
  mappingContext = false;
  simpleKeyContext = false;
  put(s) {
    this.out += s;
    this.column++;
  }
  putBreak() {
    this.out += "\n";
    this.column = 0;
  }
  increaseIndent(flow, indentless) {
    this.indents.push(this.indent);
    if (this.indent < 0) this.indent = flow ? BEST_INDENT : 0;
    else if (!indentless) this.indent += BEST_INDENT;
  }
  popIndent() {
    this.indent = this.indents.pop();
  }
  writeIndent() {
    const indent2 = this.indent < 0 ? 0 : this.indent;
    if (!this.indention || this.column > indent2 || this.column === indent2 && !this.whitespace)
      this.putBreak();
    while (this.column < indent2) this.put(" ");
    this.whitespace = true;
    this.indention = true;
  }
  writeIndicator(ind, needWhitespace, isWhitespace, isIndention) {
    if (needWhitespace && !this.whitespace) this.put(" ");
    for (const c of ind) this.put(c);
    this.whitespace = isWhitespace;
    this.indention = this.indention && isIndention;
  }
  node(n, mapping, simpleKey) {
    this.mappingContext = mapping;
    this.simpleKeyContext = simpleKey;
    if (n.k === "scalar") this.scalar(n.text, n.str);
    else if (n.k === "seq") this.sequence(n.items);
    else this.mapping(n.entries);
  }
  flowEmpty(open, close) {
    this.writeIndicator(open, true, true, false);
    this.increaseIndent(true, false);
    this.popIndent();
    this.writeIndicator(close, false, false, false);
  }
  sequence(items) {
    if (items.length === 0) {
      this.flowEmpty("[", "]");
      return;
    }
    this.increaseIndent(false, this.mappingContext && !this.indention);
    for (const item of items) {
      this.writeIndent();
      this.writeIndicator("-", true, false, true);
      this.node(item, false, false);
    }
    this.popIndent();
  }
  mapping(entries) {
    if (entries.length === 0) {
      this.flowEmpty("{", "}");
      return;
    }
    this.increaseIndent(false, false);
    for (const [key, value] of entries) {
      this.writeIndent();
      const chars = Array.from(key);
      const simple = !analyze(chars).multiline && new TextEncoder().encode(key).length <= 128;
      if (simple) {
        this.node({ k: "scalar", text: key, str: true }, true, true);
        this.writeIndicator(":", false, false, false);
      } else {
        this.writeIndicator("?", true, false, true);
        this.node({ k: "scalar", text: key, str: true }, true, false);
        this.writeIndent();
        this.writeIndicator(":", true, false, true);
      }
      this.node(value, true, false);
    }
    this.popIndent();
  }
  scalar(text, isString) {
    const chars = Array.from(text);
    const a = analyze(chars);
    let style = "plain";
    if (isString) {
      const canUsePlain = resolvesToString(text) && !BASE60_FLOAT.test(text);
      style = text.includes("\n") ? "literal" : canUsePlain ? "plain" : "double";
    }
    if (this.simpleKeyContext && a.multiline) style = "double";
    if (style === "plain") {
      if (!a.blockPlainAllowed) style = "single";
      if (chars.length === 0 && this.simpleKeyContext) style = "single";
    }
    if (style === "single" && !a.singleQuotedAllowed) style = "double";
    if (style === "literal" && (!a.blockAllowed || this.simpleKeyContext)) style = "double";
    this.increaseIndent(true, false);
    const allowBreaks = !this.simpleKeyContext;
    switch (style) {
      case "plain":
        this.writePlain(chars, allowBreaks);
        break;
      case "single":
        this.writeSingle(chars, allowBreaks);
        break;
      case "double":
        this.writeDouble(chars, allowBreaks);
        break;
      case "literal":
        this.writeLiteral(chars);
        break;
    }
    this.popIndent();
  }
  writePlain(chars, allowBreaks) {
    if (!this.whitespace) this.put(" ");
    let spaces = false;
    let breaks = false;
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i];
      if (c === " ") {
        if (allowBreaks && !spaces && this.column > BEST_WIDTH && chars[i + 1] !== " ") this.writeIndent();
        else this.put(c);
        spaces = true;
      } else if (isBreak(c)) {
        this.writeTextBreak(c, !breaks);
        breaks = true;
      } else {
        this.writeTextChar(c, breaks, false);
        spaces = false;
        breaks = false;
      }
    }
    this.whitespace = false;
    this.indention = false;
  }
  writeBreak(c) {
    if (c === "\n") this.putBreak();
    else {
      this.out += c;
      this.column = 0;
    }
  }
  /**
   * A line break of a scalar's text; `fold` doubles a '\n' (the first of a run in a flow scalar),
   * as folding reads a single one back as a space.
   */
  writeTextBreak(c, fold) {
    if (fold && c === "\n") this.putBreak();
    this.writeBreak(c);
    this.indention = true;
  }
  /** A character of a scalar's text other than a break, indented first after breaks; `twice` writes it doubled. */
  writeTextChar(c, afterBreaks, twice) {
    if (afterBreaks) this.writeIndent();
    if (twice) this.put(c);
    this.put(c);
    this.indention = false;
  }
  writeSingle(chars, allowBreaks) {
    this.writeIndicator("'", true, false, false);
    let spaces = false;
    let breaks = false;
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i];
      if (c === " ") {
        if (allowBreaks && !spaces && this.column > BEST_WIDTH && i > 0 && i < chars.length - 1 && chars[i + 1] !== " ") {
          this.writeIndent();
        } else this.put(c);
        spaces = true;
      } else if (isBreak(c)) {
        this.writeTextBreak(c, !breaks);
        breaks = true;
      } else {
        this.writeTextChar(c, breaks, c === "'");
        spaces = false;
        breaks = false;
      }
    }
    this.writeIndicator("'", false, false, false);
    this.whitespace = false;
    this.indention = false;
  }
  writeDouble(chars, allowBreaks) {
    let spaces = false;
    this.writeIndicator('"', true, false, false);
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i];
      const r = c.codePointAt(0);
      if (!isPrintable(c) || r === 65279 || isBreak(c) || c === '"' || c === "\\") {
        this.put("\\");
        const esc = ESCAPES[r];
        if (esc !== void 0) this.put(esc);
        else {
          const [p, w] = r <= 255 ? ["x", 2] : r <= 65535 ? ["u", 4] : ["U", 8];
          this.put(p);
          for (const d of r.toString(16).toUpperCase().padStart(w, "0")) this.put(d);
        }
        spaces = false;
      } else if (c === " ") {
        if (allowBreaks && !spaces && this.column > BEST_WIDTH && i > 0 && i < chars.length - 1) {
          this.writeIndent();
          if (chars[i + 1] === " ") this.put("\\");
        } else this.put(c);
        spaces = true;
      } else {
        this.put(c);
        spaces = false;
      }
    }
    this.writeIndicator('"', false, false, false);
    this.whitespace = false;
    this.indention = false;
  }
  writeLiteral(chars) {
    this.writeIndicator("|", true, false, false);
    if (chars[0] === " " || isBreak(chars[0])) this.writeIndicator(String(BEST_INDENT), false, false, false);
    const last2 = chars.length - 1;
    let chomp = "";
    if (!isBreak(chars[last2])) chomp = "-";
    else if (last2 === 0 || isBreak(chars[last2 - 1])) chomp = "+";
    if (chomp) this.writeIndicator(chomp, false, false, false);
    this.putBreak();
    this.indention = true;
    this.whitespace = true;
    let breaks = true;
    for (const c of chars) {
      if (isBreak(c)) {
        this.writeTextBreak(c, false);
        breaks = true;
      } else {
        this.writeTextChar(c, breaks, false);
        breaks = false;
      }
    }
  }
  document(n) {
    this.node(n, false, false);
    this.writeIndent();
    return this.out;
  }
};
function marshalYaml(v) {
  checkPrintable(v);
  return new Emitter().document(toNode(v));
}
function toYaml(v) {
  let out;
  try {
    out = marshalYaml(v);
  } catch (e) {
    if (e instanceof MarshalError) return "";
    throw e;
  }
  return out.endsWith("\n") ? out.slice(0, -1) : out;
}
var YAML11_NO_TIMESTAMP = (tags) => tags.filter((t) => t.tag !== "tag:yaml.org,2002:timestamp");
function toJsonValue(v) {
  if (v === null || v === void 0) return null;
  if (typeof v === "number") return v;
  if (typeof v === "bigint") return Number(v);
  if (typeof v === "string" || typeof v === "boolean") return v;
  if (Array.isArray(v)) return v.map(toJsonValue);
  if (v instanceof Map) {
    const out = {};
    for (const [k, val] of v) (0, import_chunk_AUPPCWXN.setOwn)(out, jsonKey(k), toJsonValue(val));
    return out;
  }
  if (v instanceof Uint8Array) return Buffer.from(v).toString("latin1");
  if (typeof v === "object") {
    const out = {};
    for (const [k, val] of Object.entries(v)) (0, import_chunk_AUPPCWXN.setOwn)(out, k, toJsonValue(val));
    return out;
  }
  return null;
}
function jsonKey(k) {
  if (typeof k === "string") return k;
  if (typeof k === "bigint") return k.toString();
  if (typeof k === "number") {
    if (Number.isInteger(k) && Math.abs(k) < 2 ** 63) return BigInt(k).toString();
    const s = formatFloat(Math.fround(k), "g", -1);
    return s === "+Inf" ? ".inf" : s === "-Inf" ? "-.inf" : s === "NaN" ? ".nan" : s;
  }
  if (typeof k === "boolean") return k ? "true" : "false";
  if (k === null || k === void 0) return "null";
  throw new Error(`error converting YAML to JSON: unsupported map key of type: ${typeof k}`);
}
function fromYaml(input) {
  if (typeof input !== "string") throw new Error(`fromYaml: expected string, got ${typeof input}`);
  const doc = (0, import_yaml2.parseDocument)(input, {
    version: "1.1",
    customTags: YAML11_NO_TIMESTAMP,
    intAsBigInt: true,
    uniqueKeys: false,
    merge: true
  });
  if (doc.errors.length > 0) {
    const err = doc.errors[0];
    const line = err.linePos?.[0]?.line;
    const msg = err.message.split("\n")[0];
    throw new Error(
      `error converting YAML to JSON: yaml: ${line !== void 0 ? `line ${line}: ` : ""}${msg}`
    );
  }
  let js;
  try {
    js = (0, import_chunk_5WZGFZL6.boundedToJS)(doc, { mapAsMap: true });
  } catch (e) {
    throw new Error(`error converting YAML to JSON: yaml: ${e.message}`);
  }
  const v = toJsonValue(js);
  if (typeof v === "number" && !Number.isFinite(v)) {
    throw new Error(`error converting YAML to JSON: json: unsupported value: ${formatFloat(v, "g", -1)}`);
  }
  return v;
}
var SMALL_NODES = 256;
var SMALL_CHARS = 4096;
var SMALL_TEXT = 64 * 1024;
var sizeBounded = /* @__PURE__ */ new WeakSet();
var cooperative = /* @__PURE__ */ new WeakSet();
function markSizeBounded(map, except = []) {
  for (const [name, fn] of Object.entries(map)) if (!except.includes(name)) sizeBounded.add(fn);
  return map;
}
function markCooperative(fn) {
  cooperative.add(fn);
  return fn;
}
function callNeedsWatch(fn, args) {
  if (cooperative.has(fn)) return false;
  return !sizeBounded.has(fn) || !smallArgs(args);
}
function smallArgs(args) {
  let nodes = 0;
  let chars = 0;
  const stack = [...args];
  while (stack.length > 0) {
    const x = stack.pop();
    if (++nodes > SMALL_NODES) return false;
    if (typeof x === "string") chars += x.length;
    else if (Array.isArray(x)) {
      if (x.length > SMALL_NODES) return false;
      for (const e of x) stack.push(e);
    } else if (x !== null && typeof x === "object" && Object.getPrototypeOf(x) === Object.prototype) {
      if (largeMap(x)) return false;
      for (const k in x) {
        chars += k.length;
        stack.push(x[k]);
      }
    }
    if (chars > SMALL_CHARS) return false;
  }
  return true;
}
var largeMaps = /* @__PURE__ */ new WeakSet();
function largeMap(m) {
  if (largeMaps.has(m)) return true;
  let n = 0;
  for (const _ in m) {
    if (++n > SMALL_NODES) {
      largeMaps.add(m);
      return true;
    }
  }
  return false;
}
function stepWithin(meter, long, f) {
  const { deadline } = meter;
  if (!long || deadline === void 0) return f();
  return (0, import_chunk_HACCH3QW.runSyncWithin)(deadline - Date.now() + meter.grace, f);
}
var SCHEMA_V2 = "v2";
var SCHEMA_V3ALPHA1 = "ocm.software/v3alpha1";
function schemaVersionOf(cd) {
  if (typeof cd.apiVersion === "string") return cd.apiVersion;
  const meta = cd.meta;
  if (isGoMap(meta) && typeof meta.schemaVersion === "string") return meta.schemaVersion;
  throw new Error("unable to determine component descriptor schema version");
}
function list(v, what) {
  if (v === void 0 || v === null) return [];
  if (!Array.isArray(v))
    throw new Error(`json: cannot unmarshal ${jsonKind(v)} into Go struct field ${what}`);
  return v;
}
function jsonKind(v) {
  if (typeof v === "string") return "string";
  if (typeof v === "number" || typeof v === "bigint" || v instanceof GoInt) return "number";
  if (typeof v === "boolean") return "bool";
  if (Array.isArray(v)) return "array";
  return "object";
}
function objects(v, what) {
  return list(v, what).map((e) => {
    if (!isGoMap(e))
      throw new Error(
        `json: cannot unmarshal ${jsonKind(e)} into Go struct field ${what} of type v2.${what.endsWith("resources") ? "Resource" : "ComponentReference"}`
      );
    return e;
  });
}
var str2 = (v) => typeof v === "string" ? v : "";
function v3Resource(r) {
  const { srcRefs, ...rest2 } = r;
  return srcRefs === void 0 ? rest2 : { ...rest2, srcRef: srcRefs };
}
function toCdV2(cd) {
  const schema = schemaVersionOf(cd);
  if (schema === SCHEMA_V2) {
    const c = isGoMap(cd.component) ? cd.component : {};
    return {
      name: str2(c.name),
      version: str2(c.version),
      repositoryContexts: list(c.repositoryContexts, "component.repositoryContexts"),
      resources: objects(c.resources, "component.resources"),
      componentReferences: objects(c.componentReferences, "component.componentReferences"),
      raw: cd
    };
  }
  if (schema === SCHEMA_V3ALPHA1) {
    const meta = isGoMap(cd.metadata) ? cd.metadata : {};
    const spec = isGoMap(cd.spec) ? cd.spec : {};
    return {
      name: str2(meta.name),
      version: str2(meta.version),
      repositoryContexts: list(cd.repositoryContexts, "repositoryContexts"),
      resources: objects(spec.resources, "spec.resources").map(v3Resource),
      componentReferences: objects(spec.references, "spec.references"),
      raw: cd
    };
  }
  throw new Error("unknown schema version");
}
function toV2Map(cd) {
  if (schemaVersionOf(cd.raw) === SCHEMA_V2) return structuredClone(cd.raw);
  const meta = isGoMap(cd.raw.metadata) ? cd.raw.metadata : {};
  const spec = isGoMap(cd.raw.spec) ? cd.raw.spec : {};
  const component = { name: cd.name, version: cd.version };
  if (meta.labels !== void 0) component.labels = meta.labels;
  component.repositoryContexts = cd.repositoryContexts.length > 0 ? cd.repositoryContexts : null;
  component.provider = isGoMap(meta.provider) ? meta.provider.name ?? "" : meta.provider ?? "";
  component.sources = spec.sources ?? null;
  component.componentReferences = cd.componentReferences.length > 0 ? cd.componentReferences : null;
  component.resources = cd.resources.length > 0 ? cd.resources : null;
  if (meta.creationTime !== void 0) component.creationTime = meta.creationTime;
  return structuredClone({ meta: { schemaVersion: SCHEMA_V2 }, component });
}
function resourceJson(r) {
  const out = { name: str2(r.name), version: str2(r.version), type: str2(r.type) };
  if (isGoMap(r.extraIdentity) && Object.keys(r.extraIdentity).length > 0)
    out.extraIdentity = r.extraIdentity;
  if (Array.isArray(r.labels) && r.labels.length > 0) out.labels = r.labels;
  if (r.digest !== void 0 && r.digest !== null) out.digest = r.digest;
  if (typeof r.relation === "string" && r.relation !== "") out.relation = r.relation;
  if (Array.isArray(r.srcRef) && r.srcRef.length > 0) out.srcRef = r.srcRef;
  out.access = r.access ?? null;
  return structuredClone(out);
}
function identity(o) {
  const id = /* @__PURE__ */ new Map();
  if (isGoMap(o.extraIdentity)) {
    for (const [k, v] of Object.entries(o.extraIdentity)) if (typeof v === "string") id.set(k, v);
  }
  id.set("name", str2(o.name));
  return id;
}
function matches(o, sel) {
  const id = identity(o);
  for (const [k, v] of sel) if (id.get(k) !== v) return false;
  return true;
}
function selectorArgs(args, fallback, noCd) {
  if (args.length < 2) throw new Error("at least 2 arguments are expected");
  let rest2 = args;
  let cdMap;
  if (isGoMap(args[0])) {
    cdMap = args[0];
    rest2 = args.slice(1);
  } else {
    cdMap = fallback;
  }
  if (cdMap === void 0) throw new Error(noCd);
  const cd = toCdV2(cdMap);
  if (rest2.length % 2 !== 0) throw new Error("odd number of key value pairs");
  const sel = /* @__PURE__ */ new Map();
  for (let i = 0; i < rest2.length; i += 2) {
    const key = rest2[i];
    const value = rest2[i + 1];
    if (typeof key !== "string") throw new Error(`expect argument ${i} to be a string`);
    if (typeof value !== "string") throw new Error(`expect argument ${i + 1} to be a string`);
    sel.set(key, value);
  }
  return { cd, sel };
}
function resolveResources(args, fallback) {
  const { cd, sel } = selectorArgs(
    args,
    fallback,
    "Unable to search for a resource as no ComponentDescriptor is defined."
  );
  const found = cd.resources.filter((r) => matches(r, sel));
  if (found.length === 0) throw new Error("NotFound");
  return found.map(resourceJson);
}
function lookup(list2, name, version) {
  for (const entry of list2) {
    const cd = toCdV2(entry);
    if (cd.name === name && cd.version === version) return cd;
  }
  return void 0;
}
function resolveComponents(args, fallback, descriptors) {
  const { cd, sel } = selectorArgs(
    args,
    fallback,
    "Unable to search for a component as no ComponentDescriptor is defined."
  );
  const refs = cd.componentReferences.filter((r) => matches(r, sel));
  if (refs.length === 0) throw new Error("NotFound");
  return refs.map((ref2) => {
    const found = lookup(descriptors, str2(ref2.componentName), str2(ref2.version));
    if (found === void 0)
      throw new Error(`unable to resolve component ${str2(ref2.name)}:${str2(ref2.version)}`);
    return toV2Map(found);
  });
}
function effectiveRepositoryContext(arg) {
  if (arg === void 0 || arg === null) {
    throw new Error("Unable to get effective component descriptor as no ComponentDescriptor is defined.");
  }
  if (!isGoMap(arg)) throw new Error("invalid component descriptor");
  let cd;
  try {
    cd = toCdV2(arg);
  } catch {
    return {};
  }
  const last2 = cd.repositoryContexts[cd.repositoryContexts.length - 1];
  return isGoMap(last2) ? structuredClone(last2) : {};
}
var RECURSION_MAX = 100;
function blueprintPath(op, path3) {
  const parts = [];
  for (const seg of path3.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (parts.length === 0) throw new Error(`${op} ${path3}: path escapes the blueprint directory`);
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join("/");
}
function pathArg(fn, v) {
  if (typeof v !== "string")
    throw new Error(`${fn}: expected a path string, got ${v === null ? "nil" : typeof v}`);
  return v;
}
function readFile(files, path3) {
  const clean2 = blueprintPath("open", path3);
  const text = files?.read(clean2);
  if (text === void 0) {
    if (files?.list(clean2) !== void 0) throw new Error(`read ${path3}: is a directory`);
    throw new Error(`open ${path3}: file does not exist`);
  }
  return text;
}
function readDir(files, path3) {
  const clean2 = blueprintPath("open", path3);
  const names = files?.list(clean2);
  if (names === void 0) {
    if (files?.read(clean2) !== void 0) throw new Error(`readdirent ${path3}: not a directory`);
    throw new Error(`open ${path3}: file does not exist`);
  }
  return [...names].sort((a, b) => a < b ? -1 : a > b ? 1 : 0).map((name) => {
    const child = clean2 === "" ? name : `${clean2}/${name}`;
    const isDir = files?.list(child) !== void 0;
    const size = isDir ? 0 : Buffer.byteLength(files?.read(child) ?? "", "utf8");
    return {
      Name: name,
      Size: int64(BigInt(size)),
      IsDir: isDir,
      Mode: isDir ? "drwxr-xr-x" : "-rw-r--r--"
    };
  });
}
function makeInclude(files, execute2) {
  const included = /* @__PURE__ */ new Map();
  return (nameArg, binding) => {
    const name = pathArg("include", nameArg);
    const count = included.get(name);
    if (count !== void 0) {
      if (count > RECURSION_MAX) {
        throw new Error(
          `rendering template has a nested reference name: ${name}: unable to execute template`
        );
      }
      included.set(name, count + 1);
    } else included.set(name, 1);
    let text;
    try {
      text = readFile(files, name);
    } catch (e) {
      throw new Error(`unable to read include file "${name}": ${e.message}`);
    }
    if (execute2 === void 0) throw new Error("include: not available: no template executor was given");
    try {
      return execute2("execution", text, binding);
    } finally {
      included.set(name, included.get(name) - 1);
    }
  };
}
var readFileFunc = (files) => (path3) => readFile(files, pathArg("readFile", path3));
var readDirFunc = (files) => (path3) => readDir(files, pathArg("readDir", path3));
var alphanumeric = "[a-z0-9]+";
var separator = "(?:[._]|__|[-]+)";
var domainNameComponent = "(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])";
var optionalPort = "(?::[0-9]+)?";
var tag = "[\\w][\\w.-]{0,127}";
var digestPat = "[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*[:][0-9A-Fa-f]{32,}";
var ipv6address = "\\[(?:[a-fA-F0-9:]+)\\]";
var domainName = `${domainNameComponent}(?:\\.${domainNameComponent})*`;
var host = `(?:${domainName}|${ipv6address})`;
var domainAndPort = host + optionalPort;
var pathComponent = `${alphanumeric}(?:${separator}${alphanumeric})*`;
var remoteName = `${pathComponent}(?:/${pathComponent})*`;
var namePat = `(?:${domainAndPort}/)?${remoteName}`;
var referenceRegexp = new RegExp(`^(${namePat})(?::(${tag}))?(?:@(${digestPat}))?$`);
var anchoredNameRegexp = new RegExp(`^(?:(${domainAndPort})/)?(${remoteName})$`);
var anchoredIdentifierRegexp = /^[a-f0-9]{64}$/;
var NAME_TOTAL_LENGTH_MAX = 255;
var DIGEST_SIZES = { sha256: 64, sha384: 96, sha512: 128 };
function validateDigest(d) {
  const i = d.indexOf(":");
  if (i <= 0 || i + 1 === d.length) throw new Error("invalid checksum digest format");
  const alg = d.slice(0, i);
  const encoded = d.slice(i + 1);
  const size = DIGEST_SIZES[alg];
  if (size === void 0) {
    if (!/^[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]+$/.test(d))
      throw new Error("invalid checksum digest format");
    throw new Error("unsupported digest algorithm");
  }
  if (encoded.length !== size) throw new Error("invalid checksum digest length");
  if (!/^[a-f0-9]+$/.test(encoded)) throw new Error("invalid checksum digest format");
}
function parse(s) {
  if (s === "") throw new Error("repository name must have at least one component");
  const m = referenceRegexp.exec(s);
  if (!m) {
    const sl = s.toLowerCase();
    if (sl !== s && referenceRegexp.test(sl)) throw new Error("repository name must be lowercase");
    throw new Error("invalid reference format");
  }
  const name = m[1];
  const nm = anchoredNameRegexp.exec(name);
  const ref2 = nm ? { domain: nm[1] ?? "", path: nm[2] } : { domain: "", path: name };
  if (ref2.path.length > NAME_TOTAL_LENGTH_MAX) {
    throw new Error(`repository name must not be more than ${NAME_TOTAL_LENGTH_MAX} characters`);
  }
  if (m[2]) ref2.tag = m[2];
  if (m[3]) {
    validateDigest(m[3]);
    ref2.digest = m[3];
  }
  return ref2;
}
function splitDockerDomain(name) {
  const slash = name.indexOf("/");
  if (slash < 0) return ["docker.io", `library/${name}`];
  const maybeDomain = name.slice(0, slash);
  const maybeRemote = name.slice(slash + 1);
  let domain;
  let remote;
  if (maybeDomain === "localhost") [domain, remote] = [maybeDomain, maybeRemote];
  else if (maybeDomain === "index.docker.io") [domain, remote] = ["docker.io", maybeRemote];
  else if (/[.:]/.test(maybeDomain)) [domain, remote] = [maybeDomain, maybeRemote];
  else if (maybeDomain.toLowerCase() !== maybeDomain) [domain, remote] = [maybeDomain, maybeRemote];
  else [domain, remote] = ["docker.io", name];
  if (domain === "docker.io" && !remote.includes("/")) remote = `library/${remote}`;
  return [domain, remote];
}
function parseDockerRef(s) {
  if (anchoredIdentifierRegexp.test(s)) {
    throw new Error(`invalid repository name (${s}), cannot specify 64-byte hexadecimal strings`);
  }
  const [domain, remainder] = splitDockerDomain(s);
  const tagSep = remainder.indexOf(":");
  const remote = tagSep > -1 ? remainder.slice(0, tagSep) : remainder;
  if (remote.toLowerCase() !== remote) {
    throw new Error(`invalid reference format: repository name (${remote}) must be lowercase`);
  }
  const ref2 = parse(`${domain}/${remainder}`);
  if (ref2.tag !== void 0 && ref2.digest !== void 0) delete ref2.tag;
  if (ref2.tag === void 0 && ref2.digest === void 0) ref2.tag = "latest";
  return ref2;
}
function joinName(host2, repo) {
  return host2 === "" ? repo : `${host2}/${repo}`;
}
function parseOCIReference(ref2) {
  let r = ref2;
  const proto = r.indexOf("://");
  if (proto >= 0) r = r.slice(proto + 3);
  const spec = parseDockerRef(r);
  const hostName = spec.domain === "docker.io" ? "index.docker.io" : spec.domain;
  if (ref2.split(":").length < 2) throw new Error("invalid reference");
  let repository = joinName(hostName, spec.path);
  if (repository.startsWith("index.docker.io/library/"))
    repository = repository.slice("index.docker.io/library/".length);
  else if (repository.startsWith("index.docker.io/"))
    repository = repository.slice("index.docker.io/".length);
  if (spec.tag !== void 0) return [repository, spec.tag];
  if (spec.digest !== void 0) return [repository, spec.digest];
  return [repository, ""];
}
function refArg(name, v) {
  if (typeof v !== "string")
    throw new Error(`${name}: expected string argument, got ${v === null ? "nil" : typeof v}`);
  return v;
}
var parseOCIRef = (ref2) => parseOCIReference(refArg("parseOCIRef", ref2));
var ociRefRepo = (ref2) => parseOCIReference(refArg("ociRefRepo", ref2))[0];
var ociRefVersion = (ref2) => parseOCIReference(refArg("ociRefVersion", ref2))[1];
var OFFLINE_FUNCTIONS = [
  // reads the resource's content from the OCM registry
  "getResourceContent",
  // need the target's cluster (targetresolver)
  "getShootAdminKubeconfig",
  "getShootAdminKubeconfigWithExpirationTimestamp",
  "getServiceAccountKubeconfig",
  "getServiceAccountKubeconfigWithExpirationTimestamp",
  "getOidcKubeconfig"
];
function offlineFunc(name) {
  return () => {
    throw new Error(`${name}: not available when rendering offline`);
  };
}
function identity2(v, what) {
  if (!isGoMap(v))
    throw new Error(`failed to unmarshal argument into a relative resource reference: ${what} is not a map`);
  const out = {};
  for (const [k, x] of Object.entries(v)) out[k] = typeof x === "string" ? x : String(x);
  return out;
}
function parseReference(ref2) {
  if (ref2.startsWith("cd://")) {
    let uri;
    try {
      uri = parseCdUri(ref2);
    } catch (e) {
      throw new Error(`failed to parse argument into URI: ${e.message}`);
    }
    const referencePath = [];
    for (const [i, seg] of uri.path.entries()) {
      const last2 = i === uri.path.length - 1;
      if (seg.keyword === "componentReferences" && !last2) referencePath.push({ name: seg.value });
      else if (seg.keyword === "resources" && last2) return { resource: { name: seg.value }, referencePath };
      else throw new Error(`unable to convert uri ${JSON.stringify(ref2)} into a relative resource reference`);
    }
    throw new Error(`unable to convert uri ${JSON.stringify(ref2)} into a relative resource reference`);
  }
  let doc;
  try {
    doc = fromYaml(ref2);
  } catch (e) {
    throw new Error(
      `failed to unmarshal argument into a relative resource reference: ${e.message}`
    );
  }
  if (!isGoMap(doc)) throw new Error("failed to unmarshal argument into a relative resource reference");
  const path3 = Array.isArray(doc.referencePath) ? doc.referencePath : [];
  return {
    resource: identity2(doc.resource ?? {}, "resource"),
    referencePath: path3.map((p, i) => identity2(p, `referencePath[${i}]`))
  };
}
var extraOf = (e) => isGoMap(e.extraIdentity) ? identity2(e.extraIdentity, "extraIdentity") : {};
var sameExtra = (a, b) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
function matches2(e, id) {
  const { name, version, ...extra } = id;
  if (e.name !== name) return false;
  if (version !== void 0 && e.version !== version) return false;
  return sameExtra(extraOf(e), extra);
}
function identityOf(e, all) {
  const id = { ...extraOf(e), name: String(e.name ?? "") };
  if (id.version) return id;
  const withoutVersion = (x) => {
    const { version: _, ...rest2 } = extraOf(x);
    return rest2;
  };
  const twins = all.filter((x) => x.name === e.name && sameExtra(withoutVersion(x), extraOf(e)));
  if (twins.length > 1) id.version = String(e.version ?? "");
  return id;
}
var show = (id) => JSON.stringify(id);
function getResourceKeyFunc(root, descriptors) {
  let components;
  return (...args) => {
    if (args.length === 0) throw new Error("unable to provide key for empty relative artifact reference");
    if (args.length > 1)
      throw new Error(`this function requires 1 argument, but ${args.length} were provided`);
    if (root === void 0) throw new Error("unable to use this function without ocm component version");
    const arg = args[0];
    if (typeof arg !== "string") throw new Error("unable to assert the first argument as string");
    const ref2 = parseReference(arg);
    const fail = (msg) => {
      throw new Error(`unable to resolve relative resource reference: ${msg}`);
    };
    let cd = toCdV2(root);
    for (const step of ref2.referencePath) {
      const found2 = cd.componentReferences.filter((r2) => matches2(r2, step));
      if (found2.length !== 1)
        fail(`component reference ${show(step)} not found in component ${cd.name}:${cd.version}`);
      const r = found2[0];
      components ??= descriptors.map(toCdV2);
      const target = components.find((d) => d.name === r.componentName && d.version === r.version);
      if (target === void 0) fail(`component ${String(r.componentName)}:${String(r.version)} not found`);
      cd = target;
    }
    const found = cd.resources.filter((r) => matches2(r, ref2.resource));
    if (found.length === 0)
      fail(`resource ${show(ref2.resource)} not found in component ${cd.name}:${cd.version}`);
    if (found.length > 1)
      fail(`resource ${show(ref2.resource)} is ambiguous in component ${cd.name}:${cd.version}`);
    const key = {
      component: { name: cd.name, version: cd.version },
      resource: identityOf(found[0], cd.resources)
    };
    return Buffer.from(marshalYaml(key), "utf8").toString("base64");
  };
}
function landscaperFuncs(opts = {}) {
  const descriptors = opts.componentDescriptors ?? [];
  const funcs = {
    // Parses (a large text under the watchdog) and executes with the same meter: no watchdog of its own.
    include: markCooperative(makeInclude(opts.files, opts.execute)),
    readFile: readFileFunc(opts.files),
    readDir: readDirFunc(opts.files),
    // Linear in their argument's size (watch.ts). The others run under the watchdog: they read files or
    // descriptors that are not their arguments, or match native regular expressions (OCI references).
    ...markSizeBounded({ toYaml: (v) => toYaml(v), fromYaml: (s) => fromYaml(s) }),
    parseOCIRef,
    ociRefRepo,
    ociRefVersion,
    getResource: (...args) => resolveResources(args, opts.componentDescriptor)[0],
    getResources: (...args) => resolveResources(args, opts.componentDescriptor),
    getComponent: (...args) => resolveComponents(args, opts.componentDescriptor, descriptors)[0],
    getRepositoryContext: (cd) => effectiveRepositoryContext(cd),
    getResourceKey: getResourceKeyFunc(opts.componentDescriptor, descriptors)
  };
  for (const name of OFFLINE_FUNCTIONS) funcs[name] = offlineFunc(name);
  return funcs;
}
var KEYWORDS = /* @__PURE__ */ new Set([
  "block",
  "break",
  "continue",
  "define",
  "else",
  "end",
  "if",
  "range",
  "nil",
  "template",
  "with"
]);
var TRIM_MARKER = "-";
function isSpace(c) {
  return c === " " || c === "	" || c === "\r" || c === "\n";
}
function spaceAt(s, i) {
  const c = s.charCodeAt(i);
  return c === 32 || c === 9 || c === 13 || c === 10;
}
function isAlphaNumeric(c) {
  return c !== void 0 && alphaNumericAt(c, 0);
}
function alphaNumericAt(s, i) {
  const code = s.charCodeAt(i);
  if (code >= 97 && code <= 122 || code >= 65 && code <= 90 || code >= 48 && code <= 57 || code === 95)
    return true;
  return code > 127 && /[\p{L}\p{Nd}]/u.test(String.fromCodePoint(s.codePointAt(i)));
}
function lex(input, leftDelim = "{{", rightDelim = "}}") {
  const items = [];
  let pos = 0;
  let start = 0;
  const linePos = [];
  let parenDepth = 0;
  let insideAction = false;
  const emit = (type, val = input.slice(start, pos)) => {
    items.push({ type, pos: start, val, line: 0 });
    linePos.push(start);
    start = pos;
  };
  const advanceTo = (to) => {
    pos = to;
  };
  const ignore = () => {
    start = pos;
  };
  const fail = (message) => {
    items.push({ type: "error", pos: start, val: message, line: 0 });
    linePos.push(start);
    return withLines(input, items, linePos);
  };
  const NO_DELIM = { delim: false, trim: false };
  const DELIM = { delim: true, trim: false };
  const TRIM_DELIM = { delim: true, trim: true };
  const atRightDelim = () => {
    if (spaceAt(input, pos) && input[pos + 1] === TRIM_MARKER && input.startsWith(rightDelim, pos + 2)) {
      return TRIM_DELIM;
    }
    return input.startsWith(rightDelim, pos) ? DELIM : NO_DELIM;
  };
  const atTerminator = () => {
    if (pos >= input.length || spaceAt(input, pos)) return true;
    const r = input.charCodeAt(pos);
    if (r === 46 || r === 44 || r === 124 || r === 58 || r === 40 || r === 41) return true;
    return input.startsWith(rightDelim, pos);
  };
  while (true) {
    if (!insideAction) {
      const at = input.indexOf(leftDelim, pos);
      if (at < 0) {
        advanceTo(input.length);
        if (pos > start) emit("text");
        emit("eof", "");
        return withLines(input, items, linePos);
      }
      let textEnd = at;
      const afterDelim = at + leftDelim.length;
      const trimLeft = input[afterDelim] === TRIM_MARKER && isSpace(input[afterDelim + 1]);
      if (trimLeft) {
        while (textEnd > start && spaceAt(input, textEnd - 1)) textEnd--;
      }
      advanceTo(textEnd);
      if (pos > start) emit("text");
      advanceTo(at);
      ignore();
      advanceTo(afterDelim + (trimLeft ? 2 : 0));
      const afterMarker = pos;
      if (input.startsWith("/*", afterMarker)) {
        const endComment = input.indexOf("*/", afterMarker + 2);
        if (endComment < 0) return fail("unclosed comment");
        advanceTo(endComment + 2);
        const right2 = atRightDelim();
        if (!right2.delim) return fail("comment ends before closing delimiter");
        advanceTo(pos + (right2.trim ? 2 : 0) + rightDelim.length);
        if (right2.trim) {
          let p = pos;
          while (p < input.length && isSpace(input[p])) p++;
          advanceTo(p);
        }
        ignore();
        continue;
      }
      items.push({ type: "leftDelim", pos: at, val: leftDelim, line: 0 });
      linePos.push(pos);
      start = pos;
      insideAction = true;
      parenDepth = 0;
      continue;
    }
    const right = atRightDelim();
    if (right.delim && parenDepth === 0) {
      if (right.trim) {
        advanceTo(pos + 2);
        ignore();
      }
      advanceTo(pos + rightDelim.length);
      emit("rightDelim");
      if (right.trim) {
        let p = pos;
        while (p < input.length && isSpace(input[p])) p++;
        advanceTo(p);
        ignore();
      }
      insideAction = false;
      continue;
    }
    if (right.delim && parenDepth > 0) return fail("unclosed left paren");
    const c = input[pos];
    if (c === void 0) return fail("unclosed action");
    if (isSpace(c)) {
      let p = pos;
      while (spaceAt(input, p) && !(input[p + 1] === TRIM_MARKER && input.startsWith(rightDelim, p + 2))) p++;
      if (p === pos) p++;
      advanceTo(p);
      emit("space");
      continue;
    }
    if (c === "=") {
      advanceTo(pos + 1);
      emit("assign");
      continue;
    }
    if (c === ":") {
      if (input[pos + 1] !== "=") return fail("expected :=");
      advanceTo(pos + 2);
      emit("declare");
      continue;
    }
    if (c === "|") {
      advanceTo(pos + 1);
      emit("pipe");
      continue;
    }
    if (c === '"') {
      const close = scanQuoted(input, pos + 1, '"');
      if (close < 0) return fail("unterminated quoted string");
      advanceTo(close + 1);
      emit("string");
      continue;
    }
    if (c === "`") {
      const end = input.indexOf("`", pos + 1);
      if (end < 0) return fail("unterminated raw quoted string");
      advanceTo(end + 1);
      emit("rawString");
      continue;
    }
    if (c === "'") {
      const close = scanQuoted(input, pos + 1, "'");
      if (close < 0) return fail("unterminated character constant");
      advanceTo(close + 1);
      emit("charConstant");
      continue;
    }
    if (c === "$") {
      let p = pos + 1;
      while (alphaNumericAt(input, p)) p++;
      advanceTo(p);
      if (!atTerminator()) return fail(`bad character ${goQuoteRune(input[pos])}`);
      emit("variable");
      continue;
    }
    if (c === ".") {
      const next = input[pos + 1];
      if (next !== void 0 && next >= "0" && next <= "9") {
        const end = scanNumber(input, pos);
        if (end < 0) return fail(`bad number syntax: ${JSON.stringify(input.slice(pos, pos + 8))}`);
        advanceTo(end);
        emit("number");
        continue;
      }
      let p = pos + 1;
      while (alphaNumericAt(input, p)) p++;
      advanceTo(p);
      if (p > start + 1 && !atTerminator()) return fail(`bad character ${goQuoteRune(input[pos])}`);
      emit(p === start + 1 ? "dot" : "field");
      continue;
    }
    if (c === "+" || c === "-" || c >= "0" && c <= "9") {
      const end = scanNumber(input, pos);
      if (end < 0 || isAlphaNumeric(input[end])) {
        let p = end < 0 ? pos + 1 : end + 1;
        if (end < 0)
          while (p < input.length && /[0-9a-zA-Z_.+-]/.test(input[p - 1]) && isAlphaNumeric(input[p]))
            p++;
        return fail(`bad number syntax: ${JSON.stringify(input.slice(pos, p))}`);
      }
      advanceTo(end);
      emit("number");
      continue;
    }
    if (isAlphaNumeric(c)) {
      let p = pos;
      while (alphaNumericAt(input, p)) p++;
      const word = input.slice(pos, p);
      advanceTo(p);
      if (!atTerminator()) return fail(`bad character ${goQuoteRune(input[pos])}`);
      if (word === "true" || word === "false") emit("bool");
      else if (KEYWORDS.has(word)) emit("keyword");
      else emit("identifier");
      continue;
    }
    if (c === "(") {
      advanceTo(pos + 1);
      emit("leftParen");
      parenDepth++;
      continue;
    }
    if (c === ")") {
      advanceTo(pos + 1);
      emit("rightParen");
      parenDepth--;
      if (parenDepth < 0) return fail("unexpected right paren");
      continue;
    }
    if (c >= " " && c <= "~") {
      advanceTo(pos + 1);
      emit("char");
      continue;
    }
    return fail(`unrecognized character in action: ${goQuoteRune(c)}`);
  }
}
function withLines(input, items, linePos) {
  let line = 1;
  let nl = input.indexOf("\n");
  for (let k = 0; k < items.length; k++) {
    const at = linePos[k];
    while (nl >= 0 && nl < at) {
      line++;
      nl = input.indexOf("\n", nl + 1);
    }
    items[k].line = line;
  }
  return items;
}
function scanQuoted(s, from, quote2) {
  let p = from;
  for (; ; ) {
    const ch = s[p];
    if (ch === "\\") {
      p += 2;
      continue;
    }
    if (ch === void 0 || ch === "\n") return -1;
    if (ch === quote2) return p;
    p++;
  }
}
function scanNumber(s, from) {
  let p = from;
  if (s[p] === "+" || s[p] === "-") p++;
  let digits = "0123456789_";
  if (s[p] === "0" && /[xXoObB]/.test(s[p + 1] ?? "")) {
    const base2 = s[p + 1].toLowerCase();
    p += 2;
    digits = base2 === "x" ? "0123456789abcdefABCDEF_" : base2 === "o" ? "01234567_" : "01_";
  }
  const startDigits = p;
  while (p < s.length && digits.includes(s[p])) p++;
  if (s[p] === ".") {
    p++;
    while (p < s.length && digits.includes(s[p])) p++;
  }
  if (p === startDigits) return -1;
  const hex = digits.includes("a");
  const exp = hex ? "pP" : "eE";
  if (exp.includes(s[p] ?? " ")) {
    p++;
    if (s[p] === "+" || s[p] === "-") p++;
    const e = p;
    while (p < s.length && "0123456789_".includes(s[p])) p++;
    if (p === e) return -1;
  }
  if (s[p] === "i") p++;
  return p;
}
function goQuoteRune(c) {
  const code = c.codePointAt(0) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return code < 32 || code === 127 ? hex : `${hex} '${c}'`;
}
var TemplateParseError = class extends Error {
  constructor(message, hint = "") {
    super(message);
    this.hint = hint;
  }
  hint;
  name = "TemplateParseError";
};
function parseTemplates(name, text, opts) {
  return new Parser(name, text, opts).parse();
}
var Parser = class {
  constructor(name, text, opts) {
    this.name = name;
    this.opts = opts;
    this.treeName = name;
    this.items = lex(text, opts.leftDelim ?? "{{", opts.rightDelim ?? "}}");
  }
  name;
  opts;
  items;
  i = 0;
  vars = ["$"];
  treeName;
  trees = /* @__PURE__ */ new Map();
  actionLine = 0;
  parse() {
    const root = { kind: "list", pos: 0, nodes: [] };
    while (this.peek().type !== "eof") {
      if (this.peek().type === "leftDelim") {
        const delim = this.next();
        if (this.peekNonSpace().type === "keyword" && this.peekNonSpace().val === "define") {
          this.nextNonSpace();
          this.parseDefinition();
          continue;
        }
        this.backup(delim);
      }
      const n = this.textOrAction();
      if (n.kind !== "node") this.errorf(`unexpected ${n.kind === "end" ? "{{end}}" : "{{else}}"}`);
      root.nodes.push(n.node);
    }
    this.add(this.name, root);
    return this.trees;
  }
  add(name, tree) {
    const old = this.trees.get(name);
    if (old && !isEmptyTree(old)) {
      if (isEmptyTree(tree)) return;
      this.errorf(`template: multiple definition of template ${JSON.stringify(name)}`);
    }
    this.trees.set(name, tree);
  }
  /** A named template's body (of a define or block clause) up to its {{end}}, added as a tree of its own. */
  defineTree(name, clause) {
    const saved = { tree: this.treeName, vars: this.vars };
    this.treeName = name;
    this.vars = ["$"];
    const [list2, end] = this.itemList();
    if (end !== "end") this.errorf(`unexpected {{else}} in ${clause}`);
    this.add(name, list2);
    this.treeName = saved.tree;
    this.vars = saved.vars;
  }
  parseDefinition() {
    const nameItem = this.nextNonSpace();
    const name = this.stringValue(nameItem, "define clause");
    this.expect("rightDelim", "define clause");
    this.defineTree(name, "define clause");
  }
  /** Nodes up to `{{end}}` or `{{else}}`; which one ended them. */
  itemList() {
    const list2 = { kind: "list", pos: this.peek().pos, nodes: [] };
    while (this.peekNonSpace().type !== "eof") {
      const n = this.textOrAction();
      if (n.kind !== "node") return [list2, n.kind];
      list2.nodes.push(n.node);
    }
    this.errorf("unexpected EOF");
  }
  textOrAction() {
    const token = this.nextNonSpace();
    switch (token.type) {
      case "text":
        return { kind: "node", node: { kind: "text", pos: token.pos, text: token.val } };
      case "leftDelim":
        this.actionLine = token.line;
        return this.action();
      case "error":
        this.errorAt(token.line, token.val);
        break;
      default:
        this.unexpected(token, "input");
    }
    throw new Error("unreachable");
  }
  action() {
    const token = this.nextNonSpace();
    if (token.type === "keyword") {
      switch (token.val) {
        case "block":
          return { kind: "node", node: this.blockControl(token) };
        case "break":
        case "continue":
          return { kind: "node", node: this.loopControl(token) };
        case "else":
          return this.elseControl();
        case "end":
          this.expect("rightDelim", "end");
          return { kind: "end" };
        case "if":
        case "range":
        case "with":
          return { kind: "node", node: this.branch(token, token.val) };
        case "template":
          return { kind: "node", node: this.templateControl(token) };
      }
    }
    this.backup(token);
    const line = token.line;
    const pipe = this.pipeline("command", "rightDelim");
    return { kind: "node", node: { kind: "action", pos: token.pos, line, pipe } };
  }
  loopDepth = 0;
  loopControl(token) {
    this.expect("rightDelim", `{{${token.val}}}`);
    if (this.loopDepth === 0) this.errorf(`{{${token.val}}} outside {{range}}`);
    return { kind: token.val, pos: token.pos, line: token.line };
  }
  elseControl() {
    const peek = this.peekNonSpace();
    if (peek.type === "keyword" && (peek.val === "if" || peek.val === "with")) {
      this.elseChain = peek.val;
      return { kind: "else" };
    }
    this.expect("rightDelim", "else");
    return { kind: "else" };
  }
  elseChain;
  branch(token, kind) {
    const depth = this.vars.length;
    const pipe = this.pipeline(kind, "rightDelim", kind === "range");
    if (kind === "range") this.loopDepth++;
    const [list2, end] = this.itemList();
    if (kind === "range") this.loopDepth--;
    let elseList;
    if (end === "else") {
      if (this.elseChain !== void 0) {
        const chained = this.elseChain;
        if (chained !== kind)
          this.errorf(`expected {{else}} or {{end}} in ${kind}, found {{else ${chained}}}`);
        this.elseChain = void 0;
        const keyword = this.nextNonSpace();
        const inner = this.branch(keyword, chained);
        elseList = { kind: "list", pos: inner.pos, nodes: [inner] };
      } else {
        const [rest2, end2] = this.itemList();
        if (end2 === "else") this.errorf(`expected end; found {{else}}`);
        elseList = rest2;
      }
    }
    this.vars.length = depth;
    return { kind, pos: token.pos, line: token.line, pipe, list: list2, ...elseList ? { elseList } : {} };
  }
  templateControl(token) {
    const nameToken = this.nextNonSpace();
    const name = this.stringValue(nameToken, "template clause");
    let pipe;
    if (this.nextNonSpaceIs("rightDelim")) {
      this.nextNonSpace();
    } else {
      pipe = this.pipeline("template", "rightDelim");
    }
    return { kind: "template", pos: nameToken.pos, line: token.line, name, ...pipe ? { pipe } : {} };
  }
  /** `{{block "name" pipeline}} T1 {{end}}`: define name as T1, then execute it with the pipeline. */
  blockControl(token) {
    const name = this.stringValue(this.nextNonSpace(), "block clause");
    const pipe = this.pipeline("block", "rightDelim");
    this.defineTree(name, "block clause");
    return { kind: "template", pos: token.pos, line: token.line, name, pipe };
  }
  pipeline(context, end, allowTwoVars = false) {
    const token = this.peekNonSpace();
    const pipe = {
      kind: "pipe",
      pos: token.pos,
      line: token.line,
      isAssign: false,
      decl: [],
      cmds: []
    };
    if (this.peekNonSpace().type === "variable") {
      const save = this.i;
      const first2 = this.nextNonSpace();
      const next = this.nextNonSpace();
      const declare = (vars, op) => {
        pipe.isAssign = op.type === "assign";
        for (const v of vars) {
          pipe.decl.push({ kind: "variable", pos: v.pos, ident: [v.val] });
          if (op.type === "declare") this.vars.push(v.val);
        }
      };
      if (next.type === "declare" || next.type === "assign") {
        declare([first2], next);
      } else if (next.type === "char" && next.val === ",") {
        if (!allowTwoVars) this.errorf(`too many declarations in ${context}`);
        const second = this.nextNonSpace();
        const op = this.nextNonSpace();
        if (op.type === "char" && op.val === ",") this.errorf(`too many declarations in ${context}`);
        if (second.type !== "variable" || op.type !== "declare" && op.type !== "assign") {
          this.errorf("range can only initialize variables");
        }
        declare([first2, second], op);
      } else {
        this.i = save;
      }
    }
    for (; ; ) {
      const token2 = this.nextNonSpace();
      if (token2.type === end) {
        this.checkPipeline(pipe, context);
        return pipe;
      }
      switch (token2.type) {
        case "bool":
        case "charConstant":
        case "dot":
        case "field":
        case "identifier":
        case "number":
        case "leftParen":
        case "rawString":
        case "string":
        case "variable":
          this.backup(token2);
          pipe.cmds.push(this.command());
          break;
        case "keyword":
          if (token2.val === "nil") {
            this.backup(token2);
            pipe.cmds.push(this.command());
            break;
          }
          this.unexpected(token2, context);
          break;
        case "error":
          this.errorAt(token2.line, token2.val);
          break;
        default:
          this.unexpected(token2, context);
      }
    }
  }
  checkPipeline(pipe, context) {
    if (pipe.cmds.length === 0) this.errorf(`missing value for ${context}`);
    for (const [i, c] of pipe.cmds.entries()) {
      if (i === 0) continue;
      const first2 = c.args[0];
      if (first2 && ["bool", "dot", "nil", "number", "string"].includes(first2.kind)) {
        this.errorf(`non executable command in pipeline stage ${i + 1}`);
      }
    }
  }
  command() {
    const cmd = { kind: "command", pos: this.peekNonSpace().pos, args: [] };
    for (; ; ) {
      this.peekNonSpace();
      const operand = this.operand();
      if (operand) cmd.args.push(operand);
      const token = this.next();
      switch (token.type) {
        case "space":
          continue;
        case "rightDelim":
        case "rightParen":
          this.backup(token);
          break;
        case "pipe":
          break;
        case "error":
          this.errorAt(token.line, token.val);
          break;
        default:
          this.errorf(`unexpected ${describe(token)} in operand`);
      }
      break;
    }
    if (cmd.args.length === 0) this.errorf("empty command");
    return cmd;
  }
  operand() {
    const node = this.term();
    if (!node) return void 0;
    if (this.peek().type === "field") {
      const chainPos = this.peek().pos;
      const fields = [];
      while (this.peek().type === "field") fields.push(this.next().val.slice(1));
      switch (node.kind) {
        case "field":
          return { kind: "field", pos: chainPos, ident: [...node.ident, ...fields] };
        case "variable":
          return { kind: "variable", pos: chainPos, ident: [...node.ident, ...fields] };
        case "bool":
        case "string":
        case "number":
        case "nil":
        case "dot":
          this.errorf(`unexpected . after term ${JSON.stringify(argString(node))}`);
          break;
        default:
          return { kind: "chain", pos: chainPos, node, field: fields };
      }
    }
    return node;
  }
  term() {
    const token = this.nextNonSpace();
    switch (token.type) {
      case "identifier":
        if (!this.opts.funcs.has(token.val)) {
          const hint = (0, import_chunk_CCBYBVFN.suggestion)(token.val, this.opts.funcs.names?.() ?? []);
          this.errorf(`function ${JSON.stringify(token.val)} not defined`, hint);
        }
        return { kind: "identifier", pos: token.pos, name: token.val };
      case "dot":
        return { kind: "dot", pos: token.pos };
      case "keyword":
        if (token.val === "nil") return { kind: "nil", pos: token.pos };
        break;
      case "variable":
        if (!this.vars.includes(token.val)) this.errorf(`undefined variable ${JSON.stringify(token.val)}`);
        return { kind: "variable", pos: token.pos, ident: [token.val] };
      case "field":
        return { kind: "field", pos: token.pos, ident: [token.val.slice(1)] };
      case "bool":
        return { kind: "bool", pos: token.pos, value: token.val === "true" };
      case "charConstant":
      case "number":
        return this.number(token);
      case "leftParen":
        return this.pipeline("parenthesized pipeline", "rightParen");
      case "string":
      case "rawString":
        return {
          kind: "string",
          pos: token.pos,
          quoted: token.val,
          text: unquote(token, (m) => this.errorf(m))
        };
    }
    this.backup(token);
    return void 0;
  }
  number(token) {
    const text = token.val;
    if (token.type === "charConstant") {
      const rune = unquoteChar(text, (m) => this.errorf(m));
      return { kind: "number", pos: token.pos, text, int: BigInt(rune), float: rune, isFloatSyntax: false };
    }
    const clean2 = text.replace(/_/g, "");
    if (clean2.endsWith("i")) this.errorf(`complex constants are not supported: ${text}`);
    const node = { kind: "number", pos: token.pos, text, isFloatSyntax: false };
    const sign = clean2.startsWith("-") ? -1n : 1n;
    const body = clean2.replace(/^[+-]/, "");
    const intMatch = /^(0[xX][0-9a-fA-F]+|0[oO]?[0-7]+|0[bB][01]+|[1-9][0-9]*|0)$/.exec(body);
    if (intMatch) {
      const digits = /^0[0-7]+$/.test(body) ? `0o${body.slice(1)}` : body;
      node.int = sign * BigInt(digits);
      if (node.int > 18446744073709551615n || node.int < -9223372036854775808n) {
        this.errorf(`integer overflow: ${JSON.stringify(text)}`);
      }
      node.float = Number(node.int);
    } else if (!/[.eEpP]/.test(body) && !/^0[xX]/.test(body)) {
      this.errorf(`integer overflow: ${JSON.stringify(text)}`);
    } else {
      const f = parseGoFloat(clean2);
      if (f === void 0) this.errorf(`illegal number syntax: ${JSON.stringify(text)}`);
      node.float = f;
      node.isFloatSyntax = true;
      if (Number.isInteger(f) && Math.abs(f) <= Number.MAX_SAFE_INTEGER) node.int = BigInt(f);
    }
    return node;
  }
  stringValue(token, context) {
    if (token.type === "string" || token.type === "rawString") return unquote(token, (m) => this.errorf(m));
    this.unexpected(token, context);
  }
  // --- tokens
  peek() {
    return this.items[Math.min(this.i, this.items.length - 1)];
  }
  next() {
    const item = this.peek();
    this.i++;
    return item;
  }
  backup(_item) {
    this.i--;
  }
  nextNonSpace() {
    let item = this.next();
    while (item.type === "space") item = this.next();
    return item;
  }
  peekNonSpace() {
    const save = this.i;
    const item = this.nextNonSpace();
    this.i = save;
    return item;
  }
  nextNonSpaceIs(type) {
    return this.peekNonSpace().type === type;
  }
  expect(type, context) {
    const token = this.nextNonSpace();
    if (token.type !== type) this.unexpected(token, context);
    return token;
  }
  unexpected(token, context) {
    if (token.type === "error") this.errorAt(token.line, token.val);
    this.errorAt(token.line, `unexpected ${describe(token)} in ${context}`);
  }
  errorf(message, hint = "") {
    this.errorAt(this.items[Math.max(0, this.i - 1)]?.line ?? this.actionLine, message, hint);
  }
  errorAt(line, message, hint = "") {
    throw new TemplateParseError(`template: ${this.name}:${line}: ${message}`, hint);
  }
};
function isEmptyTree(list2) {
  return list2.nodes.every((n) => n.kind === "text" && n.text.trim() === "");
}
function describe(token) {
  if (token.type === "eof") return "EOF";
  if (token.type === "error") return token.val;
  if (token.type === "keyword") return `<${token.val}>`;
  if ([...token.val].length > 10) return `${JSON.stringify([...token.val].slice(0, 10).join(""))}...`;
  return JSON.stringify(token.val);
}
function unquote(token, fail) {
  const s = token.val;
  if (token.type === "rawString") return s.slice(1, -1).replace(/\r/g, "");
  try {
    return JSON.parse(goEscapesToJson(s));
  } catch {
    fail(`invalid syntax: ${s}`);
  }
}
function goEscapesToJson(s) {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c !== "\\") {
      out += c;
      continue;
    }
    const e = s[++i];
    if (e === "a") out += "\\u0007";
    else if (e === "v") out += "\\u000b";
    else if (e === "'") out += "'";
    else if (e === "x") {
      out += `\\u00${s.slice(i + 1, i + 3)}`;
      i += 2;
    } else if (e >= "0" && e <= "7") {
      out += `\\u${Number.parseInt(s.slice(i, i + 3), 8).toString(16).padStart(4, "0")}`;
      i += 2;
    } else if (e === "U") {
      const cp2 = Number.parseInt(s.slice(i + 1, i + 9), 16);
      out += JSON.stringify(String.fromCodePoint(cp2)).slice(1, -1);
      i += 8;
    } else out += `\\${e}`;
  }
  return out;
}
function unquoteChar(text, fail) {
  const inner = text.slice(1, -1);
  const decoded = inner.startsWith("\\") ? JSON.parse(`"${goEscapesToJson(inner)}"`) : inner;
  const cp2 = decoded.codePointAt(0);
  if (cp2 === void 0 || [...decoded].length !== 1) fail(`malformed character constant: ${text}`);
  return cp2;
}
function parseGoFloat(s) {
  if (/^[+-]?0[xX]/.test(s)) {
    const m = /^([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?\d+)$/.exec(s);
    if (!m) return void 0;
    const frac = m[3] ?? "";
    const mant = Number.parseInt(`${m[2] || "0"}${frac}`, 16) / 16 ** frac.length;
    const v = mant * 2 ** Number(m[4]);
    return m[1] === "-" ? -v : v;
  }
  if (!/^[+-]?(\d+(?:\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(s)) return void 0;
  return Number(s);
}
function argString(n) {
  switch (n.kind) {
    case "field":
      return n.ident.map((f) => `.${f}`).join("");
    case "chain":
      return `${n.node.kind === "pipe" ? `(${argString(n.node)})` : argString(n.node)}${n.field.map((f) => `.${f}`).join("")}`;
    case "identifier":
      return n.name;
    case "variable":
      return n.ident.join(".");
    case "dot":
      return ".";
    case "nil":
      return "nil";
    case "bool":
      return String(n.value);
    case "number":
      return n.text;
    case "string":
      return n.quoted;
    case "pipe": {
      const decl = n.decl.length > 0 ? `${n.decl.map((d) => d.ident.join(".")).join(", ")} ${n.isAssign ? "=" : ":="} ` : "";
      return decl + n.cmds.map(argString).join(" | ");
    }
    case "command":
      return n.args.map((a) => a.kind === "pipe" ? `(${argString(a)})` : argString(a)).join(" ");
  }
}
function values(scope, args, final, hasFinal) {
  const out = args.map((a) => scope.evalArg(a));
  if (hasFinal) out.push(final);
  return out;
}
function eager(name, fn) {
  if (name !== "call") markSizeBounded({ [name]: fn });
  return {
    fn: (scope, args, final, hasFinal) => scope.callFunc(name, fn, values(scope, args, final, hasFinal))
  };
}
function shortCircuit(name) {
  return {
    fn(scope, args, final, hasFinal) {
      const all = args.map((a) => () => scope.evalArg(a));
      if (hasFinal) all.push(() => final);
      if (all.length === 0) scope.errorf(`wrong number of args for ${name}: want at least 1 got 0`);
      let v;
      for (const next of all) {
        v = next();
        if (v === void 0) v = null;
        if (isTrue(v) === (name === "or")) return v;
      }
      return v;
    }
  };
}
function evalArgs(args) {
  if (args.length === 1 && typeof args[0] === "string") return args[0];
  return sprint(...args);
}
function wantArgs(name, got, want) {
  if (got !== want) {
    const err = new Error(`wrong number of args for ${name}: want ${want} got ${got}`);
    err.name = "GoArgError";
    throw err;
  }
}
function basicKind(v) {
  if (v === void 0 || v === null) return "invalid";
  switch (typeof v) {
    case "boolean":
      return "bool";
    case "number":
      return "float";
    case "bigint":
      return "int";
    case "string":
      return "string";
  }
  if (v instanceof GoInt) return v.unsigned ? "uint" : "int";
  return "other";
}
var basic = (v) => v instanceof GoInt ? v.value : v;
var errBadComparisonType = "invalid type for comparison";
var errBadComparison = "incompatible types for comparison";
var errNoComparison = "missing argument for comparison";
function eq(arg1, ...rest2) {
  if (rest2.length === 0) throw new Error(errNoComparison);
  const k1 = basicKind(arg1);
  for (const arg of rest2) {
    const k2 = basicKind(arg);
    let truth = false;
    if (k1 !== k2) {
      if (k1 === "int" && k2 === "uint" || k1 === "uint" && k2 === "int")
        truth = basic(arg1) === basic(arg);
      else if (k1 !== "invalid" && k2 !== "invalid") throw new Error(errBadComparison);
    } else if (k1 === "other") {
      const s = (v) => sprintf("%s", v);
      if (goTypeName(arg1) !== goTypeName(arg)) {
        throw new Error(
          `non-comparable types ${s(arg1)}: ${goTypeName(arg1)}, ${goTypeName(arg)}: ${formatValue(arg)}`
        );
      }
      throw new Error(`non-comparable type ${s(arg)}: ${goTypeName(arg)}`);
    } else if (k1 === "invalid") {
      truth = true;
    } else {
      truth = basic(arg1) === basic(arg);
    }
    if (truth) return true;
  }
  return false;
}
function lt(a, b) {
  const k1 = basicKind(a);
  const k2 = basicKind(b);
  const notBasic = (k) => k === "invalid" || k === "other";
  if (notBasic(k1) || notBasic(k2)) throw new Error(errBadComparisonType);
  const mixedInts = k1 === "int" && k2 === "uint" || k1 === "uint" && k2 === "int";
  if (k1 !== k2 && !mixedInts) throw new Error(errBadComparison);
  if (k1 === "bool") throw new Error(errBadComparisonType);
  return basic(a) < basic(b);
}
function htmlEscape(s) {
  let out = "";
  for (const c of s) {
    switch (c) {
      case '"':
        out += "&#34;";
        break;
      case "'":
        out += "&#39;";
        break;
      case "&":
        out += "&amp;";
        break;
      case "<":
        out += "&lt;";
        break;
      case ">":
        out += "&gt;";
        break;
      case "\0":
        out += "\uFFFD";
        break;
      default:
        out += c;
    }
  }
  return out;
}
function jsEscape(s) {
  let out = "";
  for (const c of s) {
    const code = c.codePointAt(0);
    if (c === "\\") out += "\\\\";
    else if (c === "'") out += "\\'";
    else if (c === '"') out += '\\"';
    else if (c === "<") out += "\\u003C";
    else if (c === ">") out += "\\u003E";
    else if (c === "&") out += "\\u0026";
    else if (c === "=") out += "\\u003D";
    else if (code < 32 || code === 8232 || code === 8233)
      out += `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
    else out += c;
  }
  return out;
}
function queryEscape(s) {
  let out = "";
  for (const byte of Buffer.from(s, "utf8")) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(c)) out += c;
    else if (c === " ") out += "+";
    else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}
function integerIndex(v) {
  if (typeof v === "bigint") return v;
  return v instanceof GoInt ? BigInt.asIntN(64, v.value) : void 0;
}
function toIndex(v, cap) {
  const x = integerIndex(v);
  if (x === void 0) {
    if (v === void 0 || v === null) throw new Error("cannot index slice/array with nil");
    throw new Error(`cannot index slice/array with type ${goTypeName(v)}`);
  }
  if (x < 0n || x >= BigInt(cap)) throw new Error(`index out of range: ${x}`);
  return Number(x);
}
function index(item, ...keys) {
  if (item === void 0 || item === null) throw new Error("index of untyped nil");
  let v = item;
  for (const key of keys) {
    if (typeof v === "string") {
      v = new GoInt("uint8", BigInt(Buffer.from(v, "utf8")[toIndex(key, Buffer.byteLength(v))]));
    } else if (Array.isArray(v)) {
      v = v[toIndex(key, v.length)];
    } else if (isGoMap(v)) {
      if (typeof key !== "string") throw new Error(`value has type ${goTypeName(key)}; should be string`);
      v = Object.hasOwn(v, key) ? v[key] : null;
    } else if (v === null || v === void 0) {
      throw new Error("index of nil pointer");
    } else {
      throw new Error(`can't index item of type ${goTypeName(v)}`);
    }
  }
  return v;
}
function slice(item, ...idx) {
  if (item === void 0 || item === null) throw new Error("slice of untyped nil");
  if (idx.length > 3) throw new Error(`too many slice indexes: ${idx.length}`);
  if (typeof item === "string") {
    if (idx.length === 3) throw new Error("cannot 3-index slice a string");
    const bytes = Buffer.from(item, "utf8");
    const [i, j] = sliceBounds(idx, bytes.length);
    return bytes.subarray(i, j).toString("utf8");
  }
  if (Array.isArray(item)) {
    const [i, j] = sliceBounds(idx, item.length);
    return item.slice(i, j);
  }
  throw new Error(`can't slice item of type ${goTypeName(item)}`);
}
function sliceBounds(idx, cap) {
  const at = idx.map((v) => {
    const x = integerIndex(v);
    if (x === void 0) throw new Error(`cannot index slice/array with type ${goTypeName(v)}`);
    if (x < 0n || x > BigInt(cap)) throw new Error(`index out of range: ${x}`);
    return Number(x);
  });
  const i = at[0] ?? 0;
  const j = at[1] ?? cap;
  if (i > j) throw new Error(`invalid slice index: ${i} > ${j}`);
  return [i, j];
}
function len(item) {
  if (typeof item === "string") return BigInt(Buffer.byteLength(item));
  if (Array.isArray(item)) return BigInt(item.length);
  if (isGoMap(item)) return BigInt(Object.keys(item).length);
  if (item === void 0 || item === null) throw new Error("len of nil pointer");
  throw new Error(`len of type ${goTypeName(item)}`);
}
var builtins = {
  and: shortCircuit("and"),
  or: shortCircuit("or"),
  not: eager("not", (...a) => {
    wantArgs("not", a.length, 1);
    return !isTrue(a[0]);
  }),
  len: eager("len", (...a) => {
    wantArgs("len", a.length, 1);
    return len(a[0]);
  }),
  index: eager("index", (item, ...keys) => index(item, ...keys)),
  slice: eager("slice", (item, ...idx) => slice(item, ...idx)),
  print: eager("print", (...a) => sprint(...a)),
  printf: eager("printf", (format, ...a) => {
    if (typeof format !== "string")
      throw new Error(`wrong type for value; expected string; got ${goTypeName(format)}`);
    return sprintf(format, ...a);
  }),
  println: eager("println", (...a) => sprintln(...a)),
  html: eager("html", (...a) => htmlEscape(evalArgs(a))),
  js: eager("js", (...a) => jsEscape(evalArgs(a))),
  urlquery: eager("urlquery", (...a) => queryEscape(evalArgs(a))),
  call: eager("call", (fn, ...a) => {
    if (typeof fn !== "function") throw new Error(`non-function of type ${goTypeName(fn)}`);
    return fn(...a);
  }),
  eq: eager("eq", (a, ...b) => eq(a, ...b)),
  ne: eager("ne", (a, ...b) => {
    wantArgs("ne", b.length + 1, 2);
    return !eq(a, ...b);
  }),
  lt: eager("lt", (...a) => {
    wantArgs("lt", a.length, 2);
    return lt(a[0], a[1]);
  }),
  le: eager("le", (...a) => {
    wantArgs("le", a.length, 2);
    return lt(a[0], a[1]) || eq(a[0], a[1]);
  }),
  gt: eager("gt", (...a) => {
    wantArgs("gt", a.length, 2);
    return !lt(a[0], a[1]) && !eq(a[0], a[1]);
  }),
  ge: eager("ge", (...a) => {
    wantArgs("ge", a.length, 2);
    return !lt(a[0], a[1]);
  })
};
var TemplateExecError = class extends Error {
  /** rigging's did-you-mean (or empty), of an included template's parse error: not Go's wording. */
  constructor(message, hint = "") {
    super(message);
    this.hint = hint;
  }
  hint;
  name = "TemplateExecError";
};
var LoopSignal = class {
  constructor(kind) {
    this.kind = kind;
  }
  kind;
};
var MAX_EXEC_DEPTH = 1e5;
function execute(ctx, name, data) {
  const tree = ctx.templates.get(name);
  if (!tree)
    throw new TemplateExecError(
      `template: no template ${JSON.stringify(name)} associated with template ${JSON.stringify(name)}`
    );
  const dot = data === null ? void 0 : data;
  const state = new State(ctx, name, dot);
  try {
    state.walkList(dot, tree);
  } catch (err) {
    if (err instanceof RangeError && /call stack/i.test(err.message)) state.overflowed();
    throw err;
  }
  return state.out.join("");
}
var State = class {
  constructor(ctx, tmpl, data) {
    this.ctx = ctx;
    this.tmpl = tmpl;
    this.vars = [{ name: "$", value: data }];
  }
  ctx;
  tmpl;
  out = [];
  vars;
  depth = 0;
  node;
  nodeText = "";
  /**
   * Whether dot is an element of a list or map being ranged over: Go's reflect.Value then has
   * the static type interface {}, which its field errors name. A pipeline's result is unwrapped
   * to its dynamic type, so with and template set dot unboxed.
   */
  dotBoxed = false;
  walkList(dot, list2) {
    for (const n of list2.nodes) this.walk(dot, n);
  }
  walk(dot, node) {
    this.step(node);
    switch (node.kind) {
      case "text":
        this.write(node.text);
        return;
      case "action": {
        this.at(node, node.pipe);
        const value = this.evalPipeline(dot, node.pipe);
        if (node.pipe.decl.length === 0) this.printValue(node, value);
        return;
      }
      case "if":
      case "with": {
        const mark = this.vars.length;
        const value = this.evalPipeline(dot, node.pipe);
        if (isTrue(value)) {
          if (node.kind === "with") this.walkUnboxed(value, node.list);
          else this.walkList(dot, node.list);
        } else if (node.elseList) {
          this.walkList(dot, node.elseList);
        }
        this.vars.length = mark;
        return;
      }
      case "range":
        this.walkRange(dot, node);
        return;
      case "template":
        this.walkTemplate(dot, node);
        return;
      case "break":
      case "continue":
        throw new LoopSignal(node.kind);
      case "list":
        this.walkList(dot, node);
        return;
    }
  }
  walkUnboxed(dot, list2) {
    const boxed = this.dotBoxed;
    this.dotBoxed = false;
    try {
      this.walkList(dot, list2);
    } finally {
      this.dotBoxed = boxed;
    }
  }
  walkRange(dot, node) {
    this.at(node, node.pipe);
    const outer = this.vars.length;
    const decl = node.pipe.decl.map((d) => d.ident[0]);
    const value = this.evalPipeline(dot, { ...node.pipe, decl: [] });
    if (!node.pipe.isAssign) for (const name of decl) this.vars.push({ name, value: null });
    const mark = this.vars.length;
    const v = value;
    const boxed = Array.isArray(v) || isGoMap(v);
    const outerBoxed = this.dotBoxed;
    const one = (index2, elem) => {
      if (decl.length === 1) this.setVar(decl[0], elem, boxed);
      if (decl.length === 2) {
        this.setVar(decl[0], index2);
        this.setVar(decl[1], elem, boxed);
      }
      this.step(node);
      this.dotBoxed = boxed;
      try {
        this.walkList(elem, node.list);
      } catch (err) {
        if (!(err instanceof LoopSignal)) throw err;
        if (err.kind === "break") return false;
      } finally {
        this.vars.length = mark;
        this.dotBoxed = outerBoxed;
      }
      return true;
    };
    let ran = false;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        ran = true;
        if (!one(BigInt(i), v[i])) break;
      }
    } else if (isGoMap(v)) {
      const keys = this.within(largeMap(v), () => Object.keys(v).sort(import_chunk_AUPPCWXN.compareUtf8));
      for (const key of keys) {
        ran = true;
        if (!one(key, v[key])) break;
      }
    } else if (typeof v === "bigint" || v instanceof GoInt) {
      if (decl.length > 1) this.errorf(`can't use ${formatValue(v)} to iterate over more than one variable`);
      const n = typeof v === "bigint" ? v : v.value;
      const of = typeof v === "bigint" ? (i) => i : (i) => new GoInt(v.type, i);
      for (let i = 0n; i < n; i++) {
        ran = true;
        const e = of(i);
        if (!one(e, e)) break;
      }
    } else if (v !== void 0 && v !== null) {
      this.errorf(`range can't iterate over ${formatValue(v)}`);
    }
    this.vars.length = outer;
    if (!ran && node.elseList) this.walkList(dot, node.elseList);
  }
  /** The deepest {{template}} call entered, where running out of stack is reported. */
  lastCall;
  /** Reports V8's stack running out as Go reports too deep a recursion of templates. */
  overflowed() {
    if (this.lastCall) this.at(this.lastCall.node, this.lastCall.text());
    this.errorf(`exceeded maximum template depth (the stack ran out before ${MAX_EXEC_DEPTH})`);
  }
  walkTemplate(dot, node) {
    const text = () => `{{template ${JSON.stringify(node.name)}${node.pipe ? ` ${argString(node.pipe)}` : ""}}}`;
    this.lastCall = { node, text };
    this.at(node, text());
    const tree = this.ctx.templates.get(node.name);
    if (!tree) this.errorf(`template ${JSON.stringify(node.name)} not defined`);
    if (++this.depth > MAX_EXEC_DEPTH) this.errorf(`exceeded maximum template depth (${MAX_EXEC_DEPTH})`);
    const value = node.pipe ? this.evalPipeline(dot, node.pipe) : null;
    const saved = { tmpl: this.tmpl, vars: this.vars };
    this.tmpl = node.name;
    this.vars = [{ name: "$", value }];
    this.walkUnboxed(value, tree);
    this.tmpl = saved.tmpl;
    this.vars = saved.vars;
    this.depth--;
  }
  evalPipeline(dot, pipe) {
    this.at(pipe, pipe);
    this.step();
    let value;
    for (const cmd of pipe.cmds) {
      value = this.evalCommand(dot, cmd, value, cmd !== pipe.cmds[0]);
      if (value === null) value = void 0;
    }
    for (const v of pipe.decl) {
      const name = v.ident[0];
      if (pipe.isAssign) this.setVar(name, value);
      else this.vars.push({ name, value });
    }
    return value;
  }
  setVar(name, value, boxed = false) {
    for (let i = this.vars.length - 1; i >= 0; i--) {
      const v = this.vars[i];
      if (v.name === name) {
        v.value = value;
        v.boxed = boxed;
        return;
      }
    }
    this.errorf(`undefined variable: ${name}`);
  }
  variable(name) {
    for (let i = this.vars.length - 1; i >= 0; i--) {
      const v = this.vars[i];
      if (v.name === name) return v;
    }
    this.errorf(`undefined variable: ${name}`);
  }
  evalCommand(dot, cmd, final, hasFinal) {
    const first2 = cmd.args[0];
    this.at(cmd, cmd);
    switch (first2.kind) {
      case "field":
        this.at(first2, first2);
        return this.evalFieldChain(dot, this.dotBoxed, first2.ident, cmd.args, hasFinal);
      case "chain": {
        const receiver = this.evalArg(dot, first2.node);
        return this.evalFieldChain(receiver, false, first2.field, cmd.args, hasFinal);
      }
      case "identifier":
        return this.evalFunction(dot, first2.name, cmd, cmd.args, final, hasFinal);
      case "pipe":
        this.notAFunction(cmd.args, hasFinal);
        return this.evalPipeline(dot, first2);
      case "variable":
        return this.evalVariableNode(first2, cmd.args, hasFinal);
    }
    this.at(first2, first2);
    this.notAFunction(cmd.args, hasFinal);
    switch (first2.kind) {
      case "bool":
        return first2.value;
      case "dot":
        return dot;
      case "nil":
        this.errorf("nil is not a command");
        break;
      case "number":
        return this.idealConstant(first2);
      case "string":
        return first2.text;
    }
    this.errorf(`can't evaluate command ${JSON.stringify(argString(first2))}`);
  }
  notAFunction(args, hasFinal) {
    if (args.length > 1 || hasFinal)
      this.errorf(`can't give argument to non-function ${argString(args[0])}`);
  }
  idealConstant(n) {
    const looksFloat = n.isFloatSyntax && !/^[+-]?0[xX]/.test(n.text);
    if (looksFloat && n.float !== void 0) return n.float;
    if (n.int !== void 0) {
      if (n.int > 9223372036854775807n || n.int < -9223372036854775808n)
        this.errorf(`${n.text} overflows int`);
      return n.int;
    }
    return n.float ?? null;
  }
  /**
   * A constant argument (number, string, bool, nil) as Go's evalArg converts it to the parameter's
   * type, by the kind of node: for an int, 3.0 and 1e6 are integers and 3.5 or "3" are errors at
   * the constant; for a float64 any number is a float; nil only for a map. `param` is the type a
   * function's `paramType` gives (Sprig's `def`); without one, or for interface {}, the constant
   * is Go's ideal constant.
   */
  constantArg(n, param) {
    this.at(n, n);
    const found = () => argString(n);
    if (n.kind === "nil" && param && param !== "any" && param !== "map") {
      this.errorf(`cannot assign nil to ${param === "time" ? "time.Time" : param}`);
    }
    switch (param) {
      case "int":
        if (n.kind !== "number" || n.int === void 0) this.errorf(`expected integer; found ${found()}`);
        return n.int;
      case "float64":
        if (n.kind !== "number" || n.float === void 0) this.errorf(`expected float; found ${found()}`);
        return n.float;
      case "string":
        if (n.kind !== "string") this.errorf(`expected string; found ${found()}`);
        return n.text;
      case "bool":
        if (n.kind !== "bool") this.errorf(`expected bool; found ${found()}`);
        return n.value;
      case "map":
      case "time": {
        const type = param === "map" ? "map[string]interface {}" : "time.Time";
        if (n.kind === "nil") return null;
        this.errorf(`can't handle ${found()} for arg of type ${type}`);
      }
    }
    return this.evalArg(void 0, n);
  }
  evalVariableNode(v, args, hasFinal) {
    this.at(v, v);
    const { value, boxed } = this.variable(v.ident[0]);
    if (v.ident.length === 1) {
      this.notAFunction(args, hasFinal);
      return value;
    }
    return this.evalFieldChain(value, boxed ?? false, v.ident.slice(1), args, hasFinal);
  }
  /** `boxed`: the receiver's static type is interface {} (see dotBoxed); map entries always are. */
  evalFieldChain(receiver, boxed, ident, args, hasFinal) {
    let r = receiver;
    let b = boxed;
    for (let i = 0; i < ident.length - 1; i++) {
      r = this.evalField(ident[i], [], false, r, b);
      b = true;
    }
    return this.evalField(ident[ident.length - 1], args, hasFinal, r, b);
  }
  evalField(field, args, hasFinal, receiver, boxed) {
    if (receiver === void 0) {
      if (this.ctx.missingKey === "error") this.errorf(`nil data; no entry for key ${JSON.stringify(field)}`);
      return void 0;
    }
    if (receiver === null) this.errorf(`nil pointer evaluating interface {}.${field}`);
    if (isGoMap(receiver)) {
      if (args.length > 1 || hasFinal) this.errorf(`${field} is not a method but has arguments`);
      if (Object.hasOwn(receiver, field)) return receiver[field];
      switch (this.ctx.missingKey) {
        case "error":
          this.errorf(`map has no entry for key ${JSON.stringify(field)}`);
          break;
        case "zero":
          return null;
        default:
          return void 0;
      }
    }
    this.errorf(`can't evaluate field ${field} in type ${boxed ? "interface {}" : goTypeName(receiver)}`);
  }
  evalFunction(dot, name, cmd, args, final, hasFinal) {
    const first2 = args[0];
    this.at(first2, name);
    const fn = this.ctx.funcs(name);
    const builtin = builtins[name];
    if (!fn && builtin) return builtin.fn(this.builtinScope(dot, cmd), args.slice(1), final, hasFinal);
    if (!fn) this.errorf(`${JSON.stringify(name)} is not a defined function`);
    const paramType = fn.paramType;
    const values2 = [];
    for (let i = 1; i < args.length; i++) {
      const a = args[i];
      const constant = a.kind === "number" || a.kind === "string" || a.kind === "bool" || a.kind === "nil";
      values2.push(constant && paramType ? this.constantArg(a, paramType(i - 1)) : this.evalArg(dot, a));
    }
    if (hasFinal) values2.push(final);
    return this.callFunc(cmd, name, fn, values2);
  }
  /** Calls a function; its error is reported at the command, as Go's evalCall does. */
  callFunc(cmd, name, fn, values2) {
    for (let i = 0; i < values2.length; i++) if (values2[i] === void 0) values2[i] = null;
    try {
      const result = stepWithin(this.ctx.meter, callNeedsWatch(fn, values2), () => fn(...values2));
      if (typeof result === "string") checkStringLength(result.length);
      else if (Array.isArray(result)) checkListLength(result.length);
      return result;
    } catch (err) {
      if (err instanceof TemplateExecError) throw err;
      if (err instanceof import_chunk_HACCH3QW.SyncDeadlineError) {
        this.at(cmd, cmd);
        this.errorf(this.ctx.meter.expired);
      }
      if (err.name === "GoArgError") {
        const arg = err.arg;
        const node = (arg !== void 0 ? cmd.args[arg + 1] : void 0) ?? cmd.args[0] ?? cmd;
        const last2 = lastEvaluated(node);
        this.at(last2, last2);
        this.errorf(err.message);
      }
      this.at(cmd, cmd);
      this.errorf(`error calling ${name}: ${err.message}`, err.hint);
    }
  }
  /** What a builtin needs of the executor: argument evaluation, errors, and the function map. */
  builtinScope(dot, cmd) {
    return {
      evalArg: (a) => this.evalArg(dot, a),
      errorf: (m) => {
        this.at(cmd, cmd);
        this.errorf(m);
      },
      callFunc: (n, f, v) => this.callFunc(cmd, n, f, v)
    };
  }
  evalArg(dot, n) {
    this.at(n, n);
    switch (n.kind) {
      case "dot":
        return dot;
      case "nil":
        return null;
      case "field":
        return this.evalFieldChain(dot, this.dotBoxed, n.ident, [n], false);
      case "variable":
        return this.evalVariableNode(n, [n], false);
      case "pipe":
        return this.evalPipeline(dot, n);
      case "identifier":
        return this.evalFunction(
          dot,
          n.name,
          { kind: "command", pos: n.pos, args: [n] },
          [n],
          void 0,
          false
        );
      case "chain": {
        const receiver = this.evalArg(dot, n.node);
        return this.evalFieldChain(receiver, false, n.field, [n], false);
      }
      case "bool":
        return n.value;
      case "number":
        return this.idealConstant(n);
      case "string":
        return n.text;
    }
  }
  printValue(node, v) {
    this.at(node, this.nodeText);
    if (v === void 0) {
      this.out.push("<no value>");
      return;
    }
    if (typeof v === "function") this.errorf(`can't print ${this.contextText()} of type func`);
    let text;
    try {
      text = stepWithin(
        this.ctx.meter,
        typeof v === "object" && v !== null && !smallArgs([v]),
        () => formatValue(v)
      );
    } catch (err) {
      this.errorf(err instanceof import_chunk_HACCH3QW.SyncDeadlineError ? this.ctx.meter.expired : err.message);
    }
    if (node.pipe) this.at(node, node.pipe);
    this.write(text);
  }
  /** Runs one step that may be long (`long`) under the watchdog, see watch.ts; a stop ends the execution here. */
  within(long, f) {
    try {
      return stepWithin(this.ctx.meter, long, f);
    } catch (err) {
      if (err instanceof import_chunk_HACCH3QW.SyncDeadlineError) this.errorf(this.ctx.meter.expired);
      throw err;
    }
  }
  /** Counts a step (an action, a pipeline, a range iteration) against the execution's budget. */
  step(node) {
    const stop = this.ctx.meter.step();
    if (stop) {
      if (node && "pipe" in node && node.pipe) this.at(node, node.pipe);
      this.errorf(stop);
    }
  }
  write(text) {
    const stop = this.ctx.meter.write(text.length);
    if (stop) this.errorf(stop);
    this.out.push(text);
  }
  /** Where execution is, for errors; the node's text is made only when an error needs it. */
  at(node, text) {
    this.node = node;
    this.nodeText = text;
  }
  contextText() {
    return typeof this.nodeText === "string" ? this.nodeText : argString(this.nodeText);
  }
  errorf(message, hint = "") {
    const source = this.ctx.texts.get(this.tmpl);
    const pos = this.node?.pos ?? 0;
    let location = this.tmpl;
    if (source) {
      const before = source.text.slice(0, pos);
      const line = (before.match(/\n/g)?.length ?? 0) + 1;
      const column = pos - (before.lastIndexOf("\n") + 1);
      location = `${source.parseName}:${line}:${column}`;
    }
    const context = this.contextText();
    throw new TemplateExecError(
      `template: ${location}: executing ${JSON.stringify(this.tmpl)} at <${context}>: ${message}`,
      hint
    );
  }
};
function lastEvaluated(n) {
  if (n.kind !== "pipe") return n;
  const cmd = n.cmds[n.cmds.length - 1];
  const last2 = cmd?.args[cmd.args.length - 1];
  return last2 ? lastEvaluated(last2) : n;
}
var Template = class _Template {
  constructor(name, opts) {
    this.name = name;
    this.opts = opts;
  }
  name;
  opts;
  templates = /* @__PURE__ */ new Map();
  texts = /* @__PURE__ */ new Map();
  /** Parses `text` as template `name` (and the templates it defines); throws TemplateParseError. */
  static parse(name, text, opts = {}) {
    return new _Template(name, opts).parse(name, text);
  }
  /** Adds another text's templates to this set (ParseFiles/ParseGlob in Go): later definitions win. */
  parse(name, text) {
    const trees = parsedTrees(name, text, this.opts);
    for (const [n, tree] of trees) {
      if (this.templates.has(n) && isEmptyTree(tree)) continue;
      this.templates.set(n, tree);
      this.texts.set(n, { parseName: name, text });
    }
    return this;
  }
  /** Executes the template named `name` (this one by default) with `data` as dot; throws TemplateExecError. */
  execute(data, name = this.name) {
    const ctx = {
      templates: this.templates,
      texts: this.texts,
      funcs: funcLookup(this.opts.funcs),
      missingKey: this.opts.missingKey ?? "default",
      meter: this.opts.meter ?? new ExecMeter()
    };
    return execute(ctx, name, data);
  }
};
var parsed = /* @__PURE__ */ new WeakMap();
var MAX_PARSED_PER_FUNCS = 64;
function parsedTrees(name, text, opts) {
  const owner = opts.funcs ?? builtins;
  const lookup2 = funcLookup(opts.funcs);
  const key = `${opts.leftDelim ?? ""} ${opts.rightDelim ?? ""} ${name}`;
  let cache2 = parsed.get(owner);
  const seen = cache2?.get(text);
  if (seen?.trees && seen.key === key) return seen.trees;
  const trees = parseWithin(
    opts.meter,
    text,
    name,
    () => parseTemplates(name, text, {
      // A function map's own names and the builtins (no set of them built per map: one per render).
      funcs: {
        has: (n) => Object.hasOwn(builtins, n) || lookup2(n) !== void 0,
        names: () => funcNames(opts.funcs)
      },
      leftDelim: opts.leftDelim,
      rightDelim: opts.rightDelim
    })
  );
  if (!cache2) {
    cache2 = /* @__PURE__ */ new Map();
    parsed.set(owner, cache2);
  }
  if (cache2.size >= MAX_PARSED_PER_FUNCS) cache2.clear();
  cache2.set(text, { key, trees: seen?.key === key ? trees : void 0 });
  return trees;
}
function parseWithin(meter, text, name, parse3) {
  if (!meter) return parse3();
  try {
    return stepWithin(meter, text.length > SMALL_TEXT, parse3);
  } catch (err) {
    if (err instanceof import_chunk_HACCH3QW.SyncDeadlineError) throw new TemplateExecError(`template: ${name}: ${meter.expired}`);
    throw err;
  }
}
function* funcNames(funcs) {
  yield* Object.keys(builtins);
  const maps2 = funcs === void 0 ? [] : Array.isArray(funcs) ? funcs : [funcs];
  for (const map of maps2) yield* Object.keys(map);
}
function funcLookup(funcs) {
  if (funcs === void 0) return () => void 0;
  if (!Array.isArray(funcs)) {
    const map = funcs;
    return (name) => Object.hasOwn(map, name) ? map[name] : void 0;
  }
  const maps2 = funcs;
  return (name) => {
    for (let i = maps2.length - 1; i >= 0; i--) {
      const map = maps2[i];
      if (Object.hasOwn(map, name)) return map[name];
    }
    return void 0;
  };
}
var GoTime = class {
  constructor(unixNano, offset, zone) {
    this.unixNano = unixNano;
    this.offset = offset;
    this.zone = zone;
    Object.defineProperties(this, {
      unixNano: { enumerable: false },
      offset: { enumerable: false },
      zone: { enumerable: false }
    });
  }
  unixNano;
  offset;
  zone;
  /** Go's Time.String: `2006-01-02 15:04:05.999999999 -0700 MST`. */
  String() {
    return timeHooks.string(this);
  }
  toString() {
    return this.String();
  }
  /** Go's Time.MarshalJSON (RFC 3339 with nanoseconds), without the quotes. */
  toJSON() {
    return timeHooks.json(this);
  }
};
var timeHooks = {
  string: (t) => `${t.unixNano}`,
  json: (t) => `${t.unixNano}`
};
var GoArgError = class extends Error {
  name = "GoArgError";
  /** The argument that could not be converted, reported at its node as Go's evalArg does. */
  arg;
};
var GO_PARAM = {
  int: "int",
  string: "string",
  bool: "bool",
  float64: "float64",
  map: "map[string]interface {}",
  time: "time.Time",
  any: "interface {}"
};
function typeOf(v) {
  if (v instanceof GoTime) return "time.Time";
  if (typeof v === "function") return "func(...interface {}) (interface {}, error)";
  return goTypeName(v);
}
function kindOf(v) {
  if (v === void 0 || v === null) return "invalid";
  if (v instanceof GoTime) return "struct";
  if (Array.isArray(v)) return "slice";
  if (isGoMap(v)) return "map";
  return goTypeName(v);
}
function convert(p, v) {
  if (p === "any") return v === void 0 ? null : v;
  const want = GO_PARAM[p];
  if (v === void 0 || v === null) {
    if (p === "map") return null;
    throw new GoArgError(`invalid value; expected ${want}`);
  }
  const got = typeOf(v);
  switch (p) {
    case "int":
      if (typeof v === "bigint") {
        if (v > 9223372036854775807n || v < -9223372036854775808n) throw new GoArgError(`${v} overflows int`);
        return Number(v);
      }
      break;
    case "float64":
      if (typeof v === "number") return v;
      break;
    case "string":
      if (typeof v === "string") return v;
      break;
    case "bool":
      if (typeof v === "boolean") return v;
      break;
    case "map":
      if (isGoMap(v) && !(v instanceof GoTime)) return v;
      break;
    case "time":
      if (v instanceof GoTime) return v;
      break;
  }
  throw new GoArgError(`wrong type for value; expected ${want}; got ${got}`);
}
function def(name, params, variadic, body) {
  const n = params.length;
  const fn = (...args) => {
    if (variadic === null ? args.length !== n : args.length < n) {
      const at = variadic === null ? "" : "at least ";
      throw new GoArgError(`wrong number of args for ${name}: want ${at}${n} got ${args.length}`);
    }
    const conv = args;
    let i = 0;
    try {
      for (; i < args.length; i++)
        conv[i] = convert(i < n ? params[i] : variadic, args[i]);
    } catch (err) {
      if (err instanceof GoArgError) err.arg = i;
      throw err;
    }
    return body(...conv);
  };
  return Object.assign(fn, { paramType: (i) => paramAt(params, variadic, i) });
}
function paramAt(params, variadic, i) {
  return i < params.length ? params[i] : variadic;
}
function strval(v) {
  if (typeof v === "string") return v;
  if (v instanceof GoTime) return v.String();
  if (v === void 0) return "<nil>";
  return formatValue(v);
}
function empty(v) {
  if (v === void 0 || v === null) return true;
  if (v instanceof GoTime) return false;
  switch (typeof v) {
    case "boolean":
      return !v;
    case "number":
      return v === 0;
    case "bigint":
      return v === 0n;
    case "string":
      return v.length === 0;
    case "function":
      return false;
  }
  if (v instanceof GoInt) return v.value === 0n;
  return Array.isArray(v) ? v.length === 0 : Object.keys(v).length === 0;
}
function deepEqual(a, b) {
  checkPrintable(a);
  checkPrintable(b);
  return sameValue(a, b);
}
function sameValue(a, b) {
  if (a === b && typeof a === "object") return true;
  if (a === void 0) a = null;
  if (b === void 0) b = null;
  if (a === null || b === null) return a === b;
  if (a instanceof GoTime || b instanceof GoTime) {
    return a instanceof GoTime && b instanceof GoTime && a.unixNano === b.unixNano && a.offset === b.offset && a.zone === b.zone;
  }
  if (typeof a !== typeof b) return false;
  if (typeof a === "function") return false;
  if (a instanceof GoInt || b instanceof GoInt) {
    return a instanceof GoInt && b instanceof GoInt && a.type === b.type && a.value === b.value;
  }
  if (typeof a !== "object") return a === b;
  if (Array.isArray(a) !== Array.isArray(b) || madeType(a) !== madeType(b)) return false;
  if (Array.isArray(a)) {
    const bl = b;
    return a.length === bl.length && a.every((x, i) => sameValue(x, bl[i]));
  }
  const am = a;
  const bm = b;
  const ak = Object.keys(am);
  if (ak.length !== Object.keys(bm).length) return false;
  return ak.every((k) => Object.hasOwn(bm, k) && sameValue(am[k], bm[k]));
}
var MAX_INT64 = 9223372036854775807n;
var MIN_INT64 = -9223372036854775808n;
function floatToInt64(f) {
  if (!Number.isFinite(f) || f >= 2 ** 63 || f < -(2 ** 63)) return MIN_INT64;
  return BigInt(Math.trunc(f));
}
function wrap64(v) {
  return BigInt.asIntN(64, v);
}
function trimZeroDecimal(s) {
  let foundZero = false;
  for (let i = s.length; i > 0; i--) {
    const c = s[i - 1];
    if (c === ".") {
      if (foundZero) return s.slice(0, i - 1);
    } else if (c === "0") {
      foundZero = true;
    } else {
      return s;
    }
  }
  return s;
}
function parseGoInt2(s, base2) {
  let i = 0;
  let neg = false;
  if (s[0] === "+" || s[0] === "-") {
    neg = s[0] === "-";
    i = 1;
  }
  let body = s.slice(i);
  let b = base2;
  let underscores = false;
  if (base2 === 0) {
    b = 10;
    if (body[0] === "0" && body.length > 1) {
      const p = body[1].toLowerCase();
      if (p === "x") {
        b = 16;
        body = body.slice(2);
      } else if (p === "o") {
        b = 8;
        body = body.slice(2);
      } else if (p === "b") {
        b = 2;
        body = body.slice(2);
      } else {
        b = 8;
        body = body.slice(1);
      }
    }
    underscores = true;
  }
  if (body === "") return null;
  let v = 0n;
  let prevUnderscore = true;
  for (const ch of body) {
    if (ch === "_" && underscores && !prevUnderscore) {
      prevUnderscore = true;
      continue;
    }
    const d = Number.parseInt(ch, 36);
    if (Number.isNaN(d) || d >= b) return null;
    v = v * BigInt(b) + BigInt(d);
    prevUnderscore = false;
  }
  if (underscores && prevUnderscore && body.length > 0 && body.endsWith("_")) return null;
  if (neg) v = -v;
  if (v > MAX_INT64 || v < MIN_INT64) return null;
  return v;
}
function parseGoFloat2(s) {
  const t = s.replace(/_/g, "");
  if (/^[+-]?(inf|infinity)$/i.test(t)) return t.startsWith("-") ? -Infinity : Infinity;
  if (/^[+-]?nan$/i.test(t)) return Number.NaN;
  if (/^[+-]?(\d+(?:\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(t)) return Number(t);
  if (/^[+-]?0[xX]/.test(t)) {
    const m = /^([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?\d+)$/.exec(t);
    const frac = m?.[3] ?? "";
    if (!m || m[2] === "" && frac === "") return null;
    const mant = Number.parseInt(`${m[2]}${frac}` || "0", 16) / 16 ** frac.length;
    const v = mant * 2 ** Number(m[4]);
    return m[1] === "-" ? -v : v;
  }
  return null;
}
function castToInt64(v) {
  if (v === void 0 || v === null) return 0n;
  switch (typeof v) {
    case "bigint":
      return v;
    case "number":
      return floatToInt64(v);
    case "boolean":
      return v ? 1n : 0n;
    case "string":
      return parseGoInt2(trimZeroDecimal(v), 0) ?? 0n;
  }
  if (v instanceof GoInt) return BigInt.asIntN(64, v.value);
  return 0n;
}
function castToFloat64(v) {
  if (v === void 0 || v === null) return 0;
  switch (typeof v) {
    case "bigint":
      return Number(v);
    case "number":
      return v;
    case "boolean":
      return v ? 1 : 0;
    case "string":
      return parseGoFloat2(v) ?? 0;
  }
  if (v instanceof GoInt) return Number(v.value);
  return 0;
}
function isSpace2(c) {
  if (c <= 255) return c === 32 || c >= 9 && c <= 13 || c === 133 || c === 160;
  return c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288;
}
var encoder2 = new TextEncoder();
var decoder = new TextDecoder();
function bytesOf(s) {
  return encoder2.encode(s);
}
function stringOf(b) {
  return decoder.decode(b);
}
function sliceString(s, lo, hi) {
  let isAscii2 = true;
  for (let i = 0; i < s.length && isAscii2; i++) isAscii2 = s.charCodeAt(i) < 128;
  const b = isAscii2 ? null : bytesOf(s);
  const len2 = b ? b.length : s.length;
  const h = hi ?? len2;
  const l = lo ?? 0;
  if (hi !== null && (h < 0 || h > len2)) {
    throw new Error(`runtime error: slice bounds out of range [:${h}] with length ${len2}`);
  }
  if (l < 0 || l > h) throw new Error(`runtime error: slice bounds out of range [${l}:${h}]`);
  return b ? stringOf(b.subarray(l, h)) : s.slice(l, h);
}
function listOf(v, message) {
  if (Array.isArray(v)) return v;
  if (v === void 0 || v === null) {
    throw new Error("runtime error: invalid memory address or nil pointer dereference");
  }
  throw new Error(message(kindOf(v)));
}
function deepCopy(v) {
  checkPrintable(v);
  return copy(v);
}
function copy(v) {
  if (Array.isArray(v)) return v.map(copy);
  if (isGoMap(v) && !(v instanceof GoTime)) {
    const out = {};
    for (const k of Object.keys(v)) (0, import_chunk_AUPPCWXN.setOwn)(out, k, copy(v[k]));
    return out;
  }
  return v;
}
var NOT_DETERMINISTIC = (name) => {
  return () => {
    throw new Error(`${name} is not deterministic and is not available in rigging's templates`);
  };
};
var hash = (alg) => (s) => (0, import_node_crypto.createHash)(alg).update(bytesOf(s)).digest("hex");
function adler32(s) {
  let a = 1;
  let b = 0;
  for (const byte of bytesOf(s)) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return String((b << 16 | a) >>> 0);
}
var TEMPLATES = {
  maximum: ["anoxxxxxxxxxxxxxxxxx", "axxxxxxxxxxxxxxxxxno"],
  long: [
    "CvcvnoCvcvCvcv",
    "CvcvCvcvnoCvcv",
    "CvcvCvcvCvcvno",
    "CvccnoCvcvCvcv",
    "CvccCvcvnoCvcv",
    "CvccCvcvCvcvno",
    "CvcvnoCvccCvcv",
    "CvcvCvccnoCvcv",
    "CvcvCvccCvcvno",
    "CvcvnoCvcvCvcc",
    "CvcvCvcvnoCvcc",
    "CvcvCvcvCvccno",
    "CvccnoCvccCvcv",
    "CvccCvccnoCvcv",
    "CvccCvccCvcvno",
    "CvcvnoCvccCvcc",
    "CvcvCvccnoCvcc",
    "CvcvCvccCvccno",
    "CvccnoCvcvCvcc",
    "CvccCvcvnoCvcc",
    "CvccCvcvCvccno"
  ],
  medium: ["CvcnoCvc", "CvcCvcno"],
  short: ["Cvcn"],
  basic: ["aaanaaan", "aannaaan", "aaannaaa"],
  pin: ["nnnn"]
};
var CHARS = {
  V: "AEIOU",
  C: "BCDFGHJKLMNPQRSTVWXYZ",
  v: "aeiou",
  c: "bcdfghjklmnpqrstvwxyz",
  A: "AEIOUBCDFGHJKLMNPQRSTVWXYZ",
  a: "AEIOUaeiouBCDFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz",
  n: "0123456789",
  o: "@&%?,=[]_:-+*$#!'^~;()/.",
  x: "AEIOUaeiouBCDFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz0123456789!@#$%^&*()"
};
var SEED = "com.lyndir.masterpassword";
function u32(n) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
}
function derivePassword(counter, type, password, user, site) {
  const templates = Object.hasOwn(TEMPLATES, type) ? TEMPLATES[type] : void 0;
  if (!templates) return `cannot find password template ${type}`;
  const userBytes = Buffer.from(bytesOf(user));
  const salt = Buffer.concat([Buffer.from(SEED), u32(userBytes.length), userBytes]);
  const key = (0, import_node_crypto.scryptSync)(Buffer.from(bytesOf(password)), salt, 64, {
    N: 32768,
    r: 8,
    p: 2,
    maxmem: 256 * 1024 * 1024
  });
  const siteBytes = Buffer.from(bytesOf(site));
  const msg = Buffer.concat([Buffer.from(SEED), u32(siteBytes.length), siteBytes, u32(counter)]);
  const seed = (0, import_node_crypto.createHmac)("sha256", key).update(msg).digest();
  const temp = templates[seed[0] % templates.length];
  let out = "";
  for (let i = 0; i < temp.length; i++) {
    const chars = CHARS[temp[i]];
    out += chars[seed[i + 1] % chars.length];
  }
  return out;
}
function decryptAES(password, crypt64) {
  if (crypt64 === "") return "";
  const key = Buffer.alloc(32);
  Buffer.from(bytesOf(password)).copy(key, 0, 0, 32);
  if (!/^[A-Za-z0-9+/\r\n]*={0,2}[\r\n]*$/.test(crypt64))
    throw new Error("illegal base64 data at input byte 0");
  const crypt = Buffer.from(crypt64, "base64");
  if (crypt.length < 16)
    throw new Error(`runtime error: slice bounds out of range [:16] with capacity ${crypt.length}`);
  if ((crypt.length - 16) % 16 !== 0) throw new Error("crypto/cipher: input not full blocks");
  const d = (0, import_node_crypto.createDecipheriv)("aes-256-cbc", key, crypt.subarray(0, 16));
  d.setAutoPadding(false);
  const plain = Buffer.concat([d.update(crypt.subarray(16)), d.final()]);
  if (plain.length === 0) throw new Error("runtime error: index out of range [-1]");
  const pad2 = plain[plain.length - 1];
  if (pad2 > plain.length)
    throw new Error(`runtime error: slice bounds out of range [:${plain.length - pad2}]`);
  return stringOf(plain.subarray(0, plain.length - pad2));
}
function htpasswd(user, password, alg) {
  if (user.includes(":")) return `invalid username: ${user}`;
  if (alg === "sha") {
    return `${user}:{SHA}${(0, import_node_crypto.createHash)("sha1").update(bytesOf(password)).digest("base64")}`;
  }
  throw new Error(
    `htpasswd with bcrypt is not deterministic and is not available in rigging's templates; use "sha"`
  );
}
var cryptoFuncs = {
  sha1sum: def("sha1sum", ["string"], null, hash("sha1")),
  sha256sum: def("sha256sum", ["string"], null, hash("sha256")),
  sha512sum: def("sha512sum", ["string"], null, hash("sha512")),
  adler32sum: def("adler32sum", ["string"], null, adler32),
  derivePassword: def(
    "derivePassword",
    ["int", "string", "string", "string", "string"],
    null,
    derivePassword
  ),
  decryptAES: def("decryptAES", ["string", "string"], null, decryptAES),
  htpasswd: def("htpasswd", ["string", "string", "string"], null, htpasswd),
  bcrypt: NOT_DETERMINISTIC("bcrypt"),
  genPrivateKey: NOT_DETERMINISTIC("genPrivateKey"),
  buildCustomCert: NOT_DETERMINISTIC("buildCustomCert"),
  genCA: NOT_DETERMINISTIC("genCA"),
  genCAWithKey: NOT_DETERMINISTIC("genCAWithKey"),
  genSelfSignedCert: NOT_DETERMINISTIC("genSelfSignedCert"),
  genSelfSignedCertWithKey: NOT_DETERMINISTIC("genSelfSignedCertWithKey"),
  genSignedCert: NOT_DETERMINISTIC("genSignedCert"),
  genSignedCertWithKey: NOT_DETERMINISTIC("genSignedCertWithKey"),
  encryptAES: NOT_DETERMINISTIC("encryptAES")
};
var NS = 1000000000n;
var DAYS2 = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
var MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
];
var fmtCache = /* @__PURE__ */ new Map();
function formatter(zone, locale) {
  const key = `${zone}|${locale}`;
  let f = fmtCache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      timeZoneName: "short"
    });
    fmtCache.set(key, f);
  }
  return f;
}
var localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
function loadLocation(name) {
  if (name === "" || name === "UTC") return "UTC";
  if (name === "Local") return localZone();
  try {
    formatter(name, "en-US");
    return name;
  } catch {
    return null;
  }
}
function numericAbbrev(offset) {
  const sign = offset < 0 ? "-" : "+";
  const a = Math.abs(offset);
  const h = String(Math.floor(a / 3600)).padStart(2, "0");
  const m = Math.floor(a % 3600 / 60);
  return sign + h + (m ? String(m).padStart(2, "0") : "");
}
function inZone(t, zone) {
  if (zone === "UTC" || zone === "Etc/UTC") return new GoTime(t.unixNano, 0, "UTC");
  const ms = Number((t.unixNano - (t.unixNano % NS + NS) % NS) / 1000000n);
  const parts = formatter(zone, "en-US").formatToParts(new Date(ms));
  const get = (k) => Number(parts.find((p) => p.type === k)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second")
  );
  const offset = Math.round((asUtc - ms) / 1e3);
  let abbr = parts.find((p) => p.type === "timeZoneName")?.value ?? "";
  if (/^GMT([+-]|$)/.test(abbr)) {
    const gb = formatter(zone, "en-GB").formatToParts(new Date(ms)).find((p) => p.type === "timeZoneName")?.value ?? "";
    abbr = /^(GMT|UTC)([+-]|$)/.test(gb) ? offset === 0 && gb === "GMT" ? "GMT" : numericAbbrev(offset) : gb;
  }
  return new GoTime(t.unixNano, offset, abbr);
}
function civil(t) {
  const local = t.unixNano + BigInt(t.offset) * NS;
  const nsec = Number((local % NS + NS) % NS);
  const secs = (local - BigInt(nsec)) / NS;
  const days = Number(secs >= 0n ? secs / 86400n : -((-secs + 86399n) / 86400n));
  const sod = Number(secs - BigInt(days) * 86400n);
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const leap = year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
  const cum = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
  const yday = cum[month - 1] + day + (leap && month > 2 ? 1 : 0);
  return {
    year,
    month,
    day,
    hour: Math.floor(sod / 3600),
    min: Math.floor(sod % 3600 / 60),
    sec: sod % 60,
    nsec,
    wday: ((days + 4) % 7 + 7) % 7,
    yday
  };
}
function daysFromCivil(y, m, d) {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
var layoutCache = /* @__PURE__ */ new Map();
function chunks(layout) {
  const hit = layoutCache.get(layout);
  if (hit) return hit;
  const out = [];
  let lit = "";
  const push2 = (c, len2, i) => {
    if (lit) out.push({ lit });
    lit = "";
    out.push(c);
    return i + len2 - 1;
  };
  const at = (i, s) => layout.startsWith(s, i);
  const isDigit2 = (i) => i < layout.length && layout[i] !== void 0 && /[0-9]/.test(layout[i]);
  for (let i = 0; i < layout.length; i++) {
    const c = layout[i];
    if (c === "J" && at(i, "Jan")) {
      i = at(i, "January") ? push2({ std: "January" }, 7, i) : push2({ std: "Jan" }, 3, i);
      continue;
    }
    if (c === "M") {
      if (at(i, "Monday")) {
        i = push2({ std: "Monday" }, 6, i);
        continue;
      }
      if (at(i, "Mon")) {
        i = push2({ std: "Mon" }, 3, i);
        continue;
      }
      if (at(i, "MST")) {
        i = push2({ std: "MST" }, 3, i);
        continue;
      }
    }
    if (c === "0") {
      if (at(i, "002")) {
        i = push2({ std: "002" }, 3, i);
        continue;
      }
      const n = layout[i + 1];
      if (n !== void 0 && "123456".includes(n)) {
        i = push2({ std: `0${n}` }, 2, i);
        continue;
      }
    }
    if (c === "1") {
      i = at(i, "15") ? push2({ std: "15" }, 2, i) : push2({ std: "1" }, 1, i);
      continue;
    }
    if (c === "2") {
      i = at(i, "2006") ? push2({ std: "2006" }, 4, i) : push2({ std: "2" }, 1, i);
      continue;
    }
    if (c === "_") {
      if (at(i, "_2")) {
        if (at(i + 1, "2006")) {
          lit += "_";
          i = push2({ std: "2006" }, 4, i + 1);
          continue;
        }
        i = push2({ std: "_2" }, 2, i);
        continue;
      }
      if (at(i, "__2")) {
        i = push2({ std: "__2" }, 3, i);
        continue;
      }
    }
    if (c === "3" || c === "4" || c === "5") {
      i = push2({ std: c }, 1, i);
      continue;
    }
    if (c === "P" && at(i, "PM")) {
      i = push2({ std: "PM" }, 2, i);
      continue;
    }
    if (c === "p" && at(i, "pm")) {
      i = push2({ std: "pm" }, 2, i);
      continue;
    }
    if (c === "-" || c === "Z") {
      const z = ["070000", "07:00:00", "0700", "07:00", "07"].find((s) => at(i + 1, s));
      if (z) {
        i = push2({ std: c + z }, 1 + z.length, i);
        continue;
      }
    }
    if ((c === "." || c === ",") && (layout[i + 1] === "0" || layout[i + 1] === "9")) {
      const ch = layout[i + 1];
      let j = i + 1;
      while (j < layout.length && layout[j] === ch) j++;
      if (!isDigit2(j)) {
        i = push2({ std: ch === "0" ? "frac0" : "frac9", n: j - (i + 1), sep: c }, j - i, i);
        continue;
      }
    }
    lit += c;
  }
  if (lit) out.push({ lit });
  layoutCache.set(layout, out);
  return out;
}
var pad = (n, w, ch = "0") => {
  const s = String(Math.abs(n)).padStart(w, ch);
  return n < 0 ? `-${s}` : s;
};
function formatTime(t, layout) {
  const c = civil(t);
  let out = "";
  for (const ch of chunks(layout)) {
    if ("lit" in ch) {
      out += ch.lit;
      continue;
    }
    switch (ch.std) {
      case "January":
        out += MONTHS[c.month - 1];
        break;
      case "Jan":
        out += MONTHS[c.month - 1].slice(0, 3);
        break;
      case "Monday":
        out += DAYS2[c.wday];
        break;
      case "Mon":
        out += DAYS2[c.wday].slice(0, 3);
        break;
      case "MST":
        out += t.zone !== "" ? t.zone : tzOffset(t.offset, false, false, false);
        break;
      case "01":
        out += pad(c.month, 2);
        break;
      case "02":
        out += pad(c.day, 2);
        break;
      case "03":
        out += pad(c.hour % 12 === 0 ? 12 : c.hour % 12, 2);
        break;
      case "04":
        out += pad(c.min, 2);
        break;
      case "05":
        out += pad(c.sec, 2);
        break;
      case "06":
        out += pad((c.year % 100 + 100) % 100, 2);
        break;
      case "002":
        out += pad(c.yday, 3);
        break;
      case "__2":
        out += pad(c.yday, 3, " ");
        break;
      case "15":
        out += pad(c.hour, 2);
        break;
      case "1":
        out += String(c.month);
        break;
      case "2":
        out += String(c.day);
        break;
      case "_2":
        out += pad(c.day, 2, " ");
        break;
      case "2006":
        out += pad(c.year, 4);
        break;
      case "3":
        out += String(c.hour % 12 === 0 ? 12 : c.hour % 12);
        break;
      case "4":
        out += String(c.min);
        break;
      case "5":
        out += String(c.sec);
        break;
      case "PM":
        out += c.hour >= 12 ? "PM" : "AM";
        break;
      case "pm":
        out += c.hour >= 12 ? "pm" : "am";
        break;
      case "frac0":
        out += ch.sep + String(c.nsec).padStart(9, "0").slice(0, ch.n);
        break;
      case "frac9": {
        const digits = String(c.nsec).padStart(9, "0").slice(0, ch.n).replace(/0+$/, "");
        if (digits) out += ch.sep + digits;
        break;
      }
      default: {
        const z = ch.std;
        if (z[0] === "Z" && t.offset === 0) {
          out += "Z";
          break;
        }
        out += tzOffset(t.offset, z.includes(":"), z.endsWith("07"), z.length >= 7);
      }
    }
  }
  return out;
}
function tzOffset(offset, colon, hoursOnly, seconds) {
  const sign = offset < 0 ? "-" : "+";
  const a = Math.abs(offset);
  let s = sign + pad(Math.floor(a / 3600), 2);
  if (!hoursOnly) s += (colon ? ":" : "") + pad(Math.floor(a % 3600 / 60), 2);
  if (seconds) s += (colon ? ":" : "") + pad(a % 60, 2);
  return s;
}
timeHooks.string = (t) => formatTime(t, "2006-01-02 15:04:05.999999999 -0700 MST");
timeHooks.json = (t) => formatTime(t, "2006-01-02T15:04:05.999999999Z07:00");
function parseTime(layout, value, zone) {
  const fail = (elem, rest2) => {
    throw new Error(
      `parsing time ${JSON.stringify(value)} as ${JSON.stringify(layout)}: cannot parse ${JSON.stringify(rest2)} as ${JSON.stringify(elem)}`
    );
  };
  let s = value;
  let year = 1;
  let month = 1;
  let day = 1;
  let hour = 0;
  let min = 0;
  let sec = 0;
  let nsec = 0;
  let pm = null;
  let offset = null;
  let abbr = "";
  const num = (elem, min2, max) => {
    const m = new RegExp(`^[0-9]{${min2},${max}}`).exec(s);
    if (!m) fail(elem, s);
    s = s.slice(m[0].length);
    return Number(m[0]);
  };
  for (const ch of chunks(layout)) {
    if ("lit" in ch) {
      if (!s.startsWith(ch.lit)) fail(ch.lit, s);
      s = s.slice(ch.lit.length);
      continue;
    }
    const std = ch.std;
    switch (std) {
      case "2006":
        year = num("2006", 4, 4);
        break;
      case "06": {
        const y = num("06", 2, 2);
        year = y >= 69 ? y + 1900 : y + 2e3;
        break;
      }
      case "January":
      case "Jan": {
        const names = std === "Jan" ? MONTHS.map((m) => m.slice(0, 3)) : MONTHS;
        const i = names.findIndex((n) => s.toLowerCase().startsWith(n.toLowerCase()));
        if (i < 0) fail(std, s);
        month = i + 1;
        s = s.slice(names[i].length);
        break;
      }
      case "Monday":
      case "Mon": {
        const names = std === "Mon" ? DAYS2.map((d) => d.slice(0, 3)) : DAYS2;
        const i = names.findIndex((n) => s.toLowerCase().startsWith(n.toLowerCase()));
        if (i < 0) fail(std, s);
        s = s.slice(names[i].length);
        break;
      }
      case "01":
        month = num(std, 2, 2);
        break;
      case "1":
        month = num(std, 1, 2);
        break;
      case "02":
        day = num(std, 2, 2);
        break;
      case "2":
        day = num(std, 1, 2);
        break;
      case "_2":
        if (s[0] === " ") s = s.slice(1);
        day = num(std, 1, 2);
        break;
      case "002":
        num(std, 3, 3);
        break;
      case "__2":
        s = s.replace(/^ {0,2}/, "");
        num(std, 1, 3);
        break;
      case "15":
        hour = num(std, 2, 2);
        break;
      case "03":
        hour = num(std, 2, 2);
        break;
      case "3":
        hour = num(std, 1, 2);
        break;
      case "04":
        min = num(std, 2, 2);
        break;
      case "4":
        min = num(std, 1, 2);
        break;
      case "05":
        sec = num(std, 2, 2);
        break;
      case "5":
        sec = num(std, 1, 2);
        break;
      case "PM":
      case "pm": {
        const p = s.slice(0, 2).toUpperCase();
        if (p !== "AM" && p !== "PM") fail(std, s);
        pm = p === "PM";
        s = s.slice(2);
        break;
      }
      case "frac0":
      case "frac9": {
        const m = /^[.,]([0-9]+)/.exec(s);
        if (!m) {
          if (std === "frac9") break;
          fail(`${ch.sep}${"0".repeat(ch.n ?? 0)}`, s);
        }
        const d = m[1];
        nsec = Number(d.slice(0, 9).padEnd(9, "0"));
        s = s.slice(m[0].length);
        break;
      }
      case "MST": {
        const m = /^(UTC|GMT|[A-Z]{3,5}|[+-][0-9]{2,4})/.exec(s);
        if (!m) fail("MST", s);
        abbr = m[0];
        s = s.slice(abbr.length);
        break;
      }
      default: {
        if (std[0] === "Z" && s[0] === "Z") {
          s = s.slice(1);
          offset = 0;
          abbr = "UTC";
          break;
        }
        const m = /^([+-])([0-9]{2})(?::?([0-9]{2}))?(?::?([0-9]{2}))?/.exec(s);
        if (!m) fail(std, s);
        const mm = m;
        offset = (mm[1] === "-" ? -1 : 1) * (Number(mm[2]) * 3600 + Number(mm[3] ?? 0) * 60 + Number(mm[4] ?? 0));
        s = s.slice(mm[0].length);
      }
    }
  }
  if (s !== "") {
    throw new Error(`parsing time ${JSON.stringify(value)}: extra text: ${JSON.stringify(s)}`);
  }
  if (pm !== null) {
    if (hour > 12) throw new Error(`parsing time ${JSON.stringify(value)}: hour out of range`);
    if (pm && hour < 12) hour += 12;
    else if (!pm && hour === 12) hour = 0;
  }
  if (month < 1 || month > 12) throw new Error(`parsing time ${JSON.stringify(value)}: month out of range`);
  const dim = [
    31,
    year % 4 === 0 && year % 100 !== 0 || year % 400 === 0 ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31
  ];
  if (day < 1 || day > dim[month - 1])
    throw new Error(`parsing time ${JSON.stringify(value)}: day out of range`);
  if (hour > 23 || min > 59 || sec > 59)
    throw new Error(`parsing time ${JSON.stringify(value)}: time out of range`);
  const wall = BigInt(daysFromCivil(year, month, day)) * 86400n + BigInt(hour * 3600 + min * 60 + sec);
  if (offset !== null) {
    const t2 = new GoTime((wall - BigInt(offset)) * NS + BigInt(nsec), offset, "");
    const z = inZone(t2, zone);
    return z.offset === offset ? z : t2;
  }
  if (abbr === "UTC" || abbr === "GMT") return new GoTime(wall * NS + BigInt(nsec), 0, abbr);
  let guess = new GoTime(wall * NS, 0, "UTC");
  for (let k = 0; k < 2; k++) guess = inZone(new GoTime((wall - BigInt(guess.offset)) * NS, 0, "UTC"), zone);
  const t = inZone(new GoTime((wall - BigInt(guess.offset)) * NS + BigInt(nsec), 0, "UTC"), zone);
  if (abbr !== "" && t.zone !== abbr) return new GoTime(wall * NS + BigInt(nsec), 0, abbr);
  return t;
}
var ZERO_TIME = new GoTime(-62135596800n * NS, 0, "UTC");
var UNITS = {
  ns: 1n,
  us: 1000n,
  \u00B5s: 1000n,
  \u03BCs: 1000n,
  ms: 1000000n,
  s: NS,
  m: 60n * NS,
  h: 3600n * NS
};
function parseDuration(orig) {
  const bad = () => {
    throw new Error(`time: invalid duration ${JSON.stringify(orig)}`);
  };
  let s = orig;
  let neg = false;
  if (s[0] === "-" || s[0] === "+") {
    neg = s[0] === "-";
    s = s.slice(1);
  }
  if (s === "0") return 0n;
  if (s === "") bad();
  let total = 0n;
  while (s !== "") {
    const m = /^([0-9]*)(?:\.([0-9]*))?/.exec(s);
    const intPart = m[1];
    const frac = m[2];
    if (intPart === "" && (frac === void 0 || frac === "")) bad();
    s = s.slice(m[0].length);
    const u = /^[^0-9.]*/.exec(s)?.[0] ?? "";
    if (u === "") throw new Error(`time: missing unit in duration ${JSON.stringify(orig)}`);
    const unit = UNITS[u];
    if (unit === void 0)
      throw new Error(`time: unknown unit ${JSON.stringify(u)} in duration ${JSON.stringify(orig)}`);
    s = s.slice(u.length);
    let v = BigInt(intPart || "0") * unit;
    if (frac) v += BigInt(frac) * unit / 10n ** BigInt(frac.length);
    total += v;
    if (total > 9223372036854775807n) bad();
  }
  return neg ? -total : total;
}
var asInt64 = (v) => v instanceof GoInt && v.type === "int64" ? v.value : void 0;
var duration = def("duration", ["any"], null, (v) => {
  let n = 0n;
  if (typeof v === "string") n = parseGoInt2(v, 10) ?? 0n;
  else n = asInt64(v) ?? 0n;
  return durationString(BigInt.asIntN(64, n * NS));
});
function durationString(d) {
  if (d === 0n) return "0s";
  const neg = d < 0n;
  let u = neg ? -d : d;
  const frac = (v, prec) => {
    let s = "";
    let print = false;
    let x = v;
    for (let i = 0; i < prec; i++) {
      const digit = x % 10n;
      print = print || digit !== 0n;
      if (print) s = digit.toString() + s;
      x /= 10n;
    }
    return [print ? `.${s}` : "", x];
  };
  let out;
  if (u < NS) {
    let unit;
    let prec;
    if (u < 1000n) {
      unit = "ns";
      prec = 0;
    } else if (u < 1000000n) {
      unit = "\xB5s";
      prec = 3;
    } else {
      unit = "ms";
      prec = 6;
    }
    const [f, rest2] = frac(u, prec);
    out = `${rest2}${f}${unit}`;
  } else {
    const [f, rest2] = frac(u, 9);
    u = rest2;
    out = `${u % 60n}${f}s`;
    u /= 60n;
    if (u > 0n) {
      out = `${u % 60n}m${out}`;
      u /= 60n;
      if (u > 0n) out = `${u}h${out}`;
    }
  }
  return neg ? `-${out}` : out;
}
function durationRound(d) {
  const u = d < 0n ? -d : d;
  const hour = 3600n * NS;
  const steps = [
    [hour * 24n * 365n, "y"],
    [hour * 24n * 30n, "mo"],
    [hour * 24n, "d"],
    [hour, "h"],
    [60n * NS, "m"],
    [NS, "s"]
  ];
  for (const [size, unit] of steps) if (u > size) return `${u / size}${unit}`;
  return "0s";
}
function roundDuration(d, m) {
  let r = d % m;
  if (d < 0n) {
    r = -r;
    return r + r < m ? d + r : d + r - m;
  }
  return r + r < m ? d - r : d + m - r;
}
function dateFuncs(clock) {
  const now = (name) => {
    if (!clock)
      throw new Error(
        `${name} reads the clock, which is not deterministic and is not available in rigging's templates`
      );
    return clock();
  };
  const durationRoundOf = def("durationRound", ["any"], null, (v) => {
    let d = 0n;
    if (typeof v === "string") {
      try {
        d = parseDuration(v);
      } catch {
        d = 0n;
      }
    } else if (v instanceof GoTime) d = now("durationRound").unixNano - v.unixNano;
    else d = asInt64(v) ?? 0n;
    return durationRound(d);
  });
  const toTime = (name, v, int32 = true) => {
    if (v instanceof GoTime) return v;
    const seconds = typeof v === "bigint" ? v : v instanceof GoInt && (v.type === "int64" || int32 && v.type === "int32") ? v.value : void 0;
    if (seconds !== void 0) return new GoTime(BigInt.asIntN(64, seconds) * NS, 0, "UTC");
    return now(name);
  };
  const dateInZone = (name) => (layout, d, zone) => {
    const t = toTime(name, d);
    const loc = loadLocation(zone) ?? "UTC";
    return formatTime(inZone(t, loc), layout);
  };
  const dateModify = (layout, t) => {
    try {
      return new GoTime(t.unixNano + parseDuration(layout), t.offset, t.zone);
    } catch {
      return t;
    }
  };
  const mustDateModify = (layout, t) => new GoTime(t.unixNano + parseDuration(layout), t.offset, t.zone);
  const mustToDate = (layout, s) => parseTime(layout, s, localZone());
  const toDate = (layout, s) => {
    try {
      return mustToDate(layout, s);
    } catch {
      return ZERO_TIME;
    }
  };
  return {
    now: def("now", [], null, () => inZone(now("now"), localZone())),
    date: def("date", ["string", "any"], null, (l, d) => dateInZone("date")(l, d, "Local")),
    dateInZone: def("dateInZone", ["string", "any", "string"], null, dateInZone("dateInZone")),
    date_in_zone: def("date_in_zone", ["string", "any", "string"], null, dateInZone("date_in_zone")),
    htmlDate: def(
      "htmlDate",
      ["any"],
      null,
      (d) => dateInZone("htmlDate")("2006-01-02", d, "Local")
    ),
    htmlDateInZone: def(
      "htmlDateInZone",
      ["any", "string"],
      null,
      (d, z) => dateInZone("htmlDateInZone")("2006-01-02", d, z)
    ),
    dateModify: def("dateModify", ["string", "time"], null, dateModify),
    date_modify: def("date_modify", ["string", "time"], null, dateModify),
    mustDateModify: def("mustDateModify", ["string", "time"], null, mustDateModify),
    must_date_modify: def("must_date_modify", ["string", "time"], null, mustDateModify),
    toDate: def("toDate", ["string", "string"], null, toDate),
    mustToDate: def("mustToDate", ["string", "string"], null, mustToDate),
    unixEpoch: def("unixEpoch", ["time"], null, (t) => {
      const s = t.unixNano / NS - (t.unixNano % NS < 0n ? 1n : 0n);
      return s.toString();
    }),
    ago: def("ago", ["any"], null, (d) => {
      const t = toTime("ago", d, false);
      return durationString(roundDuration(now("ago").unixNano - t.unixNano, NS));
    }),
    duration,
    durationRound: durationRoundOf
  };
}
function jsonString(s, escapeHTML) {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 55296 && c <= 57343) {
      const n = s.charCodeAt(i + 1);
      if (c <= 56319 && n >= 56320 && n <= 57343) {
        out += s[i] + s[i + 1];
        i++;
      } else {
        out += "\\ufffd";
      }
      continue;
    }
    switch (c) {
      case 34:
        out += '\\"';
        continue;
      case 92:
        out += "\\\\";
        continue;
      case 10:
        out += "\\n";
        continue;
      case 13:
        out += "\\r";
        continue;
      case 9:
        out += "\\t";
        continue;
      case 8:
        out += "\\b";
        continue;
      case 12:
        out += "\\f";
        continue;
    }
    if (c < 32 || c === 8232 || c === 8233 || escapeHTML && (c === 60 || c === 62 || c === 38)) {
      out += `\\u${c.toString(16).padStart(4, "0")}`;
      continue;
    }
    out += s[i];
  }
  return `${out}"`;
}
function jsonFloat2(f) {
  if (!Number.isFinite(f))
    throw new Error(`json: unsupported value: ${Number.isNaN(f) ? "NaN" : f > 0 ? "+Inf" : "-Inf"}`);
  if (Object.is(f, -0)) return "-0";
  return String(f);
}
function marshalJson(v, escapeHTML, indent2) {
  checkPrintable(v);
  const enc = (x, prefix) => {
    if (x === void 0 || x === null) return "null";
    if (x instanceof GoTime) return jsonString(x.toJSON(), escapeHTML);
    switch (typeof x) {
      case "boolean":
        return x ? "true" : "false";
      case "number":
        return jsonFloat2(x);
      case "bigint":
        return x.toString();
      case "string":
        return jsonString(x, escapeHTML);
      case "function":
        throw new Error(`json: unsupported type: ${typeOf(x)}`);
    }
    if (x instanceof GoInt) return x.value.toString();
    const inner = prefix + indent2;
    const nl = indent2 === "" ? "" : `
${inner}`;
    const end = indent2 === "" ? "" : `
${prefix}`;
    if (Array.isArray(x)) {
      if (x.length === 0) return "[]";
      return `[${nl}${x.map((e) => enc(e, inner)).join(`,${nl}`)}${end}]`;
    }
    const keys = Object.keys(x).sort(import_chunk_AUPPCWXN.compareUtf8);
    if (keys.length === 0) return "{}";
    const colon = indent2 === "" ? ":" : ": ";
    return `{${nl}${keys.map((k) => jsonString(k, escapeHTML) + colon + enc(x[k], inner)).join(`,${nl}`)}${end}}`;
  };
  return enc(v, "");
}
function unmarshalJson(s) {
  let parsed2;
  try {
    parsed2 = JSON.parse(s);
  } catch (e) {
    throw new Error(`invalid JSON: ${e.message}`);
  }
  const conv = (x) => {
    if (x === null) return null;
    if (Array.isArray(x)) return x.map(conv);
    if (typeof x === "number") {
      if (!Number.isFinite(x)) throw new Error(`json: cannot unmarshal number into Go value of type float64`);
      return x;
    }
    if (typeof x === "object") {
      const out = {};
      for (const [k, v] of Object.entries(x)) (0, import_chunk_AUPPCWXN.setOwn)(out, k, conv(v));
      return out;
    }
    return x;
  };
  return conv(parsed2);
}
var orEmpty = (f) => {
  try {
    return f();
  } catch {
    return "";
  }
};
var defaultFuncs = {
  default: def(
    "default",
    ["any"],
    "any",
    (d, ...given) => given.length === 0 || empty(given[0]) ? d : given[0]
  ),
  empty: def("empty", ["any"], null, empty),
  coalesce: def("coalesce", [], "any", (...v) => v.find((x) => !empty(x)) ?? null),
  all: def("all", [], "any", (...v) => v.every((x) => !empty(x))),
  any: def("any", [], "any", (...v) => v.some((x) => !empty(x))),
  ternary: def("ternary", ["any", "any", "bool"], null, (t, f, c) => c ? t : f),
  deepCopy: def("deepCopy", ["any"], null, deepCopy),
  mustDeepCopy: def("mustDeepCopy", ["any"], null, deepCopy),
  fromJson: def("fromJson", ["string"], null, (s) => {
    try {
      return unmarshalJson(s);
    } catch {
      return null;
    }
  }),
  mustFromJson: def("mustFromJson", ["string"], null, unmarshalJson),
  toJson: def("toJson", ["any"], null, (v) => orEmpty(() => marshalJson(v, true, ""))),
  mustToJson: def("mustToJson", ["any"], null, (v) => marshalJson(v, true, "")),
  toPrettyJson: def("toPrettyJson", ["any"], null, (v) => orEmpty(() => marshalJson(v, true, "  "))),
  mustToPrettyJson: def("mustToPrettyJson", ["any"], null, (v) => marshalJson(v, true, "  ")),
  // toRawJson panics on an error, which the template reports as the call's error.
  toRawJson: def("toRawJson", ["any"], null, (v) => marshalJson(v, false, "")),
  mustToRawJson: def("mustToRawJson", ["any"], null, (v) => marshalJson(v, false, ""))
};
var sorted = (m) => Object.keys(m).sort(import_chunk_AUPPCWXN.compareUtf8);
var isMap = (v) => isGoMap(v) && !(v instanceof GoTime);
function mergeInto(dst, src, overwrite) {
  for (const k of Object.keys(src)) {
    const sv = src[k];
    const has2 = Object.hasOwn(dst, k);
    const dv = dst[k];
    if (sv === null || sv === void 0) {
      if (overwrite) (0, import_chunk_AUPPCWXN.setOwn)(dst, k, null);
      continue;
    }
    if (isMap(sv) && has2 && isMap(dv)) mergeInto(dv, sv, overwrite);
    if (has2 && !empty(dv)) {
      if (Array.isArray(sv)) {
        if (overwrite) (0, import_chunk_AUPPCWXN.setOwn)(dst, k, sv);
        continue;
      }
      if (isMap(sv) && isMap(dv)) continue;
    }
    if (overwrite || !has2 || empty(dv)) (0, import_chunk_AUPPCWXN.setOwn)(dst, k, sv);
  }
}
function merge(name, overwrite) {
  return def(name, ["map"], "map", (dst, ...srcs) => {
    let d = dst;
    for (const s of srcs) checkPrintable(s);
    for (const s of srcs) {
      if (s === null) continue;
      if (d === null) d = {};
      mergeInto(d, s, overwrite);
    }
    return d;
  });
}
function typeAssert(v, want) {
  throw new Error(
    `interface conversion: interface {} is ${v === null || v === void 0 ? "nil" : typeOf(v)}, not ${want}`
  );
}
function dig(...ps) {
  if (ps.length < 3) throw new Error("dig needs at least three arguments");
  let dict = ps[ps.length - 1];
  const d = ps[ps.length - 2];
  const keys = ps.slice(0, -2).map((k) => typeof k === "string" ? k : typeAssert(k, "string"));
  if (!isMap(dict)) typeAssert(dict, "map[string]interface {}");
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (!Object.hasOwn(dict, k)) return d;
    const step = dict[k];
    if (i === keys.length - 1) return step;
    if (!isMap(step)) typeAssert(step, "map[string]interface {}");
    dict = step;
  }
  return d;
}
function nilMapWrite() {
  throw new Error("assignment to entry in nil map");
}
var dictFuncs = {
  dict: def("dict", [], "any", (...v) => {
    const out = {};
    for (let i = 0; i < v.length; i += 2)
      (0, import_chunk_AUPPCWXN.setOwn)(out, strval(v[i]), i + 1 < v.length ? v[i + 1] : "");
    return out;
  }),
  get: def(
    "get",
    ["map", "string"],
    null,
    (d, k) => d !== null && Object.hasOwn(d, k) ? d[k] : ""
  ),
  set: def("set", ["map", "string", "any"], null, (d, k, v) => {
    if (d === null) nilMapWrite();
    (0, import_chunk_AUPPCWXN.setOwn)(d, k, v);
    return d;
  }),
  unset: def("unset", ["map", "string"], null, (d, k) => {
    if (d !== null) delete d[k];
    return d;
  }),
  hasKey: def(
    "hasKey",
    ["map", "string"],
    null,
    (d, k) => d !== null && Object.hasOwn(d, k)
  ),
  pluck: def(
    "pluck",
    ["string"],
    "map",
    (k, ...ds) => ds.filter((d) => d !== null && Object.hasOwn(d, k)).map((d) => d[k])
  ),
  keys: def(
    "keys",
    [],
    "map",
    (...ds) => ofType(
      ds.flatMap((d) => d === null ? [] : sorted(d)),
      "[]string"
    )
  ),
  pick: def("pick", ["map"], "string", (d, ...ks) => {
    const out = {};
    for (const k of ks) if (d !== null && Object.hasOwn(d, k)) (0, import_chunk_AUPPCWXN.setOwn)(out, k, d[k]);
    return out;
  }),
  omit: def("omit", ["map"], "string", (d, ...ks) => {
    const out = {};
    const skip = new Set(ks);
    if (d !== null) {
      for (const k of Object.keys(d)) if (!skip.has(k)) (0, import_chunk_AUPPCWXN.setOwn)(out, k, d[k]);
    }
    return out;
  }),
  merge: merge("merge", false),
  mustMerge: merge("mustMerge", false),
  mergeOverwrite: merge("mergeOverwrite", true),
  mustMergeOverwrite: merge("mustMergeOverwrite", true),
  values: def(
    "values",
    ["map"],
    null,
    (d) => d === null ? [] : sorted(d).map((k) => d[k])
  ),
  dig: def("dig", [], "any", dig)
};
var B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
var B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
var CorruptInput = class extends Error {
};
function goDecode(src, alphabet, bits, q, kind) {
  const map = /* @__PURE__ */ new Map();
  for (let i = 0; i < alphabet.length; i++) map.set(alphabet.charCodeAt(i), i);
  const fail = (at) => {
    throw new CorruptInput(`illegal ${kind} data at input byte ${at}`);
  };
  const out = [];
  let si = 0;
  const isNL = (c) => c === 10 || c === 13;
  for (; ; ) {
    const dbuf = [];
    let dlen = q;
    let trailing = -1;
    for (let j = 0; j < q; j++) {
      if (si === src.length) {
        if (j === 0) return Uint8Array.from(out);
        fail(si - j);
      }
      const c = src[si];
      si++;
      const v = map.get(c);
      if (v !== void 0) {
        dbuf[j] = v;
        continue;
      }
      if (isNL(c)) {
        j--;
        continue;
      }
      if (c !== 61) fail(si - 1);
      if (kind === "base64") {
        if (j === 0 || j === 1) fail(si - 1);
        if (j === 2) {
          while (si < src.length && isNL(src[si])) si++;
          if (si === src.length) fail(src.length);
          if (src[si] !== 61) fail(si - 1);
          si++;
        }
      } else {
        if (j === 0 || j === 1 || j === 3 || j === 6) fail(si - 1);
        for (let k = 0; k < q - 1 - j; k++) {
          while (si < src.length && isNL(src[si])) si++;
          if (si === src.length) fail(src.length);
          if (src[si] !== 61) fail(si);
          si++;
        }
      }
      while (si < src.length && isNL(src[si])) si++;
      if (si < src.length) trailing = si;
      dlen = j;
      break;
    }
    let acc = 0n;
    for (let j = 0; j < q; j++) acc = acc << BigInt(bits) | BigInt(dbuf[j] ?? 0);
    const nbytes = q * bits / 8;
    const produced = Math.floor(dlen * bits / 8);
    for (let k = 0; k < produced; k++) out.push(Number(acc >> BigInt(8 * (nbytes - 1 - k)) & 0xffn));
    if (trailing >= 0) fail(trailing);
    if (dlen < q) return Uint8Array.from(out);
  }
}
function base64Encode(b) {
  return Buffer.from(b).toString("base64");
}
function base32Encode(b) {
  let out = "";
  for (let i = 0; i < b.length; i += 5) {
    const chunk2 = b.subarray(i, i + 5);
    let acc = 0n;
    for (let k = 0; k < 5; k++) acc = acc << 8n | BigInt(chunk2[k] ?? 0);
    const chars = Math.ceil(chunk2.length * 8 / 5);
    for (let k = 0; k < 8; k++) out += k < chars ? B32[Number(acc >> BigInt(35 - 5 * k) & 31n)] : "=";
  }
  return out;
}
function decodeOrMessage(s, alphabet, bits, q, kind) {
  try {
    return stringOf(goDecode(bytesOf(s), alphabet, bits, q, kind));
  } catch (e) {
    if (e instanceof CorruptInput) return e.message;
    throw e;
  }
}
var encodingFuncs = {
  b64enc: def("b64enc", ["string"], null, (s) => base64Encode(bytesOf(s))),
  b64dec: def("b64dec", ["string"], null, (s) => decodeOrMessage(s, B64, 6, 4, "base64")),
  b32enc: def("b32enc", ["string"], null, (s) => base32Encode(bytesOf(s))),
  b32dec: def("b32dec", ["string"], null, (s) => decodeOrMessage(s, B32, 5, 8, "base32"))
};
var flowFuncs = {
  fail: def("fail", ["string"], null, (msg) => {
    throw new Error(msg);
  })
};
function has(hay, needle) {
  checkPrintable(hay);
  checkPrintable(needle);
  return hay.some((h) => sameValue(needle, h));
}
function push(l, v) {
  checkListLength(listOf(l, (k) => `Cannot push on type ${k}`).length + 1);
  return [...listOf(l, (k) => `Cannot push on type ${k}`), v];
}
function prepend(l, v) {
  return [v, ...listOf(l, (k) => `Cannot prepend on type ${k}`)];
}
function chunk(size, l) {
  const a = listOf(l, (k) => `Cannot chunk type ${k}`);
  if (a.length === 0) return [];
  if (size <= 0) throw new Error("runtime error: makeslice: len out of range");
  const out = [];
  for (let i = 0; i < a.length; i += size) out.push(a.slice(i, i + size));
  return out;
}
function last(l) {
  const a = listOf(l, (k) => `Cannot find last on type ${k}`);
  return a.length === 0 ? null : a[a.length - 1];
}
function first(l) {
  const a = listOf(l, (k) => `Cannot find first on type ${k}`);
  return a.length === 0 ? null : a[0];
}
function rest(l) {
  return listOf(l, (k) => `Cannot find rest on type ${k}`).slice(1);
}
function initial(l) {
  return listOf(l, (k) => `Cannot find initial on type ${k}`).slice(0, -1);
}
function reverse(l) {
  return [...listOf(l, (k) => `Cannot find reverse on type ${k}`)].reverse();
}
function compact(l) {
  return listOf(l, (k) => `Cannot compact on type ${k}`).filter((x) => !empty(x));
}
function uniq(l) {
  const list2 = listOf(l, (k) => `Cannot find uniq on type ${k}`);
  checkPrintable(list2);
  const seen = /* @__PURE__ */ new Set();
  const composites = [];
  const out = [];
  for (const x of list2) {
    if (x !== null && x !== void 0 && typeof x === "object") {
      if (composites.some((c) => sameValue(x, c))) continue;
      composites.push(x);
    } else if (!(typeof x === "number" && Number.isNaN(x))) {
      const key = x === null || x === void 0 ? "nil" : `${typeof x}:${String(x)}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(x);
  }
  return out;
}
function without(l, ...omit) {
  const list2 = listOf(l, (k) => `Cannot find without on type ${k}`);
  checkPrintable(list2);
  checkPrintable(omit);
  return list2.filter((x) => !omit.some((o) => sameValue(x, o)));
}
function hasFn(needle, hay) {
  if (hay === null || hay === void 0) return false;
  return has(
    listOf(hay, (k) => `Cannot find has on type ${k}`),
    needle
  );
}
function slice2(l, ...indices) {
  const a = listOf(l, (k) => `list should be type of slice or array but ${k}`);
  if (a.length === 0) return null;
  const start = indices.length > 0 ? Number(castToInt64(indices[0])) : 0;
  const end = indices.length < 2 ? a.length : Number(castToInt64(indices[1]));
  if (start < 0 || end < start || end > a.length)
    throw new Error("reflect.Value.Slice: slice index out of bounds");
  return a.slice(start, end);
}
function concat(...lists) {
  const all = lists.map((l) => listOf(l, (k) => `Cannot concat type ${k} as list`));
  checkListLength(all.reduce((n, l) => n + l.length, 0));
  const out = [];
  for (const l of all) for (const x of l) out.push(x);
  return out;
}
var listFuncs = {
  list: def("list", [], "any", (...v) => v),
  tuple: def("tuple", [], "any", (...v) => v),
  append: def("append", ["any", "any"], null, push),
  push: def("push", ["any", "any"], null, push),
  mustAppend: def("mustAppend", ["any", "any"], null, push),
  mustPush: def("mustPush", ["any", "any"], null, push),
  prepend: def("prepend", ["any", "any"], null, prepend),
  mustPrepend: def("mustPrepend", ["any", "any"], null, prepend),
  first: def("first", ["any"], null, first),
  mustFirst: def("mustFirst", ["any"], null, first),
  last: def("last", ["any"], null, last),
  mustLast: def("mustLast", ["any"], null, last),
  rest: def("rest", ["any"], null, rest),
  mustRest: def("mustRest", ["any"], null, rest),
  initial: def("initial", ["any"], null, initial),
  mustInitial: def("mustInitial", ["any"], null, initial),
  reverse: def("reverse", ["any"], null, reverse),
  mustReverse: def("mustReverse", ["any"], null, reverse),
  uniq: def("uniq", ["any"], null, uniq),
  mustUniq: def("mustUniq", ["any"], null, uniq),
  without: def("without", ["any"], "any", without),
  mustWithout: def("mustWithout", ["any"], "any", without),
  has: def("has", ["any", "any"], null, hasFn),
  mustHas: def("mustHas", ["any", "any"], null, hasFn),
  slice: def("slice", ["any"], "any", slice2),
  mustSlice: def("mustSlice", ["any"], "any", slice2),
  concat: def("concat", [], "any", concat),
  compact: def("compact", ["any"], null, compact),
  mustCompact: def("mustCompact", ["any"], null, compact),
  chunk: def("chunk", ["int", "any"], null, chunk),
  mustChunk: def("mustChunk", ["int", "any"], null, chunk)
};
var pow10 = (n) => 10n ** BigInt(n);
function decFromFloat(f) {
  if (Number.isNaN(f)) throw new Error("Cannot create a Decimal from NaN");
  if (!Number.isFinite(f)) throw new Error(`Cannot create a Decimal from ${f > 0 ? "+Inf" : "-Inf"}`);
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(f));
  const frac = m[3] ?? "";
  const c = BigInt(`${m[1]}${m[2]}${frac}`);
  return { c, e: Number(m[4] ?? 0) - frac.length };
}
function align(a, b) {
  const e = Math.min(a.e, b.e);
  return [a.c * pow10(a.e - e), b.c * pow10(b.e - e), e];
}
var decAdd = (a, b) => {
  const [x, y, e] = align(a, b);
  return { c: x + y, e };
};
var decSub = (a, b) => {
  const [x, y, e] = align(a, b);
  return { c: x - y, e };
};
var decMul = (a, b) => ({ c: a.c * b.c, e: a.e + b.e });
function decDiv(a, b) {
  if (b.c === 0n) throw new Error("decimal division by zero");
  const PREC = 16;
  const shift = a.e - b.e + PREC;
  let num = a.c;
  let den = b.c;
  if (shift >= 0) num *= pow10(shift);
  else den *= pow10(-shift);
  let q = num / den;
  const r = num - q * den;
  const abs = (x) => x < 0n ? -x : x;
  if (2n * abs(r) >= abs(den)) q += a.c < 0n !== b.c < 0n ? -1n : 1n;
  return { c: q, e: -PREC };
}
function decToFloat(d) {
  return Number(`${d.c}e${d.e}`);
}
function decimalOp(a, rest2, f) {
  let acc = decFromFloat(castToFloat64(a));
  for (const x of rest2) acc = f(acc, decFromFloat(castToFloat64(x)));
  return decToFloat(acc);
}
function untilStep(start, stop, step) {
  const v = ofType([], "[]int");
  if (step !== 0 && (stop - start) / step > 0) checkListLength(Math.ceil((stop - start) / step));
  if (stop < start) {
    if (step >= 0) return v;
    for (let i = start; i > stop; i += step) v.push(BigInt(i));
    return v;
  }
  if (step <= 0) return v;
  for (let i = start; i < stop; i += step) v.push(BigInt(i));
  return v;
}
function seq(...params) {
  let inc = 1;
  let out = [];
  switch (params.length) {
    case 1: {
      const end = params[0];
      if (end < 1) inc = -1;
      out = untilStep(1, end + inc, inc);
      break;
    }
    case 2: {
      const [start, end] = params;
      const step = end < start ? -1 : 1;
      out = untilStep(start, end + step, step);
      break;
    }
    case 3: {
      const [start, step, end] = params;
      if (end < start) {
        inc = -1;
        if (step > 0) return "";
      }
      out = untilStep(start, end + inc, step);
      break;
    }
    default:
      return "";
  }
  return out.join(" ");
}
var modfFrac = (x) => Number.isFinite(x) ? x - Math.trunc(x) : Number.isNaN(x) ? x : Number.NaN;
function round(a, p, ...rOpt) {
  const roundOn = rOpt.length > 0 ? rOpt[0] : 0.5;
  const val = castToFloat64(a);
  const pow = 10 ** p;
  const digit = pow * val;
  const div = modfFrac(digit);
  const r = div >= roundOn ? Math.ceil(digit) : Math.floor(digit);
  return r / pow;
}
function divZero() {
  throw new Error("runtime error: integer divide by zero");
}
var div64 = (a, b) => b === 0n ? divZero() : wrap64(a / b);
var mod64 = (a, b) => b === 0n ? divZero() : a % b;
var int64Of = (name, params, variadic, body) => def(name, params, variadic, (...a) => int64(body(...a)));
var maxOf = (a, v) => v.reduce((acc, b) => {
  const x = castToInt64(b);
  return x > acc ? x : acc;
}, castToInt64(a));
var mathFuncs = {
  add1: int64Of("add1", ["any"], null, (i) => castToInt64(i) + 1n),
  add: int64Of("add", [], "any", (...v) => v.reduce((a, b) => a + castToInt64(b), 0n)),
  sub: int64Of("sub", ["any", "any"], null, (a, b) => castToInt64(a) - castToInt64(b)),
  div: int64Of("div", ["any", "any"], null, (a, b) => div64(castToInt64(a), castToInt64(b))),
  mod: int64Of("mod", ["any", "any"], null, (a, b) => mod64(castToInt64(a), castToInt64(b))),
  mul: int64Of(
    "mul",
    ["any"],
    "any",
    (a, ...v) => v.reduce((acc, b) => wrap64(acc * castToInt64(b)), castToInt64(a))
  ),
  max: int64Of("max", ["any"], "any", (a, ...v) => maxOf(a, v)),
  biggest: int64Of("biggest", ["any"], "any", (a, ...v) => maxOf(a, v)),
  min: int64Of(
    "min",
    ["any"],
    "any",
    (a, ...v) => v.reduce((acc, b) => {
      const x = castToInt64(b);
      return x < acc ? x : acc;
    }, castToInt64(a))
  ),
  maxf: def(
    "maxf",
    ["any"],
    "any",
    (a, ...v) => v.reduce((acc, b) => Math.max(acc, castToFloat64(b)), castToFloat64(a))
  ),
  minf: def(
    "minf",
    ["any"],
    "any",
    (a, ...v) => v.reduce((acc, b) => Math.min(acc, castToFloat64(b)), castToFloat64(a))
  ),
  floor: def("floor", ["any"], null, (a) => Math.floor(castToFloat64(a))),
  ceil: def("ceil", ["any"], null, (a) => Math.ceil(castToFloat64(a))),
  round: def("round", ["any", "int"], "float64", round),
  add1f: def("add1f", ["any"], null, (a) => decimalOp(a, [1n], decAdd)),
  addf: def("addf", [], "any", (...v) => decimalOp(0, v, decAdd)),
  subf: def("subf", ["any"], "any", (a, ...v) => decimalOp(a, v, decSub)),
  mulf: def("mulf", ["any"], "any", (a, ...v) => decimalOp(a, v, decMul)),
  divf: def("divf", ["any"], "any", (a, ...v) => decimalOp(a, v, decDiv)),
  until: def("until", ["int"], null, (n) => untilStep(0, n, n < 0 ? -1 : 1)),
  untilStep: def("untilStep", ["int", "int", "int"], null, untilStep),
  seq: def("seq", [], "int", seq),
  atoi: def("atoi", ["string"], null, (s) => /^[+-]?\d+$/.test(s) ? parseGoInt2(s, 10) ?? 0n : 0n),
  int: def("int", ["any"], null, castToInt64),
  int64: int64Of("int64", ["any"], null, castToInt64),
  float64: def("float64", ["any"], null, castToFloat64),
  toDecimal: int64Of("toDecimal", ["any"], null, (v) => parseGoInt2(formatValue(v ?? null), 8) ?? 0n)
};
var networkFuncs = {
  getHostByName: def("getHostByName", ["string"], null, (name) => {
    throw new Error(
      `getHostByName ${JSON.stringify(name)}: DNS lookups are not available when rendering offline`
    );
  })
};
function clean(p) {
  if (p === "") return ".";
  const rooted = p[0] === "/";
  const out = [];
  for (const part of p.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (out.length > 0 && out[out.length - 1] !== "..") out.pop();
      else if (!rooted) out.push("..");
      continue;
    }
    out.push(part);
  }
  const s = (rooted ? "/" : "") + out.join("/");
  return s === "" ? "." : s;
}
function base(p) {
  if (p === "") return ".";
  let s = p;
  while (s.length > 0 && s.endsWith("/")) s = s.slice(0, -1);
  const i = s.lastIndexOf("/");
  if (i >= 0) s = s.slice(i + 1);
  return s === "" ? "/" : s;
}
function dir(p) {
  const i = p.lastIndexOf("/");
  return clean(p.slice(0, i + 1));
}
function ext(p) {
  for (let i = p.length - 1; i >= 0 && p[i] !== "/"; i--) if (p[i] === ".") return p.slice(i);
  return "";
}
var isAbs = (p) => p.startsWith("/");
var pathFuncs = {
  base: def("base", ["string"], null, base),
  dir: def("dir", ["string"], null, dir),
  clean: def("clean", ["string"], null, clean),
  ext: def("ext", ["string"], null, ext),
  isAbs: def("isAbs", ["string"], null, isAbs),
  osBase: def("osBase", ["string"], null, base),
  osDir: def("osDir", ["string"], null, dir),
  osClean: def("osClean", ["string"], null, clean),
  osExt: def("osExt", ["string"], null, ext),
  osIsAbs: def("osIsAbs", ["string"], null, isAbs)
};
var cryptoRandom = {
  int: (max) => (0, import_node_crypto2.randomInt)(max),
  bytes: (n) => (0, import_node_crypto2.randomBytes)(n),
  uuid: () => (0, import_node_crypto2.randomUUID)()
};
var range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
var LETTERS = [...range(65, 90), ...range(97, 122)];
var DIGITS = range(48, 57);
var ASCII = range(32, 126);
function oneRune(runes) {
  return runes.every((r) => r === runes[0]);
}
function randomFuncs(src) {
  const from = (name) => {
    if (src) return src;
    throw new Error(`${name} is not deterministic and is not available in rigging's templates`);
  };
  const text = (name, alphabet) => def(name, ["int"], null, (count) => {
    if (count <= 0) return "";
    const r = from(name);
    return Array.from({ length: count }, () => alphabet[r.int(alphabet.length)]).join("");
  });
  return {
    randAlphaNum: text("randAlphaNum", [...LETTERS, ...DIGITS]),
    randAlpha: text("randAlpha", LETTERS),
    randNumeric: text("randNumeric", DIGITS),
    randAscii: text("randAscii", ASCII),
    // rand.Intn(max-min) + min: Intn panics below 1 and is always 0 at 1.
    randInt: def("randInt", ["int", "int"], null, (min, max) => {
      if (max - min <= 0) throw new Error("invalid argument to Intn");
      if (max - min === 1) return BigInt(min);
      return BigInt(min + from("randInt").int(max - min));
    }),
    // make([]byte, count) panics on a negative count; rand.Read of no bytes needs no randomness.
    randBytes: def("randBytes", ["int"], null, (count) => {
      if (count < 0) throw new Error("runtime error: makeslice: len out of range");
      if (count === 0) return "";
      return Buffer.from(from("randBytes").bytes(count)).toString("base64");
    }),
    // xstrings.Shuffle permutes the runes.
    shuffle: def("shuffle", ["string"], null, (s) => {
      const runes = Array.from(s);
      if (oneRune(runes)) return s;
      const r = from("shuffle");
      for (let i = runes.length - 1; i > 0; i--) {
        const j = r.int(i + 1);
        [runes[i], runes[j]] = [runes[j], runes[i]];
      }
      return runes.join("");
    }),
    uuidv4: () => from("uuidv4").uuid()
  };
}
var reflectionFuncs = {
  typeOf: def("typeOf", ["any"], null, typeOf),
  typeIs: def("typeIs", ["string", "any"], null, (t, v) => t === typeOf(v)),
  typeIsLike: def("typeIsLike", ["string", "any"], null, (t, v) => {
    const got = typeOf(v);
    return t === got || `*${t}` === got;
  }),
  kindOf: def("kindOf", ["any"], null, kindOf),
  kindIs: def("kindIs", ["string", "any"], null, (k, v) => k === kindOf(v)),
  deepEqual: def("deepEqual", ["any", "any"], null, deepEqual)
};
var CACHE_MAX = 256;
var cache = /* @__PURE__ */ new Map();
function compileRE2(pattern) {
  let hit = cache.get(pattern);
  if (hit === void 0) {
    try {
      hit = import_chunk_IKCADKEA.RE2JS.compile(pattern);
    } catch (e) {
      const message = e.message;
      hit = new Error(
        message.startsWith("error parsing regexp: ") ? message : `error parsing regexp: ${message}`
      );
    }
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value);
    cache.set(pattern, hit);
  }
  if (hit instanceof Error) throw new Error(hit.message);
  return hit;
}
function mustCompile(pattern) {
  try {
    return compileRE2(pattern);
  } catch (e) {
    const q = canBackquote(pattern) ? `\`${pattern}\`` : quote(pattern);
    throw new Error(`regexp: Compile(${q}): ${e.message}`);
  }
}
function findAllIndex(re, s, n) {
  if (n === 0) return [];
  return re.re2().findAllSubmatchIndex(s, n) ?? [];
}
var RUNE_NAME = /^[\p{L}\p{Nd}_]+/u;
function expand(re, tpl, s, m) {
  let out = "";
  let i = 0;
  for (; ; ) {
    const dollar = tpl.indexOf("$", i);
    if (dollar < 0) return out + tpl.slice(i);
    out += tpl.slice(i, dollar);
    i = dollar + 1;
    if (tpl[i] === "$") {
      out += "$";
      i++;
      continue;
    }
    const brace = tpl[i] === "{";
    const name = RUNE_NAME.exec(tpl.slice(brace ? i + 1 : i))?.[0];
    if (name === void 0 || brace && tpl[i + 1 + name.length] !== "}") {
      out += "$";
      continue;
    }
    i += name.length + (brace ? 2 : 0);
    const named = re.namedGroups();
    const group = /^(0|[1-9][0-9]{0,8})$/.test(name) ? Number(name) : Object.hasOwn(named, name) ? named[name] : void 0;
    const start = group === void 0 ? void 0 : m[2 * group];
    const end = group === void 0 ? void 0 : m[2 * group + 1];
    if (start !== void 0 && end !== void 0 && start >= 0) out += s.slice(start, end);
  }
}
function replaceAll(re, s, repl, literal) {
  let out = "";
  let last2 = 0;
  for (const m of findAllIndex(re, s, -1)) {
    const [start, end] = m;
    out += s.slice(last2, start) + (literal ? repl : expand(re, repl, s, m));
    last2 = end;
  }
  return out + s.slice(last2);
}
function split(re, s, n) {
  if (n === 0) return [];
  if (re.pattern() !== "" && s === "") return [""];
  const out = [];
  let beg = 0;
  let end = 0;
  for (const m of findAllIndex(re, s, n)) {
    if (n > 0 && out.length === n - 1) break;
    end = m[0];
    if (m[1] !== 0) out.push(s.slice(beg, end));
    beg = m[1];
  }
  if (end !== s.length) out.push(s.slice(beg));
  return out;
}
var quoteMeta = (s) => s.replace(/[\\.+*?()|[\]{}^$]/g, "\\$&");
var matchOf = (compile) => (r, s) => compile(r).test(s);
var findAllOf = (compile) => (r, s, n) => {
  const re = compile(r);
  return ofType(
    findAllIndex(re, s, Number(n)).map((m) => s.slice(m[0], m[1])),
    "[]string"
  );
};
var findOf = (compile) => (r, s) => {
  const m = findAllIndex(compile(r), s, 1)[0];
  return m ? s.slice(m[0], m[1]) : "";
};
var replaceOf = (compile, literal) => (r, s, repl) => replaceAll(compile(r), s, repl, literal);
var splitOf = (compile) => (r, s, n) => ofType(split(compile(r), s, Number(n)), "[]string");
var regexFuncs = {
  // regexMatch ignores a compile error (false), as Sprig does; mustRegexMatch returns it.
  regexMatch: def("regexMatch", ["string", "string"], null, (r, s) => {
    try {
      return compileRE2(r).test(s);
    } catch {
      return false;
    }
  }),
  mustRegexMatch: def("mustRegexMatch", ["string", "string"], null, matchOf(compileRE2)),
  // The others panic on a bad pattern (regexp.MustCompile); the must* ones return the error.
  regexFindAll: def("regexFindAll", ["string", "string", "int"], null, findAllOf(mustCompile)),
  mustRegexFindAll: def("mustRegexFindAll", ["string", "string", "int"], null, findAllOf(compileRE2)),
  regexFind: def("regexFind", ["string", "string"], null, findOf(mustCompile)),
  mustRegexFind: def("mustRegexFind", ["string", "string"], null, findOf(compileRE2)),
  regexReplaceAll: def(
    "regexReplaceAll",
    ["string", "string", "string"],
    null,
    replaceOf(mustCompile, false)
  ),
  mustRegexReplaceAll: def(
    "mustRegexReplaceAll",
    ["string", "string", "string"],
    null,
    replaceOf(compileRE2, false)
  ),
  regexReplaceAllLiteral: def(
    "regexReplaceAllLiteral",
    ["string", "string", "string"],
    null,
    replaceOf(mustCompile, true)
  ),
  mustRegexReplaceAllLiteral: def(
    "mustRegexReplaceAllLiteral",
    ["string", "string", "string"],
    null,
    replaceOf(compileRE2, true)
  ),
  regexSplit: def("regexSplit", ["string", "string", "int"], null, splitOf(mustCompile)),
  mustRegexSplit: def("mustRegexSplit", ["string", "string", "int"], null, splitOf(compileRE2)),
  regexQuoteMeta: def("regexQuoteMeta", ["string"], null, quoteMeta)
};
var LOOSE = /^v?([0-9]+)(\.[0-9]+)?(\.[0-9]+)?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?$/;
var ALLOWED = /^[0-9A-Za-z-]*$/;
var MAX_U64 = 18446744073709551615n;
function parseSegment(s) {
  const v = BigInt(s);
  if (v > MAX_U64) {
    throw new Error(
      `error parsing version segment: strconv.ParseUint: parsing ${JSON.stringify(s)}: value out of range`
    );
  }
  return v;
}
function newVersion(v) {
  const m = LOOSE.exec(v);
  if (!m) throw new Error("invalid semantic version");
  const sv = {
    major: parseSegment(m[1]),
    minor: m[2] ? parseSegment(m[2].slice(1)) : 0n,
    patch: m[3] ? parseSegment(m[3].slice(1)) : 0n,
    pre: m[5] ?? "",
    metadata: m[8] ?? "",
    original: v
  };
  if (sv.pre !== "") {
    for (const p of sv.pre.split(".")) {
      if (p === "") throw new Error("invalid prerelease string");
      if (/^[0-9]+$/.test(p)) {
        if (p.length > 1 && p[0] === "0") throw new Error("version segment starts with 0");
      } else if (!ALLOWED.test(p)) throw new Error("invalid prerelease string");
    }
  }
  if (sv.metadata !== "") {
    for (const p of sv.metadata.split("."))
      if (p === "" || !ALLOWED.test(p)) throw new Error("invalid metadata string");
  }
  return sv;
}
var cmp = (a, b) => a < b ? -1 : a > b ? 1 : 0;
var U64 = /^[0-9]+$/;
function comparePrePart(s, o) {
  if (s === o) return 0;
  if (s === "") return o !== "" ? -1 : 1;
  if (o === "") return s !== "" ? 1 : -1;
  const oNum = U64.test(o) && BigInt(o) <= MAX_U64;
  const sNum = U64.test(s) && BigInt(s) <= MAX_U64;
  if (!oNum && !sNum) return s > o ? 1 : -1;
  if (!oNum) return -1;
  if (!sNum) return 1;
  return BigInt(s) > BigInt(o) ? 1 : -1;
}
function comparePrerelease(v, o) {
  const sp = v.split(".");
  const op = o.split(".");
  const l = Math.max(sp.length, op.length);
  for (let i = 0; i < l; i++) {
    const d = comparePrePart(sp[i] ?? "", op[i] ?? "");
    if (d !== 0) return d;
  }
  return 0;
}
function compareVersions(v, o) {
  const d = cmp(v.major, o.major) || cmp(v.minor, o.minor) || cmp(v.patch, o.patch);
  if (d !== 0) return d;
  if (v.pre === "" && o.pre === "") return 0;
  if (v.pre === "") return 1;
  if (o.pre === "") return -1;
  return comparePrerelease(v.pre, o.pre);
}
var OPS = "=||!=|>|<|>=|=>|<=|=<|~|~>|\\^";
var CV = "(v?([0-9|x|X|\\*]+)(\\.[0-9|x|X|\\*]+)?(\\.[0-9|x|X|\\*]+)?(-([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?(\\+([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?)";
var CV_NC = CV.replace(/\((?!\?)/g, "(?:");
var constraintRegex = import_chunk_IKCADKEA.RE2JS.compile(`^\\s*(${OPS})\\s*${CV}\\s*$`);
var rangeRegex = import_chunk_IKCADKEA.RE2JS.compile(`\\s*${CV}\\s+-\\s+${CV}\\s*`);
var findRegex = import_chunk_IKCADKEA.RE2JS.compile(`(?:${OPS})\\s*${CV_NC}`);
var validRegex = import_chunk_IKCADKEA.RE2JS.compile(
  `^(?:\\s*(?:${OPS})\\s*${CV_NC}\\s*)(?:(?:\\s+|,\\s*)(?:${OPS})\\s*${CV_NC}\\s*)*$`
);
var isX = (x) => x === "x" || x === "*" || x === "X";
function parseConstraint(c) {
  const m = constraintRegex.exec(c);
  if (!m) throw new Error(`improper constraint: ${c}`);
  let ver = m[2];
  let minorDirty = false;
  let patchDirty = false;
  let dirty = false;
  const major = m[3] ?? "";
  const minor = m[4] ?? "";
  const patch = m[5] ?? "";
  const pre = m[6] ?? "";
  if (isX(major) || major === "") {
    ver = `0.0.0${pre}`;
    dirty = true;
  } else if (isX(minor.replace(/^\./, "")) || minor === "") {
    minorDirty = true;
    dirty = true;
    ver = `${major}.0.0${pre}`;
  } else if (isX(patch.replace(/^\./, "")) || patch === "") {
    dirty = true;
    patchDirty = true;
    ver = `${major}${minor}.0${pre}`;
  }
  let con;
  try {
    con = newVersion(ver);
  } catch {
    throw new Error("constraint parser error");
  }
  return { con, orig: m[2], op: m[1], minorDirty, patchDirty, dirty };
}
function tilde(v, c) {
  if (compareVersions(v, c.con) < 0) return false;
  if (c.con.major === 0n && c.con.minor === 0n && c.con.patch === 0n && !c.minorDirty && !c.patchDirty)
    return true;
  if (v.major !== c.con.major) return false;
  if (v.minor !== c.con.minor && !c.minorDirty) return false;
  return true;
}
function check(v, c, includePre) {
  if (v.pre !== "" && !includePre) return false;
  const k = c.con;
  switch (c.op) {
    case "":
    case "=":
      return c.dirty ? tilde(v, c) : compareVersions(v, k) === 0;
    case "!=":
      if (c.dirty) {
        if (k.major !== v.major) return true;
        if (k.minor !== v.minor && !c.minorDirty) return true;
        if (c.minorDirty) return false;
        if (k.patch !== v.patch && !c.patchDirty) return true;
        if (c.patchDirty) {
          if (v.pre !== "" || k.pre !== "") return comparePrerelease(v.pre, k.pre) !== 0;
          return false;
        }
      }
      return compareVersions(v, k) !== 0;
    case ">":
      if (!c.dirty) return compareVersions(v, k) === 1;
      if (v.major > k.major) return true;
      if (v.major < k.major) return false;
      if (c.minorDirty) return false;
      if (c.patchDirty) return v.minor > k.minor;
      return compareVersions(v, k) === 1;
    case "<":
      return compareVersions(v, k) < 0;
    case ">=":
    case "=>":
      return compareVersions(v, k) >= 0;
    case "<=":
    case "=<":
      if (!c.dirty) return compareVersions(v, k) <= 0;
      if (v.major > k.major) return false;
      if (v.major === k.major && v.minor > k.minor && !c.minorDirty) return false;
      return true;
    case "~":
    case "~>":
      return tilde(v, c);
    case "^":
      if (compareVersions(v, k) < 0) return false;
      if (k.major > 0n || c.minorDirty) return v.major === k.major;
      if (k.major === 0n && v.major > 0n) return false;
      if (k.minor > 0n || c.patchDirty) return v.minor === k.minor;
      if (k.minor === 0n && v.minor > 0n) return false;
      return k.patch === v.patch;
  }
  return false;
}
function newConstraint(text) {
  let c = text;
  for (const m of rangeRegex.matchAll(text)) c = c.replace(m[0], `>= ${m[1]}, <= ${m[11]} `);
  const groups = [];
  const pre = [];
  for (const part of c.split("||")) {
    if (!validRegex.test(part)) throw new Error(`improper constraint: ${part}`);
    const found = findRegex.re2().findAll(part, -1) ?? [part];
    const cs = found.map(parseConstraint);
    groups.push(cs);
    pre.push(cs.some((x) => x.con.pre !== ""));
  }
  return { groups, pre };
}
function semverCompare(constraint, version) {
  const c = newConstraint(constraint);
  const v = newVersion(version);
  return c.groups.some((g, i) => g.every((x) => check(v, x, c.pre[i])));
}
var semverFuncs = {
  semver: def("semver", ["string"], null, (s) => {
    const v = newVersion(s);
    return {
      // Version's Major(), Minor() and Patch() return uint64.
      Major: new GoInt("uint64", v.major),
      Minor: new GoInt("uint64", v.minor),
      Patch: new GoInt("uint64", v.patch),
      Prerelease: v.pre,
      Metadata: v.metadata,
      Original: v.original
    };
  }),
  semverCompare: def("semverCompare", ["string", "string"], null, semverCompare)
};
var cp = (s) => Array.from(s, (c) => c.codePointAt(0));
var fromCp = (a) => String.fromCodePoint(...a);
var byteLen = (s) => Buffer.byteLength(s, "utf8");
var isUpper = (c) => new RegExp("\\p{Lu}", "u").test(String.fromCodePoint(c));
var isLower = (c) => new RegExp("\\p{Ll}", "u").test(String.fromCodePoint(c));
var isTitle = (c) => new RegExp("\\p{Lt}", "u").test(String.fromCodePoint(c));
var isLetter = (c) => new RegExp("\\p{L}", "u").test(String.fromCodePoint(c));
var isDigit = (c) => new RegExp("\\p{Nd}", "u").test(String.fromCodePoint(c));
var isNumber = (c) => new RegExp("\\p{N}", "u").test(String.fromCodePoint(c));
var isPunct = (c) => new RegExp("\\p{P}", "u").test(String.fromCodePoint(c));
function toUpperRune(c) {
  const u = cp(String.fromCodePoint(c).toUpperCase());
  return u.length === 1 ? u[0] : c;
}
function toLowerRune(c) {
  const u = cp(String.fromCodePoint(c).toLowerCase());
  return u.length === 1 ? u[0] : c;
}
var isAscii = (s) => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return false;
  return true;
};
var goQuote = (s) => /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/.test(s) ? `"${s}"` : sprintf("%q", s);
var goToUpper = (s) => isAscii(s) ? s.toUpperCase() : fromCp(cp(s).map(toUpperRune));
var goToLower = (s) => isAscii(s) ? s.toLowerCase() : fromCp(cp(s).map(toLowerRune));
function trimSpace(s) {
  const a = cp(s);
  let i = 0;
  let j = a.length;
  while (i < j && isSpace2(a[i])) i++;
  while (j > i && isSpace2(a[j - 1])) j--;
  return fromCp(a.slice(i, j));
}
function trimCutset(s, cutset) {
  const cut = new Set(cp(cutset));
  const a = cp(s);
  let i = 0;
  let j = a.length;
  while (i < j && cut.has(a[i])) i++;
  while (j > i && cut.has(a[j - 1])) j--;
  return fromCp(a.slice(i, j));
}
function title(s) {
  const isSeparator = (r) => {
    if (r <= 127) {
      if (r >= 48 && r <= 57 || r >= 97 && r <= 122 || r >= 65 && r <= 90 || r === 95)
        return false;
      return true;
    }
    if (isLetter(r) || isDigit(r)) return false;
    return isSpace2(r);
  };
  let prev = 32;
  return fromCp(
    cp(s).map((r) => {
      const out = isSeparator(prev) ? toUpperRune(r) : r;
      prev = r;
      return out;
    })
  );
}
function untitle(s) {
  let next = true;
  return fromCp(
    cp(s).map((r) => {
      if (isSpace2(r)) {
        next = true;
        return r;
      }
      if (next) {
        next = false;
        return toLowerRune(r);
      }
      return r;
    })
  );
}
function initials(s) {
  let gap = true;
  const out = [];
  for (const r of cp(s)) {
    if (isSpace2(r)) gap = true;
    else if (gap) {
      out.push(r);
      gap = false;
    }
  }
  return fromCp(out);
}
function swapcase(s) {
  return fromCp(
    cp(s).map((r) => {
      if (isUpper(r) || isTitle(r)) return toLowerRune(r);
      if (isLower(r)) return toUpperRune(r);
      return r;
    })
  );
}
function abbreviateFull(str3, offset, maxWidth) {
  if (str3 === "") return "";
  if (maxWidth < 4) return "";
  const len2 = byteLen(str3);
  if (len2 <= maxWidth) return str3;
  let off = offset;
  if (off > len2) off = len2;
  if (len2 - off < maxWidth - 3) off = len2 - (maxWidth - 3);
  if (off <= 4) return `${sliceString(str3, 0, maxWidth - 3)}...`;
  if (maxWidth < 7) return "";
  if (off + maxWidth - 3 < len2) return `...${abbreviateFull(sliceString(str3, off, null), 0, maxWidth - 3)}`;
  return `...${sliceString(str3, len2 - (maxWidth - 3), null)}`;
}
function wrapCustom(str3, wrapLength, newLine, wrapLongWords) {
  if (str3 === "") return "";
  const nl = newLine === "" ? "\n" : newLine;
  const width = wrapLength < 1 ? 1 : wrapLength;
  const b = bytesOf(str3);
  const sub = (lo, hi) => sliceString(str3, lo, hi);
  const len2 = b.length;
  let offset = 0;
  let out = "";
  while (len2 - offset > width) {
    if (b[offset] === 32) {
      offset++;
      continue;
    }
    const end = width + offset + 1;
    const spaceAt2 = b.subarray(offset, end).lastIndexOf(32) + offset;
    if (spaceAt2 >= offset) {
      out += sub(offset, spaceAt2) + nl;
      offset = spaceAt2 + 1;
    } else if (wrapLongWords) {
      out += sub(offset, width + offset) + nl;
      offset += width;
    } else {
      const e = width + offset;
      const index2 = b.subarray(e).indexOf(32);
      if (index2 === -1) {
        out += sub(offset, len2);
        offset = len2;
      } else {
        const at = index2 + e;
        out += sub(offset, at) + nl;
        offset = at + 1;
      }
    }
  }
  return out + sub(offset, len2);
}
var isConnector = (r) => r === 45 || r === 95 || isSpace2(r);
var isAlphabet = (r) => isLetter(r) && !/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u.test(String.fromCodePoint(r));
function nextWord(s, at) {
  if (at >= s.length) return ["invalid", at];
  const r = s[at];
  let i = at + 1;
  if (isConnector(r)) {
    while (i < s.length && isConnector(s[i])) i++;
    return ["connector", i];
  }
  if (isPunct(r)) {
    while (i < s.length && isPunct(s[i])) i++;
    return ["punct", i];
  }
  if (isUpper(r)) {
    if (i >= s.length) return ["upper", i];
    const n = s[i];
    if (isUpper(n)) {
      while (i < s.length && isUpper(s[i])) i++;
      if (i < s.length && isAlphabet(s[i])) i--;
    } else if (isAlphabet(n)) {
      while (i < s.length && isAlphabet(s[i]) && !isUpper(s[i])) i++;
    }
    return ["upper", i];
  }
  if (isAlphabet(r)) {
    while (i < s.length && isAlphabet(s[i]) && !isUpper(s[i])) i++;
    return ["alphabet", i];
  }
  if (isNumber(r)) {
    while (i < s.length && isNumber(s[i])) i++;
    return ["number", i];
  }
  while (i < s.length) {
    const c = s[i];
    if (isConnector(c) || isAlphabet(c) || isNumber(c) || isPunct(c)) break;
    i++;
  }
  return ["other", i];
}
function camelCaseToLowerCase(str3, connector) {
  if (str3 === "") return "";
  const s = cp(str3);
  const out = [];
  const toLower = (wt2, word2) => {
    if (wt2 !== "upper" && wt2 !== "connector") {
      out.push(...word2);
      return;
    }
    for (const r of word2) {
      if (isConnector(r)) out.push(connector);
      else if (isUpper(r)) out.push(toLowerRune(r));
      else out.push(r);
    }
  };
  let pos = 0;
  const next = () => {
    const [t, end] = nextWord(s, pos);
    const w = s.slice(pos, end);
    pos = end;
    return [t, w];
  };
  let [wt, word] = next();
  while (pos < s.length) {
    if (wt !== "connector") toLower(wt, word);
    const prev = wt;
    const last2 = word;
    [wt, word] = next();
    switch (prev) {
      case "number":
        while (wt === "alphabet" || wt === "number") {
          toLower(wt, word);
          [wt, word] = next();
        }
        if (wt !== "invalid" && wt !== "punct" && wt !== "connector") out.push(connector);
        break;
      case "connector":
        toLower(prev, last2);
        break;
      case "punct":
        break;
      default: {
        if (wt !== "number") {
          if (wt !== "connector" && wt !== "punct") out.push(connector);
          break;
        }
        if (pos >= s.length) break;
        const numWord = word;
        [wt, word] = next();
        if (wt !== "alphabet") {
          toLower("number", numWord);
          if (wt !== "connector" && wt !== "punct") out.push(connector);
          break;
        }
        out.push(connector);
        toLower("number", numWord);
        while (wt === "alphabet" || wt === "number") {
          toLower(wt, word);
          [wt, word] = next();
        }
        if (wt !== "invalid" && wt !== "connector" && wt !== "punct") out.push(connector);
      }
    }
  }
  toLower(wt, word);
  return fromCp(out);
}
function pascalCase(str3) {
  const s = cp(str3);
  if (s.length === 0) return "";
  const out = [];
  let i = 0;
  let r0 = 0;
  for (; i < s.length; ) {
    r0 = s[i++];
    if (!isConnector(r0)) {
      r0 = toUpperRune(r0);
      break;
    }
    out.push(r0);
  }
  if (i >= s.length) {
    out.push(r0);
    return fromCp(out);
  }
  while (i < s.length) {
    const r1 = r0;
    r0 = s[i++];
    if (isConnector(r0) && isConnector(r1)) {
      out.push(r1);
      continue;
    }
    if (isConnector(r1)) r0 = toUpperRune(r0);
    else out.push(r1);
  }
  out.push(r0);
  return fromCp(out);
}
function goSplit(s, sep, n = -1) {
  if (n === 0) return [];
  const count = sep === "" ? s.length : occurrences(s, sep) + 1;
  checkListLength(n < 0 ? count : Math.min(n, count));
  if (sep === "") {
    const runes = Array.from(s);
    if (n < 0 || n >= runes.length) return runes;
    return [...runes.slice(0, n - 1), runes.slice(n - 1).join("")];
  }
  const parts = s.split(sep);
  if (n < 0 || parts.length <= n) return parts;
  return [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep)];
}
function occurrences(s, sep) {
  let count = 0;
  for (let i = s.indexOf(sep); i >= 0; i = s.indexOf(sep, i + sep.length)) count++;
  return count;
}
function strslice(v) {
  if (Array.isArray(v)) return v.filter((x) => x !== null && x !== void 0).map(strval);
  if (v === null || v === void 0) return [];
  return [strval(v)];
}
function indexed(parts) {
  const out = ofType({}, "map[string]string");
  parts.forEach((p, i) => {
    out[`_${i}`] = p;
  });
  return out;
}
function indent(spaces, v) {
  if (spaces < 0) throw new Error("strings: negative Repeat count");
  checkStringLength(v.length + spaces * v.split("\n").length);
  const pad2 = " ".repeat(spaces);
  return pad2 + v.split("\n").join(`
${pad2}`);
}
var nonNil = (a) => a.filter((x) => x !== null && x !== void 0);
function joined(parts, sep) {
  let n = sep.length * Math.max(0, parts.length - 1);
  for (const p of parts) n += p.length;
  checkStringLength(n);
  return parts.join(sep);
}
var stringFuncs = {
  abbrev: def(
    "abbrev",
    ["int", "string"],
    null,
    (w, s) => w < 4 ? s : abbreviateFull(s, 0, w)
  ),
  abbrevboth: def(
    "abbrevboth",
    ["int", "int", "string"],
    null,
    (l, r, s) => r < 4 || l > 0 && r < 7 ? s : abbreviateFull(s, l, r)
  ),
  trunc: def("trunc", ["int", "string"], null, (c, s) => {
    const len2 = byteLen(s);
    if (c < 0 && len2 + c > 0) return sliceString(s, len2 + c, null);
    if (c >= 0 && len2 > c) return sliceString(s, 0, c);
    return s;
  }),
  trim: def("trim", ["string"], null, trimSpace),
  upper: def("upper", ["string"], null, goToUpper),
  lower: def("lower", ["string"], null, goToLower),
  title: def("title", ["string"], null, title),
  untitle: def("untitle", ["string"], null, untitle),
  substr: def("substr", ["int", "int", "string"], null, (start, end, s) => {
    if (start < 0) return sliceString(s, null, end);
    if (end < 0 || end > byteLen(s)) return sliceString(s, start, null);
    return sliceString(s, start, end);
  }),
  repeat: def("repeat", ["int", "string"], null, (count, s) => {
    if (count < 0) throw new Error("strings: negative Repeat count");
    checkStringLength(count * s.length);
    return s.repeat(count);
  }),
  trimall: def("trimall", ["string", "string"], null, (a, b) => trimCutset(b, a)),
  trimAll: def("trimAll", ["string", "string"], null, (a, b) => trimCutset(b, a)),
  trimSuffix: def(
    "trimSuffix",
    ["string", "string"],
    null,
    (a, b) => a !== "" && b.endsWith(a) ? b.slice(0, b.length - a.length) : b
  ),
  trimPrefix: def(
    "trimPrefix",
    ["string", "string"],
    null,
    (a, b) => b.startsWith(a) ? b.slice(a.length) : b
  ),
  nospace: def("nospace", ["string"], null, (s) => fromCp(cp(s).filter((r) => !isSpace2(r)))),
  initials: def("initials", ["string"], null, initials),
  swapcase: def("swapcase", ["string"], null, swapcase),
  snakecase: def("snakecase", ["string"], null, (s) => camelCaseToLowerCase(s, 95)),
  kebabcase: def("kebabcase", ["string"], null, (s) => camelCaseToLowerCase(s, 45)),
  camelcase: def("camelcase", ["string"], null, pascalCase),
  wrap: def("wrap", ["int", "string"], null, (l, s) => wrapCustom(s, l, "", false)),
  wrapWith: def(
    "wrapWith",
    ["int", "string", "string"],
    null,
    (l, sep, s) => wrapCustom(s, l, sep, true)
  ),
  contains: def("contains", ["string", "string"], null, (sub, s) => s.includes(sub)),
  hasPrefix: def("hasPrefix", ["string", "string"], null, (p, s) => s.startsWith(p)),
  hasSuffix: def("hasSuffix", ["string", "string"], null, (p, s) => s.endsWith(p)),
  quote: def(
    "quote",
    [],
    "any",
    (...v) => nonNil(v).map((s) => goQuote(strval(s))).join(" ")
  ),
  squote: def(
    "squote",
    [],
    "any",
    (...v) => nonNil(v).map((s) => `'${strval(s)}'`).join(" ")
  ),
  cat: def(
    "cat",
    [],
    "any",
    (...v) => nonNil(v).map((s) => typeof s === "string" ? s : strval(s)).join(" ")
  ),
  indent: def("indent", ["int", "string"], null, indent),
  nindent: def("nindent", ["int", "string"], null, (n, v) => `
${indent(n, v)}`),
  replace: def("replace", ["string", "string", "string"], null, (o, n, s) => {
    if (o === "") {
      checkStringLength(s.length + (s.length + 1) * n.length);
      return n + Array.from(s).join(n) + (s === "" ? "" : n);
    }
    return joined(s.split(o), n);
  }),
  plural: def(
    "plural",
    ["string", "string", "int"],
    null,
    (one, many, c) => c === 1 ? one : many
  ),
  toString: def("toString", ["any"], null, strval),
  split: def("split", ["string", "string"], null, (sep, s) => indexed(goSplit(s, sep))),
  splitList: def(
    "splitList",
    ["string", "string"],
    null,
    (sep, s) => ofType(goSplit(s, sep), "[]string")
  ),
  splitn: def(
    "splitn",
    ["string", "int", "string"],
    null,
    (sep, n, s) => indexed(goSplit(s, sep, n))
  ),
  toStrings: def("toStrings", ["any"], null, (v) => ofType(strslice(v), "[]string")),
  join: def("join", ["string", "any"], null, (sep, v) => joined(strslice(v), sep)),
  sortAlpha: def("sortAlpha", ["any"], null, (v) => {
    return ofType(Array.isArray(v) ? strslice(v).sort(import_chunk_AUPPCWXN.compareUtf8) : [strval(v)], "[]string");
  })
};
function shouldEscape(c, mode) {
  if (c >= 97 && c <= 122 || c >= 65 && c <= 90 || c >= 48 && c <= 57) return false;
  if (mode === "host") {
    if (`!$&'()*+,;=:[]<>"`.includes(String.fromCharCode(c))) return false;
    if (c >= 128) return false;
  }
  if ("-_.~".includes(String.fromCharCode(c))) return false;
  if ("$&+,/:;=?@".includes(String.fromCharCode(c))) {
    if (mode === "path") return c === 63;
    if (mode === "user") return c === 64 || c === 47 || c === 63 || c === 58;
    return false;
  }
  if (mode === "fragment" && "!()*".includes(String.fromCharCode(c))) return false;
  return true;
}
function urlEscape(s, mode) {
  let out = "";
  for (const b of bytesOf(s)) {
    out += shouldEscape(b, mode) ? `%${b.toString(16).toUpperCase().padStart(2, "0")}` : String.fromCharCode(b);
  }
  return stringOf(Uint8Array.from(Array.from(out, (ch) => ch.charCodeAt(0))));
}
function urlUnescape(s) {
  const bytes = [];
  const src = bytesOf(s);
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === 37) {
      const h = String.fromCharCode(src[i + 1] ?? 0, src[i + 2] ?? 0);
      if (!/^[0-9a-fA-F]{2}$/.test(h)) {
        throw new Error(`invalid URL escape ${JSON.stringify(`%${stringOf(src.subarray(i + 1, i + 3))}`)}`);
      }
      bytes.push(Number.parseInt(h, 16));
      i += 2;
    } else {
      bytes.push(c);
    }
  }
  return stringOf(Uint8Array.from(bytes));
}
function userString(u) {
  let s = urlEscape(u.name, "user");
  if (u.password !== void 0) s += `:${urlEscape(u.password, "user")}`;
  return s;
}
function parse2(raw) {
  const fail = (m2) => {
    throw new Error(`parse ${JSON.stringify(raw)}: ${m2}`);
  };
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c < 32 || c === 127) fail("net/url: invalid control character in URL");
  }
  const hash2 = raw.indexOf("#");
  let rest2 = hash2 >= 0 ? raw.slice(0, hash2) : raw;
  const u = {
    scheme: "",
    opaque: "",
    user: null,
    host: "",
    path: "",
    rawQuery: "",
    forceQuery: false,
    fragment: ""
  };
  if (hash2 >= 0) u.fragment = urlUnescape(raw.slice(hash2 + 1));
  if (rest2 === "") return u;
  if (rest2 === "*") {
    u.path = "*";
    return u;
  }
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(rest2);
  if (rest2[0] === ":") fail("missing protocol scheme");
  if (m) {
    u.scheme = m[1].toLowerCase();
    rest2 = rest2.slice(m[0].length);
  }
  if (rest2.endsWith("?") && rest2.split("?").length === 2) {
    u.forceQuery = true;
    rest2 = rest2.slice(0, -1);
  } else {
    const q = rest2.indexOf("?");
    if (q >= 0) {
      u.rawQuery = rest2.slice(q + 1);
      rest2 = rest2.slice(0, q);
    }
  }
  if (!rest2.startsWith("/")) {
    if (u.scheme !== "") {
      u.opaque = rest2;
      return u;
    }
    const seg = rest2.split("/")[0];
    if (seg.includes(":")) fail("first path segment in URL cannot contain colon");
  }
  if ((u.scheme !== "" || !rest2.startsWith("///")) && rest2.startsWith("//")) {
    const after = rest2.slice(2);
    const slash = after.indexOf("/");
    const authority = slash >= 0 ? after.slice(0, slash) : after;
    rest2 = slash >= 0 ? after.slice(slash) : "";
    const at = authority.lastIndexOf("@");
    let host2 = authority;
    if (at >= 0) {
      const info = authority.slice(0, at);
      host2 = authority.slice(at + 1);
      const colon = info.indexOf(":");
      u.user = colon >= 0 ? { name: urlUnescape(info.slice(0, colon)), password: urlUnescape(info.slice(colon + 1)) } : { name: urlUnescape(info) };
    }
    u.host = urlUnescape(host2);
  }
  u.path = urlUnescape(rest2);
  return u;
}
function hostname(host2) {
  if (host2.startsWith("[")) {
    const i2 = host2.indexOf("]");
    return i2 >= 0 ? host2.slice(1, i2) : host2.slice(1);
  }
  const i = host2.lastIndexOf(":");
  return i >= 0 && /^[0-9]*$/.test(host2.slice(i + 1)) ? host2.slice(0, i) : host2;
}
function urlString(u) {
  let out = "";
  if (u.scheme !== "") out += `${u.scheme}:`;
  if (u.opaque !== "") {
    out += u.opaque;
  } else {
    if (u.scheme !== "" || u.host !== "" || u.user !== null) {
      if (u.host !== "" || u.path !== "" || u.user !== null) out += "//";
      if (u.user !== null) out += `${userString(u.user)}@`;
      if (u.host !== "") out += urlEscape(u.host, "host");
    }
    const path3 = urlEscape(u.path, "path");
    if (path3 !== "" && path3[0] !== "/" && u.host !== "") out += "/";
    if (out === "" && path3.split("/")[0].includes(":")) out += "./";
    out += path3;
  }
  if (u.forceQuery || u.rawQuery !== "") out += `?${u.rawQuery}`;
  if (u.fragment !== "") out += `#${urlEscape(u.fragment, "fragment")}`;
  return out;
}
function getString(d, key) {
  if (!Object.hasOwn(d, key)) return "";
  const v = d[key];
  if (typeof v !== "string") {
    if (v === null || v === void 0)
      throw new Error("runtime error: invalid memory address or nil pointer dereference");
    throw new Error(`unable to parse ${key} key, must be of type string, but ${kindOf(v)} found`);
  }
  return v;
}
var urlFuncs = {
  urlParse: def("urlParse", ["string"], null, (s) => {
    let u;
    try {
      u = parse2(s);
    } catch (e) {
      throw new Error(`unable to parse url: ${e.message}`);
    }
    return {
      scheme: u.scheme,
      host: u.host,
      hostname: hostname(u.host),
      path: u.path,
      query: u.rawQuery,
      opaque: u.opaque,
      fragment: u.fragment,
      userinfo: u.user ? userString(u.user) : ""
    };
  }),
  urlJoin: def("urlJoin", ["map"], null, (d) => {
    const m = d ?? {};
    const u = {
      scheme: getString(m, "scheme"),
      host: getString(m, "host"),
      path: getString(m, "path"),
      rawQuery: getString(m, "query"),
      opaque: getString(m, "opaque"),
      fragment: getString(m, "fragment"),
      forceQuery: false,
      user: null
    };
    const info = getString(m, "userinfo");
    if (info !== "") {
      try {
        u.user = parse2(`proto://${info}@host`).user;
      } catch (e) {
        throw new Error(`unable to parse userinfo in dict: ${e.message}`);
      }
    }
    return urlString(u);
  })
};
var WATCHED = [
  "regexMatch",
  "mustRegexMatch",
  "regexFindAll",
  "mustRegexFindAll",
  "regexFind",
  "mustRegexFind",
  "regexReplaceAll",
  "mustRegexReplaceAll",
  "regexReplaceAllLiteral",
  "mustRegexReplaceAllLiteral",
  "regexSplit",
  "mustRegexSplit",
  "derivePassword",
  "htpasswd",
  "bcrypt"
];
function createSprigFuncs(opts = {}) {
  return markSizeBounded(sprigMap(opts), WATCHED);
}
function sprigMap(opts) {
  return {
    hello: () => "Hello!",
    ...stringFuncs,
    ...listFuncs,
    ...dictFuncs,
    ...defaultFuncs,
    ...mathFuncs,
    ...encodingFuncs,
    ...cryptoFuncs,
    ...semverFuncs,
    ...regexFuncs,
    ...dateFuncs(opts.now ?? null),
    ...reflectionFuncs,
    ...urlFuncs,
    ...networkFuncs,
    ...pathFuncs,
    ...flowFuncs,
    ...randomFuncs(opts.random ?? null)
  };
}
var sprigFuncs = createSprigFuncs();
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DirectoryBlueprintFs,
  ExecMeter,
  GoInt,
  MemoryBlueprintFs,
  Template,
  TemplateExecError,
  TemplateParseError,
  blueprintPath,
  createSprigFuncs,
  cryptoRandom,
  fromYaml,
  isGoMap,
  landscaperFuncs,
  marshalYaml,
  openComponentRepository,
  sprigFuncs
});

},
})
