// The bundles check YAML with validators ajv compiled when the build ran (src/schema/precompile.ts);
// running from source, with validators compiled on first use. Both must say the same of any value.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as compileNow from '../../src/schema/compile-now';
import { AJV_OPTIONS } from '../../src/schema/compile-now';
import * as native from '../../src/schema/native-regexp';
import { precompiledModule } from '../../src/schema/precompile';
import * as re2 from '../../src/schema/re2-regexp';
import { ajvKeywords, schemaKey } from '../../src/schema/schema-key';
import { validatedSchemas } from '../../src/schemas';

const root = path.resolve(__dirname, '../..');
const schemaDir = path.join(root, 'src/schema');

interface Generated {
  precompiled: ReadonlyMap<string, () => ValidateFunction>;
  compileNow: (schema: object) => ValidateFunction;
}

/** The generated module, run as the bundle runs it: its requires resolved from src/schema/. */
function loadGenerated(code: string): Generated & { required: string[] } {
  const fromSchemaDir = createRequire(path.join(schemaDir, 'precompiled.ts'));
  const ours: Record<string, unknown> = {
    './re2-regexp': re2,
    './native-regexp': native,
    './compile-now': compileNow,
  };
  const required: string[] = [];
  const require = (id: string) => {
    required.push(id);
    return ours[id] ?? fromSchemaDir(id);
  };
  const exports = {} as Generated;
  new Function('exports', 'require', code)(exports, require);
  return { ...exports, required };
}

const loadPrecompiled = (code: string) => loadGenerated(code).precompiled;

function compiledNow(schema: object): ValidateFunction {
  const ajv = new Ajv(AJV_OPTIONS);
  for (const keyword of ajvKeywords()) ajv.addKeyword({ keyword });
  return ajv.compile(schema);
}

/** What a validator says of a value, as plain data (errors carry the schema and data they are about). */
function verdict(validate: ValidateFunction, value: unknown): { valid: boolean; errors: unknown } {
  const valid = validate(value) as boolean;
  return { valid, errors: JSON.parse(JSON.stringify((validate.errors ?? []) as ErrorObject[])) };
}

const example = parse(readFileSync(path.join(root, 'examples/rigging.yaml'), 'utf8'));

/** Values every schema is tried on: wrong shapes, a valid pipeline, and one wrong in many places. */
const values: unknown[] = [
  null,
  'text',
  [],
  {},
  example,
  {
    apiVersion: 'rigging.dev/v2',
    kind: 'Pipeline',
    metadata: { name: 'Not_A_Name', extra: 1 },
    spec: {
      environments: { 'Bad Env': {}, dev: { target: 3 } },
      sources: [
        { name: 'ok', type: 'qbec', path: 'a', appTag: '-bad-', vars: { nope: {} } },
        { name: 'x!', type: 'snippet', path: '', evaluationTimeout: 5, maxArtifactBytes: -1 },
        { name: 'y', type: 'qbek', path: 'b' },
        {
          type: 'bosh',
          path: 'c',
          addresses: 'dns',
          overrides: { dev: { instance_groups: { g: { instances: -1 } } } },
        },
      ],
      diff: { ignore: [{ kind: '', paths: [] }] },
      jsonnet: { engine: 'go' },
    },
  },
  {
    apiVersion: 'jaas.metio.wtf/v1',
    kind: 'JsonnetSnippet',
    metadata: { name: 's' },
    spec: { entryFile: '../x y', output: 'both', history: 99, libraries: [{ kind: 'Foo' }], tlas: { a: 1 } },
  },
  { 'rigging.io/source': { type: 'qbec', unknown: true }, rigging: { type: 'snippet', path: 3 } },
  {
    apiVersion: 'qbec.io/v1alpha1',
    kind: 'App',
    metadata: { name: 'UPPER' },
    spec: { environments: { e: {} } },
  },
  { dev: { server: 5, defaultNamespace: [] }, 'bad name': {} },
];

describe('validators compiled at build time', () => {
  const precompiled = loadPrecompiled(precompiledModule());
  const schemas = validatedSchemas();

  it('exist for every schema src/schemas.ts lists, found by its content', () => {
    expect(precompiled.size).toBe(new Set(schemas.map(({ schema, opts }) => schemaKey(schema, opts))).size);
    for (const { schema, opts } of schemas) {
      expect(precompiled.has(schemaKey(schema, opts))).toBe(true);
      // The key is the schema's content: an equal copy finds the same validator.
      expect(schemaKey(structuredClone(schema), opts)).toBe(schemaKey(schema, opts));
    }
  });

  it('say what validators compiled at run time say, errors and all', () => {
    for (const { schema, opts } of schemas) {
      const ahead = precompiled.get(schemaKey(schema, opts))?.() as ValidateFunction;
      const now = compiledNow(schema);
      let errors = 0;
      for (const value of values) {
        const said = verdict(now, value);
        expect(verdict(ahead, value)).toEqual(said);
        errors += (said.errors as unknown[]).length;
      }
      // The values reach into each schema: most of them are wrong for it, in many ways.
      expect(errors).toBeGreaterThan(2);
    }
  });

  it("check the patterns of rigging's schemas with JavaScript's RegExp, which linear-pattern.ts admits", () => {
    const config = schemas[0]?.schema as object;
    const ahead = precompiled.get(schemaKey(config))?.() as ValidateFunction;
    const hostile = { ...example, metadata: { name: `${'a'.repeat(50_000)}!` } };
    expect(verdict(ahead, hostile).valid).toBe(false);
    const code = precompiledModule();
    expect(code).toContain('require("./native-regexp").linearRegExp');
    expect(code).not.toContain('re2-regexp');
  });

  it('check with RE2 a schema holding a pattern that could backtrack, and compile any other schema when first used', () => {
    const schema = {
      type: 'object',
      properties: { linear: { pattern: '^[a-z]+$' }, nested: { pattern: '^(a+)+$' } },
    };
    const generated = loadGenerated(precompiledModule([{ schema }]));
    expect(generated.required).toEqual([]);
    const ahead = generated.precompiled.get(schemaKey(schema))?.() as ValidateFunction;
    expect(generated.required).toContain('./re2-regexp');
    expect(generated.required).not.toContain('./native-regexp');
    // Forty `a`s and a `!`: a backtracking engine would not return in the life of the machine.
    expect(ahead({ linear: 'abc', nested: `${'a'.repeat(40)}!` })).toBe(false);
    expect(ahead.errors?.map((e) => e.instancePath)).toEqual(['/nested']);

    const other = generated.compileNow({ type: 'string', pattern: '^(x+)+y$' });
    expect(generated.required).toContain('./compile-now');
    expect(other(`${'x'.repeat(40)}!`)).toBe(false);
    expect(other('xxy')).toBe(true);
  });
});
