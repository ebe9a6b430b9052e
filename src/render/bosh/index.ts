import { lazyRenderer } from '../lazy-renderer';
import type { SourceType } from '../types';
import { type BoshOptions, boshOptions } from './options';

/** BOSH deployments: job templates rendered per instance by Ruby's ERB, with the director's properties and links. */
export const boshSource: SourceType<BoshOptions> = {
  ...boshOptions,
  renderer: lazyRenderer(async () => (await import('./renderer')).boshRenderer),
};

export type { BoshOptions, BoshSourceConfig } from './options';
