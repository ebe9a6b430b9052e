// Jsonnet libraries that import each other are ordinary jsonnet (imports are lazy; jsonnet-libs/xtd
// does it). The import walk that keeps libjsonnet inside the repository once keyed files by how an
// import spelled them, so `lib/./././a.libsonnet` grew until ENAMETOOLONG and every render ended in
// `internal error`. Each case renders through `rigging render` on both engines.
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, qbecApp, renderJson, renderOk } from '../qbec/helpers';
import { describeWithLibjsonnet } from '../support/libjsonnet';

cleanupTempDirs();

/** A component that puts what `expr` evaluates to (a string) into a ConfigMap. */
const reading = (prelude: string, expr: string) =>
  `${prelude}\n{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { v: ${expr} } }\n`;

const ENGINES = [
  ['rigging', describe],
  ['libjsonnet', describeWithLibjsonnet],
] as const;

for (const [engine, suite] of ENGINES) {
  const render = (dir: string) => renderOk(dir, 'dev', ['--jsonnet-engine', engine]);

  suite(`imports that lead back to a file already read, on ${engine}`, () => {
    it('renders two libraries that import each other through ./', async () => {
      const dir = await qbecApp({
        components: {
          'c.jsonnet': reading(
            "local a = import '../lib/a.libsonnet';",
            "std.join(',', [std.toString(x) for x in [a.x, a.b.y, a.b.a.b.a.x]])",
          ),
        },
        files: {
          'app/lib/a.libsonnet': "{ b: (import './b.libsonnet'), x: 1 }\n",
          'app/lib/b.libsonnet': "{ a:: (import './a.libsonnet'), y: 2 }\n",
        },
      });
      const objects = await render(dir);
      expect(objects.map((o) => o.object.data.v)).toEqual(['1,2,1']);
    });

    it('renders a library that imports itself through ./', async () => {
      const dir = await qbecApp({
        components: {
          'c.jsonnet': reading("local s = import '../lib/self.libsonnet';", 's.me.me.me.v'),
        },
        files: { 'app/lib/self.libsonnet': "{ me:: import './self.libsonnet', v: 'self' }\n" },
      });
      const objects = await render(dir);
      expect(objects[0]?.object.data.v).toBe('self');
    });

    it('follows a cycle through a symlinked directory, `..` going up from the link target', async () => {
      // app/lib/link -> ../shared/inner. From inner/a.libsonnet, `../b.libsonnet` is shared/b.libsonnet
      // (the OS goes up from the target); the text would normalise to app/lib/b.libsonnet, a decoy.
      // shared/b.libsonnet imports back into the link's target, and a.libsonnet spells itself anew.
      const dir = await qbecApp({
        components: {
          'c.jsonnet': reading(
            "local a = import '../lib/link/a.libsonnet';",
            'a.b.name + a.b.a.again.b.name + a.b.a.again.me',
          ),
        },
        files: {
          'app/shared/inner/a.libsonnet':
            "{ b: import '../b.libsonnet', again:: import '../inner/./a.libsonnet', me: '!' }\n",
          'app/shared/b.libsonnet': "{ a:: import './inner/a.libsonnet', name: 'shared' }\n",
          'app/lib/b.libsonnet': "{ a:: error 'the decoy was read', name: 'decoy' }\n",
        },
      });
      await mkdir(path.join(dir, 'app/lib'), { recursive: true });
      await symlink('../shared/inner', path.join(dir, 'app/lib/link'));
      const objects = await render(dir);
      expect(objects[0]?.object.data.v).toBe('sharedshared!');
    });

    it('renders a jsonnet-bundler vendor tree, whose short names are symlinks, with a library that imports itself back', async () => {
      // jb links vendor/<name> to vendor/github.com/<owner>/<repo>; kube-prometheus reaches
      // jsonnet-libs/xtd that way, and xtd's main file and its parts import each other through ./
      const gh = 'app/vendor/github.com/owner/tools';
      const dir = await qbecApp({
        spec: { libPaths: ['vendor'] },
        components: {
          'c.jsonnet': reading("local tools = import 'tools/main.libsonnet';", "tools.text.shout('ok')"),
        },
        files: {
          [`${gh}/main.libsonnet`]: "{ text: (import './text.libsonnet'), suffix: '!' }\n",
          [`${gh}/text.libsonnet`]:
            "local tools = import './main.libsonnet';\n{ shout(s): std.asciiUpper(s) + tools.suffix }\n",
        },
      });
      await symlink('github.com/owner/tools', path.join(dir, 'app/vendor/tools'));
      const objects = await render(dir);
      expect(objects[0]?.object.data.v).toBe('OK!');
    });

    it('passes over a library path candidate outside the repository that is not there', async () => {
      // From app/components/deep/, `../../../../x/k.libsonnet` lies above the repository and is
      // missing; through the library path lib/a/b/c it is x/k.libsonnet, which jsonnet opens.
      const dir = await qbecApp({
        spec: { libPaths: ['../lib/a/b/c'] },
        components: {
          'deep/index.jsonnet': reading("local k = import '../../../../x/k.libsonnet';", 'k.v'),
        },
        files: { 'x/k.libsonnet': "{ v: 'from the library path' }\n", 'lib/a/b/c/.keep': '' },
      });
      const objects = await render(dir);
      expect(objects.map((o) => o.object.data.v)).toEqual(['from the library path']);
    });
  });
}

describe("rigging's engine reads what evaluation reaches, through the boundary", () => {
  it('renders a component whose import outside the repository is never evaluated', async () => {
    // jsonnet reads an import only when its value is needed; the branch not taken reads nothing.
    const dir = await qbecApp({
      components: { 'c.jsonnet': reading('', "if false then importstr '/etc/passwd' else 'kept'") },
    });
    const objects = await renderOk(dir, 'dev', ['--jsonnet-engine', 'rigging']);
    expect(objects[0]?.object.data.v).toBe('kept');
  });

  it('refuses the same import once evaluation reaches it, at its line and column', async () => {
    const dir = await qbecApp({
      components: {
        'c.jsonnet': reading('// reads the host', "if true then importstr '/etc/passwd' else 'kept'"),
      },
    });
    const r = await renderJson(dir, ['--env', 'dev', '--jsonnet-engine', 'rigging']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('app/components/c.jsonnet:2:');
    expect(r.stderr).toContain('importstr "/etc/passwd" is outside the repository');
    expect(r.stderr).not.toContain('root:x:0:0');
    expect(r.json?.environments[0]?.diagnostics[0]).toMatchObject({
      file: 'app/components/c.jsonnet',
      line: 2,
      reason: 'OutsideRepository',
    });
  });
});
