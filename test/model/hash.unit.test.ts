import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  digestOf,
  renderDigest,
  sameCanonicalJson,
  sha256Hex,
  sortKeys,
} from '../../src/model/hash';

describe('canonicalJson', () => {
  it('sorts object keys at every level, arrays included, without whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}',
    );
  });

  it('keeps array order, which is meaningful', () => {
    expect(canonicalJson([2, 1])).toBe('[2,1]');
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });

  it('sorts by code point, not locale', () => {
    expect(canonicalJson({ b: 1, B: 2, a: 3, _: 4 })).toBe('{"B":2,"_":4,"a":3,"b":1}');
  });

  it('handles scalars', () => {
    expect(canonicalJson('x')).toBe('"x"');
    expect(canonicalJson(1.5)).toBe('1.5');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(true)).toBe('true');
  });
});

describe('sortKeys', () => {
  it('returns a sorted deep copy and leaves its input alone', () => {
    const input = { b: { d: 1, c: 2 }, a: [{ f: 1, e: 2 }] };
    const out = sortKeys(input);
    expect(Object.keys(out)).toEqual(['a', 'b']);
    expect(Object.keys(out.b)).toEqual(['c', 'd']);
    expect(Object.keys(out.a[0] ?? {})).toEqual(['e', 'f']);
    expect(Object.keys(input)).toEqual(['b', 'a']);
    expect(out.b).not.toBe(input.b);
  });
});

describe('digestOf', () => {
  const deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', labels: { app: 'web', tier: 'front' } },
    spec: { replicas: 2, template: { spec: { containers: [{ name: 'c', image: 'nginx:1' }] } } },
  };
  const reordered = {
    spec: { template: { spec: { containers: [{ image: 'nginx:1', name: 'c' }] } }, replicas: 2 },
    metadata: { labels: { tier: 'front', app: 'web' }, name: 'web' },
    kind: 'Deployment',
    apiVersion: 'apps/v1',
  };

  it('is sha256: and 64 hex digits of the canonical JSON', () => {
    const digest = digestOf(deployment);
    expect(digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(digest).toBe(`sha256:${sha256Hex(canonicalJson(deployment))}`);
  });

  it('does not change when only key order changes', () => {
    expect(digestOf(reordered)).toBe(digestOf(deployment));
  });

  it('changes when any value changes, however deep', () => {
    const more = structuredClone(deployment);
    more.spec.replicas = 3;
    expect(digestOf(more)).not.toBe(digestOf(deployment));
    const image = structuredClone(deployment);
    const container = image.spec.template.spec.containers[0];
    if (container) container.image = 'nginx:2';
    expect(digestOf(image)).not.toBe(digestOf(deployment));
    expect(digestOf({ a: 1 })).not.toBe(digestOf({ a: '1' }));
    expect(digestOf({ a: null })).not.toBe(digestOf({}));
  });
});

describe('sha256Hex', () => {
  it('is the hex SHA-256 of a string or bytes', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('renderDigest', () => {
  const a = { object: { kind: 'ConfigMap', metadata: { name: 'a' }, data: { x: '1' } } };
  const b = { object: { kind: 'Secret', metadata: { name: 'b' } } };

  it('is the digest of the objects in order, ignoring key order inside them', () => {
    const aReordered = { object: { data: { x: '1' }, metadata: { name: 'a' }, kind: 'ConfigMap' } };
    expect(renderDigest([a, b])).toBe(digestOf([a.object, b.object]));
    expect(renderDigest([aReordered, b])).toBe(renderDigest([a, b]));
  });

  it('changes with the order of the objects or any value, and ignores what is beside the object', () => {
    expect(renderDigest([b, a])).not.toBe(renderDigest([a, b]));
    expect(renderDigest([{ ...a, object: { ...a.object, data: { x: '2' } } }, b])).not.toBe(
      renderDigest([a, b]),
    );
    expect(renderDigest([{ ...a, source: 'elsewhere' } as typeof a, b])).toBe(renderDigest([a, b]));
  });
});

describe('sameCanonicalJson', () => {
  it('answers as comparing canonical JSON does, over equal, reordered and different values', () => {
    const values: unknown[] = [
      { a: 1, b: { c: [1, 2, { d: 'x' }] } },
      { b: { c: [1, 2, { d: 'x' }] }, a: 1 },
      { a: 1, b: { c: [1, 2, { d: 'y' }] } },
      { a: 1, b: { c: [2, 1, { d: 'x' }] } },
      { a: 1, b: { c: [1, 2, { d: 'x' }], e: undefined } },
      { a: 1, b: { c: [1, 2, { d: 'x' }], e: null } },
      { a: 0 },
      { a: -0 },
      { a: Number.NaN },
      { a: null },
      { a: '1' },
      [{}],
      [[]],
      { 0: 'x' },
      ['x'],
      'text',
      null,
    ];
    for (const a of values) {
      for (const b of values) {
        expect(sameCanonicalJson(a, b), JSON.stringify([a, b])).toBe(canonicalJson(a) === canonicalJson(b));
        expect(sameCanonicalJson(a, structuredClone(b))).toBe(canonicalJson(a) === canonicalJson(b));
      }
    }
  });
});
