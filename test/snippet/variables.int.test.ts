// TLAs as JaaS binds them (one value: a string; several: the JSON array as code; ignored unless the
// top level is a function) and external variables: the source's (--ext-var) merged with the snippet's.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs } from '../qbec/helpers';
import {
  expectEvaluationFailed,
  expectNotReady,
  expectSynced,
  jaasJson,
  posOf,
  renderSnippets,
  snippetYaml,
} from './helpers';

cleanupTempDirs();

const TYPED = 'function(%s) { %s }';

describe('TLAs', () => {
  it('binds a single value as a string and several as a JSON array (code)', async () => {
    const code = TYPED.replace('%s', 'title, envs, none, odd').replace(
      '%s',
      'title: [title, std.type(title)], envs: [envs, std.type(envs)], none: none, odd: odd',
    );
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({
        name: 's',
        spec: `tlas:
  title: ["[1, 2]"]
  envs: [dev-6a1, prod-6a1]
  none: []
  odd: ["<a>", "b&c", "quote\\"d"]`,
        files: { 'main.jsonnet': code },
      }),
    });
    expectSynced(
      r,
      'default/s',
      jaasJson({
        // One value stays a string even when it reads as JSON.
        title: ['[1, 2]', 'string'],
        envs: [['dev-6a1', 'prod-6a1'], 'array'],
        none: [],
        odd: ['<a>', 'b&c', 'quote"d'],
      }),
    );
  });

  it('ignores TLAs when the top level is not a function', async () => {
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({
        name: 's',
        spec: 'tlas:\n  title: [ignored-5f0]\n  unknown: [a, b]',
        files: { 'main.jsonnet': "{ plain: 'value-5f0' }" },
      }),
    });
    expectSynced(r, 'default/s', jaasJson({ plain: 'value-5f0' }));
  });

  it('fails evaluation on a TLA the function does not take', async () => {
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({
        name: 's',
        spec: 'tlas:\n  nope: [x]',
        files: { 'main.jsonnet': "function(title='t') { title: title }" },
      }),
    });
    expect(r.code).toBe(2);
    const status = r.artifacts[0]?.status;
    expect(status?.reason).toBe('EvaluationFailed');
    expect(status?.message).toMatch(/nope/);
  });
});

describe('external variables', () => {
  it("merges the source's externalVariables with the snippet's, all strings", async () => {
    const r = await renderSnippets(
      {
        'snippets/s.yaml': snippetYaml({
          name: 's',
          spec: 'externalVariables:\n  env: prod-d12\n  replicas: "3"',
          files: {
            'main.jsonnet':
              "{ env: std.extVar('env'), cluster: std.extVar('cluster'), replicas: std.extVar('replicas') }",
          },
        }),
        'snippets/other.yaml': snippetYaml({
          name: 'other',
          files: { 'main.jsonnet': "{ cluster: std.extVar('cluster') }" },
        }),
      },
      { defaultServiceAccount: 'jaas', externalVariables: { cluster: 'eu-d12' } },
    );
    expectSynced(r, 'default/s', jaasJson({ cluster: 'eu-d12', env: 'prod-d12', replicas: '3' }));
    expectSynced(r, 'default/other', jaasJson({ cluster: 'eu-d12' }));
  });

  it('refuses a snippet variable the source already sets: ExternalVariableConflict, first in sorted order', async () => {
    const text = snippetYaml({
      name: 's',
      spec: 'externalVariables:\n  zone: mine\n  cluster: mine\n  env: mine',
      files: { 'main.jsonnet': "std.extVar('cluster')" },
    });
    const r = await renderSnippets(
      { 'snippets/s.yaml': text },
      { defaultServiceAccount: 'jaas', externalVariables: { zone: 'z', cluster: 'operator-c' } },
    );
    expectNotReady(
      r,
      'default/s',
      'ExternalVariableConflict',
      'spec.externalVariables["cluster"] conflicts with --ext-var',
      {
        file: 'snippets/s.yaml',
        ...posOf(text, 'mine\n    env'),
      },
    );
  });

  it('fails evaluation on a variable nobody sets (libjsonnet words it in lower case)', async () => {
    const text = snippetYaml({
      name: 's',
      files: { 'main.jsonnet': "{\n  env: std.extVar('nope-env'),\n}" },
    });
    const r = await renderSnippets({ 'snippets/s.yaml': text });
    expectEvaluationFailed(r, 'default/s', 'RUNTIME ERROR: undefined external variable: nope-env', {
      file: 'snippets/s.yaml',
      ...posOf(text, "std.extVar('nope"),
    });
  });
});
