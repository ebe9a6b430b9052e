/**
 * A diff's base evaluations kept for its head: an evaluation of the head that asks exactly what one
 * of the base asked, and finds every file that one read as it was, gets its output instead of
 * being evaluated again (a pull request touching one component of many re-evaluates that one).
 *
 * Why that is the head's own output: rigging's evaluator is deterministic, and what an evaluation
 * can observe of the world is (a) its request: the code or file name, ext vars, top-level
 * arguments, library paths, in-memory files, stack limit and output mode, all in the key; (b) the
 * files it probes: each import candidate's outcome (missing, or its text, or its bytes), re-read in
 * the head's tree through the head's own boundary, in the order the base probed them, and compared
 * (the first probe that differs decides the rest too, so they are all checked); (c) natives, allowed
 * only when every one is declared pure (its answer a function of its arguments); (d) `std.thisFile`,
 * which names the real path (the tree's own temp dir), and `std.trace`, whose lines the head must
 * print itself: an evaluation that used either is never kept. Names are the tree's (tree-names.ts),
 * the same for the same place in either tree, and outputs hold no path of their own otherwise.
 * Errors (deadline, stack, a refused import) are never kept: only an evaluation that succeeded.
 * The output is copied in and out, so neither side's later changes to it reach the other.
 */

/**
 * One file an evaluation probed: the parser's name of the candidate and what was found there; `at`
 * is where the file really is below the repository's top once symlinks are followed (a hint for
 * the keep filter only: never compared, the head's match is decided by reading again).
 */
export type Probe =
  | { kind: 'text'; name: string; text: string | undefined; at?: string }
  | { kind: 'bytes'; name: string; bytes: Uint8Array | undefined; at?: string };

interface Kept {
  probes: readonly Probe[];
  output: unknown;
}

/** Stops keeping what a base evaluation read when that cannot be the head's (a changed path among its reads). */
export type KeepFilter = (probes: readonly Probe[]) => boolean;

let onReuse: ((key: string) => void) | undefined;

/** Tells `watcher` the key of every evaluation given again from now on; undefined stops (tests). */
export function watchReuse(watcher: ((key: string) => void) | undefined): void {
  onReuse = watcher;
}

export class EvaluationReuse {
  private readonly kept = new Map<string, Kept[]>();

  constructor(private readonly worthKeeping: KeepFilter = () => true) {}

  /** Keeps a base evaluation's output under its request's key, with what it read; false when not worth it. */
  keep(key: string, probes: readonly Probe[], output: unknown): boolean {
    if (!this.worthKeeping(probes)) return false;
    const list = this.kept.get(key) ?? [];
    list.push({ probes: [...probes], output: structuredClone(output) });
    this.kept.set(key, list);
    return true;
  }

  /**
   * The output kept for `key` whose every probe `probe` (the same candidate probed in the head's
   * tree) answers alike, copied; undefined when none does.
   */
  find(key: string, probe: (p: Probe) => Probe | undefined): { output: unknown } | undefined {
    for (const kept of this.kept.get(key) ?? []) {
      if (kept.probes.every((p) => sameProbe(p, probe(p)))) {
        onReuse?.(key);
        return { output: structuredClone(kept.output) };
      }
    }
    return undefined;
  }
}

function sameProbe(a: Probe, b: Probe | undefined): boolean {
  if (!b || a.kind !== b.kind || a.name !== b.name) return false;
  if (a.kind === 'text') return a.text === (b as typeof a).text;
  const x = a.bytes;
  const y = (b as typeof a).bytes;
  if (x === undefined || y === undefined) return x === y;
  return x.length === y.length && Buffer.from(x.buffer, x.byteOffset, x.length).equals(y);
}

/** The two sides of a reuse: the base keeps, the head finds. */
export interface ReuseRole {
  reuse: EvaluationReuse;
  role: 'keep' | 'find';
}
