/** std functions over objects: fields, values, get, mapWithKey, mergePatch, prune. */
import type { Loc } from '../ast';
import type { Interpreter } from '../evaluate';
import { type Field, JObject, objectOf } from '../objects';
import { Func, type Lazy, Thunk, typeOf, type Value } from '../value';
import { type Args, type BuiltinTable, expectType, fail } from './index';

type I = Interpreter;

function needObject(interp: I, fn: string, v: Value, loc: Loc | undefined): JObject {
  if (!(v instanceof JObject)) fail(interp, loc, `${fn} expected object, got ${typeOf(v)}`);
  return v as JObject;
}

function fieldThunk(interp: I, o: JObject, k: string, loc: Loc | undefined): Thunk {
  return new Thunk(() => interp.field(o, k, loc));
}

function keysValues(interp: I, o: JObject, hidden: boolean, loc: Loc | undefined): Lazy[] {
  return o.fields(hidden).map((k) =>
    Thunk.of(
      objectOf(
        [
          ['key', k],
          ['value', interp.field(o, k, loc)],
        ],
        'default',
      ),
    ),
  );
}

export function objectFunctions(): BuiltinTable {
  const fieldsEx =
    (hidden: boolean) =>
    (interp: I, [o]: Args, loc: Loc | undefined) =>
      needObject(interp, hidden ? 'objectFieldsAll' : 'objectFields', o, loc)
        .fields(hidden)
        .map((k) => Thunk.of(k));
  const hasEx =
    (hidden: boolean) =>
    (interp: I, [o, f]: Args, loc: Loc | undefined) => {
      expectType(interp, loc, hidden ? 'objectHasAll' : 'objectHas', [o, f], ['object', 'string']);
      return hasField(o as JObject, f as string, hidden);
    };
  return {
    objectFieldsEx: {
      params: ['obj', 'hidden'],
      fn: (interp, args, loc) => {
        expectType(interp, loc, 'objectFieldsEx', args, ['object', 'boolean']);
        return fieldsEx(args[1] as boolean)(interp, args, loc);
      },
    },
    objectFields: { params: ['o'], fn: fieldsEx(false) },
    objectFieldsAll: { params: ['o'], fn: fieldsEx(true) },
    objectHasEx: {
      params: ['obj', 'fname', 'hidden'],
      fn: (interp, args, loc) => {
        expectType(interp, loc, 'objectHasEx', args, ['object', 'string', 'boolean']);
        return hasField(args[0] as JObject, args[1] as string, args[2] as boolean);
      },
    },
    objectHas: { params: ['o', 'f'], fn: hasEx(false) },
    objectHasAll: { params: ['o', 'f'], fn: hasEx(true) },
    objectValues: {
      params: ['o'],
      fn: (interp, [o], loc) => {
        const obj = needObject(interp, 'objectValues', o, loc);
        return obj.fields(false).map((k) => fieldThunk(interp, obj, k, loc));
      },
    },
    objectValuesAll: {
      params: ['o'],
      fn: (interp, [o], loc) => {
        const obj = needObject(interp, 'objectValuesAll', o, loc);
        return obj.fields(true).map((k) => fieldThunk(interp, obj, k, loc));
      },
    },
    objectKeysValues: {
      params: ['o'],
      fn: (interp, [o], loc) =>
        keysValues(interp, needObject(interp, 'objectKeysValues', o, loc), false, loc),
    },
    objectKeysValuesAll: {
      params: ['o'],
      fn: (interp, [o], loc) =>
        keysValues(interp, needObject(interp, 'objectKeysValuesAll', o, loc), true, loc),
    },
    get: {
      params: ['o', 'f', 'default', 'inc_hidden'],
      defaults: { default: null, inc_hidden: true },
      fn: (interp, [o, f, def, hidden], loc) => {
        expectType(interp, loc, 'get', [o, f, def, hidden], ['object', 'string', 'any', 'boolean']);
        const obj = o as JObject;
        return hasField(obj, f as string, hidden as boolean) ? interp.field(obj, f as string, loc) : def;
      },
    },
    mapWithKey: {
      params: ['func', 'obj'],
      fn: (interp, [func, obj], loc) => {
        if (!(func instanceof Func))
          fail(interp, loc, `std.mapWithKey first param must be function, got ${typeOf(func)}`);
        if (!(obj instanceof JObject))
          fail(interp, loc, `std.mapWithKey second param must be object, got ${typeOf(obj)}`);
        const f = func as Func;
        const o = obj as JObject;
        const fields = new Map<string, Field>();
        for (const k of o.fields(false)) {
          const t = new Thunk(() =>
            interp.call(f, [Thunk.of(k), fieldThunk(interp, o, k, loc)], null, null, loc),
          );
          fields.set(k, lazyField(k, fields.size, t));
        }
        return new JObject([
          { fields, locals: [], asserts: [], env: null, evaluator: lazyEvaluator, loc: undefined },
        ]);
      },
    },
    mergePatch: {
      params: ['target', 'patch'],
      fn: (interp, [target, patch], loc) => mergePatch(interp, target, patch, loc),
    },
    prune: {
      params: ['a'],
      fn: (interp, [a], loc) => prune(interp, a, loc),
    },
    objectRemoveKey: {
      params: ['obj', 'key'],
      fn: (interp, [obj, key], loc) => {
        const o = needObject(interp, 'objectRemoveKey', obj, loc);
        return objectOf(
          o
            .fields(false)
            .filter((k) => k !== key)
            .map((k) => [k, interp.field(o, k, loc)]),
        );
      },
    },
  };
}

function hasField(o: JObject, f: string, hidden: boolean): boolean {
  const vis = o.visibility(f);
  return vis === undefined ? false : hidden || vis;
}

/** Fields whose values are thunks (mapWithKey): evaluated on first read, like a comprehension's. */
const lazyEvaluator = {
  evalField: (_o: JObject, _i: number, field: Field): Value => (field as LazyField).thunk.force(),
  runAsserts: () => {},
};

interface LazyField extends Field {
  thunk: Thunk;
}

function lazyField(name: string, slot: number, thunk: Thunk): LazyField {
  return { name, slot, visibility: 'default', plus: false, thunk };
}

function mergePatch(interp: I, target: Value, patch: Value, loc: Loc | undefined): Value {
  if (!(patch instanceof JObject)) return patch;
  const t = target instanceof JObject ? target : null;
  const fields = new Map<string, Field>();
  const patchFields = patch.fields(false);
  const names = new Set([...(t ? t.fields(false) : []), ...patchFields]);
  for (const k of [...names].sort()) {
    const inPatch = patch.has(k) && patchFields.includes(k);
    if (inPatch) {
      const pv = interp.field(patch, k, loc);
      if (pv === null) continue;
      const tv = t && hasField(t, k, false) ? interp.field(t, k, loc) : null;
      fields.set(k, lazyField(k, fields.size, Thunk.of(mergePatch(interp, tv, pv, loc))));
    } else {
      fields.set(k, lazyField(k, fields.size, new Thunk(() => interp.field(t as JObject, k, loc))));
    }
  }
  return new JObject([
    { fields, locals: [], asserts: [], env: null, evaluator: lazyEvaluator, loc: undefined },
  ]);
}

function isContent(v: Value): boolean {
  if (v === null) return false;
  if (Array.isArray(v)) return v.length > 0;
  if (v instanceof JObject) return v.fields(false).length > 0;
  return true;
}

function prune(interp: I, a: Value, loc: Loc | undefined): Value {
  if (Array.isArray(a)) {
    const out: Lazy[] = [];
    for (const t of a) {
      const p = prune(interp, interp.force(t, loc, ''), loc);
      if (isContent(p)) out.push(Thunk.of(p));
    }
    return out;
  }
  if (a instanceof JObject) {
    const entries: [string, Value][] = [];
    for (const k of a.fields(false)) {
      const p = prune(interp, interp.field(a, k, loc), loc);
      if (isContent(p)) entries.push([k, p]);
    }
    return objectOf(entries);
  }
  return a;
}
