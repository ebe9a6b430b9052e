// Bad input to a blueprint source: one clear diagnostic each, naming the file and (where a template
// has one) the line, and a non-zero exit.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, run, writeTree } from '../qbec/helpers';
import { blueprintRepo, blueprintYaml, lineOf, renderError, renderOk } from './helpers';

cleanupTempDirs();

const mock = (name: string, extra = '') => `{ name: ${name}, type: landscaper.gardener.cloud/mock${extra} }`;

describe('imports', () => {
  it('positions a schema-invalid import at the failing value in the values file, naming import and path', async () => {
    const values = `imports:
  db:
    host: db.internal
    ports:
      - 5432
      - "not-a-port"
`;
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: db
    type: data
    schema:
      type: object
      properties:
        host: { type: string }
        ports: { type: array, items: { type: integer } }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - ${mock('x')}
`),
      'values.yaml': values,
    });
    const d = await renderError(dir);
    expect(d.message).toBe(
      'installation root: import "db": imported datatype does not have the expected schema: value at ports[1] must be integer',
    );
    expect(d).toMatchObject({
      file: 'values.yaml',
      line: lineOf(values, 'not-a-port'),
      reason: 'ImportSchemaInvalid',
    });
    expect(d.stderr).toContain('values.yaml:6');
  });

  it("checks an import against a pull request's catastrophic pattern in linear time (RE2, as gojsonschema)", async () => {
    const values = `imports:\n  name: ${'a'.repeat(40)}!\n`;
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: name
    type: data
    schema: { type: string, pattern: "^(a+)+$" }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - ${mock('x')}
`),
      'values.yaml': values,
    });
    const d = await renderError(dir);
    expect(d.message).toBe(
      'installation root: import "name": imported datatype does not have the expected schema: value must match pattern "^(a+)+$"',
    );
    expect(d).toMatchObject({ file: 'values.yaml', line: 2, reason: 'ImportSchemaInvalid' });
  }, 60_000);

  it('refuses an import schema whose pattern Go cannot compile, naming the reason', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: name
    type: data
    schema: { type: string, pattern: "^(?=x)" }
`),
      'values.yaml': 'imports:\n  name: x\n',
    });
    const d = await renderError(dir);
    expect(d.message).toContain(
      'pattern "^(?=x)" is not a valid regex: error parsing regexp: invalid or unsupported Perl syntax: `(?=`',
    );
  });

  it('reports a YAML syntax error of the values file at its line', async () => {
    const values = 'imports:\n  a: 1\n  b: [unclosed\n';
    const dir = await blueprintRepo({ 'bp/blueprint.yaml': blueprintYaml(''), 'values.yaml': values });
    const d = await renderError(dir);
    expect(d).toMatchObject({ file: 'values.yaml', reason: 'YamlSyntax' });
    expect(d.line).toBeGreaterThanOrEqual(3);
  });

  it('reports a missing required import at its definition in blueprint.yaml', async () => {
    const bp = blueprintYaml(`imports:
  - name: present
    type: data
    schema: { type: string }
  - name: needed
    type: data
    schema: { type: string }
`);
    const dir = await blueprintRepo({ 'bp/blueprint.yaml': bp, 'values.yaml': 'imports:\n  present: p\n' });
    const d = await renderError(dir);
    expect(d.message).toBe(
      'installation root: blueprint defines import "needed" of type data, which is not satisfied',
    );
    expect(d).toMatchObject({
      file: 'bp/blueprint.yaml',
      line: lineOf(bp, '- name: needed'),
      reason: 'MissingImport',
    });
  });
});

describe('deploy items', () => {
  it('refuses a deploy item name used by two executions', async () => {
    const bp = blueprintYaml(`deployExecutions:
  - name: one
    type: GoTemplate
    template: |
      deployItems:
        - ${mock('web')}
  - name: two
    type: GoTemplate
    template: |
      deployItems:
        - ${mock('web')}
`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp }));
    expect(d.message).toBe(
      'installation root: deploy execution "two": duplicate deploy item name "web" (also in deploy execution "one")',
    );
    expect(d).toMatchObject({
      file: 'bp/blueprint.yaml',
      line: lineOf(bp, '- name: two'),
      reason: 'DuplicateDeployItem',
    });
  });

  it('refuses a dependsOn cycle, naming the items', async () => {
    const bp = blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - ${mock('a', ', dependsOn: [b]')}
        - ${mock('b', ', dependsOn: [c]')}
        - ${mock('c', ', dependsOn: [a]')}
`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp }));
    expect(d.message).toBe('installation root: cycle found in deploy item dependencies: a -> b -> c -> a');
    expect(d).toMatchObject({
      file: 'bp/blueprint.yaml',
      line: lineOf(bp, '- name: main'),
      reason: 'DependencyCycle',
    });
  });
});

describe('deploy item references', () => {
  it('refuses dependsOn naming an item no execution wrote', async () => {
    const bp = blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - ${mock('a', ', dependsOn: [ghost]')}
`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp }));
    expect(d.message).toBe('installation root: deploy item "a" depends on undefined deploy item "ghost"');
    expect(d).toMatchObject({ file: 'bp/blueprint.yaml', line: lineOf(bp, '- name: main') });
  });

  it('refuses a target import that the blueprint does not declare', async () => {
    const bp = blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - ${mock('a', ', target: { import: nothing }')}
`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp }));
    expect(d.message).toBe(
      'installation root: invalid deployitem specification "a": target import "nothing" not found',
    );
  });
});

describe('templates', () => {
  it("refuses `<no value>` in a deploy execution's output, naming the execution and the output line", async () => {
    const bp = blueprintYaml(`imports:
  - name: app
    type: data
    schema: { type: object }
deployExecutions:
  - name: web
    type: GoTemplate
    template: |
      deployItems:
        - name: web
          type: landscaper.gardener.cloud/mock
          config:
            image: {{ .imports.app.image.repository }}
`);
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': bp,
      'values.yaml': 'imports:\n  app: { image: {} }\n',
    });
    const d = await renderError(dir);
    expect(d.message).toContain(
      'deploy execution "web": template "deploy execution" contains fields with "no value"',
    );
    expect(d.message).toContain('(output line 5:13 (image))');
    expect(d).toMatchObject({ file: 'bp/blueprint.yaml', reason: 'NoValue' });
  });

  it('refuses `<no value>` in export and subinstallation executions too', async () => {
    const exportBp = blueprintYaml(`exports:
  - name: url
    type: data
    schema: { type: string }
exportExecutions:
  - name: out
    type: GoTemplate
    template: |
      exports:
        url: {{ .values.nothing }}
`);
    const e = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': exportBp }));
    expect(e.message).toContain(
      'export execution "out": template "export execution" contains fields with "no value"',
    );

    const subBp = blueprintYaml(`subinstallationExecutions:
  - name: subs
    type: GoTemplate
    template: |
      subinstallations:
        - name: sub-{{ .imports.nothing }}
          blueprint: { filesystem: { blueprint.yaml: "" } }
`);
    const s = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': subBp }));
    expect(s.message).toContain(
      'subinstallation execution "subs": template "subinstallation execution" contains fields',
    );
  });

  it('maps a syntax error in an inline template to its line in blueprint.yaml', async () => {
    const bp = blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: x
          type: landscaper.gardener.cloud/mock
          config: { a: {{ if .imports }} }
`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp }));
    expect(d.message).toMatch(/^installation root: deploy execution "main": template: execution:\d+/);
    expect(d).toMatchObject({ file: 'bp/blueprint.yaml', reason: 'TemplateError' });
    // The `if` is never closed: Go reports line 4 of the template, the `config` line of the block.
    expect(d.message).toBe(
      'installation root: deploy execution "main": template: execution:4: unexpected EOF',
    );
    expect(d.line).toBe(lineOf(bp, 'config: { a:'));

    const bad = blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: x
          type: landscaper.gardener.cloud/mock
          config: { a: {{ .imports.x | nosuchfunc }} }
        - ${mock('y')}
`);
    const f = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bad }));
    expect(f.message).toContain('function "nosuchfunc" not defined');
    // No known function is close to it: Go's message alone, no hint.
    expect(f.message).toMatch(/not defined$/);
    expect(f).toMatchObject({ file: 'bp/blueprint.yaml', line: lineOf(bad, 'nosuchfunc') });
  });

  it("keeps Go's unknown-function message and adds the closest Sprig or Landscaper function", async () => {
    const bp = blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: x
          type: landscaper.gardener.cloud/mock
          config: {{ toYml .imports }}
`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp }));
    expect(d.message).toBe(
      'installation root: deploy execution "main": template: execution:4: function "toYml" not defined (did you mean "toYaml"?)',
    );
    expect(d).toMatchObject({
      file: 'bp/blueprint.yaml',
      line: lineOf(bp, 'toYml'),
      reason: 'TemplateError',
    });

    // A Landscaper function (not Sprig's) is among the candidates too.
    const landscaper = blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems: {{ getComponnt .cd "name" "x" }}
`);
    const l = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': landscaper }));
    expect(l.message).toMatch(/function "getComponnt" not defined \(did you mean "getComponent"\?\)$/);
  });

  it('hints at the function meant in an included file, after the error Go reports for the include', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    file: /main.tmpl
`),
      'bp/main.tmpl': 'deployItems: []\nx: {{ include "part.tmpl" . }}\n',
      'bp/part.tmpl': '{{ upper "a" | qoute }}',
    });
    const d = await renderError(dir);
    expect(d.message).toContain(
      'error calling include: template: execution:1: function "qoute" not defined (did you mean "quote"?)',
    );
    expect(d.message).toMatch(/\(did you mean "quote"\?\)$/);
  });

  it('maps an error in a `template: |-` block after blank lines to its line', async () => {
    const bp = blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |-

      deployItems:

        - name: x
          type: landscaper.gardener.cloud/mock
          config: {{ if not .imports.size }}{{ fail "size is required" }}{{ end }}
`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp }));
    expect(d.message).toContain('size is required');
    expect(d).toMatchObject({ file: 'bp/blueprint.yaml', line: lineOf(bp, 'config: {{ if not') });
  });

  it('places an error in a template file at the line in that file', async () => {
    const tpl =
      'deployItems:\n  - name: x\n    type: landscaper.gardener.cloud/mock\n    config: {{ fail "boom-f9" }}\n';
    const bp = blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    file: /deploy.yaml
`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp, 'bp/deploy.yaml': tpl }));
    expect(d.message).toContain('boom-f9');
    expect(d).toMatchObject({ file: 'bp/deploy.yaml', line: 4 });
  });

  it('refuses a Spiff execution, naming it', async () => {
    const bp = blueprintYaml(`deployExecutions:
  - name: ok
    type: GoTemplate
    template: |
      deployItems: []
  - name: legacy-spiff
    type: Spiff
    template:
      deployItems: []
`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp }));
    expect(d.message).toBe(
      'installation root: deploy execution "legacy-spiff": Spiff templates are not supported yet',
    );
    expect(d).toMatchObject({
      file: 'bp/blueprint.yaml',
      line: lineOf(bp, '- name: legacy-spiff'),
      reason: 'SpiffUnsupported',
    });
  });
});

describe('inputs', () => {
  it('reports a values file missing for one environment at the source in rigging.yaml, for every render', async () => {
    const dir = await blueprintRepo(
      {
        'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: count
    type: data
    schema: { type: integer }
`),
        'values/dev.yaml': 'imports:\n  count: 1\n',
      },
      { values: 'values/{env}.yaml' },
      ['dev', 'prod'],
    );
    for (const args of [['--env', 'prod'], ['--env', 'dev'], []]) {
      const r = await run(dir, ['render', '-o', 'json', ...args]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^rigging\.yaml:\d+:\d+: spec\.sources\[0\]\.values: values\/prod\.yaml does not exist$/,
      );
    }
    await writeTree({ 'values/prod.yaml': 'imports:\n  count: 2\n' }, dir);
    await renderOk(dir, 'prod');
  });
});
