import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  BundleError,
  bundleKey,
  decodeBundle,
  encodeBundle,
  MAX_BUNDLE_JSON_BYTES,
  makeBundle,
} from '../../src/model/contract';
import { canonicalJson, sha256Hex } from '../../src/model/hash';
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

describe('decodeBundle refuses a hostile bundle before anything reads it', () => {
  const encode = (value: unknown) => {
    const json = canonicalJson(value);
    return { bytes: gzipSync(json), sha256: sha256Hex(json) };
  };
  const good = () =>
    structuredClone(makeBundle({ pipeline: 'platform', environment: 'dev', commit: 'abc', objects }));

  it('names the limit a gzip bomb hits, without unpacking it all', () => {
    // 1 MiB of gzip members, each 1 MiB of zeros: about 1 GiB unpacked.
    const member = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
    const bomb = Buffer.concat(
      Array.from({ length: Math.ceil((1024 * 1024) / member.length) }, () => member),
    );
    expect(() => decodeBundle(bomb, '0'.repeat(64))).toThrow(
      `the bundle unpacks to more than ${MAX_BUNDLE_JSON_BYTES / 1024 / 1024} MiB (MAX_BUNDLE_JSON_BYTES)`,
    );
  });

  it('lists every shape problem: objects without apiVersion, kind or metadata.name, unknown keys', () => {
    const bundle = good() as unknown as { objects: { object: Record<string, unknown> }[]; extra?: number };
    const first = bundle.objects[0];
    if (!first) throw new Error('no object');
    first.object = { metadata: {} };
    bundle.extra = 1;
    const { bytes, sha256 } = encode(bundle);
    let message = '';
    try {
      decodeBundle(bytes, sha256);
    } catch (err) {
      expect(err).toBeInstanceOf(BundleError);
      message = (err as Error).message;
    }
    expect(message).toContain('the bundle is malformed');
    expect(message).toContain(`bundle.objects[0].object: must have required property 'apiVersion'`);
    expect(message).toContain(`bundle.objects[0].object: must have required property 'kind'`);
    expect(message).toContain(`bundle.objects[0].object.metadata: must have required property 'name'`);
    expect(message).toContain('bundle: unknown key "extra"');
  });

  it('refuses an object whose key is not its own, and names that are not key segments', () => {
    const lying = good();
    const first = lying.objects[0];
    if (!first) throw new Error('no object');
    first.key = { ...first.key, namespace: 'kube-system' };
    const a = encode(lying);
    expect(() => decodeBundle(a.bytes, a.sha256)).toThrow(
      /objects\[0\]\.key: names ConfigMap:kube-system\/a/,
    );

    const escaping = { ...good(), pipeline: '../other' };
    const b = encode(escaping);
    expect(() => decodeBundle(b.bytes, b.sha256)).toThrow(/bundle\.pipeline: must match pattern/);
    const climbing = {
      ...good(),
      artifacts: [{ source: 'web', name: 'config/../../../state', mediaType: 'text/plain', content: '' }],
    };
    const d = encode(climbing);
    expect(() => decodeBundle(d.bytes, d.sha256)).toThrow(/bundle\.artifacts\[0\]\.name: must match pattern/);
    const nested = {
      ...good(),
      artifacts: [
        { source: 'nats', name: 'broker/0/config/broker.conf', mediaType: 'text/plain', content: '' },
      ],
    };
    const e = encode(nested);
    expect(decodeBundle(e.bytes, e.sha256).artifacts).toHaveLength(1);
    const c = encode(null);
    expect(() => decodeBundle(c.bytes, c.sha256)).toThrow(/bundle: must be object/);
  });
});
