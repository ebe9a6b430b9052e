import { CEL_TIMEOUT_MS, evaluateCel } from './cel';
import { outputQualifiedName, qualifiedName, valueString } from './names';

/** `${name}` or `#{cel expression}` (with one nested level of braces, for maps), as Hub matches them. */
const curly = /\$\{[^}]+\}|#\{(?:[^}{]|\{[^}{]+\})*\}/g;

/** Whether a value holds an expression to expand (only strings do). */
export function requiresExpansion(value: unknown): value is string {
  return typeof value === 'string' && (value.includes('${') || value.includes('#{'));
}

/** Whose lookup rules apply: the qualifier of the parameter being expanded and its component's `depends`. */
export interface LookupScope {
  component?: string;
  depends?: string[];
}

/** Something wrong with one expression; the caller places it at the parameter's file and line. */
export interface ExpressionProblem {
  kind: 'unknown' | 'cel' | 'cycle' | 'depth' | 'size';
  message: string;
  /** For a cycle: the keys of the loop, in reference order. */
  cycle?: string[];
}

// Hub gives up expanding at this depth; rigging names loops before that, this catches values that
// keep producing new expressions.
const maxDepth = 10;

/**
 * Longest value one parameter may expand to. Hub sets none (a Go string grows until memory runs
 * out), but parameters that double each other (`l1: ${l0}${l0}`, `l2: ${l1}${l1}`, ...) reach
 * gigabytes in forty lines. Real values are names, URLs, a kubeconfig or a certificate bundle: a
 * few KiB; 1 MiB leaves them far behind and is still cheap to hold for every parameter.
 */
export const MAX_EXPANDED_LENGTH = 1024 * 1024;

/**
 * Substitutions one parameter's expansion may make. Values that expand to nothing can still fan
 * out (`l1: ${l0}${l0}${l0}...` nested to the depth limit is 9^10 lookups); a real value makes a
 * handful.
 */
export const MAX_SUBSTITUTIONS = 100_000;

/**
 * Time every CEL expression of one expansion (a stack's parameters, or one component's) may take
 * together: each has CEL_TIMEOUT_MS, and a pull request chooses how many there are.
 */
export const MAX_CEL_MS = 10_000;

/**
 * Expands `${...}` and `#{...}` against a table of values keyed as Hub keys them: `name` and
 * `name|component` for parameters, `component:name` and `name` for outputs. A referenced value that
 * holds expressions is expanded in turn, and a reference back to a value being expanded is a cycle.
 */
export class Expander {
  /** What is left of MAX_CEL_MS for this expander's expressions. */
  private celLeftMs = MAX_CEL_MS;

  constructor(readonly kv: Map<string, unknown>) {}

  /** Hub's lookup (parameters.FindValue): `name|component`, then `dep:name` for each depends, then `name`. */
  find(name: string, scope: LookupScope): string | undefined {
    const qualified = qualifiedName(name, scope.component);
    if (this.kv.has(qualified)) return qualified;
    for (const dep of scope.depends ?? []) {
      const key = outputQualifiedName(name, dep);
      if (this.kv.has(key)) return key;
    }
    return this.kv.has(name) ? name : undefined;
  }

  /**
   * Expands `text`, the value of `owner` (a qualified name, for messages and loops). `chain` holds
   * the keys being expanded, the owner's own first, so that a reference back to one is a loop.
   */
  expand(
    owner: string,
    text: string,
    scope: LookupScope,
    opts: { chain?: string[]; secret?: boolean } = {},
  ): { value: string; problems: ExpressionProblem[] } {
    const problems: ExpressionProblem[] = [];
    // A secret's own text never reaches a message.
    const original = opts.secret ? '(masked)' : text;
    const ctx: Ctx = { owner, original, scope, problems, substitutions: 0, stopped: false };
    const value = this.expandText(ctx, text, opts.chain ?? [], 0);
    // Given up, the value is empty: a marker would grow again in the parameters that double it.
    return { value: ctx.stopped ? '' : value, problems };
  }

  private expandText(ctx: Ctx, text: string, chain: string[], depth: number): string {
    if (depth >= maxDepth) {
      ctx.problems.push({
        kind: 'depth',
        message: `Probably loop expanding parameter \`${ctx.owner}\` value \`${ctx.original}\`, reached depth ${depth}`,
      });
      return '(loop)';
    }
    // The length so far of what this text expands to: its own characters, then each substitution's.
    let length = text.length;
    const out = text.replace(curly, (match) => {
      if (ctx.stopped) return '';
      if (++ctx.substitutions > MAX_SUBSTITUTIONS) {
        return this.stop(ctx, `makes more than ${MAX_SUBSTITUTIONS} substitutions`);
      }
      const expression = match.slice(2, -1);
      let substitution: string;
      if (match[0] === '#') {
        const started = Date.now();
        const result =
          this.celLeftMs > 0
            ? evaluateCel(
                expression,
                (name) => {
                  const key = this.find(name, ctx.scope);
                  return key === undefined
                    ? { found: false }
                    : { found: true, value: this.resolve(ctx, key, chain, depth) };
                },
                Math.min(CEL_TIMEOUT_MS, this.celLeftMs),
              )
            : {
                error: `CEL evaluation error \`${expression}\`: not evaluated, the expressions before it used ${MAX_CEL_MS}ms`,
              };
        this.celLeftMs -= Date.now() - started;
        if ('error' in result) {
          ctx.problems.push({ kind: 'cel', message: `Parameter \`${ctx.owner}\` ${result.error}` });
          substitution = '(eval error)';
        } else {
          substitution = result.value;
        }
      } else {
        const key = this.find(expression, ctx.scope);
        if (key === undefined) {
          ctx.problems.push({
            kind: 'unknown',
            message: `Parameter \`${ctx.owner}\` value \`${ctx.original}\` refer to unknown substitution \`${expression}\``,
          });
          substitution = '(unknown)';
        } else {
          substitution = valueString(this.resolve(ctx, key, chain, depth));
        }
      }
      // Hub expands a substitution that itself holds expressions (a CEL result, say).
      const expanded = requiresExpansion(substitution)
        ? this.expandText(ctx, substitution, chain, depth + 1)
        : substitution;
      if (ctx.stopped) return '';
      length += expanded.length - match.length;
      if (length > MAX_EXPANDED_LENGTH) {
        return this.stop(ctx, `expands to more than ${MAX_EXPANDED_LENGTH} characters`);
      }
      return expanded;
    });
    return ctx.stopped ? '' : out;
  }

  /** Ends an expansion that grew past a bound: one problem, the value given up. */
  private stop(ctx: Ctx, what: string): string {
    ctx.stopped = true;
    ctx.problems.push({ kind: 'size', message: `Parameter \`${ctx.owner}\` value ${what}` });
    return '';
  }

  /** The value at `key`, its own expressions expanded first. */
  private resolve(ctx: Ctx, key: string, chain: string[], depth: number): unknown {
    const raw = this.kv.get(key);
    if (!requiresExpansion(raw)) return raw;
    const at = chain.indexOf(key);
    if (at >= 0) {
      const cycle = [...chain.slice(at), key];
      ctx.problems.push({
        kind: 'cycle',
        message: `Parameters refer to each other in a loop: ${cycle.map((k) => `\`${k}\``).join(' -> ')}`,
        cycle: chain.slice(at),
      });
      return '(loop)';
    }
    return this.expandText(ctx, raw, [...chain, key], depth + 1);
  }
}

interface Ctx {
  owner: string;
  original: string;
  scope: LookupScope;
  problems: ExpressionProblem[];
  /** Substitutions made so far, and whether a bound was passed (the expansion then stops). */
  substitutions: number;
  stopped: boolean;
}
