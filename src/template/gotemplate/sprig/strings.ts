/**
 * Sprig's string functions (strings.go, and the goutils and xstrings helpers it calls). Lengths
 * and offsets (trunc, substr, abbrev, wrap) count bytes of UTF-8, as Go's do.
 */
import { compareUtf8 } from '../../../model/values';
import { sprintf } from '../fmt';
import { checkListLength, checkStringLength } from '../limits';
import { type FuncMap, type GoMap, type GoValue, ofType } from '../value';
import { bytesOf, def, isSpace, sliceString, strval } from './common';

const cp = (s: string): number[] => Array.from(s, (c) => c.codePointAt(0) as number);
const fromCp = (a: number[]): string => String.fromCodePoint(...a);
const byteLen = (s: string): number => Buffer.byteLength(s, 'utf8');

const isUpper = (c: number) => /\p{Lu}/u.test(String.fromCodePoint(c));
const isLower = (c: number) => /\p{Ll}/u.test(String.fromCodePoint(c));
const isTitle = (c: number) => /\p{Lt}/u.test(String.fromCodePoint(c));
const isLetter = (c: number) => /\p{L}/u.test(String.fromCodePoint(c));
const isDigit = (c: number) => /\p{Nd}/u.test(String.fromCodePoint(c));
const isNumber = (c: number) => /\p{N}/u.test(String.fromCodePoint(c));
const isPunct = (c: number) => /\p{P}/u.test(String.fromCodePoint(c));

/** unicode.ToUpper of one rune: only where the mapping is one rune (Go has no ß → SS). */
function toUpperRune(c: number): number {
  const u = cp(String.fromCodePoint(c).toUpperCase());
  return u.length === 1 ? (u[0] as number) : c;
}
function toLowerRune(c: number): number {
  const u = cp(String.fromCodePoint(c).toLowerCase());
  return u.length === 1 ? (u[0] as number) : c;
}

// ASCII, the common case, maps as JS maps it; other runes one by one as Go's unicode tables do.
const isAscii = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
};

/** strconv.Quote (%q): printable ASCII without `"` or `\` needs no escapes, the common case. */
const goQuote = (s: string): string =>
  /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/.test(s) ? `"${s}"` : sprintf('%q', s);
export const goToUpper = (s: string): string =>
  isAscii(s) ? s.toUpperCase() : fromCp(cp(s).map(toUpperRune));
export const goToLower = (s: string): string =>
  isAscii(s) ? s.toLowerCase() : fromCp(cp(s).map(toLowerRune));

/** strings.TrimSpace. */
export function trimSpace(s: string): string {
  const a = cp(s);
  let i = 0;
  let j = a.length;
  while (i < j && isSpace(a[i] as number)) i++;
  while (j > i && isSpace(a[j - 1] as number)) j--;
  return fromCp(a.slice(i, j));
}

/** strings.Trim(s, cutset). */
function trimCutset(s: string, cutset: string): string {
  const cut = new Set(cp(cutset));
  const a = cp(s);
  let i = 0;
  let j = a.length;
  while (i < j && cut.has(a[i] as number)) i++;
  while (j > i && cut.has(a[j - 1] as number)) j--;
  return fromCp(a.slice(i, j));
}

/** strings.Title: the first letter of each word in title case. */
function title(s: string): string {
  const isSeparator = (r: number): boolean => {
    if (r <= 0x7f) {
      if ((r >= 0x30 && r <= 0x39) || (r >= 0x61 && r <= 0x7a) || (r >= 0x41 && r <= 0x5a) || r === 0x5f)
        return false;
      return true;
    }
    if (isLetter(r) || isDigit(r)) return false;
    return isSpace(r);
  };
  let prev = 0x20;
  return fromCp(
    cp(s).map((r) => {
      const out = isSeparator(prev) ? toUpperRune(r) : r;
      prev = r;
      return out;
    }),
  );
}

/** goutils.Uncapitalize: the first letter after whitespace in lower case. */
function untitle(s: string): string {
  let next = true;
  return fromCp(
    cp(s).map((r) => {
      if (isSpace(r)) {
        next = true;
        return r;
      }
      if (next) {
        next = false;
        return toLowerRune(r);
      }
      return r;
    }),
  );
}

/** goutils.Initials: the first rune of each whitespace-separated word. */
function initials(s: string): string {
  let gap = true;
  const out: number[] = [];
  for (const r of cp(s)) {
    if (isSpace(r)) gap = true;
    else if (gap) {
      out.push(r);
      gap = false;
    }
  }
  return fromCp(out);
}

/** goutils.SwapCase. */
function swapcase(s: string): string {
  return fromCp(
    cp(s).map((r) => {
      if (isUpper(r) || isTitle(r)) return toLowerRune(r);
      if (isLower(r)) return toUpperRune(r);
      return r;
    }),
  );
}

/** goutils.AbbreviateFull, on bytes. An error (width too small) yields "". */
function abbreviateFull(str: string, offset: number, maxWidth: number): string {
  if (str === '') return '';
  if (maxWidth < 4) return '';
  const len = byteLen(str);
  if (len <= maxWidth) return str;
  let off = offset;
  if (off > len) off = len;
  if (len - off < maxWidth - 3) off = len - (maxWidth - 3);
  if (off <= 4) return `${sliceString(str, 0, maxWidth - 3)}...`;
  if (maxWidth < 7) return '';
  if (off + maxWidth - 3 < len) return `...${abbreviateFull(sliceString(str, off, null), 0, maxWidth - 3)}`;
  return `...${sliceString(str, len - (maxWidth - 3), null)}`;
}

/** goutils.WrapCustom, on bytes. */
function wrapCustom(str: string, wrapLength: number, newLine: string, wrapLongWords: boolean): string {
  if (str === '') return '';
  const nl = newLine === '' ? '\n' : newLine;
  const width = wrapLength < 1 ? 1 : wrapLength;
  const b = bytesOf(str);
  const sub = (lo: number, hi: number) => sliceString(str, lo, hi);
  const len = b.length;
  let offset = 0;
  let out = '';
  while (len - offset > width) {
    if (b[offset] === 0x20) {
      offset++;
      continue;
    }
    const end = width + offset + 1;
    const spaceAt = b.subarray(offset, end).lastIndexOf(0x20) + offset;
    if (spaceAt >= offset) {
      out += sub(offset, spaceAt) + nl;
      offset = spaceAt + 1;
    } else if (wrapLongWords) {
      out += sub(offset, width + offset) + nl;
      offset += width;
    } else {
      const e = width + offset;
      const index = b.subarray(e).indexOf(0x20);
      if (index === -1) {
        out += sub(offset, len);
        offset = len;
      } else {
        const at = index + e;
        out += sub(offset, at) + nl;
        offset = at + 1;
      }
    }
  }
  return out + sub(offset, len);
}

// --- xstrings case conversion (ToSnakeCase, ToKebabCase, ToPascalCase)

const isConnector = (r: number) => r === 0x2d || r === 0x5f || isSpace(r);
const isAlphabet = (r: number) =>
  isLetter(r) && !/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u.test(String.fromCodePoint(r));

type WordType = 'invalid' | 'number' | 'upper' | 'alphabet' | 'connector' | 'punct' | 'other';

function nextWord(s: number[], at: number): [WordType, number] {
  // Returns the word's type and the index after it.
  if (at >= s.length) return ['invalid', at];
  const r = s[at] as number;
  let i = at + 1;
  if (isConnector(r)) {
    while (i < s.length && isConnector(s[i] as number)) i++;
    return ['connector', i];
  }
  if (isPunct(r)) {
    while (i < s.length && isPunct(s[i] as number)) i++;
    return ['punct', i];
  }
  if (isUpper(r)) {
    if (i >= s.length) return ['upper', i];
    const n = s[i] as number;
    if (isUpper(n)) {
      while (i < s.length && isUpper(s[i] as number)) i++;
      if (i < s.length && isAlphabet(s[i] as number)) i--;
    } else if (isAlphabet(n)) {
      while (i < s.length && isAlphabet(s[i] as number) && !isUpper(s[i] as number)) i++;
    }
    return ['upper', i];
  }
  if (isAlphabet(r)) {
    while (i < s.length && isAlphabet(s[i] as number) && !isUpper(s[i] as number)) i++;
    return ['alphabet', i];
  }
  if (isNumber(r)) {
    while (i < s.length && isNumber(s[i] as number)) i++;
    return ['number', i];
  }
  while (i < s.length) {
    const c = s[i] as number;
    if (isConnector(c) || isAlphabet(c) || isNumber(c) || isPunct(c)) break;
    i++;
  }
  return ['other', i];
}

function camelCaseToLowerCase(str: string, connector: number): string {
  if (str === '') return '';
  const s = cp(str);
  const out: number[] = [];
  const toLower = (wt: WordType, word: number[]) => {
    if (wt !== 'upper' && wt !== 'connector') {
      out.push(...word);
      return;
    }
    for (const r of word) {
      if (isConnector(r)) out.push(connector);
      else if (isUpper(r)) out.push(toLowerRune(r));
      else out.push(r);
    }
  };
  let pos = 0;
  const next = (): [WordType, number[]] => {
    const [t, end] = nextWord(s, pos);
    const w = s.slice(pos, end);
    pos = end;
    return [t, w];
  };
  let [wt, word] = next();
  while (pos < s.length) {
    if (wt !== 'connector') toLower(wt, word);
    const prev = wt;
    const last = word;
    [wt, word] = next();
    switch (prev) {
      case 'number':
        while (wt === 'alphabet' || wt === 'number') {
          toLower(wt, word);
          [wt, word] = next();
        }
        if (wt !== 'invalid' && wt !== 'punct' && wt !== 'connector') out.push(connector);
        break;
      case 'connector':
        toLower(prev, last);
        break;
      case 'punct':
        break;
      default: {
        if (wt !== 'number') {
          if (wt !== 'connector' && wt !== 'punct') out.push(connector);
          break;
        }
        if (pos >= s.length) break;
        const numWord = word;
        [wt, word] = next();
        if (wt !== 'alphabet') {
          toLower('number', numWord);
          if (wt !== 'connector' && wt !== 'punct') out.push(connector);
          break;
        }
        out.push(connector);
        toLower('number', numWord);
        while (wt === 'alphabet' || wt === 'number') {
          toLower(wt, word);
          [wt, word] = next();
        }
        if (wt !== 'invalid' && wt !== 'connector' && wt !== 'punct') out.push(connector);
      }
    }
  }
  toLower(wt, word);
  return fromCp(out);
}

/** xstrings.ToPascalCase (Sprig's `camelcase`): connectors dropped, the next rune upper-cased. */
function pascalCase(str: string): string {
  const s = cp(str);
  if (s.length === 0) return '';
  const out: number[] = [];
  let i = 0;
  let r0 = 0;
  for (; i < s.length; ) {
    r0 = s[i++] as number;
    if (!isConnector(r0)) {
      r0 = toUpperRune(r0);
      break;
    }
    out.push(r0);
  }
  if (i >= s.length) {
    // As xstrings does, the last rune is written again when all were connectors.
    out.push(r0);
    return fromCp(out);
  }
  while (i < s.length) {
    const r1 = r0;
    r0 = s[i++] as number;
    if (isConnector(r0) && isConnector(r1)) {
      out.push(r1);
      continue;
    }
    if (isConnector(r1)) r0 = toUpperRune(r0);
    else out.push(r1);
  }
  out.push(r0);
  return fromCp(out);
}

/** strings.Split / SplitN (n < 0: all; n == 0: none). An empty separator splits runes. */
export function goSplit(s: string, sep: string, n = -1): string[] {
  if (n === 0) return [];
  // The parts are counted before they are made: a 16 MiB string split by "" is 16M strings.
  const count = sep === '' ? s.length : occurrences(s, sep) + 1;
  checkListLength(n < 0 ? count : Math.min(n, count));
  if (sep === '') {
    const runes = Array.from(s);
    if (n < 0 || n >= runes.length) return runes;
    return [...runes.slice(0, n - 1), runes.slice(n - 1).join('')];
  }
  const parts = s.split(sep);
  if (n < 0 || parts.length <= n) return parts;
  return [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep)];
}

function occurrences(s: string, sep: string): number {
  let count = 0;
  for (let i = s.indexOf(sep); i >= 0; i = s.indexOf(sep, i + sep.length)) count++;
  return count;
}

/** Sprig's strslice: a list's non-nil elements by strval; nil → []; anything else → [strval]. */
export function strslice(v: GoValue): string[] {
  if (Array.isArray(v)) return v.filter((x) => x !== null && x !== undefined).map(strval);
  if (v === null || v === undefined) return [];
  return [strval(v)];
}

/** Sprig's split and splitn: a map[string]string of `_0`, `_1`... */
function indexed(parts: string[]): GoMap {
  const out: GoMap = ofType({}, 'map[string]string');
  parts.forEach((p, i) => {
    out[`_${i}`] = p;
  });
  return out;
}

function indent(spaces: number, v: string): string {
  if (spaces < 0) throw new Error('strings: negative Repeat count');
  checkStringLength(v.length + spaces * v.split('\n').length);
  const pad = ' '.repeat(spaces);
  return pad + v.split('\n').join(`\n${pad}`);
}

const nonNil = (a: GoValue[]) => a.filter((x) => x !== null && x !== undefined);

/** parts.join(sep), refused before joining when the result would be too long (limits.ts). */
function joined(parts: string[], sep: string): string {
  let n = sep.length * Math.max(0, parts.length - 1);
  for (const p of parts) n += p.length;
  checkStringLength(n);
  return parts.join(sep);
}

export const stringFuncs: FuncMap = {
  abbrev: def('abbrev', ['int', 'string'], null, (w: number, s: string) =>
    w < 4 ? s : abbreviateFull(s, 0, w),
  ),
  abbrevboth: def('abbrevboth', ['int', 'int', 'string'], null, (l: number, r: number, s: string) =>
    r < 4 || (l > 0 && r < 7) ? s : abbreviateFull(s, l, r),
  ),
  trunc: def('trunc', ['int', 'string'], null, (c: number, s: string) => {
    const len = byteLen(s);
    if (c < 0 && len + c > 0) return sliceString(s, len + c, null);
    if (c >= 0 && len > c) return sliceString(s, 0, c);
    return s;
  }),
  trim: def('trim', ['string'], null, trimSpace),
  upper: def('upper', ['string'], null, goToUpper),
  lower: def('lower', ['string'], null, goToLower),
  title: def('title', ['string'], null, title),
  untitle: def('untitle', ['string'], null, untitle),
  substr: def('substr', ['int', 'int', 'string'], null, (start: number, end: number, s: string) => {
    if (start < 0) return sliceString(s, null, end);
    if (end < 0 || end > byteLen(s)) return sliceString(s, start, null);
    return sliceString(s, start, end);
  }),
  repeat: def('repeat', ['int', 'string'], null, (count: number, s: string) => {
    if (count < 0) throw new Error('strings: negative Repeat count');
    checkStringLength(count * s.length);
    return s.repeat(count);
  }),
  trimall: def('trimall', ['string', 'string'], null, (a: string, b: string) => trimCutset(b, a)),
  trimAll: def('trimAll', ['string', 'string'], null, (a: string, b: string) => trimCutset(b, a)),
  trimSuffix: def('trimSuffix', ['string', 'string'], null, (a: string, b: string) =>
    a !== '' && b.endsWith(a) ? b.slice(0, b.length - a.length) : b,
  ),
  trimPrefix: def('trimPrefix', ['string', 'string'], null, (a: string, b: string) =>
    b.startsWith(a) ? b.slice(a.length) : b,
  ),
  nospace: def('nospace', ['string'], null, (s: string) => fromCp(cp(s).filter((r) => !isSpace(r)))),
  initials: def('initials', ['string'], null, initials),
  swapcase: def('swapcase', ['string'], null, swapcase),
  snakecase: def('snakecase', ['string'], null, (s: string) => camelCaseToLowerCase(s, 0x5f)),
  kebabcase: def('kebabcase', ['string'], null, (s: string) => camelCaseToLowerCase(s, 0x2d)),
  camelcase: def('camelcase', ['string'], null, pascalCase),
  wrap: def('wrap', ['int', 'string'], null, (l: number, s: string) => wrapCustom(s, l, '', false)),
  wrapWith: def('wrapWith', ['int', 'string', 'string'], null, (l: number, sep: string, s: string) =>
    wrapCustom(s, l, sep, true),
  ),
  contains: def('contains', ['string', 'string'], null, (sub: string, s: string) => s.includes(sub)),
  hasPrefix: def('hasPrefix', ['string', 'string'], null, (p: string, s: string) => s.startsWith(p)),
  hasSuffix: def('hasSuffix', ['string', 'string'], null, (p: string, s: string) => s.endsWith(p)),
  quote: def('quote', [], 'any', (...v: GoValue[]) =>
    nonNil(v)
      .map((s) => goQuote(strval(s)))
      .join(' '),
  ),
  squote: def('squote', [], 'any', (...v: GoValue[]) =>
    nonNil(v)
      .map((s) => `'${strval(s)}'`)
      .join(' '),
  ),
  cat: def('cat', [], 'any', (...v: GoValue[]) =>
    nonNil(v)
      .map((s) => (typeof s === 'string' ? s : strval(s)))
      .join(' '),
  ),
  indent: def('indent', ['int', 'string'], null, indent),
  nindent: def('nindent', ['int', 'string'], null, (n: number, v: string) => `\n${indent(n, v)}`),
  replace: def('replace', ['string', 'string', 'string'], null, (o: string, n: string, s: string) => {
    if (o === '') {
      // strings.Replace with an empty old inserts `new` around every rune.
      checkStringLength(s.length + (s.length + 1) * n.length);
      return n + Array.from(s).join(n) + (s === '' ? '' : n);
    }
    return joined(s.split(o), n);
  }),
  plural: def('plural', ['string', 'string', 'int'], null, (one: string, many: string, c: number) =>
    c === 1 ? one : many,
  ),
  toString: def('toString', ['any'], null, strval),
  split: def('split', ['string', 'string'], null, (sep: string, s: string) => indexed(goSplit(s, sep))),
  splitList: def('splitList', ['string', 'string'], null, (sep: string, s: string) =>
    ofType(goSplit(s, sep), '[]string'),
  ),
  splitn: def('splitn', ['string', 'int', 'string'], null, (sep: string, n: number, s: string) =>
    indexed(goSplit(s, sep, n)),
  ),
  toStrings: def('toStrings', ['any'], null, (v: GoValue) => ofType(strslice(v), '[]string')),
  join: def('join', ['string', 'any'], null, (sep: string, v: GoValue) => joined(strslice(v), sep)),
  sortAlpha: def('sortAlpha', ['any'], null, (v: GoValue) => {
    return ofType(Array.isArray(v) ? strslice(v).sort(compareUtf8) : [strval(v)], '[]string');
  }),
};
