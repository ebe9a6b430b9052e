import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editorSchemaText, JSON_SCHEMA_FILE, PATTERN_MESSAGE } from '../../src/config/json-schema';
import { sourceTypes } from '../../src/render/registry';
import { exampleWith } from './tree';

const root = path.resolve(__dirname, '../..');
const committed = readFileSync(path.join(root, JSON_SCHEMA_FILE), 'utf8');

// strict: the committed file uses only draft-07 keywords, as editors' validators expect, and the
// language server's own message keyword.
const ajv = new Ajv({ allErrors: true, strict: true });
ajv.addKeyword(PATTERN_MESSAGE);
const validate = ajv.compile(JSON.parse(committed));

/** ajv's errors as `instancePath keyword detail`, to name what was rejected and where. */
function errorsOf(value: unknown): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e: ErrorObject) => {
    const detail = e.params.additionalProperty ?? e.params.allowedValues ?? e.params.missingProperty ?? '';
    return `${e.instancePath} ${e.keyword} ${[detail].flat().join('|')}`.trim();
  });
}

/** rigging.yaml files committed anywhere in the repository (examples/, the stack example, ...). */
function committedPipelines(): string[] {
  const out = execFileSync('git', ['ls-files', '--', '*rigging.yaml', 'rigging.yaml'], { cwd: root });
  return out.toString().split('\n').filter(Boolean);
}

describe('schema/rigging.schema.json', () => {
  it('is what `npm run schema` generates from src/config/schema.ts and the source types', () => {
    // On failure: run `npm run schema` and commit the file.
    expect(committed).toBe(editorSchemaText(sourceTypes));
  });

  it('names every source type and, under each, that type’s own keys', () => {
    const schema = JSON.parse(committed);
    const source = schema.properties.spec.properties.sources.items;
    expect(source.properties.type.enum).toEqual(sourceTypes.map((t) => t.type));
    for (const type of sourceTypes) {
      const branch = source.allOf.find(
        (b: { if: { properties: { type: { const: string } } } }) => b.if.properties.type.const === type.type,
      );
      expect(Object.keys(branch.then.properties).sort()).toEqual(
        ['name', 'type', 'path', ...Object.keys(type.keys)].sort(),
      );
      expect(branch.then.additionalProperties).toBe(false);
    }
  });

  it.each(committedPipelines())('accepts the repository’s %s', (file) => {
    expect(errorsOf(parse(readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });

  it.each(committedPipelines())(
    '%s names the schema on its first line for the YAML language server',
    (file) => {
      const [first = ''] = readFileSync(path.join(root, file), 'utf8').split('\n');
      const named = /^# yaml-language-server: \$schema=(\S+)$/.exec(first)?.[1];
      expect(named && path.resolve(root, path.dirname(file), named)).toBe(path.join(root, JSON_SCHEMA_FILE));
    },
  );

  it('finds the committed pipelines it checks', () => {
    expect(committedPipelines()).toEqual(expect.arrayContaining(['examples/rigging.yaml']));
  });

  it('accepts a pipeline using every source type', () => {
    expect(errorsOf(parse(exampleWith()))).toEqual([]);
  });

  it('rejects a typo’d key at the top of spec', () => {
    expect(errorsOf(parse(exampleWith({ 8: '  sourcs:' })))).toContain('/spec additionalProperties sourcs');
  });

  it('rejects a typo’d key of a source type, naming it', () => {
    const text = exampleWith({
      9: '    - { name: guestbook, type: qbec, path: apps/guestbook, appTg: canary }',
    });
    expect(errorsOf(parse(text))).toEqual([
      '/spec/sources/0 additionalProperties appTg',
      '/spec/sources/0 if',
    ]);
  });

  it('rejects a key of another source type: each type accepts only its own', () => {
    const bosh =
      '    - { name: nats, type: bosh, path: bosh/nats.yml, releases: bosh/releases, values: v.yaml }';
    expect(errorsOf(parse(exampleWith({ 12: bosh })))).toContain(
      '/spec/sources/3 additionalProperties values',
    );
    const blueprint = '    - { name: ingress, type: blueprint, path: landscaper/ingress, values: v.yaml }';
    expect(errorsOf(parse(exampleWith({ 11: blueprint })))).toEqual([]);
  });

  it('says a name’s rule in words, as `rigging validate` does', () => {
    const schema = JSON.parse(committed);
    const environments = schema.properties.spec.properties.environments;
    expect(errorsOf(parse(exampleWith({ 7: '    Prod: { target: prod-cluster }' })))).toEqual([
      '/spec/environments pattern',
      '/spec/environments propertyNames',
    ]);
    expect(environments.propertyNames[PATTERN_MESSAGE]).toBe(
      'invalid environment name: use lowercase letters, digits, "-", "_" and ".", starting and ending with a letter or digit',
    );
  });

  it('rejects an unknown source type with the known ones', () => {
    const text = exampleWith({ 9: '    - { name: guestbook, type: qbek, path: apps/guestbook }' });
    expect(errorsOf(parse(text))).toEqual(['/spec/sources/0/type enum qbec|snippet|blueprint|bosh|stack']);
  });
});
