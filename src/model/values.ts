/** A plain JSON object (what YAML and JSON mappings parse to): not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Binary order of UTF-16 code units (JavaScript's `<`): the same on every machine and in every
 * locale, unlike localeCompare, so sorted output (reports, diagnostics, keys) never changes with
 * where rigging runs. Where an upstream tool sorts by UTF-8 bytes (Go), use its own comparison.
 */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Go's string order: by UTF-8 bytes, which is code point order. It differs from `<` only where
 * UTF-16 puts surrogates (code points >= U+10000) before U+E000..U+FFFF, so no bytes are made.
 */
export function compareUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/**
 * `obj[key] = value` as an own, enumerable property, whatever the key: `__proto__` as a plain
 * assignment would set the object's prototype instead (or, on the way down a dotted name, reach
 * Object.prototype itself), and every key here comes from a pull request's files.
 */
export function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  // Only `__proto__` has an accessor on Object.prototype; any other key assigns as an own property
  // (and assigning is twice as fast, on every key of every rendered object).
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

/** `obj[key]` when it is the object's own, else undefined (never what it inherits). */
export function getOwn(obj: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/**
 * Sets `value` at a dotted name (`a.b.c` -> `{a: {b: {c: value}}}`), making or replacing the
 * mappings on the way: how BOSH names properties and how Hub parameters reach them. Own
 * properties only (setOwn): a name `__proto__.x` is a key like any other.
 */
export function setDotted(into: Record<string, unknown>, name: string, value: unknown): void {
  const keys = name.split('.');
  let at = into;
  for (const key of keys.slice(0, -1)) {
    let next = getOwn(at, key);
    if (!isRecord(next)) {
      next = {};
      setOwn(at, key, next);
    }
    at = next as Record<string, unknown>;
  }
  setOwn(at, keys[keys.length - 1] as string, value);
}

/**
 * `over` on top of `base`: mappings present in both merge key by key, anything else in `over`
 * replaces the base value, null included. The deep merge of qbec's properties and of the BOSH
 * director's properties alike.
 */
export function deepMerge(
  base: Record<string, unknown>,
  over: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = getOwn(out, k);
    setOwn(out, k, isRecord(b) && isRecord(v) ? deepMerge(b, v) : v);
  }
  return out;
}
