import { Environment } from '@marcbachmann/cel-js';
import { runSyncWithin, SyncDeadlineError } from '../../model/sync-deadline';
import { isRecord } from '../../model/values';
import { MATCHES_METHOD, methodNameSpan, registerMatches, restoreName } from './cel-matches';
import { valueString } from './names';

/**
 * How long one expression may evaluate. cel-go as Hub uses it sets no cost limit, but a Hub
 * expression joins or picks a few parameters in microseconds; a second is far past any real one.
 */
export const CEL_TIMEOUT_MS = 1000;

/** What a name in an expression resolves to: Hub's lookup, with the value already expanded. */
export type Resolve = (name: string) => { found: true; value: unknown } | { found: false };

// Hub's CEL environment declares no variables: every identifier is resolved at evaluation time
// (cel-go's unchecked mode), so undeclared variables are dynamic here too.
const env = new Environment({ unlistedVariablesAreDyn: true, homogeneousAggregateLiterals: false });
// `matches` on Go's RE2, as cel-go: linear in the input, whatever the pattern.
registerMatches(env);

// Macros whose leading identifier arguments are bound variables, not parameters.
const macros = new Set(['all', 'exists', 'exists_one', 'map', 'filter']);

interface Node {
  op: string;
  args: unknown;
  start: number;
  end: number;
}

function isNode(value: unknown): value is Node {
  return isRecord(value) && typeof value.op === 'string' && typeof value.start === 'number';
}

/** `a.b.c` as its parts and the node of each prefix (`a`, `a.b`, `a.b.c`), when rooted at an identifier. */
function selectChain(node: Node): { parts: string[]; nodes: Node[] } | undefined {
  if (node.op === 'id' && typeof node.args === 'string') return { parts: [node.args], nodes: [node] };
  if (node.op !== '.' || !Array.isArray(node.args)) return undefined;
  const [object, field] = node.args as [unknown, unknown];
  if (!isNode(object) || typeof field !== 'string') return undefined;
  const inner = selectChain(object);
  return inner && { parts: [...inner.parts, field], nodes: [...inner.nodes, node] };
}

/**
 * Evaluates a `#{...}` expression the way Hub's CEL activation sees parameters: a dotted name
 * (`dns.domain`) is one variable, the longest qualified name that resolves winning over field
 * selection on a shorter one, as cel-go resolves names in an unchecked expression. Returns the
 * result printed as Hub prints it (Go's `%+v`), or the error's first line. The evaluation stops
 * after `timeoutMs`: a comprehension over comprehensions is cheap to write and runs for ever.
 */
export function evaluateCel(
  expression: string,
  resolve: Resolve,
  timeoutMs: number = CEL_TIMEOUT_MS,
): { value: string } | { error: string } {
  let ast: unknown;
  try {
    ast = env.parse(expression).ast;
  } catch (err) {
    return { error: `CEL parse error: ${firstLine(err)}` };
  }
  const context: Record<string, unknown> = {};
  const replacements: { start: number; end: number; text: string }[] = [];
  let unplaced = false;
  const bind = (value: unknown): string => {
    const id = `__hub_${replacements.length}`;
    context[id] = toCel(value);
    return id;
  };
  const walk = (value: unknown, bound: ReadonlySet<string>): void => {
    if (Array.isArray(value)) {
      for (const v of value) walk(v, bound);
      return;
    }
    if (!isNode(value)) return;
    const chain = selectChain(value);
    if (chain && !bound.has(chain.parts[0] as string)) {
      for (let k = chain.parts.length; k > 0; k--) {
        const found = resolve(chain.parts.slice(0, k).join('.'));
        if (!found.found) continue;
        const node = chain.nodes[k - 1] as Node;
        replacements.push({ start: node.start, end: node.end, text: bind(found.value) });
        return;
      }
      return; // left to the evaluator, which names the unknown variable
    }
    if (value.op === 'rcall' && Array.isArray(value.args)) {
      const [method, receiver, args] = value.args as [unknown, unknown, unknown];
      if (method === 'matches' && isNode(receiver) && Array.isArray(args) && args.length === 1) {
        const span = methodNameSpan(expression, receiver.end);
        if (span) replacements.push({ ...span, text: MATCHES_METHOD });
        else unplaced = true;
      }
      walk(receiver, bound);
      if (typeof method === 'string' && macros.has(method) && Array.isArray(args)) {
        const inner = new Set(bound);
        for (const arg of args.slice(0, -1)) {
          if (isNode(arg) && arg.op === 'id' && typeof arg.args === 'string') inner.add(arg.args);
        }
        walk(args, inner);
        return;
      }
      walk(args, bound);
      return;
    }
    if (value.op === 'call' && Array.isArray(value.args) && value.args[0] === 'has') {
      // has(a.b) tests the field `b` of `a`: only `a` is a name to resolve.
      const [arg] = (value.args[1] as unknown[]) ?? [];
      if (isNode(arg) && arg.op === '.' && Array.isArray(arg.args)) walk(arg.args[0], bound);
      return;
    }
    walk(value.args, bound);
  };
  walk(ast, new Set());
  // Never left to cel-js's own `matches`, which backtracks.
  if (unplaced)
    return { error: `CEL evaluation error \`${expression}\`: cannot place the method name of matches()` };
  let rewritten = expression;
  for (const r of [...replacements].sort((a, b) => b.start - a.start)) {
    rewritten = `${rewritten.slice(0, r.start)}${r.text}${rewritten.slice(r.end)}`;
  }
  try {
    return { value: printCel(runSyncWithin(timeoutMs, () => env.evaluate(rewritten, context))) };
  } catch (err) {
    if (err instanceof SyncDeadlineError) {
      return {
        error: `CEL evaluation error \`${expression}\`: evaluation ran past ${timeoutMs}ms and was stopped`,
      };
    }
    return { error: `CEL evaluation error \`${expression}\`: ${restoreName(firstLine(err))}` };
  }
}

function firstLine(err: unknown): string {
  return String((err as Error)?.message ?? err).split('\n')[0] ?? '';
}

/** A parameter value as CEL sees it: whole numbers are CEL ints, as YAML integers are in Hub. */
function toCel(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(toCel);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toCel(v)]));
  return value ?? null;
}

function printCel(value: unknown): string {
  if (value instanceof Uint8Array) return new TextDecoder().decode(value);
  if (value instanceof Date) return value.toISOString();
  return valueString(value);
}
