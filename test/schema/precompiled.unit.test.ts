// The bundles check YAML with validators ajv compiled when the build ran (src/schema/precompile.ts);
// running from source, with validators compiled on first use. Both must say the same of any value.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { precompiledModule } from '../../src/schema/precompile';
import * as re2 from '../../src/schema/re2-regexp';
import { AJV_OPTIONS, ajvKeywords, schemaKey } from '../../src/schema/validate';
import { validatedSchemas } from '../../src/schemas';

const root = path.resolve(__dirname, '../..');
const schemaDir = path.join(root, 'src/schema');

/** The generated module, run as the bundle runs it: its requires resolved from src/schema/. */
function loadPrecompiled(code: string): ReadonlyMap<string, () => ValidateFunction> {
  const fromSchemaDir = createRequire(path.join(schemaDir, 'precompiled.ts'));
  const require = (id: string) => (id === './re2-regexp' ? re2 : fromSchemaDir(id));
  const exports: { precompiled?: ReadonlyMap<string, () => ValidateFunction> } = {};
  new Function('exports', 'require', code)(exports, require);
  return exports.precompiled ?? new Map();
}

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

  it('check patterns with RE2, as at run time', () => {
    const config = schemas[0]?.schema as object;
    const ahead = precompiled.get(schemaKey(config))?.() as ValidateFunction;
    const hostile = { ...example, metadata: { name: `${'a'.repeat(50_000)}!` } };
    expect(verdict(ahead, hostile).valid).toBe(false);
    expect(precompiledModule([{ schema: config }])).toContain('require("./re2-regexp").re2RegExpDeferred');
  });
});
