import { canonicalJson } from '../model/hash';
import { splitApiVersion } from '../model/key';
import { nodeCrypto } from '../model/node-crypto';
import type { KubeObject } from '../model/types';
import { isRecord } from '../model/values';
import { Dictionary, type Needle, replaceAll } from './multi-match';

/** Shorter values are still tokenised in data/stringData but never searched for in text: too likely to mangle it. */
export const MIN_SEARCH_LENGTH = 4;
/**
 * Values shorter than this are replaced only where they stand alone (not inside a longer word or
 * number): a Secret holding `true` or `test` must not turn `nginx:latest` into a token, while a
 * copy of it, or the value quoted in an error, still is.
 */
export const WORD_SEARCH_BELOW = 8;

const TOKEN_PREFIX = 'redacted.';
/**
 * Tokens already in a text are left whole ('redacted' may itself be a secret). No token can start
 * inside another (none of `edacted.` and hex digits is an `r`), so finding them all up front is the
 * same as trying a token first at each position.
 */
const TOKENS = /redacted\.[0-9a-f]{16}/g;

/**
 * Texts up to this long have their answer remembered (a manifest repeats its keys and labels);
 * hashing a longer one to look it up costs V8 about as much as searching it.
 */
const REMEMBER_UP_TO = 256;

/** Parts of one secret form tried in a printed text before it is searched whole (see redactPrinted). */
const PARTS_PER_FORM = 3;
/**
 * Up to this many forms, a printed text is searched for their parts one by one with the engine's
 * own substring search; beyond, in one automaton pass. A native search costs ~0.2-1 ns per code
 * unit (longer parts skip more), the automaton's pass ~10-25 ns whatever the number of parts
 * (kube-prometheus' 5.7 MB of YAML, bench/redact.ts), so each is the cheaper on its side.
 */
const SEARCH_EACH_UP_TO = 64;

/** Prints objects, showing some parts of every string it prints as they are (yaml-text.ts). */
export interface TextPrinter {
  print(obj: KubeObject): string;
  /**
   * Non-empty parts of `text` that the printed text of any object holding `text` inside one of its
   * strings (a key or a value, wherever it stands) holds as they are.
   */
  verbatimParts(text: string): string[];
}

export interface Redactor {
  /**
   * A copy of `obj` with Secret values and their copies replaced by tokens. In any other object,
   * every string holding a value learned so far (a ConfigMap copying a password, plain or base64)
   * has it replaced too; an object holding none is returned as it is.
   */
  redactObject(obj: KubeObject): KubeObject;
  /** Learns the values of `obj` when it is a Secret (or a List holding Secrets); shows nothing. */
  learn(obj: KubeObject): void;
  /** `s` with every secret value seen so far (raw, base64, JSON-escaped, HTML-escaped) replaced by its token. */
  redactText(s: string): string;
  /**
   * The text of `obj` as `printer` prints it redacted: `redactText(printer.print(redactObject(obj)))`,
   * without the walk through its strings and the second search where a search of the printed text
   * shows that no string of it holds a secret.
   */
  redactPrinted(obj: KubeObject, printer: TextPrinter): string;
}

/** Text forms of one secret value mapped to its token. */
type Forms = Map<string, string>;

/**
 * One redactor per run: the HMAC key is random per run, so a token shows that a value changed
 * between base and head without being usable to confirm a guess across runs.
 */
export function createRedactor(key?: Uint8Array): Redactor {
  // Made when a first value is learned: a run without Secrets never loads node:crypto.
  let hmacKey: Buffer | undefined = key && Buffer.from(key);
  const seen: Forms = new Map();
  // Rebuilt lazily: values are all learned before the texts are redacted.
  let seenDictionary: Dictionary | undefined;

  const tokenOf = (bytes: Uint8Array): string => {
    const crypto = nodeCrypto();
    hmacKey ??= crypto.randomBytes(32);
    return TOKEN_PREFIX + crypto.createHmac('sha256', hmacKey).update(bytes).digest('hex').slice(0, 16);
  };

  // redactText's answers for the dictionary as it is: a manifest repeats most of its strings (keys,
  // labels, images), and each is scanned once. Emptied whenever a value is learned.
  const answers = new Map<string, string>();
  // The parts of the forms the last printer given to redactPrinted shows as they are.
  let printedParts: { printer: TextPrinter; parts: PrintedParts | undefined } | undefined;

  const learn = (forms: Forms): void => {
    for (const [text, token] of forms) {
      if (seen.get(text) !== token) {
        seen.set(text, token);
        seenDictionary = undefined;
        answers.clear();
        printedParts = undefined;
      }
    }
  };

  /** Tokenises a `data` or `stringData` map, collecting the text forms its values may appear in. */
  const redactValues = (values: unknown, encoded: boolean, forms: Forms): unknown => {
    if (values === null || typeof values !== 'object' || Array.isArray(values)) return values;
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== 'string') {
        // Not valid in a Secret, but a value is a value: never show it.
        const text = value === undefined ? '' : canonicalJson(value);
        const token = tokenOf(Buffer.from(text, 'utf8'));
        out[name] = token;
        addForm(forms, text, token);
        continue;
      }
      const bytes = encoded ? Buffer.from(value, 'base64') : Buffer.from(value, 'utf8');
      const token = tokenOf(bytes);
      out[name] = token;
      addForm(forms, value, token);
      addForm(forms, bytes.toString('base64'), token);
      const text = encoded && isBase64Of(value, bytes) ? utf8Text(bytes) : undefined;
      if (text !== undefined) addForm(forms, text, token);
    }
    return out;
  };

  /** Redacts data/stringData of any object shaped like a Secret, and the copies in its annotations. */
  const redactSecretShape = (obj: Record<string, unknown>, forms: Forms): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...obj };
    // Values first, so the annotations can be searched for every one of them.
    if ('data' in obj) out.data = redactValues(obj.data, true, forms);
    if ('stringData' in obj) out.stringData = redactValues(obj.stringData, false, forms);
    const metadata = obj.metadata;
    if (isRecord(metadata) && isRecord(metadata.annotations)) {
      // Each annotation's text first (a JSON copy of the object redacted structurally), then one
      // dictionary of this object's forms for them all, holding none longer than the longest text.
      const texts: { name: string; value: unknown; text?: string; inner?: Forms }[] = Object.entries(
        metadata.annotations,
      ).map(([name, value]) =>
        typeof value === 'string' ? { name, value, ...annotationText(value) } : { name, value },
      );
      const longest = Math.max(0, ...texts.map((t) => t.text?.length ?? 0));
      const own = dictionaryOf(forms, longest);
      const annotations: Record<string, unknown> = {};
      for (const { name, value, text, inner } of texts) {
        // Both sets at once, an inner one winning where a text is in both (as a union would).
        annotations[name] =
          text === undefined
            ? value
            : replaceAll(text, inner ? [own, dictionaryOf(inner, text.length)] : [own], TOKENS);
      }
      out.metadata = { ...metadata, annotations };
    }
    return out;
  };

  /** An annotation's text to search, and the forms of the Secret it holds, if it holds one. */
  const annotationText = (value: string): { text: string; inner?: Forms } => {
    const parsed = parseJsonObject(value);
    if (parsed && ('data' in parsed || 'stringData' in parsed)) {
      // e.g. last-applied-configuration: the whole object again, possibly an older version of it.
      const inner: Forms = new Map();
      const redacted = redactSecretShape(parsed, inner);
      learn(inner);
      return { text: JSON.stringify(redacted) + (value.endsWith('\n') ? '\n' : ''), inner };
    }
    return { text: value };
  };

  const redactText = (s: string): string => {
    if (seen.size === 0) return s;
    seenDictionary ??= dictionaryOf(seen);
    if (s.length < seenDictionary.minLength) return s;
    if (s.length > REMEMBER_UP_TO) return replaceAll(s, [seenDictionary], TOKENS);
    // Keyed by the texts themselves, which the objects being redacted hold anyway: no copies.
    let out = answers.get(s);
    if (out === undefined) {
      out = replaceAll(s, [seenDictionary], TOKENS);
      answers.set(s, out);
    }
    return out;
  };

  const redactObject = (obj: KubeObject): KubeObject => {
    if (isList(obj)) {
      const items = (obj.items as unknown[]).map((item) => (isKube(item) ? redactObject(item) : item));
      return items.some((item, i) => item !== (obj.items as unknown[])[i]) ? { ...obj, items } : obj;
    }
    if (!isSecret(obj)) return seen.size === 0 ? obj : (redactStrings(obj, redactText) as KubeObject);
    const forms: Forms = new Map();
    const out = redactSecretShape(obj, forms) as KubeObject;
    learn(forms);
    return out;
  };

  const learnObject = (obj: KubeObject): void => {
    if (isList(obj)) {
      for (const item of obj.items as unknown[]) if (isKube(item)) learnObject(item);
      return;
    }
    if (!isSecret(obj)) return;
    const forms: Forms = new Map();
    redactSecretShape(obj, forms);
    learn(forms);
  };

  /** The parts of every form the last printer given to redactPrinted shows (see PrintedParts). */
  const partsOf = (printer: TextPrinter): PrintedParts | undefined => {
    if (printedParts?.printer !== printer) {
      printedParts = { printer, parts: printedPartsOf(seen, printer) };
    }
    return printedParts.parts;
  };

  const redactPrinted = (obj: KubeObject, printer: TextPrinter): string => {
    // A Secret is always tokenised; anything else printed as it is, unless a form may be in it.
    if (!isSecret(obj) && !isList(obj)) {
      const text = printer.print(obj);
      if (seen.size === 0) return text;
      // A form in one of obj's strings, or in the text, puts each of its verbatim parts in the
      // text: a form with a part missing from the text is in neither. With every form ruled out,
      // redactObject would return obj itself and redactText the text itself.
      const parts = partsOf(printer);
      if (parts && !parts.mayHoldAForm(text)) return text;
    }
    return redactText(printer.print(redactObject(obj)));
  };

  return { redactObject, learn: learnObject, redactText, redactPrinted };
}

/**
 * `value` with `redact` applied to every string in it (keys included), sharing every part that
 * did not change: an object without secret copies comes back as the same object, and nothing is
 * copied until a change is found (the common case is a manifest holding no secret at all).
 */
function redactStrings(value: unknown, redact: (s: string) => string): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      const next = redactStrings(v, redact);
      if (next !== v && out === undefined) out = value.slice(0, i);
      out?.push(next);
    }
    return out ?? value;
  }
  if (isRecord(value)) {
    const keys = Object.keys(value);
    let out: Record<string, unknown> | undefined;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string;
      const v = value[k];
      const key = redact(k);
      const next = redactStrings(v, redact);
      if ((key !== k || next !== v) && out === undefined) {
        out = {};
        for (let j = 0; j < i; j++) out[keys[j] as string] = value[keys[j] as string];
      }
      if (out !== undefined) out[key] = next;
    }
    return out ?? value;
  }
  return value;
}

/**
 * Some verbatim parts of every form (its longest, PARTS_PER_FORM at most): a printed text lacking
 * one part of each form holds no form, in any string or in the text itself.
 */
interface PrintedParts {
  mayHoldAForm(text: string): boolean;
}

/** The forms' parts as `printer` shows them, or undefined when a form has none (then never ruled out). */
function printedPartsOf(forms: Forms, printer: TextPrinter): PrintedParts | undefined {
  // Forms share parts (a value's raw and escaped forms): each distinct part is numbered once.
  const numbers = new Map<string, number>();
  const own: number[][] = [];
  // The parts of each value's forms (by token), the ones that may hold each other.
  const related = new Map<string, Set<number>>();
  for (const [form, token] of forms) {
    const parts = printer.verbatimParts(form);
    if (parts.length === 0) return undefined;
    let group = related.get(token);
    if (group === undefined) {
      group = new Set();
      related.set(token, group);
    }
    const mine: number[] = [];
    for (const part of longest(parts, PARTS_PER_FORM)) {
      let n = numbers.get(part);
      if (n === undefined) {
        n = numbers.size;
        numbers.set(part, n);
      }
      mine.push(n);
      group.add(n);
    }
    own.push(mine);
  }
  const parts = [...numbers.keys()];
  if (own.length <= SEARCH_EACH_UP_TO) {
    const inside = partsInside(parts, related.values());
    sharedFirst(own);
    // Few forms: the engine's native substring search, part by part, each part searched at
    // most once and a form dropped at its first missing part. A part holding another part found
    // missing is missing too, without a search: a value's JSON-escaped form (`\n` printed as
    // `\` then `n`) has parts that are its raw form's parts with a letter before them.
    return {
      mayHoldAForm(text) {
        const absent = new Map<number, boolean>();
        const missing = (n: number): boolean => {
          let answer = absent.get(n);
          if (answer === undefined) {
            answer = inside[n]?.some((m) => absent.get(m) === true) || !text.includes(parts[n] as string);
            absent.set(n, answer);
          }
          return answer;
        };
        return !own.every((form) => form.some(missing));
      },
    };
  }
  // Many forms: every part found in one pass of an automaton, so a text costs the same whatever
  // the number of secrets (a search per form would cost their number times the text).
  const dictionary = new Dictionary(parts.map((text) => ({ text, replacement: text })));
  return {
    mayHoldAForm(text) {
      const found = dictionary.occurring(text);
      return own.some((form) => form.every((n) => found[n] === 1));
    },
  };
}

/**
 * Each form's parts reordered so that parts held by more forms come first, the longer first among
 * equals (a stable sort of the longest-first lists). A text mostly holds no form at all: then
 * every form's first part is searched for and found missing, and a part shared by two forms (a
 * value's raw and HTML-escaped forms share their lines without `<>&`) rules out both in one search.
 */
function sharedFirst(own: number[][]): void {
  const holders: number[] = [];
  for (const form of own) for (const n of new Set(form)) holders[n] = (holders[n] ?? 0) + 1;
  for (const form of own) form.sort((a, b) => (holders[b] as number) - (holders[a] as number));
}

/**
 * The `n` longest of `parts`, longest first, the earlier first among equals (a stable sort's
 * first `n`): one pass, where a form can have thousands of parts (a JSON document's, split at
 * every quote).
 */
function longest(parts: readonly string[], n: number): string[] {
  const top: string[] = [];
  for (const part of parts) {
    let at = top.length;
    while (at > 0 && (top[at - 1] as string).length < part.length) at--;
    if (at < n) {
      top.splice(at, 0, part);
      if (top.length > n) top.pop();
    }
  }
  return top;
}

/**
 * For each part, the other parts of the same value's forms it holds (undefined for none): a text
 * missing one misses it too. Only within a value and for parts up to INSIDE_UP_TO long, so that
 * the cost stays a few reads of each value's short parts, however many and large the values are
 * (a long part is quick to search for anyway: the search skips ahead by its length).
 */
function partsInside(parts: readonly string[], groups: Iterable<Set<number>>): (number[] | undefined)[] {
  const inside: (number[] | undefined)[] = new Array(parts.length).fill(undefined);
  for (const group of groups) {
    for (const n of group) {
      const part = parts[n] as string;
      if (part.length > INSIDE_UP_TO) continue;
      for (const m of group) {
        const other = parts[m] as string;
        if (other.length < part.length && part.includes(other) && !inside[n]?.includes(m)) {
          inside[n] = [...(inside[n] ?? []), m];
        }
      }
    }
  }
  return inside;
}

/** Longer parts are searched for in each text, never found missing through a part they hold. */
const INSIDE_UP_TO = 4096;

function addForm(forms: Forms, text: string, token: string): void {
  if (text.length < MIN_SEARCH_LENGTH) return;
  forms.set(text, token);
  // Inside JSON text (an annotation, a log line of JSON) quotes and newlines appear escaped.
  const escaped = JSON.stringify(text).slice(1, -1);
  if (escaped !== text) forms.set(escaped, token);
  // Inside the report's markdown, names and messages are HTML-escaped (src/report/escape.ts).
  const html = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  if (html !== text) forms.set(html, token);
}

/**
 * The forms as needles: replaced in one pass, leftmost and longest first, leaving tokens already in
 * the text alone; a short one only where it stands alone.
 */
function dictionaryOf(forms: Forms, longest = Number.POSITIVE_INFINITY): Dictionary {
  const needles: Needle[] = [];
  for (const [text, token] of forms) {
    // A form longer than every text it will be searched in cannot be in them.
    if (text.length <= longest) {
      needles.push({ text, replacement: token, standAlone: text.length < WORD_SEARCH_BELOW });
    }
  }
  return new Dictionary(needles);
}

/** True when `value` is a base64 (std or url alphabet) encoding of `bytes`, padding and whitespace aside. */
function isBase64Of(value: string, bytes: Buffer): boolean {
  const bare = value.replace(/\s+/g, '').replace(/=+$/, '');
  return bare === bytes.toString('base64').replace(/=+$/, '') || bare === bytes.toString('base64url');
}

function utf8Text(bytes: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function parseJsonObject(s: string): Record<string, unknown> | undefined {
  const trimmed = s.trim();
  if (!trimmed.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isKube(v: unknown): v is KubeObject {
  return (
    isRecord(v) && typeof v.apiVersion === 'string' && typeof v.kind === 'string' && isRecord(v.metadata)
  );
}

function isSecret(obj: KubeObject): boolean {
  return (
    obj.kind === 'Secret' &&
    typeof obj.apiVersion === 'string' &&
    splitApiVersion(obj.apiVersion).group === ''
  );
}

/** `v1 List` and friends: Secrets may arrive wrapped. */
function isList(obj: KubeObject): boolean {
  return typeof obj.kind === 'string' && obj.kind.endsWith('List') && Array.isArray(obj.items);
}

/**
 * Tokens differ from run to run (the HMAC key is per run), so two reports of the same change differ
 * only in them; masking them tells whether a report really changed.
 */
export function maskRedactionTokens(text: string): string {
  return text.replace(/redacted\.[0-9a-f]{16}/g, 'redacted.*');
}

/**
 * The same error with its message and stack passed through `redact`, for an error about to leave a
 * run (a thrown error ends up in `core.setFailed` or on stderr, outside every other choke point).
 */
export function redactError(err: unknown, redact: (s: string) => string): unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? redact(err) : err;
  err.message = redact(err.message);
  if (err.stack) err.stack = redact(err.stack);
  return err;
}
