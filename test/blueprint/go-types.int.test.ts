// Go template errors and Sprig results that depend on the Go types of imports (Landscaper decodes
// them with encoding/json: numbers are float64, and a value out of a map or list has the static
// type interface {}). Expectations are Go's own output for the same template and data (go1.19
// text/template; Landscaper's go1.25 words these the same).
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs } from '../qbec/helpers';
import { blueprintRepo, blueprintYaml, object, renderError, renderOk } from './helpers';

cleanupTempDirs();

const T = 120_000;

function repo(template: string) {
  return blueprintRepo({
    'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: db
    type: data
    schema: { type: object }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
${template
  .split('\n')
  .map((l) => `      ${l}`)
  .join('\n')}
`),
    'values.yaml': 'imports:\n  db:\n    host: db.internal\n    ports: [80, 443]\n    timeout: 95\n',
  });
}

describe('Go types of imports in a GoTemplate execution', () => {
  it(
    'names interface {} for a field of an imported string, and prints the whole node as context',
    async () => {
      const d = await renderError(await repo('{{ .imports.db.host.name }}'));
      expect(d.message).toBe(
        'installation root: deploy execution "main": template: execution:1:11: executing "execution" at <.imports.db.host.name>: can\'t evaluate field name in type interface {}',
      );
    },
    T,
  );

  it(
    "formats eq's error on two imported lists as Go's %s",
    async () => {
      const d = await renderError(await repo('{{ eq .imports.db.ports .imports.db.ports }}'));
      expect(d.message).toBe(
        'installation root: deploy execution "main": template: execution:1:3: executing "execution" at <eq .imports.db.ports .imports.db.ports>: error calling eq: non-comparable type [%!s(float64=80) %!s(float64=443)]: []interface {}',
      );
    },
    T,
  );

  it(
    'gives duration of an imported number (float64) and of an integer constant (int) as 0s',
    async () => {
      const r = await renderOk(
        await repo(
          'deployItems:\n- name: x\n  type: landscaper.gardener.cloud/mock\n  config: { a: {{ duration .imports.db.timeout | quote }}, b: {{ duration 95 | quote }}, c: {{ duration (int64 .imports.db.timeout) | quote }} }',
        ),
      );
      expect(object(r, 'DeployItem', 'x').spec.config).toEqual({ a: '0s', b: '0s', c: '1m35s' });
    },
    T,
  );
});
