/**
 * Whether `text` matches `pattern`, where `*` is any run of characters (none included) and `?`
 * exactly one; every other character stands for itself, and there is no escaping. Meant for
 * object names and label/annotation keys, which cannot contain `*` or `?`. `/` is an ordinary
 * character: `checksum/*` matches `checksum/config`.
 */
export function matchGlob(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  // After a mismatch, retry from the last `*` with it swallowing one more character:
  // linear in practice and never exponential, unlike a naive backtracking regex.
  let star = -1;
  let swallowed = 0;
  while (t < text.length) {
    const c = pattern[p];
    if (c === '*') {
      star = p++;
      swallowed = t;
    } else if (c !== undefined && (c === '?' || c === text[t])) {
      p++;
      t++;
    } else if (star >= 0) {
      p = star + 1;
      t = ++swallowed;
    } else {
      return false;
    }
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}
