import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, configMap, qbecApp, renderFails, renderOk } from './helpers';

cleanupTempDirs();

const cm = (name: string) => configMap(name, { k: name });

/** The ConfigMap names one jsonnet component's output flattens to, sorted. */
async function flatten(jsonnet: string): Promise<string[]> {
  const dir = await qbecApp({ components: { 'c.jsonnet': jsonnet } });
  const objects = await renderOk(dir);
  for (const o of objects) expect(o.component).toBe('c');
  return objects.map((o) => o.object.metadata.name).sort();
}

describe('flattening component output into objects', () => {
  it('takes a single object as one object', async () => {
    expect(await flatten(cm('single'))).toEqual(['single']);
  });

  it('keeps the object as written, apart from qbec metadata', async () => {
    const dir = await qbecApp({
      components: {
        'c.jsonnet': `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x', labels: { app: 'web' } }, data: { a: '1' }, extra: { nested: [1, null, true] } }`,
      },
    });
    const [o] = await renderOk(dir);
    expect(o?.object).toEqual({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: {
        name: 'x',
        labels: { app: 'web', 'qbec.io/application': 'myapp', 'qbec.io/environment': 'dev' },
        annotations: { 'qbec.io/component': 'c' },
      },
      data: { a: '1' },
      extra: { nested: [1, null, true] },
    });
  });

  it('walks the items of a kind: List', async () => {
    expect(await flatten(`{ apiVersion: 'v1', kind: 'List', items: [${cm('l1')}, ${cm('l2')}] }`)).toEqual([
      'l1',
      'l2',
    ]);
  });

  it('walks the items array of any Kubernetes-looking object, whatever its kind', async () => {
    expect(
      await flatten(
        `{ apiVersion: 'v1', kind: 'ConfigMapList', metadata: { name: 'ignored' }, items: [${cm('i1')}, { apiVersion: 'example.com/v1', kind: 'WidgetList', items: [${cm('i2')}] }] }`,
      ),
    ).toEqual(['i1', 'i2']);
  });

  it('treats an object whose items is not an array as a leaf', async () => {
    const dir = await qbecApp({
      components: {
        'c.jsonnet': `{ apiVersion: 'example.com/v1', kind: 'Bag', metadata: { name: 'bag' }, items: { a: 'not walked' } }`,
      },
    });
    const [o] = await renderOk(dir);
    expect(o?.object.items).toEqual({ a: 'not walked' });
  });

  it('walks a map of outputs, nested maps included', async () => {
    expect(
      await flatten(`{ first: ${cm('m1')}, group: { second: ${cm('m2')}, deeper: { third: ${cm('m3')} } } }`),
    ).toEqual(['m1', 'm2', 'm3']);
  });

  it('treats an object with kind but no apiVersion as a map of outputs', async () => {
    expect(await flatten(`{ kind: ${cm('inner-kind')}, other: ${cm('inner-other')} }`)).toEqual([
      'inner-kind',
      'inner-other',
    ]);
  });

  it('walks arrays and nested arrays', async () => {
    expect(await flatten(`[${cm('a1')}, [${cm('a2')}, [${cm('a3')}]], []]`)).toEqual(['a1', 'a2', 'a3']);
  });

  it('walks any mix of lists, maps and arrays', async () => {
    expect(
      await flatten(
        `{ a: [{ apiVersion: 'v1', kind: 'List', items: [{ x: ${cm('x1')} }, [${cm('x2')}]] }], b: { apiVersion: 'v1', kind: 'List', items: [] } }`,
      ),
    ).toEqual(['x1', 'x2']);
  });

  it('skips null anywhere, and maps with no objects such as {}', async () => {
    expect(await flatten(`null`)).toEqual([]);
    expect(await flatten(`{}`)).toEqual([]);
    expect(
      await flatten(
        `[null, {}, { a: null, b: {} }, ${cm('kept')}, { apiVersion: 'v1', kind: 'List', items: [null] }]`,
      ),
    ).toEqual(['kept']);
  });

  it('takes every document of a .yaml component, skipping empty and comment-only documents', async () => {
    const yaml = [
      '# leading comment',
      '---',
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata:',
      '  name: doc1',
      '---',
      '---',
      '# only a comment',
      '---',
      'apiVersion: v1',
      'kind: List',
      'items:',
      '- apiVersion: v1',
      '  kind: ConfigMap',
      '  metadata:',
      '    name: doc2',
      '---',
      '',
      '...',
      '---',
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata:',
      '  name: doc3',
      '',
    ].join('\n');
    const dir = await qbecApp({ components: { 'many.yaml': yaml } });
    const objects = await renderOk(dir);
    expect(objects.map((o) => o.object.metadata.name).sort()).toEqual(['doc1', 'doc2', 'doc3']);
    expect(objects.every((o) => o.component === 'many' && o.file === 'app/components/many.yaml')).toBe(true);
  });

  it('takes a .json component value, walking it like jsonnet output', async () => {
    const dir = await qbecApp({
      components: { 'j.json': `{ "one": ${cm('j1')}, "more": [${cm('j2')}, null] }` },
    });
    expect((await renderOk(dir)).map((o) => o.object.metadata.name).sort()).toEqual(['j1', 'j2']);
  });

  it('takes every .json and .yaml file of an index.yaml directory as one component', async () => {
    const dir = await qbecApp({
      components: {
        'bundle/index.yaml': '---\n# nothing here\n',
        'bundle/a.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: b1 }\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: { name: b2 }\n',
        'bundle/b.json': `[${cm('b3')}]`,
      },
    });
    const objects = await renderOk(dir);
    expect(objects.map((o) => o.object.metadata.name).sort()).toEqual(['b1', 'b2', 'b3']);
    expect(new Set(objects.map((o) => o.component))).toEqual(new Set(['bundle']));
  });

  it('accepts an object named by generateName only', async () => {
    const dir = await qbecApp({
      components: {
        'job.jsonnet': `{ apiVersion: 'batch/v1', kind: 'Job', metadata: { generateName: 'migrate-' } }`,
      },
    });
    const [o] = await renderOk(dir);
    expect(o?.object.metadata).toMatchObject({ generateName: 'migrate-' });
    expect(o?.object.metadata.name).toBeUndefined();
  });
});

describe('duplicate objects', () => {
  it('refuses one object produced by two components, naming both', async () => {
    const dir = await qbecApp({
      components: {
        'first.jsonnet': cm('shared'),
        'second.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shared\n',
      },
    });
    const stderr = await renderFails(dir, ['--env', 'dev']);
    expect(stderr).toMatch(
      /duplicate objects .*ConfigMap shared.*component: first.* and .*ConfigMap shared.*component: second/,
    );
  });

  it('treats objects differing only in apiVersion version as duplicates, and different namespaces as distinct', async () => {
    const dup = await qbecApp({
      components: {
        'a.jsonnet': `{ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace: 'n' } }`,
        'b.jsonnet': `{ apiVersion: 'apps/v1beta2', kind: 'Deployment', metadata: { name: 'web', namespace: 'n' } }`,
      },
    });
    expect(await renderFails(dup, ['--env', 'dev'])).toContain('duplicate objects');

    const distinct = await qbecApp({
      components: {
        'a.jsonnet': `{ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace: 'n1' } }`,
        'b.jsonnet': `{ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace: 'n2' } }`,
        'c.jsonnet': `{ apiVersion: 'v1', kind: 'Service', metadata: { name: 'web', namespace: 'n1' } }`,
      },
    });
    expect(await renderOk(distinct)).toHaveLength(3);
  });

  it('does not treat two generateName objects as duplicates', async () => {
    const dir = await qbecApp({
      components: {
        'a.jsonnet': `{ apiVersion: 'batch/v1', kind: 'Job', metadata: { generateName: 'run-' } }`,
        'b.jsonnet': `{ apiVersion: 'batch/v1', kind: 'Job', metadata: { generateName: 'run-' } }`,
      },
    });
    expect(await renderOk(dir)).toHaveLength(2);
  });

  it('refuses a duplicate inside one component', async () => {
    const dir = await qbecApp({ components: { 'a.jsonnet': `[${cm('twice')}, ${cm('twice')}]` } });
    expect(await renderFails(dir, ['--env', 'dev'])).toContain('duplicate objects');
  });
});
