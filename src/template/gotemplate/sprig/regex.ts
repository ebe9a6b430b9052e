/**
 * Sprig's regex functions, on re2js: a pure-JS port of Go's regexp package (RE2). Go's regexp
 * runs in time linear in the input, and so does re2js, whatever the pattern: a template's
 * `regexMatch "^(a+)+$"` over a hostile string finishes at once, as it does in Landscaper, where
 * a backtracking JS RegExp would never return (and no signal could stop it). re2js also parses
 * exactly Go's syntax and fails with Go's `error parsing regexp: ...` text, so what Go refuses
 * (`\Z`, `\1`, lookarounds) is refused here and what Go accepts (`(?i)` anywhere, `(?U)`, `\pL`,
 * `[[:^alpha:]]`, `\Q...\E`) works.
 *
 * Match positions are UTF-16 offsets into the JS string; re2js steps over runes as Go does, so
 * FindAll's and Split's rules for empty matches come out the same. Replacement templates use
 * Go's Regexp.Expand (`$1`, `${1}`, `$name`, `${name}`, `$$`).
 */
import { RE2JS } from 're2js';
import { canBackquote, quote } from '../fmt/strconv';
import { type FuncMap, ofType } from '../value';
import { def } from './common';

// A template may build any number of patterns; compiled ones are kept up to a bound.
const CACHE_MAX = 256;
const cache = new Map<string, RE2JS | Error>();

/**
 * Go's regexp.Compile: the compiled pattern, or throws an Error with Go's text, e.g.
 * error parsing regexp: invalid escape sequence: `\Z`.
 */
export function compileRE2(pattern: string): RE2JS {
  let hit = cache.get(pattern);
  if (hit === undefined) {
    try {
      hit = RE2JS.compile(pattern);
    } catch (e) {
      // re2js's syntax errors carry Go's message; anything else (its own limits) says what it is.
      const message = (e as Error).message;
      hit = new Error(
        message.startsWith('error parsing regexp: ') ? message : `error parsing regexp: ${message}`,
      );
    }
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(pattern, hit);
  }
  if (hit instanceof Error) throw new Error(hit.message);
  return hit;
}

/** Go's regexp.MustCompile, whose panic the template reports: regexp: Compile(`(`): error parsing regexp: ... */
function mustCompile(pattern: string): RE2JS {
  try {
    return compileRE2(pattern);
  } catch (e) {
    const q = canBackquote(pattern) ? `\`${pattern}\`` : quote(pattern);
    throw new Error(`regexp: Compile(${q}): ${(e as Error).message}`);
  }
}

/** Go's FindAllStringSubmatchIndex: n < 0 all, else at most n; each match as [start, end, g1start, g1end, ...]. */
function findAllIndex(re: RE2JS, s: string, n: number): number[][] {
  if (n === 0) return [];
  return (re.re2().findAllSubmatchIndex(s, n) as number[][] | null) ?? [];
}

const RUNE_NAME = /^[\p{L}\p{Nd}_]+/u;

/**
 * Go's Regexp.Expand of `tpl` for one match: `$$` is `$`; `$name` takes the longest run of
 * letters, digits and `_`; `${name}` braces it; a name of digits (no leading zero) is a group
 * number; a group that does not exist or did not take part gives ""; a `$` not followed by a
 * name is kept.
 */
function expand(re: RE2JS, tpl: string, s: string, m: number[]): string {
  let out = '';
  let i = 0;
  for (;;) {
    const dollar = tpl.indexOf('$', i);
    if (dollar < 0) return out + tpl.slice(i);
    out += tpl.slice(i, dollar);
    i = dollar + 1;
    if (tpl[i] === '$') {
      out += '$';
      i++;
      continue;
    }
    const brace = tpl[i] === '{';
    const name = RUNE_NAME.exec(tpl.slice(brace ? i + 1 : i))?.[0];
    if (name === undefined || (brace && tpl[i + 1 + name.length] !== '}')) {
      out += '$'; // malformed: the `$` is text
      continue;
    }
    i += name.length + (brace ? 2 : 0);
    // Go reads up to 9 digits without a leading zero as a number; other names are looked up.
    const named = re.namedGroups();
    const group = /^(0|[1-9][0-9]{0,8})$/.test(name)
      ? Number(name)
      : Object.hasOwn(named, name)
        ? named[name]
        : undefined;
    const start = group === undefined ? undefined : m[2 * group];
    const end = group === undefined ? undefined : m[2 * group + 1];
    if (start !== undefined && end !== undefined && start >= 0) out += s.slice(start, end);
  }
}

/** Go's ReplaceAllString (expanding) or ReplaceAllLiteralString. */
function replaceAll(re: RE2JS, s: string, repl: string, literal: boolean): string {
  let out = '';
  let last = 0;
  for (const m of findAllIndex(re, s, -1)) {
    const [start, end] = m as [number, number];
    out += s.slice(last, start) + (literal ? repl : expand(re, repl, s, m));
    last = end;
  }
  return out + s.slice(last);
}

/** Go's Regexp.Split. */
function split(re: RE2JS, s: string, n: number): string[] {
  if (n === 0) return [];
  if (re.pattern() !== '' && s === '') return [''];
  const out: string[] = [];
  let beg = 0;
  let end = 0;
  for (const m of findAllIndex(re, s, n)) {
    if (n > 0 && out.length === n - 1) break;
    end = m[0] as number;
    if (m[1] !== 0) out.push(s.slice(beg, end));
    beg = m[1] as number;
  }
  if (end !== s.length) out.push(s.slice(beg));
  return out;
}

/** Go's regexp.QuoteMeta. */
const quoteMeta = (s: string): string => s.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&');

const matchOf = (compile: (r: string) => RE2JS) => (r: string, s: string) => compile(r).test(s);
const findAllOf = (compile: (r: string) => RE2JS) => (r: string, s: string, n: bigint | number) => {
  const re = compile(r);
  return ofType(
    findAllIndex(re, s, Number(n)).map((m) => s.slice(m[0], m[1])),
    '[]string',
  );
};
const findOf = (compile: (r: string) => RE2JS) => (r: string, s: string) => {
  const m = findAllIndex(compile(r), s, 1)[0];
  return m ? s.slice(m[0], m[1]) : '';
};
const replaceOf = (compile: (r: string) => RE2JS, literal: boolean) => (r: string, s: string, repl: string) =>
  replaceAll(compile(r), s, repl, literal);
const splitOf = (compile: (r: string) => RE2JS) => (r: string, s: string, n: bigint | number) =>
  ofType(split(compile(r), s, Number(n)), '[]string');

export const regexFuncs: FuncMap = {
  // regexMatch ignores a compile error (false), as Sprig does; mustRegexMatch returns it.
  regexMatch: def('regexMatch', ['string', 'string'], null, (r: string, s: string) => {
    try {
      return compileRE2(r).test(s);
    } catch {
      return false;
    }
  }),
  mustRegexMatch: def('mustRegexMatch', ['string', 'string'], null, matchOf(compileRE2)),
  // The others panic on a bad pattern (regexp.MustCompile); the must* ones return the error.
  regexFindAll: def('regexFindAll', ['string', 'string', 'int'], null, findAllOf(mustCompile)),
  mustRegexFindAll: def('mustRegexFindAll', ['string', 'string', 'int'], null, findAllOf(compileRE2)),
  regexFind: def('regexFind', ['string', 'string'], null, findOf(mustCompile)),
  mustRegexFind: def('mustRegexFind', ['string', 'string'], null, findOf(compileRE2)),
  regexReplaceAll: def(
    'regexReplaceAll',
    ['string', 'string', 'string'],
    null,
    replaceOf(mustCompile, false),
  ),
  mustRegexReplaceAll: def(
    'mustRegexReplaceAll',
    ['string', 'string', 'string'],
    null,
    replaceOf(compileRE2, false),
  ),
  regexReplaceAllLiteral: def(
    'regexReplaceAllLiteral',
    ['string', 'string', 'string'],
    null,
    replaceOf(mustCompile, true),
  ),
  mustRegexReplaceAllLiteral: def(
    'mustRegexReplaceAllLiteral',
    ['string', 'string', 'string'],
    null,
    replaceOf(compileRE2, true),
  ),
  regexSplit: def('regexSplit', ['string', 'string', 'int'], null, splitOf(mustCompile)),
  mustRegexSplit: def('mustRegexSplit', ['string', 'string', 'int'], null, splitOf(compileRE2)),
  regexQuoteMeta: def('regexQuoteMeta', ['string'], null, quoteMeta),
};
