import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { RepositoryBoundary } from '../../boundary/boundary';
import { UserError } from '../../model/errors';
import { isRecord } from '../../model/values';
import { type BlueprintFiles, landscaperFuncs } from '../../render/blueprint/functions';
import { DEFAULT_RUN_TIMEOUT_MS } from '../../render/budget';
import { boundedToJS } from '../../schema/yaml-bounds';
import {
  ExecMeter,
  type FuncMap,
  type GoMap,
  type GoValue,
  type MissingKey,
  Template,
  TemplateExecError,
  TemplateParseError,
} from '../../template/gotemplate';
import { sprigFuncs } from '../../template/gotemplate/sprig';
import { type CliIO, EXIT } from '../io';

/**
 * `rigging template FILE --data DATA`: one Go template rendered the way Landscaper renders a
 * GoTemplate execution — Sprig's and Landscaper's functions, the template's directory as the
 * blueprint filesystem, `.cd` and `.components` of the data as its component descriptors,
 * missingkey=zero by default — so its output can be compared with Go's on the same input.
 */
export async function templateCommand(
  io: CliIO,
  args: { file: string; data?: string; missingKey: MissingKey },
): Promise<number> {
  const file = path.resolve(io.cwd, args.file);
  const text = await readText(file, args.file);
  const data: GoValue = args.data
    ? (readData(await readText(path.resolve(io.cwd, args.data), args.data), args.data) as GoValue)
    : undefined; // no data: dot is no value, as Execute(w, nil) gives
  const bindings = isRecord(data) ? data : {};
  let funcs: FuncMap = {};
  // Bounded as a blueprint's execution is: steps, output, and the run's default deadline.
  const meter = ExecMeter.within(DEFAULT_RUN_TIMEOUT_MS);
  const execute = (name: string, body: string, dot: GoValue) =>
    Template.parse(name, body, { funcs, missingKey: args.missingKey, meter }).execute(dot);
  funcs = {
    ...sprigFuncs,
    ...landscaperFuncs({
      files: directoryFiles(path.dirname(file)),
      execute,
      ...(isRecord(bindings.cd) ? { componentDescriptor: bindings.cd as GoMap } : {}),
      ...(Array.isArray(bindings.components)
        ? { componentDescriptors: bindings.components.filter(isRecord) as GoMap[] }
        : {}),
    }),
  };
  try {
    io.stdout(execute(path.basename(file), text, data));
    return EXIT.ok;
  } catch (err) {
    if (err instanceof TemplateParseError || err instanceof TemplateExecError) {
      io.stderr(`${err.message}${err.hint}\n`);
      return EXIT.error;
    }
    throw err;
  }
}

/**
 * A directory as a blueprint filesystem, paths relative to it: what include, readFile and readDir
 * reach goes through the repository boundary rooted there, so a symlink cannot lead out of it.
 */
function directoryFiles(root: string): BlueprintFiles {
  const boundary = RepositoryBoundary.at(root);
  const inside = (p: string): string | undefined => {
    const where = boundary.locateSync(path.join(root, p));
    return where.ok && where.exists ? where.real : undefined;
  };
  return {
    read: (p) => {
      const file = inside(p);
      return file && statSync(file).isFile() ? readFileSync(file, 'utf8') : undefined;
    },
    list: (dir) => {
      const at = inside(dir);
      return at && statSync(at).isDirectory() ? readdirSync(at) : undefined;
    },
  };
}

/** The data file, its aliases bounded as every YAML rigging reads is. */
function readData(text: string, shown: string): unknown {
  const doc = parseDocument(text);
  const first = doc.errors[0];
  if (first) throw new UserError(`${shown}: ${first.message.split('\n')[0]}`);
  try {
    return boundedToJS(doc);
  } catch (err) {
    throw new UserError(`${shown}: ${(err as Error).message}`);
  }
}

async function readText(file: string, shown: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    throw new UserError(
      `cannot read ${shown}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
    );
  }
}
