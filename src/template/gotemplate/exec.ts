import { SyncDeadlineError } from '../../model/sync-deadline';
import { compareUtf8 } from '../../model/values';
import { builtins } from './builtins';
import { formatValue } from './fmt';
import { checkListLength, checkStringLength, type ExecMeter } from './limits';
import {
  type ArgNode,
  argString,
  type BranchNode,
  type CommandNode,
  type ListNode,
  type Node,
  type PipeNode,
} from './parse';
import { type GoFunc, GoInt, type GoValue, goTypeName, isGoMap, isTrue } from './value';
import { callNeedsWatch, largeMap, smallArgs, stepWithin } from './watch';

export type MissingKey = 'default' | 'zero' | 'error';

/** An execution error, worded as Go's: `template: name:line:col: executing "name" at <node>: message`. */
export class TemplateExecError extends Error {
  override name = 'TemplateExecError';
  /** rigging's did-you-mean (or empty), of an included template's parse error: not Go's wording. */
  constructor(
    message: string,
    readonly hint = '',
  ) {
    super(message);
  }
}

/** Thrown by break and continue, caught by the enclosing range. */
class LoopSignal {
  constructor(readonly kind: 'break' | 'continue') {}
}

export interface ExecContext {
  templates: ReadonlyMap<string, ListNode>;
  /** Template name -> its source text, for the line and column of errors. */
  texts: ReadonlyMap<string, { parseName: string; text: string }>;
  /** The function map's function of a name (builtins aside). */
  funcs: (name: string) => GoFunc | undefined;
  missingKey: MissingKey;
  /** Steps, output and deadline, shared with the templates this one includes. */
  meter: ExecMeter;
}

const MAX_EXEC_DEPTH = 100000;

/** Executes one template; returns the text. */
export function execute(ctx: ExecContext, name: string, data: GoValue): string {
  const tree = ctx.templates.get(name);
  if (!tree)
    throw new TemplateExecError(
      `template: no template ${JSON.stringify(name)} associated with template ${JSON.stringify(name)}`,
    );
  // Execute(w, nil): reflect.ValueOf(nil) is no value, not a nil interface.
  const dot = data === null ? undefined : data;
  const state = new State(ctx, name, dot);
  try {
    state.walkList(dot, tree);
  } catch (err) {
    // Go allows 100000 nested templates; V8's stack may run out before that. Either way it is the
    // template's recursion, reported where it happened, not a crash.
    if (err instanceof RangeError && /call stack/i.test(err.message)) state.overflowed();
    throw err;
  }
  return state.out.join('');
}

interface Variable {
  name: string;
  value: GoValue;
  /** Taken straight out of a list or map by range, so Go's static type is interface {}. */
  boxed?: boolean;
}

class State {
  out: string[] = [];
  private vars: Variable[];
  private depth = 0;
  private node: { pos: number } | undefined;
  private nodeText: string | ArgNode | CommandNode | PipeNode = '';
  /**
   * Whether dot is an element of a list or map being ranged over: Go's reflect.Value then has
   * the static type interface {}, which its field errors name. A pipeline's result is unwrapped
   * to its dynamic type, so with and template set dot unboxed.
   */
  private dotBoxed = false;

  constructor(
    private readonly ctx: ExecContext,
    private tmpl: string,
    data: GoValue,
  ) {
    this.vars = [{ name: '$', value: data }];
  }

  walkList(dot: GoValue, list: ListNode): void {
    for (const n of list.nodes) this.walk(dot, n);
  }

  private walk(dot: GoValue, node: Node): void {
    this.step(node);
    switch (node.kind) {
      case 'text':
        this.write(node.text);
        return;
      case 'action': {
        this.at(node, node.pipe);
        const value = this.evalPipeline(dot, node.pipe);
        if (node.pipe.decl.length === 0) this.printValue(node, value);
        return;
      }
      case 'if':
      case 'with': {
        const mark = this.vars.length;
        const value = this.evalPipeline(dot, node.pipe);
        if (isTrue(value)) {
          if (node.kind === 'with') this.walkUnboxed(value, node.list);
          else this.walkList(dot, node.list);
        } else if (node.elseList) {
          this.walkList(dot, node.elseList);
        }
        this.vars.length = mark;
        return;
      }
      case 'range':
        this.walkRange(dot, node);
        return;
      case 'template':
        this.walkTemplate(dot, node);
        return;
      case 'break':
      case 'continue':
        throw new LoopSignal(node.kind);
      case 'list':
        this.walkList(dot, node);
        return;
    }
  }

  private walkUnboxed(dot: GoValue, list: ListNode): void {
    const boxed = this.dotBoxed;
    this.dotBoxed = false;
    try {
      this.walkList(dot, list);
    } finally {
      this.dotBoxed = boxed;
    }
  }

  private walkRange(dot: GoValue, node: BranchNode): void {
    this.at(node, node.pipe);
    const outer = this.vars.length;
    const decl = node.pipe.decl.map((d) => d.ident[0] as string);
    // The pipeline is evaluated without its declarations: they take the index and each element.
    const value = this.evalPipeline(dot, { ...node.pipe, decl: [] });
    if (!node.pipe.isAssign) for (const name of decl) this.vars.push({ name, value: null });
    const mark = this.vars.length;
    const v = value;
    const boxed = Array.isArray(v) || isGoMap(v);
    const outerBoxed = this.dotBoxed;
    const one = (index: GoValue, elem: GoValue): boolean => {
      if (decl.length === 1) this.setVar(decl[0] as string, elem, boxed);
      if (decl.length === 2) {
        this.setVar(decl[0] as string, index);
        this.setVar(decl[1] as string, elem, boxed);
      }
      this.step(node);
      this.dotBoxed = boxed;
      try {
        this.walkList(elem, node.list);
      } catch (err) {
        if (!(err instanceof LoopSignal)) throw err;
        if (err.kind === 'break') return false;
      } finally {
        this.vars.length = mark;
        this.dotBoxed = outerBoxed;
      }
      return true;
    };
    let ran = false;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        ran = true;
        if (!one(BigInt(i), v[i])) break;
      }
    } else if (isGoMap(v)) {
      // Go ranges over a map in key order: sorting a huge map's keys is one long step.
      const keys = this.within(largeMap(v), () => Object.keys(v).sort(compareUtf8));
      for (const key of keys) {
        ran = true;
        if (!one(key, v[key])) break;
      }
    } else if (typeof v === 'bigint' || v instanceof GoInt) {
      if (decl.length > 1) this.errorf(`can't use ${formatValue(v)} to iterate over more than one variable`);
      // Go 1.22+ ranges over an integer; reflect's Seq gives values of the integer's own type.
      const n = typeof v === 'bigint' ? v : v.value;
      const of = typeof v === 'bigint' ? (i: bigint) => i : (i: bigint) => new GoInt(v.type, i);
      for (let i = 0n; i < n; i++) {
        ran = true;
        const e = of(i);
        if (!one(e, e)) break;
      }
    } else if (v !== undefined && v !== null) {
      this.errorf(`range can't iterate over ${formatValue(v)}`);
    }
    this.vars.length = outer;
    if (!ran && node.elseList) this.walkList(dot, node.elseList);
  }

  /** The deepest {{template}} call entered, where running out of stack is reported. */
  private lastCall: { node: { pos: number }; text: () => string } | undefined;

  /** Reports V8's stack running out as Go reports too deep a recursion of templates. */
  overflowed(): never {
    if (this.lastCall) this.at(this.lastCall.node, this.lastCall.text());
    this.errorf(`exceeded maximum template depth (the stack ran out before ${MAX_EXEC_DEPTH})`);
  }

  private walkTemplate(dot: GoValue, node: Extract<Node, { kind: 'template' }>): void {
    const text = () =>
      `{{template ${JSON.stringify(node.name)}${node.pipe ? ` ${argString(node.pipe)}` : ''}}}`;
    this.lastCall = { node, text };
    this.at(node, text());
    const tree = this.ctx.templates.get(node.name);
    if (!tree) this.errorf(`template ${JSON.stringify(node.name)} not defined`);
    if (++this.depth > MAX_EXEC_DEPTH) this.errorf(`exceeded maximum template depth (${MAX_EXEC_DEPTH})`);
    const value = node.pipe ? this.evalPipeline(dot, node.pipe) : null;
    const saved = { tmpl: this.tmpl, vars: this.vars };
    this.tmpl = node.name;
    this.vars = [{ name: '$', value }];
    this.walkUnboxed(value, tree);
    this.tmpl = saved.tmpl;
    this.vars = saved.vars;
    this.depth--;
  }

  private evalPipeline(dot: GoValue, pipe: PipeNode): GoValue {
    this.at(pipe, pipe);
    this.step();
    let value: GoValue;
    for (const cmd of pipe.cmds) {
      value = this.evalCommand(dot, cmd, value, cmd !== pipe.cmds[0]);
      // An interface{} holding nil is no value (reflect.ValueOf(nil) in evalPipeline).
      if (value === null) value = undefined;
    }
    for (const v of pipe.decl) {
      const name = v.ident[0] as string;
      if (pipe.isAssign) this.setVar(name, value);
      else this.vars.push({ name, value });
    }
    return value;
  }

  private setVar(name: string, value: GoValue, boxed = false) {
    for (let i = this.vars.length - 1; i >= 0; i--) {
      const v = this.vars[i] as Variable;
      if (v.name === name) {
        v.value = value;
        v.boxed = boxed;
        return;
      }
    }
    this.errorf(`undefined variable: ${name}`);
  }

  private variable(name: string): Variable {
    for (let i = this.vars.length - 1; i >= 0; i--) {
      const v = this.vars[i] as Variable;
      if (v.name === name) return v;
    }
    this.errorf(`undefined variable: ${name}`);
  }

  private evalCommand(dot: GoValue, cmd: CommandNode, final: GoValue, hasFinal: boolean): GoValue {
    const first = cmd.args[0] as ArgNode;
    this.at(cmd, cmd);
    switch (first.kind) {
      case 'field':
        this.at(first, first);
        return this.evalFieldChain(dot, this.dotBoxed, first.ident, cmd.args, hasFinal);
      case 'chain': {
        const receiver = this.evalArg(dot, first.node);
        return this.evalFieldChain(receiver, false, first.field, cmd.args, hasFinal);
      }
      case 'identifier':
        return this.evalFunction(dot, first.name, cmd, cmd.args, final, hasFinal);
      case 'pipe':
        this.notAFunction(cmd.args, hasFinal);
        return this.evalPipeline(dot, first);
      case 'variable':
        return this.evalVariableNode(first, cmd.args, hasFinal);
    }
    this.at(first, first);
    this.notAFunction(cmd.args, hasFinal);
    switch (first.kind) {
      case 'bool':
        return first.value;
      case 'dot':
        return dot;
      case 'nil':
        this.errorf('nil is not a command');
        break;
      case 'number':
        return this.idealConstant(first);
      case 'string':
        return first.text;
    }
    this.errorf(`can't evaluate command ${JSON.stringify(argString(first))}`);
  }

  private notAFunction(args: ArgNode[], hasFinal: boolean) {
    if (args.length > 1 || hasFinal)
      this.errorf(`can't give argument to non-function ${argString(args[0] as ArgNode)}`);
  }

  private idealConstant(n: Extract<ArgNode, { kind: 'number' }>): GoValue {
    const looksFloat = n.isFloatSyntax && !/^[+-]?0[xX]/.test(n.text);
    if (looksFloat && n.float !== undefined) return n.float;
    if (n.int !== undefined) {
      if (n.int > 9223372036854775807n || n.int < -9223372036854775808n)
        this.errorf(`${n.text} overflows int`);
      return n.int;
    }
    return n.float ?? null;
  }

  /**
   * A constant argument (number, string, bool, nil) as Go's evalArg converts it to the parameter's
   * type, by the kind of node: for an int, 3.0 and 1e6 are integers and 3.5 or "3" are errors at
   * the constant; for a float64 any number is a float; nil only for a map. `param` is the type a
   * function's `paramType` gives (Sprig's `def`); without one, or for interface {}, the constant
   * is Go's ideal constant.
   */
  private constantArg(n: ArgNode, param: string | null | undefined): GoValue {
    this.at(n, n);
    const found = () => argString(n);
    if (n.kind === 'nil' && param && param !== 'any' && param !== 'map') {
      this.errorf(`cannot assign nil to ${param === 'time' ? 'time.Time' : param}`);
    }
    switch (param) {
      case 'int':
        if (n.kind !== 'number' || n.int === undefined) this.errorf(`expected integer; found ${found()}`);
        return n.int;
      case 'float64':
        if (n.kind !== 'number' || n.float === undefined) this.errorf(`expected float; found ${found()}`);
        return n.float;
      case 'string':
        if (n.kind !== 'string') this.errorf(`expected string; found ${found()}`);
        return n.text;
      case 'bool':
        if (n.kind !== 'bool') this.errorf(`expected bool; found ${found()}`);
        return n.value;
      case 'map':
      case 'time': {
        const type = param === 'map' ? 'map[string]interface {}' : 'time.Time';
        if (n.kind === 'nil') return null; // a nil map
        this.errorf(`can't handle ${found()} for arg of type ${type}`);
      }
    }
    return this.evalArg(undefined, n);
  }

  private evalVariableNode(
    v: Extract<ArgNode, { kind: 'variable' }>,
    args: ArgNode[],
    hasFinal: boolean,
  ): GoValue {
    this.at(v, v);
    const { value, boxed } = this.variable(v.ident[0] as string);
    if (v.ident.length === 1) {
      this.notAFunction(args, hasFinal);
      return value;
    }
    return this.evalFieldChain(value, boxed ?? false, v.ident.slice(1), args, hasFinal);
  }

  /** `boxed`: the receiver's static type is interface {} (see dotBoxed); map entries always are. */
  private evalFieldChain(
    receiver: GoValue,
    boxed: boolean,
    ident: string[],
    args: ArgNode[],
    hasFinal: boolean,
  ): GoValue {
    let r = receiver;
    let b = boxed;
    for (let i = 0; i < ident.length - 1; i++) {
      r = this.evalField(ident[i] as string, [], false, r, b);
      b = true;
    }
    return this.evalField(ident[ident.length - 1] as string, args, hasFinal, r, b);
  }

  private evalField(
    field: string,
    args: ArgNode[],
    hasFinal: boolean,
    receiver: GoValue,
    boxed: boolean,
  ): GoValue {
    if (receiver === undefined) {
      if (this.ctx.missingKey === 'error') this.errorf(`nil data; no entry for key ${JSON.stringify(field)}`);
      return undefined;
    }
    if (receiver === null) this.errorf(`nil pointer evaluating interface {}.${field}`);
    if (isGoMap(receiver)) {
      if (args.length > 1 || hasFinal) this.errorf(`${field} is not a method but has arguments`);
      if (Object.hasOwn(receiver, field)) return receiver[field];
      switch (this.ctx.missingKey) {
        case 'error':
          this.errorf(`map has no entry for key ${JSON.stringify(field)}`);
          break;
        case 'zero':
          return null;
        default:
          return undefined;
      }
    }
    this.errorf(`can't evaluate field ${field} in type ${boxed ? 'interface {}' : goTypeName(receiver)}`);
  }

  private evalFunction(
    dot: GoValue,
    name: string,
    cmd: CommandNode,
    args: ArgNode[],
    final: GoValue,
    hasFinal: boolean,
  ): GoValue {
    const first = args[0] as Extract<ArgNode, { kind: 'identifier' }>;
    this.at(first, name);
    // A function map's own function replaces a builtin of the same name, as Funcs does in Go.
    const fn = this.ctx.funcs(name);
    const builtin = builtins[name];
    if (!fn && builtin) return builtin.fn(this.builtinScope(dot, cmd), args.slice(1), final, hasFinal);
    if (!fn) this.errorf(`${JSON.stringify(name)} is not a defined function`);
    const paramType = (fn as { paramType?: (i: number) => string | null }).paramType;
    const values: GoValue[] = [];
    for (let i = 1; i < args.length; i++) {
      const a = args[i] as ArgNode;
      const constant = a.kind === 'number' || a.kind === 'string' || a.kind === 'bool' || a.kind === 'nil';
      values.push(constant && paramType ? this.constantArg(a, paramType(i - 1)) : this.evalArg(dot, a));
    }
    if (hasFinal) values.push(final);
    return this.callFunc(cmd, name, fn, values);
  }

  /** Calls a function; its error is reported at the command, as Go's evalCall does. */
  callFunc(cmd: CommandNode, name: string, fn: (...a: GoValue[]) => GoValue, values: GoValue[]): GoValue {
    // A missing value is passed as the zero value of interface{}: nil. (`values` is the caller's own.)
    for (let i = 0; i < values.length; i++) if (values[i] === undefined) values[i] = null;
    try {
      const result = stepWithin(this.ctx.meter, callNeedsWatch(fn, values), () => fn(...values));
      // What a function built is bounded too: a string or list past the limits ends here, before
      // the next call doubles it again.
      if (typeof result === 'string') checkStringLength(result.length);
      else if (Array.isArray(result)) checkListLength(result.length);
      return result;
    } catch (err) {
      if (err instanceof TemplateExecError) throw err;
      if (err instanceof SyncDeadlineError) {
        this.at(cmd, cmd);
        this.errorf(this.ctx.meter.expired);
      }
      // An argument of the wrong kind or count is refused before Go's call: at the function's name,
      // without "error calling".
      if ((err as Error).name === 'GoArgError') {
        // At the argument Go could not convert; a piped final argument at the function's name.
        const arg = (err as { arg?: number }).arg;
        const node = (arg !== undefined ? cmd.args[arg + 1] : undefined) ?? cmd.args[0] ?? cmd;
        const last = lastEvaluated(node as ArgNode);
        this.at(last, last);
        this.errorf((err as Error).message);
      }
      this.at(cmd, cmd);
      this.errorf(`error calling ${name}: ${(err as Error).message}`, (err as { hint?: string }).hint);
    }
  }

  /** What a builtin needs of the executor: argument evaluation, errors, and the function map. */
  private builtinScope(dot: GoValue, cmd: CommandNode): BuiltinScope {
    return {
      evalArg: (a) => this.evalArg(dot, a),
      errorf: (m) => {
        this.at(cmd, cmd);
        this.errorf(m);
      },
      callFunc: (n, f, v) => this.callFunc(cmd, n, f, v),
    };
  }

  evalArg(dot: GoValue, n: ArgNode): GoValue {
    this.at(n, n);
    switch (n.kind) {
      case 'dot':
        return dot;
      case 'nil':
        return null;
      case 'field':
        return this.evalFieldChain(dot, this.dotBoxed, n.ident, [n], false);
      case 'variable':
        return this.evalVariableNode(n, [n], false);
      case 'pipe':
        return this.evalPipeline(dot, n);
      case 'identifier':
        return this.evalFunction(
          dot,
          n.name,
          { kind: 'command', pos: n.pos, args: [n] },
          [n],
          undefined,
          false,
        );
      case 'chain': {
        const receiver = this.evalArg(dot, n.node);
        return this.evalFieldChain(receiver, false, n.field, [n], false);
      }
      case 'bool':
        return n.value;
      case 'number':
        return this.idealConstant(n);
      case 'string':
        return n.text;
    }
  }

  private printValue(node: { pos: number; pipe?: PipeNode }, v: GoValue) {
    this.at(node, this.nodeText);
    if (v === undefined) {
      this.out.push('<no value>');
      return;
    }
    if (typeof v === 'function') this.errorf(`can't print ${this.contextText()} of type func`);
    let text: string;
    try {
      text = stepWithin(this.ctx.meter, typeof v === 'object' && v !== null && !smallArgs([v]), () =>
        formatValue(v),
      );
    } catch (err) {
      this.errorf(err instanceof SyncDeadlineError ? this.ctx.meter.expired : (err as Error).message);
    }
    if (node.pipe) this.at(node, node.pipe);
    this.write(text);
  }

  /** Runs one step that may be long (`long`) under the watchdog, see watch.ts; a stop ends the execution here. */
  private within<T>(long: boolean, f: () => T): T {
    try {
      return stepWithin(this.ctx.meter, long, f);
    } catch (err) {
      if (err instanceof SyncDeadlineError) this.errorf(this.ctx.meter.expired);
      throw err;
    }
  }

  /** Counts a step (an action, a pipeline, a range iteration) against the execution's budget. */
  private step(node?: Node) {
    const stop = this.ctx.meter.step();
    if (stop) {
      if (node && 'pipe' in node && node.pipe) this.at(node, node.pipe);
      this.errorf(stop);
    }
  }

  private write(text: string) {
    const stop = this.ctx.meter.write(text.length);
    if (stop) this.errorf(stop);
    this.out.push(text);
  }

  /** Where execution is, for errors; the node's text is made only when an error needs it. */
  private at(node: { pos: number }, text: string | ArgNode | CommandNode | PipeNode) {
    this.node = node;
    this.nodeText = text;
  }

  private contextText(): string {
    return typeof this.nodeText === 'string' ? this.nodeText : argString(this.nodeText);
  }

  errorf(message: string, hint = ''): never {
    const source = this.ctx.texts.get(this.tmpl);
    const pos = this.node?.pos ?? 0;
    let location = this.tmpl;
    if (source) {
      const before = source.text.slice(0, pos);
      const line = (before.match(/\n/g)?.length ?? 0) + 1;
      const column = pos - (before.lastIndexOf('\n') + 1);
      location = `${source.parseName}:${line}:${column}`;
    }
    // Older Go cut the node to 20 characters and "..."; go1.19 (checked) and later, Landscaper's go1.25
    // among them, print the whole node.
    const context = this.contextText();
    throw new TemplateExecError(
      `template: ${location}: executing ${JSON.stringify(this.tmpl)} at <${context}>: ${message}`,
      hint,
    );
  }
}

/**
 * The node Go's executor was at when an argument's evaluation ended, where it reports a value it
 * cannot convert: a parenthesized pipeline's last argument (`<1>` of `(add 1 1)`), else the node.
 */
function lastEvaluated(n: ArgNode): ArgNode {
  if (n.kind !== 'pipe') return n;
  const cmd = n.cmds[n.cmds.length - 1];
  const last = cmd?.args[cmd.args.length - 1];
  return last ? lastEvaluated(last) : n;
}

export interface BuiltinScope {
  evalArg(a: ArgNode): GoValue;
  errorf(message: string): never;
  callFunc(name: string, fn: (...a: GoValue[]) => GoValue, values: GoValue[]): GoValue;
}
