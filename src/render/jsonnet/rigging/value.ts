/**
 * Runtime values of rigging's Jsonnet evaluator. Primitives are JS primitives (null, boolean,
 * number, string) so the hot paths need no boxing; arrays are JS arrays of lazy elements; objects
 * and functions are classes (objects.ts, Func below).
 */
import type { Loc, Node, Param } from './ast';
import type { JObject } from './objects';

export type Value = null | boolean | number | string | Lazy[] | JObject | Func;

/** An array element, argument or binding: a value already known, or a thunk computing it once. */
export type Lazy = Thunk;

/** A runtime error: message as libjsonnet words it, and the trace (innermost first). */
export class RuntimeError extends Error {
  constructor(
    message: string,
    public trace: TraceFrame[],
  ) {
    super(message);
  }
}

export interface TraceFrame {
  loc: Loc | undefined;
  name: string;
}

/**
 * A lazily computed value with memoisation. `compute` is dropped after the first evaluation so
 * its environment can be collected; a thunk being computed is marked to report infinite recursion.
 */
export class Thunk {
  v: Value | undefined;
  private fn: (() => Value) | undefined;
  constructor(fn: (() => Value) | undefined, v?: Value) {
    this.fn = fn;
    this.v = v;
  }
  static of(v: Value): Thunk {
    return new Thunk(undefined, v);
  }
  force(): Value {
    if (this.v !== undefined) return this.v;
    const fn = this.fn;
    if (fn === undefined) return this.v as unknown as Value;
    const v = fn();
    this.v = v;
    this.fn = undefined;
    return v;
  }
}

/** The body of a builtin: its arguments forced (or as thunks when `lazy`), in parameter order. */
export type BuiltinFn = (args: Value[], loc: Loc | undefined) => Value;

/** A Jsonnet function: a closure over the AST, or a builtin implemented in TypeScript. */
export class Func {
  constructor(
    readonly name: string,
    /** Parameter names in order. */
    readonly paramNames: readonly string[],
    /** Closure: the AST parameters (defaults) and body, and the environment it closes over. */
    readonly params: readonly Param[] | undefined,
    readonly body: Node | undefined,
    readonly env: unknown,
    /** Builtin: the implementation; parameters without a default are required. */
    readonly builtin?: BuiltinFn,
    /** For a builtin, default values of optional parameters by index (undefined = required). */
    readonly defaults?: readonly (Value | undefined)[],
    /** For a builtin, receive thunks instead of values (std.trace, lazily used defaults). */
    readonly lazyArgs?: boolean,
  ) {}
}

export function typeOf(v: Value): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'string':
      return 'string';
  }
  if (Array.isArray(v)) return 'array';
  if (v instanceof Func) return 'function';
  return 'object';
}

export const isArray = (v: Value): v is Lazy[] => Array.isArray(v);

/**
 * A number as libjsonnet prints it: integers in full (`100000000000000000000`), others as C's
 * `%.17g` (`0.10000000000000001`, `9.9999999999999995e-08`).
 */
export function formatNumber(v: number): string {
  if (Number.isInteger(v)) {
    if (Object.is(v, -0)) return '-0';
    return Math.abs(v) < 1e21 ? String(v) : BigInt(v).toString();
  }
  if (!Number.isFinite(v)) return Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf';
  const [mant = '', expText = '0'] = v.toExponential(16).split('e');
  const exp = Number(expText);
  if (exp < -4 || exp >= 17) {
    const m = stripZeros(mant);
    const e = Math.abs(exp);
    return `${m}e${exp < 0 ? '-' : '+'}${e < 10 ? '0' : ''}${e}`;
  }
  return stripZeros(v.toFixed(16 - exp));
}

function stripZeros(s: string): string {
  if (!s.includes('.')) return s;
  let end = s.length;
  while (s[end - 1] === '0') end--;
  if (s[end - 1] === '.') end--;
  return s.slice(0, end);
}
