import { lazyRenderer } from '../lazy-renderer';
import type { SourceType } from '../types';
import { type QbecOptions, qbecOptions } from './options';

/** qbec apps: qbec.yaml, components and environments, rendered as `qbec show` does. */
export const qbecSource: SourceType<QbecOptions> = {
  ...qbecOptions,
  renderer: lazyRenderer(async () => (await import('./renderer')).qbecRenderer),
};

export type { QbecOptions, QbecSourceConfig } from './options';
