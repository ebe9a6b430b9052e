import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, configMap, qbecApp, renderFails, renderOk } from './helpers';

cleanupTempDirs();

const COMPONENTS = {
  'web.jsonnet': configMap('from-jsonnet'),
  'static.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: from-yaml\n',
  'raw.json': configMap('from-json'),
  'bundle/index.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: from-index-yaml\n',
};

describe('postProcessor', () => {
  it('runs on every object, whatever kind of component made it', async () => {
    const dir = await qbecApp({
      components: COMPONENTS,
      spec: { postProcessor: 'pp.jsonnet' },
      files: {
        'app/pp.jsonnet': `function(object) object + { metadata+: { annotations+: { processed: object.metadata.name } } }`,
      },
    });
    const objects = await renderOk(dir);
    expect(objects).toHaveLength(4);
    for (const o of objects) {
      expect(o.object.metadata.annotations.processed).toBe(o.object.metadata.name);
      // qbec's annotation is still there.
      expect(o.object.metadata.annotations['qbec.io/component']).toBe(o.component);
    }
  });

  it('sees the ext vars: qbec.io/*, external and computed', async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': configMap('a') },
      spec: {
        postProcessor: 'pp.jsonnet',
        baseProperties: { size: 'large' },
        vars: { external: [{ name: 'team', default: 'blue' }], computed: [{ name: 'c', code: '1 + 1' }] },
      },
      source: { appTag: 'tg' },
      files: {
        'app/pp.jsonnet': `function(object) object + { metadata+: { annotations+: {
          env: std.extVar('qbec.io/env'), tag: std.extVar('qbec.io/tag'), ns: std.extVar('qbec.io/defaultNs'),
          props: std.toString(std.extVar('qbec.io/envProperties').size), team: std.extVar('team'),
          c: std.toString(std.extVar('c')) } } }`,
      },
    });
    const [o] = await renderOk(dir);
    expect(o?.object.metadata.annotations).toMatchObject({
      env: 'dev',
      tag: 'tg',
      ns: 'dev-ns',
      props: 'large',
      team: 'blue',
      c: '2',
    });
  });

  it("runs before qbec's labels are added, so it can neither see nor remove them", async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': configMap('a') },
      spec: { postProcessor: 'pp.jsonnet' },
      files: {
        'app/pp.jsonnet': `function(object) object + {
          metadata+: {
            labels: { seen: std.toString(std.objectHas(std.get(object.metadata, 'labels', {}), 'qbec.io/application')) },
            annotations: {},
          },
        }`,
      },
    });
    const [o] = await renderOk(dir);
    expect(o?.object.metadata.labels).toEqual({
      seen: 'false',
      'qbec.io/application': 'myapp',
      'qbec.io/environment': 'dev',
    });
    expect(o?.object.metadata.annotations).toEqual({ 'qbec.io/component': 'a' });
  });

  it('cannot overwrite qbec keys either', async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': configMap('a') },
      spec: { postProcessor: 'pp.jsonnet' },
      files: {
        'app/pp.jsonnet': `function(object) object + { metadata+: {
          labels+: { 'qbec.io/application': 'hijacked', 'qbec.io/environment': 'hijacked' },
          annotations+: { 'qbec.io/component': 'hijacked' } } }`,
      },
    });
    const [o] = await renderOk(dir);
    expect(o?.object.metadata.labels['qbec.io/application']).toBe('myapp');
    expect(o?.object.metadata.labels['qbec.io/environment']).toBe('dev');
    expect(o?.object.metadata.annotations['qbec.io/component']).toBe('a');
  });

  it('runs several files separated by ":" in order, each on the previous one\'s result', async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': configMap('a'), 'b.yaml': configMap('b') },
      spec: { postProcessor: 'pp/first.jsonnet:pp/second.jsonnet' },
      files: {
        'app/pp/first.jsonnet': `function(object) object + { metadata+: { annotations+: { trail: 'first' } } }`,
        'app/pp/second.jsonnet': `function(object) object + { metadata+: { annotations+: { trail: super.trail + ',second' } } }`,
      },
    });
    const objects = await renderOk(dir);
    expect(objects.map((o) => o.object.metadata.annotations.trail)).toEqual(['first,second', 'first,second']);
  });

  it('can change the object, e.g. set its namespace, and the output is ordered by the result', async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': configMap('a') },
      spec: { postProcessor: 'pp.jsonnet' },
      files: {
        'app/pp.jsonnet': `function(object) object + { metadata+: { namespace: std.extVar('qbec.io/defaultNs') } }`,
      },
    });
    const [o] = await renderOk(dir);
    expect(o?.object.metadata.namespace).toBe('dev-ns');
  });

  it('fails when it returns something that is not an object', async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': configMap('a') },
      spec: { postProcessor: 'pp.jsonnet' },
      files: { 'app/pp.jsonnet': `function(object) 'boo'` },
    });
    const stderr = await renderFails(dir, ['--env', 'dev']);
    // qbec quotes the value; rigging names only its type, since post-processor output may hold secrets.
    expect(stderr).toMatch(/^app\/pp\.jsonnet.*post-eval did not return an object \(got a string\)/m);
  });

  it('fails when it returns a list rather than one Kubernetes object', async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': configMap('a') },
      spec: { postProcessor: 'pp.jsonnet' },
      files: { 'app/pp.jsonnet': `function(object) { apiVersion: 'v1', kind: 'List', items: [object] }` },
    });
    const stderr = await renderFails(dir, ['--env', 'dev']);
    expect(stderr).toContain('post-eval did not return a K8s object');
  });

  it('reports a runtime error in the post-processor at its file:line:col', async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': configMap('a') },
      spec: { postProcessor: 'pp.jsonnet' },
      files: {
        'app/pp.jsonnet': `function(object)\n  if object.kind == 'ConfigMap' then error 'no config maps' else object\n`,
      },
    });
    const stderr = await renderFails(dir, ['--env', 'dev']);
    expect(stderr).toMatch(/^app\/pp\.jsonnet:2:\d+: .*no config maps/m);
  });

  it('passes the object as the top-level argument named object', async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': configMap('a') },
      spec: { postProcessor: 'pp.jsonnet' },
      files: { 'app/pp.jsonnet': `function(obj) obj` },
    });
    const stderr = await renderFails(dir, ['--env', 'dev']);
    expect(stderr).toMatch(/app\/pp\.jsonnet.*parameter object/);
  });

  it('rejects two post-processor files with the same base name', async () => {
    // qbec (internal/model/app.go checkProcessors, run by NewApp) refuses
    // "invalid post-processor 'b/pp.jsonnet', has the same base name as 'a/pp.jsonnet'".
    // src/render/qbec/app.ts splits spec.postProcessor on ':' and never checks the names.
    const dir = await qbecApp({
      components: { 'a.jsonnet': configMap('a') },
      spec: { postProcessor: 'a/pp.jsonnet:b/pp.jsonnet' },
      files: {
        'app/a/pp.jsonnet': 'function(object) object',
        'app/b/pp.jsonnet': 'function(object) object',
      },
    });
    const stderr = await renderFails(dir, ['--env', 'dev']);
    expect(stderr).toMatch(
      /invalid post-processor '[^']*b\/pp\.jsonnet', has the same base name as '[^']*a\/pp\.jsonnet'/,
    );
  });
});
