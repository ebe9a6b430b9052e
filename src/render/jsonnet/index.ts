export * from './engine';
export { createLibjsonnetEngine, type LibjsonnetOptions } from './libjsonnet';
export { parseYamlDocuments, standardNatives, YamlParseError } from './natives';
