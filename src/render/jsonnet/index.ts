export * from './engine';
export {
  createIsolatedEngine,
  type IsolatedEngine,
  type IsolatedEngineOptions,
  workerEnvironment,
} from './isolated';
export { createLibjsonnetEngine, type LibjsonnetOptions } from './libjsonnet';
export {
  JsonParseError,
  parseFirstJsonValue,
  parseYamlDocuments,
  standardNatives,
  YamlParseError,
} from './natives';
export { runJsonnetWorker } from './worker';
