import type { ParseYamlOptions } from '../../schema/parse';
import type { DocPath } from '../../schema/path';

/**
 * Hub decodes hub.yaml, params files, hub-component.yaml and state files with gopkg.in/yaml.v2
 * into Go structs (cmd/hub/manifest/types.go). yaml.v2 sets a `string` field to the scalar's own
 * text, so `name: y` is "y" and `order: [n]` is ["n"], while an `interface{}` field (a parameter's
 * `value` and `default`, an output's `value`) holds what YAML 1.1 reads: `on` is true.
 */
const STRING_FIELDS: RegExp[] = [
  /^kind$/,
  /^meta\.(?:name|origin|kind|title|brief|description|version|maturity|license|icon|fromStack)$/,
  /^meta\.annotations\.[^.]+$/,
  /^(?:meta|components\.#)\.source\.(?:dir|s3)$/,
  /^(?:meta|components\.#)\.source\.git\.(?:remote|ref|subDir|localDir)$/,
  /^components\.#\.(?:name|depends\.#|annotations\.[^.]+)$/,
  /^components\.#\.hooks\.#\.(?:file|brief|error|triggers\.#)$/,
  /^(?:requires|provides|platform\.provides)\.#$/,
  /^lifecycle\.(?:bare|(?:verbs|order|mandatory|optional|requires\.optional)\.#)$/,
  /^lifecycle\.readyConditions\.#\.(?:dns|url)$/,
  /^outputs\.#\.(?:name|brief|description|fromTfVar|kind)$/,
  /^(?:parameters\.#\.)+(?:name|component|kind|brief|description|empty|fromEnv|fromFile|env)$/,
  /^templates\.(?:kind|(?:directories|files)\.#|extra\.#\.(?:kind|(?:directories|files)\.#))$/,
];

/** Inside a value or default, YAML 1.1 typing holds, keys included (a map[interface{}]interface{}). */
const INSIDE_VALUE = /(?:^|\.)(?:parameters\.#\.(?:value|default)|outputs\.#\.value)(?:\.|$)/;

function shape(path: DocPath): string {
  return path.map((p) => (typeof p === 'number' ? '#' : p)).join('.');
}

export const hubYaml: ParseYamlOptions = {
  dialect: 'go-yaml-v2',
  keepText: (path, isKey) => {
    const at = shape(path);
    if (isKey) return !INSIDE_VALUE.test(at);
    return STRING_FIELDS.some((re) => re.test(at));
  },
};
