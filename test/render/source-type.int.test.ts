// A new source type is its own folder and one line in src/render/registry.ts: this test adds a toy
// type with that one line and renders it through the CLI, options checked, engine asked for.
import { afterAll, describe, expect, it } from 'vitest';
import { sourceTypes } from '../../src/render/registry';
import type { SourceType } from '../../src/render/types';
import { cleanupTempDirs, renderFails, renderOk, writeTree } from '../qbec/helpers';

cleanupTempDirs();

/** A toy type: one ConfigMap per environment, its greeting evaluated by the jsonnet engine. */
const toy: SourceType<{ greeting: string }> = {
  type: 'toy',
  keys: { greeting: { type: 'string', minLength: 1, 'x-noun': 'greeting' } },
  build: (keys) => ({ greeting: String(keys.greeting ?? 'hello') }),
  renderer: {
    async open(source, ctx) {
      return {
        async render(env) {
          const code = `std.asciiUpper(${JSON.stringify(source.greeting)}) + ', ' + std.extVar('env')`;
          const greeting = await ctx.engines.jsonnet().evaluate({
            snippet: { code, filename: `${source.absPath}/toy.jsonnet` },
            extVars: { env: { kind: 'string', value: env.name } },
          });
          const object = {
            apiVersion: 'v1',
            kind: 'ConfigMap',
            metadata: { name: source.name },
            data: { greeting },
          };
          return {
            objects: [{ source: source.name, component: 'toy', object }],
            artifacts: [],
            diagnostics: [],
          };
        },
      };
    },
  },
};

sourceTypes.push(toy as SourceType); // the one line a new type adds
afterAll(() => {
  sourceTypes.splice(sourceTypes.indexOf(toy as SourceType), 1);
});

const pipeline = (source: string) => `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: toys }
spec:
  environments: { dev: {}, prod: {} }
  sources:
    - ${source}
`;

describe('a source type registered with one line', () => {
  it('renders through the CLI with its own options and the jsonnet engine', async () => {
    const dir = await writeTree({
      'rigging.yaml': pipeline('{ name: hi, type: toy, path: ., greeting: hello }'),
    });
    const objects = await renderOk(dir, 'prod');
    expect(objects).toEqual([
      {
        source: 'hi',
        component: 'toy',
        object: {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'hi' },
          data: { greeting: 'HELLO, prod' },
        },
      },
    ]);
  });

  it('has its options checked by its own schema, positioned in rigging.yaml', async () => {
    const dir = await writeTree({
      'rigging.yaml': pipeline('{ name: hi, type: toy, path: ., greting: hello }'),
    });
    const stderr = await renderFails(dir);
    expect(stderr).toContain('rigging.yaml:7:');
    expect(stderr).toContain('unknown key "greting" in a toy source');
  });

  it('is listed among the types a typo is matched against', async () => {
    const dir = await writeTree({ 'rigging.yaml': pipeline('{ name: hi, type: tyo, path: . }') });
    expect(await renderFails(dir)).toContain('unknown source type "tyo" (did you mean "toy"?)');
  });
});
