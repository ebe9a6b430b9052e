// JaaS's importer (internal/eval/importer.go): relative within the importing file's own root, a
// bare alias to the library's main.libsonnet, `alias/file`, then the snippet's files and every
// listed library in sorted alias order; a miss names the import. Only listed libraries are visible.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, type DiagnosticJson } from '../qbec/helpers';
import {
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
} from './helpers';

cleanupTempDirs();

/** A snippet `s` listing `libs`, with `files`, in snippets/s.yaml; libraries in snippets/libs.yaml. */
async function render(
  files: Record<string, string>,
  libs: string[],
  libraries: Record<string, Record<string, string>>,
) {
  const text = snippetYaml({ name: 's', spec: libs.length ? librariesSpec(...libs) : '', files });
  const libText = stream(...Object.entries(libraries).map(([name, f]) => libraryYaml(name, f)));
  const r = await renderSnippets({
    'snippets/s.yaml': text,
    ...(libText ? { 'snippets/libs.yaml': libText } : {}),
  });
  return { r, text, libText };
}

/** The line of `needle` (an import): the column is checked once, in its own test below. */
const at = (file: string, text: string, needle: string) => ({ file, line: posOf(text, needle).line });

describe('import resolution', () => {
  it('resolves relative to the importing file within its own root (a library file imports its sibling)', async () => {
    const { r } = await render(
      {
        'main.jsonnet': "local k = import 'kit';\nlocal n = import 'sub/a.libsonnet';\n{ kit: k, nested: n }",
        'sub/a.libsonnet': "import 'b.libsonnet'",
        'sub/b.libsonnet': "{ b: 'snippet-sub-b-31f' }",
        // Same name as the library's sibling: the library must not see this one.
        'util.libsonnet': "{ u: 'snippet-util-WRONG' }",
      },
      ['kit'],
      {
        kit: {
          'main.libsonnet': "(import 'util.libsonnet') + (import './parts/p.libsonnet')",
          'util.libsonnet': "{ u: 'kit-util-31f' }",
          'parts/p.libsonnet': "import '../parts/q.libsonnet'",
          'parts/q.libsonnet': "{ q: 'kit-q-31f' }",
        },
      },
    );
    expectSynced(
      r,
      'default/s',
      jaasJson({ kit: { u: 'kit-util-31f', q: 'kit-q-31f' }, nested: { b: 'snippet-sub-b-31f' } }),
      4,
    );
  });

  it('does not let `..` escape a root: a library reaching for the snippet misses', async () => {
    const { r, libText } = await render(
      { 'main.jsonnet': "import 'kit'", 'private.libsonnet': "{ leaked: 'escape-canary-90a' }" },
      ['kit'],
      { kit: { 'main.libsonnet': "{\n  x: import '../private.libsonnet',\n}" } },
    );
    expectEvaluationFailed(
      r,
      'default/s',
      'RUNTIME ERROR: import "../private.libsonnet" matches no sibling file or library alias',
      at('snippets/libs.yaml', libText, "import '../private"),
    );
    expect(r.stdout).not.toContain('escape-canary-90a');
  });

  it('loads main.libsonnet for a bare alias; says so when the library has none', async () => {
    const ok = await render({ 'main.jsonnet': "import 'kit'" }, ['kit'], {
      kit: { 'main.libsonnet': "{ main: 'kit-main-2b7' }" },
    });
    expectSynced(ok.r, 'default/s', jaasJson({ main: 'kit-main-2b7' }));

    const { r, text } = await render({ 'main.jsonnet': "{\n  v: import 'kit',\n}" }, ['kit'], {
      kit: { 'index.libsonnet': '{}' },
    });
    const { message } = expectEvaluationFailed(
      r,
      'default/s',
      'RUNTIME ERROR: library "kit" has no main.libsonnet',
      at('snippets/s.yaml', text, "import 'kit'"),
    );
    // The trace names the entry as JaaS names it: <ns>/<name>/<entryFile>.
    expect(message).toContain('\tdefault/s/main.jsonnet:2:');
  });

  it('loads `alias/file` from that library; says so when the file is not in it', async () => {
    const ok = await render(
      { 'main.jsonnet': "{ p: import 'kit/panels/cpu.libsonnet', raw: importstr 'kit/data/banner.txt' }" },
      ['kit'],
      { kit: { 'panels/cpu.libsonnet': "{ panel: 'cpu-6d0' }", 'data/banner.txt': 'banner-6d0\n' } },
    );
    expectSynced(ok.r, 'default/s', jaasJson({ p: { panel: 'cpu-6d0' }, raw: 'banner-6d0\n' }));

    const { r, text } = await render({ 'main.jsonnet': "import 'kit/panels/mem.libsonnet'" }, ['kit'], {
      kit: { 'panels/cpu.libsonnet': '{}' },
    });
    expectEvaluationFailed(
      r,
      'default/s',
      'RUNTIME ERROR: file "panels/mem.libsonnet" not found in library "kit"',
      at('snippets/s.yaml', text, "import 'kit/panels"),
    );
  });

  it("a missing `alias/file` is final: the snippet's own file of that path is not tried", async () => {
    const { r } = await render(
      { 'main.jsonnet': "import 'kit/x.libsonnet'", 'kit/x.libsonnet': "{ mine: 'relative-wins-71b' }" },
      ['kit'],
      { kit: { 'main.libsonnet': '{}' } },
    );
    // Step 1 (relative: kit/x.libsonnet among the snippet's files) comes first, so this one resolves.
    expectSynced(r, 'default/s', jaasJson({ mine: 'relative-wins-71b' }), 2);
    const sub = await render(
      {
        'main.jsonnet': "import 'sub/m.libsonnet'",
        'sub/m.libsonnet': "import 'kit/x.libsonnet'",
        'kit/x.libsonnet': '{}',
      },
      ['kit'],
      { kit: { 'main.libsonnet': '{}' } },
    );
    // From sub/, relative is sub/kit/x.libsonnet: a miss; then kit/ is the alias and has no x.libsonnet.
    expectEvaluationFailed(
      sub.r,
      'default/s',
      'RUNTIME ERROR: file "x.libsonnet" not found in library "kit"',
    );
  });

  it('a sibling file beats an alias of the same name', async () => {
    const { r } = await render(
      { 'main.jsonnet': "import 'kit'", kit: "{ from: 'sibling-kit-e41' }" },
      ['kit'],
      {
        kit: { 'main.libsonnet': "{ from: 'library-WRONG' }" },
      },
    );
    expectSynced(r, 'default/s', jaasJson({ from: 'sibling-kit-e41' }), 2);
  });

  it('searches a bare path in the snippet files, then the libraries in sorted alias order', async () => {
    // Listed zeta before alpha: alpha still comes first.
    const libs = {
      zeta: { 'common.libsonnet': "{ from: 'zeta-WRONG' }", 'only-zeta.libsonnet': "{ from: 'zeta-8e3' }" },
      alpha: { 'common.libsonnet': "{ from: 'alpha-8e3' }", 'shared.libsonnet': "{ from: 'alpha-WRONG' }" },
    };
    const { r } = await render(
      {
        'main.jsonnet': "import 'deep/x.libsonnet'",
        // From deep/, relative lookups miss (deep/common.libsonnet ...), so step 4 decides.
        'deep/x.libsonnet':
          "{ common: import 'common.libsonnet', shared: import 'shared.libsonnet', zeta: import 'only-zeta.libsonnet' }",
        'shared.libsonnet': "{ from: 'snippet-8e3' }",
      },
      ['zeta', 'alpha'],
      libs,
    );
    expectSynced(
      r,
      'default/s',
      jaasJson({
        common: { from: 'alpha-8e3' },
        shared: { from: 'snippet-8e3' },
        zeta: { from: 'zeta-8e3' },
      }),
      3,
    );
  });

  it('names the import that matches nothing, at the import', async () => {
    const { r, text } = await render(
      { 'main.jsonnet': "local a = { x: 1 };\nlocal b = import 'nope.libsonnet';\na + b" },
      [],
      {},
    );
    expectEvaluationFailed(
      r,
      'default/s',
      'RUNTIME ERROR: import "nope.libsonnet" matches no sibling file or library alias',
      at('snippets/s.yaml', text, "import 'nope"),
    );
  });

  it('places a failed import at the `import` keyword, as go-jsonnet does (diagnostic and trace)', async () => {
    const { r, text } = await render(
      { 'main.jsonnet': "local a = { x: 1 };\nlocal b = import 'nope.libsonnet';\na + b" },
      [],
      {},
    );
    const { message } = expectEvaluationFailed(
      r,
      'default/s',
      'RUNTIME ERROR: import "nope.libsonnet" matches no sibling file or library alias',
      { file: 'snippets/s.yaml', ...posOf(text, "import 'nope") },
    );
    // go-jsonnet: the import expression starts at column 11 of line 2 of the entry.
    expect(message).toMatch(/^\tdefault\/s\/main\.jsonnet:2:11-\d+\t/m);
  });

  it("gives the diagnostic the error's trace in JaaS's names, printed under it", async () => {
    const { r } = await render(
      { 'main.jsonnet': "local kit = import 'kit';\n{ a: kit.port({}) }" },
      ['kit'],
      {
        kit: { 'main.libsonnet': '{\n  port(cfg):: cfg.port,\n}' },
      },
    );
    expectEvaluationFailed(r, 'default/s', 'RUNTIME ERROR: field does not exist: port');
    const d = errors(r)[0] as DiagnosticJson;
    expect(d.trace?.split('\n').slice(0, 2)).toEqual([
      '\tkit/main.libsonnet:2:15-23\tfunction <anonymous>',
      '\tdefault/s/main.jsonnet:2:6-18\tobject <anonymous>',
    ]);
    expect(r.stderr).toContain(`EvaluationFailed: RUNTIME ERROR: field does not exist: port\n${d.trace}\n`);
  });

  it('keeps the columns of code after an unresolved import on the same line', async () => {
    const { r, text } = await render(
      { 'main.jsonnet': "local unused = import 'nope.libsonnet'; { a: error 'after-import-3c9' }" },
      [],
      {},
    );
    const { message } = expectEvaluationFailed(r, 'default/s', 'RUNTIME ERROR: after-import-3c9', {
      file: 'snippets/s.yaml',
      ...posOf(text, "error 'after-import"),
    });
    // `error 'after-import-3c9'` starts at column 46 of line 1.
    expect(message).toMatch(/^\tdefault\/s\/main\.jsonnet:1:46-\d+\t/m);
  });

  it('importstr reads a library file as text', async () => {
    const { r } = await render({ 'main.jsonnet': "{ sql: importstr 'queries/top.sql' }" }, ['queries'], {
      queries: { 'top.sql': 'SELECT 1 -- c4d\n' },
    });
    expectSynced(r, 'default/s', jaasJson({ sql: 'SELECT 1 -- c4d\n' }));
  });

  it('cannot see a library that is not listed, even by its full path', async () => {
    const { r, text } = await render({ 'main.jsonnet': "import 'hidden/main.libsonnet'" }, ['kit'], {
      kit: { 'main.libsonnet': '{}' },
      hidden: { 'main.libsonnet': "{ h: 'hidden-canary-1aa' }" },
    });
    expectEvaluationFailed(
      r,
      'default/s',
      'RUNTIME ERROR: import "hidden/main.libsonnet" matches no sibling file or library alias',
      at('snippets/s.yaml', text, "import 'hidden"),
    );
    expect(r.stdout).not.toContain('hidden-canary-1aa');
  });

  it("lets a library import another listed library's alias (one import namespace)", async () => {
    const { r } = await render({ 'main.jsonnet': "import 'dash'" }, ['dash', 'colors'], {
      dash: { 'main.libsonnet': "{ color: (import 'colors').red }" },
      colors: { 'main.libsonnet': "{ red: '#f00-5e5' }" },
    });
    expectSynced(r, 'default/s', jaasJson({ color: '#f00-5e5' }));
  });

  // rigging's engine only: libjsonnet names a staged snippet by its staging path (README, "Jsonnet engine").
  it.skipIf(process.env.RIGGING_TEST_JSONNET_ENGINE === 'libjsonnet')(
    "gives std.thisFile JaaS's names: the snippet `<namespace>/<name>/<entry>`, each import where it was found",
    async () => {
      const { r } = await render(
        {
          'main.jsonnet': "{ main: std.thisFile, sub: import 'sub/a.libsonnet', kit: import 'kit' }",
          'sub/a.libsonnet': 'std.thisFile',
        },
        ['kit'],
        { kit: { 'main.libsonnet': 'std.thisFile' } },
      );
      expectSynced(
        r,
        'default/s',
        jaasJson({ main: 'default/s/main.jsonnet', sub: 'sub/a.libsonnet', kit: 'kit/main.libsonnet' }),
        2,
      );
    },
  );
});

describe('library aliases', () => {
  it("defaults the alias to the library's name; an importPath replaces it", async () => {
    const byName = await render({ 'main.jsonnet': "import 'kit'" }, ['kit'], {
      kit: { 'main.libsonnet': "{ by: 'name-0f2' }" },
    });
    expectSynced(byName.r, 'default/s', jaasJson({ by: 'name-0f2' }));
    const renamed = await render({ 'main.jsonnet': "{ a: import 'k2', b: import 'kit' }" }, ['kit=k2'], {
      kit: { 'main.libsonnet': "{ by: 'alias-0f2' }" },
    });
    expectEvaluationFailed(
      renamed.r,
      'default/s',
      'RUNTIME ERROR: import "kit" matches no sibling file or library alias',
    );
    const onlyAlias = await render({ 'main.jsonnet': "import 'k2'" }, ['kit=k2'], {
      kit: { 'main.libsonnet': "{ by: 'alias-0f2' }" },
    });
    expectSynced(onlyAlias.r, 'default/s', jaasJson({ by: 'alias-0f2' }));
  });

  it('refuses two libraries with one alias (InvalidSpec at the second)', async () => {
    const { r, text } = await render({ 'main.jsonnet': "import 'ui'" }, ['kit=ui', 'other', 'theme=ui'], {
      kit: { 'main.libsonnet': '{}' },
      other: { 'main.libsonnet': '{}' },
      theme: { 'main.libsonnet': '{}' },
    });
    expectNotReady(
      r,
      'default/s',
      'InvalidSpec',
      'spec.libraries import path "ui" is used by more than one entry; each library must resolve to a distinct import path',
      // libraries[2]: the entry's first key.
      { file: 'snippets/s.yaml', line: posOf(text, '    name: theme').line - 1, column: 7 },
    );
    // An importPath equal to another library's name collides too.
    const byName = await render({ 'main.jsonnet': '{}' }, ['kit', 'other=kit'], {
      kit: { 'main.libsonnet': '{}' },
      other: { 'main.libsonnet': '{}' },
    });
    expectNotReady(
      byName.r,
      'default/s',
      'InvalidSpec',
      'spec.libraries import path "kit" is used by more than one entry; each library must resolve to a distinct import path',
    );
  });

  it('refuses an alias that is not one path segment', async () => {
    for (const alias of ['grafana/v2', '..', 'a b']) {
      const { r } = await render({ 'main.jsonnet': '{}' }, [`kit=${alias}`], {
        kit: { 'main.libsonnet': '{}' },
      });
      expectNotReady(
        r,
        'default/s',
        'InvalidSpec',
        `spec.libraries import alias ${JSON.stringify(alias)} must be a single path segment (allowed: one [A-Za-z0-9._-] segment, no slash or traversal)`,
      );
    }
  });
});
