import { blueprintSource } from '../../blueprint';
import { boshSource } from '../../bosh';
import { qbecSource } from '../../qbec';
import { snippetSource } from '../../snippet';
import type { SourceType } from '../../types';
import type { ComponentType } from '../detect';

/**
 * The source types a Hub component may be implemented by, imported directly rather than through
 * the registry: the stack type is registered there too, and a stack is never a component.
 */
export const componentSourceTypes: Readonly<Record<ComponentType, SourceType>> = {
  qbec: qbecSource as SourceType,
  snippet: snippetSource as SourceType,
  blueprint: blueprintSource as SourceType,
  bosh: boshSource as SourceType,
};
