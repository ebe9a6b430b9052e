import { describe, expect, it } from 'vitest';
import { parsePointer } from '../../src/config/pointer';
import type { IgnoreRule } from '../../src/config/types';
import { diffPipelines, diffRenders } from '../../src/diff/diff';
import type { KubeObject, RenderedObject } from '../../src/model/types';

const CANARY = 'CANARY-s3cr3t-51ab';

function rule(fields: Partial<Omit<IgnoreRule, 'paths'>> & { paths?: string[] }): IgnoreRule {
  const pointers = fields.paths ?? [];
  const paths = pointers.map((p) => (parsePointer(p) as { tokens: string[] }).tokens);
  return { labels: [], annotations: [], ...fields, paths, pointers };
}

/** The example: replicas belong to the autoscaler on `web-*`; revisions to the controller. */
const RULES = [
  rule({ kind: 'Deployment', group: 'apps', name: 'web-*', paths: ['/spec/replicas'] }),
  rule({ annotations: ['deployment.kubernetes.io/revision'] }),
];

function deployment(name: string, replicas: number, revision: string, image = 'app:1'): KubeObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace: 'dev', annotations: { 'deployment.kubernetes.io/revision': revision } },
    spec: { replicas, template: { spec: { containers: [{ name, image }] } } },
  };
}

const r = (object: KubeObject): RenderedObject => ({ source: 'apps', component: 'main', object });

describe('diffRenders with ignore rules', () => {
  it('does not count an ignored field as a change, on the objects the rule selects only', () => {
    const base = [r(deployment('web-1', 2, '1')), r(deployment('api', 2, '1'))];
    const head = [r(deployment('web-1', 5, '1')), r(deployment('api', 5, '1'))];
    const d = diffRenders(base, head, { ignore: RULES });
    expect(d.summary).toEqual({ added: 0, changed: 1, removed: 0, unchanged: 1 });
    expect(d.changes.map((c) => [c.key.name, c.change])).toEqual([['api', 'changed']]);
    expect(d.changes[0]?.diff).toContain('-  replicas: 2\n+  replicas: 5\n');
    // Without rules both change: the rules are what hides web-1's replicas.
    expect(diffRenders(base, head).summary.changed).toBe(2);
  });

  it('ignores an annotation on every object', () => {
    const d = diffRenders([r(deployment('api', 2, '1'))], [r(deployment('api', 2, '2'))], { ignore: RULES });
    expect(d.summary).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 1 });
    expect(d.changes).toEqual([]);
  });

  it('leaves ignored fields out of the diff shown for a real change', () => {
    const d = diffRenders([r(deployment('web-1', 2, '1'))], [r(deployment('web-1', 5, '2', 'app:2'))], {
      ignore: RULES,
    });
    expect(d.summary.changed).toBe(1);
    expect(d.changes[0]?.diff).toBe(
      [
        '--- a/apps/v1 Deployment dev/web-1',
        '+++ b/apps/v1 Deployment dev/web-1',
        '@@ -7,5 +7,5 @@',
        '   template:',
        '     spec:',
        '       containers:',
        '-        - image: app:1',
        '+        - image: app:2',
        '           name: web-1',
        '',
      ].join('\n'),
    );
  });

  it('still adds and removes objects, shown without their ignored fields', () => {
    const d = diffRenders([r(deployment('web-old', 2, '4'))], [r(deployment('web-new', 3, '1'))], {
      ignore: RULES,
    });
    expect(d.summary).toEqual({ added: 1, changed: 0, removed: 1, unchanged: 0 });
    expect(d.changes.map((c) => c.change)).toEqual(['added', 'removed']);
    for (const c of d.changes) {
      expect(c.diff).toContain('image: app:1');
      expect(c.diff).not.toContain('replicas');
      expect(c.diff).not.toContain('revision');
      // The annotations map left empty is dropped rather than shown as `{}`.
      expect(c.diff).not.toContain('annotations');
    }
  });

  it('never lets a rule reveal a secret', () => {
    const secret = (value: string, note: string): KubeObject => ({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'db', namespace: 'dev', annotations: { note } },
      data: { password: Buffer.from(value).toString('base64') },
      stringData: { url: `postgres://app:${value}@db` },
    });
    const ignore = [rule({ kind: 'Secret', paths: ['/metadata/annotations/note', '/data/other'] })];
    const d = diffRenders([r(secret(CANARY, 'a'))], [r(secret(`${CANARY}-2`, 'b'))], { ignore });
    expect(d.summary.changed).toBe(1);
    const text = JSON.stringify(d);
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain(Buffer.from(CANARY).toString('base64'));
    expect(text).toMatch(/password: redacted\.[0-9a-f]{16}/);
    expect(text).not.toContain('note');
  });
});

describe('diffPipelines with ignore rules', () => {
  it('applies the rules in every environment', () => {
    const env = (name: string, replicas: number) => ({
      name,
      objects: [r(deployment('web-1', replicas, String(replicas)))],
      diagnostics: [],
    });
    const d = diffPipelines([env('dev', 1), env('prod', 3)], [env('dev', 2), env('prod', 6)], {
      ignore: RULES,
    });
    expect(d.environments.map((e) => [e.name, e.summary.unchanged, e.changes.length])).toEqual([
      ['dev', 1, 0],
      ['prod', 1, 0],
    ]);
  });
});
