import { isRecord } from '../../model/values';
import { suggestion } from '../../schema/did-you-mean';
import { ANY_VALUE as ANY, type KeyShape, unknownKeys } from '../../schema/known-keys';
import type { ParsedYaml } from '../../schema/parse';
import { atPath, type DocPath } from '../../schema/path';
import { positionOf } from '../../schema/position';
import { BlueprintError, type Place } from './problems';

// The keys Landscaper reads (gardener/landscaper apis/core/v1alpha1: types_blueprint.go,
// types_installation.go, types_installationtemplate.go). blueprint.yaml and installation templates
// are decoded by a non-strict Kubernetes decoder (serializer.NewCodecFactory(...).UniversalDecoder()
// in pkg/landscaper/blueprints), which drops any other key without a word; an Installation's CRD
// schema is structural, so the apiserver prunes them too. Free-form parts (schemas, templates,
// data mappings, inline filesystems and descriptors) are not checked.

const executions: KeyShape = [{ name: ANY, type: ANY, file: ANY, template: ANY }];
const importDefinition: { [key: string]: KeyShape | typeof ANY } = {
  name: ANY,
  schema: ANY,
  targetType: ANY,
  type: ANY,
  required: ANY,
  default: { value: ANY },
};
importDefinition.imports = [importDefinition];
const reference = { name: ANY, key: ANY };
const imports: KeyShape = {
  data: [{ name: ANY, dataRef: ANY, version: ANY, secretRef: reference, configMapRef: reference }],
  targets: [{ name: ANY, target: ANY, targets: ANY, targetListRef: ANY, targetMap: ANY, targetMapRef: ANY }],
};
const exports: KeyShape = { data: [{ name: ANY, dataRef: ANY }], targets: [{ name: ANY, target: ANY }] };
const optimization: KeyShape = { hasNoSiblingImports: ANY, hasNoSiblingExports: ANY };
const installationTemplate: KeyShape = {
  apiVersion: ANY,
  kind: ANY,
  name: ANY,
  blueprint: { ref: ANY, filesystem: ANY },
  imports,
  importDataMappings: ANY,
  exports,
  exportDataMappings: ANY,
  optimization,
};

const BLUEPRINT: KeyShape = {
  apiVersion: ANY,
  kind: ANY,
  annotations: ANY,
  jsonSchemaVersion: ANY,
  // Landscaper's own examples and guided tour write `jsonSchema:` (no field reads it); a warning in
  // nearly every blueprint would drown the ones that matter.
  jsonSchema: ANY,
  localTypes: ANY,
  imports: [importDefinition],
  importExecutions: executions,
  exports: [{ name: ANY, schema: ANY, targetType: ANY, type: ANY }],
  exportExecutions: executions,
  subinstallations: [{ file: ANY, ...installationTemplate }],
  subinstallationExecutions: executions,
  deployExecutions: executions,
};

const INSTALLATION: KeyShape = {
  apiVersion: ANY,
  kind: ANY,
  metadata: ANY,
  spec: {
    context: ANY,
    verification: { signatureName: ANY },
    componentDescriptor: { ref: { repositoryContext: ANY, componentName: ANY, version: ANY }, inline: ANY },
    blueprint: { ref: { resourceName: ANY }, inline: { filesystem: ANY } },
    imports,
    importDataMappings: ANY,
    exports,
    exportDataMappings: ANY,
    automaticReconcile: {
      succeededReconcile: { interval: ANY, cronSpec: ANY },
      failedReconcile: { numberOfReconciles: ANY, interval: ANY, cronSpec: ANY },
    },
    optimization,
  },
  status: ANY,
};

/** A deploy execution's `deployItems` entry (DeployItemSpecification in Landscaper's templater). */
const DEPLOY_ITEM: KeyShape = {
  name: ANY,
  type: ANY,
  // `namespace` is no field (the installation's namespace is used, or the imported Target's), but
  // Landscaper's own examples write that same namespace: harmless, and too common to flag as a
  // key. targetNamespaceWarnings flags one that differs.
  target: { name: ANY, namespace: ANY, import: ANY, index: ANY, key: ANY },
  labels: ANY,
  config: ANY,
  dependsOn: ANY,
  timeout: ANY,
  updateOnChangeOnly: ANY,
  onDelete: { skipUninstallIfClusterRemoved: ANY },
};

/**
 * A source's values file (landscaper-cli's `-f values.yaml`): `imports`, `cd` (which landscaper-cli
 * read too) and rigging's `state`. landscaper-cli decoded it leniently, as rigging reads it.
 */
const VALUES: KeyShape = { imports: ANY, cd: ANY, state: ANY };

const SHAPES = { blueprint: BLUEPRINT, installation: INSTALLATION, installationTemplate, values: VALUES };

/** A warning (as a BlueprintError, to be placed like errors are) at each key Landscaper does not read. */
export function unknownKeyWarnings(parsed: ParsedYaml, kind: keyof typeof SHAPES): BlueprintError[] {
  const warnings = unknownKeys(parsed.value, SHAPES[kind]).map(({ path, key, known }) =>
    keyWarning(
      parsed,
      path,
      kind === 'values'
        ? `unknown key ${JSON.stringify(key)}: a values file has imports, cd and state; nothing reads it${suggestion(key, known)}`
        : ignored(key, known),
    ),
  );
  return kind === 'blueprint' ? [...warnings, ...schemaVersionWarnings(parsed)] : warnings;
}

function keyWarning(parsed: ParsedYaml, path: DocPath, message: string): BlueprintError {
  return new BlueprintError(
    atPath(path, message),
    { file: parsed.file, ...positionOf(parsed, path, { key: true }) },
    'UnknownKey',
  );
}

/**
 * A warning at each name under a values file's `imports` that feeds no import: Landscaper passes
 * only declared imports on, so a misspelt one (`replcas:`) leaves its import at its default.
 * `names` are the names a value is taken by: the blueprint's imports (nested ones too) and, for
 * an Installation file, the scope names its `spec.imports` map onto them.
 */
export function undeclaredImportWarnings(parsed: ParsedYaml, names: ReadonlySet<string>): BlueprintError[] {
  const imports = isRecord(parsed.value) ? parsed.value.imports : undefined;
  if (!isRecord(imports)) return [];
  // Each hint scans every import name, and both lists come from the pull request: past
  // MAX_IMPORT_HINTS, a values file made to hold thousands of names gets its warnings without one.
  return Object.keys(imports)
    .filter((name) => !names.has(name))
    .map((name, i) =>
      keyWarning(
        parsed,
        ['imports', name],
        `no import of the blueprint is named ${JSON.stringify(name)}: Landscaper passes its value to no template${i < MAX_IMPORT_HINTS ? suggestion(name, names) : ''}`,
      ),
    );
}

const MAX_IMPORT_HINTS = 100;

/** The version Landscaper defaults jsonSchemaVersion to (apis/core/v1alpha1/defaults.go), as its examples write it. */
const DEFAULT_SCHEMA_VERSION = 'json-schema.org/draft/2019-09/schema';

/**
 * `jsonSchemaVersion` (and `jsonSchema`, which no field reads) change nothing in Landscaper: it
 * compiles every schema with gojsonschema's own draft detection (the schema's `$schema`), never
 * with the blueprint's version. Written as the default, as Landscaper's examples do, that is what
 * the author expects; naming another draft, the author expects what does not happen.
 */
function schemaVersionWarnings(parsed: ParsedYaml): BlueprintError[] {
  if (!isRecord(parsed.value)) return [];
  const out: BlueprintError[] = [];
  for (const [key, value] of Object.entries(parsed.value)) {
    if (key !== 'jsonSchema' && key !== 'jsonSchemaVersion') continue;
    if (
      typeof value !== 'string' ||
      value.replace(/^https?:\/\//, '').replace(/#$/, '') === DEFAULT_SCHEMA_VERSION
    )
      continue;
    const read = key === 'jsonSchema' ? 'Landscaper ignores it' : 'Landscaper validates no schema by it';
    out.push(
      keyWarning(
        parsed,
        [key],
        `${read}: each schema is validated by the draft its own "$schema" names, not by ${JSON.stringify(value)}`,
      ),
    );
  }
  return out;
}

/**
 * A warning at the execution for each key of a deploy item it wrote that Landscaper does not
 * read. Its output is decoded by sigs.k8s.io/yaml into Go structs, which matches keys ignoring
 * case (`dependson` is read as `dependsOn`): only keys no field matches are ignored.
 */
export function deployItemWarnings(item: unknown, where: string, place: Place): BlueprintError[] {
  return executionWarnings(item, DEPLOY_ITEM, true, where, place);
}

/**
 * A warning at the execution when a deploy item's `target.namespace` is none of `same`, the
 * namespaces its Target is taken from (`used`, the one shown). TargetReference has no such field
 * (name, import, index, key): Landscaper uses the installation's namespace, or the imported
 * Target's (executions/operation.go). Landscaper's examples write the namespace it uses anyway,
 * which is harmless and stays silent; another one is a Target the author expects and never gets.
 */
export function targetNamespaceWarnings(
  item: unknown,
  same: ReadonlySet<string>,
  used: string,
  where: string,
  place: Place,
): BlueprintError[] {
  const target = isRecord(item) ? item.target : undefined;
  if (!isRecord(target)) return [];
  // Matched ignoring case, as the output is decoded (see deployItemWarnings).
  const key = Object.keys(target).find((k) => k.toLowerCase() === 'namespace');
  const written = key === undefined ? undefined : target[key];
  if (typeof written !== 'string' || same.has(written)) return [];
  return [
    new BlueprintError(
      `${where}: target.${key}: Landscaper ignores it: the item deploys with the Target of namespace ${JSON.stringify(used)}, not ${JSON.stringify(written)}`,
      place,
      'UnknownKey',
    ),
  ];
}

/**
 * The same for an installation template a subinstallation execution wrote; Landscaper decodes
 * each with its Kubernetes decoder (template.go's SubinstallationExecutorOutput), case-sensitively.
 */
export function templateWarnings(template: unknown, where: string, place: Place): BlueprintError[] {
  return executionWarnings(template, installationTemplate, false, where, place);
}

function executionWarnings(
  value: unknown,
  shape: KeyShape,
  ignoreCase: boolean,
  where: string,
  place: Place,
): BlueprintError[] {
  return unknownKeys(value, shape, { ignoreCase }).map(
    ({ path, key, known }) =>
      new BlueprintError(`${where}: ${atPath(path, ignored(key, known))}`, place, 'UnknownKey'),
  );
}

/** Keys written for another that is too far to suggest by spelling. */
const MEANT: Readonly<Record<string, string>> = { jsonSchema: 'schema' };

const ignored = (key: string, known: readonly string[]) => {
  const meant = MEANT[key];
  const hint =
    meant !== undefined && known.includes(meant)
      ? ` (did you mean ${JSON.stringify(meant)}?)`
      : suggestion(key, known);
  return `unknown key ${JSON.stringify(key)}: Landscaper ignores it${hint}`;
};
