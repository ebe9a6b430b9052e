// src/render/snippet/duration.ts
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
  formatGoDuration: () => formatGoDuration,
  parseGoDuration: () => parseGoDuration
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var UNIT_MS = /* @__PURE__ */ new Map([
  ["ns", 1e-6],
  ["us", 1e-3],
  ["\xB5s", 1e-3],
  ["\u03BCs", 1e-3],
  ["ms", 1],
  ["s", 1e3],
  ["m", 6e4],
  ["h", 36e5]
]);
function parseGoDuration(text) {
  if (text === "0" || text === "+0" || text === "-0") return 0;
  let i = text[0] === "-" || text[0] === "+" ? 1 : 0;
  const negative = text[0] === "-";
  if (i === text.length) return void 0;
  let total = 0;
  while (i < text.length) {
    const start = i;
    while (isDigit(text, i)) i++;
    const whole = i > start;
    if (text[i] === ".") i++;
    const fractionStart = i;
    while (isDigit(text, i)) i++;
    if (!whole && i === fractionStart) return void 0;
    const number = Number(text.slice(start, i));
    const unit = unitAt(text, i);
    if (unit === void 0) return void 0;
    total += number * unit.ms;
    i += unit.length;
  }
  return negative ? -total : total;
}
function isDigit(text, i) {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
}
function unitAt(text, i) {
  for (const length of [2, 1]) {
    const ms = UNIT_MS.get(text.slice(i, i + length));
    if (ms !== void 0) return { ms, length };
  }
  return void 0;
}
function formatGoDuration(ms) {
  if (ms === 0) return "0s";
  if (ms < 1e3) return `${ms}ms`;
  const hours = Math.floor(ms / 36e5);
  const minutes = Math.floor(ms % 36e5 / 6e4);
  const seconds = ms % 6e4 / 1e3;
  const s = `${Number(seconds.toFixed(3))}s`;
  if (hours > 0) return `${hours}h${minutes}m${s}`;
  if (minutes > 0) return `${minutes}m${s}`;
  return s;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  formatGoDuration,
  parseGoDuration
});
