import { isRecord } from '../../model/values';

/** Hub's "empty": only null (or absent) and "" — 0 and false are values. */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** `name|component`, Hub's key of a parameter targeting one component. */
export function qualifiedName(name: string, component?: string): string {
  return component ? `${name}|${component}` : name;
}

/** `component:name`, Hub's key of a component's output. */
export function outputQualifiedName(name: string, component?: string): string {
  return component ? `${component}:${name}` : name;
}

/** The stack name without a version suffix (`name:version`), as `hub.stackName` carries it. */
export function plainName(name: string): string {
  const i = name.indexOf(':');
  return i > 0 ? name.slice(0, i) : name;
}

/**
 * A value as Hub prints it into a string (util.String, Go's `%v`): null is "", lists `[a b]`,
 * maps `map[k:v]` with sorted keys.
 */
export function valueString(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map(valueString).join(' ')}]`;
  if (value instanceof Map) {
    const entries = [...value.entries()].map(([k, v]) => [valueString(k), v] as const);
    return `map[${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${k}:${valueString(v)}`)
      .join(' ')}]`;
  }
  if (isRecord(value)) {
    return `map[${Object.keys(value)
      .sort()
      .map((k) => `${k}:${valueString(value[k])}`)
      .join(' ')}]`;
  }
  return String(value);
}

const secretWords = ['password', 'secret', 'key', 'cert', 'token', 'cookie'];
const secretSuffixes = secretWords.flatMap((w) => [
  `.${w}`,
  `_${w}`,
  w[0]?.toUpperCase() + w.slice(1),
  w.toUpperCase(),
]);

/** Hub's guess that a parameter or output holds a secret, by the suffix of its name (util.LooksLikeSecret). */
export function looksLikeSecret(name: string): boolean {
  const bar = name.indexOf('|');
  const plain = bar > 0 ? name.slice(0, bar) : name;
  if (plain === 'cloud.sshKey') return false;
  return secretSuffixes.some((s) => plain.endsWith(s));
}

/** Whether a parameter of this name and kind holds a secret: `kind: secret...` or a secret-like name. */
export function isSecret(name: string, kind?: string): boolean {
  return (kind ?? '').startsWith('secret') || looksLikeSecret(name);
}

/** A value for a message: `(masked)` when it may be a secret, so no secret reaches a log. */
export function maskedValue(name: string, kind: string | undefined, value: string): string {
  return isSecret(name, kind) && value !== '' ? '(masked)' : value.trim();
}
