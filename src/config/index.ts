// rigging.yaml: found, parsed, validated and typed in one place; nothing else reads the file.
export { findConfig, loadConfig } from './load';
export { CONFIG_SOURCE, type ParseConfigOptions, type ParseConfigResult, parseConfig } from './parse';
export { type PointerResult, parsePointer } from './pointer';
export { API_VERSION, KIND, pipelineSchema } from './schema';
export type { SourceCheckContext, SourceOptionsSpec, SourceTypes } from './source-type';
export * from './types';
