/**
 * std functions that are pure functions of plain JSON values: the manifesters (manifest.ts; the
 * JSON and YAML ones print straight from values instead, std/manifesters.ts) and
 * the string, number and encoding functions (std/strings.ts, format.ts, numbers.ts,
 * encoding.ts). Arguments are deeply evaluated to plain values; a thrown error becomes a Jsonnet
 * runtime error at the call.
 */
import type { Loc } from '../ast';
import type { Interpreter } from '../evaluate';
import * as m from '../manifest';
import type { Value } from '../value';
import type { BuiltinTable } from './index';

type Plain = m.JsonValue;

/** A plain-valued std function as the helper modules export it. */
export interface PlainFunction {
  params: readonly string[];
  fn: (...args: never[]) => unknown;
  /** Defaults of optional parameters, by name. */
  defaults?: Readonly<Record<string, unknown>>;
}

function wrap(
  params: string[],
  defaults: Record<string, Value>,
  fn: (...a: Plain[]) => unknown,
): BuiltinTable[string] {
  return {
    params,
    defaults,
    fn: (interp, args, loc) => callPlain(interp, fn as (...a: unknown[]) => unknown, args, loc),
  };
}

export function callPlain(
  interp: Interpreter,
  fn: (...a: unknown[]) => unknown,
  args: Value[],
  loc: Loc | undefined,
): Value {
  const plain = args.map((a) => interp.toPlain(a, loc));
  let out: unknown;
  try {
    out = fn(...plain);
  } catch (e) {
    if (e instanceof Error && !(e instanceof RangeError)) throw interp.error(loc, e.message);
    throw e;
  }
  return interp.fromPlain(out);
}

/** Turns a helper module's table into builtins (defaults become Jsonnet values). */
export function fromPlainTable(table: Readonly<Record<string, PlainFunction>>): BuiltinTable {
  const out: BuiltinTable = {};
  for (const [name, f] of Object.entries(table)) {
    const defaults: Record<string, Value> = {};
    for (const [k, v] of Object.entries(f.defaults ?? {})) defaults[k] = v as Value;
    out[name] = {
      params: [...f.params],
      defaults,
      fn: (interp, args, loc) => callPlain(interp, f.fn as (...a: unknown[]) => unknown, args, loc),
    };
  }
  return out;
}

export function plainFunctions(): BuiltinTable {
  return {
    manifestIni: wrap(['ini'], {}, (v) => m.manifestIni(v)),
    manifestPython: wrap(['v'], {}, (v) => m.manifestPython(v)),
    manifestPythonVars: wrap(['conf'], {}, (v) => m.manifestPythonVars(v)),
    manifestXmlJsonml: wrap(['value'], {}, (v) => m.manifestXmlJsonml(v)),
    manifestToml: wrap(['value'], {}, (v) => m.manifestToml(v)),
    manifestTomlEx: wrap(['value', 'indent'], {}, (v, i) => m.manifestTomlEx(v, i as string)),
    escapeStringJson: wrap(['str_'], {}, (v) => m.escapeStringJson(v)),
    escapeStringPython: wrap(['str'], {}, (v) => m.escapeStringPython(v)),
    escapeStringBash: wrap(['str_'], {}, (v) => m.escapeStringBash(v)),
    escapeStringDollars: wrap(['str_'], {}, (v) => m.escapeStringDollars(v)),
    escapeStringXML: wrap(['str_'], {}, (v) => m.escapeStringXml(v)),
    // the name the stdlib docs give it (std.jsonnet defines only escapeStringXML)
    escapeStringXml: wrap(['str'], {}, (v) => m.escapeStringXml(v)),
  };
}
