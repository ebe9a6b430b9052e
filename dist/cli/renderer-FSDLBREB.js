({
"renderer-FSDLBREB.js": function (exports, require, module, __filename, __dirname) {
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
// src/render/blueprint/blob.ts
// src/render/blueprint/problems.ts
// src/render/blueprint/known-keys.ts
// src/render/blueprint/blueprint.ts
// src/render/blueprint/components.ts
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
var import_chunk_THCNER3E = require("./chunk-THCNER3E.js");
var import_chunk_BHWMK35L = require("./chunk-BHWMK35L.js");
var import_chunk_HACCH3QW = require("./chunk-HACCH3QW.js");
var import_chunk_MOFJEM42 = require("./chunk-MOFJEM42.js");
var import_chunk_GBPQ6C2Q = require("./chunk-GBPQ6C2Q.js");
var import_chunk_RJXBFSRR = require("./chunk-RJXBFSRR.js");
var import_chunk_IKIJZLXX = require("./chunk-IKIJZLXX.js");
var import_chunk_ZHT2SFVF = require("./chunk-ZHT2SFVF.js");
var import_chunk_ULJWRQOR = require("./chunk-ULJWRQOR.js");
var import_chunk_SATB5FOH = require("./chunk-SATB5FOH.js");
var import_chunk_IKCADKEA = require("./chunk-IKCADKEA.js");
var import_chunk_IDCT4TUJ = require("./chunk-IDCT4TUJ.js");
var import_chunk_RRCBAIWP = require("./chunk-RRCBAIWP.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_5T3K7DTG = require("./chunk-5T3K7DTG.js");
var import_chunk_IJYRRC22 = require("./chunk-IJYRRC22.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_promises = require("node:fs/promises");
var import_node_path = __toESM(require("node:path"));
var import_node_fs = require("node:fs");
var import_node_path2 = __toESM(require("node:path"));
var import_node_stream = require("node:stream");
var import_node_zlib = require("node:zlib");
var import_node_fs2 = require("node:fs");
var import_node_path3 = __toESM(require("node:path"));
var import_node_crypto = require("node:crypto");
var require_default = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/events-universal/default.js"(exports22, module2) {
    module2.exports = (0, import_chunk_75QCMCYK.__require)("events");
  }
});
var require_fixed_size = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/fast-fifo/fixed-size.js"(exports22, module2) {
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
        const last = this.buffer[this.btm];
        if (last === void 0) return void 0;
        this.buffer[this.btm] = void 0;
        this.btm = this.btm + 1 & this.mask;
        return last;
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
  "node_modules/fast-fifo/index.js"(exports22, module2) {
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
  "node_modules/b4a/index.js"(exports22, module2) {
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
    function concat(buffers, totalLength) {
      return Buffer.concat(buffers, totalLength);
    }
    function copy(source, target, targetStart, start, end) {
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
      concat,
      copy,
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
  "node_modules/text-decoder/lib/pass-through-decoder.js"(exports22, module2) {
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
  "node_modules/text-decoder/lib/utf8-decoder.js"(exports22, module2) {
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
      const len = data.byteLength;
      if (len <= start) return 0;
      const limit = Math.max(start, len - 4);
      let i = len - 1;
      while (i > limit && (data[i] & 192) === 128) i--;
      if (i < start) return 0;
      const byte = data[i];
      let needed;
      if (byte <= 127) return 0;
      if (byte >= 194 && byte <= 223) needed = 2;
      else if (byte >= 224 && byte <= 239) needed = 3;
      else if (byte >= 240 && byte <= 244) needed = 4;
      else return 0;
      const available = len - i;
      return available < needed ? available : 0;
    }
    function trailingBytesSeen(data) {
      const len = data.byteLength;
      if (len === 0) return 0;
      const last = data[len - 1];
      if (last <= 127) return 0;
      if ((last & 192) !== 128) return 1;
      const limit = Math.max(0, len - 4);
      let i = len - 2;
      while (i >= limit && (data[i] & 192) === 128) i--;
      if (i < 0) return 1;
      const first = data[i];
      let needed;
      if (first >= 194 && first <= 223) needed = 2;
      else if (first >= 224 && first <= 239) needed = 3;
      else if (first >= 240 && first <= 244) needed = 4;
      else return 1;
      if (len - i !== needed) return 1;
      if (needed >= 3) {
        const second = data[i + 1];
        if (first === 224 && second < 160) return 1;
        if (first === 237 && second > 159) return 1;
        if (first === 240 && second < 144) return 1;
        if (first === 244 && second > 143) return 1;
      }
      return 0;
    }
  }
});
var require_text_decoder = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/text-decoder/index.js"(exports22, module2) {
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
  "node_modules/streamx/lib/errors.js"(exports22, module2) {
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
  "node_modules/streamx/index.js"(exports22, module2) {
    var { EventEmitter } = require_default();
    var FIFO = require_fast_fifo();
    var TextDecoder = require_text_decoder();
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
        const dec = new TextDecoder(encoding);
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
            ite.next().then(push).then(cb.bind(null, null)).catch(cb);
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
        function push(data) {
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
            return new Promise(function(resolve2, reject) {
              promiseResolve = resolve2;
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
          return new Promise((resolve2, reject) => {
            if (stream._duplexState & DESTROYED) return resolve2({ value: void 0, done: true });
            stream.once("close", function() {
              if (err) reject(err);
              else resolve2({ value: void 0, done: true });
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
        return new Promise((resolve2) => {
          state.drains.push({ writes, resolve: resolve2 });
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
      return new Promise((resolve2, reject) => {
        return pipeline(...streams, (err) => {
          if (err) return reject(err);
          resolve2();
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
  "node_modules/tar-stream/headers.js"(exports22) {
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
    exports22.decodeLongPath = function decodeLongPath(buf, encoding) {
      return decodeStr(buf, 0, buf.length, encoding);
    };
    exports22.encodePax = function encodePax(opts) {
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
    exports22.decodePax = function decodePax(buf) {
      const result = {};
      while (buf.length) {
        let i = 0;
        while (i < buf.length && buf[i] !== 32) i++;
        const len = parseInt(b4a.toString(buf.subarray(0, i)), 10);
        if (!len) return result;
        const b = b4a.toString(buf.subarray(i + 1, len - 1));
        const keyIndex = b.indexOf("=");
        if (keyIndex === -1) return result;
        result[b.slice(0, keyIndex)] = b.slice(keyIndex + 1);
        buf = buf.subarray(len);
      }
      return result;
    };
    exports22.encode = function encode(opts) {
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
    exports22.decode = function decode(buf, filenameEncoding, allowUnknownFormat) {
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
    function clamp(index, len, defaultValue) {
      if (typeof index !== "number") return defaultValue;
      index = ~~index;
      if (index >= len) return len;
      if (index >= 0) return index;
      index += len;
      if (index >= 0) return index;
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
      const len = b4a.byteLength(str3);
      let digits = Math.floor(Math.log(len) / Math.log(10)) + 1;
      if (len + digits >= Math.pow(10, digits)) digits++;
      return len + digits + str3;
    }
  }
});
var require_extract = (0, import_chunk_75QCMCYK.__commonJS)({
  "node_modules/tar-stream/extract.js"(exports22, module2) {
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
        let chunk = this._next(size);
        if (size === chunk.byteLength) return chunk;
        const chunks = [chunk];
        while ((size -= chunk.byteLength) > 0) {
          chunk = this._next(size);
          chunks.push(chunk);
        }
        return b4a.concat(chunks);
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
        function onnext(resolve2, reject) {
          if (error) {
            return reject(error);
          }
          if (entryStream) {
            resolve2({ value: entryStream, done: false });
            entryStream = null;
            return;
          }
          promiseResolve = resolve2;
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
          return new Promise((resolve2, reject) => {
            if (extract2.destroyed) return resolve2({ value: void 0, done: true });
            extract2.once("close", function() {
              if (err) reject(err);
              else resolve2({ value: void 0, done: true });
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
  "node_modules/tar-stream/constants.js"(exports22, module2) {
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
  "node_modules/tar-stream/pack.js"(exports22, module2) {
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
  "node_modules/tar-stream/index.js"(exports22) {
    exports22.extract = require_extract();
    exports22.pack = require_pack();
  }
});
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
    function date(str3) {
      const matches = DATE.exec(str3);
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
      return function time(str3) {
        const matches = TIME.exec(str3);
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
      return function date_time(str3) {
        const dateTime = str3.split(DATE_TIME_SEPARATOR);
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
    function uri(str3) {
      return NOT_URI_FRAGMENT.test(str3) && URI.test(str3);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str3) {
      BYTE.lastIndex = 0;
      return BYTE.test(str3);
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
    function regex(str3) {
      if (Z_ANCHOR.test(str3))
        return false;
      try {
        new RegExp(str3);
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
  list(dir) {
    const entries = this.dirs.get(dir);
    return entries === void 0 ? void 0 : [...entries];
  }
};
var DirectoryBlueprintFs = class {
  constructor(origin, boundary, dir) {
    this.origin = origin;
    this.boundary = boundary;
    this.dir = dir;
  }
  origin;
  boundary;
  dir;
  real(p) {
    const where2 = this.boundary.locateSync(p === "" ? this.dir : import_node_path2.default.join(this.dir, p));
    if (!where2.ok) {
      const shown = p === "" ? this.origin : `${this.origin}/${p}`;
      throw new ComponentError((0, import_chunk_A5J4CQWI.describeRefusal)(shown, where2.refusal));
    }
    return where2.exists ? where2.real : void 0;
  }
  read(p) {
    const real = this.real(p);
    if (real === void 0 || !(0, import_node_fs.statSync)(real).isFile()) return void 0;
    return (0, import_node_fs.readFileSync)(real, "utf8");
  }
  list(dir) {
    const real = this.real(dir);
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
      const chunks = [];
      for await (const chunk of entry) {
        total += chunk.length;
        if (total > MAX_BLOB_BYTES)
          throw new ComponentError(`${origin}: unpacks to more than ${MAX_BLOB_BYTES} bytes`);
        chunks.push(chunk);
      }
      if (h.type === "directory") {
        if (rel !== "") dirs.push(rel);
      } else if (h.type === "file" || h.type === "contiguous-file") {
        if (rel !== "") files.set(rel, Buffer.concat(chunks));
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
var BlueprintError = class extends import_chunk_MOFJEM42.PlacedError {
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
  const parsed = (0, import_chunk_IKIJZLXX.parseYamlFile)(file, text, source, { dialect: "go-yaml-v2" });
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
var executions = [{ name: import_chunk_THCNER3E.ANY_VALUE, type: import_chunk_THCNER3E.ANY_VALUE, file: import_chunk_THCNER3E.ANY_VALUE, template: import_chunk_THCNER3E.ANY_VALUE }];
var importDefinition = {
  name: import_chunk_THCNER3E.ANY_VALUE,
  schema: import_chunk_THCNER3E.ANY_VALUE,
  targetType: import_chunk_THCNER3E.ANY_VALUE,
  type: import_chunk_THCNER3E.ANY_VALUE,
  required: import_chunk_THCNER3E.ANY_VALUE,
  default: { value: import_chunk_THCNER3E.ANY_VALUE }
};
importDefinition.imports = [importDefinition];
var reference = { name: import_chunk_THCNER3E.ANY_VALUE, key: import_chunk_THCNER3E.ANY_VALUE };
var imports = {
  data: [{ name: import_chunk_THCNER3E.ANY_VALUE, dataRef: import_chunk_THCNER3E.ANY_VALUE, version: import_chunk_THCNER3E.ANY_VALUE, secretRef: reference, configMapRef: reference }],
  targets: [{ name: import_chunk_THCNER3E.ANY_VALUE, target: import_chunk_THCNER3E.ANY_VALUE, targets: import_chunk_THCNER3E.ANY_VALUE, targetListRef: import_chunk_THCNER3E.ANY_VALUE, targetMap: import_chunk_THCNER3E.ANY_VALUE, targetMapRef: import_chunk_THCNER3E.ANY_VALUE }]
};
var exports2 = { data: [{ name: import_chunk_THCNER3E.ANY_VALUE, dataRef: import_chunk_THCNER3E.ANY_VALUE }], targets: [{ name: import_chunk_THCNER3E.ANY_VALUE, target: import_chunk_THCNER3E.ANY_VALUE }] };
var optimization = { hasNoSiblingImports: import_chunk_THCNER3E.ANY_VALUE, hasNoSiblingExports: import_chunk_THCNER3E.ANY_VALUE };
var installationTemplate = {
  apiVersion: import_chunk_THCNER3E.ANY_VALUE,
  kind: import_chunk_THCNER3E.ANY_VALUE,
  name: import_chunk_THCNER3E.ANY_VALUE,
  blueprint: { ref: import_chunk_THCNER3E.ANY_VALUE, filesystem: import_chunk_THCNER3E.ANY_VALUE },
  imports,
  importDataMappings: import_chunk_THCNER3E.ANY_VALUE,
  exports: exports2,
  exportDataMappings: import_chunk_THCNER3E.ANY_VALUE,
  optimization
};
var BLUEPRINT = {
  apiVersion: import_chunk_THCNER3E.ANY_VALUE,
  kind: import_chunk_THCNER3E.ANY_VALUE,
  annotations: import_chunk_THCNER3E.ANY_VALUE,
  jsonSchemaVersion: import_chunk_THCNER3E.ANY_VALUE,
  // Landscaper's own examples and guided tour write `jsonSchema:` (no field reads it); a warning in
  // nearly every blueprint would drown the ones that matter.
  jsonSchema: import_chunk_THCNER3E.ANY_VALUE,
  localTypes: import_chunk_THCNER3E.ANY_VALUE,
  imports: [importDefinition],
  importExecutions: executions,
  exports: [{ name: import_chunk_THCNER3E.ANY_VALUE, schema: import_chunk_THCNER3E.ANY_VALUE, targetType: import_chunk_THCNER3E.ANY_VALUE, type: import_chunk_THCNER3E.ANY_VALUE }],
  exportExecutions: executions,
  subinstallations: [{ file: import_chunk_THCNER3E.ANY_VALUE, ...installationTemplate }],
  subinstallationExecutions: executions,
  deployExecutions: executions
};
var INSTALLATION = {
  apiVersion: import_chunk_THCNER3E.ANY_VALUE,
  kind: import_chunk_THCNER3E.ANY_VALUE,
  metadata: import_chunk_THCNER3E.ANY_VALUE,
  spec: {
    context: import_chunk_THCNER3E.ANY_VALUE,
    verification: { signatureName: import_chunk_THCNER3E.ANY_VALUE },
    componentDescriptor: { ref: { repositoryContext: import_chunk_THCNER3E.ANY_VALUE, componentName: import_chunk_THCNER3E.ANY_VALUE, version: import_chunk_THCNER3E.ANY_VALUE }, inline: import_chunk_THCNER3E.ANY_VALUE },
    blueprint: { ref: { resourceName: import_chunk_THCNER3E.ANY_VALUE }, inline: { filesystem: import_chunk_THCNER3E.ANY_VALUE } },
    imports,
    importDataMappings: import_chunk_THCNER3E.ANY_VALUE,
    exports: exports2,
    exportDataMappings: import_chunk_THCNER3E.ANY_VALUE,
    automaticReconcile: {
      succeededReconcile: { interval: import_chunk_THCNER3E.ANY_VALUE, cronSpec: import_chunk_THCNER3E.ANY_VALUE },
      failedReconcile: { numberOfReconciles: import_chunk_THCNER3E.ANY_VALUE, interval: import_chunk_THCNER3E.ANY_VALUE, cronSpec: import_chunk_THCNER3E.ANY_VALUE }
    },
    optimization
  },
  status: import_chunk_THCNER3E.ANY_VALUE
};
var DEPLOY_ITEM = {
  name: import_chunk_THCNER3E.ANY_VALUE,
  type: import_chunk_THCNER3E.ANY_VALUE,
  // `namespace` is no field (the installation's namespace is used), but Landscaper's own examples
  // write the imported Target's, always that same namespace: harmless, and too common to flag.
  target: { name: import_chunk_THCNER3E.ANY_VALUE, namespace: import_chunk_THCNER3E.ANY_VALUE, import: import_chunk_THCNER3E.ANY_VALUE, index: import_chunk_THCNER3E.ANY_VALUE, key: import_chunk_THCNER3E.ANY_VALUE },
  labels: import_chunk_THCNER3E.ANY_VALUE,
  config: import_chunk_THCNER3E.ANY_VALUE,
  dependsOn: import_chunk_THCNER3E.ANY_VALUE,
  timeout: import_chunk_THCNER3E.ANY_VALUE,
  updateOnChangeOnly: import_chunk_THCNER3E.ANY_VALUE,
  onDelete: { skipUninstallIfClusterRemoved: import_chunk_THCNER3E.ANY_VALUE }
};
var SHAPES = { blueprint: BLUEPRINT, installation: INSTALLATION, installationTemplate };
function unknownKeyWarnings(parsed, kind) {
  return (0, import_chunk_THCNER3E.unknownKeys)(parsed.value, SHAPES[kind]).map(
    ({ path: path4, key, known }) => new BlueprintError(
      (0, import_chunk_RRCBAIWP.atPath)(path4, ignored(key, known)),
      { file: parsed.file, ...(0, import_chunk_IKIJZLXX.positionOf)(parsed, path4, { key: true }) },
      "UnknownKey"
    )
  );
}
function deployItemWarnings(item, where2, place) {
  return executionWarnings(item, DEPLOY_ITEM, true, where2, place);
}
function templateWarnings(template, where2, place) {
  return executionWarnings(template, installationTemplate, false, where2, place);
}
function executionWarnings(value, shape, ignoreCase, where2, place) {
  return (0, import_chunk_THCNER3E.unknownKeys)(value, shape, { ignoreCase }).map(
    ({ path: path4, key, known }) => new BlueprintError(`${where2}: ${(0, import_chunk_RRCBAIWP.atPath)(path4, ignored(key, known))}`, place, "UnknownKey")
  );
}
var ignored = (key, known) => `unknown key ${JSON.stringify(key)}: Landscaper ignores it${(0, import_chunk_CCBYBVFN.suggestion)(key, known)}`;
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
  const parsed = (0, import_chunk_IKIJZLXX.parseYamlFile)(file, text, source, { dialect: "go-yaml-v2" });
  const syntax = parsed.diagnostics.filter((d) => d.severity === "error");
  if (syntax.length > 0) {
    throw new BlueprintErrors(
      syntax.map(
        (d) => new BlueprintError(d.message, { file, line: d.line, column: d.column }, "YamlSyntax")
      )
    );
  }
  const problems = [];
  const problem = (at, message) => problems.push(new BlueprintError(message, (0, import_chunk_MOFJEM42.placeOf)(parsed, at)));
  const doc = parsed.value;
  if (!(0, import_chunk_ZHT2SFVF.isRecord)(doc)) throw new BlueprintError(`${BLUEPRINT_FILE} must be a mapping`, (0, import_chunk_MOFJEM42.placeOf)(parsed, []));
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
    localTypes: (0, import_chunk_ZHT2SFVF.isRecord)(doc.localTypes) ? doc.localTypes : {},
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
function withDomain(targetType) {
  return targetType !== "" && !targetType.includes("/") ? `${LANDSCAPER_DOMAIN}/${targetType}` : targetType;
}
function importDefinitions(list, base, names, problem) {
  const out = [];
  list.forEach((raw, i) => {
    const at = [...base, i];
    if (!(0, import_chunk_ZHT2SFVF.isRecord)(raw)) {
      problem(at, "an import definition must be a mapping");
      return;
    }
    const name = str(raw.name);
    if (name === "") problem([...at, "name"], "name must not be empty");
    else if (names.has(name)) problem([...at, "name"], `duplicate import name ${JSON.stringify(name)}`);
    names.add(name);
    const required = raw.required === void 0 || raw.required === null ? true : raw.required === true;
    const targetType = str(raw.targetType);
    let type = str(raw.type);
    if (type === "") {
      if (raw.schema !== void 0 && targetType !== "") {
        problem(at, "either schema or targetType must be specified, not both");
      } else if (raw.schema !== void 0) type = "data";
      else if (targetType !== "") type = "target";
      else problem(at, "either schema or targetType must not be empty");
    } else if (!IMPORT_TYPES.includes(type)) {
      problem(
        [...at, "type"],
        `unsupported import type ${JSON.stringify(type)}: supported values: ${IMPORT_TYPES.map((t) => `"${t}"`).join(", ")}`
      );
    } else if (type === "data" && raw.schema === void 0) {
      problem(at, "Schema must not be empty for type data");
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
    if ((0, import_chunk_ZHT2SFVF.isRecord)(raw.default) && raw.default.value !== void 0) def.default = { value: raw.default.value };
    out.push(def);
  });
  return out;
}
function exportDefinitions(list, problem) {
  const names = /* @__PURE__ */ new Set();
  const out = [];
  list.forEach((raw, i) => {
    const at = ["exports", i];
    if (!(0, import_chunk_ZHT2SFVF.isRecord)(raw)) {
      problem(at, "an export definition must be a mapping");
      return;
    }
    const name = str(raw.name);
    if (name === "") problem([...at, "name"], "name must not be empty");
    else if (names.has(name)) problem([...at, "name"], `duplicated export name ${JSON.stringify(name)}`);
    names.add(name);
    const targetType = str(raw.targetType);
    let type = str(raw.type);
    if (type === "") type = raw.schema !== void 0 ? "data" : targetType !== "" ? "target" : "";
    if (type !== "data" && type !== "target") {
      problem(
        type === "" ? at : [...at, "type"],
        type === "" ? "exactly one of Schema, TargetType must be set" : `unsupported export type ${JSON.stringify(type)}: supported values: "data", "target"`
      );
      return;
    }
    if (type === "data" && raw.schema === void 0) problem(at, "Schema must not be empty for type data");
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
    if (!(0, import_chunk_ZHT2SFVF.isRecord)(raw)) {
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
    if (!(0, import_chunk_ZHT2SFVF.isRecord)(raw)) {
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
var import_yaml = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
var DESCRIPTOR_FILE = "component-descriptor.yaml";
var BLUEPRINT_TYPES = ["landscaper.gardener.cloud/blueprint", "blueprint"];
var JSONSCHEMA_TYPE = "landscaper.gardener.cloud/jsonschema";
var MAX_URI_LENGTH = 2083;
var str2 = (v) => typeof v === "string" ? v : "";
var arr = (v) => Array.isArray(v) ? v : [];
var maps = (v) => arr(v).filter(import_chunk_BHWMK35L.isGoMap);
function setIf(out, key, v, keep) {
  if (keep) out[key] = structuredClone(v);
}
var nonEmptyMap = (v) => (0, import_chunk_BHWMK35L.isGoMap)(v) && Object.keys(v).length > 0;
var nonEmptyList = (v) => Array.isArray(v) && v.length > 0;
var present = (v) => v !== void 0 && v !== null;
function labelsOf(v) {
  return maps(v).map((l) => ({ name: str2(l.name), value: l.value ?? null }));
}
function identityMeta(o, version) {
  const out = { name: str2(o.name), version, type: str2(o.type) };
  setIf(out, "extraIdentity", o.extraIdentity, nonEmptyMap(o.extraIdentity));
  if (nonEmptyList(o.labels)) out.labels = labelsOf(o.labels);
  return out;
}
function encodeDescriptor(raw) {
  const c = (0, import_chunk_BHWMK35L.isGoMap)(raw.component) ? raw.component : {};
  const version = str2(c.version);
  const component = { name: str2(c.name), version };
  if (nonEmptyList(c.labels)) component.labels = labelsOf(c.labels);
  component.repositoryContexts = arr(c.repositoryContexts).map((r) => structuredClone(r ?? null));
  component.provider = str2(c.provider);
  component.sources = maps(c.sources).map((s) => ({
    ...identityMeta(s, str2(s.version)),
    access: structuredClone(s.access ?? null)
  }));
  component.componentReferences = maps(c.componentReferences).map((r) => {
    const out2 = { name: str2(r.name), componentName: str2(r.componentName), version: str2(r.version) };
    setIf(out2, "extraIdentity", r.extraIdentity, nonEmptyMap(r.extraIdentity));
    setIf(out2, "digest", r.digest, present(r.digest));
    if (nonEmptyList(r.labels)) out2.labels = labelsOf(r.labels);
    return out2;
  });
  component.resources = maps(c.resources).map((r) => {
    const relation = str2(r.relation);
    const v = relation === "local" && str2(r.version) === "" ? version : str2(r.version);
    const out2 = identityMeta(r, v);
    setIf(out2, "digest", r.digest, present(r.digest));
    if (relation !== "") out2.relation = relation;
    setIf(out2, "srcRef", r.srcRef, nonEmptyList(r.srcRef));
    out2.access = structuredClone(r.access ?? null);
    return out2;
  });
  if (str2(c.creationTime) !== "") component.creationTime = str2(c.creationTime);
  const out = { meta: { schemaVersion: "v2" }, component };
  setIf(out, "signatures", raw.signatures, nonEmptyList(raw.signatures));
  return out;
}
function checkDescriptor(data, shown) {
  if (!(0, import_chunk_BHWMK35L.isGoMap)(data)) throw new ComponentError(`${shown}: a component descriptor must be a YAML mapping`);
  const meta = (0, import_chunk_BHWMK35L.isGoMap)(data.meta) ? data.meta : void 0;
  const schema = meta?.schemaVersion;
  if (schema !== "v2")
    throw new ComponentError(
      `${shown}: unsupported component descriptor schema version ${JSON.stringify(schema ?? null)} (expected meta.schemaVersion: v2)`
    );
  const c = data.component;
  if (!(0, import_chunk_BHWMK35L.isGoMap)(c) || str2(c.name) === "" || str2(c.version) === "")
    throw new ComponentError(`${shown}: component.name and component.version are required`);
  return data;
}
function parseDescriptor(text, shown) {
  const lineCounter = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, {
    ...(0, import_chunk_5T3K7DTG.dialectSettings)("go-yaml-v2").options,
    lineCounter,
    prettyErrors: false,
    uniqueKeys: false
  });
  const err = doc.errors[0];
  if (err !== void 0) {
    const { line, col } = lineCounter.linePos(err.pos[0]);
    const first = err.message.split("\n")[0];
    throw new ComponentError(`${shown}:${line}:${col}: ${first}`);
  }
  let value;
  try {
    value = (0, import_chunk_IJYRRC22.boundedToJS)(doc);
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
  let rest = uri.slice(scheme?.[0].length ?? 0);
  let fragment = "";
  const hash = rest.indexOf("#");
  if (hash >= 0) {
    fragment = rest.slice(hash + 1);
    rest = rest.slice(0, hash);
  }
  const query = rest.indexOf("?");
  if (query >= 0) rest = rest.slice(0, query);
  if (rest.startsWith("//")) rest = rest.slice(2);
  let decoded;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    throw new Error(`invalid URL escape in ${JSON.stringify(uri)}`);
  }
  const parts = [];
  for (const seg of decoded.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") parts.pop();
    else parts.push(seg);
  }
  const split = parts.length === 0 ? [""] : parts;
  if (split.length % 2 !== 0) throw new Error("even number of path arguments expected");
  const out = [];
  for (let i = 0; i < split.length; i += 2)
    out.push({ keyword: split[i], value: split[i + 1] });
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
    return import_node_path3.default.relative(this.displayRoot, p) || ".";
  }
  component(from, what) {
    const base = from ?? this.root;
    if (base === void 0)
      throw new ComponentError(`${what}: no component descriptor is defined to resolve it`);
    const found = this.all.find((c) => c.name === base.name && c.version === base.version);
    if (found === void 0)
      throw new ComponentError(`${what}: unknown component ${base.name}:${base.version}`);
    return found;
  }
  referenced(c, refName) {
    const ref2 = maps((0, import_chunk_BHWMK35L.isGoMap)(c.descriptor.component) ? c.descriptor.component.componentReferences : []).find(
      (r) => str2(r.name) === refName
    );
    if (ref2 === void 0) throw new Error(`component reference ${refName} cannot be found`);
    const target = this.all.find((x) => x.name === str2(ref2.componentName) && x.version === str2(ref2.version));
    if (target === void 0) throw new Error(`component ${refName} cannot be found`);
    return target;
  }
  /** URI.GetResource: the component and resource a cd:// URI names. */
  resolveUri(uri, from, what) {
    let component = this.component(from, `${what} ${JSON.stringify(uri)}`);
    const fail = (msg) => {
      throw new ComponentError(`${component.shown}: ${what} ${JSON.stringify(uri)}: ${msg}`);
    };
    let parsed;
    try {
      parsed = parseCdUri(uri);
    } catch (e) {
      return fail(e.message);
    }
    for (const [i, elem] of parsed.path.entries()) {
      const isLast = i === parsed.path.length - 1;
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
    const what = `${component.shown}: resource ${str2(resource.name)}`;
    if (str2(resource.type) !== JSONSCHEMA_TYPE)
      throw new ComponentError(`${what}: no handler found for resource type ${str2(resource.type)}`);
    const blob = this.locateBlob(component, resource);
    if ((0, import_node_fs2.statSync)(blob.real).isDirectory())
      throw new ComponentError(`${what}: blob ${blob.shown} is a directory, not a JSON schema`);
    if ((0, import_node_fs2.statSync)(blob.real).size > MAX_BLOB_BYTES)
      throw new ComponentError(`${what}: blob ${blob.shown} is larger than ${MAX_BLOB_BYTES} bytes`);
    return autoDecompress((0, import_node_fs2.readFileSync)(blob.real), blob.shown).toString("utf8");
  }
  async blueprintFs(component, resource) {
    const what = `${component.shown}: resource ${str2(resource.name)}`;
    if (!BLUEPRINT_TYPES.includes(str2(resource.type)))
      throw new ComponentError(`${what}: no blueprint handler for resource type ${str2(resource.type)}`);
    const blob = this.locateBlob(component, resource);
    const st = (0, import_node_fs2.statSync)(blob.real);
    if (st.isDirectory()) return new DirectoryBlueprintFs(blob.shown, this.boundary, blob.path);
    if (st.size > MAX_BLOB_BYTES)
      throw new ComponentError(`${what}: blob ${blob.shown} is larger than ${MAX_BLOB_BYTES} bytes`);
    return unpackTar((0, import_node_fs2.readFileSync)(blob.real), blob.shown);
  }
  /** The blob behind a local access, as ocm's local repository finds it: `blobs/<reference>`. */
  locateBlob(component, resource) {
    const what = `${component.shown}: resource ${str2(resource.name)}`;
    const access = (0, import_chunk_BHWMK35L.isGoMap)(resource.access) ? resource.access : {};
    const type = str2(access.type);
    const reference2 = type === "localFilesystemBlob" ? str2(access.filename) : type === "localBlob" ? str2(access.localReference) : type === "localOciBlob" ? str2(access.digest) : void 0;
    if (reference2 === void 0)
      throw new ComponentError(
        `${what}: access type ${JSON.stringify(type)} is not a local blob (localFilesystemBlob); only local blobs are read`
      );
    if (reference2 === "") throw new ComponentError(`${what}: the ${type} access names no blob`);
    if (component.blobDir === void 0)
      throw new ComponentError(`${what}: an inline component descriptor has no blobs directory`);
    const p = import_node_path3.default.join(component.blobDir, import_node_path3.default.posix.join("/", reference2));
    const shown = this.show(p);
    const where2 = this.boundary.locateSync(p);
    if (!where2.ok) throw new ComponentError(`${what}: ${(0, import_chunk_A5J4CQWI.describeRefusal)(shown, where2.refusal)}`);
    if (!where2.exists) throw new ComponentError(`${what}: blob ${shown} does not exist`);
    return { path: p, real: where2.real, shown };
  }
};
function findResource(c, name) {
  const component = (0, import_chunk_BHWMK35L.isGoMap)(c.descriptor.component) ? c.descriptor.component : {};
  const found = maps(component.resources).filter(
    (r) => str2(r.name) === name && !nonEmptyMap(r.extraIdentity ?? null)
  );
  return found.length === 1 ? found[0] : void 0;
}
var ref = (c) => ({ name: c.name, version: c.version, descriptor: c.descriptor });
function makeComponent(raw, shown, file) {
  const descriptor = encodeDescriptor(raw);
  const c = descriptor.component;
  return {
    name: str2(c.name),
    version: str2(c.version),
    descriptor,
    shown,
    blobDir: file === void 0 ? void 0 : import_node_path3.default.join(import_node_path3.default.dirname(file), "blobs")
  };
}
function findDescriptorFiles(dir, out) {
  let entries;
  try {
    entries = (0, import_node_fs2.readdirSync)(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const e of entries) {
    const p = import_node_path3.default.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== "blobs" && e.name !== ".git" && e.name !== "node_modules") findDescriptorFiles(p, out);
    } else if (e.name === DESCRIPTOR_FILE) out.push(p);
  }
}
async function openComponentRepository(opts) {
  const { boundary, descriptorPath, inlineDescriptor, displayRoot } = opts;
  const show = (p) => import_node_path3.default.relative(displayRoot, p) || ".";
  const read = async (file) => {
    const shown = show(file);
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
    const shown = descriptorPath === void 0 ? "inline component descriptor" : show(descriptorPath);
    root = makeComponent(checkDescriptor(inlineDescriptor, shown), shown, descriptorPath);
  } else if (descriptorPath !== void 0) {
    root = makeComponent(await read(descriptorPath), show(descriptorPath), descriptorPath);
  }
  if (root === void 0) return new Repository(boundary, displayRoot, void 0, []);
  let index;
  const searchIndex = async () => {
    if (index !== void 0) return index;
    index = { found: [], unreadable: [] };
    if (descriptorPath === void 0) return index;
    let top = import_node_path3.default.dirname(import_node_path3.default.dirname(descriptorPath));
    const where2 = boundary.locateSync(top);
    if (!where2.ok || !where2.exists) top = boundary.root;
    else top = where2.real;
    const files = [];
    findDescriptorFiles(top, files);
    for (const file of files) {
      const located = boundary.locateSync(file);
      if (!located.ok) {
        index.unreadable.push((0, import_chunk_A5J4CQWI.describeRefusal)(show(file), located.refusal));
        continue;
      }
      try {
        index.found.push(makeComponent(await read(file), show(file), file));
      } catch (e) {
        index.unreadable.push(e.message);
      }
    }
    return index;
  };
  const all = [root];
  const seen = /* @__PURE__ */ new Set([`${root.name}\0${root.version}`]);
  for (let i = 0; i < all.length; i++) {
    const c = all[i];
    const refs = maps(c.descriptor.component.componentReferences);
    for (const r of refs) {
      const name = str2(r.componentName);
      const version = str2(r.version);
      const key = `${name}\0${version}`;
      if (seen.has(key)) continue;
      const { found, unreadable } = await searchIndex();
      const matches = found.filter((x) => x.name === name && x.version === version);
      if (matches.length === 0) {
        const where2 = descriptorPath === void 0 ? "an inline component descriptor has no directory to search" : `no ${DESCRIPTOR_FILE} under ${show(import_node_path3.default.dirname(import_node_path3.default.dirname(descriptorPath)))} has that name and version`;
        const also = unreadable.length > 0 ? ` (not read: ${unreadable.join("; ")})` : "";
        throw new ComponentError(
          `${c.shown}: component reference ${str2(r.name)}: component ${name}:${version} cannot be found: ${where2}${also}`
        );
      }
      if (matches.length > 1)
        throw new ComponentError(
          `${c.shown}: component reference ${str2(r.name)}: component ${name}:${version} is described by ${matches.map((m) => m.shown).join(" and ")}`
        );
      seen.add(key);
      all.push(matches[0]);
    }
  }
  return new Repository(boundary, displayRoot, root, all);
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
  if ((0, import_chunk_BHWMK35L.isGoMap)(spec.labels)) {
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
  for (const k of keys) cur = (0, import_chunk_BHWMK35L.isGoMap)(cur) ? cur[k] : void 0;
  return typeof cur === "string" ? cur : "";
}
function resolveTarget(item, imports2, importDefs, namespace) {
  const ref2 = item.spec.target;
  if (ref2 === void 0 || ref2 === null) return void 0;
  const fail = (message) => new BlueprintError(
    `invalid deployitem specification ${JSON.stringify(item.name)}: ${message}`,
    item.place,
    "InvalidTarget"
  );
  if (!(0, import_chunk_BHWMK35L.isGoMap)(ref2)) throw fail("target must be a mapping");
  const importName = typeof ref2.import === "string" ? ref2.import : "";
  if (importName === "") {
    if (typeof ref2.name !== "string" || ref2.name === "") throw fail("empty target reference");
    return { name: ref2.name, namespace };
  }
  const def = importDefs.get(importName);
  const raw = imports2[importName];
  let target;
  if (ref2.index !== void 0 && ref2.index !== null) {
    if (!def) throw fail(`targetlist import ${JSON.stringify(importName)} not found`);
    if (def.type !== "targetList") throw fail(`import ${JSON.stringify(importName)} is not a targetlist`);
    if (raw === void 0 || raw === null)
      throw fail(`no value for import ${JSON.stringify(importName)} given`);
    if (!Array.isArray(raw)) throw fail(`invalid target spec for import ${JSON.stringify(importName)}`);
    const index = Number(ref2.index);
    if (!Number.isInteger(index) || index < 0 || index >= raw.length)
      throw fail(`index ${String(ref2.index)} out of bounds`);
    target = raw[index];
  } else if (typeof ref2.key === "string") {
    if (!def) throw fail(`targetmap import ${JSON.stringify(importName)} not found`);
    if (def.type !== "targetMap") throw fail(`import ${JSON.stringify(importName)} is not a targetmap`);
    if (!(0, import_chunk_BHWMK35L.isGoMap)(raw)) throw fail(`no value for import ${JSON.stringify(importName)} given`);
    if (!(ref2.key in raw))
      throw fail(
        `key ${JSON.stringify(ref2.key)} not found in targetmap import ${JSON.stringify(importName)}`
      );
    target = raw[ref2.key];
  } else {
    if (!def) throw fail(`target import ${JSON.stringify(importName)} not found`);
    if (def.type !== "target") throw fail(`import ${JSON.stringify(importName)} is not a target`);
    if (raw === void 0 || raw === null)
      throw fail(`no value for import ${JSON.stringify(importName)} given`);
    if (!(0, import_chunk_BHWMK35L.isGoMap)(raw)) throw fail(`invalid target spec for import ${JSON.stringify(importName)}`);
    target = raw;
  }
  const out = { name: nested(target, "metadata", "name") };
  const ns = nested(target, "metadata", "namespace");
  if (ns !== "") out.namespace = ns;
  return out;
}
function jsonValue(v) {
  if (typeof v === "bigint") return Number(v);
  if (v instanceof import_chunk_BHWMK35L.GoInt) return Number(v.value);
  if (Array.isArray(v)) return v.map(jsonValue);
  if (v !== null && typeof v === "object") {
    const out = {};
    for (const [k, e] of Object.entries(v)) if (e !== void 0) out[k] = jsonValue(e);
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
var sprig = (0, import_chunk_BHWMK35L.createSprigFuncs)({ random: import_chunk_BHWMK35L.cryptoRandom });
var EXECUTION_TIMEOUT_MS = 6e4;
function runExecution(kind, exec, values, ctx, state) {
  const { blueprint } = ctx;
  const execPlace = (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, exec.at);
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
  const execute = (name, text, data) => import_chunk_BHWMK35L.Template.parse(name, text, { funcs, missingKey: "zero", meter }).execute(data);
  funcs = [
    sprig,
    (0, import_chunk_BHWMK35L.landscaperFuncs)({
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
    if (err instanceof import_chunk_BHWMK35L.TemplateParseError || err instanceof import_chunk_BHWMK35L.TemplateExecError) {
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
    parsed = jsonValue((0, import_chunk_BHWMK35L.fromYaml)(output2));
  } catch (err) {
    throw new BlueprintError(
      `${named}: error while decoding templated execution: ${err.message}`,
      source.placeOf(""),
      "TemplateOutputInvalid"
    );
  }
  if (ctx.secrets) (0, import_chunk_RJXBFSRR.collectSecrets)(parsed, ctx.secrets);
  if (parsed === null || parsed === void 0) return {};
  if (!(0, import_chunk_BHWMK35L.isGoMap)(parsed)) {
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
  if (!budget) return import_chunk_BHWMK35L.ExecMeter.within(EXECUTION_TIMEOUT_MS, own);
  const ms = budget.unitMs(EXECUTION_TIMEOUT_MS);
  return import_chunk_BHWMK35L.ExecMeter.within(ms, ms < EXECUTION_TIMEOUT_MS ? budget.exceededMessage() : own);
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
        (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, [...exec.at, "template"])
      );
    }
    const at = [...exec.at, "template"];
    return {
      text: exec.template,
      placeOf: (message) => {
        const { line, column } = lineOf(message);
        return {
          file: blueprint.parsed.file,
          ...(0, import_chunk_IKIJZLXX.positionInBlock)(blueprint.parsed, blueprint.text, at, line, column)
        };
      }
    };
  }
  if (exec.file !== void 0) {
    let text;
    try {
      text = blueprint.fs.read((0, import_chunk_BHWMK35L.blueprintPath)("open", exec.file));
    } catch (err) {
      throw new BlueprintError(
        `${named}: ${err.message}`,
        (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, [...exec.at, "file"])
      );
    }
    if (text === void 0) {
      throw new BlueprintError(
        `${named}: open ${exec.file}: file does not exist`,
        (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, [...exec.at, "file"]),
        "MissingFile"
      );
    }
    const file = blueprintFilePath(blueprint.fs, (0, import_chunk_BHWMK35L.blueprintPath)("open", exec.file));
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
var import_yaml2 = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
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
    const ref2 = map.$ref;
    if (typeof ref2 !== "string") throw new SchemaError(`invalid $ref at ${where(at)}: expected a string`);
    const abs = ref2.startsWith("#") && w.src.id !== void 0 ? w.src.id + ref2 : ref2;
    if (LANDSCAPER_REF.test(abs)) return resolveRef(abs, w, top, at);
  }
  const out = {};
  for (const [k, v] of Object.entries(map)) out[k] = resolve(v, w, false, at ? `${at}.${k}` : k);
  return out;
}
function where(at) {
  return at || "(root)";
}
function resolveRef(ref2, { ctx, src, chain }, top, at) {
  const [, scheme, location = "", fragment] = LANDSCAPER_REF.exec(ref2);
  const fail = (reason) => new SchemaError(`$ref "${ref2}" at ${where(at)}: ${reason}`);
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
    return (0, import_yaml2.parse)(text);
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
var ajvOptions = { strict: false, allErrors: true, logger: false, code: { regExp: import_chunk_ULJWRQOR.re2RegExp } };
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
  ajv.addFormat("regex", import_chunk_ULJWRQOR.re2RegexFormat);
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
    if (out) out[k] = c;
  }
  return out ?? value;
}
function constructImports(blueprint, available, schemas, valuePlace, injected) {
  const imports2 = {};
  const definitions = /* @__PURE__ */ new Map();
  const problems = [];
  const at = (def, path4 = []) => valuePlace(def.name, path4) ?? (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, def.at);
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
              (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, def.at),
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
        const path4 = fieldPathSegments(p.path);
        const where2 = p.path !== "" ? ` at ${p.path}` : "";
        problems.push(
          new BlueprintError(
            `import ${JSON.stringify(def.name)}${given}: imported datatype does not have the expected schema: value${where2} ${p.message}`,
            at(def, path4),
            "ImportSchemaInvalid"
          )
        );
      }
    } catch (err) {
      if (!(err instanceof SchemaError)) throw err;
      problems.push(
        new BlueprintError(
          `import ${JSON.stringify(def.name)}: ${err.message}`,
          (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, [...def.at, "schema"]),
          "SchemaInvalid"
        )
      );
    }
  };
  const checkTargets = (def, value) => {
    const problem = (message, path4 = []) => problems.push(
      new BlueprintError(
        `import ${JSON.stringify(def.name)}: ${message}`,
        at(def, path4),
        "ImportTargetInvalid"
      )
    );
    const checkOne = (target, what, path4) => {
      const spec = (0, import_chunk_BHWMK35L.isGoMap)(target) ? target.spec : void 0;
      const type = (0, import_chunk_BHWMK35L.isGoMap)(spec) ? spec.type : void 0;
      if (typeof type !== "string")
        return problem(`${what} does not match the expected target template schema`, path4);
      if (type !== def.targetType)
        problem(`${what} type is ${type} but expected ${def.targetType}`, [...path4, "spec", "type"]);
    };
    if (def.type === "target") checkOne(value, "imported target", []);
    else if (def.type === "targetList") {
      if (!Array.isArray(value)) return problem("targetlist import is not a list");
      for (const [i, t] of value.entries())
        checkOne(t, `element at position ${i} of the imported targetlist`, [i]);
    } else {
      if (!(0, import_chunk_BHWMK35L.isGoMap)(value)) return problem("targetmap import is not a map");
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
  const declared = (0, import_chunk_BHWMK35L.isGoMap)(schema) ? schema.type : void 0;
  const types = (Array.isArray(declared) ? declared : [declared]).filter((t) => typeof t === "string");
  if (types.length === 0 || types.includes("string") || !types.some((t) => NON_STRING.has(t)))
    return value;
  try {
    const parsed = jsonValue((0, import_chunk_BHWMK35L.fromYaml)(value));
    return parsed === null ? value : parsed;
  } catch {
    return value;
  }
}
function fieldPathSegments(path4) {
  const out = [];
  const re = /([^.[\]"]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g;
  for (let m = re.exec(path4); m; m = re.exec(path4)) {
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
        place: (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, entry.at),
        origin: blueprint.parsed.file,
        source: { parsed: blueprint.parsed, text: blueprint.text, at: entry.at }
      };
    }
    const at = (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, [...entry.at, "file"]);
    const clean = (0, import_chunk_BHWMK35L.blueprintPath)("open", entry.file);
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
    if (!(0, import_chunk_BHWMK35L.isGoMap)(parsed.value))
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
  const exports22 = (0, import_chunk_BHWMK35L.isGoMap)(t.exports) ? t.exports : {};
  const list = exports22[kind];
  return Array.isArray(list) ? list.flatMap((e) => (0, import_chunk_BHWMK35L.isGoMap)(e) && typeof e[key] === "string" ? [e[key]] : []) : [];
};
function importRefs(t) {
  const imports2 = (0, import_chunk_BHWMK35L.isGoMap)(t.imports) ? t.imports : {};
  const data = (Array.isArray(imports2.data) ? imports2.data : []).flatMap(
    (i) => (0, import_chunk_BHWMK35L.isGoMap)(i) && typeof i.dataRef === "string" && i.dataRef !== "" ? [i.dataRef] : []
  );
  const targets = (Array.isArray(imports2.targets) ? imports2.targets : []).flatMap((i) => {
    if (!(0, import_chunk_BHWMK35L.isGoMap)(i)) return [];
    if (typeof i.target === "string" && i.target !== "") return [i.target];
    if (Array.isArray(i.targets)) return i.targets.map(String);
    if ((0, import_chunk_BHWMK35L.isGoMap)(i.targetMap)) return Object.values(i.targetMap).map(String);
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
      (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, ["subinstallations"]),
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
    return { file: parsed.file, ...(0, import_chunk_IKIJZLXX.positionInBlock)(parsed, text, at, place.line, place.column) };
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
  const path4 = parentPath === void 0 ? inst.name : `${parentPath}/${inst.name}`;
  try {
    const result = await simulateInstallation(inst, path4, available, ctx);
    if (inst.inlinePlace) relocateWarnings(result.rendered, inst.inlinePlace);
    return result;
  } catch (err) {
    const failure = err instanceof InstallationFailure ? err : new InstallationFailure(path4, err);
    if (!inst.inlinePlace) throw failure;
    throw new InstallationFailure(failure.path, relocate(failure.failure, inst.inlinePlace));
  }
}
function relocateWarnings(tree, placer) {
  tree.warnings = tree.warnings.map((w) => relocate(w, placer));
  for (const child of tree.children) relocateWarnings(child, placer);
}
var InstallationFailure = class extends Error {
  constructor(path4, failure) {
    super(failure.message);
    this.path = path4;
    this.failure = failure;
  }
  path;
  failure;
};
async function simulateInstallation(inst, path4, available, ctx) {
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
    if ((0, import_chunk_BHWMK35L.isGoMap)(out.bindings)) imports2 = { ...imports2, ...out.bindings };
    const errors = Array.isArray(out.errors) ? out.errors : [];
    if (errors.length > 0) {
      const place = (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, exec.at);
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
  const stored = ctx.state[path4] ?? {};
  const deployState = new Map(Object.entries(stored).filter(([k]) => k.startsWith("deploy")));
  const specs = [];
  const ignoredKeys = [];
  for (const exec of blueprint.deployExecutions) {
    const out = runExecution("deploy", exec, baseValues(), execCtx, deployState);
    const place = (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, exec.at);
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
  const subState = new Map(deployState);
  const templates = [
    ...readSubinstallations(blueprint),
    ...templatedSubinstallations(blueprint, baseValues, execCtx, subState)
  ];
  const ordered = orderSubinstallations(templates, blueprint);
  const scope = { data: {}, targets: {} };
  for (const [name, def] of constructed.definitions) {
    if (!(name in constructed.imports)) continue;
    (def.type === "data" ? scope.data : scope.targets)[name] = constructed.imports[name];
  }
  const children = [];
  for (const sub of ordered) {
    const child = nested2(inst, await resolveSubinstallation(sub, inst, ctx.components), sub);
    const childImports = mapImports(sub, scope, path4);
    const result = await simulate(child, path4, childImports, ctx);
    children.push(result.rendered);
    Object.assign(scope.data, result.installationExports.data);
    Object.assign(scope.targets, result.installationExports.targets);
  }
  const deployitems = {};
  for (const item of deployItems) {
    const reported = ctx.deployerExports[`${path4}/${item.name}`] ?? ctx.deployerExports[item.name];
    if (reported !== void 0) deployitems[item.name] = reported;
  }
  const exported = {};
  const exportState = new Map(Object.entries(stored).filter(([k]) => k.startsWith("export")));
  for (const exec of blueprint.exportExecutions) {
    const exportValues = { deployitems, dataobjects: scope.data, targets: scope.targets };
    const values = { ...baseValues(), values: exportValues, ...exportValues };
    const out = runExecution("export", exec, values, execCtx, exportState);
    if (out.exports === void 0 || out.exports === null) continue;
    if (!(0, import_chunk_BHWMK35L.isGoMap)(out.exports)) {
      throw new BlueprintError(
        `export execution ${JSON.stringify(exec.name)}: exports must be a mapping`,
        (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, exec.at)
      );
    }
    mergeMaps(exported, out.exports);
  }
  const exports22 = blueprintExports(blueprint, exported, scope, inst.namespace, schemas);
  const state = {};
  for (const [k, v] of [...deployState, ...subState, ...exportState]) state[k] = v;
  return {
    rendered: {
      path: path4,
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
    const place = (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, exec.at);
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
    if (!(0, import_chunk_BHWMK35L.isGoMap)(entry)) throw new BlueprintError(`${named}: ${key}[${i}] must be a mapping`, place);
    return entry;
  });
}
function mergeMaps(a, b) {
  for (const [k, v] of Object.entries(b)) {
    const existing = a[k];
    if ((0, import_chunk_BHWMK35L.isGoMap)(v) && (0, import_chunk_BHWMK35L.isGoMap)(existing)) {
      const merged = { ...existing };
      mergeMaps(merged, v);
      a[k] = merged;
    } else a[k] = v;
  }
}
function mapImports(sub, scope, parentPath) {
  const childPath = `${parentPath}/${String(sub.template.name)}`;
  const fail = (message) => new BlueprintError(`${message} for installation ${childPath}`, sub.place, "ImportNotInScope");
  const out = {};
  const imports2 = (0, import_chunk_BHWMK35L.isGoMap)(sub.template.imports) ? sub.template.imports : {};
  for (const imp of Array.isArray(imports2.data) ? imports2.data : []) {
    if (!(0, import_chunk_BHWMK35L.isGoMap)(imp)) continue;
    const name = String(imp.name ?? "");
    if (imp.configMapRef !== void 0 || imp.secretRef !== void 0) {
      throw fail(
        `data import ${name} reads a ConfigMap or Secret of the cluster, which an offline render cannot see,`
      );
    }
    const ref2 = String(imp.dataRef ?? "");
    if (!(ref2 in scope.data)) throw fail(`unable to find data import ${ref2}`);
    out[name] = scope.data[ref2];
  }
  for (const imp of Array.isArray(imports2.targets) ? imports2.targets : []) {
    if (!(0, import_chunk_BHWMK35L.isGoMap)(imp)) continue;
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
    } else if ((0, import_chunk_BHWMK35L.isGoMap)(imp.targetMap)) {
      const map = {};
      for (const [k, t] of Object.entries(imp.targetMap)) map[k] = lookup(t, "target map import");
      out[name] = map;
    } else if (typeof imp.targetMapRef === "string" && imp.targetMapRef !== "") {
      out[name] = lookup(imp.targetMapRef, "target map reference import");
    } else {
      throw fail(
        `either target, targets, targetListRef, targetMap or targetMapRef must be specified for import ${name}`
      );
    }
  }
  const mappings = (0, import_chunk_BHWMK35L.isGoMap)(sub.template.importDataMappings) ? sub.template.importDataMappings : {};
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
    const place = (0, import_chunk_MOFJEM42.placeOf)(blueprint.parsed, def.at);
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
  if (!(0, import_chunk_BHWMK35L.isGoMap)(value)) return `${named}: a target export must be a mapping with type and config`;
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
    if ((0, import_chunk_BHWMK35L.isGoMap)(e) && typeof e.name === "string" && typeof e.dataRef === "string" && e.name in exports22) {
      scope.data[e.dataRef] = exports22[e.name];
    }
  }
  for (const e of Array.isArray(spec.targets) ? spec.targets : []) {
    if ((0, import_chunk_BHWMK35L.isGoMap)(e) && typeof e.name === "string" && typeof e.target === "string" && e.name in exports22) {
      const t = exports22[e.name];
      scope.targets[e.target] = (0, import_chunk_BHWMK35L.isGoMap)(t) && (0, import_chunk_BHWMK35L.isGoMap)(t.metadata) ? { ...t, metadata: { ...t.metadata, name: e.target } } : t;
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
  const def = (0, import_chunk_BHWMK35L.isGoMap)(t.blueprint) ? t.blueprint : {};
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
  const importsSpec = (0, import_chunk_BHWMK35L.isGoMap)(t.imports) ? t.imports : {};
  const exportsSpec = (0, import_chunk_BHWMK35L.isGoMap)(t.exports) ? t.exports : {};
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
    if (!(0, import_chunk_BHWMK35L.isGoMap)(v)) throw new Error(`${origin} must be a mapping of file names to contents`);
    for (const [name, content] of Object.entries(v)) {
      const p = prefix === "" ? name : `${prefix}/${name}`;
      if (typeof content === "string") files.set(p, Buffer.from(content));
      else if (name.endsWith(".yaml") || name.endsWith(".yml"))
        files.set(p, Buffer.from(JSON.stringify(content)));
      else walk(content, p);
    }
  };
  walk(value, "");
  return new MemoryBlueprintFs(INLINE_ORIGIN, files);
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
      new DirectoryBlueprintFs(shown, ctx.boundary, source.absPath),
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
    return await openComponentRepository({
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
  if (!(0, import_chunk_BHWMK35L.isGoMap)(doc) || doc.kind !== "Installation") {
    throw new BlueprintError(
      `${shown} is neither a blueprint directory nor an Installation (kind: Installation)`,
      (0, import_chunk_MOFJEM42.placeOf)(parsed, ["kind"]),
      "NotAnInstallation"
    );
  }
  const meta = (0, import_chunk_BHWMK35L.isGoMap)(doc.metadata) ? doc.metadata : {};
  const spec = (0, import_chunk_BHWMK35L.isGoMap)(doc.spec) ? doc.spec : {};
  const def = (0, import_chunk_BHWMK35L.isGoMap)(spec.blueprint) ? spec.blueprint : {};
  const at = (p) => (0, import_chunk_MOFJEM42.placeOf)(parsed, p);
  let installation;
  const base = {
    name: typeof meta.name === "string" ? meta.name : ROOT_NAME,
    namespace: typeof meta.namespace === "string" ? meta.namespace : ROOT_NAMESPACE,
    blueprintDef: def,
    componentDescriptorDef: (0, import_chunk_BHWMK35L.isGoMap)(spec.componentDescriptor) ? spec.componentDescriptor : { ref: cdRef },
    importsSpec: (0, import_chunk_BHWMK35L.isGoMap)(spec.imports) ? spec.imports : {},
    exportsSpec: (0, import_chunk_BHWMK35L.isGoMap)(spec.exports) ? spec.exports : {}
  };
  if ((0, import_chunk_BHWMK35L.isGoMap)(def.inline) && def.inline.filesystem !== void 0) {
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
  } else if ((0, import_chunk_BHWMK35L.isGoMap)(def.ref) && typeof def.ref.resourceName === "string") {
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
    if ((0, import_chunk_BHWMK35L.isGoMap)(e) && typeof e.name === "string" && typeof e.dataRef === "string")
      importNames.set(e.dataRef, e.name);
  }
  for (const e of Array.isArray(imports2.targets) ? imports2.targets : []) {
    if ((0, import_chunk_BHWMK35L.isGoMap)(e) && typeof e.name === "string" && typeof e.target === "string")
      importNames.set(e.target, e.name);
  }
  return {
    installation,
    ...components ? { components } : {},
    importNames,
    componentFromInstallation: (0, import_chunk_BHWMK35L.isGoMap)(def.ref),
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
    value = jsonValue((0, import_chunk_BHWMK35L.fromYaml)(text));
  } catch (err) {
    throw new BlueprintError(
      `unable to parse ${what} ${rel}: ${err.message}`,
      { file: rel },
      "YamlSyntax"
    );
  }
  if (value !== null && !(0, import_chunk_BHWMK35L.isGoMap)(value))
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
  const given = (0, import_chunk_BHWMK35L.isGoMap)(values.imports) ? values.imports : {};
  const available = {};
  for (const [k, v] of Object.entries(given)) available[root.importNames?.get(k) ?? k] = v;
  const inverse = new Map([...root.importNames ?? []].map(([scope, name]) => [name, scope]));
  const injected = injectedValues(source.injectedImports, root.installation.blueprint.imports);
  Object.assign(available, injected);
  const state = readState(values.state, root.installation.name);
  let { components, installation } = root;
  if ((0, import_chunk_BHWMK35L.isGoMap)(values.cd) && source.values) {
    const file = (0, import_chunk_GBPQ6C2Q.expandEnv)(source.values, environment.name);
    components = await openComponents(source, ctx, { descriptor: values.cd, file });
    if (components?.cd && !root.componentFromInstallation) {
      const component = rootComponent(components);
      installation = { ...installation, component };
      if (root.importNames === void 0) {
        const ref2 = { componentName: component.name, version: component.version };
        installation.componentDescriptorDef = { ref: ref2 };
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
      return valuesParsed ? (0, import_chunk_MOFJEM42.placeOf)(valuesParsed, ["imports", inverse.get(name) ?? name, ...p]) : void 0;
    },
    ...source.injectedImports ? {
      rootInjected: {
        names: new Set(Object.keys(injected)),
        coerceStrings: source.injectedImports.coerceStrings === true,
        ...source.injectedImports.noun ? { noun: source.injectedImports.noun } : {}
      }
    } : {}
  });
  return output(source.name, result.rendered, secrets, root.warnings ?? []);
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
  if (!(0, import_chunk_BHWMK35L.isGoMap)(raw)) return out;
  for (const [k, v] of Object.entries(raw)) {
    if (k.includes("/") || k === rootName) {
      if ((0, import_chunk_BHWMK35L.isGoMap)(v)) out[k] = { ...out[k] ?? {}, ...v };
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
      content: (0, import_chunk_BHWMK35L.marshalYaml)(value)
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
  render.secrets = [...evaluated, ...(0, import_chunk_RJXBFSRR.collectSecrets)(render.objects.map((o) => o.object))];
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
  const config = (0, import_chunk_BHWMK35L.isGoMap)(document.spec) && (0, import_chunk_BHWMK35L.isGoMap)(document.spec.config) ? document.spec.config : {};
  for (const entry of Array.isArray(config.manifests) ? config.manifests : []) {
    const wrapped = (0, import_chunk_BHWMK35L.isGoMap)(entry) && (0, import_chunk_BHWMK35L.isGoMap)(entry.manifest);
    if (wrapped && entry.policy === "ignore") continue;
    const manifest = wrapped ? entry.manifest : entry;
    if ((0, import_chunk_BHWMK35L.isGoMap)(manifest) && typeof manifest.apiVersion === "string" && typeof manifest.kind === "string" && (0, import_chunk_BHWMK35L.isGoMap)(manifest.metadata)) {
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
