// A sourceRef to a GitRepository of this repository (annotated rigging.dev/path, or its URL in the
// source's repositoryURLs) reads the files from the tree, narrowed to sourceRef.path, as the
// operator extracts an artifact: dot-prefixed names dropped, no extension filter.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs } from '../qbec/helpers';
import {
  artifact,
  expectEvaluationFailed,
  expectNotReady,
  expectSynced,
  jaasJson,
  librariesSpec,
  posOf,
  renderSnippets,
  snippetYaml,
  sourceRevision,
} from './helpers';

cleanupTempDirs();

const gitRepository = (
  name: string,
  annotation?: string,
  url = 'https://git.example.com/this.git',
) => `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata:
  name: ${name}${annotation !== undefined ? `\n  annotations:\n    rigging.dev/path: ${JSON.stringify(annotation)}` : ''}
spec:
  url: ${url}
  interval: 5m
`;

const ref = (name: string, path?: string, extra = '') =>
  `sourceRef:\n  kind: GitRepository\n  name: ${name}${path !== undefined ? `\n  path: ${path}` : ''}\n${extra}`;

describe('sourceRef to this repository', () => {
  it('reads sourceRef.path under the annotated directory, drops dot-prefixed files, keeps other extensions', async () => {
    const r = await renderSnippets({
      'snippets/repo.yaml': gitRepository('this', 'jsonnet'),
      'snippets/s.yaml': snippetYaml({ name: 's', spec: ref('this', 'dash') }),
      'jsonnet/dash/main.jsonnet': "{ panel: import 'panels/cpu.libsonnet', notes: importstr 'NOTES.md' }\n",
      'jsonnet/dash/panels/cpu.libsonnet': "{ title: 'cpu-from-tree-a71' }\n",
      'jsonnet/dash/NOTES.md': 'notes-a71\n',
      'jsonnet/dash/.hidden.libsonnet': "{ hidden: 'dot-file-canary' }\n",
      'jsonnet/dash/.cache/x.libsonnet': '{}\n',
      'jsonnet/other/main.jsonnet': "{ other: 'WRONG' }\n",
      'dash/main.jsonnet': "{ root: 'WRONG' }\n",
    });
    // Three files: main.jsonnet, panels/cpu.libsonnet, NOTES.md (dot-prefixed ones dropped).
    expectSynced(
      r,
      'default/s',
      jaasJson({ notes: 'notes-a71\n', panel: { title: 'cpu-from-tree-a71' } }),
      3,
    );
  });

  it('makes a dot-prefixed file invisible to imports', async () => {
    const r = await renderSnippets({
      'snippets/repo.yaml': gitRepository('this', 'jsonnet'),
      'snippets/s.yaml': snippetYaml({ name: 's', spec: ref('this', 'dash') }),
      'jsonnet/dash/main.jsonnet': "import '.hidden.libsonnet'\n",
      'jsonnet/dash/.hidden.libsonnet': "{ hidden: 'dot-file-canary' }\n",
    });
    expectEvaluationFailed(
      r,
      'default/s',
      'RUNTIME ERROR: import ".hidden.libsonnet" matches no sibling file or library alias',
      {
        file: 'jsonnet/dash/main.jsonnet',
        line: 1,
      },
    );
    expect(r.stdout).not.toContain('dot-file-canary');
  });

  it('takes the annotation relative to the repository root, and an empty path as the root itself', async () => {
    const r = await renderSnippets({
      'snippets/repo.yaml': gitRepository('top', ''),
      'snippets/s.yaml': snippetYaml({
        name: 's',
        spec: ref('top', 'apps/grafana', 'entryFile: board.jsonnet'),
      }),
      'apps/grafana/board.jsonnet': "{ board: 'root-relative-c02' }\n",
    });
    expectSynced(r, 'default/s', jaasJson({ board: 'root-relative-c02' }));
  });

  it('without sourceRef.path, reads the whole annotated directory; entryFile is relative to it', async () => {
    const r = await renderSnippets({
      'snippets/repo.yaml': gitRepository('this', 'jsonnet/dash'),
      'snippets/s.yaml': snippetYaml({
        name: 's',
        spec: ref('this', undefined, 'entryFile: boards/main.jsonnet'),
      }),
      'jsonnet/dash/boards/main.jsonnet': "{ b: import '../lib/l.libsonnet' }\n",
      'jsonnet/dash/lib/l.libsonnet': "'whole-dir-d4e'\n",
    });
    expectSynced(r, 'default/s', jaasJson({ b: 'whole-dir-d4e' }), 2);
  });

  it('reads a GitRepository whose URL is in repositoryURLs from the repository root', async () => {
    const url = 'https://github.com/example/platform.git';
    const r = await renderSnippets(
      {
        'snippets/repo.yaml': gitRepository('platform', undefined, url),
        'snippets/s.yaml': snippetYaml({ name: 's', spec: ref('platform', 'jsonnet/x') }),
        'jsonnet/x/main.jsonnet': "{ via: 'url-7e7' }\n",
      },
      { defaultServiceAccount: 'jaas', repositoryURLs: [url] },
    );
    expectSynced(r, 'default/s', jaasJson({ via: 'url-7e7' }));
  });

  it('points an evaluation error at the file in the repository', async () => {
    const r = await renderSnippets({
      'snippets/repo.yaml': gitRepository('this', 'jsonnet'),
      'snippets/s.yaml': snippetYaml({ name: 's', spec: ref('this', 'dash') }),
      'jsonnet/dash/main.jsonnet': "local x = 1;\n\n{\n  y: x + error 'tree-error-5b1',\n}\n",
    });
    const { message } = expectEvaluationFailed(r, 'default/s', 'RUNTIME ERROR: tree-error-5b1', {
      file: 'jsonnet/dash/main.jsonnet',
      line: 4,
      column: 10,
    });
    expect(message).toMatch(/^\tdefault\/s\/main\.jsonnet:4:10-/m);
  });

  it('publishes every file of the narrowed source, verbatim, for output: source', async () => {
    const files = {
      'main.jsonnet': "import 'lib/a.libsonnet'\n",
      'lib/a.libsonnet': "{ a: 'source-out-3f8' }\n",
      'README.md': '# read me 3f8\n',
    };
    const tree = Object.fromEntries(Object.entries(files).map(([k, v]) => [`jsonnet/src/${k}`, v]));
    const r = await renderSnippets({
      'snippets/repo.yaml': gitRepository('this', 'jsonnet'),
      'snippets/s.yaml': snippetYaml({ name: 's', spec: ref('this', 'src/', 'output: source') }),
      'jsonnet/src/.gitignore': 'x\n',
      ...tree,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.artifacts.map((a) => a.name)).toEqual([
      'default/s/README.md',
      'default/s/lib/a.libsonnet',
      'default/s/main.jsonnet',
    ]);
    const revision = sourceRevision(files);
    for (const [name, content] of Object.entries(files)) {
      expect(artifact(r, `default/s/${name}`)).toMatchObject({
        content,
        revision,
        status: { reason: 'Synced' },
      });
    }
  });

  it('reads a library from this repository too', async () => {
    const lib = `apiVersion: jaas.metio.wtf/v1
kind: JsonnetLibrary
metadata:
  name: kit
spec:
  sourceRef: { kind: GitRepository, name: this, path: libs/kit }
`;
    const r = await renderSnippets({
      'snippets/repo.yaml': gitRepository('this', ''),
      'snippets/lib.yaml': lib,
      'snippets/s.yaml': snippetYaml({
        name: 's',
        spec: librariesSpec('kit'),
        files: { 'main.jsonnet': "import 'kit'" },
      }),
      'libs/kit/main.libsonnet': "{ lib: 'lib-from-tree-e90' }\n",
    });
    expectSynced(r, 'default/s', jaasJson({ lib: 'lib-from-tree-e90' }));
  });

  it('says so when sourceRef.path matches nothing', async () => {
    const r = await renderSnippets({
      'snippets/repo.yaml': gitRepository('this', 'jsonnet'),
      'snippets/s.yaml': snippetYaml({ name: 's', spec: ref('this', 'nowhere') }),
      'jsonnet/dash/main.jsonnet': '{}\n',
    });
    expectNotReady(
      r,
      'default/s',
      'InvalidSpec',
      'spec.sourceRef.path "nowhere" matched no files in the artifact; widen the path filter or remove it',
    );
  });

  it('looks for the entry file in the narrowed root', async () => {
    const r = await renderSnippets({
      'snippets/repo.yaml': gitRepository('this', 'jsonnet'),
      'snippets/s.yaml': snippetYaml({ name: 's', spec: ref('this', 'dash') }),
      'jsonnet/dash/board.jsonnet': '{}\n',
      'jsonnet/main.jsonnet': '{}\n',
    });
    expectNotReady(
      r,
      'default/s',
      'InvalidSpec',
      'source must contain "main.jsonnet" as the snippet entry point',
    );
  });
});

describe('sourceRef to the ExternalArtifact another snippet publishes', () => {
  const base = snippetYaml({
    name: 'base',
    spec: 'output: source',
    files: {
      'main.jsonnet': "function(env='dev') { env: env, days: if env == 'prod' then 90 else 30 }",
      'lib/extra.libsonnet': "{ note: 'chain-7d1' }",
    },
  });
  it('evaluates the published source with its own TLAs, whichever file comes first', async () => {
    const derived = snippetYaml({
      name: 'derived',
      spec: 'sourceRef: { kind: ExternalArtifact, name: base }\ntlas:\n  - { name: env, value: prod }',
    });
    // The consumer is read before its publisher: it waits for it.
    const r = await renderSnippets({ 'snippets/a-derived.yaml': derived, 'snippets/b-base.yaml': base });
    expectSynced(r, 'default/derived', jaasJson({ days: 90, env: 'prod' }), 2);
  });

  it('narrows a published artifact to sourceRef.path, and a rendered one is rendered.json', async () => {
    const lib = snippetYaml({
      name: 'lib-only',
      spec: 'sourceRef: { kind: ExternalArtifact, name: base, path: lib }\nentryFile: extra.libsonnet',
    });
    const rendered = snippetYaml({ name: 'plain', files: { 'main.jsonnet': "{ v: 'rendered-7d1' }" } });
    const reread = snippetYaml({
      name: 'reread',
      spec: 'sourceRef: { kind: ExternalArtifact, name: plain }\nentryFile: rendered.json',
    });
    const r = await renderSnippets({
      'snippets/base.yaml': base,
      'snippets/lib.yaml': lib,
      'snippets/plain.yaml': rendered,
      'snippets/reread.yaml': reread,
    });
    expectSynced(r, 'default/lib-only', jaasJson({ note: 'chain-7d1' }), 1);
    expectSynced(r, 'default/reread', jaasJson({ v: 'rendered-7d1' }), 1);
  });

  it("points an error in the published source at the publisher's file", async () => {
    const broken = snippetYaml({
      name: 'broken',
      spec: 'output: source',
      files: {
        'main.jsonnet': "function(env='dev')\n  if env == 'prod' then error 'chain-boom-7d1' else {}",
      },
    });
    const consumer = snippetYaml({
      name: 'consumer',
      spec: 'sourceRef: { kind: ExternalArtifact, name: broken }\ntlas:\n  - { name: env, value: prod }',
    });
    const r = await renderSnippets({ 'snippets/broken.yaml': broken, 'snippets/consumer.yaml': consumer });
    expectEvaluationFailed(r, 'default/consumer', 'RUNTIME ERROR: chain-boom-7d1', {
      file: 'snippets/broken.yaml',
      line: posOf(broken, "error 'chain-boom-7d1'").line,
    });
  });
});
