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

export function randomFuncs(src: RandomSource): FuncMap {
  // goutils.CryptoRandom*: a negative count is an error Sprig discards, leaving "".
  const text = (name: string, alphabet: string[]) =>
    def(name, ['int'], null, (count: number) =>
      count <= 0 ? '' : Array.from({ length: count }, () => alphabet[src.int(alphabet.length)]).join(''),
    );
  return {
    randAlphaNum: text('randAlphaNum', [...LETTERS, ...DIGITS]),
    randAlpha: text('randAlpha', LETTERS),
    randNumeric: text('randNumeric', DIGITS),
    randAscii: text('randAscii', ASCII),
    randInt: def('randInt', ['int', 'int'], null, (min: number, max: number) => {
      if (max - min <= 0) throw new Error('invalid argument to Intn');
      return BigInt(min + src.int(max - min));
    }),
    randBytes: def('randBytes', ['int'], null, (count: number) =>
      Buffer.from(src.bytes(Math.max(0, count))).toString('base64'),
    ),
    // xstrings.Shuffle permutes the runes.
    shuffle: def('shuffle', ['string'], null, (s: string) => {
      const runes = Array.from(s);
      for (let i = runes.length - 1; i > 0; i--) {
        const j = src.int(i + 1);
        [runes[i], runes[j]] = [runes[j] as string, runes[i] as string];
      }
      return runes.join('');
    }),
    uuidv4: () => src.uuid(),
  };
}
