/**
 * Which steps of an execution run under a watchdog (runSyncWithin: node:vm's timeout, a thread per
 * call, ~0.2 ms). The executor counts its steps and reads the clock between them (ExecMeter), so a
 * template that loops is stopped cooperatively; only a single step that never yields needs stopping
 * from outside. Such a step is a library call over a large input (a regular expression over MBs, a
 * sort or a toYaml of a huge value, printing one, sorting a huge map's keys for range, parsing a
 * large included text). Small steps run as they are, so a small execution starts no watchdog.
 *
 * Why an unwatched call is short: it is either
 * - a function marked size-bounded (every builtin but `call`, every Sprig function but the regular
 *   expressions and key derivations) given small arguments (smallArgs: at most SMALL_NODES values
 *   and SMALL_CHARS characters in all). Such a function's work is at most quadratic in its
 *   arguments (uniq, has, without compare pairs) plus linear in what it builds, and what it builds
 *   is capped by limits.ts before or right after it is built (a list of 1M elements, a string of
 *   16M characters: milliseconds). Go's fmt caps widths and precisions at 1e6;
 * - or a function marked cooperative (Landscaper's include): it parses with Template.parse (a
 *   large text under the watchdog) and executes with the same meter, so each of its own steps
 *   follows these rules.
 * Any other function (a function map's own, `call`'s target) runs under the watchdog.
 */
import { runSyncWithin } from '../../model/sync-deadline';
import type { ExecMeter } from './limits';
import type { FuncMap, GoValue } from './value';

/** Values (list elements, map entries, scalars) of a call's arguments that make it small. */
export const SMALL_NODES = 256;
/** Characters (strings and map keys) of a call's arguments that make it small. */
export const SMALL_CHARS = 4096;
/** A text longer than this is parsed under the watchdog (the lexer and parser are linear). */
export const SMALL_TEXT = 64 * 1024;

// biome-ignore lint/complexity/noBannedTypes: any function value of a function map
type Fn = Function;
const sizeBounded = new WeakSet<Fn>();
const cooperative = new WeakSet<Fn>();

/** Marks a map's functions (but `except`) as taking time bounded by their arguments' size; returns the map. */
export function markSizeBounded<M extends FuncMap>(map: M, except: readonly string[] = []): M {
  for (const [name, fn] of Object.entries(map)) if (!except.includes(name)) sizeBounded.add(fn);
  return map;
}

/** Marks a function whose long parts (parse, execution steps) are bounded on their own; returns it. */
export function markCooperative<F extends Fn>(fn: F): F {
  cooperative.add(fn);
  return fn;
}

/** Whether calling `fn` with `args` may run long enough to need the watchdog. */
export function callNeedsWatch(fn: Fn, args: readonly GoValue[]): boolean {
  if (cooperative.has(fn)) return false;
  return !sizeBounded.has(fn) || !smallArgs(args);
}

/**
 * Whether the values hold at most SMALL_NODES values and SMALL_CHARS characters in all. The walk
 * stops as soon as either is passed, so it costs at most that much whatever the values' size (a
 * list shared into an exponential tree, a map that holds itself), but for a map's keys: V8 lists
 * all of a map's keys to enumerate any, so a large map is remembered (largeMap) and listed once.
 */
export function smallArgs(args: readonly GoValue[]): boolean {
  let nodes = 0;
  let chars = 0;
  const stack: unknown[] = [...args];
  while (stack.length > 0) {
    const x = stack.pop();
    if (++nodes > SMALL_NODES) return false;
    if (typeof x === 'string') chars += x.length;
    else if (Array.isArray(x)) {
      if (x.length > SMALL_NODES) return false;
      for (const e of x) stack.push(e);
    } else if (x !== null && typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype) {
      if (largeMap(x)) return false;
      for (const k in x) {
        chars += k.length;
        stack.push((x as Record<string, unknown>)[k]);
      }
    }
    if (chars > SMALL_CHARS) return false;
  }
  return true;
}

/**
 * Maps found to have more than SMALL_NODES keys. A map only grows by `set` (one key a step) or
 * `merge`, and being taken for large only costs a watchdog, so the mark is never taken back.
 * Listing a huge map's keys the first time costs less than building the map did.
 */
const largeMaps = new WeakSet<object>();

/** Whether a map has more than SMALL_NODES keys (see largeMaps). */
export function largeMap(m: object): boolean {
  if (largeMaps.has(m)) return true;
  let n = 0;
  for (const _ in m) {
    if (++n > SMALL_NODES) {
      largeMaps.add(m);
      return true;
    }
  }
  return false;
}

/**
 * Runs one step: under the watchdog when `long` and the meter has a deadline (a little past it),
 * as it is otherwise. Throws SyncDeadlineError when stopped.
 */
export function stepWithin<T>(meter: ExecMeter, long: boolean, f: () => T): T {
  const { deadline } = meter;
  if (!long || deadline === undefined) return f();
  return runSyncWithin(deadline - Date.now() + meter.grace, f);
}
