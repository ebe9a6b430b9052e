/**
 * The interpreter: a recursive evaluator over the AST with lazy, memoised thunks. Tail positions
 * (local bodies, branches, assert continuations, `tailstrict` calls) loop instead of recursing, so
 * tail-recursive Jsonnet runs in constant JS stack. Errors carry libjsonnet's wording and a trace.
 */
import { nearSuggestion } from '../../../schema/did-you-mean';
import type { Arg, Bind, CompSpec, Loc, Member, Node, Param } from './ast';
import { setField, sharedPlain, TOO_DEEP } from './constants';
import { Env, type ObjectContext } from './env';
import {
  compareStrings,
  constantValue,
  type Field,
  type FieldEvaluator,
  JObject,
  type Layer,
  objectOf,
  shareFields,
} from './objects';
import {
  type BuiltinFn,
  Func,
  formatG6,
  formatNumber,
  type Lazy,
  RuntimeError,
  Thunk,
  type TraceFrame,
  typeOf,
  type Value,
} from './value';

/** What every object of one literal without computed names has in common. */
interface Shape extends Pick<Layer, 'fields' | 'locals' | 'asserts'> {
  /** Set when the literal has made a second object: its field names are then shared (shareFields). */
  shared: boolean;
}

export type ImportKind = 'import' | 'importstr' | 'importbin';

/** Finds and reads an imported file; throws an Error whose message libjsonnet would print. */
export type Importer = (
  kind: ImportKind,
  path: string,
  fromFile: string,
) => { found: string; text: string; bytes?: Uint8Array };

export interface InterpreterOptions {
  importer: Importer;
  /** Parses (and statically checks) a file's text. */
  parse: (text: string, file: string) => Node;
  maxStack: number;
  /** Epoch ms after which evaluation stops. */
  deadline?: number;
  /** Called once with the interpreter to build std (std/index.ts). */
  makeStd: (interp: Interpreter) => JObject;
  /**
   * The name `std.thisFile` gives a file, when it is not the name the engine reads it by (an
   * in-memory file lives under an internal root the user never wrote).
   */
  thisFile?: (file: string) => string;
}

const TRUE_THUNK = Thunk.of(true);
const NO_ARGS: Thunk[] = [];
const FALSE_THUNK = Thunk.of(false);
const NULL_THUNK = Thunk.of(null);

/** The pseudo-location of fields evaluated while manifesting (libjsonnet: "During manifestation"). */
export const MANIFESTATION: Loc = { file: '', begin: { line: 0, column: 0 }, end: { line: 0, column: 0 } };

const FRAME_NAMED = 0;
const FRAME_THUNK = 1;
const FRAME_FUNCTION = 2;
const FRAME_OBJECT = 3;

/** The innermost variable bound to a function or object, as libjsonnet names frames. */
function boundName(env: Env | null, target: Func | JObject): string | undefined {
  for (let e = env; e !== null; e = e.parent) {
    for (let i = e.vals.length - 1; i >= 0; i--) if ((e.vals[i] as Thunk).v === target) return e.names[i];
  }
  return undefined;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const BITWISE_RANGE = 'numeric value outside safe integer range for bitwise operation.';

/** Thrown when the deadline has passed; not a Jsonnet error. */
export class DeadlineExceeded extends Error {}

export class Interpreter implements FieldEvaluator {
  readonly std: JObject;
  private readonly stdByFile = new Map<string, Thunk>();
  private readonly importCache = new Map<string, Thunk>();
  /** The file's thunk by the import expression (its location): resolved once per expression. */
  private readonly importAt = new WeakMap<Loc, Thunk>();
  /** Call frames for traces: where each call was made and what was called. */
  /**
   * The call frames, five slots each (flat, written in place: no allocation per call): where the
   * call was made, the name, how to show it (FRAME_*), and for `function <f>` / `object <o>` what
   * runs and the caller's environment, where libjsonnet looks for a variable bound to it.
   */
  private readonly frames: unknown[] = [];
  private top = 0;
  /** The environment of the call or index being evaluated, for the frame it pushes. */
  private callerEnv: Env | null = null;
  private indexEnv: Env | null = null;
  private steps = 0;
  /** Set by manifestation, which keeps a field's frame while it manifests the value. */
  private fieldFramePushed = false;
  /** Set while constant data too deep to copy is manifested field by field. */
  private noCopy = false;
  /** The location of the index expression whose field is being evaluated (for its frame). */
  private indexLoc: Loc | undefined;

  /**
   * Frames a call may push: libjsonnet and go-jsonnet count one more frame under the program's own
   * (the standard library's, the main file's), so they stop a frame sooner than maxStack.
   */
  private readonly frameLimit: number;

  constructor(readonly opts: InterpreterOptions) {
    this.frameLimit = opts.maxStack - 1;
    this.std = opts.makeStd(this);
  }

  // ---- errors and frames ----------------------------------------------------------------------

  error(loc: Loc | undefined, message: string): RuntimeError {
    const trace: TraceFrame[] = [{ loc, name: '' }];
    const f = this.frames;
    for (let i = this.top - 1; i >= 0; i--) {
      const at = i * 5;
      const kind = f[at + 2];
      let name = f[at + 1] as string;
      const target = f[at + 3] as Func | JObject | null;
      const bound = target ? boundName(f[at + 4] as Env | null, target) : undefined;
      if (kind === FRAME_OBJECT) name = `object <${bound ?? 'anonymous'}>`;
      else if (kind === FRAME_FUNCTION) name = `function <${bound ?? name}>`;
      else if (kind === FRAME_THUNK) name = `thunk <${name}>`;
      (trace[trace.length - 1] as TraceFrame).name = name;
      trace.push({ loc: f[at] as Loc | undefined, name: '' });
    }
    return new RuntimeError(message, trace);
  }

  /** Counts a step; every 1024 steps the clock is checked against the deadline. */
  tick(): void {
    if ((++this.steps & 1023) === 0 && this.opts.deadline !== undefined && Date.now() > this.opts.deadline)
      throw new DeadlineExceeded('deadline');
  }

  push(
    loc: Loc | undefined,
    name: string,
    kind = FRAME_NAMED,
    target: Func | JObject | null = null,
    env: Env | null = null,
  ): void {
    if (this.top >= this.frameLimit) throw this.error(loc, 'max stack frames exceeded.');
    this.tick();
    const f = this.frames;
    const at = this.top * 5;
    f[at] = loc;
    f[at + 1] = name;
    f[at + 2] = kind;
    f[at + 3] = target;
    f[at + 4] = env;
    this.top++;
  }

  pop(): void {
    const at = --this.top * 5;
    // Drop references so finished frames keep nothing alive.
    this.frames[at + 3] = null;
    this.frames[at + 4] = null;
  }

  /**
   * The error for a JavaScript stack that ran out before maxStack frames: libjsonnet's, raised at
   * the innermost frame pushed. An exception leaves the frames in place, so the trace is all there.
   */
  stackExhausted(): RuntimeError {
    const top = this.top;
    if (top === 0) return this.error(undefined, 'max stack frames exceeded.');
    this.top = top - 1;
    const e = this.error(this.frames[(top - 1) * 5] as Loc | undefined, 'max stack frames exceeded.');
    this.top = top;
    return e;
  }

  /** Drops frames left by an error that unwound past them. */
  resetFrames(depth = 0): void {
    this.top = depth;
  }

  get depth(): number {
    return this.top;
  }

  /** Forces a thunk, as a frame of its own when it still has to be computed. */
  force(t: Thunk, loc: Loc | undefined, name: string, kind = FRAME_NAMED): Value {
    if (t.v !== undefined) return t.v;
    this.push(loc, name, kind);
    const v = t.force();
    this.pop();
    return v;
  }

  // ---- entry points ---------------------------------------------------------------------------

  /** Evaluates a file's AST with `std` (its thisFile set) in scope. */
  evalFile(node: Node, file: string): Value {
    return this.eval(node, this.rootEnv(file));
  }

  rootEnv(file: string): Env {
    let std = this.stdByFile.get(file);
    if (!std) {
      // std.thisFile named when read, not before: a diff's head may reuse an evaluation that never
      // read it (reuse.ts), its tree's own path being the one thing of it that differs.
      const own: Layer = {
        fields: new Map([['thisFile', { name: 'thisFile', slot: 0, visibility: 'hidden', plus: false }]]),
        locals: [],
        asserts: [],
        env: null,
        evaluator: { evalField: () => this.opts.thisFile?.(file) ?? file, runAsserts: () => undefined },
        loc: undefined,
      };
      std = Thunk.of(new JObject([...this.std.layers, own]));
      this.stdByFile.set(file, std);
    }
    return new Env(null, ['std'], [std], null);
  }

  // ---- the evaluator --------------------------------------------------------------------------

  eval(node: Node, env: Env): Value {
    for (;;) {
      switch (node.kind) {
        case 'var': {
          const t = env.lookup(node.name);
          if (!t) throw this.error(node.loc, `Unknown variable: ${node.name}`);
          if (t.v !== undefined) return t.v;
          return this.force(t, node.loc, node.name, FRAME_THUNK);
        }
        case 'index': {
          const target = this.eval(node.target, env);
          // libjsonnet runs an object's asserts before it evaluates the index.
          if (target instanceof JObject && !target.asserted) this.checkAssertsAt(target, node.loc);
          this.callerEnv = env;
          if (node.id !== undefined) return this.index(target, node.id, node.loc);
          return this.index(target, this.eval(node.index, env), node.loc);
        }
        case 'apply': {
          const fn = this.eval(node.target, env);
          if (!(fn instanceof Func))
            throw this.error(node.loc, `only functions can be called, got ${typeOf(fn)}`);
          if (node.tailstrict && fn.body) {
            // A tail call: bind strictly evaluated arguments and loop, keeping the JS stack flat.
            const pos = this.args(node.args, env, true);
            const names = this.names;
            const named = this.named;
            this.tick();
            const callerEnv = env;
            env = this.bindClosure(fn, pos, names, named, node.loc);
            this.forceDefaults(fn, env, node.loc, callerEnv);
            node = fn.body;
            continue;
          }
          const pos = this.args(node.args, env, node.tailstrict);
          const names = this.names;
          const named = this.named;
          this.callerEnv = env;
          return this.call(fn, pos, names, named, node.loc);
        }
        case 'binary':
          return this.binary(node.op, node.left, node.right, env, node.loc);
        case 'conditional': {
          const c = this.eval(node.cond, env);
          if (typeof c !== 'boolean')
            throw this.error(node.loc, `condition must be boolean, got ${typeOf(c)}.`);
          if (c) node = node.then;
          else if (node.else) node = node.else;
          else return null;
          continue;
        }
        case 'string':
          return node.value;
        case 'number':
          if (!Number.isFinite(node.value)) throw this.error(node.loc, 'overflow');
          return node.value;
        case 'local': {
          env = this.bindLocals(node.binds, env);
          node = node.body;
          continue;
        }
        case 'parens':
          node = node.expr;
          continue;
        case 'object':
          return this.objectLiteral(node.members, env, node.loc);
        case 'array': {
          const els = node.elements;
          const out = new Array<Lazy>(els.length);
          for (let i = 0; i < els.length; i++) out[i] = this.thunk(els[i] as Node, env);
          return out;
        }
        case 'self': {
          const ctx = env.ctx;
          if (!ctx) throw this.error(node.loc, "Can't use self outside of an object.");
          return ctx.self;
        }
        case 'true':
          return true;
        case 'false':
          return false;
        case 'null':
          return null;
        case 'unary':
          return this.unary(node.op, this.eval(node.expr, env), node.loc);
        case 'function':
          return new Func('anonymous', paramNames(node.params), node.params, node.body, env);
        case 'arrayComp': {
          const out: Lazy[] = [];
          const body = node.body;
          this.comprehension(node.specs, 0, env, node.loc, (e) => out.push(this.thunk(body, e)));
          return out;
        }
        case 'objectComp':
          return this.objectComprehension(node, env);
        case 'dollar': {
          const ctx = env.ctx;
          if (!ctx) throw this.error(node.loc, "Can't use $ outside of an object.");
          return ctx.dollar;
        }
        case 'superIndex': {
          const ctx = env.ctx;
          if (!ctx) throw this.error(node.loc, 'attempt to use super when there is no super class.');
          const name = node.id ?? this.eval(node.index, env);
          if (typeof name !== 'string')
            throw this.error(node.loc, `super index must be string, got ${typeOf(name)}.`);
          if (ctx.layer === 0)
            throw this.error(node.loc, 'attempt to use super when there is no super class.');
          const i = ctx.self.find(name, ctx.layer);
          if (i < 0) throw this.missingField(node.loc, ctx.self, name);
          this.push(node.loc, 'object <anonymous>');
          const v = ctx.self.valueAt(i, name);
          this.pop();
          return v;
        }
        case 'inSuper': {
          const name = this.eval(node.expr, env);
          if (typeof name !== 'string')
            throw this.error(node.loc, `left hand side of e in super must be string, got ${typeOf(name)}.`);
          const ctx = env.ctx;
          if (!ctx || ctx.layer === 0) return false;
          return ctx.self.find(name, ctx.layer) >= 0;
        }
        case 'applyBrace': {
          const l = this.eval(node.left, env);
          const r = this.eval(node.right, env);
          if (!(l instanceof JObject) || !(r instanceof JObject)) return this.plus(l, r, node.loc);
          return new JObject(joinLayers(l.layers, r.layers));
        }
        case 'assert': {
          this.assertion(node.cond, node.message, env, node.loc);
          node = node.rest;
          continue;
        }
        case 'error': {
          const v = this.eval(node.expr, env);
          throw this.error(node.loc, typeof v === 'string' ? v : this.toString(v, node.loc));
        }
        case 'slice':
          return this.slice(node, env);
        case 'constant':
          return constantValue(node.value, node.loc);
        case 'import':
          return this.importValue(node.path, node.loc);
        case 'importstr':
        case 'importbin':
          return this.importRaw(node.kind, node.path, node.loc);
      }
    }
  }

  /** A thunk for an expression: literals need no closure. */
  thunk(node: Node, env: Env): Thunk {
    switch (node.kind) {
      case 'string':
        return Thunk.of(node.value);
      case 'number':
        // 1e400 overflows when it is forced, not before (`std.length([1e400])` is 1).
        if (Number.isFinite(node.value)) return Thunk.of(node.value);
        break;
      case 'true':
        return TRUE_THUNK;
      case 'false':
        return FALSE_THUNK;
      case 'null':
        return NULL_THUNK;
      case 'var': {
        // A value already known is shared. A thunk still to compute is wrapped, as libjsonnet and
        // go-jsonnet wrap every argument, element and binding: forcing it through the wrapper takes
        // a frame more, which their stack limit counts (a chain of such thunks fails where theirs do).
        const t = env.lookup(node.name);
        if (t !== undefined && t.v !== undefined) return t;
        break;
      }
      case 'function':
        return Thunk.of(this.eval(node, env));
    }
    return Thunk.ast(this, node, env);
  }

  /** A frame binding `binds` (recursively: they see each other) over `env`, in object context `ctx`. */
  private bindLocals(binds: Bind[], env: Env, ctx: ObjectContext | null = env.ctx): Env {
    const n = binds.length;
    const vals = new Array<Thunk>(n);
    const inner = new Env(env, bindNames(binds), vals, ctx);
    for (let i = 0; i < n; i++) vals[i] = this.bindThunk(binds[i] as Bind, inner);
    return inner;
  }

  private bindThunk(b: Bind, env: Env): Thunk {
    if (b.params) return Thunk.of(new Func(b.name, paramNames(b.params), b.params, b.body, env));
    if (b.body.kind === 'function') {
      const f = b.body;
      return Thunk.of(new Func(b.name, paramNames(f.params), f.params, f.body, env));
    }
    return this.thunk(b.body, env);
  }

  private assertion(cond: Node, message: Node | undefined, env: Env, loc: Loc): void {
    const c = this.eval(cond, env);
    if (typeof c !== 'boolean') throw this.error(loc, `condition must be boolean, got ${typeOf(c)}.`);
    if (c) return;
    if (!message) throw this.error(loc, 'Assertion failed.');
    const m = this.eval(message, env);
    throw this.error(loc, typeof m === 'string' ? m : this.toString(m, loc));
  }

  /** Runs the `for`/`if` specs from `i`, calling `emit` with the environment of each iteration. */
  private comprehension(specs: CompSpec[], i: number, env: Env, loc: Loc, emit: (env: Env) => void): void {
    if (i === specs.length) {
      emit(env);
      return;
    }
    const spec = specs[i] as CompSpec;
    if (spec.kind === 'if') {
      const c = this.eval(spec.cond, env);
      if (typeof c !== 'boolean') throw this.error(spec.loc, `condition must be boolean, got ${typeOf(c)}.`);
      if (c) this.comprehension(specs, i + 1, env, loc, emit);
      return;
    }
    const arr = this.eval(spec.expr, env);
    if (!Array.isArray(arr)) throw this.error(loc, 'In comprehension, can only iterate over array.');
    const names = [spec.variable];
    for (const el of arr) this.comprehension(specs, i + 1, env.extend(names, [el]), loc, emit);
  }

  // ---- objects --------------------------------------------------------------------------------

  private objectLiteral(members: Member[], env: Env, loc: Loc): JObject {
    // Without computed names the layer's fields are the same every time: built once per literal.
    const shape = this.shapes.get(members);
    if (shape) {
      // Made a second time: its objects share their sorted names from now on (not before: most
      // literals of data files make one object).
      if (!shape.shared) {
        shape.shared = true;
        shareFields(shape.fields);
      }
      const layer: Layer = {
        fields: shape.fields,
        locals: shape.locals,
        asserts: shape.asserts,
        env,
        evaluator: this,
        loc,
      };
      const obj = new JObject([layer]);
      obj.loc = loc;
      return obj;
    }
    const fields = new Map<string, Field>();
    const locals: Bind[] = [];
    const asserts = [];
    for (const m of members) {
      if (m.kind === 'local') locals.push(m.bind);
      else if (m.kind === 'assert') asserts.push(m);
    }
    // Computed names are evaluated in the enclosing scope: object locals bind only in the bodies.
    for (const m of members) {
      if (m.kind !== 'field') continue;
      let name: string;
      if (m.name.kind === 'fixed') name = m.name.name;
      else {
        const n = this.eval(m.name.expr, env);
        if (n === null) continue;
        if (typeof n !== 'string') throw this.error(m.loc, 'field name was not a string.');
        name = n;
      }
      if (fields.has(name)) throw this.error(m.loc, `duplicate field name: "${name}"`);
      fields.set(name, {
        name,
        slot: fields.size,
        visibility: m.visibility,
        plus: m.plus,
        body: m.body,
        params: m.params,
        loc: m.loc,
      });
    }
    if (members.every((m) => m.kind !== 'field' || m.name.kind === 'fixed'))
      this.shapes.set(members, { fields, locals, asserts, shared: false });
    const obj = new JObject([{ fields, locals, asserts, env, evaluator: this, loc }]);
    obj.loc = loc;
    return obj;
  }

  /** The fields, locals and asserts of object literals without computed field names. */
  private readonly shapes = new WeakMap<Member[], Shape>();

  private objectComprehension(node: Extract<Node, { kind: 'objectComp' }>, env: Env): JObject {
    const fields = new Map<string, Field>();
    this.comprehension(node.specs, 0, env, node.loc, (e) => {
      const n = this.eval(node.key, e);
      if (n === null) return;
      if (typeof n !== 'string') throw this.error(node.loc, `field must be string, got: ${typeOf(n)}`);
      if (fields.has(n)) throw this.error(node.loc, `duplicate field name: "${n}"`);
      fields.set(n, {
        name: n,
        slot: fields.size,
        visibility: 'default',
        plus: node.plus,
        body: node.value,
        env: e,
        locals: node.locals,
        loc: node.loc,
      });
    });
    const obj = new JObject([{ fields, locals: [], asserts: [], env, evaluator: this, loc: node.loc }]);
    obj.loc = node.loc;
    return obj;
  }

  /** The environment of layer `i` of `obj`: self/super/$ and the layer's locals. */
  private layerEnv(obj: JObject, i: number, layer: Layer, base: Env): Env {
    const ctx: ObjectContext = { self: obj, layer: i, dollar: base.ctx?.dollar ?? obj };
    if (layer.locals.length === 0) return base.withContext(ctx);
    return this.bindLocals(layer.locals, base, ctx);
  }

  private cachedLayerEnv(obj: JObject, i: number): Env {
    obj.layerEnvs ??= new Array(obj.layers.length);
    const envs = obj.layerEnvs;
    let env = envs[i];
    if (!env) {
      const layer = obj.layers[i] as Layer;
      env = this.layerEnv(obj, i, layer, layer.env as Env);
      envs[i] = env;
    }
    return env;
  }

  evalField(obj: JObject, i: number, field: Field): Value {
    let env: Env;
    if (field.env) {
      // A comprehension field: its own loop variables, then the comprehension's locals.
      const ctx: ObjectContext = { self: obj, layer: i, dollar: field.env.ctx?.dollar ?? obj };
      env =
        field.locals && field.locals.length > 0
          ? this.bindLocals(field.locals, field.env, ctx)
          : field.env.withContext(ctx);
    } else {
      env = this.cachedLayerEnv(obj, i);
    }
    let v: Value;
    if (field.params) {
      v = new Func('anonymous', paramNames(field.params), field.params, field.body, env);
    } else {
      // Manifestation may have pushed this field's frame already.
      const framed = !this.fieldFramePushed;
      this.fieldFramePushed = false;
      if (framed) this.push(this.indexLoc ?? field.loc, '', FRAME_OBJECT, obj, this.indexEnv);
      v = this.eval(field.body as Node, env);
      // `+:` is `super.f + body` in libjsonnet: the chain below is resolved inside this frame.
      if (field.plus) v = this.plusSuper(obj, i, field, v);
      if (framed) this.pop();
      return v;
    }
    return field.plus ? this.plusSuper(obj, i, field, v) : v;
  }

  private plusSuper(obj: JObject, i: number, field: Field, v: Value): Value {
    const below = obj.find(field.name, i);
    if (below < 0) return v;
    // libjsonnet reports this lookup at the object literal the `+:` field is written in.
    const saved = this.indexLoc;
    const savedEnv = this.indexEnv;
    this.indexLoc = (obj.layers[i] as Layer).loc ?? field.loc;
    this.indexEnv = null;
    const base = obj.valueAt(below, field.name);
    this.indexLoc = saved;
    this.indexEnv = savedEnv;
    return this.plus(base, v, field.loc);
  }

  /** The asserts of the topmost layer first (libjsonnet reports `({assert a} + {assert b}).x` at b). */
  runAsserts(obj: JObject): void {
    for (let i = obj.layers.length - 1; i >= 0; i--) {
      const layer = obj.layers[i] as Layer;
      if (layer.asserts.length === 0) continue;
      const env = this.cachedLayerEnv(obj, i);
      for (const a of layer.asserts) {
        this.push(this.indexLoc, 'thunk <object_assert>');
        const c = this.eval(a.cond, env);
        if (c !== true) {
          // libjsonnet places the failure on the message, or on the condition when there is none.
          const loc = (a.message ?? a.cond).loc;
          if (typeof c !== 'boolean') throw this.error(loc, `condition must be boolean, got ${typeOf(c)}.`);
          if (!a.message) throw this.error(loc, 'Object assertion failed.');
          const m = this.eval(a.message, env);
          throw this.error(loc, typeof m === 'string' ? m : this.toString(m, loc));
        }
        this.pop();
      }
    }
  }

  /** A field of an object, as `o.f`: the error libjsonnet gives when there is none. */
  field(obj: JObject, name: string, loc: Loc | undefined): Value {
    const saved = this.indexLoc;
    const savedEnv = this.indexEnv;
    this.indexLoc = loc;
    this.indexEnv = this.callerEnv;
    this.callerEnv = null;
    const v = obj.get(name);
    this.indexLoc = saved;
    this.indexEnv = savedEnv;
    if (v === undefined) throw this.missingField(loc, obj, name);
    return v;
  }

  /** libjsonnet's error for a field `obj` lacks, with the closest field it has (hidden ones too). */
  missingField(loc: Loc | undefined, obj: JObject, name: string): RuntimeError {
    const err = this.error(loc, `field does not exist: ${name}`);
    err.hint = nearSuggestion(name, obj.fields(true));
    return err;
  }

  // ---- indexing -------------------------------------------------------------------------------

  index(target: Value, idx: Value, loc: Loc | undefined): Value {
    if (target instanceof JObject) {
      if (typeof idx !== 'string') throw this.error(loc, `object index must be string, got ${typeOf(idx)}.`);
      return this.field(target, idx, loc);
    }
    if (Array.isArray(target)) {
      if (typeof idx === 'string')
        throw this.error(loc, `attempted index an array with string "${escapeForMessage(idx)}".`);
      if (typeof idx !== 'number') throw this.error(loc, `array index must be number, got ${typeOf(idx)}.`);
      const i = Math.floor(idx);
      if (i < 0 || i >= target.length)
        throw this.error(loc, `array bounds error: ${formatG6(i)} not within [0, ${target.length})`);
      if (i !== idx) throw this.error(loc, `array index was not integer: ${formatG6(idx)}`);
      const t = target[i] as Thunk;
      return t.v !== undefined ? t.v : this.force(t, loc, 'thunk <array_element>');
    }
    if (typeof target === 'string') {
      if (typeof idx !== 'number')
        throw this.error(loc, `string index must be a number, got ${typeOf(idx)}.`);
      const cps = codePoints(target);
      const i = Math.floor(idx);
      if (i < 0 || i >= cps.length)
        throw this.error(loc, `string bounds error: ${formatG6(i)} not within [0, ${cps.length})`);
      return cps[i] as string;
    }
    throw this.error(loc, `can only index objects, strings, and arrays, got ${typeOf(target)}.`);
  }

  private slice(node: Extract<Node, { kind: 'slice' }>, env: Env): Value {
    const target = this.eval(node.target, env);
    const part = (n: Node | undefined, what: string): number | null => {
      if (!n) return null;
      const v = this.eval(n, env);
      if (v === null) return null;
      if (typeof v !== 'number') throw this.error(node.loc, `${what} must be a number, got ${typeOf(v)}`);
      return v;
    };
    const start = part(node.start, 'Slice start');
    const end = part(node.end, 'Slice end');
    const step = part(node.step, 'Slice step');
    return this.sliceValue(target, start, end, step, node.loc);
  }

  /**
   * std.slice as v0.20 defines it: defaults applied, then negative parts refused (v0.21 counts them
   * from the end), a zero step refused, and only strings (by code point) and arrays sliced.
   */
  sliceValue(
    target: Value,
    start: number | null,
    end: number | null,
    step: number | null,
    loc: Loc | undefined,
  ): Value {
    const isStr = typeof target === 'string';
    if (!isStr && !Array.isArray(target))
      throw this.error(loc, `std.slice accepts a string or an array, but got: ${typeOf(target)}`);
    const items: readonly unknown[] = isStr ? codePoints(target) : target;
    const len = items.length;
    const s = start ?? 0;
    const e = end ?? len;
    const st = step ?? 1;
    if (s < 0 || e < 0 || st < 0) {
      throw this.error(
        loc,
        `got [${formatNumber(s)}:${formatNumber(e)}:${formatNumber(st)}] but negative index, end, and steps are not supported`,
      );
    }
    if (step === 0) throw this.error(loc, `got ${formatNumber(step)} but step must be greater than 0`);
    const out: unknown[] = [];
    for (let i = s; i < e && i < len; i += st) out.push(items[i]);
    return isStr ? out.join('') : (out as Lazy[]);
  }

  // ---- calls ----------------------------------------------------------------------------------

  /** Named arguments of the last `args` call (null when there were none): saves an allocation. */
  private names: string[] | null = null;
  private named: Thunk[] | null = null;

  /** The positional arguments of a call, as thunks; the named ones land in `names`/`named`. */
  private args(args: Arg[], env: Env, strict: boolean): Thunk[] {
    if (args.length === 0) {
      this.names = null;
      this.named = null;
      // Shared: a call binds no parameter into it, and bindArgs copies it when defaults are needed.
      return NO_ARGS;
    }
    // Sized up front: every call makes this list, and one grown by `push` from empty gets room
    // for 17 thunks (the largest allocation of evaluation, in an allocation profile).
    let np = 0;
    for (let i = 0; i < args.length; i++) if ((args[i] as Arg).name === undefined) np++;
    const pos = new Array<Thunk>(np);
    np = 0;
    let names: string[] | null = null;
    let named: Thunk[] | null = null;
    for (let i = 0; i < args.length; i++) {
      const a = args[i] as Arg;
      const t = strict ? Thunk.of(this.eval(a.expr, env)) : this.thunk(a.expr, env);
      if (a.name === undefined) pos[np++] = t;
      else {
        if (!names || !named) {
          names = [];
          named = [];
        }
        names.push(a.name);
        named.push(t);
      }
    }
    this.names = names;
    this.named = named;
    return pos;
  }

  private bindArgs(
    fn: Func,
    pos: Thunk[],
    names: string[] | null,
    named: Thunk[] | null,
    loc: Loc | undefined,
  ): (Thunk | undefined)[] {
    const n = fn.paramNames.length;
    const np = pos.length;
    if (np > n) throw this.error(loc, `too many args, function has ${n} parameter(s)`);
    // The common call: every parameter given by position; `pos` is fresh (or the shared empty
    // list, for a function of no parameters) and can be kept.
    if (np === n && !names) return pos;
    const vals = new Array<Thunk | undefined>(n);
    for (let i = 0; i < n; i++) vals[i] = i < np ? pos[i] : undefined;
    if (names) {
      for (let j = 0; j < names.length; j++) {
        const idx = fn.paramNames.indexOf(names[j] as string);
        if (idx < 0) throw this.error(loc, `function has no parameter ${names[j]}`);
        if (vals[idx]) throw this.error(loc, `binding parameter a second time: ${names[j]}`);
        vals[idx] = (named as Thunk[])[j];
      }
    }
    return vals;
  }

  private bindClosure(
    fn: Func,
    pos: Thunk[],
    names: string[] | null,
    named: Thunk[] | null,
    loc: Loc | undefined,
  ): Env {
    const vals = this.bindArgs(fn, pos, names, named, loc);
    const fenv = fn.env as Env;
    const env = new Env(fenv, fn.paramNames as string[], vals as Thunk[], fenv.ctx);
    for (let i = 0; i < vals.length; i++) {
      if (vals[i]) continue;
      const p = (fn.params as readonly Param[])[i] as Param;
      if (!p.default) throw this.error(loc, `function parameter ${p.name} not bound in call.`);
      const def = p.default;
      vals[i] = Thunk.ast(this, def, env);
    }
    return env;
  }

  /**
   * `tailstrict` forces every argument, defaults included (libjsonnet, go-jsonnet): a default is
   * forced in the called function's frame, as a thunk named after its parameter.
   */
  private forceDefaults(fn: Func, env: Env, loc: Loc, callerEnv: Env): void {
    const vals = env.vals;
    let framed = false;
    for (let i = 0; i < vals.length; i++) {
      const t = vals[i] as Thunk;
      if (t.v !== undefined) continue;
      if (!framed) {
        this.push(loc, fn.name, FRAME_FUNCTION, fn, callerEnv);
        framed = true;
      }
      this.force(t, loc, fn.paramNames[i] as string, FRAME_THUNK);
    }
    if (framed) this.pop();
  }

  /** Calls a function with lazy arguments. */
  call(fn: Func, pos: Thunk[], names: string[] | null, named: Thunk[] | null, loc: Loc | undefined): Value {
    if (fn.builtin) {
      this.callerEnv = null;
      return this.callBuiltin(fn, pos, names, named, loc);
    }
    const env = this.bindClosure(fn, pos, names, named, loc);
    this.push(loc, fn.name, FRAME_FUNCTION, fn, this.callerEnv);
    this.callerEnv = null;
    const v = this.eval(fn.body as Node, env);
    this.pop();
    return v;
  }

  private callBuiltin(
    fn: Func,
    pos: Thunk[],
    names: string[] | null,
    named: Thunk[] | null,
    loc: Loc | undefined,
  ): Value {
    const vals = this.bindArgs(fn, pos, names, named, loc);
    const args: Value[] = new Array(vals.length);
    for (let i = 0; i < vals.length; i++) {
      const t = vals[i];
      if (t === undefined) {
        const d = fn.defaults?.[i];
        if (d === undefined)
          throw this.error(loc, `function parameter ${fn.paramNames[i]} not bound in call.`);
        args[i] = fn.lazyArgs ? (Thunk.of(d) as unknown as Value) : d;
      } else {
        args[i] = fn.lazyArgs ? (t as unknown as Value) : t.v !== undefined ? t.v : this.force(t, loc, '');
      }
    }
    // libjsonnet's builtins run in their caller's frame: an error in one points at the call.
    return (fn.builtin as BuiltinFn)(args, loc);
  }

  /** Calls a function with values (for std's higher-order functions). */
  apply(fn: Value, args: Value[], loc: Loc | undefined): Value {
    if (!(fn instanceof Func)) throw this.error(loc, `only functions can be called, got ${typeOf(fn)}`);
    const pos = new Array<Thunk>(args.length);
    for (let i = 0; i < args.length; i++) pos[i] = Thunk.of(args[i] as Value);
    return this.call(fn, pos, null, null, loc);
  }

  // ---- operators ------------------------------------------------------------------------------

  private binary(op: string, left: Node, right: Node, env: Env, loc: Loc): Value {
    const l = this.eval(left, env);
    if (op === '&&' && l === false) return false;
    if (op === '||' && l === true) return true;
    const r = this.eval(right, env);
    if (typeof l === 'number' && typeof r === 'number') {
      // The hot path: arithmetic and comparison of numbers.
      switch (op) {
        case '+':
          return this.checkNumber(l + r, loc);
        case '-':
          return this.checkNumber(l - r, loc);
        case '*':
          return this.checkNumber(l * r, loc);
        case '<':
          return l < r;
        case '<=':
          return l <= r;
        case '>':
          return l > r;
        case '>=':
          return l >= r;
        case '==':
          return l === r;
        case '!=':
          return l !== r;
      }
    }
    switch (op) {
      case '+':
        return this.plus(l, r, loc);
      case '==':
        return this.equals(l, r, loc);
      case '!=':
        return !this.equals(l, r, loc);
      case 'in':
        if (typeof l !== 'string')
          throw this.error(
            loc,
            `the left hand side of the 'in' operator should be a string,  got ${typeOf(l)}`,
          );
        if (!(r instanceof JObject))
          throw this.error(
            loc,
            `the right hand side of the 'in' operator should be an object, got ${typeOf(r)}`,
          );
        return r.has(l);
      case '%':
        if (typeof l === 'number' && typeof r === 'number') return this.modulo(l, r, loc);
        if (typeof l === 'string') return this.format(l, r, loc);
        throw this.error(loc, `Operator % cannot be used on types ${typeOf(l)} and ${typeOf(r)}.`);
    }
    const tl = typeOf(l);
    const tr = typeOf(r);
    if (tl !== tr)
      throw this.error(loc, `binary operator ${op} requires matching types, got ${tl} and ${tr}.`);
    if (op === '<' || op === '<=' || op === '>' || op === '>=') {
      if (tl !== 'number' && tl !== 'string' && tl !== 'array')
        throw this.error(loc, `binary operator ${op} does not operate on ${pluralType(tl)}.`);
      const c = this.compare(l, r, loc);
      return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
    }
    if (tl === 'boolean') {
      if (op === '&&') return (l as boolean) && (r as boolean);
      if (op === '||') return (l as boolean) || (r as boolean);
    }
    if (tl !== 'number')
      throw this.error(loc, `binary operator ${op} does not operate on ${pluralType(tl)}.`);
    const a = l as number;
    const b = r as number;
    switch (op) {
      case '*':
        return this.checkNumber(a * b, loc);
      case '/':
        if (b === 0) throw this.error(loc, 'division by zero.');
        return this.checkNumber(a / b, loc);
      case '-':
        return this.checkNumber(a - b, loc);
      case '<<':
      case '>>':
      case '&':
      case '^':
      case '|':
        return this.bitwise(op, a, b, loc);
    }
    throw this.error(loc, `binary operator ${op} does not operate on numbers.`);
  }

  checkNumber(v: number, loc: Loc | undefined): number {
    if (Number.isFinite(v)) return v;
    throw this.error(loc, Number.isNaN(v) ? 'not a number' : 'overflow');
  }

  modulo(a: number, b: number, loc: Loc | undefined): number {
    if (b === 0) throw this.error(loc, 'division by zero.');
    return this.checkNumber(a % b, loc);
  }

  private bitwise(op: string, a: number, b: number, loc: Loc): number {
    if ((op === '<<' || op === '>>') && b < 0) throw this.error(loc, 'shift by negative exponent.');
    // Jsonnet converts to int64 (truncating), but only numbers a double holds exactly: past 2^53
    // the bits are not the program's (libjsonnet's safeDoubleToInt64). BigInt keeps 64 bits exact.
    const x = BigInt(this.safeInteger(a, loc));
    const y = BigInt(this.safeInteger(b, loc));
    let r: bigint;
    switch (op) {
      case '<<': {
        const s = y % 64n;
        // libjsonnet refuses a shift that would move a set bit into the sign bit.
        if (s >= 1n && (x < 0n ? -x : x) >= 1n << (63n - s)) throw this.error(loc, BITWISE_RANGE);
        r = BigInt.asIntN(64, x << s);
        break;
      }
      case '>>':
        r = x >> (y % 64n);
        break;
      case '&':
        r = x & y;
        break;
      case '^':
        r = x ^ y;
        break;
      default:
        r = x | y;
    }
    return Number(r);
  }

  private safeInteger(v: number, loc: Loc): number {
    if (v < -MAX_SAFE || v > MAX_SAFE) throw this.error(loc, BITWISE_RANGE);
    return Math.trunc(v);
  }

  plus(l: Value, r: Value, loc: Loc | undefined): Value {
    if (typeof l === 'number' && typeof r === 'number') return this.checkNumber(l + r, loc);
    if (typeof l === 'string' || typeof r === 'string') {
      return (
        (typeof l === 'string' ? l : this.toString(l, loc)) +
        (typeof r === 'string' ? r : this.toString(r, loc))
      );
    }
    if (l instanceof JObject && r instanceof JObject) return new JObject(joinLayers(l.layers, r.layers));
    if (Array.isArray(l) && Array.isArray(r)) return l.concat(r);
    const tl = typeOf(l);
    const tr = typeOf(r);
    if (tl !== tr) throw this.error(loc, `binary operator + requires matching types, got ${tl} and ${tr}.`);
    throw this.error(loc, `binary operator + does not operate on ${pluralType(tl)}.`);
  }

  private unary(op: string, v: Value, loc: Loc): Value {
    switch (op) {
      case '!':
        if (typeof v === 'boolean') return !v;
        break;
      case '-':
        if (typeof v === 'number') return -v;
        break;
      case '+':
        if (typeof v === 'number') return v;
        break;
      case '~':
        if (typeof v === 'number') return Number(~BigInt.asIntN(64, BigInt(Math.trunc(v))));
        break;
    }
    if (typeof v === 'boolean' || typeof v === 'number')
      throw this.error(loc, `unary operator ${op} does not operate on ${pluralType(typeOf(v))}.`);
    throw this.error(loc, `unary operator ${op} does not operate on type ${typeOf(v)}`);
  }

  /** std.equals: structural, over visible fields; functions cannot be compared. */
  equals(a: Value, b: Value, loc: Loc | undefined): boolean {
    // Native loops over a pull request's values count steps too, so the deadline reaches them.
    this.tick();
    if (a === b) {
      if (a instanceof Func) throw this.error(loc, 'cannot test equality of functions');
      return true;
    }
    const ta = typeOf(a);
    if (ta !== typeOf(b)) return false;
    if (Array.isArray(a)) {
      const bb = b as Lazy[];
      if (a.length !== bb.length) return false;
      for (let i = 0; i < a.length; i++) {
        if (!this.equals(this.force(a[i] as Thunk, loc, ''), this.force(bb[i] as Thunk, loc, ''), loc))
          return false;
      }
      return true;
    }
    if (a instanceof JObject) {
      const bo = b as JObject;
      // The same constant evaluated twice (a folded literal in a function called twice).
      if (a.plain !== undefined && a.plain === bo.plain) return true;
      const fa = a.fields(false);
      const fb = bo.fields(false);
      if (fa.length !== fb.length) return false;
      for (let i = 0; i < fa.length; i++) if (fa[i] !== fb[i]) return false;
      for (const f of fa) if (!this.equals(this.field(a, f, loc), this.field(bo, f, loc), loc)) return false;
      return true;
    }
    if (a instanceof Func) throw this.error(loc, 'cannot test equality of functions');
    return false;
  }

  /** Ordering for <, std.sort: numbers, strings (by code point), arrays (lexicographic). */
  compare(a: Value, b: Value, loc: Loc | undefined): number {
    this.tick();
    if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
    if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
    const ta = typeOf(a);
    const tb = typeOf(b);
    if (ta !== tb) throw this.error(loc, `binary operator < requires matching types, got ${ta} and ${tb}.`);
    if (Array.isArray(a)) {
      const bb = b as Lazy[];
      const n = Math.min(a.length, bb.length);
      for (let i = 0; i < n; i++) {
        const c = this.compare(this.force(a[i] as Thunk, loc, ''), this.force(bb[i] as Thunk, loc, ''), loc);
        if (c !== 0) return c;
      }
      return a.length - bb.length;
    }
    throw this.error(loc, `binary operator < does not operate on ${pluralType(ta)}.`);
  }

  // ---- conversions ----------------------------------------------------------------------------

  /** std.toString: strings as they are, everything else as single-line JSON. */
  toString(v: Value, loc: Loc | undefined): string {
    if (typeof v === 'string') return v;
    return this.manifestCompact(v, loc);
  }

  /** libjsonnet's single-line JSON (`{"a": 1, "b": [1, 2]}`), used by toString and error. */
  manifestCompact(v: Value, loc: Loc | undefined): string {
    this.tick();
    if (v === null) return 'null';
    if (v === true) return 'true';
    if (v === false) return 'false';
    if (typeof v === 'number') return formatNumber(v);
    if (typeof v === 'string') return quoteString(v);
    if (Array.isArray(v)) {
      if (v.length === 0) return '[ ]';
      return `[${v.map((t) => this.manifestCompact(this.force(t, loc, ''), loc)).join(', ')}]`;
    }
    if (v instanceof JObject) {
      this.checkAssertsAt(v, loc);
      const fields = v.fields(false);
      if (fields.length === 0) return '{ }';
      return `{${fields.map((f) => `${quoteString(f)}: ${this.manifestCompact(this.field(v, f, loc), loc)}`).join(', ')}}`;
    }
    throw this.error(loc, "couldn't manifest function in JSON output.");
  }

  /** The object's asserts, run once, before its first field is read (libjsonnet's order). */
  checkAssertsAt(v: JObject, loc: Loc | undefined): void {
    if (v.asserted) return;
    const saved = this.indexLoc;
    this.indexLoc = loc;
    v.checkAsserts();
    this.indexLoc = saved;
  }

  /**
   * The value as plain JSON data (objects' visible fields), for manifestation and std helpers.
   * Objects have no prototype unless `asJson`: then they are ordinary objects, as JSON.parse
   * makes them (a `__proto__` field an own property), so callers get the data without printing
   * and parsing it again. A constant's data is ordinary objects either way, and frozen: callers
   * read own keys only (Object.hasOwn, sortedKeys) and never change the data.
   */
  toPlain(v: Value, loc: Loc | undefined, asJson = false): unknown {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) {
      const out = new Array<unknown>(v.length);
      for (let i = 0; i < v.length; i++) {
        const e = this.manifestElement(v[i] as Thunk, loc);
        out[i] = this.toPlain(e, nestedLoc(e, loc), asJson);
        this.pop();
      }
      return out;
    }
    if (v instanceof JObject) {
      const data = this.constantData(v);
      if (data === TOO_DEEP) return this.withoutCopy(() => this.toPlain(v, loc, asJson));
      if (data !== undefined) return data;
      const out: Record<string, unknown> = asJson ? {} : Object.create(null);
      for (const f of this.manifestFields(v, loc)) {
        const child = this.manifestField(v, f, loc);
        setField(out, f, this.toPlain(child, nestedLoc(child, loc), asJson));
        this.pop();
      }
      return out;
    }
    throw this.manifestFunctionError(loc);
  }

  // ---- manifestation, one step at a time (toPlain above, manifest-values.ts) ------------------

  /** An array element, forced inside its own frame as libjsonnet manifests it: the caller pops it. */
  manifestElement(t: Thunk, loc: Loc | undefined): Value {
    this.push(loc, 'array_element', FRAME_THUNK);
    return t.v !== undefined ? t.v : t.force();
  }

  /** The object's asserts run, then its visible field names in manifestation order. */
  manifestFields(v: JObject, loc: Loc | undefined): readonly string[] {
    this.checkAssertsAt(v, loc);
    return v.fields(false);
  }

  /**
   * A field's value, evaluated inside the frame libjsonnet keeps while it manifests the value: the
   * caller pops it when done.
   */
  manifestField(v: JObject, name: string, loc: Loc | undefined): Value {
    this.push(loc, 'object <anonymous>');
    this.fieldFramePushed = true;
    const child = this.field(v, name, loc);
    this.fieldFramePushed = false;
    return child;
  }

  /**
   * An untouched constant's data, handed out whole (constants.ts sharedPlain); undefined when `v`
   * is not one; TOO_DEEP when manifesting it would run out of frames: then it is walked field by
   * field to the error (withoutCopy), its parts never copied (each attempt would copy what it
   * reaches again).
   */
  constantData(v: JObject): unknown {
    if (v.plain === undefined || this.noCopy) return undefined;
    this.tick();
    return sharedPlain(v.plain, this.frameLimit - this.top);
  }

  /** Runs `walk` with constants walked field by field (see constantData). */
  withoutCopy<T>(walk: () => T): T {
    this.noCopy = true;
    try {
      return walk();
    } finally {
      this.noCopy = false;
    }
  }

  manifestFunctionError(loc: Loc | undefined): RuntimeError {
    return this.error(loc, "couldn't manifest function in JSON output.");
  }

  /** Plain JSON data as a value. */
  fromPlain(x: unknown): Value {
    this.tick();
    if (x === null || x === undefined) return null;
    if (typeof x === 'boolean' || typeof x === 'number' || typeof x === 'string') return x;
    if (Array.isArray(x)) return x.map((e) => Thunk.of(this.fromPlain(e)));
    if (x instanceof JObject || x instanceof Func) return x;
    if (typeof x === 'object')
      return objectOf(Object.entries(x as Record<string, unknown>).map(([k, e]) => [k, this.fromPlain(e)]));
    return null;
  }

  // ---- std hooks resolved late (std/index.ts installs them) -----------------------------------

  format(fmt: string, args: Value, loc: Loc | undefined): Value {
    const f = this.std.get('format');
    if (!(f instanceof Func)) throw this.error(loc, 'std.format is not available');
    return this.apply(f, [fmt, args], loc);
  }

  // ---- imports --------------------------------------------------------------------------------

  private importValue(path: string, loc: Loc): Value {
    // An import expression evaluated again (in a function body, say) names the same file.
    let t = this.importAt.get(loc);
    if (t !== undefined) return t.v !== undefined ? t.v : this.force(t, loc, 'thunk <import>');
    const { found, text } = this.resolveImport('import', path, loc);
    t = this.importCache.get(found);
    if (!t) {
      // A thunk per file, as libjsonnet: a file importing itself recurses until the stack limit.
      const node = this.opts.parse(text, found);
      t = new Thunk(() => this.evalFile(node, found));
      this.importCache.set(found, t);
    }
    this.importAt.set(loc, t);
    return this.force(t, loc, 'thunk <import>');
  }

  private importRaw(kind: 'importstr' | 'importbin', path: string, loc: Loc): Value {
    const { text, bytes } = this.resolveImport(kind, path, loc);
    if (kind === 'importstr') return text;
    const b = bytes ?? new TextEncoder().encode(text);
    return Array.from(b, (x) => Thunk.of(x));
  }

  private resolveImport(
    kind: ImportKind,
    path: string,
    loc: Loc,
  ): { found: string; text: string; bytes?: Uint8Array } {
    try {
      return this.opts.importer(kind, path, loc.file);
    } catch (e) {
      throw this.error(loc, e instanceof Error ? e.message : String(e));
    }
  }
}

/** The layers of `a + b` (sized once: concat and spread cost more on these short arrays). */
function joinLayers(a: readonly Layer[], b: readonly Layer[]): Layer[] {
  const n = a.length;
  const out = new Array<Layer>(n + b.length);
  for (let i = 0; i < n; i++) out[i] = a[i] as Layer;
  for (let i = 0; i < b.length; i++) out[n + i] = b[i] as Layer;
  return out;
}

/** The names of a function's parameters, computed once per function in the source (not per closure). */
const paramNamesOf = new WeakMap<readonly Param[], readonly string[]>();
function paramNames(params: readonly Param[]): readonly string[] {
  let names = paramNamesOf.get(params);
  if (names === undefined) {
    names = params.map((p) => p.name);
    paramNamesOf.set(params, names);
  }
  return names;
}

/** The names a `local` binds, computed once per `local` in the source (environments share them). */
const bindNamesOf = new WeakMap<readonly Bind[], string[]>();
function bindNames(binds: readonly Bind[]): string[] {
  let names = bindNamesOf.get(binds);
  if (names === undefined) {
    names = binds.map((b) => b.name);
    bindNamesOf.set(binds, names);
  }
  return names;
}

/** Where a nested object's fields are evaluated from while manifesting: where it was written. */
export function nestedLoc(v: Value, loc: Loc | undefined): Loc | undefined {
  return v instanceof JObject && v.loc ? v.loc : loc;
}

function pluralType(t: string): string {
  switch (t) {
    case 'null':
      return 'null';
    case 'function':
      return 'functions';
    default:
      return `${t}s`;
  }
}

/** The code points of a string (Jsonnet indexes strings by code point). */
export function codePoints(s: string): string[] {
  // Fast path: no surrogates means one code unit per code point.
  if (!/[\uD800-\uDFFF]/.test(s)) return s.split('');
  return Array.from(s);
}

/** JSON string quoting as libjsonnet does it (control characters and DEL..0x9F as \u00XX). */
export function quoteString(s: string): string {
  return `"${escapeForMessage(s)}"`;
}

export function escapeForMessage(s: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  if (!/["\\\u0000-\u001f\u007f-\u009f]/.test(s)) return s;
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    switch (ch) {
      case '"':
        out += '\\"';
        break;
      case '\\':
        out += '\\\\';
        break;
      case '\b':
        out += '\\b';
        break;
      case '\f':
        out += '\\f';
        break;
      case '\n':
        out += '\\n';
        break;
      case '\r':
        out += '\\r';
        break;
      case '\t':
        out += '\\t';
        break;
      default:
        if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) out += `\\u${c.toString(16).padStart(4, '0')}`;
        else out += ch;
    }
  }
  return out;
}
