// YAML files checked against JSON Schemas, with every problem positioned in the file.

export { closedObject } from './closed';
export { type DiagnosticAtOptions, diagnosticAt, sortDiagnostics } from './diagnostic';
export { didYouMean, editDistance, suggestion } from './did-you-mean';
export {
  hasOnlyDuplicateKeyErrors,
  type ParsedYaml,
  type ParseYamlOptions,
  parseYamlFile,
  parseYamlStream,
} from './parse';
export { atPath, type DocPath, formatPath } from './path';
export { nodeAt, type Position, positionOf } from './position';
export { type ValidateOptions, validateYaml } from './validate';
export type { YamlDialect } from './yaml-dialect';
