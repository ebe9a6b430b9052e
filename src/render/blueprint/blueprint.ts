import { isRecord } from '../../model/values';
import { type ParsedYaml, parseYamlFile } from '../../schema/parse';
import type { DocPath } from '../../schema/path';
import type { GoMap } from '../../template/gotemplate';
import type { BlueprintFs } from './components';
import { unknownKeyWarnings } from './known-keys';
import { BlueprintError, BlueprintErrors, placeOf } from './problems';

/** The file every blueprint directory holds (lsv1alpha1.BlueprintFileName). */
export const BLUEPRINT_FILE = 'blueprint.yaml';
const LANDSCAPER_DOMAIN = 'landscaper.gardener.cloud';
const API_VERSION = `${LANDSCAPER_DOMAIN}/v1alpha1`;

export type ImportType = 'data' | 'target' | 'targetList' | 'targetMap';
const IMPORT_TYPES: readonly ImportType[] = ['data', 'target', 'targetList', 'targetMap'];

export interface ImportDefinition {
  name: string;
  type: ImportType;
  required: boolean;
  /** `default.value`, when the blueprint gives one. */
  default?: { value: unknown };
  schema?: unknown;
  targetType?: string;
  /** Nested imports: they exist only when this (optional) import is satisfied. */
  imports: ImportDefinition[];
  at: DocPath;
}

export interface ExportDefinition {
  name: string;
  type: 'data' | 'target';
  schema?: unknown;
  targetType?: string;
  at: DocPath;
}

/** One template execution (lsv1alpha1.TemplateExecutor). */
export interface TemplateExecutor {
  name: string;
  type: string;
  file?: string;
  /** The inline `template` as written (Landscaper wants a string for GoTemplate). */
  template?: unknown;
  at: DocPath;
}

/** A `subinstallations` entry: a file of the blueprint, or the InstallationTemplate inline. */
export interface SubinstallationEntry {
  file?: string;
  template?: GoMap;
  at: DocPath;
}

/** A blueprint read from its filesystem, defaulted as Landscaper's SetDefaults_Blueprint does. */
export interface Blueprint {
  fs: BlueprintFs;
  /** blueprint.yaml as parsed and as written, for positions. */
  parsed: ParsedYaml;
  text: string;
  localTypes: Record<string, unknown>;
  imports: ImportDefinition[];
  exports: ExportDefinition[];
  importExecutions: TemplateExecutor[];
  deployExecutions: TemplateExecutor[];
  exportExecutions: TemplateExecutor[];
  subinstallations: SubinstallationEntry[];
  subinstallationExecutions: TemplateExecutor[];
  /** Keys of blueprint.yaml Landscaper does not read (it drops them), placed in the blueprint's files. */
  warnings: BlueprintError[];
}

/** The display path of a file of a blueprint filesystem. */
export function blueprintFilePath(fs: BlueprintFs, file: string): string {
  return fs.origin === '' ? file : `${fs.origin}/${file.replace(/^\/+/, '')}`;
}

/**
 * blueprint.yaml of `fs`, parsed, defaulted and validated as ValidateBlueprint does; every problem
 * found is thrown together (BlueprintErrors), each at its line.
 */
export function readBlueprint(fs: BlueprintFs, source: string): Blueprint {
  const file = blueprintFilePath(fs, BLUEPRINT_FILE);
  const text = fs.read(BLUEPRINT_FILE);
  // One blueprint often backs many subinstallations: parse each text once.
  const key = `${source}\0${file}\0${text}`;
  const cached = text === undefined ? undefined : parsedBlueprints.get(key);
  if (cached) return { ...cached, fs };
  const blueprint = parseBlueprint(fs, file, text, source);
  if (parsedBlueprints.size >= 64) parsedBlueprints.delete(parsedBlueprints.keys().next().value as string);
  parsedBlueprints.set(key, blueprint);
  return blueprint;
}

const parsedBlueprints = new Map<string, Blueprint>();

function parseBlueprint(fs: BlueprintFs, file: string, text: string | undefined, source: string): Blueprint {
  if (text === undefined) {
    throw new BlueprintError(
      `no ${BLUEPRINT_FILE} in blueprint ${fs.origin || '.'}`,
      { file: fs.origin },
      'MissingBlueprint',
    );
  }
  const parsed = parseYamlFile(file, text, source, { dialect: 'go-yaml-v2' });
  const syntax = parsed.diagnostics.filter((d) => d.severity === 'error');
  if (syntax.length > 0) {
    throw new BlueprintErrors(
      syntax.map(
        (d) => new BlueprintError(d.message, { file, line: d.line, column: d.column }, 'YamlSyntax'),
      ),
    );
  }
  const problems: BlueprintError[] = [];
  const problem = (at: DocPath, message: string) =>
    problems.push(new BlueprintError(message, placeOf(parsed, at)));
  const doc = parsed.value;
  if (!isRecord(doc)) throw new BlueprintError(`${BLUEPRINT_FILE} must be a mapping`, placeOf(parsed, []));
  if (doc.kind === undefined) problem([], "Object 'Kind' is missing in blueprint.yaml");
  else if (doc.kind !== 'Blueprint' || doc.apiVersion !== API_VERSION) {
    problem(
      ['kind'],
      `expected kind Blueprint of ${API_VERSION}, got ${String(doc.kind)} of ${String(doc.apiVersion)}`,
    );
  }
  const list = (key: string): unknown[] => {
    const v = doc[key];
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) {
      problem([key], `${key} must be a list`);
      return [];
    }
    return v;
  };
  const importNames = new Set<string>();
  const blueprint: Blueprint = {
    fs,
    parsed,
    text,
    localTypes: isRecord(doc.localTypes) ? doc.localTypes : {},
    imports: importDefinitions(list('imports'), ['imports'], importNames, problem),
    exports: exportDefinitions(list('exports'), problem),
    importExecutions: executors(list('importExecutions'), ['importExecutions'], problem, false),
    deployExecutions: executors(list('deployExecutions'), ['deployExecutions'], problem),
    exportExecutions: executors(list('exportExecutions'), ['exportExecutions'], problem),
    subinstallations: subinstallationEntries(list('subinstallations'), problem),
    subinstallationExecutions: executors(
      list('subinstallationExecutions'),
      ['subinstallationExecutions'],
      problem,
    ),
    warnings: unknownKeyWarnings(parsed, 'blueprint'),
  };
  if (problems.length > 0) throw new BlueprintErrors(problems);
  return blueprint;
}

type Problem = (at: DocPath, message: string) => void;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Landscaper reads no `jsonSchema` in an import or export definition (a blueprint's top level has
 * one its examples write): where a schema is missing, the key meant is the likely cause.
 */
function schemaMeant(definition: Record<string, unknown>): string {
  return definition.jsonSchema !== undefined ? ' (jsonSchema is no field: did you mean "schema"?)' : '';
}

function withDomain(targetType: string): string {
  return targetType !== '' && !targetType.includes('/') ? `${LANDSCAPER_DOMAIN}/${targetType}` : targetType;
}

function importDefinitions(
  list: unknown[],
  base: DocPath,
  names: Set<string>,
  problem: Problem,
): ImportDefinition[] {
  const out: ImportDefinition[] = [];
  list.forEach((raw, i) => {
    const at = [...base, i];
    if (!isRecord(raw)) {
      problem(at, 'an import definition must be a mapping');
      return;
    }
    const name = str(raw.name);
    if (name === '') problem([...at, 'name'], 'name must not be empty');
    else if (names.has(name)) problem([...at, 'name'], `duplicate import name ${JSON.stringify(name)}`);
    names.add(name);
    const required = raw.required === undefined || raw.required === null ? true : raw.required === true;
    const targetType = str(raw.targetType);
    const meant = schemaMeant(raw);
    let type = str(raw.type);
    if (type === '') {
      // Older blueprints leave the type to be inferred (SetDefaults_DefinitionImport).
      if (raw.schema !== undefined && targetType !== '') {
        problem(at, 'either schema or targetType must be specified, not both');
      } else if (raw.schema !== undefined) type = 'data';
      else if (targetType !== '') type = 'target';
      else problem(at, `either schema or targetType must not be empty${meant}`);
    } else if (!IMPORT_TYPES.includes(type as ImportType)) {
      problem(
        [...at, 'type'],
        `unsupported import type ${JSON.stringify(type)}: supported values: ${IMPORT_TYPES.map((t) => `"${t}"`).join(', ')}`,
      );
    } else if (type === 'data' && raw.schema === undefined) {
      problem(at, `Schema must not be empty for type data${meant}`);
    } else if (type !== 'data' && targetType === '') {
      problem(at, `TargetType must not be empty for type ${type}`);
    }
    const nested = Array.isArray(raw.imports) ? raw.imports : [];
    if (nested.length > 0 && required)
      problem([...at, 'imports'], `conditional imports on required import ${JSON.stringify(name)}`);
    const def: ImportDefinition = {
      name,
      type: (type || 'data') as ImportType,
      required,
      targetType: type === 'target' || type === 'targetList' ? withDomain(targetType) : targetType,
      imports: importDefinitions(nested, [...at, 'imports'], names, problem),
      at,
    };
    if (raw.schema !== undefined) def.schema = raw.schema;
    if (isRecord(raw.default) && raw.default.value !== undefined) def.default = { value: raw.default.value };
    out.push(def);
  });
  return out;
}

function exportDefinitions(list: unknown[], problem: Problem): ExportDefinition[] {
  const names = new Set<string>();
  const out: ExportDefinition[] = [];
  list.forEach((raw, i) => {
    const at = ['exports', i];
    if (!isRecord(raw)) {
      problem(at, 'an export definition must be a mapping');
      return;
    }
    const name = str(raw.name);
    if (name === '') problem([...at, 'name'], 'name must not be empty');
    else if (names.has(name)) problem([...at, 'name'], `duplicated export name ${JSON.stringify(name)}`);
    names.add(name);
    const targetType = str(raw.targetType);
    const meant = schemaMeant(raw);
    let type = str(raw.type);
    if (type === '') type = raw.schema !== undefined ? 'data' : targetType !== '' ? 'target' : '';
    if (type !== 'data' && type !== 'target') {
      problem(
        type === '' ? at : [...at, 'type'],
        type === ''
          ? `exactly one of Schema, TargetType must be set${meant}`
          : `unsupported export type ${JSON.stringify(type)}: supported values: "data", "target"`,
      );
      return;
    }
    if (type === 'data' && raw.schema === undefined)
      problem(at, `Schema must not be empty for type data${meant}`);
    if (type === 'target' && targetType === '') problem(at, 'TargetType must not be empty for type target');
    const def: ExportDefinition = { name, type, at };
    if (raw.schema !== undefined) def.schema = raw.schema;
    if (type === 'target') def.targetType = withDomain(targetType);
    out.push(def);
  });
  return out;
}

function executors(list: unknown[], base: DocPath, problem: Problem, validate = true): TemplateExecutor[] {
  const names = new Set<string>();
  const out: TemplateExecutor[] = [];
  list.forEach((raw, i) => {
    const at = [...base, i];
    if (!isRecord(raw)) {
      problem(at, 'a template execution must be a mapping');
      return;
    }
    const exec: TemplateExecutor = { name: str(raw.name), type: str(raw.type), at };
    if (typeof raw.file === 'string' && raw.file !== '') exec.file = raw.file;
    if (raw.template !== undefined && raw.template !== null) exec.template = raw.template;
    if (validate) {
      if (exec.name === '') problem([...at, 'name'], 'name must be defined');
      if (exec.type === '') problem([...at, 'type'], 'type must be defined');
      if (exec.name !== '' && names.has(exec.name))
        problem([...at, 'name'], `duplicated executor name ${JSON.stringify(exec.name)}`);
    }
    names.add(exec.name);
    out.push(exec);
  });
  return out;
}

function subinstallationEntries(list: unknown[], problem: Problem): SubinstallationEntry[] {
  const out: SubinstallationEntry[] = [];
  list.forEach((raw, i) => {
    const at = ['subinstallations', i];
    if (!isRecord(raw)) {
      problem(at, 'a subinstallation must be a mapping');
      return;
    }
    const { file, ...inline } = raw;
    const hasInline = Object.keys(inline).length > 0;
    if (typeof file === 'string' && file !== '' && hasInline)
      problem(at, 'exactly one of File, InstallationTemplate must be set');
    else if (typeof file === 'string' && file !== '') out.push({ file, at });
    else if (hasInline) out.push({ template: inline as GoMap, at });
    else problem(at, 'exactly one of File, InstallationTemplate must be set');
  });
  return out;
}
