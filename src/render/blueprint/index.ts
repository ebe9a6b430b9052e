import { lazyRenderer } from '../lazy-renderer';
import type { SourceType } from '../types';
import { type BlueprintOptions, blueprintOptions } from './options';

/** Gardener Landscaper blueprints: imports, executions, exports and subinstallations rendered offline. */
export const blueprintSource: SourceType<BlueprintOptions> = {
  ...blueprintOptions,
  renderer: lazyRenderer(async () => (await import('./renderer')).blueprintRenderer),
};

export type { BlueprintOptions, BlueprintSourceConfig, InjectedImports } from './options';
