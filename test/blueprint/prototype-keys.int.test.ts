// A blueprint's imports and templates are a pull request's: a key named `__proto__` is a key as in
// Go's map[string]interface{}, kept through the import, the template and the deploy item.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs } from '../qbec/helpers';
import { blueprintRepo, blueprintYaml, object, renderOk } from './helpers';

cleanupTempDirs();

describe('a blueprint key named __proto__', () => {
  it('reaches the deploy item as written, and no prototype', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: db
    type: data
    schema: { type: object }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
      - name: x
        type: landscaper.gardener.cloud/mock
        config:
          imported: {{ toJson .imports.db }}
          made: {{ toJson (mergeOverwrite (dict "a" 1) (dict "__proto__" (dict "polluted" "yes"))) }}
`),
      'values.yaml': 'imports:\n  db:\n    __proto__: { polluted: from-import }\n    host: db.internal\n',
    });
    const r = await renderOk(dir);
    const config = object(r, 'DeployItem', 'x').spec.config as Record<string, unknown>;
    expect(JSON.stringify(config)).toBe(
      '{"imported":{"__proto__":{"polluted":"from-import"},"host":"db.internal"},"made":{"__proto__":{"polluted":"yes"},"a":1}}',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
