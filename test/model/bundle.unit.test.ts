import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleKey, decodeBundle, encodeBundle, makeBundle } from '../../src/model/bundle';
import type { RenderedObject } from '../../src/model/types';

const objects: RenderedObject[] = [
  {
    source: 'web',
    component: 'c',
    object: {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'a', namespace: 'ns' },
      data: { k: 'v' },
    },
  },
];

describe('bundle', () => {
  it('round-trips and names itself by the sha256 of its canonical JSON', () => {
    const bundle = makeBundle({ pipeline: 'platform', environment: 'dev', commit: 'abc', objects });
    const encoded = encodeBundle(bundle);
    expect(encoded.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(decodeBundle(encoded.bytes, encoded.sha256)).toEqual(bundle);
    expect(bundleKey('platform', 'dev', encoded.sha256)).toBe(
      `bundles/platform/dev/${encoded.sha256}.json.gz`,
    );
    expect(bundle.objects[0]?.key).toEqual({
      group: '',
      version: 'v1',
      kind: 'ConfigMap',
      namespace: 'ns',
      name: 'a',
    });
  });

  it('is deterministic: the same render gives the same digest', () => {
    const a = encodeBundle(makeBundle({ pipeline: 'platform', environment: 'dev', commit: 'abc', objects }));
    const b = encodeBundle(
      makeBundle({
        pipeline: 'platform',
        environment: 'dev',
        commit: 'abc',
        objects: structuredClone(objects),
      }),
    );
    expect(a.sha256).toBe(b.sha256);
  });

  it('refuses a tampered bundle, and data that is not a bundle', () => {
    const bundle = makeBundle({ pipeline: 'platform', environment: 'dev', commit: 'abc', objects });
    const { sha256 } = encodeBundle(bundle);
    const tampered = structuredClone(bundle);
    const first = tampered.objects[0];
    if (!first) throw new Error('no object');
    (first.object as unknown as { data: Record<string, string> }).data.k = 'evil';
    expect(() => decodeBundle(gzipSync(JSON.stringify(tampered)), sha256)).toThrow(
      /sha256 .* not the expected/,
    );
    expect(() => decodeBundle(Buffer.from('nope'), sha256)).toThrow(/not gzip/);
    expect(() => decodeBundle(gzipSync('{'), sha256)).toThrow(/not JSON/);
  });
});
