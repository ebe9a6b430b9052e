/**
 * Landscaper's toYaml and fromYaml (pkg/landscaper/installations/executions/template/gotemplate/funcs.go).
 *
 * Landscaper uses sigs.k8s.io/yaml: Marshal is json.Marshal, then the JSON is read back by
 * go.yaml.in/yaml/v2 (so numbers are re-typed as int or float by YAML's resolver) and written by
 * yaml.v2's emitter; toYaml trims the one trailing newline and swallows errors as "".
 * Unmarshal is yaml.v2 → JSON → encoding/json into interface{}: every number becomes float64.
 *
 * The emitter below is a port of the parts of yaml.v2's emitterc.go that JSON-shaped values reach:
 * block mappings with keys sorted by yaml.v2's keyList.Less, sequences not indented under their
 * key, `{}`/`[]` for empty collections, and the scalar style choice (plain, single, double quoted,
 * literal) with yaml.v2's line folding at column 80.
 */
import { parseDocument, type Tags } from 'yaml';
import { setOwn } from '../../../model/values';
import { boundedToJS } from '../../../schema/yaml-bounds';
import { formatFloat } from '../../../template/gotemplate/fmt';
import { checkPrintable } from '../../../template/gotemplate/limits';
import { GoInt, type GoMap, type GoValue } from '../../../template/gotemplate/value';

const BEST_WIDTH = 80;
const BEST_INDENT = 2;

// ---------------------------------------------------------------------------------------------
// yaml.v2's resolver (resolve.go), used to decide whether a string may be written plain.

const YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const BASE60_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;
const RESOLVE_MAP = new Set([
  'y',
  'Y',
  'yes',
  'Yes',
  'YES',
  'true',
  'True',
  'TRUE',
  'on',
  'On',
  'ON',
  'n',
  'N',
  'no',
  'No',
  'NO',
  'false',
  'False',
  'FALSE',
  'off',
  'Off',
  'OFF',
  '',
  '~',
  'null',
  'Null',
  'NULL',
  '.nan',
  '.NaN',
  '.NAN',
  '.inf',
  '.Inf',
  '.INF',
  '+.inf',
  '+.Inf',
  '+.INF',
  '-.inf',
  '-.Inf',
  '-.INF',
  '<<',
]);

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;

/** Go's strconv.ParseInt/ParseUint(s, 0, 64): the value as a bigint, or undefined. */
function parseGoInt(s: string, unsigned: boolean): bigint | undefined {
  let t = s;
  let neg = false;
  if (t.startsWith('+') || t.startsWith('-')) {
    if (unsigned) return undefined;
    neg = t[0] === '-';
    t = t.slice(1);
  }
  let digits: string;
  let radix: number;
  if (/^0[xX]/.test(t)) {
    radix = 16;
    digits = t.slice(2);
  } else if (/^0[bB]/.test(t)) {
    radix = 2;
    digits = t.slice(2);
  } else if (/^0[oO]/.test(t)) {
    radix = 8;
    digits = t.slice(2);
  } else if (t.length > 1 && t[0] === '0') {
    radix = 8;
    digits = t.slice(1);
  } else {
    radix = 10;
    digits = t;
  }
  const re = { 16: /^[0-9a-fA-F]+$/, 2: /^[01]+$/, 8: /^[0-7]+$/, 10: /^[0-9]+$/ }[radix] as RegExp;
  if (!re.test(digits)) return undefined;
  let v = 0n;
  for (const c of digits) v = v * BigInt(radix) + BigInt(Number.parseInt(c, radix));
  if (neg) v = -v;
  if (unsigned) return v <= UINT64_MAX ? v : undefined;
  return v >= INT64_MIN && v <= INT64_MAX ? v : undefined;
}

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** yaml.v2's parseTimestamp over its allowed layouts (2006-1-2, with T/t/space times). */
function isTimestamp(s: string): boolean {
  const m =
    /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:([Tt])|( ))(\d{1,2}):(\d{1,2}):(\d{1,2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(
      s,
    );
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > (DAYS[month - 1] as number)) return false;
  if (month === 2 && day === 29) {
    const y = Number(m[1]);
    if (!(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))) return false;
  }
  if (m[6] === undefined) return true;
  if (Number(m[6]) > 23 || Number(m[7]) > 59 || Number(m[8]) > 59) return false;
  // The space layout has no zone; the T layouts need one (Z07:00).
  if (m[5] !== undefined) return m[10] === undefined;
  return m[10] !== undefined;
}

/** Whether yaml.v2 reads the plain scalar s as a string (resolve's !!str). */
function resolvesToString(s: string): boolean {
  const c = s.length > 0 ? (s[0] as string) : '';
  const hint =
    s === '' ? 'N' : /[-+0-9]/.test(c) ? 'D' : /[yYnNtTfFoO~]/.test(c) ? 'M' : c === '.' ? '.' : '';
  if (hint === '') return true;
  if (RESOLVE_MAP.has(s)) return false;
  if (hint === '.') return !isGoFloat(s);
  if (hint === 'D') {
    if (isTimestamp(s)) return false;
    const plain = s.replaceAll('_', '');
    if (parseGoInt(plain, false) !== undefined || parseGoInt(plain, true) !== undefined) return false;
    if (YAML_STYLE_FLOAT.test(plain) && isGoFloat(plain)) return false;
    if (plain.startsWith('0b') && /^[01]+$/.test(plain.slice(2))) return false;
    if (plain.startsWith('-0b') && /^[01]+$/.test(plain.slice(3))) return false;
  }
  return true;
}

/** Go's strconv.ParseFloat(s, 64) accepts s (decimal and hex forms, inf, nan, underscores aside). */
function isGoFloat(s: string): boolean {
  // Fraction digits only after the point: adjacent digit runs would backtrack quadratically.
  return /^[-+]?(?:(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|inf(?:inity)?|nan|0[xX](?:[0-9a-fA-F]+(?:\.[0-9a-fA-F]*)?|\.[0-9a-fA-F]+)[pP][-+]?[0-9]+)$/i.test(
    s,
  );
}

// ---------------------------------------------------------------------------------------------
// JSON round trip: what sigs.k8s.io/yaml's JSONToYAML hands to yaml.v2.

type YNode =
  | { k: 'scalar'; text: string; str: boolean }
  | { k: 'seq'; items: YNode[] }
  | { k: 'map'; entries: [string, YNode][] };

class MarshalError extends Error {}

/** Go's encoding/json float text (strconv 'f', or 'e' outside [1e-6, 1e21) with e-07 → e-7). */
function jsonFloat(v: number): string {
  const a = Math.abs(v);
  if (a !== 0 && (a < 1e-6 || a >= 1e21)) {
    return formatFloat(v, 'e', -1).replace(/e([-+])0(\d)$/, 'e$1$2');
  }
  return formatFloat(v, 'f', -1);
}

/** A number as JSON writes it and yaml.v2 re-reads and re-writes it. */
function numberText(v: number | bigint): string {
  if (typeof v === 'bigint') return v.toString();
  if (!Number.isFinite(v)) throw new MarshalError(`json: unsupported value: ${formatFloat(v, 'g', -1)}`);
  const text = jsonFloat(v);
  const plain = text;
  const i = parseGoInt(plain, false) ?? parseGoInt(plain, true);
  if (i !== undefined) return i.toString();
  return formatFloat(Number.parseFloat(plain), 'g', -1);
}

function toNode(v: GoValue): YNode {
  if (v === null || v === undefined) return { k: 'scalar', text: 'null', str: false };
  switch (typeof v) {
    case 'string':
      return { k: 'scalar', text: v, str: true };
    case 'boolean':
      return { k: 'scalar', text: v ? 'true' : 'false', str: false };
    case 'number':
    case 'bigint':
      return { k: 'scalar', text: numberText(v), str: false };
    case 'function':
      throw new MarshalError('json: unsupported type: func()');
  }
  if (v instanceof GoInt) return { k: 'scalar', text: v.value.toString(), str: false };
  if (Array.isArray(v)) return { k: 'seq', items: v.map(toNode) };
  const keys = Object.keys(v).sort((a, b) => (keyLess(a, b) ? -1 : keyLess(b, a) ? 1 : 0));
  return { k: 'map', entries: keys.map((key) => [key, toNode((v as GoMap)[key])]) };
}

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/** yaml.v2's keyList.Less for two string keys (sorter.go): letters before digits, numbers by value. */
export function keyLess(a: string, b: string): boolean {
  const ar = Array.from(a);
  const br = Array.from(b);
  for (let i = 0; i < ar.length && i < br.length; i++) {
    const ac = ar[i] as string;
    const bc = br[i] as string;
    if (ac === bc) continue;
    const al = LETTER.test(ac);
    const bl = LETTER.test(bc);
    if (al && bl) return (ac.codePointAt(0) as number) < (bc.codePointAt(0) as number);
    if (al || bl) return bl;
    let an = 0n;
    let bn = 0n;
    if (ac === '0' || bc === '0') {
      for (let j = i - 1; j >= 0 && DIGIT.test(ar[j] as string); j--) {
        if (ar[j] !== '0') {
          an = 1n;
          bn = 1n;
          break;
        }
      }
    }
    let ai = i;
    for (; ai < ar.length && DIGIT.test(ar[ai] as string); ai++) {
      an = an * 10n + BigInt((ar[ai] as string).codePointAt(0) as number) - 48n;
    }
    let bi = i;
    for (; bi < br.length && DIGIT.test(br[bi] as string); bi++) {
      bn = bn * 10n + BigInt((br[bi] as string).codePointAt(0) as number) - 48n;
    }
    if (an !== bn) return an < bn;
    if (ai !== bi) return ai < bi;
    return (ac.codePointAt(0) as number) < (bc.codePointAt(0) as number);
  }
  return ar.length < br.length;
}

// ---------------------------------------------------------------------------------------------
// The emitter (emitterc.go), for block style output of YNode trees.

type Style = 'plain' | 'single' | 'double' | 'literal';

interface Analysis {
  multiline: boolean;
  blockPlainAllowed: boolean;
  singleQuotedAllowed: boolean;
  blockAllowed: boolean;
}

const isBreak = (c: string | undefined) =>
  c === '\r' || c === '\n' || c === '\u0085' || c === '\u2028' || c === '\u2029';
const isBlankz = (c: string | undefined) =>
  c === undefined || c === ' ' || c === '\t' || isBreak(c) || c === '\0';

/** yaml.v2's is_printable (with unicode on): no C0 but \n, no DEL, C1, surrogates, BOM, FFFE/F, or astral runes. */
function isPrintable(c: string): boolean {
  const r = c.codePointAt(0) as number;
  if (r === 0x0a || (r >= 0x20 && r <= 0x7e)) return true;
  if (r >= 0xa0 && r <= 0xd7ff) return true;
  if (r >= 0xe000 && r <= 0xfffd && r !== 0xfeff) return true;
  return false;
}

function analyze(chars: string[]): Analysis {
  if (chars.length === 0) {
    return { multiline: false, blockPlainAllowed: true, singleQuotedAllowed: true, blockAllowed: false };
  }
  let blockIndicators = false;
  let lineBreaks = false;
  let special = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  let previousSpace = false;
  let previousBreak = false;
  let precededByWhitespace = true;
  const s3 = chars.slice(0, 3).join('');
  if (s3 === '---' || s3 === '...') blockIndicators = true;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    const next = chars[i + 1];
    const followedByWhitespace =
      next === undefined || next === ' ' || next === '\t' || isBreak(next) || next === '\0';
    if (i === 0) {
      if ('#,[]{}&*!|>\'"%@`'.includes(c)) blockIndicators = true;
      else if ((c === '?' || c === ':' || c === '-') && followedByWhitespace) blockIndicators = true;
    } else if (c === ':' && followedByWhitespace) blockIndicators = true;
    else if (c === '#' && precededByWhitespace) blockIndicators = true;
    if (!isPrintable(c)) special = true;
    if (c === ' ') {
      if (i === 0) leadingSpace = true;
      if (i === chars.length - 1) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreak(c)) {
      lineBreaks = true;
      if (i === 0) leadingBreak = true;
      if (i === chars.length - 1) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    precededByWhitespace = isBlankz(c);
  }
  const a: Analysis = {
    multiline: lineBreaks,
    blockPlainAllowed: true,
    singleQuotedAllowed: true,
    blockAllowed: true,
  };
  if (leadingSpace || leadingBreak || trailingSpace || trailingBreak) a.blockPlainAllowed = false;
  if (trailingSpace) a.blockAllowed = false;
  if (breakSpace) {
    a.blockPlainAllowed = false;
    a.singleQuotedAllowed = false;
  }
  if (spaceBreak || special) {
    a.blockPlainAllowed = false;
    a.singleQuotedAllowed = false;
    a.blockAllowed = false;
  }
  if (lineBreaks) a.blockPlainAllowed = false;
  if (blockIndicators) a.blockPlainAllowed = false;
  return a;
}

const ESCAPES: Record<number, string> = {
  0: '0',
  7: 'a',
  8: 'b',
  9: 't',
  10: 'n',
  11: 'v',
  12: 'f',
  13: 'r',
  27: 'e',
  34: '"',
  92: '\\',
  133: 'N',
  160: '_',
  8232: 'L',
  8233: 'P',
};

class Emitter {
  out = '';
  column = 0;
  whitespace = true;
  indention = true;
  indent = -1;
  private indents: number[] = [];
  // context of the node being emitted
  private mappingContext = false;
  private simpleKeyContext = false;

  private put(s: string): void {
    this.out += s;
    this.column++;
  }
  private putBreak(): void {
    this.out += '\n';
    this.column = 0;
  }
  private increaseIndent(flow: boolean, indentless: boolean): void {
    this.indents.push(this.indent);
    if (this.indent < 0) this.indent = flow ? BEST_INDENT : 0;
    else if (!indentless) this.indent += BEST_INDENT;
  }
  private popIndent(): void {
    this.indent = this.indents.pop() as number;
  }
  private writeIndent(): void {
    const indent = this.indent < 0 ? 0 : this.indent;
    if (!this.indention || this.column > indent || (this.column === indent && !this.whitespace))
      this.putBreak();
    while (this.column < indent) this.put(' ');
    this.whitespace = true;
    this.indention = true;
  }
  private writeIndicator(
    ind: string,
    needWhitespace: boolean,
    isWhitespace: boolean,
    isIndention: boolean,
  ): void {
    if (needWhitespace && !this.whitespace) this.put(' ');
    for (const c of ind) this.put(c);
    this.whitespace = isWhitespace;
    this.indention = this.indention && isIndention;
  }

  node(n: YNode, mapping: boolean, simpleKey: boolean): void {
    this.mappingContext = mapping;
    this.simpleKeyContext = simpleKey;
    if (n.k === 'scalar') this.scalar(n.text, n.str);
    else if (n.k === 'seq') this.sequence(n.items);
    else this.mapping(n.entries);
  }

  private flowEmpty(open: string, close: string): void {
    this.writeIndicator(open, true, true, false);
    this.increaseIndent(true, false);
    this.popIndent();
    this.writeIndicator(close, false, false, false);
  }

  private sequence(items: YNode[]): void {
    if (items.length === 0) {
      this.flowEmpty('[', ']');
      return;
    }
    this.increaseIndent(false, this.mappingContext && !this.indention);
    for (const item of items) {
      this.writeIndent();
      this.writeIndicator('-', true, false, true);
      this.node(item, false, false);
    }
    this.popIndent();
  }

  private mapping(entries: [string, YNode][]): void {
    if (entries.length === 0) {
      this.flowEmpty('{', '}');
      return;
    }
    this.increaseIndent(false, false);
    for (const [key, value] of entries) {
      this.writeIndent();
      const chars = Array.from(key);
      const simple = !analyze(chars).multiline && new TextEncoder().encode(key).length <= 128;
      if (simple) {
        this.node({ k: 'scalar', text: key, str: true }, true, true);
        this.writeIndicator(':', false, false, false);
      } else {
        this.writeIndicator('?', true, false, true);
        this.node({ k: 'scalar', text: key, str: true }, true, false);
        this.writeIndent();
        this.writeIndicator(':', true, false, true);
      }
      this.node(value, true, false);
    }
    this.popIndent();
  }

  private scalar(text: string, isString: boolean): void {
    const chars = Array.from(text);
    const a = analyze(chars);
    // encoder.stringv's request, then yaml_emitter_select_scalar_style.
    let style: Style = 'plain';
    if (isString) {
      const canUsePlain = resolvesToString(text) && !BASE60_FLOAT.test(text);
      style = text.includes('\n') ? 'literal' : canUsePlain ? 'plain' : 'double';
    }
    if (this.simpleKeyContext && a.multiline) style = 'double';
    if (style === 'plain') {
      if (!a.blockPlainAllowed) style = 'single';
      if (chars.length === 0 && this.simpleKeyContext) style = 'single';
    }
    if (style === 'single' && !a.singleQuotedAllowed) style = 'double';
    if (style === 'literal' && (!a.blockAllowed || this.simpleKeyContext)) style = 'double';

    this.increaseIndent(true, false);
    const allowBreaks = !this.simpleKeyContext;
    switch (style) {
      case 'plain':
        this.writePlain(chars, allowBreaks);
        break;
      case 'single':
        this.writeSingle(chars, allowBreaks);
        break;
      case 'double':
        this.writeDouble(chars, allowBreaks);
        break;
      case 'literal':
        this.writeLiteral(chars);
        break;
    }
    this.popIndent();
  }

  private writePlain(chars: string[], allowBreaks: boolean): void {
    if (!this.whitespace) this.put(' ');
    let spaces = false;
    let breaks = false;
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i] as string;
      if (c === ' ') {
        if (allowBreaks && !spaces && this.column > BEST_WIDTH && chars[i + 1] !== ' ') this.writeIndent();
        else this.put(c);
        spaces = true;
      } else if (isBreak(c)) {
        this.writeTextBreak(c, !breaks);
        breaks = true;
      } else {
        this.writeTextChar(c, breaks, false);
        spaces = false;
        breaks = false;
      }
    }
    this.whitespace = false;
    this.indention = false;
  }

  private writeBreak(c: string): void {
    if (c === '\n') this.putBreak();
    else {
      this.out += c;
      this.column = 0;
    }
  }

  /**
   * A line break of a scalar's text; `fold` doubles a '\n' (the first of a run in a flow scalar),
   * as folding reads a single one back as a space.
   */
  private writeTextBreak(c: string, fold: boolean): void {
    if (fold && c === '\n') this.putBreak();
    this.writeBreak(c);
    this.indention = true;
  }

  /** A character of a scalar's text other than a break, indented first after breaks; `twice` writes it doubled. */
  private writeTextChar(c: string, afterBreaks: boolean, twice: boolean): void {
    if (afterBreaks) this.writeIndent();
    if (twice) this.put(c);
    this.put(c);
    this.indention = false;
  }

  private writeSingle(chars: string[], allowBreaks: boolean): void {
    this.writeIndicator("'", true, false, false);
    let spaces = false;
    let breaks = false;
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i] as string;
      if (c === ' ') {
        if (
          allowBreaks &&
          !spaces &&
          this.column > BEST_WIDTH &&
          i > 0 &&
          i < chars.length - 1 &&
          chars[i + 1] !== ' '
        ) {
          this.writeIndent();
        } else this.put(c);
        spaces = true;
      } else if (isBreak(c)) {
        this.writeTextBreak(c, !breaks);
        breaks = true;
      } else {
        this.writeTextChar(c, breaks, c === "'");
        spaces = false;
        breaks = false;
      }
    }
    this.writeIndicator("'", false, false, false);
    this.whitespace = false;
    this.indention = false;
  }

  private writeDouble(chars: string[], allowBreaks: boolean): void {
    let spaces = false;
    this.writeIndicator('"', true, false, false);
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i] as string;
      const r = c.codePointAt(0) as number;
      if (!isPrintable(c) || r === 0xfeff || isBreak(c) || c === '"' || c === '\\') {
        this.put('\\');
        const esc = ESCAPES[r];
        if (esc !== undefined) this.put(esc);
        else {
          const [p, w] = r <= 0xff ? ['x', 2] : r <= 0xffff ? ['u', 4] : ['U', 8];
          this.put(p);
          for (const d of r.toString(16).toUpperCase().padStart(w, '0')) this.put(d);
        }
        spaces = false;
      } else if (c === ' ') {
        if (allowBreaks && !spaces && this.column > BEST_WIDTH && i > 0 && i < chars.length - 1) {
          this.writeIndent();
          if (chars[i + 1] === ' ') this.put('\\');
        } else this.put(c);
        spaces = true;
      } else {
        this.put(c);
        spaces = false;
      }
    }
    this.writeIndicator('"', false, false, false);
    this.whitespace = false;
    this.indention = false;
  }

  private writeLiteral(chars: string[]): void {
    this.writeIndicator('|', true, false, false);
    // block scalar hints
    if (chars[0] === ' ' || isBreak(chars[0])) this.writeIndicator(String(BEST_INDENT), false, false, false);
    const last = chars.length - 1;
    let chomp = '';
    if (!isBreak(chars[last])) chomp = '-';
    else if (last === 0 || isBreak(chars[last - 1])) chomp = '+';
    if (chomp) this.writeIndicator(chomp, false, false, false);
    this.putBreak();
    this.indention = true;
    this.whitespace = true;
    let breaks = true;
    for (const c of chars) {
      if (isBreak(c)) {
        this.writeTextBreak(c, false);
        breaks = true;
      } else {
        this.writeTextChar(c, breaks, false);
        breaks = false;
      }
    }
  }

  document(n: YNode): string {
    this.node(n, false, false);
    this.writeIndent(); // document end
    return this.out;
  }
}

/** sigs.k8s.io/yaml.Marshal(v) as yaml.v2 writes it, with its trailing newline. */
export function marshalYaml(v: GoValue): string {
  // A value too large to print is refused before the emitter walks it (limits.ts).
  checkPrintable(v);
  return new Emitter().document(toNode(v));
}

/** Landscaper's toYaml: yaml.Marshal with the trailing newline trimmed; "" when marshalling fails. */
export function toYaml(v: GoValue): string {
  let out: string;
  try {
    out = marshalYaml(v);
  } catch (e) {
    if (e instanceof MarshalError) return '';
    throw e;
  }
  return out.endsWith('\n') ? out.slice(0, -1) : out;
}

// ---------------------------------------------------------------------------------------------
// fromYaml

const YAML11_NO_TIMESTAMP = (tags: Tags): Tags =>
  tags.filter((t) => (t as { tag?: string }).tag !== 'tag:yaml.org,2002:timestamp');

/** A YAML 1.1 value as sigs.k8s.io/yaml passes it through JSON: numbers float64, keys strings. */
function toJsonValue(v: unknown): GoValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.map(toJsonValue);
  if (v instanceof Map) {
    const out: GoMap = {};
    for (const [k, val] of v) setOwn(out, jsonKey(k), toJsonValue(val));
    return out;
  }
  if (v instanceof Uint8Array) return Buffer.from(v).toString('latin1');
  if (typeof v === 'object') {
    const out: GoMap = {};
    for (const [k, val] of Object.entries(v as Record<string, unknown>)) setOwn(out, k, toJsonValue(val));
    return out;
  }
  return null;
}

function jsonKey(k: unknown): string {
  if (typeof k === 'string') return k;
  if (typeof k === 'bigint') return k.toString();
  if (typeof k === 'number') {
    if (Number.isInteger(k) && Math.abs(k) < 2 ** 63) return BigInt(k).toString();
    const s = formatFloat(Math.fround(k), 'g', -1);
    return s === '+Inf' ? '.inf' : s === '-Inf' ? '-.inf' : s === 'NaN' ? '.nan' : s;
  }
  if (typeof k === 'boolean') return k ? 'true' : 'false';
  if (k === null || k === undefined) return 'null';
  throw new Error(`error converting YAML to JSON: unsupported map key of type: ${typeof k}`);
}

/** Landscaper's fromYaml: yaml.v2 (YAML 1.1 booleans, timestamps kept as strings) → JSON → interface{}. */
export function fromYaml(input: GoValue): GoValue {
  if (typeof input !== 'string') throw new Error(`fromYaml: expected string, got ${typeof input}`);
  const doc = parseDocument(input, {
    version: '1.1',
    customTags: YAML11_NO_TIMESTAMP,
    intAsBigInt: true,
    uniqueKeys: false,
    merge: true,
  });
  if (doc.errors.length > 0) {
    const err = doc.errors[0] as { linePos?: [{ line: number }]; message: string };
    const line = err.linePos?.[0]?.line;
    const msg = err.message.split('\n')[0];
    throw new Error(
      `error converting YAML to JSON: yaml: ${line !== undefined ? `line ${line}: ` : ''}${msg}`,
    );
  }
  let js: unknown;
  try {
    js = boundedToJS(doc, { mapAsMap: true });
  } catch (e) {
    throw new Error(`error converting YAML to JSON: yaml: ${(e as Error).message}`);
  }
  const v = toJsonValue(js);
  if (typeof v === 'number' && !Number.isFinite(v)) {
    throw new Error(`error converting YAML to JSON: json: unsupported value: ${formatFloat(v, 'g', -1)}`);
  }
  return v;
}
