import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, configMap, qbecApp, renderFails, renderOk } from './helpers';

cleanupTempDirs();

describe('labels and annotations qbec adds', () => {
  it('labels every object with the app and the qbec environment and annotates the component', async () => {
    const dir = await qbecApp({
      components: {
        'web.jsonnet': configMap('web'),
        'static.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: static\n',
        'raw.json': configMap('raw'),
        'dir/index.jsonnet': configMap('dir'),
      },
    });
    const objects = await renderOk(dir);
    expect(objects).toHaveLength(4);
    for (const o of objects) {
      expect(o.object.metadata.labels).toEqual({
        'qbec.io/application': 'myapp',
        'qbec.io/environment': 'dev',
      });
      expect(o.object.metadata.annotations).toEqual({ 'qbec.io/component': o.component });
    }
  });

  it('adds the qbec.io/tag label only when a tag is set', async () => {
    const tagged = await qbecApp({ components: { 'a.jsonnet': configMap('a') }, source: { appTag: 'pr-7' } });
    const [withTag] = await renderOk(tagged);
    expect(withTag?.object.metadata.labels['qbec.io/tag']).toBe('pr-7');

    const untagged = await qbecApp({ components: { 'a.jsonnet': configMap('a') } });
    const [noTag] = await renderOk(untagged);
    expect(noTag?.object.metadata.labels).not.toHaveProperty('qbec.io/tag');
  });

  it('adds the qbec.io/component label only with addComponentLabel', async () => {
    const on = await qbecApp({
      components: { 'a.jsonnet': configMap('a') },
      spec: { addComponentLabel: true },
    });
    const [labelled] = await renderOk(on);
    expect(labelled?.object.metadata.labels['qbec.io/component']).toBe('a');
    expect(labelled?.object.metadata.annotations['qbec.io/component']).toBe('a');

    const off = await qbecApp({
      components: { 'a.jsonnet': configMap('a') },
      spec: { addComponentLabel: false },
    });
    const [plain] = await renderOk(off);
    expect(plain?.object.metadata.labels).not.toHaveProperty('qbec.io/component');
  });

  it("uses the app's metadata.name and the mapped qbec environment name", async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': configMap('a') },
      spec: { environments: { staging: { server: 'https://s:6443' } } },
      source: { environments: { dev: 'staging', prod: 'staging' } },
    });
    const [o] = await renderOk(dir, 'dev');
    expect(o?.object.metadata.labels).toMatchObject({
      'qbec.io/application': 'myapp',
      'qbec.io/environment': 'staging',
    });
  });

  it("keeps the object's own labels and annotations, but qbec's keys win", async () => {
    const dir = await qbecApp({
      components: {
        'mine.jsonnet': `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'm',
          labels: { app: 'web', 'qbec.io/application': 'other', 'qbec.io/environment': 'elsewhere', 'qbec.io/tag': 'own' },
          annotations: { note: 'hi', 'qbec.io/component': 'pretend' } } }`,
      },
      source: { appTag: 't1' },
    });
    const [o] = await renderOk(dir);
    expect(o?.object.metadata.labels).toEqual({
      app: 'web',
      'qbec.io/application': 'myapp',
      'qbec.io/environment': 'dev',
      'qbec.io/tag': 't1',
    });
    expect(o?.object.metadata.annotations).toEqual({ note: 'hi', 'qbec.io/component': 'mine' });
  });

  it('does not fill in metadata.namespace', async () => {
    const dir = await qbecApp({
      components: {
        'a.jsonnet': configMap('no-ns'),
        'b.jsonnet': `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'with-ns', namespace: 'own' } }`,
      },
    });
    const objects = await renderOk(dir);
    const ns = Object.fromEntries(objects.map((o) => [o.object.metadata.name, o.object.metadata.namespace]));
    expect(ns).toEqual({ 'no-ns': undefined, 'with-ns': 'own' });
    expect(objects.find((o) => o.object.metadata.name === 'no-ns')?.object.metadata).not.toHaveProperty(
      'namespace',
    );
  });

  it('drops generateName when name is set too', async () => {
    const dir = await qbecApp({
      components: {
        'a.jsonnet': `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'fixed', generateName: 'gen-' } }`,
      },
    });
    const [o] = await renderOk(dir);
    expect(o?.object.metadata.name).toBe('fixed');
    expect(o?.object.metadata).not.toHaveProperty('generateName');
  });

  it('rejects labels or annotations that are not strings', async () => {
    const dir = await qbecApp({
      components: {
        'a.jsonnet': `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a', labels: { replicas: 3 } } }`,
      },
    });
    const stderr = await renderFails(dir, ['--env', 'dev']);
    expect(stderr).toMatch(/app\/components\/a\.jsonnet: .*labels/);
  });
});
