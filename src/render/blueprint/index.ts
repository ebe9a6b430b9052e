import type { SourceType } from '../types';
import { type BlueprintOptions, blueprintOptions } from './options';
import { blueprintRenderer } from './renderer';

/** Gardener Landscaper blueprints: imports, executions, exports and subinstallations rendered offline. */
export const blueprintSource: SourceType<BlueprintOptions> = {
  ...blueprintOptions,
  renderer: blueprintRenderer,
};

export type { BlueprintOptions, BlueprintSourceConfig, InjectedImports } from './options';
