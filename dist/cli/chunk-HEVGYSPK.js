// src/diff/multi-match.ts
// src/diff/redact.ts
// src/ops/stack-env.ts
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
  createRedactor: () => createRedactor,
  stackEnvRedactor: () => stackEnvRedactor
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_LIL2ZONV = require("./chunk-LIL2ZONV.js");
var import_chunk_2YMVBJA5 = require("./chunk-2YMVBJA5.js");
var import_chunk_ZHT2SFVF = require("./chunk-ZHT2SFVF.js");
var import_chunk_3FVFMQ2D = require("./chunk-3FVFMQ2D.js");
var MIN_WINDOW = 1 << 16;
var FILTER_NEEDLES = 24;
var CHAIN = 1 << 16;
var BRANCHED = 1 << 17;
var SLOT = 4;
function slotOf(node, unit, shift) {
  return Math.imul(node + 1 ^ Math.imul(unit + 1, 2246822507), 2654435761) >>> shift;
}
var Dictionary = class {
  /** Replacement, length and stand-alone flag per needle index. */
  replacements = [];
  lengths = [];
  standAlone = [];
  /** Per trie node (0 is the root), while building: parent, the code unit on the edge into it, depth. */
  parent;
  label;
  depth;
  /** Needle index + 1 ending at the node (in reversed text), 0 for none. */
  terminal;
  /** Failure link, and the nearest terminal node on the failure chain (0: none). */
  fail = new Int32Array(0);
  dict = new Int32Array(0);
  /** Per node: how to step on (see CHAIN and BRANCHED). */
  step;
  /**
   * Children that are not `node + 1` (at most one per needle: a needle's new nodes are numbered in
   * a row) and the root's other children, in an open-addressing table: from node + 1 (0 for a free
   * slot), code unit, child.
   */
  table = new Int32Array(64 * SLOT);
  shift = 32 - 6;
  edges = 0;
  /** The root's ASCII children, by code unit: the state the scan falls back to most. */
  rootNext = new Int32Array(128);
  nodes = 1;
  maxLength;
  /** The shortest needle's length: a shorter text holds none (0 when there are no needles). */
  minLength;
  size;
  /** The needles' texts when there are few enough to search for one by one (FILTER_NEEDLES). */
  texts;
  constructor(needles) {
    let units = 1;
    for (const needle of needles) units += needle.text.length;
    this.parent = new Int32Array(units);
    this.label = new Uint16Array(units);
    this.depth = new Int32Array(units);
    this.terminal = new Int32Array(units);
    this.step = new Int32Array(units);
    let maxLength = 0;
    let minLength = Number.POSITIVE_INFINITY;
    for (const needle of needles) {
      if (needle.text.length === 0) throw new RangeError("an empty needle would match everywhere");
      this.insert(needle);
      maxLength = Math.max(maxLength, needle.text.length);
      minLength = Math.min(minLength, needle.text.length);
    }
    this.maxLength = maxLength;
    this.minLength = needles.length > 0 ? minLength : 0;
    this.size = this.replacements.length;
    this.texts = this.size <= FILTER_NEEDLES ? [...new Set(needles.map((n) => n.text))] : void 0;
    this.link(maxLength);
  }
  /** False only when no needle occurs anywhere in `text` (where it stands alone or not). */
  mayOccurIn(text) {
    if (this.size === 0 || text.length < this.minLength) return false;
    if (this.texts === void 0) return true;
    for (const needle of this.texts) if (text.includes(needle)) return true;
    return false;
  }
  child(node, unit) {
    if (node === 0 && unit < 128) return this.rootNext[unit];
    const next = node + 1;
    const step = this.step[node];
    if ((step & CHAIN) !== 0 && (step & 65535) === unit) return next;
    return (step & BRANCHED) !== 0 ? this.edge(node, unit) : 0;
  }
  edge(node, unit) {
    const table = this.table;
    const mask = (table.length >> 2) - 1;
    for (let slot = slotOf(node, unit, this.shift); ; slot = slot + 1 & mask) {
      const from = table[slot * SLOT];
      if (from === 0) return 0;
      if (from === node + 1 && table[slot * SLOT + 1] === unit) return table[slot * SLOT + 2];
    }
  }
  addEdge(node, unit, to) {
    if (2 * (this.edges + 1) > this.table.length / SLOT) {
      const old = this.table;
      this.table = new Int32Array(old.length * 2);
      this.shift--;
      this.edges = 0;
      for (let i = 0; i < old.length; i += SLOT) {
        if (old[i] !== 0) this.addEdge(old[i] - 1, old[i + 1], old[i + 2]);
      }
    }
    const table = this.table;
    const mask = (table.length >> 2) - 1;
    let slot = slotOf(node, unit, this.shift);
    while (table[slot * SLOT] !== 0) slot = slot + 1 & mask;
    table[slot * SLOT] = node + 1;
    table[slot * SLOT + 1] = unit;
    table[slot * SLOT + 2] = to;
    this.edges++;
    this.step[node] = this.step[node] | BRANCHED;
  }
  insert(needle) {
    const { text } = needle;
    let node = 0;
    for (let i = text.length - 1; i >= 0; i--) {
      const unit = text.charCodeAt(i);
      const next = this.child(node, unit);
      if (next !== 0) {
        node = next;
        continue;
      }
      const id = this.nodes++;
      this.parent[id] = node;
      this.label[id] = unit;
      this.depth[id] = this.depth[node] + 1;
      if (node === 0 && unit < 128) this.rootNext[unit] = id;
      else if (id === node + 1) this.step[node] = this.step[node] | CHAIN | unit;
      else this.addEdge(node, unit, id);
      node = id;
    }
    const existing = this.terminal[node];
    const index = existing > 0 ? existing - 1 : this.replacements.length;
    this.replacements[index] = needle.replacement;
    this.lengths[index] = text.length;
    this.standAlone[index] = needle.standAlone === true;
    this.terminal[node] = index + 1;
  }
  /** Failure and dictionary links, by increasing depth so every shallower state is linked first. */
  link(maxDepth) {
    const n = this.nodes;
    this.fail = new Int32Array(n);
    this.dict = new Int32Array(n);
    const starts = new Int32Array(maxDepth + 2);
    for (let v = 1; v < n; v++) starts[this.depth[v] + 1]++;
    for (let d = 1; d < starts.length; d++) starts[d] = starts[d] + starts[d - 1];
    const order = new Int32Array(n);
    for (let v = 1; v < n; v++) {
      const d = this.depth[v];
      order[starts[d]] = v;
      starts[d] = starts[d] + 1;
    }
    for (let i = 0; i < n - 1; i++) {
      const c = order[i];
      const node = this.parent[c];
      if (node === 0) continue;
      const unit = this.label[c];
      let f = this.fail[node];
      let target = this.child(f, unit);
      while (target === 0 && f !== 0) {
        f = this.fail[f];
        target = this.child(f, unit);
      }
      this.fail[c] = target;
      this.dict[c] = this.terminal[target] !== 0 ? target : this.dict[target];
    }
    this.depth = new Int32Array(0);
    this.parent = new Int32Array(0);
    this.label = new Uint16Array(0);
  }
  /**
   * For each position in [from, to): the longest needle starting there, into `best[i - from]` (its
   * length) and `owner[i - from]` (`me` and its index) unless an earlier dictionary holds a longer one.
   * Each position newly given a needle is added to `hits` (in decreasing order).
   */
  fillLongest(text, from, to, best, owner, me, hits) {
    const end = Math.min(text.end, to + this.maxLength - 1);
    const { units, base } = text;
    const { fail, terminal, dict, lengths, standAlone, rootNext, step } = this;
    let state = 0;
    for (let i = end - 1; i >= from; i--) {
      if (state === 0) {
        let j = i - base;
        for (const stop = from - base; j >= stop; j--) {
          const u = units[j];
          if (u >= 128 || rootNext[u] !== 0) break;
        }
        i = j + base;
        if (i < from) break;
      }
      const unit = units[i - base];
      let next = 0;
      for (; ; ) {
        if (state === 0 && unit < 128) {
          next = rootNext[unit];
          break;
        }
        const how = step[state];
        if ((how & CHAIN) !== 0 && (how & 65535) === unit) {
          next = state + 1;
          break;
        }
        if ((how & BRANCHED) !== 0) {
          const b = this.edge(state, unit);
          if (b !== 0) {
            next = b;
            break;
          }
        }
        if (state === 0) break;
        state = fail[state];
      }
      state = next;
      if (i >= to || state === 0) continue;
      for (let o = terminal[state] !== 0 ? state : dict[state]; o !== 0; o = dict[o]) {
        const index = terminal[o] - 1;
        const length = lengths[index];
        if (!standAlone[index] || standsAlone(text, i, length)) {
          const at = i - from;
          const held = owner[at];
          if (held < 0) hits.push(i);
          if (held < 0 || length >= best[at]) {
            best[at] = length;
            owner[at] = me * 16777216 + index;
          }
          break;
        }
      }
    }
  }
  /**
   * Which needles occur anywhere in `text` (standing alone or not), by index: the needles' distinct
   * texts numbered in the order first given. One pass over the text, whatever their number.
   */
  occurring(text) {
    const found = new Uint8Array(this.size);
    if (this.size === 0 || text.length < this.minLength) return found;
    const { terminal, dict, rootNext } = this;
    const window = Math.max(MIN_WINDOW, this.maxLength);
    for (let from = 0; from < text.length; from += window) {
      const to = Math.min(text.length, from + window);
      const { units, base } = unitsOf(text, from, Math.min(text.length, to + this.maxLength - 1));
      let state = 0;
      for (let j = units.length - 1; j >= 0; j--) {
        const unit = units[j];
        if (state === 0 && unit < 128 && rootNext[unit] === 0) continue;
        state = this.next(state, unit);
        if (j + base >= to) continue;
        for (let o = terminal[state] !== 0 ? state : dict[state]; o !== 0; o = dict[o])
          found[terminal[o] - 1] = 1;
      }
    }
    return found;
  }
  /** The state after reading `unit` in `state` (the automaton reads the text backwards). */
  next(state, unit) {
    const { rootNext, step, fail } = this;
    for (; ; ) {
      if (state === 0 && unit < 128) return rootNext[unit];
      const how = step[state];
      if ((how & CHAIN) !== 0 && (how & 65535) === unit) return state + 1;
      if ((how & BRANCHED) !== 0) {
        const b = this.edge(state, unit);
        if (b !== 0) return b;
      }
      if (state === 0) return 0;
      state = fail[state];
    }
  }
  lengthOf(index) {
    return this.lengths[index];
  }
  replacementOf(index) {
    return this.replacements[index];
  }
};
function isWordUnit(unit) {
  return unit >= 48 && unit <= 57 || unit >= 65 && unit <= 90 || unit >= 97 && unit <= 122 || unit === 95;
}
function standsAlone(text, start, length) {
  const { units, base, end } = text;
  return (start === 0 || !isWordUnit(units[start - 1 - base])) && (start + length >= end || !isWordUnit(units[start + length - base]));
}
var LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
function unitsOf(text, base, to) {
  const part = text.slice(base, to);
  let units;
  if (LITTLE_ENDIAN) {
    const bytes = Buffer.from(part, "utf16le");
    units = bytes.byteOffset % 2 === 0 ? new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.length >> 1) : new Uint16Array(new Uint8Array(bytes).buffer);
  } else {
    units = new Uint16Array(part.length);
    for (let i = 0; i < part.length; i++) units[i] = part.charCodeAt(i);
  }
  return { units, base, end: text.length };
}
function replaceAll(text, dictionaries, keep) {
  const used = dictionaries.filter((d) => d.mayOccurIn(text));
  if (used.length === 0 || text.length === 0) return text;
  const maxLength = Math.max(...used.map((d) => d.maxLength));
  const window = Math.max(MIN_WINDOW, maxLength);
  const size = Math.min(window, text.length);
  const best = new Int32Array(size);
  const owner = new Int32Array(size).fill(-1);
  const hits = [];
  const kept = keep ? [...text.matchAll(keep)].map((m) => [m.index, m.index + m[0].length]) : [];
  let k = 0;
  let nextKept = kept.length > 0 ? kept[0][0] : -1;
  const parts = [];
  let copied = 0;
  let pos = 0;
  while (pos < text.length) {
    const from = pos;
    const to = Math.min(text.length, from + window);
    const units = unitsOf(text, Math.max(0, from - 1), Math.min(text.length, to + maxLength));
    hits.length = 0;
    for (let j = 0; j < used.length; j++)
      used[j].fillLongest(units, from, to, best, owner, j, hits);
    if (used.length === 1) hits.reverse();
    else hits.sort((a, b) => a - b);
    let i = from;
    let h = 0;
    for (; ; ) {
      const hit = h < hits.length ? hits[h] : to;
      const span = nextKept >= 0 && nextKept < to ? nextKept : to;
      const at = Math.min(hit, span);
      if (at >= to) break;
      if (at === span) {
        if (at >= i) i = kept[k][1];
        k++;
        nextKept = k < kept.length ? kept[k][0] : -1;
        continue;
      }
      h++;
      if (at < i) continue;
      const o = owner[at - from];
      const d = used[Math.floor(o / 16777216)];
      parts.push(text.slice(copied, at), d.replacementOf(o % 16777216));
      i = at + best[at - from];
      copied = i;
    }
    for (const at of hits) {
      best[at - from] = 0;
      owner[at - from] = -1;
    }
    pos = Math.max(i, to);
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(copied));
  return parts.join("");
}
var MIN_SEARCH_LENGTH = 4;
var WORD_SEARCH_BELOW = 8;
var TOKEN_PREFIX = "redacted.";
var TOKENS = /redacted\.[0-9a-f]{16}/g;
var REMEMBER_UP_TO = 256;
var PARTS_PER_FORM = 3;
var SEARCH_EACH_UP_TO = 64;
function createRedactor(key) {
  let hmacKey = key && Buffer.from(key);
  const seen = /* @__PURE__ */ new Map();
  let seenDictionary;
  const tokenOf = (bytes) => {
    const crypto = (0, import_chunk_3FVFMQ2D.nodeCrypto)();
    hmacKey ??= crypto.randomBytes(32);
    return TOKEN_PREFIX + crypto.createHmac("sha256", hmacKey).update(bytes).digest("hex").slice(0, 16);
  };
  const answers = /* @__PURE__ */ new Map();
  let printedParts;
  const learn = (forms) => {
    for (const [text, token] of forms) {
      if (seen.get(text) !== token) {
        seen.set(text, token);
        seenDictionary = void 0;
        answers.clear();
        printedParts = void 0;
      }
    }
  };
  const redactValues = (values, encoded, forms) => {
    if (values === null || typeof values !== "object" || Array.isArray(values)) return values;
    const out = {};
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== "string") {
        const text2 = value === void 0 ? "" : (0, import_chunk_2YMVBJA5.canonicalJson)(value);
        const token2 = tokenOf(Buffer.from(text2, "utf8"));
        out[name] = token2;
        addForm(forms, text2, token2);
        continue;
      }
      const bytes = encoded ? Buffer.from(value, "base64") : Buffer.from(value, "utf8");
      const token = tokenOf(bytes);
      out[name] = token;
      addForm(forms, value, token);
      addForm(forms, bytes.toString("base64"), token);
      const text = encoded && isBase64Of(value, bytes) ? utf8Text(bytes) : void 0;
      if (text !== void 0) addForm(forms, text, token);
    }
    return out;
  };
  const redactSecretShape = (obj, forms) => {
    const out = { ...obj };
    if ("data" in obj) out.data = redactValues(obj.data, true, forms);
    if ("stringData" in obj) out.stringData = redactValues(obj.stringData, false, forms);
    const metadata = obj.metadata;
    if ((0, import_chunk_ZHT2SFVF.isRecord)(metadata) && (0, import_chunk_ZHT2SFVF.isRecord)(metadata.annotations)) {
      const texts = Object.entries(
        metadata.annotations
      ).map(
        ([name, value]) => typeof value === "string" ? { name, value, ...annotationText(value) } : { name, value }
      );
      const longest = Math.max(0, ...texts.map((t) => t.text?.length ?? 0));
      const own = dictionaryOf(forms, longest);
      const annotations = {};
      for (const { name, value, text, inner } of texts) {
        annotations[name] = text === void 0 ? value : replaceAll(text, inner ? [own, dictionaryOf(inner, text.length)] : [own], TOKENS);
      }
      out.metadata = { ...metadata, annotations };
    }
    return out;
  };
  const annotationText = (value) => {
    const parsed = parseJsonObject(value);
    if (parsed && ("data" in parsed || "stringData" in parsed)) {
      const inner = /* @__PURE__ */ new Map();
      const redacted = redactSecretShape(parsed, inner);
      learn(inner);
      return { text: JSON.stringify(redacted) + (value.endsWith("\n") ? "\n" : ""), inner };
    }
    return { text: value };
  };
  const redactText = (s) => {
    if (seen.size === 0) return s;
    seenDictionary ??= dictionaryOf(seen);
    if (s.length < seenDictionary.minLength) return s;
    if (s.length > REMEMBER_UP_TO) return replaceAll(s, [seenDictionary], TOKENS);
    let out = answers.get(s);
    if (out === void 0) {
      out = replaceAll(s, [seenDictionary], TOKENS);
      answers.set(s, out);
    }
    return out;
  };
  const redactObject = (obj) => {
    if (isList(obj)) {
      const items = obj.items.map((item) => isKube(item) ? redactObject(item) : item);
      return items.some((item, i) => item !== obj.items[i]) ? { ...obj, items } : obj;
    }
    if (!isSecret(obj)) return seen.size === 0 ? obj : redactStrings(obj, redactText);
    const forms = /* @__PURE__ */ new Map();
    const out = redactSecretShape(obj, forms);
    learn(forms);
    return out;
  };
  const learnObject = (obj) => {
    if (isList(obj)) {
      for (const item of obj.items) if (isKube(item)) learnObject(item);
      return;
    }
    if (!isSecret(obj)) return;
    const forms = /* @__PURE__ */ new Map();
    redactSecretShape(obj, forms);
    learn(forms);
  };
  const partsOf = (printer) => {
    if (printedParts?.printer !== printer) {
      printedParts = { printer, parts: printedPartsOf(seen.keys(), printer) };
    }
    return printedParts.parts;
  };
  const redactPrinted = (obj, printer) => {
    if (!isSecret(obj) && !isList(obj)) {
      const text = printer.print(obj);
      if (seen.size === 0) return text;
      const parts = partsOf(printer);
      if (parts && !parts.mayHoldAForm(text)) return text;
    }
    return redactText(printer.print(redactObject(obj)));
  };
  return { redactObject, learn: learnObject, redactText, redactPrinted };
}
function redactStrings(value, redact) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) {
    let out;
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      const next = redactStrings(v, redact);
      if (next !== v && out === void 0) out = value.slice(0, i);
      out?.push(next);
    }
    return out ?? value;
  }
  if ((0, import_chunk_ZHT2SFVF.isRecord)(value)) {
    const keys = Object.keys(value);
    let out;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      const v = value[k];
      const key = redact(k);
      const next = redactStrings(v, redact);
      if ((key !== k || next !== v) && out === void 0) {
        out = {};
        for (let j = 0; j < i; j++) out[keys[j]] = value[keys[j]];
      }
      if (out !== void 0) out[key] = next;
    }
    return out ?? value;
  }
  return value;
}
function printedPartsOf(forms, printer) {
  const numbers = /* @__PURE__ */ new Map();
  const own = [];
  for (const form of forms) {
    const parts2 = printer.verbatimParts(form);
    if (parts2.length === 0) return void 0;
    parts2.sort((a, b) => b.length - a.length);
    own.push(
      parts2.slice(0, PARTS_PER_FORM).map((part) => {
        let n = numbers.get(part);
        if (n === void 0) {
          n = numbers.size;
          numbers.set(part, n);
        }
        return n;
      })
    );
  }
  const parts = [...numbers.keys()];
  if (own.length <= SEARCH_EACH_UP_TO) {
    return {
      mayHoldAForm(text) {
        const absent = /* @__PURE__ */ new Map();
        const missing = (n) => {
          let answer = absent.get(n);
          if (answer === void 0) {
            answer = !text.includes(parts[n]);
            absent.set(n, answer);
          }
          return answer;
        };
        return !own.every((form) => form.some(missing));
      }
    };
  }
  const dictionary = new Dictionary(parts.map((text) => ({ text, replacement: text })));
  return {
    mayHoldAForm(text) {
      const found = dictionary.occurring(text);
      return own.some((form) => form.every((n) => found[n] === 1));
    }
  };
}
function addForm(forms, text, token) {
  if (text.length < MIN_SEARCH_LENGTH) return;
  forms.set(text, token);
  const escaped = JSON.stringify(text).slice(1, -1);
  if (escaped !== text) forms.set(escaped, token);
  const html = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  if (html !== text) forms.set(html, token);
}
function dictionaryOf(forms, longest = Number.POSITIVE_INFINITY) {
  const needles = [];
  for (const [text, token] of forms) {
    if (text.length <= longest) {
      needles.push({ text, replacement: token, standAlone: text.length < WORD_SEARCH_BELOW });
    }
  }
  return new Dictionary(needles);
}
function isBase64Of(value, bytes) {
  const bare = value.replace(/\s+/g, "").replace(/=+$/, "");
  return bare === bytes.toString("base64").replace(/=+$/, "") || bare === bytes.toString("base64url");
}
function utf8Text(bytes) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return void 0;
  }
}
function parseJsonObject(s) {
  const trimmed = s.trim();
  if (!trimmed.startsWith("{")) return void 0;
  try {
    const parsed = JSON.parse(trimmed);
    return (0, import_chunk_ZHT2SFVF.isRecord)(parsed) ? parsed : void 0;
  } catch {
    return void 0;
  }
}
function isKube(v) {
  return (0, import_chunk_ZHT2SFVF.isRecord)(v) && typeof v.apiVersion === "string" && typeof v.kind === "string" && (0, import_chunk_ZHT2SFVF.isRecord)(v.metadata);
}
function isSecret(obj) {
  return obj.kind === "Secret" && typeof obj.apiVersion === "string" && (0, import_chunk_LIL2ZONV.splitApiVersion)(obj.apiVersion).group === "";
}
function isList(obj) {
  return typeof obj.kind === "string" && obj.kind.endsWith("List") && Array.isArray(obj.items);
}
function stackEnvRedactor(stackEnv = {}) {
  const redactor = createRedactor();
  const stringData = {};
  for (const [name, value] of Object.entries(stackEnv)) if (value) stringData[name] = value;
  redactor.learn({ apiVersion: "v1", kind: "Secret", metadata: { name: "stack-env" }, stringData });
  return redactor;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  createRedactor,
  stackEnvRedactor
});
