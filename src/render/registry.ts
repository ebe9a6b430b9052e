import { blueprintSource } from './blueprint';
import { boshSource } from './bosh';
import { qbecSource } from './qbec';
import { snippetSource } from './snippet';
import { stackSource } from './stack';
import type { SourceType } from './types';

/**
 * Every source type rigging knows, in the order messages list them. Adding one is its folder under
 * src/render/ and one line here; nothing else in rigging names a type.
 */
export const sourceTypes: SourceType[] = [
  qbecSource as SourceType,
  snippetSource as SourceType,
  blueprintSource as SourceType,
  boshSource as SourceType,
  stackSource as SourceType,
];

/** The type registered under `name`, if any. */
export function sourceType(name: string): SourceType | undefined {
  return sourceTypes.find((t) => t.type === name);
}
