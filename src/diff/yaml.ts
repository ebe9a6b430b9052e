import { sortKeys } from '../model/hash';
import { isRecord } from '../model/values';
import { yamlText } from '../model/yaml-text';

const TOP_FIRST = ['apiVersion', 'kind', 'metadata'];
const METADATA_FIRST = ['name', 'namespace'];

/**
 * YAML for display and diffing. Keys are sorted at every level, so a reorder is never a
 * change, except that the fields a reader looks for first come first, kubectl style.
 */
export function toStableYaml(obj: unknown): string {
  const sorted = sortKeys(obj);
  let value: unknown = sorted;
  if (isRecord(sorted)) {
    const top = leading(sorted, TOP_FIRST);
    if (isRecord(top.metadata)) top.metadata = leading(top.metadata, METADATA_FIRST);
    value = top;
  }
  // lineWidth 0: folding long strings would turn a one-word change into a multi-line hunk.
  return yamlText(value, { aliasDuplicateObjects: false });
}

/** A copy of `obj` with `first` keys (those present) in that order, then the rest in their order. */
function leading(obj: Record<string, unknown>, first: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of first) if (Object.hasOwn(obj, k)) out[k] = obj[k];
  for (const [k, v] of Object.entries(obj)) if (!first.includes(k)) out[k] = v;
  return out;
}
