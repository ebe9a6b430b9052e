/**
 * Cases of libjsonnet's test suite that rigging's engine does not pass yet, each with why.
 * The conformance test fails when a listed case starts passing, so this list stays honest.
 */
export const KNOWN_FAILURES: Readonly<Record<string, string>> = {
  'error.parse_json.jsonnet':
    "std.parseJson's error text: libjsonnet quotes nlohmann::json's parser message, rigging's parser words it differently",
  'stdlib.jsonnet':
    'std.thisFile is the path the engine was given, absolute in rigging (as with the libjsonnet engine) where ' +
    'the suite ran `jsonnet stdlib.jsonnet`; the case also runs with its two thisFile checks pointed at absolute paths',
};
