import { describe, expect, it } from 'vitest';
import { parsePointer } from '../../src/config/pointer';
import type { IgnoreRule } from '../../src/config/types';
import { applyIgnoreRules, ignoreRuleMatches } from '../../src/diff/ignore';
import type { KubeObject } from '../../src/model/types';

/** A rule as the config loader builds it, from pointers as written. */
function rule(fields: Partial<Omit<IgnoreRule, 'paths'>> & { paths?: string[] }): IgnoreRule {
  const pointers = fields.paths ?? [];
  const paths = pointers.map((p) => {
    const parsed = parsePointer(p);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.tokens;
  });
  return { labels: [], annotations: [], ...fields, paths, pointers };
}

function deployment(name: string, namespace = 'team-a'): KubeObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: {
      name,
      namespace,
      labels: { app: name, 'helm.sh/chart': 'web-1.2.0' },
      annotations: { 'deployment.kubernetes.io/revision': '7', 'checksum/config': 'abc', owner: 'team-a' },
    },
    spec: {
      replicas: 3,
      template: {
        metadata: { annotations: { 'a/b': 'x', 'c~d': 'y' } },
        spec: {
          containers: [
            { name: 'web', image: 'web:1' },
            { name: 'proxy', image: 'envoy:1' },
          ],
        },
      },
    },
  };
}

/** Deep-frozen, so any mutation of an input throws. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) frozen(child);
    Object.freeze(value);
  }
  return value;
}

describe('applyIgnoreRules: paths', () => {
  it('removes the value at each pointer and leaves the rest as it was', () => {
    const obj = frozen(deployment('web-1'));
    const out = applyIgnoreRules(obj, [rule({ paths: ['/spec/replicas'] })]);
    const { replicas: _, ...spec } = obj.spec as Record<string, unknown>;
    expect(out).toEqual({ ...obj, spec });
    expect(out.spec).not.toHaveProperty('replicas');
    // Untouched subtrees are shared, not copied.
    expect(out.metadata).toBe(obj.metadata);
  });

  it('decodes ~1 and ~0 in keys', () => {
    const out = applyIgnoreRules(frozen(deployment('web-1')), [
      rule({ paths: ['/spec/template/metadata/annotations/a~1b'] }),
    ]);
    expect(out).toHaveProperty(['spec', 'template', 'metadata', 'annotations'], { 'c~d': 'y' });
    const both = applyIgnoreRules(frozen(deployment('web-1')), [
      rule({
        paths: ['/spec/template/metadata/annotations/a~1b', '/spec/template/metadata/annotations/c~0d'],
      }),
    ]);
    // The emptied annotations and the metadata left empty go too.
    expect(both).not.toHaveProperty(['spec', 'template', 'metadata']);
  });

  it('follows array indexes, and removes an element addressed by its index', () => {
    const image = applyIgnoreRules(frozen(deployment('web-1')), [
      rule({ paths: ['/spec/template/spec/containers/0/image'] }),
    ]);
    expect(image).toHaveProperty(
      ['spec', 'template', 'spec', 'containers'],
      [{ name: 'web' }, { name: 'proxy', image: 'envoy:1' }],
    );
    const element = applyIgnoreRules(frozen(deployment('web-1')), [
      rule({ paths: ['/spec/template/spec/containers/1'] }),
    ]);
    expect(element).toHaveProperty(
      ['spec', 'template', 'spec', 'containers'],
      [{ name: 'web', image: 'web:1' }],
    );
  });

  it('ignores a path that is not there, a bad index, or one through a scalar', () => {
    const obj = frozen(deployment('web-1'));
    const out = applyIgnoreRules(obj, [
      rule({
        paths: [
          '/spec/paused',
          '/status/replicas',
          '/spec/template/spec/containers/2/image',
          '/spec/template/spec/containers/-',
          '/spec/template/spec/containers/01/image',
          '/spec/template/spec/containers/name',
          '/spec/replicas/value',
        ],
      }),
    ]);
    expect(out).toEqual(obj);
  });

  it('treats an empty map on an ignored path like an absent one', () => {
    const withEmpty: KubeObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', annotations: {} },
    };
    const without: KubeObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } };
    const withIgnored: KubeObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', annotations: { stamp: 'now' } },
    };
    const rules = [rule({ paths: ['/metadata/annotations/stamp'] })];
    for (const obj of [withEmpty, without, withIgnored])
      expect(applyIgnoreRules(frozen(obj), rules)).toEqual(without);
  });

  it('keeps a `__proto__` key a plain key', () => {
    const obj = frozen(
      JSON.parse(
        '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c"},"data":{"__proto__":{"a":"1","b":"2"}}}',
      ),
    );
    const out = applyIgnoreRules(obj, [rule({ paths: ['/data/__proto__/a'] })]);
    expect(Object.getPrototypeOf(out.data)).toBe(Object.prototype);
    expect(JSON.stringify(out.data)).toBe('{"__proto__":{"b":"2"}}');
  });
});

describe('applyIgnoreRules: labels and annotations', () => {
  it('removes keys matching the globs, on the object itself', () => {
    const out = applyIgnoreRules(frozen(deployment('web-1')), [
      rule({ labels: ['helm.sh/*'], annotations: ['deployment.kubernetes.io/revision', 'checksum/*'] }),
    ]);
    expect(out.metadata.labels).toEqual({ app: 'web-1' });
    expect(out.metadata.annotations).toEqual({ owner: 'team-a' });
    // Pod template annotations are reached with paths, not with `annotations`.
    expect(out).toHaveProperty(['spec', 'template', 'metadata', 'annotations', 'a/b'], 'x');
  });

  it('drops a map left empty', () => {
    const out = applyIgnoreRules(frozen(deployment('web-1')), [rule({ labels: ['*'], annotations: ['*'] })]);
    expect(out.metadata).toEqual({ name: 'web-1', namespace: 'team-a' });
  });

  it('returns the object itself when nothing matches', () => {
    const obj = frozen(deployment('web-1'));
    expect(applyIgnoreRules(obj, [rule({ labels: ['team'], annotations: ['x/*'] })])).toBe(obj);
    expect(applyIgnoreRules(obj, [])).toBe(obj);
  });
});

describe('ignoreRuleMatches', () => {
  const cm: KubeObject = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'web-config', namespace: 'team-b' },
  };
  const ns: KubeObject = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team-b' } };
  const cases: Array<
    [string, Pick<IgnoreRule, 'kind' | 'group' | 'name' | 'namespace'>, KubeObject, boolean]
  > = [
    ['no selector', {}, cm, true],
    ['kind', { kind: 'Deployment' }, deployment('web-1'), true],
    ['kind is exact', { kind: 'deployment' }, deployment('web-1'), false],
    ['group', { group: 'apps' }, deployment('web-1'), true],
    ['other group', { group: 'extensions' }, deployment('web-1'), false],
    ['core group', { group: '' }, cm, true],
    ['core group vs apps', { group: '' }, deployment('web-1'), false],
    ['name glob', { name: 'web-*' }, deployment('web-1'), true],
    ['name glob miss', { name: 'web-*' }, deployment('api'), false],
    ['name ?', { name: 'web-?' }, deployment('web-12'), false],
    ['namespace glob', { namespace: 'team-*' }, cm, true],
    ['namespace glob miss', { namespace: 'team-*' }, deployment('web-1', 'prod'), false],
    ['cluster-scoped vs namespace glob', { namespace: 'team-*' }, ns, false],
    [
      'all together',
      { kind: 'Deployment', group: 'apps', name: 'web-*', namespace: 'team-?' },
      deployment('web-1'),
      true,
    ],
    [
      'all but one',
      { kind: 'Deployment', group: 'apps', name: 'web-*', namespace: 'team-?' },
      deployment('web-1', 'team-ab'),
      false,
    ],
  ];
  it.each(cases)('%s', (_, selector, obj, expected) => {
    expect(ignoreRuleMatches(rule({ ...selector, labels: ['x'] }), obj)).toBe(expected);
  });

  it('applies only the rules whose selector matches', () => {
    const rules = [
      rule({ kind: 'Deployment', name: 'web-*', paths: ['/spec/replicas'] }),
      rule({ kind: 'Deployment', name: 'api', annotations: ['owner'] }),
    ];
    const web = applyIgnoreRules(frozen(deployment('web-1')), rules);
    expect(web.spec).not.toHaveProperty('replicas');
    expect(web.metadata.annotations).toHaveProperty('owner');
    const api = applyIgnoreRules(frozen(deployment('api')), rules);
    expect(api.spec).toHaveProperty('replicas', 3);
    expect(api.metadata.annotations).not.toHaveProperty('owner');
  });

  it('selects by the object as rendered, not as an earlier rule left it', () => {
    const rules = [rule({ paths: ['/metadata/name'] }), rule({ name: 'web-1', labels: ['app'] })];
    const out = applyIgnoreRules(frozen(deployment('web-1')), rules);
    expect(out.metadata).not.toHaveProperty('name');
    expect(out.metadata.labels).toEqual({ 'helm.sh/chart': 'web-1.2.0' });
  });
});
