/**
 * Sprig's regex functions over Go's RE2 syntax. A pattern is checked against what RE2 accepts and
 * translated to a JS RegExp (flag `u`): constructs JS has but RE2 rejects (lookahead, lookbehind,
 * backreferences, possessive quantifiers, atomic groups) fail with `error parsing regexp` naming
 * the construct, as Go's compile would; `(?P<name>…)` becomes `(?<name>…)`; RE2's `(?i)`, `(?s)`,
 * `(?m)`, `(?U)`-free flag groups at the start become JS flags; `\z` becomes `$` without `m`;
 * `\A` becomes `^`; Perl classes `[[:alpha:]]` are expanded; `\Q…\E` is quoted.
 * Matching is leftmost-first like Go's (RE2 and JS backtracking agree on which match is found for
 * these patterns). Replacement templates use Go's `$1`, `${1}`, `${name}` and `$$` syntax.
 */
import type { FuncMap } from '../value';
import { def } from './common';

const POSIX: Record<string, string> = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  ascii: '\\x00-\\x7F',
  blank: '\\t ',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '!-~',
  lower: 'a-z',
  print: ' -~',
  punct: '!-\\/:-@\\[-`{-~',
  space: '\\t\\n\\v\\f\\r ',
  upper: 'A-Z',
  word: '0-9A-Za-z_',
  xdigit: '0-9A-Fa-f',
};

function fail(_pattern: string, what: string, arg: string): never {
  throw new Error(`error parsing regexp: ${what}: \`${arg}\``);
}

const cache = new Map<string, RegExp>();

/** Compiles an RE2 pattern to a global JS RegExp, or throws Go's error text. */
export function compileRE2(pattern: string): RegExp {
  const hit = cache.get(pattern);
  if (hit) return hit;
  let src = pattern;
  let flags = 'gu';
  // Leading flag group, e.g. (?i) or (?is).
  const lead = /^\(\?([imsU]+)\)/.exec(src);
  if (lead) {
    const f = lead[1] as string;
    if (f.includes('U')) fail(pattern, 'invalid or unsupported Perl syntax', '(?U');
    for (const ch of f) if (!flags.includes(ch)) flags += ch;
    src = src.slice(lead[0].length);
  }
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i] as string;
    if (c === '\\') {
      const n = src[i + 1];
      if (n === undefined) fail(pattern, 'trailing backslash at end of expression', '');
      if (/[1-9]/.test(n)) fail(pattern, 'invalid escape sequence', `\\${n}`);
      if (n === 'k') fail(pattern, 'invalid escape sequence', '\\k');
      if (n === 'Q') {
        const end = src.indexOf('\\E', i + 2);
        const lit = end >= 0 ? src.slice(i + 2, end) : src.slice(i + 2);
        out += lit.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
        i = end >= 0 ? end + 1 : src.length;
        continue;
      }
      if (!inClass && n === 'A') {
        out += '(?<![\\s\\S])';
        i++;
        continue;
      }
      if (!inClass && n === 'z') {
        out += '(?![\\s\\S])';
        i++;
        continue;
      }
      if (n === 'Z') fail(pattern, 'invalid escape sequence', '\\Z');
      if (n === 'C') fail(pattern, 'invalid escape sequence', '\\C');
      out += c + n;
      i++;
      continue;
    }
    if (inClass) {
      if (c === '[' && src[i + 1] === ':') {
        const end = src.indexOf(':]', i + 2);
        const name = end >= 0 ? src.slice(i + 2, end) : '';
        const neg = name.startsWith('^');
        const cls = POSIX[neg ? name.slice(1) : name];
        if (end < 0 || cls === undefined)
          fail(pattern, 'invalid character class range', src.slice(i, end + 2));
        if (neg) fail(pattern, 'invalid or unsupported Perl syntax', `[:${name}:]`);
        out += cls;
        i = end + 1;
        continue;
      }
      if (c === ']') inClass = false;
      out += c === '[' ? '\\[' : c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      if (src[i + 1] === '^') {
        out += '^';
        i++;
      }
      if (src[i + 1] === ']') {
        out += '\\]';
        i++;
      }
      continue;
    }
    if (c === '(' && src[i + 1] === '?') {
      const rest = src.slice(i + 2);
      if (rest.startsWith('P<')) {
        out += '(?<';
        i += 3;
        continue;
      }
      if (rest.startsWith('<') && !rest.startsWith('<=') && !rest.startsWith('<!')) {
        out += '(?<';
        i += 2;
        continue;
      }
      if (rest.startsWith(':')) {
        out += '(?:';
        i += 2;
        continue;
      }
      if (rest.startsWith('=')) fail(pattern, 'invalid or unsupported Perl syntax', '(?=');
      if (rest.startsWith('!')) fail(pattern, 'invalid or unsupported Perl syntax', '(?!');
      if (rest.startsWith('<=')) fail(pattern, 'invalid or unsupported Perl syntax', '(?<');
      if (rest.startsWith('<!')) fail(pattern, 'invalid or unsupported Perl syntax', '(?<');
      if (rest.startsWith('>')) fail(pattern, 'invalid or unsupported Perl syntax', '(?>');
      const fm = /^([imsU-]+)(:|\))/.exec(rest);
      if (fm) {
        if ((fm[1] as string).includes('U')) fail(pattern, 'invalid or unsupported Perl syntax', '(?U');
        // JS supports inline modifiers only as (?ims-ims:...).
        if (fm[2] === ')')
          fail(pattern, 'flag groups in the middle of a pattern are not supported by rigging', `(?${fm[1]})`);
        out += `(?${fm[1]}:`;
        i += 1 + (fm[0] as string).length;
        continue;
      }
      fail(pattern, 'invalid or unsupported Perl syntax', `(?${rest.slice(0, 1)}`);
    }
    if ((c === '+' || c === '*' || c === '?' || c === '}') && src[i + 1] === '+') {
      fail(pattern, 'invalid nested repetition operator', `${c}+`);
    }
    out += c;
  }
  let re: RegExp;
  try {
    re = new RegExp(out, flags);
  } catch (e) {
    throw new Error(`error parsing regexp: ${(e as Error).message}`);
  }
  cache.set(pattern, re);
  return re;
}

/** Go's FindAllString: n < 0 all, else at most n; empty matches right after a match are skipped. */
function findAll(re: RegExp, s: string, n: number): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  if (n === 0) return out;
  re.lastIndex = 0;
  let prevEnd = -1;
  for (;;) {
    if (n >= 0 && out.length >= n) break;
    const m = re.exec(s);
    if (!m) break;
    const end = m.index + m[0].length;
    if (m[0].length === 0) {
      if (m.index === prevEnd) {
        re.lastIndex = m.index + ((s.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1);
        if (re.lastIndex > s.length) break;
        continue;
      }
      re.lastIndex = m.index + ((s.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1);
    }
    out.push(m);
    prevEnd = end;
    if (re.lastIndex > s.length) break;
  }
  return out;
}

/** Go's Regexp.Expand of a replacement template. */
function expand(tpl: string, m: RegExpExecArray): string {
  let out = '';
  for (let i = 0; i < tpl.length; i++) {
    const c = tpl[i] as string;
    if (c !== '$' || i + 1 >= tpl.length) {
      out += c;
      continue;
    }
    if (tpl[i + 1] === '$') {
      out += '$';
      i++;
      continue;
    }
    let name: string;
    let j: number;
    const braced = /^\{([A-Za-z0-9_]+)\}/.exec(tpl.slice(i + 1));
    if (braced) {
      name = braced[1] as string;
      j = i + 1 + braced[0].length;
    } else {
      const bare = /^[A-Za-z0-9_]+/.exec(tpl.slice(i + 1));
      if (!bare) {
        out += c;
        continue;
      }
      name = bare[0];
      j = i + 1 + name.length;
    }
    if (/^\d+$/.test(name)) out += m[Number(name)] ?? '';
    else out += m.groups?.[name] ?? '';
    i = j - 1;
  }
  return out;
}

function replaceAll(re: RegExp, s: string, repl: (m: RegExpExecArray) => string): string {
  let out = '';
  let last = 0;
  for (const m of findAll(re, s, -1)) {
    out += s.slice(last, m.index) + repl(m);
    last = m.index + m[0].length;
  }
  return out + s.slice(last);
}

/** Go's Regexp.Split. */
function split(re: RegExp, pattern: string, s: string, n: number): string[] {
  if (n === 0) return [];
  if (pattern.length > 0 && s === '') return [''];
  const out: string[] = [];
  let beg = 0;
  let end = 0;
  for (const m of findAll(re, s, n)) {
    if (n > 0 && out.length === n - 1) break;
    end = m.index;
    const mEnd = m.index + m[0].length;
    if (mEnd !== 0) out.push(s.slice(beg, end));
    beg = mEnd;
  }
  if (end !== s.length) out.push(s.slice(beg));
  return out;
}

/** Go's regexp.QuoteMeta. */
const quoteMeta = (s: string): string => s.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&');

const match = (r: string, s: string) => {
  const re = compileRE2(r);
  re.lastIndex = 0;
  return re.test(s);
};
const findAllStr = (r: string, s: string, n: number) => findAll(compileRE2(r), s, n).map((m) => m[0]);
const find = (r: string, s: string) => {
  const m = findAll(compileRE2(r), s, 1)[0];
  return m ? m[0] : '';
};
const replace = (r: string, s: string, repl: string) => replaceAll(compileRE2(r), s, (m) => expand(repl, m));
const replaceLiteral = (r: string, s: string, repl: string) => replaceAll(compileRE2(r), s, () => repl);
const splitFn = (r: string, s: string, n: number) => split(compileRE2(r), r, s, n);

export const regexFuncs: FuncMap = {
  // regexMatch ignores a compile error (false), as Sprig does; mustRegexMatch returns it.
  regexMatch: def('regexMatch', ['string', 'string'], null, (r: string, s: string) => {
    try {
      return match(r, s);
    } catch {
      return false;
    }
  }),
  mustRegexMatch: def('mustRegexMatch', ['string', 'string'], null, match),
  // The others panic on a bad pattern (regexp.MustCompile), which the template reports.
  regexFindAll: def('regexFindAll', ['string', 'string', 'int'], null, findAllStr),
  mustRegexFindAll: def('mustRegexFindAll', ['string', 'string', 'int'], null, findAllStr),
  regexFind: def('regexFind', ['string', 'string'], null, find),
  mustRegexFind: def('mustRegexFind', ['string', 'string'], null, find),
  regexReplaceAll: def('regexReplaceAll', ['string', 'string', 'string'], null, replace),
  mustRegexReplaceAll: def('mustRegexReplaceAll', ['string', 'string', 'string'], null, replace),
  regexReplaceAllLiteral: def('regexReplaceAllLiteral', ['string', 'string', 'string'], null, replaceLiteral),
  mustRegexReplaceAllLiteral: def(
    'mustRegexReplaceAllLiteral',
    ['string', 'string', 'string'],
    null,
    replaceLiteral,
  ),
  regexSplit: def('regexSplit', ['string', 'string', 'int'], null, splitFn),
  mustRegexSplit: def('mustRegexSplit', ['string', 'string', 'int'], null, splitFn),
  regexQuoteMeta: def('regexQuoteMeta', ['string'], null, quoteMeta),
};
