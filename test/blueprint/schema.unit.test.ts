import { describe, expect, it } from 'vitest';
import {
  joinPath,
  resolveSchema,
  type SchemaContext,
  SchemaError,
  validateAgainstSchema,
} from '../../src/render/blueprint/schema';

function context(
  localTypes: Record<string, unknown> = {},
  files: Record<string, string> = {},
  resources: Record<string, string> = {},
): SchemaContext & { cdReads: string[] } {
  const cdReads: string[] = [];
  return {
    cdReads,
    localTypes,
    readBlueprintFile: (path) => files[path],
    readComponentResource: (uri) => {
      cdReads.push(uri);
      const text = resources[uri];
      if (text === undefined) throw new Error(`no jsonschema resource for ${uri}`);
      return text;
    },
  };
}

/** The SchemaError message resolving or validating throws. */
function schemaError(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(SchemaError);
    return (e as Error).message;
  }
  throw new Error('expected a SchemaError');
}

describe('resolveSchema', () => {
  it('inlines a local type', () => {
    const ctx = context({ port: { type: 'integer', minimum: 1 } });
    const schema = { type: 'object', properties: { port: { $ref: 'local://port' } } };
    expect(resolveSchema(schema, ctx)).toEqual({
      type: 'object',
      properties: { port: { type: 'integer', minimum: 1 } },
    });
    expect(validateAgainstSchema(schema, { port: 0 }, ctx)).toHaveLength(1);
    expect(validateAgainstSchema(schema, { port: 80 }, ctx)).toEqual([]);
  });

  it('inlines a local type that refers to another one', () => {
    const ctx = context({
      resources: { type: 'object', properties: { limits: { $ref: 'local://list' } } },
      list: { type: 'object', additionalProperties: { type: 'string' } },
    });
    expect(resolveSchema({ $ref: 'local://resources' }, ctx)).toEqual({
      type: 'object',
      properties: { limits: { type: 'object', additionalProperties: { type: 'string' } } },
    });
    expect(validateAgainstSchema({ $ref: 'local://resources' }, { limits: { cpu: 1 } }, ctx)).toEqual([
      { path: 'limits.cpu', message: 'must be string' },
    ]);
  });

  it('drops the other keys of a map with a Landscaper $ref, as upstream does', () => {
    const ctx = context({ s: { type: 'string' } });
    expect(resolveSchema({ title: 'T', $ref: 'local://s' }, ctx)).toEqual({ type: 'string' });
  });

  it('keeps other $refs and their siblings', () => {
    const schema = { definitions: { s: { type: 'string' } }, $ref: '#/definitions/s' };
    expect(resolveSchema(schema, context())).toEqual(schema);
    expect(validateAgainstSchema(schema, 7, context())).toEqual([{ path: '', message: 'must be string' }]);
  });

  it('rejects an unknown local type and a local type with a path', () => {
    expect(schemaError(() => resolveSchema({ properties: { a: { $ref: 'local://nope' } } }, context()))).toBe(
      '$ref "local://nope" at properties.a: type nope is not defined in local types',
    );
    expect(schemaError(() => resolveSchema({ $ref: 'local://a/b' }, context({ a: {} })))).toContain(
      'a path is not supported for local resources',
    );
  });

  it('rejects a cycle of local types, naming the chain', () => {
    const ctx = context({
      a: { type: 'object', properties: { b: { $ref: 'local://b' } } },
      b: { type: 'array', items: { $ref: 'local://a' } },
    });
    expect(schemaError(() => resolveSchema({ $ref: 'local://a' }, ctx))).toBe(
      '$ref "local://a" at properties.b.items: cyclic references: local://a -> local://b -> local://a',
    );
  });

  it('allows the same type twice when it is no cycle', () => {
    const ctx = context({ q: { type: 'string' } });
    const schema = { properties: { limits: { $ref: 'local://q' }, requests: { $ref: 'local://q' } } };
    expect(resolveSchema(schema, ctx)).toEqual({
      properties: { limits: { type: 'string' }, requests: { type: 'string' } },
    });
  });

  it('inlines blueprint files written in YAML or JSON', () => {
    const ctx = context(
      {},
      {
        'schemas/replicas.yaml': 'type: integer\nmaximum: 5\n',
        'schemas/spec.json':
          '{"type": "object", "properties": {"replicas": {"$ref": "blueprint://schemas/replicas.yaml"}}}',
      },
    );
    const schema = { properties: { spec: { $ref: 'blueprint://./schemas/spec.json' } } };
    expect(resolveSchema(schema, ctx)).toEqual({
      properties: { spec: { type: 'object', properties: { replicas: { type: 'integer', maximum: 5 } } } },
    });
    expect(validateAgainstSchema(schema, { spec: { replicas: 9 } }, ctx)).toEqual([
      { path: 'spec.replicas', message: 'must be <= 5' },
    ]);
  });

  it('reports a missing blueprint file and a file outside the blueprint', () => {
    expect(schemaError(() => resolveSchema({ $ref: 'blueprint://missing.json' }, context()))).toBe(
      '$ref "blueprint://missing.json" at (root): unable to read schema file missing.json: file does not exist',
    );
    const loop = context(
      {},
      { 'a.json': '{"$ref": "blueprint://./b.json"}', 'b.json': '{"$ref": "blueprint://a.json"}' },
    );
    expect(schemaError(() => resolveSchema({ items: { $ref: 'blueprint://a.json' } }, loop))).toContain(
      'cyclic references: blueprint://a.json -> blueprint://b.json -> blueprint://a.json',
    );
    expect(schemaError(() => resolveSchema({ $ref: 'blueprint://../x.json' }, context()))).toContain(
      'leaves the blueprint directory',
    );
  });

  it('inlines a cd:// resource, resolving its own cd:// refs relative to its component', () => {
    const ctx = context(
      {},
      {},
      {
        'cd://componentReferences/ref-1/resources/res':
          '{"type": "object", "properties": {"memory": {"$ref": "cd://componentReferences/ref-2/resources/mem"}}}',
        'cd://componentReferences/ref-1/componentReferences/ref-2/resources/mem': '{"type": "string"}',
      },
    );
    const schema = { $ref: 'cd://componentReferences/ref-1/resources/res' };
    expect(resolveSchema(schema, ctx)).toEqual({
      type: 'object',
      properties: { memory: { type: 'string' } },
    });
    expect(ctx.cdReads).toEqual([
      'cd://componentReferences/ref-1/resources/res',
      'cd://componentReferences/ref-1/componentReferences/ref-2/resources/mem',
    ]);
    expect(validateAgainstSchema(schema, { memory: 1 }, ctx)).toEqual([
      { path: 'memory', message: 'must be string' },
    ]);
  });

  it("keeps #/definitions refs of a referenced component's resource inside that resource", () => {
    const res = {
      definitions: { mem: { type: 'string' } },
      properties: { memory: { $ref: '#/definitions/mem' } },
    };
    const ctx = context({}, {}, { 'cd://componentReferences/ref-1/resources/res': JSON.stringify(res) });
    const schema = { properties: { r: { $ref: 'cd://componentReferences/ref-1/resources/res' } } };
    expect(validateAgainstSchema(schema, { r: { memory: 1 } }, ctx)).toEqual([
      { path: 'r.memory', message: 'must be string' },
    ]);
    expect(ctx.cdReads).toEqual([
      'cd://componentReferences/ref-1/resources/res',
      'cd://componentReferences/ref-1/resources/res',
    ]);
  });

  it('reports an unreadable cd:// resource and local refs inside one', () => {
    expect(schemaError(() => resolveSchema({ $ref: 'cd://resources/x' }, context()))).toBe(
      '$ref "cd://resources/x" at (root): no jsonschema resource for cd://resources/x',
    );
    const ctx = context({ t: {} }, {}, { 'cd://resources/x': '{"$ref": "local://t"}' });
    expect(schemaError(() => resolveSchema({ $ref: 'cd://resources/x' }, ctx))).toContain(
      'local:// references cannot be used in a component descriptor resource',
    );
  });

  it('resolves a fragment of a Landscaper ref', () => {
    const ctx = context({ lib: { definitions: { name: { type: 'string', pattern: '^[a-z]+$' } } } });
    const schema = { $ref: 'local://lib#/definitions/name' };
    expect(resolveSchema(schema, ctx)).toEqual({ type: 'string', pattern: '^[a-z]+$' });
    expect(schemaError(() => resolveSchema({ $ref: 'local://lib#/definitions/nope' }, ctx))).toContain(
      'cannot resolve fragment #/definitions/nope: no element "nope"',
    );
  });

  it('keeps #/definitions refs of a file pointing into that file once it is inlined', () => {
    const file = JSON.stringify({
      definitions: { port: { type: 'integer', maximum: 65535 } },
      type: 'object',
      properties: { http: { $ref: '#/definitions/port' }, https: { $ref: '#/definitions/port' } },
    });
    const ctx = context({}, { 'ports.json': file });
    // Nested: `#` must mean ports.json, not the import's schema (which has no definitions).
    const nested = { type: 'object', properties: { ports: { $ref: 'blueprint://ports.json' } } };
    expect(resolveSchema(nested, ctx)).toEqual({
      type: 'object',
      properties: {
        ports: {
          definitions: { port: { type: 'integer', maximum: 65535 } },
          type: 'object',
          properties: {
            http: { type: 'integer', maximum: 65535 },
            https: { type: 'integer', maximum: 65535 },
          },
        },
      },
    });
    expect(validateAgainstSchema(nested, { ports: { http: 80, https: 70000 } }, ctx)).toEqual([
      { path: 'ports.https', message: 'must be <= 65535' },
    ]);
    // Whole at the top: the file is the schema's root, so its refs stay for ajv (recursion works).
    const tree = { type: 'object', properties: { children: { type: 'array', items: { $ref: '#' } } } };
    const treeCtx = context({}, { 'tree.json': JSON.stringify(tree) });
    expect(resolveSchema({ $ref: 'blueprint://tree.json' }, treeCtx)).toEqual(tree);
    expect(
      validateAgainstSchema({ $ref: 'blueprint://tree.json' }, { children: [{ children: [1] }] }, treeCtx),
    ).toEqual([{ path: 'children[0].children[0]', message: 'must be object' }]);
  });

  it('rejects a recursive definition in a file inlined below the top as a cycle', () => {
    const file = JSON.stringify({
      definitions: { node: { type: 'object', properties: { next: { $ref: '#/definitions/node' } } } },
      $ref: '#/definitions/node',
    });
    const ctx = context({}, { 'list.json': file });
    expect(schemaError(() => resolveSchema({ items: { $ref: 'blueprint://list.json' } }, ctx))).toContain(
      'cyclic references: blueprint://list.json -> blueprint://list.json#/definitions/node -> ' +
        'blueprint://list.json#/definitions/node',
    );
  });
});

describe('validateAgainstSchema', () => {
  it('uses draft-07 when $schema is absent', () => {
    expect(validateAgainstSchema({ type: 'number', exclusiveMaximum: 5 }, 5, context())).toEqual([
      { path: '', message: 'must be < 5' },
    ]);
    expect(validateAgainstSchema({ type: 'number', exclusiveMaximum: 5 }, 4, context())).toEqual([]);
    // The draft-04 boolean form is no draft-07 schema.
    expect(
      schemaError(() => validateAgainstSchema({ maximum: 5, exclusiveMaximum: true }, 5, context())),
    ).toContain('invalid schema: schema is invalid: data/exclusiveMaximum must be number');
  });

  it('uses draft-04 when $schema says so', () => {
    const schema = { $schema: 'http://json-schema.org/draft-04/schema#', maximum: 5, exclusiveMaximum: true };
    expect(validateAgainstSchema(schema, 5, context())).toEqual([{ path: '', message: 'must be < 5' }]);
    expect(validateAgainstSchema(schema, 4, context())).toEqual([]);
  });

  it('takes $schema from a local type inlined at the top', () => {
    const ctx = context({
      t: { $schema: 'http://json-schema.org/draft-04/schema', maximum: 1, exclusiveMaximum: true },
    });
    expect(validateAgainstSchema({ $ref: 'local://t' }, 1, ctx)).toEqual([
      { path: '', message: 'must be < 1' },
    ]);
  });

  it('validates schemas of newer drafts as draft-07, as upstream does', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { a: { type: 'string' } },
      unevaluatedProperties: false,
    };
    expect(validateAgainstSchema(schema, { a: 'x', b: 1 }, context())).toEqual([]);
    expect(validateAgainstSchema(schema, { a: 1 }, context())).toEqual([
      { path: 'a', message: 'must be string' },
    ]);
  });

  it('reports each failing location with its path', () => {
    const schema = {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: {
        name: { type: 'string' },
        spec: {
          type: 'object',
          properties: {
            replicas: { type: 'integer', minimum: 1 },
            hosts: { type: 'array', items: { type: 'object', properties: { port: { type: 'integer' } } } },
            labels: { additionalProperties: { type: 'string' } },
            mode: { enum: ['a', 'b'] },
          },
        },
      },
    };
    const value = {
      extra: true,
      spec: {
        replicas: 0n,
        hosts: [{ port: 1n }, { port: 'x' }],
        labels: { 'app.k8s.io/name': 3n },
        mode: 'c',
      },
    };
    expect(validateAgainstSchema(schema, value, context())).toEqual([
      { path: '', message: "must have required property 'name'" },
      { path: '', message: 'must NOT have additional properties: extra' },
      { path: 'spec.replicas', message: 'must be >= 1' },
      { path: 'spec.hosts[1].port', message: 'must be integer' },
      { path: 'spec.labels["app.k8s.io/name"]', message: 'must be string' },
      { path: 'spec.mode', message: 'must be equal to one of the allowed values: ["a","b"]' },
    ]);
  });

  it('accepts bigint integers', () => {
    expect(validateAgainstSchema({ type: 'integer', maximum: 10 }, 10n, context())).toEqual([]);
    expect(validateAgainstSchema({ type: 'array', items: { type: 'integer' } }, [1n, 2n], context())).toEqual(
      [],
    );
  });

  it('rejects an invalid schema and an unresolvable #/ ref', () => {
    expect(schemaError(() => validateAgainstSchema({ type: 7 }, 1, context()))).toMatch(/^invalid schema: /);
    expect(schemaError(() => validateAgainstSchema({ $ref: '#/definitions/nope' }, 1, context()))).toContain(
      "can't resolve reference #/definitions/nope",
    );
    expect(schemaError(() => resolveSchema({ $ref: 5 }, context()))).toBe(
      'invalid $ref at (root): expected a string',
    );
  });

  it('compiles two different schemas with the same $id', () => {
    const a = { $id: 'https://example.com/s', type: 'string' };
    const b = { $id: 'https://example.com/s', type: 'number' };
    expect(validateAgainstSchema(a, 1, context())).toHaveLength(1);
    expect(validateAgainstSchema(b, 1, context())).toEqual([]);
    expect(validateAgainstSchema(a, 's', context())).toEqual([]);
  });
});

describe('patterns are Go RE2, as gojsonschema compiles them', () => {
  const hostile = `${'a'.repeat(40)}!`;

  it('checks a pattern that backtracks for ever in JS, and patternProperties, in linear time', () => {
    expect(validateAgainstSchema({ type: 'string', pattern: '^(a+)+$' }, hostile, context())).toEqual([
      { path: '', message: 'must match pattern "^(a+)+$"' },
    ]);
    const props = { type: 'object', patternProperties: { '^(a|a)+$': { type: 'integer' } } };
    expect(validateAgainstSchema(props, { [hostile]: 'x', aaaa: 'y' }, context())).toEqual([
      { path: 'aaaa', message: 'must be integer' },
    ]);
    const draft04 = { $schema: 'http://json-schema.org/draft-04/schema#', pattern: '^(a|a)+$' };
    expect(validateAgainstSchema(draft04, hostile, context())).toEqual([
      { path: '', message: 'must match pattern "^(a|a)+$"' },
    ]);
    const extra = { type: 'object', patternProperties: { '^(a+)+$': {} }, additionalProperties: false };
    expect(validateAgainstSchema(extra, { [hostile]: 1 }, context())).toEqual([
      { path: '', message: `must NOT have additional properties: ${hostile}` },
    ]);
  }, 60_000);

  it('reads RE2 syntax: flags and Unicode classes work, lookaround and backreferences are refused', () => {
    expect(validateAgainstSchema({ pattern: '(?i)^abc$' }, 'ABC', context())).toEqual([]);
    expect(validateAgainstSchema({ pattern: '^\\pL+$' }, 'héllo', context())).toEqual([]);
    expect(schemaError(() => validateAgainstSchema({ pattern: '^(a)\\1$' }, 'aa', context()))).toBe(
      'invalid schema: pattern "^(a)\\\\1$" is not a valid regex: error parsing regexp: invalid escape sequence: `\\1`',
    );
    expect(schemaError(() => validateAgainstSchema({ pattern: 'a(?=b)' }, 'ab', context()))).toContain(
      'invalid or unsupported Perl syntax: `(?=`',
    );
  });

  it('checks the regex format with RE2, never running the string', () => {
    const schema = { type: 'string', format: 'regex' };
    expect(validateAgainstSchema(schema, '^(a+)+$', context())).toEqual([]);
    expect(validateAgainstSchema(schema, '(?i)x', context())).toEqual([]);
    expect(validateAgainstSchema(schema, 'a\\Z', context())).toEqual([
      { path: '', message: 'must match format "regex"' },
    ]);
  });
});

describe('joinPath', () => {
  it('joins a prefix and a problem path', () => {
    expect(joinPath('imports.db', 'spec.replicas')).toBe('imports.db.spec.replicas');
    expect(joinPath('imports.db', '[0].host')).toBe('imports.db[0].host');
    expect(joinPath('imports.db', '')).toBe('imports.db');
  });
});
