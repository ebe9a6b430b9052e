import { describe, expect, it } from 'vitest';
import { diffPipelines, diffRenders } from '../../src/diff/diff';
import { createRedactor } from '../../src/diff/redact';
import type { KubeObject, RenderedObject } from '../../src/model/types';

const CANARY = 'CANARY-s3cr3t-7f1d';
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

function obj(kind: string, name: string, spec: Record<string, unknown> = {}, apiVersion = 'v1'): KubeObject {
  return { apiVersion, kind, metadata: { name, namespace: 'dev' }, ...spec };
}

function r(source: string, object: KubeObject, component = 'main'): RenderedObject {
  return { source, component, file: `${source}/${component}.jsonnet`, object };
}

function secretWith(value: string): KubeObject {
  const s: KubeObject = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'db', namespace: 'dev', annotations: {} },
    data: { password: b64(value) },
    stringData: { url: `postgres://app:${value}@db` },
  };
  // kubectl's own copy of the object, as rendered by tools that add it.
  const { annotations: _, ...metadata } = s.metadata;
  s.metadata.annotations = {
    'kubectl.kubernetes.io/last-applied-configuration': JSON.stringify({ ...s, metadata }),
  };
  return s;
}

describe('diffRenders', () => {
  it('counts added, changed, removed and unchanged per source', () => {
    const base = [
      r('web', obj('ConfigMap', 'same', { data: { a: '1' } })),
      r('web', obj('ConfigMap', 'edit', { data: { a: '1' } })),
      r('db', obj('Service', 'gone')),
    ];
    const head = [
      r('web', obj('ConfigMap', 'same', { data: { a: '1' } })),
      r('web', obj('ConfigMap', 'edit', { data: { a: '2' } })),
      r('db', obj('Service', 'new')),
    ];
    const d = diffRenders(base, head);
    expect(d.summary).toEqual({ added: 1, changed: 1, removed: 1, unchanged: 1 });
    expect(d.bySource).toEqual({
      db: { added: 1, changed: 0, removed: 1, unchanged: 0 },
      web: { added: 0, changed: 1, removed: 0, unchanged: 1 },
    });
    expect(d.changes.map((c) => [c.source, c.change, c.key.name])).toEqual([
      ['db', 'added', 'new'],
      ['db', 'removed', 'gone'],
      ['web', 'changed', 'edit'],
    ]);
    const edit = d.changes[2];
    expect(edit?.id).toBe('ConfigMap:dev/edit');
    expect(edit?.diff).toBe(
      [
        '--- a/v1 ConfigMap dev/edit',
        '+++ b/v1 ConfigMap dev/edit',
        '@@ -4,4 +4,4 @@',
        '   name: edit',
        '   namespace: dev',
        ' data:',
        '-  a: "1"',
        '+  a: "2"',
        '',
      ].join('\n'),
    );
  });

  it('diffs added objects against empty and removed ones the other way', () => {
    const d = diffRenders([r('a', obj('Service', 'old'))], [r('a', obj('Service', 'new'))]);
    const [added, removed] = d.changes;
    expect(added?.diff.startsWith('--- a/v1 Service dev/new\n+++ b/v1 Service dev/new\n@@ -0,0 +1,')).toBe(
      true,
    );
    expect(
      added?.diff
        .split('\n')
        .slice(3, -1)
        .every((l) => l.startsWith('+')),
    ).toBe(true);
    expect(removed?.diff).toContain('@@ -1,5 +0,0 @@');
    expect(
      removed?.diff
        .split('\n')
        .slice(3, -1)
        .every((l) => l.startsWith('-')),
    ).toBe(true);
    expect(added?.diff).not.toMatch(/^Index:|^===/m);
  });

  it('does not count a key reorder as a change', () => {
    const a = obj('Deployment', 'web', { spec: { replicas: 1, selector: { app: 'web' } } }, 'apps/v1');
    const b: KubeObject = {
      spec: { selector: { app: 'web' }, replicas: 1 },
      metadata: { namespace: 'dev', name: 'web' },
      kind: 'Deployment',
      apiVersion: 'apps/v1',
    };
    const d = diffRenders([r('s', a)], [r('s', b)]);
    expect(d.summary).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 1 });
    expect(d.changes).toEqual([]);
  });

  it('treats a version move of the same group, kind and name as one change', () => {
    const base = [r('s', obj('Ingress', 'web', {}, 'networking.k8s.io/v1beta1'))];
    const head = [r('s', obj('Ingress', 'web', {}, 'networking.k8s.io/v1'))];
    const d = diffRenders(base, head);
    expect(d.summary).toEqual({ added: 0, changed: 1, removed: 0, unchanged: 0 });
    const [c] = d.changes;
    expect(c?.key.version).toBe('v1');
    expect(c?.diff).toContain('--- a/networking.k8s.io/v1beta1 Ingress dev/web');
    expect(c?.diff).toContain('+++ b/networking.k8s.io/v1 Ingress dev/web');
    expect(c?.diff).toContain('-apiVersion: networking.k8s.io/v1beta1\n+apiVersion: networking.k8s.io/v1');
  });

  it('orders changes by source, head order, then removed in base order', () => {
    const base = [
      r('b', obj('ConfigMap', 'r2')),
      r('b', obj('ConfigMap', 'r1')),
      r('b', obj('ConfigMap', 'c')),
    ];
    const head = [
      r('b', obj('ConfigMap', 'n2')),
      r('a', obj('ConfigMap', 'x')),
      r('b', obj('ConfigMap', 'c', { data: { k: 'v' } })),
      r('b', obj('ConfigMap', 'n1')),
    ];
    const d = diffRenders(base, head);
    expect(d.changes.map((c) => `${c.source}:${c.key.name}`)).toEqual([
      'a:x',
      'b:n2',
      'b:c',
      'b:n1',
      'b:r2',
      'b:r1',
    ]);
    expect(diffRenders(base, head)).toEqual(d);
  });

  it('names a removed object by its base source and a moved one by its head source', () => {
    const d = diffRenders(
      [r('old', obj('ConfigMap', 'moved', { data: { a: '1' } })), r('old', obj('ConfigMap', 'gone'))],
      [r('new', obj('ConfigMap', 'moved', { data: { a: '2' } }), 'other')],
    );
    expect(d.changes.map((c) => [c.source, c.component, c.change])).toEqual([
      ['new', 'other', 'changed'],
      ['old', 'main', 'removed'],
    ]);
    expect(d.bySource.old).toEqual({ added: 0, changed: 0, removed: 1, unchanged: 0 });
  });

  it('honours the context option', () => {
    const data = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`k${String(i).padStart(2, '0')}`, 'v']),
    );
    const head = { ...data, k10: 'w' };
    const diff = (context?: number) =>
      diffRenders(
        [r('s', obj('ConfigMap', 'c', { data }))],
        [r('s', obj('ConfigMap', 'c', { data: head }))],
        {
          context,
        },
      ).changes[0]?.diff ?? '';
    expect(
      diff()
        .split('\n')
        .filter((l) => l.startsWith(' ')),
    ).toHaveLength(6);
    expect(
      diff(0)
        .split('\n')
        .filter((l) => l.startsWith(' ')),
    ).toHaveLength(0);
  });

  it('never shows a secret value, yet shows that it changed', () => {
    const redactor = createRedactor();
    const d = diffRenders([r('db', secretWith(CANARY))], [r('db', secretWith(`${CANARY}-rotated`))], {
      redactor,
    });
    expect(d.summary.changed).toBe(1);
    const text = JSON.stringify(d);
    for (const leak of [CANARY, b64(CANARY), 's3cr3t', b64(`${CANARY}-rotated`)])
      expect(text).not.toContain(leak);
    const removed = d.changes[0]?.diff.match(/^-\s+password: (redacted\.[0-9a-f]{16})$/m)?.[1];
    const added = d.changes[0]?.diff.match(/^\+\s+password: (redacted\.[0-9a-f]{16})$/m)?.[1];
    expect(removed).toBeDefined();
    expect(added).toBeDefined();
    expect(removed).not.toBe(added);
    // An unchanged secret stays unchanged under the same redactor.
    expect(
      diffRenders([r('db', secretWith(CANARY))], [r('db', secretWith(CANARY))], { redactor }).summary,
    ).toEqual({
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: 1,
    });
  });
});

describe('diffRenders redaction work', () => {
  it('redacts only what differs: an object the same on both sides is never searched for secrets', () => {
    const inner = createRedactor();
    const redacted: string[] = [];
    const redactor = {
      ...inner,
      redactObject: (o: KubeObject) => {
        redacted.push(`${o.kind}/${o.metadata.name}`);
        return inner.redactObject(o);
      },
    };
    const copy = (value: string) => obj('ConfigMap', 'copy', { data: { url: `postgres://app:${value}@db` } });
    const base = [r('s', secretWith(CANARY)), r('s', copy(CANARY)), r('s', obj('Service', 'web'))];
    const head = [
      r('s', secretWith(CANARY)),
      r('s', copy(CANARY)),
      r('s', obj('Service', 'web', { spec: { port: 80 } })),
    ];
    const d = diffRenders(base, head, { redactor });
    expect(d.summary).toEqual({ added: 0, changed: 1, removed: 0, unchanged: 2 });
    expect(redacted).toEqual(['Service/web', 'Service/web']);
    // An object that differs still shows redacted, its copy of a secret included.
    const changed = diffRenders([r('s', copy(CANARY))], [r('s', copy(`${CANARY}x`))], {
      redactor: inner,
    });
    expect(changed.summary.changed).toBe(1);
    expect(JSON.stringify(changed)).not.toContain(CANARY);
  });
});

describe('diffPipelines', () => {
  it('diffs per environment in head order, base-only environments removed', () => {
    const env = (name: string, objects: RenderedObject[]) => ({ name, objects, diagnostics: [] });
    const d = diffPipelines(
      [env('gone', [r('s', obj('ConfigMap', 'a'))]), env('prod', [r('s', obj('ConfigMap', 'a'))])],
      [env('prod', [r('s', obj('ConfigMap', 'a'))]), env('dev', [r('s', obj('ConfigMap', 'a'))])],
    );
    expect(d.environments.map((e) => [e.name, e.summary])).toEqual([
      ['prod', { added: 0, changed: 0, removed: 0, unchanged: 1 }],
      ['dev', { added: 1, changed: 0, removed: 0, unchanged: 0 }],
      ['gone', { added: 0, changed: 0, removed: 1, unchanged: 0 }],
    ]);
    expect(Object.keys(d.environments[0] ?? {})).toEqual([
      'name',
      'summary',
      'bySource',
      'changes',
      'diagnostics',
    ]);
  });

  it('shares one redactor across environments and redacts diagnostic messages', () => {
    const d = diffPipelines(
      [{ name: 'dev', objects: [], diagnostics: [] }],
      [
        {
          name: 'dev',
          objects: [r('db', secretWith(CANARY))],
          diagnostics: [
            { severity: 'error', source: 'db', file: 'f', line: 1, message: `bad value ${CANARY}` },
          ],
        },
        { name: 'prod', objects: [r('db', secretWith(CANARY))], diagnostics: [] },
      ],
    );
    expect(JSON.stringify(d)).not.toContain(CANARY);
    expect(d.environments[0]?.diagnostics[0]?.message).toMatch(/^bad value redacted\.[0-9a-f]{16}$/);
    const token = (i: number) => d.environments[i]?.changes[0]?.diff.match(/password: (redacted\.\w+)/)?.[1];
    expect(token(0)).toBeDefined();
    expect(token(0)).toBe(token(1));
  });
});
