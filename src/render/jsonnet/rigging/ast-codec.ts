/**
 * A checked AST as text and back, for parse-store.ts. Reading it back is several times cheaper
 * than parsing on a cold start: JSON.parse builds the nodes natively and one walk restores the
 * locations (kube-prometheus' 1.2 MB of Jsonnet: 150 ms of CPU against 460 to lex, parse and check).
 *
 * The text is the AST as JSON, with two changes: each location is `[line, column, line, column]`
 * (its file is the one the AST was parsed as, given back when reading) and a property holding
 * `undefined` (the parser writes some, `message` of an assert without one) holds `null`, which no
 * other AST property does. A constant's data is kept as it is. Whatever JSON would not give back
 * exactly (`-0`, a non-finite number, a null, a location in another file, anything that is not
 * plain data) makes encodeAst answer undefined: that file is parsed every time.
 */
import type { Loc, Node } from './ast';

/** The AST as text, or undefined when the text would not read back as the same AST. */
export function encodeAst(node: Node, file: string): string | undefined {
  let exact = true;
  const plain = (v: unknown): void => {
    if (v === undefined) exact = false;
    else if (typeof v === 'number') {
      if (!Number.isFinite(v) || Object.is(v, -0)) exact = false;
    } else if (v !== null && typeof v === 'object') {
      if (Array.isArray(v)) for (let i = 0; i < v.length; i++) plain(v[i]);
      else if (!isPlainObject(v)) exact = false;
      else for (const k of Object.keys(v)) plain((v as Record<string, unknown>)[k]);
    }
  };
  const walk = (v: unknown): unknown => {
    if (v === undefined) return null;
    if (v === null) {
      exact = false;
      return null;
    }
    if (typeof v === 'number') {
      plain(v);
      return v;
    }
    if (typeof v !== 'object') return v;
    // Arrays of the AST hold nodes, members, parameters...: objects, as decodeAst expects.
    if (Array.isArray(v)) return Array.from(v, (e: unknown) => (isObject(e) ? walk(e) : walk(null)));
    if (!isPlainObject(v)) {
      exact = false;
      return null;
    }
    const o = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(o)) {
      const x = o[k];
      if (k === 'loc') out[k] = locArray(x as Loc);
      else if (k === 'value' && o.kind === 'constant') {
        plain(x);
        out[k] = x;
      } else out[k] = walk(x);
    }
    return out;
  };
  const locArray = (loc: Loc): number[] => {
    if (!isPlainObject(loc) || loc.file !== file) exact = false;
    const at = [loc.begin?.line, loc.begin?.column, loc.end?.line, loc.end?.column];
    if (!at.every((n) => Number.isInteger(n))) exact = false;
    return at as number[];
  };
  const text = JSON.stringify(walk(node));
  return exact ? text : undefined;
}

/** The AST encodeAst wrote as `text` for `file`; throws on text it did not write. */
export function decodeAst(text: string, file: string): Node {
  const root: unknown = JSON.parse(text);
  if (!isObject(root)) throw new Error('not an AST');
  // Indexed loops and for-in: this runs once per file, mostly before V8 has optimised it, and
  // for-in reads JSON.parse's objects through their shape's cached keys where Object.keys would
  // allocate an array per node (6 MB over kube-prometheus).
  const restore = (o: Record<string, unknown>): void => {
    for (const k in o) {
      const x = o[k];
      if (x === null) o[k] = undefined;
      else if (typeof x !== 'object') continue;
      else if (k === 'loc') o[k] = locOf(x, file);
      else if (k === 'value' && o.kind === 'constant') continue;
      else if (Array.isArray(x)) {
        for (let j = 0; j < x.length; j++) {
          const e: unknown = x[j];
          if (!isObject(e)) throw new Error('not an AST');
          restore(e);
        }
      } else restore(x as Record<string, unknown>);
    }
  };
  restore(root);
  return root as unknown as Node;
}

function locOf(x: object, file: string): Loc {
  const a = x as number[];
  if (!Array.isArray(a) || a.length !== 4) throw new Error('not a location');
  return {
    file,
    begin: { line: a[0] as number, column: a[1] as number },
    end: { line: a[2] as number, column: a[3] as number },
  };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** An object as JSON.parse makes one (an ordinary prototype, no symbol keys): it reads back alike. */
function isPlainObject(v: object): boolean {
  return Object.getPrototypeOf(v) === Object.prototype && Object.getOwnPropertySymbols(v).length === 0;
}
