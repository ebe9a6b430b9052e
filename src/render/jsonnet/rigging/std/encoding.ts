/**
 * Jsonnet's std encoding functions (base64, UTF-8, digests, parseJson, parseYaml), native, matching
 * libjsonnet v0.20, and `stringStd`: the table of every std function in rigging/std/{strings,format,
 * numbers,encoding}.ts, by std name, with parameter names for named arguments.
 */
import type * as Yaml from 'yaml';
import { nodeCrypto } from '../../../../model/node-crypto';
import { format, formatStd } from './format';
import { checkBuiltin, less, numberStd, type StdEntry, typeOf } from './numbers';
import { char, codepoints, length, stringFns } from './strings';

// Required when a program first calls a digest (nodeCrypto) or std.parseYaml, not imported: yaml's
// modules take long to set up, and most programs, like `rigging eval -e '{}'`, call neither
// (start-up is most of a small command's time).
let yamlModule: typeof Yaml | undefined;
const yaml = () => (yamlModule ??= require('yaml') as typeof Yaml);

const TABLE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const INV = new Map([...TABLE].map((c, i) => [c, i]));

/** std.base64: a string's code points (each must be < 256) or an array of bytes. */
export function base64(input: unknown): string {
  let bytes: unknown[];
  if (typeof input === 'string') bytes = codepoints(input).map((c) => c.codePointAt(0) as number);
  else if (Array.isArray(input)) bytes = input;
  else throw new Error(`Unexpected type ${typeOf(input)}, expected array`);
  // libjsonnet checks `b < 256` only (its type error included) and encodes -1 or 1.5 as bytes
  // of their low bits; go-jsonnet refuses anything but an integer 0..255, as rigging does.
  if (!bytes.every((b) => less(b, 256) && Number.isInteger(b) && (b as number) >= 0)) {
    throw new Error('Can only base64 encode strings / arrays of single bytes.');
  }
  // Jsonnet's bitwise operators work on the (truncated) integer value
  const b = bytes.map((x) => Math.trunc(x as number));
  let out = '';
  for (let i = 0; i < b.length; i += 3) {
    const x = b[i] as number;
    const y = b[i + 1] ?? 0;
    const z = b[i + 2] ?? 0;
    out += TABLE[(x & 252) >> 2];
    if (i + 1 >= b.length) {
      out += `${TABLE[(x & 3) << 4]}==`;
    } else if (i + 2 >= b.length) {
      out += `${TABLE[((x & 3) << 4) | ((y & 240) >> 4)]}${TABLE[(y & 15) << 2]}=`;
    } else {
      out += TABLE[((x & 3) << 4) | ((y & 240) >> 4)];
      out += TABLE[((y & 15) << 2) | ((z & 192) >> 6)];
      out += TABLE[z & 63];
    }
  }
  return out;
}

export function base64DecodeBytes(str: unknown, fn = 'base64DecodeBytes'): number[] {
  // libjsonnet's std.jsonnet reaches std.length or `%` first ("Too many values to format")
  checkBuiltin(fn, [str], ['string']);
  if (length(str) % 4 !== 0) throw new Error(format('Not a base64 encoded string "%s"', str));
  if (typeof str !== 'string') throw new Error(`Unexpected type ${typeOf(str)}, expected string`);
  const cs = codepoints(str);
  const inv = (c: string | undefined): number => {
    const v = INV.get(c as string);
    if (v === undefined) throw new Error(`field does not exist: ${c}`);
    return v;
  };
  const out: number[] = [];
  for (let i = 0; i < cs.length; i += 4) {
    out.push((inv(cs[i]) << 2) | (inv(cs[i + 1]) >> 4));
    if (cs[i + 2] !== '=') out.push(((inv(cs[i + 1]) & 15) << 4) | (inv(cs[i + 2]) >> 2));
    if (cs[i + 3] !== '=') out.push(((inv(cs[i + 2]) & 3) << 6) | inv(cs[i + 3]));
  }
  return out;
}

/** std.base64Decode: each decoded byte becomes one code point (no UTF-8 decoding, as libjsonnet). */
export function base64Decode(str: unknown): string {
  return base64DecodeBytes(str, 'base64Decode').map(char).join('');
}

/** libjsonnet's encode_utf8: every code point, lone surrogates included, in 1 to 4 bytes. */
function utf8(s: string): number[] {
  const out: number[] = [];
  for (const ch of s) {
    const x = ch.codePointAt(0) as number;
    if (x < 0x80) out.push(x);
    else if (x < 0x800) out.push(0xc0 | (x >> 6), 0x80 | (x & 63));
    else if (x < 0x10000) out.push(0xe0 | (x >> 12), 0x80 | ((x >> 6) & 63), 0x80 | (x & 63));
    else out.push(0xf0 | (x >> 18), 0x80 | ((x >> 12) & 63), 0x80 | ((x >> 6) & 63), 0x80 | (x & 63));
  }
  return out;
}

export function encodeUTF8(str: unknown): number[] {
  checkBuiltin('encodeUTF8', [str], ['string']);
  return utf8(str as string);
}

const ERR = 0xfffd;

/**
 * libjsonnet's decode_utf8, quirks included: a bad continuation byte is consumed with the sequence,
 * overlong forms are accepted; 4-byte forms above U+3FFFF decode wrongly there and become U+FFFD here.
 */
export function decodeBytes(b: readonly number[]): string {
  const cps: number[] = [];
  for (let i = 0; i < b.length; i++) {
    const c0 = b[i] as number;
    const cont = (): boolean => ((b[++i] as number) & 0xc0) === 0x80;
    let cp = ERR;
    if ((c0 & 0x80) === 0) cp = c0;
    else if ((c0 & 0xe0) === 0xc0) {
      if (i + 1 < b.length && cont()) cp = ((c0 & 0x1f) << 6) | ((b[i] as number) & 0x3f);
    } else if ((c0 & 0xf0) === 0xe0) {
      if (i + 2 < b.length && cont() && cont()) {
        cp = ((c0 & 0xf) << 12) | (((b[i - 1] as number) & 0x3f) << 6) | ((b[i] as number) & 0x3f);
      }
    } else if ((c0 & 0xf8) === 0xf0) {
      if (i + 3 < b.length && cont() && cont() && cont()) {
        cp = ((c0 & 7) << 24) | (((b[i - 2] as number) & 0x3f) << 12) | (((b[i - 1] as number) & 0x3f) << 6);
        cp |= (b[i] as number) & 0x3f;
        if (cp > 0x10ffff) cp = ERR;
      }
    }
    cps.push(cp);
  }
  let s = '';
  for (let k = 0; k < cps.length; k += 4096) s += String.fromCodePoint(...cps.slice(k, k + 4096));
  return s;
}

export function decodeUTF8(arr: unknown): string {
  checkBuiltin('decodeUTF8', [arr], ['array']);
  const a = arr as unknown[];
  a.forEach((d, i) => {
    if (typeof d !== 'number') throw new Error(`Element ${i} of the provided array was not a number`);
    if (d < 0 || d > 255 || d !== Math.trunc(d)) {
      throw new Error(`Element ${i} of the provided array was not an integer in range [0,255]`);
    }
  });
  return decodeBytes(a as number[]);
}

const digest = (name: string, algorithm: string) => {
  // Programs hash the same short texts again and again (kube-prometheus: ~1900 md5 calls, mostly
  // of dashboard file names), and each hash object costs microseconds to set up.
  const known = new Map<string, string>();
  return (str: unknown) => {
    checkBuiltin(name, [str], ['string']);
    const text = str as string;
    if (text.length > REMEMBER_DIGEST_UP_TO) return hexDigest(algorithm, text);
    let hex = known.get(text);
    if (hex === undefined) {
      if (known.size >= REMEMBERED_DIGESTS) known.clear();
      hex = hexDigest(algorithm, text);
      known.set(text, hex);
    }
    return hex;
  };
};

/** Digests of texts up to this long are remembered, this many per algorithm (0.5 MB at most). */
const REMEMBER_DIGEST_UP_TO = 256;
const REMEMBERED_DIGESTS = 1024;

function hexDigest(algorithm: string, text: string): string {
  return nodeCrypto().createHash(algorithm).update(utf8Bytes(text)).digest('hex');
}

/**
 * The UTF-8 bytes libjsonnet hashes: Node's encoder where it agrees (no surrogate; it would write
 * U+FFFD for a lone one, where libjsonnet encodes the surrogate's code point). A program may hash
 * megabytes (kube-prometheus' grafana can checksum all its dashboards), which that loop is slow on.
 */
function utf8Bytes(s: string): Buffer {
  return SURROGATE.test(s) ? Buffer.from(utf8(s)) : Buffer.from(s, 'utf8');
}

const SURROGATE = /[\uD800-\uDFFF]/;

export const md5 = digest('md5', 'md5');
// v0.21 (go-jsonnet's; libjsonnet 0.21 declares them but refuses): hex digests of the UTF-8 bytes
export const sha1 = digest('sha1', 'sha1');
export const sha256 = digest('sha256', 'sha256');
export const sha512 = digest('sha512', 'sha512');
export const sha3 = digest('sha3', 'sha3-512');

/**
 * std.parseJson. Values match libjsonnet (nlohmann::json, numbers as doubles); a syntax error's
 * message is nlohmann's kind of message, not its exact text.
 */
export function parseJson(str: unknown): unknown {
  checkBuiltin('parseJson', [str], ['string']);
  const text = str as string;
  // nlohmann reads -0 as the integer 0 (only -0.0 and the like stay negative zero)
  const intZero = !/-0[.eE]/.test(text);
  let value: unknown;
  try {
    value = JSON.parse(text, (_k, v) => {
      if (typeof v !== 'number') return v;
      if (!Number.isFinite(v)) throw new RangeError('[json.exception.out_of_range.406] number overflow');
      return intZero && Object.is(v, -0) ? 0 : v;
    });
  } catch (err) {
    if (err instanceof RangeError) throw new Error(err.message);
    throw new Error(`[json.exception.parse_error.101] parse error: ${(err as Error).message}`);
  }
  return value;
}

// parseYaml: libjsonnet 0.20 parses with rapidyaml and converts through its JSON emitter, so a
// scalar's quoting is lost: a scalar that reads as a JSON number becomes a number ("1" too), true
// and false become booleans, null, ~ and empty become "" (the emitter writes the empty value), and
// everything else a string. A scalar rapidyaml calls a number that JSON does not accept (0x10, 010,
// .5, +1) makes libjsonnet abort the process; here it is an error.

const RYML_INT = /^[+-]?(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|[0-9]+)$/;
const RYML_REAL = /^[+-]?(0[xX][0-9a-fA-F.]+([pP][+-]?[0-9]+)?|[0-9.]+([eE][+-]?[0-9]+)?)$/;
const JSON_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

function yamlScalar(text: string): unknown {
  const t = text.trim();
  if (t !== '' && /[0-9]/.test(t) && (RYML_INT.test(t) || RYML_REAL.test(t))) {
    if (!JSON_NUMBER.test(t)) {
      throw new Error(
        `parseYaml: ${JSON.stringify(text)} is a number to rapidyaml but not JSON (libjsonnet aborts)`,
      );
    }
    // nlohmann reads -0 as the integer 0
    return /[.eE]/.test(t) ? Number(t) : Number(t) || 0;
  }
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null' || text === '~') return '';
  return text;
}

function yamlNode(node: unknown): unknown {
  if (node == null) return '';
  const { isMap, isScalar, isSeq } = yaml();
  if (isMap(node)) {
    const out: Record<string, unknown> = {};
    for (const pair of node.items) {
      const k = isScalar(pair.key) ? String(pair.key.source ?? pair.key.value ?? '') : String(pair.key ?? '');
      out[k] = yamlNode(pair.value);
    }
    return out;
  }
  if (isSeq(node)) return node.items.map(yamlNode);
  if (isScalar(node)) {
    const src = node.source;
    return yamlScalar(typeof src === 'string' ? src : node.value == null ? '' : String(node.value));
  }
  return '';
}

export function parseYaml(str: unknown): unknown {
  checkBuiltin('parseYaml', [str], ['string']);
  const { isDocument, isScalar, parseAllDocuments } = yaml();
  const docs = parseAllDocuments(str as string, { keepSourceTokens: false });
  const list = Array.isArray(docs) ? docs : [docs];
  for (const d of list) {
    if (d.errors.length > 0) throw new Error(`parseYaml: ${d.errors[0]?.message}`);
  }
  const values = list.filter(isDocument).map((d) => yamlNode(d.contents));
  // rapidyaml makes a stream of several documents (or an explicitly started one) an array
  // (a lone top-level scalar too); 0.20 itself aborts on several documents and on empty input
  // (explicitly started: the parser saw a `---` marker, which needs a space or line end after
  // it, not just any line starting `---`, which is a scalar like `---a`)
  const started = list.some((d) => isDocument(d) && d.directives?.docStart === true);
  const streamed = list.length > 1 || started || isScalar(list[0]?.contents);
  return streamed ? values : (values[0] ?? '');
}

export const encodingStd: Record<string, StdEntry> = {
  base64: { params: ['input'], fn: base64 },
  base64Decode: { params: ['str'], fn: base64Decode },
  base64DecodeBytes: { params: ['str'], fn: base64DecodeBytes },
  encodeUTF8: { params: ['str'], fn: encodeUTF8 },
  decodeUTF8: { params: ['arr'], fn: decodeUTF8 },
  md5: { params: ['s'], fn: md5 },
  sha1: { params: ['s'], fn: sha1 },
  sha256: { params: ['s'], fn: sha256 },
  sha512: { params: ['s'], fn: sha512 },
  sha3: { params: ['s'], fn: sha3 },
  parseJson: { params: ['str'], fn: parseJson },
  parseYaml: { params: ['str'], fn: parseYaml },
};

/** Every string, number, format and encoding std function, by std name. */
export const stringStd: Record<string, StdEntry> = {
  ...stringFns,
  ...numberStd,
  ...formatStd,
  ...encodingStd,
};
