import type { SourceType } from '../types';
import { type SnippetOptions, snippetOptions } from './options';
import { snippetRenderer } from './renderer';

/** JaaS JsonnetSnippets and JsonnetLibraries, evaluated and given their Ready condition as the operator would. */
export const snippetSource: SourceType<SnippetOptions> = { ...snippetOptions, renderer: snippetRenderer };

export type { SnippetOptions, SnippetSourceConfig } from './options';
