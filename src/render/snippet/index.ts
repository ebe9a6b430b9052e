import { lazyRenderer } from '../lazy-renderer';
import type { SourceType } from '../types';
import { type SnippetOptions, snippetOptions } from './options';

/** JaaS JsonnetSnippets and JsonnetLibraries, evaluated and given their Ready condition as the operator would. */
export const snippetSource: SourceType<SnippetOptions> = {
  ...snippetOptions,
  renderer: lazyRenderer(async () => (await import('./renderer')).snippetRenderer),
};

export type { SnippetOptions, SnippetSourceConfig } from './options';
