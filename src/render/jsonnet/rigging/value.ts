/**
 * Runtime values of rigging's Jsonnet evaluator. Primitives are JS primitives (null, boolean,
 * number, string) so the hot paths need no boxing; arrays are JS arrays of lazy elements; objects
 * and functions are classes (objects.ts, Func below).
 */
import type { Loc, Node, Param } from './ast';
import { formatNumber as manifestNumber } from './manifest/common';
import type { JObject } from './objects';

export type Value = null | boolean | number | string | Lazy[] | JObject | Func;

/** An array element, argument or binding: a value already known, or a thunk computing it once. */
export type Lazy = Thunk;

/** A runtime error: message as libjsonnet words it, and the trace (innermost first). */
export class RuntimeError extends Error {
  /**
   * rigging's own addition after libjsonnet's message (` (did you mean "port"?)`, or empty),
   * kept apart so the message, and `rigging eval`'s output, stay libjsonnet's.
   */
  hint = '';
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
  /** An AST thunk: the expression and its environment, evaluated by `evaluator` (no closure). */
  private node: Node | undefined;
  private env: unknown;
  private evaluator: AstEvaluator | undefined;
  constructor(fn: (() => Value) | undefined, v?: Value) {
    this.fn = fn;
    this.v = v;
    this.node = undefined;
    this.env = undefined;
    this.evaluator = undefined;
  }
  static of(v: Value): Thunk {
    return new Thunk(undefined, v);
  }
  static ast(evaluator: AstEvaluator, node: Node, env: unknown): Thunk {
    const t = new Thunk(undefined);
    t.evaluator = evaluator;
    t.node = node;
    t.env = env;
    return t;
  }
  force(): Value {
    if (this.v !== undefined) return this.v;
    let v: Value;
    if (this.node !== undefined) {
      v = (this.evaluator as AstEvaluator).eval(this.node, this.env as never);
      this.node = undefined;
      this.env = undefined;
      this.evaluator = undefined;
    } else {
      const fn = this.fn;
      if (fn === undefined) return this.v as unknown as Value;
      v = fn();
      this.fn = undefined;
    }
    this.v = v;
    return v;
  }
}

/** What an AST thunk needs: the interpreter's eval (value.ts stays free of the evaluator). */
export interface AstEvaluator {
  eval(node: Node, env: never): Value;
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
 * `%.17g` (`0.10000000000000001`, `9.9999999999999995e-08`); in messages a non-finite one too.
 */
export function formatNumber(v: number): string {
  if (!Number.isFinite(v)) return Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf';
  return manifestNumber(v);
}

function stripZeros(s: string): string {
  if (!s.includes('.')) return s;
  let end = s.length;
  while (s[end - 1] === '0') end--;
  if (s[end - 1] === '.') end--;
  return s.slice(0, end);
}

/** A number as C++'s `ostream << double` prints it (`%g`, 6 significant digits), in messages. */
export function formatG6(v: number): string {
  if (!Number.isFinite(v)) return Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf';
  if (v === 0) return Object.is(v, -0) ? '-0' : '0';
  const exp = Math.floor(Math.log10(Math.abs(Number(v.toPrecision(6)))));
  if (exp < -4 || exp >= 6) {
    const [m = '', e = '0'] = v.toExponential(5).split('e');
    const n = Math.abs(Number(e));
    return `${stripZeros(m)}e${e.startsWith('-') ? '-' : '+'}${n < 10 ? '0' : ''}${n}`;
  }
  return stripZeros(v.toFixed(Math.max(0, 5 - exp)));
}
