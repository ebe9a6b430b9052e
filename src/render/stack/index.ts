import { lazyRenderer } from '../lazy-renderer';
import type { SourceType } from '../types';
import { type StackOptions, stackOptions } from './options';

/** Agile Stacks Hub stacks: hub.yaml elaborated, parameters locked, components rendered by the other types. */
export const stackSource: SourceType<StackOptions> = {
  ...stackOptions,
  renderer: lazyRenderer(async () => (await import('./renderer')).stackRenderer),
};

export type { StackOptions, StackSourceConfig } from './options';
export {
  ELABORATE_ARTIFACT,
  PLAN_MEDIA_TYPE,
  type PlanComponent,
  type PlanDocument,
} from './plan';
