/**
 * Go values as a template sees them. Data from JSON and YAML arrives as Landscaper decodes it:
 * numbers are float64 (`number`), and the template's own integer constants and the results of
 * functions returning Go ints are `bigint`, so `%v` prints 1e+06 for one and 1000000 for the other.
 *
 * | Go                     | here                              |
 * | ---------------------- | --------------------------------- |
 * | float64                | number                            |
 * | int, int64             | bigint                            |
 * | string, bool           | string, boolean                   |
 * | nil                    | null                              |
 * | []interface{}          | GoValue[]                         |
 * | map[string]interface{} | GoMap (a plain object)            |
 * | func                   | GoFunc                            |
 * | missing (no value)     | undefined                         |
 */
export type GoValue = number | bigint | string | boolean | null | undefined | GoValue[] | GoMap | GoFunc;

export interface GoMap {
  [key: string]: GoValue;
}

/** A function of a FuncMap. Throwing an Error is Go's second, non-nil error result. */
export type GoFunc = (...args: GoValue[]) => GoValue;

export type FuncMap = Readonly<Record<string, GoFunc>>;

/**
 * The model keeps int and int64 both as bigint, but a few Sprig functions switch on int64 alone
 * (`duration 95` is 0s in Go: a template's integer constant is an int). Such a function carries
 * `intArgs`, which the executor calls instead, telling which arguments are integer constants of
 * the template, and so Go ints. Other bigints stay as the model has them (int64 here).
 */
export interface IntAwareFunc extends GoFunc {
  intArgs(args: GoValue[], isInt: boolean[]): GoValue;
}

/** `fn` with its int-aware form: `body` gets, for each argument, whether it is a Go int. */
export function intAware(fn: GoFunc, body: (args: GoValue[], isInt: boolean[]) => GoValue): IntAwareFunc {
  return Object.assign((...args: GoValue[]) => fn(...args), {
    intArgs: (args: GoValue[], isInt: boolean[]) => body(args, isInt),
  });
}

export function isGoMap(v: GoValue): v is GoMap {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
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
  return Array.isArray(v) ? v.length > 0 : Object.keys(v).length > 0;
}
