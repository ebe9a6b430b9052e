/**
 * Sprig's encoding functions: b64enc/b64dec and b32enc/b32dec with Go's StdEncoding (padded).
 * A decoding error is returned as the result text, as Sprig does: `illegal base64 data at input
 * byte 4`. Decoding follows Go's rules: \r and \n are skipped, padding must be complete.
 */
import type { FuncMap } from '../value';
import { bytesOf, def, stringOf } from './common';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

class CorruptInput extends Error {}

/**
 * Go's encoding/base64 and base32 decoders (decodeQuantum), over an alphabet of 2^bits symbols
 * in quanta of `q` characters.
 */
function goDecode(src: Uint8Array, alphabet: string, bits: number, q: number, kind: string): Uint8Array {
  const map = new Map<number, number>();
  for (let i = 0; i < alphabet.length; i++) map.set(alphabet.charCodeAt(i), i);
  const fail = (at: number): never => {
    throw new CorruptInput(`illegal ${kind} data at input byte ${at}`);
  };
  const out: number[] = [];
  let si = 0;
  const isNL = (c: number | undefined) => c === 0x0a || c === 0x0d;
  for (;;) {
    const dbuf: number[] = [];
    let dlen = q;
    let trailing = -1;
    for (let j = 0; j < q; j++) {
      if (si === src.length) {
        if (j === 0) return Uint8Array.from(out);
        // With padding required, any short quantum is corrupt.
        fail(si - j);
      }
      const c = src[si] as number;
      si++;
      const v = map.get(c);
      if (v !== undefined) {
        dbuf[j] = v;
        continue;
      }
      if (isNL(c)) {
        j--;
        continue;
      }
      if (c !== 0x3d) fail(si - 1);
      // Padding: how many '=' this quantum needs.
      if (kind === 'base64') {
        if (j === 0 || j === 1) fail(si - 1);
        if (j === 2) {
          while (si < src.length && isNL(src[si])) si++;
          if (si === src.length) fail(src.length);
          if (src[si] !== 0x3d) fail(si - 1);
          si++;
        }
      } else {
        // base32: valid data lengths before padding are 2, 4, 5, 7 characters.
        if (j === 0 || j === 1 || j === 3 || j === 6) fail(si - 1);
        for (let k = 0; k < q - 1 - j; k++) {
          while (si < src.length && isNL(src[si])) si++;
          if (si === src.length) fail(src.length);
          if (src[si] !== 0x3d) fail(si);
          si++;
        }
      }
      while (si < src.length && isNL(src[si])) si++;
      if (si < src.length) trailing = si;
      dlen = j;
      break;
    }
    let acc = 0n;
    for (let j = 0; j < q; j++) acc = (acc << BigInt(bits)) | BigInt(dbuf[j] ?? 0);
    const nbytes = (q * bits) / 8;
    const produced = Math.floor((dlen * bits) / 8);
    for (let k = 0; k < produced; k++) out.push(Number((acc >> BigInt(8 * (nbytes - 1 - k))) & 0xffn));
    if (trailing >= 0) fail(trailing);
    if (dlen < q) return Uint8Array.from(out);
  }
}

export function base64Encode(b: Uint8Array): string {
  return Buffer.from(b).toString('base64');
}

function base32Encode(b: Uint8Array): string {
  let out = '';
  for (let i = 0; i < b.length; i += 5) {
    const chunk = b.subarray(i, i + 5);
    let acc = 0n;
    for (let k = 0; k < 5; k++) acc = (acc << 8n) | BigInt(chunk[k] ?? 0);
    const chars = Math.ceil((chunk.length * 8) / 5);
    for (let k = 0; k < 8; k++) out += k < chars ? B32[Number((acc >> BigInt(35 - 5 * k)) & 31n)] : '=';
  }
  return out;
}

function decodeOrMessage(s: string, alphabet: string, bits: number, q: number, kind: string): string {
  try {
    return stringOf(goDecode(bytesOf(s), alphabet, bits, q, kind));
  } catch (e) {
    if (e instanceof CorruptInput) return e.message;
    throw e;
  }
}

export const encodingFuncs: FuncMap = {
  b64enc: def('b64enc', ['string'], null, (s: string) => base64Encode(bytesOf(s))),
  b64dec: def('b64dec', ['string'], null, (s: string) => decodeOrMessage(s, B64, 6, 4, 'base64')),
  b32enc: def('b32enc', ['string'], null, (s: string) => base32Encode(bytesOf(s))),
  b32dec: def('b32dec', ['string'], null, (s: string) => decodeOrMessage(s, B32, 5, 8, 'base32')),
};
