import type { ParsedYaml } from '../../schema/parse';
import type { DocPath } from '../../schema/path';
import type { GoMap, GoValue } from '../../template/gotemplate';
import { isGoMap } from '../../template/gotemplate/value';
import { type Blueprint, blueprintFilePath } from './blueprint';
import { dependencyOrder, findCycle } from './deploy-items';
import { blueprintPath } from './functions';
import { unknownKeyWarnings } from './known-keys';
import { BlueprintError, BlueprintErrors, type Place, parseYaml, placeOf } from './problems';
import { jsonValue } from './values';

/** An InstallationTemplate of a blueprint, and where it was written. */
export interface Subinstallation {
  template: GoMap;
  place: Place;
  /** What wrote it, for messages: a file of the blueprint, blueprint.yaml, or an execution. */
  origin: string;
  /** The YAML it is written in and its path there, when it is written in a file (not templated). */
  source?: { parsed: ParsedYaml; text: string; at: DocPath };
  /** Its keys Landscaper does not read (an inline one's are blueprint.yaml's own warnings). */
  warnings?: BlueprintError[];
}

/** The static subinstallations: inline in blueprint.yaml, or a file of the blueprint each. */
export function readSubinstallations(blueprint: Blueprint): Subinstallation[] {
  return blueprint.subinstallations.map((entry) => {
    if (entry.template) {
      return {
        template: jsonValue(entry.template) as GoMap,
        place: placeOf(blueprint.parsed, entry.at),
        origin: blueprint.parsed.file,
        source: { parsed: blueprint.parsed, text: blueprint.text, at: entry.at },
      };
    }
    const at = placeOf(blueprint.parsed, [...entry.at, 'file']);
    const clean = blueprintPath('open', entry.file as string);
    const text = blueprint.fs.read(clean);
    if (text === undefined) {
      throw new BlueprintError(
        `unable to read subinstallation file ${entry.file}: file does not exist`,
        at,
        'MissingFile',
      );
    }
    const file = blueprintFilePath(blueprint.fs, clean);
    const parsed = parseYaml(file, text, 'blueprint');
    if (!isGoMap(parsed.value as GoValue))
      throw new BlueprintError('an installation template must be a mapping', { file });
    return {
      template: jsonValue(parsed.value as GoValue) as GoMap,
      place: { file, line: 1, column: 1 },
      origin: file,
      source: { parsed, text, at: [] },
      warnings: unknownKeyWarnings(parsed, 'installationTemplate'),
    };
  });
}

const exportNames = (t: GoMap, kind: 'data' | 'targets', key: 'dataRef' | 'target'): string[] => {
  const exports = isGoMap(t.exports) ? t.exports : {};
  const list = exports[kind];
  return Array.isArray(list)
    ? list.flatMap((e) => (isGoMap(e) && typeof e[key] === 'string' ? [e[key] as string] : []))
    : [];
};

function importRefs(t: GoMap): { data: string[]; targets: string[] } {
  const imports = isGoMap(t.imports) ? t.imports : {};
  const data = (Array.isArray(imports.data) ? imports.data : []).flatMap((i) =>
    isGoMap(i) && typeof i.dataRef === 'string' && i.dataRef !== '' ? [i.dataRef] : [],
  );
  const targets = (Array.isArray(imports.targets) ? imports.targets : []).flatMap((i): string[] => {
    if (!isGoMap(i)) return [];
    if (typeof i.target === 'string' && i.target !== '') return [i.target];
    if (Array.isArray(i.targets)) return i.targets.map(String);
    if (isGoMap(i.targetMap)) return Object.values(i.targetMap).map(String);
    return []; // targetListRef / targetMapRef name the parent's imports only
  });
  return { data, targets };
}

/**
 * The subinstallations checked as Landscaper checks them (a name each, unique within the
 * blueprint; no export produced by two siblings; no cycle in the sibling export-import graph) and
 * ordered so each follows the siblings whose exports it imports (dependencies.CheckForCycles...).
 */
export function orderSubinstallations(subs: Subinstallation[], blueprint: Blueprint): Subinstallation[] {
  const problems: BlueprintError[] = [];
  const byName = new Map<string, Subinstallation>();
  for (const sub of subs) {
    const name = sub.template.name;
    if (typeof name !== 'string' || name === '') {
      problems.push(new BlueprintError(`${sub.origin}: subinstallation name must not be empty`, sub.place));
    } else if (byName.has(name)) {
      problems.push(
        new BlueprintError(
          `duplicate subinstallation name ${JSON.stringify(name)} (also in ${(byName.get(name) as Subinstallation).origin})`,
          sub.place,
          'DuplicateSubinstallation',
        ),
      );
    } else byName.set(name, sub);
  }
  if (problems.length > 0) throw new BlueprintErrors(problems);
  const producers = (kind: 'data' | 'targets', key: 'dataRef' | 'target') => {
    const map = new Map<string, string[]>();
    for (const [name, sub] of byName)
      for (const e of exportNames(sub.template, kind, key)) map.set(e, [...(map.get(e) ?? []), name]);
    return map;
  };
  const data = producers('data', 'dataRef');
  const targets = producers('targets', 'target');
  const dup = [...data, ...targets].filter(([, names]) => names.length > 1);
  if (dup.length > 0) {
    throw new BlueprintError(
      `the following exports are exported by multiple nested installations: ${dup.map(([e, names]) => `'${e}' is exported by [${[...names].sort().join(', ')}]`).join('; ')}`,
      placeOf(blueprint.parsed, ['subinstallations']),
      'DuplicateExport',
    );
  }
  const edges = (name: string): string[] => {
    const refs = importRefs((byName.get(name) as Subinstallation).template);
    const preds = new Set<string>();
    for (const r of refs.data) for (const p of data.get(r) ?? []) if (p !== name) preds.add(p);
    for (const r of refs.targets) for (const p of targets.get(r) ?? []) if (p !== name) preds.add(p);
    return [...preds];
  };
  const names = [...byName.keys()];
  const cycle = findCycle(names, edges);
  if (cycle) {
    throw new BlueprintError(
      `the subinstallations have a cycle: ${cycle.join(' -{depends_on}-> ')}`,
      (byName.get(cycle[0] as string) as Subinstallation).place,
      'SubinstallationCycle',
    );
  }
  return dependencyOrder(names, edges).map((n) => byName.get(n) as Subinstallation);
}
