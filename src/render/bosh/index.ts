import type { SourceType } from '../types';
import { type BoshOptions, boshOptions } from './options';
import { boshRenderer } from './renderer';

/** BOSH deployments: job templates rendered per instance by Ruby's ERB, with the director's properties and links. */
export const boshSource: SourceType<BoshOptions> = { ...boshOptions, renderer: boshRenderer };

export type { BoshOptions, BoshSourceConfig } from './options';
