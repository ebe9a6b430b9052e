/**
 * The static checks libjsonnet 0.20 runs after parsing, with its wording, positions and order
 * (its desugarer's `$` check first, then its static analysis over the desugared tree, whose
 * traversal order we follow): unknown variables (`std` is always bound), `self`/`super` outside
 * an object, duplicate function parameters. Duplicate local binds and duplicate field names are
 * parse errors in libjsonnet and are reported by the parser.
 */
import {
  type Bind,
  type CompSpec,
  JsonnetSyntaxError,
  type Loc,
  type Member,
  type Node,
  type Param,
} from './ast';

/** libjsonnet reports an unbound `$` in an array comprehension outside any object without a place. */
const NOWHERE = (file: string): Loc => ({ file, begin: { line: 0, column: 0 }, end: { line: 0, column: 0 } });

/** `dollars`: false when the parser met no `$`, so the tree has none to check. */
export function checkStatic(node: Node, dollars = true): void {
  if (dollars) checkDollar(node, 0);
  new Analysis().expr(node, false, false);
}

/** The desugarer's check: `$` where no object encloses it (array comprehension bodies count as one). */
function checkDollar(n: Node, level: number): void {
  switch (n.kind) {
    case 'dollar':
      if (level === 0) throw new JsonnetSyntaxError('No top-level object found.', n.loc);
      return;
    case 'object':
      for (const m of n.members) {
        if (m.kind === 'field' && m.name.kind === 'computed') checkDollar(m.name.expr, level);
      }
      // Object locals only exist inside the fields and asserts they are copied into.
      if (n.members.every((m) => m.kind === 'local')) return;
      for (const m of n.members) {
        if (m.kind === 'field') {
          for (const p of m.params ?? []) if (p.default) checkDollar(p.default, level + 1);
          checkDollar(m.body, level + 1);
        } else if (m.kind === 'assert') {
          checkDollar(m.cond, level + 1);
          if (m.message) checkDollar(m.message, level + 1);
        } else checkBindDollar(m.bind, level + 1);
      }
      return;
    case 'objectComp':
      for (const s of n.specs) checkDollar(s.kind === 'for' ? s.expr : s.cond, level);
      checkDollar(n.key, level + 1);
      for (const b of n.locals) checkBindDollar(b, level + 1);
      checkDollar(n.value, level + 1);
      return;
    case 'arrayComp':
      for (const s of n.specs) checkDollar(s.kind === 'for' ? s.expr : s.cond, level);
      checkDollar(n.body, level + 1);
      return;
    case 'apply':
      // The commonest inner nodes, without the array `children` would make.
      checkDollar(n.target, level);
      for (const a of n.args) checkDollar(a.expr, level);
      return;
    case 'binary':
      checkDollar(n.left, level);
      checkDollar(n.right, level);
      return;
    case 'index':
      checkDollar(n.target, level);
      checkDollar(n.index, level);
      return;
    default:
      for (const c of children(n)) checkDollar(c, level);
  }
}

function checkBindDollar(b: Bind, level: number): void {
  for (const p of b.params ?? []) if (p.default) checkDollar(p.default, level);
  checkDollar(b.body, level);
}

/** The sub-expressions of the nodes whose checks are uniform, in libjsonnet's order. */
function children(n: Node): Node[] {
  switch (n.kind) {
    case 'array':
      return n.elements;
    case 'index':
      return [n.target, n.index];
    case 'slice':
      return [n.target, ...[n.start, n.end, n.step].filter((x): x is Node => x !== undefined)];
    case 'superIndex':
      return [n.index];
    case 'inSuper':
    case 'unary':
    case 'error':
    case 'parens':
      return [n.expr];
    case 'apply':
      return [n.target, ...n.args.map((a) => a.expr)];
    case 'applyBrace':
      return [n.left, n.right];
    case 'binary':
      return [n.left, n.right];
    case 'conditional':
      return n.else ? [n.cond, n.then, n.else] : [n.cond, n.then];
    case 'function':
      return [n.body, ...defaults(n.params)];
    case 'local':
      return [...n.binds.flatMap((b) => [...defaults(b.params ?? []), b.body]), n.body];
    case 'assert':
      return n.message ? [n.cond, n.message, n.rest] : [n.cond, n.rest];
    default:
      return NONE;
  }
}

const NONE: Node[] = [];

function defaults(params: Param[]): Node[] {
  return params.flatMap((p) => (p.default ? [p.default] : []));
}

class Analysis {
  /** Bound names, with how many enclosing binders bind each. */
  private readonly vars = new Map<string, number>([['std', 1]]);

  private bind(names: readonly string[]): void {
    for (const v of names) this.vars.set(v, (this.vars.get(v) ?? 0) + 1);
  }

  private unbind(names: readonly string[]): void {
    for (const v of names) this.vars.set(v, (this.vars.get(v) ?? 1) - 1);
  }

  /** `dollar`: inside an object, where the desugarer binds `$`. */
  expr(n: Node, inObject: boolean, dollar: boolean): void {
    switch (n.kind) {
      case 'var':
        if (!this.vars.get(n.name)) throw new JsonnetSyntaxError(`Unknown variable: ${n.name}`, n.loc);
        return;
      case 'dollar':
        if (!dollar) throw new JsonnetSyntaxError('Unknown variable: $', NOWHERE(n.loc.file));
        return;
      case 'self':
        if (!inObject) throw new JsonnetSyntaxError("Can't use self outside of an object.", n.loc);
        return;
      case 'superIndex':
      case 'inSuper':
        if (!inObject) throw new JsonnetSyntaxError("Can't use super outside of an object.", n.loc);
        break;
      case 'function':
        this.func(n.params, n.body, n.loc, inObject, dollar);
        return;
      case 'local':
        this.bind(n.binds.map((b) => b.name));
        for (const b of n.binds) this.bindBody(b, n.loc, inObject, dollar);
        this.expr(n.body, inObject, dollar);
        this.unbind(n.binds.map((b) => b.name));
        return;
      case 'object':
        this.object(n.members, inObject, dollar);
        return;
      case 'objectComp':
        this.objectComp(n, inObject, dollar);
        return;
      case 'arrayComp':
        this.specs(n.specs, 0, inObject, dollar, () => this.expr(n.body, inObject, dollar));
        return;
      case 'apply':
        this.expr(n.target, inObject, dollar);
        for (const a of n.args) this.expr(a.expr, inObject, dollar);
        return;
      case 'binary':
        this.expr(n.left, inObject, dollar);
        this.expr(n.right, inObject, dollar);
        return;
      case 'index':
        this.expr(n.target, inObject, dollar);
        this.expr(n.index, inObject, dollar);
        return;
    }
    for (const c of children(n)) this.expr(c, inObject, dollar);
  }

  /** `local f(x) = ...` is a function placed at `at` (the local, or the object local's body). */
  private bindBody(b: Bind, at: Loc, inObject: boolean, dollar: boolean): void {
    if (b.params) this.func(b.params, b.body, at, inObject, dollar);
    else this.expr(b.body, inObject, dollar);
  }

  private func(params: Param[], body: Node, loc: Loc, inObject: boolean, dollar: boolean): void {
    const names = params.map((p) => p.name);
    const seen = new Set<string>();
    for (const p of names) {
      if (seen.has(p)) throw new JsonnetSyntaxError(`Duplicate function parameter: ${p}`, loc);
      seen.add(p);
    }
    this.bind(names);
    this.expr(body, inObject, dollar);
    for (const d of defaults(params)) this.expr(d, inObject, dollar);
    this.unbind(names);
  }

  private object(members: Member[], inObject: boolean, dollar: boolean): void {
    if (!members.some((m) => m.kind === 'local')) {
      // No object locals (most objects): the same walk without binding them around each member.
      for (const m of members) {
        if (m.kind !== 'field') continue;
        if (m.name.kind === 'computed') this.expr(m.name.expr, inObject, dollar);
        if (m.params) this.func(m.params, m.body, m.body.loc, true, true);
        else this.expr(m.body, true, true);
      }
      for (const m of members) {
        if (m.kind !== 'assert') continue;
        this.expr(m.cond, true, true);
        if (m.message) this.expr(m.message, true, true);
      }
      return;
    }
    const binds = members.flatMap((m) => (m.kind === 'local' ? [m.bind] : []));
    const names = binds.map((b) => b.name);
    // libjsonnet copies the object's locals into every field and assert; checking them once, at
    // the first, finds the same first error.
    let localsDone = false;
    const withLocals = (check: () => void) => {
      this.bind(names);
      if (!localsDone) {
        for (const b of binds) this.bindBody(b, b.body.loc, true, true);
        localsDone = true;
      }
      check();
      this.unbind(names);
    };
    for (const m of members) {
      if (m.kind !== 'field') continue;
      if (m.name.kind === 'computed') this.expr(m.name.expr, inObject, dollar);
      withLocals(() => {
        if (m.params) this.func(m.params, m.body, m.body.loc, true, true);
        else this.expr(m.body, true, true);
      });
    }
    for (const m of members) {
      if (m.kind !== 'assert') continue;
      withLocals(() => {
        this.expr(m.cond, true, true);
        if (m.message) this.expr(m.message, true, true);
      });
    }
  }

  private objectComp(n: Extract<Node, { kind: 'objectComp' }>, inObject: boolean, dollar: boolean): void {
    const forVars = n.specs.flatMap((s) => (s.kind === 'for' ? [s.variable] : []));
    const names = n.locals.map((b) => b.name);
    // The value first (with the loop variables and the locals), then the specs and the key.
    this.bind(forVars);
    this.bind(names);
    for (const b of n.locals) this.bindBody(b, b.body.loc, true, true);
    this.expr(n.value, true, true);
    this.unbind(names);
    this.unbind(forVars);
    this.specs(n.specs, 0, inObject, dollar, () => this.expr(n.key, inObject, dollar));
  }

  private specs(specs: CompSpec[], i: number, inObject: boolean, dollar: boolean, body: () => void): void {
    const s = specs[i];
    if (!s) {
      body();
      return;
    }
    if (s.kind === 'if') {
      this.expr(s.cond, inObject, dollar);
      this.specs(specs, i + 1, inObject, dollar, body);
      return;
    }
    this.expr(s.expr, inObject, dollar);
    this.bind([s.variable]);
    this.specs(specs, i + 1, inObject, dollar, body);
    this.unbind([s.variable]);
  }
}
