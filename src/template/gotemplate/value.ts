/**
 * Go values as a template sees them. Data from JSON and YAML arrives as Landscaper decodes it:
 * numbers are float64 (`number`). A template's integer constants, `len` and the functions that
 * return Go's `int` give `int` (`bigint`); the other integer types (Sprig's `add` and `int64`
 * return int64, `index` of a string a uint8 byte) are a GoInt carrying its type, because Sprig's
 * type switches tell them apart: `duration` takes an int64 and makes 0s of an int.
 *
 * | Go                              | here                              |
 * | ------------------------------- | --------------------------------- |
 * | float64                         | number                            |
 * | int                             | bigint                            |
 * | int8..int64, uint..uint64, uintptr | GoInt                          |
 * | string, bool                    | string, boolean                   |
 * | nil                             | null                              |
 * | []interface{}                   | GoValue[]                         |
 * | map[string]interface{}          | GoMap (a plain object)            |
 * | func                            | GoFunc                            |
 * | missing (no value)              | undefined                         |
 */
export type GoValue =
  | number
  | bigint
  | GoInt
  | string
  | boolean
  | null
  | undefined
  | GoValue[]
  | GoMap
  | GoFunc;

export interface GoMap {
  [key: string]: GoValue;
}

/** A function of a FuncMap. Throwing an Error is Go's second, non-nil error result. */
export type GoFunc = (...args: GoValue[]) => GoValue;

export type FuncMap = Readonly<Record<string, GoFunc>>;

/** Go's integer types besides int, by their names. */
export type IntType =
  | 'int8'
  | 'int16'
  | 'int32'
  | 'int64'
  | 'uint'
  | 'uint8'
  | 'uint16'
  | 'uint32'
  | 'uint64'
  | 'uintptr';

const BITS: Record<IntType, number> = {
  int8: 8,
  int16: 16,
  int32: 32,
  int64: 64,
  uint: 64,
  uint8: 8,
  uint16: 16,
  uint32: 32,
  uint64: 64,
  uintptr: 64,
};

/** An integer of one of Go's integer types other than int; its value wraps to the type's width. */
export class GoInt {
  readonly value: bigint;
  constructor(
    readonly type: IntType,
    value: bigint,
  ) {
    const bits = BITS[type];
    this.value = type[0] === 'u' ? BigInt.asUintN(bits, value) : BigInt.asIntN(bits, value);
  }

  get unsigned(): boolean {
    return this.type[0] === 'u';
  }
}

/** Go's int64(v). */
export const int64 = (v: bigint): GoInt => new GoInt('int64', v);

/** The value of an integer of any of Go's integer types (int included); undefined for others. */
export function intValue(v: GoValue): bigint | undefined {
  if (typeof v === 'bigint') return v;
  return v instanceof GoInt ? v.value : undefined;
}

/**
 * The Go types of lists and maps that functions made with other element types than interface {}:
 * Sprig's until returns []int, splitList []string. Kept by identity, as the value keeps its type
 * wherever it is passed in Go; a list made anew (append, list) is []interface {} again.
 */
const madeTypes = new WeakMap<object, string>();

/** `v`, which a function returns as Go's `type` (e.g. `[]int`, `[]string`, `map[string]string`). */
export function ofType<T extends GoValue[] | GoMap>(v: T, type: string): T {
  madeTypes.set(v, type);
  return v;
}

/** The Go type a function gave a list or map (see ofType); undefined for interface {} elements. */
export const madeType = (v: object): string | undefined => madeTypes.get(v);

export function isGoMap(v: GoValue): v is GoMap {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof GoInt);
}

/** Go's name of a value's dynamic type, as its error messages print it. */
export function goTypeName(v: GoValue): string {
  if (v === undefined || v === null) return '<nil>';
  switch (typeof v) {
    case 'number':
      return 'float64';
    case 'bigint':
      return 'int';
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'function':
      return 'func';
  }
  if (v instanceof GoInt) return v.type;
  const made = madeTypes.get(v);
  if (made !== undefined) return made;
  return Array.isArray(v) ? '[]interface {}' : 'map[string]interface {}';
}

/**
 * Go's truth (text/template's `truth`): false, 0, nil, an empty string, list or map are false;
 * everything else (any non-nil function included) is true.
 */
export function isTrue(v: GoValue): boolean {
  if (v === undefined || v === null) return false;
  switch (typeof v) {
    case 'boolean':
      return v;
    case 'number':
      return v !== 0;
    case 'bigint':
      return v !== 0n;
    case 'string':
      return v.length > 0;
    case 'function':
      return true;
  }
  if (v instanceof GoInt) return v.value !== 0n;
  return Array.isArray(v) ? v.length > 0 : Object.keys(v).length > 0;
}
