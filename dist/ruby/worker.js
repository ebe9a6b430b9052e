"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
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

// node_modules/tslib/tslib.es6.mjs
var tslib_es6_exports = {};
__export(tslib_es6_exports, {
  __addDisposableResource: () => __addDisposableResource,
  __assign: () => __assign,
  __asyncDelegator: () => __asyncDelegator,
  __asyncGenerator: () => __asyncGenerator,
  __asyncValues: () => __asyncValues,
  __await: () => __await,
  __awaiter: () => __awaiter,
  __classPrivateFieldGet: () => __classPrivateFieldGet,
  __classPrivateFieldIn: () => __classPrivateFieldIn,
  __classPrivateFieldSet: () => __classPrivateFieldSet,
  __createBinding: () => __createBinding,
  __decorate: () => __decorate,
  __disposeResources: () => __disposeResources,
  __esDecorate: () => __esDecorate,
  __exportStar: () => __exportStar,
  __extends: () => __extends,
  __generator: () => __generator,
  __importDefault: () => __importDefault,
  __importStar: () => __importStar,
  __makeTemplateObject: () => __makeTemplateObject,
  __metadata: () => __metadata,
  __param: () => __param,
  __propKey: () => __propKey,
  __read: () => __read,
  __rest: () => __rest,
  __rewriteRelativeImportExtension: () => __rewriteRelativeImportExtension,
  __runInitializers: () => __runInitializers,
  __setFunctionName: () => __setFunctionName,
  __spread: () => __spread,
  __spreadArray: () => __spreadArray,
  __spreadArrays: () => __spreadArrays,
  __values: () => __values,
  default: () => tslib_es6_default
});
function __extends(d, b) {
  if (typeof b !== "function" && b !== null)
    throw new TypeError("Class extends value " + String(b) + " is not a constructor or null");
  extendStatics(d, b);
  function __() {
    this.constructor = d;
  }
  d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
}
function __rest(s, e) {
  var t = {};
  for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p) && e.indexOf(p) < 0)
    t[p] = s[p];
  if (s != null && typeof Object.getOwnPropertySymbols === "function")
    for (var i = 0, p = Object.getOwnPropertySymbols(s); i < p.length; i++) {
      if (e.indexOf(p[i]) < 0 && Object.prototype.propertyIsEnumerable.call(s, p[i]))
        t[p[i]] = s[p[i]];
    }
  return t;
}
function __decorate(decorators, target, key, desc) {
  var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
  if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
  else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
  return c > 3 && r && Object.defineProperty(target, key, r), r;
}
function __param(paramIndex, decorator) {
  return function(target, key) {
    decorator(target, key, paramIndex);
  };
}
function __esDecorate(ctor, descriptorIn, decorators, contextIn, initializers, extraInitializers) {
  function accept(f) {
    if (f !== void 0 && typeof f !== "function") throw new TypeError("Function expected");
    return f;
  }
  var kind = contextIn.kind, key = kind === "getter" ? "get" : kind === "setter" ? "set" : "value";
  var target = !descriptorIn && ctor ? contextIn["static"] ? ctor : ctor.prototype : null;
  var descriptor = descriptorIn || (target ? Object.getOwnPropertyDescriptor(target, contextIn.name) : {});
  var _, done = false;
  for (var i = decorators.length - 1; i >= 0; i--) {
    var context = {};
    for (var p in contextIn) context[p] = p === "access" ? {} : contextIn[p];
    for (var p in contextIn.access) context.access[p] = contextIn.access[p];
    context.addInitializer = function(f) {
      if (done) throw new TypeError("Cannot add initializers after decoration has completed");
      extraInitializers.push(accept(f || null));
    };
    var result = (0, decorators[i])(kind === "accessor" ? { get: descriptor.get, set: descriptor.set } : descriptor[key], context);
    if (kind === "accessor") {
      if (result === void 0) continue;
      if (result === null || typeof result !== "object") throw new TypeError("Object expected");
      if (_ = accept(result.get)) descriptor.get = _;
      if (_ = accept(result.set)) descriptor.set = _;
      if (_ = accept(result.init)) initializers.unshift(_);
    } else if (_ = accept(result)) {
      if (kind === "field") initializers.unshift(_);
      else descriptor[key] = _;
    }
  }
  if (target) Object.defineProperty(target, contextIn.name, descriptor);
  done = true;
}
function __runInitializers(thisArg, initializers, value) {
  var useValue = arguments.length > 2;
  for (var i = 0; i < initializers.length; i++) {
    value = useValue ? initializers[i].call(thisArg, value) : initializers[i].call(thisArg);
  }
  return useValue ? value : void 0;
}
function __propKey(x) {
  return typeof x === "symbol" ? x : "".concat(x);
}
function __setFunctionName(f, name, prefix) {
  if (typeof name === "symbol") name = name.description ? "[".concat(name.description, "]") : "";
  return Object.defineProperty(f, "name", { configurable: true, value: prefix ? "".concat(prefix, " ", name) : name });
}
function __metadata(metadataKey, metadataValue) {
  if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(metadataKey, metadataValue);
}
function __awaiter(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
}
function __generator(thisArg, body) {
  var _ = { label: 0, sent: function() {
    if (t[0] & 1) throw t[1];
    return t[1];
  }, trys: [], ops: [] }, f, y, t, g = Object.create((typeof Iterator === "function" ? Iterator : Object).prototype);
  return g.next = verb(0), g["throw"] = verb(1), g["return"] = verb(2), typeof Symbol === "function" && (g[Symbol.iterator] = function() {
    return this;
  }), g;
  function verb(n) {
    return function(v) {
      return step([n, v]);
    };
  }
  function step(op) {
    if (f) throw new TypeError("Generator is already executing.");
    while (g && (g = 0, op[0] && (_ = 0)), _) try {
      if (f = 1, y && (t = op[0] & 2 ? y["return"] : op[0] ? y["throw"] || ((t = y["return"]) && t.call(y), 0) : y.next) && !(t = t.call(y, op[1])).done) return t;
      if (y = 0, t) op = [op[0] & 2, t.value];
      switch (op[0]) {
        case 0:
        case 1:
          t = op;
          break;
        case 4:
          _.label++;
          return { value: op[1], done: false };
        case 5:
          _.label++;
          y = op[1];
          op = [0];
          continue;
        case 7:
          op = _.ops.pop();
          _.trys.pop();
          continue;
        default:
          if (!(t = _.trys, t = t.length > 0 && t[t.length - 1]) && (op[0] === 6 || op[0] === 2)) {
            _ = 0;
            continue;
          }
          if (op[0] === 3 && (!t || op[1] > t[0] && op[1] < t[3])) {
            _.label = op[1];
            break;
          }
          if (op[0] === 6 && _.label < t[1]) {
            _.label = t[1];
            t = op;
            break;
          }
          if (t && _.label < t[2]) {
            _.label = t[2];
            _.ops.push(op);
            break;
          }
          if (t[2]) _.ops.pop();
          _.trys.pop();
          continue;
      }
      op = body.call(thisArg, _);
    } catch (e) {
      op = [6, e];
      y = 0;
    } finally {
      f = t = 0;
    }
    if (op[0] & 5) throw op[1];
    return { value: op[0] ? op[1] : void 0, done: true };
  }
}
function __exportStar(m, o) {
  for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(o, p)) __createBinding(o, m, p);
}
function __values(o) {
  var s = typeof Symbol === "function" && Symbol.iterator, m = s && o[s], i = 0;
  if (m) return m.call(o);
  if (o && typeof o.length === "number") return {
    next: function() {
      if (o && i >= o.length) o = void 0;
      return { value: o && o[i++], done: !o };
    }
  };
  throw new TypeError(s ? "Object is not iterable." : "Symbol.iterator is not defined.");
}
function __read(o, n) {
  var m = typeof Symbol === "function" && o[Symbol.iterator];
  if (!m) return o;
  var i = m.call(o), r, ar = [], e;
  try {
    while ((n === void 0 || n-- > 0) && !(r = i.next()).done) ar.push(r.value);
  } catch (error) {
    e = { error };
  } finally {
    try {
      if (r && !r.done && (m = i["return"])) m.call(i);
    } finally {
      if (e) throw e.error;
    }
  }
  return ar;
}
function __spread() {
  for (var ar = [], i = 0; i < arguments.length; i++)
    ar = ar.concat(__read(arguments[i]));
  return ar;
}
function __spreadArrays() {
  for (var s = 0, i = 0, il = arguments.length; i < il; i++) s += arguments[i].length;
  for (var r = Array(s), k = 0, i = 0; i < il; i++)
    for (var a = arguments[i], j = 0, jl = a.length; j < jl; j++, k++)
      r[k] = a[j];
  return r;
}
function __spreadArray(to, from, pack) {
  if (pack || arguments.length === 2) for (var i = 0, l = from.length, ar; i < l; i++) {
    if (ar || !(i in from)) {
      if (!ar) ar = Array.prototype.slice.call(from, 0, i);
      ar[i] = from[i];
    }
  }
  return to.concat(ar || Array.prototype.slice.call(from));
}
function __await(v) {
  return this instanceof __await ? (this.v = v, this) : new __await(v);
}
function __asyncGenerator(thisArg, _arguments, generator) {
  if (!Symbol.asyncIterator) throw new TypeError("Symbol.asyncIterator is not defined.");
  var g = generator.apply(thisArg, _arguments || []), i, q = [];
  return i = Object.create((typeof AsyncIterator === "function" ? AsyncIterator : Object).prototype), verb("next"), verb("throw"), verb("return", awaitReturn), i[Symbol.asyncIterator] = function() {
    return this;
  }, i;
  function awaitReturn(f) {
    return function(v) {
      return Promise.resolve(v).then(f, reject);
    };
  }
  function verb(n, f) {
    if (g[n]) {
      i[n] = function(v) {
        return new Promise(function(a, b) {
          q.push([n, v, a, b]) > 1 || resume(n, v);
        });
      };
      if (f) i[n] = f(i[n]);
    }
  }
  function resume(n, v) {
    try {
      step(g[n](v));
    } catch (e) {
      settle(q[0][3], e);
    }
  }
  function step(r) {
    r.value instanceof __await ? Promise.resolve(r.value.v).then(fulfill, reject) : settle(q[0][2], r);
  }
  function fulfill(value) {
    resume("next", value);
  }
  function reject(value) {
    resume("throw", value);
  }
  function settle(f, v) {
    if (f(v), q.shift(), q.length) resume(q[0][0], q[0][1]);
  }
}
function __asyncDelegator(o) {
  var i, p;
  return i = {}, verb("next"), verb("throw", function(e) {
    throw e;
  }), verb("return"), i[Symbol.iterator] = function() {
    return this;
  }, i;
  function verb(n, f) {
    i[n] = o[n] ? function(v) {
      return (p = !p) ? { value: __await(o[n](v)), done: false } : f ? f(v) : v;
    } : f;
  }
}
function __asyncValues(o) {
  if (!Symbol.asyncIterator) throw new TypeError("Symbol.asyncIterator is not defined.");
  var m = o[Symbol.asyncIterator], i;
  return m ? m.call(o) : (o = typeof __values === "function" ? __values(o) : o[Symbol.iterator](), i = {}, verb("next"), verb("throw"), verb("return"), i[Symbol.asyncIterator] = function() {
    return this;
  }, i);
  function verb(n) {
    i[n] = o[n] && function(v) {
      return new Promise(function(resolve, reject) {
        v = o[n](v), settle(resolve, reject, v.done, v.value);
      });
    };
  }
  function settle(resolve, reject, d, v) {
    Promise.resolve(v).then(function(v2) {
      resolve({ value: v2, done: d });
    }, reject);
  }
}
function __makeTemplateObject(cooked, raw) {
  if (Object.defineProperty) {
    Object.defineProperty(cooked, "raw", { value: raw });
  } else {
    cooked.raw = raw;
  }
  return cooked;
}
function __importStar(mod) {
  if (mod && mod.__esModule) return mod;
  var result = {};
  if (mod != null) {
    for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
  }
  __setModuleDefault(result, mod);
  return result;
}
function __importDefault(mod) {
  return mod && mod.__esModule ? mod : { default: mod };
}
function __classPrivateFieldGet(receiver, state, kind, f) {
  if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a getter");
  if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot read private member from an object whose class did not declare it");
  return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
}
function __classPrivateFieldSet(receiver, state, value, kind, f) {
  if (kind === "m") throw new TypeError("Private method is not writable");
  if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a setter");
  if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot write private member to an object whose class did not declare it");
  return kind === "a" ? f.call(receiver, value) : f ? f.value = value : state.set(receiver, value), value;
}
function __classPrivateFieldIn(state, receiver) {
  if (receiver === null || typeof receiver !== "object" && typeof receiver !== "function") throw new TypeError("Cannot use 'in' operator on non-object");
  return typeof state === "function" ? receiver === state : state.has(receiver);
}
function __addDisposableResource(env, value, async) {
  if (value !== null && value !== void 0) {
    if (typeof value !== "object" && typeof value !== "function") throw new TypeError("Object expected.");
    var dispose, inner;
    if (async) {
      if (!Symbol.asyncDispose) throw new TypeError("Symbol.asyncDispose is not defined.");
      dispose = value[Symbol.asyncDispose];
    }
    if (dispose === void 0) {
      if (!Symbol.dispose) throw new TypeError("Symbol.dispose is not defined.");
      dispose = value[Symbol.dispose];
      if (async) inner = dispose;
    }
    if (typeof dispose !== "function") throw new TypeError("Object not disposable.");
    if (inner) dispose = function() {
      try {
        inner.call(this);
      } catch (e) {
        return Promise.reject(e);
      }
    };
    env.stack.push({ value, dispose, async });
  } else if (async) {
    env.stack.push({ async: true });
  }
  return value;
}
function __disposeResources(env) {
  function fail(e) {
    env.error = env.hasError ? new _SuppressedError(e, env.error, "An error was suppressed during disposal.") : e;
    env.hasError = true;
  }
  var r, s = 0;
  function next() {
    while (r = env.stack.pop()) {
      try {
        if (!r.async && s === 1) return s = 0, env.stack.push(r), Promise.resolve().then(next);
        if (r.dispose) {
          var result = r.dispose.call(r.value);
          if (r.async) return s |= 2, Promise.resolve(result).then(next, function(e) {
            fail(e);
            return next();
          });
        } else s |= 1;
      } catch (e) {
        fail(e);
      }
    }
    if (s === 1) return env.hasError ? Promise.reject(env.error) : Promise.resolve();
    if (env.hasError) throw env.error;
  }
  return next();
}
function __rewriteRelativeImportExtension(path, preserveJsx, extraExtensions, ignoreCase) {
  if (typeof path === "string" && /^\.\.?\//.test(path)) {
    if (extraExtensions) {
      for (var extension in extraExtensions) {
        var suffix = path.slice(-extension.length);
        if (suffix === extension || ignoreCase && suffix.toLowerCase() === extension.toLowerCase()) {
          var output = extraExtensions[extension];
          return output === extension ? path : path.slice(0, -extension.length) + output;
        }
      }
    }
    return path.replace(/\.(tsx)$|((?:\.d)?)((?:\.[^./]+?)?)\.([cm]?)ts$/i, function(m, tsx, d, ext, cm) {
      return tsx ? preserveJsx ? ".jsx" : ".js" : d && (!ext || !cm) ? m : d + ext + "." + cm.toLowerCase() + "js";
    });
  }
  return path;
}
var extendStatics, __assign, __createBinding, __setModuleDefault, ownKeys, _SuppressedError, tslib_es6_default;
var init_tslib_es6 = __esm({
  "node_modules/tslib/tslib.es6.mjs"() {
    extendStatics = function(d, b) {
      extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
        d2.__proto__ = b2;
      } || function(d2, b2) {
        for (var p in b2) if (Object.prototype.hasOwnProperty.call(b2, p)) d2[p] = b2[p];
      };
      return extendStatics(d, b);
    };
    __assign = function() {
      __assign = Object.assign || function __assign2(t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
          s = arguments[i];
          for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p)) t[p] = s[p];
        }
        return t;
      };
      return __assign.apply(this, arguments);
    };
    __createBinding = Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    });
    __setModuleDefault = Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    };
    ownKeys = function(o) {
      ownKeys = Object.getOwnPropertyNames || function(o2) {
        var ar = [];
        for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
        return ar;
      };
      return ownKeys(o);
    };
    _SuppressedError = typeof SuppressedError === "function" ? SuppressedError : function(error, suppressed, message) {
      var e = new Error(message);
      return e.name = "SuppressedError", e.error = error, e.suppressed = suppressed, e;
    };
    tslib_es6_default = {
      __extends,
      __assign,
      __rest,
      __decorate,
      __param,
      __esDecorate,
      __runInitializers,
      __propKey,
      __setFunctionName,
      __metadata,
      __awaiter,
      __generator,
      __createBinding,
      __exportStar,
      __values,
      __read,
      __spread,
      __spreadArrays,
      __spreadArray,
      __await,
      __asyncGenerator,
      __asyncDelegator,
      __asyncValues,
      __makeTemplateObject,
      __importStar,
      __importDefault,
      __classPrivateFieldGet,
      __classPrivateFieldSet,
      __classPrivateFieldIn,
      __addDisposableResource,
      __disposeResources,
      __rewriteRelativeImportExtension
    };
  }
});

// node_modules/@ruby/wasm-wasi/dist/cjs/bindgen/legacy/intrinsics.js
var require_intrinsics = __commonJS({
  "node_modules/@ruby/wasm-wasi/dist/cjs/bindgen/legacy/intrinsics.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Slab = exports2.UTF8_ENCODED_LEN = exports2.UTF8_DECODER = void 0;
    exports2.data_view = data_view;
    exports2.to_uint32 = to_uint32;
    exports2.utf8_encode = utf8_encode;
    exports2.throw_invalid_bool = throw_invalid_bool;
    var DATA_VIEW = new DataView(new ArrayBuffer());
    function data_view(mem) {
      if (DATA_VIEW.buffer !== mem.buffer)
        DATA_VIEW = new DataView(mem.buffer);
      return DATA_VIEW;
    }
    function to_uint32(val) {
      return val >>> 0;
    }
    exports2.UTF8_DECODER = new TextDecoder("utf-8");
    var UTF8_ENCODER = new TextEncoder("utf-8");
    function utf8_encode(s, realloc, memory) {
      if (typeof s !== "string")
        throw new TypeError("expected a string");
      if (s.length === 0) {
        exports2.UTF8_ENCODED_LEN = 0;
        return 1;
      }
      let alloc_len = 0;
      let ptr = 0;
      let writtenTotal = 0;
      while (s.length > 0) {
        ptr = realloc(ptr, alloc_len, 1, alloc_len + s.length);
        alloc_len += s.length;
        const { read, written } = UTF8_ENCODER.encodeInto(s, new Uint8Array(memory.buffer, ptr + writtenTotal, alloc_len - writtenTotal));
        writtenTotal += written;
        s = s.slice(read);
      }
      if (alloc_len > writtenTotal)
        ptr = realloc(ptr, alloc_len, 1, writtenTotal);
      exports2.UTF8_ENCODED_LEN = writtenTotal;
      return ptr;
    }
    exports2.UTF8_ENCODED_LEN = 0;
    var Slab = class {
      constructor() {
        this.list = [];
        this.head = 0;
      }
      insert(val) {
        if (this.head >= this.list.length) {
          this.list.push({
            next: this.list.length + 1,
            val: void 0
          });
        }
        const ret = this.head;
        const slot = this.list[ret];
        this.head = slot.next;
        slot.next = -1;
        slot.val = val;
        return ret;
      }
      get(idx) {
        if (idx >= this.list.length)
          throw new RangeError("handle index not valid");
        const slot = this.list[idx];
        if (slot.next === -1)
          return slot.val;
        throw new RangeError("handle index not valid");
      }
      remove(idx) {
        const ret = this.get(idx);
        const slot = this.list[idx];
        slot.val = void 0;
        slot.next = this.head;
        this.head = idx;
        return ret;
      }
    };
    exports2.Slab = Slab;
    function throw_invalid_bool() {
      throw new RangeError("invalid variant discriminant for bool");
    }
  }
});

// node_modules/@ruby/wasm-wasi/dist/cjs/bindgen/legacy/rb-abi-guest.js
var require_rb_abi_guest = __commonJS({
  "node_modules/@ruby/wasm-wasi/dist/cjs/bindgen/legacy/rb-abi-guest.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.RbAbiValue = exports2.RbAbiGuest = void 0;
    var intrinsics_js_1 = require_intrinsics();
    var RbAbiGuest = class {
      constructor() {
        this._resource0_slab = new intrinsics_js_1.Slab();
      }
      addToImports(imports) {
        if (!("canonical_abi" in imports))
          imports["canonical_abi"] = {};
        imports.canonical_abi["resource_drop_rb-abi-value"] = (i) => {
          this._resource0_slab.remove(i).drop();
        };
        imports.canonical_abi["resource_clone_rb-abi-value"] = (i) => {
          const obj = this._resource0_slab.get(i);
          return this._resource0_slab.insert(obj.clone());
        };
        imports.canonical_abi["resource_get_rb-abi-value"] = (i) => {
          return this._resource0_slab.get(i)._wasm_val;
        };
        imports.canonical_abi["resource_new_rb-abi-value"] = (i) => {
          const registry = this._registry0;
          return this._resource0_slab.insert(new RbAbiValue(i, this));
        };
      }
      async instantiate(module3, imports) {
        imports = imports || {};
        this.addToImports(imports);
        if (module3 instanceof WebAssembly.Instance) {
          this.instance = module3;
        } else if (module3 instanceof WebAssembly.Module) {
          this.instance = await WebAssembly.instantiate(module3, imports);
        } else if (module3 instanceof ArrayBuffer || module3 instanceof Uint8Array) {
          const { instance } = await WebAssembly.instantiate(module3, imports);
          this.instance = instance;
        } else {
          const { instance } = await WebAssembly.instantiateStreaming(module3, imports);
          this.instance = instance;
        }
        this._exports = this.instance.exports;
        this._registry0 = new FinalizationRegistry(this._exports["canonical_abi_drop_rb-abi-value"]);
      }
      rubyShowVersion() {
        this._exports["ruby-show-version: func() -> ()"]();
      }
      rubyInit(arg0) {
        const memory = this._exports.memory;
        const realloc = this._exports["cabi_realloc"];
        const vec1 = arg0;
        const len1 = vec1.length;
        const result1 = realloc(0, 0, 4, len1 * 8);
        for (let i = 0; i < vec1.length; i++) {
          const e = vec1[i];
          const base = result1 + i * 8;
          const ptr0 = (0, intrinsics_js_1.utf8_encode)(e, realloc, memory);
          const len0 = intrinsics_js_1.UTF8_ENCODED_LEN;
          (0, intrinsics_js_1.data_view)(memory).setInt32(base + 4, len0, true);
          (0, intrinsics_js_1.data_view)(memory).setInt32(base + 0, ptr0, true);
        }
        this._exports["ruby-init: func(args: list<string>) -> ()"](result1, len1);
      }
      rubyInitLoadpath() {
        this._exports["ruby-init-loadpath: func() -> ()"]();
      }
      rbEvalStringProtect(arg0) {
        const memory = this._exports.memory;
        const realloc = this._exports["cabi_realloc"];
        const ptr0 = (0, intrinsics_js_1.utf8_encode)(arg0, realloc, memory);
        const len0 = intrinsics_js_1.UTF8_ENCODED_LEN;
        const ret = this._exports["rb-eval-string-protect: func(str: string) -> tuple<handle<rb-abi-value>, s32>"](ptr0, len0);
        return [this._resource0_slab.remove((0, intrinsics_js_1.data_view)(memory).getInt32(ret + 0, true)), (0, intrinsics_js_1.data_view)(memory).getInt32(ret + 4, true)];
      }
      rbFuncallvProtect(arg0, arg1, arg2) {
        const memory = this._exports.memory;
        const realloc = this._exports["cabi_realloc"];
        const obj0 = arg0;
        if (!(obj0 instanceof RbAbiValue))
          throw new TypeError("expected instance of RbAbiValue");
        const vec2 = arg2;
        const len2 = vec2.length;
        const result2 = realloc(0, 0, 4, len2 * 4);
        for (let i = 0; i < vec2.length; i++) {
          const e = vec2[i];
          const base = result2 + i * 4;
          const obj1 = e;
          if (!(obj1 instanceof RbAbiValue))
            throw new TypeError("expected instance of RbAbiValue");
          (0, intrinsics_js_1.data_view)(memory).setInt32(base + 0, this._resource0_slab.insert(obj1.clone()), true);
        }
        const ret = this._exports["rb-funcallv-protect: func(recv: handle<rb-abi-value>, mid: u32, args: list<handle<rb-abi-value>>) -> tuple<handle<rb-abi-value>, s32>"](this._resource0_slab.insert(obj0.clone()), (0, intrinsics_js_1.to_uint32)(arg1), result2, len2);
        return [this._resource0_slab.remove((0, intrinsics_js_1.data_view)(memory).getInt32(ret + 0, true)), (0, intrinsics_js_1.data_view)(memory).getInt32(ret + 4, true)];
      }
      rbIntern(arg0) {
        const memory = this._exports.memory;
        const realloc = this._exports["cabi_realloc"];
        const ptr0 = (0, intrinsics_js_1.utf8_encode)(arg0, realloc, memory);
        const len0 = intrinsics_js_1.UTF8_ENCODED_LEN;
        const ret = this._exports["rb-intern: func(name: string) -> u32"](ptr0, len0);
        return ret >>> 0;
      }
      rbErrinfo() {
        const ret = this._exports["rb-errinfo: func() -> handle<rb-abi-value>"]();
        return this._resource0_slab.remove(ret);
      }
      rbClearErrinfo() {
        this._exports["rb-clear-errinfo: func() -> ()"]();
      }
      rstringPtr(arg0) {
        const memory = this._exports.memory;
        const obj0 = arg0;
        if (!(obj0 instanceof RbAbiValue))
          throw new TypeError("expected instance of RbAbiValue");
        const ret = this._exports["rstring-ptr: func(value: handle<rb-abi-value>) -> string"](this._resource0_slab.insert(obj0.clone()));
        const ptr1 = (0, intrinsics_js_1.data_view)(memory).getInt32(ret + 0, true);
        const len1 = (0, intrinsics_js_1.data_view)(memory).getInt32(ret + 4, true);
        const result1 = intrinsics_js_1.UTF8_DECODER.decode(new Uint8Array(memory.buffer, ptr1, len1));
        this._exports["cabi_post_rstring-ptr"](ret);
        return result1;
      }
      rbVmBugreport() {
        this._exports["rb-vm-bugreport: func() -> ()"]();
      }
      rbGcEnable() {
        const ret = this._exports["rb-gc-enable: func() -> bool"]();
        const bool0 = ret;
        return bool0 == 0 ? false : bool0 == 1 ? true : (0, intrinsics_js_1.throw_invalid_bool)();
      }
      rbGcDisable() {
        const ret = this._exports["rb-gc-disable: func() -> bool"]();
        const bool0 = ret;
        return bool0 == 0 ? false : bool0 == 1 ? true : (0, intrinsics_js_1.throw_invalid_bool)();
      }
      rbSetShouldProhibitRewind(arg0) {
        const ret = this._exports["rb-set-should-prohibit-rewind: func(new-value: bool) -> bool"](arg0 ? 1 : 0);
        const bool0 = ret;
        return bool0 == 0 ? false : bool0 == 1 ? true : (0, intrinsics_js_1.throw_invalid_bool)();
      }
    };
    exports2.RbAbiGuest = RbAbiGuest;
    var RbAbiValue = class {
      constructor(wasm_val, obj) {
        this._wasm_val = wasm_val;
        this._obj = obj;
        this._refcnt = 1;
        obj._registry0.register(this, wasm_val, this);
      }
      clone() {
        this._refcnt += 1;
        return this;
      }
      drop() {
        this._refcnt -= 1;
        if (this._refcnt !== 0)
          return;
        this._obj._registry0.unregister(this);
        const dtor = this._obj._exports["canonical_abi_drop_rb-abi-value"];
        const wasm_val = this._wasm_val;
        delete this._obj;
        delete this._refcnt;
        delete this._wasm_val;
        dtor(wasm_val);
      }
    };
    exports2.RbAbiValue = RbAbiValue;
  }
});

// node_modules/@ruby/wasm-wasi/dist/cjs/bindgen/legacy/rb-js-abi-host.js
var require_rb_js_abi_host = __commonJS({
  "node_modules/@ruby/wasm-wasi/dist/cjs/bindgen/legacy/rb-js-abi-host.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.addRbJsAbiHostToImports = addRbJsAbiHostToImports;
    var intrinsics_js_1 = require_intrinsics();
    function addRbJsAbiHostToImports(imports, obj, get_export) {
      if (!("rb-js-abi-host" in imports))
        imports["rb-js-abi-host"] = {};
      imports["rb-js-abi-host"]["eval-js: func(code: string) -> variant { success(handle<js-abi-value>), failure(handle<js-abi-value>) }"] = function(arg0, arg1, arg2) {
        const memory = get_export("memory");
        const ptr0 = arg0;
        const len0 = arg1;
        const result0 = intrinsics_js_1.UTF8_DECODER.decode(new Uint8Array(memory.buffer, ptr0, len0));
        const ret0 = obj.evalJs(result0);
        const variant1 = ret0;
        switch (variant1.tag) {
          case "success": {
            const e = variant1.val;
            (0, intrinsics_js_1.data_view)(memory).setInt8(arg2 + 0, 0, true);
            (0, intrinsics_js_1.data_view)(memory).setInt32(arg2 + 4, resources0.insert(e), true);
            break;
          }
          case "failure": {
            const e = variant1.val;
            (0, intrinsics_js_1.data_view)(memory).setInt8(arg2 + 0, 1, true);
            (0, intrinsics_js_1.data_view)(memory).setInt32(arg2 + 4, resources0.insert(e), true);
            break;
          }
          default:
            throw new RangeError("invalid variant specified for JsAbiResult");
        }
      };
      imports["rb-js-abi-host"]["is-js: func(value: handle<js-abi-value>) -> bool"] = function(arg0) {
        const ret0 = obj.isJs(resources0.get(arg0));
        return ret0 ? 1 : 0;
      };
      imports["rb-js-abi-host"]["instance-of: func(value: handle<js-abi-value>, klass: handle<js-abi-value>) -> bool"] = function(arg0, arg1) {
        const ret0 = obj.instanceOf(resources0.get(arg0), resources0.get(arg1));
        return ret0 ? 1 : 0;
      };
      imports["rb-js-abi-host"]["global-this: func() -> handle<js-abi-value>"] = function() {
        const ret0 = obj.globalThis();
        return resources0.insert(ret0);
      };
      imports["rb-js-abi-host"]["int-to-js-number: func(value: s32) -> handle<js-abi-value>"] = function(arg0) {
        const ret0 = obj.intToJsNumber(arg0);
        return resources0.insert(ret0);
      };
      imports["rb-js-abi-host"]["float-to-js-number: func(value: float64) -> handle<js-abi-value>"] = function(arg0) {
        const ret0 = obj.floatToJsNumber(arg0);
        return resources0.insert(ret0);
      };
      imports["rb-js-abi-host"]["string-to-js-string: func(value: string) -> handle<js-abi-value>"] = function(arg0, arg1) {
        const memory = get_export("memory");
        const ptr0 = arg0;
        const len0 = arg1;
        const result0 = intrinsics_js_1.UTF8_DECODER.decode(new Uint8Array(memory.buffer, ptr0, len0));
        const ret0 = obj.stringToJsString(result0);
        return resources0.insert(ret0);
      };
      imports["rb-js-abi-host"]["bool-to-js-bool: func(value: bool) -> handle<js-abi-value>"] = function(arg0) {
        const bool0 = arg0;
        const ret0 = obj.boolToJsBool(bool0 == 0 ? false : bool0 == 1 ? true : (0, intrinsics_js_1.throw_invalid_bool)());
        return resources0.insert(ret0);
      };
      imports["rb-js-abi-host"]["proc-to-js-function: func(value: u32) -> handle<js-abi-value>"] = function(arg0) {
        const ret0 = obj.procToJsFunction(arg0 >>> 0);
        return resources0.insert(ret0);
      };
      imports["rb-js-abi-host"]["rb-object-to-js-rb-value: func(raw-rb-abi-value: u32) -> handle<js-abi-value>"] = function(arg0) {
        const ret0 = obj.rbObjectToJsRbValue(arg0 >>> 0);
        return resources0.insert(ret0);
      };
      imports["rb-js-abi-host"]["js-value-to-string: func(value: handle<js-abi-value>) -> string"] = function(arg0, arg1) {
        const memory = get_export("memory");
        const realloc = get_export("cabi_realloc");
        const ret0 = obj.jsValueToString(resources0.get(arg0));
        const ptr0 = (0, intrinsics_js_1.utf8_encode)(ret0, realloc, memory);
        const len0 = intrinsics_js_1.UTF8_ENCODED_LEN;
        (0, intrinsics_js_1.data_view)(memory).setInt32(arg1 + 4, len0, true);
        (0, intrinsics_js_1.data_view)(memory).setInt32(arg1 + 0, ptr0, true);
      };
      imports["rb-js-abi-host"]["js-value-to-integer: func(value: handle<js-abi-value>) -> variant { as-float(float64), bignum(string) }"] = function(arg0, arg1) {
        const memory = get_export("memory");
        const realloc = get_export("cabi_realloc");
        const ret0 = obj.jsValueToInteger(resources0.get(arg0));
        const variant1 = ret0;
        switch (variant1.tag) {
          case "as-float": {
            const e = variant1.val;
            (0, intrinsics_js_1.data_view)(memory).setInt8(arg1 + 0, 0, true);
            (0, intrinsics_js_1.data_view)(memory).setFloat64(arg1 + 8, +e, true);
            break;
          }
          case "bignum": {
            const e = variant1.val;
            (0, intrinsics_js_1.data_view)(memory).setInt8(arg1 + 0, 1, true);
            const ptr0 = (0, intrinsics_js_1.utf8_encode)(e, realloc, memory);
            const len0 = intrinsics_js_1.UTF8_ENCODED_LEN;
            (0, intrinsics_js_1.data_view)(memory).setInt32(arg1 + 12, len0, true);
            (0, intrinsics_js_1.data_view)(memory).setInt32(arg1 + 8, ptr0, true);
            break;
          }
          default:
            throw new RangeError("invalid variant specified for RawInteger");
        }
      };
      imports["rb-js-abi-host"]["export-js-value-to-host: func(value: handle<js-abi-value>) -> ()"] = function(arg0) {
        obj.exportJsValueToHost(resources0.get(arg0));
      };
      imports["rb-js-abi-host"]["import-js-value-from-host: func() -> handle<js-abi-value>"] = function() {
        const ret0 = obj.importJsValueFromHost();
        return resources0.insert(ret0);
      };
      imports["rb-js-abi-host"]["js-value-typeof: func(value: handle<js-abi-value>) -> string"] = function(arg0, arg1) {
        const memory = get_export("memory");
        const realloc = get_export("cabi_realloc");
        const ret0 = obj.jsValueTypeof(resources0.get(arg0));
        const ptr0 = (0, intrinsics_js_1.utf8_encode)(ret0, realloc, memory);
        const len0 = intrinsics_js_1.UTF8_ENCODED_LEN;
        (0, intrinsics_js_1.data_view)(memory).setInt32(arg1 + 4, len0, true);
        (0, intrinsics_js_1.data_view)(memory).setInt32(arg1 + 0, ptr0, true);
      };
      imports["rb-js-abi-host"]["js-value-equal: func(lhs: handle<js-abi-value>, rhs: handle<js-abi-value>) -> bool"] = function(arg0, arg1) {
        const ret0 = obj.jsValueEqual(resources0.get(arg0), resources0.get(arg1));
        return ret0 ? 1 : 0;
      };
      imports["rb-js-abi-host"]["js-value-strictly-equal: func(lhs: handle<js-abi-value>, rhs: handle<js-abi-value>) -> bool"] = function(arg0, arg1) {
        const ret0 = obj.jsValueStrictlyEqual(resources0.get(arg0), resources0.get(arg1));
        return ret0 ? 1 : 0;
      };
      imports["rb-js-abi-host"]["reflect-apply: func(target: handle<js-abi-value>, this-argument: handle<js-abi-value>, arguments: list<handle<js-abi-value>>) -> variant { success(handle<js-abi-value>), failure(handle<js-abi-value>) }"] = function(arg0, arg1, arg2, arg3, arg4) {
        const memory = get_export("memory");
        const len0 = arg3;
        const base0 = arg2;
        const result0 = [];
        for (let i = 0; i < len0; i++) {
          const base = base0 + i * 4;
          result0.push(resources0.get((0, intrinsics_js_1.data_view)(memory).getInt32(base + 0, true)));
        }
        const ret0 = obj.reflectApply(resources0.get(arg0), resources0.get(arg1), result0);
        const variant1 = ret0;
        switch (variant1.tag) {
          case "success": {
            const e = variant1.val;
            (0, intrinsics_js_1.data_view)(memory).setInt8(arg4 + 0, 0, true);
            (0, intrinsics_js_1.data_view)(memory).setInt32(arg4 + 4, resources0.insert(e), true);
            break;
          }
          case "failure": {
            const e = variant1.val;
            (0, intrinsics_js_1.data_view)(memory).setInt8(arg4 + 0, 1, true);
            (0, intrinsics_js_1.data_view)(memory).setInt32(arg4 + 4, resources0.insert(e), true);
            break;
          }
          default:
            throw new RangeError("invalid variant specified for JsAbiResult");
        }
      };
      imports["rb-js-abi-host"]["reflect-construct: func(target: handle<js-abi-value>, arguments: list<handle<js-abi-value>>) -> handle<js-abi-value>"] = function(arg0, arg1, arg2) {
        const memory = get_export("memory");
        const len0 = arg2;
        const base0 = arg1;
        const result0 = [];
        for (let i = 0; i < len0; i++) {
          const base = base0 + i * 4;
          result0.push(resources0.get((0, intrinsics_js_1.data_view)(memory).getInt32(base + 0, true)));
        }
        const ret0 = obj.reflectConstruct(resources0.get(arg0), result0);
        return resources0.insert(ret0);
      };
      imports["rb-js-abi-host"]["reflect-delete-property: func(target: handle<js-abi-value>, property-key: string) -> bool"] = function(arg0, arg1, arg2) {
        const memory = get_export("memory");
        const ptr0 = arg1;
        const len0 = arg2;
        const result0 = intrinsics_js_1.UTF8_DECODER.decode(new Uint8Array(memory.buffer, ptr0, len0));
        const ret0 = obj.reflectDeleteProperty(resources0.get(arg0), result0);
        return ret0 ? 1 : 0;
      };
      imports["rb-js-abi-host"]["reflect-get: func(target: handle<js-abi-value>, property-key: string) -> variant { success(handle<js-abi-value>), failure(handle<js-abi-value>) }"] = function(arg0, arg1, arg2, arg3) {
        const memory = get_export("memory");
        const ptr0 = arg1;
        const len0 = arg2;
        const result0 = intrinsics_js_1.UTF8_DECODER.decode(new Uint8Array(memory.buffer, ptr0, len0));
        const ret0 = obj.reflectGet(resources0.get(arg0), result0);
        const variant1 = ret0;
        switch (variant1.tag) {
          case "success": {
            const e = variant1.val;
            (0, intrinsics_js_1.data_view)(memory).setInt8(arg3 + 0, 0, true);
            (0, intrinsics_js_1.data_view)(memory).setInt32(arg3 + 4, resources0.insert(e), true);
            break;
          }
          case "failure": {
            const e = variant1.val;
            (0, intrinsics_js_1.data_view)(memory).setInt8(arg3 + 0, 1, true);
            (0, intrinsics_js_1.data_view)(memory).setInt32(arg3 + 4, resources0.insert(e), true);
            break;
          }
          default:
            throw new RangeError("invalid variant specified for JsAbiResult");
        }
      };
      imports["rb-js-abi-host"]["reflect-get-own-property-descriptor: func(target: handle<js-abi-value>, property-key: string) -> handle<js-abi-value>"] = function(arg0, arg1, arg2) {
        const memory = get_export("memory");
        const ptr0 = arg1;
        const len0 = arg2;
        const result0 = intrinsics_js_1.UTF8_DECODER.decode(new Uint8Array(memory.buffer, ptr0, len0));
        const ret0 = obj.reflectGetOwnPropertyDescriptor(resources0.get(arg0), result0);
        return resources0.insert(ret0);
      };
      imports["rb-js-abi-host"]["reflect-get-prototype-of: func(target: handle<js-abi-value>) -> handle<js-abi-value>"] = function(arg0) {
        const ret0 = obj.reflectGetPrototypeOf(resources0.get(arg0));
        return resources0.insert(ret0);
      };
      imports["rb-js-abi-host"]["reflect-has: func(target: handle<js-abi-value>, property-key: string) -> bool"] = function(arg0, arg1, arg2) {
        const memory = get_export("memory");
        const ptr0 = arg1;
        const len0 = arg2;
        const result0 = intrinsics_js_1.UTF8_DECODER.decode(new Uint8Array(memory.buffer, ptr0, len0));
        const ret0 = obj.reflectHas(resources0.get(arg0), result0);
        return ret0 ? 1 : 0;
      };
      imports["rb-js-abi-host"]["reflect-is-extensible: func(target: handle<js-abi-value>) -> bool"] = function(arg0) {
        const ret0 = obj.reflectIsExtensible(resources0.get(arg0));
        return ret0 ? 1 : 0;
      };
      imports["rb-js-abi-host"]["reflect-own-keys: func(target: handle<js-abi-value>) -> list<handle<js-abi-value>>"] = function(arg0, arg1) {
        const memory = get_export("memory");
        const realloc = get_export("cabi_realloc");
        const ret0 = obj.reflectOwnKeys(resources0.get(arg0));
        const vec0 = ret0;
        const len0 = vec0.length;
        const result0 = realloc(0, 0, 4, len0 * 4);
        for (let i = 0; i < vec0.length; i++) {
          const e = vec0[i];
          const base = result0 + i * 4;
          (0, intrinsics_js_1.data_view)(memory).setInt32(base + 0, resources0.insert(e), true);
        }
        (0, intrinsics_js_1.data_view)(memory).setInt32(arg1 + 4, len0, true);
        (0, intrinsics_js_1.data_view)(memory).setInt32(arg1 + 0, result0, true);
      };
      imports["rb-js-abi-host"]["reflect-prevent-extensions: func(target: handle<js-abi-value>) -> bool"] = function(arg0) {
        const ret0 = obj.reflectPreventExtensions(resources0.get(arg0));
        return ret0 ? 1 : 0;
      };
      imports["rb-js-abi-host"]["reflect-set: func(target: handle<js-abi-value>, property-key: string, value: handle<js-abi-value>) -> variant { success(handle<js-abi-value>), failure(handle<js-abi-value>) }"] = function(arg0, arg1, arg2, arg3, arg4) {
        const memory = get_export("memory");
        const ptr0 = arg1;
        const len0 = arg2;
        const result0 = intrinsics_js_1.UTF8_DECODER.decode(new Uint8Array(memory.buffer, ptr0, len0));
        const ret0 = obj.reflectSet(resources0.get(arg0), result0, resources0.get(arg3));
        const variant1 = ret0;
        switch (variant1.tag) {
          case "success": {
            const e = variant1.val;
            (0, intrinsics_js_1.data_view)(memory).setInt8(arg4 + 0, 0, true);
            (0, intrinsics_js_1.data_view)(memory).setInt32(arg4 + 4, resources0.insert(e), true);
            break;
          }
          case "failure": {
            const e = variant1.val;
            (0, intrinsics_js_1.data_view)(memory).setInt8(arg4 + 0, 1, true);
            (0, intrinsics_js_1.data_view)(memory).setInt32(arg4 + 4, resources0.insert(e), true);
            break;
          }
          default:
            throw new RangeError("invalid variant specified for JsAbiResult");
        }
      };
      imports["rb-js-abi-host"]["reflect-set-prototype-of: func(target: handle<js-abi-value>, prototype: handle<js-abi-value>) -> bool"] = function(arg0, arg1) {
        const ret0 = obj.reflectSetPrototypeOf(resources0.get(arg0), resources0.get(arg1));
        return ret0 ? 1 : 0;
      };
      if (!("canonical_abi" in imports))
        imports["canonical_abi"] = {};
      const resources0 = new intrinsics_js_1.Slab();
      imports.canonical_abi["resource_drop_js-abi-value"] = (i) => {
        const val = resources0.remove(i);
        if (obj.dropJsAbiValue)
          obj.dropJsAbiValue(val);
      };
    }
  }
});

// node_modules/@ruby/wasm-wasi/dist/cjs/binding.js
var require_binding = __commonJS({
  "node_modules/@ruby/wasm-wasi/dist/cjs/binding.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.ComponentBinding = exports2.LegacyBinding = void 0;
    var tslib_1 = (init_tslib_es6(), __toCommonJS(tslib_es6_exports));
    var RbAbi = tslib_1.__importStar(require_rb_abi_guest());
    var LegacyBinding = class extends RbAbi.RbAbiGuest {
      async setInstance(instance) {
        await this.instantiate(instance);
      }
    };
    exports2.LegacyBinding = LegacyBinding;
    var ComponentBinding = class {
      constructor() {
      }
      setUnderlying(underlying) {
        this.underlying = underlying;
      }
      rubyShowVersion() {
        this.underlying.rubyShowVersion();
      }
      rubyInit(args) {
        this.underlying.rubyInit(args);
      }
      rubyInitLoadpath() {
        this.underlying.rubyInitLoadpath();
      }
      rbEvalStringProtect(str) {
        return this.underlying.rbEvalStringProtect(str);
      }
      rbFuncallvProtect(recv, mid, args) {
        return this.underlying.rbFuncallvProtect(recv, mid, args);
      }
      rbIntern(name) {
        return this.underlying.rbIntern(name);
      }
      rbErrinfo() {
        return this.underlying.rbErrinfo();
      }
      rbClearErrinfo() {
        return this.underlying.rbClearErrinfo();
      }
      rstringPtr(value) {
        return this.underlying.rstringPtr(value);
      }
      rbVmBugreport() {
        this.underlying.rbVmBugreport();
      }
      rbGcEnable() {
        return this.underlying.rbGcEnable();
      }
      rbGcDisable() {
        return this.underlying.rbGcDisable();
      }
      rbSetShouldProhibitRewind(newValue) {
        return this.underlying.rbSetShouldProhibitRewind(newValue);
      }
      async setInstance(instance) {
      }
      addToImports(imports) {
      }
    };
    exports2.ComponentBinding = ComponentBinding;
  }
});

// node_modules/@ruby/wasm-wasi/dist/cjs/vm.js
var require_vm = __commonJS({
  "node_modules/@ruby/wasm-wasi/dist/cjs/vm.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.RbFatalError = exports2.RbError = exports2.RbValue = exports2.RubyVM = void 0;
    var tslib_1 = (init_tslib_es6(), __toCommonJS(tslib_es6_exports));
    var RbAbi = tslib_1.__importStar(require_rb_abi_guest());
    var rb_js_abi_host_js_1 = require_rb_js_abi_host();
    var binding_js_1 = require_binding();
    var RubyVM = class _RubyVM {
      /**
       * Instantiate a Ruby VM with the given WebAssembly Core module with WASI Preview 1 implementation.
       *
       * @param options The options to instantiate the Ruby VM
       * @returns A promise that resolves to the Ruby VM instance and the WebAssembly instance
       * @category Essentials
       *
       * @example
       *
       * import { WASI } from "@bjorn3/browser_wasi_shim";
       * const wasip1 = new WASI([], [], []);
       * const module = await WebAssembly.compile("./path/to/ruby.wasm");
       * const { vm } = await RubyVM.instantiateModule({ module, wasip1 });
       *
       */
      static async instantiateModule(options) {
        var _a, _b;
        const { module: module3, wasip1 } = options;
        const vm = new _RubyVM();
        const imports = {
          wasi_snapshot_preview1: wasip1.wasiImport
        };
        vm.addToImports(imports);
        (_a = options.addToImports) === null || _a === void 0 ? void 0 : _a.call(options, imports);
        const instance = await WebAssembly.instantiate(module3, imports);
        try {
          await vm.setInstance(instance);
        } catch (e) {
          console.error('Failed to instantiate Ruby VM. Please make sure that you have added `gem "js"` to your Gemfile.');
          throw e;
        }
        (_b = options.setMemory) === null || _b === void 0 ? void 0 : _b.call(options, instance.exports.memory);
        wasip1.initialize(instance);
        vm.initialize(options.args);
        return { vm, instance };
      }
      /**
       * Instantiate a Ruby VM with the given WebAssembly component with WASI Preview 2 implementation.
       *
       * @param options The options to instantiate the Ruby VM
       * @returns A promise that resolves to the Ruby VM instance
       * @category Essentials
       *
       * @example
       *
       * // First, you need to transpile the Ruby component to a JavaScript module using jco.
       * // $ jco transpile --no-wasi-shim --instantiation --valid-lifting-optimization ./ruby.component.wasm -o ./component
       * // Then, you can instantiate the Ruby VM with the component:
       *
       * import * as wasip2 from "@bytecodealliance/preview2-shim"
       * import fs from "fs/promises";
       * import path from "path";
       *
       * const { instantiate } = await import("./component/ruby.component.js");
       * const getCoreModule = async (relativePath) => {
       *   const buffer = await fs.readFile(path.join("./component", relativePath));
       *   return WebAssembly.compile(buffer);
       * }
       *
       * const { vm } = await RubyVM.instantiateComponent({
       *   instantiate, getCoreModule, wasip2,
       * });
       *
       */
      static async instantiateComponent(options) {
        let initComponent;
        if ("getCoreModule" in options) {
          initComponent = async (jsRuntime) => {
            const { instantiate, getCoreModule, wasip2 } = options;
            const { cli, clocks, filesystem, io, random, sockets, http } = wasip2;
            const environment = options.env ? Object.assign(Object.assign({}, cli.environment), { getEnvironment: () => {
              var _a;
              return Array.from(new Map([
                ...cli.environment.getEnvironment(),
                ...Object.entries((_a = options.env) !== null && _a !== void 0 ? _a : {})
              ]).entries());
            } }) : cli.environment;
            const importObject = {
              "ruby:js/js-runtime": jsRuntime,
              "wasi:cli/environment": environment,
              "wasi:cli/exit": cli.exit,
              "wasi:cli/stderr": cli.stderr,
              "wasi:cli/stdin": cli.stdin,
              "wasi:cli/stdout": cli.stdout,
              "wasi:cli/terminal-input": cli.terminalInput,
              "wasi:cli/terminal-output": cli.terminalOutput,
              "wasi:cli/terminal-stderr": cli.terminalStderr,
              "wasi:cli/terminal-stdin": cli.terminalStdin,
              "wasi:cli/terminal-stdout": cli.terminalStdout,
              "wasi:clocks/monotonic-clock": clocks.monotonicClock,
              "wasi:clocks/wall-clock": clocks.wallClock,
              "wasi:filesystem/preopens": filesystem.preopens,
              "wasi:filesystem/types": filesystem.types,
              "wasi:io/error": io.error,
              "wasi:io/poll": io.poll,
              "wasi:io/streams": io.streams,
              "wasi:random/random": random.random,
              "wasi:sockets/tcp": sockets.tcp,
              "wasi:http/types": http.types,
              "wasi:http/incoming-handler": http.incomingHandler,
              "wasi:http/outgoing-handler": http.outgoingHandler
            };
            const component = await instantiate(getCoreModule, importObject, options.instantiateCore);
            return component.rubyRuntime;
          };
        } else {
          initComponent = options.instantiate;
        }
        const vm = await this._instantiate({}, initComponent);
        return { vm };
      }
      constructor(binding) {
        this.instance = null;
        this.interfaceState = {
          hasJSFrameAfterRbFrame: false
        };
        const proxyExports = (exports3) => {
          const excludedMethods = [
            "setInstance",
            "addToImports",
            "instantiate",
            "rbSetShouldProhibitRewind",
            "rbGcDisable",
            "rbGcEnable"
          ];
          const excluded = ["constructor"].concat(excludedMethods);
          for (const key of Object.getOwnPropertyNames(RbAbi.RbAbiGuest.prototype)) {
            if (excluded.includes(key)) {
              continue;
            }
            const value = exports3[key];
            if (typeof value === "function") {
              exports3[key] = (...args) => {
                const isNestedVMCall = this.interfaceState.hasJSFrameAfterRbFrame;
                if (isNestedVMCall) {
                  const oldShouldProhibitRewind = this.guest.rbSetShouldProhibitRewind(true);
                  const oldIsDisabledGc = this.guest.rbGcDisable();
                  const result = Reflect.apply(value, exports3, args);
                  this.guest.rbSetShouldProhibitRewind(oldShouldProhibitRewind);
                  if (!oldIsDisabledGc) {
                    this.guest.rbGcEnable();
                  }
                  return result;
                } else {
                  return Reflect.apply(value, exports3, args);
                }
              };
            }
          }
          return exports3;
        };
        this.guest = proxyExports(binding !== null && binding !== void 0 ? binding : new binding_js_1.LegacyBinding());
        this.transport = new JsValueTransport();
        this.exceptionFormatter = new RbExceptionFormatter();
      }
      static async _instantiate(options, initComponent) {
        const binding = new binding_js_1.ComponentBinding();
        const vm = new _RubyVM(binding);
        class JsAbiValue {
          constructor(underlying) {
            this.underlying = underlying;
          }
        }
        const imports = vm.getImports((from) => new JsAbiValue(from), (to) => to.underlying);
        const component = await initComponent(Object.assign(Object.assign({}, imports), { throwProhibitRewindException: (message) => {
          vm.throwProhibitRewindException(message);
        }, procToJsFunction: () => {
          const rbValue = new RbValue(component.exportRbValueToJs(), vm, vm.privateObject());
          return new JsAbiValue((...args) => {
            return rbValue.call("call", ...args.map((arg) => vm.wrap(arg))).toJS();
          });
        }, rbObjectToJsRbValue: () => {
          const rbValue = new RbValue(component.exportRbValueToJs(), vm, vm.privateObject());
          return new JsAbiValue(rbValue);
        }, JsAbiValue }));
        binding.setUnderlying(component);
        vm.initialize(options.args);
        return vm;
      }
      /**
       * Initialize the Ruby VM with the given command line arguments
       * @param args The command line arguments to pass to Ruby. Must be
       * an array of strings starting with the Ruby program name.
       * @category Low-level initialization
       */
      initialize(args = ["ruby.wasm", "-EUTF-8", "-e_=0"]) {
        const c_args = args.map((arg) => arg + "\0");
        this.guest.rubyInit(c_args);
        try {
          this.eval(`
        # Require Bundler standalone setup
        if File.exist?("/bundle/bundler/setup.rb")
          # Some ruby-head + ruby.wasm revisions return from rubyInit with a partial
          # Gem module: Gem is defined, but RubyGems is not loaded yet and its API
          # helpers are still missing. Bundler standalone treats defined?(Gem) as
          # sufficient, so load RubyGems explicitly before requiring its setup file.
          require "rubygems" if defined?(Gem) && !Gem.respond_to?(:ruby_api_version)
          require "/bundle/bundler/setup.rb"
        elsif File.exist?("/bundle/setup.rb")
          # For non-CM builds, which doesn't use Bundler's standalone mode
          require "/bundle/setup.rb"
        end
      `);
        } catch (e) {
          console.warn("Failed to load /bundle/setup", e);
        }
      }
      /**
       * Set a given instance to interact JavaScript and Ruby's
       * WebAssembly instance. This method must be called before calling
       * Ruby API.
       *
       * @param instance The WebAssembly instance to interact with. Must
       * be instantiated from a Ruby built with JS extension, and built
       * with Reactor ABI instead of command line.
       * @category Low-level initialization
       */
      async setInstance(instance) {
        this.instance = instance;
        await this.guest.setInstance(instance);
      }
      /**
       * Add intrinsic import entries, which is necessary to interact JavaScript
       * and Ruby's WebAssembly instance.
       * @param imports The import object to add to the WebAssembly instance
       * @category Low-level initialization
       */
      addToImports(imports) {
        this.guest.addToImports(imports);
        imports["rb-js-abi-host"] = {
          rb_wasm_throw_prohibit_rewind_exception: (messagePtr, messageLen) => {
            const memory = this.instance.exports.memory;
            const str = new TextDecoder().decode(new Uint8Array(memory.buffer, messagePtr, messageLen));
            this.throwProhibitRewindException(str);
          }
        };
        (0, rb_js_abi_host_js_1.addRbJsAbiHostToImports)(imports, this.getImports((value) => value, (value) => value), (name) => {
          return this.instance.exports[name];
        });
      }
      throwProhibitRewindException(str) {
        let message = `Ruby APIs that may rewind the VM stack are prohibited under nested VM operation (${str})
Nested VM operation means that the call stack has sandwitched JS frames like JS -> Ruby -> JS -> Ruby caused by something like \`window.rubyVM.eval("JS.global[:rubyVM].eval('Fiber.yield')")\`

Please check your call stack and make sure that you are **not** doing any of the following inside the nested Ruby frame:
  1. Switching fibers (e.g. Fiber#resume, Fiber.yield, and Fiber#transfer)
     Note that \`evalAsync\` JS API switches fibers internally
  2. Raising uncaught exceptions
     Please catch all exceptions inside the nested operation
  3. Calling Continuation APIs
`;
        const error = new RbValue(this.guest.rbErrinfo(), this, this.privateObject());
        if (error.call("nil?").toString() === "false") {
          message += "\n" + this.exceptionFormatter.format(error, this, this.privateObject());
        }
        throw new RbFatalError(message);
      }
      getImports(toJSAbiValue, fromJSAbiValue) {
        const proxyImports = (imports) => {
          for (const [key, value] of Object.entries(imports)) {
            if (typeof value === "function") {
              imports[key] = (...args) => {
                const oldValue = this.interfaceState.hasJSFrameAfterRbFrame;
                this.interfaceState.hasJSFrameAfterRbFrame = true;
                const result = Reflect.apply(value, imports, args);
                this.interfaceState.hasJSFrameAfterRbFrame = oldValue;
                return result;
              };
            }
          }
          return imports;
        };
        function wrapTry(f) {
          return (...args) => {
            try {
              return { tag: "success", val: f(...args) };
            } catch (e) {
              if (e instanceof RbFatalError) {
                throw e;
              }
              return { tag: "failure", val: toJSAbiValue(e) };
            }
          };
        }
        return proxyImports({
          evalJs: wrapTry((code) => {
            return toJSAbiValue(Function(code)());
          }),
          isJs: (value) => {
            return true;
          },
          globalThis: () => {
            if (typeof globalThis !== "undefined") {
              return toJSAbiValue(globalThis);
            } else if (typeof global !== "undefined") {
              return toJSAbiValue(global);
            } else if (typeof window !== "undefined") {
              return toJSAbiValue(window);
            }
            throw new Error("unable to locate global object");
          },
          intToJsNumber: (value) => {
            return toJSAbiValue(value);
          },
          floatToJsNumber: (value) => {
            return toJSAbiValue(value);
          },
          stringToJsString: (value) => {
            return toJSAbiValue(value);
          },
          boolToJsBool: (value) => {
            return toJSAbiValue(value);
          },
          procToJsFunction: (rawRbAbiValue) => {
            const rbValue = this.rbValueOfPointer(rawRbAbiValue);
            return toJSAbiValue((...args) => {
              return rbValue.call("call", ...args.map((arg) => this.wrap(arg))).toJS();
            });
          },
          rbObjectToJsRbValue: (rawRbAbiValue) => {
            return toJSAbiValue(this.rbValueOfPointer(rawRbAbiValue));
          },
          jsValueToString: (value) => {
            value = fromJSAbiValue(value);
            return String(value);
          },
          jsValueToInteger(value) {
            value = fromJSAbiValue(value);
            if (typeof value === "number") {
              return { tag: "as-float", val: value };
            } else if (typeof value === "bigint") {
              return { tag: "bignum", val: BigInt(value).toString(10) + "\0" };
            } else if (typeof value === "string") {
              return { tag: "bignum", val: value + "\0" };
            } else if (typeof value === "undefined") {
              return { tag: "as-float", val: 0 };
            } else {
              return { tag: "as-float", val: Number(value) };
            }
          },
          exportJsValueToHost: (value) => {
            this.transport.takeJsValue(fromJSAbiValue(value));
          },
          importJsValueFromHost: () => {
            return toJSAbiValue(this.transport.consumeJsValue());
          },
          instanceOf: (value, klass) => {
            klass = fromJSAbiValue(klass);
            if (typeof klass === "function") {
              return fromJSAbiValue(value) instanceof klass;
            } else {
              return false;
            }
          },
          jsValueTypeof(value) {
            return typeof fromJSAbiValue(value);
          },
          jsValueEqual(lhs, rhs) {
            return fromJSAbiValue(lhs) == fromJSAbiValue(rhs);
          },
          jsValueStrictlyEqual(lhs, rhs) {
            return fromJSAbiValue(lhs) === fromJSAbiValue(rhs);
          },
          reflectApply: wrapTry((target, thisArgument, args) => {
            const jsArgs = args.map((arg) => fromJSAbiValue(arg));
            return toJSAbiValue(Reflect.apply(fromJSAbiValue(target), fromJSAbiValue(thisArgument), jsArgs));
          }),
          reflectConstruct: function(target, args) {
            throw new Error("Function not implemented.");
          },
          reflectDeleteProperty: function(target, propertyKey) {
            throw new Error("Function not implemented.");
          },
          reflectGet: wrapTry((target, propertyKey) => {
            return toJSAbiValue(fromJSAbiValue(target)[propertyKey]);
          }),
          reflectGetOwnPropertyDescriptor: function(target, propertyKey) {
            throw new Error("Function not implemented.");
          },
          reflectGetPrototypeOf: function(target) {
            throw new Error("Function not implemented.");
          },
          reflectHas: function(target, propertyKey) {
            throw new Error("Function not implemented.");
          },
          reflectIsExtensible: function(target) {
            throw new Error("Function not implemented.");
          },
          reflectOwnKeys: function(target) {
            throw new Error("Function not implemented.");
          },
          reflectPreventExtensions: function(target) {
            throw new Error("Function not implemented.");
          },
          reflectSet: wrapTry((target, propertyKey, value) => {
            return toJSAbiValue(Reflect.set(fromJSAbiValue(target), propertyKey, fromJSAbiValue(value)));
          }),
          reflectSetPrototypeOf: function(target, prototype) {
            throw new Error("Function not implemented.");
          }
        });
      }
      /**
       * Print the Ruby version to stdout
       */
      printVersion() {
        this.guest.rubyShowVersion();
      }
      /**
       * Runs a string of Ruby code from JavaScript
       * @param code The Ruby code to run
       * @returns the result of the last expression
       * @category Essentials
       *
       * @example
       * vm.eval("puts 'hello world'");
       * const result = vm.eval("1 + 2");
       * console.log(result.toString()); // 3
       *
       */
      eval(code) {
        return evalRbCode(this, this.privateObject(), code);
      }
      /**
       * Runs a string of Ruby code with top-level `JS::Object#await`
       * Returns a promise that resolves when execution completes.
       * @param code The Ruby code to run
       * @returns a promise that resolves to the result of the last expression
       * @category Essentials
       *
       * @example
       * const text = await vm.evalAsync(`
       *   require 'js'
       *   response = JS.global.fetch('https://example.com').await
       *   response.text.await
       * `);
       * console.log(text.toString()); // <html>...</html>
       */
      evalAsync(code) {
        const JS = this.eval("require 'js'; JS");
        return newRbPromise(this, this.privateObject(), (future) => {
          JS.call("__eval_async_rb", this.wrap(code), future);
        });
      }
      /**
       * Wrap a JavaScript value into a Ruby JS::Object
       * @param value The value to convert to RbValue
       * @returns the RbValue object representing the given JS value
       *
       * @example
       * const hash = vm.eval(`Hash.new`)
       * hash.call("store", vm.eval(`"key1"`), vm.wrap(new Object()));
       */
      wrap(value) {
        return this.transport.importJsValue(value, this);
      }
      /** @private */
      privateObject() {
        return {
          transport: this.transport,
          exceptionFormatter: this.exceptionFormatter
        };
      }
      /** @private */
      rbValueOfPointer(pointer) {
        const abiValue = new RbAbi.RbAbiValue(pointer, this.guest);
        return new RbValue(abiValue, this, this.privateObject());
      }
    };
    exports2.RubyVM = RubyVM;
    var JsValueTransport = class {
      constructor() {
        this._takenJsValue = null;
      }
      takeJsValue(value) {
        this._takenJsValue = value;
      }
      consumeJsValue() {
        return this._takenJsValue;
      }
      exportJsValue(value) {
        value.call("__export_to_js");
        return this._takenJsValue;
      }
      importJsValue(value, vm) {
        this._takenJsValue = value;
        return vm.eval('require "js"; JS::Object').call("__import_from_js");
      }
    };
    var RbValue = class _RbValue {
      /**
       * @hideconstructor
       */
      constructor(inner, vm, privateObject) {
        this.inner = inner;
        this.vm = vm;
        this.privateObject = privateObject;
      }
      /**
       * Call a given method with given arguments
       *
       * @param callee name of the Ruby method to call
       * @param args arguments to pass to the method. Must be an array of RbValue
       * @returns The result of the method call as a new RbValue.
       *
       * @example
       * const ary = vm.eval("[1, 2, 3]");
       * ary.call("push", 4);
       * console.log(ary.call("sample").toString());
       */
      call(callee, ...args) {
        const innerArgs = args.map((arg) => arg.inner);
        return new _RbValue(callRbMethod(this.vm, this.privateObject, this.inner, callee, innerArgs), this.vm, this.privateObject);
      }
      /**
       * Call a given method that may call `JS::Object#await` with given arguments
       *
       * @param callee name of the Ruby method to call
       * @param args arguments to pass to the method. Must be an array of RbValue
       * @returns A Promise that resolves to the result of the method call as a new RbValue.
       *
       * @example
       * const client = vm.eval(`
       *   require 'js'
       *   class HttpClient
       *     def get(url)
       *       JS.global.fetch(url).await
       *     end
       *   end
       *   HttpClient.new
       * `);
       * const response = await client.callAsync("get", vm.eval(`"https://example.com"`));
       */
      callAsync(callee, ...args) {
        const JS = this.vm.eval("require 'js'; JS");
        return newRbPromise(this.vm, this.privateObject, (future) => {
          JS.call("__call_async_method", this, this.vm.wrap(callee), future, ...args);
        });
      }
      /**
       * @see {@link https://developer.mozilla.org/ja/docs/Web/JavaScript/Reference/Global_Objects/Symbol/toPrimitive}
       * @param hint Preferred type of the result primitive value. `"number"`, `"string"`, or `"default"`.
       */
      [Symbol.toPrimitive](hint) {
        if (hint === "string" || hint === "default") {
          return this.toString();
        } else if (hint === "number") {
          return null;
        }
        return null;
      }
      /**
       * Returns a string representation of the value by calling `to_s`
       */
      toString() {
        const rbString = callRbMethod(this.vm, this.privateObject, this.inner, "to_s", []);
        return this.vm.guest.rstringPtr(rbString);
      }
      /**
       * Returns a JavaScript object representation of the value
       * by calling `to_js`.
       *
       * Returns null if the value is not convertible to a JavaScript object.
       */
      toJS() {
        const JS = this.vm.eval("JS");
        const jsValue = JS.call("try_convert", this);
        if (jsValue.call("nil?").toString() === "true") {
          return null;
        }
        return this.privateObject.transport.exportJsValue(jsValue);
      }
    };
    exports2.RbValue = RbValue;
    var ruby_tag_type;
    (function(ruby_tag_type2) {
      ruby_tag_type2[ruby_tag_type2["None"] = 0] = "None";
      ruby_tag_type2[ruby_tag_type2["Return"] = 1] = "Return";
      ruby_tag_type2[ruby_tag_type2["Break"] = 2] = "Break";
      ruby_tag_type2[ruby_tag_type2["Next"] = 3] = "Next";
      ruby_tag_type2[ruby_tag_type2["Retry"] = 4] = "Retry";
      ruby_tag_type2[ruby_tag_type2["Redo"] = 5] = "Redo";
      ruby_tag_type2[ruby_tag_type2["Raise"] = 6] = "Raise";
      ruby_tag_type2[ruby_tag_type2["Throw"] = 7] = "Throw";
      ruby_tag_type2[ruby_tag_type2["Fatal"] = 8] = "Fatal";
      ruby_tag_type2[ruby_tag_type2["Mask"] = 15] = "Mask";
    })(ruby_tag_type || (ruby_tag_type = {}));
    var RbExceptionFormatter = class {
      constructor() {
        this.literalsCache = null;
        this.isFormmatting = false;
      }
      format(error, vm, privateObject) {
        class RbExceptionFormatterError extends Error {
        }
        if (this.isFormmatting) {
          throw new RbExceptionFormatterError("Unexpected exception occurred during formatting exception message");
        }
        this.isFormmatting = true;
        try {
          return this._format(error, vm, privateObject);
        } finally {
          this.isFormmatting = false;
        }
      }
      _format(error, vm, privateObject) {
        const [zeroLiteral, oneLiteral, newLineLiteral] = (() => {
          if (this.literalsCache == null) {
            const zeroOneNewLine = [
              evalRbCode(vm, privateObject, "0"),
              evalRbCode(vm, privateObject, "1"),
              evalRbCode(vm, privateObject, `"
"`)
            ];
            this.literalsCache = zeroOneNewLine;
            return zeroOneNewLine;
          } else {
            return this.literalsCache;
          }
        })();
        let className;
        let backtrace;
        let message;
        try {
          className = error.call("class").toString();
        } catch (e) {
          className = "unknown";
        }
        try {
          message = error.call("message").toString();
        } catch (e) {
          message = "unknown";
        }
        try {
          backtrace = error.call("backtrace");
        } catch (e) {
          return this.formatString(className, message);
        }
        if (backtrace.call("nil?").toString() === "true") {
          return this.formatString(className, message);
        }
        try {
          const firstLine = backtrace.call("at", zeroLiteral);
          const restLines = backtrace.call("drop", oneLiteral).call("join", newLineLiteral);
          return this.formatString(className, message, [
            firstLine.toString(),
            restLines.toString()
          ]);
        } catch (e) {
          return this.formatString(className, message);
        }
      }
      formatString(klass, message, backtrace) {
        if (backtrace) {
          return `${backtrace[0]}: ${message} (${klass})
${backtrace[1]}`;
        } else {
          return `${klass}: ${message}`;
        }
      }
    };
    var checkStatusTag = (rawTag, vm, privateObject) => {
      switch (rawTag & ruby_tag_type.Mask) {
        case ruby_tag_type.None:
          break;
        case ruby_tag_type.Return:
          throw new RbError("unexpected return");
        case ruby_tag_type.Next:
          throw new RbError("unexpected next");
        case ruby_tag_type.Break:
          throw new RbError("unexpected break");
        case ruby_tag_type.Redo:
          throw new RbError("unexpected redo");
        case ruby_tag_type.Retry:
          throw new RbError("retry outside of rescue clause");
        case ruby_tag_type.Throw:
          throw new RbError("unexpected throw");
        case ruby_tag_type.Raise:
        case ruby_tag_type.Fatal:
          const error = new RbValue(vm.guest.rbErrinfo(), vm, privateObject);
          if (error.call("nil?").toString() === "true") {
            throw new RbError("no exception object");
          }
          vm.guest.rbClearErrinfo();
          throw new RbError(privateObject.exceptionFormatter.format(error, vm, privateObject));
        default:
          throw new RbError(`unknown error tag: ${rawTag}`);
      }
    };
    function wrapRbOperation(vm, body) {
      try {
        return body();
      } catch (e) {
        if (e instanceof RbError) {
          throw e;
        }
        try {
          vm.guest.rbVmBugreport();
        } catch (e2) {
          console.error("Tried to report internal Ruby VM state but failed: ", e2);
        }
        if (e instanceof WebAssembly.RuntimeError && e.message === "unreachable") {
          const error = new RbError(`Something went wrong in Ruby VM: ${e}`);
          error.stack = e.stack;
          throw error;
        } else {
          throw e;
        }
      }
    }
    var callRbMethod = (vm, privateObject, recv, callee, args) => {
      const mid = vm.guest.rbIntern(callee + "\0");
      return wrapRbOperation(vm, () => {
        const [value, status] = vm.guest.rbFuncallvProtect(recv, mid, args);
        checkStatusTag(status, vm, privateObject);
        return value;
      });
    };
    var evalRbCode = (vm, privateObject, code) => {
      return wrapRbOperation(vm, () => {
        const [value, status] = vm.guest.rbEvalStringProtect(code + "\0");
        checkStatusTag(status, vm, privateObject);
        return new RbValue(value, vm, privateObject);
      });
    };
    function newRbPromise(vm, privateObject, body) {
      return new Promise((resolve, reject) => {
        const future = vm.wrap({
          resolve,
          reject: (error) => {
            const rbError = new RbError(privateObject.exceptionFormatter.format(error, vm, privateObject));
            reject(rbError);
          }
        });
        body(future);
      });
    }
    var RbError = class extends Error {
      /**
       * @hideconstructor
       */
      constructor(message) {
        super(message);
      }
    };
    exports2.RbError = RbError;
    var RbFatalError = class extends RbError {
      /**
       * @hideconstructor
       */
      constructor(message) {
        super("Ruby Fatal Error: " + message);
      }
    };
    exports2.RbFatalError = RbFatalError;
  }
});

// src/render/bosh/ruby/worker.ts
var worker_exports = {};
module.exports = __toCommonJS(worker_exports);
var import_node_fs2 = require("node:fs");

// src/render/bosh/ruby/guest.ts
var BridgeRefused = class extends Error {
};
var wasm = globalThis.WebAssembly;
function importsWithoutBridge(module2, wasip1, guest) {
  const imports = { wasi_snapshot_preview1: wasip1.wasiImport };
  const own = {};
  guest.addToImports(own);
  const refused = [];
  for (const { module: space, name, kind } of wasm.Module.imports(module2)) {
    if (space === "wasi_snapshot_preview1" && name in wasip1.wasiImport) continue;
    const guestOwn = own[space]?.[name];
    if (space === "canonical_abi" && name.endsWith("_rb-abi-value") && typeof guestOwn === "function") {
      imports[space] = { ...imports[space], [name]: guestOwn };
      continue;
    }
    if (kind !== "function")
      throw new Error(`ruby.wasm imports ${space}.${name} (${kind}), which rigging does not provide`);
    refused.push(`${space}.${name}`);
    imports[space] = { ...imports[space], [name]: refuse(name) };
  }
  return { imports, refused };
}
function refuse(name) {
  const what = name.split(":")[0] ?? name;
  return () => {
    throw new BridgeRefused(
      `the template reached for JavaScript (ruby.wasm's JS bridge, ${what}), which rigging's Ruby does not have`
    );
  };
}
async function instantiateWithoutBridge(RubyVM, module2, wasip1, args) {
  const { vm, instance } = await bareVm(RubyVM, module2, wasip1);
  wasip1.initialize(instance);
  vm.initialize(args);
  return vm;
}
async function restoreWithoutBridge(RubyVM, module2, wasip1, fill) {
  const { vm, instance } = await bareVm(
    RubyVM,
    module2,
    wasip1,
    (i) => fill(i.exports.memory.buffer)
  );
  wasip1.initialize({ exports: { memory: instance.exports.memory } });
  return vm;
}
async function bareVm(RubyVM, module2, wasip1, prepare) {
  const vm = new RubyVM();
  const guest = vm.guest;
  const { imports } = importsWithoutBridge(module2, wasip1, guest);
  const instance = await wasm.instantiate(module2, imports);
  prepare?.(instance);
  await vm.setInstance(instance);
  return { vm, instance };
}
function rubyString(text) {
  return `'${Buffer.from(text, "utf8").toString("base64")}'.unpack1('m0').force_encoding(Encoding::UTF_8)`;
}

// src/render/bosh/ruby/memory.ts
var PAGE = 1 << 16;
var MAX_MEMORY_BYTES = 1 << 30;
function memoryCap(maxBytes = MAX_MEMORY_BYTES) {
  return (payload) => memorySection(payload, Math.floor(maxBytes / PAGE));
}
function sections(bytes) {
  const out = [];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const size = readLeb(bytes, at + 1);
    const end = size.next + size.value;
    if (end > bytes.length) throw new Error("truncated wasm module");
    out.push({ id, start: at, end, payload: bytes.subarray(size.next, end) });
    at = end;
  }
  return out;
}
var SECTION_NAMES = { 5: "memory", 7: "export", 11: "data" };
function editSections(bytes, edits) {
  const all = sections(bytes);
  const parts = [];
  let at = 0;
  for (const id of Object.keys(edits).map(Number))
    if (!all.some((s) => s.id === id))
      throw new Error(`ruby.wasm defines no ${SECTION_NAMES[id] ?? `section ${id}`} to edit`);
  for (const section of all) {
    const edit = section.id === 0 ? void 0 : edits[section.id];
    if (!edit) continue;
    const payload = edit(section.payload);
    parts.push(
      bytes.subarray(at, section.start),
      Uint8Array.from([section.id, ...leb(payload.length)]),
      payload
    );
    at = section.end;
  }
  parts.push(bytes.subarray(at));
  return concatBytes(parts);
}
function concatBytes(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let to = 0;
  for (const part of parts) {
    out.set(part, to);
    to += part.length;
  }
  return out;
}
function memorySection(payload, maxPages) {
  const count = readLeb(payload, 0);
  let at = count.next;
  const out = [...leb(count.value)];
  for (let i = 0; i < count.value; i++) {
    const flags = payload[at];
    if (flags > 1) throw new Error(`ruby.wasm's memory has limits flags ${flags}`);
    const min = readLeb(payload, at + 1);
    at = min.next;
    let max = maxPages;
    if (flags === 1) {
      const own = readLeb(payload, at);
      at = own.next;
      max = Math.min(own.value, maxPages);
    }
    out.push(1, ...leb(min.value), ...leb(Math.max(max, min.value)));
  }
  return Uint8Array.from(out);
}
function readLeb(bytes, start) {
  let value = 0;
  let shift = 0;
  let at = start;
  for (; ; ) {
    const byte = bytes[at++];
    if (byte === void 0) throw new Error("truncated wasm module");
    value += (byte & 127) * 2 ** shift;
    shift += 7;
    if ((byte & 128) === 0) return { value, next: at };
  }
}
function leb(value) {
  const out = [];
  let rest = value;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 128;
    out.push(byte);
  } while (rest > 0);
  return out;
}

// src/render/bosh/ruby/runtime.rb
var runtime_default = `# The Ruby side of rigging's BOSH template runtime, written for rigging: the API a BOSH job template
# sees (p, if_p, link, if_link, spec, properties, name, index, blank?/present?) and the compile-once,
# render-per-instance driver. It is loaded once per VM, after stdlib.rb; worker.ts calls
# Rigging::Bosh.compile_job, Job#add_instances and Job#render_next with JSON strings and reads JSON
# strings back.
# Nothing here touches a file.

# ruby.wasm's \`js\` extension is linked in, but the host gives it nothing: every import it calls
# refuses and ends the VM (guest.ts). So that a template asking for it gets a plain LoadError
# instead, it is marked loaded (its Init never runs) and its gem's files leave the load path; a
# template that undoes this reaches the refusing imports, not JavaScript.
$LOAD_PATH.reject! { |dir| dir.include?('/js-') }
$LOADED_FEATURES << 'js.so'
module Rigging
  module NoBridge
    def self.check(feature)
      name = feature.to_s
      return unless name.match?(%r{\\A(?:.*/)?js(?:\\.so|\\.rb)?\\z|\\Ajs/})
      raise LoadError, "cannot load such file -- #{name} (rigging's Ruby has no JavaScript bridge)"
    end

    # require as templates and autoloads call it (Kernel's private method) and as Kernel.require;
    # stdlib.rb's part lets ipaddr load.
    module Private
      private def require(feature)
        NoBridge.check(feature) || Stdlib.around_require(feature) { super }
      end
    end

    module Public
      def require(feature)
        NoBridge.check(feature) || Stdlib.around_require(feature) { super }
      end
    end
  end
end
Kernel.prepend(Rigging::NoBridge::Private)
Kernel.singleton_class.prepend(Rigging::NoBridge::Public)

# WASI has no processes: ruby.wasm's system returns true and spawn a pid without running anything.
# A template that asks for one is told so rather than handed a made-up success.
module Rigging
  module NoProcess
    %i[system spawn \` exec fork].each do |name|
      define_method(name) do |*|
        raise NotImplementedError, "#{name}() is not available: rigging's Ruby runs no processes"
      end
      private name
    end
  end
end
Kernel.prepend(Rigging::NoProcess)
Process.singleton_class.prepend(Module.new do
  %i[spawn exec fork].each do |name|
    define_method(name) { |*| raise NotImplementedError, "Process.#{name} is not available: rigging's Ruby runs no processes" }
  end
end)

Rigging::Stdlib.preload

# Output of a template's puts/warn has nowhere to go: the VM's stdio is /dev/null and so are these.
$stdout = StringIO.new
$stderr = StringIO.new

# blank?/present?/presence as ActiveSupport defines them (BOSH's templates get them from it).
class Object
  def blank? = respond_to?(:empty?) ? !!empty? : !self
  def present? = !blank?
  def presence = (self if present?)
end

class NilClass
  def blank? = true
end

class FalseClass
  def blank? = true
end

class TrueClass
  def blank? = false
end

class Numeric
  def blank? = false
end

class String
  def blank? = empty? || match?(/\\A[[:space:]]*\\z/)
end

module Rigging
  module Bosh
    class UnknownProperty < StandardError
      def initialize(names)
        # Array#to_s is inspect: the message reads Can't find property '["a.b"]' as BOSH's does.
        super("Can't find property '#{names}'")
      end
    end

    class UnknownLink < StandardError
      def initialize(name)
        super("Can't find link '#{name}'")
      end
    end

    # A dotted name ('a.b.c') through nested hashes; nil when any step is missing or not a hash.
    #
    # The hot paths here loop with \`while\` and return from the method itself: a \`return\` or \`break\`
    # out of a block that a C method yields to (each, reduce, map) unwinds the C stack, which
    # ruby.wasm does by unwinding and rewinding the whole wasm stack (Asyncify), about a third of a
    # millisecond each; p() in a loop over a link's instances spent most of a render there.
    def self.lookup(hash, name)
      keys = name.to_s.split('.')
      ref = hash
      i = 0
      while i < keys.length
        return nil unless ref.is_a?(Hash)
        ref = ref[keys[i]]
        i += 1
      end
      ref
    end

    # p(name), p(name, default), p([names]), p([names], default): the first set value (false is set).
    module Properties
      def p(*args)
        names = Array(args[0])
        i = 0
        while i < names.length
          value = Bosh.lookup(__properties_hash, names[i])
          return value unless value.nil?
          i += 1
        end
        return args[1] if args.length == 2
        raise UnknownProperty.new(names)
      end

      # Yields the values when every name is set; else the returned object's else/else_if_p run.
      def if_p(*names)
        values = []
        i = 0
        while i < names.length
          value = Bosh.lookup(__properties_hash, names[i])
          return ElseBlock.new(self) if value.nil?
          values << value
          i += 1
        end
        yield(*values)
        NoElse::INSTANCE
      end
    end

    # What if_p/if_link return when their block did not run.
    class ElseBlock
      def initialize(owner)
        @owner = owner
      end

      def else
        yield
      end

      def else_if_p(*names, &block)
        @owner.if_p(*names, &block)
      end

      def else_if_link(name, &block)
        @owner.if_link(name, &block)
      end
    end

    # What they return when their block ran: every else is skipped.
    class NoElse
      INSTANCE = new

      def else; end

      def else_if_p(*) = self

      def else_if_link(*) = self
    end

    # spec and properties as objects: spec.networks.default.ip, properties.nats.port, spec['job'].
    # Like OpenStruct, an unknown member reads as nil; methods(false) lists the keys, as BOSH's does.
    class View
      def self.wrap(value)
        case value
        when Hash then new(value.to_h { |k, v| [k.to_s, wrap(v)] })
        when Array then value.map { |item| wrap(item) }
        else value
        end
      end

      # Keys that must stay methods of the view even when a hash has them.
      KEPT = %i[class send __send__ object_id respond_to? is_a? kind_of? instance_of? nil? equal? == != !
                method methods public_send instance_variable_get instance_variables freeze frozen? dup clone
                inspect to_s to_h to_hash eql? each_pair dig [] []=].freeze

      def initialize(table)
        @table = table
        # A key named like a public Object method (hash, display, ...) reads the key, as OpenStruct does.
        # Most keys are no method of Object: that is asked first, of the string (no symbol made).
        table.each_key do |key|
          next unless Object.public_method_defined?(key)
          sym = key.to_sym
          next if KEPT.include?(sym) || key.end_with?('!', '?', '=')
          define_singleton_method(sym) { __read(key) }
        end
      end

      def [](key) = __read(key.to_s)

      def []=(key, value)
        @table[key.to_s] = value
      end

      def dig(key, *rest)
        value = self[key]
        rest.empty? || value.nil? ? value : value.dig(*rest)
      end

      def each_pair(&) = __table.transform_keys(&:to_sym).each_pair(&)

      # OpenStruct's table: symbol keys, each value as the view shows it (a nested view, not a Hash).
      # capi-release's templates find the default network with spec.networks.marshal_dump.
      def marshal_dump = __table.transform_keys(&:to_sym)

      # As OpenStruct's: the table's copy, or what a block makes of each (key, value) pair.
      def to_h(&) = marshal_dump.to_h(&)

      def methods(regular = true) = regular ? super : @table.keys.map(&:to_sym)

      def respond_to_missing?(name, include_private = false)
        @table.key?(name.to_s.delete_suffix('=')) || super
      end

      def method_missing(name, *args)
        key = name.to_s
        if key.end_with?('=') && args.length == 1
          @table[key.delete_suffix('=')] = args[0]
        elsif args.empty? && !key.end_with?('!')
          __read(key)
        else
          super
        end
      end

      def ==(other) = other.is_a?(View) && to_h == other.to_h

      def to_json(*args) = View.unwrap(self).to_json(*args)

      def inspect = "#<OpenStruct #{__table.map { |k, v| "#{k}=#{v.inspect}" }.join(', ')}>"

      alias to_s inspect

      def self.unwrap(value)
        case value
        when View then value.__table.transform_values { |v| unwrap(v) }
        when Array then value.map { |v| unwrap(v) }
        else value
        end
      end

      # Every key with its value as the view gives it.
      def __table = @table

      private def __read(key) = @table[key]
    end

    # The view of the spec, whose hashes are this render's own copy (parsed for the spec alone), so
    # that each nested hash can become a view when first read instead of all at once: making a view
    # costs a tenth of a millisecond in ruby.wasm, a spec holds a dozen (networks, job, release,
    # properties), and a template reads one or two. What it shows is what View.wrap would.
    class LazyView < View
      def self.of(value)
        case value
        when Hash then new(value)
        when Array then value.map { |item| of(item) }
        else value
        end
      end

      def initialize(table)
        super
        @read = {}
      end

      def []=(key, value)
        @read[key.to_s] = true
        super
      end

      def method_missing(name, *args)
        key = name.to_s
        @read[key.delete_suffix('=')] = true if key.end_with?('=') && args.length == 1
        super
      end

      def __table
        @table.each_key { |key| __read(key) }
        @table
      end

      private def __read(key)
        unless @read[key]
          @read[key] = true
          value = @table[key]
          @table[key] = LazyView.of(value) if value.is_a?(Hash) || value.is_a?(Array)
        end
        @table[key]
      end
    end

    # One instance of a consumed link.
    class LinkInstance
      include Properties
      attr_reader :name, :index, :id, :az, :address, :bootstrap, :properties

      def initialize(data, properties)
        @name = data['name']
        @index = data['index']
        @id = data['id']
        @az = data['az']
        @address = data['address']
        @bootstrap = data['bootstrap']
        @properties = properties
      end

      private def __properties_hash = @properties
    end

    # A consumed link: its provider's properties, its instances and its group address.
    class Link
      include Properties
      attr_reader :instances, :properties

      def initialize(data)
        @properties = data['properties'] || {}
        @address = data['address']
        @instances = (data['instances'] || []).map { |instance| LinkInstance.new(instance, @properties) }
      end

      def address(_criteria = {}) = @address

      private def __properties_hash = @properties
    end

    # What a template's code runs as (self): one per instance and template, so instance variables,
    # methods a template defines and mutated values never reach another render.
    #
    # Each render parses its own copy of the instance's data from JSON (BOSH deep-copies the context
    # for each template too), and only the parts the template reads: the properties on the first
    # p(), the links on the first link(). JSON.parse is C and several times faster here than
    # Marshal.load; a link to twenty instances is most of an instance's data, and most templates
    # never read it.
    class Context
      include Properties
      attr_reader :name, :index

      # The instance's JSON texts: its spec (with no properties key when \`spec_properties\` is given),
      # properties, links, and the spec's properties (nil: the spec shares the properties).
      def initialize(spec, properties, links, spec_properties)
        @raw = JSON.parse(spec) || {}
        @__json = [properties, links, spec_properties]
        @name = @raw['name']
        @index = @raw['index']
      end

      def raw_properties = @raw_properties ||= JSON.parse(@__json[0]) || {}

      # Made on first use: many templates only call p(). BOSH's spec carries the properties too
      # (spec.properties.x).
      def spec
        @spec ||= begin
          unless @raw.key?('properties')
            own = @__json[2]
            # Properties shared with p() are wrapped now, as they are when the spec is read.
            @raw['properties'] = own ? JSON.parse(own) : View.wrap(raw_properties)
          end
          LazyView.of(@raw)
        end
      end

      def properties = @properties ||= View.wrap(raw_properties)

      def link(name)
        data = __links[name]
        raise UnknownLink.new(name) if data.nil?
        Link.new(data)
      end

      def if_link(name)
        data = __links[name]
        return ElseBlock.new(self) if data.nil?
        yield Link.new(data)
        NoElse::INSTANCE
      end

      private def __links = @links ||= JSON.parse(@__json[1]) || {}

      private def __properties_hash = raw_properties
    end

    # A template compiled to a proc (once per job) and run per instance with instance_exec. A proc,
    # not a method: a template may define classes, which Ruby allows in a block but not in a method.
    Template = Struct.new(:name, :code, :error)

    # The templates of one job: compiled once, rendered per instance.
    class Job
      def initialize(templates, holder, max_file, max_job)
        # The job's own class is the constant scope of its templates and the class they run as: a
        # class a template defines lands there, and is removed after each render so the next
        # instance defines it afresh.
        @holder = holder
        @templates = templates.map { |t| Job.compile(holder, t['name'], t['text']) }
        @instances = []
        @next = 0
        # Output caps (index.ts says why), checked here so an oversized string never leaves the VM.
        @max_file = max_file
        @max_job = max_job
        @total = 0
      end

      def self.compile(holder, name, text)
        src = ERB.new(text, trim_mode: '-').src
        # ERB's first line is a coding comment (line 0 when ERB evaluates it): the proc opens there, so
        # template line N is line N of the compiled code, named after the template for backtraces.
        code = src.start_with?('#coding:') ? src.sub(/\\A[^\\n]*/, 'proc {') : "proc {#{src}"
        Template.new(name, Bosh.evaluate(holder, "#{code}\\n}", name), nil)
      rescue SyntaxError => e
        Template.new(name, nil, Bosh.syntax_failure(name, e))
      rescue Exception => e # rubocop:disable Lint/RescueException
        Template.new(name, nil, Bosh.failure(name, e))
      end

      def compile_errors = @templates.map(&:error)

      # The job's instances, from one JSON text (one call into the VM, not one per instance):
      # {"texts": [...], "instances": [[spec, properties, links, spec_properties], ...]}. The texts
      # are JSON, each once: instances of a job share their properties and links. An instance is
      # its spec's JSON and the indexes of its properties, links and spec properties (-1: none) in
      # the texts. Each stays JSON until a render parses its own copy (Context).
      def add_instances(json)
        data = JSON.parse(json.to_s)
        texts = data.fetch('texts')
        data.fetch('instances').each do |spec, properties, links, spec_properties|
          @instances << [spec, texts.fetch(properties), texts.fetch(links),
                         spec_properties.negative? ? nil : texts.fetch(spec_properties)]
        end
        @instances.length
      end

      # The next render in order, each instance's templates in turn: the worker calls this once per
      # render, with no argument to make in the VM.
      def render_next
        instance, template = @next.divmod(@templates.length)
        @next += 1
        render(instance, template)
      end

      def render(instance, template)
        t = @templates[template]
        return JSON.generate(t.error) if t.error
        before = @holder.constants(false)
        begin
          context = @holder.new(*@instances[instance])
          content = context.instance_exec(&t.code).to_s
          too_big = oversize(content.bytesize)
          return JSON.generate(Bosh.refusal(t.name, too_big)) if too_big
          JSON.generate({ 'ok' => true, 'content' => content })
        rescue Exception => e # rubocop:disable Lint/RescueException
          JSON.generate(Bosh.failure(t.name, e))
        ensure
          (@holder.constants(false) - before).each { |c| @holder.send(:remove_const, c) }
        end
      end

      # Why a rendered file of \`size\` bytes may not leave the VM, or nil when it may.
      private def oversize(size)
        if size > @max_file
          return "rendered #{size} bytes, more than rigging's limit of #{Bosh.mib(@max_file)} per file"
        end
        @total += size
        return nil if @total <= @max_job
        "the job's rendered files reach #{@total} bytes, more than rigging's limit of " \\
          "#{Bosh.mib(@max_job)} per job"
      end
    end


    # Run by worker.ts just before it captures a booted VM (snapshot.ts), after the preloads: what
    # boot made lives for every run started from the capture.
    #
    # First malloc's heap is grown by 24 MiB that is freed again (an unused string's buffer, so its
    # pages stay zero, and a snapshot keeps only non-zero pages): a job's allocations then come from
    # that free space instead of growing the wasm memory 64 KiB at a time (a 20-instance job's work
    # went from 140 to 120 ms of CPU). Then four full collections age boot's objects into the old
    # generation (an object is old after surviving three): a run's minor collections skip them, and
    # their count sets the old-object limit, so a job of many instances no longer triggers a major
    # collection that marks all of boot's heap again.
    def self.settle_before_capture
      String.new(capacity: 24 << 20)
      4.times { GC.start(full_mark: true, immediate_sweep: true) }
      nil
    end

    def self.mib(bytes) = (bytes % (1 << 20)).zero? ? "#{bytes >> 20} MiB" : "#{bytes} bytes"

    # Evaluates a compiled template in a scope with no local variables: a string class_eval sees
    # the caller's locals, and a template must not (its \`name\` is the spec's name, not ours).
    def self.evaluate(holder, code, name)
      @evaluating = [holder, code, name]
      ::Bosh::Common::Template.evaluate_clean
    ensure
      @evaluating = nil
    end

    class << self
      attr_reader :evaluating
    end

    # Error filling in template '<name>' (line N: <message>), N from the innermost backtrace entry
    # of the template's own code.
    def self.failure(name, error)
      entry = (error.backtrace || []).find { |l| l.start_with?("#{name}:") }
      line = entry && entry[name.length + 1..][/\\A\\d+/]&.to_i
      message = "Error filling in template '#{name}' (line #{line || '(unknown)'}: #{brief(error.message)})"
      { 'ok' => false, 'message' => message, 'line' => line }.compact
    end

    # A template that failed for what it made, not for an error of its own code.
    def self.refusal(name, why) = { 'ok' => false, 'message' => "Error filling in template '#{name}' (#{why})" }

    # An exception's message as a diagnostic holds it: a template chooses it, and may make it huge.
    def self.brief(text)
      text = text.to_s
      text.length > 2000 ? "#{text[0, 2000]}... (#{text.length - 2000} more characters)" : text
    end

    # A syntax error names its line in the message ("<name>:N: syntax errors found" and a snippet
    # with "^ reason" marks): reported as one line with the reasons.
    def self.syntax_failure(name, error)
      text = error.message
      line = text[/(?:\\A|\\n)#{Regexp.escape(name)}:(\\d+):/, 1]&.to_i
      reasons = text.scan(/\\^+ ([^\\n]+)/).flatten.uniq
      reasons = [text.lines.first.to_s.sub(/\\A.*?#{Regexp.escape(name)}:\\d+:\\s*/, '').strip] if reasons.empty?
      message = "Error filling in template '#{name}' (line #{line || '(unknown)'}: syntax error, " \\
                "#{reasons.first(3).join('; ')})"
      { 'ok' => false, 'message' => message, 'line' => line }.compact
    end

    # A job from JSON [{name, text}, ...]. Its class is new, so jobs never share constants.
    def self.compile_job(json, max_file, max_job)
      Job.new(JSON.parse(json.to_s), context_class, max_file, max_job)
    end

    # A job's class is named as the class BOSH renders in, so an error names it as BOSH's does
    # ("uninitialized constant Bosh::Common::Template::EvaluationContext::IPAddr", "undefined
    # method 'x' for an instance of Bosh::Common::Template::EvaluationContext"): a class takes the
    # name of the first constant it is assigned to, and keeps it when the next job's class replaces it.
    def self.context_class
      scope = ::Bosh::Common::Template
      scope.send(:remove_const, :EvaluationContext) if scope.const_defined?(:EvaluationContext, false)
      scope.const_set(:EvaluationContext, Class.new(Context))
    end
  end
end

module Bosh
  module Common
  end
end

# Where a template's code is compiled: its lexical scope is then BOSH's (Module.nesting is the job's
# class, Bosh::Common::Template, Bosh::Common), so its constants resolve as they do in the director.
module Bosh::Common # rubocop:disable Style/ClassAndModuleChildren
  module Template
    # No local variable here either: the template's code would see it.
    def self.evaluate_clean
      Rigging::Bosh.evaluating[0].class_eval(Rigging::Bosh.evaluating[1], Rigging::Bosh.evaluating[2], 0)
    end
  end
end
`;

// src/render/bosh/ruby/snapshot.ts
var import_node_fs = require("node:fs");
var MAGIC = Buffer.from("rigging-rb-snap3");
var HEADER_LENGTH_AT = MAGIC.length + 32;
var HEADER_AT = HEADER_LENGTH_AT + 4;
var sha256 = (bytes) => require("node:crypto").createHash("sha256").update(bytes).digest();
var CHUNK = 4096;
var PAGE2 = 1 << 16;
var GLOBAL_EXPORT = "rigging:global";
var SnapshotRejected = class extends Error {
};
function globalExports(bytes) {
  const globals = sections(bytes).find((s) => s.id === 6);
  const count = globals ? readLeb(globals.payload, 0).value : 0;
  const added = [];
  for (let i = 0; i < count; i++) {
    const name = Buffer.from(`${GLOBAL_EXPORT}${i}`);
    added.push(...leb(name.length), ...name, 3, ...leb(i));
  }
  return (payload) => {
    const old = readLeb(payload, 0);
    const head = leb(old.value + count);
    const out = new Uint8Array(head.length + payload.length - old.next + added.length);
    out.set(head, 0);
    out.set(payload.subarray(old.next), head.length);
    out.set(added, out.length - added.length);
    return out;
  };
}
function globalsOf(exports2) {
  const out = [];
  for (let i = 0; exports2[`${GLOBAL_EXPORT}${i}`] !== void 0; i++)
    out.push(exports2[`${GLOBAL_EXPORT}${i}`]);
  return out;
}
var ZERO = Buffer.alloc(CHUNK);
function captureSnapshot(exports2, bytes, key) {
  const values = globalsOf(exports2).map((g) => g.value);
  const memory = new Uint8Array(exports2.memory.buffer);
  const runs = [];
  for (let c = 0; c * CHUNK < memory.length; c++) {
    if (ZERO.equals(memory.subarray(c * CHUNK, (c + 1) * CHUNK))) continue;
    const last = runs.at(-1);
    if (last && last[0] + last[1] === c) last[1]++;
    else runs.push([c, 1]);
  }
  let module2;
  try {
    dataCount(bytes);
    module2 = editSections(bytes, {
      5: (payload) => memoryWithMinimum(payload, memory.length / PAGE2),
      6: (payload) => globalsWithValues(payload, values),
      11: (payload) => emptiedData(payload)
    });
  } catch {
    return void 0;
  }
  const layout = {
    key,
    module: module2.length,
    memory: runs.map(([first, n]) => [first * CHUNK, n * CHUNK])
  };
  const header = Buffer.from(JSON.stringify(layout), "utf8");
  const image = runs.map(([first, n]) => memory.subarray(first * CHUNK, (first + n) * CHUNK));
  const out = concatBytes([MAGIC, new Uint8Array(36), header, module2, ...image]);
  new DataView(out.buffer).setUint32(HEADER_LENGTH_AT, header.length, true);
  out.set(sha256(out.subarray(HEADER_LENGTH_AT)), MAGIC.length);
  return out;
}
function snapshotOf(file, key, checkHash = true) {
  if (file.length < HEADER_AT || !Buffer.from(file.subarray(0, MAGIC.length)).equals(MAGIC))
    throw new SnapshotRejected("not a snapshot");
  if (checkHash && !sha256(file.subarray(HEADER_LENGTH_AT)).equals(file.subarray(MAGIC.length, HEADER_LENGTH_AT)))
    throw new SnapshotRejected("its hash does not match");
  const { layout, moduleAt } = parseHeader(file, key, file.length);
  let at = moduleAt + layout.module;
  return {
    module: file.subarray(moduleAt, at),
    fill(memory) {
      const into = new Uint8Array(memory);
      for (const [to, length] of fitting(layout, memory)) {
        into.set(file.subarray(at, at + length), to);
        at += length;
      }
    },
    close() {
    }
  };
}
function readSnapshot(path, key, checkHash) {
  if (checkHash) return snapshotOf((0, import_node_fs.readFileSync)(path), key, true);
  const fd = (0, import_node_fs.openSync)(path, "r");
  try {
    const size = (0, import_node_fs.fstatSync)(fd).size;
    const read = (at2, length) => {
      const bytes = new Uint8Array(length);
      if ((0, import_node_fs.readSync)(fd, bytes, 0, length, at2) !== length) throw new SnapshotRejected("cut short");
      return bytes;
    };
    if (size < HEADER_AT) throw new SnapshotRejected("not a snapshot");
    const head = read(0, HEADER_AT);
    if (!Buffer.from(head.subarray(0, MAGIC.length)).equals(MAGIC))
      throw new SnapshotRejected("not a snapshot");
    const headerLength = new DataView(head.buffer).getUint32(HEADER_LENGTH_AT, true);
    if (headerLength > size - HEADER_AT) throw new SnapshotRejected("cut short");
    const prefix = concatBytes([head, read(HEADER_AT, headerLength)]);
    const { layout, moduleAt } = parseHeader(prefix, key, size);
    const module2 = read(moduleAt, layout.module);
    let at = moduleAt + layout.module;
    return {
      module: module2,
      fill(memory) {
        for (const [to, length] of fitting(layout, memory)) {
          if ((0, import_node_fs.readSync)(fd, new Uint8Array(memory, to, length), 0, length, at) !== length)
            throw new SnapshotRejected("cut short");
          at += length;
        }
      },
      close: () => (0, import_node_fs.closeSync)(fd)
    };
  } catch (err) {
    (0, import_node_fs.closeSync)(fd);
    throw err;
  }
}
function parseHeader(prefix, key, size) {
  const moduleAt = HEADER_AT + new DataView(prefix.buffer, prefix.byteOffset).getUint32(HEADER_LENGTH_AT, true);
  let layout;
  try {
    layout = JSON.parse(Buffer.from(prefix.subarray(HEADER_AT, moduleAt)).toString("utf8"));
  } catch {
    throw new SnapshotRejected("unreadable header");
  }
  if (layout?.key !== key) throw new SnapshotRejected("captured for another key");
  const count = (n) => Number.isSafeInteger(n) && n >= 0;
  const runs = layout.memory;
  if (!count(layout.module) || !Array.isArray(runs) || !runs.every((r) => Array.isArray(r) && r.length === 2 && r.every(count)))
    throw new SnapshotRejected("unreadable header");
  if (moduleAt + layout.module + layout.memory.reduce((n, [, length]) => n + length, 0) !== size)
    throw new SnapshotRejected("its size does not match its header");
  return { layout, moduleAt };
}
function fitting(layout, memory) {
  for (const [to, length] of layout.memory)
    if (to + length > memory.byteLength) throw new SnapshotRejected("its memory does not fit the instance");
  return layout.memory;
}
function memoryWithMinimum(payload, pages) {
  const count = readLeb(payload, 0);
  const flags = payload[count.next];
  if (count.value !== 1 || flags !== 0 && flags !== 1) throw new SnapshotRejected("unexpected memory");
  const min = readLeb(payload, count.next + 1);
  const max = flags === 1 ? readLeb(payload, min.next).value : void 0;
  if (max !== void 0 && max < pages) throw new SnapshotRejected("memory past its maximum");
  return Uint8Array.from([1, flags, ...leb(pages), ...max === void 0 ? [] : leb(max)]);
}
function globalsWithValues(payload, values) {
  const count = readLeb(payload, 0);
  if (count.value !== values.length) throw new SnapshotRejected("globals differ");
  const out = [...leb(count.value)];
  let at = count.next;
  for (const value of values) {
    const type = payload[at];
    const mutable = payload[at + 1];
    const op = payload[at + 2];
    if (op !== 65 && op !== 66 && op !== 35) throw new SnapshotRejected("unexpected global");
    const arg = readLeb(payload, at + 3);
    if (payload[arg.next] !== 11) throw new SnapshotRejected("unexpected global");
    at = arg.next + 1;
    if (type === 127 && typeof value === "number" && Number.isInteger(value))
      out.push(type, mutable, 65, ...sleb(BigInt(value)), 11);
    else if (type === 126 && typeof value === "bigint") out.push(type, mutable, 66, ...sleb(value), 11);
    else throw new SnapshotRejected("a global this cannot carry");
  }
  return Uint8Array.from(out);
}
function emptiedData(payload) {
  const count = readLeb(payload, 0);
  const parts = [];
  const push = (bytes) => parts.push(bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes));
  push(leb(count.value));
  let at = count.next;
  for (let i = 0; i < count.value; i++) {
    const flags = readLeb(payload, at);
    if (flags.value === 1) {
      const size2 = readLeb(payload, flags.next);
      push(payload.subarray(at, size2.next + size2.value));
      at = size2.next + size2.value;
      continue;
    }
    if (flags.value !== 0 && flags.value !== 2) throw new SnapshotRejected("unexpected data segment");
    const expr = flags.value === 2 ? readLeb(payload, flags.next).next : flags.next;
    const op = payload[expr];
    const arg = readLeb(payload, expr + 1);
    if (op !== 65 && op !== 35 || payload[arg.next] !== 11)
      throw new SnapshotRejected("unexpected data segment");
    push(payload.subarray(at, arg.next + 1));
    push([0]);
    const size = readLeb(payload, arg.next + 1);
    at = size.next + size.value;
  }
  return concatBytes(parts);
}
function dataCount(bytes) {
  const section = sections(bytes).find((s) => s.id === 12);
  if (!section) throw new SnapshotRejected("no data count section");
  return readLeb(section.payload, 0).value;
}
function sleb(value) {
  const out = [];
  let rest = value;
  for (; ; ) {
    const byte = Number(rest & 0x7fn);
    rest >>= 7n;
    const done = rest === 0n && (byte & 64) === 0 || rest === -1n && (byte & 64) !== 0;
    out.push(done ? byte : byte | 128);
    if (done) return out;
  }
}

// src/render/bosh/ruby/stdlib.rb
var stdlib_default = "# The Ruby libraries a BOSH job template finds loaded, written for rigging. The director renders\n# templates in a process that has required json, yaml, erb, openssl, ipaddr, securerandom, time,\n# digest/sha1, zlib and ostruct (bosh/director.rb), base64, set, date and uri (modules it loads),\n# and shellwords with ActiveSupport's blank? (bosh-common's evaluation_context.rb): a template uses\n# them without a require, and real ones do (routing-release's gorouter validates with IPAddr).\n#\n# Here they cost nothing until used: each constant is an autoload, and the methods a library adds to\n# a class every template already has (Time.parse, Time#to_date, Kernel#URI) load it on first call.\n# worker.ts evaluates this file before runtime.rb, whose require calls Stdlib.around_require; it\n# loads no library itself until runtime.rb calls Stdlib.preload.\nmodule Rigging\n  module Stdlib\n    # ipaddr.rb starts with require 'socket' for three constants: Socket::AF_UNSPEC, AF_INET and\n    # AF_INET6 (which IPAddr#family returns). ruby.wasm has no socket extension and WASI no sockets,\n    # so ipaddr gets a Socket with those constants, as Linux numbers them, and nothing else: no\n    # method that could reach a network. A template's own require 'socket' still fails.\n    module SocketConstants\n      AF_UNSPEC = 0\n      AF_INET = 2\n      AF_INET6 = 10\n    end\n\n    @loading_ipaddr = false\n\n    # Kernel#require as templates, autoloads and libraries call it (runtime.rb's hook); the block is\n    # the original require.\n    def self.around_require(feature)\n      name = feature.to_s\n      return false if name == 'socket' && @loading_ipaddr\n      add_base64_path if name == 'base64'\n      return yield unless name == 'ipaddr'\n\n      Object.const_set(:Socket, Class.new { include SocketConstants }) unless Object.const_defined?(:Socket, false)\n      begin\n        @loading_ipaddr = true\n        yield\n      ensure\n        @loading_ipaddr = false\n      end\n    end\n\n    # Ruby 3.4 ships base64 as a bundled gem, outside the path of a VM run with --disable-gems (no\n    # gem is activated): its lib directory joins the path on first use, as bundler puts it on the\n    # director's. The standard library's directory (\u2026/lib/ruby/3.4.0) says where gems are.\n    def self.add_base64_path\n      return if @base64_path\n\n      @base64_path = true\n      erb = $LOADED_FEATURES.find { |f| f.end_with?('/erb.rb') } or return\n      stdlib = File.dirname(erb)\n      gems = File.join(File.dirname(stdlib), 'gems', File.basename(stdlib), 'gems')\n      $LOAD_PATH.concat(Dir.glob(File.join(gems, 'base64-*', 'lib')))\n    end\n\n    # Constants and the library that defines each, as the director has them loaded.\n    AUTOLOADS = {\n      YAML: 'yaml', Psych: 'yaml', # Psych is a tenth of a second of boot\n      OpenSSL: 'openssl', IPAddr: 'ipaddr', SecureRandom: 'securerandom', Digest: 'digest',\n      Base64: 'base64', Date: 'date', DateTime: 'date', URI: 'uri', Zlib: 'zlib',\n      # BOSH loads these two, so templates may use them without a require; loading them at boot\n      # was a tenth of a second of ruby.wasm's.\n      OpenStruct: 'ostruct', Shellwords: 'shellwords',\n    }.freeze\n\n    def self.preload\n      require 'erb'\n      require 'json'\n      require 'stringio'\n      AUTOLOADS.each { |name, feature| Object.autoload(name, feature) unless Object.const_defined?(name, false) }\n      # Set is autoloaded by Ruby itself. The VM starts with --disable-gems (a fast boot): a\n      # template that names Gem (Gem::Version) loads rubygems then.\n      Object.autoload(:Gem, 'rubygems') unless defined?(Gem)\n    end\n\n    # What a stand-in below does when called: loads `feature`, which replaces the stand-in, and calls\n    # what it defined. A feature already loaded that left the stand-in in place did not define it.\n    def self.load_and_call(receiver, name, feature, args, block)\n      unless Kernel.require(feature)\n        raise NoMethodError.new(\"undefined method '#{name}' for #{receiver.inspect}\", name, receiver: receiver)\n      end\n\n      receiver.__send__(name, *args, &block)\n    end\n  end\nend\n\n# Methods that time.rb and date.rb add to Time, uri.rb to Kernel and shellwords.rb to String and\n# Array, which exist before they load: stand-ins that the library replaces on first call.\nclass Time\n  class << self\n    %i[parse strptime iso8601 xmlschema rfc2822 rfc822 httpdate zone_offset].each do |name|\n      define_method(name) { |*args, &block| Rigging::Stdlib.load_and_call(self, name, 'time', args, block) }\n    end\n  end\n\n  %i[rfc2822 rfc822 httpdate].each do |name|\n    define_method(name) { |*args, &block| Rigging::Stdlib.load_and_call(self, name, 'time', args, block) }\n  end\n\n  %i[to_date to_datetime to_time].each do |name|\n    define_method(name) { |*args, &block| Rigging::Stdlib.load_and_call(self, name, 'date', args, block) }\n  end\nend\n\nmodule Kernel\n  private def URI(*args, &block) = Rigging::Stdlib.load_and_call(self, :URI, 'uri', args, block)\nend\n\nclass String\n  %i[shellescape shellsplit].each do |name|\n    define_method(name) { |*args, &block| Rigging::Stdlib.load_and_call(self, name, 'shellwords', args, block) }\n  end\nend\n\nclass Array\n  define_method(:shelljoin) { |*args, &block| Rigging::Stdlib.load_and_call(self, :shelljoin, 'shellwords', args, block) }\nend\n\nclass Object\n  # Stands in until Psych loads, which defines the real one.\n  def to_yaml(options = {})\n    require 'yaml'\n    Psych.dump(self, options)\n  end\nend\n";

// src/render/bosh/ruby/worker-v8.ts
var WASM_FLAGS = [
  "--liftoff-only",
  "--no-wasm-tier-up",
  "--no-wasm-dynamic-tiering",
  "--wasm-lazy-validation"
];
function setWasmFlags() {
  const { setFlagsFromString } = require("node:v8");
  for (const flag of WASM_FLAGS) setFlagsFromString(flag);
}
function refuseCodeFromStrings() {
  const refuse2 = () => {
    throw new EvalError("Code generation from strings disallowed for this context");
  };
  const lock = (target, key, value) => Object.defineProperty(target, key, { value, writable: false, configurable: false });
  const kinds = [() => {
  }, async () => {
  }, function* () {
  }, async function* () {
  }];
  for (const kind of kinds) {
    const prototype = Object.getPrototypeOf(kind);
    const refusing = new Proxy(prototype.constructor, { apply: refuse2, construct: refuse2 });
    lock(prototype, "constructor", refusing);
    if (prototype === Function.prototype) lock(globalThis, "Function", refusing);
  }
  lock(globalThis, "eval", refuse2);
}

// src/render/bosh/ruby/worker.ts
refuseCodeFromStrings();
var send = (message) => new Promise((resolve) => {
  if (!process.send) return resolve();
  process.send(message, void 0, {}, () => resolve());
});
async function die(message) {
  await send({ type: "broken", message });
  process.exit(1);
}
var RUBY_ARGS = ["ruby.wasm", "--disable-gems", "-EUTF-8", "-e_=0"];
var PRELOADED = "require 'yaml'";
async function boot(wasm2, request) {
  const { WASI } = require("node:wasi");
  const { RubyVM } = require_vm();
  setWasmFlags();
  const wasi = () => new WASI({
    version: "preview1",
    returnOnExit: true,
    args: [],
    env: {},
    stdin: 0,
    stdout: 1,
    stderr: 1
  });
  const compile = globalThis.WebAssembly.compile;
  if (request) {
    let snapshot;
    try {
      snapshot = readSnapshot(request.file, request.key, !request.trusted);
      const module2 = await compile(snapshot.module);
      return { vm: await restoreWithoutBridge(RubyVM, module2, wasi(), snapshot.fill), restored: true };
    } catch {
    } finally {
      snapshot?.close();
    }
  }
  const raw = wasm2();
  const bytes = editSections(raw, { 5: memoryCap(), 7: globalExports(raw) });
  const vm = await instantiateWithoutBridge(RubyVM, await compile(bytes), wasi(), RUBY_ARGS);
  vm.eval(stdlib_default);
  vm.eval(runtime_default);
  if (request) {
    vm.eval(PRELOADED);
    vm.eval("Rigging::Bosh.settle_before_capture");
  }
  const exports2 = vm.instance.exports;
  const captured = request ? captureSnapshot(exports2, bytes, request.key) : void 0;
  return { vm, restored: false, ...captured ? { captured } : {} };
}
function serve(vm) {
  const compileJob = vm.eval("Rigging::Bosh.method(:compile_job)");
  const ints = [];
  const int = (n) => {
    ints[n] ??= vm.eval(String(n));
    return ints[n];
  };
  let busy = Promise.resolve();
  process.on("message", (message) => {
    if (message.type !== "job") return;
    busy = busy.then(() => renderJob(message));
  });
  async function renderJob(message) {
    try {
      const job = compileJob.call(
        "call",
        vm.eval(rubyString(message.templates)),
        int(message.maxFileBytes),
        int(message.maxJobBytes)
      );
      const instances = message.instances.map((i) => [i.spec, i.properties, i.links, i.specProperties]);
      job.call("add_instances", vm.eval(rubyString(JSON.stringify({ texts: message.texts, instances }))));
      const count = JSON.parse(message.templates).length;
      let left = message.maxJobBytes * 6 + (1 << 20);
      for (let i = 0; i < message.instances.length; i++) {
        for (let t = 0; t < count; t++) {
          const result = job.call("render_next").toString();
          left -= result.length;
          if (result.length > message.maxFileBytes * 6 + 65536 || left < 0)
            await die("a template got past the output cap of rigging's Ruby runtime");
          await send({ type: "result", id: message.id, instance: i, template: t, result });
        }
      }
      await send({ type: "done", id: message.id });
    } catch (err) {
      await die(why(err));
    }
  }
}
function why(err) {
  if (err instanceof BridgeRefused) return err.message;
  if (typeof err === "symbol") return "Ruby exited (exit!)";
  const text = err instanceof Error ? err.message : String(err);
  return text.split("\n")[0]?.slice(0, 500) ?? "unknown failure";
}
var started = performance.now();
process.once("message", (message) => {
  if (message.type !== "boot") return void die("Ruby VM did not boot: no wasm was sent");
  const wasm2 = () => "file" in message ? (0, import_node_fs2.readFileSync)(message.file) : message.wasm;
  Promise.resolve().then(() => boot(wasm2, message.snapshot)).then(
    async ({ vm, restored, captured }) => {
      serve(vm);
      await send({ type: "ready", bootMs: performance.now() - started, restored, capturing: !!captured });
      if (captured) await send({ type: "snapshot", bytes: captured });
    },
    (err) => die(`Ruby VM did not boot: ${why(err)}`)
  );
});
