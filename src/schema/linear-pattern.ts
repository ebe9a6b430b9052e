/**
 * Which of rigging's OWN schema patterns JavaScript's backtracking RegExp may run: those that match
 * in time linear in the input, and mean the same to RE2 (Go's regexp, what the schemas are
 * specified in) as to JavaScript. Never a pattern a user supplies: those stay on RE2 (re2-regexp.ts).
 *
 * The class, checked by parsing the pattern:
 * - `^` first and `$` last, and the pattern is run sticky (tried at index 0 only: native-regexp.ts);
 * - between them literals, escaped punctuation, `\d \D \w \W` and bracket classes of those, in
 *   groups `( )` or `(?: )`; no alternation, `.`, `\s`, backreferences, lookaround or lazy quantifiers;
 * - quantifiers `?`, `{n}` and `{n,m}` (m ≤ 64) giving at most 64 ways through the pattern in
 *   all (each repetition of a group counting its choices again), and ONE unbounded one (`*`, `+`,
 *   `{n,}`) at most, on a single character or class, in no group that repeats.
 *
 * Why linear: a backtracking matcher's choices are then the bounded quantifiers' (C ways, at most
 * 64) and how many characters the one unbounded loop takes (n + 1 at most). For each of
 * the C ways through what precedes the loop, the loop takes its characters once (O(n)) and gives
 * them back one at a time, each time trying a rest that matches a bounded number of characters
 * (O(1)): O(C·n) in all, from the one start index. With two unbounded loops that can take the same
 * characters (`^a*a*$`) or a loop in a loop (`^(a+)+$`) it is O(n²) or exponential: those stay on RE2.
 *
 * Why the same meaning: in this class the two engines agree: `$` without the `m` flag is the end of
 * the text in both, `\d` and `\w` are ASCII in both, and the `u` flag makes JavaScript match code
 * points, as RE2 matches runes. `.` and `\s` differ (line terminators, Unicode spaces), so they are
 * left out.
 */

/** Undefined when `pattern` is in the class above; else why not. */
export function nonLinearReason(pattern: string): string | undefined {
  try {
    new Parser(pattern).parse();
    return undefined;
  } catch (e) {
    if (e instanceof NotLinear) return e.message;
    throw e;
  }
}

export function isLinearPattern(pattern: string): boolean {
  return nonLinearReason(pattern) === undefined;
}

class NotLinear extends Error {}

const MAX_BOUNDED = 64;
/** The most ways through a pattern's bounded quantifiers (C in the argument above). */
const MAX_WAYS = 64;
const META = new Set([...'^$\\.|?*+()[]{}']);
const SYNTAX = new Set([...'^$\\.*+?()[]{}|/']);
const CLASS_ESCAPES = new Set([...'dDwW']);

class Parser {
  private at = 0;
  /** Unbounded loops so far, each counted as often as its enclosing groups may repeat. */
  private loops = 0;
  /** Ways through the bounded quantifiers so far: the product of their choices. */
  private ways = 1;

  constructor(private readonly src: string) {}

  parse(): void {
    if (!this.src.startsWith('^')) this.fail('it does not start with ^');
    if (!this.src.endsWith('$') || this.src.endsWith('\\$')) this.fail('it does not end with $');
    this.at = 1;
    this.sequence(1, this.src.length - 1);
    if (this.at !== this.src.length - 1) this.fail(`unexpected ${this.src[this.at]}`);
  }

  /** Items up to `end` or a `)`; `repeats` is how often the enclosing groups may match. */
  private sequence(repeats: number, end: number): void {
    while (this.at < end && this.src[this.at] !== ')') {
      const single = this.atom(repeats, end);
      this.quantifier(single, repeats);
    }
  }

  /** One atom; true when it matches a single character (a literal, escape or class). */
  private atom(repeats: number, end: number): boolean {
    const c = this.src[this.at] as string;
    if (c === '(') {
      const group = this.at;
      this.at += this.src.startsWith('(?:', this.at) ? 3 : 1;
      if (this.src[this.at] === '?') this.fail('lookaround or a named group');
      // The group's own quantifier, read ahead: a loop inside counts once per repetition.
      const close = this.matchingParen(group, end);
      const max = this.quantifierRange(close + 1)?.[1] ?? 1;
      if (max === Number.POSITIVE_INFINITY) this.fail('an unbounded quantifier on a group');
      this.sequence(repeats * max, end);
      if (this.src[this.at] !== ')') this.fail('an unclosed group');
      this.at++;
      return false;
    }
    if (c === '[') {
      this.charClass();
      return true;
    }
    if (c === '\\') {
      this.escape(false);
      return true;
    }
    if (c === '|') this.fail('alternation');
    if (c === '.') this.fail('"." (it differs between RE2 and JavaScript)');
    if (META.has(c)) this.fail(`unexpected ${c}`);
    this.at++;
    return true;
  }

  private quantifier(single: boolean, repeats: number): void {
    const range = this.quantifierRange(this.at);
    if (range === undefined) return;
    const [min, max] = range;
    this.at = this.quantifierEnd;
    if (this.src[this.at] === '?' || this.src[this.at] === '+') this.fail('a lazy or possessive quantifier');
    if (max !== Number.POSITIVE_INFINITY) {
      // Each repetition of the enclosing groups makes this choice afresh: `(a?){30}a{30}` is the
      // textbook exponential case, bounded as it is.
      this.ways *= (max - min + 1) ** repeats;
      if (this.ways > MAX_WAYS) this.fail(`over ${MAX_WAYS} ways through its bounded quantifiers`);
      return;
    }
    if (!single) this.fail('an unbounded quantifier on a group');
    this.loops += repeats;
    if (this.loops > 1) this.fail('more than one unbounded quantifier, or one in a repeated group');
  }

  private quantifierEnd = 0;

  /** The least and greatest count of the quantifier at `i` (Infinity: unbounded); undefined if none. */
  private quantifierRange(i: number): [number, number] | undefined {
    const c = this.src[i];
    this.quantifierEnd = i + 1;
    if (c === '?') return [0, 1];
    if (c === '*') return [0, Number.POSITIVE_INFINITY];
    if (c === '+') return [1, Number.POSITIVE_INFINITY];
    if (c !== '{') return undefined;
    const m = /^\{(\d{1,3})(,(\d{1,3})?)?\}/.exec(this.src.slice(i));
    if (!m) this.fail('a malformed {} quantifier');
    this.quantifierEnd = i + m[0].length;
    const min = this.bounded(Number(m[1]));
    if (m[2] === undefined) return [min, min];
    if (m[3] === undefined) return [min, Number.POSITIVE_INFINITY];
    if (Number(m[3]) < min) this.fail('a {n,m} quantifier with m < n');
    return [min, this.bounded(Number(m[3]))];
  }

  private bounded(count: number): number {
    if (count > MAX_BOUNDED) this.fail(`a repetition count over ${MAX_BOUNDED}`);
    return count;
  }

  /** The index of the `)` closing the group opened at `open`. */
  private matchingParen(open: number, end: number): number {
    let depth = 0;
    for (let i = open; i < end; i++) {
      const c = this.src[i];
      if (c === '\\') i++;
      else if (c === '[') i = this.classEnd(i);
      else if (c === '(') depth++;
      else if (c === ')' && --depth === 0) return i;
    }
    return this.fail('an unclosed group');
  }

  /** The index of the `]` closing the class opened at `open` (the class itself is checked later). */
  private classEnd(open: number): number {
    for (let i = open + 1; i < this.src.length; i++) {
      if (this.src[i] === '\\') i++;
      else if (this.src[i] === ']') return i;
    }
    return this.fail('an unclosed class');
  }

  private charClass(): void {
    this.at++;
    if (this.src[this.at] === '^') this.at++;
    if (this.src[this.at] === ']') this.fail('an empty class or a leading ]');
    while (this.src[this.at] !== ']') {
      const c = this.src[this.at];
      if (c === undefined) this.fail('an unclosed class');
      if (c === '[') this.fail('[ inside a class');
      if (c === '\\') this.escape(true);
      else this.at++;
    }
    this.at++;
  }

  private escape(inClass: boolean): void {
    const c = this.src[this.at + 1];
    if (c === undefined) this.fail('a trailing \\');
    // What JavaScript's `u` mode lets one escape (RE2 lets one escape any punctuation).
    const syntax = SYNTAX.has(c) || (inClass && c === '-');
    if (!syntax && !CLASS_ESCAPES.has(c)) this.fail(`the escape \\${c}${inClass ? ' in a class' : ''}`);
    this.at += 2;
  }

  private fail(why: string): never {
    throw new NotLinear(why);
  }
}
