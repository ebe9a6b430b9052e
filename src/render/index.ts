export * from './jsonnet';
export { type EnvironmentRender, type PipelineRender, type RenderOptions, renderPipeline } from './pipeline';
export type { OpenedSource, RenderContext, Renderer } from './types';
