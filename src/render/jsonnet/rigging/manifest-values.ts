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
import { manifestJsonLibjsonnet } from './manifest/json';
import { FILLED_ARRAY, FILLED_OBJECT, type Layout, OTHER, type Shape, writePlain } from './manifest/layout';
import { JObject } from './objects';
import type { Thunk, Value } from './value';

/**
 * Writes an evaluated value through a layout, forcing it as it goes. `path` holds the field names
 * and indexes down to `v` (std.jsonnet's manifesters name it when they meet a function).
 */
export function writeValue(
  interp: Interpreter,
  v: Value,
  loc: Loc | undefined,
  layout: Layout,
  level: number,
  path: (string | number)[] = [],
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
      path.push(i);
      writeValue(interp, e, nestedLoc(e, loc), layout, layout.element(i, shapeOf(e), level), path);
      path.pop();
      interp.pop();
    }
    layout.closeArray(n, level);
    return;
  }
  if (!(v instanceof JObject))
    throw interp.error(loc, `Tried to manifest function at ${manifestJsonLibjsonnet(path, false)}`);
  const data = interp.constantData(v);
  if (data === TOO_DEEP) {
    interp.withoutCopy(() => writeValue(interp, v, loc, layout, level, path));
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
    path.push(k);
    writeValue(interp, c, nestedLoc(c, loc), layout, layout.field(i, k, shapeOf(c), level), path);
    path.pop();
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
