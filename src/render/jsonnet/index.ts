export * from './engine';
export { createLibjsonnetEngine, type LibjsonnetOptions } from './libjsonnet';
export {
  JsonParseError,
  parseFirstJsonValue,
  parseYamlDocuments,
  standardNatives,
  YamlParseError,
} from './natives';
