export { chooseEngines, type EngineChoice, type JsonnetChoice } from './engine-choice';
export type { Engines } from './engines';
export * from './jsonnet';
export { type EnvironmentRender, type PipelineRender, type RenderOptions, renderPipeline } from './pipeline';
export { sourceType, sourceTypes } from './registry';
export type { OpenedSource, RenderContext, Renderer, SourceType } from './types';
