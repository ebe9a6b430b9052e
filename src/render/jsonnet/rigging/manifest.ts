/**
 * Output for rigging's Jsonnet engine: libjsonnet's JSON manifestation and std's manifest* and
 * escapeString* functions, as pure functions over fully evaluated plain values. Each matches
 * libjsonnet v0.20 byte for byte (test/jsonnet-rigging/manifest.unit.test.ts checks it against
 * libjsonnet); a std `error` becomes a ManifestError carrying libjsonnet's message text.
 */
export {
  compareFieldNames,
  escapeJsonBody,
  formatNumber,
  type JsonObject,
  type JsonValue,
  ManifestError,
  quoteJson,
  sortedKeys,
  typeName,
} from './manifest/common';
export {
  manifestJson,
  manifestJsonEx,
  manifestJsonLibjsonnet,
  manifestJsonMinified,
  manifestOutput,
  toStringValue,
} from './manifest/json';
export {
  escapeStringBash,
  escapeStringDollars,
  escapeStringJson,
  escapeStringPython,
  escapeStringXml,
  manifestIni,
  manifestPython,
  manifestPythonVars,
  manifestXmlJsonml,
} from './manifest/other';
export { manifestToml, manifestTomlEx } from './manifest/toml';
export { manifestYamlDoc, manifestYamlStream, yamlKeyIsBareSafe } from './manifest/yaml';
