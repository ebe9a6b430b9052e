import type { SourceType } from '../types';
import { type QbecOptions, qbecOptions } from './options';
import { qbecRenderer } from './renderer';

/** qbec apps: qbec.yaml, components and environments, rendered as `qbec show` does. */
export const qbecSource: SourceType<QbecOptions> = { ...qbecOptions, renderer: qbecRenderer };

export type { QbecOptions, QbecSourceConfig } from './options';
