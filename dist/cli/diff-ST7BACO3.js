({
"diff-ST7BACO3.js": function (exports, require, module, __filename, __dirname) {
// node_modules/diff/libesm/diff/base.js
// node_modules/diff/libesm/diff/line.js
// node_modules/diff/libesm/patch/create.js
// src/diff/text-patch.ts
// src/diff/artifacts.ts
// src/diff/fields.ts
// src/diff/glob.ts
// src/diff/ignore.ts
// src/diff/plan.ts
// src/diff/yaml.ts
// src/diff/diff.ts
// src/git/tree.ts
// src/ops/diff.ts
// src/render/jsonnet/rigging/reuse.ts
// src/report/marker.ts
// src/report/cap.ts
// src/report/change-block.ts
// src/report/artifact-block.ts
// src/report/change-groups.ts
// src/report/plan-changes.ts
// src/report/sheet.ts
// src/report/what-changed.ts
// src/report/details.ts
// src/report/diagnostics.ts
// src/report/not-ready.ts
// src/report/summary-table.ts
// src/report/report.ts
// src/report/markdown.ts
// src/cli/commands/diff.ts
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
  diffCommand: () => diffCommand
});
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_PDVJYXFX = require("./chunk-PDVJYXFX.js");
var import_chunk_DUGZ4H65 = require("./chunk-DUGZ4H65.js");
var import_chunk_UY4VV52G = require("./chunk-UY4VV52G.js");
var import_chunk_VWE46UDP = require("./chunk-VWE46UDP.js");
var import_chunk_IXH4TC6Y = require("./chunk-IXH4TC6Y.js");
var import_chunk_2WGTHRIP = require("./chunk-2WGTHRIP.js");
var import_chunk_KEZ67QHL = require("./chunk-KEZ67QHL.js");
var import_chunk_GBPQ6C2Q = require("./chunk-GBPQ6C2Q.js");
var import_chunk_FPZXP5YK = require("./chunk-FPZXP5YK.js");
var import_chunk_UV6YLRJV = require("./chunk-UV6YLRJV.js");
var import_chunk_V45YXJAE = require("./chunk-V45YXJAE.js");
var import_chunk_YEH2TKQC = require("./chunk-YEH2TKQC.js");
var import_chunk_LJHVJZPJ = require("./chunk-LJHVJZPJ.js");
var import_chunk_F7IWZNVB = require("./chunk-F7IWZNVB.js");
var import_chunk_XCB5O4XG = require("./chunk-XCB5O4XG.js");
var import_chunk_DFOFJBZU = require("./chunk-DFOFJBZU.js");
var import_chunk_3UXC5BMU = require("./chunk-3UXC5BMU.js");
var import_chunk_UGMAYDF5 = require("./chunk-UGMAYDF5.js");
var import_chunk_QKF3I55P = require("./chunk-QKF3I55P.js");
var import_chunk_IDCT4TUJ = require("./chunk-IDCT4TUJ.js");
var import_chunk_RRCBAIWP = require("./chunk-RRCBAIWP.js");
var import_chunk_37TX24MQ = require("./chunk-37TX24MQ.js");
var import_chunk_3FVFMQ2D = require("./chunk-3FVFMQ2D.js");
var import_chunk_BNCUDU5Y = require("./chunk-BNCUDU5Y.js");
var import_chunk_PVLDT5VQ = require("./chunk-PVLDT5VQ.js");
var import_chunk_CCBYBVFN = require("./chunk-CCBYBVFN.js");
var import_chunk_AGXITVR3 = require("./chunk-AGXITVR3.js");
var import_chunk_5WZGFZL6 = require("./chunk-5WZGFZL6.js");
var import_chunk_2A47LTI4 = require("./chunk-2A47LTI4.js");
var import_chunk_4H5LTKKG = require("./chunk-4H5LTKKG.js");
var import_chunk_H36LGDGX = require("./chunk-H36LGDGX.js");
var import_chunk_A5J4CQWI = require("./chunk-A5J4CQWI.js");
var import_chunk_MY6MO5VX = require("./chunk-MY6MO5VX.js");
var import_chunk_JAFFKCV6 = require("./chunk-JAFFKCV6.js");
var import_chunk_AUPPCWXN = require("./chunk-AUPPCWXN.js");
var import_chunk_MWYW2KWW = require("./chunk-MWYW2KWW.js");
var import_chunk_75QCMCYK = require("./chunk-75QCMCYK.js");
var import_node_child_process = require("node:child_process");
var import_node_fs = require("node:fs");
var import_node_path = __toESM(require("node:path"));
var import_node_util = require("node:util");
var import_node_fs2 = require("node:fs");
var import_node_path2 = __toESM(require("node:path"));
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value2) => {
      value2 = this.postProcess(value2, options);
      if (callback) {
        setTimeout(function() {
          callback(value2);
        }, 0);
        return void 0;
      } else {
        return value2;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath2 = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath2) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath2 && removePath2.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath2.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath2, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path3, added, removed, oldPosInc, options) {
    const last = path3.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path3.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path3.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array) {
    const ret = [];
    for (let i = 0; i < array.length; i++) {
      if (array[i]) {
        ret.push(array[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value2, options) {
    return value2;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value2, options) {
    return Array.from(value2);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value2 = newTokens.slice(newPos, newPos + component.count);
          value2 = value2.map(function(value3, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value3.length ? oldValue : value3;
          });
          component.value = this.join(value2);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};
var LineDiff = class extends Diff {
  constructor() {
    super(...arguments);
    this.tokenize = tokenize;
  }
  equals(left, right, options) {
    if (options.ignoreWhitespace) {
      if (!options.newlineIsToken || !left.includes("\n")) {
        left = left.trim();
      }
      if (!options.newlineIsToken || !right.includes("\n")) {
        right = right.trim();
      }
    } else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
      if (left.endsWith("\n")) {
        left = left.slice(0, -1);
      }
      if (right.endsWith("\n")) {
        right = right.slice(0, -1);
      }
    }
    return super.equals(left, right, options);
  }
};
var lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
  return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value2, options) {
  if (options.stripTrailingCr) {
    value2 = value2.replace(/\r\n/g, "\n");
  }
  const retLines = [], linesAndNewlines = value2.split(/(\n|\r\n)/);
  if (!linesAndNewlines[linesAndNewlines.length - 1]) {
    linesAndNewlines.pop();
  }
  for (let i = 0; i < linesAndNewlines.length; i++) {
    const line2 = linesAndNewlines[i];
    if (i % 2 && !options.newlineIsToken) {
      retLines[retLines.length - 1] += line2;
    } else {
      retLines.push(line2);
    }
  }
  return retLines;
}
function needsQuoting(s) {
  for (let i = 0; i < s.length; i++) {
    if (s[i] < " " || s[i] > "~" || s[i] === '"' || s[i] === "\\") {
      return true;
    }
  }
  return false;
}
function quoteFileNameIfNeeded(s) {
  if (!needsQuoting(s)) {
    return s;
  }
  let result = '"';
  const bytes = new TextEncoder().encode(s);
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b === 7) {
      result += "\\a";
    } else if (b === 8) {
      result += "\\b";
    } else if (b === 9) {
      result += "\\t";
    } else if (b === 10) {
      result += "\\n";
    } else if (b === 11) {
      result += "\\v";
    } else if (b === 12) {
      result += "\\f";
    } else if (b === 13) {
      result += "\\r";
    } else if (b === 34) {
      result += '\\"';
    } else if (b === 92) {
      result += "\\\\";
    } else if (b >= 32 && b <= 126) {
      result += String.fromCharCode(b);
    } else {
      result += "\\" + b.toString(8).padStart(3, "0");
    }
    i++;
  }
  result += '"';
  return result;
}
var INCLUDE_HEADERS = {
  includeIndex: true,
  includeUnderline: true,
  includeFileHeaders: true
};
var FILE_HEADERS_ONLY = {
  includeIndex: false,
  includeUnderline: false,
  includeFileHeaders: true
};
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  let optionsObj;
  if (!options) {
    optionsObj = {};
  } else if (typeof options === "function") {
    optionsObj = { callback: options };
  } else {
    optionsObj = options;
  }
  if (typeof optionsObj.context === "undefined") {
    optionsObj.context = 4;
  }
  const context = optionsObj.context;
  if (optionsObj.newlineIsToken) {
    throw new Error("newlineIsToken may not be used with patch-generation functions, only with diffing functions");
  }
  if (!optionsObj.callback) {
    return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
  } else {
    const { callback } = optionsObj;
    diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
      const patch = diffLinesResultToPatch(diff);
      callback(patch);
    } }));
  }
  function diffLinesResultToPatch(diff) {
    if (!diff) {
      return;
    }
    diff.push({ value: "", lines: [] });
    function contextLines(lines) {
      return lines.map(function(entry) {
        return " " + entry;
      });
    }
    const hunks = [];
    let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
    for (let i = 0; i < diff.length; i++) {
      const current = diff[i], lines = current.lines || splitLines(current.value);
      current.lines = lines;
      if (current.added || current.removed) {
        if (!oldRangeStart) {
          const prev = diff[i - 1];
          oldRangeStart = oldLine;
          newRangeStart = newLine;
          if (prev) {
            curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
            oldRangeStart -= curRange.length;
            newRangeStart -= curRange.length;
          }
        }
        for (const line2 of lines) {
          curRange.push((current.added ? "+" : "-") + line2);
        }
        if (current.added) {
          newLine += lines.length;
        } else {
          oldLine += lines.length;
        }
      } else {
        if (oldRangeStart) {
          if (lines.length <= context * 2 && i < diff.length - 2) {
            for (const line2 of contextLines(lines)) {
              curRange.push(line2);
            }
          } else {
            const contextSize = Math.min(lines.length, context);
            for (const line2 of contextLines(lines.slice(0, contextSize))) {
              curRange.push(line2);
            }
            const hunk = {
              oldStart: oldRangeStart,
              oldLines: oldLine - oldRangeStart + contextSize,
              newStart: newRangeStart,
              newLines: newLine - newRangeStart + contextSize,
              lines: curRange
            };
            hunks.push(hunk);
            oldRangeStart = 0;
            newRangeStart = 0;
            curRange = [];
          }
        }
        oldLine += lines.length;
        newLine += lines.length;
      }
    }
    for (const hunk of hunks) {
      for (let i = 0; i < hunk.lines.length; i++) {
        if (hunk.lines[i].endsWith("\n")) {
          hunk.lines[i] = hunk.lines[i].slice(0, -1);
        } else {
          hunk.lines.splice(i + 1, 0, "\\ No newline at end of file");
          i++;
        }
      }
    }
    return {
      oldFileName,
      newFileName,
      oldHeader,
      newHeader,
      hunks
    };
  }
}
function formatPatch(patch, headerOptions) {
  var _a, _b, _c, _d, _e, _f;
  if (!headerOptions) {
    headerOptions = INCLUDE_HEADERS;
  }
  if (Array.isArray(patch)) {
    if (patch.length > 1 && !headerOptions.includeFileHeaders && !patch.every((p) => p.isGit)) {
      throw new Error("Cannot omit file headers on a multi-file patch. (The result would be unparseable; how would a tool trying to apply the patch know which changes are to which file?)");
    }
    return patch.map((p) => formatPatch(p, headerOptions)).join("\n");
  }
  const ret = [];
  if (patch.isGit) {
    headerOptions = INCLUDE_HEADERS;
    if (!patch.oldFileName) {
      throw new Error("oldFileName must be specified for Git patches");
    }
    if (!patch.newFileName) {
      throw new Error("newFileName must be specified for Git patches");
    }
    let gitOldName = patch.oldFileName;
    let gitNewName = patch.newFileName;
    if (patch.isCreate && gitOldName === "/dev/null") {
      gitOldName = gitNewName.replace(/^b\//, "a/");
    } else if (patch.isDelete && gitNewName === "/dev/null") {
      gitNewName = gitOldName.replace(/^a\//, "b/");
    }
    ret.push("diff --git " + quoteFileNameIfNeeded(gitOldName) + " " + quoteFileNameIfNeeded(gitNewName));
    if (patch.isDelete) {
      ret.push("deleted file mode " + ((_a = patch.oldMode) !== null && _a !== void 0 ? _a : "100644"));
    }
    if (patch.isCreate) {
      ret.push("new file mode " + ((_b = patch.newMode) !== null && _b !== void 0 ? _b : "100644"));
    }
    if (patch.oldMode && patch.newMode && !patch.isDelete && !patch.isCreate) {
      ret.push("old mode " + patch.oldMode);
      ret.push("new mode " + patch.newMode);
    }
    if (patch.isRename) {
      ret.push("rename from " + quoteFileNameIfNeeded(((_c = patch.oldFileName) !== null && _c !== void 0 ? _c : "").replace(/^a\//, "")));
      ret.push("rename to " + quoteFileNameIfNeeded(((_d = patch.newFileName) !== null && _d !== void 0 ? _d : "").replace(/^b\//, "")));
    }
    if (patch.isCopy) {
      ret.push("copy from " + quoteFileNameIfNeeded(((_e = patch.oldFileName) !== null && _e !== void 0 ? _e : "").replace(/^a\//, "")));
      ret.push("copy to " + quoteFileNameIfNeeded(((_f = patch.newFileName) !== null && _f !== void 0 ? _f : "").replace(/^b\//, "")));
    }
  } else {
    if (headerOptions.includeIndex && patch.oldFileName == patch.newFileName && patch.oldFileName !== void 0) {
      ret.push("Index: " + patch.oldFileName);
    }
    if (headerOptions.includeUnderline) {
      ret.push("===================================================================");
    }
  }
  const hasHunks = patch.hunks.length > 0;
  if (headerOptions.includeFileHeaders && patch.oldFileName !== void 0 && patch.newFileName !== void 0 && (!patch.isGit || hasHunks)) {
    ret.push("--- " + quoteFileNameIfNeeded(patch.oldFileName) + (patch.oldHeader ? "	" + patch.oldHeader : ""));
    ret.push("+++ " + quoteFileNameIfNeeded(patch.newFileName) + (patch.newHeader ? "	" + patch.newHeader : ""));
  }
  for (let i = 0; i < patch.hunks.length; i++) {
    const hunk = patch.hunks[i];
    const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
    const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
    ret.push("@@ -" + oldStart + "," + hunk.oldLines + " +" + newStart + "," + hunk.newLines + " @@");
    for (const line2 of hunk.lines) {
      ret.push(line2);
    }
  }
  return ret.join("\n") + "\n";
}
function createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  if (typeof options === "function") {
    options = { callback: options };
  }
  if (!(options === null || options === void 0 ? void 0 : options.callback)) {
    const patchObj = structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options);
    if (!patchObj) {
      return;
    }
    return formatPatch(patchObj, options === null || options === void 0 ? void 0 : options.headerOptions);
  } else {
    const { callback } = options;
    structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, Object.assign(Object.assign({}, options), { callback: (patchObj) => {
      if (!patchObj) {
        callback(void 0);
      } else {
        callback(formatPatch(patchObj, options.headerOptions));
      }
    } }));
  }
}
function splitLines(text) {
  const hasTrailingNl = text.endsWith("\n");
  const result = text.split("\n").map((line2) => line2 + "\n");
  if (hasTrailingNl) {
    result.pop();
  } else {
    result.push(result.pop().slice(0, -1));
  }
  return result;
}
var MAX_EDIT_LENGTH = 2e3;
function textPatch(oldName, newName, oldText, newText, context) {
  const exact = createTwoFilesPatch(oldName, newName, oldText, newText, void 0, void 0, {
    context,
    headerOptions: FILE_HEADERS_ONLY,
    maxEditLength: MAX_EDIT_LENGTH
  });
  return exact ?? `--- ${oldName}
+++ ${newName}
${coarseHunk(oldText, newText, context)}`;
}
function linesOf(text) {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
function coarseHunk(oldText, newText, context) {
  const a = linesOf(oldText);
  const b = linesOf(newText);
  let head2 = 0;
  while (head2 < a.length && head2 < b.length && a[head2] === b[head2]) head2++;
  let tail = 0;
  while (tail < a.length - head2 && tail < b.length - head2 && a[a.length - 1 - tail] === b[b.length - 1 - tail])
    tail++;
  const before = Math.min(context, head2);
  const after = Math.min(context, tail);
  const start = head2 - before;
  const oldCount = a.length - tail + after - start;
  const newCount = b.length - tail + after - start;
  const body = [
    ...a.slice(start, head2).map((l) => ` ${l}`),
    ...a.slice(head2, a.length - tail).map((l) => `-${l}`),
    ...b.slice(head2, b.length - tail).map((l) => `+${l}`),
    ...a.slice(a.length - tail, a.length - tail + after).map((l) => ` ${l}`)
  ].map((l) => l.endsWith("\n") ? l : `${l}
\\ No newline at end of file
`);
  const range = (count) => `${count === 0 ? start : start + 1},${count}`;
  return `@@ -${range(oldCount)} +${range(newCount)} @@
${body.join("")}`;
}
function diffArtifacts(base, head2, redactor, context) {
  const pending = /* @__PURE__ */ new Map();
  base.forEach((artifact, index) => {
    const id = idOf(artifact);
    const queue = pending.get(id);
    if (queue) queue.push({ artifact, index });
    else pending.set(id, [{ artifact, index }]);
  });
  const summary = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  const entries = [];
  head2.forEach((h, index) => {
    const b = pending.get(idOf(h))?.shift()?.artifact;
    const kind = !b ? "added" : sameArtifact(b, h) ? void 0 : "changed";
    if (!kind) {
      summary.unchanged++;
      return;
    }
    summary[kind]++;
    entries.push({ order: index, change: artifactChange(b, h, kind, redactor, context) });
  });
  for (const queue of pending.values()) {
    for (const b of queue) {
      summary.removed++;
      entries.push({
        order: head2.length + b.index,
        change: artifactChange(b.artifact, void 0, "removed", redactor, context)
      });
    }
  }
  entries.sort((x, y) => (0, import_chunk_AUPPCWXN.compareStrings)(x.change.source, y.change.source) || x.order - y.order);
  return { summary, changes: entries.map((e) => e.change) };
}
function learnArtifactSecrets(redactor, artifacts) {
  for (const a of artifacts) {
    if (!/[/+]json$/.test(a.mediaType) || a.content === "") continue;
    let value2;
    try {
      value2 = JSON.parse(a.content);
    } catch {
      continue;
    }
    visitObjects(value2, (obj) => redactor.learn(obj));
  }
}
function visitObjects(value2, visit) {
  if (Array.isArray(value2)) {
    for (const v of value2) visitObjects(v, visit);
  } else if ((0, import_chunk_AUPPCWXN.isRecord)(value2)) {
    if (typeof value2.apiVersion === "string" && typeof value2.kind === "string") visit(value2);
    for (const v of Object.values(value2)) visitObjects(v, visit);
  }
}
function isReady(status) {
  return status?.ready !== false;
}
function idOf(a) {
  return `${a.source}\0${a.name}`;
}
function sameArtifact(b, h) {
  return b.content === h.content && b.mediaType === h.mediaType && b.revision === h.revision && isReady(b.status) === isReady(h.status) && b.status?.reason === h.status?.reason && b.status?.message === h.status?.message;
}
function artifactChange(base, head2, change, redactor, context) {
  const { source, component, mediaType } = head2 ?? base;
  const name = redactor.redactText((head2 ?? base)?.name ?? "");
  const text = (s) => s === void 0 ? void 0 : redactor.redactText(s);
  const status = (s) => s ? { ready: s.ready, reason: redactor.redactText(s.reason), message: redactor.redactText(s.message) } : void 0;
  const out = {
    source,
    ...component !== void 0 ? { component } : {},
    name,
    mediaType,
    change,
    diff: contentDiff(name, base, head2, redactor, context)
  };
  const optional = {
    baseRevision: text(base?.revision),
    headRevision: text(head2?.revision),
    baseStatus: status(base?.status),
    headStatus: status(head2?.status)
  };
  for (const [k, v] of Object.entries(optional)) if (v !== void 0) Object.assign(out, { [k]: v });
  return out;
}
function contentDiff(name, base, head2, redactor, context) {
  if (head2 && !isReady(head2.status)) return "";
  const text = (a) => a && isReady(a.status) ? redactor.redactText(a.content) : "";
  const oldText = text(base);
  const newText = text(head2);
  if (oldText === newText) return "";
  return textPatch(`a/${name}`, `b/${name}`, oldText, newText, context);
}
var MAX_FIELDS = 20;
var MAX_VALUE = 200;
function fieldChanges(base, head2) {
  const out = { fields: [], omitted: 0 };
  walk(base, head2, "", out);
  return out;
}
function walk(base, head2, path3, out) {
  if ((0, import_chunk_AUPPCWXN.isRecord)(base) && (0, import_chunk_AUPPCWXN.isRecord)(head2)) {
    const keys = [...Object.keys(base), ...Object.keys(head2).filter((k) => !Object.hasOwn(base, k))];
    for (const k of keys) walk(base[k], head2[k], child(path3, k), out);
    return;
  }
  if (Array.isArray(base) && Array.isArray(head2)) {
    const byName = namedItems(base) && namedItems(head2);
    if (byName) {
      const b = new Map(base.map((item) => [item.name, item]));
      const h = new Map(head2.map((item) => [item.name, item]));
      for (const name of [...b.keys(), ...[...h.keys()].filter((n) => !b.has(n))])
        walk(b.get(name), h.get(name), `${path3}[name=${name}]`, out);
      return;
    }
    for (let i = 0; i < Math.max(base.length, head2.length); i++)
      walk(
        i < base.length ? base[i] : void 0,
        i < head2.length ? head2[i] : void 0,
        `${path3}[${i}]`,
        out
      );
    return;
  }
  if (sameLeaf(base, head2)) return;
  if (out.fields.length >= MAX_FIELDS) {
    out.omitted++;
    return;
  }
  out.fields.push({
    path: path3 || ".",
    ...base !== void 0 ? { base: valueText(base) } : {},
    ...head2 !== void 0 ? { head: valueText(head2) } : {}
  });
}
function sameLeaf(a, b) {
  if (a === b) return true;
  if (a === void 0 || b === void 0) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
function namedItems(list) {
  if (list.length === 0) return false;
  const names = /* @__PURE__ */ new Set();
  for (const item of list) {
    if (!(0, import_chunk_AUPPCWXN.isRecord)(item) || typeof item.name !== "string" || names.has(item.name)) return false;
    names.add(item.name);
  }
  return true;
}
function child(path3, key) {
  if (/^[A-Za-z_$][\w$-]*$/.test(key)) return path3 === "" ? key : `${path3}.${key}`;
  return `${path3}[${JSON.stringify(key)}]`;
}
function valueText(value2) {
  const text = JSON.stringify(value2) ?? "null";
  if (text.length <= MAX_VALUE) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(MAX_VALUE - 1)) ? MAX_VALUE - 1 : MAX_VALUE;
  return `${text.slice(0, end)}\u2026`;
}
function matchGlob(pattern, text) {
  let p = 0;
  let t = 0;
  let star = -1;
  let swallowed = 0;
  while (t < text.length) {
    const c = pattern[p];
    if (c === "*") {
      star = p++;
      swallowed = t;
    } else if (c !== void 0 && (c === "?" || c === text[t])) {
      p++;
      t++;
    } else if (star >= 0) {
      p = star + 1;
      t = ++swallowed;
    } else {
      return false;
    }
  }
  while (pattern[p] === "*") p++;
  return p === pattern.length;
}
function applyIgnoreRules(obj, rules) {
  let out = obj;
  for (const rule of rules) {
    if (!ignoreRuleMatches(rule, obj)) continue;
    for (const tokens of rule.paths) out = removePath(out, tokens);
    out = withoutKeys(out, "labels", rule.labels);
    out = withoutKeys(out, "annotations", rule.annotations);
  }
  return out;
}
function ignoreRuleMatches(rule, obj) {
  const key = (0, import_chunk_UY4VV52G.objectKey)(obj);
  if (rule.kind !== void 0 && rule.kind !== key.kind) return false;
  if (rule.group !== void 0 && rule.group !== key.group) return false;
  if (rule.name !== void 0 && !matchGlob(rule.name, key.name)) return false;
  if (rule.namespace !== void 0 && !matchGlob(rule.namespace, key.namespace)) return false;
  return true;
}
var GONE = /* @__PURE__ */ Symbol("gone");
function removePath(node, tokens) {
  const [token, ...rest] = tokens;
  if (token === void 0) return node;
  if (Array.isArray(node)) {
    const index = arrayIndex(token, node.length);
    if (index === void 0) return node;
    const child2 = rest.length === 0 ? GONE : dropEmpty(removePath(node[index], rest));
    if (child2 === node[index]) return node;
    const copy = [...node];
    if (child2 === GONE) copy.splice(index, 1);
    else copy[index] = child2;
    return copy;
  }
  if ((0, import_chunk_AUPPCWXN.isRecord)(node) && Object.hasOwn(node, token)) {
    const child2 = rest.length === 0 ? GONE : dropEmpty(removePath(node[token], rest));
    if (child2 === node[token]) return node;
    return Object.fromEntries(
      Object.entries(node).flatMap(([k, v]) => k !== token ? [[k, v]] : child2 === GONE ? [] : [[k, child2]])
    );
  }
  return node;
}
function dropEmpty(value2) {
  if (Array.isArray(value2) && value2.length === 0) return GONE;
  if ((0, import_chunk_AUPPCWXN.isRecord)(value2) && Object.keys(value2).length === 0) return GONE;
  return value2;
}
function arrayIndex(token, length) {
  if (!/^(0|[1-9][0-9]*)$/.test(token)) return void 0;
  const index = Number(token);
  return index < length ? index : void 0;
}
function withoutKeys(obj, field, globs) {
  const map = obj.metadata[field];
  if (globs.length === 0 || !(0, import_chunk_AUPPCWXN.isRecord)(map)) return obj;
  const entries = Object.entries(map);
  const kept = entries.filter(([key]) => !globs.some((glob) => matchGlob(glob, key)));
  if (kept.length === entries.length && kept.length > 0) return obj;
  const metadata = { ...obj.metadata };
  if (kept.length === 0) delete metadata[field];
  else metadata[field] = Object.fromEntries(kept);
  return { ...obj, metadata };
}
var import_yaml = (0, import_chunk_75QCMCYK.__toESM)((0, import_chunk_MWYW2KWW.require_dist)());
function isPlanArtifact(a) {
  return a.mediaType === import_chunk_IXH4TC6Y.PLAN_MEDIA_TYPE;
}
function diffPlans(base, head2, redactor) {
  const basePlans = base.filter(isPlanArtifact);
  const headPlans = head2.filter(isPlanArtifact);
  if (basePlans.length === 0 && headPlans.length === 0) return void 0;
  const pending = new Map(basePlans.map((a) => [idOf2(a), a]));
  const pairs = [];
  for (const h of headPlans) {
    pairs.push({ base: pending.get(idOf2(h)), head: h });
    pending.delete(idOf2(h));
  }
  for (const b of pending.values()) pairs.push({ base: b });
  pairs.sort((x, y) => (0, import_chunk_AUPPCWXN.compareStrings)(sourceOf(x), sourceOf(y)));
  const out = [];
  for (const pair of pairs) {
    const b = pair.base ? parsePlan(pair.base.content) : void 0;
    const h = pair.head ? parsePlan(pair.head.content) : void 0;
    if (pair.base && !b || pair.head && !h) continue;
    const change = comparePlans(b, h, redactor);
    if (change) out.push({ source: sourceOf(pair), name: (pair.head ?? pair.base)?.name ?? "", ...change });
  }
  return out;
}
function comparePlans(base, head2, redactor) {
  const text = redactor.redactText;
  if (!base || !head2) {
    const only = head2 ?? base;
    const side2 = head2 ? "head" : "base";
    return {
      change: head2 ? "added" : "removed",
      components: only.components.map((c) => ({
        ...listed(c, side2, text),
        change: head2 ? "added" : "removed"
      })),
      provides: { added: [], removed: [] },
      outputs: []
    };
  }
  const baseByName = new Map(base.components.map((c) => [c.name, c]));
  const headNames = new Set(head2.components.map((c) => c.name));
  const components = [];
  for (const h of head2.components) {
    const b = baseByName.get(h.name);
    if (!b) components.push({ ...listed(h, "head", text), change: "added" });
    else {
      const changed = compareComponents(b, h, text);
      if (changed) components.push(changed);
    }
  }
  for (const b of base.components) {
    if (!headNames.has(b.name)) components.push({ ...listed(b, "base", text), change: "removed" });
  }
  const orderChanged = reordered(base.order, head2.order);
  const provides = compareLists(base.provides, head2.provides, text);
  const outputs = compareValues(base.outputs, head2.outputs, text);
  const parameters = compareValues(base.parameters, head2.parameters, text);
  const same = components.length === 0 && isEmpty(provides) && outputs.length === 0;
  if (!orderChanged && same && parameters.length === 0) return void 0;
  return {
    change: "changed",
    ...orderChanged ? { order: { base: base.order.map(text), head: head2.order.map(text) } } : {},
    ...parameters.length > 0 ? { parameters } : {},
    components,
    provides,
    outputs
  };
}
function listed(c, side2, text) {
  return {
    name: text(c.name),
    ...c.status !== void 0 ? { [`${side2}Status`]: text(c.status) } : {},
    ...c.reason !== void 0 ? { [`${side2}Reason`]: text(c.reason) } : {},
    parameters: [],
    outputs: [],
    provides: { added: [], removed: [] }
  };
}
function compareComponents(b, h, text) {
  const parameters = compareValues(b.parameters, h.parameters, text);
  const outputs = compareValues(b.outputs, h.outputs, text);
  const provides = compareLists(b.provides, h.provides, text);
  const optionalChanged = (b.optional ?? false) !== (h.optional ?? false);
  const typeChanged = b.type !== h.type;
  const same = b.status === h.status && b.reason === h.reason && !optionalChanged && !typeChanged && parameters.length === 0 && outputs.length === 0 && isEmpty(provides);
  if (same) return void 0;
  const optional = (key, v) => v !== void 0 ? { [key]: v } : {};
  return {
    name: text(h.name),
    change: "changed",
    ...optional("baseStatus", b.status !== void 0 ? text(b.status) : void 0),
    ...optional("headStatus", h.status !== void 0 ? text(h.status) : void 0),
    ...optional("baseReason", b.reason !== void 0 ? text(b.reason) : void 0),
    ...optional("headReason", h.reason !== void 0 ? text(h.reason) : void 0),
    ...optionalChanged ? { baseOptional: b.optional ?? false, headOptional: h.optional ?? false } : {},
    ...typeChanged ? {
      ...optional("baseType", b.type !== void 0 ? text(b.type) : void 0),
      ...optional("headType", h.type !== void 0 ? text(h.type) : void 0)
    } : {},
    parameters,
    outputs,
    provides
  };
}
function compareValues(base, head2, text) {
  const names = [.../* @__PURE__ */ new Set([...Object.keys(base), ...Object.keys(head2)])].sort(import_chunk_AUPPCWXN.compareStrings);
  const out = [];
  for (const name of names) {
    const inBase = Object.hasOwn(base, name);
    const inHead = Object.hasOwn(head2, name);
    if (inBase && inHead && (0, import_chunk_VWE46UDP.canonicalJson)(base[name]) === (0, import_chunk_VWE46UDP.canonicalJson)(head2[name])) continue;
    const [b, h] = [mappingOf(base[name]), mappingOf(head2[name])];
    if (b && h) {
      out.push(...keyChanges(name, b, h, text));
      continue;
    }
    out.push(valueChange(name, inBase, inHead, base[name], head2[name], text));
  }
  return out;
}
function valueChange(name, inBase, inHead, b, h, text) {
  const change = !inBase ? "added" : !inHead ? "removed" : "changed";
  let before = inBase ? shownValue(b) : void 0;
  let after = inHead ? shownValue(h) : void 0;
  if (before !== void 0 && before === after) {
    before = JSON.stringify(b) ?? "null";
    after = JSON.stringify(h) ?? "null";
  }
  return {
    name: text(name),
    change,
    ...before !== void 0 ? { base: text(before) } : {},
    ...after !== void 0 ? { head: text(after) } : {}
  };
}
function keyChanges(name, base, head2, text) {
  const { fields, omitted } = fieldChanges(base, head2);
  const out = fields.map((f) => {
    const b = f.base === void 0 ? void 0 : parsedOr(f.base);
    const h = f.head === void 0 ? void 0 : parsedOr(f.head);
    return valueChange(
      `${name}${f.path.startsWith("[") ? "" : "."}${f.path}`,
      f.base !== void 0,
      f.head !== void 0,
      b,
      h,
      text
    );
  });
  if (omitted > 0) out.push({ name: text(`${name} (${omitted} more keys changed)`), change: "changed" });
  return out;
}
var MAX_MAPPING_TEXT = 64 * 1024;
function mappingOf(value2) {
  if ((0, import_chunk_AUPPCWXN.isRecord)(value2)) return value2;
  if (typeof value2 !== "string" || value2.length > MAX_MAPPING_TEXT || !/^\s*\{[\s\S]*\}\s*$/.test(value2))
    return void 0;
  try {
    const parsed = (0, import_yaml.parse)(value2, { maxAliasCount: 0 });
    return (0, import_chunk_AUPPCWXN.isRecord)(parsed) ? parsed : void 0;
  } catch {
    return void 0;
  }
}
function parsedOr(json) {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}
function reordered(base, head2) {
  const inHead = new Set(head2);
  const inBase = new Set(base);
  const common = (names, other) => names.filter((n) => other.has(n));
  return (0, import_chunk_VWE46UDP.canonicalJson)(common(base, inHead)) !== (0, import_chunk_VWE46UDP.canonicalJson)(common(head2, inBase));
}
function compareLists(base, head2, text) {
  const b = new Set(base);
  const h = new Set(head2);
  return {
    added: [...h].filter((x) => !b.has(x)).sort(import_chunk_AUPPCWXN.compareStrings).map(text),
    removed: [...b].filter((x) => !h.has(x)).sort(import_chunk_AUPPCWXN.compareStrings).map(text)
  };
}
function isEmpty(p) {
  return p.added.length === 0 && p.removed.length === 0;
}
function shownValue(v) {
  if (typeof v === "string") return v === "" ? '""' : v;
  return (0, import_chunk_VWE46UDP.canonicalJson)(v) ?? "null";
}
function parsePlan(content) {
  let value2;
  try {
    value2 = JSON.parse(content);
  } catch {
    return void 0;
  }
  if (!(0, import_chunk_AUPPCWXN.isRecord)(value2)) return void 0;
  const components = [];
  const seen = /* @__PURE__ */ new Set();
  for (const c of Array.isArray(value2.components) ? value2.components : []) {
    if (!(0, import_chunk_AUPPCWXN.isRecord)(c) || typeof c.name !== "string" || seen.has(c.name)) continue;
    seen.add(c.name);
    components.push({
      name: c.name,
      ...typeof c.status === "string" ? { status: c.status } : {},
      ...typeof c.reason === "string" && c.reason !== "" ? { reason: c.reason } : {},
      ...typeof c.optional === "boolean" ? { optional: c.optional } : {},
      ...typeof c.type === "string" ? { type: c.type } : {},
      parameters: (0, import_chunk_AUPPCWXN.isRecord)(c.parameters) ? c.parameters : {},
      outputs: (0, import_chunk_AUPPCWXN.isRecord)(c.outputs) ? c.outputs : {},
      provides: strings(c.provides)
    });
  }
  return {
    parameters: (0, import_chunk_AUPPCWXN.isRecord)(value2.parameters) ? value2.parameters : {},
    order: strings(value2.order),
    components,
    provides: strings(value2.provides),
    outputs: (0, import_chunk_AUPPCWXN.isRecord)(value2.outputs) ? value2.outputs : {}
  };
}
function strings(v) {
  return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
}
function idOf2(a) {
  return `${a.source}\0${a.name}`;
}
function sourceOf(pair) {
  return (pair.head ?? pair.base)?.source ?? "";
}
var TOP_FIRST = ["apiVersion", "kind", "metadata"];
var METADATA_FIRST = ["name", "namespace"];
function toStableYaml(obj) {
  const sorted = (0, import_chunk_VWE46UDP.sortKeys)(obj);
  let value2 = sorted;
  if ((0, import_chunk_AUPPCWXN.isRecord)(sorted)) {
    const top = leading(sorted, TOP_FIRST);
    if ((0, import_chunk_AUPPCWXN.isRecord)(top.metadata)) top.metadata = leading(top.metadata, METADATA_FIRST);
    value2 = top;
  }
  return (0, import_chunk_PDVJYXFX.yamlText)(value2, { aliasDuplicateObjects: false });
}
function leading(obj, first) {
  const out = {};
  for (const k of first) if (Object.hasOwn(obj, k)) out[k] = obj[k];
  for (const [k, v] of Object.entries(obj)) if (!first.includes(k)) out[k] = v;
  return out;
}
function countChanges(diff) {
  return countObjectChanges(diff) + countArtifactChanges(diff);
}
function countObjectChanges(diff) {
  return diff.environments.reduce((n, e) => n + e.changes.length, 0);
}
function countArtifactChanges(diff) {
  return diff.environments.reduce((n, e) => n + (e.artifacts?.length ?? 0), 0);
}
var DEFAULT_CONTEXT = 3;
function emptyCounts() {
  return { added: 0, changed: 0, removed: 0, unchanged: 0 };
}
function diffRenders(base, head2, opts = {}) {
  const redactor = opts.redactor ?? (0, import_chunk_UY4VV52G.createRedactor)();
  const context = opts.context ?? DEFAULT_CONTEXT;
  const ignore = opts.ignore ?? [];
  for (const r of [...base, ...head2]) redactor.learn(r.object);
  const baseSides = base.map((r, index) => side(r, index, redactor, ignore));
  const headSides = head2.map((r, index) => side(r, index, redactor, ignore));
  const pending = /* @__PURE__ */ new Map();
  for (const b of baseSides) {
    const queue = pending.get(b.id);
    if (queue) queue.push(b);
    else pending.set(b.id, [b]);
  }
  const bySource = /* @__PURE__ */ new Map();
  const countsFor = (source) => {
    let c = bySource.get(source);
    if (!c) {
      c = emptyCounts();
      bySource.set(source, c);
    }
    return c;
  };
  const entries = [];
  for (const h of headSides) {
    const b = pending.get(h.id)?.shift();
    const counts = countsFor(h.rendered.source);
    if (!b) {
      counts.added++;
      entries.push({ order: h.index, change: objectChange(h, "added", unifiedDiff(void 0, h, context)) });
    } else if (
      // The same object on both sides shows the same: redaction and ignore rules are functions of
      // the object (and of the Secrets learned above). Most of a diff is such objects: their
      // strings are then never searched for secrets.
      (0, import_chunk_VWE46UDP.identicalJson)(b.rendered.object, h.rendered.object) || (0, import_chunk_VWE46UDP.sameCanonicalJson)(b.shown(), h.shown())
    ) {
      counts.unchanged++;
    } else {
      counts.changed++;
      const { fields, omitted } = fieldChanges(b.shown(), h.shown());
      const change = objectChange(h, "changed", unifiedDiff(b, h, context));
      entries.push({
        order: h.index,
        change: { ...change, fields, ...omitted > 0 ? { fieldsOmitted: omitted } : {} }
      });
    }
  }
  for (const queue of pending.values()) {
    for (const b of queue) {
      countsFor(b.rendered.source).removed++;
      entries.push({
        order: head2.length + b.index,
        change: objectChange(b, "removed", unifiedDiff(b, void 0, context))
      });
    }
  }
  entries.sort((x, y) => (0, import_chunk_AUPPCWXN.compareStrings)(x.change.source, y.change.source) || x.order - y.order);
  const sources = [...bySource.keys()].sort(import_chunk_AUPPCWXN.compareStrings);
  const summary = emptyCounts();
  const bySourceOut = {};
  for (const s of sources) {
    const c = bySource.get(s) ?? emptyCounts();
    bySourceOut[s] = c;
    summary.added += c.added;
    summary.changed += c.changed;
    summary.removed += c.removed;
    summary.unchanged += c.unchanged;
  }
  return { summary, bySource: bySourceOut, changes: entries.map((e) => e.change) };
}
function diffPipelines(base, head2, opts = {}) {
  const redactor = opts.redactor ?? (0, import_chunk_UY4VV52G.createRedactor)();
  const options = { ...opts, redactor };
  const baseByName = new Map(base.map((e) => [e.name, e]));
  const headNames = new Set(head2.map((e) => e.name));
  const pairs = [
    ...head2.map((h) => ({ name: h.name, base: baseByName.get(h.name), head: h })),
    ...base.filter((b) => !headNames.has(b.name)).map((b) => ({ name: b.name, base: b, head: void 0 }))
  ];
  for (const env of [...base, ...head2]) {
    for (const r of env.objects) redactor.learn(r.object);
    learnArtifactSecrets(redactor, env.artifacts ?? []);
  }
  const diffs = pairs.map((p) => ({
    p,
    diff: diffRenders(p.base?.objects ?? [], p.head?.objects ?? [], options)
  }));
  const environments = diffs.map(({ p, diff }) => {
    const carriesArtifacts = p.base?.artifacts !== void 0 || p.head?.artifacts !== void 0;
    const artifacts = carriesArtifacts ? diffArtifacts(
      p.base?.artifacts ?? [],
      p.head?.artifacts ?? [],
      redactor,
      opts.context ?? DEFAULT_CONTEXT
    ) : void 0;
    const planChanges = diffPlans(p.base?.artifacts ?? [], p.head?.artifacts ?? [], redactor);
    return {
      name: p.name,
      summary: diff.summary,
      bySource: diff.bySource,
      changes: diff.changes,
      ...artifacts ? { artifacts: artifacts.changes, artifactSummary: artifacts.summary } : {},
      ...planChanges ? { planChanges } : {},
      diagnostics: (p.head?.diagnostics ?? []).map((d) => (0, import_chunk_3UXC5BMU.redactDiagnostic)(d, redactor.redactText))
    };
  });
  return { environments };
}
function side(rendered, index, redactor, ignore) {
  const key = (0, import_chunk_UY4VV52G.objectKey)(rendered.object);
  let shown;
  const show = () => {
    shown ??= applyIgnoreRules(redactor.redactObject(rendered.object), ignore);
    return shown;
  };
  return { rendered, index, key, id: (0, import_chunk_UY4VV52G.keyId)(key), shown: show };
}
function objectChange(s, change, diff) {
  const { source, component, file } = s.rendered;
  return {
    source,
    component,
    ...file !== void 0 ? { file } : {},
    key: s.key,
    id: s.id,
    change,
    diff
  };
}
function unifiedDiff(base, head2, context) {
  const oldSide = base ?? head2;
  const newSide = head2 ?? base;
  if (!oldSide || !newSide) return "";
  const oldName = `a/${(0, import_chunk_UY4VV52G.displayKey)(oldSide.key)}`;
  const newName = `b/${(0, import_chunk_UY4VV52G.displayKey)(newSide.key)}`;
  const oldText = base ? toStableYaml(base.shown()) : "";
  const newText = head2 ? toStableYaml(head2.shown()) : "";
  return createTwoFilesPatch(oldName, newName, oldText, newText, void 0, void 0, {
    context,
    headerOptions: FILE_HEADERS_ONLY
  });
}
var run = (0, import_node_util.promisify)(import_node_child_process.execFile);
var GitError = class extends import_chunk_UGMAYDF5.UserError {
  name = "GitError";
};
async function git(cwd, args, env, input) {
  try {
    const child2 = run("git", args, {
      cwd,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024
    });
    if (input !== void 0) child2.child.stdin?.end(input);
    const { stdout } = await child2;
    return stdout;
  } catch (err) {
    const e = err;
    if (e.code === "ENOENT") throw new GitError("git is not installed or not on PATH");
    const detail = (e.stderr ?? e.message).trim().split("\n")[0];
    throw new GitError(`git ${args[0]}: ${detail}`);
  }
}
async function findRepository(cwd) {
  let out;
  try {
    out = await git(cwd, ["rev-parse", "--show-toplevel", "--show-prefix"]);
  } catch {
    throw new GitError(`${cwd} is not inside a git repository`);
  }
  const [top = "", prefix = ""] = out.split("\n");
  return { top: top.trim(), prefix: prefix.trim() };
}
var resolved = /* @__PURE__ */ new WeakMap();
function resolveCommit(repo, ref) {
  let known = resolved.get(repo);
  if (!known) {
    known = /* @__PURE__ */ new Map();
    resolved.set(repo, known);
  }
  const hit = known.get(ref);
  if (hit) return hit;
  const commit = git(repo.top, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]).then(
    (out) => out.trim(),
    () => {
      known.delete(ref);
      throw new GitError(`unknown revision ${JSON.stringify(ref)}: not a commit in ${repo.top}`);
    }
  );
  known.set(ref, commit);
  return commit;
}
async function exportTree(repo, ref) {
  const commit = await resolveCommit(repo, ref);
  const dir = await (0, import_chunk_2A47LTI4.makeTempDir)("rigging-tree-");
  const dispose = () => (0, import_chunk_2A47LTI4.removeTempDir)(dir, { offThread: true });
  try {
    const tree = import_node_path.default.join(dir, "tree");
    await import_node_fs.promises.mkdir(tree);
    const env = { GIT_INDEX_FILE: import_node_path.default.join(dir, ".rigging-index") };
    await git(
      repo.top,
      [
        "--work-tree",
        tree,
        "read-tree",
        "--reset",
        "-u",
        "--no-sparse-checkout",
        "--no-recurse-submodules",
        commit
      ],
      env
    );
    return { commit, dir: tree, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}
async function workTreeCommit(repo, ref) {
  const [commit, head2] = await Promise.all([
    resolveCommit(repo, ref),
    resolveCommit(repo, "HEAD").catch(() => void 0)
  ]);
  return commit === head2 ? commit : void 0;
}
async function isClean(repo) {
  const [status, entries] = await Promise.all([
    // ctime off: the base's links to these files change their ctime (a link count), and git would
    // read and hash every such file again to learn that nothing changed (4-5x the time here).
    git(repo.top, [
      "-c",
      "core.trustctime=false",
      "--no-optional-locks",
      "status",
      "--porcelain",
      "--ignored",
      "-z"
    ]),
    // `<tag> <mode> <object> <stage>\t<path>`: tag H is a plain cached file.
    git(repo.top, ["ls-files", "--stage", "-v", "-z"])
  ]);
  if (status !== "") return false;
  for (const entry of entries.split("\0")) {
    if (entry !== "" && (!entry.startsWith("H ") || entry.startsWith("H 160000 "))) return false;
  }
  return true;
}
function workTreeAs(repo, commit) {
  return { commit, dir: repo.top, dispose: async () => void 0 };
}
function diffTrees(repo, baseRef, headRef) {
  const headCommit = workTreeCommit(repo, headRef);
  const work = headCommit.then(
    async (commit) => commit !== void 0 && await isClean(repo) ? workTreeAs(repo, commit) : void 0
  );
  const notClean = new AbortController();
  work.then(
    (tree) => tree ?? notClean.abort(),
    () => notClean.abort()
  );
  const linked = headCommit.then(
    (commit) => commit === void 0 ? void 0 : exportTreeFromWorkTree(repo, baseRef, workTreeAs(repo, commit), notClean.signal)
  );
  const base = Promise.allSettled([work, linked]).then(async ([w2, l]) => {
    const made = l.status === "fulfilled" ? l.value : void 0;
    if (w2.status === "fulfilled" && w2.value && made) return made;
    await made?.dispose();
    if (l.status === "rejected") throw l.reason;
    return exportTree(repo, baseRef);
  });
  return { work, base };
}
async function exportTreeFromWorkTree(repo, ref, work, signal) {
  const commit = await resolveCommit(repo, ref);
  const changed = await changedPaths(repo, work.commit, commit);
  if ([...changed.all].some((p) => import_node_path.default.posix.basename(p) === ".gitattributes")) return void 0;
  const dir = await (0, import_chunk_2A47LTI4.makeTempDir)("rigging-tree-");
  const dispose = () => (0, import_chunk_2A47LTI4.removeTempDir)(dir, { offThread: true });
  try {
    const tree = import_node_path.default.join(dir, "tree");
    const env = { GIT_INDEX_FILE: import_node_path.default.join(dir, ".rigging-index") };
    const indexed = changed.present.length > 0 ? git(repo.top, ["read-tree", commit], env) : void 0;
    indexed?.catch(() => void 0);
    try {
      const stop = signal ? AbortSignal.any([signal, import_chunk_2A47LTI4.tempDirsStopping]) : import_chunk_2A47LTI4.tempDirsStopping;
      await linkTree(work.dir, tree, "", /* @__PURE__ */ new Set([...changed.all, ".git"]), stop);
    } catch {
      await indexed?.catch(() => void 0);
      await dispose();
      return void 0;
    }
    if (indexed) {
      await indexed;
      await git(
        repo.top,
        ["checkout-index", "--force", "-z", "--stdin", `--prefix=${tree}${import_node_path.default.sep}`],
        env,
        changed.present.map((p) => `${p}\0`).join("")
      );
    }
    return { commit, dir: tree, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}
async function changedFiles(repo, from, to) {
  const [a, b] = await Promise.all([resolveCommit(repo, from), resolveCommit(repo, to)]);
  return (await changedPaths(repo, a, b)).all;
}
async function changedPaths(repo, from, to) {
  const { all, added, deleted } = await treeChanges(repo, from, to);
  const gone = from <= to ? deleted : added;
  return { all, present: [...all].filter((p) => !gone.has(p)) };
}
var changesBetween = /* @__PURE__ */ new WeakMap();
function treeChanges(repo, a, b) {
  const [from, to] = a <= b ? [a, b] : [b, a];
  let known = changesBetween.get(repo);
  if (!known) {
    known = /* @__PURE__ */ new Map();
    changesBetween.set(repo, known);
  }
  const key = `${from}\0${to}`;
  const hit = known.get(key);
  if (hit) return hit;
  const changes = readTreeChanges(repo, from, to);
  changes.catch(() => known.delete(key));
  known.set(key, changes);
  return changes;
}
async function readTreeChanges(repo, from, to) {
  const out = await git(repo.top, ["diff-tree", "-r", "-z", "--no-renames", "--no-commit-id", from, to]);
  const fields = out.split("\0");
  const changes = { all: /* @__PURE__ */ new Set(), added: /* @__PURE__ */ new Set(), deleted: /* @__PURE__ */ new Set() };
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const meta = fields[i];
    const file = fields[i + 1];
    changes.all.add(file);
    if (meta.endsWith(" D")) changes.deleted.add(file);
    else if (meta.endsWith(" A")) changes.added.add(file);
  }
  return changes;
}
async function linkTree(from, to, rel, skip, signal) {
  signal?.throwIfAborted();
  const entries = await import_node_fs.promises.readdir(import_node_path.default.join(from, rel), { withFileTypes: true });
  await import_node_fs.promises.mkdir(import_node_path.default.join(to, rel));
  if (entries.length === 0) return true;
  const settled = await Promise.allSettled(
    entries.map(async (entry) => {
      const child2 = rel === "" ? entry.name : `${rel}/${entry.name}`;
      if (skip.has(child2)) return false;
      if (entry.isDirectory()) return linkTree(from, to, child2, skip, signal);
      signal?.throwIfAborted();
      await import_node_fs.promises.link(import_node_path.default.join(from, child2), import_node_path.default.join(to, child2));
      return true;
    })
  );
  const made = settled.map((r) => {
    if (r.status === "rejected") throw r.reason;
    return r.value;
  });
  if (made.some(Boolean) || rel === "") return true;
  await import_node_fs.promises.rmdir(import_node_path.default.join(to, rel));
  return false;
}
function gitDiagnostic(err) {
  return { severity: "error", source: "git", message: err.message, reason: "Git" };
}
var onReuse;
var EvaluationReuse = class {
  constructor(worthKeeping = () => true) {
    this.worthKeeping = worthKeeping;
  }
  worthKeeping;
  kept = /* @__PURE__ */ new Map();
  /** Keeps a base evaluation's output under its request's key, with what it read; false when not worth it. */
  keep(key, probes, output) {
    if (!this.worthKeeping(probes)) return false;
    const list = this.kept.get(key) ?? [];
    list.push({ probes: [...probes], output: structuredClone(output) });
    this.kept.set(key, list);
    return true;
  }
  /**
   * The output kept for `key` whose every probe `probe` (the same candidate probed in the head's
   * tree) answers alike, copied; undefined when none does.
   */
  find(key, probe) {
    for (const kept of this.kept.get(key) ?? []) {
      if (kept.probes.every((p) => sameProbe(p, probe(p)))) {
        onReuse?.(key);
        return { output: structuredClone(kept.output) };
      }
    }
    return void 0;
  }
};
function sameProbe(a, b) {
  if (!b || a.kind !== b.kind || a.name !== b.name) return false;
  if (a.kind === "text") return a.text === b.text;
  const x = a.bytes;
  const y = b.bytes;
  if (x === void 0 || y === void 0) return x === y;
  return x.length === y.length && Buffer.from(x.buffer, x.byteOffset, x.length).equals(y);
}
function revisionDiagnostics(result) {
  return (0, import_chunk_3UXC5BMU.onePerProblem)(result.diagnostics, result.diff.environments);
}
async function diffRevisions(opts) {
  const repo = await findRepository(import_node_path2.default.dirname(opts.configFile));
  const inRepo = import_node_path2.default.relative(repo.top, opts.configFile);
  const selection = {
    environments: opts.environments,
    sources: opts.sources,
    ...opts.jsonnetEngine ? { jsonnetEngine: opts.jsonnetEngine } : {},
    ...opts.maxTrace !== void 0 ? { maxTrace: opts.maxTrace } : {},
    ...opts.environ ? { environ: opts.environ } : {},
    // One budget for the run: the base and the head spend the same one.
    budget: opts.budget ?? new import_chunk_XCB5O4XG.RunBudget()
  };
  const head2 = opts.head;
  await Promise.all([resolveCommit(repo, opts.base), head2 ? resolveCommit(repo, head2) : void 0]);
  const trees = [];
  const removals = /* @__PURE__ */ new Map();
  const release = (tree) => {
    const known = removals.get(tree);
    if (known) return known;
    const removed = tree.dispose();
    removals.set(tree, removed);
    return removed;
  };
  const loaded = (tree) => {
    trees.push(tree);
    return tree.then(async (tree2) => {
      const file = import_node_path2.default.join(tree2.dir, inRepo);
      const run2 = (0, import_node_fs2.existsSync)(file) ? await (0, import_chunk_UY4VV52G.loadRun)(file, selection, tree2.dir) : { diagnostics: [] };
      return { commit: tree2.commit, run: run2, tree: tree2 };
    });
  };
  const { work, base } = head2 ? diffTrees(repo, opts.base, head2) : { work: Promise.resolve(void 0), base: exportTree(repo, opts.base) };
  const loadedBase = loaded(base);
  const reuse = head2 ? changedFiles(repo, opts.base, head2).then(
    (changed) => new EvaluationReuse((probes) => !readsAny(probes, changed)),
    () => void 0
  ) : Promise.resolve(void 0);
  const loadedHead = head2 ? loaded(work.then((work2) => work2 ?? exportTree(repo, head2))) : (0, import_chunk_UY4VV52G.loadRun)(opts.configFile, selection, repo.top).then((run2) => ({ commit: null, run: run2 }));
  loadedHead.catch(() => void 0);
  const rendering = [];
  try {
    const render = (side2, role) => {
      const rendered = reuse.then(
        (shared) => (0, import_chunk_UY4VV52G.renderLoaded)(
          side2.run,
          shared ? { ...selection, reuse: { reuse: shared, role } } : selection,
          side2.commit
        )
      ).then((run2) => ({ commit: side2.commit, run: run2 }));
      rendering.push(rendered);
      const tree = side2.tree;
      if (tree) rendered.then(() => release(tree)).catch(() => void 0);
      return rendered;
    };
    const baseSide = await loadedBase;
    const baseRendered = render(baseSide, "keep");
    const headSide = await loadedHead;
    opts.onLoaded?.(pipelineName(baseSide, headSide));
    const offThread = (run2) => (selection.jsonnetEngine ?? run2.config?.jsonnet.engine) === "libjsonnet";
    const headRendered = offThread(baseSide.run) && offThread(headSide.run) ? render(headSide, "find") : baseRendered.then(() => render(headSide, "find"));
    const [renderedBase, renderedHead] = await Promise.all([baseRendered, headRendered]);
    return compareSides(opts, renderedBase, renderedHead);
  } finally {
    await Promise.allSettled(rendering);
    const made = await Promise.allSettled(trees);
    await Promise.all(made.map((t) => t.status === "fulfilled" ? release(t.value) : void 0));
  }
}
function compareSides(opts, base, head2) {
  const redactor = opts.diff?.redactor ?? (0, import_chunk_UY4VV52G.createRedactor)();
  (0, import_chunk_UY4VV52G.learnSecrets)(redactor, base.run.render);
  (0, import_chunk_UY4VV52G.learnSecrets)(redactor, head2.run.render);
  const diagnostics = [
    ...base.run.diagnostics.map((d) => ({
      ...d,
      message: `at base ${base.commit.slice(0, 12)}: ${d.message}`
    })),
    ...head2.run.diagnostics
  ].map((d) => (0, import_chunk_3UXC5BMU.redactDiagnostic)(d, redactor.redactText));
  const baseEnvs = base.run.render?.environments ?? [];
  const headEnvs = head2.run.render?.environments ?? [];
  const ignore = (head2.run.config ?? base.run.config)?.diff.ignore ?? [];
  const diff = diffPipelines(...withoutBrokenSources(baseEnvs, headEnvs), { ...opts.diff, redactor, ignore });
  const pipeline = pipelineName(base, head2);
  return {
    pipeline,
    base: { ref: opts.base, commit: base.commit },
    head: { ref: opts.head ?? null, commit: head2.commit },
    diff,
    diagnostics,
    headRender: head2.run.render
  };
}
function pipelineName(base, head2) {
  return head2.run.config?.name ?? base.run.config?.name ?? "rigging";
}
function withoutBrokenSources(base, head2) {
  const broken = /* @__PURE__ */ new Map();
  const mark = (envs) => {
    for (const env of envs) {
      for (const d of env.diagnostics) {
        if (d.severity !== "error") continue;
        if (!broken.has(env.name)) broken.set(env.name, /* @__PURE__ */ new Set());
        broken.get(env.name)?.add(d.component === void 0 ? d.source : `${d.source}\0${d.component}`);
      }
    }
  };
  mark(base);
  mark(head2);
  const isBroken = (env, source, component) => {
    const set = broken.get(env);
    return Boolean(set?.has(source) || component !== void 0 && set?.has(`${source}\0${component}`));
  };
  const notReady = new Set(
    [...base, ...head2].flatMap(
      (env) => env.artifacts.filter((a) => a.status?.ready === false).map((a) => `${env.name}\0${a.source}\0${a.name}`)
    )
  );
  const keep = (envs, prefix) => envs.map((env) => ({
    name: env.name,
    objects: env.objects.filter((o) => !isBroken(env.name, o.source, o.component)),
    artifacts: env.artifacts.filter(
      (a) => notReady.has(`${env.name}\0${a.source}\0${a.name}`) || !isBroken(env.name, a.source, a.component)
    ),
    diagnostics: prefix ? env.diagnostics.filter((d) => d.severity === "error").map((d) => ({ ...d, message: `${prefix}${d.message}` })) : env.diagnostics
  }));
  const baseEnvs = keep(base, "at base: ");
  const headEnvs = keep(head2).map((env) => ({
    ...env,
    diagnostics: [...baseEnvs.find((b) => b.name === env.name)?.diagnostics ?? [], ...env.diagnostics]
  }));
  return [baseEnvs, headEnvs];
}
function readsAny(probes, changed) {
  const touched = (inTree) => {
    if (inTree === void 0) return false;
    for (let p = import_node_path2.default.posix.normalize(inTree); p !== "." && p !== "/" && !p.startsWith(".."); ) {
      if (changed.has(p)) return true;
      p = import_node_path2.default.posix.dirname(p);
    }
    return false;
  };
  return probes.some((probe) => touched((0, import_chunk_37TX24MQ.pathInTree)(probe.name)) || touched(probe.at));
}
function commentMarker(pipeline, shard) {
  const name = pipeline.replace(/[^A-Za-z0-9._-]/g, "_");
  if (shard === void 0 || shard === "") return `<!-- rigging:${name} -->`;
  return `<!-- rigging:${name}:${shard.replace(/[^A-Za-z0-9._,-]/g, "_")} -->`;
}
function capText(text, caps, more) {
  const lines = text.split("\n");
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  let capped = lines.length > caps.maxLines;
  const kept = lines.slice(0, Math.max(0, caps.maxLines)).map((line2) => {
    if (line2.length <= caps.maxLineLength) return line2;
    capped = true;
    const head2 = cutAt(line2, caps.maxLineLength);
    return `${head2} \u2026 (${line2.length - head2.length} more characters)`;
  });
  if (!capped) return { text, capped };
  const omitted = lines.length - kept.length;
  if (omitted > 0) kept.push(more(omitted));
  return { text: `${kept.join("\n")}
`, capped };
}
function cutAt(s, n) {
  const code3 = s.charCodeAt(n - 1);
  return s.slice(0, code3 >= 55296 && code3 <= 56319 ? n - 1 : n);
}
var DEFAULT_OBJECT_CAPS = { maxLines: 400, maxLineLength: 2e3 };
var SYMBOL = { added: "+", changed: "~", removed: "-" };
function changeSummary(change) {
  return `${SYMBOL[change.change]} ${(0, import_chunk_UY4VV52G.displayKey)(change.key)}`;
}
function renderChangeBlock(change, caps = DEFAULT_OBJECT_CAPS, note) {
  const diff = diffFence(change.diff, caps);
  const summary = note === void 0 ? changeSummary(change) : `${changeSummary(change)} \u2014 ${note}`;
  const markdown = [`<details><summary>${(0, import_chunk_DUGZ4H65.escapeHtml)(summary)}</summary>`, diff.text, "</details>"].join(
    "\n\n"
  );
  return { markdown, capped: diff.capped };
}
function diffFence(diff, caps) {
  const cut2 = capText(diff, caps, (n) => `... ${(0, import_chunk_DUGZ4H65.plural)(n, "more line")} (see the full diff)`);
  return { text: (0, import_chunk_DUGZ4H65.codeBlock)(cut2.text, "diff"), capped: cut2.capped };
}
var SYMBOL2 = { added: "+", changed: "~", removed: "-" };
var MESSAGE_CAPS = { maxLines: 40, maxLineLength: 1e3 };
function shortRevision(revision) {
  const m = /^([A-Za-z0-9]+:)?([0-9a-f]{8})[0-9a-f]{2,}$/.exec(revision);
  if (m) return `${m[1] ?? ""}${m[2]}\u2026`;
  return revision.length > 24 ? `${revision.slice(0, 23)}\u2026` : revision;
}
function reasonText(change) {
  const before = change.baseStatus?.reason;
  const after = change.headStatus?.reason;
  if (before !== void 0 && after !== void 0 && before !== after) return `${before} \u2192 ${after}`;
  return after ?? before ?? "";
}
function revisionText(change) {
  const before = change.baseRevision;
  const after = change.headRevision;
  if (before !== void 0 && after !== void 0 && before !== after)
    return `${shortRevision(before)} \u2192 ${shortRevision(after)}`;
  if (after !== void 0) return shortRevision(after);
  if (before === void 0) return "";
  return change.change === "removed" ? shortRevision(before) : `${shortRevision(before)} (kept)`;
}
function artifactSummaryLine(change) {
  return [`${SYMBOL2[change.change]} ${change.name}`, reasonText(change), revisionText(change)].filter((p) => p !== "").join(" \xB7 ");
}
function notReadyMessage(change) {
  const status = change.headStatus;
  if (!status || isReady(status)) return void 0;
  return status.message.trimEnd();
}
function renderArtifactBlock(change, caps) {
  const body = [];
  let capped = false;
  const message = notReadyMessage(change);
  if (message) {
    const text = capText(message, MESSAGE_CAPS, (n) => `... ${(0, import_chunk_DUGZ4H65.plural)(n, "more line")}`);
    body.push((0, import_chunk_DUGZ4H65.codeBlock)(text.text, "text"));
    capped = text.capped;
  }
  if (change.diff !== "") {
    const diff = diffFence(change.diff, caps);
    body.push(diff.text);
    capped = capped || diff.capped;
  } else if (!message) {
    body.push("_The published content is the same._");
  }
  const markdown = [
    `<details><summary>${(0, import_chunk_DUGZ4H65.escapeHtml)(artifactSummaryLine(change))}</summary>`,
    ...body,
    "</details>"
  ].join("\n\n");
  return { markdown, capped };
}
var POD_TEMPLATE = {
  Deployment: "spec.template.",
  StatefulSet: "spec.template.",
  DaemonSet: "spec.template.",
  ReplicaSet: "spec.template.",
  ReplicationController: "spec.template.",
  Job: "spec.template.",
  CronJob: "spec.jobTemplate.spec.template.",
  Pod: "spec."
};
function podTemplateFields(change) {
  const prefix = POD_TEMPLATE[change.key.kind];
  if (change.change !== "changed" || prefix === void 0) return [];
  return (change.fields ?? []).filter((f) => f.path.startsWith(prefix));
}
function objectTier(change) {
  if (change.change === "removed") return 0;
  return podTemplateFields(change).length > 0 ? 1 : 2;
}
function artifactTier(change) {
  return change.change === "removed" ? 0 : 2;
}
function objectShape(change) {
  const head2 = `${change.key.group}/${change.key.kind}\0${change.change}`;
  if (change.change !== "changed") return head2;
  if (!change.fields || change.fields.length === 0 || (change.fieldsOmitted ?? 0) > 0) return void 0;
  return `${head2}\0${JSON.stringify(change.fields)}`;
}
function artifactShape(change) {
  const body = change.diff.split("\n").slice(2).join("\n");
  return [change.change, change.baseStatus?.reason ?? "", change.headStatus?.reason ?? "", body].join("\0");
}
function mirrorsAnObject(change, env) {
  if (change.baseStatus?.reason !== change.headStatus?.reason) return false;
  if (change.headStatus !== void 0 && !change.headStatus.ready) return false;
  const component = mirroredComponent(change);
  if (component === void 0) return false;
  return env.changes.some((o) => o.source === change.source && o.component === component);
}
function describedByPlan(change, env) {
  if (change.mediaType !== import_chunk_IXH4TC6Y.PLAN_MEDIA_TYPE) return false;
  return (env.planChanges ?? []).some((p) => p.source === change.source && p.name === change.name);
}
function mirroredComponent(change) {
  const owner = change.component;
  if (owner === void 0) return void 0;
  if (change.name.endsWith("/rendered.json")) return owner;
  const item = `${owner}/deployitems/`;
  if (change.name.startsWith(item) && !change.name.slice(item.length).includes("/"))
    return `${owner}/${change.name.slice(item.length)}`;
  return void 0;
}
function compressNames(names) {
  if (names.length < 2) return [...names];
  const parts = names.map((n) => n.split(/(\d+)/));
  const first = parts[0];
  if (parts.some((p) => p.length !== first.length)) return [...names];
  let varying = -1;
  for (let i = 0; i < first.length; i++) {
    if (parts.every((p) => p[i] === first[i])) continue;
    if (i % 2 === 0 || varying !== -1) return [...names];
    varying = i;
  }
  if (varying === -1) return [...names];
  const numbers = parts.map((p) => p[varying]);
  if (numbers.some((n) => String(Number(n)) !== n)) return [...names];
  const sorted = numbers.map(Number).sort((a, b) => a - b);
  if (sorted.some((n, i) => i > 0 && n !== sorted[i - 1] + 1)) return [...names];
  const range = `${sorted[0]}..${sorted.at(-1)}`;
  return [first.map((p, i) => i === varying ? range : p).join("")];
}
var VALUE_CAP = 200;
var WORDS_CAP = 500;
var w = (words) => ({ words });
var code = (s) => ({ code: s });
function planTitle(plan) {
  if (plan.change === "added") return "new stack plan";
  if (plan.change === "removed") return "stack plan removed";
  return "stack plan";
}
function planLines(plan) {
  if (plan.change !== "changed") {
    return plan.components.map((c) => {
      const status = plan.change === "added" ? c.headStatus : c.baseStatus;
      const reason = plan.change === "added" ? c.headReason : c.baseReason;
      return line(0, [{ name: c.name }, w(" \u2014 "), ...statusWords(status, reason)]);
    });
  }
  const lines = [];
  if (plan.order) {
    lines.push(
      line(0, [
        w("deploy order: "),
        code(plan.order.base.join(", ")),
        w(" \u2192 "),
        code(plan.order.head.join(", "))
      ])
    );
  }
  for (const p of plan.parameters ?? []) lines.push(line(0, valueWords("stack parameter", p)));
  for (const c of plan.components) lines.push(...componentLines(c));
  for (const p of providesLines(plan.provides, "the stack ")) lines.push(line(0, p));
  for (const o of plan.outputs) lines.push(line(0, valueWords("stack output", o)));
  return lines;
}
function componentLines(c) {
  const head2 = [{ name: c.name }];
  if (c.change === "added")
    head2.push(w(" \u2014 added to the plan, "), ...statusWords(c.headStatus, c.headReason));
  else if (c.change === "removed") head2.push(w(` \u2014 removed from the plan (${pastWords(c.baseStatus)})`));
  else {
    const status = statusChange(c);
    if (status.length > 0) head2.push(w(" \u2014 "), ...status);
  }
  const inner = [];
  if (c.baseOptional !== void 0 && c.headOptional !== void 0 && c.baseOptional !== c.headOptional)
    inner.push([w(c.headOptional ? "now optional" : "now mandatory")]);
  if (c.baseType !== void 0 || c.headType !== void 0)
    inner.push([w("type "), code(c.baseType ?? "none"), w(" \u2192 "), code(c.headType ?? "none")]);
  for (const p of c.parameters) inner.push(valueWords("parameter", p));
  for (const o of c.outputs) inner.push(valueWords("output", o));
  inner.push(...providesLines(c.provides, ""));
  return [line(0, head2), ...inner.map((pieces) => line(1, pieces))];
}
function statusChange(c) {
  const [before, after] = [c.baseStatus, c.headStatus];
  const reason = (r) => r !== void 0 ? [w(`: ${r}`)] : [];
  if (before === after) {
    if (c.baseReason === c.headReason) return [];
    const was = c.baseReason !== void 0 ? [w(` (was: ${c.baseReason})`)] : [];
    return [w(`still ${statusWord(after)}`), ...reason(c.headReason), ...was];
  }
  if (after === "skip" && before === "deploy") return [w("newly skipped"), ...reason(c.headReason)];
  if (after === "skip") return [w("now skipped"), ...reason(c.headReason), w(` (${pastWords(before)})`)];
  if (after === "fail") return [w("now fails"), ...reason(c.headReason), w(` (${pastWords(before)})`)];
  if (after === "deploy") {
    const was = before === "skip" ? "was skipped" : before === "fail" ? "failed before" : pastWords(before);
    return [w(`now deploys (${was}`), ...reason(c.baseReason), w(")")];
  }
  return [w("status "), code(before ?? "none"), w(" \u2192 "), code(after ?? "none"), ...reason(c.headReason)];
}
function statusWords(status, reason) {
  const because = reason !== void 0 ? [w(`: ${reason}`)] : [];
  if (status === "deploy" || status === "skip" || status === "fail")
    return [w(statusWord(status)), ...because];
  return [w("status "), code(status ?? "none"), ...because];
}
function statusWord(status) {
  if (status === "deploy") return "deploys";
  if (status === "skip") return "skipped";
  if (status === "fail") return "fails";
  return `status ${status ?? "none"}`;
}
function pastWords(status) {
  if (status === "deploy") return "was deployed";
  if (status === "skip") return "was skipped";
  if (status === "fail") return "failed before";
  return `was ${status ?? "without status"}`;
}
function valueWords(what, v) {
  const name = [w(`${what} `), code(v.name)];
  if (v.base === void 0 && v.head === void 0) return name;
  if (v.change === "added") return [...name, w(" added: "), code(v.head ?? "")];
  if (v.change === "removed") return [...name, w(" removed (was "), code(v.base ?? ""), w(")")];
  return [...name, w(": "), code(v.base ?? ""), w(" \u2192 "), code(v.head ?? "")];
}
function providesLines(p, who) {
  const list = (names) => names.flatMap((n, i) => i === 0 ? [code(n)] : [w(", "), code(n)]);
  const out = [];
  if (p.added.length > 0) out.push([w(`${who}now provides `), ...list(p.added)]);
  if (p.removed.length > 0) out.push([w(`${who}no longer provides `), ...list(p.removed)]);
  return out;
}
function line(depth, pieces) {
  const [first, ...rest] = pieces;
  if (!first || !("words" in first)) return { depth, pieces };
  return { depth, pieces: [w(first.words.charAt(0).toUpperCase() + first.words.slice(1)), ...rest] };
}
function planItems(plan, caps) {
  let capped = false;
  const lines = planLines(plan);
  const items = lines.slice(0, Math.max(0, caps.maxLines)).map((l) => {
    const md = l.pieces.map((p) => {
      const piece = markdownPiece(p);
      capped = capped || piece.cut;
      return piece.text;
    });
    return `${l.depth === 1 ? "  " : ""}- ${md.join("")}`;
  });
  if (lines.length > items.length) {
    items.push(morePlanLines(lines.length - items.length));
    capped = true;
  }
  return { items, capped };
}
function morePlanLines(omitted) {
  return `- _\u2026 ${(0, import_chunk_DUGZ4H65.plural)(omitted, "more line")} of the plan not shown (see the full diff)_`;
}
function planTextLines(plan) {
  return planLines(plan).map((l) => {
    const text = l.pieces.map((p) => "words" in p ? p.words : "name" in p ? p.name : p.code).join("");
    return `${l.depth === 1 ? "    " : "  "}${text}`;
  });
}
function markdownPiece(p) {
  if ("words" in p) {
    const words = cut(p.words, WORDS_CAP);
    return { text: (0, import_chunk_DUGZ4H65.escapeText)(words.text) + words.more, cut: words.more !== "" };
  }
  if ("name" in p) {
    const name = cut(p.name, VALUE_CAP);
    return { text: `**${(0, import_chunk_DUGZ4H65.escapeText)(name.text)}**${name.more}`, cut: name.more !== "" };
  }
  const value2 = cut(p.code.replace(/\r\n|\r|\n/g, "\\n"), VALUE_CAP);
  return { text: (0, import_chunk_DUGZ4H65.inlineCode)(value2.text) + value2.more, cut: value2.more !== "" };
}
function cut(s, max) {
  if (s.length <= max) return { text: s, more: "" };
  const head2 = cutAt(s, max);
  return { text: head2, more: ` \u2026 (${(0, import_chunk_DUGZ4H65.formatCount)(s.length - head2.length)} more characters)` };
}
function measureText(text, measure) {
  return measure === "utf8-bytes" ? Buffer.byteLength(text, "utf8") : text.length;
}
var SEPARATOR = "\n\n";
var Sheet = class {
  constructor(limit, measure) {
    this.limit = limit;
    this.measure = measure;
  }
  limit;
  measure;
  parts = [];
  // Every part is charged a separator; n parts have n - 1 of them plus the final newline.
  used = 1 - SEPARATOR.length;
  /** What these parts add to the sheet. */
  cost(...parts) {
    return parts.reduce((n, p) => n + measureText(p, this.measure) + SEPARATOR.length, 0);
  }
  /** The largest part that still fits with `reserve` left over for what must come after it. */
  room(reserve = 0) {
    return this.limit - this.used - reserve - SEPARATOR.length;
  }
  /** Adds the parts, all or none, only if `reserve` still fits after them. */
  tryAdd(parts, reserve = 0) {
    const cost = this.cost(...parts);
    if (this.used + cost + reserve > this.limit) return false;
    this.parts.push(...parts);
    this.used += cost;
    return true;
  }
  /** Adds a part the caller has already made to fit. */
  add(part) {
    this.parts.push(part);
    this.used += this.cost(part);
  }
  toString() {
    return `${this.parts.join(SEPARATOR)}
`;
  }
};
function fitList(head2, items, more, room, measure) {
  const sizes = items.map((i) => measureText(i, measure) + 1);
  let used = measureText(head2, measure);
  if (used + sizes.reduce((a, b) => a + b, 0) <= room) {
    return { text: [head2, ...items].join("\n"), shown: items.length, omitted: 0 };
  }
  const reserve = measureText(more(items.length), measure) + 1;
  let shown = 0;
  for (const size of sizes) {
    if (used + size + reserve > room) break;
    used += size;
    shown++;
  }
  const omitted = items.length - shown;
  return { text: [head2, ...items.slice(0, shown), more(omitted)].join("\n"), shown, omitted };
}
function minimumList(head2, count, more) {
  return [head2, more(count)].join("\n");
}
var WHAT_CHANGED_HEAD = "### What changed";
function moreWhatChanged(omitted) {
  return `- _\u2026 ${(0, import_chunk_DUGZ4H65.plural)(omitted, "more line")} not shown (the details below and the full diff have them)_`;
}
var MAX_ITEMS = 25;
var MAX_NAMES = 3;
var MAX_FIELDS2 = 3;
var MAX_VALUE2 = 60;
var MAX_NAME = 120;
function whatChanged(diff) {
  const entries = /* @__PURE__ */ new Map();
  for (const env of diff.environments) {
    const seen = /* @__PURE__ */ new Map();
    for (const o of env.changes) {
      const shape = objectShape(o) ?? `?${diffBody(o.diff)}`;
      const same = `o\0${o.source}\0${o.key.group}/${o.key.kind}\0${o.key.name}\0${shape}`;
      const nth = seen.get(same) ?? 0;
      seen.set(same, nth + 1);
      const id = `${same}\0${nth}`;
      const group = objectShape(o) ?? `${o.key.group}/${o.key.kind}\0${o.change}\0${objectTier(o)}`;
      add(entries, id, env.name, o.key.namespace, () => ({
        tier: objectTier(o),
        group: `o\0${group}`,
        label: o.key.name,
        object: o
      }));
    }
    for (const a of env.artifacts ?? []) {
      if (mirrorsAnObject(a, env) || describedByPlan(a, env)) continue;
      const shape = artifactShape(a);
      add(entries, `a\0${a.source}\0${a.name}\0${shape}`, env.name, "", () => ({
        tier: artifactTier(a),
        group: `a\0${shape}`,
        label: a.name,
        artifact: a
      }));
    }
  }
  const order = new Map(diff.environments.map((e, i) => [e.name, i]));
  const sections = /* @__PURE__ */ new Map();
  for (const e of entries.values()) {
    const key = e.envs.join("\0");
    const list = sections.get(key);
    if (list) list.push(e);
    else sections.set(key, [e]);
  }
  return [...sections.values()].sort(
    (a, b) => envRank(a, order) - envRank(b, order) || (b[0]?.envs.length ?? 0) - (a[0]?.envs.length ?? 0)
  ).map((list) => {
    const items = sectionItems(list);
    return { head: `**In ${envWords(list[0]?.envs ?? [])}:**`, items };
  });
}
function cappedItems(section) {
  if (section.items.length <= MAX_ITEMS) return section.items;
  return [...section.items.slice(0, MAX_ITEMS - 1), moreWhatChanged(section.items.length - MAX_ITEMS + 1)];
}
function add(entries, id, env, namespace, make) {
  let entry = entries.get(id);
  if (!entry) {
    entry = { ...make(), envs: [], namespaces: /* @__PURE__ */ new Set() };
    entries.set(id, entry);
  }
  if (!entry.envs.includes(env)) entry.envs.push(env);
  entry.namespaces.add(namespace);
}
function envRank(list, order) {
  return order.get(list[0]?.envs[0] ?? "") ?? 0;
}
function sectionItems(list) {
  const lines = [];
  for (const tier of [0, 1, 2]) {
    const groups = /* @__PURE__ */ new Map();
    for (const e of list) {
      if (e.tier !== tier) continue;
      const g = groups.get(e.group);
      if (g) g.push(e);
      else groups.set(e.group, [e]);
    }
    const alone = /* @__PURE__ */ new Map();
    for (const [key, group] of groups) {
      const o = group[0]?.object;
      if (tier !== 2 || group.length > 1 || !o) continue;
      const kind = `${o.key.group}/${o.key.kind}\0${o.change}`;
      alone.set(kind, [...alone.get(kind) ?? [], ...group]);
      groups.delete(key);
    }
    const objects = [...groups.values()].filter((g) => g[0]?.object);
    const artifacts = [...groups.values()].filter((g) => g[0]?.artifact);
    for (const group of objects) lines.push(lineOf(group));
    for (const group of alone.values()) {
      if (group.length > MAX_NAMES) lines.push(countLine(group));
      else for (const e of group) lines.push(lineOf([e]));
    }
    for (const group of artifacts) lines.push(lineOf(group));
  }
  return lines;
}
function countLine(group) {
  const o = group[0]?.object;
  const names = nameList(group.map(labelOf).sort(compareNatural));
  const line2 = `- ${(0, import_chunk_DUGZ4H65.formatCount)(group.length)} ${(0, import_chunk_DUGZ4H65.escapeText)(kindPlural(o.key.kind))} ${o.change} (${names})`;
  const paths = (e) => JSON.stringify(e.object?.fields?.map((f) => f.path) ?? null);
  const shared = paths(group[0]);
  const fields = o.fields ?? [];
  if (fields.length === 0 || o.fieldsOmitted || group.some((e) => paths(e) !== shared)) return line2;
  const shown = fields.slice(0, MAX_FIELDS2).map((f) => code2(f.path));
  const rest = fields.length - shown.length;
  return `${line2}: ${shown.join(", ")}${rest > 0 ? ` and ${(0, import_chunk_DUGZ4H65.plural)(rest, "more field")}` : ""}`;
}
function lineOf(group) {
  const first = group[0];
  if (first.artifact) return artifactLine(first.artifact, group);
  const o = first.object;
  const names = nameList(group.map(labelOf).sort(compareNatural));
  const kind = (0, import_chunk_DUGZ4H65.escapeText)(o.key.kind);
  const many = `${(0, import_chunk_DUGZ4H65.formatCount)(group.length)} ${(0, import_chunk_DUGZ4H65.escapeText)(kindPlural(o.key.kind))}`;
  const subject = (verb) => group.length === 1 ? `${kind} ${names}${verb}` : `${many}${verb} (${names})`;
  if (first.tier === 0) return `- **Removed:** ${subject("")}`;
  const fields = first.tier === 1 ? workloadFields(o) : o.fields ?? [];
  const line2 = `- ${subject(first.tier === 1 ? "" : ` ${o.change}`)}`;
  if (objectShape(o) === void 0 || fields.length === 0) return line2;
  return `${line2}: ${fieldsWords(fields, fields.length + (o.fieldsOmitted ?? 0))}`;
}
function compareNatural(a, b) {
  const x = a.split(/(\d+)/);
  const y = b.split(/(\d+)/);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [x[i], y[i]];
    if (p === q) continue;
    if (i % 2 === 1 && Number(p) !== Number(q)) return Number(p) - Number(q);
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}
function workloadFields(o) {
  const template = podTemplateFields(o);
  return [...template, ...(o.fields ?? []).filter((f) => !template.includes(f))];
}
function artifactLine(a, group) {
  const names = nameList(compressNames(group.map((e) => e.label)));
  if (a.change === "removed") return `- **Removed:** ${names}`;
  const reason = reasonText(a);
  const status = reason.includes("\u2192") ? ` (${(0, import_chunk_DUGZ4H65.escapeText)(reason)})` : "";
  return `- ${names} ${a.change}${status}`;
}
function labelOf(e) {
  const [ns] = e.namespaces;
  return e.namespaces.size === 1 && ns ? `${ns}/${e.label}` : e.label;
}
function nameList(names) {
  const shown = names.slice(0, MAX_NAMES).map((n) => code2(n));
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(", ")} and ${(0, import_chunk_DUGZ4H65.formatCount)(rest)} more`;
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}
function fieldsWords(fields, total) {
  const words = fields.slice(0, MAX_FIELDS2).map(fieldWords);
  const rest = total - words.length;
  return rest > 0 ? `${words.join("; ")}; and ${(0, import_chunk_DUGZ4H65.plural)(rest, "more field")}` : words.join("; ");
}
var IMAGE = /(?:^|\.)(?:initContainers|containers|ephemeralContainers)\[name=(.*)\]\.image$/;
function fieldWords(f) {
  const image = IMAGE.exec(f.path);
  if (image && f.base !== void 0 && f.head !== void 0)
    return `image ${value(f.base)} \u2192 ${value(f.head)} (container ${code2(image[1] ?? "")})`;
  const path3 = code2(f.path);
  if (f.base === void 0) return `${path3} added: ${value(f.head ?? "")}`;
  if (f.head === void 0) return `${path3} removed (was ${value(f.base)})`;
  const [before, after] = [value(f.base), value(f.head)];
  return before === after ? `${path3} changed` : `${path3} ${before} \u2192 ${after}`;
}
function value(json) {
  let text = json;
  try {
    const parsed = JSON.parse(json);
    if (typeof parsed === "string") text = parsed;
  } catch {
  }
  return code2(text, MAX_VALUE2);
}
function code2(text, max = MAX_NAME) {
  const line2 = oneLine(text);
  return (0, import_chunk_DUGZ4H65.inlineCode)(line2.length > max ? `${cutAt(line2, max - 1)}\u2026` : line2);
}
function oneLine(s) {
  return s.replace(/\r\n|\r|\n/g, "\\n");
}
function envWords(envs) {
  const names = envs.map(import_chunk_DUGZ4H65.escapeText);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
function kindPlural(kind) {
  if (/(s|x|z|ch|sh)$/.test(kind)) return `${kind}es`;
  if (/[^aeiou]y$/.test(kind)) return `${kind.slice(0, -1)}ies`;
  return `${kind}s`;
}
function diffBody(diff) {
  return diff.split("\n").slice(2).join("\n");
}
var MAX_NAMES2 = 3;
var OBJECT_HEADINGS = { 0: " \u2014 removed", 1: " \u2014 workloads", 2: "" };
var ARTIFACT_HEADINGS = { 0: " \u2014 artifacts removed", 1: "", 2: " \u2014 artifacts" };
function* envUnits(env, caps) {
  const objects = byTier(env.changes, objectTier);
  const artifacts = byTier(env.artifacts ?? [], artifactTier);
  for (const tier of [0, 1, 2]) {
    yield* objectUnits(objects[tier], tier, caps);
    yield* artifactUnits(artifacts[tier], tier, env, caps);
  }
}
function* objectUnits(changes, tier, caps) {
  const groups = groupBy(changes, (c) => {
    const shape = c.change === "changed" ? objectShape(c) : void 0;
    return shape === void 0 ? void 0 : `${c.source}\0${shape}`;
  });
  for (const group of groups) {
    const first = group[0];
    const others = group.length - 1;
    const rest = group.slice(1).map(displayName).sort(compareNatural);
    const named = rest.slice(0, MAX_NAMES2).join(", ") + (rest.length > MAX_NAMES2 ? ", \u2026" : "");
    const kinds = others === 1 ? first.key.kind : kindPlural(first.key.kind);
    const note = others > 0 ? `and ${(0, import_chunk_DUGZ4H65.formatCount)(others)} more ${kinds} changed the same way: ${named}` : void 0;
    yield {
      kind: "objects",
      subheading: `#### ${(0, import_chunk_DUGZ4H65.escapeText)(first.source)}${OBJECT_HEADINGS[tier]}`,
      block: renderChangeBlock(first, caps, note),
      represents: group.length
    };
  }
}
function* artifactUnits(changes, tier, env, caps) {
  const mirrors = changes.filter((c) => mirrorsAnObject(c, env) || describedByPlan(c, env));
  const own = changes.filter((c) => !mirrors.includes(c));
  for (const group of groupBy(own, (c) => `${c.source}\0${artifactShape(c)}`)) {
    const first = group[0];
    const names = compressNames(group.map((c) => c.name));
    const rest = names.length - MAX_NAMES2;
    const name = `${names.slice(0, MAX_NAMES2).join(", ")}${rest > 0 ? ` and ${(0, import_chunk_DUGZ4H65.formatCount)(rest)} more` : ""}`;
    yield {
      kind: "artifacts",
      subheading: `#### ${(0, import_chunk_DUGZ4H65.escapeText)(first.source)}${ARTIFACT_HEADINGS[tier]}`,
      block: renderArtifactBlock({ ...first, name }, caps),
      represents: group.length
    };
  }
  if (mirrors.length > 0) yield { kind: "artifacts", subheading: "", represents: mirrors.length };
}
function displayName(c) {
  return c.key.namespace ? `${c.key.namespace}/${c.key.name}` : c.key.name;
}
function byTier(items, tierOf) {
  const out = { 0: [], 1: [], 2: [] };
  for (const item of items) out[tierOf(item)].push(item);
  return out;
}
function groupBy(items, keyOf) {
  const groups = [];
  const byKey = /* @__PURE__ */ new Map();
  for (const item of items) {
    const key = keyOf(item);
    const group = key === void 0 ? void 0 : byKey.get(key);
    if (group) {
      group.push(item);
      continue;
    }
    const fresh = [item];
    groups.push(fresh);
    if (key !== void 0) byKey.set(key, fresh);
  }
  return groups;
}
function fairShare(needs, room) {
  const first = needs[0] ?? 0;
  let left = room;
  let count = needs.length;
  for (const need of [...needs].sort((a, b) => a - b)) {
    const share = Math.floor(left / count);
    if (need >= share) return Math.min(first, share);
    left -= need;
    count--;
  }
  return first;
}
function envNeed(sheet, env, caps, cap) {
  let need = sheet.cost(`### ${(0, import_chunk_DUGZ4H65.escapeText)(env.name)}`);
  for (const plan of env.planChanges ?? []) {
    need += sheet.cost(
      `#### ${(0, import_chunk_DUGZ4H65.escapeText)(plan.source)} \u2014 ${planTitle(plan)}`,
      planItems(plan, caps).items.join("\n")
    );
    if (need > cap) return need;
  }
  let subheading;
  for (const unit2 of envUnits(env, caps)) {
    if (!unit2.block) continue;
    if (unit2.subheading !== subheading) need += sheet.cost(unit2.subheading);
    subheading = unit2.subheading;
    need += sheet.cost(unit2.block.markdown);
    if (need > cap) return need;
  }
  return need;
}
function addEnvironment(sheet, env, caps, reserve) {
  const result = { shown: { objects: 0, artifacts: 0 }, truncated: false };
  let heading;
  const headings = (subheading) => [
    ...heading === void 0 ? [`### ${(0, import_chunk_DUGZ4H65.escapeText)(env.name)}`] : [],
    ...subheading !== heading ? [subheading] : []
  ];
  for (const plan of env.planChanges ?? []) {
    const subheading = `#### ${(0, import_chunk_DUGZ4H65.escapeText)(plan.source)} \u2014 ${planTitle(plan)}`;
    const parts = headings(subheading);
    const section = planItems(plan, caps);
    if (sheet.tryAdd([...parts, section.items.join("\n")], reserve)) {
      heading = subheading;
      result.truncated = section.capped || result.truncated;
      continue;
    }
    const room = sheet.room(reserve) - sheet.cost(...parts);
    const fitted = fitList("", section.items, morePlanLines, room, sheet.measure);
    if (sheet.tryAdd([...parts, fitted.text.slice(1)], reserve)) heading = subheading;
    result.truncated = true;
    return result;
  }
  for (const unit2 of envUnits(env, caps)) {
    if (unit2.block) {
      const parts = [...headings(unit2.subheading), unit2.block.markdown];
      if (!sheet.tryAdd(parts, reserve)) break;
      heading = unit2.subheading;
      result.truncated = unit2.block.capped || result.truncated;
    }
    result.shown[unit2.kind] += unit2.represents;
  }
  return result;
}
var DIAGNOSTIC_CAPS = { maxLines: 40, maxLineLength: 1e3 };
var HEADING = { error: "### Render errors", warning: "### Render warnings" };
function diagnosticItems(diff, pipelineDiagnostics, severity) {
  const items = [];
  for (const d of pipelineDiagnostics) {
    if (d.severity === severity) items.push(diagnosticItem(d.source ? (0, import_chunk_DUGZ4H65.escapeText)(d.source) : "", d));
  }
  for (const { environments, ...d } of (0, import_chunk_3UXC5BMU.onePerProblem)([], diff.environments, "always")) {
    if (d.severity !== severity) continue;
    const where = (environments ?? []).map((name) => `**${(0, import_chunk_DUGZ4H65.escapeText)(name)}**`).join(", ");
    items.push(diagnosticItem(`${where} \xB7 ${(0, import_chunk_DUGZ4H65.escapeText)(d.source)}`, d));
  }
  return items;
}
function diagnosticItem(where, d) {
  const item = messageItem(where ? `- ${where}:` : "-", (0, import_chunk_3UXC5BMU.formatDiagnostic)(d));
  return d.trace ? `${item}

${(0, import_chunk_DUGZ4H65.indent)(traceBlock(d.trace), "  ")}` : item;
}
function traceBlock(trace) {
  const text = trace.replace(/^\t/gm, "").replace(/\t/g, "  ");
  const cut2 = capText(text, DIAGNOSTIC_CAPS, (n) => `... ${(0, import_chunk_DUGZ4H65.plural)(n, "more line")}`).text;
  return ["<details><summary>Stack trace</summary>", (0, import_chunk_DUGZ4H65.codeBlock)(cut2, "text"), "</details>"].join("\n\n");
}
function messageItem(lead, message) {
  const text = capText(message, DIAGNOSTIC_CAPS, (n) => `... ${(0, import_chunk_DUGZ4H65.plural)(n, "more line")}`).text;
  if (!text.includes("\n")) return `${lead} ${(0, import_chunk_DUGZ4H65.inlineCode)(text)}`;
  return `${lead}

${(0, import_chunk_DUGZ4H65.indent)((0, import_chunk_DUGZ4H65.codeBlock)(text, "text"), "  ")}`;
}
function diagnosticsHead(severity) {
  return `${HEADING[severity]}
`;
}
function moreDiagnostics(severity) {
  return (omitted) => `- \u2026and ${(0, import_chunk_DUGZ4H65.plural)(omitted, `more ${severity}`)} not shown here`;
}
function becameNotReady(change) {
  const head2 = change.headStatus;
  if (change.change === "removed" || !head2 || isReady(head2)) return false;
  const base = change.baseStatus;
  return change.change === "added" || isReady(base) || base?.reason !== head2.reason;
}
function notReadyItems(diff) {
  const items = [];
  for (const env of diff.environments) {
    for (const change of env.artifacts ?? []) {
      if (!becameNotReady(change)) continue;
      const facts = [reasonText(change), revisionText(change)].filter((f) => f !== "").join(", ");
      const lead = `- **${(0, import_chunk_DUGZ4H65.escapeText)(env.name)}** \xB7 ${(0, import_chunk_DUGZ4H65.escapeText)(change.source)} \xB7 ${(0, import_chunk_DUGZ4H65.inlineCode)(change.name.replace(/\r?\n|\r/g, " "))} \u2014 ${(0, import_chunk_DUGZ4H65.escapeText)(facts)}`;
      const message = notReadyMessage(change);
      items.push(message ? messageItem(`${lead}:`, message) : lead);
    }
  }
  return items;
}
var NOT_READY_HEAD = "### Not ready\n";
function moreNotReady(omitted) {
  return `- \u2026and ${(0, import_chunk_DUGZ4H65.plural)(omitted, "more artifact")} not ready, not shown here`;
}
var COLUMNS = ["Environment", "Source", "Added", "Changed", "Removed", "Unchanged", "Errors"];
function head(withArtifacts) {
  const columns = withArtifacts ? [...COLUMNS, "Artifacts changed"] : COLUMNS;
  const align = columns.map((_, i) => i < 2 ? "---" : "---:");
  return [`| ${columns.join(" | ")} |`, `| ${align.join(" | ")} |`].join("\n");
}
function summaryRows(diff) {
  const rows = [];
  for (const env of diff.environments) {
    const errors = /* @__PURE__ */ new Map();
    for (const d of env.diagnostics) {
      if (d.severity === "error") errors.set(d.source, (errors.get(d.source) ?? 0) + 1);
      else if (!errors.has(d.source)) errors.set(d.source, 0);
    }
    const artifacts = /* @__PURE__ */ new Map();
    for (const a of env.artifacts ?? []) artifacts.set(a.source, (artifacts.get(a.source) ?? 0) + 1);
    const sources = [.../* @__PURE__ */ new Set([...Object.keys(env.bySource), ...errors.keys(), ...artifacts.keys()])].sort(
      import_chunk_AUPPCWXN.compareStrings
    );
    if (sources.length === 0)
      rows.push({ env: env.name, source: "\u2014", counts: zero(), errors: 0, artifacts: 0 });
    for (const source of sources) {
      rows.push({
        env: env.name,
        source,
        counts: env.bySource[source] ?? zero(),
        errors: errors.get(source) ?? 0,
        artifacts: artifacts.get(source) ?? 0
      });
    }
  }
  return { rows, withArtifacts: rows.some((r) => r.artifacts > 0) };
}
function formatRow(env, source, r, withArtifacts) {
  const c = r.counts;
  const cells = [env, source, c.added, c.changed, c.removed, c.unchanged, r.errors];
  if (withArtifacts) cells.push(r.artifacts);
  return `| ${cells.join(" | ")} |`;
}
function fitSummaryTable(diff, room, measure) {
  const table = summaryRows(diff);
  const lines = table.rows.map(
    (r) => formatRow((0, import_chunk_DUGZ4H65.escapeCell)(r.env), (0, import_chunk_DUGZ4H65.escapeCell)(r.source), r, table.withArtifacts)
  );
  return fitList(head(table.withArtifacts), lines, moreRows(table), room, measure);
}
function minimumSummaryTable(diff) {
  const table = summaryRows(diff);
  return minimumList(head(table.withArtifacts), table.rows.length, moreRows(table));
}
function moreRows({ rows, withArtifacts }) {
  return (omitted) => {
    const left = rows.slice(rows.length - omitted);
    const sum2 = zero();
    let errors = 0;
    let artifacts = 0;
    for (const r of left) {
      sum2.added += r.counts.added;
      sum2.changed += r.counts.changed;
      sum2.removed += r.counts.removed;
      sum2.unchanged += r.counts.unchanged;
      errors += r.errors;
      artifacts += r.artifacts;
    }
    const label = `_${(0, import_chunk_DUGZ4H65.formatCount)(omitted)} more ${omitted === 1 ? "row" : "rows"} not shown_`;
    return formatRow("\u2026", label, { counts: sum2, errors, artifacts }, withArtifacts);
  };
}
function zero() {
  return { added: 0, changed: 0, removed: 0, unchanged: 0 };
}
var COMMENT_LIMIT = 65536;
function renderReport(input, opts = {}) {
  const layout = {
    limit: opts.limit ?? COMMENT_LIMIT,
    measure: opts.measure ?? "chars",
    caps: { ...DEFAULT_OBJECT_CAPS, ...opts.objectCaps }
  };
  let result;
  if (countChanges(input.diff) === 0 && !hasDiagnostics(input)) {
    result = { markdown: renderNoChanges(input), shownChanges: 0, omittedChanges: 0, truncated: false };
  } else {
    result = assemble(input, layout, false);
    if (result.truncated) result = assemble(input, layout, true);
  }
  const size = measureText(result.markdown, layout.measure);
  if (size > layout.limit) {
    throw new Error(
      `report for ${input.pipeline} measures ${size} ${unit(layout.measure)}, over ${layout.limit}`
    );
  }
  return result;
}
function renderNoChanges(input) {
  const envs = (0, import_chunk_DUGZ4H65.plural)(input.diff.environments.length, "environment");
  const revisions = input.revisions ? ` ${revisionsLine(input.revisions)}` : "";
  return `${input.marker}
**${(0, import_chunk_DUGZ4H65.escapeText)(titleOf(input))}** \u2014 no changes in ${envs}.${revisions}
`;
}
function revisionsLine(revisions) {
  const head2 = revisions.head === void 0 ? "the work tree" : `head ${commitText(revisions.head)}`;
  const run2 = revisions.runUrl ? `${RUN_LINK}${(0, import_chunk_DUGZ4H65.linkTarget)(revisions.runUrl)})` : "";
  return `Base ${commitText(revisions.base)} \u2192 ${head2}${run2}`;
}
var RUN_LINK = " \xB7 [workflow run](";
function commitText(commit) {
  if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(commit)) return (0, import_chunk_DUGZ4H65.inlineCode)(commit.slice(0, 7));
  return (0, import_chunk_DUGZ4H65.inlineCode)(oneLine2(commit.length > 60 ? `${cutAt(commit, 59)}\u2026` : commit));
}
function assemble(input, layout, withNote) {
  const { diff } = input;
  const sheet = new Sheet(layout.limit, layout.measure);
  const total = { objects: countObjectChanges(diff), artifacts: countArtifactChanges(diff) };
  const notReady = notReadyItems(diff);
  const errors = diagnosticItems(diff, input.diagnostics ?? [], "error");
  const warnings = diagnosticItems(diff, input.diagnostics ?? [], "warning");
  const noteRoom = withNote ? Math.max(
    sheet.cost(truncationNote(total, total, input, layout)),
    sheet.cost(truncationNote({ objects: 0, artifacts: 0 }, total, input, layout))
  ) : 0;
  const warningsRoom = noteRoom + minimumDiagnosticsCost(sheet, "warning", warnings.length);
  const errorsRoom = warningsRoom + minimumDiagnosticsCost(sheet, "error", errors.length);
  const notReadyRoom = errorsRoom + (notReady.length > 0 ? sheet.cost(minimumList(NOT_READY_HEAD, notReady.length, moreNotReady)) : 0);
  const head2 = [
    input.marker,
    `## ${(0, import_chunk_DUGZ4H65.escapeText)(titleOf(input))}`,
    ...input.revisions ? [revisionsLine(input.revisions)] : []
  ];
  const floor = sheet.cost(...head2, minimumSummaryTable(diff)) + notReadyRoom;
  if (floor > layout.limit) {
    throw new RangeError(
      `a report limit of ${layout.limit} ${unit(layout.measure)} is too small: the summary needs at least ${floor}`
    );
  }
  const overview = overviewOf(sheet, diff);
  const withOverview = overview.sections.length > 0 && floor + overview.room <= layout.limit;
  for (const part of head2) sheet.add(part);
  const table = fitSummaryTable(
    diff,
    sheet.room(notReadyRoom + (withOverview ? overview.room : 0)),
    layout.measure
  );
  sheet.add(table.text);
  let truncated = table.omitted > 0 || overview.sections.length > 0 && !withOverview;
  if (withOverview) truncated = addOverview(sheet, overview, notReadyRoom) || truncated;
  truncated = addList(sheet, NOT_READY_HEAD, notReady, moreNotReady, errorsRoom) || truncated;
  truncated = addDiagnostics(sheet, "error", errors, warningsRoom) || truncated;
  truncated = addDiagnostics(sheet, "warning", warnings, noteRoom) || truncated;
  const shown = { objects: 0, artifacts: 0 };
  const envs = diff.environments;
  const needs = envs.map((env) => envNeed(sheet, env, layout.caps, sheet.room(noteRoom)));
  envs.forEach((env, i) => {
    const left = sheet.room(noteRoom);
    const budget = fairShare(needs.slice(i), left);
    const added = addEnvironment(sheet, env, layout.caps, noteRoom + Math.max(0, left - budget));
    shown.objects += added.shown.objects;
    shown.artifacts += added.shown.artifacts;
    truncated = added.truncated || truncated;
  });
  const omitted = {
    objects: total.objects - shown.objects,
    artifacts: total.artifacts - shown.artifacts
  };
  truncated = omitted.objects > 0 || omitted.artifacts > 0 || truncated;
  if (truncated && withNote) sheet.add(truncationNote(omitted, total, input, layout));
  return {
    markdown: sheet.toString(),
    shownChanges: shown.objects,
    omittedChanges: omitted.objects,
    ...total.artifacts > 0 ? { shownArtifacts: shown.artifacts, omittedArtifacts: omitted.artifacts } : {},
    truncated
  };
}
function overviewOf(sheet, diff) {
  const sections = whatChanged(diff).map((section) => ({ ...section, items: cappedItems(section) }));
  const minimum = sections.map((o) => sheet.cost(minimumList(o.head, o.items.length, moreWhatChanged)));
  const room = sections.length > 0 ? sheet.cost(WHAT_CHANGED_HEAD) + sum(minimum) : 0;
  return { sections, minimum, room };
}
function addOverview(sheet, overview, reserve) {
  let truncated = false;
  sheet.add(WHAT_CHANGED_HEAD);
  const needs = overview.sections.map((o) => sheet.cost([o.head, ...o.items].join("\n")));
  let left = Math.max(sum(overview.minimum), Math.floor(sheet.room(reserve) / 2));
  overview.sections.forEach((section, i) => {
    const share = Math.max(overview.minimum[i] ?? 0, fairShare(needs.slice(i), left));
    const room = Math.min(share, sheet.room(reserve + sum(overview.minimum.slice(i + 1))));
    const list = fitList(section.head, section.items, moreWhatChanged, room, sheet.measure);
    sheet.add(list.text);
    left -= sheet.cost(list.text);
    truncated = list.omitted > 0 || truncated;
  });
  return truncated;
}
function sum(values) {
  return values.reduce((a, b) => a + b, 0);
}
function addDiagnostics(sheet, severity, items, reserve) {
  return addList(sheet, diagnosticsHead(severity), items, moreDiagnostics(severity), reserve);
}
function addList(sheet, head2, items, more, reserve) {
  if (items.length === 0) return false;
  const list = fitList(head2, items, more, sheet.room(reserve), sheet.measure);
  sheet.add(list.text);
  return list.omitted > 0;
}
function minimumDiagnosticsCost(sheet, severity, count) {
  if (count === 0) return 0;
  return sheet.cost(minimumList(diagnosticsHead(severity), count, moreDiagnostics(severity)));
}
function truncationNote(omitted, total, input, layout) {
  const limit = `${(0, import_chunk_DUGZ4H65.formatCount)(layout.limit)} ${unit(layout.measure)}`;
  const left = [
    ...omitted.objects > 0 ? [`${(0, import_chunk_DUGZ4H65.formatCount)(omitted.objects)} of ${(0, import_chunk_DUGZ4H65.plural)(total.objects, "changed object")}`] : [],
    ...omitted.artifacts > 0 ? [`${(0, import_chunk_DUGZ4H65.formatCount)(omitted.artifacts)} of ${(0, import_chunk_DUGZ4H65.plural)(total.artifacts, "changed artifact")}`] : []
  ];
  const one = left.length === 1 && omitted.objects + omitted.artifacts === 1;
  const lead = left.length > 0 ? `**${left.join(" and ")} ${one ? "is" : "are"} not shown here**: the report is limited to ${limit}.` : `**Parts of this report are shortened** to keep it readable and within ${limit}.`;
  return `> ${lead}${fullDiffPointer(input.fullDiff)}`;
}
function fullDiffPointer(where) {
  const places = [];
  if (where?.summaryUrl) places.push(`the [job summary](${(0, import_chunk_DUGZ4H65.linkTarget)(where.summaryUrl)})`);
  const output = where?.output ? (0, import_chunk_DUGZ4H65.inlineCode)(oneLine2(where.output)) : void 0;
  if (where?.file)
    places.push(`the file ${(0, import_chunk_DUGZ4H65.inlineCode)(oneLine2(where.file))}${output ? ` (output ${output})` : ""}`);
  else if (output) places.push(`the file named by the output ${output}`);
  return places.length > 0 ? ` The full diff is in ${places.join(" and in ")}.` : "";
}
function oneLine2(s) {
  return s.replace(/\r?\n|\r/g, " ");
}
function titleOf(input) {
  return input.title ?? `rigging: ${input.pipeline}`;
}
function unit(measure) {
  return measure === "utf8-bytes" ? "bytes" : "characters";
}
function hasDiagnostics(input) {
  return (input.diagnostics?.length ?? 0) > 0 || input.diff.environments.some((e) => e.diagnostics.length > 0);
}
function renderMarkdown(diff, opts) {
  return renderReport(
    {
      pipeline: opts.pipeline,
      marker: commentMarker(opts.pipeline),
      diff,
      ...opts.revisions ? { revisions: opts.revisions } : {}
    },
    { limit: COMMENT_LIMIT }
  ).markdown;
}
async function diffCommand(io, configFile, common, args) {
  const notice = (0, import_chunk_F7IWZNVB.slowNotice)(io, `rendering ${args.base} and ${args.head ?? "the work tree"}`);
  const redactor = (0, import_chunk_UY4VV52G.stackEnvRedactor)(common.environ);
  const coloured = (0, import_chunk_YEH2TKQC.colouredIO)(
    io,
    common.color ?? "auto",
    process.env,
    args.output === "text" ? "diff" : "none"
  );
  const out = (0, import_chunk_F7IWZNVB.redactedIO)(coloured, redactor.redactText);
  let result;
  try {
    result = await diffRevisions({
      configFile,
      base: args.base,
      head: args.head,
      environments: common.environments,
      sources: common.sources,
      ...common.jsonnetEngine ? { jsonnetEngine: common.jsonnetEngine } : {},
      ...common.maxTrace !== void 0 ? { maxTrace: common.maxTrace } : {},
      ...common.environ ? { environ: common.environ } : {},
      ...common.budget ? { budget: common.budget } : {},
      diff: { redactor }
    });
  } catch (err) {
    if (err instanceof GitError) {
      (0, import_chunk_F7IWZNVB.printDiagnostics)(out, [gitDiagnostic(err)]);
      return import_chunk_F7IWZNVB.EXIT.error;
    }
    throw err;
  }
  const { diff } = result;
  const total = countChanges(diff);
  const diagnostics = revisionDiagnostics(result);
  notice.done(
    (0, import_chunk_DUGZ4H65.outcome)(
      diagnostics,
      "diff failed",
      () => `compared ${(0, import_chunk_DUGZ4H65.plural)(diff.environments.length, "environment")} (${(0, import_chunk_DUGZ4H65.plural)(total, "change")})`
    )
  );
  (0, import_chunk_F7IWZNVB.printDiagnostics)(out, diagnostics);
  if (args.output === "json") {
    out.stdout(
      `${JSON.stringify({ pipeline: result.pipeline, base: result.base, head: result.head, environments: diff.environments }, null, 2)}
`
    );
  } else if (args.output === "markdown") {
    const revisions = {
      base: result.base.commit,
      ...result.head.commit ? { head: result.head.commit } : {}
    };
    out.stdout(renderMarkdown(diff, { pipeline: result.pipeline, revisions }));
  } else {
    out.stdout(textReport(result));
  }
  if ((0, import_chunk_3UXC5BMU.hasErrors)(diagnostics)) return import_chunk_F7IWZNVB.EXIT.error;
  return args.exitCode && total > 0 ? import_chunk_F7IWZNVB.EXIT.changes : import_chunk_F7IWZNVB.EXIT.ok;
}
function textReport({ diff }) {
  const lines = [];
  for (const env of diff.environments) {
    const s = env.summary;
    const a = env.artifactSummary;
    const artifacts = a && a.added + a.changed + a.removed + a.unchanged > 0 ? `; artifacts: ${a.added} added, ${a.changed} changed, ${a.removed} removed, ${a.unchanged} unchanged` : "";
    lines.push(
      `${env.name}: ${s.added} added, ${s.changed} changed, ${s.removed} removed, ${s.unchanged} unchanged${artifacts}`
    );
  }
  for (const env of diff.environments) {
    for (const plan of env.planChanges ?? []) {
      lines.push("", `# ${env.name} ${plan.source}: ${planTitle(plan)}`, ...planTextLines(plan));
    }
    for (const change of env.changes) {
      lines.push(
        "",
        `# ${env.name} ${change.source}/${change.component}: ${change.change} ${(0, import_chunk_UY4VV52G.displayKey)(change.key)}`,
        change.diff.trimEnd()
      );
    }
    for (const change of env.artifacts ?? []) {
      const part = change.component === void 0 ? change.source : `${change.source}/${change.component}`;
      const facts = [reasonText(change), revisionText(change)].filter((f) => f !== "").join(", ");
      lines.push(
        "",
        `# ${env.name} ${part}: ${change.change} artifact ${change.name}${facts ? ` (${facts})` : ""}`
      );
      const message = notReadyMessage(change);
      if (message) lines.push(message);
      if (change.diff) lines.push(change.diff.trimEnd());
    }
  }
  return `${lines.join("\n")}
`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  diffCommand
});

},
})
