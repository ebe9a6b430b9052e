/**
 * Jsonnet objects as a chain of layers: `a + b` concatenates a's layers and b's, so `self` is
 * late-bound (a field is evaluated against the whole object) and `super` is the same object seen
 * through the layers below the one a field comes from. Field values are cached per object.
 */
import type { AssertMember, Bind, Loc, Node, Param, Plain, PlainObject, Visibility } from './ast';
import type { Env } from './env';
import { Thunk, type Value } from './value';

export interface Field {
  name: string;
  visibility: Visibility;
  /** `+:`: added to the same field of the layers below, when there is one. */
  plus: boolean;
  /** The body, evaluated with the layer's environment (or `env`, for comprehension fields). */
  body?: Node;
  /** A method field `f(x):: body`. */
  params?: Param[];
  /** An object comprehension's field: its own environment (the loop variables) and the locals. */
  env?: Env;
  locals?: Bind[];
  /** A builtin field (std), or a constant's primitive: the value itself. */
  value?: Value;
  /** A constant's object or array, made a value when read (constants.ts). */
  constant?: Plain;
  loc?: Loc;
}

/** What evaluating a field needs from the interpreter (objects.ts stays free of the evaluator). */
export interface FieldEvaluator {
  evalField(obj: JObject, layer: number, field: Field): Value;
  runAsserts(obj: JObject): void;
}

export interface Layer {
  fields: Map<string, Field>;
  /** Object-level locals, bound per (object, layer) since they can use `self` and `super`. */
  locals: Bind[];
  asserts: AssertMember[];
  /** Where the literal was evaluated (null for builtin objects). */
  env: Env | null;
  evaluator: FieldEvaluator | null;
  /** Where the object literal was written (always set, even if undefined: one hidden class). */
  loc: Loc | undefined;
}

export class JObject {
  /** Field values (allocated on first read: most intermediate objects of `a + b` are never read). */
  private cache: Map<string, Value> | undefined;
  /** The environment of each layer with its locals bound for this object (built on first use). */
  layerEnvs: (Env | undefined)[] | undefined;
  private visible: Map<string, boolean> | undefined;
  private top: Map<string, number> | undefined;
  /** Where the object literal was written (libjsonnet manifests its fields from there). */
  loc: Loc | undefined;
  /** Set when the asserts have run (or are running: an assert may read its own object). */
  asserted: boolean;
  /** The data, when the object is exactly a constant's object: manifested by copying it. */
  plain: PlainObject | undefined;

  constructor(readonly layers: Layer[]) {
    this.asserted = !layers.some((l) => l.asserts.length > 0);
    this.loc = undefined;
    this.plain = undefined;
    this.cache = undefined;
    this.layerEnvs = undefined;
  }

  /** The topmost layer below `below` that has the field, or -1. */
  find(name: string, below = this.layers.length): number {
    const layers = this.layers;
    if (below === layers.length && layers.length > 4) {
      // Long inheritance chains (foldl of `+`): one index of the topmost layer per field.
      if (!this.top) {
        this.top = new Map();
        for (let i = 0; i < layers.length; i++)
          for (const k of (layers[i] as Layer).fields.keys()) this.top.set(k, i);
      }
      return this.top.get(name) ?? -1;
    }
    for (let i = below - 1; i >= 0; i--) if ((layers[i] as Layer).fields.has(name)) return i;
    return -1;
  }

  has(name: string): boolean {
    return this.find(name) >= 0;
  }

  /**
   * The field's value, undefined when there is none. The object's asserts run first, even when
   * the field is missing: `{assert false: 'x'}.y` reports the assertion, as libjsonnet does.
   */
  get(name: string): Value | undefined {
    if (!this.asserted) this.checkAsserts();
    this.cache ??= new Map();
    const cache = this.cache;
    const cached = cache.get(name);
    if (cached !== undefined) return cached;
    const i = this.find(name);
    if (i < 0) return undefined;
    const v = this.valueAt(i, name);
    cache.set(name, v);
    return v;
  }

  checkAsserts(): void {
    if (this.asserted) return;
    this.asserted = true;
    const ev = this.layers.find((l) => l.evaluator)?.evaluator;
    try {
      ev?.runAsserts(this);
    } catch (e) {
      this.asserted = false;
      throw e;
    }
  }

  /** The value of the field as layer `i` defines it (with `+:` resolved against the layers below). */
  valueAt(i: number, name: string): Value {
    const layer = this.layers[i] as Layer;
    const field = layer.fields.get(name) as Field;
    if (field.value !== undefined) return field.value;
    if (field.constant !== undefined) return constantValue(field.constant, undefined);
    return (layer.evaluator as FieldEvaluator).evalField(this, i, field);
  }

  /** Field names with their visibility (true = visible), in no particular order. */
  fieldVisibility(): Map<string, boolean> {
    if (this.visible) return this.visible;
    const vis = new Map<string, boolean>();
    for (const layer of this.layers) {
      for (const [name, f] of layer.fields) {
        if (f.visibility === 'hidden') vis.set(name, false);
        else if (f.visibility === 'visible') vis.set(name, true);
        else if (!vis.has(name)) vis.set(name, true);
      }
    }
    this.visible = vis;
    return vis;
  }

  /** Sorted field names (libjsonnet orders by code point; UTF-16 order differs only off the BMP). */
  fields(includeHidden: boolean): string[] {
    const out: string[] = [];
    if (this.layers.length === 1) {
      // One layer (most objects): its own fields, no visibility map to build.
      (this.layers[0] as Layer).fields.forEach((f, name) => {
        if (includeHidden || f.visibility !== 'hidden') out.push(name);
      });
    } else {
      for (const [name, visible] of this.fieldVisibility()) if (visible || includeHidden) out.push(name);
    }
    return sortByCodePoint(out);
  }
}

/** Field names in code point order: the native sort (by UTF-16 unit) agrees unless a name has a surrogate. */
export function sortByCodePoint(names: string[]): string[] {
  for (const name of names) if (SURROGATE.test(name)) return names.sort(compareStrings);
  return names.sort();
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** Compares strings by Unicode code point, as Jsonnet does. */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      // Surrogates (0xD800-0xDFFF) encode code points above every BMP character.
      const xs = x >= 0xd800 && x <= 0xdfff;
      const ys = y >= 0xd800 && y <= 0xdfff;
      if (xs !== ys) return xs ? 1 : -1;
      return x - y;
    }
  }
  return a.length - b.length;
}

/** An object of fixed values (std, and objects built by builtins). */
export function objectOf(entries: Iterable<[string, Value]>, visibility: Visibility = 'default'): JObject {
  const fields = new Map<string, Field>();
  for (const [k, v] of entries) fields.set(k, { name: k, visibility, plus: false, value: v });
  return new JObject([{ fields, locals: [], asserts: [], env: null, evaluator: null, loc: undefined }]);
}

/** A constant's fields, by its object: made once, shared by every evaluation of the constant. */
const constantFields = new WeakMap<PlainObject, Map<string, Field>>();
const NO_BINDS: Bind[] = [];
const NO_ASSERTS: AssertMember[] = [];

/**
 * A constant as a value, one level at a time: an object's fields and an array's elements become
 * values only when read, so data nobody reads costs nothing beyond JSON.parse.
 */
export function constantValue(v: Plain, loc: Loc | undefined): Value {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const out = new Array<Thunk>(v.length);
    for (let i = 0; i < v.length; i++) {
      const e = v[i] as Plain;
      out[i] =
        e === null || typeof e !== 'object' ? Thunk.of(e) : new Thunk(() => constantValue(e, undefined));
    }
    return out;
  }
  let fields = constantFields.get(v);
  if (fields === undefined) {
    fields = new Map();
    for (const name of Object.keys(v)) {
      const e = v[name] as Plain;
      fields.set(
        name,
        e === null || typeof e !== 'object'
          ? { name, visibility: 'default', plus: false, value: e }
          : { name, visibility: 'default', plus: false, constant: e },
      );
    }
    constantFields.set(v, fields);
  }
  const obj = new JObject([
    { fields, locals: NO_BINDS, asserts: NO_ASSERTS, env: null, evaluator: null, loc },
  ]);
  obj.loc = loc;
  obj.plain = v;
  return obj;
}
