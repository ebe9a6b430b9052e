import { blueprintSource } from './blueprint';
import { boshSource } from './bosh';
import { stackPlanned } from './planned';
import { qbecSource } from './qbec';
import { snippetSource } from './snippet';
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
  stackPlanned,
];

/** The type registered under `name`, if any. */
export function sourceType(name: string): SourceType | undefined {
  return sourceTypes.find((t) => t.type === name);
}
