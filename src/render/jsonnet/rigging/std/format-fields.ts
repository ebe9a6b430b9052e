/**
 * std.format (and `%`, std.mod) with an object on the right reads only the fields its `%(key)`
 * codes name, each when its code is reached, as libjsonnet's std.jsonnet does: the object is not
 * made plain data whole first. That evaluated every field of `$._config` for each
 * `'%(prefix)s' % $._config` in a mixin, failed on a field no code names, and could not name a
 * hidden field.
 */
import type { Loc } from '../ast';
import { type Interpreter, nestedLoc } from '../evaluate';
import { JObject } from '../objects';
import type { Value } from '../value';
import { FormatFields, format } from './format';
import type { BuiltinTable } from './index';
import { callPlain } from './plain';

/** An evaluation's own failure, carried through the formatter untouched (it is no format error). */
class Evaluation {
  constructor(readonly error: unknown) {}
}

/** The field's value as plain data, evaluated as manifestation evaluates a field (its frame, its asserts). */
function plainField(interp: Interpreter, obj: JObject, key: string, loc: Loc | undefined): unknown {
  try {
    interp.checkAssertsAt(obj, loc);
    const v = interp.manifestField(obj, key, loc);
    const out = interp.toPlain(v, nestedLoc(v, loc));
    interp.pop();
    return out;
  } catch (e) {
    throw new Evaluation(e);
  }
}

function formatObject(interp: Interpreter, str: Value, obj: JObject, loc: Loc | undefined): Value {
  const fields = new FormatFields(
    (k) => obj.has(k),
    (k) => plainField(interp, obj, k, loc),
  );
  try {
    return callPlain(interp, (s) => format(s, fields), [str], loc);
  } catch (e) {
    throw e instanceof Evaluation ? e.error : e;
  }
}

export function formatFunctions(): BuiltinTable {
  return {
    format: {
      params: ['str', 'vals'],
      fn: (interp, [str, vals], loc) =>
        vals instanceof JObject
          ? formatObject(interp, str, vals, loc)
          : callPlain(interp, format as (...a: unknown[]) => unknown, [str, vals], loc),
    },
  };
}
