// src/schema/did-you-mean.ts
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
  didYouMean: () => didYouMean,
  nearSuggestion: () => nearSuggestion,
  suggestion: () => suggestion,
  typoOf: () => typoOf
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
function editDistance(a, b) {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = Array.from(
    { length: rows },
    (_, i) => Array.from({ length: cols }, (_2, j) => i === 0 ? j : j === 0 ? i : 0)
  );
  const at = (i, j) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i][j] = best;
    }
  }
  return at(a.length, b.length);
}
function didYouMean(word, candidates, within = (n) => Math.floor(n / 2)) {
  const lower = word.toLowerCase();
  let best;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    const limit = Math.min(2, within(Math.max(word.length, candidate.length)));
    if (distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
function suggestion(word, candidates) {
  const match = didYouMean(word, candidates);
  return match === void 0 ? "" : ` (did you mean ${JSON.stringify(match)}?)`;
}
function nearSuggestion(word, candidates) {
  const match = didYouMean(word, candidates, (n) => Math.max(1, Math.floor(n / 3)));
  return match === void 0 ? "" : ` (did you mean ${JSON.stringify(match)}?)`;
}
function typoOf(meant, written, known) {
  for (const key of written) {
    if (!known.includes(key) && didYouMean(key, known) === meant) return key;
  }
  return void 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  didYouMean,
  nearSuggestion,
  suggestion,
  typoOf
});
