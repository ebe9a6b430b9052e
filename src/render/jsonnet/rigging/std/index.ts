/**
 * The `std` object: every function of Jsonnet v0.20's standard library, native. The functions
 * over functions, arrays and objects live here (they call back into the interpreter); the string,
 * number and encoding functions (std/strings.ts, format.ts, numbers.ts, encoding.ts) and the
 * manifesters (manifest.ts) are pure functions over plain values, wired in by `plainTable`.
 */

import { nearSuggestion } from '../../../../schema/did-you-mean';
import type { Loc } from '../ast';
import type { Interpreter } from '../evaluate';
import { codePoints } from '../evaluate';
import { compareStrings, JObject, objectOf } from '../objects';
import { Func, type Lazy, Thunk, typeOf, type Value } from '../value';
import { arrayFunctions } from './arrays';
import { stringStd } from './encoding';
import { formatFunctions } from './format-lazy';
import { manifestFunctions } from './manifesters';
import { objectFunctions } from './objectfns';
import { fromPlainTable, plainFunctions } from './plain';

/** A builtin's arguments: as many as its parameters (at most four), typed for destructuring. */
export type Args = [Value, Value, Value, Value];

/** A builtin: parameter names, defaults of the optional ones by name, and the implementation. */
export interface Builtin {
  params: string[];
  defaults?: Record<string, Value>;
  lazy?: boolean;
  fn: (interp: Interpreter, args: Args, loc: Loc | undefined) => Value;
}

export type BuiltinTable = Record<string, Builtin>;

export interface StdOptions {
  extVars: Map<string, () => Value>;
  natives: Map<string, Func>;
  onTrace: (line: string) => void;
  /** The path a trace line shows for a file the parser named (tree-names.ts). */
  shownFile?: (file: string) => string;
}

/** A builtin as each evaluation's std binds it: its defaults by parameter index. */
interface Bindable {
  name: string;
  builtin: Builtin;
  defaults: (Value | undefined)[];
}

const bindable = (name: string, b: Builtin): Bindable => ({
  name,
  builtin: b,
  defaults: b.params.map((p) => b.defaults?.[p]),
});

/**
 * The builtins that take nothing from an evaluation's options, built once per process rather than
 * for each evaluation (a render evaluates many programs), and only when the first one starts.
 */
let shared: Map<string, Bindable> | undefined;

function sharedBuiltins(): Map<string, Bindable> {
  if (shared) return shared;
  shared = new Map();
  // Later tables win: the array/object versions work on lazy values without converting.
  const tables = [
    fromPlainTable(stringStd),
    plainFunctions(),
    manifestFunctions(),
    formatFunctions(),
    arrayFunctions(),
    objectFunctions(),
  ];
  for (const table of tables) {
    for (const [name, b] of Object.entries(table)) shared.set(name, bindable(name, b));
  }
  return shared;
}

/** Builds std for one evaluation (ext vars and natives are per evaluation). */
export function makeStd(interp: Interpreter, options: StdOptions): JObject {
  const all = new Map(sharedBuiltins());
  // The core versions win too.
  for (const [name, b] of Object.entries(coreFunctions(options))) all.set(name, bindable(name, b));
  const entries: [string, Value][] = [];
  for (const { name, builtin: b, defaults } of all.values()) {
    entries.push([
      name,
      new Func(
        name,
        b.params,
        undefined,
        undefined,
        undefined,
        (args, loc) => b.fn(interp, args as Args, loc),
        defaults,
        b.lazy,
      ),
    ]);
  }
  entries.push(['pi', Math.PI]);
  return objectOf(entries, 'hidden');
}

// ---- argument checks ----------------------------------------------------------------------------

export function fail(interp: Interpreter, loc: Loc | undefined, message: string): never {
  throw interp.error(loc, message);
}

/** libjsonnet's builtin type error: `Builtin function length expected (array) but got (number)`. */
export function expectType(
  interp: Interpreter,
  loc: Loc | undefined,
  fn: string,
  args: Value[],
  types: string[],
): void {
  for (let i = 0; i < types.length; i++) {
    const want = types[i] as string;
    if (want === 'any') continue;
    const got = typeOf(args[i] as Value);
    if (!want.split('|').includes(got)) {
      const wanted = types.map((t) => (t === 'any' ? 'any' : t.replace('|', ' or '))).join(', ');
      const gotAll = args
        .slice(0, types.length)
        .map((a) => typeOf(a))
        .join(', ');
      fail(interp, loc, `Builtin function ${fn} expected (${wanted}) but got (${gotAll})`);
    }
  }
}

export function force(interp: Interpreter, t: Lazy, loc: Loc | undefined): Value {
  return t.v !== undefined ? t.v : interp.force(t, loc, '');
}

export function arr(values: Value[]): Lazy[] {
  const out = new Array<Lazy>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = Thunk.of(values[i] as Value);
  return out;
}

export { codePoints, compareStrings };

// ---- type, length, ext vars, natives, trace -----------------------------------------------------

function coreFunctions(options: StdOptions): BuiltinTable {
  return {
    type: { params: ['x'], fn: (_i, [x]) => typeOf(x) },
    isString: { params: ['v'], fn: (_i, [v]) => typeof v === 'string' },
    isNumber: { params: ['v'], fn: (_i, [v]) => typeof v === 'number' },
    isBoolean: { params: ['v'], fn: (_i, [v]) => typeof v === 'boolean' },
    isObject: { params: ['v'], fn: (_i, [v]) => v instanceof JObject },
    isArray: { params: ['v'], fn: (_i, [v]) => Array.isArray(v) },
    isFunction: { params: ['v'], fn: (_i, [v]) => v instanceof Func },
    isNull: { params: ['v'], fn: (_i, [v]) => v === null },
    id: { params: ['x'], fn: (_i, [x]) => x },
    length: {
      params: ['x'],
      fn: (interp, [x], loc) => {
        if (typeof x === 'string') return codePointLength(x);
        if (Array.isArray(x)) return x.length;
        if (x instanceof JObject) return x.fields(false).length;
        if (x instanceof Func) return x.paramNames.length;
        return fail(interp, loc, `length operates on strings, objects, and arrays, got ${typeOf(x)}`);
      },
    },
    toString: {
      params: ['a'],
      fn: (interp: Interpreter, [a]: Args, loc: Loc | undefined) => interp.toString(a, loc),
    },
    primitiveEquals: {
      params: ['x', 'y'],
      fn: (interp, [a, b], loc) => {
        const ta = typeOf(a);
        const tb = typeOf(b);
        if (ta !== tb) return false;
        if (ta === 'function') fail(interp, loc, 'cannot test equality of functions');
        if (ta === 'array' || ta === 'object')
          fail(interp, loc, `primitiveEquals operates on primitive types, got ${ta}`);
        return a === b;
      },
    },
    equals: { params: ['x', 'y'], fn: (interp, [a, b], loc) => interp.equals(a, b, loc) },
    assertEqual: {
      params: ['a', 'b'],
      fn: (interp, [a, b], loc) => {
        if (interp.equals(a, b, loc)) return true;
        return fail(
          interp,
          loc,
          `Assertion failed. ${interp.manifestCompact(a, loc)} != ${interp.manifestCompact(b, loc)}`,
        );
      },
    },
    extVar: {
      params: ['x'],
      fn: (interp, [x], loc) => {
        if (typeof x !== 'string') expectType(interp, loc, 'extVar', [x], ['string']);
        const get = options.extVars.get(x as string);
        if (!get) {
          const err = interp.error(loc, `undefined external variable: ${x}`);
          err.hint = nearSuggestion(x as string, options.extVars.keys());
          throw err;
        }
        return get();
      },
    },
    native: {
      params: ['x'],
      fn: (interp, [name], loc) => {
        if (typeof name !== 'string') expectType(interp, loc, 'native', [name], ['string']);
        return options.natives.get(name as string) ?? null;
      },
    },
    trace: {
      params: ['str', 'rest'],
      lazy: true,
      fn: (interp, args, loc) => {
        const [str, rest] = args as unknown as [Thunk, Thunk];
        const s = force(interp, str, loc);
        if (typeof s !== 'string')
          fail(interp, loc, `Builtin function trace expected string as first parameter but got ${typeOf(s)}`);
        const file = loc && (options.shownFile?.(loc.file) ?? loc.file);
        options.onTrace(`TRACE: ${loc ? `${file}:${loc.begin.line}` : ''} ${s}`);
        return force(interp, rest, loc);
      },
    },
    // std.jsonnet's `x != y` answers for any values; go-jsonnet's builtins take booleans only
    xor: {
      params: ['x', 'y'],
      fn: (interp, args, loc) => {
        expectType(interp, loc, 'xor', args, ['boolean', 'boolean']);
        return args[0] !== args[1];
      },
    },
    xnor: {
      params: ['x', 'y'],
      fn: (interp, args, loc) => {
        expectType(interp, loc, 'xnor', args, ['boolean', 'boolean']);
        return args[0] === args[1];
      },
    },
    resolvePath: {
      params: ['f', 'r'],
      fn: (interp, [f, r], loc) => {
        if (typeof f !== 'string') expectType(interp, loc, 'resolvePath', [f, r], ['string', 'any']);
        const parts = (f as string).split('/');
        parts[parts.length - 1] = interp.toString(r, loc);
        return parts.join('/');
      },
    },
    mod: {
      params: ['a', 'b'],
      fn: (interp, [a, b], loc) => {
        if (typeof a === 'number' && typeof b === 'number') return interp.modulo(a, b, loc);
        if (typeof a === 'string') return interp.format(a, b, loc);
        return fail(interp, loc, `Operator % cannot be used on types ${typeOf(a)} and ${typeOf(b)}.`);
      },
    },
    modulo: {
      params: ['x', 'y'],
      fn: (interp, args, loc) => {
        expectType(interp, loc, 'modulo', args, ['number', 'number']);
        return interp.modulo(args[0] as number, args[1] as number, loc);
      },
    },
  };
}

function codePointLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n--;
  }
  return n;
}
