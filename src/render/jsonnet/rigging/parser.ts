/**
 * The Jsonnet parser: tokens to the AST of ./ast.ts. Precedence climbing over the spec's table;
 * errors worded and placed as libjsonnet 0.20's (its parser, and the string-escape check its
 * desugarer runs right after parsing).
 */
import {
  type Arg,
  type BinaryOp,
  type Bind,
  type CompSpec,
  type FieldMember,
  type FieldName,
  JsonnetSyntaxError,
  type Loc,
  type Member,
  type Node,
  type Param,
  type Pos,
  type UnaryOp,
  type Visibility,
} from './ast';
import { foldArray, foldObject } from './fold';
import { kindName, lex, type Token, type TokenKind, tokenText } from './lexer';
import { unescapeString } from './strings';

const PRECEDENCE: Readonly<Record<BinaryOp, number>> = {
  '*': 5,
  '/': 5,
  '%': 5,
  '+': 6,
  '-': 6,
  '<<': 7,
  '>>': 7,
  '<': 8,
  '<=': 8,
  '>': 8,
  '>=': 8,
  in: 8,
  '==': 9,
  '!=': 9,
  '&': 10,
  '^': 11,
  '|': 12,
  '&&': 13,
  '||': 14,
};
const APPLY_PRECEDENCE = 2;
const UNARY_PRECEDENCE = 4;
const MAX_PRECEDENCE = 15;
const UNARY_OPS: ReadonlySet<string> = new Set<UnaryOp>(['-', '+', '!', '~']);

const STRING_KINDS: ReadonlySet<TokenKind> = new Set<TokenKind>([
  'STRING_SINGLE',
  'STRING_DOUBLE',
  'VERBATIM_STRING_SINGLE',
  'VERBATIM_STRING_DOUBLE',
  'STRING_BLOCK',
]);

/** Parses a Jsonnet file; throws JsonnetSyntaxError as libjsonnet reports a STATIC ERROR. */
export function parse(text: string, file: string): Node {
  return parseCounting(text, file).node;
}

/**
 * Parses a file, saying whether it uses `$` anywhere (the static check of `$` is skipped if not).
 * `fold`: object and array literals of plain data become constant nodes (constants.ts).
 */
export function parseCounting(text: string, file: string, fold = false): { node: Node; dollars: boolean } {
  const parser = new Parser(lex(text, file), file, fold);
  const node = parser.parseFile();
  return { node, dollars: parser.dollars };
}

interface RawArg {
  name?: string;
  nameTok?: Token;
  expr: Node;
}

class Parser {
  private i = 0;
  /** Set when a `$` is parsed. */
  dollars = false;
  /** libjsonnet checks escapes after parsing: the first bad one is reported only then. */
  private escapeError: JsonnetSyntaxError | undefined;

  constructor(
    private readonly tokens: Token[],
    private readonly file: string,
    private readonly fold: boolean,
  ) {}

  parseFile(): Node {
    const node = this.parse(MAX_PRECEDENCE);
    const next = this.peek();
    if (next.kind !== 'EOF') throw this.error(next, `did not expect: ${tokenText(next)}`);
    if (this.escapeError) throw this.escapeError;
    return node;
  }

  // ---- token stream ----

  private peek(): Token {
    return this.tokens[this.i] as Token;
  }

  private pop(): Token {
    const tok = this.tokens[this.i] as Token;
    if (tok.kind !== 'EOF') this.i++;
    return tok;
  }

  private expect(kind: TokenKind, data?: string): Token {
    const tok = this.pop();
    if (tok.kind !== kind)
      throw this.error(tok, `expected token ${kindName(kind)} but got ${tokenText(tok)}`);
    if (data !== undefined && tok.data !== data) {
      throw this.error(tok, `expected operator ${data} but got ${tok.data}`);
    }
    return tok;
  }

  private error(tok: Token, message: string): JsonnetSyntaxError {
    return new JsonnetSyntaxError(message, this.span(tok, tok));
  }

  private unexpected(tok: Token, while_: string): JsonnetSyntaxError {
    return this.error(tok, `unexpected: ${kindName(tok.kind)} while ${while_}`);
  }

  private span(first: Token | Loc, last: Token | Loc): Loc {
    return { file: this.file, begin: first.begin, end: 'file' in last ? last.end : last.last };
  }

  private isOp(tok: Token, data: string): boolean {
    return tok.kind === 'OPERATOR' && tok.data === data;
  }

  // ---- expressions ----

  private parse(maxPrecedence: number): Node {
    const greedy = this.parseGreedy();
    if (greedy) return greedy;
    const begin = this.peek();
    const lhs = this.parseTerminal();
    return this.parseInfix(lhs, begin.begin, maxPrecedence);
  }

  /** Constructs without a closing token: they extend as far right as possible. */
  private parseGreedy(): Node | undefined {
    const begin = this.peek();
    switch (begin.kind) {
      case 'assert': {
        this.pop();
        const cond = this.parse(MAX_PRECEDENCE);
        let message: Node | undefined;
        if (this.isOp(this.peek(), ':')) {
          this.pop();
          message = this.parse(MAX_PRECEDENCE);
        }
        this.expect(';');
        const rest = this.parse(MAX_PRECEDENCE);
        return { kind: 'assert', cond, message, rest, loc: this.span(begin, rest.loc) };
      }
      case 'error': {
        this.pop();
        const expr = this.parse(MAX_PRECEDENCE);
        return { kind: 'error', expr, loc: this.span(begin, expr.loc) };
      }
      case 'if': {
        this.pop();
        const cond = this.parse(MAX_PRECEDENCE);
        this.expect('then');
        const then = this.parse(MAX_PRECEDENCE);
        if (this.peek().kind !== 'else')
          return { kind: 'conditional', cond, then, loc: this.span(begin, then.loc) };
        this.pop();
        const else_ = this.parse(MAX_PRECEDENCE);
        return { kind: 'conditional', cond, then, else: else_, loc: this.span(begin, else_.loc) };
      }
      case 'function': {
        this.pop();
        const paren = this.pop();
        if (paren.kind !== '(') throw this.error(paren, `expected ( but got ${tokenText(paren)}`);
        const params = this.parseParams('function parameter');
        const body = this.parse(MAX_PRECEDENCE);
        return { kind: 'function', params, body, loc: this.span(begin, body.loc) };
      }
      case 'import':
      case 'importstr':
      case 'importbin': {
        this.pop();
        // A string node here is the one literal token the path starts with (imports refuse text blocks).
        const pathTok = this.peek();
        const body = this.parse(MAX_PRECEDENCE);
        if (body.kind !== 'string' || !STRING_KINDS.has(pathTok.kind)) {
          throw new JsonnetSyntaxError('computed imports are not allowed.', body.loc);
        }
        if (pathTok.kind === 'STRING_BLOCK') {
          throw new JsonnetSyntaxError('Cannot use text blocks in import statements.', body.loc);
        }
        return { kind: begin.kind, path: body.value, loc: this.span(begin, body.loc) };
      }
      case 'local': {
        this.pop();
        const binds: Bind[] = [];
        for (;;) {
          const delim = this.parseBind(binds);
          if (delim.kind === ';') break;
          if (delim.kind !== ',') throw this.error(delim, `expected , or ; but got ${tokenText(delim)}`);
        }
        const body = this.parse(MAX_PRECEDENCE);
        return { kind: 'local', binds, body, loc: this.span(begin, body.loc) };
      }
      default:
        return undefined;
    }
  }

  private parseTerminal(): Node {
    const tok = this.pop();
    const loc = this.span(tok, tok);
    switch (tok.kind) {
      case 'EOF':
        throw this.error(tok, 'unexpected end of file.');
      case 'OPERATOR': {
        if (!UNARY_OPS.has(tok.data)) throw this.error(tok, `not a unary operator: ${tok.data}`);
        const expr = this.parse(UNARY_PRECEDENCE);
        return { kind: 'unary', op: tok.data as UnaryOp, expr, loc: this.span(tok, expr.loc) };
      }
      case '{':
        return this.parseObject(tok).node;
      case '[':
        return this.parseArray(tok);
      case '(': {
        const expr = this.parse(MAX_PRECEDENCE);
        const close = this.expect(')');
        return { kind: 'parens', expr, loc: this.span(tok, close) };
      }
      case 'NUMBER':
        return { kind: 'number', value: Number(tok.data), loc };
      case 'STRING_SINGLE':
      case 'STRING_DOUBLE':
      case 'VERBATIM_STRING_SINGLE':
      case 'VERBATIM_STRING_DOUBLE':
      case 'STRING_BLOCK':
        return this.stringNode(tok);
      case 'true':
      case 'false':
      case 'null':
      case 'self':
        return { kind: tok.kind, loc };
      case '$':
        this.dollars = true;
        return { kind: 'dollar', loc };
      case 'IDENTIFIER':
        return { kind: 'var', name: tok.data, loc };
      case 'super': {
        const next = this.pop();
        if (next.kind === '.') {
          const id = this.expect('IDENTIFIER');
          // libjsonnet places super.x and super[e] at the `super` keyword alone.
          return { kind: 'superIndex', index: this.stringOf(id), id: id.data, loc };
        }
        if (next.kind === '[') {
          const index = this.parse(MAX_PRECEDENCE);
          this.expect(']');
          return { kind: 'superIndex', index, loc };
        }
        throw this.error(tok, 'expected . or [ after super.');
      }
      default:
        throw this.unexpected(tok, 'parsing terminal');
    }
  }

  private stringNode(tok: Token): Node {
    const loc = this.span(tok, tok);
    let value = tok.data;
    if (tok.kind === 'STRING_SINGLE' || tok.kind === 'STRING_DOUBLE') {
      const res = unescapeString(tok.data);
      if (typeof res === 'string') value = res;
      else {
        this.escapeError ??= new JsonnetSyntaxError(res.error, loc);
        value = '';
      }
    }
    return { kind: 'string', value, loc };
  }

  /** An identifier used as an index (`e.id`), as the string node the evaluator indexes with. */
  private stringOf(id: Token): Node {
    return { kind: 'string', value: id.data, loc: this.span(id, id) };
  }

  private parseInfix(lhs: Node, begin: Pos, maxPrecedence: number): Node {
    for (;;) {
      const next = this.peek();
      let precedence: number;
      let op: BinaryOp | undefined;
      switch (next.kind) {
        case 'in':
        case 'OPERATOR':
          // `:` ends the condition of an assert and the parts of a slice.
          if (next.data === ':' || next.data === '::') return lhs;
          if (!(next.data in PRECEDENCE)) throw this.error(next, `not a binary operator: ${next.data}`);
          op = next.data as BinaryOp;
          precedence = PRECEDENCE[op];
          break;
        case '.':
        case '[':
        case '(':
        case '{':
          precedence = APPLY_PRECEDENCE;
          break;
        default:
          return lhs;
      }
      if (precedence >= maxPrecedence) return lhs;
      this.pop();
      const from = { file: this.file, begin, end: begin };
      switch (next.kind) {
        case '[':
          lhs = this.parseIndex(lhs, from);
          break;
        case '.': {
          const id = this.expect('IDENTIFIER');
          lhs = {
            kind: 'index',
            target: lhs,
            index: this.stringOf(id),
            id: id.data,
            loc: this.span(from, id),
          };
          break;
        }
        case '(':
          lhs = this.parseCall(lhs, from);
          break;
        case '{': {
          const { node, close } = this.parseObject(next);
          lhs = { kind: 'applyBrace', left: lhs, right: node, loc: this.span(from, close) };
          break;
        }
        default: {
          if (op === 'in' && this.peek().kind === 'super') {
            const sup = this.pop();
            lhs = { kind: 'inSuper', expr: lhs, loc: this.span(from, sup) };
            break;
          }
          const right = this.parse(precedence);
          lhs = { kind: 'binary', op: op as BinaryOp, left: lhs, right, loc: this.span(from, right.loc) };
        }
      }
    }
  }

  /** After `e[`: an index or a slice `e[a:b:c]` (every part optional). */
  private parseIndex(target: Node, from: Loc): Node {
    if (this.peek().kind === ']') throw this.unexpected(this.pop(), 'parsing index');
    // libjsonnet compares token text without the kind here, so x[":"] is the slice x[:].
    const colonLike = (t: Token) => t.data === ':';
    let start: Node | undefined;
    let end: Node | undefined;
    let step: Node | undefined;
    let slice = true;
    if (this.peek().data !== ':' && this.peek().data !== '::') start = this.parse(MAX_PRECEDENCE);
    const next = this.peek();
    if (next.kind === 'OPERATOR' && next.data === '::') {
      this.pop();
      if (this.peek().kind !== ']') step = this.parse(MAX_PRECEDENCE);
    } else if (next.kind !== ']') {
      const delim = this.pop();
      if (!colonLike(delim)) throw this.unexpected(delim, 'parsing slice');
      if (this.peek().data !== ':' && this.peek().kind !== ']') end = this.parse(MAX_PRECEDENCE);
      if (this.peek().kind !== ']') {
        const delim2 = this.pop();
        if (!colonLike(delim2)) throw this.unexpected(delim2, 'parsing slice');
        if (this.peek().kind !== ']') step = this.parse(MAX_PRECEDENCE);
      }
    } else slice = false;
    const close = this.expect(']');
    const loc = this.span(from, close);
    if (slice) return { kind: 'slice', target, start, end, step, loc };
    return { kind: 'index', target, index: start as Node, loc };
  }

  private parseCall(target: Node, from: Loc): Node {
    const { args: raw, close } = this.parseArgs('function argument');
    let named = false;
    const args: Arg[] = [];
    for (const a of raw) {
      if (a.name !== undefined) named = true;
      else if (named) {
        throw new JsonnetSyntaxError('Positional argument after a named argument is not allowed', a.expr.loc);
      }
      args.push(a.name !== undefined ? { name: a.name, expr: a.expr } : { expr: a.expr });
    }
    let tailstrict = false;
    if (this.peek().kind === 'tailstrict') {
      this.pop();
      tailstrict = true;
    }
    return { kind: 'apply', target, args, tailstrict, loc: this.span(from, close) };
  }

  /** After `(`: `expr` or `id=expr`, comma-separated, optional trailing comma, through `)`. */
  private parseArgs(what: string): { args: RawArg[]; close: Token } {
    const args: RawArg[] = [];
    let comma = false;
    for (;;) {
      const next = this.peek();
      if (next.kind === ')') return { args, close: this.pop() };
      if (args.length > 0 && !comma) throw this.error(next, `expected a comma before next ${what}.`);
      let name: string | undefined;
      let nameTok: Token | undefined;
      if (next.kind === 'IDENTIFIER' && this.isOp(this.tokens[this.i + 1] as Token, '=')) {
        nameTok = this.pop();
        name = nameTok.data;
        this.pop();
      }
      const expr = this.parse(MAX_PRECEDENCE);
      args.push({ name, nameTok, expr });
      comma = this.peek().kind === ',';
      if (comma) this.pop();
    }
  }

  /** After `(`: parameters `x` or `x=default`, through `)`. */
  private parseParams(what: string): Param[] {
    const { args } = this.parseArgs(what);
    return args.map((a): Param => {
      if (a.nameTok) return { name: a.nameTok.data, default: a.expr, loc: this.span(a.nameTok, a.expr.loc) };
      if (a.expr.kind !== 'var') throw new JsonnetSyntaxError('could not parse parameter here.', a.expr.loc);
      return { name: a.expr.name, loc: a.expr.loc };
    });
  }

  /** `id = e` or `id(params) = e`, then the token after it (`,` or `;` when well formed). */
  private parseBind(binds: Bind[]): Token {
    const id = this.expect('IDENTIFIER');
    if (binds.some((b) => b.name === id.data)) throw this.error(id, `duplicate local var: ${id.data}`);
    let params: Param[] | undefined;
    if (this.peek().kind === '(') {
      this.pop();
      params = this.parseParams('function parameter');
    }
    this.expect('OPERATOR', '=');
    const body = this.parse(MAX_PRECEDENCE);
    binds.push({ name: id.data, params, body, loc: this.span(id, body.loc) });
    return this.pop();
  }

  private parseArray(open: Token): Node {
    if (this.peek().kind === ']') return this.array([], this.span(open, this.pop()));
    const first = this.parse(MAX_PRECEDENCE);
    let comma = this.peek().kind === ',';
    if (comma) this.pop();
    if (this.peek().kind === 'for') {
      const forTok = this.pop();
      const { specs, close } = this.parseCompSpecs(forTok, ']');
      return { kind: 'arrayComp', body: first, specs, loc: this.span(open, close) };
    }
    const elements = [first];
    for (;;) {
      const next = this.peek();
      if (next.kind === ']') return this.array(elements, this.span(open, this.pop()));
      if (!comma) throw this.error(next, 'expected a comma before next array element.');
      elements.push(this.parse(MAX_PRECEDENCE));
      comma = this.peek().kind === ',';
      if (comma) this.pop();
    }
  }

  private array(elements: Node[], loc: Loc): Node {
    return (this.fold && foldArray(elements, loc)) || { kind: 'array', elements, loc };
  }

  /** After the first `for`: `x in e`, then any `for x in e` / `if e`, through `close`. */
  private parseCompSpecs(forTok: Token, close: ']' | '}'): { specs: CompSpec[]; close: Token } {
    const specs: CompSpec[] = [];
    let first = forTok;
    for (;;) {
      const id = this.expect('IDENTIFIER');
      this.expect('in');
      const expr = this.parse(MAX_PRECEDENCE);
      specs.push({ kind: 'for', variable: id.data, expr, loc: this.span(first, expr.loc) });
      let next = this.pop();
      while (next.kind === 'if') {
        const cond = this.parse(MAX_PRECEDENCE);
        specs.push({ kind: 'if', cond, loc: this.span(next, cond.loc) });
        next = this.pop();
      }
      if (next.kind === close) return { specs, close: next };
      if (next.kind !== 'for') {
        throw this.error(
          next,
          `expected for, if or ${kindName(close)} after for clause, got: ${tokenText(next)}`,
        );
      }
      first = next;
    }
  }

  /** After `{`: members through `}`, or an object comprehension. */
  private parseObject(open: Token): { node: Node; close: Token } {
    const members: Member[] = [];
    const fieldNames = new Set<string>();
    const localNames = new Set<string>();
    let comma = false;
    let next = this.pop();
    for (;;) {
      if (next.kind === '}') {
        const loc = this.span(open, next);
        return {
          node: (this.fold && foldObject(members, loc)) || { kind: 'object', members, loc },
          close: next,
        };
      }
      if (next.kind === 'for') return this.objectComp(open, next, members);
      if (!comma && members.length > 0) throw this.error(next, 'expected a comma before next field.');
      comma = false;
      if (next.kind === 'local') {
        const id = this.expect('IDENTIFIER');
        if (localNames.has(id.data)) throw this.error(id, `duplicate local var: ${id.data}`);
        let params: Param[] | undefined;
        if (this.peek().kind === '(') {
          this.pop();
          params = this.parseParams('function parameter');
        }
        this.expect('OPERATOR', '=');
        const body = this.parse(MAX_PRECEDENCE);
        localNames.add(id.data);
        const loc = this.span(next, body.loc);
        members.push({
          kind: 'local',
          bind: { name: id.data, params, body, loc: this.span(id, body.loc) },
          loc,
        });
      } else if (next.kind === 'assert') {
        const cond = this.parse(MAX_PRECEDENCE);
        let message: Node | undefined;
        if (this.isOp(this.peek(), ':')) {
          this.pop();
          message = this.parse(MAX_PRECEDENCE);
        }
        members.push({ kind: 'assert', cond, message, loc: this.span(next, (message ?? cond).loc) });
      } else if (next.kind === 'IDENTIFIER' || next.kind === '[' || STRING_KINDS.has(next.kind)) {
        members.push(this.parseField(next, fieldNames));
      } else {
        throw this.unexpected(next, 'parsing field definition');
      }
      next = this.pop();
      if (next.kind === ',') {
        next = this.pop();
        comma = true;
      }
    }
  }

  /** A field from its first token: `name`, `"name"` or `[expr]`, then `(params)`?, `+`? `:`{1,3}, body. */
  private parseField(first: Token, seen: Set<string>): Member {
    let name: FieldName;
    if (first.kind === 'IDENTIFIER') name = { kind: 'fixed', name: first.data };
    else if (first.kind === '[') {
      const expr = this.parse(MAX_PRECEDENCE);
      this.expect(']');
      name = { kind: 'computed', expr };
    } else {
      const str = this.stringNode(first);
      name = { kind: 'fixed', name: str.kind === 'string' ? str.value : '' };
    }
    let params: Param[] | undefined;
    if (this.peek().kind === '(') {
      this.pop();
      params = this.parseParams('method parameter');
    }
    const op = this.expect('OPERATOR');
    const plus = op.data.startsWith('+');
    const colons = plus ? op.data.slice(1) : op.data;
    const visibility: Visibility | undefined = (
      { ':': 'default', '::': 'hidden', ':::': 'visible' } as Record<string, Visibility>
    )[colons];
    if (!visibility) throw this.error(first, `expected one of :, ::, :::, +:, +::, +:::, got: ${op.data}`);
    if (params && plus) throw this.error(first, `cannot use +: syntax sugar in a method: ${first.data}`);
    // Duplicates are caught on the literal text (so "a" and "\u0061" are not, until run time).
    if (name.kind === 'fixed') {
      if (seen.has(first.data)) throw this.error(first, `duplicate field: ${first.data}`);
      seen.add(first.data);
    }
    const body = this.parse(MAX_PRECEDENCE);
    return { kind: 'field', name, plus, visibility, params, body, loc: this.span(first, body.loc) };
  }

  private objectComp(open: Token, forTok: Token, members: Member[]): { node: Node; close: Token } {
    const fields = members.filter((m) => m.kind === 'field');
    if (members.some((m) => m.kind === 'assert'))
      throw this.error(forTok, 'object comprehension cannot have asserts.');
    if (fields.length !== 1) throw this.error(forTok, 'object comprehension can only have one field.');
    const field = fields[0] as FieldMember;
    if (field.visibility !== 'default')
      throw this.error(forTok, 'object comprehensions cannot have hidden fields.');
    if (field.name.kind !== 'computed')
      throw this.error(forTok, 'object comprehensions can only have [e] fields.');
    const { specs, close } = this.parseCompSpecs(forTok, '}');
    const locals = members.flatMap((m) => (m.kind === 'local' ? [m.bind] : []));
    // A method field here is its function (libjsonnet places that at the body).
    const value: Node = field.params
      ? { kind: 'function', params: field.params, body: field.body, loc: field.body.loc }
      : field.body;
    const node: Node = {
      kind: 'objectComp',
      locals,
      key: field.name.expr,
      plus: field.plus,
      value,
      specs,
      loc: this.span(open, close),
    };
    return { node, close };
  }
}
