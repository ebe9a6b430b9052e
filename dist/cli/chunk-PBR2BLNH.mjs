import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  PlacedError
} from "./chunk-JT4UTV52.mjs";
import {
  parseYamlFile,
  positionOf
} from "./chunk-4A2X5HPP.mjs";
import {
  isRecord
} from "./chunk-JHVG7T2D.mjs";
import {
  __toESM,
  require_node_path
} from "./chunk-Z27IH3SI.mjs";

// src/render/bosh/problems.ts
var BoshError = class extends PlacedError {
  constructor(message, place = {}, reason = "BoshInvalid", instanceGroup) {
    super(message, place, reason);
    this.instanceGroup = instanceGroup;
  }
  instanceGroup;
  name = "BoshError";
};

// src/render/bosh/release.ts
var import_node_path = __toESM(require_node_path());
var str = (v) => typeof v === "string" ? v : "";
async function readJobSpec(boundary, releasesDir, displayRoot, release, job) {
  const dir = import_node_path.default.join(releasesDir, release, "jobs", job);
  const shown = (p) => import_node_path.default.relative(displayRoot, p);
  let specPath = import_node_path.default.join(dir, "spec");
  if (!await boundary.exists(specPath)) specPath = import_node_path.default.join(dir, "job.MF");
  let text;
  try {
    text = await boundary.readText(specPath, shown(specPath));
  } catch (err) {
    if (err.code !== "ENOENT") throw new BoshError(err.message);
    throw new BoshError(
      `Can't find job '${job}' of release '${release}': no ${shown(import_node_path.default.join(dir, "spec"))} or job.MF`,
      { file: shown(dir) },
      "MissingJob"
    );
  }
  const file = shown(specPath);
  const parsed = parseYamlFile(file, text, "bosh", { dialect: "psych" });
  const syntax = parsed.diagnostics.find((d) => d.severity === "error");
  if (syntax)
    throw new BoshError(syntax.message, { file, line: syntax.line, column: syntax.column }, "YamlSyntax");
  const doc = isRecord(parsed.value) ? parsed.value : {};
  const templates = [];
  for (const [src, dest] of Object.entries(isRecord(doc.templates) ? doc.templates : {})) {
    const templatePath = import_node_path.default.join(dir, "templates", src);
    const entry = {
      src,
      dest: String(dest),
      file: shown(templatePath),
      line: positionOf(parsed, ["templates", src], { key: true }).line
    };
    try {
      entry.text = await boundary.readText(templatePath, shown(templatePath));
    } catch (err) {
      if (err.code !== "ENOENT")
        throw new BoshError(err.message, { file });
    }
    templates.push(entry);
  }
  const properties = /* @__PURE__ */ new Map();
  for (const [name, def] of Object.entries(isRecord(doc.properties) ? doc.properties : {})) {
    properties.set(name, isRecord(def) && "default" in def ? { default: def.default } : {});
  }
  const links = (v) => Array.isArray(v) ? v.filter(isRecord) : [];
  return {
    name: str(doc.name) || job,
    release,
    file,
    templates,
    properties,
    consumes: links(doc.consumes).map((c) => ({
      name: str(c.name),
      type: str(c.type) || str(c.name),
      optional: c.optional === true
    })),
    provides: links(doc.provides).map((p) => ({
      name: str(p.name),
      type: str(p.type) || str(p.name),
      properties: Array.isArray(p.properties) ? p.properties.map(String) : []
    }))
  };
}

export {
  BoshError,
  readJobSpec
};
