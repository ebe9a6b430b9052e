// src/render/budget.ts
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
  DEFAULT_RUN_TIMEOUT_MS: () => DEFAULT_RUN_TIMEOUT_MS,
  OUT_OF_TIME: () => OUT_OF_TIME,
  RunBudget: () => RunBudget,
  parseRunTimeout: () => parseRunTimeout
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_DFOFJBZU = require("./chunk-DFOFJBZU.js");
var RunBudget = class {
  constructor(totalMs = DEFAULT_RUN_TIMEOUT_MS, startedAt = Date.now(), setting = "--timeout") {
    this.totalMs = totalMs;
    this.setting = setting;
    this.deadline = startedAt + totalMs;
  }
  totalMs;
  setting;
  /** Epoch milliseconds (Date.now()) past which nothing more may start or go on. */
  deadline;
  /** Milliseconds left, never below zero. */
  remainingMs() {
    return Math.max(0, this.deadline - Date.now());
  }
  expired() {
    return Date.now() >= this.deadline;
  }
  /**
   * A unit's deadline in milliseconds: its own (`undefined` or 0 meaning none) cut to what is left
   * of the run, and at least 1 so that "no time left" still reads as a deadline and not as none.
   */
  unitMs(ownMs) {
    const left = Math.max(1, this.remainingMs());
    return ownMs !== void 0 && ownMs > 0 ? Math.min(ownMs, left) : left;
  }
  /** The message every source that did not finish in time reports. */
  exceededMessage(source) {
    const what = source === void 0 ? "this" : `source ${source}`;
    return `the run's ${formatSeconds(this.totalMs)} budget (${this.setting}) ran out before ${what} finished`;
  }
  /** The one diagnostic of a source the budget stopped: `file` is its path in rigging.yaml. */
  timedOut(source, file) {
    return {
      severity: "error",
      source,
      ...file !== void 0 ? { file } : {},
      message: this.exceededMessage(source),
      reason: RUN_TIMEOUT
    };
  }
  /**
   * `work`, or OUT_OF_TIME when it has not settled shortly after the budget ran out. A backstop
   * for work that waits on something without a deadline of its own: every unit's deadline is cut
   * to the budget, so work that is merely behind (its I/O queued while a synchronous engine held
   * the thread up to the deadline) settles within the grace. Synchronous engines must check
   * `deadline` themselves: no timer fires while they hold the thread. An abandoned `work` that
   * fails later is not an unhandled rejection.
   */
  async within(work) {
    work.catch(() => void 0);
    let timer;
    const out = new Promise((resolve) => {
      const arm = (ms, rearms) => {
        const due = Date.now() + ms;
        timer = setTimeout(() => {
          if (Date.now() - due > LATE_MS && rearms > 0) arm(WITHIN_GRACE_MS, rearms - 1);
          else resolve(OUT_OF_TIME);
        }, ms);
      };
      arm(this.remainingMs() + WITHIN_GRACE_MS, 3);
    });
    try {
      return await Promise.race([work, out]);
    } finally {
      clearTimeout(timer);
    }
  }
};
var WITHIN_GRACE_MS = 1e3;
var LATE_MS = 250;
var OUT_OF_TIME = /* @__PURE__ */ Symbol("out of time");
var RUN_TIMEOUT = "RunTimeout";
var DEFAULT_RUN_TIMEOUT_MS = 10 * 6e4;
function parseRunTimeout(text) {
  const ms = (0, import_chunk_DFOFJBZU.parseGoDuration)(text.trim());
  if (ms === void 0) return `"${text}" is not a duration such as 90s, 10m or 1h30m`;
  if (!(ms >= 1)) return `"${text}" is not a positive duration (at least 1ms); the run needs a budget`;
  if (ms > MAX_TIMEOUT_MS) return `"${text}" is longer than the most a run may take (24h)`;
  return Math.round(ms);
}
var MAX_TIMEOUT_MS = 24 * 36e5;
function formatSeconds(ms) {
  return ms % 1e3 === 0 ? `${ms / 1e3}s` : `${(ms / 1e3).toFixed(1)}s`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_RUN_TIMEOUT_MS,
  OUT_OF_TIME,
  RunBudget,
  parseRunTimeout
});
