/**
 * std's manifesters printed straight from evaluated values: objects and arrays are walked, each
 * field and element forced as the text reaches it, with no plain copy of the value in between
 * (kube-prometheus manifests every grafana dashboard inside std.manifestJsonEx). The walk is
 * Interpreter.toPlain's, step for step (the same frames, asserts, order of evaluation and
 * constants handed out whole), so errors and traces are the same as when the value was made plain
 * data first; the text is the plain printers' (manifest/layout.ts), so it is the same too.
 */
import type { Loc } from './ast';
import { TOO_DEEP } from './constants';
import { type Interpreter, nestedLoc } from './evaluate';
import type { JsonValue } from './manifest';
import { FILLED_ARRAY, FILLED_OBJECT, type Layout, OTHER, type Shape, writePlain } from './manifest/layout';
import { JObject } from './objects';
import type { Thunk, Value } from './value';

/** Writes an evaluated value through a layout, forcing it as it goes. */
export function writeValue(
  interp: Interpreter,
  v: Value,
  loc: Loc | undefined,
  layout: Layout,
  level: number,
): void {
  if (v === null || typeof v !== 'object') {
    layout.scalar(v, level);
    return;
  }
  if (Array.isArray(v)) {
    const n = v.length;
    layout.openArray(n, level);
    for (let i = 0; i < n; i++) {
      const e = interp.manifestElement(v[i] as Thunk, loc);
      writeValue(interp, e, nestedLoc(e, loc), layout, layout.element(i, shapeOf(e), level));
      interp.pop();
    }
    layout.closeArray(n, level);
    return;
  }
  if (!(v instanceof JObject)) throw interp.manifestFunctionError(loc);
  const data = interp.constantData(v);
  if (data === TOO_DEEP) {
    interp.withoutCopy(() => writeValue(interp, v, loc, layout, level));
    return;
  }
  if (data !== undefined) {
    writePlain(data as JsonValue, layout, level);
    return;
  }
  const names = interp.manifestFields(v, loc);
  const n = names.length;
  layout.openObject(n, level);
  for (let i = 0; i < n; i++) {
    const k = names[i] as string;
    const c = interp.manifestField(v, k, loc);
    writeValue(interp, c, nestedLoc(c, loc), layout, layout.field(i, k, shapeOf(c), level));
    interp.pop();
  }
  layout.closeObject(n, level);
}

/** The shape of a value (an object's visible fields: what its plain data would hold). */
function shapeOf(v: Value): Shape {
  if (Array.isArray(v)) return v.length > 0 ? FILLED_ARRAY : OTHER;
  if (v instanceof JObject) return v.fields(false).length > 0 ? FILLED_OBJECT : OTHER;
  return OTHER;
}
