/**
 * Sprig v3's text functions as a FuncMap (all but env and expandenv), by Sprig's own groups.
 * Functions that are not deterministic (random strings and keys, uuidv4, bcrypt, encryptAES,
 * shuffle, randInt) and getHostByName fail with a clear error naming the function, unless a
 * source of randomness is given for the random ones: `createSprigFuncs({ random })`. Inputs for
 * which Go needs no randomness (`randNumeric 0`, `shuffle ""`) render without one. The clock
 * functions (now, ago, and dates of a non-time value) need a clock: `createSprigFuncs({ now })`.
 */
import type { FuncMap } from '../value';
import { markSizeBounded } from '../watch';
import { GoTime } from './common';
import { cryptoFuncs } from './crypto';
import { type Clock, dateFuncs } from './dates';
import { defaultFuncs } from './defaults';
import { dictFuncs } from './dicts';
import { encodingFuncs } from './encoding';
import { flowFuncs } from './flow';
import { listFuncs } from './lists';
import { mathFuncs } from './math';
import { networkFuncs } from './network';
import { pathFuncs } from './paths';
import { type RandomSource, randomFuncs } from './random';
import { reflectionFuncs } from './reflection';
import { regexFuncs } from './regex';
import { semverFuncs } from './semver';
import { stringFuncs } from './strings';
import { urlFuncs } from './urls';

export { GoArgError, GoTime } from './common';
export type { Clock } from './dates';
export { cryptoRandom, type RandomSource } from './random';

export interface SprigOptions {
  /** The clock `now`, `ago` and friends read; without one they fail. */
  now?: Clock;
  /** Randomness for randAlphaNum, randInt, uuidv4 and friends; without one they fail. */
  random?: RandomSource;
}

/**
 * Sprig functions that may run long even on small arguments (watch.ts): regular expressions (a
 * compile's and a match's cost grow with the pattern too) and key derivation (scrypt, bcrypt).
 */
const WATCHED = [
  'regexMatch',
  'mustRegexMatch',
  'regexFindAll',
  'mustRegexFindAll',
  'regexFind',
  'mustRegexFind',
  'regexReplaceAll',
  'mustRegexReplaceAll',
  'regexReplaceAllLiteral',
  'mustRegexReplaceAllLiteral',
  'regexSplit',
  'mustRegexSplit',
  'derivePassword',
  'htpasswd',
  'bcrypt',
];

export function createSprigFuncs(opts: SprigOptions = {}): FuncMap {
  return markSizeBounded(sprigMap(opts), WATCHED);
}

function sprigMap(opts: SprigOptions): FuncMap {
  return {
    hello: () => 'Hello!',
    ...stringFuncs,
    ...listFuncs,
    ...dictFuncs,
    ...defaultFuncs,
    ...mathFuncs,
    ...encodingFuncs,
    ...cryptoFuncs,
    ...semverFuncs,
    ...regexFuncs,
    ...dateFuncs(opts.now ?? null),
    ...reflectionFuncs,
    ...urlFuncs,
    ...networkFuncs,
    ...pathFuncs,
    ...flowFuncs,
    ...randomFuncs(opts.random ?? null),
  };
}

/** Sprig's functions without a clock. */
export const sprigFuncs: FuncMap = createSprigFuncs();

/** A clock fixed at the given instant (milliseconds since the epoch), in UTC. */
export function fixedClock(ms: number): Clock {
  return () => new GoTime(BigInt(ms) * 1_000_000n, 0, 'UTC');
}
