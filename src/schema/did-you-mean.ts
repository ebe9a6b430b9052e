/**
 * Edit distance with adjacent transpositions (optimal string alignment), so `tpye` is one edit from `type`.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Longer words get no suggestion: no one mistypes a name that long, and the matrix is length². */
const MAX_WORD_LENGTH = 256;

/**
 * The candidate the user most likely meant: a case-insensitive match, or one at most two edits away.
 * Short words get a tighter bound so `id` is never "corrected" to `ip`-like strangers.
 */
export function didYouMean(
  word: string,
  candidates: Iterable<string>,
  /** Edits allowed for the longer of the two lengths; at most two, half of it by default. */
  within: (length: number) => number = (n) => Math.floor(n / 2),
): string | undefined {
  // Words and candidates come from pull requests: a typo is short, and a candidate whose length
  // differs by more than the two edits allowed cannot match, so neither costs an edit matrix.
  if (word.length > MAX_WORD_LENGTH) return undefined;
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    if (candidate === word || Math.abs(candidate.length - word.length) > 2) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    const limit = Math.min(2, within(Math.max(word.length, candidate.length)));
    if (distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` (did you mean "x"?)`, or nothing when no candidate is close. */
export function suggestion(word: string, candidates: Iterable<string>): string {
  const match = didYouMean(word, candidates);
  return match === undefined ? '' : ` (did you mean ${JSON.stringify(match)}?)`;
}

/**
 * suggestion, closer: one edit in three characters (`prot` is `port`, `port` is not `host`). For
 * names a program chose (a jsonnet object's fields, its external variables), where a stranger
 * two edits away is likelier than a typo.
 */
export function nearSuggestion(word: string, candidates: Iterable<string>): string {
  const match = didYouMean(word, candidates, (n) => Math.max(1, Math.floor(n / 3)));
  return match === undefined ? '' : ` (did you mean ${JSON.stringify(match)}?)`;
}

/**
 * The key among `written` that is a typo of the missing key `meant`: one `known` does not hold
 * whose did-you-mean among `known` is `meant`. A missing key and the typo beside it are one
 * problem, reported as the typo ("unknown key release (did you mean releases?)") only.
 */
export function typoOf(
  meant: string,
  written: Iterable<string>,
  known: readonly string[],
): string | undefined {
  for (const key of written) {
    if (!known.includes(key) && didYouMean(key, known) === meant) return key;
  }
  return undefined;
}
