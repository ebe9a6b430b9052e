/**
 * Sprig's random functions (randAlphaNum, randAlpha, randNumeric, randAscii, randInt, randBytes,
 * shuffle, uuidv4) over a source of randomness. They are off by default: a render must be
 * repeatable. Landscaper templates use them with the template state (`.state.key | default
 * (randAlphaNum 16)`), so a blueprint render that is given its state stays stable.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FuncMap } from '../value';
import { def } from './common';

export interface RandomSource {
  /** A uniform integer in [0, max). */
  int(max: number): number;
  bytes(n: number): Uint8Array;
  uuid(): string;
}

export const cryptoRandom: RandomSource = {
  int: (max) => randomInt(max),
  bytes: (n) => randomBytes(n),
  uuid: () => randomUUID(),
};

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
const LETTERS = [...range(65, 90), ...range(97, 122)];
const DIGITS = range(48, 57);
const ASCII = range(32, 126);

/** Whether every rune of s is the same: xstrings.Shuffle cannot change it (the empty string too). */
function oneRune(runes: string[]): boolean {
  return runes.every((r) => r === runes[0]);
}

/**
 * The functions over `src`, or, without a source, over none: then an input whose result Go
 * computes without randomness (a count of 0, a one-wide randInt range, a string of one repeated
 * rune) still renders, and only a draw that really needs randomness fails, naming the function.
 */
export function randomFuncs(src: RandomSource | null): FuncMap {
  const from = (name: string): RandomSource => {
    if (src) return src;
    throw new Error(`${name} is not deterministic and is not available in rigging's templates`);
  };
  // goutils.CryptoRandom*: a count of 0 is "", a negative one an error Sprig discards, leaving "".
  const text = (name: string, alphabet: string[]) =>
    def(name, ['int'], null, (count: number) => {
      if (count <= 0) return '';
      const r = from(name);
      return Array.from({ length: count }, () => alphabet[r.int(alphabet.length)]).join('');
    });
  return {
    randAlphaNum: text('randAlphaNum', [...LETTERS, ...DIGITS]),
    randAlpha: text('randAlpha', LETTERS),
    randNumeric: text('randNumeric', DIGITS),
    randAscii: text('randAscii', ASCII),
    // rand.Intn(max-min) + min: Intn panics below 1 and is always 0 at 1.
    randInt: def('randInt', ['int', 'int'], null, (min: number, max: number) => {
      if (max - min <= 0) throw new Error('invalid argument to Intn');
      if (max - min === 1) return BigInt(min);
      return BigInt(min + from('randInt').int(max - min));
    }),
    // make([]byte, count) panics on a negative count; rand.Read of no bytes needs no randomness.
    randBytes: def('randBytes', ['int'], null, (count: number) => {
      if (count < 0) throw new Error('runtime error: makeslice: len out of range');
      if (count === 0) return '';
      return Buffer.from(from('randBytes').bytes(count)).toString('base64');
    }),
    // xstrings.Shuffle permutes the runes.
    shuffle: def('shuffle', ['string'], null, (s: string) => {
      const runes = Array.from(s);
      if (oneRune(runes)) return s;
      const r = from('shuffle');
      for (let i = runes.length - 1; i > 0; i--) {
        const j = r.int(i + 1);
        [runes[i], runes[j]] = [runes[j] as string, runes[i] as string];
      }
      return runes.join('');
    }),
    uuidv4: () => from('uuidv4').uuid(),
  };
}
