import { evaluateCel } from './cel';
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
  kind: 'unknown' | 'cel' | 'cycle' | 'depth';
  message: string;
  /** For a cycle: the keys of the loop, in reference order. */
  cycle?: string[];
}

// Hub gives up expanding at this depth; rigging names loops before that, this catches values that
// keep producing new expressions.
const maxDepth = 10;

/**
 * Expands `${...}` and `#{...}` against a table of values keyed as Hub keys them: `name` and
 * `name|component` for parameters, `component:name` and `name` for outputs. A referenced value that
 * holds expressions is expanded in turn, and a reference back to a value being expanded is a cycle.
 */
export class Expander {
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
    const value = this.expandText({ owner, original, scope, problems }, text, opts.chain ?? [], 0);
    return { value, problems };
  }

  private expandText(ctx: Ctx, text: string, chain: string[], depth: number): string {
    if (depth >= maxDepth) {
      ctx.problems.push({
        kind: 'depth',
        message: `Probably loop expanding parameter \`${ctx.owner}\` value \`${ctx.original}\`, reached depth ${depth}`,
      });
      return '(loop)';
    }
    return text.replace(curly, (match) => {
      const expression = match.slice(2, -1);
      let substitution: string;
      if (match[0] === '#') {
        const result = evaluateCel(expression, (name) => {
          const key = this.find(name, ctx.scope);
          return key === undefined
            ? { found: false }
            : { found: true, value: this.resolve(ctx, key, chain, depth) };
        });
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
      return requiresExpansion(substitution)
        ? this.expandText(ctx, substitution, chain, depth + 1)
        : substitution;
    });
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
}
