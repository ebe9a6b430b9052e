export * from './engine';
export { createLibjsonnetEngine, type LibjsonnetOptions } from './libjsonnet';
export {
  JsonParseError,
  parseFirstJsonValue,
  parseYamlDocuments,
  standardNatives,
  YamlParseError,
} from './natives';
export {
  createIsolatedEngine,
  type IsolatedEngine,
  type IsolatedEngineOptions,
  workerEnvironment,
} from './isolated';
export { runJsonnetWorker } from './worker';
