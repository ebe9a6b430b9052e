import { createRequire as __riggingRequire } from 'node:module';
import { dirname as __riggingDirname } from 'node:path';
import { fileURLToPath as __riggingFileURLToPath } from 'node:url';
const require = __riggingRequire(import.meta.url);
const __filename = __riggingFileURLToPath(import.meta.url);
const __dirname = __riggingDirname(__filename);
import {
  EXIT
} from "./chunk-M7Q2J45H.mjs";
import {
  DEFAULT_RUN_TIMEOUT_MS
} from "./chunk-2C5A3EZ2.mjs";
import "./chunk-JLN7MPBP.mjs";
import {
  ExecMeter,
  Template,
  TemplateExecError,
  TemplateParseError,
  landscaperFuncs,
  sprigFuncs
} from "./chunk-KSDGHUAB.mjs";
import "./chunk-U6WKM4TD.mjs";
import "./chunk-YYZQX2FA.mjs";
import {
  UserError
} from "./chunk-I73GSL6V.mjs";
import "./chunk-N737LSFI.mjs";
import {
  isRecord
} from "./chunk-JHVG7T2D.mjs";
import {
  boundedToJS
} from "./chunk-4OEWXRKN.mjs";
import {
  RepositoryBoundary
} from "./chunk-PT3I3LVI.mjs";
import {
  require_dist
} from "./chunk-5NYBCEUW.mjs";
import {
  require_promises
} from "./chunk-UFGTCZDC.mjs";
import {
  require_node_fs
} from "./chunk-R4CPI6BJ.mjs";
import {
  __toESM,
  require_node_path
} from "./chunk-Z27IH3SI.mjs";

// src/cli/commands/template.ts
var import_node_fs = __toESM(require_node_fs());
var import_promises = __toESM(require_promises());
var import_node_path = __toESM(require_node_path());
var import_yaml = __toESM(require_dist());
async function templateCommand(io, args) {
  const file = import_node_path.default.resolve(io.cwd, args.file);
  const text = await readText(file, args.file);
  const data = args.data ? readData(await readText(import_node_path.default.resolve(io.cwd, args.data), args.data), args.data) : void 0;
  const bindings = isRecord(data) ? data : {};
  let funcs = {};
  const meter = ExecMeter.within(DEFAULT_RUN_TIMEOUT_MS);
  const execute = (name, body, dot) => Template.parse(name, body, { funcs, missingKey: args.missingKey, meter }).execute(dot);
  funcs = {
    ...sprigFuncs,
    ...landscaperFuncs({
      files: directoryFiles(import_node_path.default.dirname(file)),
      execute,
      ...isRecord(bindings.cd) ? { componentDescriptor: bindings.cd } : {},
      ...Array.isArray(bindings.components) ? { componentDescriptors: bindings.components.filter(isRecord) } : {}
    })
  };
  try {
    io.stdout(execute(import_node_path.default.basename(file), text, data));
    return EXIT.ok;
  } catch (err) {
    if (err instanceof TemplateParseError || err instanceof TemplateExecError) {
      io.stderr(`${err.message}
`);
      return EXIT.error;
    }
    throw err;
  }
}
function directoryFiles(root) {
  const boundary = RepositoryBoundary.at(root);
  const inside = (p) => {
    const where = boundary.locateSync(import_node_path.default.join(root, p));
    return where.ok && where.exists ? where.real : void 0;
  };
  return {
    read: (p) => {
      const file = inside(p);
      return file && (0, import_node_fs.statSync)(file).isFile() ? (0, import_node_fs.readFileSync)(file, "utf8") : void 0;
    },
    list: (dir) => {
      const at = inside(dir);
      return at && (0, import_node_fs.statSync)(at).isDirectory() ? (0, import_node_fs.readdirSync)(at) : void 0;
    }
  };
}
function readData(text, shown) {
  const doc = (0, import_yaml.parseDocument)(text);
  const first = doc.errors[0];
  if (first) throw new UserError(`${shown}: ${first.message.split("\n")[0]}`);
  try {
    return boundedToJS(doc);
  } catch (err) {
    throw new UserError(`${shown}: ${err.message}`);
  }
}
async function readText(file, shown) {
  try {
    return await (0, import_promises.readFile)(file, "utf8");
  } catch (err) {
    throw new UserError(
      `cannot read ${shown}: ${err.code ?? err.message}`
    );
  }
}
export {
  templateCommand
};
