// Which documents a snippet source reads, and how: every *.yaml/*.yml/*.json file under the
// directory (nested too), every document of each; other kinds are warnings; namespace `default`.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, run, writeTree } from '../qbec/helpers';
import {
  artifact,
  errors,
  expectSynced,
  jaasJson,
  renderSnippets,
  riggingYaml,
  snippetYaml,
  stream,
  warnings,
} from './helpers';

cleanupTempDirs();

const snip = (name: string, value: string, namespace?: string) =>
  snippetYaml({ name, files: { 'main.jsonnet': value }, ...(namespace ? { namespace } : {}) });

describe('reading resources', () => {
  it('reads every document of multi-document .yaml, .yml and .json files, nested directories included', async () => {
    const r = await renderSnippets({
      'snippets/multi.yaml': stream(
        snip('one', "{ n: 'one-7c1' }"),
        snip('two', "{ n: 'two-7c1' }", 'team-b'),
      ),
      'snippets/a/b/c/deep.yml': snip('deep', "{ n: 'deep-7c1' }"),
      'snippets/from-json.json': JSON.stringify({
        apiVersion: 'jaas.metio.wtf/v1',
        kind: 'JsonnetSnippet',
        metadata: { name: 'json', namespace: 'team-j' },
        spec: { files: { 'main.jsonnet': "{ n: 'json-7c1' }" } },
      }),
      'snippets/ignored.txt': snip('txt', '{}'),
      'snippets/ignored.jsonnet': '{}',
      'outside.yaml': snip('outside', '{}'),
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.diagnostics).toEqual([]);
    expect(r.artifacts.map((a) => a.name).sort()).toEqual([
      'default/deep/rendered.json',
      'default/one/rendered.json',
      'team-b/two/rendered.json',
      'team-j/json/rendered.json',
    ]);
    expectSynced(r, 'default/one', jaasJson({ n: 'one-7c1' }));
    expectSynced(r, 'team-b/two', jaasJson({ n: 'two-7c1' }));
    expectSynced(r, 'default/deep', jaasJson({ n: 'deep-7c1' }));
    expectSynced(r, 'team-j/json', jaasJson({ n: 'json-7c1' }));
    expect(artifact(r, 'team-b/two/rendered.json').component).toBe('two');
    expect(artifact(r, 'default/one/rendered.json').history).toBe(1);
  });

  it('gives a snippet without a namespace the namespace default', async () => {
    const r = await renderSnippets({ 'snippets/s.yaml': snip('no-ns', '{ a: 1 }') });
    expect(r.artifacts.map((a) => a.name)).toEqual(['default/no-ns/rendered.json']);
    // An explicit `default` is the same snippet: defined twice.
    const twice = await renderSnippets({
      'snippets/a.yaml': snip('same', '{ a: 1 }'),
      'snippets/b.yaml': snip('same', '{ a: 2 }', 'default'),
    });
    expect(errors(twice).map((d) => [d.file, d.line, d.column, d.message, d.reason])).toEqual([
      [
        'snippets/b.yaml',
        4,
        9,
        'metadata.name: JsonnetSnippet default/same is defined twice (also in snippets/a.yaml)',
        'DuplicateResource',
      ],
    ]);
  });

  it('ignores documents of other kinds with a warning at their kind, and still exits 0', async () => {
    const r = await renderSnippets({
      'snippets/mixed.yaml': stream(
        'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: cm }\n',
        snip('kept', "{ kept: 'yes-4b2' }"),
        'apiVersion: jaas.metio.wtf/v2\nkind: JsonnetSnippet\nmetadata: { name: future }\n',
        'just: data\n',
      ),
    });
    expect(r.code, r.stderr).toBe(0);
    expect(errors(r)).toEqual([]);
    expect(warnings(r).map((d) => [d.file, d.line, d.column, d.message, d.reason])).toEqual([
      [
        'snippets/mixed.yaml',
        2,
        7,
        'kind: ignored: v1 ConfigMap is not a JsonnetSnippet, JsonnetLibrary or GitRepository',
        'IgnoredDocument',
      ],
      [
        'snippets/mixed.yaml',
        15,
        7,
        'kind: ignored: jaas.metio.wtf/v2 JsonnetSnippet is not a JsonnetSnippet, JsonnetLibrary or GitRepository',
        'IgnoredDocument',
      ],
      [
        'snippets/mixed.yaml',
        18,
        1,
        'ignored: not a Kubernetes resource (no apiVersion and kind)',
        'IgnoredDocument',
      ],
    ]);
    expect(r.stderr).toContain('snippets/mixed.yaml:2:7: warning: ');
    expect(r.artifacts.map((a) => a.name)).toEqual(['default/kept/rendered.json']);
  });

  it('reports a resource defined twice (snippet or library) at the second one, and keeps the first', async () => {
    const lib = (v: string) =>
      `apiVersion: jaas.metio.wtf/v1\nkind: JsonnetLibrary\nmetadata:\n  name: shared\nspec:\n  files:\n    main.libsonnet: "${v}"\n`;
    const r = await renderSnippets({
      'snippets/a.yaml': stream(snip('dup', "{ from: 'a-first' }"), lib("{ v: 'lib-a' }")),
      'snippets/b.yaml': stream(lib("{ v: 'lib-b' }"), snip('dup', "{ from: 'b-second' }")),
    });
    expect(r.code).toBe(2);
    expect(errors(r).map((d) => [d.file, d.line, d.column, d.message])).toEqual([
      [
        'snippets/b.yaml',
        4,
        9,
        'metadata.name: JsonnetLibrary default/shared is defined twice (also in snippets/a.yaml)',
      ],
      [
        'snippets/b.yaml',
        12,
        9,
        'metadata.name: JsonnetSnippet default/dup is defined twice (also in snippets/a.yaml)',
      ],
    ]);
    expect(errors(r).every((d) => d.reason === 'DuplicateResource')).toBe(true);
    expect(artifact(r, 'default/dup/rendered.json').content).toBe(jaasJson({ from: 'a-first' }));
  });

  it('reports a snippet file that is not valid YAML at file:line:column, and renders the other files', async () => {
    const broken = [
      'apiVersion: jaas.metio.wtf/v1',
      'kind: JsonnetSnippet',
      'metadata:',
      '  name: broken',
      'spec:',
      '  files:',
      '    main.jsonnet: "{}"',
      '  libraries: [ { kind: JsonnetLibrary, name: a }',
      '  history: 2',
      '',
    ].join('\n');
    const r = await renderSnippets({
      'snippets/broken.yaml': broken,
      'snippets/fine.yaml': snip('fine', '{ ok: true }'),
    });
    expect(r.code).toBe(2);
    const errs = errors(r);
    expect(errs.length).toBeGreaterThan(0);
    const first = errs[0];
    expect(first?.file).toBe('snippets/broken.yaml');
    expect(first?.reason).toBe('YamlSyntax');
    // The flow sequence opened on line 8 is still open where line 9 starts a new key.
    expect([first?.line, first?.column]).toEqual([9, 3]);
    expect(first?.message).toMatch(/flow sequence/i);
    expect(r.stderr).toMatch(/^snippets\/broken\.yaml:9:3: /m);
    expectSynced(r, 'default/fine', jaasJson({ ok: true }));
  });

  it('`rigging validate` reports the same problems and exit codes', async () => {
    const dir = await writeTree({
      'rigging.yaml': riggingYaml(),
      'snippets/s.yaml': stream(snip('ok', '{}'), 'apiVersion: v1\nkind: Secret\nmetadata: { name: s }\n'),
    });
    const good = await run(dir, ['validate']);
    expect(good.code, good.stderr).toBe(0);
    expect(good.stderr).toContain('warning: kind: ignored: v1 Secret');
    const bad = await writeTree({
      'rigging.yaml': riggingYaml(),
      'snippets/s.yaml': snip('bad', "{ a: error 'nope-9d1' }"),
    });
    const r = await run(bad, ['validate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^snippets\/s\.yaml:8:12: JsonnetSnippet default\/bad: EvaluationFailed: RUNTIME ERROR: nope-9d1$/m,
    );
  });
});
