import { type Document, isAlias, isMap, isScalar, isSeq, type Node } from 'yaml';
import { isRecord } from '../../model/values';

// A job spec's `default: 1.0` is a Float to the director (Psych reads the spec, and the value keeps
// its class through the director's JSON), so a template prints it `1.0` (capi-release's
// broker_client_async_poll_exponential_backoff_rate). A JavaScript number has no such class: the
// value travels as this marked string instead, and is the JSON number `1.0` when it reaches Ruby
// (rubyJson). The NUL keeps it from meeting any string a manifest or spec can hold in practice.
const MARK = '\u0000rigging:float:';
// The mark as JSON.stringify writes it, with the whole number after it.
const MARKED_JSON = /"\\u0000rigging:float:(-?\d+)"/g;

/** A Float's mark, for a whole number (a fraction, or one past 1e21, is a Float in JSON already). */
function mark(n: number): string | number {
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? `${MARK}${n}` : n;
}

function isMarked(v: unknown): v is string {
  return typeof v === 'string' && v.startsWith(MARK);
}

/**
 * `value` (the plain value of `node` in `doc`) with each whole number Psych reads as a Float (its
 * text has a `.`: `1.0`, `2.`, `1:30.0`) marked; anything else as it is.
 */
export function markFloats(node: unknown, value: unknown, doc: Document.Parsed, depth = 0): unknown {
  if (depth > 100) return value;
  if (isAlias(node)) return markFloats(node.resolve(doc), value, doc, depth + 1);
  if (isScalar(node)) {
    const text = node.source;
    return typeof value === 'number' && typeof text === 'string' && text.includes('.') ? mark(value) : value;
  }
  if (isSeq(node) && Array.isArray(value)) {
    return value.map((v, i) => markFloats(node.items[i], v, doc, depth + 1));
  }
  if (isMap(node) && isRecord(value)) {
    const out = { ...value };
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      // A merge key's values come from another node: they stay as they are.
      if (key === undefined || key === '<<' || !Object.hasOwn(out, key)) continue;
      out[key] = markFloats(pair.value as Node, out[key], doc, depth + 1);
    }
    return out;
  }
  return value;
}

/** JSON for Ruby: a marked Float is the number with `.0`, as Ruby's JSON reads back a Float. */
export function rubyJson(value: unknown): string {
  const text = JSON.stringify(value);
  return text.includes('rigging:float:') ? text.replace(MARKED_JSON, '$1.0') : text;
}

/** `value` with each marked Float back as a plain number, for what is not handed to Ruby. */
export function unmarkFloats(value: unknown): unknown {
  if (isMarked(value)) return Number(value.slice(MARK.length));
  if (Array.isArray(value)) return value.map(unmarkFloats);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unmarkFloats(v)]));
  return value;
}
