// Every Ready reason that can arise offline, with JaaS's message (and runbook suffix), in the
// reconciler's order: a snippet with several problems reports the first one JaaS would.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs } from '../qbec/helpers';
import {
  artifact,
  errors,
  expectEvaluationFailed,
  expectNotReady,
  expectSynced,
  jaasJson,
  librariesSpec,
  libraryYaml,
  posOf,
  renderSnippets,
  snippetYaml,
  stream,
  warnings,
} from './helpers';

cleanupTempDirs();

const OK = { 'main.jsonnet': "{ ok: 'reason-0b5' }" };
const KIT = libraryYaml('kit', { 'main.libsonnet': "{ kit: 'kit-0b5' }" });
const ext = (name: string, target: string, extra = '') =>
  snippetYaml({ name, spec: `sourceRef: { kind: ExternalArtifact, name: ${target} }\n${extra}` });

describe('Suspended', () => {
  it('is a warning (exit 0) with no runbook suffix, and wins over every other problem', async () => {
    const text = snippetYaml({
      name: 's',
      spec: `suspend: true\nexternalVariables: { env: clash }\n${librariesSpec('missing-lib')}`,
      files: { 'main.jsonnet': "error 'never-evaluated-0b5'" },
    });
    // No defaultServiceAccount either: suspend is checked first.
    const r = await renderSnippets({ 'snippets/s.yaml': text }, { externalVariables: { env: 'x' } });
    expect(r.code, r.stderr).toBe(0);
    expect(errors(r)).toEqual([]);
    const message = 'spec.suspend is true; pause until the operator unsets it';
    expect(artifact(r, 'default/s/rendered.json')).toMatchObject({
      content: '',
      status: { ready: false, reason: 'Suspended', message },
    });
    expect(artifact(r, 'default/s/rendered.json').revision).toBeUndefined();
    expect(warnings(r).map((d) => [d.file, d.line, d.column, d.message, d.reason])).toEqual([
      [
        'snippets/s.yaml',
        ...Object.values(posOf(text, 'true')),
        `JsonnetSnippet default/s: Suspended: ${message}`,
        'Suspended',
      ],
    ]);
    expect(r.stderr).toContain(`warning: JsonnetSnippet default/s: Suspended: ${message}`);
    expect(r.stderr).not.toContain('runbook');
    expect(r.stdout).not.toContain('never-evaluated-0b5');
  });
});

describe('ServiceAccountMissing', () => {
  it('needs defaultServiceAccount on the source or serviceAccountName on the snippet', async () => {
    const r = await renderSnippets(
      {
        'snippets/none.yaml': snippetYaml({
          name: 'none',
          spec: `${librariesSpec('missing-lib')}`,
          files: OK,
        }),
        'snippets/own.yaml': snippetYaml({ name: 'own', spec: 'serviceAccountName: tenant', files: OK }),
      },
      {},
    );
    expectNotReady(
      r,
      'default/none',
      'ServiceAccountMissing',
      'neither spec.serviceAccountName nor --default-service-account is set',
      { file: 'snippets/none.yaml', line: 6, column: 3 },
    );
    expectSynced(r, 'default/own', jaasJson({ ok: 'reason-0b5' }));
  });

  it('comes before an external variable conflict', async () => {
    const r = await renderSnippets(
      { 'snippets/s.yaml': snippetYaml({ name: 's', spec: 'externalVariables: { env: mine }', files: OK }) },
      { externalVariables: { env: 'operator' } },
    );
    expectNotReady(
      r,
      'default/s',
      'ServiceAccountMissing',
      'neither spec.serviceAccountName nor --default-service-account is set',
    );
  });
});

describe('the order of the checks before any source is read', () => {
  const render = (
    spec: string,
    files: Record<string, string> | null = OK,
    more: Record<string, string> = {},
  ) =>
    renderSnippets(
      {
        'snippets/s.yaml': snippetYaml({ name: 's', spec, ...(files ? { files } : {}) }),
        'snippets/lib.yaml': KIT,
        ...more,
      },
      { defaultServiceAccount: 'jaas', externalVariables: { env: 'operator' } },
    );

  it('external variable conflict before a bad alias', async () => {
    const r = await render(`externalVariables: { env: mine }\n${librariesSpec('kit=a/b')}`);
    expectNotReady(
      r,
      'default/s',
      'ExternalVariableConflict',
      'spec.externalVariables["env"] conflicts with --ext-var',
    );
  });

  it('a bad alias before a repeated one', async () => {
    const r = await render(librariesSpec('kit=dup', 'kit=dup', 'kit=x/y'));
    expectNotReady(
      r,
      'default/s',
      'InvalidSpec',
      'spec.libraries import alias "x/y" must be a single path segment (allowed: one [A-Za-z0-9._-] segment, no slash or traversal)',
    );
  });

  it('a repeated alias before a cycle', async () => {
    const r = await render(
      `sourceRef: { kind: ExternalArtifact, name: s }\n${librariesSpec('kit=dup', 'kit=dup')}`,
      null,
    );
    expectNotReady(
      r,
      'default/s',
      'InvalidSpec',
      'spec.libraries import path "dup" is used by more than one entry; each library must resolve to a distinct import path',
    );
  });

  it('a cycle before the source kind (an ExternalArtifact cannot be fetched either)', async () => {
    const r = await render(
      `sourceRef: { kind: ExternalArtifact, name: s }\n${librariesSpec('missing-lib')}`,
      null,
    );
    expectNotReady(
      r,
      'default/s',
      'DependencyCycle',
      'spec.sourceRef chain forms a cycle: default/s → default/s',
      {
        file: 'snippets/s.yaml',
        line: 6,
        column: 14,
      },
    );
  });

  it('the source before the entry file, the entry file before the libraries, the libraries before evaluation', async () => {
    const crossSource = await render(
      `sourceRef: { kind: GitRepository, name: repo, namespace: flux-system }\nentryFile: nope.jsonnet\n${librariesSpec('missing-lib')}`,
      null,
    );
    expectNotReady(
      crossSource,
      'default/s',
      'CrossNamespaceRefRejected',
      'spec.sourceRef points at namespace "flux-system" but --no-cross-namespace-refs is set',
      { file: 'snippets/s.yaml', line: 6, column: 14 },
    );
    const entry = await render(`entryFile: nope.jsonnet\n${librariesSpec('missing-lib')}`);
    expectNotReady(
      entry,
      'default/s',
      'InvalidSpec',
      'source must contain "nope.jsonnet" as the snippet entry point',
    );
    const library = await render(librariesSpec('missing-lib'), {
      'main.jsonnet': "error 'not-evaluated-0b5'",
    });
    expectNotReady(
      library,
      'default/s',
      'LibraryNotFound',
      'JsonnetLibrary "missing-lib" in "default" not found',
    );
  });
});

describe('libraries', () => {
  it('LibraryNotFound names the library and namespace, at its entry', async () => {
    const text = snippetYaml({ name: 's', spec: librariesSpec('kit', 'nope'), files: OK });
    const r = await renderSnippets({ 'snippets/s.yaml': text, 'snippets/lib.yaml': KIT });
    expectNotReady(r, 'default/s', 'LibraryNotFound', 'JsonnetLibrary "nope" in "default" not found', {
      file: 'snippets/s.yaml',
      line: posOf(text, 'name: nope').line - 1,
      column: 7,
    });
  });

  it('checks the libraries in list order: a cross-namespace one before a later missing one', async () => {
    const shared = libraryYaml('kit', { 'main.libsonnet': "{ kit: 'shared-kit-0b5' }" }, 'shared');
    const files = (cross: boolean) => ({
      'snippets/s.yaml': snippetYaml({
        name: 's',
        spec: librariesSpec('shared/kit', ...(cross ? [] : ['nope'])),
        files: { 'main.jsonnet': "import 'kit'" },
      }),
      'snippets/shared.yaml': shared,
    });
    const both = await renderSnippets({
      ...files(false),
      'snippets/s.yaml': snippetYaml({ name: 's', spec: librariesSpec('shared/kit', 'nope'), files: OK }),
    });
    expectNotReady(
      both,
      'default/s',
      'CrossNamespaceRefRejected',
      'spec.libraries[kit] points at namespace "shared" but --no-cross-namespace-refs is set',
    );
    const allowed = await renderSnippets(files(true), {
      defaultServiceAccount: 'jaas',
      allowCrossNamespaceRefs: true,
    });
    expectSynced(allowed, 'default/s', jaasJson({ kit: 'shared-kit-0b5' }));
    // Allowed, a library that is in no namespace is still not found.
    const missing = await renderSnippets(
      { 'snippets/s.yaml': snippetYaml({ name: 's', spec: librariesSpec('elsewhere/kit'), files: OK }) },
      { defaultServiceAccount: 'jaas', allowCrossNamespaceRefs: true },
    );
    expect(artifact(missing, 'default/s/rendered.json').status?.reason).toBe('LibraryNotFound');
  });

  it('a library the apiserver would refuse is not in the cluster: LibraryNotFound, and its own InvalidSpec', async () => {
    const bad = `apiVersion: jaas.metio.wtf/v1
kind: JsonnetLibrary
metadata:
  name: kit
spec:
  entryFile: main.libsonnet
  files:
    main.libsonnet: "{}"
`;
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({ name: 's', spec: librariesSpec('kit'), files: OK }),
      'snippets/lib.yaml': bad,
    });
    expectNotReady(r, 'default/s', 'LibraryNotFound', 'JsonnetLibrary "kit" in "default" not found');
    expect(errors(r).find((d) => d.file === 'snippets/lib.yaml')).toMatchObject({
      line: 6,
      column: 3,
      reason: 'InvalidSpec',
    });
  });

  it("keeps a library's own source failure with the library named first", async () => {
    const lib = `apiVersion: jaas.metio.wtf/v1
kind: JsonnetLibrary
metadata:
  name: kit
spec:
  sourceRef: { kind: OCIRepository, name: charts }
`;
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({ name: 's', spec: librariesSpec('kit'), files: OK }),
      'snippets/lib.yaml': lib,
    });
    expectNotReady(
      r,
      'default/s',
      'SourceRefNotYetSupported',
      'JsonnetLibrary "kit" in "default": spec.sourceRef is declared but no Fetcher is wired',
    );
  });
});

describe('DependencyCycle', () => {
  it('reports a → b → a on both, from each one', async () => {
    const r = await renderSnippets({
      'snippets/a.yaml': ext('a', 'b'),
      'snippets/b.yaml': ext('b', 'a'),
      // c points into the cycle but is not on it: its own chain never comes back to c.
      'snippets/c.yaml': ext('c', 'a'),
    });
    expectNotReady(
      r,
      'default/a',
      'DependencyCycle',
      'spec.sourceRef chain forms a cycle: default/a → default/b → default/a',
      {
        file: 'snippets/a.yaml',
        line: 6,
        column: 14,
      },
    );
    expectNotReady(
      r,
      'default/b',
      'DependencyCycle',
      'spec.sourceRef chain forms a cycle: default/b → default/a → default/b',
    );
    // c sources a's ExternalArtifact, which a, refused, never published.
    expectNotReady(
      r,
      'default/c',
      'SourceNotReady',
      'ExternalArtifact default/a (its JsonnetSnippet is not Ready, so it published nothing): source not ready',
    );
  });

  it("follows a listed library's ExternalArtifact sourceRef", async () => {
    const lib = `apiVersion: jaas.metio.wtf/v1
kind: JsonnetLibrary
metadata:
  name: kit
spec:
  sourceRef: { kind: ExternalArtifact, name: s }
`;
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({ name: 's', spec: librariesSpec('kit'), files: OK }),
      'snippets/lib.yaml': lib,
    });
    expectNotReady(
      r,
      'default/s',
      'DependencyCycle',
      'spec.sourceRef chain forms a cycle: default/s → default/s',
    );
  });

  it('walks a wide web of references once per snippet (a hostile one cannot stall the run)', async () => {
    // Each snippet reaches both of the next layer's, by its sourceRef and by a library's: 2^28
    // chains from the first layer, none of them a cycle.
    const layers = 28;
    const files: Record<string, string> = {};
    for (let i = 0; i < layers; i++) {
      for (const side of ['a', 'b']) {
        const name = `s${i}${side}`;
        files[`snippets/${name}.yaml`] =
          i + 1 < layers
            ? snippetYaml({
                name,
                spec: `sourceRef: { kind: ExternalArtifact, name: s${i + 1}a }\n${librariesSpec(`k${i + 1}`)}`,
              })
            : snippetYaml({ name, files: OK });
      }
      files[`snippets/k${i}.yaml`] = `apiVersion: jaas.metio.wtf/v1
kind: JsonnetLibrary
metadata:
  name: k${i}
spec:
  sourceRef: { kind: ExternalArtifact, name: s${i}b }
`;
    }
    const r = await renderSnippets(files);
    expect(r.stderr).not.toContain('DependencyCycle');
    expect(artifact(r, `default/s${layers - 1}a/rendered.json`).status).toMatchObject({ reason: 'Synced' });
  });
});

describe('sources rigging cannot read', () => {
  it('SourceFetchFailed for an ExternalArtifact no JsonnetSnippet of the source publishes', async () => {
    const text = snippetYaml({ name: 's', spec: 'sourceRef:\n  kind: ExternalArtifact\n  name: src-0b5' });
    const r = await renderSnippets({ 'snippets/s.yaml': text });
    expectNotReady(
      r,
      'default/s',
      'SourceFetchFailed',
      "source ExternalArtifact default/src-0b5 not found: no JsonnetSnippet in the snippet source's files publishes it",
      { file: 'snippets/s.yaml', line: 7, column: 5 },
    );
  });

  it('SourceRefNotYetSupported for OCIRepository and Bucket', async () => {
    for (const kind of ['OCIRepository', 'Bucket']) {
      const text = snippetYaml({ name: 's', spec: `sourceRef:\n  kind: ${kind}\n  name: src-0b5` });
      const r = await renderSnippets({ 'snippets/s.yaml': text });
      expectNotReady(
        r,
        'default/s',
        'SourceRefNotYetSupported',
        'spec.sourceRef is declared but no Fetcher is wired',
        {
          file: 'snippets/s.yaml',
          line: 7,
          column: 5,
        },
      );
    }
  });

  it('SourceNotReady for a GitRepository that is not this repository', async () => {
    const repo = `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata:
  name: elsewhere
spec:
  url: https://git.example.com/other.git
`;
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({
        name: 's',
        spec: 'sourceRef: { kind: GitRepository, name: elsewhere }',
      }),
      'snippets/repo.yaml': repo,
    });
    expectNotReady(
      r,
      'default/s',
      'SourceNotReady',
      'GitRepository default/elsewhere (not this repository; rigging reads only GitRepositories annotated rigging.dev/path or listed in repositoryURLs): source not ready',
    );
  });

  it('SourceFetchFailed for a GitRepository that is not defined', async () => {
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({ name: 's', spec: 'sourceRef: { kind: GitRepository, name: ghost }' }),
    });
    expectNotReady(
      r,
      'default/s',
      'SourceFetchFailed',
      "source GitRepository default/ghost not found: no such GitRepository in the snippet source's files",
      { file: 'snippets/s.yaml', line: 6, column: 14 },
    );
  });
});

describe('EvaluationFailed', () => {
  it('carries the jsonnet error and the YAML line:column of the failing line in the block scalar', async () => {
    const text = snippetYaml({
      name: 's',
      files: {
        'main.jsonnet': "local limits = { cpu: '1' };\n{\n  cpu: limits.cpu,\n  mem: limits.memory,\n}",
      },
    });
    const r = await renderSnippets({ 'snippets/s.yaml': text });
    const { message } = expectEvaluationFailed(
      r,
      'default/s',
      'RUNTIME ERROR: field does not exist: memory',
      {
        file: 'snippets/s.yaml',
        ...posOf(text, 'limits.memory'),
      },
    );
    expect(message).toMatch(/^\tdefault\/s\/main\.jsonnet:4:8-\d+\t/m);
  });

  it('places an error in a library at the library file', async () => {
    const lib = libraryYaml('kit', {
      'main.libsonnet': "{\n  f(x):: if x > 1 then error 'too big-0b5' else x,\n}",
    });
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({
        name: 's',
        spec: librariesSpec('kit'),
        files: { 'main.jsonnet': "(import 'kit').f(2)" },
      }),
      'snippets/lib.yaml': lib,
    });
    const { message } = expectEvaluationFailed(r, 'default/s', 'RUNTIME ERROR: too big-0b5', {
      file: 'snippets/lib.yaml',
      ...posOf(lib, "error 'too big"),
    });
    // Library files are named alias/path in the trace, as JaaS's importer records them.
    expect(message).toContain('\tkit/main.libsonnet:2:');
  });

  it('reports a syntax error at its place', async () => {
    const text = snippetYaml({ name: 's', files: { 'main.jsonnet': '{\n  a: 1,\n  b: ,\n}' } });
    const r = await renderSnippets({ 'snippets/s.yaml': text });
    expect(r.code).toBe(2);
    expect(artifact(r, 'default/s/rendered.json').status?.reason).toBe('EvaluationFailed');
    const [d] = errors(r);
    expect(d?.message).toMatch(/^JsonnetSnippet default\/s: EvaluationFailed: STATIC ERROR: /);
    expect([d?.file, d?.line]).toEqual(['snippets/s.yaml', posOf(text, 'b: ,').line]);
  });

  it('places an error in a file with flow-style (quoted) text at the file key', async () => {
    const text = `apiVersion: jaas.metio.wtf/v1
kind: JsonnetSnippet
metadata:
  name: s
spec:
  files:
    main.jsonnet: "{ a: error 'quoted-0b5' }"
`;
    const r = await renderSnippets({ 'snippets/s.yaml': text });
    expectEvaluationFailed(r, 'default/s', 'RUNTIME ERROR: quoted-0b5', { file: 'snippets/s.yaml', line: 7 });
  });
});

describe('EvaluationTimeout', () => {
  // 2s: long enough for the small sibling on a busy machine, far short of the loop's end.
  it('stops an evaluation past evaluationTimeout: `evaluation exceeded 2s`', async () => {
    const slow = 'std.foldl(function(acc, i) acc + std.length(std.toString(i)), std.range(1, 100000000), 0)';
    const text = snippetYaml({ name: 'slow', files: { 'main.jsonnet': slow } });
    const r = await renderSnippets(
      { 'snippets/slow.yaml': text, 'snippets/fast.yaml': snippetYaml({ name: 'fast', files: OK }) },
      { defaultServiceAccount: 'jaas', evaluationTimeout: '2s' },
    );
    expectNotReady(r, 'default/slow', 'EvaluationTimeout', 'evaluation exceeded 2s');
    expectSynced(r, 'default/fast', jaasJson({ ok: 'reason-0b5' }));
  });

  it('words the limit as Go does', async () => {
    const slow = 'std.foldl(function(acc, i) acc + i, std.range(1, 100000000), 0)';
    const r = await renderSnippets(
      { 'snippets/slow.yaml': snippetYaml({ name: 'slow', files: { 'main.jsonnet': slow } }) },
      { defaultServiceAccount: 'jaas', evaluationTimeout: '0.25s' },
    );
    expectNotReady(r, 'default/slow', 'EvaluationTimeout', 'evaluation exceeded 250ms');
  });
});

describe('ArtifactTooLarge', () => {
  it('refuses rendered output over maxArtifactBytes; exactly the limit passes', async () => {
    const content = jaasJson({ ok: 'reason-0b5' });
    const size = Buffer.byteLength(content);
    const over = await renderSnippets(
      { 'snippets/s.yaml': snippetYaml({ name: 's', files: OK }) },
      {
        defaultServiceAccount: 'jaas',
        maxArtifactBytes: 10,
      },
    );
    expectNotReady(
      over,
      'default/s',
      'ArtifactTooLarge',
      `publisher: artifact exceeds MaxArtifactBytes: ${size} > 10`,
    );
    const exact = await renderSnippets(
      { 'snippets/s.yaml': snippetYaml({ name: 's', files: OK }) },
      {
        defaultServiceAccount: 'jaas',
        maxArtifactBytes: size,
      },
    );
    expectSynced(exact, 'default/s', content);
  });

  it('measures the source files in output: source', async () => {
    const files = { 'main.jsonnet': "import 'part.libsonnet'", 'part.libsonnet': "{ p: 'part-0b5' }" };
    const total = Object.values(files).reduce((n, t) => n + Buffer.byteLength(`${t}\n`), 0);
    const r = await renderSnippets(
      { 'snippets/s.yaml': snippetYaml({ name: 's', spec: 'output: source', files }) },
      {
        defaultServiceAccount: 'jaas',
        maxArtifactBytes: total - 1,
      },
    );
    expectNotReady(
      r,
      'default/s',
      'ArtifactTooLarge',
      `publisher: artifact exceeds MaxArtifactBytes: ${total} > ${total - 1}`,
    );
  });
});

describe('several snippets', () => {
  it('renders the good ones beside the failing ones, one diagnostic each', async () => {
    const r = await renderSnippets({
      'snippets/all.yaml': stream(
        snippetYaml({ name: 'good', files: OK }),
        snippetYaml({ name: 'broken', files: { 'main.jsonnet': "error 'bad-0b5'" } }),
        snippetYaml({ name: 'nolib', spec: librariesSpec('nope'), files: OK }),
      ),
    });
    expect(r.code).toBe(2);
    expectSynced(r, 'default/good', jaasJson({ ok: 'reason-0b5' }));
    expect(errors(r).map((d) => d.reason)).toEqual(['EvaluationFailed', 'LibraryNotFound']);
  });
});
