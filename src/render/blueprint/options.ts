import type { SourceOptionsSpec } from '../../config/source-type';
import type { SourceConfig } from '../../config/types';
import type { Place } from '../placed-error';

/**
 * What a blueprint source says in rigging.yaml besides name, type and path (the blueprint
 * directory, or an Installation file): the inputs `landscaper-cli blueprints render` took as
 * `-f values.yaml -c component-descriptor.yaml`, plus the deployers' exports a render cannot see.
 */
export interface BlueprintOptions {
  /** Values file relative to rigging.yaml (`imports:`, optionally `cd:` and `state:`); may name `{env}`. */
  values?: string;
  /** Component descriptor (v2 YAML) relative to rigging.yaml. */
  componentDescriptor?: string;
  /** Simulated deployer exports: deploy item name -> its exports; may name `{env}`. */
  exports?: string;
  /** Import values a program gives (never rigging.yaml): a Hub stack component's parameters. */
  injectedImports?: InjectedImports;
}

/**
 * Values for the root blueprint's data imports, by import name, over the values file's imports.
 * Names that are not a data import of the root blueprint are ignored: the caller offers a set of
 * values (a Hub component's parameters), not all of them meant for the blueprint.
 */
export interface InjectedImports {
  values: Record<string, unknown>;
  /**
   * A string given for an import whose schema asks for a number, integer, boolean, object or
   * array is read as YAML first (Hub parameters are strings); the schema then judges the result.
   */
  coerceStrings?: boolean;
  /** What the values are, for messages: `Hub parameter` gives `import "x" (Hub parameter): ...`. */
  noun?: string;
  /** Where the value for import `name` is written; else messages point at the import's definition. */
  place?: (name: string) => Place | undefined;
}

export type BlueprintSourceConfig = SourceConfig<BlueprintOptions>;

const file = (noun: string) => ({ type: 'string', minLength: 1, 'x-noun': noun });

export const blueprintOptions: SourceOptionsSpec<BlueprintOptions> = {
  type: 'blueprint',
  keys: {
    values: file('values file path'),
    componentDescriptor: file('component descriptor path'),
    exports: file('exports file path'),
  },
  pathKeys: ['values', 'componentDescriptor', 'exports'],
  pathKinds: {
    values: { kind: 'file', what: 'a YAML file of import values' },
    componentDescriptor: { kind: 'file', what: 'a component descriptor file' },
    exports: { kind: 'file', what: 'a YAML file of exports' },
  },
  build(keys) {
    const options: BlueprintOptions = {};
    for (const key of ['values', 'componentDescriptor', 'exports'] as const) {
      if (typeof keys[key] === 'string') options[key] = keys[key];
    }
    return options;
  },
};
