import { isRecord } from '../model/values';

/**
 * One leaf that differs between two versions of an object, for the report's short "what changed"
 * lines (`data.version` `1.2` → `1.3`) and for grouping objects that changed the same way. Values
 * are compact JSON, cut; the unified diff keeps them whole.
 */
export interface FieldChange {
  /** `spec.template.spec.containers[name=web].image`; a key that is not a plain name is quoted: `labels["app.kubernetes.io/name"]`. */
  path: string;
  /** Compact JSON of the base's value; absent when the base lacks the field. */
  base?: string;
  /** Compact JSON of the head's value; absent when the head lacks the field. */
  head?: string;
}

export interface FieldChanges {
  fields: FieldChange[];
  /** Leaves that differ beyond the ones listed. */
  omitted: number;
}

/** Enough to name what changed; an object changed in more places is described by its diff. */
const MAX_FIELDS = 20;
/** A value longer than this is cut; two values cut alike compare equal, which only groups them. */
const MAX_VALUE = 200;

/**
 * The leaves that differ between `base` and `head` (already redacted and without ignored fields:
 * the objects the diff shows), in document order. Mappings are compared key by key; lists of
 * mappings that each have a distinct `name` (containers, env, ports, volumes) are paired by name,
 * so a reordered or inserted container is not reported as every container changing; other lists
 * index by index.
 */
export function fieldChanges(base: unknown, head: unknown): FieldChanges {
  const out: FieldChanges = { fields: [], omitted: 0 };
  walk(base, head, '', out);
  return out;
}

function walk(base: unknown, head: unknown, path: string, out: FieldChanges): void {
  if (isRecord(base) && isRecord(head)) {
    const keys = [...Object.keys(base), ...Object.keys(head).filter((k) => !Object.hasOwn(base, k))];
    for (const k of keys) walk(base[k], head[k], child(path, k), out);
    return;
  }
  if (Array.isArray(base) && Array.isArray(head)) {
    const byName = namedItems(base) && namedItems(head);
    if (byName) {
      const b = new Map(base.map((item) => [item.name, item]));
      const h = new Map(head.map((item) => [item.name, item]));
      for (const name of [...b.keys(), ...[...h.keys()].filter((n) => !b.has(n))])
        walk(b.get(name), h.get(name), `${path}[name=${name}]`, out);
      return;
    }
    for (let i = 0; i < Math.max(base.length, head.length); i++)
      walk(
        i < base.length ? base[i] : undefined,
        i < head.length ? head[i] : undefined,
        `${path}[${i}]`,
        out,
      );
    return;
  }
  if (sameLeaf(base, head)) return;
  if (out.fields.length >= MAX_FIELDS) {
    out.omitted++;
    return;
  }
  out.fields.push({
    path: path || '.',
    ...(base !== undefined ? { base: valueText(base) } : {}),
    ...(head !== undefined ? { head: valueText(head) } : {}),
  });
}

function sameLeaf(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // Containers of different shapes, or an empty one against a missing one: compare as text.
  if (a === undefined || b === undefined) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Lists whose items are all mappings with a distinct string `name`: Kubernetes' merge-by-name lists. */
function namedItems(list: unknown[]): list is Array<{ name: string }> {
  if (list.length === 0) return false;
  const names = new Set<string>();
  for (const item of list) {
    if (!isRecord(item) || typeof item.name !== 'string' || names.has(item.name)) return false;
    names.add(item.name);
  }
  return true;
}

function child(path: string, key: string): string {
  if (/^[A-Za-z_$][\w$-]*$/.test(key)) return path === '' ? key : `${path}.${key}`;
  return `${path}[${JSON.stringify(key)}]`;
}

function valueText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  if (text.length <= MAX_VALUE) return text;
  // Cut between UTF-16 units of one pair would leave half a character.
  const end = /[\ud800-\udbff]/.test(text.charAt(MAX_VALUE - 1)) ? MAX_VALUE - 1 : MAX_VALUE;
  return `${text.slice(0, end)}…`;
}
