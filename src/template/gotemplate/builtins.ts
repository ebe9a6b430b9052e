import type { BuiltinScope } from './exec';
import { formatValue, sprint, sprintf, sprintln } from './fmt';
import type { ArgNode } from './parse';
import { GoInt, type GoValue, goTypeName, isGoMap, isTrue } from './value';
import { markSizeBounded } from './watch';

/** A builtin sees its argument nodes, so `and` and `or` can stop evaluating as Go's do. */
export interface Builtin {
  fn(scope: BuiltinScope, args: ArgNode[], final: GoValue, hasFinal: boolean): GoValue;
}

/** Evaluates every argument (and the pipeline's previous value, last). */
function values(scope: BuiltinScope, args: ArgNode[], final: GoValue, hasFinal: boolean): GoValue[] {
  const out = args.map((a) => scope.evalArg(a));
  if (hasFinal) out.push(final);
  return out;
}

/** A builtin over evaluated values; a thrown Error becomes `error calling <name>: ...`. */
function eager(name: string, fn: (...v: GoValue[]) => GoValue): Builtin {
  // `call` runs a function value whose cost nothing here knows; every other builtin is size-bounded.
  if (name !== 'call') markSizeBounded({ [name]: fn });
  return {
    fn: (scope, args, final, hasFinal) => scope.callFunc(name, fn, values(scope, args, final, hasFinal)),
  };
}

/** `and`/`or`: the first argument that decides, evaluated no further (Go 1.18). */
function shortCircuit(name: 'and' | 'or'): Builtin {
  return {
    fn(scope, args, final, hasFinal) {
      const all: (() => GoValue)[] = args.map((a) => () => scope.evalArg(a));
      if (hasFinal) all.push(() => final);
      if (all.length === 0) scope.errorf(`wrong number of args for ${name}: want at least 1 got 0`);
      let v: GoValue;
      for (const next of all) {
        v = next();
        if (v === undefined) v = null;
        if (isTrue(v) === (name === 'or')) return v;
      }
      return v;
    },
  };
}

/** text/template's evalArgs: one string as it is, anything else through fmt.Sprint. */
function evalArgs(args: GoValue[]): string {
  if (args.length === 1 && typeof args[0] === 'string') return args[0];
  return sprint(...args);
}

function wantArgs(name: string, got: number, want: number): void {
  if (got !== want) {
    const err = new Error(`wrong number of args for ${name}: want ${want} got ${got}`);
    // Checked before Go makes the call: reported without "error calling".
    err.name = 'GoArgError';
    throw err;
  }
}

// --- comparison (funcs.go: basicKind, eq, lt)

type Kind = 'bool' | 'float' | 'int' | 'uint' | 'string' | 'invalid' | 'other';

function basicKind(v: GoValue): Kind {
  if (v === undefined || v === null) return 'invalid';
  switch (typeof v) {
    case 'boolean':
      return 'bool';
    case 'number':
      return 'float';
    case 'bigint':
      return 'int';
    case 'string':
      return 'string';
  }
  if (v instanceof GoInt) return v.unsigned ? 'uint' : 'int';
  return 'other';
}

/** The number of a bool, float, int, uint or string value, or the string, to compare. */
const basic = (v: GoValue): number | bigint | string | boolean =>
  v instanceof GoInt ? v.value : (v as number | bigint | string | boolean);

const errBadComparisonType = 'invalid type for comparison';
const errBadComparison = 'incompatible types for comparison';
const errNoComparison = 'missing argument for comparison';

function eq(arg1: GoValue, ...rest: GoValue[]): boolean {
  if (rest.length === 0) throw new Error(errNoComparison);
  const k1 = basicKind(arg1);
  for (const arg of rest) {
    const k2 = basicKind(arg);
    let truth = false;
    if (k1 !== k2) {
      // Integers compare whatever their signedness (funcs.go's special case): the values are exact here.
      if ((k1 === 'int' && k2 === 'uint') || (k1 === 'uint' && k2 === 'int'))
        truth = basic(arg1) === basic(arg);
      else if (k1 !== 'invalid' && k2 !== 'invalid') throw new Error(errBadComparison);
    } else if (k1 === 'other') {
      // Slices, maps and funcs are not comparable in Go. funcs.go formats the reflect.Values
      // with %s (so numbers inside print as %!s(float64=80)), and the types with %v.
      const s = (v: GoValue) => sprintf('%s', v);
      if (goTypeName(arg1) !== goTypeName(arg)) {
        throw new Error(
          `non-comparable types ${s(arg1)}: ${goTypeName(arg1)}, ${goTypeName(arg)}: ${formatValue(arg)}`,
        );
      }
      throw new Error(`non-comparable type ${s(arg)}: ${goTypeName(arg)}`);
    } else if (k1 === 'invalid') {
      truth = true;
    } else {
      truth = basic(arg1) === basic(arg);
    }
    if (truth) return true;
  }
  return false;
}

function lt(a: GoValue, b: GoValue): boolean {
  const k1 = basicKind(a);
  const k2 = basicKind(b);
  const notBasic = (k: Kind) => k === 'invalid' || k === 'other';
  if (notBasic(k1) || notBasic(k2)) throw new Error(errBadComparisonType);
  const mixedInts = (k1 === 'int' && k2 === 'uint') || (k1 === 'uint' && k2 === 'int');
  if (k1 !== k2 && !mixedInts) throw new Error(errBadComparison);
  if (k1 === 'bool') throw new Error(errBadComparisonType);
  return (basic(a) as number | bigint | string) < (basic(b) as number | bigint | string);
}

// --- escaping (template.HTMLEscapeString, JSEscapeString, url.QueryEscape)

function htmlEscape(s: string): string {
  let out = '';
  for (const c of s) {
    switch (c) {
      case '"':
        out += '&#34;';
        break;
      case "'":
        out += '&#39;';
        break;
      case '&':
        out += '&amp;';
        break;
      case '<':
        out += '&lt;';
        break;
      case '>':
        out += '&gt;';
        break;
      case '\u0000':
        out += '\uFFFD';
        break;
      default:
        out += c;
    }
  }
  return out;
}

function jsEscape(s: string): string {
  let out = '';
  for (const c of s) {
    const code = c.codePointAt(0) as number;
    if (c === '\\') out += '\\\\';
    else if (c === "'") out += "\\'";
    else if (c === '"') out += '\\"';
    else if (c === '<') out += '\\u003C';
    else if (c === '>') out += '\\u003E';
    else if (c === '&') out += '\\u0026';
    else if (c === '=') out += '\\u003D';
    else if (code < 0x20 || code === 0x2028 || code === 0x2029)
      out += `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += c;
  }
  return out;
}

function queryEscape(s: string): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(c)) out += c;
    else if (c === ' ') out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

// --- index and slice

/** An index of any integer type (funcs.go's indexArg); a uint64 past MaxInt64 is negative there. */
function integerIndex(v: GoValue): bigint | undefined {
  if (typeof v === 'bigint') return v;
  return v instanceof GoInt ? BigInt.asIntN(64, v.value) : undefined;
}

function toIndex(v: GoValue, cap: number): number {
  const x = integerIndex(v);
  if (x === undefined) {
    if (v === undefined || v === null) throw new Error('cannot index slice/array with nil');
    throw new Error(`cannot index slice/array with type ${goTypeName(v)}`);
  }
  if (x < 0n || x >= BigInt(cap)) throw new Error(`index out of range: ${x}`);
  return Number(x);
}

function index(item: GoValue, ...keys: GoValue[]): GoValue {
  if (item === undefined || item === null) throw new Error('index of untyped nil');
  let v: GoValue = item;
  for (const key of keys) {
    if (typeof v === 'string') {
      // A string's element is a byte: Go's uint8.
      v = new GoInt('uint8', BigInt(Buffer.from(v, 'utf8')[toIndex(key, Buffer.byteLength(v))] as number));
    } else if (Array.isArray(v)) {
      v = v[toIndex(key, v.length)];
    } else if (isGoMap(v)) {
      if (typeof key !== 'string') throw new Error(`value has type ${goTypeName(key)}; should be string`);
      v = Object.hasOwn(v, key) ? v[key] : null;
    } else if (v === null || v === undefined) {
      throw new Error('index of nil pointer');
    } else {
      throw new Error(`can't index item of type ${goTypeName(v)}`);
    }
  }
  return v;
}

function slice(item: GoValue, ...idx: GoValue[]): GoValue {
  if (item === undefined || item === null) throw new Error('slice of untyped nil');
  if (idx.length > 3) throw new Error(`too many slice indexes: ${idx.length}`);
  if (typeof item === 'string') {
    if (idx.length === 3) throw new Error('cannot 3-index slice a string');
    const bytes = Buffer.from(item, 'utf8');
    const [i, j] = sliceBounds(idx, bytes.length);
    return bytes.subarray(i, j).toString('utf8');
  }
  if (Array.isArray(item)) {
    const [i, j] = sliceBounds(idx, item.length);
    return item.slice(i, j);
  }
  throw new Error(`can't slice item of type ${goTypeName(item)}`);
}

function sliceBounds(idx: GoValue[], cap: number): [number, number] {
  const at = idx.map((v) => {
    const x = integerIndex(v);
    if (x === undefined) throw new Error(`cannot index slice/array with type ${goTypeName(v)}`);
    if (x < 0n || x > BigInt(cap)) throw new Error(`index out of range: ${x}`);
    return Number(x);
  });
  const i = at[0] ?? 0;
  const j = at[1] ?? cap;
  if (i > j) throw new Error(`invalid slice index: ${i} > ${j}`);
  return [i, j];
}

function len(item: GoValue): bigint {
  if (typeof item === 'string') return BigInt(Buffer.byteLength(item));
  if (Array.isArray(item)) return BigInt(item.length);
  if (isGoMap(item)) return BigInt(Object.keys(item).length);
  if (item === undefined || item === null) throw new Error('len of nil pointer');
  throw new Error(`len of type ${goTypeName(item)}`);
}

/** text/template's builtin functions (funcs.go builtins()). */
export const builtins: Readonly<Record<string, Builtin>> = {
  and: shortCircuit('and'),
  or: shortCircuit('or'),
  not: eager('not', (...a) => {
    wantArgs('not', a.length, 1);
    return !isTrue(a[0]);
  }),
  len: eager('len', (...a) => {
    wantArgs('len', a.length, 1);
    return len(a[0]);
  }),
  index: eager('index', (item, ...keys) => index(item, ...keys)),
  slice: eager('slice', (item, ...idx) => slice(item, ...idx)),
  print: eager('print', (...a) => sprint(...a)),
  printf: eager('printf', (format, ...a) => {
    if (typeof format !== 'string')
      throw new Error(`wrong type for value; expected string; got ${goTypeName(format)}`);
    return sprintf(format, ...a);
  }),
  println: eager('println', (...a) => sprintln(...a)),
  html: eager('html', (...a) => htmlEscape(evalArgs(a))),
  js: eager('js', (...a) => jsEscape(evalArgs(a))),
  urlquery: eager('urlquery', (...a) => queryEscape(evalArgs(a))),
  call: eager('call', (fn, ...a) => {
    if (typeof fn !== 'function') throw new Error(`non-function of type ${goTypeName(fn)}`);
    return fn(...a);
  }),
  eq: eager('eq', (a, ...b) => eq(a, ...b)),
  ne: eager('ne', (a, ...b) => {
    wantArgs('ne', b.length + 1, 2);
    return !eq(a, ...b);
  }),
  lt: eager('lt', (...a) => {
    wantArgs('lt', a.length, 2);
    return lt(a[0], a[1]);
  }),
  le: eager('le', (...a) => {
    wantArgs('le', a.length, 2);
    return lt(a[0], a[1]) || eq(a[0], a[1]);
  }),
  gt: eager('gt', (...a) => {
    wantArgs('gt', a.length, 2);
    return !lt(a[0], a[1]) && !eq(a[0], a[1]);
  }),
  ge: eager('ge', (...a) => {
    wantArgs('ge', a.length, 2);
    return !lt(a[0], a[1]);
  }),
};
