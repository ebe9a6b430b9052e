/**
 * CEL's `matches` on Go's RE2 (re2js), as cel-go has it (regexp.MatchString). cel-js runs
 * `s.matches(re)` on a backtracking JS RegExp, where a pull request's `"^(a+)+$"` over a long
 * string never returns; RE2 is linear in the input, and its syntax and errors are cel-go's.
 *
 * cel-js refuses to register an overload that overlaps a built-in, so the member call is given
 * another name: evaluateCel renames `.matches(` in the expression text (methodNameSpan finds the
 * name) to MATCHES_METHOD, registered here with the global form `matches(s, re)` that cel-go also
 * has. Errors that mention the new name are given back the old one (restoreName).
 */
import type { Environment } from '@marcbachmann/cel-js';
import { RE2JS } from 're2js';

export const MATCHES_METHOD = '__hub_re2_matches';

const CACHE_MAX = 256;
const compiled = new Map<string, RE2JS>();

/** regexp.MatchString: an unanchored match, or throws Go's `error parsing regexp: ...`. */
function matches(s: string, pattern: string): boolean {
  let re = compiled.get(pattern);
  if (re === undefined) {
    re = RE2JS.compile(pattern);
    if (compiled.size >= CACHE_MAX) compiled.delete(compiled.keys().next().value as string);
    compiled.set(pattern, re);
  }
  return re.test(s);
}

/** Adds `string.<MATCHES_METHOD>(string)` and `matches(string, string)` to `env`. */
export function registerMatches(env: Environment): void {
  const handler = (s: string, pattern: string) => {
    try {
      return matches(s, pattern);
    } catch (e) {
      // re2js's syntax errors read as Go's; only the message, as cel-go's error value has.
      throw new Error((e as Error).message);
    }
  };
  env.registerFunction(`string.${MATCHES_METHOD}(string): bool`, handler);
  env.registerFunction('matches(string, string): bool', handler);
}

const IDENT_CHAR = /[A-Za-z0-9_]/;

/**
 * Where the method name `matches` of a member call is, given where its receiver's node ends:
 * past any `)` closing a parenthesised receiver, blanks and `//` comments, a `.`, then blanks and
 * comments again. Undefined when the text there is not that (the caller must then refuse).
 */
export function methodNameSpan(
  expression: string,
  receiverEnd: number,
): { start: number; end: number } | undefined {
  const skip = (i: number, alsoParens: boolean): number => {
    for (;;) {
      const c = expression[i];
      if (c === undefined) return i;
      if (c === '/' && expression[i + 1] === '/') {
        const nl = expression.indexOf('\n', i);
        i = nl < 0 ? expression.length : nl + 1;
      } else if (/\s/.test(c) || (alsoParens && c === ')')) i++;
      else return i;
    }
  };
  let i = skip(receiverEnd, true);
  if (expression[i] !== '.') return undefined;
  i = skip(i + 1, false);
  const end = i + 'matches'.length;
  if (expression.slice(i, end) !== 'matches' || IDENT_CHAR.test(expression[end] ?? '')) return undefined;
  return { start: i, end };
}

/** An error message with MATCHES_METHOD named as the user wrote it. */
export function restoreName(message: string): string {
  return message.replaceAll(MATCHES_METHOD, 'matches');
}
