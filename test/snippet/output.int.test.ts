// What a Synced snippet publishes: rendered.json (or one artifact per source file), and, when the
// rendered value is Kubernetes objects, those objects as objects of the source.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs } from '../qbec/helpers';
import {
  artifact,
  expectNotReady,
  expectSynced,
  jaasJson,
  renderSnippets,
  snippetYaml,
  sourceRevision,
} from './helpers';

cleanupTempDirs();

const cm = (name: string, extra = '') =>
  `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: '${name}'${extra} }, data: { k: '${name}-v' } }`;

async function objectsOf(code: string, namespace?: string) {
  const r = await renderSnippets({
    'snippets/s.yaml': snippetYaml({
      name: 'objs',
      files: { 'main.jsonnet': code },
      ...(namespace ? { namespace } : {}),
    }),
  });
  expect(r.code, r.stderr).toBe(0);
  return r;
}

describe('Kubernetes objects in the rendered value', () => {
  it('emits one object, with component = snippet name and defaultNamespace = snippet namespace', async () => {
    const r = await objectsOf(cm('single'), 'team-o');
    expect(r.objects).toHaveLength(1);
    expect(r.objects[0]).toMatchObject({
      source: 'dash',
      component: 'objs',
      file: 'snippets/s.yaml',
      defaultNamespace: 'team-o',
      object: { kind: 'ConfigMap', metadata: { name: 'single' } },
    });
    // The artifact is published as well.
    expect(artifact(r, 'team-o/objs/rendered.json').status?.reason).toBe('Synced');
  });

  it('emits the items of a List, an array, a map of objects, and nestings of those', async () => {
    const list = await objectsOf(`{ apiVersion: 'v1', kind: 'List', items: [${cm('l1')}, ${cm('l2')}] }`);
    expect(list.objects.map((o) => o.object.metadata.name)).toEqual(['l1', 'l2']);
    const array = await objectsOf(`[${cm('a1')}, [${cm('a2')}]]`);
    expect(array.objects.map((o) => o.object.metadata.name)).toEqual(['a1', 'a2']);
    const map = await objectsOf(`{ first: ${cm('m1')}, group: { second: ${cm('m2')} } }`);
    expect(map.objects.map((o) => o.object.metadata.name).sort()).toEqual(['m1', 'm2']);
    for (const r of [list, array, map]) {
      expect(
        r.objects.every(
          (o) =>
            o.component === 'objs' && (o as { defaultNamespace?: string }).defaultNamespace === 'default',
        ),
      ).toBe(true);
    }
    // An object keeps its own namespace.
    const own = await objectsOf(cm('ns', ", namespace: 'explicit-ns'"), 'team-o');
    expect(own.objects[0]?.object.metadata.namespace).toBe('explicit-ns');
  });

  it('does not take a dashboard, or a mix of objects and other values, for objects', async () => {
    const dashboard = await objectsOf(
      "{ title: 'cluster', panels: [{ id: 1, type: 'graph' }], kind: 'dashboard' }",
    );
    expect(dashboard.objects).toEqual([]);
    const mixed = await objectsOf(`[${cm('x')}, { title: 'not an object' }]`);
    expect(mixed.objects).toEqual([]);
    const empty = await objectsOf('[]');
    expect(empty.objects).toEqual([]);
    expectSynced(empty, 'default/objs', '[ ]\n');
    const noName = await objectsOf("{ apiVersion: 'v1', kind: 'ConfigMap', metadata: {} }");
    expect(noName.objects).toEqual([]);
  });
});

describe('output: source', () => {
  it('publishes each file of spec.files, in byte order, with one revision over all of them', async () => {
    const files = {
      'main.jsonnet': "(import 'b.libsonnet') + (import 'Z.libsonnet')\n",
      'b.libsonnet': "{ b: 'b-9c0' }\n",
      'Z.libsonnet': "{ z: 'z-9c0' }\n",
    };
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({ name: 's', spec: 'output: source\nhistory: 4', files }),
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.artifacts.map((a) => a.name)).toEqual([
      'default/s/Z.libsonnet',
      'default/s/b.libsonnet',
      'default/s/main.jsonnet',
    ]);
    const rendered = jaasJson({ b: 'b-9c0', z: 'z-9c0' });
    for (const [name, content] of Object.entries(files)) {
      expect(artifact(r, `default/s/${name}`)).toMatchObject({
        component: 's',
        content,
        revision: sourceRevision(files),
        history: 4,
        status: { ready: true, reason: 'Synced', message: `Rendered ${rendered.length} bytes from 3 files` },
      });
    }
    // Source output still evaluates: objects it renders are still objects.
    expect(r.objects).toEqual([]);
  });

  it('still fails when the source does not evaluate', async () => {
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({
        name: 's',
        spec: 'output: source',
        files: { 'main.jsonnet': "error 'src-fails-9c0'" },
      }),
    });
    expect(r.code).toBe(2);
    expect(r.artifacts.map((a) => [a.name, a.status?.reason])).toEqual([
      ['default/s/rendered.json', 'EvaluationFailed'],
    ]);
  });

  it('refuses a file name consumers would drop', async () => {
    const r = await renderSnippets({
      'snippets/s.yaml': snippetYaml({
        name: 's',
        spec: 'output: source',
        files: { 'main.jsonnet': '{}', '.hidden.libsonnet': '{}' },
      }),
    });
    expectNotReady(
      r,
      'default/s',
      'InvalidSpec',
      'publisher: source entry name would be dropped by consumers: ".hidden.libsonnet" (allowed: [A-Za-z0-9._/-] segments, no dot-prefixed segments, no traversal)',
    );
  });
});

describe('rendered output', () => {
  it('is go-jsonnet JSON: 3-space indent, sorted keys, empty containers with a space, a final newline', async () => {
    const r = await objectsOf("{ z: 1, a: [], m: {}, s: 'é\\u0001', n: 1.5 }");
    expect(artifact(r, 'default/objs/rendered.json').content).toBe(
      '{\n   "a": [ ],\n   "m": { },\n   "n": 1.5,\n   "s": "é\\u0001",\n   "z": 1\n}\n',
    );
  });
});
