/**
 * The abstract syntax of Jsonnet (https://jsonnet.org/ref/spec.html), as rigging's parser
 * produces it and its evaluator reads it. Syntactic sugar the spec defines by translation is kept
 * where an error message or a trace needs the original form (slices, `in super`, method fields,
 * `e { ... }`); the evaluator implements it directly.
 */

/** A position in a file: 1-based line and column, as libjsonnet's traces print them. */
export interface Pos {
  line: number;
  column: number;
}

/** Where a node is: the file (as given to the evaluator) and its first and last characters. */
export interface Loc {
  file: string;
  begin: Pos;
  end: Pos;
}

export type BinaryOp =
  | '*'
  | '/'
  | '%'
  | '+'
  | '-'
  | '<<'
  | '>>'
  | '<'
  | '<='
  | '>'
  | '>='
  | '=='
  | '!='
  | 'in'
  | '&'
  | '^'
  | '|'
  | '&&'
  | '||';

export type UnaryOp = '-' | '+' | '!' | '~';

/** `:` default, `::` hidden, `:::` forced visible. */
export type Visibility = 'default' | 'hidden' | 'visible';

export interface Param {
  name: string;
  /** The default, evaluated in the function's environment when the argument is not given. */
  default?: Node;
  loc: Loc;
}

export interface Bind {
  name: string;
  /** `local f(x) = ...` keeps its parameters here (the value is then a function). */
  params?: Param[];
  body: Node;
  loc: Loc;
}

export interface ForSpec {
  kind: 'for';
  variable: string;
  expr: Node;
  loc: Loc;
}

export interface IfSpec {
  kind: 'if';
  cond: Node;
  loc: Loc;
}

export type CompSpec = ForSpec | IfSpec;

/** A field name: an identifier or string (fixed), or `[expr]` (computed; null omits the field). */
export type FieldName = { kind: 'fixed'; name: string } | { kind: 'computed'; expr: Node };

export interface FieldMember {
  kind: 'field';
  name: FieldName;
  /** `+:` : the value is added to super's field of that name when there is one. */
  plus: boolean;
  visibility: Visibility;
  /** A method field `f(x):: ...` keeps its parameters here. */
  params?: Param[];
  body: Node;
  loc: Loc;
}

export interface LocalMember {
  kind: 'local';
  bind: Bind;
  loc: Loc;
}

export interface AssertMember {
  kind: 'assert';
  cond: Node;
  message?: Node;
  loc: Loc;
}

export type Member = FieldMember | LocalMember | AssertMember;

export interface Arg {
  /** Set for a named argument `f(x=1)`. */
  name?: string;
  expr: Node;
}

/** JSON data as JSON.parse makes it. */
export type Plain = null | boolean | number | string | Plain[] | PlainObject;
export interface PlainObject {
  [key: string]: Plain;
}

export type Node =
  | { kind: 'null'; loc: Loc }
  | { kind: 'true'; loc: Loc }
  | { kind: 'false'; loc: Loc }
  | { kind: 'self'; loc: Loc }
  | { kind: 'dollar'; loc: Loc }
  /** A number literal's value (Jsonnet numbers are IEEE doubles). */
  | { kind: 'number'; value: number; loc: Loc }
  /** A string literal with escapes, verbatim (@'...') and text blocks (|||) already resolved. */
  | { kind: 'string'; value: string; loc: Loc }
  | { kind: 'var'; name: string; loc: Loc }
  | { kind: 'array'; elements: Node[]; loc: Loc }
  | { kind: 'arrayComp'; body: Node; specs: CompSpec[]; loc: Loc }
  | { kind: 'object'; members: Member[]; loc: Loc }
  /**
   * `{ [k]: v for x in e ... }`: the object-level locals, the one computed field and the specs
   * (the first is always a `for`).
   */
  | {
      kind: 'objectComp';
      locals: Bind[];
      key: Node;
      plus: boolean;
      value: Node;
      specs: CompSpec[];
      loc: Loc;
    }
  /** `e.id` (id set) or `e[index]`. */
  | { kind: 'index'; target: Node; index: Node; id?: string; loc: Loc }
  /** `e[a:b:c]`, each part optional. */
  | { kind: 'slice'; target: Node; start?: Node; end?: Node; step?: Node; loc: Loc }
  /** `super.id` / `super[e]`. */
  | { kind: 'superIndex'; index: Node; id?: string; loc: Loc }
  /** `e in super`. */
  | { kind: 'inSuper'; expr: Node; loc: Loc }
  | { kind: 'apply'; target: Node; args: Arg[]; tailstrict: boolean; loc: Loc }
  /** `e { ... }`: e + the object. */
  | { kind: 'applyBrace'; left: Node; right: Node; loc: Loc }
  | { kind: 'binary'; op: BinaryOp; left: Node; right: Node; loc: Loc }
  | { kind: 'unary'; op: UnaryOp; expr: Node; loc: Loc }
  | { kind: 'conditional'; cond: Node; then: Node; else?: Node; loc: Loc }
  | { kind: 'function'; params: Param[]; body: Node; loc: Loc }
  | { kind: 'local'; binds: Bind[]; body: Node; loc: Loc }
  | { kind: 'assert'; cond: Node; message?: Node; rest: Node; loc: Loc }
  | { kind: 'error'; expr: Node; loc: Loc }
  | { kind: 'import'; path: string; loc: Loc }
  | { kind: 'importstr'; path: string; loc: Loc }
  | { kind: 'importbin'; path: string; loc: Loc }
  /**
   * Data written as a literal (a JSON file, constants.ts): evaluated lazily, manifested by copying.
   * Never a non-finite number, never an object with hidden fields.
   */
  | { kind: 'constant'; value: Plain; loc: Loc }
  /** `(e)`: kept so traces and `std.thisFile`-like positions match libjsonnet's. */
  | { kind: 'parens'; expr: Node; loc: Loc };

export type NodeKind = Node['kind'];

/** A syntax error, worded and placed as libjsonnet's `STATIC ERROR: file:line:col: message`. */
export class JsonnetSyntaxError extends Error {
  override name = 'JsonnetSyntaxError';
  constructor(
    message: string,
    readonly loc: Loc,
  ) {
    super(message);
  }
}
