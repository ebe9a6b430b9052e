import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, configMap, qbecApp, renderFails, renderOk } from './helpers';

cleanupTempDirs();

const byComponent = (objects: { component: string; object: { metadata: { name: string } } }[]) => {
  const out: Record<string, string[]> = {};
  for (const o of objects) {
    const list = out[o.component] ?? [];
    list.push(o.object.metadata.name);
    out[o.component] = list;
  }
  for (const list of Object.values(out)) list.sort();
  return out;
};

describe('qbec component discovery', () => {
  it('loads .jsonnet, .json and .yaml files in componentsDir, named by file name without extension', async () => {
    const dir = await qbecApp({
      components: {
        'web.jsonnet': configMap('from-jsonnet'),
        'db.json': configMap('from-json'),
        'cache.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: from-yaml\n',
        'two.parts.jsonnet': configMap('from-dotted'),
      },
    });
    const objects = await renderOk(dir);
    expect(byComponent(objects)).toEqual({
      web: ['from-jsonnet'],
      db: ['from-json'],
      cache: ['from-yaml'],
      // Only the last extension is removed.
      'two.parts': ['from-dotted'],
    });
    const files = Object.fromEntries(objects.map((o) => [o.component, o.file]));
    expect(files).toEqual({
      web: 'app/components/web.jsonnet',
      db: 'app/components/db.json',
      cache: 'app/components/cache.yaml',
      'two.parts': 'app/components/two.parts.jsonnet',
    });
  });

  it('ignores .libsonnet, .yml and other files directly in componentsDir', async () => {
    const dir = await qbecApp({
      components: {
        'main.jsonnet': `(import 'lib.libsonnet').cm('main')`,
        'lib.libsonnet': `{ cm(n):: ${configMap('x')} + { metadata: { name: n } } }`,
        'other.libsonnet': configMap('from-libsonnet'),
        'compose.yml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: from-yml\n',
        'README.md': '# not a component\n',
        'upper.JSON': configMap('from-upper-case-extension'),
        'data.txt': 'hello',
      },
    });
    const objects = await renderOk(dir);
    expect(byComponent(objects)).toEqual({ main: ['main'] });
  });

  it('loads a dotfile component like any other (qbec does not skip hidden files)', async () => {
    const dir = await qbecApp({ components: { '.hidden.jsonnet': configMap('hidden') } });
    const objects = await renderOk(dir);
    expect(byComponent(objects)).toEqual({ '.hidden': ['hidden'] });
  });

  it('makes a subdirectory with index.jsonnet one component of that file only', async () => {
    const dir = await qbecApp({
      components: {
        'api/index.jsonnet': `[(import 'part.libsonnet'), ${configMap('api-index')}]`,
        'api/part.libsonnet': configMap('api-part'),
        'api/other.jsonnet': configMap('api-other-jsonnet'),
        'api/other.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api-other-yaml\n',
        'api/other.json': configMap('api-other-json'),
      },
    });
    const objects = await renderOk(dir);
    expect(byComponent(objects)).toEqual({ api: ['api-index', 'api-part'] });
    expect(objects[0]?.file).toBe('app/components/api/index.jsonnet');
  });

  it('prefers index.jsonnet over index.yaml in the same subdirectory', async () => {
    const dir = await qbecApp({
      components: {
        'both/index.jsonnet': configMap('from-index-jsonnet'),
        'both/index.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: from-index-yaml\n',
      },
    });
    expect(byComponent(await renderOk(dir))).toEqual({ both: ['from-index-jsonnet'] });
  });

  it('makes a subdirectory with index.yaml one component of all its .json and .yaml files', async () => {
    const dir = await qbecApp({
      components: {
        'static/index.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: s-index\n',
        'static/extra.json': configMap('s-json'),
        'static/more.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: s-more-1\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: s-more-2\n',
        'static/skipped.yml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: s-yml\n',
        'static/skipped.jsonnet': configMap('s-jsonnet'),
        'static/nested/deep.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: s-nested\n',
      },
    });
    const objects = await renderOk(dir);
    expect(byComponent(objects)).toEqual({ static: ['s-index', 's-json', 's-more-1', 's-more-2'] });
  });

  it('ignores a subdirectory without an index file, and anything nested deeper', async () => {
    const dir = await qbecApp({
      components: {
        'keep.jsonnet': configMap('keep'),
        'lib/util.jsonnet': configMap('lib-util'),
        'lib/cm.json': configMap('lib-json'),
        'lib/inner/index.jsonnet': configMap('lib-inner'),
        'lib/Index.jsonnet': configMap('lib-wrong-case'),
      },
    });
    expect(byComponent(await renderOk(dir))).toEqual({ keep: ['keep'] });
  });

  it('uses components/ by default and spec.componentsDir when set', async () => {
    const files = {
      'app/components/default.jsonnet': configMap('in-default-dir'),
      'app/k8s/parts/custom.jsonnet': configMap('in-custom-dir'),
      'app/k8s/parts/sub/index.jsonnet': configMap('in-custom-subdir'),
    };
    const defaultDir = await qbecApp({ files });
    expect(byComponent(await renderOk(defaultDir))).toEqual({ default: ['in-default-dir'] });

    const customDir = await qbecApp({ files, spec: { componentsDir: 'k8s/parts' } });
    expect(byComponent(await renderOk(customDir))).toEqual({
      custom: ['in-custom-dir'],
      sub: ['in-custom-subdir'],
    });
  });

  it('reports a componentsDir that does not exist', async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': configMap('a') },
      spec: { componentsDir: 'nowhere' },
    });
    const stderr = await renderFails(dir);
    expect(stderr).toMatch(
      /app\/qbec\.yaml:\d+:\d+: .*no component directories found after expanding nowhere/,
    );
  });

  it('refuses two components with one name (a.json and a.yaml), naming both files', async () => {
    const dir = await qbecApp({
      components: {
        'a.json': configMap('json'),
        'a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: yaml\n',
      },
    });
    const stderr = await renderFails(dir);
    expect(stderr).toContain('duplicate component a, found app/components/a.json and app/components/a.yaml');
  });

  it('refuses a file component and a directory component with one name', async () => {
    const dir = await qbecApp({
      components: { 'web.jsonnet': configMap('file'), 'web/index.jsonnet': configMap('dir') },
    });
    const stderr = await renderFails(dir);
    expect(stderr).toMatch(/duplicate component web, found app\/components\/web/);
    expect(stderr).toContain('app/components/web.jsonnet');
    expect(stderr).toContain('app/components/web/index.jsonnet');
  });
});
