/**
 * Escape sequences of Jsonnet's quoted strings (`"..."`, `'...'`): JSON's, plus `\'`. Errors are
 * worded as libjsonnet's; a `\u` escape of a surrogate must be followed by its pair.
 */

/** The string's value, or the message of its first bad escape. */
export function unescapeString(raw: string): string | { error: string } {
  if (!raw.includes('\\')) return raw;
  let out = '';
  const n = raw.length;
  let i = 0;
  while (i < n) {
    // Copy up to the next escape in one piece.
    const next = raw.indexOf('\\', i);
    if (next !== i) {
      const to = next < 0 ? n : next;
      out += raw.slice(i, to);
      i = to;
      continue;
    }
    i++;
    if (i >= n) return { error: 'Truncated escape sequence in string literal.' };
    const e = raw[i];
    i++;
    switch (e) {
      case '"':
      case "'":
      case '\\':
      case '/':
        out += e;
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      case 'n':
        out += '\n';
        break;
      case 'r':
        out += '\r';
        break;
      case 't':
        out += '\t';
        break;
      case 'u': {
        const hi = hex4(raw, i);
        if (typeof hi !== 'number') return hi;
        i += 4;
        if (hi < 0xd800 || (hi >= 0xe000 && hi < 0x10000)) {
          out += String.fromCharCode(hi);
          break;
        }
        if (raw[i] !== '\\' || raw[i + 1] !== 'u') {
          return { error: 'Invalid non-BMP Unicode escape in string literal' };
        }
        const lo = hex4(raw, i + 2);
        if (typeof lo !== 'number') return lo;
        i += 6;
        if (!(hi < 0xdc00 && lo >= 0xdc00 && lo < 0xe000)) return { error: 'Invalid UTF-16 bytes' };
        out += String.fromCharCode(hi, lo);
        break;
      }
      default: {
        const cp = raw.codePointAt(i - 1) as number;
        return { error: `Unknown escape sequence in string literal: '${String.fromCodePoint(cp)}'` };
      }
    }
  }
  return out;
}

function hex4(raw: string, at: number): number | { error: string } {
  let v = 0;
  for (let k = 0; k < 4; k++) {
    if (at + k >= raw.length) return { error: 'Truncated unicode escape sequence in string literal.' };
    const c = raw.charCodeAt(at + k);
    let d: number;
    if (c >= 48 && c <= 57) d = c - 48;
    else if (c >= 97 && c <= 102) d = c - 87;
    else if (c >= 65 && c <= 70) d = c - 55;
    else {
      // libjsonnet prints the low byte of the (UTF-32) character.
      const cp = raw.codePointAt(at + k) as number;
      return {
        error: `Malformed unicode escape character, should be hex: '${String.fromCharCode(cp & 0xff)}'`,
      };
    }
    v = v * 16 + d;
  }
  return v;
}
