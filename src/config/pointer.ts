/** A JSON pointer decoded into its reference tokens, or why it is not one. */
export type PointerResult = { ok: true; tokens: string[] } | { ok: false; error: string };

/**
 * Decodes an RFC 6901 JSON pointer: `/`-separated tokens where `~1` stands for `/` and `~0`
 * for `~` (in that order, so `~01` is the key `~1`). The empty pointer (the whole document) is
 * refused: ignoring a whole object is not a field rule.
 */
export function parsePointer(pointer: string): PointerResult {
  if (!pointer.startsWith('/')) return { ok: false, error: 'it must start with "/"' };
  const tokens: string[] = [];
  for (const raw of pointer.slice(1).split('/')) {
    if (/~(?![01])/.test(raw)) {
      return { ok: false, error: '"~" must be followed by 0 or 1 (write "~0" for "~" and "~1" for "/")' };
    }
    tokens.push(raw.replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  return { ok: true, tokens };
}
