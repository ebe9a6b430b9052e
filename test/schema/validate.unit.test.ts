import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/model/diagnostic';
import { parseYamlFile } from '../../src/schema/parse';
import { validateYaml } from '../../src/schema/validate';

// A small qbec.yaml-like schema: the module must work for any schema, not only rigging.yaml's.
const schema = {
  type: 'object',
  required: ['apiVersion', 'spec'],
  properties: {
    apiVersion: { type: 'string', const: 'qbec.io/v1alpha1', 'x-noun': 'apiVersion' },
    spec: {
      type: 'object',
      properties: {
        environments: {
          type: 'object',
          minProperties: 1,
          propertyNames: {
            pattern: '^[a-z]+$',
            'x-noun': 'environment name',
            'x-hint': 'use lowercase letters',
          },
          additionalProperties: {
            type: 'object',
            properties: { server: { type: 'string' }, context: { type: 'string' } },
            additionalProperties: false,
          },
        },
        components: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
        kind: { type: 'string', enum: ['app', 'lib'], 'x-noun': 'app kind' },
        plain: { enum: ['a', 'b'] },
        tag: { type: 'string', pattern: '^[a-z]+$' },
        replicas: { type: 'integer', minimum: 1 },
        port: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        output: {
          oneOf: [
            { type: 'string' },
            {
              type: 'object',
              required: ['dir'],
              properties: { dir: { type: 'string' } },
              additionalProperties: false,
            },
          ],
        },
        libs: {
          type: 'array',
          items: {
            type: 'object',
            required: ['kind'],
            properties: { kind: { type: 'string', enum: ['git', 'local'], 'x-noun': 'lib kind' } },
            allOf: [
              {
                if: { properties: { kind: { const: 'git' } }, required: ['kind'] },
                // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
                then: {
                  properties: { kind: {}, url: { type: 'string' } },
                  additionalProperties: false,
                  'x-noun': 'git lib',
                },
              },
              {
                if: { properties: { kind: { const: 'local' } }, required: ['kind'] },
                // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
                then: {
                  properties: { kind: {}, dir: { type: 'string' } },
                  additionalProperties: false,
                  'x-noun': 'local lib',
                },
              },
            ],
          },
        },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
};

function check(lines: string[]): string[] {
  const parsed = parseYamlFile('qbec.yaml', `${lines.join('\n')}\n`, 'qbec');
  expect(parsed.diagnostics).toEqual([]);
  return validateYaml(parsed, schema).map(formatDiagnostic);
}

const head = ['apiVersion: qbec.io/v1alpha1', 'spec:'];

describe('validateYaml', () => {
  it('accepts a valid document', () => {
    expect(
      check([...head, '  environments: { dev: { server: x } }', '  libs: [{ kind: git, url: u }]']),
    ).toEqual([]);
  });

  it('names unknown keys at the key, with a suggestion', () => {
    expect(check([...head, '  environments:', '    dev: { sever: x, bogus: 1 }', 'extra: 1'])).toEqual([
      'qbec.yaml:4:12: spec.environments.dev.sever: unknown key "sever" (did you mean "server"?)',
      'qbec.yaml:4:22: spec.environments.dev.bogus: unknown key "bogus"',
      'qbec.yaml:5:1: extra: unknown key "extra"',
    ]);
  });

  it('checks unknown keys against the branch the discriminator selects, once', () => {
    expect(
      check([...head, '  libs:', '    - { kind: git, dir: x }', '    - { kind: local, dir: x, urll: y }']),
    ).toEqual([
      'qbec.yaml:4:20: spec.libs[0].dir: unknown key "dir" in a git lib',
      'qbec.yaml:5:30: spec.libs[1].urll: unknown key "urll" in a local lib',
    ]);
  });

  it('says which type was expected and which was found', () => {
    expect(
      check([
        ...head,
        '  environments: [dev]',
        '  components: x',
        '  tag: 3',
        '  replicas: 1.5',
        '  kind: {}',
      ]),
    ).toEqual([
      'qbec.yaml:3:17: spec.environments: expected a mapping, got a list',
      'qbec.yaml:4:15: spec.components: expected a list, got a string',
      'qbec.yaml:5:8: spec.tag: expected a string, got a number',
      'qbec.yaml:6:13: spec.replicas: expected an integer, got a decimal number',
      'qbec.yaml:7:9: spec.kind: expected a string, got a mapping',
    ]);
  });

  it('names enum values with the schema noun and suggests the closest', () => {
    expect(check([...head, '  kind: ap', '  plain: c', '  libs: [{ kind: gti }]'])).toEqual([
      'qbec.yaml:3:9: spec.kind: unknown app kind "ap" (did you mean "app"?)',
      'qbec.yaml:4:10: spec.plain: unknown value "c" (expected one of "a", "b")',
      'qbec.yaml:5:18: spec.libs[0].kind: unknown lib kind "gti" (did you mean "git"?)',
    ]);
  });

  it('names the expected constant', () => {
    expect(check(['apiVersion: qbec.io/v1', 'spec: {}'])).toEqual([
      'qbec.yaml:1:13: apiVersion: unknown apiVersion "qbec.io/v1" (expected "qbec.io/v1alpha1")',
    ]);
  });

  it('reports a missing key at the mapping that lacks it', () => {
    expect(check(['spec:', '  libs:', '    - dir: x'])).toEqual([
      'qbec.yaml:1:1: missing required key "apiVersion"',
      'qbec.yaml:3:7: spec.libs[0]: missing required key "kind"',
    ]);
  });

  it('explains patterns, sizes and bounds in sentences', () => {
    expect(
      check([
        ...head,
        '  environments: {}',
        '  components: []',
        '  tag: Bad',
        '  replicas: 0',
        '  environments2: x',
      ]),
    ).toEqual([
      'qbec.yaml:3:17: spec.environments: expected at least 1 key, got an empty mapping',
      'qbec.yaml:4:15: spec.components: expected at least 1 item, got an empty list',
      'qbec.yaml:5:8: spec.tag: invalid value "Bad": must match the pattern ^[a-z]+$',
      'qbec.yaml:6:13: spec.replicas: expected a number >= 1, got 0',
      'qbec.yaml:7:3: spec.environments2: unknown key "environments2" (did you mean "environments"?)',
    ]);
    expect(check([...head, '  components: [""]'])).toEqual([
      'qbec.yaml:3:16: spec.components[0]: value must not be empty',
    ]);
  });

  it('checks a pattern on RE2, linear in a hostile value, whatever the schema', () => {
    const redos = { type: 'object', properties: { tag: { type: 'string', pattern: '^(a+)+$' } } };
    const parsed = parseYamlFile('x.yaml', `tag: ${'a'.repeat(40)}!\n`, 'x');
    expect(validateYaml(parsed, redos).map(formatDiagnostic)).toEqual([
      `x.yaml:1:6: tag: invalid value "${'a'.repeat(40)}!": must match the pattern ^(a+)+$`,
    ]);
  }, 60_000);

  it('reports an invalid key name at the key, using the hint', () => {
    expect(check([...head, '  environments:', '    Dev: {}'])).toEqual([
      'qbec.yaml:4:5: spec.environments.Dev: invalid environment name "Dev": use lowercase letters',
    ]);
  });

  it('reduces anyOf to one type error naming every allowed type', () => {
    expect(check([...head, '  port: [1]'])).toEqual([
      'qbec.yaml:3:9: spec.port: expected a string or an integer, got a list',
    ]);
  });

  it('reduces oneOf to the errors of the branch that matched the shape', () => {
    expect(check([...head, '  output: { target: x }'])).toEqual([
      'qbec.yaml:3:11: spec.output: missing required key "dir"',
      'qbec.yaml:3:13: spec.output.target: unknown key "target"',
    ]);
  });

  it('reports a missing key and its typo beside it as the typo only', () => {
    expect(check([...head, '  output: { dri: x }'])).toEqual([
      'qbec.yaml:3:13: spec.output.dri: unknown key "dri" (did you mean "dir"?)',
    ]);
  });

  it('reports a wrong type once, not also as a bad enum value', () => {
    expect(check([...head, '  kind: 3'])).toEqual([
      'qbec.yaml:3:9: spec.kind: expected a string, got a number',
    ]);
  });

  it('sorts diagnostics by line and column', () => {
    const parsed = parseYamlFile('qbec.yaml', 'spec: { zz: 1, kind: x }\nb: 1\na: 2\n', 'qbec');
    const positions = validateYaml(parsed, schema).map((d) => [d.line, d.column]);
    expect(positions).toEqual(
      [...positions].sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0)),
    );
    expect(positions).toEqual([
      [1, 1],
      [1, 9],
      [1, 22],
      [2, 1],
      [3, 1],
    ]);
  });

  it('fills every field of the diagnostic', () => {
    const parsed = parseYamlFile(
      'apps/qbec.yaml',
      'apiVersion: qbec.io/v1alpha1\nspec: { kind: lob }\n',
      'qbec',
    );
    expect(validateYaml(parsed, schema)).toEqual([
      {
        severity: 'error',
        source: 'qbec',
        file: 'apps/qbec.yaml',
        line: 2,
        column: 15,
        message: 'spec.kind: unknown app kind "lob" (did you mean "lib"?)',
        reason: 'UnknownValue',
      },
    ]);
  });
});
