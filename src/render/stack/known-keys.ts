import { suggestion } from '../../schema/did-you-mean';
import { ANY_VALUE, type KeyShape, unknownKeys } from '../../schema/known-keys';
import type { ParsedYaml } from '../../schema/parse';
import { atPath } from '../../schema/path';
import { positionOf } from '../../schema/position';
import type { Problems } from './problems';

/**
 * The keys Hub reads, as its manifest types spell them (agilestacks/hub cmd/hub/manifest/types.go;
 * yaml.v2 matches a field by its lowercased name or its tag). Hub unmarshals non-strictly, so any
 * other key is dropped without a word; its JSON Schema check (meta/manifest.schema.json, a warning)
 * leaves `meta` and nested parameters open, where a typo like `meta.fromStak` then silently loses
 * the base stack. A key Hub's schema documents without a field (`meta.category`, `extensions`,
 * an output's `lifecycle`) is accepted as Hub's own.
 */
type Shape = KeyShape;
const ANY = ANY_VALUE;

const strings = ANY;
const source: Shape = { dir: ANY, s3: ANY, git: { remote: ANY, ref: ANY, subDir: ANY, localDir: ANY } };
const meta: Shape = {
  name: ANY,
  origin: ANY,
  kind: ANY,
  title: ANY,
  brief: ANY,
  description: ANY,
  category: ANY,
  version: ANY,
  maturity: ANY,
  license: ANY,
  icon: ANY,
  source,
  fromStack: ANY,
  annotations: ANY,
};
// Recursive: a parameter's `parameters` nest parameters.
const parameter: { [key: string]: Shape | typeof ANY } = {
  name: ANY,
  component: ANY,
  kind: ANY,
  brief: ANY,
  description: ANY,
  default: ANY,
  value: ANY,
  empty: ANY,
  fromEnv: ANY,
  fromFile: ANY,
  env: ANY,
};
parameter.parameters = [parameter];
const parameters: Shape = [parameter];
const outputs: Shape = [
  { name: ANY, brief: ANY, description: ANY, value: ANY, fromTfVar: ANY, kind: ANY, lifecycle: ANY },
];
const templateTarget: Shape = { kind: ANY, directories: strings, files: strings };

/** hub.yaml (`kind: stack`/`application`) and hub-component.yaml: Hub's one Manifest type. */
const MANIFEST: Shape = {
  version: ANY,
  kind: ANY,
  meta,
  components: [{ name: ANY, source, depends: strings, annotations: ANY }],
  requires: strings,
  provides: strings,
  platform: { provides: strings },
  lifecycle: {
    bare: ANY,
    verbs: strings,
    order: strings,
    mandatory: strings,
    optional: strings,
    requires: { optional: strings },
    readyConditions: [{ dns: ANY, url: ANY, waitSeconds: ANY, pauseSeconds: ANY }],
    options: { random: { bytes: ANY } },
  },
  outputs,
  parameters,
  templates: { ...templateTarget, extra: [templateTarget] },
  extensions: ANY,
};

/**
 * A component manifest may also carry rigging's own `rigging:` key (how it is implemented). Its
 * `meta` and outputs are open: component catalogs (agilestacks/components) put SuperHub's UI
 * metadata there (`meta.disabled`, `meta.keywords`, an output's `icon`), read by the SaaS, not Hub.
 */
const COMPONENT: Shape = { ...MANIFEST, meta: ANY, outputs: ANY, rigging: ANY };

/**
 * A params*.yaml: Hub reads its `parameters` and `outputs` (ParametersManifest) and validates it
 * with the manifest schema, whose `kind: parameters`, `version` and `meta` such files carry.
 */
const PARAMETERS: Shape = { version: ANY, kind: ANY, meta, parameters, outputs };

export type StackFileKind = 'stack' | 'component' | 'parameters';
const SHAPES: Record<StackFileKind, Shape> = {
  stack: MANIFEST,
  component: COMPONENT,
  parameters: PARAMETERS,
};

/**
 * A warning at every key of `parsed` that Hub does not read, with the known key meant. Only the
 * document's own keys are checked: values of the wrong type are the readers' errors.
 */
export function warnUnknownKeys(parsed: ParsedYaml, kind: StackFileKind, problems: Problems): void {
  for (const { path, key, known } of unknownKeys(parsed.value, SHAPES[kind])) {
    problems.warn(
      atPath(path, `unknown key ${JSON.stringify(key)}: Hub ignores it${suggestion(key, known)}`),
      { file: parsed.file, ...positionOf(parsed, path, { key: true }) },
      'StackUnknownKey',
    );
  }
}
