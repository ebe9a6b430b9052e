// spec.externalVariables and spec.tlas as current JaaS writes them: lists of {name, value, code},
// where `code: true` binds the value as jsonnet (--ext-code / --tla-code) rather than a string.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs } from '../qbec/helpers';
import { expectNotReady, expectSynced, jaasJson, posOf, renderSnippets, snippetYaml } from './helpers';

cleanupTempDirs();

describe('list-form externalVariables', () => {
  it('binds string entries as strings and code entries as jsonnet, with the source variables', async () => {
    const r = await renderSnippets(
      {
        'snippets/s.yaml': snippetYaml({
          name: 's',
          spec: `externalVariables:
  - { name: a, value: b }
  # Quoted: a plain n reads as false in the YAML 1.1 the apiserver speaks.
  - { name: "n", value: "3", code: true }
  - name: empty
  - { name: obj, value: "{ k: [1, 'x'] }", code: true }`,
          files: {
            'main.jsonnet': `{
  a: std.extVar('a') == 'b',
  n: std.extVar('n') == 3,
  empty: std.extVar('empty'),
  obj: std.extVar('obj'),
  cluster: std.extVar('cluster'),
}`,
          },
        }),
      },
      { defaultServiceAccount: 'jaas', externalVariables: { cluster: 'eu-4c1' } },
    );
    expectSynced(
      r,
      'default/s',
      jaasJson({ a: true, n: true, empty: '', obj: { k: [1, 'x'] }, cluster: 'eu-4c1' }),
    );
  });

  it('refuses an entry the source already sets, code or not, first in list order', async () => {
    const text = snippetYaml({
      name: 's',
      spec: `externalVariables:
  - { name: zone, value: "1", code: true }
  - { name: cluster, value: mine }`,
      files: { 'main.jsonnet': '{}' },
    });
    const r = await renderSnippets(
      { 'snippets/s.yaml': text },
      { defaultServiceAccount: 'jaas', externalVariables: { cluster: 'c', zone: 'z' } },
    );
    expectNotReady(
      r,
      'default/s',
      'ExternalVariableConflict',
      'spec.externalVariables["zone"] conflicts with --ext-var',
      { file: 'snippets/s.yaml', ...posOf(text, 'zone,') },
    );
  });

  it('refuses an entry without a name, at the entry', async () => {
    const text = snippetYaml({
      name: 's',
      spec: 'externalVariables:\n  - { name: a, value: b }\n  - { value: "3", code: true }',
      files: { 'main.jsonnet': '{}' },
    });
    const r = await renderSnippets({ 'snippets/s.yaml': text });
    expectNotReady(r, 'default/s', 'InvalidSpec', 'spec.externalVariables[1]: missing required key "name"', {
      file: 'snippets/s.yaml',
      ...posOf(text, '{ value'),
    });
  });

  it('refuses a repeated name and a code entry without a value, as the apiserver does', async () => {
    const text = snippetYaml({
      name: 's',
      spec: 'externalVariables:\n  - { name: a, value: b }\n  - { name: a, value: c }',
      files: { 'main.jsonnet': '{}' },
    });
    const r = await renderSnippets({ 'snippets/s.yaml': text });
    expectNotReady(
      r,
      'default/s',
      'InvalidSpec',
      'spec.externalVariables[1].name: duplicate name "a" (already at spec.externalVariables[0])',
      { file: 'snippets/s.yaml', ...posOf(text, 'a, value: c') },
    );
    const empty = snippetYaml({
      name: 's',
      spec: 'tlas:\n  - { name: x, code: true }',
      files: { 'main.jsonnet': 'function(x) x' },
    });
    const r2 = await renderSnippets({ 'snippets/s.yaml': empty });
    expectNotReady(
      r2,
      'default/s',
      'InvalidSpec',
      'spec.tlas[0]: value must be non-empty when code is true',
      {
        file: 'snippets/s.yaml',
        ...posOf(empty, '{ name: x'),
      },
    );
  });
});

describe('neither form', () => {
  it('refuses a scalar, naming both shapes, and a list item that is not an entry', async () => {
    const text = snippetYaml({ name: 's', spec: 'tlas: 5', files: { 'main.jsonnet': '{}' } });
    const r = await renderSnippets({ 'snippets/s.yaml': text });
    expectNotReady(r, 'default/s', 'InvalidSpec', 'spec.tlas: expected a mapping or a list, got a number', {
      file: 'snippets/s.yaml',
      ...posOf(text, '5'),
    });
    const item = snippetYaml({
      name: 's',
      spec: 'externalVariables:\n  - a=b',
      files: { 'main.jsonnet': '{}' },
    });
    const r2 = await renderSnippets({ 'snippets/s.yaml': item });
    expectNotReady(
      r2,
      'default/s',
      'InvalidSpec',
      'spec.externalVariables[0]: expected a mapping, got a string',
      { file: 'snippets/s.yaml', ...posOf(item, 'a=b') },
    );
  });
});

describe('list-form tlas', () => {
  it('binds string entries as strings and code entries as jsonnet', async () => {
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({
        name: 's',
        spec: `tlas:
  - { name: title, value: "[1, 2]" }
  - { name: envs, value: '["dev", "prod"]', code: true }
  - { name: replicas, value: "2 + 1", code: true }`,
        files: {
          'main.jsonnet':
            'function(title, envs, replicas) { title: [title, std.type(title)], envs: envs, replicas: replicas }',
        },
      }),
    });
    expectSynced(
      r,
      'default/s',
      jaasJson({ title: ['[1, 2]', 'string'], envs: ['dev', 'prod'], replicas: 3 }),
    );
  });

  it('fails evaluation on code that does not parse', async () => {
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({
        name: 's',
        spec: 'tlas:\n  - { name: x, value: "{ oops", code: true }',
        files: { 'main.jsonnet': 'function(x) x' },
      }),
    });
    expect(r.code, r.stderr).toBe(2);
    expect(r.artifacts[0]?.status?.reason).toBe('EvaluationFailed');
  });
});
