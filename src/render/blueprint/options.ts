import type { SourceOptionsSpec } from '../../config/source-type';
import type { SourceConfig } from '../../config/types';

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
  build(keys) {
    const options: BlueprintOptions = {};
    for (const key of ['values', 'componentDescriptor', 'exports'] as const) {
      if (typeof keys[key] === 'string') options[key] = keys[key];
    }
    return options;
  },
};
