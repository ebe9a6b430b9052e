import { suggestion } from '../../schema/did-you-mean';
import { type Item, lex } from './lex';

/** The parse tree of text/template/parse/node.go, for the data templates here see. */
export type Node =
  | { kind: 'list'; pos: number; nodes: Node[] }
  | { kind: 'text'; pos: number; text: string }
  | { kind: 'action'; pos: number; line: number; pipe: PipeNode }
  | BranchNode
  | { kind: 'template'; pos: number; line: number; name: string; pipe?: PipeNode }
  | { kind: 'break' | 'continue'; pos: number; line: number };

export type ListNode = Extract<Node, { kind: 'list' }>;

/** if, range and with: a pipeline, what runs when it is true (or for each element), and else. */
export interface BranchNode {
  kind: 'if' | 'range' | 'with';
  pos: number;
  line: number;
  pipe: PipeNode;
  list: ListNode;
  elseList?: ListNode;
}

export interface PipeNode {
  kind: 'pipe';
  pos: number;
  line: number;
  isAssign: boolean;
  decl: VariableNode[];
  cmds: CommandNode[];
}

export interface CommandNode {
  kind: 'command';
  pos: number;
  args: ArgNode[];
}

export interface VariableNode {
  kind: 'variable';
  pos: number;
  /** `$x`, then field names: `$x.a.b` is ['$x', 'a', 'b']. */
  ident: string[];
}

export type ArgNode =
  | { kind: 'field'; pos: number; ident: string[] }
  | { kind: 'chain'; pos: number; node: ArgNode; field: string[] }
  | { kind: 'identifier'; pos: number; name: string }
  | VariableNode
  | { kind: 'dot'; pos: number }
  | { kind: 'nil'; pos: number }
  | { kind: 'bool'; pos: number; value: boolean }
  | NumberNode
  | { kind: 'string'; pos: number; quoted: string; text: string }
  | PipeNode;

export interface NumberNode {
  kind: 'number';
  pos: number;
  text: string;
  /** The value as a Go int constant, when it is one. */
  int?: bigint;
  /** The value as a float64, when it has one. */
  float?: number;
  isFloatSyntax: boolean;
}

/**
 * A template's parse error, worded as Go's: `template: name:line: message`. `hint` is rigging's own
 * addition (` (did you mean "toYaml"?)`, or empty), kept apart so the message stays Go's.
 */
export class TemplateParseError extends Error {
  override name = 'TemplateParseError';
  constructor(
    message: string,
    readonly hint = '',
  ) {
    super(message);
  }
}

export interface ParseOptions {
  leftDelim?: string;
  rightDelim?: string;
  /**
   * Names callable in the template: the parser refuses others, as Go's does. `names` lists them
   * for the did-you-mean hint of an unknown one (asked only then).
   */
  funcs: { has(name: string): boolean; names?(): Iterable<string> };
}

/** Every template a text defines: its own body under `name`, and each `define`/`block`. */
export function parseTemplates(name: string, text: string, opts: ParseOptions): Map<string, ListNode> {
  return new Parser(name, text, opts).parse();
}

class Parser {
  private items: Item[];
  private i = 0;
  private vars: string[] = ['$'];
  private treeName: string;
  private readonly trees = new Map<string, ListNode>();
  private actionLine = 0;

  constructor(
    private readonly name: string,
    text: string,
    private readonly opts: ParseOptions,
  ) {
    this.treeName = name;
    this.items = lex(text, opts.leftDelim ?? '{{', opts.rightDelim ?? '}}');
  }

  parse(): Map<string, ListNode> {
    const root: ListNode = { kind: 'list', pos: 0, nodes: [] };
    while (this.peek().type !== 'eof') {
      if (this.peek().type === 'leftDelim') {
        const delim = this.next();
        if (this.peekNonSpace().type === 'keyword' && this.peekNonSpace().val === 'define') {
          this.nextNonSpace();
          this.parseDefinition();
          continue;
        }
        this.backup(delim);
      }
      const n = this.textOrAction();
      if (n.kind !== 'node') this.errorf(`unexpected ${n.kind === 'end' ? '{{end}}' : '{{else}}'}`);
      root.nodes.push(n.node);
    }
    this.add(this.name, root);
    return this.trees;
  }

  private add(name: string, tree: ListNode) {
    // An empty redefinition (only whitespace) does not replace a real one; two real ones clash.
    const old = this.trees.get(name);
    if (old && !isEmptyTree(old)) {
      if (isEmptyTree(tree)) return;
      this.errorf(`template: multiple definition of template ${JSON.stringify(name)}`);
    }
    this.trees.set(name, tree);
  }

  /** A named template's body (of a define or block clause) up to its {{end}}, added as a tree of its own. */
  private defineTree(name: string, clause: string) {
    const saved = { tree: this.treeName, vars: this.vars };
    this.treeName = name;
    this.vars = ['$'];
    const [list, end] = this.itemList();
    if (end !== 'end') this.errorf(`unexpected {{else}} in ${clause}`);
    this.add(name, list);
    this.treeName = saved.tree;
    this.vars = saved.vars;
  }

  private parseDefinition() {
    const nameItem = this.nextNonSpace();
    const name = this.stringValue(nameItem, 'define clause');
    this.expect('rightDelim', 'define clause');
    this.defineTree(name, 'define clause');
  }

  /** Nodes up to `{{end}}` or `{{else}}`; which one ended them. */
  private itemList(): [ListNode, 'end' | 'else'] {
    const list: ListNode = { kind: 'list', pos: this.peek().pos, nodes: [] };
    while (this.peekNonSpace().type !== 'eof') {
      const n = this.textOrAction();
      if (n.kind !== 'node') return [list, n.kind];
      list.nodes.push(n.node);
    }
    this.errorf('unexpected EOF');
  }

  private textOrAction(): { kind: 'node'; node: Node } | { kind: 'end' | 'else' } {
    const token = this.nextNonSpace();
    switch (token.type) {
      case 'text':
        return { kind: 'node', node: { kind: 'text', pos: token.pos, text: token.val } };
      case 'leftDelim':
        this.actionLine = token.line;
        return this.action();
      case 'error':
        this.errorAt(token.line, token.val);
        break;
      default:
        this.unexpected(token, 'input');
    }
    throw new Error('unreachable');
  }

  private action(): { kind: 'node'; node: Node } | { kind: 'end' | 'else' } {
    const token = this.nextNonSpace();
    if (token.type === 'keyword') {
      switch (token.val) {
        case 'block':
          return { kind: 'node', node: this.blockControl(token) };
        case 'break':
        case 'continue':
          return { kind: 'node', node: this.loopControl(token) };
        case 'else':
          return this.elseControl();
        case 'end':
          this.expect('rightDelim', 'end');
          return { kind: 'end' };
        case 'if':
        case 'range':
        case 'with':
          return { kind: 'node', node: this.branch(token, token.val) };
        case 'template':
          return { kind: 'node', node: this.templateControl(token) };
      }
    }
    this.backup(token);
    const line = token.line;
    const pipe = this.pipeline('command', 'rightDelim');
    return { kind: 'node', node: { kind: 'action', pos: token.pos, line, pipe } };
  }

  private loopDepth = 0;

  private loopControl(token: Item): Node {
    this.expect('rightDelim', `{{${token.val}}}`);
    if (this.loopDepth === 0) this.errorf(`{{${token.val}}} outside {{range}}`);
    return { kind: token.val as 'break' | 'continue', pos: token.pos, line: token.line };
  }

  private elseControl(): { kind: 'else' } {
    const peek = this.peekNonSpace();
    // `{{else if ...}}` / `{{else with ...}}`: the rest is parsed as a nested branch; leave the keyword.
    if (peek.type === 'keyword' && (peek.val === 'if' || peek.val === 'with')) {
      this.elseChain = peek.val;
      return { kind: 'else' };
    }
    this.expect('rightDelim', 'else');
    return { kind: 'else' };
  }

  private elseChain: string | undefined;

  private branch(token: Item, kind: 'if' | 'range' | 'with'): Node {
    const depth = this.vars.length;
    const pipe = this.pipeline(kind, 'rightDelim', kind === 'range');
    if (kind === 'range') this.loopDepth++;
    const [list, end] = this.itemList();
    if (kind === 'range') this.loopDepth--;
    let elseList: ListNode | undefined;
    if (end === 'else') {
      if (this.elseChain !== undefined) {
        // `{{else if pipeline}}` is `{{else}}{{if pipeline}}...{{end}}` sharing the one {{end}}.
        const chained = this.elseChain;
        if (chained !== kind)
          this.errorf(`expected {{else}} or {{end}} in ${kind}, found {{else ${chained}}}`);
        this.elseChain = undefined;
        const keyword = this.nextNonSpace();
        const inner = this.branch(keyword, chained as 'if' | 'with');
        elseList = { kind: 'list', pos: inner.pos, nodes: [inner] };
      } else {
        const [rest, end2] = this.itemList();
        if (end2 === 'else') this.errorf(`expected end; found {{else}}`);
        elseList = rest;
      }
    }
    this.vars.length = depth;
    return { kind, pos: token.pos, line: token.line, pipe, list, ...(elseList ? { elseList } : {}) };
  }

  private templateControl(token: Item): Node {
    const nameToken = this.nextNonSpace();
    const name = this.stringValue(nameToken, 'template clause');
    let pipe: PipeNode | undefined;
    if (this.nextNonSpaceIs('rightDelim')) {
      this.nextNonSpace();
    } else {
      pipe = this.pipeline('template', 'rightDelim');
    }
    // Go's TemplateNode sits at its name.
    return { kind: 'template', pos: nameToken.pos, line: token.line, name, ...(pipe ? { pipe } : {}) };
  }

  /** `{{block "name" pipeline}} T1 {{end}}`: define name as T1, then execute it with the pipeline. */
  private blockControl(token: Item): Node {
    const name = this.stringValue(this.nextNonSpace(), 'block clause');
    const pipe = this.pipeline('block', 'rightDelim');
    this.defineTree(name, 'block clause');
    return { kind: 'template', pos: token.pos, line: token.line, name, pipe };
  }

  private pipeline(context: string, end: 'rightDelim' | 'rightParen', allowTwoVars = false): PipeNode {
    const token = this.peekNonSpace();
    const pipe: PipeNode = {
      kind: 'pipe',
      pos: token.pos,
      line: token.line,
      isAssign: false,
      decl: [],
      cmds: [],
    };
    // Declarations: `$x :=`, `$x =`, and for range `$i, $v :=`.
    if (this.peekNonSpace().type === 'variable') {
      const save = this.i;
      const first = this.nextNonSpace();
      const next = this.nextNonSpace();
      const declare = (vars: Item[], op: Item) => {
        pipe.isAssign = op.type === 'assign';
        for (const v of vars) {
          pipe.decl.push({ kind: 'variable', pos: v.pos, ident: [v.val] });
          // An assignment to an undeclared variable fails when executed, as in Go.
          if (op.type === 'declare') this.vars.push(v.val);
        }
      };
      if (next.type === 'declare' || next.type === 'assign') {
        declare([first], next);
      } else if (next.type === 'char' && next.val === ',') {
        if (!allowTwoVars) this.errorf(`too many declarations in ${context}`);
        const second = this.nextNonSpace();
        const op = this.nextNonSpace();
        if (op.type === 'char' && op.val === ',') this.errorf(`too many declarations in ${context}`);
        if (second.type !== 'variable' || (op.type !== 'declare' && op.type !== 'assign')) {
          this.errorf('range can only initialize variables');
        }
        declare([first, second], op);
      } else {
        this.i = save;
      }
    }
    for (;;) {
      const token2 = this.nextNonSpace();
      if (token2.type === end) {
        this.checkPipeline(pipe, context);
        return pipe;
      }
      switch (token2.type) {
        case 'bool':
        case 'charConstant':
        case 'dot':
        case 'field':
        case 'identifier':
        case 'number':
        case 'leftParen':
        case 'rawString':
        case 'string':
        case 'variable':
          this.backup(token2);
          pipe.cmds.push(this.command());
          break;
        case 'keyword':
          if (token2.val === 'nil') {
            this.backup(token2);
            pipe.cmds.push(this.command());
            break;
          }
          this.unexpected(token2, context);
          break;
        case 'error':
          this.errorAt(token2.line, token2.val);
          break;
        default:
          this.unexpected(token2, context);
      }
    }
  }

  private checkPipeline(pipe: PipeNode, context: string) {
    if (pipe.cmds.length === 0) this.errorf(`missing value for ${context}`);
    // Only the first command may be a non-executable operand.
    for (const [i, c] of pipe.cmds.entries()) {
      if (i === 0) continue;
      const first = c.args[0];
      if (first && ['bool', 'dot', 'nil', 'number', 'string'].includes(first.kind)) {
        this.errorf(`non executable command in pipeline stage ${i + 1}`);
      }
    }
  }

  private command(): CommandNode {
    const cmd: CommandNode = { kind: 'command', pos: this.peekNonSpace().pos, args: [] };
    for (;;) {
      this.peekNonSpace();
      const operand = this.operand();
      if (operand) cmd.args.push(operand);
      const token = this.next();
      switch (token.type) {
        case 'space':
          continue;
        case 'rightDelim':
        case 'rightParen':
          this.backup(token);
          break;
        case 'pipe':
          break;
        case 'error':
          this.errorAt(token.line, token.val);
          break;
        default:
          this.errorf(`unexpected ${describe(token)} in operand`);
      }
      break;
    }
    if (cmd.args.length === 0) this.errorf('empty command');
    return cmd;
  }

  private operand(): ArgNode | undefined {
    const node = this.term();
    if (!node) return undefined;
    if (this.peek().type === 'field') {
      // Go's chain takes the position of its first added field: `.a.b` is "at" `.b`.
      const chainPos = this.peek().pos;
      const fields: string[] = [];
      while (this.peek().type === 'field') fields.push(this.next().val.slice(1));
      switch (node.kind) {
        case 'field':
          return { kind: 'field', pos: chainPos, ident: [...node.ident, ...fields] };
        case 'variable':
          return { kind: 'variable', pos: chainPos, ident: [...node.ident, ...fields] };
        case 'bool':
        case 'string':
        case 'number':
        case 'nil':
        case 'dot':
          this.errorf(`unexpected . after term ${JSON.stringify(argString(node))}`);
          break;
        default:
          return { kind: 'chain', pos: chainPos, node, field: fields };
      }
    }
    return node;
  }

  private term(): ArgNode | undefined {
    const token = this.nextNonSpace();
    switch (token.type) {
      case 'identifier':
        if (!this.opts.funcs.has(token.val)) {
          const hint = suggestion(token.val, this.opts.funcs.names?.() ?? []);
          this.errorf(`function ${JSON.stringify(token.val)} not defined`, hint);
        }
        return { kind: 'identifier', pos: token.pos, name: token.val };
      case 'dot':
        return { kind: 'dot', pos: token.pos };
      case 'keyword':
        if (token.val === 'nil') return { kind: 'nil', pos: token.pos };
        break;
      case 'variable':
        if (!this.vars.includes(token.val)) this.errorf(`undefined variable ${JSON.stringify(token.val)}`);
        return { kind: 'variable', pos: token.pos, ident: [token.val] };
      case 'field':
        return { kind: 'field', pos: token.pos, ident: [token.val.slice(1)] };
      case 'bool':
        return { kind: 'bool', pos: token.pos, value: token.val === 'true' };
      case 'charConstant':
      case 'number':
        return this.number(token);
      case 'leftParen':
        return this.pipeline('parenthesized pipeline', 'rightParen');
      case 'string':
      case 'rawString':
        return {
          kind: 'string',
          pos: token.pos,
          quoted: token.val,
          text: unquote(token, (m) => this.errorf(m)),
        };
    }
    this.backup(token);
    return undefined;
  }

  private number(token: Item): NumberNode {
    const text = token.val;
    if (token.type === 'charConstant') {
      const rune = unquoteChar(text, (m) => this.errorf(m));
      return { kind: 'number', pos: token.pos, text, int: BigInt(rune), float: rune, isFloatSyntax: false };
    }
    const clean = text.replace(/_/g, '');
    if (clean.endsWith('i')) this.errorf(`complex constants are not supported: ${text}`);
    const node: NumberNode = { kind: 'number', pos: token.pos, text, isFloatSyntax: false };
    const sign = clean.startsWith('-') ? -1n : 1n;
    const body = clean.replace(/^[+-]/, '');
    const intMatch = /^(0[xX][0-9a-fA-F]+|0[oO]?[0-7]+|0[bB][01]+|[1-9][0-9]*|0)$/.exec(body);
    if (intMatch) {
      const digits = /^0[0-7]+$/.test(body) ? `0o${body.slice(1)}` : body;
      node.int = sign * BigInt(digits);
      // Past uint64 it is no integer Go can hold: "integer overflow", at parse time.
      if (node.int > 18446744073709551615n || node.int < -9223372036854775808n) {
        this.errorf(`integer overflow: ${JSON.stringify(text)}`);
      }
      node.float = Number(node.int);
    } else if (!/[.eEpP]/.test(body) && !/^0[xX]/.test(body)) {
      // Digits that are no valid integer (`089`) would parse as a float: Go calls that an overflow.
      this.errorf(`integer overflow: ${JSON.stringify(text)}`);
    } else {
      const f = parseGoFloat(clean);
      if (f === undefined) this.errorf(`illegal number syntax: ${JSON.stringify(text)}`);
      node.float = f;
      node.isFloatSyntax = true;
      if (Number.isInteger(f) && Math.abs(f) <= Number.MAX_SAFE_INTEGER) node.int = BigInt(f);
    }
    return node;
  }

  private stringValue(token: Item, context: string): string {
    if (token.type === 'string' || token.type === 'rawString') return unquote(token, (m) => this.errorf(m));
    this.unexpected(token, context);
  }

  // --- tokens

  private peek(): Item {
    return this.items[Math.min(this.i, this.items.length - 1)] as Item;
  }
  private next(): Item {
    const item = this.peek();
    this.i++;
    return item;
  }
  private backup(_item: Item) {
    this.i--;
  }
  private nextNonSpace(): Item {
    let item = this.next();
    while (item.type === 'space') item = this.next();
    return item;
  }
  private peekNonSpace(): Item {
    const save = this.i;
    const item = this.nextNonSpace();
    this.i = save;
    return item;
  }
  private nextNonSpaceIs(type: Item['type']): boolean {
    return this.peekNonSpace().type === type;
  }
  private expect(type: Item['type'], context: string): Item {
    const token = this.nextNonSpace();
    if (token.type !== type) this.unexpected(token, context);
    return token;
  }
  private unexpected(token: Item, context: string): never {
    if (token.type === 'error') this.errorAt(token.line, token.val);
    this.errorAt(token.line, `unexpected ${describe(token)} in ${context}`);
  }
  private errorf(message: string, hint = ''): never {
    this.errorAt(this.items[Math.max(0, this.i - 1)]?.line ?? this.actionLine, message, hint);
  }
  private errorAt(line: number, message: string, hint = ''): never {
    throw new TemplateParseError(`template: ${this.name}:${line}: ${message}`, hint);
  }
}

export function isEmptyTree(list: ListNode): boolean {
  return list.nodes.every((n) => n.kind === 'text' && n.text.trim() === '');
}

/** Go's item String(): EOF, a keyword in angle brackets, anything else quoted (long values cut). */
function describe(token: Item): string {
  if (token.type === 'eof') return 'EOF';
  if (token.type === 'error') return token.val;
  if (token.type === 'keyword') return `<${token.val}>`;
  if ([...token.val].length > 10) return `${JSON.stringify([...token.val].slice(0, 10).join(''))}...`;
  return JSON.stringify(token.val);
}

/** Go's strconv.Unquote for the three literal forms. */
function unquote(token: Item, fail: (m: string) => never): string {
  const s = token.val;
  if (token.type === 'rawString') return s.slice(1, -1).replace(/\r/g, '');
  try {
    return JSON.parse(goEscapesToJson(s)) as string;
  } catch {
    fail(`invalid syntax: ${s}`);
  }
}

/** Go's escapes (\a \v \x41 \101 \U0001F600 \') mapped onto JSON's, so JSON.parse decodes them. */
function goEscapesToJson(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = s[++i] as string;
    if (e === 'a') out += '\\u0007';
    else if (e === 'v') out += '\\u000b';
    else if (e === "'") out += "'";
    else if (e === 'x') {
      out += `\\u00${s.slice(i + 1, i + 3)}`;
      i += 2;
    } else if (e >= '0' && e <= '7') {
      out += `\\u${Number.parseInt(s.slice(i, i + 3), 8)
        .toString(16)
        .padStart(4, '0')}`;
      i += 2;
    } else if (e === 'U') {
      const cp = Number.parseInt(s.slice(i + 1, i + 9), 16);
      out += JSON.stringify(String.fromCodePoint(cp)).slice(1, -1);
      i += 8;
    } else out += `\\${e}`;
  }
  return out;
}

function unquoteChar(text: string, fail: (m: string) => never): number {
  const inner = text.slice(1, -1);
  const decoded = inner.startsWith('\\') ? (JSON.parse(`"${goEscapesToJson(inner)}"`) as string) : inner;
  const cp = decoded.codePointAt(0);
  if (cp === undefined || [...decoded].length !== 1) fail(`malformed character constant: ${text}`);
  return cp;
}

/** Go's float literal syntax (decimal or hex mantissa, underscores already removed). */
function parseGoFloat(s: string): number | undefined {
  if (/^[+-]?0[xX]/.test(s)) {
    // Fraction digits only after the point, and below too: two adjacent digit runs would
    // backtrack in quadratic time over a long literal that then fails.
    const m = /^([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?\d+)$/.exec(s);
    if (!m) return undefined;
    const frac = m[3] ?? '';
    const mant = Number.parseInt(`${m[2] || '0'}${frac}`, 16) / 16 ** frac.length;
    const v = mant * 2 ** Number(m[4]);
    return m[1] === '-' ? -v : v;
  }
  if (!/^[+-]?(\d+(?:\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(s)) return undefined;
  return Number(s);
}

/** How Go's node String() prints an argument, for error contexts (`<.x.y>`). */
export function argString(n: ArgNode | CommandNode): string {
  switch (n.kind) {
    case 'field':
      return n.ident.map((f) => `.${f}`).join('');
    case 'chain':
      return `${n.node.kind === 'pipe' ? `(${argString(n.node)})` : argString(n.node)}${n.field.map((f) => `.${f}`).join('')}`;
    case 'identifier':
      return n.name;
    case 'variable':
      return n.ident.join('.');
    case 'dot':
      return '.';
    case 'nil':
      return 'nil';
    case 'bool':
      return String(n.value);
    case 'number':
      return n.text;
    case 'string':
      return n.quoted;
    case 'pipe': {
      const decl =
        n.decl.length > 0
          ? `${n.decl.map((d) => d.ident.join('.')).join(', ')} ${n.isAssign ? '=' : ':='} `
          : '';
      return decl + n.cmds.map(argString).join(' | ');
    }
    case 'command':
      return n.args.map((a) => (a.kind === 'pipe' ? `(${argString(a)})` : argString(a))).join(' ');
  }
}
