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
  /** The field's position in its layer's map (a one-layer object caches values by it). */
  slot: number;
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
  /**
   * Field values by layer and the field's slot in it: the value a layer gives the field, seen
   * from this object (`super.f` from above reads it too). Allocated on first read: most
   * intermediate objects of `a + b` are never read.
   */
  private values: ((Value | undefined)[] | undefined)[] | undefined;
  /** The environment of each layer with its locals bound for this object (built on first use). */
  layerEnvs: (Env | undefined)[] | undefined;
  /** The topmost layer of each field, for long chains (shared by objects of the same literals). */
  private top: ReadonlyMap<string, number> | undefined;
  /** Sorted names of the visible fields and of all fields (computed on first use). */
  private visibleNames: readonly string[] | undefined;
  private allNames: readonly string[] | undefined;
  /** Where the object literal was written (libjsonnet manifests its fields from there). */
  loc: Loc | undefined;
  /** Set when the asserts have run (or are running: an assert may read its own object). */
  asserted: boolean;
  /** The data, when the object is exactly a constant's object: manifested by copying it. */
  plain: PlainObject | undefined;

  constructor(readonly layers: Layer[]) {
    let asserted = true;
    for (let i = 0; i < layers.length; i++) if ((layers[i] as Layer).asserts.length > 0) asserted = false;
    this.asserted = asserted;
    this.loc = undefined;
    this.plain = undefined;
    this.values = undefined;
    this.layerEnvs = undefined;
    this.top = undefined;
    this.visibleNames = undefined;
    this.allNames = undefined;
  }

  /** The topmost layer below `below` that has the field, or -1. */
  find(name: string, below = this.layers.length): number {
    const layers = this.layers;
    if (below === layers.length && layers.length > 4) {
      // Long inheritance chains (foldl of `+`): one index of the topmost layer per field.
      if (this.top === undefined) {
        const node = sharedNode(layers);
        if (node === undefined) this.top = topLayers(layers);
        else {
          node.top ??= topLayers(layers);
          this.top = node.top;
        }
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
    const layers = this.layers;
    if (layers.length <= 4) {
      // Short chains (most objects): one lookup per layer from the top, none when found there.
      for (let i = layers.length - 1; i >= 0; i--) {
        const field = (layers[i] as Layer).fields.get(name);
        if (field !== undefined) return field.value !== undefined ? field.value : this.layerValue(i, field);
      }
      return undefined;
    }
    const i = this.find(name);
    return i < 0 ? undefined : this.valueAt(i, name);
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
    const field = (this.layers[i] as Layer).fields.get(name) as Field;
    return field.value !== undefined ? field.value : this.layerValue(i, field);
  }

  /** The value layer `i`'s field gives this object, evaluated once (values do not change). */
  private layerValue(i: number, field: Field): Value {
    const cached = this.values?.[i]?.[field.slot];
    if (cached !== undefined) return cached;
    const layer = this.layers[i] as Layer;
    const v =
      field.constant !== undefined
        ? constantValue(field.constant, undefined)
        : (layer.evaluator as FieldEvaluator).evalField(this, i, field);
    // Sized on first store: the slots are the layer map's insertion order.
    this.values ??= new Array(this.layers.length);
    let forLayer = this.values[i];
    if (forLayer === undefined) {
      forLayer = new Array(layer.fields.size);
      this.values[i] = forLayer;
    }
    forLayer[field.slot] = v;
    return v;
  }

  /**
   * Whether the field is visible (undefined when there is none): the topmost layer that says
   * `::` or `:::` decides, and a field no layer marks is visible.
   */
  visibility(name: string): boolean | undefined {
    const layers = this.layers;
    let found = false;
    for (let i = layers.length - 1; i >= 0; i--) {
      const f = (layers[i] as Layer).fields.get(name);
      if (f === undefined) continue;
      if (f.visibility === 'hidden') return false;
      if (f.visibility === 'visible') return true;
      found = true;
    }
    return found ? true : undefined;
  }

  /**
   * Sorted field names (libjsonnet orders by code point). Shared: callers must not change the
   * array. Objects made by the same literals (and the same `+` of literals) share their names.
   */
  fields(includeHidden: boolean): readonly string[] {
    const known = includeHidden ? this.allNames : this.visibleNames;
    if (known !== undefined) return known;
    const node = sharedNode(this.layers);
    if (node !== undefined) node.names ??= computeNames(this.layers);
    const names = node?.names ?? computeNames(this.layers);
    this.allNames = names.all;
    this.visibleNames = names.visible;
    return includeHidden ? names.all : names.visible;
  }
}

/** The sorted field names of a sequence of layers: all of them, and the visible ones. */
interface FieldNames {
  all: readonly string[];
  visible: readonly string[];
}

/**
 * What objects with the same sequence of shared field maps have in common (their sorted names,
 * the topmost layer of each field), in a tree keyed map by map from the bottom layer up.
 */
interface SharedNode {
  names: FieldNames | undefined;
  top: ReadonlyMap<string, number> | undefined;
  next: WeakMap<Map<string, Field>, SharedNode> | undefined;
}

/**
 * Field maps shared by every object one literal makes (objectLiteral's shapes), with what the
 * layer sequences that start with them share. Only shared maps are registered: a map made for one
 * object (computed names, comprehensions) would never be looked up again.
 */
const sharedByMap = new WeakMap<Map<string, Field>, SharedNode>();

/** Registers a layer's field map as shared by many objects, so what they share is computed once. */
export function shareFields(fields: Map<string, Field>): void {
  if (!sharedByMap.has(fields))
    sharedByMap.set(fields, { names: undefined, top: undefined, next: undefined });
}

/** The shared cache of a sequence of layers, when all their maps are shared. */
function sharedNode(layers: readonly Layer[]): SharedNode | undefined {
  let node = sharedByMap.get((layers[0] as Layer).fields);
  for (let i = 1; i < layers.length && node !== undefined; i++) {
    const fields = (layers[i] as Layer).fields;
    if (!sharedByMap.has(fields)) return undefined;
    node.next ??= new WeakMap();
    let next = node.next.get(fields);
    if (next === undefined) {
      next = { names: undefined, top: undefined, next: undefined };
      node.next.set(fields, next);
    }
    node = next;
  }
  return node;
}

/** The index of the topmost layer that has each field. */
function topLayers(layers: readonly Layer[]): Map<string, number> {
  const top = new Map<string, number>();
  for (let i = 0; i < layers.length; i++) for (const k of (layers[i] as Layer).fields.keys()) top.set(k, i);
  return top;
}

function computeNames(layers: readonly Layer[]): FieldNames {
  const all: string[] = [];
  const visible: string[] = [];
  if (layers.length === 1) {
    // One layer (most objects): its own fields, no visibility to resolve.
    (layers[0] as Layer).fields.forEach((f, name) => {
      all.push(name);
      if (f.visibility !== 'hidden') visible.push(name);
    });
  } else {
    const vis = new Map<string, boolean>();
    const add = (f: Field, name: string) => {
      if (f.visibility === 'hidden') vis.set(name, false);
      else if (f.visibility === 'visible') vis.set(name, true);
      else if (!vis.has(name)) vis.set(name, true);
    };
    for (const layer of layers) layer.fields.forEach(add);
    vis.forEach((v, name) => {
      all.push(name);
      if (v) visible.push(name);
    });
  }
  sortByCodePoint(all);
  return { all, visible: visible.length === all.length ? all : sortByCodePoint(visible) };
}

/** Field names in code point order: the native sort (by UTF-16 unit) agrees unless a name has a surrogate. */
export function sortByCodePoint(names: string[]): string[] {
  // Indexed: an unoptimised `for of` allocates an iterator result per name.
  for (let i = 0; i < names.length; i++)
    if (SURROGATE.test(names[i] as string)) return names.sort(compareStrings);
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
  for (const [k, v] of entries)
    fields.set(k, { name: k, slot: fields.get(k)?.slot ?? fields.size, visibility, plus: false, value: v });
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
      const slot = fields.size;
      fields.set(
        name,
        e === null || typeof e !== 'object'
          ? { name, slot, visibility: 'default', plus: false, value: e }
          : { name, slot, visibility: 'default', plus: false, constant: e },
      );
    }
    constantFields.set(v, fields);
    // Every evaluation of the constant has this map: its sorted names are worth keeping.
    shareFields(fields);
  }
  const obj = new JObject([
    { fields, locals: NO_BINDS, asserts: NO_ASSERTS, env: null, evaluator: null, loc },
  ]);
  obj.loc = loc;
  obj.plain = v;
  return obj;
}
