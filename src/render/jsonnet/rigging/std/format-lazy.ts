/**
 * std.format (and `%`, std.mod) reads the values of an array or object on its right one at a time,
 * as its codes reach them, the way libjsonnet's std.jsonnet does: they are not made plain data whole
 * first. That evaluated every field of `$._config` for each `'%(prefix)s' % $._config` in a mixin,
 * failed on a field or element no code reaches, and could not name a hidden field.
 */
import type { Loc } from '../ast';
import { type Interpreter, nestedLoc } from '../evaluate';
import { JObject } from '../objects';
import type { Thunk, Value } from '../value';
import { FormatFields, FormatValues, format } from './format';
import type { BuiltinTable } from './index';
import { callPlain } from './plain';

/** An evaluation's own failure, carried through the formatter untouched (it is no format error). */
class Evaluation {
  constructor(readonly error: unknown) {}
}

/** A value as plain data, in the frame manifestation gives it (pushed by `enter`). */
function plainIn(interp: Interpreter, loc: Loc | undefined, enter: () => Value): unknown {
  try {
    const v = enter();
    const out = interp.toPlain(v, nestedLoc(v, loc));
    interp.pop();
    return out;
  } catch (e) {
    throw new Evaluation(e);
  }
}

function lazyValues(interp: Interpreter, vals: Value, loc: Loc | undefined): FormatFields | FormatValues {
  if (vals instanceof JObject) {
    return new FormatFields(
      (k) => vals.has(k),
      (k) =>
        plainIn(interp, loc, () => {
          interp.checkAssertsAt(vals, loc);
          return interp.manifestField(vals, k, loc);
        }),
    );
  }
  const arr = vals as Thunk[];
  return new FormatValues(arr.length, (i) =>
    plainIn(interp, loc, () => interp.manifestElement(arr[i] as Thunk, loc)),
  );
}

function formatLazily(interp: Interpreter, str: Value, vals: Value, loc: Loc | undefined): Value {
  const values = lazyValues(interp, vals, loc);
  try {
    return callPlain(interp, (s) => format(s, values), [str], loc);
  } catch (e) {
    throw e instanceof Evaluation ? e.error : e;
  }
}

export function formatFunctions(): BuiltinTable {
  return {
    format: {
      params: ['str', 'vals'],
      fn: (interp, [str, vals], loc) =>
        vals instanceof JObject || Array.isArray(vals)
          ? formatLazily(interp, str, vals, loc)
          : callPlain(interp, format as (...a: unknown[]) => unknown, [str, vals], loc),
    },
  };
}
