import { describe, expect, it } from 'vitest';
import { collectSecrets } from '../../src/render/secrets';

const secret = (name: string) => ({
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name },
  data: { k: 'dg==' },
});

describe('collectSecrets', () => {
  it('finds Secret-shaped objects anywhere: in lists, nested maps and inside other objects', () => {
    const a = secret('a');
    const b = secret('b');
    const c = secret('c');
    const d = secret('d');
    const value = [
      { apiVersion: 'v1', kind: 'List', metadata: {}, items: [a, 'text', 1, null] },
      { nested: { deeper: b } },
      { apiVersion: 'example.com/v1', kind: 'Bundle', metadata: { name: 'x' }, spec: { embedded: [[c]] } },
      d,
    ];
    expect(collectSecrets(value).map((s) => s.metadata.name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes a Secret whole, and leaves what is not shaped like one', () => {
    const outer = { ...secret('outer'), stringData: { inner: secret('inner') } };
    expect(collectSecrets([outer])).toEqual([outer]);
    expect(
      collectSecrets([
        { kind: 'Secret', metadata: { name: 'no-api-version' } },
        { apiVersion: 'v1', kind: 'Secret', metadata: 'not an object' },
        { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } },
        'Secret',
        42,
      ]),
    ).toEqual([]);
  });

  it('adds to the list it is given', () => {
    const out = [secret('first')];
    collectSecrets({ a: secret('second') }, out as never);
    expect(out.map((s) => s.metadata.name)).toEqual(['first', 'second']);
  });
});
