/**
 * A checked AST as text and back, for parse-store.ts. Reading it back is several times cheaper
 * than parsing on a cold start (kube-prometheus' 1.2 MB of Jsonnet: under 100 ms of CPU, collection
 * included, against 460 to lex, parse and check).
 *
 * The text is JSON, `[shapes, scalars, positions, code]`, made for a cheap JSON.parse and few
 * objects: `code` is one flat array of integers (JSON.parse makes it as one packed array), not an
 * array per node as before, whose allocation was half of JSON.parse's time. Every object of the
 * AST (node, member, parameter, name...) is written in `code` as its shape, then its values in the
 * order of the shape's keys: `shapes[s]` is `[keys, kind]`, its property names and its `kind`
 * (null when it has none), which is not written again. A location is two integers, the ids of its
 * first and last positions: position `p` is `positions[2p], positions[2p + 1]` (line, column),
 * written once and read back as one object, shared by the nodes that begin or end there as the
 * parser shares a token's (half as many objects for the collector to move). Its file is the one
 * the AST was parsed as, given back when reading. A value is one integer and what follows it:
 * - `i >= 0`: `scalars[i]`, a string, number or boolean (each written once per file: names repeat)
 *   or a constant's data, kept as it is;
 * - `UNDEFINED`: a property holding `undefined` (the parser writes some: `message` of an assert
 *   without one);
 * - `ARRAY`, then its length, then its elements: an array of the AST, whose elements are objects;
 * - `i <= OBJECT`: an object of shape `OBJECT - i`, its values following.
 *
 * Whatever JSON would not give back exactly (`-0`, a non-finite number, a null, a location in
 * another file, anything that is not plain data) makes encodeAst answer undefined: that file is
 * parsed every time.
 */
import type { Loc, Node, Pos } from './ast';

const UNDEFINED = -1;
const ARRAY = -2;
/** Shape 0; shape s is written `OBJECT - s`. */
const OBJECT = -3;

/** The AST as text, or undefined when the text would not read back as the same AST. */
export function encodeAst(node: Node, file: string): string | undefined {
  let exact = true;
  const shapes: [string[], string | null][] = [];
  const shapeIds = new Map<string, number>();
  const scalars: unknown[] = [];
  const scalarIds = new Map<unknown, number>();
  const positions: number[] = [];
  const positionIds = new Map<string, number>();
  const code: number[] = [];
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
  const scalar = (v: unknown): void => {
    // Map keys compare by SameValueZero: -0 would be taken for 0, but plain() refuses it.
    let id = scalarIds.get(v);
    if (id === undefined) {
      id = scalars.length;
      scalars.push(v);
      scalarIds.set(v, id);
    }
    code.push(id);
  };
  const value = (v: unknown): void => {
    if (v === undefined) code.push(UNDEFINED);
    else if (v === null || typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') {
      exact = false;
      code.push(UNDEFINED);
    } else if (typeof v !== 'object') {
      plain(v);
      scalar(v);
    } else if (Array.isArray(v)) {
      // Arrays of the AST hold nodes, members, parameters...: objects, as decodeAst expects.
      code.push(ARRAY, v.length);
      for (const e of v) {
        if (isObject(e)) object(e);
        else {
          exact = false;
          code.push(UNDEFINED);
        }
      }
    } else object(v);
  };
  const object = (v: object): void => {
    if (!isPlainObject(v)) {
      exact = false;
      code.push(UNDEFINED);
      return;
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
    code.push(OBJECT - shape);
    for (const k of keys) {
      const x = o[k];
      if (k === 'kind') continue;
      if (k === 'loc') locNumbers(x as Loc);
      else if (k === 'value' && kind === 'constant') {
        plain(x);
        // A constant's data is its own: never shared with another constant's.
        code.push(scalars.length);
        scalars.push(x);
      } else value(x);
    }
  };
  const locNumbers = (loc: Loc): void => {
    if (!isObject(loc) || !isPlainObject(loc) || loc.file !== file) {
      exact = false;
      code.push(0, 0);
      return;
    }
    code.push(position(loc.begin), position(loc.end));
  };
  const position = (p: Pos | undefined): number => {
    const line = p?.line;
    const column = p?.column;
    if (!Number.isSafeInteger(line) || !Number.isSafeInteger(column)) {
      exact = false;
      return 0;
    }
    const key = `${line}:${column}`;
    let id = positionIds.get(key);
    if (id === undefined) {
      id = positions.length / 2;
      positions.push(line as number, column as number);
      positionIds.set(key, id);
    }
    return id;
  };
  if (!isObject(node)) return undefined;
  object(node);
  const text = JSON.stringify([shapes, scalars, positions, code]);
  return exact ? text : undefined;
}

/** The AST encodeAst wrote as `text` for `file`; throws on text it did not write. */
export function decodeAst(text: string, file: string): Node {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data) || data.length !== 4) throw new Error('not an AST');
  const [shapeData, scalars, positionData, code] = data as unknown[];
  if (!Array.isArray(shapeData) || !Array.isArray(scalars) || !integers(positionData) || !integers(code))
    throw new Error('not an AST');
  if (positionData.length % 2 !== 0) throw new Error('not an AST');
  const ints = code;
  // Made when first used, then shared.
  const positions = new Array<Pos | undefined>(positionData.length / 2);
  const position = (id: number): Pos => {
    let p = positions[id];
    if (p === undefined) {
      if (!(id >= 0 && id < positions.length)) throw new Error('not an AST');
      p = { line: positionData[2 * id] as number, column: positionData[2 * id + 1] as number };
      positions[id] = p;
    }
    return p;
  };
  const shapes = shapeData.map(shapeOf);
  const end = ints.length;
  let at = 0;
  // Indexed loops and one cursor: this runs once per file, mostly before V8 has optimised it.
  const object = (head: number): Record<string, unknown> => {
    const shape = shapes[OBJECT - head];
    if (shape === undefined) throw new Error('not an AST');
    const { keys, kind } = shape;
    const o: Record<string, unknown> = {};
    for (let j = 0; j < keys.length; j++) {
      const k = keys[j] as string;
      if (k === 'kind') o.kind = kind;
      else if (k === 'loc') {
        if (at + 2 > end) throw new Error('not an AST');
        o.loc = { file, begin: position(ints[at] as number), end: position(ints[at + 1] as number) };
        at += 2;
      } else {
        const v = ints[at++] as number;
        if (v >= 0) {
          if (v >= scalars.length) throw new Error('not an AST');
          o[k] = scalars[v];
        } else if (v === UNDEFINED) o[k] = undefined;
        else if (v === ARRAY) {
          const n = ints[at++] as number;
          if (!(n >= 0 && n <= end - at)) throw new Error('not an AST');
          const out = new Array(n);
          for (let m = 0; m < n; m++) {
            const e = ints[at++] as number;
            if (!(e <= OBJECT)) throw new Error('not an AST');
            out[m] = object(e);
          }
          o[k] = out;
        } else if (v <= OBJECT) o[k] = object(v);
        else throw new Error('not an AST');
      }
    }
    return o;
  };
  const head = ints[at++];
  if (head === undefined || !(head <= OBJECT)) throw new Error('not an AST');
  const root = object(head);
  if (at !== end) throw new Error('not an AST');
  return root as unknown as Node;
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

/** Checked once here, the walk only checks ranges. */
function integers(x: unknown): x is number[] {
  if (!Array.isArray(x)) return false;
  for (let i = 0; i < x.length; i++) if (!Number.isSafeInteger(x[i])) return false;
  return true;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** An object as JSON.parse makes one (an ordinary prototype, no symbol keys): it reads back alike. */
function isPlainObject(v: object): boolean {
  return Object.getPrototypeOf(v) === Object.prototype && Object.getOwnPropertySymbols(v).length === 0;
}
