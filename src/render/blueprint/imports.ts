import type { GoMap, GoValue } from '../../template/gotemplate';
import { isGoMap } from '../../template/gotemplate/value';
import type { Blueprint, ImportDefinition } from './blueprint';
import { fromYaml } from './functions';
import { BlueprintError, BlueprintErrors, type Place, placeOf } from './problems';
import { resolveSchema, type SchemaContext, SchemaError, validateAgainstSchema } from './schema';
import { jsonValue } from './values';

/** Where the value given for import `name` (at `path` inside it) is written, for messages. */
export type ValuePlace = (name: string, path: readonly (string | number)[]) => Place | undefined;

/** Imports whose values a program gave (InjectedImports in options.ts), as import construction needs them. */
export interface Injected {
  names: ReadonlySet<string>;
  coerceStrings: boolean;
  noun?: string;
}

export interface ConstructedImports {
  /** The `imports` binding: every satisfied import, defaults filled in. */
  imports: GoMap;
  /** Every import definition in scope (conditional ones only when their owner is satisfied). */
  definitions: Map<string, ImportDefinition>;
}

/**
 * The imports of an installation as Landscaper's imports.Constructor builds them: each declared
 * import taken from `available`, an optional one without value given its `default.value`, a
 * missing required one an error, data validated against its JSON schema, targets checked for
 * their type, and nested (conditional) imports only when their owner is satisfied. Every problem
 * is reported at once, before anything is templated.
 */
export function constructImports(
  blueprint: Blueprint,
  available: GoMap,
  schemas: SchemaContext,
  valuePlace: ValuePlace,
  injected?: Injected,
): ConstructedImports {
  const imports: GoMap = {};
  const definitions = new Map<string, ImportDefinition>();
  const problems: BlueprintError[] = [];
  const at = (def: ImportDefinition, path: readonly (string | number)[] = []): Place =>
    valuePlace(def.name, path) ?? placeOf(blueprint.parsed, def.at);
  const walk = (defs: readonly ImportDefinition[]) => {
    for (const def of defs) {
      definitions.set(def.name, def);
      let value: GoValue = available[def.name];
      if (value === undefined && !def.required && def.type === 'data' && def.default) {
        value = jsonValue(def.default.value as GoValue);
      }
      if (value === undefined) {
        if (def.required) {
          problems.push(
            new BlueprintError(
              `blueprint defines import ${JSON.stringify(def.name)} of type ${def.type}, which is not satisfied`,
              placeOf(blueprint.parsed, def.at),
              'MissingImport',
            ),
          );
        }
        continue;
      }
      if (def.type === 'data' && typeof value === 'string' && injected?.coerceStrings) {
        if (injected.names.has(def.name)) value = coerceString(def, value, schemas);
      }
      imports[def.name] = value;
      const before = problems.length;
      if (def.type === 'data') checkData(def, value);
      else checkTargets(def, value);
      if (problems.length === before && def.imports.length > 0) walk(def.imports);
    }
  };
  const checkData = (def: ImportDefinition, value: GoValue) => {
    const given = injected?.noun && injected.names.has(def.name) ? ` (${injected.noun})` : '';
    try {
      for (const p of validateAgainstSchema(def.schema, value, schemas)) {
        const path = fieldPathSegments(p.path);
        const where = p.path !== '' ? ` at ${p.path}` : '';
        problems.push(
          new BlueprintError(
            `import ${JSON.stringify(def.name)}${given}: imported datatype does not have the expected schema: value${where} ${p.message}`,
            at(def, path),
            'ImportSchemaInvalid',
          ),
        );
      }
    } catch (err) {
      if (!(err instanceof SchemaError)) throw err;
      problems.push(
        new BlueprintError(
          `import ${JSON.stringify(def.name)}: ${err.message}`,
          placeOf(blueprint.parsed, [...def.at, 'schema']),
          'SchemaInvalid',
        ),
      );
    }
  };
  const checkTargets = (def: ImportDefinition, value: GoValue) => {
    const problem = (message: string, path: (string | number)[] = []) =>
      problems.push(
        new BlueprintError(
          `import ${JSON.stringify(def.name)}: ${message}`,
          at(def, path),
          'ImportTargetInvalid',
        ),
      );
    const checkOne = (target: GoValue, what: string, path: (string | number)[]) => {
      const spec = isGoMap(target) ? target.spec : undefined;
      const type = isGoMap(spec) ? spec.type : undefined;
      if (typeof type !== 'string')
        return problem(`${what} does not match the expected target template schema`, path);
      if (type !== def.targetType)
        problem(`${what} type is ${type} but expected ${def.targetType}`, [...path, 'spec', 'type']);
    };
    if (def.type === 'target') checkOne(value, 'imported target', []);
    else if (def.type === 'targetList') {
      if (!Array.isArray(value)) return problem('targetlist import is not a list');
      for (const [i, t] of value.entries())
        checkOne(t, `element at position ${i} of the imported targetlist`, [i]);
    } else {
      if (!isGoMap(value)) return problem('targetmap import is not a map');
      for (const [k, t] of Object.entries(value))
        checkOne(t, `element ${JSON.stringify(k)} of the imported targetmap`, [k]);
    }
  };
  walk(blueprint.imports);
  if (problems.length > 0) throw new BlueprintErrors(problems);
  return { imports, definitions };
}

const NON_STRING = new Set(['number', 'integer', 'boolean', 'object', 'array']);

/**
 * A string given by a program for a data import whose schema wants another type, read as YAML
 * (`"3"` -> 3, `"true"` -> true, `"[a, b]"` -> a list). A schema that allows strings, names no
 * type, or cannot be resolved keeps the string, as does text that is not YAML: validation then
 * reports the mismatch in the schema's words.
 */
function coerceString(def: ImportDefinition, value: string, schemas: SchemaContext): GoValue {
  let schema: unknown;
  try {
    schema = resolveSchema(def.schema, schemas);
  } catch {
    return value;
  }
  const declared = isGoMap(schema as GoValue) ? (schema as GoMap).type : undefined;
  const types = (Array.isArray(declared) ? declared : [declared]).filter((t) => typeof t === 'string');
  if (types.length === 0 || types.includes('string') || !types.some((t) => NON_STRING.has(t as string)))
    return value;
  try {
    // Landscaper's own YAML reading (yaml.v2); text that reads as nothing stays the text given.
    const parsed = jsonValue(fromYaml(value));
    return parsed === null ? value : parsed;
  } catch {
    return value;
  }
}

/** The segments of a schema problem's field path (`spec.hosts[1]["a.b"]`), to find it in a YAML file. */
export function fieldPathSegments(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  const re = /([^.[\]"]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g;
  for (let m = re.exec(path); m; m = re.exec(path)) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else out.push(JSON.parse(`"${m[3]}"`) as string);
  }
  return out;
}
