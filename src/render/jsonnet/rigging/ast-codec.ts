/**
 * A checked AST as text and back, for parse-store.ts. Reading it back is several times cheaper
 * than parsing on a cold start: JSON.parse builds the data natively and one walk makes the nodes
 * (kube-prometheus' 1.2 MB of Jsonnet: ~150 ms of CPU against 460 to lex, parse and check).
 *
 * The text is JSON, `[shapes, root]`, and positional: most of a node's text as plain JSON was its
 * property names and `kind` (repeated for ~1M nodes), so each object of the AST is written as
 * `[shape, ...values]`, where `shapes[shape]` is `[keys, kind]`: its property names in their order
 * and its `kind` (null when it has none), which is not written again. A location is its four
 * numbers inline, `line, column, line, column` (its file is the one the AST was parsed as, given
 * back when reading); a property holding `undefined` (the parser writes some, `message` of an
 * assert without one) holds `null`, which no other AST property does. A constant's data is kept as
 * it is. This halves the text and JSON.parse's time; the walk that makes the nodes costs less than
 * the one that restored locations in JSON.parse's objects did.
 *
 * Whatever JSON would not give back exactly (`-0`, a non-finite number, a null, a location in
 * another file, anything that is not plain data) makes encodeAst answer undefined: that file is
 * parsed every time.
 */
import type { Loc, Node } from './ast';

/** The AST as text, or undefined when the text would not read back as the same AST. */
export function encodeAst(node: Node, file: string): string | undefined {
  let exact = true;
  const shapes: [string[], string | null][] = [];
  const shapeIds = new Map<string, number>();
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
  const value = (v: unknown): unknown => {
    if (v === undefined) return null;
    if (v === null) {
      exact = false;
      return null;
    }
    if (typeof v === 'number') plain(v);
    if (typeof v !== 'object') return v;
    // Arrays of the AST hold nodes, members, parameters...: objects, as decodeAst expects.
    if (Array.isArray(v)) return Array.from(v, (e: unknown) => (isObject(e) ? object(e) : value(null)));
    return object(v);
  };
  const object = (v: object): unknown[] => {
    if (!isPlainObject(v)) {
      exact = false;
      return [0];
    }
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o);
    const kind = 'kind' in o ? o.kind : null;
    // Assigning `__proto__` while reading would set the prototype, not a property.
    if ((kind !== null && typeof kind !== 'string') || keys.includes('__proto__')) exact = false;
    const id = `${kind}\u0000${keys.join('\u0000')}`;
    let shape = shapeIds.get(id);
    if (shape === undefined) {
      shape = shapes.length;
      shapeIds.set(id, shape);
      shapes.push([keys, kind as string | null]);
    }
    const out: unknown[] = [shape];
    for (const k of keys) {
      const x = o[k];
      if (k === 'kind') continue;
      if (k === 'loc') out.push(...locNumbers(x as Loc));
      else if (k === 'value' && kind === 'constant') {
        plain(x);
        out.push(x);
      } else out.push(value(x));
    }
    return out;
  };
  const locNumbers = (loc: Loc): number[] => {
    if (!isObject(loc) || !isPlainObject(loc) || loc.file !== file) {
      exact = false;
      return [0, 0, 0, 0];
    }
    const at = [loc.begin?.line, loc.begin?.column, loc.end?.line, loc.end?.column];
    if (!at.every((n) => Number.isInteger(n))) exact = false;
    return at as number[];
  };
  if (!isObject(node)) return undefined;
  const root = object(node);
  const text = JSON.stringify([shapes, root]);
  return exact ? text : undefined;
}

/** The AST encodeAst wrote as `text` for `file`; throws on text it did not write. */
export function decodeAst(text: string, file: string): Node {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data) || data.length !== 2 || !Array.isArray(data[0]) || !Array.isArray(data[1]))
    throw new Error('not an AST');
  const shapes = (data[0] as unknown[]).map(shapeOf);
  // Indexed loops: this runs once per file, mostly before V8 has optimised it.
  const build = (a: unknown[]): Record<string, unknown> => {
    const shape = shapes[a[0] as number];
    if (shape === undefined) throw new Error('not an AST');
    const { keys, kind } = shape;
    const o: Record<string, unknown> = {};
    let i = 1;
    for (let j = 0; j < keys.length; j++) {
      const k = keys[j] as string;
      if (k === 'kind') o.kind = kind;
      else if (k === 'loc') {
        o.loc = locAt(a, i, file);
        i += 4;
      } else if (k === 'value' && kind === 'constant') o.value = a[i++];
      else {
        const v = a[i++];
        if (v === null) o[k] = undefined;
        else if (typeof v !== 'object') o[k] = v;
        else if (!Array.isArray(v)) throw new Error('not an AST');
        else if (typeof v[0] === 'number') o[k] = build(v);
        else {
          // An array of the AST: its elements are objects, each written as an array.
          const out = new Array(v.length);
          for (let m = 0; m < v.length; m++) {
            const e: unknown = v[m];
            if (!Array.isArray(e)) throw new Error('not an AST');
            out[m] = build(e);
          }
          o[k] = out;
        }
      }
    }
    if (i !== a.length) throw new Error('not an AST');
    return o;
  };
  return build(data[1] as unknown[]) as unknown as Node;
}

interface Shape {
  keys: string[];
  kind: string | null;
}

function shapeOf(x: unknown): Shape {
  if (!Array.isArray(x) || x.length !== 2) throw new Error('not an AST');
  const [keys, kind] = x as unknown[];
  if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string' && k !== '__proto__'))
    throw new Error('not an AST');
  if (kind !== null && typeof kind !== 'string') throw new Error('not an AST');
  return { keys, kind };
}

function locAt(a: unknown[], i: number, file: string): Loc {
  const line = a[i];
  const column = a[i + 1];
  const endLine = a[i + 2];
  const endColumn = a[i + 3];
  if (
    typeof line !== 'number' ||
    typeof column !== 'number' ||
    typeof endLine !== 'number' ||
    typeof endColumn !== 'number'
  )
    throw new Error('not a location');
  return { file, begin: { line, column }, end: { line: endLine, column: endColumn } };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** An object as JSON.parse makes one (an ordinary prototype, no symbol keys): it reads back alike. */
function isPlainObject(v: object): boolean {
  return Object.getPrototypeOf(v) === Object.prototype && Object.getOwnPropertySymbols(v).length === 0;
}
