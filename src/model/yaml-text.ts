import { Document, type Scalar, stringify } from 'yaml';
import { type StringifyContext, stringifyNumber, stringTag } from 'yaml/util';

/**
 * One YAML document, byte for byte what the `yaml` package's `stringify(value, { lineWidth: 0,
 * aliasDuplicateObjects })` prints, about ten times faster for what rigging prints: plain JSON data
 * (a rendered object). The package builds a node tree of the value and then prints it through
 * generic code for comments, anchors, tags and flow style; plain data needs none of that. Here the
 * block layout (indentation, `- ` items, `key:` then a nested collection on the next line, `{}`
 * and `[]` for empty ones) is written directly, and every string still goes through the package's
 * own string printer (quoting, block scalars, escapes), remembered per text where its output
 * cannot depend on where the string stands.
 *
 * Anything else (a top-level scalar, undefined, a non-plain object, an object met twice while
 * duplicates become aliases, a key too long to be an implicit key, deep nesting) is handed to the
 * package itself, so the output never differs. test/model/yaml-text.unit.test.ts compares the two.
 */
export function yamlText(value: unknown, opts: { aliasDuplicateObjects?: boolean } = {}): string {
  const alias = opts.aliasDuplicateObjects ?? true;
  const fast = new BlockPrinter(alias ? new Set() : undefined).document(value);
  return fast ?? stringify(value, { lineWidth: 0, aliasDuplicateObjects: alias });
}

/** A printer for many documents that share one memory of printed strings (a render's objects). */
export function yamlPrinter(opts: { aliasDuplicateObjects?: boolean } = {}): (value: unknown) => string {
  const alias = opts.aliasDuplicateObjects ?? true;
  const strings = new Map<string, string>();
  return (value) =>
    new BlockPrinter(alias ? new Set() : undefined, strings).document(value) ??
    stringify(value, { lineWidth: 0, aliasDuplicateObjects: alias });
}

/** Deeper than this, the package decides (it may throw on what is really a cycle). */
const MAX_DEPTH = 1000;
/** A longer key is written as an explicit key (`? key`) by the package. */
const MAX_IMPLICIT_KEY = 1024;

/** Signals "let the package print this document". */
class NotPlain extends Error {}
const NOT_PLAIN = new NotPlain();

let sharedDoc: Document | undefined;

/**
 * The options `yaml` resolves for `{ lineWidth: 0 }` (its createStringifyContext defaults), as its
 * string printer reads them. The identity test fails if a new version changes one.
 */
function contextOptions(): StringifyContext['options'] {
  return {
    blockQuote: true,
    defaultKeyType: null,
    defaultStringType: 'PLAIN',
    directives: null,
    doubleQuotedAsJSON: false,
    doubleQuotedMinMultiLineLength: 40,
    falseStr: 'false',
    flowCollectionPadding: true,
    indentSeq: true,
    lineWidth: 0,
    minContentWidth: 20,
    nullStr: 'null',
    simpleKeys: false,
    singleQuote: null,
    trailingComma: false,
    trueStr: 'true',
    verifyAliasOrder: true,
  } as StringifyContext['options'];
}

class BlockPrinter {
  private readonly ctx: StringifyContext;

  constructor(
    /** Objects met so far, when a second meeting would make an alias. */
    private readonly seen: Set<object> | undefined,
    /** Printed single-line strings: their output depends on the text alone (see scalar). */
    private readonly strings: Map<string, string> = new Map(),
  ) {
    sharedDoc ??= new Document();
    this.ctx = {
      anchors: new Set(),
      doc: sharedDoc,
      flowCollectionPadding: ' ',
      indent: '',
      indentStep: '  ',
      inFlow: null,
      options: contextOptions(),
    } as unknown as StringifyContext;
  }

  /** The document, or undefined when the package must print it. */
  document(value: unknown): string | undefined {
    if (value === null || typeof value !== 'object') return undefined;
    try {
      return `${this.collection(value, '', 0)}\n`;
    } catch (err) {
      if (err === NOT_PLAIN) return undefined;
      throw err;
    }
  }

  /** A non-scalar at `indent` (the package's ctx.indent), its lines after the first indented so. */
  private collection(value: object, indent: string, depth: number): string {
    if (depth > MAX_DEPTH) throw NOT_PLAIN;
    if (this.seen) {
      if (this.seen.has(value)) throw NOT_PLAIN;
      this.seen.add(value);
    }
    if (Array.isArray(value)) {
      if (value.length === 0) return '[]';
      const inner = `${indent}  `;
      let out = '';
      for (let i = 0; i < value.length; i++) {
        if (i > 0) out += `\n${indent}`;
        out += `- ${this.item(value[i], inner, depth)}`;
      }
      return out;
    }
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) throw NOT_PLAIN;
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 0) return '{}';
    const inner = `${indent}  `;
    let out = '';
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const v = record[key];
      if (i > 0) out += `\n${indent}`;
      const k = this.scalar(key, inner, true);
      if (k.length > MAX_IMPLICIT_KEY) throw NOT_PLAIN;
      if (v !== null && typeof v === 'object') {
        const nested = this.collection(v, inner, depth + 1);
        // A non-empty collection starts on the next line; `{}` and `[]` stay on the key's.
        out += nested === '{}' || nested === '[]' ? `${k}: ${nested}` : `${k}:\n${inner}${nested}`;
      } else {
        // A literal block is known to start `|` without reading its first unit, which would
        // flatten the cons string it is built as, copying it once more than the document's own
        // flattening (by the write) does.
        const block = typeof v === 'string' && v.includes('\n') ? literalBlock(v, inner) : undefined;
        if (block !== undefined) out += `${k}: ${block}`;
        else {
          const s = this.item(v, inner, depth);
          out += s === '' || s.charCodeAt(0) === 10 ? `${k}:${s}` : `${k}: ${s}`;
        }
      }
    }
    return out;
  }

  /** A sequence item or a mapping value at `indent`. */
  private item(value: unknown, indent: string, depth: number): string {
    switch (typeof value) {
      case 'string':
        return this.scalar(value, indent, false);
      case 'number':
        return stringifyNumber({ value } as Scalar);
      case 'boolean':
        return value ? 'true' : 'false';
      case 'object':
        return value === null ? 'null' : this.collection(value, indent, depth + 1);
      default:
        // undefined (the package drops such pairs), bigint, functions, symbols.
        throw NOT_PLAIN;
    }
  }

  /**
   * A string through the package's printer. Its output depends on where the string stands only
   * through line breaks (block scalars are indented) and document markers (`---`, `...`, `%` at a
   * line start, quoted or indented by position); any other text prints the same as a key and as a
   * value, at any depth, so it is printed once. Not a long one: hashing a text to look it up costs
   * V8 more than printing it. A multi-line value is a literal block, written here (literalBlock).
   */
  private scalar(text: string, indent: string, implicitKey: boolean): string {
    const short = text.length <= REMEMBER_UP_TO;
    if (short) {
      const remembered = this.strings.get(text);
      if (remembered !== undefined) return remembered;
    }
    if (printsAsItIs(text)) {
      if (short) this.strings.set(text, text);
      return text;
    }
    const multiLine = text.includes('\n');
    if (multiLine && !implicitKey) {
      const printed = literalBlock(text, indent);
      if (printed !== undefined) return printed;
    }
    const ctx = this.ctx;
    ctx.indent = indent;
    ctx.implicitKey = implicitKey;
    ctx.forceBlockIndent = false;
    const out = stringTag.stringify?.({ value: text } as Scalar, ctx) as string;
    if (short && !multiLine && !startsLikeMarker(text)) this.strings.set(text, out);
    return out;
  }
}

/**
 * Names, kinds, labels and paths (`app.kubernetes.io/name`, `ClusterIP`): a letter, then letters,
 * digits, `.`, `_`, `/` and `-`. The package prints such a string plain, as it is, unless the
 * core schema reads it as another type; starting with a letter, only a boolean or null can be one.
 * Decided here without its string printer (quoting rules, then a test per schema type), which is
 * most of printing a string the first time: half of a render's distinct strings are such.
 * test/model/yaml-text.unit.test.ts compares with the package.
 */
const NAME_LIKE = /^[A-Za-z][A-Za-z0-9._/-]*$/;
const NOT_STRINGS = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL']);

function printsAsItIs(text: string): boolean {
  return NAME_LIKE.test(text) && !NOT_STRINGS.has(text);
}

/** Longer strings are printed each time (see BlockPrinter.scalar). */
const REMEMBER_UP_TO = 256;

/**
 * Characters that make the package double-quote a string (C0 and C1 controls but tab and line
 * feed), and surrogates: a lone one is quoted too, a pair is left to the package to tell apart.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const QUOTED_UNITS = /[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]/;

/**
 * A multi-line mapping value or sequence item at `indent` (never empty: a document's top is a
 * collection) as the package prints it with lineWidth 0, a literal block scalar: `|`, an
 * indentation indicator when the text starts with a space, a chomping indicator for its trailing
 * line breaks, then its lines, each run of line breaks followed by the indentation (so blank lines
 * stay empty) except the last run. Undefined where the package chooses otherwise (control
 * characters, surrogates, a last line of only blanks); test/model/yaml-text.unit.test.ts compares.
 */
function literalBlock(text: string, indent: string): string | undefined {
  if (QUOTED_UNITS.test(text)) return undefined;
  // Blanks after the last line break: the package quotes the string.
  let blank = text.length;
  while (blank > 0 && isBlank(text.charCodeAt(blank - 1))) blank--;
  if (blank < text.length && blank > 0 && text.charCodeAt(blank - 1) === LF) return undefined;

  // Trailing blanks and line breaks decide the chomping: none (-), one (clip) or more (+).
  let bodyEnd = text.length;
  while (bodyEnd > 0 && (isBlank(text.charCodeAt(bodyEnd - 1)) || text.charCodeAt(bodyEnd - 1) === LF))
    bodyEnd--;
  let end = text.slice(bodyEnd);
  const firstBreak = end.indexOf('\n');
  const chomp = firstBreak === -1 ? '-' : bodyEnd === 0 || firstBreak !== end.length - 1 ? '+' : '';
  if (end.endsWith('\n')) end = end.slice(0, -1);
  end = indentBreaks(end, indent, false);

  // Leading spaces and line breaks: up to the last such break they go before the first line.
  let body = text.slice(0, bodyEnd);
  let startsWithSpace = false;
  let lastBreak = -1;
  for (let i = 0; i < body.length; i++) {
    const unit = body.charCodeAt(i);
    if (unit === SPACE) startsWithSpace = true;
    else if (unit === LF) lastBreak = i;
    else break;
  }
  const start = indentBreaks(body.slice(0, lastBreak + 1), indent, true);
  if (lastBreak >= 0) body = body.slice(lastBreak + 1);
  return `|${startsWithSpace ? '2' : ''}${chomp}\n${indent}${start}${indentBreaks(body, indent, true)}${end}`;
}

const LF = 10;
const SPACE = 32;

function isBlank(unit: number): boolean {
  return unit === SPACE || unit === 9;
}

/** `text` with `indent` after each run of line breaks; after a run that ends the text only if `atEnd`. */
function indentBreaks(text: string, indent: string, atEnd: boolean): string {
  let at = text.indexOf('\n');
  if (at === -1) return text;
  let out = '';
  let from = 0;
  while (at !== -1) {
    let next = at + 1;
    while (text.charCodeAt(next) === LF) next++;
    if (next === text.length && !atEnd) break;
    out += `${text.slice(from, next)}${indent}`;
    from = next;
    at = text.indexOf('\n', next);
  }
  return from === 0 ? text : out + text.slice(from);
}

function startsLikeMarker(text: string): boolean {
  return text.startsWith('%') || text.startsWith('---') || text.startsWith('...');
}

/**
 * The parts of `text` that the YAML of any value holding `text` in one of its strings (a key or a
 * value, at any depth, in whatever style the printer picks for it with lineWidth 0) shows as they
 * are: runs of the units no style escapes, doubles or breaks a line at (all but controls, quotes,
 * backslash and surrogates), without spaces at their end (a double-quoted string escapes a space
 * before a line break, `x \n` printing as `x\ `). A redactor searching printed YAML for a secret value can look for these:
 * where none is in the text, no string of the value holds the secret (redact.ts, redactPrinted).
 */
export function verbatimParts(text: string): string[] {
  const parts: string[] = [];
  // Runs found by the regular expression engine: a loop unit by unit would run in the interpreter,
  // as this is called once per secret form in a run, on kilobytes.
  for (const [run] of text.matchAll(VERBATIM_RUNS)) {
    let to = run.length;
    while (to > 0 && run.charCodeAt(to - 1) === SPACE) to--;
    if (to > 0) parts.push(to === run.length ? run : run.slice(0, to));
  }
  return parts;
}

/** Runs of the units no style escapes: all but controls (C0), quotes, backslash and surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it leaves out.
const VERBATIM_RUNS = /[^\x00-\x1f"'\\\ud800-\udfff]+/g;
