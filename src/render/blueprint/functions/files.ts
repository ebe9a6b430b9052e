/**
 * Landscaper's blueprint filesystem functions (gotemplate/funcs.go readFileFunc, readDir;
 * gotemplate/gotemplate.go TemplateExecution.include) over a blueprint filesystem rooted at the
 * blueprint directory. Paths are relative to that root (a leading `/` names the root too); one
 * that climbs out of it is refused.
 */
import { type GoMap, type GoValue, int64 } from '../../../template/gotemplate/value';

export interface BlueprintFiles {
  /** The file's text, or undefined when there is no such file. */
  read(path: string): string | undefined;
  /** The names in a directory ("" is the root), or undefined when it is not a directory. */
  list(dir: string): string[] | undefined;
}

/** Executes template text with data, as Landscaper's TemplateExecution.Execute does. */
export type ExecuteTemplate = (name: string, text: string, data: GoValue) => string;

/** gotemplate.go's recursionMaxNums. */
export const RECURSION_MAX = 100;

/** The clean path inside the blueprint root, or an error for one that leaves it. */
export function blueprintPath(op: string, path: string): string {
  const parts: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (parts.length === 0) throw new Error(`${op} ${path}: path escapes the blueprint directory`);
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join('/');
}

function pathArg(fn: string, v: GoValue): string {
  if (typeof v !== 'string')
    throw new Error(`${fn}: expected a path string, got ${v === null ? 'nil' : typeof v}`);
  return v;
}

/** vfs.ReadFile: the file's content (Landscaper returns []byte; here it is the string). */
export function readFile(files: BlueprintFiles | undefined, path: string): string {
  const clean = blueprintPath('open', path);
  const text = files?.read(clean);
  if (text === undefined) {
    if (files?.list(clean) !== undefined) throw new Error(`read ${path}: is a directory`);
    throw new Error(`open ${path}: file does not exist`);
  }
  return text;
}

/**
 * vfs.ReadDir: the directory's entries sorted by name, each an os.FileInfo seen as a map of its
 * methods' values: Name, Size (bytes, Go int64), IsDir, Mode (as FileMode prints).
 */
export function readDir(files: BlueprintFiles | undefined, path: string): GoMap[] {
  const clean = blueprintPath('open', path);
  const names = files?.list(clean);
  if (names === undefined) {
    if (files?.read(clean) !== undefined) throw new Error(`readdirent ${path}: not a directory`);
    throw new Error(`open ${path}: file does not exist`);
  }
  return [...names]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => {
      const child = clean === '' ? name : `${clean}/${name}`;
      const isDir = files?.list(child) !== undefined;
      const size = isDir ? 0 : Buffer.byteLength(files?.read(child) ?? '', 'utf8');
      return {
        Name: name,
        Size: int64(BigInt(size)),
        IsDir: isDir,
        Mode: isDir ? 'drwxr-xr-x' : '-rw-r--r--',
      };
    });
}

/** The include function of one template execution, with its per-name nesting counter. */
export function makeInclude(files: BlueprintFiles | undefined, execute: ExecuteTemplate | undefined) {
  const included = new Map<string, number>();
  return (nameArg: GoValue, binding: GoValue): GoValue => {
    const name = pathArg('include', nameArg);
    const count = included.get(name);
    if (count !== undefined) {
      if (count > RECURSION_MAX) {
        throw new Error(
          `rendering template has a nested reference name: ${name}: unable to execute template`,
        );
      }
      included.set(name, count + 1);
    } else included.set(name, 1);
    let text: string;
    try {
      text = readFile(files, name);
    } catch (e) {
      throw new Error(`unable to read include file "${name}": ${(e as Error).message}`);
    }
    if (execute === undefined) throw new Error('include: not available: no template executor was given');
    try {
      return execute('execution', text, binding);
    } finally {
      included.set(name, (included.get(name) as number) - 1);
    }
  };
}

export const readFileFunc = (files: BlueprintFiles | undefined) => (path: GoValue) =>
  readFile(files, pathArg('readFile', path));
export const readDirFunc = (files: BlueprintFiles | undefined) => (path: GoValue) =>
  readDir(files, pathArg('readDir', path));
